"""Issue 17 §1, §4: nothing stuck.  An unknown AI level, a worker that raises, one that hangs.

Real worker processes: a hung worker is one stopped with SIGSTOP; every pool
and worker is shut down by its fixture.
"""

import os
import signal
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from goatmaster.app.play.ai_worker import AiWorker  # noqa: E402
from goatmaster.app.shell.application import GoatMasterApp  # noqa: E402
from windows import goat_master_window  # noqa: E402
from goatmaster.files import envelope  # noqa: E402
from goatmaster.games.goat_master.ai.knowledge import LEVELS  # noqa: E402
from goatmaster.games.goat_master.engine import Game, SeatView  # noqa: E402
from goatmaster.games.goat_master.savefile import SavedGame, Seat, dumps, loads  # noqa: E402
from goatmaster.search import pool as pool_module  # noqa: E402
from goatmaster.search.ismcts import Settings  # noqa: E402
from goatmaster.search.pool import SearchFailed, SearchPool  # noqa: E402
from toy_poker import GAME as TOY_POKER  # noqa: E402

from test_session import GreedyWorker  # noqa: E402


def raising_playout(state, rand):
    """A game's playout with a bug in it (sent to the worker by reference)."""
    raise ZeroDivisionError("a bug in the game's playout")


def _view(seed: int = 4) -> SeatView:
    return SeatView(Game.new(2, seed).state, 0)


# ---------------------------------------------------------------------- unknown levels (§1)

@pytest.mark.parametrize("level, plays_as", [("greedy", "normal"), ("random", "normal"),
                                             ("hard:playout=light", "hard"), ("grandmaster", "normal")])
def test_a_level_the_game_does_not_have_plays_as_a_named_one(level, plays_as):
    saved = SavedGame.new([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], seed=5)
    text = dumps(saved).replace('"level": "easy"', f'"level": "{level}"')
    again = loads(text)
    bot = again.players[1]
    assert bot.level == plays_as and bot.level in LEVELS and bot.level_in_file == level
    assert dumps(again) == text                     # the file's own level is written back as it was


def test_every_game_maps_unknown_levels_through_its_own_knowledge():
    match = TOY_POKER.new_match(2, None, {})
    seats = [envelope.Seat("A", "ai", "random"), envelope.Seat("B", "ai", "easy")]
    again = envelope.loads(envelope.dumps(TOY_POKER.codec.saved_game(seats, match, {})))
    knowledge = TOY_POKER.ai
    assert again.players[0].level == knowledge.default_level and again.players[0].level_in_file == "random"
    assert again.players[1].level == "easy" and again.players[1].level_in_file is None


