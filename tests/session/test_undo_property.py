"""Random play with undos on an all-human game: the session always equals a replay of its moves,
undo follows the policy exactly (only the mover, while still at the screen, never past a reveal), and the autosave always holds the current position."""

from hypothesis import HealthCheck, given, settings, strategies as st

from app.persistence import paths, saves
from tests.session.helpers import new_session
from tests.support import OPEN_GAME, resolve


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4),
       script=st.lists(st.tuples(st.booleans(), st.integers(0, 2)), min_size=1, max_size=30))
def test_random_moves_and_undos_match_a_replay(qapp, seed, players, script):
    session = new_session(["human"] * players, game=OPEN_GAME, seed=seed, rounds=2)
    try:
        session.start()
        model = []  # (action, revealed, seat that moved) as an independent record
        for wants_undo, pick in script:
            if session.is_over:
                break
            if wants_undo:
                # only the player who made the last move, while it is still their turn, and
                # not past a reveal (all seats are human: another seat to move is another person)
                expected = bool(model) and not model[-1][1] and model[-1][2] == session.current_player
                assert session.can_undo() is expected
                assert session.undo() is expected
                if expected:
                    model.pop()
            else:
                legal = session.legal_actions()
                action = legal[pick % len(legal)]
                probe = OPEN_GAME.replay(players, seed, {"rounds": 2}, [a for a, *_ in model])
                revealed = any(e.REVEALS for e in probe.apply(action))
                mover = session.current_player
                assert session.submit(action)
                model.append((action, revealed, mover))
            history = [a for a, *_ in model]
            assert session.state.history == history
            assert session.state == OPEN_GAME.replay(players, seed, {"rounds": 2}, history)
            assert session.revealed == [r for _, r, _ in model]
            session.flush()  # the autosave is written off the UI thread
            assert saves.load_game(paths.autosave_path(), resolve_game=resolve).state == session.state
    finally:
        session.close()
