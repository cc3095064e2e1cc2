"""Strict JSON for save files, and the one error every problem in a file becomes.

Strict so that every reader gives the same verdict on the same bytes: UTF-8
without a byte-order mark, standard JSON (no NaN or Infinity), no repeated
keys, a size limit checked before reading, deep nesting and huge numbers
caught.  Messages start with their place (``turn K: …`` or ``setup: <field>: …``)
so a person can find the fault.  The writer (:func:`written`) never writes what
this reader refuses unparsed.

The file is parsed here, not by ``msgspec.json``, for what msgspec's parser does not do: it
takes the last of a repeated key silently (here a repeated key is refused, naming the place of
the part that holds it), has no limit on the count of values it builds (:data:`MAX_VALUES`,
counted before parsing), and its own limit on an integer's size (here :data:`MAX_DIGITS`, what
the formats say, in the files' words); a lone surrogate (``"\\ud800"``) it calls malformed,
where here the name or the ``app`` value holding it is named.  Its shape is then read as the
format's declared ``msgspec`` types by :meth:`Reader.typed` (``goatmaster.files.checked``), so
reading a part *is* its check.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from contextlib import contextmanager
from typing import Any, Iterator, Optional, TypeVar

from ..core.game import QT_TRANSLATE_NOOP
from . import checked

T = TypeVar("T")

#: Legitimate saves stay below 200 KB; anything past this is refused unread.
MAX_BYTES = 4 * 1024 * 1024
#: At most this many JSON values in a file, counted before parsing: a legitimate save
#: has a few thousand, and millions of tiny values (``[[],[],…]``) would cost hundreds
#: of megabytes to build.  It stays above MAX_BYTES / 20, so no file of a legitimate
#: size (below 200 KB) can reach it, whatever its strings hold.
MAX_VALUES = 250_000
#: At most this many digits in an integer: a legitimate save's largest, a seed, has 20.  It is
#: the fewest Python may be set to convert (``sys.set_int_max_str_digits``), so no setting of
#: the interpreter changes the verdict, and a file of millions of digits is refused unread.
MAX_DIGITS = 640

_BOM = b"\xef\xbb\xbf"
#: Where in a part msgspec found a mismatch: the field's name (``… - at `$.play[0]```).
_FIELD = re.compile(r" - at `\$\.(\w+)")
#: Every digit as "0", every other byte as a space: a run of digits becomes a run of "0".
_DIGITS = bytes(0x30 if 0x30 <= b <= 0x39 else 0x20 for b in range(256))


class SaveError(ValueError):
    """Why a file is not a save file this app reads; the message starts with the place.

    The message is English, for the command line and the logs.  Where a problem has words
    for the player, ``words`` holds them (marked for translation in the context ``"Files"``,
    with ``%1``, ``%2`` … for ``values``): the app translates them.
    """

    def __init__(self, message: str, words: str = "", values: tuple[object, ...] = ()) -> None:
        super().__init__(message)
        self.words = words
        self.values = values


def read_limited(path: str | os.PathLike, limit: int = MAX_BYTES, what: str = "a save file") -> bytes:
    """A file's bytes, at most ``limit + 1`` of them; OSError propagates.

    The one way every state file is read (saves, the autosave, statistics).
    The open never blocks and the size is checked on the open descriptor
    before reading, so a huge or endless file (a FIFO, ``/dev/zero``) cannot
    hang or exhaust the program: :class:`SaveError` for anything but a
    regular file of at most ``limit`` bytes (``what`` names the file's kind).
    """
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        if error.errno == errno.ELOOP or (isinstance(error, FileNotFoundError) and os.path.islink(path)):
            raise SaveError("setup: file: a link that leads to no file") from None
        raise
    try:
        info = os.fstat(fd)
    except OSError:
        os.close(fd)
        raise
    if not stat.S_ISREG(info.st_mode):          # checked before fdopen, which refuses a folder
        os.close(fd)
        raise SaveError("setup: file: not a regular file")
    if info.st_size > limit:
        os.close(fd)
        raise SaveError(f"setup: file: {info.st_size} bytes; {what} has at most {limit}")
    with os.fdopen(fd, "rb") as handle:
        return handle.read(limit + 1)


def as_bytes(data: bytes | bytearray | memoryview | str) -> bytes:
    """A file's content as bytes within the size limit; raises :class:`SaveError`."""
    if isinstance(data, str):
        if len(data) > MAX_BYTES:
            raise SaveError(f"setup: file: more than {MAX_BYTES} bytes; too large for a save file")
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError as error:
            raise SaveError(f"setup: file: not valid UTF-8 (character {error.start})") from None
    elif isinstance(data, (bytearray, memoryview)):
        data = bytes(data)
    elif not isinstance(data, bytes):
        raise TypeError(f"loads() needs bytes or str, not {type(data).__name__}")
    if len(data) > MAX_BYTES:
        raise SaveError(f"setup: file: {len(data)} bytes; a save file has at most {MAX_BYTES}")
    return data


class Reader:
    """One file's check; remembers which parsed objects had a repeated key."""

    def __init__(self) -> None:
        self.repeated: dict[int, tuple[str, dict]] = {}   # id(object) → (first repeated key, object)

    def _object(self, pairs: list[tuple[str, Any]]) -> dict:
        """object_pairs_hook: keep the object, note a repeated key for the place check."""
        obj: dict = {}
        for key, value in pairs:
            if key in obj and id(obj) not in self.repeated:
                # Hold the object too: a value dropped by the repeat could be freed,
                # and its id must not be handed to a later, innocent object.
                self.repeated[id(obj)] = (key, obj)
            obj[key] = value
        return obj

    def parse(self, data: bytes) -> Any:
        if data.startswith(_BOM):
            raise SaveError("setup: file: starts with a byte-order mark; save files are UTF-8 without one")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise SaveError(f"setup: file: not valid UTF-8 (byte {error.start})") from None
        if value_count(data) > MAX_VALUES:
            raise SaveError(f"setup: file: more than {MAX_VALUES} JSON values; too many for a save file")
        # Checking each integer costs a Python call per integer (twice the parse of a file of
        # integers): only a file with a run of digits longer than any number allowed pays it.
        long_run = b"0" * (MAX_DIGITS + 1) in data.translate(_DIGITS)
        try:
            return json.loads(text, object_pairs_hook=self._object, parse_constant=_no_constant,
                              parse_int=_integer if long_run else None)
        except SaveError:
            raise
        except json.JSONDecodeError as error:
            # Some of json's messages end in "at" ("Invalid control character at").
            what = error.msg[:-3] if error.msg.endswith(" at") else error.msg
            raise SaveError(f"setup: file: not JSON: {what} at line {error.lineno} "
                            f"column {error.colno}") from None
        except RecursionError:
            raise SaveError("setup: file: JSON nested too deeply") from None
        except (ValueError, OverflowError, MemoryError) as error:   # e.g. a 5000-digit number
            raise SaveError(f"setup: file: unreadable JSON: {str(error)[:80]}") from None

    def typed(self, raw: Any, kind: type[T], place: str, fields: Optional[str] = None) -> T:
        """``raw``, a part of the file, read as its declared type (:func:`checked.typed`);
        :class:`checked.Refused` (a mismatch) or :class:`SaveError` (a key repeated inside it)
        starting with ``place``: :func:`refusals` makes either a :class:`SaveError`.

        With ``fields``, each field of ``kind`` is a place of its own: a mismatch inside field
        ``f`` starts with ``fields`` + ``f`` (``turn 3: play: …``) rather than ``place``."""
        if self.repeated:           # only a file with a repeated key pays for the walk
            self._no_repeats(raw, place)
        try:
            return checked.typed(raw, kind, place)
        except checked.Refused as error:
            inside = _FIELD.search(str(error)) if fields is not None else None
            if inside is None:
                raise
            raise checked.Refused(f"{fields}{inside[1]}: {str(error)[len(place) + 2:]}") from None

    def _no_repeats(self, raw: Any, place: str) -> None:
        todo = [raw]
        while todo:
            item = todo.pop()
            if isinstance(item, dict):
                if id(item) in self.repeated:
                    raise SaveError(f"{place}: key {show(self.repeated[id(item)][0])} appears twice")
                todo.extend(item.values())
            elif isinstance(item, list):
                todo.extend(item)

    def app(self, raw: Any) -> dict:
        """``app``: any JSON object that writes back unchanged."""
        app = self.typed(raw, dict[str, Any], "setup: app")
        check_json_value(app)
        return app


@contextmanager
def refusals() -> Iterator[None]:
    """Every :class:`checked.Refused` raised inside (a part not as declared, a rule broken)
    leaves as the :class:`SaveError` of the same words, the one error a file's problem becomes."""
    try:
        yield
    except checked.Refused as error:
        raise SaveError(str(error)) from None


def _no_constant(name: str) -> Any:
    raise SaveError(f"setup: file: {name} is not standard JSON")


def _integer(text: str) -> int:
    """An integer of the file; a huge one is refused before Python converts it (or refuses it in
    its own words)."""
    digits = len(text) - text.startswith("-")
    if digits > MAX_DIGITS:
        raise SaveError(f"setup: file: a number {digits} digits long; numbers in a save file have at most "
                        f"{MAX_DIGITS} digits",
                        QT_TRANSLATE_NOOP("Files", "The file holds a number %1 digits long; numbers in a game "
                                                   "file have at most %2 digits."), (digits, MAX_DIGITS))
    return int(text)


def show(value: Any) -> str:
    """A short JSON-like text of a value for a message; never huge, never recursive."""
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        text = json.dumps(value[:40], ensure_ascii=False) + ("…" if len(value) > 40 else "")
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, (int, float)):
        text = repr(value) if isinstance(value, float) or abs(value) < 10 ** 30 else "a huge integer"
        return text[:40]
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def valid_unicode(text: str) -> bool:
    """False for a string with a lone surrogate (JSON allows ``"\\ud800"``; UTF-8 does not)."""
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_json_value(value: Any) -> None:
    """``app`` content: plain JSON that writes back unchanged (walked without recursion): what its
    type, ``dict[str, Any]``, cannot say."""
    place = "setup: app"
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            for key, sub in item.items():
                if not isinstance(key, str) or not valid_unicode(key):
                    raise SaveError(f"{place}: key {show(key)} is not a valid JSON string")
                todo.append(sub)
        elif isinstance(item, list):
            todo.extend(item)
        elif isinstance(item, str):
            if not valid_unicode(item):
                raise SaveError(f"{place}: a string is not valid Unicode")
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise SaveError(f"{place}: {show(item)} is not a finite JSON number")
        elif item is not None and not isinstance(item, (bool, int)):
            raise SaveError(f"{place}: {type(item).__name__} is not a JSON value")


