"""The server's AI: seats' decisions searched off the event loop, one after another.

People's moves never wait for the AI: the event loop only hands a decision to the
:class:`Thinker` and goes on serving messages.  The search runs in the shared worker pool
(``goatmaster.search.pool``, its own processes) driven from one thread; with
``processes=0`` it runs in that thread instead (tests, and a server without spare cores).
Decisions are served in the order asked; one a table no longer needs (someone came back,
the table was closed) is skipped by its caller, which checks the table's step.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import threading
from dataclasses import replace
from typing import Optional

from ..core.game import Action, Observation
from ..search.ismcts import Settings, search
from ..search.pool import SearchPool

_Task = tuple[Observation, Settings, Optional[int], "concurrent.futures.Future[Action]"]


class Thinker:
    """Searches decisions in the background; :meth:`decide` is awaited on the event loop."""

    def __init__(self, processes: int = 1, iterations: Optional[int] = None) -> None:
        #: With ``iterations``, every level searches that many iterations per tree and no
        #: clock (reproducible tests and benchmarks); otherwise each level's own budget.
        self.iterations = iterations
        self.processes = processes
        self._pool: Optional[SearchPool] = None
        self._tasks: "queue.Queue[Optional[_Task]]" = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="goatmaster-ai", daemon=True)
        self._thread.start()
        #: Decisions waiting or being searched (for the server's figures).
        self.waiting = 0

    def _settings(self, settings: Settings) -> Settings:
        if self.iterations is None:
            return settings
        return replace(settings, iterations=self.iterations, seconds=None)

    async def decide(self, observation: Observation, settings: Settings, seed: Optional[int]) -> Action:
        """The seat's decision; raises what the search raised."""
        future: concurrent.futures.Future[Action] = concurrent.futures.Future()
        self.waiting += 1
        self._tasks.put((observation, self._settings(settings), seed, future))
        try:
            return await asyncio.wrap_future(future)
        finally:
            self.waiting -= 1

    def _run(self) -> None:
        while True:
            task = self._tasks.get()
            if task is None:
                break
            observation, settings, seed, future = task
            if not future.set_running_or_notify_cancel():
                continue                        # no one waits for it any more
            try:
                if self.processes > 0:
                    if self._pool is None:
                        self._pool = SearchPool(self.processes)
                    action = self._pool.submit(observation, settings, seed).result(timeout=120).action
                else:
                    action = search(observation, settings, seed).action
            except BaseException as error:      # noqa: BLE001  (handed to the awaiting table)
                future.set_exception(error)
                continue
            future.set_result(action)
        if self._pool is not None:
            self._pool.shutdown()

    def close(self) -> None:
        """Finish the decision under way, drop the others, end the worker processes."""
        while True:
            try:
                task = self._tasks.get_nowait()
            except queue.Empty:
                break
            if task is not None:
                task[3].cancel()
        self._tasks.put(None)
        self._thread.join(timeout=10)
