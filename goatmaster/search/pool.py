"""The search off the GUI thread: worker processes, root-parallel trees, cancel and "play now".

Pure-Python search in a thread holds the GIL and stutters the window, so the
trees grow in worker processes (``spawn`` context: safe once a QApplication
or threads exist, and in a frozen app).  A :class:`SearchPool` starts its
processes once and reuses them; :meth:`SearchPool.submit` hands tree ``k`` of
a search to worker ``k % processes`` and returns a :class:`SearchJob` to poll.
The trees' root statistics are merged in tree order, so a fixed iteration
count and seed give the same decision as :func:`mcts.search` in one process.

Nothing here imports Qt or knows a game; ``goatmaster.app.play.ai_worker`` wraps it in
a QObject.  A task carries the observation and the settings (the game's playout
is a module-level function, sent by reference).
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import random
import time
from dataclasses import replace
from multiprocessing.connection import Connection, wait
from typing import Optional, cast

from ..core.game import Action, Observation
from ..core.registry import GAMES_PACKAGE
from .ismcts import (PlanCache, RootStats, SearchResult, Settings, choose, merge, root_actions,
                     run_tree, tree_seed)

STOP_CHECK = 8          # iterations between two looks at the stop flag (inside run_tree)

# The watchdog: a worker still busy this long after its search should have ended is
# hung (stopped, swapped out, looping in a game's code) and is restarted.
OVERRUN_MARGIN = 2.0    # times the search's time budget ...
OVERRUN_GRACE_S = 5.0   # ... plus this (a fresh process must import before it searches)
UNTIMED_BUDGET_S = 60.0  # the budget assumed for a search capped by iterations only
#: A fresh process is not hung while it starts (imports, loads the games): a busy machine or a
#: slow disk may take seconds; one that has not started by this is (stopped, swapped out).
STARTUP_LIMIT_S = 30.0
#: "Play now" answers within this, with the trees that came back (or any legal action);
#: a worker process still starting gets OVERRUN_GRACE_S from the search's start.
PLAY_NOW_LIMIT_S = 1.0
#: The most worker processes a pool starts by itself: each is a Python with the games loaded
#: (16 MB, 258 MB for 16: ``benchmarks/workers.py``), and each doubling of root-parallel trees
#: buys less than the one before.
MAX_WORKERS = 16


def machine_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:                  # not on every system
        return os.cpu_count() or 1


def default_workers(cores: Optional[int] = None) -> int:
    """Worker processes for a machine of ``cores`` (this one's by default): every core but one,
    which the window keeps; two on two cores, where the workers' lower priority (``nice``)
    already gives the window its turn (``benchmarks/stall.py``), so ``hard`` is not halved
    there; at least one, at most :data:`MAX_WORKERS`."""
    cores = machine_cores() if cores is None else cores
    return max(1, min(MAX_WORKERS, cores, max(2, cores - 1)))


class SearchFailed(RuntimeError):
    """A search could not finish (a worker kept dying, or raised)."""


def _worker_main(conn: Connection, stop, ready, nice: int, preload: tuple[str, ...]) -> None:
    """A worker process: grow the trees it is sent until told to quit (``None``)."""
    if nice:
        try:
            os.nice(nice)
        except OSError:
            pass
    # The games' modules are imported before the worker says it is ready, not by the first task's
    # unpickling: that took over a second of the first search (and of Play now) with 8 workers
    # starting on 2 cores, and the watchdog took the importing workers for hung ones.
    for name in preload:
        importlib.import_module(name)
    ready.value = 1                     # imported and listening: from now on, slowness is a hang
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        job, tree, observation, settings, seed, iterations, seconds = task
        try:
            deadline = None if seconds is None else time.perf_counter() + seconds
            stats, done = run_tree(observation, settings, random.Random(tree_seed(seed, tree)),
                                   iterations, deadline, lambda: stop.value >= job)
            conn.send((job, tree, stats, done, None))
        except Exception as error:          # reported to the caller, who decides
            conn.send((job, tree, None, 0, f"{type(error).__name__}: {error}"))


class _Worker:
    __slots__ = ("process", "conn", "stop", "ready", "started", "ready_seen")

    def __init__(self, context, nice: int, preload: tuple[str, ...]) -> None:
        self.started = time.monotonic()
        #: When the watchdog first saw it ready: its search's time runs from then.
        self.ready_seen: Optional[float] = None
        parent, child = context.Pipe()
        self.stop = context.RawValue("q", 0)
        self.ready = context.RawValue("b", 0)
        self.process = context.Process(target=_worker_main, args=(child, self.stop, self.ready, nice, preload),
                                       name="goatmaster-ai", daemon=True)
        self.process.start()
        child.close()
        self.conn = parent

    def close(self, timeout: float) -> None:
        try:
            self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(timeout)
        self.conn.close()


class SearchPool:
    """Worker processes that grow search trees; started once, reused, shut down cleanly.

    Each worker imports the modules ``preload`` names (by default the package that registers
    every game) before it counts as ready, so that :meth:`start` warms it up for the first search.
    """

    def __init__(self, processes: Optional[int] = None, nice: int = 0, max_restarts: int = 3,
                 preload: tuple[str, ...] = (GAMES_PACKAGE,)) -> None:
        self.processes = max(1, processes or default_workers())
        self.nice = nice
        self.preload = preload
        self.max_restarts = max_restarts
        self.restarts = 0
        self._context = multiprocessing.get_context("spawn")
        self._workers: list[_Worker] = []
        self._job = 0
        self._current: Optional[SearchJob] = None
        #: The follow-up planned with the last decision (see :class:`ismcts.PlanCache`).
        self.plans = PlanCache()

    # ------------------------------------------------------------------ life cycle

    def start(self) -> None:
        """Start the worker processes (done by the first :meth:`submit` otherwise)."""
        while len(self._workers) < self.processes:
            self._workers.append(_Worker(self._context, self.nice, self.preload))

    @property
    def started(self) -> bool:
        return bool(self._workers)

    def shutdown(self, timeout: float = 2.0) -> None:
        """Stop any search and end the processes; the pool can be started again."""
        if self._current is not None:
            self._current.cancel()
            self._current = None
        for worker in self._workers:
            worker.stop.value = self._job
        for worker in self._workers:
            worker.close(timeout)
        self._workers = []

    def __enter__(self) -> "SearchPool":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.shutdown()

    def pids(self) -> list[int]:
        return [w.process.pid for w in self._workers]

    # ------------------------------------------------------------------ searching

    def submit(self, observation: Observation, settings: Settings, seed: Optional[int] = None
               ) -> "SearchJob":
        """Start searching ``observation``'s decision; any search still running is cancelled."""
        if self._current is not None:
            self._current.cancel()
        self.start()
        self._job += 1
        job = SearchJob(self, self._job, observation, settings, seed)
        self._current = job
        job._dispatch()
        return job

    def _send(self, index: int, task: tuple) -> None:
        worker = self._workers[index]
        if worker.process.is_alive():
            try:
                worker.conn.send(task)
                return
            except (OSError, ValueError):
                pass
        self._restart(index)                    # it died while idle: replace it and resend
        self._workers[index].conn.send(task)

    def _restart(self, index: int) -> None:
        """Replace a dead worker by a fresh process."""
        self.restarts += 1
        old = self._workers[index]
        try:
            old.conn.close()
        except OSError:
            pass
        old.process.join(0.1)
        self._workers[index] = _Worker(self._context, self.nice, self.preload)


class SearchJob:
    """One search running in a :class:`SearchPool`: poll it, stop it early, or cancel it."""

    def __init__(self, pool: SearchPool, job: int, observation: Observation, settings: Settings,
                 seed: Optional[int]) -> None:
        self.pool = pool
        self.id = job
        self.observation = observation
        # A level that uses the machine grows a tree on every worker, each for the whole time.
        self.settings = replace(settings, trees=max(settings.trees, pool.processes)) if settings.per_core \
            else settings
        self.seed = seed
        self.cancelled = False
        self.error: Optional[str] = None
        self._parts: dict[int, RootStats] = {}
        self._done = 0
        self._result: Optional[SearchResult] = None
        self._restarts = 0
        self._stopped_at: Optional[float] = None
        self._deadline = self._overrun_deadline()
        self._dispatched = time.monotonic()
        #: How many workers the watchdog ended because they overran (for tests and diagnostics).
        self.hung = 0
        legal = root_actions(observation, settings, seed)
        planned = pool.plans.lookup(observation)
        if len(legal) == 1:                     # nothing to think about
            self._result = SearchResult(legal[0], None, 0, {})
        elif planned is not None:               # planned with the seat's previous decision
            self._result = SearchResult(planned, None, 0, {})

    def _tree_task(self, tree: int) -> tuple:
        s = self.settings
        rounds = -(-s.trees // self.pool.processes)
        seconds = None if s.seconds is None else s.seconds / rounds
        return (self.id, tree, self.observation, s, self.seed, s.tree_iterations(tree), seconds)

    def _dispatch(self) -> None:
        if self._result is not None:
            return
        for tree in range(self.settings.trees):
            self.pool._send(tree % self.pool.processes, self._tree_task(tree))

    def _worker_of(self, tree: int) -> int:
        return tree % self.pool.processes

    def _overrun_allowance(self) -> float:
        budget = self.settings.seconds if self.settings.seconds is not None else UNTIMED_BUDGET_S
        return budget * OVERRUN_MARGIN + OVERRUN_GRACE_S

    def _overrun_deadline(self) -> float:
        return time.monotonic() + self._overrun_allowance()

    def _excused_until(self, index: int, now: float) -> Optional[float]:
        """Until when a late worker is not hung: while it starts, and for a search's allowance from
        when it was first seen ready (a restarted worker's search begins only then); else None."""
        worker = self.pool._workers[index]
        if not worker.ready.value:
            end = worker.started + STARTUP_LIMIT_S
        else:
            end = (worker.ready_seen or now) + self._overrun_allowance()
        return end if now < end else None

    def _late_workers(self) -> list[int]:
        return sorted({self._worker_of(t) for t in range(self.settings.trees) if t not in self._parts})

    def _end_worker(self, index: int) -> None:
        """SIGKILL ends even a stopped process; :meth:`_check_workers` or the caller replaces it."""
        self.hung += 1
        process = self.pool._workers[index].process
        process.kill()
        process.join(1.0)

    def _watch(self) -> None:
        """The watchdog and Play now's hard deadline (see the module constants)."""
        now = time.monotonic()
        for index in self._late_workers():
            worker = self.pool._workers[index]
            if worker.ready.value and worker.ready_seen is None:
                worker.ready_seen = now
        give_up = None if self._stopped_at is None else self._stopped_at + PLAY_NOW_LIMIT_S
        if give_up is not None and not self._parts and \
                not all(self.pool._workers[i].ready.value for i in self._late_workers()):
            # No tree back and a worker still starting: wait for it rather than answer at random.
            give_up = max(give_up, self._dispatched + OVERRUN_GRACE_S)
        if give_up is not None and now >= give_up:
            for index in self._late_workers():      # answer now; fresh workers for the next search
                if self.pool._workers[index].ready.value:
                    self._end_worker(index)
                    self.pool._restart(index)
                # one still starting is not hung: its late tree is dropped (another job's)
            self._finish()
        elif now >= self._deadline:
            excuses = []
            for index in self._late_workers():
                excused = self._excused_until(index, now)
                if excused is None:
                    self._end_worker(index)
                else:
                    excuses.append(excused)
            self._deadline = min([self._overrun_deadline()] + excuses)
            self._check_workers()                   # restarts them and sends their trees again

    def _finish(self) -> SearchResult:
        """The decision from the trees that came back, merged in tree order."""
        parts = [self._parts[t] for t in sorted(self._parts)]
        self._result = choose(self.observation, merge(parts), self.settings,
                              random.Random(tree_seed(self.seed, -1)), self._done)
        self.pool.plans.store(self.observation, self._result)
        return self._result

    # ------------------------------------------------------------------ results

    def poll(self, timeout: float = 0.0) -> Optional[SearchResult]:
        """The result once every tree is back (waiting up to ``timeout`` seconds), else None.

        Raises :class:`SearchFailed` if a tree failed or its worker kept dying.
        """
        if self._result is not None or self.cancelled:
            return self._result
        if self.error is not None:
            raise SearchFailed(self.error)
        deadline = time.monotonic() + timeout
        while True:
            conns = [w.conn for w in self.pool._workers]
            ready = wait(conns, timeout=max(0.0, deadline - time.monotonic()))
            for conn in ready:
                self._receive(cast(Connection, conn))
            if self.error is not None:
                raise SearchFailed(self.error)
            self._check_workers()
            if len(self._parts) == self.settings.trees:
                return self._finish()
            self._watch()
            if self.error is not None:
                raise SearchFailed(self.error)
            if self._result is not None:
                return self._result
            if time.monotonic() >= deadline:
                return None

    def _receive(self, conn: Connection) -> None:
        try:
            job, tree, stats, done, error = conn.recv()
        except (EOFError, OSError):
            return                              # the worker died: _check_workers restarts it
        if job != self.id:
            return                              # a late answer to a cancelled search
        if error is not None:
            self.error = f"tree {tree}: {error}"
            return
        self._parts[tree] = stats
        self._done += done

    def _check_workers(self) -> None:
        for index, worker in enumerate(self.pool._workers):
            if worker.process.is_alive():
                continue
            missing = [t for t in range(self.settings.trees)
                       if t not in self._parts and self._worker_of(t) == index]
            self._restarts += 1
            if self._restarts > self.pool.max_restarts:
                self.error = f"AI worker process died {self._restarts} times"
                return
            self.pool._restart(index)
            for tree in missing:
                task = self._tree_task(tree)
                if self._stopped_at is not None:    # "play now" already asked: be quick
                    task = task[:-1] + (0.05,)
                self.pool._send(index, task)

    def result(self, timeout: Optional[float] = None) -> SearchResult:
        """Block until the result (for the CLI and tests); raises TimeoutError or SearchFailed."""
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            left = 0.5 if end is None else min(0.5, end - time.monotonic())
            if left <= 0:
                raise TimeoutError("the search did not finish in time")
            result = self.poll(left)
            if result is not None:
                return result
            if self.cancelled:
                raise SearchFailed("the search was cancelled")

    @property
    def done(self) -> bool:
        return self._result is not None

    def play_now(self) -> None:
        """Stop the trees early; :meth:`poll` then returns the best decision found so far."""
        if self._result is None and not self.cancelled:
            self._stopped_at = time.monotonic()
            for worker in self.pool._workers:
                worker.stop.value = max(worker.stop.value, self.id)

    def cancel(self) -> None:
        """Abandon the search: the workers stop at once and any late answer is dropped."""
        if self.cancelled:
            return
        self.cancelled = True
        for worker in self.pool._workers:
            worker.stop.value = max(worker.stop.value, self.id)
        if self.pool._current is self:
            self.pool._current = None


def decide(pool: SearchPool, observation: Observation, settings: Settings,
           seed: Optional[int] = None, timeout: Optional[float] = None) -> Action:
    """One decision searched in ``pool``, waiting for it."""
    return pool.submit(observation, settings, seed).result(timeout).action
