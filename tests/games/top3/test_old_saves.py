"""A Top 3 save written while Top 3 ran its choose-then-reveal round by hand (before the engine's
simultaneous rounds, app/core/simultaneous.py) loads to the same game and writes the same JSON: the
round's pending choices included (3 players, seed 7, 20 moves: two seats have chosen in round 7)."""

from __future__ import annotations

import json
from pathlib import Path

from app.games.top3.actions import Choose
from app.games.top3.rules import GAME

SAVE = Path(__file__).parent / "saves" / "mid_round_before_engine.json"


def test_a_save_from_the_hand_written_round_loads_unchanged():
    text = SAVE.read_text()
    state = GAME.state_from_json(text)
    assert state.to_json() == text
    assert len(state.history) == 20 and state.round == 7 and state.current_player == 2
    assert state.pending == [{"order": "213", "advance": "everyone"}, {"order": "312", "advance": "everyone"}, None]
    assert state.choices[:2] == [Choose("213", "everyone"), Choose("312", "everyone")]
    assert state.view(2)["mine"] is None and state.view(2)["chosen"] == [True, True, False]
    events = state.apply(state.legal_actions()[0])
    assert [e.TYPE for e in events] == ["chose", "revealed", "round_started"]
    assert json.loads(state.to_json())["snapshot"]["pending"] == [None, None, None]
