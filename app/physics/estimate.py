"""A cheaper, approximate flick simulation for a computer player's look-ahead. Never for the rules.

The rules' simulation (`simulate_flick`: a fresh `PizzaTable`, SUBSTEPS substeps every frame, run to
rest) is what outcomes are recorded and checked with, and stays as it is. A bot simulating dozens of
candidate flicks on one position only needs an estimate, so `EstimateTable`:

- builds the pymunk space for a layout once and, for each flick, puts the discs back where they lay
  (re-adding any that fell) instead of building a new space;
- takes only as many substeps a frame as the fastest disc needs (no disc moves more than
  MAX_STEP_FRACTION of its radius per substep; SUBSTEPS at VMAX, 1 for slow discs);
- calls chipmunk's step directly (the Python wrapper's bookkeeping is for adding and removing bodies
  in callbacks, which this table never does);
- looks at the discs (fallen off? stopped? how fast?) every CHECK_EVERY frames, not every frame
  (with the same after-frame scan as the rules' table, `PizzaTable._after_frame`);
- slides the flicked disc in closed form (constant friction, a straight line) over the stretch
  where it cannot touch anything, to a frame before it could first come within a disc's width of
  another disc or reach the edge; a flick that stops before either is a miss without any stepping;
- stops once every disc is slower than `V_SETTLE`, or once no moving disc's straight slide to rest
  can come near another disc or another slide (`_clear`), and slides each one on, straight, as far
  as friction lets it.

Its outcomes are close to the rules' (the same physics, sampled more coarsely) but not identical:
tests/physics/test_estimate.py holds it to the same hits and falls in nearly every flick.
"""

from __future__ import annotations

import math
from typing import Mapping

import pymunk
from pymunk._chipmunk import ffi as _ffi
from pymunk._chipmunk import lib as _cp

from app.physics.outcome import FlickOutcome
from app.physics.world import (
    DISC,
    DISC_R,
    FRAME_DT,
    GRAVITY,
    MAX_SECONDS,
    MAX_STEP_FRACTION,
    MU,
    SUBSTEPS,
    PizzaTable,
)

#: below this speed (mm/s) for every disc, the estimate stops stepping and lets each disc slide on
#: straight: v^2 / (2 mu g) is then under 1.3 mm
V_SETTLE = 80.0
_DECEL = MU * GRAVITY
#: the estimate looks for fallen, stopped and settled discs every CHECK_EVERY frames, not every frame
CHECK_EVERY = 2
#: the estimate stops stepping as soon as no moving disc's straight slide to rest passes within
#: a disc's width and CLEAR_MARGIN (mm) of another disc or another moving disc's slide
CLEAR_MARGIN = 1.0
_BOX_EPS = 1e-6  # mm: the box test only skips discs that are clearly out of reach
#: substeps per frame by the fastest speed: v * FRAME_DT / n <= MAX_STEP_FRACTION * DISC_R
_PER_SUBSTEP = MAX_STEP_FRACTION * DISC_R / FRAME_DT


_ZERO = (0.0, 0.0)


def _substeps(vmax: float) -> int:
    return min(SUBSTEPS, max(1, math.ceil(vmax / _PER_SUBSTEP)))


