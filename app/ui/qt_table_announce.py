"""The table screen's one input: the session's announcements (app/session/announcement.py), as a mixin
of TableScreen. Each record is drawn once: a move's events are animated from the table on screen (or
from the record's `before`, when the viewer's turn ended with the move), its log lines written as the
scene shows each event, the words (status line, title, score sheet) changed when the move has been
shown; a jump or a new viewer is drawn at once with the record's whole log. The hand-off cover is up
exactly while the record names a seat that must take the mouse (`handoff`); a move everyone may watch
(anything shown while nobody views is public) runs to its end before the cover comes.

Nothing here asks the session for a view, the legal moves or a log line: what a record does not say,
the table does not show.

The score sheet is one of the words, but it says a round's result when the table says it: a move's
first event that carries the new `totals` (a round scored, the game over) brings the sheet up to the
record's view as the scene starts showing it (Flip 7's round banner holds the table ~2.5 s before the
next deal; the sheet said "Total 0 0 0" meanwhile, issue 27)."""

from __future__ import annotations

from app.session.announcement import MOVE, SETUP


def scoring_index(events) -> int | None:
    """The index of the first of `events` that carries the seats' new totals (its `totals`), or None."""
    for index, event in enumerate(events):
        if isinstance(getattr(event, "totals", None), (tuple, list)):
            return index
    return None


