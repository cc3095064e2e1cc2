"""The six-colour art of Goal Rows, drawn with QPainter: number cards, backs and objective tokens.

T1: every colour has its own symbol, so no card depends on colour vision: red a
circle, yellow a star, blue a diamond, green a triangle, purple a square, orange
a cross.  Cards carry the symbol in both corners and large in the middle; a
seat's panel and picture wear it too.  T3: black tokens are round, red ones
octagonal with a minus sign, so the two read apart in greyscale as well.

Everything is drawn in a card's own units (:data:`CARD_W` × :data:`CARD_H`) or a
token's unit circle; the items cache the result per device size.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from ....views.forms import CREAM, DARK_GRASS, INK, blank_pixmap
from ..engine.cards import COLOUR, LENGTH, POINTS, VALUE

CARD_W, CARD_H = 72.0, 100.0
#: The smallest lettering on the table, in scene units: a 1024×700 window shows the scene at
#: about 0.62 px a unit, so every text is at least 10.5 px high there.
SMALL_TEXT = 17.0
#: A card shown this small (another seat's hand) is lettered by :func:`paint_card`'s compact face.
MINI_SCALE = 0.6

#: T1's colours in seat order: red, yellow, blue, green, purple, orange.
SEAT_COLOURS = (QColor("#d33a2f"), QColor("#e3ab00"), QColor("#2f6fd6"), QColor("#2e9e4a"),
                QColor("#8a46c2"), QColor("#f07c1a"))
#: A darker shade of each for numbers and outlines on the cream face.
INK_COLOURS = tuple(colour.darker(150) for colour in SEAT_COLOURS)
SYMBOLS = ("circle", "star", "diamond", "triangle", "square", "cross")
TOKEN_BLACK, TOKEN_RED = QColor("#262220"), QColor("#b3261e")
CARD_BACK = QColor(DARK_GRASS)


def colour_name(colour: int) -> str:
    """T1's colour in words: "red", "yellow", … (lower case: it is used inside sentences)."""
    return (QCoreApplication.translate("RowsColours", "red"), QCoreApplication.translate("RowsColours", "yellow"),
            QCoreApplication.translate("RowsColours", "blue"), QCoreApplication.translate("RowsColours", "green"),
            QCoreApplication.translate("RowsColours", "purple"),
            QCoreApplication.translate("RowsColours", "orange"))[colour]


def _polygon(centre: QPointF, radius: float, corners: int, turn: float = -90.0,
             inner: float = 0.0) -> QPolygonF:
    """A regular polygon (a star when ``inner`` gives the inner radius) around ``centre``."""
    points = []
    steps = corners * 2 if inner else corners
    for k in range(steps):
        r = inner if inner and k % 2 else radius
        angle = math.radians(turn + 360.0 * k / steps)
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return QPolygonF(points)


def symbol_path(colour: int, centre: QPointF, size: float) -> QPainterPath:
    """The colour's symbol (T1), fitting a square of side ``size`` around ``centre``."""
    r = size / 2
    path = QPainterPath()
    kind = SYMBOLS[colour]
    if kind == "circle":
        path.addEllipse(centre, r * 0.9, r * 0.9)
    elif kind == "star":
        path.addPolygon(_polygon(centre + QPointF(0, r * 0.08), r * 1.05, 5, inner=r * 0.45))
    elif kind == "diamond":
        path.addPolygon(_polygon(centre, r, 4))
    elif kind == "triangle":
        path.addPolygon(_polygon(centre + QPointF(0, r * 0.2), r * 1.1, 3))
    elif kind == "square":
        path.addRoundedRect(QRectF(centre.x() - r * 0.8, centre.y() - r * 0.8, r * 1.6, r * 1.6), r * 0.08, r * 0.08)
    else:
        a, e = r * 0.42, r * 0.95                # half an arm's width, an arm's reach
        corners = ((-a, -e), (a, -e), (a, -a), (e, -a), (e, a), (a, a), (a, e), (-a, e), (-a, a), (-e, a),
                   (-e, -a), (-a, -a))
        path.addPolygon(QPolygonF([centre + QPointF(x, y) for x, y in corners]))
    path.closeSubpath()
    return path


def paint_symbol(painter: QPainter, colour: int, centre: QPointF, size: float, outline: float = 1.2) -> None:
    painter.setPen(QPen(INK_COLOURS[colour], outline))
    painter.setBrush(SEAT_COLOURS[colour])
    painter.drawPath(symbol_path(colour, centre, size))


