"""What every game of the app is to the rest of it: the game interface and the registry.

Plain Python, no Qt and no I/O; nothing here knows any particular game.
"""

from .match import Match, MatchRecord, RecordedMatch
from .game import (CHANCE, QT_TRANSLATE_NOOP, TERMINAL, Action, ActionError, GameInfo, Observation,
                   Option, Seat, State)
from .registry import GameEntry, entries, entry, entry_for_format, register

__all__ = [
    "CHANCE", "QT_TRANSLATE_NOOP", "TERMINAL", "Action", "ActionError", "GameInfo", "Observation", "Option", "Seat",
    "State", "Match", "MatchRecord", "RecordedMatch", "GameEntry", "entries", "entry", "entry_for_format", "register",
]
