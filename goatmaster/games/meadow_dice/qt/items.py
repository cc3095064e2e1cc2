"""The scene's items: sheet cells, pencil marks, dice, standing badges, panels.  They paint
what they are told and report the mouse to the scene; they know no rules.

Every item compares what it is told with what it shows and repaints only on a change,
so the scene's update after a turn touches the few items that changed.
"""

from __future__ import annotations

import math
from enum import IntEnum
from typing import TYPE_CHECKING, Optional, Sequence, cast

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.sheet import COW
from .look import (GRASS_BOTTOM, GRASS_TOP, GRID, HINT, INK, LIT, MEADOW_TINT, PAPER, PAPER_EDGE, PARTNER,
                   SEAT_COLOURS, SERIF, WATER, WATER_DARK, draw_cow, draw_mark, font)

if TYPE_CHECKING:
    from .scene import MeadowScene      # which imports this module

CELL = 78.0
#: The smallest letters on the table, in points of the scene: 14 px, at least 10 px high on screen
#: where the window is smallest (1024×700 shows the scene at 0.78).
SMALLEST = 10.5
HINT_POINTS = 11.5
DIE = 96.0
LIFT = 14.0                 # how far a die chosen to be thrown again rises


class Lit(IntEnum):
    """How a cell is lit: not at all, as a preview of the dice before the choice (D6),
    markable now (D7), the other half of a pair with the picked cell (D7c), or picked."""
    NONE = 0
    PREVIEW = 1
    LEGAL = 2
    PARTNER = 3
    PICKED = 4


def _table_scene(item: QGraphicsObject) -> Optional[MeadowScene]:
    """The scene ``item`` is in: only ever the :class:`~.scene.MeadowScene` that made it."""
    return cast("Optional[MeadowScene]", item.scene())


class Item(QGraphicsObject):
    """A fixed-size item painted in its own coordinates from (0, 0)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.w, self.h = width, height

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def _change(self, **values) -> None:
        """Set attributes; repaint only if one of them changed."""
        if any(getattr(self, name) != value for name, value in values.items()):
            for name, value in values.items():
                setattr(self, name, value)
            self.update()


class Backdrop(Item):
    """The meadow the sheet lies in: grass and a few tufts, painted once into a cache."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height)
        self.setZValue(-100)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        gradient = QLinearGradient(0, 0, 0, self.h)
        gradient.setColorAt(0, GRASS_TOP)
        gradient.setColorAt(1, GRASS_BOTTOM)
        painter.fillRect(self.boundingRect(), gradient)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        blade = QPen(QColor(60, 100, 40, 120), 2.2)
        blade.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(blade)
        for k in range(140):                            # a fixed scatter: the same meadow every time
            x = (k * 97.13) % self.w
            y = (k * 53.71 + (k * k) % 37) % self.h
            for dx in (-5, 0, 5):
                painter.drawLine(QPointF(x, y), QPointF(x + dx * 1.4, y - 9 - abs(dx)))
        painter.setPen(Qt.PenStyle.NoPen)
        for k in range(40):
            x, y = (k * 211.7) % self.w, (k * 127.3 + 40) % self.h
            painter.setBrush(QColor(255, 255, 255, 200) if k % 3 else QColor(250, 220, 90, 210))
            for a in range(5):
                painter.drawEllipse(QPointF(x + 3.5 * math.cos(a * 1.257), y + 3.5 * math.sin(a * 1.257)), 2.4, 2.4)


