"""What happens in a game of Meadow Dice, as plain values a table can animate and a log can tell.

The engine appends events to ``MeadowState.events`` when that list is set (the
search leaves it ``None`` and pays nothing).  Faces are 1–5 and 6 for the cow
(D3); cells are ``row * 8 + col``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True, slots=True)
class Thrown:
    """D5: ``seat`` threw both dice; ``dice`` in the engine's order (lower face first)."""
    seat: int
    dice: tuple[int, int]


@dataclass(frozen=True, slots=True)
class DiceKept:
    """D6: ``seat`` keeps the faces ``kept`` and throws ``again`` once more (both may be empty)."""
    seat: int
    kept: tuple[int, ...]
    again: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ThrownAgain:
    """D6: the dice thrown again showed ``faces``; ``dice`` are the final faces."""
    seat: int
    faces: tuple[int, ...]
    dice: tuple[int, int]


@dataclass(frozen=True, slots=True)
class CellMarked:
    """D7/D8: ``seat`` marked ``cell`` (showing ``face``); ``double``: one of a D7c pair."""
    seat: int
    cell: int
    face: int
    double: bool = False


@dataclass(frozen=True, slots=True)
class NothingToMark:
    """D7b: no free cell shows either number, so the turn passes without a mark."""
    seat: int
    dice: tuple[int, int]


@dataclass(frozen=True, slots=True)
class IntermediateScoring:
    """D14 (pro variant): after the 9th cow, 2 points per herd of exactly two cells.

    ``points[seat]`` and ``herds[seat]`` (each herd's two cells) for each seat."""
    points: tuple[int, ...]
    herds: tuple[tuple[tuple[int, ...], ...], ...]


@dataclass(frozen=True, slots=True)
class TurnEnded:
    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class SeatScore:
    """A seat's points (D10–D14), every value in points."""
    seat: int
    meadows: int
    troughs: int
    herds: int
    doubles: int

    @property
    def total(self) -> int:
        return self.meadows + self.troughs + self.herds + self.doubles


@dataclass(frozen=True, slots=True)
class Standing:
    """The score as it stands at any moment (the final one once the game is over).

    ``meadows[k]`` is who leads meadow ``k`` (north, east, south, west; ``None`` on a
    tie), ``meadow_marks[k]`` each seat's marks there; ``troughs`` and
    ``trough_marks`` the same for the sheet's troughs in its order; ``herds[seat]``
    every herd of that seat (its cells), largest first; ``scores`` each seat's points
    if the game ended now (D14's points included as far as they are scored).
    """
    meadows: tuple[Optional[int], ...]
    meadow_marks: tuple[tuple[int, int], ...]
    troughs: tuple[Optional[int], ...]
    trough_marks: tuple[tuple[int, int], ...]
    herds: tuple[tuple[tuple[int, ...], ...], ...]
    scores: tuple[SeatScore, ...]


@dataclass(frozen=True, slots=True)
class GameEnded:
    """D9/D13: the final standing (the herds, who won each meadow and trough) and the winners."""
    standing: Standing
    winners: tuple[int, ...]


Event = (Thrown | DiceKept | ThrownAgain | CellMarked | NothingToMark | IntermediateScoring
         | TurnEnded | GameEnded)
