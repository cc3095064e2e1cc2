"""Every secret kept, every turn from the keyboard (issue 31, items 3 and 7).

For each game, a whole hot-seat game of two or three people with AI seats
between them is played with key presses alone: Enter takes the screen at a
hand-over, Ctrl+H asks for a hint and Enter takes it, Enter answers a question
box and closes the end screen.  Undo and Redo (their keys, the table's bar, the
Edit menu) are pressed on every hand-over, right after it is taken, and at every
AI turn, as someone who is not at their own decision might: on a hand-over they
do nothing at all (issue 62).  On every pass of the event loop (whenever the
window could be painted) the test checks what is on screen against what the
person the screen belongs to may know at that moment: the person who took it
last at a hand-over, while it is their decision; nobody (a spectator) while an
AI plays, while the hand-over screen covers the table, and once the game is
over.  Every card face on the scene must be a card that person may place, and
no text in the window (status line, tooltips, prompt, title, the dock's log and
scores, the summary, the hand-over screen, the items' own words, any dialog)
may name a card they may not know and nobody has shown (a card played, then
shuffled back into the pile, stays named in the log: everyone saw it).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from typing import Callable, Optional  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import (QAbstractButton, QApplication, QGraphicsSimpleTextItem,  # noqa: E402
                               QGraphicsTextItem, QLabel, QMessageBox, QToolButton, QToolTip)

from goatmaster.app.shell.application import GoatMasterApp  # noqa: E402
from goatmaster.games.goat_master.qt import consent_question  # noqa: E402
from goatmaster.games.goat_master.qt.log_text import card_name as goat_card_name  # noqa: E402
from goatmaster.core.registry import entries, entry  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.goal_rows.engine.cards import COLOUR as ROWS_COLOUR  # noqa: E402
from goatmaster.games.goal_rows.qt.words import card_name as rows_card_name  # noqa: E402
from goatmaster.games.goat_master.engine.cards import CARD_COUNT as GOAT_CARDS  # noqa: E402
from test_every_game_window import GreedyWorker  # noqa: E402
from test_accessibility import walk, words as accessible_words  # noqa: E402
from PySide6.QtGui import QAccessible  # noqa: E402


@dataclass(frozen=True)
class Case:
    game: str
    seats: str                                  # H a person, A an AI seat
    seed: int
    card_name: Optional[Callable[[int], str]] = None     # None: a game without cards to hide
    cards: int = 0
    answers: int = 0                            # hand-overs for an answer (a trade's, the dog's) its game brings


CASES = [
    Case("goat-master", "HAHAH", 3, goat_card_name, GOAT_CARDS),
    Case("goat-master", "HAAH", 5, goat_card_name, GOAT_CARDS),
    Case("goat-master", "HHAH", 4, goat_card_name, GOAT_CARDS, answers=1),
    Case("rows", "HAHAH", 2, rows_card_name, len(ROWS_COLOUR)),
    Case("rows", "HAHA", 3, rows_card_name, len(ROWS_COLOUR), answers=1),
    Case("rows", "HAAHA", 6, rows_card_name, len(ROWS_COLOUR)),
    Case("meadow", "HH", 4),
]


def test_every_game_with_secrets_is_played_here():
    assert {game.name for game in entries() if game.table and game.info.secrets} <= {
        case.game for case in CASES if case.card_name is not None}


class HeldWorker(GreedyWorker):
    """The greedy seat, answering only when the test lets it: every AI turn is seen while it thinks."""

    def __init__(self, game) -> None:
        super().__init__(game)
        self.pending: Optional[int] = None

    def think(self, observation, settings=None, seed=None) -> None:
        self.pending = self.player.decide(observation)

    def answer(self) -> None:
        action, self.pending = self.pending, None
        if action is not None:
            self.finished.emit(action)

    def cancel(self) -> None:
        self.pending = None

    def play_now(self) -> None:
        self.answer()


def _item_words(item) -> list[str]:
    """What a scene item says: its tooltip and the words it paints."""
    words = [item.toolTip()]
    if isinstance(item, QGraphicsTextItem):
        words.append(item.toPlainText())
    elif isinstance(item, QGraphicsSimpleTextItem):
        words.append(item.text())
    for name in ("text", "title", "details", "score", "status"):
        value = getattr(item, name, None)
        if isinstance(value, str):
            words.append(value)
    lines = getattr(item, "lines", None)
    if isinstance(lines, list):
        words += [line for line in lines if isinstance(line, str)]
    return words


def _widget_words(widget) -> list[str]:
    words = [widget.windowTitle()]
    for label in widget.findChildren(QLabel):
        if label.isVisibleTo(widget):
            words += [label.text(), label.toolTip()]
    for button in widget.findChildren(QAbstractButton):
        if button.isVisibleTo(widget):
            words += [button.text(), button.toolTip()]
    return words


class Watcher:
    """Checks the screen against what its person may know, on every pass of the event loop."""

    def __init__(self, gm: GoatMasterApp, case: Case) -> None:
        self.gm, self.case = gm, case
        self.window = gm.window
        self.person: Optional[int] = None       # who took the screen last at a hand-over
        self.checks = self.texts = self.faces = 0
        self.failures: list[str] = []
        #: Cards everyone has seen (played, taken, shown in a trade): the log may name them for
        #: ever, even once they are back in a secret place (a reshuffled pile, a hand).
        self.ever_public: set[int] = set()
        self.window.model.happened.connect(self._note_public)    # after each action, chance steps apart
        #: A screen reader is a second screen: what the window announces is checked as it is said,
        #: and its accessibility tree at every check (``tree``: the things read in it).
        self.said = self.tree = 0
        speak = self.window.announcer.say

        def say(text: str, assertive: bool = False) -> None:
            self.said += 1
            self._leaks([text], self.owner(), "announced")
            speak(text, assertive)
        self.window.announcer.say = say         # type: ignore[method-assign]
        self.timer = QTimer()
        self.timer.setInterval(0)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    def _note_public(self, _event=None) -> None:
        if self.case.card_name is not None:
            hidden = set(self.window.model.state.observation(-1).unseen)
            self.ever_public |= set(range(self.case.cards)) - hidden

    def owner(self) -> Optional[int]:
        """Whose secrets may show now: the person at the screen while it is their decision."""
        window, state = self.window, self.window.model.state
        if window.hand_over.isVisible() or state.is_terminal():
            return None
        actor = state.current_player()
        if not self.case.card_name:             # a game without secrets: the announced person
            return actor if window.model.is_human(actor) else self.person
        return self.person if actor == self.person else None

    def check(self) -> None:
        window = self.window
        if self.case.card_name is None:         # nothing to hide: the hand-over test is enough
            return
        if window is not self.gm.window:        # closed, for another window (a new language)
            return
        state = window.model.state
        owner = self.owner()
        view = state.observation(-1 if owner is None else owner)
        unknown = set(view.unseen)
        shown = set()
        words: list[str] = []
        scene = window.tableView.scene()
        for item in scene.items():
            if not item.isVisible():
                continue
            card, face_up = getattr(item, "card", None), getattr(item, "face_up", False)
            if isinstance(card, int) and card >= 0 and face_up and item.opacity() > 0:
                shown.add(card)
            words += _item_words(item)
        leaked = shown & unknown
        if leaked:
            self.failures.append(f"{sorted(leaked)} face up for {owner} at turn {len(window.model.history)}")
        self._note_public()
        words += [window.statusBar().currentMessage(), window.promptLabel.text(), window.windowTitle()]
        words += window.log.lines()
        scores = window.scores
        words += [str(scores.index(r, c).data() or "") for r in range(scores.rowCount())
                  for c in range(scores.columnCount())]
        if window.summary.isVisible():
            words.append(window.summary.text())
        if QToolTip.isVisible():
            words.append(QToolTip.text())
        words += _widget_words(window.hand_over)
        for widget in QApplication.topLevelWidgets():
            if widget.isVisible() and widget is not window:
                words += _widget_words(widget)
        read = [accessible_words(node) for node in walk(QAccessible.queryAccessibleInterface(window.tableView))]
        self.tree += len(read)
        self._leaks(words + read, owner, "read")
        self.checks += 1
        self.faces += len(shown)
        self.texts += len(words)

    def _leaks(self, words: list[str], owner: Optional[int], how: str) -> None:
        """Note each name of a card ``owner`` (None: nobody) has never seen that ``words`` say."""
        name = self.case.card_name
        if name is None:
            return
        unknown = set(self.window.model.state.observation(-1 if owner is None else owner).unseen)
        never_seen = unknown - self.ever_public
        secret = {name(card) for card in never_seen} - {name(card) for card in range(self.case.cards)
                                                          if card not in never_seen}
        text = "\n".join(w for w in words if w)
        for secret_name in secret:
            if re.search(rf"(?<!\w){re.escape(secret_name)}(?!\w)", text):
                line = next(w for w in words if w and secret_name in w)
                self.failures.append(f"{secret_name!r} {how} for {owner}: {line!r}")

    def stop(self) -> None:
        self.timer.stop()


def _press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key press where the keyboard's focus is, as a player's would be."""
    focus = QApplication.activeModalWidget() or QApplication.focusWidget()
    assert focus is not None, "the keyboard's focus is lost"
    qtbot.keyClick(focus, key, modifier)


