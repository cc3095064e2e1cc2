"""The server's AI seats: they never stall a table, they think only for people who are there,
and no one can take the whole AI for themselves (on loopback, the test-only poker)."""

from __future__ import annotations

import asyncio
import logging
import random
import threading
from typing import Optional

import pytest

from goatmaster.core.game import Action, Observation
from goatmaster.net import protocol as p
from goatmaster.net.server import Limits, TableServer
from goatmaster.net.thinker import Thinker
from goatmaster.search.ismcts import Settings
from goatmaster.net.store import token_hash
from net_bots import LOOPBACK, WAIT, Bot, create, run
from test_net_pace import _settled

POKER = "toy-poker"
ME, OPEN, AI = p.SeatPlan(kind="me"), p.SeatPlan(kind="open"), p.SeatPlan(kind="ai", level="easy")
ILLEGAL = 7                             # neither pass (0) nor bet (1)


class WrongThinker(Thinker):
    """Answers an illegal move for the first ``wrong`` decisions it is asked, then searches."""

    def __init__(self, wrong: int) -> None:
        super().__init__(processes=0, iterations=10)
        self.wrong = wrong
        self.asked = 0

    async def decide(self, observation: Observation, settings: Settings, seed: Optional[int],
                     owner: str = "", table: str = "", overdue: float = 0.0) -> Action:
        self.asked += 1
        if self.asked <= self.wrong:
            return ILLEGAL
        return await super().decide(observation, settings, seed, owner, table)


async def _server(thinker: Thinker, limits: Optional[Limits] = None) -> TableServer:
    server = TableServer(":memory:", LOOPBACK, 0, limits or Limits(rate=10_000, burst=10_000), thinker,
                         entropy=random.Random(0))
    await server.start()
    return server


@pytest.mark.parametrize("wrong", [1, 1000])
def test_an_ai_that_answers_an_illegal_move_is_asked_again_then_plays_a_legal_one_and_says_so(caplog, wrong):
    """Asked again after an illegal answer; after three, a legal move at random, told to the table."""
    async def scenario():
        thinker = WrongThinker(wrong)
        server = await _server(thinker)
        try:
            host = await Bot(server, create(POKER, [ME, AI]), seed=3).start()
            await host.until(lambda: host.table.over)
            await host.stop()
        finally:
            await server.stop()
        return thinker.asked, [m for m in host.errors if m.code == "ai-random"]
    with caplog.at_level(logging.WARNING, logger="goatmaster.net"):
        asked, notices = run(scenario())
    said = [r.getMessage() for r in caplog.records]
    assert any("illegal" in line and "asked again" in line for line in said), said
    if wrong == 1:
        assert asked >= 2 and not notices and not any("at random" in line for line in said)
    else:
        assert notices and any("at random" in line for line in said), said


class GatedThinker(Thinker):
    """Holds every decision until :attr:`gate` opens, and counts those withdrawn meanwhile."""

    def __init__(self) -> None:
        super().__init__(processes=0, iterations=10)
        self.gate = asyncio.Event()
        self.asked = 0
        self.withdrawn = 0

    async def decide(self, observation: Observation, settings: Settings, seed: Optional[int],
                     owner: str = "", table: str = "", overdue: float = 0.0) -> Action:
        self.asked += 1
        try:
            await self.gate.wait()
        except asyncio.CancelledError:
            self.withdrawn += 1
            raise
        return await super().decide(observation, settings, seed, owner, table)


async def holds(test, timeout: float = 20.0) -> None:
    """Wait (bounded) until ``test()`` holds of the server's own state."""
    for _ in range(int(timeout / 0.01)):
        if test():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the server never got there")


def test_a_table_of_ais_alone_is_refused():
    async def scenario():
        server = await _server(Thinker(processes=0, iterations=10))
        try:
            bot = await Bot(server, create(POKER, [AI, AI]), play=False, reconnect=False).start()
            await bot.until(lambda: bot.errors)
            assert bot.errors[0].code == "no-person"
            assert not server.tables
            await bot.stop()
        finally:
            await server.stop()
    run(scenario())


