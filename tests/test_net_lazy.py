"""A server of many tables holds in memory only the ones in play: the others wait in the store,
replayed when someone comes to them (a claim, a rejoin, a watch) or their clock runs out, and a
table no one comes to leaves memory again, every step of it kept (on loopback, the test-only
poker, the server's clock injected)."""

from __future__ import annotations

import logging
import random
import sqlite3
import time

import pytest

from goatmaster.core.registry import entry
from goatmaster.net import protocol as p
from goatmaster.net import server as server_module
from goatmaster.net.server import Limits, TableServer
from goatmaster.net.store import Store, StoredSeat, StoredTable, TableHead
from goatmaster.net.table import OnlineTable, new_token
from goatmaster.net.thinker import Thinker
from net_bots import Bot, create, run
from test_net_pace import BET, DAILY, DAY, HOUR, ME, OPEN, POKER, FakeClock, _hours_asleep, _server, _settled, _token
from test_net_store_start import edit


async def _table(server: TableServer, pace: p.Pace | None, chat: str = "") -> tuple[str, str]:
    """A table whose host bets and goes (saying ``chat`` first, if any): its code and the host's token."""
    host = await Bot(server, create(POKER, [ME, OPEN], pace=pace), play=False, reconnect=False).start()
    await host.until(lambda: host.table.my_turn)
    step = host.table.step
    await host.client.act(BET)
    await host.until(lambda: host.table.step > step)
    if chat:
        await host.client.send(p.Chat(text=chat))
        await host.until(lambda: any(isinstance(m, p.ChatLine) for m in host.received))
    await host.stop()
    return host.table.code, _token(host)


async def _rested(server: TableServer) -> None:
    """Two rests: a table no one came to between them leaves memory."""
    await server._rest()
    await server._rest()


async def _refusal(server: TableServer, message: p.ClientMessage) -> bytes:
    """The error a new connection sending ``message`` is answered, as sent."""
    bot = await Bot(server, message, play=False, reconnect=False).start()
    await bot.until(lambda: bot.errors)
    await bot.stop()
    return p.write(bot.errors[0])


def _steps(server: TableServer, code: str) -> list[int]:
    return [step for (step,) in server.store.reader.execute("SELECT step FROM actions WHERE code=? ORDER BY step",
                                                            (code,))]


def test_a_table_not_replayed_at_start_is_served_on_a_claim_a_rejoin_and_a_watch(tmp_path):
    async def first() -> dict[str, tuple[str, int]]:
        server = await _server(str(tmp_path), FakeClock())
        try:
            tables = {}
            for pace in (None, DAILY):
                code, token = await _table(server, pace)
                tables[code] = (token, server.tables[code].step)
            return tables
        finally:
            await server.stop()

    async def second(tables: dict[str, tuple[str, int]]) -> None:
        server = TableServer(str(tmp_path), "127.0.0.1", 0, Limits(tables=2, rate=10_000, burst=10_000),
                             Thinker(processes=0, iterations=20), clock=FakeClock(), tick=HOUR)
        await server.start()
        try:
            assert not server.tables and set(server.asleep) == set(tables) and server.held == 2
            # They count against the table limit, in memory or not.
            refused = await Bot(server, create(POKER, [ME, OPEN]), play=False, reconnect=False).start()
            await refused.until(lambda: refused.errors)
            assert refused.errors[0].code == "limit"
            await refused.stop()
            for code, (token, step) in tables.items():
                back = await Bot(server, p.Rejoin(code=code, token=token), play=False, reconnect=False).start()
                guest = await Bot(server, p.Claim(code=code, name="Bea"), play=False, reconnect=False).start()
                watcher = await Bot(server, p.Watch(code=code), play=False, reconnect=False).start()
                for bot in (back, guest, watcher):
                    await bot.until(lambda: bot.table.world is not None or bot.errors)
                    assert not bot.errors and bot.table.step == step
                assert (back.table.seat, guest.table.seat, watcher.table.seat) == (0, 1, None)
                # The guest answers the bet: the table plays on where it was.
                await guest.client.act(BET)
                await back.until(lambda: back.table.step > step)
                assert code in server.tables and code not in server.asleep
                for bot in (back, guest, watcher):
                    await bot.stop()
        finally:
            await server.stop()
    run(second(run(first())))


