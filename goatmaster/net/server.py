"""The table server: WebSocket connections in, each table's rules in :mod:`.table`, SQLite beneath.

One asyncio event loop serves every connection.  A message is read (at most
:data:`~.protocol.MAX_MESSAGE` bytes), checked against the protocol, limited (messages per
second per connection, connections per address, tables per connection and in all), and handed
to its table; whatever goes wrong gets an :class:`~.protocol.Error` to its sender alone and the
tables go on.  An accepted action is committed to the store before anyone hears of it: it is
played on a copy of the table's match, and becomes the table's only once the store has it (a
write that fails, on the store's own thread, leaves the table as it was and answers ``busy``).  Each
connection has its own outbox, so a slow reader delays no one (one that falls too far behind is
closed; it rejoins with its token).  AI seats decide in the :class:`~.thinker.Thinker`.
With an :class:`~.lan.TableAdvertiser`, every table that is not over is advertised on the LAN
with its free seats (off by default: nothing is sent to the network but the connections).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import sqlite3
import time
import weakref
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..core.game import Action, Observation
from ..core.registry import entry
from ..search.ismcts import Settings
from ..search.seats import knowledge_of
from . import protocol as p
from .lan import Advert, TableAdvertiser
from .store import Store, StoredTable, StoreError
from .table import SYSTEM_RANDOM, Connection, Move, OnlineTable, Outgoing, Refused, new_token, replay_numbers
from .thinker import Thinker

log = logging.getLogger("goatmaster.net")

#: Seconds an AI waits before it tries again to store a move the store refused, at first and
#: at most (the wait doubles in between).
AI_RETRY_FIRST = 0.5
AI_RETRY_MOST = 30.0
#: Answers the server's AI is asked for one decision before its seat plays a legal move at random.
AI_ATTEMPTS = 3
#: Seconds between two ticks of the turn-based tables' clocks.  More than :data:`JUMP_TICKS` ticks'
#: time between two ticks is not counted: the machine was suspended, or the loop could not run.
TICK_S = 1.0
JUMP_TICKS = 5
#: Seconds of running time between two writes of the running clocks to the store (a server
#: killed meanwhile gives the players back at most this much).
KEEP_CLOCKS_S = 60.0


@dataclass
class Limits:
    """What one server lets its clients use; the defaults suit a host on the internet."""
    connections: int = 2000
    per_address: int = 64
    tables: int = 1000
    tables_per_connection: int = 4
    #: AI seats at the unfinished tables one connection opened, and all connections from one
    #: address (an AI thinks only while a person is at its table, shared fairly between them).
    ai_seats_per_connection: int = 10
    ai_seats_per_address: int = 20
    #: A connection's messages: this many a second on average, this many at once.
    rate: float = 20.0
    burst: float = 40.0
    #: Chat lines a connection may say in :attr:`chat_window` seconds.
    chat_lines: int = 5
    chat_window: float = 10.0
    #: Pages of a table's story (``History``) a connection may ask for in :attr:`pages_window`
    #: seconds: each costs the server a page's encoding (its first, a replay of the game).
    pages: int = 20
    pages_window: float = 1.0
    #: Messages waiting to be sent to one connection before it is closed as too slow.
    outbox: int = 512
    #: A table no one has played for this long (seconds) is forgotten.
    idle: float = 7 * 24 * 3600.0
    #: Bytes read at most: a larger message closes the connection (a smaller one over
    #: protocol.MAX_MESSAGE gets an error and the connection goes on).
    read_limit: int = 4 * p.MAX_MESSAGE


class _Client:
    """One WebSocket connection: its table link, its outbox and its rate limits."""

    def __init__(self, socket: ServerConnection, address: str, limits: Limits) -> None:
        self.socket = socket
        self.link = Connection(address)
        self.outbox: asyncio.Queue[Optional[bytes]] = asyncio.Queue()
        self.limits = limits
        self.tokens = limits.burst
        self.refilled = time.monotonic()
        self.said: list[float] = []
        self.paged: list[float] = []
        #: It was told to slow down: what it sends until its rate allows again is dropped unanswered.
        self.warned = False

    def allowed(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.limits.burst, self.tokens + (now - self.refilled) * self.limits.rate)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def may_chat(self) -> bool:
        return _within(self.said, self.limits.chat_lines, self.limits.chat_window)

    def may_page(self) -> bool:
        return _within(self.paged, self.limits.pages, self.limits.pages_window)


def _within(times: list[float], most: int, window: float) -> bool:
    """Whether one more of ``most`` in ``window`` seconds is allowed now (then it is counted in ``times``)."""
    now = time.monotonic()
    times[:] = [t for t in times if now - t < window]
    if len(times) >= most:
        return False
    times.append(now)
    return True


class TableServer:
    """Serves tables on ``host``:``port`` (``port`` 0: any free one, see :attr:`port`), and
    advertises them on the LAN with ``advertiser`` if one is given."""

    def __init__(self, data: str | Path, host: str = "127.0.0.1", port: int = 8765,
                 limits: Optional[Limits] = None, thinker: Optional[Thinker] = None,
                 code_prefix: str = "", trust_proxy: bool = False,
                 advertiser: Optional[TableAdvertiser] = None, entropy: random.Random = SYSTEM_RANDOM,
                 clock: Callable[[], float] = time.monotonic, tick: float = TICK_S) -> None:
        if len(code_prefix) > 2 or any(ch not in p.CODE_ALPHABET for ch in code_prefix):
            raise ValueError(f"a code prefix is one or two of {p.CODE_ALPHABET}")
        #: Every code this server makes starts with it, so a proxy in front of several
        #: servers can route a join by its code's first letters (docs/online.md).
        self.code_prefix = code_prefix
        #: Behind a reverse proxy on this machine, a client's address is its X-Forwarded-For.
        self.trust_proxy = trust_proxy
        #: Where the tables' seeds, tokens and codes come from (a test may seed it).
        self.entropy = entropy
        self.host = host
        self.advertiser = advertiser
        self.requested_port = port
        self.limits = limits or Limits()
        self.thinker = thinker or Thinker()
        folder = Path(data)
        if str(data) != ":memory:":
            if folder.exists() and not folder.is_dir():
                raise StoreError(f"{folder}: a file, not a folder (--data names the folder of the tables' store)")
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise StoreError(f"{folder}: the folder cannot be made ({error.strerror or error})") from None
        self.store = Store(":memory:" if str(data) == ":memory:" else folder / "tables.sqlite3",
                           replay=_replay)
        self.tables: dict[str, OnlineTable] = {}
        self.clients: dict[Connection, _Client] = {}
        #: Connections from each address (kept as they come and go: a connection's check is O(1)).
        self._per_address: Counter[str] = Counter()
        self._server: Optional[Server] = None
        self._tasks: set[asyncio.Task] = set()
        self._grace: dict[tuple[str, int], asyncio.TimerHandle] = {}
        #: One change of a table is stored at a time (checked, written, then the table's).
        self._writing: weakref.WeakKeyDictionary[OnlineTable, asyncio.Lock] = weakref.WeakKeyDictionary()
        #: The store's last write failed (said in the log when it starts and when it ends).
        self.store_failing = False
        #: The tables whose seats everyone is to be told at the end of this turn of the loop.
        self._seats_due: set[OnlineTable] = set()
        #: Each table's AI decision under way (its search, not the storing of its move).
        self._thinking: dict[str, asyncio.Future] = {}
        #: Figures for the benchmark and the tests.
        self.accepted = 0
        #: The turn-based tables' clocks count this monotonic clock's time (a test injects its own),
        #: read every ``tick`` seconds.
        self.clock = clock
        self.tick_period = tick
        self._ticked = clock()
        self._unkept = 0.0
        #: The tables whose clock runs.
        self._clocked: set[OnlineTable] = set()
        #: New tables being stored (they count against the table limit already).
        self._creating = 0

    # ---------------------------------------------------------------- life cycle

    async def start(self) -> None:
        """Resume every stored table, then listen."""
        self._resume()
        self._server = await serve(self._serve, self.host, self.requested_port, max_size=self.limits.read_limit,
                                   compression=None, max_queue=32)
        self._spawn(self._expire_idle())
        self._ticked = self.clock()
        self._spawn(self._run_clocks())
        if self.advertiser is not None:
            try:
                await self.advertiser.start(self.port, self.host)
            except Exception as error:          # noqa: BLE001  (tables are still joined by address and code)
                log.error("the tables cannot be advertised on the LAN (%s)", error)
                self.advertiser = None
            for table in self.tables.values():
                self._advertise(table)

    @property
    def port(self) -> int:
        assert self._server is not None
        return self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self.advertiser is not None:
            await self.advertiser.stop()
        for handle in self._grace.values():
            handle.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self._keep_clocks()             # (the time since the last tick is the players')
        self.thinker.close()
        self.store.close()

    def _spawn(self, coroutine) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _resume(self) -> None:
        for code in self.store.codes(unfinished=True):
            try:
                table = self._resumed(code)
            except Exception as error:          # noqa: BLE001  (one broken table never stops the others)
                log.error("table %s cannot be resumed (%s); it is set aside, kept in the store as it is",
                          code, error)
                continue
            if table is None:
                continue
            self.tables[table.code] = table
            for seat, state in enumerate(table.seats):
                if state.kind == "human":       # its person gets the grace period to come back
                    self._start_grace(table, seat)
            self._after(table)

    async def _expire_idle(self) -> None:
        while True:
            await asyncio.sleep(min(600.0, self.limits.idle / 4))
            await self._expire(time.time())

    async def _expire(self, now: float) -> None:
        """Forget the tables no one has played for the idle time (in memory and in the store); one
        someone is at, or waiting on a running clock, is not idle."""
        busy = {code for code, table in self.tables.items()
                if table.connections() or table.clock is not None or table.turn_clock is not None}
        try:
            idle = self.store.idle(now - self.limits.idle)
            for code in idle:
                if code not in busy:
                    await self.store.write(self.store.forget, code)
                    log.info("table %s is forgotten: no one played it for %g days", code, self.limits.idle / 86400)
                    table = self.tables.get(code)
                    if table is not None:
                        self._unload(table)
        except sqlite3.Error as error:          # tried again next time
            log.error("idle tables cannot be forgotten now (%s)", error)

    # ---------------------------------------------------------------- the clocks

    async def _run_clocks(self) -> None:
        while True:
            await asyncio.sleep(self.tick_period)
            self.tick()

    def tick(self) -> None:
        """The running clocks count the time since the last tick; a clock that runs out has the AI
        play that turn, the most overdue first.  Time the monotonic clock went back, or more than
        :data:`JUMP_TICKS` ticks of it at once, is not counted: no one loses time to a suspended
        machine or a stalled server."""
        now = self.clock()
        elapsed, self._ticked = now - self._ticked, now
        if not 0.0 <= elapsed <= JUMP_TICKS * self.tick_period:
            if self._clocked:
                log.warning("the clock jumped %+.0f s between two ticks (a suspended machine?): the tables' "
                            "clocks do not count it", elapsed)
            return
        ran_out = [table for table in list(self._clocked) if table.run_clock(elapsed)]
        for table in sorted(ran_out, key=lambda t: t.clock.left if t.clock is not None else 0.0):
            self._after(table)
        self._unkept += elapsed
        if self._unkept >= KEEP_CLOCKS_S:
            self._unkept = 0.0
            self._spawn(self._keep_clocks())

    async def _keep_clocks(self) -> None:
        """Write every running clock to the store (a restarted server goes on from them)."""
        running = [(table.code, table.step, *table.clocks_kept()) for table in self._clocked]
        if not running:
            return
        try:
            await self.store.write(self.store.clocks, running)
        except sqlite3.Error as error:          # tried again at the next keeping; they only run on
            log.error("the tables' clocks cannot be kept now (%s)", error)

    async def _keep_seat(self, table: OnlineTable, seat: int) -> None:
        """Store a seat's count of turns run out; one the store refuses now is kept with the next change."""
        try:
            await self.store.write(self.store.seat, table.code, seat, table.stored_seat(seat))
        except sqlite3.Error as error:
            log.error("table %s: seat %d cannot be kept now (%s)", table.code, seat + 1, error)

    # ---------------------------------------------------------------- connections

    async def _serve(self, socket: ServerConnection) -> None:
        address = self._address(socket)
        if len(self.clients) >= self.limits.connections or self._per_address[address] >= self.limits.per_address:
            await socket.send(p.write(p.Error(code="limit", message="this server has no room for "
                                                                      "another connection now")).decode())
            await socket.close(1013, "no room")
            return
        client = _Client(socket, address, self.limits)
        self.clients[client.link] = client
        self._per_address[address] += 1
        writer = asyncio.get_running_loop().create_task(self._write(client))
        try:
            async for data in socket:
                self._deliver(await self._receive(client, data))
        except ConnectionClosed:
            pass
        finally:
            del self.clients[client.link]
            self._per_address[address] -= 1
            if not self._per_address[address]:
                del self._per_address[address]
            client.outbox.put_nowait(None)
            await writer
            self._gone(client.link)

    def _address(self, socket: ServerConnection) -> str:
        """Where a connection comes from, for the limits per address."""
        peer = str(socket.remote_address[0]) if socket.remote_address else "?"
        if self.trust_proxy and peer in ("127.0.0.1", "::1") and socket.request is not None:
            forwarded = socket.request.headers.get("X-Forwarded-For", "")
            if forwarded:
                return forwarded.split(",")[-1].strip()[:64]        # the address the proxy saw
        return peer

    async def _write(self, client: _Client) -> None:
        while True:
            data = await client.outbox.get()
            if data is None:
                return
            try:
                await client.socket.send(data.decode())
            except ConnectionClosed:
                return

    def _deliver(self, messages: list[Outgoing]) -> None:
        for connection, message in messages:
            client = self.clients.get(connection)
            if client is None:
                continue
            if client.outbox.qsize() >= self.limits.outbox:
                self._spawn(client.socket.close(1008, "too slow: rejoin for a fresh snapshot"))
                continue
            client.outbox.put_nowait(p.write(message))

    async def _receive(self, client: _Client, data: str | bytes) -> list[Outgoing]:
        """A message's answers (errors included); never raises."""
        link = client.link
        if not client.allowed():
            if client.warned:
                return []                       # a flood is told once, not answered message by message
            client.warned = True
            return [(link, p.Error(code="slow-down", message="too many messages: wait a moment"))]
        client.warned = False
        if isinstance(data, bytes):
            return [(link, p.Error(code="binary", message="this server reads text messages only, "
                                                          "each one a JSON object"))]
        try:
            message = p.read_client(data)
            return await self._handle(client, message)
        except p.BadMessage as error:
            return [(link, p.Error(code=error.code, message=str(error)))]
        except Refused as error:
            return [(link, p.Error(code=error.code, message=str(error)))]
        except Exception as error:                # noqa: BLE001  (a bug here must not end the server)
            log.exception("a message failed")
            return [(link, p.Error(code="server-fault", message=f"the server could not handle it: "
                                                               f"{type(error).__name__}"))]

    async def _handle(self, client: _Client, message: p.ClientMessage) -> list[Outgoing]:
        link = client.link
        if isinstance(message, p.Create):
            return await self._create(link, message)
        if isinstance(message, p.Claim):
            table = self._table(message.code)
            async with self._lock(table):
                before = table.seats_now()
                seat, token = table.claim(link, message.name, message.seat)
                await self._store_seat(table, seat, before)
            return self._join(table, link, seat, token, host=False)
        if isinstance(message, p.Rejoin):
            try:
                table = self._table(message.code)
            except Refused as error:
                if error.code == "no-table":    # it held a seat here: the table was lost or forgotten
                    log.warning("a client rejoined table %s, which the store does not hold", message.code)
                raise
            if message.step is not None and message.step > table.step and not table.match.is_over:
                log.warning("table %s: a client rejoined having seen step %d; the store holds it only up to "
                            "step %d (its last steps were lost, or a new game was dealt meanwhile)",
                            table.code, message.step, table.step)
            taken = table.seat_of_token(message.token)
            host = table.is_host_token(message.token)
            if taken is None and not host:
                raise Refused("bad-token", "that token holds no seat at this table")
            return self._join(table, link, taken, None, host)
        if isinstance(message, p.Watch):
            table = self._table(message.code)
            if not table.stored.spectators:
                raise Refused("no-spectators", "this table's host does not let anyone watch")
            if link.table is table and link.seat is None:
                return []                       # watching it already: it has every update
            return self._join(table, link, None, None, host=False)
        if link.table is None:
            raise Refused("not-seated", "join a table first")
        table = link.table
        if isinstance(message, p.Act):
            async with self._lock(table):
                seat = table.check_act(link, message)
                out = await self._play(table, seat, message.action)
                if table.seats[seat].timeouts:      # its person played: no turn run out in a row
                    table.seats[seat].timeouts = 0
                    await self._keep_seat(table, seat)
                return out
        if isinstance(message, p.History):
            if not client.may_page():
                raise Refused("slow-down", "too many pages of the table's story at once: wait a moment")
            return [(link, table.past(link.seat, message.upto))]
        if isinstance(message, p.Chat):
            if not client.may_chat():
                raise Refused("slow-down", "too many chat lines: wait a moment")
            return table.to_everyone(table.said(link, message.text))
        if isinstance(message, p.Fill):
            if not link.host:
                raise Refused("not-host", "only the table's host seats an AI")
            async with self._lock(table):
                before = table.seats_now()
                if message.seat < len(table.seats) and table.seats[message.seat].kind == "open":
                    self._check_ai_seats(link, 1)
                if message.seat >= len(table.seats) or not table.stand_in(message.seat, message.level):
                    raise Refused("no-seat", f"seat {message.seat + 1} is neither open nor away")
                await self._store_seat(table, message.seat, before)
            self._tell_seats(table)
            self._after(table)
            self._advertise(table)
            return []
        if isinstance(message, p.Leave):
            self._gone(link)
            return []
        if isinstance(message, p.GetSave):
            return [(link, p.SaveFile(text=table.save_text()))]
        if isinstance(message, p.Again):
            return await self._again(table, link)
        if isinstance(message, p.Agree):
            table.agree(link)
            self._tell_seats(table)
            self._after(table)
            return []
        raise Refused("malformed", f"unexpected message {type(message).__name__}")

    def _table(self, code: str) -> OnlineTable:
        """The table ``code``, from memory or, if no one was at it, from the store."""
        table = self.tables.get(code)
        if table is None:
            try:
                found = self._resumed(code)
            except sqlite3.Error as error:
                log.error("table %s cannot be read from the store (%s)", code, error)
                raise Refused("busy", "the server cannot read its tables now: try again in a moment") from None
            except Exception as error:          # noqa: BLE001  (a table that cannot be read is said so)
                log.error("table %s cannot be resumed (%s)", code, error)
                raise Refused("no-table", f"the table {code} cannot be resumed") from None
            if found is None:
                raise Refused("no-table", f"no table has the code {code}")
            table = self.tables[code] = found
        return table

    def _resumed(self, code: str) -> Optional[OnlineTable]:
        """The stored table ``code`` replayed (``None``: the store has none); raises if it cannot be."""
        stored = self.store.load(code)
        if stored is None:
            return None
        try:
            game = entry(stored.game)
        except KeyError:
            raise ValueError(f"this server has no game called {stored.game!r}") from None
        return OnlineTable.resumed(game, stored, self.entropy)

    async def _create(self, link: Connection, plan: p.Create) -> list[Outgoing]:
        if len(self.tables) + self._creating >= self.limits.tables:
            raise Refused("limit", "this server holds as many tables as it can")
        if link.tables_created >= self.limits.tables_per_connection:
            raise Refused("limit", f"one connection may open at most {self.limits.tables_per_connection} tables")
        try:
            game = entry(plan.game)
        except KeyError as error:
            raise Refused("bad-game", str(error.args[0])) from None
        if game.online is None or game.ai is None:
            raise Refused("bad-game", f"{plan.game} cannot be played online")
        code = self._new_code()
        token = new_token(self.entropy)
        table, tokens = OnlineTable.new(game, code, plan, token, entropy=self.entropy)
        self._check_ai_seats(link, table.ai_seats())
        table.start()                               # the deal's chance steps, before anyone sees it
        # Counted while it is stored: the creates that arrive meanwhile see it in the limits.
        self._creating += 1
        link.tables_created += 1
        try:
            await self._commit(table, self.store.create, table.stored)
        except Refused:
            link.tables_created -= 1
            raise
        finally:
            self._creating -= 1
        self.tables[code] = table
        link.opened.append(table)
        table.origin = link.address
        seat = next((k for k, t in enumerate(tokens) if t is not None), None)
        out = self._join(table, link, seat, token, host=True)
        return out

    def _check_ai_seats(self, link: Connection, more: int) -> None:
        """Refuse ``more`` AI seats past the limits of ``link`` and of its address."""
        def seats(tables: Iterable[OnlineTable]) -> int:
            return sum(table.ai_seats() for table in tables if not table.match.is_over)
        if seats(link.opened) + more > self.limits.ai_seats_per_connection:
            raise Refused("limit", f"one connection may seat at most {self.limits.ai_seats_per_connection} AIs")
        if seats(t for t in self.tables.values() if t.origin == link.address) + more \
                > self.limits.ai_seats_per_address:
            raise Refused("limit", f"one address may seat at most {self.limits.ai_seats_per_address} AIs")

    def _new_code(self) -> str:
        while True:
            code = self.code_prefix + "".join(self.entropy.choice(p.CODE_ALPHABET)
                                              for _ in range(p.CODE_LENGTH - len(self.code_prefix)))
            if code not in self.tables and self.store.load(code) is None:
                return code

    def _join(self, table: OnlineTable, link: Connection, seat: Optional[int], token: Optional[str],
              host: bool) -> list[Outgoing]:
        if link.table is not None:
            self._gone(link)
        table.sit(link, seat)
        link.host = host
        if seat is not None:
            handle = self._grace.pop((table.code, seat), None)
            if handle is not None:
                handle.cancel()
        out: list[Outgoing] = [(link, p.Joined(code=table.code, game=table.entry.name, seat=seat, token=token,
                                               host=host)),
                               (link, table.snapshot(link))]
        if table.match.is_over:
            out.append((link, p.SaveFile(text=table.save_text())))
        self._tell_seats(table)
        self._after(table)
        self._advertise(table)
        return out

    def _gone(self, link: Connection) -> None:
        table = link.table
        if table is None:
            return
        seat = link.seat
        if table.leave(link) and seat is not None:
            self._start_grace(table, seat)
        if table.match.is_over and not table.connections():
            self._unload(table)                 # its store keeps it (for its save file)
            return
        self._tell_seats(table)
        self._after(table)                      # no one left: the AI waits for them
        self._advertise(table)

    def _tell_seats(self, table: OnlineTable) -> None:
        """Everyone at ``table`` is told its seats, once this turn of the event loop is over: many
        comings and goings at once are one message, and nothing is sent if no seat changed (a
        spectator coming or going changes none)."""
        if table in self._seats_due:
            return
        self._seats_due.add(table)
        asyncio.get_running_loop().call_soon(self._seats_now, table)

    def _seats_now(self, table: OnlineTable) -> None:
        self._seats_due.discard(table)
        seats = table.seat_infos()
        if seats != table.seats_told:
            table.seats_told = seats
            self._deliver(table.to_everyone(p.Seats(seats=seats)))

    def _unload(self, table: OnlineTable) -> None:
        """Memory holds the tables people are at: a finished one no one looks at leaves it."""
        if self.tables.get(table.code) is table:
            del self.tables[table.code]
        self._clocked.discard(table)
        self._after(table)                      # its AI's decision, if any, is withdrawn
        self._advertise(table)                  # withdrawn from the LAN
        for seat in range(len(table.seats)):
            handle = self._grace.pop((table.code, seat), None)
            if handle is not None:
                handle.cancel()

    def _start_grace(self, table: OnlineTable, seat: int) -> None:
        if table.turn_based:                    # its people come for their moves: the clocks wait for them
            return
        loop = asyncio.get_running_loop()
        self._grace[(table.code, seat)] = loop.call_later(table.stored.grace, self._grace_over, table, seat)

    def _grace_over(self, table: OnlineTable, seat: int) -> None:
        self._grace.pop((table.code, seat), None)
        if table.stand_in(seat):
            self._tell_seats(table)
            self._after(table)

    # ---------------------------------------------------------------- playing

    def _lock(self, table: OnlineTable) -> asyncio.Lock:
        """The table's changes are checked, stored and made one at a time."""
        lock = self._writing.get(table)
        if lock is None:
            lock = self._writing[table] = asyncio.Lock()
        return lock

    async def _commit(self, table: OnlineTable, write: Callable[..., Any], *args: Any) -> None:
        """``write`` on the store's thread; a write that fails is logged and refused as ``busy``
        (the caller leaves the table as it was, and the mover may send it again)."""
        try:
            await self.store.write(write, *args)
        except sqlite3.Error as error:
            # Said once as an error when the store stops writing (an app-hosted server tells its
            # host), then once a change, until it writes again.
            (log.warning if self.store_failing else log.error)(
                "table %s: the store could not keep a change (%s: %s); it is refused as busy until the "
                "store writes again", table.code, type(error).__name__, error)
            self.store_failing = True
            raise Refused("busy", "the server could not store this now: try again in a moment") from None
        if self.store_failing:
            self.store_failing = False
            log.info("the store writes again")

    async def _store_seat(self, table: OnlineTable, seat: int, before: list) -> None:
        """Store a seat the table changed; if the store refuses, the seats are as ``before``."""
        try:
            await self._commit(table, self.store.seat, table.code, seat, table.stored_seat(seat))
        except Refused:
            table.restore_seats(before)
            raise

    async def _play(self, table: OnlineTable, seat: int, action: int) -> list[Outgoing]:
        """Play a checked seat's action (under the table's lock): stored, then the table's, then told."""
        move = table.play(seat, action)
        await self._commit(table, self.store.actions, table.code, move.first, move.texts, move.over)
        table.adopt(move)
        return self._accepted(table, seat, move)

    def _accepted(self, table: OnlineTable, actor: int, move: Move) -> list[Outgoing]:
        """Tell a stored move; then let an AI decide if one is to act."""
        table.stored.touched = time.time()
        self.accepted += 1
        out = table.updates(actor, move.events)
        if table.match.is_over:                 # everyone's to keep, before anyone deals again
            out += table.to_everyone(p.SaveFile(text=table.save_text()))
        self._after(table)
        self._advertise(table)
        return out

    async def _again(self, table: OnlineTable, link: Connection) -> list[Outgoing]:
        """A new deal at a finished table: stored, then everyone gets the new table as they may see it."""
        async with self._lock(table):
            stored, match = replace(table.stored), table.match
            table.again(link)
            table.start()
            try:
                await self._commit(table, self.store.redeal, table.stored)
            except Refused:
                table.stored, table.match = stored, match       # the finished game, as stored
                raise
        out: list[Outgoing] = [(connection, table.snapshot(connection)) for connection in table.connections()]
        self._after(table)
        self._advertise(table)
        return out

    def _advertise(self, table: OnlineTable) -> None:
        """Tell the LAN (if advertising) the table's free seats now; one over or forgotten goes."""
        if self.advertiser is None:
            return
        if table.match.is_over or self.tables.get(table.code) is not table:
            self.advertiser.withdraw(table.code)
            return
        host = next((seat.name for seat in table.seats if seat.token == table.stored.host), "")
        self.advertiser.show(Advert(code=table.code, game=table.entry.name, title=table.entry.info.title, host=host,
                                    free=sum(seat.kind == "open" for seat in table.seats), seats=len(table.seats),
                                    saved=table.opened_by is not None))

    def _after(self, table: OnlineTable) -> None:
        """Wind the table's clock; if an AI is to act at this table, a person is there (or the table
        is turn-based) and no AI is deciding, ask the thinker; a decision no longer wanted (no one
        left at a live table, or someone took their seat back) is withdrawn, so the AI's time goes
        to the tables people are at."""
        held = self.tables.get(table.code) is table
        table.wind()
        if table.clock is not None and held:
            self._clocked.add(table)
        else:
            self._clocked.discard(table)
        seat = table.ai_to_act()
        wanted = seat is not None and table.ai_may_think() and held
        if wanted and table.thinking_at == table.step:
            return
        decision = self._thinking.pop(table.code, None)
        if decision is not None:
            decision.cancel()                   # (a move being stored is not: it is the table's once stored)
        table.thinking_at = None
        if seat is None or not wanted:
            return
        table.thinking_at = table.step
        self._spawn(self._think(table, seat, table.step))

    async def _think(self, table: OnlineTable, seat: int, step: int) -> None:
        """Ask the thinker for the seat's move, again if it answers an illegal one or fails; after
        :data:`AI_ATTEMPTS` answers the seat plays a legal move at random and the table is told."""
        state = table.state
        settings = knowledge_of(table.entry).level_settings(table.ai_level(seat))
        notice: Optional[p.Error] = None
        for attempt in range(1, AI_ATTEMPTS + 2):
            if attempt > AI_ATTEMPTS:
                action = self.entropy.choice(state.legal_actions())
                log.error("the AI found no legal move at table %s, step %d in %d attempts; it plays one at random",
                          table.code, step, AI_ATTEMPTS)
                notice = p.Error(code="ai-random", message="the server's AI could not decide: it played a legal "
                                                            "move at random")
            else:
                clock = table.timed_out(seat)
                try:
                    action = await self._decide(table, state.observation(seat), settings,
                                                -clock.left if clock is not None else 0.0)
                except asyncio.CancelledError:
                    task = asyncio.current_task()
                    if task is not None and task.cancelling():
                        raise
                    return                      # withdrawn: no one is at the table any more
                except Exception as error:      # noqa: BLE001  (asked again, then a legal move at random)
                    log.error("the AI failed at table %s, step %d (%s); it is asked again", table.code, step, error)
                    continue
            if await self._play_ai(table, seat, step, action, notice):
                return
            log.error("the AI chose an illegal move at table %s, step %d (attempt %d); it is asked again",
                      table.code, step, attempt)

    async def _play_ai(self, table: OnlineTable, seat: int, step: int, action: int,
                       notice: Optional[p.Error]) -> bool:
        """Play the AI's ``action`` at ``step`` (told with ``notice``, if any); False if it is illegal.
        While the store refuses it, it is tried again in a while (the decision still holds: nothing
        moved) and the table is told."""
        wait = AI_RETRY_FIRST
        while True:
            async with self._lock(table):
                if not self._still_thinking(table, seat, step):
                    return True                 # the table moved on (someone came back)
                clock = table.timed_out(seat)
                try:
                    out = await self._play(table, seat, action)
                except Refused as error:
                    if error.code != "busy":
                        return False
                    # The store refused it: the table stays where it was, its people are told,
                    # and the AI tries again in a while.
                    out = table.to_everyone(p.Error(code="busy", message=f"the server cannot store this "
                                                    f"table's moves now; it tries again in {wait:g} s"))
                else:
                    if table.thinking_at == step:
                        table.thinking_at = None
                    if clock is not None and not clock.played:     # told and counted once a turn
                        clock.played = True
                        out = await self._ran_out(table, seat) + out
                    self._deliver((table.to_everyone(notice) if notice is not None else []) + out)
                    return True
            self._deliver(out)
            await asyncio.sleep(wait)
            wait = min(AI_RETRY_MOST, wait * 2)

    async def _ran_out(self, table: OnlineTable, seat: int) -> list[Outgoing]:
        """The AI played a turn for ``seat``, whose clock ran out: counted, kept, and the table told."""
        if table.ran_out(seat):
            self._tell_seats(table)             # the AI keeps the seat until its person is back
        await self._keep_seat(table, seat)
        name = table.seats[seat].name
        return table.to_everyone(p.Error(code="ai-played", message=f"the AI played for {name or seat + 1}: "
                                                                   f"their time ran out", seat=seat, name=name))

    async def _decide(self, table: OnlineTable, observation: Observation, settings: Settings,
                      overdue: float = 0.0) -> Action:
        """The thinker's decision, charged to a person at the table (:meth:`_after` cancels it when it
        is no longer wanted), due ``overdue`` seconds ago (a seat's clock ran out); if it is late,
        the table is told."""
        # (at a turn-based table no one may be there: its host's share of the AI pays)
        owner = table.person_address() or f"host:{table.stored.host[:16]}"
        decision = asyncio.ensure_future(self.thinker.decide(observation, settings, self.entropy.getrandbits(32),
                                                             owner, table.code, overdue))
        self._thinking[table.code] = decision
        try:
            try:
                return await asyncio.wait_for(asyncio.shield(decision), self.thinker.late_after(settings))
            except TimeoutError:
                log.warning("the AI is late at table %s (%d decisions waiting or searched)", table.code,
                            self.thinker.waiting)
                self._deliver(table.to_everyone(p.Error(code="ai-late", message="the server is busy: the AI's "
                                                                                 "move is late")))
                return await decision
        finally:
            if self._thinking.get(table.code) is decision:
                del self._thinking[table.code]
            decision.cancel()                   # withdrawn if no one waits for it any more

    def _still_thinking(self, table: OnlineTable, seat: int, step: int) -> bool:
        """Whether the decision asked at ``step`` is still the table's to play."""
        return table.thinking_at == step and table.step == step and self.tables.get(table.code) is table \
            and table.ai_to_act() == seat


def _replay(stored: StoredTable, numbers: list[int]) -> tuple[int, int, list[str]]:
    """An older store's table, replayed to keep its actions as texts (``store.Replay``)."""
    try:
        game = entry(stored.game)
    except KeyError:
        raise ValueError(f"this server has no game called {stored.game!r}") from None
    return replay_numbers(game, stored, numbers)


async def run(data: str | Path, host: str, port: int, limits: Optional[Limits] = None,
              processes: int = 1, ready: Optional[asyncio.Event] = None) -> None:
    """Serve until cancelled."""
    server = TableServer(data, host, port, limits, Thinker(processes))
    await server.start()
    log.info("serving tables on %s:%d", host, server.port)
    if ready is not None:
        ready.set()
    try:
        await asyncio.Future()
    finally:
        with contextlib.suppress(Exception):
            await server.stop()
