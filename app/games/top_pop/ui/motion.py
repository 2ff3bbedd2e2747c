"""The moves of Top Pop's pieces on the table, as animation steps (each returns the tweens of one step;
ui/anim.py says which event makes which): a card placed in front of a seat (from the fan at the
screen, or from the placer's panel: face down when others may not see it), caps flying from the
middle to a supply, a stack's caps flying from a supply onto a card, and a won card flying to its
winner's score pile while its stacks' caps fly to their new owners or to the middle. The final view
is drawn when all is done, so a step only has to look right on the way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject

from app.games.top_pop.ui.items import FrontCard
from app.games.top_pop.ui.look import paint_cap_top
from app.ui.items.animation import Tween, fly_card, lerp
from app.ui.items.card_art import min_text_px
from app.ui.items.text_box import FloatingNoteItem
from app.ui.table_scene import FLYING_Z

if TYPE_CHECKING:
    from app.games.top_pop.ui.scene import Scene

FLY_MS = 420
CAP_MS = 360
SHIFT_MS = 220


class CapSprite(QGraphicsObject):
    """A cap seen from above, flying."""

    def __init__(self, company: int, d: float) -> None:
        super().__init__()
        self.company, self.d = company, d

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.d + 4, self.d + 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        paint_cap_top(p, QRectF(0, 0, self.d, self.d), self.company)


def cap_diameter(scene: "Scene") -> float:
    return max(min_text_px() * 1.4, min(scene.geo.card_w * 0.45, 30.0))


def _sprite(scene: "Scene", company: int, at: QPointF) -> CapSprite:
    d = cap_diameter(scene)
    cap = CapSprite(company, d)
    cap.setPos(at - QPointF(d / 2, d / 2))
    cap.setZValue(FLYING_Z + len(scene.loose))
    scene.addItem(cap)
    scene.loose.append(cap)
    return cap


def _arc(item, to: QPointF, ms: float, delay_ms: float = 0.0, land=None) -> Tween:
    """`item` (its centre) flies to `to` on a low arc after `delay_ms`; `land` runs when it arrives."""
    d = item.boundingRect().width() - 4
    start, end = QPointF(item.pos()), to - QPointF(d / 2, d / 2)
    total = ms + delay_ms
    landed = [False]
    curve = QEasingCurve(QEasingCurve.Type.InOutCubic)
    if delay_ms > 0:
        item.hide()

    def update(t: float) -> None:
        u = min(1.0, max(0.0, (t * total - delay_ms) / ms)) if ms > 0 else 1.0
        if u <= 0.0:
            return
        item.show()
        e = curve.valueForProgress(u)
        lift = abs(end.x() - start.x()) * 0.12 + d
        item.setPos(QPointF(lerp(start.x(), end.x(), e), lerp(start.y(), end.y(), e) - lift * 4 * e * (1 - e)))
        if u >= 1.0 and not landed[0]:
            landed[0] = True
            item.hide()
            if land is not None:
                land()

    return Tween(total, update, QEasingCurve.Type.Linear)


# ---- where things are -------------------------------------------------------------------------------
def supply_point(scene: "Scene", seat: int, company: int) -> QPointF:
    """Where `seat`'s caps of `company` are: the supply at the screen for its seat, else its panel."""
    if seat == scene.me() and scene.supply[0].isVisible() and company < len(scene.supply):
        return scene.supply[company].centre()
    frame = scene.seat_items[seat].frame()
    return QPointF(frame.left() + frame.width() * 0.35, frame.bottom() - frame.height() * 0.2)


def middle_point(scene: "Scene", company: int) -> QPointF:
    if 0 <= company < len(scene.middle):
        return scene.middle[company].centre()
    return QPointF(scene.width / 2, scene.geo.header_y)


def _bump_supply(scene: "Scene", seat: int, company: int, by: int) -> None:
    panel = scene.seat_items[seat]
    supply = dict(panel.supply)
    supply[company] = max(0, supply.get(company, 0) + by)
    panel.set_counts(supply, panel.hand, panel.won, panel.to_end, panel.you, panel.start)
    if seat == scene.me() and company < len(scene.supply):
        chip = scene.supply[company]
        chip.set_count(max(0, chip.count + by))


def _bump_middle(scene: "Scene", company: int, by: int) -> None:
    if 0 <= company < len(scene.middle):
        chip = scene.middle[company]
        chip.set_count(max(0, chip.count + by))


