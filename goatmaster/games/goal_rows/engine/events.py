"""What happens in a game of Goal Rows, as plain values the table can animate and a log can tell.

The engine appends events to ``RowsState.events`` when that list is set (the
search leaves it ``None`` and pays nothing).  Cards and tokens are the ints of
:mod:`.cards`; places are 0–3.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """T7: ``seat`` put ``card`` at the end of the row behind ``place``."""
    seat: int
    card: int
    place: int


@dataclass(frozen=True, slots=True)
class RowScored:
    """T9: the row behind ``place`` was full: ``sums`` per colour (seat order) of its ``cards``."""
    place: int
    token: int
    cards: tuple[int, ...]
    sums: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TokenWon:
    """T9: ``seat``'s colour had the strictly highest sum; the token is theirs, the place is free."""
    seat: int
    token: int
    place: int


@dataclass(frozen=True, slots=True)
class TokenKept:
    """T9: ``seats`` shared the highest sum; the token stays on ``place`` with an empty row."""
    place: int
    token: int
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TokenTurnedUp:
    """T9 (chance): the supply's next token now lies face up on ``place``."""
    place: int
    token: int


@dataclass(frozen=True, slots=True)
class Reshuffled:
    """T11 (chance): the discard pile's ``cards`` became the new face-down draw pile."""
    cards: int


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """T7 (chance): ``seat`` drew ``card`` (secret: only ``seat`` may see it)."""
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class TradeOffered:
    """T10: ``seat`` shows ``card`` and offers it."""
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class TradeAnswered:
    """T10: ``seat`` gives ``card`` for the offer, or declines (``card`` None)."""
    seat: int
    card: Optional[int]


@dataclass(frozen=True, slots=True)
class CardsSwapped:
    """T10: ``offered`` went from ``seat`` to ``partner``, ``given`` the other way, face up."""
    seat: int
    offered: int
    partner: int
    given: int


@dataclass(frozen=True, slots=True)
class Passed:
    """T11: ``seat`` had no card and passed."""
    seat: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class Score:
    """T13: a seat's black and red token sums; ``total`` = black − red."""
    seat: int
    black: int
    red: int

    @property
    def total(self) -> int:
        return self.black - self.red


@dataclass(frozen=True, slots=True)
class GameEnded:
    """T13–T14: the final scores and the winning seats (none when no score is above 0)."""
    scores: tuple[Score, ...]
    winners: tuple[int, ...]


Event = (CardPlayed | RowScored | TokenWon | TokenKept | TokenTurnedUp | Reshuffled | CardDrawn
         | TradeOffered | TradeAnswered | CardsSwapped | Passed | TurnEnded | GameEnded)