def _settled(window, worker: HeldWorker) -> bool:
    """The window waits for someone: a person (their table, a hand-over, a question box) or the AI."""
    return (window.model.state.is_terminal() or window.hand_over.isVisible() or window._table_interactive()
            or worker.pending is not None or QApplication.activeModalWidget() is not None)


def _undo_and_redo(qtbot, window, worker: HeldWorker) -> int:
    """Undo and Redo every way a player can: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y where the keyboard is, the
    table's bar, the Edit menu; the window settles after each.  How many took a decision back."""
    undone = 0
    presses: list[Callable[[], None]] = [
        lambda: _press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
        lambda: _press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
        lambda: _press(qtbot, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)]
    for name in ("undoButton", "redoButton"):
        button = window.promptBar.findChild(QToolButton, name)
        presses.append(lambda button=button: qtbot.mouseClick(button, Qt.MouseButton.LeftButton))
    for name in ("actionUndo", "actionRedo"):
        presses.append(window._action(name).trigger)
    for press in presses:
        if QApplication.activeModalWidget() is not None:
            break                               # a question box has the keyboard: it is answered first
        before = len(window.model.history)
        press()
        qtbot.waitUntil(lambda: _settled(window, worker), timeout=10000)
        undone += len(window.model.history) < before
    return undone


