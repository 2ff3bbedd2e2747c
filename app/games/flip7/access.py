"""The Flip 7 table in words, for a screen reader (app/core/access.py): each player's line (its number
cards, bonus and action cards, how it stands, its points on the line), the deck and the discard pile,
and the moves as they are offered. Made from the view alone (every card in Flip 7 lies face up)."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.access import Card, Part, default_move_words, listed, pile, points, seat_part
from app.core.i18n import N_, _, pgettext
from app.core.text import fill, name
from app.games.flip7.cards import title

#: how a line stands, in words (rules.py STATUSES); "active" says nothing
STANDING = {"stayed": N_("stayed"), "busted": N_("busted"), "frozen": N_("frozen")}


def card_words(code: str) -> str:
    """A card as it is read on the table: "7", "+4", "x2", "Freeze"."""
    try:
        return title(str(code))
    except KeyError:
        return str(code)


def _line(seat: int, player: dict, names: Sequence[str], view: dict) -> Part:
    cards = [*player.get("numbers", []), *player.get("modifiers", []), *player.get("actions", [])]
    title_words = pgettext("a player's line of cards", "{name}'s line").format(name=name(names, seat))
    row = pile(("line", seat), title_words, [Card(("card", seat, i, code), card_words(code)) for i, code in enumerate(cards)],
               role="row", click=("line", seat))
    standing = STANDING.get(player.get("status"))
    more = [_(standing) if standing else "",
            _("Second Chance") if player.get("second_chance") else "",
            _("{points} on the line").format(points=points(player.get("line_points", 0)))]
    totals = view.get("totals") or []
    return seat_part(seat, names, view, totals[seat] if seat < len(totals) else None, more, (row,))


def describe(view: dict, names: Sequence[str]) -> list[Part]:
    """The table of `view`: what is happening, each player's line, the deck and the discard pile."""
    parts = [Part(("status",), "text", fill(str(view.get("status", "")), names))]
    parts += [_line(s, p, names, view) for s, p in enumerate(view.get("players", []))]
    parts.append(Part(("deck",), "pile", listed(_("Deck"), [], view.get("deck_count", 0)), click=("deck",)))
    discards = [card_words(c) for c in view.get("discards", [])]
    top = discards[-1:] if discards else []
    parts.append(Part(("discards",), "pile",
                      listed(_("Discard pile"), [], len(discards)) + (", " + _("top: {card}").format(card=top[0])
                                                                     if top else "")))
    return parts


def move_words(action, view: dict, names: Sequence[str]) -> str:
    if action.TYPE == "hit":
        return _("Hit: take a card")
    if action.TYPE == "stay":
        return _("Stay: bank your line")
    if action.TYPE == "target":
        card = ((view.get("pending") or {}).get("card")) or ""
        return _("Give the {title} to {name}").format(title=card_words(card), name=name(names, action.player))
    return default_move_words(action)
