"""A finished film's turned poster keeps its words clear of its markers (issue 26, item 2): with 5
players at 800x600 a Flop-side marker covered its caption 'Last Take'. The turned poster leaves a
marker's width at its column's left for the Flop side's markers (`Scene.poster_rect`), and its
caption and title are drawn whole, under no marker of either side, inside the film's column."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF

from app.core import i18n
from tests.ui import layout_check
from tests.ui.test_top_oder_flop_layout import _table

RUNS = [(lang, size, players) for lang in ("en", "de") for size in ((800, 600), (1920, 1080)) for players in (2, 5)]


@pytest.mark.parametrize("lang, size, players", RUNS, ids=[f"{lang}-{w}x{h}-{n}" for lang, (w, h), n in RUNS])
def test_a_turned_posters_words_lie_under_no_marker(qtbot, lang, size, players):
    with i18n.use(lang):
        window, table = _table(qtbot, size, players)
        scene = table.scene
        g, d = scene.geo, scene.marker_diameter()
        found = []
        for i, (film, poster) in enumerate(scene.posters.items()):
            poster.set_last_take(True)
            scene._place_poster(film)
            frame = QRectF(poster.pos(), QSizeF(*poster.size))
            column = QRectF(g.col_x[i] - 1, 0, g.col_w + 2, scene.height)
            markers = [(f"{side} marker {k}", QRectF(scene.marker_pos(film, side, k), QSizeF(d, d)))
                       for side in ("top", "flop") for k in range(2)]
            words = [(text, rect, role) for text, rect, role, _clip in layout_check.painted_places(poster)]
            if not any(role != "left out" for _text, _rect, role in words):
                found.append(f"{film}: the turned poster has no words drawn")
            for text, rect, role in words:
                if role == "left out":
                    found.append(f"{film}: {text!r} left out")
                for name, marker in markers:
                    if marker.intersects(QRectF(rect).adjusted(1, 1, -1, -1)):
                        found.append(f"{film}: the {name} covers {text!r}")
            for name, marker in markers:
                if name.startswith("flop") and marker.intersects(frame):
                    found.append(f"{film}: the {name} lies on the turned poster")
                if not column.contains(marker):
                    found.append(f"{film}: the {name} leaves the film's column")
        assert found == [], "\n".join(found)
