"""Game > Host a table… and Game > Join a table… (issue 28): the main window hosts a table on a thread,
its own seat joins over loopback, another computer joins with the address and code the wait dialog shows,
and the game is played to its end on the window's table; a window joins a table another host serves
through the join dialog. Saving is refused (the host keeps the game), leaving closes a hosted table."""

from __future__ import annotations

import random
import re
import socket

from zeroconf import IPVersion

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.core import i18n
from app.games import registry
from app.host.server import HostedTable
from app.host.thread import HostThread
from app.ui.qt_main_window import MainWindow
from app.ui.qt_net_dialogs import JoinDialog, WaitDialog, table_url
from app.ui.qt_new_game import NewGameDialog
from tests.ui.test_remote_client import Scripted, play_to_the_end


def _window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    window.set_speed("off")
    window.advertise_tables = False  # the tests that look for tables on the LAN advertise their own
    return window


def _play_to_the_end(qtbot, window):
    play_to_the_end(qtbot, window.session, window.table, random.Random(4))


def test_a_window_hosts_a_table_another_computer_joins_and_they_play_to_the_end(qtbot, tmp_path):
    with i18n.use("en"):
        window = _window(qtbot)
        game = registry.info("top_oder_flop")  # what the launcher gives (Game > Host a table… there)
        dialog = NewGameDialog(game, {}, window, hosting=True)
        assert [row.kind.currentData() for row in dialog.rows] == ["human", "remote", "remote"]
        dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("easy"))
        dialog.rows[0].name.setText("Ana")
        assert dialog.problem() is None
        window.advertise_tables = True  # as the app does: the table is shown on the (here: loopback) network
        window.set_speed("normal")
        dialog.speed.setCurrentIndex(dialog.speed.findData("off"))
        window.start_hosting(game, dialog.choices(), bind="127.0.0.1", port=0)
        assert window.speed_key() == "off"  # the dialog's animation speed is the table's
        assert window._hosting.host._advertise == "Ana's table"
        waiting = window._waiting
        assert isinstance(waiting, WaitDialog) and waiting.isVisible()
        url, code = re.fullmatch(r"(ws://127\.0\.0\.1:\d+) code (\w{5}-\w{5})", waiting.join_line.text()).groups()
        host = window._hosting
        assert host.table.open_seats == [1]  # the window's seat is its own
        ben = Scripted(url, code, "Ben", "de", 2)
        ben.thread.start()
        qtbot.waitUntil(lambda: window.session is not None and window.stack.currentWidget() is window.table,
                        timeout=10000)
        assert not waiting.isVisible()
        assert [s.name for s in window.session.seats] == ["Ana", "Ben", dialog.seats()[2]["name"]]
        chosen = [seat["color"] for seat in dialog.seats()]  # the colours chosen in the dialog, on both screens
        assert [s.color for s in window.session.seats] == chosen
        qtbot.waitUntil(lambda: any(m["type"] == "seated" for m in ben.messages), timeout=5000)
        assert next(m for m in ben.messages if m["type"] == "seated")["colors"] == chosen
        assert not window.save_action.isEnabled() and not window.save_as_action.isEnabled()
        assert window.session.save() is False  # "saved by its host"
        _play_to_the_end(qtbot, window)
        assert ben.done.wait(10) and ben.messages[-1]["type"] == "over"
        assert host.table.table.is_over
        window.show_launcher()  # leaving closes the hosted table
        qtbot.waitUntil(lambda: not host.running, timeout=10000)
        assert window._hosting is None


def _fill_join(dialog_box: list, url: str, code: str, found: str | None = None) -> None:
    """In the modal join dialog: say what is missing, then pick the table `found` on the LAN (by its
    name in the list) or type `url`, and the code."""
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, JoinDialog):
        QTimer.singleShot(10, lambda: _fill_join(dialog_box, url, code, found))
        return
    dialog_box.append(dialog.problem())  # nothing typed yet
    if found is not None:
        items = [dialog.found.item(i) for i in range(dialog.found.count())]
        mine = [item for item in items if item.text().startswith(found)]
        if not mine:  # not listed yet
            dialog_box.pop()
            QTimer.singleShot(50, lambda: _fill_join(dialog_box, url, code, found))
            return
        dialog_box.append(mine[0].text())
        dialog.found.setCurrentItem(mine[0])  # fills the address
    else:
        dialog.address.setText(url)
    dialog.code.setText(code.lower())  # codes read as typed
    dialog.name.setText("Cleo")
    dialog.accept()


def test_a_window_joins_a_table_served_elsewhere_through_the_join_dialog(qtbot, tmp_path):
    with i18n.use("de"):
        table = HostedTable(registry.get("flip7"), ["remote", "remote", "easy"], seed=3,
                            save_path=tmp_path / "hosted.json")
        host = HostThread(table, bind="127.0.0.1", port=0, advertise=f"Tisch {id(table)}")
        port = host.start()
        window = _window(qtbot)
        window.lan = {"interfaces": ["127.0.0.1"], "ip_version": IPVersion.V4Only}
        box: list = []
        QTimer.singleShot(0, lambda: _fill_join(box, "", table.code, found=f"Tisch {id(table)}"))
        window.join_table()
        assert box and "Adresse" in box[0]  # the dialog says in German what is missing
        assert box[1] == f"Tisch {id(table)}: Flip 7, 3 Plätze, 2 frei"  # found on the LAN
        qtbot.waitUntil(lambda: table.open_seats == [1], timeout=10000)
        qtbot.waitUntil(lambda: "Platz 1" in window._waiting.text.text(), timeout=10000)
        other = Scripted(f"ws://127.0.0.1:{port}", table.code, "Dan", "en", 8)
        other.thread.start()
        qtbot.waitUntil(lambda: window.session is not None, timeout=10000)
        assert window.session.names[:2] == ["Cleo", "Dan"]
        _play_to_the_end(qtbot, window)
        assert window.table.log.sentences()[0] != other.messages[1]["lines"][0]  # German here, English there
        window.show_launcher()
        host.stop()


