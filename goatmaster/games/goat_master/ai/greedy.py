"""Goat Master's greedy seat: a one-ply heuristic, the yardstick of the levels.

It decides from its seat's observation only (R23): it tries each legal action
on a world sampled from its view and keeps the one whose result its evaluation
likes best: plays that score or approach a scoring, takes that build
majorities, dog moves that join marked cards to the stable, and consent answers
that do not cost it points.
"""

from __future__ import annotations

import random

from ..engine.actions import CONSENT_YES
from ..engine.cards import FIRST_DOG, FIRST_MILK, GOAT_TYPES, MILK, POINTS, TYPE, type_cards
from ..engine.state import CONSENT, DISPLAY, PASTURE, TAKE, GameState
from ..engine.view import SeatView


class GreedyPlayer:
    """Looks one decision ahead on a sampled world and keeps the best evaluation."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> int:
        me = view.seat
        options = view.legal_actions()
        if len(options) == 1:
            return options[0]
        world = view.sample(self.rng)
        if view.state.phase == CONSENT:         # R18: as the owner; agree when it costs nothing
            return max(options, key=lambda a: (self._after(world, a, me), a == CONSENT_YES))
        return max(options, key=lambda a: self._after(world, a, me))

    def _after(self, world: GameState, action: int, me: int) -> float:
        state = world.copy()
        state.apply_action(action)
        state.advance()
        return self._best_take(state, me) if state.phase == TAKE else evaluate(state, me)

    def _best_take(self, state: GameState, me: int) -> float:
        """After a play, the value of the best take that follows it."""
        return max(self._after(state, a, me) for a in state.legal_actions())


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
