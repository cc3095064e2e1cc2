"""Goat Master's save files, version 1 (``docs/formats/goat-master-save.md``): the deal plus every turn.

The envelope every game's file shares (strict JSON, the seats, ``app``, atomic
writing) is :mod:`goatmaster.files`; this codec reads and writes what is Goat
Master's own: the set-up goes through :meth:`Setup.check`, and the turns are
replayed through :meth:`Game.play_turn`, so every rule the engine knows also
guards what a file may claim.  Every problem, whatever its kind, surfaces as one
:class:`SaveError` whose message starts with its place (``turn K: …`` or
``setup: <field>: …``), so every reader gives the same verdict and a person can
find the fault.  Nothing from a file is ever executed.

>>> saved = SavedGame.new([Seat("Ada", "human"), Seat("Bert", "ai", "hard")], seed=1)
>>> again = loads(dumps(saved))
>>> again.players == saved.players, again.game.setup == saved.game.setup, again.finished
(True, True, False)
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Optional

import msgspec

from .engine.cards import CardError, card_id, parse_card
from .engine.decisions import IllegalDecision
from .engine.events import GameEnded
from .engine.game import Game, TurnRecord
from .engine.pasture import Cell, cell, col_of, pasture_size, row_of
from .engine.setup import MAX_PLAYERS, MIN_PLAYERS, Setup, SetupError
from .engine.state import winners
from ...files import envelope
from ...files.checked import rule
from ...files.envelope import Codec, SavedMatch, Seat, SeatNumber, Top, check_seats, seat_json
from ...files.strict_json import (MAX_BYTES, Reader, SaveError, app_text, block, one_line, read_limited,
                                show)
from ...files.turn_lines import TurnLines, kept_for

FORMAT = "goatmaster-save"
VERSION = 1

#: A card's R1 id (``G3.1``, ``D``): which ids there are is :func:`parse_card`'s.
CardId = Annotated[str, msgspec.Meta(max_length=8)]
#: ``[row, col]`` of a cell; the pasture's size is the deal's (R3).
Coords = tuple[Annotated[int, msgspec.Meta(ge=0)], Annotated[int, msgspec.Meta(ge=0)]]


class SetupFile(msgspec.Struct, forbid_unknown_fields=True):
    """``setup``: the deal, checked as a whole by :meth:`Setup.check` (R3–R7)."""
    size: int
    removed: list[CardId]
    pasture: list[list[CardId]]
    deck: list[CardId]
    hands: list[list[CardId]]


class DogMove(msgspec.Struct, forbid_unknown_fields=True):
    """A turn's ``dog``: the card the dog moved (R17–R18)."""
    from_: Coords = msgspec.field(name="from")
    to: Coords


class TurnFile(msgspec.Struct, forbid_unknown_fields=True):
    """One turn; ``take`` is null where no card was taken, ``dog`` absent where no card moved."""
    seat: SeatNumber
    play: CardId
    take: Optional[Coords]
    dog: DogMove | msgspec.UnsetType = msgspec.UNSET


class ScoreFile(msgspec.Struct, forbid_unknown_fields=True):
    """One seat's score in ``result`` (R20–R21)."""
    seat: SeatNumber
    single: int
    double: int
    milk: int
    total: int

__all__ = ["FORMAT", "VERSION", "MAX_BYTES", "SaveError", "Seat", "SavedGame", "load", "loads", "dumps",
           "save", "CODEC"]


@dataclass
class SavedGame(SavedMatch):
    """What a Goat Master save file holds: the seats, the game (set-up + turns + state) and app data."""
    game: Game

    FORMAT: ClassVar[str] = FORMAT

    @classmethod
    def new(cls, players: list[Seat], seed: int | str | None = None) -> "SavedGame":
        """A fresh deal for these seats."""
        return cls(list(players), Game.new(len(players), seed), {})

    def result(self) -> Optional[GameEnded]:
        """Final scores and winners counted on the replayed position; None while running."""
        if not self.finished:
            return None
        scores = self.game.state.scores()
        return GameEnded(scores, winners(scores))


def load(path: str | os.PathLike) -> SavedGame:
    """Read and check a Goat Master save file; OSError (missing file, no permission) propagates."""
    return loads(read_limited(path))


def loads(data: bytes | bytearray | memoryview | str) -> SavedGame:
    """Check a save file's content and replay it; raises :class:`SaveError` only."""
    return envelope.loads(data, CODEC)


def dumps(saved: SavedGame) -> str:
    """The save file's text (see :meth:`GoatMasterCodec.dumps`)."""
    return CODEC.dumps(saved)


def save(path: str | os.PathLike, saved: SavedGame) -> None:
    """Write atomically, never past the readers' size cap (see :func:`goatmaster.files.envelope.save`)."""
    envelope.save(path, saved)


