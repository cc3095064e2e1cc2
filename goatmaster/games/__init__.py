"""The games of the app; importing this package registers them all."""

from ..core.registry import register
from .goal_rows import GAME as GOAL_ROWS
from .goat_master import GAME as GOAT_MASTER
from .meadow_dice import GAME as MEADOW_DICE

register(GOAT_MASTER)
register(MEADOW_DICE)
register(GOAL_ROWS)

__all__ = ["GOAT_MASTER", "MEADOW_DICE", "GOAL_ROWS"]
