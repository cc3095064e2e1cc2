"""The app around the table: start screen, new game to first turn, Continue, end screen (issue 6)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtWidgets import QApplication

from goatmaster.app.shell.application import GoatMasterApp
from goatmaster.app.play.end_screen import EndScreen
from goatmaster.app.shell.new_game_dialog import NewGameDialog
from goatmaster.games import GOAT_MASTER
from goatmaster.games.goat_master.engine.state import OVER
from goatmaster.games.goat_master.savefile import Seat

from test_session import GreedyWorker, human_turns


@pytest.fixture
def app(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr("goatmaster.games.goat_master.qt.consent_question.ask", lambda *args: True)
    made = GoatMasterApp(worker_factory=GreedyWorker)
    yield made
    if made.window is not None:
        made.window.scene.animator.speed = 0
        made.window.close()
    made.start.close()


def fast(window):
    window.scene.animator.speed = 0
    window.session.pace_ms = 0


def test_new_game_dialog_to_the_first_turn(app, qtbot, monkeypatch):
    def choose(dialog):
        dialog.set_players(3)
        dialog.set_seats([Seat("Ada", "human"), Seat("Bot", "ai", "easy"), Seat("Cat", "ai", "hard")],
                         colours=[2, 0, 4])
        dialog.set_seed(4242)
        return NewGameDialog.DialogCode.Accepted
    monkeypatch.setattr(NewGameDialog, "exec", choose)
    app.show_start()
    app.start.newGame.emit()
    window = app.window
    assert window is not None and window.isVisible() and not app.start.isVisible()
    saved = window.model.saved
    assert [p.name for p in saved.players] == ["Ada", "Bot", "Cat"]
    assert saved.app["colours"] == [2, 0, 4] and saved.app["seed"] == 4242
    assert window.scene.viewer == 0 and window.scene.interactive     # Ada may play at once
    assert "Ada: play a card" in window.promptLabel.text()


def test_choose_a_game_shows_the_start_screen_and_continue_goes_on(app, qtbot):
    """Issue 31.13: Game › Choose a game… leads back to the start screen; the game waits under Continue."""
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    fast(app.window)
    human_turns(qtbot, app.window, 2)
    qtbot.waitUntil(lambda: app.window.scene.interactive)
    history, window = list(app.window.model.history), app.window
    from goatmaster.app.shell.application import GEOMETRY_KEY
    window.resize(1100, 720)
    place = window.saveGeometry()
    window._action("actionChooseGame").trigger()
    assert app.window is None and not window.isVisible() and app.start.isVisible()
    assert app.settings.value(GEOMETRY_KEY) == place            # the start screen opens where the game was
    qtbot.waitUntil(lambda: app.start.continueButton.isEnabled())
    assert app.start.continueButton.text() == "&Continue Goat Master" and app.start.game == "goat-master"
    app.start.continueGame.emit()
    assert app.window.isVisible() and app.window.model.history == history


def test_autosave_then_restart_and_continue(app, qtbot, tmp_path):
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    fast(app.window)
    human_turns(qtbot, app.window, 5)
    qtbot.waitUntil(lambda: app.window.scene.interactive)
    state = app.window.model.state
    position = (state.turn, state.phase, list(state.cards), list(state.hands))
    app.window.close()

    again = GoatMasterApp(worker_factory=GreedyWorker)
    again.show_start()
    # The start screen paints first, then looks for the game to continue.
    qtbot.waitUntil(lambda: again.start.continueButton.isEnabled())
    again.start.continueGame.emit()
    other = again.window.model.state
    assert (other.turn, other.phase, other.cards, other.hands) == position
    again.window.close()


def test_a_broken_autosave_does_not_stop_the_app(app, qtbot, tmp_path, monkeypatch):
    """Issue 17 §2: the broken file is set aside, never overwritten, and the player is told."""
    (tmp_path / "autosave.goat").write_text("{ not json", encoding="utf-8")
    told = []
    monkeypatch.setattr("goatmaster.app.shell.application.QMessageBox.warning",
                        lambda parent, title, text: told.append(text))
    app.show_start()
    qtbot.waitUntil(lambda: bool(told))
    assert app.start.isVisible() and not app.start.continueButton.isEnabled()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave (unreadable ")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ not json"
    assert "cannot be continued" in told[0] and kept[0].name in told[0]


def test_a_solo_game_ends_with_the_end_screen_counts_and_is_kept(app, qtbot, tmp_path, monkeypatch):
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 5))
    window = app.window
    fast(window)
    human_turns(qtbot, window, 400)
    qtbot.waitUntil(lambda: window.model.state.phase == OVER, timeout=20000)
    qtbot.waitUntil(lambda: any(isinstance(w, EndScreen) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=5000)
    assert app._statistics().games == 1
    screen = next(w for w in QApplication.topLevelWidgets() if isinstance(w, EndScreen) and w.isVisible())
    finished = window.model.saved

    def no_reading(*args):
        raise AssertionError("the autosave holds the finished game: Play again need not read it")
    monkeypatch.setattr("goatmaster.app.shell.application.last_unfinished_game", no_reading)
    screen.playAgain.emit()
    qtbot.waitUntil(lambda: window.model.state.turn == 0 and window.model.state.phase != OVER)
    assert [p.name for p in window.model.saved.players] == ["Ada", "Bot"]
    screen.close()
    # Issue 31.9: the finished game is kept, and Load a game opens its folder to watch it again.
    from goatmaster.app.player_data.user_files import FINISHED_FOLDER
    from goatmaster.files.envelope import dumps
    kept = list((tmp_path / FINISHED_FOLDER).iterdir())
    assert len(kept) == 1 and kept[0].name.endswith(" Goat Master Ada vs Bot.goat")
    assert kept[0].read_text(encoding="utf-8") == dumps(finished)
    asked = []

    def open_dialog(parent, title, start, filter, places=()):
        asked.append((start, list(places)))
        return str(kept[0])
    monkeypatch.setattr("goatmaster.app.shell.application.open_file_name", open_dialog)
    app.open_game()
    assert asked == [(str(tmp_path / FINISHED_FOLDER), [tmp_path / FINISHED_FOLDER])]
    assert window.replay_of is not None and window.model.state.phase == OVER


def test_opening_a_finished_game_shows_its_replay(app, qtbot, tmp_path, monkeypatch):
    from goatmaster.cli.main import main
    path = tmp_path / "done.goat"
    main(["selfplay", "--players", "2", "--seed", "8", "--out", str(path)])
    monkeypatch.setattr("goatmaster.app.shell.application.open_file_name",
                        lambda *a, **k: str(path))
    app.show_start()
    app.start.loadGame.emit()
    assert app.window.replay_of is not None and app.window.replay_bar.isVisible()


def test_the_replay_title_names_the_turn_the_bar_shows(app, qtbot, tmp_path, monkeypatch):
    """"turn 74" in the title while the bar said "Turn 73 of 73": both name the turns shown."""
    from goatmaster.cli.main import main
    path = tmp_path / "done.goat"
    main(["selfplay", "--players", "2", "--seed", "8", "--out", str(path)])
    monkeypatch.setattr("goatmaster.app.shell.application.open_file_name",
                        lambda *a, **k: str(path))
    app.show_start()
    app.start.loadGame.emit()
    window, bar = app.window, app.window.replay_bar
    for turn in (bar.turns, bar.turns - 1, 1):
        bar.show_turn(turn)
        assert bar.label.text() == f"Turn {turn} of {bar.turns}"
        assert window.windowTitle().endswith(f"turn {turn}"), (turn, window.windowTitle())


def test_a_foreign_file_gives_a_clear_message_and_changes_nothing(app, qtbot, tmp_path, monkeypatch):
    path = tmp_path / "other.json"
    path.write_text('{"format": "chess-game", "version": 1}', encoding="utf-8")
    shown = []
    monkeypatch.setattr("goatmaster.app.shell.application.open_file_name",
                        lambda *a, **k: str(path))
    monkeypatch.setattr("goatmaster.app.shell.application.QMessageBox.warning",
                        lambda parent, title, text: shown.append(text))
    app.show_start()
    app.start.loadGame.emit()
    assert app.window is None and shown and "setup: format" in shown[0]
    assert path.read_text(encoding="utf-8") == '{"format": "chess-game", "version": 1}'


def test_a_broken_file_while_playing_names_the_problem_and_the_game_goes_on(app, qtbot, tmp_path,
                                                                          monkeypatch):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "goatmaster-save", "version": 2}', encoding="utf-8")
    shown = []
    monkeypatch.setattr("goatmaster.app.shell.application.QMessageBox.warning",
                        lambda parent, title, text: shown.append(text))
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    before = app.window.model.state
    assert not app.open_path(str(path))
    assert shown and "setup: version" in shown[0]
    assert app.window.model.state is before


def test_the_deal_number_is_shown_in_the_game_window(app, qtbot):
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 31415))
    assert "deal 31415" in app.window.windowTitle()


def test_a_new_language_applies_at_once_and_the_game_goes_on(app, qtbot, monkeypatch):
    from goatmaster import i18n
    from goatmaster.app.shell.settings_dialog import SettingsDialog

    def choose_german(dialog):
        dialog.languageCombo.setCurrentIndex(dialog.languageCombo.findData("de"))
        dialog.accept()
        return SettingsDialog.DialogCode.Accepted
    monkeypatch.setattr(SettingsDialog, "exec", choose_german)
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    window = app.window
    fast(window)
    human_turns(qtbot, window, 2)
    qtbot.waitUntil(lambda: window.scene.interactive)
    history = list(window.model.history)
    closed = []
    QApplication.instance().lastWindowClosed.connect(lambda: closed.append(True))
    try:
        app.show_settings(window)
        qtbot.waitUntil(lambda: app.window is not window)
        assert not closed                                       # the app would have quit
        again = app.window
        assert again.isVisible() and not window.isVisible()
        assert again.model.history == history                  # the game goes on where it was
        assert again.menuBar().actions()[0].text() == "&Spiel"
        assert again.promptLabel.text().startswith("Ada: Spiel")
        assert app.start.findChild(type(app.start.continueButton), "newGameButton").text() == "&Neues Spiel"
        fast(again)
        human_turns(qtbot, again, 1)                          # and can be played on
        qtbot.waitUntil(lambda: len(again.model.history) > len(history))
        app.follow_language()                                 # the same language: the same window
        assert app.window is again and again.isVisible()
    finally:
        i18n.install_translators(QApplication.instance(), "en")


def test_a_second_running_copy_does_not_play(app, qtbot, tmp_path, monkeypatch):
    """Two copies on one data folder would overwrite each other's autosave: the second closes."""
    import subprocess
    import sys
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\n"
         "from PySide6.QtCore import QLockFile\n"
         f"lock = QLockFile({str(tmp_path / 'goatmaster.lock')!r})\n"
         "assert lock.tryLock(0)\nprint('locked', flush=True)\ntime.sleep(60)\n"],
        stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        told, quit_calls = [], []
        monkeypatch.setattr("goatmaster.app.shell.application.QMessageBox.information",
                            lambda parent, title, text: told.append(text))
        monkeypatch.setattr("goatmaster.app.shell.application.QApplication.quit", lambda: quit_calls.append(1))
        app.show_start()
        qtbot.waitUntil(lambda: bool(quit_calls))
        assert "already open" in told[0] and not app.start.isVisible()
    finally:
        holder.kill()
        holder.wait()
    # Its process gone, the lock is stale: the next start plays (and keeps the folder).
    again = GoatMasterApp(worker_factory=GreedyWorker)
    painted = []
    again.start.firstPainted.connect(lambda: painted.append(True))
    again.show_start()
    qtbot.waitUntil(lambda: bool(painted))
    assert again.start.isVisible()
    again.start.close()


