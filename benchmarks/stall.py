"""How late the app's event loop runs while its AI seats play, against the same window idle.

The real app plays: :class:`goatmaster.app.shell.application.GoatMasterApp` opens its game
window on a deal where every seat is an AI at ``--level``, so its own session asks its
own AI worker (a QThread and the worker processes of the search pool), and the window
animates and applies every move, at the app's own pace, with the player's default
settings (animations on).  A 10 ms ``QTimer`` probe on the GUI thread records how late
each tick comes (its gap minus 10 ms): the worst, the 99th percentile and the median.
With each gap goes the CPU time the GUI thread itself used in it: on a busy machine a
late tick with little CPU time was waiting for a core, not working (``busy``: the most
CPU time the GUI thread spent between two ticks).

Phases, each measured separately:

* ``idle_before``: the window shows the deal, the worker processes are started, the
  session is held (nothing thinks, nothing moves);
* ``playing`` (``--seconds``): the AI seats play; a finished game is followed by the
  next deal once the end screen has opened.  Also reported: the AI moves applied, the
  median search time, the worst lateness within 100 ms after a move is applied (the
  window taking the move in and starting its animations), and how long the session's
  autosave after each decision held the GUI thread (it writes the game's text and hands
  it to the writer thread, which fsyncs; the temporary folder is on the disk of ``$TMPDIR``);
  with ``--play-now MS``, the window's Play now button is clicked MS after each search
  starts, and the time from the click to the decision is reported (the app promises 1 s);
* ``idle_after``: the session held again, the search cancelled, the animations done.

``--workers N`` has the AI search in N worker processes (the player's "AI may use N
cores"; by default the app's own choice for this machine, every core but one, two on two
cores).  More workers than cores stands for the heaviest load a window meets: every
core searching, and more.

Settings and files go to a temporary folder, never to the player's own.

    .venv/bin/python benchmarks/stall.py [--seconds 20] [--level hard] [--players 2]
                                         [--idle 5] [--warm 3] [--seed 1] [--json]
                                         [--game goat-master|meadow|rows]
                                         [--workers N] [--play-now MS]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

from probe import PROBE_MS, Probe, Tick, summary as _summary

AFTER_MOVE_MS = 100     # a move's own cost: the ticks this soon after it is applied


def _after_moves(ticks: list[Tick], moves: list[float]) -> tuple[float, float]:
    """The worst lateness of a gap that overlaps the AFTER_MOVE_MS after an applied move
    (the gap that holds the move itself included), and the most GUI thread CPU time in such a gap."""
    late = cpu = 0.0
    for moved in moves:
        for at, gap, used in ticks:
            if at >= moved and at - gap <= moved + AFTER_MOVE_MS:
                late, cpu = max(late, gap - PROBE_MS), max(cpu, used)
    return round(late, 1), round(cpu, 1)


def _private_folders() -> str:
    """Settings, autosave and statistics go to a temporary folder, never the player's."""
    folder = tempfile.mkdtemp(prefix="goatmaster-stall-")
    os.environ["GOATMASTER_DATA_DIR"] = folder
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[name] = os.path.join(folder, name.lower())
    return folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="length of the playing phase")
    parser.add_argument("--level", default="hard", help="every seat's AI level (easy, normal, hard)")
    parser.add_argument("--game", default="goat-master", help="the game played (goat-master, meadow, rows)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--idle", type=float, default=5.0, help="length of each idle phase")
    parser.add_argument("--warm", type=float, default=3.0,
                        help="seconds before measuring: the window settles, the worker processes start")
    parser.add_argument("--seed", type=int, default=1, help="the first deal; later games take the next seeds")
    parser.add_argument("--workers", type=int, default=None,
                        help="the AI's worker processes (default: the app's own for this machine)")
    parser.add_argument("--play-now", type=int, default=None, metavar="MS",
                        help="click Play now this long after each search starts, and time the answer")
    parser.add_argument("--json", action="store_true", help="one JSON object instead of the table")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = _private_folders()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import goatmaster.games  # noqa: F401  (registers every game)
    from goatmaster.app.shell.application import GoatMasterApp
    from goatmaster.app.play.end_screen import EndScreen
    from goatmaster.core.registry import entry
    from goatmaster.files.envelope import Seat

    qt_app = QApplication(sys.argv[:1])
    qt_app.setApplicationName("Goat Master")
    qt_app.setOrganizationName("Goat Master")
    app = GoatMasterApp()                           # its own AiWorker: the real AI

    seats = [Seat(f"Goat {k + 1}", "ai", args.level) for k in range(args.players)]
    deals = [args.seed]

    def deal():
        return GoatMasterApp.dealt(entry(args.game), seats, list(range(args.players)), deals[-1])

    app.play(deal())
    window = app.window
    session = window.session
    session.paused = True                           # held until the playing phase
    if args.workers is not None:
        session.worker.set_processes(args.workers)
    session.worker.warm_up()                        # the processes start before the probe runs

    probe = Probe()
    ticks = probe.ticks
    now_ms = probe.now_ms

    results: dict = {"game": args.game, "level": args.level, "players": args.players, "seconds": args.seconds,
                     "workers": session.worker.processes, "load_before": round(os.getloadavg()[0], 2)}
    moves: list[float] = []
    searches: list[float] = []
    asked = [0.0]
    clicked: list[float] = []                       # when Play now was clicked in the search under way
    answers: list[float] = []                       # Play now's click to the decision, ms
    games = [0]
    playing = [False]

    def thinking(_seat) -> None:
        asked[0] = time.perf_counter()
        clicked.clear()
        if args.play_now is not None and playing[0]:
            QTimer.singleShot(args.play_now, click_play_now)

    def click_play_now() -> None:
        if app.window.playNowButton.isVisible():   # still thinking: the button a player clicks
            clicked.append(time.perf_counter())
            app.window.playNowButton.click()

    def decided(_seat, _decision) -> None:
        if clicked and playing[0]:
            answers.append((time.perf_counter() - clicked[0]) * 1000)
            clicked.clear()
        searches.append(time.perf_counter() - asked[0])
        moves.append(now_ms())                      # the window applies it right after this signal

    def game_over() -> None:
        games[0] += 1
        if playing[0]:                              # the end screen opens after 900 ms: then deal again
            QTimer.singleShot(1500, next_game)

    def next_game() -> None:
        if not playing[0]:
            return
        for screen in QApplication.topLevelWidgets():
            if isinstance(screen, EndScreen) and screen.isVisible():
                screen.close()
        deals.append(deals[-1] + 1)
        app.play(deal())

    session.thinking.connect(thinking)
    session.decided.connect(decided)
    session.finished.connect(game_over)
    saves: list[float] = []
    autosave = session.autosave

    def timed_autosave() -> None:                   # the session calls it after every decision
        start = time.perf_counter()
        autosave()
        if playing[0]:
            saves.append((time.perf_counter() - start) * 1000)

    session.autosave = timed_autosave
    session.aiFailed.connect(lambda message: print("AI failed:", message, file=sys.stderr))

    def start_idle() -> None:
        probe.start()
        QTimer.singleShot(int(args.idle * 1000), start_playing)

    def start_playing() -> None:
        results["idle_before"] = _summary(ticks)
        playing[0] = True
        session.paused = False
        app.play(deal())                            # the same deal again, now followed by the session
        probe.measure()
        QTimer.singleShot(int(args.seconds * 1000), stop_playing)

    def stop_playing() -> None:
        row = results["playing"] = _summary(ticks)
        row["moves"] = len(moves)
        row["games_finished"] = games[0]
        row["median_search_s"] = round(statistics.median(searches), 3) if searches else 0.0
        row["worst_after_move_ms"], row["busy_after_move_ms"] = _after_moves(ticks, moves)
        row["autosaves"] = len(saves)
        row["autosave_median_ms"] = round(statistics.median(saves), 1) if saves else 0.0
        row["autosave_worst_ms"] = round(max(saves, default=0.0), 1)
        if args.play_now is not None:
            row["play_now_answers"] = len(answers)
            row["play_now_median_ms"] = round(statistics.median(answers), 1) if answers else 0.0
            row["play_now_worst_ms"] = round(max(answers, default=0.0), 1)
        playing[0] = False
        session.paused = True
        session.shutdown()                          # cancels the search in progress
        window.table.finish_animations()
        probe.measure()
        QTimer.singleShot(int(args.idle * 1000), finish)

    def finish() -> None:
        results["idle_after"] = _summary(ticks)
        probe.stop()
        window.close()                              # ends the AI thread and its worker processes
        qt_app.quit()

    QTimer.singleShot(int(args.warm * 1000), start_idle)
    try:
        qt_app.exec()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if args.json:
        print(json.dumps(results))
        return 0
    print(f"timer lateness of a {PROBE_MS} ms probe on the GUI thread, offscreen, "
          f"{args.players} players at {args.level}, {results['workers']} worker processes "
          f"(load average {results['load_before']} before):")
    for name in ("idle_before", "playing", "idle_after"):
        row = results[name]
        print(f"  {name:>11}: worst {row['worst_ms']:6.1f} ms (GUI thread busy {row['worst_cpu_ms']:5.1f} ms of it), "
              f"p99 {row['p99_ms']:5.1f} ms, median {row['median_ms']:5.2f} ms, "
              f"busiest gap {row['busy_ms']:5.1f} ms CPU ({row['ticks']} ticks)")
    row = results["playing"]
    print(f"  {row['moves']} AI moves applied by the window in {args.seconds:g} s "
          f"({row['games_finished']} games finished), median search {row['median_search_s']} s")
    print(f"  within {AFTER_MOVE_MS} ms after a move: worst lateness {row['worst_after_move_ms']} ms, "
          f"busiest gap {row['busy_after_move_ms']} ms CPU")
    print(f"  {row['autosaves']} autosaves (the GUI thread's part): median {row['autosave_median_ms']} ms, "
          f"worst {row['autosave_worst_ms']} ms")
    if args.play_now is not None:
        print(f"  Play now clicked {args.play_now} ms into a search, {row['play_now_answers']} times: "
              f"answered in median {row['play_now_median_ms']} ms, worst {row['play_now_worst_ms']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
