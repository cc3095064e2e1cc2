"""Yardstick players: uniformly random, and a greedy one-ply heuristic.

Both decide from a :class:`SeatView` only (R23).  The greedy player tries each
legal decision on a world sampled from its view and keeps the one whose result
its evaluation likes best: plays that score or approach a scoring, takes that
build majorities, dog moves that join marked cards to the stable, and consent
answers that do not cost it points.
"""

from __future__ import annotations

import random
from typing import Protocol

from ..engine.cards import FIRST_DOG, FIRST_MILK, GOAT_TYPES, MILK, POINTS, TYPE, type_cards
from ..engine.decisions import Consent, Decision
from ..engine.state import DISPLAY, PASTURE, TAKE, GameState
from ..engine.view import SeatView


class Player(Protocol):
    """Anything that picks a decision for the seat a view belongs to."""

    def decide(self, view: SeatView) -> Decision: ...


class RandomPlayer:
    """Picks uniformly among the legal decisions."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        options = view.state.legal_decisions()
        return options[int(self.rng.random() * len(options))]


class GreedyPlayer:
    """Looks one decision ahead on a sampled world and keeps the best evaluation."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        me = view.seat
        options = view.state.legal_decisions()
        if len(options) == 1:
            return options[0]
        world = view.sample(self.rng)
        if isinstance(options[0], Consent):     # R18: as the owner; agree when it costs nothing
            return max(options, key=lambda d: (self._after(world, d, me), d.agree))
        return max(options, key=lambda d: self._after(world, d, me))

    def _after(self, world: GameState, decision: Decision, me: int) -> float:
        state = world.copy()
        state.apply(decision)
        state.advance()
        return self._best_take(state, me) if state.phase == TAKE else evaluate(state, me)

    def _best_take(self, state: GameState, me: int) -> float:
        """After a play, the value of the best take that follows it."""
        return max(self._after(state, d, me) for d in state.legal_decisions())


def evaluate(state: GameState, me: int) -> float:
    """How good ``state`` looks for ``me``: points now plus what hands and majorities promise."""
    totals = [s.total for s in state.scores()]
    mine = totals[me] + _promise(state, me) + _hand_promise(state, me)
    best_other = max((totals[o] + _promise(state, o) for o in range(state.players) if o != me),
                     default=0.0)
    return mine - best_other


def _promise(state: GameState, seat: int) -> float:
    """Points a seat can expect from its display: majorities it leads, milk so far."""
    value = 0.0
    n = state.players
    for t in range(GOAT_TYPES):
        if state.owner[t] >= 0:
            continue
        my = state.dsum[seat * GOAT_TYPES + t]
        others = max((state.dsum[o * GOAT_TYPES + t] for o in range(n) if o != seat), default=0)
        at_stake = sum(POINTS[c] for c in type_cards(t) if state.where[c] >= PASTURE)
        if my:
            value += 0.35 * at_stake * (my - others) / 8
    value += 0.15 * state.milk[seat]
    # Cards in the display of a type that is still open keep a little worth.
    value += 0.02 * sum(1 for c in range(FIRST_DOG) if state.where[c] == DISPLAY + seat)
    return value


def _hand_promise(state: GameState, seat: int) -> float:
    """What the seat's own hand promises (only its own: others' hands are unknown)."""
    value = 0.0
    for card in state.hand(seat):
        t = TYPE[card]
        if t >= 0 and state.owner[t] < 0:
            k = seat * GOAT_TYPES + t
            at_stake = sum(POINTS[c] for c in type_cards(t) if state.where[c] >= PASTURE)
            if state.dsum[k] + POINTS[card] >= 8:          # wins the type when played (R14)
                value += 0.6 * at_stake
            else:
                value += 0.08 * POINTS[card]
        elif card >= FIRST_MILK:
            value += 0.4 * MILK[card]
        elif card >= FIRST_DOG and state.markers[seat] < 10:
            value += 1.0                                     # a dog can join cards to the stable
    return value
