"""A queue of animation steps for a table scene (KPatience's card library is the model).

A *step* is a function called when the step starts; it returns the animations (tweens) to run in
parallel, or nothing. The queue runs the next step when every animation of the current one has
finished, so a step may read positions that earlier steps produced. Durations are multiplied by the
queue's `speed` factor (1.0 normal, 0.5 fast); the scene does not use the queue at speed 0.
"""

from __future__ import annotations

import math
from collections import deque
from typing import Callable, Iterable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QTransform

from app.core.i18n import _

Step = Callable[[], "Iterable[QVariantAnimation] | None"]


def _ignore(t: float) -> None:
    pass


class Tween(QVariantAnimation):
    """A 0 → 1 animation that calls `update(t)` on every frame (and `update(1.0)` at the end)."""

    def __init__(self, duration_ms: float, update: Callable[[float], None],
                 easing: QEasingCurve.Type = QEasingCurve.Type.InOutQuad, parent: QObject | None = None):
        super().__init__(parent)
        self._update = update
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.setDuration(max(1, int(duration_ms)))
        self.setEasingCurve(easing)
        self.valueChanged.connect(self._on_value)
        self.finished.connect(self._on_finished)

    def _on_value(self, value) -> None:
        try:
            self._update(float(value))
        except RuntimeError:  # the item was deleted under us (scene cleared): nothing left to draw
            pass

    def _on_finished(self) -> None:
        self._on_value(1.0)

    def release(self) -> None:
        """Drop the callback (and what it holds: items, the scene) once the tween is done."""
        self._update = _ignore


class AnimationQueue(QObject):
    """Runs steps one after another; `finished` when the last one is done. `stepping` comes before
    the next steps run (the table's frame gate paints what a step changed in a turn of its own)."""

    finished = Signal()
    stepping = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._running: list[QVariantAnimation] = []
        self._active = False
        self.speed = 1.0

    @property
    def active(self) -> bool:
        return self._active

    def add(self, step: Step) -> None:
        self._steps.append(step)

    def start(self) -> None:
        if not self._active:
            self._active = True
            self._next()

    def stop(self) -> None:
        """Drop the remaining steps and stop what runs where it is, without emitting `finished`
        (an animation that starts again from the beginning: a first deal at a new size)."""
        self._end(finish=False)

    def finish(self) -> None:
        """Drop the remaining steps and end what runs, without emitting `finished`: each running
        animation jumps to its end (`update(1.0)`, its `land`), so that no item it moves is left half
        way: hidden while it waited for its turn, half turned over, faded. A table drawn after a jump
        reuses those items (a card dealt to a line stayed hidden after a replay's jump, and its
        line's points counted a card nobody saw)."""
        self._end(finish=True)

    def _end(self, finish: bool) -> None:
        self._steps.clear()
        running, self._running = self._running, []
        for anim in running:
            anim.finished.disconnect(self._one_done)
            if finish:
                _to_end(anim)
            anim.stop()
            _release(anim)
        self._active = False

    def duration(self, base_ms: float) -> float:
        return base_ms * self.speed

    def _next(self) -> None:
        if self._steps:
            self.stepping.emit()
        while self._steps:
            step = self._steps.popleft()
            anims = [a for a in (step() or []) if a is not None]
            if anims:
                self._running = anims
                for anim in anims:
                    anim.setParent(self)
                    anim.finished.connect(self._one_done)
                for anim in anims:
                    anim.start()
                return
        self._active = False
        self.finished.emit()

    def _one_done(self) -> None:
        anim = self.sender()
        if anim in self._running:
            self._running.remove(anim)
            _release(anim)
        if not self._running and self._active:
            self._next()


def _to_end(anim: QVariantAnimation) -> None:
    """Set `anim` to its end (what its last frame shows); one that runs forever stays where it is."""
    end = anim.totalDuration()
    if end >= 0:
        try:
            anim.setCurrentTime(end)
        except RuntimeError:  # already deleted (its scene went): nothing left to show
            pass


def _release(anim: QVariantAnimation) -> None:
    if isinstance(anim, Tween):
        anim.release()
    anim.deleteLater()


# ---- tween makers ---------------------------------------------------------------------------------
def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def move(item, to: QPointF, duration_ms: float, easing=QEasingCurve.Type.InOutCubic) -> Tween:
    """Slide `item` from where it is when the step starts to `to` (scene or parent coordinates)."""
    start = QPointF(item.pos())
    end = QPointF(to)

    def update(t: float) -> None:
        item.setPos(QPointF(lerp(start.x(), end.x(), t), lerp(start.y(), end.y(), t)))

    return Tween(duration_ms, update, easing)


def fly(item, to: QPointF, duration_ms: float, lift: float = 0.0, turns: float = 0.0) -> Tween:
    """Move along a slight arc (a card tossed onto the table), optionally spinning."""
    start = QPointF(item.pos())
    end = QPointF(to)
    rot0 = item.rotation()

    def update(t: float) -> None:
        arc = math.sin(math.pi * t) * lift
        item.setPos(QPointF(lerp(start.x(), end.x(), t), lerp(start.y(), end.y(), t) - arc))
        item.setRotation(rot0 + 360.0 * turns * t if t < 1.0 else 0.0)

    return Tween(duration_ms, update, QEasingCurve.Type.OutCubic)


