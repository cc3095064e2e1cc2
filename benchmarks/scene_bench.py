"""Table scene timing, offscreen: the update after each decision, and one animation frame.

(a) **Update**: the wall time of ``model.apply_action(action)`` — the engine step, every
    signal handler, ``TableScene.sync()`` and the set-up of its animations (animations
    ON; the test never waits for them: the previous batch is finished, untimed, before
    the next decision, as if it had played out).  Measured for every decision of seeded
    random games, for 2 and 5 players, in two set-ups:

    * ``scene``:  MatchModel + TableScene + TableView only (what the scene itself costs);
    * ``window``: the real game window (Designer form, session, log, prompt, every
      handler on ``model.changed``), seat 0 human, the other seats AI whose worker is
      never started (the bench never returns to the event loop's timers).

    Target (issue 5): median ≤ 5 ms.

(b) **Frame**: while an animation runs (paused, so only the bench moves its clock),
    advance it by 16 ms with ``setCurrentTime`` on every running animation of the
    scene's animator (each QPropertyAnimation updates its item), then paint, two ways:

    * ``full``:   ``view.viewport().repaint()``, the whole viewport synchronously (worst case);
    * ``update``: ``QApplication.processEvents()``, the view repaints what changed (its
      BoundingRectViewportUpdate region), as the running app does.

    Every 16 ms step of the animations of the first 24 decisions of two seeded games,
    scene set-up, view at the size a 1280×800 window gives it (1010×737) and at
    2560×1440.  Target: ≤ 8 ms.

    .venv/bin/python benchmarks/scene_bench.py [--games 4] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QAbstractAnimation  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from goatmaster.games.goat_master.engine.actions import action_of  # noqa: E402
from goatmaster.games.goat_master.engine.state import CONSENT, OVER, PLAY, TAKE  # noqa: E402
from goatmaster.games.goat_master.savefile import SavedGame, Seat  # noqa: E402

FRAME_MS = 16
VIEW_1280x800 = (1010, 737)         # the table view inside a 1280×800 game window
VIEW_2560x1440 = (2290, 1377)


def seats(players: int, ai_opponents: bool) -> list[Seat]:
    return [Seat("P1", "human")] + [Seat(f"P{k + 1}", "ai" if ai_opponents else "human", "easy")
                                    for k in range(1, players)]


class SceneRig:
    """MatchModel + TableScene in a TableView: nothing else listens to the model."""

    def __init__(self, players: int, seed: int, size=VIEW_1280x800) -> None:
        from goatmaster.app.play.match_model import MatchModel
        from goatmaster.games.goat_master.qt.table_scene import TableScene
        from goatmaster.views.table_view import TableView

        self.model = MatchModel(SavedGame.new(seats(players, True), seed))
        self.scene = TableScene(self.model)
        self.view = TableView()
        self.view.setScene(self.scene)
        self.view.resize(*size)
        self.view.show()
        QApplication.processEvents()

    def before(self) -> None:
        state = self.model.state
        self.scene.interactive = state.actor == 0

    def close(self) -> None:
        self.view.close()


class WindowRig:
    """The real game window, animations on."""

    def __init__(self, players: int, seed: int) -> None:
        from goatmaster.app.play.game_window import GameWindow
        from goatmaster.app.play.match_model import MatchModel

        self.window = GameWindow(MatchModel(SavedGame.new(seats(players, True), seed)))
        self.window.findChild(QAction, "actionAnimationsOff").setChecked(False)
        self.window.resize(1280, 800)
        self.window.show()
        QApplication.processEvents()
        self.session = getattr(self.window, "session", None)
        self.worker = getattr(self.session, "worker", None)
        if self.session is not None:            # never let an AI seat start the worker
            self.session.worker = None
        self.model = self.window.model
        self.scene = self.window.scene
        self.view = self.window.tableView

    def before(self) -> None:
        pass

    def close(self) -> None:
        if self.session is not None:
            self.session.worker = self.worker   # so closing shuts the worker's thread down
        self.window.close()


class Timer:
    """Wall time and this thread's CPU time of a block, in ms (CPU time shrugs off a busy machine)."""

    def __enter__(self):
        self.wall, self.cpu = time.perf_counter(), time.thread_time()
        return self

    def __exit__(self, *exc):
        self.wall = (time.perf_counter() - self.wall) * 1000
        self.cpu = (time.thread_time() - self.cpu) * 1000
        return False


def play_game(rig, rng: random.Random, on_decision) -> None:
    """Random legal decisions to the end; ``on_decision(kind, timer, rig)`` for each one."""
    model = rig.model
    state = model.state
    guard = 0
    while state.phase != OVER and guard < 2000:
        guard += 1
        options = state.legal_decisions()
        if not options:
            break
        decision = rng.choice(options)
        kind = ("play" if state.phase == PLAY else "take" if state.phase == TAKE
                else "consent" if state.phase == CONSENT else "dog")
        rig.scene.animator.finish()             # the previous batch has played out (untimed)
        rig.before()
        with Timer() as timer:
            ok = model.apply_action(action_of(decision))
        if not ok:
            raise SystemExit(f"refused: {decision}")
        on_decision(kind, timer, rig)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))]