def test_an_unfinished_game_is_kept_when_another_takes_its_place(app, qtbot, tmp_path, monkeypatch):
    from goatmaster.app.player_data.user_files import UNFINISHED_FOLDER
    from goatmaster.games.goat_master.savefile import load
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    fast(app.window)
    human_turns(qtbot, app.window, 3)
    qtbot.waitUntil(lambda: app.window.scene.interactive)
    first = app.window.model.saved_with_pending()

    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Cleo", "human"), Seat("Bot", "ai", "hard")], [2, 1], 78))
    kept = list((tmp_path / UNFINISHED_FOLDER).iterdir())
    assert len(kept) == 1 and kept[0].name.endswith(f"Ada vs Bot (turn {len(first.game.turns) + 1}).goat")
    again = load(kept[0])
    assert again.game.turns == first.game.turns and again.game.setup == first.game.setup
    assert app.window.statusBar().currentMessage() == (
        f'Your unfinished game, Goat Master: Ada vs Bot (easy) — turn {len(first.game.turns) + 1}, was kept in '
        f'"Unfinished games": Load a game opens that folder.')
    human_turns(qtbot, app.window, 1)                         # a decision: now worth keeping too
    qtbot.waitUntil(lambda: app.window.session.flush() and bool(load(tmp_path / "autosave.goat").app.get("pending")))

    # Continuing the game in progress keeps nothing; opening the kept one keeps the other.
    app.continue_game()
    assert len(list((tmp_path / UNFINISHED_FOLDER).iterdir())) == 1
    monkeypatch.setattr("goatmaster.app.shell.application.open_file_name",
                        lambda parent, title, folder, filter, **_: str(kept[0]))
    app.open_game()
    assert app.window.model.saved.game.turns == first.game.turns
    assert app.window.path is None                              # it is the game in progress again
    names = sorted(p.name for p in (tmp_path / UNFINISHED_FOLDER).iterdir())
    assert len(names) == 1 and "Cleo vs Bot (turn " in names[0]
    assert app.window.session.flush()
    assert load(tmp_path / "autosave.goat").game.turns == first.game.turns


