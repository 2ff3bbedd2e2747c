"""Top oder Flop (Argentum Verlag 2006, by Martin Schlegel): lay influence on five films in secret,
then make them hits or flops on the film display.

`INFO` is the game's static metadata (the launcher and the new-game dialog read it without importing
the rules); `GAME` (app/games/top_oder_flop/rules.py) is imported on first use.
"""

from app.core.i18n import N_
from app.core.options import GameInfo, Option

INFO = GameInfo(
    id="top_oder_flop",
    title="Top oder Flop",
    min_players=2,
    max_players=5,
    summary=N_("Take secret influence on five films, then push them to Top or Flop: the majorities score."),
    options=(
        Option("deck", N_("Stacked deck"), N_("The cards on top of the deck, in order (for tests).")),
        Option("start", N_("Start player"),
               N_("Who lays the first opening card and makes the first move; play goes clockwise."),
               kind="seat", public=True),
    ),
    has_secrets=True,
)


def __getattr__(name: str):
    if name == "GAME":  # the rules are imported when the game is used, not when the launcher lists it
        from app.games.top_oder_flop.rules import GAME

        return GAME
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAME", "INFO"]
