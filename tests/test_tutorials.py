"""Every game's guided first game (issue 35): its script and steps, and the lesson played through
the real window, in English, French and German, at 1024×700 and 2560×1440.

The script is checked move by move on the engine; then the app's own Learn to play starts the
lesson and the test does what a learner does: reads each card (its target shown on the screen,
its words inside it, at both sizes), presses Next, or makes the move a step asks for, after a
wrong move first, which must be answered on the card and change nothing.  The lesson ends at
the end screen, is not counted in the statistics, and is not offered again.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QObject, QRect, QSize, Qt, Signal  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from goatmaster import i18n  # noqa: E402
from goatmaster.app.play.end_screen import EndScreen  # noqa: E402
from goatmaster.app.play.tutorial import TutorialPlayer  # noqa: E402
from goatmaster.app.shell.application import TUTORIAL_KEY, GoatMasterApp  # noqa: E402
from goatmaster.core.game import CHANCE  # noqa: E402
from goatmaster.core.registry import entries  # noqa: E402
from goatmaster.core.tutorial import END, Tutorial  # noqa: E402
from goatmaster.files import app_data  # noqa: E402
from goatmaster.app.player_data.user_files import UNFINISHED_FOLDER  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.search.seats import knowledge_of  # noqa: E402
from test_every_game_window import GreedyWorker  # noqa: E402

TUTORED = [game for game in entries() if game.tutorial is not None]
SIZES = (QSize(1024, 700), QSize(2560, 1440))
TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"


def tutorial_of(game) -> Tutorial:
    assert game.tutorial is not None
    return game.tutorial


def actors(game) -> list[int]:
    """Who acts before each move of the script (a seat or CHANCE), and after the last."""
    tutorial = tutorial_of(game)
    match = game.new_match(tutorial.players, tutorial.seed, tutorial.options)
    who = []
    for action in tutorial.actions(game.new_match(tutorial.players, tutorial.seed, tutorial.options)):
        who.append(match.state.current_player())
        match.apply_action(action)
    return who


def test_every_game_of_the_app_has_a_lesson():
    """Each game on the start screen teaches itself (the test-only toy poker has no rules to teach)."""
    assert {game.name for game in TUTORED} == {game.name for game in entries() if game.table and game.rules}
    assert len(TUTORED) >= 3


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_the_script_is_a_whole_legal_game(game):
    tutorial = tutorial_of(game)
    match = game.new_match(tutorial.players, tutorial.seed, tutorial.options)
    tutorial.actions(match)             # every move legal where it stands
    assert match.state.is_terminal(), "the script ends the game"
    assert 0 <= tutorial.learner < tutorial.players
    assert tutorial.level in knowledge_of(game).levels


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_each_step_stands_where_a_seat_acts(game):
    """Steps in the script's order, each where a seat (not chance) acts, the acting ones where the
    learner does and last at their place, and the end's steps last."""
    tutorial, who = tutorial_of(game), actors(game)
    places = [step.at for step in tutorial.steps if step.at != END]
    assert places == sorted(places)
    ending = [step for step in tutorial.steps if step.at == END]
    assert ending and tutorial.steps[-len(ending):] == tuple(ending), "the end's steps come last"
    for k, step in enumerate(tutorial.steps):
        assert step.text.strip()
        if step.at == END:
            assert not step.act
            continue
        assert 0 <= step.at < len(who) and who[step.at] != CHANCE, (k, step.at)
        if step.act:
            assert who[step.at] == tutorial.learner, (k, step.at)
            later = tutorial.steps[k + 1] if k + 1 < len(tutorial.steps) else None
            assert later is None or later.at != step.at, f"step {k} waits for a move: nothing can follow it there"


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_every_text_is_translated(game, language):
    tutorial = tutorial_of(game)
    root = ET.parse(TRANSLATIONS / f"goatmaster_{language}.ts").getroot()
    done = {message.findtext("source"): message.find("translation")
            for context in root.iter("context") if context.findtext("name") == tutorial.context
            for message in context.iter("message")}
    for text in [text for step in tutorial.steps for text in (step.text, step.hint, step.off) if text]:
        translation = done.get(text)
        assert translation is not None and translation.text and translation.get("type") is None, text[:60]


