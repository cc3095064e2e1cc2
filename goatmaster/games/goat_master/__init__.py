"""Goat Master (*Herr der Ziegen*, ``docs/rules/goat-master.md``) as a game of the app."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from . import savefile
from .ai.knowledge import KNOWLEDGE
from .board_text import position_text
from .online import ONLINE
from .tutorial import TUTORIAL
from ...core.game import QT_TRANSLATE_NOOP, GameInfo
from ...core.registry import GameEntry
from .engine.actions import TAKE_NONE
from .engine.game import Game
from .engine.state import CONSENT, TAKE, GameState
from .engine.setup import MAX_PLAYERS, MIN_PLAYERS


if TYPE_CHECKING:
    from .qt.table import GoatMasterTable


def new_match(seats: int, seed: Optional[int] = None, options: Optional[dict] = None) -> Game:
    """A fresh deal (R3–R7) for ``seats`` players, recorded turn by turn."""
    return Game.new(seats, seed)


def forced_action(state: GameState) -> Optional[int]:
    """R12: a take with no card in the pawn's line has one answer, taken for the player."""
    return TAKE_NONE if state.phase == TAKE and not state.take_cells() else None


def is_question(state: GameState) -> bool:
    """R18: the seat to act answers the dog's question (may it swap onto your card?)."""
    return state.phase == CONSENT


def table() -> type["GoatMasterTable"]:
    """The game's Qt table, imported when a window draws it: the server and the CLI load no Qt."""
    from .qt.table import GoatMasterTable
    return GoatMasterTable


INFO = GameInfo(name="goat-master", title=QT_TRANSLATE_NOOP("Games", "Goat Master"),
                min_seats=MIN_PLAYERS, max_seats=MAX_PLAYERS, save_format=savefile.FORMAT,
                pitch=QT_TRANSLATE_NOOP("Games", "Win the goat herds by majority, drink the most "
                                                 "milk and let the dog lead your cards home."))

GAME = GameEntry(info=INFO, new_match=new_match, ai=KNOWLEDGE, codec=savefile.CODEC,
                 table=table, picture="icons/goatmaster.svg",
                 rules="rules", position_text=position_text, turns=lambda state: state.turn,
                 forced_action=forced_action, is_question=is_question, online=ONLINE, tutorial=TUTORIAL,
                 statistics_file="statistics.json")         # the name it had before the other games came
