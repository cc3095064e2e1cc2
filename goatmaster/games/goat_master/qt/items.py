"""Scene items: cards, pieces and panels.  They paint and hold an id; they know no rules.

Pictures come from :class:`~goatmaster.games.goat_master.qt.art.CardArt`, rendered at the size
the item really has on screen (scene scale × device pixel ratio), so cards stay
crisp from 1024×700 up to 4K.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Property, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6 import QtGui
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import card_id
from ....views.note_spot import WEDGE
from .art import NAME_PAPER, CardArt, art_file
from .palette import SEAT_COLOURS, ink

CARD_W, CARD_H = 72.0, 100.0


def colour_of(item: QGraphicsObject, seat: int) -> int:
    """The R2 colour (0–4) ``seat`` wears on the item's table: the scene knows the players' choice."""
    scene = item.scene()
    return scene.colour_index(seat) if scene is not None and hasattr(scene, "colour_index") else seat


def draw_picture(painter: QPainter, art: CardArt, name: str, rect: QRectF, moving: bool = False) -> None:
    """Draw a cached pixmap of ``name`` covering ``rect``, rendered at its real pixel size.

    With a plain scale-and-move transform (always, on this table) the pixmap is
    blitted 1:1 at whole device pixels: crisp, and much cheaper than letting the
    painter resample it through the transform.  A card ``moving`` (changing scale)
    draws a picture it already has, scaled, rather than render one for every frame;
    at rest it is painted again at its exact size (:meth:`Animator.running_on`).
    """
    transform = painter.worldTransform()
    dpr = painter.device().devicePixelRatioF()
    if transform.type().value <= QTransform.TransformationType.TxScale.value:
        target = transform.mapRect(rect)
        size = QSize(max(1, round(target.width())), max(1, round(target.height())))
        pixmap = art.drawable(name, size, dpr, exact=not moving)
        if pixmap is None:
            _draw_blank(painter, name, rect)
            return
        painter.save()
        painter.resetTransform()
        at = QPointF(round(target.x()), round(target.y()))
        if pixmap.deviceIndependentSize().toSize() == size:
            painter.drawPixmap(at, pixmap)
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(QRectF(at, size.toSizeF()), pixmap, QRectF(pixmap.rect()))
        painter.restore()
        return
    scale = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5 * dpr
    size = QSize(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
    pixmap = art.drawable(name, size, exact=not moving)
    if pixmap is None:
        _draw_blank(painter, name, rect)
        return
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


def _draw_blank(painter: QPainter, name: str, rect: QRectF) -> None:
    """A card whose picture is still to come (:meth:`CardArt.drawable`) shows as a blank card
    for a frame or two; a piece shows nothing."""
    if not art_file(name).startswith("cards/"):
        return
    painter.save()
    painter.setPen(QPen(BLANK_EDGE, 1))
    painter.setBrush(NAME_PAPER)
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
    painter.restore()


BLANK_EDGE = QColor("#8a7a5a")


class CardItem(QGraphicsObject):
    """One of the 121 cards, wherever it lies; ``marker`` is the seat whose marker it carries."""

    #: CHOSEN is the keyboard cursor (or a card a question is about), HINT a card the hint
    #: points at (the two and the blue seat's outline each have their own look).
    NORMAL, LEGAL, CHOSEN, DIMMED, CONNECTED, HINT = range(6)

    def __init__(self, art: CardArt, card: int) -> None:
        super().__init__()
        self.art = art
        self.card = card
        self.face_up = True
        self.marker = -1
        self.mode = CardItem.NORMAL
        self.last_turn_seat = -1        # the seat whose last turn touched this card
        self.doubled = False            # marked and joined to its owner's stable: scores double (R20)
        self.cell = -1                  # pasture cell while on the pasture
        self._marker_drop = 1.0         # 0 → 1 while a new marker falls onto the card
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4 - CARD_H * 0.4, CARD_W + 8, CARD_H * 1.4 + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 6, 6)
        return path

    def set_state(self, face_up: bool, marker: int, mode: int, last_turn_seat: int,
                  doubled: bool = False) -> None:
        if (face_up, marker, mode, last_turn_seat, doubled) != (self.face_up, self.marker, self.mode,
                                                                self.last_turn_seat, self.doubled):
            self.face_up, self.marker, self.mode = face_up, marker, mode
            self.last_turn_seat, self.doubled = last_turn_seat, doubled
            self.update()

    def hoverEnterEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "card_hovered"):
            self.setToolTip(wrapped_tip(scene.card_hovered(self)))
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "card_left"):
            scene.card_left(self)
        super().hoverLeaveEvent(event)

    def _get_drop(self) -> float:
        return self._marker_drop

    def _set_drop(self, value: float) -> None:
        self._marker_drop = value
        self.update()

    marker_drop = Property(float, _get_drop, _set_drop)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        rect = QRectF(0, 0, CARD_W, CARD_H)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.mode == CardItem.LEGAL:          # white: no seat has it as its colour
            painter.setPen(QPen(QColor(40, 40, 40, 160), 1))
            painter.setBrush(QColor(255, 255, 255, 235))
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 10, 10)
        elif self.mode == CardItem.CONNECTED and self.marker >= 0:
            glow = QColor(SEAT_COLOURS[colour_of(self, self.marker)])
            glow.setAlpha(230)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 10, 10)
        elif self.mode == CardItem.CHOSEN:       # a focus ring: ink inside white, no seat's colour
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255), 7))
            painter.drawRoundedRect(rect.adjusted(-6, -6, 6, 6), 11, 11)
            painter.setPen(QPen(ink(), 3))
            painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), 8, 8)
        elif self.mode == CardItem.HINT:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(HINT_GLOW)
            painter.drawRoundedRect(rect.adjusted(-7, -7, 7, 7), 12, 12)
        scene = self.scene()
        moving = scene is not None and hasattr(scene, "animator") and scene.animator.running_on(self, b"scale")
        draw_picture(painter, self.art, card_id(self.card) if self.face_up else "back", rect, moving)
        if self.mode == CardItem.DIMMED:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 20, 120))
            painter.drawRoundedRect(rect, 6, 6)
        if self.last_turn_seat >= 0:
            colour = colour_of(self, self.last_turn_seat)
            pen = QPen(SEAT_COLOURS[colour], 3, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
            # The seat's emblem on the frame's edge: whose turn it was is told by shape too, not by colour alone.
            draw_picture(painter, self.art, f"marker-{colour}", QRectF(1, CARD_H * 0.5 - 8, 16, 16), moving)
        if self.marker >= 0:
            size = CARD_W * 0.46
            fall = (1.0 - self._marker_drop) * CARD_H * 0.4
            target = QRectF(CARD_W - size - 3, CARD_H * 0.5 - size / 2 - fall, size, size)
            draw_picture(painter, self.art, f"marker-{colour_of(self, self.marker)}", target, moving)
            if self.doubled and self._marker_drop >= 1.0:
                self._paint_double(painter)

    def _paint_double(self, painter: QPainter) -> None:
        """A "×2" tag in the top right corner (clear of the value and the name), in the marker's
        colour: the card is joined to its owner's stable and scores double (R20)."""
        tag = QRectF(CARD_W - 35, 3, 32, 19)
        painter.setPen(QPen(QColor(255, 253, 245), 1.5))
        painter.setBrush(QColor(SEAT_COLOURS[colour_of(self, self.marker)]))
        painter.drawRoundedRect(tag, 8, 8)
        font = QFont("DejaVu Sans")
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 253, 245))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, "×2")


