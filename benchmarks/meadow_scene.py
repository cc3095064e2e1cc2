"""Meadow Dice's table timing, offscreen: the scene's update after a turn, and a full reset.

* **Update**: the wall time of ``model.apply_action(mark)`` — the engine's step, the chance
  steps after it, every handler of the model's signals, the storyboard's set-up and
  ``MeadowScene.sync`` — for every mark of seeded greedy games, animations off (the
  picture settles at once, so the sync is part of the time).  Target (issue 14): median ≤ 5 ms.
* **Reset**: ``model.reset`` (every item built anew and synced).

Each run plays ``--games`` games; ``--runs`` runs; the medians of each run are printed.

    .venv/bin/python benchmarks/meadow_scene.py [--runs 5] [--games 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication  # noqa: E402

from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.meadow_dice import GAME  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy import GreedyPlayer  # noqa: E402
from goatmaster.games.meadow_dice.engine.state import AGAIN  # noqa: E402
from goatmaster.games.meadow_dice.qt.table import MeadowTable  # noqa: E402
from goatmaster.views.table_view import TableView  # noqa: E402


def one_game(seed: int) -> tuple[list[float], list[float]]:
    saved = GAME.codec.saved_game([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], GAME.new_match(2, seed), {})
    model = MatchModel(saved, seed=seed)
    table = MeadowTable(model)
    table.animation_speed = 0
    view = TableView()
    view.setScene(table.scene)
    view.resize(1010, 737)
    view.show()
    QApplication.processEvents()
    player = GreedyPlayer(seed)
    updates, resets = [], []
    while not model.state.is_terminal():
        state = model.state
        table.set_mode(state.seat, True)
        action = player.decide(state.observation(state.seat))
        start = time.perf_counter()
        model.apply_action(action)
        elapsed = time.perf_counter() - start
        if action < AGAIN:          # a mark ends the turn: the next throw and the picture follow it
            updates.append(elapsed * 1000)
        QApplication.processEvents()
        if model.state.turn % 10 == 0:
            start = time.perf_counter()
            model.reset.emit()
            resets.append((time.perf_counter() - start) * 1000)
    view.close()
    return updates, resets


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    update_medians, reset_medians = [], []
    for run in range(args.runs):
        updates: list[float] = []
        resets: list[float] = []
        for game in range(args.games):
            u, r = one_game(1000 * run + game)
            updates += u
            resets += r
        update_medians.append(statistics.median(updates))
        reset_medians.append(statistics.median(resets))
        print(f"run {run + 1}: update after a turn median {update_medians[-1]:.2f} ms "
              f"(p90 {statistics.quantiles(updates, n=10)[-1]:.2f}, {len(updates)} turns); "
              f"reset median {reset_medians[-1]:.2f} ms ({len(resets)})")
    print(f"update after a turn: median of run medians {statistics.median(update_medians):.2f} ms (target ≤ 5 ms)")
    print(f"full reset: median of run medians {statistics.median(reset_medians):.2f} ms")
    del app


if __name__ == "__main__":
    main()
