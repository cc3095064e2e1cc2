"""Goal Rows: one test (or a few) per rule T1–T18 of ``docs/rules/goal-rows.md``."""

from __future__ import annotations

import itertools
import random

import pytest

from goatmaster.core.game import CHANCE, TERMINAL, ActionError
from goatmaster.games.goal_rows.engine import (DECLINE, GIVE0, OFFER0, PASS, RowsMatch, card_id, deal,
                                              parse_card, parse_token, play, token_id)
from goatmaster.games.goal_rows.engine import events as ev
from goatmaster.games.goal_rows.engine.cards import CARD_COUNT, COLOUR, COLOURS, LENGTH, POINTS, TOKEN_COUNT, VALUE
from goatmaster.games.goal_rows.engine.state import ANSWER, DRAW, MAX_TURNS, OVER, PLAY, REVEAL
from goatmaster.games.goal_rows.engine.actions import ACTIONS, action_text, parse_action
from rows_positions import cards, position, settle

c = parse_card


def _events(match: RowsMatch, kind):
    return [e for e in match.events if isinstance(e, kind)]


# ---------------------------------------------------------------- components

def test_t01_seventy_two_cards_in_six_colours_with_ids():
    ids = [card_id(card) for card in range(CARD_COUNT)]
    assert len(set(ids)) == 72 and ids[0] == "R01" and ids[-1] == "O12"
    assert COLOURS == "RYBGPO"
    assert card_id(c("B07")) == "B07" and COLOUR[c("B07")] == 2 and VALUE[c("B07")] == 7
    for colour in range(6):
        assert sorted(VALUE[k] for k in range(72) if COLOUR[k] == colour) == list(range(1, 13))
    with pytest.raises(ValueError):
        parse_card("B13")


def test_t02_seat_k_owns_colour_k_whoever_plays_the_card():
    # Seat 0 (red) completes a +2 row with a blue card: blue's player, seat 2, wins it.
    state = position(3, ["B09 R01", "Y01", "R02"], rows={0: ("+2a", "R03")})
    match = RowsMatch(state)
    match.apply_action(play(c("B09"), 0))
    assert state.owner[parse_token("+2a")] == 2 and state.won[4] == 2


def test_t03_eighteen_tokens_black_pairs_and_red_singles():
    ids = [token_id(t) for t in range(18)]
    assert ids[:12] == ["+2a", "+2b", "+3a", "+3b", "+4a", "+4b", "+5a", "+5b", "+6a", "+6b", "+7a", "+7b"]
    assert ids[12:] == ["-2", "-3", "-4", "-5", "-6", "-7"]
    assert all(LENGTH[t] == abs(POINTS[t]) for t in range(18))
    assert sum(POINTS[t] for t in range(12)) == 54 and sum(POINTS[t] for t in range(12, 18)) == -27


# ---------------------------------------------------------------- set-up

@pytest.mark.parametrize("players", range(2, 7))
def test_t04_only_the_players_colours_four_cards_each_the_rest_the_pile(players):
    state = deal(players, seed=players)
    held = [card for s in range(players) for card in state.hand(s)]
    assert state.hsize == [4] * players and state.num_seats == players
    assert sorted(held + state.pile) == list(range(12 * players))     # the other colours stay boxed
    assert len(state.pile) == 8 * players


@pytest.mark.parametrize("players", [0, 1, 7])
def test_t04_the_game_is_for_two_to_six_players(players):
    with pytest.raises(ValueError, match="2 to 6"):
        deal(players, seed=1)


def test_t05_four_tokens_face_up_on_empty_rows_the_rest_face_down():
    state = deal(4, seed=3)
    assert state.live == (0, 1, 2, 3) and state.rlen == [0, 0, 0, 0]
    assert sorted(state.rtok + state.supply) == list(range(18)) and len(state.supply) == 14
    assert deal(4, seed=3).rtok == state.rtok and deal(4, seed=4).rtok != state.rtok


def test_t06_seat_zero_starts_and_play_goes_clockwise():
    match = RowsMatch(deal(3, seed=1))
    seen = []
    rng = random.Random(1)
    while len(seen) < 7:
        state = match.state
        if state.current_player() == CHANCE:
            match.apply_action(state.chance_outcome(rng))
        elif state.phase == PLAY:
            seen.append(state.seat)
            match.apply_action(state.legal_actions()[0])       # a play
        else:
            match.apply_action(DECLINE)
    assert seen == [0, 1, 2, 0, 1, 2, 0]


