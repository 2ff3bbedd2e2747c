"""The Top This! table in words, for a screen reader (app/core/access.py): the pizza and each topping
on it (its face, the one underneath, where it lies: on the crust, on a slice, across slices, in the
middle), the face-up orders, the order deck, the tips and the bag, the flip row, and each seat (its
dollars, the orders and tips it took, the toppings in its hand); the moves as they are offered ("Flick
the mushrooms/onions topping, onions up: from the crust at 4 o'clock at the olives on slice 3, power
40%"). Everything in Top This! lies open; the words are made from the view alone.

Where a topping lies is told by the slices it touches, numbered 1 to 8 clockwise from 12 o'clock (an
order is filled on one slice), and by the hour of a clock face its centre lies at."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

from app.core import i18n
from app.core.access import Card, Part, default_move_words, listed, pile, seat_part
from app.core.i18n import N_, _, ngettext, number
from app.core.text import fill, name
from app.games.top_this.components import TOPPINGS, dollars, faces_name, topping_name
from app.games.top_this.log import order_name
from app.games.top_this.rules import pile_note

#: a topping on the pizza: its face, the one underneath (the table's tooltip says the same)
ON_PIZZA = N_("{face} ({other} underneath)")
PLAYED = N_("played this turn")
#: the slices are numbered for the ear: 1 is the slice clockwise from 12 o'clock (the rules' slice 6)
FIRST_SLICE = 6


def clock(x: float, y: float) -> int:
    """The hour of a clock face the point (x, y) of the pizza lies at (y down: 12 is up, 3 right)."""
    hour = round(3 + math.degrees(math.atan2(y, x)) / 30) % 12
    return hour or 12


def slice_number(k: int, slices: int = 8) -> int:
    """The rules' slice `k` (0 from 3 o'clock, clockwise) as it is read: 1 to 8 from 12 o'clock."""
    return (k - FIRST_SLICE) % slices + 1


def where(row: dict, slices: int = 8) -> str:
    """Where a disc of the view's board lies: "on the crust at 4 o'clock", "on slice 3 at 4 o'clock",
    "across slices 2 and 3 at 4 o'clock", "in the middle, on every slice"."""
    touched = sorted(slice_number(int(k), slices) for k in row.get("slices", []))
    hour = clock(float(row["x"]), float(row["y"]))
    if not touched:
        return _("on the crust at {hour} o'clock").format(hour=hour)
    if len(touched) >= slices:
        return _("in the middle, on every slice")
    if len(touched) == 1:
        return _("on slice {n} at {hour} o'clock").format(n=touched[0], hour=hour)
    return _("across slices {list} at {hour} o'clock").format(list=i18n.join([str(n) for n in touched]), hour=hour)


def disc_words(row: dict) -> str:
    """A disc on the pizza: "olives (mushrooms underneath)"."""
    face, other = topping_name(row["face"]), row.get("other")
    return _(ON_PIZZA).format(face=face, other=topping_name(other)) if other else face


def _slices(view: dict) -> int:
    return int((view.get("geometry") or {}).get("slices", 8))


def toppings_pile(key, title: str, cards: Sequence[Card], **kw) -> Part:
    """A pile of toppings (`app.core.access.pile`, counted as toppings, not cards)."""
    part = pile(key, title, cards, **kw)
    if not cards:
        return part
    counted = ngettext("{title}, {n} topping", "{title}, {n} toppings", len(cards)).format(title=title, n=len(cards))
    return dataclasses.replace(part, name=_("{counted}: {names}").format(
        counted=counted, names=", ".join(c.words for c in cards)))


def _board(view: dict) -> Part:
    n = _slices(view)
    touched = set(view.get("touched") or [])
    removable = set((view.get("pending") or {}).get("discs") or [])
    discs = []
    for row in view.get("board") or []:
        words = _("{topping}, {where}").format(topping=disc_words(row), where=where(row, n))
        if row["id"] in touched:
            words = _("{topping}, {state}").format(topping=words, state=_(PLAYED))
        discs.append(Card(("disc", row["id"]), words, ("disc", row["id"]),
                          frozenset({"lit"}) if row["id"] in removable else frozenset(), "topping"))
    part = pile(("pizza",), _("The pizza"), discs, description=_(
        "Slices are numbered 1 to 8 clockwise from 12 o'clock."))
    count = (ngettext("The pizza, {n} topping", "The pizza, {n} toppings", len(discs)).format(n=len(discs))
             if discs else _("The pizza, empty"))
    return dataclasses.replace(part, name=count)


