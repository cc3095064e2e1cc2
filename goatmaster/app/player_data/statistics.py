"""Statistics of finished games, kept per game in the user data folder: the store, which shows
nothing (the dialog that shows them is ``shell.statistics_dialog.StatisticsDialog``).

API::

    stats = Statistics(path=None, game="")   # None: user_files.statistics_path(game); "": the first game's
    stats.record(saved, seats=None) -> bool   # count a finished SavedGame; False if not counted
                                      # seats: the ones played here (a table shared online: one)
    stats.rows() -> list[Row]         # per (opponents, player count): played, won, best
    stats.games, stats.won, stats.best   # totals; best is None before the first game
    stats.reset()                     # forget everything (written at once)
    stats.write_error                 # None, or why the last write failed (counts kept in memory)
    stats.read_error                  # None, or why an existing file could not be read (left alone)
    stats.newer                       # True: the file is a newer version's (left alone, not counted)
    stats.set_aside                   # None, or where a damaged file was moved to

What is counted, from the point of view of the human seat(s):

* a game counts once it is over (a game with no human seat is not counted), and the
  same game is never counted twice: the last 500 games are remembered by a
  fingerprint of their deal and turns, so reopening a finished game, or recording it
  from both the end screen and a replay, changes nothing;
* solo, the game is won when the one human is among the winners (a shared win is a
  win; a game may have no winner); hot-seat, the game counts once and is won when any
  human is among the winners — the statistics belong to the table, not to one person
  (names change too easily to keep a record per player);
* the "best score" is the highest total a human seat reached;
* the row a game goes in is its player count and its opponents: the level of the
  computer seats when they all share one, ``"mixed"`` when they differ, and
  ``"humans"`` when every seat is human; a game at a table shared across machines, where
  only this player's own seat is counted, goes in ``"online"``.

The file is JSON (``format``, ``version``, ``games``, ``won``, ``best``, ``rows``,
``recorded``), written atomically — a temporary file beside it, flushed and
fsynced, then one ``os.replace`` — so a crash leaves the old file or the new one,
never a torn one.  It is read as saves are (``files.strict_json.read_limited``:
regular files only, never blocking, a size cap).  A damaged file (not a regular
file, bad JSON, wrong shape, impossible numbers) is set aside as
``statistics (damaged <date time>).json``, keeping every earlier one, and counting
starts again rather than failing; a newer version's file is left as it is and
nothing is counted over it.  Before each record the file is read again, so two running games do
not overwrite each other's counts.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Optional

import msgspec

from ...core.registry import entries, entry
from ...files import envelope
from ...files.atomic import set_aside, write_atomically
from ...files.checked import Refused, rule, typed
from ...files.strict_json import Reader, SaveError, read_limited
from .user_files import statistics_path

FORMAT = "goatmaster-statistics"
VERSION = 1
MAX_BYTES = 1024 * 1024
REMEMBERED = 500
MIXED = "mixed"
HUMANS = "humans"
ONLINE = "online"
#: More games than anyone plays (one a minute for nineteen centuries): a count past it is damage.
MAX_COUNT = 10**9
Count = Annotated[int, msgspec.Meta(ge=0, le=MAX_COUNT)]
#: A best score, None before the first game: one past these bounds is damage.
Best = Optional[Annotated[int, msgspec.Meta(ge=-1000, le=100000)]]


class NewerStatistics(ValueError):
    """The statistics file was written by a newer version: left alone, never overwritten."""


@dataclass
class Row:
    """One line of the table: games against ``opponents`` with ``players`` seats."""
    opponents: str
    players: int
    played: int = 0
    won: int = 0
    best: Optional[int] = None

    def as_json(self) -> dict:
        return {"opponents": self.opponents, "players": self.players, "played": self.played,
                "won": self.won, "best": self.best}


class RowFile(msgspec.Struct, forbid_unknown_fields=True):
    """A row as the file has it (:meth:`Row.as_json`): ``opponents`` a level, ``"mixed"``, ``"humans"`` …"""
    opponents: Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
    players: int
    played: Count
    won: Count
    best: Best


class StatisticsFile(msgspec.Struct, forbid_unknown_fields=True):
    """The file as :meth:`Statistics.as_json` writes it; ``recorded`` holds the games' fingerprints."""
    format: str
    version: int
    games: Count
    won: Count
    best: Best
    rows: list[RowFile]
    recorded: list[Annotated[str, msgspec.Meta(max_length=64)]]


def opponents_key(seats) -> str:
    """The opponents of the human seats: one AI level, ``"mixed"``, or ``"humans"``."""
    levels = {seat.level or "normal" for seat in seats if seat.kind == "ai"}
    if not levels:
        return HUMANS
    return levels.pop() if len(levels) == 1 else MIXED


def fingerprint(saved) -> str:
    """Identifies a played game of any game: its format, its deal and its turns, as its file has them."""
    document = json.loads(envelope.dumps(saved))
    data = [document["format"], document["setup"], document["turns"]]
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode("utf-8")).hexdigest()[:20]


