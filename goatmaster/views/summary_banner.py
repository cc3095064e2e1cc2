"""A note over the top of the table: what the others did since a hot-seat player's last turn."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

MAX_LINES = 9


class SummaryBanner(QLabel):
    """Shown after a hand-over; hidden by a click on it or by the player's next decision."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setStyleSheet("QLabel { background: rgba(255, 250, 235, 238); color: #2b2118;"
                           " border: 2px solid #8a6d3b; border-radius: 10px; padding: 10px 14px;"
                           " font-size: 11pt; }")
        parent.installEventFilter(self)
        self.hide()

    def tell(self, title: str, lines: list[str]) -> None:
        if len(lines) > MAX_LINES:
            lines = ["…"] + lines[-MAX_LINES:]
        self.setText("\n".join([title] + [f"• {line}" for line in lines]))
        self._place()
        self.raise_()
        self.show()

    def _place(self) -> None:
        parent = self.parentWidget()
        assert parent is not None               # made with one
        # As wide as its longest line (a turn's name alone makes a small banner), at most 620 px.
        lines = self.text().split("\n")
        natural = max(self.fontMetrics().horizontalAdvance(line) for line in lines) + 40     # padding, border
        width = min(parent.width() - 40, 620, natural)
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((parent.width() - width) // 2, 14)

    def mousePressEvent(self, event) -> None:
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
