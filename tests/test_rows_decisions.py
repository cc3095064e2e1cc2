"""Which Goal Rows decisions are questions and which are forced (T10, T11, T12)."""

from goatmaster.games.goal_rows.engine import DECLINE, GIVE0, OFFER0, PASS, parse_card, play
from goatmaster.games.goal_rows.engine.decisions import forced_action, is_question
from goatmaster.games.goal_rows.engine.state import deal
from rows_positions import position


def test_a_turn_is_no_question_and_a_full_hand_has_a_choice():
    state = deal(3, seed=4)
    assert not is_question(state)
    assert forced_action(state) is None


def test_t10_an_answer_is_a_question_with_a_choice_when_a_card_can_be_given():
    state = position(2, ["R04 Y02", "R09 Y01"])
    state.apply_action(OFFER0 + parse_card("R04"))
    assert is_question(state) and state.current_player() == 1
    assert forced_action(state) is None
    assert set(state.legal_actions()) == {GIVE0 + parse_card("R09"), DECLINE}


def test_t10_a_seat_without_a_card_of_the_colour_can_only_decline():
    state = position(3, ["B04 R02", "Y09 Y01", "R05"])
    state.apply_action(OFFER0 + parse_card("B04"))
    assert is_question(state)
    assert forced_action(state) == DECLINE


def test_t11_an_empty_hand_must_pass():
    state = position(2, ["", "R09 Y01"], pile="", discard="")
    assert not is_question(state)
    assert forced_action(state) == PASS


def test_t12_a_lone_card_on_a_lone_place_after_stalling_is_forced():
    state = position(2, ["R02", "R09 Y01"])
    state.live = (1,)
    for place in (0, 2, 3):
        state.rtok[place] = -1
    state.stall = 2
    assert forced_action(state) == play(parse_card("R02"), 1)
    state.stall = 1
    assert forced_action(state) is None          # it may still offer the card
