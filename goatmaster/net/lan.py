"""Tables on the home network: a server advertises its tables with DNS-SD, the app lists them.

Each table a server holds is one service of type :data:`SERVICE_TYPE` (multicast DNS,
``zeroconf``), named for people ("Ann's table (Goat Master) K7PX2M") and carrying in its TXT
record the protocol's version, the game's registry name, the join code, the host's name, the
seats free now and the app's version (:data:`KEYS`).

:class:`TableAdvertiser` runs on the server's asyncio loop (an ``AsyncZeroconf``): the server
says what each table looks like now (:meth:`~TableAdvertiser.show`, never blocking) or that it
is gone (:meth:`~TableAdvertiser.withdraw`), and the advertiser registers, updates or
unregisters the services in the background, one table's changes in order.

:class:`TableBrowser` runs on a thread of its own (the app's window has no asyncio loop) and
keeps a list of the tables found, as :class:`FoundTable` records, calling back when it changes.
Whatever the network says is untrusted: :func:`read_table` checks every value's type, length
and range, and a broken record is left out, never raised.  A table of another protocol version
is listed but not :attr:`~FoundTable.joinable`.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.metadata
import ipaddress
import logging
import re
import secrets
import socket
import threading
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Sequence

import ifaddr                                   # zeroconf's own dependency: the machine's addresses
from zeroconf import (InterfaceChoice, InterfacesType, IPVersion,
                      NonUniqueNameException, ServiceInfo, ServiceStateChange, Zeroconf)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from . import protocol as p

log = logging.getLogger("goatmaster.net.lan")

SERVICE_TYPE = "_goatmaster._tcp.local."
#: The TXT record's keys: protocol version, game (registry name), join code, host's name,
#: seats free now, seats in all, app version, whether the game goes on from a saved game.
KEYS = ("v", "game", "code", "host", "free", "seats", "app", "saved")
#: A DNS-SD instance name is one DNS label: at most 63 bytes.
MAX_INSTANCE = 63
MAX_APP_VERSION = 32
#: Tables a browser lists at most (and services it resolves at once): a flood is cut off here.
MAX_TABLES = 200
#: Names tried for one table when another service already has its name ("…", "… (2)", …).
RENAMES = 8
#: How long a browser waits for a service's records (seconds).
RESOLVE_TIMEOUT = 3.0

_NUMBER = re.compile(r"[0-9]{1,6}")
_ANY_CODE = re.compile(r"[A-Za-z0-9]{1,16}")
_CODE = re.compile(f"[{p.CODE_ALPHABET}]{{{p.CODE_LENGTH}}}")


def app_version() -> str:
    """The installed app's version ("0" when it is not installed, as when run from a folder)."""
    try:
        return importlib.metadata.version("goatmaster")
    except importlib.metadata.PackageNotFoundError:
        return "0"


# ---------------------------------------------------------------------- what is advertised

@dataclass(frozen=True)
class Advert:
    """One table as the LAN sees it: the server says this, the advertiser publishes it."""
    code: str
    #: The game's registry name (``goat-master``) and its title for people (``Goat Master``).
    game: str
    title: str
    #: The host's name ("" when the table's creator sits at no seat).
    host: str
    free: int
    seats: int
    #: The game goes on from a saved game the host opened (the host may know its hidden cards).
    saved: bool = False


def _one_line(text: str, dots: bool = True) -> str:
    """``text`` on one line, without control characters (nor dots, which would split a DNS label)."""
    return " ".join("".join(ch if ch.isprintable() and (dots or ch != ".") else " " for ch in text).split())


def _fit(text: str, size: int) -> str:
    """The longest start of ``text`` that is at most ``size`` bytes in UTF-8."""
    data = text.encode("utf-8")[:max(0, size)]
    return data.decode("utf-8", "ignore").rstrip()


