"""The server's memory: every table and every accepted action in SQLite, written before it is told.

One file in the server's data folder (``tables.sqlite3``).  A table's row holds how its match
began (the game, its options, its seat count and its secret seed, or the save file it went
on from) and its seats; ``actions`` holds each accepted action in order, chance outcomes
included, so a server started again replays every table to where it was.  The database
runs in WAL mode: a commit survives the process being killed (``kill -9``) at any moment,
and the one writer never blocks the readers.  Every write runs on the store's own writer thread
(:meth:`Store.write`, awaited by the server) with a short busy time-out, so a disk that is slow,
full or held by another process never holds up the server's event loop: the write fails, and
the server refuses what it was for.  A commit only appends to the write-ahead log;
copying the log into the database (a checkpoint, which waits for the disk) is done by a
thread of its own.  Seat tokens are kept only as their SHA-256,
so the file alone lets no one act for a player.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import json
import logging
import sqlite3
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Optional

#: Seconds a write waits for another process that holds the file before it fails (on the
#: writer thread: the event loop never waits), and a read on the event loop at most.
WRITE_WAIT = 1.0
READ_WAIT = 0.2

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

    def __init__(self, path: str | Path, checkpoint_every: float = 1.0) -> None:
        self.path = str(path)
        #: The writer's connection: used on the writer thread once the store is open.
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=WRITE_WAIT)
        self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives a killed process (the OS has the WAL); only a
        # power cut may take the last commits, which a table on a home machine can bear.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        self.checkpointer: Optional[Checkpointer] = None
        if self.path != ":memory:":
            # No commit checkpoints (at 250 moves a second one in ~300 did, waiting 20 ms or far
            # more for the disk): the checkpointer does it beside the event loop.
            self.db.execute("PRAGMA wal_autocheckpoint=0")
            self.checkpointer = Checkpointer(self.path, checkpoint_every)
        # Reads on the event loop have a connection of their own: in WAL mode a writer (this
        # one's, or another process's) never blocks them.  A memory database is one connection.
        self.reader = self.db if self.path == ":memory:" else sqlite3.connect(
            self.path, isolation_level=None, check_same_thread=False, timeout=READ_WAIT)
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="goatmaster-store")

    def close(self) -> None:
        self._writer.shutdown(wait=True)
        if self.checkpointer is not None:
            self.checkpointer.stop()
        if self.reader is not self.db:
            self.reader.close()
        self.db.close()

    async def write(self, method: Callable[..., Any], *args: Any) -> None:
        """Run one of the writing methods below on the writer thread; raises what it raised
        (``sqlite3.Error``: nothing of it was written)."""
        await asyncio.get_running_loop().run_in_executor(self._writer, functools.partial(method, *args))

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
        return [row[0] for row in self.reader.execute(query)]

    def idle(self, since: float) -> list[str]:
        """The tables no one has played since ``since`` (a ``time.time()``)."""
        return [row[0] for row in self.reader.execute("SELECT code FROM tables WHERE touched < ?", (since,))]

    def load(self, code: str) -> Optional[StoredTable]:
        row = self.reader.execute("SELECT * FROM tables WHERE code=?", (code,)).fetchone()
        if row is None:
            return None
        table = StoredTable(row[0], row[1], json.loads(row[2]), row[3], row[4], row[5], bool(row[6]), row[7],
                            row[8], row[9], row[10], bool(row[11]))
        seats = {seat: StoredSeat(name, kind, level, token) for seat, name, kind, level, token in self.reader.execute(
            "SELECT seat, name, kind, level, token FROM seats WHERE code=?", (code,))}
        table.seats = [seats[k] for k in sorted(seats)]
        table.actions = [action for (action,) in self.reader.execute(
            "SELECT action FROM actions WHERE code=? ORDER BY step", (code,))]
        return table

    def all(self, unfinished: bool = False) -> Iterator[StoredTable]:
        for code in self.codes(unfinished):
            table = self.load(code)
            if table is not None:
                yield table


class Checkpointer:
    """Copies the write-ahead log into the database every ``every`` seconds, on a thread of its
    own with a connection of its own (a passive checkpoint: the server's commits go on meanwhile),
    and once more, emptying the log, when stopped."""

    def __init__(self, path: str, every: float) -> None:
        self.path, self.every = path, every
        #: Checkpoints done (the tests wait on it).
        self.done = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="goatmaster-checkpoint", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            while not self._stop.wait(self.every):
                self._checkpoint(db, "PASSIVE")
            self._checkpoint(db, "TRUNCATE")
        finally:
            db.close()

    def _checkpoint(self, db: sqlite3.Connection, mode: str) -> None:
        try:
            db.execute(f"PRAGMA wal_checkpoint({mode})").fetchall()
            self.done += 1
        except sqlite3.Error as error:          # tried again next time; the log keeps every commit
            logging.getLogger("goatmaster.net").error("the tables' store could not be checkpointed (%s)", error)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


class _Transaction:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on an error): all of it is written, or none."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, error, trace) -> None:
        if kind is None:
            try:
                self.db.execute("COMMIT")
                return
            except sqlite3.Error:
                # A COMMIT that failed (busy, full) may leave the transaction open: it is rolled
                # back, or every later write would fail inside it.
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                raise
        if self.db.in_transaction:
            self.db.execute("ROLLBACK")
