"""docs/rules/goat-master.md: R1–R12 and R19 (the endings a take causes): components, set-up, a turn.

Scoring (R13–R17, R20–R22, R24–R27) is in test_scoring.py, dogs (R18 and the
dog endings of R19) in test_dog.py, views (R23) in test_views.py.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from goatmaster.core.game import CHANCE, TERMINAL
from goatmaster.games.goat_master.engine import (CARD_COUNT, CARD_IDS, CardError, Consent, DogMove, Game, GameState,
                               IllegalDecision, Play, Take, card_id, cell, deal, geometry,
                               parse_card)
from goatmaster.games.goat_master.engine.actions import ACTION_COUNT, action_of, decision_of
from goatmaster.games.goat_master.engine.decisions import NO_DOG_MOVE, parse_decision
from goatmaster.games.goat_master.engine.setup import SetupError
from goatmaster.games.goat_master.engine.view import SeatView
from goatmaster.games.goat_master.engine import events as ev
from goatmaster.games.goat_master.engine.cards import (DOGS, GOAT_TYPES, MILK, MILK1, MILK2, POINTS, STEPS, TYPE,
                                     goat, is_dog, type_cards)
from goatmaster.games.goat_master.engine.state import DISPLAY, HAND, OVER, PASTURE, PLAY, REFILL, TAKE

from positions import C, before, check_invariants, of, position, run, won

# ---------------------------------------------------------------- R1 cards


def test_r01_card_ids_and_counts():
    assert CARD_COUNT == 121 == len(CARD_IDS) == len(set(CARD_IDS))
    goats = [i for i in CARD_IDS if i.startswith("G")]
    dogs = [i for i in CARD_IDS if i.startswith("D")]
    m1 = [i for i in CARD_IDS if i.startswith("M1.")]
    m2 = [i for i in CARD_IDS if i.startswith("M2.")]
    assert (len(goats), len(dogs), len(m1), len(m2)) == (90, 15, 8, 8)
    assert sorted(goats) == sorted(f"G{t:02d}.{v}" for t in range(18) for v in range(1, 6))
    assert dogs == [f"D{k:02d}" for k in range(1, 16)]
    assert m1 == [f"M1.{k}" for k in range(1, 9)] and m2 == [f"M2.{k}" for k in range(1, 9)]


def test_r01_card_encoding():
    assert parse_card("G07.3") == 7 * 5 + 3 - 1 == goat(7, 3)
    assert card_id(parse_card("G07.3")) == "G07.3"
    assert (parse_card("G00.1"), parse_card("G17.5")) == (0, 89)
    assert (parse_card("D01"), parse_card("D15")) == (90, 104)
    assert (parse_card("M1.1"), parse_card("M1.8"), parse_card("M2.1"), parse_card("M2.8")) == (105, 112, 113, 120)
    for card in range(CARD_COUNT):
        assert parse_card(card_id(card)) == card
    for t in range(GOAT_TYPES):
        assert [card_id(c) for c in type_cards(t)] == [f"G{t:02d}.{v}" for v in range(1, 6)]
    for bad in ("G18.1", "G07.6", "G07.0", "D00", "D16", "M1.9", "M3.1", "", "g07.3", 37, None):
        with pytest.raises(CardError):
            parse_card(bad)


def test_r01_values_and_steps():
    """Goat value = points = steps; dogs 0; milk 1 or 2 (R1, R10, R20, R21)."""
    for t in range(GOAT_TYPES):
        for v in range(1, 6):
            c = goat(t, v)
            assert (TYPE[c], POINTS[c], STEPS[c], MILK[c]) == (t, v, v, 0)
    for c in DOGS:
        assert (TYPE[c], POINTS[c], STEPS[c], MILK[c]) == (-1, 0, 0, 0)
    for c in MILK1:
        assert (TYPE[c], POINTS[c], STEPS[c], MILK[c]) == (-1, 0, 1, 1)
    for c in MILK2:
        assert (TYPE[c], POINTS[c], STEPS[c], MILK[c]) == (-1, 0, 2, 2)

# ---------------------------------------------------------------- R2 pieces


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r02_ten_markers_and_one_pawn_each(players):
    state = GameState.from_setup(deal(players, 7))
    assert state.markers == [10] * players
    assert len(state.pawns) == players

# ---------------------------------------------------------------- R3 removals

R3_TABLE = {5: (0, 0, 0, 0, 121, 7), 4: (2, 2, 2, 0, 107, 7), 3: (5, 5, 5, 0, 86, 7), 2: (8, 8, 4, 4, 65, 6)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r03_removals_per_player_count(players):
    types_out, dogs_out, m1_out, m2_out, in_play, size = R3_TABLE[players]
    removed_type_sets = set()
    for seed in range(150):
        setup = deal(players, seed)
        setup.check()
        removed = set(setup.removed)
        assert len(removed) == len(setup.removed) == CARD_COUNT - in_play
        types = {TYPE[c] for c in removed if TYPE[c] >= 0}
        assert len(types) == types_out
        for t in types:                                   # whole types only
            assert removed >= set(type_cards(t))
        assert sum(TYPE[c] >= 0 for c in removed) == 5 * types_out
        assert sum(c in DOGS for c in removed) == dogs_out
        assert sum(c in MILK1 for c in removed) == m1_out
        assert sum(c in MILK2 for c in removed) == m2_out
        in_game = [c for row in setup.pasture for c in row] + list(setup.deck) + [c for h in setup.hands for c in h]
        assert len(in_game) == in_play and not removed & set(in_game)
        assert setup.size == size
        removed_type_sets.add(frozenset(types))
    if types_out:
        assert len(removed_type_sets) > 50                 # chosen at random


def test_r03_removed_cards_are_in_the_box_and_never_appear():
    for players in (2, 3, 4):
        setup = deal(players, 11)
        game = Game(setup)
        rng = random.Random(3)
        while not game.is_over:
            game.apply(rng.choice(game.state.legal_decisions()))
            for card in setup.removed:
                assert game.state.where[card] == 0   # BOX
        assert game.state.cards_at(0) == sorted(setup.removed)


@pytest.mark.parametrize("players, dealt_for", [(0, 2), (1, 2), (6, 5), (7, 5)])
def test_r02_r03_a_set_up_for_a_player_count_outside_two_to_five_is_refused_for_its_count(players, dealt_for):
    """A save file's set-up is checked field by field: a bad count is named as such, before
    the pasture or the hands that follow from it are looked at."""
    with pytest.raises(SetupError) as refused:
        replace(deal(dealt_for, 3), players=players).check()
    assert refused.value.field == "players"


def test_r03_r04_a_set_up_missing_a_card_is_refused_for_its_deck():
    setup = deal(3, 3)
    with pytest.raises(SetupError, match="1 card") as refused:
        replace(setup, deck=setup.deck[1:]).check()
    assert refused.value.field == "deck"


def test_r03_deal_is_reproducible():
    assert deal(3, 42) == deal(3, 42)
    assert deal(3, 42) != deal(3, 43)

# ---------------------------------------------------------------- R4 pasture


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r04_pasture_row_by_row_and_deck(players):
    setup = deal(players, 5)
    n = 6 if players == 2 else 7
    assert len(setup.pasture) == n and all(len(row) == n for row in setup.pasture)
    state = GameState.from_setup(setup)
    for r in range(n):
        for k in range(n):
            assert state.cards[cell(r, k)] == setup.pasture[r][k]
            assert state.where[setup.pasture[r][k]] == PASTURE + cell(r, k)
    assert len(setup.deck) == R3_TABLE[players][4] - n * n - 2 * players
    # the deck's first card is the next one drawn
    game = Game(setup)
    game.apply(game.state.legal_decisions()[0])
    events = game.apply(game.state.legal_decisions()[0])
    assert of(events, ev.PastureRefilled)[0].card == setup.deck[0]


def test_r04_two_player_pasture_is_six_by_six():
    state = GameState.from_setup(deal(2, 9))
    assert all(state.cards[cell(r, k)] >= 0 for r in range(6) for k in range(6))
    assert len(state.geo.cells) == 36
    assert all(state.cards[c] < 0 for c in range(len(state.cards)) if c not in state.geo.cells)
    card = state.hand(0)[0]
    state.pawns[0] = before(2, 6, card)                  # facing row 0 from the right
    run(state, Play(card))
    assert {d.cell for d in state.legal_decisions()} == {cell(0, k) for k in range(6)}
    for bad in (cell(0, 6), cell(0, 7), cell(6, 0)):
        with pytest.raises(IllegalDecision):
            state.check(Take(bad))


def test_r04_cards_are_shuffled():
    assert len({deal(4, seed).pasture[0] for seed in range(20)}) == 20

# ---------------------------------------------------------------- R5 edge positions


def _sides(n):
    """(line cells as a set, door) per position, written out side by side as R5 says."""
    top = [({(r, p) for r in range(n)}, (0, p)) for p in range(n)]
    right = [({(p, k) for k in range(n)}, (p, n - 1)) for p in range(n)]                 # row p-N
    bottom = [({(r, c) for r in range(n)}, (n - 1, c)) for c in reversed(range(n))]      # col 3N-1-p
    left = [({(r, k) for k in range(n)}, (r, 0)) for r in reversed(range(n))]            # row 4N-1-p
    return top + right + bottom + left


def test_r05_exact_coordinates_n6():
    geo = geometry(2)
    assert geo.positions == 24
    doors = [geo.lines[p][0] for p in range(24)]
    assert doors == [cell(*rc) for rc in
                     [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5),
                      (0, 5), (1, 5), (2, 5), (3, 5), (4, 5), (5, 5),
                      (5, 5), (5, 4), (5, 3), (5, 2), (5, 1), (5, 0),
                      (5, 0), (4, 0), (3, 0), (2, 0), (1, 0), (0, 0)]]
    assert set(geo.lines[0]) == {cell(r, 0) for r in range(6)}
    assert set(geo.lines[8]) == {cell(2, k) for k in range(6)}
    assert set(geo.lines[13]) == {cell(r, 4) for r in range(6)}       # 3N-1-13 = 4
    assert set(geo.lines[20]) == {cell(3, k) for k in range(6)}       # 4N-1-20 = 3


def test_r05_exact_coordinates_n7():
    geo = geometry(3)
    assert geo.positions == 28
    doors = [geo.lines[p][0] for p in range(28)]
    assert doors == [cell(*rc) for rc in
                     [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6),
                      (0, 6), (1, 6), (2, 6), (3, 6), (4, 6), (5, 6), (6, 6),
                      (6, 6), (6, 5), (6, 4), (6, 3), (6, 2), (6, 1), (6, 0),
                      (6, 0), (5, 0), (4, 0), (3, 0), (2, 0), (1, 0), (0, 0)]]
    assert set(geo.lines[16]) == {cell(r, 4) for r in range(7)}       # 3N-1-16 = 4
    assert set(geo.lines[23]) == {cell(4, k) for k in range(7)}       # 4N-1-23 = 4


@pytest.mark.parametrize("players", [2, 3])
def test_r05_lines_and_doors_all_positions(players):
    geo = geometry(players)
    for p, (line, door) in enumerate(_sides(geo.size)):
        assert set(geo.lines[p]) == {cell(*rc) for rc in line}, p
        assert geo.lines[p][0] == cell(*door), p


@pytest.mark.parametrize("players", [2, 4])
def test_r05_pawn_takes_from_the_line_it_faces(players):
    """Through the API: after the move, exactly the line's cards can be taken."""
    n = 6 if players == 2 else 7
    for p, (line, _door) in enumerate(_sides(n)):
        state = GameState.from_setup(deal(players, 100 + p))
        card = state.hand(0)[0]
        state.pawns[0] = before(players, p, card)
        run(state, Play(card))
        assert state.pawns[0] == p
        assert {d.cell for d in state.legal_decisions()} == {cell(*rc) for rc in line}

