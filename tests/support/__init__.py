"""Test helpers shared by several test folders: `secretgame`, a tiny game with hidden cards that
implements the whole engine contract (GAME, bots.make_bot, log.describe), and OPEN_GAME, the same
game without secrets; `simulgame` (SIMUL_GAME), a game of simultaneous secret choices. Registered
nowhere in the app: pass `resolve_game=support.resolve` when loading."""

from tests.support.secretgame import GAME, OPEN_GAME
from tests.support.simulgame import GAME as SIMUL_GAME

GAMES = {GAME.id: GAME, OPEN_GAME.id: OPEN_GAME, SIMUL_GAME.id: SIMUL_GAME}


def resolve(game_id: str):
    """`resolve_game` for `app.persistence.load_game` / `GameSession.load`: the test games by id."""
    return GAMES[game_id]
