"""The table server under faults and attacks (issue 33): a killed server loses no accepted action,
no client can exhaust it, and no message, however broken, stops it.  Loopback only."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
import pytest

from goatmaster.net import protocol as p
from goatmaster.net.server import Limits
from net_bots import LOOPBACK, Bot, create, run, serving

POKER = "toy-poker"
ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")
TESTS = Path(__file__).resolve().parent

#: The server in a process of its own, with the tests' poker registered, to be killed.
SERVER = f"""
import sys
sys.path.insert(0, {str(TESTS)!r})
import goatmaster.games
from goatmaster.core.registry import register
from toy_poker import GAME
register(GAME)
from goatmaster.cli.server import main
sys.exit(main(sys.argv[1:]))
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


def start_server(data: Path, port: int) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-c", SERVER, "--host", LOOPBACK, "--port", str(port), "--data",
                                str(data), "--ai-processes", "0", "--quiet"], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()                # "listening on …" once it serves
    assert "listening" in line, line
    return process


class _Address:
    """What a Bot needs of a server: its port."""

    def __init__(self, port: int) -> None:
        self.port = port


def test_a_server_killed_mid_game_and_started_again_loses_no_accepted_action(tmp_path):
    port = free_port()

    async def scenario():
        server = start_server(tmp_path, port)
        try:
            address = _Address(port)
            host = await Bot(address, create(POKER, [ME, OPEN]), play=False).start()       # type: ignore[arg-type]
            await host.until(lambda: host.table.world is not None)
            guest = await Bot(address, p.Claim(code=host.table.code, name="Bea"), play=False).start()  # type: ignore[arg-type]
            await guest.until(lambda: guest.table.world is not None)
            step = host.table.step
            await host.client.act(host.table.world.legal_actions()[1])      # bet
            await host.until(lambda: host.table.step > step)
            accepted = host.table.step
            os.kill(server.pid, signal.SIGKILL)
            server.wait(10)
            await host.until(lambda: host.client._socket is None)
            server = start_server(tmp_path, port)
            # Both reconnect by themselves and find the table where it was.
            await host.until(lambda: host.client._socket is not None and sum(
                isinstance(m, p.Snapshot) for m in host.received) >= 2)
            await guest.until(lambda: sum(isinstance(m, p.Snapshot) for m in guest.received) >= 2)
            assert host.table.step == guest.table.step == accepted
            guest.play = host.play = True
            await guest.move()
            await host.until(lambda: host.table.over)
            await guest.until(lambda: guest.table.over)
            for bot in (host, guest):
                await bot.stop()
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(10)
    run(scenario())


def test_no_client_can_exhaust_the_server():
    limits = Limits(per_address=3, tables_per_connection=2, rate=5, burst=8, chat_lines=2, chat_window=60)

    async def scenario():
        async with serving(limits=limits) as server:
            bots = [await Bot(server, create(POKER, [ME, OPEN]), play=False).start() for _ in range(3)]
            extra = Bot(server, create(POKER, [ME, OPEN]), play=False, reconnect=False)
            task = asyncio.get_running_loop().create_task(extra.client.run())
            await extra.until(lambda: extra.errors)
            assert extra.errors[0].code == "limit"             # a fourth connection from one address
            await asyncio.wait_for(task, 10)
            host = bots[0]
            await host.until(lambda: host.table.world is not None)
            # Tables per connection: the first was made by joining; one more, then no more.
            for _ in range(2):
                await host.client.send(create(POKER, [ME, OPEN]))
            await host.until(lambda: any(e.code == "limit" for e in host.errors))
            assert sum(isinstance(m, p.Joined) for m in host.received) == 2
            # Chat: two lines, then wait.
            for k in range(3):
                await host.client.send(p.Chat(text=f"hello {k}"))
            await host.until(lambda: any(e.code == "slow-down" for e in host.errors))
            # Messages per second: a burst beyond the bucket is refused, the connection stays.
            flood = bots[1]
            await flood.until(lambda: flood.table.world is not None)
            for _ in range(30):
                await flood.client.send(p.GetSave())
            await flood.until(lambda: any(e.code == "slow-down" for e in flood.errors))
            assert flood.client._socket is not None
            for bot in bots:
                await bot.stop()
    run(scenario())


