"""Top This! in the main window as a player sees it (issue 26, play-test under Xvfb), in English and
German, 2 to 5 players, at 800x600, 1280x800 and 1920x1080:

- a declared order's "TOP THIS!" ribbon (and its glow) is painted inside the part of the scene the view
  shows, whichever of the order places it lies in, at rest and through the pop it makes when it is
  declared (it was cut at the table's right edge);
- the score sheet's round labels are whole ("Round 1", "Runde 1"; not "Round 1…"), up to the last
  round of a game, and as wide as the header column holds;
- the words on the cards (ORDER, TIP) are drawn whole on one line, never split by a hyphen
  ("TRINK-GELD"), never elided, at the table's least size or more, inside the box they are drawn in.

The painted extent is measured from pixels: the item is painted at its scene transform into an image
larger than the view, and the box of what it painted is compared with the view's visible scene rect."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from app.core import i18n
from app.core.i18n import _
from app.games import registry
from app.games.top_this.bots import make_bot
from app.games.top_this.rules import GAME
from app.games.top_this.ui import anim, art
from app.games.top_this.ui.anim import TipCardItem
from app.persistence import SeatConfig
from app.ui.items import card_art
from app.ui.items.card_art import MIN_TEXT_PX
from app.ui.qt_main_window import MainWindow
from tests.ui import layout_check

NAMES = ["Ana", "Benedikt", "Chloé", "Dmitri", "Everyone"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a", "#e0a020", "#8e24aa"]
SIZES = [(800, 600), (1280, 800), (1920, 1080)]
PLAYERS = (2, 3, 4, 5)
#: how far a painted extent may pass the visible rect (antialiasing of the last pixel)
SLACK = 0.5
#: the declared card's pop sampled over this long (its tween's own duration does not matter here)
POP_MS = 500


def visible(view) -> QRectF:
    """The part of the scene the view shows, in scene coordinates."""
    return view.mapToScene(view.viewport().rect()).boundingRect()


def painted_extent(item, around: float = 80.0) -> QRectF:
    """The box, in scene coordinates, of the pixels `item` paints (painted at its scene transform into an image reaching `around` past its bounding rect, so that
    what it paints outside its bounds is seen too)."""
    box = item.sceneBoundingRect().adjusted(-around, -around, around, around)
    w, h = int(box.width()) + 1, int(box.height()) + 1
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-box.left(), -box.top())
    painter.setTransform(item.sceneTransform(), True)
    item.paint(painter, QStyleOptionGraphicsItem(), None)  # (its pictures from the cache, as on screen)
    painter.end()
    alpha = bytes(image.constBits())[3::4]  # ARGB32 little-endian: B, G, R, A
    rows = [y for y in range(h) if any(alpha[y * w:(y + 1) * w])]
    if not rows:
        return QRectF()
    cols = [x for x in range(w) if any(alpha[y * w + x] for y in rows)]
    return QRectF(box.left() + cols[0], box.top() + rows[0], cols[-1] - cols[0] + 1, rows[-1] - rows[0] + 1)


def outside(extent: QRectF, seen: QRectF) -> str:
    """How far `extent` passes `seen` on each side ("" when it lies inside)."""
    over = {"left": seen.left() - extent.left(), "top": seen.top() - extent.top(),
            "right": extent.right() - seen.right(), "bottom": extent.bottom() - seen.bottom()}
    return ", ".join(f"{k} by {v:.1f} px" for k, v in over.items() if v > SLACK)


def ribbon_problems(scene, view, where: str) -> list[str]:
    """Every order card, declared in turn, painted inside the visible scene rect: at rest and through
    the pop it makes when it is declared (anim.py, sampled every 20 ms; at rest again after it)."""
    found = []
    seen = visible(view)
    for oid, item in scene.orders.items():
        was, at = item.declared, QPointF(item.pos())
        item.set_declared(True)
        tween = anim.pop_inside(item, POP_MS, anim.DECLARED_POP, scene.sceneRect())
        try:
            for ms in range(0, POP_MS + 1, 20):
                tween.setCurrentTime(ms)
                extent = painted_extent(item)
                far = outside(extent, seen)
                if far:
                    found.append(f"{where}: declared order {oid} ({ms} ms into its pop, scale "
                                 f"{item.scale():.3f}) at {extent} passes the visible {seen}: {far}")
            if item.pos() != at or item.scale() != 1.0:
                found.append(f"{where}: order {oid} not back in its place after its pop: {item.pos()}")
        finally:
            item.setScale(1.0)
            item.setPos(at)
            item.set_declared(was)
    return found


def card_word_problems(scene, where: str) -> list[str]:
    """The words painted on the order cards, the tip stack and a tip card: whole on one line, at
    MIN_TEXT_PX or more, as wide as the box they are drawn in at most."""
    words = []
    real = art._draw_word

    def record(p, rect, lines, font):
        words.append((rect, lines, font))
        real(p, rect, lines, font)

    tip = TipCardItem(3, scene.tip_stack.w, scene.tip_stack.h)
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    art._draw_word = record
    try:
        with card_art.recording_text():  # the cards painted, not drawn from their cached pictures
            for item in [*scene.orders.values(), scene.tip_stack, tip]:
                painter = QPainter(image)
                item.paint(painter, QStyleOptionGraphicsItem(), None)
                painter.end()
    finally:
        art._draw_word = real
    found = []
    expected = {_("TIP").replace("\u00ad", ""), _("ORDER").replace("\u00ad", "")}  # (no soft hyphen drawn)
    for rect, lines, font in words:
        text = " / ".join(lines)
        if len(lines) != 1 or lines[0] not in expected:
            found.append(f"{where}: card word drawn as {lines} (not one of {sorted(expected)}, whole)")
        if font.pixelSize() < MIN_TEXT_PX:
            found.append(f"{where}: card word {text!r} at {font.pixelSize()} px")
        widest = max(QFontMetricsF(font).horizontalAdvance(line) for line in lines)
        if widest > rect.width() + SLACK:
            found.append(f"{where}: card word {text!r} {widest:.1f} px wide in {rect.width():.1f}")
    if not words:
        found.append(f"{where}: no card words painted")
    return found


def sheet_problems(sheet, where: str) -> list[str]:
    """The sheet's round labels whole ("Round 3", in the language in use, or "R3" where the sheet takes
    its short look to show every column: the tooltip then says "Round 3"), never "Round 3…", and not cut
    by the header."""
    found = []
    items = [sheet.verticalHeaderItem(r) for r in range(sheet.rowCount() - 1)]
    rounds = [item.text() for item in items]
    form = _("R{n}") if sheet.short_labels() else _("Round {n}")
    wanted = [form.format(n=k + 1) for k in range(len(rounds))]
    if rounds != wanted:
        found.append(f"{where}: round labels {rounds}, not {wanted}")
    tips = [item.toolTip() for item in items[:-1]]  # (the round being played says "in progress")
    if tips != [_("Round {n}").format(n=k + 1) for k in range(len(tips))]:
        found.append(f"{where}: round tooltips {tips}")
    found += [f"{where}: {p}" for p in layout_check.table_cut(sheet, shortened_names_ok=True) if "row header" in p]
    return found


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    made = []

    def make(lang: str) -> MainWindow:
        w = MainWindow(bot_delay_ms=0)
        qtbot.addWidget(w)
        w.confirm = lambda title, question: True
        w.show_problem = lambda title, sentence: pytest.fail(f"{title}: {sentence}")
        w.resize(*SIZES[0])
        w.show()
        qtbot.waitExposed(w)
        w.set_speed("off")
        made.append(w)
        return w

    return make


def _start(qtbot, w: MainWindow, players: int, seed: int = 7) -> None:
    seats = [SeatConfig(NAMES[i], COLORS[i], "human" if i == 0 else "easy") for i in range(players)]
    w.resize(*SIZES[0])
    w.start_game(registry.get("top_this"), seats, seed=seed)
    table = w.table
    qtbot.waitUntil(lambda: bool(table.scene is not None and table.human_legal() and table.is_settled()),
                    timeout=20000)


def _declare_rightmost(qtbot, w: MainWindow) -> int:
    """The human seat declares Top This! on the order lying furthest right (as a player would)."""
    table, scene = w.table, w.table.scene
    tops = [a for a in table.human_legal() if a.TYPE == "top_this" and a.order in scene.orders]
    assert tops, "no Top This! to declare"
    action = max(tops, key=lambda a: scene.orders[a.order].pos().x())
    w.session.submit(action)
    qtbot.waitUntil(lambda: scene.orders[action.order].declared and table.is_settled(), timeout=20000)
    return action.order


@pytest.mark.parametrize("lang", ["en", "de"])
def test_ribbon_cards_and_sheet_fit_every_window(qtbot, window, lang):
    found: list[str] = []
    with i18n.use(lang):
        w = window(lang)
        for players in PLAYERS:
            _start(qtbot, w, players)
            declared = _declare_rightmost(qtbot, w)
            table = w.table
            for size in SIZES:
                w.resize(*size)
                qtbot.wait(20)
                where = f"{lang} {players} players {size[0]}x{size[1]}"
                scene, view = table.scene, table.view
                item = scene.orders[declared]
                far = outside(painted_extent(item), visible(view))
                if far:
                    found.append(f"{where}: the declared order's ribbon passes the table's edge: {far}")
                found += ribbon_problems(scene, view, where)
                found += card_word_problems(scene, where)
                found += sheet_problems(table.sheet, where)
    assert found == [], f"{len(found)} problems:\n" + "\n".join(found)


def _late_view(players: int, seed: int) -> dict:
    """The view of the last position of a bots' game before its end: every round but the last over,
    the last one being played."""
    state = GAME.new_state(players, seed)
    bots = [make_bot("easy", s, seed) for s in range(players)]
    last = state.view(None)
    while not state.is_over:
        last = state.view(None)
        p = state.current_player
        state.apply(bots[p].choose(state.view(p), state.legal_actions()))
    return last


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players, seed", [(2, 3), (5, 4)])
def test_every_round_label_is_whole_up_to_the_last_round(qtbot, window, lang, players, seed):
    view = _late_view(players, seed)
    assert len(view["rounds"]) >= 9 and view.get("round_in_progress") is not None
    found: list[str] = []
    with i18n.use(lang):
        w = window(lang)
        _start(qtbot, w, players)
        sheet = w.table.sheet
        sheet.update_from(view)
        for size in (SIZES[0], SIZES[-1]):
            w.resize(*size)
            qtbot.wait(20)
            found += sheet_problems(sheet, f"{lang} {players} players {size[0]}x{size[1]}")
        last = sheet.verticalHeaderItem(sheet.rowCount() - 2)
        assert last.font().italic()  # the round being played still reads apart from the others
        assert _("Round {n}, in progress").format(n=len(view["rounds"]) + 1) == last.toolTip()
    assert found == [], "\n".join(found)