# ---------------------------------------------------------------------- through the window

class ScriptOnly(QObject):
    """The AI worker of a lesson that keeps to its script: it is never asked to think."""

    finished = Signal(object)
    failed = Signal(str)

    def think(self, *args, **kwargs) -> None:
        raise AssertionError("a lesson on its script asked the AI to think")

    def cancel(self) -> None:
        pass

    def play_now(self) -> None:
        pass


@pytest.fixture
def lesson(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr("goatmaster.games.goat_master.qt.consent_question.ask", lambda *args: True)
    made: list[GoatMasterApp] = []

    def start(game, language: str = "en") -> GoatMasterApp:
        """An app playing ``game``'s lesson (``None``: at its start screen)."""
        i18n.install_translators(QApplication.instance(), language)
        app = GoatMasterApp(worker_factory=ScriptOnly)
        made.append(app)
        if game is None:
            app.show_start()
            qtbot.waitUntil(lambda: bool(app.start.gameCards), timeout=5000)
            return app
        app.learn(game.name)
        window = app.window
        assert window is not None and isinstance(window.tutorial, TutorialPlayer)
        window.set_animation_speed(0)
        window.session.pace_ms = 0
        return app

    yield start
    for app in made:
        if app.window is not None:
            for screen in app.window.findChildren(EndScreen):
                screen.close()
            app.window.close()
        app.start.close()
    i18n.install_translators(QApplication.instance(), "en")


def end_screen(window) -> EndScreen | None:
    """The end screen shown over ``window``, if any."""
    return next((w for w in QApplication.topLevelWidgets()
                 if isinstance(w, EndScreen) and w.isVisible() and w.parent() is window), None)


def check_card(window, player: TutorialPlayer, step) -> None:
    """At each size: the card is shown with every word inside it, and what it points at is on screen."""
    host = window.tableView.parentWidget()
    for size in SIZES:
        window.resize(size)
        QApplication.processEvents()
        player._place()
        assert player.card.isVisible() and player.card.text_fits(), (size, step.text[:50])
        point = player.lesson.point(player.index)
        if not point:
            continue
        target = player.target(point)
        assert target is not None, f"{point!r} is not on the table at {size}"
        assert QRect(QRect(0, 0, host.width(), host.height())).contains(target), (point, target, size)
        assert player.card.target == target, "the ring is round the target"


def wrong_move(window, expected: int) -> int | None:
    legal = window.model.state.legal_actions()
    return next((action for action in legal if action != expected), None)


def play_through(qtbot, window, wrong_moves: bool = True) -> int:
    """Play the lesson as a learner; the number of steps read."""
    player, model = window.tutorial, window.model
    seen: set[int] = set()
    for _ in range(4 * (len(player.tutorial.moves) + len(player.steps))):
        if end_screen(window) is not None:
            break
        step = player.shown()
        if step is not None and player.index not in seen:
            seen.add(player.index)
            check_card(window, player, step)
        state = model.state
        if step is not None and not step.act:
            before = (player.index, len(model.saved.game.actions))
            qtbot.mouseClick(player.card.next_button, Qt.MouseButton.LeftButton)
            assert (player.index, len(model.saved.game.actions)) != before
            continue
        if state.is_terminal():
            qtbot.waitUntil(lambda: end_screen(window) is not None, timeout=5000)
            break
        if state.current_player() == player.tutorial.learner and window._table_interactive():
            expected = model.scripted()
            assert expected is not None, "the lesson left its script"
            wrong = wrong_move(window, expected) if step is not None and step.act and wrong_moves else None
            if wrong is not None:
                position = list(model.saved.game.actions)
                window.table.decided.emit(wrong)
                assert list(model.saved.game.actions) == position, "a wrong move changed the game"
                assert player.card.hint.isVisible() and player.card.hint.text()
            window.table.decided.emit(expected)
            continue
        moved = len(model.saved.game.actions)
        qtbot.waitUntil(lambda: len(model.saved.game.actions) != moved or player.shown() is not None
                        or window._table_interactive() or model.state.is_terminal(), timeout=5000)
    assert end_screen(window) is not None, "the lesson reached the end screen"
    return len(seen)


# The lesson plays alike in every language: French and German play through in the full run only; the
# quick run plays English, and test_every_text_is_translated checks every step's French and German.
@pytest.mark.parametrize("language", ["en", pytest.param("fr", marks=pytest.mark.slow),
                                      pytest.param("de", marks=pytest.mark.slow)])
@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_the_lesson_plays_through_to_the_end_screen(qtbot, lesson, game, language):
    app = lesson(game, language)
    window = app.window
    read = play_through(qtbot, window)
    assert read == len(tutorial_of(game).steps), "every step was shown"
    assert app.settings.value(TUTORIAL_KEY.replace("%1", game.name)) == "done"
    assert app._statistics(game.name).rows() == [], "a lesson is not counted"


def advance(qtbot, window, arrived, what: str) -> None:
    """Read and play on (Next, or the script's move) until ``arrived()``."""
    player, model = window.tutorial, window.model
    for _ in range(4 * (len(player.tutorial.moves) + len(player.steps))):
        if arrived():
            return
        step, position = player.shown(), len(model.saved.game.actions)
        if step is not None and not step.act:
            player.card.next_button.click()
        elif window._table_interactive():
            window.table.decided.emit(model.scripted())
        else:
            qtbot.waitUntil(lambda: len(model.saved.game.actions) != position or player.shown() is not None
                            or window._table_interactive(), timeout=5000)
    raise AssertionError(f"{what} never came: at step {player.index}, move {len(model.saved.game.actions)}, "
                         f"shown {player.shown()}, interactive {window._table_interactive()}")


def advance_to(qtbot, window, index: int) -> None:
    """On until step ``index`` is on the table."""
    player = window.tutorial
    advance(qtbot, window, lambda: player.index == index and player.shown() is not None, f"step {index}")


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_back_next_and_continue_keep_the_place(qtbot, lesson, game):
    """Back takes the moves since the previous step back; leaving keeps the step; Continue resumes it."""
    app = lesson(game)
    window = app.window
    player = window.tutorial
    acting = next(k for k, step in enumerate(player.steps) if step.act)
    advance_to(qtbot, window, acting + 1)
    reached = len(window.model.saved.game.actions)
    assert reached > player.steps[acting].at
    player.card.back_button.click()
    qtbot.waitUntil(lambda: player.shown() is not None, timeout=5000)
    assert player.index == acting and len(window.model.saved.game.actions) == player.steps[acting].at
    assert window.model.scripted() is not None, "back on the script"
    player.card.leave.emit()
    assert app.window is None and app.start.isVisible()
    qtbot.waitUntil(lambda: app.start.continueButton.isEnabled(), timeout=5000)
    assert app.start.continueDetail.text() == f"Lesson — step {acting + 1} of {len(player.steps)}", \
        "Continue names the lesson where it stands"
    app.start.continueGame.emit()
    again = app.window.tutorial
    assert again is not None and again.index == acting and again.shown() == player.steps[acting]
    assert app.window.model.saved.app[app_data.TUTORIAL]["log"][-1] == [acting, player.steps[acting].at]


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_the_lesson_is_offered_to_a_newcomer_until_skipped(qtbot, lesson, game):
    app = lesson(None)
    app.start.choose_game(game.name)
    assert app.start.offerLabel.isVisibleTo(app.start) and app.start.learnButton.property("role") == "primary"
    app.start.offerLabel.linkActivated.emit("skip")
    assert not app.start.offerLabel.isVisibleTo(app.start)
    assert app.settings.value(TUTORIAL_KEY.replace("%1", game.name)) == "skipped"
    assert app.start.learnButton.isEnabled(), "Learn to play keeps the lesson"


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_the_lesson_is_read_with_the_keyboard_alone(qtbot, lesson, game):
    """Alt+N reads on and Alt+B goes back while the table keeps the focus; Enter makes the move an
    acting step asks for."""
    window = lesson(game).window
    player = window.tutorial
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=5000)
    window.tableView.setFocus()
    assert player.index == 0 and not player.steps[0].act

    def press(letter, step: int) -> None:       # a button's shortcut clicks it a moment later
        qtbot.keyClick(QApplication.focusWidget(), letter, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: player.index == step, timeout=5000)

    press(Qt.Key.Key_N, 1)
    press(Qt.Key.Key_B, 0)
    for key, step in ((Qt.Key.Key_Return, 1), (Qt.Key.Key_Space, 2)):     # Enter and Space read on too
        qtbot.keyClick(window.tableView, key)
        qtbot.waitUntil(lambda: player.index == step, timeout=5000)
        assert not player.steps[0].act and len(window.model.saved.game.actions) <= player.steps[step].at
    press(Qt.Key.Key_B, 1)
    press(Qt.Key.Key_B, 0)
    acting = next(k for k, step in enumerate(player.steps) if step.act)
    while player.index < acting:
        press(Qt.Key.Key_N, player.index + 1)
    assert QApplication.focusWidget() is window.tableView
    qtbot.waitUntil(window._table_interactive, timeout=5000)
    position = len(window.model.saved.game.actions)
    qtbot.keyClick(window.tableView, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.model.saved.game.actions) > position, timeout=5000)
    assert window.model.saved.game.actions[position] == window.model.script[position]


