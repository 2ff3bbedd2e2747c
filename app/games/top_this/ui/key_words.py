"""What a key of the Top This! table did, in a short sentence for a screen reader (issue 29): the scene
emits it as `described` (app/ui/table_scene.py) and the table screen announces it, politely.

Where the topping lies on the crust and where the aim line points are told as a time on a clock face
(12 up, 3 to the right, as app/games/top_this/access.py tells where a topping lies), to the minute, so
that every step of an arrow key is heard ("on the crust at 5:10, 4 mm from the edge"; a whole hour:
"at 5 o'clock"). What the aim line points at is named as the table's tree names it (access.py)."""

from __future__ import annotations

import math

from app.core.access import first_upper
from app.core.i18n import _
from app.games.top_this import access
from app.games.top_this import geometry as geo
from app.games.top_this.components import faces_name, topping_name


def clock_time(x: float, y: float) -> str:
    """The direction of (x, y) (y down) as a time on a clock face, to the minute: "5 o'clock", "5:10"."""
    minutes = round(2 * (math.degrees(math.atan2(y, x)) + 90)) % 720  # 1 degree: 2 minutes
    hour, minute = divmod(minutes, 60)
    if minute == 0:
        return _("{hour} o'clock").format(hour=hour or 12)
    return _("{hour}:{minutes}").format(hour=hour or 12, minutes=f"{minute:02d}")


def on_crust(x: float, y: float) -> str:
    """Where a topping placed by keys lies: "on the crust at 5:10, 4 mm from the edge"."""
    r = math.hypot(x, y)
    edge, inner = round(geo.PLACE_MAX_R - r), round(r - geo.PLACE_MIN_R)
    if edge <= 0:
        gap = _("at the edge of the pizza")
    elif inner <= 0:
        gap = _("right beside the slices")
    else:
        gap = _("{n} mm from the edge").format(n=edge)
    return _("on the crust at {time}, {gap}").format(time=clock_time(x, y), gap=gap)


def placing(x: float, y: float, why: str | None) -> str:
    """The sentence after a key that moved the topping on the crust; `why`: the rules' sentence why it
    may not be placed there (None: it may)."""
    where = first_upper(on_crust(x, y))
    return where if not why else _("{where}. {why}").format(where=where, why=why)


def target(view: dict, x: float, y: float, angle: float) -> str:
    """Where a flick from (x, y) towards `angle` (radians) goes: at the first topping on its line (named
    as the tree names it: "towards olives (mushrooms underneath), on slice 3 at 4 o'clock"), else
    through the middle, else over the slices to the far crust, else away from the slices."""
    ux, uy = math.cos(angle), math.sin(angle)
    hits = access.on_line(view, x, y, ux, uy)
    if hits:
        _off, _along, _place, row = min(hits, key=lambda h: h[1])
        slices = int((view.get("geometry") or {}).get("slices", 8))
        return _("towards {topping}").format(topping=_("{topping}, {where}").format(
            topping=access.disc_words(row), where=access.where(row, slices)))
    inward = x * ux + y * uy < 0  # the nearest point of the line to the middle lies ahead
    if inward and access.through_middle(view, x, y, ux, uy):
        return _("towards the middle")
    if inward and abs(x * uy - y * ux) < geo.SAUCE_R:
        return _("towards the far crust")
    return _("away from the slices")


def aiming(view: dict, x: float, y: float, angle: float) -> str:
    """After a key that turned the aim line: "Aim at 11 o'clock, towards the middle"."""
    return _("Aim at {time}, {target}").format(time=clock_time(math.cos(angle), math.sin(angle)),
                                                target=target(view, x, y, angle))


def aim_started(view: dict, x: float, y: float, angle: float, power: int) -> str:
    """Placed on the crust, the aim line at the middle: "Placed. Aiming at the middle, power 30%" (a
    topping in the way: "Placed. Aiming at the middle, towards olives (…), on slice 3 at 4 o'clock,
    power 30%")."""
    towards = target(view, x, y, angle)
    if towards == _("towards the middle"):
        return _("Placed. Aiming at the middle, power {power}%").format(power=power)
    return _("Placed. Aiming at the middle, {target}, power {power}%").format(target=towards, power=power)


def power(power: int) -> str:
    return _("Power {power}%").format(power=power)


def placing_again(x: float, y: float) -> str:
    return _("Placing again: {where}").format(where=on_crust(x, y))


def back_in_hand() -> str:
    return _("The topping is back in your hand, still chosen.")


def nothing_chosen() -> str:
    return _("No topping chosen.")


def chosen(disc: int, face: str) -> str:
    """A topping of the hand chosen by its number: "Mushrooms/onions chosen, onions up"."""
    return first_upper(_("{faces} chosen, {face} up").format(faces=faces_name(disc), face=topping_name(face)))


def turned(face: str) -> str:
    return _("Turned over: {face} up").format(face=topping_name(face))
