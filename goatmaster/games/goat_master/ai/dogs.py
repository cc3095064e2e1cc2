"""Which dog moves (R18) are worth searching: the ones that join marked cards to the stable.

A dog decision offers every marked card of the player to every other cell of
its row and column, 30–60 moves on a 6×6 pasture, and nearly all of them
change nothing or break a chain to the stable.  The search and the playouts
look at the few that raise the mover's pasture points (R20: a card joined to
its owner's stable counts double) and at "no dog move".
"""

from __future__ import annotations

from ..engine.actions import DOG0, DOG_SKIP
from ..engine.cards import POINTS
from ..engine.state import DOG, GameState


def pasture_points(state: GameState, seat: int) -> int:
    """The seat's marked pasture cards as R20 counts them (joined to its stable: double)."""
    return _points(state, seat)[0]


def _points(state: GameState, seat: int) -> tuple[int, set[int]]:
    """:func:`pasture_points` and the cells joined to the stable."""
    cards, marks, geo = state.cards, state.marks, state.geo
    total = 0
    for c in geo.cells:
        if marks[c] == seat:
            total += POINTS[cards[c]]
    door = geo.doors[seat]
    if marks[door] != seat:
        return total, set()
    found, todo = {door}, [door]
    neighbours = geo.neighbours
    while todo:
        c = todo.pop()
        total += POINTS[cards[c]]
        for x in neighbours[c]:
            if x not in found and marks[x] == seat:
                found.add(x)
                todo.append(x)
    return total, found


def dog_move_gains(state: GameState) -> list[tuple[int, int]]:
    """(gain, action) for the dog moves (R18) that raise the mover's pasture points: the
    points they add, less what a swapped opponent's card costs that opponent.

    A moved card joins the stable only on the door cell or next to a card that
    was joined already (not the one it leaves), so other moves are not counted.
    """
    seat, cards, marks, geo = state.seat, state.cards, state.marks, state.geo
    door, neighbours = geo.doors[seat], geo.neighbours
    before, joined = _points(state, seat)
    gains = []
    for source, target in state.dog_moves():
        if target != door and not any(x in joined and x != source for x in neighbours[target]):
            continue
        other = marks[target]
        other_before = pasture_points(state, other) if other >= 0 else 0
        cards[source], cards[target] = cards[target], cards[source]
        marks[source], marks[target] = marks[target], marks[source]
        gain = pasture_points(state, seat) - before
        if gain > 0 and other >= 0:
            gain -= other_before - pasture_points(state, other)
        cards[source], cards[target] = cards[target], cards[source]
        marks[source], marks[target] = marks[target], marks[source]
        if gain > 0:
            gains.append((gain, DOG0 + source * 64 + target))
    return gains


def promising_actions(state: GameState, actions: list[int]) -> list[int]:
    """At a dog decision: the moves that gain points, and "no dog move"; else ``actions``."""
    if state.phase != DOG:
        return actions
    return [a for _, a in dog_move_gains(state)] + [DOG_SKIP]