def test_an_unfinished_game_is_kept_when_a_new_one_starts_over_a_replay(app, qtbot, tmp_path, monkeypatch):
    """The window shows a finished game's replay, the autosave still holds the game in progress:
    a new game keeps that one aside (a replay's own game being over says nothing of it)."""
    from goatmaster.app.player_data.user_files import UNFINISHED_FOLDER
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    fast(app.window)
    human_turns(qtbot, app.window, 2)
    qtbot.waitUntil(lambda: app.window.scene.interactive)
    assert app.window.session.flush()
    monkeypatch.setattr("goatmaster.app.shell.application.open_file_name",
                        lambda *a, **k: str(_finished_game(tmp_path)))
    app.open_game()
    assert app.window.replay_of is not None and app.window.model.saved.finished
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Cleo", "human"), Seat("Bot", "ai", "hard")], [2, 1], 78))
    kept = list((tmp_path / UNFINISHED_FOLDER).iterdir())
    assert len(kept) == 1 and "Ada vs Bot (turn " in kept[0].name


def test_a_game_dealt_but_never_played_is_not_kept(app, qtbot, tmp_path):
    from goatmaster.app.player_data.user_files import UNFINISHED_FOLDER
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    qtbot.waitUntil(lambda: (tmp_path / "autosave.goat").exists())
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 79))
    assert not (tmp_path / UNFINISHED_FOLDER).exists()
    assert "kept" not in app.window.statusBar().currentMessage()


