"""One unfinished game per game (issue 13): each game has its own autosave (`autosave-<id>.json` and its
move log), `examine_all` tells what each game's tile offers, the one `autosave.json` of older versions
moves to its game's file, a damaged one is set aside with a sentence naming its game, and
`discard_unfinished` gives up one game's autosave only."""

import json

import pytest

from app.games import registry
from app.persistence import autosave, movelog, paths, saves
from app.persistence.seats import SeatConfig
from app.session import GameSession

SEATS = [SeatConfig(n, "#888", k) for n, k in (("Ana", "human"), ("Bo", "normal"), ("Cy", "easy"))]
TITLES = {i.id: i.title for i in registry.infos()}


def unfinished(game_id: str, path=None, moves: int = 1, seed: int = 7):
    """An unfinished game of `game_id` saved to `path` (default: its autosave); its state."""
    game = registry.get(game_id)
    state = game.new_state(3, seed)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    saves.save_game(path or paths.autosave_path(game_id), game, state, SEATS)
    return state


def test_one_file_per_game_and_the_legacy_name():
    assert paths.autosave_path().name == "autosave.json"
    assert paths.autosave_path(None) == paths.autosave_path()
    for game_id in registry.ids():
        path = paths.autosave_path(game_id)
        assert path.name == f"autosave-{game_id}.json" and path.parent == paths.data_dir()
        assert paths.autosave_game(path) == game_id
        assert movelog.log_path(path).name == f"autosave-{game_id}.moves.jsonl"
    assert paths.autosave_game(paths.autosave_path()) is None
    assert paths.autosave_game("autosave-flip7.damaged-2026-01-01-101010.json") is None


@pytest.mark.parametrize("bad", ["", "Flip7", "../flip7", "top-pop", "a/b", "flip7.json", "é", 7])
def test_only_registry_style_ids_name_a_file(bad):
    with pytest.raises(ValueError):
        paths.autosave_path(bad)


def test_examine_all_lists_each_unfinished_game_and_leaves_out_the_finished():
    unfinished("flip7")
    unfinished("top_pop", moves=2)
    state = registry.get("top3").new_state(2, 3)
    saves.save_game(paths.autosave_path("top3"), registry.get("top3"), state, SEATS[:2])
    doc = json.loads(paths.autosave_path("top3").read_text())
    paths.autosave_path("top3").write_text(json.dumps({**doc, "finished": True}))
    found = autosave.examine_all(TITLES)
    assert set(found) == {"flip7", "top_pop"}
    assert found["flip7"].head["game"] == "flip7" and found["flip7"].head["moves"] == 1
    assert found["top_pop"].head["moves"] == 2 and found["top_pop"].problem is None


def test_two_sessions_of_two_games_write_their_own_files_and_both_continue(qtbot):
    sessions = {}
    for game_id in ("flip7", "top_this"):
        game = registry.get(game_id)
        session = GameSession.new(game, [SeatConfig(s.name, s.color, "human") for s in SEATS], 11,
                                  save_path=paths.autosave_path(game_id))
        session.start()
        session.submit(session.legal_actions()[0])
        sessions[game_id] = session
    expected = {}
    for game_id, session in sessions.items():
        assert session.save_path == paths.autosave_path(game_id)
        expected[game_id] = session.state.to_json()
        session.close()
    assert not paths.autosave_path().exists()  # nothing in the old single file
    assert set(autosave.examine_all(TITLES)) == {"flip7", "top_this"}
    for game_id, position in expected.items():
        again = GameSession.load(paths.autosave_path(game_id), save_path=paths.autosave_path(game_id))
        assert again.game.id == game_id and again.state.to_json() == position
        again.close()


