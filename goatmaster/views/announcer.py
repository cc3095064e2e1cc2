"""What a screen reader says aloud without the focus moving: Qt's announcements (Qt 6.8+).

The game window speaks each log line as it is written, the hand-over, the end, and "your turn"
through one :class:`Announcer`; a test puts a recording one in its place.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


class Announcer:
    """Speaks for ``source`` (a widget of the window): politely, or at once for "your turn"."""

    def __init__(self, source: QObject) -> None:
        self.source = source

    def say(self, text: str, assertive: bool = False) -> None:
        if not text or not QAccessible.isActive():        # no screen reader listens: nothing to send
            return
        event = QAccessibleAnnouncementEvent(self.source, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
