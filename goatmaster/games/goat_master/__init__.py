"""Goat Master (*Herr der Ziegen*, ``docs/rules/goat-master.md``) as a game of the app."""

from __future__ import annotations

from typing import Optional

from . import savefile
from .ai.knowledge import KNOWLEDGE
from .board_text import position_text
from ...core.game import GameInfo
from ...core.registry import GameEntry
from .engine.game import Game
from .engine.setup import MAX_PLAYERS, MIN_PLAYERS


def new_match(seats: int, seed: Optional[int] = None, options: Optional[dict] = None) -> Game:
    """A fresh deal (R3–R7) for ``seats`` players, recorded turn by turn."""
    return Game.new(seats, seed)


INFO = GameInfo(name="goat-master", title="Goat Master", min_seats=MIN_PLAYERS,
                max_seats=MAX_PLAYERS, save_format=savefile.FORMAT,
                pitch="Win goat herds with majorities, walk your pawn round the pasture, "
                      "and join your cards to your stable.")

GAME = GameEntry(info=INFO, new_match=new_match, ai=KNOWLEDGE, codec=savefile.CODEC,
                 table="goatmaster.views.table_scene", position_text=position_text)
