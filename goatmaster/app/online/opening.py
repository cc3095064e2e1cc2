"""Sitting down at a table: connect, wait for the seat and the first snapshot, open the window.

A :class:`TableOpener` starts a :class:`~.link.TableLink` with the first message (create,
claim, rejoin or watch) and waits, without blocking the window, for the server's answer:
the seat it gives and the table as that seat sees it.  Then it makes the model and the game
window; a refusal (a wrong code, a full table) or a server that cannot be reached is said in
the player's words instead.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.registry import entry
from ...net import protocol as p
from .link import TableLink
from .remote_model import RemoteModel
from .words import refusal
from .window import OnlineGameWindow

#: How long to wait for a table before saying it cannot be reached.
WAIT_MS = 10_000


class TableOpener(QObject):
    """One attempt to sit at a table; ``opened(window)`` or ``failed(words)``, once."""

    opened = Signal(object)
    failed = Signal(str)

    def __init__(self, url: str, join: p.Message, address: str = "",
                 worker_factory: Optional[Callable[[], Any]] = None, parent: Optional[QObject] = None,
                 seen: Optional[int] = None) -> None:
        super().__init__(parent)
        #: The last step of this seat's table the app showed (``None``: none), for the window's summary.
        self.seen = seen
        self.url, self.address = url, address
        self.worker_factory = worker_factory
        self.link = TableLink(url, join)
        self._joined: Optional[p.Joined] = None
        self._done = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._fail(self.tr("No table answered at %1.").replace("%1", url)))

    def start(self) -> None:
        self.listen()
        self._timer.start(WAIT_MS)
        self.link.start()

    def listen(self) -> None:
        """Hear the link (before it starts, so nothing it says is missed)."""
        self.link.arrived.connect(self._take)
        self.link.connection.connect(self._connection)
        self.link.fault.connect(self._fail)

    def _connection(self, state: str) -> None:
        if state in ("reconnecting", "closed") and self._joined is None:
            self._fail(self.tr("No table answered at %1.").replace("%1", self.url))

    def _take(self) -> None:
        """Read the server's messages up to the first snapshot; the table's model reads on from there."""
        while not self._done and (item := self.link.take()) is not None:
            self._received(*item)

    def _received(self, message: p.ServerMessage, world: Any, events: Any) -> None:
        if isinstance(message, p.Error):
            self._fail(refusal(message))
        elif isinstance(message, p.Joined):
            self._joined = message
        elif isinstance(message, p.Snapshot) and self._joined is not None and world is not None:
            self._done = True
            self._timer.stop()
            self.link.arrived.disconnect(self._take)
            self.link.connection.disconnect(self._connection)
            self.link.fault.disconnect(self._fail)
            model = RemoteModel(self.link, entry(self._joined.game), self._joined, message, world, seen=self.seen)
            worker = self.worker_factory() if self.worker_factory else None
            window = OnlineGameWindow(model, self.address, worker=worker)
            model.follow()
            self.opened.emit(window)

    def _fail(self, words: str) -> None:
        if self._done:
            return
        self._done = True
        self._timer.stop()
        self.link.close()
        self.failed.emit(words)
