"""Flip 7 (The Op Games): push your luck, flip numbers, never one twice."""

from app.core.i18n import N_
from app.core.manifest import lazy_game
from app.core.options import GameInfo, STACKED_DECK, start_seat

INFO = GameInfo(
    "flip7", "Flip 7", min_players=3, max_players=24,
    summary=N_("Flip cards one by one and stop before you draw a number twice: first past 200 wins."),
    options=(
        STACKED_DECK,
        start_seat(N_("Who deals the first round: the player on the dealer's left flips first; the deal passes "
                      "left."), "dealer", N_("First dealer")),
    ),
)


__getattr__ = lazy_game(__name__, INFO.parts)  # GAME: the rules, imported on first use

__all__ = ["GAME", "INFO"]
