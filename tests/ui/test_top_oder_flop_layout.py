"""The Top oder Flop table stays readable from 800x600 to 4K with 2 to 5 players, in English and in
German: no text of the table is elided, drawn below MIN_TEXT_PX or out of the table (layout_check),
no two of its texts overlap, every prompt of a step fits its line, the films, piles, panels and the
hand do not overlap one another, and nothing a player reads on a card or a panel is painted smaller
than MIN_TEXT_PX."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, QSizeF

from app.core import i18n
from app.games import registry
from app.games.top_oder_flop.ui.scene import PROMPTS
from app.persistence import SeatConfig
from app.ui.items.card_art import MIN_TEXT_PX
from app.ui.items.markers import BannerItem, LabelItem
from app.ui.qt_main_window import MainWindow
from tests.ui import layout_check
from tests.ui.test_top_oder_flop_table import COLORS

NAMES = ["Ana", "Benedikt", "Chloé", "Dmitri", "Eva"]
SIZES = [(800, 600), (1920, 1080), (3840, 2160)]
RUNS = [(lang, size, players) for lang in ("en", "de") for size in SIZES for players in (2, 5)
        if not (size == (3840, 2160) and lang == "de")]


def _table(qtbot, size, players):
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.set_speed("off")
    seats = [SeatConfig(NAMES[i], COLORS[i], "human" if i == 0 else "easy") for i in range(players)]
    window.start_game(registry.get("top_oder_flop"), seats, seed=12)
    session, table = window.session, window.table
    for _ in range(8 if players == 2 else 5):  # into the game: cards on the films and in the piles
        qtbot.waitUntil(lambda: bool(session.legal_actions() and not table.scene.busy), timeout=10000)
        legal = session.legal_actions()
        plays = [a for a in legal if a.TYPE in ("display", "change")]
        session.submit((plays or legal)[0])
    qtbot.waitUntil(lambda: bool(session.legal_actions() and not table.scene.busy), timeout=10000)
    qtbot.wait(30)
    return window, table


def _texts_overlap(scene) -> list[str]:
    items = [i for i in scene.items() if isinstance(i, (LabelItem, BannerItem)) and i.isVisible()
             and (getattr(i, "text", "") or "").strip()]
    found = []
    for a, b in itertools.combinations(items, 2):
        ra = a.mapRectToScene(a.boundingRect().adjusted(3, 3, -3, -3))
        rb = b.mapRectToScene(b.boundingRect().adjusted(3, 3, -3, -3))
        if ra.intersects(rb):
            found.append(f"{a.text!r} overlaps {b.text!r}")
    return found


def _places_overlap(scene) -> list[str]:
    """The table's parts (rows, posters, piles, panels, the hand's span, the deck and discards)."""
    parts = [(f"row {k}", r.mapRectToScene(QRectF(0, 0, *r.size))) for k, r in scene.rows.items()]
    parts += [(f"poster {f}", p.mapRectToScene(QRectF(0, 0, *p.size))) for f, p in scene.posters.items()]
    parts += [(f"pile {k}", c.mapRectToScene(QRectF(0, 0, *c.size))) for k, c in scene.cells.items()]
    parts += [(f"panel {s.seat}", s.frame()) for s in scene.seat_items]
    for name, pile in (("deck", scene.deck), ("discards", scene.discard)):
        parts.append((name, pile.mapRectToScene(QRectF(0, 0, *pile.card_size))))
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


def _markers_and_value(scene) -> list[str]:
    """Two markers on each side of every film and its value: none over another, none over the
    poster's title (a turned poster's Flop side's none on it), all inside the film's column."""
    found = []
    d = scene.marker_diameter()
    g = scene.geo
    for i, film in enumerate(scene.posters):
        rects = [(f"{side} marker {k}", QRectF(scene.marker_pos(film, side, k), QSizeF(d, d)))
                 for side in ("top", "flop") for k in range(2)]
        banner = scene.values[film]
        rects.append(("value", banner.mapRectToScene(banner.boundingRect().adjusted(2, 2, -2, -2))))
        for (na, ra), (nb, rb) in itertools.combinations(rects, 2):
            if ra.intersects(rb):
                found.append(f"{film}: the {na} overlaps the {nb}")
        title_top = g.poster_y + scene.picture_bottom()
        column = QRectF(g.col_x[i] - 1, 0, g.col_w + 2, scene.height)
        poster = scene.posters[film]
        for name, rect in rects:
            if poster.last_take:  # turned: its words fill its slate; the Flop side's markers lie beside it
                frame = poster.mapRectToScene(QRectF(0, 0, *poster.size))
                if name.startswith("flop") and rect.intersects(frame.adjusted(1, 1, -1, -1)):
                    found.append(f"{film}: the {name} lies on the turned poster")
            elif name.endswith(("0", "1")) and rect.bottom() > title_top + 0.5:
                found.append(f"{film}: the {name} covers the poster's title")
            if not column.contains(rect):
                found.append(f"{film}: the {name} leaves the film's column")
    return found


def _small_paint(scene, view) -> list[str]:
    """Values on the cards, names and counts on the panels: never smaller than MIN_TEXT_PX."""
    found = []
    holders = [*scene.rows.values(), *scene.cells.values(), scene.hand]
    for holder in holders:
        for card in holder.cards:
            for text, px, role in layout_check.drawn_texts(card, view):
                if role == "value" and px < MIN_TEXT_PX - 0.05:
                    found.append(f"{card.code} shows {text!r} at {px:.1f} px")
    for panel in scene.seat_items:
        for text, px, role in layout_check.drawn_texts(panel, view):
            if px < MIN_TEXT_PX - 0.05:
                found.append(f"{panel.name}'s panel: {text!r} at {px:.1f} px")
    return found


@pytest.mark.parametrize("lang, size, players", RUNS, ids=[f"{lang}-{w}x{h}-{n}" for lang, (w, h), n in RUNS])
def test_the_table_is_readable(qtbot, lang, size, players):
    with i18n.use(lang):
        window, table = _table(qtbot, size, players)
        scene, view = table.scene, table.view
        found = layout_check.scene_text(view) + _texts_overlap(scene) + _places_overlap(scene)
        found += _small_paint(scene, view) + _markers_and_value(scene)
        found += layout_check.problems(window)
        for key, sentence in PROMPTS.items():  # every step's words fit the prompt's line
            text = i18n._(sentence).format(name=NAMES[1])
            if scene.prompt.fitted_px(text) < MIN_TEXT_PX:
                found.append(f"the prompt {key!r} shrinks to {scene.prompt.fitted_px(text):.1f} px")
        legal = table.human_legal()
        card = next(a.card for a in legal if getattr(a, "card", None))
        scene.on_click(("hand", next(i for i, c in enumerate(scene.hand.cards) if c.code == card)))
        assert scene.chooser.pick.card == card
        found += layout_check.scene_text(view) + _texts_overlap(scene)
    assert found == [], "\n".join(found)
