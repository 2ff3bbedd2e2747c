"""Top 3's hint: help with the bet card, never the quiz's answer (docs/rulings.md, "Hints", Top 3).

Top 3 is a quiz: the order of the three cards' values is the answer, and the Hard bot knows the facts on
the cards nearly exactly (bots.py). So a hint never names an order of its own and never reads a card's
value: app/games/hints.py asks `advise` instead of the Hard bot. With the order the player has picked on
the table (`begun`) it rings the bet card to add to it (or Confirm); with none picked it asks the player
to pick one first and says which bet card would go with it.

The chances are those of a table where nobody's knowledge is known to the hint: the three values are
drawn from the category's values over the whole theme (the box's cards, as the range of such numbers is
known), each seat's estimates are those values with the noise of a level weighed by what that seat's
last revealed round showed (bots.SeatModel), the player's own too, and the player's order is the one its
estimates make. By symmetry that gives the same chances for every order, so the figures say nothing of
which order is right: only how often, at this table, an order is alone right, everyone's or nobody's,
and what each bet card adds this round against keeping it (bots.keep_values). Every figure depends on
the view alone (the theme, the category, the round, the bet cards held, the discard pile, the last
reveal), never on the values of the cards on the table.
"""

from __future__ import annotations

import random
import zlib

from app.core.i18n import _, ngettext
from app.games.top3 import bots
from app.games.top3.actions import ADVANCES, ORDERS, Choose, advance_name, order_name

#: worlds sampled for a hint's chances
WORLDS = 3000
#: the level the player is taken to decide the bet cards' worth at (what keeping them is worth)
KEEP_LEVEL = "normal"


def worlds(view: dict, seat: int) -> dict[tuple[int, int], float]:
    """(1 when the player's order is right else 0, how many other seats are right) -> its share,
    at a table where the values are drawn from the category's values over the theme (never the
    cards' own)."""
    theme, category = view["theme"], view["category"]
    scale = bots.scales(theme)[category]
    prior = bots.Belief(scale, None, scale.sd)
    model = bots.SeatModel(theme)
    model.see(view.get("last_reveal"))
    players = len(view["chosen"])
    sigmas = [bots.other_sigmas(model.weights(s), scale.sd) for s in range(players)]
    rand = random.Random(zlib.crc32(f"top3 hint {theme} {category} {view['round']} {players}".encode())).random
    z, nz = bots._Z, bots._NZ
    seen: dict[tuple[int, int], float] = {}
    for _n in range(WORLDS):
        idx = [prior.sample(rand()) for _k in range(3)]
        mask = bots.right_mask(*(prior.values[i] for i in idx))
        points = [prior.points[i] for i in idx]
        right = []
        for s in range(players):
            noise = sigmas[s][int(rand() * len(sigmas[s]))]
            right.append((mask >> bots.order_of(*(p + noise * z[int(rand() * nz)] for p in points))) & 1)
        key = (right[seat], sum(right) - right[seat])
        seen[key] = seen.get(key, 0.0) + 1.0 / WORLDS
    return seen


def chances(seen: dict[tuple[int, int], float], players: int) -> dict[str | None, float]:
    """The share of the worlds in which each bet card pays (None: the order itself is right)."""
    out: dict[str | None, float] = {None: 0.0, "only_me": 0.0, "everyone": 0.0, "nobody": 0.0}
    for (mine, others), w in seen.items():
        out[None] += w * mine
        out["only_me"] += w if mine and others == 0 else 0.0
        out["everyone"] += w if mine and others == players - 1 else 0.0
        out["nobody"] += w if not mine and others == 0 else 0.0
    return out


def best_bet(view: dict, seat: int, seen: dict[tuple[int, int], float]) -> str | None:
    """The bet card (or None) that adds most to the order this round against keeping the bet cards
    for the rounds left (the same for every order)."""
    players = len(view["chosen"])
    held = [a for a in ADVANCES if a in (view["advances"][seat] or ())]
    ev = bots.expected_cards(seen, players, bots.pay_chances(view, seat))[0]  # row 0: the player's order
    keep = bots.keep_values(KEEP_LEVEL, view["theme"], players)[
        max(0, min(bots.HORIZON, view["rounds"] - view["round"]))]
    bits = sum(1 << ADVANCES.index(a) for a in held)
    best, score = None, ev[0] + keep[bits]
    for a in held:
        j = ADVANCES.index(a)
        value = ev[1 + j] + keep[bits & ~(1 << j)]
        if value > score:
            best, score = a, value
    return best


def _percent(share: float) -> int:
    return int(round(100 * share))


def _why(bet: str | None, odds: dict, held: list[str], left: int) -> str:
    """Why this bet card (or none) goes with any order, in words of likelihood at this table (`left`:
    the rounds left, this one included)."""
    if bet is not None and len(held) >= left:  # a bet card kept now would go unused
        return ngettext("you hold {k} bet cards for the {n} round left, so lay one now; {why}",
                        "you hold {k} bet cards for the {n} rounds left, so lay one now; {why}", left).format(
            k=len(held), n=left, why=_why(bet, odds, held, len(held) + 1))
    if bet == "only_me":
        return _("it pays when only your order is right, about {p}% of the time here.").format(p=_percent(odds[bet]))
    if bet == "everyone":
        return _("it pays when every order is right, about {p}% of the time here.").format(
            p=_percent(odds[bet]))
    if bet == "nobody":
        return _("it pays when no order is right, about {p}% of the time here.").format(
            p=_percent(odds[bet]))
    return _("no bet card pays often enough yet (at best {p}% here): keep them.").format(p=_percent(max(odds[a] for a in held)))


def advise(view: dict, legal: list, seat: int, begun: list | None) -> tuple[Choose | None, str]:
    """The hint: (the move to ring, or None until an order card is picked; the sentence)."""
    held = [a for a in ADVANCES if a in (view["advances"][seat] or ())]
    orders = {a.order for a in begun or ()}
    order = orders.pop() if len(orders) == 1 else None
    if not held:
        if order is None:
            return None, _("Pick the order you believe in (a hint never gives the answer away); you have no "
                           "bet card left.")
        return Choose(order), _("Lay {order}: a hint never gives the answer away, and you have no bet card "
                                "left.").format(order=order_name(order))
    seen = worlds(view, seat)
    bet = best_bet(view, seat, seen)
    why = _why(bet, chances(seen, len(view["chosen"])), held, max(1, view["rounds"] - view["round"] + 1))
    if order is None:
        lead = _("Pick the order you believe in (a hint never gives the answer away).")
        if bet is None:
            return None, lead + " " + _("Then lay it without a bet card: {why}").format(why=why)
        return None, lead + " " + _("Then lay it with “{bet}”: {why}").format(bet=advance_name(bet), why=why)
    action = Choose(order, bet)
    if action not in legal:  # cannot be: `begun` is legal and every bet card held goes with every order
        action = Choose(order)
    if bet is None:
        return action, _("Lay {order} without a bet card: {why}").format(order=order_name(order), why=why)
    return action, _("Lay {order} with “{bet}”: {why}").format(order=order_name(order), bet=advance_name(bet),
                                                              why=why)

