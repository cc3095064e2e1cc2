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
import heapq
import logging
import random
import sqlite3
import time
import weakref
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Iterator, Optional, Sequence

import msgspec

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..core.game import Action, Observation
from ..core.registry import entry
from ..search.ismcts import Settings
from ..search.seats import knowledge_of
from . import protocol as p
from .lan import Advert, TableAdvertiser
from .store import Clocks, Store, StoredLine, StoredSeat, StoredTable, StoreError, token_hash
from .table import (CHAT_KEPT, SYSTEM_RANDOM, Connection, Move, OnlineTable, Outgoing, Refused, SeatState, free_seat,
                    new_token, replay_numbers, seconds_told)
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
#: Tables not in memory whose clocks ran out replayed at most in one tick (the others at the next:
#: the event loop is held a few milliseconds a table).
WAKE_PER_TICK = 50


@dataclass
class Limits:
    """What one server lets its clients use; the defaults suit a host on the internet."""
    connections: int = 2000
    per_address: int = 64
    #: Unfinished tables, in memory or only in the store (memory holds the ones in play).
    tables: int = 10_000
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
    #: Tables not in memory that watches from one address may have replayed in :attr:`watch_replays_window`
    #: seconds: each costs the event loop milliseconds and keeps the table in memory for a while (a seat's
    #: own rejoin, and a watch of a table in memory, is never counted).
    watch_replays: int = 20
    watch_replays_window: float = 60.0
    #: Messages waiting to be sent to one connection before it is closed as too slow.
    outbox: int = 512
    #: A table no one has played for this long (seconds) is forgotten.
    idle: float = 7 * 24 * 3600.0
    #: A table no one has come to for this long (seconds, at least; at most twice as long) leaves
    #: memory; the store has every step of it, and it is replayed when someone comes or its clock runs out.
    rest: float = 600.0
    #: Bytes read at most: a larger message closes the connection (a smaller one over
    #: protocol.MAX_MESSAGE gets an error and the connection goes on).
    read_limit: int = 4 * p.MAX_MESSAGE
    #: Unfinished turn-based tables one person sits at, counted by their player key.
    turn_based_per_key: int = 20


@dataclass
class _Asleep:
    """An unfinished table the store holds and memory does not: its step, its clocks as the store
    is to keep them, and when its running clock (if one runs) runs out, in the server's running
    time (``TableServer._ran``)."""
    step: Optional[int] = None
    turn_seat: Optional[int] = None
    turn_left: Optional[float] = None
    #: The running clock is a question's (the turn's waits).
    question: bool = False
    due: Optional[float] = None

    def kept(self, code: str, ran: float) -> Clocks:
        """Its clocks as ``Store.clocks`` keeps them, ``ran`` seconds into the server's running time."""
        assert self.due is not None and self.step is not None
        left = self.due - ran
        return (code, self.step, self.turn_seat, self.turn_left if self.question else left,
                left if self.question else None)


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
        return _within(self.said, self.limits.chat_lines, self.limits.chat_window, time.monotonic())

    def may_page(self) -> bool:
        return _within(self.paged, self.limits.pages, self.limits.pages_window, time.monotonic())


