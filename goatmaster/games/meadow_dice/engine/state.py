"""A live game of Meadow Dice (``docs/rules/meadow-dice.md`` D3–D15) on the core interface.

A turn is four steps: the first throw (chance, D5), the choice of dice to throw
again (the seat, D6), that throw (chance), and the marks (the seat, D7).  A
throw exists only once it happened: the state holds the dice on the table and
nothing of the throws to come (D15).

The dice are kept lower face first, so the 36 ways two dice land are 21 distinct
throws and the search's tree sees each once; a file's own order is the match's
business (:mod:`.match`).

Actions (dense ints):

* a chance outcome: two dice ``(lo - 1) * 6 + hi - 1`` with ``lo <= hi``; one die
  thrown again ``face - 1``;
* ``AGAIN + mask``: throw again die 0 (bit 1, the lower face), die 1 (bit 2) or
  both; ``KEEP`` (``mask`` 0) keeps both.  With two equal faces only die 0 is offered;
* a mark: one cell ``c`` (0–63), or two cells ``PAIR + lo * 64 + hi``.

The hot path (clone, the playout, the score) uses lists of ints and tables made
once per sheet (:mod:`.sheet`); events are only built when ``events`` is a list.

*Common dice* (for the search's sampled worlds, never in a real game): a state given
a key (:meth:`MeadowState.use_common_dice`) throws, in :meth:`~MeadowState.throw`,
the faces a hash of the key and the turn gives.  Two copies with one key that differ
by one mark then play on with the same throws turn by turn, so comparing them
measures the mark rather than the luck of two different games.
"""

from __future__ import annotations

import random
from operator import itemgetter
from typing import Callable, Hashable, Iterable, Optional

from . import events as ev
from ....core.game import CHANCE, TERMINAL, ActionError
from .sheet import CELLS, COW, COWS_ON_A_SHEET, FACE_TEXT, MEADOWS, NEIGHBOURS, SIZE, Sheet, cell_text

THROW, AGAIN_CHOICE, RETHROW, MARK, OVER = range(5)
PHASE_NAMES = ("throw", "again", "rethrow", "mark", "over")
PAIR = 64
AGAIN = 4096
KEEP = AGAIN
NINTH_COW = 9            # D14
FEW_NUMBERS = 5          # D9: the game ends with this many free number cells or fewer
SEATS = 2                # D4

#: D12: points of a herd by its size.
HERD_POINTS = tuple(20 if n >= 20 else 12 if n >= 15 else 5 if n >= 10 else 2 if n >= 5 else 0
                    for n in range(CELLS + 1))
_MEADOW_CELLS = tuple(itemgetter(*cells) for cells in MEADOWS)
_BITS = (1 << 64) - 1


def common_faces(key: int, turn: int) -> int:
    """Five faces (0–5) of turn ``turn`` under common-dice key ``key``, in base 6: the
    first throw's two, one die thrown again, both thrown again (splitmix64's mixer)."""
    z = (key + (turn + 1) * 0x9E3779B97F4A7C15) & _BITS
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _BITS
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _BITS
    return z ^ (z >> 31)


def two_dice(lo: int, hi: int) -> int:
    """The chance outcome of two dice (in any order)."""
    if lo > hi:
        lo, hi = hi, lo
    return (lo - 1) * 6 + hi - 1


def pair(a: int, b: int) -> int:
    """The action marking cells ``a`` and ``b`` together."""
    return PAIR + a * 64 + b if a < b else PAIR + b * 64 + a


def marked_cells(action: int) -> tuple[int, ...]:
    """The cells a mark action marks."""
    return (action,) if action < PAIR else divmod(action - PAIR, 64)


def herds(owner: list[int], seat: int) -> list[list[int]]:
    """D12: ``seat``'s herds (orthogonally connected marks), each a list of cells."""
    seen = [False] * CELLS
    found = []
    for start in range(CELLS):
        if owner[start] != seat or seen[start]:
            continue
        seen[start] = True
        herd, todo = [start], [start]
        while todo:
            for n in NEIGHBOURS[todo.pop()]:
                if not seen[n] and owner[n] == seat:
                    seen[n] = True
                    herd.append(n)
                    todo.append(n)
        found.append(sorted(herd))
    return found


def _herd_points(owner: list[int]) -> list[int]:
    """D12 for both seats in one pass (the playout's end: no lists of cells kept)."""
    points = [0, 0]
    left = owner[:]                     # a cell's seat until its herd is counted, then -1
    for start in range(CELLS):
        seat = left[start]
        if seat < 0:
            continue
        left[start] = -1
        size, todo = 1, [start]
        while todo:
            for n in NEIGHBOURS[todo.pop()]:
                if left[n] == seat:
                    left[n] = -1
                    size += 1
                    todo.append(n)
        points[seat] += HERD_POINTS[size]
    return points


