"""The inbox: every table this player sits at, on every server, and how each stands.

The seats kept to go back to (``tables.MY_TABLES_KEY``) are grouped by server; one connection
per server asks for all of its seats at once (``protocol.Status``, answered by
``protocol.Inbox`` in the order asked), every minute and when the player asks.  Where it is
this player's move at a step not told before, the :class:`~.nudge.Notifier` says so once; a
click on it, or on the inbox's line, takes the seat back (:attr:`Inbox.opened`).

:class:`InboxSource` is the seam between the inbox and the network: :class:`WebSocketInbox`
asks a real server on a thread of its own; the tests give answers of their own.  A server that
does not answer within :data:`WAIT_MS` shows as such; nothing waits for it on the GUI thread.
"""

from __future__ import annotations

import asyncio
import errno
import json
import socket
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QTimer, Signal

from ...core.game import QT_TRANSLATE_NOOP
from ...net import protocol as p
from ...net.online import event_objects, online_of
from ...views.forms import level_label
from ..player_data.stored_settings import remembered_tables, stored_bool, stored_json
from .nudge import Notifier
from .tables import MY_TABLES_KEY, store_tables
from .words import refusal

if TYPE_CHECKING:
    from ...core.registry import GameEntry

#: How often the inbox asks its servers, and how long it waits for one.
POLL_MS = 60_000
WAIT_MS = 15_000
#: A finished (or forgotten) table stays in the inbox this long after it was found so.
KEEP_ENDED_S = 7 * 86400
#: Nudges at all (a setting), the tables whose nudges are off, the step last nudged at each seat.
NUDGES_KEY = "online/nudges"
QUIET_KEY = "online/quiet"
NUDGED_KEY = "online/nudged"


@dataclass(frozen=True)
class NoAnswer:
    """Why a server gave the inbox no answer: what went wrong, which the inbox words in the player's
    language when it shows it (:meth:`InboxWords.why_not`), not the thread that asked."""
    #: The system's or the reader's own words (English, a detail for whoever looks into it): why the
    #: connection failed ("": no answer in time), or what is wrong with what the server sent.
    detail: str = ""
    #: The connection failed in one of the common ways the inbox has words for (:data:`FAILURES`).
    failure: str = ""
    #: What the server sent is no message of the protocol: its ``protocol.BadMessage.code``.
    unreadable: str = ""
    #: The server refused the question: its error.
    refused: Optional[p.Error] = None


#: The common ways a connection to a server fails, in the player's words (the system's own words, often
#: English whatever the player's language, are only the detail).
FAILURES = {
    "refused": QT_TRANSLATE_NOOP("InboxWords", "The server refused the connection: it may not be running"),
    "timeout": QT_TRANSLATE_NOOP("InboxWords", "The server did not answer in time"),
    "no-host": QT_TRANSLATE_NOOP("InboxWords", "The server's address cannot be found: check your connection "
                                               "to the internet"),
    "unreachable": QT_TRANSLATE_NOOP("InboxWords", "The server cannot be reached from this network"),
    "closed": QT_TRANSLATE_NOOP("InboxWords", "The server closed the connection"),
}


def failure_of(error: BaseException) -> str:
    """Which of :data:`FAILURES` a connection's ``error`` is ("": none of them); websockets gives some
    as the cause of its own error (a connection closed during its handshake)."""
    from websockets.exceptions import ConnectionClosed
    for cause in (error, error.__cause__):
        if isinstance(cause, ConnectionRefusedError):
            return "refused"
        if isinstance(cause, TimeoutError):             # (asyncio's too)
            return "timeout"
        if isinstance(cause, socket.gaierror):
            return "no-host"
        if isinstance(cause, OSError) and cause.errno in (errno.ENETUNREACH, errno.EHOSTUNREACH):
            return "unreachable"
        if isinstance(cause, (ConnectionClosed, ConnectionResetError, ConnectionAbortedError, BrokenPipeError,
                              EOFError)):
            return "closed"
    return ""


class Refused(ValueError):
    """A server refused the inbox's question (its :class:`~protocol.Error`)."""

    def __init__(self, error: p.Error) -> None:
        super().__init__(error.message)
        self.error = error