def test_the_ai_waits_while_no_person_is_at_its_table_and_goes_on_when_one_comes_back():
    async def scenario():
        thinker = GatedThinker()
        server = await _server(thinker)
        try:
            host = await Bot(server, create(POKER, [ME, AI]), seed=3, reconnect=False).start()
            await holds(lambda: thinker.asked == 1)             # the host moved: the AI's turn
            code, token = host.table.code, host.table.token
            step = server.tables[code].step
            await host.stop()
            await holds(lambda: thinker.withdrawn == 1)         # no one left: the decision is withdrawn
            thinker.gate.set()
            table = server.tables[code]
            assert table.thinking_at is None and table.step == step and thinker.asked == 1
            back = await Bot(server, p.Rejoin(code=code, token=token), seed=4).start()
            await back.until(lambda: back.table.over)
            assert thinker.asked == 2
            await back.stop()
        finally:
            await server.stop()
    run(scenario())


def test_a_resumed_table_does_not_think_until_a_person_connects(tmp_path):
    async def scenario():
        first = GatedThinker()
        server = await _server_on(tmp_path, first)
        try:
            host = await Bot(server, create(POKER, [ME, AI]), seed=3, reconnect=False).start()
            await holds(lambda: first.asked == 1)
            code, token = host.table.code, host.table.token
            await host.stop()
        finally:
            await server.stop()
        again = GatedThinker()
        again.gate.set()
        server = await _server_on(tmp_path, again)
        try:
            assert code not in server.tables and server._table(code).ai_to_act() is not None
            await asyncio.sleep(0)
            assert again.asked == 0
            back = await Bot(server, p.Rejoin(code=code, token=token), seed=4).start()
            await back.until(lambda: back.table.over)
            assert again.asked >= 1
            await back.stop()
        finally:
            await server.stop()
    run(scenario())


async def _server_on(folder, thinker: Thinker) -> TableServer:
    server = TableServer(folder, LOOPBACK, 0, Limits(rate=10_000, burst=10_000), thinker, entropy=random.Random(1))
    await server.start()
    return server


def test_ai_seats_are_limited_per_connection_and_per_address():
    async def scenario():
        limits = Limits(rate=10_000, burst=10_000, ai_seats_per_connection=2, ai_seats_per_address=3)
        server = await _server(Thinker(processes=0, iterations=10), limits)
        try:
            first = await Bot(server, create(POKER, [ME, AI]), play=False).start()
            await first.until(lambda: first.table.code is not None)
            await first.client.send(create(POKER, [ME, AI]))        # a second table: 2 AIs
            await first.until(lambda: len([m for m in first.received if isinstance(m, p.Joined)]) == 2)
            await first.client.send(create(POKER, [ME, AI]))        # a third: over the connection's 2
            await first.until(lambda: first.errors)
            assert first.errors[-1].code == "limit" and "connection" in first.errors[-1].message
            second = await Bot(server, create(POKER, [ME, OPEN]), play=False).start()
            await second.until(lambda: second.table.code is not None)
            await second.client.send(p.Fill(seat=1, level="easy"))  # the address's third AI
            await second.until(lambda: second.table.seats[1].kind == "ai")
            await second.client.send(create(POKER, [ME, AI]))       # its fourth: over the address's 3
            await second.until(lambda: second.errors)
            assert second.errors[-1].code == "limit" and "address" in second.errors[-1].message
            for bot in (first, second):
                await bot.stop()
        finally:
            await server.stop()
    run(scenario())


@pytest.mark.parametrize("second_asks", ["create", "fill"])
def test_ai_seats_asked_at_once_from_one_address_keep_to_its_limit(second_asks):
    """Two connections from one address ask for an AI seat each while the store still writes the first's
    (its writer held): the second is checked against the first's seat too, not against the store alone,
    and is refused; the store ends with the address's one AI seat."""
    async def scenario():
        limits = Limits(rate=10_000, burst=10_000, ai_seats_per_address=1)
        server = await _server(Thinker(processes=0, iterations=10), limits)
        gate = threading.Event()
        bots: list[Bot] = []
        try:
            second = await Bot(server, create(POKER, [ME, OPEN]), play=False, reconnect=False).start()
            bots.append(second)
            await second.until(lambda: second.table.code is not None)
            held = asyncio.ensure_future(server.store.write(gate.wait, WAIT))     # the store's writer, held
            first = await Bot(server, create(POKER, [ME, AI]), play=False, reconnect=False).start()
            bots.append(first)
            await _settled(lambda: server._creating == 1)                     # its table waits on the store
            await second.client.send(create(POKER, [ME, AI]) if second_asks == "create"
                                     else p.Fill(seat=1, level="easy"))
            await _settled(lambda: server._creating == 2 or bool(second.errors)
                           or any(t.seats[1].kind == "ai" for t in server.tables.values()))
            gate.set()
            await held
            await first.until(lambda: first.table.code is not None)
            await second.until(lambda: bool(second.errors) or server.store.ai_seats(token_hash(LOOPBACK)) > 1)
            assert [(e.code, "address" in e.message) for e in second.errors] == [("limit", True)]
            assert server.store.ai_seats(token_hash(LOOPBACK)) == 1
        finally:
            gate.set()
            for bot in bots:
                await bot.stop()
            await server.stop()
    run(scenario())