# ---------------------------------------------------------------- a turn

def test_t07_a_card_goes_to_the_end_of_its_row_then_the_hand_is_filled_back_to_four():
    state = position(2, ["R05 Y07 R09 Y01", "R01 R02 Y02 Y03"], rows={1: ("+7a", "Y04 R03")})
    match = RowsMatch(state)
    assert set(state.legal_actions()) >= {play(c("R05"), p) for p in range(4)}
    match.apply_action(play(c("R05"), 1))
    assert state.row(1) == cards("Y04 R03 R05")
    assert state.current_player() == CHANCE and state.phase == DRAW        # the draw is chance
    drawn = state.pile[0]
    settle(match, card_id(drawn))
    assert sorted(state.hand(0)) == sorted(cards("Y07 R09 Y01") + [drawn]) and state.seat == 1
    assert _events(match, ev.CardDrawn) == [ev.CardDrawn(0, drawn)]


def test_t07_a_completed_row_is_scored_before_the_draw():
    # The pile is empty: the draw shuffles the discard pile, which already holds the row scored.
    state = position(2, ["R05 Y07 R09 Y01", "R01 R02 Y02 Y03"], rows={0: ("+2a", "Y04")},
                     pile="", supply="+3a")
    match = RowsMatch(state)
    match.apply_action(play(c("R05"), 0))
    settle(match, "R05", "+3a")
    assert c("R05") in state.hand(0) and state.pile == [c("Y04")]


def test_t07_two_cards_are_drawn_when_the_hand_was_short():
    state = position(2, ["R05 Y07 Y01", "R01 R02 Y02 Y03"], pile="R07 R08 R10")
    match = RowsMatch(state)
    match.apply_action(play(c("R05"), 2))
    settle(match, "R07 R10")
    assert sorted(state.hand(0)) == cards("R07 R10 Y01 Y07") and state.pile == [c("R08")]


def test_t09_the_strictly_highest_colour_wins_the_token_and_the_next_token_comes_up():
    state = position(2, ["Y05 R01", "R02"], rows={3: ("+4b", "R06 Y02 Y03")}, pile="R07 R08 R09",
                     supply="-5 +2a")
    match = RowsMatch(state)
    assert state.sums(3) == [6, 5]                          # red, yellow: one sum a seat's colour
    match.apply_action(play(c("Y05"), 3))                   # yellow 10 beats red 6
    assert state.owner[parse_token("+4b")] == 1 and state.won == [0, 0, 4, 0]
    assert state.discard == cards("R06 Y02 Y03 Y05") and state.rlen[3] == 0
    assert state.phase == REVEAL and state.current_player() == CHANCE and state.rtok[3] == -1
    settle(match, "R07 R08 R09", "-5")
    assert state.rtok[3] == parse_token("-5") and state.live == (0, 1, 2, 3)
    assert [type(e) for e in match.events[:4]] == [ev.CardPlayed, ev.RowScored, ev.TokenWon, ev.TokenTurnedUp]
    assert _events(match, ev.RowScored)[0].sums == (6, 10)


def test_t09_with_the_supply_empty_the_place_stays_empty():
    state = position(2, ["Y05 R01", "R02"], rows={3: ("+4b", "R06 Y02 Y03")}, pile="R07 R08 R09",
                     supply="")
    match = RowsMatch(state)
    match.apply_action(play(c("Y05"), 3))
    assert state.rtok[3] == -1 and state.live == (0, 1, 2) and state.phase == DRAW
    settle(match, "R07 R08 R09")
    assert all(a & 3 != 3 for a in state.legal_actions() if a < OFFER0)   # nobody plays onto place 3


