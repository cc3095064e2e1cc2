"""The replay controls of a finished game: first, back, forward, last, and a slider to jump."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QWidget


class ReplayBar(QWidget):
    """Asks for a turn to show (``turnChosen(k)``: the position after k turns) or to stop."""

    turnChosen = Signal(int)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turns = 0
        self.turn = 0
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.first = self._button("⏮", self.tr("Back to the deal"), lambda: self.show_turn(0))
        self.back = self._button("◀", self.tr("One turn back"), lambda: self.show_turn(self.turn - 1))
        self.forward = self._button("▶", self.tr("One turn forward"), lambda: self.show_turn(self.turn + 1))
        self.last = self._button("⏭", self.tr("To the end"), lambda: self.show_turn(self.turns))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setMinimumWidth(160)
        self.slider.valueChanged.connect(self.show_turn)
        self.label = QLabel(self)
        self.done = QPushButton(self.tr("Close replay"), self)
        self.done.clicked.connect(self.closed)
        for widget in (self.first, self.back, self.slider, self.forward, self.last, self.label, self.done):
            layout.addWidget(widget)

    def _button(self, text: str, tip: str, slot) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)
        button.setFixedWidth(40)
        button.clicked.connect(slot)
        return button

    def start(self, turns: int) -> None:
        self.turns = turns
        self.slider.blockSignals(True)
        self.slider.setRange(0, turns)
        self.slider.blockSignals(False)
        self.show_turn(turns)

    def show_turn(self, turn: int) -> None:
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
        if changed or turn == self.turns:
            self.turnChosen.emit(turn)
