"""Goal Rows' table, offscreen: the scene's update after a turn, for 2 and 6 players.

For every decision of seeded random games (a fifth of the turns offer a trade),
the wall time of ``model.apply_action(action)``: the engine step with its chance
steps, every event handler, the scene's ``sync()`` and the set-up of its
animations (animations on; the previous batch is finished, untimed, before the
next decision, as if it had played out).  The scene sits in a 1280×800 view and
the viewer follows the acting seat, as in a hot-seat game.  Prints the median,
p90 and max per player count.

    .venv/bin/python benchmarks/rows_scene.py [--games 3]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication  # noqa: E402

from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.goal_rows import GAME  # noqa: E402
from goatmaster.games.goal_rows.engine.actions import OFFER0  # noqa: E402
from goatmaster.games.goal_rows.engine.state import OVER  # noqa: E402
from goatmaster.games.goal_rows.qt.table import RowsTable  # noqa: E402
from goatmaster.views.table_view import TableView  # noqa: E402


def game_times(players: int, seed: int) -> list[float]:
    saved = GAME.codec.saved_game([Seat(f"P{k + 1}", "human") for k in range(players)],
                                  GAME.new_match(players, seed, None), {})
    model = MatchModel(saved, seed=seed)
    table = RowsTable(model)
    view = TableView()
    view.setScene(table.scene)
    view.resize(1280, 800)
    view.show()
    QApplication.processEvents()
    rng = random.Random(seed)
    times = []
    while model.state.phase != OVER:
        table.finish_animations()
        table.set_mode(model.state.current_player(), True)
        legal = model.state.legal_actions()
        trades = [a for a in legal if a >= OFFER0]
        action = rng.choice(trades) if trades and rng.random() < 0.2 else rng.choice(legal)
        start = time.perf_counter()
        model.apply_action(action)
        times.append((time.perf_counter() - start) * 1000)
    view.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games per player count")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    print("update after a decision (apply + sync + animation set-up), ms")
    for players in (2, 6):
        times = [t for g in range(args.games) for t in game_times(players, 1000 * players + g)]
        ordered = sorted(times)
        p90 = ordered[int(0.9 * (len(ordered) - 1))]
        print(f"  {players} players: n {len(times):5}   median {statistics.median(times):6.2f}   "
              f"p90 {p90:6.2f}   max {max(times):6.1f}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
