"""The replay screen: a table screen attached to a ReplaySession (app/session/replay.py) and a bar to
step through the game: First (Home), Back (Left), Play/Pause (Space), Forward (Right), Last (End), a
slider over the moves ("Move k of N"), the speed, who the table is seen by, and Close replay (Esc).

The table is the game's own scene, drawn from the replay's views and animated from its events; nothing
on it can be played (the replay offers no moves). The log follows the current move, whose lines are
highlighted. A replay has no end-of-game page: its last position is the final table. The main
window's part is app/ui/qt_replay_entry.py."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut, QTextCursor, QTextFormat
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QPushButton, QSlider, QStyle,
                               QStyleOptionSlider, QTextEdit, QVBoxLayout, QWidget)

from app.core.i18n import N_, _, ngettext
from app.session.replay import SEEN_BY_MOVER
from app.ui.qt_table_screen import TableScreen

#: the replay's speeds: (key, label, factor of the animations and of the pause between moves)
SPEEDS = (("slow", N_("Slow"), 1.6), ("normal", N_("Normal"), 1.0), ("fast", N_("Fast"), 0.5),
          ("faster", N_("Very fast"), 0.2))
DEFAULT_SPEED = "normal"
CURRENT_MOVE_COLOR = "#fff0b3"


def move_label(position: int, moves: int) -> str:
    if position == 0:
        return ngettext("Start ({n} move)", "Start ({n} moves)", moves).format(n=moves)
    return _("Move {k} of {n}").format(k=position, n=moves)


class MoveSlider(QSlider):
    """The slider over the moves: a click on it goes to the move under the mouse (a plain QSlider
    steps a page towards it), and the handle follows the mouse from there while the button is held."""

    def value_at(self, x: float) -> int:
        """The move at `x` (the slider's coordinates) along the groove."""
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        at = round(x - groove.x() - handle.width() / 2)
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(), at, max(1, span), opt.upsideDown)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.isEnabled():
            opt = QStyleOptionSlider()
            self.initStyleOption(opt)
            hit = self.style().hitTestComplexControl(QStyle.ComplexControl.CC_Slider, opt,
                                                     event.position().toPoint(), self)
            if hit != QStyle.SubControl.SC_SliderHandle:
                self.setValue(self.value_at(event.position().x()))  # the handle comes under the mouse
        super().mousePressEvent(event)  # on the handle now: a drag goes on from there