def test_a_table_no_one_comes_to_leaves_memory_keeping_every_step_and_its_chat_and_its_clock_runs_on():
    async def scenario():
        clock = FakeClock()
        server = await _server(":memory:", clock)
        try:
            code, token = await _table(server, DAILY, chat="back tomorrow")
            table = server.tables[code]
            step, left = table.step, table.clock.left               # type: ignore[union-attr]
            stored = _steps(server, code)
            assert stored == list(range(step))
            # Someone at the table keeps it in memory, however long.
            guest = await Bot(server, p.Claim(code=code, name="Bea"), play=False, reconnect=False).start()
            await guest.until(lambda: guest.table.world is not None)
            await _rested(server)
            assert server.tables[code] is table
            await guest.stop()
            await _settled(lambda: not table.connections())
            await server._rest()
            assert server.tables[code] is table                     # (one rest is not a while)
            await server._rest()
            assert code not in server.tables and server.asleep[code].due is not None
            assert _steps(server, code) == stored                   # nothing lost
            # Its clock runs on while it is not in memory: three hours pass, then its person comes back.
            await _hours_asleep(server, clock, 3, code)
            back = await Bot(server, p.Rejoin(code=code, token=token), play=False, reconnect=False).start()
            await back.until(lambda: back.table.world is not None)
            snapshot = next(m for m in back.received if isinstance(m, p.Snapshot))
            assert snapshot.step == step and [line.text for line in snapshot.chat] == ["back tomorrow"]
            again = server.tables[code]
            assert again is not table and again.clock is not None and again.clock.left == left - 3 * HOUR
            await back.stop()
            # Gone again, its clock runs out while it is not in memory: it is replayed and the AI
            # plays that turn, at the hour its clock ends.
            await _settled(lambda: not again.connections())
            await _rested(server)
            assert code not in server.tables
            assert await _hours_asleep(server, clock, 48, code) == (left - 3 * HOUR) / HOUR
            played = server.tables[code]
            await _settled(lambda: played.step > step)
            assert sum(seat.timeouts for seat in played.seats) == 1     # the AI answered for the open seat
        finally:
            await server.stop()
    run(scenario())


def test_idle_forgetting_reads_no_table_and_never_forgets_one_whose_clock_runs(monkeypatch):
    async def scenario():
        server = await _server(":memory:", FakeClock())
        try:
            daily, _ = await _table(server, DAILY)
            live, _ = await _table(server, None)
            await _settled(lambda: not any(t.connections() for t in server.tables.values()))
            await _rested(server)
            assert not server.tables and set(server.asleep) == {daily, live}

            def replayed(*args) -> OnlineTable:
                raise AssertionError("a table was replayed to be forgotten")
            monkeypatch.setattr(server, "_resumed", replayed)
            await server._expire(time.time() + 30 * DAY)
            assert server.store.load(daily) is not None and set(server.asleep) == {daily}
            assert server.store.load(live) is None and not server.tables
        finally:
            await server.stop()
    run(scenario())


def test_a_damaged_table_found_when_its_clock_runs_out_is_set_aside_and_the_others_play_on(tmp_path, caplog):
    async def first() -> list[str]:
        server = await _server(str(tmp_path), FakeClock())
        try:
            return [(await _table(server, DAILY))[0] for _ in range(2)]
        finally:
            await server.stop()

    async def second(bad: str, good: str) -> None:
        clock = FakeClock()
        server = await _server(str(tmp_path), clock)
        try:
            assert set(server.asleep) == {bad, good}
            steps = {code: server.asleep[code].step for code in (bad, good)}
            await _hours_asleep(server, clock, 25, good)
            await _settled(lambda: server.tables[good].step > steps[good])
            assert bad not in server.tables and bad not in server.asleep
            refused = await Bot(server, p.Watch(code=bad), play=False, reconnect=False).start()
            await refused.until(lambda: refused.errors)
            assert refused.errors[0].code == "set-aside"
            await refused.stop()
        finally:
            await server.stop()

    bad, good = run(first())
    edit(tmp_path, f"UPDATE actions SET action='fly to the moon' WHERE code='{bad}' AND step=2")
    with caplog.at_level(logging.ERROR, logger="goatmaster.net"):
        run(second(bad, good))
    said = [r.getMessage() for r in caplog.records if bad in r.getMessage()]
    assert len(said) == 1 and "fly to the moon" in said[0] and "set aside" in said[0], said


