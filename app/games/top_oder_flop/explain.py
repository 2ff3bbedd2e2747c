"""Why a move of Top oder Flop is refused: one sentence in a player's words, with seats as
placeholders. The rules (rules.py) decide what is legal; this module only says why something is not,
checking in the order a player would ask (is it my card, does it fit that film, is there room...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.core import i18n
from app.core.i18n import _
from app.games.top_oder_flop import cards
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.cards import FACES, FILMS, SIDE_SIZE, SIDES, card_start, films_of, is_change, title, value

if TYPE_CHECKING:
    from app.games.top_oder_flop.rules import TopOderFlopState


def _films(code: str) -> str:
    return i18n.join([title(f) for f in films_of(code)])


def _basics(state: "TopOderFlopState", action) -> str | None:
    """The card, film and side exist, and the card is in the mover's hand."""
    fields = [getattr(action, name) for name in ("film", "to_film") if hasattr(action, name)]
    for film in fields:
        if film not in FILMS:
            return _("There is no film “{film}”: the films are {films}.").format(
                film=film, films=i18n.join([title(f) for f in FILMS]))
    for name in ("side", "to_side"):
        if hasattr(action, name) and getattr(action, name) not in SIDES:
            return _("A film has a Top side and a Flop side, nothing else.")
    if isinstance(action, Marker):
        return None
    for name in ("card", "moved", "replace"):
        code = getattr(action, name, None)
        if code is not None and not cards.is_card(code):
            return _("Top oder Flop has no card “{code}”.").format(code=code)
    if action.card not in state.hands[state.turn]:
        return _("{card} is not in your hand.").format(card=card_start(action.card))
    return None


def _side_closed(state: "TopOderFlopState", film: str, side: str) -> str | None:
    f = state.films[film]
    if f.finished:
        return _("{film} has ended (Last Take): nothing more goes on or off it.").format(film=title(film))
    if f.stopped(side):
        return _("The {side} side of {film} has a Stop marker: nothing there changes any more.").format(
            side=cards.side_word(side), film=title(film))
    return None


def _landing(state: "TopOderFlopState", incoming: str, film: str, side: str, replace: str | None,
             take: str | None, moved: bool = False) -> str | None:
    """Why `incoming` (played from the hand, or `moved` by a change card) may not land on `side` of
    `film` with this replacement."""
    f = state.films[film]
    row = f.cards(side)
    words = {"side": cards.side_word(side), "film": title(film)}
    if len(row) < SIDE_SIZE:
        if replace is not None or take is not None:
            return _("The {side} side of {film} still has room: no card is replaced.").format(**words)
        return None
    low = min(value(c) for c in row)
    if value(incoming) <= low:
        if moved:  # "this card" would be the change card in the player's hand
            return _("The {side} side of {film} is full, and a card can only replace a lower one: "
                     "its lowest is {low}, the card moved is {value}.").format(low=low, value=value(incoming), **words)
        return _("The {side} side of {film} is full, and a card can only replace a lower one: "
                 "its lowest is {low}, this card is {value}.").format(low=low, value=value(incoming), **words)
    if replace is None:
        return _("The {side} side of {film} is full: choose which of its lowest cards is replaced.").format(**words)
    if replace not in row or value(replace) != low:
        return _("Only one of the lowest cards of that side can be replaced (a {low}).").format(low=low)
    if take not in films_of(replace):
        return _("The replaced card goes into your personal display for one of its films: {films}.").format(
            films=_films(replace))
    return None


def _opening(state: "TopOderFlopState", action) -> str:
    if not isinstance(action, Personal):
        return _("First everyone lays two opening cards face up into their personal display.")
    if is_change(action.card):
        return _("An opening card must be an influence card, not a change card.")
    if action.film not in films_of(action.card):
        return _("{card} does not show {film}.").format(card=card_start(action.card), film=title(action.film))
    first = state.first_opening_film(state.turn)
    if action.film == first:
        return _("Your second opening card must be for another film than {film}.").format(film=title(first))
    return _("That move is not allowed now.")


def _personal(state: "TopOderFlopState", action: Personal) -> str | None:
    if is_change(action.card):
        if not state.personal[state.turn].get(action.film):
            return _("A change card only goes on a film you already have influence on; "
                     "you have none on {film}.").format(film=title(action.film))
        return None
    if action.film not in films_of(action.card):
        return _("{card} does not show {film}.").format(card=card_start(action.card), film=title(action.film))
    return None


def _display(state: "TopOderFlopState", action: Display) -> str | None:
    if is_change(action.card):
        return _("A change card is not laid on a film: play its move, or lay it into your personal display.")
    if action.film not in films_of(action.card):
        return _("{card} does not show {film}: it only goes on {films}.").format(
            card=card_start(action.card), film=title(action.film), films=_films(action.card))
    return (_side_closed(state, action.film, action.side)
            or _landing(state, action.card, action.film, action.side, action.replace, action.take))


def _change(state: "TopOderFlopState", action: Change) -> str | None:
    if not is_change(action.card):
        return _("{card} is an influence card: lay it on a film or into your personal display.").format(
            card=card_start(action.card))
    act = cards.act(action.card)
    if act == "up" and (action.side, action.to_side) != ("flop", "top"):
        return _("This change card moves a card from a Flop side to a Top side.")
    if act == "down" and (action.side, action.to_side) != ("top", "flop"):
        return _("This change card moves a card from a Top side to a Flop side.")
    closed = _side_closed(state, action.film, action.side)
    if closed:
        return closed
    row = state.films[action.film].cards(action.side)
    words = {"side": cards.side_word(action.side), "film": title(action.film)}
    if not row:
        return _("The {side} side of {film} has no card to move.").format(**words)
    if action.moved not in row:
        return _("{card} does not lie on the {side} side of {film}.").format(card=card_start(action.moved), **words)
    low = min(value(c) for c in row)
    if value(action.moved) != low:
        return _("Only the lowest card of a side can be moved: there it is {low}.").format(low=low)
    if action.to_film not in films_of(action.moved):
        return _("{card} can only move to a film it shows: {films}.").format(
            card=card_start(action.moved), films=_films(action.moved))
    if (action.to_film, action.to_side) == (action.film, action.side):
        return _("The card must move to another space.")
    return (_side_closed(state, action.to_film, action.to_side)
            or _landing(state, action.moved, action.to_film, action.to_side, action.replace, action.take, moved=True))


def _marker(state: "TopOderFlopState", action: Marker) -> str | None:
    if state.markers[state.turn] == 0:
        return _("You have no markers left.")
    if action.face not in FACES:
        return _("A marker shows “times two” on one side and “Stop” on the other.")
    closed = _side_closed(state, action.film, action.side)
    if closed:
        return closed
    if action.face == "x2" and state.films[action.film].doubled(action.side):
        return _("The {side} side of {film} already has a times-two marker: a value is never quadrupled.").format(
            side=cards.side_word(action.side), film=title(action.film))
    return None


_BY_KIND = {Personal: _personal, Display: _display, Change: _change, Marker: _marker}


def why_not(state: "TopOderFlopState", action) -> str:
    """The sentence for an action the rules refuse now."""
    reason = _basics(state, action)
    if reason is None:
        if state.phase == "opening":
            reason = _opening(state, action)
        else:
            reason = _BY_KIND[type(action)](state, action)
    return reason or _("That move is not allowed now.")
