"""Which dog moves (R18) the AI searches: the ones that raise its pasture points (R20)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from goatmaster.games.goat_master.ai.dogs import dog_move_gains, pasture_points, promising_actions
from goatmaster.games.goat_master.ai.knowledge import KNOWLEDGE, LEVELS, PLAYOUTS, no_dog_move
from goatmaster.games.goat_master.engine import GameState, SeatView, deal
from goatmaster.games.goat_master.engine.actions import DOG0, DOG_SKIP
from goatmaster.games.goat_master.engine.state import DOG, PLAY
from goatmaster.search.ismcts import Settings, root_actions, search
from goatmaster.search.seats import FlatMcPlayer, level_settings, make_player


def dog_decisions(players: int, seed: int, count: int) -> list[GameState]:
    """Positions of random games where a dog move (R18) is to be decided."""
    found = []
    for attempt in range(200):
        rng = random.Random(f"dogs:{seed}:{attempt}")
        state = GameState.from_setup(deal(players, rng.random()))
        while not state.is_over:
            if state.phase == DOG:
                found.append(state.copy())
                if len(found) == count:
                    return found
            options = state.legal_decisions()
            state.apply(options[int(rng.random() * len(options))])
            state.advance()
    raise AssertionError("too few dog decisions")


def test_r20_pasture_points_are_the_score_of_the_marked_cards():
    for state in dog_decisions(3, seed=1, count=12):
        for score in state.scores():
            assert pasture_points(state, score.seat) == score.single + score.double


@pytest.mark.parametrize("players", [2, 4])
def test_r18_gains_are_every_move_that_raises_the_movers_points(players):
    """Every move is tried on a copy: the gaining ones, and only they, are listed, with their gain."""
    positive = 0
    for state in dog_decisions(players, seed=players, count=15):
        me = state.seat
        expected = {}
        for source, target in state.dog_moves():
            after = state.copy()
            other = after.marks[target]
            after._move(source, target)         # the swap itself (consent aside)
            mine = pasture_points(after, me) - pasture_points(state, me)
            if mine > 0 and other >= 0:
                mine -= pasture_points(state, other) - pasture_points(after, other)
            if mine > 0:
                expected[DOG0 + source * 64 + target] = mine
        gains = dog_move_gains(state)
        assert {a: g for g, a in gains} == expected
        positive += len(expected)
        shortlist = promising_actions(state, state.legal_actions())
        assert shortlist[-1] == DOG_SKIP and set(shortlist[:-1]) == set(expected)
    assert positive > 0                         # the positions do hold gaining moves


def test_shortlists_leave_other_decisions_alone():
    state = dog_decisions(2, seed=5, count=1)[0]
    assert no_dog_move(state, state.legal_actions()) == [DOG_SKIP]
    state.apply_action(DOG_SKIP)
    while state.phase != PLAY:
        state.apply_action(state.legal_actions()[0])
    for shortlist in (no_dog_move, promising_actions):
        assert shortlist(state, state.legal_actions()) == state.legal_actions()


def test_the_search_weighs_only_the_shortlist():
    state = next(s for s in dog_decisions(2, seed=7, count=20) if 1 < len(promising_actions(s, [])))
    view = SeatView(state, state.seat)
    settings = Settings(iterations=200, trees=2, playout=PLAYOUTS["dogs"], shortlist=promising_actions)
    shortlist = promising_actions(state, state.legal_actions())
    assert root_actions(view, settings, seed=3) == shortlist
    result = search(view, settings, seed=3)
    assert result.action in shortlist and set(result.stats) == set(shortlist)
    assert result.iterations == 200
    again = search(SeatView(state, state.seat), settings, seed=3)
    assert (again.action, again.stats) == (result.action, result.stats)


def test_a_shortlist_of_one_needs_no_search():
    state = next(s for s in dog_decisions(2, seed=9, count=30) if len(promising_actions(s, [])) == 1)
    assert len(state.legal_actions()) > 1
    result = search(SeatView(state, state.seat), Settings(iterations=100, shortlist=promising_actions))
    assert result.action == DOG_SKIP and result.iterations == 0


def test_flat_mc_told_to_skip_dog_moves_never_moves_its_dog():
    player = FlatMcPlayer(iterations=40, seed=2, playout=PLAYOUTS["random"], shortlist=no_dog_move)
    for state in dog_decisions(2, seed=11, count=3):
        assert player.decide(SeatView(state, state.seat)) == DOG_SKIP


def test_seat_types_name_the_shortlists():
    assert make_player(KNOWLEDGE, "hard:shortlist=none", seed=1).settings.shortlist is None
    assert make_player(KNOWLEDGE, "normal:shortlist=no-dog", seed=1).settings.shortlist is no_dog_move
    assert make_player(KNOWLEDGE, "flatmc:seconds=0.1:shortlist=no-dog", seed=1).shortlist is no_dog_move
    for bad in ("hard:shortlist=cats", "flatmc:shortlist=cats", "greedy:shortlist=no-dog"):
        with pytest.raises(ValueError):
            make_player(KNOWLEDGE, bad)
    assert set(LEVELS) <= set(KNOWLEDGE.levels)
    fixed = level_settings(KNOWLEDGE, "hard:iterations=500:seconds=none")
    assert (fixed.iterations, fixed.seconds, fixed.playout) == (500, None, LEVELS["hard"].playout)
    assert level_settings(KNOWLEDGE, "normal") is LEVELS["normal"]
    for bad in ("greedy", "hard:iterations", "hard:colour=blue"):
        with pytest.raises(ValueError):
            level_settings(KNOWLEDGE, bad)


def test_r23_hidden_cards_do_not_change_the_shortlisted_search():
    """The shortlist reads the pasture alone: a deal of the unseen cards changes nothing."""
    state = next(s for s in dog_decisions(2, seed=13, count=20) if 1 < len(promising_actions(s, [])))
    seat = state.seat
    settings = replace(LEVELS["hard"], iterations=150, seconds=None)
    expected = search(SeatView(state, seat), settings, seed=4)
    view = SeatView(state, seat)
    rng = random.Random(2)
    for _ in range(3):
        other = view.sample(rng)
        assert view.is_consistent(other)
        again = search(SeatView(other, seat), settings, seed=4)
        assert (again.action, again.stats) == (expected.action, expected.stats)
