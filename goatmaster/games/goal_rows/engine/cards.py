"""Cards (T1) and objective tokens (T3) as small ints, with their ids and precomputed tables.

A card is ``colour * 12 + value - 1`` (0–71): colour ``k`` belongs to seat ``k``
(T2).  A token is 0–17: the twelve black ones first (``+2a``, ``+2b``, …,
``+7b``), then the six red ones (``-2`` … ``-7``).

>>> card_id(parse_card("B07")), COLOUR[parse_card("B07")], VALUE[parse_card("B07")]
('B07', 2, 7)
>>> [token_id(t) for t in (0, 11, 12, 17)], LENGTH[12], POINTS[12]
(['+2a', '+7b', '-2', '-7'], 2, -2)
"""

from __future__ import annotations

COLOURS = "RYBGPO"                  # T1: red, yellow, blue, green, purple, orange, in seat order
COLOUR_NAMES = ("red", "yellow", "blue", "green", "purple", "orange")
VALUES = 12
HAND = 4                            # T4, T7: cards in a full hand
CARD_COUNT = len(COLOURS) * VALUES  # 72
TOKEN_COUNT = 18
BLACK_TOKENS = 12

COLOUR: tuple[int, ...] = tuple(c // VALUES for c in range(CARD_COUNT))
VALUE: tuple[int, ...] = tuple(c % VALUES + 1 for c in range(CARD_COUNT))
#: Per token: the length of its row (T3).
LENGTH: tuple[int, ...] = tuple(2 + t // 2 for t in range(BLACK_TOKENS)) + tuple(range(2, 8))
#: Per token: its points, negative for a red one (T3).
POINTS: tuple[int, ...] = tuple(LENGTH[t] if t < BLACK_TOKENS else -LENGTH[t] for t in range(TOKEN_COUNT))
MAX_ROW = 7


class CardError(ValueError):
    """A text that is not a card or token id."""


def card_id(card: int) -> str:
    return f"{COLOURS[COLOUR[card]]}{VALUE[card]:02d}"


def token_id(token: int) -> str:
    if token < BLACK_TOKENS:
        return f"+{LENGTH[token]}{'ab'[token % 2]}"
    return f"-{LENGTH[token]}"


CARD_IDS: dict[str, int] = {card_id(c): c for c in range(CARD_COUNT)}
TOKEN_IDS: dict[str, int] = {token_id(t): t for t in range(TOKEN_COUNT)}


def parse_card(text: object) -> int:
    """The card an id like ``"B07"`` names; :class:`CardError` otherwise."""
    card = CARD_IDS.get(text) if isinstance(text, str) else None
    if card is None:
        raise CardError(f"{text!r} is not a card id")
    return card


def parse_token(text: object) -> int:
    """The token an id like ``"+5a"`` or ``"-3"`` names; :class:`CardError` otherwise."""
    token = TOKEN_IDS.get(text) if isinstance(text, str) else None
    if token is None:
        raise CardError(f"{text!r} is not a token id")
    return token


def deck(players: int) -> list[int]:
    """T4: the cards of the players' colours, in id order."""
    return list(range(players * VALUES))
