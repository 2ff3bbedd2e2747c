"""Top oder Flop's small cards paint their words whole (issue 26, play-test at 800x600 under openbox):

- a personal display card's film initials (the strip at each end of a laid card, the strip over a
  face-down card) lie inside what the card's painter lets through (its clip: the card's outline) and
  inside the card, at every table size the test of test_fit26_tof.py looks at: the 800x600 screen's
  tables showed the lower initials cut through the middle of their letters ("CC" in a 6 px strip)
  while every card's bounding rect lay in its row;
- a change card in the hand says what it does ("Top to Flop", "Flop nach Top", "Karte neu legen") in
  English and German, whole and at least LEAST_PX, at every hand card size the layout makes (from
  MIN_HAND, the size on an 800x600 screen with five players, up).

The texts are checked where the painter puts their glyphs (card_art.recording_text), not by the
items' rects."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from app.core import i18n
from app.core.i18n import _
from app.games.top_oder_flop.cards import CONTENTS, is_change
from app.games.top_oder_flop.rules import GAME
from app.games.top_oder_flop.ui import layout as geometry
from app.games.top_oder_flop.ui.art import CHANGE_LABELS, LEAST_PX
from app.games.top_oder_flop.ui.items import FilmCard
from app.games.top_oder_flop.ui.scene import Scene
from app.ui.items.card_art import recording_text
from app.ui.qt_table_view import TableView
from tests.ui.layout_check import painted_places
from tests.ui.test_fit26_tof import NAMES, SCREEN_TABLES, positions
from tests.ui.test_top_oder_flop_layout import _table
from tests.ui.test_top_oder_flop_table import COLORS

#: the scenes and views the tests made, kept to the end of the run
KEEP: list = []
CHANGES = sorted(code for code in CONTENTS if is_change(code))


def cut_words(card) -> list[str]:
    """Each text `card` paints (scene coordinates) that its painter's clip or the card's edge cuts."""
    found = []
    edge = card.mapRectToScene(QRectF(0, 0, *card.size))
    for text, rect, role, clip in painted_places(card):
        glyphs = QRectF(rect)
        if clip is not None and not QRectF(clip).contains(glyphs):
            found.append(f"{text!r} ({role}) at {glyphs.getRect()} cut by its clip {QRectF(clip).getRect()}")
        elif not edge.contains(glyphs):
            found.append(f"{text!r} ({role}) at {glyphs.getRect()} over the card's edge {edge.getRect()}")
    return found


def check_piles(scene, players: int) -> int:
    """No personal display card's words cut at any of `positions(players)`; returns the cards seen."""
    found, seen = [], 0
    for when, (view, legal) in positions(players).items():
        scene.show_position(view, legal, 0)
        for (seat, film), cell in scene.cells.items():
            for k, card in enumerate(cell.cards):
                seen += 1
                found += [f"{when}: seat {seat}'s card {k} for {film} ({card.size[0]:.1f} px): {line}"
                          for line in cut_words(card)]
    assert found == [], f"{len(found)} found:\n" + "\n".join(found[:60])
    return seen


@pytest.mark.parametrize("size", SCREEN_TABLES, ids=[f"{w}x{h}" for w, h in SCREEN_TABLES])
@pytest.mark.parametrize("players", (4, 5))
def test_pile_cards_words_whole_on_an_800x600_screen(qtbot, size, players):
    scene = Scene(GAME, NAMES[:players], COLORS[:players])
    scene.hand_room = True
    view = TableView(scene)
    KEEP.append((scene, view))  # never collected while Qt may still paint them (seen to crash)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    assert check_piles(scene, players) > 0


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=["800x600", "1920x1080"])
def test_pile_cards_words_whole_in_the_window(qtbot, size):
    _window, table = _table(qtbot, size, 5)
    assert check_piles(table.scene, 5) > 0


def smallest_hand_card() -> float:
    """The hand card on an 800x600 screen (the maximised window's table) with five players."""
    return min(geometry.compute(w, h, 5, True).hand_card for w, h in SCREEN_TABLES)


def caption_faults(code: str, width: float) -> list[str]:
    """What is wrong with the caption of change card `code` held `width` wide (empty: all is well)."""
    card = FilmCard(code, True, width)
    label = _(CHANGE_LABELS[code.split(":")[1]])
    places = painted_places(card)
    words = [(text, rect) for text, rect, role, _clip in places if role == "text"]
    name = f"{code} {width:.1f} px wide"
    found = [] if " ".join(t for t, _r in words).split() == label.split() else [f"{name}: {label!r} drawn as "
                                                                               f"{[t for t, _r in words]}"]
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with recording_text() as sizes:
        card.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    found += [f"{name}: {text!r} at {px:.1f} px" for text, px, role in sizes if role == "text" and px < LEAST_PX - 0.05]
    found += [f"{name}: {line}" for line in cut_words(card)]
    return found


@pytest.mark.parametrize("lang", ["en", "de"])
def test_change_cards_say_what_they_do_at_every_hand_size(qtbot, lang):
    least = smallest_hand_card()
    assert least <= geometry.MIN_HAND + 0.01  # the 800x600 screen's hand is the layout's smallest
    widths = [least + k * 0.5 for k in range(int((120 - least) / 0.5) + 1)]
    with i18n.use(lang):
        found = [line for code in CHANGES for width in widths for line in caption_faults(code, width)]
    assert found == [], f"{len(found)} found:\n" + "\n".join(found[:60])