def leave_the_script(qtbot, window, game) -> int:
    """Play the lesson up to its first free choice and make another move than the script's there;
    the number of actions before that move.  From there the AI is ``greedy``."""
    worker = GreedyWorker(game)         # the AI thinks where the lesson does not steer it
    window.session.worker = worker
    worker.finished.connect(window.session._on_ai_decision)
    player, model = window.tutorial, window.model
    learner = player.tutorial.learner
    acting = {step.at for step in player.steps if step.act}
    replay, choices = model.saved.game.restart(), []
    for action in model.script:
        choices.append(len(replay.state.legal_actions()) if replay.state.current_player() == learner else 0)
        replay.apply_action(action)
    free = next(k for k, count in enumerate(choices) if count > 1 and k not in acting)
    advance_to_move(qtbot, window, free)
    scripted = model.scripted()
    other = next(a for a in model.state.legal_actions() if a != scripted)
    window.table.decided.emit(other)
    assert model.scripted() is None
    return free


def play_on_freely(qtbot, window, game) -> list[int]:
    """Read every step and play the learner's moves by ``greedy`` to the lesson's end (the end
    screen, or the card saying some steps could not show); the steps shown on the way."""
    player, model = window.tutorial, window.model
    learner = player.tutorial.learner
    greedy, shown = game.ai.greedy(7), []
    for _ in range(2000):
        if end_screen(window) is not None or player._missed:
            break
        current = player.lesson.current()
        if current is not None and not player.acts():
            shown.append(current)
            assert player.card.isVisible() and player.card.text.text()
            player.card.next_button.click()
        elif window._table_interactive():
            window.table.decided.emit(greedy.decide(model.state.observation(learner)))
        else:
            moved, log = len(model.saved.game.actions), len(player.lesson.log)
            qtbot.waitUntil(lambda: len(model.saved.game.actions) != moved or window._table_interactive()
                            or len(player.lesson.log) != log or player._missed
                            or end_screen(window) is not None, timeout=5000)
    return shown


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_after_a_free_move_the_steps_show_when_their_situation_comes(qtbot, lesson, game):
    """Another move than the script's: the game goes on from there, and each step not shown yet
    shows when its situation arises, in the game's own words, up to the end's steps; none goes
    silent."""
    window = lesson(game).window
    player = window.tutorial
    leave_the_script(qtbot, window, game)
    before = set(player.lesson.shown())
    later = play_on_freely(qtbot, window, game)
    assert later and set(later) - before, "steps still show off the script"
    if player._missed:
        assert player.card.isVisible() and "could not show" in player.card.text.text()
    else:
        assert end_screen(window) is not None
        assert player.lesson.shown() == set(range(len(player.steps))), "every step showed"


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_a_step_whose_situation_never_comes_is_said_and_offers_the_way_back(qtbot, lesson, game):
    """A situation that cannot come any more: at the end the card says so (it never goes silent),
    and Back returns to the position before the learner's own move, on the script again."""
    window = lesson(game).window
    player = window.tutorial
    left = leave_the_script(qtbot, window, game)
    lost = next(k for k, step in enumerate(player.steps) if step.when is not None
                and k not in player.lesson.shown())
    steps = list(player.lesson.steps)
    steps[lost] = replace(steps[lost], when=lambda before, after, learner: None, aim=None)
    player.lesson.steps = tuple(steps)
    play_on_freely(qtbot, window, game)
    assert player._missed and player.card.isVisible() and end_screen(window) is None
    assert "could not show" in player.card.text.text()
    player.card.back_button.click()
    qtbot.waitUntil(lambda: len(window.model.saved.game.actions) == left, timeout=5000)
    assert window.model.scripted() is not None, "back on the script, before the learner's own move"
    assert not player._missed and lost not in player.lesson.shown()


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_a_step_that_can_no_longer_show_is_said_at_once_and_the_game_plays_on_without_it(qtbot, lesson, game):
    """A situation that can no longer come (every dog played, say) is said as soon as it cannot,
    not at the end: the AI waits; Next plays the game on without that step, whose place the
    later steps take, to the end's steps and the end screen; Continue keeps it so."""
    window = lesson(game).window
    player, model = window.tutorial, window.model
    leave_the_script(qtbot, window, game)
    lost = next(k for k, step in enumerate(player.steps) if step.when is not None
                and k not in player.lesson.shown())
    steps = list(player.lesson.steps)
    steps[lost] = replace(steps[lost], when=lambda before, after, learner: None, aim=None,
                          possible=lambda state, learner: False)
    player.lesson.steps = tuple(steps)
    for _ in range(50):                 # the steps that arose before it are read first
        if player._missed:
            break
        if player.lesson.current() is not None and not player.acts():
            player.card.next_button.click()
        else:
            player._follow()
    assert player._missed and player.card.isVisible() and not model.state.is_terminal()
    assert "can no longer show" in player.card.text.text() and end_screen(window) is None
    if not model.is_human(model.state.current_player()):
        assert player.holds(), "the AI waits while the learner chooses"
    player.card.next_button.click()
    assert not player._missed and lost in player.lesson.dropped
    assert player.lesson.kept()["dropped"] == [lost]
    play_on_freely(qtbot, window, game)
    assert not player._missed and end_screen(window) is not None
    assert lost not in player.lesson.shown()
    assert player.lesson.shown() | {lost} == set(range(len(player.steps))), "every other step showed"


