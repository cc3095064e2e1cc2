"""The table server's store under faults: nothing is shown that is not stored.

An action becomes the table's only once its commit succeeded; a write that fails (another
process holding the file, a full store, an I/O error) answers the mover ``busy`` and leaves the
table where it was, the server's AI tries again later, and the event loop serves everyone else
meanwhile.  Loopback only; every wait bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import sqlite3
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QObject, Signal

from goatmaster.app.online import remote_model
from goatmaster.core.registry import entry
from goatmaster.net import protocol as p
from goatmaster.net import store as store_module
from goatmaster.net.server import TableServer
from goatmaster.net.store import Store
from net_bots import Bot, create, run, serving

POKER = "toy-poker"
ME, OPEN, AI = p.SeatPlan(kind="me"), p.SeatPlan(kind="open"), p.SeatPlan(kind="ai", level="easy")
PASS, BET = 0, 1


@contextlib.contextmanager
def locked(path: Path) -> Iterator[sqlite3.Connection]:
    """Another process's connection holding the store's file (``BEGIN EXCLUSIVE``) until the end."""
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield other
    finally:
        other.execute("ROLLBACK")
        other.close()


@contextlib.contextmanager
def failing_writes(store: Store, error: str = "disk I/O error") -> Iterator[list[str]]:
    """Every write fails, as a broken disk's would (the write hook)."""
    tried: list[str] = []

    def fail(*args: object) -> None:
        tried.append(error)
        raise sqlite3.OperationalError(error)
    with pytest.MonkeyPatch.context() as patch:
        for write in ("create", "seat", "actions", "redeal", "forget"):
            patch.setattr(store, write, fail)
        yield tried


@contextlib.contextmanager
def fault(kind: str, server: TableServer, data: Path) -> Iterator[None]:
    if kind == "locked":
        with locked(data / "tables.sqlite3"):
            yield
    else:
        with failing_writes(server.store, "database or disk is full" if kind == "full" else "disk I/O error"):
            yield


def stored_steps(data: Path, code: str) -> list[int]:
    db = sqlite3.connect(data / "tables.sqlite3")
    try:
        return [step for (step,) in db.execute("SELECT step FROM actions WHERE code=? ORDER BY step", (code,))]
    finally:
        db.close()


@pytest.mark.parametrize("kind", ["locked", "hook", "full"])
def test_a_persons_move_the_store_cannot_keep_is_refused_busy_and_the_table_stays_where_it_was(tmp_path, kind):
    async def scenario():
        async with serving(str(tmp_path)) as server:
            host = await Bot(server, create(POKER, [ME, OPEN]), play=False).start()
            await host.until(lambda: host.table.my_turn)
            guest = await Bot(server, p.Claim(code=host.table.code, name="Bea"), play=False).start()
            await guest.until(lambda: guest.table.world is not None)
            code, step = host.table.code, host.table.step
            with fault(kind, server, tmp_path):
                await host.client.send(p.Act(step=step, action=BET))
                await host.until(lambda: host.errors)
                assert [e.code for e in host.errors] == ["busy"]
                # Nothing moved, and no one was told of a move the store does not have.
                assert server.tables[code].step == step and host.table.step == step
                assert not any(isinstance(m, p.Update) for m in host.received + guest.received)
                # A player who joins again meanwhile sees the table where it is stored.
                back = await Bot(server, p.Rejoin(code=code, token=guest.table.token), play=False).start()
                await back.until(lambda: back.table.world is not None)
                assert back.table.step == step
                await back.stop()
            # The same move at the same step, once the store can write again, is accepted.
            await host.client.send(p.Act(step=step, action=BET))
            await guest.until(lambda: guest.table.step > step)
            assert host.errors[-1].code == "busy" and len(host.errors) == 1
            after = server.tables[code].step
            await host.stop()
            await guest.stop()
        # Started again, the table is where its players saw it, every step stored once, in order.
        assert stored_steps(tmp_path, code) == list(range(after))
        async with serving(str(tmp_path)) as again:
            assert again._table(code).step == after
    run(scenario())


