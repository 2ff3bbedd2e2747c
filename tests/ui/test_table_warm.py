"""app/ui/qt_table_warm.py: while the frame gate holds a move's repaint, the pictures the frame needs are
painted ahead in slices of a loop turn each, so that the frame itself only blits them (issue 14's
stalls: a frame with 9-12 new pictures took 14-20 ms)."""

import time

import shiboken6
from PySide6.QtCore import QRectF, QTimer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from app.ui import qt_table_pixmaps
from app.ui.qt_table_frames import FrameGate
from app.ui.qt_table_warm import warm_steps

painted: list[str] = []  # the labels the art painted (a picture made), in order


@qt_table_pixmaps.cached
def _art(painter, rect, label):
    painted.append(label)
    painter.drawRoundedRect(rect, 6, 6)
    painter.drawText(rect, label)


class Card(QGraphicsItem):
    def __init__(self, label: str) -> None:
        super().__init__()
        self.label = label

    def boundingRect(self):  # noqa: N802
        return QRectF(0, 0, 60, 90)

    def paint(self, painter, option, widget=None):
        _art(painter, self.boundingRect(), self.label)


class View(QGraphicsView):
    """Counts the pictures each of its frames made."""

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.frames: list[list[str]] = []

    def paintEvent(self, event):  # noqa: N802
        before = len(painted)
        super().paintEvent(event)
        self.frames.append(painted[before:])


def _table(qtbot, warm=True, budget_s=None):
    qt_table_pixmaps.clear()
    painted.clear()
    scene = QGraphicsScene(0, 0, 400, 300)
    view = View(scene)
    qtbot.addWidget(view)
    view.resize(420, 320)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(20)
    steps = (lambda: warm_steps(view)) if budget_s is None else (lambda: warm_steps(view, budget_s))
    gate = FrameGate(view.viewport(), warm=steps if warm else None)
    view.frames.clear()
    return scene, view, gate


def _move(scene, gate, labels, at=(10, 10)):
    """A move: the gate holds the repaint, new cards come onto the table."""
    gate.paint_in_own_turn()
    for i, label in enumerate(labels):
        card = Card(label)
        card.setPos(at[0] + 70 * i, at[1])
        scene.addItem(card)


def _until_shown(qtbot, view, labels):
    qtbot.waitUntil(lambda: bool(view.frames) and set(labels) <= set(painted), timeout=3000)
    qtbot.wait(20)


def test_the_frame_after_a_move_paints_no_new_picture(qtbot):
    scene, view, gate = _table(qtbot)
    labels = ["Vienna", "Mumbai", "Lima", "Oslo"]
    _move(scene, gate, labels)
    _until_shown(qtbot, view, labels)
    assert sorted(painted) == sorted(labels)  # each picture painted once
    assert all(frame == [] for frame in view.frames), view.frames  # and not by a frame


def test_without_a_warm_the_frame_paints_them(qtbot):
    """The same move with a gate that only holds the repaint: the frame makes every picture (what the
    warm is there to change; the test above proves nothing if this one fails)."""
    scene, view, gate = _table(qtbot, warm=False)
    labels = ["Vienna", "Mumbai", "Lima", "Oslo"]
    _move(scene, gate, labels)
    _until_shown(qtbot, view, labels)
    assert sorted(label for frame in view.frames for label in frame) == sorted(labels)


def test_the_slices_let_the_event_loop_run_between_them(qtbot):
    """A budget of nothing: one card per slice, and a repeating zero timer fires between the slices
    (input and timers are not held up by a move with many new pictures)."""
    scene, view, gate = _table(qtbot, budget_s=0.0)
    order: list[str] = []
    tick = QTimer()
    tick.setInterval(0)
    tick.timeout.connect(lambda: order.append("tick"))
    before = len(painted)
    labels = ["A", "B", "C"]
    _move(scene, gate, labels)
    tick.start()
    seen = [0]

    def note():  # the cards painted since the last tick, in the order of ticks and paints
        if len(painted) > seen[0] + before:
            order.extend(painted[before + seen[0]:])
            seen[0] = len(painted) - before

    tick.timeout.connect(note)
    _until_shown(qtbot, view, labels)
    tick.stop()
    cards = [i for i, what in enumerate(order) if what in labels]
    assert len(cards) == 3
    assert all("tick" in order[a + 1:b] for a, b in zip(cards, cards[1:])), order
    assert all(frame == [] for frame in view.frames), view.frames


def test_only_what_the_view_shows_is_painted_ahead(qtbot):
    scene, view, gate = _table(qtbot)
    gate.paint_in_own_turn()
    shown, hidden, away = Card("shown"), Card("hidden"), Card("away")
    hidden.setVisible(False)
    away.setPos(5000, 5000)  # off the view
    shown.setPos(20, 20)
    hidden.setPos(120, 20)
    for card in (shown, hidden, away):
        scene.addItem(card)
    _until_shown(qtbot, view, ["shown"])
    assert painted == ["shown"]


def test_a_card_taken_off_the_table_between_slices_is_passed_over(qtbot):
    scene, view, gate = _table(qtbot, budget_s=0.0)
    labels = ["A", "B", "C"]
    _move(scene, gate, labels)
    doomed = [item for item in scene.items() if getattr(item, "label", "") == "C"][0]
    QTimer.singleShot(0, lambda: scene.removeItem(doomed))  # runs after the first slice
    _until_shown(qtbot, view, ["A", "B"])
    assert "C" not in [label for frame in view.frames for label in frame]
    assert view.frames and all(frame == [] for frame in view.frames)


class Faulty(Card):
    """An item whose paint fails on the warm's 1x1 pixmap only (a fault the frame itself does not hit)."""

    def paint(self, painter, option, widget=None):
        if painter.device().width() == 1:
            raise ValueError("a fault while painting ahead")
        super().paint(painter, option, widget)


def test_a_fault_while_painting_ahead_does_not_lose_the_frame(qtbot, caplog):
    scene, view, gate = _table(qtbot)
    gate.paint_in_own_turn()
    faulty = Faulty("faulty")
    faulty.setPos(20, 20)
    scene.addItem(faulty)
    _until_shown(qtbot, view, ["faulty"])  # the held frame went out and painted it
    assert any("ahead failed" in record.getMessage() for record in caplog.records)


def test_a_gate_cancelled_while_painting_ahead_lets_the_held_frame_go(qtbot):
    """The table is left while a warm runs (slices of one slow card each): the repaint held for the
    window goes out at once, so the next screen of the window paints."""
    scene, view, gate = _table(qtbot, budget_s=0.0)
    gate.paint_in_own_turn()
    for i in range(20):
        card = Slow(f"card {i}")
        card.setPos(10 + 18 * i, 10)
        scene.addItem(card)
    qtbot.waitUntil(lambda: len(painted) >= 1, timeout=3000)  # the warm has begun
    assert gate._steps is not None and len(painted) < 20  # and goes on
    gate.cancel()
    assert gate._steps is None
    shiboken6.delete(gate)  # as the table's view, its viewport and the gate go with deleteLater
    scene.addItem(Card("after"))  # the window's next change: painted, not stuck behind the held request
    _until_shown(qtbot, view, ["after"])


class Slow(Card):
    def paint(self, painter, option, widget=None):
        if painter.device().width() == 1:
            time.sleep(0.01)
        super().paint(painter, option, widget)
