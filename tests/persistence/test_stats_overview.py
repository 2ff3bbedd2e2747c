"""The overview across all five games (app/persistence/stats.py `overview`): per player name, games
played, wins and time played over every game, and the games of each game (issue 27)."""

from __future__ import annotations

from app.persistence import stats

ANA = {"name": "Ana", "kind": "human", "level": None}
BEN = {"name": "Ben", "kind": "human", "level": None}
HAL = {"name": "Hal", "kind": "bot", "level": "hard"}


def game(n, game_id, players, winners, seconds=600.0, outcome="finished"):
    return {"key": f"k{n}", "game": game_id, "finished_at": f"2025-04-{n:02d}T09:00:00+00:00", "outcome": outcome,
            "players": players, "scores": [n] * len(players), "winners": winners, "rounds": None, "moves": 9,
            "seconds": seconds, "hints": []}


ENTRIES = [
    game(1, "flip7", [ANA, HAL, BEN], [0]),
    game(2, "top3", [ANA, HAL], [1], seconds=900.0),
    game(3, "top_pop", [HAL, BEN], [0, 1], seconds=None),  # a shared win; no time recorded
    game(4, "top3", [ANA, BEN], [], seconds=120.0, outcome="abandoned"),
    game(5, "top_this", [ANA, ANA], [1], seconds=60.0),  # one name twice at a table counts once
    {"not": "an entry"},
]


def test_the_overview_counts_every_game_per_player():
    rows = {row.name: row for row in stats.overview(ENTRIES)}
    assert [r.name for r in stats.overview(ENTRIES)] == ["Ana", "Ben", "Hal"]  # humans first, most games first
    ana, ben, hal = rows["Ana"], rows["Ben"], rows["Hal"]
    assert (ana.games, ana.wins, ana.abandoned) == (3, 2, 1)
    assert (ben.games, ben.wins, ben.abandoned) == (2, 1, 1)
    assert (hal.games, hal.wins, hal.abandoned, hal.human) == (3, 2, 0, False)
    # time played: every game the name sat in, finished or not, with a recorded time
    assert ana.seconds == 600 + 900 + 120 + 60 and ben.seconds == 600 + 120 and hal.seconds == 1500
    assert ana.by_game == {"flip7": (1, 1), "top3": (1, 0), "top_this": (1, 1)}
    assert hal.by_game == {"flip7": (1, 0), "top3": (1, 1), "top_pop": (1, 1)}
    assert ana.win_rate == 2 / 3


def test_the_overview_of_nothing_is_empty():
    assert stats.overview([]) == []
