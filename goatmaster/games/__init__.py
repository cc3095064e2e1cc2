"""The games of the app; importing this package registers them all."""

from ..core.registry import register
from .goal_rows import GAME as GOAL_ROWS
from .goat_master import GAME as GOAT_MASTER

register(GOAT_MASTER)
register(GOAL_ROWS)

__all__ = ["GOAT_MASTER", "GOAL_ROWS"]
