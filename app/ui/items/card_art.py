"""Vector card art helpers: every card is drawn with QPainter paths and gradients at the size it is
shown (never a scaled bitmap), so it stays crisp at any size and DPI.

A game supplies a `CardArt` subclass that paints a face for each of its card codes and a back.
The helpers here (card outline, fitted outlined text, placing a unit-square path, a star) are
shared by every game's art; a game's own symbols live with its art (Flip 7's: flip7/ui/symbols.py).
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from functools import lru_cache
from typing import Iterator

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QLinearGradient, QPainter,
                           QPainterPath, QPen, QTransform)

FONT_FAMILY = "DejaVu Sans"
#: nothing a player must read is drawn smaller than this at text size 100 % (pixels at device pixel
#: ratio 1); the table reads the size at the player's text size from `min_text_px()`
MIN_TEXT_PX = 11.0
#: the table's text size now (issue 29): the player's (View > Text size, 1.0 to 2.0: `set_text_scale`),
#: less where the table has not the room for it (`fit_text_scale`)
_text_scale = [1.0]
#: the player's text size as chosen
_chosen_scale = [1.0]
#: the room a table needs per unit of text size (px wide, px high): a smaller table's text grows only
#: as far as its room (a 200 % table in an 800x600 window lost Top This!'s pizza; 1280x800 has room)
ROOM_PER_SCALE = (460.0, 340.0)


def min_text_px() -> float:
    """The least size of any text on the table at the player's text size: MIN_TEXT_PX times it. It
    is the one place the table's text size comes from: every floor of a label, a count or a card's
    words, and the layouts' lines of text (app/ui/table_layout.py LINE) are read from it."""
    return MIN_TEXT_PX * _text_scale[0]


def text_scale() -> float:
    """The table's text size now as a factor (1.0 is 100 %)."""
    return _text_scale[0]


def chosen_text_scale() -> float:
    """The player's text size as chosen (the table's may be less where it has not the room)."""
    return _chosen_scale[0]


def set_text_scale(scale: float) -> bool:
    """Set the player's text size (a factor, kept between 1.0 and 2.0) and the table's with it; True
    when the table's changed."""
    _chosen_scale[0] = min(2.0, max(1.0, float(scale)))
    return _use_scale(_chosen_scale[0])


def fit_text_scale(width: float, height: float) -> bool:
    """The table's text size for a table of `width` x `height` px: the player's, or less where the table
    has not ROOM_PER_SCALE for each unit of it (never under 1.0); True when it changed."""
    room = min(width / ROOM_PER_SCALE[0], height / ROOM_PER_SCALE[1])
    if room < _chosen_scale[0]:  # cut to a whole pixel of the least size (a label's letters are whole pixels)
        room = math.floor(room * MIN_TEXT_PX) / MIN_TEXT_PX
    return _use_scale(max(1.0, min(_chosen_scale[0], room)))


def _use_scale(scale: float) -> bool:
    """What was measured or painted at the old size is forgotten: the table's pictures and every
    cached measure of the table's modules (a name's least width, a title's fitted size)."""
    if scale == _text_scale[0]:
        return False
    _text_scale[0] = scale
    _forget_sizes()
    return True


def _forget_sizes() -> None:
    import sys

    from app.ui import qt_table_pixmaps

    qt_table_pixmaps.clear()
    for name, module in list(sys.modules.items()):
        if module is None or not (name.startswith("app.ui") or (name.startswith("app.games.") and ".ui" in name)):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                value.cache_clear()

#: while `recording_text()` runs: what `draw_text` paints (see there)
_text_log: list | None = None
#: while `recording_text(places=...)` runs: where `draw_text` paints its glyphs (see there)
_place_log: list | None = None