def test_ai_seats_at_tables_not_in_memory_count_against_their_address_and_after_a_restart(tmp_path):
    """Tables opened with AI seats, left to leave memory (or the server restarted), still count: a client
    cannot open more by waiting."""
    limits = Limits(rate=10_000, burst=10_000, ai_seats_per_address=2)

    async def refused(server: TableServer) -> None:
        """A new table with an AI seat is refused, and so is an AI for a new table's open seat."""
        more = await Bot(server, create(POKER, [ME, AI]), play=False, reconnect=False).start()
        await more.until(lambda: more.table.code is not None or more.errors)
        filler = await Bot(server, create(POKER, [ME, OPEN]), play=False, reconnect=False).start()
        await filler.until(lambda: filler.table.code is not None)
        await filler.client.send(p.Fill(seat=1, level="easy"))
        await filler.until(lambda: filler.errors or filler.table.seats[1].kind == "ai")
        for bot in (more, filler):
            assert bot.errors and bot.errors[0].code == "limit" and "address" in bot.errors[0].message, bot.errors
            await bot.stop()

    async def started(seed: int) -> TableServer:
        server = TableServer(str(tmp_path), LOOPBACK, 0, limits, Thinker(processes=0, iterations=10),
                             entropy=random.Random(seed))
        await server.start()
        return server

    async def first() -> None:
        server = await started(2)
        try:
            for _ in range(2):
                bot = await Bot(server, create(POKER, [ME, AI]), play=False, reconnect=False).start()
                await bot.until(lambda: bot.table.code is not None)
                await bot.stop()
            await _settled(lambda: not any(table.connections() for table in server.tables.values()))
            await server._rest()
            await server._rest()
            assert not server.tables and len(server.asleep) == 2
            await refused(server)
        finally:
            await server.stop()

    async def second() -> None:
        server = await started(3)
        try:
            assert len(server.asleep) == 3 and not server.tables   # (the open table's seat was not filled)
            await refused(server)
        finally:
            await server.stop()
    run(first())
    run(second())


def test_a_late_ai_is_said_to_the_table_and_its_move_still_comes():
    class SlowThinker(GatedThinker):
        def late_after(self, settings: Settings) -> float:
            return 0.01

    async def scenario():
        thinker = SlowThinker()
        server = await _server(thinker)
        try:
            host = await Bot(server, create(POKER, [ME, AI]), seed=3).start()
            await host.until(lambda: any(m.code == "ai-late" for m in host.errors))
            thinker.gate.set()
            await host.until(lambda: host.table.over)
            assert all(m.code == "ai-late" for m in host.errors), host.errors
            await host.stop()
        finally:
            await server.stop()
    run(scenario())


# ---------------------------------------------------------------- fair shares of the AI

def _observation() -> Observation:
    from toy_poker import PokerState
    state = PokerState()
    state.apply_action(0)
    state.apply_action(2)
    return state.observation(0)


def test_the_queue_serves_people_in_turn_then_each_ones_tables_in_turn():
    from goatmaster.net.thinker import FairQueue, Request
    now = [1000.0]
    queue = FairQueue(clock=lambda: now[0])
    settings = Settings(iterations=10)

    def ask(owner: str, table: str) -> Request:
        request = Request(_observation(), settings, 0, owner, table)
        queue.put(request)
        return request

    a1, a2, a3, a1_again = ask("attacker", "A1"), ask("attacker", "A2"), ask("attacker", "A3"), ask("attacker", "A1")
    p1 = ask("person", "P")
    assert queue.take() is a1
    assert queue.take() is p1                   # the person before the attacker's 2nd and 3rd
    p2 = ask("person", "P")
    assert queue.take() is a2                   # then the attacker's other tables before A1 again
    assert queue.take() is p2
    assert queue.take() is a3
    assert queue.take() is a1_again
    assert queue.take() is None and len(queue) == 0
    now[0] += 3600.0                            # an hour later, the attacker asks again
    again = ask("attacker", "A4")
    assert queue.take() is again
    assert set(queue._use) == {"attacker"} and not queue._tables      # the rest forgotten