def test_t10_an_offer_asks_clockwise_and_the_first_to_accept_swaps_face_up():
    state = position(4, ["B05 R01", "R02 Y01", "B07 B09", "B11"])
    match = RowsMatch(state)
    before_rows, before_pile = state.rows[:], state.pile[:]
    match.apply_action(OFFER0 + c("B05"))
    assert state.phase == ANSWER and state.current_player() == 1
    assert state.legal_actions() == [DECLINE]              # seat 1 holds no blue card
    match.apply_action(DECLINE)
    assert state.current_player() == 2
    assert state.legal_actions() == [GIVE0 + c("B07"), GIVE0 + c("B09"), DECLINE]
    match.apply_action(GIVE0 + c("B09"))
    assert sorted(state.hand(0)) == cards("R01 B09") and sorted(state.hand(2)) == cards("B05 B07")
    assert state.shown == (1 << c("B05")) | (1 << c("B09"))      # both seen by everyone (T15)
    assert state.rows == before_rows and state.pile == before_pile and state.seat == 1   # no draw
    answers = _events(match, ev.TradeAnswered)
    assert answers == [ev.TradeAnswered(1, None), ev.TradeAnswered(2, c("B09"))]
    assert _events(match, ev.CardsSwapped) == [ev.CardsSwapped(0, c("B05"), 2, c("B09"))]


def test_t10_a_card_of_the_same_value_cannot_be_given_and_all_declines_change_nothing():
    state = position(3, ["B05 R01", "Y01", "Y02"])
    match = RowsMatch(state)
    match.apply_action(OFFER0 + c("B05"))
    match.apply_action(DECLINE)
    match.apply_action(DECLINE)
    assert state.phase == PLAY and state.seat == 1 and sorted(state.hand(0)) == cards("R01 B05")
    assert state.shown == 1 << c("B05") and state.turn == 1


def test_t11_the_discard_pile_is_shuffled_in_only_when_a_card_must_be_drawn():
    state = position(2, ["R05 Y07 R09 Y01", "R01 R02 Y02 Y03"], pile="R03", discard="Y09 Y10")
    match = RowsMatch(state)
    match.apply_action(play(c("R05"), 0))
    settle(match, "R03")                        # the pile runs out: no shuffle yet
    assert state.pile == [] and state.discard == cards("Y09 Y10") and not _events(match, ev.Reshuffled)
    match.apply_action(play(c("Y02"), 1))
    assert _events(match, ev.Reshuffled) == [ev.Reshuffled(2)] and state.discard == []
    settle(match, "Y10")
    assert state.pile == [c("Y09")]


def test_t11_at_most_one_shuffle_a_turn_and_an_empty_hand_passes():
    # Seat 0 holds one card and must draw four: the pile's card, then a shuffle of the discard
    # pile (one card), then nothing more this turn.
    state = position(2, ["R05", "R01 R02 Y02 Y03"], pile="R03", discard="Y09")
    match = RowsMatch(state)
    match.apply_action(play(c("R05"), 0))
    settle(match, "R03 Y09")
    assert sorted(state.hand(0)) == cards("R03 Y09") and state.seat == 1
    empty = position(2, ["", "R01"], pile="", discard="")
    assert empty.legal_actions() == [PASS]
    RowsMatch(empty).apply_action(PASS)
    assert empty.seat == 1 and empty.stall == 1


def test_t11_with_both_piles_empty_the_hand_stays_smaller():
    state = position(2, ["R05 Y07", "R01"], pile="", discard="")
    match = RowsMatch(state)
    match.apply_action(play(c("R05"), 0))
    assert state.seat == 1 and state.hsize[0] == 1


@pytest.mark.parametrize("players", [2, 3])
def test_t12_after_n_trades_or_passes_the_player_must_play(players):
    state = position(players, ["R05 Y07", "R01", "Y02"][:players], pile="R03 R04 R06 R07")
    match = RowsMatch(state)
    for _ in range(players):                    # a whole round of trades nobody accepts
        seat = state.seat
        match.apply_action(OFFER0 + state.hand(seat)[0])
        while state.phase == ANSWER:
            match.apply_action(DECLINE)
    assert state.stall == players and all(a < OFFER0 for a in _refuses_the_rest(match))
    match.apply_action(play(state.hand(state.seat)[0], 0))
    settle(match, "R03 R04 R06")
    assert state.stall == 0 and any(a >= OFFER0 for a in state.legal_actions())   # the count restarts


