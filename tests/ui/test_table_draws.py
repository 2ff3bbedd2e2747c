"""Issue 14 (stalls while bots play): a bot's move at speed 0 draws the table once (the scene settling
on the new position), not again for the animations' end and the new position; the session's signals
carry its one view of the move itself (no copy per slot), so the screen can tell it is drawn already."""

import importlib

import pytest

from app.games import registry
from app.persistence import SeatConfig
from app.session.game_modules import game_package
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen

MOVES = 12


def _table(qtbot, game_id, kinds, speed, seed):
    """A session of `game_id` with seats of `kinds` on a shown TableScreen whose scene counts its
    drawings (by the number of moves made when it drew)."""
    game = registry.get(game_id)
    seats = [SeatConfig(n, c, k) for n, c, k in zip(("Ana", "Ben", "Cleo", "Dan"),
                                                       ("#d1352b", "#2f6fd0", "#2e9d4a", "#f08c1a"), kinds)]
    session = GameSession.new(game, seats, seed, bot_delay_ms=0, autosave=False)
    scene_class = importlib.import_module(f"{game_package(game)}.ui.scene").Scene
    draws: list[int] = []

    class Counting(scene_class):
        def draw_position(self):
            draws.append(len(session.state.history))
            super().draw_position()

    scene = Counting(game, [s.name for s in seats], [s.color for s in seats])
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(1100, 700)
    screen.show()
    return session, screen, scene, draws


def _play(qtbot, game_id, speed=0.0):
    session, screen, scene, draws = _table(qtbot, game_id, ["normal"] * 4, speed, 7)
    screen.attach(session, speed, scene=scene)
    qtbot.wait(50)  # the window is laid out (a resize draws the table again: not a move's drawing)
    session.start()
    qtbot.waitUntil(lambda: session.is_over or len(session.state.history) >= MOVES, timeout=60_000)
    session.close(wait_ms=5000)
    return session, draws


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_bots_move_at_speed_0_draws_the_table_once(qtbot, game_id):
    session, draws = _play(qtbot, game_id)
    moves = min(len(session.state.history), MOVES)
    per_move = {m: draws.count(m) for m in range(1, moves)}
    assert per_move and all(n == 1 for n in per_move.values()), per_move


def test_the_signals_carry_the_sessions_view_itself(qtbot):
    game = registry.get("flip7")
    session = GameSession.new(game, [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Ben", "#2f6fd0", "normal"),
                                      SeatConfig("Cleo", "#2e9d4a", "normal")],
                              3, bot_delay_ms=0, autosave=False)
    session.set_waits_for_animations(False)
    got = []
    session.eventsApplied.connect(lambda events, action, view: got.append(("events", view)))
    session.positionChanged.connect(lambda view: got.append(("position", view)))
    session.start()
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=10_000)
    got.clear()
    session.submit(session.legal_actions()[0])
    views = [v for kind, v in got[:2]]
    assert [kind for kind, _ in got[:2]] == ["events", "position"]
    assert views[0] is views[1]  # one view per move, not a QVariantMap copy per signal and slot
    session.close(wait_ms=5000)


def test_flip7_lines_that_did_not_change_are_not_painted_again(qtbot, monkeypatch):
    """Drawing the same position again touches no player line (an unconditional update() per line
    and move made Qt repaint two thirds of the table after every move)."""
    from app.games.flip7.ui import items
    from app.games.flip7.ui.scene import Scene

    game = registry.get("flip7")
    state = game.new_state(4, 7)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    scene = Scene(game, ["Ana", "Ben", "Cleo", "Dan"], ["#d1352b", "#2f6fd0", "#2e9d4a", "#f08c1a"])
    scene.layout_for(1000, 700)
    scene.show_position(state.view(None), [], state.current_player)
    updates = []
    monkeypatch.setattr(items.PlayerLine, "update", lambda self, *a: updates.append(self.seat))
    scene.show_position(state.view(None), [], state.current_player)
    assert updates == []
    line = scene.lines[0]
    line.set_flags(total=line.total + 5)
    line.set_status("busted" if line.status != "busted" else "active")
    assert updates == [0, 0]


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_bots_move_at_speed_fast_draws_the_table_once(qtbot, game_id):
    """The table is drawn as the move's animations start only when what it shows changes then (a
    human's highlights go); a bot's move is drawn once, when its animations end (issue 14)."""
    session, draws = _play(qtbot, game_id, speed=0.5)
    moves = min(len(session.state.history), MOVES)
    per_move = {m: draws.count(m) for m in range(1, moves)}
    assert per_move and all(n == 1 for n in per_move.values()), per_move