def summary(samples: list[tuple[float, float]]) -> dict:
    """n, and median / p90 / max of the wall and the CPU times."""
    result: dict = {"n": len(samples)}
    for index, clock in enumerate(("wall", "cpu")):
        values = [sample[index] for sample in samples]
        result[clock] = {"median": statistics.median(values), "p90": percentile(values, 0.9),
                         "max": max(values)}
    return result


def bench_updates(players: int, setup: str, games: int) -> dict:
    times: dict[str, list[tuple[float, float]]] = {}
    turns: list[tuple[float, float]] = []
    for g in range(games):
        seed = 1000 * players + g
        rig = SceneRig(players, seed) if setup == "scene" else WindowRig(players, seed)
        current = [0.0, 0.0]

        def record(kind, timer, rig, current=current):
            times.setdefault(kind, []).append((timer.wall, timer.cpu))
            current[0] += timer.wall
            current[1] += timer.cpu
            if rig.model.state.phase in (PLAY, OVER) and kind != "play":
                turns.append((current[0], current[1]))
                current[0] = current[1] = 0.0

        play_game(rig, random.Random(seed), record)
        rig.close()
    every = [sample for samples in times.values() for sample in samples]
    result = {"decision": summary(every), "turn": summary(turns)}
    result.update({kind: summary(samples) for kind, samples in sorted(times.items())})
    return result


def running_animations(animator) -> list[QAbstractAnimation]:
    """The animator's running top-level animations (any animator built on QAbstractAnimation
    children: a parallel group, or one animation per item property)."""
    return [anim for anim in animator.findChildren(QAbstractAnimation)
            if anim.group() is None and anim.state() == QAbstractAnimation.State.Running]


def bench_frames(players: int, size, games: int, decisions: int = 24) -> dict:
    """Frames of the animations of the first decisions: {"update": …, "full": …}."""
    frames: dict[str, list[tuple[float, float]]] = {"update": [], "full": []}
    for g in range(games):
        seed = 2000 * players + g
        rig = SceneRig(players, seed, size)
        rng = random.Random(seed)
        state = rig.model.state
        animator = rig.scene.animator
        for k in range(decisions):
            if state.phase == OVER:
                break
            animator.finish()
            rig.before()
            rig.model.apply_action(action_of(rng.choice(state.legal_decisions())))
            animations = running_animations(animator)
            if not animations:
                continue
            for anim in animations:              # only the bench moves the clock
                anim.pause()
            total = max(anim.totalDuration() for anim in animations)
            for how in ("update", "full"):      # "update" first: after a synchronous
                for t in range(FRAME_MS, total + FRAME_MS, FRAME_MS):   # repaint() the view
                    with Timer() as timer:                               # has nothing left
                        for anim in animations:                          # to update
                            anim.setCurrentTime(min(t, anim.totalDuration()))
                        if how == "full":
                            rig.view.viewport().repaint()
                        else:
                            QApplication.processEvents()
                    if g or k >= 4:              # the first decisions warm the art cache
                        frames[how].append((timer.wall, timer.cpu))
                for anim in animations:
                    anim.setCurrentTime(0)
                QApplication.processEvents()
            for anim in animations:
                if anim.state() == QAbstractAnimation.State.Paused:
                    anim.resume()
            animator.finish()
        rig.close()
    return {how: summary(samples) for how, samples in frames.items() if samples}


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import PySide6
    return (f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"PySide6 {PySide6.__version__}, QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM')}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4, help="seeded games per configuration (updates)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    results = {"machine": machine(), "updates": {}, "frames": {}}
    for players in (2, 5):
        for setup in ("scene", "window"):
            results["updates"][f"{players}p {setup}"] = bench_updates(players, setup, args.games)
        for label, size in (("1280x800", VIEW_1280x800), ("2560x1440", VIEW_2560x1440)):
            results["frames"][f"{players}p view {label}"] = bench_frames(players, size, 2)
    del app
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {results['machine']}; load average at the end {load:.1f}")
    head = f"  {'config':<18}{'what':<10}{'n':>6}   wall median  p90    max   cpu median  p90"
    print("(a) update after a decision (model.apply_action + sync + animation set-up), ms;"
          " target median <= 5")
    print(head)
    for config, kinds in results["updates"].items():
        for kind, s in kinds.items():
            print(_row(config, kind, s))
    print("(b) one animation frame, ms; target <= 8.  update = advance 16 ms + processEvents"
          " (the view\n    repaints what changed, as the app does); full = advance 16 ms +"
          " repaint the whole viewport")
    print(head)
    for config, kinds in results["frames"].items():
        for how, s in kinds.items():
            print(_row(config, how, s))
    return 0


def _row(config: str, what: str, s: dict) -> str:
    w, c = s["wall"], s["cpu"]
    return (f"  {config:<18}{what:<10}{s['n']:>6}   {w['median']:8.2f} {w['p90']:6.2f} {w['max']:6.1f}"
            f"   {c['median']:8.2f} {c['p90']:6.2f}")


if __name__ == "__main__":
    sys.exit(main())