def _font(pixels: float, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def paint_card(painter: QPainter, card: int, compact: bool = False) -> None:
    """A number card's face in ``CARD_W`` × ``CARD_H``: value and symbol in the corners, the
    symbol large in the middle with the value on it.  ``compact``, for a card shown at
    :data:`MINI_SCALE`: the value large above the symbol, so it is still SMALL_TEXT high."""
    colour, value = COLOUR[card], VALUE[card]
    rect = QRectF(0, 0, CARD_W, CARD_H)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(INK), 1.2))
    painter.setBrush(QColor(CREAM))
    painter.drawRoundedRect(rect.adjusted(0.6, 0.6, -0.6, -0.6), 7, 7)
    frame = QColor(SEAT_COLOURS[colour])
    painter.setPen(QPen(frame, 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 5, 5)
    text = str(value)
    if compact:
        painter.setFont(_font(SMALL_TEXT / MINI_SCALE))
        painter.setPen(INK_COLOURS[colour])
        painter.drawText(QRectF(4, 8, CARD_W - 8, 40), Qt.AlignmentFlag.AlignCenter, text)
        paint_symbol(painter, colour, QPointF(CARD_W / 2, 70), 34, 1.6)
        return
    painter.setFont(_font(SMALL_TEXT))
    painter.setPen(INK_COLOURS[colour])
    painter.drawText(QRectF(6, 6, 26, 20), Qt.AlignmentFlag.AlignCenter, text)
    paint_symbol(painter, colour, QPointF(19, 33), 11, 1.0)
    painter.save()                              # the value again, upside down, bottom right
    painter.translate(CARD_W, CARD_H)
    painter.rotate(180)
    painter.setFont(_font(SMALL_TEXT))
    painter.setPen(INK_COLOURS[colour])
    painter.drawText(QRectF(6, 6, 26, 20), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
    centre = QPointF(CARD_W / 2 + 2, CARD_H / 2 + 7)
    paint_symbol(painter, colour, centre, 36, 1.6)
    painter.setFont(_font(SMALL_TEXT))
    painter.setPen(QColor(INK) if SYMBOLS[colour] in ("star", "cross") else QColor("#ffffff"))
    lift = 4 if SYMBOLS[colour] == "triangle" else 0      # the triangle's body is low
    painter.drawText(QRectF(centre.x() - 20, centre.y() - 12 + lift, 40, 26), Qt.AlignmentFlag.AlignCenter, text)


def paint_back(painter: QPainter) -> None:
    """The face-down side every card shares: a green field with a lattice of the six symbols' rows."""
    rect = QRectF(0, 0, CARD_W, CARD_H)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(INK), 1.2))
    painter.setBrush(CARD_BACK)
    painter.drawRoundedRect(rect.adjusted(0.6, 0.6, -0.6, -0.6), 7, 7)
    painter.setPen(QPen(QColor(CREAM), 1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 5, 5)
    stripe = QColor(CREAM)
    stripe.setAlpha(70)
    painter.setPen(QPen(stripe, 1.0))
    for k in range(6):
        y = 17 + k * 13.5
        painter.drawLine(QPointF(10, y), QPointF(CARD_W - 10, y))
    for k in range(6):
        painter.setPen(QPen(QColor(CREAM), 0.8))
        painter.setBrush(SEAT_COLOURS[k])
        painter.drawPath(symbol_path(k, QPointF(CARD_W / 2 + (k % 2 * 2 - 1) * 12, 17 + k * 13.5), 10))


def token_text(token: int) -> str:
    """T3: ``+5`` for a black token, ``−4`` (a true minus sign) for a red one."""
    points = POINTS[token]
    return f"+{points}" if points > 0 else f"\u2212{-points}"


def token_shape(token: int, centre: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    if POINTS[token] > 0:
        path.addEllipse(centre, radius, radius)
    else:
        path.addPolygon(_polygon(centre, radius * 1.04, 8, turn=22.5))
        path.closeSubpath()
    return path


def paint_token(painter: QPainter, token: int, radius: float, face_up: bool = True) -> None:
    """A token centred on (0, 0): its points large, and one pip per card its row needs (T3)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    centre = QPointF(0, 0)
    if not face_up:
        painter.setPen(QPen(QColor("#3b2a1a"), radius * 0.06))
        painter.setBrush(QColor("#8a6d3b"))
        painter.drawEllipse(centre, radius, radius)
        painter.setFont(_font(radius * 0.9))
        painter.setPen(QColor(CREAM))
        painter.drawText(QRectF(-radius, -radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter, "?")
        return
    black = POINTS[token] > 0
    painter.setPen(QPen(QColor(CREAM), radius * 0.08))
    painter.setBrush(TOKEN_BLACK if black else TOKEN_RED)
    painter.drawPath(token_shape(token, centre, radius))
    painter.setPen(QPen(QColor(CREAM), radius * 0.035))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(token_shape(token, centre, radius * 0.8))
    painter.setFont(_font(radius * 0.78))
    painter.setPen(QColor("#ffffff"))
    painter.drawText(QRectF(-radius, -radius * 0.62, 2 * radius, radius), Qt.AlignmentFlag.AlignCenter,
                     token_text(token))
    length = LENGTH[token]
    pip = radius * 0.09
    spread = radius * min(0.24, 1.4 / length)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(CREAM))
    for k in range(length):
        x = (k - (length - 1) / 2) * spread
        painter.drawEllipse(QPointF(x, radius * 0.48), pip, pip)


def seat_pixmap(colour: int, size: QSize, dpr: float = 1.0) -> QPixmap:
    """A seat's mark: its symbol on a cream disc ringed in its colour (T2's colour card)."""
    pixmap = blank_pixmap(size, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(size.width(), size.height())
    centre = QPointF(size.width() / 2, size.height() / 2)
    painter.setPen(QPen(SEAT_COLOURS[colour], side * 0.07))
    painter.setBrush(QColor(CREAM))
    painter.drawEllipse(centre, side * 0.46, side * 0.46)
    paint_symbol(painter, colour, centre, side * 0.55, max(1.0, side * 0.03))
    painter.end()
    return pixmap
