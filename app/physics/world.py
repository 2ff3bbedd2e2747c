"""The pizza table as a pymunk world: discs sliding with constant friction, knocking each other
elastically, falling off the edge. Fixed time step; no Qt, no clock.

Units: millimetres, seconds; discs have mass 1 (only ratios matter). The board is a disc of radius
`BOARD_R` centred on the origin with no wall: a disc whose centre leaves it falls off and is removed.
"""

from __future__ import annotations

import math
from typing import Mapping

import pymunk
import pymunk.batch
from pymunk._chipmunk import ffi as _ffi
from pymunk._chipmunk import lib as _cp

from app.physics.outcome import DiscAt, FlickOutcome

#: the flick speed cap (mm/s); a flick from the crust at VMAX crosses the whole board and beyond
VMAX = 2000.0
#: sliding friction coefficient of a cardboard disc on the printed board, and g in mm/s^2
MU = 0.25
GRAVITY = 9810.0
#: restitution of a knock between two discs (per pair; pymunk multiplies the two shapes' values)
ELASTICITY = 0.9
#: geometry shared with app.games.top_this.geometry (a test checks they agree)
DISC_R = 12.0
BOARD_R = 180.0
#: one animation frame; substeps so that no disc moves more than a quarter of its radius per substep at VMAX
FRAME_DT = 1.0 / 120.0
MAX_STEP_FRACTION = 0.25
SUBSTEPS = math.ceil(VMAX * FRAME_DT / (MAX_STEP_FRACTION * DISC_R))
assert VMAX * FRAME_DT / SUBSTEPS <= MAX_STEP_FRACTION * DISC_R, "substeps too few: discs could tunnel"
SUBSTEP_DT = FRAME_DT / SUBSTEPS
#: below this speed a disc is stopped exactly (mm/s); a disc moving less than MOVE_EPS (mm) "did not move"
V_REST = 1.0
MOVE_EPS = 0.01
#: simulated time after which every disc is stopped by force, in frames: no flick lasts longer
MAX_SECONDS = 10.0
MAX_FRAMES = int(round(MAX_SECONDS / FRAME_DT))
#: discs at rest may overlap by at most this (mm): pymunk's contact slop (0.1) leaves at most ~0.11 mm
#: (measured over 10,000 random flicks); the rules accept recorded positions up to this and no more
REST_OVERLAP = 0.5

DISC = 0  # collision type of a resting/knocked disc (pymunk's default)
FLICKED = 2  # collision type of the disc being flicked

_FIELDS = pymunk.batch.BodyFields.BODY_ID | pymunk.batch.BodyFields.POSITION | pymunk.batch.BodyFields.VELOCITY
#: chipmunk's body iterator that `pymunk.batch.get_space_bodies` runs (called here with one request
#: made per table instead of one per read)
_BATCH_ITER = _ffi.addressof(_cp, "pmSpaceBodyGetIteratorFuncBatched")


def _arrays() -> tuple:
    """The float and int arrays `_read` has chipmunk fill, freed with the table. Not
    `pymunk.batch.Buffer`: in pymunk 7.3 it never frees its arrays, about 2 KB lost with every table,
    i.e. with every flick the rules or a bot simulate (Top This!'s engine grew 30 MB in 200 games,
    issue 27)."""
    return (_ffi.gc(_cp.pmFloatArrayNew(0), _cp.pmFloatArrayFree),
            _ffi.gc(_cp.pmIntArrayNew(0), _cp.pmIntArrayFree))


