"""Animating Top This! events on the scene: flicks (replayed live from their start with the fixed-step
physics, then set exactly to the recorded outcome; in a replay, `scene.replaying`, from the outcome
alone, with no physics), discs falling off and going to a neighbour,
flips, orders taken, tips, removals, draws and the setup drop. Each event adds steps to the scene's
animation queue; the scene redraws exactly from the view when the queue ends."""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QRectF
from PySide6.QtGui import QColor, QTransform
from PySide6.QtWidgets import QGraphicsObject

from app.games.top_this.ui import art
from app.games.top_this import geometry as geo
from app.games.top_this.ui.items import DiscItem, OrderItem
from app.games.top_this.log import miss_sentence
from app.games.top_this.ui.flick import LivePhysics, slide_distance
from app.core.dispatch import Dispatch
from app.core.records import parse_record
from app.games.top_this import events as te
from app.physics import FRAME_DT, FlickOutcome, PizzaTable
from app.ui.items.animation import Tween, fade, lerp, pop, shake, wait
from app.ui.items.markers import StampItem
from app.ui.items.text_box import FloatingNoteItem



class TipCardItem(QGraphicsObject):
    """A face-up tip card in flight to a player's pile."""

    def __init__(self, value: int, w: float, h: float) -> None:
        super().__init__()
        self.value, self.w, self.h = value, w, h

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, p, option, widget=None) -> None:
        art.paint_tip_card(p, QRectF(0, 0, self.w, self.h), self.value)


#: how much a declared order card grows for a moment (its pop)
DECLARED_POP = 1.12


def pop_inside(item, ms: float, peak: float, area: QRectF) -> Tween:
    """`pop` (grow to `peak` and back), the item kept inside `area` (the table): where its grown
    bounds would pass an edge (further than they do at rest) it is moved in by as much, and back as it
    shrinks (the ribbon of a declared order at the table's right edge was cut by 12.5 px at 1920x1080)."""
    base = QPointF(item.pos())
    rest = item.sceneBoundingRect().united(area)  # (its bounds, whole pixels, may pass it by a fraction)

    def update(t: float) -> None:
        item.setScale(1.0 + (peak - 1.0) * math.sin(math.pi * t))
        item.setPos(base)
        r = item.sceneBoundingRect()
        item.setPos(base + QPointF(max(0.0, rest.left() - r.left()) + min(0.0, rest.right() - r.right()),
                                   max(0.0, rest.top() - r.top()) + min(0.0, rest.bottom() - r.bottom())))

    return Tween(ms, update, QEasingCurve.Type.OutQuad)


def _travel(item, to: QPointF, ms: float, end_scale: float = 1.0, fade_out: bool = False,
            easing=QEasingCurve.Type.InOutCubic) -> Tween:
    start = QPointF(item.pos())
    s0 = item.scale()

    def update(t: float) -> None:
        item.setPos(QPointF(lerp(start.x(), to.x(), t), lerp(start.y(), to.y(), t)))
        item.setScale(lerp(s0, end_scale, t))
        if fade_out:
            item.setOpacity(1.0 - max(0.0, (t - 0.6) / 0.4))

    return Tween(ms, update, easing)


def panel_point(scene, seat: int) -> QPointF:
    if 0 <= seat < len(scene.panels):
        panel = scene.panels[seat]
        return panel.pos() + QPointF(panel.w * 0.8, panel.h * 0.5)
    return QPointF(scene.width / 2, 0)


def bag_point(scene) -> QPointF:
    return scene.bag.pos() + QPointF(scene.bag.s / 2, scene.bag.s * 0.55)


def _temp_disc(scene, disc_id: int, face: str, other: str | None, pos: QPointF, scale: float = 1.0) -> DiscItem:
    item = DiscItem(disc_id, face, other, geo.DISC_R * scene.px)
    item.setPos(pos)
    item.setScale(scale)
    item.setZValue(30)
    scene.addItem(item)
    scene.temps.append(item)
    return item


def _faces(disc_id: int) -> tuple[str, str]:
    from app.games.top_this.components import DISCS

    return DISCS[disc_id].faces