# ---------------------------------------------------------------- R6 stables


@pytest.mark.parametrize("players,stables,doors", [
    (2, (0, 12), [(0, 0), (5, 5)]),
    (3, (0, 9, 19), [(0, 0), (2, 6), (6, 1)]),
    (4, (0, 7, 14, 21), [(0, 0), (0, 6), (6, 6), (6, 0)]),
    (5, (0, 6, 11, 17, 22), [(0, 0), (0, 6), (4, 6), (6, 3), (5, 0)]),
])
def test_r06_stables(players, stables, doors):
    geo = geometry(players)
    assert geo.stables == stables
    assert geo.doors == tuple(cell(*rc) for rc in doors)
    state = GameState.from_setup(deal(players, 1))
    assert state.pawns == list(stables)            # each pawn starts on its stable


def test_r06_four_players_sit_on_the_corners():
    geo = geometry(4)
    assert {geo.doors[k] for k in range(4)} == {cell(0, 0), cell(0, 6), cell(6, 6), cell(6, 0)}

# ---------------------------------------------------------------- R7 hands


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r07_no_dog_dealt_dogs_stay_in_play(players):
    dealt_dog_positions = 0
    for seed in range(300):
        setup = deal(players, seed)
        assert all(len(h) == 2 for h in setup.hands) and len(setup.hands) == players
        assert not any(is_dog(c) for h in setup.hands for c in h)
        dogs_in_play = set(DOGS) - set(setup.removed)
        placed = {c for row in setup.pasture for c in row} | set(setup.deck)
        assert dogs_in_play <= placed
        state = GameState.from_setup(setup)
        assert all(state.hidden)                   # hands are secret
        dealt_dog_positions += sum(map(is_dog, setup.deck))
    assert dealt_dog_positions > 0