def test_decisions_whose_clocks_ran_out_are_taken_earliest_deadline_first_among_equals():
    """A turn-based table's AI moves for a seat whose clock ran out: among decisions the fair order
    leaves equal, the one that fell due first goes first (the queue's clock injected); what an
    owner used of the AI still comes first."""
    from goatmaster.net.thinker import FairQueue, Request
    now = [5000.0]
    queue = FairQueue(clock=lambda: now[0])
    settings = Settings(iterations=10, seconds=1.0)

    def ask(owner: str, table: str, overdue: float = 0.0) -> Request:
        request = Request(_observation(), settings, 0, owner, table, overdue=overdue)
        queue.put(request)
        now[0] += 10.0
        return request

    # One host's tables, none served yet: their seats' clocks ran out 1 h, 3 h and 2 h ago, asked in
    # another order; a decision asked for a person at a fourth table falls due when asked.
    b, c, d, e = ask("host", "B", 3600.0), ask("host", "C", 3 * 3600.0), ask("host", "D", 2 * 3600.0), ask("host", "E")
    assert [queue.take() for _ in range(4)] == [c, d, b, e]
    # Two owners who have not used the AI: the one whose seat's clock ran out first, whoever asked first.
    x, y = ask("x", "X", 60.0), ask("y", "Y", 600.0)
    assert [queue.take(), queue.take()] == [y, x]
    # The budget first: the host, who used the AI lately, waits even with the earliest deadline.
    late, person = ask("host", "F", 10 * 3600.0), ask("person", "P")
    assert [queue.take(), queue.take()] == [person, late]
    assert queue.take() is None


def test_the_thinker_serves_a_lone_person_before_an_attackers_queued_decisions():
    """The starving scenario at a budget of one: an attacker's three tables ask first, a person's
    table after them; the person's decision is searched second, not fourth."""
    async def scenario():
        thinker = Thinker(processes=0, iterations=20)
        settings = Settings(iterations=20)
        try:
            with thinker._lock:                 # every decision asked before the worker takes one
                asked = [asyncio.ensure_future(thinker.decide(_observation(), settings, k, "attacker", f"A{k}"))
                         for k in range(3)]
                asked.append(asyncio.ensure_future(thinker.decide(_observation(), settings, 9, "person", "P")))
                await asyncio.sleep(0)
            await asyncio.gather(*asked)
        finally:
            thinker.close()
        return [(d.owner, d.table) for d in thinker.decisions]
    order = run(scenario())
    assert order == [("attacker", "A0"), ("person", "P"), ("attacker", "A1"), ("attacker", "A2")]


def test_a_decision_gives_way_to_a_person_who_waits_with_none_searched(monkeypatch):
    import goatmaster.net.thinker as thinking
    monkeypatch.setattr(thinking, "GIVE_WAY_AFTER", 0.0)

    async def scenario():
        thinker = Thinker(processes=0)
        try:
            long = asyncio.ensure_future(thinker.decide(_observation(), Settings(seconds=60.0), 1, "attacker", "A"))
            await holds(lambda: thinker._running[0] is not None)
            person = asyncio.ensure_future(thinker.decide(_observation(), Settings(iterations=20), 2, "person", "P"))
            await asyncio.gather(long, person)
        finally:
            thinker.close()
        return list(thinker.decisions)
    attacker, person = run(scenario())
    assert (attacker.owner, attacker.gave_way) == ("attacker", True) and attacker.searched < 30
    assert (person.owner, person.gave_way) == ("person", False)


def test_the_servers_options_give_the_ai_budget_and_the_ai_seat_limits():
    from goatmaster.cli.server import parser
    from goatmaster.net.thinker import default_processes
    args = parser().parse_args(["--max-ai-per-connection", "3", "--max-ai-per-address", "7"])
    assert args.ai_processes == default_processes() >= 1
    assert (args.max_ai_per_connection, args.max_ai_per_address) == (3, 7)