class EstimateTable(PizzaTable):
    """One position's table, reused for every flick a bot tries on it (see the module's note)."""

    def __init__(self, layout: Mapping[int, tuple[float, float, str]]) -> None:
        super().__init__(layout)
        self._board = tuple(sorted(self._bodies))
        self._parts = {d: (self._bodies[d], self._shapes[d], self._joints[d]) for d in self._board}
        self._static = self.space.static_body._body

    def estimate(self, disc: int, face: str, x: float, y: float, vx: float, vy: float,
                 max_seconds: float = MAX_SECONDS) -> FlickOutcome:
        """Roughly what `simulate_flick(layout, disc, face, x, y, vx, vy)` returns."""
        self._reset()
        if disc in self._parts and disc not in self._board:
            body, _shape, _joint = self._parts[disc]
            if disc not in self._bodies:
                self._readd(disc)
            self._new_brake(disc)
            self._start[disc] = (float(x), float(y))
            self.faces[disc] = face
            _cp.cpBodySetPosition(body._body, (float(x), float(y)))
            _cp.cpBodySetVelocity(body._body, _ZERO)
        else:
            self.place(disc, x, y, face)
            self._parts[disc] = (self._bodies[disc], self._shapes[disc], self._joints[disc])
        self.flick(disc, vx, vy)
        limit = int(round(max_seconds / FRAME_DT))
        speed = self._glide(disc, float(x), float(y), float(vx), float(vy), limit)
        if speed is None:  # it stops before it can reach any disc or the edge
            return self.outcome()
        self._run(speed, limit)
        return self.outcome()

    def _glide(self, disc: int, x: float, y: float, vx: float, vy: float, limit: int) -> float | None:
        """Slide the flicked disc, in closed form, over the part of its straight path where it
        cannot touch anything: to a frame or more before it could first touch a disc or reach the
        edge (the frames are counted). Returns its speed there, or None when it stops on the board
        before either (its place and the frames set: a miss, nothing left to step)."""
        v0 = math.hypot(vx, vy)
        if v0 <= 0.0:
            return v0
        ux, uy = vx / v0, vy / v0
        reach = v0 * v0 / (2.0 * _DECEL)  # how far friction lets it slide
        free = _free_run(x, y, ux, uy, self.board_r, self._others(disc), 2.0 * self.disc_r)
        if free > reach:  # a miss that stops on the board
            body = self._bodies[disc]._body
            _cp.cpBodySetPosition(body, (x + ux * reach, y + uy * reach))
            _cp.cpBodySetVelocity(body, _ZERO)
            self.frames = min(limit, math.ceil(v0 / _DECEL / FRAME_DT))
            self._at_rest = True
            return None
        # the last whole frame at least a frame's slide (and a millimetre) short of `free`
        t_free = (v0 - math.sqrt(max(0.0, v0 * v0 - 2.0 * _DECEL * free))) / _DECEL
        frames = int(t_free / FRAME_DT) - 1
        while frames > 0:
            t = frames * FRAME_DT
            v = v0 - _DECEL * t
            s = v0 * t - 0.5 * _DECEL * t * t
            if s + v * FRAME_DT + 1.0 <= free:
                break
            frames -= 1
        if frames <= 0 or frames >= limit:
            return v0
        body = self._bodies[disc]._body
        _cp.cpBodySetPosition(body, (x + ux * s, y + uy * s))
        _cp.cpBodySetVelocity(body, (ux * v, uy * v))
        self.frames = frames
        return v

    def _others(self, disc: int) -> list[tuple[float, float]]:
        """Where the other discs lie (all at rest, at their places in the layout)."""
        start = self._start
        return [start[d] for d in self._bodies if d != disc]

    def _readd(self, disc: int) -> None:
        body, shape, joint = self._parts[disc]
        self._bodies[disc], self._shapes[disc], self._joints[disc] = body, shape, joint
        self._by_body[body.id] = disc
        self._by_shape[shape] = disc
        self.space.add(body, shape, joint)

    def _reset(self) -> None:
        """The layout as built: every board disc back at its place, at rest; the last flicked disc
        (if it is not a board disc) taken off."""
        last = self.flicked
        if last is not None and last not in self._board and last in self._bodies:
            self._remove(last)
        elif last is not None and last in self._shapes:
            self._shapes[last].collision_type = DISC  # (the board's other discs never change type)
        for d in self._board:
            if d not in self._bodies:
                self._readd(d)
            body = self._bodies[d]
            cbody = body._body
            start = self._start[d]
            at = _cp.cpBodyGetPosition(cbody)
            if (at.x, at.y) != start:
                # a new brake: the old one's accumulated impulse would warm-start the next flick's
                # first step and nudge this disc (each brake ties one disc to the static body only,
                # so their order in the space does not matter)
                self._new_brake(d)
                _cp.cpBodySetPosition(cbody, start)
            _cp.cpBodySetVelocity(cbody, _ZERO)
        self.flicked = None
        self.fell = []
        self.fell_at = {}
        self.touched = set()

    def _new_brake(self, d: int) -> None:
        """The disc's brake as if made anew (no impulse accumulated): chipmunk's own remove,
        initialise and add of the same joint, i.e. what removing the old brake and adding a new
        `PivotJoint` with the same limits does, without building one."""
        joint = self._joints[d]._constraint
        max_bias, max_force = _cp.cpConstraintGetMaxBias(joint), _cp.cpConstraintGetMaxForce(joint)
        cspace = self._cspace
        _cp.cpSpaceRemoveConstraint(cspace, joint)
        _cp.cpPivotJointInit(_ffi.cast("cpPivotJoint *", joint), self._static, self._bodies[d]._body, _ZERO, _ZERO)
        _cp.cpConstraintSetMaxBias(joint, max_bias)
        _cp.cpConstraintSetMaxForce(joint, max_force)
        _cp.cpSpaceAddConstraint(cspace, joint)

    def _run(self, vmax: float, limit: int) -> None:
        settle2 = V_SETTLE * V_SETTLE
        step, cspace = _cp.cpSpaceStep, self._cspace
        n = _substeps(vmax)  # the substeps (and their length) change only when the discs are looked at
        dt = FRAME_DT / n
        wait, next_clear = CHECK_EVERY, 0
        while not self._at_rest and self.frames < limit:
            for _ in range(n):
                step(cspace, dt)
            self.frames += 1
            if self.frames % CHECK_EVERY and self.frames < limit:
                continue
            vmax2 = self._after_frame()
            if vmax2 < settle2 and not self._at_rest:
                self._slide_out()
            elif not self._at_rest and self.frames >= next_clear:
                if self._clear():
                    self._slide_out()
                else:  # look again later, and later still each time it is not yet clear
                    next_clear = self.frames + wait
                    wait *= 2
            n = _substeps(math.sqrt(vmax2))
            dt = FRAME_DT / n
        if not self._at_rest:
            self.stop_all()

    def _clear(self) -> bool:
        """Whether no moving disc can touch another disc any more: each slides straight on until
        friction stops it, and no two of those paths (nor a path and a disc at rest) come within a
        disc's width of each other (plus CLEAR_MARGIN)."""
        ids, f = self._read()
        by_body = self._by_body
        still, paths = [], []
        for i, body_id in enumerate(ids):
            if body_id not in by_body:
                continue
            k = 4 * i
            x, y, vx, vy = f[k], f[k + 1], f[k + 2], f[k + 3]
            v2 = vx * vx + vy * vy
            if v2 == 0.0:
                still.append((x, y))
            else:
                s = math.sqrt(v2) / (2.0 * _DECEL)  # slide v^2/(2a), over v for the unit vector
                paths.append((x, y, vx * s, vy * s))
        gap = 2.0 * self.disc_r + CLEAR_MARGIN
        gap2 = gap * gap
        for i, (x, y, dx, dy) in enumerate(paths):
            # a disc farther than `gap` from the path's box (by x or by y) is farther from the path
            lo_x, hi_x = min(x, x + dx) - gap - _BOX_EPS, max(x, x + dx) + gap + _BOX_EPS
            lo_y, hi_y = min(y, y + dy) - gap - _BOX_EPS, max(y, y + dy) + gap + _BOX_EPS
            for cx, cy in still:
                if lo_x < cx < hi_x and lo_y < cy < hi_y and _to_segment2(cx, cy, x, y, dx, dy) < gap2:
                    return False
            for x2, y2, dx2, dy2 in paths[i + 1:]:
                if _segments2(x, y, dx, dy, x2, y2, dx2, dy2) < gap2:
                    return False
        return True

    def _slide_out(self) -> None:
        """Every disc is slow (or clear of the others): move each to where friction alone stops
        it, or off the edge."""
        limit = self.board_r * self.board_r
        for d, body in list(self._bodies.items()):
            cbody = body._body
            v = _cp.cpBodyGetVelocity(cbody)
            vx, vy = v.x, v.y
            v2 = vx * vx + vy * vy
            if v2 == 0.0:
                continue
            s = math.sqrt(v2) / (2.0 * _DECEL)  # distance v^2/(2a), over v for the unit vector
            p = _cp.cpBodyGetPosition(cbody)
            x, y = p.x + vx * s, p.y + vy * s
            _cp.cpBodySetVelocity(cbody, _ZERO)
            if x * x + y * y > limit:
                self.fell.append(d)
                self.fell_at[d] = (x, y)
                self._remove(d)
            else:
                _cp.cpBodySetPosition(cbody, (x, y))
        self._at_rest = True


