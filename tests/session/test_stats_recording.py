"""The session records a finished game in the statistics once (app/session/stats_recording.py), keeps
the time played and the hints in its saves' meta, and a game killed mid-way counts once it is
finished later, with the moves of both parts."""

from __future__ import annotations

import json
import signal

import pytest

from app.games import registry
from app.persistence import SeatConfig, paths, saves, stats
from app.session import GameSession
from tests.session.helpers import new_session, run_until_killed, seats
from tests.session.test_crash import CHILD as CRASHING_CHILD
from tests.support import resolve

LEVELS = ("easy", "normal", "hard")


def bots_table(game):
    n = 3 if game.min_players <= 3 <= game.max_players else game.min_players
    return [SeatConfig(f"Bot {i + 1}", "#446688", LEVELS[i % 3]) for i in range(n)]


def play_to_the_end(qtbot, session, timeout=120_000):
    with qtbot.waitSignal(session.gameOver, timeout=timeout):
        session.start()
    session.flush()


@pytest.mark.parametrize("game_id", ["flip7", "top_this", "top_oder_flop", "top_pop", "top3"])
def test_a_finished_game_of_each_game_is_recorded(qtbot, sessions, game_id):
    game = registry.get(game_id)
    session = GameSession.new(game, bots_table(game), 21, bot_delay_ms=0)
    sessions.append(session)
    session.set_waits_for_animations(False)
    errors = []
    session.error.connect(errors.append)
    play_to_the_end(qtbot, session)
    entries, problem = stats.load()
    assert problem is None and not errors
    (entry,) = entries
    state = session.state
    assert entry["game"] == game_id and entry["outcome"] == "finished"
    assert entry["players"] == [{"name": s.name, "kind": "bot", "level": s.kind} for s in session.seats]
    assert entry["scores"] == state.totals() and entry["winners"] == state.winners()
    assert entry["moves"] == len(state.history) > 0
    assert entry["rounds"] == stats.rounds_of(state)
    assert (entry["rounds"] is None) == (game_id in ("top_oder_flop", "top_pop"))
    assert entry["seconds"] is not None and entry["seconds"] >= 0 and entry["hints"] == []
    assert entry["key"] == stats.game_key(game_id, 21, entry["players"], state.options)


def test_recording_follows_autosave_unless_told(qtbot, sessions):
    for kwargs, counted in (({"autosave": False}, 0), ({"record_stats": False}, 0),
                            ({"autosave": False, "record_stats": True}, 1)):
        session = new_session(["easy", "hard"], seed=30 + counted + len(kwargs), **kwargs)
        sessions.append(session)
        assert session.record_stats is bool(counted)
        play_to_the_end(qtbot, session)
        assert len(stats.load()[0]) == counted
        if stats.stats_path().exists():
            stats.stats_path().unlink()


def test_reloading_a_finished_game_does_not_count_it_twice(qtbot, sessions, tmp_path):
    session = new_session(["easy", "normal"], seed=5)
    sessions.append(session)
    play_to_the_end(qtbot, session)
    assert session.save(tmp_path / "done.json")
    first = stats.load()[0]
    assert len(first) == 1
    for path in (paths.autosave_path(), tmp_path / "done.json"):
        again = GameSession.load(path, resolve_game=resolve, bot_delay_ms=0)
        sessions.append(again)
        over = []
        again.gameOver.connect(lambda: over.append(1))
        again.start()
        assert over and again.is_over
        assert stats.load()[0] == first