@pytest.mark.parametrize("speed", [0.0, 0.5])
def test_the_next_bot_thinks_after_the_move_is_painted(qtbot, monkeypatch, speed):
    """With a table attached, the next bot is asked only after the table painted the move before (the
    bot's thread and the paint would share the GIL); a headless session asks at once."""
    order: list[tuple[str, int]] = []
    think = GameSession._think
    monkeypatch.setattr(GameSession, "_think",
                        lambda self, seat: (order.append(("think", len(self.state.history))), think(self, seat)))
    from PySide6.QtCore import QEvent, QObject
    from app.ui import qt_table_screen

    class Paints(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint and watched:
                order.append(("paint", len(watched[0].state.history)))
            return False

    paints, watched = Paints(), []
    attach = qt_table_screen.TableScreen.attach

    def attaching(screen, session, speed=1.0, scene=None):
        attach(screen, session, speed, scene)
        watched.append(session)
        screen.view.viewport().installEventFilter(paints)

    monkeypatch.setattr(qt_table_screen.TableScreen, "attach", attaching)
    from app.ui.table_scene import TableScene
    settle = TableScene._settle
    monkeypatch.setattr(TableScene, "_settle", lambda scene, view: (
        settle(scene, view), order.append(("settled", len(watched[0].state.history)) if watched else None)))
    session, _draws = _play(qtbot, "flip7", speed)
    thinks = [i for i, (kind, _m) in enumerate(order) if kind == "think"]
    assert len(thinks) >= 5, order
    for i in thinks[1:]:
        moves = order[i][1]
        settled = max(j for j in range(i) if order[j] == ("settled", moves))  # the move's final picture
        assert ("paint", moves) in order[settled:i], order[max(0, i - 6):i + 1]


def _play_with_a_human(qtbot, game_id, speed, moves=10):
    """Ana (human, clicking through the table's intents) and computers; returns, per move, how often
    the table was drawn while showing it, and how often each log line was written."""
    session, screen, scene, draws = _table(qtbot, game_id, ["human", "normal", "normal"], speed, 5)
    written: list[str] = []
    add, add_all = screen.log.add, screen.log.add_all
    screen.log.add = lambda line: (written.append(line), add(line))
    screen.log.add_all = lambda lines: [screen.log.add(line) for line in lines]
    screen.attach(session, speed, scene=scene)
    qtbot.wait(50)  # the window is laid out (a resize draws the table again: not a move's drawing)
    session.start()
    qtbot.wait(50)
    human = []
    while len(session.state.history) < moves and not session.is_over:
        qtbot.waitUntil(lambda: session.is_over or (bool(screen.human_legal()) and not scene.busy
                                                    and not session.animation_pending), timeout=30_000)
        if session.is_over:
            break
        human.append(len(session.state.history) + 1)
        screen._on_intent(screen.human_legal()[0])
    qtbot.waitUntil(lambda: not scene.busy and not session.animation_pending, timeout=30_000)
    lines = list(session.log_lines())
    session.close(wait_ms=5000)
    del add_all
    return draws, human, written, lines


@pytest.mark.parametrize("speed", [0.0, 0.35])
@pytest.mark.parametrize("game_id", ["flip7", "top_oder_flop", "top3", "top_pop", "top_this"])
def test_every_move_is_drawn_once_and_every_line_written_once(qtbot, game_id, speed):
    """Issue 25: a human Hit in Flip 7 drew the whole table three times and wrote its line twice. Now
    the scene draws the position once at the end of the move's animations (with the moves offered
    next), for a human's move and for a computer's."""
    draws, human, written, lines = _play_with_a_human(qtbot, game_id, speed)
    assert human, "the human never moved"
    moves = max(draws)
    per_move = {m: draws.count(m) for m in range(1, moves + 1)}
    assert all(n == 1 for n in per_move.values()), (per_move, human)
    assert written == lines  # the log on screen is the session's, each line written once
