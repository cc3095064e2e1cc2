"""Goat Master (*Herr der Ziegen*, ``docs/rules/goat-master.md``) as a game of the app."""

from __future__ import annotations

from typing import Optional

from . import savefile
from .ai.knowledge import KNOWLEDGE
from .board_text import position_text
from ...core.game import QT_TRANSLATE_NOOP, GameInfo
from ...core.registry import GameEntry
from .engine.game import Game
from .engine.setup import MAX_PLAYERS, MIN_PLAYERS


def new_match(seats: int, seed: Optional[int] = None, options: Optional[dict] = None) -> Game:
    """A fresh deal (R3–R7) for ``seats`` players, recorded turn by turn."""
    return Game.new(seats, seed)


INFO = GameInfo(name="goat-master", title=QT_TRANSLATE_NOOP("Games", "Goat Master"),
                min_seats=MIN_PLAYERS, max_seats=MAX_PLAYERS, save_format=savefile.FORMAT,
                pitch=QT_TRANSLATE_NOOP("Games", "Win the goat herds by majority, drink the most "
                                                 "milk and let the dog lead your cards home."))

GAME = GameEntry(info=INFO, new_match=new_match, ai=KNOWLEDGE, codec=savefile.CODEC,
                 table="goatmaster.games.goat_master.qt.table_scene:TableScene", picture="icons/goatmaster.svg",
                 position_text=position_text, turns=lambda state: state.turn)