@pytest.mark.parametrize("players", [2, 3])
def test_r07_set_aside_dogs_are_shuffled_back(players):
    """If set-aside dogs were put back without a shuffle they would sit at the bottom
    of the deck far more often than a random card (≈37 % of 2-player deals draw a dog)."""
    seeds = range(2000)
    bottom = sum(is_dog(deal(players, s).deck[-1]) for s in seeds) / len(seeds)
    mean = sum(sum(map(is_dog, d.deck)) / len(d.deck) for d in (deal(players, s) for s in seeds)) / len(seeds)
    assert abs(bottom - mean) < 0.04

# ---------------------------------------------------------------- R8 start player


def test_r08_seat_zero_starts_then_clockwise():
    game = Game.new(3, seed=8)
    assert (game.state.seat, game.state.actor, game.state.phase) == (0, 0, PLAY)
    assert (game.state.played, game.state.took) == (-1, -1)      # nothing played or taken yet
    seats = []
    while len(seats) < 7:
        for e in game.apply(game.state.legal_decisions()[-1]):
            if isinstance(e, ev.TurnEnded):
                seats.append(e.seat)
    assert seats == [0, 1, 2, 0, 1, 2, 0]
    assert game.state.seat == 1


def test_r08_only_the_seat_to_play_may_play():
    state = GameState.from_setup(deal(3, 2))
    with pytest.raises(IllegalDecision):
        state.check(Play(state.hand(1)[0]))

