"""Flip 7's animations, one or more steps per event (matched by `event.TYPE`): cards fly from the
deck to a line, a bust shakes the line red and stamps it, a freeze frosts it, a used Second Chance
and its duplicate go to the discards, scores pop up, the round's cards sweep to the discard pile
and a reshuffle carries the discards back to the deck. The final view is drawn when all is done,
so a step only has to look right, never to keep the game's books."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF
from PySide6.QtGui import QColor

from app.core.dispatch import Dispatch
from app.core.i18n import _, ngettext
from app.games.flip7 import events as fe
from app.games.flip7.ui.art import ART
from app.games.flip7.ui.items import STAMP_PEAK
from app.ui.items.animation import Tween, call, pop, shake
from app.ui.items.card_item import CardItem
from app.ui.items.markers import BannerItem, LabelItem

if TYPE_CHECKING:
    from app.games.flip7.ui.scene import Scene

FLY_MS = 380
SHIFT_MS = 200
DEAL_GAP_MS = 90
#: how long the table holds still on a round's result before the cards are swept away
ROUND_HOLD_MS = 2500
#: the most players the round's banner names (the best ones; the rest are in the score sheet)
BANNER_MAX = 12
#: how much a floating text grows at the top of its pop (its box leaves room for that in the line)
FLOAT_PEAK = 1.35


#: event class -> the steps it adds to the scene's queue: `handler(scene, event, add)`; the deal's
#: cards and the round's scores come as one list (one animation each)
ANIMATIONS = Dispatch("animation", silent={
    fe.SecondChanceKept: "nothing moves: the Second Chance stays in the line it was drawn to",
    fe.ActionSetAside: "nothing moves: the card lies in the line it was drawn to until the Flip Three ends",
    fe.Flip3Ended: "each card of the Flip Three was animated as it was drawn",
    fe.DeckExhausted: "nothing moves: the empty deck is on the table and the log says the round ends",
})
on = ANIMATIONS.on


def _dealt(event) -> bool:
    return isinstance(event, fe.CardDrawn) and event.why == "deal"


def is_deal(events: list) -> bool:
    """True when `events` only start a round and deal (a new game's setup)."""
    return bool(events) and all(isinstance(e, (fe.RoundStarted, fe.CardDrawn)) for e in events) and any(
        map(_dealt, events))


# ---- tweens ------------------------------------------------------------------------------------
def _to_discards(scene: "Scene", card: CardItem, ms: float) -> Tween:
    scene.loose.append(card)

    def land() -> None:
        scene.discards.append(card.code)
        scene.update_piles()
        if card.scene() is scene:
            scene.removeItem(card)
        if card in scene.loose:
            scene.loose.remove(card)

    return scene.fly(card, scene.discard.top_pos(), scene.discard.card_size[0], ms, land=land)


def _float_text(scene: "Scene", seat: int | None, text: str, color: QColor, ms: float, size: float = 0.34,
                outline: QColor = QColor(255, 255, 255, 235)) -> Tween:
    """Text that rises from a line (or the middle of the table) and fades away."""
    if seat is not None and 0 <= seat < len(scene.lines):
        frame = scene.lines[seat].frame()
    else:
        frame = scene.sceneRect().adjusted(scene.width * 0.25, scene.height * 0.4, -scene.width * 0.25,
                                           -scene.height * 0.4)
    label = LabelItem(text, color, outline=outline)
    h = max(16.0, frame.height() * size)
    w = frame.width() / FLOAT_PEAK  # a long name's "… wins!" stays inside the line as it grows
    label.set_box(w, h)
    label.setZValue(950)
    scene.addItem(label)
    scene.loose.append(label)
    x, y0 = frame.center().x() - w / 2, frame.center().y() - h / 2

    def update(t: float) -> None:
        label.setPos(x, y0 - t * h * 0.9)
        label.setScale(1.0 + (FLOAT_PEAK - 1.0) * math.sin(math.pi * min(1.0, t * 2)))
        label.setOpacity(1.0 if t < 0.6 else max(0.0, 1.0 - (t - 0.6) / 0.4))

    return Tween(ms, update, QEasingCurve.Type.OutQuad)


def _flash(card: CardItem, color: QColor, ms: float) -> Tween:
    base = card.tint

    def update(t: float) -> None:
        c = QColor(color)
        c.setAlphaF(0.55 * math.sin(math.pi * t))
        card.set_tint(c if t < 1.0 else base)

    return Tween(ms, update, QEasingCurve.Type.Linear)


# ---- handlers: each adds steps ------------------------------------------------------------------
def _draw_one(scene: "Scene", ev, delay_ms: float = 0.0) -> list:
    """The tweens of one card turned over from the deck and flown to its line (after `delay_ms`: the
    deck loses the card when it leaves, the line shows its Second Chance when it lands)."""
    line = scene.lines[ev.player]
    card = CardItem(ART, ev.card, False, scene.deck.card_size[0])
    card.setPos(scene.deck.top_pos())
    scene.addItem(card)
    left = [False]

    def leave_deck(t: float = 1.0) -> None:
        if t >= 1.0 and not left[0]:
            left[0] = True
            scene.deck_count = max(0, scene.deck_count - 1)
            scene.update_piles()

    tweens: list = []
    if delay_ms > 0:
        tweens.append(Tween(scene.duration(delay_ms), leave_deck, QEasingCurve.Type.Linear))
    else:
        leave_deck()
    line.insert_card(card)
    tweens += line.place_cards(scene.duration(SHIFT_MS), skip=card)
    slot = line.slots(line.codes())[line.cards.index(card)]

    def land() -> None:
        if ev.card == "second" and not line.second_chance:
            line.set_flags(second_chance=True)
        line.place_cards()
        line.update()

    tweens.append(scene.fly(card, slot, line.card_width(), FLY_MS, turn_over=True, land=land, delay_ms=delay_ms))
    return tweens


@on(fe.CardDrawn, together=_dealt)
def _card_drawn(scene: "Scene", ev, add) -> None:
    """A card drawn; the deal's cards (a list) fly one after another, overlapping."""
    if isinstance(ev, list):
        add(lambda: _deal(scene, ev))
    else:
        add(lambda: _draw_one(scene, ev))


def _deal(scene: "Scene", group: list):
    tweens = []
    for k, ev in enumerate(group):
        tweens += _draw_one(scene, ev, DEAL_GAP_MS * k)
    return tweens


def _move_action(scene: "Scene", giver: int, receiver: int, code: str, add) -> None:
    if giver == receiver:
        return

    def step():
        src, dst = scene.lines[giver], scene.lines[receiver]
        card = src.take_card(code)
        if card is None:
            return None
        dst.insert_card(card)
        tweens = src.place_cards(scene.duration(SHIFT_MS)) + dst.place_cards(scene.duration(SHIFT_MS), skip=card)
        slot = dst.slots(dst.codes())[dst.cards.index(card)]
        tweens.append(scene.fly(card, slot, dst.card_width(), FLY_MS, land=lambda: dst.place_cards()))
        return tweens

    add(step)


@on(fe.Busted)
def _busted(scene: "Scene", ev, add) -> None:
    def shake_red():
        line = scene.lines[ev.player]
        amp = line.card_width() * 0.18
        tweens = [shake(card, amp, scene.duration(420)) for card in line.cards]
        tweens += [_flash(card, QColor("#e53935"), scene.duration(420)) for card in line.cards]
        return tweens

    def stamp():
        line = scene.lines[ev.player]
        line.set_status("busted")
        return [pop(line.stamp, scene.duration(320), STAMP_PEAK)]

    add(shake_red)
    add(stamp)


@on(fe.SecondChanceUsed)
def _second_used(scene: "Scene", ev, add) -> None:
    def step():
        line = scene.lines[ev.player]
        tweens = []
        for code in (str(ev.number), "second"):
            card = line.take_card(code)
            if card is not None:
                tweens.append(_to_discards(scene, card, FLY_MS))
        line.set_flags(second_chance=False)
        tweens += line.place_cards(scene.duration(SHIFT_MS))
        tweens.append(_float_text(scene, ev.player, _("Saved!"), QColor("#c62828"), scene.duration(600)))
        return tweens

    add(step)


@on(fe.Frozen)
def _frozen(scene: "Scene", ev, add) -> None:
    _move_action(scene, ev.by, ev.player, "freeze", add)

    def step():
        line = scene.lines[ev.player]
        line.set_status("frozen")
        return [_float_text(scene, ev.player, _("Frozen"), QColor("#1565c0"), scene.duration(600)),
                *[_flash(card, QColor("#8fd0ff"), scene.duration(400)) for card in line.cards]]

    add(step)


@on(fe.Stayed)
def _stayed(scene: "Scene", ev, add) -> None:
    def step():
        scene.lines[ev.player].set_status("stayed")
        words = _("Stays with {points}").format(points=ev.points)
        return [_float_text(scene, ev.player, words, QColor("#14803a"), scene.duration(500), 0.26)]

    add(step)


@on(fe.Flip3Started)
def _flip3_started(scene: "Scene", ev, add) -> None:
    _move_action(scene, ev.by, ev.player, "flip3", add)
    add(lambda: [_float_text(scene, ev.player, _("Flip Three!"), QColor("#5e2a9e"), scene.duration(450))])


@on(fe.SecondChancePassed)
def _second_passed(scene: "Scene", ev, add) -> None:
    _move_action(scene, ev.giver, ev.receiver, "second", add)
    add(call(lambda: scene.lines[ev.receiver].set_flags(second_chance=True)))


@on(fe.ActionDiscarded)
def _action_discarded(scene: "Scene", ev, add) -> None:
    def step():
        line = scene.lines[ev.player]
        card = line.take_card(ev.card)
        if card is None:
            return None
        return [_to_discards(scene, card, FLY_MS), *line.place_cards(scene.duration(SHIFT_MS))]

    add(step)


@on(fe.Flip7)
def _flip7(scene: "Scene", ev, add) -> None:
    def step():
        line = scene.lines[ev.player]
        return [_float_text(scene, ev.player, _("FLIP 7!"), QColor("#ffc400"), scene.duration(900), 0.5,
                            QColor("#4a2c00")),
                *[pop(card, scene.duration(500), 1.2) for card in line.cards]]

    add(step)


def result_text(ev) -> str:
    """A line's result as it pops over the line: "+23", "BUST 0", "FLIP 7 +15"."""
    if ev.busted:
        return _("BUST 0")
    if ev.flip7:
        return _("FLIP 7 +{points}").format(points=ev.points)
    return f"+{ev.points}"


def banner_lines(scene: "Scene", ev) -> list[str]:
    """The round's result for the banner: "Round 3: Ana +23, Ben 0 (bust), …" on one line for up
    to four players, else a title and the players four to a row (the best BANNER_MAX when more)."""
    scored = getattr(scene, "scored", {}) or {}
    entries = []
    seats = list(range(len(ev.points)))
    if len(seats) > BANNER_MAX:
        seats = sorted(sorted(seats, key=lambda s: -ev.points[s])[:BANNER_MAX - 1])
    for seat in seats:
        pts = int(ev.points[seat])
        e = scored.get(seat)
        entry = "{name} {result}"
        if e is not None and e.busted:
            entry = _("{name} {result} (bust)")
        elif e is not None and e.flip7:
            entry = _("{name} {result} (Flip 7!)")
        entries.append(entry.format(name=scene.name(seat), result=f"+{pts}" if pts > 0 else "0"))
    more = len(ev.points) - len(seats)
    if more:
        entries.append(ngettext("{n} more in the score sheet", "{n} more in the score sheet", more).format(n=more))
    if len(ev.points) <= 4:
        return [_("Round {n}: {results}").format(n=ev.round, results=", ".join(entries))]
    rows = [", ".join(entries[k:k + 4]) for k in range(0, len(entries), 4)]
    return [_("Round {n} is over").format(n=ev.round)] + rows


def _result_chip(scene: "Scene", ev) -> BannerItem:
    line = scene.lines[ev.player]
    color = QColor("#ff6b6b") if ev.busted else QColor("#ffd54a") if ev.flip7 else QColor("#7dff9a")
    chip = BannerItem(result_text(ev), color, border=color)
    area = line.stamp_area()
    h = max(14.0, min(area.height() * 0.5, line.frame().height() * 0.3))
    w = min(area.width() * 0.9, h * (1.2 + 0.55 * len(chip.text)))
    chip.set_box(w, h)
    centre = QPointF(max(area.center().x(), area.right() - w / 2 - line.pad()), area.center().y())
    chip.setPos(line.mapToScene(centre) - chip.boundingRect().center())  # right of the cards if room
    chip.setZValue(955)
    if ev.busted:
        line.stamp.hide()  # the chip says it
    scene.addItem(chip)
    scene.loose.append(chip)
    scene.round_marks.append(chip)
    return chip


@on(fe.PlayerScored, together=lambda event: True)
def _player_scored(scene: "Scene", group: list, add) -> None:
    """All seats' scores pop together (the round's banner names them)."""
    scene.scored = {e.player: e for e in group}
    add(lambda: _scores(scene, group))


def _scores(scene: "Scene", group: list):
    """Each line's points for the round pop over it and stay until the cards are swept away."""
    return [pop(_result_chip(scene, ev), scene.duration(450), 1.3) for ev in group
            if 0 <= ev.player < len(scene.lines)]


@on(fe.RoundScored)
def _round_scored(scene: "Scene", ev, add) -> None:
    """The totals change, the round's result shows across the table, and the table holds still
    ROUND_HOLD_MS (times the speed; a click cuts it short) before the cards are swept away."""
    def step():
        for seat, line in enumerate(scene.lines):
            if seat < len(ev.totals):
                line.set_flags(total=int(ev.totals[seat]))
        lines = banner_lines(scene, ev)
        banner = BannerItem(lines, QColor("#fff3c4"))
        band = scene.band
        row = min(band.height() * 0.86 / len(lines), max(22.0, band.height() * 0.3))
        banner.set_box(band.width() * 0.96, row * len(lines) + row * 0.2)
        banner.setPos(band.center() - banner.boundingRect().center())
        banner.setZValue(960)
        scene.addItem(banner)
        scene.loose.append(banner)
        scene.round_marks.append(banner)
        scene.round_banner = banner
        return [pop(banner, scene.duration(350), 1.08), scene.hold(ROUND_HOLD_MS)]

    add(step)


@on(fe.CardsCleared)
def _cards_cleared(scene: "Scene", ev, add) -> None:
    def step():
        for item in scene.round_marks:  # the round's result has been read: off the table
            if item.scene() is scene:
                scene.removeItem(item)
            if item in scene.loose:
                scene.loose.remove(item)
        scene.round_marks.clear()
        scene.round_banner = None
        tweens = []
        k = 0
        for line in scene.lines:
            for card in line.cards:
                card.set_tint(None)
                tweens.append(_to_discards(scene, card, FLY_MS + 15 * min(k, 20)))
                k += 1
            line.cards = []
            line.set_status("active")
            line.set_flags(second_chance=False, dealer=(line.seat == ev.dealer))
            line.set_highlight(current=False)
        scene.show_dealer(ev.dealer)  # the line under the round names the dealer the badge shows
        return tweens

    add(step)


@on(fe.RoundStarted)
def _round_started(scene: "Scene", ev, add) -> None:
    def step():
        scene.round_label.set_text(_("Round {n}").format(n=ev.round))
        scene.show_dealer(ev.dealer)
        for line in scene.lines:
            line.set_flags(dealer=(line.seat == ev.dealer))
        return [pop(scene.round_label, scene.duration(350), 1.2)]

    add(step)


@on(fe.DeckReshuffled)
def _reshuffled(scene: "Scene", ev, add) -> None:
    def step():
        count = min(6, max(1, len(scene.discards)))
        scene.discards = []
        scene.update_piles()
        tweens = []
        for k in range(count):
            card = CardItem(ART, "0", False, scene.discard.card_size[0])
            card.setPos(scene.discard.top_pos())
            scene.addItem(card)
            scene.loose.append(card)

            def land(card=card, last=(k == count - 1)) -> None:
                card.hide()
                if last:
                    scene.deck_count += ev.cards
                    scene.update_piles()

            tweens.append(scene.fly(card, scene.deck.top_pos(), scene.deck.card_size[0], FLY_MS + 40 * k,
                                    land=land))
        return tweens

    add(step)


@on(fe.GameOver)
def _game_over(scene: "Scene", ev, add) -> None:
    def step():
        tweens = []
        for seat in ev.winners:
            words = _("{name} wins!").format(name=scene.name(seat))
            tweens.append(_float_text(scene, seat, words, QColor("#ffc400"), scene.duration(1200), 0.45,
                                      QColor("#4a2c00")))
        return tweens

    add(step)


__all__ = ["ANIMATIONS", "ROUND_HOLD_MS", "banner_lines", "is_deal", "result_text"]
