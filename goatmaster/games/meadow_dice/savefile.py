"""Meadow Dice's save files, version 1 (``docs/formats/meadow-dice-save.md``): the sheet plus every turn.

The envelope every game's file shares (strict JSON, the seats, ``app``, atomic
writing) is :mod:`goatmaster.files`; this codec reads and writes what is Meadow
Dice's own.  The sheet goes through the engine's D2 check and the turns are
replayed through :meth:`MeadowMatch.play_turn`, so every rule the engine knows
also guards what a file may claim.  Every problem surfaces as one
:class:`SaveError` whose message starts with its place (``turn K: …`` or
``setup: <field>: …``).  A turn the engine played is written with its first
throw lower face first; the reader takes the faces in any order and keeps it.

>>> from goatmaster.games.meadow_dice.engine import NAMED_SHEETS
>>> saved = SavedGame([Seat("Ada", "human"), Seat("Bot", "ai", "hard")], MeadowMatch(Setup(NAMED_SHEETS[0])))
>>> again = loads(dumps(saved))
>>> again.game.setup == saved.game.setup, again.finished
(True, False)
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, ClassVar

from ...core.game import ActionError
from ...files import envelope
from ...files.envelope import Codec, SavedMatch, Seat, check_seats, seat_json
from ...files.strict_json import Reader, SaveError, app_text, block, one_line, read_limited, show
from ...files.turn_lines import TurnLines, kept_for
from .engine.match import MeadowMatch, Setup, TurnRecord
from .engine.sheet import SIZE, Sheet, SheetError
from .engine.state import SEATS, MeadowState

FORMAT = "goatmaster-meadow"
VERSION = 1

_SCORE_KEYS = ("seat", "meadows", "troughs", "herds", "doubles", "total")
_TURN_KEYS = ("seat", "throw", "again", "dice", "marks")

__all__ = ["FORMAT", "VERSION", "SaveError", "Seat", "SavedGame", "load", "loads", "dumps", "save", "CODEC"]


@dataclass
class SavedGame(SavedMatch):
    """What a Meadow Dice save file holds: the seats, the game (set-up + turns + state) and app data."""
    game: MeadowMatch

    FORMAT: ClassVar[str] = FORMAT


def load(path: str | os.PathLike) -> SavedGame:
    """Read and check a Meadow Dice save file; OSError propagates."""
    return loads(read_limited(path))


def loads(data: bytes | bytearray | memoryview | str) -> SavedGame:
    """Check a save file's content and replay it; raises :class:`SaveError` only."""
    return envelope.loads(data, CODEC)


def dumps(saved: SavedGame) -> str:
    return CODEC.dumps(saved)


def save(path: str | os.PathLike, saved: SavedGame) -> None:
    """Write atomically, never past the readers' size cap (see :func:`goatmaster.files.envelope.save`)."""
    envelope.save(path, saved)


def score_json(state: MeadowState) -> list[dict]:
    """Each seat's points as they stand, as the format's ``result.scores`` holds them."""
    return [{"seat": s.seat, "meadows": s.meadows, "troughs": s.troughs, "herds": s.herds,
             "doubles": s.doubles, "total": s.total} for s in state.standing().scores]


