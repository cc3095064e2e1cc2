"""Settings read field by field: a value that cannot be read is that field's default.

The settings file is the player's and is edited by hand, copied between
versions, or damaged; nothing in it may stop a dialog from opening.  A value
kept as JSON text is read as strictly as a save file (``files.strict_json``:
deep nesting, huge numbers and lone surrogates are refused, not raised), and
each field of it is checked on its own, so one bad field costs only itself.

API::

    stored_json(store, key) -> Any | None       # None: missing or unreadable
    stored_int(store, key, default, low, high) -> int
    stored_bool(store, key, default) -> bool
    remembered_seats(store, key, count, levels, default_level) -> list[dict]
    remembered_tables(store, key) -> list[dict]
    seen_step(table) -> Optional[int]
    player_key(store) -> str                    # made once, then the same
"""

from __future__ import annotations

import re
import secrets
from typing import Any, Optional, Sequence

from PySide6.QtCore import QSettings

from ...files.strict_json import Reader, SaveError, as_bytes

#: A setting's JSON text is a few hundred characters; anything past this is not ours.
MAX_TEXT = 64 * 1024


def stored_json(store: QSettings, key: str) -> Any:
    """The JSON value kept as text under ``key``; None when missing or unreadable."""
    text = store.value(key)
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        return None
    try:
        return Reader().parse(as_bytes(text))
    except SaveError:
        return None


def stored_int(store: QSettings, key: str, default: int, low: int, high: int) -> int:
    """An integer setting within ``low``–``high``; ``default`` otherwise."""
    value = store.value(key, default)
    if isinstance(value, str) and len(value) <= 12:
        try:
            value = int(value)
        except ValueError:
            return default
    return value if type(value) is int and low <= value <= high else default


def stored_bool(store: QSettings, key: str, default: bool) -> bool:
    """A yes-or-no setting (an INI file gives back "true" or "false"); ``default`` otherwise."""
    value = store.value(key, default)
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        lowered = value.strip().lower()
        if lowered in ("true", "1", "yes", "on"):
            return True
        if lowered in ("false", "0", "no", "off"):
            return False
    if isinstance(value, int):
        return bool(value)
    return default


def remembered_seats(store: QSettings, key: str, count: int, levels: Sequence[str],
                     default_level: str) -> list[dict]:
    """The ``count`` seats of the last new game: ``kind``, ``level``, ``colour`` and ``name``.

    Each field is the stored one when it is valid, else the default (you
    against computer players at ``default_level``, colours in seat order);
    the colours stay all different, a seat whose colour is taken or garbled
    getting the first free one.
    """
    stored = stored_json(store, key)
    rows = stored if isinstance(stored, list) else []
    seats = []
    for k in range(count):
        raw = rows[k] if k < len(rows) and isinstance(rows[k], dict) else {}
        kind = raw.get("kind") if raw.get("kind") in ("human", "ai") else ("human" if k == 0 else "ai")
        level = raw.get("level") if isinstance(raw.get("level"), str) and raw["level"] in levels \
            else default_level
        name = raw.get("name") if isinstance(raw.get("name"), str) else ""
        colour = raw.get("colour")
        seats.append({"kind": kind, "level": level, "name": name,
                      "colour": colour if type(colour) is int and 0 <= colour < count else None})
    taken = set()
    for seat in seats:                          # the first seat to claim a colour keeps it
        if seat["colour"] in taken:
            seat["colour"] = None
        taken.add(seat["colour"])
    free = iter(c for c in range(count) if c not in taken)
    for seat in seats:
        if seat["colour"] is None:
            seat["colour"] = next(free)
    return seats


#: Tables on other machines remembered to go back to (the newest first): the inbox's seats.
MAX_TABLES = 100


def remembered_tables(store: QSettings, key: str) -> list[dict]:
    """The player's seats at tables on other machines: ``url``, ``code``, ``token``, ``game``,
    ``title`` (the table's words for people) and ``hosted`` ("yes": this machine's server holds
    it), each checked, ``seen`` if kept (the table's last step shown, in digits) and ``ended`` when
    the inbox found the game over (seconds since the epoch, as text); a broken one is left out, and
    a broken ``seen`` or ``ended`` is dropped."""
    stored = stored_json(store, key)
    found = []
    for raw in stored if isinstance(stored, list) else []:
        if not isinstance(raw, dict):
            continue
        fields = {name: raw.get(name) for name in ("url", "code", "token", "game", "title", "hosted")}
        texts = {name: value for name, value in fields.items() if isinstance(value, str) and 0 < len(value) <= 200}
        if len(texts) == len(fields) and texts["url"].startswith(("ws://", "wss://")):
            seen = raw.get("seen")
            if isinstance(seen, str) and re.fullmatch(r"[0-9]{1,7}", seen):
                texts["seen"] = seen
            ended = raw.get("ended")
            if isinstance(ended, str) and re.fullmatch(r"[0-9]{1,12}", ended):
                texts["ended"] = ended
            found.append(texts)
    return found[:MAX_TABLES]


def seen_step(table: dict) -> Optional[int]:
    """The last step of a remembered table (:func:`remembered_tables`) this app showed; ``None``: not kept."""
    seen = table.get("seen")
    return int(seen) if seen is not None else None


#: Where the player key is kept, and what one is (``protocol.PlayerKey``).
PLAYER_KEY = "online/playerKey"
_KEY = re.compile(r"^[A-Za-z0-9_-]{32,64}$")


def player_key(store: QSettings) -> str:
    """The key that makes this player one person to a table server across its tables: made once
    (43 random characters) and kept; a stored one that is not a key is replaced."""
    kept = store.value(PLAYER_KEY)
    if isinstance(kept, str) and _KEY.match(kept):
        return kept
    made = secrets.token_urlsafe(32)
    store.setValue(PLAYER_KEY, made)
    return made
