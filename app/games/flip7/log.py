"""Flip 7 events as sentences for the game log, in the current language: each a full sentence ending
with a full stop (or "!"), like the other games' logs, what happened in the past tense; gender-neutral
("their", "themself")."""

from __future__ import annotations

from app.core import Event, i18n, text
from app.core.dispatch import Dispatch
from app.core.i18n import _, ngettext
from app.games.flip7 import events as ev
from app.games.flip7.cards import card_name, title
from app.games.flip7.scoring import FLIP7_BONUS


_name = text.name  # a seat's name in a sentence (app/core/text.py)


def _numbers(e: ev.PlayerScored) -> str:
    """The number sum with what multiplied it: "36", "36 doubled", "36 doubled twice"."""
    factor = e.number_factor
    if factor == 1:
        return str(e.numbers)
    if factor == 2:
        return _("{n} doubled").format(n=e.numbers)
    if factor == 4:
        return _("{n} doubled twice").format(n=e.numbers)
    return f"{e.numbers} ×{factor}"  # not reached: at most two x2 (two decks)


def _parts(e: ev.PlayerScored) -> str | None:
    """How the points came about: "36 doubled + 10", "23 + 4", "36 doubled twice + 10 + 15 for Flip 7";
    None when they are just the number sum (or a bust)."""
    if e.busted:
        return None
    parts = [_numbers(e)]
    if e.bonus:
        parts.append(str(e.bonus))
    if e.flip7:
        parts.append(_("{points} for Flip 7").format(points=FLIP7_BONUS))
    if len(parts) == 1 and e.number_factor == 1:
        return None
    return " + ".join(parts)


#: event class -> its log sentence (each handler gets the event and the players' names);
#: `describe(event, names)` is that sentence, or None
SENTENCES = describe = Dispatch("log sentence", silent={
    ev.Flip3Ended: "the cards flipped during the Flip Three each have their line already",
    ev.CardsCleared: "the round's sentence (\"Round 3 is over\") already says the cards go",
})
on = SENTENCES.on


@on(ev.RoundStarted)
def _round_started(event: Event, names: list[str]) -> str:
    return _("Round {round}: {who} deals.").format(round=event.round, who=_name(names, event.dealer))


@on(ev.CardDrawn)
def _card_drawn(event: Event, names: list[str]) -> str:
    who, card = _name(names, event.player), card_name(event.card)
    if event.why == "deal":
        return _("{who} was dealt {card}.").format(who=who, card=card)
    if event.why == "flip3":
        return _("{who} flipped {card} during the Flip Three.").format(who=who, card=card)
    return _("{who} drew {card}.").format(who=who, card=card)


@on(ev.Busted)
def _busted(event: Event, names: list[str]) -> str:
    return _("{who} busted on a second {number}.").format(who=_name(names, event.player), number=event.number)


@on(ev.SecondChanceUsed)
def _second_chance_used(event: Event, names: list[str]) -> str:
    return _("{who} used their Second Chance against a second {number}.").format(
        who=_name(names, event.player), number=event.number)


@on(ev.SecondChanceKept)
def _second_chance_kept(event: Event, names: list[str]) -> str:
    return _("{who} kept the Second Chance.").format(who=_name(names, event.player))


@on(ev.SecondChancePassed)
def _second_chance_passed(event: Event, names: list[str]) -> str:
    return _("{who} gave their extra Second Chance to {other}.").format(
        who=_name(names, event.giver), other=_name(names, event.receiver))


@on(ev.ActionSetAside)
def _action_set_aside(event: Event, names: list[str]) -> str:
    return _("{who} set the {title} aside until the Flip Three is over.").format(
        who=_name(names, event.player), title=title(event.card))


@on(ev.ActionDiscarded)
def _action_discarded(event: Event, names: list[str]) -> str:
    who, name = _name(names, event.player), title(event.card)
    if event.reason == "all_protected":
        return _("{who}'s extra {title} was discarded: every other active player already has one.").format(
            who=who, title=name)
    if event.reason == "nobody_else":
        return _("{who}'s extra {title} was discarded: nobody else in the round can take it.").format(
            who=who, title=name)
    return _("{who}'s {title} was discarded: nobody is left in the round to take it.").format(who=who, title=name)


@on(ev.Frozen)
def _frozen(event: Event, names: list[str]) -> str:
    if event.by == event.player:
        return _("{who} froze themself at {points}.").format(who=_name(names, event.by), points=event.points)
    return _("{who} froze {other} at {points}.").format(
        who=_name(names, event.by), other=_name(names, event.player), points=event.points)


@on(ev.Flip3Started)
def _flip3_started(event: Event, names: list[str]) -> str:
    if event.by == event.player:
        return _("{who} took the Flip Three themself.").format(who=_name(names, event.by))
    return _("{who} gave {other} a Flip Three.").format(who=_name(names, event.by), other=_name(names, event.player))


@on(ev.Stayed)
def _stayed(event: Event, names: list[str]) -> str:
    return _("{who} stayed at {points}.").format(who=_name(names, event.player), points=event.points)


@on(ev.Flip7)
def _flip7(event: Event, names: list[str]) -> str:
    return _("{who} made Flip 7! The round ends for everyone.").format(who=_name(names, event.player))


@on(ev.DeckReshuffled)
def _deck_reshuffled(event: Event, names: list[str]) -> str:
    return ngettext("The deck ran out: the {n} discarded card was shuffled into a new deck.",
                    "The deck ran out: the {n} discarded cards were shuffled into a new deck.", event.cards).format(
        n=event.cards)


@on(ev.DeckExhausted)
def _deck_exhausted(event: Event, names: list[str]) -> str:
    return _("No cards are left to draw: the round ends as it stands.")


@on(ev.PlayerScored)
def _player_scored(event: Event, names: list[str]) -> str:
    who = _name(names, event.player)
    if event.busted:
        return _("{who} scored 0 (busted).").format(who=who)
    parts = _parts(event)
    if parts is None:
        return ngettext("{who} scored {points}.", "{who} scored {points}.", event.points).format(
            who=who, points=event.points)
    return _("{who} scored {points} ({parts}).").format(who=who, points=event.points, parts=parts)


@on(ev.RoundScored)
def _round_scored(event: Event, names: list[str]) -> str:
    totals = ", ".join(f"{_name(names, s)} {t}" for s, t in enumerate(event.totals))
    return _("Round {round} is over. Totals: {totals}.").format(round=event.round, totals=totals)


@on(ev.GameOver)
def _game_over(event: Event, names: list[str]) -> str:
    if len(event.winners) == 1:
        w = event.winners[0]
        return _("{who} wins with {points}!").format(who=_name(names, w), points=event.totals[w])
    return _("{names} win!").format(names=i18n.join([_name(names, w) for w in event.winners]))
