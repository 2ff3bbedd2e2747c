"""The one move of Top 3: `choose`, a seat's secret choice of the round (rulebook: seeds/top-3.txt).

`order` is one of the six order cards, written as the card numbers from the highest value to the
lowest ("132": card 1 highest, then card 3, card 2 lowest); `advance` is the bet card (the rulebook's
"advance card") laid with it, or None (it may be left out of the dict: no bet card)."""

from __future__ import annotations


from app.core import Action
from app.core.i18n import N_, _

#: the six order cards, in the order they are shown
ORDERS = ("123", "132", "213", "231", "312", "321")
#: the three bet cards every seat holds at the start, in the order they are shown
ADVANCES = ("everyone", "only_me", "nobody")

#: bet card -> its text (translated where shown: `advance_name`)
ADVANCE_WORDS = {
    "everyone": N_("Everyone is right"),
    "only_me": N_("Only I am right"),
    "nobody": N_("Nobody is right"),
}


def order_name(order: str) -> str:
    """An order card as it reads: "132" -> "1-3-2"."""
    return "-".join(order)


def advance_name(advance: str) -> str:
    """A bet card's text in the current language: "only_me" -> "Only I am right"."""
    return _(ADVANCE_WORDS[advance])


class Choose(Action):
    """The mover's order card for this round and, if any, one of the bet cards they still hold."""

    WORDS = N_("a choice of an order card")
    FIELD_WORDS = {"order": N_("the order card"), "advance": N_("the bet card")}
    order: str
    advance: str | None = None


ACTIONS = (Choose,)

__all__ = ["ACTIONS", "ADVANCES", "ADVANCE_WORDS", "ORDERS", "Choose", "advance_name", "order_name"]