#: The hint's colour: far from every seat colour (R2) and from the white of a legal card.
HINT_GLOW = QColor(255, 96, 214, 240)
REFUSAL_INK = QColor("#a3221a")


class NoteItem(QGraphicsObject):
    """A short message on the table where it matters: a refusal where the click was, a hint's why.

    Positioned by its pointer's tip (the item's origin), on what it is about; its box lies on one
    side of it, where the scene placed it (:func:`~goatmaster.views.note_spot.note_spot`)."""

    WIDTH = 250.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.hint = False
        self.accent = REFUSAL_INK
        self.font = QFont("DejaVu Sans")
        self.font.setPixelSize(14)
        self._box = QRectF()
        self.setZValue(200)
        self.setVisible(False)

    def size_for(self, text: str) -> QSizeF:
        """The box ``text`` needs, wrapped to the note's width."""
        bound = QFontMetricsF(self.font).boundingRect(QRectF(0, 0, self.WIDTH - 24, 1000),
                                                      int(Qt.TextFlag.TextWordWrap), text)
        return QSizeF(bound.width() + 24, bound.height() + 16)

    def show_text(self, text: str, hint: bool, box: QRectF, tip: QPointF) -> None:
        """A hint's note or a refusal's: its box at ``box``, its pointer's tip at ``tip`` (scene coordinates)."""
        self.prepareGeometryChange()
        self.text, self.hint = text, hint
        self.accent = HINT_GLOW if hint else REFUSAL_INK
        self.setPos(tip)
        self._box = box.translated(-tip)
        self.setVisible(True)
        self.update()

    def box(self) -> QRectF:
        """The note's rectangle in item coordinates (its pointer not included)."""
        return QRectF(self._box)

    def boundingRect(self) -> QRectF:
        return self._box.united(QRectF(-10, -10, 20, 20)).adjusted(-3, -3, 3, 3)

    def _pointer(self) -> QPainterPath:
        """A wedge from the tip (the origin) to the middle of the box's edge that faces it."""
        box, half = self._box, WEDGE
        if box.top() >= 0 or box.bottom() <= 0:
            x = min(max(0.0, box.left() + 2 * half), box.right() - 2 * half)
            edge = box.top() if box.top() >= 0 else box.bottom()
            ends = QPointF(x - half, edge), QPointF(x + half, edge)
        else:
            y = min(max(0.0, box.top() + 2 * half), box.bottom() - 2 * half)
            edge = box.left() if box.left() >= 0 else box.right()
            ends = QPointF(edge, y - half), QPointF(edge, y + half)
        pointer = QPainterPath(QPointF(0, 0))
        pointer.lineTo(ends[0])
        pointer.lineTo(ends[1])
        pointer.closeSubpath()
        return pointer

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self._box
        shape = QPainterPath()
        shape.addRoundedRect(box, 9, 9)
        shape = shape.united(self._pointer())
        painter.setPen(QPen(self.accent, 2.5))
        painter.setBrush(QColor(255, 253, 245, 245))
        painter.drawPath(shape)
        painter.setFont(self.font)
        painter.setPen(ink())
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignCenter)
        painter.drawText(box.adjusted(12, 8, -12, -8), flags, self.text)


