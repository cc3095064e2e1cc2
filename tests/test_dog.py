"""docs/rules/goat-master.md: R18 (the dog turn) and the endings a dog move causes (R19).

3 players, 7×7.  Seat 0 plays the dog D01 from position 3 (column 3): the pawn stays
and takes the neutral M1.8 on [6,3]; the deck refills it.  Seat 0 owns type 10,
seat 1 type 11, seat 2 type 13:

    [0,2] G10.5 seat 0    [2,2] G10.3 seat 0 (the card to move)   [2,5] G12.1 unmarked
    [5,2] G11.4 seat 1    [4,2] G13.2 seat 2    [3,3] G12.2 (diagonal of [2,2])
    [2,0], [2,6], [1,2], [6,2] empty
"""

from __future__ import annotations

import pytest

from goatmaster.games.goat_master.engine import NO_DOG_MOVE, Consent, DogMove, IllegalDecision, Play, Take, cell
from goatmaster.games.goat_master.engine import events as ev
from goatmaster.games.goat_master.engine.actions import action_of
from goatmaster.games.goat_master.engine.state import CONSENT, DOG, PLAY, TAKE

from positions import C, before, check_invariants, of, position, run

SRC = cell(2, 2)
TAKE_CELL = cell(6, 3)

PASTURE = {(0, 2): "G10.5@0", (2, 2): "G10.3@0", (2, 5): "G12.1", (5, 2): "G11.4@1",
           (4, 2): "G13.2@2", (3, 3): "G12.2", (6, 3): "M1.8", (2, 4): "M1.1", (3, 2): "D02"}


def dog_position(pasture=PASTURE, deck=("M1.7", "M1.5"), pawn=3, **kw):
    return position(3, pasture=pasture, hands={0: ["D01", "M1.6"], 1: ["G09.1", "G09.2"]},
                    deck=list(deck), pawns={0: pawn}, **kw)


def after_take(**kw):
    state = dog_position(**kw)
    run(state, Play(C("D01")), Take(TAKE_CELL))
    return state


def test_r18_dog_does_not_move_the_pawn_take_as_usual_then_dog_phase():
    state = dog_position()
    events = run(state, Play(C("D01")))
    assert state.pawns[0] == 3 and ev.PawnMoved(0, 3, 3, 0) in events
    assert state.phase == TAKE and Take(TAKE_CELL) in state.legal_decisions()
    run(state, Take(TAKE_CELL))
    assert state.phase == DOG and state.actor == 0
    assert NO_DOG_MOVE in state.legal_decisions()


def test_r18_moves_are_along_row_or_column_any_distance_never_onto_own():
    state = after_take()
    moves = {(d.source, d.target) for d in state.legal_decisions() if not d.is_skip}
    own = {cell(0, 2), SRC}
    expected = set()
    for src in own:
        r, k = divmod(src, 8)
        for x in range(7):
            for target in (cell(r, x), cell(x, k)):
                if target != src and target not in own:
                    expected.add((src, target))
    assert moves == expected
    assert (SRC, cell(2, 6)) in moves          # empty cell, cards in between
    assert (SRC, cell(6, 2)) in moves          # empty cell four rows away
    assert (SRC, cell(0, 2)) not in moves      # own marked card


@pytest.mark.parametrize("target", [(3, 3), (1, 1), (0, 4), (6, 6)])
def test_r18_never_diagonal_or_off_the_lines(target):
    state = after_take()
    with pytest.raises(IllegalDecision):
        state.check(DogMove(SRC, cell(*target)))


@pytest.mark.parametrize("source, target", [(SRC, cell(2, 7)), (SRC, None), (cell(7, 2), SRC)])
def test_r18_a_dog_move_off_the_pasture_is_refused_as_such(source, target):
    state = after_take()
    with pytest.raises(IllegalDecision) as refused:
        state.check(DogMove(source, target))
    assert (refused.value.reason, refused.value.seat) == ("off_pasture", 0)
    assert str(refused.value) == "a dog move needs two cells of the pasture"       # the message alone


def test_r18_never_onto_own_marked_card():
    state = after_take()
    with pytest.raises(IllegalDecision):
        state.check(DogMove(SRC, cell(0, 2)))
    with pytest.raises(IllegalDecision):
        state.check(DogMove(cell(0, 2), SRC))


@pytest.mark.parametrize("source", [(5, 2), (2, 5), (2, 0), (3, 3), (4, 2)])
def test_r18_only_a_card_with_own_marker_moves(source):
    state = after_take()
    with pytest.raises(IllegalDecision):
        state.check(DogMove(cell(*source), cell(2, 1)))


