"""Running a flick live on screen: the physics world steps at its fixed frame (never the frame time),
a timer decides how many fixed frames are due (an accumulator), and the disc items move from one
batch read of the positions per tick. Also the slingshot's mapping from a drag to a velocity.
"""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QPointF, QTimer, Signal

from app.physics import FRAME_DT, GRAVITY, MAX_SECONDS, MU, VMAX, PizzaTable
from app.ui.items.animation import Tween

#: frames stepped at most per timer tick (a stalled UI catches up over a few ticks, not at once)
MAX_CATCH_UP = 8
#: the timer interval, ms (~60 Hz; each tick steps the 1/120 s frames that are due)
TICK_MS = 16

#: the slingshot: a pull shorter than DEAD_MM (the disc itself) cancels; full power at DEAD_MM + PULL_MM
DEAD_MM = 12.0
PULL_MM = 130.0
#: frames after which every disc is stopped (the same limit as the rules' simulation)
LIMIT_FRAMES = int(round(MAX_SECONDS / FRAME_DT))
#: deceleration of a sliding disc (mm/s^2): the aim line shows where the disc would stop
DECEL = MU * GRAVITY


def pull_to_velocity(pull_x: float, pull_y: float) -> tuple[float, float, float]:
    """A drag of (pull_x, pull_y) mm from the disc (pointer minus disc) as a flick velocity the other
    way, and the power 0..1. Speed grows linearly with the pull beyond the disc's own radius and is
    capped at VMAX, so short flicks (most useful ones) get the finest control."""
    n = math.hypot(pull_x, pull_y)
    if n <= DEAD_MM:
        return 0.0, 0.0, 0.0
    power = min(1.0, (n - DEAD_MM) / PULL_MM)
    speed = VMAX * power
    return -pull_x / n * speed, -pull_y / n * speed, power


def slide_distance(speed: float) -> float:
    """How far (mm) a disc at `speed` slides before friction stops it, hitting nothing."""
    return speed * speed / (2.0 * DECEL)


def fall_tween(item, outward: QPointF, duration_ms: float) -> Tween:
    """A disc dropping off the edge of the board: it slides a little further, shrinks and fades."""
    start = QPointF(item.pos())
    scale0 = item.scale()

    def update(t: float) -> None:
        item.setPos(start + outward * t)
        item.setScale(scale0 * (1.0 - 0.55 * t))
        item.setOpacity(1.0 - t)
        if t >= 1.0:
            item.setVisible(False)

    return Tween(duration_ms, update)


class LivePhysics(QObject):
    """Moves `items` (disc id -> item) as `table` steps. Either real time (`start()`: a QTimer and an
    accumulator; `finished` at rest) or driven frame by frame (`advance_to(frame)`, for playing back a
    recorded flick inside an animation of known length)."""

    finished = Signal()

    def __init__(self, table: PizzaTable, items: dict, to_px: Callable[[float, float], QPointF],
                 px_per_mm: float, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.items = dict(items)
        self.to_px = to_px
        self.px = px_per_mm
        self.fallen: dict[int, QPointF] = {}
        #: where each item was last put (mm): a disc that did not move this tick is not touched
        self._shown: dict[int, tuple[float, float]] = {}
        self.falls: list[Tween] = []
        self.tick_costs: list[float] = []
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self.running = False
        # the table's still parts are one picture while the discs move (app/ui/items/still_layer.py),
        # let go once they are at rest: what follows a flick (an order card travelling to its taker,
        # the board's slices lit) moves still items, and each of their frames made the picture anew
        # (20 rebuilds of 3-7 ms per flick, at speed fast)
        scenes = [item.scene() for item in self.items.values() if item.scene() is not None]
        self._still = getattr(scenes[0], "still", None) if scenes else None
        if self._still is not None:
            self._still.hold()

    # ---- real time -------------------------------------------------------------------------------
    def start(self) -> None:
        self.running = True
        self._clock.start()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self.running = False

    def _tick(self) -> None:
        due = int(self._clock.elapsed() / 1000.0 / FRAME_DT)
        steps = 0
        while not self.table.at_rest and self.table.frames < due and steps < MAX_CATCH_UP:
            self.table.step_frame()
            steps += 1
        if self.table.frames >= LIMIT_FRAMES:  # as run_to_rest does: everything stops at the limit
            self.table.stop_all()
        self.sync()
        if self.table.at_rest:
            self.stop()
            self._let_go()
            self.finished.emit()

    def finish_now(self) -> None:
        """Run to rest at once (speed 0, or the scene is being torn down)."""
        self.stop()
        self.table.run_to_rest()
        self.sync()
        self._let_go()

    def _let_go(self) -> None:
        """The discs are at rest: the still items paint one by one again."""
        if self._still is not None:
            self._still.release()
            self._still = None

    # ---- driven ---------------------------------------------------------------------------------
    def advance_to(self, frame: int) -> None:
        while not self.table.at_rest and self.table.frames < frame:
            self.table.step_frame()
        self.sync()

    def relayout(self, to_px: Callable[[float, float], QPointF], px_per_mm: float) -> None:
        """The table was laid out anew: move the discs by the new mapping; discs dropping off the
        edge finish dropping (their fall ran in the old layout's coordinates)."""
        self.to_px, self.px = to_px, px_per_mm
        self._shown.clear()
        for tween in self.falls:
            tween.setCurrentTime(tween.totalDuration())
        self.sync()

    # ---- items ------------------------------------------------------------------------------------
    def sync(self) -> None:
        """Put the items where the table has the discs (most of a flick's discs lie still: only
        the items of discs that moved are moved)."""
        positions = self.table.positions()
        to_px, shown = self.to_px, self._shown
        for disc_id, item in self.items.items():
            where = positions.get(disc_id)
            if where is not None:
                if shown.get(disc_id) != where:
                    shown[disc_id] = where
                    item.setPos(to_px(where[0], where[1]))
            elif disc_id not in self.fallen:
                self._fall(disc_id, item)

    def _fall(self, disc_id: int, item) -> None:
        x, y = self.table.fell_at.get(disc_id, (0.0, 0.0))
        n = math.hypot(x, y) or 1.0
        item.setPos(self.to_px(x, y))
        self.fallen[disc_id] = QPointF(item.pos())
        item.setZValue(5)
        outward = QPointF(x / n, y / n) * (self.table.disc_r * 2.5 * self.px)
        tween = fall_tween(item, outward, 380)
        self.falls.append(tween)
        tween.start()
