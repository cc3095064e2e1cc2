"""Meadow Dice's AI knowledge (its again-by-odds shortlist) and the search's root-only shortlists."""

from __future__ import annotations

import ast
import random
import subprocess
import sys
from pathlib import Path

import pytest

from goatmaster.core.game import CHANCE
from goatmaster.games.meadow_dice import new_match
from goatmaster.games.meadow_dice.ai import estimate_tables
from goatmaster.games.meadow_dice.ai.estimate import estimate, expected_points
from goatmaster.games.meadow_dice.ai.greedy import GreedyPlayer
from goatmaster.games.meadow_dice.ai.knowledge import LEVELS, PLAYOUTS, again_by_odds
from goatmaster.games.meadow_dice.engine import MeadowState, named_sheet
from goatmaster.games.meadow_dice.engine.state import AGAIN_CHOICE, HERD_POINTS, KEEP, MARK, OVER, THROW
from goatmaster.search.ismcts import Settings, search


def _step(phase: int, seed: int, at_least: int = 6):
    """A seeded position at ``phase`` a few turns in, with at least ``at_least`` options."""
    match = new_match(2, seed, {"sheet": "Windmill"})
    rng, greedy = random.Random(seed), GreedyPlayer(seed)
    while True:
        state = match.state
        seat = state.current_player()
        if seat == CHANCE:
            match.apply_action(state.chance_outcome(rng))
            continue
        if state.turn >= 6 and state.phase == phase and len(state.legal_actions()) >= at_least:
            return state
        match.apply_action(greedy.decide(state.observation(seat)))


def first_two(state, actions: list[int]) -> list[int]:
    """A shortlist for the test: the first two marks."""
    return actions[:2] if state.phase == MARK else actions


def test_a_root_shortlist_cuts_the_root_and_plans_no_follow_up():
    settings = Settings(iterations=400, trees=1, shortlist=first_two, shortlist_scope="root",
                        playout=LEVELS["hard"].playout)
    state = _step(MARK, 5)
    result = search(state.observation(state.seat), settings, seed=1)
    assert set(result.stats) == set(state.legal_actions()[:2])
    again = _step(AGAIN_CHOICE, 5, at_least=3)
    result = search(again.observation(again.seat), settings, seed=1)
    assert set(result.stats) == set(again.legal_actions())       # a throw-again choice is not cut
    assert result.follow_up is None                               # the mark gets its own search
    keep_marks = result.stats[KEEP][3]
    after = again.clone()
    after.apply_action(KEEP)
    assert len(keep_marks) > 2 and set(keep_marks) <= set(after.legal_actions())   # not cut below the root


def test_an_unknown_shortlist_scope_is_refused():
    with pytest.raises(ValueError, match="shortlist_scope"):
        Settings(iterations=1, shortlist_scope="leaves")


def test_again_by_odds_leaves_the_throw_again_choice_to_the_greedy_odds():
    again = _step(AGAIN_CHOICE, 6, at_least=3)
    view = again.observation(again.seat)
    assert again_by_odds(again, again.legal_actions()) == [GreedyPlayer(1).decide(view)]
    settings = Settings(iterations=300, shortlist=again_by_odds, shortlist_scope="root")
    result = search(view, settings, seed=1)
    assert result.iterations == 0 and result.action == GreedyPlayer(1).decide(view)
    mark = _step(MARK, 6)
    assert again_by_odds(mark, mark.legal_actions()) == mark.legal_actions()


# ---------------------------------------------------------------- the position estimate

WINDMILL = named_sheet("Windmill")


def test_the_estimate_of_a_full_sheet_is_its_score():
    """Every cell marked: nothing is left to win, so the estimate is the score (D10–D12)."""
    cells = [c for c in range(64) if WINDMILL.faces[c]]
    rng = random.Random(3)
    rng.shuffle(cells)
    state = MeadowState.with_marks(WINDMILL, crosses=cells[:28], circles=cells[28:])
    assert expected_points(state) == pytest.approx(state.result()[0])
    totals, winners = estimate(state)
    assert winners == state.result()[1]


def test_the_estimate_sees_what_a_mark_may_still_win():
    """A herd that can still grow is worth more than its points now, one that cannot is worth
    its points (D12); a lead on a meadow with free cells is worth part of its 3 points (D10)."""
    for worth in estimate_tables.HERD_WORTH:                 # at every stage of the game
        assert all(worth[size][0] == HERD_POINTS[size] for size in range(1, 20))
    middle = estimate_tables.HERD_WORTH[2]
    assert middle[9][3] > HERD_POINTS[9] and middle[4][2] > 0
    empty = expected_points(MeadowState(WINDMILL))
    corner = expected_points(MeadowState.with_marks(WINDMILL, crosses=[0]))     # north and west
    assert 0 < corner[0] - empty[0] < 2 * 3
    assert corner[1] < empty[1]


def test_a_short_playout_stops_at_the_end_of_the_turn():
    """``turn`` finishes the turn under way, ``reply`` also the next seat's; at a turn's
    start ``turn`` leaves the position to the estimate."""
    state = _step(MARK, 7)
    for name, turns in (("turn", 1), ("reply", 2)):
        played = state.clone()
        PLAYOUTS[name](played, random.Random(1).random)
        assert played.phase in (THROW, OVER)
        assert played.turn == state.turn + turns or played.phase == OVER
    start = state.clone()
    start.apply_action(start.legal_actions()[0])
    assert start.phase == THROW
    before = start.key()
    PLAYOUTS["turn"](start, random.Random(1).random)
    assert start.key() == before


def _shape(table) -> list:
    return [_shape(row) for row in table] if isinstance(table, list) else []


def test_the_estimate_tables_are_what_their_script_writes(tmp_path):
    """``benchmarks/meadow_estimate.py`` writes tables of the shapes the estimate reads."""
    out = tmp_path / "tables.py"
    script = Path(__file__).resolve().parents[1] / "benchmarks" / "meadow_estimate.py"
    subprocess.run([sys.executable, str(script), "--games", "40", "--out", str(out)], check=True,
                   capture_output=True)
    written = {node.targets[0].id: ast.literal_eval(node.value)
               for node in ast.parse(out.read_text()).body if isinstance(node, ast.Assign)}
    for name in ("MEADOW_LEAD", "SMALL_RIM_LEAD", "BIG_RIM_LEAD", "HERD_WORTH", "NEW_HERDS"):
        shipped = getattr(estimate_tables, name)
        assert len(written[name]) == len(shipped)
        assert _shape(written[name]) == _shape(shipped)
