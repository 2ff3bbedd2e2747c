"""Rules 2 and 22: a recorded setup drop must be one the physics can give from how the toppings
landed (the drop's own randomness, replayed without physics): each shows the side it landed on,
one that bounced off the pizza stays off, and together they slide no farther than their bounces."""

from __future__ import annotations

import json
import math

import pytest

from app.core import SaveFormatError
from app.games.top_this import GAME, setup


def _saved(seed):
    s = GAME.new_state(3, seed)
    return s, json.loads(s.to_json())


def _load(data):
    data.pop("snapshot", None)
    return GAME.state_from_json(json.dumps(data))


def test_real_drops_reload_as_recorded():
    for seed in range(40):
        s, data = _saved(seed)
        assert _load(data) == s


def test_a_drop_showing_the_other_side_is_refused():
    s, data = _saved(5)
    board = data["options"]["drop"]["board"]
    d = next(iter(board))
    from app.games.top_this.components import DISCS

    board[d][2] = DISCS[int(d)].other(board[d][2])
    with pytest.raises(SaveFormatError, match="with a side it did not land on"):
        _load(data)


def test_a_drop_sliding_a_topping_across_the_pizza_is_refused():
    s, data = _saved(5)
    board = data["options"]["drop"]["board"]
    d = next(iter(board))
    x, y = board[d][:2]
    far = (-170.0 * x / math.hypot(x, y), -170.0 * y / math.hypot(x, y)) if math.hypot(x, y) > 1 else (170.0, 0.0)
    if all(math.hypot(far[0] - p[0], far[1] - p[1]) >= 24.0 for k, p in board.items() if k != d):
        board[d][:2] = list(far)
    with pytest.raises(SaveFormatError, match="farther than their bounces could"):
        _load(data)


def test_a_topping_that_bounced_off_cannot_be_recorded_on_the_pizza(monkeypatch):
    """A fourth topping finding no room near the centre bounces off the pizza (rule 2)."""
    s, data = _saved(5)
    rec = data["options"]["drop"]
    monkeypatch.setattr(setup, "LAND_R", 1.0)  # no room: all but the first land off the pizza
    with pytest.raises(SaveFormatError, match="though it bounced off it"):
        _load(json.loads(json.dumps(data)))
    assert len(rec["board"]) >= 2
