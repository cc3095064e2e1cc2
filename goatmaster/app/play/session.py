"""Who decides next, and who may look: AI turns, hot-seat hand-overs, undo and autosave.

Written once for every game.  The :class:`Session` follows the window's model through the
:class:`~.table_model.TableModel` protocol: the app's match model on this machine, or one seat's
view of a table held by a server (``goatmaster.app.online.remote_model``), whose other seats are
decided elsewhere (the session only waits for them) and which has no undo.

After every action it works out the next step: an AI seat thinks on the worker
(the window stays free), a human seat gets the table — after a hand-over screen
when another human looked at it last, so no secret is ever shown to the wrong
player — and the game is written to the autosave file.

Who may look: the *holder* is the person at the screen, the human who
took it last.  In hot-seat play of a game with secrets the table shows the
holder's secrets only while the holder decides; once their decision is done, an
AI seat plays on a table with no one's secrets, until the next hand-over.  A
game without secrets (``GameInfo.secrets``) needs no hand-over: the next
person's turn is announced.  Undo goes back to the holder's own decision, as
long as no other person has decided or taken the screen since, and never while a
hand-over waits: the one at the screen then may be the next person, so nothing acts
there but taking the screen.  Each undo is kept in the game's ``app`` data, so the
log tells it to everyone.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from ...core.game import Action
from ...files import app_data, envelope
from ...files.background import LatestWriter
from ...files.strict_json import SaveError
from ...search.review import LEVEL as REVIEW_LEVEL
from ...search.seats import knowledge_of
from ..player_data.user_files import problem
from .table_model import Rewindable, TableModel


def level_notices(saved: Any) -> list[str]:
    """What to tell the player about AI seats whose saved level the game does not have."""
    return [QCoreApplication.translate("Session", "%1 was saved at the level \"%2\", which this game "
                                       "does not have: it plays at \"%3\".").replace(
                "%1", seat.name).replace("%2", seat.level_in_file).replace("%3", seat.level)
            for seat in saved.players if seat.level_in_file is not None]


#: What :attr:`Session.script` gives while the acting seat must wait.
HOLD = object()


class Session(QObject):
    """Drives one game on screen: thinking AIs, hand-overs between humans, undo/redo."""

    #: The seat whose secrets the table may show now, or None (hands hidden).
    viewerChanged = Signal(object)
    #: A human must take the screen: (seat, reason) with reason "turn" or "question".
    handOverNeeded = Signal(int, str)
    #: Hot-seat in a game without secrets: another person's turn (no hand-over screen needed).
    turnAnnounced = Signal(int)
    #: A seat decided on another machine (a person there, or the server's AI) is to act.
    waitingElsewhere = Signal(int)
    #: A human seat must answer another seat's question now (Goat Master: consent, R18).
    questionAsked = Signal(int)
    #: An AI seat started thinking / decided on an action.
    thinking = Signal(int)
    decided = Signal(int, int)
    #: The AI's advice (an action) for the human to act (Hint), from that seat's view only.
    hintReady = Signal(int)
    #: The AI failed; the text says why.
    aiFailed = Signal(str)
    #: The game just ended.
    finished = Signal()
    #: Something could not be written (autosave); the text says why.
    saveFailed = Signal(str)
    #: The writer thread's failure, queued to this object's (the GUI) thread as ``saveFailed``.
    _writeFailed = Signal(str)

    def __init__(self, model: TableModel, worker=None, autosave_path: Optional[str] = None,
                 pace_ms: int = 500, ai_seed: Optional[int] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.model = model
        self.worker = worker
        self.autosave_path = autosave_path
        self.pace_ms = pace_ms
        #: With a seed, every AI decision is reproducible (seeded by the decisions so far).
        self.ai_seed = ai_seed
        self.viewer: Optional[int] = None
        #: The person at the screen: the human who took it last (None before anyone has).
        self.holder: Optional[int] = None
        self.waiting_for: Optional[int] = None       # the human behind the hand-over screen
        self._rewinding = False                      # an undo's reset keeps the holder and the redo list
        self._end_told = False
        self._thinking: Optional[int] = None
        self._hinting = False
        #: The position (decisions played) where the AI last failed: a second failure there is not retried.
        self._failed_at: Optional[int] = None
        #: While True (a replay is shown) the session neither thinks, hands over nor saves.
        self.paused = False
        #: Played by ear (the screen reader setting): a computer seat moves only when the person asks
        #: (:meth:`play_now`), since nobody can tell when speech has ended.
        self.ai_on_key = False
        #: The computer turn the person let go on (its seat and the game's turn count), played whole.
        self._let_go: Optional[tuple[int, Optional[int]]] = None
        #: Set by :meth:`shutdown`: the window is closing, so its game neither moves nor saves again.
        self._closed = False
        self._redo: list[tuple[int, Action]] = []
        #: A guided game's script (``app.play.tutorial``): the acting seat's scripted move, :data:`HOLD`
        #: while it must wait (the learner reads a step), or None to decide as usual.
        self.script: Optional[Callable[[], object]] = None
        #: A guided game's check of a human's move: False refuses it (the tutorial says why).
        self.gate: Optional[Callable[[Action], bool]] = None
        # The autosave is written on a thread of its own: its fsync must never stall the window.
        # A failure is said on the GUI thread: whatever listens to saveFailed may touch widgets.
        self._writeFailed.connect(self.saveFailed, Qt.ConnectionType.QueuedConnection)
        self._writer = LatestWriter(on_error=lambda path, error: self._writeFailed.emit(
            getattr(error, "strerror", None) or str(error)))
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
        """The seat's level, or the game's default opponent when the file names none."""
        return self.model.saved.players[seat].level or knowledge_of(self.model.entry).default_level

    @property
    def is_thinking(self) -> bool:
        return self._thinking is not None

    # ---------------------------------------------------------------- following the game

    @property
    def secrets(self) -> bool:
        return self.model.entry.info.secrets

    def _show(self, viewer: Optional[int]) -> None:
        if viewer != self.viewer:
            self.viewer = viewer
            self.viewerChanged.emit(viewer)

    def _after_reset(self) -> None:
        self._cancel_ai()
        if not self._rewinding:
            self._redo.clear()                  # a loaded game or a replay has nothing to redo
        if self.paused:
            return
        humans = self.humans
        if not self._rewinding:
            self.holder = humans[0] if len(humans) == 1 else None
        self.waiting_for = None
        # A game loaded (or a replay closed) at its end has ended before: only an end reached
        # here is told (the app keeps and counts each game once).
        self._end_told = self.model.state.is_terminal()
        self.viewer = self.holder if not self.hot_seat else None
        self.viewerChanged.emit(self.viewer)
        QTimer.singleShot(0, self._after_change)

    def _after_change(self) -> None:
        """Decide what happens next, after every decision."""
        if self.paused or self._closed:
            return
        state = self.model.state
        self.autosave()
        if state.is_terminal():
            self._cancel_ai()
            self._show(self.holder if not (self.hot_seat and self.secrets) else None)
            if not self._end_told:
                self._end_told = True
                self.finished.emit()
            return
        actor = state.current_player()
        if self.model.elsewhere(actor):
            self._show(self.holder)             # this screen's person keeps their view and waits
            self.waitingElsewhere.emit(actor)
            return
        if not self.model.is_human(actor):
            if self.hot_seat and self.secrets:
                self._show(None)                # the last person's decision is done: no one's secrets
            if self._thinking is None and not self._timer.isActive():
                self._timer.start(self.pace_ms)
            return
        forced = self.model.forced_action()
        if forced is not None:
            self.model.apply_action(forced)
            return
        reason = "question" if self.model.is_question() else "turn"
        if self.hot_seat and actor != self.holder:
            if self.secrets:
                self.waiting_for = actor
                self._show(None)
                self.handOverNeeded.emit(actor, reason)
                return
            self._take_screen(actor)
            self.turnAnnounced.emit(actor)
        self._show(actor)
        if reason == "question":
            self.questionAsked.emit(actor)

    def _take_screen(self, seat: int) -> None:
        """``seat`` is at the screen now; what another person did there can no longer be redone."""
        if seat != self.holder:
            self._redo.clear()
        self.holder = seat

    def hand_over_done(self) -> None:
        """The called player has the screen: show their secrets, carry on."""
        seat, self.waiting_for = self.waiting_for, None
        if seat is None:
            return
        self._take_screen(seat)
        self._show(seat)
        if self.model.is_question() and self.model.state.current_player() == seat:
            self.questionAsked.emit(seat)

    # ---------------------------------------------------------------- the AI

    def _start_thinking(self) -> None:
        state = self.model.state
        actor = state.current_player()
        if state.is_terminal() or self.model.is_human(actor) or self.model.elsewhere(actor):
            return
        scripted = self.script() if self.script is not None else None
        if scripted is HOLD:
            return                              # proceed() starts it again
        if self.ai_on_key and self._let_go != self._turn():
            return                              # play_now() starts it
        if isinstance(scripted, int):
            self._thinking = actor
            self._on_ai_decision(scripted)
            return
        if self.worker is None:
            return
        self._thinking = actor
        self.thinking.emit(actor)
        try:
            settings = knowledge_of(self.model.entry).level_settings(self.level(actor))
            self.worker.think(self.model.observation(actor), settings, self._seed())
        except Exception as error:          # noqa: BLE001  (a game's own fault: said, and the game goes on)
            self._on_ai_failed(f"{type(error).__name__}: {error}")

    def hint(self) -> bool:
        """Ask the AI what it would do in the acting human's place; False when it cannot now."""
        state = self.model.state
        actor = state.current_player()
        if (self.worker is None or self._thinking is not None or state.is_terminal()
                or not self.model.is_human(actor) or self.viewer != actor):
            return False
        scripted = self.script() if self.script is not None else None
        if isinstance(scripted, int):           # a guided game's hint is its script's move
            QTimer.singleShot(0, lambda: self.hintReady.emit(scripted))
            return True
        self._hinting = True
        # the best advice the app has, and the search a review weighs the decision with: a player
        # who follows every hint is not told later that the review's level would have played otherwise
        settings = knowledge_of(self.model.entry).level_settings(REVIEW_LEVEL)
        self.worker.think(self.model.observation(actor), settings, self._seed())
        return True

    def _seed(self) -> Optional[int]:
        return None if self.ai_seed is None else self.ai_seed * 100_003 + self.model.decisions

    def _on_ai_decision(self, action: int) -> None:
        if self._hinting:
            self._hinting = False
            self.hintReady.emit(action)
            return
        seat, self._thinking = self._thinking, None
        if seat is None or self.model.state.current_player() != seat:
            return
        self.decided.emit(seat, action)
        self._redo.clear()
        if not self.model.apply_action(action):
            self.aiFailed.emit(self.tr("The AI chose an illegal move; it will think again."))
            self._timer.start(self.pace_ms)

    def _on_ai_failed(self, message: str) -> None:
        """Say why; think again once, then play a legal action at random so the game goes on."""
        if self._hinting:
            self._hinting = False
            self.aiFailed.emit(self.tr("No hint: the AI failed (%1).").replace("%1", message))
            return
        seat, self._thinking = self._thinking, None
        position = self.model.decisions
        if self._failed_at != position:
            self._failed_at = position
            self.aiFailed.emit(self.tr("The AI failed (%1); it thinks again.").replace("%1", message))
            self._timer.start(max(self.pace_ms, 1000))      # a restarted worker tries again
            return
        if seat is None or self.model.state.current_player() != seat:
            return
        legal = self.model.observation(seat).legal_actions()
        action = random.Random(self._seed()).choice(legal)
        self.aiFailed.emit(self.tr("The AI failed again (%1): %2 made a move at random so that the game "
                                   "goes on.").replace("%1", message).replace("%2", self.model.seat_name(seat)))
        self.decided.emit(seat, action)
        self._redo.clear()
        self.model.apply_action(action)

    def play_now(self) -> None:
        """Make a thinking AI answer with its best decision so far; played by ear, let the waiting
        computer seat start."""
        if self._thinking is not None and self.worker is not None:
            self.worker.play_now()
        elif self.waits_for_key:
            self._let_go = self._turn()
            self._timer.start(0)

    def _turn(self) -> tuple[int, Optional[int]]:
        """The seat to act and the game's count of turns (None for a game that counts none)."""
        count = self.model.entry.turns
        return self.model.state.current_player(), None if count is None else count(self.model.state)

    @property
    def waits_for_key(self) -> bool:
        """A computer seat is to move and waits for the person's key (``ai_on_key``)."""
        state = self.model.state
        actor = state.current_player()
        return (self.ai_on_key and self._thinking is None and not self.paused and not state.is_terminal()
                and actor >= 0 and not self.model.is_human(actor) and not self.model.elsewhere(actor)
                and self._let_go != self._turn())

    def _cancel_ai(self) -> None:
        self._timer.stop()
        if (self._thinking is not None or self._hinting) and self.worker is not None:
            self.worker.cancel()
        self._thinking = None
        self._hinting = False

    # ---------------------------------------------------------------- undo and redo

    def human_decided(self, action: Action) -> bool:
        """Apply a human's action from the table; a new action forgets the redo list."""
        if self.gate is not None and not self.gate(action):
            return False
        self._let_go = None                     # the next computer turn waits for the key again
        if self._hinting:
            self._cancel_ai()
        if self.model.apply_action(action):
            self._redo.clear()
            return True
        return False

    def can_undo(self) -> bool:
        """The holder's own decision is the last a person took, and no one else has had the screen
        since (hot-seat too); never at a hand-over, nor in a replay, where there is nothing to undo."""
        model = self.model
        if (self.paused or self.holder is None or self.waiting_for is not None
                or not isinstance(model, Rewindable) or not model.undoable):
            return False
        for seat, _ in reversed(model.history):
            if self.model.is_human(seat):
                return seat == self.holder
        return False

    def can_redo(self) -> bool:
        return (not self.paused and self.waiting_for is None and bool(self._redo)
                and self._redo[0][0] == self.holder)

    def undo(self) -> None:
        """Back to the holder's previous decision, taking back the AI decisions after it."""
        model = self.model
        if not self.can_undo() or not isinstance(model, Rewindable):
            return
        history = model.history
        index = max(i for i, (seat, _) in enumerate(history) if seat == self.holder)
        self._cancel_ai()
        self._redo = history[index:] + self._redo
        app_data.take_back(self.model.saved.app, history[index][0], index, self.model.players)
        self._rewind(lambda: model.rewind(index))

    def redo(self) -> None:
        """Replay the undone decision and the AI decisions that followed it."""
        model = self.model
        if not self.can_redo() or not isinstance(model, Rewindable):
            return
        self._cancel_ai()
        steps = [self._redo.pop(0)]
        while self._redo and self._redo[0][0] != self.holder:
            steps.append(self._redo.pop(0))
        model.replay_more([d for _, d in steps])

    def rewind_to(self, decisions: int) -> None:
        """Back to the position after the first ``decisions`` decisions, with nothing to redo
        (a guided game's Back)."""
        model = self.model
        if not isinstance(model, Rewindable):
            return
        self._cancel_ai()
        self._redo.clear()
        self._rewind(lambda: model.rewind(decisions))

    def proceed(self) -> None:
        """Work out the next step again: a seat held by :attr:`script` may go on now."""
        QTimer.singleShot(0, self._after_change)

    def _rewind(self, step) -> None:
        self._rewinding = True
        try:
            step()
        finally:
            self._rewinding = False

    @property
    def rewinding(self) -> bool:
        """The position is being reset by an undo or a lesson's Back: the same game goes on."""
        return self._rewinding

    def resume(self) -> None:
        """Play on after a replay: the game shown is the one to follow again."""
        self.paused = False
        self._after_reset()

    # ---------------------------------------------------------------- autosave

    def autosave(self) -> None:
        """Hand the game's text to the writer thread (``saveFailed`` says if the write fails)."""
        if not self.autosave_path or self._closed:
            return
        try:
            data = envelope.file_bytes(self.model.saved_with_pending())
        except SaveError as error:          # too large to be read back: the last autosave stays
            self.saveFailed.emit(problem(error))
            return
        self._writer.submit(self.autosave_path, data)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the last autosave is on disk (before anyone reads the file); False on a timeout."""
        return self._writer.flush(timeout)

    def shutdown(self) -> None:
        """Stop thinking, write what is pending and end the writer's thread (the window is closing).

        A step already queued (the next decision's :meth:`_after_change`, a scripted seat's move)
        does nothing after this: a closed window's game that played on would autosave over the
        game Continue takes up, from a thread that outlives the session."""
        self._closed = True
        self._cancel_ai()
        self._writer.close(10.0)