def test_t12_passes_count_as_stalling_turns():
    state = position(2, ["", "R01 Y02"], pile="", discard="")
    state.seat = 1
    state.stall = 1
    match = RowsMatch(state)
    match.apply_action(OFFER0 + c("R01"))
    match.apply_action(DECLINE)                 # the trade: 2 turns without a card played
    match.apply_action(PASS)                    # seat 0 passes: 3
    assert state.stall == 3 and _refuses_the_rest(match) == [play(c("R01"), p) for p in range(4)] + [
        play(c("Y02"), p) for p in range(4)]


def test_t07_to_t11_every_action_has_its_own_text_and_back():
    """The actions' text form (save files, logs, the CLI): each block of ints names its kind."""
    texts = [action_text(a) for a in range(ACTIONS)]
    assert [parse_action(t) for t in texts] == list(range(ACTIONS))
    expected = ([f"play {card_id(k)} {p}" for k in range(CARD_COUNT) for p in range(4)]
                + [f"offer {card_id(k)}" for k in range(CARD_COUNT)] + [f"give {card_id(k)}" for k in range(CARD_COUNT)]
                + ["decline", "pass"] + [f"draw {card_id(k)}" for k in range(CARD_COUNT)]
                + [f"reveal {token_id(t)}" for t in range(TOKEN_COUNT)])
    assert texts == expected
    with pytest.raises(ValueError):
        action_text(ACTIONS)


def _refuses_the_rest(match: RowsMatch) -> list[int]:
    """Every action not legal now is refused and changes nothing; the legal ones."""
    state = match.state
    seat = state.current_player()
    legal = [] if seat == TERMINAL else (
        [a for a, _ in state.chance_outcomes()] if seat == CHANCE else state.legal_actions())
    done, log = len(match.actions), len(match.events)
    for action in range(-1, ACTIONS + 1):
        if action not in legal:
            with pytest.raises(ActionError):
                match.apply_action(action)
    assert (len(match.actions), len(match.events), state.current_player()) == (done, log, seat)
    assert all(state.observation(s).current_player() == seat for s in range(state.n))   # T15: public
    for action in legal:                        # the text form reads back the legal ones alone
        assert state.string_to_action(state.action_to_string(action)) == action
    if seat != TERMINAL:
        with pytest.raises(ActionError):
            state.string_to_action(action_text(next(a for a in range(ACTIONS) if a not in legal)))
    return legal


def test_t07_to_t12_the_match_refuses_every_action_the_rules_do_not_allow_now():
    """The match is what the app, the server and the CLI play through: at every step of a game
    (plays T7, trades and their answers T10, the draws T11, the stalling limit T12, the tokens
    turned up T9) it refuses each action that is not legal then."""
    match = RowsMatch(deal(2, seed=17))
    state = match.state
    rng = random.Random(17)
    stalled = 0
    for step in itertools.count():
        if step % 3 == 0 or state.stall == 2 or state.is_terminal():   # every third step: fast enough
            stalled += state.stall == 2 and state.current_player() >= 0
            _refuses_the_rest(match)
        if state.is_terminal():
            break
        seat = state.current_player()
        match.apply_action(rng.choice([a for a, _ in state.chance_outcomes()] if seat == CHANCE
                                      else state.legal_actions()))
    assert stalled and any(GIVE0 <= a < DECLINE for a in match.actions)


# ---------------------------------------------------------------- the end

def test_t13_the_game_ends_at_once_when_no_token_is_left():
    state = position(2, ["Y05 R01", "R02"], rows={3: ("+4b", "R06 Y02 Y03")}, supply="")
    for place in range(3):
        state.rtok[place] = -1
    state.live = (3,)
    match = RowsMatch(state)
    pile = len(state.pile)
    match.apply_action(play(c("Y05"), 3))
    assert state.phase == OVER and state.current_player() == TERMINAL and len(state.pile) == pile  # no draw
    assert state.result() == ([0, 4], [1]) and state.turn == 1
    end = _events(match, ev.GameEnded)[0]
    assert end.scores == (ev.Score(0, 0, 0), ev.Score(1, 4, 0)) and end.winners == (1,)


