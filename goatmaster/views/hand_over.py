"""Hot-seat hand-over: an opaque cover over the table until the next player is at the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .forms import CREAM, DARK_GRASS, WARM_BUTTON

#: The game's warm button, larger, its focus bright on the dark cover.
BUTTON_STYLE = WARM_BUTTON + f"""
QPushButton {{ border-radius: 12px; padding: 10px 28px; font-size: 14pt; }}
QPushButton:focus {{ border-color: {CREAM}; }}
"""


class HandOverScreen(QWidget):
    """Covers its parent completely (nothing of the table shows through) and waits for a click."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.pawn = QLabel(self)
        self.pawn.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f'color: {CREAM}; font-family: "DejaVu Serif"; font-size: 26pt; '
                                 "font-weight: bold;")
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("color: #f0e6c8; font-size: 13pt;")
        self.button = QPushButton(self)
        self.button.setStyleSheet(BUTTON_STYLE)
        self.button.clicked.connect(self.ready)
        layout.addWidget(self.pawn)
        layout.addSpacing(8)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.detail)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)
        parent.installEventFilter(self)
        self.hide()

    def call(self, name: str, picture: QPixmap, question: str = "") -> None:
        """Ask ``name`` (shown by ``picture``, the seat's piece) to take the screen.

        ``question`` is the game's text when a seat must answer out of turn (Goat
        Master's dog asking to swap onto its card, R18); empty for a turn."""
        self.pawn.setPixmap(picture)
        self.title.setText(self.tr("Pass the screen to %1").replace("%1", name))
        self.detail.setText(question or self.tr("It is %1's turn. Everybody else, please look away.")
                            .replace("%1", name))
        self.button.setText(self.tr("I am %1 — show my cards").replace("%1", name))
        parent = self.parentWidget()
        assert parent is not None               # made with one
        self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter takes the screen as Space does (a push button outside a dialog knows only Space)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.button.click()
        else:
            super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if parent is not None and watched is parent and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return False

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(DARK_GRASS))
