"""The dog's question (R18): may another player's card swap places with yours?

Asked in a message box that shows the two cards with the swap between them, so
the player sees at once what the words say.  Tests and scripts answer it by
replacing :func:`ask` (a modal box would wait forever offscreen).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QMessageBox, QWidget

from .pictures import art_pixmap

from ....views.forms import INK, blank_pixmap

CARD = QSize(64, 90)
GAP = 44                        # room for the swap arrows between the cards


def swap_picture(source: str, target: str, widget: Optional[QWidget] = None) -> QPixmap:
    """Card ``source`` and card ``target`` (ids such as "G07.3") side by side, arrows between."""
    dpr = widget.devicePixelRatioF() if widget is not None else 1.0
    width, height = 2 * CARD.width() + GAP, CARD.height()
    picture = blank_pixmap(QSize(width, height), dpr)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.drawPixmap(0, 0, art_pixmap(source, CARD, widget))
    painter.drawPixmap(CARD.width() + GAP, 0, art_pixmap(target, CARD, widget))
    ink = QColor(INK)
    painter.setPen(QPen(ink, 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    left, right, middle = CARD.width() + 8, CARD.width() + GAP - 8, height / 2
    for y, tip, back in ((middle - 7, right, -1), (middle + 7, left, 1)):     # → above, ← below
        painter.drawLine(QPointF(left + 2, y), QPointF(right - 2, y))
        head = QPainterPath(QPointF(tip, y))
        head.lineTo(tip + back * 7, y - 4.5)
        head.lineTo(tip + back * 7, y + 4.5)
        head.closeSubpath()
        painter.fillPath(head, ink)
    painter.end()
    return picture


def question_box(parent: Optional[QWidget], title: str, text: str, source: str, target: str) -> QMessageBox:
    """The message box :func:`ask` shows, Yes and No, with the two cards as its picture."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setIconPixmap(swap_picture(source, target, parent))
    box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 320px; }")     # a few long lines, not many short
    return box


def ask(parent: Optional[QWidget], title: str, text: str, source: str, target: str) -> bool:
    """Ask the owner of card ``target`` whether ``source`` may swap with it; True for yes."""
    return question_box(parent, title, text, source, target).exec() == QMessageBox.StandardButton.Yes