def test_hints_and_time_played_go_into_the_saves_and_the_entry(qtbot, sessions, tmp_path):
    session = new_session(["human", "easy"], seed=9, rounds=1)
    sessions.append(session)
    session.restore_hints_used([1])  # as if seat 1 had asked (app/session/hinting.py)
    session.start()
    session.flush()
    meta = json.loads(paths.autosave_path().read_text("utf-8"))["meta"]
    assert meta["hints"] == [1] and meta["played_s"] >= 0
    session._played_s = 200.0  # as if the players had been at it a while
    assert session.save(tmp_path / "mid.json")
    saved = saves.load_game(tmp_path / "mid.json", resolve_game=resolve)
    assert saved.meta["hints"] == [1] and saved.meta["played_s"] >= 200
    session.close()
    # the time played goes on from the save
    again = GameSession.load(tmp_path / "mid.json", resolve_game=resolve, bot_delay_ms=0)
    sessions.append(again)
    again.set_waits_for_animations(False)
    assert again.loaded_meta["played_s"] >= 200 and again.played_seconds >= 200
    assert again.hints_used == frozenset({1})  # the mark survives the reload
    with qtbot.waitSignal(again.gameOver, timeout=10000):
        again.start()
        while not again.is_over:
            qtbot.waitUntil(lambda: again.is_over or bool(again.legal_actions()), timeout=5000)
            if again.legal_actions():
                again.submit(again.legal_actions()[0])
    (entry,) = stats.load()[0]
    assert entry["hints"] == [1] and entry["seconds"] >= 200
    assert entry["players"][0] == {"name": "Ana", "kind": "human", "level": None}


def test_a_game_not_finished_records_nothing(qtbot, sessions):
    session = new_session(["human", "easy"], seed=9)
    sessions.append(session)
    session.start()
    session.close()
    assert stats.load() == ([], None) and not stats.stats_path().exists()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_crashed_game_finished_later_is_counted_once(qtbot, sessions):
    announced = run_until_killed(CRASHING_CHILD, paths.data_dir(), 12)
    assert announced >= 12
    assert not stats.stats_path().exists()  # killed: nothing recorded
    crashed = saves.load_game(paths.autosave_path(), resolve_game=resolve)
    assert not crashed.state.is_over
    before = len(crashed.state.history)
    assert crashed.meta["played_s"] >= 0  # the moves of a quick child may take less than 0.1 s
    # Continue: the same game from its autosave, to its end
    session = GameSession.load(paths.autosave_path(), resolve_game=resolve, bot_delay_ms=0)
    sessions.append(session)
    session.set_waits_for_animations(False)
    play_to_the_end(qtbot, session, timeout=30000)
    (entry,) = stats.load()[0]
    assert entry["outcome"] == "finished" and entry["moves"] == len(session.state.history) > before >= 12
    assert entry["seconds"] >= crashed.meta["played_s"]
    assert entry["players"] == [{"name": n, "kind": "bot", "level": k}
                                for n, k in (("A", "easy"), ("B", "normal"), ("C", "hard"), ("D", "easy"))]
    # the abandoned-save path (the launcher discarding it) cannot count it again
    assert stats.record_abandoned_save(paths.autosave_path(), resolve_game=resolve) is None
    assert len(stats.load()[0]) == 1


def test_a_crashed_game_discarded_counts_as_abandoned(qtbot, sessions):
    session = new_session(["human", "easy"], seed=4, rounds=3)
    session.start()
    session.submit(session.legal_actions()[0])
    session.flush()  # then the process dies: no close, no game over
    assert stats.record_abandoned_save(paths.autosave_path(), resolve_game=resolve) is None
    (entry,) = stats.load()[0]
    assert entry["outcome"] == "abandoned" and entry["moves"] == len(session.state.history) >= 1
    assert entry["players"][0]["name"] == seats("human")[0].name
    sessions.append(session)


def test_a_game_that_cannot_be_recorded_is_told_and_goes_on(qtbot, sessions, monkeypatch):
    made = stats.entry_for
    monkeypatch.setattr(stats, "entry_for", lambda *a, **k: {**made(*a, **k), "scores": ["many", "few"]})
    session = new_session(["easy", "hard"], seed=12)
    sessions.append(session)
    errors = []
    session.error.connect(errors.append)
    play_to_the_end(qtbot, session)
    assert session.is_over and stats.load() == ([], None)
    assert len(errors) == 1 and errors[0].startswith("The game could not be added to your statistics")
