"""Meadow Dice's rules, one test (or a few) per rule id of docs/rules/meadow-dice.md (D1–D18)."""

from __future__ import annotations

import random

import pytest

from goatmaster.core.game import CHANCE, TERMINAL, ActionError
from goatmaster.games.meadow_dice import INFO, new_match
from goatmaster.games.meadow_dice.engine import MeadowMatch, MeadowState, Setup, Sheet, SheetError, named_sheet
from goatmaster.games.meadow_dice.engine.match import TurnRecord
from goatmaster.games.meadow_dice.engine import events as ev
from goatmaster.games.meadow_dice.engine.sheet import COW, MEADOWS, ONE_APART
from goatmaster.games.meadow_dice.engine.state import (AGAIN, AGAIN_CHOICE, KEEP, MARK, THROW, herds, pair,
                                                       two_dice)

WINDMILL = named_sheet("Windmill")


def rc(*cells: tuple[int, int]) -> list[int]:
    return [r * 8 + c for r, c in cells]


def at_marking(state: MeadowState, lo: int, hi: int) -> MeadowState:
    """``state`` after a throw of ``lo`` and ``hi`` kept (D5, D6)."""
    state.apply_action(two_dice(lo, hi))
    state.apply_action(KEEP)
    return state


# ---------------------------------------------------------------------- components

def test_d1_the_sheet_is_8_by_8_and_troughs_take_no_mark():
    assert len(WINDMILL.faces) == 64 and len(WINDMILL.rows()) == 8
    assert [len(t.cells) for t in WINDMILL.troughs].count(2) == 3
    trough = WINDMILL.troughs[0].cells[0]
    with pytest.raises(ValueError, match="D1"):
        MeadowState.with_marks(WINDMILL, crosses=[trough])
    state = new_match(2, 5, {"sheet": "Windmill"}).state
    for _ in range(200):                     # no option ever marks a trough
        if state.current_player() == TERMINAL:
            break
        if state.current_player() == CHANCE:
            state.apply_action(state.chance_outcome(random.Random(len(state.owner) + state.turn)))
            continue
        for action in state.legal_actions():
            assert all(WINDMILL.faces[c] for c in _cells(action))
        state.apply_action(state.legal_actions()[0])


def _cells(action: int) -> tuple[int, ...]:
    if action >= AGAIN:
        return ()
    return (action,) if action < 64 else divmod(action - 64, 64)


def test_d2_a_sheet_that_breaks_the_rule_is_refused():
    rows = WINDMILL.rows()
    assert Sheet.from_rows("Copy", rows) == Sheet.from_rows("Copy", rows)
    ring = rows[:]
    ring[0] = "t" + ring[0][1:]             # a trough on the outer ring
    with pytest.raises(SheetError, match="D2"):
        Sheet.from_rows("Bad", ring)
    cows = rows[:]
    cows[7] = "5" + cows[7][1:]             # 11 cows
    with pytest.raises(SheetError, match="cow cells"):
        Sheet.from_rows("Bad", cows)
    lonely = ["C 1 1 C 2 5 5 C", "4 5 T T 4 t 2 1", "2 5 C 5 2 C 3 2", "1 t 2 C 4 T 4 3",
              "3 3 C 1 C T 3 3", "3 2 T T 5 C 5 4", "5 5 4 3 4 1 t 1", "C 2 4 1 C 4 1 C"]
    assert Sheet.from_rows("Same", lonely).faces == WINDMILL.faces


def test_d3_dice_have_faces_one_to_five_and_a_cow():
    state = MeadowState.blank(WINDMILL)
    rng = random.Random(3)
    seen = set()
    for _ in range(2000):
        outcome = state.chance_outcome(rng)
        seen.add(outcome)
        assert state.action_to_string(outcome).split()[0] == "throw"
    assert len(seen) == 21                   # the 21 distinct throws of two dice
    assert {state.action_to_string(o) for o in seen} >= {"throw C C", "throw 1 C", "throw 1 1"}


