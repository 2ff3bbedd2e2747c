"""Top 3's scoring as pure functions of numbers and card ids (rulings: docs/rulings.md, "Top 3").

- `correct_orders(values)`: the order cards that are right for the values of cards 1, 2 and 3. Equal
  values rank equal, so every order that puts them in some order among themselves is right.
- `award_orders`: who takes which of the round's three cards for their order. One seat right: the two
  highest-ranked cards, the lowest to the discard pile; several but not all: one card each, in seat
  order from the highest-ranked card down, the rest to the discard pile; all or none: all three to it.
- `advance_right` and `pay_advances`: the bet cards ("advance cards"), paid from the discard pile.
- `winners`, `ranking`: the most cards wins, ties share.
"""

from __future__ import annotations

from typing import Sequence

from app.games.top3.actions import ORDERS


def correct_orders(values: Sequence[float]) -> set[str]:
    """The orders ("123" ... "321": card numbers from the highest value down) that are right for
    `values`, the values of cards 1, 2 and 3: `[235, 210, 170]` -> `{"123"}`, `[235, 170, 170]` ->
    `{"123", "132"}`, three equal values -> all six."""
    if len(values) != 3:
        raise ValueError("correct_orders needs the values of exactly three cards")
    return {order for order in ORDERS
            if values[int(order[0]) - 1] >= values[int(order[1]) - 1] >= values[int(order[2]) - 1]}


def ranked(values: Sequence[float]) -> list[int]:
    """The card indices (0, 1, 2) from the highest value down; equal values by number (card 1 before
    card 2)."""
    return sorted(range(len(values)), key=lambda i: (-values[i], i))


def award_orders(table: Sequence[str], values: Sequence[float],
                 right: Sequence[bool]) -> tuple[list[list[str]], list[str]]:
    """The round's cards for the orders: (cards taken by seat, cards to the discard pile). The cards
    are handed out from the highest-ranked down; what is left goes to the discard pile in that order
    (so the lowest-ranked card lies on top)."""
    order = [table[i] for i in ranked(values)]
    awards: list[list[str]] = [[] for _ in right]
    winners = [seat for seat, ok in enumerate(right) if ok]
    if not winners or len(winners) == len(right):
        return awards, order
    if len(winners) == 1:
        awards[winners[0]] = order[:2]
        return awards, order[2:]
    for seat, card in zip(winners, order):
        awards[seat] = [card]
    return awards, order[len(winners):]


def advance_right(advances: Sequence[str | None], right: Sequence[bool]) -> list[bool]:
    """Which seats' bet cards are right. The advancer counts too: "everyone" when every seat laid a
    right order (its own included), "only_me" when the advancer's order is right and no other seat's
    is, "nobody" when no seat's order is right."""
    out = []
    for seat, advance in enumerate(advances):
        if advance == "everyone":
            out.append(all(right))
        elif advance == "only_me":
            out.append(right[seat] and not any(ok for other, ok in enumerate(right) if other != seat))
        elif advance == "nobody":
            out.append(not any(right))
        else:
            out.append(False)
    return out


def pay_advances(discard: Sequence[str], correct: Sequence[bool]) -> tuple[list[str | None], list[str]]:
    """(the card each seat is paid for its bet card or None, the discard pile after). Every right bet
    card is paid one card from the discard pile, in seat order, the most recently discarded first, if
    the pile holds at least as many cards as there are right bet cards; otherwise none is paid."""
    pile = list(discard)
    paid: list[str | None] = [None] * len(correct)
    due = sum(1 for ok in correct if ok)
    if due == 0 or len(pile) < due:
        return paid, pile
    for seat, ok in enumerate(correct):
        if ok:
            paid[seat] = pile.pop()
    return paid, pile


def winners(totals: Sequence[int]) -> list[int]:
    """The seats with the most cards (a tie shares the win)."""
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


def ranking(totals: Sequence[int]) -> list[int]:
    """Places by seat, 1 for the most cards, equal totals sharing a place."""
    return [1 + sum(1 for other in totals if other > total) for total in totals]


__all__ = ["advance_right", "award_orders", "correct_orders", "pay_advances", "ranked", "ranking", "winners"]
