"""A playout in which both seats mark like the greedy seat, fast enough for the search.

The greedy seat (:mod:`.greedy`) copies the state and recounts the whole score for
every option.  Here the score's change for a mark is worked out from running counts
instead: the marks of each seat in each meadow and around each trough (D10, D11), and
each seat's herds as labels with sizes (D12).  A mark changes a majority only where
its seat was one behind or level, and a herd's points only through the herds it joins,
so a mark's worth to the margin is a few lookups.

Throwing again (D6) is a rule, not the greedy seat's odds over 21 throws: keep dice
that gain something; otherwise throw the number again and keep a cow (a cow may make a
double), or throw both.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from ..engine.sheet import CELLS, COW, MEADOWS, NEIGHBOURS, Sheet
from ..engine.state import (AGAIN, AGAIN_CHOICE, HERD_POINTS, OVER, PAIR, RETHROW, SEATS, THROW, MeadowState,
                            herds)

_MEADOW_POINTS = 3                  # D10
#: The herd of a cell no mark of the tally holds yet (never grown: herds are new lists).
_UNCOUNTED: list[int] = []


@lru_cache(maxsize=64)
def _regions(sheet: Sheet) -> tuple[tuple[tuple[tuple[int, int], ...], ...], int]:
    """For each cell, the majorities (meadows, then troughs) it counts in as (index, points),
    and how many majorities the sheet has."""
    areas = [(cells, _MEADOW_POINTS) for cells in MEADOWS] + [(t.rim, t.points) for t in sheet.troughs]
    per_cell: list[list[tuple[int, int]]] = [[] for _ in range(CELLS)]
    for index, (cells, points) in enumerate(areas):
        for c in cells:
            per_cell[c].append((index, points))
    return tuple(tuple(r) for r in per_cell), len(areas)


class Tally:
    """The running counts of one playout: marks per majority and seat, herds per seat."""

    __slots__ = ("owner", "regions", "counts", "label")

    def __init__(self, state: MeadowState) -> None:
        self.owner = owner = state.owner
        self.regions, n = _regions(state.sheet)
        self.counts = counts = [0] * (2 * n)
        for c in range(CELLS):
            if owner[c] >= 0:
                for index, _ in self.regions[c]:
                    counts[2 * index + owner[c]] += 1
        #: A marked cell's herd (a list of its cells, shared by them all); ``_UNCOUNTED`` if free.
        self.label: list[list[int]] = [_UNCOUNTED] * CELLS
        for seat in range(SEATS):
            for herd in herds(owner, seat):
                for c in herd:
                    self.label[c] = herd

    def gain(self, cell: int, seat: int) -> int:
        """How much ``seat``'s margin grows if it marks ``cell`` alone."""
        return self._majorities(cell, seat) + self._herd_gain(self._joined(cell, seat), 1)

    def pair_gain(self, a: int, b: int, seat: int) -> int:
        """How much ``seat``'s margin grows if it marks ``a`` and ``b`` together (D7a, D7c)."""
        counts, regions = self.counts, self.regions
        gain = self._majorities(a, seat)
        for index, _ in regions[a]:
            counts[2 * index + seat] += 1
        gain += self._majorities(b, seat)
        for index, _ in regions[a]:
            counts[2 * index + seat] -= 1
        joined_a, joined_b = self._joined(a, seat), self._joined(b, seat)
        if b in NEIGHBOURS[a] or any(h is g for h in joined_a for g in joined_b):    # one herd
            return gain + self._herd_gain(joined_a + [h for h in joined_b if not any(h is g for g in joined_a)], 2)
        return gain + self._herd_gain(joined_a, 1) + self._herd_gain(joined_b, 1)

    def _majorities(self, cell: int, seat: int) -> int:
        """D10, D11: a mark wins a majority's points where its seat was level, and takes
        them from the other seat where it was one behind: either way the margin grows by them."""
        counts, gain = self.counts, 0
        for index, points in self.regions[cell]:
            lead = counts[2 * index + seat] - counts[2 * index + 1 - seat]
            if lead == 0 or lead == -1:
                gain += points
        return gain

    def _joined(self, cell: int, seat: int) -> list[list[int]]:
        """``seat``'s herds beside ``cell`` (each once)."""
        owner, label = self.owner, self.label
        joined: list[list[int]] = []
        for n in NEIGHBOURS[cell]:
            if owner[n] == seat:
                herd = label[n]
                if not any(h is herd for h in joined):
                    joined.append(herd)
        return joined

    @staticmethod
    def _herd_gain(joined: list[list[int]], cells: int) -> int:
        """D12: the points of the herd ``cells`` new marks make of ``joined``, less theirs."""
        size, before = cells, 0
        for herd in joined:
            size += len(herd)
            before += HERD_POINTS[len(herd)]
        return HERD_POINTS[size] - before

    def mark(self, cell: int, seat: int) -> None:
        """Count ``seat``'s new mark on ``cell``, once the state holds it (of a double, the
        second cell joins the first's herd when its turn comes)."""
        counts, label, owner = self.counts, self.label, self.owner
        for index, _ in self.regions[cell]:
            counts[2 * index + seat] += 1
        herd, seen = [cell], []  # type: list[int], list[list[int]]
        for n in NEIGHBOURS[cell]:
            joined = label[n]
            if joined is not _UNCOUNTED and owner[n] == seat and not any(h is joined for h in seen):
                seen.append(joined)
                herd.extend(joined)
        for c in herd:
            label[c] = herd

    def best(self, state: MeadowState, seat: int, rand: Callable[[], float]) -> tuple[float, int]:
        """The best mark for the dice on the table, and its gain (ties drawn at random);
        ``(0, -1)`` when they mark nothing."""
        best, choice = float("-inf"), -1    # joining two big herds may lose points
        counts, regions, owner, label = self.counts, self.regions, self.owner, self.label
        other = 1 - seat
        for action in state.mark_options():
            if action < PAIR:       # self.gain inlined: a quarter faster, the playout's hottest loop
                value = rand() * 0.5
                for index, points in regions[action]:
                    lead = counts[2 * index + seat] - counts[2 * index + other]
                    if lead == 0 or lead == -1:
                        value += points
                size, joined = 1, None
                for n in NEIGHBOURS[action]:
                    if owner[n] == seat:
                        herd = label[n]
                        if joined is None:
                            joined = [herd]
                        elif not any(h is herd for h in joined):
                            joined.append(herd)
                if joined is not None:
                    for herd in joined:
                        size += len(herd)
                        value -= HERD_POINTS[len(herd)]
                    value += HERD_POINTS[size]
            else:
                first, second = divmod(action - PAIR, 64)
                value = self.pair_gain(first, second, seat) + rand() * 0.5
            if value > best:
                best, choice = value, action
        return (best, choice) if choice >= 0 else (0.0, -1)

    def play(self, state: MeadowState, seat: int, action: int) -> None:
        """Mark with ``action`` on ``state`` and count it."""
        state.apply_action(action)
        for cell in ((action,) if action < PAIR else divmod(action - PAIR, 64)):
            self.mark(cell, seat)


def greedy_playout(state: MeadowState, rand: Callable[[], float]) -> None:
    """A whole game from here, both seats marking for the best margin as the score stands."""
    tally = Tally(state)
    while True:
        phase = state.phase
        if phase == OVER:
            return
        seat = state.seat
        if phase == THROW or phase == RETHROW:
            state.apply_action(state.throw(rand))       # the common dice, if the search set them
        elif phase == AGAIN_CHOICE:
            # The lower face comes first, so a cow is always die 1 unless both are cows.
            gain, action = tally.best(state, seat, rand)
            if state.dice0 == COW or gain >= 1:
                state.apply_action(AGAIN)
                tally.play(state, seat, action)
            else:
                state.apply_action(AGAIN + 1 if state.dice1 == COW else AGAIN + 3)
        else:
            tally.play(state, seat, tally.best(state, seat, rand)[1])


__all__ = ["Tally", "greedy_playout"]
