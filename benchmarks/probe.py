"""The GUI thread's lateness: a 10 ms ``QTimer`` probe, shared by ``stall.py`` and ``soak.py``.

Each tick records how late it came (its gap minus :data:`PROBE_MS`) and the CPU time the
GUI thread itself used in the gap: on a busy machine a late tick with little CPU time was
waiting for a core, not working.  A QApplication must exist before a :class:`Probe` is made.
"""

from __future__ import annotations

import statistics
import time

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


class Probe:
    """A precise 10 ms timer on the GUI thread; its ticks gather in :attr:`ticks`."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.clock.start()
        self.ticks: list[Tick] = []
        self._last = (0.0, 0.0)                     # time, GUI thread CPU time (ms)
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(PROBE_MS)
        self.timer.timeout.connect(self._tick)

    def now_ms(self) -> float:
        return self.clock.nsecsElapsed() / 1e6

    def _tick(self) -> None:
        at, cpu = self.now_ms(), time.thread_time() * 1000
        self.ticks.append((at, at - self._last[0], cpu - self._last[1]))
        self._last = (at, cpu)

    def measure(self) -> None:
        """Forget the ticks so far; the next gap counts from now."""
        self.ticks.clear()
        self._last = (self.now_ms(), time.thread_time() * 1000)

    def take(self) -> list[Tick]:
        """The ticks so far, handed over and forgotten (the next gap still counts from the last tick)."""
        ticks, self.ticks = self.ticks, []
        return ticks

    def start(self) -> None:
        self.measure()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
