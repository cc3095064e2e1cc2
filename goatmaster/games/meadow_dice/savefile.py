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
from typing import Annotated, Any, ClassVar

import msgspec

from ...core.game import ActionError
from ...files import envelope
from ...files.checked import rule
from ...files.envelope import Codec, SavedMatch, Seat, Top, check_seats, seat_json
from ...files.strict_json import Reader, SaveError, app_text, block, one_line, read_limited
from ...files.turn_lines import TurnLines, kept_for
from .engine.match import MeadowMatch, Setup, TurnRecord
from .engine.sheet import SIZE, Sheet, SheetError
from .engine.state import SEATS, MeadowState

FORMAT = "goatmaster-meadow"
VERSION = 1

#: A die's face, 1–6, 6 the cow (D3).
Face = Annotated[int, msgspec.Meta(ge=1, le=6)]
#: A row or a column of the 8×8 sheet (D1).
Line = Annotated[int, msgspec.Meta(ge=0, lt=SIZE)]


class SheetFile(msgspec.Struct, forbid_unknown_fields=True):
    """The sheet: its name and its rows as D2 writes them (checked by :meth:`Sheet.from_rows`)."""
    name: str
    rows: Annotated[tuple[str, ...], msgspec.Meta(min_length=SIZE, max_length=SIZE)]


class SetupFile(msgspec.Struct, forbid_unknown_fields=True):
    """``setup``: the sheet and whether the pro variant is played (D14)."""
    sheet: SheetFile
    pro: bool


class TurnFile(msgspec.Struct, forbid_unknown_fields=True):
    """One turn: the first throw, the dice thrown again (sorted, D6), the dice kept, the cells marked (D7)."""
    seat: Annotated[int, msgspec.Meta(ge=0, lt=SEATS)]
    throw: tuple[Face, Face]
    again: Annotated[tuple[Annotated[int, msgspec.Meta(ge=0, le=1)], ...], msgspec.Meta(max_length=2)]
    dice: tuple[Face, Face]
    marks: Annotated[tuple[tuple[Line, Line], ...], msgspec.Meta(max_length=2)]


class ScoreFile(msgspec.Struct, forbid_unknown_fields=True):
    """One seat's points in ``result`` (D13)."""
    seat: Annotated[int, msgspec.Meta(ge=0, lt=SEATS)]
    meadows: int
    troughs: int
    herds: int
    doubles: int
    total: int

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

    def read(self, reader: Reader, top: Top, players: list[Seat], app: dict) -> SavedGame:
        match = MeadowMatch(self.setup(reader, top.setup))
        self.turns(reader, top.turns, match)
        if top.result is not None:                  # null, like absent: no result yet
            self.result(reader, top.result, match)
        return SavedGame(players, match, app)

    def setup(self, reader: Reader, raw: Any) -> Setup:
        obj = reader.typed(raw, SetupFile, "setup: setup", "setup: ")
        try:
            return Setup(Sheet.from_rows(obj.sheet.name, list(obj.sheet.rows)), obj.pro)
        except SheetError as error:
            raise SaveError(f"setup: sheet: {error}") from None

    def turns(self, reader: Reader, raw: list[Any], match: MeadowMatch) -> None:
        """Replay every turn through the engine's checks (D5–D9)."""
        for k, entry in enumerate(raw, 1):
            place = f"turn {k}"
            rule(not match.is_over, place, f"the game ended after turn {k - 1} (D9); no turn may follow")
            turn = reader.typed(entry, TurnFile, place, f"{place}: ")
            rule(list(turn.again) == sorted(set(turn.again)), f"{place}: again",
                 "the dice thrown again, 0 and/or 1, sorted and without repeats (D6)")
            try:
                match.play_turn(TurnRecord(turn.seat, turn.throw, turn.again, turn.dice,
                                           tuple(row * SIZE + col for row, col in turn.marks)))
            except ActionError as error:
                raise SaveError(f"{place}: {error}") from None

    def result(self, reader: Reader, raw: Any, match: MeadowMatch) -> None:
        """A stored result must be well formed, belong to a finished game and match the replay (D13)."""
        def replay() -> tuple[list[dict], list[int]]:
            return score_json(match.state), sorted(match.state.result()[1])

        envelope.check_result(reader, raw, SEATS, ScoreFile, match.is_over, len(match.turns), replay)

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


def _turn_line(record: TurnRecord) -> str:
    return one_line({"seat": record.seat, "throw": list(record.throw), "again": list(record.again),
                     "dice": list(record.dice), "marks": [[c // SIZE, c % SIZE] for c in record.marks]})
