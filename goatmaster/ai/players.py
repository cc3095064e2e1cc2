"""Seat types by name: the levels, and the yardsticks greedy, random and flatmc."""

from __future__ import annotations

from typing import Optional

from .baseline import GreedyPlayer, Player, RandomPlayer
from .flatmc import FlatMcPlayer
from .mcts import LEVELS, MctsPlayer, level_settings

YARDSTICKS = ("greedy", "random", "flatmc")
SEAT_TYPES = tuple(LEVELS) + YARDSTICKS


def make_player(kind: str, seed: Optional[int] = None) -> Player:
    """A player of seat type ``kind`` (``flatmc`` gets the ``hard`` time budget)."""
    if kind in LEVELS:
        return MctsPlayer(level_settings(kind), seed=seed, name=kind)
    if kind == "greedy":
        return GreedyPlayer(seed=seed)
    if kind == "random":
        return RandomPlayer(seed=seed)
    if kind == "flatmc":
        return FlatMcPlayer(seconds=LEVELS["hard"].seconds or 1.0, seed=seed)
    raise ValueError(f"unknown seat type {kind!r}; choose from {', '.join(SEAT_TYPES)}")
