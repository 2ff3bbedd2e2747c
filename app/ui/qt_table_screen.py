"""The table screen: the game's TableView in the centre, a side panel with the score sheet and the log,
a status line, the hand-off cover and the end-of-game breakdown.

Its one input from the session is the announcement (`announced`, app/session/announcement.py: the
events, log lines, view and moves of the viewer, and the cover to show), followed in
app/ui/qt_table_announce.py; it never changes the game state itself (clicks become
`session.submit(action)`) and never asks the session for a view, a move or a log line again.

The words follow the table: each event's log line is written when the scene starts showing that
event (`eventShown`), and the status line, the title and the score sheet change to the new position
when the move's animations have ended. Whatever is cut short (speed 0, a resize, a hand-off, undo)
writes the lines still held back at once, in order."""

from __future__ import annotations


from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QSplitter, QStackedWidget, QVBoxLayout, QWidget

from app.core.i18n import _
from app.core.text import fill
from app.ui import seat_palettes
from app.ui import contrast
from app.ui.qt_end_of_game import EndOfGameWidget, sheet_extras
from app.ui.qt_handoff import HandoffCover
from app.ui.qt_table_speech import Speaker
from app.ui.qt_log import LogPanel
from app.ui.qt_score_sheet import WHOLE_COLUMNS, ScoreSheet, round_rows
from app.ui.qt_status_line import StatusLine
from app.ui.qt_table_announce import AnnouncedTable
from app.ui.qt_table_hints import TableHints

NOTE_MS = 5000  # how long a refusal or error stays in the status line (at most)
NOTE_COLORS = {"error": "#b00020", "refused": "#a35200", "info": "#1b6e2b"}
END_PAUSE_MS = 1800  # at normal speed, the final table stays in sight this long before the results
SIDE_MOST = 0.34  # the side panel widens for the score sheet's columns up to this share of the width


