"""The model of a table held by a server: the same interface as the app's match model, fed by messages.

A remote table is one more implementation of the model the shared window, its session and
every game's table already play through (``MatchModel``): ``state`` is a world drawn here
from the seat's observation (read from the view the server sent, ``goatmaster.net.online``);
``happened`` / ``changed`` / ``reset`` follow the server's updates and snapshots, and a
decision taken on the table leaves as a move for the server.  Nothing is applied here before
the server accepts it.  Only this client's seat is played here
(``is_human``); every other seat is decided elsewhere (``elsewhere``): by its person on
another machine or by the server's AI.  There is no undo at a shared table.

After each snapshot the model asks for the table's story before it, a page at a time, newest
first (``protocol.History``), keeps each page's events before those kept so far and hands the
page on (``pastTold``: the log tells it, the table reads the events again): the updates hold
every move after the snapshot, the pages every move up to it, so no move is told twice.
"""

from __future__ import annotations

import time

from dataclasses import dataclass, field
from typing import Any, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.game import ActionError, State
from ...core.registry import GameEntry
from ...files.envelope import Seat
from ...net import protocol as p
from ...views.forms import level_label
from .link import TableLink
from .words import refusal


#: A move the server could not store (``busy``) is sent again by itself this many times, the
#: first after this many milliseconds (the wait doubles), before the player is told.
BUSY_TRIES = 5
BUSY_WAIT_MS = 500


class SeenMatch:
    """What this client has seen of the match: no actions (the server keeps them), and the events
    told, in order, which a table may read back (what the last turn did, who declined the open
    offer): those since the last snapshot, and the story's before them as its pages come."""

    def __init__(self) -> None:
        self.actions: list[int] = []
        self.events: list[object] = []

    def restart(self) -> "SeenMatch":
        return SeenMatch()


@dataclass
class RemoteSaved:
    """What the window reads of a saved game, for a table held elsewhere: its seats and format."""
    players: list[Seat]
    FORMAT: str
    app: dict = field(default_factory=dict)
    game: SeenMatch = field(default_factory=SeenMatch)
    finished: bool = False


