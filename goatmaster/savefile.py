"""Save files, version 1 (``docs/formats/goat-master-save.md``): the deal plus every turn.

A file is checked completely before anything trusts it: the JSON is read
strictly, the set-up goes through :meth:`Setup.check`, and the turns are
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

import json
import math
import os
import stat
from dataclasses import dataclass, field
from typing import Any, Optional

from .atomic import write_atomically
from .engine.cards import CardError, card_id, parse_card
from .engine.decisions import IllegalDecision
from .engine.events import GameEnded
from .engine.game import Game, TurnRecord
from .engine.pasture import Cell, cell, col_of, pasture_size, row_of
from .engine.setup import MAX_PLAYERS, MIN_PLAYERS, Setup, SetupError
from .engine.state import winners

FORMAT = "goatmaster-save"
VERSION = 1
KINDS = ("human", "ai")

#: Legitimate saves stay below 200 KB; anything past this is refused unread.
MAX_BYTES = 4 * 1024 * 1024
MAX_NAME = 100
MAX_LEVEL = 40

_BOM = b"\xef\xbb\xbf"
_TOP_REQUIRED = ("format", "version", "players", "setup", "turns")
_TOP_OPTIONAL = ("result", "app")
_SETUP_KEYS = ("size", "removed", "pasture", "deck", "hands")
_SCORE_KEYS = ("seat", "single", "double", "milk", "total")


class SaveError(ValueError):
    """Why a file is not a Goat Master save; the message starts with the place."""


@dataclass
class Seat:
    """Who sits in a seat: ``kind`` is ``"human"`` or ``"ai"``; ``level`` only for an AI."""
    name: str
    kind: str
    level: Optional[str] = None


@dataclass
class SavedGame:
    """What a save file holds: the seats, the game (set-up + turns + state) and app data."""
    players: list[Seat]
    game: Game
    app: dict = field(default_factory=dict)

    @classmethod
    def new(cls, players: list[Seat], seed: int | str | None = None) -> "SavedGame":
        """A fresh deal for these seats."""
        return cls(list(players), Game.new(len(players), seed), {})

    @property
    def finished(self) -> bool:
        return self.game.is_over

    def result(self) -> Optional[GameEnded]:
        """Final scores and winners counted on the replayed position; None while running."""
        if not self.finished:
            return None
        scores = self.game.state.scores()
        return GameEnded(scores, winners(scores))


# ---------------------------------------------------------------------- reading

def load(path: str | os.PathLike) -> SavedGame:
    """Read and check a save file; OSError (missing file, no permission) propagates.

    The size is checked on the open descriptor before reading, and at most
    ``MAX_BYTES + 1`` bytes are ever read, so a huge or endless file (a FIFO,
    ``/dev/zero``) cannot hang or exhaust the program.
    """
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise SaveError("setup: file: not a regular file")
        if info.st_size > MAX_BYTES:
            raise SaveError(f"setup: file: {info.st_size} bytes; a save file has at most {MAX_BYTES}")
        data = handle.read(MAX_BYTES + 1)
    return loads(data)


def loads(data: bytes | bytearray | memoryview | str) -> SavedGame:
    """Check a save file's content and replay it; raises :class:`SaveError` only."""
    if isinstance(data, str):
        if len(data) > MAX_BYTES:
            raise SaveError(f"setup: file: more than {MAX_BYTES} bytes; too large for a save file")
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError as error:
            raise SaveError(f"setup: file: not valid UTF-8 (character {error.start})") from None
    elif isinstance(data, (bytearray, memoryview)):
        data = bytes(data)
    elif not isinstance(data, bytes):
        raise TypeError(f"loads() needs bytes or str, not {type(data).__name__}")
    if len(data) > MAX_BYTES:
        raise SaveError(f"setup: file: {len(data)} bytes; a save file has at most {MAX_BYTES}")
    return _Reader().read(data)


