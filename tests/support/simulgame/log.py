"""Log sentences for Secret Numbers (of events already filtered for the reader)."""

from __future__ import annotations


def describe(event, names):
    kind = event.TYPE
    if kind == "chose":
        who = names[event.player]
        return f"{who} has chosen." if event.number is None else f"{who} chose {event.number}."
    if kind == "revealed":
        shown = ", ".join(f"{names[i]} {n}" for i, n in enumerate(event.numbers))
        scorers = [f"{names[i]} scores {p}" for i, p in enumerate(event.points) if p]
        return f"Round {event.round + 1}: {shown}; " + (scorers[0] if scorers else "nobody scores") + "."
    return None
