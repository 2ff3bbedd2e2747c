"""Flicks: checking a flick and its recorded outcome, aiming, and the sample of flicks that
`legal_actions()` lists. Pure; the physics lives in app.physics."""

from __future__ import annotations

import math
from typing import Mapping, Sequence

from app.core.i18n import N_, _, number
from app.games.top_this.actions import Flick
from app.games.top_this.components import DISCS, topping_name
from app.games.top_this.geometry import (
    CRUST_MID,
    CRUST_R,
    DISC_R,
    PLACE_MAX_R,
    PLACE_MIN_R,
    crust_point,
    placement_error,
)
from app.physics import GRAVITY, MAX_FRAMES, MU, REST_OVERLAP, VMAX, FlickOutcome, simulate_flick
from app.physics.bounds import first_breach

#: recorded outcomes may leave discs overlapping by at most this much (mm), the physics' own bound
#: on resting overlaps; on a miss, other discs nudged by at most this much (the physics pushing apart
#: two discs already within it) count as not moved
OVERLAP_TOL = REST_OVERLAP
#: a recorded position may lie this far beyond the edge (rounding)
EDGE_TOL = 1e-6
SPEED_TOL = 1e-9

Board = Mapping[int, Sequence]  # {disc: (x, y, face)}


def _finite(v: object) -> bool:
    """A real, finite number (a whole number too big for a float is not: it has no place on the table)."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return False
    try:
        return math.isfinite(v)
    except OverflowError:
        return False


def flick_error(board: Board, hand: Sequence[int], flick: Flick) -> str | None:
    """Why this flick cannot be made from this hand onto this board (None if it can)."""
    if not all(_finite(v) for v in (flick.x, flick.y, flick.vx, flick.vy)):
        return _("A flick needs finite numbers for its place and its speed.")
    if flick.disc not in hand:
        return _("Topping {disc} is not in your hand.").format(disc=flick.disc)
    if flick.face not in DISCS[flick.disc].faces:
        a, b = DISCS[flick.disc].faces
        return _("That topping is {a} on one side and {b} on the other, not {face}.").format(
            a=topping_name(a), b=topping_name(b), face=topping_name(flick.face))
    error = placement_error(flick.x, flick.y, [(p[0], p[1]) for p in board.values()])
    if error:
        return error
    if math.hypot(flick.vx, flick.vy) > VMAX * (1 + SPEED_TOL):
        return _("That flick is too hard: at most {v} mm/s.").format(v=number(VMAX))
    if flick.outcome is not None:
        return outcome_error(board, flick)
    return None


def outcome_error(board: Board, flick: Flick) -> str | None:
    """Why a recorded outcome is impossible for this flick on this board (None if plausible)."""
    out = flick.outcome
    assert out is not None
    known = set(board) | {flick.disc}
    moved_ids = [m.disc for m in out.moved]
    for twice, ids in ((_TWICE["moved"], moved_ids), (_TWICE["fell"], list(out.fell)),
                       (_TWICE["touched"], list(out.touched))):
        if len(set(ids)) != len(ids):
            return _(twice)
        unknown = set(ids) - known
        if unknown:
            return _("The flick's outcome names toppings that are not in play: {ids}.").format(
                ids=", ".join(str(d) for d in sorted(unknown)))
    if set(moved_ids) & set(out.fell):
        return _("The flick's outcome has a topping both on the pizza and fallen off.")
    if flick.disc in out.touched:
        return _("The flicked topping cannot hit itself.")
    if (flick.disc in moved_ids) == (flick.disc in out.fell):
        return _("The flick's outcome must say where the flicked topping ended.")
    if isinstance(out.frames, bool) or not isinstance(out.frames, int):
        return _("The flick's outcome needs a whole number of frames.")
    if out.frames < 0:
        return _("The flick's outcome has a negative duration.")
    if out.frames > MAX_FRAMES:
        return _("The flick's outcome lasts longer than any flick can ({n} frames).").format(n=number(MAX_FRAMES))
    for m in out.moved:
        d, x, y = m.disc, m.x, m.y
        if not (_finite(x) and _finite(y)) or math.hypot(x, y) > CRUST_R + EDGE_TOL:
            return _("The flick's outcome puts topping {d} off the pizza.").format(d=d)
    if not out.touched and (set(out.fell) - {flick.disc} or _nudged(board, out, flick.disc)):
        return _("A flick that hit nothing cannot move other toppings.")
    final = {d: (p[0], p[1]) for d, p in board.items()}
    if out.touched:
        final.update(out.final_positions())
        for d in out.fell:
            final.pop(d, None)
    # after a miss the rules leave every board disc where it was (and the flicked one goes to the bag)
    items = sorted(final.items())
    for i, (a, (ax, ay)) in enumerate(items):
        for b, (bx, by) in items[i + 1:]:
            if math.hypot(ax - bx, ay - by) < 2 * DISC_R - OVERLAP_TOL:
                return _("The flick's outcome leaves toppings {a} and {b} lying on each other.").format(a=a, b=b)
    return _reach_error(board, flick)


def _reach_error(board: Board, flick: Flick) -> str | None:
    """Whether physics allows this outcome (app/physics/bounds.py; docs/rulings.md, rule 24), as a
    sentence about the toppings when it does not."""
    out = flick.outcome
    assert out is not None
    start = {d: (float(p[0]), float(p[1])) for d, p in board.items()}
    breach = first_breach(start, flick.disc, flick.x, flick.y, flick.vx, flick.vy, out)
    if breach is None:
        return None
    d = breach.disc
    who = _("the flicked topping") if d == flick.disc or d is None else _topping(board, d)
    kind = breach.kind
    if kind in ("slid_far", "reach") and d in out.fell:
        kind += "_off"
    elif kind == "slid_far" and d == flick.disc:
        kind = "flicked_far"
    sentence = _BREACHES.get(kind, N_("The flick's outcome is not one the physics can give."))
    return _(sentence).format(who=who, v=number(math.hypot(flick.vx, flick.vy)))


#: a duplicate among the outcome's lists, in a player's words
_TWICE = {
    "moved": N_("The flick's outcome lists a topping twice among the moved ones."),
    "fell": N_("The flick's outcome lists a topping twice among the fallen ones."),
    "touched": N_("The flick's outcome lists a topping twice among the touched ones."),
}

#: a broken bound (app/physics/bounds.py) in a player's words ({v}: the flick's speed in mm/s)
_BREACHES = {
    "still": N_("A flick with no speed cannot move or hit anything."),
    "frames_short": N_("The flick is recorded as over before the topping began to slide."),
    "too_long": N_("A flick at {v} mm/s stops sliding well before the time the save gives it."),
    "miss_end": N_("The flicked topping hit nothing, so it slid straight and stopped where its speed took it, "
                   "not where the save puts it."),
    "miss_frames": N_("The flicked topping hit nothing, yet the time the save gives its slide does not fit it."),
    "miss_path": N_("The flicked topping is said to hit nothing, yet it slides straight through {who}."),
    "no_target": N_("The flicked topping could not have reached any topping to hit."),
    "first_hit": N_("The flicked topping would have hit {who} first, yet the save does not say it did."),
    "too_quick": N_("In the time the save gives the flick, {who} could not have got that far."),
    "energy": N_("A flick at {v} mm/s cannot slide the toppings that far in all."),
    "flicked_far": N_("The flicked topping could not have got that far."),
    "slid_far": N_("This flick could not have sent {who} that far."),
    "slid_far_off": N_("This flick could not have knocked {who} off the pizza: it lay too far from the edge."),
    "reach": N_("This flick could not have moved {who}: it lay out of its reach."),
    "reach_off": N_("This flick could not have knocked {who} off the pizza: it lay out of its reach."),
    "touch_reach": N_("The flicked topping could not have hit {who}: it lay out of its reach."),
    "behind": N_("The flicked topping could not have ended behind the place it was flicked from: nothing pushed it "
                 "back."),
}


def _topping(board: Board, d: int) -> str:
    face = board[d][2] if d in board else None
    if face:
        return _("topping {d} ({face})").format(d=d, face=topping_name(face))
    return _("topping {d}").format(d=d)


def _nudged(board: Board, out: FlickOutcome, flicked: int) -> list[int]:
    """Board discs the outcome moves by more than OVERLAP_TOL (the flicked disc aside)."""
    return [m.disc for m in out.moved if m.disc != flicked and m.disc in board
            and math.hypot(m.x - board[m.disc][0], m.y - board[m.disc][1]) > OVERLAP_TOL]


def simulate(board: Board, flick: Flick) -> Flick:
    """The flick with its outcome, by simulation. After a miss the outcome keeps only the flicked
    disc: the rules move nothing else, whatever the physics did to discs lying within its contact
    slop of each other."""
    layout = {d: (float(p[0]), float(p[1]), p[2]) for d, p in board.items()}
    outcome = simulate_flick(layout, flick.disc, flick.face, flick.x, flick.y, flick.vx, flick.vy)
    if not outcome.touched:
        outcome = FlickOutcome(
            moved=tuple(m for m in outcome.moved if m.disc == flick.disc),
            fell=tuple(d for d in outcome.fell if d == flick.disc),
            touched=(),
            frames=outcome.frames,
        )
    return Flick(flick.disc, flick.face, flick.x, flick.y, flick.vx, flick.vy, outcome)


def speed_to_arrive(distance: float, arrive_speed: float) -> float:
    """The launch speed that leaves a disc `arrive_speed` after sliding `distance` (mm)."""
    return math.sqrt(arrive_speed * arrive_speed + 2.0 * MU * GRAVITY * max(0.0, distance))


def aimed_flick(
    board: Board,
    disc: int,
    face: str,
    target: tuple[float, float],
    hit_speed: float,
    angle: float | None = None,
) -> Flick | None:
    """A flick from the crust (at `angle`, default: straight out from the target) aimed at `target`
    so that it arrives with about `hit_speed`. The placement moves along the crust (and across it)
    to the nearest free spot. None if the crust has no free spot at all."""
    tx, ty = target
    base = math.atan2(ty, tx) if angle is None else angle
    spot = free_spot(board, base)
    if spot is None:
        return None
    px, py = spot
    dx, dy = tx - px, ty - py
    dist = math.hypot(dx, dy)
    if dist < 1e-9:
        return None
    speed = min(VMAX, speed_to_arrive(dist - 2 * DISC_R, hit_speed))
    return Flick(disc, face, px, py, speed * dx / dist, speed * dy / dist, None)


_RADII = (CRUST_MID, PLACE_MIN_R + 1.0, PLACE_MAX_R - 1.0)


def free_spot(board: Board, angle: float, step_deg: float = 3.0,
              radii: Sequence[float] = _RADII) -> tuple[float, float] | None:
    """The legal placement nearest (by angle, `step_deg` steps both ways, at each of `radii`) to the
    crust point at `angle`."""
    others = [(p[0], p[1]) for p in board.values()]
    half = round(180 / step_deg)
    for step in range(half + 1):
        for sign in ((1,) if step in (0, half) else (1, -1)):
            a = angle + sign * math.radians(step_deg * step)
            for r in radii:
                px, py = crust_point(a, r)
                if placement_error(px, py, others) is None:
                    return px, py
    return None


def sample_flicks(board: Board, hand: Sequence[int], needed: Sequence[str] = (), limit: int = 12) -> list[Flick]:
    """A deterministic sample of flicks from the crust: at up to 6 board discs (nearest the crust
    first) at a gentle and a firm power, or at the centre when the board is empty. The hand's discs
    take turns; a disc shows a face from `needed` (e.g. a declared order's toppings) if it has one."""
    if not hand:
        return []
    discs = sorted(hand)

    def disc_face(i: int) -> tuple[int, str]:
        d = discs[i % len(discs)]
        faces = DISCS[d].faces
        for f in faces:
            if f in needed:
                return d, f
        return d, faces[(i // len(discs)) % 2]

    targets = sorted(board.items(), key=lambda kv: (-math.hypot(kv[1][0], kv[1][1]), kv[0]))[:6]
    aims = [(p[0], p[1]) for _disc, p in targets] or [(0.0, 0.0), (0.0, 0.0)]
    out: list[Flick] = []
    i = 0
    for hit in (250.0, 700.0):
        for n, (tx, ty) in enumerate(aims):
            angle = None if board else math.radians(45.0 * n + 22.5)
            d, f = disc_face(i)
            flick = aimed_flick(board, d, f, (tx, ty), hit, angle)
            if flick is not None and flick not in out:
                out.append(flick)
                i += 1
            if len(out) >= limit:
                return out
    return out
