"""The GUI thread's lateness: a 10 ms ``QTimer`` probe, shared by ``stall.py`` and ``soak.py``.

Each tick records how late it came (its gap minus :data:`PROBE_MS`) and the CPU time the
GUI thread itself used in the gap: on a busy machine a late tick with little CPU time was
waiting for a core, not working.  A QApplication must exist before a :class:`Probe` is made.
"""

from __future__ import annotations

import os
import statistics
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, Qt, QTimer

PROBE_MS = 10

#: One tick: (time since the probe's clock started, gap since the last tick, GUI thread CPU
#: time in the gap), in ms.
Tick = tuple[float, float, float]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))] if ordered else 0.0


def summary(ticks: list[Tick]) -> dict:
    """The worst lateness (and the GUI thread's CPU time in that gap), the 99th percentile, the
    median, and ``busy``: the most CPU time the GUI thread spent between two ticks."""
    late = [max(0.0, gap - PROBE_MS) for _, gap, _ in ticks]
    worst = max(range(len(ticks)), key=late.__getitem__, default=None)
    return {"ticks": len(ticks), "worst_ms": round(late[worst], 1) if ticks else 0.0,
            "worst_cpu_ms": round(ticks[worst][2], 1) if ticks else 0.0,
            "p99_ms": round(percentile(late, 0.99), 1),
            "median_ms": round(statistics.median(late), 2) if late else 0.0,
            "busy_ms": round(max((cpu for _, _, cpu in ticks), default=0.0), 1)}


#: Where the GUI thread was while one tick was overdue: (the tick's time, its lateness, the GUI
#: thread's CPU time in the gap, the stacks sampled in it, most often seen first, with their
#: counts, and what the probe's ``describe`` said of the gap).
Stall = tuple[float, float, float, list[tuple[str, int]], str]

SAMPLE_AFTER_MS = 25    # a tick this overdue has the GUI thread's stack sampled
SAMPLE_EVERY_MS = 3
STACK_DEPTH = 8         # the innermost frames kept of each sample


def _stack(frame, root: str) -> str:
    """The innermost frames of a stack, the app's and benchmarks' own, innermost last."""
    frames: list[str] = []
    while frame is not None and len(frames) < STACK_DEPTH:
        path = frame.f_code.co_filename
        if path.startswith(root):
            frames.append(f"{os.path.relpath(path, root)}:{frame.f_lineno} {frame.f_code.co_name}")
        frame = frame.f_back
    return " < ".join(frames) or "(outside the app's code)"


class Sampler:
    """A thread that samples the GUI thread's Python stack while a tick is overdue.

    A gap spent in Qt's C++ code with the GIL held cannot be sampled until the GIL is let
    go; the samples then name the app's last Python frame before it, which is the call that
    asked Qt for the work.
    """

    def __init__(self, probe: "Probe", root: str) -> None:
        self.probe, self.root = probe, root
        self.gui = threading.get_ident()
        self.samples: Counter[str] = Counter()
        self.lock = threading.Lock()
        self.quit = threading.Event()
        self.thread = threading.Thread(target=self._run, name="stall-sampler", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.quit.wait(SAMPLE_EVERY_MS / 1000):
            overdue = (time.monotonic() - self.probe.last_tick) * 1000 - PROBE_MS
            if overdue < SAMPLE_AFTER_MS or not self.probe.timer_running:
                continue
            frame = sys._current_frames().get(self.gui)
            if frame is not None:
                stack = _stack(frame, self.root)
                with self.lock:
                    self.samples[stack] += 1

    def harvest(self) -> Counter[str]:
        with self.lock:
            samples, self.samples = self.samples, Counter()
        return samples

    def close(self) -> None:
        self.quit.set()
        self.thread.join()


class Probe:
    """A precise 10 ms timer on the GUI thread; its ticks gather in :attr:`ticks`.

    With ``sample_stalls`` (the project's root folder), a :class:`Sampler` thread records
    where the GUI thread was during each tick later than ``stall_ms``: :attr:`stalls`, the
    ``keep`` latest ones, each with what ``describe`` says of its gap.
    """

    def __init__(self, sample_stalls: str | None = None, stall_ms: float = 50.0, keep: int = 200,
                 describe: Callable[[float, float], str] | None = None) -> None:
        self.clock = QElapsedTimer()
        self.clock.start()
        self.ticks: list[Tick] = []
        self._last = (0.0, 0.0)                     # time, GUI thread CPU time (ms)
        self.last_tick = time.monotonic()
        self.timer_running = False
        self.stalls: list[Stall] = []
        self.stall_ms, self.keep = stall_ms, keep
        self.describe = describe                    # (the gap's start, its end on now_ms's clock) -> words
        self.sampler = Sampler(self, sample_stalls) if sample_stalls else None
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(PROBE_MS)
        self.timer.timeout.connect(self._tick)

    def now_ms(self) -> float:
        return self.clock.nsecsElapsed() / 1e6

    def _tick(self) -> None:
        at, cpu = self.now_ms(), time.thread_time() * 1000
        gap, used = at - self._last[0], cpu - self._last[1]
        self.ticks.append((at, gap, used))
        self._last = (at, cpu)
        self.last_tick = time.monotonic()
        if self.sampler is not None:
            samples = self.sampler.harvest()
            if gap - PROBE_MS > self.stall_ms:
                note = self.describe(at - gap, at) if self.describe is not None else ""
                self.stalls.append((at, gap - PROBE_MS, used, samples.most_common(), note))
                del self.stalls[:-self.keep]

    def measure(self) -> None:
        """Forget the ticks so far; the next gap counts from now."""
        self.ticks.clear()
        self._last = (self.now_ms(), time.thread_time() * 1000)
        self.last_tick = time.monotonic()
        if self.sampler is not None:
            self.sampler.harvest()

    def take(self) -> list[Tick]:
        """The ticks so far, handed over and forgotten (the next gap still counts from the last tick)."""
        ticks, self.ticks = self.ticks, []
        return ticks

    def start(self) -> None:
        self.measure()
        self.timer.start()
        self.timer_running = True

    def stop(self) -> None:
        self.timer.stop()
        self.timer_running = False

    def close(self) -> None:
        """Stops the probe and its sampler thread."""
        self.stop()
        if self.sampler is not None:
            self.sampler.close()
