"""Issue 29, the widgets around the table: every widget a screen reader stops at says what it is.

Each screen (the launcher and the menus, the new-game dialog of each game, the Statistics window with
its figures and its chart, a replay's bar, the score sheet, the log and the status line beside a running
table, the end-of-game screen, the rules, a lesson's banner, Join a table and the wait for players, the
hand-off cover) is built in English and in German and its accessibility tree is walked from the top
(`QAccessible.queryAccessibleInterface`, as a screen reader does through Qt's bridge). A widget a player
works or reads (a button, a field, a list, a table, a slider, a picture, a widget the app paints itself)
with an empty name is listed; so is a painted widget without a description of what it shows, and a label
whose name hides its text (a QLabel has no text of its own for a screen reader: its name is all it
says, so "Status" in place of the status sentence said nothing of the game). The game's
table (the QGraphicsView and its scene) is its own tree (issue 29's table part) and is not walked here.
Load… and Save As… open Qt's own file dialog, the About box and the questions are Qt's message boxes:
Qt names their parts."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QGraphicsView, QLabel, QToolButton, QWidget

from app.games import registry
from app.persistence import SeatConfig, settings, stats
from tests.ui.test_ui_german import language

Role = QAccessible.Role
#: what a player works or reads: it says nothing without a name
NAMED = {Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.SpinBox, Role.EditableText,
         Role.List, Role.ListItem, Role.Table, Role.Tree, Role.Slider, Role.Dial, Role.ProgressBar, Role.PageTab,
         Role.PageTabList, Role.ButtonMenu, Role.ButtonDropDown, Role.Graphic, Role.Chart, Role.Canvas,
         Role.MenuItem, Role.ColumnHeader, Role.RowHeader, Role.Cell}
NAMES = ["Ana", "Ben", "Cleo"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a"]


def painted(obj) -> bool:
    """Whether the app paints `obj` itself (a paintEvent of its own): Qt cannot know what it shows."""
    return any("paintEvent" in vars(k) for k in type(obj).__mro__ if k.__module__.startswith("app."))


def shown_text(label: QLabel) -> str:
    """What `label` shows as plain words (without rich text's tags and the "&" of a shortcut)."""
    text = re.sub(r"<[^>]+>", "", label.text()) if label.textFormat() != Qt.TextFormat.PlainText else label.text()
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def _label(iface) -> str:
    obj = iface.object()
    kind = type(obj).__name__ if obj is not None else "?"
    name = obj.objectName() if isinstance(obj, QWidget) and obj.objectName() else ""
    return f"{iface.role().name} {kind}{' #' + name if name else ''}"


def silent(root) -> list[str]:
    """The widgets under `root` (itself included) a screen reader finds without a name, or, painted by
    the app, without a description; each as "role class: what is missing (where)"."""
    QAccessible.setActive(True)
    found: list[str] = []

    def walk(iface, path: str, depth: int) -> None:
        obj = iface.object()
        if isinstance(obj, QGraphicsView) or depth > 40:
            return  # the table: its own tree (the lead's part of issue 29)
        if iface.state().invisible:
            return  # not on the screen (a closed combo box's list, a page of a stack not shown)
        name = iface.text(QAccessible.Text.Name).strip()
        here = f"{path} > {_label(iface)}" if path else _label(iface)
        if not name and (iface.role() in NAMED or painted(obj)):
            found.append(f"{_label(iface)}: no name ({path})")
        elif isinstance(obj, QLabel) and shown_text(obj) not in name:
            found.append(f"{_label(iface)} {name!r}: the name hides its text {shown_text(obj)!r} ({path})")
        elif painted(obj) and not iface.text(QAccessible.Text.Description).strip() \
                and iface.role() not in (Role.StaticText, Role.Graphic):
            found.append(f"{_label(iface)} {name!r}: no description ({path})")
        for k in range(iface.childCount()):
            child = iface.child(k)
            if child is not None:
                walk(child, here, depth + 1)

    walk(QAccessible.queryAccessibleInterface(root), "", 0)
    return found


def accessible(root):
    QAccessible.setActive(True)
    return QAccessible.queryAccessibleInterface(root)


# ---- the screens -----------------------------------------------------------------------------------

def _main_window(qtbot):
    from app.ui.qt_main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1100, 750)
    window.show()
    window.set_speed("off")
    window.show_problem = lambda title, sentence: pytest.fail(f"{title}: {sentence}")
    return window


