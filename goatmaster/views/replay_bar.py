"""The replay controls of a finished game: first, back, play, forward, last, and a slider to jump.

*Play* steps forward by itself, a turn every :data:`AUTOPLAY_MS`, until the end
or until the player stops it or steps anywhere by hand.  *Review* asks for the game's
review; once there is one, a strip under the slider shows where the game turned.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSlider, QVBoxLayout, QWidget

from .forms import blank_pixmap
from .review_panel import ReviewStrip

ICON = QSize(16, 16)
#: The pace of *Play*: long enough to follow a turn's animations.
AUTOPLAY_MS = 1400


def step_icon(colour: QColor, forward: bool, to_end: bool) -> QIcon:
    """A triangle (and a bar for first and last), drawn: ⏮ and ⏭ are missing from many fonts."""
    icon = QIcon()
    for dpr in (1.0, 2.0):
        pixmap = blank_pixmap(ICON, dpr)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not forward:                         # drawn pointing right, mirrored for back
            painter.translate(ICON.width(), 0)
            painter.scale(-1, 1)
        triangle = QPainterPath(QPointF(4, 3))
        triangle.lineTo(12, 8)
        triangle.lineTo(4, 13)
        triangle.closeSubpath()
        painter.fillPath(triangle, colour)
        if to_end:
            painter.fillRect(QRectF(12, 3, 2, 10), colour)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


class ReplayBar(QWidget):
    """Asks for a turn to show (``turnChosen(k)``: the position after k turns) or to stop."""

    turnChosen = Signal(int)
    closed = Signal()
    reviewAsked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turns = 0
        self.turn = 0
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.first = self._button(False, True, self.tr("Back to the deal"), lambda: self.show_turn(0))
        self.back = self._button(False, False, self.tr("One turn back"), lambda: self.show_turn(self.turn - 1))
        self.play = QPushButton(self.tr("Play"), self)
        self.play.setCheckable(True)
        self.play.setToolTip(self.tr("Play the game turn by turn, by itself"))
        self.play.toggled.connect(self._autoplay)
        self._timer = QTimer(self)
        self._timer.setInterval(AUTOPLAY_MS)
        self._timer.timeout.connect(self._step)
        self.forward = self._button(True, False, self.tr("One turn forward"),
                                    lambda: self.show_turn(self.turn + 1))
        self.last = self._button(True, True, self.tr("To the end"), lambda: self.show_turn(self.turns))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setMinimumWidth(120)
        self.slider.valueChanged.connect(self._by_hand)
        self.strip = ReviewStrip(self.slider, self)
        self.strip.hide()
        # the strip right under the slider, the two centred on the bar's line together
        track = QWidget(self)
        track.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        column = QVBoxLayout(track)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.slider)
        column.addWidget(self.strip)
        self.label = QLabel(self)
        self.review = QPushButton(self.tr("Re&view"), self)
        self.review.setObjectName("replayReview")
        self.review.setToolTip(self.tr("Weigh a player's decisions with the AI: what each one cost, and "
                                       "what was better"))
        self.review.clicked.connect(self.reviewAsked)
        self.done = QPushButton(self.tr("Close replay"), self)
        self.done.clicked.connect(self.closed)
        for widget in (self.first, self.back, self.play, track, self.forward, self.last, self.label,
                       self.review, self.done):
            layout.addWidget(widget)

    def _button(self, forward: bool, to_end: bool, tip: str, slot) -> QPushButton:
        button = QPushButton(self)
        button.setIcon(step_icon(self.palette().buttonText().color(), forward, to_end))
        button.setIconSize(ICON)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setFixedWidth(40)
        button.clicked.connect(lambda: self._by_hand(None, slot))
        return button

    def _by_hand(self, turn, slot=None) -> None:
        """A step the player chose stops *Play*."""
        self.play.setChecked(False)
        if slot is not None:
            slot()
        else:
            self.show_turn(turn)

    def _autoplay(self, on: bool) -> None:
        if on and self.turn >= self.turns:
            self.show_turn(0)                   # from the end, Play starts again from the deal
        if on:
            self._timer.start()
        else:
            self._timer.stop()
        self.play.setText(self.tr("Pause") if on else self.tr("Play"))

    def _step(self) -> None:
        self.show_turn(self.turn + 1)
        if self.turn >= self.turns:
            self.play.setChecked(False)

    def hideEvent(self, event) -> None:
        self.play.setChecked(False)             # a closed replay stops playing
        super().hideEvent(event)

    def start(self, turns: int) -> None:
        self.play.setChecked(False)
        self.turns = turns
        self.slider.blockSignals(True)
        self.slider.setRange(0, turns)
        self.slider.blockSignals(False)
        self.show_turn(turns)

    def show_turn(self, turn: int, emit: bool = True) -> None:
        """Show ``turn`` (asking for it with ``turnChosen`` unless ``emit`` is False: the window
        showed a position within it itself)."""
        turn = max(0, min(self.turns, turn))
        changed = turn != self.turn
        self.turn = turn
        self.slider.blockSignals(True)
        self.slider.setValue(turn)
        self.slider.blockSignals(False)
        self.label.setText(self.tr("Turn %1 of %2").replace("%1", str(turn)).replace("%2", str(self.turns)))
        self.first.setEnabled(turn > 0)
        self.back.setEnabled(turn > 0)
        self.forward.setEnabled(turn < self.turns)
        self.last.setEnabled(turn < self.turns)
        if emit and (changed or turn == self.turns):
            self.turnChosen.emit(turn)
