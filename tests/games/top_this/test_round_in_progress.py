"""The view's `round_in_progress`: each seat's dollars in the round being played, so that the
finished rounds plus that row equal the totals at every moment (also mid-turn, before a removal)."""

from __future__ import annotations

import pytest

from app.games.top_this.bots import make_bot
from app.games.top_this.rules import GAME


@pytest.mark.parametrize("players,seed", [(2, 8), (3, 21)])
def test_rounds_and_the_round_in_progress_add_up_to_the_totals(players, seed):
    state = GAME.new_state(players, seed)
    bots = [make_bot("easy", s, seed) for s in range(players)]
    live_scores = 0
    for _ in range(60):
        view = state.view(None)
        live = view["round_in_progress"]
        for s in range(players):
            done = sum(r[s] for r in view["rounds"])
            assert done + (live[s] if live is not None else 0) == view["totals"][s]
        if state.is_over:
            assert live is None
            break
        assert len(live) == players
        live_scores += any(live)
        p = state.current_player
        state.apply(bots[p].choose(state.view(p), state.legal_actions()))
    assert live_scores > 0
