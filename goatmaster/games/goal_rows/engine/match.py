"""A game of Goal Rows being played for real: every action checked, chance outcomes too.

:class:`RowsMatch` is the core's recorded match (the first state and every
action since, chance outcomes included), so the shared session, undo and the
arena treat it like any other game; it also keeps the events every action
caused, for the table and the save codec.
"""

from __future__ import annotations

from ....core.game import CHANCE, TERMINAL, ActionError
from ....core.match import MatchRecord
from .events import Event
from .state import RowsState


class RowsMatch:
    """A first state plus the checked actions since, with the events they caused."""

    def __init__(self, state: RowsState) -> None:
        self.initial = state.clone()
        self.state = state
        self.actions: list[int] = []
        self.record = MatchRecord()
        self.events: list[Event] = []
        state.events = self.events
        #: The position after the last finished turn, and how many events led to it (a save
        #: file holds finished turns; kept as they finish, so writing one replays nothing).
        self.finished: tuple[RowsState, int] = (self.initial, 0)

    @property
    def is_over(self) -> bool:
        return self.state.is_terminal()

    def restart(self) -> "RowsMatch":
        return RowsMatch(self.initial.clone())

    def apply_action(self, action: int) -> list[Event]:
        """Check and apply one action (a chance outcome at a chance step); the events it caused."""
        state = self.state
        seat = state.current_player()
        if seat == TERMINAL:
            raise ActionError("the game is over")
        legal = [a for a, _ in state.chance_outcomes()] if seat == CHANCE else state.legal_actions()
        if action not in legal:
            who = "chance" if seat == CHANCE else f"seat {seat}"
            raise ActionError(f"{action!r} is not a legal action of {who} now")
        start = len(self.events)
        text, turn = state.action_to_string(action), state.turn
        state.apply_action(action)
        self.actions.append(action)
        if state.turn != turn:
            self.finished = (state.clone(), len(self.events))
        self.record.note(seat, text, state.turn != turn)
        return self.events[start:]

    @classmethod
    def replayed(cls, initial: RowsState, actions: list[int]) -> "RowsMatch":
        """The match of these actions from ``initial`` (checked one by one)."""
        match = cls(initial.clone())
        for action in actions:
            match.apply_action(action)
        return match
