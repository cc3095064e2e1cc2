"""A table's client: one connection to a server, its seat, and the table as its seat may see it.

:class:`ClientTable` is what a client knows, built only from the server's messages: the
seat's observation (read from the seat's view by the game's online form before anything uses
it, and a world drawn from it here for the table to draw), the
step, the seats, the chat.  :class:`TableClient` keeps one WebSocket connection to the server
and reconnects by itself after a drop (with growing pauses), taking its seat back with its
token; every message it reads is checked by the protocol first.  Both are free of Qt: the
app drives a :class:`TableClient` on a thread of its own, the tests' bots on their own loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from typing import Any, Awaitable, Callable, Optional

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..core.registry import GameEntry, entry
from . import protocol as p
from .online import ViewForm, online_of, read_events, read_view

#: Pauses between reconnection attempts (seconds), the last repeated.
BACKOFF = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0)


class ClientTable:
    """The table as one client may see it, from the server's messages alone."""

    def __init__(self) -> None:
        self.code: Optional[str] = None
        self.game: Optional[GameEntry] = None
        self.seat: Optional[int] = None
        self.token: Optional[str] = None
        self.host = False
        self.step = -1
        #: What this seat may know (a spectator's: what everyone may know), as the game's observation.
        self.observation: Any = None
        #: A full state drawn here from the observation, for what needs one (the table's drawing).
        self.world: Any = None
        self._draws = random.Random()
        self._form: Optional[ViewForm] = None
        self.seats: list[p.SeatInfo] = []
        self.options: dict = {}
        self.over = False
        self.chat: list[p.ChatLine] = []
        #: The table goes on from a saved game this person opened (``protocol.Snapshot.opened_by``).
        self.opened_by: Optional[str] = None
        #: The events of the last update (the game's own objects, as this seat may see them).
        self.events: list = []
        #: The moves of the last page of the table's story (``protocol.Past``): each one's step,
        #: the seat that decided (``None``: chance alone) and its events, read as the update's are.
        self.past: list[tuple[int, Optional[int], list]] = []

    def apply(self, message: p.ServerMessage) -> None:
        """Take in one server message; ``ValueError`` if it is not one this table can be."""
        if isinstance(message, p.Joined):
            try:
                game = entry(message.game)
            except KeyError:
                raise ValueError(f"the server plays {message.game!r}, which this app does not have") from None
            self._form = online_of(game)
            self.code, self.game, self.seat, self.host = message.code, game, message.seat, message.host
            if message.token is not None:
                self.token = message.token
        elif isinstance(message, p.Snapshot):
            self._position(message.view, None)
            self.step, self.seats, self.options = message.step, message.seats, message.options
            self.over, self.chat, self.events = message.over, list(message.chat), []
            self.opened_by = message.opened_by
        elif isinstance(message, p.Update):
            self._position(message.view, message.events)
            self.step, self.over = message.step, message.over
        elif isinstance(message, p.Seats):
            self.seats = message.seats
        elif isinstance(message, p.ChatLine):
            self.chat = (self.chat + [message])[-50:]
        elif isinstance(message, p.Past):
            self.past = self._past(message)

    def _past(self, page: p.Past) -> list[tuple[int, Optional[int], list]]:
        """A page of the story, read: its steps rise to ``upto`` at most, its seats are the table's,
        and each move's events are read against the position now (what they name still exists)."""
        if self._form is None or self.observation is None:
            raise ValueError("the server sent the table's story before the table")
        moves = []
        last = -1
        for k, move in enumerate(page.moves):
            if not last < move.step <= page.upto:
                raise ValueError(f"moves[{k}].step: {move.step} is not after {last} and at most {page.upto}")
            if move.actor is not None and move.actor >= len(self.seats):
                raise ValueError(f"moves[{k}].actor: the table has {len(self.seats)} seats")
            moves.append((move.step, move.actor, read_events(self._form, move.events, self.observation)))
            last = move.step
        return moves

    def _position(self, view: Any, events: Optional[list]) -> None:
        """The seat's observation (and a world drawn from it here) and the events that led to it,
        read from a snapshot or an update; nothing changes unless all of it is read."""
        if self._form is None:
            raise ValueError("the server sent a table before saying which")
        observation = read_view(self._form, view, self.seat)
        seen = read_events(self._form, events, observation) if events is not None else []
        self.observation, self.world, self.events = observation, observation.sample(self._draws), seen

    @property
    def started(self) -> bool:
        """Everyone seated agreed to play on (always, at a new deal)."""
        return all(seat.agreed for seat in self.seats)

    @property
    def my_turn(self) -> bool:
        return (self.seat is not None and self.world is not None and not self.over and self.started
                and self.world.current_player() == self.seat)


