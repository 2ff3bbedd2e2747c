"""Issue 13, replays on screen: the replay screen (the game's own table and a bar) steps through a
whole game of each of the five games with the keys and the buttons, back to the start, and jumps with
the slider, showing at every position the rules' view of `game.replay(..., actions[:i])` for the shown
seat and exactly the log up to that move. Also the entries: the end-of-game screen's "Watch the replay",
Game > "Watch a replay…" of a save, a damaged save's message, and the way back."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core import SaveFormatError, i18n
from app.persistence import saves
from app.session.replay import ReplaySession
from app.ui.qt_replay import ReplayScreen, move_label
from tests.session.replay_helpers import GAMES, expected, mover_seat, played


def _screen(qtbot, game_id, seed=1, size=(1000, 700), public=None):
    game, state, seats = played(game_id, seed)
    replay = ReplaySession(game, state.num_players, state.seed, state.options, state.history, seats, public=public)
    screen = ReplayScreen()
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    screen.attach(replay, 0.0)  # speed 0: every animation ends at once
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen, timeout=5000)
    return screen, replay


def _press(screen, key):
    QTest.keyClick(screen, key)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_forward_back_and_by_the_slider(qtbot, game_id):
    screen, replay = _screen(qtbot, game_id)
    exp = expected(game_id, 1)
    n = replay.moves
    bar = screen.bar

    def check(i):
        seat = mover_seat(exp.actors, i)
        view = exp.view(i, seat)
        assert replay.position == i
        assert screen.current_view() == view and screen.scene.view == view  # what the table draws
        assert not screen.scene.busy and screen.pages.currentWidget() is screen.splitter  # no end page
        assert screen.log.sentences() == exp.lines(i, exp.mover_of_move)
        assert screen.current_move_lines() == (exp.lines(i, exp.mover_of_move)[len(exp.lines(i - 1, exp.mover_of_move)):]
                                               if i else exp.lines(0, exp.mover_of_move))
        assert bar.slider.value() == i and bar.slider.maximum() == n and bar.where.text() == move_label(i, n)
        assert bar.forward.isEnabled() == (i < n) and bar.back.isEnabled() == (i > 0)

    check(0)
    for i in range(1, n + 1):  # forward: the Right key and the Forward button in turn
        if i % 2:
            _press(screen, Qt.Key.Key_Right)
        else:
            bar.forward.click()
        check(i)
    _press(screen, Qt.Key.Key_Right)  # nothing after the last move
    check(n)
    for i in range(n - 1, -1, -1):  # back: the Left key and the Back button in turn
        if i % 2:
            _press(screen, Qt.Key.Key_Left)
        else:
            bar.back.click()
        check(i)
    for i in sorted({n // 2, 1, n, n // 3, 0, 2 * n // 3}):
        bar.slider.setValue(i)  # as a drag of the slider does
        check(i)
    _press(screen, Qt.Key.Key_Home)
    check(0)
    _press(screen, Qt.Key.Key_End)
    check(n)
    bar.first.click()
    check(0)
    bar.last.click()
    check(n)


def test_play_runs_to_the_end_and_space_pauses(qtbot):
    screen, replay = _screen(qtbot, "top3", 2)
    screen.set_replay_speed(0.0)
    _press(screen, Qt.Key.Key_Space)
    assert replay.playing and screen.bar.play.text() == "Pause"
    qtbot.waitUntil(lambda: not replay.playing, timeout=20000)
    assert replay.position == replay.moves and screen.bar.play.text() == "Play"
    assert screen.log.sentences() == replay.log_lines() and screen.pages.currentWidget() is screen.splitter
    screen.bar.play.click()  # at the end: from the start again
    assert replay.playing and replay.position < replay.moves
    _press(screen, Qt.Key.Key_Space)
    assert not replay.playing


def test_a_click_on_the_table_plays_nothing(qtbot):
    screen, replay = _screen(qtbot, "flip7")
    screen.go_to(5)
    action = replay.actions[5]
    screen.scene.intent.emit(action)
    screen.scene.whyNot.emit(action)
    assert replay.position == 5 and screen.status_text() == "This is a replay."
    assert screen.scene.legal == [] and screen.human_legal() == []


def test_seen_by_offers_each_player_and_the_table(qtbot):
    screen, replay = _screen(qtbot, "top_oder_flop")
    combo = screen.bar.seen_by
    assert combo.isEnabled() and screen.bar.note.text() == ""
    assert [combo.itemText(i) for i in range(combo.count())] == ["Each player as they move", *replay.names,
                                                                  "Everyone (table)"]
    exp = expected("top_oder_flop", 1)
    screen.go_to(7)
    screen.set_seen_by(None)
    assert replay.view_seat() is None and screen.current_view() == exp.view(7, None)
    assert screen.log.sentences() == exp.lines(7, lambda k: None)
    combo.setCurrentIndex(combo.findData(1))
    combo.activated.emit(combo.currentIndex())  # as a choice in the list does
    assert replay.view_seat() == 1 and screen.current_view() == exp.view(7, 1)


def test_an_unfinished_game_is_replayed_as_everyone_sees_it(qtbot, tmp_path):
    game, state, seats = played("top_pop", 1)
    half = game.replay(state.num_players, state.seed, state.options, state.history[:9])
    path = tmp_path / "half.topfive"
    saves.save_game(path, game, half, seats)
    replay = ReplaySession.from_saved(saves.load_game(path))
    screen = ReplayScreen()
    qtbot.addWidget(screen)
    screen.attach(replay, 0.0)
    screen.show()
    combo = screen.bar.seen_by
    assert not combo.isEnabled() and combo.currentText() == "Everyone (table)"
    assert screen.bar.note.text() == "The game is not over: the replay shows only what every player may see."
    for i in range(10):
        screen.go_to(i)
        assert screen.current_view() == game.replay(half.num_players, half.seed, half.options,
                                                    half.history[:i]).view(None)


def test_top_this_flicks_glide_to_their_recorded_outcome_without_physics(qtbot, monkeypatch):
    import app.games.top_this.ui.anim as anim

    def no_physics(*args, **kwargs):
        raise AssertionError("the replay ran the physics")

    monkeypatch.setattr(anim, "PizzaTable", no_physics)
    monkeypatch.setattr(anim, "LivePhysics", no_physics)
    glides = []
    glide = anim._glide
    monkeypatch.setattr(anim, "_glide", lambda *a: glides.append(a[1]) or glide(*a))
    screen, replay = _screen(qtbot, "top_this")
    exp = expected("top_this", 1)
    flicks = [i for i, a in enumerate(replay.actions) if a.TYPE == "flick"][:4]
    screen.set_replay_speed(0.05)
    for i in flicks:
        screen.go_to(i)
        screen.step_forward()
        assert screen.scene.busy  # it animates
        qtbot.waitUntil(lambda: not screen.scene.busy, timeout=10000)
        seat = mover_seat(exp.actors, i + 1)
        assert screen.current_view() == exp.view(i + 1, seat) and screen.scene.view == exp.view(i + 1, seat)
        for disc in screen.current_view()["board"]:
            item = screen.scene.discs[disc["id"]]
            assert item.isVisible()
            at = screen.scene.to_px(disc["x"], disc["y"])
            assert abs(item.pos().x() - at.x()) < 0.5 and abs(item.pos().y() - at.y()) < 0.5
    assert len(glides) == len(flicks)


# ---- the entries in the main window ----------------------------------------------------------------------
@pytest.fixture
def window(qtbot):
    from app.ui.qt_main_window import MainWindow

    win = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(win)
    win.resize(1100, 750)
    win.show()
    yield win
    win.close()


def _finished_save(tmp_path, game_id="flip7"):
    game, state, seats = played(game_id, 1)
    path = tmp_path / f"{game_id}.topfive"
    saves.save_game(path, game, state, seats)
    return path, state


def test_the_end_of_game_screen_opens_the_replay_and_closing_goes_back(qtbot, window, tmp_path):
    path, state = _finished_save(tmp_path)
    window.load_game(path)
    table = window.table
    qtbot.waitUntil(lambda: table.pages.currentWidget() is table.end, timeout=5000)
    assert table.end.replay.text() == "Watch the replay"
    table.end.replay.click()
    screen = window.replay_screen
    assert window.stack.currentWidget() is screen and not window.toolbar.isVisible()
    assert screen.replay.moves == len(state.history) and screen.replay.finished
    assert screen.replay.actions == state.history and screen.names == table.names
    assert window.windowTitle().startswith("Replay of Flip 7")
    screen.bar.last.click()
    assert screen.current_view() == state.view(state.actors[-1])
    screen.bar.close.click()
    assert window.stack.currentWidget() is table and table.pages.currentWidget() is table.end
    assert screen.replay is None and window.session is not None and window.toolbar.isVisible()


def test_a_replay_from_a_save_file_and_back_to_the_launcher(qtbot, window, tmp_path):
    path, state = _finished_save(tmp_path, "top3")
    assert window.replay_action.text() == "&Watch a replay…"
    assert window.replay_action in window.menuBar().actions()[0].menu().actions()
    window.watch_replay_file(path)
    screen = window.replay_screen
    assert window.stack.currentWidget() is screen and screen.replay.moves == len(state.history)
    screen.bar.forward.click()
    assert screen.replay.position == 1
    _press(screen, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.launcher and screen.replay is None


def test_a_replay_from_a_file_holds_the_game_being_played_and_goes_back_to_it(qtbot, window, tmp_path):
    """Issue 27: Game > Watch a replay… in the middle of a game, then Close replay ("Back to where you
    came from"): the game is on the table again exactly as it was (the same session, position, log,
    cover and undo), no bot moved while the replay was watched, and the game goes on from there.
    (Before: the game was closed and Close replay went to the launcher.)"""
    from app.persistence import SeatConfig

    path, _state = _finished_save(tmp_path, "top3")
    game = next(g for g in window.games if g.id == "flip7")
    window.start_game(game, [SeatConfig("Ana", "#d33"), SeatConfig("Bo", "#3a3", "easy"),
                             SeatConfig("Cy", "#33d", "easy")], seed=4)
    session, table = window.session, window.table
    # a computer player is to move: the game would go on by itself
    qtbot.waitUntil(lambda: session.saved_moves is not None and not table.scene.busy
                    and session.current_player in (1, 2) and session.bot_thinking, timeout=10000)
    before = (list(session.state.history), table.current_view(), table.log.sentences(), table.status_text(),
              table.pages.currentWidget(), window.windowTitle())
    window.watch_replay_file(path)
    screen = window.replay_screen
    assert window.stack.currentWidget() is screen and window.session is session and session.held
    qtbot.wait(600)  # bots play at once here (bot_delay_ms=0): none does while the replay is watched
    assert session.state.history == before[0]
    screen.bar.forward.click()
    _press(screen, Qt.Key.Key_Escape)  # Close replay
    assert window.stack.currentWidget() is table and window.session is session and screen.replay is None
    assert window.toolbar.isVisible() and not session.held and window.windowTitle() == before[5]
    # the move the computer had chosen is played now (not before): what was on the table is unchanged
    assert session.state.history[:len(before[0])] == before[0] and len(session.state.history) <= len(before[0]) + 1
    assert table.log.sentences()[:len(before[2])] == before[2] and table.pages.currentWidget() is before[4]
    qtbot.waitUntil(lambda: len(session.state.history) > len(before[0]), timeout=10000)  # and it goes on


def test_closing_a_replay_opened_over_a_game_shows_the_table_as_it_was(qtbot, window, tmp_path):
    """The same, with nothing to move by itself: the human is to play; every word on the table is back."""
    from app.persistence import SeatConfig

    path, _state = _finished_save(tmp_path, "flip7")
    game = next(g for g in window.games if g.id == "top3")
    window.start_game(game, [SeatConfig("Ana", "#d33"), SeatConfig("Bo", "#3a3", "easy")], seed=2)
    session, table = window.session, window.table
    qtbot.waitUntil(lambda: session.saved_moves is not None and not table.scene.busy and bool(table.human_legal()),
                    timeout=10000)
    before = (list(session.state.history), table.current_view(), table.log.sentences(), table.status_text(),
              window.windowTitle(), table.human_legal())
    window.watch_replay_file(path)
    assert window.windowTitle().startswith("Replay of Flip 7")
    window.replay_screen.bar.close.click()
    assert window.stack.currentWidget() is table and window.session is session
    assert (list(session.state.history), table.current_view(), table.log.sentences(), table.status_text(),
            window.windowTitle(), table.human_legal()) == before


def test_a_damaged_save_gives_the_usual_message(qtbot, window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((title, text)))
    path, _state = _finished_save(tmp_path)
    doc = json.loads(path.read_text())
    doc["state"]["actions"][3] = {"type": "no such move"}
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveFormatError) as info:
        saves.load_game(path)
    window.watch_replay_file(path)
    assert shown == [("Cannot load the game", str(info.value))]
    assert window.stack.currentWidget() is window.launcher
    cut = tmp_path / "cut.topfive"
    cut.write_text(path.read_text()[:200])
    window.watch_replay_file(cut)
    assert shown[-1] == ("Cannot load the game", "The saved game is cut short: the file ends in the middle.")


def test_the_replay_bar_in_german(qtbot):
    english_screen, _replay = _screen(qtbot, "flip7")
    english = _bar_texts(english_screen)
    with i18n.use("de"):
        screen, replay = _screen(qtbot, "flip7")
        screen.go_to(3)
        german = _bar_texts(screen)
        assert screen.bar.where.text() == f"Zug 3 von {replay.moves}"
        screen.scene.whyNot.emit(replay.actions[3])
        assert screen.status_text() == "Das ist eine Wiederholung."
    english_screen.go_to(3)
    english = _bar_texts(english_screen)
    same = [(e, g) for e, g in zip(english, german) if e == g and not e.isdigit()]
    # only the players' names, and "Normal", which is German too
    assert same == [("Normal", "Normal")] + [(n, n) for n in replay.names]


def _bar_texts(screen):
    bar = screen.bar
    texts = [b.text() for b in (bar.first, bar.back, bar.play, bar.forward, bar.last, bar.close)]
    texts += [b.toolTip() for b in (bar.first, bar.back, bar.play, bar.forward, bar.last, bar.close)]
    texts += [bar.speed.itemText(i) for i in range(bar.speed.count())]
    texts += [bar.seen_by.itemText(i) for i in range(bar.seen_by.count())]
    texts.append(bar.where.text())
    return texts


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_end_of_game_buttons_are_never_cut_short(qtbot, language):
    """"Watch the replay" makes the row of buttons wider than a narrow sheet (three players of Flip 7)."""
    from app.ui.qt_end_of_game import EndOfGameWidget

    game, state, seats = played("flip7", 1)
    with i18n.use(language):
        end = EndOfGameWidget()
        qtbot.addWidget(end)
        end.resize(800, 560)
        end.show()
        end.show_result(game.title, [s.name for s in seats], [s.color for s in seats], state.view(None))
        qtbot.wait(20)
        for button in (end.back, end.replay, end.again):
            assert button.width() >= button.sizeHint().width(), button.text()
        assert end.card.width() <= end.width()


def test_the_last_finished_game_of_each_game_is_offered_from_its_automatic_save(qtbot, window):
    from app.persistence import paths

    game, state, seats = played("top3", 1)
    saves.save_game(paths.autosave_path("top3"), game, state, seats)
    other, unfinished, other_seats = played("flip7", 1)
    half = other.replay(unfinished.num_players, unfinished.seed, unfinished.options, unfinished.history[:5])
    saves.save_game(paths.autosave_path("flip7"), other, half, other_seats)  # not over: not offered
    window.fill_finished_menu()
    entries = window.finished_menu.actions()
    assert [a.text() for a in entries] == ["Top 3 with Ana and Ben"] and window.finished_menu.menuAction().isVisible()
    entries[0].trigger()
    screen = window.replay_screen
    assert window.stack.currentWidget() is screen and screen.replay.actions == state.history
    assert screen.replay.finished and not screen.replay.seen_by_locked
