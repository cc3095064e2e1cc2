"""Who decides next, and who may look: AI turns, hot-seat hand-overs, undo and autosave.

The :class:`Session` follows the :class:`GameModel`.  After every decision it
works out the next step: an AI seat thinks on the worker (the window stays
free), a human seat gets the table — after a hand-over screen when another
human looked at it last, so no secret hand is ever shown to the wrong player —
and the game is written to the autosave file.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.actions import decision_of
from ..engine.decisions import Consent, Decision, Take
from ..engine.state import CONSENT, OVER, TAKE
from ..savefile import save
from .game_model import GameModel


class Session(QObject):
    """Drives one game on screen: thinking AIs, hand-overs between humans, undo/redo."""

    #: The seat whose secrets the table may show now, or None (hands hidden).
    viewerChanged = Signal(object)
    #: A human must take the screen: (seat, reason) with reason "turn" or "consent".
    handOverNeeded = Signal(int, str)
    #: A human seat must answer a consent question (R18) now.
    consentNeeded = Signal(int)
    #: An AI seat started thinking / decided.
    thinking = Signal(int)
    decided = Signal(int, object)
    #: The AI's advice for the human to act (Hint), from that seat's view only.
    hintReady = Signal(object)
    #: The AI failed; the text says why.
    aiFailed = Signal(str)
    #: The game just ended.
    finished = Signal()
    #: Something could not be written (autosave); the text says why.
    saveFailed = Signal(str)

    def __init__(self, model: GameModel, worker=None, autosave_path: Optional[str] = None,
                 pace_ms: int = 500, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.model = model
        self.worker = worker
        self.autosave_path = autosave_path
        self.pace_ms = pace_ms
        self.viewer: Optional[int] = None
        self.waiting_for: Optional[int] = None       # the human behind the hand-over screen
        self._thinking: Optional[int] = None
        self._hinting = False
        #: While True (a replay is shown) the session neither thinks, hands over nor saves.
        self.paused = False
        self._redo: list[tuple[int, Decision]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_thinking)
        if worker is not None:
            worker.finished.connect(self._on_ai_decision)
            worker.failed.connect(self._on_ai_failed)
        model.changed.connect(self._after_change)
        model.reset.connect(self._after_reset)
        self._after_reset()

    # ---------------------------------------------------------------- seats

    @property
    def humans(self) -> list[int]:
        return [s for s in range(self.model.players) if self.model.is_human(s)]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def level(self, seat: int) -> str:
        return self.model.saved.players[seat].level or "normal"

    @property
    def is_thinking(self) -> bool:
        return self._thinking is not None

    # ---------------------------------------------------------------- following the game

    def _after_reset(self) -> None:
        self._cancel_ai()
        if self.paused:
            return
        humans = self.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        self.waiting_for = None
        self.viewerChanged.emit(self.viewer)
        QTimer.singleShot(0, self._after_change)

    def _after_change(self) -> None:
        """Decide what happens next, after every decision."""
        if self.paused:
            return
        state = self.model.state
        self.autosave()
        if state.phase == OVER:
            self._cancel_ai()
            self.finished.emit()
            return
        actor = state.actor
        if not self.model.is_human(actor):
            if self._thinking is None and not self._timer.isActive():
                self._timer.start(self.pace_ms)
            return
        if state.phase == TAKE and not self.model.take_cells():
            self.model.apply(Take(None))      # R12: the only decision there is
            return
        reason = "consent" if state.phase == CONSENT else "turn"
        if self.hot_seat and actor != self.viewer:
            self.viewer = None
            self.waiting_for = actor
            self.viewerChanged.emit(None)
            self.handOverNeeded.emit(actor, reason)
            return
        if self.viewer != actor and not self.hot_seat:
            self.viewer = actor
            self.viewerChanged.emit(actor)
        if reason == "consent":
            self.consentNeeded.emit(actor)

    def hand_over_done(self) -> None:
        """The called player has the screen: show their secrets, carry on."""
        seat, self.waiting_for = self.waiting_for, None
        if seat is None:
            return
        self.viewer = seat
        self.viewerChanged.emit(seat)
        if self.model.state.phase == CONSENT and self.model.state.actor == seat:
            self.consentNeeded.emit(seat)

    def answer_consent(self, agree: bool) -> None:
        self.model.apply(Consent(agree))

    # ---------------------------------------------------------------- the AI

    def _start_thinking(self) -> None:
        state = self.model.state
        actor = state.actor
        if state.phase == OVER or self.model.is_human(actor) or self.worker is None:
            return
        self._thinking = actor
        self.thinking.emit(actor)
        self.worker.think(self.model.view(actor), self.level(actor))

    def hint(self) -> bool:
        """Ask the AI what it would do in the acting human's place; False when it cannot now."""
        state = self.model.state
        if (self.worker is None or self._thinking is not None or state.phase == OVER
                or not self.model.is_human(state.actor) or self.viewer != state.actor):
            return False
        self._hinting = True
        self.worker.think(self.model.view(state.actor), "normal")
        return True

    def _on_ai_decision(self, action: int) -> None:
        decision = decision_of(action)
        if self._hinting:
            self._hinting = False
            self.hintReady.emit(decision)
            return
        seat, self._thinking = self._thinking, None
        if seat is None or self.model.state.actor != seat:
            return
        self.decided.emit(seat, decision)
        self._redo.clear()
        if not self.model.apply(decision):
            self.aiFailed.emit(self.tr("The AI chose an illegal move; it will think again."))
            self._timer.start(self.pace_ms)

    def _on_ai_failed(self, message: str) -> None:
        if self._hinting:
            self._hinting = False
            self.aiFailed.emit(message)
            return
        self._thinking = None
        self.aiFailed.emit(message)
        self._timer.start(max(self.pace_ms, 1000))      # a restarted worker tries again

    def play_now(self) -> None:
        """Make a thinking AI answer with its best decision so far."""
        if self._thinking is not None and self.worker is not None:
            self.worker.play_now()

    def _cancel_ai(self) -> None:
        self._timer.stop()
        if (self._thinking is not None or self._hinting) and self.worker is not None:
            self.worker.cancel()
        self._thinking = None
        self._hinting = False

    # ---------------------------------------------------------------- undo and redo

    def human_decided(self, decision: Decision) -> bool:
        """Apply a human decision from the table; a new decision forgets the redo list."""
        if self._hinting:
            self._cancel_ai()
        if self.model.apply(decision):
            self._redo.clear()
            return True
        return False

    def can_undo(self) -> bool:
        humans = self.humans
        return len(humans) == 1 and any(seat == humans[0] for seat, _ in self.model.history)

    def can_redo(self) -> bool:
        return len(self.humans) == 1 and bool(self._redo)

    def undo(self) -> None:
        """Back to the human's previous decision, taking back the AI decisions after it."""
        if not self.can_undo():
            return
        human = self.humans[0]
        history = self.model.history
        index = max(i for i, (seat, _) in enumerate(history) if seat == human)
        self._cancel_ai()
        self._redo = history[index:] + self._redo
        self.model.rewind(index)

    def redo(self) -> None:
        """Replay the undone human decision and the AI decisions that followed it."""
        if not self.can_redo():
            return
        self._cancel_ai()
        human = self.humans[0]
        steps = [self._redo.pop(0)]
        while self._redo and self._redo[0][0] != human:
            steps.append(self._redo.pop(0))
        self.model.replay_more([d for _, d in steps])

    # ---------------------------------------------------------------- autosave

    def autosave(self) -> None:
        if not self.autosave_path:
            return
        try:
            save(self.autosave_path, self.model.saved_with_pending())
        except OSError as error:
            self.saveFailed.emit(error.strerror or str(error))

    def shutdown(self) -> None:
        self._cancel_ai()