def _within(times: list[float], most: int, window: float, now: float) -> bool:
    """Whether one more of ``most`` in ``window`` seconds is allowed ``now`` (then it is counted in ``times``)."""
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
        #: The tables in memory: the ones in play (someone is there, an AI is to move, or they
        #: were lately), and finished ones someone looks at.
        self.tables: dict[str, OnlineTable] = {}
        #: The unfinished tables only the store holds, and the heap of their clocks' ends (running
        #: time, code).
        self.asleep: dict[str, _Asleep] = {}
        self._dues: list[tuple[float, str]] = []
        #: Tables found damaged when replayed (code: why): not served, kept in the store as they are.
        self._aside: dict[str, str] = {}
        #: Tables to replay now that the store could not be read for at the last try.
        self._unread: set[str] = set()
        #: The tables no one came to since the last rest (code: its step then).
        self._quiet: dict[str, int] = {}
        self.clients: dict[Connection, _Client] = {}
        #: Connections from each address (kept as they come and go: a connection's check is O(1)).
        self._per_address: Counter[str] = Counter()
        #: When watches from each address had a table not in memory replayed lately (:attr:`clock`'s time;
        #: kept while the address has no connection, so reconnecting does not start it afresh).
        self._watch_replays: dict[str, list[float]] = {}
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
        #: Seconds the clocks counted since the server started (the asleep tables' clocks run in it).
        self._ran = 0.0
        #: The tables whose clock runs.
        self._clocked: set[OnlineTable] = set()
        #: Each running clock as the store has it (see :meth:`_ends`): one that only ran on is not written again.
        self._clocks_kept: dict[str, tuple] = {}
        #: New tables being stored (they count against the table limit already).
        self._creating = 0
        #: Seats at turn-based tables being stored, by their person's player key's hash (they count
        #: against the key's limit already).
        self._keying: Counter[str] = Counter()
        #: AI seats being stored, by the hash of the address they are for (they count against its limit already).
        self._ai_seating: Counter[str] = Counter()

    # ---------------------------------------------------------------- life cycle

    async def start(self) -> None:
        """Resume the stored tables, then listen."""
        self._resume()
        self._server = await serve(self._serve, self.host, self.requested_port, max_size=self.limits.read_limit,
                                   compression=None, max_queue=32)
        self._spawn(self._expire_idle())
        self._spawn(self._rest_idle())
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
            for code in list(self.asleep):
                try:
                    stored = self.store.load(code)
                except (ValueError, sqlite3.Error):
                    continue                    # (said when someone comes to it)
                if stored is not None:
                    self._show(stored, stored.seats)

    @property
    def held(self) -> int:
        """The tables this server holds: in memory, and the unfinished ones only in the store."""
        return len(self.tables) + len(self.asleep)

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
        """Read what serving needs of each unfinished table, not its match: a table is replayed when
        someone comes to it or its clock runs out.  A turn-based table whose clocks were not kept at
        its last step, or ran out, is replayed now: an AI may be the one to move."""
        for head in self.store.heads():
            left = head.running()
            if head.pace == "turn-based" and left is None:
                self._asleep(head.code, _Asleep())
                self._wake_now(head.code)
                continue
            asleep = _Asleep(head.step, head.turn_seat, head.turn_left, head.question_left is not None)
            if left is not None:
                asleep.due = self._ran + left
                self._clocks_kept[head.code] = self._ends(asleep.kept(head.code, self._ran))
            self._asleep(head.code, asleep)

    def _asleep(self, code: str, asleep: _Asleep) -> None:
        self.asleep[code] = asleep
        if asleep.due is not None:
            heapq.heappush(self._dues, (asleep.due, code))

    def _wake(self, code: str) -> Optional[OnlineTable]:
        """The stored table ``code`` replayed into memory, its clock where it runs now (``None``: the
        store has none).  Raises ``sqlite3.Error`` if the store cannot be read now, :class:`Refused`
        (``set-aside``) if the table cannot be replayed: it is set aside, kept in the store as it is."""
        reason = self._aside.get(code)
        if reason is None:
            try:
                table = self._resumed(code)
            except sqlite3.Error:
                raise
            except Exception as error:          # noqa: BLE001  (one broken table never stops the others)
                reason = self._aside[code] = str(error)
                self.asleep.pop(code, None)
                log.error("table %s cannot be resumed (%s); it is set aside, kept in the store as it is",
                          code, reason)
        if reason is not None:
            raise Refused("set-aside", f"the table {code} cannot be resumed ({reason}): the server set it "
                                       f"aside, kept as it is")
        asleep = self.asleep.pop(code, None)
        if table is None:
            return None
        if asleep is not None and asleep.due is not None and table.clock is not None:
            table.clock.left = asleep.due - self._ran       # (the running time it slept)
            table.clock.out = table.clock.left <= 0
        self.tables[code] = table
        for seat, state in enumerate(table.seats):
            if state.kind == "human":           # its person gets the grace period to come back
                self._start_grace(table, seat)
        self._after(table)
        return table

    def _wake_now(self, code: str) -> None:
        """Replay ``code`` now (its clock ran out, or its clocks must be read from its match)."""
        try:
            self._wake(code)
        except Refused:
            pass                                # (set aside, and said)
        except sqlite3.Error as error:          # tried again at the next tick
            log.error("table %s cannot be read from the store now (%s)", code, error)
            self._unread.add(code)

    async def _rest_idle(self) -> None:
        while True:
            await asyncio.sleep(self.limits.rest)
            await self._rest()
            self._forget_watch_replays()

    def _forget_watch_replays(self) -> None:
        """The addresses whose watches replayed no table within the window are forgotten."""
        now, window = self.clock(), self.limits.watch_replays_window
        self._watch_replays = {address: times for address, times in self._watch_replays.items()
                               if times and now - times[-1] < window}

    async def _rest(self) -> None:
        """The tables no one came to since the last rest, and that wait for no AI, leave memory
        (their running clocks kept in the store first): memory holds the tables in play."""
        resting, quiet = [], {}
        for code, table in self.tables.items():
            if not self._restful(table):
                continue
            if self._quiet.get(code) == table.step:
                resting.append((table, table.step))
            else:
                quiet[code] = table.step
        self._quiet = quiet
        clocked = [table for table, _ in resting if table.clock is not None]
        if clocked:
            try:
                await self._write_clocks([(table.code, table.step, *table.clocks_kept()) for table in clocked])
            except sqlite3.Error as error:      # they stay in memory until the next rest
                log.error("the tables' clocks cannot be kept now (%s); no table leaves memory", error)
                return
        for table, step in resting:
            if self.tables.get(table.code) is table and table.step == step and self._restful(table):
                self._sleep(table)

    def _restful(self, table: OnlineTable) -> bool:
        """No one is at ``table``, no AI is deciding or to decide there, nothing of it is being stored."""
        lock = self._writing.get(table)
        return not table.connections() and table.thinking_at is None and table.code not in self._thinking \
            and not (lock is not None and lock.locked()) and table not in self._seats_due \
            and (table.ai_to_act() is None or not table.ai_may_think() or table.match.is_over) \
            and not (table.clock is not None and table.clock.out)

    def _sleep(self, table: OnlineTable) -> None:
        """``table`` leaves memory; the store has every step of it, and its running clock runs on here."""
        if not table.match.is_over:
            turn_seat, turn_left, question_left = table.clocks_kept()
            asleep = _Asleep(table.step, turn_seat, turn_left, question_left is not None)
            if table.clock is not None:
                asleep.due = self._ran + table.clock.left
            self._asleep(table.code, asleep)
        self._unload(table)

    async def _expire_idle(self) -> None:
        while True:
            await asyncio.sleep(min(600.0, self.limits.idle / 4))
            await self._expire(time.time())

    async def _expire(self, now: float) -> None:
        """Forget the tables no one has played for the idle time (in memory and in the store); one
        someone is at, or waiting on a running clock, is not idle."""
        busy = {code for code, table in self.tables.items()
                if table.connections() or table.clock is not None or table.turn_clock is not None}
        busy.update(code for code, asleep in self.asleep.items() if asleep.due is not None)
        try:
            idle = self.store.idle(now - self.limits.idle)
            for code in idle:
                if code not in busy:
                    await self.store.write(self.store.forget, code)
                    log.info("table %s is forgotten: no one played it for %g days", code, self.limits.idle / 86400)
                    self.asleep.pop(code, None)
                    self._aside.pop(code, None)
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
        self._ran += elapsed
        unread, self._unread = self._unread, set()
        for code in unread:
            if code in self.asleep:
                self._wake_now(code)
        woken = 0
        while self._dues and self._dues[0][0] <= self._ran and woken < WAKE_PER_TICK:
            due, code = heapq.heappop(self._dues)         # an asleep table whose clock ran out
            asleep = self.asleep.get(code)
            if asleep is not None and asleep.due == due:   # (not woken or forgotten meanwhile)
                self._wake_now(code)
                woken += 1
        self._unkept += elapsed
        if self._unkept >= KEEP_CLOCKS_S:
            self._unkept = 0.0
            self._spawn(self._keep_clocks())

    async def _keep_clocks(self) -> None:
        """Keep every running clock in the store (a restarted server goes on from them): the running time,
        and the clocks that changed since they were kept."""
        running = [(table.code, table.step, *table.clocks_kept()) for table in self._clocked]
        running += [asleep.kept(code, self._ran) for code, asleep in self.asleep.items() if asleep.due is not None]
        codes = {clocks[0] for clocks in running}
        self._clocks_kept = {code: ends for code, ends in self._clocks_kept.items() if code in codes}
        if not running:
            return
        try:
            await self._write_clocks(running)
        except sqlite3.Error as error:          # tried again at the next keeping; they only run on
            log.error("the tables' clocks cannot be kept now (%s)", error)

    async def _write_clocks(self, running: list[Clocks]) -> None:
        """Write the running time, and those of these clocks that are not as the store has them
        (``sqlite3.Error``: none was)."""
        ends = {clocks[0]: self._ends(clocks) for clocks in running}
        changed = [clocks for clocks in running if not _same_ends(self._clocks_kept.get(clocks[0]), ends[clocks[0]])]
        await self.store.write(self.store.clocks, changed, self._ran)
        self._clocks_kept.update((clocks[0], ends[clocks[0]]) for clocks in changed)

    def _ends(self, clocks: Clocks) -> tuple:
        """What of a table's clocks the store keeps that only a change of them changes: its step, its
        turn's seat, the clock that waits (a turn's, for a question's answer) and when the running one
        runs out, in running time (a clock running on runs out when it did)."""
        _, step, seat, turn_left, question_left = clocks
        if question_left is not None:
            return step, seat, turn_left, self._ran + question_left
        return step, seat, None, None if turn_left is None else self._ran + turn_left

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
            return [(link, p.Error(code=error.code, message=str(error), seat=error.seat, name=error.name))]
        except Exception as error:                # noqa: BLE001  (a bug here must not end the server)
            log.exception("a message failed")
            return [(link, p.Error(code="server-fault", message=f"the server could not handle it: "
                                                               f"{type(error).__name__}"))]

    async def _handle(self, client: _Client, message: p.ClientMessage) -> list[Outgoing]:
        link = client.link
        if isinstance(message, p.Create):
            return await self._create(link, message)
        if isinstance(message, p.Claim):
            table = self._table(message.code, claim=True, seat=message.seat)
            async with self._lock(table):
                before = table.seats_now()
                seat = table.free_seat(message.seat)    # (first, as a table not in memory is answered)
                with self._keyed(table, _own(message.key)):
                    token = table.claim(link, message.name, seat, message.key)
                    await self._store_seat(table, seat, before)
            return self._join(table, link, seat, token, host=False)
        if isinstance(message, p.Rejoin):
            try:
                table = self._table(message.code, token=message.token)
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
                raise _bad_token()
            return self._join(table, link, taken, None, host)
        if isinstance(message, p.Watch):
            table = self._table(message.code, watcher=link)
            if not table.stored.spectators:
                raise _no_spectators()
            if link.table is table and link.seat is None:
                return []                       # watching it already: it has every update
            return self._join(table, link, None, None, host=False)
        if isinstance(message, p.Status):
            if link.table is not None:
                raise Refused("malformed", "the inbox asks on a connection of its own, which sits at no table")
            return [(link, self._inbox(message.tokens))]
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
            line = table.said(link, message.text)
            await self._commit(table, self.store.said, table.code, StoredLine(line.seat, line.name, line.text),
                               CHAT_KEPT)
            table.keep_said(line)
            return table.to_everyone(line)
        if isinstance(message, p.Fill):
            if not link.host:
                raise Refused("not-host", "only the table's host seats an AI")
            async with self._lock(table):
                before = table.seats_now()
                with self._ai_seated(link, int(message.seat < len(table.seats)
                                               and table.seats[message.seat].kind == "open")):
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

    def _table(self, code: str, token: Optional[str] = None, watcher: Optional[Connection] = None,
               claim: bool = False, seat: Optional[int] = None) -> OnlineTable:
        """The table ``code``, from memory or, if no one was at it, from the store: a table not in memory
        is replayed (milliseconds of the event loop) for a rejoin only if the store keeps ``token`` as one
        of its seats' or its host's, for a ``watcher`` only if it lets anyone watch and the watches from
        the watcher's address replayed fewer than :attr:`Limits.watch_replays` tables lately, and for a
        ``claim`` of ``seat`` (``None``: any) only if that seat is open; otherwise the answer is the one
        the table in memory would give (or ``too-many-watches``), and nothing is replayed."""
        table = self.tables.get(code)
        if table is None:
            try:
                if (token is not None or watcher is not None or claim) and code not in self._aside:
                    door = self.store.door(code, None if token is None else token_hash(token))
                    if door is None:
                        raise _no_table(code)
                    if token is not None and not door.seated:
                        raise _bad_token()
                    if watcher is not None and not door.spectators:
                        raise _no_spectators()
                    if claim:
                        free_seat(door.open, seat)
                    if watcher is not None and not _within(self._watch_replays.setdefault(watcher.address, []),
                                                           self.limits.watch_replays,
                                                           self.limits.watch_replays_window, self.clock()):
                        raise Refused("too-many-watches", "too many tables watched from this address in the last "
                                                          f"{self.limits.watch_replays_window:g} s: wait before you "
                                                          f"watch another")
                table = self._wake(code)
            except sqlite3.Error as error:
                raise _store_unreadable(f"table {code}", error) from None
            if table is None:
                raise _no_table(code)
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
        if self.held + self._creating >= self.limits.tables:
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
        table.stored.origin = token_hash(link.address)
        table.start()                               # the deal's chance steps, before anyone sees it
        # Counted while it is stored: the creates that arrive meanwhile see it in the limits.
        self._creating += 1
        link.tables_created += 1
        try:
            with self._ai_seated(link, table.ai_seats()), \
                    self._keyed(table, _own(plan.key if any(seat.kind == "me" for seat in plan.seats) else None)):
                await self._commit(table, self.store.create, table.stored)
        except Refused:
            link.tables_created -= 1
            raise
        finally:
            self._creating -= 1
        self.tables[code] = table
        link.opened.append(table)
        seat = next((k for k, t in enumerate(tokens) if t is not None), None)
        out = self._join(table, link, seat, token, host=True)
        return out

    @contextlib.contextmanager
    def _keyed(self, table: OnlineTable, keys: list[tuple[str, Optional[int]]]) -> Iterator[None]:
        """Seats at ``table`` for the people with these player keys' SHA-256s, while they are stored: each
        with their seat at the table (``None``: the sender's own, not seated yet).  Refused
        (``too-many-tables``) past :attr:`Limits.turn_based_per_key` unfinished turn-based tables of one
        of theirs (a live table is not counted); counted meanwhile, so seats stored at once see each other."""
        if not table.turn_based:
            yield
            return
        people = dict(reversed(keys))           # (one person at two seats is one person: their first seat)
        most = self.limits.turn_based_per_key
        for digest, seat in people.items():
            try:
                held = self.store.turn_based(digest)
            except sqlite3.Error as error:
                raise _store_unreadable("the player key's tables", error) from None
            held.discard(table.code)            # (a second seat at the same table is no other table)
            if len(held) + self._keying[digest] < most:
                continue
            if seat is None:
                raise Refused("too-many-tables", f"one person may sit at {most} unfinished turn-based tables on "
                                                 f"this server; you sit at {len(held)}: finish one first")
            name = table.seats[seat].name
            raise Refused("too-many-tables", f"one person may sit at {most} unfinished turn-based tables on this "
                                             f"server; {name} sits at {len(held)}: a new game here waits until "
                                             f"they finish one", seat=seat, name=name)
        self._keying.update(people.keys())
        try:
            yield
        finally:
            self._keying.subtract(people.keys())
            for digest in people:
                if not self._keying[digest]:
                    del self._keying[digest]

    def _inbox(self, tokens: list[str]) -> p.Inbox:
        """How the tables of the seats these tokens hold stand, each as its seat may see it; a token that
        holds no seat at a table this server has (wrong, or its table forgotten) is answered as unknown,
        nothing else.  A table not in memory is read from the store (see :meth:`_standing`)."""
        digests = [token_hash(token) for token in tokens]
        try:
            seats = self.store.seats_of(sorted(set(digests)))
        except sqlite3.Error as error:
            raise _store_unreadable("the inbox", error) from None
        standings: dict[str, Optional[list[p.TableStatus]]] = {}
        answers = []
        for token, digest in zip(tokens, digests):
            status = None
            if digest in seats:
                code, seat, changed, kept = seats[digest]
                table = self.tables.get(code)
                if table is not None:
                    status = table.status(seat, token)
                else:
                    if code not in standings:
                        standings[code] = self._standing(code, changed, kept)
                    standing = standings[code]
                    if standing is not None and seat < len(standing):
                        status = msgspec.structs.replace(standing[seat], token=token)
                        asleep = self.asleep.get(code)
                        if status.seconds_left is not None and asleep is not None and asleep.due is not None:
                            # the clock it runs on here, asleep, not the one its standing was kept with
                            status.seconds_left = seconds_told(asleep.due - self._ran)
            answers.append(status or p.TableStatus(token=token, known=False))
        return p.Inbox(tables=answers)

    def _standing(self, code: str, changed: str, kept: Optional[str]) -> Optional[list[p.TableStatus]]:
        """Every seat's inbox entry for the table ``code``, not in memory (``None``: it cannot be read):
        the standing the store ``kept`` for it, or else the stored table replayed, its standing then kept."""
        if kept is not None:
            try:
                return _STANDING.decode(kept)
            except msgspec.MsgspecError as error:
                log.error("table %s: its standing kept for the inbox cannot be read (%s); it is made again",
                          code, error)
        try:
            table = self._resumed(code)
        except Exception as error:              # noqa: BLE001  (one broken table never stops the inbox)
            log.error("table %s cannot be read for the inbox (%s)", code, error)
            return None
        if table is None:
            return None
        standing = table.standing()
        self._spawn(self._keep_standing(code, standing, changed))
        return standing

    async def _keep_standing(self, code: str, standing: list[p.TableStatus], changed: Optional[str] = None) -> None:
        """Keep a table's standing in the store (as of its stored form ``changed``; ``None``: now): the next
        inbox (this server's or the next one's, after a restart) reads it there, until the table changes."""
        try:
            await self.store.write(self.store.standing, code, msgspec.json.encode(standing).decode(), changed)
        except sqlite3.Error as error:          # made again at the next inbox that asks
            log.error("table %s: its standing for the inbox cannot be kept now (%s)", code, error)

    @contextlib.contextmanager
    def _ai_seated(self, link: Connection, more: int) -> Iterator[None]:
        """``more`` AI seats for ``link``, while they are stored: refused past the limits of ``link`` and of
        its address (the address's unfinished tables counted in the store: in memory or not, before a
        restart too); counted meanwhile, so seats of two connections from one address stored at once see
        each other (each is checked before either is in the store)."""
        if not more:
            yield
            return
        if sum(table.ai_seats() for table in link.opened if not table.match.is_over) + more \
                > self.limits.ai_seats_per_connection:
            raise Refused("limit", f"one connection may seat at most {self.limits.ai_seats_per_connection} AIs")
        origin = token_hash(link.address)
        try:
            seated = self.store.ai_seats(origin)
        except sqlite3.Error as error:
            raise _store_unreadable("the address's AI seats", error) from None
        if seated + self._ai_seating[origin] + more > self.limits.ai_seats_per_address:
            raise Refused("limit", f"one address may seat at most {self.limits.ai_seats_per_address} AIs")
        self._ai_seating[origin] += more
        try:
            yield
        finally:
            self._ai_seating[origin] -= more
            if not self._ai_seating[origin]:
                del self._ai_seating[origin]

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
        self._quiet.pop(table.code, None)
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
        """Memory holds the tables people are at: a finished one no one looks at leaves it (its standing
        kept for the inbox, which has it at hand now and would replay the table for it later)."""
        if self.tables.get(table.code) is table:
            del self.tables[table.code]
            try:
                standing = table.standing()
            except Exception as error:          # noqa: BLE001  (the inbox replays the table for it instead)
                log.error("table %s: its standing for the inbox cannot be made (%s)", table.code, error)
            else:
                self._spawn(self._keep_standing(table.code, standing))
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
        self._quiet.pop(table.code, None)
        out = table.updates(actor, move.events)
        if table.match.is_over:                 # everyone's to keep, before anyone deals again
            out += table.to_everyone(p.SaveFile(text=table.save_text()))
        self._after(table)
        self._advertise(table)
        return out

    async def _again(self, table: OnlineTable, link: Connection) -> list[Outgoing]:
        """A new deal at a finished table: stored, then everyone gets the new table as they may see it."""
        async with self._lock(table):
            table.check_again(link)
            stored, match = replace(table.stored), table.match
            # Everyone seated sits at one more unfinished table: each person's limit is checked again.
            with self._keyed(table, [(seat.key, None if k == link.seat else k) for k, seat in enumerate(table.seats)
                                     if seat.kind == "human" and seat.key is not None]):
                table.again()
                table.start()
                try:
                    await self._commit(table, self.store.redeal, table.stored)
                except Refused:
                    table.stored, table.match = stored, match       # the finished game, as stored
                    raise
            self._clocks_kept.pop(table.code, None)                 # (the store forgot its clocks)
        out: list[Outgoing] = [(connection, table.snapshot(connection)) for connection in table.connections()]
        self._after(table)
        self._advertise(table)
        return out

    def _advertise(self, table: OnlineTable) -> None:
        """Tell the LAN (if advertising) the table's free seats now; one over or forgotten goes."""
        if self.advertiser is None:
            return
        if table.match.is_over or (self.tables.get(table.code) is not table and table.code not in self.asleep):
            self.advertiser.withdraw(table.code)
            return
        self._show(table.stored, table.seats)

    def _show(self, stored: StoredTable, seats: Sequence[StoredSeat | SeatState]) -> None:
        """Advertise the unfinished table ``stored`` with ``seats`` as they are now."""
        assert self.advertiser is not None
        host = next((seat.name for seat in seats if seat.token == stored.host), "")
        try:
            title = entry(stored.game).info.title
        except KeyError:
            return                              # (set aside when someone comes to it)
        self.advertiser.show(Advert(code=stored.code, game=stored.game, title=title, host=host,
                                    free=sum(seat.kind == "open" for seat in seats), seats=len(seats),
                                    saved=stored.save is not None))

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


