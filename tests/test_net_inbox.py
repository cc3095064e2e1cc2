"""The inbox's server side: one status question with the seat tokens answers how every table of
the player's stands, as their seat may see it and nothing more; the player key that counts a
person's turn-based tables, kept only hashed; the seats' clocks in a snapshot (on loopback, the
server's clock injected)."""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import random
import sqlite3
from pathlib import Path
from typing import Optional

import msgspec
import pytest
from websockets.asyncio.client import connect

from goatmaster.cli.server import limits_of, parser
from goatmaster.net import protocol as p
from goatmaster.net.server import Limits, TableServer
from goatmaster.net.store import SCHEMA_VERSION, Store, StoredSeat, StoredTable, token_hash
from goatmaster.net.thinker import Thinker
from net_bots import LOOPBACK, WAIT, Bot, create, run
from test_net_pace import FakeClock, _settled, as_version_3

POKER = "toy-poker"
ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")
DAY = 86400
DAILY = p.Pace(kind="turn-based", turn=DAY, question=4 * 3600)
BET = 1
ANN_KEY, BEA_KEY = "ann-" + "a" * 36, "bea-" + "b" * 36


async def _server(data: str, limits: Optional[Limits] = None, seed: int = 0) -> TableServer:
    # A tick of an hour: the server's own ticks never come in a test (see test_net_pace.py).
    server = TableServer(data, LOOPBACK, 0, limits or Limits(rate=10_000, burst=10_000, tables_per_connection=100),
                         Thinker(processes=0, iterations=20), entropy=random.Random(seed), clock=FakeClock(),
                         tick=3600.0)
    await server.start()
    return server


def _token(bot: Bot) -> str:
    joined = next(m for m in bot.received if isinstance(m, p.Joined))
    assert joined.token is not None
    return joined.token


async def _table(server: TableServer, game: str = POKER, pace: Optional[p.Pace] = DAILY,
                 keys: tuple[Optional[str], Optional[str]] = (ANN_KEY, BEA_KEY)) -> tuple[str, list[str], list[Bot]]:
    """A table of Ann (its host, seat 0) and Bea (seat 1): its code, their tokens, their bots (still there)."""
    host = await Bot(server, create(game, [ME, OPEN], name="Ann", pace=pace, key=keys[0]), play=False,
                     reconnect=False).start()
    await host.until(lambda: host.table.code is not None or host.errors)
    assert not host.errors, host.errors
    code = host.table.code
    guest = await Bot(server, p.Claim(code=code, name="Bea", key=keys[1]), play=False, reconnect=False).start()
    await guest.until(lambda: guest.table.seat is not None or guest.errors)
    assert not guest.errors, guest.errors
    return code, [_token(host), _token(guest)], [host, guest]


async def _ask(server: TableServer, message: p.Message) -> str:
    """One question on a connection of its own: the server's answer, as sent."""
    async with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
        await socket.send(p.write(message).decode())
        answer = await asyncio.wait_for(socket.recv(), WAIT)
    assert isinstance(answer, str)
    return answer


async def _inbox(server: TableServer, tokens: list[str]) -> list[p.TableStatus]:
    answer = p.read_server(await _ask(server, p.Status(tokens=tokens)))
    assert isinstance(answer, p.Inbox), answer
    return answer.tables


async def _stop(bots: list[Bot]) -> None:
    for bot in bots:
        await bot.stop()


def test_the_inbox_tells_each_seat_whose_move_it_is_and_the_time_left_on_its_own_clock():
    async def scenario():
        server = await _server(":memory:")
        try:
            code, tokens, bots = await _table(server)
            await _stop(bots)
            table = server.tables[code]
            mover = table.state.current_player()
            ann, bea = await _inbox(server, tokens)
            for seat, status in enumerate((ann, bea)):
                assert (status.known, status.code, status.game, status.seat) == (True, code, POKER, seat)
                assert [s.name for s in status.seats] == ["Ann", "Bea"] and [s.kind for s in status.seats] == \
                    ["away", "away"]
                assert status.waiting == [mover] and status.step == table.step and not status.over
                assert status.pace == DAILY
            # Only the seat whose move it is has a clock running: a day of it.
            assert [ann.seconds_left, bea.seconds_left][mover] == DAY
            assert [ann.seconds_left, bea.seconds_left][1 - mover] is None
            # The answer comes in the order asked, a token asked twice answered twice.
            again = await _inbox(server, [tokens[1], tokens[0], tokens[1]])
            assert [s.seat for s in again] == [1, 0, 1]
        finally:
            await server.stop()
    run(scenario())


