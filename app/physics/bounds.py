"""What the physics allows a recorded flick outcome: bounds derived from the world's constants, so a
hand-edited outcome that no flick can give is refused (docs/rulings.md, Top This! rule 24).

Facts used (app/physics/world.py; discs of equal mass, no spin, frictionless knocks, e <= 1):
- Friction brakes every sliding disc by A = mu*g and never turns it; a knock never adds energy.
  With E the discs' kinetic energy, dE/dt = -A*sum|v_i| <= -A*sqrt(2E), so sqrt(2E) <= v - A*t:
  no disc is ever faster than v - A*t, everything rests by t = v/A, and in time T a disc moves at
  most D(T) = v*T' - A*T'^2/2 (T' = min(T, v/A)). All discs together slide at most v^2/(2A).
- Until its first contact the flicked disc slides straight along (vx, vy), alone: where it ends
  after a miss, and when, follow exactly from the integrator (positions move, then the brake takes
  A*dt off the speed, every substep; a disc below V_REST at a frame's end is stopped).
- Its first contact is with the first disc its swept circle meets on that ray; nothing else moves
  before it (but for the solver's nudges of resting discs, at most NUDGE).
- A resting disc moves only when a moving disc reaches it, so each moved disc is at the end of a
  chain of knocks from the first contact, and every disc of the chain slid at least the gap to the
  next: the chain's gaps plus the disc's own travel fit in what the flick has left at its first
  contact, (v^2 - 2*A*s)/(2A).
- With only one other disc set moving, the flicked disc never turns back against its velocity: it
  meets that disc ahead of it, and a knock from a disc at rest leaves it (1 - (1+e)/2 cos^2)
  >= (1-e)/2 of its speed along its line; friction never turns a disc. So it ends ahead of its start.

`breaches` measures every bound as an excess (how far beyond it, <= 0 inside); `first_breach`
compares each to its tolerance. The tolerances were measured over thousands of real simulated
flicks (tests/physics/test_bounds.py prints the figures) and leave a margin over them.
"""

from __future__ import annotations

import dataclasses
import heapq
import math
from typing import Mapping

from app.physics.outcome import FlickOutcome
from app.physics.world import (
    BOARD_R,
    DISC_R,
    FRAME_DT,
    GRAVITY,
    MU,
    REST_OVERLAP,
    SUBSTEP_DT,
    SUBSTEPS,
    V_REST,
)

A = MU * GRAVITY  # mm/s^2
#: solver nudges: a disc nothing reached may still move this much (two resting discs within the
#: contact slop pushed apart), and a contact may be found this much beyond touching. Measured over
#: 10,000 real flicks: no disc that nothing touched moved at all (more than MOVE_EPS); we keep the
#: resting slop the rules already allow between discs (REST_OVERLAP, 0.5 mm)
NUDGE = REST_OVERLAP
#: per disc in motion, the integrator's excess travel (positions move before the brake: half a
#: substep's travel for a lone disc) and its share of the push-out of a contact found up to one
#: substep deep (two discs closing at up to 2v): twice a substep's travel at the flick's speed, plus
#: NUDGE. Over 10,000 real flicks the worst outcome went 0.75 mm beyond the ideal bound, 36% of
#: half this allowance
STEP_SLACK = 2.0
#: after a miss the recorded end must match the straight slide this closely (mm; measured 4e-12:
#: the rest is for other platforms' rounding), and its duration to within a frame (measured exact)
MISS_TOL = 0.01
MISS_FRAMES_TOL = 1
#: frames beyond v/A that the last frame's rounding may add (measured at most 0.995 over 10,000)
REST_FRAMES_TOL = 2.0


@dataclasses.dataclass(frozen=True)
class Breach:
    """One bound and how far the outcome goes beyond it (`excess`; <= 0 means within)."""

    kind: str
    disc: int | None
    excess: float
    allowed: float = 0.0  # the tolerance and slack already taken off `excess`


#: tolerances by kind (mm unless noted); kinds whose slack depends on the flick get it in `breaches`
TOLERANCE = {
    "still": NUDGE,
    "frames_short": 0.0,  # frames
    "too_long": REST_FRAMES_TOL,  # frames
    "miss_end": MISS_TOL,
    "miss_frames": MISS_FRAMES_TOL,  # frames
    # a miss's path may graze a disc between substeps (sagitta <= (2.78/2)^2/48 = 0.04 mm at VMAX);
    # measured: the closest real miss kept 24.015 mm from a disc's centre
    "miss_path": 0.1,
    "no_target": 0.0,
    "first_hit": 0.0,
    "too_quick": 0.0,
    "energy": 0.0,
    "reach": 0.0,
    "slid_far": 0.0,
    "touch_reach": 0.0,
    "behind": NUDGE,
}


