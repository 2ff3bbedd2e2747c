"""Top 3 events as sentences for the game log, in the current language: each in the past tense. A log
line is written from the event as its reader may see it (the session filters events per seat first),
so another seat's choice before the reveal is only "made their choice"."""

from __future__ import annotations

from app.core import i18n, text
from app.core.dispatch import Dispatch
from app.core.events import winners_named
from app.core.i18n import _, ngettext
from app.games.top3 import cards, events as ev
from app.games.top3.actions import advance_name, order_name


_name = text.name  # a seat's name in a sentence (app/core/text.py)


def _cards(theme: str, ids) -> str:
    return i18n.join([cards.name(theme, c) for c in ids])


#: event class -> its log sentence (each handler gets the event and the players' names);
#: `describe(event, names)` is that sentence, or None
SENTENCES = describe = Dispatch("log sentence")
on = SENTENCES.on


@on(ev.RoundStarted)
def _round(event: ev.RoundStarted, names: list[str]) -> str:
    first, second, third = (cards.name(event.theme, c) for c in event.table)
    return _("Round {round}: 1 was {first}, 2 was {second} and 3 was {third}; the category was {category}.").format(
        round=event.round, first=first, second=second, third=third,
        category=cards.category_name(event.theme, event.category))


@on(ev.Chose)
def _chose(event: ev.Chose, names: list[str]) -> str:
    who = _name(names, event.player)
    if event.order is None:  # another seat's choice, before the reveal
        return _("{who} made their choice.").format(who=who)
    if event.advance is None:
        return _("{who} chose the order {order}.").format(who=who, order=order_name(event.order))
    return _("{who} chose the order {order} and laid the bet card “{card}”.").format(
        who=who, order=order_name(event.order), card=advance_name(event.advance))


def _values(event: ev.Revealed) -> str:
    return i18n.join([_("{card} {value}").format(card=cards.name(event.theme, c),
                                                   value=cards.format_value(event.theme, event.category, v))
                      for c, v in zip(event.table, event.values)])


def _orders(event: ev.Revealed, names: list[str]) -> str:
    """Who was right and where the round's cards went: one sentence."""
    theme = event.theme
    right = [seat for seat, ok in enumerate(event.right) if ok]
    if not right:
        return _("Nobody was right: all three cards went to the discard pile.")
    if len(right) == len(event.right):
        return _("Everyone was right: all three cards went to the discard pile.")
    if len(right) == 1:
        return _("Only {who} was right and took {cards}; {discarded} went to the discard pile.").format(
            who=_name(names, right[0]), cards=_cards(theme, event.awards[right[0]]),
            discarded=_cards(theme, event.discarded))
    took = i18n.join([_("{who} took {card}").format(who=_name(names, s), card=_cards(theme, event.awards[s]))
                      for s in right])
    if not event.discarded:
        return _("{who} were right: {took}.").format(who=i18n.join([_name(names, s) for s in right]), took=took)
    return _("{who} were right: {took}; {discarded} went to the discard pile.").format(
        who=i18n.join([_name(names, s) for s in right]), took=took, discarded=_cards(theme, event.discarded))


def _bets(event: ev.Revealed, names: list[str]) -> str | None:
    """The bet cards laid and what they won: one sentence, or None when nobody laid one."""
    parts = []
    for seat, advance in enumerate(event.advances):
        if advance is None:
            continue
        words = {"who": _name(names, seat), "card": advance_name(advance)}
        paid = event.advance_paid[seat]
        if paid is not None:
            parts.append(_("{who}'s “{card}” was right and took {won} from the discard pile").format(
                won=cards.name(event.theme, paid), **words))
        elif event.advance_right[seat]:
            parts.append(_("{who}'s “{card}” was right but went unpaid").format(**words))
        else:
            parts.append(_("{who}'s “{card}” was wrong").format(**words))
    if not parts:
        return None
    if event.short:
        return _("Bet cards: {bets} (the discard pile could not pay every right bet card).").format(
            bets=i18n.join(parts))
    return _("Bet cards: {bets}.").format(bets=i18n.join(parts))


@on(ev.Revealed)
def _revealed(event: ev.Revealed, names: list[str]) -> str:
    correct = i18n.join([order_name(o) for o in event.correct])
    words = {"round": event.round, "category": cards.category_name(event.theme, event.category),
             "values": _values(event), "orders": _orders(event, names),
             "correct": ngettext("the right order was {orders}", "the right orders were {orders}",
                                 len(event.correct)).format(orders=correct)}
    bets = _bets(event, names)
    if bets is None:
        return _("Round {round}, {category}: {values}; {correct}. {orders}").format(**words)
    return _("Round {round}, {category}: {values}; {correct}. {orders} {bets}").format(bets=bets, **words)


@on(ev.GameEnded)
def _ended(event: ev.GameEnded, names: list[str]) -> str:
    who, best = winners_named(event, names)
    if len(event.winners) == 1:
        return ngettext("The 15 rounds were over: {who} won with {n} card.",
                        "The 15 rounds were over: {who} won with {n} cards.", best).format(who=who, n=best)
    return ngettext("The 15 rounds were over: {who} shared the win with {n} card each.",
                    "The 15 rounds were over: {who} shared the win with {n} cards each.", best).format(who=who, n=best)
