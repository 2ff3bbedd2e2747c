"""A choice of Top 3 made on the table: the order card picked (click it, key 1-6) and the bet card
added to it, if any (click it, key 7-9 or E/O/N; again: take it back), then Confirm (Enter) lays
them; a double-click on an order card lays it at once (with the bet card picked, if any). Escape
drops the choice.

Everything comes from the legal actions the scene was given: a card is picked when some legal
action goes on with it; anything else is answered with the candidate move it stands for, so that the
rules say why not (the scene never decides legality nor writes a refusal). Each method answers
("intent", action) (a whole legal move), ("whynot", action) (the candidate the rules refuse), ("step",
None) (the choice changed: draw it) or ("note", sentence) (a note about the table itself, translated)."""

from __future__ import annotations

from app.core.i18n import N_, _
from app.games.top3.actions import ORDERS, Choose

PICK_ORDER_FIRST = N_("First pick an order card.")


class Chooser:
    def __init__(self) -> None:
        self.order: str | None = None
        self.advance: str | None = None
        self.legal: list = []

    def set_legal(self, legal: list) -> None:
        """New legal moves (a new position): what is picked stays while it still leads somewhere."""
        self.legal = [a for a in legal if isinstance(a, Choose)]
        if self.order is not None and not self.offers(order=self.order):
            self.order = None
        if self.advance is not None and not self.offers(advance=self.advance):
            self.advance = None

    def cancel(self) -> bool:
        """Drop the choice; True if there was one."""
        had = self.active
        self.order = self.advance = None
        return had

    @property
    def active(self) -> bool:
        return self.order is not None or self.advance is not None

    def offers(self, order: str | None = None, advance: str | None = None) -> bool:
        """Some legal move has this order card (any, when None) and this bet card (any, when None)."""
        return any((order is None or a.order == order) and (advance is None or a.advance == advance)
                   for a in self.legal)

    def ready(self) -> Choose | None:
        """The legal move Confirm would make now, or None."""
        if self.order is None:
            return None
        move = Choose(self.order, self.advance)
        return move if move in self.legal else None

    # ---- picking --------------------------------------------------------------------------------
    def pick_order(self, order: str) -> tuple[str, object]:
        """The order card `order` was clicked: picked, or put back when it was picked."""
        if order == self.order:
            self.order = None
            return "step", None
        if not self.offers(order=order):
            return "whynot", Choose(order, self.advance)
        self.order = order
        return "step", None

    def toggle_advance(self, advance: str) -> tuple[str, object]:
        """The bet card `advance` was clicked: added to the choice, or taken back."""
        if advance == self.advance:
            self.advance = None
            return "step", None
        if not self.offers(order=self.order, advance=advance):
            return "whynot", Choose(self.order or ORDERS[0], advance)
        self.advance = advance
        return "step", None

    def confirm(self) -> tuple[str, object]:
        """Lay the choice (Confirm, Enter)."""
        if self.order is None:
            if not self.legal:
                return "whynot", Choose(ORDERS[0], self.advance)
            return "note", _(PICK_ORDER_FIRST)
        move = Choose(self.order, self.advance)
        if move in self.legal:
            self.cancel()
            return "intent", move
        return "whynot", move

    def lay(self, order: str) -> tuple[str, object]:
        """A double-click on the order card `order`: laid at once, with the bet card picked (if any)."""
        before, self.order = self.order, order
        answer = self.confirm()
        if answer[0] != "intent":
            self.order = before if before is None or self.offers(order=before) else None
        return answer


__all__ = ["Chooser", "PICK_ORDER_FIRST"]