class Paper(Item):
    """The pencil sheet: paper with a shadow, and the four edge meadows' bands (D10)."""

    def __init__(self, width: float, height: float, grid: QRectF) -> None:
        super().__init__(width, height)
        self.grid = grid
        self.setZValue(-50)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 14, self.h + 14)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 50, 20, 70))
        painter.drawRoundedRect(QRectF(7, 9, self.w, self.h), 8, 8)
        painter.setBrush(PAPER)
        painter.setPen(QPen(PAPER_EDGE, 2))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 8, 8)
        # The meadows reach from the sheet's edge over their row or column of cells.
        g = self.grid
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MEADOW_TINT)
        for band in (QRectF(g.left(), 6, g.width(), g.top() + CELL - 6),
                     QRectF(g.right() - CELL, g.top(), self.w - 6 - g.right() + CELL, g.height()),
                     QRectF(g.left(), g.bottom() - CELL, g.width(), self.h - 6 - g.bottom() + CELL),
                     QRectF(6, g.top(), g.left() + CELL - 6, g.height())):
            painter.drawRoundedRect(band, 6, 6)
        painter.setPen(QPen(GRID, 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(9):
            painter.drawLine(QPointF(g.left() + k * CELL, g.top()), QPointF(g.left() + k * CELL, g.bottom()))
            painter.drawLine(QPointF(g.left(), g.top() + k * CELL), QPointF(g.right(), g.top() + k * CELL))


class GridLabels(Item):
    """The rows' and the columns' numbers, counted from 1 as the log and the tips name cells
    ("row 5, column 7"): the columns' above the grid, the rows' to its left.  ``gap`` is the
    band each takes beside the grid; (0, 0) is the grid's top left corner."""

    def __init__(self, size: int, gap: float) -> None:
        super().__init__(size * CELL, size * CELL)
        self.size, self.gap = size, gap
        self.setZValue(1.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.gap, -self.gap, self.w + self.gap, self.h + self.gap)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setFont(font(SMALLEST, True))
        painter.setPen(QColor("#8a7455"))
        for k in range(self.size):
            label = str(k + 1)
            painter.drawText(QRectF(k * CELL, -self.gap, CELL, self.gap), Qt.AlignmentFlag.AlignCenter, label)
            painter.drawText(QRectF(-self.gap, k * CELL, self.gap, CELL), Qt.AlignmentFlag.AlignCenter, label)


class CellItem(Item):
    """One cell of the sheet (D1): its number or cow, lit for the dice, a cursor and a hint ring."""

    def __init__(self, cell: int, face: int) -> None:
        super().__init__(CELL, CELL)
        self.cell, self.face = cell, face
        self.lit = Lit.NONE
        self.marked = False
        self.cursor_ring = False             # the keyboard's cell (not QGraphicsItem.cursor)
        self.hint = False
        self.picker = -1                  # the seat whose tentative mark shows while picked
        self.setAcceptHoverEvents(bool(face))
        self.setZValue(1)
        # Painted again only when its look changes: a whole sheet's numbers, cows and pencil marks
        # drawn anew made every repaint slow by a game's end (benchmarks/README.md, A long evening at the table).
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_state(self, lit: Lit, marked: bool, cursor: bool, hint: bool, picker: int) -> None:
        self._change(lit=lit, marked=marked, cursor_ring=cursor, hint=hint, picker=picker)

    def hoverEnterEvent(self, event) -> None:
        scene = _table_scene(self)
        if scene is not None:
            scene.cellHovered.emit(self.cell)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(3, 3, CELL - 6, CELL - 6)
        if self.lit == Lit.PICKED and self.picker >= 0:
            # Chosen, not yet marked: the player's own colour, framed in dashes.
            colour = QColor(SEAT_COLOURS[self.picker])
            painter.setPen(QPen(colour, 4, Qt.PenStyle.DashLine))
            colour.setAlpha(45)
            painter.setBrush(colour)
            painter.drawRoundedRect(box, 9, 9)
        elif self.lit >= Lit.LEGAL:
            colour = QColor(PARTNER if self.lit == Lit.PARTNER else LIT)
            colour.setAlpha(150 if self.lit == Lit.LEGAL else 190)
            painter.setPen(QPen(colour.darker(140), 2.5))
            painter.setBrush(colour)
            painter.drawRoundedRect(box, 9, 9)
        elif self.lit == Lit.PREVIEW:
            painter.setPen(QPen(QColor(200, 150, 20, 200), 2.2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 230, 120, 60))
            painter.drawRoundedRect(box, 9, 9)
        if self.face == COW:
            draw_cow(painter, QRectF(12, 10, CELL - 24, CELL - 22), 0.4 if self.marked else 1.0)
        elif self.face:
            painter.setFont(font(25, True, SERIF))
            ink = QColor(INK)
            ink.setAlpha(90 if self.marked else 230)
            painter.setPen(ink)
            painter.drawText(QRectF(0, 0, CELL, CELL), Qt.AlignmentFlag.AlignCenter, str(self.face))
        if self.lit == Lit.PICKED and self.picker >= 0:
            draw_mark(painter, self.picker, QRectF(0, 0, CELL, CELL), 1.0, self.cell)
        if self.hint:
            painter.setPen(QPen(HINT, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(2, 2, CELL - 4, CELL - 4), 10, 10)
        if self.cursor_ring:
            painter.setPen(QPen(INK, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(5, 5, CELL - 10, CELL - 10), 8, 8)


class MarkItem(Item):
    """A seat's cross or circle on a cell (D8); ``drawn`` runs 0 → 1 as the pencil draws it.

    ``fresh``: marked in the last turn, so a player sees at once what the other just did."""

    def __init__(self, cell: int) -> None:
        super().__init__(CELL, CELL)
        self.cell = cell
        self.seat = -1
        self.fresh = False
        self._drawn = 1.0
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)     # as CellItem's

    def set_state(self, seat: int, fresh: bool) -> None:
        self._change(seat=seat, fresh=fresh)
        self.setVisible(seat >= 0)

    def _get_drawn(self) -> float:
        return self._drawn

    def _set_drawn(self, value: float) -> None:
        if value != self._drawn:
            self._drawn = value
            self.update()

    drawn = Property(float, _get_drawn, _set_drawn)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        if self.seat < 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.fresh and self._drawn >= 1.0:
            halo = QColor(SEAT_COLOURS[self.seat])
            halo.setAlpha(45)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawEllipse(QRectF(6, 6, CELL - 12, CELL - 12))
        draw_mark(painter, self.seat, QRectF(0, 0, CELL, CELL), self._drawn, self.cell)


#: Pip positions of a die's faces 1–5 on a 3×3 grid (D3); face 6 is the cow.
PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)),
        4: ((0, 0), (0, 2), (2, 0), (2, 2)), 5: ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2))}


