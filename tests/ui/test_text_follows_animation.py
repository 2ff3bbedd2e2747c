"""Issue 7, defect 4: the words around the table (log, status line, window title, the scene's prompt)
follow the animations instead of running ahead of them. A real GameSession on a TableScreen, bots
playing: each event's log line is written when its animation starts, the status line, title and
score sheet change when the move's animations end, and at speed 0 all of it is immediate."""

from __future__ import annotations

from app.core.text import fill
from app.games import registry
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from app.ui.table_scene import TableScene

NAMES = ("Ana", "Ben", "Cleo")
COLORS = ("#d1352b", "#2f6fd0", "#2e9d4a")
#: every line dealt a 12 and hitting another one: round 1 ends after a few moves
TWELVES = {"dealer": 0, "deck": ["12"] * 9}


def _flip7(qtbot, speed: float, size=(1100, 700)):
    seats = [SeatConfig(n, c, "normal") for n, c in zip(NAMES, COLORS)]
    session = GameSession.new(registry.get("flip7"), seats, 11, dict(TWELVES), autosave=False, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    titles: list[str] = []
    screen.titleChanged.connect(titles.append)
    screen.resize(*size)
    screen.show()
    screen.attach(session, speed)
    return session, screen, titles


def _round_of(view: dict) -> int:
    return int(view.get("round", 1))


def test_flip7_round_end_banner_shows_before_the_next_round_is_written(qtbot):
    session, screen, titles = _flip7(qtbot, 1.0)
    scene = screen.scene
    finished: list[tuple[list, list, str]] = []  # (log, session's log, title) each time the animations end
    scene.animationsFinished.connect(
        lambda: finished.append((screen.log.sentences(), session.log_lines(), titles[-1])))
    session.start()
    qtbot.waitUntil(lambda: scene.holding, timeout=30000)
    # the rules are in round 2 already; the table still shows round 1's result
    assert session.state.view(None)["round"] == 2 and scene.busy
    log = screen.log.sentences()
    assert log[-1].startswith("Round 1 is over."), log[-3:]
    assert not any(line.startswith("Round 2") for line in log), log
    assert sum(line.endswith(" was dealt a 12.") for line in log) == 3, log  # round 1's deal only
    assert titles[-1] == "Flip 7, round 1"
    # the score sheet has the round with its banner, not before (tests/ui/test_score_sheet_follows.py)
    assert screen.sheet.rowCount() == 2 and screen.sheet.cell_text(0, 0) != ""
    mover, nxt = session.actors[-1], session.current_player
    assert nxt != mover and not screen.status_text().startswith(screen.names[nxt]), screen.status_text()
    # the prompt of the table speaks of the table as drawn, not of the next round's first player
    current = [line.seat for line in scene.lines if line.has_highlight("current")]
    if current:
        assert scene.prompt_label.text.startswith(scene.names[current[0]]) or not scene.prompt_label.text
    # the banner ends, the cards are swept and dealt: now everything is written, once, in order
    count = len(finished)
    qtbot.waitUntil(lambda: len(finished) > count, timeout=30000)
    log, expected, title = finished[count]
    assert log == expected and log[-1].endswith(".")
    assert any(line.startswith("Round 2: ") for line in log)
    assert title == "Flip 7, round 2"
    session.close(wait_ms=5000)


def test_flip7_lines_cut_short_come_out_at_once_none_lost_none_doubled(qtbot):
    """Animations skipped (a resize as the first deal starts, finish_animations during the banner):
    the lines not yet written come out at once, in order, and none twice."""
    session, screen, titles = _flip7(qtbot, 1.0)
    scene = screen.scene
    finished: list[bool] = []  # each time the animations end: is the log the session's?
    scene.animationsFinished.connect(lambda: finished.append(screen.log.sentences() == session.log_lines()))
    session.start()
    assert scene.busy and screen.log.sentences() == ["Round 1: Ana deals."]  # the deal is under way
    screen.resize(900, 640)  # the first deal starts again at the new size: its lines are not written twice
    qtbot.waitUntil(lambda: bool(finished), timeout=30000)
    qtbot.waitUntil(lambda: scene.holding, timeout=30000)
    assert all(finished), finished
    assert session.state.view(None)["round"] == 2 and titles[-1] == "Flip 7, round 1"
    assert screen.log.sentences() != session.log_lines()
    scene.finish_animations()
    assert screen.log.sentences() == session.log_lines()
    assert titles[-1] == "Flip 7, round 2"
    moves = len(session.state.history)
    qtbot.waitUntil(lambda: len(session.state.history) > moves + 1, timeout=30000)
    session.set_bot_delay(60000)  # no more moves while we look
    qtbot.waitUntil(lambda: not scene.busy and not session.animation_pending, timeout=30000)
    assert screen.log.sentences() == session.log_lines()
    assert len(finished) > 4 and all(finished), finished
    session.close(wait_ms=5000)


def test_flip7_at_speed_zero_everything_is_immediate(qtbot):
    session, screen, titles = _flip7(qtbot, 0.0)
    seen: list[tuple] = []

    def check() -> None:
        view = session.view()
        seen.append((screen.log.sentences() == session.log_lines(),
                     titles[-1] == f"Flip 7, round {_round_of(view)}",
                     screen.sheet.rowCount() == len(view["rounds"]) + 1,
                     screen.status_text()))

    session.positionChanged.connect(check)
    session.start()
    qtbot.waitUntil(lambda: session.state.view(None)["round"] >= 3 or session.is_over, timeout=30000)
    session.close(wait_ms=5000)
    assert len(seen) > 4
    assert all(log and title and sheet for log, title, sheet, _ in seen), seen


def _top_this(qtbot, speed: float):
    seats = [SeatConfig(n, c, "easy") for n, c in zip(NAMES[:2], COLORS)]
    session = GameSession.new(registry.get("top_this"), seats, 5, autosave=False, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(1100, 720)
    screen.show()
    screen.attach(session, speed)
    return session, screen


def test_top_this_a_bot_flick_ends_its_turn_before_the_next_player_is_named(qtbot):
    """During the flick that ends a bot's turn, neither the status line nor the prompt under the
    pizza names the next player; when it has played, both do."""
    session, screen = _top_this(qtbot, 1.0)
    scene = screen.scene
    watch: dict = {}
    during: list[tuple[str, str, str]] = []  # (next player's name, status line, prompt) while it moves
    after: list[tuple[str, str]] = []

    def on_events(events, action) -> None:
        mover, nxt = session.actors[-1] if session.actors else None, session.current_player
        if action is not None and nxt is not None and nxt != mover and any(e.TYPE == "flicked" for e in events):
            watch["next"] = screen.names[nxt]

    def look() -> None:
        if watch and scene.busy:
            during.append((watch["next"], screen.status_text(), scene.prompt.text))

    def on_finished() -> None:
        if watch:
            after.append((watch.pop("next"), screen.status_text()))

    session.eventsApplied.connect(on_events)
    session.positionChanged.connect(look)  # the moment the session has moved on
    scene.animationsFinished.connect(on_finished)
    session.start()
    qtbot.waitUntil(lambda: look() or len(after) >= 2, timeout=120000)
    session.close(wait_ms=5000)
    assert during and all(not status.startswith(name) and not prompt.startswith(name)
                          for name, status, prompt in during), during
    assert all(status.startswith(name) for name, status in after), after


class _Plain(TableScene):
    def draw_position(self):
        pass


def test_after_an_undo_the_status_line_no_longer_says_a_bot_is_thinking(qtbot):
    from tests.support.secretgame import OPEN_GAME
    from tests.support.secretgame.rules import Pass

    seats = [SeatConfig(n, c, k) for n, c, k in zip(NAMES[:2], COLORS, ("human", "normal"))]
    session = GameSession.new(OPEN_GAME, seats, 3, {"rounds": 2}, autosave=False, bot_delay_ms=60000)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.show()
    screen.attach(session, 0.0, scene=_Plain(OPEN_GAME, list(NAMES[:2]), list(COLORS[:2])))
    session.start()
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    screen.scene.intent.emit(Pass())
    assert screen.status_text() == "Ben is thinking…"
    screen.undo()
    assert session.legal_actions() and session.thinking_seat is None
    assert screen.status_text() == fill(session.view()["status"], session.names)
    session.close(wait_ms=5000)


def test_flip7_status_line_says_what_the_table_shows_while_a_move_plays(qtbot):
    """Play-test: during the round's banner and the next deal the status line still said "Ana must
    hit or stay." although she had busted. While a move is shown, the status line gives the line of
    the event on the table (the log's newest), on one line, and keeps its height."""
    session, screen, titles = _flip7(qtbot, 1.0)
    scene = screen.scene
    heights: set[int] = set()
    seen: list[tuple[str, str]] = []  # (status, newest log line) at each shown event

    laid_out: list[bool] = []  # the first deal starts before the screen's first layout

    def shown(index: int) -> None:
        if laid_out:
            heights.add(screen.status.height())
        seen.append((screen.status_text(), screen.log.sentences()[-1]))

    scene.eventShown.connect(shown)
    scene.animationsFinished.connect(lambda: laid_out.append(True))
    session.start()
    qtbot.waitUntil(lambda: scene.holding, timeout=30000)  # round 1's banner
    status, newest = screen.status_text(), screen.log.sentences()[-1]
    assert newest.startswith("Round 1 is over.")
    assert status == newest or (status.endswith("…") and newest.startswith(status[:-1])), (status, newest)
    assert " must hit or stay" not in status
    assert seen and all(s == n or (s.endswith("…") and n.startswith(s[:-1])) for s, n in seen), seen[-3:]
    assert len(heights) == 1, heights  # the table never changed size because of the status line
    scene.eventShown.disconnect(shown)  # the scene outlives this test's screen
    screen.detach()
    session.close(wait_ms=5000)


def test_flip7_dealer_line_names_the_player_with_the_dealer_badge_while_a_round_is_dealt(qtbot):
    """Play-test: during round 2's deal the line under the round said "Ana deals" while the D badge
    already sat on Ben (the line was drawn from the position before the move)."""
    session, screen, titles = _flip7(qtbot, 1.0)
    scene = screen.scene
    wrong: list[tuple[str, list[str]]] = []
    deals: list[int] = []

    def shown(index: int) -> None:
        badge = [scene.names[line.seat] for line in scene.lines if line.dealer]
        if badge:
            deals.append(index)
            if not scene.info_label.text.endswith(f"{badge[0]} deals"):
                wrong.append((scene.info_label.text, badge))

    scene.eventShown.connect(shown)
    session.start()
    qtbot.waitUntil(lambda: _round_of(session.public_view()) >= 2 and not scene.busy, timeout=60000)
    scene.eventShown.disconnect(shown)
    assert deals and wrong == [], wrong[:3]
    screen.detach()
    session.close(wait_ms=5000)