class _Run:
    """The state of one batch of events being queued: the board as it stands between events."""

    def __init__(self, scene) -> None:
        self.scene = scene
        v = scene.view or {}
        self.board: dict[int, tuple[float, float, str]] = {d["id"]: (d["x"], d["y"], d["face"])
                                                           for d in v.get("board", [])}
        self.fall_at: dict[int, QPointF] = {}


#: event class -> the steps it adds to the scene's queue: `handler(run, event)`
ANIMATIONS = Dispatch("animation", silent={
    te.OrdersRevealed: "the new order cards are drawn with the position at the end of the move",
    te.Landed: "the flick's own animation already left the topping where it stays",
    te.Passed: "nothing moves: the log says the player passed and the next turn follows",
    te.EndTriggered: "nothing moves: the log and the status line say the end is near",
    te.GameOver: "the end-of-game results follow the final table",
})
on = ANIMATIONS.on


def queue_events(scene, events: list, view_after: dict) -> None:
    run = _Run(scene)
    for first, _last, handler, event in ANIMATIONS.steps(list(events)):
        scene.mark_event(first)  # the screen writes the event's line as its animation starts
        if handler is not None:
            handler(run, event)


@on(te.Flicked)
def _flicked(run: "_Run", e) -> None:
    _queue_flick(run, e)


@on(te.Missed)
def _missed_flick(run: "_Run", e) -> None:
    note: dict = {}
    run.scene.queue.add(lambda: _missed(run, e, note))
    run.scene.queue.add(lambda: _missed_to_bag(run, e, note))


@on(te.FellOff)
def _fell_off(run: "_Run", e) -> None:
    run.scene.queue.add(lambda: _to_player(run, e.discs, e.to_player))


@on(te.OrderCompleted)
def _order_completed(run: "_Run", e) -> None:
    run.scene.queue.add(lambda: _lit(run, e.slices))
    run.scene.queue.add(lambda: _order_taken(run, e))


@on(te.Removed)
def _removed(run: "_Run", e) -> None:
    run.scene.queue.add(lambda: _to_bag(run, e.disc))


@on(te.TurnPassed)
def _turn_passed(run: "_Run", e) -> None:
    run.scene.queue.add(lambda: [wait(run.scene.duration(250))])


def step_on(cls: type):
    """`@step_on(Flipped)`: the function is the event's one queue step, `step(run, event) -> tweens`."""
    def register(step):
        on(cls)(lambda run, e: run.scene.queue.add(lambda: step(run, e)))
        return step
    return register


# ---- the flick ------------------------------------------------------------------------------------
def _queue_flick(run: _Run, e) -> None:
    scene = run.scene
    outcome = e.outcome if isinstance(e.outcome, FlickOutcome) else parse_record(
        e.outcome, {FlickOutcome.TYPE: FlickOutcome})
    own = scene.own_flick
    if own is not None and own == (e.disc, e.x, e.y, e.vx, e.vy):
        # the local player's own flick: it already ran live on screen; just record the result
        scene.own_flick = None
        af = scene.after_flick or {}
        run.fall_at.update(af.get("fallen", {}))
        _apply_outcome(run, e, outcome)
        return
    state: dict = {}

    def place():
        faces = _faces(e.disc)
        other = faces[1] if faces[0] == e.face else faces[0]
        item = _temp_disc(scene, e.disc, e.face, other, panel_point(scene, e.player), 0.5)
        state["item"] = item
        return [_travel(item, scene.to_px(e.x, e.y), scene.duration(350), 1.0)]

    def aim():
        # show the flick the player chose for a moment: direction and power
        speed = math.hypot(e.vx, e.vy)
        if speed <= 0:
            return None
        origin = scene.to_px(e.x, e.y)
        from app.games.top_this.ui.flick import DEAD_MM, PULL_MM
        from app.physics import VMAX

        pull_mm = DEAD_MM + PULL_MM * speed / VMAX
        pull = QPointF(-e.vx / speed * pull_mm * scene.px, -e.vy / speed * pull_mm * scene.px)
        travel = slide_distance(speed)
        b = e.x * e.vx / speed + e.y * e.vy / speed
        c = e.x ** 2 + e.y ** 2 - geo.CRUST_R ** 2
        to_edge = -b + math.sqrt(max(0.0, b * b - c))
        off = travel > to_edge
        scene.aim.set_aim(origin, pull, speed / VMAX, geo.DISC_R * scene.px,
                          (min(travel, to_edge + geo.DISC_R)) * scene.px, False, off)
        scene.aim.setVisible(True)
        return [wait(scene.duration(450))]

    def roll():
        scene.aim.setVisible(False)
        if getattr(scene, "replaying", False):  # a replay (app/ui/qt_replay.py): the outcome alone, no physics
            items = {d: scene.discs[d] for d in run.board if d in scene.discs}
            items[e.disc] = state["item"]
            return _glide(run, e, outcome, items)
        layout = dict(run.board)
        table = PizzaTable(layout)
        table.place(e.disc, e.x, e.y, e.face)
        table.flick(e.disc, e.vx, e.vy)
        items = {d: scene.discs[d] for d in layout if d in scene.discs}
        items[e.disc] = state["item"]
        live = LivePhysics(table, items, scene.to_px, scene.px, scene)
        frames = max(1, outcome.frames)

        def update(t: float) -> None:
            live.advance_to(int(round(t * frames)))
            if t >= 1.0:
                live.finish_now()
                _snap(run, items, outcome, live)

        state["live"] = live
        return [Tween(scene.duration(frames * FRAME_DT * 1000.0), update, QEasingCurve.Type.Linear)]

    scene.queue.add(place)
    scene.queue.add(aim)
    scene.queue.add(roll)
    scene.queue.add(lambda: _apply_outcome(run, e, outcome))


