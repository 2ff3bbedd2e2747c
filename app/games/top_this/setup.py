"""Setting up Top This!: tips, orders, the drop of four toppings, hands; and the options that stack
them for tests (see docs/top_this.md, "Options")."""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from app.core.i18n import _
from app.core.rng import Rng
from app.games.top_this.components import DISCS, DROP_COUNT, FACE_UP_ORDERS, HAND_SIZE, ORDERS, TIPS
from app.games.top_this.events import Drew, Dropped, OrdersRevealed
from app.games.top_this.geometry import CRUST_R, DISC_R
from app.physics.world import GRAVITY, MU, REST_OVERLAP, SUBSTEP_DT, PizzaTable

#: the drop: a disc lands within LAND_R of the centre, then bounces off to slide up to SLIDE_MAX
#: (before knocks); the drop is simulated for at most DROP_SECONDS
LAND_R = 30.0
SLIDE_MAX = 150.0
DROP_TRIES = 40
DROP_SECONDS = 10.0


@dataclasses.dataclass
class Deal:
    board: dict[int, list]
    hands: list[list[int]]
    bag: list[int]
    forced_draws: list[int]
    order_deck: list[int]
    slots: list[int | None]
    tips: list[int]
    start: int
    events: list


def _in_unit_disc(rng: Rng) -> tuple[float, float]:
    """A uniform point of the unit disc by rejection (no trigonometry: the same on every platform)."""
    while True:
        x, y = 2.0 * rng.random() - 1.0, 2.0 * rng.random() - 1.0
        if x * x + y * y <= 1.0:
            return x, y


def _unit_vector(rng: Rng) -> tuple[float, float]:
    while True:
        x, y = _in_unit_disc(rng)
        r = math.sqrt(x * x + y * y)
        if r > 1e-3:
            return x / r, y / r


def _drop_plan(discs: list[int], rng: Rng) -> list[tuple[int, str, float, float, float, float]]:
    """How each disc lands (d, face, x, y) and bounces off (vx, vy): the drop's randomness alone, no
    physics, so a recorded drop can be checked against it."""
    plan = []
    spots: dict[int, tuple[float, float]] = {}
    for d in discs:
        face = DISCS[d].faces[rng.randbelow(2)]
        for _ in range(DROP_TRIES):
            lx, ly = _in_unit_disc(rng)
            x, y = lx * LAND_R, ly * LAND_R
            if all(math.hypot(x - p[0], y - p[1]) >= 2 * DISC_R for p in spots.values()):
                break
        else:  # no room near the centre: it bounced off the pile and off the pizza
            x, y = _unit_vector(rng)
            x, y = x * (CRUST_R + DISC_R), y * (CRUST_R + DISC_R)
        spots[d] = (x, y)
        plan.append((d, face, x, y))
    out = []
    for d, face, x, y in plan:
        ux, uy = _unit_vector(rng)
        slide = SLIDE_MAX * rng.random() * rng.random()  # short bounces are likelier
        speed = math.sqrt(2.0 * MU * GRAVITY * slide)  # the speed that slides `slide` mm under friction
        out.append((d, face, x, y, ux * speed, uy * speed))
    return out


def drop(discs: list[int], rng: Rng) -> tuple[dict[int, list], list[int]]:
    """Drop discs from above the centre, with the physics engine: each lands at a random point near
    the centre (not on another), bounces off in a random direction and slides, knocking into the
    others, until all rest; those whose centre ends off the pizza go back to the bag.
    Returns (board, fallen). The result is recorded in the state's options ("drop"), so a save
    replays it as recorded and never re-runs the simulation (see docs/rulings.md)."""
    table = PizzaTable()
    plan = _drop_plan(discs, rng)
    for d, face, x, y, _vx, _vy in plan:
        table.place(d, x, y, face)
    for d, _face, _x, _y, vx, vy in plan:
        table.push(d, vx, vy)
    table.run_to_rest(max_seconds=DROP_SECONDS)
    rest = table.positions()
    board = {d: [float(rest[d][0]), float(rest[d][1]), table.faces[d]] for d in discs
             if d in rest and _on_pizza(*rest[d])}
    fallen = [d for d in discs if d not in board]
    return board, fallen


