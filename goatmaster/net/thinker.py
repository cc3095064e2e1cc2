"""The server's AI: seats' decisions searched off the event loop, shared fairly.

People's moves never wait for the AI: the event loop only hands a decision to the
:class:`Thinker` and goes on serving messages.  The thinker searches at most ``processes``
decisions at once, each in a worker process of its own (``goatmaster.search.pool``): the
server-wide budget the operator sets (by default every core but one).  With ``processes=0`` one
decision at a time is searched in a thread of this process (tests, a server without spare cores).

Which decision is searched next is fair, not first come first served (:class:`FairQueue`):
first between the people the decisions are for (each table's are charged to the address of a
person at it), the one who used the AI least lately first, then between that person's tables,
the one served least recently first; among equals, the decision that fell due first (a seat
whose clock ran out at a turn-based table fell due when it did, a decision asked for anyone
else when asked: earliest deadline first).  While every worker is busy, a decision that has had a quarter
of its time gives way ("play now": it answers with what it found) to someone who waits with none
searched and used the AI less lately, so a person beside a client who keeps every worker busy
waits at most a quarter of one of its decisions.  A decision withdrawn by its caller (no one is left
at its table, someone took their seat back) is dropped, or stopped if it is under way.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import threading
import time
from collections import deque
from dataclasses import dataclass, field, replace
from typing import Callable, Optional

from ..core.game import Action, Observation
from ..search.ismcts import SearchResult, Settings, search
from ..search.pool import SearchPool, machine_cores

#: A decision that has searched this share of its time gives way to a person who waits with none.
GIVE_WAY_AFTER = 0.25
#: A search still running this long after it started has failed (its caller asks again).
SEARCH_LIMIT_S = 120.0
#: A decision not answered this long past its own time is late: the table is told.
LATE_S = 10.0
#: How often a worker's thread looks at its search (withdrawn, giving way, done).
POLL_S = 0.02
#: An owner's use of the AI counts half as much this much later (the queue's memory of it).
HALF_LIFE_S = 30.0
#: A use smaller than this is forgotten, with its owner (when it waits for nothing).
FORGOTTEN_S = 0.01
#: What a decision capped by iterations only is expected to take, until it is known.
UNTIMED_S = 1.0


def default_processes() -> int:
    """The AI's worker processes on this machine: every core but one (the event loop's), at least one."""
    return max(1, machine_cores() - 1)


class Withdrawn(Exception):
    """The decision's caller no longer wants it."""


@dataclass(eq=False)
class Request:
    """One decision asked: for whom (``owner``, ``table``), and how it is going."""
    observation: Observation
    settings: Settings
    seed: Optional[int]
    owner: str
    table: str
    future: "concurrent.futures.Future[Action]" = field(default_factory=concurrent.futures.Future)
    asked: float = field(default_factory=time.monotonic)
    started: Optional[float] = None
    withdrawn: bool = False
    #: Told to answer now, for a person who waits with no decision searched.
    give_way: bool = False
    #: Seconds since the decision fell due when it was asked (a seat's clock that ran out that long ago).
    overdue: float = 0.0


@dataclass(frozen=True)
class Decision:
    """A decision searched, for the server's figures (``benchmarks/starve.py``)."""
    owner: str
    table: str
    waited: float
    searched: float
    iterations: int
    gave_way: bool


