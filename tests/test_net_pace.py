"""Tables that last for days: a turn-based pace with clocks that count only the server's running
time, an AI that plays a turn whose clock ran out, and a restart that keeps every clock (on
loopback, the test-only poker, the server's clock injected: days pass in a few ticks)."""

from __future__ import annotations

import asyncio
import dataclasses
import random
import sqlite3
import time
from pathlib import Path
from typing import Callable, Optional

import pytest

from goatmaster.core.registry import entry
from goatmaster.net import protocol as p
from goatmaster.net.server import JUMP_TICKS, Limits, TableServer
from goatmaster.net.store import SCHEMA_VERSION, Store, StoredSeat, StoredTable
from goatmaster.net.table import TIMEOUTS_KEPT, Connection, OnlineTable, Refused
from goatmaster.net.thinker import Thinker
from net_bots import LOOPBACK, Bot, create, run

POKER = "toy-poker"
ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")
HOUR, DAY = 3600.0, 86400.0
BET = 1
#: A turn of a day, a question of four hours.
DAILY = p.Pace(kind="turn-based", turn=int(DAY), question=4 * 3600)


class FakeClock:
    """The server's monotonic clock, moved by the test."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


async def _server(data: str, clock: FakeClock, seed: int = 0) -> TableServer:
    # A tick of an hour: the server's own ticks (an hour of real time apart) never come in a
    # test; the test ticks it after moving the clock.
    server = TableServer(data, LOOPBACK, 0, Limits(rate=10_000, burst=10_000),
                         Thinker(processes=0, iterations=20), entropy=random.Random(seed), clock=clock, tick=HOUR)
    await server.start()
    return server


async def _settled(test: Callable[[], bool]) -> None:
    """Wait (bounded) until the server's side of the test holds."""
    for _ in range(2000):
        if test():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("the server did not get there in 10 s")


async def _hours(server: TableServer, clock: FakeClock, hours: int, table: Optional[OnlineTable] = None) -> int:
    """Let up to ``hours`` hours of running time pass, tick by tick; with ``table``, stop at the first
    hour after which it moved on (an AI played).  The hours that passed."""
    step = table.step if table is not None else None
    for hour in range(1, hours + 1):
        clock.now += HOUR
        server.tick()
        if table is not None and table.thinking_at is not None:
            await _settled(lambda: table.step != step)
        if table is not None and table.step != step:
            return hour
    return hours


async def _hours_asleep(server: TableServer, clock: FakeClock, hours: int, code: str) -> int:
    """Let up to ``hours`` hours pass, tick by tick, until the table ``code``, which is not in memory,
    is replayed and an AI plays at it: the hours that passed."""
    step = server.asleep[code].step
    for hour in range(1, hours + 1):
        clock.now += HOUR
        server.tick()
        table = server.tables.get(code)
        if table is not None:
            await _settled(lambda: table.step != step)
            return hour
    return hours


def _token(bot: Bot) -> str:
    joined = next(m for m in bot.received if isinstance(m, p.Joined))
    assert joined.token is not None
    return joined.token


async def _move(server: TableServer, code: str, token: str, seed: int) -> None:
    """A person comes for their move: rejoins with their token, plays, and goes."""
    bot = await Bot(server, p.Rejoin(code=code, token=token), seed=seed, reconnect=False).start()
    table = server.tables[code]
    step = table.step
    await bot.until(lambda: bot.table.step > step or bot.table.over)
    await bot.stop()