def lone_slide(x: float, y: float, vx: float, vy: float, board_r: float = BOARD_R) -> tuple[float, float, int, bool]:
    """Where a disc flicked alone stops (or first is off the board at a frame's end), after how many
    frames, and whether it fell: the integrator's own steps, so it agrees with pymunk to ~1e-11 mm."""
    v = math.hypot(vx, vy)
    if v <= 0.0:
        return x, y, 0, False
    ux, uy = vx / v, vy / v
    s, frames, dv, limit = 0.0, 0, A * SUBSTEP_DT, board_r * board_r
    while True:
        for _ in range(SUBSTEPS):
            s += v * SUBSTEP_DT
            v = v - dv if v > dv else 0.0
        frames += 1
        px, py = x + ux * s, y + uy * s
        if px * px + py * py > limit:
            return px, py, frames, True
        if v < V_REST:
            return px, py, frames, False


def _entry(px: float, py: float, ux: float, uy: float, cx: float, cy: float, radius: float) -> float | None:
    """How far along the ray from P in direction u a point first comes within `radius` of C."""
    wx, wy = cx - px, cy - py
    b = wx * ux + wy * uy
    c = wx * wx + wy * wy - radius * radius
    if c <= 0.0:
        return 0.0
    if b <= 0.0:
        return None
    disc = b * b - c
    if disc < 0.0:
        return None
    return b - math.sqrt(disc)


def _segment_gap(px: float, py: float, qx: float, qy: float, cx: float, cy: float) -> float:
    """Distance from C to the segment PQ."""
    dx, dy = qx - px, qy - py
    n = dx * dx + dy * dy
    t = 0.0 if n == 0.0 else max(0.0, min(1.0, ((cx - px) * dx + (cy - py) * dy) / n))
    return math.hypot(cx - px - t * dx, cy - py - t * dy)


def _slide_within(v: float, t0: float, t1: float) -> float:
    """The most a disc can slide between times t0 and t1 when no disc is faster than v - A*t."""
    t1 = min(t1, v / A)
    if t1 <= t0:
        return 0.0
    return v * (t1 - t0) - A * (t1 * t1 - t0 * t0) / 2.0