class _Reader:
    """One file's check; remembers which parsed objects had a repeated key."""

    def __init__(self) -> None:
        self.repeated: dict[int, tuple[str, dict]] = {}   # id(object) → (first repeated key, object)

    # ---- the JSON layer

    def _object(self, pairs: list[tuple[str, Any]]) -> dict:
        """object_pairs_hook: keep the object, note a repeated key for the place check."""
        obj: dict = {}
        for key, value in pairs:
            if key in obj and id(obj) not in self.repeated:
                # Hold the object too: a value dropped by the repeat could be freed,
                # and its id must not be handed to a later, innocent object.
                self.repeated[id(obj)] = (key, obj)
            obj[key] = value
        return obj

    def parse(self, data: bytes) -> Any:
        if data.startswith(_BOM):
            raise SaveError("setup: file: starts with a byte-order mark; save files are UTF-8 without one")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise SaveError(f"setup: file: not valid UTF-8 (byte {error.start})") from None
        try:
            return json.loads(text, object_pairs_hook=self._object, parse_constant=_no_constant)
        except SaveError:
            raise
        except json.JSONDecodeError as error:
            raise SaveError(f"setup: file: not JSON: {error.msg} at line {error.lineno} "
                            f"column {error.colno}") from None
        except RecursionError:
            raise SaveError("setup: file: JSON nested too deeply") from None
        except (ValueError, OverflowError, MemoryError) as error:   # e.g. a 5000-digit number
            raise SaveError(f"setup: file: unreadable JSON: {str(error)[:80]}") from None

    def fields(self, obj: Any, place: str, what: str, required: tuple[str, ...],
               optional: tuple[str, ...] = ()) -> dict:
        """Check that ``obj`` is an object with exactly these keys (no repeats)."""
        if not isinstance(obj, dict):
            raise SaveError(f"{place}: {what} must be a JSON object, not {_show(obj)}")
        if id(obj) in self.repeated:
            raise SaveError(f"{place}: key {_show(self.repeated[id(obj)][0])} appears twice in {what}")
        for key in obj:
            if key not in required and key not in optional:
                raise SaveError(f"{place}: unknown key {_show(key)} in {what}")
        for key in required:
            if key not in obj:
                raise SaveError(f"{place}: {what} has no {_show(key)}")
        return obj

    # ---- the parts, in file order

    def read(self, data: bytes) -> SavedGame:
        top = self.parse(data)
        if not isinstance(top, dict):
            raise SaveError(f"setup: file: the top level must be a JSON object, not {_show(top)}")
        if id(top) in self.repeated:
            key = self.repeated[id(top)][0]
            place = key if key in _TOP_REQUIRED + _TOP_OPTIONAL else "file"
            raise SaveError(f"setup: {place}: key {_show(key)} appears twice at the top level")
        if top.get("format") != FORMAT:
            shown = f'is {_show(top["format"])}' if "format" in top else "is missing"
            raise SaveError(f"setup: format: {shown}; a save file has \"{FORMAT}\"")
        version = top.get("version")
        if type(version) is not int or version != VERSION:
            shown = f"is {_show(version)}" if "version" in top else "is missing"
            raise SaveError(f"setup: version: {shown}; this reader knows only the integer {VERSION}")
        for key in top:
            if key not in _TOP_REQUIRED + _TOP_OPTIONAL:
                raise SaveError(f"setup: file: unknown top-level key {_show(key)}")
        for key in _TOP_REQUIRED:
            if key not in top:
                raise SaveError(f"setup: {key}: missing")
        players = self.players(top["players"])
        game = Game(self.setup(top["setup"], len(players)))
        app = self.app(top.get("app", {}))
        self.turns(top["turns"], game)
        result = top.get("result")
        if result is not None:
            self.result(result, game)
        return SavedGame(players, game, app)

    def players(self, raw: Any) -> list[Seat]:
        if not isinstance(raw, list):
            raise SaveError(f"setup: players: must be a list of seats, not {_show(raw)}")
        if not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
            raise SaveError(f"setup: players: {len(raw)} seats; the game is for "
                            f"{MIN_PLAYERS} to {MAX_PLAYERS} players")
        seats = []
        for k, entry in enumerate(raw):
            obj = self.fields(entry, "setup: players", f"seat {k}", ("name", "kind"), ("level",))
            if obj["kind"] == "human" and "level" in obj:      # even "level": null
                raise SaveError(f"setup: players: seat {k} is human and has a level; "
                                f"only an ai seat has one")
            if obj["kind"] == "ai" and "level" in obj and obj["level"] is None:
                raise SaveError(f"setup: players: seat {k}'s level must be a string, not null")
            seats.append(Seat(obj["name"], obj["kind"], obj.get("level")))
        _check_seats(seats)
        return seats

    def setup(self, raw: Any, players: int) -> Setup:
        obj = self.fields(raw, "setup: setup", "the set-up", _SETUP_KEYS)
        size = obj["size"]
        want = pasture_size(players)
        if type(size) is not int:
            raise SaveError(f"setup: size: is {_show(size)}, not an integer")
        if size != want:
            raise SaveError(f"setup: size: {_show(size)}, but {players} players play on a "
                            f"{want}×{want} pasture (R3)")
        removed = _cards(obj["removed"], "removed")
        deck = _cards(obj["deck"], "deck")
        pasture = _card_rows(obj["pasture"], "pasture", "row")
        hands = _card_rows(obj["hands"], "hands", "hand")
        setup = Setup(players, removed, pasture, deck, hands)
        try:
            setup.check()
        except SetupError as error:
            raise SaveError(f"setup: {error.field}: {error.message}") from None
        return setup

    def app(self, raw: Any) -> dict:
        if not isinstance(raw, dict):
            raise SaveError(f"setup: app: must be a JSON object, not {_show(raw)}")
        _check_json_value(raw, self.repeated)
        return raw

    def turns(self, raw: Any, game: Game) -> None:
        """Replay every turn through the engine's checks (R9–R19)."""
        if not isinstance(raw, list):
            raise SaveError(f"setup: turns: must be a list of turns, not {_show(raw)}")
        size = game.setup.size
        for k, entry in enumerate(raw, 1):
            place = f"turn {k}"
            if game.is_over:
                raise SaveError(f"{place}: the game ended after turn {k - 1} (R19); "
                                f"no turn may follow")
            obj = self.fields(entry, place, "the turn", ("seat", "play", "take"), ("dog",))
            seat = obj["seat"]
            if type(seat) is not int:
                raise SaveError(f"{place}: seat is {_show(seat)}, not an integer")
            if not 0 <= seat < game.setup.players:
                raise SaveError(f"{place}: seat {_show(seat)} is not a seat of this "
                                f"{game.setup.players}-player game")
            try:
                play = parse_card(obj["play"])
            except CardError:
                raise SaveError(f"{place}: play: {_show(obj['play'])} is not a card id (R1)") from None
            take = None if obj["take"] is None else _cell(obj["take"], size, f"{place}: take")
            dog = None
            if "dog" in obj:
                if obj["dog"] is None:
                    raise SaveError(f"{place}: dog is null; it is left out when no card moved")
                move = self.fields(obj["dog"], place, "the dog move", ("from", "to"))
                dog = (_cell(move["from"], size, f"{place}: dog from"),
                       _cell(move["to"], size, f"{place}: dog to"))
            try:
                game.play_turn(TurnRecord(seat, play, take, dog))
            except IllegalDecision as error:
                raise SaveError(f"{place}: {error}") from None

    def result(self, raw: Any, game: Game) -> None:
        """A stored result must be well formed, belong to a finished game and match the replay."""
        place = "setup: result"
        obj = self.fields(raw, place, "the result", ("scores", "winners"))
        players = game.setup.players
        scores, wins = obj["scores"], obj["winners"]
        if not isinstance(scores, list):
            raise SaveError(f"{place}: scores must be a list, not {_show(scores)}")
        stored: dict[int, tuple[int, ...]] = {}
        for k, entry in enumerate(scores):
            score = self.fields(entry, place, f"score {k + 1}", _SCORE_KEYS)
            for key in _SCORE_KEYS:
                if type(score[key]) is not int:
                    raise SaveError(f"{place}: score {k + 1}: {key} is {_show(score[key])}, "
                                    f"not an integer")
            seat = score["seat"]
            if not 0 <= seat < players:
                raise SaveError(f"{place}: score {k + 1}: {seat} is not a seat of this game")
            if seat in stored:
                raise SaveError(f"{place}: seat {seat} is scored twice")
            stored[seat] = tuple(score[key] for key in _SCORE_KEYS[1:])
        if len(stored) != players:
            missing = min(set(range(players)) - set(stored))
            raise SaveError(f"{place}: seat {missing} has no score")
        if not isinstance(wins, list):
            raise SaveError(f"{place}: winners must be a list of seats, not {_show(wins)}")
        for seat in wins:
            if type(seat) is not int or not 0 <= seat < players:
                raise SaveError(f"{place}: winner {_show(seat)} is not a seat of this game")
        if len(set(wins)) != len(wins):
            raise SaveError(f"{place}: winners list a seat twice; they are a set")
        if not game.is_over:
            raise SaveError(f"{place}: the game has not ended after {len(game.turns)} turns, "
                            f"so it has no result")
        replayed = game.state.scores()
        for score in replayed:
            want = (score.single, score.double, score.milk, score.total)
            for key, got, right in zip(_SCORE_KEYS[1:], stored[score.seat], want):
                if got != right:
                    raise SaveError(f"{place}: seat {score.seat}'s {key} is {_show(got)} in the "
                                    f"file, but {right} when the turns are replayed")
        best = sorted(winners(replayed))
        if sorted(wins) != best:
            raise SaveError(f"{place}: the winners are {sorted(wins)} in the file, but {best} when "
                            f"the turns are replayed")