def test_goat_masters_lesson_keeps_the_cards_it_drew_and_draws_the_deals_again_on_the_script(qtbot, lesson):
    """Off the script the lesson chooses the cards still to come (Goat Master's refill is the
    deck's top card, R11): the saved lesson keeps the order they were drawn in, so Continue
    stands where the lesson stood (not "the lesson changed"); Back to the script draws the
    deal's cards again, and the script plays through to the end screen."""
    game = next(g for g in TUTORED if g.name == "goat-master")
    app = lesson(game)
    window = app.window
    player, model = window.tutorial, window.model
    dealt = game.new_match(game.tutorial.players, game.tutorial.seed, None).setup.deck
    leave_the_script(qtbot, window, game)
    greedy = game.ai.greedy(7)
    for _ in range(300):
        if model.saved.game.setup.deck != dealt and window._table_interactive() and player.shown() is None:
            break
        if player.lesson.current() is not None and not player.acts():
            player.card.next_button.click()
        elif window._table_interactive():
            window.table.decided.emit(greedy.decide(model.state.observation(player.tutorial.learner)))
        else:
            moved, log = len(model.saved.game.actions), len(player.lesson.log)
            qtbot.waitUntil(lambda: len(model.saved.game.actions) != moved or window._table_interactive()
                            or len(player.lesson.log) != log, timeout=5000)
    stacked, pasture = model.saved.game.setup.deck, list(model.state.cards)
    assert stacked != dealt, "the lesson chose a card to come"
    player.card.leave.emit()
    qtbot.waitUntil(lambda: app.start.continueButton.isEnabled(), timeout=5000)
    app.start.continueGame.emit()
    window = app.window
    player, model = window.tutorial, window.model
    assert player is not None and model.script is not None, "the lesson was taken up"
    assert model.saved.game.setup.deck == stacked and list(model.state.cards) == pasture
    for _ in range(len(player.steps)):
        if model.scripted() is not None:
            break
        player.card.back_button.click()
        qtbot.waitUntil(lambda: player.shown() is not None, timeout=5000)
    assert model.scripted() is not None, "Back reached the script"
    window.session.worker = ScriptOnly()
    play_through(qtbot, window, wrong_moves=False)
    assert model.saved.game.setup.deck == dealt, "the script drew the deal's cards"