class FairQueue:
    """Decisions waiting, taken fairly: the owner who used the AI least lately, then its table served
    least recently, then the request that fell due first, then the oldest (no threads here: the
    :class:`Thinker` locks it).

    An owner's use is the seconds its decisions searched, each counting half as much every
    :data:`HALF_LIFE_S`; a decision is charged its time budget when it is taken (so that one
    under way counts), then what it really took (:meth:`charge`)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._waiting: dict[str, dict[str, deque[Request]]] = {}
        #: Each owner's use: seconds searched, as of a moment.
        self._use: dict[str, tuple[float, float]] = {}
        #: When each (owner, table) was last served (a count of decisions taken).
        self._tables: dict[tuple[str, str], int] = {}
        self._served = 0
        self._arrivals = itertools.count(1)
        #: Each waiting request's place: when it fell due (on :attr:`clock`), then its arrival.
        self._arrived: dict[Request, tuple[float, int]] = {}

    def __len__(self) -> int:
        return len(self._arrived)

    def put(self, request: Request) -> None:
        self._waiting.setdefault(request.owner, {}).setdefault(request.table, deque()).append(request)
        self._arrived[request] = (self.clock() - max(0.0, request.overdue), next(self._arrivals))

    def owners(self) -> set[str]:
        """The owners with a decision waiting."""
        return set(self._waiting)

    def use(self, owner: str, now: float) -> float:
        """``owner``'s use of the AI lately (seconds searched, the older counting less)."""
        seconds, when = self._use.get(owner, (0.0, now))
        return seconds * 0.5 ** ((now - when) / HALF_LIFE_S)

    def charge(self, owner: str, seconds: float) -> None:
        now = self.clock()
        self._use[owner] = (max(0.0, self.use(owner, now) + seconds), now)

    def take(self) -> Optional[Request]:
        if not self._waiting:
            return None
        now = self.clock()
        owner = min(self._waiting, key=lambda o: (self.use(o, now), self._first(self._waiting[o])))
        tables = self._waiting[owner]
        table = min(tables, key=lambda t: (self._tables.get((owner, t), 0), self._arrived[tables[t][0]]))
        request = tables[table].popleft()
        self.remove(request)
        self._served += 1
        self._tables[(owner, table)] = self._served
        self.charge(owner, budget(request.settings))
        self._forget(now)
        return request

    def _first(self, tables: dict[str, deque[Request]]) -> tuple[float, int]:
        return min(self._arrived[queue[0]] for queue in tables.values())

    def remove(self, request: Request) -> None:
        """Take ``request`` out, wherever it waits (nothing if it does not)."""
        if self._arrived.pop(request, None) is None:
            return
        tables = self._waiting[request.owner]
        waiting = tables[request.table]
        if request in waiting:
            waiting.remove(request)
        if not waiting:
            del tables[request.table]
        if not tables:
            del self._waiting[request.owner]

    def _forget(self, now: float) -> None:
        """Drop what orders nothing any more, so memory stays bounded by what waits: the owners who
        wait for nothing and have not used the AI lately, and each table waiting for nothing that
        was served before every table of its owner that waits (it would come first anyway)."""
        gone = {owner for owner in self._use if owner not in self._waiting and self.use(owner, now) < FORGOTTEN_S}
        for owner in gone:
            del self._use[owner]
        oldest = {owner: min(self._tables.get((owner, t), 0) for t in tables)
                  for owner, tables in self._waiting.items()}
        self._tables = {(owner, table): served for (owner, table), served in self._tables.items()
                        if table in self._waiting.get(owner, {}) or served >= oldest.get(owner, self._served + 1)}


def budget(settings: Settings) -> float:
    """What a decision is expected to take (a search capped by iterations only: a guess)."""
    return settings.seconds if settings.seconds is not None else UNTIMED_S


