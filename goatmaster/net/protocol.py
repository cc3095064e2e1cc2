"""The messages between a table's server and its clients: a versioned JSON envelope of declared types.

Every message is one JSON object with ``"v"`` (:data:`VERSION`) and ``"type"``, and the
fields its type declares; :func:`read_client` and :func:`read_server` check all of it with
``msgspec`` (types, lengths, ranges, no unknown field) before anything acts on it, and raise
:class:`BadMessage` with a reason a person can read.  Nothing read is ever evaluated: a view
or events stay plain JSON values until the game's online form reads them as its own types.
An :class:`Error` is read whatever its version (its shape never changes), so a client meeting
a server of another version hears so in words.

A client creates a table (:class:`Create`), claims a seat in one (:class:`Claim`) with its
join code, takes its seat back after a drop with the seat's token (:class:`Rejoin`), or
watches (:class:`Watch`); it may read the table's story before its snapshot, a page at a time
(:class:`History`, answered by :class:`Past`); then it acts (:class:`Act`, naming the step it saw, so a stale or
repeated move is refused, never applied twice) and chats; once the game is over, a seated person
may ask for a new deal at the same table (:class:`Again`).  The server answers with
:class:`Joined`, then a :class:`Snapshot` of the table as that seat may see it, an
:class:`Update` after every accepted action, :class:`Seats` when someone comes, goes or an AI
steps in, :class:`ChatLine`, the finished game's file (:class:`SaveFile`, to everyone at the table
when it ends, and to whoever joins it after), and :class:`Error` for anything refused.  After a
new deal everyone gets a fresh :class:`Snapshot` (its ``over`` false again).
"""

from __future__ import annotations

import re
import unicodedata
from itertools import accumulate
from typing import Annotated, Any, Literal, Optional, Union

import msgspec

#: The protocol's version: a message of another version is refused with a clear reason.
#: 2: a seat's view instead of a world; ``Rejoin.step``, ``SeatInfo.agreed``, ``Snapshot.opened_by``, ``agree``.
#: 3: Goat Master's events naming a pasture cell name its card too (a version 2 server's lack them).
VERSION = 3
#: The largest message either side reads (bytes); anything larger is refused, unread.
MAX_MESSAGE = 64 * 1024
#: The deepest nesting of arrays and objects either side reads: a deeper message is refused
#: before it is decoded (a decoder recursing into it would run out of stack).
MAX_DEPTH = 32
#: A game's or a host's name on the LAN.
MAX_NAME = 40
#: A person's name at a table, once normalised (:func:`normal_name`): 1 to this many characters.
NAME_LENGTH = 24
MAX_CHAT = 200
MAX_SEATS = 8
#: A join code: short enough to read aloud, from letters and digits no one mistakes for another.
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6

#: A name as sent: :func:`normal_name` then says whether it is one.
Name = Annotated[str, msgspec.Meta(max_length=8 * NAME_LENGTH)]
Code = Annotated[str, msgspec.Meta(pattern=f"^[{CODE_ALPHABET}]{{{CODE_LENGTH}}}$")]
Token = Annotated[str, msgspec.Meta(min_length=16, max_length=64, pattern="^[A-Za-z0-9_-]+$")]
#: A player's key: made once by the app and kept in its player data, sent with claims, so a
#: server knows one person across tables (it keeps only the key's hash).
PlayerKey = Annotated[str, msgspec.Meta(min_length=32, max_length=64, pattern="^[A-Za-z0-9_-]+$")]
#: The most seats one inbox question (:class:`Status`) asks about.
MAX_INBOX = 50
#: The most moves one page of a table's story (:class:`Past`) holds; its bytes are bounded too.
MAX_PAST = 400
SeatNumber = Annotated[int, msgspec.Meta(ge=0, lt=MAX_SEATS)]
Step = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]
Level = Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
GameName = Annotated[str, msgspec.Meta(min_length=1, max_length=40)]


class Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    v: int = VERSION


# ---------------------------------------------------------------------- from a client

