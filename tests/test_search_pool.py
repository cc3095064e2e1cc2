"""The search in worker processes: same answers as in-process, cancel, play now, restarts.

Played on Goat Master and on the test-only poker (tests/toy_poker.py), so the pool
depends on no game.
"""

from __future__ import annotations

import os
import signal

import pytest

from goatmaster.games.goat_master.engine import Game, SeatView
from goatmaster.games.goat_master.engine.actions import DECISIONS
from goatmaster.games.goat_master.engine.decisions import Play, Take
from goatmaster.search.ismcts import Settings, search
from goatmaster.search.pool import SearchPool, decide
from toy_poker import GAME as TOY_POKER

FIXED = Settings(iterations=200, trees=2, settle=False)   # the whole budget, always
LONG = Settings(seconds=30.0, trees=2)


@pytest.fixture(scope="module")
def pool():
    with SearchPool(processes=2) as pool:
        yield pool
    assert not pool.started


def _view(seed: int = 4) -> SeatView:
    return SeatView(Game.new(2, seed).state, 0)


def test_pool_matches_the_in_process_search(pool):
    view = _view()
    result = pool.submit(view, FIXED, seed=5).result(timeout=30)
    assert result.stats == search(view, FIXED, seed=5).stats
    assert result.iterations == 200


def test_processes_are_reused(pool):
    pool.start()
    before = pool.pids()
    decide(pool, _view(6), FIXED, seed=1, timeout=30)
    assert pool.pids() == before and len(before) == 2


def _most_visited(stats: dict) -> int:
    return max(stats, key=lambda k: (stats[k][0], stats[k][1] / stats[k][0], -k))


def test_play_now_returns_the_best_so_far(pool):
    view = _view()
    job = pool.submit(view, LONG, seed=2)
    job.play_now()                  # each tree still runs its first 8 iterations (the stop check)
    result = job.result(timeout=10)
    assert 16 <= result.iterations < 100_000
    assert result.action == _most_visited(result.stats)
    assert result.action in view.legal_actions()


def test_the_toy_game_searches_in_the_pool_like_in_process(pool):
    match = TOY_POKER.new_match(2, 0, {})
    match.apply_action(2)           # seat 0 holds the King
    match.apply_action(0)
    view = match.state.observation(0)
    settings = Settings(iterations=300, trees=2, margin_scale=1.0)
    result = pool.submit(view, settings, seed=3).result(timeout=30)
    assert result.stats == search(view, settings, seed=3).stats
    assert result.action == 1       # with the best card, bet


def test_cancel_drops_the_search_and_the_next_one_runs(pool):
    job = pool.submit(_view(), LONG, seed=2)
    job.cancel()
    assert job.poll(0.0) is None and job.cancelled
    result = pool.submit(_view(7), FIXED, seed=3).result(timeout=10)
    assert result.iterations == 200


def test_a_killed_worker_is_restarted(pool):
    view = _view()
    job = pool.submit(view, LONG, seed=2)
    victim = pool.pids()[0]
    os.kill(victim, signal.SIGKILL)
    job.poll(0.2)                   # lets the pool see the dead worker and restart it
    job.play_now()
    result = job.result(timeout=20)
    assert result.action in view.legal_actions() and result.iterations >= 8
    assert victim not in pool.pids() and pool.restarts >= 1
    # A worker that dies between searches is replaced when the next search starts.
    os.kill(pool.pids()[1], signal.SIGKILL)
    pool._workers[1].process.join(5)
    assert decide(pool, view, FIXED, seed=5, timeout=30) == search(view, FIXED, seed=5).action


def test_the_take_planned_with_the_play_comes_without_a_search(pool):
    game = Game.new(2, 8)
    play = decide(pool, SeatView(game.state, 0), FIXED, seed=1, timeout=30)
    assert isinstance(DECISIONS[play], Play)
    game.apply_action(play)
    job = pool.submit(SeatView(game.state, 0), FIXED, seed=1)
    assert job.done and isinstance(DECISIONS[job.result(1).action], Take)


def test_shutdown_ends_the_processes():
    pool = SearchPool(processes=1)
    pool.start()
    process = pool._workers[0].process
    pool.shutdown()
    assert not process.is_alive() and not pool.started


def test_more_trees_than_processes_merge_like_one_process(pool):
    view = _view(9)
    settings = Settings(iterations=150, trees=3)
    assert pool.submit(view, settings, seed=4).result(timeout=30).stats == \
        search(view, settings, seed=4).stats


@pytest.mark.parametrize("cores, workers", [(1, 1), (2, 2), (3, 2), (4, 3), (8, 7), (16, 15), (64, 16)])
def test_a_pool_uses_every_core_but_one_for_the_window(cores, workers):
    """Issue 36 §1: at least one worker, two on two cores (their lower priority leaves the window
    its turn), every core but one above, at most MAX_WORKERS."""
    from goatmaster.search.pool import MAX_WORKERS, default_workers
    assert default_workers(cores) == workers <= MAX_WORKERS


def test_a_level_per_core_grows_a_tree_on_every_worker_and_the_others_keep_their_trees(pool):
    """``hard`` of every game grows one tree a worker, each for the whole time, so it searches more
    on more cores; ``easy`` and ``normal`` stay as weak as they are meant to be."""
    from goatmaster.core.registry import entry
    from goatmaster.search.pool import SearchJob
    from goatmaster.search.seats import knowledge_of
    for name in ("goat-master", "meadow", "rows"):
        game = entry(name)
        levels = knowledge_of(game).levels
        assert levels["hard"].per_core, game.name
        assert not levels["easy"].per_core and not levels["normal"].per_core, game.name
    view = _view()
    wide = Settings(seconds=1.0, trees=2, per_core=True)
    with SearchPool(processes=5) as five:               # never started: nothing is submitted
        assert SearchJob(five, 1, view, wide, 1).settings.trees == 5
        assert SearchJob(five, 2, view, Settings(seconds=1.0, trees=2), 1).settings.trees == 2
        assert SearchJob(five, 3, view, Settings(seconds=1.0, trees=7, per_core=True), 1).settings.trees == 7
    assert SearchJob(pool, 4, view, wide, 1).settings.trees == 2          # two workers: two trees
    assert search(view, Settings(iterations=50, trees=2, per_core=True), seed=1).iterations == 50