def breaches(
    start: Mapping[int, tuple[float, float]],
    flicked: int,
    x: float,
    y: float,
    vx: float,
    vy: float,
    out: FlickOutcome,
    *,
    board_r: float = BOARD_R,
    disc_r: float = DISC_R,
) -> list[Breach]:
    """Every physical bound on this outcome with its excess, tolerance and slack taken off, so that a
    positive excess is a breach. `start`: where the board's discs lay (the flicked one excluded)."""
    v = math.hypot(vx, vy)
    contact = 2.0 * disc_r
    final = out.final_positions()
    fell = set(out.fell)
    found: list[Breach] = []

    def add(kind: str, disc: int | None, excess: float, slack: float = 0.0) -> None:
        allowed = TOLERANCE[kind] + slack
        found.append(Breach(kind, disc, excess - allowed, allowed))

    def shift(d: int) -> float:
        sx, sy = start[d]
        ex, ey = final.get(d, (sx, sy))
        return math.hypot(ex - sx, ey - sy)

    if v <= 0.0:
        fx, fy = final.get(flicked, (x, y))
        add("still", flicked, max([math.hypot(fx - x, fy - y)] + [shift(d) for d in final if d in start]
                                  + [math.inf if (fell or out.touched or out.frames) else 0.0]))
        return found
    ux, uy = vx / v, vy / v
    T = out.frames * FRAME_DT
    step = STEP_SLACK * v * SUBSTEP_DT  # one substep's travel at the flick's speed
    add("frames_short", None, 1.0 - out.frames)
    add("too_long", None, out.frames - v / A / FRAME_DT)

    if not out.touched:  # a miss: the lone slide, exactly
        ex, ey, frames, gone = lone_slide(x, y, vx, vy, board_r)
        if gone != (flicked in fell):
            add("miss_end", flicked, math.inf)
        elif not gone:
            fx, fy = final[flicked]
            add("miss_end", flicked, math.hypot(fx - ex, fy - ey))
        add("miss_frames", None, abs(out.frames - frames))
        for d, (cx, cy) in start.items():
            add("miss_path", d, contact - _segment_gap(x, y, ex, ey, cx, cy))
        return found

    # a hit: the first contact lies on the ray, between the first disc that may be in the way (its
    # circle grown by NUDGE) and the first that surely is (shrunk by NUDGE)
    lo = {d: _entry(x, y, ux, uy, cx, cy, contact + NUDGE) for d, (cx, cy) in start.items()}
    sure = {d: s for d, (cx, cy) in start.items() if (s := _entry(x, y, ux, uy, cx, cy, contact - NUDGE)) is not None}
    reachable = [s for s in lo.values() if s is not None]
    s_lo = min(reachable, default=math.inf)
    s_hi = min(sure.values(), default=math.inf)
    add("no_target", flicked, s_lo - v * v / (2.0 * A), step)
    if s_lo == math.inf:
        return found
    first = min((lo[d] if lo.get(d) is not None else math.inf) for d in out.touched)
    in_way = min(sure, key=sure.get) if sure else min(out.touched)  # the disc surely first in the way
    add("first_hit", in_way, first - s_hi if first < math.inf else math.inf)
    # time: the flicked disc needs t_c to reach the first contact; the others start after it
    budget = max(0.0, v * v - 2.0 * A * s_lo) / (2.0 * A)  # what is left at the first contact
    t_c = (v - math.sqrt(max(0.0, v * v - 2.0 * A * s_lo))) / A
    add("too_quick", flicked, s_lo - _slide_within(v, 0.0, T), step)
    cx, cy = x + ux * s_lo, y + uy * s_lo  # the flicked disc at its first contact (at the latest)
    edge = {d: max(0.0, board_r - math.hypot(*start[d])) for d in fell if d in start}
    # own travel after the first contact, at the least
    own: dict[int, float] = {}
    if flicked in fell:
        own[flicked] = max(0.0, board_r - math.hypot(cx, cy))
    else:
        fx, fy = final[flicked]
        own[flicked] = math.hypot(fx - cx, fy - cy)
        add("too_quick", flicked, math.hypot(fx - x, fy - y) - _slide_within(v, 0.0, T), step + NUDGE)
    movers = {d for d in final if d in start and shift(d) > NUDGE} | set(edge)
    for d in movers:
        own[d] = edge[d] if d in fell else shift(d)
        add("too_quick", d, own[d] - _slide_within(v, t_c, T), step + NUDGE)
    slack = (len(movers) + 1) * (step + NUDGE)
    add("energy", None, sum(own.values()) - budget, slack)
    # chains of knocks from the first contact: every disc that moved at all may pass a knock on
    # (having slid the gap to the next disc); a disc that did not move only to a disc touching it
    moved_any = set(final) | fell | set(out.touched) | {flicked}
    pos = dict(start)
    pos[flicked] = (cx, cy)
    dist = {flicked: 0.0}
    heap = [(0.0, flicked)]
    done: set[int] = set()
    while heap:
        dz, z = heapq.heappop(heap)
        if z in done:
            continue
        done.add(z)
        zx, zy = pos[z]
        for y_, (yx, yy) in start.items():
            if y_ in done:
                continue
            gap = math.hypot(yx - zx, yy - zy) - contact - NUDGE
            if z not in moved_any and gap > 0.0:
                continue
            nd = dz + max(0.0, gap)
            if nd < dist.get(y_, math.inf):
                dist[y_] = nd
                heapq.heappush(heap, (nd, y_))
    for d in movers:
        add("slid_far", d, own[d] - budget, 2.0 * (step + NUDGE))
        add("reach", d, dist.get(d, math.inf) + own[d] - budget, 2.0 * (step + NUDGE))
    add("slid_far", flicked, own[flicked] - budget, step + NUDGE)
    for d in out.touched:
        if d in start:
            gap = max(0.0, math.hypot(start[d][0] - cx, start[d][1] - cy) - contact - NUDGE)
            add("touch_reach", d, gap - budget, step)
    others = movers | set(out.touched)
    if len(others) == 1 and flicked not in fell:
        fx, fy = final[flicked]
        add("behind", flicked, -((fx - x) * ux + (fy - y) * uy), step)
    return found


def first_breach(start, flicked, x, y, vx, vy, out: FlickOutcome, **geometry) -> Breach | None:
    """The bound this outcome breaks beyond its tolerance (the most telling one first: PRIORITY), or
    None when physics allows it."""
    broken = [b for b in breaches(start, flicked, x, y, vx, vy, out, **geometry) if b.excess > 0.0]
    return min(broken, key=lambda b: PRIORITY.index(b.kind), default=None)


#: which broken bound explains an outcome best: the specific before the general
PRIORITY = ("still", "frames_short", "miss_end", "miss_path", "miss_frames", "no_target", "first_hit",
            "touch_reach", "slid_far", "reach", "behind", "energy", "too_quick", "too_long")
assert set(PRIORITY) == set(TOLERANCE)
