"""Hosting a table from the app: the table server on this machine, on a thread of its own.

The host's app runs the same server as ``goatmaster-server`` (``goatmaster.net.server``) on
an asyncio loop in a background thread, with its tables in the app's data folder, so a table
survives the host's app being closed and opened again.  Friends on the LAN reach it at this
machine's address (:func:`lan_addresses`, read from the interfaces: nothing is sent to find it).
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import random
import threading
from pathlib import Path
from typing import Optional

import ifaddr

from ...net.lan import TableAdvertiser
from ...net.server import Limits, TableServer
from ...net.table import SYSTEM_RANDOM
from ...net.thinker import Thinker
from ..platform import fault_report

#: The port a hosted table listens on first (another free one if it is taken).
DEFAULT_PORT = 8765
#: Tables are advertised on the LAN, and looked for there (zeroconf's multicast).  The tests turn
#: it off: no packet of theirs may leave the machine (tests/conftest.py).
LAN = True


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses others on the LAN may reach (loopback last, as a fallback)."""
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                try:
                    address = ipaddress.IPv4Address(ip.ip)
                except ValueError:
                    continue
                if not address.is_loopback and not address.is_link_local:
                    found.append(str(address))
    return sorted(set(found)) + ["127.0.0.1"]


#: The table server's logger (``goatmaster.net.server``'s parent).
SERVER_LOG = "goatmaster.net"


def _log_loop_error(loop: asyncio.AbstractEventLoop, context: dict) -> None:
    """An exception no task of the server's loop caught: logged, as the server logs its own."""
    logging.getLogger(SERVER_LOG).error(context.get("message", "the table server failed"),
                                        exc_info=context.get("exception"))


class HostedServer:
    """A table server in this process: :meth:`start` it, :meth:`stop` it when the app closes."""

    def __init__(self, data: str | Path, host: str = "0.0.0.0", port: int = DEFAULT_PORT,
                 ai_processes: int = 1, iterations: Optional[int] = None, advertise: Optional[bool] = None,
                 entropy: random.Random = SYSTEM_RANDOM) -> None:
        self.data, self.host, self.wanted_port = data, host, port
        self.entropy = entropy
        self.advertise = LAN if advertise is None else advertise
        self.ai_processes, self.iterations = ai_processes, iterations
        self.port = 0
        self.server: Optional[TableServer] = None
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._thread: Optional[threading.Thread] = None
        self._stop: Optional[asyncio.Event] = None
        self._started = threading.Event()
        self._error: Optional[BaseException] = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self.port > 0

    def start(self, timeout: float = 15.0) -> int:
        """Listen (on the wanted port, or any free one if it is taken); the port. Raises OSError."""
        if self.running:
            return self.port
        # What the server catches itself (a message it could not handle, an AI that failed) is
        # logged: into the app's log, and told to the host.
        fault_report.watch(SERVER_LOG)
        self._started.clear()
        self._error = None
        self._thread = threading.Thread(target=self._run, name="goatmaster-host", daemon=True)
        self._thread.start()
        if not self._started.wait(timeout):
            raise OSError("the table server did not start in time")
        if self._error is not None:
            raise self._error if isinstance(self._error, OSError) else OSError(str(self._error))
        return self.port

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        loop.set_exception_handler(_log_loop_error)
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except BaseException as error:          # noqa: BLE001  (said to start(), or logged)
            if self._started.is_set():
                logging.getLogger(SERVER_LOG).error("the table server stopped", exc_info=error)
            self._error = error
            self._started.set()
        finally:
            loop.close()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        thinker = Thinker(self.ai_processes, self.iterations)
        for port in (self.wanted_port, 0):
            server = TableServer(self.data, self.host, port, Limits(), thinker,
                                 advertiser=TableAdvertiser() if self.advertise else None, entropy=self.entropy)
            try:
                await server.start()
                break
            except OSError:
                server.store.close()
                if port == 0:
                    thinker.close()
                    raise
        self.server, self.port = server, server.port
        self._started.set()
        await self._stop.wait()
        await server.stop()

    def stop(self) -> None:
        """Close every connection and end the thread (the tables stay in the store)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(15)
            self._thread = None
        self.port = 0
        fault_report.unwatch(SERVER_LOG)        # another server's errors (a test's, a tool's) are not this host's