def draw_die_face(painter: QPainter, face: int, rect: QRectF) -> None:
    """A die (D3): a white rounded cube showing pips 1–5 or the cow."""
    painter.setPen(QPen(INK, rect.width() * 0.04))
    painter.setBrush(QColor("#fffdf7"))
    painter.drawRoundedRect(rect, rect.width() * 0.17, rect.width() * 0.17)
    if face == COW:
        draw_cow(painter, rect.adjusted(rect.width() * 0.12, rect.width() * 0.1,
                                        -rect.width() * 0.12, -rect.width() * 0.12))
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    step = rect.width() * 0.27
    for row, col in PIPS.get(face, ()):
        centre = QPointF(rect.center().x() + (col - 1) * step, rect.center().y() + (row - 1) * step)
        painter.drawEllipse(centre, rect.width() * 0.085, rect.width() * 0.085)


class DieItem(QGraphicsObject):
    """One of the two dice.  ``roll`` runs 0 → 1 while it tumbles in from the cup and lands;
    ``again``: chosen to be thrown again (D6), shown lifted with a circling arrow."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.face = 0
        self.again = False
        self.clickable = False
        self.hint = False
        self._roll = 1.0
        self.setAcceptHoverEvents(True)
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        # Room for the ring, the shadow, and a lifted die's rise and its circling arrow above it.
        top = DIE / 2 + LIFT + 32
        return QRectF(-DIE / 2 - 10, -top, DIE + 24, top + DIE / 2 + 12)

    def set_state(self, face: int, again: bool, clickable: bool, hint: bool) -> None:
        if (face, again, clickable, hint) != (self.face, self.again, self.clickable, self.hint):
            self.face, self.again, self.clickable, self.hint = face, again, clickable, hint
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            self.update()

    def _get_roll(self) -> float:
        return self._roll

    def _set_roll(self, value: float) -> None:
        if value == self._roll:
            return
        self._roll = value
        # The die flies in from the cup's side, spinning, and slows to land on its place.
        left = 0.0 if value >= 1 else 1.0 - max(0.0, value)
        t = QTransform()
        t.translate(150 * left * left * (1 if self.index else -1) * 0.6, 260 * left * left)
        t.rotate(540 * left * (1 if self.index else -1))
        self.setTransform(t)
        self.update()

    roll = Property(float, _get_roll, _set_roll)

    def shown_face(self) -> int:
        if self._roll < 0.8 and self.face:                       # tumbling: the faces go by
            return (self.face + int(self._roll * 14)) % 6 + 1
        return self.face

    def hoverEnterEvent(self, event) -> None:
        scene = _table_scene(self)
        if scene is not None:
            scene.dieHovered.emit(self.index)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        face = self.shown_face()
        if not face:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = -LIFT if self.again else 0.0
        rect = QRectF(-DIE / 2, -DIE / 2 + lift, DIE, DIE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 30, 10, 90 if self.again else 70))
        painter.drawRoundedRect(QRectF(-DIE / 2 + 5, -DIE / 2 + 7, DIE, DIE), 16, 16)
        if self.clickable or self.hint:
            painter.setPen(QPen(HINT if self.hint else LIT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 20, 20)
        draw_die_face(painter, face, rect)
        if self.again:                              # a circling arrow: "throw me again"
            painter.setPen(QPen(QColor("#d35400"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring = QRectF(DIE / 2 - 20, -DIE / 2 + lift - 14, 30, 30)
            painter.drawArc(ring, 30 * 16, 270 * 16)
            tip = QPointF(ring.center().x() + 15 * math.cos(math.radians(30)),
                          ring.center().y() - 15 * math.sin(math.radians(30)))
            painter.drawLine(tip, tip + QPointF(-8, -3))
            painter.drawLine(tip, tip + QPointF(1, -9))


def draw_counts(painter: QPainter, box: QRectF, counts: Sequence[int], vertical: bool, size: float) -> None:
    """Each seat's mark and its count, side by side or one above the other."""
    painter.setFont(font(size, True))
    for seat, n in enumerate(counts):
        if vertical:
            part = QRectF(box.left(), box.top() + seat * box.height() / 2, box.width(), box.height() / 2)
        else:
            part = QRectF(box.left() + seat * box.width() / 2, box.top(), box.width() / 2, box.height())
        glyph = min(part.height(), part.width() / 2) * 0.9
        draw_mark(painter, seat, QRectF(part.left() + 2, part.center().y() - glyph / 2, glyph, glyph),
                  width=2.2)
        painter.setPen(INK)
        painter.drawText(QRectF(part.left() + glyph, part.top(), part.width() - glyph - 2, part.height()),
                         Qt.AlignmentFlag.AlignCenter, str(n))


