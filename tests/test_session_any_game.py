"""The shared session on a game that is not Goat Master: the test-only poker (tests/toy_poker.py).

A human seat and an AI seat thinking in the real worker processes, undo and
redo, the autosave read back through the save envelope: nothing here may
depend on Goat Master.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from goatmaster.app.play.ai_worker import AiWorker  # noqa: E402
from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.app.play.session import Session  # noqa: E402
from goatmaster.files import envelope  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from toy_poker import BET, GAME, PASS  # noqa: E402


@pytest.fixture
def worker(qapp):
    worker = AiWorker(processes=1, nice=0)
    yield worker
    assert worker.shutdown()


def _session(qtbot, worker, tmp_path, seats, seed=3):
    saved = GAME.codec.saved_game(seats, GAME.new_match(len(seats), None, {}), {})
    model = MatchModel(saved, seed=seed)
    session = Session(model, worker, autosave_path=str(tmp_path / "autosave.json"), pace_ms=0, ai_seed=seed)
    return model, session


def test_a_human_plays_the_ai_to_the_end_and_the_autosave_reads_back(qtbot, worker, tmp_path):
    model, session = _session(qtbot, worker, tmp_path, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    assert model.state.current_player() == 0 and session.viewer == 0     # the deal is done
    decided = []
    session.decided.connect(lambda seat, action: decided.append(seat))
    with qtbot.waitSignal(session.finished, timeout=30000):
        assert session.human_decided(BET)                          # seat 1 (the AI) must answer
    assert decided == [1] and model.history[0] == (0, BET) and model.state.is_terminal()
    assert session.flush()                                         # written on the writer's thread
    loaded = envelope.load(tmp_path / "autosave.json")
    assert loaded.finished and loaded.game.state.result() == model.state.result()
    assert [p.name for p in loaded.players] == ["Ada", "Bot"]


def test_undo_and_redo_keep_the_cards_dealt(qtbot, worker, tmp_path):
    model, session = _session(qtbot, worker, tmp_path, [Seat("Ada", "human"), Seat("Bot", "ai", "hard")])
    cards = list(model.state.cards)
    with qtbot.waitSignal(session.decided, timeout=30000):
        session.human_decided(PASS)
    before = list(model.history)
    assert len(before) == 2 and before[0] == (0, PASS) and before[1][0] == 1
    assert session.can_undo()
    session.undo()
    assert model.history == [] and model.state.cards == cards and model.state.bets == []
    assert session.can_redo()
    session.redo()
    assert model.history == before and model.state.cards == cards


def test_statistics_are_kept_per_game(qtbot, worker, tmp_path, monkeypatch):
    from goatmaster.app.player_data import user_files
    from goatmaster.app.player_data.statistics import Statistics

    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path / "data"))
    assert user_files.statistics_path("toy-poker").name == "statistics-toy-poker.json"
    assert user_files.statistics_path("goat-master").name == "statistics.json"
    model, session = _session(qtbot, worker, tmp_path, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    with qtbot.waitSignal(session.finished, timeout=30000):
        session.human_decided(BET)
    poker = Statistics(game="toy-poker")
    assert poker.record(model.saved) and not poker.record(model.saved)     # counted once
    won = 0 in model.state.result()[1]
    assert (poker.games, poker.won, poker.best) == (1, int(won), model.state.result()[0][0])
    assert Statistics(game="toy-poker").games == 1 and Statistics(game="goat-master").games == 0


def test_a_turn_in_progress_is_read_up_to_its_first_stale_entry(qapp):
    """The app's own data, read as goatmaster-cli suggest reads it (files.app_data.pending_action):
    a number at a chance step is one of its outcomes or dropped with the rest, never dealt."""
    seats = [Seat("Ada", "human"), Seat("Bot", "ai", "easy")]
    saved = GAME.codec.saved_game(seats, GAME.new_match(2, None, {}), {"chance": 5, "pending": [0, 7, 1]})
    model = MatchModel(saved)
    assert model.saved.game.actions[0] == 0 and set(model.state.cards) <= {0, 1, 2}
    assert model.state.current_player() == 0                # the deal finished from the game's seed