@pytest.mark.parametrize("kind", ["locked", "hook", "full"])
def test_the_servers_ai_tries_again_when_the_store_refuses_its_move(tmp_path, kind, caplog):
    async def scenario():
        async with serving(str(tmp_path)) as server:
            gate = asyncio.Event()              # the AI decides once the fault is in place
            decide = server.thinker.decide

            async def gated(*args):
                await gate.wait()
                return await decide(*args)
            server.thinker.decide = gated       # type: ignore[method-assign]
            host = await Bot(server, create(POKER, [ME, AI]), play=False).start()
            await host.until(lambda: host.table.my_turn)
            code, step = host.table.code, host.table.step
            await host.client.act(PASS)
            await host.until(lambda: host.table.step > step)
            step = host.table.step              # the AI's turn
            table = server.tables[code]
            with fault(kind, server, tmp_path):
                gate.set()
                # The AI decides, its move is refused by the store: the people hear why, the
                # table stays where it was.
                await host.until(lambda: any(e.code == "busy" for e in host.errors))
                assert table.step == step and host.table.step == step
            # Once the store writes again, the AI's move goes through by itself.
            await host.until(lambda: host.table.step > step or host.table.over)
            assert stored_steps(tmp_path, code) == list(range(table.step))
            await host.stop()
    with caplog.at_level(logging.ERROR, logger="goatmaster.net"):
        run(scenario())
    assert any("store could not keep" in record.getMessage() for record in caplog.records)
    assert not any("never retrieved" in record.getMessage() for record in caplog.records)


def test_the_event_loop_serves_everyone_while_another_process_holds_the_store(tmp_path, monkeypatch):
    """A move waits for the store on the store's own thread: a canary connection is answered at
    once meanwhile (it was answered only after the move's 5 s busy wait ran out)."""
    monkeypatch.setattr(store_module, "WRITE_WAIT", 30.0)        # long enough to see the canary first

    async def scenario():
        async with serving(str(tmp_path)) as server:
            host = await Bot(server, create(POKER, [ME, OPEN]), play=False).start()
            await host.until(lambda: host.table.my_turn)
            code, step = host.table.code, host.table.step
            order: list[str] = []
            with locked(tmp_path / "tables.sqlite3"):
                await host.client.send(p.Act(step=step, action=BET))
                loop = asyncio.get_running_loop()
                started = loop.time()
                canary = await Bot(server, p.Watch(code=code), play=False).start()
                await canary.until(lambda: canary.table.world is not None)
                order.append(f"canary {loop.time() - started:.3f} s")
                assert not host.errors and host.table.step == step       # the move still waits
            await host.until(lambda: host.table.step > step)
            assert not host.errors
            assert canary.table.step == host.table.step                   # told once stored
            print("canary's join while the store was held:", order[0])
            await canary.stop()
            await host.stop()
    run(scenario())


def test_a_full_store_refuses_the_move_that_does_not_fit_and_later_moves_leave_no_hole(tmp_path):
    """``PRAGMA max_page_count``: the store is full.  The refused move is not the table's; once
    there is room the game goes on from where it was, and a restart replays every stored step."""
    async def scenario():
        async with serving(str(tmp_path)) as server:
            tables = []
            for _ in range(8):                  # their moves fill the store together
                host = await Bot(server, create("rows", [ME, OPEN, OPEN]), play=False).start()
                await host.until(lambda: host.table.world is not None)
                for seat in (1, 2):
                    guest = await Bot(server, p.Claim(code=host.table.code, name=f"P{seat}"), play=False).start()
                    await guest.until(lambda: guest.table.seat == seat)
                tables.append(server.tables[host.table.code])
            db = server.store.db
            db.execute(f"PRAGMA max_page_count={db.execute('PRAGMA page_count').fetchone()[0]}")
            refused = None
            for turn in range(2000):            # until a move needs room the store does not have
                table = tables[turn % len(tables)]
                assert not table.match.is_over, "the store never filled"
                seat, step = table.state.current_player(), table.step
                client = server.clients[next(iter(table.seats[seat].connections))]
                action = table.state.legal_actions()[0]
                answers = await server._receive(client, p.write(p.Act(step=step, action=action)).decode())
                errors = [m for _, m in answers if isinstance(m, p.Error)]
                if errors:
                    assert [e.code for e in errors] == ["busy"] and table.step == step
                    refused = (client, step, action)
                    break
            assert refused is not None, "the store never filled"
            db.execute("PRAGMA max_page_count=1073741823")
            client, step, action = refused
            answers = await server._receive(client, p.write(p.Act(step=step, action=action)).decode())
            assert not [m for _, m in answers if isinstance(m, p.Error)] and table.step > step
            after = table.step
            code = table.code
            assert stored_steps(tmp_path, code) == list(range(after))
        async with serving(str(tmp_path)) as again:
            assert again._table(code).step == after
    run(scenario())