class MeadowCodec:
    """``setup``, ``turns`` and ``result`` of a Meadow Dice file, read and written."""

    FORMAT = FORMAT
    VERSION = VERSION
    MIN_SEATS = SEATS
    MAX_SEATS = SEATS

    def saved_game(self, players: list[Seat], match: MeadowMatch, app: dict) -> SavedGame:
        return SavedGame(list(players), match, app)

    def turn_count(self, saved: SavedGame) -> int:
        return len(saved.game.turns)

    def scores(self, saved: SavedGame) -> list[dict]:
        return score_json(saved.game.state)

    def replayed(self, saved: SavedGame, turns: int) -> MeadowState:
        return saved.game.replayed(turns)

    def read(self, reader: Reader, top: dict, players: list[Seat], app: dict) -> SavedGame:
        match = MeadowMatch(self.setup(reader, top["setup"]))
        self.turns(reader, top["turns"], match)
        if top.get("result") is not None:                  # null, like absent: no result yet
            self.result(reader, top["result"], match)
        return SavedGame(players, match, app)

    def setup(self, reader: Reader, raw: Any) -> Setup:
        obj = reader.fields(raw, "setup: setup", "the set-up", ("sheet", "pro"))
        if type(obj["pro"]) is not bool:
            raise SaveError(f"setup: pro: is {show(obj['pro'])}, not true or false (D14)")
        sheet = reader.fields(obj["sheet"], "setup: sheet", "the sheet", ("name", "rows"))
        name, rows = sheet["name"], sheet["rows"]
        if not isinstance(name, str):
            raise SaveError(f"setup: sheet: name is {show(name)}, not a text")
        if not isinstance(rows, list) or len(rows) != SIZE or not all(isinstance(r, str) for r in rows):
            raise SaveError(f"setup: sheet: rows must be a list of {SIZE} texts (D2)")
        try:
            return Setup(Sheet.from_rows(name, rows), obj["pro"])
        except SheetError as error:
            raise SaveError(f"setup: sheet: {error}") from None

    def turns(self, reader: Reader, raw: Any, match: MeadowMatch) -> None:
        """Replay every turn through the engine's checks (D5–D9)."""
        if not isinstance(raw, list):
            raise SaveError(f"setup: turns: must be a list of turns, not {show(raw)}")
        for k, entry in enumerate(raw, 1):
            place = f"turn {k}"
            if match.is_over:
                raise SaveError(f"{place}: the game ended after turn {k - 1} (D9); no turn may follow")
            obj = reader.fields(entry, place, "the turn", _TURN_KEYS)
            seat = obj["seat"]
            if type(seat) is not int or not 0 <= seat < SEATS:
                raise SaveError(f"{place}: seat is {show(seat)}, not 0 or 1")
            throw = _faces(obj["throw"], f"{place}: throw")
            dice = _faces(obj["dice"], f"{place}: dice")
            again = obj["again"]
            if (not isinstance(again, list) or any(type(k) is not int or k not in (0, 1) for k in again)
                    or again != sorted(set(again))):
                raise SaveError(f"{place}: again must list the dice thrown again, 0 and/or 1, sorted "
                                f"and without repeats (D6)")
            marks = obj["marks"]
            if not isinstance(marks, list) or len(marks) > 2:
                raise SaveError(f"{place}: marks must be a list of at most two cells (D7)")
            cells = tuple(_cell(m, f"{place}: marks") for m in marks)
            try:
                match.play_turn(TurnRecord(seat, throw, tuple(again), dice, cells))
            except ActionError as error:
                raise SaveError(f"{place}: {error}") from None

    def result(self, reader: Reader, raw: Any, match: MeadowMatch) -> None:
        """A stored result must be well formed, belong to a finished game and match the replay (D13)."""
        def replay() -> tuple[list[dict], list[int]]:
            return score_json(match.state), sorted(match.state.result()[1])

        envelope.check_result(reader, raw, SEATS, _SCORE_KEYS, match.is_over, len(match.turns), replay)

    def dumps(self, saved: SavedGame) -> str:
        """The file's text, key order as in the format, one line per turn.

        Only finished turns are written: a turn in progress is not in the file (its
        throw is not replayed from the file, so a loaded game goes on with a new throw).
        """
        match = saved.game
        check_seats(list(saved.players), SEATS)
        app = app_text(saved.app)
        sheet = match.setup.sheet
        parts = [
            f'"format": {one_line(FORMAT)}',
            f'"version": {VERSION}',
            '"players": ' + block([one_line(seat_json(s)) for s in saved.players], "  ", "[", "]"),
            '"setup": ' + block([
                '"sheet": ' + block([f'"name": {one_line(sheet.name)}',
                                     '"rows": ' + block([one_line(r) for r in sheet.rows()], "      ", "[", "]")],
                                    "    ", "{", "}"),
                f'"pro": {one_line(match.setup.pro)}',
            ], "  ", "{", "}"),
            '"turns": ' + block(kept_for(match, TurnLines).lines(match.turns, _turn_line), "  ", "[", "]"),
        ]
        if match.is_over:
            scores = [one_line(s) for s in score_json(match.state)]
            parts.append('"result": ' + block([
                '"scores": ' + block(scores, "    ", "[", "]"),
                f'"winners": {one_line(sorted(match.state.result()[1]))}',
            ], "  ", "{", "}"))
        parts.append('"app": ' + app.replace("\n", "\n  "))
        return block(parts, "", "{", "}") + "\n"


CODEC: Codec = MeadowCodec()      # checked against what the envelope and the app use


def _faces(raw: Any, place: str) -> tuple[int, int]:
    """Two dice faces, 1–6 (6 the cow, D3)."""
    if (not isinstance(raw, list) or len(raw) != 2
            or any(type(x) is not int or not 1 <= x <= 6 for x in raw)):
        raise SaveError(f"{place}: must be two faces from 1 to 6, 6 for the cow (D3)")
    return raw[0], raw[1]


def _cell(raw: Any, place: str) -> int:
    """``[row, col]`` on the 8×8 sheet (D1), as an engine cell."""
    if not isinstance(raw, list) or len(raw) != 2 or any(type(x) is not int for x in raw):
        raise SaveError(f"{place}: {show(raw)} is not [row, col] with two integers")
    row, col = raw
    if not (0 <= row < SIZE and 0 <= col < SIZE):
        raise SaveError(f"{place}: [{show(row)}, {show(col)}] is outside the {SIZE}×{SIZE} sheet (D1)")
    return row * SIZE + col


def _turn_line(record: TurnRecord) -> str:
    return one_line({"seat": record.seat, "throw": list(record.throw), "again": list(record.again),
                     "dice": list(record.dice), "marks": [[c // SIZE, c % SIZE] for c in record.marks]})
