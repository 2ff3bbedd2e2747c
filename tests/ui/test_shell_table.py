"""The table screen on a small test game with secrets: hand-off cover, log, score sheet, status line,
undo, end of game. A minimal scene stands in for the game's art (it records what it was asked to show)."""

import pytest

from app.core.text import fill
from app.session.game_session import GameSession
from app.persistence import SeatConfig
from app.ui.qt_table_screen import TableScreen
from app.ui.table_scene import TableScene
from tests.support.secretgame import GAME, OPEN_GAME
from tests.support.secretgame.rules import Pass, Peek, Swap


class RecordingScene(TableScene):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.drawn = []

    def draw_position(self):
        self.drawn.append((self.view, list(self.legal), self.acting_seat))


def _screen(qtbot, game, kinds, seed=3):
    seats = [SeatConfig(n, c, k) for n, c, k in zip(("Ana", "Ben", "Cleo"), ("#d1352b", "#2f6fd0", "#2e9d4a"), kinds)]
    session = GameSession.new(game, seats, seed, {"rounds": 2}, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    scene = RecordingScene(game, [s.name for s in seats], [s.color for s in seats])
    screen.attach(session, 0.0, scene=scene)
    screen.resize(900, 600)
    screen.show()
    session.start()
    return screen, session, scene


def _wait_human(qtbot, session):
    qtbot.waitUntil(lambda: bool(session.is_over or session.legal_actions() or session.handoff_pending),
                    timeout=5000)


def test_handoff_hides_the_table_until_the_player_clicks(qtbot):
    screen, session, scene = _screen(qtbot, GAME, ("human", "human", "normal"))
    _wait_human(qtbot, session)
    assert session.handoff_pending
    seat = session.handoff_seat
    assert screen.pages.currentWidget() is screen.cover
    assert not screen.view.isVisible() and not screen.log.isVisible()
    assert f"Pass the mouse to {screen.names[seat]}" == screen.cover.title.text()
    scene.drawn.clear()
    qtbot.mouseClick(screen.cover.button, pytest.importorskip("PySide6.QtCore").Qt.MouseButton.LeftButton)
    assert screen.pages.currentWidget() is screen.splitter and screen.view.isVisible()
    view, legal, acting = scene.drawn[-1]
    assert acting == seat and legal and view["hands"][seat] is not None
    # the other human's card is not drawn for this seat
    other = 1 - seat
    assert view["hands"][other] is None


def test_log_score_sheet_status_undo_and_end_of_game(qtbot):
    screen, session, scene = _screen(qtbot, OPEN_GAME, ("human", "normal", "normal"))
    _wait_human(qtbot, session)
    assert screen.log.sentences() and screen.log.sentences()[0].startswith("Round 1")
    assert screen.status_text() == fill(session.view()["status"], session.names)
    assert not session.can_undo()
    # a refusal from the scene and an error from the session reach the status line
    scene.refused.emit("Wait for the cards to finish moving.")
    assert screen.status_text() == "Wait for the cards to finish moving."
    screen._clear_note()
    assert screen.status_text() == fill(session.view()["status"], session.names)
    scene.intent.emit(Swap())
    scene.intent.emit(Pass())  # the bot's answer is queued, so it is not Ana's turn now
    assert screen.status_text() == "It is not your turn: Ben (computer) is playing."
    while not session.is_over:
        _wait_human(qtbot, session)
        if session.is_over:
            break
        lines_before = len(screen.log.sentences())
        scene.intent.emit(Pass())
        qtbot.waitUntil(lambda: len(screen.log.sentences()) > lines_before, timeout=5000)
    view = session.view()
    assert screen.sheet.rowCount() == len(view["rounds"]) + 1
    assert screen.sheet.cell_text(len(view["rounds"]), 0) == str(view["totals"][0])
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=5000)
    winners = [screen.names[w] for w in view["winners"]]
    assert screen.end.winner_names() == winners
    assert all(name in screen.end.headline.text() for name in winners)


