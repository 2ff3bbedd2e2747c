"""Top oder Flop (Argentum Verlag 2006, by Martin Schlegel): lay influence on five films in secret,
then make them hits or flops on the film display."""

from app.core.i18n import N_
from app.core.manifest import Parts, lazy_game
from app.core.options import GameInfo, STACKED_DECK, start_seat

INFO = GameInfo(
    "top_oder_flop", "Top oder Flop", min_players=2, max_players=5,
    summary=N_("Take secret influence on five films, then push them to Top or Flop: the majorities score."),
    options=(
        STACKED_DECK,
        start_seat(N_("Who lays the first opening card and makes the first move; play goes clockwise.")),
    ),
    has_secrets=True,
    parts=Parts(sheet="ui.sheet"),
)


__getattr__ = lazy_game(__name__, INFO.parts)  # GAME: the rules, imported on first use

__all__ = ["GAME", "INFO"]
