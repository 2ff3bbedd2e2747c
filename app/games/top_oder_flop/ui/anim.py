"""Top oder Flop's animations, one or more steps per event (`ANIMATIONS`, a Dispatch over every event
class of events.py): a card flies from a hand (the fan at the screen, or the seat's panel: face down
when others may not see it) into a personal pile or onto a row of a film, a drawn card from the deck
to a hand, a pushed-off card from its row into the mover's pile, a change card to the discards and
the card it moves from row to row; a marker drops beside a poster; a finished film's poster turns
over to Last Take; at the end every pile turns up. The final view is drawn when all is done, so a
step only has to look right. The table takes no clicks meanwhile (the toolkit's queue)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF
from PySide6.QtGui import QColor, QTransform

from app.core.dispatch import Dispatch
from app.core.i18n import _
from app.games.top_oder_flop import events as ev
from app.games.top_oder_flop.ui.items import FilmCard, card_value
from app.ui.items.animation import Tween, cheer_winners, pop
from app.ui.table_scene import FLYING_Z
from app.ui.items.card_art import min_text_px
from app.ui.items.markers import LabelItem, stop_marker, x2_marker

if TYPE_CHECKING:
    from app.games.top_oder_flop.ui.scene import Scene

FLY_MS = 420
SHIFT_MS = 220
TURN_MS = 520

ANIMATIONS = Dispatch("animation", silent={
    ev.DeckEmpty: "nothing moves: the deck is empty on the table and the log says no card was drawn",
    ev.GameEnded: "the log says why the game ends; the personal displays turn up next",
    ev.LeftoverScored: "the end-of-game sheet lists what each seat had left over",
    ev.FilmScored: "the end-of-game sheet shows each film's value and awards, film by film",
})
on = ANIMATIONS.on


# ---- pieces --------------------------------------------------------------------------------------
def _from_hand(scene: "Scene", player: int, code: str | None, face_up: bool) -> tuple[FilmCard, list]:
    """The card `player` plays, where it starts: taken out of the fan when the player sits at the
    screen (the fan closes up), else made at their panel, face down unless everyone may see it."""
    tweens: list = []
    card = scene.hand.take_card(code) if player == scene.me() and code is not None else None
    if card is not None:
        tweens += scene.hand.place_cards(scene.duration(SHIFT_MS))
    else:
        panel = scene.seat_items[player]
        card = FilmCard(code if face_up else None, False, scene.geo.mini)  # turned up as it flies
        card.setPos(panel.frame().center() - QPointF(scene.geo.mini / 2, scene.geo.mini * 0.7))
        scene.addItem(card)
    _count(scene, player, -1)
    return card, tweens


def _count(scene: "Scene", player: int, cards: int = 0, markers: int = 0) -> None:
    panel = scene.seat_items[player]
    panel.set_counts(max(0, panel.cards_left + cards), max(0, panel.markers_left + markers),
                     panel.start, panel.you)


def _into(scene: "Scene", card: FilmCard, holder, look: tuple, turn_over: bool = False) -> list:
    """`card` flies into `holder` (a row or a personal pile) and takes `look` as it lands."""
    holder.add_cards([card])
    to = holder.slots(holder.codes())[holder.cards.index(card)]
    tweens = holder.place_cards(scene.duration(SHIFT_MS), skip=card)

    def land() -> None:
        card.set_look(*look)
        card.resetTransform()
        holder.place_cards()

    tweens.append(scene.fly(card, to, holder.card_width(), FLY_MS, turn_over=turn_over and not card.face_up,
                            land=land))
    return tweens


def _float_text(scene: "Scene", frame, text: str, color: QColor, ms: float = 900) -> Tween:
    """Words that rise from `frame` (a scene rect) and fade away."""
    label = LabelItem(text, color, outline=QColor(0, 0, 0, 200))
    h = max(min_text_px() * 1.6, min(frame.height() * 0.6, 34.0))
    w = max(frame.width(), h * 5)
    label.set_box(w, h)
    label.setZValue(950)
    scene.addItem(label)
    scene.loose.append(label)
    x = min(max(0.0, frame.center().x() - w / 2), scene.width - w)
    y0 = min(max(0.0, frame.center().y() - h / 2), scene.height - h)

    def update(t: float) -> None:
        label.setPos(x, max(0.0, y0 - t * h * 0.8))
        label.setOpacity(1.0 if t < 0.65 else max(0.0, 1.0 - (t - 0.65) / 0.35))

    return Tween(scene.duration(ms), update, QEasingCurve.Type.OutQuad)


def _turn(item, ms: float, halfway) -> Tween:
    """`item` turns over about its middle (a poster, a card), `halfway()` changing its face."""
    done = [False]

    def update(t: float) -> None:
        sx = abs(math.cos(math.pi * t))
        if t >= 0.5 and not done[0]:
            done[0] = True
            halfway()
        cx = item.boundingRect().center().x()
        item.setTransform(QTransform().translate(cx, 0).scale(max(sx, 0.02), 1).translate(-cx, 0))
        if t >= 1.0:
            item.resetTransform()

    return Tween(ms, update, QEasingCurve.Type.Linear)


def _personal_look(scene: "Scene", player: int, code: str | None, film: str, face_up: bool,
                   known: bool) -> tuple:
    if face_up and code is not None:
        return code, True, film, None, None
    if code is None:
        return None, False, film, None, None
    if known:
        return code, False, film, card_value(code), None
    return code, False, film, None, card_value(code) if player == scene.me() else None


# ---- handlers ------------------------------------------------------------------------------------
@on(ev.Dealt)
def _dealt(scene: "Scene", e: ev.Dealt, add) -> None:
    def step():
        return [pop(panel, scene.duration(300), 1.06) for panel in scene.seat_items]

    add(step)


@on(ev.PersonalPlayed)
def _personal(scene: "Scene", e: ev.PersonalPlayed, add) -> None:
    def step():
        card, tweens = _from_hand(scene, e.player, e.card, e.face_up)
        look = _personal_look(scene, e.player, e.card, e.film, e.face_up, False)
        if not e.face_up:
            card.set_look(look[0], False, e.film, None, look[4])
        return tweens + _into(scene, card, scene.cells[(e.player, e.film)], look, turn_over=e.face_up)

    add(step)


@on(ev.DisplayPlayed)
def _display(scene: "Scene", e: ev.DisplayPlayed, add) -> None:
    def step():
        card, tweens = _from_hand(scene, e.player, e.card, True)
        return tweens + _into(scene, card, scene.rows[(e.film, e.side)], (e.card, True, e.film, None, None),
                              turn_over=True)

    add(step)


@on(ev.CardMoved)
def _moved(scene: "Scene", e: ev.CardMoved, add) -> None:
    def to_discard():
        card, tweens = _from_hand(scene, e.player, e.change, True)
        scene.loose.append(card)
        pile = scene.discard

        def land() -> None:
            pile.set_state(pile.count + 1, e.change)
            card.hide()

        return tweens + [scene.fly(card, pile.top_pos(), pile.card_size[0], FLY_MS, turn_over=not card.face_up,
                                   land=land)]

    def move():
        src, dst = scene.rows[(e.film, e.side)], scene.rows[(e.to_film, e.to_side)]
        card = src.take_card(e.card)
        if card is None:
            return None
        return src.place_cards(scene.duration(SHIFT_MS)) + _into(scene, card, dst, (e.card, True, e.to_film, None, None))

    add(to_discard)
    add(move)


@on(ev.CardReplaced)
def _replaced(scene: "Scene", e: ev.CardReplaced, add) -> None:
    def step():
        row = scene.rows[(e.film, e.side)]
        card = row.take_card(e.card)
        if card is None:
            return None
        look = _personal_look(scene, e.player, e.card, e.take, e.face_up, True)
        return row.place_cards(scene.duration(SHIFT_MS)) + _into(scene, card, scene.cells[(e.player, e.take)], look)

    add(step)


@on(ev.MarkerPlayed)
def _marker(scene: "Scene", e: ev.MarkerPlayed, add) -> None:
    def step():
        marker = x2_marker() if e.face == "x2" else stop_marker()
        marker.face = e.face
        d = scene.marker_diameter()
        marker.set_diameter(d)
        start = scene.picker[e.face] if e.player == scene.me() else scene.seat_items[e.player]
        marker.setPos(start.sceneBoundingRect().center() - QPointF(d / 2, d / 2))
        marker.setZValue(FLYING_Z)
        scene.addItem(marker)
        items = scene.film_markers[(e.film, e.side)]
        to = scene.marker_pos(e.film, e.side, len(items))
        items.append(marker)
        _count(scene, e.player, markers=-1)
        begin = QPointF(marker.pos())

        def update(t: float) -> None:
            arc = math.sin(math.pi * t) * d
            marker.setPos(QPointF(begin.x() + (to.x() - begin.x()) * t, begin.y() + (to.y() - begin.y()) * t - arc))
            marker.setScale(1.0 + 0.4 * math.sin(math.pi * t))
            if t >= 1.0:
                marker.setZValue(45)

        return [Tween(scene.duration(FLY_MS + 80), update, QEasingCurve.Type.InOutCubic)]

    add(step)


@on(ev.CardDrawn)
def _drawn(scene: "Scene", e: ev.CardDrawn, add) -> None:
    def step():
        deck = scene.deck
        card = FilmCard(None, False, deck.card_size[0])
        card.setPos(deck.top_pos())
        scene.addItem(card)
        deck.set_state(max(0, deck.count - 1))
        _count(scene, e.player, cards=1)
        if e.player == scene.me() and e.card is not None:
            card.set_look(e.card, False, None)
            return _into(scene, card, scene.hand, (e.card, True, None, None, None), turn_over=True)
        scene.loose.append(card)
        panel = scene.seat_items[e.player]
        to = panel.frame().center() - QPointF(scene.geo.mini / 2, scene.geo.mini * 0.7)
        return [scene.fly(card, to, scene.geo.mini, FLY_MS, land=card.hide)]

    add(step)


@on(ev.OpeningSkipped)
def _opening_skipped(scene: "Scene", e: ev.OpeningSkipped, add) -> None:
    add(lambda: [_float_text(scene, scene.seat_items[e.player].frame(), _("No opening card"), QColor("#ffd54a"))])


@on(ev.TurnSkipped)
def _turn_skipped(scene: "Scene", e: ev.TurnSkipped, add) -> None:
    add(lambda: [_float_text(scene, scene.seat_items[e.player].frame(), _("Passed over"), QColor("#ffd54a"))])


@on(ev.FilmFinished)
def _finished(scene: "Scene", e: ev.FilmFinished, add) -> None:
    def step():
        poster = scene.posters[e.film]
        for s in ("top", "flop"):
            scene.rows[(e.film, s)].set_state(scene.rows[(e.film, s)].stopped, True)
        return [_turn(poster, scene.duration(TURN_MS), lambda: poster.set_last_take(True)),
                pop(scene.values[e.film], scene.duration(TURN_MS), 1.25)]

    add(step)


@on(ev.InfluenceRevealed, together=lambda e: True)
def _revealed(scene: "Scene", group: list, add) -> None:
    """Every personal pile turns up at once."""
    def step():
        tweens = []
        for e in group:
            cell = scene.cells.get((e.player, e.film))
            if cell is None:
                continue
            for card, code in zip(cell.cards, e.cards):
                if card.face_up:
                    continue

                def halfway(card=card, code=code, film=e.film) -> None:
                    card.set_look(code, True, film)

                tweens.append(_turn(card, scene.duration(TURN_MS), halfway))
        return tweens

    add(step)


@on(ev.GameOver)
def _game_over(scene: "Scene", e: ev.GameOver, add) -> None:
    add(lambda: cheer_winners(scene, e.winners, _float_text))


__all__ = ["ANIMATIONS"]
