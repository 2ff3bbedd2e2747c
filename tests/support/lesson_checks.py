"""Checks shared by the games' hint, target and lesson tests (no tests here):
- `play_lesson(game, lesson, bots_module, bot_seeds)`: a lesson played through the rules, the learner
  taking the move the lesson points at each time, the other seats the lesson's bots;
- `lesson_at(game, lesson, bots_module, step)`: the same, stopped where `step` is to be played;
- `same_for_hidden(state, reason, action, sentence)`: a hint's sentence is the same in every position
  that differs from `state` only in what the seat to move cannot see;
- `ring_clicks(qtbot)`: run_lesson's gesture for moves made in several clicks (the ring's centre,
  again and again, until the move is made);
- `scene_table(qtbot, Scene, game_id, state, size)`: a game's bare scene in a view, showing `state`;
- `click_until_intent(view, scene, action)`: the same on a bare scene, returning its intents;
- `sample_moves(legal, kind_of)`: a move of each kind and a spread of the others;
- `lesson_by_clicks(qtbot, game_id, lesson, size, which=None)`: a lesson (the game's `which`-th when it
  has several) completed by clicks on the main window."""

from __future__ import annotations

from app.core import i18n
from app.core.tutorial import Tutorial
from app.session.game_modules import bot_seed

MAX_CLICKS = 10


def play_lesson(game, lesson, bots_module, bot_seeds=None, limit: int = 200):
    """(tutorial, action types the learner played, the step each move completed, final state)."""
    state = game.new_state(lesson.players, lesson.seed, dict(lesson.options))
    seeds = bot_seeds or [bot_seed(lesson.seed, s) for s in range(lesson.players)]
    players = {s: bots_module.make_bot(lesson.bots[s - 1], s, seeds[s]) for s in range(1, lesson.players)}
    tutorial = Tutorial(lesson)
    used, steps = [], []
    for _ in range(limit):
        if tutorial.finished or state.is_over:
            break
        seat = state.current_player
        legal = state.legal_actions()
        if seat != 0:
            state.apply(players[seat].choose(state.view(seat), legal))
            continue
        view = state.view(0)
        action = tutorial.target(view, legal)
        assert action is not None, f"step {tutorial.number}: nothing to point at ({view['status']})"
        assert state.is_legal(action) and tutorial.refusal(action) is None
        assert tutorial.try_move(state, action) is None, f"step {tutorial.number}: the ring misses its goal"
        before = tutorial.number
        state.apply(action)
        tutorial.done(action, view, state.view(0))
        assert tutorial.number == before + 1 or tutorial.finished
        used.append(action.TYPE)
        steps.append(before)
    return tutorial, used, steps, state


def lesson_at(game, lesson, bots_module, step: int):
    """(state, tutorial): the lesson played by the rules as `play_lesson` does until `step` is the
    current one (its move not made)."""
    state = game.new_state(lesson.players, lesson.seed, dict(lesson.options))
    players = {s: bots_module.make_bot(lesson.bots[s - 1], s, bot_seed(lesson.seed, s)) for s in range(1, lesson.players)}
    tutorial = Tutorial(lesson)
    while tutorial.number < step or state.current_player != 0:
        seat = state.current_player
        if seat != 0:
            state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
            continue
        view = state.view(0)
        action = tutorial.target(view, state.legal_actions())
        state.apply(action)
        tutorial.done(action, view, state.view(0))
    return state, tutorial


def same_for_hidden(state, reason, action, sentence: str) -> None:
    seat = state.current_player
    variants = state.hidden_variants(seat)
    assert variants
    for other in variants:
        with i18n.use("en"):
            assert reason(other.view(seat), action, seat) == sentence


def ring_clicks(qtbot):
    """The gesture for run_lesson: click the centre of what the table rings until the move is made."""
    from tests.support.tutorial_run import click_rect

    def gesture(window, action) -> None:
        session, table = window.session, window.table
        moves = len(session.actors)
        for _ in range(MAX_CLICKS):
            if len(session.actors) > moves:
                return
            rect = table.scene.target_of(action)
            assert rect is not None and not rect.isEmpty(), f"no rect for {action!r}"
            assert table.scene.hint_marker is not None, f"nothing is ringed for {action!r}"
            assert table.scene.hint_marker.sceneBoundingRect().contains(rect.center())
            click_rect(qtbot, window, rect)
        assert len(session.actors) > moves, f"{MAX_CLICKS} clicks did not make {action!r}"

    return gesture


def click_centre(view, rect) -> None:
    """A left click through `view`'s viewport at the centre of `rect` (scene coordinates)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(rect.center()))


def click_until_intent(view, scene, action, intents: list) -> list:
    """Click the centre of `scene.target_of(action)` until the scene sends an intent (into `intents`,
    a list connected to `scene.intent`); each rect must lie inside the table."""
    intents.clear()
    area = scene.sceneRect()
    for _ in range(MAX_CLICKS):
        rect = scene.target_of(action)
        assert rect is not None and not rect.isEmpty(), f"no rect for {action}"
        assert area.contains(rect), f"{action}'s rect {rect} is not inside the table {area}"
        click_centre(view, rect)
        if intents:
            break
    return list(intents)


def scene_table(qtbot, scene_class, game_id: str, state, size, names=("Ana", "Ben", "Cleo")):
    """A game's scene in a TableView of `size`, showing `state` to the seat to move; (scene, view,
    intents) with the scene's intents collected."""
    from app.games import registry
    from app.ui.qt_table_view import TableView

    seat = state.current_player
    scene = scene_class(registry.get(game_id), list(names)[:state.num_players], ["#d1352b", "#2f6fd0", "#e0a020"])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    intents: list = []
    scene.intent.connect(intents.append)
    return scene, view, intents


def sample_moves(legal: list, kind_of, k: int = 40, seed: int = 1) -> list:
    """One legal move of each kind (`kind_of(action)`), then up to `k` others picked by `seed`."""
    import random

    kinds: dict = {}
    for a in legal:
        kinds.setdefault(kind_of(a), a)
    rest = [a for a in legal if a not in kinds.values()]
    return list(kinds.values()) + random.Random(seed).sample(rest, min(len(rest), k))


def lesson_by_clicks(qtbot, game_id: str, lesson, size, which=None) -> None:
    """`game_id`'s lesson completed by clicks on a main window of `size` (animations off): the
    finished banner with "Play a real game", no ring left, and the learner's moves one per step."""
    from app.games import registry
    from app.ui.qt_tutorial import lessons_of
    from tests.support.tutorial_run import main_window, run_lesson

    lessons = lessons_of(registry.get(game_id))
    if which is None and len(lessons) > 1:
        which = lessons.index(lesson)
    window = main_window(qtbot, speed="off", size=size)
    try:
        run = run_lesson(qtbot, window, game_id, ring_clicks(qtbot), lesson=which)
        assert run.tutorial.finished and run.tutorial.total == len(lesson.steps)
        banner = window.table.banner
        assert "lesson complete" in banner.heading.text()
        assert banner.real.isVisible() and banner.real.text() == "Play a real game"
        assert banner.prompt.text() == lesson.done
        assert window.table.scene.hint_marker is None
        learner = [a.TYPE for a, s in zip(window.session.state.history, window.session.actors) if s == 0]
        assert [step.kinds[0] for step in lesson.steps] == learner
    finally:
        window.close()
