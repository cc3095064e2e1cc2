"""A finished game's review in the window: the end screen's and the replay's Review,
the decisions shown as they are weighed by the AI worker's pool, the strip along the replay bar,
a decision shown on the table from the reviewed seat's side, Stop, and the review kept in the
game's file so opening it again shows it without a search."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QObject, Signal  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402

from goatmaster.app.play.ai_worker import AiWorker  # noqa: E402
from goatmaster.app.play.end_screen import EndScreen  # noqa: E402
from goatmaster.app.play.game_window import GameWindow  # noqa: E402
from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.app.shell.application import GoatMasterApp  # noqa: E402
from goatmaster.core.registry import entries  # noqa: E402
from goatmaster.files import app_data, envelope  # noqa: E402
from goatmaster.files.envelope import Seat, codec_of  # noqa: E402
from goatmaster.search.match import play_game  # noqa: E402
from goatmaster.search.review import Review, review_decision, review_settings, spots  # noqa: E402
from goatmaster.search.seats import knowledge_of  # noqa: E402

GAMES = [game for game in entries() if game.name in ("goat-master", "meadow", "rows")]
ITERATIONS = 12
WAIT_MS = 120_000


def finished(game, seats=None, seed=3):
    """A whole two-player game between greedy seats, as a saved game of a person and the AI."""
    players = [knowledge_of(game).greedy(seed * 10 + k) for k in range(2)]
    match = play_game(game.new_match(2, seed, None), players, random.Random(seed))
    seats = seats or [Seat("Ada", "human"), Seat("Hugo", "ai", "hard")]
    return codec_of(game).saved_game(seats, match, {})


@pytest.fixture
def windows(qtbot):
    """Game windows around a real AI worker (one process), shut down after the test."""
    made = []

    def make(saved, worker=None):
        window = GameWindow(MatchModel(saved), worker=worker or AiWorker(processes=1))
        qtbot.addWidget(window)
        window.set_animation_speed(0)
        window.resize(1024, 700)
        window.show()
        made.append(window)
        return window
    yield make
    for window in made:
        window.session.worker.shutdown()


def from_file(windows, tmp_path, game, worker=None):
    """A window showing ``game`` opened from its file, where a review made is kept; and the path."""
    path = tmp_path / "game.goat"
    if not path.exists():
        envelope.save(path, finished(game))
    window = windows(envelope.load(path), worker)
    window.kept_paths = [str(path)]
    return window, path


def review_of(window, qtbot, seat=None):
    """Start the window's review at the tests' budget and wait for its end."""
    window.start_replay(window.model.saved) if window.replay_of is None else None
    window.review_game(seat)
    review = window.review
    review.iterations = ITERATIONS
    review.start(review.seat)               # again at the tests' budget
    qtbot.waitUntil(lambda: not review.running, timeout=WAIT_MS)
    return review


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_a_review_weighs_every_decision_of_the_seat_and_keeps_it_in_the_file(game, windows, qtbot, tmp_path):
    window, path = from_file(windows, tmp_path, game)
    review = review_of(window, qtbot)
    total = len(spots(game, window.replay_of.game, 0))
    rows = review.panel.rows
    assert review.seat == 0 and len(rows) == total > 0
    assert [row.step for row in rows] == sorted(row.step for row in rows)
    assert all(row.played and row.loss >= 0 for row in rows)
    assert all(row.marked == (row.loss > review.review.threshold) for row in rows)
    # in the game's words, not the engine's action texts
    assert not any(row.played == decision.played for row, decision in zip(rows, review.review.decisions))
    # a better move is offered only where it is better: a loss
    assert all(bool(row.best) == (row.loss > 0) for row in rows)
    assert review.panel.table.rowCount() == total
    assert not review.panel.progress.isVisible() and "Ada" in review.panel.summary.text()
    assert window.replay_bar.strip.isVisible() and window.replay_bar.strip.rows == rows
    assert review.dock.isVisible()
    # kept in the game's file: read back, it is the same review
    kept = envelope.load(path).app[app_data.REVIEWS]["0"]
    assert Review.from_data(kept).decisions == review.review.decisions


def test_a_kept_review_shows_at_once_without_a_search(windows, qtbot, tmp_path):
    first, _ = from_file(windows, tmp_path, GAMES[0])
    weighed = review_of(first, qtbot).review
    again, _ = from_file(windows, tmp_path, GAMES[0])
    again.review_game()
    review = again.review
    review.iterations = ITERATIONS
    review.start(0)
    assert not review.running                                   # nothing to search
    assert review.review.decisions == weighed.decisions
    assert len(review.panel.rows) == weighed.total


def test_a_decision_shows_on_the_table_from_the_seats_side_with_the_better_choice(windows, qtbot, monkeypatch):
    game = GAMES[0]
    window = windows(finished(game))
    review = review_of(window, qtbot)
    sides = []
    monkeypatch.setattr(window.table, "set_mode", lambda viewer, interactive: sides.append((viewer, interactive)))
    said: list[str] = []
    show_hint = window.table.show_hint
    monkeypatch.setattr(window.table, "show_hint",
                        lambda action, lead: said.append(show_hint(action, lead)) or said[-1])
    costly = max(review.panel.rows, key=lambda row: row.loss)
    assert costly.loss > 0
    index = review.panel.rows.index(costly)
    review.panel.table.setCurrentCell(index, 1)                 # the keyboard's or a click's choice
    model = window.model
    assert len(model.saved.game.actions) == costly.step         # the position of the decision itself
    assert model.state.current_player() == 0
    assert window.replay_bar.turn == costly.turn - 1                 # turns played before it
    assert sides and sides[-1] == (0, False)                    # Ada's side, nothing to play
    assert costly.best in window.statusBar().currentMessage()
    assert costly.best in review.panel.detail.text()
    assert said and said[-1].startswith("Best found: ")               # the table's words: a review's, not a hint's
    # the strip chooses too, and stepping the replay on keeps Ada's side while the review is open
    window.replay_bar.strip.decisionChosen.emit(review.panel.rows[0].step)
    assert len(model.saved.game.actions) == review.panel.rows[0].step
    assert review.panel.table.currentRow() == 0
    # Forward plays out the decision's own turn, from the decision on
    first = review.panel.rows[0]
    window.replay_bar.forward.click()
    assert window.replay_bar.turn == first.turn
    assert model.saved.game.actions == window.replay_of.game.actions[:len(model.saved.game.actions)]
    assert model.turns_played() == first.turn
    window.replay_bar.show_turn(window.replay_bar.turns)
    assert sides[-1] == (0, False)
    # closing the replay: no one's side, no review
    window.stop_replay()
    assert not review.dock.isVisible() and review.seat is None
    assert not window.replay_bar.strip.rows


def test_hot_seat_offers_every_person_and_a_game_against_the_ai_its_person(windows, qtbot):
    game = GAMES[1]
    hot_seat = windows(finished(game, [Seat("Ada", "human"), Seat("Bea", "human")]))
    review = review_of(hot_seat, qtbot, seat=1)
    assert review.seat == 1 and review.panel.seats.isEnabled()
    assert [review.panel.seats.itemData(k) for k in range(review.panel.seats.count())] == [0, 1]
    assert "Bea" in review.panel.summary.text()
    solo = windows(finished(game, [Seat("Hugo", "ai", "hard"), Seat("Ada", "human")]))
    review_menu = solo.findChild(QAction, "actionReview")
    assert review_menu.isEnabled()                  # the game is over: the Play menu offers it too
    review_menu.trigger()
    assert solo.replay_of is not None and solo.review.dock.isVisible()
    assert solo.review.seat == 1 and not solo.review.panel.seats.isEnabled()
    solo.review.cancel()


class StandIn(QObject):
    """A worker without reviews (a test's, a table on a server's): no Review is offered."""
    finished = Signal(object)
    failed = Signal(str)

    def think(self, *args):
        pass

    def cancel(self):
        pass

    def play_now(self):
        pass

    def shutdown(self, timeout_ms=0):
        return True


class GatedWorker(StandIn):
    """A worker whose review answers when the test says: :meth:`release` weighs the next decision
    (in this process, as the pool would) and signals it, whether or not the review was stopped."""
    reviewed = Signal(object, int, int)
    reviewFailed = Signal(str)

    def __init__(self):
        super().__init__()
        self.asked = None
        self.answered = 0
        self.cancels = 0

    def review(self, spots, knowledge, seat, iterations, seed):
        self.asked, self.answered = (spots, knowledge, iterations, seed), 0

    def cancel(self):
        self.cancels += 1

    def release(self):
        spots, knowledge, iterations, seed = self.asked
        decision = review_decision(spots[self.answered], review_settings(knowledge, iterations), knowledge, seed)
        self.answered += 1
        self.reviewed.emit(decision, self.answered, len(spots))


def test_stop_keeps_what_was_weighed_and_keeps_nothing_in_the_file(windows, qtbot, tmp_path):
    worker = GatedWorker()
    window, path = from_file(windows, tmp_path, GAMES[0], worker)
    window.start_replay(window.model.saved)
    window.review_game()
    review = window.review
    review.iterations = ITERATIONS
    review.start(0)
    total = review.review.total
    assert review.running and worker.asked is not None and total > 2
    worker.release()
    worker.release()
    assert len(review.panel.rows) == 2 and review.panel.cancelButton.isVisible()
    cancels = worker.cancels
    review.panel.cancelButton.click()
    assert worker.cancels == cancels + 1                        # the worker is told to stop
    assert not review.running and not review.panel.cancelButton.isVisible()
    assert f"2 of {total}" in review.panel.summary.text()
    worker.release()                        # an answer that crossed the Stop is dropped
    assert len(review.panel.rows) == 2 and not review.running
    assert f"2 of {total}" in review.panel.summary.text()
    assert app_data.REVIEWS not in envelope.load(path).app


def test_review_is_offered_only_where_it_can_run(qtbot):
    saved = finished(GAMES[2])
    window = GameWindow(MatchModel(saved), worker=StandIn())
    qtbot.addWidget(window)
    window.start_replay(saved)
    assert not window.can_review() and window.replay_bar.review.isHidden()
    assert not window.findChild(QAction, "actionReview").isEnabled()
    window.review_game()
    assert window.review is None
    screen = EndScreen(saved, window.ending(), window, reviewable=False)
    assert screen.reviewButton.isHidden()


def test_the_end_screens_review_button_replays_the_game_with_its_review(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    game = GAMES[2]
    gm = GoatMasterApp(worker_factory=lambda: AiWorker(processes=1))
    try:
        saved = finished(game)
        window = gm.play(saved)
        assert window is not None
        window.stop_replay()                # as if the game had just ended on this table
        gm._end_screen(window.model.saved)
        screen = window.findChild(EndScreen)
        assert screen is not None and not screen.reviewButton.isHidden()
        screen.reviewButton.click()
        qtbot.waitUntil(lambda: window.review is not None and window.review.dock.isVisible())
        assert window.replay_of is not None
        assert window.review.running or window.review.panel.rows
        window.review.cancel()
    finally:
        if gm.window is not None:
            gm.window.close()
        gm.start.close()