def test_a_damaged_autosave_of_one_game_is_set_aside_naming_it_and_the_other_stays():
    unfinished("flip7")
    paths.autosave_path("top_pop").write_bytes(b"\x00 not a save")
    movelog.log_path(paths.autosave_path("top_pop")).write_text("moves\n")
    found = autosave.examine_all(TITLES)
    assert found["flip7"].head is not None and found["flip7"].problem is None
    assert found["top_pop"].head is None
    sentence = found["top_pop"].problem
    kept = sorted(paths.data_dir().glob("autosave-top_pop.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00 not a save"
    assert movelog.log_path(kept[0]).read_text() == "moves\n"
    assert sentence.startswith("Your unfinished game of Top Pop could not be read.") and kept[0].name in sentence
    assert not paths.autosave_path("top_pop").exists()
    # said again while this run lasts; the copy set aside is not a game of its own
    assert autosave.examine_all(TITLES)["top_pop"].problem == sentence
    assert set(autosave.examine_all(TITLES)) == {"flip7", "top_pop"}


def test_a_game_whose_snapshot_has_not_reached_the_disk_is_found_by_its_log(qtbot):
    game = registry.get("top3")
    session = GameSession.new(game, [SeatConfig(s.name, s.color, "human") for s in SEATS[:2]], 5,
                              save_path=paths.autosave_path("top3"))
    session.start()
    session.close()
    paths.autosave_path("top3").unlink()  # as if killed before the first snapshot was written
    found = autosave.examine_all(TITLES)
    assert list(found) == ["top3"] and found["top3"].head["game"] == "top3"


def test_the_old_single_autosave_moves_to_its_games_file():
    state = unfinished("top_oder_flop", path=paths.autosave_path(), moves=2)
    log = movelog.log_path(paths.autosave_path())
    log.write_text("")  # its move log goes with it (an empty one adds nothing)
    before = paths.autosave_path().read_bytes()
    assert autosave.migrate_legacy(TITLES) is None
    target = paths.autosave_path("top_oder_flop")
    assert target.read_bytes() == before and movelog.log_path(target).exists()
    assert not paths.autosave_path().exists() and not log.exists()
    assert autosave.load(target).state.to_json() == state.to_json()
    assert set(autosave.examine_all(TITLES)) == {"top_oder_flop"}
    assert autosave.migrate_legacy(TITLES) is None  # nothing more to move


def test_the_old_autosave_stays_when_its_game_has_an_unfinished_one_of_its_own():
    unfinished("flip7", path=paths.autosave_path(), seed=1)
    unfinished("flip7", seed=2)
    own = paths.autosave_path("flip7").read_bytes()
    note = autosave.migrate_legacy(TITLES)
    assert paths.autosave_path().exists() and paths.autosave_path("flip7").read_bytes() == own
    assert "unfinished game of Flip 7" in note and "autosave.json" in note and "Load" in note


def test_a_finished_old_autosave_is_left_alone_and_a_damaged_one_set_aside():
    unfinished("flip7", path=paths.autosave_path())
    doc = json.loads(paths.autosave_path().read_text())
    paths.autosave_path().write_text(json.dumps({**doc, "finished": True}))
    assert autosave.migrate_legacy(TITLES) is None
    assert paths.autosave_path().exists() and not paths.autosave_path("flip7").exists()
    paths.autosave_path().write_text("{broken")
    note = autosave.migrate_legacy(TITLES)
    assert "could not be read" in note and not paths.autosave_path().exists()
    assert len(list(paths.data_dir().glob("autosave.damaged-*.json"))) == 1


def test_discard_unfinished_gives_up_one_games_autosave_only():
    unfinished("flip7")
    unfinished("top_pop")
    movelog.log_path(paths.autosave_path("flip7")).write_text("")
    other = paths.autosave_path("top_pop").read_bytes()
    assert autosave.discard_unfinished("flip7") is True
    assert not paths.autosave_path("flip7").exists()
    assert not movelog.log_path(paths.autosave_path("flip7")).exists()
    assert paths.autosave_path("top_pop").read_bytes() == other
    assert autosave.discard_unfinished("flip7") is False  # nothing left to give up
    assert set(autosave.examine_all(TITLES)) == {"top_pop"}