# ---------------------------------------------------------------- R9 play


def _basic(**kw):
    """3 players; seat 0 holds G08.2 and M2.1 and faces column 3 after a 2-step move."""
    args = dict(pasture={(1, 3): "M1.1", (1, 0): "G07.2", (2, 3): "D01", (0, 0): "G07.1"},
                hands={0: ["G08.2", "M2.1"], 1: ["G09.1", "G09.2"]},
                displays={1: ["G03.1"]},
                deck=["G10.1", "G10.2"],
                pawns={0: 1})
    args.update(kw)
    return position(3, **args)


def test_r09_legal_plays_are_the_hand_cards():
    state = _basic()
    assert set(state.legal_decisions()) == {Play(C("G08.2")), Play(C("M2.1"))}


@pytest.mark.parametrize("card", ["G09.1", "G03.1", "M1.1", "G10.1", "G17.5"])
def test_r09_cannot_play_a_card_not_in_own_hand(card):
    # another seat's hand, a display, the pasture, the deck, the box
    with pytest.raises(IllegalDecision):
        _basic().check(Play(C(card)))


def test_r09_only_a_play_in_the_play_phase():
    state = _basic()
    for d in (Take(cell(1, 3)), Take(None), DogMove(None, None), Consent(True)):
        with pytest.raises(IllegalDecision):
            state.check(d)


