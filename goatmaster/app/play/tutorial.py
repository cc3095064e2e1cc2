"""The one tutorial player: a game's guided first game (``core.tutorial``) played in the game window.

The match model follows the script (its ``scripted`` move: chance draws the scripted outcome);
this player shows each step's card beside what it points at, holds the AI while the learner
reads, lets through only the move an acting step asks for (any other is answered with a hint
on the card, not refused by the rules), and keeps the steps shown in the save file's ``app``
data, so Continue goes on from there.  Which step shows when, on the script and off it, and the
moves the lesson makes for the AI and chance, are ``core.lesson``'s.  Back goes to the previous
step, taking back the moves played since; the steps shown at the end come before the end screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QWidget

from ...core.game import CHANCE, Action
from ...core.lesson import Lesson
from ...core.tutorial import Step, Tutorial
from ...files import app_data
from ...views.tutorial_card import TutorialCard
from .match_model import MatchModel
from .session import HOLD

if TYPE_CHECKING:
    from .game_window import GameWindow

#: The keys that press Next while a step waits to be read.
READ_ON = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class TutorialPlayer(QObject):
    """Plays ``tutorial`` in ``window``, whose match model follows its script (``core.lesson``
    decides which step shows when, and the lesson's moves for the AI and chance)."""

    #: The learner went past the last step (the end screen may show now).
    done = Signal()
    #: Another step is on the table, or none (the window's prompt follows).
    stepShown = Signal()

    def __init__(self, window: "GameWindow", model: MatchModel, tutorial: Tutorial) -> None:
        super().__init__(window)
        self.window, self.model, self.tutorial = window, model, tutorial
        self.steps: tuple[Step, ...] = tutorial.steps
        self.lesson = Lesson(tutorial, model.script or ())
        self._done = False
        self._missed = False
        self.card = TutorialCard(self._host())
        self.card.next.connect(self.next)
        self.card.back.connect(self.back)
        self.card.leave.connect(self._leave)
        session = window.session
        session.script = self._script
        session.gate = self._gate
        model.steer = self._steer
        model.stack = self._stack
        model.changed.connect(self._follow)
        model.reset.connect(self._take_up)
        self._refollow = QTimer(self)
        self._refollow.setSingleShot(True)
        self._refollow.timeout.connect(self._place)
        window.table.scene.changed.connect(self._scene_changed)
        window.tableView.viewport().installEventFilter(self)
        window.tableView.installEventFilter(self)       # Enter and Space read on
        self._take_up()

    def _take_up(self) -> None:
        """The model's game was replaced (a lesson started again, Continue) or rewound (Back): a
        game whose kept lesson is not this one's takes its own up, from its first step if new."""
        kept = self.model.saved.app.get(app_data.TUTORIAL)
        kept = kept if isinstance(kept, dict) else {}
        if not self.lesson.log or kept != self.lesson.kept():
            self.lesson = Lesson(self.tutorial, self.model.script or ())
            self._done = self._missed = False
            self.lesson.restore(kept, self.model.state, self._actions)
        self._follow()

    def detach(self) -> None:
        """Another game (or a replay) took the window: the lesson lets go of it."""
        session = self.window.session
        session.script = session.gate = None
        self.model.steer = self.model.stack = None
        self.model.changed.disconnect(self._follow)
        self.model.reset.disconnect(self._take_up)
        self.window.tableView.viewport().removeEventFilter(self)
        self.window.tableView.removeEventFilter(self)
        self.card.pointer.deleteLater()
        self.card.deleteLater()
        self.deleteLater()

    # ---------------------------------------------------------------- where the lesson is

    @property
    def _actions(self) -> list[int]:
        return list(self.model.saved.game.actions)

    @property
    def position(self) -> int:
        return len(self.model.saved.game.actions)

    @property
    def index(self) -> int:
        """The step on the table (while none is: how many have shown)."""
        current = self.lesson.current()
        return current if current is not None else len(self.lesson.log)

    def shown(self) -> Optional[Step]:
        """The step on the table now, or None while the learner plays between steps."""
        current = self.lesson.current()
        return None if current is None else self.steps[current]

    def acts(self) -> bool:
        """The step on the table waits for the learner's scripted move."""
        return self.lesson.acts(self._actions)

    def _follow(self) -> None:
        """After every move (and Back): close the step the game moved past, show the one due."""
        self.lesson.update(self.model.state, self._actions)
        self._keep()
        self._show()

    def _keep(self) -> None:
        self.model.saved.app[app_data.TUTORIAL] = self.lesson.kept()

    def holds(self) -> bool:
        """A step is read, or the learner asked whether to play on without the steps that can no
        longer show, while the AI is to act: it waits for Next."""
        return ((self.shown() is not None and not self.acts() or self._missed)
                and not self.model.state.is_terminal() and not self.model.is_human(self.model.state.current_player()))

    def _show(self) -> None:
        self.stepShown.emit()
        current = self.lesson.current()
        if current is None:
            missed = self.lesson.missed(self.model.state, self._actions)
            if missed and not self._done:
                self._offer_going_back(len(missed))
                return
            self.card.hide()
            if self.lesson.finished(self.model.state):
                self._finish()
            return
        self._missed = False
        step = self.steps[current]
        self.card.show_step(len(self.lesson.log), len(self.steps),
                            QCoreApplication.translate(self.tutorial.context, self.lesson.text(current, self._actions)),
                            self.target(self.lesson.point(current)), len(self.lesson.log) > 1, not self.acts(),
                            self._keep_clear())
        expected = self.lesson.scripted(self._actions)
        if step.act and self.acts() and expected is not None:
            self.window.suggest(expected, mark=False)       # Enter makes it

    def _offer_going_back(self, missed: int) -> None:
        """Some steps' situations did not come before the end, or can no longer come: say so,
        offer the way back (and before the end, to play on without them)."""
        self._missed = True
        if self.model.state.is_terminal():
            text = self.tr(
                "This game went its own way: %n step(s) of the lesson could not show before its end. Back "
                "goes to the position before your first move of your own, to play on from there; Next ends "
                "the lesson.", "", missed)
        else:
            text = self.tr(
                "This game went its own way: %n step(s) of the lesson can no longer show in it. Back goes "
                "to the position before your first move of your own, to play on from there; Next plays "
                "this game on without them.", "", missed)
        self.card.show_step(len(self.lesson.log), len(self.steps), text, None, True, True, [self._prompt()])
        self.stepShown.emit()                   # the prompt says the AI waits for the learner now

    def _finish(self) -> None:
        if not self._done:
            self._done = True
            self.card.hide()
            self.done.emit()

    # ---------------------------------------------------------------- what the card points at

    def target(self, point: str) -> Optional[QRect]:
        """Where ``point`` (a step's target) is, in the card's host (the window's central widget), if shown."""
        host = self._host()
        if not point:
            return None
        if point.startswith("button:"):
            button = self.window.promptBar.findChild(QAbstractButton, point[len("button:"):])
            if button is None or not button.isVisible():
                return None
            return QRect(button.mapTo(host, QPoint(0, 0)), button.size())
        place = self.window.table.locate(point)
        if place is None:
            return None
        view = self.window.tableView
        rect = view.mapFromScene(place).boundingRect().intersected(view.viewport().rect())
        if rect.isEmpty():
            return None
        return rect.translated(view.viewport().mapTo(host, QPoint(0, 0)))

    def _host(self) -> QWidget:
        """The card's host: the window's central widget, the prompt bar and the table."""
        host = self.window.tableView.parentWidget()
        assert host is not None                 # main_window.ui's centralWidget
        return host

    def _place(self) -> None:
        current = self.lesson.current()
        if current is not None and self.card.isVisible():
            self.card.follow(self.target(self.lesson.point(current)), self._keep_clear())

    def _keep_clear(self) -> list[QRect]:
        """What the card must not cover besides its target: what else its step talks about, the
        table's note (a hint's words), and with nothing to point at, the prompt."""
        current = self.lesson.current()
        names = ([self.steps[current].also] if current is not None else []) + ["note"]
        pointless = current is None or self.target(self.lesson.point(current)) is None
        return [rect for rect in map(self.target, names) if rect is not None] + ([self._prompt()] if pointless else [])

    def _prompt(self) -> QRect:
        """Where the window's prompt (what to do now) is, in the card's host."""
        label = self.window.promptLabel
        return QRect(label.mapTo(self._host(), QPoint(0, 0)), label.size())

    def _scene_changed(self, *_: object) -> None:
        self._refollow.start(0)                 # the card follows once the table has moved

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._refollow.start(0)
        elif (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in READ_ON
              and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
              and (self._missed or self.shown() is not None and not self.acts())):
            self.next()                         # a step to read waits: the table has no move to make
            return True
        return False

    # ---------------------------------------------------------------- the session's hooks

    def _script(self) -> object:
        """The lesson's move for the AI (its script's, or one it steers to), held while a step it
        must not run past is on the table."""
        if self.holds():
            return HOLD
        return self._steer()

    def _steer(self) -> Optional[int]:
        """The lesson's move for the seat or chance to act now, if it makes one (``core.lesson``)."""
        return self.lesson.steer(self.model.state, self._actions)

    def _stack(self, action: int) -> None:
        """The lesson's choice of the cards the seat's ``action`` draws (``core.lesson``)."""
        self.lesson.stack(self.model.saved.game, action)

    def _gate(self, action: Action) -> bool:
        """Only the scripted move while a step asks for it; any move between the steps."""
        expected = self.lesson.scripted(self._actions)
        if not self.acts() or expected is None or action == expected:
            return True
        step = self.shown()
        hint = step.hint if step is not None else ""
        self.card.say(QCoreApplication.translate(self.tutorial.context, hint) if hint else self.tr(
            "Not this one: the move this step asks for is marked on the table. Read the card, then make it."))
        self.window.suggest(expected)
        return False

    # ---------------------------------------------------------------- Back, Next, Leave

    def next(self) -> None:
        if self._missed:
            self._missed = False
            if self.model.state.is_terminal():
                self._finish()
                return
            self.lesson.drop(self.lesson.missed(self.model.state, self._actions), self.model.state, self._actions)
            self._keep()
            self._show()
            self.window.session.autosave()
            self.window.session.proceed()
            return
        if self.shown() is None or self.acts():
            return
        self.lesson.next(self.model.state, self._actions)
        self._keep()
        self._show()
        self.window.session.autosave()
        self.window.session.proceed()

    def back(self) -> None:
        if self._missed:
            self._missed = False
            self._rewind(self.lesson.go_back_before_leaving(self._actions))
            return
        to = self.lesson.back()
        if to is None:
            return
        if to != self.position:
            self._rewind(to)                    # the reset shows the step
            return
        self._follow()
        self.window.session.autosave()

    def _rewind(self, to: int) -> None:
        """Back to the position after the game's first ``to`` actions."""
        replay, decisions = self.model.saved.game.restart(), 0
        for action in self._actions[:to]:
            decisions += replay.state.current_player() != CHANCE
            replay.apply_action(action)
        self._keep()
        self.window.session.rewind_to(decisions)

    def _leave(self) -> None:
        self.window.session.autosave()
        self.window.chooseGameAsked.emit()
