"""Top This!: flick toppings onto a pizza to complete orders.

`INFO` is the game's static metadata (the launcher and the new-game dialog read it without importing
the rules or the physics); `GAME` (app/games/top_this/rules.py) is imported on first use.
"""

from app.core.i18n import N_
from app.core.options import GameInfo, Option

INFO = GameInfo(
    id="top_this",
    title="Top This!",
    min_players=2,
    max_players=5,
    summary=N_("Flick toppings onto a pizza to fill the orders: exactly the toppings asked, on one slice."),
    options=(
        Option("start", N_("Start player"),
               N_("Who takes the first turn (the rulebook: whoever last ordered a pizza); turns go clockwise."),
               kind="seat", public=True),
        # set-up data for tests and saves (not public)
        Option("layout", N_("Toppings on the pizza"), N_("Set-up data for tests and saves: discs already lying on the pizza.")),
        Option("hands", N_("Hands"), N_("Set-up data for tests and saves: the discs in each player's hand.")),
        Option("orders", N_("Orders"), N_("Set-up data for tests and saves: the order cards on top of the pile.")),
        Option("tips", N_("Tips"), N_("Set-up data for tests and saves: the tip cards in play.")),
        Option("bag", N_("Bag"), N_("Set-up data for tests and saves: the discs drawn first from the bag.")),
        Option("drop", N_("Opening drop"),
               N_("Set-up data for tests and saves: where the four dropped toppings landed (a save records it).")),
    ),
)

def __getattr__(name: str):
    if name == "GAME":  # the rules (and pymunk) are imported when the game is used, not when it is listed
        from app.games.top_this.rules import GAME

        return GAME
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAME", "INFO"]
