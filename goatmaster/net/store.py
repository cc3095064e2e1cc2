"""The server's memory: every table and every accepted action in SQLite, written before it is told.

One file in the server's data folder (``tables.sqlite3``).  A table's row holds how its match
began (the game, its options, its seat count and its secret seed, or the save file it went
on from) and its seats; ``actions`` holds each accepted action in order, chance outcomes
included, so a server started again replays every table to where it was.  The database
runs in WAL mode: a commit survives the process being killed (``kill -9``) at any moment,
and the one writer never blocks the readers.  Seat tokens are kept only as their SHA-256,
so the file alone lets no one act for a player.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, Optional

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seat_count INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    save TEXT,
    spectators INTEGER NOT NULL,
    grace INTEGER NOT NULL,
    host TEXT NOT NULL,
    created REAL NOT NULL,
    touched REAL NOT NULL,
    over INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    token TEXT,
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    action INTEGER NOT NULL,
    PRIMARY KEY (code, step)
);
"""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class StoredSeat:
    name: str
    #: ``human`` (claimed by a person), ``open`` or ``ai``.
    kind: str
    level: Optional[str] = None
    token: Optional[str] = None          # its SHA-256 (see :func:`token_hash`)


@dataclass
class StoredTable:
    code: str
    game: str
    options: dict
    seat_count: int
    seed: int
    save: Optional[str]
    spectators: bool
    grace: int
    host: str                            # the host's token's SHA-256
    created: float
    touched: float
    over: bool = False
    seats: list[StoredSeat] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)


class Store:
    """The tables of one server, in one SQLite file (``":memory:"`` for a server that forgets)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives a killed process (the OS has the WAL); only a
        # power cut may take the last commits, which a table on a home machine can bear.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    # ---------------------------------------------------------------- writing

    def create(self, table: StoredTable) -> None:
        with self._transaction():
            self.db.execute(
                "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (table.code, table.game, json.dumps(table.options), table.seat_count, table.seed, table.save,
                 int(table.spectators), table.grace, table.host, table.created, table.touched, int(table.over)))
            for seat, stored in enumerate(table.seats):
                self._write_seat(table.code, seat, stored)
            self.db.executemany("INSERT INTO actions VALUES (?,?,?)",
                                [(table.code, step, action) for step, action in enumerate(table.actions)])

    def seat(self, code: str, seat: int, stored: StoredSeat) -> None:
        with self._transaction():
            self._write_seat(code, seat, stored)

    def _write_seat(self, code: str, seat: int, stored: StoredSeat) -> None:
        self.db.execute("INSERT OR REPLACE INTO seats VALUES (?,?,?,?,?,?)",
                        (code, seat, stored.name, stored.kind, stored.level, stored.token))

    def actions(self, code: str, first_step: int, actions: list[int], over: bool) -> None:
        """Record accepted actions (a decision and the chance steps after it) at once."""
        with self._transaction():
            self.db.executemany("INSERT INTO actions VALUES (?,?,?)",
                                [(code, first_step + k, action) for k, action in enumerate(actions)])
            self.db.execute("UPDATE tables SET touched=?, over=? WHERE code=?", (time.time(), int(over), code))

    def redeal(self, table: StoredTable) -> None:
        """A finished table dealt again: its new seed, options and first actions replace the old game."""
        with self._transaction():
            self.db.execute("UPDATE tables SET seed=?, options=?, save=NULL, over=0, touched=? WHERE code=?",
                            (table.seed, json.dumps(table.options), table.touched, table.code))
            self.db.execute("DELETE FROM actions WHERE code=?", (table.code,))
            self.db.executemany("INSERT INTO actions VALUES (?,?,?)",
                                [(table.code, step, action) for step, action in enumerate(table.actions)])

    def forget(self, code: str) -> None:
        with self._transaction():
            self.db.execute("DELETE FROM tables WHERE code=?", (code,))

    def _transaction(self):
        return _Transaction(self.db)

    # ---------------------------------------------------------------- reading

    def codes(self, unfinished: bool = False) -> list[str]:
        query = "SELECT code FROM tables" + (" WHERE over=0" if unfinished else "") + " ORDER BY created"
        return [row[0] for row in self.db.execute(query)]

    def idle(self, since: float) -> list[str]:
        """The tables no one has played since ``since`` (a ``time.time()``)."""
        return [row[0] for row in self.db.execute("SELECT code FROM tables WHERE touched < ?", (since,))]

    def load(self, code: str) -> Optional[StoredTable]:
        row = self.db.execute("SELECT * FROM tables WHERE code=?", (code,)).fetchone()
        if row is None:
            return None
        table = StoredTable(row[0], row[1], json.loads(row[2]), row[3], row[4], row[5], bool(row[6]), row[7],
                            row[8], row[9], row[10], bool(row[11]))
        seats = {seat: StoredSeat(name, kind, level, token) for seat, name, kind, level, token in self.db.execute(
            "SELECT seat, name, kind, level, token FROM seats WHERE code=?", (code,))}
        table.seats = [seats[k] for k in sorted(seats)]
        table.actions = [action for (action,) in self.db.execute(
            "SELECT action FROM actions WHERE code=? ORDER BY step", (code,))]
        return table

    def all(self, unfinished: bool = False) -> Iterator[StoredTable]:
        for code in self.codes(unfinished):
            table = self.load(code)
            if table is not None:
                yield table


class _Transaction:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on an error): all of it is written, or none."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, error, trace) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
