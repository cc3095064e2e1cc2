"""Settings.replies: the tree branches on the searching seat's decisions alone (issue 36 §4)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from goatmaster.core.registry import entry
from goatmaster.search.ismcts import Settings, run_tree
from goatmaster.search.seats import level_settings
from goatmaster.games.goal_rows.ai.knowledge import LEVELS
from goatmaster.games.goal_rows.ai.playout import REPLIES_UP_TO, greedy_reply, informed_playout
from goatmaster.games.goal_rows.engine import deal
from goatmaster.games.goal_rows.engine.actions import OFFER0
from goatmaster.games.goal_rows.engine.state import ANSWER, PLAY
from toy_poker import BET, PASS, PokerState


def _seat_0_to_bet_or_pass(card: int) -> PokerState:
    state = PokerState()
    state.cards = [card, (card + 1) % 3]
    return state


def test_the_model_plays_the_other_seat_and_the_seat_s_own_next_decision_hangs_below_its_first():
    """Kuhn poker, seat 0 to act: after its pass the model bets for seat 1, so seat 0's fold or
    call is the next node below its pass; without the model seat 1's answer is that node."""
    asked: list[int] = []

    def always_bet(state, rand):
        asked.append(state.current_player())
        state.apply_action(BET)
        return True

    observation = _seat_0_to_bet_or_pass(1).observation(0)
    stats, _ = run_tree(observation, Settings(iterations=300), random.Random(3), iterations=300)
    assert stats[PASS][3] == {}                             # seat 1's answers: not the seat's own
    stats, _ = run_tree(observation, Settings(iterations=300, replies=always_bet), random.Random(3),
                        iterations=300)
    assert set(stats[PASS][3]) == {PASS, BET}               # fold or call, after the model's bet
    assert asked and set(asked) == {1}                      # never asked to play the searching seat


def test_a_model_that_leaves_every_decision_to_the_tree_changes_nothing():
    observation = _seat_0_to_bet_or_pass(0).observation(0)
    alone, _ = run_tree(observation, Settings(iterations=300), random.Random(5), iterations=300)
    declined, _ = run_tree(observation, Settings(iterations=300, replies=lambda state, rand: False),
                           random.Random(5), iterations=300)
    assert declined == alone


def _seat_1_to_play(players: int):
    state = deal(players, 11)
    state.apply_action(state.legal_actions()[0])            # seat 0 plays and draws
    while state.phase != PLAY:
        state.apply_action(state.chance_outcome(random.Random(0)))
    return state


def test_goal_rows_model_plays_one_greedy_turn_and_leaves_an_answer_to_an_offer_to_the_tree():
    state = _seat_1_to_play(2)
    turn = state.turn
    greedy = state.clone()
    assert greedy_reply(state, random.Random(1).random)
    informed_playout(greedy, random.Random(1).random, turn + 1, noise=0.0)
    assert state.turn == turn + 1 and state.seat == 0 and state.phase == PLAY
    assert [state.row(p) for p in range(4)] == [greedy.row(p) for p in range(4)]
    state.apply_action(OFFER0 + state.hand(0)[0])           # T10: the other seat answers the offer
    assert state.phase == ANSWER
    answering = state.clone()
    assert not greedy_reply(state, random.Random(1).random)
    assert state.turn == answering.turn and state.legal_actions() == answering.legal_actions()


def test_goal_rows_model_leaves_a_larger_table_to_the_tree():
    for players in range(REPLIES_UP_TO + 1, 7):
        state = _seat_1_to_play(players)
        before = state.clone()
        assert not greedy_reply(state, random.Random(1).random)
        assert state.turn == before.turn and state.hand(1) == before.hand(1)


def test_hard_lets_the_model_reply_with_two_players_and_searches_as_before_with_more():
    """At 4 players the model leaves every turn to the tree: the level's choice and statistics
    are those of a tree without it."""
    hard = LEVELS["hard"]
    assert hard.replies is greedy_reply
    settings = replace(hard, iterations=400, seconds=None, trees=1)

    def with_and_without_the_model(players: int) -> list:
        observation = _seat_1_to_play(players).observation(1)
        return [run_tree(observation, s, random.Random(2), iterations=400)[0]
                for s in (settings, replace(settings, replies=None))]

    with_model, without = with_and_without_the_model(4)
    assert with_model == without
    with_model, without = with_and_without_the_model(2)
    assert with_model != without


def test_the_model_of_the_other_seats_is_a_seat_option_only_for_a_game_that_has_one():
    rows, goats = entry("rows").ai, entry("goat-master").ai
    assert level_settings(rows, "hard:replies=yes").replies is greedy_reply
    assert level_settings(rows, "hard:replies=no").replies is None
    with pytest.raises(ValueError, match="no model of the other seats"):
        level_settings(goats, "hard:replies=yes")
    with pytest.raises(ValueError, match="yes or no"):
        level_settings(rows, "hard:replies=maybe")