def instance_name(advert: Advert, attempt: int = 1) -> str:
    """The service's name for people: "Ann's table (Goat Master) K7PX2M", then " (2)", " (3)"…
    when the name is taken; always a valid DNS-SD instance name (63 bytes at most)."""
    suffix = f" {advert.code}" + (f" ({attempt})" if attempt > 1 else "")
    title = _fit(_one_line(advert.title, dots=False), 24)
    middle = f"table ({title})" if title else "table"
    room = MAX_INSTANCE - len((middle + suffix).encode("utf-8")) - len("'s ")
    host = _fit(_one_line(advert.host, dots=False), room)
    head = f"{host}'s {middle}" if host else middle[0].upper() + middle[1:]
    return _fit(head + suffix, MAX_INSTANCE)


def txt_properties(advert: Advert, version: str) -> dict[str, str]:
    """The TXT record of ``advert`` (every value within a TXT string's 255 bytes)."""
    return {"v": str(p.VERSION), "game": advert.game[:p.MAX_NAME], "code": advert.code,
            "host": _one_line(advert.host)[:p.MAX_NAME], "free": str(advert.free), "seats": str(advert.seats),
            "app": version[:MAX_APP_VERSION], "saved": "1" if advert.saved else "0"}


def _machine_addresses(ipv6: bool) -> list[str]:
    """This machine's addresses other than loopback (the loopback ones when it has no other)."""
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                found.append(ip.ip)
            elif ipv6 and isinstance(ip.ip, tuple) and not ip.ip[2]:    # no link-local scope
                found.append(ip.ip[0])
    usable = [a for a in found if not ipaddress.ip_address(a).is_loopback]
    return usable or found


