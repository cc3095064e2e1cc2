"""The table server on loopback (issue 33), on the test-only poker: one authority, bad input answered.

The three games' own online play is in ``test_net_games.py``; here the server's rules are
tested on the smallest game with a secret (each seat's card).
"""

from __future__ import annotations

import asyncio
import time

import msgspec

from goatmaster.files import envelope
from goatmaster.net import protocol as p
from net_bots import Bot, create, run, serving
from toy_poker import GAME

POKER = "toy-poker"
ME, OPEN, AI = p.SeatPlan(kind="me"), p.SeatPlan(kind="open"), p.SeatPlan(kind="ai", level="easy")


def test_two_people_play_a_whole_game_through_the_server_and_may_save_it_when_it_is_over():
    async def scenario():
        async with serving() as server:
            host = await Bot(server, create(POKER, [ME, OPEN]), seed=1).start()
            await host.until(lambda: host.table.code is not None)
            guest = await Bot(server, p.Claim(code=host.table.code, name="Bea"), seed=2).start()
            await host.until(lambda: host.table.over)
            await guest.until(lambda: guest.table.over)
            assert host.table.seat == 0 and guest.table.seat == 1 and host.table.host and not guest.table.host
            assert host.table.step == guest.table.step == server.tables[host.table.code].step
            assert not host.errors and not guest.errors
            # The finished game's file comes to everyone at the table unasked, and on asking.
            await guest.until(lambda: any(isinstance(m, p.SaveFile) for m in guest.received))
            await guest.client.send(p.GetSave())
            await guest.until(lambda: sum(isinstance(m, p.SaveFile) for m in guest.received) == 2)
            text = next(m for m in guest.received if isinstance(m, p.SaveFile)).text
            saved = envelope.loads(text)
            assert saved.finished and saved.players[1].name == "Bea"
            assert any(isinstance(m, p.SaveFile) for m in host.received)
            await host.stop()
            await guest.stop()
    run(scenario())


def test_an_ai_seat_plays_on_the_server():
    async def scenario():
        async with serving() as server:
            host = await Bot(server, create(POKER, [ME, AI]), seed=3).start()
            await host.until(lambda: host.table.over)
            assert [s.kind for s in host.table.seats] == ["human", "ai"]
            await host.stop()
    run(scenario())