@contextmanager
def recording_text(places: list | None = None) -> Iterator[list[tuple[str, float, str]]]:
    """Collect `(text, pixel size on the device, role)` for each `draw_text` call made meanwhile:
    the size as painted (the font's pixel size times any shrinking to fit and the painter's scale),
    so that a test can check what a player sees. `role` is what the caller said the text is
    ("text", or a card's "value", "index", "title", "decor"). `places`, when given, collects
    `(text, glyphs' rect on the device, role, clip rect on the device or None)` for each call too:
    where the letters are, and what of them the painter's clip lets through."""
    global _text_log, _place_log
    outer, _text_log = _text_log, []
    outer_places, _place_log = _place_log, (places if places is not None else _place_log)
    try:
        yield _text_log
    finally:
        _text_log, _place_log = outer, outer_places


class CardArt:
    """Paints cards into a rectangle. `aspect` is width / height."""

    aspect = 0.7

    def paint_face(self, painter: QPainter, rect: QRectF, code: str) -> None:
        paint_card_base(painter, rect, QColor("#fbf7ec"), QColor("#333333"))
        draw_text(painter, rect, code, rect.height() * 0.4, QColor("#222222"))

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        paint_card_base(painter, rect, QColor("#24527a"), QColor("#10283d"))


def font(px: float, bold: bool = True) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    return f


def card_outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    r = rect.width() * 0.09
    path.addRoundedRect(rect, r, r)
    return path


