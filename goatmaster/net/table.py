"""One online table: the only holder of its match's real state, its seed and its seats.

Every action a client sends is checked here (is it seated, is it its turn, is the step it saw
the table's, is the action legal) before the game's own match applies it; the chance steps
that follow are drawn from the table's secret seed and the step alone, as the app draws them
(``goatmaster.app`` ``MatchModel.chance_rng``); an action the rules leave a person no choice
about is played for them.  What was accepted is written to the store, then told: each
connection gets its own seat's view (a spectator's: what every seat may know) and the events
as its seat may see them, never the real state.

Nothing here does input or output itself: the server (``server.py``) hands messages in and
takes :class:`Outgoing` messages out, so the rules of a table are tested without sockets.
"""

from __future__ import annotations

import base64
import bisect
import math
import random
import secrets
import time
import unicodedata
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Optional, Union, cast

import msgspec

from ..core.game import CHANCE, TERMINAL, ActionError
from ..core.match import Match
from ..core.registry import GameEntry
from ..files import app_data, envelope
from ..search.seats import knowledge_of
from . import protocol as p
from .online import ViewForm, online_of, write_events
from .store import StoredSeat, StoredTable, token_hash

#: Chat lines kept (in the store too) for a snapshot.
CHAT_KEPT = 50
#: A turn-based table's clocks, in seconds of the server's running time: per turn, and per
#: question asked of another seat in the middle of a turn (at least, at most).
TURN_SECONDS = (10 * 60, 21 * 86400)
QUESTION_SECONDS = (60, 21 * 86400)
#: Turns in a row a seat's clock runs out in before the AI keeps the seat until its person is back.
TIMEOUTS_KEPT = 3

#: The bytes of a page of a table's story at most (its moves'; the envelope's few bytes apart): a
#: page is a message, which either side reads only up to ``protocol.MAX_MESSAGE``.
PAST_BYTES = p.MAX_MESSAGE - 1024

#: Where a table's secrets come from: the seed and the seats' tokens.  The
#: system's own source, which no one can predict; a test may give a seeded ``random.Random``.
SYSTEM_RANDOM: random.Random = secrets.SystemRandom()


def new_token(entropy: random.Random) -> str:
    """A seat's token: 24 random bytes, URL-safe."""
    return base64.urlsafe_b64encode(entropy.randbytes(24)).decode().rstrip("=")


def _events(happened: object) -> list[object]:
    """What a match's ``apply_action`` returned: the game's events (``None``: none)."""
    return list(cast(Iterable[object], happened or ()))


@dataclass
class Happened:
    """One move of a table's story as the table keeps it: the step after it, the seat that decided
    (``None``: chance alone), and every event, unredacted (each is told as its reader's seat may see)."""
    step: int
    actor: Optional[int]
    events: list[object]


@dataclass
class Move:
    """An action and the chance steps and forced moves after it, played on a copy of the table's
    match: it becomes the table's only once the store has it (:meth:`OnlineTable.adopt`)."""
    first: int
    #: The seat that decided it.
    seat: int
    #: The actions' texts, as the store keeps them.
    texts: list[str]
    events: list[object]
    match: Match

    @property
    def over(self) -> bool:
        return bool(self.match.is_over)


def _first_match(entry: GameEntry, stored: StoredTable) -> Match:
    """The table's match before its first stored action: dealt again, or read from its save file."""
    if stored.save is not None:
        return cast(Match, envelope.loads(stored.save).game)
    return entry.new_match(stored.seat_count, stored.seed, stored.options)


def replay_numbers(entry: GameEntry, stored: StoredTable, numbers: list[int]) -> tuple[int, int, list[str]]:
    """A table of an older store, whose actions are the engine's numbers: its save format's version,
    its first step and its actions' texts (see ``store.Replay``).  Raises if it cannot be replayed."""
    match = _first_match(entry, stored)
    first = len(match.actions)
    texts = []
    for number in numbers:
        before = match.state.clone()
        match.apply_action(number)              # checked first: a number that is no longer legal raises
        texts.append(before.action_to_string(number))
    return envelope.codec_of(entry).VERSION, first, texts


def seconds_told(left: float) -> int:
    """A clock's seconds left, as told: whole seconds, rounded up (a clock shown at 0 has run out)."""
    return max(0, math.ceil(left))


def _span(seconds: int) -> str:
    return f"{seconds // 86400} days" if seconds >= 86400 and not seconds % 86400 else f"{seconds} s"