def test_the_tables_stop_at_the_servers_limit():
    async def scenario():
        async with serving(limits=Limits(tables=2)) as server:
            bots = [await Bot(server, create(POKER, [ME, OPEN]), play=False, reconnect=False).start()
                    for _ in range(3)]
            # Each create is answered once it is stored or refused: waited on, not read at once.
            for bot in bots:
                await bot.until(lambda bot=bot: bot.errors or bot.table.code is not None)
            assert [bot.errors[0].code for bot in bots if bot.errors] == ["limit"] and len(server.tables) == 2
            for bot in bots:
                await bot.stop()
    run(scenario())


json_values = st.recursive(st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.text(max_size=20),
                           lambda children: st.lists(children, max_size=4)
                           | st.dictionaries(st.text(max_size=8), children, max_size=4), max_leaves=20)
message_like = st.fixed_dictionaries(
    {"type": st.sampled_from(["create", "claim", "rejoin", "watch", "act", "chat", "fill", "leave", "get-save",
                              "again", "x"])},
    optional={"v": st.integers(0, 3), "code": st.text(max_size=8), "step": json_values, "action": json_values,
              "seats": json_values, "game": st.sampled_from([POKER, "nope", ""]) | st.text(max_size=5),
              "name": st.text(max_size=50), "token": st.text(max_size=70), "text": st.text(max_size=300),
              "seat": json_values, "level": json_values, "options": json_values, "save": json_values})


@pytest.mark.slow
@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(message_like | json_values | st.binary(max_size=64).map(lambda b: b.decode("latin-1")),
                min_size=1, max_size=12))
def test_fuzzed_messages_never_crash_the_server_and_each_gets_an_answer_or_is_obeyed(messages):
    async def scenario():
        async with serving() as server:
            from goatmaster.net.server import _Client

            class Socket:
                remote_address = (LOOPBACK, 1)

            client = _Client(Socket(), LOOPBACK, server.limits)        # type: ignore[arg-type]
            server.clients[client.link] = client
            for message in messages:
                data = message if isinstance(message, str) else json.dumps(message)
                answers = await server._receive(client, data)
                for _, answer in answers:
                    p.read_server(p.write(answer))              # every answer is a valid message
                assert all(isinstance(a, p.Message) for _, a in answers)
            del server.clients[client.link]
            server._gone(client.link)
    asyncio.run(scenario())


def test_the_store_copies_its_log_into_the_database_beside_the_event_loop(tmp_path):
    """A commit only appends to the write-ahead log: no commit waits for a checkpoint (it did once in
    ~300 at 250 moves a second), the checkpointer thread copies the log, and a store closed leaves
    its database whole."""
    import sqlite3
    import time

    from goatmaster.net.store import Store, StoredSeat, StoredTable
    path = tmp_path / "tables.sqlite3"
    store = Store(path, checkpoint_every=0.01)
    assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
    store.create(StoredTable("ABCDEF", POKER, {}, 2, 1, None, True, 120, "h", 0.0, 0.0,
                             seats=[StoredSeat("Ann", "human"), StoredSeat("", "open")]))
    for step in range(500):
        store.actions("ABCDEF", step, [str(step % 3)], False)
    seen = store.checkpointer.done
    deadline = time.monotonic() + 30
    while store.checkpointer.done < seen + 2:       # one begun after the last commit, at least
        assert time.monotonic() < deadline, "the checkpointer never ran"
        time.sleep(0.01)
    other = sqlite3.connect(path)
    busy, log, copied = other.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    assert busy == 0 and log == copied                 # nothing left to copy
    other.close()
    store.close()
    assert not store.checkpointer._thread.is_alive()
    again = Store(path)
    assert again.load("ABCDEF").actions == [str(step % 3) for step in range(500)]
    again.close()