def paint_card_base(painter: QPainter, rect: QRectF, fill, border: QColor, inner: QColor | None = None) -> None:
    """The rounded card with a light top-to-bottom sheen, a border and an optional inner frame."""
    painter.save()
    path = card_outline(rect)
    if isinstance(fill, QColor):
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, fill.lighter(112))
        grad.setColorAt(1.0, fill.darker(106))
        painter.fillPath(path, QBrush(grad))
    else:
        painter.fillPath(path, fill)
    painter.setPen(QPen(border, max(1.0, rect.width() * 0.025)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    if inner is not None:
        m = rect.width() * 0.08
        inset = rect.adjusted(m, m, -m, -m)
        painter.setPen(QPen(inner, max(0.8, rect.width() * 0.015)))
        r = inset.width() * 0.07
        painter.drawRoundedRect(inset, r, r)
    painter.restore()


@lru_cache(maxsize=512)
def _text_path(text: str, px: int, bold: bool) -> QPainterPath:
    path = QPainterPath()
    path.addText(0, 0, font(px, bold), text)
    return path


def text_path(text: str, px: float, bold: bool = True) -> QPainterPath:
    """The outline of `text` at pixel size `px`, baseline at y=0 (cached)."""
    return _text_path(text, max(1, int(round(px))), bold)


def left_out(text: str, role: str = "text") -> None:
    """The art leaves `text` out for lack of room (a title that would be drawn below MIN_TEXT_PX):
    while `recording_text(places)` runs it is recorded with the role "left out", and the layout test
    counts it as cut (a dropped title is no better than a cut one)."""
    if _place_log is not None and text:
        _place_log.append((text, QRectF(), "left out", None))


def draw_text(painter: QPainter, rect: QRectF, text: str, px: float, color: QColor,
              outline: QColor | None = None, outline_width: float = 0.0, bold: bool = True,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, max_width: float | None = None,
              role: str = "text", underline: bool = False) -> None:
    """`text` as a filled path in `rect` (shrunk to `max_width`, default the rect's width).
    `underline`: a short bar under the glyphs, in `color` (a 6 and a 9 read the right way up).

    Painted once per text, size, colours and pixel ratio into a pixmap and drawn from it after
    (`_text_picture`): an outlined label is a stroked path, 2-5 ms each (issue 14). While the painter
    is turned or scaled (an index upside down on a card) the text is painted as a path, as it is
    while `recording_text()` records."""
    if not text:
        return
    path = text_path(text, px, bold)
    box = path.boundingRect()
    limit = max_width if max_width is not None else rect.width()
    scale = min(1.0, limit / box.width()) if box.width() > 0 else 1.0
    if _text_log is not None:
        t = painter.deviceTransform()
        _text_log.append((text, max(1, int(round(px))) * scale * math.sqrt(abs(t.determinant())), role))
    w, h = box.width() * scale, box.height() * scale
    if align & Qt.AlignmentFlag.AlignLeft:
        x = rect.left()
    elif align & Qt.AlignmentFlag.AlignRight:
        x = rect.right() - w
    else:
        x = rect.center().x() - w / 2
    y = rect.center().y() - h / 2
    glyphs = QRectF(x, y, w, h)
    if _place_log is not None:
        device = painter.deviceTransform()
        clip = device.mapRect(painter.clipBoundingRect()) if painter.hasClipping() else None
        _place_log.append((text, device.mapRect(glyphs), role, clip))
    stroke = outline is not None and outline_width > 0
    if isinstance(color, QColor) and painter.worldTransform().type().value <= _TRANSLATE and not _in_picture():
        picture = glyphs.united(underline_bar(glyphs).boundingRect()) if underline else glyphs
        pad = (outline_width / 2 if stroke else 0.0) + 1.0
        _cached_text()(painter, picture.adjusted(-pad, -pad, pad, pad), text, max(1, int(round(px))), bold, scale,
                       color.rgba(), outline.rgba() if stroke else None, outline_width if stroke else 0.0,
                       underline, x - picture.left() + pad, y - picture.top() + pad)
        return
    _paint_text(painter, path, box, scale, x, y, color, outline if stroke else None, outline_width, underline,
                text, max(1, int(round(px))), bold)


def _paint_text(painter: QPainter, path: QPainterPath, box: QRectF, scale: float, x: float, y: float, color,
                outline: QColor | None, outline_width: float, underline: bool, text: str = "", px: int = 0,
                bold: bool = True) -> None:
    """The text's path with its glyphs' box at (x, y), shrunk by `scale`: outlined, filled.

    With `text` and `px` (the path is `text_path(text, px, bold)`) and a painter that is not turned,
    the glyphs are drawn from Qt's glyph cache (the same font unhinted, so the same outlines at the
    same places) and the outline is the glyphs' mask grown by half its width (`_halo`): filling a text's
    path is ~3 ms for a line of 80 letters and stroking it 15-20 ms, the glyph cache and the halo
    ~0.7 ms (issue 14: a new line of text was the longest block of a table's paint)."""
    t = QTransform()
    t.translate(x - box.left() * scale, y - box.top() * scale)
    t.scale(scale, scale)
    bar = underline_bar(t.mapRect(box)) if underline else None
    if text and px > 0 and painter.deviceTransform().type().value <= _SCALE:
        painter.save()
        if outline is not None:
            _halo(painter, t, text, px, bold, t.mapRect(box), bar, outline, outline_width)
        if bar is not None:
            painter.fillPath(bar, color)
        painter.setFont(_glyph_font(px, bold))
        painter.setPen(QPen(QBrush(color), 0))
        painter.setWorldTransform(t, True)
        painter.drawText(QPointF(0, 0), text)
        painter.restore()
        return
    shape = t.map(path)
    if bar is not None:
        shape.addPath(bar)
    painter.save()
    if outline is not None:
        pen = QPen(outline, outline_width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(shape, pen)
    painter.fillPath(shape, color)
    painter.restore()


_NOT_QUITE_ONE = 1.0 + 1e-7


@lru_cache(maxsize=64)
def _glyph_font(px: int, bold: bool) -> QFont:
    """`font(px, bold)` unhinted: the glyph cache then draws the outlines `text_path` has."""
    f = font(px, bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def _halo(painter: QPainter, t: QTransform, text: str, px: int, bold: bool, glyphs: QRectF,
          bar: QPainterPath | None, color: QColor, width: float) -> None:
    """What stroking the glyphs' outline with a round pen `width` wide adds outside them: their
    coverage (in device pixels) grown by `width / 2`, the largest coverage of copies laid at points
    around circles up to that far (a dilation), as the alpha of `color`."""
    dev = painter.deviceTransform()
    s = math.hypot(dev.m11(), dev.m12()) or 1.0
    r = width / 2 * s  # device pixels
    box = dev.mapRect(glyphs).adjusted(-r - 2, -r - 2, r + 2, r + 2)
    ox, oy = math.floor(box.left()), math.floor(box.top())
    size_w, size_h = math.ceil(box.right()) - ox + 1, math.ceil(box.bottom()) - oy + 1

    def gray() -> QImage:  # opaque black: a pixel's grey is how much of it the glyphs cover
        image = QImage(size_w, size_h, QImage.Format.Format_RGB32)
        image.fill(Qt.GlobalColor.black)
        return image

    mask = gray()
    q = QPainter(mask)
    q.setRenderHints(painter.renderHints() | QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    q.setTransform(dev * QTransform.fromTranslate(-ox, -oy))
    if bar is not None:
        q.fillPath(bar, Qt.GlobalColor.white)
    q.setWorldTransform(t, True)
    q.setFont(_glyph_font(px, bold))
    q.setPen(Qt.GlobalColor.white)
    q.drawText(QPointF(0, 0), text)
    q.end()
    grown = gray()
    q = QPainter(grown)
    q.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # a fraction of a pixel apart, not rounded
    q.setCompositionMode(QPainter.CompositionMode.CompositionMode_Lighten)  # opaque on opaque: the larger
    for dx, dy in _halo_points(round(r, 2)):
        # a translation alone is rounded to whole pixels; a scale a hair off 1 takes the filtered path
        q.setTransform(QTransform(_NOT_QUITE_ONE, 0, 0, 1.0, dx, dy))
        q.drawImage(QPointF(0, 0), mask)
    q.end()
    halo = QImage(size_w, size_h, QImage.Format.Format_ARGB32_Premultiplied)
    halo.fill(QColor(color.red(), color.green(), color.blue()))
    halo.setAlphaChannel(grown.convertToFormat(QImage.Format.Format_Grayscale8))
    dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    halo.setDevicePixelRatio(dpr)  # after resetTransform a logical pixel is dpr device pixels
    painter.save()
    painter.resetTransform()
    painter.setOpacity(painter.opacity() * color.alphaF())
    painter.drawImage(QPointF(ox / dpr, oy / dpr), halo)
    painter.restore()


@lru_cache(maxsize=64)
def _halo_points(radius: float) -> tuple[tuple[float, float], ...]:
    """Points (device pixels) on circles of up to `radius`, at most ~0.7 px apart on each."""
    points = [(0.0, 0.0)]
    if radius <= 0:
        return tuple(points)
    rings = max(1, math.ceil(radius / 1.5))
    for k in range(1, rings + 1):
        r = radius * k / rings
        n = max(8, math.ceil(2 * math.pi * r / 0.7))
        points += [(r * math.cos(2 * math.pi * i / n), r * math.sin(2 * math.pi * i / n)) for i in range(n)]
    return tuple(points)


def _text_picture(painter: QPainter, rect: QRectF, text: str, px: int, bold: bool, scale: float, rgba: int,
                  outline: int | None, outline_width: float, underline: bool, dx: float, dy: float) -> None:
    """draw_text's picture: the glyphs' box at (dx, dy) in `rect` (the box with the underline and the
    outline's room around it)."""
    path = _text_path(text, px, bold)
    _paint_text(painter, path, path.boundingRect(), scale, rect.left() + dx, rect.top() + dy,
                QColor.fromRgba(rgba), None if outline is None else QColor.fromRgba(outline), outline_width,
                underline, text, px, bold)


_cached: list = []
_TRANSLATE = QTransform.TransformationType.TxTranslate.value
_SCALE = QTransform.TransformationType.TxScale.value


#: above 0 while a cached picture is being painted (app/ui/qt_table_pixmaps.py counts it): a text painted
#: then is part of that pixmap (a card's words), a pixmap of its own would only be painted once more
painting_picture = [0]


def _in_picture() -> bool:
    return painting_picture[0] > 0


def _cached_text():
    """`_text_picture` through the table's pixmap cache (app/ui/qt_table_pixmaps.py imports this
    module, so it is imported on first use)."""
    if not _cached:
        from app.ui import qt_table_pixmaps
        _cached.append(qt_table_pixmaps.cached(_text_picture))
    return _cached[0]


def underline_bar(glyphs: QRectF) -> QPainterPath:
    """A short rounded bar just under `glyphs` (their box, in the same frame as the text, so that a
    rotated index gets its bar under it in its own orientation)."""
    h = glyphs.height()
    thick = max(1.0, h * 0.1)
    width = glyphs.width() * 0.8
    bar = QRectF(glyphs.center().x() - width / 2, glyphs.bottom() + max(1.0, h * 0.1), width, thick)
    path = QPainterPath()
    path.addRoundedRect(bar, thick / 2, thick / 2)
    return path


def text_width(text: str, px: float, bold: bool = True) -> float:
    return QFontMetricsF(font(px, bold)).horizontalAdvance(text)


def elide(text: str, px: float, width: float, bold: bool = True) -> str:
    return QFontMetricsF(font(px, bold)).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))


def wrap(text: str, px: float, width: float, max_lines: int, bold: bool = True) -> list[str]:
    """`text` broken at spaces into lines no wider than `width` at size `px`; at most `max_lines`
    (the last one elided when the text does not fit)."""
    words = text.split()
    lines: list[str] = []
    line = ""
    for k, word in enumerate(words):
        candidate = f"{line} {word}" if line else word
        if not line or text_width(candidate, px, bold) <= width:
            line = candidate
            continue
        lines.append(line)
        line = word
        if len(lines) == max_lines - 1:
            line = " ".join(words[k:])
            break
    if line:
        lines.append(line)
    if lines and text_width(lines[-1], px, bold) > width:
        lines[-1] = elide(lines[-1], px, width, bold)
    return lines


def place(path: QPainterPath, rect: QRectF) -> QPainterPath:
    """A unit-square path (0..1 both ways) scaled into `rect`."""
    t = QTransform()
    t.translate(rect.left(), rect.top())
    t.scale(rect.width(), rect.height())
    return t.map(path)


def ink_on(color: QColor, dark_above: float = 0.2) -> QColor:
    """Dark or white, whichever reads better on `color`: dark when its relative luminance (sRGB, as
    WCAG computes it) is above `dark_above`."""
    r, g, b = (((c / 255) / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4) for c in
               (color.red(), color.green(), color.blue()))
    return QColor("#1d1a17") if 0.2126 * r + 0.7152 * g + 0.0722 * b > dark_above else QColor("#ffffff")


def polygon(*points: tuple[float, float]) -> QPainterPath:
    """The closed polygon through `points` (two points: a line, for stroking)."""
    path = QPainterPath()
    path.moveTo(*points[0])
    for pt in points[1:]:
        path.lineTo(*pt)
    if len(points) > 2:
        path.closeSubpath()
    return path


# ---- symbols in the unit square -------------------------------------------------------------
@lru_cache(maxsize=None)
def star_path(points: int = 5) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        r = 0.5 if i % 2 == 0 else 0.21
        a = math.pi / 2 + i * math.pi / points
        p = QPointF(0.5 + r * math.cos(a), 0.5 - r * math.sin(a))
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


@lru_cache(maxsize=None)
def heart_path() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0.5, 0.95)
    path.cubicTo(0.1, 0.65, -0.05, 0.35, 0.15, 0.15)
    path.cubicTo(0.3, 0.0, 0.47, 0.06, 0.5, 0.25)
    path.cubicTo(0.53, 0.06, 0.7, 0.0, 0.85, 0.15)
    path.cubicTo(1.05, 0.35, 0.9, 0.65, 0.5, 0.95)
    path.closeSubpath()
    return path


def paint_glow(painter: QPainter, path: QPainterPath, color: QColor, width: float, layers: int = 4) -> None:
    """A soft halo around `path`: wide faint strokes under a narrow bright one."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(layers, 0, -1):
        c = QColor(color)
        c.setAlphaF(min(1.0, 0.9 / (i + 0.6)))
        pen = QPen(c, width * i / layers)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(path)
    painter.restore()