class TableAdvertiser:
    """Advertises a server's tables on the LAN; made and used on the server's event loop.

    ``interfaces``: where the multicast goes (``InterfaceChoice.All``: every interface; a list
    of addresses: those alone).  ``addresses``: the addresses a table is joined at; by default
    the server's own when it listens on one, else this machine's (those of ``interfaces`` when
    they are a list).
    """

    def __init__(self, interfaces: InterfacesType = InterfaceChoice.All,
                 addresses: Optional[Sequence[str]] = None, version: Optional[str] = None) -> None:
        self.interfaces = interfaces
        self.addresses = list(addresses) if addresses is not None else None
        self.version = version if version is not None else app_version()
        self._zc: Optional[AsyncZeroconf] = None
        self._port = 0
        self._server = f"goatmaster-{secrets.token_hex(4)}.local."
        #: What each table should look like (``None``: withdrawn), what the LAN was last told.
        self._wanted: dict[str, Optional[Advert]] = {}
        self._shown: dict[str, tuple[Advert, ServiceInfo]] = {}
        self._workers: dict[str, asyncio.Task] = {}
        self._idle = asyncio.Event()
        self._idle.set()

    async def start(self, port: int, host: str = "") -> None:
        """Advertise tables joined at ``port`` (the server listens on ``host``)."""
        self._port = port
        if self.addresses is None:
            self.addresses = await self._addresses(host)
        zc = AsyncZeroconf(interfaces=self.interfaces)
        try:
            await zc.zeroconf.async_wait_for_start()
        except BaseException:
            await zc.async_close()
            raise
        self._zc = zc

    async def _addresses(self, host: str) -> list[str]:
        with contextlib.suppress(ValueError):
            address = ipaddress.ip_address(host)
            if not address.is_unspecified:
                return [str(address)]
        if host not in ("", "0.0.0.0", "::"):
            found = await asyncio.get_running_loop().getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
            return list(dict.fromkeys(str(info[4][0]) for info in found))
        if isinstance(self.interfaces, list):
            return [a for a in self.interfaces if isinstance(a, str)]
        return _machine_addresses(ipv6=host == "::")

    @property
    def names(self) -> dict[str, str]:
        """The service name of each table advertised now, by join code."""
        return {code: info.name for code, (_, info) in self._shown.items()}

    def show(self, advert: Advert) -> None:
        """The LAN is to see ``advert`` (a table new or changed); returns at once."""
        self._want(advert.code, advert)

    def withdraw(self, code: str) -> None:
        """The table ``code`` is over or forgotten: no longer advertised; returns at once."""
        if code in self._wanted or code in self._shown:
            self._want(code, None)

    def _current(self, code: str) -> Optional[Advert]:
        """What table ``code`` will look like once the changes asked for are made."""
        if code in self._wanted:
            return self._wanted[code]
        shown = self._shown.get(code)
        return shown[0] if shown else None

    def _want(self, code: str, advert: Optional[Advert]) -> None:
        if self._zc is None or self._current(code) == advert:
            return
        self._wanted[code] = advert
        if code not in self._workers:
            self._idle.clear()
            task = asyncio.get_running_loop().create_task(self._work(code))
            self._workers[code] = task

    async def _work(self, code: str) -> None:
        """Brings the LAN to what is wanted for table ``code``, one change at a time."""
        try:
            while True:
                wanted = self._wanted.get(code)
                shown = self._shown.get(code)
                if wanted == (shown[0] if shown else None):
                    self._wanted.pop(code, None)
                    return
                zc = self._zc
                assert zc is not None               # stop() ends every worker first
                if wanted is None:
                    assert shown is not None
                    del self._shown[code]
                    await zc.async_unregister_service(shown[1])
                elif shown is None:
                    info = await self._register(wanted)
                    if info is None:
                        self._wanted.pop(code, None)
                        return
                    self._shown[code] = (wanted, info)
                else:
                    info = self._info(wanted, shown[1].name)
                    self._shown[code] = (wanted, info)
                    await zc.async_update_service(info)
        except Exception:                       # noqa: BLE001  (advertising never stops the server)
            log.exception("advertising table %s failed", code)
            self._wanted.pop(code, None)
        finally:
            del self._workers[code]
            if not self._workers:
                self._idle.set()

    def _info(self, advert: Advert, name: str) -> ServiceInfo:
        return ServiceInfo(SERVICE_TYPE, name, port=self._port, properties=txt_properties(advert, self.version),
                           server=self._server, parsed_addresses=list(self.addresses or ()))

    async def _register(self, advert: Advert) -> Optional[ServiceInfo]:
        assert self._zc is not None
        for attempt in range(1, RENAMES + 1):
            info = self._info(advert, f"{instance_name(advert, attempt)}.{SERVICE_TYPE}")
            try:
                await self._zc.async_register_service(info)
                return info
            except NonUniqueNameException:
                log.info("the LAN has a service called %r already; trying another name", info.name)
        log.warning("table %s is not advertised: %d names for it were taken", advert.code, RENAMES)
        return None

    async def settled(self, timeout: float = 10.0) -> None:
        """Wait (bounded) until every change asked for has been made."""
        await asyncio.wait_for(self._idle.wait(), timeout)

    async def stop(self, timeout: float = 5.0) -> None:
        """Withdraw every table (goodbye packets) and close; bounded by ``timeout``."""
        zc, self._zc = self._zc, None
        workers = list(self._workers.values())
        for task in workers:
            task.cancel()
        await asyncio.gather(*workers, return_exceptions=True)
        self._wanted.clear()
        self._shown.clear()
        if zc is not None:
            try:
                await asyncio.wait_for(zc.async_close(), timeout)      # unregisters every service first
            except (asyncio.TimeoutError, OSError) as error:
                log.warning("the LAN advertiser did not close cleanly: %r", error)


# ---------------------------------------------------------------------- what is found

@dataclass(frozen=True)
class FoundTable:
    """A table found on the LAN, checked (see :func:`read_table`)."""
    #: The service's name for people ("Ann's table (Goat Master) K7PX2M").
    name: str
    addresses: tuple[str, ...]
    port: int
    #: The game's registry name (the app may not know it: a newer app's game).
    game: str
    code: str
    host: str
    free: int
    #: Seats in all (``None``: not said).
    seats: Optional[int]
    #: The protocol version the server speaks, and its app's version.
    protocol: int
    app: str
    #: The game goes on from a saved game its host opened (see :class:`Advert`).
    saved: bool = False

    @property
    def joinable(self) -> bool:
        """This app speaks the table's protocol (else: "needs version :attr:`protocol`")."""
        return self.protocol == p.VERSION

    def url(self, address: Optional[str] = None) -> str:
        host = address or self.addresses[0]
        if ":" in host:
            host = f"[{host}]"
        return f"ws://{host}:{self.port}"


