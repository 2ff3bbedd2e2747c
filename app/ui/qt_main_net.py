"""Game > Host a table… and Game > Join a table… (issue 28), mixed into MainWindow.

Hosting runs the same host a server runs (app/host/server.py) on a thread of its own (app/host/
thread.py); the window's own seat joins it over loopback like every other computer, so that this
screen is given exactly what any joined computer is given: its seat's announcements
(app/session/remote_session.py). The other seats are computers that join with the address and code the
wait dialog shows, and computer players, which the host runs. The game starts when every seat has
its player; leaving the table (Back to Launcher, a new game, quitting) closes a hosted table for all.
"""

from __future__ import annotations

import random
from typing import Any

from app.core.i18n import _

#: a table's own autosave (not the game's Continue autosave: its seats are other computers)
HOSTED_AUTOSAVE = "hosted-{game}.json"


def _hosted_save(game):
    from app import persistence

    return persistence.data_dir() / HOSTED_AUTOSAVE.format(game=game.id)


class NetMenus:
    """Needs MainWindow's `_action`, `games`, `_open`, `_close_session`, `show_problem`, `session`,
    `save_action`, `save_as_action`, `game_for_new`."""

    _hosting: Any = None  # the HostThread of the table this window hosts, or None
    #: where the join dialog looks for tables (app/host/discovery.py's Browser: interfaces, ip_version)
    lan: dict = {}
    #: whether a hosted table is shown on the local network (zeroconf)
    advertise_tables = True
    _waiting: Any = None  # the WaitDialog shown until the game begins
    _join_line = ""  # the address and code of the table this window hosts

    def _add_net_actions(self, game_menu) -> None:
        self.host_action = self._action(_("&Host a table…"), self.host_table, None,
                                        _("Play with people at other computers: host a table for them"))
        self.join_action = self._action(_("&Join a table…"), self.join_table, None,
                                        _("Play at a table another computer hosts"))
        game_menu.addAction(self.host_action)
        game_menu.addAction(self.join_action)

    # ---- hosting ------------------------------------------------------------------------------------
    def host_table(self) -> None:
        from app.ui.qt_new_game import NewGameDialog

        game = self.game_for_new() if self.session is not None else self._choose_game()
        if game is None or self._go_on_hosting(game):
            return
        dialog = NewGameDialog(game, {}, self, hosting=True)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.start_hosting(game, dialog.choices())

    def _choose_game(self):
        """From the launcher: which game the table is of (the focused tile's, or the first, offered first)."""
        from PySide6.QtWidgets import QInputDialog

        games = list(self.games)
        if not games:
            return None
        first = self.game_for_new()
        titles = [g.title for g in games]
        start = next((i for i, g in enumerate(games) if first is not None and g.id == first.id), 0)
        title, ok = QInputDialog.getItem(self, _("Host a table"), _("The game to play:"), titles, start, False)
        return games[titles.index(title)] if ok and title in titles else None

    def start_hosting(self, game, choices: dict, *, bind: str = "0.0.0.0", port: int | None = None) -> None:
        """Host `game` with the new-game dialog's `choices` (seats "human": played at this screen,
        "remote": another computer, or a computer player's level) and sit at it."""
        from app.host.server import HostedTable
        from app.ui.qt_main_window import _playable

        game = _playable(game)  # the launcher's GameInfo: its rules are imported now
        seats = choices["seats"]
        kinds = ["local" if seat["kind"] == "human" else seat["kind"] for seat in seats]
        seed = choices.get("seed")
        try:
            table = HostedTable(game, kinds, seed=random.SystemRandom().randrange(2**31) if seed is None else seed,
                                options=choices.get("options") or None, save_path=_hosted_save(game),
                                colors=[seat["color"] for seat in seats])
        except ValueError as problem:
            self.show_problem(_("Cannot host the table"), str(problem))
            return
        for record, seat in zip(table.seats, seats):
            if record.kind != "remote":  # a joining computer brings its player's name
                record.name = seat["name"]
        if choices.get("speed") in self.speed_actions:  # the dialog's animation speed, as for a new game
            self.set_speed(choices["speed"])
        self._host(table, bind, port)

    def _host(self, table, bind: str, port: int | None) -> None:
        """Serve `table` from a thread and show its wait dialog, then its game, at this screen."""
        from app.host.cli import lan_address
        from app.host.local import LocalLink
        from app.host.thread import HostThread
        from app.session.remote_session import RemoteSession
        from app.ui.qt_net_dialogs import DEFAULT_PORT

        port = DEFAULT_PORT if port is None else port
        here = [seat.name for seat in table.seats if seat.kind == "local"]
        lan = _("{name}'s table").format(name=here[0] if here else "Top Five") if self.advertise_tables else None
        try:
            host = HostThread(table, bind=bind, port=port, advertise=lan)
            try:
                port = host.start()
            except OSError:  # the usual port is taken (another table?): any free one
                host = HostThread(table, bind=bind, port=0, advertise=lan)
                port = host.start()
        except OSError as problem:
            self.show_problem(_("Cannot host the table"), str(problem))
            return
        line = _("{url} code {code}").format(url=f"ws://{lan_address(bind)}:{port}", code=table.code)
        self._stop_hosting()
        self._hosting = host
        self._join_line = line
        session = RemoteSession(link=lambda **calls: LocalLink(host, **calls))
        self._wait(session, _("Hosting a table of {game}").format(game=table.game.title),
                   _("Waiting for the other players. They choose Game > Join a table… and type:"), line)

    def _go_on_hosting(self, game, *, bind: str = "0.0.0.0", port: int | None = None) -> bool:
        """Offer to go on with this computer's unfinished hosted game of `game` (after a crash); True
        when it goes on."""
        from app.core import SaveFormatError
        from app.host.server import HostedTable, table_file
        from app.persistence import autosave
        from app.ui.qt_main_window import _playable

        game = _playable(game)
        save = _hosted_save(game)
        head = autosave.examine(save, game=game.id).head if table_file(save).exists() else None
        if not head or head.get("finished") or not self.confirm(_("Go on with the hosted game?"), _(
                "The table of {game} this computer hosted was not finished. Go on with it? The other "
                "computers take their seats again with Game > Join a table….").format(game=game.title)):
            return False
        try:
            table = HostedTable.resume(game, None, save)
        except SaveFormatError as problem:
            self.show_problem(_("Cannot host the table"), str(problem))
            return False
        self._host(table, bind, port)
        return True

    def leave_table(self) -> None:
        """Back to the launcher (Game > Back, the end screen's Back); a table this window hosts, still
        being played, closes for everyone: asked first."""
        session = self.session
        if (self._hosting is not None and session is not None and not session.is_over
                and not self.confirm(_("Close the table?"), _(
                    "You host this table: leaving closes it for everyone at it. (Game > Host a table… "
                    "goes on with it later.) Leave anyway?"))):
            return
        self.show_launcher()

    def _stop_hosting(self) -> None:
        host, self._hosting = self._hosting, None
        if host is not None:
            host.stop()

    # ---- joining ------------------------------------------------------------------------------------
    def join_table(self) -> None:
        from app.persistence import joined, settings
        from app.ui.qt_net_dialogs import JoinDialog

        kept = joined.recall()
        if kept is not None:
            from app.games import registry

            title = registry.get(kept["game"]).title if kept["game"] in registry.ids() else kept["game"]
            if self.confirm(_("Take your seat again?"), _(
                    "You left a game of {game} at {url} before its end. Take your seat there again?").format(
                    game=title, url=kept["url"])):
                self._join(kept["url"], token=kept["token"])
                return
            joined.forget()

        dialog = JoinDialog(settings.get_str("net_name", ""), self)
        browser = self._browse(dialog)
        try:
            accepted = dialog.exec() == JoinDialog.DialogCode.Accepted
        finally:
            if browser is not None:
                browser.close()
        if not accepted:
            return
        choices = dialog.choices()
        try:
            settings.put("net_name", choices["name"])
        except OSError:
            pass
        self._join(choices["url"], code=choices["code"], name=choices["name"])

    def _browse(self, dialog) -> Any:
        """The tables of the local network, shown in `dialog` as they are found (None: no browsing)."""
        try:
            from app.host.discovery import Browser
        except ImportError:
            return None
        from app.session.ui_relay import Poster

        post = Poster(dialog, lambda target, tables: target.set_found(tables))
        try:
            browser = Browser(on_change=post, **self.lan)
            browser.start()
        except Exception:  # noqa: BLE001 - no multicast here: the address and code still work
            return None
        return browser

    def _join(self, url: str, *, code: str | None = None, name: str = "", token: str | None = None,
              lang: str | None = None) -> None:
        """Join the table at `url` with its code (or take the seat back with its token); the host writes
        for this seat in `lang` (default: this window's language)."""
        from app.session.remote_session import RemoteSession

        self._wait(RemoteSession(url, code=code, name=name, token=token, lang=lang), _("Joining a table"),
                   _("Joining the table at {url}…").format(url=url))

    def _wait(self, session, title: str, text: str, join_line: str | None = None) -> None:
        """Show `session`'s table once its game begins; until then a dialog says what it waits for."""
        from app.ui.qt_net_dialogs import WaitDialog

        dialog = self._waiting = WaitDialog(title, text, join_line, self)
        session.seated.connect(lambda: None if join_line else dialog.say(
            _("You sit at seat {n}. The game starts when every seat has its player.").format(n=session.seat + 1)))
        session.started.connect(lambda: self._joined(session, dialog))
        session.ended.connect(lambda sentence: self._table_gone(session, dialog, sentence))
        dialog.cancelled.connect(lambda: self._give_up(session))
        session.join()
        dialog.open()

    def _joined(self, session, dialog) -> None:
        dialog.accept()
        self._waiting = None
        hosting, self._hosting = self._hosting, None  # the old session's close must not stop the new table
        self._close_session()
        self._hosting = hosting
        self._last_setup = None
        self.save_path = None
        self._open(session)
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(False)
        if self._hosting is not None and getattr(session, "here", None):  # the table's address, while it lasts
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QLabel

            banner = QLabel(_("Others join this table at {line}").format(line=self._join_line))
            banner.setObjectName("JoinLine")
            banner.setWordWrap(True)
            banner.setContentsMargins(6, 2, 6, 2)
            banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            banner.setAccessibleDescription(_("Address and code for the others"))
            self.table.set_banner(banner)

    def _give_up(self, session) -> None:
        self._waiting = None
        session.close(0)
        session.deleteLater()
        if self.session is not session:
            self._stop_hosting()

    def _table_gone(self, session, dialog, sentence: str) -> None:
        if self._waiting is dialog:
            self._waiting = None
            dialog.accept()
            session.deleteLater()
            self._stop_hosting()
            self.show_problem(_("Cannot join the table"), sentence)
        elif self.session is session:
            self.show_problem(_("The table is gone"), sentence)
            self.show_launcher()  # nothing more happens at that table
