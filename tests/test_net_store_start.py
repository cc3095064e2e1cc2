"""The table server's store at start-up: it says what it holds, and one it cannot read is refused
with one line naming the file and the reason (or that one table is set aside), never started
empty, never dropped silently, never overwritten.  Loopback only; every wait bounded."""

from __future__ import annotations

import json
import logging
import os
import random
import sqlite3
from pathlib import Path

import pytest

from goatmaster.cli import server as cli
from goatmaster.core.registry import entry
from goatmaster.files import envelope
from goatmaster.net import protocol as p
from goatmaster.net import store as store_module
from goatmaster.net.store import SCHEMA_VERSION
from net_bots import Bot, create, run, serving

POKER = "toy-poker"
ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")
BET = 1

#: The store's first layout (``user_version`` 0): actions as the engine's numbers.
SCHEMA_1 = """
CREATE TABLE tables (code TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seat_count INTEGER NOT NULL,
    seed INTEGER NOT NULL, save TEXT, spectators INTEGER NOT NULL, grace INTEGER NOT NULL, host TEXT NOT NULL,
    created REAL NOT NULL, touched REAL NOT NULL, over INTEGER NOT NULL DEFAULT 0);
CREATE TABLE seats (code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE, seat INTEGER NOT NULL,
    name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT, token TEXT, PRIMARY KEY (code, seat));
CREATE TABLE actions (code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE, step INTEGER NOT NULL,
    action INTEGER NOT NULL, PRIMARY KEY (code, step));
"""


def make_store(folder: Path) -> list[str]:
    """A store of this version with two tables, each a move in; their codes."""
    async def scenario() -> list[str]:
        codes = []
        async with serving(str(folder)) as server:
            for _ in range(2):
                host = await Bot(server, create(POKER, [ME, OPEN]), play=False).start()
                await host.until(lambda: host.table.my_turn)
                step = host.table.step
                await host.client.act(BET)
                await host.until(lambda: host.table.step > step)
                codes.append(host.table.code)
                await host.stop()
        return codes
    return run(scenario())


def edit(folder: Path, *statements: str) -> None:
    db = sqlite3.connect(folder / "tables.sqlite3", isolation_level=None)
    try:
        for statement in statements:
            db.execute(statement)
    finally:
        db.close()


def start(folder: Path | str, capsys, monkeypatch) -> tuple[int, list[str]]:
    """``goatmaster-server --data folder``: its exit code and its lines on stderr (it must not serve)."""
    class NotStarting(cli.TableServer):
        async def start(self) -> None:
            raise AssertionError("the server started on a store it should have refused")
    monkeypatch.setattr(cli, "TableServer", NotStarting)
    code = cli.main(["--data", str(folder), "--host", "127.0.0.1", "--port", "0", "--ai-processes", "0", "--quiet"])
    return code, capsys.readouterr().err.splitlines()


def damage(folder: Path) -> None:
    path = folder / "tables.sqlite3"
    data = bytearray(path.read_bytes())
    data[4096:8192] = b"\xa5" * 4096          # the second page: garbage
    path.write_bytes(bytes(data))


def truncate(folder: Path) -> None:
    path = folder / "tables.sqlite3"
    path.write_bytes(path.read_bytes()[:5000])


def empty(folder: Path) -> None:
    (folder / "tables.sqlite3").write_bytes(b"")


def dangling(folder: Path) -> None:
    (folder / "tables.sqlite3").unlink()
    (folder / "tables.sqlite3").symlink_to(folder / "moved-away.sqlite3")


def newer(folder: Path) -> None:
    edit(folder, f"PRAGMA user_version={SCHEMA_VERSION + 1}")


def dropped_column(folder: Path) -> None:
    edit(folder, "ALTER TABLE seats DROP COLUMN level")


def not_a_store(folder: Path) -> None:
    (folder / "tables.sqlite3").unlink()
    edit(folder, "CREATE TABLE photos (x)")


@pytest.fixture
def read_only(monkeypatch):
    """Every connection read-only, as a read-only file or folder makes it (root writes anywhere)."""
    def connect(path: str, timeout: float) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None, check_same_thread=False,
                               timeout=timeout)
    monkeypatch.setattr(store_module, "_connect", connect)


@pytest.fixture
def full_disk(monkeypatch):
    """No page may be added to a store, as on a full disk."""
    connect = store_module._connect

    def full(path: str, timeout: float) -> sqlite3.Connection:
        db = connect(path, timeout)
        db.execute("PRAGMA max_page_count=1")
        return db
    monkeypatch.setattr(store_module, "_connect", full)