def test_d4_two_players_crosses_start():
    assert (INFO.min_seats, INFO.max_seats) == (2, 2)
    with pytest.raises(ValueError):
        new_match(3, 1)
    match = new_match(2, 1)
    assert match.state.seat == 0 and match.state.current_player() == CHANCE


# ---------------------------------------------------------------------- a turn

def test_d5_a_turn_starts_with_a_throw_of_both_dice():
    match = MeadowMatch(Setup(WINDMILL))
    assert match.state.current_player() == CHANCE and match.state.phase == THROW
    events = match.apply_action(two_dice(6, 3))
    assert events == [ev.Thrown(0, (3, 6))]
    assert match.state.current_player() == 0 and match.state.phase == AGAIN_CHOICE


def test_d6_throw_again_none_one_or_both_once():
    state = MeadowState.blank(WINDMILL)
    state.apply_action(two_dice(2, 5))
    assert state.legal_actions() == [KEEP, AGAIN + 1, AGAIN + 2, AGAIN + 3]
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["keep", "again 2", "again 5",
                                                                            "again both"]
    state.apply_action(AGAIN + 2)            # throw the 5 again
    assert state.current_player() == CHANCE
    state.apply_action(5)                    # it shows a cow
    assert (state.dice0, state.dice1) == (2, COW)
    assert state.phase == MARK               # once only: the next step is marking
    double = MeadowState.blank(WINDMILL)
    double.apply_action(two_dice(4, 4))
    assert double.legal_actions() == [KEEP, AGAIN + 1, AGAIN + 3]    # either 4 is the same die


@pytest.mark.parametrize("choice, kept, again, outcome, thrown, dice", [
    (KEEP, (2, 5), (), None, None, (2, 5)),
    (AGAIN + 1, (5,), (2,), 0, (1,), (1, 5)),              # the 2 again: it shows a 1
    (AGAIN + 2, (2,), (5,), 5, (COW,), (2, COW)),          # the 5 again: a cow
    (AGAIN + 3, (), (2, 5), two_dice(4, 3), (3, 4), (3, 4)),
])
def test_d6_the_events_tell_which_dice_were_kept_and_what_the_others_showed(choice, kept, again, outcome,
                                                                            thrown, dice):
    """The table animates from the events: they must name the right dice, not only happen."""
    match = MeadowMatch(Setup(WINDMILL))
    match.apply_action(two_dice(5, 2))
    assert match.apply_action(choice)[0] == ev.DiceKept(0, kept, again)
    if outcome is not None:
        assert match.apply_action(outcome)[0] == ev.ThrownAgain(0, thrown, dice)
    assert (match.state.dice0, match.state.dice1) == dice


def test_d5_to_d9_the_match_refuses_what_is_not_legal_now_and_changes_nothing():
    """The match is what the app, the server and the CLI play through: it refuses a mark, a
    choice or a throw that is not legal at the time (a second die's face, a cell taken, a
    decision at a throw), anything that is no int, and every action once the game is over."""
    match = MeadowMatch(Setup(WINDMILL))
    state = match.state
    rng = random.Random(6)
    refusals = 0
    while True:
        seat = state.current_player()
        legal = ([] if seat == TERMINAL else [a for a, _ in state.chance_outcomes()] if seat == CHANCE
                 else state.legal_actions())
        near = {n for a in legal for n in (a - 1, a + 1)} | set(range(-1, 40)) | set(range(AGAIN - 1, AGAIN + 5))
        done, log = len(match.actions), len(match.events)
        for action in sorted(near - set(legal)) + [1.0, "1", True, None]:
            with pytest.raises(ActionError):
                match.apply_action(action)
            refusals += 1
        assert (len(match.actions), len(match.events), state.current_player()) == (done, log, seat)
        if seat == TERMINAL:
            break
        match.apply_action(rng.choice(legal))
    assert refusals > 1000 and any(isinstance(e, ev.ThrownAgain) and len(e.faces) == 1 for e in match.events)


