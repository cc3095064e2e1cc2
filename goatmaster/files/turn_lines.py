"""Each finished turn of a match encoded once, for every later writing of its file.

The autosave writes the game's file after every decision.  Encoding every finished
turn each time made a decision cost more the longer the game ran (3 to 5 times as
much at decision 200 as at decision 10, ``benchmarks/autosave_cost.py``); a turn's
line never changes once the turn is finished, so it is encoded the first time the
match is written and kept beside the match for as long as the match lives.

API::

    kept_for(match, kind) -> kind            # what the writers keep for this match (made the first time)
    TurnLines().lines(turns, encode) -> list[str]   # turns' lines, only the new turns encoded

A match's finished turns only grow (undo and a replay's jump build a new match), so what
was kept for a match stays true of it; :meth:`TurnLines.lines` still starts afresh when
the turns it kept are no longer the match's (a list cut back or replaced).

>>> class Match: turns: list = []
>>> match = Match(); match.turns = ["a", "b"]
>>> encoded = []
>>> def encode(turn):
...     encoded.append(turn)
...     return turn.upper()
>>> kept_for(match, TurnLines).lines(match.turns, encode)
['A', 'B']
>>> match.turns.append("c")
>>> kept_for(match, TurnLines).lines(match.turns, encode), encoded
(['A', 'B', 'C'], ['a', 'b', 'c'])
"""

from __future__ import annotations

import threading
import weakref
from typing import Callable, Sequence, TypeVar

T = TypeVar("T")
Kept = TypeVar("Kept")

#: What the writers keep for each live match, gone with the match.
_kept: "weakref.WeakKeyDictionary[object, object]" = weakref.WeakKeyDictionary()
#: A table's server may write its match on another thread than the window writes its own.
_lock = threading.Lock()


def kept_for(match: object, kind: type[Kept]) -> Kept:
    """The ``kind`` object kept for ``match``: a new ``kind()`` the first time (or if another
    kind was kept for it); the same object every later time, while the match lives."""
    with _lock:
        found = _kept.get(match)
        if not isinstance(found, kind):
            found = _kept[match] = kind()
        return found


class TurnLines:
    """The lines of a match's finished turns so far, each encoded once."""

    def __init__(self) -> None:
        self._lines: list[str] = []
        self._last: object = None           # the last turn encoded

    def lines(self, turns: Sequence[T], encode: Callable[[T], str]) -> list[str]:
        """``[encode(turn) for turn in turns]``, encoding only the turns not seen before.

        ``turns`` are the match's finished turns, in order: those kept are its first ones
        while the last one kept is still in its place (the same object), else all are
        encoded again."""
        kept = len(self._lines)
        if kept and (kept > len(turns) or turns[kept - 1] is not self._last):
            self._lines.clear()
        for turn in turns[len(self._lines):]:
            self._lines.append(encode(turn))
            self._last = turn
        return list(self._lines)
