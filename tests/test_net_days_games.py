"""A whole turn-based game of each game over days: two people each connect only for their moves
(rejoining with their token) and go, days passing between moves; one person's clock runs out
twice and the AI plays those turns; at the end each gets the save file and the table's story
holds every move once (on loopback, the server's clock injected: days pass in ticks)."""

from __future__ import annotations

from typing import Optional

import pytest

from goatmaster.files import envelope
from goatmaster.net import protocol as p
from goatmaster.net.server import TableServer
from net_bots import Bot, create, run
from test_net_pace import DAY, HOUR, ME, OPEN, FakeClock, _hours, _server, _settled, _token

#: Two days a turn, a day a question.
SLOW = p.Pace(kind="turn-based", turn=int(2 * DAY), question=int(DAY))
#: Ann's turns (counted from 0) her clock runs out in: two, not in a row (the AI keeps no seat).
ANN_RUNS_OUT = (1, 3)


async def _come_for_moves(server: TableServer, code: str, token: str, seed: int) -> int:
    """A person comes for their move: rejoins with their token, plays (every decision of theirs in a
    row, or the question asked of them) and goes.  The decisions they made."""
    bot = await Bot(server, p.Rejoin(code=code, token=token), seed=seed, reconnect=False).start()
    await bot.until(lambda: bot.table.world is not None)
    step = bot.table.step
    await bot.until(lambda: bot.table.step > step and (bot.table.over or not bot.table.my_turn))
    await bot.stop()
    return sum(isinstance(m, p.Update) and m.actor == bot.table.seat for m in bot.received)


async def _end_of(server: TableServer, code: str, token: str) -> tuple[str, list[p.PastMove]]:
    """A person comes after the end: the save file they ask for, and the table's whole story."""
    bot = await Bot(server, p.Rejoin(code=code, token=token), play=False, reconnect=False).start()
    await bot.until(lambda: bot.table.over)
    saves = sum(isinstance(m, p.SaveFile) for m in bot.received)
    await bot.client.send(p.GetSave())
    await bot.until(lambda: sum(isinstance(m, p.SaveFile) for m in bot.received) > saves)
    save = [m for m in bot.received if isinstance(m, p.SaveFile)][-1].text
    story: list[p.PastMove] = []
    upto: Optional[int] = bot.table.step
    for _ in range(100):                        # (pages of at most protocol.MAX_PAST moves)
        if upto is None:
            break
        asked = sum(isinstance(m, p.Past) for m in bot.received)
        await bot.client.send(p.History(upto=upto))
        await bot.until(lambda: sum(isinstance(m, p.Past) for m in bot.received) > asked)
        page = [m for m in bot.received if isinstance(m, p.Past)][-1]
        story[:0] = page.moves
        upto = page.moves[0].step - 1 if page.more and page.moves else None
    await bot.stop()
    return save, story


@pytest.mark.parametrize("game", ["goat-master", "meadow", "rows"])
def test_a_whole_turn_based_game_over_days_each_person_connecting_only_for_their_moves(game):
    async def scenario():
        clock = FakeClock()
        server = await _server(":memory:", clock, seed=3)
        try:
            host = await Bot(server, create(game, [ME, OPEN], name="Ann", pace=SLOW), play=False,
                             reconnect=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            guest = await Bot(server, p.Claim(code=code, name="Bea"), play=False, reconnect=False).start()
            await guest.until(lambda: guest.table.world is not None)
            tokens = [_token(host), _token(guest)]
            for bot in (host, guest):
                await bot.stop()
            # A spectator watches all along: every move is told it once, and what the AI did for whom.
            watcher = await Bot(server, p.Watch(code=code), play=False, reconnect=False).start()
            await watcher.until(lambda: watcher.table.world is not None)
            table = server.tables[code]
            ann_turns, ran_out, decided, days = 0, [], [0, 0], 0.0
            for _ in range(2000):
                if table.match.is_over:
                    break
                step_of_turn = table.step
                assert table.clock is not None and not table.people_present()
                seat, left = table.clock.seat, table.clock.left
                if seat == 0 and table.clock.step is None and left == SLOW.turn:     # a new turn of Ann's
                    ann_turns += 1
                    if ann_turns - 1 in ANN_RUNS_OUT:
                        # Ann does not come: when her clock ends, not an hour before, the AI plays her turn.
                        hours = await _hours(server, clock, int(3 * DAY / HOUR), table)
                        assert hours == left / HOUR, (hours, left)
                        await _settled(lambda: table.match.is_over or (table.ai_to_act() is None
                                                                       and table.thinking_at is None))
                        ran_out.append(step_of_turn)
                        days += hours / 24
                        continue
                # The person comes back a day later (or within the day, for a question), for their move.
                hours = int(min(DAY, left - HOUR) / HOUR)
                await _hours(server, clock, hours)
                days += hours / 24
                decided[seat] += await _come_for_moves(server, code, tokens[seat], seed=len(ran_out) + sum(decided))
                await _settled(lambda: not table.people_present())
            assert table.match.is_over, "the game should end within the test's turns"
            ends = [await _end_of(server, code, token) for token in tokens]
            await _settled(lambda: not table.people_present())
            told = [(m.step, m.actor) for m in watcher.received if isinstance(m, p.Update)]
            notices = [(m.seat, m.name) for m in watcher.errors if m.code == "ai-played"]
            await watcher.stop()
            return (ends, told, notices, ran_out, decided, days, list(table.match.actions),
                    [seat.timeouts for seat in table.seats])
        finally:
            await server.stop()

    ends, told, notices, ran_out, decided, days, actions, timeouts = run(scenario(), timeout=300)
    assert len(ran_out) == 2 and notices == [(0, "Ann"), (0, "Ann")]
    assert decided[0] > 0 and decided[1] > 0 and days > 7
    assert timeouts == [0, 0]                    # Ann played again after each turn the AI played for her
    for save, story in ends:
        saved = envelope.loads(save)
        assert saved.finished and [seat.name for seat in saved.players] == ["Ann", "Bea"]
        assert list(saved.game.actions) == actions
        decisions = [(move.step, move.actor) for move in story if move.actor is not None]
        assert decisions == told                # every move once, in order
        steps = [move.step for move in story]
        assert steps == sorted(set(steps))
    assert ends[0][0] == ends[1][0]
    after = {step: actor for step, actor in told}
    assert all(after[min(s for s in after if s > step)] == 0 for step in ran_out)     # the AI moved for Ann
