"""The table screen: the game's TableView in the centre, a side panel with the score sheet and the log,
a status line, the hand-off cover and the end-of-game breakdown.

It only listens to the session's signals and the scene's intents; it never changes the game state
itself (clicks become `session.submit(action)`). It reads the session only through its public methods,
never its state: the position it draws is the view the session's signals carry (`eventsApplied`,
`positionChanged`), kept in `current_view()`, and a new game's deal starts from the rules' view
before the deal (`session.setup_view()`).

The words follow the table: each event's log line is written when the scene starts showing that
event (`eventShown`), and the status line, the title and the score sheet change to the new position
when the move's animations have ended. Whatever is cut short (speed 0, a resize, a hand-off, undo)
writes the lines still held back at once, in order."""

from __future__ import annotations

import importlib

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QSplitter, QStackedWidget, QVBoxLayout, QWidget

from app.core.i18n import _
from app.core.text import fill
from app.ui.qt_end_of_game import EndOfGameWidget, sheet_extras
from app.ui.qt_handoff import HandoffCover
from app.ui.qt_log import LogPanel
from app.ui.qt_score_sheet import ScoreSheet, round_rows
from app.ui.qt_table_hints import TableHints

#: Qt's QWIDGETSIZE_MAX (not exported by PySide6): no maximum height
WIDGET_SIZE_MAX = (1 << 24) - 1
NOTE_MS = 5000  # how long a refusal or error stays in the status line (at most)
NOTE_COLORS = {"error": "#b00020", "refused": "#a35200", "info": "#1b6e2b"}
END_PAUSE_MS = 1800  # at normal speed, the final table stays in sight this long before the results


