"""The score sheet during real Top This! bot games: at every position the rows shown add up to the
total shown, for every player (the round being played is a row of its own, in italics)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.games.top_this.bots import make_bot
from app.games.top_this.rules import GAME
from app.ui.qt_score_sheet import ScoreSheet

#: moves per game at most (the games are real bot games; a cap keeps the test short)
MAX_MOVES = 70


def _shown(sheet: ScoreSheet) -> tuple[list[str], list[list[int]], list[int]]:
    """The sheet as a player reads it: row labels, the rows' numbers and the totals row's."""
    model = sheet.model()
    labels = [sheet.verticalHeaderItem(r).text() for r in range(sheet.rowCount())]
    cells = [[int(model.data(model.index(r, c))) for c in range(sheet.columnCount())]
             for r in range(sheet.rowCount())]
    return labels, cells[:-1], cells[-1]


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 11), (4, 17)])
def test_rows_add_up_to_the_total_at_every_position_of_bot_games(qtbot, players, seed):
    names = [f"P{s + 1}" for s in range(players)]
    sheet = ScoreSheet(names, ["#d1352b", "#2f6fd0", "#2e9d4a", "#e0a020"][:players])
    qtbot.addWidget(sheet)
    state = GAME.new_state(players, seed)
    bots = [make_bot("easy", s, seed) for s in range(players)]
    mid_round_scores = 0
    for move in range(MAX_MOVES + 1):
        view = state.view(None)
        sheet.update_from(view)
        labels, rows, total = _shown(sheet)
        assert labels[-1] == "Total"
        assert total == view["totals"]
        for c in range(players):
            assert sum(row[c] for row in rows) == total[c], (move, labels, rows, total)
        if not view["is_over"]:
            live = sheet.verticalHeaderItem(len(rows) - 1)
            assert live.text() == f"Round {len(view['rounds']) + 1}" and live.font().italic()  # whole: no "…"
            assert sheet.item(len(rows) - 1, 0).font().italic()
            mid_round_scores += any(view["round_in_progress"])
        else:
            assert len(rows) == len(view["rounds"])  # no round in progress once it is over
        if state.is_over or move == MAX_MOVES:
            break
        p = state.current_player
        state.apply(bots[p].choose(state.view(p), state.legal_actions()))
    assert mid_round_scores > 0  # the games did score in a round still being played


def test_a_game_without_a_round_in_progress_keeps_its_sheet():
    """Flip 7 and the others give no `round_in_progress`: rounds and the total only, as before."""
    sheet = ScoreSheet(["Ana", "Ben"], ["#d1352b", "#2f6fd0"])
    sheet.update_from({"rounds": [[10, 0], [5, 30]], "totals": [15, 30], "winners": [], "is_over": False})
    assert sheet.rowCount() == 3
    assert [sheet.verticalHeaderItem(r).text() for r in range(3)] == ["Round 1", "Round 2", "Total"]
    assert sheet.item(1, 0).data(Qt.ItemDataRole.DisplayRole) == "5"
