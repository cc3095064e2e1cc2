"""The QObject that wraps a Goat Master game: it applies actions and turns engine events into signals.

Views never change the game themselves: they ask this model what is legal and
send decisions back.  Every engine event is re-emitted, in order, through
:attr:`GameModel.event`, so the scene can animate it and the log can tell it.
It offers the shared :class:`~goatmaster.app.session.Session` the interface that
module describes (actions, observations, history, forced actions, questions).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject, Signal

from ..core.registry import GameEntry
from ..games import GOAT_MASTER
from ..games.goat_master.engine import Game, IllegalDecision, SeatView
from ..games.goat_master.engine.actions import TAKE_NONE, action_of, decision_of
from ..games.goat_master.engine.decisions import Decision, DogMove, Play, Take, parse_decision
from ..games.goat_master.engine.events import GameEnded
from ..games.goat_master.engine.state import CONSENT, DOG, PLAY, TAKE, GameState
from ..games.goat_master.savefile import SavedGame
from ..games.goat_master.qt.pictures import seat_colours
from ..views.forms import shown_name
from .match_model import PENDING      # the decisions of the turn in progress, here as text
from .refusals import refusal_text

def _actions_of(record, state: GameState) -> list[tuple[int, int]]:
    """(actor, action) for each decision of a recorded turn, played out on ``state``."""
    actions = []
    for decision in Game.turn_decisions(record, state):
        actions.append((state.actor, action_of(decision)))
        state.apply(decision)
        state.advance()
    return actions




class GameModel(QObject):
    """One game being played or replayed: seats, set-up, turns and the live position."""

    #: Every engine event, in the order it happened (see ``goatmaster.games.goat_master.engine.events``).
    event = Signal(object)
    #: After each applied decision, once its events have been emitted.
    changed = Signal()
    #: A new game (or a loaded one) replaced the previous one.
    reset = Signal()
    #: A decision was refused; the text says why, for the player.
    refused = Signal(str)
    #: The game is over; carries the ``GameEnded`` event.
    ended = Signal(object)

    #: The game this model plays (its AI knowledge gives the session the levels).
    entry: GameEntry = GOAT_MASTER

    def __init__(self, saved: SavedGame, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._saved = saved
        #: (seat, action) of every decision so far, the turn in progress included.
        self.history: list[tuple[int, int]] = []
        self._adopt(saved)

    def _adopt(self, saved: SavedGame) -> None:
        """Take over a game: rebuild the decision history, then finish a turn left half-played."""
        self._saved = saved
        game = saved.game
        scratch = GameState.from_setup(game.setup)
        self.history = [step for record in game.turns for step in _actions_of(record, scratch)]
        for text in saved.app.pop(PENDING, []) if isinstance(saved.app.get(PENDING), list) else []:
            try:
                decision = parse_decision(text) if isinstance(text, str) else None
                if decision is None:
                    break
                actor = game.state.actor
                game.apply(decision)
            except IllegalDecision:
                break                   # app data is the app's own; a stale entry is dropped
            self.history.append((actor, action_of(decision)))

    # ---------------------------------------------------------------- the game

    @property
    def saved(self) -> SavedGame:
        return self._saved

    @property
    def state(self) -> GameState:
        """The live position; read it, never change it (use :meth:`apply`)."""
        return self._saved.game.state

    @property
    def players(self) -> int:
        return self.state.players

    def seat_name(self, seat: int) -> str:
        return shown_name(self._saved.players[seat].name)

    def colour(self, seat: int) -> int:
        """The R2 colour (0–4) the seat plays in: chosen in the new-game dialog, else seat order."""
        return seat_colours(self._saved)[seat]

    def is_human(self, seat: int) -> bool:
        return self._saved.players[seat].kind == "human"

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know (R23): the AI and the hot-seat screen read only this."""
        return SeatView(self.state, seat)

    observation = view

    def forced_action(self) -> Optional[int]:
        """R12: a take with no card in the pawn's line has one answer, taken for the player."""
        if self.state.phase == TAKE and not self.state.take_cells():
            return TAKE_NONE
        return None

    def is_question(self) -> bool:
        """R18: the seat to act answers the dog's question (may it swap onto your card?)."""
        return self.state.phase == CONSENT

    def load(self, saved: SavedGame) -> None:
        self._adopt(saved)
        self.reset.emit()

    def rewind(self, decisions: int) -> None:
        """Go back to the position after the first ``decisions`` decisions (undo)."""
        game = Game(self._saved.game.setup)
        for _, action in self.history[:decisions]:
            game.apply_action(action)
        self.history = self.history[:decisions]
        self._saved = SavedGame(self._saved.players, game, self._saved.app)
        self.reset.emit()

    def show_turns(self, saved: SavedGame, turns: int) -> None:
        """Show ``saved`` after its first ``turns`` turns (the replay of a finished game).

        Stepping one turn forward applies that turn's decisions with their
        events, so the replay animates; any other step rebuilds the position.
        """
        current = self._saved.game
        if (current.setup == saved.game.setup and turns == len(current.turns) + 1
                and current.turns == saved.game.turns[:len(current.turns)]):
            record = saved.game.turns[turns - 1]
            self.replay_more([a for _, a in _actions_of(record, current.state.copy())])
            return
        game = Game(saved.game.setup)
        for record in saved.game.turns[:turns]:
            game.play_turn(record)
        self._adopt(SavedGame(saved.players, game, {}))
        self.reset.emit()

    def replay_more(self, actions: list[int]) -> None:
        """Apply several actions in a row (redo), with their events and animations."""
        for action in actions:
            if not self.apply_action(action):
                break

    def saved_with_pending(self) -> SavedGame:
        """The game to write: whole turns, plus the decisions of the turn in progress in ``app``.

        A save file holds whole turns only; keeping the current turn's decisions
        in the app's own data means closing mid-turn loses nothing.
        """
        pending = self.history[self._turn_start():]
        app = dict(self._saved.app)
        if pending:
            app[PENDING] = [str(decision_of(action)) for _, action in pending]
        else:
            app.pop(PENDING, None)
        return SavedGame(self._saved.players, self._saved.game, app)

    def _turn_start(self) -> int:
        """Index in :attr:`history` of the first decision of the turn in progress."""
        plays = [i for i, (_, action) in enumerate(self.history) if isinstance(decision_of(action), Play)]
        done = len(self._saved.game.turns)
        return plays[done] if done < len(plays) else len(self.history)

    # ---------------------------------------------------------------- legal choices

    def phase(self) -> int:
        return self.state.phase

    def hand_cards(self, seat: int) -> list[int]:
        return self.state.hand(seat)

    def can_play(self, card: int) -> bool:
        return self.state.phase == PLAY and card in self.state.hand(self.state.seat)

    def take_cells(self) -> list[int]:
        """Cells the acting seat may take from now (empty outside the take phase)."""
        return self.state.take_cells() if self.state.phase == TAKE else []

    def dog_sources(self) -> list[int]:
        """Marked cards the acting seat may move with its dog now."""
        if self.state.phase != DOG:
            return []
        return sorted({source for source, _ in self.state.dog_moves()})

    def dog_targets(self, source: int) -> list[int]:
        if self.state.phase != DOG:
            return []
        return [target for s, target in self.state.dog_moves() if s == source]

    def awaiting_consent(self) -> bool:
        return self.state.phase == CONSENT

    # ---------------------------------------------------------------- changing it

    def apply(self, decision: Decision) -> bool:
        """Apply a decision if legal, emitting its events; False (and ``refused``) if not."""
        return self.apply_action(action_of(decision))

    def apply_action(self, action: int) -> bool:
        """Apply an action if legal, emitting its events; False (and ``refused``) if not."""
        game = self._saved.game
        actor = game.state.actor
        try:
            happened = game.apply_action(action)
        except IllegalDecision as error:
            self.refused.emit(refusal_text(error, self.seat_name))
            return False
        self.history.append((actor, action))
        for item in happened:
            self.event.emit(item)
            if isinstance(item, GameEnded):
                self.ended.emit(item)
        self.changed.emit()
        return True

    def play(self, card: int) -> bool:
        return self.apply(Play(card))

    def take(self, cell: Optional[int]) -> bool:
        return self.apply(Take(cell))

    def move_dog(self, source: Optional[int], target: Optional[int]) -> bool:
        return self.apply(DogMove(source, target))
