"""A game being played for real: a state whose every action is checked and recorded.

The search plays on bare states and trusts itself; a :class:`Match` is what the
arena, the session and the save files hold, so it checks each action and keeps
the history a save file and a replay need.  A game may bring its own match (Goat
Master records whole turns); :class:`RecordedMatch` serves any game.
"""

from __future__ import annotations

from typing import Protocol

from .game import CHANCE, TERMINAL, Action, ActionError, State


class Match(Protocol):
    """A state plus the checked actions that led to it."""

    #: Every action applied since the start, chance outcomes included, in order.
    actions: list[Action]

    @property
    def state(self) -> State: ...

    def restart(self) -> "Match":
        """A new match at this one's start (for undo and replays: apply ``actions`` again)."""
        ...

    @property
    def is_over(self) -> bool: ...

    def apply_action(self, action: Action) -> object:
        """Check and apply one action (a chance outcome at a chance step); raises ActionError.

        What it returns is the game's own (Goat Master: the events it caused)."""
        ...


class RecordedMatch:
    """A match for any game: the first state and every action since, chance outcomes too."""

    def __init__(self, state: State) -> None:
        self.initial = state.clone()
        self.state = state
        self.actions: list[Action] = []

    @property
    def is_over(self) -> bool:
        return self.state.is_terminal()

    def restart(self) -> "RecordedMatch":
        return type(self)(self.initial.clone())

    def apply_action(self, action: Action) -> None:
        state = self.state
        seat = state.current_player()
        if seat == TERMINAL:
            raise ActionError("the game is over")
        if seat != CHANCE and action not in state.legal_actions():
            raise ActionError(f"{action!r} is not a legal action of seat {seat} now")
        state.apply_action(action)
        self.actions.append(action)
