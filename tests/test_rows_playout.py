"""Goal Rows' fast playout (the search's simulations) against the rules (issue 37).

``RowsState.playout`` inlines the common turn and makes its choices itself; here the same
choices, as its docstring states them, are made through the rule interface (``hand``,
``legal``-style lists, ``apply_action``, a clone for the careful seat's question), drawing
from an identical ``rand``: both must reach the same position, whatever the options.
"""

from __future__ import annotations

import random
from typing import Callable

import pytest

from goatmaster.games.goal_rows.engine import deal
from goatmaster.games.goal_rows.engine.actions import DECLINE, DRAW0, GIVE0, OFFER0, PASS, REVEAL0
from goatmaster.games.goal_rows.engine.state import ANSWER, DRAW, MAX_TURNS, PLAY, REVEAL, RowsState

from rows_positions import position


def gives_away(state: RowsState, action: int) -> bool:
    """Whether the play fills a row that gives the seat to play a red token or another seat a
    black one (what a careful seat avoids): played on a copy, by the rules."""
    after = state.clone()
    after.apply_action(action)
    seat, won = state.seat, state.won
    return after.won[2 * seat + 1] > won[2 * seat + 1] or any(
        after.won[2 * other] > won[2 * other] for other in range(state.n) if other != seat)


def rule_playout(state: RowsState, rand: Callable[[], float], trades: bool, careful: bool) -> None:
    """The playout's choices through the rule methods: a seat draws uniformly among its plays
    (hand slot by live place) and, with ``trades`` and no stall (T12), its offers; a careful
    seat draws a second play, once, when the first gives a token away; a seat with an empty
    hand passes; an asked seat draws among its gives and declining; chance draws uniformly."""
    while not state.is_terminal():
        phase = state.phase
        if phase == PLAY:
            hand = state.hand(state.seat)
            if not hand:
                state.apply_action(PASS)
                continue
            plays = [4 * card + place for card in hand for place in state.live]
            offers = [OFFER0 + card for card in hand] if trades and state.stall < state.n else []
            action = (plays + offers)[int(rand() * (len(plays) + len(offers)))]
            if careful and action < OFFER0 and gives_away(state, action):
                action = plays[int(rand() * len(plays))]
            state.apply_action(action)
        elif phase == ANSWER:
            gives = [GIVE0 + card for card in state._gives()] + [DECLINE]      # in hand order
            state.apply_action(gives[int(rand() * len(gives))])
        elif phase == DRAW:
            state.apply_action(DRAW0 + state.pile[int(rand() * len(state.pile))])
        elif phase == REVEAL:
            state.apply_action(REVEAL0 + state.supply[int(rand() * len(state.supply))])


def whole(state: RowsState) -> tuple:
    return (state.phase, state.seat, state.turn, state.stall, state.hands, state.hsize, state.rows, state.rlen,
            state.rtok, state.owner, state.won, state.pile, state.supply, state.discard, state.result())


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("trades,careful", [(True, False), (False, False), (True, True), (False, True)])
def test_the_fast_playout_makes_the_rules_choices(players, trades, careful):
    for seed in range(8):
        fast = deal(players, seed)
        slow = fast.clone()
        if (trades, careful) == (True, False):
            fast.playout(random.Random(seed).random)                # the default: trades, not careful
        else:
            fast.playout(random.Random(seed).random, trades=trades, careful=careful)
        rule_playout(slow, random.Random(seed).random, trades, careful)
        assert whole(fast) == whole(slow), seed


@pytest.mark.parametrize("players", [2, 5])
def test_the_fast_playout_stops_at_the_last_turn(players):
    """T13: turn 1000 ends the game, the inlined turn's count included."""
    for seed in range(6):
        fast = deal(players, seed)
        fast.turn = MAX_TURNS - 1 - seed            # a long game's last turns
        slow = fast.clone()
        fast.playout(random.Random(seed).random, trades=False)
        rule_playout(slow, random.Random(seed).random, False, False)
        assert fast.turn == MAX_TURNS and whole(fast) == whole(slow)


def test_a_seat_with_an_empty_hand_passes():
    """T11 in the playout: seat 0 holds nothing and the pile is empty, seat 1 plays on."""
    for seed in range(10):
        fast = position(2, ["", "Y02 R03 Y04"], pile="", discard="")
        slow = fast.clone()
        fast.playout(random.Random(seed).random, trades=False)
        rule_playout(slow, random.Random(seed).random, False, False)
        assert fast.is_terminal() and whole(fast) == whole(slow)