@pytest.mark.parametrize("bad", [-1, 121, 200])
def test_r09_check_rejects_values_that_are_no_card(bad):
    """check() must answer IllegalDecision for a Play that names no card at all;
    here seat 0 holds M2.8, the card whose where-slot index -1 aliases."""
    state = _basic(hands={0: ["G08.2", "M2.8"]})
    with pytest.raises(IllegalDecision):
        state.check(Play(bad))


def test_r09_to_r18_every_decision_has_its_own_action_and_back():
    """Decisions as ints (the search's and the core's form): one action each, read back alike,
    and no other int stands for a decision."""
    decisions = ([Play(c) for c in range(CARD_COUNT)] + [Take(c) for c in range(64)] + [Take(None)]
                 + [DogMove(a, b) for a in range(64) for b in range(64)] + [NO_DOG_MOVE, Consent(True), Consent(False)])
    actions = [action_of(d) for d in decisions]
    assert len(set(actions)) == len(decisions) and all(0 <= a < ACTION_COUNT for a in actions)
    assert [decision_of(a) for a in actions] == decisions
    for unused in set(range(-1, ACTION_COUNT + 1)) - set(actions):
        with pytest.raises(ValueError):
            decision_of(unused)


def test_r09_to_r18_every_decision_reads_back_from_its_text():
    """The text form (the app's saved turn in progress, the CLI) reads back to the same decision;
    a refusal carries its message, its reason word and its seat."""
    decisions = ([Play(c) for c in range(CARD_COUNT)] + [Take(c) for c in range(64) if c % 8 < 7 and c < 56]
                 + [Take(None), NO_DOG_MOVE, Consent(True), Consent(False)]
                 + [DogMove(cell(a, b), cell(c, d)) for a, b, c, d in ((0, 1, 2, 3), (6, 5, 4, 3), (1, 0, 1, 6))])
    assert [parse_decision(str(d)) for d in decisions] == decisions
    with pytest.raises(IllegalDecision, match="cannot read") as refused:
        parse_decision("take [9,9] now")
    assert refused.value.reason == "unreadable" and refused.value.seat is None


def test_r09_played_card_goes_face_up_to_the_display():
    state = _basic()
    events = run(state, Play(C("G08.2")))
    assert state.where[C("G08.2")] == DISPLAY + 0
    assert state.hand(0) == [C("M2.1")]
    assert of(events, ev.CardPlayed) == [ev.CardPlayed(0, C("G08.2"))]
    assert state.phase == TAKE
    assert state.hidden[0] is False                     # no longer secret (R23)

# ---------------------------------------------------------------- R10 move


@pytest.mark.parametrize("card,steps", [("G00.1", 1), ("G00.2", 2), ("G00.3", 3), ("G00.4", 4),
                                        ("G00.5", 5), ("M1.3", 1), ("M2.3", 2), ("D05", 0)])
def test_r10_pawn_moves_by_value(card, steps):
    state = position(3, pasture={(0, 0): "M1.1"}, hands={0: [card, "G01.1"]}, pawns={0: 3},
                     deck=["M1.2"])
    events = run(state, Play(C(card)))
    assert state.pawns[0] == 3 + steps
    assert of(events, ev.PawnMoved) == [ev.PawnMoved(0, 3, 3 + steps, steps)]


@pytest.mark.parametrize("players,start,card,end", [
    (2, 22, "G00.5", 3),      # 24 positions
    (2, 23, "M1.1", 0),
    (3, 26, "M2.1", 0),       # 28 positions
    (3, 27, "G00.4", 3),
    (5, 24, "G00.5", 1),
])
def test_r10_positions_wrap_around(players, start, card, end):
    state = position(players, pasture={(0, 0): "M1.2"}, hands={0: [card, "G01.1"]},
                     pawns={0: start}, deck=["M1.3"])
    run(state, Play(C(card)))
    assert state.pawns[0] == end


def test_r10_several_pawns_may_share_a_position():
    state = position(3, pasture={(0, 4): "M1.2", (1, 4): "M1.3"}, hands={0: ["G00.4", "G01.1"]},
                     pawns={0: 0, 1: 4, 2: 4}, deck=["M1.4"])
    run(state, Play(C("G00.4")))
    assert state.pawns == [4, 4, 4]
    assert state.legal_decisions()                       # and the turn goes on normally

