"""Why a move of Top 3 is refused: one sentence in a player's words. The rules (rules.py) decide what
is legal; this module only says why something is not, in the order a player would ask (is that an
order card, is that a bet card, do I still hold it)."""

from __future__ import annotations

from app.core.i18n import _
from app.games.top3.actions import ADVANCES, ORDERS, Choose, advance_name


def why_not(state, action) -> str:
    """The sentence for an action the rules refuse now."""
    if not isinstance(action, Choose):
        return _("That is not a move of Top 3: choose an order card.")
    if action.order not in ORDERS:
        return _("That is not an order card: choose 1-2-3, 1-3-2, 2-1-3, 2-3-1, 3-1-2 or 3-2-1.")
    if action.advance is not None:
        if action.advance not in ADVANCES:
            return _("That is not a bet card: the bet cards are “{everyone}”, “{only_me}” and “{nobody}”.").format(
                everyone=advance_name("everyone"), only_me=advance_name("only_me"), nobody=advance_name("nobody"))
        me = state.current_player
        if me is not None and action.advance not in state.advances[me]:
            return _("You have already laid your bet card “{card}”.").format(card=advance_name(action.advance))
    return _("That move is not allowed now.")
