"""The Top Pop table stays readable at 800x600 and 1920x1080 with 2 and 5 players, in English and in
German: no text of the table is elided, drawn below MIN_TEXT_PX or out of the table (layout_check),
no two of its texts overlap, every prompt fits its line, the header's parts, the seats' panels, rows
and score piles, the hand, the supply and the buttons do not overlap one another, and what a panel
says is never painted smaller than MIN_TEXT_PX."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from app.core import i18n
from app.games.top_pop.rules import GAME
from app.games.top_pop.ui.scene import PROMPTS, Scene
from app.ui.items.card_art import MIN_TEXT_PX
from app.ui.items.markers import BannerItem, ButtonItem, LabelItem
from app.ui.qt_table_view import TableView
from tests.ui import layout_check
from tests.ui import top_pop_views as tv

#: the whole table, and the table in a window of 800x600 and of 1920x1080 beside the score sheet and log
SIZES = [(800, 600), (1920, 1080), (590, 520), (1500, 1000)]
RUNS = [(lang, size, players) for lang in ("en", "de") for size in SIZES for players in (2, 5)
        if lang == "de" or size[0] != 1500]


def _table(qtbot, size, players):
    scene = Scene(GAME, tv.NAMES[:players], tv.COLORS[:players])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(10)
    v = tv.view(players, 0, "stack", powers=True, final=True)
    scene.show_position(v, tv.legal(v), 0)
    scene.on_click(("front", 1, 0))
    scene.on_click(("supply", 0))
    return scene, view


def _texts_overlap(scene) -> list[str]:
    items = [i for i in scene.items() if isinstance(i, (LabelItem, BannerItem, ButtonItem)) and i.isVisible()
             and (getattr(i, "text", "") or "").strip()]
    found = []
    def area(i):  # a button's own face (not its glow's margin)
        return i.mapRectToScene(i._rect if isinstance(i, ButtonItem) else i.boundingRect().adjusted(4, 4, -4, -4))

    for a, b in itertools.combinations(items, 2):
        ra, rb = area(a), area(b)
        if ra.intersects(rb):
            found.append(f"{a.text!r} overlaps {b.text!r}")
    return found


def _rect(item) -> QRectF:
    if hasattr(item, "frame"):
        return item.frame()
    size = getattr(item, "size", None) or getattr(item, "card_size", None)
    if size is not None and not callable(size):
        return item.mapRectToScene(QRectF(0, 0, *size))
    return item.mapRectToScene(item.boundingRect())


def _places_overlap(scene) -> list[str]:
    parts = [(f"panel {s}", p.frame()) for s, p in enumerate(scene.seat_items)]
    parts += [(f"row {s}", _rect(r)) for s, r in enumerate(scene.rows)]
    parts += [(f"pile {s}", _rect(p)) for s, p in enumerate(scene.piles)]
    parts += [(f"middle {c.company}", _rect(c)) for c in scene.middle]
    parts += [(f"supply {c.company}", _rect(c)) for c in scene.supply]
    parts += [(f"power {c}", _rect(p)) for c, p in scene.powers.items() if p.isVisible()]
    parts += [("deck", _rect(scene.deck)), ("banner", scene.banner.mapRectToScene(scene.banner.boundingRect()))]
    parts += [(f"button {n}", b.mapRectToScene(b._rect)) for n, b in scene.buttons.items() if b.isVisible()]
    parts += [(n, l.mapRectToScene(l.boundingRect().adjusted(3, 3, -3, -3)))
              for n, l in (("prompt", scene.prompt), ("middle label", scene.middle_label),
                           ("supply label", scene.supply_label), ("powers label", scene.powers_label))
              if l.isVisible()]
    if scene.hand.isVisible():
        w, h = scene.hand.card_size
        parts.append(("hand", scene.hand.mapRectToScene(QRectF(0, -h * 0.2, scene.hand.extent(), h * 1.2))))
    table = scene.sceneRect()
    found = [f"{name} at {rect.getRect()} leaves the table" for name, rect in parts
             if not table.contains(rect.adjusted(1, 1, -1, -1))]
    for (na, ra), (nb, rb) in itertools.combinations(parts, 2):
        if ra.adjusted(1, 1, -1, -1).intersects(rb.adjusted(1, 1, -1, -1)):
            found.append(f"{na} overlaps {nb}")
    return found


def _small_paint(scene, view) -> list[str]:
    found = []
    items = [*scene.seat_items, *scene.piles, *scene.middle, *scene.supply]
    for item in items:
        for text, px, role in layout_check.drawn_texts(item, view):
            if role != "decor" and px < MIN_TEXT_PX - 0.05:
                found.append(f"{type(item).__name__} {getattr(item, 'seat', '')}: {text!r} at {px:.1f} px")
    for row in scene.rows:
        for card in row.cards:
            for text, px, role in layout_check.drawn_texts(card, view):
                if role == "value" and px < MIN_TEXT_PX - 0.05:
                    found.append(f"{card.code} shows {text!r} at {px:.1f} px")
    return found


@pytest.mark.parametrize("lang, size, players", RUNS, ids=[f"{lang}-{w}x{h}-{n}" for lang, (w, h), n in RUNS])
def test_the_table_is_readable(qtbot, lang, size, players):
    with i18n.use(lang):
        scene, view = _table(qtbot, size, players)
        found = layout_check.scene_text(view) + _texts_overlap(scene) + _places_overlap(scene)
        found += _small_paint(scene, view)
        for key, sentence in PROMPTS.items():
            text = i18n._(sentence).format(name=tv.NAMES[1], card="a San Francisco card",
                                           needs="needs a blue cap, at least 4 more caps and your colour goes "
                                                 "on top")
            if scene.prompt.fitted_px(text) < MIN_TEXT_PX:
                found.append(f"the prompt {key!r} shrinks to {scene.prompt.fitted_px(text):.1f} px")
    assert found == [], "\n".join(found)
