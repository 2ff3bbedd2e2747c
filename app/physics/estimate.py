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
- looks at the discs (fallen off? stopped? how fast?) every CHECK_EVERY frames, not every frame;
- stops once every disc is slower than `V_SETTLE` and slides each one on, straight, as far as
  friction lets it (at most a couple of millimetres).

Its outcomes are close to the rules' (the same physics, sampled more coarsely) but not identical.
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
            body.position = (float(x), float(y))
            body.velocity = (0.0, 0.0)
        else:
            self.place(disc, x, y, face)
            self._parts[disc] = (self._bodies[disc], self._shapes[disc], self._joints[disc])
        self.flick(disc, vx, vy)
        self._run(math.hypot(vx, vy), int(round(max_seconds / FRAME_DT)))
        return self.outcome()

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
            self._shapes[d].collision_type = DISC
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
        while not self._at_rest and self.frames < limit:
            for _ in range(n):
                step(cspace, dt)
            self.frames += 1
            if self.frames % CHECK_EVERY and self.frames < limit:
                continue
            vmax2 = self._after_frame()
            if vmax2 < settle2 and not self._at_rest:
                self._slide_out()
            n = _substeps(math.sqrt(vmax2))
            dt = FRAME_DT / n
        if not self._at_rest:
            self.stop_all()

    def _slide_out(self) -> None:
        """Every disc is slow: move each to where friction alone stops it, or off the edge."""
        limit = self.board_r * self.board_r
        for d, body in list(self._bodies.items()):
            vx, vy = body.velocity
            v2 = vx * vx + vy * vy
            if v2 == 0.0:
                continue
            s = math.sqrt(v2) / (2.0 * _DECEL)  # distance v^2/(2a), over v for the unit vector
            x, y = body.position
            x, y = x + vx * s, y + vy * s
            body.velocity = (0.0, 0.0)
            if x * x + y * y > limit:
                self.fell.append(d)
                self.fell_at[d] = (x, y)
                self._remove(d)
            else:
                body.position = (x, y)
        self._at_rest = True


__all__ = ["V_SETTLE", "EstimateTable"]
