"""The AI written once for every game: ISMCTS, the yardstick seats, the worker pool, the arena.

Depends on :mod:`goatmaster.core` only: a game takes part through the core
interface (:class:`~goatmaster.core.State`, :class:`~goatmaster.core.Observation`)
and through its :class:`Knowledge` (levels, playouts, greedy seat).
"""

from .ismcts import (MctsPlayer, PlanCache, SearchResult, Settings, merge, rewards, run_tree,
                     search, uniform_playout, with_budget)
from .seats import FlatMcPlayer, Knowledge, Player, RandomPlayer, knowledge_of, make_player

__all__ = [
    "MctsPlayer", "PlanCache", "SearchResult", "Settings", "merge", "rewards", "run_tree", "search",
    "uniform_playout", "with_budget", "FlatMcPlayer", "Knowledge", "Player", "RandomPlayer",
    "knowledge_of", "make_player",
]
