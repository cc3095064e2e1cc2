"""Every game with a table, played whole through the app's window (``GameWindow``).

For each registered game (Goat Master, Meadow Dice, Goal Rows and the tests'
poker alike, one path for every game): the app deals a game with a human at seat 0 and AI seats
answered by the game's greedy seat; the human's choices go through the table's
``decided`` signal, as a click would; the game ends, is counted, and the end
screen shows every seat.  Undo and redo give back the same chance outcomes, the
autosave continues the turn in progress, and a finished game replays turn by turn.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal  # noqa: E402

from goatmaster.app.shell.application import GoatMasterApp  # noqa: E402
from goatmaster.app.play.end_screen import EndScreen  # noqa: E402
from goatmaster.app.play.game_window import GameWindow  # noqa: E402
from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.app.player_data.user_files import FINISHED_FOLDER, autosave_path  # noqa: E402
from goatmaster.core.game import CHANCE  # noqa: E402
from goatmaster.core.registry import entries  # noqa: E402
from goatmaster.files import envelope  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402

GAMES = [game for game in entries() if game.table]


class GreedyWorker(QObject):
    """Stands in for the AI worker: the game's greedy seat, answered on the event loop."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, game):
        super().__init__()
        self.player = game.ai.greedy(3)

    def think(self, observation, settings=None, seed=None):
        action = self.player.decide(observation)
        QTimer.singleShot(0, lambda: self.finished.emit(action))

    def cancel(self):
        pass

    def play_now(self):
        pass


