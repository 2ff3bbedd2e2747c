"""The session on the real Flip 7 (registered in the app): bots, autosave through the app registry."""

import pytest

from app.persistence import paths, saves
from app.session import GameSession
from tests.session.helpers import Recorder, seats

flip7_bots = pytest.importorskip("app.games.flip7.bots")


def test_flip7_human_and_bots_to_the_end_with_autosave(qtbot, sessions):
    from app.games import registry

    game = registry.get("flip7")
    session = GameSession.new(game, seats("human", "normal", "hard"), seed=21, bot_delay_ms=0)
    session.set_waits_for_animations(False)
    sessions.append(session)
    rec = Recorder(session)
    session.start()
    checked = False
    while not session.is_over:
        qtbot.waitUntil(lambda: session.is_over or bool(session.legal_actions()), timeout=10000)
        if session.legal_actions():
            assert session.submit(session.legal_actions()[0])
        if not checked and len(session.state.history) >= 6 and not session.bot_thinking:
            session.flush()  # the autosave is written off the UI thread
            saved = saves.load_autosave()  # the app registry resolves "flip7"
            assert saved is not None and saved.state == session.state
            checked = True
    assert checked and rec.names().count("gameOver") == 1 and not rec.of("error")
    assert session.round_scores() and sum(map(sum, session.round_scores())) == sum(session.totals())
    assert session.log_lines() and all(isinstance(line, str) and line for line in session.log_lines())
    assert rec.of("handoff") == []  # one human: nobody hands over
    session.flush()
    assert not saves.has_unfinished()
    assert saves.load_game(paths.autosave_path()).state == session.state
