"""Worst event-loop stall of the app window while a `hard` AI thinks, against the AI idle.

A 10 ms QTimer probe runs on the GUI thread of an offscreen QApplication with
the app's main window; the stall is how much later than its 10 ms period a
probe tick arrives (the largest gap between ticks minus 10 ms).  Phases
"idle_before" and "idle_after": worker processes started, nothing to think
about (before, after a few seconds for the window to settle).  Phase "thinking":
the real :class:`goatmaster.app.ai_worker.AiWorker` plays a whole game for
every seat at the chosen level, each answer applied to the game and the next
search started at once, so the probe sees searches start, run and end.

    .venv/bin/python benchmarks/stall.py [--level hard] [--seconds 20] [--players 2] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

PROBE_MS = 10


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))] if ordered else 0.0


def _summary(gaps: list[float]) -> dict:
    stalls = [max(0.0, g - PROBE_MS) for g in gaps]
    return {"ticks": len(gaps), "max_stall_ms": round(max(stalls, default=0.0), 1),
            "p99_stall_ms": round(_percentile(stalls, 0.99), 1),
            "mean_gap_ms": round(statistics.fmean(gaps), 2) if gaps else 0.0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of the thinking phase")
    parser.add_argument("--idle", type=float, default=5.0, help="length of each idle phase")
    parser.add_argument("--warm", type=float, default=3.0,
                        help="seconds before measuring: the window settles, the workers start")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    from goatmaster.app.ai_worker import AiWorker
    from goatmaster.engine import Game, SeatView

    app = QApplication(sys.argv[:1])
    app.setApplicationName("Goat Master")
    app.setOrganizationName("Goat Master")
    try:                                            # the app's own window, as goatmaster.app.main builds it
        from goatmaster.app.main_window import MainWindow
        window = MainWindow()
        results_window = "MainWindow"
    except ImportError:                             # before the table lands: the placeholder window
        window = QMainWindow()
        window.setWindowTitle("Goat Master")
        label = QLabel("Goat Master")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        window.setCentralWidget(label)
        window.resize(1024, 700)
        results_window = "placeholder"
    window.show()

    worker = AiWorker()
    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now

    probe = QTimer()
    probe.setTimerType(Qt.TimerType.PreciseTimer)
    probe.setInterval(PROBE_MS)
    probe.timeout.connect(tick)

    results: dict = {"level": args.level, "players": args.players, "window": results_window}
    game = Game.new(args.players, args.seed)
    decisions: list[float] = []
    started = [0.0]
    phase = ["warm"]

    def ask() -> None:
        if game.is_over:
            game.__init__(Game.new(args.players, args.seed + len(decisions)).setup)
        seat = game.state.actor
        started[0] = time.perf_counter()
        worker.think(SeatView(game.state, seat), args.level)

    def answered(decision) -> None:
        decisions.append(time.perf_counter() - started[0])
        game.apply(decision)
        if phase[0] == "thinking":
            ask()

    worker.finished.connect(answered)
    worker.failed.connect(lambda message: print("AI failed:", message, file=sys.stderr))

    def start_idle() -> None:
        phase[0] = "idle"
        gaps.clear()
        last[0] = clock.nsecsElapsed()
        probe.start()
        QTimer.singleShot(int(args.idle * 1000), start_thinking)

    def start_thinking() -> None:
        results["idle_before"] = _summary(gaps)
        phase[0] = "thinking"
        gaps.clear()
        last[0] = clock.nsecsElapsed()
        ask()
        QTimer.singleShot(int(args.seconds * 1000), stop)

    def stop() -> None:
        results["thinking"] = _summary(gaps)
        phase[0] = "done"
        worker.cancel()
        searched = [d for d in decisions if d > 0.02]
        results["thinking"]["decisions"] = len(decisions)
        results["thinking"]["median_search_s"] = round(statistics.median(searched), 3) if searched else 0.0
        gaps.clear()
        last[0] = clock.nsecsElapsed()
        QTimer.singleShot(int(args.idle * 1000), finish)

    def finish() -> None:
        results["idle_after"] = _summary(gaps)
        probe.stop()
        app.quit()

    worker.warm_up()                                # processes start before the probe runs
    QTimer.singleShot(int(args.warm * 1000), start_idle)
    app.exec()
    worker.shutdown()
    if args.json:
        print(json.dumps(results))
    else:
        for name in ("idle_before", "thinking", "idle_after"):
            row = results[name]
            print(f"{name:>11}: worst stall {row['max_stall_ms']:6.1f} ms, p99 {row['p99_stall_ms']:5.1f} ms, "
                  f"{row['ticks']} ticks (mean gap {row['mean_gap_ms']} ms)")
        print(f"{results['thinking']['decisions']} AI decisions, median search "
              f"{results['thinking']['median_search_s']} s ({args.level}, {args.players} players, "
              f"{results['window']} window)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