class PieceItem(QGraphicsObject):
    """A pawn or a stable: a picture of a given size, centred on its position, with its seat's
    ``emblem`` (a marker's picture) on it where the picture itself tells the seat by colour alone."""

    def __init__(self, art: CardArt, name: str, width: float, height: float,
                 emblem: Optional[str] = None, emblem_at: Optional[QRectF] = None) -> None:
        super().__init__()
        self.art = art
        self.name = name
        self.w, self.h = width, height
        self.emblem, self.emblem_at = emblem, emblem_at

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        draw_picture(painter, self.art, self.name, self.boundingRect())
        if self.emblem is not None and self.emblem_at is not None:
            draw_picture(painter, self.art, self.emblem, self.emblem_at)


class PanelItem(QGraphicsObject):
    """The frame of a player's panel: background, name, counts; cards are placed on top."""

    def __init__(self, seat: int, width: float, height: float) -> None:
        super().__init__()
        self.seat = seat
        self.w, self.h = width, height
        self.title = ""
        self.details = ""
        self.active = False
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_text(self, title: str, details: str, active: bool) -> None:
        if (title, details, active) != (self.title, self.details, self.active):
            self.title, self.details, self.active = title, details, active
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(SEAT_COLOURS[colour_of(self, self.seat)])
        fill = QColor(255, 253, 245, 235 if self.active else 200)
        painter.setBrush(QBrush(fill))
        painter.setPen(QPen(colour, 4 if self.active else 2))
        painter.drawRoundedRect(QRectF(1, 1, self.w - 2, self.h - 2), 10, 10)
        band = QRectF(2, 2, self.w - 4, 28)
        painter.setPen(Qt.PenStyle.NoPen)
        colour.setAlpha(70 if self.active else 40)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 9, 9)
        font = QFont("DejaVu Sans", 13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(ink())
        painter.drawText(QRectF(36, 3, self.w * 0.34, 26),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.title)
        font.setBold(False)
        font.setPointSizeF(11.5)
        painter.setFont(font)
        painter.drawText(QRectF(self.w * 0.30, 3, self.w * 0.70 - 10, 26),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.details)


def wrapped_tip(text: str) -> str:
    """A tooltip Qt wraps: it wraps rich text only, so a long plain one would run off the window."""
    return QtGui.Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal) if text else ""


class LabelItem(QGraphicsObject):
    """A short centred text in scene units, with a soft backing so it reads on any colour."""

    def __init__(self, width: float, height: float = 16, size: float = 9.0, bold: bool = True) -> None:
        super().__init__()
        self.w, self.h = width, height
        self.text = ""
        self.font = QFont("DejaVu Sans", 1)
        self.font.setPointSizeF(size)
        self.font.setBold(bold)
        self.colour = ink()
        self.backing = True

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2, 0, self.w, self.h)

    def text_box(self) -> QRectF:
        """The rectangle its words are painted in (item coordinates; empty without words)."""
        if not self.text:
            return QRectF()
        width = min(self.w, QFontMetricsF(self.font).horizontalAdvance(self.text) + 10)
        return QRectF(-width / 2, 0, width, self.h)

    def set_size(self, size: float) -> None:
        """The letters' point size (a display's labels shrink with its cards)."""
        if size != self.font.pointSizeF():
            self.font.setPointSizeF(size)
            self.update()

    def set_text(self, text: str, colour: Optional[QColor] = None) -> None:
        colour = colour or ink()
        if text != self.text or colour != self.colour:
            self.text, self.colour = text, colour
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font)
        box = self.text_box()
        if self.backing:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 253, 240, 215))
            painter.drawRoundedRect(box, self.h / 2, self.h / 2)
        painter.setPen(self.colour)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)

