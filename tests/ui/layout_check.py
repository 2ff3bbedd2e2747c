"""Finding text that does not fit on a screen: a label, button or box whose text needs more room than the
layout gave it (cut off), two texts drawn over each other (overlap), a widget outside its window.

Measured the way Qt lays out: a widget's text needs its `minimumSizeHint()` (for a label that does not
wrap, the width of its text; for a wrapping label, `heightForWidth` of its width) and is cut off when
its geometry is smaller. Only widgets a player sees are checked (visible, in the window, not hidden by
a scroll area's edge)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QCheckBox, QComboBox, QGroupBox,
                               QLabel, QLineEdit, QPushButton, QRadioButton, QSpinBox, QTabBar,
                               QToolButton, QWidget)

#: the kinds of widget whose text must fit
TEXT_WIDGETS = (QLabel, QAbstractButton, QGroupBox, QComboBox)
SLACK = 1  # px of rounding a layout may lose


def _text(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text()
    if isinstance(widget, QGroupBox):
        return widget.title()
    if isinstance(widget, QComboBox):
        return widget.currentText()
    return ""


def _inside_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def shown(widget: QWidget) -> bool:
    return widget.isVisibleTo(widget.window()) and widget.width() > 0 and widget.height() > 0


def _own(root: QWidget) -> list[QWidget]:
    """`root` and the widgets under it in its own window (not in a dialog or a menu made on it)."""
    window = root.window()
    return [w for w in (root, *root.findChildren(QWidget)) if w.window() is window]


def _need(widget: QWidget) -> tuple[int, int]:
    """(width, height) the widget's text needs."""
    if isinstance(widget, QLabel):
        if widget.wordWrap():
            return 0, widget.heightForWidth(widget.width())
        hint = widget.minimumSizeHint()
        return hint.width(), hint.height()
    if isinstance(widget, (QPushButton, QToolButton, QCheckBox, QRadioButton)):
        hint = widget.sizeHint()
        return hint.width(), min(hint.height(), widget.minimumSizeHint().height() or hint.height())
    if isinstance(widget, QGroupBox):
        metrics = widget.fontMetrics()
        return metrics.horizontalAdvance(widget.title()) + 16, 0
    if isinstance(widget, QComboBox):
        metrics = widget.fontMetrics()
        return metrics.horizontalAdvance(widget.currentText()) + 24, 0
    return 0, 0


def cut_off(root: QWidget) -> list[str]:
    """Every shown widget under `root` whose text needs more room than it has, in words."""
    found = []
    for widget in _own(root):
        if not isinstance(widget, TEXT_WIDGETS) or not shown(widget) or not _text(widget).strip():
            continue
        if isinstance(widget.parentWidget(), QTabBar):
            continue
        need_w, need_h = _need(widget)
        if need_w > widget.width() + SLACK or need_h > widget.height() + SLACK:
            found.append(f"{type(widget).__name__} {_text(widget)!r} needs {need_w}x{need_h}, "
                         f"has {widget.width()}x{widget.height()}")
    return found


def _on_window(widget: QWidget) -> QRect:
    top_left = widget.mapTo(widget.window(), QPoint(0, 0))
    return QRect(top_left, widget.size())


def outside(root: QWidget) -> list[str]:
    """Shown text widgets reaching out of their window (a window too small for its layout)."""
    window = root.window().rect()
    found = []
    for widget in _own(root)[1:]:
        if isinstance(widget, TEXT_WIDGETS) and shown(widget) and not _inside_scroll_area(widget):
            rect = _on_window(widget)
            if not window.contains(rect):
                found.append(f"{type(widget).__name__} {_text(widget)!r} at {rect.getRect()} is outside "
                             f"the window {window.width()}x{window.height()}")
    return found


def overlapping(root: QWidget) -> list[str]:
    """Pairs of shown text widgets drawn over each other (neither inside the other)."""
    leaves = [w for w in _own(root)[1:]
              if isinstance(w, TEXT_WIDGETS + (QLineEdit, QSpinBox)) and shown(w) and not _inside_scroll_area(w)]
    rects = [(w, _on_window(w).adjusted(SLACK, SLACK, -SLACK, -SLACK)) for w in leaves]
    found = []
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            if ra.intersects(rb):
                found.append(f"{type(a).__name__} {_text(a)!r} overlaps {type(b).__name__} {_text(b)!r}")
    return found


def problems(root: QWidget) -> list[str]:
    return cut_off(root) + outside(root) + overlapping(root)


# ---- tables: a header or a cell whose text is wider than its section ------------------------------

def _header_need(header, text: str, font) -> int:
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle

    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    return QFontMetrics(font).horizontalAdvance(text) + margin


def _drawn_font(item, header):
    """The font a header section is drawn in: the item's own (Qt.FontRole) when it has one, else the
    header's (QHeaderView.paintSection). (An item's font() without one is the application's default,
    not what is drawn: 'Summe' was measured at 9 pt in a header of 7.65 pt; and an item whose own font
    happened to equal the table's was measured in the header's.)"""
    from PySide6.QtCore import Qt

    return item.font() if item.data(Qt.ItemDataRole.FontRole) is not None else header.font()


