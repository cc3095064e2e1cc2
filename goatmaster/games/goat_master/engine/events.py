"""What happens in a game, as plain values a GUI can animate and a log can tell.

The engine appends events to ``GameState.events`` when that list is set (the
search leaves it ``None`` and pays nothing).  Cards are ints, cells are
``row * 8 + col`` and positions are edge positions (R5).  An event that names a pasture cell
names the card on it too, as it was then: a log tells it the same in any later position (a
seat coming back reads the moves before its snapshot, told after the dog moved the cards).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """R9: ``seat`` put ``card`` from hand into its display."""
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class PawnMoved:
    """R10: the pawn walked ``steps`` positions clockwise (0 for a dog)."""
    seat: int
    start: int
    end: int
    steps: int


@dataclass(frozen=True, slots=True)
class CardTaken:
    """R11: ``card`` went from ``cell`` into ``seat``'s hand (face up: public, R23)."""
    seat: int
    cell: int
    card: int


@dataclass(frozen=True, slots=True)
class NothingToTake:
    """R12: the pawn's line had no unmarked card; the game ends after this turn."""
    seat: int


@dataclass(frozen=True, slots=True)
class PastureRefilled:
    """R11 (chance): the deck's top card filled the gap at ``cell``."""
    cell: int
    card: int


@dataclass(frozen=True, slots=True)
class TypeDecided:
    """R14 (``scoring == "A"``) or R15 (``"B"``): ``seat`` won ``goat_type``.

    ``player`` played the deciding card; ``displays`` holds each seat's (points, cards)
    of the type in its display as the type was decided, before the losers' cards left,
    so the log can tell the sums and the tie-break (R15) that decided it.
    """
    seat: int
    goat_type: int
    scoring: str
    player: int
    displays: tuple[tuple[int, int], ...]

    @property
    def points(self) -> int:
        """The winner's points of the type."""
        return self.displays[self.seat][0]

    def runner_up(self) -> tuple[int, int]:
        """The best (points, cards) of the other seats."""
        return max(d for s, d in enumerate(self.displays) if s != self.seat)

    def decided_by(self) -> str:
        """What decided an R15 win: "points" (highest total), "cards" (more cards at equal
        points), "player" (all equal, the winner played the card) or "order" (all equal,
        the winner came first clockwise after the player)."""
        best, cards = self.displays[self.seat]
        other = self.runner_up()
        if best > other[0]:
            return "points"
        if cards > other[1]:
            return "cards"
        return "player" if self.seat == self.player else "order"


@dataclass(frozen=True, slots=True)
class MarkersPlaced:
    """R17: ``seat`` put a marker on each of ``cells`` (an owed card arriving too), on ``cards``."""
    seat: int
    cells: tuple[int, ...]
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MarkersRanOut:
    """R17: ``cells`` (holding ``cards``) should have had ``seat``'s marker but none was left;
    they stay neutral."""
    seat: int
    cells: tuple[int, ...]
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardsLeftGame:
    """R14/R15: ``seat``'s display cards of a decided type became worthless."""
    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OwedCardShown:
    """R15: the fifth card was in ``seat``'s hand; it is shown and is dead."""
    seat: int
    card: int
    winner: int


@dataclass(frozen=True, slots=True)
class ConsentAsked:
    """R18: ``seat`` asks ``owner`` to let its card on ``target`` (``swapped``) swap with ``card``
    on ``source``."""
    seat: int
    owner: int
    source: int
    target: int
    card: int
    swapped: int


@dataclass(frozen=True, slots=True)
class ConsentGiven:
    """R18: ``owner``'s answer."""
    owner: int
    agree: bool


@dataclass(frozen=True, slots=True)
class DogMoved:
    """R18: the card on ``source`` went to ``target``; ``swapped`` came back, or None."""
    seat: int
    source: int
    target: int
    card: int
    swapped: Optional[int]


@dataclass(frozen=True, slots=True)
class TurnEnded:
    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class Score:
    """A seat's final count (R20–R21): ``double`` is already doubled."""
    seat: int
    single: int
    double: int
    milk: int

    @property
    def total(self) -> int:
        return self.single + self.double + self.milk


@dataclass(frozen=True, slots=True)
class GameEnded:
    """R19–R22: the final scores and the winning seats."""
    scores: tuple[Score, ...]
    winners: tuple[int, ...]


Event = (CardPlayed | PawnMoved | CardTaken | NothingToTake | PastureRefilled | TypeDecided
         | MarkersPlaced | MarkersRanOut | CardsLeftGame | OwedCardShown | ConsentAsked
         | ConsentGiven | DogMoved | TurnEnded | GameEnded)