#: A table's standing as the store keeps it: every seat's inbox entry.
_STANDING = msgspec.json.Decoder(list[p.TableStatus])


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


def _same_ends(kept: Optional[tuple], now: tuple) -> bool:
    """Whether clocks kept as ``kept`` (``None``: not kept) are as ``now`` (their end within a millisecond:
    a clock run down tick by tick, and the running time counted up, are summed again)."""
    if kept is None or kept[:-1] != now[:-1]:
        return False
    return kept[-1] == now[-1] or (kept[-1] is not None and now[-1] is not None and abs(kept[-1] - now[-1]) < 1e-3)


def _store_unreadable(what: str, error: sqlite3.Error) -> Refused:
    """A read of the store that failed (a locked or damaged file): logged, and the client asked to try again."""
    log.error("%s cannot be read from the store (%s)", what, error)
    return Refused("busy", "the server cannot read its tables now: try again in a moment")


def _no_table(code: str) -> Refused:
    return Refused("no-table", f"no table has the code {code}")


def _bad_token() -> Refused:
    return Refused("bad-token", "that token holds no seat at this table")


def _no_spectators() -> Refused:
    return Refused("no-spectators", "this table's host does not let anyone watch")


def _own(key: Optional[str]) -> list[tuple[str, Optional[int]]]:
    """The sender's player key (``None``: none sent) as :meth:`TableServer._keyed` counts it."""
    return [] if key is None else [(token_hash(key), None)]
