"""Top Pop's standard table keeps every part of a seat's row inside that row (play-test of issue 26):
at 800x600 with five players (German) the panel's "keine Kronkorken" lay under the panel, over the
prompt; the cards with their towers' counts ("★1") were taller than their rows and hid the next row's
counts; the prompt lay over the fifth seat's cards. Checked in scene coordinates, at the table's size
in a window of 800x600, 1280x800 and 1920x1080, with three, four and five players, in English and
German: each row's panel, its texts, its cards and their counts lie inside the row; the rows do not
overlap; the prompt's words lie over no row and no card; the hand under the prompt; all of it inside
the part of the scene the view shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from app.core import i18n
from app.games.top_pop.rules import GAME
from app.games.top_pop.ui.scene import Scene
from app.ui.qt_table_view import TableView
from tests.ui import layout_check
from tests.ui import top_pop_views as tv

#: the table's size in a window of 800x600, 1280x800 and 1920x1080 (beside the score sheet and the log)
TABLES = [(589, 504), (945, 704), (1553, 984)]
SLACK = 0.5  # px of rounding


def seen_rect(view) -> QRectF:
    """The part of the scene the view shows (its viewport mapped to the scene)."""
    return view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-SLACK, -SLACK, SLACK, SLACK)


def inside(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(inner)


def overlap(a: QRectF, b: QRectF) -> bool:
    """`a` and `b` share more than a rounding's sliver."""
    return a.intersected(b).height() > SLACK and a.intersected(b).width() > SLACK


def texts_of(item) -> list[tuple[str, QRectF]]:
    """(text, its glyphs' rect in scene coordinates) of each text `item` paints."""
    return [(text, QRectF(rect)) for text, rect, _role, _clip in layout_check.painted_places(item)]


def _table(qtbot, size, players: int):
    """A standard table of `players` seen from seat 0 at `size`: every seat has a card in front of it
    with a tower (its count under the card), the last seat has no caps ("no caps" on its panel)."""
    scene = Scene(GAME, tv.NAMES[:players], tv.COLORS[:players])
    view = TableView(scene)
    view.resize(*size)
    qtbot.addWidget(view)
    with qtbot.waitExposed(view):
        view.show()
    v = tv.view(players, 0, "place")
    for s in range(players):
        tower = {"card": "CHI", "night": False, "stacks": {s: [s, s]}, "tallest": s}
        v["fronts"][s] = list(v["fronts"][s]) + [tower]
    v["supply"][players - 1] = {}
    v["caps_count"] = [sum(c.values()) for c in v["supply"]]
    scene.show_position(v, tv.legal(v), 0)
    return scene, view


def row_problems(scene, view) -> list[str]:
    """What lies outside its row, over another row, under the prompt's words or out of sight."""
    g, seen, found = scene.geo, seen_rect(view), []
    bands = []
    for s in range(len(scene.names)):
        band = QRectF(0, g.row_y[s], g.W, g.row_h)
        bands.append(band)
        panel = scene.seat_items[s]
        box = panel.mapRectToScene(QRectF(0, 0, panel.w, panel.h))
        front = scene.rows[s]
        row = front.mapRectToScene(QRectF(0, 0, *front.size))
        parts = [("panel", box), ("cards' row", row)]
        parts += [(f"panel text {t!r}", r) for t, r in texts_of(panel)]
        for card in front.cards:
            parts.append((f"card {card.code}", card.mapRectToScene(QRectF(0, 0, *card.size))))
            towers = card.towers()
            parts += [(f"card {card.code}'s count {i}", card.mapRectToScene(card.count_rect(i, len(towers))))
                      for i in range(len(towers))]
        for name, rect in parts:
            where = row if name.startswith("card ") else box if name.startswith("panel text") else band
            if not inside(where, rect) or not inside(band, rect):
                found.append(f"seat {s}: {name} {rect.getRect()} out of its row {band.getRect()}")
            if not inside(seen, rect):
                found.append(f"seat {s}: {name} {rect.getRect()} out of sight {seen.getRect()}")
    for a, b in zip(bands, bands[1:]):
        if overlap(a, b):
            found.append(f"rows overlap: {a.getRect()} {b.getRect()}")
    for text, rect in texts_of(scene.prompt):
        for s, band in enumerate(bands):
            if overlap(rect, band):
                found.append(f"the prompt {text!r} {rect.getRect()} over seat {s}'s row {band.getRect()}")
        for card in [c for r in scene.rows for c in r.cards] + list(scene.hand.cards):
            if overlap(rect, card.sceneBoundingRect()):
                found.append(f"the prompt {text!r} over the card {card.code}")
        if not inside(seen, rect):
            found.append(f"the prompt {text!r} {rect.getRect()} out of sight")
    for card in scene.hand.cards:
        rect = card.sceneBoundingRect()
        if not inside(seen, rect) or rect.top() < bands[-1].bottom():
            found.append(f"hand card {card.code} {rect.getRect()} out of sight or over the rows")
    return found


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", TABLES, ids=["800x600", "1280x800", "1920x1080"])
def test_every_part_of_a_row_lies_in_its_row_and_the_prompt_over_none(qtbot, size, players, lang):
    with i18n.use(lang):
        scene, view = _table(qtbot, size, players)
        assert (scene.width, scene.height) == size
        assert row_problems(scene, view) == []
        assert layout_check.scene_text(view) == []  # nothing too small, cut or elided for it