def launcher(qtbot):
    import datetime

    window = _main_window(qtbot)
    window.launcher.set_unfinished({"flip7": datetime.datetime(2026, 3, 5, 14, 30)})
    return [window]


def new_game_dialogs(qtbot):
    from app.ui.qt_new_game import NewGameDialog

    dialogs = []
    for info in registry.infos():
        dialog = NewGameDialog(info, {"players": max(info.min_players, min(3, info.max_players))})
        qtbot.addWidget(dialog)
        dialog.show()
        dialogs.append(dialog)
    return dialogs


def _record_games():
    players = [{"name": n, "kind": "human" if n == "Ana" else "bot", "level": None if n == "Ana" else "hard"}
               for n in NAMES]
    for day, scores, winner in ((1, [120, 200, 90], 1), (2, [210, 150, 60], 0), (3, [205, 100, 180], 0)):
        assert stats.record({"key": f"k{day}", "game": "flip7", "finished_at": f"2025-04-{day:02d}T09:00:00+00:00",
                             "outcome": "finished", "players": players, "scores": scores, "winners": [winner],
                             "rounds": 5, "moves": 50, "seconds": 300.0, "hints": []}) is None
    settings.remember_new_game("flip7", players=3, names=NAMES, colors=COLORS, kinds=["human", "hard", "hard"])


def statistics(qtbot):
    from tests.support.statistics_window import dialog_for

    _record_games()
    dialog = dialog_for(qtbot, "flip7")
    return [dialog, lambda: dialog.tabs.setCurrentWidget(dialog.overview), dialog]


def replay(qtbot):
    from app.session.replay import ReplaySession
    from app.ui.qt_replay import ReplayScreen
    from tests.session.replay_helpers import played

    game, state, seats = played("top_oder_flop", 1)
    screen = ReplayScreen()
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    screen.show()
    screen.attach(ReplaySession(game, state.num_players, state.seed, state.options, state.history, seats), 0.0)
    screen.go_to(5)
    return [screen]


def _table(qtbot, game_id="flip7", kinds=("human", "normal", "normal")):
    window = _main_window(qtbot)
    seats = [SeatConfig(name, color, kind) for name, color, kind in zip(NAMES, COLORS, kinds)]
    window.start_game(registry.get(game_id), seats, 5)
    qtbot.waitUntil(lambda: window.session is not None and bool(window.table.log.sentences()), timeout=5000)
    return window


def running_table(qtbot):
    window = _table(qtbot)
    window.table.sheet.update_from({"rounds": [[12, 0, 7]], "totals": [12, 0, 7], "round_in_progress": [3, 0, 0]})

    def narrow():  # the toolbar's » shows the buttons there is no room for (narrower in English)
        more = window.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        for width in range(600, 300, -20):
            window.resize(width, 600)
            QApplication.processEvents()
            if more.isVisible():
                return
        pytest.fail("the toolbar's » did not show")

    return [window.table, window.toolbar, narrow, window.toolbar]


def hand_off(qtbot):
    from app.ui.qt_handoff import HandoffCover

    cover = HandoffCover()
    qtbot.addWidget(cover)
    cover.show_for("Ben")
    cover.say("Ben has not moved yet.")
    cover.show()
    return [cover]


def end_of_game(qtbot):
    from app.ui.qt_end_of_game import EndOfGameWidget
    from tests.ui.test_end_screen_fit import _top_this_tie_view

    widget = EndOfGameWidget()
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show_result("Top This!", NAMES, COLORS, _top_this_tie_view())
    widget.show()
    return [widget]


def rules(qtbot):
    from app.ui.qt_rules import RulesDialog

    dialog = RulesDialog(registry.infos(), "top_pop")
    qtbot.addWidget(dialog)
    dialog.show()
    return [dialog]


def lesson(qtbot):
    window = _main_window(qtbot)
    window.start_tutorial("flip7", 0)
    qtbot.waitUntil(lambda: window.lesson is not None and window.lesson.banner.isVisible(), timeout=5000)
    return [window.lesson.banner, window.table]


def network(qtbot):
    from types import SimpleNamespace

    from app.ui.qt_net_dialogs import JoinDialog, WaitDialog

    join = JoinDialog("Ana")
    qtbot.addWidget(join)
    join.set_found([SimpleNamespace(name="Ben's table", game="top3", players=3, open_seats=[1],
                                    url="ws://192.168.1.5:47800")])
    join.show()
    wait = WaitDialog("Host a table", "Waiting for 1 player…", "ws://192.168.1.5:47800 code ABCDE-FGHJK")
    qtbot.addWidget(wait)
    wait.show()
    return [join, wait]


