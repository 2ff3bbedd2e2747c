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
    for widget in [root, *root.findChildren(QWidget)]:
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
    for widget in root.findChildren(QWidget):
        if isinstance(widget, TEXT_WIDGETS) and shown(widget) and not _inside_scroll_area(widget):
            rect = _on_window(widget)
            if not window.contains(rect):
                found.append(f"{type(widget).__name__} {_text(widget)!r} at {rect.getRect()} is outside "
                             f"the window {window.width()}x{window.height()}")
    return found


def overlapping(root: QWidget) -> list[str]:
    """Pairs of shown text widgets drawn over each other (neither inside the other)."""
    leaves = [w for w in root.findChildren(QWidget)
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
