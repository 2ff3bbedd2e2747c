"""`State.apply_trusted` (bots' searches, simulations) gives exactly what `apply` gives for a legal
move: the same events, the same position, the same history, in every registered game."""

from app.core import Rng
from app.games import registry


def test_trusted_path_equals_checked_path():
    for game in registry.all():
        for seed in range(3):
            checked = game.new_state(game.min_players, 500 + seed)
            trusted = game.new_state(game.min_players, 500 + seed)
            rng = Rng(seed)
            moves = 0
            while not checked.is_over and moves < 400:
                legal = checked.legal_actions()
                if not legal:
                    break
                action = rng.choice(legal)
                assert trusted.apply_trusted(action) == checked.apply(action), game.id
                moves += 1
            assert trusted == checked, game.id
            assert trusted.history == checked.history and trusted.actors == checked.actors
