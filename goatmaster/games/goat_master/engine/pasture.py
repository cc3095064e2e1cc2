"""Pasture geometry (R4–R6): cells, edge positions, lines, door cells, stables.

A cell is the int ``row * 8 + col`` whatever the pasture size, so a cell means
the same square in every game and prints without knowing N.  Tables are built
once per (players, size) and shared by every copy of a game state.

>>> geo = geometry(2)
>>> geo.size, geo.positions, geo.stables
(6, 24, (0, 12))
>>> [cell_text(c) for c in geo.lines[6]]    # right of row 0, door cell first
['[0, 5]', '[0, 4]', '[0, 3]', '[0, 2]', '[0, 1]', '[0, 0]']
"""

from __future__ import annotations

from functools import cache
from typing import TypeAlias

Cell: TypeAlias = int
Position: TypeAlias = int

STRIDE = 8


def cell(row: int, col: int) -> Cell:
    return row * STRIDE + col


def row_of(c: Cell) -> int:
    return c >> 3


def col_of(c: Cell) -> int:
    return c & 7


def cell_text(c: Cell) -> str:
    return f"[{c >> 3}, {c & 7}]"


def pasture_size(players: int) -> int:
    """N of the N×N pasture (R3): 6 for two players, 7 otherwise."""
    return 6 if players == 2 else 7


def stable_position(seat: int, players: int, size: int) -> Position:
    """R6: ``round(seat·4N/players)``, half rounded up, in exact integers."""
    return (2 * seat * 4 * size + players) // (2 * players)


class Geometry:
    """Everything about a pasture's shape that never changes during a game."""

    __slots__ = ("players", "size", "positions", "cells", "lines", "line_masks", "takes", "stables",
                 "doors", "rows", "cols", "dog_targets", "neighbours")

    def __init__(self, players: int, size: int) -> None:
        n = size
        self.players = players
        self.size = n
        self.positions = 4 * n
        self.cells: tuple[Cell, ...] = tuple(cell(r, c) for r in range(n) for c in range(n))
        self.rows = tuple(tuple(cell(r, c) for c in range(n)) for r in range(n))
        self.cols = tuple(tuple(cell(r, c) for r in range(n)) for c in range(n))
        lines = []
        for p in range(4 * n):
            if p < n:                       # above, facing column p, door in row 0
                line = self.cols[p]
            elif p < 2 * n:                 # right, facing row p-N, door in the last column
                line = self.rows[p - n][::-1]
            elif p < 3 * n:                 # below, facing column 3N-1-p, door in the last row
                line = self.cols[3 * n - 1 - p][::-1]
            else:                           # left, facing row 4N-1-p, door in column 0
                line = self.rows[4 * n - 1 - p]
            lines.append(line)
        #: The line (R5) of each edge position, its door cell first.
        self.lines: tuple[tuple[Cell, ...], ...] = tuple(lines)
        #: Each line as a bit mask of cells (bit ``c`` for cell ``c``).
        self.line_masks: tuple[int, ...] = tuple(sum(1 << c for c in line) for line in lines)
        #: For each line, every subset of its cells as a bit mask, and those cells in line order:
        #: the cells a pawn may take (R11) are one look-up of the takeable cells' mask.
        self.takes: tuple[dict[int, tuple[Cell, ...]], ...] = tuple(_subsets(line) for line in lines)
        self.stables: tuple[Position, ...] = tuple(
            stable_position(k, players, n) for k in range(players))
        #: The one cell each seat's stable touches (R6).
        self.doors: tuple[Cell, ...] = tuple(self.lines[p][0] for p in self.stables)
        span = STRIDE * n
        targets: list[tuple[Cell, ...]] = [()] * span
        neighbours: list[tuple[Cell, ...]] = [()] * span
        for c in self.cells:
            r, k = row_of(c), col_of(c)
            targets[c] = tuple(x for x in self.rows[r] + self.cols[k] if x != c)
            neighbours[c] = tuple(cell(r + dr, k + dk) for dr, dk in ((-1, 0), (1, 0), (0, -1), (0, 1))
                                  if 0 <= r + dr < n and 0 <= k + dk < n)
        #: Cells a dog may move the card on ``c`` to (R18): its row and column.
        self.dog_targets = tuple(targets)
        #: Orthogonal neighbours (R20: diagonals never connect).
        self.neighbours = tuple(neighbours)

    def contains(self, row: int, col: int) -> bool:
        return 0 <= row < self.size and 0 <= col < self.size


def _subsets(line: tuple[Cell, ...]) -> dict[int, tuple[Cell, ...]]:
    subsets = {}
    for chosen in range(1 << len(line)):
        cells = tuple(c for k, c in enumerate(line) if chosen >> k & 1)
        subsets[sum(1 << c for c in cells)] = cells
    return subsets


@cache
def geometry(players: int) -> Geometry:
    return Geometry(players, pasture_size(players))
