"""The setup drop: four toppings dropped on the centre with the physics engine, recorded as data."""

import json
import math

import pytest

from app.core import SaveFormatError
from app.games.top_this import GAME, setup
from app.games.top_this.geometry import CRUST_R, DISC_R


def test_drop_rests_without_overlap_and_fallen_go_back_to_the_bag():
    fell = 0
    for seed in range(60):
        s = GAME.new_state(3, seed)
        rec = s.options["drop"]
        assert len(rec["discs"]) == 4
        fell += 4 - len(s.board)
        assert set(s.board) <= set(rec["discs"])
        in_hands = {d for h in s.hands for d in h}
        for d in rec["discs"]:
            # on the pizza, or back in the bag (from which the hands were then drawn)
            assert (d in s.board) != (d in s.bag or d in in_hands)
        pts = list(s.board.values())
        for i, a in enumerate(pts):
            assert math.hypot(a[0], a[1]) <= CRUST_R
            for b in pts[i + 1:]:
                assert math.hypot(a[0] - b[0], a[1] - b[1]) >= 2 * DISC_R - 0.5  # no overlap beyond solver slop
        s.check_invariants()
    assert fell < 60  # most drops keep all four on the pizza


def test_the_drop_really_uses_physics_knocks(monkeypatch):
    # with knocks switched off (discs pass through each other) the same seeds rest elsewhere
    boards = [GAME.new_state(3, seed).board for seed in range(10)]
    real = setup.PizzaTable

    class Ghost(real):
        def _make(self, *a, **k):
            body, shape, joint = super()._make(*a, **k)
            shape.sensor = True
            return body, shape, joint

    monkeypatch.setattr(setup, "PizzaTable", Ghost)
    ghost = [GAME.new_state(3, seed).board for seed in range(10)]
    assert ghost != boards


def test_a_save_replays_the_recorded_drop_without_simulating(monkeypatch):
    s = GAME.new_state(4, 17)
    text = s.to_json()

    def no_physics(*a, **k):
        raise AssertionError("the drop was simulated again")

    monkeypatch.setattr(setup, "drop", no_physics)
    loaded = GAME.state_from_json(text)
    assert loaded == s and loaded.board == s.board


@pytest.mark.parametrize("edit", [
    lambda d: d.update(discs=[0, 1, 2, 3]),
    lambda d: d.update(board={"999": [0, 0, "olives"]}),
    lambda d: d.pop("board"),
])
def test_a_tampered_drop_is_refused(edit):
    data = json.loads(GAME.new_state(3, 5).to_json())
    edit(data["options"]["drop"])
    with pytest.raises(SaveFormatError):
        GAME.state_from_json(json.dumps(data))


def test_when_every_topping_is_on_the_pizza_the_end_is_triggered():
    """Ruling: bag and hands empty -> nobody can add a topping again; the end is triggered as by the
    last tip, and play goes on until everyone has had the same number of turns."""
    from app.games.top_this.actions import Flip
    from app.games.top_this.components import DISCS
    from tests.games.top_this.helpers import new

    spots = [(x, y) for x in range(-156, 157, 26) for y in range(-156, 157, 26) if math.hypot(x, y) <= 160]
    assert len(spots) >= len(DISCS)
    layout = {d.id: (float(x), float(y), d.faces[0]) for d, (x, y) in zip(DISCS, spots)}
    s = new(2, layout=layout, hands=[[], []], start=0)
    assert not s.bag and not any(s.hands)
    face = DISCS[0].faces[0]
    s.apply(Flip(face))
    events = s.apply(Flip(s.board[0][2]))
    assert any(e.TYPE == "end_triggered" and e.reason == "toppings" for e in events)
    assert not s.is_over and s.current_player == 1  # seat 1 still has its turn
    s.apply(Flip(s.board[0][2]))
    s.apply(Flip(s.board[0][2]))
    assert s.is_over and s.turns == [1, 1]


@pytest.mark.parametrize("value", [10**400, -(10**309), 10**7], ids=["1e400", "-1e309", "1e7"])
def test_a_huge_whole_number_in_a_layout_is_refused_with_a_sentence(value):
    from app.games.top_this.components import DISCS

    face = DISCS[0].faces[0]
    with pytest.raises(ValueError, match="off the pizza"):
        GAME.new_state(2, 1, {"layout": {"0": [value, 0, face]}})
    with pytest.raises(ValueError, match="off the pizza"):
        GAME.new_state(2, 1, {"layout": {"0": [0.0, value, face]}})
    # and a save whose recorded drop holds one is a damaged save, not a crash
    data = json.loads(GAME.new_state(2, 5).to_json())
    rec = data["options"]["drop"]
    d = next(iter(rec["board"]))
    rec["board"][d][0] = value
    with pytest.raises(SaveFormatError, match="off the pizza"):
        GAME.state_from_json(json.dumps(data))


def test_a_recorded_drop_with_discs_lying_on_each_other_is_refused():
    data = json.loads(GAME.new_state(3, 5).to_json())
    board = data["options"]["drop"]["board"]
    assert len(board) >= 2
    (d0, p0), (d1, p1) = list(board.items())[:2]
    board[d1] = [p0[0] + 2 * DISC_R - 1.0, p0[1], p1[2]]  # 1 mm into d0
    with pytest.raises(SaveFormatError, match="on each other"):
        GAME.state_from_json(json.dumps(data))
    board[d1] = [p0[0], p0[1], p1[2]]  # exactly on top
    with pytest.raises(SaveFormatError, match="on each other"):
        GAME.state_from_json(json.dumps(data))


def test_layout_and_drop_accept_the_physics_resting_slop_and_no_more():
    from app.games.top_this.components import DISCS
    from app.physics import REST_OVERLAP

    f0, f1 = DISCS[0].faces[0], DISCS[1].faces[0]
    GAME.new_state(2, 1, {"layout": {"0": [0.0, 0.0, f0], "1": [2 * DISC_R - REST_OVERLAP, 0.0, f1]}})
    with pytest.raises(ValueError, match="on each other"):
        GAME.new_state(2, 1, {"layout": {"0": [0.0, 0.0, f0], "1": [2 * DISC_R - REST_OVERLAP - 0.01, 0.0, f1]}})


def test_a_flick_cannot_be_undone_but_a_flip_can():
    """Undo stops at any event that REVEALS (the session's policy): a flick's outcome does, a flip does not."""
    from app.games.top_this.actions import Flip

    s = GAME.new_state(2, 4)
    flip = next(a for a in s.legal_actions() if isinstance(a, Flip))
    assert not any(e.REVEALS for e in s.apply(flip))
    s = GAME.new_state(2, 4)
    flick = next(a for a in s.legal_actions() if a.TYPE == "flick")
    events = s.apply(flick)
    assert any(e.TYPE == "flicked" and e.REVEALS for e in events)
