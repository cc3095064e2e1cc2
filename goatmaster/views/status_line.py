"""A window's status line that never cuts a message off unseen.

Qt's status bar draws a message on one line and cuts it at the window's edge: at 1024 px
"Your unfinished game, Goal Rows: … was kept in …" lost its end, where it says what to do.
:class:`StatusLine` shows a message too long for its room elided ("…") and the whole of it
as the line's tooltip, and elides it again when the window is resized or its text scaled.  ``currentMessage()``
is the whole message, as it was given.
"""

from __future__ import annotations

import time
from typing import Optional

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QStatusBar, QWidget

#: Room Qt's status bar keeps free beside its message (QStatusBarPrivate::messageRect: 6 px on
#: the leading side, 12 on the trailing one), with a few pixels more for the style's frame.
MARGINS = 24


class StatusLine(QStatusBar):
    """A status bar whose messages fit: elided with the whole text as the tooltip."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self._whole = ""
        self._until: Optional[float] = None     # when the message goes (time.monotonic), if it does
        self._permanent: list[QWidget] = []
        self.messageChanged.connect(self._changed)

    def showMessage(self, text: str, timeout: Optional[int] = 0) -> None:  # noqa: N802 (Qt's name)
        self._whole = text
        self._until = time.monotonic() + timeout / 1000 if timeout and timeout > 0 else None
        super().showMessage(self._fitted(text), timeout or 0)
        self._tell_whole()

    def currentMessage(self) -> str:  # noqa: N802 (Qt's name)
        return self._whole if super().currentMessage() else ""

    def addPermanentWidget(self, widget: QWidget, stretch: Optional[int] = 0) -> None:  # noqa: N802 (Qt's name)
        self._permanent.append(widget)
        super().addPermanentWidget(widget, stretch or 0)

    def room(self) -> int:
        """The width a message may take: the line's, less the permanent widgets and the margins."""
        taken = sum(widget.width() + 4 for widget in self._permanent if widget.isVisible())
        grip = self.findChild(QWidget, "qt_sizegrip")       # QSizeGrip, when the window has one
        if grip is not None and grip.isVisible():
            taken += grip.width()
        return max(0, self.width() - taken - MARGINS)

    def _fitted(self, text: str) -> str:
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, self.room()) if text else text

    def _changed(self, shown: str) -> None:
        if not shown:                   # timed out or cleared
            self._whole = ""
            self._tell_whole()

    def _tell_whole(self) -> None:
        elided = bool(self._whole) and super().currentMessage() != self._whole
        self.setToolTip(self._whole if elided else "")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._refit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:     # the window's text scaled to another screen
            self._refit()

    def _refit(self) -> None:
        """The message shown again at the line's width and font, for the rest of its time."""
        shown = super().currentMessage()
        if shown and self._fitted(self._whole) != shown:
            left = 0 if self._until is None else max(1, round((self._until - time.monotonic()) * 1000))
            QStatusBar.showMessage(self, self._fitted(self._whole), left)
            self._tell_whole()