def join_url(url: str, first: p.Message) -> str:
    """The address to connect to: a join names its table's code in the path too, so a proxy in
    front of several servers routes it by the code (docs/online.md).

    >>> join_url("ws://127.0.0.1:8765", p.Watch(code="QBCDEF"))
    'ws://127.0.0.1:8765/QBCDEF'
    >>> join_url("ws://127.0.0.1:8765/", p.Create(game="meadow", seats=[], name="Ann"))
    'ws://127.0.0.1:8765/'
    """
    code = getattr(first, "code", None)
    return f"{url.rstrip('/')}/{code}" if code else url


Handler = Callable[[p.ServerMessage], Awaitable[None] | None]


class TableClient:
    """One client's connection to a table server, kept up by itself.

    ``url`` is ``ws://host:port``; ``join`` is the first message (create, claim, rejoin or
    watch).  Every checked server message goes to ``on_message``; ``on_state`` hears
    ``"connected"``, ``"reconnecting"`` and ``"closed"``.
    """

    def __init__(self, url: str, join: p.Message, on_message: Optional[Handler] = None,
                 on_state: Optional[Callable[[str], None]] = None, reconnect: bool = True) -> None:
        self.url = url
        self.join = join
        self.table = ClientTable()
        self.on_message = on_message
        self.on_state = on_state
        self.reconnect = reconnect
        self._socket: Optional[ClientConnection] = None
        self._closing = False
        self._connected = asyncio.Event()
        #: Messages that were not of the protocol, or not a table this client can show.
        self.faults: list[str] = []

    async def run(self) -> None:
        """Connect, read until closed; after a drop, reconnect and take the seat back."""
        attempt = 0
        while not self._closing:
            try:
                # proxy=None: a table's address is reached directly, whatever the environment says.
                first = self._first()
                async with connect(join_url(self.url, first), proxy=None, compression=None, max_size=4 * p.MAX_MESSAGE,
                                   open_timeout=5) as socket:
                    self._socket = socket
                    attempt = 0
                    with contextlib.suppress(ConnectionClosed):      # a refusal is still read below
                        await socket.send(p.write(first).decode())
                    self._connected.set()
                    self._state("connected")
                    async for data in socket:
                        await self._read(data)
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, asyncio.TimeoutError) as error:
                if isinstance(error, InvalidURI):
                    self.faults.append(str(error))
                    break
            finally:
                self._socket = None
                self._connected.clear()
            if self._closing or not self.reconnect:
                break
            self._state("reconnecting")
            await asyncio.sleep(BACKOFF[min(attempt, len(BACKOFF) - 1)] * (0.75 + 0.5 * random.random()))
            attempt += 1
        self._state("closed")

    def _first(self) -> p.Message:
        """After a drop, the seat (or the host's place) is taken back with its token."""
        table = self.table
        if table.code is not None and table.token is not None:
            return p.Rejoin(code=table.code, token=table.token, step=table.step if table.step >= 0 else None)
        if table.code is not None:
            return p.Watch(code=table.code)
        return self.join

    async def _read(self, data: str | bytes) -> None:
        try:
            message: p.ServerMessage = p.read_server(data)
        except p.BadMessage as error:
            if error.code != "version":
                self.faults.append(str(error))          # said, and the client goes on
                return
            # A server of another version: told as its refusal would be, so the player hears it in words.
            message = p.Error(code="version", message=str(error))
        try:
            self.table.apply(message)
        except ValueError as error:
            self.faults.append(str(error))
            return
        if self.on_message is not None:
            result = self.on_message(message)
            if result is not None:
                await result

    def _state(self, state: str) -> None:
        if self.on_state is not None:
            self.on_state(state)

    async def connected(self, timeout: float = 10.0) -> None:
        await asyncio.wait_for(self._connected.wait(), timeout)

    async def send(self, message: p.Message) -> bool:
        """Send ``message`` now; False when not connected (the caller may try again)."""
        socket = self._socket
        if socket is None:
            return False
        try:
            await socket.send(p.write(message).decode())
            return True
        except ConnectionClosed:
            return False

    async def act(self, action: int) -> bool:
        return await self.send(p.Act(step=self.table.step, action=action))

    async def close(self) -> None:
        self._closing = True
        socket = self._socket
        if socket is not None:
            await socket.close()

    async def drop(self) -> None:
        """Lose the connection as a network would (the client reconnects by itself)."""
        socket = self._socket
        if socket is not None:
            socket.transport.abort()