def test_d7a_two_cows_mark_two_free_cow_cells():
    state = at_marking(MeadowState.blank(WINDMILL), COW, COW)
    cows = [c for c in range(64) if WINDMILL.faces[c] == COW]
    assert sorted(state.legal_actions()) == sorted(pair(a, b) for i, a in enumerate(cows) for b in cows[i + 1:])
    last = MeadowState.with_marks(WINDMILL, crosses=cows[:11])
    assert at_marking(last, COW, COW).legal_actions() == [cows[11]]


def test_d7b_two_numbers_mark_one_free_cell_showing_either():
    state = at_marking(MeadowState.blank(WINDMILL), 2, 5)
    assert sorted(state.legal_actions()) == [c for c in range(64) if WINDMILL.faces[c] in (2, 5)]
    twos = [c for c in range(64) if WINDMILL.faces[c] == 3]
    none_left = MeadowState.with_marks(WINDMILL, crosses=twos)
    none_left.events = []
    at_marking(none_left, 3, 3)
    assert none_left.phase == THROW and none_left.seat == 1          # nothing to mark: the turn ends
    assert ev.NothingToMark(0, (3, 3)) in none_left.events


def test_d7c_a_cow_and_a_number_mark_either_or_both_one_cell_apart():
    state = at_marking(MeadowState.blank(WINDMILL), 4, COW)
    legal = set(state.legal_actions())
    cows = [c for c in range(64) if WINDMILL.faces[c] == COW]
    fours = [c for c in range(64) if WINDMILL.faces[c] == 4]
    assert set(cows) | set(fours) <= legal
    pairs = {pair(c, f) for c in cows for f in fours if f in ONE_APART[c]}
    assert legal == set(cows) | set(fours) | pairs and pairs
    for c in cows:                            # never a pair that is not exactly one cell apart
        for f in fours:
            if f not in ONE_APART[c]:
                assert pair(c, f) not in legal


def test_d7_marking_is_compulsory():
    for lo, hi in ((COW, COW), (1, 2), (3, COW)):
        state = at_marking(MeadowState.blank(WINDMILL), lo, hi)
        assert state.phase == MARK and KEEP not in state.legal_actions() and state.legal_actions()


def test_d8_marks_are_permanent_one_per_cell():
    state = at_marking(MeadowState.blank(WINDMILL), 1, 1)
    cell = state.legal_actions()[0]
    state.apply_action(cell)
    assert state.owner[cell] == 0
    at_marking(state, 1, 1)
    assert cell not in state.legal_actions()
    with pytest.raises(ValueError, match="D8"):
        MeadowState.with_marks(WINDMILL, crosses=[cell], circles=[cell])


# ---------------------------------------------------------------------- the end

def test_d9_the_game_ends_with_no_free_cow_or_five_free_numbers():
    cows = [c for c in range(64) if WINDMILL.faces[c] == COW]
    numbers = [c for c in range(64) if 1 <= WINDMILL.faces[c] <= 5]
    state = MeadowState.with_marks(WINDMILL, crosses=numbers[:37])       # 6 numbers free
    state.events = []
    one = state.free[1] or state.free[2] or state.free[3] or state.free[4] or state.free[5]
    face = WINDMILL.faces[one[0]]
    at_marking(state, face, face)
    state.apply_action(one[0])                                            # 5 free: over
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert isinstance(state.events[-1], ev.GameEnded)
    cows_left = MeadowState.with_marks(WINDMILL, crosses=cows[:10])
    at_marking(cows_left, COW, COW)
    cows_left.apply_action(cows_left.legal_actions()[0])                  # the last two cows
    assert cows_left.is_terminal()
    going = MeadowState.with_marks(WINDMILL, crosses=numbers[:36])       # 7 free, one marked: 6
    face = next(f for f in range(1, 6) if going.free[f])
    at_marking(going, face, face)
    going.apply_action(going.legal_actions()[0])
    assert not going.is_terminal() and going.seat == 1


