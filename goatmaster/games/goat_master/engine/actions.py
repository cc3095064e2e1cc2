"""Decisions as dense ints: the form the search and the core game interface use.

``Play(card)`` is the card itself (0–120); ``Take(cell)`` is ``TAKE0 + cell``
and ``Take(None)`` (R12) is :data:`TAKE_NONE`; the dog's ``DogMove(a, b)`` is
``DOG0 + a * 64 + b`` and no move is :data:`DOG_SKIP`; a consent answer is
:data:`CONSENT_YES` or :data:`CONSENT_NO`.  At the refill (a chance step) the
action is the card drawn.

>>> action_of(Take(9)), DECISIONS[TAKE0 + 9]
(137, Take(cell=9))
"""

from __future__ import annotations

from typing import Optional

from .cards import CARD_COUNT
from .decisions import NO_DOG_MOVE, Consent, Decision, DogMove, Play, Take

TAKE0 = 128                 # Take(cell) = TAKE0 + cell (cells are < 64)
TAKE_NONE = 192             # R12
DOG_SKIP = 193
DOG0 = 256                  # DogMove(a, b) = DOG0 + a * 64 + b
CONSENT_NO = DOG0 + 64 * 64
CONSENT_YES = CONSENT_NO + 1
ACTION_COUNT = CONSENT_YES + 1


def _decision_table() -> tuple[Optional[Decision], ...]:
    table: list[Optional[Decision]] = [None] * ACTION_COUNT
    for card in range(CARD_COUNT):
        table[card] = Play(card)
    for c in range(64):
        table[TAKE0 + c] = Take(c)
        for t in range(64):
            table[DOG0 + c * 64 + t] = DogMove(c, t)
    table[TAKE_NONE] = Take(None)
    table[DOG_SKIP] = NO_DOG_MOVE
    table[CONSENT_NO] = Consent(False)
    table[CONSENT_YES] = Consent(True)
    return tuple(table)


#: The decision each action stands for (``None`` for the unused ints).
DECISIONS = _decision_table()


def action_of(decision: Decision) -> int:
    """The action of a decision (inverse of :data:`DECISIONS`)."""
    if isinstance(decision, Play):
        return decision.card
    if isinstance(decision, Take):
        return TAKE_NONE if decision.cell is None else TAKE0 + decision.cell
    if isinstance(decision, DogMove):
        if decision.source is None or decision.target is None:
            return DOG_SKIP
        return DOG0 + decision.source * 64 + decision.target
    return CONSENT_YES if decision.agree else CONSENT_NO


def decision_of(action: int) -> Decision:
    """The decision an action stands for; ``ValueError`` for an int that is none."""
    decision = DECISIONS[action] if 0 <= action < ACTION_COUNT else None
    if decision is None:
        raise ValueError(f"{action!r} is not an action")
    return decision
