"""A guided first game's card of text on the table, and the ring and arrow to what it talks about.

The card sits over the window's central widget (the prompt bar and the table) beside the thing
its step points at, a rectangle in that widget's coordinates, which its caller keeps up to date
as the table moves and resizes.  The ring and the arrow are painted on a layer of their own that
lets every click through, so the learner clicks the very thing the ring shows.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from .forms import BROWN, CREAM, INK

RING = QColor("#e8871e")
#: The gap between the card and what it points at, and between the card and the host's edges.
GAP = 14


class _Pointer(QWidget):
    """The ring round the target and the arrow from the card to it; transparent to the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.target: Optional[QRect] = None
        self.card: Optional[QRect] = None

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.target is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = QRectF(self.target).adjusted(-6, -6, 6, 6)
        glow = QColor(RING)
        glow.setAlpha(70)
        painter.setPen(QPen(glow, 10))
        painter.drawRoundedRect(ring, 10, 10)
        painter.setPen(QPen(RING, 3.5))
        painter.drawRoundedRect(ring, 10, 10)
        if self.card is None or QRectF(self.card).intersects(ring):
            return
        start, end = _facing(QRectF(self.card), ring)
        path = QPainterPath(start)
        path.lineTo(end)
        painter.setPen(QPen(RING, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        line = end - start
        length = max((line.x() ** 2 + line.y() ** 2) ** 0.5, 1.0)
        unit = QPointF(line.x() / length, line.y() / length)
        normal = QPointF(-unit.y(), unit.x())
        painter.setBrush(RING)
        painter.drawPolygon(QPolygonF([end, end - unit * 14 + normal * 7, end - unit * 14 - normal * 7]))
        painter.end()


def _facing(card: QRectF, target: QRectF) -> tuple[QPointF, QPointF]:
    """The points where an arrow from ``card`` to ``target`` leaves the one and meets the other."""

    def edge(rect: QRectF, towards: QPointF) -> QPointF:
        centre = rect.center()
        dx, dy = towards.x() - centre.x(), towards.y() - centre.y()
        scale = min(rect.width() / 2 / abs(dx) if dx else float("inf"),
                    rect.height() / 2 / abs(dy) if dy else float("inf"))
        return QPointF(centre.x() + dx * scale, centre.y() + dy * scale)

    return edge(card, target.center()), edge(target, card.center())


class TutorialCard(QFrame):
    """One step's words, Back and Next, and where the step stands; placed beside its target."""

    back = Signal()
    next = Signal()
    leave = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("tutorialCard")
        self.setStyleSheet(f"""
            QFrame#tutorialCard {{ background: {CREAM}; border: 3px solid {RING.name()}; border-radius: 14px; }}
            QLabel {{ color: {INK}; background: transparent; border: none; }}
            QLabel#tutorialCount {{ color: {BROWN}; font-size: 9pt; }}
            QLabel#tutorialHint {{ color: #9a3412; font-style: italic; }}
        """)
        self.pointer = _Pointer(host)
        self.count = QLabel(self)
        self.count.setObjectName("tutorialCount")
        self.leave_button = QPushButton(self.tr("&Leave the lesson"), self)
        self.leave_button.setFlat(True)
        self.leave_button.setToolTip(self.tr("Back to the start screen: Continue takes the lesson up again"))
        self.text = QLabel(self)
        self.text.setObjectName("tutorialText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.hint = QLabel(self)
        self.hint.setObjectName("tutorialHint")
        self.hint.setWordWrap(True)
        self.hint.hide()
        # Alt and the underlined letter work from the keyboard, wherever the focus is (on the table).
        self.back_button = QPushButton(self.tr("&Back"), self)
        self.next_button = QPushButton(self.tr("&Next"), self)
        for button in (self.leave_button, self.back_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)     # the keys stay with the table
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.next)
        self.leave_button.clicked.connect(self.leave)
        top = self._top = QHBoxLayout()
        top.addWidget(self.count)
        top.addStretch(1)
        top.addWidget(self.leave_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.back_button)
        bottom.addStretch(1)
        bottom.addWidget(self.next_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(16, 8, 16, 12)
        column.addLayout(top)
        column.addWidget(self.text)
        column.addWidget(self.hint)
        column.addLayout(bottom)
        self.target: Optional[QRect] = None
        #: What the card must not cover besides its target (host coordinates).
        self.keep_clear: list[QRect] = []
        self._flash = QTimer(self)
        self._flash.setSingleShot(True)
        self._flash.timeout.connect(lambda: self.setStyleSheet(self.styleSheet().replace("#c2410c", RING.name())))
        host.installEventFilter(self)
        self.hide()

    def show_step(self, number: int, count: int, text: str, target: Optional[QRect],
                  can_back: bool, can_next: bool, keep_clear: Sequence[QRect] = ()) -> None:
        """Show step ``number`` of ``count`` saying ``text`` beside ``target`` (None: at the top),
        clear of ``keep_clear`` too (a hint's words on the table)."""
        self.keep_clear = list(keep_clear)
        self.count.setText(self.tr("Lesson: step %1 of %2").replace("%1", str(number)).replace("%2", str(count)))
        self.text.setText(text)
        self.hint.hide()
        self.back_button.setEnabled(can_back)
        self.next_button.setVisible(can_next)
        self.target = target
        self._place()
        self.show()
        self.raise_()
        self.pointer.raise_()

    def say(self, words: str) -> None:
        """Answer a move the step does not want: the hint under the text, and the card's frame flashes."""
        self.hint.setText(words)
        self.hint.show()
        self.setStyleSheet(self.styleSheet().replace(RING.name(), "#c2410c"))
        self._flash.start(700)
        self._place()

    def follow(self, target: Optional[QRect], keep_clear: Sequence[QRect] = ()) -> None:
        """The target moved (an animation, a resize), or what to keep clear: the card and the ring go with it."""
        if target != self.target or list(keep_clear) != self.keep_clear:
            self.target, self.keep_clear = target, list(keep_clear)
            self._place()

    def hideEvent(self, event) -> None:
        self.pointer.hide()
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def text_fits(self) -> bool:
        """Every word of the step is inside the card, and the card inside the window's table area."""
        host = self.parentWidget()
        assert host is not None                 # made with one
        label = self.text
        return (label.heightForWidth(label.width()) <= label.height()
                and host.rect().contains(self.geometry()))

    def _place(self) -> None:
        host = self.parentWidget()
        assert host is not None                 # made with one
        area = host.rect().adjusted(GAP, GAP, -GAP, -GAP)
        em = self.fontMetrics().height()
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 2 * self.frameWidth()
        layout = self.layout()
        assert layout is not None               # made in __init__
        # Never narrower than the step count and Leave side by side (a narrow host: 1024 px, log open).
        header = self._top.sizeHint().width() + layout.contentsMargins().left() + layout.contentsMargins().right()
        width = int(min(max(17 * em, area.width() * 0.34, header + margins), 26 * em, area.width()))
        self.setFixedWidth(width)
        # The style sheet's border is not in the layout's sums: the frame adds it.
        height = min(layout.totalHeightForWidth(width) + 2 * self.frameWidth(), area.height())
        self.setFixedHeight(height)
        self.move(self._spot(area, width, height))
        self.pointer.setGeometry(host.rect())
        self.pointer.target = self.target
        self.pointer.card = self.geometry()
        self.pointer.setVisible(self.target is not None)
        self.pointer.update()

    def _spot(self, area: QRect, width: int, height: int):
        """Beside the target (right, left, below, above: the first that fits), a little away from it
        so that what lies round it shows too (the other die beside the one to throw), and clear of
        :attr:`keep_clear`; else as near as it fits; else at the top centre."""
        target = self.target
        if target is None:            # at the top, below what it keeps clear there (the prompt)
            top = QRect(area.center().x() - width // 2, area.top(), width, height)
            below = max((rect.bottom() + 1 + GAP for rect in self.keep_clear if rect.intersects(top)),
                        default=area.top())
            top.moveTop(min(below, area.bottom() - height))
            free = [spot for spot in (top, top.translated(0, area.bottom() - height - top.top()))
                    if not any(spot.intersects(rect) for rect in self.keep_clear)]
            return (free or [top])[0].topLeft()
        near = target.adjusted(-GAP - 8, -GAP - 8, GAP + 8, GAP + 8)
        # room for a thing of the target's size beside it (a cell, a die: on a big screen larger
        # than a few lines), but a big target (a panel) sends the card no more than a few lines off
        size = max(target.width(), target.height())
        room = size if size <= min(area.width(), area.height()) // 8 else min(size, 4 * self.fontMetrics().height())
        for ring in (near.adjusted(-room, -room, room, room), near):
            middle_y = min(max(target.center().y() - height // 2, area.top()), area.bottom() - height)
            middle_x = min(max(target.center().x() - width // 2, area.left()), area.right() - width)
            beside = ((ring.right(), middle_y), (ring.left() - width, middle_y),
                      (middle_x, ring.bottom()), (middle_x, ring.top() - height))
            for spot in (QRect(x, y, width, height) for x, y in beside):
                if area.contains(spot) and not any(spot.intersects(rect) for rect in self.keep_clear):
                    return spot.topLeft()
        ring = near
        beside = ((ring.right(), middle_y), (ring.left() - width, middle_y),
                  (middle_x, ring.bottom()), (middle_x, ring.top() - height))
        for spot in (QRect(x, y, width, height) for x, y in beside):
            if area.contains(spot):
                return spot.topLeft()
        # No room beside it (a big target): the corner farthest from it.
        corners = [QRect(x, y, width, height) for x in (area.left(), area.right() - width)
                   for y in (area.top(), area.bottom() - height)]
        return max(corners, key=lambda c: (c.center() - target.center()).manhattanLength()).topLeft()
