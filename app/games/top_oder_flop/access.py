"""The Top oder Flop table in words, for a screen reader (app/core/access.py): each player (score, cards
in hand and markers left, the start player) with their personal display film by film, the five films
(value, Last Take, the cards and markers on their Top and Flop sides), the hand and the markers of the
seat at the screen, the deck and the discard pile; and the moves as they are offered. Made from the
view alone: a face-down personal card another seat holds is "a card face down" (the view has no code
for it)."""

from __future__ import annotations

from collections.abc import Sequence

from app.core import text
from app.core.access import Card, Part, default_move_words, first_upper, listed, pile, seat_part
from app.core.i18n import N_, _, ngettext, pgettext
from app.games.top_oder_flop.cards import FACE_WORDS, FILMS, SIDES, card_name, side_word, title

#: a marker's side on the table (the picker of the seat at the screen), by face
MARKER_SIDES = {"x2": N_("the “times two” side of a marker"), "stop": N_("the “Stop” side of a marker")}


def seat_words(cards: int, markers: int, start: bool) -> str:
    """A seat's counts: "8 cards in hand, 2 markers left; the start player" (its panel's tooltip too)."""
    hand = ngettext("{n} card in hand", "{n} cards in hand", cards).format(n=cards)
    left = ngettext("{n} marker left", "{n} markers left", markers).format(n=markers)
    words = pgettext("cards in hand and markers left", "{cards}, {markers}").format(cards=hand, markers=left)
    if start:
        return pgettext("a seat's panel: the start player", "{counts}; the start player").format(counts=words)
    return words


def _personal_card(card: dict, over: bool) -> str:
    code = card.get("code")
    if code is None:
        return _("a card face down")
    if card.get("face_up") or over:
        return card_name(code)
    return pgettext("a personal card lying face down that the reader knows", "face down: {card}").format(
        card=card_name(code))


def _display(seat: int, view: dict, names: Sequence[str]) -> list[Part]:
    """The seat's personal display, a pile per film (every film for the seat at the screen, where its
    cards may go; the films with cards for the others)."""
    mine = view.get("seat") == seat
    piles = (view.get("personal") or [])[seat] if seat < len(view.get("personal") or []) else {}
    influence = (view.get("influence") or {}) if mine else {}
    over = bool(view.get("is_over"))
    out = []
    for film in FILMS:
        cards = piles.get(film) or []
        if not cards and not mine:
            continue
        words = pgettext("a pile of a personal display", "{name}'s display for {film}").format(
            name=text.name(names, seat), film=title(film))
        shown = [Card(("personal card", seat, film, i), _personal_card(c, over)) for i, c in enumerate(cards)]
        note = _("influence {n}").format(n=influence[film]) if film in influence else ""
        out.append(pile(("personal", seat, film), words, shown, click=("personal", seat, film), description=note))
    return out


def _film(film: str, data: dict) -> Part:
    value = text.signed_points(int(data.get("value", 0)))
    words = [title(film), _("value {value}").format(value=value)]
    if data.get("finished"):
        words.append(_("Last Take"))
    kids = []
    for side in SIDES:
        faces = list(data.get(f"{side}_markers") or [])
        row_title = pgettext("a side of a film", "{film}, {side}").format(film=title(film), side=side_word(side))
        shown = [Card(("film card", film, side, i), card_name(code), click=("card", film, side, code))
                 for i, code in enumerate(data.get(side) or [])]
        kids.append(pile(("side", film, side), row_title, shown, role="row", click=("side", film, side),
                         description=", ".join(_("“{face}” marker").format(face=_(FACE_WORDS[f])) for f in faces)))
        kids += [Part(("film marker", film, side, i), "marker", pgettext(
            "a marker on a side of a film", "{row}: a “{face}” marker").format(row=row_title, face=_(FACE_WORDS[f])))
            for i, f in enumerate(faces)]
    return Part(("film", film), "pile", ", ".join(words), parts=tuple(kids), click=("film", film))


def describe(view: dict, names: Sequence[str]) -> list[Part]:
    """The table of `view`: what is happening, the players and their displays, the films, the hand and
    markers of the seat at the screen, the deck and the discard pile."""
    parts = [Part(("status",), "text", text.fill(str(view.get("status", "")), names))]
    totals, counts, markers = view.get("totals") or [], view.get("hand_counts") or [], view.get("markers") or []
    for seat in range(len(counts)):
        more = [seat_words(int(counts[seat]), int(markers[seat]) if seat < len(markers) else 0,
                           seat == view.get("start"))]
        parts.append(seat_part(seat, names, view, totals[seat] if seat < len(totals) else None, more,
                               _display(seat, view, names)))
    films = view.get("films") or {}
    parts += [_film(f, films[f]) for f in view.get("film_order") or FILMS if f in films]
    me = view.get("seat")
    if me is not None and view.get("hand") is not None:
        hand = [Card(("hand card", i), card_name(code), click=("hand", i)) for i, code in enumerate(view["hand"])]
        parts.append(pile(("hand",), _("Your hand"), hand))
        left = int(markers[me]) if me < len(markers) else 0
        faces = tuple(Part(("marker side", face), "marker", _(words), click=("marker", face))
                      for face, words in MARKER_SIDES.items()) if left else ()
        parts.append(Part(("markers",), "pile", _("Your markers: {n} left").format(n=left), parts=faces))
    parts.append(Part(("deck",), "pile", listed(_("Deck"), [], int(view.get("deck_count", 0)))))
    discard = [card_name(c) for c in view.get("discard") or []]
    top = (", " + _("top: {card}").format(card=discard[-1])) if discard else ""
    parts.append(Part(("discard",), "pile", listed(_("Discard pile"), [], len(discard)) + top))
    return parts


# ---- the moves ---------------------------------------------------------------------------------------
def _pushed(action) -> str:
    if action.replace is None:
        return ""
    return _("; push off {card} and take it for {film}").format(card=card_name(action.replace), film=title(action.take))


def move_words(action, view: dict, names: Sequence[str]) -> str:
    """A legal move as a screen reader offers it, beginning with a capital (`_move_words`)."""
    return first_upper(_move_words(action, view, names))


def _move_words(action, view: dict, names: Sequence[str]) -> str:
    """A move as it is offered: "Lay a 3 (Arabische Abenteuer/Tanjas Traum) on the Top side of Tanjas
    Traum", "Put a “Stop” marker on the Flop side of Coole Cops"."""
    kind = action.TYPE
    if kind == "personal":
        return _("Lay {card} into your personal display for {film}").format(
            card=card_name(action.card), film=title(action.film))
    if kind == "display":
        return _("Lay {card} on the {side} side of {film}").format(
            card=card_name(action.card), side=side_word(action.side), film=title(action.film)) + _pushed(action)
    if kind == "change":
        return _("Play {change}: move {card} from the {side} side of {film} to the {to_side} side of {to_film}").format(
            change=card_name(action.card), card=card_name(action.moved), side=side_word(action.side),
            film=title(action.film), to_side=side_word(action.to_side), to_film=title(action.to_film)) + _pushed(action)
    if kind == "marker":
        return _("Put a “{face}” marker on the {side} side of {film}").format(
            face=_(FACE_WORDS[action.face]), side=side_word(action.side), film=title(action.film))
    return default_move_words(action)