class ReplayBar(QWidget):
    """The buttons, the slider and the choices under the replayed table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayBar")
        style = self.style()
        icon = style.standardIcon
        self.first = self._button(_("First"), icon(QStyle.StandardPixmap.SP_MediaSkipBackward),
                                  _("The table at the start (Home)"))
        self.back = self._button(_("Back"), icon(QStyle.StandardPixmap.SP_MediaSeekBackward),
                                 _("One move back (Left)"))
        self.play = self._button(_("Play"), icon(QStyle.StandardPixmap.SP_MediaPlay),
                                 _("Play the moves one after another (Space)"))
        self.forward = self._button(_("Forward"), icon(QStyle.StandardPixmap.SP_MediaSeekForward),
                                    _("Show the next move (Right)"))
        self.last = self._button(_("Last"), icon(QStyle.StandardPixmap.SP_MediaSkipForward),
                                 _("The final table (End)"))
        self.slider = MoveSlider(Qt.Orientation.Horizontal, self)
        self.slider.setAccessibleName(_("Move"))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the replay, always
        self.slider.setPageStep(10)
        self.where = QLabel("", self)
        self.where.setAccessibleDescription(_("Move"))  # its name is "Move 5 of 59"
        self.speed = QComboBox(self)
        self.speed.setAccessibleName(_("Speed"))
        for key, label, _factor in SPEEDS:
            self.speed.addItem(_(label), key)
        self.speed.setCurrentIndex([k for k, _l, _f in SPEEDS].index(DEFAULT_SPEED))
        self.seen_by = QComboBox(self)
        self.seen_by.setAccessibleName(_("Seen by"))
        self.note = QLabel("", self)
        self.note.setWordWrap(True)
        self.close = QPushButton(_("Close replay"), self)
        self.close.setToolTip(_("Back to where you came from (Esc)"))
        self.close.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for combo in (self.speed, self.seen_by):
            combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

        steps = QHBoxLayout()
        for button in (self.first, self.back, self.play, self.forward, self.last):
            steps.addWidget(button)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.where)
        choices = QHBoxLayout()
        speed_label = QLabel(_("Speed:"), self)
        speed_label.setBuddy(self.speed)
        seen_label = QLabel(_("Seen by:"), self)
        seen_label.setBuddy(self.seen_by)
        for widget in (speed_label, self.speed, seen_label, self.seen_by):
            choices.addWidget(widget)
        choices.addWidget(self.note, 1)
        choices.addWidget(self.close)
        layout = QVBoxLayout(self)
        em = self.fontMetrics().height()
        layout.setContentsMargins(em // 2, em // 4, em // 2, em // 3)
        layout.setSpacing(em // 4)
        layout.addLayout(steps)
        layout.addLayout(choices)

    def _button(self, text: str, icon, tip: str) -> QPushButton:
        button = QPushButton(icon, text, self)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def show_position(self, position: int, moves: int) -> None:
        self.slider.blockSignals(True)
        try:
            self.slider.setRange(0, moves)
            self.slider.setValue(position)
        finally:
            self.slider.blockSignals(False)
        self.where.setText(move_label(position, moves))
        for button in (self.first, self.back):
            button.setEnabled(position > 0)
        for button in (self.forward, self.last):
            button.setEnabled(position < moves)
        self.play.setEnabled(moves > 0)

    def show_playing(self, playing: bool) -> None:
        pixmap = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play.setIcon(self.style().standardIcon(pixmap))
        self.play.setText(_("Pause") if playing else _("Play"))
        self.play.setToolTip(_("Stop at this move (Space)") if playing
                             else _("Play the moves one after another (Space)"))

    def speed_factor(self) -> float:
        key = self.speed.currentData()
        return next(f for k, _l, f in SPEEDS if k == key)


class ReplayScreen(TableScreen):
    """A table screen showing a ReplaySession, with the replay's bar below."""

    closeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = None
        self._replay_connections: list = []
        self.bar = ReplayBar(self)
        self.layout().addWidget(self.bar)
        bar = self.bar
        for button, slot in ((bar.first, self.first), (bar.back, self.step_back), (bar.play, self.toggle_play),
                             (bar.forward, self.step_forward), (bar.last, self.last),
                             (bar.close, self.closeRequested.emit)):
            button.clicked.connect(lambda _=False, slot=slot: slot())
        bar.slider.valueChanged.connect(self.go_to)
        bar.speed.currentIndexChanged.connect(lambda _i: self.set_replay_speed(bar.speed_factor()))
        bar.seen_by.activated.connect(lambda _i: self.set_seen_by(bar.seen_by.currentData()))
        self.shortcuts = {}
        for key, slot in ((Qt.Key.Key_Home, self.first), (Qt.Key.Key_Left, self.step_back),
                          (Qt.Key.Key_Space, self.toggle_play), (Qt.Key.Key_Right, self.step_forward),
                          (Qt.Key.Key_End, self.last), (Qt.Key.Key_Escape, self.closeRequested.emit)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts[key] = shortcut

    # ---- attaching --------------------------------------------------------------------------------
    def attach(self, session, speed: float | None = None, scene=None) -> None:
        """Show the replay `session` at the bar's speed (or `speed`)."""
        if speed is not None:
            self._choose_speed(speed)
        factor = self.bar.speed_factor() if speed is None else speed
        super().attach(session, factor, scene)
        self.replay = session
        session.set_speed(factor)
        # the scene shows a replay: Top This! shows each flick from its recorded outcome, runs no physics
        self.scene.replaying = True
        for signal, slot in ((session.moved, self._on_moved), (session.playingChanged, self.bar.show_playing),
                             (self.scene.animationsFinished, self._mark_current_move)):
            signal.connect(slot)
            self._replay_connections.append((signal, slot))
        self._fill_seen_by()
        self.refresh_log()  # the log up to the position shown
        self.bar.show_playing(session.playing)
        self._on_moved(session.position)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys are the replay's, not the game's

    def _choose_speed(self, factor: float) -> None:
        index = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i][2] - factor))
        self.bar.speed.blockSignals(True)
        self.bar.speed.setCurrentIndex(index)
        self.bar.speed.blockSignals(False)

    def detach(self) -> None:
        replay, self.replay = getattr(self, "replay", None), None
        connections, self._replay_connections = getattr(self, "_replay_connections", []), []
        for signal, slot in connections:
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        if replay is not None:
            replay.close()
        super().detach()

    def _fill_seen_by(self) -> None:
        combo, session = self.bar.seen_by, self.replay
        combo.clear()
        if not session.seen_by_locked:
            combo.addItem(_("Each player as they move"), SEEN_BY_MOVER)
            for seat, name in enumerate(self.names):
                combo.addItem(name, seat)
        combo.addItem(_("Everyone (table)"), None)
        combo.setCurrentIndex(max(0, combo.findData(session.seen_by)) if session.seen_by is not None
                              else combo.count() - 1)
        combo.setEnabled(not session.seen_by_locked)
        note = session.seen_by_note() or ""
        self.bar.note.setText(note)  # (empty, it still takes the room between the choices and Close)
        combo.setToolTip(note or _("Whose cards and choices the table shows"))

    # ---- a replay has no end-of-game page: its last position is the final table --------------------
    def _schedule_end(self) -> None:
        pass

    def _show_end(self) -> None:
        pass

    # ---- the controls ---------------------------------------------------------------------------------
    def _finish(self) -> None:
        if self.scene is not None:
            self.scene.finish_animations()

    def go_to(self, position: int) -> None:
        if self.replay is not None:
            self._finish()
            self.replay.go_to(position)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        if self.replay is not None:
            self.go_to(self.replay.moves)

    def step_back(self) -> None:
        if self.replay is not None:
            self.go_to(self.replay.position - 1)

    def step_forward(self) -> None:
        if self.replay is not None:
            self._finish()
            self.replay.step_forward()

    def toggle_play(self) -> None:
        if self.replay is None:
            return
        if self.replay.playing:
            self.replay.pause()
        else:
            self.replay.play(self.bar.speed_factor())

    def set_replay_speed(self, factor: float) -> None:
        """The animations' and the pauses' speed (0: none, as in tests)."""
        self.set_speed(factor)
        if self.replay is not None:
            self.replay.set_speed(factor)

    def set_seen_by(self, who) -> None:
        if self.replay is not None and not self.replay.seen_by_locked:
            self._finish()
            self.replay.set_seen_by(who)
            index = self.bar.seen_by.findData(who) if who is not None else self.bar.seen_by.count() - 1
            self.bar.seen_by.setCurrentIndex(max(0, index))

    # ---- following the moves -------------------------------------------------------------------------
    def _on_moved(self, position: int) -> None:
        self.bar.show_position(position, self.replay.moves if self.replay is not None else 0)
        if self.scene is None or not self.scene.busy:
            self._mark_current_move()
        else:  # a move being shown: its lines are marked when it has been shown
            self.log.setExtraSelections([])

    def _mark_current_move(self) -> None:
        """Highlight the log lines of the move that led to the table shown."""
        if self.replay is None:
            return
        count = len(self.replay.move_lines(self.replay.position - 1))
        doc = self.log.document()
        selections = []
        block = doc.lastBlock()
        fmt_color = QColor(CURRENT_MOVE_COLOR)
        for _i in range(min(count, len(self.log.sentences()))):
            if not block.isValid():
                break
            selection = QTextEdit.ExtraSelection()
            selection.format.setBackground(fmt_color)
            selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            cursor = QTextCursor(block)  # the whole line of the log, however many rows it wraps to
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            selection.cursor = cursor
            selections.append(selection)
            block = block.previous()
        self.log.setExtraSelections(selections)
        self.log.scroll_to_end()

    def current_move_lines(self) -> list[str]:
        """The highlighted lines of the log (the current move's), oldest first."""
        return [s.cursor.block().text() for s in reversed(self.log.extraSelections())]