def test_a_wrong_token_is_answered_exactly_as_a_table_the_server_does_not_have():
    async def scenario():
        server = await _server(":memory:")
        try:
            code, tokens, bots = await _table(server)
            await _stop(bots)
            forged = tokens[0][:-1] + ("A" if tokens[0][-1] != "A" else "B")      # one letter off
            wrong = await _ask(server, p.Status(tokens=[forged]))
            # A token of a table the server forgot: the same answer, byte for byte, as any unknown one.
            await server.store.write(server.store.forget, code)
            server._unload(server.tables[code])
            gone = await _ask(server, p.Status(tokens=[tokens[0]]))
            return forged, tokens[0], wrong, gone
        finally:
            await server.stop()
    forged, token, wrong, gone = run(scenario())
    assert wrong == p.write(p.Inbox(tables=[p.TableStatus(token=forged, known=False)])).decode()
    assert gone == p.write(p.Inbox(tables=[p.TableStatus(token=token, known=False)])).decode()
    assert json.loads(wrong)["tables"] == [{"token": forged, "known": False, "code": None, "game": None, "seat": None,
                                            "seats": [], "waiting": [], "pace": None, "seconds_left": None,
                                            "step": 0, "over": False, "actor": None, "events": []}]


def test_the_inbox_tells_a_seat_the_last_move_as_its_update_did_and_never_another_seats_card():
    """Goal Rows: the card a seat draws is its own to know (T7, T15)."""
    async def scenario():
        server = await _server(":memory:")
        try:
            code, tokens, bots = await _table(server, game="rows")
            table = server.tables[code]
            mover = table.state.current_player()
            bots[mover].play = True
            await bots[mover].move()
            for bot in bots:
                await bot.until(lambda: any(isinstance(m, p.Update) for m in bot.received))
            bots[mover].play = False
            updates = [[m for m in bot.received if isinstance(m, p.Update)][-1] for bot in bots]
            statuses = await _inbox(server, tokens)
            await _stop(bots)
            server._unload(table)               # read again from the store: the same answers
            stored = await _inbox(server, tokens)
            return mover, updates, statuses, stored
        finally:
            await server.stop()
    mover, updates, statuses, stored = run(scenario())
    for update, status in zip(updates, statuses):
        assert (status.actor, status.step) == (update.actor, update.step) == (mover, update.step)
        assert msgspec.json.encode(status.events) == msgspec.json.encode(update.events)
    drawn = [[event for kind, event in status.events if kind == "CardDrawn"] for status in statuses]
    assert drawn[0] and drawn[1], "a card is drawn after a move in Goal Rows"
    assert drawn[0] != drawn[1], "the card drawn is told to its drawer only"
    for seat, status in enumerate(stored):
        assert msgspec.structs.replace(status, seats=[]) == msgspec.structs.replace(statuses[seat], seats=[])