class InboxSource(QObject):
    """Asks one server how the tables of some seats stand; answers come as :attr:`answered`."""

    #: (the server's address, its ``protocol.Inbox`` or a :class:`NoAnswer`, why there is none)
    answered = Signal(str, object)

    def ask(self, url: str, tokens: list[str]) -> None:
        raise NotImplementedError


async def ask_server(url: str, tokens: Sequence[str]) -> p.Inbox:
    """One connection to ``url``'s server, one :class:`~protocol.Status` per :data:`~protocol.MAX_INBOX`
    seats; their answers as one inbox.  :class:`Refused` for a refusal, :class:`~protocol.BadMessage`
    for what is no message of the protocol."""
    from websockets.asyncio.client import connect
    tables: list[p.TableStatus] = []
    # proxy=None: a table's address is reached directly, whatever the environment says.
    async with connect(url, proxy=None, compression=None, max_size=4 * p.MAX_MESSAGE, open_timeout=WAIT_MS / 1000) \
            as socket:
        for start in range(0, len(tokens), p.MAX_INBOX):
            await socket.send(p.write(p.Status(tokens=list(tokens[start:start + p.MAX_INBOX]))).decode())
            while True:
                message = p.read_server(await socket.recv())
                if isinstance(message, p.Inbox):
                    tables += message.tables
                    break
                if isinstance(message, p.Error) and message.code not in p.NOTICES:
                    raise Refused(message)
    return p.Inbox(tables=tables)


class WebSocketInbox(InboxSource):
    """Asks real servers, each on a thread of its own (the GUI thread never waits)."""

    def ask(self, url: str, tokens: list[str]) -> None:
        threading.Thread(target=self._ask, args=(url, list(tokens)), name="goatmaster-inbox", daemon=True).start()

    def _ask(self, url: str, tokens: list[str]) -> None:
        from websockets.exceptions import WebSocketException
        answer: object
        try:
            answer = asyncio.run(asyncio.wait_for(ask_server(url, tokens), WAIT_MS / 1000))
        except (OSError, WebSocketException, asyncio.TimeoutError) as error:     # (every websockets error)
            answer = NoAnswer(str(error) or type(error).__name__, failure=failure_of(error))
        except p.BadMessage as error:
            answer = NoAnswer(str(error), unreadable=error.code)
        except Refused as error:
            answer = NoAnswer(refused=error.error)
        try:
            self.answered.emit(url, answer)         # queued to the GUI thread
        except RuntimeError:
            pass                                    # the app closed meanwhile


def nudges(settings: QSettings) -> bool:
    """Whether nudges are on at all (a setting; they are unless turned off)."""
    return stored_bool(settings, NUDGES_KEY, True)


@dataclass
class InboxRow:
    """One seat of the player's as the inbox shows it: the remembered seat, and what its server
    last said of it (``None``: not heard yet), or why the server did not answer."""
    table: dict
    status: Optional[p.TableStatus] = None
    #: The server did not answer the last question: why.
    down: Optional[NoAnswer] = None
    quiet: bool = False
    #: A table this machine hosts, whose server is not running: it starts when the table is opened.
    asleep: bool = False

    @property
    def token(self) -> str:
        return self.table["token"]

    @property
    def your_move(self) -> bool:
        status = self.status
        return (status is not None and status.known and not status.over and status.seat is not None
                and status.seat in status.waiting)

    @property
    def ended(self) -> bool:
        return self.status is not None and (not self.status.known or self.status.over)

    def headline(self) -> str:
        return WORDS.headline(self)

    def standing(self) -> str:
        return WORDS.standing(self)

    def last(self) -> str:
        return WORDS.last(self)

    def nudge_text(self) -> str:
        return WORDS.nudge_text(self)