def _no_constant(name: str) -> Any:
    raise SaveError(f"setup: file: {name} is not standard JSON")


def _show(value: Any) -> str:
    """A short JSON-like text of a value for a message; never huge, never recursive."""
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        text = json.dumps(value[:40], ensure_ascii=False) + ("…" if len(value) > 40 else "")
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, (int, float)):
        text = repr(value) if isinstance(value, float) or abs(value) < 10 ** 30 else "a huge integer"
        return text[:40]
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _cards(raw: Any, name: str) -> tuple[int, ...]:
    """A list of R1 card ids, as engine cards."""
    if not isinstance(raw, list):
        raise SaveError(f"setup: {name}: must be a list of card ids, not {_show(raw)}")
    try:
        return tuple(parse_card(text) for text in raw)
    except CardError:
        bad = next(text for text in raw if not isinstance(text, str) or not _is_card(text))
        raise SaveError(f"setup: {name}: {_show(bad)} is not a card id (R1)") from None


def _is_card(text: str) -> bool:
    try:
        parse_card(text)
    except CardError:
        return False
    return True


def _card_rows(raw: Any, name: str, item: str) -> tuple[tuple[int, ...], ...]:
    """A list of lists of card ids (pasture rows, hands)."""
    if not isinstance(raw, list) or not all(isinstance(row, list) for row in raw):
        raise SaveError(f"setup: {name}: must be a list of {item}s, each a list of card ids")
    return tuple(_cards(row, name) for row in raw)


