"""The pizza board's geometry: slices, crust, which slices a disc touches, where a disc may be placed.

Millimetres; origin at the centre of the pizza; x to the right, y down (Qt's sense). Slice k is the
sector of radius SAUCE_R between the angles k*45 and (k+1)*45 degrees, angles as atan2(y, x).
The numbers are data: resources/board.json.
"""

from __future__ import annotations

import functools
import json
import math
from pathlib import Path
from typing import Iterable

from app.core.i18n import _

_BOARD = json.loads((Path(__file__).parent / "resources" / "board.json").read_text(encoding="utf-8"))

SAUCE_R: float = float(_BOARD["sauce_r"])
CRUST_R: float = float(_BOARD["crust_r"])
DISC_R: float = float(_BOARD["disc_r"])
SLICES: int = int(_BOARD["slices"])
CRUST_MID: float = (SAUCE_R + DISC_R + CRUST_R - DISC_R) / 2.0
#: a disc must overlap a slice by more than this to touch it (a disc exactly tangent to a line does not)
TOUCH_EPS = 1e-6
#: tolerance for placements exactly on the crust's limits or exactly touching another disc
PLACE_EPS = 1e-6
PLACE_MIN_R = SAUCE_R + DISC_R
PLACE_MAX_R = CRUST_R - DISC_R

assert SLICES == 8, "the white lines below are written out for 8 slices"
_H = math.sqrt(0.5)  # cos 45 degrees; sqrt is correctly rounded everywhere, unlike cos and sin
#: unit vectors along the white lines at k*45 degrees, k = 0..8, exact on every platform
_UNITS = [(1.0, 0.0), (_H, _H), (0.0, 1.0), (-_H, _H), (-1.0, 0.0), (-_H, -_H), (0.0, -1.0), (_H, -_H), (1.0, 0.0)]


def _segment_distance(px: float, py: float, ex: float, ey: float) -> float:
    """Distance from P to the segment from the origin to E."""
    t = (px * ex + py * ey) / (ex * ex + ey * ey)
    t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
    return math.hypot(px - t * ex, py - t * ey)


def distance_to_slice(x: float, y: float, k: int) -> float:
    """Distance from the point (x, y) to slice k's sector (0 inside it)."""
    ux0, uy0 = _UNITS[k]
    ux1, uy1 = _UNITS[k + 1]
    r = math.hypot(x, y)
    in_wedge = (ux0 * y - uy0 * x) >= 0.0 and (x * uy1 - y * ux1) >= 0.0
    if in_wedge:
        return max(0.0, r - SAUCE_R)
    return min(
        _segment_distance(x, y, ux0 * SAUCE_R, uy0 * SAUCE_R),
        _segment_distance(x, y, ux1 * SAUCE_R, uy1 * SAUCE_R),
    )


#: farther than this from the centre, a disc can only touch the slice its centre's direction points
#: into and the two beside it
_NEAR_CENTRE = DISC_R / math.sin(math.pi / SLICES) + 1.0


@functools.lru_cache(maxsize=8192)
def slices_touched(x: float, y: float, radius: float = DISC_R) -> tuple[int, ...]:
    """The slices a disc centred at (x, y) touches (its circle crosses into the slice's area)."""
    r = math.hypot(x, y)
    if r >= SAUCE_R + radius:
        return ()
    if r < _NEAR_CENTRE or radius > DISC_R:
        ks = range(SLICES)
    else:
        k0 = slice_of_angle(math.atan2(y, x))
        ks = sorted({(k0 - 1) % SLICES, k0, (k0 + 1) % SLICES})
    return tuple(k for k in ks if distance_to_slice(x, y, k) < radius - TOUCH_EPS)


def on_board(x: float, y: float) -> bool:
    """The disc's centre is on the pizza (a disc whose centre leaves it falls off)."""
    return x * x + y * y <= CRUST_R * CRUST_R


def placement_error(x: float, y: float, others: Iterable[tuple[float, float]] = ()) -> str | None:
    """Why a topping cannot be placed at (x, y) before its flick, or None if it can."""
    if not (math.isfinite(x) and math.isfinite(y)):
        return _("A topping must be placed at a real point of the crust.")
    r = math.hypot(x, y)
    if r < PLACE_MIN_R - PLACE_EPS:
        return _("Place the topping on the crust, wholly outside the slices.")
    if r > PLACE_MAX_R + PLACE_EPS:
        return _("Place the topping wholly on the crust, not over the edge of the pizza.")
    for ox, oy in others:
        if math.hypot(x - ox, y - oy) < 2 * DISC_R - PLACE_EPS:
            return _("Place the topping where it does not lie on another topping.")
    return None


def crust_point(angle: float, radius: float = CRUST_MID) -> tuple[float, float]:
    """The point of the crust at `angle` (radians, atan2 sense) and `radius` from the centre."""
    return (radius * math.cos(angle), radius * math.sin(angle))


def slice_of_angle(angle: float) -> int:
    """The slice whose wedge holds the direction `angle` (radians)."""
    return int((angle % (2 * math.pi)) // (2 * math.pi / SLICES)) % SLICES
