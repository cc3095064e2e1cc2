"""A table's story for a seat that comes back: every move since the deal, as that seat may see it,
in pages of at most ``protocol.MAX_MESSAGE`` bytes (``History`` and ``Past``), never another seat's
secret; on loopback with scripted clients, and at the table alone for whole games."""

from __future__ import annotations

import random
from typing import Optional

import msgspec
import pytest

from goatmaster.core.registry import entries, entry
from goatmaster.games.goal_rows.engine import events as rows_events
from goatmaster.net import protocol as p
from goatmaster.net import table as table_module
from goatmaster.net.server import Limits
from goatmaster.net.table import OnlineTable
from net_bots import Bot, create, run, serving
from toy_poker import GAME as POKER

GAMES = [POKER] + [game for game in entries() if game.online is not None]
ME, OPEN, AI = p.SeatPlan(kind="me"), p.SeatPlan(kind="open"), p.SeatPlan(kind="ai", level="easy")

#: A move as it travels: (step, actor, its events as JSON).
Told = tuple[int, Optional[int], bytes]


def new_table(game, seats: int, seed: int = 1) -> OnlineTable:
    plan = p.Create(game=game.name, seats=[ME] + [OPEN] * (seats - 1), name="Ann")
    table, _ = OnlineTable.new(game, "ABCDEF", plan, "t" * 32, entropy=random.Random(seed))
    for seat in table.seats:                    # people at every seat: their forced moves are played
        seat.kind = "human"                     # for them, within the move before
    table.start()
    return table


def play_out(table: OnlineTable, seed: int, moves: int = 100_000) -> dict[Optional[int], list[Told]]:
    """Play random legal moves (at most ``moves``), as the server does; what each seat's updates
    told it (and a spectator's, under ``None``)."""
    rng = random.Random(seed)
    seats: list[Optional[int]] = [*range(len(table.seats)), None]
    told: dict[Optional[int], list[Told]] = {seat: [] for seat in seats}
    for _ in range(moves):
        if table.match.is_over:
            break
        actor = table.state.current_player()
        move = table.play(actor, rng.choice(table.state.legal_actions()))
        table.adopt(move)
        for seat in seats:
            told[seat].append((table.step, actor, msgspec.json.encode(table.seen(move.events, seat))))
    return told


def read_back(table: OnlineTable, seat: Optional[int], upto: int) -> tuple[list[Told], list[int]]:
    """Every page of the story up to ``upto`` as ``seat`` asks for it (newest first), read back by
    the protocol; its moves in order and each page's size in bytes."""
    moves: list[Told] = []
    sizes = []
    for _ in range(10_000):
        data = p.write(table.past(seat, upto))
        sizes.append(len(data))
        page = p.read_server(data)
        assert isinstance(page, p.Past) and page.upto == upto
        moves[:0] = [(m.step, m.actor, msgspec.json.encode(m.events)) for m in page.moves]
        if not page.more:
            return moves, sizes
        assert page.moves, "a page that says more is to come holds a move"
        upto = page.moves[0].step - 1
    raise AssertionError("the story never ended")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_a_whole_games_story_read_in_pages_is_what_each_seats_updates_told_it(game):
    for seats, seed in ((game.info.min_seats, 1), (game.info.max_seats, 2)):
        table = new_table(game, seats, seed)
        dealt = table.step
        kept = new_table(game, seats, seed)
        kept.story()                            # kept up to date move by move from the start
        told = play_out(table, seed)
        assert told == play_out(kept, seed)
        for seat, updates in told.items():
            for current in (table, kept):
                current._story = None if current is table else current._story     # (found by replaying)
                moves, sizes = read_back(current, seat, current.step)
                assert max(sizes) <= p.MAX_MESSAGE
                if dealt:                       # the deal: chance alone, before anyone's snapshot
                    assert moves[0][:2] == (dealt, None)
                    moves = moves[1:]
                assert moves == updates, (game.name, seats, seat)


def test_every_page_of_a_long_games_story_fits_in_a_message_and_the_pages_join_up(monkeypatch):
    """Goal Rows at six (the longest of the games): then pages small enough that a game needs
    many, each still whole and all of them the story, each move once."""
    game = entry("rows")
    table = new_table(game, 6, 5)
    dealt = table.step
    told = play_out(table, 5)
    moves, sizes = read_back(table, 0, table.step)
    assert max(sizes) <= p.MAX_MESSAGE and moves[1 if dealt else 0:] == told[0]
    monkeypatch.setattr(table_module, "PAST_BYTES", 2000)
    small, sizes = read_back(table, 0, table.step)
    assert small == moves and len(sizes) > 10 and max(sizes) <= 2000 + 200
    monkeypatch.setattr(p, "MAX_PAST", 7)
    assert read_back(table, None, table.step)[0] == read_back(table, None, 10**6)[0]
    assert read_back(table, 0, 0)[0] == []


