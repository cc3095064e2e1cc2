"""Meadow Dice (``docs/rules/meadow-dice.md``), the two-player roll-and-write with cows, as a game of the app."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Optional

from . import savefile
from .ai.knowledge import KNOWLEDGE
from .board_text import position_text
from .online import ONLINE
from .tutorial import TUTORIAL
from ...core.game import QT_TRANSLATE_NOOP, GameInfo, Option
from ...core.registry import GameEntry
from .engine import MAX_SHEET_NUMBER, NAMED_SHEETS, MeadowMatch, Setup, generated_sheet, named_sheet
from .engine.state import SEATS

#: D2: a named sheet, a new one (made from the game's seed; its number can be shared), or the
#: sheet of a number a friend shared.  Sheet names are names, not translated.
SHEET_CHOICES: tuple[tuple[object, str], ...] = (
    ("random", QT_TRANSLATE_NOOP("Games", "A new sheet")),
    ("number", QT_TRANSLATE_NOOP("Games", "The sheet of a number")),
) + tuple((sheet.name, sheet.name) for sheet in NAMED_SHEETS)


if TYPE_CHECKING:
    from .qt.table import MeadowTable


OPTIONS = (
    Option("sheet", QT_TRANSLATE_NOOP("Games", "Sheet"), "random", SHEET_CHOICES,
           help=QT_TRANSLATE_NOOP("Games", "A named sheet, a new one made for this game (its number is "
                                           "its name, to share), or the sheet of a number.")),
    Option("sheet_number", QT_TRANSLATE_NOOP("Games", "Sheet number"), 1, minimum=1, maximum=MAX_SHEET_NUMBER,
           help=QT_TRANSLATE_NOOP("Games", "With “The sheet of a number”: the same number always makes "
                                           "the same sheet."), applies_when=("sheet", "number")),
    Option("pro", QT_TRANSLATE_NOOP("Games", "Variant"), False,
           ((False, QT_TRANSLATE_NOOP("Games", "Standard")),
            (True, QT_TRANSLATE_NOOP("Games", "Pro: herds of two score once the ninth cow is marked")))),
)

INFO = GameInfo(name="meadow", title=QT_TRANSLATE_NOOP("Games", "Meadow Dice"), min_seats=SEATS,
                max_seats=SEATS, save_format=savefile.FORMAT, options=OPTIONS, secrets=False,
                pitch=QT_TRANSLATE_NOOP("Games", "Throw the dice, pencil in cows and numbers, and graze the "
                                                 "biggest herds around the water troughs."))


def new_match(seats: int, seed: Optional[int] = None, options: Optional[dict] = None) -> MeadowMatch:
    """A fresh sheet (D2) for two players; ``options`` as :data:`OPTIONS` (``None``: the defaults)."""
    if seats != SEATS:
        raise ValueError(f"Meadow Dice is for {SEATS} players, not {seats}")
    chosen = INFO.new_game_options(options)
    if chosen["sheet"] == "random":
        sheet = generated_sheet(random.Random(seed).randint(1, MAX_SHEET_NUMBER))
    elif chosen["sheet"] == "number":
        sheet = generated_sheet(chosen["sheet_number"])
    else:
        sheet = named_sheet(str(chosen["sheet"]))
    return MeadowMatch(Setup(sheet, bool(chosen["pro"])))


def table() -> type["MeadowTable"]:
    """The game's Qt table, imported when a window draws it: the server and the CLI load no Qt."""
    from .qt.table import MeadowTable
    return MeadowTable


GAME = GameEntry(info=INFO, new_match=new_match, ai=KNOWLEDGE, codec=savefile.CODEC,
                 table=table,
                 picture="icons/meadow-dice.svg", rules="meadow-dice", position_text=position_text,
                 turns=lambda state: state.turn, online=ONLINE, tutorial=TUTORIAL)
