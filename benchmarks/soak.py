"""A long evening at the table (issue 38): the real app playing game after game, its memory and stalls.

:class:`goatmaster.app.shell.application.GoatMasterApp` opens its one game window on a deal
where every seat is an AI at ``--level`` (``easy`` by default), at the app's own pace and
animations (the player's default settings).  When a game ends the app shows its end screen;
a second after it opens, its Play again is clicked, and the app deals the next game in the
same window, as a player would.  This goes on for ``--seconds``.

Per game it prints the GUI process's resident memory (``VmRSS``, read while the end screen
shows), the live QObjects (every top-level widget and the application with all their
descendants), the table's scene items and Python's ``gc`` objects; then the growth since the
third game.  The counts are taken with the probe stopped, so they cost no phase anything.

The probe of ``stall.py`` (``probe.py``, a 10 ms timer on the GUI thread) runs throughout;
its lateness is reported per phase: ``deal`` (Play again clicked, or the first window, until
the new game's first AI seat starts thinking), ``move`` (from then until the game is over)
and ``end`` (the game over, its last animations, the end screen, until Play again): the
worst, where it happened (game, second of the run), the GUI thread's CPU time in that gap,
the 99th percentile and the count of ticks later than 50 ms; and the busiest gap, the most
CPU time the GUI thread itself spent between two ticks, and where: on a busy machine a tick
comes late waiting for a core, so this is the GUI thread's own share of the worst stall.  Ticks are kept in 1 ms bins,
not one by one, so the benchmark's own memory does not grow with the run.

Never run it under ``tracemalloc``: its snapshots grow the process by themselves.
Settings and files go to a temporary folder, never to the player's own.

    .venv/bin/python benchmarks/soak.py [--game goat-master|meadow|rows] [--players N]
                                        [--seconds 1800] [--level easy] [--seed 1] [--json]
                                        [--screen 1920x1080@1] [--games N] [--pace MS]
                                        [--animation-speed X] [--stacks N]

``--stacks N`` samples the GUI thread's Python stack while a tick is overdue (``probe.py``'s
:class:`Sampler`) and prints, per phase, the N latest stalls over 50 ms with where the GUI
thread was in them: the tool that finds what a stall is.

``--players`` defaults to the game's largest table.  To measure another source tree (the
code before a change), put it first on the path: ``PYTHONPATH=/path/to/tree``; the first
line printed names the tree's commit (with "+changes" when its files differ from it), so a
result file names no folder of this machine.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, deque

from probe import PROBE_MS, Probe, Tick

PHASES = ("deal", "move", "end")
STALL_MS = 50                   # the promise: no tick later than this
FOLD_MS = 1000                  # the probe's ticks are folded into the figures this often
END_SCREEN_DWELL_MS = 1000      # how long the end screen shows before Play again


def rss_mb() -> float:
    """This process's resident memory, in MB (Linux)."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


class PhaseStats:
    """One phase's ticks over the whole run, in 1 ms bins, and its worst tick and where."""

    def __init__(self) -> None:
        self.bins: Counter[int] = Counter()
        self.worst = (0.0, 0.0, 0, 0.0)             # lateness, GUI CPU ms, game, second of the run
        self.busiest = (0.0, 0, 0.0)                # the most GUI CPU ms in a gap, game, second
        self.stalls = 0

    def add(self, ticks: list[Tick], game: int) -> None:
        for at, gap, cpu in ticks:
            late = max(0.0, gap - PROBE_MS)
            self.bins[int(late)] += 1
            if late > STALL_MS:
                self.stalls += 1
            if late > self.worst[0]:
                self.worst = (late, cpu, game, at / 1000)
            if cpu > self.busiest[0]:
                self.busiest = (cpu, game, at / 1000)

    def row(self) -> dict:
        count = sum(self.bins.values())
        p99, seen = 0, 0
        for late in sorted(self.bins):
            seen += self.bins[late]
            if seen >= 0.99 * count:
                p99 = late
                break
        late, cpu, game, at = self.worst
        busy, busy_game, busy_at = self.busiest
        return {"ticks": count, "worst_ms": round(late, 1), "worst_cpu_ms": round(cpu, 1), "worst_game": game,
                "worst_at_s": round(at, 1), "p99_ms": p99, f"over_{STALL_MS}_ms": self.stalls,
                "busy_ms": round(busy, 1), "busy_game": busy_game, "busy_at_s": round(busy_at, 1)}