def app_text(app: Any) -> str:
    """``app`` written as indented JSON; :class:`SaveError` for what the format cannot hold."""
    if not isinstance(app, dict):
        raise SaveError(f"setup: app: must be a dict, not {type(app).__name__}")
    try:
        text = json.dumps(app, ensure_ascii=False, allow_nan=False, indent=2)
    except (TypeError, ValueError, RecursionError) as error:
        raise SaveError(f"setup: app: cannot be written as JSON: {str(error)[:80]}") from None
    check_json_value(app)
    return text


# ---------------------------------------------------------------------- writing

def value_count(data: bytes) -> int:
    """At least the number of JSON values in ``data``, counted without parsing (a comma or an
    opening bracket counts, in a string too)."""
    return data.count(b",") + data.count(b"[") + data.count(b"{")


def written(text: str) -> bytes:
    """The bytes a save file's ``text`` is written as: never what the reader refuses unparsed.

    Indented text, for people, while it stays within :data:`MAX_BYTES`; past it the same
    JSON without spaces, since indenting alone can take a file read just under the cap over
    it (and the next load would refuse it).  :class:`SaveError` if even that is too large,
    or counts more than :data:`MAX_VALUES` values (a string's ``\\u002c`` is read as no comma
    and written as one): nothing is written, and the file on disk stays readable.
    """
    data = text.encode("utf-8")
    if len(data) > MAX_BYTES:
        data = (json.dumps(json.loads(text), ensure_ascii=False, allow_nan=False, separators=(",", ":"))
                + "\n").encode("utf-8")
    if len(data) > MAX_BYTES:
        raise SaveError(f"setup: file: {len(data)} bytes when written; a save file has at most {MAX_BYTES}",
                        QT_TRANSLATE_NOOP("Files", "This game would take %1 bytes as a file; a game file has "
                                                   "at most %2, so it was not written."), (len(data), MAX_BYTES))
    if value_count(data) > MAX_VALUES:
        raise SaveError(f"setup: file: more than {MAX_VALUES} JSON values when written; too many for a save file",
                        QT_TRANSLATE_NOOP("Files", "This game would hold more than %1 values as a file, too many "
                                                   "for a game file, so it was not written."), (MAX_VALUES,))
    return data


def one_line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))


def block(lines: list[str], indent: str, open_: str, close: str) -> str:
    """``open_`` + the lines, one per line, comma-separated + ``close`` (or ``open_close``)."""
    if not lines:
        return open_ + close
    inner = indent + "  "           # one join, no loop in Python: a game's turns are written after every decision
    return f"{open_}\n{inner}" + (",\n" + inner).join(lines) + f"\n{indent}{close}"