class StandingBadge(Item):
    """A meadow's or a trough's standing (D10, D11): each seat's marks, and the points it is
    worth in the colour of the seat that leads it; at the end, the winner's ribbon.

    ``shape``: ``ROW`` (points, then the counts side by side: north and south), ``COLUMN``
    (points over the counts one above the other: east and west) or ``STACK`` (points over
    the counts side by side: a trough)."""

    ROW, COLUMN, STACK = range(3)

    def __init__(self, width: float, height: float, points: int, shape: int) -> None:
        super().__init__(width, height)
        self.points, self.arrangement = points, shape      # not QGraphicsItem.shape
        self.counts: tuple[int, ...] = (0, 0)
        self.leader: Optional[int] = None
        self.won = False
        self.setZValue(6)
        self.setAcceptHoverEvents(True)
        self.hover_text = ""

    def set_state(self, counts: tuple[int, ...], leader: Optional[int], won: bool) -> None:
        self._change(counts=counts, leader=leader, won=won)

    def hoverEnterEvent(self, event) -> None:
        scene = _table_scene(self)
        if scene is not None and self.hover_text:
            scene.textHovered.emit(self.hover_text)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        leader = self.leader
        edge = QColor(SEAT_COLOURS[leader]) if leader is not None else QColor(150, 130, 100)
        back = QColor(255, 252, 240, 240)
        if self.won and leader is not None:
            back = QColor(SEAT_COLOURS[leader]).lighter(185)
        painter.setPen(QPen(edge, 3.5 if self.won else 2))
        painter.setBrush(back)
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        if self.arrangement == StandingBadge.ROW:
            tag = self.h - 10
            tag_box = QRectF(5, 5, tag, tag)
            counts_box = QRectF(tag + 8, 2, self.w - tag - 12, self.h - 4)
        else:
            tag = min(self.w - 14, 26.0)
            tag_box = QRectF((self.w - tag) / 2, 4, tag, tag)
            counts_box = QRectF(3, tag + 6, self.w - 6, self.h - tag - 9)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(edge if leader is not None else QColor(190, 175, 150))
        painter.drawEllipse(tag_box)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(font(max(SMALLEST, tag * 0.36), True))
        text = f"+{self.points}" if self.won and leader is not None else str(self.points)
        painter.drawText(tag_box, Qt.AlignmentFlag.AlignCenter, text)
        draw_counts(painter, counts_box, self.counts, self.arrangement == StandingBadge.COLUMN, 11)