class Statistics:
    """The counts of finished games, read from and written to one JSON file."""

    def __init__(self, path: Optional[str | os.PathLike] = None, game: str = "") -> None:
        self.path = Path(path) if path is not None else statistics_path(game)
        self.game = game or entries()[0].name
        self.write_error: Optional[str] = None
        self.read_error: Optional[str] = None
        self.set_aside: Optional[Path] = None
        self.newer = False
        self._clear()
        self.load()

    def _clear(self) -> None:
        self.games = 0
        self.won = 0
        self.best: Optional[int] = None
        self._rows: dict[tuple[str, int], Row] = {}
        self.recorded: list[str] = []

    # ---------------------------------------------------------------- reading

    def load(self) -> None:
        """Read the file; a missing file is no games yet, a damaged one is set aside.

        A file written by a newer version, or one that cannot be opened, is left
        as it is and never overwritten (:attr:`read_error` says why).
        """
        self._clear()
        self.read_error = None
        self.newer = False
        try:
            data = read_limited(self.path, MAX_BYTES, "a statistics file")
            self._parse(data)
        except FileNotFoundError:
            return
        except OSError as error:        # unreadable: count from zero, do not touch the file
            self.read_error = error.strerror or str(error)
        except NewerStatistics as error:
            self._clear()
            self.newer = True
            self.read_error = str(error)
        except (SaveError, Refused):        # damaged: not a file any version wrote
            self._clear()
            self._set_aside()

    def _parse(self, data: bytes) -> None:
        top = Reader().parse(data)          # strict JSON: a repeated key or NaN is damage too
        if isinstance(top, dict) and top.get("format") == FORMAT and type(top.get("version")) is int \
                and top["version"] > VERSION:
            raise NewerStatistics(f"version {top['version']}, written by a newer Goat Master")
        read: StatisticsFile = typed(top, StatisticsFile, "statistics")
        rule(read.format == FORMAT and read.version == VERSION, "statistics", "another format or version")
        rule(read.won <= read.games, "statistics: won", "more games won than played")
        seats = entry(self.game).info
        rows: dict[tuple[str, int], Row] = {}
        for row in read.rows:
            rule(seats.min_seats <= row.players <= seats.max_seats, "statistics: rows",
                 f"a row's player count is not {seats.min_seats}-{seats.max_seats}")
            rule(row.won <= row.played and (row.opponents, row.players) not in rows, "statistics: rows",
                 "a row does not add up")
            rows[row.opponents, row.players] = Row(row.opponents, row.players, row.played, row.won, row.best)
        rule(sum(r.played for r in rows.values()) == read.games and sum(r.won for r in rows.values()) == read.won,
             "statistics: rows", "the rows do not add up to the totals")
        self.games, self.won, self.best, self._rows = read.games, read.won, read.best, rows
        self.recorded = list(read.recorded[-REMEMBERED:])

    def _set_aside(self) -> None:
        try:
            self.set_aside = set_aside(self.path, "damaged")
        except OSError as error:
            self.read_error = error.strerror or str(error)

    # ---------------------------------------------------------------- counting

    def rows(self) -> list[Row]:
        """The table's lines: by player count, then easy … hard, other levels, mixed, humans."""
        order = {"easy": 0, "normal": 1, "hard": 2, MIXED: 8, HUMANS: 9}
        return sorted(self._rows.values(), key=lambda r: (r.players, order.get(r.opponents, 5), r.opponents))

    def record(self, saved, seats: Optional[list[int]] = None) -> bool:
        """Count a finished game once (see the module docstring); True if it was counted.
        ``seats``: the seats played at this screen (by default every human seat); given, the
        game was played with people elsewhere and goes in the ``"online"`` row.

        Never raises for a file problem: a failed write leaves the counts in memory
        and its reason in :attr:`write_error`; they are written with the next record
        (the file is not read again until a write has succeeded).  A file that exists
        but cannot be read is never overwritten.
        """
        if not saved.finished:
            return False
        humans = seats if seats is not None else [k for k, seat in enumerate(saved.players) if seat.kind == "human"]
        if not humans:
            return False
        if self.write_error is None and self.read_error is None:
            self.load()                              # another window may have counted since
        mark = fingerprint(saved)
        if mark in self.recorded:
            return False
        totals, winners = saved.game.state.result()
        best = max(totals[k] for k in humans)
        won = any(k in winners for k in humans)
        key = (ONLINE if seats is not None else opponents_key(saved.players), len(saved.players))
        row = self._rows.setdefault(key, Row(*key))
        row.played += 1
        row.won += int(won)
        row.best = best if row.best is None else max(row.best, best)
        self.games += 1
        self.won += int(won)
        self.best = best if self.best is None else max(self.best, best)
        self.recorded = (self.recorded + [mark])[-REMEMBERED:]
        self._write_quietly()
        return True

    def reset(self) -> None:
        """Start counting from zero (the file is rewritten at once)."""
        self._clear()
        self.read_error = None
        self._write_quietly()

    # ---------------------------------------------------------------- writing

    def as_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "games": self.games, "won": self.won,
                "best": self.best, "rows": [row.as_json() for row in self.rows()],
                "recorded": self.recorded}

    def _write_quietly(self) -> None:
        if self.read_error is not None:              # never overwrite a file we could not read
            self.write_error = self.read_error
            return
        try:
            self.save()
            self.write_error = None
        except OSError as error:
            self.write_error = error.strerror or str(error)

    def save(self) -> None:
        """Write atomically: temp file beside the target, fsync, ``os.replace``; OSError propagates."""
        data = (json.dumps(self.as_json(), indent=1) + "\n").encode("utf-8")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(self.path, data)