class InboxWords(QObject):
    """The inbox's words for a row, in the player's language."""

    def seat_name(self, info: p.SeatInfo, seat: int) -> str:
        """A seat's person as the inbox names them: their name, or the AI and its level."""
        if info.name:
            return info.name
        if info.kind == "ai":
            return self.tr("AI (%1)").replace("%1", level_label(info.level))
        return self.tr("Seat %1").replace("%1", str(seat + 1))

    def together(self, names: Sequence[str]) -> str:
        """"Ann", "Ann and Bea", "Ann, Bea and Cid"."""
        if len(names) < 2:
            return "".join(names)
        return self.tr("%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])

    def time_left(self, seconds: int) -> str:
        """A clock's time left in its largest unit: "2 days left", "5 hours left", "12 minutes left"."""
        if seconds >= 86400:
            return self.tr("%n day(s) left", "", seconds // 86400)
        if seconds >= 3600:
            return self.tr("%n hour(s) left", "", seconds // 3600)
        return self.tr("%n minute(s) left", "", max(1, seconds // 60))

    def game_title(self, row: InboxRow) -> str:
        from ...core.registry import entry
        name = row.status.game if row.status is not None and row.status.game else row.table["game"]
        try:
            return QCoreApplication.translate("Games", entry(name).info.title)
        except KeyError:
            return name

    def others(self, row: InboxRow) -> list[str]:
        status = row.status
        if status is None:
            return []
        return [self.seat_name(info, k) for k, info in enumerate(status.seats) if k != status.seat]

    def headline(self, row: InboxRow) -> str:
        """The game and the others: "Goal Rows with Ann and Bea" (its code before the server told who)."""
        if row.status is None or not row.status.known:
            return self.tr("%1, table %2").replace("%1", self.game_title(row)).replace("%2", row.table["code"])
        others = self.others(row)
        if not others:
            return self.game_title(row)
        return self.tr("%1 with %2").replace("%1", self.game_title(row)).replace("%2", self.together(others))

    def standing(self, row: InboxRow) -> str:
        """Whose move it is and the time left, or why the inbox cannot say."""
        status = row.status
        if row.asleep and status is None:
            return self.tr("Hosted here: its server starts when you open it")
        if row.down is not None and status is None:
            return self.why_not(row.down)
        if status is None:
            return self.tr("Asking the server…")
        if not status.known:
            return self.tr("The server no longer has this table")
        if status.over:
            return self.tr("The game is over")
        if row.your_move:
            words = self.tr("Your move")
        elif status.waiting:
            words = self.tr("Waiting for %1").replace("%1", self.together(
                [self.seat_name(status.seats[k], k) for k in status.waiting if 0 <= k < len(status.seats)]))
        else:
            words = self.tr("Waiting for the others")
        if status.seconds_left is not None:
            words += " · " + self.time_left(max(0, status.seconds_left))
        if row.down is not None:
            words += " · " + self.tr("the server did not answer just now")
        return words

    def why_not(self, down: NoAnswer) -> str:
        """Why a server gave no answer, in the player's words; the detail (the system's or the reader's
        words, as they came) only in brackets after them."""
        if down.refused is not None:
            return refusal(down.refused)
        if down.unreadable == "version":        # a server of another version: as when it refuses this app
            return refusal(p.Error(code="version", message=down.detail))
        if down.unreadable:
            return self.tr("The server sent something this app cannot read (%1)").replace("%1", down.detail)
        if down.failure in FAILURES:
            words = QCoreApplication.translate("InboxWords", FAILURES[down.failure])
        else:
            words = self.tr("The server does not answer")
        return f"{words} ({down.detail})" if down.detail else words

    def last(self, row: InboxRow) -> str:
        """The last thing that happened, in the log's words ("Ann plays blue 7 on the second row."),
        else who acted last; "" when the server said nothing of it."""
        status = row.status
        if status is None or not status.known:
            return ""
        told = self.news(status)
        if told:
            return told
        if status.actor is None or not 0 <= status.actor < len(status.seats):
            return ""
        if status.actor == status.seat:
            return self.tr("Last: you played.")
        return self.tr("Last: %1 played.").replace("%1", self.seat_name(status.seats[status.actor], status.actor))

    def news(self, status: p.TableStatus) -> str:
        """The last action's events as the game's log tells them without the position (its table's
        ``news``): the first line and the last; "" for events this app cannot read."""
        from ...core.registry import entry
        from ..play.game_window import table_class
        try:
            game = entry(status.game or "")
            events = read_news(game, status.events)
            table = table_class(game)
            names = [self.seat_name(info, k) for k, info in enumerate(status.seats)]
            lines = [line for line in (table.news(event, names) for event in events) if line]
        except (KeyError, ValueError, IndexError):         # a server's events this app cannot tell
            return ""
        return " ".join(lines[:1] + lines[1:][-1:])

    def nudge_text(self, row: InboxRow) -> str:
        """The notification's words: "Your move in Goal Rows with Ann and Bea"."""
        others = self.others(row)
        if not others:
            return self.tr("Your move in %1").replace("%1", self.game_title(row))
        return self.tr("Your move in %1 with %2").replace("%1", self.game_title(row)).replace(
            "%2", self.together(others))


def read_news(game: "GameEntry", data: list) -> list:
    """The events a server sent with a table's status, as the game's own objects, each checked alone
    (there is no position here to check them against); ``ValueError`` for anything else."""
    return event_objects(online_of(game), data) if data else []


#: (a QObject, for its ``tr``: it holds nothing)
WORDS = InboxWords()


def order(rows: list[InboxRow]) -> list[InboxRow]:
    """"Your move" first (the least time left first), then the tables waiting for others, the ones
    not heard from, and the finished ones; otherwise as remembered (the newest first)."""
    def rank(row: InboxRow) -> tuple[int, int]:
        left = row.status.seconds_left if row.status is not None and row.status.seconds_left is not None else 1 << 40
        if row.your_move:
            return 0, left
        if row.ended:
            return 3, 0
        if row.status is None:
            return 2, 0
        return 1, 0
    return sorted(rows, key=rank)


class Inbox(QObject):
    """The player's tables on every server, asked about every minute, with the nudges."""

    #: The rows changed (an answer, a server that did not answer, a table remembered).
    changed = Signal()
    #: Take the seat back at this remembered table (a dict as ``remembered_tables`` gives).
    opened = Signal(dict)

    def __init__(self, settings: QSettings, source: InboxSource, notifier: Notifier,
                 parent: Optional[QObject] = None, every_ms: int = POLL_MS, wait_ms: int = WAIT_MS) -> None:
        super().__init__(parent)
        self.settings = settings
        self.source = source
        self.notifier = notifier
        self.wait_ms = wait_ms
        self._status: dict[str, p.TableStatus] = {}
        self._down: dict[str, NoAnswer] = {}
        #: The servers asked and not answered yet: each its question's number.
        self._asking: dict[str, int] = {}
        self._asked = 0
        self.rows: list[InboxRow] = []
        #: The seats whose table's window is open: the player sees their move there, unnudged.
        self.showing: Callable[[], set[str]] = set
        #: Whether this machine's table server runs: its tables are asked only then.
        self.hosting: Callable[[], bool] = lambda: False
        self._timer = QTimer(self)
        self._timer.setInterval(every_ms)
        self._timer.timeout.connect(self.poll)
        source.answered.connect(self._answered)
        notifier.clicked.connect(self.open)
        self._build()

    def start(self) -> None:
        """Ask now and every minute."""
        self._timer.start()
        self.poll()

    def stop(self) -> None:
        self._timer.stop()

    # ---------------------------------------------------------------- the settings

    def nudges(self) -> bool:
        return nudges(self.settings)

    def quiet(self) -> set[str]:
        stored = stored_json(self.settings, QUIET_KEY)
        return {token for token in stored if isinstance(token, str)} if isinstance(stored, list) else set()

    def set_quiet(self, token: str, quiet: bool) -> None:
        """Turn the nudges of one table off (or on again)."""
        tokens = (self.quiet() | {token}) if quiet else (self.quiet() - {token})
        known = {table["token"] for table in self._tables()}
        self.settings.setValue(QUIET_KEY, json.dumps(sorted(tokens & known)))
        self._build()
        self.changed.emit()

    def _nudged(self) -> dict[str, int]:
        stored = stored_json(self.settings, NUDGED_KEY)
        if not isinstance(stored, dict):
            return {}
        return {token: step for token, step in stored.items() if isinstance(step, int) and not isinstance(step, bool)}

    # ---------------------------------------------------------------- asking

    def _tables(self) -> list[dict]:
        return remembered_tables(self.settings, MY_TABLES_KEY)

    def poll(self) -> None:
        """Ask every server of the player's tables how they stand (one question each); a server
        still being asked is not asked twice."""
        self._prune()
        servers: dict[str, list[str]] = {}
        for table in self._tables():
            if table["hosted"] != "yes" or self.hosting():
                servers.setdefault(table["url"], []).append(table["token"])
        for url, tokens in servers.items():
            if url in self._asking:
                continue
            self._asked += 1
            self._asking[url] = asked = self._asked
            QTimer.singleShot(self.wait_ms, self, lambda url=url, asked=asked: self._waited(url, asked))
            self.source.ask(url, tokens)
        self._build()
        self.changed.emit()

    def _waited(self, url: str, asked: int) -> None:
        """No answer came to this question in time (an answer that comes later is still read)."""
        if self._asking.get(url) == asked:
            self._no_answer(url, NoAnswer())

    def _no_answer(self, url: str, why: NoAnswer) -> None:
        self._asking.pop(url, None)
        self._down[url] = why
        self._build()
        self.changed.emit()

    def _answered(self, url: str, answer: object) -> None:
        if not isinstance(answer, p.Inbox):
            self._no_answer(url, answer if isinstance(answer, NoAnswer) else NoAnswer())
            return
        self._asking.pop(url, None)
        self._down.pop(url, None)
        # Only the seats asked of this server are read: a server says nothing of another's.
        asked = {table["token"] for table in self._tables() if table["url"] == url}
        for status in answer.tables:
            if status.token in asked:
                self._status[status.token] = status
        self._mark_ended()
        self._build()
        self._nudge()
        self.changed.emit()

    def _mark_ended(self) -> None:
        """A finished or forgotten table is kept a while (its end is news too), then dropped."""
        tables = self._tables()
        changed = False
        for table in tables:
            status = self._status.get(table["token"])
            if status is not None and (status.over or not status.known) and "ended" not in table:
                table["ended"] = str(int(time.time()))
                changed = True
        if changed:
            store_tables(self.settings, tables)

    def _prune(self) -> None:
        tables = self._tables()
        kept = [table for table in tables if int(table.get("ended", "0") or 0) + KEEP_ENDED_S > time.time()
                or "ended" not in table]
        if len(kept) != len(tables):
            store_tables(self.settings, kept)

    def _build(self) -> None:
        quiet, hosting = self.quiet(), self.hosting()
        self.rows = order([InboxRow(table, self._status.get(table["token"]), self._down.get(table["url"]),
                                    table["token"] in quiet, table["hosted"] == "yes" and not hosting)
                           for table in self._tables()])

    # ---------------------------------------------------------------- nudging and opening

    def _nudge(self) -> None:
        """One notification per move of this player's, at a table whose nudges are on: never again
        for the same move (the step it was found at)."""
        nudged = self._nudged()
        told = dict(nudged)
        for row in self.rows:
            status = row.status
            if not row.your_move or status is None or nudged.get(row.token) == status.step:
                continue
            told[row.token] = status.step
            if self.nudges() and not row.quiet and self.notifier.available() and row.token not in self.showing():
                self.notifier.notify(self.tr("Goat Master"), row.nudge_text(), row.token)
        if told != nudged:
            kept = {table["token"] for table in self._tables()}
            self.settings.setValue(NUDGED_KEY, json.dumps({t: s for t, s in told.items() if t in kept}))

    @property
    def your_moves(self) -> int:
        return sum(row.your_move for row in self.rows)

    def your_moves_besides(self, token: Optional[str]) -> int:
        """The tables where it is the player's move, the one of the seat ``token`` (its window's) aside."""
        return sum(row.your_move and row.token != token for row in self.rows)

    def open(self, token: str) -> None:
        """Take the seat back at the table of ``token`` (a notification's, or the inbox's line)."""
        table = next((table for table in self._tables() if table["token"] == token), None)
        if table is not None:
            self.opened.emit(table)
