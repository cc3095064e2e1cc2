"""Meadow Dice across machines: its worlds and events as JSON (docs/online.md).

The game's form of ``goatmaster.net.online.OnlineForm`` (met structurally: a game imports
nothing of the network layer).  Everything is public (D15), so a seat's world, a spectator's
and the server's state are the same position; what must never travel is the dice to come,
and a state holds none: a throw exists only once it happened (the server draws it then).
The one field that would tell them, the search's common-dice key, is never written and a
world read back has none.

A world is one JSON object (``"format": "goatmaster-meadow-world"``, version 1)::

    {"format": "goatmaster-meadow-world", "version": 1,
     "sheet": {"name": "Windmill", "rows": ["C 1 1 C 2 5 5 C", "…7 more rows…"]},
     "pro": false, "marks": ["x......o", "…7 more rows…"], "seat": 1, "phase": "again",
     "dice": [2, 6], "again": [], "turn": 5, "doubles": [0, 0], "pro_scored": false}

``sheet`` as the save format writes it (D2's rows); ``marks`` the sheet's 8 rows, a cell
``x`` (seat 0's cross), ``o`` (seat 1's circle) or ``.`` (free, and every trough); ``phase``
the engine's step of the turn; ``dice`` the faces on the table, lower first (0, 0 before the
first throw); ``again`` the dice being thrown again (their indexes in ``dice``, only while
they are in the air); ``doubles`` D14's points.  The tables the engine derives (free cells,
a sheet's rims and partners) are rebuilt, never sent.

Reading is a client's defence against a hostile server: every field's type and range is
checked, and every invariant the engine and the table rely on (D1, D2, D4, D6, D7, D9,
D14), so that a world read back can be drawn and played from; anything else raises
``ValueError`` naming the field.  Events are checked the same way, each into the engine's
own event class through a fixed table of type names.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Callable, Optional, Sequence

from ...core.game import State
from ...files.strict_json import show
from .engine import events as ev
from .engine.sheet import CELLS, COW, MEADOWS, NEIGHBOURS, SIZE, Sheet, SheetError
from .engine.state import (FEW_NUMBERS, HERD_POINTS, MARK, NINTH_COW, OVER, PHASE_NAMES, RETHROW, SEATS, THROW,
                           MeadowState, herds)

WORLD_FORMAT = "goatmaster-meadow-world"
WORLD_VERSION = 1
#: A world's turn count is at most this (a real game has well under a hundred turns).
MAX_TURNS = 10_000
#: At most this many events in one message (one action and the throws after it bring a handful).
MAX_EVENTS = 256

_WORLD_KEYS = ("format", "version", "sheet", "pro", "marks", "seat", "phase", "dice", "again", "turn",
               "doubles", "pro_scored")
_MARK_TOKENS = {".": -1, "x": 0, "o": 1}
_MARK_TEXT = {-1: ".", 0: "x", 1: "o"}
_ROW_CHARS = 2 * SIZE - 1                   # D2: 8 tokens of one character, single spaces between
_TROUGHS = 6                                # D2: 3 big and 3 small
_BIG, _SMALL = 3, 3
_BIG_RIM = 6                                # a big trough inside the ring has 6 cells around it (D11)


class MeadowOnline:
    """Meadow Dice's online form: worlds and events to and from JSON (see the module docstring)."""

    # ------------------------------------------------------------------ worlds

    def public_world(self, state: State, rng: random.Random) -> MeadowState:
        """A copy of ``state``: every seat may know everything (D15), and a state holds no throw
        to come; a search's common-dice key (a way to tell them) is dropped."""
        world = _meadow(state).clone()
        world.common = -1
        return world

    def world_to_json(self, state: State) -> dict:
        s = _meadow(state)
        owner = s.owner
        return {
            "format": WORLD_FORMAT,
            "version": WORLD_VERSION,
            "sheet": {"name": s.sheet.name, "rows": s.sheet.rows()},
            "pro": s.pro,
            "marks": ["".join(_MARK_TEXT[owner[r * SIZE + c]] for c in range(SIZE)) for r in range(SIZE)],
            "seat": s.seat,
            "phase": PHASE_NAMES[s.phase],
            "dice": [s.dice0, s.dice1],
            "again": [k for k in (0, 1) if s.again >> k & 1],
            "turn": s.turn,
            "doubles": list(s.doubles),
            "pro_scored": s.pro_scored,
        }

    def world_from_json(self, data: Any) -> MeadowState:
        obj = _fields(data, "world", _WORLD_KEYS)
        if obj["format"] != WORLD_FORMAT or type(obj["format"]) is not str:
            raise ValueError(f"world: format: is {show(obj['format'])}, not {WORLD_FORMAT!r}")
        if obj["version"] != WORLD_VERSION or type(obj["version"]) is not int:
            raise ValueError(f"world: version: is {show(obj['version'])}; this app reads version {WORLD_VERSION}")
        sheet = _sheet(obj["sheet"])
        pro = _bool(obj["pro"], "world: pro")
        owner = _marks(obj["marks"], sheet)
        seat = _int(obj["seat"], "world: seat", 0, SEATS - 1)
        phase_name = obj["phase"]
        if type(phase_name) is not str or phase_name not in PHASE_NAMES:
            raise ValueError(f"world: phase: is {show(phase_name)}, not one of {', '.join(PHASE_NAMES)}")
        phase = PHASE_NAMES.index(phase_name)
        turn = _int(obj["turn"], "world: turn", 0, MAX_TURNS)
        dice = _int_list(obj["dice"], "world: dice", 2, 2, 0, COW)
        again = _int_list(obj["again"], "world: again", 0, 2, 0, 1)
        doubles = _int_list(obj["doubles"], "world: doubles", 2, 2, 0, CELLS)
        pro_scored = _bool(obj["pro_scored"], "world: pro_scored")

        # D4 and the turns: seat 0 starts and the seats alternate; the game ends after a turn.
        if seat != (turn - (phase == OVER)) % SEATS:
            raise ValueError(f"world: seat: seat {seat} cannot be the seat of turn {turn} in phase {phase_name} "
                             f"(seat 0 plays the first turn, then they alternate, D4)")
        if phase == OVER and turn == 0:
            raise ValueError("world: turn: a game is over only after a turn (D9)")
        d0, d1 = dice
        if phase == THROW and turn == 0:
            if dice != [0, 0]:
                raise ValueError(f"world: dice: no die is thrown before the first turn, not {dice} (D5)")
        elif not (1 <= d0 <= d1):
            raise ValueError(f"world: dice: {dice} are not two faces 1 to 6 (6 the cow), lower first (D3)")
        if again != sorted(set(again)):
            raise ValueError("world: again: the dice thrown again are listed sorted, without repeats (D6)")
        mask = sum(1 << k for k in again)
        if phase == RETHROW:
            if not mask:
                raise ValueError("world: again: dice are being thrown again, so again names at least one (D6)")
            if mask == 2 and d0 == d1:
                raise ValueError("world: again: with equal faces, the die thrown again is die 0 (D6)")
        elif mask:
            raise ValueError(f"world: again: only dice in the air are thrown again, not in phase {phase_name} (D6)")

        state = MeadowState.blank(sheet, pro)
        state.owner = owner
        free: list[list[int]] = [[] for _ in range(COW + 1)]
        for c, face in enumerate(sheet.faces):
            if face and owner[c] < 0:
                free[face].append(c)
        state.free = free
        state.free_numbers = sum(len(cells) for cells in free[1:COW])
        state.seat, state.phase, state.turn = seat, phase, turn
        state.dice0, state.dice1, state.again = d0, d1, mask
        state.doubles = (doubles[0], doubles[1])
        state.pro_scored = pro_scored
        state.events = []                   # as a match's state has it: recording from here on

        cows_free = len(free[COW])
        ended = not cows_free or state.free_numbers <= FEW_NUMBERS
        if ended != (phase == OVER):
            raise ValueError(f"world: phase: {phase_name} with {cows_free} cows and {state.free_numbers} "
                             f"numbers free; the game ends exactly when no cow or at most 5 numbers are free (D9)")
        if phase == MARK and not state.mark_options():
            raise ValueError(f"world: phase: mark, but the dice {dice} mark nothing on this sheet (D7b: "
                             f"the turn would have passed)")
        if not pro and pro_scored:
            raise ValueError("world: pro_scored: the intermediate scoring is the pro variant's (D14)")
        if pro_scored and _cows_marked(sheet, owner) < NINTH_COW:
            raise ValueError("world: pro_scored: the intermediate scoring comes after the 9th cow is marked (D14)")
        for s in range(SEATS):
            if doubles[s] % 2 or (doubles[s] and not pro_scored) or doubles[s] > owner.count(s):
                raise ValueError(f"world: doubles: seat {s}'s {doubles[s]} points are not 2 per herd of two "
                                 f"it had at the intermediate scoring (D14)")
        return state

    # ------------------------------------------------------------------ events

    def events_to_json(self, events: Sequence[object], seat: Optional[int]) -> list:
        """Every event as it is (D15: a seat sees all there is, a spectator too)."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < SEATS):
            raise ValueError(f"events: {show(seat)} is not a seat of Meadow Dice")
        out = []
        for event in events:
            if type(event) not in _EVENT_CLASSES:
                raise ValueError(f"events: {type(event).__name__} is not a Meadow Dice event")
            out.append(_write(event))
        return out

    def events_from_json(self, data: Any, world: Any = None) -> list:
        """The events; ``world`` adds nothing to check (two seats always, as every world has, and
        the table draws any cell's mark)."""
        if not isinstance(data, list):
            raise ValueError(f"events: must be a list, not {show(data)}")
        if len(data) > MAX_EVENTS:
            raise ValueError(f"events: {len(data)} events; one message holds at most {MAX_EVENTS}")
        out: list[ev.Event] = []
        for k, raw in enumerate(data):
            if not isinstance(raw, dict):
                raise ValueError(f"events[{k}]: must be an object, not {show(raw)}")
            kind = raw.get("type")
            reader = _READERS.get(kind) if type(kind) is str else None
            if reader is None:
                raise ValueError(f"events[{k}]: type: {show(kind)} is not a Meadow Dice event")
            keys, read = reader
            out.append(read(_fields(raw, f"events[{k}] ({kind})", ("type",) + keys), f"events[{k}] ({kind})"))
        return out


ONLINE = MeadowOnline()


# ---------------------------------------------------------------------- reading helpers

def _meadow(state: object) -> MeadowState:
    if not isinstance(state, MeadowState):
        raise ValueError(f"{type(state).__name__} is not a state of Meadow Dice")
    return state


def _fields(obj: Any, place: str, keys: Sequence[str]) -> dict:
    """``obj`` is an object with exactly ``keys``."""
    if not isinstance(obj, dict):
        raise ValueError(f"{place}: must be an object, not {show(obj)}")
    for key in obj:
        if key not in keys:
            raise ValueError(f"{place}: unknown key {show(key)}")
    for key in keys:
        if key not in obj:
            raise ValueError(f"{place}: has no {key!r}")
    return obj


def _int(raw: Any, place: str, low: int, high: int) -> int:
    if type(raw) is not int or not low <= raw <= high:
        raise ValueError(f"{place}: is {show(raw)}, not a whole number from {low} to {high}")
    return raw


def _bool(raw: Any, place: str) -> bool:
    if type(raw) is not bool:
        raise ValueError(f"{place}: is {show(raw)}, not true or false")
    return raw


def _int_list(raw: Any, place: str, shortest: int, longest: int, low: int, high: int) -> list[int]:
    if not isinstance(raw, list) or not shortest <= len(raw) <= longest:
        size = str(shortest) if shortest == longest else f"{shortest} to {longest}"
        raise ValueError(f"{place}: must be a list of {size} whole numbers, not {show(raw)}")
    for x in raw:
        _int(x, place, low, high)
    return list(raw)


def _sheet(raw: Any) -> Sheet:
    """D1, D2: the sheet as the save format writes it, checked as a save file's is."""
    obj = _fields(raw, "world: sheet", ("name", "rows"))
    name, rows = obj["name"], obj["rows"]
    if type(name) is not str or not 1 <= len(name) <= 60:
        raise ValueError(f"world: sheet: name is {show(name)}, not a text of 1 to 60 characters")
    if (not isinstance(rows, list) or len(rows) != SIZE
            or any(type(row) is not str or len(row) != _ROW_CHARS for row in rows)):
        raise ValueError(f"world: sheet: rows must be {SIZE} texts of {SIZE} tokens separated by single spaces (D2)")
    try:
        return _checked_sheet(name, tuple(rows))
    except SheetError as error:
        raise ValueError(f"world: sheet: {error}") from None


@lru_cache(maxsize=16)
def _checked_sheet(name: str, rows: tuple[str, ...]) -> Sheet:
    """A match's worlds share its sheet: checked and built once (a sheet is immutable)."""
    return Sheet.from_rows(name, rows)


def _marks(raw: Any, sheet: Sheet) -> list[int]:
    """D1, D8: each cell's mark; a trough is never marked."""
    if (not isinstance(raw, list) or len(raw) != SIZE
            or any(type(row) is not str or len(row) != SIZE for row in raw)):
        raise ValueError(f"world: marks: must be {SIZE} texts of {SIZE} characters, x, o or .")
    owner = []
    faces = sheet.faces
    for r, row in enumerate(raw):
        for c, token in enumerate(row):
            seat = _MARK_TOKENS.get(token)
            if seat is None:
                raise ValueError(f"world: marks: cell {r},{c} is {show(token)}, not x, o or .")
            if seat >= 0 and not faces[r * SIZE + c]:
                raise ValueError(f"world: marks: cell {r},{c} is a trough, never marked (D1)")
            owner.append(seat)
    return owner


def _cows_marked(sheet: Sheet, owner: list[int]) -> int:
    return sum(1 for c, face in enumerate(sheet.faces) if face == COW and owner[c] >= 0)


# ---------------------------------------------------------------------- events, one by one

def _seat(raw: Any, place: str) -> int:
    return _int(raw, f"{place}: seat", 0, SEATS - 1)


def _dice(raw: Any, place: str, high: int = COW) -> tuple[int, int]:
    """Two faces, lower first, as the engine keeps them (D3)."""
    dice = _int_list(raw, place, 2, 2, 1, high)
    if dice[0] > dice[1]:
        raise ValueError(f"{place}: {dice}: the lower face comes first")
    return dice[0], dice[1]


def _faces(raw: Any, place: str, shortest: int, longest: int) -> tuple[int, ...]:
    faces = _int_list(raw, place, shortest, longest, 1, COW)
    if faces != sorted(faces):
        raise ValueError(f"{place}: {faces}: the lower face comes first")
    return tuple(faces)


def _cell(raw: Any, place: str) -> int:
    return _int(raw, place, 0, CELLS - 1)


def _read_thrown(obj: dict, place: str) -> ev.Thrown:
    return ev.Thrown(_seat(obj["seat"], place), _dice(obj["dice"], f"{place}: dice"))


def _read_kept(obj: dict, place: str) -> ev.DiceKept:
    kept = _faces(obj["kept"], f"{place}: kept", 0, 2)
    again = _faces(obj["again"], f"{place}: again", 0, 2)
    if len(kept) + len(again) != 2:
        raise ValueError(f"{place}: kept and again: two dice are kept or thrown again, not "
                         f"{len(kept) + len(again)} (D6)")
    return ev.DiceKept(_seat(obj["seat"], place), kept, again)


def _read_thrown_again(obj: dict, place: str) -> ev.ThrownAgain:
    faces = _faces(obj["faces"], f"{place}: faces", 1, 2)
    dice = _dice(obj["dice"], f"{place}: dice")
    if (faces != dice) if len(faces) == 2 else faces[0] not in dice:
        raise ValueError(f"{place}: faces: {list(faces)} thrown again do not show among the dice {list(dice)} (D6)")
    return ev.ThrownAgain(_seat(obj["seat"], place), faces, dice)


def _read_marked(obj: dict, place: str) -> ev.CellMarked:
    return ev.CellMarked(_seat(obj["seat"], place), _cell(obj["cell"], f"{place}: cell"),
                         _int(obj["face"], f"{place}: face", 1, COW), _bool(obj["double"], f"{place}: double"))


def _read_nothing(obj: dict, place: str) -> ev.NothingToMark:
    return ev.NothingToMark(_seat(obj["seat"], place), _dice(obj["dice"], f"{place}: dice (two numbers, D7b)",
                                                             COW - 1))


def _herd_lists(raw: Any, place: str) -> list[list[list[int]]]:
    """Each seat's herds as lists of cells: two lists, at most 64 cells in all, each cell once."""
    if not isinstance(raw, list) or len(raw) != SEATS:
        raise ValueError(f"{place}: must be a list of each seat's herds, not {show(raw)}")
    seen: set[int] = set()
    found = []
    for s, seat_herds in enumerate(raw):
        if not isinstance(seat_herds, list) or len(seat_herds) > CELLS:
            raise ValueError(f"{place}: seat {s}'s herds must be a list, not {show(seat_herds)}")
        lists = []
        for herd in seat_herds:
            cells = _int_list(herd, f"{place}: a herd of seat {s}", 1, CELLS, 0, CELLS - 1)
            if seen.intersection(cells) or len(set(cells)) != len(cells):
                raise ValueError(f"{place}: a cell is in two herds (D8: one mark a cell)")
            seen.update(cells)
            lists.append(cells)
        found.append(lists)
    return found


def _herds_and_owner(raw: object, place: str) -> tuple[list[list[list[int]]], list[int]]:
    """Each seat's herds as read, and the cells' owner they make (-1: nobody's)."""
    found = _herd_lists(raw, f"{place}: herds")
    owner = [-1] * CELLS
    for s, lists in enumerate(found):
        for cells in lists:
            for c in cells:
                owner[c] = s
    return found, owner


def _read_scoring(obj: dict, place: str) -> ev.IntermediateScoring:
    """D14: 2 points per herd of exactly two, each two orthogonal neighbours, none touching another."""
    points = _int_list(obj["points"], f"{place}: points", 2, 2, 0, CELLS)
    found, owner = _herds_and_owner(obj["herds"], place)
    for s, lists in enumerate(found):
        if points[s] != 2 * len(lists):
            raise ValueError(f"{place}: points: seat {s} has {len(lists)} herds of two, so {2 * len(lists)} "
                             f"points, not {points[s]} (D14)")
        for cells in lists:
            if len(cells) != 2 or cells[0] > cells[1] or cells[1] not in NEIGHBOURS[cells[0]]:
                raise ValueError(f"{place}: herds: {cells} is not two orthogonal neighbours, in cell order (D12)")
            if any(owner[n] == s for c in cells for n in NEIGHBOURS[c] if n not in cells):
                raise ValueError(f"{place}: herds: {cells} touches another herd of the same seat (D12)")
        if lists != sorted(lists):
            raise ValueError(f"{place}: herds: seat {s}'s herds are listed in cell order")
    return ev.IntermediateScoring((points[0], points[1]),
                                  tuple(tuple(tuple(cells) for cells in lists) for lists in found))


def _read_turn_ended(obj: dict, place: str) -> ev.TurnEnded:
    seat = _seat(obj["seat"], place)
    turn = _int(obj["turn"], f"{place}: turn", 1, MAX_TURNS)
    if seat != (turn - 1) % SEATS:
        raise ValueError(f"{place}: seat {seat} does not play turn {turn} (seat 0 plays the first, D4)")
    return ev.TurnEnded(seat, turn)


def _leaders(raw: Any, place: str, count: int) -> tuple[Optional[int], ...]:
    if not isinstance(raw, list) or len(raw) != count:
        raise ValueError(f"{place}: must be a list of {count} leaders (0, 1 or null), not {show(raw)}")
    for x in raw:
        if x is not None:
            _int(x, place, 0, SEATS - 1)
    return tuple(raw)


def _mark_counts(raw: Any, place: str, count: int, most: int) -> tuple[tuple[int, int], ...]:
    if not isinstance(raw, list) or len(raw) != count:
        raise ValueError(f"{place}: must be a list of {count} pairs of mark counts, not {show(raw)}")
    pairs = []
    for x in raw:
        a, b = _int_list(x, place, 2, 2, 0, most)
        if a + b > most:
            raise ValueError(f"{place}: {a} and {b} marks where {most} cells are")
        pairs.append((a, b))
    return tuple(pairs)


def _read_standing(raw: Any, place: str) -> ev.Standing:
    """D10–D14 as they stand: leaders agree with the counts, the herds are the marks' herds, the
    points are the leads' and the herds' (the troughs' as far as a standing without its sheet tells)."""
    obj = _fields(raw, place, ("meadows", "meadow_marks", "troughs", "trough_marks", "herds", "scores"))
    meadows = _leaders(obj["meadows"], f"{place}: meadows", len(MEADOWS))
    meadow_marks = _mark_counts(obj["meadow_marks"], f"{place}: meadow_marks", len(MEADOWS), SIZE)
    troughs = _leaders(obj["troughs"], f"{place}: troughs", _TROUGHS)
    trough_marks = _mark_counts(obj["trough_marks"], f"{place}: trough_marks", _TROUGHS, _BIG_RIM)
    for what, leads, counts in (("meadows", meadows, meadow_marks), ("troughs", troughs, trough_marks)):
        for k, (lead, (a, b)) in enumerate(zip(leads, counts)):
            if lead != (0 if a > b else 1 if b > a else None):
                raise ValueError(f"{place}: {what}: number {k} is led by {show(lead)} with {a} and {b} marks "
                                 f"(the one with strictly more, D10, D11)")
    found, owner = _herds_and_owner(obj["herds"], place)
    for s, lists in enumerate(found):
        if lists != sorted(herds(owner, s), key=len, reverse=True):
            raise ValueError(f"{place}: herds: seat {s}'s herds are not its marks joined side by side, largest "
                             f"first (D12)")
    for k, meadow in enumerate(MEADOWS):
        marks = [owner[c] for c in meadow]
        if (marks.count(0), marks.count(1)) != meadow_marks[k]:
            raise ValueError(f"{place}: meadow_marks: meadow {k} holds other marks than its herds' (D10)")
    scores_raw = obj["scores"]
    if not isinstance(scores_raw, list) or len(scores_raw) != SEATS:
        raise ValueError(f"{place}: scores: must be a list of each seat's points, not {show(scores_raw)}")
    scores = []
    bigs = smalls = 0
    for s, entry in enumerate(scores_raw):
        where = f"{place}: scores[{s}]"
        points = _fields(entry, where, ("meadows", "troughs", "herds", "doubles"))
        score = ev.SeatScore(s, *(_int(points[key], f"{where}: {key}", 0, CELLS * 2)
                                  for key in ("meadows", "troughs", "herds", "doubles")))
        if score.meadows != 3 * meadows.count(s):
            raise ValueError(f"{where}: meadows: {score.meadows} points for {meadows.count(s)} meadows (D10)")
        if score.herds != sum(HERD_POINTS[len(cells)] for cells in found[s]):
            raise ValueError(f"{where}: herds: {score.herds} points are not its herds' (D12)")
        led = troughs.count(s)
        big = score.troughs // 2 - led                 # 4 for a big trough, 2 for a small one (D11)
        surely_big = sum(1 for lead, (a, b) in zip(troughs, trough_marks) if lead == s and a + b > 4)
        if score.troughs % 2 or not max(0, led - _SMALL, surely_big) <= big <= min(led, _BIG):
            raise ValueError(f"{where}: troughs: {score.troughs} points are not those of the {led} troughs "
                             f"it leads (D11)")
        bigs, smalls = bigs + big, smalls + led - big
        if score.doubles % 2 or score.doubles > owner.count(s):
            raise ValueError(f"{where}: doubles: {score.doubles} points are not 2 per herd of two (D14)")
        scores.append(score)
    if bigs > _BIG or smalls > _SMALL:
        raise ValueError(f"{place}: scores: the troughs' points are more than {_BIG} big and {_SMALL} small "
                         f"troughs give (D2, D11)")
    return ev.Standing(meadows, meadow_marks, troughs, trough_marks,
                       tuple(tuple(tuple(cells) for cells in lists) for lists in found), tuple(scores))


def _read_game_ended(obj: dict, place: str) -> ev.GameEnded:
    standing = _read_standing(obj["standing"], f"{place}: standing")
    winners = _int_list(obj["winners"], f"{place}: winners", 1, SEATS, 0, SEATS - 1)
    totals = [score.total for score in standing.scores]
    if winners != [s for s in range(SEATS) if totals[s] == max(totals)]:
        raise ValueError(f"{place}: winners: {winners} are not the seats with the highest total {totals} (D13)")
    return ev.GameEnded(standing, tuple(winners))


#: The one table of event types a message may name: its keys and its reader.
_READERS: dict[str, tuple[tuple[str, ...], Callable[[dict, str], ev.Event]]] = {
    "thrown": (("seat", "dice"), _read_thrown),
    "kept": (("seat", "kept", "again"), _read_kept),
    "thrown_again": (("seat", "faces", "dice"), _read_thrown_again),
    "marked": (("seat", "cell", "face", "double"), _read_marked),
    "nothing_to_mark": (("seat", "dice"), _read_nothing),
    "intermediate_scoring": (("points", "herds"), _read_scoring),
    "turn_ended": (("seat", "turn"), _read_turn_ended),
    "game_ended": (("standing", "winners"), _read_game_ended),
}


# ---------------------------------------------------------------------- writing events

def _herds_json(found: tuple[tuple[tuple[int, ...], ...], ...]) -> list:
    return [[list(cells) for cells in seat_herds] for seat_herds in found]


def _standing_json(standing: ev.Standing) -> dict:
    return {
        "meadows": list(standing.meadows),
        "meadow_marks": [list(pair) for pair in standing.meadow_marks],
        "troughs": list(standing.troughs),
        "trough_marks": [list(pair) for pair in standing.trough_marks],
        "herds": _herds_json(standing.herds),
        "scores": [{"meadows": s.meadows, "troughs": s.troughs, "herds": s.herds, "doubles": s.doubles}
                   for s in standing.scores],
    }


def _write(event: Any) -> dict:
    if isinstance(event, ev.Thrown):
        return {"type": "thrown", "seat": event.seat, "dice": list(event.dice)}
    if isinstance(event, ev.DiceKept):
        return {"type": "kept", "seat": event.seat, "kept": list(event.kept), "again": list(event.again)}
    if isinstance(event, ev.ThrownAgain):
        return {"type": "thrown_again", "seat": event.seat, "faces": list(event.faces), "dice": list(event.dice)}
    if isinstance(event, ev.CellMarked):
        return {"type": "marked", "seat": event.seat, "cell": event.cell, "face": event.face,
                "double": event.double}
    if isinstance(event, ev.NothingToMark):
        return {"type": "nothing_to_mark", "seat": event.seat, "dice": list(event.dice)}
    if isinstance(event, ev.IntermediateScoring):
        return {"type": "intermediate_scoring", "points": list(event.points), "herds": _herds_json(event.herds)}
    if isinstance(event, ev.TurnEnded):
        return {"type": "turn_ended", "seat": event.seat, "turn": event.turn}
    assert isinstance(event, ev.GameEnded)
    return {"type": "game_ended", "standing": _standing_json(event.standing), "winners": list(event.winners)}


_EVENT_CLASSES = frozenset((ev.Thrown, ev.DiceKept, ev.ThrownAgain, ev.CellMarked, ev.NothingToMark,
                            ev.IntermediateScoring, ev.TurnEnded, ev.GameEnded))


__all__ = ["ONLINE", "MeadowOnline", "WORLD_FORMAT", "WORLD_VERSION", "MAX_TURNS", "MAX_EVENTS"]