def check_pace(entry: GameEntry, pace: Optional[p.Pace]) -> tuple[str, Optional[int], Optional[int], Optional[str]]:
    """A Create's pace as the store keeps it (kind, seconds per turn, per question, the AI's level
    for a turn whose clock ran out); :class:`Refused` (``bad-pace``) for clocks out of range."""
    if pace is None or pace.kind == "live":
        if pace is not None and (pace.turn is not None or pace.question is not None or pace.level is not None):
            raise Refused("bad-pace", "a live table has no clocks: choose a turn-based pace for them")
        return "live", None, None, None
    if pace.turn is None:
        raise Refused("bad-pace", "a turn-based table needs the seconds each turn may take")
    question = pace.turn if pace.question is None else pace.question
    for what, seconds, (least, most) in (("turn", pace.turn, TURN_SECONDS), ("question", question, QUESTION_SECONDS)):
        if not least <= seconds <= most:
            raise Refused("bad-pace", f"a {what}'s clock is {least} s to {_span(most)}; {seconds} s is out of range")
    levels = knowledge_of(entry).levels
    if pace.level is not None and pace.level not in levels:
        raise Refused("bad-pace", f"{entry.name} has no AI level {pace.level!r}; choose from {', '.join(levels)}")
    return "turn-based", pace.turn, question, pace.level


@dataclass
class TurnClock:
    """A seat's clock at a turn-based table: its turn's (it goes on through the turn's decisions,
    and waits while the seat asks another a question) or a question's (for that one answer)."""
    seat: int
    left: float
    #: The step a question's clock was started at (``None``: a turn's).
    step: Optional[int] = None
    #: It ran out: the AI plays the rest of the turn (or the answer) for the seat.
    out: bool = False
    #: The AI played for it: the table was told, the seat's turns run out counted.
    played: bool = False


class Refused(Exception):
    """A message this table will not act on: an :class:`protocol.Error` for its sender."""

    def __init__(self, code: str, message: str, seat: Optional[int] = None, name: Optional[str] = None) -> None:
        super().__init__(message)
        self.code = code
        #: The seat it is about, if another person's (said in the app's own words).
        self.seat, self.name = seat, name


def person_name(text: str) -> str:
    """A person's name as the table shows it (``protocol.normal_name``); :class:`Refused` otherwise."""
    try:
        return p.normal_name(text)
    except p.BadMessage as error:
        raise Refused(error.code, str(error)) from None


def unique_name(name: str, taken: Iterable[str]) -> str:
    """``name``, or ``name 2``, ``name 3``... (cut to fit), the first no one else at the table
    has: no one takes another's name, whatever their letters' case or width."""
    used = {unicodedata.normalize("NFKC", other).casefold() for other in taken}
    found, number = name, 1
    while unicodedata.normalize("NFKC", found).casefold() in used:
        number += 1
        suffix = f" {number}"
        found = name[:p.NAME_LENGTH - len(suffix)].rstrip() + suffix
    return found


def free_seat(open_seats: tuple[bool, ...], wanted: Optional[int]) -> int:
    """The seat a claim of ``wanted`` (``None``: the first open one) takes at a table whose seats are open as
    ``open_seats`` says; :class:`Refused` if there is none (the server answers a table not in memory from
    the store's rows with it, as the table in memory answers)."""
    if wanted is not None:
        if wanted >= len(open_seats):
            raise Refused("no-seat", f"the table has {len(open_seats)} seats")
        if not open_seats[wanted]:
            raise Refused("seat-taken", f"seat {wanted + 1} is not open")
        return wanted
    if True not in open_seats:
        raise Refused("seat-taken", "every seat of this table is taken")
    return open_seats.index(True)


class Connection:
    """What a table knows of one client: the seat it plays (``None``: it watches)."""

    def __init__(self, address: str = "") -> None:
        self.address = address
        self.table: Optional["OnlineTable"] = None
        self.seat: Optional[int] = None
        self.host = False
        self.tables_created = 0
        #: The tables it opened (their AI seats count against it).
        self.opened: list["OnlineTable"] = []


@dataclass
class SeatState:
    name: str
    kind: str                           # "human", "open" or "ai"
    level: Optional[str] = None
    token: Optional[str] = None         # SHA-256 of the seat's token
    connections: set[Connection] = field(default_factory=set)
    #: When the seat's last connection dropped (``None``: here, or never claimed).
    away_since: Optional[float] = None
    #: An AI plays for the seat's person until they come back.
    standing_in: bool = False
    #: Its person agreed to play on from the saved game the table was opened with.
    agreed: bool = True
    #: Turns in a row its clock ran out in (a turn-based table's).
    timeouts: int = 0
    #: SHA-256 of its person's player key (``None``: none was sent).
    key: Optional[str] = None

    def info(self) -> p.SeatInfo:
        kind = self.kind
        if kind == "human" and not self.connections:
            kind = "away"
        return p.SeatInfo(name=self.name, kind=kind, level=self.level, standing_in=self.standing_in,  # type: ignore[arg-type]
                          agreed=self.agreed)