def test_undo_takes_back_a_human_move(qtbot):
    screen, session, scene = _screen(qtbot, OPEN_GAME, ("human", "normal", "normal"))
    _wait_human(qtbot, session)
    undo_flags = []
    screen.undoAvailable.connect(undo_flags.append)
    moves = len(session.state.history)
    scene.intent.emit(Pass())  # passing reveals nothing: it may be taken back
    assert len(session.state.history) > moves
    assert session.thinking_seat is not None
    assert screen.status_text() == f"{screen.names[session.thinking_seat]} is thinking…"
    assert undo_flags and undo_flags[-1] is True
    screen.undo()
    assert len(session.state.history) == moves
    assert screen.log.sentences()[-1] == "Ana took back a move."
    assert session.legal_actions()


def test_first_deal_of_a_new_flip7_game_is_animated(qtbot):
    """A new game at normal speed: the table first shows no dealt card and a full deck, the cards then
    arrive one after another, and when the animations end the table is exactly the session's view."""
    from app.games import registry

    game = registry.get("flip7")
    seats = [SeatConfig(n, c, k) for n, c, k in zip(("Ana", "Ben", "Cleo", "Dev"),
                                                    ("#d1352b", "#2f6fd0", "#2e9d4a", "#f08c1a"),
                                                    ("human", "normal", "normal", "normal"))]
    session = GameSession.new(game, seats, 7, bot_delay_ms=60000)  # no bot moves while we look
    dealt = sum(1 for e in session.state.setup_events if e.TYPE == "card_drawn")
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(900, 600)
    screen.show()
    screen.attach(session, 1.0)
    scene = screen.scene
    assert all(not line.cards for line in scene.lines)  # the dealt position is not drawn first
    finished = []
    scene.animationsFinished.connect(lambda: finished.append(True))
    session.start()
    assert scene.busy and not finished
    assert scene.deck_count == session.view()["deck_count"] + dealt
    assert "deals the cards" in scene.prompt_label.text
    counts = []
    qtbot.waitUntil(lambda: counts.append(sum(c.isVisible() for line in scene.lines for c in line.cards))
                    or bool(finished), timeout=8000)
    arrived = sorted(set(counts))
    assert arrived[0] == 0 and len(arrived) >= 3, arrived  # cards appear over time, not all at once
    view = session.view()
    assert [[c.code for c in line.cards] for line in scene.lines] == [
        [str(n) for n in p["numbers"]] + p["modifiers"] + p["actions"] for p in view["players"]]
    assert scene.deck.count == view["deck_count"] and not scene.busy
    assert "deals" not in scene.prompt_label.text
    session.close(wait_ms=5000)


def test_loaded_game_is_drawn_at_once(qtbot, tmp_path):
    """Continuing a game with moves: the table is drawn from the view right away (no deal replayed)."""
    from app.games import registry

    game = registry.get("flip7")
    seats = [SeatConfig(n, "#888888", "human") for n in ("Ana", "Ben", "Cleo")]
    first = GameSession.new(game, seats, 5, autosave=False)
    first.set_waits_for_animations(False)
    first.start()
    while not first.state.history:
        first.submit(first.legal_actions()[0])
    assert first.save(tmp_path / "g.json")
    first.close()
    session = GameSession.load(tmp_path / "g.json", autosave=False)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 1.0)
    view = session.view()
    assert [len(line.cards) for line in screen.scene.lines] == [
        len(p["numbers"]) + len(p["modifiers"]) + len(p["actions"]) for p in view["players"]]
    session.close()


