"""A game of Meadow Dice as it is recorded: its set-up, the turns played, and the live state.

:class:`MeadowMatch` is what the CLI, the arena, the files and the app hold: every
action is checked before it is applied, and each finished turn is written down as
a :class:`TurnRecord`, the unit of a save file (``docs/formats/meadow-dice-save.md``):
the first throw, the indexes of the dice thrown again, the final dice in the
throw's order, and the cells marked.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import events as ev
from ....core.game import CHANCE, TERMINAL, ActionError
from ....core.match import MatchRecord
from .sheet import COW, Sheet
from .state import AGAIN, AGAIN_CHOICE, MARK, RETHROW, THROW, MeadowState, marked_cells, pair, two_dice


@dataclass(frozen=True)
class Setup:
    """What a game starts from: the sheet (D1, D2) and the pro variant (D14)."""
    sheet: Sheet
    pro: bool = False


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """One turn as a save file holds it (faces 1–6, 6 the cow; ``again`` holds die indexes)."""
    seat: int
    throw: tuple[int, int]
    again: tuple[int, ...]
    dice: tuple[int, int]
    marks: tuple[int, ...]


class MeadowMatch:
    """A set-up plus the actions taken since, with events for every change."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.state = MeadowState.blank(setup.sheet, setup.pro)
        self.events: list[ev.Event] = []
        self.state.events = self.events
        self.turns: list[TurnRecord] = []
        #: Every action and throw since the start, for undo and replays (the core's Match).
        self.actions: list[int] = []
        self.record = MatchRecord()
        self._turn: dict = {}

    @property
    def is_over(self) -> bool:
        return self.state.is_terminal()

    def restart(self) -> "MeadowMatch":
        return MeadowMatch(self.setup)

    def apply_action(self, action: int) -> list[ev.Event]:
        """Check and apply one action or chance outcome; return the events it caused."""
        state = self.state
        seat = state.current_player()
        if seat == TERMINAL:
            raise ActionError("the game is over (D9)")
        if type(action) is not int:
            raise ActionError(f"{action!r} is not an action")
        if seat == CHANCE:
            outcomes = range(6) if state.phase == RETHROW and state.again != 3 else _THROWS
            if action not in outcomes:
                raise ActionError(f"{action!r} is not a throw of the dice now")
        elif action not in state.legal_actions():
            raise ActionError(f"{action!r} is not a legal action of seat {seat} now")
        start = len(self.events)
        self._note(action)
        text, played = state.action_to_string(action), state.turn
        state.apply_action(action)
        self.actions.append(action)
        self.record.note(seat, text, state.turn != played)
        new = self.events[start:]
        if any(isinstance(e, ev.TurnEnded) for e in new):
            turn = self._turn
            self.turns.append(TurnRecord(turn["seat"], turn["throw"], turn["again"], turn["dice"],
                                         turn.get("marks", ())))
            self._turn = {}
        return new

    def _note(self, action: int) -> None:
        """Write down the step of the turn in progress, in the save format's terms."""
        state, turn = self.state, self._turn
        if state.phase == THROW:
            turn.update(seat=state.seat, throw=(action // 6 + 1, action % 6 + 1), again=())
            turn["dice"] = turn["throw"]
        elif state.phase == AGAIN_CHOICE:
            turn["again"] = tuple(k for k in (0, 1) if (action - AGAIN) >> k & 1)
        elif state.phase == RETHROW:
            faces = (action // 6 + 1, action % 6 + 1) if state.again == 3 else (action + 1,)
            dice = list(turn["dice"])
            for k, face in zip(turn["again"], faces):
                dice[k] = face
            turn["dice"] = (dice[0], dice[1])
        elif state.phase == MARK:
            turn["marks"] = marked_cells(action)

    def play_turn(self, record: TurnRecord) -> list[ev.Event]:
        """Apply a recorded turn, checking every step (D5–D9); all or nothing.

        The throw may list its faces in any order; ``again`` and ``dice`` follow it.
        Raises :class:`ActionError` saying what the turn breaks.
        """
        if self.is_over:
            raise ActionError("the game has ended (D9); no turn may follow")
        state = self.state
        if state.phase != THROW:
            raise ActionError("a turn is in progress; a recorded turn starts with the first throw")
        if record.seat != state.seat:
            raise ActionError(f"seat {record.seat} is not to play; seat {state.seat} is")
        actions = _turn_actions(state.clone(), record)
        start = len(self.events)
        for action in actions:
            self.apply_action(action)
        self.turns[-1] = record                         # the file's own order of the dice
        return self.events[start:]

    def replayed(self, turns: int) -> MeadowState:
        """The state after the first ``turns`` turns of this game."""
        match = MeadowMatch(self.setup)
        for record in self.turns[:turns]:
            match.play_turn(record)
        return match.state


_THROWS = frozenset(two_dice(a, b) for a in range(1, 7) for b in range(a, 7))


def _turn_actions(trial: MeadowState, record: TurnRecord) -> list[int]:
    """The actions a recorded turn stands for, tried on ``trial``; ActionError if any breaks a rule."""
    throw, again, dice = record.throw, record.again, record.dice
    for k in (0, 1):
        if k not in again and dice[k] != throw[k]:
            raise ActionError(f"dice: die {k} shows {dice[k]} but was not thrown again, so it "
                              f"must still show {throw[k]} (D6)")
    order = (0, 1) if throw[0] <= throw[1] else (1, 0)      # the engine holds the lower face first
    engine_again = sorted(order.index(k) for k in again)
    mask = sum(1 << k for k in engine_again)
    if throw[0] == throw[1] and mask == 2:                  # equal faces: "die 0" stands for either
        mask = 1
    actions = [two_dice(*throw), AGAIN + mask]
    if mask == 3:
        actions.append(two_dice(*dice))
    elif mask:
        actions.append(dice[again[0]] - 1)
    for action in actions:
        trial.apply_action(action)
    marks = record.marks
    if trial.phase != MARK:
        if marks:
            raise ActionError(f"marks: {_final(dice)} show on no free cell, so nothing may be marked (D7b)")
        return actions
    options = trial.mark_options()
    if not marks:
        raise ActionError(f"marks: none, but {_final(dice)} must mark a cell (D7: marking is compulsory)")
    if len(marks) > 2 or len(set(marks)) != len(marks):
        raise ActionError(f"marks: {len(marks)} cells; D7 marks one or two different cells")
    action = marks[0] if len(marks) == 1 else pair(*marks)
    if action not in options:
        raise ActionError(f"marks: {_final(dice)} may not mark {_cells(marks)} now ({_why(trial, marks)})")
    return actions + [action]


def _final(dice: tuple[int, int]) -> str:
    return "the dice " + " and ".join("a cow" if d == COW else str(d) for d in dice)


def _cells(cells: tuple[int, ...]) -> str:
    return " and ".join(f"[{c // 8}, {c % 8}]" for c in cells)


def _why(state: MeadowState, marks: tuple[int, ...]) -> str:
    """Which rule a refused mark breaks, for the message."""
    faces = state.sheet.faces
    for c in marks:
        if not faces[c]:
            return "a trough cell is never marked, D1"
        if state.owner[c] >= 0:
            return "the cell is marked already, D8"
    d0, d1 = state.dice0, state.dice1
    if d0 == COW:
        return "two cows mark two free cow cells, D7a"
    if d1 != COW:
        return "two numbers mark one free cell showing either, D7b"
    return "a cow and a number mark a cow cell, a number cell, or both exactly one cell apart, D7c"


__all__ = ["Setup", "TurnRecord", "MeadowMatch"]