def _edge_point(x: float, y: float, dx: float, dy: float) -> tuple[float, float]:
    """Where the path from (x, y) in direction (dx, dy) leaves the pizza (mm)."""
    n = math.hypot(dx, dy)
    if n <= 0:
        n, dx, dy = (math.hypot(x, y) or 1.0), x or 1.0, y
    ux, uy = dx / n, dy / n
    b = x * ux + y * uy
    c = x * x + y * y - geo.CRUST_R ** 2
    t = -b + math.sqrt(max(0.0, b * b - c))
    return x + ux * t, y + uy * t


def _glide(run: _Run, e, outcome: FlickOutcome, items: dict) -> list:
    """A recorded flick shown from its outcome alone (a replay runs no physics): every disc that moved
    slides from where it lay to where the outcome left it, slowing down as friction slows it; a disc that
    fell slides to the crust (the flicked one along the flick, the others away from it) and drops off."""
    scene = run.scene
    starts = {d: (x, y) for d, (x, y, _face) in run.board.items()}
    starts[e.disc] = (e.x, e.y)
    ends = dict(outcome.final_positions())
    for d in outcome.fell:
        x, y = starts.get(d, (e.x, e.y))
        ends[d] = _edge_point(x, y, *((e.vx, e.vy) if d == e.disc else (x - e.x, y - e.y)))
    paths = {d: (scene.to_px(*starts[d]), scene.to_px(*ends[d])) for d in ends if d in items and d in starts}
    fallen = [d for d in outcome.fell if d in paths]

    def update(t: float) -> None:
        for d, (a, b) in paths.items():
            items[d].setPos(QPointF(lerp(a.x(), b.x(), t), lerp(a.y(), b.y(), t)))
        drop = max(0.0, (t - 0.85) / 0.15)  # the last moments: over the crust and off
        for d in fallen:
            items[d].setOpacity(1.0 - drop)
            items[d].setScale(1.0 - 0.55 * drop)
            if t >= 1.0:
                items[d].setVisible(False)
                run.fall_at[d] = QPointF(paths[d][1])

    frames = max(1, outcome.frames)
    return [Tween(scene.duration(frames * FRAME_DT * 1000.0), update, QEasingCurve.Type.OutQuad)]