def test_an_address_as_typed_becomes_a_table_url():
    assert table_url(" 192.168.1.5 ") == "ws://192.168.1.5:47800"
    assert table_url("host.lan:5000") == "ws://host.lan:5000"
    assert table_url("wss://example.org:443") == "wss://example.org:443"


def test_the_host_dialog_asks_for_a_seat_here_and_one_for_another_computer(qtbot):
    with i18n.use("en"):
        dialog = NewGameDialog(registry.get("top3"), {}, None, hosting=True)
        qtbot.addWidget(dialog)
        for row in dialog.rows:
            row.kind.setCurrentIndex(row.kind.findData("remote"))
        assert "At this computer" in dialog.problem()
        dialog.rows[0].kind.setCurrentIndex(dialog.rows[0].kind.findData("human"))
        for row in dialog.rows[1:]:
            row.kind.setCurrentIndex(row.kind.findData("hard"))
        assert "Another computer" in dialog.problem()


def _answer_yes(asked: list) -> None:
    from PySide6.QtWidgets import QMessageBox

    box = QApplication.activeModalWidget()
    if not isinstance(box, QMessageBox):
        QTimer.singleShot(10, lambda: _answer_yes(asked))
        return
    asked.append(box.text())
    box.button(QMessageBox.StandardButton.Yes).click()


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")  # the loop stopped by the crash
def test_after_a_crash_the_join_menu_takes_the_seat_back_with_its_token(qtbot, tmp_path):
    from app.persistence import joined

    with i18n.use("en"):
        table = HostedTable(registry.get("top_oder_flop"), ["remote", "remote"], seed=5,
                            save_path=tmp_path / "hosted.json")
        host = HostThread(table, bind="127.0.0.1", port=0)
        port = host.start()
        first = _window(qtbot)
        first._join(f"ws://127.0.0.1:{port}", code=table.code, name="Ana")
        qtbot.waitUntil(lambda: table.open_seats == [1], timeout=10000)
        other = Scripted(f"ws://127.0.0.1:{port}", table.code, "Ben", "en", 1)
        other.thread.start()
        qtbot.waitUntil(lambda: first.session is not None, timeout=10000)
        kept = joined.recall()
        assert kept is not None and kept["seat"] == 0 and kept["game"] == "top_oder_flop"
        thread = first.session._client  # the window "crashes": its connection drops without a word

        def crash():  # as kill -9 does: the system closes the socket, the app says nothing more
            thread.client.socket.transport.get_extra_info("socket").shutdown(socket.SHUT_RDWR)
            thread._loop.stop()

        thread._loop.call_soon_threadsafe(crash)
        qtbot.waitUntil(lambda: table.seats[0].connection is None, timeout=10000)
        second = _window(qtbot)  # the app started again
        asked: list = []
        QTimer.singleShot(0, lambda: _answer_yes(asked))
        second.join_table()
        assert asked and "Top oder Flop" in asked[0]
        qtbot.waitUntil(lambda: second.session is not None, timeout=10000)
        assert second.session.seat == 0 and second.table.log.sentences()  # the table as it is, with its log
        _play_to_the_end(qtbot, second)
        assert joined.recall() is None  # the game ended: nothing to take back
        second.show_launcher()
        host.stop()


def test_a_kept_table_that_was_hand_edited_is_forgotten(tmp_path, monkeypatch):
    from app.persistence import joined, paths

    monkeypatch.setenv(paths.ENV_VAR, str(tmp_path))
    joined.remember("ws://10.0.0.2:47800", "a" * 43, "top3", 2)
    assert joined.recall() == {"url": "ws://10.0.0.2:47800", "token": "a" * 43, "game": "top3", "seat": 2}
    for text in ("[]", "{", '{"url": "file:///etc/passwd", "token": "aaaaaaaaaa", "game": "top3", "seat": 1}',
                 '{"url": "ws://x", "token": "../../x", "game": "top3", "seat": 1}',
                 '{"url": "ws://x", "token": "aaaaaaaaaa", "game": "top3", "seat": true}'):
        (tmp_path / joined.FILE).write_text(text)
        assert joined.recall() is None
    joined.forget()
    assert not (tmp_path / joined.FILE).exists()


def test_from_the_launcher_host_a_table_asks_which_game(qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    with i18n.use("en"):
        window = _window(qtbot)
        asked = []

        def choose(parent, title, label, items, current, editable):
            asked.append((title, list(items), current))
            return "Top 3", True

        monkeypatch.setattr(QInputDialog, "getItem", staticmethod(choose))
        opened = []
        monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog.game.id) or 0)
        window.host_table()
        assert asked and asked[0][0] == "Host a table" and "Top This!" in asked[0][1]
        assert opened == ["top3"]  # the host dialog of the game chosen