class SeatPlan(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One seat of a new table: ``me`` (the creator sits here), ``open`` (a friend claims it)
    or ``ai`` at ``level``."""
    kind: Literal["me", "open", "ai"]
    level: Optional[Level] = None
    name: Optional[Name] = None


class Pace(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """How fast a table is played: ``live`` (everyone at the table at once, today's), or
    ``turn-based`` over days: each seat has ``turn`` seconds of the server's running time for its
    turn and ``question`` seconds to answer another seat's question in the middle of a turn;
    when a clock runs out, an AI at ``level`` (the game's default level if ``None``) plays that
    one turn for the seat.  The server checks the clocks' range (``bad-pace``)."""
    kind: Literal["live", "turn-based"] = "live"
    turn: Optional[int] = None
    question: Optional[int] = None
    level: Optional[Level] = None


class Create(Message, tag="create"):
    game: GameName
    seats: Annotated[list[SeatPlan], msgspec.Meta(min_length=1, max_length=MAX_SEATS)]
    name: Name
    options: dict[str, Any] = {}
    spectators: bool = True
    #: Seconds a dropped player keeps their seat before an AI plays it for them.
    grace: Annotated[int, msgspec.Meta(ge=5, le=3600)] = 120
    #: A save file's text (a ``.goat`` file) to go on from, instead of a new deal.
    save: Optional[Annotated[str, msgspec.Meta(max_length=48 * 1024)]] = None
    #: The table's pace (``None``: live, as before there was a choice).
    pace: Optional[Pace] = None
    #: The creator's player key (its hash counts their turn-based tables).
    key: Optional[PlayerKey] = None


class Claim(Message, tag="claim"):
    code: Code
    name: Name
    #: The seat wanted; ``None``: the first open one.
    seat: Optional[SeatNumber] = None
    #: The claimer's player key (its hash counts their turn-based tables).
    key: Optional[PlayerKey] = None


class Rejoin(Message, tag="rejoin"):
    code: Code
    token: Token
    #: The last step the client saw (``None``: none), so a server that lost steps can say so.
    step: Optional[Step] = None


class Watch(Message, tag="watch"):
    code: Code


class Act(Message, tag="act"):
    #: The step of the table the client saw when it chose (its last snapshot's or update's).
    step: Step
    action: Annotated[int, msgspec.Meta(ge=0, le=1 << 30)]


class Chat(Message, tag="chat"):
    text: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_CHAT)]


class Fill(Message, tag="fill"):
    """The host puts an AI at ``level`` in an open seat (or a dropped player's, at once)."""
    seat: SeatNumber
    level: Level


class Leave(Message, tag="leave"):
    pass


class Agree(Message, tag="agree"):
    """A seated person agrees to play on from the saved game the table was opened with (its
    opener may know the hidden cards); the game starts once everyone seated has agreed."""


class GetSave(Message, tag="get-save"):
    """The finished game's save file (a finished game is public)."""


class Again(Message, tag="again"):
    """A seated person asks for a new deal at this finished table: the same seats, people and AIs."""


class Status(Message, tag="status"):
    """The inbox's question, on a connection that sits at no table: how the tables of these
    seats stand.  The answer (:class:`Inbox`) is the same for a wrong token as for a table the
    server does not have, so it tells nothing about a table the asker does not sit at."""
    tokens: Annotated[list[Token], msgspec.Meta(max_length=MAX_INBOX)]


class History(Message, tag="history"):
    """A page of the table's story as this client's seat may see it (a spectator: what everyone
    may see): the newest moves whose step is at most ``upto``, answered by :class:`Past`.  A client
    asks with its snapshot's step, then with the step before the oldest move it was sent, until
    none is left: its updates hold every move after the snapshot, so nothing is told twice."""
    upto: Step


ClientMessage = Union[Create, Claim, Rejoin, Watch, Act, Chat, Fill, Leave, GetSave, Again, Agree, Status, History]


# ---------------------------------------------------------------------- from the server

class SeatInfo(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A seat as everyone sees it: who sits there and whether they are here."""
    name: str
    #: ``human`` (a person's), ``ai``, ``open`` (no one yet), ``away`` (its person dropped;
    #: an AI plays it once the grace period is over, see ``ai``).
    kind: Literal["human", "ai", "open", "away"]
    level: Optional[str] = None
    #: An AI plays this seat for its person until they come back.
    standing_in: bool = False
    #: At a table that goes on from a saved game: its person agreed to play on (an open seat has
    #: no one to agree yet).  Always true at a new deal.
    agreed: bool = True


class Joined(Message, tag="joined"):
    code: str
    game: str
    #: The seat this client plays, ``None`` for a spectator.
    seat: Optional[int]
    #: Keep it to take the seat back after a drop (never shown to anyone else).
    token: Optional[str] = None
    host: bool = False


class Snapshot(Message, tag="snapshot"):
    """The whole table as this client may see it (after joining, and after every rejoin)."""
    step: int
    seats: list[SeatInfo]
    options: dict[str, Any]
    over: bool
    spectators: bool
    #: What this seat may know, in the game's own terms (its ``ViewForm.View``, see :mod:`goatmaster.net.online`).
    view: Any
    chat: list["ChatLine"] = []
    #: The table goes on from a saved game this person opened (they may know its hidden cards);
    #: ``None``: a new deal.  Its game starts once every seat's person has agreed (``SeatInfo.agreed``).
    opened_by: Optional[str] = None
    #: At a turn-based table, each seat's seconds of running time left on its clock (``None`` for a
    #: seat with none); left out where no clock runs (a live table, or one whose turn is an AI's), so
    #: an app that does not know the field still reads a live table's messages (see :func:`clocks_of`).
    clocks: Union[list[Optional[int]], msgspec.UnsetType] = msgspec.UNSET


class Update(Message, tag="update"):
    """An accepted action: the table's new step, who acted, what they may see of what happened."""
    step: int
    actor: int
    events: list[Any]
    over: bool
    #: As in :class:`Snapshot`: the seat's view.
    view: Any
    #: As in :class:`Snapshot`: the clocks as the action left them.
    clocks: Union[list[Optional[int]], msgspec.UnsetType] = msgspec.UNSET


def clocks_of(message: Union[Snapshot, Update]) -> Optional[list[Optional[int]]]:
    """A snapshot's or an update's clocks (``None``: none runs)."""
    return None if isinstance(message.clocks, msgspec.UnsetType) else message.clocks


class Seats(Message, tag="seats"):
    seats: list[SeatInfo]


class ChatLine(Message, tag="said"):
    seat: Optional[int]
    name: str
    text: str


class SaveFile(Message, tag="save-file"):
    text: str


class Error(Message, tag="error"):
    """A refused message: ``code`` for programs (see :data:`ERRORS`), ``message`` for people."""
    code: str
    message: str
    #: The seat a notice is about (``ai-played``: the AI played for it), for the app's own words.
    seat: Optional[int] = None
    name: Optional[str] = None


class TableStatus(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One seat's table as the inbox shows it; ``known`` false (and nothing else) for a token
    that is no seat's at a table this server has."""
    token: str
    known: bool
    code: Optional[str] = None
    game: Optional[str] = None
    #: The asker's seat at the table.
    seat: Optional[int] = None
    seats: list[SeatInfo] = []
    #: The seats whose decision the table waits for (a question's answerer, in the middle of a turn).
    waiting: list[int] = []
    pace: Optional[Pace] = None
    #: Seconds of running time left on the asker's clock (``None``: no clock of theirs runs).
    seconds_left: Optional[int] = None
    step: int = 0
    over: bool = False
    #: The last action, as the asker's seat may see it: who acted and its events (as in :class:`Update`).
    actor: Optional[int] = None
    events: list[Any] = []


class PastMove(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One move of a table's story: as an :class:`Update` told it, without the position."""
    #: The table's step after it (and the chance steps and forced moves that came with it).
    step: Step
    #: The seat that decided (``None``: chance alone, a deal).
    actor: Optional[SeatNumber] = None
    events: list[Any]


class Past(Message, tag="past"):
    """A page of the story :class:`History` asked for: its moves in order, the newest at step
    ``upto`` or before; ``more``: older moves remain (ask again with the step before the first's)."""
    upto: Step
    moves: Annotated[list[PastMove], msgspec.Meta(max_length=MAX_PAST)]
    more: bool


class Inbox(Message, tag="inbox"):
    """The answer to :class:`Status`: one entry per token asked, in the order asked."""
    tables: list[TableStatus]


ServerMessage = Union[Joined, Snapshot, Update, Seats, ChatLine, SaveFile, Error, Inbox, Past]

#: Codes of the errors that refuse nothing: the server tells everyone at a table how its AI is
#: doing (it is late: the server is busy; it could not decide and played a legal move at random;
#: a seat's clock ran out and it played that turn for them, ``Error.name``).
NOTICES = ("ai-late", "ai-random", "ai-played")

#: Every error code the server answers with (an app shows the reason of a code it does not know).
ERRORS = ("malformed", "binary", "not-json", "too-deep", "unknown-type", "bad-field", "bad-name",
          "server-fault", "version", "too-big", "no-table", "seat-taken", "no-seat", "bad-token",
          "not-seated", "not-your-turn", "stale", "illegal", "not-host", "no-spectators", "limit",
          "slow-down", "bad-game", "bad-save", "over", "not-over", "busy", "not-agreed", "no-person",
          "bad-pace", "time-out", "set-aside", "too-many-tables", "too-many-watches") + NOTICES


class BadMessage(ValueError):
    """A message that is not one of the protocol's; ``code`` says which kind of wrong."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


_client = msgspec.json.Decoder(ClientMessage)
_server = msgspec.json.Decoder(ServerMessage)
_version = msgspec.json.Decoder(dict[str, Any])
_encoder = msgspec.json.Encoder()


def _tags(union: Any) -> frozenset[str]:
    return frozenset(kind.__struct_config__.tag for kind in union.__args__)


_CLIENT_TYPES, _SERVER_TYPES = _tags(ClientMessage), _tags(ServerMessage)
#: A JSON string (skipped: brackets inside one do not nest) and a bracket.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_BRACKET = re.compile(r"[\[\]{}]")
_NESTS = {"[": 1, "{": 1, "]": -1, "}": -1}


def depth(data: bytes | str) -> int:
    """How deep ``data``'s arrays and objects nest, read without decoding it (C loops only).
    Bytes are read as Latin-1: no byte of a multi-byte UTF-8 character is a quote or a bracket."""
    text = data.decode("latin-1") if isinstance(data, bytes) else data
    return max(accumulate(map(_NESTS.__getitem__, _BRACKET.findall(_STRING.sub("", text)))), default=0)


def _read(data: bytes | str, decoder: msgspec.json.Decoder, types: frozenset[str]) -> Any:
    if len(data) > MAX_MESSAGE:
        raise BadMessage("too-big", f"a message may hold at most {MAX_MESSAGE} bytes; this one has {len(data)}")
    text = data.decode("latin-1") if isinstance(data, bytes) else data
    if text.count("[") + text.count("{") > MAX_DEPTH and depth(text) > MAX_DEPTH:      # (counting is quicker)
        raise BadMessage("too-deep", f"a message's arrays and objects nest at most {MAX_DEPTH} deep")
    try:
        return decoder.decode(data)
    except msgspec.ValidationError as error:
        try:
            top = _version.decode(data)
        except msgspec.DecodeError:
            raise BadMessage("unknown-type", "a message is a JSON object with a \"type\"") from None
        if top.get("v", VERSION) != VERSION:
            raise BadMessage("version", f"this side speaks version {VERSION} of the protocol, "
                                        f"the message version {top.get('v')!r}") from None
        if top.get("type") not in types:
            raise BadMessage("unknown-type", f"no message of this protocol has the type {top.get('type')!r}") from None
        raise BadMessage("bad-field", f"a message of type {top['type']!r} with a wrong field: {error}") from None
    except msgspec.DecodeError as error:
        raise BadMessage("not-json", f"not JSON: {error}") from None
    except RecursionError:                      # (the depth check above keeps it from happening)
        raise BadMessage("too-deep", "a message's arrays and objects nest too deep") from None


def read_client(data: bytes | str) -> ClientMessage:
    """A client's message, checked; :class:`BadMessage` otherwise."""
    message = _read(data, _client, _CLIENT_TYPES)
    if message.v != VERSION:
        raise BadMessage("version", f"this server speaks version {VERSION} of the protocol, "
                                    f"the message version {message.v}")
    return message


def read_server(data: bytes | str) -> ServerMessage:
    """A server's message, checked; :class:`BadMessage` otherwise.  An :class:`Error` of another
    version is read all the same: it is how a server refuses a client of another version."""
    message = _read(data, _server, _SERVER_TYPES)
    if message.v != VERSION and not isinstance(message, Error):
        raise BadMessage("version", f"this client speaks version {VERSION} of the protocol, "
                                    f"the server version {message.v}")
    return message


def write(message: Message) -> bytes:
    return _encoder.encode(message)


#: Characters that change how the text around them is shown and are no part of a name: the
#: bidirectional controls (U+061C, U+200E/F, U+202A-E, U+2066-9), every other control and
#: format character (zero-width spaces among them) but the joiners below, and the fillers
#: that show nothing.
_FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
#: The zero-width joiner and non-joiner: emoji sequences and Persian or Indic names need them.
_JOINERS = frozenset("\u200c\u200d")


def tidy_name(text: str) -> str:
    """``text`` as a name is shown: NFC, controls, bidirectional controls and zero-width
    characters dropped (the joiners kept), every run of spaces one space, none at the ends."""
    kept = []
    for ch in text:
        if ch.isspace():
            kept.append(" ")
        elif ch in _JOINERS or (unicodedata.category(ch)[0] != "C" and ch not in _FILLERS):
            kept.append(ch)
    return " ".join(unicodedata.normalize("NFC", "".join(kept)).split())


def normal_name(text: str) -> str:
    """A person's name as the table shows it (:func:`tidy_name`), if it is one: 1 to
    :data:`NAME_LENGTH` characters, with a letter, a digit or a sign; :class:`BadMessage` otherwise."""
    name = tidy_name(text)
    if not any(unicodedata.category(ch)[0] in "LNSP" for ch in name):
        raise BadMessage("bad-name", "a name needs a letter, a digit or a sign; this one has none once "
                                     "its control and invisible characters are left out")
    if len(name) > NAME_LENGTH:
        raise BadMessage("bad-name", f"a name has at most {NAME_LENGTH} characters; this one has {len(name)}")
    return name
