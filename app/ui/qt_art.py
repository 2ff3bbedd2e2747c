"""Our own vector art for the shell, drawn with QPainter at the size asked for (never scaled bitmaps):
the application icon, an icon per game for the launcher tiles (the seat colours are app/ui/seat_palettes.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QIconEngine,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)


#: the colours of the app icon's cards and of the card of a game without its own icon (the first
#: five seat colours of the standard palette, app/ui/seat_palettes.py; this art does not follow the
#: player's palette, and a game's art imports this module, which reads no settings)
ICON_COLORS = ("#d1352b", "#2f6fd0", "#2e9d4a", "#f08c1a", "#8a4fc4")


def text_color_on(background: str | QColor) -> QColor:
    """Black or white, whichever reads better on `background`."""
    c = QColor(background)
    luminance = 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF()
    return QColor("#111111") if luminance > 0.6 else QColor("#ffffff")


def _card(p: QPainter, rect: QRectF, fill: str, label: str, angle: float, pivot: QPointF) -> None:
    p.save()
    p.translate(pivot)
    p.rotate(angle)
    p.translate(-pivot)
    radius = rect.width() * 0.12
    p.setPen(QPen(QColor(0, 0, 0, 90), max(1.0, rect.width() * 0.03)))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor(fill).lighter(125))
    grad.setColorAt(1, QColor(fill))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(rect, radius, radius)
    if label:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, int(rect.height() * 0.5)))
        p.setFont(font)
        p.setPen(text_color_on(fill))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
    p.restore()


def paint_app_icon(p: QPainter, size: float) -> None:
    """Five fanned cards, the front one showing a 5."""
    s = size
    w, h = s * 0.42, s * 0.6
    pivot = QPointF(s * 0.5, s * 0.95)
    colors = list(ICON_COLORS)
    for i, color in enumerate(colors):
        angle = -36 + i * 18
        rect = QRectF(s * 0.5 - w / 2, s * 0.12, w, h)
        _card(p, rect, color, "5" if i == 4 else "", angle, pivot)


def _paint_flip7(p: QPainter, s: float) -> None:
    w, h = s * 0.46, s * 0.66
    pivot = QPointF(s * 0.5, s * 0.92)
    _card(p, QRectF(s * 0.27 - w / 2 + s * 0.2, s * 0.14, w, h), "#f4d35e", "", -22, pivot)
    _card(p, QRectF(s * 0.5 - w / 2, s * 0.12, w, h), "#ee964b", "", 0, pivot)
    _card(p, QRectF(s * 0.5 - w / 2, s * 0.16, w, h), "#3c91e6", "7", 20, pivot)


def _paint_discs(p: QPainter, s: float, colors: list[str], label: str) -> None:
    """A small stack of coloured discs (caps), for the games played with them."""
    r = s * 0.2
    for i, color in enumerate(colors):
        cx = s * 0.5 + (i - (len(colors) - 1) / 2) * r * 0.9
        cy = s * 0.62 - (i % 2) * r * 0.8
        p.setPen(QPen(QColor(0, 0, 0, 100), max(1.0, s * 0.02)))
        p.setBrush(QColor(color))
        p.drawEllipse(QPointF(cx, cy), r, r)
        p.setBrush(QColor(color).lighter(130))
        p.drawEllipse(QPointF(cx, cy), r * 0.6, r * 0.6)
    if label:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, int(s * 0.22)))
        p.setFont(font)
        p.setPen(QColor("#333333"))
        p.drawText(QRectF(0, s * 0.02, s, s * 0.3), Qt.AlignmentFlag.AlignCenter, label)


def _chevron(p: QPainter, rect: QRectF, up: bool, color: QColor) -> None:
    c, r = rect.center(), rect.width() * 0.28
    path = QPainterPath()
    dy = r * 0.5 if up else -r * 0.5
    path.moveTo(c.x() - r, c.y() + dy)
    path.lineTo(c.x(), c.y() - dy)
    path.lineTo(c.x() + r, c.y() + dy)
    pen = QPen(color, max(1.5, rect.width() * 0.14))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def _paint_top_oder_flop(p: QPainter, s: float) -> None:
    """A film poster between a Top card (gold, an arrow up) and a Flop card (rose, an arrow down)."""
    w, h = s * 0.3, s * 0.43
    for x, angle, fill, up, out in ((s * 0.03, -14, "#DDAA33", True, -1), (s * 0.67, 14, "#BB5566", False, 1)):
        rect = QRectF(x, s * 0.3, w, h)
        _card(p, rect, fill, "", angle, rect.center())
        p.save()
        p.translate(rect.center())
        p.rotate(angle)
        p.translate(-rect.center())
        _chevron(p, rect.translated(out * s * 0.035, 0), up, QColor("#fffaf0"))
        p.restore()
    poster = QRectF(s * 0.29, s * 0.12, s * 0.42, s * 0.62)
    p.setPen(QPen(QColor("#050407"), max(1.0, s * 0.015)))
    p.setBrush(QColor("#17141c"))
    p.drawRoundedRect(poster, s * 0.03, s * 0.03)
    inner = poster.adjusted(s * 0.03, s * 0.03, -s * 0.03, -s * 0.03)
    sky = QLinearGradient(inner.topLeft(), inner.bottomLeft())
    sky.setColorAt(0, QColor("#3b2a6b"))
    sky.setColorAt(1, QColor("#f08c5a"))
    picture = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.72)
    p.setPen(Qt.PenStyle.NoPen)
    p.fillRect(picture, QBrush(sky))
    p.setBrush(QColor("#fff3c4"))
    p.drawEllipse(QPointF(picture.center().x() + picture.width() * 0.18, picture.top() + picture.height() * 0.3),
                  picture.width() * 0.14, picture.width() * 0.14)
    p.fillRect(QRectF(inner.left(), picture.bottom() + s * 0.01, inner.width(), inner.bottom() - picture.bottom()
                      - s * 0.01), QColor("#66CCEE"))


def _paint_top_pop(p: QPainter, s: float) -> None:
    """A city card (a night skyline under a moon, its number in the corner) with a tower of four bottle
    caps on it, each colour with its own mark, and a fifth cap leaning beside it."""
    from app.ui.items.caps import crown_path

    card = QRectF(s * 0.16, s * 0.12, s * 0.5, s * 0.72)
    p.save()
    p.translate(card.center())
    p.rotate(-9)
    p.translate(-card.center())
    p.setPen(QPen(QColor("#1b2440"), max(1.0, s * 0.02)))
    p.setBrush(QColor("#fbf3df"))
    p.drawRoundedRect(card, s * 0.05, s * 0.05)
    sky = card.adjusted(s * 0.04, s * 0.1, -s * 0.04, -s * 0.2)
    grad = QLinearGradient(sky.topLeft(), sky.bottomLeft())
    grad.setColorAt(0, QColor("#203a78"))
    grad.setColorAt(1, QColor("#e07a4f"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(sky, s * 0.02, s * 0.02)
    p.setBrush(QColor("#fff1b8"))
    p.drawEllipse(QPointF(sky.left() + sky.width() * 0.72, sky.top() + sky.height() * 0.22), s * 0.045, s * 0.045)
    p.setBrush(QColor("#15192b"))  # the skyline: towers of different heights
    x, w = sky.left(), sky.width() / 7
    for k, h in enumerate((0.35, 0.55, 0.42, 0.8, 0.5, 0.65, 0.3)):
        p.drawRect(QRectF(x + k * w, sky.bottom() - sky.height() * h, w * 0.92, sky.height() * h))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, int(s * 0.1)))
    p.setFont(font)
    p.setPen(QColor("#1b2440"))
    p.drawText(QRectF(card.left() + s * 0.035, card.top() + s * 0.005, s * 0.12, s * 0.1),
               Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "7")
    p.restore()
    d = s * 0.3
    caps = (("#d1352b", "circle"), ("#2f6fd0", "bar"), ("#f4c20d", "dot"), ("#2e9d4a", "ring"))
    for i, (color, mark) in enumerate(caps):  # bottom first, each a little higher
        _bottle_cap(p, QPointF(s * 0.5, s * 0.74 - i * d * 0.27), d / 2, QColor(color), mark, crown_path)
    _bottle_cap(p, QPointF(s * 0.8, s * 0.78), d * 0.42, QColor("#8a4fc4"), "bar", crown_path, tilt=True)


def _bottle_cap(p: QPainter, c: QPointF, r: float, color: QColor, mark: str, crown_path, tilt: bool = False) -> None:
    """One bottle cap seen from above and a little from the side: crimped rim, shaded top, a mark."""
    p.save()
    if tilt:
        p.translate(c)
        p.rotate(24)
        p.translate(-c)
    p.setPen(Qt.PenStyle.NoPen)
    p.fillPath(crown_path(c + QPointF(r * 0.08, r * 0.16), r), QColor(0, 0, 0, 90))
    rim = crown_path(c, r)
    p.fillPath(rim, color.darker(135))
    top = c - QPointF(0, r * 0.12)
    grad = QLinearGradient(top - QPointF(r, r), top + QPointF(r, r))
    grad.setColorAt(0, color.lighter(150))
    grad.setColorAt(1, color)
    p.setBrush(QBrush(grad))
    p.setPen(QPen(color.darker(170), max(1.0, r * 0.06)))
    p.drawEllipse(top, r * 0.84, r * 0.8)
    ink = QColor("#ffffff") if color.lightnessF() < 0.6 else QColor("#3a2a00")
    p.setPen(QPen(ink, max(1.0, r * 0.14)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if mark == "circle":
        p.drawEllipse(top, r * 0.32, r * 0.3)
    elif mark == "bar":
        p.drawLine(top - QPointF(r * 0.38, 0), top + QPointF(r * 0.38, 0))
    elif mark == "ring":
        p.drawEllipse(top, r * 0.5, r * 0.46)
        p.drawLine(top - QPointF(0, r * 0.2), top + QPointF(0, r * 0.2))
    else:
        p.setBrush(ink)
        p.drawEllipse(top, r * 0.16, r * 0.15)
    p.restore()


_GAME_ART = {
    "flip7": _paint_flip7,
    "top_this": lambda p, s: _paint_discs(p, s, ["#d1352b", "#2f6fd0", "#2e9d4a"], "TOP"),
    "top_oder_flop": _paint_top_oder_flop,
    "top_pop": _paint_top_pop,
    "top3": lambda p, s: _paint_discs(p, s, ["#2f6fd0", "#d1352b", "#2e9d4a"], "3"),
}


def paint_game_icon(p: QPainter, game_id: str, size: float) -> None:
    art = _GAME_ART.get(game_id)
    if art is not None:
        art(p, size)
        return
    # any other game: a card with its initial, in a colour derived from its id
    color = ICON_COLORS[sum(map(ord, game_id)) % len(ICON_COLORS)]
    w, h = size * 0.5, size * 0.7
    _card(p, QRectF(size * 0.25, size * 0.15, w, h), color, game_id[:1].upper(), 0, QPointF())


def _pixmap(draw, size: int, ratio: float = 1.0) -> QPixmap:
    pm = QPixmap(max(1, int(size * ratio)), max(1, int(size * ratio)))
    pm.fill(Qt.GlobalColor.transparent)
    pm.setDevicePixelRatio(ratio)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    draw(p, float(size))
    p.end()
    return pm


#: the sizes the application icon offers (window title bars, task bars, docks, alt-tab)
APP_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


class _PaintedIcon(QIconEngine):
    """An icon drawn by `draw(painter, size)` at the size asked for, when it is asked for: the app icon
    costs nothing at start-up (the window system asks for the sizes it shows, after the first paint
    on most platforms), and each size is painted once."""

    def __init__(self, draw, sizes: tuple[int, ...]) -> None:
        super().__init__()
        self._draw, self._sizes = draw, sizes
        self._cache: dict[tuple[int, int, float], QPixmap] = {}

    def availableSizes(self, mode=QIcon.Mode.Normal, state=QIcon.State.Off) -> list[QSize]:  # noqa: N802 - Qt's name
        return [QSize(s, s) for s in self._sizes]

    def scaledPixmap(self, size: QSize, mode, state, scale: float) -> QPixmap:  # noqa: N802 - Qt's name
        side = max(1, min(size.width(), size.height()))
        key = (side, float(scale))
        pm = self._cache.get(key)
        if pm is None:
            pm = self._cache[key] = _pixmap(self._draw, side, scale)
        if mode != QIcon.Mode.Normal:  # disabled, active, selected: the look Qt gives a plain pixmap
            return QIcon(pm).pixmap(QSize(side, side), scale, mode, state)
        return pm

    def pixmap(self, size: QSize, mode, state) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def paint(self, painter: QPainter, rect, mode, state) -> None:
        painter.drawPixmap(rect, self.pixmap(rect.size(), mode, state))

    def clone(self) -> QIconEngine:
        return _PaintedIcon(self._draw, self._sizes)


_engines: list[_PaintedIcon] = []  # the engines' Python side lives as long as the app


def app_icon() -> QIcon:
    """The application icon (five fanned cards), painted at the size asked for on first use."""
    engine = _PaintedIcon(paint_app_icon, APP_ICON_SIZES)
    _engines.append(engine)
    return QIcon(engine)


def game_pixmap(game_id: str, size: int, ratio: float = 1.0) -> QPixmap:
    return _pixmap(lambda p, s: paint_game_icon(p, game_id, s), size, ratio)


def color_swatch(color: str, size: int = 16) -> QIcon:
    def draw(p: QPainter, s: float) -> None:
        p.setPen(QPen(QColor(0, 0, 0, 120), 1))
        p.setBrush(QColor(color))
        path = QPainterPath()
        path.addRoundedRect(QRectF(1, 1, s - 2, s - 2), s * 0.2, s * 0.2)
        p.drawPath(path)

    return QIcon(_pixmap(draw, size))