class RemoteModel(QObject):
    """One seat's view of a table on a server, as the window's model."""

    happened = Signal(object)
    changed = Signal()
    reset = Signal()
    refused = Signal(object)
    #: Someone came, went, or an AI stepped in.
    seatsChanged = Signal()
    #: A chat line (``protocol.ChatLine``).
    said = Signal(object)
    #: "connected", "reconnecting" or "closed".
    connection = Signal(str)
    #: Something the server refused that is not a move (a full table, a wrong code): its words.
    problem = Signal(str)
    #: The finished game's save file, as the server sent it.
    saveReady = Signal(str)
    #: Someone at the table dealt a new game after the last one ended.
    newDeal = Signal()
    #: A page of the table's story, older than every move told so far: ``(step, actor, events)``
    #: each, in order (actor ``None``: chance alone); its events are kept already (``saved.game``).
    pastTold = Signal(object)
    #: The whole story up to the last snapshot has been told.
    pastDone = Signal()

    def __init__(self, link: TableLink, entry: GameEntry, joined: p.Joined, snapshot: p.Snapshot, world: Any,
                 parent: Optional[QObject] = None, seen: Optional[int] = None) -> None:
        super().__init__(parent)
        self.link = link
        self.entry = entry
        self.code = joined.code
        self.seat = joined.seat
        self.host = joined.host
        self.token = joined.token or link.token
        self.world = world
        self.step = snapshot.step
        self.seats: list[p.SeatInfo] = list(snapshot.seats)
        self.over = snapshot.over
        self.chat: list[p.ChatLine] = list(snapshot.chat)
        #: The table goes on from a saved game this person opened ("": its host, unseated).
        self.opened_by: Optional[str] = snapshot.opened_by
        #: A turn-based table's clocks as the server last told them (``protocol.Snapshot.clocks``), and
        #: when (``time.monotonic``): see :meth:`seconds_left`.
        self.clocks: Optional[list[Optional[int]]] = p.clocks_of(snapshot)
        self.clocks_told = time.monotonic()
        #: The decisions taken since this client joined the deal (the server's updates it heard).
        self.decisions = 0
        self._pending: Optional[int] = None
        #: The move on its way (sent again while the server answers ``busy``) and its tries.
        self._pending_action = 0
        self._busy_tries = 0
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._send_again)
        self.saved = RemoteSaved(self._players(), entry.info.save_format)
        #: The finished game's save file, once the server has sent it (a finished game is public).
        self.final: Any = None
        #: The last step this app showed this seat before the snapshot (``None``: none), and the
        #: story's moves after it, as they arrive (see :meth:`away`).
        self.seen = seen
        self.missed: list[tuple[int, Optional[int], list]] = []
        self._following = False
        #: The page of the story asked for (its ``upto``), if one is on its way.
        self._asked: Optional[int] = None
        #: The step this seat's move was sent at, if it was on its way when the last snapshot came.
        self._sent_at: Optional[int] = None
        link.connection.connect(self.connection)
        link.fault.connect(lambda why: self.problem.emit(
            self.tr("The table server sent something this app cannot show: %1").replace("%1", why)))

    def follow(self) -> None:
        """Follow the table from now on, starting with what came after the snapshot: called once
        the window listens, so it animates and tells every event."""
        self.link.arrived.connect(self._take)
        self._following = True
        self._ask_past(self.step)
        self._take()

    def leave(self) -> None:
        """Leave the table: the connection closes, and what was still on its way is not told (the
        window that showed it is gone)."""
        if self._following:
            self._following = False
            self.link.arrived.disconnect(self._take)
        self.link.close()

    def _ask_past(self, upto: int) -> None:
        """Ask for the page of the story that ends at ``upto`` (none before the first step)."""
        self._asked = upto if upto > 0 else None
        if self._asked is not None:
            self.link.send(p.History(upto=upto))
        else:
            self.pastDone.emit()

    def played_for_me(self) -> int:
        """The moves of this seat since the step last shown, which this app did not make: its AI
        stand-in made them (its clock ran out, or its person was away).  A move this app sent just
        before a drop, which the server took, is its own."""
        if self.seat is None:
            return 0
        mine = [k for k, (_, actor, _) in enumerate(self.missed) if actor == self.seat]
        return len(mine) - (bool(mine) and mine[0] == 0 and self._sent_at == self.seen)

    # ---------------------------------------------------------------- the model's interface

    @property
    def state(self) -> State:
        return self.world

    @property
    def players(self) -> int:
        return len(self.seats)

    def is_human(self, seat: int) -> bool:
        """A seat played at this screen: this client's own."""
        return seat == self.seat

    def elsewhere(self, seat: int) -> bool:
        """Decided on another machine or by the server's AI: never by this app."""
        return seat != self.seat

    def seat_name(self, seat: int) -> str:
        """The seat's player's name; an AI's is its level, in this player's language."""
        if not 0 <= seat < len(self.seats):
            return "?"
        info = self.seats[seat]
        if info.name:
            return info.name
        return level_label(info.level) if info.kind == "ai" else self.tr("Seat %1").replace("%1", str(seat + 1))

    def observation(self, seat: int) -> Any:
        return self.world.observation(seat)

    def forced_action(self) -> Optional[int]:
        return None                             # the server plays them

    def is_question(self) -> bool:
        return self.entry.is_question is not None and self.entry.is_question(self.world)

    def apply_action(self, action: int) -> bool:
        """Send this seat's move to the server (checked here first, so a mis-click is answered at
        once); the table changes when the server has accepted it."""
        if self._pending is not None or self.over or not self.started or self.world.current_player() != self.seat:
            return False
        if action not in self.world.legal_actions():
            self.refused.emit(ActionError(f"{action!r} is not a legal action now"))
            return False
        self._pending, self._pending_action, self._busy_tries = self.step, action, 0
        self.link.send(p.Act(step=self.step, action=action))
        return True

    def _send_again(self) -> None:
        """The move the server could not store, again at the same step (it was not applied)."""
        if self._pending is not None and self._pending == self.step:
            self.link.send(p.Act(step=self._pending, action=self._pending_action))

    def turns_played(self) -> int:
        count = self.entry.turns
        return count(self.world) if count is not None else self.decisions

    def saved_with_pending(self) -> Any:
        """The finished game's file once the server sent it; before, the seats alone."""
        return self.final if self.final is not None else self.saved

    @property
    def started(self) -> bool:
        """Everyone seated agreed to play on from the saved game (always, at a new deal)."""
        return all(info.agreed for info in self.seats)

    @property
    def agreed(self) -> bool:
        """This client has nothing left to agree to (a spectator has nothing to)."""
        return self.seat is None or self.seats[self.seat].agreed

    @property
    def waiting(self) -> bool:
        """This seat's move is on its way to the server."""
        return self._pending is not None

    # ---------------------------------------------------------------- the host's and everyone's

    def say(self, text: str) -> None:
        self.link.send(p.Chat(text=text[:p.MAX_CHAT]))

    def fill(self, seat: int, level: str) -> None:
        self.link.send(p.Fill(seat=seat, level=level))

    def agree(self) -> None:
        """Play on from the saved game the table was opened with, knowing its opener may know the cards."""
        self.link.send(p.Agree())

    def again(self) -> None:
        """Ask for a new deal at this finished table (a seated person's)."""
        self.link.send(p.Again())

    # ---------------------------------------------------------------- the server's messages

    def _settled(self) -> None:
        """No move of this seat's is on its way any more."""
        self._pending = None
        self._retry.stop()

    def _players(self) -> list[Seat]:
        return [Seat(self.seat_name(k), "ai" if s.kind == "ai" else "human", s.level if s.kind == "ai" else None)
                for k, s in enumerate(self.seats)]

    def _take(self) -> None:
        # (a call queued by the link's thread may come after the model left)
        while self._following and (item := self.link.take()) is not None:
            self._received(*item)

    def seconds_left(self, seat: int) -> Optional[int]:
        """The seconds left on ``seat``'s clock at a turn-based table (``None``: no clock of its runs),
        counted down since the server told them (the server's own count is the one that acts)."""
        left = self.clocks[seat] if self.clocks is not None and 0 <= seat < len(self.clocks) else None
        if left is None:
            return None
        running = self.clocks is not None and seat == self.state.current_player()
        return max(0, left - int(time.monotonic() - self.clocks_told)) if running else left

    def _received(self, message: p.ServerMessage, world: Any, events: Optional[list]) -> None:
        timed = self.clocks is not None
        if isinstance(message, (p.Update, p.Snapshot)):
            self.clocks, self.clocks_told = p.clocks_of(message), time.monotonic()
        if isinstance(message, p.Update):
            self._settled()
            self.world, self.step, self.over = world, message.step, message.over
            self.decisions += 1
            # The match seen keeps the events told (a table may read them back).
            for event in events or ():
                self.saved.game.events.append(event)
                self.happened.emit(event)
            self.saved.finished = message.over
            self.changed.emit()
            if timed or self.clocks is not None:
                self.seatsChanged.emit()        # (the dock shows the clocks beside the seats)
        elif isinstance(message, p.Snapshot):
            self._sent_at = self._pending
            self._settled()
            dealt_again = (self.over or self.final is not None) and not message.over
            if dealt_again:
                self.final, self.decisions = None, 0
            # After a drop, what happened meanwhile is news; a new deal has no news yet.
            self.seen, self.missed = (None if dealt_again else self.step), []
            self.world, self.step, self.over = world, message.step, message.over
            self.seats = list(message.seats)
            self.chat = list(message.chat)
            self.opened_by = message.opened_by
            self.saved = RemoteSaved(self._players(), self.entry.info.save_format, finished=message.over)
            self.reset.emit()
            self.seatsChanged.emit()
            if dealt_again:
                self.newDeal.emit()
            self._ask_past(message.step)
        elif isinstance(message, p.Past):
            if message.upto != self._asked:
                return                          # asked before the last snapshot: its story is asked again
            moves = events or []
            # Pages come newest first, each older than every event kept: it goes before them all.
            self.saved.game.events[:0] = [event for _step, _actor, told in moves for event in told]
            if self.seen is not None:
                self.missed[:0] = [move for move in moves if move[0] > self.seen]
            self.pastTold.emit(moves)
            if message.more and moves:
                self._ask_past(moves[0][0] - 1)
            else:
                self._asked = None
                self.pastDone.emit()
        elif isinstance(message, p.Seats):
            self.seats = list(message.seats)
            self.saved.players = self._players()
            self.seatsChanged.emit()
        elif isinstance(message, p.ChatLine):
            self.chat = (self.chat + [message])[-50:]
            self.said.emit(message)
        elif isinstance(message, p.SaveFile):
            self.saveReady.emit(message.text)
        elif isinstance(message, p.Error) and message.code in p.NOTICES:
            self.problem.emit(refusal(message))         # news of the table's AI: nothing was refused
        elif isinstance(message, p.Error):
            if message.code == "busy" and self._pending is not None and self._busy_tries < BUSY_TRIES:
                # The server could not store the move and left the table as it was: the same
                # move goes again by itself; the player hears of it only if it keeps failing.
                self._busy_tries += 1
                self._retry.start(BUSY_WAIT_MS * 2 ** (self._busy_tries - 1))
                return
            # The server answers each message: an error while a move is on its way refused it
            # (the rules, or too many messages at once), and the seat may choose again.
            self._settled()
            if message.code in ("illegal", "stale", "not-your-turn"):
                self.refused.emit(ActionError(refusal(message)))
            else:
                self.problem.emit(refusal(message))
        elif isinstance(message, p.Joined):
            if message.token is not None:
                self.token = message.token
