"""The save-file envelope: what every game's file shares, and the dispatch on ``format``.

Every format (``docs/formats/``) is a JSON object with ``format``, ``version``,
``players``, ``setup``, ``turns`` and optionally ``result`` and ``app``.  This
module reads the shared parts (the JSON itself, the top level, the seats, ``app``)
as their declared types (:class:`Top`, :class:`SeatFile`, :class:`Result`, read
through :mod:`goatmaster.files.checked`) and hands ``setup``, ``turns`` and
``result`` to the codec of the game whose ``format`` the file names (found in the
registry), which reads them as its own declared types, so a file of any registered
game opens through :func:`load`.  A codec is any object with:

* ``FORMAT`` and ``VERSION``;
* ``MIN_SEATS`` and ``MAX_SEATS``;
* ``read(reader, top, players, app)``: the game's saved game from the file's
  :class:`Top`, replayed through its engine, raising :class:`SaveError` or
  :class:`~goatmaster.files.checked.Refused` only (:func:`loads` makes the latter a ``SaveError``);
* ``dumps(saved)``: the file's text;
* ``saved_game(players, match, app)``: a saved game of a match played elsewhere
  (the arena's games);
* ``turn_count(saved)``, ``scores(saved)`` (each seat's points in the format's
  own terms, as they stand) and ``replayed(saved, turns)`` (the state after the
  first turns): what ``goatmaster-cli replay`` and ``show`` print.

A saved game is the codec's own object with ``players``, ``game`` (the
:class:`~goatmaster.core.match.Match`), ``app``, ``finished`` and ``FORMAT``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Annotated, Any, Callable, ClassVar, Generic, Literal, Optional, TypeVar

import msgspec

from ..core.parts import SaveCodec as Codec     # what a codec is; the registry types ``codec`` with it
from ..core.registry import GameEntry, entries, entry_for_format
from . import checked
from .atomic import write_atomically
from .checked import rule
from .strict_json import Reader, SaveError, as_bytes, read_limited, refusals, show, valid_unicode, written

MAX_NAME = 100
MAX_LEVEL = 40
#: A seat number in a file: which seats a game has is a rule of the game (its player count).
SeatNumber = Annotated[int, msgspec.Meta(ge=0)]
S = TypeVar("S")


class Top(msgspec.Struct, forbid_unknown_fields=True):
    """A file's top level; ``setup``, ``turns`` and ``result`` are read by the game's codec, ``app``
    by :meth:`Reader.app`."""
    format: str
    version: int
    players: list[Any]
    setup: Any
    turns: list[Any]
    result: Any = None
    app: Any = msgspec.field(default_factory=dict)


class SeatFile(msgspec.Struct, forbid_unknown_fields=True):
    """A seat as every format writes it; only an AI has a level (:func:`_seat`)."""
    name: Annotated[str, msgspec.Meta(max_length=MAX_NAME)]
    kind: Literal["human", "ai"]
    level: Annotated[str, msgspec.Meta(max_length=MAX_LEVEL)] | msgspec.UnsetType = msgspec.UNSET


class Result(msgspec.Struct, Generic[S], forbid_unknown_fields=True):
    """A finished game's ``result``: each seat's score (the game's own fields, ``seat`` first) and the winners."""
    scores: list[S]
    winners: list[SeatNumber]


@dataclass
class Seat:
    """Who sits in a seat: ``kind`` is ``"human"`` or ``"ai"``; ``level`` only for an AI.

    ``level_in_file`` is the level the file named when its game has no such
    level and the seat plays at ``level`` instead (see :func:`known_levels`).
    """
    name: str
    kind: str
    level: Optional[str] = None
    level_in_file: Optional[str] = field(default=None, compare=False)


@dataclass
class SavedMatch:
    """What a save file holds: the seats, the game's recorded match and the app's data.

    Each game's codec subclasses it with its match type and its ``FORMAT`` (how
    the envelope and the CLI tell one game's files from another's).
    """
    players: list[Seat]
    game: Any
    app: dict = field(default_factory=dict)

    FORMAT: ClassVar[str] = ""

    @property
    def finished(self) -> bool:
        return bool(self.game.is_over)


# ---------------------------------------------------------------------- reading

def load(path: str | os.PathLike) -> Any:
    """Read and check a save file of any registered game; OSError propagates."""
    return loads(read_limited(path))


def loads(data: bytes | bytearray | memoryview | str, codec: Optional[Codec] = None) -> Any:
    """Check a file's content and replay it with its game's codec; raises :class:`SaveError` only.

    With ``codec`` the file must be of that codec's format (a game reading its own files).
    """
    reader = Reader()
    raw = reader.parse(as_bytes(data))
    if not isinstance(raw, dict):
        raise SaveError(f"setup: file: the top level must be a JSON object, not {show(raw)}")
    if id(raw) in reader.repeated:
        key = reader.repeated[id(raw)][0]
        place = key if key in Top.__struct_fields__ else "file"
        raise SaveError(f"setup: {place}: key {show(key)} appears twice at the top level")
    codec = codec or _codec_of(raw)
    if raw.get("format") != codec.FORMAT:
        shown = f'is {show(raw["format"])}' if "format" in raw else "is missing"
        raise SaveError(f"setup: format: {shown}; a save file has \"{codec.FORMAT}\"")
    version = raw.get("version")
    if type(version) is not int or version != codec.VERSION:
        shown = f"is {show(version)}" if "version" in raw else "is missing"
        raise SaveError(f"setup: version: {shown}; this reader knows only the integer {codec.VERSION}")
    with refusals():
        top: Top = checked.typed(raw, Top, "setup: file")     # its own repeats are refused above, its parts' below
        players = read_players(reader, top.players, codec.MIN_SEATS, codec.MAX_SEATS)
        players = known_levels(players, entry_for_format(codec.FORMAT))
        app = reader.app(top.app)
        return codec.read(reader, top, players, app)


def codec_of(game: GameEntry) -> Codec:
    """``game``'s codec; ``ValueError`` if it has none."""
    if game.codec is None:
        raise ValueError(f"the game {game.name!r} has no save files")
    return game.codec


def _codec_of(top: dict) -> Codec:
    name = top.get("format")
    game = entry_for_format(name) if isinstance(name, str) else None
    if game is None or game.codec is None:
        known = ", ".join(f'"{g.info.save_format}"' for g in entries() if g.codec is not None)
        shown = f"is {show(name)}" if "format" in top else "is missing"
        raise SaveError(f"setup: format: {shown}; this app reads {known}")
    return codec_of(game)


def read_players(reader: Reader, raw: list[Any], min_seats: int, max_seats: int) -> list[Seat]:
    """``players``: the seats in order, each a name, a kind and (for an AI) a level."""
    rule(min_seats <= len(raw) <= max_seats, "setup: players",
         f"{seat_count(len(raw))}; the game is for {min_seats} to {max_seats} players")
    return [_seat(k, reader.typed(item, SeatFile, f"setup: players: seat {k}")) for k, item in enumerate(raw)]


def known_levels(seats: list[Seat], game: Optional[GameEntry]) -> list[Seat]:
    """Every AI seat at a level its game knows (``game.ai.levels``).

    A file may name a level the game does not have: a seat type of the
    command line (``greedy``, ``random``, ``hard:playout=light``) or a newer
    release's level.  Refusing the file would strand a player's game, so the
    seat plays at a named level instead (the base of ``name:options`` if it is
    one, else the game's default level) and keeps the file's level in
    ``level_in_file`` for the app to say so.
    """
    ai = game.ai if game is not None else None
    if ai is None or not ai.levels:
        return seats
    levels = ai.levels
    known = []
    for seat in seats:
        if seat.kind != "ai" or seat.level in levels or seat.level is None:
            known.append(seat)
            continue
        base = seat.level.split(":")[0]
        level = base if base in levels else ai.default_level
        known.append(Seat(seat.name, seat.kind, level, level_in_file=seat.level))
    return known


def seat_count(count: int) -> str:
    """``1 seat``, ``3 seats``: the count of seats in English messages.

    >>> seat_count(1), seat_count(0)
    ('1 seat', '0 seats')
    """
    return f"{count} seat" if count == 1 else f"{count} seats"


def check_result(reader: Reader, raw: Any, players: int, score: type[msgspec.Struct], over: bool,
                 turns: int, replay: Callable[[], tuple[list[dict], list[int]]]) -> None:
    """A stored ``result`` must be well formed, belong to a finished game and match the replay.

    Every format's result is ``{"scores": [{"seat": s, ...}], "winners": [...]}`` (:class:`Result`):
    ``score`` declares one seat's score (``seat`` first, then its integers); ``over`` and ``turns``
    say how the replay ended; ``replay()`` gives the replayed scores (dicts of ``score``'s fields)
    and winners.  Raises :class:`~goatmaster.files.checked.Refused` naming the place.
    """
    place = "setup: result"
    result: Result = reader.typed(raw, Result[score], place)      # type: ignore[valid-type]
    stored: dict[int, dict] = {}
    for k, scored in enumerate(result.scores, 1):
        seat = scored.seat
        rule(seat < players, place, f"score {k}: {seat} is not a seat of this game")
        rule(seat not in stored, place, f"seat {seat} is scored twice")
        stored[seat] = msgspec.structs.asdict(scored)
    rule(len(stored) == players, place, f"seat {min(set(range(players)) - set(stored), default=0)} has no score")
    for seat in result.winners:
        rule(seat < players, place, f"winner {seat} is not a seat of this game")
    rule(len(set(result.winners)) == len(result.winners), place, "winners list a seat twice; they are a set")
    rule(over, place, f"the game has not ended after {turns} turns, so it has no result")
    replayed, best = replay()
    for counted in replayed:
        for key in score.__struct_fields__[1:]:
            got = stored[counted["seat"]][key]
            rule(got == counted[key], place, f"seat {counted['seat']}'s {key} is {show(got)} in the file, "
                                             f"but {counted[key]} when the turns are replayed")
    rule(sorted(result.winners) == sorted(best), place, f"the winners are {sorted(result.winners)} in the file, "
                                                        f"but {sorted(best)} when the turns are replayed")


def check_seats(seats: list[Seat], players: Optional[int] = None) -> None:
    """Names, kinds and levels as the formats allow, checked as a file's are: seats to be written."""
    with refusals():
        rule(players is None or len(seats) == players, "setup: players",
             f"{seat_count(len(seats))} for a {players}-player game")
        for k, seat in enumerate(seats):
            _seat(k, checked.typed(seat_json(seat), SeatFile, f"setup: players: seat {k}"))


def _seat(k: int, seat: SeatFile) -> Seat:
    """A seat of the file: what its type cannot say (a level for an AI alone; text UTF-8 can write)."""
    place = f"setup: players: seat {k}"
    level = None if seat.level is msgspec.UNSET else seat.level
    rule(seat.kind == "ai" or level is None, place, "human, and has a level; only an ai seat has one")
    rule(seat.kind == "human" or level is not None, place, "an ai without a level")
    rule(valid_unicode(seat.name) and valid_unicode(level or ""), place, "its name or level is not valid Unicode")
    return Seat(seat.name, seat.kind, level)


def seat_json(seat: Seat) -> dict:
    """A seat as its file has it: a level the game did not know is written back as it was."""
    obj = {"name": seat.name, "kind": seat.kind}
    if seat.level is not None:
        obj["level"] = seat.level_in_file or seat.level
    return obj


# ---------------------------------------------------------------------- writing

def codec_for(saved: Any) -> Codec:
    """The codec that writes ``saved`` (by its game's format)."""
    game = entry_for_format(saved.FORMAT)
    if game is None or game.codec is None:
        raise SaveError(f"setup: format: no registered game writes {show(saved.FORMAT)}")
    return codec_of(game)


def dumps(saved: Any) -> str:
    """The text of any registered game's saved game."""
    return codec_for(saved).dumps(saved)


def file_bytes(saved: Any) -> bytes:
    """What a save file of ``saved`` holds on disk: :func:`dumps`, compact where indenting
    would pass the readers' size cap (:func:`~goatmaster.files.strict_json.written`);
    :class:`SaveError` for a game too large to be read back."""
    return written(dumps(saved))


def save(path: str | os.PathLike, saved: Any) -> None:
    """Write atomically (see :func:`goatmaster.files.atomic.write_atomically`).

    A crash or a full disk leaves either the old file or the new one, never a
    mix; on an OSError the temp file is removed and the error propagates.
    """
    write_atomically(path, file_bytes(saved))   # a SaveError comes before the disk
