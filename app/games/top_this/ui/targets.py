"""Where to click for a move on the Top This! table, as a mixin of its Scene (hints and Learn to play
ring it: app/ui/table_scene.py `show_hint`).

- a flip: the topping's button in the flip row;
- Top This!: the order card, and once it is chosen, the Top This! button (the ring moves on to it);
- a removal: the lit disc on the pizza; a pass: the Pass button;
- a flick: its aim point on the pizza, the first topping its straight path would hit (or where the
  topping would stop alone); `flick_start_of` is the spot on the crust to press and pull back from,
  `hand_slot_of` the topping to choose in the hand first.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF

from app.games.top_this import geometry as geo
from app.games.top_this.ui.flick import DEAD_MM, PULL_MM, slide_distance
from app.physics import VMAX


def aim_point(board: list[dict], x: float, y: float, vx: float, vy: float) -> tuple[tuple[float, float], int | None]:
    """Where a flick from (x, y) at (vx, vy) is aimed (mm): the centre of the first disc of `board`
    (the view's rows) its straight path meets within its slide, with that disc's id; else where it
    would stop alone (at most the edge of the pizza) and None."""
    speed = math.hypot(vx, vy)
    if speed <= 0:
        return (x, y), None
    ux, uy = vx / speed, vy / speed
    reach = slide_distance(speed)
    best = None
    for d in board:
        dx, dy = d["x"] - x, d["y"] - y
        along = dx * ux + dy * uy
        if along <= 0:
            continue
        off = abs(dx * uy - dy * ux)
        if off >= 2 * geo.DISC_R:
            continue
        contact = along - math.sqrt(4 * geo.DISC_R ** 2 - off * off)
        if contact <= reach and (best is None or contact < best[0]):
            best = (contact, d)
    if best is not None:
        return (best[1]["x"], best[1]["y"]), best[1]["id"]
    b = x * ux + y * uy
    to_edge = -b + math.sqrt(max(0.0, b * b - (x * x + y * y - geo.CRUST_R ** 2)))
    travel = min(reach, to_edge)
    return (x + ux * travel, y + uy * travel), None


class Targets:
    """Needs the Scene's items (flip_buttons, orders, discs, hand_slots, top_button, pass_button),
    `declare`, `to_px`, `px` and `board_rows()`."""

    #: the move the hint ring points at now (so that it can follow: an order chosen for Top This!)
    _ringed: Any = None

    def _mm_rect(self, x: float, y: float, radius: float = geo.DISC_R) -> QRectF:
        c = self.to_px(x, y)
        r = radius * self.px
        return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)

    def _round(self, item) -> QRectF | None:
        """A round item (a flip button, a hand slot) centred on its position, radius `r` px."""
        if item is None or not item.isVisible():
            return None
        c, r = item.scenePos(), item.r
        return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)

    def _boxed(self, item) -> QRectF | None:
        """A button: its drawn rect with the room of its glow, kept on the table."""
        if item is None or not item.isVisible():
            return None
        return item.sceneBoundingRect().intersected(self.sceneRect())

    def target_of(self, action: Any) -> QRectF | None:
        kind = getattr(action, "TYPE", None)
        if kind == "flip":
            return self._round(self.flip_buttons.get(action.topping))
        if kind == "top_this":
            if self.declare == action.order and self.top_button.isVisible():
                return self._boxed(self.top_button)
            card = self.orders.get(action.order)
            if card is None or not card.isVisible():
                return None
            return QRectF(card.scenePos(), QSizeF(card.w, card.h))
        if kind == "remove":
            row = next((d for d in self.board_rows() if d["id"] == action.disc), None)
            return self._mm_rect(row["x"], row["y"]) if row is not None else None
        if kind == "pass":
            return self._boxed(self.pass_button)
        if kind == "flick":
            (ax, ay), _hit = aim_point(self.board_rows(), action.x, action.y, action.vx, action.vy)
            return self._mm_rect(ax, ay)
        return None

    def flick_start_of(self, action: Any) -> QRectF | None:
        """The spot on the crust where the flick's topping is placed (press there, pull back, release)."""
        if getattr(action, "TYPE", None) != "flick":
            return None
        return self._mm_rect(action.x, action.y)

    def hand_slot_of(self, disc: int) -> QRectF | None:
        """The topping `disc` in the hand shown (click it to choose it for a flick)."""
        return self._round(self.hand_slots.get(disc))

    def pull_point_of(self, action: Any) -> QPointF | None:
        """Where to release the pull for the flick's velocity (the slingshot's mapping inverted:
        ui/flick.py pull_to_velocity), in scene coordinates."""
        if getattr(action, "TYPE", None) != "flick":
            return None
        speed = math.hypot(action.vx, action.vy)
        if speed <= 0:
            return None
        pull = DEAD_MM + PULL_MM * min(1.0, speed / VMAX)
        return self.to_px(action.x - action.vx / speed * pull, action.y - action.vy / speed * pull)

    # ---- the ring follows a Top This! from the order card to the button --------------------------
    def show_hint(self, action: Any) -> bool:
        shown = super().show_hint(action)
        self._ringed = action if shown else None
        return shown

    def clear_hint(self) -> None:
        super().clear_hint()
        self._ringed = None

    def follow_ring(self) -> None:
        """After a redraw: a ring on a Top This! moves between the order card and the button as the
        order is chosen or not."""
        if getattr(self._ringed, "TYPE", None) == "top_this":
            self.show_hint(self._ringed)
