"""`TableView`: the widget that shows a TableScene. The scene rect always equals the viewport, and
the scene re-lays itself out for each size, so cards are drawn at device resolution (never a
scaled picture)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from app.ui.items import card_art
from app.ui.table_scene import TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # keys go to the scene (keyboard play)
        from app.ui import qt_table_access  # the table in the accessibility tree (issue 29)

        qt_table_access.install()
        if isinstance(scene, TableScene):
            scene.ringMoved.connect(self._ring_moved)  # a bound slot: no reference to the view is kept
            scene.choiceChanged.connect(self._choice_changed)
        self._fit()

    def _choice_changed(self) -> None:
        from app.ui import qt_table_access

        qt_table_access.table_changed(self)

    def _ring_moved(self) -> None:
        from app.ui import qt_table_access

        qt_table_access.focus_moved(self)

    def table(self) -> TableScene:
        return self.scene()  # type: ignore[return-value]

    def _fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        size = self.viewport().size()
        w, h = max(1, size.width()), max(1, size.height())
        if isinstance(scene, TableScene):
            card_art.fit_text_scale(w, h)  # a small table's text grows only as far as its room
            scene.layout_for(w, h)
        else:
            scene.setSceneRect(0, 0, w, h)
        self.setSceneRect(0, 0, w, h)
        self.resetCachedContent()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()
        self.setFocus(Qt.FocusReason.OtherFocusReason)  # a table just attached takes the keys