def _leader(counts: tuple[int, int]) -> Optional[int]:
    return 0 if counts[0] > counts[1] else 1 if counts[1] > counts[0] else None


class MeadowState:
    """The sheet, the marks, whose turn and which step of it, and the dice on the table."""

    __slots__ = ("sheet", "pro", "owner", "free", "free_numbers", "seat", "phase", "dice0", "dice1",
                 "again", "turn", "doubles", "pro_scored", "events", "common")

    num_seats = SEATS

    sheet: Sheet
    pro: bool
    owner: list[int]            # per cell: the seat whose mark it holds, -1 for none (troughs stay -1, D1)
    free: list[list[int]]       # per face (index 1–6): the free cells showing it, in cell order
    free_numbers: int
    seat: int
    phase: int
    dice0: int                  # the dice on the table, 0 before the first throw
    dice1: int
    again: int                  # the mask of the dice being thrown again
    turn: int
    doubles: tuple[int, int]    # D14's points
    pro_scored: bool
    events: Optional[list[ev.Event]]
    common: int                 # the common-dice key, -1: none (module docstring)

    # No __init__: clone fills a bare instance field by field (a compiled class cannot skip
    # its __init__, and one that built a sheet's lists would make every copy pay for it twice).

    @classmethod
    def blank(cls, sheet: Sheet, pro: bool = False) -> "MeadowState":
        """The blank sheet before the first throw, crosses to throw (D3, D4)."""
        state = cls()
        state.sheet = sheet
        state.pro = pro
        state.owner = [-1] * CELLS
        state.free = [[] for _ in range(COW + 1)]
        for c, face in enumerate(sheet.faces):
            if face:
                state.free[face].append(c)
        state.free_numbers = sum(len(cells) for cells in state.free[1:COW])
        state.seat = 0
        state.phase = THROW
        state.dice0 = state.dice1 = 0
        state.again = 0
        state.turn = 0
        state.doubles = (0, 0)
        state.pro_scored = False
        state.events = None
        state.common = -1
        return state

    @classmethod
    def with_marks(cls, sheet: Sheet, crosses: Iterable[int] = (), circles: Iterable[int] = (),
                   pro: bool = False) -> "MeadowState":
        """A position with these marks (seat 0's crosses, seat 1's circles) and seat 0 to throw:
        the rules page's pictures and the worked checks (D16–D18) start from one."""
        state = cls.blank(sheet, pro)
        for seat, cells in enumerate((crosses, circles)):
            state.seat = seat
            for c in cells:
                if not sheet.faces[c] or state.owner[c] >= 0:
                    raise ValueError(f"cell {cell_text(c)} cannot take a mark (D1, D8)")
                state._mark(c, False)
        state.seat = 0
        return state

    # ------------------------------------------------------------------ the core interface

    def current_player(self) -> int:
        phase = self.phase
        if phase == AGAIN_CHOICE or phase == MARK:
            return self.seat
        return TERMINAL if phase == OVER else CHANCE

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[int]:
        if self.phase == AGAIN_CHOICE:
            if self.dice0 == self.dice1:
                return [KEEP, AGAIN + 1, AGAIN + 3]
            return [KEEP, AGAIN + 1, AGAIN + 2, AGAIN + 3]
        if self.phase == MARK:
            return self.mark_options()
        return []

    def mark_options(self) -> list[int]:
        """D7: every way to mark with the dice on the table (empty: nothing to mark)."""
        d0, d1, free = self.dice0, self.dice1, self.free
        cows = free[COW]
        if d0 == COW:                                   # D7a: two cows
            if len(cows) == 1:
                return [cows[0]]
            return [PAIR + a * 64 + b for i, a in enumerate(cows) for b in cows[i + 1:]]
        if d1 != COW:                                   # D7b: two numbers
            return free[d0][:] if d0 == d1 else free[d0] + free[d1]
        options = cows + free[d0]                       # D7c: a cow and the number d0
        owner, partners = self.owner, self.sheet.partners
        for c in cows:
            for p in partners[c][d0]:
                if owner[p] < 0:
                    options.append(PAIR + c * 64 + p if c < p else PAIR + p * 64 + c)
        return options

    def chance_outcome(self, rng: random.Random) -> int:
        return self.throw(rng.random)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The throw due: two dice give 21 outcomes (a double 1/36, two faces 2/36), one die six
        (1/6 each); with common dice (see :meth:`use_common_dice`) the one face fixed by the key."""
        if self.phase not in (THROW, RETHROW):
            return []
        if self.common >= 0:
            return [(self.throw(lambda: 0.0), 1.0)]
        if self.phase == THROW or self.again == 3:
            return [(two_dice(lo, hi), (1 if lo == hi else 2) / 36) for lo in range(1, 7) for hi in range(lo, 7)]
        return [(face, 1 / 6) for face in range(6)]

    def throw(self, rand: Callable[[], float]) -> int:
        """The chance outcome of the throw due, from ``rand`` or the common dice."""
        both = self.phase == THROW or self.again == 3
        if self.common >= 0:
            faces = common_faces(self.common, self.turn)
            if self.phase == THROW:
                return two_dice(faces % 6 + 1, faces // 6 % 6 + 1)
            return two_dice(faces // 216 % 6 + 1, faces // 1296 % 6 + 1) if both else faces // 36 % 6
        if both:
            return two_dice(int(rand() * 6) + 1, int(rand() * 6) + 1)
        return int(rand() * 6)

    def use_common_dice(self, key: int) -> None:
        """Throw the common dice of ``key`` from here on (see the module docstring)."""
        self.common = key

    def apply_action(self, action: int) -> None:
        phase = self.phase
        if phase == MARK:
            if action < PAIR:
                self._mark(action, False)
            else:
                a, b = divmod(action - PAIR, 64)
                self._mark(a, True)
                self._mark(b, True)
            self._end_turn()
        elif phase == THROW:
            self.dice0, self.dice1 = action // 6 + 1, action % 6 + 1
            self.phase = AGAIN_CHOICE
            if self.events is not None:
                self.events.append(ev.Thrown(self.seat, (self.dice0, self.dice1)))
        elif phase == AGAIN_CHOICE:
            mask = action - AGAIN
            if self.events is not None:
                dice = (self.dice0, self.dice1)
                self.events.append(ev.DiceKept(self.seat, tuple(dice[k] for k in (0, 1) if not mask >> k & 1),
                                               tuple(dice[k] for k in (0, 1) if mask >> k & 1)))
            if mask:
                self.again = mask
                self.phase = RETHROW
            else:
                self._dice_final()
        elif phase == RETHROW:
            mask = self.again
            if mask == 3:
                a, b = action // 6 + 1, action % 6 + 1
                faces: tuple[int, ...] = (a, b)
            elif mask == 1:
                a, b = action + 1, self.dice1
                faces = (a,)
            else:
                a, b = self.dice0, action + 1
                faces = (b,)
            self.dice0, self.dice1 = (a, b) if a <= b else (b, a)
            self.again = 0
            if self.events is not None:
                self.events.append(ev.ThrownAgain(self.seat, faces, (self.dice0, self.dice1)))
            self._dice_final()

    def _dice_final(self) -> None:
        """D7: mark, unless two numbers show on no free cell (D7b: the turn ends)."""
        d0, d1 = self.dice0, self.dice1
        if d1 != COW and not self.free[d0] and not self.free[d1]:
            if self.events is not None:
                self.events.append(ev.NothingToMark(self.seat, (d0, d1)))
            self._end_turn()
        else:
            self.phase = MARK

    def _mark(self, cell: int, double: bool) -> None:
        face = self.sheet.faces[cell]
        self.owner[cell] = self.seat
        self.free[face].remove(cell)
        if face != COW:
            self.free_numbers -= 1
        if self.events is not None:
            self.events.append(ev.CellMarked(self.seat, cell, face, double))

    def _end_turn(self) -> None:
        self.turn += 1
        cows_free = len(self.free[COW])
        if self.events is not None:
            self.events.append(ev.TurnEnded(self.seat, self.turn))
        if self.pro and not self.pro_scored and cows_free <= COWS_ON_A_SHEET - NINTH_COW:
            self._intermediate_scoring()
        if not cows_free or self.free_numbers <= FEW_NUMBERS:          # D9
            self.phase = OVER
            if self.events is not None:
                standing = self.standing()
                self.events.append(ev.GameEnded(standing, self.result()[1]))
        else:
            self.seat ^= 1
            self.phase = THROW

    def _intermediate_scoring(self) -> None:
        """D14: once, after the turn that marked the 9th cow: 2 points per herd of two."""
        self.pro_scored = True
        twos = tuple(tuple(tuple(h) for h in herds(self.owner, seat) if len(h) == 2) for seat in range(SEATS))
        points = tuple(2 * len(found) for found in twos)
        self.doubles = (self.doubles[0] + points[0], self.doubles[1] + points[1])
        if self.events is not None:
            self.events.append(ev.IntermediateScoring(points, twos))

    def result(self) -> tuple[list[int], tuple[int, ...]]:
        """Each seat's total as it stands (D10–D14) and the seats with the best (D13)."""
        owner = self.owner
        totals = _herd_points(owner)
        totals[0] += self.doubles[0]
        totals[1] += self.doubles[1]
        for marks in _MEADOW_CELLS:                                     # D10
            cells = marks(owner)
            n0, n1 = cells.count(0), cells.count(1)
            if n0 != n1:
                totals[0 if n0 > n1 else 1] += 3
        for rim, points in self.sheet.rims:                             # D11
            cells = rim(owner)
            n0, n1 = cells.count(0), cells.count(1)
            if n0 != n1:
                totals[0 if n0 > n1 else 1] += points
        if totals[0] == totals[1]:
            return totals, (0, 1)
        return totals, ((0,) if totals[0] > totals[1] else (1,))

    def standing(self) -> ev.Standing:
        """Who leads each meadow and trough, every herd, and the points as they stand."""
        owner = self.owner
        meadow_marks = tuple(_count(owner, cells) for cells in MEADOWS)
        trough_marks = tuple(_count(owner, t.rim) for t in self.sheet.troughs)
        meadows = tuple(_leader(m) for m in meadow_marks)
        troughs = tuple(_leader(m) for m in trough_marks)
        found = tuple(tuple(tuple(h) for h in sorted(herds(owner, s), key=len, reverse=True))
                      for s in range(SEATS))
        scores = tuple(ev.SeatScore(
            seat,
            meadows=3 * meadows.count(seat),
            troughs=sum(t.points for t, lead in zip(self.sheet.troughs, troughs) if lead == seat),
            herds=sum(HERD_POINTS[len(h)] for h in found[seat]),
            doubles=self.doubles[seat]) for seat in range(SEATS))
        return ev.Standing(meadows, meadow_marks, troughs, trough_marks, found, scores)

    def clone(self) -> "MeadowState":
        other = MeadowState()
        other.sheet = self.sheet
        other.pro = self.pro
        other.owner = self.owner[:]
        f = self.free
        other.free = [f[0], f[1][:], f[2][:], f[3][:], f[4][:], f[5][:], f[6][:]]
        other.free_numbers = self.free_numbers
        other.seat = self.seat
        other.phase = self.phase
        other.dice0 = self.dice0
        other.dice1 = self.dice1
        other.again = self.again
        other.turn = self.turn
        other.doubles = self.doubles
        other.pro_scored = self.pro_scored
        other.events = None
        other.common = self.common
        return other

    def key(self) -> Hashable:
        """Equal for equal positions (everything is public, D15)."""
        return (self.sheet.name, self.sheet.faces, self.pro, tuple(self.owner), self.seat, self.phase,
                self.dice0, self.dice1, self.again, self.turn, self.doubles, self.pro_scored)

    def observation(self, seat: int) -> "MeadowObservation":
        return MeadowObservation(seat, self.clone())

    # ------------------------------------------------------------------ actions as text

    def action_to_string(self, action: int) -> str:
        """``throw 3 C`` / ``throw 5`` (chance), ``keep`` / ``again 3`` / ``again both``,
        ``mark 2,3`` / ``mark 2,3 4,5``."""
        phase = self.phase
        if phase == THROW or (phase == RETHROW and self.again == 3):
            return f"throw {FACE_TEXT[action // 6 + 1]} {FACE_TEXT[action % 6 + 1]}"
        if phase == RETHROW:
            return f"throw {FACE_TEXT[action + 1]}"
        if phase == AGAIN_CHOICE:
            mask = action - AGAIN
            if mask == 0:
                return "keep"
            if mask == 3:
                return "again both"
            return f"again {FACE_TEXT[self.dice0 if mask == 1 else self.dice1]}"
        return "mark " + " ".join(cell_text(c) for c in marked_cells(action))

    def string_to_action(self, text: str) -> int:
        phase = self.phase
        if phase == THROW or phase == RETHROW:
            legal = range(6) if phase == RETHROW and self.again != 3 else [
                two_dice(a, b) for a in range(1, 7) for b in range(a, 7)]
        else:
            legal = self.legal_actions()
        for action in legal:
            if self.action_to_string(action) == text:
                return action
        raise ActionError(f"{text[:40]!r} is not a legal action now ({PHASE_NAMES[phase]})")

    # ------------------------------------------------------------------ the fast playout

    def playout(self, rand: Callable[[], float], smart: bool = False) -> None:
        """A whole game from here, chance included, the dice thrown with ``rand``.

        Random: dice thrown again and marks chosen uniformly among the legal ones.
        ``smart``: dice kept unless they mark nothing (then both thrown again), a D7c
        double taken whenever there is one, and of two cells drawn for a D7b mark the
        one that grows a herd (D12).  The search's hot loop: the steps of
        :meth:`apply_action` inlined, no events.
        """
        owner, free, faces, partners = self.owner, self.free, self.sheet.faces, self.sheet.partners
        cows = free[COW]
        while self.phase != OVER:
            phase = self.phase
            a, b = self.dice0, self.dice1
            if phase != MARK:
                if phase == RETHROW:
                    mask, self.again = self.again, 0
                else:
                    if phase == THROW:
                        a, b = int(rand() * 6) + 1, int(rand() * 6) + 1
                    if smart:
                        mask = 0 if b == COW or a == COW or free[a] or free[b] else 3
                    else:
                        mask = int(rand() * 3) if a == b else int(rand() * 4)
                        if mask == 2 and a == b:
                            mask = 3
                if mask & 1:
                    a = int(rand() * 6) + 1
                if mask & 2:
                    b = int(rand() * 6) + 1
                if a > b:
                    a, b = b, a
                self.dice0, self.dice1 = a, b
            seat = self.seat
            if a == COW:                                    # D7a
                k = len(cows)
                if k == 1:
                    marks: tuple[int, ...] = (cows[0],)
                else:
                    i, j = int(rand() * k), int(rand() * (k - 1))
                    marks = (cows[i], cows[j + (j >= i)])
            elif b != COW:                                  # D7b
                first, second = free[a], free[b] if a != b else ()
                k = len(first) + len(second)
                if not k:
                    self._end_turn()
                    continue
                i = int(rand() * k)
                cell = first[i] if i < len(first) else second[i - len(first)]
                if smart and seat not in [owner[n] for n in NEIGHBOURS[cell]]:
                    i = int(rand() * k)
                    other = first[i] if i < len(first) else second[i - len(first)]
                    if seat in [owner[n] for n in NEIGHBOURS[other]]:
                        cell = other
                marks = (cell,)
            else:                                           # D7c
                numbers = free[a]
                doubles = [(c, p) for c in cows for p in partners[c][a] if owner[p] < 0]
                if smart and doubles:
                    marks = doubles[int(rand() * len(doubles))]
                else:
                    i = int(rand() * (len(cows) + len(numbers) + (0 if smart else len(doubles))))
                    if i < len(cows):
                        marks = (cows[i],)
                    elif i < len(cows) + len(numbers):
                        marks = (numbers[i - len(cows)],)
                    else:
                        marks = doubles[i - len(cows) - len(numbers)]
            for c in marks:
                owner[c] = seat
                face = faces[c]
                free[face].remove(c)
                if face != COW:
                    self.free_numbers -= 1
            self._end_turn()


