"""The games of the app; importing this package registers them all."""

from ..core.registry import register
from .goat_master import GAME as GOAT_MASTER

register(GOAT_MASTER)

__all__ = ["GOAT_MASTER"]