# ---------------------------------------------------------------------- scoring

def test_d10_an_edge_meadow_is_worth_3_to_the_strict_majority_and_corners_count_twice():
    north, east = MEADOWS[0], MEADOWS[1]
    corner = 7                                                            # [0, 7]: north and east
    assert corner in north and corner in east
    state = MeadowState.with_marks(WINDMILL, crosses=[corner], circles=[])
    standing = state.standing()
    assert standing.meadows[:2] == (0, 0) and standing.scores[0].meadows == 6
    tie = MeadowState.with_marks(WINDMILL, crosses=rc((0, 1)), circles=rc((0, 2)))
    assert tie.standing().meadows[0] is None and tie.standing().scores[1].meadows == 0


def test_d11_troughs_go_to_the_majority_on_their_rim():
    big = next(t for t in WINDMILL.troughs if t.cells == (42, 43))       # [5, 2] and [5, 3]
    small = next(t for t in WINDMILL.troughs if t.cells == (54,))        # [6, 6]; rims apart
    assert len(big.rim) == 6 and len(small.rim) == 4                      # each neighbour once
    state = MeadowState.with_marks(WINDMILL, crosses=big.rim[:2], circles=big.rim[2:3] + small.rim[:1])
    standing = state.standing()
    assert standing.scores[0].troughs == 4 and standing.scores[1].troughs == 2
    tie = MeadowState.with_marks(WINDMILL, crosses=small.rim[:1], circles=small.rim[1:2])
    assert tie.standing().scores[0].troughs == tie.standing().scores[1].troughs == 0


@pytest.mark.parametrize("size, points", [(4, 0), (5, 2), (9, 2), (10, 5), (14, 5), (15, 12), (19, 12),
                                          (20, 20), (30, 20)])
def test_d12_herds_score_by_size(size, points):
    from goatmaster.games.meadow_dice.engine.state import HERD_POINTS
    assert HERD_POINTS[size] == points


def test_d12_herds_connect_orthogonally_never_diagonally():
    owner = [-1] * 64
    for c in rc((0, 0), (0, 1), (1, 1), (2, 2)):                        # (2, 2) touches only diagonally
        owner[c] = 0
    assert sorted(len(h) for h in herds(owner, 0)) == [1, 3]


def test_d13_highest_total_wins_equal_totals_share():
    state = MeadowState.with_marks(WINDMILL, crosses=rc((0, 1)), circles=rc((7, 1)))
    totals, winners = state.result()
    assert totals == [3, 3] and winners == (0, 1)
    state = MeadowState.with_marks(WINDMILL, crosses=rc((0, 1), (7, 2)), circles=rc((7, 1)))
    assert state.result() == ([3, 0], (0,))


def test_d14_pro_variant_scores_herds_of_two_once_after_the_ninth_cow():
    cows = [c for c in range(64) if WINDMILL.faces[c] == COW]
    twos = rc((6, 0), (6, 1))                                             # a herd of exactly 2
    pro = MeadowState.with_marks(WINDMILL, crosses=cows[:8] + twos, pro=True)
    pro.events = []
    at_marking(pro, COW, 1)
    pro.apply_action(next(a for a in pro.legal_actions() if a in cows))   # the 9th cow
    scored = [e for e in pro.events if isinstance(e, ev.IntermediateScoring)]
    assert len(scored) == 1 and scored[0].points[0] == 2 * sum(len(h) == 2 for h in herds(pro.owner, 0))
    assert pro.doubles[0] == scored[0].points[0] > 0 and pro.pro_scored
    before = pro.doubles
    at_marking(pro, COW, COW)
    pro.apply_action(pro.legal_actions()[0])
    assert pro.doubles == before                                          # once only
    plain = MeadowState.with_marks(WINDMILL, crosses=cows[:8] + twos)
    at_marking(plain, COW, 1)
    plain.apply_action(next(a for a in plain.legal_actions() if a in cows))
    assert plain.doubles == (0, 0) and not plain.pro_scored


