"""Game after game in one window: what a finished game leaves behind is released.

For every game with a table, the app deals a game whose seats are all AI (answered by the
game's greedy seat), with animations on (fast); each game is played to its end screen and
the end screen's Play again deals the next one in the same window, as a player would.  At
the start of every deal (held, its animations done, deferred deletions run, a garbage collection)
the table's scene items must be as many as at the start of the first deal after a Play again,
and the live QObjects no more: nothing grows game after game.  Memory itself is measured by
``benchmarks/soak.py``, not here.
"""

from __future__ import annotations

import gc
import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsView  # noqa: E402

from goatmaster.app.play.end_screen import EndScreen  # noqa: E402
from goatmaster.app.shell.application import GoatMasterApp  # noqa: E402
from goatmaster.core.registry import entries  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402

from test_every_game_window import GreedyWorker  # noqa: E402

GAMES = [game for game in entries() if game.table]
DEALS = 4


def live_counts(window) -> tuple[int, int]:
    """(QObjects under the application and every top-level widget, items of the window's scenes)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    roots = [QApplication.instance(), *QApplication.topLevelWidgets()]
    qobjects = sum(1 + len(root.findChildren(QObject)) for root in roots)
    items = sum(len(view.scene().items()) for view in window.findChildren(QGraphicsView) if view.scene())
    return qobjects, items


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_game_after_game_leaves_nothing_behind(qtbot, tmp_path, monkeypatch, game):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    random.seed(38)                                 # Play again draws its deal number from random
    app = GoatMasterApp(worker_factory=lambda: GreedyWorker(game))
    players = game.info.min_seats
    seats = [Seat(f"Bot{k}", "ai", "easy") for k in range(players)]
    window = app.play(GoatMasterApp.dealt(game, seats, list(range(players)), 38))
    assert window is not None
    try:
        window.set_animation_speed(8.0)             # animations run, quickly
        window.session.pace_ms = 0
        counts = []
        for deal in range(DEALS):
            with qtbot.waitSignal(window.session.finished, timeout=120_000):
                pass
            qtbot.waitUntil(lambda: any(isinstance(w, EndScreen) and w.isVisible()
                                        for w in QApplication.topLevelWidgets()), timeout=10_000)
            screen = next(w for w in QApplication.topLevelWidgets() if isinstance(w, EndScreen) and w.isVisible())
            if deal == DEALS - 1:
                screen.reject()
                break
            finished_model = window.model.saved
            window.session.paused = True                # the new deal waits to be counted
            screen.playAgainButton.click()
            qtbot.waitUntil(lambda: window.model.saved is not finished_model, timeout=10_000)
            assert app.window is window                 # the same window deals again
            window.table.finish_animations()
            counts.append(live_counts(window))
            window.session.resume()
        assert len(counts) == DEALS - 1
        # Never above the first level (a transient object, a timer of the status line, may be gone).
        assert all(q <= counts[0][0] and items == counts[0][1] for q, items in counts), counts
    finally:
        window.close()
        app.start.close()
