"""Flip 7 events as English sentences for the game log: each a full sentence ending with a full stop
(or "!"), like the other games' logs, what happened in the past tense; gender-neutral ("their",
"themself")."""

from __future__ import annotations

from app.core import Event
from app.games.flip7 import events as ev
from app.games.flip7.cards import ACTION_TITLES, card_name


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


_TIMES = {1: "", 2: " doubled", 4: " doubled twice"}


def score_parts(e: ev.PlayerScored) -> str:
    """ "82 (36 doubled + 10)", "154 (36 doubled twice + 10)", "27 (23 + 4)", "23", "0 (busted)"."""
    if e.busted:
        return "0 (busted)"
    factor = e.number_factor
    parts = [f"{e.numbers}{_TIMES.get(factor, f' ×{factor}')}"]
    if e.bonus:
        parts.append(str(e.bonus))
    if e.flip7:
        parts.append("15 for Flip 7")
    if len(parts) == 1 and factor == 1:
        return str(e.points)
    return f"{e.points} ({' + '.join(parts)})"


def describe(event: Event, names: list[str]) -> str | None:
    def n(seat: int) -> str:
        return _name(names, seat)

    if isinstance(event, ev.RoundStarted):
        return f"Round {event.round}: {n(event.dealer)} deals."
    if isinstance(event, ev.CardDrawn):
        card = card_name(event.card)
        if event.why == "deal":
            return f"{n(event.player)} was dealt {card}."
        if event.why == "flip3":
            return f"{n(event.player)} flipped {card} during the Flip Three."
        return f"{n(event.player)} drew {card}."
    if isinstance(event, ev.Busted):
        return f"{n(event.player)} busted on a second {event.number}."
    if isinstance(event, ev.SecondChanceUsed):
        return f"{n(event.player)} used their Second Chance against a second {event.number}."
    if isinstance(event, ev.SecondChanceKept):
        return f"{n(event.player)} kept the Second Chance."
    if isinstance(event, ev.SecondChancePassed):
        return f"{n(event.giver)} gave their extra Second Chance to {n(event.receiver)}."
    if isinstance(event, ev.ActionSetAside):
        return (f"{n(event.player)} set the {ACTION_TITLES[event.card]} aside until the Flip Three "
                f"is over.")
    if isinstance(event, ev.ActionDiscarded):
        title = ACTION_TITLES[event.card]
        if event.reason == "all_protected":
            return (f"{n(event.player)}'s extra {title} was discarded: every other active player "
                    f"already has one.")
        if event.reason == "nobody_else":
            return (f"{n(event.player)}'s extra {title} was discarded: nobody else in the round can "
                    f"take it.")
        return f"{n(event.player)}'s {title} was discarded: nobody is left in the round to take it."
    if isinstance(event, ev.Frozen):
        if event.by == event.player:
            return f"{n(event.by)} froze themself at {event.points}."
        return f"{n(event.by)} froze {n(event.player)} at {event.points}."
    if isinstance(event, ev.Flip3Started):
        if event.by == event.player:
            return f"{n(event.by)} took the Flip Three themself."
        return f"{n(event.by)} gave {n(event.player)} a Flip Three."
    if isinstance(event, ev.Flip3Ended):
        return None
    if isinstance(event, ev.Stayed):
        return f"{n(event.player)} stayed at {event.points}."
    if isinstance(event, ev.Flip7):
        return f"{n(event.player)} made Flip 7! The round ends for everyone."
    if isinstance(event, ev.DeckReshuffled):
        return f"The deck ran out: the {event.cards} discarded cards were shuffled into a new deck."
    if isinstance(event, ev.DeckExhausted):
        return "No cards are left to draw: the round ends as it stands."
    if isinstance(event, ev.PlayerScored):
        return f"{n(event.player)} scored {score_parts(event)}."
    if isinstance(event, ev.RoundScored):
        totals = ", ".join(f"{n(s)} {t}" for s, t in enumerate(event.totals))
        return f"Round {event.round} is over. Totals: {totals}."
    if isinstance(event, ev.CardsCleared):
        return None
    if isinstance(event, ev.GameOver):
        if len(event.winners) == 1:
            w = event.winners[0]
            return f"{n(w)} wins with {event.totals[w]}!"
        return " and ".join(n(w) for w in event.winners) + " win!"
    return None
