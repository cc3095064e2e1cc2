"""Set-up (R3, R4, R7): which cards leave the game, the pasture, the deck, the hands.

A :class:`Setup` is the position right after the deal; it is exactly what a save
file's ``setup`` holds, so a game is its set-up plus its turns.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import (CARD_COUNT, DOGS, GOAT_TYPES, MILK1, MILK2, TYPE, Card, card_id, is_dog,
                    type_cards)
from .pasture import pasture_size

MIN_PLAYERS, MAX_PLAYERS = 2, 5
HAND_SIZE = 2

#: R3: players → (goat types removed, dogs removed, milk-1 removed, milk-2 removed).
REMOVALS: dict[int, tuple[int, int, int, int]] = {
    5: (0, 0, 0, 0),
    4: (2, 2, 2, 0),
    3: (5, 5, 5, 0),
    2: (8, 8, 4, 4),
}


class SetupError(ValueError):
    """A set-up that breaks R3–R7; ``field`` names the part of it that is wrong."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


@dataclass(frozen=True)
class Setup:
    """The deal: cards out of play, the pasture row by row, the deck top card first, the hands."""
    players: int
    removed: tuple[Card, ...]
    pasture: tuple[tuple[Card, ...], ...]
    deck: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]

    @property
    def size(self) -> int:
        return len(self.pasture)

    def check(self) -> None:
        """Raise :class:`SetupError` unless this is a deal R3–R7 allow."""
        n = self.players
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise SetupError("players", f"{n} players; the game is for 2 to 5")
        size = pasture_size(n)
        if len(self.pasture) != size or any(len(row) != size for row in self.pasture):
            raise SetupError("pasture", f"{n} players play on a {size}×{size} pasture (R3)")
        if len(self.hands) != n:
            raise SetupError("hands", f"{len(self.hands)} hands for {n} players")
        for seat, hand in enumerate(self.hands):
            if len(hand) != HAND_SIZE:
                raise SetupError("hands", f"seat {seat} was dealt {len(hand)} cards, not 2 (R7)")
            if any(is_dog(card) for card in hand):
                raise SetupError("hands", f"seat {seat} was dealt a dog (R7)")
        seen: set[Card] = set()
        for field, cards in (("removed", self.removed), ("pasture", [c for r in self.pasture for c in r]),
                             ("deck", self.deck), ("hands", [c for h in self.hands for c in h])):
            for card in cards:
                if card in seen:
                    raise SetupError(field, f"{card_id(card)} appears twice")
                seen.add(card)
        if len(seen) != CARD_COUNT:
            missing = sorted(set(range(CARD_COUNT)) - seen)
            raise SetupError("deck", f"{len(missing)} card(s) missing, the first {card_id(missing[0])}")
        problem = removal_problem(n, self.removed)
        if problem:
            raise SetupError("removed", problem)


def removal_problem(players: int, removed: tuple[Card, ...] | list[Card]) -> str | None:
    """Why ``removed`` breaks R3 for ``players``, or None."""
    want_types, want_dogs, want_m1, want_m2 = REMOVALS[players]
    gone = set(removed)
    goats = [c for c in gone if TYPE[c] >= 0]
    types = {TYPE[c] for c in goats}
    for t in sorted(types):
        if not gone.issuperset(type_cards(t)):
            return f"goat type {t:02d} is removed in part; R3 removes whole types"
    dogs = sum(1 for c in gone if c in DOGS)
    m1 = sum(1 for c in gone if c in MILK1)
    m2 = sum(1 for c in gone if c in MILK2)
    if (len(types), dogs, m1, m2) != (want_types, want_dogs, want_m1, want_m2):
        return (f"{len(types)} goat types, {dogs} dogs, {m1}+{m2} milk removed; with {players} "
                f"players R3 removes {want_types} goat types, {want_dogs} dogs, {want_m1}+{want_m2} milk")
    return None


def deal(players: int, seed: int | str | None = None) -> Setup:
    """A random deal for ``players`` (R3, R4, R7), the same for the same seed."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"the game is for 2 to 5 players, not {players}")
    rng = random.Random(seed)
    n_types, n_dogs, n_m1, n_m2 = REMOVALS[players]
    removed: list[Card] = []
    for t in rng.sample(range(GOAT_TYPES), n_types):
        removed.extend(type_cards(t))
    removed += rng.sample(DOGS, n_dogs) + rng.sample(MILK1, n_m1) + rng.sample(MILK2, n_m2)
    gone = set(removed)
    cards = [c for c in range(CARD_COUNT) if c not in gone]
    rng.shuffle(cards)
    size = pasture_size(players)
    pasture = tuple(tuple(cards[r * size:(r + 1) * size]) for r in range(size))
    deck = cards[size * size:]          # top card first
    hands: list[tuple[Card, ...]] = []
    set_aside: list[Card] = []
    for _seat in range(players):        # R7: a dog drawn while dealing is set aside
        hand: list[Card] = []
        while len(hand) < HAND_SIZE:
            card = deck.pop(0)
            (set_aside if is_dog(card) else hand).append(card)
        hands.append(tuple(hand))
    deck += set_aside
    rng.shuffle(deck)                   # R7: the set-aside dogs are shuffled back in
    return Setup(players, tuple(sorted(removed)), pasture, tuple(deck), tuple(hands))
