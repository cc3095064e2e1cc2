"""Meadow Dice's fast playout (the search's simulations) and its common dice (issue 37).

The playout draws every throw and choice from ``rand``; a scripted ``rand`` that stops the
playout (by raising) after its values lets a test check one turn's choices against what the
docstring promises and the rules allow.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from goatmaster.games.meadow_dice.engine import MeadowState, named_sheet
from goatmaster.games.meadow_dice.engine.sheet import COW, NEIGHBOURS
from goatmaster.games.meadow_dice.engine.state import common_faces, two_dice

WINDMILL = named_sheet("Windmill")


class Stop(Exception):
    pass


def scripted(*values: float):
    """A ``rand`` giving ``values`` then stopping the playout."""
    left = list(values)

    def rand() -> float:
        if not left:
            raise Stop
        return left.pop(0)
    return rand


def die(face: int) -> float:
    """The ``rand()`` value that throws ``face``."""
    return (face - 0.5) / 6


def index(k: int, i: int) -> float:
    """The ``rand()`` value that picks item ``i`` of ``k``."""
    return (i + 0.5) / k


def play(state: MeadowState, smart: bool, *values: float) -> MeadowState:
    with pytest.raises(Stop):
        state.playout(scripted(*values), smart=smart)
    return state


def marks_of(state: MeadowState, seat: int) -> set[int]:
    return {c for c, o in enumerate(state.owner) if o == seat}


def no_free(face: int) -> MeadowState:
    """Seat 0 to throw, every cell of ``face`` marked by seat 1."""
    return MeadowState.with_marks(WINDMILL, circles=[c for c, f in enumerate(WINDMILL.faces) if f == face])

# ---------------------------------------------------------------------- the common dice


def test_the_common_dice_are_splitmix64():
    # SplitMix64 seeded with 0: its published first outputs (key 0 at turns 0, 1, 2).
    assert [common_faces(0, turn) for turn in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_the_common_dice_are_reproducible_in_range_and_even():
    counts = [Counter() for _ in range(5)]
    for key in range(3000):
        faces = common_faces(key * 7919, key % 40)
        assert faces == common_faces(key * 7919, key % 40)
        for k in range(5):
            counts[k][faces // 6 ** k % 6] += 1
    for count in counts:
        assert sorted(count) == list(range(6)) and max(count.values()) < 1.15 * 500 and min(count.values()) > 0.85 * 500


@pytest.mark.parametrize("key", [0, 1, 12345])
def test_every_key_even_0_throws_the_common_dice(key):
    state = MeadowState.blank(WINDMILL)
    state.use_common_dice(key)
    faces = common_faces(key, 0)
    expected = two_dice(faces % 6 + 1, faces // 6 % 6 + 1)
    assert state.throw(lambda: 0.0) == state.throw(lambda: 0.999) == expected

# ---------------------------------------------------------------------- the random playout


def test_the_random_playout_keeps_a_double_when_it_draws_keep():
    state = MeadowState.blank(WINDMILL)
    three = WINDMILL.faces.index(3)
    # 3 and 3, keep (the first of the three choices a double has), mark the first free 3
    play(state, False, die(3), die(3), index(3, 0), index(len(state.free[3]), 0), die(1), die(2))
    assert (state.dice0, state.dice1) == (3, 3) and state.turn == 1 and marks_of(state, 0) == {three}


def test_the_random_playout_throws_again_only_the_die_it_draws():
    state = MeadowState.blank(WINDMILL)
    # 2 and 4, throw die 0 (the 2) again: a 5; then stop before the mark
    play(state, False, die(2), die(4), index(4, 1), die(5))
    assert (state.dice0, state.dice1) == (4, 5) and state.turn == 0
    state = MeadowState.blank(WINDMILL)
    play(state, False, die(2), die(4), index(4, 2), die(5))     # die 1 (the 4) again
    assert (state.dice0, state.dice1) == (2, 5) and state.turn == 0

# ---------------------------------------------------------------------- the smart playout


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_the_smart_playout_throws_both_again_only_when_they_mark_nothing(face):
    dead = no_free(face)
    play(dead, True, die(face), die(face), die(2), die(4))
    assert (dead.dice0, dead.dice1) == (2, 4) and dead.turn == 0        # thrown again, not yet marked
    other = 1 + face % 5
    for first, second in ((face, other), (other, face), (face, COW), (COW, COW)):
        kept = no_free(face)
        play(kept, True, die(first), die(second))
        assert (kept.dice0, kept.dice1) == tuple(sorted((first, second))) and kept.turn == 0


def test_the_smart_playout_takes_a_second_cell_that_grows_a_herd():
    """D7b's mark: of two cells drawn the one beside the seat's own marks (the docstring)."""
    rng = random.Random(37)
    for _ in range(20):
        own = rng.choice([c for c, f in enumerate(WINDMILL.faces) if 1 <= f <= 5])
        state = MeadowState.with_marks(WINDMILL, crosses=[own])
        for face in range(1, COW):
            cells = list(state.free[face])
            near = [i for i, c in enumerate(cells) if own in NEIGHBOURS[c]]
            far = [i for i, c in enumerate(cells) if own not in NEIGHBOURS[c]]
            if near and far:
                break
        else:
            continue
        k = len(cells)
        play(state, True, die(face), die(face), index(k, far[0]), index(k, near[0]), die(1), die(2))
        assert marks_of(state, 0) == {own, cells[near[0]]}
        # a first cell beside its marks is kept without a second look
        state = MeadowState.with_marks(WINDMILL, crosses=[own])
        play(state, True, die(face), die(face), index(k, near[0]), die(1), die(2))
        assert marks_of(state, 0) == {own, cells[near[0]]}
        return
    pytest.fail("no position found")

