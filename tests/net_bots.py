"""Scripted clients for the table server's tests: a server on loopback and bots that play on it.

Everything here talks to 127.0.0.1 only, and every wait is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from typing import AsyncIterator, Optional

from goatmaster.net import protocol as p
from goatmaster.net.client import TableClient
from goatmaster.net.lan import TableAdvertiser
from goatmaster.net.server import Limits, TableServer
from goatmaster.net.thinker import Thinker

LOOPBACK = "127.0.0.1"
WAIT = 20.0


@contextlib.asynccontextmanager
async def serving(data: str = ":memory:", limits: Optional[Limits] = None,
                  iterations: int = 20, seed: int = 0,
                  advertiser: Optional[TableAdvertiser] = None) -> AsyncIterator[TableServer]:
    """A table server on a free loopback port; its AI searches ``iterations`` per tree, in-process.
    It advertises its tables only with an ``advertiser`` (only ever inside a network namespace of
    the test's own: see test_net_lan.py)."""
    # Bots play far faster than people: the message rate is not what these tests try.
    limits = limits or Limits(rate=10_000, burst=10_000)
    # Seeded: the tables' seeds, tokens, codes and worlds are the same on every run.
    server = TableServer(data, LOOPBACK, 0, limits, Thinker(processes=0, iterations=iterations),
                         advertiser=advertiser, entropy=random.Random(seed))
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


class Bot:
    """A client that plays a legal move at random whenever its seat is to act, and keeps every
    message it was sent (the leak tests read them)."""

    def __init__(self, server: TableServer, join: p.Message, seed: int = 0, play: bool = True,
                 reconnect: bool = True, agree: bool = True) -> None:
        self.url = f"ws://{LOOPBACK}:{server.port}"
        self.client = TableClient(self.url, join, self._on_message, on_state=self._on_state, reconnect=reconnect)
        self.states: list[str] = []
        self.rng = random.Random(seed)
        self.play = play
        #: Agrees at once to play on at a table opened from a saved game.
        self.agree = agree
        self.received: list[p.ServerMessage] = []
        self.errors: list[p.Error] = []
        self._acted_at = -1
        self._task: Optional[asyncio.Task] = None
        self.changed = asyncio.Event()

    @property
    def table(self):
        return self.client.table

    async def start(self) -> "Bot":
        self._task = asyncio.get_running_loop().create_task(self.client.run())
        await self.client.connected(WAIT)
        return self

    def _on_state(self, state: str) -> None:
        self.states.append(state)
        self.changed.set()

    async def _on_message(self, message: p.ServerMessage) -> None:
        self.received.append(message)
        if isinstance(message, p.Error):
            self.errors.append(message)
        self.changed.set()
        if isinstance(message, p.Snapshot):
            self._acted_at = -1                 # a new deal starts its steps again
        seat = self.table.seat
        if self.agree and isinstance(message, (p.Snapshot, p.Seats)) and seat is not None \
                and not self.table.seats[seat].agreed:
            self.agree = False
            await self.client.send(p.Agree())
        if isinstance(message, (p.Snapshot, p.Update, p.Seats)):
            await self.move()

    async def move(self) -> None:
        table = self.table
        if self.play and table.my_turn and self._acted_at != table.step:
            self._acted_at = table.step
            await self.client.act(self.rng.choice(table.world.legal_actions()))

    async def until(self, test, timeout: float = WAIT) -> None:
        """Wait (bounded) until ``test()`` holds, checking after every message."""
        async def wait() -> None:
            while not test():
                self.changed.clear()
                await self.changed.wait()
        await asyncio.wait_for(wait(), timeout)

    async def send_raw(self, data: str) -> None:
        socket = self.client._socket
        assert socket is not None
        await socket.send(data)

    async def stop(self) -> None:
        await self.client.close()
        if self._task is not None:
            await asyncio.wait_for(self._task, WAIT)


def create(game: str, seats: list[p.SeatPlan], name: str = "Host", **more) -> p.Create:
    return p.Create(game=game, seats=seats, name=name, **more)


def run(coroutine, timeout: float = 120.0):
    """Run a test's scenario on a fresh event loop, bounded in time."""
    return asyncio.run(asyncio.wait_for(coroutine, timeout))


def rows_save() -> str:
    """An unfinished Goal Rows game of Ann, Bea and Cy (an AI), as a .goat file's text."""
    from goatmaster.core.game import CHANCE
    from goatmaster.core.registry import entry
    from goatmaster.files import envelope
    from goatmaster.files.envelope import Seat

    game = entry("rows")
    match = game.new_match(3, 4, None)
    rng = random.Random(4)
    while len(match.actions) < 30:
        state = match.state
        match.apply_action(state.chance_outcome(rng) if state.current_player() == CHANCE
                           else rng.choice(state.legal_actions()))
    codec = envelope.codec_of(game)
    return codec.dumps(codec.saved_game([Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cy", "ai", "easy")],
                                        match, {}))