def _to_segment2(cx: float, cy: float, x: float, y: float, dx: float, dy: float) -> float:
    """The squared distance from (cx, cy) to the segment from (x, y) to (x + dx, y + dy)."""
    l2 = dx * dx + dy * dy
    t = 0.0 if l2 == 0.0 else max(0.0, min(1.0, ((cx - x) * dx + (cy - y) * dy) / l2))
    ex, ey = x + t * dx - cx, y + t * dy - cy
    return ex * ex + ey * ey


def _segments2(x: float, y: float, dx: float, dy: float, x2: float, y2: float, dx2: float, dy2: float) -> float:
    """The squared distance between two segments ((x, y) + [0, 1] (dx, dy) and the other)."""
    denom = dx * dy2 - dy * dx2
    if denom != 0.0:  # do they cross?
        ox, oy = x2 - x, y2 - y
        t = (ox * dy2 - oy * dx2) / denom
        u = (ox * dy - oy * dx) / denom
        if 0.0 <= t <= 1.0 and 0.0 <= u <= 1.0:
            return 0.0
    return min(_to_segment2(x2, y2, x, y, dx, dy), _to_segment2(x2 + dx2, y2 + dy2, x, y, dx, dy),
               _to_segment2(x, y, x2, y2, dx2, dy2), _to_segment2(x + dx, y + dy, x2, y2, dx2, dy2))


def _free_run(x: float, y: float, ux: float, uy: float, board_r: float,
              others: list[tuple[float, float]], contact: float) -> float:
    """How far a disc at (x, y) moving along the unit vector (ux, uy) goes before its centre comes
    within `contact` of any of `others` or leaves the board (0.0 when it already does)."""
    # the edge: |p + s u| = board_r
    pu = x * ux + y * uy
    c = x * x + y * y - board_r * board_r
    if c >= 0.0:
        return 0.0
    free = -pu + math.sqrt(pu * pu - c)
    c2 = contact * contact
    for ox, oy in others:
        dx, dy = ox - x, oy - y
        b = dx * ux + dy * uy
        d2 = dx * dx + dy * dy - c2
        if d2 <= 0.0:
            return 0.0
        if b <= 0.0:
            continue
        disc = b * b - d2
        if disc <= 0.0:
            continue
        s = b - math.sqrt(disc)
        if s < free:
            free = s
    return free


__all__ = ["V_SETTLE", "EstimateTable"]