# ---------------------------------------------------------------- R11 take


def _column3(deck=("G10.1", "G10.2"), **kw):
    """3 players, seat 0 lands on position 3 (column 3) by playing G08.2.

    Column 3: [0,3] G04.3 with seat 1's marker, [1,3] M1.1, [2,3] D01, [3,3] empty,
    [4,3] G05.5 with seat 0's marker, [5,3] G06.1, [6,3] empty.  [0,0] G07.1 is off the line.
    """
    args = dict(pasture={(0, 3): "G04.3@1", (1, 3): "M1.1", (2, 3): "D01", (4, 3): "G05.5@0",
                         (5, 3): "G06.1", (0, 0): "G07.1", (1, 0): "G07.2", (2, 0): "G07.3",
                         (5, 0): "G07.4"},
                hands={0: ["G08.2", "G09.1"]}, deck=list(deck), pawns={0: before(3, 3, "G08.2")})
    args.update(kw)
    return position(3, **args)


def test_r11_take_only_unmarked_cards_of_the_line():
    state = _column3()
    run(state, Play(C("G08.2")))
    assert state.pawns[0] == 3
    assert set(state.legal_decisions()) == {Take(cell(1, 3)), Take(cell(2, 3)), Take(cell(5, 3))}
    for rc in [(0, 3),        # opponent's marker
               (4, 3),        # own marker
               (3, 3),        # empty
               (0, 0)]:       # not on the line
        with pytest.raises(IllegalDecision):
            state.check(Take(cell(*rc)))
    with pytest.raises(IllegalDecision):
        state.check(Take(None))                           # R12 only when nothing can be taken
    with pytest.raises(IllegalDecision):
        state.check(Play(C("G09.1")))


@pytest.mark.parametrize("rc,card", [((1, 3), "M1.1"), ((2, 3), "D01"), ((5, 3), "G06.1")])
def test_r11_take_any_unmarked_card_refills_gap_from_deck(rc, card):
    state = _column3()
    events = run(state, Play(C("G08.2")), Take(cell(*rc)))
    assert C(card) in state.hand(0) and state.where[C(card)] == HAND + 0
    assert state.cards[cell(*rc)] == C("G10.1")           # deck top
    assert state.deck == [C("G10.2")]
    assert of(events, ev.CardTaken) == [ev.CardTaken(0, cell(*rc), C(card))]
    assert of(events, ev.PastureRefilled) == [ev.PastureRefilled(cell(*rc), C("G10.1"))]
    assert state.marks[cell(*rc)] == -1
    # the taken card was face up: it is public
    slot = state.hands.index(C(card))
    assert state.hidden[slot] is False
    check_invariants(state)


def test_r11_refill_is_a_chance_step():
    state = _column3()
    state.apply(Play(C("G08.2")))
    state.apply(Take(cell(1, 3)))
    assert state.is_chance and state.phase == REFILL and state.legal_decisions() == []
    with pytest.raises(IllegalDecision):
        state.check(Play(C("G09.1")))
    state.advance()
    assert state.cards[cell(1, 3)] == C("G10.1") and not state.is_chance


def test_r11_empty_deck_leaves_the_cell_empty():
    state = _column3(deck=())
    events = run(state, Play(C("G08.2")), Take(cell(1, 3)))
    assert state.cards[cell(1, 3)] == -1
    assert not of(events, ev.PastureRefilled)
    assert state.phase == PLAY and state.seat == 1       # row 1 and column 3 still hold cards


def test_r11_refill_of_a_claimed_type_is_marked_at_once():
    # type 4 belongs to seat 1 (its marker on [0,3]); the deck's top card is G04.1
    state = _column3(deck=("G04.1", "G10.2"))
    events = run(state, Play(C("G08.2")), Take(cell(2, 3)))
    assert state.cards[cell(2, 3)] == C("G04.1")
    assert state.marks[cell(2, 3)] == 1
    assert state.markers[1] == 8
    assert ev.MarkersPlaced(1, (cell(2, 3),), (C("G04.1"),)) in events
    check_invariants(state)


