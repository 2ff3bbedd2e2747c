"""Every text on a Top 3 card reads whole at the sizes the layout gives at 800x600 (issue 26): a
word is never split by a hyphen it does not have ("Schnee-wittchen", "Einspie-lergebnis" on the
round cards 88 px wide) nor elided ("Der König de…" on a value side, "2-…" on an order card laid in
a seat's panel). A word wider than its card at MIN_TEXT_PX is drawn smaller, never below WORD_MIN_PX.

The cards are the items the table shows (RoundCard, CategoryItem, the discard Pile, PlayCard), sized
by `layout.compute` for the table of an 800x600 window (589x504 beside the side panel) with 2 to 4
players (Top 3's most), in English and German, for both decks; what is checked is what the item
paints (card_art.recording_text)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from app.core import i18n
from app.games.top3 import cards
from app.games.top3.actions import ADVANCES, advance_name
from app.games.top3.ui import layout, look
from app.games.top3.ui.art_base import WORD_MIN_PX
from app.games.top3.ui.art_seat import ORDERS, order_text
from app.games.top3.ui.items import CategoryItem, Pile, PlayCard, RoundCard, SeatItem
from app.ui.items import card_art

#: the table of an 800x600 window (beside the side panel), and of one whose frame and title bar
#: take some of a 800x600 screen (where the laid order card read "2-…")
VIEW, FRAMED = (589, 504), (589, 470)
PLAYERS = (2, 3, 4)
THEMES = ("metropolen", "films")


def painted(item) -> list[tuple[str, float, str]]:
    """(text, size on the device, role) of each text `item` paints."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with card_art.recording_text() as log:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return list(log)


def read(lines: list[str]) -> str:
    """The lines as one text: a line that ends with a word's hyphen goes on without a space."""
    out = ""
    for line in lines:
        if not out:
            out = line
        elif out.endswith("-") and out[-2:-1].isalpha():
            out += line
        else:
            out += " " + line
    return out


def whole(log, role: str, source: str, may_drop: bool = False) -> str | None:
    """What is wrong with `source` as painted in `role` (None: it reads whole, every letter at least
    WORD_MIN_PX)."""
    lines = [text for text, _px, r in log if r == role]
    if not lines and may_drop:
        return None
    if read(lines) != " ".join(source.split()):
        return f"{source!r} painted as {lines}"
    small = [(text, round(px, 1)) for text, px, r in log if r == role and px < WORD_MIN_PX - 0.01]
    return f"{source!r} painted at {small}" if small else None


def sizes(lang: str, theme: str, view=VIEW) -> dict[str, set[float]]:
    """The widths of each kind of card the layout gives for 2 to 4 players."""
    out: dict[str, set[float]] = {"round": set(), "discard": set(), "hand": set(), "bet": set(), "laid": set()}
    with i18n.use(lang):
        for players in PLAYERS:
            g = layout.compute(*view, players, True, theme)
            panel = SeatItem(0, "Ana", "#b0241e")
            panel.set_size(g.seat_w, g.seat_h)
            for kind, w in (("round", g.card), ("discard", g.discard_w), ("hand", g.hand_card), ("bet", g.bet_card),
                            ("laid", panel.laid_size()[0])):
                out[kind].add(round(w, 2))
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("theme", THEMES)
def test_names_and_categories_read_whole_on_the_smallest_cards_at_800x600(qtbot, lang, theme):
    found = []
    widths = sizes(lang, theme)
    look.ART.theme = theme
    with i18n.use(lang):
        names = {card_id: cards.name(theme, card_id) for card_id in cards.ids(theme)}
        for w in widths["round"]:
            card = RoundCard(None, w, 1)
            for card_id, name in names.items():
                card.set_card(card_id, name, 1)
                found.append(whole(painted(card), "title", name))
            category = CategoryItem()
            category.set_size(w, w / look.ASPECT)
            for cat in cards.categories(theme):
                words = cards.category_name(theme, cat)
                category.set_category(theme, cat, words, "")
                found.append(whole(painted(category), "title", words))
                for card_id, name in names.items():
                    value = cards.format_value(theme, cat, cards.card(theme, card_id).values[cat])
                    card.set_card(card_id, name, 2)
                    card.set_value(value, (cat, words))
                    log = painted(card)
                    found += [whole(log, "title", name), whole(log, "text", words, may_drop=True),
                              whole(log, "value", value)]
        for w in widths["discard"]:
            pile = Pile(look.ART, face_up=True)
            pile.set_width(w)
            for card_id, name in names.items():
                look.ART.names[card_id] = name
                pile.set_state(1, card_id)
                found.append(whole(painted(pile), "title", name))
    found = [problem for problem in found if problem]
    assert found == [], f"{len(found)} texts not whole at {widths}:\n" + "\n".join(found[:40])


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("view", [VIEW, FRAMED], ids=["800x600", "framed"])
def test_order_and_bet_cards_read_whole_in_the_hand_and_laid(qtbot, lang, view):
    """An order card reads "2-1-3" whole in the hand and laid in a seat's panel, face up at the reveal
    and face down with its tag for its owner; a bet card writes its words whole or shows its picture."""
    found = []
    widths = sizes(lang, "metropolen", view)
    with i18n.use(lang):
        for kind in ("hand", "laid"):
            for w in widths[kind]:
                for order in ORDERS:
                    card = PlayCard("order", order, order_text(order), 0, w)
                    found.append(whole(painted(card), "value", order_text(order)))
                    if kind == "laid":
                        card.set_look(None, order_text(order), False, secret=order_text(order))
                        log = painted(card)
                        found.append(whole(log, "value", order_text(order)))
                        found += [f"tag {text!r} at {px:.1f} px" for text, px, _r in log if px < card_art.MIN_TEXT_PX]
        for kind in ("bet", "laid"):
            for w in widths[kind]:
                for advance in ADVANCES:
                    card = PlayCard("bet", advance, advance_name(advance), 0, w)
                    found.append(whole(painted(card), "text", advance_name(advance), may_drop=kind == "laid"))
    found = [problem for problem in found if problem]
    assert found == [], f"at {widths}:\n" + "\n".join(found)
