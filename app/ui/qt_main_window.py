"""The main window: the launcher and the table screen in one stack, the menus, the toolbar and the
file dialogs (save, save as, load), and the glue that turns dialog choices into a GameSession."""

from __future__ import annotations

import inspect
import random
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, Qt
from PySide6.QtGui import QGuiApplication  # QAction, QKeySequence, QToolBar: when the menus are filled
from PySide6.QtWidgets import (
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from app import persistence
from app.core import SaveFormatError
from app.core.i18n import N_, _
from app.persistence import settings
from app.ui import qt_art
from app.ui.qt_launcher import LauncherWidget
from app.ui.qt_main_continue import ContinueMixin
from app.ui.qt_main_keys import DesktopKeys
from app.ui.qt_main_fit import WindowFit
from app.ui.qt_main_learn import LearnAndHints
from app.ui.qt_main_menus import LazyMenus
from app.ui.qt_main_net import NetMenus
from app.ui.qt_replay_entry import ReplayEntry

# imported when first used, after the launcher's first paint (see __getattr__ at the end): the new-game
# dialog (app/ui/qt_new_game.py), the message boxes and the file dialogs
_LATER = {"NewGameDialog": "app.ui.qt_new_game", "from_settings": "app.ui.qt_new_game",
          "SPEED_FACTORS": "app.ui.qt_new_game", "QFileDialog": "PySide6.QtWidgets",
          "QMessageBox": "PySide6.QtWidgets", "open_statistics": "app.ui.qt_statistics",
          "show_keys": "app.ui.qt_keys_help"}

FILE_FILTER = N_("Top Five saved game (*.topfive *.json)")
SAVE_SUFFIX = ".topfive"
APP_TITLE = "Top Five"  # a name: the same in every language
UNDO_TIP = N_("Take back your last decision")
REDO_TIP = N_("Play the move you took back again")
#: how long a computer player "thinks" at least, per animation speed, so that humans can follow
BOT_DELAYS_MS = {"normal": 700, "fast": 300, "off": 100}


def about_text(games) -> str:
    """The About box's text: the version, and each game's data credits (GameInfo.credits), translated."""
    from app import __version__

    text = _("Top Five {version}\n\nFive tabletop games for one computer or several.").format(version=__version__)
    for info in games:
        credits = getattr(info, "credits", ())
        if credits:
            lines = "\n".join("- " + _(line) for line in credits)
            text += "\n\n" + _("{game}: where the numbers come from").format(game=info.title) + "\n" + lines
    return text


def _registry_games() -> list:
    """What the launcher lists: every game's static metadata (its rules are imported on Start)."""
    from app.games import registry

    return registry.infos()


def _playable(game):
    """The Game of `game` (a Game, or a GameInfo from the launcher: its rules are imported now)."""
    if hasattr(game, "new_state"):
        return game
    from app.games import registry

    return registry.get(game.id)


def replayable(session) -> dict:
    """The options of `session` that a new game of the same players takes (Play again): the public
    ones (the first dealer, the start player), never set-up data bound to the old game's seed (Top
    This!'s recorded drop, a stacked deck)."""
    public = {o.name for o in session.game.info.public_options(len(session.seats))}
    return {k: v for k, v in dict(session.options).items() if k in public}


class MainWindow(LazyMenus, NetMenus, ContinueMixin, LearnAndHints, ReplayEntry, DesktopKeys, WindowFit, QMainWindow):
    def __init__(self, games: list | None = None, *, bot_delay_ms: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games = list(games) if games is not None else _registry_games()
        self.bot_delay_ms = bot_delay_ms
        self.session = None
        self.save_path: Path | None = None
        self._rules = None  # the rules dialog (app/ui/qt_rules.py), made when first shown
        self._last_setup: tuple | None = None  # (game, seats, options) for "Play again"
        self.setWindowTitle(APP_TITLE)
        shared = QGuiApplication.windowIcon()  # make_app painted it already: not twice at start-up
        self.setWindowIcon(shared if not shared.isNull() else qt_art.app_icon())

        self.launcher = LauncherWidget(self.games, self)
        self.launcher.newGameRequested.connect(self.new_game)
        self.launcher.continueRequested.connect(self.continue_game)
        self.launcher.loadRequested.connect(self.load_game)
        self.launcher.rulesRequested.connect(self.show_rules)
        self.launcher.learnRequested.connect(self.start_tutorial)
        self.launcher.quitRequested.connect(self.close)
        self._table = None  # the table screen, made when first needed (the launcher paints sooner)
        self._table_title = ""
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.launcher)
        self.setCentralWidget(self.stack)
        self._make_menus()
        em = self.fontMetrics().height()
        self.resize(int(em * 60), int(em * 40))
        geometry = settings.get_str("window_geometry", "")
        if geometry:
            try:
                self.restoreGeometry(QByteArray.fromHex(geometry.encode("ascii")))
            except (UnicodeEncodeError, ValueError):
                pass
        self.fit_on_screen()
        self.show_launcher()

    @property
    def table(self):
        """The table screen (app/ui/qt_table_screen.py), imported and built on first use."""
        if self._table is None:
            from app.ui.qt_table_screen import TableScreen

            table = self._table = TableScreen(self)
            table.titleChanged.connect(self._set_table_title)
            table.undoAvailable.connect(self._update_undo)
            table.playAgainRequested.connect(self.play_again)
            table.backRequested.connect(self.leave_table)
            self._wire_table_hints(table)
            table.end.watchReplay.connect(self.watch_replay)
            self.stack.addWidget(table)
        return self._table

    # ---- menus and toolbar ---------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, tip: str = "", *more_keys) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence  # types PySide builds on first use (their enums)

        action = QAction(text, self)
        if shortcut is not None:
            keys = [*QKeySequence.keyBindings(shortcut)] if isinstance(shortcut, QKeySequence.StandardKey) \
                else [QKeySequence(shortcut)]
            for key in map(QKeySequence, more_keys):  # the same command under another habit's key
                if key not in keys:
                    keys.append(key)
            action.setShortcuts(keys)
        action.setToolTip(tip or text.replace("…", "").replace("&", ""))
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)  # shortcuts work on every screen
        return action

    def _make_actions(self) -> None:
        if self._actions_made:
            return
        self._actions_made = True
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence
        from PySide6.QtWidgets import QToolBar, QToolButton

        self.new_action = self._action(_("&New game…"), self.new_game_here, QKeySequence.StandardKey.New,
                                       _("Start a new game (the new-game dialog)"))
        self.save_action = self._action(_("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(_("Save &As…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self.load_action = self._action(_("&Load…"), self.load_game, QKeySequence.StandardKey.Open)
        self.statistics_action = self._action(_("S&tatistics…"), lambda: __getattr__("open_statistics")(self))
        self.back_action = self._action(_("&Back to Launcher"), self.leave_table, "Ctrl+L")
        self.quit_action = self._action(_("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self._action(_("&Undo"), self.undo, QKeySequence.StandardKey.Undo,
                                        _(UNDO_TIP))
        self.redo_action = self._action(_("&Redo"), self.redo, QKeySequence.StandardKey.Redo, _(REDO_TIP),
                                        "Ctrl+Shift+Z", "Ctrl+Y")
        self.redo_action.setEnabled(False)
        self.rules_action = self._action(_("&Rules"), self.show_rules, "F1")
        self.keys_action = self._action(_("&Keys…"), lambda: __getattr__("show_keys")(self), "Shift+F1",
                                        _("The keys of the game being played, and the window's own"))
        self.full_screen_action = self._action(_("&Full screen"), self.toggle_full_screen, "F11")
        self.full_screen_action.setCheckable(True)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key, text in (("normal", _("&Normal")), ("fast", _("&Fast")), ("off", _("&Off (no animation)"))):
            action = QAction(text, self, checkable=True)
            action.triggered.connect(lambda _=False, k=key: self.set_speed(k))
            self.speed_group.addAction(action)
            self.speed_actions[key] = action
        game_menu, edit_menu, view_menu, help_menu = self._menus
        game_menu.addAction(self.new_action)
        self._add_net_actions(game_menu)
        game_menu.addSeparator()
        for action in (self.save_action, self.save_as_action, self.load_action, self.statistics_action):
            game_menu.addAction(action)
        self.add_replay_entries(game_menu)
        game_menu.addSeparator()
        game_menu.addAction(self.back_action)
        game_menu.addAction(self.quit_action)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        view_menu.addAction(self.full_screen_action)
        self.speed_menu = view_menu.addMenu(_("Animation &speed"))
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        from app.ui.qt_language import LanguageMenu

        self.language_menu = LanguageMenu(self)
        view_menu.addMenu(self.language_menu)
        from app.ui.qt_seat_palette_menu import SeatPaletteMenu

        self.seat_palette_menu = SeatPaletteMenu(self)
        view_menu.addMenu(self.seat_palette_menu)
        from app.ui import contrast
        from app.ui.qt_text_size import TextSizeMenu, refresh_table

        self.text_size_menu = TextSizeMenu(self)
        view_menu.addMenu(self.text_size_menu)
        contrast.watch(lambda: refresh_table(self))  # the system's contrast changed: the table's look too
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.keys_action)
        help_menu.addAction(_("&About Top Five"), self._about)

        self.toolbar = QToolBar(_("Game"), self)
        self.toolbar.setObjectName("GameToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addAction(self.back_action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.undo_action)
        self.toolbar.addAction(self.redo_action)
        self.toolbar.addAction(self.save_action)
        self.toolbar.addAction(self.load_action)
        self.toolbar.addAction(self.rules_action)
        self.speed_button = None  # the toolbar's Speed menu button, made when the toolbar is first shown
        self.toolbar.visibilityChanged.connect(self._add_speed_button)
        self._add_hint_action(help_menu, self.toolbar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        more = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")  # Qt's », in a narrow window
        if more is not None:
            more.setAccessibleName(_("More buttons"))
        # a hand-edited settings file may hold anything: get_str gives "normal" for what is not a speed
        self.speed_actions[settings.get_str("speed", "normal", choices=tuple(self.speed_actions))].setChecked(True)
        self.full_screen_action.setChecked(self.isFullScreen())
        self._in_game(self._in_game_now)  # the screen shown now: Save, Back and the toolbar as it needs
        self._add_refusal_keys()

    def _add_speed_button(self, visible: bool) -> None:
        """The toolbar's Speed button (before Rules), made when the toolbar is first shown (in a game):
        the launcher hides the toolbar, and a QToolButton is a type PySide builds on first use."""
        if not visible or self.speed_button is not None:
            return
        from PySide6.QtWidgets import QToolButton

        button = self.speed_button = QToolButton(self)
        button.setText(_("Speed"))
        button.setMenu(self.speed_menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.toolbar.insertWidget(self.rules_action, button)

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, _("About Top Five"), about_text(self.games))

    def speed_key(self) -> str:
        for key, action in self.speed_actions.items():
            if action.isChecked():
                return key
        return "normal"

    def set_speed(self, key: str) -> None:
        self.speed_actions[key].setChecked(True)
        if self._table is not None:
            from app.ui.qt_new_game import SPEED_FACTORS

            self._table.set_speed(SPEED_FACTORS[key])
        if self.session is not None and hasattr(self.session, "set_bot_delay"):
            self.session.set_bot_delay(self._bot_delay())
        try:
            settings.put("speed", key)
        except OSError:
            pass

    # ---- screens ----------------------------------------------------------------------------------
    def _in_game(self, on: bool) -> None:
        self._in_game_now = on
        if not self._actions_made:
            return  # _make_actions applies it
        for action in (self.save_action, self.save_as_action, self.back_action):
            action.setEnabled(on)
        if not on:
            self._update_undo(False)
        self.toolbar.setVisible(on)

    def _update_undo(self, ok: bool) -> None:
        """Enable Undo or grey it; either way its tip says what it does or why it cannot be used."""
        session = self._table.session if self._table is not None else None
        if ok:
            tip = _(UNDO_TIP)
        else:
            tip = (session.undo_problem() if session is not None else None) or _("There is no game to undo in.")
        self.undo_action.setEnabled(bool(ok))
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)
        self._update_redo()

    def _update_redo(self) -> None:
        """Redo likewise: enabled right after an undo, else greyed with the reason in its tip."""
        session = self._table.session if self._table is not None else None
        problem = session.redo_problem() if session is not None else _("There is no game to redo in.")
        self.redo_action.setEnabled(problem is None)
        tip = problem or _(REDO_TIP)
        self.redo_action.setToolTip(tip)
        self.redo_action.setStatusTip(tip)

    def _set_table_title(self, text: str) -> None:
        self._table_title = text
        self._show_title()

    def _show_title(self) -> None:
        """"Flip 7, round 2 — evening.topfive — Top Five" (the file name once the game is saved)."""
        if self._replay_screen is not None and self.stack.currentWidget() is self._replay_screen:
            return  # a replay is watched over the game: the window says so until it is closed
        if self.session is None and (self._table is None or self.stack.currentWidget() is not self._table):
            self.setWindowTitle(APP_TITLE)
            return
        parts = [self._table_title] if self._table_title else []
        if self.save_path is not None:
            parts.append(self.save_path.name)
        self.setWindowTitle(" — ".join([*parts, APP_TITLE]))

    def show_launcher(self) -> None:
        self._close_session()
        self.refresh_continue()
        self.stack.setCurrentWidget(self.launcher)
        self.setWindowTitle(APP_TITLE)
        self._in_game(False)

    def show_rules(self, game_id: str | None = None) -> None:
        if not game_id and self.session is not None:
            game_id = self.session.game.id
        if self._rules is None:
            from app.ui.qt_rules import RulesDialog

            self._rules = RulesDialog(self.games, game_id, self)
        elif game_id:
            self._rules.show_game(game_id)
        self._rules.show()
        self._rules.raise_()
        self._rules.activateWindow()

    def show_problem(self, title: str, sentence: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, title, sentence)

    # ---- starting, continuing, loading -----------------------------------------------------------
    def confirm(self, title: str, question: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self, title, question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def new_game(self, game_id: str) -> None:
        game = next(g for g in self.games if g.id == game_id)
        if not self.may_replace(game_id, _("Start a new game?"), _(
                "Your unfinished game of {name} ({when}) will be replaced by the new one. It is saved "
                "automatically, but the automatic save keeps one game of {name}: to keep this one, choose "
                "No and save it with Game > Save As first.\n\nStart a new game anyway?")):
            return
        from app.ui.qt_new_game import NewGameDialog, from_settings

        dialog = NewGameDialog(game, from_settings(settings.last_new_game(game_id)), self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.start_from_choices(game, dialog.choices())

    def start_from_choices(self, game, choices: dict) -> None:
        from app.persistence import SeatConfig
        from app.ui.qt_new_game import SPEED_FACTORS

        seats = [SeatConfig(s["name"], s["color"], s["kind"]) for s in choices["seats"]]
        try:
            settings.remember_new_game(
                game.id, players=len(seats), names=[s.name for s in seats], colors=[s.color for s in seats],
                kinds=[s.kind for s in seats], seed=choices.get("seed"),
                speed=SPEED_FACTORS[choices.get("speed", "normal")], options=choices.get("options"))
        except OSError:
            pass  # a full disk must not stop the game
        if choices.get("speed") in self.speed_actions:
            self.set_speed(choices["speed"])
        self.start_game(game, seats, choices.get("seed"), choices.get("options") or None)

    def start_game(self, game, seats: list, seed: int | None = None, options: dict | None = None) -> None:
        from app.session.game_session import GameSession

        game = _playable(game)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        try:  # made before the running game is closed, so a refusal leaves that game as it was
            session = GameSession.new(game, seats, seed, options, save_path=persistence.autosave_path(game.id),
                                      **self._session_kwargs(GameSession.new))
        except (ValueError, SaveFormatError) as exc:
            self.show_problem(_("Cannot start the game"), str(exc))
            return
        self._close_session()
        self.replacing(game.id)  # its unfinished game (another game's stays)
        self._last_setup = (game, list(seats), options)
        self.save_path = None
        self._open(session)

    def play_again(self) -> None:
        if getattr(self.session, "is_remote", False):  # a table of several computers: its host starts anew
            self.show_launcher()
            return
        if self._last_setup is None and self.session is not None:
            self._last_setup = (self.session.game, list(self.session.seats), replayable(self.session))
        if self._last_setup is None:
            self.show_launcher()
            return
        game, seats, options = self._last_setup
        self.start_game(game, seats, None, options or None)

    def load_game(self, path: str | Path | None = None, *, autosave: bool = False) -> None:
        if path is None:
            from PySide6.QtWidgets import QFileDialog

            start = str(self.save_path.parent if self.save_path else persistence.saves_dir())
            chosen, _filter = QFileDialog.getOpenFileName(self, _("Load a saved game"), start, _(FILE_FILTER))
            if not chosen:
                return
            path = chosen
        # the game goes on in its game's autosave; asked before the saved game is read
        game_id, target, own = self.autosave_target(path)
        if not own and not self.may_replace(game_id, _("Load a saved game?"), _(
                "Your unfinished game of {name} ({when}) will be replaced by the saved one. It is saved "
                "automatically, but the automatic save keeps one game of {name}: to keep this one, choose "
                "No and save it with Game > Save As first.\n\nLoad it anyway?")):
            return
        from app.session.game_session import GameSession

        try:
            session = GameSession.load(Path(path), save_path=target, **self._session_kwargs(GameSession.load))
        except SaveFormatError as exc:
            self.show_problem(_("Cannot load the game"), str(exc))
            if self.session is None:
                self.refresh_continue()
            return
        self._close_session()
        if not own:
            self.replacing(session.game.id, loaded_from=path, going_on=session)
        self.save_path = None if autosave or own else Path(path)
        self._last_setup = (session.game, list(session.seats), replayable(session))
        self._open(session)

    def _bot_delay(self) -> int:
        return self.bot_delay_ms if self.bot_delay_ms is not None else BOT_DELAYS_MS[self.speed_key()]

    def _session_kwargs(self, factory) -> dict:
        try:
            params = inspect.signature(factory).parameters
        except (TypeError, ValueError):
            return {}
        if "bot_delay_ms" in params or any(p.kind is p.VAR_KEYWORD for p in params.values()):
            return {"bot_delay_ms": self._bot_delay()}
        return {}

    def _open(self, session) -> None:
        from app.ui.qt_new_game import SPEED_FACTORS

        try:
            self.table.attach(session, SPEED_FACTORS[self.speed_key()])
        except (ImportError, AttributeError) as exc:
            session.close()
            session.deleteLater()
            self.show_problem(_("Cannot show the game"), _("The table of {game} cannot be shown ({problem}).")
                              .format(game=session.game.title, problem=exc))
            self.show_launcher()
            return
        self.session = session
        self.stack.setCurrentWidget(self.table)
        self._in_game(True)
        self._update_undo(bool(session.can_undo()))
        self._show_title()
        session.start()  # announces the deal (or the position and its log) and starts the bots
        self.after_open()

    def _close_session(self) -> None:
        session, self.session = self.session, None
        if self._table is not None:
            self._table.detach()
        if session is not None:
            # wait for a bot still thinking on the worker thread before the session goes away
            session.close(wait_ms=5000)
            session.deleteLater()
        self._stop_hosting()  # a table this window hosted closes with it

    # ---- in game ------------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.session is not None and self.stack.currentWidget() is self.table:
            self.table.undo()

    def redo(self) -> None:
        if self.session is not None and self.stack.currentWidget() is self.table:
            self.table.redo()
        self._update_redo()

    def new_game_here(self) -> None:
        """Game > New game: the new-game dialog of the game on the table (on the launcher, of the game
        whose tile has the keyboard focus; else of the last one played, else of the newest unfinished
        one, else the first game); new_game asks first when an unfinished game would be replaced."""
        game = self.game_for_new()
        if game is not None:
            self.new_game(game.id)

    def game_for_new(self):
        """The game a new game (or a hosted table) is of, as New game chooses it (None: no game)."""
        focused = self.focused_game()
        game = (self.session.game if self.session is not None
                else next((g for g in self.games if g.id == focused), None) if focused is not None
                else self._last_setup[0] if self._last_setup is not None else None)
        if game is None:
            newest = self.newest_unfinished(self.unfinished_games())
            game = next((g for g in self.games if g.id == newest), None)
        return game or (self.games[0] if self.games else None)

    def toggle_full_screen(self) -> None:
        """F11: full screen and back to the window as it was (maximised or not)."""
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange and self.__dict__.get("_actions_made"):
            self.full_screen_action.setChecked(self.isFullScreen())

    def save(self) -> None:
        if self.session is None:
            return
        if self.save_path is None:
            self.save_as()
            return
        self._write(self.save_path)

    def save_as(self, path: str | Path | None = None) -> None:
        if self.session is None:
            return
        if path is None:
            from PySide6.QtWidgets import QFileDialog

            start = str(persistence.saves_dir() / f"{self.session.game.id}{SAVE_SUFFIX}")
            chosen, _filter = QFileDialog.getSaveFileName(self, _("Save the game"), start, _(FILE_FILTER))
            if not chosen:
                return
            path = chosen
        path = Path(path)
        if path.suffix.lower() not in (SAVE_SUFFIX, ".json"):
            path = path.with_name(path.name + SAVE_SUFFIX)
        if self._write(path):
            self.save_path = path
            self._show_title()

    def _write(self, path: Path) -> bool:
        if not self.session.save(path):  # the session said why in its `error` sentence
            self.show_problem(_("Cannot save the game"), _("The game could not be saved to {path}.").format(path=path))
            return False
        # in the table's status line only: a window status bar appearing would shrink the table
        self.table.show_info(_("Saved to {file}.").format(file=path.name))
        return True

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        try:
            settings.put("window_geometry", bytes(self.saveGeometry().toHex()).decode("ascii"))
        except OSError:
            pass
        self._close_session()
        if self._rules is not None:
            self._rules.close()
        super().closeEvent(event)


def __getattr__(name: str):
    """The names imported after the first paint (_LATER), for code that reads them from this module."""
    if name in _LATER:
        import importlib

        return getattr(importlib.import_module(_LATER[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