def advance_to_move(qtbot, window, move: int) -> None:
    """On until the learner is to make move number ``move`` (no step waiting to be read)."""
    player, model = window.tutorial, window.model
    advance(qtbot, window, lambda: len(model.saved.game.actions) == move and window._table_interactive()
            and (player.shown() is None or player.shown().act), f"move {move}")


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_another_game_in_the_window_has_no_lesson(qtbot, lesson, game):
    app = lesson(game)
    window = app.window
    seats = [Seat(f"P{k}", "human") for k in range(game.info.min_seats)]
    app.play(GoatMasterApp.dealt(game, seats, list(range(len(seats))), 3))
    assert app.window is window and window.tutorial is None
    assert window.session.script is None and window.session.gate is None and window.model.undoable


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_the_table_finds_every_legal_move_and_nothing_else(qtbot, lesson, game):
    """``locate``: every legal move's thing is on the table; a name it does not know, or a thing not
    there, is None (never an exception)."""
    window = lesson(game).window
    qtbot.waitUntil(window._table_interactive, timeout=5000)
    state = window.model.state
    for action in state.legal_actions():
        place = window.table.locate("move:" + state.action_to_string(action))
        assert place is not None and not place.isEmpty(), state.action_to_string(action)
    for nonsense in ("", "nothing", "cell:99,99", "cell:x", "cells:1", "move:fly", "panel:9", "pawn:-7",
                     "card:ZZ", "die:5", "meadow:up", "trough:0,0", "row:9"):
        assert window.table.locate(nonsense) is None, nonsense


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_the_ai_waits_while_a_step_is_read(qtbot, lesson, game):
    """A step shown where the AI is to act holds it: the prompt asks for Next, Play now is gone, and
    only Next lets the AI make its scripted move."""
    window = lesson(game).window
    player, model = window.tutorial, window.model
    who = actors(game)
    held = next(k for k, step in enumerate(player.steps)
                if step.at != END and not step.act and who[step.at] != player.tutorial.learner)
    advance_to(qtbot, window, held)
    position = len(model.saved.game.actions)
    session = window.session
    qtbot.waitUntil(lambda: not session._timer.isActive(), timeout=5000)   # the AI's turn came round
    session._start_thinking()                   # and comes again: the step still holds it
    assert len(model.saved.game.actions) == position and player.holds() and not session.is_thinking
    assert "Alt+N" in window.promptLabel.text() and not window.playNowButton.isVisibleTo(window)
    while player.shown() is not None and not player.shown().act and player.holds():
        player.card.next_button.click()
    qtbot.waitUntil(lambda: len(model.saved.game.actions) > position, timeout=5000)
    assert model.saved.game.actions[position] == model.script[position]