def test_bad_messages_get_a_clear_error_and_the_table_goes_on():
    async def scenario():
        async with serving() as server:
            host = await Bot(server, create(POKER, [ME, OPEN]), seed=4, play=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            guest = await Bot(server, p.Claim(code=code, name="Bea"), play=False).start()
            await guest.until(lambda: guest.table.world is not None)
            expected = []

            async def refused(bot, data, code_):
                before = len(bot.errors)
                await bot.send_raw(data)
                await bot.until(lambda: len(bot.errors) > before)
                assert bot.errors[-1].code == code_, (data[:80], bot.errors[-1])
                expected.append(code_)

            await refused(host, "not json", "not-json")
            await refused(host, f'{{"type": "fly", "v": {p.VERSION}}}', "unknown-type")
            await refused(host, f'{{"type": "act", "v": {p.VERSION + 1}, "step": 0, "action": 0}}', "version")
            await refused(host, f'{{"type": "chat", "v": {p.VERSION}, "text": "' + "x" * (70 * 1024) + '"}', "too-big")
            step = host.table.step
            await refused(guest, p.write(p.Act(step=step, action=0)).decode(), "not-your-turn")
            await refused(host, p.write(p.Act(step=step + 5, action=0)).decode(), "stale")
            await refused(host, p.write(p.Act(step=step, action=7)).decode(), "illegal")
            await refused(guest, p.write(p.Fill(seat=0, level="easy")).decode(), "not-host")
            # The same move twice: the first is played, the second is stale.
            await host.client.act(0)
            await refused(host, p.write(p.Act(step=step, action=0)).decode(), "stale")
            assert server.tables[code].step == step + 1
            # A wrong or guessed token acts for no seat; a spectator cannot play.
            stranger = await Bot(server, p.Rejoin(code=code, token="A" * 32), play=False, reconnect=False).start()
            await stranger.until(lambda: stranger.errors)
            assert stranger.errors[0].code == "bad-token"
            await refused(stranger, p.write(p.Act(step=step + 1, action=0)).decode(), "not-seated")
            watcher = await Bot(server, p.Watch(code=code), play=False).start()
            await watcher.until(lambda: watcher.table.world is not None)
            assert watcher.table.seat is None
            await refused(watcher, p.write(p.Act(step=step + 1, action=0)).decode(), "not-seated")
            await refused(watcher, p.write(p.Claim(code="ZZZZZZ", name="x")).decode(), "no-table")
            # The game goes on for everyone.
            host.play = guest.play = True
            await guest.move()
            await host.move()
            await host.until(lambda: host.table.over)
            await guest.until(lambda: guest.table.over)
            for bot in (host, guest, stranger, watcher):
                await bot.stop()
            assert len(expected) == 12
    run(scenario())


def test_a_dropped_player_reconnects_by_itself_and_gets_a_fresh_snapshot():
    async def scenario():
        async with serving() as server:
            host = await Bot(server, create(POKER, [ME, OPEN]), seed=5, play=False).start()
            await host.until(lambda: host.table.world is not None)
            guest = await Bot(server, p.Claim(code=host.table.code, name="Bea"), seed=6, play=False).start()
            await guest.until(lambda: guest.table.world is not None)
            token = guest.table.token
            snapshots = sum(isinstance(m, p.Snapshot) for m in guest.received)
            await guest.client.drop()
            await host.until(lambda: host.table.seats[1].kind == "away")
            await guest.until(lambda: sum(isinstance(m, p.Snapshot) for m in guest.received) > snapshots)
            assert guest.table.token == token and guest.table.seat == 1
            await host.until(lambda: host.table.seats[1].kind == "human")
            host.play = guest.play = True
            await host.move()
            await host.until(lambda: host.table.over)
            for bot in (host, guest):
                await bot.stop()
    run(scenario())


def test_an_ai_stands_in_for_a_player_who_stays_away_and_the_player_takes_the_seat_back():
    async def scenario():
        async with serving() as server:
            host = await Bot(server, create(POKER, [ME, OPEN], grace=5), seed=7, play=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            guest = await Bot(server, p.Claim(code=code, name="Bea"), reconnect=False, play=False).start()
            await guest.until(lambda: guest.table.world is not None)
            token = guest.table.token
            await guest.stop()
            await host.until(lambda: host.table.seats[1].kind == "away")
            await host.client.send(p.Fill(seat=1, level="easy"))      # the host need not wait 5 s
            await host.until(lambda: host.table.seats[1].standing_in)
            back = await Bot(server, p.Rejoin(code=code, token=token), play=False).start()
            await back.until(lambda: back.table.seat == 1 and back.table.world is not None)
            await host.until(lambda: not host.table.seats[1].standing_in and host.table.seats[1].kind == "human")
            for bot in (host, back):
                await bot.stop()
    run(scenario())


def test_no_view_a_seat_is_sent_holds_the_other_card():
    """Every view a seat receives holds its own card, and is the same byte for byte whichever card
    the other seat holds: a server sending the real state fails here (issue 33)."""
    form = GAME.online

    async def scenario():
        told = 0
        async with serving() as server:
            for game in range(20):
                host = await Bot(server, create(POKER, [ME, AI]), seed=game).start()
                await host.until(lambda: host.table.over)
                real = server.tables[host.table.code].state
                for message in host.received:
                    if isinstance(message, (p.Snapshot, p.Update)) and message.view["dealt"]:
                        told += 1
                        assert message.view["card"] == real.cards[0]            # its own card, always
                        twin = real.clone()
                        twin.bets = list(message.view["bets"])
                        twin.cards[1] = next(c for c in range(3) if c not in real.cards)
                        assert msgspec.json.encode(message.view) == msgspec.json.encode(form.view(twin, 0))
                await host.stop()
        assert told >= 40
    run(scenario())


def test_a_servers_codes_start_with_its_prefix():
    """Several servers behind one proxy: each makes codes with its own prefix (and a join names
    its code in the path, see ``client.join_url``), so the proxy routes it to its server."""
    async def scenario():
        async with serving() as server:
            server.code_prefix = "Q"
            host = await Bot(server, create(POKER, [ME, OPEN])).start()
            await host.until(lambda: host.table.code is not None)
            assert host.table.code.startswith("Q")
            guest = await Bot(server, p.Claim(code=host.table.code, name="Bea")).start()
            await guest.until(lambda: guest.table.over)
            for bot in (host, guest):
                await bot.stop()
    run(scenario())


async def unloaded(server, code: str) -> None:
    """Wait (bounded) until the server has seen everyone go and let the table leave memory."""
    for _ in range(500):
        if code not in server.tables:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"table {code} is still in memory")


def test_a_finished_table_leaves_memory_when_everyone_has_gone_and_the_store_still_has_it():
    """Memory holds the tables people are at (no growth game after game); a finished game can
    still be looked at and saved; a table no one played for the idle time is forgotten."""
    async def scenario():
        async with serving() as server:
            host = await Bot(server, create(POKER, [ME, AI]), seed=8).start()
            await host.until(lambda: host.table.over)
            code, token = host.table.code, host.table.token
            await host.stop()
            await unloaded(server, code)
            back = await Bot(server, p.Rejoin(code=code, token=token), play=False).start()
            await back.until(lambda: back.table.over)
            await back.client.send(p.GetSave())
            await back.until(lambda: any(isinstance(m, p.SaveFile) for m in back.received))
            await back.stop()
            await unloaded(server, code)
            await server._expire(time.time() + server.limits.idle + 1)
            assert code not in server.tables and server.store.load(code) is None
    run(scenario())


def snapshots(bot: Bot) -> list[p.Snapshot]:
    return [m for m in bot.received if isinstance(m, p.Snapshot)]


def test_a_seated_person_deals_again_at_a_finished_table_and_everyone_plays_the_new_game(tmp_path):
    """Play again at a shared table: the same seats, people and AI, a new secret seed; a spectator
    cannot deal, nor can anyone before the game is over; the new game survives a restart."""
    async def scenario():
        async with serving(str(tmp_path), seed=11) as server:
            host = await Bot(server, create(POKER, [ME, OPEN]), seed=1, play=False).start()
            await host.until(lambda: host.table.code is not None)
            code = host.table.code
            guest = await Bot(server, p.Claim(code=code, name="Bea"), seed=2).start()
            watcher = await Bot(server, p.Watch(code=code), play=False).start()
            await host.until(lambda: host.table.seats[1].kind == "human")
            await host.client.send(p.Again())
            await host.until(lambda: host.errors)
            assert host.errors[-1].code == "not-over"
            host.play = True
            await host.move()
            for bot in (host, guest, watcher):
                await bot.until(lambda bot=bot: bot.table.over and any(isinstance(m, p.SaveFile) for m in bot.received))
            first_seed = server.tables[code].stored.seed
            first_game = envelope.loads(next(m for m in watcher.received if isinstance(m, p.SaveFile)).text)
            await watcher.client.send(p.Again())
            await watcher.until(lambda: watcher.errors)
            assert watcher.errors[-1].code == "not-seated" and server.tables[code].match.is_over
            await guest.client.send(p.Again())
            for bot in (host, guest, watcher):
                await bot.until(lambda bot=bot: len(snapshots(bot)) == 2)
                assert not snapshots(bot)[-1].over
                assert [s.kind for s in snapshots(bot)[-1].seats] == ["human", "human"]
            table = server.tables[code]
            assert table.stored.seed != first_seed      # (the bots may have played it through already)
            replay, texts = table.match.restart(), []       # the store keeps the actions' texts
            for action in table.match.actions:
                texts.append(replay.state.action_to_string(action))
                replay.apply_action(action)
            # Stored before it is the table's: the store may hold one move more, on its way in.
            stored_texts = server.store.load(code).actions
            assert stored_texts[:len(texts)] == texts and len(stored_texts) - len(texts) <= 1
            for bot in (host, guest, watcher):
                await bot.until(lambda bot=bot: bot.table.over
                                and sum(isinstance(m, p.SaveFile) for m in bot.received) == 2)
            second_game = envelope.loads([m for m in watcher.received if isinstance(m, p.SaveFile)][-1].text)
            assert second_game.finished and envelope.dumps(second_game) != envelope.dumps(first_game)
            assert not guest.errors
            host.play = guest.play = False          # the third game waits for its first move
            await guest.client.send(p.Again())
            await guest.until(lambda: len(snapshots(guest)) == 3)
            stored = server.store.load(code)
            for bot in (host, guest, watcher):
                await bot.stop()
            # At a table with an AI, the AI plays the new game too.
            solo = await Bot(server, create(POKER, [ME, AI]), seed=5).start()
            await solo.until(lambda: solo.table.over)
            await solo.client.send(p.Again())
            await solo.until(lambda: len(snapshots(solo)) == 2)
            await solo.until(lambda: solo.table.over)
            assert [s.kind for s in solo.table.seats] == ["human", "ai"] and not solo.errors
            await solo.stop()
        # A server started again on the same folder holds the third game where it was.
        async with serving(str(tmp_path), seed=12) as again:
            resumed = again._table(code)
            assert resumed.stored.seed == stored.seed and resumed.stored.actions == stored.actions
            assert len(resumed.match.actions) == len(stored.actions)
            assert not resumed.match.is_over
    run(scenario())