class TroughItem(Item):
    """A trough (D1): water over its one or two cells, its standing badge on top (D11)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height)
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(6, 6, self.w - 12, self.h - 12)
        painter.setPen(QPen(QColor("#7a5230"), 4))
        painter.setBrush(QColor("#a87a3e"))
        painter.drawRoundedRect(box, 12, 12)
        water = box.adjusted(6, 6, -6, -6)
        gradient = QLinearGradient(water.topLeft(), water.bottomLeft())
        gradient.setColorAt(0, WATER.lighter(120))
        gradient.setColorAt(1, WATER_DARK)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRoundedRect(water, 8, 8)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1.6))
        for k in range(3):
            y = water.top() + water.height() * (0.25 + 0.25 * k)
            x = water.left() + 6 + (k % 2) * 8
            path = QPainterPath(QPointF(x, y))
            path.cubicTo(QPointF(x + 6, y - 3), QPointF(x + 10, y + 3), QPointF(x + 16, y))
            painter.drawPath(path)


class HerdBadge(Item):
    """The size of a herd (D12), on its first cell's corner, in its seat's colour."""

    SIZE = 28.0

    def __init__(self) -> None:
        super().__init__(self.SIZE, self.SIZE)
        self.seat, self.size = 0, 0
        self.setZValue(7)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_state(self, seat: int, size: int) -> None:
        self._change(seat=seat, size=size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(SEAT_COLOURS[self.seat])
        if self.seat == 0:                          # shape again: a square for crosses, a disc for circles
            painter.drawRoundedRect(QRectF(1, 1, self.w - 2, self.h - 2), 4, 4)
        else:
            painter.drawEllipse(QRectF(1, 1, self.w - 2, self.h - 2))
        painter.setPen(QColor("#ffffff"))
        painter.setFont(font(SMALLEST, True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, str(self.size))


class PlayerPanel(Item):
    """A seat's panel: its mark, name, total and what it is doing; lit while it plays."""

    def __init__(self, seat: int, width: float, height: float) -> None:
        super().__init__(width, height)
        self.seat = seat
        self.name, self.detail, self.total = "", "", 0
        self.active = False
        self.winner = False
        self.setZValue(5)

    def set_state(self, name: str, detail: str, total: int, active: bool, winner: bool) -> None:
        self._change(name=name, detail=detail, total=total, active=active, winner=winner)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(SEAT_COLOURS[self.seat])
        painter.setPen(QPen(colour, 4 if self.active or self.winner else 1.5))
        painter.setBrush(QColor(255, 252, 240, 245 if self.active else 215))
        painter.drawRoundedRect(QRectF(2, 2, self.w - 4, self.h - 4), 12, 12)
        draw_mark(painter, self.seat, QRectF(12, (self.h - 50) / 2, 50, 50), width=5)
        painter.setPen(INK)
        painter.setFont(font(15, True))
        painter.drawText(QRectF(72, 8, self.w - 170, 32), Qt.AlignmentFlag.AlignVCenter, self.name)
        painter.setFont(font(SMALLEST))
        painter.setPen(QColor("#5b4a36"))
        painter.drawText(QRectF(72, 40, self.w - 210, self.h - 44),
                         Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.detail)
        painter.setPen(colour.darker(120))
        painter.setFont(font(28, True))
        painter.drawText(QRectF(self.w - 100, 0, 86, self.h), Qt.AlignmentFlag.AlignVCenter
                         | Qt.AlignmentFlag.AlignRight, str(self.total))
        if self.winner:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f2c14e"))
            star = QPainterPath()
            cx, cy = self.w - 112, self.h / 2
            for k in range(10):
                r = 13 if k % 2 == 0 else 5.5
                a = -math.pi / 2 + k * math.pi / 5
                point = QPointF(cx + r * math.cos(a), cy + r * math.sin(a))
                star.lineTo(point) if k else star.moveTo(point)
            star.closeSubpath()
            painter.drawPath(star)