@pytest.mark.parametrize("spoil, reason", [
    (newer, "written by a newer server"),
    (damage, "damaged"),
    (truncate, "damaged"),
    (empty, "an empty file"),
    (dangling, "which does not exist"),
    (dropped_column, "has no column 'level'"),
    (not_a_store, "not a store of tables"),
])
def test_a_store_this_server_cannot_read_is_refused_in_one_line_and_kept(tmp_path, capsys, monkeypatch, spoil,
                                                                          reason):
    make_store(tmp_path)
    spoil(tmp_path)
    path = tmp_path / "tables.sqlite3"
    before = path.read_bytes() if path.exists() else None
    code, lines = start(tmp_path, capsys, monkeypatch)
    assert code == 1 and len(lines) == 1, lines
    assert str(path) in lines[0] and reason in lines[0], lines[0]
    assert (path.read_bytes() if path.exists() else None) == before       # kept as it was
    assert "Traceback" not in lines[0]


@pytest.mark.parametrize("fixture, reason", [("read_only", "readonly"), ("full_disk", "full")])
def test_a_store_this_server_cannot_write_is_refused_at_start(tmp_path, capsys, monkeypatch, request, fixture,
                                                               reason):
    if fixture == "read_only":
        make_store(tmp_path)
    request.getfixturevalue(fixture)
    code, lines = start(tmp_path, capsys, monkeypatch)
    assert code == 1 and len(lines) == 1 and str(tmp_path / "tables.sqlite3") in lines[0], lines
    assert reason in lines[0], lines[0]


def test_data_naming_a_file_is_refused_in_one_line(tmp_path, capsys, monkeypatch):
    data = tmp_path / "data"
    data.write_text("not a folder")
    code, lines = start(data, capsys, monkeypatch)
    assert code == 1 and len(lines) == 1 and str(data) in lines[0] and "not a folder" in lines[0], lines


@pytest.mark.parametrize("spoil, reason", [
    ("UPDATE tables SET options='{garbled' WHERE code=?", "options are not JSON"),
    ("UPDATE tables SET game='no-such-game' WHERE code=?", "no game called 'no-such-game'"),
    ("UPDATE tables SET format_version=99 WHERE code=?", "version 99"),
    ("UPDATE actions SET action='fly to the moon' WHERE code=? AND step=2", "fly to the moon"),
    ("DELETE FROM actions WHERE code=? AND step=1", "gap"),
])
def test_one_table_that_cannot_be_read_is_set_aside_with_a_message_and_every_other_is_served(
        tmp_path, caplog, spoil, reason):
    """Found when someone comes to it (tables are replayed then, not at start): the one that cannot
    be is set aside, said in the log, and its comers are answered ``set-aside``; the others play on."""
    bad, good = make_store(tmp_path)
    edit(tmp_path, spoil.replace("?", f"'{bad}'"))

    async def scenario():
        async with serving(str(tmp_path)) as server:
            assert not server.tables and set(server.asleep) == {bad, good}
            for _ in range(2):                  # (asked again, it is not replayed again)
                refused = await Bot(server, p.Claim(code=bad, name="Bea"), play=False, reconnect=False).start()
                await refused.until(lambda: refused.errors)
                assert refused.errors[0].code == "set-aside" and reason in refused.errors[0].message
                await refused.stop()
            assert bad not in server.tables and bad not in server.asleep
            guest = await Bot(server, p.Claim(code=good, name="Bea"), play=False).start()
            await guest.until(lambda: guest.table.my_turn)
            step = guest.table.step
            await guest.client.act(BET)
            await guest.until(lambda: guest.table.step > step)
            await guest.stop()
    with caplog.at_level(logging.ERROR, logger="goatmaster.net"):
        run(scenario())
    said = [r.getMessage() for r in caplog.records if bad in r.getMessage()]
    assert len(said) == 1 and reason in said[0] and "set aside" in said[0], said
    db = sqlite3.connect(tmp_path / "tables.sqlite3")
    assert db.execute("SELECT COUNT(*) FROM tables WHERE code=?", (bad,)).fetchone()[0] == 1     # kept
    db.close()


