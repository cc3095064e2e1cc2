"""The save-file envelope: what every game's file shares, and the dispatch on ``format``.

Every format (``docs/formats/``) is a JSON object with ``format``, ``version``,
``players``, ``setup``, ``turns`` and optionally ``result`` and ``app``.  This
module checks the shared parts (the JSON itself, the top-level keys, the seats,
``app``) and hands ``setup``, ``turns`` and ``result`` to the codec of the game
whose ``format`` the file names (found in the registry), so a file of any
registered game opens through :func:`load`.  A codec is any object with:

* ``FORMAT`` and ``VERSION``;
* ``MIN_SEATS`` and ``MAX_SEATS``;
* ``read(reader, top, players, app)``: the game's saved game from a checked
  top level, replayed through its engine, raising :class:`SaveError` only;
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
from typing import Any, Callable, ClassVar, Optional

from ..core.parts import SaveCodec as Codec     # what a codec is; the registry types ``codec`` with it
from ..core.registry import GameEntry, entries, entry_for_format
from .atomic import write_atomically
from .strict_json import Reader, SaveError, as_bytes, read_limited, show, valid_unicode, written

KINDS = ("human", "ai")
MAX_NAME = 100
MAX_LEVEL = 40
TOP_REQUIRED = ("format", "version", "players", "setup", "turns")
TOP_OPTIONAL = ("result", "app")


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
    top = reader.parse(as_bytes(data))
    if not isinstance(top, dict):
        raise SaveError(f"setup: file: the top level must be a JSON object, not {show(top)}")
    if id(top) in reader.repeated:
        key = reader.repeated[id(top)][0]
        place = key if key in TOP_REQUIRED + TOP_OPTIONAL else "file"
        raise SaveError(f"setup: {place}: key {show(key)} appears twice at the top level")
    codec = codec or _codec_of(top)
    if top.get("format") != codec.FORMAT:
        shown = f'is {show(top["format"])}' if "format" in top else "is missing"
        raise SaveError(f"setup: format: {shown}; a save file has \"{codec.FORMAT}\"")
    version = top.get("version")
    if type(version) is not int or version != codec.VERSION:
        shown = f"is {show(version)}" if "version" in top else "is missing"
        raise SaveError(f"setup: version: {shown}; this reader knows only the integer {codec.VERSION}")
    for key in top:
        if key not in TOP_REQUIRED + TOP_OPTIONAL:
            raise SaveError(f"setup: file: unknown top-level key {show(key)}")
    for key in TOP_REQUIRED:
        if key not in top:
            raise SaveError(f"setup: {key}: missing")
    players = read_players(reader, top["players"], codec.MIN_SEATS, codec.MAX_SEATS)
    players = known_levels(players, entry_for_format(codec.FORMAT))
    app = reader.app(top.get("app", {}))
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


def read_players(reader: Reader, raw: Any, min_seats: int, max_seats: int) -> list[Seat]:
    """``players``: the seats in order, each a name, a kind and (for an AI) a level."""
    if not isinstance(raw, list):
        raise SaveError(f"setup: players: must be a list of seats, not {show(raw)}")
    if not min_seats <= len(raw) <= max_seats:
        raise SaveError(f"setup: players: {seat_count(len(raw))}; the game is for "
                        f"{min_seats} to {max_seats} players")
    seats = []
    for k, item in enumerate(raw):
        obj = reader.fields(item, "setup: players", f"seat {k}", ("name", "kind"), ("level",))
        if obj["kind"] == "human" and "level" in obj:      # even "level": null
            raise SaveError(f"setup: players: seat {k} is human and has a level; "
                            f"only an ai seat has one")
        if obj["kind"] == "ai" and "level" in obj and obj["level"] is None:
            raise SaveError(f"setup: players: seat {k}'s level must be a string, not null")
        seats.append(Seat(obj["name"], obj["kind"], obj.get("level")))
    check_seats(seats)
    return seats


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


def check_result(reader: Reader, raw: Any, players: int, score_keys: tuple[str, ...], over: bool,
                 turns: int, replay: Callable[[], tuple[list[dict], list[int]]]) -> None:
    """A stored ``result`` must be well formed, belong to a finished game and match the replay.

    Every format's result is ``{"scores": [{"seat": s, ...}], "winners": [...]}``:
    ``score_keys`` (``"seat"`` first) are the integers of one seat's score; ``over``
    and ``turns`` say how the replay ended; ``replay()`` gives the replayed scores
    (dicts with ``score_keys``) and winners.  Raises :class:`SaveError` naming the place.
    """
    place = "setup: result"
    obj = reader.fields(raw, place, "the result", ("scores", "winners"))
    scores, wins = obj["scores"], obj["winners"]
    if not isinstance(scores, list):
        raise SaveError(f"{place}: scores must be a list, not {show(scores)}")
    stored: dict[int, dict] = {}
    for k, raw_score in enumerate(scores):
        score = reader.fields(raw_score, place, f"score {k + 1}", score_keys)
        for key in score_keys:
            if type(score[key]) is not int:
                raise SaveError(f"{place}: score {k + 1}: {key} is {show(score[key])}, not an integer")
        seat = score["seat"]
        if not 0 <= seat < players:
            raise SaveError(f"{place}: score {k + 1}: {seat} is not a seat of this game")
        if seat in stored:
            raise SaveError(f"{place}: seat {seat} is scored twice")
        stored[seat] = score
    if len(stored) != players:
        raise SaveError(f"{place}: seat {min(set(range(players)) - set(stored))} has no score")
    if not isinstance(wins, list):
        raise SaveError(f"{place}: winners must be a list of seats, not {show(wins)}")
    for seat in wins:
        if type(seat) is not int or not 0 <= seat < players:
            raise SaveError(f"{place}: winner {show(seat)} is not a seat of this game")
    if len(set(wins)) != len(wins):
        raise SaveError(f"{place}: winners list a seat twice; they are a set")
    if not over:
        raise SaveError(f"{place}: the game has not ended after {turns} turns, so it has no result")
    replayed, best = replay()
    for counted in replayed:
        for key in score_keys[1:]:
            got = stored[counted["seat"]][key]
            if got != counted[key]:
                raise SaveError(f"{place}: seat {counted['seat']}'s {key} is {show(got)} in the file, "
                                f"but {counted[key]} when the turns are replayed")
    if sorted(wins) != sorted(best):
        raise SaveError(f"{place}: the winners are {sorted(wins)} in the file, but {sorted(best)} when "
                        f"the turns are replayed")


def check_seats(seats: list[Seat], players: Optional[int] = None) -> None:
    """Names, kinds and levels as the formats allow (shared by reading and writing)."""
    place = "setup: players"
    if players is not None and len(seats) != players:
        raise SaveError(f"{place}: {seat_count(len(seats))} for a {players}-player game")
    for k, seat in enumerate(seats):
        _check_text(seat.name, f"{place}: seat {k}'s name", MAX_NAME)
        if seat.kind not in KINDS:
            raise SaveError(f"{place}: seat {k}'s kind is {show(seat.kind)}, not \"human\" or \"ai\"")
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
        raise SaveError(f"{what} must be a string, not {show(value)}")
    if len(value) > limit:
        raise SaveError(f"{what} has {len(value)} characters; at most {limit}")
    if not valid_unicode(value):
        raise SaveError(f"{what} is not valid Unicode")


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