def _text(value: Any, limit: int, empty: bool = False) -> Optional[str]:
    """A TXT value as text on one line: ``None`` unless it is UTF-8 within ``limit`` characters."""
    if not isinstance(value, bytes) or len(value) > 4 * limit:
        return None
    try:
        text = value.decode("utf-8")
    except UnicodeDecodeError:
        return None
    text = _one_line(text)
    if len(text) > limit or (not text and not empty):
        return None
    return text


def _number(value: Any, low: int, high: int) -> Optional[int]:
    if not isinstance(value, bytes) or len(value) > 6 or not _NUMBER.fullmatch(value.decode("ascii", "replace")):
        return None
    number = int(value)
    return number if low <= number <= high else None


def _address(value: Any) -> Optional[str]:
    if not isinstance(value, str) or len(value) > 64:
        return None
    try:
        address = ipaddress.ip_address(value.split("%", 1)[0])
    except ValueError:
        return None
    if address.is_unspecified or address.is_multicast:
        return None
    return value if address.version == 6 else str(address)


def read_table(name: Any, txt: Any, addresses: Any, port: Any) -> Optional[FoundTable]:
    """The table a service describes (its name, TXT properties, addresses and port as zeroconf
    gives them), every value checked; ``None`` when anything needed is missing or broken."""
    if not isinstance(name, str) or len(name) > 256 or not isinstance(txt, Mapping) or not isinstance(port, int) \
            or isinstance(port, bool) or not 0 < port < 65536 or not isinstance(addresses, (list, tuple)):
        return None
    if name.lower().endswith("." + SERVICE_TYPE):
        name = name[:-len(SERVICE_TYPE) - 1]
    title = _text(name.encode("utf-8", "replace"), MAX_INSTANCE)
    protocol = _number(txt.get(b"v"), 0, 999_999)
    game = _text(txt.get(b"game"), p.MAX_NAME)
    raw_code = txt.get(b"code")
    code = raw_code.decode("ascii", "replace") if isinstance(raw_code, bytes) and len(raw_code) <= 16 else ""
    free = _number(txt.get(b"free"), 0, p.MAX_SEATS)
    host = _text(txt.get(b"host") or b"", p.MAX_NAME, empty=True)      # these two may be left out
    app = _text(txt.get(b"app") or b"", MAX_APP_VERSION, empty=True)
    seats = None
    if txt.get(b"seats") is not None:
        seats = _number(txt.get(b"seats"), 1, p.MAX_SEATS)
        if seats is None or (free is not None and free > seats):
            return None
    if title is None or protocol is None or game is None or free is None or host is None or app is None:
        return None
    if not (_CODE if protocol == p.VERSION else _ANY_CODE).fullmatch(code):
        return None
    found = [a for a in map(_address, list(addresses)[:16]) if a is not None]
    if not found:
        return None
    found.sort(key=lambda a: ":" in a)         # IPv4 first
    return FoundTable(name=title, addresses=tuple(dict.fromkeys(found)), port=port, game=game, code=code,
                      host=host, free=free, seats=seats, protocol=protocol, app=app, saved=txt.get(b"saved") == b"1")


