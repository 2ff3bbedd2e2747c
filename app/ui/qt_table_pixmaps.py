"""Card art painted once, shown many times: `cached` wraps an art function `paint(painter, rect, *args)`
(a method of a game's CardArt, or a module function) so that the first call at a size paints into a
QPixmap at the exact device size and position fraction, and later calls draw that pixmap 1:1.

Why: a table repaints every card and every card back of a pile on each move (a full-viewport paint
after the position is redrawn); painting one card back is tens of path fills and strokes (outlined
text is a path) — 2-3 ms each on these machines, 40-110 ms for a whole table, the UI thread's longest
stalls while bots play. A pixmap blit is a few microseconds.

The picture stays what the function paints: the pixmap is painted at device resolution with the same
render hints (never scaled), at the nearest whole device pixel, so the module's art rule "drawn at the size
it is shown, never a scaled bitmap" holds. While an animation flips, scales or turns a card (the painter's
transform is more than a translation), the pixmap of its resting size is drawn with that transform
(smoothly: the view's SmoothPixmapTransform) for the few frames it moves. It is used when the
arguments are hashable, and no test is recording the texts painted (`card_art.recording_text`).
The language is part of the key (a card may carry words). The cache holds at most CACHE_BYTES of
pixmaps, dropping the least recently used.
"""

from __future__ import annotations

import functools
import math
from collections import OrderedDict
from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from app.core import i18n
from app.ui.items import card_art

#: pixmap memory the cache may hold (32-bit pixels)
CACHE_BYTES = 48 * 1024 * 1024
#: room around the rectangle for what art paints outside it (strokes, shadows, glows): a share of the
#: larger side, at least MARGIN_PX
MARGIN_SHARE, MARGIN_PX = 0.12, 3
#: a card larger than this (device pixels) is painted directly
MAX_SIDE_PX = 1200
#: sub-pixel positions are kept to this fraction of a pixel (1: a card is drawn at the nearest whole
#: device pixel, at most half a pixel from where it lies; more variants would be painted more often)
SUBPIXEL = 1
HINTS = (QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
         | QPainter.RenderHint.SmoothPixmapTransform)

_pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
_bytes = [0]
#: counters for tests and benchmarks: pixmaps painted, pixmaps reused, calls painted directly
stats = {"painted": 0, "reused": 0, "direct": 0}
enabled = True


def clear() -> None:
    _pixmaps.clear()
    _bytes[0] = 0


def _store(key: tuple, pixmap: QPixmap) -> None:
    _pixmaps[key] = pixmap
    _bytes[0] += pixmap.width() * pixmap.height() * 4
    while _bytes[0] > CACHE_BYTES and len(_pixmaps) > 1:
        _, old = _pixmaps.popitem(last=False)
        _bytes[0] -= old.width() * old.height() * 4


def caching() -> bool:
    """Whether pictures are made and kept now (not while off, or while a test records painted texts)."""
    return enabled and card_art._text_log is None


def _draw(fn: Callable, owner: Any, painter: QPainter, rect: QRectF, args: tuple, kwargs: dict) -> bool:
    """Paint `fn`'s picture from the cache; False when it must be painted directly."""
    if not caching():
        return False
    t = painter.worldTransform()
    try:
        dpr = float(painter.device().devicePixelRatioF())
    except (AttributeError, RuntimeError):
        return False
    w, h = rect.width() * dpr, rect.height() * dpr
    if not (0 < w <= MAX_SIDE_PX and 0 < h <= MAX_SIDE_PX):
        return False
    moving = t.type().value > QTransform.TransformationType.TxTranslate.value
    if moving:  # turned, scaled or flipped by an animation: the picture at its own size, transformed
        ix = iy = fx = fy = 0
    else:
        origin = t.map(rect.topLeft())
        x, y = origin.x() * dpr, origin.y() * dpr
        if not math.isfinite(x + y):
            return False
        ix, iy = math.floor(x), math.floor(y)
        fx, fy = round((x - ix) * SUBPIXEL), round((y - iy) * SUBPIXEL)
        if fx == SUBPIXEL:
            ix, fx = ix + 1, 0
        if fy == SUBPIXEL:
            iy, fy = iy + 1, 0
    margin = max(MARGIN_PX, math.ceil(max(w, h) * MARGIN_SHARE))
    try:
        key = (fn, id(owner), args, tuple(sorted(kwargs.items())), round(w * SUBPIXEL), round(h * SUBPIXEL),
               fx, fy, dpr, i18n.language())
        pixmap = _pixmaps.get(key)
    except TypeError:  # an argument that is not hashable (a colour): painted directly
        return False
    if pixmap is None:
        side_w, side_h = math.ceil(w + fx / SUBPIXEL) + 2 * margin, math.ceil(h + fy / SUBPIXEL) + 2 * margin
        pixmap = QPixmap(side_w, side_h)
        pixmap.setDevicePixelRatio(dpr)  # a painter on it works in logical pixels, as `painter` does
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        card_art.painting_picture[0] += 1
        try:
            p.setRenderHints(painter.renderHints() | HINTS)
            p.setFont(painter.font())
            p.setPen(painter.pen())
            p.setBrush(painter.brush())
            p.translate((margin + fx / SUBPIXEL) / dpr, (margin + fy / SUBPIXEL) / dpr)
            local = QRectF(0, 0, rect.width(), rect.height())
            fn(*((owner,) if owner is not None else ()), p, local, *args, **kwargs)
        finally:
            card_art.painting_picture[0] -= 1
            p.end()
        stats["painted"] += 1
        _store(key, pixmap)
    else:
        stats["reused"] += 1
        _pixmaps.move_to_end(key)
    if moving:
        painter.drawPixmap(QPointF(rect.left() - margin / dpr, rect.top() - margin / dpr), pixmap)
        return True
    painter.save()
    try:
        painter.resetTransform()
        painter.drawPixmap(QPointF((ix - margin) / dpr, (iy - margin) / dpr), pixmap)
    finally:
        painter.restore()
    return True


def cached(fn: Callable) -> Callable:
    """Wrap `fn(painter, rect, *args)` or a method `fn(self, painter, rect, *args)` (see the module
    docstring). `wrapped.direct` is the function itself."""

    @functools.wraps(fn)
    def paint(*args: Any, **kwargs: Any) -> Any:
        owner = None
        if args and not isinstance(args[0], QPainter):
            owner, args = args[0], args[1:]
        painter, rect, rest = args[0], args[1], tuple(args[2:])
        if _draw(fn, owner, painter, rect, rest, kwargs):
            return None
        stats["direct"] += 1
        return fn(*((owner,) if owner is not None else ()), painter, rect, *rest, **kwargs)

    paint.direct = fn  # type: ignore[attr-defined]
    return paint


__all__ = ["CACHE_BYTES", "cached", "caching", "clear", "enabled", "stats"]
