"""How an unfinished game of Meadow Dice is likely to end: each seat's expected points.

A search whose playouts stop early scores the position here.  The score as it stands
(what the greedy seat reads) says nothing of a herd of 9 about to reach 10, or of a
meadow led by one mark with six cells to go; this estimate does, from what such
positions came to in games between greedy markers (``benchmarks/meadow_estimate.py``
fits the tables in :mod:`.estimate_tables`):

* each meadow (D10) and trough (D11): its points times the odds that a seat's lead,
  given the free cells left around it, holds to the end;
* each herd (D12): the points it ends in, by its size and its free neighbours;

both by how long the game has left (:func:`stage`: a lead with five cells to go is safe
when one cow cell is left to mark, D9, and open when all twelve are);
* the herds still to be started, by the free cells left on the sheet;
* the pro variant's points already scored (D14).
"""

from __future__ import annotations

from operator import itemgetter

from ..engine.sheet import CELLS, COW, COWS_ON_A_SHEET, MEADOWS, NEIGHBOURS, SIZE
from ..engine.state import MeadowState
from .estimate_tables import BIG_RIM_LEAD, HERD_WORTH, MEADOW_LEAD, NEW_HERDS, SMALL_RIM_LEAD

#: The game's stages, by its free cow cells (D9: the game ends when none is left).
STAGES = 5
_COWS_A_STAGE = (COWS_ON_A_SHEET + STAGES - 1) // STAGES


def stage(state: MeadowState) -> int:
    """How long ``state``'s game has left, 0 (nearly over) to ``STAGES - 1`` (all cows free)."""
    return min(len(state.free[COW]) // _COWS_A_STAGE, STAGES - 1)


_MEADOW_CELLS = tuple(itemgetter(*cells) for cells in MEADOWS)
#: The herd table's last size and free-neighbour count (larger ones read it).
MAX_HERD, MAX_FRONTIER = 25, 12


def expected_points(state: MeadowState) -> list[float]:
    """Each seat's expected total at the end (see the module docstring)."""
    owner, faces = state.owner, state.sheet.faces
    when = stage(state)
    meadow_lead, herd_worth = MEADOW_LEAD[when], HERD_WORTH[when]
    rim_lead = {4: SMALL_RIM_LEAD[when], 6: BIG_RIM_LEAD[when]}       # a small trough has 4, a big one 6
    totals = [float(state.doubles[0]), float(state.doubles[1])]
    for marks in _MEADOW_CELLS:
        cells = marks(owner)
        n0, n1 = cells.count(0), cells.count(1)
        odds = meadow_lead[SIZE - n0 - n1]
        totals[0] += 3 * odds[n0 - n1 + SIZE]
        totals[1] += 3 * odds[n1 - n0 + SIZE]
    for rim, points in state.sheet.rims:
        cells = rim(owner)
        n0, n1 = cells.count(0), cells.count(1)
        odds = rim_lead[len(cells)][len(cells) - n0 - n1]
        totals[0] += points * odds[n0 - n1 + SIZE]
        totals[1] += points * odds[n1 - n0 + SIZE]
    # D12: flood each herd, counting its free neighbours once each (``seen`` holds the
    # herd's number on a free cell already counted for it).
    seen = [-1] * CELLS
    free = 0
    for start in range(CELLS):
        seat = owner[start]
        if seat < 0:
            if faces[start]:
                free += 1
            continue
        if seen[start] >= 0:
            continue
        seen[start] = start
        size, frontier, todo = 1, 0, [start]
        while todo:
            for n in NEIGHBOURS[todo.pop()]:
                if seen[n] == start:
                    continue
                mark = owner[n]
                if mark == seat:
                    seen[n] = start
                    size += 1
                    todo.append(n)
                elif mark < 0 and faces[n]:
                    seen[n] = start
                    frontier += 1
        totals[seat] += herd_worth[min(size, MAX_HERD)][min(frontier, MAX_FRONTIER)]
    totals[0] += NEW_HERDS[free]
    totals[1] += NEW_HERDS[free]
    return totals


def estimate(state: MeadowState) -> tuple[list[float], tuple[int, ...]]:
    """:func:`expected_points` in the form of :meth:`MeadowState.result` (the search's)."""
    totals = expected_points(state)
    if totals[0] == totals[1]:
        return totals, (0, 1)
    return totals, ((0,) if totals[0] > totals[1] else (1,))
