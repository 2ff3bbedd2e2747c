"""The Top 3 table in words, for a screen reader (app/core/access.py): the round and its category, the
round's three cards as numbered, each seat (its cards won, whether it has chosen, the bet cards it
still holds), the deck and the discard pile, the last reveal as the log tells it, and the hand of the
seat at the screen; the moves as they are offered ("Lay 1-3-2: London, Tokyo, Paris, highest first").

Made from the view alone: a seat's choice is in the view of that seat only ("mine"); of the others the
view says only that they have chosen, and so do these words."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from app.core.access import Card, Part, listed, pile, seat_part
from app.core.i18n import N_, _, ngettext
from app.core.text import fill, name
from app.games.top3 import cards
from app.games.top3.actions import ADVANCES, ORDERS, advance_name, order_name
from app.games.top3.events import Revealed
from app.games.top3.log import describe as log_line

#: a seat's choice of the round, while the others choose
CHOSEN, CHOOSING = N_("has chosen"), N_("is choosing")


def _theme(view: dict) -> str:
    return str(view.get("theme") or "metropolen")


def _at(values: Sequence, seat: int, default=None):
    return values[seat] if 0 <= seat < len(values) else default


def choice_words(choice: dict) -> str:
    """The seat at the screen's own choice, laid face down: "your choice: 1-3-2 with “Only I am right”"."""
    order = order_name(str(choice.get("order") or ""))
    if choice.get("advance"):
        return _("your choice: {order} with “{bet}”").format(order=order, bet=advance_name(choice["advance"]))
    return _("your choice: {order}").format(order=order)


def _seat(seat: int, view: dict, names: Sequence[str]) -> Part:
    theme, over = _theme(view), bool(view.get("is_over"))
    won = [str(c) for c in _at(view.get("won") or [], seat, [])]
    held = [a for a in ADVANCES if a in _at(view.get("advances") or [], seat, [])]
    who = name(names, seat)
    more = [ngettext("{n} card won", "{n} cards won", len(won)).format(n=len(won))]
    if not over:
        chosen = bool(_at(view.get("chosen") or [], seat, False))
        mine = view.get("mine")
        if chosen and seat == view.get("seat") and isinstance(mine, dict):
            more.append(choice_words(mine))
        else:
            more.append(_(CHOSEN) if chosen else _(CHOOSING))
    parts = (pile(("won", seat), _("{name}'s won cards").format(name=who),
                  [Card(("won", seat, c), cards.name(theme, c)) for c in won]),
             pile(("bets", seat), _("{name}'s bet cards").format(name=who),
                  [Card(("bets", seat, a), advance_name(a)) for a in held]))
    return seat_part(seat, names, view, None, more, parts)


def _reveal(view: dict, names: Sequence[str]) -> Part | None:
    """The last round's reveal, in the log's words (its values, the right order, who took what)."""
    shown = view.get("last_reveal")
    if not isinstance(shown, dict):
        return None

    def frozen(value):
        return tuple(frozen(v) for v in value) if isinstance(value, list) else value

    event = Revealed(**{f.name: frozen(shown[f.name]) for f in dataclasses.fields(Revealed)})
    return Part(("reveal", event.round), "text", _("Last round: {sentence}").format(sentence=log_line(event, names)))


def _hand(view: dict, names: Sequence[str]) -> Part | None:
    """The cards of the seat at the screen: its order cards (the one laid this round aside) and its
    bet cards, each the click that picks it."""
    me = view.get("seat")
    if me is None or view.get("is_over"):
        return None
    mine = view.get("mine") if isinstance(view.get("mine"), dict) else {}
    held = _at(view.get("advances") or [], me, [])
    lit = frozenset({"lit"}) if view.get("current_player") == me and not mine else frozenset()
    hand = [Card(("hand", "order", o), _("order card {order}").format(order=order_name(o)), ("order", o), lit) for o in ORDERS if o != mine.get("order")]
    hand += [Card(("hand", "bet", a), _("bet card “{bet}”").format(bet=advance_name(a)), ("bet", a), lit)
             for a in ADVANCES if a in held]
    return pile(("hand",), _("{name}'s hand").format(name=name(names, me)), hand, states={"mine"})


def describe(view: dict, names: Sequence[str]) -> list[Part]:
    """The table of `view`: what is happening, the round, its category and cards, the last reveal, each
    seat, the deck and the discard pile, and the hand of the seat at the screen."""
    theme = _theme(view)
    parts = [Part(("status",), "text", fill(str(view.get("status", "")), names))]
    if not view.get("is_over"):
        category = str(view.get("category") or "")
        parts.append(Part(("round",), "text", _("Round {n} of {total}").format(n=view.get("round", 1),
                                                                               total=view.get("rounds", 15))))
        parts.append(Part(("category",), "marker", _("Category: {category}").format(
            category=cards.category_name(theme, category)), cards.category_note(theme, category)))
        table = [str(c) for c in view.get("table") or []]
        parts.append(pile(("table",), _("The round's cards"), [Card(("table", c), cards.name(theme, c)) for c in table],
                          role="row"))
    reveal = _reveal(view, names)
    if reveal is not None:
        parts.append(reveal)
    parts += [_seat(s, view, names) for s in range(int(view.get("players") or len(view.get("won") or [])))]
    parts.append(Part(("deck",), "pile", listed(_("Deck"), [], int(view.get("deck_count") or 0))))
    discard = [str(c) for c in view.get("discard") or []]
    top = (", " + _("top: {card}").format(card=cards.name(theme, discard[-1]))) if discard else ""
    parts.append(Part(("discard",), "pile", listed(_("Discard pile"), [], len(discard)) + top))
    hand = _hand(view, names)
    if hand is not None:
        parts.append(hand)
    return parts


def move_words(action, view: dict, names: Sequence[str]) -> str:
    """A choice as it is offered: the order card with the round's cards in its order, and the bet card
    laid with it: "Lay 1-3-2: London, Tokyo, Paris, highest first, with “Only I am right”"."""
    theme, table = _theme(view), [str(c) for c in view.get("table") or []]
    ranked = [cards.name(theme, table[int(k) - 1]) for k in action.order if 0 < int(k) <= len(table)]
    words = {"order": order_name(action.order), "cards": ", ".join(ranked)}
    if action.advance is None:
        return _("Lay {order}: {cards}, highest first").format(**words)
    return _("Lay {order}: {cards}, highest first, with “{bet}”").format(bet=advance_name(action.advance), **words)