def _count(owner: list[int], cells: tuple[int, ...]) -> tuple[int, int]:
    marks = [owner[c] for c in cells]
    return marks.count(0), marks.count(1)


class MeadowObservation:
    """What a seat knows: everything (D15), so it holds a copy of the state itself."""

    __slots__ = ("seat", "state")

    def __init__(self, seat: int, state: MeadowState) -> None:
        self.seat = seat
        self.state = state

    def current_player(self) -> int:
        return self.state.current_player()

    def legal_actions(self) -> list[int]:
        return self.state.legal_actions()

    def sample(self, rng: random.Random) -> MeadowState:
        return self.state.clone()

    def key(self) -> Hashable:
        return (self.seat, self.state.key())

    def after(self, action: int) -> Optional["MeadowObservation"]:
        """The seat's next observation when it marks right after keeping its dice (D6, D7)."""
        if self.state.phase != AGAIN_CHOICE or action != KEEP:
            return None
        state = self.state.clone()
        state.apply_action(action)
        return MeadowObservation(self.seat, state) if state.phase == MARK else None


__all__ = ["MeadowState", "MeadowObservation", "AGAIN", "KEEP", "PAIR", "THROW", "AGAIN_CHOICE", "RETHROW",
           "MARK", "OVER", "PHASE_NAMES", "HERD_POINTS", "SIZE", "herds", "two_dice", "pair", "marked_cells"]
