"""Meadow Dice's AI knowledge: the greedy seat's marks and the shortlist built on them."""

from __future__ import annotations

import random

import pytest

from goatmaster.core.game import CHANCE
from goatmaster.games.meadow_dice import new_match
from goatmaster.games.meadow_dice.ai.greedy import GreedyPlayer, best_mark, mark_margins
from goatmaster.games.meadow_dice.ai.knowledge import LEVELS, again_by_odds, top_marks
from goatmaster.games.meadow_dice.engine.state import AGAIN_CHOICE, KEEP, MARK
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


def test_top_marks_keeps_the_marks_the_greedy_seat_rates_best_in_their_order():
    state = _step(MARK, 4)
    legal = state.legal_actions()
    margins = dict((a, m) for m, a in mark_margins(state, state.seat))
    kept = top_marks(3)(state, legal)
    assert 3 <= len(kept) < len(legal)
    assert kept == [a for a in legal if a in kept]
    assert min(margins[a] for a in kept) > max(margins[a] for a in legal if a not in kept)
    assert best_mark(state, state.seat)[1] in kept
    again = _step(AGAIN_CHOICE, 4, at_least=3)
    assert top_marks(1)(again, again.legal_actions()) == again.legal_actions()


def test_a_root_shortlist_cuts_the_root_and_plans_no_follow_up():
    settings = Settings(iterations=400, trees=1, shortlist=top_marks(2), shortlist_scope="root",
                        playout=LEVELS["hard"].playout)
    state = _step(MARK, 5)
    result = search(state.observation(state.seat), settings, seed=1)
    assert set(result.stats) == set(top_marks(2)(state, state.legal_actions()))
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
