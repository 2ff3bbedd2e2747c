"""app/games/hints.py: the Hard bot's move from the seat's own view, with the game's reason or a generic one."""

from __future__ import annotations

import time
import types

import pytest

from app.bots.modules import load_module
from app.core import i18n
from app.games import hints, registry
from app.games.hints import GENERIC_REASON, Hint, NoHint


def first_position(game_id: str, seed: int = 4):
    game = registry.get(game_id)
    info = registry.info(game_id)
    state = game.new_state(info.min_players, seed, None)
    assert state.current_player is not None
    return game, state


@pytest.mark.parametrize("game_id", [info.id for info in registry.infos()])
def test_every_game_gives_a_hint_for_its_first_decision(game_id):
    game, state = first_position(game_id)
    seat = state.current_player
    legal = state.legal_actions()
    view = state.view(seat)
    started = time.monotonic()
    found = hints.hint(game, view, legal, seat, seed=1)
    assert time.monotonic() - started < 30
    assert isinstance(found, Hint) and found.seat == seat
    if found.action is None:  # a game that advises itself asks the player to pick first (Top 3's order card)
        assert hasattr(load_module(None, game, "hints"), "advise")
        begun = [a for a in legal if a == legal[0]]
        found = hints.hint(game, view, legal, seat, seed=1, begun=begun)
    assert state.is_legal(found.action)
    assert isinstance(found.sentence, str) and found.sentence.strip()
    assert view == state.view(seat)  # the view handed in is left as it was


def test_the_bot_is_the_hard_one_of_that_seat_and_sees_only_its_view():
    game, state = first_position("flip7")
    seat = state.current_player
    made, seen = [], []

    class Bot:
        def choose(self, view, legal):
            seen.append(view)
            view["scribbled"] = True
            return legal[-1]

    bots = types.SimpleNamespace(make_bot=lambda level, s, seed: made.append((level, s, seed)) or Bot())
    view = state.view(seat)
    found = hints.hint(game, view, state.legal_actions(), seat, seed=9, bots=bots)
    assert made == [("hard", seat, 9)]
    assert seen == [state.view(seat) | {"scribbled": True}] and "scribbled" not in view
    assert found.action == state.legal_actions()[-1]


def test_the_games_reason_and_the_generic_one():
    game, state = first_position("flip7")
    seat, legal, view = state.current_player, state.legal_actions(), state.view(state.current_player)
    asked = []
    reasons = types.SimpleNamespace(reason=lambda v, a, s: asked.append((a, s)) or "{p1} would love this.")
    found = hints.hint(game, view, legal, seat, hints=reasons)
    assert found.sentence == "{p1} would love this." and asked == [(found.action, seat)]
    broken = types.SimpleNamespace(reason=lambda v, a, s: 1 / 0)
    assert hints.hint(game, view, legal, seat, hints=broken).sentence == GENERIC_REASON
    empty = types.SimpleNamespace(reason=lambda v, a, s: "  ")
    assert hints.hint(game, view, legal, seat, hints=empty).sentence == GENERIC_REASON
    nothing = types.SimpleNamespace()
    assert hints.hint(game, view, legal, seat, hints=nothing).sentence == GENERIC_REASON
    with i18n.use("de"):
        german = hints.hint(game, view, legal, seat, hints=nothing).sentence
    assert german != GENERIC_REASON and german.strip()


def test_a_game_without_bots_gives_no_hint():
    game = types.SimpleNamespace(id="nobots", title="No Bots", package="tests.support.no_such_package_here")
    with pytest.raises(NoHint) as caught:
        hints.hint(game, {}, [], 0)
    assert "No Bots" in str(caught.value)
    with i18n.use("de"):
        with pytest.raises(NoHint) as german:
            hints.hint(game, {}, [], 0)
    assert str(german.value) != str(caught.value)
