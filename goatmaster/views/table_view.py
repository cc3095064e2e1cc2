"""The QGraphicsView that shows the table scaled to the window, crisp at any size."""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QObject, QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QPainter, QPixmapCache
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .table_reading import Presser, Readable, Reader, TableAccessible

#: Where a thing is on the table's scene (the table's ``locate`` of its target, or of the move it
#: plays), or None when it has no place of its own shown.
Locator = Callable[[Readable], Optional[QRectF]]


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
        self.setAccessibleName(self.tr("Table"))
        self.setAccessibleDescription(self.tr("What lies on the table, and your moves when it is your turn."))
        #: What a screen reader reads of the table, and what pressing a move does (``read_by``).
        self.reader: Reader = list
        self.presser: Presser = lambda action: None
        self.locator: Locator = lambda thing: None
        _install_factory()

    def read_by(self, reader: Reader, presser: Presser, locator: Locator) -> None:
        """Expose the table to assistive technology: ``reader`` lists its things, ``presser`` plays
        a move pressed, ``locator`` says where a thing is on the scene (``views.table_reading``)."""
        self.reader, self.presser, self.locator = reader, presser, locator
        self.reading_changed()

    def place_of(self, thing: Readable) -> Optional[QRect]:
        """Where ``thing`` is on the screen: its scene place seen through the view, the part
        inside the view (None when the table does not show it, or it is scrolled away)."""
        place = self.locator(thing)
        if place is None:
            return None
        seen = self.mapFromScene(place).boundingRect().intersected(self.viewport().rect())
        if seen.isEmpty():
            return None
        return QRect(self.viewport().mapToGlobal(seen.topLeft()), seen.size())

    def reading_changed(self) -> None:
        """The table changed (a move, a cursor, a viewer): its accessible things are read anew."""
        interface = accessible(self)
        if interface is not None:
            interface.changed()

    def keyPressEvent(self, event) -> None:
        super().keyPressEvent(event)
        self.reading_changed()          # the keys move the table's cursor over the moves

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


def accessible(view: TableView) -> Optional[TableAccessible]:
    """The view's interface as Qt made it for the screen reader."""
    interface = QAccessible.queryAccessibleInterface(view)
    return interface if isinstance(interface, TableAccessible) else None


def _factory(key: str, obj: QObject) -> Optional[QAccessibleInterface]:
    if isinstance(obj, TableView):
        return TableAccessible(obj, lambda: obj.reader(), lambda action: obj.presser(action), obj.place_of)
    return None


_installed: list[bool] = []


def _install_factory() -> None:
    """Let Qt make the table views' interfaces (once per process)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)
