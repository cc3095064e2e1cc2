"""The pencil sheet (D1, D2): its cells, its troughs, the tables the engine reads, and where
sheets come from (the named ones shipped in ``sheets.txt``, and a generator from a number).

A cell is ``row * 8 + col``.  A cell's face is ``TROUGH`` (0), a number 1–5 or ``COW`` (6),
the same numbers a die shows (D3), so a die's face and a cell's face compare directly.
Everything the engine needs more than once (a trough's rim, the cells one cell away from a
cow that show a given number, D7c) is worked out here once per sheet and shared by every
copy of a state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from importlib import resources
from operator import itemgetter
from typing import Callable, Optional

SIZE = 8
CELLS = SIZE * SIZE
TROUGH, COW = 0, 6
NUMBERS = (1, 2, 3, 4, 5)
COWS_ON_A_SHEET = 12
NUMBER_CELLS = 43
BIG_TROUGH, SMALL_TROUGH = 4, 2          # D11 points

#: D1/D2 tokens of a sheet's text; ``T`` and ``t`` are both trough cells.
TOKENS = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "C": COW, "t": TROUGH, "T": TROUGH}
FACE_TEXT = {1: "1", 2: "2", 3: "3", 4: "4", 5: "5", COW: "C"}

#: D12: orthogonal neighbours of each cell.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple((r + dr) * SIZE + c + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
          if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE)
    for r in range(SIZE) for c in range(SIZE))
#: D7c: the cells exactly one cell away (offsets of 2 along a row, a column or a diagonal).
ONE_APART: tuple[tuple[int, ...], ...] = tuple(
    tuple((r + dr) * SIZE + c + dc for dr in (-2, 0, 2) for dc in (-2, 0, 2)
          if (dr or dc) and 0 <= r + dr < SIZE and 0 <= c + dc < SIZE)
    for r in range(SIZE) for c in range(SIZE))
#: D10: the edge meadows, north, east, south, west.
MEADOW_NAMES = ("north", "east", "south", "west")
MEADOWS: tuple[tuple[int, ...], ...] = (
    tuple(range(SIZE)),
    tuple(r * SIZE + SIZE - 1 for r in range(SIZE)),
    tuple((SIZE - 1) * SIZE + c for c in range(SIZE)),
    tuple(r * SIZE for r in range(SIZE)),
)


def cell_text(cell: int) -> str:
    """``row,col``, the cell's text in actions and messages."""
    return f"{cell // SIZE},{cell % SIZE}"


def _ring(cell: int) -> bool:
    r, c = divmod(cell, SIZE)
    return r in (0, SIZE - 1) or c in (0, SIZE - 1)


