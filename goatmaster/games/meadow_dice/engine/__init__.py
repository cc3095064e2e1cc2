"""The rules of Meadow Dice (``docs/rules/meadow-dice.md`` D1–D15): plain Python, no Qt."""

from .match import MeadowMatch, Setup, TurnRecord
from .sheet import (COW, MAX_SHEET_NUMBER, NAMED_SHEETS, Sheet, SheetError, cell_text, generated_sheet,
                    named_sheet)
from .state import MeadowObservation, MeadowState

__all__ = ["MeadowMatch", "Setup", "TurnRecord", "COW", "MAX_SHEET_NUMBER", "NAMED_SHEETS", "Sheet",
           "SheetError", "cell_text", "generated_sheet", "named_sheet", "MeadowObservation", "MeadowState"]
