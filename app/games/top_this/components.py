"""The components of Top This! as data (resources/*.json): 45 two-sided topping discs, 30 order
cards, 14 tip cards. See docs/rulings.md ("Top This!") for how they were designed and why."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

from app.core.i18n import N_, _, ngettext

_RES = Path(__file__).parent / "resources"


def _load(name: str) -> dict:
    return json.loads((_RES / name).read_text(encoding="utf-8"))


TOPPINGS: tuple[str, ...] = tuple(_load("board.json")["toppings"])

#: each topping as a player reads it (the data's names are the code's: a Flip names "olives")
TOPPING_WORDS = {"mushrooms": N_("mushrooms"), "onions": N_("onions"), "olives": N_("olives"),
                 "peppers": N_("peppers"), "pepperoni": N_("pepperoni")}


def topping_name(topping: str) -> str:
    """A topping (a face of a disc) in the current language: "olives", "Oliven"."""
    words = TOPPING_WORDS.get(topping)
    return _(words) if words else topping


def toppings_counted(topping: str, n: int) -> str:
    """`n` discs showing `topping`, the noun in its singular or plural: "1 mushroom", "2 olives" ("1 Pilz",
    "2 Oliven"). A topping's name alone is a plural ("olives"); counted, it takes the count's form."""
    forms = {"mushrooms": lambda: ngettext("{n} mushroom", "{n} mushrooms", n),
             "onions": lambda: ngettext("{n} onion", "{n} onions", n),
             "olives": lambda: ngettext("{n} olive", "{n} olives", n),
             "peppers": lambda: ngettext("{n} pepper", "{n} peppers", n),
             "pepperoni": lambda: ngettext("{n} pepperoni", "{n} pepperoni", n)}
    form = forms.get(topping)
    return (form() if form else f"{{n}} {topping}").format(n=n)


def faces_name(disc: int) -> str:
    """Both faces of a disc in words: "mushrooms/onions"."""
    a, b = DISCS[disc].faces
    return f"{topping_name(a)}/{topping_name(b)}"


def dollars(value: int) -> str:
    """An amount of money as a player reads it: "$5" ("5 $")."""
    return _("${value}").format(value=value)


@dataclasses.dataclass(frozen=True)
class Disc:
    id: int
    faces: tuple[str, str]

    def other(self, face: str) -> str:
        a, b = self.faces
        if face == a:
            return b
        if face == b:
            return a
        raise ValueError(f"disc {self.id} has no {face} side")


@dataclasses.dataclass(frozen=True)
class Order:
    id: int
    toppings: tuple[str, ...]  # sorted; repeats mean "that many of that topping"
    value: int  # dollars

    def counts(self) -> Counter:
        return Counter(self.toppings)


@dataclasses.dataclass(frozen=True)
class Tip:
    id: int
    value: int  # dollars


def order_value(toppings) -> int:
    """An order's dollar value: one per topping plus one per extra kind of topping."""
    return len(toppings) + len(set(toppings)) - 1


DISCS: tuple[Disc, ...] = tuple(Disc(d["id"], tuple(d["faces"])) for d in _load("discs.json")["discs"])
ORDERS: tuple[Order, ...] = tuple(
    Order(o["id"], tuple(sorted(o["toppings"])), int(o["value"])) for o in _load("orders.json")["orders"]
)
TIPS: tuple[Tip, ...] = tuple(Tip(t["id"], int(t["value"])) for t in _load("tips.json")["tips"])

assert [d.id for d in DISCS] == list(range(45)), "discs.json must list discs 0..44"
assert [o.id for o in ORDERS] == list(range(30)), "orders.json must list orders 0..29"
assert [t.id for t in TIPS] == list(range(14)), "tips.json must list tips 0..13"
assert all(set(d.faces) <= set(TOPPINGS) and d.faces[0] != d.faces[1] for d in DISCS)
assert all(set(o.toppings) <= set(TOPPINGS) for o in ORDERS)
assert set(TOPPING_WORDS) == set(TOPPINGS), "every topping needs its words"

HAND_SIZE = 4
FACE_UP_ORDERS = 5
DROP_COUNT = 4
