"""The QGraphicsView that shows the table scaled to the window, crisp at any size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmapCache
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget


#: Qt's pixmap cache holds the pictures of the table items cached in device coordinates (Meadow
#: Dice's meadow, sheet, cells and marks; Goal Rows' cards): a full-HD table needs about 16 MB
#: of them, and at Qt's default 10 MB the meadow alone was rendered anew at every paint, the
#: whole sheet's cells and pencil marks too (benchmarks/README.md, A long evening at the table).
PIXMAP_CACHE_KB = 64 * 1024


class TableView(QGraphicsView):
    """Keeps the whole table in view (aspect kept) whenever the window or the table changes size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # One rect around all that changed.  SmartViewportUpdate (a rect per change) made the
        # benchmarks' frames cheaper but the real app's 5-player soak far worse: 316 probe ticks
        # over 50 ms (benchmarks/README.md, A long evening at the table): clipping to many rects costs more.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    def fit(self) -> None:
        if self.scene() is not None:
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def setScene(self, scene) -> None:
        if self.scene() is not None:
            self.scene().sceneRectChanged.disconnect(self.fit)
        super().setScene(scene)
        if scene is not None:
            # A new game may lay out a bigger table (more seats) in the same scene: fit it at once.
            scene.sceneRectChanged.connect(self.fit)
        self.fit()