def _cell(raw: Any, size: int, place: str) -> Cell:
    """``[row, col]`` inside the N×N pasture, as an engine cell."""
    if (not isinstance(raw, list) or len(raw) != 2
            or any(type(x) is not int for x in raw)):
        shown = _show(raw) if not isinstance(raw, list) else "[" + ", ".join(map(_show, raw[:3])) + (
            ", …]" if len(raw) > 3 else "]")
        raise SaveError(f"{place}: {shown} is not [row, col] with two integers")
    row, col = raw
    if not (0 <= row < size and 0 <= col < size):
        raise SaveError(f"{place}: [{_show(row)}, {_show(col)}] is outside the {size}×{size} pasture")
    return cell(row, col)


def _check_seats(seats: list[Seat], players: Optional[int] = None) -> None:
    """Names, kinds and levels as the format allows (shared by reading and writing)."""
    place = "setup: players"
    if players is not None and len(seats) != players:
        raise SaveError(f"{place}: {len(seats)} seats for a {players}-player game")
    for k, seat in enumerate(seats):
        _check_text(seat.name, f"{place}: seat {k}'s name", MAX_NAME)
        if seat.kind not in KINDS:
            raise SaveError(f"{place}: seat {k}'s kind is {_show(seat.kind)}, not \"human\" or \"ai\"")
        if seat.kind == "human":
            if seat.level is not None:
                raise SaveError(f"{place}: seat {k} is human and has a level; "
                                f"only an ai seat has one")
            continue
        if seat.level is None:
            raise SaveError(f"{place}: seat {k} is an ai without a level")
        _check_text(seat.level, f"{place}: seat {k}'s level", MAX_LEVEL)


def _check_text(value: Any, what: str, limit: int) -> None:
    """A name or level: a string of valid Unicode and at most ``limit`` characters."""
    if not isinstance(value, str):
        raise SaveError(f"{what} must be a string, not {_show(value)}")
    if len(value) > limit:
        raise SaveError(f"{what} has {len(value)} characters; at most {limit}")
    if not _utf8(value):
        raise SaveError(f"{what} is not valid Unicode")


