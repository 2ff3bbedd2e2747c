"""Flip 7 events as English sentences for the game log: each a full sentence ending with a full stop
(or "!"), like the other games' logs, what happened in the past tense; gender-neutral ("their",
"themself")."""

from __future__ import annotations

from app.core import Event, text
from app.core.dispatch import Dispatch
from app.games.flip7 import events as ev
from app.games.flip7.cards import ACTION_TITLES, card_name


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else text.default_name(seat)


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


#: event class -> its log sentence (each handler gets the event and the players' names)
SENTENCES = Dispatch("log sentence", silent={
    ev.Flip3Ended: "the cards flipped during the Flip Three each have their line already",
    ev.CardsCleared: "the round's sentence (\"Round 3 is over\") already says the cards go",
})
on = SENTENCES.on


def describe(event: Event, names: list[str]) -> str | None:
    return SENTENCES(event, names)


@on(ev.RoundStarted)
def _round_started(event: Event, names: list[str]) -> str:
    return f"Round {event.round}: {_name(names, event.dealer)} deals."


@on(ev.CardDrawn)
def _card_drawn(event: Event, names: list[str]) -> str:
    card = card_name(event.card)
    if event.why == "deal":
        return f"{_name(names, event.player)} was dealt {card}."
    if event.why == "flip3":
        return f"{_name(names, event.player)} flipped {card} during the Flip Three."
    return f"{_name(names, event.player)} drew {card}."


@on(ev.Busted)
def _busted(event: Event, names: list[str]) -> str:
    return f"{_name(names, event.player)} busted on a second {event.number}."


@on(ev.SecondChanceUsed)
def _second_chance_used(event: Event, names: list[str]) -> str:
    return f"{_name(names, event.player)} used their Second Chance against a second {event.number}."


@on(ev.SecondChanceKept)
def _second_chance_kept(event: Event, names: list[str]) -> str:
    return f"{_name(names, event.player)} kept the Second Chance."


@on(ev.SecondChancePassed)
def _second_chance_passed(event: Event, names: list[str]) -> str:
    return f"{_name(names, event.giver)} gave their extra Second Chance to {_name(names, event.receiver)}."


@on(ev.ActionSetAside)
def _action_set_aside(event: Event, names: list[str]) -> str:
    return (f"{_name(names, event.player)} set the {ACTION_TITLES[event.card]} aside until the Flip Three "
            f"is over.")


@on(ev.ActionDiscarded)
def _action_discarded(event: Event, names: list[str]) -> str:
    title = ACTION_TITLES[event.card]
    if event.reason == "all_protected":
        return (f"{_name(names, event.player)}'s extra {title} was discarded: every other active player "
                f"already has one.")
    if event.reason == "nobody_else":
        return (f"{_name(names, event.player)}'s extra {title} was discarded: nobody else in the round can "
                f"take it.")
    return f"{_name(names, event.player)}'s {title} was discarded: nobody is left in the round to take it."


@on(ev.Frozen)
def _frozen(event: Event, names: list[str]) -> str:
    if event.by == event.player:
        return f"{_name(names, event.by)} froze themself at {event.points}."
    return f"{_name(names, event.by)} froze {_name(names, event.player)} at {event.points}."


@on(ev.Flip3Started)
def _flip3_started(event: Event, names: list[str]) -> str:
    if event.by == event.player:
        return f"{_name(names, event.by)} took the Flip Three themself."
    return f"{_name(names, event.by)} gave {_name(names, event.player)} a Flip Three."


@on(ev.Stayed)
def _stayed(event: Event, names: list[str]) -> str:
    return f"{_name(names, event.player)} stayed at {event.points}."


@on(ev.Flip7)
def _flip7(event: Event, names: list[str]) -> str:
    return f"{_name(names, event.player)} made Flip 7! The round ends for everyone."


@on(ev.DeckReshuffled)
def _deck_reshuffled(event: Event, names: list[str]) -> str:
    return f"The deck ran out: the {event.cards} discarded cards were shuffled into a new deck."


@on(ev.DeckExhausted)
def _deck_exhausted(event: Event, names: list[str]) -> str:
    return "No cards are left to draw: the round ends as it stands."


@on(ev.PlayerScored)
def _player_scored(event: Event, names: list[str]) -> str:
    return f"{_name(names, event.player)} scored {score_parts(event)}."


@on(ev.RoundScored)
def _round_scored(event: Event, names: list[str]) -> str:
    totals = ", ".join(f"{_name(names, s)} {t}" for s, t in enumerate(event.totals))
    return f"Round {event.round} is over. Totals: {totals}."


@on(ev.GameOver)
def _game_over(event: Event, names: list[str]) -> str:
    if len(event.winners) == 1:
        w = event.winners[0]
        return f"{_name(names, w)} wins with {event.totals[w]}!"
    return " and ".join(_name(names, w) for w in event.winners) + " win!"
