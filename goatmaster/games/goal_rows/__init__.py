"""Goal Rows (``docs/rules/goal-rows.md``) as a game of the app."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from ...core.game import QT_TRANSLATE_NOOP, GameInfo
from ...core.registry import GameEntry
from .ai.knowledge import KNOWLEDGE
from .board_text import position_text
from .engine.decisions import forced_action, is_question
from .engine.match import RowsMatch
from .engine.state import MAX_PLAYERS, MIN_PLAYERS, RowsState, deal
from .online import ONLINE
from .tutorial import TUTORIAL
from .savefile import CODEC, FORMAT


if TYPE_CHECKING:
    from .qt.table import RowsTable


def new_match(seats: int, seed: Optional[int] = None, options: Optional[dict] = None) -> RowsMatch:
    """A fresh deal (T4–T6) for ``seats`` players; the rules have no options."""
    return RowsMatch(deal(seats, seed))


def turns(state: RowsState) -> int:
    return state.turn


def table() -> type["RowsTable"]:
    """The game's Qt table, imported when a window draws it: the server and the CLI load no Qt."""
    from .qt.table import RowsTable
    return RowsTable


INFO = GameInfo(name="rows", title=QT_TRANSLATE_NOOP("Games", "Goal Rows"),
                min_seats=MIN_PLAYERS, max_seats=MAX_PLAYERS, save_format=FORMAT,
                pitch=QT_TRANSLATE_NOOP("Games", "Push the black tokens to your colour and the red ones "
                                                 "to everyone else, one card in a row at a time."))

GAME = GameEntry(info=INFO, new_match=new_match, ai=KNOWLEDGE, codec=CODEC,
                 table=table, picture="icons/goal-rows.svg",
                 rules="goal-rows", position_text=position_text, turns=turns, forced_action=forced_action,
                 is_question=is_question, online=ONLINE, tutorial=TUTORIAL)