def test_a_game_that_cannot_be_kept_stops_the_other_from_starting(app, qtbot, tmp_path, monkeypatch):
    from goatmaster.games.goat_master.savefile import load
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    fast(app.window)
    human_turns(qtbot, app.window, 3)
    qtbot.waitUntil(lambda: app.window.scene.interactive)
    assert app.window.session.flush()               # the last autosave is on disk
    before = load(tmp_path / "autosave.goat")
    warned = []
    monkeypatch.setattr("goatmaster.app.shell.application.QMessageBox.warning",
                        lambda parent, title, text: warned.append(text))

    def refuse(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("goatmaster.app.shell.application.keep_aside", refuse)
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Cleo", "human"), Seat("Bot", "ai", "hard")], [2, 1], 78))
    assert "No space left on device" in warned[0] and "nothing is lost" in warned[0]
    assert [p.name for p in app.window.model.saved.players] == ["Ada", "Bot"]
    assert load(tmp_path / "autosave.goat").game.turns == before.game.turns


def test_save_as_suggests_a_name_adds_the_extension_and_load_starts_there(app, qtbot, tmp_path, monkeypatch):
    from goatmaster.games.goat_master.savefile import load
    folder = tmp_path / "my games"
    folder.mkdir()
    asked = []

    def save_dialog(parent, title, suggested, filter, **_):
        asked.append(suggested)
        return str(folder / "evening game")
    monkeypatch.setattr("goatmaster.app.play.game_window.save_file_name", save_dialog)
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    assert app.window.save_game(ask=True)
    assert asked[0].endswith("Ada vs Bot.goat")
    assert load(folder / "evening game.goat").players[0].name == "Ada"      # extension added

    def open_dialog(parent, title, start, filter, **_):
        asked.append(start)
        return ""
    monkeypatch.setattr("goatmaster.app.shell.application.open_file_name", open_dialog)
    app.open_game()
    assert asked[1] == str(folder)                   # Load a game starts where the game was saved
    assert app.window.save_game(ask=True) and asked[2] == str(folder / "Ada vs Bot.goat")


def test_the_first_save_opens_in_the_saved_games_folder(app, qtbot, tmp_path, monkeypatch):
    """Issue 31.15: not in whatever folder the app was started from."""
    from goatmaster.app.player_data.user_files import SAVED_FOLDER
    asked = []
    monkeypatch.setattr("goatmaster.app.play.game_window.save_file_name",
                        lambda parent, title, suggested, filter, places: asked.append((suggested, places)) or "")
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    assert not app.window.save_game()
    assert asked == [(str(tmp_path / SAVED_FOLDER / "Ada vs Bot.goat"), [tmp_path / SAVED_FOLDER])]
    assert (tmp_path / SAVED_FOLDER).is_dir()


def _finished_game(tmp_path):
    from goatmaster.cli.main import main
    path = tmp_path / "done.goat"
    main(["selfplay", "--players", "2", "--seed", "8", "--out", str(path)])
    return path


def test_a_file_named_at_start_opens_once_the_start_screen_is_up(app, qtbot, tmp_path):
    """`goatmaster FILE.goat` (issue 16.9): the file opens through Load a game's own path,
    after this copy has claimed the data folder (so a second copy never plays it)."""
    from goatmaster.app.shell.main import game_files
    path = _finished_game(tmp_path)
    for name in game_files(["-psn_0_4242", str(path)]):      # macOS may add a -psn_ argument
        app.open_file(name)
    assert app.window is None                   # not before the first paint
    app.show_start()
    qtbot.waitUntil(lambda: app.window is not None)
    assert app.window.replay_of is not None and app.window.path == str(path)
    assert not app.start.isVisible()


def test_a_file_open_event_opens_the_game(app, qtbot, qapp, tmp_path):
    """macOS: a double-clicked .goat arrives as a QFileOpenEvent sent to the application."""
    from PySide6.QtGui import QFileOpenEvent
    path = _finished_game(tmp_path)
    painted = []
    app.start.firstPainted.connect(lambda: painted.append(True))
    app.show_start()
    qtbot.waitUntil(lambda: bool(painted))
    qapp.installEventFilter(app)
    try:
        assert QApplication.sendEvent(qapp, QFileOpenEvent(str(path)))   # taken: nothing else sees it
    finally:
        qapp.removeEventFilter(app)
    assert app.window is not None and app.window.replay_of is not None and app.window.path == str(path)


def test_a_file_that_is_no_game_named_at_start_says_so(app, qtbot, tmp_path, monkeypatch):
    path = tmp_path / "notes.goat"
    path.write_text("shopping list", encoding="utf-8")
    shown = []
    monkeypatch.setattr("goatmaster.app.shell.application.QMessageBox.warning",
                        lambda parent, title, text: shown.append(text))
    app.open_file(str(path))
    app.show_start()
    qtbot.waitUntil(lambda: bool(shown))
    assert "notes.goat" in shown[0] and app.window is None and app.start.isVisible()


def _newest_log_line_in_sight(window) -> bool:
    view = window.logView
    line = view.visualRect(window.log.index(window.log.rowCount() - 1, 0))
    return (view.isVisible() and view.verticalScrollBar().maximum() > 0
            and line.top() >= 0 and line.bottom() < view.viewport().height())


def _show_log(window) -> None:
    window.resize(1280, 800)                                # below 1200 px the log starts hidden
    window._action("actionShowLog").setChecked(True)


def test_the_log_follows_the_game(app, qtbot, tmp_path, monkeypatch):
    """After Continue, a resize, opening a replay and at the end, the newest line is in sight."""
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    fast(app.window)
    human_turns(qtbot, app.window, 30)
    qtbot.waitUntil(lambda: app.window.scene.interactive)
    app.window.close()

    again = GoatMasterApp(worker_factory=GreedyWorker)
    again.show_start()
    qtbot.waitUntil(lambda: again.start.continueButton.isEnabled())
    again.start.continueGame.emit()
    window = again.window
    _show_log(window)
    qtbot.waitUntil(lambda: _newest_log_line_in_sight(window))
    window.resize(window.width() + 40, window.height() - 120)
    qtbot.waitUntil(lambda: _newest_log_line_in_sight(window))
    window.logView.verticalScrollBar().setValue(0)          # the player reads back: left there
    window.resize(window.width() - 40, window.height() + 120)
    qtbot.waitUntil(lambda: window.logView.verticalScrollBar().maximum() > 0)
    assert window.logView.verticalScrollBar().value() == 0
    window.logView.scrollToBottom()
    fast(window)
    human_turns(qtbot, window, 400)
    qtbot.waitUntil(lambda: window.model.state.phase == OVER, timeout=20000)
    assert window.log.lines()[-1].startswith("The game is over")
    qtbot.waitUntil(lambda: _newest_log_line_in_sight(window))

    from goatmaster.cli.main import main
    path = tmp_path / "done.goat"
    main(["selfplay", "--players", "2", "--seed", "8", "--out", str(path)])
    monkeypatch.setattr("goatmaster.app.shell.application.open_file_name",
                        lambda *a, **k: str(path))
    window.logView.verticalScrollBar().setValue(0)
    window.openGameAsked.emit()
    assert window.replay_of is not None
    qtbot.waitUntil(lambda: _newest_log_line_in_sight(window))
    window.replay_bar.show_turn(window.replay_bar.turns - 3)
    qtbot.waitUntil(lambda: _newest_log_line_in_sight(window))
    window.close()


def test_load_a_game_opens_the_folder_the_status_line_names(app, qtbot, tmp_path, monkeypatch):
    """The status line said Load a game opens the kept game while the dialog opened the last folder."""
    from goatmaster.app.player_data.user_files import UNFINISHED_FOLDER, remember_folder
    elsewhere = tmp_path / "my games"
    elsewhere.mkdir()
    remember_folder(elsewhere / "old.goat")
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 77))
    fast(app.window)
    human_turns(qtbot, app.window, 3)
    qtbot.waitUntil(lambda: app.window.scene.interactive)
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Cleo", "human"), Seat("Bot", "ai", "easy")], [2, 1], 78))
    message = app.window.statusBar().currentMessage()
    assert f'in "{UNFINISHED_FOLDER}": Load a game opens that folder.' in message
    asked = []
    monkeypatch.setattr("goatmaster.app.shell.application.open_file_name",
                        lambda parent, title, start, filter, **_: (asked.append(start), "")[1])
    app.open_game()
    app.open_game()
    assert asked == [str(tmp_path / UNFINISHED_FOLDER), str(elsewhere)]   # once, then where the player was