# ---- the steps ------------------------------------------------------------------------------------
def place_card(scene: "Scene", player: int, seat: int, code: str | None, night: bool) -> list:
    """`player`'s card flies into the row of `seat` (`code` None: a night card not seen here)."""
    row = scene.rows[seat]
    tweens: list = []
    held = scene.hand.take_card(code) if player == scene.me() and code is not None else None
    card = FrontCard(code, scene.geo.card_w)
    card.set_card(code, night)
    if held is not None:
        card.set_width(held.size[0])
        card.setPos(held.pos())
        scene.removeItem(held)
        tweens += scene.hand.place_cards(scene.duration(SHIFT_MS))
    else:
        frame = scene.seat_items[player].frame()
        card.set_width(scene.geo.card_w * 0.6)
        card.setPos(frame.center() - QPointF(card.size[0] / 2, card.size[1] / 2))
    scene.addItem(card)
    card.setZValue(FLYING_Z)
    row.add_cards([card])
    to = row.slots(row.codes())[-1]
    tweens += row.place_cards(scene.duration(SHIFT_MS), skip=card)
    panel = scene.seat_items[player]
    panel.set_counts(panel.supply, max(0, panel.hand - 1), panel.won, panel.to_end, panel.you, panel.start)

    def land() -> None:
        card.click_key = ("front", seat, len(row.cards) - 1)
        row.place_cards()

    tweens.append(fly_card(card, to, row.card_width(), scene.duration(FLY_MS), land=land))
    return tweens


def caps_from_middle(scene: "Scene", player: int, companies: list[int], delay_ms: float = 0.0) -> list:
    """Caps fly from the middle into `player`'s supply, one after another."""
    tweens = []
    for i, k in enumerate(companies):
        _bump_middle(scene, k, -1)
        cap = _sprite(scene, k, middle_point(scene, k))
        tweens.append(_arc(cap, supply_point(scene, player, k), scene.duration(CAP_MS),
                           scene.duration(delay_ms + 90 * i), land=lambda k=k: _bump_supply(scene, player, k, 1)))
    return tweens


def stack_caps(scene: "Scene", player: int, seat: int, index: int, caps: list[int]) -> list:
    """`player`'s caps fly from its supply onto the card, bottom first, the tower growing as each lands."""
    row = scene.rows[seat]
    if not 0 <= index < len(row.cards):
        return []
    card = row.cards[index]
    tweens = []
    for i, k in enumerate(caps):
        _bump_supply(scene, player, k, -1)
        cap = _sprite(scene, k, supply_point(scene, player, k))

        def land(k=k) -> None:
            stacks = {o: list(c) for o, c in card.stacks.items()}
            stacks.setdefault(player, []).append(k)
            card.set_stacks(stacks, card.tallest)

        tweens.append(_arc(cap, card.top_cap_pos(player), scene.duration(CAP_MS), scene.duration(110 * i), land))
    return tweens


def win_card(scene: "Scene", winner: int, seat: int, index: int, code: str | None,
             moves: list[tuple[int, list[int], int | None]]) -> list:
    """The card in front of `seat` flies to `winner`'s score pile; `moves`: (owner, caps, to) per
    stack, `to` the seat whose supply receives the caps, None for the middle."""
    row = scene.rows[seat]
    if not 0 <= index < len(row.cards):
        return []
    card = row.cards[index]
    tweens = []
    for n, (owner, caps, to) in enumerate(moves):
        start = card.top_cap_pos(owner)
        for i, k in enumerate(caps):
            cap = _sprite(scene, k, start)
            if to is None:
                target, land = middle_point(scene, k), (lambda k=k: _bump_middle(scene, k, 1))
            else:
                target, land = supply_point(scene, to, k), (lambda k=k, to=to: _bump_supply(scene, to, k, 1))
            tweens.append(_arc(cap, target, scene.duration(CAP_MS), scene.duration(60 * i + 120 * n), land))
    card.set_stacks({}, None)
    row.cards.pop(index)
    pile = scene.piles[winner]
    to_rect = pile.target_rect(code)
    card.setZValue(FLYING_Z)
    scene.loose.append(card)
    if code is not None and not card.face_up:
        card.set_face(code, False)

    def land() -> None:
        card.hide()
        pile.set_won(pile.won + [code])

    tweens.append(fly_card(card, to_rect.topLeft(), to_rect.width(), scene.duration(FLY_MS),
                           turn_over=code is not None and not card.face_up, land=land))
    tweens += row.place_cards(scene.duration(SHIFT_MS))
    return tweens


def float_text(scene: "Scene", frame: QRectF, text: str, color: QColor, ms: float = 900) -> Tween:
    """A note that rises from `frame` (a scene rect, a seat's panel) and fades away."""
    px = max(min_text_px() + 1, min(frame.height() * 0.22, 20.0))
    note = FloatingNoteItem(text, px, color, max_width=max(frame.width() * 1.4, px * 14))
    note.setZValue(950)
    scene.addItem(note)
    scene.loose.append(note)
    area = scene.sceneRect()
    start = frame.center()

    def update(t: float) -> None:
        note.place_within(QPointF(start.x(), start.y() - t * frame.height() * 0.4), area)
        note.setOpacity(1.0 if t < 0.7 else max(0.0, 1.0 - (t - 0.7) / 0.3))

    return Tween(scene.duration(ms), update, QEasingCurve.Type.OutQuad)