def test_d15_everything_is_public_and_no_throw_is_stored_before_it_happens():
    state = MeadowState.blank(WINDMILL)
    state.apply_action(two_dice(2, 3))
    observation = state.observation(1)                                    # the other seat sees all
    assert observation.key()[1] == state.key()
    assert not any(isinstance(getattr(state, name), random.Random) for name in state.__slots__)
    # the dice on the table are the only dice the state holds
    assert (state.dice0, state.dice1, state.again) == (2, 3, 0)


# ---------------------------------------------------------------------- worked checks

def test_d16_worked_check():
    crosses = rc(*[(7, c) for c in range(1, 7)], *[(6, c) for c in range(1, 6)],
                 (5, 1), (4, 1), (4, 2), (4, 3), (3, 3), (2, 3), (2, 2))
    circles = rc(*[(0, c) for c in range(5)], *[(r, 0) for r in range(1, 8)],
                 (3, 4), (3, 6), (4, 4), (4, 6), (5, 4), (5, 5), (5, 6))
    standing = MeadowState.with_marks(WINDMILL, crosses, circles).standing()
    x, o = standing.scores
    assert (x.meadows, x.troughs, x.herds, x.total) == (3, 4 + 2, 12, 21)
    assert standing.meadows == (1, None, 0, 1)                           # south to crosses; north, west
    assert sorted(len(h) for h in standing.herds[0]) == [18]
    assert (o.meadows, o.troughs, o.herds, o.total) == (6, 4, 2 + 5, 17)
    assert sorted(len(h) for h in standing.herds[1]) == [7, 12]
    assert MeadowState.with_marks(WINDMILL, crosses, circles).result()[1] == (0,)


#: A sheet for D17: a cow at [3, 3], a trough at [4, 4], 4s at [5, 5] and [3, 4] (and D2 kept).
D17_SHEET = Sheet.from_rows("D17", [
    "C 2 3 C 4 2 1 C", "2 T T 4 5 T T 1", "1 4 3 3 5 C 1 1", "5 t 4 C 4 5 1 C",
    "4 3 3 2 t 2 C 1", "C 2 C 5 5 4 2 4", "1 T T 1 2 t 5 2", "C 3 3 3 C 3 5 C"])


def test_d17_worked_check():
    sheet = D17_SHEET
    state = at_marking(MeadowState.blank(sheet), 4, COW)
    cow, four_diagonal, four_beside = 3 * 8 + 3, 5 * 8 + 5, 3 * 8 + 4
    assert sheet.faces[cow] == COW and sheet.faces[four_diagonal] == 4 and sheet.faces[4 * 8 + 4] == 0
    legal = state.legal_actions()
    assert pair(cow, four_diagonal) in legal                              # the trough between: no matter
    assert pair(cow, four_beside) not in legal and cow in legal and four_beside in legal


def test_d18_worked_check():
    cows = [c for c in range(64) if WINDMILL.faces[c] == COW]
    state = MeadowState.with_marks(WINDMILL, crosses=cows[:6], circles=cows[6:11])
    state.events = []
    at_marking(state, COW, COW)
    assert state.legal_actions() == [cows[11]]                            # only one cow cell is free
    state.apply_action(cows[11])
    assert state.owner[cows[11]] == 0 and state.is_terminal()
    assert isinstance(state.events[-1], ev.GameEnded)