def _snap(run: _Run, items: dict, outcome: FlickOutcome, live: LivePhysics) -> None:
    """Put every disc exactly where the recorded outcome says (a replay from another machine may
    have drifted a little), and remember where the fallen ones left the board."""
    scene = run.scene
    for d, (x, y) in outcome.final_positions().items():
        item = items.get(d)
        if item is not None:
            item.setVisible(True)
            item.setOpacity(1.0)
            item.setScale(1.0)
            item.setPos(scene.to_px(x, y))
    for d in outcome.fell:
        if d in live.fallen:
            run.fall_at[d] = live.fallen[d]
        else:
            item = items.get(d)
            if item is not None:
                run.fall_at[d] = QPointF(item.pos())
                item.setVisible(False)


def _apply_outcome(run: _Run, e, outcome: FlickOutcome) -> None:
    for d, (x, y) in outcome.final_positions().items():
        face = run.board[d][2] if d in run.board else e.face
        run.board[d] = (x, y, face)
    for d in outcome.fell:
        run.board.pop(d, None)
        if d not in run.fall_at:
            item = run.scene.discs.get(d)
            if item is not None:
                run.fall_at[d] = QPointF(item.pos())
    return None


# ---- the other events -----------------------------------------------------------------------------
def _item_for(run: _Run, disc_id: int):
    scene = run.scene
    item = scene.discs.get(disc_id)
    if item is None:
        for t in scene.temps:
            if isinstance(t, DiscItem) and t.disc_id == disc_id and t.isVisible():
                return t
    return item


def _to_bag(run: _Run, disc_id: int):
    scene = run.scene
    run.board.pop(disc_id, None)
    item = _item_for(run, disc_id)
    if item is None:
        return None
    item.setZValue(30)
    return [_travel(item, bag_point(scene), scene.duration(500), 0.45, fade_out=True)]


def _missed(run: _Run, e, note: dict):
    """A flicked topping that hit nothing: it lies where it stopped while a note says so."""
    scene = run.scene
    item = _item_for(run, e.disc)
    if item is None or not item.isVisible() or e.disc in run.fall_at:
        at = run.fall_at.get(e.disc)
        if at is None:
            at = QPointF(item.pos()) if item is not None else scene.center
        faces = _faces(e.disc)
        item = _temp_disc(scene, e.disc, faces[0], faces[1], at)
    note["disc"] = item
    area = scene.layout.pizza  # the part of the table under the pizza
    px = min(max(13.0, scene.px * 14.0), 24.0)  # readable, never a banner across the pizza
    label = FloatingNoteItem(miss_sentence(e.reason), px, max_width=area.width() * 0.9)
    w, h = label.size()
    label.place_within(item.pos() - QPointF(0, geo.DISC_R * scene.px + h * 0.8), area)
    scene.addItem(label)
    scene.temps.append(label)
    note["label"] = label
    return [pop(label, scene.duration(400), 1.2), wait(scene.duration(1100))]


def _missed_to_bag(run: _Run, e, note: dict):
    scene = run.scene
    run.board.pop(e.disc, None)
    anims = []
    label = note.get("label")
    if label is not None:
        anims.append(fade(label, 0.0, scene.duration(450)))
    item = note.get("disc")
    if item is not None:
        item.setZValue(30)
        anims.append(_travel(item, bag_point(scene), scene.duration(600), 0.45, fade_out=True))
    return anims


def _to_player(run: _Run, discs, seat: int):
    scene = run.scene
    anims = []
    for d in discs:
        start = run.fall_at.get(d)
        if start is None:
            item = scene.discs.get(d)
            start = QPointF(item.pos()) if item is not None else scene.center
        faces = _faces(d)
        item = _temp_disc(scene, d, faces[0], faces[1], start, 0.8)
        anims.append(_travel(item, panel_point(scene, seat), scene.duration(600), 0.4, fade_out=True))
    return anims


@step_on(te.Flipped)
def _flip(run: _Run, e):
    scene = run.scene
    anims = []
    button = scene.flip_buttons.get(e.topping)
    if button is not None:
        anims.append(pop(button, scene.duration(350), 1.25))
    for d, new_face in e.flips:
        if d in run.board:
            x, y, _ = run.board[d]
            run.board[d] = (x, y, new_face)
        item = scene.discs.get(d)
        if item is None:
            continue
        other = item.face

        def update(t: float, item=item, new_face=new_face, other=other) -> None:
            sx = abs(math.cos(math.pi * t))
            item.setTransform(QTransform.fromScale(max(0.02, sx), 1.0))
            if t >= 0.5 and item.face != new_face:
                item.set_faces(new_face, other)
            if t >= 1.0:
                item.setTransform(QTransform())

        anims.append(Tween(scene.duration(420), update))
    return anims