def test_a_whole_turn_based_game_each_person_coming_only_for_their_moves_and_the_ai_playing_when_a_clock_runs_out():
    async def scenario():
        clock = FakeClock()
        server = await _server(":memory:", clock)
        try:
            host = await Bot(server, create(POKER, [ME, OPEN], name="Ann", pace=DAILY), play=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            guest = await Bot(server, p.Claim(code=code, name="Bea"), play=False).start()
            await guest.until(lambda: guest.table.world is not None)
            tokens = {0: _token(host), 1: _token(guest)}
            for bot in (host, guest):
                await bot.stop()
            # A spectator watches all along: the table is told what the AI did for whom.
            watcher = await Bot(server, p.Watch(code=code), play=False).start()
            table = server.tables[code]
            assert not table.people_present() and table.turn_based
            ran_out, moved, deals = [], 0, 0
            while len(ran_out) < 2 or moved < 2 or not table.match.is_over:
                assert deals < 8, "the test's deals should be enough"
                if table.match.is_over:     # a person comes to deal again
                    bot = await Bot(server, p.Rejoin(code=code, token=tokens[0]), play=False).start()
                    await bot.until(lambda: bot.table.world is not None)
                    await bot.client.send(p.Again())
                    await bot.until(lambda: not bot.table.over)
                    await bot.stop()
                    deals += 1
                    continue
                seat = table.state.current_player()
                assert table.clock is not None and table.clock.seat == seat
                if (len(ran_out) + moved) % 2 == 0:
                    # This person does not come: a day of running time later, not an hour before,
                    # the AI plays their turn.
                    hours = await _hours(server, clock, 48, table)
                    assert hours == 24, hours
                    ran_out.append(seat)
                else:
                    await _hours(server, clock, 20)     # they come when they can, within the day
                    await _move(server, code, tokens[seat], seed=len(ran_out) + moved)
                    moved += 1
            names = {0: "Ann", 1: "Bea"}
            notices = [m for m in watcher.errors if m.code == "ai-played"]
            assert [(m.seat, m.name) for m in notices] == [(s, names[s]) for s in ran_out]
            assert all("their time ran out" in m.message for m in notices)
            await watcher.stop()
        finally:
            await server.stop()
    run(scenario())


def test_a_turn_based_tables_ai_seat_moves_with_no_one_there_and_a_live_table_has_no_clock():
    async def scenario():
        clock = FakeClock()
        server = await _server(":memory:", clock)
        try:
            tables = {}
            for pace in (DAILY, None):
                host = await Bot(server, create(POKER, [ME, p.SeatPlan(kind="ai", level="easy")], pace=pace),
                                 play=False, reconnect=False).start()
                await host.until(lambda: host.table.world is not None)
                tables[pace is None] = server.tables[host.table.code]
                await host.stop()
            daily, live = tables[False], tables[True]
            assert await _hours(server, clock, 30, daily) == 24            # the AI played the host's turn,
            await _settled(lambda: daily.step > 3 or daily.match.is_over)  # then its own seat, no one there
            assert daily.step > 3 or daily.match.is_over
            assert live.step == 2 and live.clock is None and live not in server._clocked
        finally:
            await server.stop()
    run(scenario())


@pytest.mark.parametrize("pace, reason", [
    (p.Pace(kind="turn-based", turn=60), "turn's clock is 600 s to 21 days; 60 s"),
    (p.Pace(kind="turn-based", turn=30 * 86400), "2592000 s is out of range"),
    (p.Pace(kind="turn-based", turn=86400, question=5), "question's clock"),
    (p.Pace(kind="turn-based"), "needs the seconds each turn may take"),
    (p.Pace(kind="live", turn=86400), "a live table has no clocks"),
    (p.Pace(kind="turn-based", turn=86400, level="godlike"), "no AI level 'godlike'"),
])
def test_clock_settings_out_of_range_are_refused_with_a_reason(pace, reason):
    async def scenario():
        server = await _server(":memory:", FakeClock())
        try:
            host = await Bot(server, create(POKER, [ME, OPEN], pace=pace), play=False, reconnect=False).start()
            await host.until(lambda: host.errors)
            await host.stop()
            return host.errors, len(server.tables)
        finally:
            await server.stop()
    errors, tables = run(scenario())
    assert errors[0].code == "bad-pace" and reason in errors[0].message, errors
    assert tables == 0


def test_an_old_clients_create_without_a_pace_makes_a_live_table():
    message = p.read_client(f'{{"v": {p.VERSION}, "type": "create", "game": "toy-poker", "name": "Ann", '
                            '"seats": [{"kind": "me"}, {"kind": "open"}]}')
    assert isinstance(message, p.Create) and message.pace is None


def test_a_clock_jump_or_a_clock_set_back_never_plays_a_move_early():
    async def scenario():
        clock = FakeClock()
        server = await _server(":memory:", clock)
        try:
            host = await Bot(server, create(POKER, [ME, OPEN], pace=DAILY), play=False, reconnect=False).start()
            await host.until(lambda: host.table.world is not None)
            table = server.tables[host.table.code]
            await host.stop()
            step = table.step
            await _hours(server, clock, 20)
            assert table.clock is not None and table.clock.left == 4 * HOUR
            clock.now += 3 * DAY                    # the machine slept for three days
            server.tick()
            clock.now -= 10 * DAY                   # the clock set far back
            server.tick()
            clock.now += (JUMP_TICKS + 1) * HOUR     # just past the jump counted
            server.tick()
            await asyncio.sleep(0.05)
            assert table.step == step and table.clock.left == 4 * HOUR and not table.clock.out
            assert await _hours(server, clock, 10, table) == 4           # the four hours it had left
        finally:
            await server.stop()
    run(scenario())


def test_a_restarted_server_resumes_every_clock_where_it_was(tmp_path):
    async def first() -> dict[str, float]:
        clock = FakeClock()
        server = await _server(str(tmp_path), clock)
        try:
            codes = []
            for hours in (5, 10):                   # two tables, their clocks started apart
                host = await Bot(server, create(POKER, [ME, OPEN], pace=DAILY), play=False, reconnect=False).start()
                await host.until(lambda: host.table.world is not None)
                codes.append(host.table.code)
                await host.stop()
                await _hours(server, clock, hours)
            return {code: server.tables[code].clock.left for code in codes}       # type: ignore[union-attr]
        finally:
            await server.stop()

    async def second(left: dict[str, float]) -> None:
        clock = FakeClock(now=7.0)                  # a new boot: the monotonic clock starts again
        server = await _server(str(tmp_path), clock, seed=1)
        try:
            # Nothing is replayed at start: the clocks run on in the server's memory of the store.
            assert not server.tables and set(server.asleep) == set(left)
            early, late = sorted(left, key=left.get)      # type: ignore[arg-type]
            steps = {code: server.asleep[code].step for code in left}
            assert await _hours_asleep(server, clock, 30, early) == left[early] / HOUR
            assert server.tables[early].step > steps[early] and late not in server.tables
            # Someone comes to the other: it is replayed, its clock where it runs now.
            table = server._table(late)
            assert table.step == steps[late] and table.clock is not None
            assert table.clock.left == left[late] - left[early]
            assert await _hours(server, clock, 30, table) == (left[late] - left[early]) / HOUR
        finally:
            await server.stop()

    left = run(first())
    assert sorted(left.values()) == [9 * HOUR, 14 * HOUR]
    run(second(left))


def test_after_three_turns_in_a_row_run_out_the_ai_keeps_the_seat_until_its_person_is_back():
    game = entry(POKER)
    plan = create(POKER, [ME, OPEN], pace=DAILY)
    table, _ = OnlineTable.new(game, "ABCDEF", plan, "t" * 24, entropy=random.Random(1))
    table.start()
    seat = table.seats[0]
    assert [table.ran_out(0) for _ in range(TIMEOUTS_KEPT)] == [False] * (TIMEOUTS_KEPT - 1) + [True]
    assert seat.standing_in and seat.timeouts == TIMEOUTS_KEPT
    table.wind()
    assert table.clock is None or table.clock.seat != 0       # the AI plays it: no clock for it
    # Kept so in the store: a restarted server lets the AI keep it.
    again = OnlineTable.resumed(game, replace_seats(table.stored, [table.stored_seat(k) for k in range(2)]))
    assert again.seats[0].standing_in


def test_a_turns_clock_waits_while_its_seat_asks_a_question_whose_answer_has_a_clock_of_its_own():
    # As if seat 1's answer to a bet were a question asked of it in the middle of seat 0's turn.
    game = dataclasses.replace(entry(POKER), is_question=lambda state: state.bets == [BET])
    table, _ = OnlineTable.new(game, "ABCDEF", create(POKER, [ME, OPEN], pace=DAILY), "t" * 24,
                               entropy=random.Random(1))
    table.start()
    table.wind()
    assert table.clock is table.turn_clock and table.clock is not None
    assert (table.clock.seat, table.clock.left) == (0, DAY)
    assert not table.run_clock(HOUR)
    table.adopt(table.play(0, BET))
    table.wind()
    assert table.clock is not None and table.clock.seat == 1 and table.clock.left == 4 * HOUR
    assert table.turn_clock is not None and (table.turn_clock.seat, table.turn_clock.left) == (0, DAY - HOUR)
    assert table.run_clock(4 * HOUR) and table.ai_to_act() == 1     # the AI answers for seat 1
    person = Connection()
    table.sit(person, 1)
    with pytest.raises(Refused) as refused:                         # it is the AI's to answer now
        table.check_act(person, p.Act(step=table.step, action=BET))
    assert refused.value.code == "time-out"


def replace_seats(stored: StoredTable, seats: list[StoredSeat]) -> StoredTable:
    stored.seats = seats
    return stored



def assert_old_file_kept(path: Path, version: int) -> None:
    """A migration keeps the store as it was beside it, ``<name>.version<N>``, at its version."""
    kept = sqlite3.connect(Path(f"{path}.version{version}"))
    assert kept.execute("PRAGMA user_version").fetchone()[0] == version
    kept.close()

def as_version_6(path: Path) -> None:
    """The store at ``path`` made as version 6 made it: each table's clocks' seconds left as of when they were
    kept, no running time kept."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("DROP TABLE running_time")
    db.execute("ALTER TABLE tables DROP COLUMN clock_ran")
    db.execute("PRAGMA user_version=6")
    db.close()


def test_a_version_6_store_is_migrated_its_clocks_as_they_were_kept_and_the_old_file_kept(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = Store(path)
    store.create(StoredTable("ABCDEF", POKER, {}, 2, 1, None, True, 120, "h", 0.0, 0.0, pace="turn-based",
                             turn=int(DAY), seats=[StoredSeat("Ann", "human", None, "x"), StoredSeat("", "open")]))
    store.clocks([("ABCDEF", 0, 1, 500.0, 60.0)], ran=1000.0)
    store.close()
    as_version_6(path)
    store = Store(path)
    try:
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
        [head] = store.heads()
        assert (head.clock_step, head.turn_seat, head.turn_left, head.question_left) == (0, 1, 500.0, 60.0)
        # The running time goes on from 0; a clock kept then runs down with it.
        store.clocks([], ran=20.0)
        table = store.load("ABCDEF")
        assert table is not None and (table.turn_left, table.question_left) == (500.0, 40.0)
    finally:
        store.close()
    assert_old_file_kept(path, 6)


def as_version_5(path: Path) -> None:
    """The store at ``path`` made as version 5 made it: no table's address kept."""
    as_version_6(path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("DROP INDEX tables_by_origin")
    db.execute("ALTER TABLE tables DROP COLUMN origin")
    db.execute("PRAGMA user_version=5")
    db.close()


def test_a_version_5_store_is_migrated_its_tables_counting_against_no_address_and_the_old_file_kept(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = Store(path)
    seats = [StoredSeat("Ann", "human", None, "x"), StoredSeat("", "ai", "easy")]
    store.create(StoredTable("ABCDEF", POKER, {}, 2, 1, None, True, 120, "h", 0.0, 0.0, seats=seats, origin="a"))
    store.close()
    as_version_5(path)
    store = Store(path)
    try:
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        table = store.load("ABCDEF")
        assert table is not None and table.origin is None and store.ai_seats("a") == 0
        store.create(StoredTable("GHIJKL", POKER, {}, 2, 1, None, True, 120, "h", 0.0, 0.0, seats=seats, origin="a"))
        assert store.ai_seats("a") == 1 and store.ai_seats("b") == 0
        store.actions("GHIJKL", 0, [], True)        # a finished table's AI seats count no more
        assert store.ai_seats("a") == 0
    finally:
        store.close()
    assert_old_file_kept(path, 5)


def as_version_4(path: Path) -> None:
    """The store at ``path`` made as version 4 made it: no chat kept."""
    as_version_5(path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("DROP TABLE chat")
    db.execute("PRAGMA user_version=4")
    db.close()


def as_version_3(path: Path) -> None:
    """The store at ``path`` made as version 3 made it: no player keys, no indexes of the seats, no standings."""
    as_version_4(path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("DROP TABLE standings")
    db.execute("DROP INDEX seats_by_token")
    db.execute("DROP INDEX seats_by_key")
    db.execute("ALTER TABLE seats DROP COLUMN key")
    db.execute("PRAGMA user_version=3")
    db.close()


def test_a_version_2_store_is_migrated_every_table_live_and_the_old_file_kept(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = Store(path)
    store.create(StoredTable("ABCDEF", POKER, {}, 2, 1, None, True, 120, "h", 0.0, 0.0,
                             seats=[StoredSeat("Ann", "human", None, "x"), StoredSeat("", "open")]))
    store.close()
    as_version_3(path)
    db = sqlite3.connect(path, isolation_level=None)      # made as the version before made it
    for column in ("pace", "turn_seconds", "question_seconds", "pace_level", "clock_step", "turn_seat", "turn_left",
                   "question_left"):
        db.execute(f"ALTER TABLE tables DROP COLUMN {column}")
    db.execute("ALTER TABLE seats DROP COLUMN timeouts")
    db.execute("PRAGMA user_version=2")
    db.close()
    store = Store(path)
    try:
        table = store.load("ABCDEF")
        assert table is not None and table.pace == "live" and table.turn_left is None
        assert [seat.timeouts for seat in table.seats] == [0, 0] and table.seats[0].name == "Ann"
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    finally:
        store.close()
    assert_old_file_kept(path, 2)


def test_a_clock_that_ran_out_before_a_restart_has_the_ai_play_once_the_server_is_up(tmp_path):
    async def first() -> str:
        clock = FakeClock()
        server = await _server(str(tmp_path), clock)
        try:
            host = await Bot(server, create(POKER, [ME, OPEN], pace=DAILY), play=False, reconnect=False).start()
            await host.until(lambda: host.table.world is not None)
            table = server.tables[host.table.code]
            await host.stop()
            table.thinking_at = table.step      # as if the AI were deciding when the server stopped
            await _hours(server, clock, 24)
            assert table.clock is not None and table.clock.out
            return table.code
        finally:
            await server.stop()

    async def second(code: str) -> None:
        server = await _server(str(tmp_path), FakeClock())
        try:
            table = server.tables[code]
            step = table.step
            await _settled(lambda: table.step > step)       # no tick needed: its time is over
        finally:
            await server.stop()
    run(second(run(first())))


def test_a_table_waiting_on_a_running_clock_is_never_forgotten_as_idle():
    async def scenario():
        clock = FakeClock()
        server = await _server(":memory:", clock)
        try:
            codes = []
            for pace in (DAILY, None):
                host = await Bot(server, create(POKER, [ME, OPEN], pace=pace), play=False, reconnect=False).start()
                await host.until(lambda: host.table.world is not None)
                codes.append(host.table.code)
                await host.stop()
            await _settled(lambda: not any(server.tables[code].connections() for code in codes))
            await server._expire(time.time() + 30 * DAY)
            assert server.store.load(codes[0]) is not None and codes[0] in server.tables
            assert server.store.load(codes[1]) is None                    # a live one no one played
        finally:
            await server.stop()
    run(scenario())


@pytest.mark.parametrize("game", ["goat-master", "meadow", "rows"])
def test_a_turn_based_game_no_person_comes_back_to_is_played_to_its_end_by_the_clocks(game):
    """No table is ever stuck: every clock runs out, the AI plays each turn (and answers each
    question, on a clock of its own) until the game is over."""
    async def scenario():
        clock = FakeClock()
        server = await _server(":memory:", clock)
        try:
            seats = [ME] + [OPEN] * (entry(game).info.min_seats - 1)
            pace = p.Pace(kind="turn-based", turn=3 * 3600, question=3600)
            host = await Bot(server, create(game, seats, pace=pace), play=False, reconnect=False).start()
            await host.until(lambda: host.table.world is not None)
            table = server.tables[host.table.code]
            await host.stop()
            questions = 0
            for _ in range(5000):
                if table.match.is_over:
                    break
                if table.clock is not None and table.clock.step is not None:
                    questions += 1
                    assert table.clock.left <= HOUR
                step = table.step
                clock.now += HOUR
                server.tick()
                if table.thinking_at is not None:
                    await _settled(lambda: table.step != step or table.thinking_at is None)
            assert table.match.is_over
            assert table.seats[0].standing_in and table.seats[0].timeouts == TIMEOUTS_KEPT
            return questions
        finally:
            await server.stop()
    questions = run(scenario())
    if game == "rows":                          # its trades ask the other seats (not every deal of the others)
        assert questions > 0
