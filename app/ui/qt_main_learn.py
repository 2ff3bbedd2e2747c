"""The main window's Hint action and Learn to play, as a mixin of MainWindow (app/ui/qt_main_window.py):
the window only makes the action and connects the launcher's "Learn to play"; the table screen asks
for the hint (app/ui/qt_table_hints.py) and app/ui/qt_tutorial.py runs the lesson."""

from __future__ import annotations

from typing import Any

from app.core.i18n import N_, _

HINT_TIP = N_("What would the strongest computer player do? (shown on the table, with why)")
#: Ctrl+H (no game's table key has Ctrl), and F2, which no table uses either
HINT_KEYS = ("Ctrl+H", "F2")


class LearnAndHints:
    """Needs MainWindow's `_action`, `session`, `stack`, `table`, `show_launcher`, `new_game`."""

    _lesson: Any = None

    def _add_hint_action(self, menu, toolbar) -> None:
        """Help > Hint and the toolbar's Hint, greyed until the player at the screen may move."""
        self.hint_action = self._action(_("&Hint"), self.ask_hint, HINT_KEYS[0], _(HINT_TIP), *HINT_KEYS[1:])
        self.hint_action.setEnabled(False)
        after = menu.actions()
        at = after.index(self.rules_action) + 1 if self.rules_action in after else len(after)
        menu.insertAction(after[at] if at < len(after) else None, self.hint_action)  # after Rules
        toolbar.addAction(self.hint_action)

    def _wire_table_hints(self, table) -> None:
        table.hintAvailable.connect(self.hint_action.setEnabled)

    def ask_hint(self) -> None:
        """Help > Hint: the table asks the session (the answer comes back without blocking)."""
        if self.session is not None and self._table is not None and self.stack.currentWidget() is self._table:
            self._table.ask_hint()

    # ---- Learn to play ------------------------------------------------------------------------------
    def start_tutorial(self, game_id: str, which: int | None = None) -> None:
        """The launcher's "Learn to play": the game's lesson on the table (a message if it has none);
        where the game has several, the `which`-th, or the one the player chooses."""
        from app.ui import qt_tutorial

        run = qt_tutorial.start(self, game_id, which)
        if run is not None or self.lesson is None:
            self._lesson = run

    @property
    def lesson(self):
        """The lesson running on the table (app/ui/qt_tutorial.TutorialRun), or None."""
        run = self._lesson
        return run if run is not None and self.session is not None and run.session is self.session else None

    def leave_tutorial(self) -> None:
        """Back to the launcher; the lesson wrote no save, so nothing else changes."""
        self._lesson = None
        self.show_launcher()

    def real_game(self, game_id: str) -> None:
        """"Play a real game": the lesson ends, the game's new-game dialog opens."""
        self.leave_tutorial()
        self.new_game(game_id)