class TableScreen(AnnouncedTable, TableHints, QWidget):
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
        self._connections: list = []
        #: the view whose words the status line, the title and the score sheet show
        self._shown_view: dict | None = None
        self._init_announced()
        #: the player dragged the divider: from then on Qt keeps their proportions (until the next attach)
        self._divider_dragged = False
        self._init_hints()
        #: what a screen reader says on its own: the log's lines, refusals, the player's turn (issue 29)
        self.speaker = Speaker(self)

        self._status_color: str | None = None  # the colour the status line's style sheet gives it
        self.status = StatusLine(self)  # a fixed height: a sentence that wraps never moves the table
        self.status.setAccessibleDescription(_("Status"))  # its name is the sentence it shows
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

        self.sheet = ScoreSheet(parent=self, short_when_narrow=True)
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
        """The table gets most of the width; the side panel about 20 letters (more on wide screens), and
        at least what the score sheet needs to show up to WHOLE_COLUMNS players' columns whole, up to
        SIDE_MOST of the width (more players: the sheet scrolls sideways)."""
        width = self.splitter.width()
        em = self.fontMetrics().height()
        side = int(min(max(em * 13, width * 0.26), em * 26))
        if self.names:
            host = self.sheet.parentWidget().layout().contentsMargins()
            sheet = self.sheet.width_for(min(len(self.names), WHOLE_COLUMNS)) + host.left() + host.right()
            side = max(side, min(sheet, int(width * SIDE_MOST)))
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
        """Show `session`'s game: build its scene (the `Scene` of the table its manifest names, unless one
        is given) and its view, and follow the session's signals."""
        self.detach()
        from app.session.game_modules import load_module
        from app.ui.qt_table_view import TableView

        names = [s.name for s in session.seats]
        colors = seat_palettes.shown_all([s.color for s in session.seats])  # in the palette chosen
        if scene is None:  # ImportError/AttributeError when the game has no table yet: nothing is changed
            scene = load_module(None, session.game, "table").Scene(session.game, names, colors)
        first = session.announcement()  # the position as it is now, for the viewer: drawn below
        colors = scene.seat_colors(first.view) or colors  # a game whose seats play in its pieces' colours
        self.session, self.game, self.names, self.colors = session, session.game, names, colors
        scene.hand_room = any(seat.is_human for seat in session.seats)  # a hand comes back after a hand-off
        self.scene = scene
        self.view = TableView(self.scene)
        self.speaker.forget()
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
                             (scene.choiceChanged, self._drop_transient_note),
                             (scene.eventShown, self._on_event_shown),
                             (scene.described, self.speaker.say),
                             (session.announced, self._on_announced),
                             (session.botThinking, self._on_thinking),
                             (session.error, self._on_error), (session.hintReady, self._on_hint)):
            signal.connect(slot)
            self._connections.append((signal, slot))
        if hasattr(session, "explained"):  # a joined computer: the host's why-not comes later
            session.explained.connect(self._on_refused)
            self._connections.append((session.explained, self._on_refused))
        self.set_speed(speed)
        self._divider_dragged = False  # every game starts with the panels sized for the window
        self.pages.setCurrentWidget(self.splitter)
        self._panels_follow_width()
        self._animating = False
        # a new game: session.start() sends the setup events, and the scene draws the table before
        # the deal itself and animates the deal; the dealt position must not be drawn first
        self._awaiting_setup = self._shows_setup(session)
        self._take(first, initial=True)
        if first.over:
            self._show_end()

    @staticmethod
    def _shows_setup(session) -> bool:
        """True when the session has yet to announce a new game's setup events (the first deal)."""
        return bool(session.awaits_setup)

    def recolor(self) -> None:
        """The seats in the palette in use (View > Seat colours changed): the table's panels, the score
        sheet's heads, the log's names and the end screen from now on."""
        if self.session is None or self.scene is None:
            return
        colors = seat_palettes.shown_all([s.color for s in self.session.seats])
        self.colors = self.scene.seat_colors(self.scene.view or {}) or colors
        self.scene.recolor(self.colors)
        self.sheet.set_colors(self.colors)
        self.log.set_players(self.names, self.colors)

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
        self._end_timer.stop()
        self._forget_announced()
        self._shown_view = None
        self.log.clear_log()
        self._detach_hints()

    # ---- helpers ------------------------------------------------------------------------------
    def _redraw(self, unless_shown: bool = False) -> None:
        """Draw the position now. `unless_shown`: not when the scene already shows this very view with
        the same moves to click (a bot's move at speed 0 is settled by the scene, then would be drawn
        twice more: at the animations' end and at the new position; each a whole table)."""
        if self.scene is None or self.session is None or self._awaiting_setup:
            return
        view, legal, acting = self.current_view(), self.human_legal(), self._acting
        if (unless_shown and self.scene.view is view and not self.scene.busy and list(self.scene.legal) == legal
                and self.pointed_at() is None and self.scene.acting_seat == acting):
            return  # the scene settled on this very position with these moves: drawn once (issue 25)
        self.scene.show_position(view, legal, acting)
        self._show_pointer()  # a refused click redraws the table: the hint ring stays

    def refresh_log(self) -> None:
        """The whole log again, as the session's announcement of the position now gives it (a
        replay seen by another seat)."""
        if self.session is not None:
            record = self.session.announcement()
            self._write_log(record.log or ())

    def set_speed(self, factor: float) -> None:
        self._speed = factor
        if self.scene is not None:
            self.scene.set_speed(factor)

    # ---- session signals --------------------------------------------------------------------------
    def _show_texts(self) -> None:
        """The score sheet, the title and the status line of the session's position now."""
        self._texts_due = False
        self._thinking = None  # none after a move, an undo or a hand-off (botThinking says it anew)
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

    # ---- status line -------------------------------------------------------------------------------
    def _set_note(self, sentence: str, kind: str, transient: bool = False) -> None:
        """Show `sentence` in the status line for NOTE_MS; a transient note (a refusal of what the
        player just tried) also goes as soon as the position changes or the animations end."""
        self._note = (sentence, kind)
        self._note_transient = transient
        self._note_timer.start(NOTE_MS)
        if kind != "info":
            self.speaker.say(sentence)
        self.cover.say(sentence if self.pages.currentWidget() is self.cover else "")  # the status line is under it
        self._update_status()

    def show_info(self, sentence: str) -> None:
        """A short confirmation in the status line ("Saved to game.topfive.")."""
        self._set_note(sentence, "info")

    def show_refusal(self, sentence: str) -> None:
        """Why what the player just tried cannot be done (Ctrl+Z with nothing to take back)."""
        self._set_note(sentence, "refused", transient=True)

    def note(self) -> tuple[str, str] | None:
        """The (sentence, kind) shown over the status, or None."""
        return self._note

    def _drop_transient_note(self) -> None:
        if self._note is not None and self._note_transient:
            self._note_timer.stop()
            self._clear_note()

    def _clear_note(self) -> None:
        self.cover.say("")
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
            text, color = self._event_line, "palette(text)"
        elif self._thinking is not None and not (self._record is not None and self._record.over):
            text, color = _("{name} is thinking…").format(name=self.names[self._thinking]), "palette(text)"
        else:
            view = self._shown_view if self._shown_view is not None else self.current_view()
            text, color = self.with_names(str(view.get("status", ""))), "palette(text)"
        if text != self.status.text():
            self.status.setText(text)
        if color != self._status_color:  # a style sheet is parsed and the label polished again: only on a change
            self._status_color = color
            self.status.setStyleSheet(contrast.note_style(color))
        self.refresh_hint_state()

    def with_names(self, sentence: str) -> str:
        """The rules write seats as placeholders ("{p1}", app/core/text.py); the table says "Ben"."""
        return fill(sentence, self.names)

    def _show_end(self) -> None:
        if self.session is None or self._record is None or not self._record.over:
            return
        view = self.current_view()
        rows, standings = sheet_extras(self.game, view, self.names)
        shared = getattr(self.session, "is_remote", False)  # the host holds the game: no replay, no rematch here
        self.end.again.setHidden(shared)
        self.end.replay.setHidden(shared)
        self.end.show_result(self.game.title, self.names, self.colors, view, rows, standings)
        self.pages.setCurrentWidget(self.end)

    def undo(self) -> None:
        """Take back the last move of the player at the screen (the session refuses in a sentence
        otherwise; its announcement draws the position and the log, "Ana took back a move." in it)."""
        self._ask(lambda session: session.undo())

    def redo(self) -> None:
        """Play again the move(s) the last undo took back (the session refuses in a sentence otherwise)."""
        self._ask(lambda session: session.redo())

    def _ask(self, request) -> None:
        if self.session is None:
            return
        if self.scene is not None:
            self.scene.finish_animations()
        self._asking = True
        try:
            request(self.session)  # refusals come back as `error` sentences
        finally:
            self._asking = False
