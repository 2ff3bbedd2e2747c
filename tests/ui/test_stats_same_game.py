"""Statistics (issue 27): a Top Pop game saved, played on, then its save opened with Ctrl+O was
counted "1 game abandoned" while the same game was still offered under Continue. Opening a save of
the very game whose autosave it replaces (same game, seed, players, options: one statistics key) is
not giving that game up: it goes on from the earlier point, as after an undo. A save of another game
opened over it still counts the unfinished one as abandoned."""

import pytest

from app.games import registry
from app.persistence import paths, saves, stats
from app.persistence.seats import SeatConfig
from app.ui.qt_main_window import MainWindow

SEATS = [SeatConfig(n, c, "human") for n, c in (("Ana", "#d1352b"), ("Bo", "#2f6fd0"), ("Cy", "#2e9d4a"))]


def _played(game_id: str, moves: int, seed: int = 7):
    game = registry.get(game_id)
    state = game.new_state(3, seed)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return game, state


def _played_on(tmp_path, seed: int = 7):
    """A Top Pop save of 1 move (seed `seed`) in a file of the player's, and Top Pop's autosave of
    the game of seed 7 played on to 3 moves; the save's path."""
    game, early = _played("top_pop", 1, seed)
    mine = tmp_path / "evening.json"
    saves.save_game(mine, game, early, SEATS)
    game, later = _played("top_pop", 3)
    saves.save_game(paths.autosave_path("top_pop"), game, later, SEATS)
    return mine


def _window(qtbot) -> MainWindow:
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show_problem = lambda title, sentence: pytest.fail(f"{title}: {sentence}")
    window.confirm = lambda title, question: True  # "Load it anyway?" Yes
    return window


@pytest.mark.parametrize("game_id", ["top_pop", "flip7"])
def test_opening_a_save_of_the_same_game_is_not_giving_it_up(qtbot, tmp_path, game_id):
    game, early = _played(game_id, 1)
    mine = tmp_path / "evening.json"
    saves.save_game(mine, game, early, SEATS)  # saved...
    game, later = _played(game_id, 3)
    saves.save_game(paths.autosave_path(game_id), game, later, SEATS)  # ...played on (its autosave)
    window = _window(qtbot)
    window.load_game(mine)  # Ctrl+O
    assert window.session is not None and len(window.session.state.history) == 1
    entries, problem = stats.load()
    assert problem is None and entries == []  # was: [abandoned]
    window.show_launcher()
    assert game_id in window.unfinished_games()  # the same game, offered under Continue
    assert all(row.abandoned == 0 for row in stats.summary(entries, game_id))


def test_opening_a_save_of_another_game_of_it_counts_the_unfinished_one_abandoned(qtbot, tmp_path):
    window = _window(qtbot)
    window.load_game(_played_on(tmp_path, seed=8))
    entries, _problem = stats.load()
    assert [(e["game"], e["outcome"], e["moves"]) for e in entries] == [("top_pop", "abandoned", 3)]


def test_the_same_game_given_up_later_is_counted_once(qtbot, tmp_path):
    window = _window(qtbot)
    window.load_game(_played_on(tmp_path))
    assert window.session.flush(5)
    window.show_launcher()
    window.start_game(registry.get("top_pop"), SEATS, seed=99)  # now it is given up
    entries, _problem = stats.load()
    assert [(e["outcome"], e["moves"]) for e in entries] == [("abandoned", 1)]
