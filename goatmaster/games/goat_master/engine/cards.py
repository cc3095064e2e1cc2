"""The 121 cards (R1) as small ints, with tables built once at import.

Inside the engine a card is an int:

* goat cards ``0 … 89``: ``type * 5 + value - 1`` (so a type's five cards are
  contiguous, lowest value first);
* dog cards ``90 … 104`` (``D01`` … ``D15``);
* milk cards ``105 … 112`` (``M1.1`` … ``M1.8``, value 1) and ``113 … 120``
  (``M2.1`` … ``M2.8``, value 2).

Ids such as ``G07.3`` appear only at the edges (save files, CLI, log text).

>>> card_id(parse_card("G07.3"))
'G07.3'
>>> STEPS[parse_card("D04")], MILK[parse_card("M2.5")]
(0, 2)
"""

from __future__ import annotations

from typing import TypeAlias

Card: TypeAlias = int
GoatType: TypeAlias = int

GOAT_TYPES = 18
CARD_COUNT = 121
FIRST_DOG = 90
FIRST_MILK = 105
FIRST_MILK2 = 113
NO_CARD: Card = -1


class CardError(ValueError):
    """A text that is not one of the 121 card ids of R1."""


def goat(goat_type: GoatType, value: int) -> Card:
    """The goat card of ``goat_type`` (0–17) and ``value`` (1–5)."""
    return goat_type * 5 + value - 1


def _make_ids() -> tuple[str, ...]:
    ids = [f"G{c // 5:02d}.{c % 5 + 1}" for c in range(FIRST_DOG)]
    ids += [f"D{k:02d}" for k in range(1, 16)]
    ids += [f"M1.{k}" for k in range(1, 9)]
    ids += [f"M2.{k}" for k in range(1, 9)]
    return tuple(ids)


CARD_IDS: tuple[str, ...] = _make_ids()
_BY_ID = {text: card for card, text in enumerate(CARD_IDS)}

#: Goat type of a card, -1 for dogs and milk.
TYPE: tuple[int, ...] = tuple(c // 5 if c < FIRST_DOG else -1 for c in range(CARD_COUNT))
#: Points of a goat card (R20), 0 for dogs and milk.
POINTS: tuple[int, ...] = tuple(c % 5 + 1 if c < FIRST_DOG else 0 for c in range(CARD_COUNT))
#: Milk value (R21), 0 for goats and dogs.
MILK: tuple[int, ...] = tuple(
    0 if c < FIRST_MILK else (1 if c < FIRST_MILK2 else 2) for c in range(CARD_COUNT)
)
#: How far the pawn moves when the card is played (R10): goat value, milk 1–2, dog 0.
STEPS: tuple[int, ...] = tuple(POINTS[c] + MILK[c] for c in range(CARD_COUNT))

GOATS = range(0, FIRST_DOG)
DOGS = range(FIRST_DOG, FIRST_MILK)
MILK1 = range(FIRST_MILK, FIRST_MILK2)
MILK2 = range(FIRST_MILK2, CARD_COUNT)


def is_dog(card: Card) -> bool:
    return FIRST_DOG <= card < FIRST_MILK


def type_cards(goat_type: GoatType) -> range:
    """The five cards of a goat type, value 1 first."""
    return range(goat_type * 5, goat_type * 5 + 5)


def card_id(card: Card) -> str:
    """The R1 id of a card, e.g. ``G07.3``."""
    return CARD_IDS[card]


def parse_card(text: object) -> Card:
    """The card with R1 id ``text``; raises :class:`CardError` otherwise."""
    card = _BY_ID.get(text) if isinstance(text, str) else None
    if card is None:
        shown = repr(text) if len(repr(text)) <= 40 else repr(text)[:37] + "..."
        raise CardError(f"{shown} is not a card id")
    return card
