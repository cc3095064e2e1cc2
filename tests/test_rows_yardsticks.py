"""Goal Rows' yardstick seats beside greedy (issue 36 §4): legal, reproducible, and in character."""

from __future__ import annotations

import random

import pytest

from goatmaster.core.game import CHANCE
from goatmaster.core.registry import entry
from goatmaster.games.goal_rows.ai.greedy import GreedyPlayer
from goatmaster.games.goal_rows.ai.yardsticks import YARDSTICKS, Hoarder, LeaderBlocker
from goatmaster.games.goal_rows.engine import deal, parse_card, parse_token, play
from goatmaster.search.seats import make_player
from rows_positions import position


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_table_of_yardsticks_plays_only_legal_actions_and_the_same_game_from_the_same_seeds(players):
    def game() -> list[int]:
        state = deal(players, players)
        kinds = ["greedy", *YARDSTICKS] * 2
        seats = [make_player(entry("rows").ai, kinds[k], 10 + k) for k in range(players)]
        chance, actions = random.Random(players), []
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                action = state.chance_outcome(chance)
            else:
                action = seats[seat].decide(state.observation(seat))
                assert action in state.legal_actions()
            state.apply_action(action)
            actions.append(action)
        return actions

    assert game() == game()


def test_the_leader_blocker_cuts_the_leader_where_greedy_takes_its_own_token():
    # Yellow (seat 1) leads by 13 won points and leads the +5 row; red can win the +3 row for
    # itself with R02, or give the +5 row's lead to blue with B12.
    state = position(3, ["R02 B12", "Y12", "B01"],
                     rows={0: ("+5a", "Y06 Y03"), 1: ("+3a", "R05 Y01"), 2: ("-2", ""), 3: ("-3", "")},
                     supply="+2a +2b")
    for token in ("+7a", "+6a"):
        state.owner[parse_token(token)] = 1
    state.won[2] = 13
    assert GreedyPlayer(1).decide(state.observation(0)) == play(parse_card("R02"), 1)
    assert LeaderBlocker(1).decide(state.observation(0)) == play(parse_card("B12"), 0)


def test_the_hoarder_keeps_its_high_card_where_greedy_plays_it():
    # Red could take the +4 row's lead from yellow with R12; the hoarder keeps it and plays Y01.
    state = position(2, ["R12 Y01", "Y02"],
                     rows={0: ("+4a", "Y05"), 1: ("-2", ""), 2: ("-3", ""), 3: ("-4", "")})
    assert GreedyPlayer(1).decide(state.observation(0)) == play(parse_card("R12"), 0)
    assert Hoarder(1).decide(state.observation(0)) // 4 == parse_card("Y01")


@pytest.mark.parametrize("kind", [GreedyPlayer, LeaderBlocker, Hoarder])
def test_tied_plays_are_chosen_at_random_not_by_the_lowest_card(kind):
    """Red leads every row, each worth as much: any card of its hand lengthens one of them by the
    same share, sixteen tied plays.  The lowest card first fed one colour onto every row (here
    blue); the seed now picks among them all."""
    state = position(4, ["B01 G01 B02 G02", "Y01", "Y02", "Y03"],
                     rows={0: ("+7a", "R12 R11"), 1: ("+7b", "R10 R09"), 2: ("+6a", "R08 R07"),
                           3: ("+6b", "R06 R05")})
    plays = {play(parse_card(card), place) for card in ("B01", "G01", "B02", "G02") for place in range(4)}
    chosen = {kind(seed).decide(state.observation(0)) for seed in range(40)}
    assert chosen <= plays and len(chosen) >= 8
    assert {parse_card("B01"), parse_card("G02")} <= {action // 4 for action in chosen}
    assert kind(7).decide(state.observation(0)) == kind(7).decide(state.observation(0))


def test_the_leader_blocker_picks_among_tied_leaders_at_random():
    state = deal(6, 3)
    leaders = set()
    for seed in range(30):
        blocker = LeaderBlocker(seed)
        blocker.aim(state, 0)
        leaders.add(blocker.leader)
    assert leaders == {1, 2, 3, 4, 5}


def test_the_arena_seats_the_yardsticks_by_name():
    knowledge = entry("rows").ai
    assert {"greedy", "leader-blocker", "hoarder"} <= set(knowledge.seat_types)
    assert isinstance(make_player(knowledge, "hoarder", 1), Hoarder)
    with pytest.raises(ValueError):
        make_player(knowledge, "hoarder:seconds=1", 1)
