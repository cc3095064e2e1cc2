"""The decisions a turn is made of (R9–R18), as small frozen values.

A turn asks, in order: which card to play → which cell to take (or none, R12)
→ after a dog, which marked card to move where (or none) → when the target
holds an opponent's card, that opponent's yes or no (R18).  Each decision's
``str`` is a text form that :func:`parse_decision` reads back.

>>> str(Play(parse_decision("play G07.3").card))
'play G07.3'
>>> parse_decision("dog [1, 1] > [1, 4]")
DogMove(source=9, target=12)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Union

from ....core.game import ActionError
from .cards import CardError, card_id, parse_card
from .pasture import Cell, cell, cell_text


class IllegalDecision(ActionError):
    """A decision the rules do not allow now; the message says why, in English.

    ``reason`` names what is wrong in one stable word, so that the app can say
    it in the player's language; ``seat`` is the player it concerns, if any.
    """

    def __init__(self, message: str, reason: str = "unreadable", seat: Optional[int] = None) -> None:
        super().__init__(message)
        self.reason = reason
        self.seat = seat


@dataclass(frozen=True, slots=True)
class Play:
    """R9: put this hand card into the display."""
    card: int

    def __str__(self) -> str:
        return f"play {card_id(self.card)}"


@dataclass(frozen=True, slots=True)
class Take:
    """R11: take the card on ``cell`` into hand; ``None`` when nothing can be taken (R12)."""
    cell: Optional[Cell]

    def __str__(self) -> str:
        return "take none" if self.cell is None else f"take {cell_text(self.cell)}"


@dataclass(frozen=True, slots=True)
class DogMove:
    """R18: move the marked card on ``source`` to ``target``; both ``None`` for no move."""
    source: Optional[Cell]
    target: Optional[Cell]

    @property
    def is_skip(self) -> bool:
        return self.source is None

    def __str__(self) -> str:
        if self.source is None or self.target is None:
            return "dog none"
        return f"dog {cell_text(self.source)} > {cell_text(self.target)}"


@dataclass(frozen=True, slots=True)
class Consent:
    """R18: the owner of the target card agrees to the swap, or not."""
    agree: bool

    def __str__(self) -> str:
        return "consent yes" if self.agree else "consent no"


Decision = Union[Play, Take, DogMove, Consent]
NO_DOG_MOVE = DogMove(None, None)

_CELL = r"\[\s*(\d)\s*,\s*(\d)\s*\]"
_PATTERNS = (
    (re.compile(r"play (\S+)"), lambda m: Play(parse_card(m[1]))),
    (re.compile(r"take none"), lambda m: Take(None)),
    (re.compile(r"take " + _CELL), lambda m: Take(cell(int(m[1]), int(m[2])))),
    (re.compile(r"dog none"), lambda m: NO_DOG_MOVE),
    (re.compile(r"dog " + _CELL + r"\s*>\s*" + _CELL),
     lambda m: DogMove(cell(int(m[1]), int(m[2])), cell(int(m[3]), int(m[4])))),
    (re.compile(r"consent (yes|no)"), lambda m: Consent(m[1] == "yes")),
)


def parse_decision(text: str) -> Decision:
    """Read a decision's text form back; raises :class:`IllegalDecision`."""
    text = text.strip()
    for pattern, build in _PATTERNS:
        match = pattern.fullmatch(text)
        if match:
            try:
                return build(match)
            except CardError as error:
                raise IllegalDecision(str(error)) from None
    raise IllegalDecision(f"cannot read {text[:40]!r} as a decision")
