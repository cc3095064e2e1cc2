"""Meadow Dice's AI knowledge (its again-by-odds shortlist, its greedy playout) and the search's
root-only shortlists."""

from __future__ import annotations

import math
import random

import pytest

from goatmaster.core.game import CHANCE
from goatmaster.games.meadow_dice import new_match
from goatmaster.games.meadow_dice.ai.greedy import GreedyPlayer, margin, mark_margins
from goatmaster.games.meadow_dice.ai.greedy_playout import Tally, greedy_playout
from goatmaster.games.meadow_dice.ai.knowledge import LEVELS, again_by_odds
from goatmaster.games.meadow_dice.engine.sheet import named_sheet
from goatmaster.games.meadow_dice.engine.state import (AGAIN_CHOICE, KEEP, MARK, PAIR, MeadowState, marked_cells,
                                                      two_dice)
from goatmaster.core.registry import entry
from goatmaster.search.ismcts import Settings, search
from goatmaster.search.seats import level_settings


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


def test_the_greedy_playout_counts_every_mark_as_a_recount_of_the_score_does():
    """Its running counts of meadows, troughs and herds (D10–D12) give each option's change of
    the margin exactly as :func:`greedy.margin` after a copy and a recount, doubles included."""
    rng = random.Random(11)
    checked = 0
    for g in range(40):
        state = new_match(2, g, {}).state
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                state.apply_action(state.chance_outcome(rng))
                continue
            if state.phase == MARK:
                tally, before = Tally(state), margin(state, seat)
                for action in state.legal_actions():
                    after = state.clone()
                    after.apply_action(action)
                    gain = tally.gain(action, seat) if action < PAIR else tally.pair_gain(
                        *marked_cells(action), seat)
                    assert gain == margin(after, seat) - before, (g, state.turn, action)
                    checked += 1
            state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 10_000


def test_the_greedy_playout_marks_as_the_greedy_seat_would_and_keeps_its_counts():
    """Every mark it makes is one of the greedy seat's best, at the gain its reference count gives;
    after each, its counts equal a fresh count of the marks (a playout never drifts from the sheet)."""
    for g in range(30):
        state = new_match(2, g, {}).state
        rng = random.Random(g)
        tally = Tally(state)
        while not state.is_terminal():
            if state.phase == AGAIN_CHOICE:
                state.apply_action(KEEP)
            elif state.phase == MARK:
                seat = state.seat
                best = max(lead for lead, _ in mark_margins(state, seat))
                gain, action = tally.best(state, seat, rng.random)
                gains = [tally.gain(a, seat) if a < PAIR else tally.pair_gain(*marked_cells(a), seat)
                         for a in state.legal_actions()]
                assert math.floor(gain) == max(gains)
                after = state.clone()
                after.apply_action(action)
                assert margin(after, seat) == best
                tally.play(state, seat, action)
                fresh = Tally(state)
                assert tally.counts == fresh.counts
                assert sorted(map(sorted, {id(h): h for h in tally.label if h}.values())) == sorted(
                    map(sorted, {id(h): h for h in fresh.label if h}.values()))
            else:
                state.apply_action(state.chance_outcome(rng))


def test_the_greedy_playout_marks_even_when_every_mark_loses_points():
    """D12: a herd of 20 or more scores 20 however big, so joining another scoring herd to it
    loses that herd's points; a compulsory mark (D7) is made all the same.  Here a 1 and a 4
    leave one cell, and marking it costs 5 points."""
    sheet = named_sheet("Old Orchard")
    crosses = [1, 2, 3, 7, 8, 9, 10, 11, 13, 16, 17, 22, 23, 24, 25, 28, 29, 30, 31, 33, 34, 39, 40, 42,
               43, 44, 46, 47, 48, 50, 51, 53, 55, 56, 58, 59, 61]
    state = MeadowState.with_marks(sheet, crosses, [0, 4, 6, 15, 21, 26, 27, 36, 57, 60, 62])
    state.apply_action(two_dice(1, 4))
    state.apply_action(KEEP)
    (only,) = state.legal_actions()
    gain, action = Tally(state).best(state, 0, random.Random(1).random)
    assert action == only and math.floor(gain) == -5 == Tally(state).gain(only, 0)
    greedy_playout(state, random.Random(1).random)
    assert state.is_terminal() and state.owner[only] == 0