def show_width(card, w: float, width: float, flip: float | None = None) -> None:
    """Show `card` `w` wide while it is laid out at `width`, where it comes to rest (its picture is
    painted once at that size and drawn scaled for the frames it grows or shrinks: a card painted at
    every size it passed was a new picture each frame, issue 14); `flip` squeezes it sideways about
    its middle (0..1: a card turning over)."""
    card.set_width(width)
    t = QTransform()
    if flip is not None:
        t = QTransform().translate(width / 2, 0).scale(flip, 1).translate(-width / 2, 0)
    k = w / width if width > 0 else 1.0
    if abs(k - 1.0) > 1e-6:
        t = t * QTransform.fromScale(k, k)
    card.setTransform(t)


def fly_card(card, to: QPointF, to_width: float, ms: float, turn_over: bool = False,
             land: Callable[[], None] | None = None, delay_ms: float = 0.0,
             halfway: Callable[[], None] | None = None, hidden: bool = True) -> Tween:
    """A CardItem flies along a low arc to `to`, growing to `to_width` (after `delay_ms`, hidden
    until then, and shown as it flies, unless `hidden` is False: a card already lying on the table
    waits where it lies, and one the caller hid stays hidden);
    `turn_over` flips it face up half way, or `halfway` (which changes its face) runs there while it
    turns; `land` runs once when it arrives."""
    start, w0 = QPointF(card.pos()), card.size[0]
    landed, turned = [False], [False]
    total = ms + delay_ms
    curve = QEasingCurve(QEasingCurve.Type.InOutCubic)
    if delay_ms > 0 and hidden:
        card.hide()

    def update(t: float) -> None:
        u = min(1.0, max(0.0, (t * total - delay_ms) / ms)) if ms > 0 else 1.0
        if u <= 0.0:
            return
        if hidden:  # shown as it starts to fly (hidden=False: it stays as the caller left it)
            card.show()
        e = curve.valueForProgress(u)
        w = lerp(w0, to_width, e)
        arc = math.sin(math.pi * e) * w * 0.35
        card.setPos(QPointF(lerp(start.x(), to.x(), e), lerp(start.y(), to.y(), e) - arc))
        flip = None
        if turn_over or halfway is not None:
            flip = max(abs(math.cos(math.pi * e)), 0.02)
            if e >= 0.5 and not turned[0]:
                turned[0] = True
                if halfway is not None:
                    halfway()
                elif not card.face_up:
                    card.set_face(card.code, True)
        show_width(card, w, to_width, flip)
        if u >= 1.0 and not landed[0]:
            landed[0] = True
            card.resetTransform()
            if land is not None:
                land()

    return Tween(total, update, QEasingCurve.Type.Linear)


def slide(card, to: QPointF, width: float, duration_ms: float, rotation: float | None = None) -> Tween:
    """Move a card to `to` while it grows or shrinks to `width` (a pile or a line making room),
    turning to `rotation` degrees if given (a fanned hand)."""
    start, w0, r0 = QPointF(card.pos()), card.size[0], card.rotation()

    def update(t: float) -> None:
        show_width(card, lerp(w0, width, t), width)
        card.setPos(QPointF(lerp(start.x(), to.x(), t), lerp(start.y(), to.y(), t)))
        if rotation is not None:
            card.setRotation(lerp(r0, rotation, t))

    return Tween(duration_ms, update, QEasingCurve.Type.InOutCubic)


def fade(item, to: float, duration_ms: float) -> Tween:
    start = item.opacity()
    return Tween(duration_ms, lambda t: item.setOpacity(lerp(start, to, t)))


def shake(item, amplitude: float, duration_ms: float, times: int = 4) -> Tween:
    """Shake sideways around the current position and come back to it."""
    home = QPointF(item.pos())

    def update(t: float) -> None:
        dx = amplitude * math.sin(t * times * 2 * math.pi) * (1.0 - t)
        item.setPos(QPointF(home.x() + dx, home.y()))

    return Tween(duration_ms, update, QEasingCurve.Type.Linear)


def pop(item, duration_ms: float, peak: float = 1.35) -> Tween:
    """Grow to `peak` and settle back to scale 1 (points popping, a stamp landing)."""

    def update(t: float) -> None:
        item.setScale(1.0 + (peak - 1.0) * math.sin(math.pi * t))

    return Tween(duration_ms, update, QEasingCurve.Type.OutQuad)


def wait(duration_ms: float) -> Tween:
    return Tween(duration_ms, lambda t: None, QEasingCurve.Type.Linear)


def call(fn: Callable[[], None]) -> Step:
    """A step that only does something (no time passes)."""

    def step():
        fn()
        return None

    return step


#: the colour of the words that cheer a winner
WIN_GOLD = QColor("#ffc400")


def cheer_winners(scene, winners, rise, ms: float = 1400.0) -> list:
    """The end of a game: each winner's seat panel (`scene.seat_items[seat]`) lights up as won and
    "{name} wins!" rises from it; `rise(scene, frame, words, color, ms)` is the game's floating text."""
    tweens = []
    for seat in winners:
        panel = scene.seat_items[seat]
        panel.set_highlight(won=True)
        words = _("{name} wins!").format(name=scene.name(seat))
        tweens.append(rise(scene, panel.frame(), words, WIN_GOLD, ms))
    return tweens
