"""The nudge: a desktop notification that it is the player's move at a table.

:class:`Notifier` is the seam: :class:`TrayNotifier` shows the notification from the system
tray's icon (``QSystemTrayIcon``), where the desktop has a tray; the tests give one of their
own (a virtual display has no tray).  Where there is none the inbox on the start screen and the
window's title say it instead.  The tray's icon also keeps the app reachable while its window
is closed (a table hosted here lives only while the app runs).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMenu, QSystemTrayIcon


class Notifier(QObject):
    """Shows a notification; :attr:`clicked` names the table of the one the player clicked."""

    #: The seat's token of the notification clicked.
    clicked = Signal(str)
    #: The tray's icon was clicked (or its menu's Show): show the app's window.
    shown = Signal()

    def available(self) -> bool:
        """Whether notifications can be shown here at all."""
        return False

    def notify(self, title: str, text: str, token: str) -> None:
        """Show ``text``; a click on it emits :attr:`clicked` with ``token``."""

    def keep(self, kept: bool) -> None:
        """Keep the app's icon in the tray (while it runs with no window), or not."""


class TrayNotifier(Notifier):
    """Notifications from the system tray's icon, where the desktop has a tray."""

    def __init__(self, icon: QIcon, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._token = ""
        self._tray: Optional[QSystemTrayIcon] = None
        if not QSystemTrayIcon.isSystemTrayAvailable():
            return
        tray = QSystemTrayIcon(icon, self)
        tray.setToolTip(self.tr("Goat Master"))
        menu = QMenu()
        menu.addAction(self.tr("Show Goat Master"), self.shown.emit)
        menu.addAction(self.tr("Quit"), QApplication.quit)
        self._menu = menu
        tray.setContextMenu(menu)
        tray.messageClicked.connect(lambda: self.clicked.emit(self._token))
        tray.activated.connect(lambda reason: self.shown.emit()
                               if reason == QSystemTrayIcon.ActivationReason.Trigger else None)
        self._tray = tray

    def available(self) -> bool:
        return self._tray is not None and QSystemTrayIcon.supportsMessages()

    def notify(self, title: str, text: str, token: str) -> None:
        if self._tray is None:
            return
        self._token = token
        self._tray.show()       # a message comes from the icon; it stays, to come back to the app
        self._tray.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, 15_000)

    def keep(self, kept: bool) -> None:
        if self._tray is not None and kept:
            self._tray.show()