def _drop_error(board: dict[int, list], plan) -> str | None:
    """Why a recorded drop is not one the physics can give from this landing (rules 2 and 25): each
    topping shows the side it landed on; one that landed off the pizza stays off; and, as knocks
    never add energy, all together slide at most what their bounces give, sum of s^2/(2 mu g),
    allowing each the push-out of a contact found a substep deep between two discs closing at twice
    the fastest bounce, and the resting slop (2000 real drops: at most 1.96 mm beyond the ideal)."""
    fastest = max((math.hypot(vx, vy) for *_, vx, vy in plan), default=0.0)  # nothing dropped: 0
    energy = sum((vx * vx + vy * vy) / (2.0 * MU * GRAVITY) for *_, vx, vy in plan)
    allowed = energy + len(plan) * (2.0 * fastest * SUBSTEP_DT + REST_OVERLAP)
    travel = 0.0
    for d, face, x, y, _vx, _vy in plan:
        if not _on_pizza(x, y):
            if d in board:
                return _("The recorded drop keeps topping {d} on the pizza, though it bounced off it.").format(d=d)
            continue
        if d in board:
            if board[d][2] != face:
                return _("The recorded drop shows topping {d} with a side it did not land on.").format(d=d)
            travel += math.hypot(board[d][0] - x, board[d][1] - y)
        else:
            travel += CRUST_R - math.hypot(x, y)
    if travel > allowed:
        return _("The recorded drop slides the toppings farther than their bounces could.")
    return None


def _on_pizza(x: float, y: float) -> bool:
    return x * x + y * y <= CRUST_R * CRUST_R


def _recorded_drop(options: dict, dropped: list[int], rng: Rng) -> tuple[dict[int, list], list[int]] | None:
    """The drop recorded in the options by an earlier setup of this game, checked against the discs
    this setup drew (the same seed draws the same discs) and against how they landed (`rng`: the
    drop's own), or None when there is none."""
    raw = options.get("drop")
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != {"discs", "board"}:
        raise ValueError(_("Option 'drop' must hold 'discs' and 'board'."))
    if raw["discs"] != dropped:
        raise ValueError(_("Option 'drop' does not belong to this seed: other toppings were dropped."))
    board = _layout({"layout": raw["board"]}) or {}
    if not set(board) <= set(dropped):
        raise ValueError(_("Option 'drop' places a topping that was not dropped."))
    _check_overlaps(board, "drop")
    error = _drop_error(board, _drop_plan(dropped, rng))
    if error:
        raise ValueError(error)
    return board, [d for d in dropped if d not in board]


def _disc_key(key: Any) -> int:
    if isinstance(key, bool):
        raise ValueError(_("Disc ids in 'layout' are whole numbers."))
    if isinstance(key, str) and key.isdigit():
        key = int(key)
    if not isinstance(key, int) or not 0 <= key < len(DISCS):
        raise ValueError(_("There is no topping disc {key}.").format(key=repr(key)))
    return key


def _id_list(value: Any, limit: int, what: str) -> list[int]:
    if not isinstance(value, (list, tuple)):
        raise ValueError(_("Option '{what}' must be a list of ids.").format(what=what))
    out = []
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < limit:
            raise ValueError(_("Option '{what}' holds {value}, which is not an id.").format(what=what, value=repr(v)))
        out.append(v)
    if len(set(out)) != len(out):
        raise ValueError(_("Option '{what}' names an id twice.").format(what=what))
    return out


#: whole numbers beyond this (mm) are off the pizza whatever they are (and may have no float at all)
_FAR = 10**6


def _layout(options: dict) -> dict[int, list] | None:
    raw = options.get("layout")
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise ValueError(_("Option 'layout' must map disc ids to [x, y, face]."))
    board: dict[int, list] = {}
    for key, val in raw.items():
        d = _disc_key(key)
        if d in board:
            raise ValueError(_("Option 'layout' places disc {d} twice.").format(d=d))
        if not isinstance(val, (list, tuple)) or len(val) != 3:
            raise ValueError(_("Option 'layout' for disc {d} must be [x, y, face].").format(d=d))
        x, y, face = val
        for v in (x, y):
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise ValueError(_("Option 'layout' for disc {d} needs finite numbers.").format(d=d))
            if isinstance(v, int) and abs(v) > _FAR:  # before any float(): 10**400 has no float
                raise ValueError(_("Option 'layout' puts disc {d} off the pizza.").format(d=d))
            if not math.isfinite(v):
                raise ValueError(_("Option 'layout' for disc {d} needs finite numbers.").format(d=d))
        if face not in DISCS[d].faces:
            raise ValueError(_("Disc {d} has no {face} side.").format(d=d, face=repr(face)))
        if math.hypot(x, y) > CRUST_R:
            raise ValueError(_("Option 'layout' puts disc {d} off the pizza.").format(d=d))
        board[d] = [float(x), float(y), face]
    return board


