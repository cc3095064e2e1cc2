"""The shared game window on a game that is not one of the app's: the toy poker and its test table.

Everything here goes through ``goatmaster.app.play.game_window.GameWindow`` and the
app (``GoatMasterApp``), with ``tests/toy_poker_table.py`` as the game's table:
a human against the AI, hot-seat hand-overs that hide the cards, undo and redo,
the log and the standing, saving, opening, replays and the end screen.
"""

from __future__ import annotations

import dataclasses
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from goatmaster.app.shell.application import GoatMasterApp  # noqa: E402
from goatmaster.app.play.end_screen import EndScreen  # noqa: E402
from goatmaster.app.play.game_window import GameWindow  # noqa: E402
from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.core.registry import register  # noqa: E402
from goatmaster.files import envelope  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games import GOAT_MASTER  # noqa: E402
from goatmaster.files.app_data import CHANCE as CHANCE_KEY, SEED as SEED_KEY  # noqa: E402
from test_every_game_window import GreedyWorker  # noqa: E402
from toy_poker import BET, GAME as TOY_POKER, PASS  # noqa: E402

WITH_TABLE = dataclasses.replace(TOY_POKER, table="toy_poker_table:PokerTable")


@pytest.fixture(autouse=True)
def poker_with_a_table():
    register(WITH_TABLE)
    yield
    register(TOY_POKER)


def saved_poker(seats, seed=5):
    match = WITH_TABLE.new_match(2, seed, None)
    return WITH_TABLE.codec.saved_game(seats, match, {SEED_KEY: seed, CHANCE_KEY: seed})


@pytest.fixture
def window(qtbot):
    made = []

    def make(seats, seed=5):
        win = GameWindow(MatchModel(saved_poker(seats, seed)), worker=GreedyWorker(WITH_TABLE))
        win.session.pace_ms = 0
        qtbot.addWidget(win)
        win.show()
        made.append(win)
        return win
    yield make
    for win in made:
        win.close()


