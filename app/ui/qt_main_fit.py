"""The main window on the screen (mixed into MainWindow): a saved size from a bigger screen is cut
down to this one, and a restored window fits again once the window manager's frame is known."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication


class WindowFit:
    """Needs a QWidget top-level window (MainWindow)."""

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self.__dict__.get("_guessed_fit") is not None:
            # fitted to a guessed frame before the first show: once the window manager gives the real
            # one (just after the window appears), fit again with it
            self._frame_waits = 0
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, self._fit_framed)

    def _fit_framed(self) -> None:
        if self.geometry() != self.__dict__.get("_guessed_fit"):
            self._guessed_fit = None  # sized or moved since (or fitted already): leave it where it is
        elif self.frameGeometry() != self.geometry():
            self._guessed_fit = None
            self.fit_on_screen()  # with the real frame: no guess this time
        elif self._frame_waits < 10:  # the frame not known yet: ask again shortly
            self._frame_waits += 1
            from PySide6.QtCore import QTimer

            QTimer.singleShot(50, self, self._fit_framed)
        else:
            self._guessed_fit = None

    def fit_on_screen(self) -> None:
        """Keep the whole window on the screen it lands on, title bar included: a saved size from a
        bigger screen (or a larger scale factor, or the default size on a small screen) is cut down to
        the screen's available area and the window moved into it. A maximised or full-screen window
        is the window system's business."""
        if self.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            return
        inner, frame = self.geometry(), self.frameGeometry()
        screen = (QGuiApplication.screenAt(inner.center()) or QGuiApplication.screenAt(frame.topLeft())
                  or self.screen() or QGuiApplication.primaryScreen())
        if screen is None:
            return
        room = screen.availableGeometry()
        # the frame's edges around the inside; before the window is shown the window system's frame is
        # not known: leave room for a title bar
        left, top = inner.x() - frame.x(), inner.y() - frame.y()
        right, bottom = frame.right() - inner.right(), frame.bottom() - inner.bottom()
        if frame == inner:
            # a frame and title bar from the font's height: Fusion's (4 px and 24 px at a 14 px font), and
            # about any desktop's; asking the style (QStyle.pixelMetric) would build QStyle's Python type,
            # ~17 ms before the launcher's first paint
            em = self.fontMetrics().height()
            edge = max(2, round(em * 0.3))
            left = right = bottom = edge
            top = round(em * 1.7) + edge
        width = max(1, min(inner.width(), room.width() - left - right))
        height = max(1, min(inner.height(), room.height() - top - bottom))
        self.resize(width, height)
        if not self.testAttribute(Qt.WidgetAttribute.WA_Moved):
            return  # no saved position: the window system places a new window on the screen
        x = min(max(inner.x(), room.left() + left), room.right() + 1 - right - width)
        y = min(max(inner.y(), room.top() + top), room.bottom() + 1 - bottom - height)
        if frame == inner:
            self.setGeometry(x, y, width, height)  # the inside's place: the title bar goes above it
            self._guessed_fit = self.geometry()  # fitted to a guessed frame: again once it is known
        else:
            self.move(x - left, y - top)  # a shown window moves by its frame's corner
