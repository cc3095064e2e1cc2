"""The server's memory: every table and every accepted action in SQLite, written before it is told.

One file in the server's data folder (``tables.sqlite3``).  A table's row holds how its match
began (the game, the version of its save format, its options, its seat count and its secret
seed, or the save file it went on from) and its seats; ``actions`` holds each accepted action
in order, chance outcomes included, as the game's action text (as save files keep them, not
the engine's numbers), so a server started again replays every table to where it was; ``chat``
holds each table's last chat lines, so a person coming back days later reads what was said.

The store says what it holds: its schema's version is ``PRAGMA user_version``
(:data:`SCHEMA_VERSION`); an older store is migrated when opened (a copy of it is kept beside
it first), a table that cannot be migrated is set aside (``set_aside``: its old rows and why),
and a store this server cannot read (a newer one, a damaged or empty file, a missing column)
is refused with :class:`StoreError`, one line naming the file and the reason; the file is left
as it was.  The database
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
import os
import sqlite3
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, NamedTuple, Optional

log = logging.getLogger("goatmaster.net")

#: Seconds a write waits for another process that holds the file before it fails (on the
#: writer thread: the event loop never waits), and a read on the event loop at most.
WRITE_WAIT = 1.0
READ_WAIT = 0.2

#: The store's layout (``PRAGMA user_version``).  1: actions as engine numbers (stores before
#: the version was kept say 0); 2: the save format's version per table, actions as texts;
#: 3: each table's pace and its running clock, each seat's turns its clock ran out in a row;
#: 4: each seat's player key (its SHA-256), the seats found by token and by key through an index,
#: each table's standing as the inbox tells it; 5: each table's last chat lines; 6: the address each
#: table was opened from (its SHA-256), its AI seats counted against that address; 7: the clocks' running
#: time (``running_time``) and the running time each table's clocks were kept at (``clock_ran``).
SCHEMA_VERSION = 7

SCHEMA = """
CREATE TABLE tables (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    format_version INTEGER NOT NULL,
    options TEXT NOT NULL,
    seat_count INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    save TEXT,
    spectators INTEGER NOT NULL,
    grace INTEGER NOT NULL,
    host TEXT NOT NULL,
    created REAL NOT NULL,
    touched REAL NOT NULL,
    over INTEGER NOT NULL DEFAULT 0,
    pace TEXT NOT NULL DEFAULT 'live',
    turn_seconds INTEGER,
    question_seconds INTEGER,
    pace_level TEXT,
    clock_step INTEGER,
    turn_seat INTEGER,
    turn_left REAL,
    question_left REAL,
    origin TEXT,
    clock_ran REAL NOT NULL DEFAULT 0
);
CREATE TABLE running_time (seconds REAL NOT NULL);
INSERT INTO running_time VALUES (0);
CREATE INDEX tables_by_origin ON tables(origin);
CREATE TABLE seats (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    token TEXT,
    timeouts INTEGER NOT NULL DEFAULT 0,
    key TEXT,
    PRIMARY KEY (code, seat)
);
CREATE INDEX seats_by_token ON seats(token);
CREATE INDEX seats_by_key ON seats(key);
CREATE TABLE standings (
    code TEXT PRIMARY KEY REFERENCES tables(code) ON DELETE CASCADE,
    changed TEXT NOT NULL,
    seats TEXT NOT NULL
);
CREATE TABLE chat (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,
    line INTEGER NOT NULL,
    seat INTEGER,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (code, line)
);
CREATE TABLE actions (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (code, step)
);
CREATE TABLE set_aside (
    code TEXT NOT NULL,
    reason TEXT NOT NULL,
    kept TEXT NOT NULL,
    at REAL NOT NULL
);
"""

#: Version 2's columns, table by table (checked when it is opened, before it is migrated).
COLUMNS_2 = {
    "tables": ("code", "game", "format_version", "options", "seat_count", "seed", "save", "spectators", "grace",
               "host", "created", "touched", "over"),
    "seats": ("code", "seat", "name", "kind", "level", "token"),
    "actions": ("code", "step", "action"),
    "set_aside": ("code", "reason", "kept", "at"),
}
#: Version 3's.
COLUMNS_3 = {**COLUMNS_2,
             "tables": COLUMNS_2["tables"] + ("pace", "turn_seconds", "question_seconds", "pace_level", "clock_step",
                                              "turn_seat", "turn_left", "question_left"),
             "seats": COLUMNS_2["seats"] + ("timeouts",)}
#: Version 4's.
COLUMNS_4 = {**COLUMNS_3, "seats": COLUMNS_3["seats"] + ("key",), "standings": ("code", "changed", "seats")}
#: Version 5's.
COLUMNS_5 = {**COLUMNS_4, "chat": ("code", "line", "seat", "name", "text")}
#: Version 6's.
COLUMNS_6 = {**COLUMNS_5, "tables": COLUMNS_5["tables"] + ("origin",)}
#: Version 7's: the columns a store of this version has.
COLUMNS = {**COLUMNS_6, "tables": COLUMNS_6["tables"] + ("clock_ran",), "running_time": ("seconds",)}
#: Version 1's (the columns a migration reads).
COLUMNS_1 = {
    "tables": ("code", "game", "options", "seat_count", "seed", "save", "spectators", "grace", "host", "created",
               "touched", "over"),
    "seats": COLUMNS_2["seats"],
    "actions": ("code", "step", "action"),
}


class StoreError(Exception):
    """A store this server cannot open: its message is one line naming the file and the reason."""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class StoredSeat:
    name: str
    #: ``human`` (claimed by a person), ``open`` or ``ai``.
    kind: str
    level: Optional[str] = None
    token: Optional[str] = None          # its SHA-256 (see :func:`token_hash`)
    #: Turns in a row its clock ran out in (an AI played them; at a turn-based table).
    timeouts: int = 0
    #: Its person's player key's SHA-256 (``None``: none was sent), counting their turn-based tables.
    key: Optional[str] = None


@dataclass(frozen=True)
class StoredLine:
    """A chat line said at a table: its seat (``None``: a spectator's), the name it was said by, its words."""
    seat: Optional[int]
    name: str
    text: str


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
    #: The version of the game's save format (its codec's ``VERSION``) the actions' texts are in.
    format_version: int = 0
    seats: list[StoredSeat] = field(default_factory=list)
    #: Each action's text, from the table's first step on (see :attr:`first_step`).
    actions: list[str] = field(default_factory=list)
    #: The step of the first action kept here (a table going on from a save file starts after it).
    first_step: int = 0
    #: Its pace (``protocol.Pace``): ``live`` or ``turn-based`` with seconds per turn and per question,
    #: and the level an AI plays a turn at for a seat whose clock ran out.
    pace: str = "live"
    turn: Optional[int] = None
    question: Optional[int] = None
    pace_level: Optional[str] = None
    #: The clocks as last kept, at step ``clock_step``: the seat whose turn's clock runs (or waits
    #: for a question's answer) and its seconds left, and a running question's seconds left.
    clock_step: Optional[int] = None
    turn_seat: Optional[int] = None
    turn_left: Optional[float] = None
    question_left: Optional[float] = None
    #: Its last chat lines, oldest first (a table read from the store; a new one has none).
    chat: list[StoredLine] = field(default_factory=list)
    #: The SHA-256 of the address it was opened from (``None``: not known), its AI seats counted against it.
    origin: Optional[str] = None


@dataclass(frozen=True)
class TableHead:
    """An unfinished table as :meth:`Store.heads` reads it: its clocks as last kept (at step
    ``clock_step``) and its step now (``None``: it goes on from a save file and has no stored action)."""
    code: str
    pace: str
    clock_step: Optional[int]
    turn_seat: Optional[int]
    turn_left: Optional[float]
    question_left: Optional[float]
    step: Optional[int]

    def running(self) -> Optional[float]:
        """The seconds left on the running clock of a turn-based table waiting for a person, if the
        clocks kept are its step's and it has not run out (``None``: it must be replayed to know)."""
        if self.pace != "turn-based" or self.step is None or self.clock_step != self.step:
            return None
        left = self.question_left if self.question_left is not None else self.turn_left
        return left if left is not None and left > 0 else None


#: A table's clocks as :meth:`Store.clocks` keeps them: its code, its step, the seat whose turn's clock
#: it is and its seconds left, a running question's seconds left.
Clocks = tuple[str, int, Optional[int], Optional[float], Optional[float]]


class Door(NamedTuple):
    """What a server checks of a table not in memory before it replays it for someone (:meth:`Store.door`)."""
    spectators: bool
    seated: bool
    #: Whether each of its seats, in order, is open for a claim.
    open: tuple[bool, ...]


#: What a migration asks of the server for a version-1 table whose actions are engine numbers:
#: its save format's version, the step its first action is at, and each action's text.
#: Raises (anything) when the table cannot be replayed; it is then set aside.
Replay = Callable[[StoredTable, list[int]], tuple[int, int, list[str]]]


def _connect(path: str, timeout: float) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=timeout)