def test_the_clocks_of_tables_not_in_memory_are_kept_in_the_store_and_a_restart_goes_on_from_them(tmp_path):
    async def first() -> str:
        clock = FakeClock()
        server = await _server(str(tmp_path), clock)
        try:
            code, _ = await _table(server, DAILY)
            await _settled(lambda: not server.tables[code].connections())
            await _rested(server)
            assert code not in server.tables
            await _hours_asleep(server, clock, 5, code)
            await server._keep_clocks()         # (as every minute of running time; a killed server has it)
            [head] = server.store.heads()
            assert head.running() == DAY - 5 * HOUR and code not in server.tables
            await _hours_asleep(server, clock, 2, code)
            return code
        finally:
            await server.stop()

    async def second(code: str) -> None:
        clock = FakeClock(now=3.0)
        server = await _server(str(tmp_path), clock)
        try:
            assert not server.tables and server.asleep[code].due == DAY - 7 * HOUR
            assert await _hours_asleep(server, clock, 30, code) == 17
        finally:
            await server.stop()
    run(second(run(first())))


def test_tables_whose_clocks_run_out_together_are_replayed_a_few_a_tick(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(server_module, "WAKE_PER_TICK", 1)

    async def scenario():
        clock = FakeClock()
        server = await _server(":memory:", clock)
        try:
            codes = [(await _table(server, DAILY))[0] for _ in range(2)]
            await _settled(lambda: not any(t.connections() for t in server.tables.values()))
            await _rested(server)
            assert set(server.asleep) == set(codes)
            for _ in range(int(DAY / HOUR)):
                clock.now += HOUR
                server.tick()
            assert len(server.tables) == 1 and len(server.asleep) == 1
            server.tick()                       # (no time passed: the other was due already)
            assert set(server.tables) == set(codes) and not server.asleep
            await _settled(lambda: all(sum(s.timeouts for s in t.seats) == 1 for t in server.tables.values()))
        finally:
            await server.stop()
    run(scenario())


def test_a_table_the_store_cannot_be_read_for_at_start_is_replayed_at_the_next_tick_its_clock_whole(
        tmp_path, monkeypatch: pytest.MonkeyPatch, caplog):
    async def first() -> str:
        server = await _server(str(tmp_path), FakeClock())
        try:
            return (await _table(server, DAILY))[0]
        finally:
            await server.stop()

    async def second(code: str) -> None:
        clock = FakeClock()
        server = TableServer(str(tmp_path), "127.0.0.1", 0, Limits(rate=10_000, burst=10_000),
                             Thinker(processes=0, iterations=20), entropy=random.Random(0), clock=clock, tick=HOUR)
        load, failed = server.store.load, []

        def flaky(wanted: str):
            if not failed:
                failed.append(wanted)
                raise sqlite3.OperationalError("database is locked")
            return load(wanted)
        monkeypatch.setattr(server.store, "load", flaky)
        await server.start()
        try:
            assert failed == [code] and code not in server.tables
            [head] = server.store.heads()
            clock.now += HOUR
            server.tick()
            table = server.tables[code]
            step = head.step
            assert table.step == step and table.clock is not None and table.clock.left == DAY
            assert not table.clock.out and table.thinking_at is None
        finally:
            await server.stop()

    code = run(first())
    edit(tmp_path, f"UPDATE tables SET clock_step=NULL WHERE code='{code}'")      # to be read from its match
    with caplog.at_level(logging.ERROR, logger="goatmaster.net"):
        run(second(code))
    assert any(code in r.getMessage() and "database is locked" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("head, left", [
    (TableHead("A", "turn-based", 7, 1, 50.0, None, 7), 50.0),
    (TableHead("A", "turn-based", 7, 1, 50.0, 9.0, 7), 9.0),          # a question's clock runs, the turn's waits
    (TableHead("A", "turn-based", None, None, None, 9.0, 7), None),    # (kept at no step)
    (TableHead("A", "turn-based", 6, 1, 50.0, None, 7), None),        # kept a step before the last: replayed
    (TableHead("A", "turn-based", 7, 1, 0.0, None, 7), None),          # ran out: replayed, the AI plays
    (TableHead("A", "turn-based", None, None, None, None, None), None),
    (TableHead("A", "live", 7, 1, 50.0, None, 7), None),
])
def test_a_tables_running_clock_is_known_without_replaying_it_only_when_kept_at_its_last_step(head, left):
    assert head.running() == left


def test_the_stores_heads_read_each_unfinished_tables_step_and_kept_clocks():
    store = Store(":memory:")
    try:
        def table(code: str, save: str | None, actions: list[str], over: bool = False) -> None:
            store.create(StoredTable(code, POKER, {}, 2, 1, save, True, 120, "h", 0.0, 0.0, over=over,
                                     seats=[StoredSeat("Ann", "human"), StoredSeat("", "open")], actions=actions,
                                     first_step=4 if save else 0, pace="turn-based", turn=86400))
        table("MOVED", None, ["a", "b", "c"])
        table("FRESH", None, [])
        table("SAVED", "a save file's text", [])
        table("ENDED", None, ["a"], over=True)
        store.clocks([("MOVED", 3, 1, 80.0, None)])
        heads = {head.code: head for head in store.heads()}
        assert set(heads) == {"MOVED", "FRESH", "SAVED"}
        assert (heads["MOVED"].step, heads["MOVED"].running()) == (3, 80.0)
        assert heads["FRESH"].step == 0 and heads["SAVED"].step is None
    finally:
        store.close()


def test_the_inbox_counts_down_the_clock_of_a_table_not_in_memory():
    """A table asleep keeps its clock running here; the inbox tells the time left on it now, not the
    time left when its standing was kept."""
    from test_net_inbox import _inbox

    async def scenario():
        clock = FakeClock()
        server = await _server(":memory:", clock)
        try:
            host = await Bot(server, create(POKER, [ME, OPEN], pace=DAILY), play=False, reconnect=False).start()
            await host.until(lambda: host.table.my_turn)
            code, token = host.table.code, _token(host)
            await host.stop()
            table = server.tables[code]
            await _settled(lambda: not table.connections())
            left = table.clock.left                                 # type: ignore[union-attr]
            await _rested(server)
            assert code not in server.tables and server.asleep[code].due is not None
            [before] = await _inbox(server, [token])
            assert before.known and before.seconds_left is not None and abs(before.seconds_left - left) <= 1
            for _ in range(3):                                      # three hours pass, the table asleep
                clock.now += HOUR
                server.tick()
            [after] = await _inbox(server, [token])
            assert code not in server.tables
            assert after.seconds_left is not None and abs(after.seconds_left - (left - 3 * HOUR)) <= 1
        finally:
            await server.stop()
    run(scenario())


def test_a_wrong_token_or_a_refused_watch_replays_no_table_not_in_memory(monkeypatch: pytest.MonkeyPatch):
    """A client with no seat at a table not in memory cannot make the server replay it: a rejoin with a
    wrong token, a watch of a table that lets no one watch and a watch of an unknown code are answered
    from the store's rows, as a table in memory answers them, and nothing is replayed."""
    async def scenario():
        server = await _server(":memory:", FakeClock())
        try:
            code, token = await _table(server, DAILY)
            host = await Bot(server, create(POKER, [ME, OPEN], spectators=False, pace=DAILY), play=False,
                             reconnect=False).start()
            await host.until(lambda: host.table.world is not None)
            await host.stop()
            closed = host.table.code
            wrong = "A" * 32
            # As a table in memory answers them:
            answers = [await _refusal(server, p.Rejoin(code=code, token=wrong)),
                       await _refusal(server, p.Watch(code=closed)),
                       await _refusal(server, p.Watch(code="ZZZZZZ"))]
            assert [p.read_server(a).code for a in answers] == ["bad-token", "no-spectators", "no-table"]
            await _settled(lambda: not any(t.connections() for t in server.tables.values()))
            await _rested(server)
            assert not server.tables and set(server.asleep) == {code, closed}
            replayed: list[str] = []
            resumed = server._resumed
            monkeypatch.setattr(server, "_resumed", lambda c: replayed.append(c) or resumed(c))
            assert [await _refusal(server, p.Rejoin(code=code, token=wrong)),
                    await _refusal(server, p.Rejoin(code=code, token=token[:-1] + "x")),
                    await _refusal(server, p.Watch(code=closed)),
                    await _refusal(server, p.Watch(code="ZZZZZZ"))] == [answers[0], answers[0], *answers[1:]]
            assert replayed == [] and not server.tables
            # The right token, or a watch of a table that lets anyone watch, replays it.
            back = await Bot(server, p.Rejoin(code=code, token=token), play=False, reconnect=False).start()
            await back.until(lambda: back.table.world is not None or back.errors)
            assert not back.errors and replayed == [code]
            await back.stop()
        finally:
            await server.stop()
    run(scenario())


def test_a_claim_of_a_full_table_not_in_memory_is_refused_as_in_memory_and_replays_nothing(
        monkeypatch: pytest.MonkeyPatch):
    """A claim of any seat, the first open one or a seat the table does not have, at a table every seat of
    which is taken, is answered from the store's rows as the table in memory answers it; nothing is replayed."""
    async def scenario():
        server = await _server(":memory:", FakeClock())
        try:
            code, _ = await _table(server, DAILY)
            guest = await Bot(server, p.Claim(code=code, name="Bea"), play=False, reconnect=False).start()
            await guest.until(lambda: guest.table.world is not None)
            await guest.stop()
            claims = [p.Claim(code=code, name="Cy"), p.Claim(code=code, name="Cy", seat=1),
                      p.Claim(code=code, name="Cy", seat=2), p.Claim(code=code, name="Cy", seat=7, key="k" * 32)]
            answers = [await _refusal(server, claim) for claim in claims]         # as a table in memory answers
            assert [p.read_server(a).code for a in answers] == ["seat-taken", "seat-taken", "no-seat", "no-seat"]
            await _settled(lambda: not any(t.connections() for t in server.tables.values()))
            await _rested(server)
            assert not server.tables and set(server.asleep) == {code}
            replayed: list[str] = []
            resumed = server._resumed
            monkeypatch.setattr(server, "_resumed", lambda c: replayed.append(c) or resumed(c))
            assert [await _refusal(server, claim) for claim in claims] == answers
            assert replayed == [] and not server.tables
        finally:
            await server.stop()
    run(scenario())


def test_watches_from_one_address_replay_a_few_tables_not_in_memory_a_minute_and_never_slow_a_seats_rejoin(
        monkeypatch: pytest.MonkeyPatch):
    """Each table not in memory a watch replays costs the event loop milliseconds: one address's watches
    replay at most ``watch_replays`` in the window, then are answered ``too-many-watches`` (not the
    ``slow-down`` of a flood of messages) and replay nothing; a watch of a table in memory, another address's
    watch and a seat's own rejoin are not held back, and once the window has passed (the server's clock) the
    address watches again."""
    from test_net_hostile import _Socket

    async def watch(code: str) -> Bot:
        bot = await Bot(server, p.Watch(code=code), play=False, reconnect=False).start()
        await bot.until(lambda: bot.table.world is not None or bot.errors)
        return bot

    clock = FakeClock()
    server = TableServer(":memory:", "127.0.0.1", 0, Limits(rate=10_000, burst=10_000, watch_replays=3),
                         Thinker(processes=0, iterations=20), entropy=random.Random(0), clock=clock, tick=HOUR)

    async def scenario():
        await server.start()
        bots: list[Bot] = []
        try:
            tables = [await _table(server, DAILY) for _ in range(6)]
            codes = [code for code, _ in tables]
            await _settled(lambda: not any(t.connections() for t in server.tables.values()))
            await _rested(server)
            assert not server.tables and set(server.asleep) == set(codes)
            replayed: list[str] = []
            resumed = server._resumed
            monkeypatch.setattr(server, "_resumed", lambda c: replayed.append(c) or resumed(c))
            bots += [await watch(code) for code in codes[:3]]
            assert not any(bot.errors for bot in bots) and replayed == codes[:3]
            # Past the limit: too-many-watches, and the tables stay in the store alone.
            refused = [await watch(code) for code in codes[3:5]]
            bots += refused
            assert [[(e.code, e.message) for e in bot.errors] for bot in refused] == \
                [[("too-many-watches", "too many tables watched from this address in the last 60 s: wait before "
                                       "you watch another")]] * 2
            assert replayed == codes[:3] and not set(codes[3:]) & set(server.tables)
            # A table in memory is watched at once (nothing to replay).
            bots.append(await watch(codes[0]))
            assert not bots[-1].errors
            # Another address watches; a seat rejoins its own table from the address held back.
            other = server_module._Client(_Socket(), "192.0.2.7", server.limits)   # type: ignore[arg-type]
            answers = await server._receive(other, p.write(p.Watch(code=codes[3])).decode())
            assert [type(m) for _, m in answers] == [p.Joined, p.Snapshot]
            server._gone(other.link)
            back = await Bot(server, p.Rejoin(code=codes[4], token=tables[4][1]), play=False, reconnect=False).start()
            bots.append(back)
            await back.until(lambda: back.table.world is not None or back.errors)
            assert not back.errors and back.table.seat == 0
            assert replayed == codes[:5]
            # The window passes: the address watches again.
            clock.now += server.limits.watch_replays_window
            bots.append(await watch(codes[5]))
            assert not bots[-1].errors and replayed == codes
            # An address whose watches replayed nothing within the window is forgotten.
            clock.now += server.limits.watch_replays_window
            server._forget_watch_replays()
            assert server._watch_replays == {}
        finally:
            for bot in bots:
                await bot.stop()
            await server.stop()
    run(scenario())


def test_the_command_sets_the_tables_one_addresss_watches_may_replay():
    from goatmaster.cli.server import limits_of, parser
    assert limits_of(parser().parse_args([])).watch_replays == Limits().watch_replays == 20
    assert limits_of(parser().parse_args(["--max-watch-replays", "5"])).watch_replays == 5


def test_keeping_the_clocks_writes_only_the_tables_whose_clocks_changed(tmp_path, monkeypatch: pytest.MonkeyPatch):
    """100 turn-based tables whose clocks run, not in memory; three are played on: a minute's keeping of
    the clocks writes those three and the running time, the next minute's the running time alone, and a
    restart finds every clock where it ran to."""
    rng = random.Random(5)
    store = Store(tmp_path / "tables.sqlite3")
    tokens = {}
    try:
        while len(tokens) < 100:
            code, token = "".join(rng.choice(p.CODE_ALPHABET) for _ in range(p.CODE_LENGTH)), new_token(rng)
            if code in tokens:
                continue
            table, _ = OnlineTable.new(entry(POKER), code, create(POKER, [ME, OPEN], pace=DAILY), token,
                                       entropy=rng)
            table.start()
            table.wind()
            store.create(table.stored)
            store.clocks([(code, table.step, *table.clocks_kept())])
            tokens[code] = token
    finally:
        store.close()

    async def scenario():
        clock = FakeClock()
        server = await _server(str(tmp_path), clock)
        try:
            assert not server.tables and all(asleep.due == DAY for asleep in server.asleep.values())
            written: list[int] = []
            clocks = server.store.clocks

            def counted(*args) -> None:
                before = server.store.db.total_changes
                clocks(*args)
                written.append(server.store.db.total_changes - before)
            monkeypatch.setattr(server.store, "clocks", counted)
            for code in list(tokens)[:3]:
                await _move(server, code, tokens[code])
            for minute in (1, 2):
                clock.now += 60
                server.tick()
                await _settled(lambda: len(written) == minute)
            assert written == [3 + 1, 1]        # (the running time is one row)
        finally:
            await server.stop()
        server = await _server(str(tmp_path), FakeClock())
        try:
            assert len(server.asleep) == 100 and all(asleep.due == DAY - 120 for asleep in server.asleep.values())
        finally:
            await server.stop()

    async def _move(server: TableServer, code: str, token: str) -> None:
        host = await Bot(server, p.Rejoin(code=code, token=token), play=False, reconnect=False).start()
        await host.until(lambda: host.table.my_turn or host.errors)
        assert not host.errors, host.errors
        step = host.table.step
        await host.client.act(BET)
        await host.until(lambda: host.table.step > step)
        await host.stop()
    run(scenario())
