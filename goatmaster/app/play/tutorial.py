"""The one tutorial player: a game's guided first game (``core.tutorial``) played in the game window.

The match model follows the script (its ``scripted`` move: chance draws the scripted outcome);
this player shows each step's card beside what it points at, holds the AI while the learner
reads, lets through only the move an acting step asks for (any other is answered with a hint
on the card, not refused by the rules), and keeps the step reached in the save file's ``app``
data, so Continue goes on from there.  Back goes to the previous step, taking back the moves
played since; the steps shown at the end come before the end screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QTimer, Signal
from PySide6.QtWidgets import QAbstractButton, QWidget

from ...core.game import CHANCE, Action
from ...core.tutorial import END, Step, Tutorial
from ...files import app_data
from ...views.tutorial_card import TutorialCard
from .match_model import MatchModel
from .session import HOLD

if TYPE_CHECKING:
    from .game_window import GameWindow


def step_reached(saved_app: dict) -> int:
    """The step a tutorial's save file has reached (0 for anything unreadable)."""
    data = saved_app.get(app_data.TUTORIAL)
    step = data.get("step") if isinstance(data, dict) else None
    return step if isinstance(step, int) and not isinstance(step, bool) and step >= 0 else 0


class TutorialPlayer(QObject):
    """Plays ``tutorial`` in ``window``, whose match model follows its script."""

    #: The learner went past the last step (the end screen may show now).
    done = Signal()
    #: Another step is on the table, or none (the window's prompt follows).
    stepShown = Signal()

    def __init__(self, window: "GameWindow", model: MatchModel, tutorial: Tutorial) -> None:
        super().__init__(window)
        self.window, self.model, self.tutorial = window, model, tutorial
        self.steps: tuple[Step, ...] = tutorial.steps
        self.index = min(step_reached(model.saved.app), len(self.steps))
        self._done = False
        # Each scripted move's count of decisions before it: Back rewinds by decisions.
        replay, decided, self._decisions = model.saved.game.restart(), 0, []
        for action in model.script or ():
            self._decisions.append(decided)
            decided += replay.state.current_player() != CHANCE
            replay.apply_action(action)
        self.card = TutorialCard(self._host())
        self.card.next.connect(self.next)
        self.card.back.connect(self.back)
        self.card.leave.connect(self._leave)
        session = window.session
        session.script = self._script
        session.gate = self._gate
        model.changed.connect(self._follow)
        model.reset.connect(self._follow)
        self._refollow = QTimer(self)
        self._refollow.setSingleShot(True)
        self._refollow.timeout.connect(self._place)
        window.table.scene.changed.connect(lambda *_: self._refollow.start(0))
        window.tableView.viewport().installEventFilter(self)
        self._follow()

    def detach(self) -> None:
        """Another game (or a replay) took the window: the lesson lets go of it."""
        session = self.window.session
        session.script = session.gate = None
        for signal, slot in ((self.model.changed, self._follow), (self.model.reset, self._follow)):
            signal.disconnect(slot)
        self.window.tableView.viewport().removeEventFilter(self)
        self.card.pointer.deleteLater()
        self.card.deleteLater()
        self.deleteLater()

    # ---------------------------------------------------------------- where the lesson is

    @property
    def position(self) -> int:
        return len(self.model.saved.game.actions)

    def _on_script(self) -> bool:
        return self.model.scripted() is not None

    def shown(self) -> Optional[Step]:
        """The step on the table now, or None while the learner plays between steps."""
        if self.index >= len(self.steps):
            return None
        step = self.steps[self.index]
        if step.at == END:
            return step if self.model.state.is_terminal() else None
        return step if step.at == self.position and self._on_script() else None

    def _follow(self) -> None:
        """After every move (and Back): pass the steps left behind, show the one here."""
        on_script, position = self._on_script(), self.position
        while self.index < len(self.steps):
            step = self.steps[self.index]
            if step.at == END or on_script and step.at >= position:
                break
            self.index += 1             # played past, or off the script: it can no longer show
        self._keep()
        self._show()

    def _keep(self) -> None:
        self.model.saved.app[app_data.TUTORIAL] = {"step": self.index}

    def holds(self) -> bool:
        """A step is read while the AI is to act: it waits for Next."""
        step = self.shown()
        return (step is not None and not step.act and not self.model.state.is_terminal()
                and not self.model.is_human(self.model.state.current_player()))

    def _show(self) -> None:
        self.stepShown.emit()
        step = self.shown()
        if step is None:
            self.card.hide()
            if self.index >= len(self.steps) and self.model.state.is_terminal():
                self._finish()
            return
        self.card.show_step(self.index + 1, len(self.steps),
                            QCoreApplication.translate(self.tutorial.context, step.text),
                            self.target(step), self.index > 0, not step.act)
        expected = self.model.scripted()
        if step.act and expected is not None:
            self.window.suggest(expected, mark=False)       # Enter makes it

    def _finish(self) -> None:
        if not self._done:
            self._done = True
            self.done.emit()

    # ---------------------------------------------------------------- what the card points at

    def target(self, step: Step) -> Optional[QRect]:
        """Where ``step.point`` is, in the card's host (the window's central widget), if shown."""
        host = self._host()
        if not step.point:
            return None
        if step.point.startswith("button:"):
            button = self.window.promptBar.findChild(QAbstractButton, step.point[len("button:"):])
            if button is None or not button.isVisible():
                return None
            return QRect(button.mapTo(host, QPoint(0, 0)), button.size())
        place = self.window.table.locate(step.point)
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
        step = self.shown()
        if step is not None and self.card.isVisible():
            self.card.follow(self.target(step))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._refollow.start(0)
        return False

    # ---------------------------------------------------------------- the session's hooks

    def _script(self) -> object:
        """The AI's scripted move, held while a step it must not run past is on the table."""
        scripted = self.model.scripted()
        if scripted is None:
            return None
        step = self.shown()
        return HOLD if step is not None and not step.act else scripted

    def _gate(self, action: Action) -> bool:
        """Only the scripted move while a step here asks for it; any move between the steps."""
        expected = self.model.scripted()
        if expected is None or action == expected:
            return True
        waiting = [s for s in self.steps[self.index:] if s.at == self.position and s.act]
        if self.shown() is None or not waiting:
            return True                 # a free move: another than the script's leaves the script
        hint = waiting[0].hint
        self.card.say(QCoreApplication.translate(self.tutorial.context, hint) if hint else self.tr(
            "Not this one: the move this step asks for is marked on the table. Read the card, then make it."))
        self.window.suggest(expected)
        return False

    # ---------------------------------------------------------------- Back, Next, Leave

    def next(self) -> None:
        step = self.shown()
        if step is None or step.act:
            return
        self.index += 1
        self._follow()
        self.window.session.autosave()
        self.window.session.proceed()

    def back(self) -> None:
        if self.index == 0:
            return
        self.index -= 1
        step = self.steps[self.index]
        if step.at != END and (step.at != self.position or not self._on_script()):
            self._keep()
            self.window.session.rewind_to(self._decisions[step.at])    # the reset shows the step
            return
        self._follow()
        self.window.session.autosave()

    def _leave(self) -> None:
        self.window.session.autosave()
        self.window.chooseGameAsked.emit()
