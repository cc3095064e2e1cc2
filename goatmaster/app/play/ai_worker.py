"""The AI seen from the window: a QObject that thinks in the background and signals the result.

:class:`AiWorker` lives on the GUI thread; it drives a small runner on its own
QThread, which owns a :class:`goatmaster.search.pool.SearchPool` (the worker
processes, started on first use and reused) and polls it with a timer, so
neither the GUI thread nor the runner ever holds the GIL for long.  Requests
carry a ticket: after :meth:`AiWorker.cancel` (new game, load, quit, undo) a late
answer to an old request is dropped, never emitted.  The same runner and pool review a
finished game (:class:`~goatmaster.search.review.ReviewJob`), one decision at a time, each
signalled as soon as it is done; a review and a decision never run at once (a review is of a
game over, and asking for a decision cancels it).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal, Slot

from ...core.game import Observation
from ...search.ismcts import SearchResult, Settings
from ...search.pool import SearchFailed, SearchJob, SearchPool
from ...search.review import ReviewJob, Spot
from ...search.seats import Knowledge

POLL_MS = 15


class _Runner(QObject):
    """Lives on the AI thread: submits searches to the pool and polls them."""

    finished = Signal(object, int)      # action, ticket
    failed = Signal(str, int)           # message, ticket
    reviewed = Signal(object, int, int, int)    # decision, done, total, ticket
    reviewFailed = Signal(str, int)     # message, ticket
    stopped = Signal()

    def __init__(self, processes: Optional[int], nice: int) -> None:
        super().__init__()
        self._processes = processes
        self._nice = nice
        self._pool: Optional[SearchPool] = None
        self._job: Optional[SearchJob] = None
        self._review: Optional[ReviewJob] = None
        self._ticket = 0
        self._timer: Optional[QTimer] = None
        #: The last search's result, statistics included (for tests and diagnostics).
        self.last: Optional[SearchResult] = None

    def _ensure(self) -> SearchPool:
        if self._pool is not None and self._processes is not None and self._pool.processes != self._processes \
                and self._job is None:
            self._pool.shutdown()               # the player chose another number of cores
            self._pool = None
        if self._pool is None:
            self._pool = SearchPool(self._processes, nice=self._nice)
        if self._timer is None:
            self._timer = QTimer(self)
            self._timer.setInterval(POLL_MS)
            self._timer.timeout.connect(self._poll)
        return self._pool

    @Slot(int)
    def set_processes(self, processes: int) -> None:
        """Search in ``processes`` workers from the next decision on."""
        self._processes = processes

    @Slot()
    def warm_up(self) -> None:
        try:
            self._ensure().start()
        except Exception as error:          # no processes: report, the app may retry
            self.failed.emit(f"cannot start the AI: {error}", -1)

    @Slot(object, object, object, int)
    def think(self, observation: Observation, settings: Settings, seed: Optional[int],
              ticket: int) -> None:
        self.cancel()
        try:
            pool = self._ensure()
            self._ticket = ticket
            self._job = pool.submit(observation, settings, seed)
        except Exception as error:
            self._job = None
            self.failed.emit(f"cannot start the AI: {error}", ticket)
            return
        self._poll()
        if self._job is not None:
            assert self._timer is not None      # made by _ensure
            self._timer.start()

    @Slot(object, object, int, int, int, int)
    def review(self, spots: list[Spot], knowledge: Knowledge, seat: int, iterations: int, seed: int,
               ticket: int) -> None:
        self.cancel()
        try:
            self._review = ReviewJob(self._ensure(), spots, knowledge, seat, iterations, seed)
        except Exception as error:
            self.reviewFailed.emit(f"cannot start the review: {error}", ticket)
            return
        self._ticket = ticket
        assert self._timer is not None          # made by _ensure
        self._timer.start()

    def _poll_review(self, review: ReviewJob) -> None:
        try:
            decision = review.poll(0.0)
        except Exception as error:              # a worker kept dying, or the game's code raised
            self._review = None
            self.reviewFailed.emit(str(error), self._ticket)
            return
        if decision is not None:
            self.reviewed.emit(decision, *review.progress, self._ticket)
        if review.done:
            self._review = None

    @Slot()
    def _poll(self) -> None:
        timer = self._timer
        assert timer is not None                # made by _ensure before the first search
        if self._review is not None:
            self._poll_review(self._review)
            if self._review is None:
                timer.stop()
            return
        job = self._job
        if job is None:
            timer.stop()
            return
        try:
            result = job.poll(0.0)
        except SearchFailed as error:
            self._job = None
            timer.stop()
            self.failed.emit(str(error), self._ticket)
            return
        if result is not None:
            self._job = None
            timer.stop()
            self.last = result
            self.finished.emit(result.action, self._ticket)

    @Slot()
    def play_now(self) -> None:
        if self._job is not None:
            self._job.play_now()

    @Slot()
    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job = None
        if self._review is not None:
            self._review.cancel()
            self._review = None
        if self._timer is not None:
            self._timer.stop()

    @Slot()
    def shutdown(self) -> None:
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None
        self.stopped.emit()


class AiWorker(QObject):
    """Think about a seat's decision without blocking the window.

    ``think(observation, settings)`` starts; ``finished(action)`` or ``failed(message)``
    answers, once per request that was not cancelled; ``play_now()`` asks for
    the best decision found so far; ``shutdown()`` ends the thread and the
    worker processes (call it before the application quits).  ``review(spots, ...)``
    reviews a finished game's decisions: ``reviewed(decision, done, total)`` for each, or
    ``reviewFailed(message)``; ``cancel()`` stops it too.
    """

    finished = Signal(object)
    failed = Signal(str)
    reviewed = Signal(object, int, int)
    reviewFailed = Signal(str)

    _think = Signal(object, object, object, int)
    _review = Signal(object, object, int, int, int, int)
    _play_now = Signal()
    _cancel = Signal()
    _warm_up = Signal()
    _shutdown = Signal()
    _processes = Signal(int)

    def __init__(self, processes: Optional[int] = None, nice: int = 5,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._ticket = 0
        self._busy = False
        #: The worker processes searches use (``None``: ``search.pool.default_workers()``).
        self.processes = processes
        self._thread = QThread()
        self._thread.setObjectName("goatmaster-ai")
        self._runner = _Runner(processes, nice)
        self._runner.moveToThread(self._thread)
        self._think.connect(self._runner.think)
        self._review.connect(self._runner.review)
        self._play_now.connect(self._runner.play_now)
        self._cancel.connect(self._runner.cancel)
        self._warm_up.connect(self._runner.warm_up)
        self._processes.connect(self._runner.set_processes)
        self._shutdown.connect(self._runner.shutdown)
        self._runner.finished.connect(self._on_finished)
        self._runner.failed.connect(self._on_failed)
        self._runner.reviewed.connect(self._on_reviewed)
        self._runner.reviewFailed.connect(self._on_review_failed)
        # Direct: quit() is thread-safe, and the GUI thread is blocked in wait() by then.
        self._runner.stopped.connect(self._thread.quit, Qt.ConnectionType.DirectConnection)
        self._thread.start()

    @property
    def busy(self) -> bool:
        """True from :meth:`think` until its answer or :meth:`cancel`."""
        return self._busy

    def warm_up(self) -> None:
        """Start the worker processes now (e.g. after the first paint) rather than on first use."""
        self._warm_up.emit()

    def set_processes(self, processes: int) -> None:
        """Search in ``processes`` worker processes from the next decision on (the player's
        "AI uses N cores"); a search running now finishes as it began."""
        if processes != self.processes:
            self.processes = processes
            self._processes.emit(processes)

    def think(self, observation: Observation, settings: Settings, seed: Optional[int] = None) -> None:
        """Start searching ``observation``'s decision; cancels a search still running."""
        self._ticket += 1
        self._busy = True
        self._think.emit(observation, settings, seed, self._ticket)

    def review(self, spots: list[Spot], knowledge: Knowledge, seat: int, iterations: int, seed: int) -> None:
        """Review ``seat``'s decisions ``spots`` (``search.review.spots``) of a finished game; cancels
        a search or review still running."""
        self._ticket += 1
        self._busy = False
        self._review.emit(spots, knowledge, seat, iterations, seed, self._ticket)

    def play_now(self) -> None:
        """Answer as soon as possible with the best decision found so far."""
        self._play_now.emit()

    def cancel(self) -> None:
        """Forget the running search or review; no signal will come for it."""
        self._ticket += 1
        self._busy = False
        self._cancel.emit()

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop searching, end the worker processes and the thread; True when all ended."""
        if not self._thread.isRunning():
            return True
        self._ticket += 1
        self._busy = False
        self._shutdown.emit()
        return self._thread.wait(timeout_ms)

    @Slot(object, int)
    def _on_finished(self, action: int, ticket: int) -> None:
        if ticket == self._ticket:
            self._busy = False
            self.finished.emit(action)

    @Slot(object, int, int, int)
    def _on_reviewed(self, decision: object, done: int, total: int, ticket: int) -> None:
        if ticket == self._ticket:
            self.reviewed.emit(decision, done, total)

    @Slot(str, int)
    def _on_review_failed(self, message: str, ticket: int) -> None:
        if ticket == self._ticket:
            self.reviewFailed.emit(message)

    @Slot(str, int)
    def _on_failed(self, message: str, ticket: int) -> None:
        if ticket == self._ticket or ticket < 0:
            self._busy = False
            self.failed.emit(message)