class AnnouncedTable:
    """Needs TableScreen's widgets (`scene`, `log`, `status`, `pages`, `splitter`, `cover`), its
    `_frame_gate`, and its word-writing methods (`_update_status`, `_show_texts`, `_redraw`, ...)."""

    def _init_announced(self) -> None:
        self._record = None
        self._view: dict | None = None
        self._legal: list = []
        self._acting: int | None = None
        self._animating = False
        self._awaiting_setup = False
        #: log lines of the animating events not yet shown: (index of the event, line), in order
        self._held_lines: list[tuple[int, str]] = []
        self._texts_due = False
        self._handoff_seat: int | None = None
        #: the cover waits until what everyone may watch has been shown
        self._cover_due = False
        self._event_line: str | None = None
        #: the event whose showing brings the score sheet up to the record (scoring_index), or None
        self._sheet_at: int | None = None

    def _forget_announced(self) -> None:
        self._record = None
        self._view = None
        self._legal, self._acting = [], None
        self._held_lines = []
        self._texts_due = False
        self._handoff_seat = None
        self._cover_due = False
        self._awaiting_setup = False
        self._event_line = None
        self._sheet_at = None

    # ---- what the record says -----------------------------------------------------------------------
    def current_view(self) -> dict:
        """The position now as the viewer may see it: the view of the last announcement."""
        return self._view if self._view is not None else {}

    def human_legal(self) -> list:
        """What the viewer may do now, as the last announcement said (none while it is not their
        decision, a computer plays or a cover waits)."""
        return list(self._legal)

    def viewer(self) -> int | None:
        """The seat whose secrets the screen may show now (None: nobody)."""
        return self._record.viewer if self._record is not None else None

    # ---- one announcement -------------------------------------------------------------------------
    def _take(self, record, initial: bool = False) -> None:
        """Follow `record`: the first one when a session is attached (`initial`), then each announced."""
        self._record = record
        self._view, self._legal, self._acting = record.view, list(record.legal), record.acting
        self.speaker.position(record.acting, self._legal if record.handoff is None else [], self.names)
        self.undoAvailable.emit(bool(record.can_undo))
        self._drop_transient_note()  # a new position: what was refused before may be allowed now
        if record.handoff is None:
            self._handoff_seat = None
            self._cover_due = False
        if record.kind in (SETUP, MOVE) and not initial:
            self._play(record)
        else:
            self._jump(record)
        if record.handoff is not None:
            self._put_cover(record.handoff)
        elif self.pages.currentWidget() is self.cover:
            self.pages.setCurrentWidget(self.splitter)
        if record.over and not self._animating:
            self._schedule_end()

    def _on_announced(self, record) -> None:
        if self.session is not None:
            self._take(record)

    def _play(self, record) -> None:
        """Animate a move (or a new game's deal) from the table on screen."""
        if self._frame_gate is not None:
            self._frame_gate.paint_in_own_turn()
        self.scene.finish_animations()  # what still moves ends now (and writes its lines)
        if record.log is not None:
            self._write_log(record.log)
        before = record.before
        if record.kind == MOVE and before is not None:
            # the viewer's turn ended with this move: it is shown to everyone, from the public table
            self.scene.show_position(before, [], None)
            before = None
        elif record.kind == SETUP and not self._awaiting_setup:
            before = None
        self._animating = True
        self._awaiting_setup = False
        self._texts_due = True
        self._held_lines = [(i, line) for i, line in enumerate(record.event_lines) if line]
        self._sheet_at = scoring_index(record.events)
        # while the move is shown the status line says what the table shows now (each event's line);
        # the line has a fixed height (app/ui/qt_status_line.py): the table never changes size for it
        legal = self.human_legal() if record.handoff is None else []
        self.scene.play_events(list(record.events), record.view, before, legal, record.acting)

    def _jump(self, record) -> None:
        """A position set at once (undo, redo, loading, a new viewer): drawn now, the log anew."""
        if self.scene is not None and self.scene.busy:
            self.scene.finish_animations()
        self._release_lines()
        if record.log is not None:
            self._write_log(record.log)
        self.log.add_all(record.lines)
        self._texts_due = False
        if self._awaiting_setup:
            return  # a new game's deal comes next: the dealt table is not drawn before it
        self._redraw()
        self._show_texts()
        self._settled()

    # ---- log lines that wait for their event's animation ----------------------------------------
    def _write_log(self, lines) -> None:
        self._held_lines = []
        self.log.clear_log()
        self.log.add_all(lines)

    def _on_event_shown(self, index: int) -> None:
        """The scene starts showing event `index`: its line, and those before it, are written."""
        shown = None
        while self._held_lines and self._held_lines[0][0] <= index:
            shown = self._held_lines.pop(0)[1]
            self.log.add(shown)
            self.speaker.tell(shown)
        if shown is not None and self._animating:
            self._event_line = shown
            self._update_status()
        if self._sheet_at is not None and index >= self._sheet_at and self._record is not None:
            self._sheet_at = None
            self.sheet.update_from(self._record.view)  # the round's result as the table shows it

    def _release_lines(self) -> None:
        held, self._held_lines = self._held_lines, []
        for _, line in held:
            self.log.add(line)
            self.speaker.tell(line)

    def _on_animations_finished(self) -> None:
        self._animating = False
        self._sheet_at = None
        self._event_line = None
        self._thinking = None  # the bot's move has been shown
        self._release_lines()
        if self.session is None:
            return
        if self._cover_due:  # the move everyone watched has been shown: now the table is covered
            self._cover_due = False
            self._cover()
        self._drop_transient_note()  # "Wait for the cards to finish moving." no longer holds
        if self.pages.currentWidget() is not self.cover:
            self._redraw(unless_shown=True)
        if self._texts_due:
            self._show_texts()
        else:
            self._update_status()
        if self._record is not None and self._record.over:
            self._schedule_end()
        self.session.animations_done()
        self._settled()

    # ---- the hand-off cover -----------------------------------------------------------------------
    def _put_cover(self, seat: int) -> None:
        """A hand-off to `seat` waits: the table shows the public view (the record's, as nobody views)
        and nothing to click; a move being shown to everyone runs to its end before the cover."""
        self._handoff_seat = seat
        if self.scene is not None and self.scene.busy and self.viewer() is None:
            self._cover_due = True  # nobody views: what moves is public, the room watches it
            return
        self._cover()

    def _cover(self) -> None:
        seat = self._handoff_seat
        if seat is None:
            return
        self.cover.show_for(self.names[seat])
        self.pages.setCurrentWidget(self.cover)
        self.refresh_hint_state()
        if self.scene is not None:
            self.scene.finish_animations()

    def _confirm_handoff(self) -> None:
        """The player the cover names has the mouse: the session announces the table for them."""
        self._drop_transient_note()  # another player has the mouse
        if self.session is not None:
            self.session.confirm_handoff()