def _ask_on_screen(parent, title, text, source, target) -> bool:
    """The dog's question (R18) in its own box, waited for as ``exec`` would (the suite refuses an
    ``exec`` nobody answers): the test answers it by Enter, and the watcher reads it meanwhile."""
    box = consent_question.question_box(parent, title, text, source, target)
    loop = QEventLoop()
    box.finished.connect(loop.quit)
    box.open()
    loop.exec()
    box.deleteLater()
    return box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)


def _hover_own_cards(qtbot, window) -> None:
    """The mouse rests on each card only the acting person may see, as a player reads their hand:
    the texts this leaves (the status line's, a tooltip) must go with the move (issue 31, 1)."""
    view, state = window.tableView, window.model.state
    hidden = set(getattr(state.observation(-1), "unseen", ()))
    for item in view.scene().items():
        card = getattr(item, "card", None)
        if item.isVisible() and getattr(item, "face_up", False) and card in hidden:
            qtbot.mouseMove(view.viewport(), view.mapFromScene(item.sceneBoundingRect().center()))


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.game}-{c.seats}")
def test_a_hot_seat_game_by_keys_alone_shows_nobody_a_secret(qtbot, tmp_path, monkeypatch, case):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(consent_question, "ask", _ask_on_screen)
    game = entry(case.game)
    worker = HeldWorker(game)
    gm = GoatMasterApp(worker_factory=lambda: worker)
    names = ["Ada", "Bot1", "Cleo", "Bot3", "Eva"]
    seats = [Seat(names[k], "human") if kind == "H" else Seat(names[k], "ai", "easy")
             for k, kind in enumerate(case.seats)]
    gm.play(GoatMasterApp.dealt(game, seats, list(range(len(seats))), case.seed))
    window = gm.window
    window.set_animation_speed(0)
    window.session.pace_ms = 0
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    watcher = Watcher(gm, case)
    hand_overs = hints = answers = undone = ai_turns = 0
    tried: set[int] = set()                     # the AI turns (decisions before them) where Undo was pressed
    announced: list[int] = []
    window.session.turnAnnounced.connect(announced.append)
    reasons: list[str] = []
    window.session.handOverNeeded.connect(lambda seat, reason: reasons.append(reason))

    def answer_questions() -> None:             # a question box (the dog's, R18) is answered by Enter
        nonlocal answers
        box = QApplication.activeModalWidget()
        if box is not None and box is not window and "EndScreen" not in type(box).__name__:
            watcher.check()
            answers += 1
            qtbot.keyClick(box, Qt.Key.Key_Return)
            window.activateWindow()             # as a window manager gives the window back its keys
    questions = QTimer()
    questions.timeout.connect(answer_questions)
    questions.start(5)
    try:
        for _ in range(3000):
            state = window.model.state
            if state.is_terminal():
                break
            qtbot.waitUntil(lambda: _settled(window, worker), timeout=10000)
            if QApplication.activeModalWidget() is not None:
                qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=10000)
                continue
            if window.hand_over.isVisible():
                called, before = window.session.waiting_for, list(window.model.history)
                if case.card_name:
                    # The one at the screen may be the person called: nothing but taking it acts.
                    watcher.person = called
                    _undo_and_redo(qtbot, window, worker)
                    watcher.check()
                    assert not watcher.failures, "\n".join(watcher.failures[:10])
                    assert window.hand_over.isVisible() and window.session.waiting_for == called, \
                        f"Undo or Redo acted on the hand-over for {seats[called].name}"
                    assert window.model.history == before
                asked = answers
                _press(qtbot, Qt.Key.Key_Return)    # (a question is asked, and answered, at once)
                hand_overs += 1
                if answers == asked:
                    assert not window.hand_over.isVisible()
                    assert QApplication.focusWidget() is window.tableView      # the keys go to the table
                    if case.card_name:
                        undone += _undo_and_redo(qtbot, window, worker)    # only the person's own, if any
                continue
            if window.model.state.is_terminal():
                break
            if worker.pending is not None:
                if case.card_name and len(window.model.history) not in tried:
                    tried.add(len(window.model.history))
                    ai_turns += 1
                    undone += _undo_and_redo(qtbot, window, worker)
                    continue
                worker.answer()
                continue
            if not case.card_name and watcher.person != window.model.state.current_player():
                watcher.person = window.model.state.current_player()     # no secrets: announced, not handed over
                assert window.summary.isVisible() and seats[watcher.person].name in window.summary.text()
            before = len(window.model.history)
            _press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
            worker.answer()                     # the hint's own search
            qtbot.waitUntil(lambda: window._hinted is not None, timeout=10000)
            _hover_own_cards(qtbot, window)
            _press(qtbot, Qt.Key.Key_Return)
            hints += 1
            assert len(window.model.history) > before          # Enter took the hinted move
        assert window.model.state.is_terminal()
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None, timeout=5000)   # the end screen
        watcher.check()
        _press(qtbot, Qt.Key.Key_Return)                  # Enter closes it; the result stays on the table
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=5000)
        assert window.model.state.is_terminal()
    finally:
        questions.stop()
        watcher.stop()
        window.close()
        gm.start.close()
    print(f"{case.game} {case.seats}: {hints} decisions by hint and Enter, {hand_overs} hand-overs, "
          f"{answers} questions, {watcher.checks} checks of {watcher.faces} faces and {watcher.texts} texts, "
          f"{watcher.tree} things read in the accessibility tree, {watcher.said} announcements, "
          f"Undo and Redo at {ai_turns} AI turns ({undone} decisions taken back), "
          f"{reasons.count('question')} hand-overs for an answer")
    assert not watcher.failures, "\n".join(watcher.failures[:10])
    assert hints >= 10 and (watcher.checks >= hints or not case.card_name)
    if case.card_name:
        assert hand_overs >= 4 and watcher.faces > 0 and watcher.tree > 0 and watcher.said > 0
        assert ai_turns >= 4 and undone >= 4            # an undo at an AI turn is the last person's own
        assert reasons.count("question") >= case.answers
    else:
        assert hand_overs == 0 and len(announced) >= 20          # every turn named (the first before we listened)


