"""A slow table's chat is kept in the store: a person coming back days later, after the server
was started again, reads the last lines said (on loopback, the test-only poker, the clock injected)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from goatmaster.net import protocol as p
from goatmaster.net.server import Limits, TableServer
from goatmaster.net.store import SCHEMA_VERSION, Store, StoredLine, StoredSeat, StoredTable
from goatmaster.net.table import CHAT_KEPT
from goatmaster.net.thinker import Thinker
from net_bots import LOOPBACK, Bot, create, run
from test_net_pace import DAILY, DAY, HOUR, ME, OPEN, POKER, FakeClock, _token, as_version_4


async def _server(data: str, clock: FakeClock) -> TableServer:
    # Chat as fast as the test says it (the rate of chat lines is tested elsewhere).
    server = TableServer(data, LOOPBACK, 0, Limits(rate=10_000, burst=10_000, chat_lines=1000),
                         Thinker(processes=0, iterations=20), entropy=random.Random(0), clock=clock, tick=HOUR)
    await server.start()
    return server


def test_a_slow_tables_last_chat_lines_are_read_by_a_person_coming_back_after_a_restart(tmp_path):
    said = [f"line {k}" for k in range(CHAT_KEPT + 3)]

    async def first() -> tuple[str, str]:
        server = await _server(str(tmp_path), FakeClock())
        try:
            host = await Bot(server, create(POKER, [ME, OPEN], name="Ann", pace=DAILY), play=False,
                             reconnect=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            for text in said:
                await host.client.send(p.Chat(text=text))
            await host.until(lambda: len([m for m in host.received if isinstance(m, p.ChatLine)]) == len(said))
            watcher = await Bot(server, p.Watch(code=code), play=False, reconnect=False).start()
            await watcher.until(lambda: watcher.table.world is not None)
            await watcher.client.send(p.Chat(text="good luck"))
            await host.until(lambda: any(isinstance(m, p.ChatLine) and m.seat is None for m in host.received))
            for bot in (host, watcher):
                await bot.stop()
            return code, _token(host)
        finally:
            await server.stop()

    async def second(code: str, token: str) -> list[p.ChatLine]:
        clock = FakeClock(5.0)                  # (another run's monotonic clock)
        server = await _server(str(tmp_path), clock)
        try:
            assert code in server.asleep        # not replayed yet: the chat is read with the table
            clock.now += 2 * HOUR
            server.tick()
            back = await Bot(server, p.Rejoin(code=code, token=token), play=False, reconnect=False).start()
            await back.until(lambda: back.table.world is not None)
            snapshot = next(m for m in back.received if isinstance(m, p.Snapshot))
            await back.stop()
            return list(snapshot.chat)
        finally:
            await server.stop()

    chat = run(second(*run(first())))
    assert len(chat) == CHAT_KEPT == 50
    assert [line.text for line in chat] == (said + ["good luck"])[-CHAT_KEPT:]
    assert (chat[0].seat, chat[0].name) == (0, "Ann") and (chat[-1].seat, chat[-1].name) == (None, "—")
    db = sqlite3.connect(tmp_path / "tables.sqlite3")
    try:
        assert db.execute("SELECT COUNT(*) FROM chat").fetchone()[0] == CHAT_KEPT     # older lines forgotten
    finally:
        db.close()


def test_a_forgotten_tables_chat_goes_with_it():
    store = Store(":memory:")
    try:
        store.create(StoredTable("ABCDEF", POKER, {}, 2, 1, None, True, 120, "h", 0.0, 0.0,
                                 seats=[StoredSeat("Ann", "human", None, "x"), StoredSeat("", "open")]))
        store.said("ABCDEF", StoredLine(0, "Ann", "hello"), CHAT_KEPT)
        table = store.load("ABCDEF")
        assert table is not None and table.chat == [StoredLine(0, "Ann", "hello")]
        store.forget("ABCDEF")
        assert store.db.execute("SELECT COUNT(*) FROM chat").fetchone()[0] == 0
    finally:
        store.close()


def test_a_version_4_store_is_migrated_no_chat_kept_and_the_old_file_kept(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = Store(path)
    store.create(StoredTable("ABCDEF", POKER, {}, 2, 1, None, True, 120, "h", 0.0, 0.0, pace="turn-based",
                             turn=int(DAY), seats=[StoredSeat("Ann", "human", None, "x", 1, "k"),
                                                   StoredSeat("", "open")]))
    store.close()
    as_version_4(path)
    store = Store(path)
    try:
        table = store.load("ABCDEF")
        assert table is not None and table.chat == [] and table.seats[0].key == "k"
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        store.said("ABCDEF", StoredLine(None, "—", "hi"), CHAT_KEPT)
        assert store.load("ABCDEF").chat == [StoredLine(None, "—", "hi")]       # type: ignore[union-attr]
    finally:
        store.close()
    kept = sqlite3.connect(Path(f"{path}.version4"))
    assert kept.execute("PRAGMA user_version").fetchone()[0] == 4
    kept.close()

