"""The two-player game's events as sentences for the game log, in the current language: each a full
sentence in the past tense. A log line is written from the event as its reader may see it (the
session filters events per seat first), so a seventh card, the discard, a drawn card or a night card
another seat may not see is "a card" or "a night card".

`DUO_SENTENCES` is this module's own table (`describe(event, names)` reads it); on import its handlers
are copied into the game's log table, `log.SENTENCES` (log.py imports this module at its end), so
that `log.describe` speaks of both ways to play."""

from __future__ import annotations

from app.core import i18n, text
from app.core import events as shared
from app.core.dispatch import Dispatch
from app.core.i18n import _, ngettext, pgettext
from app.games.top_pop import duo_events as ev
from app.games.top_pop.cards import DUO_FIRST_HAND, DUO_SECOND_HAND, card_name, company_name

#: event class -> its log sentence (each handler gets the event and the players' names);
#: `describe(event, names)` is that sentence, or None
DUO_SENTENCES = describe = Dispatch("log sentence")
on = DUO_SENTENCES.on


def register(target: Dispatch) -> None:
    """Put this module's handlers (and reasons for none) into `target`, the game's log table."""
    for cls, fn in DUO_SENTENCES.handlers.items():
        target.on(cls)(fn)
    target.silent.update(DUO_SENTENCES.silent)


_name = text.name  # a seat's name in a sentence (app/core/text.py)


def _caps(n: int) -> str:
    return ngettext("{n} cap", "{n} caps", n).format(n=n)


@on(ev.DuoDealt)
def _dealt(event: ev.DuoDealt, names: list[str]) -> str:
    first, second = event.hands[event.start], event.hands[1 - event.start]
    return _("{first}, the first player, was dealt {n1} cards and {second} {n2}.").format(
        first=_name(names, event.start), second=_name(names, 1 - event.start),
        n1=len(first) if first is not None else DUO_FIRST_HAND, n2=len(second) if second is not None else DUO_SECOND_HAND)


@on(ev.DuoStartingCard)
def _starting(event: ev.DuoStartingCard, names: list[str]) -> str:
    return _("{card} was laid face up under {company} to start its column.").format(
        card=_cap(card_name(event.card)), company=company_name(event.company))


@on(ev.DuoSeventhLaid)
def _seventh(event: ev.DuoSeventhLaid, names: list[str]) -> str:
    who, company = _name(names, event.player), company_name(event.company)
    if event.card is None:
        return _("{who} laid a card face down as the seventh card of {company}.").format(who=who, company=company)
    return _("{who} laid {card} face down as the seventh card of {company}.").format(
        who=who, card=card_name(event.card), company=company)


@on(ev.DuoDiscarded)
def _discarded(event: ev.DuoDiscarded, names: list[str]) -> str:
    who = _name(names, event.player)
    if event.card is None:
        return _("{who} put a card out of the game.").format(who=who)
    return _("{who} put {card} out of the game.").format(who=who, card=card_name(event.card))


@on(ev.DuoSetupDone)
def _setup_done(event: ev.DuoSetupDone, names: list[str]) -> str:
    return _("Every company had its seventh card; {who} took the first turn.").format(who=_name(names, event.player))


@on(ev.DuoPlayed)
def _played(event: ev.DuoPlayed, names: list[str]) -> str:
    words = {"who": _name(names, event.player), "company": company_name(event.company), "caps": _caps(event.caps),
             "place": event.place}
    if event.card is None:
        return _("{who} played a night card face down to {company} (its card {place} of 6) and earned {caps}.").format(
            **words)
    if event.night:
        return _("{who} played {card} face down to {company} (its card {place} of 6) and earned {caps}.").format(
            card=card_name(event.card), **words)
    return _("{who} played {card} to {company} (its card {place} of 6) and earned {caps}.").format(
        card=card_name(event.card), **words)


