"""Flip 7 (The Op Games): push your luck, flip numbers, never one twice.

`INFO` is the game's static metadata (the launcher and the new-game dialog read it without importing
the rules); `GAME` (app/games/flip7/rules.py) is imported on first use.
"""

from app.core.i18n import N_
from app.core.options import GameInfo, Option

INFO = GameInfo(
    id="flip7",
    title="Flip 7",
    min_players=3,
    max_players=24,
    summary=N_("Flip cards one by one and stop before you draw a number twice: first past 200 wins."),
    options=(
        Option("deck", N_("Stacked deck"), N_("The cards on top of the deck, in order (for tests).")),
        Option("dealer", N_("First dealer"),
               N_("Who deals the first round: the player on the dealer's left flips first; the deal passes left."),
               kind="seat", public=True),
    ),
)


def __getattr__(name: str):
    if name == "GAME":  # the rules are imported when the game is used, not when the launcher lists it
        from app.games.flip7.rules import GAME

        return GAME
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAME", "INFO"]
