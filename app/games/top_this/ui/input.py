"""Mouse input of the Top This! table, as a mixin of its Scene: choosing a hand disc's face, the
hover preview of where it would be placed, pressing on the crust to place it, the slingshot drag
(aim line + power gauge), release to flick (run live, then the recorded outcome is the intent),
dragging back onto the disc (or Esc, keys.py) to cancel."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt

from app.core.i18n import _
from app.games.top_this import geometry as geo
from app.games.top_this.ui.items import DiscItem
from app.games.top_this.ui.flick import LivePhysics, pull_to_velocity, slide_distance
from app.physics import PizzaTable
from app.ui.table_scene import BUSY_REASON


class FlickInput:
    """Needs the Scene's items and state: hand_slots, discs, aim, view, chosen, aiming, live..."""

    def mousePressEvent(self, event) -> None:
        pos = event.scenePos()
        if self.live is not None or (self.busy and self.key_at(pos) is not None):
            event.accept()
            self.refused.emit(_(BUSY_REASON))
            return
        if event.button() == Qt.MouseButton.RightButton and not self.busy:
            # the topping about to be flicked turns over wherever it is shown: in the hand, as the
            # preview on the crust, placed there for aiming; a topping on the pizza never turns alone
            # (the rulebook's Flip turns every topping of a kind: the flip buttons)
            key = self.key_at(pos)
            if key is not None and key[0] == "hand":
                event.accept()
                self._turn_over(key[1])
                return
            chosen = self.aiming["disc"] if self.aiming is not None else self.chosen
            if chosen is not None and (key is None or key[0] != "disc" or self.aiming is not None):
                event.accept()
                self._turn_over(chosen)
                return
        if event.button() == Qt.MouseButton.LeftButton and not self.busy:
            key = self.key_at(pos)
            if key is not None and key[0] == "hand":
                slot = self.hand_slots.get(key[1])
                if slot is not None and slot.hits_small(slot.mapFromScene(pos)):
                    event.accept()
                    self._turn_over(key[1])
                    if self.chosen != key[1] and "flick" in self._legal_by_type():
                        self.chosen = key[1]
                        self.draw_position()
                    return
            if self.chosen is not None and self._on_pizza(pos):
                event.accept()
                self._start_aim(pos)
                return
        super().mousePressEvent(event)

    def _on_pizza(self, pos: QPointF) -> bool:
        x, y = self.to_mm(pos)
        return math.hypot(x, y) <= geo.CRUST_R + geo.DISC_R

    def _turn_over(self, did: int) -> None:
        slot = self.hand_slots.get(did)
        if slot is None:
            return
        slot.turn_over()
        self.hand_up[did] = slot.up
        a = self.aiming
        if a is not None and a["disc"] == did:  # placed on the crust: the disc there turns, the aim stays
            a["face"], a["other"] = slot.face, slot.other
            a["item"].set_faces(slot.face, slot.other)
            return
        if self.preview is not None and self.chosen == did:
            self.preview.set_faces(slot.face, slot.other)
        if self.view is not None:
            self.draw_position()

    def _placement(self, pos: QPointF) -> tuple[float, float, str | None] | None:
        """Where a press at `pos` places the chosen disc, and why it cannot go there (None: it can).
        A press anywhere on the crust ring puts the disc wholly on the crust at that angle. None
        when `pos` is not on the crust at all."""
        x, y = self.to_mm(pos)
        r = math.hypot(x, y)
        if r < geo.SAUCE_R or r > geo.CRUST_R + geo.DISC_R:
            return None
        rr = min(max(r, geo.PLACE_MIN_R), geo.PLACE_MAX_R)
        x, y = x * rr / r, y * rr / r
        others = [(d["x"], d["y"]) for d in self.view["board"]]
        return x, y, geo.placement_error(x, y, others)

    def _hover(self, pos: QPointF, shown: float = 0.6) -> None:
        """A faint disc where a press would place the chosen topping (fainter still where it may not);
        `shown`: its opacity where it may lie (the keys' placing, with no pointer there, shows it clearer)."""
        where = self._placement(pos) if (self.chosen is not None and self.chosen in self.hand_slots
                                         and not self.busy and self.view is not None) else None
        if where is None:
            if self.preview is not None:
                self.preview.setVisible(False)
            return
        slot = self.hand_slots[self.chosen]
        if self.preview is None:
            self.preview = DiscItem(self.chosen, slot.face, slot.other, geo.DISC_R * self.px)
            self.preview.setZValue(15)
            self.addItem(self.preview)
        self.preview.set_radius(geo.DISC_R * self.px)
        self.preview.set_faces(slot.face, slot.other)
        self.preview.setPos(self.to_px(where[0], where[1]))
        self.preview.setOpacity(shown if where[2] is None else 0.22)
        self.preview.setVisible(True)

    def _start_aim(self, pos: QPointF) -> None:
        if self.preview is not None:
            self.preview.setVisible(False)
        where = self._placement(pos)
        if where is None:  # a press inside the sauce: the rules' geometry says where a topping goes
            self.refused.emit(geo.placement_error(*self.to_mm(pos)) or "")
            return
        x, y, why = where
        if why:
            self.refused.emit(why)
            return
        slot = self.hand_slots[self.chosen]
        item = DiscItem(self.chosen, slot.face, slot.other, geo.DISC_R * self.px)
        item.ghost = True
        item.setZValue(20)
        item.setPos(self.to_px(x, y))
        self.addItem(item)
        slot.setOpacity(0.35)
        self.aiming = {"disc": self.chosen, "face": slot.face, "other": slot.other, "x": x, "y": y,
                       "item": item, "v": (0.0, 0.0), "power": 0.0}
        self._update_aim(pos)
        self.aim.setVisible(True)
        self.set_prompt()

    def _update_aim(self, pos: QPointF) -> None:
        a = self.aiming
        origin = self.to_px(a["x"], a["y"])
        pull_px = pos - origin
        vx, vy, power = pull_to_velocity(pull_px.x() / self.px, pull_px.y() / self.px)
        a["v"], a["power"] = (vx, vy), power
        speed = math.hypot(vx, vy)
        travel = slide_distance(speed)
        off = False
        if speed > 0:
            ux, uy = vx / speed, vy / speed
            # distance along the aim to the board's edge, from the disc's centre
            b = a["x"] * ux + a["y"] * uy
            c = a["x"] ** 2 + a["y"] ** 2 - geo.CRUST_R ** 2
            to_edge = -b + math.sqrt(max(0.0, b * b - c))
            if travel > to_edge:
                off, travel = True, to_edge + geo.DISC_R
        self.aim.set_aim(origin, pull_px, power, geo.DISC_R * self.px, travel * self.px, power <= 0, off)

    def mouseMoveEvent(self, event) -> None:
        if self.aiming is not None:
            event.accept()
            self._update_aim(event.scenePos())
            return
        if self.chosen is not None or self.preview is not None:
            self._hover(event.scenePos())
        self._point_at(event.scenePos())
        super().mouseMoveEvent(event)

    #: what the pointer is over, when the prompt has a hint for it ("hand": a disc of the hand)
    pointing: str | None = None

    def _point_at(self, pos: QPointF) -> None:
        key = self.key_at(pos) if self.legal and not self.busy else None
        pointing = "hand" if key is not None and key[0] == "hand" else None
        if pointing != self.pointing:
            self.pointing = pointing
            self.set_prompt()

    def mouseReleaseEvent(self, event) -> None:
        if self.aiming is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self._update_aim(event.scenePos())
            if self.aiming["power"] <= 0:
                self.cancel_aim()
            else:
                self._release()
            return
        super().mouseReleaseEvent(event)

    def cancel_aim(self) -> None:
        a, self.aiming = self.aiming, None
        self.aim.setVisible(False)
        if a is not None:
            self.drop_item(a["item"])
            slot = self.hand_slots.get(a["disc"])
            if slot is not None:
                slot.setOpacity(1.0)
        self.set_prompt(_("Flick cancelled. Press on the crust to place the topping again."))

    def _release(self) -> None:
        a, self.aiming = self.aiming, None
        self.aim.setVisible(False)
        ghost = a["item"]
        ghost.ghost = False
        ghost.setZValue(12)
        ghost.update()
        slot = self.hand_slots.get(a["disc"])
        if slot is not None:
            slot.setVisible(False)
        layout = {d["id"]: (d["x"], d["y"], d["face"]) for d in self.view["board"]}
        table = PizzaTable(layout)
        table.place(a["disc"], a["x"], a["y"], a["face"])
        vx, vy = a["v"]
        table.flick(a["disc"], vx, vy)
        items = dict(self.discs)
        items[a["disc"]] = ghost
        self.temps.append(ghost)
        self.chosen = None
        self.board.set_lit(self.board.lit_slices, crust=False)  # placed: the crust is no longer lit
        self.set_prompt("")
        self._flick_args = (a["disc"], a["face"], a["other"], a["x"], a["y"], vx, vy)
        self.live = LivePhysics(table, items, self.to_px, self.px, self)
        self.live.finished.connect(self._flick_done)
        if self.speed <= 0:
            self.live.finish_now()
            self._flick_done()
        else:
            self.live.start()

    def _flick_done(self) -> None:
        live, self.live = self.live, None
        if live is None:
            return
        outcome = live.table.outcome()
        disc, face, other, x, y, vx, vy = self._flick_args
        self.own_flick = (disc, x, y, vx, vy)
        self._keep_flick_result(live, disc, face, other)
        action = self.game.parse_action({"type": "flick", "disc": disc, "face": face, "x": x, "y": y,
                                         "vx": vx, "vy": vy, "outcome": outcome.to_dict()})
        self.hand_up.pop(disc, None)
        self._send(action)

    def _keep_flick_result(self, live: LivePhysics, disc: int, face: str, other: str | None) -> None:
        """Until the flick's events have played, the table shows the discs where the live flick left
        them (not where the view before the flick had them), the flicked disc on the pizza and not in
        the hand: redrawing from the old view would make discs jump back or blink out."""
        outcome = live.table.outcome()
        rows = {d["id"]: dict(d) for d in self.view["board"]}
        for d, (fx, fy) in outcome.final_positions().items():
            row = rows.setdefault(d, {"id": d, "face": face, "other": other})
            row["x"], row["y"] = fx, fy
        for d in outcome.fell:
            rows.pop(d, None)
        item = live.items.get(disc)
        if item is not None:  # the disc that was flicked is now the scene's item for it
            if item in self.temps:
                self.temps.remove(item)
            old = self.discs.get(disc)
            if old is not None and old is not item and old.scene() is self:
                self.removeItem(old)
            item.click_key = ("disc", disc)
            self.discs[disc] = item
        touched = set((self.view.get("touched") or [])) | set(outcome.final_positions())
        self.after_flick = {"view": self.view, "disc": disc, "board": list(rows.values()),
                            "touched": sorted(touched), "fallen": dict(live.fallen)}