def test_goat_masters_take_names_the_colour_its_line_is_outlined_in(qtbot, lesson):
    """The line to take from is framed in the mover's colour: the lesson and the prompt say so."""
    game = next(g for g in TUTORED if g.name == "goat-master")
    window = lesson(game).window
    take = next(k for k, step in enumerate(window.tutorial.steps) if step.point == "move:take [3, 1]")
    advance_to(qtbot, window, take)
    band = window.table.scene.line_band
    assert band.isVisible() and band.pen().color().name() != "#ffffff"
    for words in (window.table.what_now(), window.tutorial.card.text.text()):
        assert "white" not in words and "your colour" in words, words


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_learn_to_play_at_the_table_starts_the_lesson_with_its_card(qtbot, lesson, game):
    """Help › Learn to play from a game at the table, and again from inside the lesson: the
    lesson starts from its first step, its card on the table."""
    app = lesson(game)
    window = app.window
    seats = [Seat(f"P{k}", "human") for k in range(game.info.min_seats)]
    app.play(GoatMasterApp.dealt(game, seats, list(range(len(seats))), 3))
    assert window.tutorial is None
    for _ in range(2):
        window.learnAsked.emit()
        player = window.tutorial
        assert app.window is window and player is not None
        qtbot.waitUntil(lambda: player.card.isVisible(), timeout=5000)
        assert player.index == 0 and player.shown() == player.steps[0] and len(player.lesson.log) == 1
        advance_to(qtbot, window, 2)


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_one_unfinished_lesson_per_game_is_kept(qtbot, lesson, game, tmp_path):
    """A lesson left for another game waits in Unfinished games, in place of the lesson of that
    game kept before; starting the lesson again replaces the one in progress."""
    app = lesson(game)
    window = app.window
    folder = tmp_path / UNFINISHED_FOLDER
    seats = [Seat(f"P{k}", "human") for k in range(game.info.min_seats)]
    for _ in range(2):
        advance_to_move(qtbot, window, next(step.at for step in window.tutorial.steps if step.at > 2))
        before = sorted(folder.iterdir()) if folder.exists() else []
        window.learnAsked.emit()                               # the lesson again: nothing piles up
        assert (sorted(folder.iterdir()) if folder.exists() else []) == before
        advance_to_move(qtbot, window, next(step.at for step in window.tutorial.steps if step.at > 2))
        app.play(GoatMasterApp.dealt(game, seats, list(range(len(seats))), 3))
        kept = list(folder.iterdir())
        assert len(kept) == 1 and "Lesson" in kept[0].name, kept
        window.learnAsked.emit()