def _orders(view: dict) -> list[Part]:
    declared = view.get("declared") if view.get("phase") == "top_this" else None
    shown = sorted(view.get("orders") or [], key=lambda o: o.get("slot", 0))
    row = pile(("orders",), _("Orders"), [
        Card(("order", o["id"]), _("{order} ({value})").format(order=order_name(o["id"]), value=dollars(o["value"])),
             ("order", o["id"]), frozenset({"selected"}) if o["id"] == declared else frozenset())
        for o in shown], role="row")
    return [row,
            Part(("deck",), "pile", listed(_("Order deck"), [], int(view.get("order_deck") or 0)),
                 pile_note("deck"), click=("deck",)),
            Part(("tips",), "pile", listed(_("Tip cards"), [], int(view.get("tips_left") or 0)),
                 pile_note("tips"), click=("tips",)),
            Part(("bag",), "pile", ngettext("Bag, {n} topping", "Bag, {n} toppings", int(view.get("bag") or 0)).format(
                n=int(view.get("bag") or 0)), pile_note("bag"), click=("bag",))]


def _flips(view: dict) -> Part:
    showing = {t: 0 for t in TOPPINGS}
    for row in view.get("board") or []:
        showing[row["face"]] = showing.get(row["face"], 0) + 1
    kids = tuple(Part(("flip", t), "marker", _("{topping}: {n} on the pizza").format(topping=topping_name(t), n=n),
                      click=("flip", t)) for t, n in showing.items())
    return Part(("flips",), "row", _("Flip all of one topping"), parts=kids)


def _seat(seat: int, view: dict, names: Sequence[str]) -> Part:
    who = name(names, seat)
    hands, piles, totals = view.get("hands") or [], view.get("piles") or [], view.get("totals") or []
    hand = hands[seat] if seat < len(hands) else []
    taken = piles[seat] if seat < len(piles) else {}
    orders, tips = list(taken.get("orders") or []), list(taken.get("tips") or [])
    current = view.get("current_player") == seat and not view.get("is_over")
    lit = frozenset({"lit"}) if current and view.get("phase") in ("actions", "top_this") else frozenset()
    discs = [Card(("hand", seat, h["id"]), faces_name(h["id"]), ("hand", h["id"]) if current else None, lit, "topping")
             for h in hand]
    won = ([Card(("taken", seat, "order", o), order_name(o)) for o in orders]
           + [Card(("taken", seat, "tip", i), _("a {value} tip").format(value=dollars(v))) for i, v in enumerate(tips)])
    more = [dollars(totals[seat]) if seat < len(totals) else "",
            _("{orders}, {tips}").format(orders=ngettext("{n} order", "{n} orders", len(orders)).format(n=len(orders)),
                                         tips=ngettext("{n} tip", "{n} tips", len(tips)).format(n=len(tips)))]
    parts = (toppings_pile(("hand", seat), _("{name}'s hand").format(name=who), discs),
             pile(("taken", seat), _("{name}'s orders and tips").format(name=who), won))
    return seat_part(seat, names, view, None, more, parts)


def describe(view: dict, names: Sequence[str]) -> list[Part]:
    """The table of `view`: what is happening, the pizza, the orders and the piles, the flip row and
    each seat with its hand."""
    parts = [Part(("status",), "text", fill(str(view.get("status", "")), names)), _board(view)]
    parts += _orders(view)
    parts.append(_flips(view))
    parts += [_seat(s, view, names) for s in range(len(view.get("hands") or []))]
    return parts


# ---- the moves -------------------------------------------------------------------------------------
def _place(view: dict, disc: int) -> tuple[int, dict] | None:
    """(the disc's place on the pizza as the tree counts it, from 1; its row of the view's board)."""
    return next(((i + 1, row) for i, row in enumerate(view.get("board") or []) if row["id"] == disc), None)