def test_the_game_opens_where_the_start_screen_was_and_both_remember_one_place(app, qtbot, monkeypatch):
    from goatmaster.app.shell.application import GEOMETRY_KEY
    from goatmaster.app.shell.start_screen import StartScreen
    app.show_start()
    app.start.setGeometry(120, 90, 1100, 700)
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 5))
    window = app.window
    assert window.size() == app.start.size() and not app.start.isVisible()
    window.resize(1200, 760)
    kept = window.saveGeometry()
    window.close()                                  # the app keeps the game window's place ...
    assert app.settings.value(GEOMETRY_KEY) == kept
    restored = []
    monkeypatch.setattr(StartScreen, "restoreGeometry", lambda screen, data: restored.append(data) or True)
    again = GoatMasterApp(worker_factory=GreedyWorker)
    try:
        again.show_start()                          # ... and the next start screen opens there
        assert restored == [kept]
    finally:
        again.start.close()


def test_the_ai_pace_setting_applies_to_the_open_game_and_the_next(app, qtbot, monkeypatch):
    """Issue 16: "watch the AI" slows the AI's moves down, at once and for every later game."""
    from goatmaster.app.shell.settings_dialog import SettingsDialog

    def choose_watch(dialog):
        dialog.paceCombo.setCurrentIndex(dialog.paceCombo.findData(1500))
        dialog.accept()
        return SettingsDialog.DialogCode.Accepted
    monkeypatch.setattr(SettingsDialog, "exec", choose_watch)
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 78))
    assert app.window.session.pace_ms == 600
    app.show_settings(app.window)
    assert app.window.session.pace_ms == 1500
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 79))
    assert app.window.session.pace_ms == 1500


