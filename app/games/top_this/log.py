"""Top This! events as sentences for the game log (English and German: app/core/i18n.py)."""

from __future__ import annotations

from collections import Counter

from app.core import i18n
from app.core.dispatch import Dispatch
from app.core.i18n import N_, _, ngettext
from app.core.records import Event
from app.games.top_this import events as ev
from app.games.top_this.components import ORDERS, dollars, faces_name, topping_name, toppings_counted


def order_name(order_id: int) -> str:
    """An order card's toppings in words: "2 olives + onions"."""
    tops = ORDERS[order_id].toppings
    parts = []
    for t in sorted(set(tops)):
        n = tops.count(t)
        parts.append(toppings_counted(t, n) if n > 1 else topping_name(t))
    return " + ".join(parts)


#: why a flick is a miss (events.MISS_REASONS), as the log says it ({faces}: the disc's two faces)
MISS_LINES = {
    "no_hit": N_("The {faces} topping touched no topping already on the pizza and went back to the bag."),
    "slid_off": N_("The {faces} topping slid off without touching a topping on the pizza and went back to the bag."),
    "off_empty": N_("The {faces} topping slid off the empty pizza and went back to the bag."),
}
#: the same, as the table's note after a miss
MISS_NOTES = {
    "no_hit": N_("Missed: it touched no topping already on the pizza — back to the bag."),
    "slid_off": N_("Missed: it slid off without touching a topping on the pizza — back to the bag."),
    "off_empty": N_("Missed: it slid off the empty pizza — back to the bag."),
}


def miss_sentence(reason: str) -> str:
    """The rule that made a flick a miss, in a player's words (the table's note after a miss)."""
    return _(MISS_NOTES.get(reason, MISS_NOTES["no_hit"]))


def _who(event: Event, names: list[str]) -> str:
    seat = getattr(event, "player", -1)
    return names[seat] if 0 <= seat < len(names) else "?"


#: event class -> its log sentence (each handler gets the event and the players' names);
#: `describe(event, names)` is that sentence, or None
SENTENCES = describe = Dispatch("log sentence", silent={
    ev.TurnPassed: "the status line and the score sheet show whose turn it is; a line each turn is noise",
})
on = SENTENCES.on


@on(ev.Dropped)
def _dropped(event: ev.Dropped, names: list[str]) -> str | None:
    n, back = len(event.discs), len(event.returned)
    if not n and not back:  # a set-up with an empty pizza (a lesson's): nothing fell, nothing to say
        return None
    if not back:
        return ngettext("{n} topping dropped onto the pizza.", "{n} toppings dropped onto the pizza.", n).format(n=n)
    landed = ngettext("{n} topping dropped onto the pizza", "{n} toppings dropped onto the pizza", n).format(n=n)
    return ngettext("{landed}; {back} fell off and went back to the bag.",
                    "{landed}; {back} fell off and went back to the bag.", back).format(landed=landed, back=back)


@on(ev.Drew)
def _drew(event: ev.Drew, names: list[str]) -> str | None:
    if not event.discs:
        return None
    n = len(event.discs)
    return ngettext("{who} drew {n} topping.", "{who} drew {n} toppings.", n).format(who=_who(event, names), n=n)


@on(ev.OrdersRevealed)
def _orders_revealed(event: ev.OrdersRevealed, names: list[str]) -> str:
    orders = "; ".join(_("{order} ({value})").format(order=order_name(o), value=dollars(ORDERS[o].value))
                       for _slot, o in event.orders)
    return ngettext("New order: {orders}.", "New orders: {orders}.", len(event.orders)).format(orders=orders)


@on(ev.Flicked)
def _flicked(event: ev.Flicked, names: list[str]) -> str:
    who, face, n = _who(event, names), topping_name(event.face), len(event.outcome.touched)
    if not n:
        return _("{who} flicked {face} and hit nothing.").format(who=who, face=face)
    return ngettext("{who} flicked {face} and hit {n} topping.", "{who} flicked {face} and hit {n} toppings.",
                    n).format(who=who, face=face, n=n)


@on(ev.Missed)
def _missed(event: ev.Missed, names: list[str]) -> str:
    return _(MISS_LINES.get(event.reason, MISS_LINES["no_hit"])).format(faces=faces_name(event.disc))


@on(ev.Landed)
def _landed(event: ev.Landed, names: list[str]) -> str:
    return _("The pizza was empty, so the {faces} topping stays.").format(faces=faces_name(event.disc))


@on(ev.FellOff)
def _fell_off(event: ev.FellOff, names: list[str]) -> str:
    to = names[event.to_player] if 0 <= event.to_player < len(names) else "?"
    n = len(event.discs)
    return ngettext("{n} topping fell off the pizza and went to {to}.",
                    "{n} toppings fell off the pizza and went to {to}.", n).format(n=n, to=to)


@on(ev.Flipped)
def _flipped(event: ev.Flipped, names: list[str]) -> str:
    news = Counter(face for _disc, face in event.flips)
    faces = i18n.join([toppings_counted(face, news[face]) for face in sorted(news)])
    return _("{who} flipped {toppings}: now {faces}.").format(
        who=_who(event, names), toppings=toppings_counted(event.topping, len(event.flips)), faces=faces)


@on(ev.Declared)
def _declared(event: ev.Declared, names: list[str]) -> str:
    return _("{who}: “Top This!” — on the order {order}.").format(
        who=_who(event, names), order=order_name(event.order))


@on(ev.OrderCompleted)
def _order_completed(event: ev.OrderCompleted, names: list[str]) -> str:
    return _("{who} completed the order {order} ({value}).").format(
        who=_who(event, names), order=order_name(event.order), value=dollars(event.value))


@on(ev.TipTaken)
def _tip_taken(event: ev.TipTaken, names: list[str]) -> str:
    return _("{who} took a {value} tip.").format(who=_who(event, names), value=dollars(event.value))


@on(ev.TopThisFailed)
def _top_this_failed(event: ev.TopThisFailed, names: list[str]) -> str:
    return _("{who} did not top that: the order {order} is still open.").format(
        who=_who(event, names), order=order_name(event.order))


@on(ev.Removed)
def _removed(event: ev.Removed, names: list[str]) -> str:
    return _("{who} took a topping off the slice, back to the bag.").format(who=_who(event, names))


@on(ev.Passed)
def _passed(event: ev.Passed, names: list[str]) -> str:
    return _("{who} could do nothing and passed.").format(who=_who(event, names))


#: why the end is near (EndTriggered.reason)
END_LINES = {
    "tips": N_("The end is near: the last tip was taken; play on until everyone has had as many turns."),
    "orders": N_("The end is near: the last order was revealed; play on until everyone has had as many turns."),
    "toppings": N_("The end is near: every topping is on the pizza; play on until everyone has had as many turns."),
}


@on(ev.EndTriggered)
def _end_triggered(event: ev.EndTriggered, names: list[str]) -> str:
    line = END_LINES.get(event.reason)
    return _(line) if line else _("The end is near; play on until everyone has had as many turns.")


@on(ev.GameOver)
def _game_over(event: ev.GameOver, names: list[str]) -> str:
    ws = [names[s] for s in event.winners if 0 <= s < len(names)]
    return ngettext("Game over: {names} wins.", "Game over: {names} share the win.", len(ws)).format(names=i18n.join(ws))