class TableScreen(TableHints, QWidget):
    titleChanged = Signal(str)
    #: a hint may be asked for now (app/ui/qt_table_hints.py), or no longer
    hintAvailable = Signal(bool)
    #: the position is on the table and nothing moves (Learn to play points then)
    settled = Signal()
    undoAvailable = Signal(bool)
    playAgainRequested = Signal()
    backRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = None
        self.game = None
        self.scene = None
        self.view = None
        self.names: list[str] = []
        self.colors: list[str] = []
        self._speed = 1.0
        self._thinking: int | None = None
        self._note: tuple[str, str] | None = None
        #: a refusal of what the player just tried: gone as soon as the situation changes
        self._note_transient = False
        self._asking = False  # a click or an undo is being answered by the session
        self._frame_gate = None
        self._animating = False
        self._animated_seat: int | None = None  # the seat whose view the running animations show
        self._handoff_seat: int | None = None
        #: a hand-off came while the scene showed everyone something (a reveal): the cover at its end
        self._cover_due = False
        self._awaiting_setup = False
        self._connections: list = []
        #: log lines of the animating events not yet shown: (index of the event, line), in order
        self._held_lines: list[tuple[int, str]] = []
        #: lines the session will still send with `logged` that are already held (not to write twice)
        self._coming_lines: list[str] = []
        #: the view whose words the status line, the title and the score sheet show
        self._shown_view: dict | None = None
        #: the newest view the session sent (the position now, as the seat at the screen may see it)
        self._view: dict | None = None
        self._texts_due = False  # the position changed while animating: the words change at the end
        #: while a move is shown: the line of the event on the table now (the status line says it)
        self._event_line: str | None = None
        #: the player dragged the divider: from then on Qt keeps their proportions (until the next attach)
        self._divider_dragged = False
        self._init_hints()

        self._status_color: str | None = None  # the colour the status line's style sheet gives it
        self.status = QLabel("", self)
        self.status.setWordWrap(True)
        self.status.setObjectName("StatusLine")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.status.setFont(font)
        self.status.setAccessibleName(_("Status"))
        self.status.setMargin(self.fontMetrics().height() // 3)
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self._clear_note)
        self._end_timer = QTimer(self)
        self._end_timer.setSingleShot(True)
        self._end_timer.timeout.connect(self._show_end)

        self.table_host = QWidget(self)
        self.table_layout = QVBoxLayout(self.table_host)
        self.table_layout.setContentsMargins(0, 0, 0, 0)
        self.table_layout.addWidget(self.status)

        self.sheet = ScoreSheet(parent=self)
        self.log = LogPanel(self)
        side = QSplitter(Qt.Orientation.Vertical, self)
        side.addWidget(self._titled(_("Scores"), self.sheet))
        side.addWidget(self._titled(_("Log"), self.log))
        side.setStretchFactor(0, 2)
        side.setStretchFactor(1, 3)
        self.side = side
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.table_host)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setHandleWidth(max(self.splitter.handleWidth(), self.fontMetrics().height() // 3))
        self.splitter.splitterMoved.connect(self._on_divider_dragged)
        self.splitter.installEventFilter(self)

        self.cover = HandoffCover(self)
        self.cover.confirmed.connect(self._confirm_handoff)
        self.end = EndOfGameWidget(self)
        self.end.playAgain.connect(self.playAgainRequested)
        self.end.backToLauncher.connect(self.backRequested)
        self.pages = QStackedWidget(self)
        for page in (self.splitter, self.cover, self.end):
            self.pages.addWidget(page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

    def _size_panels(self) -> None:
        """The table gets most of the width; the side panel about 20 letters (more on wide screens)."""
        width = self.splitter.width()
        em = self.fontMetrics().height()
        side = int(min(max(em * 13, width * 0.26), em * 26))
        self.splitter.setSizes([max(1, width - side), side])
        height = self.side.height()
        self.side.setSizes([int(height * 0.36), height - int(height * 0.36)])

    def _panels_follow_width(self) -> None:
        """Size the panels for the splitter's real width, unless the player placed the divider. The
        splitter is a page of a stack: while another page (the end of a loaded game, a hand-off cover)
        is shown it keeps a stale size, so it is sized when it is shown or resized, not before."""
        if not self._divider_dragged and self.splitter.isVisible() and self.splitter.width() > 1:
            self._size_panels()

    def _on_divider_dragged(self, _pos: int, _index: int) -> None:
        self._divider_dragged = True

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if obj is self.splitter and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._panels_follow_width()
        return super().eventFilter(obj, event)

    def _titled(self, title: str, widget: QWidget) -> QWidget:
        host = QWidget(self)
        box = QVBoxLayout(host)
        box.setContentsMargins(4, 4, 4, 4)
        label = QLabel(f"<b>{title}</b>", host)
        box.addWidget(label)
        box.addWidget(widget, 1)
        return host

    # ---- attaching a session ----------------------------------------------------------------
    def attach(self, session, speed: float = 1.0, scene=None) -> None:
        """Show `session`'s game: build its scene (`<game package>.ui.scene.Scene`, unless one is given)
        and its view, and follow the session's signals."""
        self.detach()
        from app.session.game_modules import game_package
        from app.ui.qt_table_view import TableView

        names = [s.name for s in session.seats]
        colors = [s.color for s in session.seats]
        if scene is None:  # ImportError/AttributeError when the game has no table yet: nothing is changed
            scene_module = importlib.import_module(f"{game_package(session.game)}.ui.scene")
            scene = scene_module.Scene(session.game, names, colors)
        own = getattr(scene, "seat_colors", None)  # a game whose seats play in its pieces' colours
        if callable(own):
            colors = own(session.view()) or colors
        self.session, self.game, self.names, self.colors = session, session.game, names, colors
        self._view = session.view()
        self.scene = scene
        self.view = TableView(self.scene)
        self.view.setAccessibleName(_("{game} table").format(game=self.game.title))
        self.table_layout.addWidget(self.view, 1)
        self.table_layout.activate()  # the view gets its size now, not after the deal has started
        if hasattr(session, "set_frame_gate"):  # the next bot thinks once the move has been painted
            from app.ui.qt_table_frames import FrameGate
            from app.ui.qt_table_warm import warm_steps

            view = self.view
            self._frame_gate = FrameGate(view.viewport(), warm=lambda: warm_steps(view))
            session.set_frame_gate(self._frame_gate)
            queue = getattr(scene, "queue", None)
            if hasattr(queue, "stepping"):  # a step's work and its frame in two turns, as a move's
                queue.stepping.connect(self._frame_gate.paint_in_own_turn)
                self._connections.append((queue.stepping, self._frame_gate.paint_in_own_turn))
        self.sheet.set_players(self.names, self.colors)
        self.log.set_players(self.names, self.colors)
        for signal, slot in ((scene.intent, self._on_intent), (scene.refused, self._on_refused),
                             (scene.whyNot, self._on_why_not),
                             (scene.animationsFinished, self._on_animations_finished),
                             (scene.eventShown, self._on_event_shown),
                             (session.eventsApplied, self._on_events), (session.positionChanged, self._on_position),
                             (session.botThinking, self._on_thinking), (session.gameOver, self._on_game_over),
                             (session.error, self._on_error), (session.handoff, self._on_handoff),
                             (session.hintReady, self._on_hint),
                             (session.logged, self._on_logged), (session.logReset, self._rebuild_log)):
            signal.connect(slot)
            self._connections.append((signal, slot))
        self.set_speed(speed)
        self._divider_dragged = False  # every game starts with the panels sized for the window
        self.pages.setCurrentWidget(self.splitter)
        self._panels_follow_width()
        self._animating = False
        # a new game: session.start() sends the setup events, and the scene draws the table before
        # the deal itself and animates the deal; the dealt position must not be drawn first
        self._awaiting_setup = self._shows_setup(session)
        self._redraw()
        self._on_position(self._view)
        if session.is_over:
            self._show_end()

    @staticmethod
    def _shows_setup(session) -> bool:
        """True when the session has yet to announce a new game's setup events (the first deal)."""
        return bool(session.awaits_setup)

    def detach(self) -> None:
        if self._frame_gate is not None:
            self._frame_gate.cancel()
            self._frame_gate = None
            if self.session is not None:
                self.session.set_frame_gate(None)  # a bot waiting for the frame starts now
        self.session = None
        connections, self._connections = self._connections, []
        for signal, slot in connections:
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        if self.view is not None:
            self.table_layout.removeWidget(self.view)
            self.view.deleteLater()
            self.view = None
        if self.scene is not None:
            self.scene.deleteLater()
            self.scene = None
        self._thinking = None
        self._note = None
        self._event_line = None
        self.status.setMinimumHeight(0)
        self.status.setMaximumHeight(WIDGET_SIZE_MAX)
        self._handoff_seat = None
        self._cover_due = False
        self._awaiting_setup = False
        self._end_timer.stop()
        self._held_lines, self._coming_lines = [], []
        self._shown_view, self._texts_due = None, False
        self._view = None
        self.log.clear_log()
        self._detach_hints()

    # ---- helpers ------------------------------------------------------------------------------
    def _seat(self) -> int | None:
        return self.session.view_seat() if self.session is not None else None

    def current_view(self) -> dict:
        """The position now as the seat at the screen may see it: the view the session sent last."""
        return self._view if self._view is not None else {}

    def human_legal(self) -> list:
        """The actions the local human may take now (none while a bot plays or a hand-off waits)."""
        return self.session.legal_actions() if self.session is not None else []

    def _redraw(self, unless_shown: bool = False) -> None:
        """Draw the position now. `unless_shown`: not when the scene already shows this very view with
        the same moves to click (a bot's move at speed 0 is settled by the scene, then would be drawn
        twice more: at the animations' end and at the new position; each a whole table)."""
        if (self.scene is None or self.session is None or self.session.handoff_pending
                or self._awaiting_setup):
            return
        view, legal, acting = self.current_view(), self.human_legal(), self.session.acting_seat()
        if (unless_shown and self.scene.view is view and not self.scene.busy and not legal
                and not self.scene.legal and self._pointer is None):
            if self.scene.acting_seat == acting:
                return
            if isinstance(view, dict) and "current_player" in view and view["current_player"] == acting:
                # the view names the seat that acts, and the scenes draw it from the view (the acting
                # seat stands in only where the view names none): drawn already (issue 14: a bot's
                # move at speed 0 was drawn twice, once by the scene settling and once here)
                self.scene.acting_seat = acting
                return
        self.scene.show_position(view, legal, acting)
        self._show_pointer()  # a refused click redraws the table: the hint ring stays

    def refresh_log(self) -> None:
        self._rebuild_log()

    def _rebuild_log(self) -> None:
        """The whole log again, as the seat at the screen may read it (undo, hand-off, loading)."""
        self._held_lines, self._coming_lines = [], []  # they are in the session's log
        self.log.clear_log()
        if self.session is not None:
            self.log.add_all(self.session.log_lines())

    def set_speed(self, factor: float) -> None:
        self._speed = factor
        if self.scene is not None:
            self.scene.set_speed(factor)

    # ---- session signals --------------------------------------------------------------------------
    def _on_events(self, events, action, view=None) -> None:
        """`events` are already filtered by the session for the seat at the screen, `view` the
        position after them. Their log lines (which `logged` sends next) are held back until the
        scene shows each event. The setup events (`action` None) of a game not drawn yet start from
        the rules' table before the deal."""
        events = list(events)
        if view is not None:
            self._view = view
        if self._frame_gate is not None:
            self._frame_gate.paint_in_own_turn()
        before = self.session.setup_view() if action is None and self._awaiting_setup else None
        self.scene.finish_animations()  # what still moves ends now (and writes its lines)
        self._animating = True
        self._animated_seat = self.session.view_seat()
        self._awaiting_setup = False
        self._hold_lines(events)
        # while the move is shown the status line says what the table shows now (each event's line,
        # on one line), at the height it had: a sentence that wrapped differently would resize the
        # table, and a table that changes size jumps its animations to the end
        height = self.status.height()
        if self.status.isVisible() and 0 < height <= 4 * self.status.fontMetrics().height():
            self.status.setFixedHeight(height)  # (not before the first layout, when it is not yet sized)
        self.scene.play_events(events, self.current_view(), before)

    # ---- log lines that wait for their event's animation ----------------------------------------
    def _hold_lines(self, events: list) -> None:
        held = [(i, line) for i, line in enumerate(map(self.session.line_of, events)) if line]
        self._held_lines = held
        self._coming_lines = [line for _, line in held]

    def _on_event_shown(self, index: int) -> None:
        """The scene starts showing event `index`: its line, and those before it, are written."""
        shown = None
        while self._held_lines and self._held_lines[0][0] <= index:
            shown = self._held_lines.pop(0)[1]
            self.log.add(shown)
        if shown is not None and self._animating:
            self._event_line = shown
            self._update_status()

    def _release_lines(self) -> None:
        held, self._held_lines = self._held_lines, []
        self.log.add_all(line for _, line in held)

    def _on_logged(self, line: str) -> None:
        if self._coming_lines and self._coming_lines[0] == line:
            self._coming_lines.pop(0)  # held back (or written) with its event already
            return
        self._release_lines()  # a line of no event: after those before it
        self.log.add(line)

    def _on_animations_finished(self) -> None:
        self._animating = False
        self._event_line = None
        self.status.setMinimumHeight(0)
        self.status.setMaximumHeight(WIDGET_SIZE_MAX)
        self._thinking = None  # the bot's move has been shown
        self._release_lines()
        if self.session is None:
            return
        if self._cover_due:  # the reveal everyone watched has ended: now the table is covered
            self._cover_due = False
            self._cover()
        self._drop_transient_note()  # "Wait for the cards to finish moving." no longer holds
        self._redraw(unless_shown=True)
        if self._texts_due:
            self._show_texts()
        else:
            self._update_status()
        if self.session.is_over:
            self._schedule_end()
        self.session.animations_done()
        self._settled()

    def _on_position(self, view=None) -> None:
        if self.session is None:
            return
        if view is not None:
            self._view = view
        self.undoAvailable.emit(bool(self.session.can_undo()))
        self._drop_transient_note()  # a new position: what was refused before may be allowed now
        if self._animating or (self.scene is not None and self.scene.busy):
            self._texts_due = True  # the words change when the table has shown the move
            return
        self._redraw(unless_shown=True)
        self._show_texts()
        self._settled()

    def _show_texts(self) -> None:
        """The score sheet, the title and the status line of the session's position now."""
        self._texts_due = False
        self._thinking = self.session.thinking_seat  # none after an undo or a hand-off
        view = self._shown_view = self.current_view()
        self.sheet.update_from(view)
        rounds = round_rows(view)
        round_no = view.get("round", len(rounds) + (0 if view.get("is_over") else 1))
        title = _("{game} (game over)") if view.get("is_over") else _("{game}, round {n}")
        self.titleChanged.emit(title.format(game=self.game.title, n=round_no))
        self._update_status()

    def _on_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._update_status()

    def _on_game_over(self) -> None:
        if not self._animating:
            self._schedule_end()

    def _schedule_end(self) -> None:
        if not self._end_timer.isActive() and self.pages.currentWidget() is not self.end:
            self._end_timer.start(int(END_PAUSE_MS * self._speed))

    def _on_error(self, sentence: str) -> None:
        """A refusal or failure from the session (its sentences already carry the players' names).
        The table is drawn again from the session's position, so that pieces the player moved for a
        refused move (a flicked disc, a dragged card) go back where they are."""
        self._set_note(sentence, "error", transient=self._asking)
        if self.session is not None and not self._animating and (self.scene is None or not self.scene.busy):
            self._redraw()

    def _on_refused(self, sentence: str) -> None:
        """A note of the table about itself ("Wait for the cards to finish moving."), not of the rules."""
        self._set_note(sentence, "refused", transient=True)

    def _on_why_not(self, action) -> None:
        """A click on something the table does not offer: the rules' sentence why (through the
        session, which sends nothing), or no note when the rules would allow it."""
        sentence = self.session.explain(action) if self.session is not None else None
        if sentence:
            self._set_note(sentence, "refused", transient=True)

    def _on_intent(self, action) -> None:
        if self.session is not None:
            self._asking = True
            try:
                self.session.submit(action)
            finally:
                self._asking = False

    def _on_handoff(self, seat: int) -> None:
        """Cover the table, and behind the cover leave only what everyone may see: animations of
        the previous seat's events jump to their end (they would otherwise go on drawing that seat's
        view after the click) and the table is redrawn from the public view, with nothing to click.
        Animations of public events (a hot-seat game's first deal) run on. An animation the scene
        says everyone may watch (`shown_to_all`: Top 3's reveal) runs to its end before the cover."""
        self._handoff_seat = seat
        if (self.scene is not None and self.scene.busy and self._animated_seat is not None
                and self.scene.shown_to_all()):
            self._cover_due = True
            return
        self._cover()

    def _cover(self) -> None:
        seat = self._handoff_seat
        if seat is None:
            return
        self.cover.show_for(self.names[seat])
        self.pages.setCurrentWidget(self.cover)
        self.refresh_hint_state()
        if self.scene is None or self.session is None:
            return
        if self.scene.busy and self._animated_seat is None:
            return  # what is moving is public; the new seat's view is drawn when it ends
        self.scene.finish_animations()
        self.scene.show_position(self.session.public_view(), [], self.session.acting_seat())

    def _confirm_handoff(self) -> None:
        self._handoff_seat = None
        self._drop_transient_note()  # another player has the mouse
        self.pages.setCurrentWidget(self.splitter)
        if self.session is not None:
            self.session.confirm_handoff()
        self._redraw()
        self._update_status()

    # ---- status line -------------------------------------------------------------------------------
    def _set_note(self, sentence: str, kind: str, transient: bool = False) -> None:
        """Show `sentence` in the status line for NOTE_MS; a transient note (a refusal of what the
        player just tried) also goes as soon as the position changes or the animations end."""
        self._note = (sentence, kind)
        self._note_transient = transient
        self._note_timer.start(NOTE_MS)
        self._update_status()

    def show_info(self, sentence: str) -> None:
        """A short confirmation in the status line ("Saved to game.topfive.")."""
        self._set_note(sentence, "info")

    def note(self) -> tuple[str, str] | None:
        """The (sentence, kind) shown over the status, or None."""
        return self._note

    def _drop_transient_note(self) -> None:
        if self._note is not None and self._note_transient:
            self._note_timer.stop()
            self._clear_note()

    def _clear_note(self) -> None:
        self._note = None
        self._note_transient = False
        self._update_status()

    def status_text(self) -> str:
        return self.status.text()

    def _update_status(self) -> None:
        if self.session is None:
            return
        if self._note is not None:
            text, kind = self._note
            color = NOTE_COLORS.get(kind, NOTE_COLORS["refused"])
        elif self._event_line is not None and self._animating:
            width = max(10, self.status.contentsRect().width() - 2 * self.status.margin())
            text = self.status.fontMetrics().elidedText(self._event_line, Qt.TextElideMode.ElideRight, width)
            color = "palette(text)"
        elif self._thinking is not None and not self.session.is_over:
            text, color = _("{name} is thinking…").format(name=self.names[self._thinking]), "palette(text)"
        else:
            view = self._shown_view if self._shown_view is not None else self.current_view()
            text, color = self.with_names(str(view.get("status", ""))), "palette(text)"
        if text != self.status.text():
            self.status.setText(text)
        if color != self._status_color:  # a style sheet is parsed and the label polished again: only on a change
            self._status_color = color
            self.status.setStyleSheet(f"#StatusLine {{ color: {color}; }}")
        self.refresh_hint_state()

    def with_names(self, sentence: str) -> str:
        """The rules write seats as placeholders ("{p1}", app/core/text.py); the table says "Ben"."""
        return fill(sentence, self.names)

    def _show_end(self) -> None:
        if self.session is None or not self.session.is_over:
            return
        view = self.current_view()
        rows, standings = sheet_extras(self.game, view, self.names)
        self.end.show_result(self.game.title, self.names, self.colors, view, rows, standings)
        self.pages.setCurrentWidget(self.end)

    def undo(self) -> None:
        if self.session is None:
            return
        if self.scene is not None:
            self.scene.finish_animations()
        self._asking = True
        try:
            undone = self.session.undo()  # refusals come back as `error` sentences
        finally:
            self._asking = False
        if undone:
            seat = self.session.acting_seat()
            if seat is not None and seat < len(self.names):
                self.log.add(_("{name} took back a move.").format(name=self.names[seat]))
            else:
                self.log.add(_("A player took back a move."))
            self._redraw()

    def redo(self) -> None:
        """Play again the move(s) the last undo took back (the session refuses in a sentence otherwise)."""
        if self.session is None:
            return
        if self.scene is not None:
            self.scene.finish_animations()
        seat = self.session.acting_seat()
        self._asking = True
        try:
            redone = self.session.redo()
        finally:
            self._asking = False
        if redone:
            if seat is not None and seat < len(self.names):
                self.log.add(_("{name} played the taken-back move again.").format(name=self.names[seat]))
            else:
                self.log.add(_("A player played the taken-back move again."))
            self._redraw()