def test_t13_the_game_also_ends_after_turn_one_thousand_as_it_stands():
    state = position(2, ["R05", "R01"])
    state.turn = 998                            # the 999th turn is next, then the 1000th
    state.won = [7, 2, 3, 0]
    match = RowsMatch(state)
    match.apply_action(OFFER0 + c("R05"))
    match.apply_action(GIVE0 + c("R01"))
    assert not state.is_terminal() and state.seat == 1
    match.apply_action(OFFER0 + c("R05"))
    match.apply_action(GIVE0 + c("R01"))
    assert state.is_terminal() and state.turn == MAX_TURNS == 1000 and state.result() == ([5, 3], [0])


def test_t13_a_score_is_black_minus_red():
    state = position(3, ["R01", "Y01", "B01"])
    state.won = [9, 4, 2, 7, 0, 0]
    assert state.result()[0] == [5, -5, 0]
    assert [s.total for s in state.scores()] == [5, -5, 0]


@pytest.mark.parametrize("won, winners", [
    ([9, 4, 2, 7, 0, 0], [0]),          # the highest positive score wins
    ([6, 0, 6, 0, 3, 0], [0, 1]),       # equal highest scores share the win
    ([0, 4, 2, 7, 0, 0], []),           # no score above 0: nobody wins
    ([0, 0, 0, 0, 0, 0], []),
])
def test_t14_the_highest_positive_score_wins(won, winners):
    state = position(3, ["R01", "Y01", "B01"])
    state.won = won
    assert state.result()[1] == winners


# ---------------------------------------------------------------- information

def test_t15_a_seat_sees_its_hand_the_traded_cards_and_counts_never_the_rest():
    state = position(3, ["B05 R01 R02", "Y01 B07", "Y02 Y03"])
    match = RowsMatch(state)
    match.apply_action(OFFER0 + c("B05"))
    match.apply_action(GIVE0 + c("B07"))
    view = state.observation(2)
    assert view.hand(2) == cards("Y02 Y03")
    assert view.hand(0) == [c("B07"), None, None] and view.hand(1) == [c("B05"), None]
    assert view.state.pile == [] and view.pile_size == len(state.pile)
    assert c("R01") in view.unseen and c("B07") not in view.unseen
    # Playing the traded card makes it an ordinary public card of its row.
    match.apply_action(play(c("B05"), 0))
    assert not state.shown >> c("B05") & 1 and state.shown >> c("B07") & 1
    world = view.sample(random.Random(1))
    assert world.observation(2).key() == view.key()
    assert c("B07") in world.hand(0)


def test_t15_the_pile_and_supply_order_are_not_in_any_observation():
    a, b = deal(2, seed=5), deal(2, seed=5)
    b.pile.reverse()
    b.supply.reverse()
    for seat in range(2):
        assert a.observation(seat).key() == b.observation(seat).key()


# ---------------------------------------------------------------- worked checks

def test_t16_green_thirteen_beats_red_twelve():
    state = position(4, ["G06 R01", "R02", "Y01", "B02"], rows={0: ("+5a", "Y03 G07 R12 B01")})
    match = RowsMatch(state)
    match.apply_action(play(c("G06"), 0))
    scored = _events(match, ev.RowScored)[0]
    assert scored.sums == (12, 3, 1, 13)
    assert _events(match, ev.TokenWon) == [ev.TokenWon(3, parse_token("+5a"), 0)]
    assert state.scores()[3] == ev.Score(3, 5, 0)


def test_t17_yellow_eleven_takes_the_red_four():
    state = position(4, ["R05 Y01", "R02", "Y02", "B02"], rows={1: ("-4", "G08 R04 Y11")})
    match = RowsMatch(state)
    match.apply_action(play(c("R05"), 1))
    assert _events(match, ev.RowScored)[0].sums == (9, 11, 0, 8)
    assert state.owner[parse_token("-4")] == 1 and state.result()[0] == [0, -4, 0, 0]


def test_t18_a_tie_wins_nothing_and_the_token_stays_with_an_empty_row():
    state = position(3, ["B02 R01", "Y02", "Y03"], rows={2: ("+3a", "R06 B04")})
    match = RowsMatch(state)
    match.apply_action(play(c("B02"), 2))
    assert _events(match, ev.TokenKept) == [ev.TokenKept(2, parse_token("+3a"), (0, 2))]
    assert state.rtok[2] == parse_token("+3a") and state.rlen[2] == 0
    assert state.discard == cards("R06 B04 B02") and state.owner == [-1] * 18
    assert state.phase == DRAW                  # and the player draws as usual
