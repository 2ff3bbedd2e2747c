"""Statistics (app/persistence/stats.py): entries of all five games, the file, damage, the summary, and
the save's meta (app/persistence/saves.py)."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from app.bots import play_out
from app.core import i18n
from app.games import registry
from app.persistence import SeatConfig, paths, saves, stats
from tests.support import GAME, resolve

KINDS = ("human", "easy", "normal", "hard")
#: what each game reports as rounds: a check on the finished state's public view
ROUNDS = {
    "flip7": lambda view, rounds: rounds == len(view["rounds"]) and rounds >= 1,
    "top_this": lambda view, rounds: rounds == len(view["rounds"]) and rounds >= 1,
    "top_oder_flop": lambda view, rounds: rounds is None,
    "top_pop": lambda view, rounds: rounds is None,
    "top3": lambda view, rounds: rounds == 15,
}


def seat_list(n):
    return [SeatConfig(f"P{i}", "#123456", KINDS[i % 4]) for i in range(n)]


def played(game_id, seed=5):
    game = registry.get(game_id)
    n = max(game.min_players, 3) if game.max_players >= 3 else game.min_players
    state = game.new_state(n, seed)
    bots_module = importlib.import_module(f"app.games.{game_id}.bots")
    play_out(state, [bots_module.make_bot("easy", i, seed + i) for i in range(n)])
    return game, state


def secret_state(seed=3, rounds=2, finish=True):
    state = GAME.new_state(2, seed, {"rounds": rounds})
    if finish:
        while not state.is_over:
            state.apply(state.legal_actions()[0])
    else:
        for _ in range(2):
            state.apply(state.legal_actions()[0])
    return state


def entry(**fields):
    """A hand-made entry: two seats by default."""
    base = {"key": "k", "game": "g", "finished_at": "2025-01-01T10:00:00+00:00", "outcome": "finished",
            "players": [{"name": "Ana", "kind": "human", "level": None},
                        {"name": "Bot", "kind": "bot", "level": "easy"}],
            "scores": [10, 5], "winners": [0], "rounds": 3, "moves": 40, "seconds": 60.0, "hints": []}
    base.update(fields)
    return base


@pytest.mark.parametrize("game_id", ["flip7", "top_this", "top_oder_flop", "top_pop", "top3"])
def test_entry_of_a_finished_game_of_each_game(game_id):
    game, state = played(game_id)
    seats = seat_list(state.num_players)
    made = stats.entry_for(game, state, seats, "finished", 12.34, hints=[0, 0, 99])
    assert stats.entry_ok(made)
    assert made["game"] == game_id and made["outcome"] == "finished"
    assert made["scores"] == state.totals() and made["winners"] == state.winners() and made["winners"]
    assert made["moves"] == len(state.history) > 0
    assert made["seconds"] == 12.3 and made["hints"] == [0]  # a seat that is not at the table is dropped
    assert made["players"][0] == {"name": "P0", "kind": "human", "level": None}
    assert made["players"][1] == {"name": "P1", "kind": "bot", "level": "easy"}
    assert ROUNDS[game_id](state.view(None), made["rounds"]), made["rounds"]
    assert made["key"] == stats.game_key(game_id, state.seed, made["players"], state.options)
    assert stats.record(made) is None
    loaded, problem = stats.load()
    assert problem is None and loaded == [made]


def test_the_key_is_one_per_game():
    state = secret_state()
    seats = seat_list(2)
    one = stats.entry_for(GAME, state, seats, "finished")
    assert one["key"] == stats.entry_for(GAME, secret_state(), seats, "abandoned")["key"]
    assert one["key"] != stats.entry_for(GAME, secret_state(seed=4), seats, "finished")["key"]
    other_seats = [SeatConfig("Zed", "#123456", "human"), seats[1]]
    assert one["key"] != stats.entry_for(GAME, state, other_seats, "finished")["key"]
    assert one["key"] != stats.entry_for(GAME, secret_state(rounds=3), seats, "finished")["key"]


def test_finished_replaces_abandoned_and_is_counted_once():
    seats = seat_list(2)
    abandoned = stats.entry_for(GAME, secret_state(finish=False), seats, "abandoned", 5.0)
    assert stats.record(abandoned) is None
    assert [e["outcome"] for e in stats.load()[0]] == ["abandoned"]
    finished = stats.entry_for(GAME, secret_state(), seats, "finished", 9.0)
    assert stats.record(finished) is None
    assert stats.load()[0] == [finished]
    again = {**finished, "finished_at": "2030-01-01T00:00:00+00:00", "seconds": 99.0}
    assert stats.record(again) is None
    assert stats.record(abandoned) is None  # an abandoned copy of a finished game changes nothing
    assert stats.load()[0] == [finished]
    other = stats.entry_for(GAME, secret_state(seed=8), seats, "finished")
    stats.record(other)
    assert stats.load()[0] == [finished, other]
    doc = json.loads(stats.stats_path().read_text("utf-8"))
    assert doc["format"] == "top-five-statistics" and doc["version"] == 1 and len(doc["games"]) == 2


def test_the_file_lives_in_the_data_folder():
    stats.record(entry())
    assert stats.stats_path() == paths.data_dir() / "statistics.json"
    assert stats.stats_path().is_file()
    assert not [p for p in paths.data_dir().iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("content", [
    b"{not json", b'{"format": "top-five-save", "version": 1, "games": []}',
    b'{"format": "top-five-statistics", "version": 1, "games": {"a": 1}}',
    b'{"format": "top-five-statistics", "version": 7, "games": []}', b"[1, 2, 3]", b"\xff\xfe\x00garbage",
])
def test_a_damaged_file_is_set_aside_with_a_sentence(content):
    path = stats.stats_path()
    path.write_bytes(content)
    entries, problem = stats.load()
    assert entries == []
    aside = sorted(paths.data_dir().glob("statistics.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == content and not path.exists()
    assert "Your statistics could not be read." in problem and aside[0].name in problem
    assert "nothing is lost" in problem
    # the next game starts a fresh file; the sentence is still shown this session
    assert stats.record(entry()) is None
    entries, problem = stats.load()
    assert len(entries) == 1 and aside[0].name in problem


def test_record_on_a_damaged_file_sets_it_aside_and_says_so():
    stats.stats_path().write_text("[", "utf-8")
    problem = stats.record(entry())
    assert problem and "statistics.damaged-" in problem
    assert [e["key"] for e in stats.load()[0]] == ["k"]


def test_a_file_too_large_is_set_aside(monkeypatch):
    stats.record(entry())
    monkeypatch.setattr(stats, "MAX_STATS_BYTES", 50)
    entries, problem = stats.load()
    assert entries == [] and "far too large" in problem
    assert len(list(paths.data_dir().glob("statistics.damaged-*.json"))) == 1


def test_two_damaged_files_in_one_second_keep_both():
    for text in ("{", "}"):
        stats.stats_path().write_text(text, "utf-8")
        stats.load()
    kept = sorted(p.read_text("utf-8") for p in paths.data_dir().glob("statistics.damaged-*.json"))
    assert kept == ["{", "}"]


def test_a_malformed_entry_is_skipped_with_a_note_and_kept_in_the_file():
    bad = [entry(key="b1", scores=[1]), entry(key="b2", outcome="won"), entry(key="b3", winners=[5]),
           entry(key="b4", finished_at="yesterday"), "nonsense", entry(key="b5", scores=[True, 1]),
           entry(key="b6", players=[{"name": "A", "kind": "bot", "level": "master"}], scores=[1], winners=[])]
    good = entry(key="good")
    doc = {"format": "top-five-statistics", "version": 1, "games": [bad[0], good, *bad[1:]]}
    stats.stats_path().write_text(json.dumps(doc), "utf-8")
    entries, problem = stats.load()
    assert entries == [good]
    assert problem == "7 recorded games could not be read and are left out of the statistics (they stay in the file)."
    stats.record(entry(key="new"))
    stored = json.loads(stats.stats_path().read_text("utf-8"))["games"]
    assert len(stored) == 9 and bad[0] in stored and "nonsense" in stored
    assert not list(paths.data_dir().glob("statistics.damaged-*"))


def test_sentences_are_german_in_german():
    stats.stats_path().write_text("{", "utf-8")
    with i18n.use("de"):
        _entries, problem = stats.load()
    assert "Your statistics" not in problem and "Statistik" in problem
    doc = {"format": "top-five-statistics", "version": 1, "games": ["x"]}
    stats.stats_path().write_text(json.dumps(doc), "utf-8")
    with i18n.use("de"):
        _entries, problem = stats.load()
    assert "Partie" in problem and "recorded" not in problem


def test_summary_figures_on_a_hand_made_list():
    ana = {"name": "Ana", "kind": "human", "level": None}
    bo = {"name": "Bo", "kind": "human", "level": None}
    easy = {"name": "Eve", "kind": "bot", "level": "easy"}
    hard = {"name": "Hal", "kind": "bot", "level": "hard"}

    def game(day, players, scores, winners, outcome="finished", hints=(), game_id="g"):
        return entry(key=f"k{day}{game_id}{outcome}", game=game_id, finished_at=f"2025-03-{day:02d}T12:00:00+00:00",
                     players=players, scores=scores, winners=list(winners), outcome=outcome, hints=list(hints))

    entries = [  # not in date order: the streak must follow the dates
        game(5, [ana, hard], [30, 40], [1]),
        game(1, [ana, easy], [20, 10], [0]),
        game(2, [ana, easy, hard], [25, 5, 20], [0], hints=[0]),
        game(3, [ana, hard], [18, 10], [0]),
        game(4, [ana, bo], [10, 10], [0, 1]),  # a tie: both win
        game(6, [ana, easy], [50, 10], [0]),
        game(7, [ana, easy], [5, 10], [], outcome="abandoned"),
        game(8, [bo, easy], [1, 2], [1], game_id="other"),
    ]
    rows = stats.summary(entries, "g")
    # humans first, then by games, then by who came first
    assert [r.name for r in rows] == ["Ana", "Bo", "Eve", "Hal"]
    a = rows[0]
    assert (a.games, a.wins, a.longest_streak, a.hint_games, a.abandoned) == (6, 5, 4, 1, 1)
    assert a.win_rate == pytest.approx(5 / 6)
    assert a.by_level == {"easy": (3, 3), "normal": (0, 0), "hard": (3, 2)}
    assert a.rate_against("hard") == pytest.approx(2 / 3) and a.rate_against("normal") is None
    assert a.average == pytest.approx((20 + 25 + 18 + 10 + 30 + 50) / 6) and a.best == 50
    assert a.last_scores == (20, 25, 18, 10, 30, 50)
    b = rows[1]
    assert (b.games, b.wins, b.longest_streak, b.abandoned, b.human) == (1, 1, 1, 0, True)
    hal = rows[3]
    assert (hal.games, hal.wins, hal.human, hal.longest_streak) == (3, 1, False, 1)
    assert hal.by_level["easy"] == (1, 0)  # Eve sat at the table with Hal once
    assert stats.summary(entries, "other")[0].name == "Bo"
    assert stats.summary(entries, "nothing") == []


def test_last_scores_keep_the_last_twenty():
    ana = {"name": "Ana", "kind": "human", "level": None}
    entries = [entry(key=f"k{i}", finished_at=f"2025-01-01T00:{i:02d}:00+00:00", players=[ana], scores=[i],
                     winners=[0]) for i in range(30)]
    row = stats.summary(entries, "g")[0]
    assert row.last_scores == tuple(range(10, 30)) and row.games == 30 and row.longest_streak == 30


# ---- the save's meta ------------------------------------------------------------------------------
def test_a_save_keeps_its_meta(tmp_path):
    state = secret_state(finish=False)
    path = saves.save_game(tmp_path / "s.json", GAME, state, seat_list(2), meta={"hints": [1, 0, 1], "played_s": 42})
    doc = json.loads(path.read_text("utf-8"))
    assert doc["meta"] == {"hints": [0, 1], "played_s": 42.0}
    assert saves.load_game(path, resolve_game=resolve).meta == {"hints": [0, 1], "played_s": 42.0}


@pytest.mark.parametrize("meta", [None, "x", [1], {"hints": "all", "played_s": "long"}, {"hints": [True]},
                                  {"played_s": -3}, {"played_s": float("nan")}])
def test_a_save_without_good_meta_loads_with_none(tmp_path, meta):
    path = saves.save_game(tmp_path / "s.json", GAME, secret_state(finish=False), seat_list(2))
    doc = json.loads(path.read_text("utf-8"))
    assert "meta" not in doc  # no meta given: the document is as before
    if meta is not None:
        doc["meta"] = meta
    Path(path).write_text(json.dumps(doc), "utf-8")
    assert saves.load_game(path, resolve_game=resolve).meta == {}


def test_one_bad_meta_field_leaves_the_other(tmp_path):
    path = tmp_path / "s.json"
    doc = saves.save_dict(GAME, secret_state(finish=False), seat_list(2), meta={"hints": [1]})
    doc["meta"]["played_s"] = "ten"
    path.write_text(json.dumps(doc), "utf-8")
    assert saves.load_game(path, resolve_game=resolve).meta == {"hints": [1]}


# ---- abandoned saves ------------------------------------------------------------------------------
def test_an_abandoned_save_is_recorded_then_replaced_when_finished(tmp_path):
    seats = seat_list(2)
    path = tmp_path / "autosave.json"
    saves.save_game(path, GAME, secret_state(finish=False), seats, meta={"hints": [0], "played_s": 31.5})
    assert stats.record_abandoned_save(path, resolve_game=resolve) is None
    (only,) = stats.load()[0]
    assert only["outcome"] == "abandoned" and only["moves"] == 2 and only["seconds"] == 31.5
    assert only["hints"] == [0] and only["winners"] == []
    assert stats.summary(stats.load()[0], GAME.id)[0].abandoned == 1
    stats.record(stats.entry_for(GAME, secret_state(), seats, "finished"))
    (only,) = stats.load()[0]
    assert only["outcome"] == "finished"


def test_an_abandoned_save_that_is_over_counts_as_finished(tmp_path):
    path = saves.save_game(tmp_path / "a.json", GAME, secret_state(), seat_list(2))
    stats.record_abandoned_save(path, resolve_game=resolve)
    assert [e["outcome"] for e in stats.load()[0]] == ["finished"]


def test_no_game_no_record(tmp_path):
    assert stats.record_abandoned_save(tmp_path / "missing.json", resolve_game=resolve) is None
    (tmp_path / "bad.json").write_text("{", "utf-8")
    assert stats.record_abandoned_save(tmp_path / "bad.json", resolve_game=resolve) is None
    assert stats.load() == ([], None)
