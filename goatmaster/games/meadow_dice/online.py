"""Meadow Dice across machines (docs/online.md): what a seat is told, as typed ``msgspec`` Structs.

The game's form of ``goatmaster.net.online.ViewForm`` (met structurally: a game imports nothing
of the network layer).  Everything is public (D15), so every seat's view and a spectator's are
the same position; what must never travel is the dice to come, and a position holds none: a
throw exists only once it happened (the server draws it then).  The search's common-dice key,
the one field that would tell them, is not in the view.

A view is the sheet (its name and D2's rows, as the save format writes them), its marks row by
row (``.`` free, ``x`` seat 0's cross, ``o`` seat 1's circle), whose turn it is, the step of the turn, the
dice on the table (lower first, 0 0 before the first throw), the dice in the air (a mask), the
turn's number and D14's points.  Its types bound every field; :meth:`MeadowOnline.observation`
checks the rules between them (D1, D4–D7, D9, D14) so that the position can be drawn and played.
Events are the engine's own frozen dataclasses; their seats, cells and faces are checked
against the board.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Any, Optional, Sequence

import msgspec

from ...files.checked import rule
from .engine import events as ev
from .engine.sheet import CELLS, COW, SIZE, Sheet, SheetError
from .engine.state import (FEW_NUMBERS, MARK, NINTH_COW, OVER, PHASE_NAMES, RETHROW, SEATS, THROW,
                           MeadowObservation, MeadowState)

#: A view's turn count is at most this (a real game has well under a hundred turns).
MAX_TURNS = 10_000
#: At most this many events in one message (one action and the throws after it bring a handful).
MAX_EVENTS = 256

Die = Annotated[int, msgspec.Meta(ge=0, le=COW)]
Row = Annotated[str, msgspec.Meta(min_length=2 * SIZE - 1, max_length=2 * SIZE - 1)]
#: A row of the sheet's marks: ``.`` free (and every trough), ``x`` seat 0's cross, ``o`` seat 1's circle.
MarkRow = Annotated[str, msgspec.Meta(pattern=f"^[.xo]{{{SIZE}}}$")]
_MARKS = {".": -1, "x": 0, "o": 1}


class MeadowView(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """The position, as every seat sees it (D15)."""

    sheet: Annotated[str, msgspec.Meta(min_length=1, max_length=60)]
    rows: Annotated[tuple[Row, ...], msgspec.Meta(min_length=SIZE, max_length=SIZE)]
    pro: bool
    marks: Annotated[tuple[MarkRow, ...], msgspec.Meta(min_length=SIZE, max_length=SIZE)]
    seat: Annotated[int, msgspec.Meta(ge=0, lt=SEATS)]
    phase: Annotated[int, msgspec.Meta(ge=0, lt=len(PHASE_NAMES))]
    dice: tuple[Die, Die]
    again: Annotated[int, msgspec.Meta(ge=0, le=3)]
    turn: Annotated[int, msgspec.Meta(ge=0, le=MAX_TURNS)]
    doubles: tuple[Annotated[int, msgspec.Meta(ge=0, le=CELLS)], Annotated[int, msgspec.Meta(ge=0, le=CELLS)]]
    pro_scored: bool


class MeadowOnline:
    """Meadow Dice's online form (see the module docstring)."""

    View = MeadowView
    Events = (ev.Thrown, ev.DiceKept, ev.ThrownAgain, ev.CellMarked, ev.NothingToMark, ev.IntermediateScoring,
              ev.TurnEnded, ev.GameEnded)

    def view(self, state: Any, seat: Optional[int]) -> MeadowView:
        return MeadowView(sheet=state.sheet.name, rows=tuple(state.sheet.rows()), pro=state.pro,
                          marks=tuple("".join(".xo"[o + 1] for o in state.owner[r * SIZE:(r + 1) * SIZE])
                                      for r in range(SIZE)), seat=state.seat, phase=state.phase,
                          dice=(state.dice0, state.dice1), again=state.again, turn=state.turn,
                          doubles=state.doubles, pro_scored=state.pro_scored)

    def observation(self, view: MeadowView, seat: Optional[int]) -> MeadowObservation:
        try:
            sheet = _sheet(view.sheet, view.rows)
        except SheetError as error:
            raise ValueError(f"view: rows: {error}") from None
        owner = [_MARKS[ch] for row in view.marks for ch in row]
        phase, (d0, d1), turn = view.phase, view.dice, view.turn
        rule(all(face or owner[c] < 0 for c, face in enumerate(sheet.faces)), "view: marks",
             "a trough is never marked (D1)")
        rule(view.seat == (turn - (phase == OVER)) % SEATS, "view: seat",
             "seat 0 plays the first turn, then they alternate (D4)")
        rule(phase != OVER or turn > 0, "view: turn", "a game is over only after a turn (D9)")
        rule((d0, d1) == (0, 0) if phase == THROW and turn == 0 else 1 <= d0 <= d1, "view: dice",
             "two faces 1 to 6, lower first, once thrown (D3, D5)")
        rule(bool(view.again) == (phase == RETHROW) and not (view.again == 2 and d0 == d1), "view: again",
             "only dice in the air are thrown again; with equal faces, die 0 (D6)")
        rule(view.pro or not view.pro_scored, "view: pro_scored", "the intermediate scoring is the pro variant's (D14)")
        cows = sum(1 for c, face in enumerate(sheet.faces) if face == COW and owner[c] >= 0)
        rule(not view.pro_scored or cows >= NINTH_COW, "view: pro_scored", "it comes after the 9th cow (D14)")
        rule(all(d % 2 == 0 and (view.pro_scored or not d) and d <= owner.count(s) for s, d in enumerate(view.doubles)),
             "view: doubles", "2 points per herd of two at the intermediate scoring (D14)")
        state = MeadowState.blank(sheet, view.pro)
        state.owner = owner
        state.free = [[c for c, face in enumerate(sheet.faces) if face == f and owner[c] < 0] for f in range(COW + 1)]
        state.free_numbers = sum(len(cells) for cells in state.free[1:COW])
        state.seat, state.phase, state.turn, state.dice0, state.dice1 = view.seat, phase, turn, d0, d1
        state.again, state.doubles, state.pro_scored = view.again, view.doubles, view.pro_scored
        ended = not state.free[COW] or state.free_numbers <= FEW_NUMBERS
        rule(ended == (phase == OVER), "view: phase", "the game ends exactly when no cow or at most 5 numbers are "
                                                      "free (D9)")
        rule(phase != MARK or bool(state.mark_options()), "view: phase", "the dice mark nothing: the turn passed (D7b)")
        return MeadowObservation(0 if seat is None else seat, state)

    def events(self, events: Sequence[object], seat: Optional[int]) -> list:
        """Every event as it is (D15: a seat sees all there is, a spectator too)."""
        return list(events)

    def check_events(self, events: list, observation: Any) -> None:
        rule(len(events) <= MAX_EVENTS, "events", f"one message holds at most {MAX_EVENTS}")
        for k, event in enumerate(events):
            _check(event, f"events[{k}] ({type(event).__name__})")