@pytest.fixture
def app(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    made = GoatMasterApp(worker_factory=GreedyWorker)
    yield made
    if made.window is not None:
        made.window.scene.animator.speed = 0
        made.window.close()
    made.start.close()


def test_an_unfinished_selfplay_game_opens_says_so_and_the_ai_plays(app, qtbot, tmp_path, monkeypatch):
    """It used to raise inside a Qt slot, and the seat showed "thinking" forever."""
    saved = SavedGame.new([Seat("Greedy 1", "ai", "easy"), Seat("Ada", "human")], seed=6)
    path = tmp_path / "selfplay.goat"
    path.write_text(dumps(saved).replace('"level": "easy"', '"level": "greedy"'), encoding="utf-8")
    told = []
    monkeypatch.setattr("goatmaster.app.shell.application.QMessageBox.information",
                        lambda parent, title, text: told.append(text))
    assert app.open_path(str(path))
    window = app.window
    window.scene.animator.speed = 0
    window.session.pace_ms = 0
    assert len(told) == 1 and '"greedy"' in told[0] and '"normal"' in told[0]
    qtbot.waitUntil(lambda: len(window.model.history) > 0, timeout=10000)
    assert window.model.history[0][0] == 0                  # the AI seat played


# ---------------------------------------------------------------------- a worker that raises (§1)

@pytest.fixture
def real_worker(qapp):
    worker = AiWorker(processes=1, nice=0)
    yield worker
    assert worker.shutdown()


def test_a_search_that_raises_reaches_the_player_and_the_game_goes_on(qtbot, real_worker, monkeypatch):
    monkeypatch.setitem(LEVELS, "hard", Settings(iterations=50, trees=1, playout=raising_playout))
    saved = SavedGame.new([Seat("Bot", "ai", "hard"), Seat("Ada", "human")], seed=4)
    window = goat_master_window(saved, worker=real_worker)
    qtbot.addWidget(window)
    window.scene.animator.speed = 0
    window.session.pace_ms = 0
    said: list[str] = []
    window.session.aiFailed.connect(said.append)
    # What was said by the first move (the AI's next decision, failing too, may follow at once).
    by_first_move: list[list[str]] = []
    window.model.changed.connect(lambda: by_first_move or by_first_move.append(list(said)))
    window.show()
    qtbot.waitUntil(lambda: bool(by_first_move), timeout=30000)
    told = by_first_move[0]
    assert len(told) == 2 and "ZeroDivisionError" in told[0] and "at random" in told[1]
    assert window.model.history[0][0] == 0                  # the AI's seat moved; the game goes on
    window.close()


def test_an_exception_before_the_worker_is_reached_is_said_too(qtbot, monkeypatch):
    saved = SavedGame.new([Seat("Bot", "ai", "hard"), Seat("Ada", "human")], seed=4)
    window = goat_master_window(saved, worker=GreedyWorker())
    qtbot.addWidget(window)
    window.session.pace_ms = 0
    monkeypatch.setattr(window.session, "level", lambda seat: 1 / 0)      # a bug before the worker
    said = []
    window.session.aiFailed.connect(said.append)
    qtbot.waitUntil(lambda: len(window.model.history) > 0, timeout=10000)
    assert "ZeroDivisionError" in said[0] and not window.session.is_thinking
    window.close()


# ---------------------------------------------------------------------- a worker that hangs (§4)

class Stopped:
    """Stops the pool's worker processes with SIGSTOP once they have the search; resumes at the end."""

    def __init__(self, pids):
        self.pids = list(pids)
        for pid in self.pids:
            os.kill(pid, signal.SIGSTOP)

    def resume(self):
        for pid in self.pids:
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass


@pytest.fixture
def pool():
    pool = SearchPool(processes=1)
    pool.submit(_view(7), Settings(iterations=16, trees=1)).result(timeout=60)     # started and ready
    yield pool
    pool.shutdown()
    assert not pool.started


def test_play_now_answers_within_its_deadline_while_the_worker_is_stopped(pool):
    job = pool.submit(_view(), Settings(seconds=30.0, trees=2))
    stopped = Stopped(pool.pids())
    try:
        job.play_now()
        result = job.result(timeout=pool_module.PLAY_NOW_LIMIT_S + 10)      # a legal answer, not a hang
    finally:
        stopped.resume()
    assert result.action in _view().legal_actions() and job.hung == 1
    assert pool.pids() != stopped.pids                          # the hung worker was replaced
    again = pool.submit(_view(5), Settings(iterations=40, trees=2)).result(timeout=60)
    assert again.action in _view(5).legal_actions()


@pytest.mark.slow
def test_the_watchdog_restarts_a_worker_that_overruns_its_budget(pool):
    # The module's own grace: the fresh worker's search must not be taken for a second hang on a
    # busy machine (it was, with a grace of 1 s, at a load average of 15 on two cores).
    job = pool.submit(_view(), Settings(seconds=0.2, trees=2))
    stopped = Stopped(pool.pids())
    try:
        result = job.result(timeout=60)
    finally:
        stopped.resume()
    assert job.hung == 1 and pool.restarts == 1 and pool.pids() != stopped.pids
    assert result.action in _view().legal_actions()


def test_a_worker_that_keeps_hanging_fails_the_search_instead_of_stalling(pool, monkeypatch):
    monkeypatch.setattr(pool_module, "OVERRUN_GRACE_S", 0.5)
    monkeypatch.setattr(pool_module, "STARTUP_LIMIT_S", 1.0)      # its fresh workers stop before they start
    real_start = pool_module._Worker.__init__
    stopped = []

    def start_stopped(self, *args):
        real_start(self, *args)
        stopped.append(Stopped([self.process.pid]))
    monkeypatch.setattr(pool_module._Worker, "__init__", start_stopped)
    job = pool.submit(_view(), Settings(seconds=0.1, trees=1))
    Stopped(pool.pids())
    try:
        with pytest.raises(SearchFailed, match="died"):
            job.result(timeout=120)
    finally:
        for s in stopped:
            s.resume()
    assert job.hung == pool.max_restarts + 1


def test_a_worker_imports_the_games_before_it_is_ready(tmp_path, monkeypatch):
    """The first search must not pay for the games' imports (over a second, with 8 workers
    starting on 2 cores, which made Play now late): the pool's start warms them up."""
    mark = tmp_path / "imported"
    monkeypatch.setenv("GOATMASTER_PRELOAD_MARK", str(mark))
    pool = SearchPool(processes=1, preload=("goatmaster.games", "preload_mark"))
    try:
        pool.start()
        worker = pool._workers[0]
        deadline = time.monotonic() + 60
        while not worker.ready.value and time.monotonic() < deadline:
            worker.process.join(0.05)
        assert worker.ready.value
        assert mark.read_text() == str(worker.process.pid)      # written by the import, before ready
    finally:
        pool.shutdown()
    assert SearchPool().preload == ("goatmaster.games",)       # the default: every built-in game


def test_play_now_answers_with_the_trees_back_and_leaves_a_starting_worker_alone(monkeypatch):
    """A worker still starting is not hung: Play now answers at its deadline with the trees that
    came back and does not kill it (it did, waiting first for the start's grace, 5 s)."""
    real_start = pool_module._Worker.__init__
    held = []

    def second_held(self, *args):                   # the second worker never gets to be ready
        real_start(self, *args)
        if len(held) < 1 and self.process.pid != first[0]:
            held.append(Stopped([self.process.pid]))
    first = [0]
    pool = SearchPool(processes=1)
    try:
        pool.submit(_view(7), Settings(iterations=16, trees=1)).result(timeout=60)     # worker 0 ready
        first[0] = pool.pids()[0]
        monkeypatch.setattr(pool_module._Worker, "__init__", second_held)
        pool.processes = 2
        job = pool.submit(_view(), Settings(seconds=30.0, trees=2))
        starting = pool.pids()[1]
        assert held and not pool._workers[1].ready.value
        job.play_now()
        result = job.result(timeout=pool_module.OVERRUN_GRACE_S + 30)
        assert result.action in _view().legal_actions()
        assert job.hung == 0 and pool.pids()[1] == starting and list(job._parts) == [0]
    finally:
        for s in held:
            s.resume()
        pool.shutdown()


def test_play_now_reaches_the_stopped_worker_in_the_window(qtbot, real_worker, monkeypatch):
    """The whole path: the window's Play now, the AI thread, the pool's deadline, the move."""
    monkeypatch.setitem(LEVELS, "hard", Settings(seconds=60.0, trees=2))
    saved = SavedGame.new([Seat("Bot", "ai", "hard"), Seat("Ada", "human")], seed=4)
    window = goat_master_window(saved, worker=real_worker)
    qtbot.addWidget(window)
    window.scene.animator.speed = 0
    window.session.pace_ms = 0
    window.show()
    qtbot.waitUntil(lambda: window.session.is_thinking, timeout=10000)
    runner_pool = lambda: real_worker._runner._pool         # noqa: E731
    qtbot.waitUntil(lambda: runner_pool() is not None and bool(runner_pool().pids()), timeout=20000)
    qtbot.waitUntil(lambda: real_worker._runner._job is not None, timeout=10000)
    stopped = Stopped(runner_pool().pids())
    try:
        window.session.play_now()
        qtbot.waitUntil(lambda: len(window.model.history) > 0, timeout=20000)
    finally:
        stopped.resume()
    assert window.model.history[0][0] == 0
    window.close()


# ---------------------------------------------------------------------- uncaught exceptions (§1)

def test_an_uncaught_exception_is_logged_and_shown_once_at_a_time(qapp, tmp_path, monkeypatch):
    import sys
    import threading

    from goatmaster.app.platform import fault_report
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(fault_report, "_shown", [])
    monkeypatch.setattr(fault_report._log, "handlers", [])         # a log file in tmp_path
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    fault_report.install()
    try:
        raise RuntimeError("a bug in a slot")
    except RuntimeError as error:
        sys.excepthook(type(error), error, error.__traceback__)
        sys.excepthook(type(error), error, error.__traceback__)     # the same again: logged, no 2nd box
    for handler in fault_report._log.handlers:
        handler.flush()
    log = (tmp_path / fault_report.LOG_NAME).read_text(encoding="utf-8")
    assert log.count("RuntimeError: a bug in a slot") == 2 and "Traceback" in log
    box, = fault_report._shown
    assert box.isVisible() and "a bug in a slot" in box.text() and fault_report.LOG_NAME in box.text()
    # The game goes on beneath it: the box holds no window of the app (a modal one held them all).
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    assert box.windowModality() == Qt.WindowModality.NonModal and QApplication.activeModalWidget() is None
    box.close()
    for handler in fault_report._log.handlers:
        handler.close()


def test_a_hosted_server_tells_its_errors_to_the_player_only_while_it_runs(qtbot, tmp_path, monkeypatch):
    """The host hears of its own table server's faults; once it stopped, another server's logged
    errors in the same process (a tool's, a test's) pop up nothing."""
    import logging

    from PySide6.QtWidgets import QApplication

    from goatmaster.app.online.hosting import SERVER_LOG, HostedServer
    from goatmaster.app.platform import fault_report
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(fault_report, "_shown", [])
    monkeypatch.setattr(fault_report._log, "handlers", [])
    server = HostedServer(tmp_path / "tables", host="127.0.0.1", port=0, ai_processes=0, iterations=5)
    server.start()
    try:
        logging.getLogger(SERVER_LOG).error("a table the server could not read")
        qtbot.waitUntil(lambda: bool(fault_report._shown))
        fault_report._shown[0].close()
    finally:
        server.stop()
    fault_report._shown.clear()
    logging.getLogger(SERVER_LOG).error("another server's trouble")
    QApplication.processEvents()                    # (the relay is a queued signal: its turn comes here)
    assert fault_report._shown == []
    for handler in fault_report._log.handlers:
        handler.close()