def test_a_person_may_sit_at_20_turn_based_tables_per_server_counted_by_their_key_and_a_restart_keeps_it(tmp_path):
    async def first():
        server = await _server(str(tmp_path))
        try:
            tokens = []
            for _ in range(20):
                code, seated, bots = await _table(server)
                tokens.append(seated[1])
                await _stop(bots)
            # Bea's 21st: her claim is refused, the seat stays open for someone else.
            host = await Bot(server, create(POKER, [ME, OPEN], name="Cy", pace=DAILY), play=False,
                             reconnect=False).start()
            await host.until(lambda: host.table.code is not None)
            code = host.table.code
            bea = await Bot(server, p.Claim(code=code, name="Bea", key=BEA_KEY), play=False, reconnect=False).start()
            await bea.until(lambda: bea.errors)
            assert bea.errors[0].code == "too-many-tables" and "20" in bea.errors[0].message
            assert server.tables[code].seats[1].kind == "open"
            # Ann's 21st table: refused, nothing kept; a live one, or a seat with no key, is not counted.
            ann = await Bot(server, create(POKER, [ME, OPEN], name="Ann", pace=DAILY, key=ANN_KEY), play=False,
                            reconnect=False).start()
            await ann.until(lambda: ann.errors)
            assert ann.errors[0].code == "too-many-tables"
            await _table(server, pace=None)
            await _stop([host, bea, ann])
            assert len(server.store.heads()) == 22
            return code, tokens, await _inbox(server, tokens)
        finally:
            await server.stop()

    async def second(code: str, tokens: list[str], before: list[p.TableStatus]) -> None:
        server = await _server(str(tmp_path), seed=1)
        try:
            assert await _inbox(server, tokens) == before
            bea = await Bot(server, p.Claim(code=code, name="Bea", key=BEA_KEY), play=False, reconnect=False).start()
            await bea.until(lambda: bea.errors)
            assert bea.errors[0].code == "too-many-tables"
            await bea.stop()
        finally:
            await server.stop()

    code, tokens, before = run(first(), timeout=240)
    assert len(before) == 20 and all(status.known and status.seat == 1 for status in before)
    run(second(code, tokens, before))


def test_play_again_at_a_turn_based_table_checks_each_seated_persons_limit_again():
    async def scenario():
        server = await _server(":memory:", Limits(rate=10_000, burst=10_000, tables_per_connection=100,
                                                  turn_based_per_key=2))
        try:
            code, _, (ann, bea) = await _table(server)
            for bot in (ann, bea):              # Ann bets, Bea bets: the game is over
                await bot.until(lambda: bot.table.my_turn)
                await bot.client.act(BET)
            await ann.until(lambda: ann.table.over)
            # Meanwhile Ann sits at one more turn-based table, Bea at two: a new game here would be Bea's third.
            _, _, others = await _table(server)
            _, _, more = await _table(server, keys=(None, BEA_KEY))
            await ann.client.send(p.Again())
            await ann.until(lambda: ann.errors)
            await bea.client.send(p.Again())
            await bea.until(lambda: bea.errors)
            table = server.tables[code]
            unfinished = code in {head.code for head in server.store.heads()}
            # A spectator is refused as one, before anyone's tables are counted.
            watcher = await Bot(server, p.Watch(code=code), play=False, reconnect=False).start()
            await watcher.until(lambda: watcher.table.over)
            await watcher.client.send(p.Again())
            await watcher.until(lambda: watcher.errors)
            assert watcher.errors[0].code == "not-seated"
            await watcher.stop()
            refused = (ann.errors[0], bea.errors[0], table.match.is_over, unfinished)
            # Once the server allows three, the new game is dealt.
            server.limits = dataclasses.replace(server.limits, turn_based_per_key=3)
            await ann.client.send(p.Again())
            await ann.until(lambda: not ann.table.over)
            await _stop([ann, bea, *others, *more])
            return refused, table.match.is_over
        finally:
            await server.stop()

    (for_ann, for_bea, over, unfinished), over_after = run(scenario())
    assert for_ann.code == "too-many-tables" and (for_ann.seat, for_ann.name) == (1, "Bea")
    assert "Bea sits at 2" in for_ann.message
    assert for_bea.code == "too-many-tables" and for_bea.name is None and "you sit at 2" in for_bea.message
    assert over and not unfinished              # nothing dealt, nothing stored
    assert not over_after