class SlowScene(RecordingScene):
    """Every event takes 400 ms to animate; each drawing notes whether the table was in sight."""

    def __init__(self, screen, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.screen = screen
        self.in_sight = []

    def draw_position(self):
        super().draw_position()
        self.in_sight.append(self.screen.pages.currentWidget() is self.screen.splitter)

    def queue_events(self, events, view_after):
        from app.ui.items.animation import wait

        for _ in events:
            self.queue.add(lambda: [wait(400)])

    def play_events(self, events, view_after, view_before=None, *after):
        if view_before is None and self.view is None:  # this game's rules give no setup view
            view_before = {**view_after, "hands": [None] * len(view_after["hands"])}  # before the deal
        super().play_events(events, view_after, view_before, *after)


def test_handoff_during_an_animation_never_shows_the_previous_seats_secrets(qtbot):
    """Ana swaps: her turn ends, nobody views (issue 25), her swap is shown on the public table and then
    the cover comes. From her move on the table holds no card of Ana's, and Bo's table shows his own."""
    seats = [SeatConfig(n, c, "human") for n, c in (("Ana", "#d1352b"), ("Bo", "#2f6fd0"))]
    session = GameSession.new(GAME, seats, 2, {"rounds": 2}, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(800, 600)
    screen.show()
    scene = SlowScene(screen, GAME, ["Ana", "Bo"], ["#d1352b", "#2f6fd0"])
    screen.attach(session, 1.0, scene=scene)
    session.start()
    # the first deal is public (nobody has the mouse yet): it animates in front of everyone, then the cover
    assert session.handoff_pending and scene.busy and screen.pages.currentWidget() is screen.splitter
    assert all(hand is None for view, _, _ in scene.drawn for hand in view["hands"])
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    assert screen.pages.currentWidget() is screen.cover
    screen._confirm_handoff()  # Ana takes the mouse
    assert session.view_seat() == 0 and session.legal_actions()
    mine = len(scene.drawn)
    scene.intent.emit(Swap())  # Ana's swap is shown on the public table, then the cover for Bo
    assert session.handoff_pending and session.view_seat() is None
    assert all(view["hands"][0] is None for view, _, _ in scene.drawn[mine:])
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    assert screen.pages.currentWidget() is screen.cover
    assert scene.view["hands"][0] is None and scene.legal == []  # the table behind it is the public one
    first = len(scene.drawn)
    qtbot.mouseClick(screen.cover.button, pytest.importorskip("PySide6.QtCore").Qt.MouseButton.LeftButton)
    assert session.view_seat() == 1 and screen.pages.currentWidget() is screen.splitter
    assert not scene.busy and scene.view["hands"][0] is None and scene.view["hands"][1] is not None
    qtbot.wait(600)  # any animation left over would have ended by now
    seen = [view for (view, _, _), shown in zip(scene.drawn[first:], scene.in_sight[first:]) if shown]
    assert seen and all(view["hands"][0] is None for view in seen)
    assert scene.view["hands"] == session.view()["hands"] and scene.legal == session.legal_actions()


def _wordy_game():
    """Open Highcard whose refusals speak of seats the way rules do ("{p1}", app/core/text.py)."""
    from app.core import Game
    from tests.support.secretgame.rules import OpenHighcardState, _validate

    class Wordy(OpenHighcardState):
        def _explain(self, action):
            return "{p%d} has already peeked; {p1} and {p8} have not." % self.current_player

    game = Game(id="wordygame", title="Wordy Highcard", min_players=2, max_players=4, state_class=Wordy,
                actions=[Peek, Pass, Swap], options=("rounds",), has_secrets=False, validate_options=_validate)
    game.package = "tests.support.secretgame"
    return game


def test_refusals_from_the_rules_name_the_players(qtbot):
    screen, session, scene = _screen(qtbot, _wordy_game(), ("human", "normal"))
    _wait_human(qtbot, session)
    scene.intent.emit(Peek())
    scene.intent.emit(Peek())  # the rules refuse: IllegalAction("{p0} has already peeked...")
    assert screen.status_text() == "Ana has already peeked; Ben and Player 9 have not."


def test_a_refused_move_snaps_the_table_back_to_the_sessions_position(qtbot):
    """A scene moves its pieces as the player drags/flicks, then asks; when the session refuses, the
    table is drawn again from the session's view and legal actions, so the moved pieces go back."""
    screen, session, scene = _screen(qtbot, OPEN_GAME, ("human", "normal"))
    _wait_human(qtbot, session)
    scene.intent.emit(Peek())
    assert session.view()["peeked"] is not None
    scene.view = {**scene.view, "hands": ["dragged away", None]}  # what the player's drag did to the table
    scene.drawn.clear()
    scene.intent.emit(Peek())  # refused: a second peek in one turn
    assert screen.status_text() == "You have already peeked this turn."
    assert scene.drawn, "the table was not drawn again"
    view, legal, acting = scene.drawn[-1]
    assert view == session.view() and scene.view["hands"][0] != "dragged away"
    assert legal == session.legal_actions() == [Pass(), Swap()] and acting == 0