class Thinker:
    """Searches decisions in the background; :meth:`decide` is awaited on the event loop."""

    def __init__(self, processes: int = 1, iterations: Optional[int] = None) -> None:
        #: With ``iterations``, every level searches that many iterations per tree and no
        #: clock (reproducible tests and benchmarks); otherwise each level's own budget.
        self.iterations = iterations
        self.processes = processes
        self._queue = FairQueue()
        self._lock = threading.Condition()
        self._running: list[Optional[Request]] = [None] * max(1, processes)
        self._closed = False
        #: The last decisions searched (for the server's figures and the benchmarks).
        self.decisions: deque[Decision] = deque(maxlen=1000)
        self._threads = [threading.Thread(target=self._run, args=(slot,), name=f"goatmaster-ai-{slot}", daemon=True)
                         for slot in range(len(self._running))]
        for thread in self._threads:
            thread.start()

    @property
    def waiting(self) -> int:
        """Decisions waiting or being searched."""
        with self._lock:
            return len(self._queue) + sum(r is not None for r in self._running)

    def late_after(self, settings: Settings) -> float:
        """Seconds after which a decision asked with ``settings`` is late (the table is told)."""
        return (settings.seconds or 0.0) + LATE_S

    def _settings(self, settings: Settings) -> Settings:
        if self.iterations is None:
            return settings
        return replace(settings, iterations=self.iterations, seconds=None)

    async def decide(self, observation: Observation, settings: Settings, seed: Optional[int],
                     owner: str = "", table: str = "", overdue: float = 0.0) -> Action:
        """The seat's decision, for ``owner``'s ``table``, which fell due ``overdue`` seconds ago (a
        clock that ran out); raises what the search raised.  Cancelling the awaiting task withdraws it."""
        request = Request(observation, self._settings(settings), seed, owner, table, overdue=overdue)
        with self._lock:
            if self._closed:
                raise Withdrawn("the server's AI is closed")
            self._queue.put(request)
            self._lock.notify()
        try:
            return await asyncio.wrap_future(request.future)
        except asyncio.CancelledError:
            with self._lock:
                request.withdrawn = True
                self._queue.remove(request)
            raise

    # ------------------------------------------------------------------ the workers' threads

    def _run(self, slot: int) -> None:
        pool: Optional[SearchPool] = None
        try:
            while True:
                with self._lock:
                    while not self._closed and not len(self._queue):
                        self._lock.wait()
                    if self._closed:
                        return
                    request = self._queue.take()
                    assert request is not None
                    request.started = time.monotonic()
                    self._running[slot] = request
                if not request.future.set_running_or_notify_cancel():
                    self._done(slot, request)
                    continue                    # withdrawn before its turn
                try:
                    if self.processes > 0 and pool is None:
                        pool = SearchPool(1)
                    result = self._search(slot, request, pool)
                except BaseException as error:  # noqa: BLE001  (handed to the awaiting table)
                    request.future.set_exception(error)
                else:
                    self.decisions.append(Decision(request.owner, request.table, request.started - request.asked,
                                                   time.monotonic() - request.started, result.iterations,
                                                   request.give_way))
                    request.future.set_result(result.action)
                finally:
                    self._done(slot, request)
        finally:
            if pool is not None:
                pool.shutdown()

    def _done(self, slot: int, request: Request) -> None:
        """The slot is free; the owner is charged what the decision really took, not its budget."""
        with self._lock:
            self._running[slot] = None
            assert request.started is not None
            self._queue.charge(request.owner, time.monotonic() - request.started - budget(request.settings))

    def _search(self, slot: int, request: Request, pool: Optional[SearchPool]) -> SearchResult:
        def stop() -> bool:
            return request.withdrawn or self._gives_way(slot)

        if pool is None:
            result = search(request.observation, request.settings, request.seed, stop)
            if request.withdrawn:
                raise Withdrawn("no one waits for this decision")
            return result
        job = pool.submit(request.observation, request.settings, request.seed)
        end = time.monotonic() + SEARCH_LIMIT_S
        while True:
            found = job.poll(POLL_S)
            if found is not None:
                return found
            if request.withdrawn:
                job.cancel()
                raise Withdrawn("no one waits for this decision")
            if self._gives_way(slot):
                job.play_now()
            if time.monotonic() > end:
                job.cancel()
                raise TimeoutError(f"the search took more than {SEARCH_LIMIT_S:.0f} s")

    def _gives_way(self, slot: int) -> bool:
        """Whether the decision in ``slot`` should answer now: every worker is busy, someone waits
        with no decision searched who used the AI less lately than this one's owner, and this one
        (of the owner who used it most, the oldest) has had :data:`GIVE_WAY_AFTER` of its time."""
        with self._lock:
            request = self._running[slot]
            if request is None or request.give_way:
                return request is not None
            if any(r is None for r in self._running):
                return False                    # a worker is free for whoever waits
            now = time.monotonic()
            running = [r for r in self._running if r is not None]
            searching = {r.owner for r in running}
            starved = [self._queue.use(owner, now) for owner in self._queue.owners() if owner not in searching]
            if len(starved) <= sum(r.give_way for r in running):
                return False
            ripe = [r for r in running if not r.give_way and r.settings.seconds is not None and r.started is not None
                    and now - r.started >= r.settings.seconds * GIVE_WAY_AFTER
                    and self._queue.use(r.owner, now) > min(starved)]
            if request not in ripe or max(ripe, key=lambda r: (self._queue.use(r.owner, now),
                                                                -(r.started or 0.0))) is not request:
                return False
            request.give_way = True
            return True

    def close(self) -> None:
        """Stop every search, drop the decisions waiting, end the worker processes."""
        with self._lock:
            self._closed = True
            while len(self._queue):
                request = self._queue.take()
                if request is not None:
                    request.future.cancel()
            for request in self._running:
                if request is not None:
                    request.withdrawn = True
            self._lock.notify_all()
        for thread in self._threads:
            thread.join(timeout=10)