@pytest.mark.parametrize("case", [c for c in CASES if c.seats in ("HHAH", "HAHA")], ids=lambda c: f"{c.game}-{c.seats}")
def test_every_way_back_to_a_hot_seat_game_calls_its_person_first(qtbot, tmp_path, monkeypatch, case):
    """Continue, a game file opened, a language chosen in the settings opened over a hand-over: each
    shows the game again, and each calls the person whose decision it is before the table shows a
    hand; the dialog opened over the hand-over never uncovers the table (issue 62)."""
    from goatmaster import i18n
    from goatmaster.app.shell.settings_dialog import SettingsDialog
    from goatmaster.files import envelope
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    game = entry(case.game)
    worker = HeldWorker(game)
    gm = GoatMasterApp(worker_factory=lambda: worker)
    names = ["Ada", "Bert", "Bot", "Dora"]
    seats = [Seat(names[k], "human") if kind == "H" else Seat(names[k], "ai", "easy")
             for k, kind in enumerate(case.seats)]
    gm.play(GoatMasterApp.dealt(game, seats, list(range(len(seats))), case.seed))
    watchers: list[Watcher] = []

    def watch() -> Watcher:
        """A watcher of the window shown now, with nobody known at the screen."""
        gm.window.set_animation_speed(0)
        gm.window.session.pace_ms = 0
        if not watchers or watchers[-1].window is not gm.window:
            watchers.append(Watcher(gm, case))
        watchers[-1].person = None
        return watchers[-1]

    def until(hand_over: bool) -> None:
        """Play on (the AI when let, each person by their hint) to a hand-over, or to a person's own turn."""
        for _ in range(200):
            window = gm.window
            qtbot.waitUntil(lambda: _settled(window, worker), timeout=10000)
            if window.hand_over.isVisible():
                if hand_over:
                    return
                watchers[-1].person = window.session.waiting_for
                _press(qtbot, Qt.Key.Key_Return)
            elif worker.pending is not None:
                worker.answer()
            elif window._table_interactive():
                if not hand_over:
                    return
                before = len(window.model.history)
                _press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
                worker.answer()
                _press(qtbot, Qt.Key.Key_Return)
                assert len(window.model.history) > before
        raise AssertionError("the game never got there")

    def choose_french(dialog: SettingsDialog) -> int:
        dialog.open()
        qtbot.waitUntil(lambda: watchers[-1].checks > checked + 2)      # the dialog over the hand-over
        assert gm.window.hand_over.isVisible() and not watchers[-1].failures
        dialog.languageCombo.setCurrentIndex(dialog.languageCombo.findData("fr"))
        dialog.accept()
        return SettingsDialog.DialogCode.Accepted
    monkeypatch.setattr(SettingsDialog, "exec", choose_french)
    path = tmp_path / "kept.goat"
    told: list[str] = []
    try:
        for way in ("Continue", "a file opened", "a language chosen over a hand-over"):
            watch()
            until(hand_over=False)                  # a person's hand is on the table
            assert gm.window.session.viewer == gm.window.model.state.current_player()
            if way == "Continue":
                gm.continue_game()
            elif way == "a file opened":
                envelope.save(path, gm.window.model.saved_with_pending())
                assert gm.open_path(str(path))
            else:
                until(hand_over=True)
                checked = watchers[-1].checks
                gm.window.settingsAsked.emit()
                qtbot.waitUntil(lambda: gm.window is not watchers[-1].window)
            watcher = watch()
            window = gm.window
            qtbot.waitUntil(window.hand_over.isVisible, timeout=10000)
            assert window.session.waiting_for == window.model.state.current_player()
            assert window.session.viewer is None
            told += watcher.failures
            assert not told, f"{way}: " + "\n".join(told[:10])
        assert watchers[-1].checks > 0 and gm.window.menuBar().actions()[0].text() != "&Game"
    finally:
        for watcher in watchers:
            watcher.stop()
        i18n.install_translators(QApplication.instance(), "en")
        if gm.window is not None:
            gm.window.close()
        gm.start.close()