@pytest.fixture
def app(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    made = []

    def make(game):
        gm = GoatMasterApp(worker_factory=lambda: GreedyWorker(game))
        made.append(gm)
        return gm
    yield make
    for gm in made:
        if gm.window is not None:
            gm.window.close()
        gm.start.close()


def start(app, game, seed=4):
    players = max(game.info.min_seats, min(3, game.info.max_seats))
    seats = [Seat("Ada", "human")] + [Seat(f"Bot{k}", "ai", "easy") for k in range(1, players)]
    gm = app(game)
    gm.play(GoatMasterApp.dealt(game, seats, list(range(players)), seed))
    window = gm.window
    assert isinstance(window, GameWindow)
    window.set_animation_speed(0)
    window.session.pace_ms = 0
    return gm, window


def human_acts(window, chooser) -> None:
    """The human's choice goes through the table, as its click would."""
    observation = window.model.observation(0)
    window.table.decided.emit(chooser.decide(observation))


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_a_whole_game_through_the_window_to_the_end_screen(qtbot, app, game, monkeypatch, tmp_path):
    shown = []
    monkeypatch.setattr(EndScreen, "open", lambda screen: shown.append(screen))
    gm, window = start(app, game)
    chooser = game.ai.greedy(7)
    state = window.model.state
    for _ in range(2000):
        if state.is_terminal():
            break
        qtbot.waitUntil(lambda: window.model.state.is_terminal() or (
            window.model.state.current_player() == 0 and window._table_interactive()), timeout=10000)
        state = window.model.state
        if not state.is_terminal():
            human_acts(window, chooser)
        state = window.model.state
    assert state.is_terminal()
    assert "wins with" in window.promptLabel.text() or "over" in window.promptLabel.text()
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)               # the end screen, after the last move
    screen = shown[0]                                                   # the app deletes it once it closes
    assert screen.table.rowCount() == window.model.players
    dock = [window.scores.headerData(c, Qt.Orientation.Horizontal) for c in range(window.scores.columnCount())]
    ended = [screen.table.horizontalHeaderItem(c).text() for c in range(screen.table.columnCount())]
    assert ended == ["Place"] + dock                    # one order for the dock and the end screen (issue 31)
    legend = window.table.end_legend()                 # what the columns count, if the game says
    assert screen.legendLabel.text() == legend and screen.legendLabel.isVisibleTo(screen) == bool(legend)
    assert bool(legend) == (game.name != "toy-poker")
    totals, winners = state.result()
    assert all(window.model.seat_name(s) in screen.titleLabel.text() for s in winners)
    assert gm._statistics(game.name).games == 1                          # counted once
    assert window.session.flush() and envelope.load(autosave_path()).finished     # the autosave has the end
    assert window.log.rowCount() > 0
    first = window.model.saved
    kept = list((tmp_path / FINISHED_FOLDER).iterdir())                # kept to watch again (issue 31.9)
    assert len(kept) == 1 and envelope.dumps(envelope.load(kept[0])) == envelope.dumps(first)
    screen.playAgainButton.click()                                      # the same game and seats, a new deal
    qtbot.waitUntil(lambda: not gm.window.model.state.is_terminal(), timeout=5000)
    again = gm.window.model.saved
    assert again.FORMAT == first.FORMAT and again.players == first.players
    assert again.app["seed"] != first.app["seed"] and again.app.get("options") == first.app.get("options")


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_undo_redo_and_continue_keep_every_chance_outcome(qtbot, app, game):
    gm, window = start(app, game, seed=12)
    chooser = game.ai.greedy(5)
    model = window.model
    for _ in range(3):                                                  # a few decisions of Ada's
        qtbot.waitUntil(lambda: model.state.current_player() == 0 and window._table_interactive(),
                        timeout=10000)
        human_acts(window, chooser)
    qtbot.waitUntil(lambda: model.state.current_player() == 0 and window._table_interactive(), timeout=10000)
    before = list(model.saved.game.actions)
    history = list(model.history)
    window._action("actionUndo").trigger()
    assert len(model.history) < len(history)
    window._action("actionRedo").trigger()
    qtbot.waitUntil(lambda: len(model.saved.game.actions) >= len(before), timeout=10000)
    assert model.saved.game.actions[:len(before)] == before            # the same dice, the same cards
    # The autosave holds the turn in progress; Continue gives back the same position.
    window.session.autosave()
    assert window.session.flush()                                       # written on the writer's thread
    again = MatchModel(envelope.load(autosave_path()))
    assert again.saved.game.actions == model.saved.game.actions
    assert again.state.current_player() == model.state.current_player()


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_choose_a_game_goes_back_to_the_start_screen_and_continue_names_the_game(qtbot, app, game):
    """Issue 31.13-14: Game › Choose a game… shows the start screen, on the game just played;
    Continue names that game whichever card is chosen, and takes it up where it was."""
    gm, window = start(app, game)
    chooser = game.ai.greedy(5)
    for _ in range(2):
        qtbot.waitUntil(lambda: window.model.state.current_player() == 0 and window._table_interactive(),
                        timeout=10000)
        human_acts(window, chooser)
    qtbot.waitUntil(lambda: window.model.state.current_player() == 0 and window._table_interactive(),
                    timeout=10000)
    actions = list(window.model.saved.game.actions)
    window._action("actionChooseGame").trigger()
    page = gm.start
    assert page.isVisible() and gm.window is None and not window.isVisible()
    qtbot.waitUntil(lambda: page.continueButton.isEnabled())
    title = QCoreApplication.translate("Games", game.info.title)
    assert page.game == game.name and page.titleLabel.text() == title
    assert page.continueButton.text() == f"&Continue {title}"
    other = next(entry for entry in entries() if entry.name in page.gameCards and entry is not game)
    page.gameCards[other.name].click()
    assert page.game == other.name and page.titleLabel.text() == other.info.title
    assert page.continueButton.text() == f"&Continue {title}"
    page.continueGame.emit()
    assert gm.window is not None and gm.window.isVisible() and not page.isVisible()
    assert gm.window.model.saved.game.actions == actions
    again = app(game)                                       # the next start opens on it too
    again.show_start()
    qtbot.waitUntil(lambda: again.start.continueButton.isEnabled())
    assert again.start.game == game.name


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_a_finished_game_replays_turn_by_turn(qtbot, app, game, tmp_path):
    match = game.new_match(2, 3, None)
    rng = random.Random(3)
    while not match.state.is_terminal():
        state = match.state
        if state.current_player() == CHANCE:
            match.apply_action(state.chance_outcome(rng))
        else:
            match.apply_action(rng.choice(state.legal_actions()))
    saved = game.codec.saved_game([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], match, {})
    path = tmp_path / "finished.goat"
    envelope.save(path, saved)
    gm = app(game)
    assert gm.open_path(str(path))
    window = gm.window
    window.set_animation_speed(0)
    assert window.replay_of is not None and window.replay_bar.isVisible()
    turns = game.codec.turn_count(envelope.load(path))
    window.replay_bar.turnChosen.emit(0)
    assert window.model.turns_played() == 0
    for turn in range(1, turns + 1):                                   # forward, one turn at a time
        window.replay_bar.turnChosen.emit(turn)
        assert window.model.turns_played() == turn
    assert window.model.state.is_terminal() and window.model.state.result() == match.state.result()
    window.replay_bar.closed.emit()
    assert window.replay_of is None and window.model.state.is_terminal()


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_hot_seat_hands_the_screen_over_for_every_turn_and_question(qtbot, app, game, monkeypatch):
    """All seats human: whoever acts gets the screen only through the hand-over, and nobody's
    secrets show while it covers the table.  A game without secrets (Meadow Dice) needs no
    hand-over screen: each person's turn is announced over the table instead (issue 31, 4)."""
    players = game.info.max_seats if game.info.max_seats <= 3 else 3
    seats = [Seat(f"P{k}", "human") for k in range(players)]
    # A table that asks in a message box (Goat Master's dog, R18) is answered yes.
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)
    gm = app(game)
    gm.play(GoatMasterApp.dealt(game, seats, list(range(players)), 8))
    window = gm.window
    window.set_animation_speed(0)
    announced: list[int] = []
    window.session.turnAnnounced.connect(announced.append)
    chooser = game.ai.greedy(2)
    model, table = window.model, window.table
    calls = changes = 0
    last = None
    for _ in range(80):
        if model.state.is_terminal():
            break
        qtbot.waitUntil(lambda: window.hand_over.isVisible() or window._table_interactive(), timeout=5000)
        actor = model.state.current_player()
        changes += actor != last
        last = actor
        if window.hand_over.isVisible():
            assert not window._table_interactive() and window._viewer is None     # the table hides every hand
            calls += 1
            window.hand_over.ready.emit()
        elif not game.info.secrets:
            assert announced[-1] == actor and f"P{actor}" in window.summary.text()
        assert window._table_interactive() and window._viewer == actor
        table.decided.emit(chooser.decide(model.observation(actor)))
    if game.info.secrets:
        assert calls >= 10 and not announced          # every change of player went through the hand-over
    else:
        assert calls == 0 and len(announced) == changes >= 10


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_window_menus_open_the_games_own_rules_and_statistics(qtbot, app, game, monkeypatch):
    from goatmaster.app.shell.rules_page import RulesDialog, rules_file
    from goatmaster.app.shell.statistics_dialog import StatisticsDialog
    gm, window = start(app, game)
    window.rulesAsked.emit()
    dialog = window.findChild(RulesDialog)
    assert dialog is not None and dialog.path.name == rules_file("en", game.name).name
    seen = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda dialog: seen.append(dialog.statistics.game))
    window.statisticsAsked.emit()
    assert seen == [game.name]
    dialog.close()                              # (a window left open takes later tests' focus)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_turn_in_progress_is_followed_action_by_action(qapp, game):
    """What the autosave keeps aside as the turn in progress is what a replay from the start finds."""
    match = game.new_match(2, 17, None)
    model = MatchModel(game.codec.saved_game([Seat("A", "human"), Seat("B", "human")], match, {}), seed=17)
    rng = random.Random(17)
    for step in range(120):
        if model.state.is_terminal():
            break
        pending = model.saved_with_pending().app.get("pending", [])
        replay = model.saved.game.restart()     # each action's text, read in its place, and the last turn's end
        texts, whole = [], 0
        for k, action in enumerate(model.saved.game.actions, 1):
            texts.append(replay.state.action_to_string(action))
            turns = game.turns(replay.state) if game.turns is not None else None
            replay.apply_action(action)
            if game.turns is None or game.turns(replay.state) != turns:
                whole = k
        assert pending == texts[whole:]
        model.apply_action(rng.choice(model.state.legal_actions()))
        if step == 60:
            model.rewind(len(model.history) - 3)          # an undo rebuilds it