class PizzaTable:
    """A world built from a layout {disc_id: (x, y, face)} of discs resting on the board."""

    def __init__(
        self,
        layout: Mapping[int, tuple[float, float, str]] | None = None,
        *,
        disc_r: float = DISC_R,
        board_r: float = BOARD_R,
        mu: float = MU,
        elasticity: float = ELASTICITY,
    ) -> None:
        self.disc_r = float(disc_r)
        self.board_r = float(board_r)
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 0.0)
        self.space.iterations = 10  # the default; 20 gave the same outcomes (to 1e-15 mm) 30% slower
        self._friction_force = mu * 1.0 * GRAVITY
        self._shape_elasticity = math.sqrt(elasticity)
        self._bodies: dict[int, pymunk.Body] = {}
        self._shapes: dict[int, pymunk.Circle] = {}
        self._joints: dict[int, pymunk.PivotJoint] = {}
        self._by_body: dict[int, int] = {}  # pymunk body id -> disc id
        self._by_shape: dict[pymunk.Shape, int] = {}
        self.faces: dict[int, str] = {}
        self._start: dict[int, tuple[float, float]] = {}
        self.fell: list[int] = []
        self.fell_at: dict[int, tuple[float, float]] = {}
        self.touched: set[int] = set()
        self.flicked: int | None = None
        self.frames = 0
        self._at_rest = True
        self._floats, self._ints = _arrays()
        self._request = _ffi.new("pmBatchedData *")  # what `_read` asks chipmunk for, and where to
        self._request.fields = _FIELDS.value
        self._request.floatArray = self._floats
        self._request.intArray = self._ints
        self._cspace = self.space._space
        self.space.on_collision(FLICKED, DISC, begin=self._on_hit)
        parts: list = []
        for disc_id in sorted(layout or {}):
            x, y, face = layout[disc_id]
            parts.extend(self._make(disc_id, x, y, face))
        if parts:
            self.space.add(*parts)

    # ---- building --------------------------------------------------------------------------------
    def place(self, disc_id: int, x: float, y: float, face: str = "") -> None:
        """Put a disc on the table at rest (a board disc, or the topping about to be flicked)."""
        self.space.add(*self._make(disc_id, x, y, face))

    def _make(self, disc_id: int, x: float, y: float, face: str) -> tuple:
        if disc_id in self._bodies:
            raise ValueError(f"disc {disc_id} is already on the table")
        if not (math.isfinite(x) and math.isfinite(y)):
            raise ValueError("a disc needs a finite position")
        body = pymunk.Body(1.0, math.inf)
        body.position = (float(x), float(y))
        shape = pymunk.Circle(body, self.disc_r)
        shape.elasticity = self._shape_elasticity
        # friction stays 0: discs do not spin (infinite moment) and knocks are frictionless;
        # collision_type stays 0 (DISC) until the disc is flicked
        joint = pymunk.PivotJoint(self.space.static_body, body, (0.0, 0.0), (0.0, 0.0))
        joint.max_bias = 0.0  # no position correction: a pure velocity brake, i.e. sliding friction
        joint.max_force = self._friction_force
        self._bodies[disc_id] = body
        self._shapes[disc_id] = shape
        self._joints[disc_id] = joint
        self._by_body[body.id] = disc_id
        self._by_shape[shape] = disc_id
        self.faces[disc_id] = face
        self._start[disc_id] = (float(x), float(y))
        return body, shape, joint

    def flick(self, disc_id: int, vx: float, vy: float) -> None:
        """Give a disc on the table a velocity (mm/s); it becomes the flicked disc."""
        if disc_id not in self._bodies:
            raise ValueError(f"disc {disc_id} is not on the table")
        if not (math.isfinite(vx) and math.isfinite(vy)):
            raise ValueError("a flick needs a finite velocity")
        if self.flicked is not None and self.flicked in self._shapes:
            self._shapes[self.flicked].collision_type = DISC
        self.flicked = disc_id
        self._shapes[disc_id].collision_type = FLICKED
        self._bodies[disc_id].velocity = (float(vx), float(vy))
        self.frames = 0
        self._at_rest = math.hypot(vx, vy) <= 0.0

    def push(self, disc_id: int, vx: float, vy: float) -> None:
        """Set a disc's velocity without making it the flicked disc (e.g. toppings dropped at setup)."""
        if not (math.isfinite(vx) and math.isfinite(vy)):
            raise ValueError("a push needs a finite velocity")
        self._bodies[disc_id].velocity = (float(vx), float(vy))
        if vx or vy:
            self.frames = 0
            self._at_rest = False

    def _on_hit(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data) -> None:
        a, b = arbiter.shapes
        other = b if self._by_shape.get(a) == self.flicked else a
        disc = self._by_shape.get(other)
        if disc is not None:
            self.touched.add(disc)

    # ---- stepping ---------------------------------------------------------------------------------
    def step_frame(self) -> None:
        """Advance one fixed frame (SUBSTEPS substeps of the space). After the frame (never during a
        step) discs whose centre is off the board are removed and slow discs are stopped exactly."""
        if self._at_rest:
            return
        # chipmunk's step itself: `Space.step` adds only the bookkeeping for bodies added or removed
        # by collision callbacks, and this table's callback (`_on_hit`) adds and removes nothing
        cspace = self._cspace
        for _ in range(SUBSTEPS):
            _cp.cpSpaceStep(cspace, SUBSTEP_DT)
        self.frames += 1
        self._after_frame()

    def _read(self) -> tuple[list[int], list[float]]:
        """Ids, then x, y, vx, vy per body, of every body in the space (the static body included
        when joints use it: callers skip ids they do not know). `pymunk.batch.get_space_bodies`,
        with the request made once."""
        floats, ints = self._floats, self._ints
        floats.num = ints.num = 0
        _cp.cpSpaceEachBody(self._cspace, _BATCH_ITER, self._request)
        return _ffi.unpack(ints.arr, ints.num), _ffi.unpack(floats.arr, floats.num)

    def _after_frame(self) -> float:
        """After a frame: discs whose centre is off the board fall (are removed, in the space's
        order), discs slower than V_REST are stopped exactly. Returns the largest speed squared
        left (0.0: every disc is at rest)."""
        ids, f = self._read()
        limit = self.board_r * self.board_r
        rest2 = V_REST * V_REST
        by_body = self._by_body
        gone = []
        top = 0.0
        for i, body_id in enumerate(ids):
            disc_id = by_body.get(body_id)
            if disc_id is None:
                continue
            k = 4 * i
            x, y, vx, vy = f[k], f[k + 1], f[k + 2], f[k + 3]
            if x * x + y * y > limit:
                gone.append((disc_id, x, y))
                continue
            speed2 = vx * vx + vy * vy
            if speed2 == 0.0:
                continue
            if speed2 < rest2:
                self._bodies[disc_id].velocity = (0.0, 0.0)
            elif speed2 > top:
                top = speed2
        for disc_id, x, y in gone:
            self.fell.append(disc_id)
            self.fell_at[disc_id] = (x, y)
            self._remove(disc_id)
        self._at_rest = top == 0.0
        return top

    def _remove(self, disc_id: int) -> None:
        body = self._bodies.pop(disc_id)
        shape = self._shapes.pop(disc_id)
        joint = self._joints.pop(disc_id)
        self.space.remove(joint, shape, body)
        del self._by_body[body.id]
        del self._by_shape[shape]

    @property
    def at_rest(self) -> bool:
        return self._at_rest

    def stop_all(self) -> None:
        for body in self._bodies.values():
            body.velocity = (0.0, 0.0)
        self._at_rest = True

    def run_to_rest(self, max_seconds: float = MAX_SECONDS) -> None:
        limit = int(round(max_seconds / FRAME_DT))
        while not self._at_rest and self.frames < limit:
            self.step_frame()
        if not self._at_rest:
            self.stop_all()

    # ---- reading ----------------------------------------------------------------------------------
    def positions(self) -> dict[int, tuple[float, float]]:
        """Every disc still on the table, by id (one batch read)."""
        ids, f = self._read()
        by_body = self._by_body
        return {by_body[b]: (f[4 * i], f[4 * i + 1]) for i, b in enumerate(ids) if b in by_body}

    def velocities(self) -> dict[int, tuple[float, float]]:
        ids, f = self._read()
        by_body = self._by_body
        return {by_body[b]: (f[4 * i + 2], f[4 * i + 3]) for i, b in enumerate(ids) if b in by_body}

    def outcome(self) -> FlickOutcome:
        """Where things stand: moved discs' positions, fallen discs, what the flicked disc hit."""
        moved = []
        for disc_id, (x, y) in sorted(self.positions().items()):
            sx, sy = self._start[disc_id]
            if disc_id == self.flicked or math.hypot(x - sx, y - sy) > MOVE_EPS:
                moved.append(DiscAt(disc_id, float(x), float(y)))
        return FlickOutcome(
            moved=tuple(moved),
            fell=tuple(sorted(self.fell)),
            touched=tuple(sorted(self.touched)),
            frames=self.frames,
        )


def simulate_flick(
    layout: Mapping[int, tuple[float, float, str]],
    disc: int,
    face: str,
    x: float,
    y: float,
    vx: float,
    vy: float,
    *,
    max_seconds: float = MAX_SECONDS,
    disc_r: float = DISC_R,
    board_r: float = BOARD_R,
) -> FlickOutcome:
    """Place `disc` at (x, y) on a table holding `layout`, flick it, run to rest (at most
    `max_seconds` of simulated time, then everything is stopped) and return the outcome."""
    table = PizzaTable(layout, disc_r=disc_r, board_r=board_r)
    table.place(disc, x, y, face)
    table.flick(disc, vx, vy)
    table.run_to_rest(max_seconds)
    return table.outcome()