def _old_store(folder: Path) -> dict[str, list[int]]:
    """A store as servers wrote it before the store said what it holds: a poker table two moves in,
    a table of a game this server does not have, and one whose numbers no longer replay."""
    game = entry(POKER)
    seed = 7
    match = game.new_match(2, seed, {})
    while match.state.current_player() < 0:
        match.apply_action(match.state.chance_outcome(random.Random(f"{seed}:{len(match.actions)}")))
    match.apply_action(BET)
    tables = {"GDGD22": list(match.actions), "GNGN33": [0, 1], "BRKN44": [0, 1, 4096]}
    db = sqlite3.connect(folder / "tables.sqlite3", isolation_level=None)
    db.executescript(SCHEMA_1)
    for code, actions in tables.items():
        db.execute("INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                   (code, "gone-game" if code == "GNGN33" else POKER, "{}", 2, seed, None, 1, 120, "h", 1.0,
                    2e9, 0))
        db.execute("INSERT INTO seats VALUES (?,?,?,?,?,?)", (code, 0, "Ann", "human", None, "t"))
        db.execute("INSERT INTO seats VALUES (?,?,?,?,?,?)", (code, 1, "", "open", None, None))
        db.executemany("INSERT INTO actions VALUES (?,?,?)", [(code, k, a) for k, a in enumerate(actions)])
    db.close()
    return tables


def test_an_older_store_is_migrated_by_replaying_its_tables_and_one_that_cannot_be_is_set_aside(tmp_path, caplog):
    tables = _old_store(tmp_path)
    game = entry(POKER)

    async def scenario():
        async with serving(str(tmp_path)) as server:
            assert not server.tables and set(server.asleep) == {"GDGD22"}      # replayed when someone comes
            table = server._table("GDGD22")
            assert table.match.actions == tables["GDGD22"]            # where it was
            # It plays on: the guest claims the open seat and answers the bet.
            guest = await Bot(server, p.Claim(code="GDGD22", name="Bea"), play=False).start()
            await guest.until(lambda: guest.table.my_turn or guest.errors, 5)
            assert not guest.errors, guest.errors
            step = guest.table.step
            await guest.client.act(BET)
            await guest.until(lambda: guest.table.step > step or guest.errors, 5)
            assert not guest.errors, guest.errors
            assert guest.table.over
            await guest.stop()
    with caplog.at_level(logging.INFO, logger="goatmaster.net"):
        run(scenario())
    db = sqlite3.connect(tmp_path / "tables.sqlite3")
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    version = envelope.codec_of(game).VERSION
    assert db.execute("SELECT format_version FROM tables WHERE code='GDGD22'").fetchone()[0] == version
    texts = [a for (a,) in db.execute("SELECT action FROM actions WHERE code='GDGD22' ORDER BY step")]
    assert all(isinstance(text, str) for text in texts) and "bet" in " ".join(texts)
    aside = {code: (reason, json.loads(kept)) for code, reason, kept in
             db.execute("SELECT code, reason, kept FROM set_aside")}
    db.close()
    assert set(aside) == {"GNGN33", "BRKN44"}
    assert "gone-game" in aside["GNGN33"][0] and "4096" in aside["BRKN44"][0]
    assert [row[2] for row in aside["BRKN44"][1]["actions"]] == [0, 1, 4096]       # its old rows kept
    said = " ".join(r.getMessage() for r in caplog.records)
    assert "GNGN33" in said and "BRKN44" in said and "set aside" in said
    assert os.path.exists(f"{tmp_path / 'tables.sqlite3'}.version1")             # the old file, kept


def test_a_client_rejoining_a_table_or_a_step_the_store_lacks_is_logged(tmp_path, caplog):
    """A store that lost its last second (its log deleted after a kill) or a whole table says so
    when the table's people come back."""
    async def scenario():
        async with serving(str(tmp_path)) as server:
            host = await Bot(server, create(POKER, [ME, OPEN]), play=False).start()
            await host.until(lambda: host.table.my_turn)
            code, token, step = host.table.code, host.table.token, host.table.step
            await host.client.act(BET)
            await host.until(lambda: host.table.step > step)
            seen = host.table.step
            assert host.client._first() == p.Rejoin(code=code, token=token, step=seen)     # what it says back
            await host.stop()
        edit(tmp_path, f"DELETE FROM actions WHERE code='{code}' AND step={seen - 1}")
        async with serving(str(tmp_path)) as server:
            back = await Bot(server, p.Rejoin(code=code, token=token, step=seen), play=False).start()
            await back.until(lambda: back.table.world is not None)
            assert back.table.step == seen - 1
            lost = await Bot(server, p.Rejoin(code="ZZZZZZ", token=token, step=3), play=False,
                             reconnect=False).start()
            await lost.until(lambda: lost.errors)
            assert lost.errors[0].code == "no-table"
            await back.stop()
            await lost.stop()
        return code, seen
    with caplog.at_level(logging.WARNING, logger="goatmaster.net"):
        code, seen = run(scenario())
    said = [r.getMessage() for r in caplog.records]
    assert any(code in line and f"step {seen}" in line and f"step {seen - 1}" in line for line in said), said
    assert any("ZZZZZZ" in line and "does not hold" in line for line in said), said