class Store:
    """The tables of one server, in one SQLite file (``":memory:"`` for a server that forgets).

    ``replay`` migrates an older store's tables (without it such a store is refused).  Raises
    :class:`StoreError` for a store it cannot open; the file is then as it was."""

    def __init__(self, path: str | Path, checkpoint_every: float = 1.0, replay: Optional[Replay] = None) -> None:
        self.path = str(path)
        memory = self.path == ":memory:"
        if not memory:
            _check_file(Path(self.path))
        try:
            #: The writer's connection: used on the writer thread once the store is open.
            self.db = _connect(self.path, WRITE_WAIT)
        except sqlite3.Error as error:
            raise _refusal(self.path, error) from None
        try:
            self._open(replay)
        except (sqlite3.Error, OSError, StoreError) as error:
            self.db.close()
            raise _refusal(self.path, error) from None
        self.checkpointer: Optional[Checkpointer] = None
        if not memory:
            # No commit checkpoints (at 250 moves a second one in ~300 did, waiting 20 ms or far
            # more for the disk): the checkpointer does it beside the event loop.
            self.db.execute("PRAGMA wal_autocheckpoint=0")
            self.checkpointer = Checkpointer(self.path, checkpoint_every)
        # Reads on the event loop have a connection of their own: in WAL mode a writer (this
        # one's, or another process's) never blocks them.  A memory database is one connection.
        self.reader = self.db if memory else _connect(self.path, READ_WAIT)
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="goatmaster-store")
        #: The clocks' running time kept when the store was opened (see :meth:`clocks`).
        self.ran_before = _running_time(self.db)

    def _open(self, replay: Optional[Replay]) -> None:
        """Check what the file holds (before writing anything to it), then make it this version's."""
        db = self.db
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise StoreError(f"{self.path}: written by a newer server (store version {version}; this server "
                             f"reads up to {SCHEMA_VERSION}); start that server, or this one on another --data")
        checked = db.execute("PRAGMA quick_check").fetchall()
        if checked != [("ok",)]:
            raise StoreError(f"{self.path}: the file is damaged ({checked[0][0]}); it is kept as it is")
        names = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if version == 0 and names and "tables" not in names:
            raise StoreError(f"{self.path}: not a store of tables (it holds {', '.join(sorted(names))})")
        db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives a killed process (the OS has the WAL); only a
        # power cut may take the last commits, which a table on a home machine can bear.
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=ON")
        if not names:
            with self._transaction():             # all of it, or nothing
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            return
        if version < 2:
            self._columns(COLUMNS_1)
            if replay is None:
                raise StoreError(f"{self.path}: an older store (version {max(version, 1)}) that this program "
                                 f"cannot migrate")
            self._migrate(replay)
        if version < 3:
            self._columns(COLUMNS_2)
            self._migrate_3()
        if version < 4:
            self._columns(COLUMNS_3)
            self._migrate_4()
        if version < 5:
            self._columns(COLUMNS_4)
            self._migrate_5()
        if version < 6:
            self._columns(COLUMNS_5)
            self._migrate_6()
        if version < 7:
            self._columns(COLUMNS_6)
            self._migrate_7()
        self._columns(COLUMNS)
        # A store this server cannot write (a read-only file or folder, a full disk) is refused
        # now, not at the first move; nothing is changed.
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        finally:
            db.execute("ROLLBACK")
        aside = db.execute("SELECT COUNT(*) FROM set_aside").fetchone()[0]
        if aside:
            log.warning("%s: %d table(s) are set aside in its set_aside table, not served", self.path, aside)

    def _columns(self, wanted: dict[str, tuple[str, ...]]) -> None:
        for name, columns in wanted.items():
            found = [row[1] for row in self.db.execute(f"PRAGMA table_info({name})")]
            if not found:
                raise StoreError(f"{self.path}: it has no {name!r} table; this server cannot read it")
            missing = [column for column in columns if column not in found]
            if missing:
                raise StoreError(f"{self.path}: its {name!r} table has no column {missing[0]!r}; this server "
                                 f"cannot read it")

    def _migrate(self, replay: Replay) -> None:
        """A version-1 store made version 2: each table replayed, its actions kept as texts; a copy of
        the old file is kept beside it first; a table that cannot be replayed is set aside."""
        db = self.db
        self._keep_copy(1)
        tables: list[tuple[str, int, int, list[str], Optional[str], dict]] = []
        for (code,) in db.execute("SELECT code FROM tables ORDER BY created").fetchall():
            rows = {name: [list(row) for row in db.execute(f"SELECT * FROM {name} WHERE code=?", (code,))]
                    for name in ("tables", "seats", "actions")}
            try:
                old = self._read(db, code, numbers=True)
                assert old is not None
                numbers = [int(action) for action in old.actions]
                format_version, first, texts = replay(old, numbers)
                tables.append((code, format_version, first, texts, None, rows))
            except Exception as error:          # noqa: BLE001  (a table that cannot be replayed is set aside)
                tables.append((code, 0, 0, [], f"{type(error).__name__}: {error}", rows))
        with self._transaction():
            db.execute("ALTER TABLE tables ADD COLUMN format_version INTEGER NOT NULL DEFAULT 0")
            db.execute("CREATE TABLE set_aside (code TEXT NOT NULL, reason TEXT NOT NULL, kept TEXT NOT NULL, "
                       "at REAL NOT NULL)")
            db.execute("CREATE TABLE actions_2 (code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE, "
                       "step INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (code, step))")
            for code, format_version, first, texts, reason, rows in tables:
                if reason is not None:
                    log.error("%s: table %s cannot be replayed (%s); it is set aside", self.path, code, reason)
                    db.execute("INSERT INTO set_aside VALUES (?,?,?,?)",
                               (code, f"migrating the store to version 2: {reason}", json.dumps(rows), time.time()))
                    db.execute("DELETE FROM seats WHERE code=?", (code,))
                    db.execute("DELETE FROM tables WHERE code=?", (code,))
                    continue
                db.execute("UPDATE tables SET format_version=? WHERE code=?", (format_version, code))
                db.executemany("INSERT INTO actions_2 VALUES (?,?,?)",
                               [(code, first + k, text) for k, text in enumerate(texts)])
            db.execute("DROP TABLE actions")
            db.execute("ALTER TABLE actions_2 RENAME TO actions")
            db.execute("PRAGMA user_version=2")
        log.info("%s: migrated to store version 2 (%d tables; the old file is kept as %s.version1)",
                 self.path, len(tables), self.path)

    def _migrate_3(self) -> None:
        """A version-2 store made version 3: every table live (as they were), no clock running, no
        turn run out; a copy of the old file is kept beside it first."""
        self._keep_copy(2)
        with self._transaction():
            for column in ("pace TEXT NOT NULL DEFAULT 'live'", "turn_seconds INTEGER", "question_seconds INTEGER",
                           "pace_level TEXT", "clock_step INTEGER", "turn_seat INTEGER", "turn_left REAL",
                           "question_left REAL"):
                self.db.execute(f"ALTER TABLE tables ADD COLUMN {column}")
            self.db.execute("ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0")
            self.db.execute("PRAGMA user_version=3")
        log.info("%s: migrated to store version 3 (the old file is kept as %s.version2)", self.path, self.path)

    def _migrate_4(self) -> None:
        """A version-3 store made version 4: no seat has a player key yet; the seats get their indexes
        by token (the inbox) and by key, and no table has a standing kept yet; a copy of the old file is
        kept beside it first."""
        self._keep_copy(3)
        with self._transaction():
            self.db.execute("ALTER TABLE seats ADD COLUMN key TEXT")
            self.db.execute("CREATE INDEX seats_by_token ON seats(token)")
            self.db.execute("CREATE INDEX seats_by_key ON seats(key)")
            self.db.execute("CREATE TABLE standings (code TEXT PRIMARY KEY REFERENCES tables(code) ON DELETE CASCADE, "
                            "changed TEXT NOT NULL, seats TEXT NOT NULL)")
            self.db.execute("PRAGMA user_version=4")
        log.info("%s: migrated to store version 4 (the old file is kept as %s.version3)", self.path, self.path)

    def _migrate_5(self) -> None:
        """A version-4 store made version 5: no table has a chat line kept yet (the server kept them in
        memory); a copy of the old file is kept beside it first."""
        self._keep_copy(4)
        with self._transaction():
            self.db.execute("CREATE TABLE chat (code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE, "
                            "line INTEGER NOT NULL, seat INTEGER, name TEXT NOT NULL, text TEXT NOT NULL, "
                            "PRIMARY KEY (code, line))")
            self.db.execute("PRAGMA user_version=5")
        log.info("%s: migrated to store version 5 (the old file is kept as %s.version4)", self.path, self.path)

    def _migrate_6(self) -> None:
        """A version-5 store made version 6: no table's address is known (the server kept them in memory:
        they count against no address), the tables get their index by address; a copy of the old file is
        kept beside it first."""
        self._keep_copy(5)
        with self._transaction():
            self.db.execute("ALTER TABLE tables ADD COLUMN origin TEXT")
            self.db.execute("CREATE INDEX tables_by_origin ON tables(origin)")
            self.db.execute("PRAGMA user_version=6")
        log.info("%s: migrated to store version 6 (the old file is kept as %s.version5)", self.path, self.path)

    def _migrate_7(self) -> None:
        """A version-6 store made version 7: its clocks' running time starts at 0, and every table's clocks
        were kept at it (their seconds left are as they were); a copy of the old file is kept beside it first."""
        self._keep_copy(6)
        with self._transaction():
            self.db.execute("ALTER TABLE tables ADD COLUMN clock_ran REAL NOT NULL DEFAULT 0")
            self.db.execute("CREATE TABLE running_time (seconds REAL NOT NULL)")
            self.db.execute("INSERT INTO running_time VALUES (0)")
            self.db.execute("PRAGMA user_version=7")
        log.info("%s: migrated to store version 7 (the old file is kept as %s.version6)", self.path, self.path)

    def _keep_copy(self, version: int) -> None:
        """A copy of the store as it is, beside it (``.version<N>``), before it is migrated."""
        if self.path == ":memory:":
            return
        backup = f"{self.path}.version{version}"
        if not os.path.exists(backup):
            partial = f"{backup}.tmp"           # written whole, then renamed in
            copy = sqlite3.connect(partial)
            try:
                self.db.backup(copy)
            finally:
                copy.close()
            os.replace(partial, backup)

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
                "INSERT INTO tables (code, game, format_version, options, seat_count, seed, save, spectators, grace, "
                "host, created, touched, over, pace, turn_seconds, question_seconds, pace_level, origin) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (table.code, table.game, table.format_version, json.dumps(table.options), table.seat_count,
                 table.seed, table.save, int(table.spectators), table.grace, table.host, table.created,
                 table.touched, int(table.over), table.pace, table.turn, table.question, table.pace_level,
                 table.origin))
            for seat, stored in enumerate(table.seats):
                self._write_seat(table.code, seat, stored)
            self._write_actions(table.code, table.first_step, table.actions)

    def seat(self, code: str, seat: int, stored: StoredSeat) -> None:
        with self._transaction():
            self._write_seat(code, seat, stored)

    def _write_seat(self, code: str, seat: int, stored: StoredSeat) -> None:
        self.db.execute("INSERT OR REPLACE INTO seats (code, seat, name, kind, level, token, timeouts, key) "
                        "VALUES (?,?,?,?,?,?,?,?)",
                        (code, seat, stored.name, stored.kind, stored.level, stored.token, stored.timeouts,
                         stored.key))

    def _write_actions(self, code: str, first_step: int, actions: list[str]) -> None:
        self.db.executemany("INSERT INTO actions (code, step, action) VALUES (?,?,?)",
                            [(code, first_step + k, action) for k, action in enumerate(actions)])

    def actions(self, code: str, first_step: int, actions: list[str], over: bool) -> None:
        """Record accepted actions' texts (a decision and the chance steps after it) at once."""
        with self._transaction():
            self._write_actions(code, first_step, actions)
            self.db.execute("UPDATE tables SET touched=?, over=? WHERE code=?", (time.time(), int(over), code))

    def clocks(self, running: list["Clocks"], ran: float = 0.0) -> None:
        """Keep the clocks' running time, ``ran`` seconds since the store was opened, and these tables' clocks
        as they are then: each table's code, its step now, the seat whose turn's clock it is and its seconds
        left, and a running question's seconds left (``None``: none).  A table's running clock (its question's,
        or else its turn's) is read back as run down by the running time kept since (see :func:`_left_now`):
        a clock that only ran on since it was kept is not written again, only the running time (one row)."""
        now = self.ran_before + ran
        with self._transaction():
            self.db.execute("UPDATE running_time SET seconds=?", (now,))
            self.db.executemany("UPDATE tables SET clock_step=?, turn_seat=?, turn_left=?, question_left=?, "
                                "clock_ran=? WHERE code=?", [(*clocks, now, code) for code, *clocks in running])

    def redeal(self, table: StoredTable) -> None:
        """A finished table dealt again: its new seed, options and first actions replace the old game."""
        with self._transaction():
            self.db.execute("UPDATE tables SET seed=?, options=?, save=NULL, over=0, touched=?, clock_step=NULL "
                            "WHERE code=?",
                            (table.seed, json.dumps(table.options), table.touched, table.code))
            self.db.execute("DELETE FROM actions WHERE code=?", (table.code,))
            self._write_actions(table.code, table.first_step, table.actions)

    def standing(self, code: str, seats: str, changed: Optional[str] = None) -> None:
        """Keep how the table ``code`` stands, every seat's inbox entry (``seats``, JSON), as of its stored
        form ``changed`` (as :meth:`seats_of` said it; ``None``: as it is now, every write before this one
        done: the standing of a table in memory, which the store never runs ahead of)."""
        with self._transaction():
            if changed is None:
                row = self.db.execute(f"SELECT {_CHANGED} FROM tables t WHERE t.code=?", (code,)).fetchone()
                if row is None:
                    return                      # (forgotten meanwhile)
                changed = json.dumps(list(row))
            self.db.execute("INSERT OR REPLACE INTO standings (code, changed, seats) VALUES (?,?,?)",
                            (code, changed, seats))

    def said(self, code: str, line: StoredLine, kept: int) -> None:
        """Keep a chat line said at the table ``code``, and only its last ``kept`` lines."""
        with self._transaction():
            self.db.execute("INSERT INTO chat (code, line, seat, name, text) "
                            "VALUES (?, COALESCE((SELECT MAX(line) + 1 FROM chat WHERE code=?), 0), ?, ?, ?)",
                            (code, code, line.seat, line.name, line.text))
            self.db.execute("DELETE FROM chat WHERE code=? AND line <= (SELECT MAX(line) FROM chat WHERE code=?) - ?",
                            (code, code, kept))

    def forget(self, code: str) -> None:
        with self._transaction():
            self.db.execute("DELETE FROM tables WHERE code=?", (code,))

    def _transaction(self) -> "_Transaction":
        return _Transaction(self.db)

    # ---------------------------------------------------------------- reading

    def heads(self) -> list["TableHead"]:
        """What a server must know of each unfinished table before anyone comes to it, without
        reading its actions: its pace, its clocks as last kept and its step now (one look-up of
        the actions' key per table)."""
        now = _running_time(self.reader)
        return [TableHead(code, pace, clock_step, turn_seat, *_left_now(turn_left, question_left, now - ran), step)
                for code, pace, clock_step, turn_seat, turn_left, question_left, ran, step in self.reader.execute(
            "SELECT code, pace, clock_step, turn_seat, turn_left, question_left, clock_ran, "
            "COALESCE((SELECT MAX(step) + 1 FROM actions WHERE actions.code = tables.code), "
            "CASE WHEN save IS NULL THEN 0 END) "
            "FROM tables WHERE over=0 ORDER BY created")]

    def idle(self, since: float) -> list[str]:
        """The tables no one has played since ``since`` (a ``time.time()``)."""
        return [row[0] for row in self.reader.execute("SELECT code FROM tables WHERE touched < ?", (since,))]

    def turn_based(self, key: str) -> set[str]:
        """The unfinished turn-based tables a seat holding the player key's SHA-256 ``key`` sits at."""
        return {row[0] for row in self.reader.execute(
            "SELECT DISTINCT s.code FROM seats s JOIN tables t ON t.code = s.code "
            "WHERE s.key=? AND t.pace='turn-based' AND t.over=0", (key,))}

    def door(self, code: str, token: Optional[str] = None) -> Optional["Door"]:
        """Whether the table ``code`` lets anyone watch, whether the token's SHA-256 ``token`` (if any) holds
        a seat there or is its host's, and which of its seats are open, read from its row and seats alone,
        without its actions (``None``: the store has no such table)."""
        rows = self.reader.execute(
            "SELECT t.spectators, t.host = ? OR EXISTS (SELECT 1 FROM seats WHERE code = t.code AND token = ?), "
            "s.kind FROM tables t LEFT JOIN seats s ON s.code = t.code WHERE t.code=? ORDER BY s.seat",
            (token, token, code)).fetchall()
        if not rows:
            return None
        return Door(bool(rows[0][0]), bool(rows[0][1]), tuple(kind == "open" for *_, kind in rows if kind is not None))

    def ai_seats(self, origin: str) -> int:
        """The AI seats (for good: not the stand-ins) at the unfinished tables opened from the address whose
        SHA-256 is ``origin``, in memory or not (a seat is stored before the table has it)."""
        return self.reader.execute(
            "SELECT COUNT(*) FROM tables t JOIN seats s ON s.code = t.code "
            "WHERE t.origin=? AND t.over=0 AND s.kind='ai'", (origin,)).fetchone()[0]

    def seats_of(self, tokens: list[str]) -> dict[str, tuple[str, int, str, Optional[str]]]:
        """The seats held by these tokens' SHA-256s (a token no seat holds is left out): each one's
        table, seat, what the table's stored form was changed by last (its last step, when it was
        last played, whose clock was kept at which step, its seats: see :meth:`standing`), and the standing kept for
        it if it was kept since (``None``: none, or one of before the table changed)."""
        if not tokens:
            return {}
        rows = self.reader.execute(
            f"SELECT s.token, s.code, s.seat, g.changed, g.seats, {_CHANGED} "
            "FROM seats s JOIN tables t ON t.code = s.code LEFT JOIN standings g ON g.code = s.code "
            f"WHERE s.token IN ({','.join('?' * len(tokens))})", tokens)
        found = {}
        for token, code, seat, kept_changed, kept, *changed in rows:
            now = json.dumps(changed)
            found[token] = (code, seat, now, kept if kept_changed == now else None)
        return found

    def load(self, code: str) -> Optional[StoredTable]:
        """The table ``code`` (``None``: the store has none); ``ValueError`` for a row that cannot be
        read (its options' JSON garbled, say), ``sqlite3.Error`` if the store cannot be read now."""
        return self._read(self.reader, code)

    def _read(self, db: sqlite3.Connection, code: str, numbers: bool = False) -> Optional[StoredTable]:
        columns = COLUMNS_1["tables"] if numbers else COLUMNS["tables"]
        seat_columns = COLUMNS_1["seats"][2:] if numbers else COLUMNS["seats"][2:]
        row = db.execute(f"SELECT {', '.join(columns)} FROM tables WHERE code=?", (code,)).fetchone()
        if row is None:
            return None
        value = dict(zip(columns, row))
        try:
            options = json.loads(value["options"])
        except (TypeError, ValueError) as error:
            raise ValueError(f"its options are not JSON ({error})") from None
        if not isinstance(options, dict):
            raise ValueError(f"its options are {type(options).__name__}, not an object")
        table = StoredTable(code, value["game"], options, value["seat_count"], value["seed"], value["save"],
                            bool(value["spectators"]), value["grace"], value["host"], value["created"],
                            value["touched"], bool(value["over"]), value.get("format_version", 0),
                            pace=value.get("pace", "live"), turn=value.get("turn_seconds"),
                            question=value.get("question_seconds"), pace_level=value.get("pace_level"),
                            clock_step=value.get("clock_step"), turn_seat=value.get("turn_seat"),
                            origin=value.get("origin"))
        if not numbers:
            table.turn_left, table.question_left = _left_now(value["turn_left"], value["question_left"],
                                                             _running_time(db) - value["clock_ran"])
        seats = {row[0]: StoredSeat(*row[1:]) for row in db.execute(
            f"SELECT seat, {', '.join(seat_columns)} FROM seats WHERE code=?", (code,))}
        table.seats = [seats[k] for k in sorted(seats)]
        steps = db.execute("SELECT step, action FROM actions WHERE code=? ORDER BY step", (code,)).fetchall()
        table.actions = [action for _, action in steps]
        table.first_step = steps[0][0] if steps else 0
        if not numbers and [step for step, _ in steps] != list(range(table.first_step,
                                                                       table.first_step + len(steps))):
            raise ValueError("its stored steps have a gap")     # (version 1 numbered them so)
        if not numbers:
            table.chat = [StoredLine(*row) for row in db.execute(
                "SELECT seat, name, text FROM chat WHERE code=? ORDER BY line", (code,))]
        return table