def _private_folders() -> str:
    """Settings, autosave, statistics and kept games go to a temporary folder, never the player's."""
    folder = tempfile.mkdtemp(prefix="goatmaster-soak-")
    os.environ["GOATMASTER_DATA_DIR"] = folder
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[name] = os.path.join(folder, name.lower())
    return folder


def _screen_file(folder: str, screen: str) -> str:
    """An offscreen platform's configuration for one screen ``WxH@DPR`` (the window fits its screen)."""
    size, _, dpr = screen.partition("@")
    width, height = (int(n) for n in size.split("x"))
    path = os.path.join(folder, "screen.json")
    with open(path, "w") as out:
        json.dump({"screens": [{"name": "soak", "x": 0, "y": 0, "width": width, "height": height,
                                "logicalDpi": 96, "dpr": float(dpr or 1)}]}, out)
    return path


def _commit(root: str) -> str:
    """The source tree's commit, "+changes" when its files differ; "a tree outside git" else."""
    def git(*words: str) -> str:
        return subprocess.run(["git", "-C", root, *words], capture_output=True, text=True).stdout.strip()
    commit = git("rev-parse", "--short", "HEAD")
    if not commit:
        return "a tree outside git"
    return f"commit {commit}" + ("+changes" if git("status", "--porcelain", "--untracked-files=no") else "")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="goat-master", help="the game played (goat-master, meadow, rows)")
    parser.add_argument("--players", type=int, default=0, help="seats (default: the game's largest table)")
    parser.add_argument("--seconds", type=float, default=1800.0, help="how long to play")
    parser.add_argument("--level", default="easy", help="every seat's AI level (easy, normal, hard)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal; Play again's deals follow from it")
    parser.add_argument("--games", type=int, default=0, help="stop after this many games (0: only --seconds)")
    parser.add_argument("--pace", type=int, default=None,
                        help="ms between AI moves (default: the app's own; 0 for a quick check)")
    parser.add_argument("--animation-speed", type=float, default=None,
                        help="1 is normal, 0 off (default: the player's setting)")
    parser.add_argument("--screen", default="1920x1080@1",
                        help="the offscreen screen: width x height @ device pixel ratio")
    parser.add_argument("--stacks", type=int, default=0,
                        help="print the N latest stalls of each phase with the GUI thread's stacks in them")
    parser.add_argument("--json", action="store_true", help="one JSON object at the end instead of the table")
    args = parser.parse_args(argv)

    folder = _private_folders()
    if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
        os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + _screen_file(folder, args.screen)
    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtWidgets import QApplication, QGraphicsView

    import goatmaster
    import goatmaster.games  # noqa: F401  (registers every game)
    from goatmaster.app.play.end_screen import EndScreen
    from goatmaster.app.shell.application import GoatMasterApp
    from goatmaster.core.registry import entry
    from goatmaster.files.envelope import Seat

    random.seed(args.seed)                          # Play again draws its deal number from random
    qt_app = QApplication(sys.argv[:1])
    events: deque[tuple[float, str]] = deque(maxlen=4000)     # with --stacks: (start s, receiver and type)

    class EventLog(QObject):
        """With ``--stacks``: when each event's delivery starts, and to what (a filter on the
        application sees every event first): the start before a stall's longest silence is
        the event that took it."""

        def eventFilter(self, receiver, event):     # noqa: ANN001  (Qt's own signature)
            name = receiver.objectName() if isinstance(receiver, QObject) else ""
            events.append((time.perf_counter(), f"{type(receiver).__name__} {name!r} {event.type().name}"))
            return False

    event_log = EventLog()
    if args.stacks:
        qt_app.installEventFilter(event_log)
    qt_app.setApplicationName("Goat Master")
    qt_app.setOrganizationName("Goat Master")
    app = GoatMasterApp()                           # its own AiWorker: the real AI
    game = entry(args.game)
    players = args.players or game.info.max_seats
    seats = [Seat(f"Goat {k + 1}", "ai", args.level) for k in range(players)]
    window = app.play(GoatMasterApp.dealt(game, seats, list(range(players)), args.seed))
    assert window is not None

    def own_pace() -> None:
        if args.pace is not None:
            window.session.pace_ms = args.pace
        if args.animation_speed is not None:
            window.set_animation_speed(args.animation_speed)

    own_pace()
    root = os.path.dirname(os.path.dirname(os.path.abspath(goatmaster.__file__)))
    if not args.json:
        print(f"{game.name}, {players} players at {args.level}, {args.seconds:g} s, offscreen {args.screen}, "
              f"goatmaster of {_commit(root)}, load average {os.getloadavg()[0]:.2f}", flush=True)

    probe = Probe(sample_stalls=root if args.stacks else None, stall_ms=STALL_MS,
                  describe=lambda since, until: longest_silence(since, until))
    started = time.perf_counter() - probe.now_ms() / 1000        # the events' clock against the probe's
    stats = {name: PhaseStats() for name in PHASES}
    stalls: dict[str, list] = {name: [] for name in PHASES}
    phase = ["deal"]
    games: list[dict] = []
    moves = [0]
    done = [False]

    def longest_silence(since_ms: float, until_ms: float) -> str:
        """The event after whose start the GUI thread saw no other for longest, within a gap."""
        since, until = started + since_ms / 1000, started + until_ms / 1000
        window = [(when, what) for when, what in events if since - 0.5 <= when <= until]
        gaps = [(1000 * (later[0] - max(when, since)), what) for (when, what), later in zip(window, window[1:])
                if later[0] >= since]
        silence, what = max(gaps, default=(0.0, ""))
        return f"the longest silence, {silence:.1f} ms, followed the start of {what}" if what else ""

    def fold() -> None:
        """The ticks so far into their phase's bins; every second, so that a phase's end folds
        a second's ticks, not a whole game's (which took the GUI thread 20 ms at a game's end)."""
        stats[phase[0]].add(probe.take(), len(games) + 1)

    folding = QTimer()
    folding.timeout.connect(fold)
    folding.start(FOLD_MS)

    def switch(to: str) -> None:
        fold()
        stalls[phase[0]] = (stalls[phase[0]] + [(len(games) + 1, *stall) for stall in probe.stalls])[-args.stacks:]
        probe.stalls.clear()
        phase[0] = to

    def counts() -> dict:
        roots = [qt_app, *QApplication.topLevelWidgets()]
        return {"rss_mb": round(rss_mb(), 1),
                "qobjects": sum(1 + len(root.findChildren(QObject)) for root in roots),
                "top_level": len(QApplication.topLevelWidgets()),
                "scene_items": sum(len(view.scene().items()) for view in window.findChildren(QGraphicsView)
                                   if view.scene() is not None),
                "gc_objects": len(gc.get_objects())}

    def thinking(_seat) -> None:
        if phase[0] == "deal":
            switch("move")

    def decided(_seat, _decision) -> None:
        moves[0] += 1

    def finished() -> None:
        switch("end")
        QTimer.singleShot(200, wait_for_end_screen)

    def wait_for_end_screen() -> None:
        screens = [w for w in QApplication.topLevelWidgets() if isinstance(w, EndScreen) and w.isVisible()]
        if not screens:
            QTimer.singleShot(100, wait_for_end_screen)
            return
        QTimer.singleShot(END_SCREEN_DWELL_MS, lambda: play_again(screens[0]))

    def play_again(screen: EndScreen) -> None:
        switch("end")                               # the end phase's ticks so far, before the counts
        probe.stop()
        row = {"game": len(games) + 1, "moves": moves[0], "at_s": round(probe.now_ms() / 1000, 1), **counts()}
        games.append(row)
        moves[0] = 0
        if not args.json:
            print(f"  game {row['game']:3d} at {row['at_s']:7.1f} s: {row['moves']:4d} moves, "
                  f"RSS {row['rss_mb']:6.1f} MB, QObjects {row['qobjects']}, top-level {row['top_level']}, "
                  f"scene items {row['scene_items']}, gc objects {row['gc_objects']}", flush=True)
        probe.start()
        if done[0] or len(games) == args.games:
            stop()
            return
        phase[0] = "deal"
        screen.playAgainButton.click()              # the app's own Play again: a new deal in this window
        own_pace()

    def time_up() -> None:
        done[0] = True                              # the game being played finishes first

    def stop() -> None:
        folding.stop()
        probe.close()
        window.close()                              # ends the AI thread and its worker processes
        qt_app.quit()

    window.session.thinking.connect(thinking)
    window.session.decided.connect(decided)
    window.session.finished.connect(finished)
    window.session.aiFailed.connect(lambda message: print("AI failed:", message, file=sys.stderr))
    probe.start()
    QTimer.singleShot(int(args.seconds * 1000), time_up)
    try:
        qt_app.exec()
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    results: dict = {"game": game.name, "players": players, "level": args.level, "seconds": args.seconds,
                     "load_end": round(os.getloadavg()[0], 2), "games": games,
                     "phases": {name: stats[name].row() for name in PHASES}}
    if len(games) >= 3:
        third, last = games[2], games[-1]
        results["growth_after_third"] = {key: round(last[key] - third[key], 1)
                                         for key in ("rss_mb", "qobjects", "scene_items", "gc_objects")}
        results["growth_after_third"]["seconds"] = round(last["at_s"] - third["at_s"], 1)
    if args.json:
        print(json.dumps(results))
        return 0
    if "growth_after_third" in results:
        grown = results["growth_after_third"]
        print(f"after the 3rd game ({games[2]['rss_mb']} MB) to the last ({games[-1]['rss_mb']} MB), "
              f"{grown['seconds']:g} s: RSS {grown['rss_mb']:+.1f} MB, QObjects {grown['qobjects']:+d}, "
              f"scene items {grown['scene_items']:+d}, gc objects {grown['gc_objects']:+d}")
    print(f"lateness of a {PROBE_MS} ms probe on the GUI thread, per phase (load average {results['load_end']} "
          "at the end; on a busy machine the figures are pessimistic):")
    for name in PHASES:
        row = results["phases"][name]
        where = f"game {row['worst_game']}, at {row['worst_at_s']:g} s" if row["worst_game"] else "no late tick"
        print(f"  {name:>4}: worst {row['worst_ms']:6.1f} ms (GUI thread busy {row['worst_cpu_ms']:5.1f} ms of it; "
              f"{where}), p99 {row['p99_ms']} ms, "
              f"{row[f'over_{STALL_MS}_ms']} ticks over {STALL_MS} ms ({row['ticks']} ticks); "
              f"busiest gap {row['busy_ms']:.1f} ms CPU (game {row['busy_game']}, at {row['busy_at_s']:g} s)")
    for name in PHASES if args.stacks else ():
        print(f"the latest stalls over {STALL_MS} ms while {name}, with where the GUI thread was (samples):")
        for game_no, at, late, cpu, samples, note in stalls[name]:
            print(f"  game {game_no}, at {at / 1000:.1f} s: {late:.1f} ms late, GUI thread busy {cpu:.1f} ms")
            for stack, count in samples[:3]:
                print(f"    {count:3d} × {stack}")
            if note:
                print(f"    {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