@step_on(te.Declared)
def _declared(run: _Run, e):
    scene = run.scene
    stamp = StampItem("TOP THIS!", QColor("#c0392b"))
    stamp.set_height(max(24.0, scene.px * 40))
    stamp.setPos(scene.center - QPointF(stamp.width() / 2, stamp._h / 2))
    stamp.setZValue(60)
    scene.addItem(stamp)
    scene.temps.append(stamp)
    scene.set_prompt(scene.declared_text(e.player, e.order))  # not the turn's "2 actions" any more
    anims = [pop(stamp, scene.duration(700), 1.3)]
    order = scene.orders.get(e.order)
    if order is not None:
        order.set_highlight(legal=False, chosen=False)
        order.set_declared(True)  # declared: the ribbon, lifted
        anims.append(pop_inside(order, scene.duration(500), DECLARED_POP, scene.sceneRect()))
    return anims


def _lit(run: _Run, slices):
    scene = run.scene
    scene.board.set_lit(slices)
    return [wait(scene.duration(550))]


def _order_taken(run: _Run, e):
    scene = run.scene
    scene.board.set_lit(())
    item = scene.orders.get(e.order)
    if item is None:
        return None
    item.setZValue(40)
    return [_travel(item, panel_point(scene, e.player) - QPointF(item.w * 0.2, item.h * 0.2),
                    scene.duration(650), 0.3, fade_out=True)]


@step_on(te.TipTaken)
def _tip(run: _Run, e):
    scene = run.scene
    card = TipCardItem(e.value, scene.tip_stack.w, scene.tip_stack.h)
    card.setPos(scene.tip_stack.pos())
    card.setZValue(40)
    scene.addItem(card)
    scene.temps.append(card)
    return [_travel(card, panel_point(scene, e.player), scene.duration(650), 0.4, fade_out=True)]


@step_on(te.TopThisFailed)
def _failed(run: _Run, e):
    scene = run.scene
    item = scene.orders.get(e.order)
    if item is None:
        return None
    return [shake(item, max(4.0, item.w * 0.12), scene.duration(450))]


@step_on(te.Drew)
def _drew(run: _Run, e):
    scene = run.scene
    anims = []
    for i, d in enumerate(e.discs):
        faces = _faces(d)
        item = _temp_disc(scene, d, faces[0], faces[1], bag_point(scene), 0.5)
        item.setOpacity(0.0)
        target = panel_point(scene, e.player)
        start = QPointF(item.pos())
        delay = i * 0.12

        def update(t: float, item=item, start=start, target=target, delay=delay) -> None:
            u = min(1.0, max(0.0, (t - delay) / (1.0 - delay)))
            item.setOpacity(1.0 if 0.0 < u < 1.0 else 0.0)
            item.setPos(QPointF(lerp(start.x(), target.x(), u), lerp(start.y(), target.y(), u)))

        anims.append(Tween(scene.duration(650), update))
    return anims


@step_on(te.Dropped)
def _dropped(run: _Run, e):
    scene = run.scene
    anims = []
    for d, x, y, face in e.discs:
        run.board[d] = (x, y, face)
        item = scene.discs.get(d)
        if item is None:
            faces = _faces(d)
            item = _temp_disc(scene, d, face, faces[1] if faces[0] == face else faces[0], scene.to_px(x, y))
        item.setPos(scene.to_px(x, y))
        item.setScale(2.2)
        item.setOpacity(0.0)

        def update(t: float, item=item) -> None:
            item.setScale(lerp(2.2, 1.0, t))
            item.setOpacity(min(1.0, t * 2))

        anims.append(Tween(scene.duration(700), update, QEasingCurve.Type.OutBounce))
    for d in e.returned:
        item = scene.discs.get(d)
        if item is not None:
            anims.append(fade(item, 0.0, scene.duration(400)))
    return anims


__all__ = ["queue_events", "OrderItem"]

