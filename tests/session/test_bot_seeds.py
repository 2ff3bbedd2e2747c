"""The seeds of the bots and hints reveal nothing (issue 27: from a seat's bot seed, a mix of the game's
seed that could be run backwards, every hand and the deck order were recomputed). They are keyed by a
secret the state keeps: the save holds it, no seat's view, event or log line does; undo and loading
keep it (the same game, the same bots); an old save without one gets a fresh one."""

from __future__ import annotations

import json

import pytest

from app.bots.modules import load_module
from app.core.rng import valid_secret
from app.games import registry
from app.persistence import saves
from app.session import game_modules
from tests.session.helpers import new_session, scripted_bots, seats

pytestmark = pytest.mark.fresh_secrets  # random secrets, as in the app


def made_seeds(qtbot, sessions, seed):
    """The seed each bot of a new two-bot session (game seed `seed`) was made with."""
    made: list = []
    bots = scripted_bots()
    original = bots.make_bot
    bots.make_bot = lambda level, seat, s: made.append((seat, s)) or original(level, seat, s)
    session = new_session(["normal", "normal"], seed=seed, bots_module=bots)
    sessions.append(session)
    session.start()
    qtbot.waitUntil(lambda: {seat for seat, _ in made} == {0, 1}, timeout=10_000)
    session.close(wait_ms=2000)
    return session, dict(made)


def test_a_bots_seed_is_not_a_mix_of_the_games_seed(qtbot, sessions):
    first, seeds = made_seeds(qtbot, sessions, 3)
    second, other = made_seeds(qtbot, sessions, 3)
    assert first.state.seed == second.state.seed == 3
    # the same game's seed, other secrets: other seeds, none of them the invertible mix
    assert seeds[0] != other[0] and seeds[1] != other[1]
    assert game_modules.bot_seed(3, 0) not in (seeds[0], other[0])
    assert seeds == {seat: game_modules.seat_bot_seed(first.state, seat) for seat in (0, 1)}
    assert valid_secret(first.state.secret) and first.state.secret != second.state.secret


def test_seeds_follow_the_secret_and_hints_get_their_own():
    game = registry.get("flip7")
    one, two = game.new_state(3, 7), game.new_state(3, 7)
    assert one == two and one.secret != two.secret  # the same position: the secret is no part of it
    assert game_modules.seat_bot_seed(one, 1) != game_modules.seat_bot_seed(two, 1)
    again = game.new_state(3, 99, secret=one.secret)
    assert game_modules.seat_bot_seed(again, 1) == game_modules.seat_bot_seed(one, 1)
    seeds = {game_modules.seat_bot_seed(one, s) for s in range(3)} | {game_modules.hint_seed(one, s) for s in range(3)}
    assert len(seeds) == 6
    one.apply(one.legal_actions()[0])
    assert game_modules.hint_seed(one, 0) != game_modules.hint_seed(game.replay(3, 7, {}, [], secret=one.secret), 0)
    # undo replays with the secret handed on; a lesson has none (its bots from the lesson's seed)
    assert game.replay(3, 7, {}, one.history, secret=one.secret).secret == one.secret
    lesson = game.new_state(3, 7, secret=None)
    assert game_modules.seat_bot_seed(lesson, 2) == game_modules.bot_seed(7, 2)


def _positions(game_id):
    """A few positions of each game, through its Normal bots, with the events of each move."""
    game = registry.get(game_id)
    bots = load_module(None, game, "bots")
    state = game.new_state(3 if game_id != "top_pop" else 4, 5)
    table = [bots.make_bot("normal", s, s) for s in range(state.num_players)]
    events = list(state.setup_events)
    for _ in range(25):
        if state.is_over:
            break
        seat = state.current_player
        events += state.apply(table[seat].choose(state.view(seat), state.legal_actions()))
    return game, state, events


def test_the_secret_is_in_no_view_event_log_line_or_position():
    for game_id in ("flip7", "top_this", "top_oder_flop", "top_pop", "top3"):
        game, state, events = _positions(game_id)
        secret = state.secret
        log = load_module(None, game, "log")
        names = ["Ana", "Ben", "Cleo", "Dan"][:state.num_players]
        for seat in (*range(state.num_players), None):
            shown = [state.view(seat), state.setup_view(seat)]
            seen = game.events_for(events, seat)
            shown += [e.to_dict() for e in seen]
            shown += [game_modules.describe(log, e, names) for e in seen]
            assert secret not in json.dumps(shown, default=str), (game_id, seat)
        assert secret not in state.to_json()


def test_the_save_keeps_the_secret_and_an_old_save_gets_a_fresh_one(tmp_path):
    game = registry.get("top_oder_flop")
    state = game.new_state(3, 11)
    state.apply(state.legal_actions()[0])
    path = saves.save_game(tmp_path / "a.topfive", game, state, seats("human", "normal", "normal"))
    assert json.loads(path.read_text())["secret"] == state.secret
    loaded = saves.load_game(path)
    assert loaded.state == state and loaded.state.secret == state.secret
    # written before the secret existed: loads, with a fresh secret that the next save keeps
    data = json.loads(path.read_text())
    del data["secret"]
    old = saves.parse_save(data)
    assert old.state == state and valid_secret(old.state.secret) and old.state.secret != state.secret
    data["secret"] = "not a secret"  # damaged: the same
    assert valid_secret(saves.parse_save(data).state.secret)
    again = saves.save_game(tmp_path / "b.topfive", game, old.state, seats("human", "normal", "normal"))
    assert saves.load_game(again).state.secret == old.state.secret

