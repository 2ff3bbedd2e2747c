"""Log sentences for Secret Highcard."""

from __future__ import annotations


def describe(event, names):
    kind = event.TYPE
    if kind == "dealt":
        mine = [f"{names[i]} got a {c}" for i, c in enumerate(event.cards) if c is not None]
        return f"Round {event.round + 1}: the cards were dealt" + (f" ({', '.join(mine)})." if mine else ".")
    if kind == "peeked":
        who = names[event.player]
        return f"{who} peeked at the top card" + (f": a {event.card}." if event.card is not None else ".")
    if kind == "passed":
        return f"{names[event.player]} kept their card."
    if kind == "swapped":
        who = names[event.player]
        if event.old is None:
            return f"{who} swapped their card for the top card."
        return f"{who} swapped their {event.old} for a {event.new}."
    if kind == "showdown":
        shown = ", ".join(f"{names[i]} {c}" for i, c in enumerate(event.cards))
        return f"Showdown: {shown}."
    return None  # game_ended: the session's generic fallback is not wanted either
