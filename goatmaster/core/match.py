"""A game being played for real: a state whose every action is checked and recorded.

The search plays on bare states and trusts itself; a :class:`Match` is what the
arena, the session and the save files hold, so it checks each action and keeps
the history a save file and a replay need.  A game may bring its own match (Goat
Master records whole turns); :class:`RecordedMatch` serves any game.  Each match keeps a
:class:`MatchRecord` as it applies actions, so what reads a match's story (its autosave, its
turn count, its log, its review) need not replay it from the start.
"""

from __future__ import annotations

from typing import Protocol

from .game import CHANCE, TERMINAL, Action, ActionError, Seat, State


class MatchRecord:
    """What a match writes down of each action as it applies it, beside the action itself.

    An action's text form depends on its position (``State.action_to_string``), and where
    turns end depends on the game's count; both are known only while the action is applied,
    so they are kept then rather than found again by replaying the match.
    """

    def __init__(self) -> None:
        #: Who took each action: a seat, or ``CHANCE`` for a chance outcome.
        self.seats: list[Seat] = []
        #: Each action's text form, as it read in its position.
        self.texts: list[str] = []
        #: After how many actions each turn ended, in order (a game without turns: every action).
        self.turn_ends: list[int] = []

    def note(self, seat: Seat, text: str, turn_ended: bool) -> None:
        """One more action: who took it, its text, and whether a turn ended with it."""
        self.seats.append(seat)
        self.texts.append(text)
        if turn_ended:
            self.turn_ends.append(len(self.seats))

    @property
    def whole(self) -> int:
        """How many of the actions make whole turns (what a save file holds)."""
        return self.turn_ends[-1] if self.turn_ends else 0

    def decisions(self) -> int:
        """How many of the actions were seats' decisions (chance outcomes apart)."""
        return sum(seat != CHANCE for seat in self.seats)


class Match(Protocol):
    """A state plus the checked actions that led to it."""

    #: Every action applied since the start, chance outcomes included, in order.
    actions: list[Action]
    #: Who took each action, its text and the turns' ends, written as each was applied.
    record: MatchRecord

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
        self.record = MatchRecord()

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
        text = state.action_to_string(action)
        state.apply_action(action)
        self.actions.append(action)
        self.record.note(seat, text, True)      # no turns of its own: each action stands whole