def test_recorded_turns_replay_to_the_same_events_and_states():
    """A save file is the sheet plus its turns: ``play_turn`` gives back each turn's events and
    ``replayed(k)`` the state after k turns; a turn starts only with a throw (D5)."""
    match = MeadowMatch(Setup(WINDMILL))
    rng = random.Random(8)
    while not match.is_over:
        seat = match.state.current_player()
        match.apply_action(rng.choice([a for a, _ in match.state.chance_outcomes()] if seat == CHANCE
                                      else match.state.legal_actions()))
    again = MeadowMatch(Setup(WINDMILL))
    for k, record in enumerate(match.turns):
        start = len(again.events)
        assert again.play_turn(record) == again.events[start:] and len(again.events) > start
        assert again.replayed(k + 1).key() == again.state.key()
    assert again.events == match.events and again.state.key() == match.state.key()
    halfway = MeadowMatch(Setup(WINDMILL))
    halfway.apply_action(two_dice(2, 5))
    with pytest.raises(ActionError, match="in progress"):
        halfway.play_turn(match.turns[0])


def test_d6_a_recorded_turn_may_throw_either_of_two_equal_faces_again():
    """A file may say die 1 of a double was thrown again; the engine offers die 0 for either."""
    two = WINDMILL.faces.index(2)
    by_die = {}
    for die in (0, 1):
        match = MeadowMatch(Setup(WINDMILL))
        dice = (2, 4) if die == 0 else (4, 2)
        match.play_turn(TurnRecord(0, (4, 4), (die,), dice, (two,)))
        by_die[die] = match.state.key()
        assert (match.state.owner[two], match.state.seat) == (0, 1)
    assert by_die[0] == by_die[1]


def test_d3_d6_the_chance_outcomes_are_the_throws_due_with_their_odds():
    """What a closed-loop search weighs: 21 throws of two dice (a double 1/36, two faces 2/36),
    six faces for one die thrown again, the 21 again for both; with common dice one throw."""
    state = MeadowState.blank(WINDMILL)
    two = dict(state.chance_outcomes())
    assert len(two) == 21 and abs(sum(two.values()) - 1) < 1e-12
    assert two[two_dice(3, 3)] == 1 / 36 and two[two_dice(2, 5)] == 2 / 36
    state.apply_action(two_dice(2, 5))
    for choice, expected in ((AGAIN + 1, dict.fromkeys(range(6), 1 / 6)), (AGAIN + 3, two)):
        again = state.clone()
        again.apply_action(choice)
        assert dict(again.chance_outcomes()) == expected
    throws, rethrows, faces = set(), set(), set()
    for key in range(300):                  # common dice: one fixed throw, any of the 21
        common = MeadowState.blank(WINDMILL)
        common.use_common_dice(key)
        [(throw, odds)] = common.chance_outcomes()
        assert throw in two and odds == 1.0
        throws.add(throw)
        common.apply_action(throw)
        one = common.clone()
        one.apply_action(AGAIN + 1)
        faces.add(one.chance_outcomes()[0][0])
        common.apply_action(AGAIN + 3)
        rethrows.add(common.chance_outcomes()[0][0])
    assert len(throws) == len(rethrows) == 21 and faces == set(range(6))


def test_d15_a_position_s_key_tells_positions_apart_and_copies_alike():
    """Everything is public (D15): the key is the position, what the search merges states by."""
    state = MeadowState.blank(WINDMILL)
    keys = {state.key()}
    for action in (two_dice(2, 5), AGAIN + 1, 3):
        state.apply_action(action)
        assert state.key() not in keys and state.clone().key() == state.key()
        keys.add(state.key())


def test_d12_the_standing_lists_each_seat_s_herds_largest_first():
    match = new_match(2, 12, {"sheet": "Windmill"})
    rng = random.Random(12)
    while not match.is_over:
        seat = match.state.current_player()
        match.apply_action(rng.choice([a for a, _ in match.state.chance_outcomes()] if seat == CHANCE
                                      else match.state.legal_actions()))
    for found in match.state.standing().herds:
        sizes = [len(h) for h in found]
        assert sizes == sorted(sizes, reverse=True) and len(set(sizes)) > 1
