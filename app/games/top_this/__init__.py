"""Top This!: flick toppings onto a pizza to complete orders.

`INFO` is the game's static metadata (the launcher and the new-game dialog read it without importing
the rules or the physics); `GAME` (app/games/top_this/rules.py) is imported on first use.
"""

from app.core.options import GameInfo, Option

_TEST = "Set-up data for tests and saves"

INFO = GameInfo(
    id="top_this",
    title="Top This!",
    min_players=2,
    max_players=5,
    summary="Flick toppings onto a pizza to fill the orders: exactly the toppings asked, on one slice.",
    options=(
        Option("start", "Start player",
               "Who takes the first turn (the rulebook: whoever last ordered a pizza); turns go clockwise.",
               kind="seat", public=True),
        Option("layout", "Toppings on the pizza", f"{_TEST}: discs already lying on the pizza."),
        Option("hands", "Hands", f"{_TEST}: the discs in each player's hand."),
        Option("orders", "Orders", f"{_TEST}: the order cards on top of the pile."),
        Option("tips", "Tips", f"{_TEST}: the tip cards in play."),
        Option("bag", "Bag", f"{_TEST}: the discs drawn first from the bag."),
        Option("drop", "Opening drop", f"{_TEST}: where the four dropped toppings landed (a save records it)."),
    ),
)


def __getattr__(name: str):
    if name == "GAME":  # the rules (and pymunk) are imported when the game is used, not when it is listed
        from app.games.top_this.rules import GAME

        return GAME
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAME", "INFO"]
