"""Top This! events as English sentences for the game log."""

from __future__ import annotations

from app.core.dispatch import Dispatch
from app.core.records import Event
from app.games.top_this import events as ev
from app.games.top_this.components import DISCS, ORDERS


def order_name(order_id: int) -> str:
    """An order card's toppings in words: "2 olives + onions"."""
    tops = ORDERS[order_id].toppings
    parts = []
    for t in sorted(set(tops)):
        n = tops.count(t)
        parts.append(f"{n} {t}" if n > 1 else t)
    return " + ".join(parts)


def _list(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


#: why a flick is a miss (events.MISS_REASONS), as the rules say it
MISS_WHY = {
    "no_hit": "touched no topping already on the pizza",
    "slid_off": "slid off without touching a topping on the pizza",
    "off_empty": "slid off the empty pizza",
}


def miss_sentence(reason: str) -> str:
    """The rule that made a flick a miss, in a player's words (the table's note after a miss)."""
    return f"Missed: it {MISS_WHY.get(reason, MISS_WHY['no_hit'])} \u2014 back to the bag."


def _who(event: Event, names: list[str]) -> str:
    seat = getattr(event, "player", -1)
    return names[seat] if 0 <= seat < len(names) else "?"


def _topping(disc: int) -> str:
    return f"{DISCS[disc].faces[0]}/{DISCS[disc].faces[1]} topping"


#: event class -> its log sentence (each handler gets the event and the players' names)
SENTENCES = Dispatch("log sentence", silent={
    ev.TurnPassed: "the status line and the score sheet show whose turn it is; a line each turn is noise",
})
on = SENTENCES.on


def describe(event: Event, names: list[str]) -> str | None:
    return SENTENCES(event, names)


@on(ev.Dropped)
def _dropped(event: ev.Dropped, names: list[str]) -> str:
    line = f"{_plural(len(event.discs), 'topping')} dropped onto the pizza"
    if event.returned:
        line += f"; {len(event.returned)} fell off and went back to the bag"
    return line + "."


@on(ev.Drew)
def _drew(event: ev.Drew, names: list[str]) -> str | None:
    if not event.discs:
        return None
    return f"{_who(event, names)} drew {_plural(len(event.discs), 'topping')}."


@on(ev.OrdersRevealed)
def _orders_revealed(event: ev.OrdersRevealed, names: list[str]) -> str:
    return "New order" + ("s" if len(event.orders) > 1 else "") + ": " + "; ".join(
        f"{order_name(o)} (${ORDERS[o].value})" for _, o in event.orders) + "."


@on(ev.Flicked)
def _flicked(event: ev.Flicked, names: list[str]) -> str:
    out = event.outcome
    if not out.touched:
        return f"{_who(event, names)} flicked {event.face} and hit nothing."
    return f"{_who(event, names)} flicked {event.face} and hit {_plural(len(out.touched), 'topping')}."


@on(ev.Missed)
def _missed(event: ev.Missed, names: list[str]) -> str:
    why = MISS_WHY.get(event.reason, MISS_WHY["no_hit"])
    return f"The {_topping(event.disc)} {why} and went back to the bag."


@on(ev.Landed)
def _landed(event: ev.Landed, names: list[str]) -> str:
    return f"The pizza was empty, so the {_topping(event.disc)} stays."


@on(ev.FellOff)
def _fell_off(event: ev.FellOff, names: list[str]) -> str:
    to = names[event.to_player] if 0 <= event.to_player < len(names) else "?"
    return f"{_plural(len(event.discs), 'topping')} fell off the pizza and went to {to}."


@on(ev.Flipped)
def _flipped(event: ev.Flipped, names: list[str]) -> str:
    news = sorted({face for _, face in event.flips})
    return (f"{_who(event, names)} flipped {_plural(len(event.flips), event.topping + ' topping')} "
            f"to {_list(news)}.")


@on(ev.Declared)
def _declared(event: ev.Declared, names: list[str]) -> str:
    return f"{_who(event, names)}: \u201cTop This!\u201d \u2014 on the order {order_name(event.order)}."


@on(ev.OrderCompleted)
def _order_completed(event: ev.OrderCompleted, names: list[str]) -> str:
    return f"{_who(event, names)} completed the order {order_name(event.order)} (${event.value})."


@on(ev.TipTaken)
def _tip_taken(event: ev.TipTaken, names: list[str]) -> str:
    return f"{_who(event, names)} took a ${event.value} tip."


@on(ev.TopThisFailed)
def _top_this_failed(event: ev.TopThisFailed, names: list[str]) -> str:
    return f"{_who(event, names)} did not top that: the order {order_name(event.order)} is still open."


@on(ev.Removed)
def _removed(event: ev.Removed, names: list[str]) -> str:
    return f"{_who(event, names)} took a topping off the slice, back to the bag."


@on(ev.Passed)
def _passed(event: ev.Passed, names: list[str]) -> str:
    return f"{_who(event, names)} could do nothing and passed."


@on(ev.EndTriggered)
def _end_triggered(event: ev.EndTriggered, names: list[str]) -> str:
    why = {"tips": "the last tip was taken", "orders": "the last order was revealed",
           "toppings": "every topping is on the pizza"}.get(event.reason, event.reason)
    return f"The end is near: {why}; play on until everyone has had as many turns."


@on(ev.GameOver)
def _game_over(event: ev.GameOver, names: list[str]) -> str:
    ws = [names[s] for s in event.winners if 0 <= s < len(names)]
    verb = "wins" if len(ws) == 1 else "share the win"
    return f"Game over: {_list(ws)} {verb}."
