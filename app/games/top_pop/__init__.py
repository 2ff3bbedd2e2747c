"""Top Pop (Talon Strikes Studios 2021, by Mark McGee and Joshua J. Mills): soda companies stack bottle
caps on city cards to win the cities' markets; in the two-player game, advertising consultants play
cards to four companies and earn their caps."""

from app.core.i18n import N_
from app.core.manifest import Parts, Variant, lazy_game
from app.core.options import GameInfo, Option, STACKED_DECK, start_seat

INFO = GameInfo(
    "top_pop", "Top Pop", min_players=2, max_players=5,
    summary=N_("Stack bottle caps on city cards: the tallest stack wins the city, majorities and variety score."),
    options=(
        Option("variant", N_("Way to play"),
               N_("The full game, Lite for new players, or the two-player game for exactly two."),
               kind="choice", default="standard", public=True,
               choices=(("standard", N_("Standard")), ("lite", N_("Lite")), ("two_player", N_("Two-player"))),
               choice_notes=(
                   ("standard", N_("The full game: a hand of cards, and a stack must contain a cap of the "
                                   "leader's colour; the end at the 6th card won.")),
                   ("lite", N_("No hand: draw a card and place it; no colour rule for stacks; the end at the "
                               "5th card won.")),
                   ("two_player", N_("Exactly 2 players: advertising consultants play cards to four companies "
                                     "and score with the caps they earn.")),
               ),
               choice_players=(("two_player", 2, 2),)),
        Option("city_powers", N_("City Powers"),
               N_("Our own variant: whoever last won a card of a city holds that city's power."),
               kind="bool", default=False, public=True,
               only_with=(("variant", ("standard", "lite")),),
               only_with_note=N_("City Powers are a variant of the standard and lite games, not of the "
                                 "two-player game.")),
        STACKED_DECK,
        start_seat(N_("Who takes the first turn; play goes clockwise.")),
    ),
    has_secrets=True,
    # company i's caps are seat i's in the standard and lite games (its ui draws them in these colours;
    # chosen so that every two stay apart also in colour-blind sight: app/games/top_pop/ui/caps.py)
    seat_colors=(("#c0190f", N_("Red")), ("#2b79f0", N_("Blue")), ("#f9d537", N_("Yellow")),
                 ("#44c95a", N_("Green")), ("#60209a", N_("Purple"))),
    seat_colors_with=(("variant", ("standard", "lite")),),
    parts=Parts(
        events=("events", "duo_events"),
        sheet="ui.sheet",
        variants=(
            Variant("standard", {"variant": "standard"}, rules="standard"),
            Variant("lite", {"variant": "lite"}, rules="standard"),
            Variant("two_player", {"variant": "two_player"}, rules="duo", min_players=2, max_players=2),
        ),
    ),
)


__getattr__ = lazy_game(__name__, INFO.parts)  # GAME: the rules, imported on first use

__all__ = ["GAME", "INFO"]
