"""The Qt worker: thinks off the GUI thread and answers by signal."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from goatmaster.games.goat_master.ai.knowledge import KNOWLEDGE  # noqa: E402
from goatmaster.search.ismcts import Settings  # noqa: E402
from goatmaster.app.play.ai_worker import AiWorker  # noqa: E402
from goatmaster.games.goat_master.engine import Game, SeatView  # noqa: E402


@pytest.fixture
def worker(qapp):
    worker = AiWorker(processes=2, nice=0)
    yield worker
    assert worker.shutdown()


def test_finished_carries_a_legal_decision(qtbot, worker):
    view = SeatView(Game.new(2, 3).state, 0)
    with qtbot.waitSignal(worker.finished, timeout=30000) as blocker:
        worker.think(view, Settings(iterations=100, trees=2), seed=1)
    assert blocker.args[0] in view.legal_actions()
    assert not worker.busy


def test_play_now_answers_a_long_search_with_its_best_so_far(qtbot, worker, monkeypatch):
    # Play now answers within PLAY_NOW_LIMIT_S from the trees back by then (none, on a machine too
    # busy to run the workers: test_ai_faults checks that answer).  Here the trees are waited for: each
    # has grown its first 8 iterations before it looks at the stop flag.
    monkeypatch.setattr("goatmaster.search.pool.PLAY_NOW_LIMIT_S", 30.0)
    view = SeatView(Game.new(2, 4).state, 0)
    with qtbot.waitSignal(worker.finished, timeout=20000) as blocker:   # the search has 60 s
        worker.think(view, Settings(seconds=60.0, trees=2), seed=1)
        worker.play_now()
    result = worker._runner.last
    assert result is not None and result.iterations >= 16
    best = max(result.stats, key=lambda k: (result.stats[k][0], result.stats[k][1], -k))
    assert blocker.args[0] == result.action == best


def test_a_cancelled_search_never_signals(qtbot, worker):
    first = SeatView(Game.new(2, 5).state, 0)
    second = SeatView(Game.new(2, 6).state, 0)
    answers = []
    worker.finished.connect(answers.append)
    worker.think(first, Settings(seconds=60.0, trees=2), seed=1)
    worker.cancel()
    with qtbot.waitSignal(worker.finished, timeout=30000):
        worker.think(second, Settings(iterations=50, trees=2), seed=1)
    assert len(answers) == 1 and answers[0] in second.legal_actions()


def test_a_levels_settings(qtbot, worker):
    view = SeatView(Game.new(3, 7).state, 0)
    with qtbot.waitSignal(worker.finished, timeout=30000) as blocker:
        worker.think(view, KNOWLEDGE.level_settings("easy"), seed=2)
    assert blocker.args[0] in view.legal_actions()


def test_the_players_number_of_cores_takes_effect_at_the_next_decision(qtbot, qapp):
    """Issue 36 §1: "AI uses N cores" changes the pool between two decisions, never during one."""
    worker = AiWorker(processes=1, nice=0)
    try:
        view = SeatView(Game.new(2, 3).state, 0)
        with qtbot.waitSignal(worker.finished, timeout=30000):
            worker.think(view, Settings(iterations=60, trees=2), seed=1)
        assert worker._runner._pool.processes == 1
        worker.set_processes(2)
        with qtbot.waitSignal(worker.finished, timeout=30000):
            worker.think(view, Settings(iterations=60, trees=2, per_core=True), seed=1)
        assert worker._runner._pool.processes == 2 and worker.processes == 2
    finally:
        assert worker.shutdown()
