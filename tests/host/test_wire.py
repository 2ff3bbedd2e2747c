"""An announcement sent to a joined computer and read back there is the same announcement (app/host/
wire.py, issue 28): every game and way to play, every seat, random games to the end."""

import json
import random

import pytest

from app.core import IllegalAction
from app.games import registry
from app.host import protocol, wire
from app.session.announcement import MOVE, SETUP, Announcement

WAYS = [("flip7", {}, 4), ("top_this", {}, 3), ("top_oder_flop", {}, 4), ("top3", {}, 3),
        ("top3", {"theme": "films"}, 4), ("top_pop", {"variant": "standard", "city_powers": True}, 4),
        ("top_pop", {"variant": "lite"}, 3), ("top_pop", {"variant": "two_player"}, 2)]


def _record(game, state, events, seat, kind=MOVE) -> Announcement:
    mine = state.current_player == seat
    return Announcement(kind=kind, viewer=seat, events=tuple(game.events_for(events, seat)),
                        event_lines=tuple(f"line {i}" if i % 2 else None for i in range(len(events))),
                        view=state.view(seat), legal=tuple(state.legal_actions()) if mine else (),
                        acting=state.current_player, handoff=None, log=None,
                        before=state.setup_view(seat) if kind == SETUP else None,
                        can_undo=False, can_redo=False, over=state.is_over, action_type=None)


def _trip(game, record, classes) -> Announcement:
    text = protocol.encode(wire.shown(record))
    message = json.loads(text)
    assert message["type"] == "shown" and message["lines"] == list(record.lines)
    assert set(message) >= {"view", "legal", "events", "lines", "acting"}
    return wire.announcement(message, game, classes)


@pytest.mark.parametrize("game_id, options, players", WAYS, ids=[f"{g}-{'-'.join(map(str, o.values()))}" for g, o, _ in WAYS])
def test_every_announcement_survives_the_wire(game_id, options, players):
    game = registry.get(game_id)
    classes = wire.event_classes(game)
    rng = random.Random(28)
    state = game.new_state(players, 28, options, secret=None)
    checked = 0
    events = list(state.setup_events) if hasattr(state, "setup_events") else []
    for step in range(400):
        if state.is_over:
            break
        for seat in range(players):
            record = _record(game, state, events, seat)
            assert _trip(game, record, classes) == record, f"step {step}, seat {seat}"
            checked += 1
        events = state.apply(rng.choice(state.legal_actions()))
    assert checked >= 8


def test_a_position_the_joined_computer_cannot_read_is_a_sentence():
    game = registry.get("flip7")
    classes = wire.event_classes(game)
    state = game.new_state(3, 1, {}, secret=None)
    good = json.loads(protocol.encode(wire.shown(_record(game, state, [], 0))))
    for broken in ({**good, "kind": "explode"}, {k: v for k, v in good.items() if k != "view"},
                   {**good, "acting": "everyone"}, {**good, "legal": [{"type": "nuke"}]},
                   {**good, "events": [{"type": "busted", "player": "x", "number": 3}]}):
        with pytest.raises(IllegalAction) as caught:
            wire.announcement(broken, game, classes)
        assert caught.value.sentence.endswith(".")


def test_only_the_dicts_a_game_declares_are_keyed_by_numbers_again():
    pop, top3 = registry.get("top_pop"), registry.get("top3")
    read = {"supply": [{"0": 3, "2": 1}], "middle": {"1": 4}, "order_names": {"123": "1-2-3"}, "x": {"0": 1}}
    assert pop.view_from_json(read) == {"supply": [{0: 3, 2: 1}], "middle": {1: 4},
                                        "order_names": {"123": "1-2-3"}, "x": {"0": 1}}
    assert top3.view_from_json({"order_names": {"123": "1-2-3"}}) == {"order_names": {"123": "1-2-3"}}
