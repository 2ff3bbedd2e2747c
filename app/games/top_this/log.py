"""Top This! events as English sentences for the game log."""

from __future__ import annotations

from app.core.records import Event
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


def describe(event: Event, names: list[str]) -> str | None:
    t = event.TYPE
    who = names[event.player] if hasattr(event, "player") and 0 <= event.player < len(names) else "?"
    if t == "dropped":
        line = f"{_plural(len(event.discs), 'topping')} dropped onto the pizza"
        if event.returned:
            line += f"; {len(event.returned)} fell off and went back to the bag"
        return line + "."
    if t == "drew":
        if not event.discs:
            return None
        return f"{who} drew {_plural(len(event.discs), 'topping')}."
    if t == "orders_revealed":
        return "New order" + ("s" if len(event.orders) > 1 else "") + ": " + "; ".join(
            f"{order_name(o)} (${ORDERS[o].value})" for _, o in event.orders) + "."
    if t == "flicked":
        out = event.outcome
        if not out.touched:
            return f"{who} flicked {event.face} and hit nothing."
        return f"{who} flicked {event.face} and hit {_plural(len(out.touched), 'topping')}."
    if t == "missed":
        disc = f"{DISCS[event.disc].faces[0]}/{DISCS[event.disc].faces[1]} topping"
        why = MISS_WHY.get(event.reason, MISS_WHY["no_hit"])
        return f"The {disc} {why} and went back to the bag."
    if t == "landed":
        return f"The pizza was empty, so the {DISCS[event.disc].faces[0]}/{DISCS[event.disc].faces[1]} topping stays."
    if t == "fell_off":
        to = names[event.to_player] if 0 <= event.to_player < len(names) else "?"
        return f"{_plural(len(event.discs), 'topping')} fell off the pizza and went to {to}."
    if t == "flipped":
        news = sorted({face for _, face in event.flips})
        return f"{who} flipped {_plural(len(event.flips), event.topping + ' topping')} to {_list(news)}."
    if t == "declared":
        return f"{who}: \u201cTop This!\u201d \u2014 on the order {order_name(event.order)}."
    if t == "order_completed":
        return f"{who} completed the order {order_name(event.order)} (${event.value})."
    if t == "tip_taken":
        return f"{who} took a ${event.value} tip."
    if t == "top_this_failed":
        return f"{who} did not top that: the order {order_name(event.order)} is still open."
    if t == "removed":
        return f"{who} took a topping off the slice, back to the bag."
    if t == "passed":
        return f"{who} could do nothing and passed."
    if t == "end_triggered":
        why = {"tips": "the last tip was taken", "orders": "the last order was revealed",
               "toppings": "every topping is on the pizza"}.get(event.reason, event.reason)
        return f"The end is near: {why}; play on until everyone has had as many turns."
    if t == "turn_passed":
        return None
    if t == "game_over":
        ws = [names[s] for s in event.winners if 0 <= s < len(names)]
        verb = "wins" if len(ws) == 1 else "share the win"
        return f"Game over: {_list(ws)} {verb}."
    return None