def _check(event: object, place: str) -> None:
    """An event's seats, cells and faces are the game's: what the table draws and the log tells."""
    seats = [getattr(event, "seat", 0)]
    cells = [getattr(event, "cell", 0)]
    faces = [*getattr(event, "dice", ()), *getattr(event, "kept", ()), *getattr(event, "again", ()),
             *getattr(event, "faces", ())] + ([event.face] if isinstance(event, ev.CellMarked) else [])
    herds = getattr(event, "herds", None)
    if isinstance(event, ev.GameEnded):
        standing = event.standing
        herds = standing.herds
        seats += [*event.winners, *(s for s in standing.meadows + standing.troughs if s is not None)]
        rule(len(standing.meadows) == len(standing.meadow_marks) == 4 and len(standing.troughs) ==
             len(standing.trough_marks) == 6 and [s.seat for s in standing.scores] == list(range(SEATS)),
             place, "a standing has 4 meadows, 6 troughs and each seat's points (D10-D13)")
    if herds is not None:
        rule(len(herds) == SEATS, place, "each seat's herds")
        cells += [c for seat_herds in herds for herd in seat_herds for c in herd]
    if isinstance(event, ev.IntermediateScoring):
        rule(len(event.points) == SEATS, place, "each seat's points (D14)")
    rule(all(0 <= s < SEATS for s in seats), place, "a seat of Meadow Dice is 0 or 1")
    rule(all(0 <= c < CELLS for c in cells), place, f"a cell is 0 to {CELLS - 1}")
    rule(all(1 <= f <= COW for f in faces) and len(faces) <= 4, place, "a die shows 1 to 6 (D3)")


@lru_cache(maxsize=16)
def _sheet(name: str, rows: tuple[str, ...]) -> Sheet:
    """A match's views share its sheet: checked (D1, D2) and built once (a sheet is immutable)."""
    return Sheet.from_rows(name, rows)


ONLINE = MeadowOnline()

__all__ = ["ONLINE", "MeadowOnline", "MeadowView", "MAX_TURNS", "MAX_EVENTS"]
