"""app/ui/qt_table_frames.py: the frame gate (a callback once the widget has painted its next frame) and
`paint_in_own_turn` (the window's repaint after a move waits for the event loop's next turn, so that a
timer due meanwhile runs between the move's work and its paint: issue 14's stalls)."""

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel

from app.ui.qt_table_frames import FrameGate


class Order(QObject):
    """What happened, in order: 'paint' for each paint of the widget, and the timer's 'timer'."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.seen: list[str] = []
        widget.installEventFilter(self)

    def eventFilter(self, obj, event):  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.seen.append("paint")
        return False


def _shown(qtbot):
    label = QLabel("table")
    qtbot.addWidget(label)
    label.resize(200, 100)
    label.show()
    qtbot.waitExposed(label)
    qtbot.wait(20)
    return label


def _timer(order: Order) -> QTimer:
    timer = QTimer()
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(lambda: order.seen.append("timer"))
    return timer


def _until_painted(qtbot, order: Order) -> None:
    qtbot.waitUntil(lambda: "paint" in order.seen, timeout=2000)
    qtbot.wait(10)


def test_a_held_repaint_comes_after_a_timer_that_was_due(qtbot):
    label = _shown(qtbot)
    gate = FrameGate(label)
    order = Order(label)
    timer = _timer(order)
    timer.start()  # due at once, as a heartbeat due while a move was being applied
    gate.paint_in_own_turn()
    label.setText("a move")  # the move changes what is shown
    _until_painted(qtbot, order)
    assert order.seen[:2] == ["timer", "paint"]
    assert label.grab().size().width() == 200  # and the frame was painted, nothing lost


def test_without_holding_the_repaint_comes_first(qtbot):
    """The same steps without paint_in_own_turn: Qt paints in the pass of posted events, before the
    timer (what the gate is there to change; if Qt ever orders them the other way, the test above
    proves nothing)."""
    label = _shown(qtbot)
    FrameGate(label)
    order = Order(label)
    timer = _timer(order)
    timer.start()
    label.setText("a move")
    _until_painted(qtbot, order)
    assert order.seen[0] == "paint"


def test_the_hold_ends_with_the_turn_when_nothing_was_repainted(qtbot):
    label = _shown(qtbot)
    gate = FrameGate(label)
    gate.paint_in_own_turn()
    qtbot.wait(20)  # a move that changed nothing visible: no update request came
    assert gate._held is None
    order = Order(label)
    timer = _timer(order)
    timer.start()
    label.setText("a later move")  # not held any more: painted in the pass of posted events
    _until_painted(qtbot, order)
    assert order.seen[0] == "paint"


def test_a_hidden_widget_holds_nothing_and_cancel_lets_go(qtbot):
    label = QLabel("hidden")
    qtbot.addWidget(label)
    gate = FrameGate(label)
    gate.paint_in_own_turn()
    assert gate._held is None
    shown = _shown(qtbot)
    gate = FrameGate(shown)
    gate.paint_in_own_turn()
    assert gate._held is shown.window()
    gate.cancel()
    assert gate._held is None
    order = Order(shown)
    shown.setText("after the table was detached")
    _until_painted(qtbot, order)


def test_the_gate_calls_back_after_the_next_paint(qtbot):
    label = _shown(qtbot)
    gate = FrameGate(label)
    order = Order(label)
    gate(lambda: order.seen.append("started"))
    label.setText("a move")
    qtbot.waitUntil(lambda: "started" in order.seen, timeout=2000)
    assert order.seen.index("paint") < order.seen.index("started")


def test_the_gate_calls_back_when_no_paint_comes(qtbot):
    label = _shown(qtbot)
    gate = FrameGate(label)
    started = []
    gate(lambda: started.append(True))
    qtbot.waitUntil(lambda: bool(started), timeout=2000)  # after FRAME_WAIT_MS
    hidden = QLabel("hidden")
    qtbot.addWidget(hidden)
    FrameGate(hidden)(lambda: started.append("at once"))
    assert started[-1] == "at once"


def test_an_animation_steps_change_is_painted_after_a_timer_that_was_due(qtbot):
    """An animation step's work (the cards of a round swept off the table: 22 ms of Python at a Flip 7
    round's end) and its frame (20 ms) ran back to back in one turn, as a move's did: the queue says
    `stepping` before its steps run, and the table's gate holds the frame for a turn."""
    from app.ui.items.animation import AnimationQueue

    label = _shown(qtbot)
    gate = FrameGate(label)
    order = Order(label)
    timer = _timer(order)
    queue = AnimationQueue()
    queue.stepping.connect(gate.paint_in_own_turn)
    queue.add(lambda: label.setText("the round's cards swept away") or None)
    timer.start()
    queue.start()
    _until_painted(qtbot, order)
    assert order.seen[:2] == ["timer", "paint"]
    assert label.text() == "the round's cards swept away"


def test_a_table_screen_gates_its_scenes_animation_steps(qtbot):
    from app.games.flip7.rules import GAME
    from app.persistence import SeatConfig
    from app.session.game_session import GameSession
    from app.ui.qt_table_screen import TableScreen

    seats = [SeatConfig(n, c, "human") for n, c in (("Ana", "#d1352b"), ("Ben", "#2f6fd0"), ("Cleo", "#2e9d4a"))]
    session = GameSession.new(GAME, seats, 7, {}, bot_delay_ms=0, autosave=False)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.wait(50)
    gate = screen._frame_gate
    assert gate is not None and gate._held is None
    screen.scene.queue.stepping.emit()
    assert gate._held is screen.window()  # the next frame waits for a turn of its own
    queue = screen.scene.queue
    screen.detach()
    queue.stepping.emit()  # detached: nothing is held any more
    assert gate._held is None
    session.close()
