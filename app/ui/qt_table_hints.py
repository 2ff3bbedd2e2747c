"""The table screen's part of hints and Learn to play, as a mixin of TableScreen: asking for a hint
(the session works it out on its worker thread; the status line says so meanwhile), showing the
answer (its sentence in the status line until the position changes, the hint ring on the table),
pointing at a move (`point_at`, the lesson's pointer) and a banner above the table (the lesson's).
A lesson sets a guide (`set_guide`): while it names a move, a hint is that move with its sentence,
at once, instead of the strongest bot's (a hint never contradicts the lesson's step).

The pointer belongs to one position: it is drawn again after every redraw of that position (a
refused click redraws the table) and forgotten when the session sends a new one."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtWidgets import QWidget

from app.core.i18n import N_, _
from app.ui.table_scene import BUSY_REASON

THINKING = N_("Thinking of a hint…")


class TableHints:
    """Needs TableScreen's `session`, `scene`, `pages`, `splitter`, `table_layout`, `_view`,
    `_animating`, `_set_note`, `_note_timer` and the signals `hintAvailable` and `settled`."""

    def _init_hints(self) -> None:
        #: (the action to ring, the view of the position it belongs to)
        self._pointer: tuple[Any, Any] | None = None
        self._hint_ok: bool | None = None
        self.banner: QWidget | None = None
        #: () -> (the move, its sentence) or None: the lesson's answer to a hint
        self._guide: Callable[[], "tuple[Any, str] | None"] | None = None

    # ---- hints -----------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        """True when the player at the screen may ask for a hint now (their move, nothing moving)."""
        session = self.session
        return (session is not None and not session.is_over and self.pages.currentWidget() is self.splitter
                and not self._animating and session.hint_problem() is None)

    def refresh_hint_state(self) -> None:
        ok = self.can_hint()
        if ok != self._hint_ok:
            self._hint_ok = ok
            self.hintAvailable.emit(ok)

    def ask_hint(self) -> bool:
        """Ask the session for a hint; the status line says it is being worked out. False (with the
        reason in the status line) when none can be asked now."""
        if self.session is None:
            return False
        problem = self.session.hint_problem() if not self._animating else _(BUSY_REASON)
        if problem is not None:
            self._set_note(problem, "refused", transient=True)
            return False
        guided = self._guide() if self._guide is not None else None
        if guided is not None:
            action, sentence = guided
            self._lasting_note(sentence)
            self.point_at(action)
            return True
        chooser = self.scene.chooser if self.scene is not None else None  # the move being made, if begun
        started = self.session.hint(chooser.options() if chooser is not None and chooser.active else None)
        if started:
            self._lasting_note(_(THINKING))
        self.refresh_hint_state()
        return started

    def _on_hint(self, hint) -> None:
        """The session's answer: the sentence stays in the status line until the position changes."""
        self._lasting_note(hint.sentence)
        if hint.action is None and self.scene is not None:  # a hint that rings nothing (Top 3: pick first)
            self._pointer = None
            self.scene.clear_hint()
        self.point_at(hint.action)
        self.refresh_hint_state()

    def _lasting_note(self, sentence: str) -> None:
        self._set_note(sentence, "info", transient=True)
        self._note_timer.stop()  # no time limit: it goes with the position

    # ---- the pointer -----------------------------------------------------------------------------
    def point_at(self, action: Any) -> bool:
        """Ring what to click for `action` on the table, for the position shown now; True when the
        scene could point at it."""
        if self.scene is None or action is None:
            return False
        self._pointer = (action, self._view)
        return self.scene.show_hint(action)

    def pointed_at(self) -> Any:
        """The action the ring points at for the position now, or None."""
        if self._pointer is None or self._pointer[1] is not self._view:
            return None
        return self._pointer[0]

    def _show_pointer(self) -> None:
        action = self.pointed_at()
        if action is None:
            self._pointer = None
        elif self.scene is not None and not self._animating:
            self.scene.show_hint(action)

    def set_guide(self, guide: "Callable[[], tuple[Any, str] | None] | None") -> None:
        """`guide()` answers a hint while it names a move (a lesson's step); None: the bot's hints."""
        self._guide = guide

    def is_settled(self) -> bool:
        """The position now is on the table and nothing moves (no hand-off cover in front of it)."""
        return (self.session is not None and self.scene is not None and not self._animating
                and not self.scene.busy and self.pages.currentWidget() is self.splitter)

    def _settled(self) -> None:
        """The table shows the position now and nothing moves: hints may be asked for, the lesson
        may point (`settled`); a screen reader reads the table anew and hears whose turn it is."""
        self.refresh_hint_state()
        if self.view is not None and self.scene is not None:
            from app.ui.qt_table_access import table_changed

            table_changed(self.view)
            if self.pages.currentWidget() is self.splitter:
                self.speaker.turn(self._acting, self.human_legal(), self.names,
                                  self.with_names(str(self.current_view().get("status", ""))))
        if self.session is not None and not self._animating:
            self.settled.emit()

    # ---- the banner above the table --------------------------------------------------------------
    def set_banner(self, banner: QWidget | None) -> None:
        """Show `banner` above the table (None: none); it goes when the screen detaches its session."""
        old, self.banner = self.banner, banner
        if old is not None and old is not banner:
            self.table_layout.removeWidget(old)
            old.hide()
            old.deleteLater()
        if banner is not None:
            banner.setParent(self.table_host)
            self.table_layout.insertWidget(0, banner)
            banner.show()

    def _detach_hints(self) -> None:
        self._pointer = None
        self._hint_ok = None
        self._guide = None
        self.set_banner(None)
        self.hintAvailable.emit(False)