def _touching(a: int, b: int) -> bool:
    """Neighbours, diagonals included."""
    return abs(a // SIZE - b // SIZE) <= 1 and abs(a % SIZE - b % SIZE) <= 1


class SheetError(ValueError):
    """A sheet that breaks D1/D2; the message says which rule and where."""


@dataclass(frozen=True)
class Trough:
    """A trough (D1): its cells, its D11 points, and the cells orthogonally around it."""
    cells: tuple[int, ...]
    points: int
    rim: tuple[int, ...]


@dataclass(frozen=True, eq=False)
class Sheet:
    """A checked sheet and the engine's tables for it (see the module docstring)."""
    name: str
    faces: tuple[int, ...]
    troughs: tuple[Trough, ...]
    #: ``partners[cow][n]``: the ``n``-cells exactly one cell away from a cow cell (D7c).
    partners: tuple[tuple[tuple[int, ...], ...], ...] = field(repr=False)
    #: Per trough: a getter of its rim's cells from a list of marks, and its points (D11).
    rims: tuple[tuple[Callable[[list[int]], tuple[int, ...]], int], ...] = field(repr=False, default=())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sheet) and (self.name, self.faces) == (other.name, other.faces)

    def __hash__(self) -> int:
        return hash((self.name, self.faces))

    def rows(self) -> list[str]:
        """The sheet as D2's 8 rows of 8 tokens."""
        tokens = [FACE_TEXT.get(face, "") for face in self.faces]
        for trough in self.troughs:
            for c in trough.cells:
                tokens[c] = "T" if len(trough.cells) == 2 else "t"
        return [" ".join(tokens[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)]

    @classmethod
    def from_rows(cls, name: str, rows: list[str] | tuple[str, ...]) -> "Sheet":
        """Read D2's text; raises :class:`SheetError` for a sheet that breaks D1/D2."""
        if len(rows) != SIZE:
            raise SheetError(f"a sheet has {SIZE} rows, not {len(rows)} (D1)")
        faces: list[int] = []
        big: list[int] = []
        small: list[tuple[int, ...]] = []
        for r, row in enumerate(rows):
            tokens = row.split(" ")
            if len(tokens) != SIZE:
                raise SheetError(f"row {r} has {len(tokens)} tokens separated by single spaces, "
                                 f"not {SIZE} (D2)")
            for c, token in enumerate(tokens):
                if token not in TOKENS:
                    raise SheetError(f"cell {r},{c}: {token[:10]!r} is not 1–5, C, t or T (D2)")
                faces.append(TOKENS[token])
                if token == "T":
                    big.append(r * SIZE + c)
                elif token == "t":
                    small.append((r * SIZE + c,))
        pairs: list[tuple[int, ...]] = []
        for c in big:
            mates = [m for m in NEIGHBOURS[c] if m in big]
            if len(mates) != 1:
                raise SheetError(f"cell {cell_text(c)}: a big trough cell needs exactly one "
                                 f"orthogonal T beside it, not {len(mates)} (D1)")
            if c < mates[0]:
                pairs.append((c, mates[0]))
        return build(name, tuple(faces), tuple(pairs) + tuple(small))


def build(name: str, faces: tuple[int, ...], trough_cells: tuple[tuple[int, ...], ...]) -> Sheet:
    """A sheet from its faces and its troughs' cells, checked against D2."""
    troughs = []
    for cells in trough_cells:
        rim = sorted({n for c in cells for n in NEIGHBOURS[c] if n not in cells})
        troughs.append(Trough(tuple(cells), BIG_TROUGH if len(cells) == 2 else SMALL_TROUGH, tuple(rim)))
    partners = tuple(
        tuple(tuple(p for p in ONE_APART[c] if faces[p] == n) if faces[c] == COW else ()
              for n in range(COW + 1))
        for c in range(CELLS))
    troughs.sort(key=lambda t: t.cells)
    rims = tuple((_getter(t.rim), t.points) for t in troughs)
    sheet = Sheet(name, faces, tuple(troughs), partners, rims)
    problem = d2_problem(sheet)
    if problem:
        raise SheetError(problem)
    return sheet


def _getter(cells: tuple[int, ...]) -> Callable[[list[int]], tuple[int, ...]]:
    get = itemgetter(*cells)
    return get if len(cells) > 1 else lambda marks: (get(marks),)


def d2_problem(sheet: Sheet) -> Optional[str]:
    """What makes a sheet break D2, or None."""
    if not sheet.name or len(sheet.name) > 60 or not sheet.name.isprintable():
        return "a sheet's name is 1 to 60 printable characters"
    bigs = sum(len(t.cells) == 2 for t in sheet.troughs)
    smalls = sum(len(t.cells) == 1 for t in sheet.troughs)
    if (bigs, smalls) != (3, 3):
        return f"{bigs} big and {smalls} small troughs; a sheet has 3 of each (D2)"
    for k, trough in enumerate(sheet.troughs):
        for c in trough.cells:
            if _ring(c):
                return f"cell {cell_text(c)}: a trough on the outer ring of cells (D2)"
            for other in sheet.troughs[k + 1:]:
                if any(_touching(c, o) for o in other.cells):
                    return f"cell {cell_text(c)}: two troughs touch (D2)"
    faces = sheet.faces
    cows = faces.count(COW)
    if cows != COWS_ON_A_SHEET:
        return f"{cows} cow cells; a sheet has {COWS_ON_A_SHEET} (D2)"
    for n in NUMBERS:
        if faces.count(n) not in (8, 9):
            return f"{faces.count(n)} cells show {n}; each number is on 8 or 9 cells (D2)"
    for c in range(CELLS):
        if faces[c] == COW and not any(sheet.partners[c][n] for n in NUMBERS):
            return f"cell {cell_text(c)}: a cow with no number cell exactly one cell away (D2, D7c)"
    return None


# ---------------------------------------------------------------------- where sheets come from

def _read_named() -> tuple[Sheet, ...]:
    """``sheets.txt``: ``[Name]`` then the sheet's 8 rows, for every named sheet."""
    text = resources.files(__package__).joinpath("sheets.txt").read_text(encoding="utf-8")
    sheets: list[Sheet] = []
    name: Optional[str] = None
    rows: list[str] = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            name, rows = line[1:-1], []
            continue
        rows.append(line)
        if len(rows) == SIZE:
            assert name is not None, "sheets.txt: rows before a [Name]"
            sheets.append(Sheet.from_rows(name, rows))
    return tuple(sheets)


#: The shipped sheets (D2), in the order the new-game dialog offers them.
NAMED_SHEETS: tuple[Sheet, ...] = _read_named()


def named_sheet(name: str) -> Sheet:
    for sheet in NAMED_SHEETS:
        if sheet.name == name:
            return sheet
    raise KeyError(f"no sheet called {name!r}")


#: The numbers a generated sheet may have (a sheet number to share, like a deal number).
MAX_SHEET_NUMBER = 999_999
_INNER = [r * SIZE + c for r in range(1, SIZE - 1) for c in range(1, SIZE - 1)]


def generated_sheet(number: int) -> Sheet:
    """Sheet ``number``: made from the number alone, so two players can share it (D2).

    Troughs are placed at random inside the outer ring, none touching; then cows and
    numbers are shuffled onto the other cells until every cow has a number cell one
    cell away.  The same number always makes the same sheet.
    """
    rng = random.Random(f"meadow-sheet:{number}")
    troughs = _place_troughs(rng)
    taken = {c for cells in troughs for c in cells}
    free = [c for c in range(CELLS) if c not in taken]
    counts = [8] * 5
    for n in rng.sample(range(5), 3):       # 43 = 9 + 9 + 9 + 8 + 8
        counts[n] = 9
    bag = [COW] * COWS_ON_A_SHEET + [n + 1 for n in range(5) for _ in range(counts[n])]
    while True:
        rng.shuffle(bag)
        faces = [TROUGH] * CELLS
        for c, face in zip(free, bag):
            faces[c] = face
        try:
            return build(f"Sheet {number}", tuple(faces), troughs)
        except SheetError:                  # a cow without a number one cell away: shuffle again
            continue


def _place_troughs(rng: random.Random) -> tuple[tuple[int, ...], ...]:
    while True:
        placed: list[tuple[int, ...]] = []
        for size in (2, 2, 2, 1, 1, 1):
            options = []
            for c in _INNER:
                shapes = [(c,)] if size == 1 else [(c, c + 1), (c, c + SIZE)]
                for cells in shapes:
                    if all(x in _INNER for x in cells) and not any(
                            _touching(x, y) for x in cells for t in placed for y in t):
                        options.append(cells)
            if not options:
                break
            placed.append(rng.choice(options))
        else:
            return tuple(placed)