def test_r18_swap_with_unmarked_card():
    state = after_take()
    events = run(state, DogMove(SRC, cell(2, 5)))
    assert state.cards[cell(2, 5)] == C("G10.3") and state.marks[cell(2, 5)] == 0
    assert state.cards[SRC] == C("G12.1") and state.marks[SRC] == -1
    assert ev.DogMoved(0, SRC, cell(2, 5), C("G10.3"), C("G12.1")) in events
    assert state.phase == PLAY and state.seat == 1 and not state.is_over
    check_invariants(state)


def test_r18_a_swap_names_the_card_swapped_even_the_first_card_of_all():
    """G00.1 is card 0: the event still names it (a swap, not a move onto an empty cell)."""
    assert C("G00.1") == 0
    state = after_take(pasture={**PASTURE, (2, 5): "G00.1"})
    events = run(state, DogMove(SRC, cell(2, 5)))
    assert state.cards[SRC] == 0
    assert ev.DogMoved(0, SRC, cell(2, 5), C("G10.3"), 0) in events


def test_r18_swap_with_unmarked_dog_or_milk_card():
    state = after_take()
    run(state, DogMove(SRC, cell(3, 2)))
    assert state.cards[cell(3, 2)] == C("G10.3") and state.cards[SRC] == C("D02")
    check_invariants(state)


def test_r18_move_onto_empty_cell():
    state = after_take()
    events = run(state, DogMove(SRC, cell(2, 0)))
    assert state.cards[cell(2, 0)] == C("G10.3") and state.marks[cell(2, 0)] == 0
    assert state.cards[SRC] == -1 and state.marks[SRC] == -1
    assert ev.DogMoved(0, SRC, cell(2, 0), C("G10.3"), None) in events
    assert not state.is_over and state.seat == 1
    check_invariants(state)


def test_r18_opponent_card_needs_consent_yes():
    state = after_take()
    events = run(state, DogMove(SRC, cell(5, 2)))
    assert ev.ConsentAsked(0, 1, SRC, cell(5, 2), C("G10.3"), C("G11.4")) in events
    assert state.phase == CONSENT and state.actor == 1 and state.seat == 0
    assert state.cards[SRC] == C("G10.3")                     # nothing moved yet
    assert state.legal_decisions() == [Consent(True), Consent(False)]
    for d in (NO_DOG_MOVE, DogMove(SRC, cell(2, 0)), Play(C("G09.1"))):
        with pytest.raises(IllegalDecision):
            state.check(d)
    events = run(state, Consent(True))
    assert ev.ConsentGiven(1, True) in events
    assert state.cards[cell(5, 2)] == C("G10.3") and state.marks[cell(5, 2)] == 0
    assert state.cards[SRC] == C("G11.4") and state.marks[SRC] == 1      # markers travel
    assert state.markers == [8, 9, 9]
    assert state.phase == PLAY and state.seat == 1
    check_invariants(state)


FIELDS = ("cards", "marks", "markers", "where", "seat", "actor", "phase", "pending", "refused", "turn", "events")


def test_r18_a_dog_move_given_as_an_action_is_the_same_move():
    """The search and the core interface give decisions as ints (``apply_action``): every dog
    move, no move, and the owner's answers move the cards exactly as the decisions do."""
    def alike(*decisions):
        by_decision, by_action = after_take(), after_take()
        run(by_decision, *decisions)
        for decision in decisions:
            by_action.apply_action(action_of(decision))
            by_action.advance()
        for field in FIELDS:
            assert getattr(by_action, field) == getattr(by_decision, field), (decisions, field)

    for move in after_take().legal_decisions():
        asked = after_take()
        run(asked, move)
        if asked.phase == CONSENT:
            alike(move, Consent(True))
            alike(move, Consent(False))
        else:
            alike(move)


def test_r18_the_marker_owner_is_asked():
    state = after_take()
    run(state, DogMove(SRC, cell(4, 2)))
    assert state.phase == CONSENT and state.actor == 2


def test_r18_refusal_then_other_move_or_none():
    state = after_take()
    events = run(state, DogMove(SRC, cell(5, 2)), Consent(False))
    assert ev.ConsentGiven(1, False) in events
    assert state.phase == DOG and state.actor == 0 and state.seat == 0
    assert state.cards[SRC] == C("G10.3") and state.cards[cell(5, 2)] == C("G11.4")
    legal = state.legal_decisions()
    assert DogMove(SRC, cell(5, 2)) not in legal            # cannot be asked again
    with pytest.raises(IllegalDecision):
        state.check(DogMove(SRC, cell(5, 2)))
    # other moves are still allowed, even another one towards the same owner
    assert DogMove(cell(0, 2), cell(5, 2)) in legal
    assert DogMove(SRC, cell(2, 5)) in legal and NO_DOG_MOVE in legal
    run(state, DogMove(SRC, cell(2, 0)))
    assert state.cards[cell(2, 0)] == C("G10.3") and state.seat == 1