@pytest.mark.parametrize("threshold", [0, 40, 10 ** 6])
def test_the_tree_branches_below_an_action_only_once_it_has_enough_visits(threshold):
    """``expand_after``: below the root, the playout plays on from an action until it has been
    visited that often; at a throw-again choice the marks after the throw show it."""
    settings = Settings(iterations=600, trees=1, expand_after=threshold, settle=False,
                        playout=LEVELS["hard"].playout)
    again = _step(AGAIN_CHOICE, 5, at_least=3)
    stats = search(again.observation(again.seat), settings, seed=1).stats
    assert sum(visits for visits, *_ in stats.values()) == 600
    branched = [action for action, (visits, _, _, marks, _) in stats.items() if marks]
    if threshold == 10 ** 6:
        assert not branched                                          # flat: nothing below the root
    else:
        assert branched
        for action in branched:
            visits, marks = stats[action][0], stats[action][3]
            # only the visits from the threshold on reach the marks below the action
            assert 0 < sum(v for v, _ in marks.values()) <= visits - threshold


def test_a_negative_expansion_threshold_is_refused():
    with pytest.raises(ValueError, match="expand_after"):
        Settings(iterations=1, expand_after=-1)


def _throws(state: MeadowState, rand) -> list[tuple[int, int, int]]:
    """The throws of a greedy playout from ``state``: (turn, phase, outcome)."""
    seen = []

    class Recording(MeadowState):
        __slots__ = ()

        def throw(self, r):
            outcome = super().throw(r)
            seen.append((self.turn, self.phase, outcome))
            return outcome
    state.__class__ = Recording
    greedy_playout(state, rand)
    return seen


def test_common_dice_throw_the_same_faces_after_different_marks_whatever_else_is_drawn():
    """Two copies with one key that differ by a mark throw the same faces turn by turn (the
    playouts' other draws, and whether a seat throws again, change nothing)."""
    state = _step(MARK, 8)
    first, second = state.legal_actions()[:2]
    games = []
    for action, seed in ((first, 1), (second, 2)):
        copy = state.clone()
        copy.use_common_dice(12345)
        copy.apply_action(action)
        games.append({(turn, phase): outcome for turn, phase, outcome in _throws(copy, random.Random(seed).random)})
    shared = set(games[0]) & set(games[1])
    assert len(shared) >= 10 and all(games[0][k] == games[1][k] for k in shared)
    other = state.clone()
    other.use_common_dice(54321)
    other.apply_action(first)
    different = _throws(other, random.Random(1).random)
    assert sum(games[0].get((turn, phase)) != outcome for turn, phase, outcome in different) >= 5


def test_without_common_dice_a_throw_is_drawn_from_the_random_numbers():
    state = _step(MARK, 8)
    state.apply_action(state.legal_actions()[0])
    assert state.common == -1 and state.clone().common == -1
    rand = random.Random(3).random
    expected = random.Random(3).random
    lo, hi = sorted((int(expected() * 6) + 1, int(expected() * 6) + 1))
    assert state.throw(rand) == two_dice(lo, hi)


def test_the_search_gives_every_root_option_the_same_luck_in_the_same_order():
    """Settings.common: the k-th simulation of each root option gets the k-th key."""
    keys: dict[int, list[int]] = {}

    def recording_playout(state, rand):
        keys.setdefault(tuple(state.owner), []).append(state.common)      # the marks tell the options apart
        greedy_playout(state, rand)

    settings = Settings(iterations=400, trees=1, settle=False, playout=recording_playout, reward="margin",
                        expand_after=10 ** 9, common=MeadowState.use_common_dice)
    state = _step(MARK, 8)
    search(state.observation(state.seat), settings, seed=4)
    runs = sorted(keys.values(), key=len)
    assert len(runs) == len(state.legal_actions()) and sum(map(len, runs)) == 400
    longest = runs[-1]
    assert len(set(longest)) == len(longest) and min(longest) >= 0
    assert all(run == longest[:len(run)] for run in runs)


def test_common_numbers_are_a_seat_option_only_for_a_game_that_has_them():
    meadow, goats = entry("meadow").ai, entry("goat-master").ai
    assert level_settings(meadow, "hard").common is MeadowState.use_common_dice
    assert level_settings(meadow, "hard:common=no").common is None
    assert level_settings(meadow, "normal:common=yes").common is MeadowState.use_common_dice
    with pytest.raises(ValueError, match="no common random numbers"):
        level_settings(goats, "hard:common=yes")
    with pytest.raises(ValueError, match="yes or no"):
        level_settings(meadow, "hard:common=maybe")