@pytest.mark.parametrize("language, said", [
    ("fr", "Ta partie inachevée, Goat Master : Joueur 1 contre Hugo (facile) — tour {turn}, a été gardée dans "
           "«\u00a0Parties inachevées\u00a0»\u00a0: «\u00a0Ouvrir une partie\u00a0» ouvre ce dossier."),
    ("de", "Dein unfertiges Spiel, Goat Master: Spieler 1 gegen Hugo (leicht) — Zug {turn}, wurde in „Unfertige "
           "Spiele“ aufbewahrt: „Spiel laden“ öffnet diesen Ordner.")])
def test_a_kept_game_is_named_in_the_players_language_and_the_line_shows_it_whole(app, qtbot, tmp_path, language,
                                                                                  said):
    """"« … Player 1 vs Hugo (turn 22) » dans « Unfinished games »": the status line named the file
    and its folder as they are on disk.  It names the game, its players (a default name in the
    player's language) and the folder in the player's words; the folder keeps its name on disk.
    At 1024 px the line was cut: a message too long is elided, whole in the line's tooltip."""
    from goatmaster import i18n
    from goatmaster.app.player_data.user_files import UNFINISHED_FOLDER
    assert i18n.install_translators(QApplication.instance(), language) == language
    try:
        app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Player 1", "human"), Seat("Hugo", "ai", "easy")], [0, 1], 77))
        fast(app.window)
        human_turns(qtbot, app.window, 3)
        qtbot.waitUntil(lambda: app.window.scene.interactive)
        turn = len(app.window.model.saved_with_pending().game.turns) + 1
        said = said.replace("{turn}", str(turn))
        app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Cleo", "human"), Seat("Bot", "ai", "hard")], [2, 1], 78))
        kept = list((tmp_path / UNFINISHED_FOLDER).iterdir())
        assert len(kept) == 1 and kept[0].name.endswith(f"Player 1 vs Hugo (turn {turn}).goat")     # on disk as it was
        line = app.window.statusBar()
        app.window.resize(1024, 700)
        assert line.currentMessage() == said
        assert super(type(line), line).currentMessage() == said or line.toolTip() == said
        font = line.font()                          # offscreen Qt's font is small; a desktop's is not
        font.setPointSizeF(font.pointSizeF() * 1.4)
        line.setFont(font)                          # at 1024 px, the narrowest the window goes
        assert line.currentMessage() == said
        shown = super(type(line), line).currentMessage()          # what Qt draws
        assert shown != said and shown.endswith("…") and said.startswith(shown[:-1])
        assert line.fontMetrics().horizontalAdvance(shown) <= line.width() - 18
        assert line.toolTip() == said
        app.window.resize(2560, 1000)                              # room for it all: whole, no tooltip
        qtbot.waitUntil(lambda: super(type(line), line).currentMessage() == said)
        assert line.toolTip() == ""
    finally:
        i18n.install_translators(QApplication.instance(), "en")