def _utf8(text: str) -> bool:
    """False for a string with a lone surrogate (JSON allows ``"\\ud800"``; UTF-8 does not)."""
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _check_json_value(value: Any, repeated: dict[int, tuple[str, dict]]) -> None:
    """``app`` content: plain JSON that writes back unchanged (walked without recursion)."""
    place = "setup: app"
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            if id(item) in repeated:
                raise SaveError(f"{place}: key {_show(repeated[id(item)][0])} appears twice")
            for key, sub in item.items():
                if not isinstance(key, str) or not _utf8(key):
                    raise SaveError(f"{place}: key {_show(key)} is not a valid JSON string")
                todo.append(sub)
        elif isinstance(item, list):
            todo.extend(item)
        elif isinstance(item, str):
            if not _utf8(item):
                raise SaveError(f"{place}: a string is not valid Unicode")
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise SaveError(f"{place}: {_show(item)} is not a finite JSON number")
        elif item is not None and not isinstance(item, (bool, int)):
            raise SaveError(f"{place}: {type(item).__name__} is not a JSON value")


# ---------------------------------------------------------------------- writing

def _one_line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))


def _block(lines: list[str], indent: str, open_: str, close: str) -> str:
    """``open_`` + the lines, one per line, comma-separated + ``close`` (or ``open_close``)."""
    if not lines:
        return open_ + close
    body = ",\n".join(indent + "  " + line for line in lines)
    return f"{open_}\n{body}\n{indent}{close}"


def _turn_json(record: TurnRecord) -> dict:
    turn: dict[str, Any] = {"seat": record.seat, "play": card_id(record.play),
                            "take": None if record.take is None else _coords(record.take)}
    if record.dog is not None:
        turn["dog"] = {"from": _coords(record.dog[0]), "to": _coords(record.dog[1])}
    return turn


def _coords(c: Cell) -> list[int]:
    return [row_of(c), col_of(c)]


def _seat_json(seat: Seat) -> dict:
    obj = {"name": seat.name, "kind": seat.kind}
    if seat.level is not None:
        obj["level"] = seat.level
    return obj


def dumps(saved: SavedGame) -> str:
    """The save file's text: key order as in the format, one line per turn, row and hand.

    Only finished turns are written: a turn still in progress is replayed from
    its start when the file is loaded.  Raises :class:`SaveError` for seats or
    ``app`` data that the format cannot hold (so no unreadable file is written).
    """
    game = saved.game
    setup = game.setup
    _check_seats(list(saved.players), setup.players)
    if not isinstance(saved.app, dict):
        raise SaveError(f"setup: app: must be a dict, not {type(saved.app).__name__}")
    try:
        app_text = json.dumps(saved.app, ensure_ascii=False, allow_nan=False, indent=2)
    except (TypeError, ValueError, RecursionError) as error:
        raise SaveError(f"setup: app: cannot be written as JSON: {str(error)[:80]}") from None
    _check_json_value(saved.app, {})

    def ids(cards) -> str:
        return _one_line([card_id(c) for c in cards])

    parts = [
        f'"format": {_one_line(FORMAT)}',
        f'"version": {VERSION}',
        '"players": ' + _block([_one_line(_seat_json(s)) for s in saved.players], "  ", "[", "]"),
        '"setup": ' + _block([
            f'"size": {setup.size}',
            f'"removed": {ids(setup.removed)}',
            '"pasture": ' + _block([ids(row) for row in setup.pasture], "    ", "[", "]"),
            f'"deck": {ids(setup.deck)}',
            '"hands": ' + _block([ids(hand) for hand in setup.hands], "    ", "[", "]"),
        ], "  ", "{", "}"),
        '"turns": ' + _block([_one_line(_turn_json(t)) for t in game.turns], "  ", "[", "]"),
    ]
    result = saved.result()
    if result is not None:
        scores = [_one_line({"seat": s.seat, "single": s.single, "double": s.double,
                             "milk": s.milk, "total": s.total}) for s in result.scores]
        parts.append('"result": ' + _block([
            '"scores": ' + _block(scores, "    ", "[", "]"),
            f'"winners": {_one_line(sorted(result.winners))}',
        ], "  ", "{", "}"))
    parts.append('"app": ' + app_text.replace("\n", "\n  "))
    return _block(parts, "", "{", "}") + "\n"


def save(path: str | os.PathLike, saved: SavedGame) -> None:
    """Write atomically (see :func:`goatmaster.atomic.write_atomically`).

    A crash or a full disk leaves either the old file or the new one, never a
    mix; on an OSError the temp file is removed and the error propagates.
    """
    write_atomically(path, dumps(saved).encode("utf-8"))   # a SaveError comes before the disk
