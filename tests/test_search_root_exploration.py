"""The search's root may explore wider than the tree below it (``Settings.root_exploration``):
Goal Rows' ``hard`` keeps its narrow tree (rewards close together) but spreads its root, where
the Hint's search once settled each tree on its first good play and starved a better one."""

from __future__ import annotations

import random
from dataclasses import replace

from goatmaster.core.registry import entry
from goatmaster.games.goal_rows.ai.knowledge import LEVELS
from goatmaster.search.ismcts import Settings, run_tree
from goatmaster.search.seats import level_settings
from toy_poker import PokerState


def _observation():
    state = PokerState()
    state.cards = [1, 2]
    return state.observation(0)


def test_a_root_exploration_equal_to_the_trees_changes_nothing():
    settings = Settings(iterations=300, exploration=0.3)
    alone, _ = run_tree(_observation(), settings, random.Random(4), iterations=300)
    same, _ = run_tree(_observation(), replace(settings, root_exploration=0.3), random.Random(4), iterations=300)
    assert same == alone


def test_a_wider_root_spreads_the_roots_visits_and_leaves_the_tree_below_narrow():
    narrow = Settings(iterations=400, exploration=0.001)
    starved, _ = run_tree(_observation(), narrow, random.Random(6), iterations=400)
    spread, _ = run_tree(_observation(), replace(narrow, root_exploration=1.0), random.Random(6), iterations=400)
    assert min(v[0] for v in spread.values()) > min(v[0] for v in starved.values())


def test_goal_rows_hard_explores_wider_at_its_root_alone_and_the_seat_option_sets_it():
    hard = LEVELS["hard"]
    assert hard.root_exploration is not None and hard.root_exploration > hard.exploration
    assert LEVELS["normal"].root_exploration is None
    rows = entry("rows").ai
    assert level_settings(rows, "hard:root_exploration=none").root_exploration is None     # the level before
    assert level_settings(rows, "hard:root_exploration=0.3").root_exploration == 0.3
