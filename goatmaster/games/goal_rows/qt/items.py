"""Scene items of the Goal Rows table: cards, tokens, rows, seat panels, piles.  They paint what
they are told and hold an id; they know no rules (the scene decides)."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ....views.forms import CREAM, INK
from .art import CARD_H, CARD_W, SEAT_COLOURS, SMALL_TEXT, paint_back, paint_card, paint_symbol, paint_token

#: Halo colours: may be picked (white), picked or under the keyboard cursor (cyan), a hint (gold).
LEGAL_GLOW, PICKED_GLOW, HINT_GLOW = QColor(255, 255, 255, 235), QColor(0, 205, 225, 240), QColor(255, 196, 0, 245)


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPixelSize(round(pixels))
    f.setBold(bold)
    return f


class CardItem(QGraphicsObject):
    """A number card (``card`` ≥ 0) or an anonymous back (``card`` −1) in a hidden hand slot."""

    NORMAL, LEGAL, PICKED, HINT, DIMMED = range(5)

    def __init__(self, card: int) -> None:
        super().__init__()
        self.card = card
        self.face_up = card >= 0
        self.mode = CardItem.NORMAL
        #: Known to every seat (T15: seen in a trade): a small eye in the corner says so.
        self.seen = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-7, -7, CARD_W + 14, CARD_H + 14)

    def set_state(self, face_up: bool, mode: int, seen: bool = False) -> None:
        if (face_up, mode, seen) != (self.face_up, self.mode, self.seen):
            self.face_up, self.mode, self.seen = face_up, mode, seen
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = {CardItem.LEGAL: LEGAL_GLOW, CardItem.PICKED: PICKED_GLOW, CardItem.HINT: HINT_GLOW}.get(self.mode)
        if glow is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(QRectF(-6, -6, CARD_W + 12, CARD_H + 12), 11, 11)
        if self.face_up:
            paint_card(painter, self.card, compact=self.scale() < 0.8)
        else:
            paint_back(painter)
        if self.mode == CardItem.DIMMED:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 30, 20, 120))
            painter.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 7, 7)
        if self.seen:
            self._paint_eye(painter, QPointF(CARD_W - 15, 15))

    @staticmethod
    def _paint_eye(painter: QPainter, centre: QPointF) -> None:
        painter.setPen(QPen(QColor(INK), 1.2))
        painter.setBrush(QColor(CREAM))
        painter.drawEllipse(centre, 10, 10)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 7, 4)
        painter.setBrush(QColor(INK))
        painter.drawEllipse(centre, 2.2, 2.2)


class TokenItem(QGraphicsObject):
    """An objective token (T3), face up, centred on its position (the supply lies face down: StackItem)."""

    def __init__(self, token: int, radius: float) -> None:
        super().__init__()
        self.token = token
        self.radius = radius
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = self.radius + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        paint_token(painter, self.token, self.radius)


class RowItem(QGraphicsObject):
    """The row behind one place (T5, T7): its empty slots up to the token's length, and a tally
    of each colour's sum (T9) with the leader marked."""

    NORMAL, TARGET, CURSOR, HINT = range(4)

    def __init__(self, place: int, rect: tuple[float, float, float, float], sums_x: float) -> None:
        super().__init__()
        self.place = place
        x, y, w, h = rect
        self.setPos(x, y)
        self.w, self.h = w, h
        self.sums_x = sums_x - x
        self.length = 0             # the token's row length; 0: the place is empty
        self.laid = 0
        self.sums: Sequence[int] = ()
        self.count_text = ""
        self.empty_text = ""
        self.mode = RowItem.NORMAL
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def set_state(self, length: int, laid: int, sums: Sequence[int], count_text: str, empty_text: str,
                  mode: int) -> None:
        state = (length, laid, tuple(sums), count_text, empty_text, mode)
        if state != (self.length, self.laid, tuple(self.sums), self.count_text, self.empty_text, self.mode):
            self.length, self.laid, self.sums, self.count_text, self.empty_text, self.mode = state
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = {RowItem.TARGET: QPen(QColor(255, 255, 255, 170), 2.5), RowItem.CURSOR: QPen(PICKED_GLOW, 4),
                RowItem.HINT: QPen(HINT_GLOW, 4)}.get(self.mode, QPen(QColor(40, 60, 30, 120), 1.5))
        painter.setPen(edge)
        painter.setBrush(QColor(40, 64, 30, 95) if self.length else QColor(40, 64, 30, 45))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 14, 14)
        painter.setFont(font(SMALL_TEXT + 1, True))
        painter.setPen(QColor(CREAM))
        painter.drawText(QRectF(5, 3, 24, 24), Qt.AlignmentFlag.AlignCenter, str(self.place + 1))
        if not self.length:
            painter.setFont(font(SMALL_TEXT + 1))
            painter.drawText(QRectF(100, 0, 600, self.h), Qt.AlignmentFlag.AlignVCenter, self.empty_text)
            return
        slot_pen = QPen(QColor(255, 248, 230, 150), 1.6, Qt.PenStyle.DashLine)
        painter.setBrush(QColor(255, 248, 230, 30))
        for k in range(self.laid, self.length):
            painter.setPen(slot_pen)
            painter.drawRoundedRect(QRectF(100 + k * 78, (self.h - CARD_H) / 2, CARD_W, CARD_H), 7, 7)
        self._paint_sums(painter)

    def _paint_sums(self, painter: QPainter) -> None:
        x = self.sums_x
        painter.setPen(QColor(CREAM))
        painter.setFont(font(SMALL_TEXT + 1, True))
        painter.drawText(QRectF(x, 4, self.w - x - 8, 28), Qt.AlignmentFlag.AlignLeft, self.count_text)
        ranked = sorted((s for s in range(len(self.sums)) if self.sums[s]), key=lambda s: -self.sums[s])
        best = self.sums[ranked[0]] if ranked else 0
        alone = sum(1 for v in self.sums if v == best) == 1
        for k, colour in enumerate(ranked[:6]):
            cx = x + 4 + (k % 3) * 94
            cy = 36 + (k // 3) * 38
            chip = QRectF(cx, cy, 86, 32)
            leader = self.sums[colour] == best
            painter.setPen(QPen(QColor(CREAM) if leader else QColor(255, 248, 230, 90), 2.5 if leader else 1))
            painter.setBrush(QColor(255, 248, 230, 235 if leader and alone else 170))
            painter.drawRoundedRect(chip, 16, 16)
            paint_symbol(painter, colour, QPointF(cx + 17, cy + 16), 18, 1.0)
            painter.setPen(QColor(INK))
            painter.setFont(font(18, leader))
            painter.drawText(QRectF(cx + 30, cy, 50, 32), Qt.AlignmentFlag.AlignCenter, str(self.sums[colour]))


class PanelItem(QGraphicsObject):
    """A seat's place at the table: its colour and symbol (T2), name, score and its part in a trade."""

    def __init__(self, seat: int, colour: int) -> None:
        super().__init__()
        self.seat = seat
        self.colour = colour
        self.w = self.h = 0.0
        self.title = self.score = self.status = ""
        self.active = False
        self.setZValue(-6)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def set_geometry(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h

    def set_text(self, title: str, score: str, status: str, active: bool) -> None:
        if (title, score, status, active) != (self.title, self.score, self.status, self.active):
            self.title, self.score, self.status, self.active = title, score, status, active
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(SEAT_COLOURS[self.colour])
        painter.setBrush(QColor(255, 250, 236, 240 if self.active else 205))
        painter.setPen(QPen(colour, 5 if self.active else 2))
        painter.drawRoundedRect(QRectF(1, 1, self.w - 2, self.h - 2), 12, 12)
        band = QColor(colour)
        band.setAlpha(90 if self.active else 45)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        painter.drawRoundedRect(QRectF(3, 3, self.w - 6, 32), 10, 10)
        painter.setPen(QPen(colour, 2))
        painter.setBrush(QColor(CREAM))
        painter.drawEllipse(QPointF(21, 19), 13, 13)
        paint_symbol(painter, self.colour, QPointF(21, 19), 16, 1.0)
        painter.setPen(QColor(INK))
        painter.setFont(font(19, True))
        painter.drawText(QRectF(42, 3, self.w * 0.6 - 42, 32), Qt.AlignmentFlag.AlignVCenter, self.title)
        painter.setFont(font(17, True))
        painter.drawText(QRectF(self.w * 0.5, 3, self.w * 0.5 - 12, 32),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.score)


class LabelItem(QGraphicsObject):
    """A short text centred on its x, on a soft cream backing (ringed in ``outline`` if given)."""

    def __init__(self, width: float, pixels: float = SMALL_TEXT + 1, outline: Optional[QColor] = None) -> None:
        super().__init__()
        self.w = width
        self.h = pixels * 1.6
        self.text = ""
        self.font = font(pixels, True)
        self.outline = outline
        self.setZValue(40)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2 - 2, -2, self.w + 4, self.h + 4)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font)
        width = min(self.w, painter.fontMetrics().horizontalAdvance(self.text) + 18)
        box = QRectF(-width / 2, 0, width, self.h)
        painter.setPen(QPen(self.outline, 2) if self.outline is not None else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 250, 236, 235))
        painter.drawRoundedRect(box, self.h / 2, self.h / 2)
        painter.setPen(QColor(INK))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, painter.fontMetrics().elidedText(
            self.text, Qt.TextElideMode.ElideRight, round(width - 12)))


