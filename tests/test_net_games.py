"""Whole games of all three games through a real table server on loopback (issue 33).

Scripted clients (and AI seats on the server) play every game from 2 to 6 seats to its end.
Then the leak test: a view the server sent a seat is the same, byte for byte, as the view of a
state drawn from that seat's observation (a spectator's: from its own view), which a server
sending the real state fails.  No message may hold the table's seed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from goatmaster.core.registry import entry
from goatmaster.net import protocol as p
from goatmaster.net.online import online_of
from goatmaster.net.table import OnlineTable
from net_bots import Bot, create, rows_save, run, serving

ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")


def ai(level: str = "easy") -> p.SeatPlan:
    return p.SeatPlan(kind="ai", level=level)


#: (game, seats): people (me, open) and AI seats mixed, every player count a game allows at its edges.
TABLES = [
    ("goat-master", [ME, OPEN]),
    ("goat-master", [ME, ai(), OPEN]),
    ("goat-master", [ME, OPEN, ai(), OPEN, ai()]),
    ("meadow", [ME, OPEN]),
    ("meadow", [ME, ai()]),
    ("rows", [ME, OPEN]),
    ("rows", [ME, OPEN, ai(), OPEN]),
    ("rows", [ME, ai(), OPEN, ai(), OPEN, OPEN]),
]


class Recorder:
    """Keeps every view a table told of its position, with a copy of the real state."""

    def __init__(self, monkeypatch) -> None:
        self.sent: list[tuple[Any, Any, Any]] = []         # (seat, real state, view sent)
        original = OnlineTable.told

        def told(table: OnlineTable, seat):
            sent = original(table, seat)
            self.sent.append((seat, table.state.clone(), sent))
            return sent
        monkeypatch.setattr(OnlineTable, "told", told)


@pytest.mark.parametrize("game,seats", TABLES, ids=[f"{g}-{len(s)}" for g, s in TABLES])
def test_a_whole_game_through_the_server_and_no_seat_is_sent_what_it_may_not_know(game, seats, monkeypatch):
    recorder = Recorder(monkeypatch)
    form = online_of(entry(game))

    async def scenario():
        async with serving(iterations=8) as server:
            host = await Bot(server, create(game, seats), seed=1, play=False).start()
            await host.until(lambda: host.table.code is not None)
            code = host.table.code
            guests = [await Bot(server, p.Claim(code=code, name=f"Guest {k}"), seed=10 + k).start()
                      for k, plan in enumerate(seats) if plan.kind == "open"]
            watcher = await Bot(server, p.Watch(code=code), play=False).start()
            bots = [host, *guests, watcher]
            for bot in bots:                    # everyone is here before the first move
                await bot.until(lambda: bot.table.world is not None and len(bot.table.seats) == len(seats)
                                and all(s.kind != "open" for s in bot.table.seats))
            host.play = True
            await host.move()
            for bot in bots:
                await bot.until(lambda: bot.table.over, timeout=120)
            table = server.tables[code]
            real = table.state
            for bot in bots:
                assert bot.table.step == table.step and not bot.errors and not bot.client.faults
                if bot.table.seat is not None:
                    assert bot.table.world.observation(bot.table.seat).key() == real.observation(bot.table.seat).key()
                assert bot.table.world.result() == real.result()
            seed = str(table.stored.seed)
            for bot in bots:
                for message in bot.received:
                    assert seed not in p.write(message).decode(), "the table's seed was sent"
            for bot in bots:
                await bot.stop()

    run(scenario(), timeout=300)
    rng = random.Random(7)
    # The leak test: a state the seat cannot tell from the real one sends it the same bytes.
    for seat, real, sent in recorder.sent:
        seen = form.observation(form.view(real, None), None) if seat is None else real.observation(seat)
        twin = seen.sample(rng)
        assert p.write(form.view(twin, seat)) == p.write(sent), (seat, game)


def test_a_saved_unfinished_game_goes_on_at_an_online_table():
    """A host opens a .goat file as a table: the players claim its seats and play it to the end."""
    from goatmaster.files import envelope

    text = rows_save()
    whole = len(envelope.loads(text).game.actions)          # a file holds whole turns

    async def scenario():
        async with serving() as server:
            host = await Bot(server, create("rows", [ME, OPEN, ai()], save=text), seed=1).start()
            await host.until(lambda: host.table.world is not None)
            assert host.table.step >= whole and [s.name for s in host.table.seats][1:] == ["Bea", "Cy"]
            guest = await Bot(server, p.Claim(code=host.table.code, name="Bea"), seed=2).start()
            for bot in (host, guest):
                await bot.until(lambda: bot.table.over, timeout=120)
            refused = await Bot(server, create("meadow", [ME, OPEN], save=text), play=False,
                                reconnect=False).start()
            await refused.until(lambda: refused.errors)
            assert refused.errors[0].code == "bad-save"
            for bot in (host, guest, refused):
                await bot.stop()
    run(scenario())