def test_the_player_key_is_kept_only_as_its_hash(tmp_path):
    async def scenario():
        server = await _server(str(tmp_path))
        try:
            code, tokens, bots = await _table(server)
            await _stop(bots)
            return code, tokens
        finally:
            await server.stop()
    code, tokens = run(scenario())
    db = sqlite3.connect(tmp_path / "tables.sqlite3")
    keys = db.execute("SELECT seat, key FROM seats WHERE code=? ORDER BY seat", (code,)).fetchall()
    db.close()
    assert keys == [(seat, hashlib.sha256(key.encode()).hexdigest()) for seat, key in enumerate((ANN_KEY, BEA_KEY))]
    for path in tmp_path.iterdir():
        held = path.read_bytes()
        assert ANN_KEY.encode() not in held and BEA_KEY.encode() not in held, path
        assert all(token.encode() not in held for token in tokens), path


def test_a_version_3_store_is_migrated_no_seat_keyed_and_the_old_file_kept(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = Store(path)
    store.create(StoredTable("ABCDEF", POKER, {}, 2, 1, None, True, 120, "h", 0.0, 0.0, pace="turn-based",
                             turn=DAY, seats=[StoredSeat("Ann", "human", None, "x", 2), StoredSeat("", "open")]))
    store.close()
    as_version_3(path)
    store = Store(path)
    try:
        table = store.load("ABCDEF")
        assert table is not None and [(s.name, s.timeouts, s.key) for s in table.seats] == [("Ann", 2, None),
                                                                                           ("", 0, None)]
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        plan = store.db.execute("EXPLAIN QUERY PLAN SELECT code FROM seats WHERE token=?", ("x",)).fetchall()
        assert "seats_by_token" in str(plan)
        assert store.seats_of(["x"])["x"][:2] == ("ABCDEF", 0) and store.seats_of(["x"])["x"][3] is None
        assert store.db.execute("SELECT COUNT(*) FROM standings").fetchone()[0] == 0
    finally:
        store.close()
    kept = sqlite3.connect(Path(f"{path}.version3"))
    assert kept.execute("PRAGMA user_version").fetchone()[0] == 3
    kept.close()


def test_the_inbox_asks_on_a_connection_at_no_table_within_the_message_rate():
    async def scenario():
        server = await _server(":memory:", Limits(rate=1.0, burst=3.0))
        try:
            code, tokens, bots = await _table(server, pace=None)
            await bots[0].client.send(p.Status(tokens=tokens))
            await bots[0].until(lambda: bots[0].errors)
            seated = bots[0].errors[0]
            await _stop(bots)
            async with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
                for _ in range(6):
                    await socket.send(p.write(p.Status(tokens=tokens)).decode())
                answers = [p.read_server(await asyncio.wait_for(socket.recv(), WAIT)) for _ in range(4)]
            too_many = await _ask(server, p.Status(tokens=[tokens[0]] * (p.MAX_INBOX + 1)))
            return seated, answers, p.read_server(too_many)
        finally:
            await server.stop()
    seated, answers, too_many = run(scenario())
    assert seated.code == "malformed" and "sits at no table" in seated.message
    assert [type(a).__name__ for a in answers] == ["Inbox"] * 3 + ["Error"]
    assert isinstance(answers[3], p.Error) and answers[3].code == "slow-down"
    assert isinstance(too_many, p.Error) and too_many.code == "bad-field"


def test_a_turn_based_tables_snapshot_and_updates_tell_the_seats_clocks():
    async def scenario():
        server = await _server(":memory:")
        try:
            told = {}
            for pace in (DAILY, None):
                code, tokens, bots = await _table(server, pace=pace)
                mover = server.tables[code].state.current_player()
                snapshot = [m for m in bots[0].received if isinstance(m, p.Snapshot)][-1]
                bots[mover].play = True
                await bots[mover].move()
                await bots[0].until(lambda: any(isinstance(m, p.Update) for m in bots[0].received))
                update = next(m for m in bots[0].received if isinstance(m, p.Update))
                told[pace is None] = (mover, p.clocks_of(snapshot), p.clocks_of(update),
                                      server.tables[code].state.current_player())
                # A live table's messages are as before there were clocks: an older app reads them.
                assert (b'"clocks"' in p.write(snapshot)) == (pace is not None)
                await _stop(bots)
            return told
        finally:
            await server.stop()
    told = run(scenario())
    mover, snapshot, update, next_seat = told[False]
    assert snapshot == [DAY if seat == mover else None for seat in range(2)]
    assert update == ([DAY if seat == next_seat else None for seat in range(2)] if next_seat >= 0 else None)
    assert told[True][1:3] == (None, None)


def test_goatmaster_server_sets_the_turn_based_tables_one_person_may_sit_at():
    assert limits_of(parser().parse_args([])).turn_based_per_key == 20
    assert limits_of(parser().parse_args(["--max-turn-based-per-player", "5"])).turn_based_per_key == 5


def test_a_table_not_in_memory_is_answered_from_the_standing_its_store_keeps_replayed_only_if_none_is_kept(tmp_path):
    def kept(server: TableServer, token: str) -> bool:
        return server.store.seats_of([token_hash(token)])[token_hash(token)][3] is not None

    async def first() -> tuple[str, list[str], list[p.TableStatus]]:
        server = await _server(str(tmp_path))
        try:
            code, tokens, bots = await _table(server)
            await _stop(bots)
            in_memory = await _inbox(server, tokens)
            # It leaves memory (as a table no one is at will): its standing is kept then.
            server._unload(server.tables[code])
            await _settled(lambda: kept(server, tokens[0]))
            replayed = []
            resumed = server._resumed
            server._resumed = lambda code: replayed.append(code) or resumed(code)       # type: ignore[method-assign]
            assert await _inbox(server, tokens) == in_memory and replayed == []
            # None kept (a table stored before there were standings): replayed once, then kept.
            await server.store.write(server.store.db.execute, "DELETE FROM standings")
            assert await _inbox(server, tokens) == in_memory and replayed == [code]
            await _settled(lambda: kept(server, tokens[0]))
            assert await _inbox(server, tokens) == in_memory and replayed == [code]
            # Someone comes and moves: the table's new standing is told.
            table = server._table(code)
            mover = table.state.current_player()
            bot = await Bot(server, p.Rejoin(code=code, token=tokens[mover]), play=True, reconnect=False).start()
            await bot.until(lambda: bot.table.step > in_memory[0].step)
            await bot.stop()
            moved = await _inbox(server, tokens)
            server._unload(table)
            await _settled(lambda: kept(server, tokens[0]))
            after = await _inbox(server, tokens)
            assert after == moved and after[0].step > in_memory[0].step and after[mover].actor == mover
            return code, tokens, after
        finally:
            await server.stop()

    async def second(tokens: list[str], before: list[p.TableStatus]) -> None:
        # Started again, holding no table in memory (as a server that loads them when someone comes).
        server = TableServer(str(tmp_path), LOOPBACK, 0, Limits(), Thinker(processes=0), clock=FakeClock())
        server._resume = lambda: None                                               # type: ignore[method-assign]
        server._resumed = lambda code: pytest.fail("replayed again")               # type: ignore[method-assign]
        await server.start()
        try:
            assert not server.tables and await _inbox(server, tokens) == before
        finally:
            await server.stop()

    code, tokens, after = run(first())
    run(second(tokens, after))


def test_one_inbox_connection_asks_for_more_tables_than_a_connection_may_open():
    async def scenario():
        limits = Limits(rate=10_000, burst=10_000)
        assert limits.tables_per_connection == 4
        server = await _server(":memory:", limits)
        try:
            tokens = []
            for _ in range(6):                  # each opened on a connection of its own
                code, seated, bots = await _table(server)
                tokens += seated
                await _stop(bots)
            return await _inbox(server, tokens)
        finally:
            await server.stop()
    answers = run(scenario())
    assert len(answers) == 12 and all(status.known for status in answers)
    assert len({status.code for status in answers}) == 6