def _on_pizza(place: int, row: dict, view: dict) -> str:
    """A disc of the pizza named by its place in the tree, so that two alike are told apart:
    "topping 5 of the pizza, olives (mushrooms underneath), on slice 3 at 4 o'clock"."""
    return _("topping {n} of the pizza, {topping}, {where}").format(n=place, topping=disc_words(row),
                                                                     where=where(row, _slices(view)))


def on_line(view: dict, x: float, y: float, ux: float, uy: float) -> list[tuple[float, float, int, dict]]:
    """The toppings of the pizza a disc at (x, y) sent along the unit vector (ux, uy) may hit: (how far
    off the line, how far along it, its place in the tree from 1, its row of the view's board)."""
    disc_r = float((view.get("geometry") or {}).get("disc_r", 12.0))
    hits = []
    for place, row in enumerate(view.get("board") or [], 1):
        dx, dy = float(row["x"]) - x, float(row["y"]) - y
        along, off = dx * ux + dy * uy, abs(dx * uy - dy * ux)
        if along > 0 and off < 2 * disc_r:
            hits.append((off, along, place, row))
    return hits


def nearest_middle(x: float, y: float, ux: float, uy: float) -> tuple[float, float]:
    """The point of the line from (x, y) along (ux, uy) nearest the middle of the pizza."""
    along = -(x * ux + y * uy)
    return x + along * ux, y + along * uy


def through_middle(view: dict, x: float, y: float, ux: float, uy: float) -> bool:
    """The line from (x, y) along (ux, uy) passes the middle of the pizza (within a third of the sauce)."""
    sauce_r = float((view.get("geometry") or {}).get("sauce_r", 100.0))
    return math.hypot(*nearest_middle(x, y, ux, uy)) < sauce_r / 3


def _aim(action, view: dict) -> str:
    """What a flick is aimed at: the topping on its line it hits most squarely, else the part of the
    pizza its line passes nearest the middle of."""
    speed = math.hypot(action.vx, action.vy) or 1.0
    ux, uy = action.vx / speed, action.vy / speed
    hits = on_line(view, action.x, action.y, ux, uy)
    if hits:
        _off, _along, place, row = min(hits, key=lambda h: (h[0], h[1]))
        return _("at {target}").format(target=_on_pizza(place, row, view))
    if through_middle(view, action.x, action.y, ux, uy):
        return _("at the middle")
    return _("toward {hour} o'clock").format(hour=clock(*nearest_middle(action.x, action.y, ux, uy)))


def _hand_place(view: dict, disc: int) -> int:
    """The disc's place in the hand of the player to play (the key that picks it), from 1."""
    hands, seat = view.get("hands") or [], view.get("current_player")
    hand = hands[seat] if isinstance(seat, int) and 0 <= seat < len(hands) else []
    return next((i + 1 for i, h in enumerate(hand) if h["id"] == disc), 0)


def move_words(action, view: dict, names: Sequence[str]) -> str:
    kind = action.TYPE
    if kind == "flick":
        vmax = float((view.get("geometry") or {}).get("vmax") or 1.0)
        power = round(100 * math.hypot(action.vx, action.vy) / vmax)
        return _("Flick the {faces} topping (hand {n}), {face} up: from the crust at {hour} o'clock {aim}, "
                 "power {power}%").format(faces=faces_name(action.disc), n=_hand_place(view, action.disc),
                                          face=topping_name(action.face), hour=clock(action.x, action.y),
                                          aim=_aim(action, view), power=number(power))
    if kind == "flip":
        return _("Flip the {topping}").format(topping=topping_name(action.topping))
    if kind == "top_this":
        order = next((o for o in view.get("orders") or [] if o["id"] == action.order), None)
        value = dollars(order["value"]) if order else ""
        return _("Top This! on the order {order} ({value})").format(order=order_name(action.order), value=value)
    if kind == "remove":
        found = _place(view, action.disc)
        if found is None:
            return _("Take off topping {disc}").format(disc=action.disc)
        return _("Take off {target}").format(target=_on_pizza(*found, view))
    if kind == "pass":
        return _("Pass")
    return default_move_words(action)
