"""One way to mark an item on a table: `set_highlight(...)` with the kinds of marking it has now,
and one glow ring that paints them. Every item of every game uses it; nothing else says
"highlighted".

Kinds (an item may have several at once):
- `legal`: clicking it (or dropping on it) is a move offered now; the cursor points.
- `chosen`: picked by the player, waiting for the second click (an order before "Top This!").
- `focus`: the keyboard's focus: Enter would choose it. Besides its glow it gets the focus ring
  (`paint_focus_ring`, issue 29): a solid double outline, black outside and white inside, thicker
  than the hint ring's line (app/ui/items/hint_marker.py is dashed cyan), so that the focus stands
  out beside a hint instead of fading next to it.
- `current`: whose turn it is (a seat).
- `won`: the winner (a seat at the end).

Each item may give its kinds their own colours (`HIGHLIGHT_COLORS`): a yellow glow would vanish
on yellow cheese, so Top This!'s discs glow blue.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from app.ui.items.bounded import BoundedItem
from app.ui.items.card_art import paint_glow
from app.ui.qt_table_pixmaps import cached
from app.ui.items.colors import GOLD

KINDS = ("legal", "chosen", "focus", "current", "won")
#: which kind's colour a ring shows when an item has several (the strongest first)
PRIORITY = ("focus", "chosen", "won", "current", "legal")
CYAN = QColor("#4ee0ff")
COLORS = {"legal": GOLD, "chosen": CYAN, "focus": QColor("#ffffff"), "current": GOLD, "won": GOLD}
#: the focus ring: its light line, and the dark line around it (a contrast on light cards and dark felt)
FOCUS_LIGHT, FOCUS_DARK = QColor("#ffffff"), QColor("#000000")


def focus_line(width: float) -> float:
    """The focus ring's light line for a glow `width` wide: at least 3 px; with its dark line (twice
    as wide) it reaches no further out than the glow."""
    return max(3.0, width * 0.5)


def paint_focus_ring(painter: QPainter, path: QPainterPath, width: float) -> None:
    """The keyboard's focus ring along `path`: a solid black line, a solid white one on it (a double
    outline that reads on any card and felt), drawn over the glow."""
    line = focus_line(width)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for color, w in ((FOCUS_DARK, line * 2.0), (FOCUS_LIGHT, line)):
        pen = QPen(color, w)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(path)
    painter.restore()


class Highlightable:
    """A mixin for a QGraphicsItem: the set of highlight kinds it has and the ring they paint."""

    highlight: frozenset[str] = frozenset()
    #: per item class: colours that differ from COLORS
    HIGHLIGHT_COLORS: dict[str, QColor] = {}
    #: the kinds that make the item clickable (a pointing cursor while it has one)
    POINTING: frozenset[str] = frozenset({"legal"})

    def set_highlight(self, **kinds: bool) -> bool:
        """Turn the named kinds on or off (`legal=True, focus=False`); the others stay as they
        are. Repaints (and sets the cursor) only when something changed; True if it did."""
        unknown = set(kinds) - set(KINDS)
        if unknown:
            raise ValueError(f"unknown highlight kinds: {sorted(unknown)}")
        on = {k for k, v in kinds.items() if v}
        wanted = frozenset((self.highlight - set(kinds)) | on)
        if wanted == self.highlight:
            return False
        pointing_before = bool(self.highlight & self.POINTING)
        self.highlight = wanted
        if bool(wanted & self.POINTING) != pointing_before:
            self.setCursor(Qt.CursorShape.PointingHandCursor if wanted & self.POINTING
                           else Qt.CursorShape.ArrowCursor)
        self.update()
        return True

    def clear_highlight(self) -> bool:
        return self.set_highlight(**{k: False for k in KINDS})

    def has_highlight(self, *kinds: str) -> bool:
        """Any highlight at all, or any of `kinds`."""
        return bool(self.highlight & set(kinds)) if kinds else bool(self.highlight)

    def highlight_color(self, kind: str) -> QColor:
        return QColor(self.HIGHLIGHT_COLORS.get(kind, COLORS[kind]))

    def strongest(self, only=None) -> str | None:
        """The kind whose colour shows (of `only`, if given), or None."""
        for kind in PRIORITY:
            if kind in self.highlight and (only is None or kind in only):
                return kind
        return None

    def paint_highlight(self, painter: QPainter, path: QPainterPath, width: float, layers: int = 4,
                        only=None) -> str | None:
        """The glow around `path` in the strongest kind's colour (of `only`), and the focus ring along
        it while the item has the keyboard's focus; returns that kind."""
        kind = self.strongest(only)
        if kind is not None:
            paint_glow(painter, path, self.highlight_color(kind), width, layers)
        if kind == "focus":
            paint_focus_ring(painter, path, width)
        return kind

    def paint_highlight_ring(self, painter: QPainter, radius: float, width: float, layers: int = 3,
                             only=None) -> str | None:
        """The same glow as a ring of `radius` around the item's origin (round items), painted once
        per size and colour into a pixmap (app/ui/qt_table_pixmaps.py) and drawn from it after."""
        kind = self.strongest(only)
        if kind is not None:
            room = radius + width / 2 + 1.0
            _ring_glow(painter, QRectF(-room, -room, 2 * room, 2 * room), radius, self.highlight_color(kind).rgba(),
                       width, layers)
        if kind == "focus":
            paint_focus_ring(painter, ring_path(radius), width)
        return kind


@cached
def _ring_glow(painter: QPainter, rect: QRectF, radius: float, rgba: int, width: float, layers: int) -> None:
    paint_glow(painter, ring_path(radius, rect.center()), QColor.fromRgba(rgba), width, layers)


def ring_path(radius: float, center: QPointF = QPointF(0, 0)) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(center, radius, radius)
    return path


class _Restyle:
    def restyle(self, **state) -> None:
        if all(getattr(self, k) == v for k, v in state.items()):
            return
        for k, v in state.items():
            setattr(self, k, v)
        self.update()


class RoundItem(_Restyle, Highlightable, QGraphicsObject):
    """A round item centred on its position, drawn at a radius in pixels (a disc, a round button).
    `restyle(**state)` sets other look attributes and repaints only when one changed."""

    r = 16.0

    def set_radius(self, r: float) -> None:
        if abs(r - self.r) > 1e-6:
            self.prepareGeometryChange()
            self.r = r
            self.update()


class BoundedRoundItem(_Restyle, Highlightable, BoundedItem):
    """A `RoundItem` whose bounds Qt reads in C++ (bounded.py): for the many round items a table
    paints every frame (Top This!'s discs). Subclasses give `bounds()` for the radius `r`."""

    r = 16.0

    def set_radius(self, r: float) -> None:
        if abs(r - self.r) > 1e-6:
            self.r = r
            self.refresh_bounds()
            self.update()
