"""Playing a move on a table by keys alone (issue 29), as a player without a mouse does: every key
goes to the table view's viewport (`QTest.keyClick`), never a mouse event.

`play_by_keys(qtbot, view, scene, action)` makes `action` with the keys the table declares:

- the card games (app/ui/table_keys.py): each field of the move's form (the move builder,
  app/ui/move_builder.py) by its letter key (`key_map`), by the arrows putting the focus ring on it
  and Enter (`key_lit`), or by its digit (`key_digit`; a hand card by its place in the hand), then
  Enter for a move that waits for its confirm;
- Top This! (app/games/top_this/ui/keys.py, key_flick.py): F and a digit flip, D/R and the arrows pick
  an order or a topping, P passes, and a flick: the topping's number (T to turn it), Enter, the arrows
  round the crust to the flick's spot, Enter, the arrows to its aim and the power keys to its power,
  Enter.

It stops as soon as `sent()` says the move went (a field that settles the move sends it early)."""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.top_this.ui import key_flick as kf
from app.physics import VMAX

K = Qt.Key
SHIFT = Qt.KeyboardModifier.ShiftModifier
DIGITS = {n: getattr(K, f"Key_{n}") for n in range(1, 10)}


def key(view, k, modifier=Qt.KeyboardModifier.NoModifier, times: int = 1) -> None:
    for _ in range(max(0, times)):
        QTest.keyClick(view.viewport(), k, modifier)


def ring_to(view, scene, click, focus: Callable[[], object] | None = None) -> None:
    """Move the focus ring with the arrows onto `click` (it must be lit)."""
    focus = focus or (lambda: scene.key_ring)
    for _ in range(64):
        if focus() == click:
            return
        key(view, K.Key_Right)
    raise AssertionError(f"the arrows never ring {click!r} (ring on {focus()!r}, lit {scene.key_lit()})")


# ---- the card games ------------------------------------------------------------------------------
def _press_field(view, scene, click) -> None:
    letters = {v: k for k, v in scene.key_map().items()}
    if click in letters:
        key(view, letters[click])
        return
    if click[0] == "hand" and getattr(scene, "hand", None) is not None:
        codes = [getattr(c, "code", None) for c in scene.hand.cards]
        if click[1] in codes:  # the builder names a hand card by its code, the keys by its place
            key(view, DIGITS[codes.index(click[1]) + 1])
            return
    if click in scene.key_lit():
        ring_to(view, scene, click)
        key(view, K.Key_Return)
        return
    digit = next((n for n in DIGITS if scene.key_digit(n) == click), None)
    assert digit is not None, f"no key makes {click!r} (lit: {scene.key_lit()})"
    key(view, DIGITS[digit])


def card_game_keys(view, scene, action, sent: Callable[[], bool]) -> None:
    form = scene.chooser.form_of(action)
    assert form is not None, f"no form for {action!r}"
    for field in form.fields:
        click = field.key(action)
        if click is None:
            continue
        clicks = click if click and isinstance(click[0], tuple) else (click,)  # several caps at once
        for one in clicks:
            if sent():
                return
            _press_field(view, scene, one)
    if not sent() and form.confirm is not None:
        key(view, K.Key_Return)  # the move waits for its confirm: Enter (no ring is left on anything)


# ---- Top This! -----------------------------------------------------------------------------------
def _turn(diff: float) -> float:
    return (diff + math.pi) % (2 * math.pi) - math.pi


def _steps(view, amount: float, coarse: float, fine: float, up, down) -> None:
    """Press `up` (or `down` for a negative amount) in coarse steps, then in fine steps (Shift)."""
    k = up if amount > 0 else down
    amount = abs(amount)
    n = int(amount // coarse)
    key(view, k, times=n)
    key(view, k, SHIFT, times=round((amount - n * coarse) / fine))


def flick_keys(view, scene, action) -> None:
    """A flick close to `action` (the keys' steps: key_flick.py), made with the keys."""
    order = sorted(scene.hand_slots, key=lambda d: scene.hand_slots[d].pos().x())
    key(view, DIGITS[order.index(action.disc) + 1])
    assert scene.chosen == action.disc, "the number did not choose the topping"
    if scene.hand_slots[action.disc].face != action.face:
        key(view, K.Key_T)
    key(view, K.Key_Return)
    f = scene.key_flick
    assert f.mode == "place", "Enter did not put the topping on the crust"
    # Right goes anticlockwise (the angle down), Left clockwise
    _steps(view, math.degrees(_turn(math.atan2(action.y, action.x) - f.angle)), kf.PLACE_STEP, kf.PLACE_FINE,
           K.Key_Left, K.Key_Right)
    _steps(view, math.hypot(action.x, action.y) - f.radius, kf.RADIAL_STEP, kf.RADIAL_FINE, K.Key_Down, K.Key_Up)
    key(view, K.Key_Return)
    for _ in range(360):  # a spot the keys' steps cannot quite reach may lie on another topping
        if scene.aiming is not None:
            break
        key(view, K.Key_Right, SHIFT)
        key(view, K.Key_Return)
    assert f.mode == "aim", "Enter did not place the topping for aiming"
    _steps(view, math.degrees(_turn(math.atan2(action.vy, action.vx) - f.aim)), kf.AIM_STEP, kf.AIM_FINE,
           K.Key_Right, K.Key_Left)
    power = min(100, max(kf.POWER_FINE, round(math.hypot(action.vx, action.vy) / VMAX * 100)))
    _steps(view, power - f.power, kf.POWER_STEP, kf.POWER_FINE, K.Key_Up, K.Key_Down)
    assert f.power == power, (f.power, power)
    key(view, K.Key_Return)


def top_this_keys(view, scene, action) -> None:
    kind = action.TYPE
    if kind == "flick":
        flick_keys(view, scene, action)
    elif kind == "flip":
        key(view, K.Key_F)
        key(view, DIGITS[list(scene.flip_buttons).index(action.topping) + 1])
    elif kind == "top_this":
        key(view, K.Key_D)
        ring_to(view, scene, action.order, lambda: scene.key_focus("order"))
        key(view, K.Key_Return)
    elif kind == "remove":
        key(view, K.Key_R)
        ring_to(view, scene, action.disc, lambda: scene.key_focus("remove"))
        key(view, K.Key_Return)
    else:
        assert kind == "pass", action
        key(view, K.Key_P)


def play_by_keys(qtbot, view, scene, action, sent: Callable[[], bool]) -> None:
    if hasattr(scene, "key_flick"):
        top_this_keys(view, scene, action)
    else:
        card_game_keys(view, scene, action, sent)