def test_continue_takes_up_the_chosen_games_unfinished_game(app, qtbot, tmp_path):
    """Issue 62: with Meadow Dice chosen, the start screen offered "Continue Goal Rows".  Continue
    offers the chosen game's unfinished game, kept aside or not, and names another game's only
    where the chosen one has none."""
    from goatmaster.app.player_data.user_files import UNFINISHED_FOLDER
    from goatmaster.games import MEADOW_DICE
    app.play(GoatMasterApp.dealt(MEADOW_DICE, [Seat("Ada", "human"), Seat("Bea", "human")], [], 5))
    model = app.window.model
    for _ in range(6):                                   # a few decisions of the two people at the table
        qtbot.waitUntil(lambda: model.state.current_player() >= 0)
        assert app.window.session.human_decided(model.state.legal_actions()[0])
    qtbot.waitUntil(lambda: app.window.session.flush())
    meadow = list(model.history)
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Cleo", "human"), Seat("Bot", "ai", "easy")], [2, 1], 78))
    fast(app.window)
    human_turns(qtbot, app.window, 2)
    qtbot.waitUntil(lambda: app.window.scene.interactive)
    goat_master = list(app.window.model.history)
    assert len(list((tmp_path / UNFINISHED_FOLDER).iterdir())) == 1         # Meadow Dice, kept aside
    app.choose_game()
    start = app.start
    qtbot.waitUntil(lambda: start.continueButton.isEnabled())
    assert start.game == "goat-master" and start.continueButton.text() == "&Continue Goat Master"

    start.gameCards["meadow"].click()                      # its own unfinished game, kept aside
    assert start.game == "meadow" and start.continueButton.text() == "&Continue Meadow Dice"
    assert start.continueDetail.text().startswith("Ada vs Bea — turn ")
    start.gameCards["rows"].click()                        # none: the game in progress, named
    assert start.continueButton.text() == "&Continue Goat Master"
    assert start.continueDetail.text().startswith("Cleo vs Bot (easy) — turn ")

    start.gameCards["meadow"].click()
    start.continueButton.click()
    assert app.window.model.entry.name == "meadow" and list(app.window.model.history) == meadow
    kept = list((tmp_path / UNFINISHED_FOLDER).iterdir())
    assert len(kept) == 1 and "Cleo vs Bot" in kept[0].name      # the other game kept aside in its place
    app.choose_game()
    qtbot.waitUntil(lambda: start.continueButton.isEnabled())
    start.gameCards["goat-master"].click()
    start.continueButton.click()
    assert app.window.model.entry.name == "goat-master" and list(app.window.model.history) == goat_master