class StackItem(QGraphicsObject):
    """A face-down pile: the draw pile (cards) or the supply (tokens); thicker as it grows."""

    def __init__(self, tokens: bool) -> None:
        super().__init__()
        self.tokens = tokens
        self.count = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        if self.tokens:
            return QRectF(-34, -44, 68, 80)
        return QRectF(-4, -14, CARD_W + 8, CARD_H + 18)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        layers = min(6, (self.count + 3) // 4)
        for k in range(layers):
            painter.save()
            painter.translate(0, -2.0 * (layers - 1 - k))
            if self.tokens:
                paint_token(painter, 0, 30, face_up=False)
            else:
                paint_back(painter)
            painter.restore()
        if not self.count:
            painter.setPen(QPen(QColor(255, 248, 230, 140), 1.6, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if self.tokens:
                painter.drawEllipse(QPointF(0, 0), 30, 30)
            else:
                painter.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 7, 7)


class TradeItem(QGraphicsObject):
    """The bottom-right corner where an offer lies (T10): a title and a few lines beside the card."""

    def __init__(self, rect: tuple[float, float, float, float]) -> None:
        super().__init__()
        x, y, self.w, self.h = rect
        self.setPos(x, y)
        self.title = ""
        self.lines: list[str] = []
        self.hint = False
        self.setZValue(-6)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def set_text(self, title: str, lines: list[str], hint: bool = False) -> None:
        if (title, lines, hint) != (self.title, self.lines, self.hint):
            self.title, self.lines, self.hint = title, list(lines), hint
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        if not self.title:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HINT_GLOW, 4) if self.hint else QPen(QColor(122, 82, 48), 2))
        painter.setBrush(QColor(255, 250, 236, 225))
        painter.drawRoundedRect(QRectF(1, 1, self.w - 2, self.h - 2), 12, 12)
        painter.setPen(QColor(INK))
        painter.setFont(font(19, True))
        painter.drawText(QRectF(16, 6, self.w - 32, 30), Qt.AlignmentFlag.AlignVCenter, self.title)
        painter.setFont(font(SMALL_TEXT + 1))
        text_x = 22 + CARD_W + 16
        painter.drawText(QRectF(text_x, 46, self.w - text_x - 12, self.h - 56),
                         Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, "\n".join(self.lines))