class TableBrowser:
    """Lists the tables advertised on the LAN, on a thread of its own.

    ``on_change(tables)`` is called on that thread with the whole list (sorted by name) each time
    it changes: the app hands it to its window through a queued signal.  ``interfaces`` as for
    :class:`TableAdvertiser`.  Use :meth:`start` and :meth:`stop`, or ``with``.
    """

    def __init__(self, on_change: Optional[Callable[[list[FoundTable]], None]] = None,
                 interfaces: InterfacesType = InterfaceChoice.All, resolve_timeout: float = RESOLVE_TIMEOUT) -> None:
        self.on_change = on_change
        self.interfaces = interfaces
        self.resolve_timeout = resolve_timeout
        self._found: dict[str, FoundTable] = {}
        self._list: tuple[FoundTable, ...] = ()
        self._resolving: dict[str, asyncio.Task] = {}
        self._thread: Optional[threading.Thread] = None
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._stopping: Optional[asyncio.Event] = None
        self._ready = threading.Event()
        self._error: Optional[BaseException] = None
        #: Services of our type left out as broken (a figure for the curious and the tests).
        self.ignored = 0

    @property
    def tables(self) -> list[FoundTable]:
        """The tables found now, sorted by name (safe from any thread)."""
        return list(self._list)

    def start(self, timeout: float = 10.0) -> None:
        """Start browsing; raises what stopped it from starting (``OSError``: no network)."""
        if self._thread is not None:
            return
        self._ready.clear()
        self._error = None
        self._thread = threading.Thread(target=self._run, name="goatmaster-lan-browser", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            self.stop()
            raise TimeoutError("the LAN browser did not start")
        if self._error is not None:
            self._thread.join(timeout)
            self._thread = None
            raise self._error

    def stop(self, timeout: float = 5.0) -> None:
        """Stop browsing (bounded by ``timeout``); the list is kept as it was."""
        thread, loop, stopping = self._thread, self._loop, self._stopping
        if thread is None:
            return
        if loop is not None and stopping is not None:
            with contextlib.suppress(RuntimeError):             # its loop ended already
                loop.call_soon_threadsafe(stopping.set)
        thread.join(timeout)
        if thread.is_alive():
            log.warning("the LAN browser did not stop within %.1f s", timeout)
        self._thread = None

    def __enter__(self) -> "TableBrowser":
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as error:          # noqa: BLE001  (told to start()'s caller)
            if not self._ready.is_set():
                self._error = error
            else:
                log.exception("the LAN browser stopped")
        finally:
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        zc = AsyncZeroconf(interfaces=self.interfaces)
        try:
            await zc.zeroconf.async_wait_for_start()
            browser = AsyncServiceBrowser(zc.zeroconf, SERVICE_TYPE, handlers=[self._changed])
            self._ready.set()
            await self._stopping.wait()
            await browser.async_cancel()
            resolving = list(self._resolving.values())
            for task in resolving:
                task.cancel()
            await asyncio.gather(*resolving, return_exceptions=True)
        finally:
            await zc.async_close()

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        """zeroconf's news of one service (on the browser's loop)."""
        pending = self._resolving.pop(name, None)
        if pending is not None:
            pending.cancel()
        if state_change is ServiceStateChange.Removed:
            self._forget(name)
        elif len(self._resolving) < MAX_TABLES and (name in self._found or len(self._found) < MAX_TABLES):
            task = asyncio.get_running_loop().create_task(self._resolve(zeroconf, name))
            self._resolving[name] = task
            task.add_done_callback(lambda done: self._resolving.pop(name, None) if
                                   self._resolving.get(name) is done else None)

    async def _resolve(self, zeroconf: Zeroconf, name: str) -> None:
        try:
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if not await info.async_request(zeroconf, int(self.resolve_timeout * 1000)):
                return
            table = read_table(name, info.properties, info.parsed_scoped_addresses(IPVersion.All), info.port)
        except Exception as error:              # noqa: BLE001  (nothing from the network ends the browsing)
            log.info("a broken service on the LAN is ignored (%s): %r", error, name[:100])
            table = None
        if table is None:
            self.ignored += 1
            self._forget(name)
        elif self._found.get(name) != table:
            self._found[name] = table
            self._publish()

    def _forget(self, name: str) -> None:
        if self._found.pop(name, None) is not None:
            self._publish()

    def _publish(self) -> None:
        self._list = tuple(sorted(self._found.values(), key=lambda t: (t.name, t.code, t.addresses, t.port)))
        if self.on_change is not None:
            try:
                self.on_change(list(self._list))
            except Exception:                   # noqa: BLE001  (the caller's fault ends no browsing)
                log.exception("the LAN browser's callback failed")