@pytest.mark.parametrize("how", ["continue", "load"])
@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_a_saved_lesson_whose_script_no_longer_fits_offers_to_start_again(qtbot, lesson, game, how, tmp_path,
                                                                           monkeypatch):
    """A lesson saved before a release changed it (its deal no longer the script's): Continue and
    Load say the lesson changed and offer to start it again, instead of an internal error."""
    from goatmaster.app.player_data.user_files import autosave_path
    from goatmaster.files.envelope import save
    from PySide6.QtWidgets import QMessageBox
    tutorial = tutorial_of(game)
    seats = [Seat(f"P{k}", "human" if k == tutorial.learner else "ai", None if k == tutorial.learner
                  else tutorial.level) for k in range(tutorial.players)]
    options = {**tutorial.options, "sheet": "Riverbend"} if tutorial.options else None     # another deal
    old = GoatMasterApp.dealt(game, seats, range(tutorial.players), tutorial.seed + 1, options)
    old.app[app_data.TUTORIAL] = {"step": 3}
    asked: list[str] = []

    def question(parent, title, text, *args):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    app = lesson(None)
    if how == "continue":
        save(autosave_path(), old)
        app.start.set_unfinished(old)
        app.start.continueGame.emit()
    else:
        save(tmp_path / "old lesson.goat", old)
        assert app.open_path(str(tmp_path / "old lesson.goat"))
    assert len(asked) == 1 and "changed" in asked[0], asked
    window = app.window
    assert window is not None and window.tutorial is not None, "the lesson started again"
    assert window.tutorial.index == 0 and window.model.scripted() is not None


def card_rect(window) -> QRect:
    return window.tutorial.card.geometry()


def on_host(window, place) -> QRect:
    """A scene rectangle in the card's host's coordinates."""
    view = window.tableView
    return view.mapFromScene(place).boundingRect().translated(view.viewport().mapTo(
        window.tableView.parentWidget(), view.viewport().rect().topLeft()))


