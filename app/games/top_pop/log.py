"""Top Pop events as sentences for the game log, in the current language: each a full sentence in the
past tense. A log line is written from the event as its reader may see it (the session filters events
per seat first), so a night card or a drawn card another seat may not see is "a night card" or "a
card". The two-player game's sentences are in duo_log.py, which registers on `SENTENCES` here."""

from __future__ import annotations

import importlib

from app.core import i18n, text
from app.core import events as shared
from app.core.dispatch import Dispatch
from app.core.i18n import _, ngettext
from app.games.top_pop import events as ev
from app.games.top_pop.cards import card_name, city_name, colour_word


_name = text.name  # a seat's name in a sentence (app/core/text.py)


def caps_named(caps) -> str:
    """Caps as words: "2 red and 1 blue caps" -> "2 red caps and 1 blue cap"."""
    counts: dict[int, int] = {}
    for k in caps:
        counts[k] = counts.get(k, 0) + 1
    return i18n.join([ngettext("{n} {colour} cap", "{n} {colour} caps", n).format(n=n, colour=colour_word(k))
                      for k, n in counts.items()])


#: event class -> its log sentence (each handler gets the event and the players' names);
#: `describe(event, names)` is that sentence, or None
SENTENCES = describe = Dispatch("log sentence")
on = SENTENCES.on


@on(ev.Dealt)
def _dealt(event: ev.Dealt, names: list[str]) -> str:
    if not any(event.hand_sizes):  # lite: no hands
        return _("Everyone took their starting caps; {who} starts.").format(who=_name(names, event.start))
    return _("Everyone took their starting caps and cards; {who} starts.").format(who=_name(names, event.start))


@on(ev.CardPlaced)
def _placed(event: ev.CardPlaced, names: list[str]) -> str:
    who, seat = _name(names, event.player), _name(names, event.seat)
    if event.card is None:
        if event.player == event.seat:
            return _("{who} placed a night card face down in front of themselves.").format(who=who)
        return _("{who} placed a night card face down in front of {seat}.").format(who=who, seat=seat)
    if event.player == event.seat:
        return _("{who} placed {card} in front of themselves.").format(who=who, card=card_name(event.card))
    return _("{who} placed {card} in front of {seat}.").format(who=who, card=card_name(event.card), seat=seat)


@on(ev.CapsTaken)
def _taken(event: ev.CapsTaken, names: list[str]) -> str:
    who, colour = _name(names, event.player), colour_word(event.company)
    if event.count == 0:
        return ngettext("{who} would have taken a {colour} cap, but there was none left in the middle.",
                        "{who} would have taken {n} {colour} caps, but there were none left in the middle.",
                        event.wanted).format(who=who, n=event.wanted, colour=colour)
    caps = ngettext("{n} {colour} cap", "{n} {colour} caps", event.count).format(n=event.count, colour=colour)
    if event.reason == "step":
        return _("{who} took {caps} from the middle.").format(who=who, caps=caps)
    if event.reason == "bonus":
        return _("{who} took {caps} from the middle for the card placed.").format(who=who, caps=caps)
    return _("{who} took {caps} from the middle with the power of {city}.").format(
        who=who, caps=caps, city=city_name(event.reason))


@on(ev.StackPlaced)
def _stacked(event: ev.StackPlaced, names: list[str]) -> str:
    words = {"who": _name(names, event.player), "caps": caps_named(event.caps), "seat": _name(names, event.seat),
             "number": event.index + 1, "height": event.height}
    if event.seat == event.player:
        if event.extended:
            return _("{who} added {caps} to their stack on card {number} in front of themselves: "
                     "it is {height} tall now.").format(**words)
        return _("{who} put a stack of {caps} on card {number} in front of themselves.").format(**words)
    if event.extended:
        return _("{who} added {caps} to their stack on card {number} in front of {seat}: "
                 "it is {height} tall now.").format(**words)
    return _("{who} put a stack of {caps} on card {number} in front of {seat}.").format(**words)


@on(ev.CardWon)
def _won(event: ev.CardWon, names: list[str]) -> str:
    who = _name(names, event.player)
    card = card_name(event.card) if event.card is not None else _("a night card")
    if event.to is None:
        where = _("the caps of the tallest stack went to the middle")
    elif event.to == event.player:
        where = _("the caps of the tallest stack went to their own supply")
    else:
        where = _("the caps of the tallest stack went to {seat}").format(seat=_name(names, event.to))
    if event.seat == event.player:
        if event.end:
            return _("At the end, {who} won {card} from in front of themselves; {where}.").format(
                who=who, card=card, where=where)
        return _("{who} won {card} from in front of themselves; {where}.").format(who=who, card=card, where=where)
    if event.end:
        return _("At the end, {who} won {card} from in front of {seat}; {where}.").format(
            who=who, card=card, seat=_name(names, event.seat), where=where)
    return _("{who} won {card} from in front of {seat}; {where}.").format(
        who=who, card=card, seat=_name(names, event.seat), where=where)


@on(ev.PowerPassed)
def _power(event: ev.PowerPassed, names: list[str]) -> str:
    return _("{who} now holds the power of {city}.").format(who=_name(names, event.player), city=city_name(event.city))


@on(ev.FinalRound)
def _final(event: ev.FinalRound, names: list[str]) -> str:
    return ngettext("{who} won their {won}th card: the final round began, and {n} card in hands and deck "
                    "left the game.",
                    "{who} won their {won}th card: the final round began, and {n} cards in hands and deck "
                    "left the game.", event.cards).format(who=_name(names, event.player), won=event.won,
                                                          n=event.cards)


@on(ev.StepSkipped)
def _skipped(event: ev.StepSkipped, names: list[str]) -> str:
    who = _name(names, event.player)
    if event.reason == "no_card":
        return _("{who} had no card to place.").format(who=who)
    if event.reason == "empty_middle":
        return _("The middle was empty: {who} took no cap.").format(who=who)
    return _("{who} could place no stack.").format(who=who)


on(ev.CardDrawn)(shared.drawn_sentence(card_name))


@on(ev.DeckEmpty)
def _deck_empty(event: ev.DeckEmpty, names: list[str]) -> str:
    return _("The deck was used up: {who} drew no card.").format(who=_name(names, event.player))


@on(ev.GameEnded)
def _ended(event: ev.GameEnded, names: list[str]) -> str:
    if event.reason == "stalled":
        return _("Nobody could get any further: the game ended.")
    return _("The final round was over: the game ended.")


@on(ev.CardRemoved)
def _removed(event: ev.CardRemoved, names: list[str]) -> str:
    name = card_name(event.card)
    return _("Nobody had a stack on {card} in front of {seat}: it left the game.").format(
        card=name, seat=_name(names, event.seat))


@on(ev.PowerScored)
def _power_scored(event: ev.PowerScored, names: list[str]) -> str:
    return _("{who} scored {points} points with the power of {city}.").format(
        who=_name(names, event.player), points=event.points, city=city_name(event.city))


@on(ev.GameOver)
def _over(event: ev.GameOver, names: list[str]) -> str:
    who, best = shared.winners_named(event, names)
    return ngettext("{who} won with {points} points.", "{who} shared the win with {points} points.",
                    len(event.winners)).format(who=who, points=best)


try:  # the two-player game's sentences register on SENTENCES
    importlib.import_module("app.games.top_pop.duo_log")
except ModuleNotFoundError as exc:  # not written yet
    if exc.name != "app.games.top_pop.duo_log":
        raise