def test_r11_a_marked_card_can_never_be_taken():
    state = _column3(deck=("G04.1", "G10.2"), hands={0: ["G08.2", "G09.1"], 1: ["G11.2", "G11.3"]},
                     pawns={0: before(3, 3, "G08.2"), 1: before(3, 3, "G11.2")})
    run(state, Play(C("G08.2")), Take(cell(2, 3)))      # the refill G04.1 gets seat 1's marker
    run(state, Play(C("G11.2")))                         # seat 1's pawn now faces column 3 too
    assert set(state.legal_decisions()) == {Take(cell(1, 3)), Take(cell(5, 3))}
    for rc in [(0, 3), (2, 3), (4, 3)]:
        with pytest.raises(IllegalDecision):
            state.check(Take(cell(*rc)))

# ---------------------------------------------------------------- R12 nothing to take


def _nothing_to_take(**kw):
    """3 players; column 3 holds only marked cards; seat 0 plays G08.3 onto position 3."""
    args = dict(pasture={(0, 3): "G04.3@1", (4, 3): "G05.5@0", (2, 2): "G08.1", (1, 1): "M1.1"},
                hands={0: ["G08.3", "G09.1"]}, displays={0: ["G08.5"]}, deck=["G10.1"],
                pawns={0: before(3, 3, "G08.3")})
    args.update(kw)
    return position(3, **args)


def test_r12_only_take_none_when_line_all_marked():
    state = _nothing_to_take()
    run(state, Play(C("G08.3")))
    assert state.legal_decisions() == [Take(None)]
    with pytest.raises(IllegalDecision):
        state.check(Take(cell(0, 3)))
    state.check(Take(None))


def test_r12_only_take_none_when_line_empty():
    state = _nothing_to_take(pasture={(2, 2): "G08.1", (1, 1): "M1.1"})
    run(state, Play(C("G08.3")))
    assert state.legal_decisions() == [Take(None)]


def test_r12_turn_still_scores_then_game_ends():
    state = _nothing_to_take()
    events = run(state, Play(C("G08.3")), Take(None))
    assert ev.NothingToTake(0) in events
    assert (0, 8, "A") in won(events)               # 5 + 3 = 8 scored anyway
    assert state.marks[cell(2, 2)] == 0
    assert state.phase == OVER and state.is_over
    assert state.legal_decisions() == []
    ended = of(events, ev.GameEnded)
    assert len(ended) == 1 and ended[0].scores == state.scores()
    assert state.hand(0) == [C("G09.1")]                     # nothing taken
    with pytest.raises(IllegalDecision):
        state.check(Play(C("G09.1")))

# ---------------------------------------------------------------- R19 endings caused by a take


def test_r19_take_with_empty_deck_empties_a_row():
    # row 0 holds only [0,3]; column 3 keeps [1,3]
    state = position(3, pasture={(0, 3): "M1.1", (1, 3): "M1.2", (1, 0): "G07.1"},
                     hands={0: ["G08.2", "G09.1"]}, pawns={0: before(3, 3, "G08.2")})
    events = run(state, Play(C("G08.2")), Take(cell(0, 3)))
    assert state.is_over
    assert [type(e) for e in events][-2:] == [ev.TurnEnded, ev.GameEnded]


def test_r19_take_with_empty_deck_empties_a_column():
    # seat 0 faces row 2 from the right (position 9); [2,6] is alone in column 6
    state = position(3, pasture={(2, 6): "M1.1", (2, 0): "M1.2", (0, 0): "G07.1"},
                     hands={0: ["G08.2", "G09.1"]}, pawns={0: before(3, 9, "G08.2")})
    run(state, Play(C("G08.2")), Take(cell(2, 6)))
    assert state.is_over


def test_r19_take_with_empty_deck_leaving_lines_nonempty_goes_on():
    state = position(3, pasture={(0, 3): "M1.1", (0, 1): "M1.3", (1, 3): "M1.2"},
                     hands={0: ["G08.2", "G09.1"]}, pawns={0: before(3, 3, "G08.2")})
    run(state, Play(C("G08.2")), Take(cell(0, 3)))
    assert not state.is_over and state.seat == 1