class TextPanel(Item):
    """A cream panel with a title and a small table (the standing) or a few lines of text."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height)
        self.title = ""
        self.rows: tuple[tuple[str, ...], ...] = ()
        self.note = ""
        self.setZValue(5)

    def set_state(self, title: str, rows: tuple[tuple[str, ...], ...], note: str) -> None:
        self._change(title=title, rows=rows, note=note)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(PAPER_EDGE, 2))
        painter.setBrush(QColor(255, 250, 235, 235))
        painter.drawRoundedRect(QRectF(1, 1, self.w - 2, self.h - 2), 12, 12)
        painter.setPen(INK)
        painter.setFont(font(13, True, SERIF))
        painter.drawText(QRectF(14, 6, self.w - 28, 34), Qt.AlignmentFlag.AlignVCenter
                         | Qt.TextFlag.TextWordWrap, self.title)
        note_h = 72.0 if self.note else 0.0
        if self.note:
            painter.setFont(font(SMALLEST))
            painter.setPen(QColor("#6b5a45"))
            painter.drawText(QRectF(14, self.h - note_h - 6, self.w - 28, note_h),
                             Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap, self.note)
        if not self.rows:
            return
        columns = max(len(r) for r in self.rows)
        first = self.w * 0.40
        step = (self.w - 28 - first) / max(1, columns - 1)
        line = min(28.0, (self.h - 48 - note_h) / len(self.rows))
        for k, row in enumerate(self.rows):
            y = 44 + k * line
            heading = k == 0 or k == len(self.rows) - 1
            painter.setFont(font(SMALLEST, heading))
            if k == len(self.rows) - 1:
                painter.setPen(QPen(GRID, 1.2))
                painter.drawLine(QPointF(14, y), QPointF(self.w - 14, y))
            painter.setPen(INK)
            for c, text in enumerate(row):
                if c == 0:
                    painter.drawText(QRectF(14, y, first - 14, line), Qt.AlignmentFlag.AlignVCenter, text)
                    continue
                box = QRectF(first + (c - 1) * step, y, step, line)
                if k == 0 and text in ("0", "1"):       # the header names the seats by their marks
                    glyph = min(line, step) * 0.8
                    draw_mark(painter, int(text), QRectF(box.center().x() - glyph / 2, box.center().y() - glyph / 2,
                                                         glyph, glyph), width=3)
                    continue
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class HintNote(Item):
    """A hint on the table, beside what it names (the cells on the sheet, or the dice): what to
    do and why.  Its height follows its text; ``set_text("")`` hides it."""

    PAD = 10.0

    def __init__(self, width: float) -> None:
        super().__init__(width, 0)
        self.text = ""
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            box = QFontMetricsF(font(HINT_POINTS)).boundingRect(QRectF(0, 0, self.w - 2 * self.PAD, 1000),
                                                                Qt.TextFlag.TextWordWrap, text)
            self.h = box.height() + 2 * self.PAD if text else 0.0
            self.update()
        self.setVisible(bool(text))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HINT.darker(130), 3))
        painter.setBrush(QColor(240, 253, 255, 245))
        painter.drawRoundedRect(QRectF(1.5, 1.5, self.w - 3, self.h - 3), 10, 10)
        painter.setPen(INK)
        painter.setFont(font(HINT_POINTS))
        painter.drawText(QRectF(self.PAD, self.PAD, self.w - 2 * self.PAD, self.h - 2 * self.PAD),
                         Qt.TextFlag.TextWordWrap, self.text)


class Tray(Item):
    """The wooden dice tray, with a caption: whose throw, and what it is for."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height)
        self.caption = ""
        self.seat = -1
        self.setZValue(4)

    def set_state(self, caption: str, seat: int) -> None:
        self._change(caption=caption, seat=seat)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#6b4423"), 4))
        painter.setBrush(QBrush(QColor("#9b6b3c")))
        painter.drawRoundedRect(QRectF(2, 2, self.w - 4, self.h - 4), 16, 16)
        felt = QRectF(14, 14, self.w - 28, self.h - 64)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#2f6b3a"))
        painter.drawRoundedRect(felt, 10, 10)
        painter.setPen(QColor("#fff8e6"))
        painter.setFont(font(11.5, True))
        if self.seat >= 0:
            draw_mark(painter, self.seat, QRectF(18, self.h - 46, 34, 34), width=4)
            painter.setPen(QColor("#fff8e6"))
        painter.drawText(QRectF(58, self.h - 50, self.w - 70, 44),
                         Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.caption)


__all__ = ["CELL", "DIE", "Lit", "Backdrop", "Paper", "GridLabels", "CellItem", "MarkItem", "DieItem", "StandingBadge",
           "TroughItem", "HerdBadge", "PlayerPanel", "TextPanel", "HintNote", "Tray", "draw_die_face"]
