"""Why the Hard bot's choice is good, in one sentence (app/games/hints.py asks `reason`).

The figures are the ones the Hard bot weighed when it chose (bots.py: `HardBot.choose` keeps its
sampled worlds and expected cards in `RECENT`, by seat and view): how often the order is right by
its estimates of the cards, how often it is the only right one, everyone's or nobody's, and the
cards it wins on average. A seat's estimates are its own knowledge (the noise of the Hard level),
never the printed values: a hint does not give the answer away, and it reads only the seat's view.
When the decision is not among them (a hint asked for without the bot), a Hard bot decides anew
from the same view, with a seed of that view.
"""

from __future__ import annotations

import zlib

from app.core import i18n
from app.core.i18n import _
from app.games.top3 import bots
from app.games.top3.actions import ADVANCES, ORDERS, advance_name, order_name


def weighed(view: dict, seat: int) -> dict:
    """What the Hard bot weighed for `seat` in `view` (`Top3Bot.last`)."""
    key = (seat, bots.view_key(view))
    found = bots.RECENT.get(key)
    if found is None:
        from app.games.top3.rules import legal_choices

        bot = bots.HardBot(seat, zlib.crc32(key[1].encode()))
        bot.choose(view, list(legal_choices(tuple(view["advances"][seat]))))
        found = bots.RECENT.get(key, bot.last)
    return found


def chances(worlds: dict, order: str, players: int) -> dict[str, float]:
    """For laying `order`: the share of the worlds in which it is right, in which it is the only right
    one, in which every seat is right and in which no seat is."""
    o = ORDERS.index(order)
    out = {"right": 0.0, "alone": 0.0, "everyone": 0.0, "nobody": 0.0}
    for (mask, others), w in worlds.items():
        right = (mask >> o) & 1
        if right:
            out["right"] += w
            out["alone"] += w if others == 0 else 0.0
            out["everyone"] += w if others == players - 1 else 0.0
        elif others == 0:
            out["nobody"] += w
    return out


def _percent(share: float) -> int:
    return int(round(100 * share))


def reason(view: dict, action, seat: int) -> str:
    last = weighed(view, seat)
    players = len(view["chosen"])
    odds = chances(last["worlds"], action.order, players)
    ev = last["ev"][ORDERS.index(action.order)]
    bet = action.advance
    cards_won = ev[0] if bet is None else ev[1 + ADVANCES.index(bet)]
    names = list(view["names"])
    words = {"order": order_name(action.order), "high": names[int(action.order[0]) - 1],
             "low": names[int(action.order[2]) - 1], "cards": i18n.number(round(cards_won, 1), 1)}
    if bet == "only_me":
        return _("Lay {order} ({high} highest, {low} lowest) with “{bet}”: you are likely the only one right "
                 "(about {p}%), which wins about {cards} cards on average.").format(
            bet=advance_name(bet), p=_percent(odds["alone"]), **words)
    if bet == "everyone":
        return _("Lay {order} ({high} highest, {low} lowest) with “{bet}”: this round looks easy, everyone is "
                 "right about {p}% of the time, which wins about {cards} cards on average.").format(
            bet=advance_name(bet), p=_percent(odds["everyone"]), **words)
    if bet == "nobody":
        return _("Lay {order} ({high} highest, {low} lowest) with “{bet}”: this round looks hard, nobody is "
                 "right about {p}% of the time, which wins about {cards} cards on average.").format(
            bet=advance_name(bet), p=_percent(odds["nobody"]), **words)
    if odds["everyone"] >= 0.5:  # right, but so is everyone: the order alone wins little
        if view["advances"][seat]:
            return _("Lay {order} ({high} highest, {low} lowest) without a bet card: it is right about {p}% of "
                     "the time, but everyone is right about {all}% of the time and then nobody scores; your "
                     "bet cards are worth more later.").format(
                p=_percent(odds["right"]), all=_percent(odds["everyone"]), **words)
        return _("Lay {order} ({high} highest, {low} lowest): it is right about {p}% of the time, though "
                 "everyone is right about {all}% of the time and then nobody scores.").format(
            p=_percent(odds["right"]), all=_percent(odds["everyone"]), **words)
    if view["advances"][seat]:
        return _("Lay {order} ({high} highest, {low} lowest) without a bet card: it is right about {p}% of "
                 "the time and wins about {cards} cards; keep your bet cards for a round that suits them.").format(
            p=_percent(odds["right"]), **words)
    return _("Lay {order} ({high} highest, {low} lowest): it is right about {p}% of the time and wins about "
             "{cards} cards on average.").format(p=_percent(odds["right"]), **words)

