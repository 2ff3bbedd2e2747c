"""Top oder Flop events as sentences for the game log, in the current language: each a full
sentence in the past tense. A log line is written from the event as its reader may see it (the
session filters events per seat first), so a face-down card or a drawn card another seat may not see
is "a card"."""

from __future__ import annotations

from app.core import i18n, text
from app.core import events as shared
from app.core.dispatch import Dispatch
from app.core.i18n import _, ngettext
from app.games.top_oder_flop import events as ev
from app.games.top_oder_flop.cards import FACE_WORDS, card_name, card_start, side_word, title


_name = text.name  # a seat's name in a sentence (app/core/text.py)


#: event class -> its log sentence (each handler gets the event and the players' names);
#: `describe(event, names)` is that sentence, or None
SENTENCES = describe = Dispatch("log sentence", silent={
    ev.InfluenceRevealed: "the end-of-game sheet shows every personal display turned up",
})
on = SENTENCES.on


@on(ev.Dealt)
def _dealt(event: ev.Dealt, names: list[str]) -> str:
    markers = event.markers[0] if event.markers else 0
    return ngettext("Everyone was dealt 8 cards and {n} marker; {who} starts.",
                    "Everyone was dealt 8 cards and {n} markers; {who} starts.", markers).format(
        n=markers, who=_name(names, event.start))


@on(ev.PersonalPlayed)
def _personal(event: ev.PersonalPlayed, names: list[str]) -> str:
    who, film = _name(names, event.player), title(event.film)
    if event.card is None:
        return _("{who} laid a card face down into their personal display for {film}.").format(who=who, film=film)
    if event.face_up:
        return _("{who} laid {card} face up into their personal display for {film}.").format(
            who=who, card=card_name(event.card), film=film)
    return _("{who} laid {card} face down into their personal display for {film}.").format(
        who=who, card=card_name(event.card), film=film)


@on(ev.OpeningSkipped)
def _opening_skipped(event: ev.OpeningSkipped, names: list[str]) -> str:
    return _("{who} had no influence card for opening round {round} and laid none.").format(
        who=_name(names, event.player), round=event.round)


@on(ev.DisplayPlayed)
def _display(event: ev.DisplayPlayed, names: list[str]) -> str:
    return _("{who} laid {card} on the {side} side of {film}.").format(
        who=_name(names, event.player), card=card_name(event.card), side=side_word(event.side), film=title(event.film))


@on(ev.CardMoved)
def _moved(event: ev.CardMoved, names: list[str]) -> str:
    return _("{who} played {change}: {card} moved from the {side} side of {film} to the {to_side} side of {to_film}.").format(
        who=_name(names, event.player), change=card_name(event.change), card=card_name(event.card),
        side=side_word(event.side), film=title(event.film), to_side=side_word(event.to_side), to_film=title(event.to_film))


@on(ev.CardReplaced)
def _replaced(event: ev.CardReplaced, names: list[str]) -> str:
    words = {"who": _name(names, event.player), "card": card_start(event.card), "side": side_word(event.side),
             "film": title(event.film), "take": title(event.take)}
    if event.face_up:
        return _("{card} was pushed off the {side} side of {film}; {who} laid it face up for {take}.").format(**words)
    return _("{card} was pushed off the {side} side of {film}; {who} laid it face down for {take}.").format(**words)


@on(ev.MarkerPlayed)
def _marker(event: ev.MarkerPlayed, names: list[str]) -> str:
    return _("{who} put a “{face}” marker on the {side} side of {film}.").format(
        who=_name(names, event.player), face=_(FACE_WORDS[event.face]), side=side_word(event.side),
        film=title(event.film))


on(ev.CardDrawn)(shared.drawn_sentence(card_name))
on(ev.DeckEmpty)(shared.deck_empty_sentence)
on(ev.TurnSkipped)(shared.turn_skipped_sentence)


@on(ev.FilmFinished)
def _finished(event: ev.FilmFinished, names: list[str]) -> str:
    return _("{film} has ended (Last Take) with a value of {value}.").format(
        film=title(event.film), value=text.signed_points(event.value))


@on(ev.GameEnded)
def _ended(event: ev.GameEnded, names: list[str]) -> str:
    if event.reason == "out":
        return _("{who} has no cards and no markers left: the game ends.").format(who=_name(names, event.player))
    if event.reason == "stuck":
        return _("Nobody can make a move: the game ends.")
    return _("The last film has ended: the game ends.")


@on(ev.LeftoverScored)
def _leftover(event: ev.LeftoverScored, names: list[str]) -> str | None:
    if not event.points:
        return None
    return _("{who} scored {points} points for cards and markers left ({cards} and {markers}).").format(
        who=_name(names, event.player), points=event.points,
        cards=ngettext("{n} card", "{n} cards", event.cards).format(n=event.cards),
        markers=ngettext("{n} marker", "{n} markers", event.markers).format(n=event.markers))


@on(ev.FilmScored)
def _scored(event: ev.FilmScored, names: list[str]) -> str:
    signed = text.signed_points  # "−2", "+4": the minus sign of the score sheet
    parts = [_("{who} {points}").format(who=_name(names, s), points=signed(p, plus=True))
             for s, p in enumerate(event.awards) if p]
    if not parts:
        return _("{film} (value {value}) gave nobody any points.").format(film=title(event.film),
                                                                         value=signed(event.value))
    return _("{film} (value {value}): {awards}.").format(film=title(event.film), value=signed(event.value),
                                                        awards=i18n.join(parts))


@on(ev.GameOver)
def _over(event: ev.GameOver, names: list[str]) -> str:
    who, best = shared.winners_named(event, names)
    return ngettext("{who} won with {points} points.", "{who} share the win with {points} points.",
                    len(event.winners)).format(who=who, points=text.signed_points(best))