def table_cut(table, *, shortened_names_ok: bool = False) -> list[str]:
    """Texts of a shown QTableWidget that a player does not read whole: a column header wider than its
    section, a row header wider than the header column, a cell wider than its cell, or a header that
    the code cut short with "…" (its tooltip has the whole text) unless `shortened_names_ok` (a narrow
    side panel's score sheet, where the names' tooltips are the way to read them)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle

    if not shown(table):
        return []
    found = []
    hh, vh = table.horizontalHeader(), table.verticalHeader()
    frame = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 2
    for c in range(table.columnCount()):
        item = table.horizontalHeaderItem(c)
        if item is None or hh.isHidden() or table.isColumnHidden(c):
            continue
        text, tip = item.text(), item.toolTip()
        need = _header_need(hh, text, _drawn_font(item, hh))
        if need > hh.sectionSize(c) + SLACK:
            found.append(f"column header {text!r} needs {need}, has {hh.sectionSize(c)}")
        if (not shortened_names_ok and text.endswith("\u2026") and tip and not tip.endswith("\u2026")
                and tip not in text):
            found.append(f"column header {text!r} shortened from {tip!r}")
    for r in range(table.rowCount()):
        item = table.verticalHeaderItem(r)
        if item is not None and not vh.isHidden():
            need = _header_need(vh, item.text(), _drawn_font(item, vh))
            if item.text().endswith("\u2026"):  # "Round 3…" flush with the edge reads as cut off
                need += QFontMetrics(item.font()).height() // 2
            if need > vh.width() + SLACK:
                found.append(f"row header {item.text()!r} needs {need}, has {vh.width()}")
        for c in range(table.columnCount()):
            cell = table.item(r, c)
            if cell is None or not cell.text():
                continue
            need = QFontMetrics(cell.font()).horizontalAdvance(cell.text()) + frame
            if need > table.columnWidth(c) + SLACK:
                found.append(f"cell {cell.text()!r} needs {need}, has {table.columnWidth(c)}")
    return found


def table_scrolls(table) -> list[str]:
    """A table that scrolls: some of its rows or columns are out of sight."""
    if not shown(table):
        return []
    out = []
    for bar, what in ((table.verticalScrollBar(), "rows"), (table.horizontalScrollBar(), "columns")):
        if bar.maximum() > 0:
            out.append(f"{type(table).__name__} {table.accessibleName()!r} scrolls its {what} "
                       f"(by {bar.maximum()} of {bar.pageStep()})")
    return out


def tables(root) -> list:
    from PySide6.QtWidgets import QTableWidget

    return [t for t in _own(root) if isinstance(t, QTableWidget) and shown(t)]


# ---- the table scene: text items drawn in the QGraphicsView ---------------------------------------

def drawn_texts(item, view) -> list[tuple[str, float, str]]:
    """What `item` paints (draw_text's texts with their size on the device), as on the screen."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from app.ui.items.card_art import recording_text

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setTransform(item.sceneTransform() * view.transform())
    with recording_text() as log:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return list(log)


def _source(item) -> str:
    from app.ui.items.markers import BannerItem

    if isinstance(item, BannerItem):
        return " ".join(item.lines)
    return str(getattr(item, "text", "") or "")


def scene_text(view, min_px: float | None = None) -> list[str]:
    """The table scene's text items (app/ui/items markers and text boxes) that a player cannot read
    whole in `view`: elided with "…" that their text does not have, drawn below `min_px` (default
    MIN_TEXT_PX), or reaching out of the part of the scene the view shows."""
    from PySide6.QtCore import QRectF

    from app.ui.items.card_art import MIN_TEXT_PX
    from app.ui.items.markers import BannerItem, ButtonItem, LabelItem, StampItem
    from app.ui.items.text_box import FloatingNoteItem, TextBoxItem

    kinds = (LabelItem, ButtonItem, BannerItem, StampItem, TextBoxItem, FloatingNoteItem)
    least = MIN_TEXT_PX if min_px is None else min_px
    seen = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
    found = []
    for item in view.scene().items():
        if not isinstance(item, kinds) or not item.isVisible() or item.effectiveOpacity() < 0.05:
            continue
        source = _source(item)
        if not source.strip():
            continue
        name = f"{type(item).__name__} {source!r}"
        drawn = drawn_texts(item, view)
        lines = [text for text, _px, role in drawn if role == "text"]
        whole = "".join("".join(lines).split())  # a name in its colour is drawn apart from the rest
        if "\u2026" in " ".join(lines) and "\u2026" not in source:
            found.append(f"{name} elided: {lines}")
        elif isinstance(item, (TextBoxItem, LabelItem, FloatingNoteItem)) and whole != "".join(source.split()):
            found.append(f"{name} drawn as {lines}")
        for text, px, role in drawn:
            if role == "text" and px < least - 0.05:
                found.append(f"{name}: {text!r} at {px:.1f} px (< {least})")
        if isinstance(item, TextBoxItem):
            if item.line_height() * len(item.lines) > item.boundingRect().height() - 4:
                found.append(f"{name} has {len(item.lines)} lines of {item.px} px: more than its box holds")
        rect = item.mapRectToScene(QRectF(item.boundingRect()).adjusted(4, 4, -4, -4))
        if not seen.contains(rect):
            found.append(f"{name} at {rect.getRect()} reaches out of the table {seen.getRect()}")
    return found


# ---- the table scene: every text any item paints, cut or covered -----------------------------------

#: a pixel whose alpha is at least this hides what lies under it
OPAQUE = 160


def painted_places(item) -> list[tuple[str, object, str, object]]:
    """(text, glyphs' rect in scene coordinates, role, clip rect or None) of each text `item` paints."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from app.ui.items.card_art import recording_text

    places: list = []
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setTransform(item.sceneTransform())
    with recording_text(places):
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return places


def _covered_columns(other, rect) -> float:
    """The share of `rect`'s columns (scene coordinates) that `other` alone paints over for at least
    half their height with opaque pixels."""
    from PySide6.QtGui import QImage, QPainter, QTransform
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    w, h = max(1, int(rect.width())), max(1, int(rect.height()))
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setTransform(other.sceneTransform() * QTransform.fromTranslate(-rect.left(), -rect.top()))
    other.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    bits = bytes(image.constBits())
    stride = image.bytesPerLine()
    covered = 0
    for x in range(w):
        column = sum(1 for y in range(h) if bits[y * stride + 4 * x + 3] >= OPAQUE)
        covered += column * 2 >= h
    return covered / w


def _clipping_ancestor(item):
    from PySide6.QtWidgets import QGraphicsItem

    parent = item.parentItem()
    while parent is not None:
        if parent.flags() & QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape:
            return parent
        parent = parent.parentItem()
    return None


def scene_covered(view, ignore: tuple = ()) -> list[str]:
    """Every text painted on the table (a card's title, a label, a pile's count: `draw_text`) that a
    player cannot read whole in `view`: left out by the art for lack of room (`card_art.left_out`),
    a word broken over two lines with a hyphen, cut by its painter's
    clip or an ancestor clipping its children,
    reaching out of the part of the scene the view shows, or covered (half a letter or more) by the
    opaque pixels of an item drawn above it (a card's title under another card is a pile's or a fan's
    way: its value must show). `ignore`: item types that never cover (a hint ring)."""
    from PySide6.QtCore import QRectF, Qt

    from app.ui.items.card_item import CardItem
    from app.ui.items.hint_marker import HintMarker

    scene = view.scene()
    seen = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
    items = [i for i in scene.items() if i.isVisible() and i.effectiveOpacity() >= 0.05]
    skip = (HintMarker, *ignore)
    found = []
    for item in items:
        if isinstance(item, skip):
            continue
        for text, rect, role, clip in painted_places(item):
            if role == "decor" or not text.strip():
                continue
            name = f"{type(item).__name__} {text!r}"
            if role == "left out":  # the art had no room to draw it (card_art.left_out)
                found.append(f"{name} not drawn: no room for it")
                continue
            if len(text) > 2 and text.endswith("-") and text[-2].isalpha():
                found.append(f"{name}: a word broken over two lines")  # "Eve-ryone" on a narrow card
            inner = QRectF(rect).adjusted(1, 1, -1, -1)
            if inner.isEmpty():
                continue
            if clip is not None and not QRectF(clip).adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(inner):
                found.append(f"{name} at {inner.getRect()} cut by its clip {QRectF(clip).getRect()}")
            holder = _clipping_ancestor(item)
            if holder is not None and not holder.mapToScene(holder.shape()).boundingRect().contains(inner):
                found.append(f"{name} cut by {type(holder).__name__}'s edge")
            if not seen.contains(inner):
                found.append(f"{name} at {inner.getRect()} reaches out of the table {seen.getRect()}")
            letters = max(1, len("".join(text.split())))
            # the items over the text, the top first (the stacking order of a query by a rect: the
            # order of `scene.items()` alone was seen stale, a poster listed over the badge above it)
            for other in scene.items(inner, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                                     Qt.SortOrder.DescendingOrder):
                if other is item:
                    break  # the rest is drawn under it
                if isinstance(other, skip) or not other.isVisible() or other.effectiveOpacity() < 0.05:
                    continue
                if role == "title" and isinstance(item, CardItem) and isinstance(other, CardItem):
                    continue  # a card tucked under another in a pile or a fan shows its value, not its title
                share = _covered_columns(other, inner)
                if share * letters >= 0.5:
                    found.append(f"{name} at {inner.getRect()} covered ({share:.0%} of its width) by "
                                 f"{type(other).__name__} at {other.sceneBoundingRect().getRect()}")
    return found