def test_a_seats_story_never_holds_another_seats_hidden_card():
    """Goal Rows' draws (T7): a seat's story shows its own cards and every other seat's face
    down; a spectator's shows none."""
    game = entry("rows")
    table = new_table(game, 4, 9)
    play_out(table, 9, moves=120)
    form = game.online
    for seat in [0, 1, 2, 3, None]:
        moves, _ = read_back(table, seat, table.step)
        draws = [event for _, _, data in moves
                 for name, event in msgspec.json.decode(data) if name == "CardDrawn"]
        hidden = [e for e in draws if e["seat"] != seat]
        assert hidden and all(e["card"] == -1 for e in hidden), seat
        own = [e for e in draws if e["seat"] == seat]
        assert seat is None or (own and all(e["card"] >= 0 for e in own))
    # The redaction is the game's own, the one updates use.
    assert form.events([rows_events.CardDrawn(2, 5)], 1) == [rows_events.CardDrawn(2, -1)]


def test_a_seat_coming_back_reads_what_happened_while_it_was_away_once_and_in_order():
    async def scenario() -> None:
        async with serving() as server:
            ann = await Bot(server, create("rows", [ME, OPEN], name="Ann"), seed=1).start()
            await ann.until(lambda: any(isinstance(m, p.Snapshot) for m in ann.received))
            code = ann.table.code
            bea = await Bot(server, p.Claim(code=code, name="Bea"), seed=2).start()
            table = server.tables[code]
            await ann.until(lambda: table.step >= 40 or table.match.is_over)
            # Bea's second window: its snapshot, then the story before it, page by page, while
            # the game goes on around it.
            again = await Bot(server, p.Rejoin(code=code, token=bea.table.token), play=False).start()
            await again.until(lambda: any(isinstance(m, p.Snapshot) for m in again.received))
            snapshot = next(m for m in again.received if isinstance(m, p.Snapshot))
            upto = snapshot.step
            past: list[p.PastMove] = []
            for _ in range(1000):
                await again.client.send(p.History(upto=upto))
                count = len(again.received)
                await again.until(lambda: any(isinstance(m, p.Past) for m in again.received[count:]))
                page = next(m for m in again.received[count:] if isinstance(m, p.Past))
                past[:0] = page.moves
                if not page.more:
                    break
                upto = page.moves[0].step - 1
            await ann.until(lambda: table.match.is_over)
            await again.until(lambda: again.table.over)
            live = [(m.step, m.actor, m.events) for m in again.received if isinstance(m, p.Update)]
            seen = [(m.step, m.actor, m.events) for m in bea.received if isinstance(m, p.Update)]
            story = [(m.step, m.actor, [list(e) for e in m.events]) for m in past]
            assert story[-1][0] == snapshot.step
            joined = next(m for m in bea.received if isinstance(m, p.Snapshot)).step
            whole = [move for move in story if move[0] > joined] + [(s, a, [list(e) for e in events])
                                                                   for s, a, events in live]
            assert whole == [(s, a, [list(e) for e in events]) for s, a, events in seen]
            steps = [move[0] for move in story] + [move[0] for move in live]
            assert steps == sorted(set(steps)) and len(live) > 0 and len(story) > 10   # each move once
            for bot in (ann, bea, again):
                await bot.stop()
    run(scenario())


def test_the_story_is_for_a_seated_or_watching_client_and_asked_for_at_a_bounded_rate():
    async def scenario() -> None:
        async with serving(limits=Limits(rate=10_000, burst=10_000, pages=3, pages_window=60.0)) as server:
            ann = await Bot(server, create("meadow", [ME, AI], name="Ann"), play=False).start()
            await ann.until(lambda: any(isinstance(m, p.Snapshot) for m in ann.received))
            stranger = await Bot(server, create("meadow", [ME, AI], name="Cy"), play=False).start()
            await stranger.client.close()
            lone = await Bot(server, p.Watch(code="ZZZZZZ"), play=False, reconnect=False).start()
            await lone.until(lambda: bool(lone.errors))
            await lone.client.send(p.History(upto=0))
            await lone.until(lambda: len(lone.errors) >= 2)
            assert lone.errors[-1].code == "not-seated"
            for _ in range(5):
                await ann.client.send(p.History(upto=p.MAX_PAST * 10))
            await ann.until(lambda: bool(ann.errors))
            pages = [m for m in ann.received if isinstance(m, p.Past)]
            assert len(pages) == 3 and [e.code for e in ann.errors] == ["slow-down", "slow-down"]
            await ann.send_raw(p.write(p.Chat(text="x")).decode().replace('"chat"', '"history"').replace(
                '"text":"x"', '"upto":-1'))
            await ann.until(lambda: ann.errors[-1].code == "bad-field")
            for bot in (ann, lone):
                await bot.stop()
    run(scenario())