@pytest.mark.parametrize("name, point, kept", [
    ("meadow", "move:again 2", "dice"),     # "keep the 1 and throw the 2 again": the 1 stays in sight
    ("rows", "trade", "hand"),              # Hugo's offer (T10): the hand it is answered from (once covered)
])
def test_the_card_leaves_in_sight_what_its_step_also_talks_about(qtbot, lesson, name, point, kept):
    """A step rings its target and leaves what else it talks about in sight, at every size."""
    game = next(g for g in TUTORED if g.name == name)
    window = lesson(game).window
    advance_to(qtbot, window, next(k for k, step in enumerate(window.tutorial.steps) if step.point == point))
    for size in SIZES:
        window.resize(size)
        QApplication.processEvents()
        window.tutorial._place()
        place = on_host(window, window.table.locate(kept))
        assert not card_rect(window).intersects(place), (size, card_rect(window), place)


@pytest.mark.parametrize("name", ["goat-master", "meadow"])
def test_the_card_keeps_clear_of_a_hints_words(qtbot, lesson, name):
    """Hint's words on the table (Goat Master's note, Meadow Dice's) are not covered by the
    lesson's card (Goal Rows says its hint in the status line)."""
    game = next(g for g in TUTORED if g.name == name)
    window = lesson(game).window
    free = next(k for k, step in enumerate(window.tutorial.steps) if step.point in ("line", "button:hintButton"))
    advance_to(qtbot, window, free)
    qtbot.waitUntil(window._table_interactive, timeout=5000)
    for size in SIZES:
        window.resize(size)
        QApplication.processEvents()
        window._action("actionHint").trigger()
        qtbot.waitUntil(lambda: window.table.locate("note") is not None, timeout=5000)
        qtbot.waitUntil(lambda: not card_rect(window).intersects(on_host(window, window.table.locate("note"))),
                        timeout=5000)


@pytest.mark.parametrize("host_size, cell", [(QSize(1000, 640), 60), (QSize(2530, 1380), 132)])
def test_the_card_leaves_the_cell_beside_its_target_in_sight(qtbot, host_size, cell):
    """A cell of Meadow Dice's sheet ringed ("it lies beside one of your marks"): the card stands
    off far enough that the next cell shows, on a small window and on a 1440p one, where the cells
    are larger than the card's fixed gap (it covered the mark beside the cell)."""
    from goatmaster.views.tutorial_card import TutorialCard

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(host_size)
    host.show()
    card = TutorialCard(host)
    target = QRect(host_size.width() // 8, host_size.height() // 8, cell, cell)
    card.show_step(11, 17, "The ringed cell lies beside one of your marks: marked, it joins them into a herd. "
                   "A herd of 5 to 9 marks scores 2.", target, True, True)
    neighbours = [target.translated(dx * cell, dy * cell) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
    assert host.rect().contains(card.geometry()) and card.text_fits()
    assert not any(card.geometry().intersects(cell_rect) for cell_rect in neighbours), (card.geometry(), target)


def test_a_narrow_card_shows_its_step_count_and_leave_whole_and_a_card_with_nothing_to_point_at_keeps_off_the_prompt(
        qtbot):
    """On a 1024 px window with the log open the card's host is about 760 px wide: a third of it
    is narrower than "Lesson: step 8 of 25" and Leave side by side (the count lost its "25").
    A card that points at nothing stands at the top, below the prompt it would hide."""
    from goatmaster.views.tutorial_card import TutorialCard

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(QSize(740, 640))
    host.show()
    card = TutorialCard(host)
    prompt = QRect(0, 0, 600, 30)
    card.show_step(8, 25, "This game went its own way.", None, True, True, [prompt])
    header = card.count.sizeHint().width() + card.leave_button.sizeHint().width()
    assert card.count.width() >= card.count.sizeHint().width() and card.width() > header
    assert card.leave_button.geometry().left() >= card.count.geometry().right()
    assert host.rect().contains(card.geometry()) and not card.geometry().intersects(prompt)
    assert card.geometry().top() <= prompt.bottom() + 40, "still at the top, just below the prompt"