SCREENS = {"launcher": launcher, "new game": new_game_dialogs, "statistics": statistics, "replay": replay,
           "table": running_table, "hand-off": hand_off, "end of game": end_of_game, "rules": rules,
           "lesson": lesson, "network": network}


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_widget_a_screen_reader_stops_at_says_what_it_is(qtbot, screen, code):
    with language(code):
        roots = SCREENS[screen](qtbot)
        missing = []
        for root in roots:  # a widget is walked; a step between (another tab) is taken
            missing += silent(root) if isinstance(root, QWidget) else root() or []
    assert roots and not missing, f"{screen} ({code}): {len(missing)} silent widgets:\n" + "\n".join(missing)


# ---- what the tables, the chart and the log read ------------------------------------------------------

def _cells(table) -> dict[str, str]:
    """The accessible children of `table` by role: "column headers", "row headers", "cells" -> names."""
    iface = accessible(table)
    out: dict[str, list[str]] = {}
    for k in range(iface.childCount()):
        child = iface.child(k)
        out.setdefault(child.role().name, []).append(child.text(QAccessible.Text.Name))
    return out


def said_of_cell(table, row: int, column: int) -> tuple[str, str, str]:
    """(its row's header, its column's header, the cell) as a screen reader reads the cell."""
    iface = accessible(table)
    for k in range(iface.childCount()):
        cell = iface.child(k).tableCellInterface()
        if cell is not None and (cell.rowIndex(), cell.columnIndex()) == (row, column):
            names = [[h.text(QAccessible.Text.Name) for h in cell.rowHeaderCells()],
                     [h.text(QAccessible.Text.Name) for h in cell.columnHeaderCells()]]
            return names[0][0], names[1][0], iface.child(k).text(QAccessible.Text.Name)
    raise AssertionError(f"no cell {row}, {column}")


def test_the_score_sheet_reads_whole_names_and_rounds_even_where_it_shows_them_cut(qtbot):
    from app.ui.qt_score_sheet import ScoreSheet

    names = ["Anastasia Alexandrowna", "Ben", "Cleo"]
    for code, rnd, live, total in (("en", "Round 1", "Round 2, in progress", "Total"),
                                   ("de", "Runde 1", "Runde 2, läuft noch", "Summe")):
        with language(code):
            sheet = ScoreSheet(names, COLORS, short_when_narrow=True)
            qtbot.addWidget(sheet)
            sheet.resize(160, 300)  # narrow: "R1", "Σ" and "Ana…" on the screen
            sheet.show()
            sheet.update_from({"rounds": [[12, 0, 7]], "totals": [15, 0, 7], "round_in_progress": [3, 0, 0]})
            assert sheet.header_text(0) != names[0] and sheet.verticalHeaderItem(0).text() != rnd  # cut
            read = _cells(sheet)
            assert read["ColumnHeader"] == names
            assert read["RowHeader"] == [rnd, live, total]
            assert read["Cell"] == ["12", "0", "7", "3", "0", "0", "15", "0", "7"]
            assert said_of_cell(sheet, 0, 0) == (rnd, names[0], "12")  # "Round 1, Anastasia …: 12"
            assert said_of_cell(sheet, 2, 1) == (total, "Ben", "0")


def test_the_chart_says_in_words_whose_scores_it_draws(qtbot):
    _record_games()
    from tests.support.statistics_window import dialog_for

    with language("en"):
        dialog = dialog_for(qtbot, "flip7")
        said = accessible(dialog.chart).text(QAccessible.Text.Description)
        assert said == ("Scores of the last 3 games, oldest first. Ana: 120, 210, 205. Ben: 200, 150, 100. "
                        "Cleo: 90, 60, 180.")
    with language("de"):
        dialog = dialog_for(qtbot, "flip7")
        said = accessible(dialog.chart).text(QAccessible.Text.Description)
        assert said.startswith("Punkte der letzten 3 Partien, die älteste zuerst. Ana: 120, 210, 205.")


def test_the_log_reads_a_sentence_a_line(qtbot):
    window = _table(qtbot)
    log = window.table.log
    iface = accessible(log)
    assert iface.text(QAccessible.Text.Name) == "Game log" and iface.state().readOnly and iface.state().multiLine
    text = iface.textInterface()
    assert text.text(0, text.characterCount()).split("\n") == log.sentences()