#: A message for one connection; the server sends it.
Outgoing = tuple[Connection, p.Message]


class OnlineTable:
    """A match and its seats, driven by messages."""

    def __init__(self, entry: GameEntry, stored: StoredTable, match: Match,
                 entropy: random.Random = SYSTEM_RANDOM) -> None:
        self.entry = entry
        self.online: ViewForm = online_of(entry)
        self.stored = stored
        self.code = stored.code
        self.match = match
        self.seats = [SeatState(s.name, s.kind, s.level, s.token, timeouts=s.timeouts, key=s.key)
                      for s in stored.seats]
        for seat in self.seats:
            if seat.kind == "human":
                seat.away_since = time.monotonic()       # until its person connects (again)
                seat.standing_in = seat.timeouts >= TIMEOUTS_KEPT
        #: The running clock (a turn-based table waiting for a person), see :meth:`wind`, and the
        #: clock of the turn under way (the running one, or waiting for a question's answer).
        self.clock: Optional[TurnClock] = None
        self.turn_clock: Optional[TurnClock] = None
        self.watchers: set[Connection] = set()
        #: The seats as everyone at the table was last told them (the server tells changes only).
        self.seats_told: list[p.SeatInfo] = []
        self.chat = [p.ChatLine(seat=line.seat, name=line.name, text=line.text) for line in stored.chat]
        self.entropy = entropy
        #: The step an AI is deciding at, if one is.
        self.thinking_at: Optional[int] = None
        #: The game's story (see :meth:`story`), once someone asked for it.
        self._story: Optional[list[Happened]] = None

    # ---------------------------------------------------------------- making one

    @classmethod
    def new(cls, entry: GameEntry, code: str, plan: p.Create, host_token: str,
            clock: Callable[[], float] = time.time, entropy: random.Random = SYSTEM_RANDOM
            ) -> tuple["OnlineTable", list[Optional[str]]]:
        """A table as ``plan`` asks (a new deal, or a save file to go on from); each ``me`` seat's
        token is returned, the others ``None``.  Raises :class:`Refused`."""
        info = entry.info
        try:
            options = info.new_game_options(plan.options)
        except ValueError as error:
            raise Refused("bad-game", str(error)) from None
        seed = entropy.getrandbits(62)
        levels = knowledge_of(entry).levels
        for seat in plan.seats:
            if seat.kind == "ai" and seat.level not in levels:
                raise Refused("bad-game", f"{info.name} has no AI level {seat.level!r}; "
                                          f"choose from {', '.join(levels)}")
        pace, turn, question, pace_level = check_pace(entry, plan.pace)
        if sum(seat.kind == "me" for seat in plan.seats) > 1:
            raise Refused("bad-game", "a client sits at one seat of a table")
        if all(seat.kind == "ai" for seat in plan.seats):
            # The AI thinks only while a person is at the table: one of AIs alone would never
            # move, and would be an easy way to keep the server's AI busy.
            raise Refused("no-person", "a table needs a seat for a person: yours or an open one")
        host = person_name(plan.name)
        names = [person_name(seat.name) if seat.name else "" for seat in plan.seats]
        if plan.save is not None:
            try:
                saved = envelope.loads(plan.save)
            except envelope.SaveError as error:
                raise Refused("bad-save", f"the save file cannot be read: {error}") from None
            if saved.FORMAT != info.save_format:
                raise Refused("bad-save", f"the save file is not a game of {info.name}")
            if saved.finished:
                raise Refused("bad-save", "the save file's game is over")
            if len(saved.players) != len(plan.seats):
                raise Refused("bad-save", f"the save file has {len(saved.players)} seats, the table "
                                          f"{len(plan.seats)}")
            match = saved.game
            names = [name or p.tidy_name(seat.name)[:p.NAME_LENGTH].rstrip()
                     for name, seat in zip(names, saved.players)]
            try:                                # the options it was dealt with, for a new deal later
                options = info.new_game_options(saved.app.get(app_data.OPTIONS) or None)
            except (ValueError, TypeError):
                options = info.new_game_options()
        else:
            if not info.min_seats <= len(plan.seats) <= info.max_seats:
                raise Refused("bad-game", f"{info.name} is played by {info.min_seats} to {info.max_seats}")
            match = entry.new_match(len(plan.seats), seed, options)
        now = clock()
        tokens: list[Optional[str]] = []
        seats = []
        taken = [host]
        for k, seat in enumerate(plan.seats):
            if seat.kind == "me":
                tokens.append(host_token)
                seats.append(StoredSeat(host, "human", None, token_hash(host_token),
                                        key=token_hash(plan.key) if plan.key is not None else None))
                continue
            name = unique_name(names[k], taken) if names[k] else ""
            taken.append(name)
            tokens.append(None)
            level = seat.level if seat.kind == "ai" else None
            seats.append(StoredSeat(name, seat.kind, level))          # an AI is named by its level, in
                                                                      # each player's language
        stored = StoredTable(code, info.name, options, len(plan.seats), seed, plan.save, plan.spectators,
                             plan.grace, token_hash(host_token), now, now, seats=seats,
                             format_version=envelope.codec_of(entry).VERSION, pace=pace, turn=turn,
                             question=question, pace_level=pace_level)
        table = cls(entry, stored, match, entropy)
        if plan.save is not None:
            table._ask_consent()
        return table, tokens

    @classmethod
    def resumed(cls, entry: GameEntry, stored: StoredTable, entropy: random.Random = SYSTEM_RANDOM
                ) -> "OnlineTable":
        """The table ``stored`` as it was: its match dealt or read again and every action replayed.
        Raises ``ValueError`` (an ``ActionError`` too) for one that cannot be."""
        version = envelope.codec_of(entry).VERSION
        if stored.format_version != version:
            raise ValueError(f"its actions are in version {stored.format_version} of {entry.name}'s save format; "
                             f"this server reads version {version}")
        match = _first_match(entry, stored)
        if stored.actions and stored.first_step != len(match.actions):
            raise ValueError(f"its first stored step is {stored.first_step}, its game is at step {len(match.actions)}")
        moved = False                           # a seat decided: everyone had agreed to play on
        for text in stored.actions:
            moved = moved or match.state.current_player() >= 0
            match.apply_action(match.state.string_to_action(text))
        table = cls(entry, stored, match, entropy)
        if stored.save is not None and not moved:
            table._ask_consent()
        if stored.clock_step == table.step and stored.turn_seat is not None and stored.turn_left is not None:
            table.turn_clock = TurnClock(stored.turn_seat, stored.turn_left)   # the clocks go on where kept
        table.wind()
        if table.clock is not None and table.clock.step is not None and stored.clock_step == table.step \
                and stored.question_left is not None:
            table.clock.left = stored.question_left
        for clock in (table.clock, table.turn_clock):
            if clock is not None:
                clock.out = clock.left <= 0
        return table

    def _ask_consent(self) -> None:
        """The table goes on from a saved game its host opened, and may have seen: it starts once
        every person seated has agreed (the host has, by opening it)."""
        for seat in self.seats:
            if seat.kind != "ai":
                seat.agreed = seat.token is not None and secrets.compare_digest(seat.token, self.stored.host)

    @property
    def opened_by(self) -> Optional[str]:
        """Who opened the saved game this table goes on from ("" if they have no seat); ``None``
        for a new deal."""
        if self.stored.save is None:
            return None
        return next((seat.name for seat in self.seats if seat.token is not None
                     and secrets.compare_digest(seat.token, self.stored.host)), "")

    @property
    def started(self) -> bool:
        """Every seat's person has agreed to play on (always, at a new deal)."""
        return all(seat.agreed for seat in self.seats)

    def agree(self, connection: Connection) -> None:
        """``connection``'s person agrees to play on from the saved game."""
        if connection.seat is None:
            raise Refused("not-seated", "only a seated person agrees to play on")
        self.seats[connection.seat].agreed = True

    # ---------------------------------------------------------------- what is told

    @property
    def step(self) -> int:
        return len(self.match.actions)

    @property
    def state(self) -> Any:
        return self.match.state

    def seat_infos(self) -> list[p.SeatInfo]:
        return [seat.info() for seat in self.seats]

    def connections(self) -> list[Connection]:
        found = list(self.watchers)
        for seat in self.seats:
            found.extend(seat.connections)
        return found

    def told(self, seat: Optional[int]) -> Any:
        """What ``seat`` (``None``: a spectator) is told of the position: its view."""
        return self.online.view(self.state, seat)

    def snapshot(self, connection: Connection) -> p.Snapshot:
        return p.Snapshot(step=self.step, seats=self.seat_infos(), view=self.told(connection.seat),
                          options=self.stored.options, over=self.match.is_over,
                          spectators=self.stored.spectators, chat=list(self.chat), opened_by=self.opened_by,
                          clocks=self.clocks())

    def clocks(self) -> Union[list[Optional[int]], msgspec.UnsetType]:
        """Each seat's seconds left on its clock (the running one, or its turn's waiting for a question's
        answer), ``None`` for a seat with no clock; unset at a table with no clock (live, or no one's turn)."""
        self.wind()                             # (the clocks of the position told, before the server winds them)
        if self.clock is None and self.turn_clock is None:
            return msgspec.UNSET
        left: list[Optional[int]] = [None] * len(self.seats)
        for clock in (self.turn_clock, self.clock):
            if clock is not None:
                left[clock.seat] = seconds_told(clock.left)
        return left

    def seen(self, events: list[object], seat: Optional[int]) -> list[Any]:
        """What ``seat`` (``None``: a spectator) may see of ``events``, as they travel."""
        return write_events(self.online, events, seat)

    def last_move(self) -> tuple[Optional[int], list[object]]:
        """The last seat's decision (``None``: none yet) and the events of it and of the chance steps and
        forced moves after it: the last move of the table's :meth:`story`."""
        story = self.story()
        last = story[-1] if story else None
        return (last.actor, last.events) if last is not None and last.actor is not None else (None, [])

    def waiting(self) -> list[int]:
        """The seats whose decision the table waits for: the seat to act, or the people yet to agree to
        play on from a saved game."""
        if self.match.is_over:
            return []
        if not self.started:
            return [k for k, seat in enumerate(self.seats) if not seat.agreed]
        actor = self.state.current_player()
        return [actor] if actor >= 0 else []

    def standing(self) -> list[p.TableStatus]:
        """Every seat's :meth:`status`, with no token: what the store keeps for the inbox."""
        return [self.status(seat, "") for seat in range(len(self.seats))]

    def status(self, seat: int, token: str) -> p.TableStatus:
        """The table as ``seat`` sees it in its inbox (asked with its ``token``): nothing another seat
        may know alone."""
        actor, events = self.last_move()
        stored, clock = self.stored, self.clock
        return p.TableStatus(token=token, known=True, code=self.code, game=self.entry.name, seat=seat,
                             seats=self.seat_infos(), waiting=self.waiting(),
                             pace=p.Pace(kind=stored.pace, turn=stored.turn, question=stored.question,  # type: ignore[arg-type]
                                         level=stored.pace_level),
                             seconds_left=(seconds_told(clock.left) if clock is not None and clock.seat == seat
                                           else None),
                             step=self.step, over=bool(self.match.is_over), actor=actor,
                             events=self.seen(events, seat) if actor is not None else [])

    def to_everyone(self, message: p.Message) -> list[Outgoing]:
        return [(connection, message) for connection in self.connections()]

    # ---------------------------------------------------------------- coming and going

    def free_seat(self, wanted: Optional[int]) -> int:
        """The seat a claim of ``wanted`` (``None``: the first open one) takes (see :func:`free_seat`)."""
        return free_seat(tuple(seat.kind == "open" for seat in self.seats), wanted)

    def claim(self, connection: Connection, name: str, seat: int, key: Optional[str] = None) -> str:
        """Seat ``connection`` at the open seat ``seat`` (see :meth:`free_seat`) as ``name`` (normalised,
        and made unique at the table), its person known by the player key ``key`` if sent; its new token."""
        name = person_name(name)
        token = new_token(self.entropy)
        state = self.seats[seat]
        name = unique_name(name, (other.name for other in self.seats if other is not state and other.name))
        state.kind, state.name, state.token, state.level = "human", name, token_hash(token), None
        state.key = token_hash(key) if key is not None else None
        state.agreed = self.stored.save is None         # from a saved game: once they have agreed
        return token

    def seat_of_token(self, token: str) -> Optional[int]:
        digest = token_hash(token)
        for k, seat in enumerate(self.seats):
            if seat.token is not None and secrets.compare_digest(seat.token, digest):
                return k
        return None

    def is_host_token(self, token: str) -> bool:
        return secrets.compare_digest(self.stored.host, token_hash(token))

    def sit(self, connection: Connection, seat: Optional[int]) -> None:
        """``connection`` plays ``seat`` (``None``: watches) from now on; its person is back."""
        self.leave(connection)
        connection.table, connection.seat = self, seat
        if seat is None:
            self.watchers.add(connection)
            return
        state = self.seats[seat]
        state.connections.add(connection)
        state.away_since = None
        if state.standing_in:
            state.standing_in = False           # the person takes the seat back from the AI
            if self.thinking_at is not None and self.state.current_player() == seat:
                self.thinking_at = None         # its decision, when it comes, is dropped

    def leave(self, connection: Connection) -> bool:
        """``connection`` is gone; True when its seat's person is now away."""
        if connection.table is not self:
            return False
        connection.table = None
        self.watchers.discard(connection)
        if connection.seat is None:
            return False
        state = self.seats[connection.seat]
        state.connections.discard(connection)
        if state.kind == "human" and not state.connections:
            state.away_since = time.monotonic()
            return True
        return False

    def stand_in(self, seat: int, level: Optional[str] = None) -> bool:
        """An AI plays ``seat`` (open: for good; a person's: until they come back)."""
        state = self.seats[seat]
        knowledge = knowledge_of(self.entry)
        if level is not None and level not in knowledge.levels:
            raise Refused("bad-game", f"{self.entry.name} has no AI level {level!r}; "
                                      f"choose from {', '.join(knowledge.levels)}")
        if state.kind == "open":
            state.kind, state.level, state.agreed = "ai", level or knowledge.default_level, True
            return True
        if state.kind == "human" and not state.connections and not state.standing_in:
            state.standing_in = True
            state.level = level or knowledge.default_level
            return True
        return False

    # ---------------------------------------------------------------- the pace

    @property
    def turn_based(self) -> bool:
        return self.stored.pace == "turn-based"

    def wind(self) -> None:
        """The clock of the seat to act now, at a turn-based table, if a person (or no one yet) plays
        it: its turn's clock goes on while the turn does (started full when another seat's turn
        begins), and waits while it asks another seat a question, whose answer has a clock of its own."""
        actor = self.state.current_player()
        if not self.turn_based or actor < 0 or not self.started:
            self.clock = self.turn_clock = None
            return
        seat = self.seats[actor]
        timed = seat.kind != "ai" and not seat.standing_in
        if self.entry.is_question is not None and self.entry.is_question(self.state):
            if not timed:
                self.clock = None
            elif self.clock is None or self.clock.step != self.step:
                self.clock = TurnClock(actor, float(self.stored.question or 0), step=self.step)
            return
        if not timed:
            self.turn_clock = None
        elif self.turn_clock is None or self.turn_clock.seat != actor:
            self.turn_clock = TurnClock(actor, float(self.stored.turn or 0))
        self.clock = self.turn_clock

    def run_clock(self, seconds: float) -> bool:
        """``seconds`` of the server's running time go by on the running clock; True if it runs out now."""
        clock = self.clock
        if clock is None or clock.out:
            return False
        clock.left -= seconds
        if clock.left > 0:
            return False
        clock.out = True
        return True

    def clocks_kept(self) -> tuple[Optional[int], Optional[float], Optional[float]]:
        """The clocks as the store keeps them: the turn's seat and seconds left, a question's seconds left."""
        turn, question = self.turn_clock, self.clock
        return (turn.seat if turn else None, turn.left if turn else None,
                question.left if question is not None and question is not turn else None)

    def timed_out(self, seat: int) -> Optional[TurnClock]:
        """The clock that ran out, if the AI plays for ``seat`` now because of it."""
        clock, state = self.clock, self.seats[seat]
        if clock is None or not clock.out or clock.seat != seat or state.kind == "ai" or state.standing_in:
            return None
        return clock

    def ran_out(self, seat: int) -> bool:
        """The AI played one more of ``seat``'s turns for it; True if it keeps the seat from now on
        (until its person is back)."""
        state = self.seats[seat]
        state.timeouts += 1
        if state.kind == "human" and state.timeouts >= TIMEOUTS_KEPT and not state.connections:
            state.standing_in = True
            state.level = self.stored.pace_level or knowledge_of(self.entry).default_level
            return True
        return False

    def ai_level(self, seat: int) -> str:
        """The level the AI plays ``seat`` at: an AI seat's own, else the host's for a clock run out."""
        state = self.seats[seat]
        if state.kind == "ai" or (state.standing_in and state.level):
            return state.level or knowledge_of(self.entry).default_level
        return self.stored.pace_level or knowledge_of(self.entry).default_level

    def seats_now(self) -> list[SeatState]:
        """A copy of the seats as they are, for :meth:`restore_seats`."""
        return [replace(seat) for seat in self.seats]

    def restore_seats(self, before: list[SeatState]) -> None:
        """The seats as they were (a change the store could not keep); their connections stay."""
        for seat, was in zip(self.seats, before):
            seat.name, seat.kind, seat.level, seat.token = was.name, was.kind, was.level, was.token
            seat.standing_in, seat.timeouts, seat.key = was.standing_in, was.timeouts, was.key

    def stored_seat(self, seat: int) -> StoredSeat:
        state = self.seats[seat]
        return StoredSeat(state.name, state.kind, state.level, state.token, state.timeouts, state.key)

    # ---------------------------------------------------------------- playing

    def ai_to_act(self) -> Optional[int]:
        """The seat an AI must decide for now, if any."""
        actor = self.state.current_player()
        if actor < 0 or not self.started:
            return None
        seat = self.seats[actor]
        return actor if seat.kind == "ai" or seat.standing_in or self.timed_out(actor) else None

    def people_present(self) -> bool:
        """Whether a seated person is connected: a live table's AI seats think only then."""
        return any(seat.kind == "human" and seat.connections for seat in self.seats)

    def ai_may_think(self) -> bool:
        """A turn-based table's AI seats move with no one there (its people come for their moves
        only); a live table's only while a person is at it."""
        return self.turn_based or self.people_present()

    def person_address(self) -> Optional[str]:
        """The address of the first seated person connected (the AI's work here is theirs)."""
        return next((connection.address for seat in self.seats if seat.kind == "human"
                     for connection in seat.connections), None)

    def ai_seats(self) -> int:
        """The seats an AI plays for good (not the stand-ins for people away)."""
        return sum(seat.kind == "ai" for seat in self.seats)

    def waiting_for_open_seat(self) -> bool:
        actor = self.state.current_player()
        return actor >= 0 and self.seats[actor].kind == "open"

    def check_act(self, connection: Connection, act: p.Act) -> int:
        """The seat that acts, if ``act`` may be played now; raises :class:`Refused`."""
        seat = connection.seat
        if seat is None:
            raise Refused("not-seated", "a spectator cannot play")
        if self.match.is_over:
            raise Refused("over", "the game is over")
        if not self.started:
            raise Refused("not-agreed", "the game goes on from a saved game once everyone seated has agreed")
        if act.step != self.step:
            raise Refused("stale", f"the table is at step {self.step}, the move was chosen at step {act.step}")
        if self.state.current_player() != seat:
            raise Refused("not-your-turn", "it is not your turn")
        if self.timed_out(seat):
            raise Refused("time-out", "your time for this turn ran out: the AI plays it for you")
        return seat

    def play(self, seat: int, action: int) -> Move:
        """A checked seat's action, then the chance steps and the forced moves after it, played
        on a copy of the match: the table is as it was until :meth:`adopt` (once stored).

        Raises :class:`Refused` for an illegal action.
        """
        first = self.step
        match = self.match.restart()            # the copy: the same start and every action again
        for played in self.match.actions:
            match.apply_action(played)
        before = match.state.clone()
        events: list[object] = []
        try:
            events.extend(_events(match.apply_action(action)))
        except ActionError as error:
            raise Refused("illegal", str(error)) from None
        texts = [before.action_to_string(action)]
        self._settle(match, events, texts)
        return Move(first, seat, texts, events, match)

    def adopt(self, move: Move) -> None:
        """``move`` is stored: it is the table's now."""
        self.match = move.match
        if self._story is not None:
            self._story.append(Happened(self.step, move.seat, move.events))

    def _settle(self, match: Match, events: list[object], texts: list[str]) -> None:
        """Chance steps (from the seed and the step alone) and forced moves of people, until a
        seat has a real decision to take or the game is over; each action's text is added to ``texts``."""
        forced = self.entry.forced_action
        while True:
            state = match.state
            actor = state.current_player()
            if actor == CHANCE:
                action = state.chance_outcome(random.Random(f"{self.stored.seed}:{len(match.actions)}"))
            elif actor != TERMINAL and forced is not None and self.seats[actor].kind == "human" \
                    and not self.seats[actor].standing_in and (chosen := forced(state)) is not None:
                action = chosen
            else:
                return
            texts.append(state.action_to_string(action))
            events.extend(_events(match.apply_action(action)))

    def check_again(self, connection: Connection) -> None:
        """:class:`Refused` unless ``connection`` may have a new game dealt here (see :meth:`again`)."""
        if connection.seat is None:
            raise Refused("not-seated", "a spectator cannot deal a new game")
        if not self.match.is_over:
            raise Refused("not-over", "a new game is dealt once this one is over")

    def again(self) -> None:
        """A new deal at this finished table (for a seated person, :meth:`check_again`): the same seats,
        a new secret seed, the table's options.  The caller settles it (:meth:`start`) and stores it."""
        stored = self.stored
        # (a table stored before options were kept with a save file has none: the game's defaults)
        stored.options = self.entry.info.new_game_options(stored.options or None)
        stored.seed, stored.save, stored.over, stored.actions = self.entropy.getrandbits(62), None, False, []
        stored.first_step = 0
        stored.touched = time.time()
        self.match = self.entry.new_match(len(self.seats), stored.seed, stored.options)
        self._story = None
        self.thinking_at = None
        self.clock = self.turn_clock = None
        for seat in self.seats:                 # a new deal no one has seen
            seat.agreed = True

    def start(self) -> None:
        """Settle a new table (a deal's chance steps) in place, before it is stored or anyone's:
        the stored table's actions are those steps' texts."""
        self.stored.first_step = self.step
        self.stored.actions = []
        self._settle(self.match, [], self.stored.actions)
        self._story = None

    def updates(self, actor: int, events: list[object]) -> list[Outgoing]:
        """An accepted action told to every connection, as its seat may see it."""
        out: list[Outgoing] = []
        over = self.match.is_over
        clocks = self.clocks()
        for connection in self.connections():
            seat = connection.seat
            out.append((connection, p.Update(step=self.step, actor=actor, events=self.seen(events, seat),
                                             view=self.told(seat), over=over, clocks=clocks)))
        return out

    def story(self) -> list[Happened]:
        """The game's every move since its start (a saved game's too), found once by replaying the
        match's actions and kept up to date from then on (:meth:`adopt`).  A decision starts a move;
        the chance steps and forced moves after it are part of it, as they were told together (a
        deal's chance steps are a move of no seat's)."""
        if self._story is None:
            replay = self.match.restart()
            forced = self.entry.forced_action
            story: list[Happened] = []
            for action in self.match.actions:
                state = replay.state
                actor = state.current_player()
                if not story or actor >= 0 and (forced is None or forced(state) != action):
                    story.append(Happened(0, actor if actor >= 0 else None, []))
                story[-1].events.extend(_events(replay.apply_action(action)))
                story[-1].step = len(replay.actions)
            self._story = story
        return self._story

    def past(self, seat: Optional[int], upto: int) -> p.Past:
        """A page of the story as ``seat`` may see it: the newest moves at step ``upto`` or before,
        as many as :data:`~.protocol.MAX_PAST` and :data:`PAST_BYTES` allow (at least one)."""
        story = self.story()
        end = bisect.bisect_right(story, upto, key=lambda happened: happened.step)
        moves: list[p.PastMove] = []
        size = 0
        for happened in reversed(story[max(0, end - p.MAX_PAST):end]):
            move = p.PastMove(step=happened.step, actor=happened.actor, events=self.seen(happened.events, seat))
            size += len(msgspec.json.encode(move)) + 1
            if size > PAST_BYTES and moves:
                break
            moves.append(move)
        moves.reverse()
        return p.Past(upto=upto, moves=moves, more=end > len(moves))

    def said(self, connection: Connection, text: str) -> p.ChatLine:
        """The chat line ``connection`` says (checked; kept by :meth:`keep_said` once stored)."""
        seat = connection.seat
        name = self.seats[seat].name if seat is not None else "—"
        clean = "".join(ch for ch in text if ch.isprintable()).strip()
        if not clean:
            raise Refused("malformed", "a chat line needs some words")
        return p.ChatLine(seat=seat, name=name, text=clean)

    def keep_said(self, line: p.ChatLine) -> None:
        self.chat = (self.chat + [line])[-CHAT_KEPT:]

    def save_text(self) -> str:
        """The finished game as a save file (public once the game is over)."""
        if not self.match.is_over:
            raise Refused("not-over", "a game can be saved here once it is over")
        players = [envelope.Seat(seat.name or (seat.level or "AI").capitalize(), "ai" if seat.kind == "ai"
                                 else "human", seat.level if seat.kind == "ai" else None) for seat in self.seats]
        return envelope.codec_of(self.entry).dumps(
            envelope.codec_of(self.entry).saved_game(players, self.match, {}))