#: What a table's stored form was changed by last (``t``: its row), to tell whether its standing kept
#: for the inbox is still its standing: when it was last played, whose clock was kept at which step, its
#: last step, its seats.  Not the seconds left: they are kept anew every minute while the table has not
#: changed, and the server tells the time left on a running clock as it runs now.
_CHANGED = ("t.touched, t.clock_step, t.turn_seat, "
            "(SELECT MAX(step) FROM actions a WHERE a.code = t.code), "
            "(SELECT group_concat(o.kind || ':' || o.name || ':' || ifnull(o.level, '') || ':' || o.timeouts, '|') "
            " FROM seats o WHERE o.code = t.code)")


def _running_time(db: sqlite3.Connection) -> float:
    """The clocks' running time as the store keeps it (see :meth:`Store.clocks`)."""
    return db.execute("SELECT COALESCE(MAX(seconds), 0) FROM running_time").fetchone()[0]


def _left_now(turn_left: Optional[float], question_left: Optional[float],
              behind: float) -> tuple[Optional[float], Optional[float]]:
    """A table's clocks kept ``behind`` seconds of running time ago, as they are now: its running one (a
    question's, or else its turn's: the turn's waits for the question's answer) ran down by as much."""
    if question_left is not None:
        return turn_left, question_left - behind
    return (None if turn_left is None else turn_left - behind), None


def _refusal(path: str, error: Exception) -> StoreError:
    """What stops a store from opening, in one line naming its file."""
    if isinstance(error, StoreError):
        return error
    if isinstance(error, OSError):              # (the old file's copy, before a migration)
        return StoreError(f"{path}: {error.strerror or error}")
    if isinstance(error, sqlite3.DatabaseError) and not isinstance(error, sqlite3.OperationalError):
        return StoreError(f"{path}: the file is damaged ({error}); it is kept as it is")
    return StoreError(f"{path}: {error}")


def _check_file(path: Path) -> None:
    """Refuse a path that is no store, before SQLite would make an empty one of it."""
    if path.is_symlink() and not path.exists():
        raise StoreError(f"{path}: a link to {os.readlink(path)}, which does not exist")
    if path.is_dir():
        raise StoreError(f"{path}: a folder, not a store of tables")
    if path.exists() and path.stat().st_size == 0:
        wal = Path(f"{path}-wal")
        if not (wal.exists() and wal.stat().st_size > 0):     # (a new store's first commits are in its log)
            raise StoreError(f"{path}: an empty file (0 bytes), not a store of tables; move it away to start "
                             f"with no tables")


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
