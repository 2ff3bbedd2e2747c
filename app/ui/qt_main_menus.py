"""The main window's menus made in two steps (mixed into MainWindow, issue 14): the menu bar's titles
for the launcher's first frame, and the actions, shortcuts, toolbar and language menu right after
that first paint (MainWindow._make_actions), or as soon as one of them is read or a menu opens."""

from __future__ import annotations

from PySide6.QtCore import QEvent

from app.core.i18n import _


_LATEST_MS = 1500  # the menus' actions are made by then even without a first paint


class LazyMenus:
    """Needs MainWindow's `launcher`, `menuBar()` and `_make_actions()` (which sets `_actions_made`)."""

    #: what _make_actions makes: read before it ran (a test, a call before the first paint), it runs first
    _MADE_LATER = frozenset({
        "new_action", "save_action", "save_as_action", "load_action", "statistics_action", "back_action",
        "quit_action", "undo_action", "redo_action", "rules_action", "keys_action", "full_screen_action", "speed_group",
        "speed_actions", "speed_menu", "language_menu", "toolbar", "speed_button", "hint_action",
        "replay_action", "finished_menu", "host_action", "join_action"})

    def _make_menus(self) -> None:
        """The menu bar's titles, for the first frame; their actions (and shortcuts, the toolbar, the
        language menu) are made right after the launcher's first paint (_make_actions), or when one of
        them is first read, whichever comes first."""
        self._actions_made = False
        self._in_game_now = False
        bar = self.menuBar()
        self._menus = [bar.addMenu(title) for title in (_("&Game"), _("&Edit"), _("&View"), _("&Help"))]
        for menu in self._menus:  # a menu opened before: filled first (the lambda keeps the window alive
            menu.aboutToShow.connect(lambda: self._make_actions())  # as the actions' slots did before)
        from PySide6.QtCore import QTimer

        tiles = getattr(self.launcher, "tiles", None)
        if tiles:
            tiles[0].installEventFilter(self)  # eventFilter: its first paint schedules _make_actions
            # and if that tile is never painted (a window opened minimised or straight onto a table):
            QTimer.singleShot(_LATEST_MS, self, self._make_actions)  # a no-op once they are made
        else:
            QTimer.singleShot(0, self, self._make_actions)  # with the window as context: dropped if it is gone

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and not self._actions_made:
            obj.removeEventFilter(self)
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, self._make_actions)  # after this paint: the first frame goes out first
        return False

    def __getattr__(self, name: str):
        if name in LazyMenus._MADE_LATER and not self.__dict__.get("_actions_made", True):
            self._make_actions()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