def _check_overlaps(board: dict[int, list], what: str) -> None:
    """Discs may overlap by the physics' resting slop (REST_OVERLAP), as after any flick, no more."""
    items = sorted(board.items())
    for i, (a, pa) in enumerate(items):
        for b, pb in items[i + 1:]:
            if math.hypot(pa[0] - pb[0], pa[1] - pb[1]) < 2 * DISC_R - REST_OVERLAP:
                raise ValueError(_("Option '{what}' lays discs {a} and {b} on each other.").format(what=what, a=a, b=b))


def validate_options(players: int, options: dict) -> None:
    """Raise ValueError with a sentence for options that cannot set up a game."""
    # "start" (a seat or None) is checked by its schema in INFO (app/games/top_this/__init__.py)
    board = _layout(options) or {}
    used = set(board)
    _check_overlaps(board, "layout")
    hands = options.get("hands")
    if hands is not None:
        if not isinstance(hands, (list, tuple)) or len(hands) != players:
            raise ValueError(_("Option 'hands' must hold one list per seat ({n}).").format(n=players))
        for h in hands:
            ids = set(_id_list(h, len(DISCS), "hands"))
            if ids & used:
                raise ValueError(_("Option 'hands' gives a disc that is already elsewhere."))
            used |= ids
    if "bag" in options and set(_id_list(options["bag"], len(DISCS), "bag")) & used:
        raise ValueError(_("Option 'bag' lists a disc that is already elsewhere."))
    if "orders" in options:
        _id_list(options["orders"], len(ORDERS), "orders")
    if "tips" in options and len(_id_list(options["tips"], len(TIPS), "tips")) != 2 * players + 1:
        raise ValueError(_("Option 'tips' must list {n} tip cards.").format(n=2 * players + 1))


def deal(players: int, options: dict, rng: Rng) -> Deal:
    validate_options(players, options)
    events: list = []
    if "tips" in options:
        tips = list(options["tips"])
    else:
        tips = list(range(len(TIPS)))
        rng.shuffle(tips)
        tips = tips[: 2 * players + 1]
    forced_orders = list(options.get("orders", []))
    rest = [o for o in range(len(ORDERS)) if o not in forced_orders]
    rng.shuffle(rest)
    deck = forced_orders + rest
    slots: list[int | None] = list(deck[:FACE_UP_ORDERS])
    deck = deck[FACE_UP_ORDERS:]
    start = options["start"] if options.get("start") is not None else rng.randbelow(players)
    board = _layout(options)
    hands_opt = options.get("hands")
    placed = set(board or {}) | {d for h in (hands_opt or []) for d in h}
    bag = sorted(d for d in range(len(DISCS)) if d not in placed)
    forced = [d for d in options.get("bag", []) if d in bag]

    def draw(n: int) -> list[int]:
        out = []
        while len(out) < n and bag:
            d = forced.pop(0) if forced else bag[rng.randbelow(len(bag))]
            bag.remove(d)
            out.append(d)
        return out

    if board is None:
        dropped = draw(DROP_COUNT)
        drop_rng = rng.fork()  # the drop's own randomness: the main sequence is the same either way
        recorded = _recorded_drop(options, dropped, drop_rng.copy())
        board, fallen = recorded if recorded is not None else drop(dropped, drop_rng)
        # recorded as data in the options (which a save stores): a replay never re-simulates it
        options["drop"] = {"discs": list(dropped), "board": {str(d): list(p) for d, p in sorted(board.items())}}
        bag.extend(fallen)
        bag.sort()
        events.append(Dropped(tuple((d, p[0], p[1], p[2]) for d, p in sorted(board.items())), tuple(fallen)))
    else:
        events.append(Dropped(tuple((d, p[0], p[1], p[2]) for d, p in sorted(board.items())), ()))
    events.append(OrdersRevealed(tuple((s, o) for s, o in enumerate(slots))))
    if hands_opt is not None:
        hands = [sorted(h) for h in hands_opt]
        for seat, h in enumerate(hands):
            events.append(Drew(seat, tuple(h)))
    else:
        hands = []
        for seat in range(players):
            h = draw(HAND_SIZE)
            hands.append(sorted(h))
            events.append(Drew(seat, tuple(h)))
    return Deal(board, hands, bag, forced, deck, slots, tips, start, events)