def test_a_claim_the_store_cannot_keep_leaves_the_seat_open(tmp_path):
    async def scenario():
        async with serving(str(tmp_path)) as server:
            host = await Bot(server, create(POKER, [ME, OPEN]), play=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            with failing_writes(server.store):
                guest = await Bot(server, p.Claim(code=code, name="Bea"), play=False, reconnect=False).start()
                await guest.until(lambda: guest.errors)
                assert guest.errors[0].code == "busy"
                assert server.tables[code].seats[1].kind == "open"
                await guest.stop()
            again = await Bot(server, p.Claim(code=code, name="Bea"), play=False).start()
            await again.until(lambda: again.table.seat == 1)
            await again.stop()
            await host.stop()
    run(scenario())


class _FakeLink(QObject):
    """A table link that records what is sent and hands in what the test gives."""
    arrived = Signal()
    connection = Signal(str)
    fault = Signal(str)
    token = "t"

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[p.Message] = []
        self.inbox: list = []

    def send(self, message: p.Message) -> None:
        self.sent.append(message)

    def take(self):
        return self.inbox.pop(0) if self.inbox else None

    def give(self, message: p.ServerMessage) -> None:
        self.inbox.append((message, None, None))
        self.arrived.emit()


def test_the_app_sends_a_move_the_server_could_not_store_again_and_tells_the_player_only_if_it_keeps_failing(
        qtbot, monkeypatch):
    monkeypatch.setattr(remote_model, "BUSY_WAIT_MS", 1)
    game = entry(POKER)
    match = game.new_match(2, 5, None)
    while match.state.current_player() < 0:
        match.apply_action(match.state.chance_outcome(random.Random(1)))
    world = match.state.observation(0).sample(random.Random(2))
    step = len(match.actions)
    link = _FakeLink()
    seats = [p.SeatInfo(name="Ann", kind="human"), p.SeatInfo(name="Bea", kind="human")]
    model = remote_model.RemoteModel(link, game, p.Joined(code="ABCDEF", game=POKER, seat=0, token="t"),  # type: ignore[arg-type]
                                     p.Snapshot(step=step, seats=seats, view=None, options={}, over=False,
                                                spectators=True), world)
    model.follow()
    problems: list[str] = []
    model.problem.connect(problems.append)
    assert model.apply_action(BET)
    busy = p.Error(code="busy", message="the server could not store this now")
    for tries in range(1, remote_model.BUSY_TRIES + 1):
        link.give(busy)
        qtbot.waitUntil(lambda: len(link.sent) == tries + 1, timeout=5000)
        assert link.sent[-1] == p.Act(step=step, action=BET)      # the same move at the same step
        assert model.waiting and not problems
    link.give(busy)                                                 # it keeps failing: the player hears
    assert problems and not model.waiting
    qtbot.wait(20)
    assert len(link.sent) == remote_model.BUSY_TRIES + 1


def test_a_new_table_or_a_new_deal_the_store_cannot_keep_is_refused_and_nothing_changes(tmp_path):
    async def scenario():
        async with serving(str(tmp_path)) as server:
            with failing_writes(server.store):
                refused = await Bot(server, create(POKER, [ME, OPEN]), play=False, reconnect=False).start()
                await refused.until(lambda: refused.errors)
                assert refused.errors[0].code == "busy" and not server.tables
                await refused.stop()
            host = await Bot(server, create(POKER, [ME, AI]), seed=3).start()
            await host.until(lambda: host.table.over)
            code = host.table.code
            table = server.tables[code]
            seed, actions = table.stored.seed, list(table.match.actions)
            with failing_writes(server.store):
                await host.client.send(p.Again())
                await host.until(lambda: host.errors)
                assert host.errors[-1].code == "busy"
                # The finished game stays, as stored and as everyone saw it.
                assert table.match.is_over and table.stored.seed == seed and table.match.actions == actions
                assert server.store.load(code).seed == seed
            await host.client.send(p.Again())
            await host.until(lambda: sum(isinstance(m, p.Snapshot) for m in host.received) == 2)
            assert server.store.load(code).seed == table.stored.seed != seed
            await host.stop()
    run(scenario())
