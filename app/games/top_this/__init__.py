"""Top This!: flick toppings onto a pizza to complete orders."""

from app.core.i18n import N_
from app.core.manifest import lazy_game
from app.core.options import GameInfo, Option, start_seat

INFO = GameInfo(
    "top_this", "Top This!", min_players=2, max_players=5,
    summary=N_("Flick toppings onto a pizza to fill the orders: exactly the toppings asked, on one slice."),
    options=(
        start_seat(N_("Who takes the first turn (the rulebook: whoever last ordered a pizza); turns go "
                      "clockwise.")),
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

__getattr__ = lazy_game(__name__, INFO.parts)  # GAME: the rules, imported on first use

__all__ = ["GAME", "INFO"]
