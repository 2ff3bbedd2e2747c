"""The main window's replays (a mixin of MainWindow, kept here so that the window stays small):
"Watch the replay" on the end-of-game screen, Game > "Watch a replay…" (a save file), and the way back
to where the player came from: the launcher, the end-of-game screen, or the game being played, which
waits behind the replay exactly as it was (`GameSession.set_held`: no bot moves meanwhile). The replay
screen (app/ui/qt_replay.py) is imported when first used, not to paint the launcher."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from app.core.i18n import N_, _

REPLAY_ACTION = N_("&Watch a replay…")
REPLAY_TIP = N_("Step through a saved game move by move")
FINISHED_MENU = N_("Replay a &finished game")


class ReplayEntry:
    """The main window's replays (mixed into MainWindow): `watch_replay()` of the game just finished
    and `watch_replay_file(path)` of a save; closing a replay goes back to where the player was."""

    _replay_screen = None
    _replay_return = None

    def add_replay_entries(self, menu) -> None:
        """Game > Watch a replay… (a save file) and Game > Replay a finished game (the automatic save of
        each game whose last game was played to its end), filled each time the menu opens."""
        self.replay_action = self._action(_(REPLAY_ACTION), self.watch_replay_file, None, _(REPLAY_TIP))
        menu.addAction(self.replay_action)
        self.finished_menu = menu.addMenu(_(FINISHED_MENU))
        self.finished_menu.menuAction().setVisible(False)
        menu.aboutToShow.connect(self.fill_finished_menu)

    def finished_games(self) -> list[tuple[str, Path, list[str]]]:
        """(game title, its automatic save, the players' names) of each game whose autosave holds a
        finished game."""
        from app.persistence import paths, saves

        found = []
        for game in self.games:
            path = paths.autosave_path(game.id)
            head = saves.peek_save(path)
            if head and head.get("finished") and head.get("game") == game.id:
                found.append((game.title, path, list(head.get("names") or [])))
        return found

    def fill_finished_menu(self) -> None:
        from app.core import i18n

        menu = self.finished_menu
        menu.clear()
        for title, path, names in self.finished_games():
            text = _("{game} with {names}").format(game=title, names=i18n.join(names)) if names else title
            action = menu.addAction(text)
            action.triggered.connect(lambda _=False, path=path: self.watch_replay_file(path))
        menu.menuAction().setVisible(bool(menu.actions()))

    @property
    def replay_screen(self):
        """The replay screen (app/ui/qt_replay.py), imported and built on first use."""
        if self._replay_screen is None:
            from app.ui.qt_replay import ReplayScreen

            screen = self._replay_screen = ReplayScreen(self)
            screen.closeRequested.connect(self.close_replay)
            self.stack.addWidget(screen)
            self.stack.currentChanged.connect(self._left_replay)
        return self._replay_screen

    def watch_replay(self) -> None:
        """The replay of the game on the table (the end-of-game screen's "Watch the replay")."""
        from app.session.replay import ReplaySession

        session = self.session
        if session is None or getattr(session, "is_remote", False):  # a shared table: the host has the moves
            return
        self._show_replay(ReplaySession.from_session(session))

    def watch_replay_file(self, path: str | Path | None = None) -> None:
        """Game > Watch a replay…: a save file chosen in a dialog (or `path`)."""
        from app.core import SaveFormatError
        from app.persistence import autosave as autosave_files
        from app.session.replay import ReplaySession

        if path is None:
            path = self._ask_replay_file()
            if not path:
                return
        try:
            saved, _note = autosave_files.load_for(Path(path), None)  # an autosave: with its move log
            replay = ReplaySession.from_saved(saved)
        except (SaveFormatError, ValueError) as exc:  # the usual message of a save that cannot be read
            self.show_problem(_("Cannot load the game"), str(exc))
            return
        self._hold_game(True)  # a game being played waits behind the replay, its bots too
        self._show_replay(replay)

    def _ask_replay_file(self) -> str:
        from PySide6.QtCore import QUrl
        from PySide6.QtWidgets import QFileDialog

        from app import persistence
        from app.ui.qt_main_window import FILE_FILTER

        dialog = QFileDialog(self, _("Watch a replay of a saved game"), str(persistence.saves_dir()), _(FILE_FILTER))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        # the automatic saves (finished games too) are in the data folder, beside the saves
        dialog.setSidebarUrls([*dialog.sidebarUrls(), QUrl.fromLocalFile(str(persistence.data_dir()))])
        if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return ""
        return dialog.selectedFiles()[0]

    def _show_replay(self, replay) -> None:
        screen = self.replay_screen
        if self.stack.currentWidget() is not screen:
            self._replay_return = (self.stack.currentWidget(), self.toolbar.isVisible(), self.windowTitle())
        try:
            screen.attach(replay)  # at the speed chosen on its bar
        except (ImportError, AttributeError) as exc:
            replay.deleteLater()
            self.show_problem(_("Cannot show the game"), _("The table of {game} cannot be shown ({problem}).")
                              .format(game=replay.game.title, problem=exc))
            self.close_replay()
            return
        self.stack.setCurrentWidget(screen)
        self.toolbar.setVisible(False)
        self.setWindowTitle(" — ".join([_("Replay of {game}").format(game=replay.game.title), "Top Five"]))
        screen.setFocus(Qt.FocusReason.OtherFocusReason)

    def _hold_game(self, held: bool) -> None:
        """The game on the table waits (held) while a replay is watched over it, or goes on."""
        session = self.session
        if session is not None and hasattr(session, "set_held") and not (held and session.is_over):
            session.set_held(held)

    def _left_replay(self, _index: int) -> None:
        """Another screen came up (Back to Launcher, a new game): the replay stops."""
        screen = self._replay_screen
        if screen is not None and self.stack.currentWidget() is not screen and screen.replay is not None:
            replay = screen.replay
            screen.detach()
            replay.deleteLater()
            self._replay_return = None
            self._hold_game(False)

    def close_replay(self) -> None:
        """Back to where the replay was opened from: the launcher, the end-of-game screen, or the game
        being played, exactly as it was (it goes on from there)."""
        screen, back = self._replay_screen, self._replay_return
        self._replay_return = None
        if screen is not None:
            replay = screen.replay
            screen.detach()
            if replay is not None:
                replay.deleteLater()
        if back is None or back[0] is None:
            self.show_launcher()
            return
        widget, toolbar, title = back
        self.stack.setCurrentWidget(widget)
        self.toolbar.setVisible(toolbar)
        self.setWindowTitle(title)
        if widget is self._table:
            self._show_title()  # as the table says now
        if widget is self._table and self._table.view is not None:
            self._table.view.setFocus(Qt.FocusReason.OtherFocusReason)  # the table's keys again
        self._hold_game(False)