class GoatMasterCodec:
    """``setup``, ``turns`` and ``result`` of a Goat Master file, read and written."""

    FORMAT = FORMAT
    VERSION = VERSION
    MIN_SEATS = MIN_PLAYERS
    MAX_SEATS = MAX_PLAYERS

    def saved_game(self, players: list[Seat], match: Game, app: dict) -> SavedGame:
        return SavedGame(list(players), match, app)

    def turn_count(self, saved: SavedGame) -> int:
        return len(saved.game.turns)

    def scores(self, saved: SavedGame) -> list[dict]:
        return [_score_json(s) for s in saved.game.state.scores()]

    def replayed(self, saved: SavedGame, turns: int) -> Any:
        return saved.game.replayed(turns)

    def read(self, reader: Reader, top: Top, players: list[Seat], app: dict) -> SavedGame:
        game = Game(self.setup(reader, top.setup, len(players)))
        self.turns(reader, top.turns, game)
        result = top.result
        if result is not None:
            self.result(reader, result, game)
        return SavedGame(players, game, app)

    def setup(self, reader: Reader, raw: Any, players: int) -> Setup:
        obj = reader.typed(raw, SetupFile, "setup: setup", "setup: ")
        want = pasture_size(players)
        rule(obj.size == want, "setup: size", f"{obj.size}, but {players} players play on a {want}×{want} pasture (R3)")
        setup = Setup(players, _cards(obj.removed, "removed"), tuple(_cards(row, "pasture") for row in obj.pasture),
                      _cards(obj.deck, "deck"), tuple(_cards(hand, "hands") for hand in obj.hands))
        try:
            setup.check()
        except SetupError as error:
            raise SaveError(f"setup: {error.field}: {error.message}") from None
        return setup

    def turns(self, reader: Reader, raw: list[Any], game: Game) -> None:
        """Replay every turn through the engine's checks (R9–R19)."""
        size, players = game.setup.size, game.setup.players
        for k, entry in enumerate(raw, 1):
            place = f"turn {k}"
            rule(not game.is_over, place, f"the game ended after turn {k - 1} (R19); no turn may follow")
            turn = reader.typed(entry, TurnFile, place, f"{place}: ")
            rule(turn.seat < players, place, f"seat {turn.seat} is not a seat of this {players}-player game")
            try:
                play = parse_card(turn.play)
            except CardError:
                raise SaveError(f"{place}: play: {show(turn.play)} is not a card id (R1)") from None
            take = None if turn.take is None else _cell(turn.take, size, f"{place}: take")
            dog = None if turn.dog is msgspec.UNSET else (_cell(turn.dog.from_, size, f"{place}: dog from"),
                                                          _cell(turn.dog.to, size, f"{place}: dog to"))
            try:
                game.play_turn(TurnRecord(turn.seat, play, take, dog))
            except IllegalDecision as error:
                raise SaveError(f"{place}: {error}") from None

    def result(self, reader: Reader, raw: Any, game: Game) -> None:
        """A stored result must be well formed, belong to a finished game and match the replay."""
        def replay() -> tuple[list[dict], list[int]]:
            replayed = game.state.scores()
            return [_score_json(s) for s in replayed], sorted(winners(replayed))

        envelope.check_result(reader, raw, game.setup.players, ScoreFile, game.is_over, len(game.turns), replay)

    def dumps(self, saved: SavedGame) -> str:
        """The save file's text: key order as in the format, one line per turn, row and hand.

        Only finished turns are written: a turn still in progress is replayed from
        its start when the file is loaded.  Raises :class:`SaveError` for seats or
        ``app`` data that the format cannot hold (so no unreadable file is written).
        """
        game = saved.game
        setup = game.setup
        check_seats(list(saved.players), setup.players)
        app = app_text(saved.app)

        def ids(cards) -> str:
            return one_line([card_id(c) for c in cards])

        parts = [
            f'"format": {one_line(FORMAT)}',
            f'"version": {VERSION}',
            '"players": ' + block([one_line(seat_json(s)) for s in saved.players], "  ", "[", "]"),
            '"setup": ' + block([
                f'"size": {setup.size}',
                f'"removed": {ids(setup.removed)}',
                '"pasture": ' + block([ids(row) for row in setup.pasture], "    ", "[", "]"),
                f'"deck": {ids(setup.deck)}',
                '"hands": ' + block([ids(hand) for hand in setup.hands], "    ", "[", "]"),
            ], "  ", "{", "}"),
            '"turns": ' + block(kept_for(game, TurnLines).lines(game.turns, _turn_line), "  ", "[", "]"),
        ]
        result = saved.result()
        if result is not None:
            scores = [one_line(_score_json(s)) for s in result.scores]
            parts.append('"result": ' + block([
                '"scores": ' + block(scores, "    ", "[", "]"),
                f'"winners": {one_line(sorted(result.winners))}',
            ], "  ", "{", "}"))
        parts.append('"app": ' + app.replace("\n", "\n  "))
        return block(parts, "", "{", "}") + "\n"


CODEC: Codec = GoatMasterCodec()      # checked against what the envelope and the app use


# ---------------------------------------------------------------------- helpers

def _cards(ids: list[str], name: str) -> tuple[int, ...]:
    """R1 card ids, as engine cards."""
    try:
        return tuple(parse_card(text) for text in ids)
    except CardError:
        bad = next(text for text in ids if not _is_card(text))
        raise SaveError(f"setup: {name}: {show(bad)} is not a card id (R1)") from None


def _is_card(text: str) -> bool:
    try:
        parse_card(text)
    except CardError:
        return False
    return True


def _cell(at: tuple[int, int], size: int, place: str) -> Cell:
    """``[row, col]`` inside the N×N pasture, as an engine cell."""
    row, col = at
    rule(row < size and col < size, place, f"[{row}, {col}] is outside the {size}×{size} pasture")
    return cell(row, col)


def _turn_line(record: TurnRecord) -> str:
    turn: dict[str, Any] = {"seat": record.seat, "play": card_id(record.play),
                            "take": None if record.take is None else _coords(record.take)}
    if record.dog is not None:
        turn["dog"] = {"from": _coords(record.dog[0]), "to": _coords(record.dog[1])}
    return one_line(turn)


def _coords(c: Cell) -> list[int]:
    return [row_of(c), col_of(c)]


def _score_json(score: Any) -> dict:
    """One seat's score as the format writes it (R20–R21)."""
    return {"seat": score.seat, "single": score.single, "double": score.double, "milk": score.milk,
            "total": score.total}
