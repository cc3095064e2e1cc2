"""The window's line to a table server: a :class:`~goatmaster.net.client.TableClient` on a thread of its own.

QtWebSockets is not in the PySide6-Essentials wheel, so the client is the ``websockets``
library on an asyncio loop, run in a ``QThread``.  Everything read is checked there (the
protocol, then the game's online form reads the seat's view); the GUI thread hears of it
through a queued signal and takes each message, with the world drawn from its view and its
events, from the link's inbox in order (:meth:`TableLink.take`), and sends through
:meth:`TableLink.send`, which hands the message to the loop.  The GUI thread never touches
the loop's objects, nor the loop the GUI's.
"""

from __future__ import annotations

import asyncio
import threading
from collections import deque
from typing import Any, Optional

from PySide6.QtCore import QObject, QThread, Signal

from ...net import protocol as p
from ...net.client import TableClient


#: A server message as the link hands it on: (message, the world it brought or None, its events;
#: for a page of the table's story, its moves read: ``(step, actor, events)`` each).
Received = tuple[p.ServerMessage, Any, Optional[list]]


class _LoopThread(QThread):
    def __init__(self, run) -> None:
        super().__init__()
        self.setObjectName("goatmaster-table-link")
        self._target = run

    def run(self) -> None:
        self._target()


class TableLink(QObject):
    """One client's connection to a table, for the GUI thread."""

    #: Server messages are waiting in :meth:`take`'s inbox.
    arrived = Signal()
    #: "connected", "reconnecting" or "closed".
    connection = Signal(str)
    #: A server message that was not the protocol's, or not a table this app can show.
    fault = Signal(str)

    def __init__(self, url: str, join: p.Message, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.url = url
        self._join = join
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._client: Optional[TableClient] = None
        self._thread: Optional[QThread] = None
        self._ready = threading.Event()
        self._inbox: deque[Received] = deque()      # appended on the loop's thread, taken on the GUI's

    def start(self) -> None:
        # The asyncio loop is the thread's own event loop; it talks to Qt only through this
        # object's signals, which Qt queues to the receivers' (GUI) thread.
        self._thread = _LoopThread(self._run)
        self._thread.start()
        self._ready.wait(10)

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        client = TableClient(self.url, self._join, self._on_message, self.connection.emit)
        self._client = client
        self._ready.set()
        try:
            loop.run_until_complete(client.run())
        finally:
            loop.close()

    def _on_message(self, message: p.ServerMessage) -> None:
        table = self._client.table if self._client is not None else None
        world = events = None
        if table is not None and isinstance(message, (p.Snapshot, p.Update)):
            world, events = table.world, list(table.events)
        elif table is not None and isinstance(message, p.Past):
            events = list(table.past)           # its moves: (step, actor, events) each
        faults = self._client.faults if self._client is not None else []
        while faults:
            self.fault.emit(faults.pop(0))
        self._inbox.append((message, world, events))
        self.arrived.emit()

    def take(self) -> Optional[Received]:
        """The oldest message not yet taken, checked: (message, the world it brought or None, its
        events); None when there is none.  Whoever reads the table takes them one by one, so a
        reader that hands over to another (the opener to the table's model) loses none."""
        try:
            return self._inbox.popleft()
        except IndexError:
            return None

    @property
    def token(self) -> Optional[str]:
        return self._client.table.token if self._client is not None else None

    def send(self, message: p.Message) -> None:
        """Send ``message`` (from the GUI thread); dropped while reconnecting."""
        loop, client = self._loop, self._client
        if loop is None or client is None or loop.is_closed():
            return
        loop.call_soon_threadsafe(lambda: loop.create_task(client.send(message)))

    def close(self) -> None:
        """Leave the table, close the connection and end the thread (waits at most 5 s)."""
        loop, client = self._loop, self._client
        if loop is not None and client is not None and not loop.is_closed():
            def leave() -> None:
                async def bye() -> None:
                    await client.send(p.Leave())
                    await client.close()
                loop.create_task(bye())
            try:
                loop.call_soon_threadsafe(leave)
            except RuntimeError:
                pass                            # the loop ended meanwhile
        if self._thread is not None:
            self._thread.wait(5000)
            self._thread = None