on(ev.DuoDrawn)(shared.drawn_sentence(card_name))
on(ev.DuoDeckEmpty)(shared.deck_empty_sentence)


@on(ev.DuoCompanyClosed)
def _closed(event: ev.DuoCompanyClosed, names: list[str]) -> str:
    return _("{company} received its sixth card and closed with its seventh.").format(
        company=company_name(event.company))


@on(ev.DuoGameEnded)
def _ended(event: ev.DuoGameEnded, names: list[str]) -> str:
    return _("Every company was closed: the game ended and the companies were scored.")


@on(ev.DuoSeventhRevealed)
def _seventh_revealed(event: ev.DuoSeventhRevealed, names: list[str]) -> str:
    return _("The seventh card of {company}, laid by {who}, was {card}.").format(
        company=company_name(event.company), who=_name(names, event.player), card=card_name(event.card))


@on(ev.DuoNightRevealed)
def _night_revealed(event: ev.DuoNightRevealed, names: list[str]) -> str:
    return _("The night card {who} played to {company} was {card}.").format(
        who=_name(names, event.player), company=company_name(event.company), card=card_name(event.card))


@on(ev.DuoDiscardRevealed)
def _discard_revealed(event: ev.DuoDiscardRevealed, names: list[str]) -> str:
    return _("The card {who} put out of the game was {card}.").format(
        who=_name(names, event.player), card=card_name(event.card))


@on(ev.DuoHandRevealed)
def _hand_revealed(event: ev.DuoHandRevealed, names: list[str]) -> str:
    return ngettext("{who} had {cards} left in hand; it was not scored.",
                    "{who} had {cards} left in hand; they were not scored.", len(event.cards)).format(
        who=_name(names, event.player), cards=i18n.join([card_name(c) for c in event.cards]))


@on(ev.DuoCompanyScored)
def _company_scored(event: ev.DuoCompanyScored, names: list[str]) -> str:
    place = _place(event.place)
    return ngettext("{company} scored {points} point and came {place}: each of its caps is worth {value}.",
                    "{company} scored {points} points and came {place}: each of its caps is worth {value}.",
                    event.points).format(company=company_name(event.company), points=event.points, place=place,
                                         value=event.cap_value)


@on(ev.DuoSeatScored)
def _seat_scored(event: ev.DuoSeatScored, names: list[str]) -> str:
    return ngettext("{who} scored {points} point with {caps}.", "{who} scored {points} points with {caps}.",
                    event.total).format(who=_name(names, event.player), points=event.total, caps=_caps(event.caps))


@on(ev.DuoGameOver)
def _over(event: ev.DuoGameOver, names: list[str]) -> str:
    who, best = shared.winners_named(event, names)
    if len(event.winners) == 1:
        win = event.winners[0]
        tied = [s for s, t in enumerate(event.totals) if t == best and s != win]
        if tied:
            return _("{who} won with {points} points and fewer caps ({caps}).").format(
                who=_name(names, win), points=best, caps=_caps(event.caps[win]))
        # the standard game's end line (log.py): one catalogue entry for both, its singular here
        return ngettext("{who} won with {points} points.", "{who} shared the win with {points} points.", 1).format(
            who=_name(names, win), points=best)
    return _("{who} share the win with {points} points and {caps} each.").format(
        who=who, points=best, caps=_caps(event.caps[event.winners[0]]))


def _place(place: int) -> str:
    """A company's place (0 = first), as the log says it ("came first")."""
    words = (pgettext("a company's place", "first"), pgettext("a company's place", "second"),
             pgettext("a company's place", "third"), pgettext("a company's place", "fourth"))
    return words[place] if 0 <= place < len(words) else str(place + 1)


def _cap(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def _register_on_the_game_log() -> None:
    # log.py imports this module at its end, after its SENTENCES exist; imported first, this module
    # imports log.py here (whose own import of this module then finds it in sys.modules): once either way
    from app.games.top_pop import log

    register(log.SENTENCES)


_register_on_the_game_log()