def test_r19_a_line_holding_card_zero_only_is_not_empty():
    state = position(3, pasture={(0, 3): "M1.1", (0, 1): card_id(0), (1, 3): "M1.2"},
                     hands={0: ["G08.2", "G09.1"]}, pawns={0: before(3, 3, "G08.2")})
    run(state, Play(C("G08.2")), Take(cell(0, 3)))
    assert not state.is_over and state.seat == 1


def test_r19_full_deck_never_empties_a_line():
    state = position(3, pasture={(0, 3): "M1.1"}, hands={0: ["G08.2", "G09.1"]},
                     pawns={0: before(3, 3, "G08.2")}, deck=["M1.2"])
    run(state, Play(C("G08.2")), Take(cell(0, 3)))
    assert not state.is_over and state.cards[cell(0, 3)] == C("M1.2")


def test_r19_random_games_end_only_by_r12_or_an_empty_line():
    for seed in range(60):
        game = Game.new(2 + seed % 4, seed)
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.state.legal_decisions()))
        state, events = game.state, game.events
        n = state.size
        empty_line = any(all(state.cards[cell(r, k)] < 0 for k in range(n)) for r in range(n)) or \
            any(all(state.cards[cell(r, k)] < 0 for r in range(n)) for k in range(n))
        nothing = any(isinstance(e, ev.NothingToTake) for e in events)
        assert empty_line or nothing
        # No seat acts once the game is over: the table highlights none (the online form, which
        # rebuilds the actor from the phase, agrees).
        assert state.current_player() == TERMINAL and state.actor == CHANCE


# ---------------------------------------------------------------- the search's own path (issue 37)


def test_r07_a_set_up_with_a_hand_of_three_is_refused_for_its_hands():
    """Every card is still dealt exactly once (one moved from the deck): only the hand's size
    is wrong, and it is named."""
    setup = deal(3, 3)
    hands = (setup.hands[0] + (setup.deck[0],),) + setup.hands[1:]
    with pytest.raises(SetupError, match="3 cards") as refused:
        replace(setup, deck=setup.deck[1:], hands=hands).check()
    assert refused.value.field == "hands"


def _at_refill(players: int, seed: int) -> GameState:
    """A bare state (the search's) played at random to its first refill."""
    state, rng = GameState.from_setup(deal(players, seed)), random.Random(seed)
    while state.phase != REFILL:
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", [2, 5])
def test_r11_the_refill_as_a_chance_step_draws_the_deck_top_into_the_gap(players):
    """The match refills by itself; the search steps through the refill as chance's action."""
    state = _at_refill(players, seed=11)
    top, size = state.deck[-1], len(state.deck)
    assert state.current_player() == CHANCE
    assert state.chance_outcome(random.Random(0)) == top
    assert state.chance_outcomes() == [(top, 1.0)]
    state.apply_action(top)
    assert state.phase != REFILL and state.current_player() != CHANCE
    assert len(state.deck) == size - 1 and state.where[top] >= PASTURE
    check_invariants(state)


def test_a_clone_is_an_equal_state_that_plays_on_alone():
    state = _at_refill(3, seed=4)
    twin = state.clone()
    assert isinstance(twin, GameState) and twin is not state
    assert twin.observation(0).key() == state.observation(0).key()
    twin.apply_action(twin.deck[-1])
    assert state.phase == REFILL and twin.phase != REFILL


@pytest.mark.parametrize("seat", [0, 2])
def test_an_observation_is_the_seats_own_view(seat):
    state = GameState.from_setup(deal(3, 8))
    view = state.observation(seat)
    assert isinstance(view, SeatView) and view.seat == seat
    if seat == state.current_player():
        assert sorted(view.legal_actions()) == sorted(state.legal_actions())


def test_a_view_after_a_play_is_the_seats_view_at_its_take_and_none_across_a_refill():
    """The search's plans reuse the view after the seat's own play; a take that a refill
    follows hands the turn to chance, and there is no view of the seat to reuse."""
    state = GameState.from_setup(deal(2, 6))
    seat = state.current_player()
    view = state.observation(seat)
    play = view.legal_actions()[0]
    after = view.after(play)
    played = state.copy()
    played.apply_action(play)
    assert played.phase == TAKE and after is not None
    assert after.key() == played.observation(seat).key()
    take = played.legal_actions()[0]
    assert played.deck and after.after(take) is None