def test_a_human_plays_the_ai_through_the_window_to_the_end_screen(qtbot, window):
    win = window([Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    table = win.table
    assert table.viewer == 0 and table.interactive and "Ada: pass or bet" in win.promptLabel.text()
    assert table.shown_cards()[1] == "?" and table.shown_cards()[0] != "?"      # only Ada's card
    assert win.windowTitle() == "Three-card poker — deal 5 — turn 1"
    with qtbot.waitSignal(win.session.finished, timeout=5000):
        table.buttons()[1].click()                                     # Ada bets; the AI answers
    state = win.model.state
    assert state.is_terminal() and state.bets[0] == BET
    assert win.log.lines()[0] == "Ada bets" and len(win.log.lines()) == 2
    scores, winners = state.result()
    assert win.scores.item(0, 1).text() == str(scores[0])              # the standing followed
    assert "wins with" in win.promptLabel.text()
    assert not table.interactive and not win.playNowButton.isVisible()
    screen = EndScreen(win.model.saved, parent=win, ending=win.ending())
    qtbot.addWidget(screen)
    rows = {screen.table.item(r, 1).text(): screen.table.item(r, 2).text() for r in range(2)}
    assert rows == {"Ada": str(scores[0]), "Bot (easy)": str(scores[1])}
    assert any(name in screen.titleLabel.text() for name in ("Ada", "Bot"))


def test_hot_seat_hides_the_cards_until_the_next_player_is_there(qtbot, window):
    win = window([Seat("Ada", "human"), Seat("Bea", "human")])
    qtbot.waitUntil(win.hand_over.isVisible)                         # the first player is called
    assert win.table.viewer is None and win.table.shown_cards() == ["?", "?"]
    win.hand_over.ready.emit()
    assert win.table.viewer == 0 and win.table.shown_cards()[1] == "?"
    win.table.buttons()[0].click()                                    # Ada passes
    assert win.hand_over.isVisible() and win.table.viewer is None and not win.table.interactive
    assert win.table.shown_cards() == ["?", "?"]                      # nothing shows behind the screen
    assert "Bea" in win.promptLabel.text()
    win.hand_over.ready.emit()
    assert win.table.viewer == 1 and win.table.interactive and win.table.shown_cards()[0] == "?"
    assert win.summary.isVisible() is False or "Ada passes" in win.summary.text()


def test_undo_and_redo_keep_the_cards_and_the_hint_points_at_an_action(qtbot, window):
    win = window([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], seed=9)
    cards = list(win.model.state.cards)
    expected = WITH_TABLE.ai.greedy(1).decide(win.model.observation(0))
    win._action("actionHint").trigger()
    qtbot.waitUntil(lambda: win.table.hint is not None)
    assert win.table.hint == expected and "Hint:" in win.statusBar().currentMessage()
    win.table.buttons()[0].click()                                    # Ada passes; the AI answers
    qtbot.waitUntil(lambda: len(win.model.history) >= 2)
    assert win._action("actionUndo").isEnabled()
    win._action("actionUndo").trigger()
    assert win.model.history == [] and win.model.state.cards == cards
    assert win.log.lines() == ["Ada took back a move."]                # told, not gone without a trace
    assert win._action("actionRedo").isEnabled()
    win._action("actionRedo").trigger()
    assert win.model.history[0] == (0, PASS) and win.model.state.cards == cards
    assert win.log.lines()[:2] == ["Ada took back a move.", "Ada passes"]


def test_saving_and_opening_a_game_of_another_game_in_the_app(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    app = GoatMasterApp(worker_factory=lambda: GreedyWorker(WITH_TABLE))
    try:
        app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 3))
        assert isinstance(app.window, GameWindow) and app.window.model.entry is GOAT_MASTER
        poker = GoatMasterApp.dealt(WITH_TABLE, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 8)
        assert poker.app[CHANCE_KEY] == 8
        app.play(poker)                                               # another game: its own window
        window = app.window
        assert isinstance(window, GameWindow) and window.isVisible()
        window.session.pace_ms = 0
        path = tmp_path / "poker.goat"
        window.path = str(path)
        assert window.save_game()
        assert envelope.load(path).players[0].name == "Ada"
        with qtbot.waitSignal(window.session.finished, timeout=5000):
            window.table.buttons()[1].click()
        window.save_game()
        window.close()
        app.window = None
        assert app.open_path(str(path))                               # finished: opened as a replay
        replay = app.window
        assert isinstance(replay, GameWindow) and replay.replay_of is not None
        assert replay.replay_bar.isVisible() and "Replay" in replay.promptLabel.text()
        replay.replay_bar.turnChosen.emit(0)
        assert replay.model.history == [] and replay.log.lines() == []
        replay.replay_bar.turnChosen.emit(1)
        assert replay.log.lines() == ["Ada bets"]
        bar = replay.replay_bar                                       # Play steps by itself to the end
        bar._timer.setInterval(5)
        bar.show_turn(0)
        bar.play.click()
        assert bar.play.isChecked() and bar.play.text() == "Pause"
        qtbot.waitUntil(lambda: not bar.play.isChecked(), timeout=5000)
        assert bar.turn == bar.turns and replay.model.state.is_terminal()
        bar.play.click()                                              # from the end: again from the deal
        bar.forward.click()                                           # a step by hand stops it
        assert not bar.play.isChecked()
    finally:
        if app.window is not None:
            app.window.close()
        app.start.close()


def test_a_turn_in_progress_survives_the_autosave(qtbot, tmp_path, window):
    """The dealt cards (chance steps after the last whole turn) come back with Continue."""
    win = window([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], seed=21)
    saved = win.model.saved_with_pending()
    text = envelope.dumps(saved)
    again = MatchModel(envelope.loads(text))
    assert again.state.cards == win.model.state.cards


def test_the_tables_bar_holds_hint_undo_redo_and_the_logs_toggle(qtbot, window):
    """Issue 16: what the menus offer for the table is on the table's own bar too; the log
    folds away from there to give the table the room, and comes back."""
    from PySide6.QtWidgets import QToolButton, QWidget
    win = window([Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    names = {b.objectName() for b in win.promptBar.findChildren(QToolButton)}
    assert {"hintButton", "undoButton", "redoButton", "showlogButton"} <= names
    log_button = win.promptBar.findChild(QToolButton, "showlogButton")
    dock = win.findChild(QWidget, "logDock")
    assert log_button.isCheckable() and log_button.isChecked() == dock.isVisible()
    before = dock.isVisible()
    log_button.click()
    assert dock.isVisible() != before
    log_button.click()
    assert dock.isVisible() == before