def test_r18_refusal_then_no_move():
    state = after_take()
    run(state, DogMove(SRC, cell(5, 2)), Consent(False), NO_DOG_MOVE)
    assert state.phase == PLAY and state.seat == 1
    assert state.cards[SRC] == C("G10.3")


def test_r18_no_move_is_always_allowed():
    state = after_take()
    events = run(state, NO_DOG_MOVE)
    assert not of(events, ev.DogMoved) and state.seat == 1


def test_r18_dog_move_allowed_when_take_found_nothing():
    # column 3 empty: nothing to take (R12); the move is still allowed; the game then ends
    pasture = {k: v for k, v in PASTURE.items() if k not in ((6, 3), (3, 3))}
    state = dog_position(pasture=pasture)
    run(state, Play(C("D01")))
    assert state.legal_decisions() == [Take(None)]
    run(state, Take(None))
    assert state.phase == DOG
    events = run(state, DogMove(SRC, cell(2, 5)))
    assert state.cards[cell(2, 5)] == C("G10.3")
    assert [type(e) for e in events][-3:] == [ev.DogMoved, ev.TurnEnded, ev.GameEnded]
    assert state.is_over


def test_r18_no_dog_phase_without_own_marked_card():
    pasture = {(5, 2): "G11.4@1", (6, 3): "M1.8", (2, 4): "M1.1"}
    state = dog_position(pasture=pasture)
    run(state, Play(C("D01")), Take(TAKE_CELL))
    assert state.phase == PLAY and state.seat == 1


@pytest.mark.parametrize("card", ["G09.3", "M1.2"])
def test_r18_only_a_dog_gives_a_dog_move(card):
    state = position(3, pasture=PASTURE, hands={0: [card, "M1.6"]}, deck=["M1.7"],
                     pawns={0: before(3, 3, card)})
    run(state, Play(C(card)), Take(TAKE_CELL))
    assert state.phase == PLAY and state.seat == 1

# ---------------------------------------------------------------- R19 endings and dogs


def test_r19_dog_move_empties_a_column():
    # [3,6] is the only card of column 6; it moves to the empty [3,0]
    pasture = {**PASTURE, (3, 6): "G10.2@0"}
    state = after_take(pasture=pasture)
    events = run(state, DogMove(cell(3, 6), cell(3, 0)))
    assert state.is_over
    assert [type(e) for e in events][-2:] == [ev.TurnEnded, ev.GameEnded]


def test_r19_dog_move_empties_a_row():
    # [1,5] is the only card of row 1; it moves up to the empty [0,5]
    pasture = {**PASTURE, (1, 5): "G10.1@0"}
    state = after_take(pasture=pasture)
    run(state, DogMove(cell(1, 5), cell(0, 5)))
    assert state.is_over


def test_r19_dog_swap_never_ends_the_game():
    pasture = {**PASTURE, (1, 5): "G10.1@0", (1, 0): "M2.1"}
    state = after_take(pasture=pasture)
    run(state, DogMove(cell(1, 5), cell(1, 0)))
    assert not state.is_over


def test_r19_checked_once_after_the_whole_turn():
    # the deck is empty: taking [0,3] empties row 0 ...
    pasture = {(0, 3): "M1.1", (1, 3): "G10.1@0", (1, 0): "M1.2", (3, 3): "M1.3"}
    state = dog_position(pasture=pasture, deck=())
    run(state, Play(C("D01")), Take(cell(0, 3)))
    assert all(state.cards[cell(0, k)] < 0 for k in range(7))
    assert state.phase == DOG and not state.is_over          # ... but the turn is not over
    # ... and the dog moves a card back into row 0: no line is empty after the turn
    run(state, DogMove(cell(1, 3), cell(0, 3)))
    assert not state.is_over and state.phase == PLAY and state.seat == 1


def test_r19_row_emptied_by_take_ends_the_game_when_the_dog_stays():
    pasture = {(0, 3): "M1.1", (1, 3): "G10.1@0", (1, 0): "M1.2", (3, 3): "M1.3"}
    state = dog_position(pasture=pasture, deck=())
    run(state, Play(C("D01")), Take(cell(0, 3)), NO_DOG_MOVE)
    assert state.is_over


def test_r19_dog_refills_one_line_but_empties_another():
    # row 0 emptied by the take is refilled by the dog, whose move empties row 1 instead
    pasture = {(0, 3): "M1.1", (1, 3): "G10.1@0", (3, 3): "M1.3"}
    state = dog_position(pasture=pasture, deck=())
    run(state, Play(C("D01")), Take(cell(0, 3)), DogMove(cell(1, 3), cell(0, 3)))
    assert state.is_over
