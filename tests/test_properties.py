"""Properties over thousands of random games (R11–R22), with hypothesis.

* Checked path: ``Game.apply`` with uniformly random legal decisions (events on);
  the card accounting of ``positions.check_invariants`` holds after every decision.
* Fast path: ``GameState.playout``; it makes exactly the choices the checked path
  makes from the same random stream.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goatmaster.games.goat_master.engine import Game, GameState, IllegalDecision, Play, Take, deal, winners
from goatmaster.games.goat_master.engine.state import FIELDS as STATE_FIELDS  # noqa: E402
from goatmaster.games.goat_master.engine.actions import action_of
from goatmaster.games.goat_master.engine.game import TurnRecord
from goatmaster.games.goat_master.engine import events as ev
from goatmaster.games.goat_master.engine.state import BOX, CONSENT, OUT, OVER, REFILL, TAKE

from positions import check_invariants

GAMES = st.tuples(st.integers(2, 5), st.integers(0, 2**32 - 1))
MAX_DECISIONS = 3000          # a game has at most ~120 turns of at most a few decisions


def pick(state, r):
    """The decision ``playout`` would make with the random stream ``r``.

    ``playout`` draws one number per decision — ``legal[int(r() * len(legal))]`` in
    ``legal_decisions()`` order — except for a take with nothing to take (R12), which
    it makes without drawing.
    """
    legal = state.legal_decisions()
    if state.phase == TAKE and legal == [Take(None)]:
        return legal[0]
    return legal[int(r() * len(legal))]


def check_end(state, events=None):
    assert state.phase == OVER and state.legal_decisions() == []
    scores = state.scores()
    assert all(s.single >= 0 and s.double >= 0 and s.milk >= 0 for s in scores)
    best = max(s.total for s in scores)
    assert winners(scores) == tuple(s.seat for s in scores if s.total == best)
    assert winners(scores)
    if events is not None:
        ended = [e for e in events if isinstance(e, ev.GameEnded)]
        assert len(ended) == 1 and ended[0].scores == scores and ended[0].winners == winners(scores)
        assert isinstance(events[-1], ev.GameEnded)


@pytest.mark.slow
@settings(max_examples=700, deadline=None)
@given(GAMES)
def test_checked_random_games_keep_every_invariant(game_args):
    players, seed = game_args
    setup = deal(players, seed)
    game = Game(setup)
    state = game.state
    r = random.Random(seed).random
    dealt = [set(h) for h in setup.hands]
    boxed = set(setup.removed)
    owners = list(state.owner)
    marks_used = [0] * players
    out = set()
    check_invariants(state)
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        legal = state.legal_decisions()
        assert legal
        game.apply(legal[int(r() * len(legal))])
        assert state.phase != REFILL                       # Game resolves the chance step
        check_invariants(state)
        # R17: a placed marker stays; R14/R15: a type is decided once, for good
        used = [10 - m for m in state.markers]
        assert all(u >= v for u, v in zip(used, marks_used)) and max(used) <= 10
        marks_used = used
        for t, o in enumerate(state.owner):
            assert owners[t] in (-1, o)
        owners = list(state.owner)
        # cards that left the game (R3 box, R14/R15 out) never come back
        now_out = {c for c, w in enumerate(state.where) if w == OUT}
        assert out <= now_out
        out = now_out
        assert all(state.where[c] == BOX for c in boxed)
        # R23: a secret hand slot only ever holds a card that seat was dealt
        for slot, card in enumerate(state.hands):
            if state.hidden[slot]:
                assert card in dealt[slot // 2]
        if state.phase == CONSENT:
            assert state.actor != state.seat and state.actor >= 0
        elif state.phase != OVER:
            assert state.actor == state.seat
    else:
        raise AssertionError("the game did not end")
    check_end(state, game.events)
    turns = [e for e in game.events if isinstance(e, ev.TurnEnded)]
    assert [e.seat for e in turns] == [k % players for k in range(len(turns))]    # R8


@settings(max_examples=2500, deadline=None)
@given(GAMES)
def test_fast_playouts_end_consistently(game_args):
    players, seed = game_args
    state = GameState.from_setup(deal(players, seed))
    state.playout(random.Random(seed).random)
    check_invariants(state)
    check_end(state)
    assert state.events is None


FIELDS = [f for f in STATE_FIELDS if f not in ("events", "geo")]


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(GAMES)
def test_playout_equals_the_checked_path(game_args):
    players, seed = game_args
    setup = deal(players, seed)
    fast_rng, slow_rng = random.Random(seed), random.Random(seed)
    fast = GameState.from_setup(setup)
    fast.playout(fast_rng.random)
    game = Game(setup)
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        game.apply(pick(game.state, slow_rng.random))
    slow = game.state
    for field in FIELDS:
        assert getattr(fast, field) == getattr(slow, field), field
    assert fast_rng.random() == slow_rng.random()        # the same numbers were drawn


@settings(max_examples=200, deadline=None)
@given(GAMES, st.integers(0, 300))
def test_copy_is_independent_and_plays_on_identically(game_args, cut):
    """copy() (what the search uses) shares no list with the original and plays on alike."""
    players, seed = game_args
    state = GameState.from_setup(deal(players, seed))
    r = random.Random(seed).random
    for _ in range(cut):
        if state.is_over:
            break
        if state.is_chance:
            state.advance()
        else:
            state.apply(pick(state, r))
    clone = state.copy()
    frozen = {f: repr(getattr(clone, f)) for f in FIELDS}
    state.playout(random.Random(seed + 1).random)
    assert {f: repr(getattr(clone, f)) for f in FIELDS} == frozen
    clone.playout(random.Random(seed + 1).random)
    for f in FIELDS:
        assert getattr(state, f) == getattr(clone, f), f


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_recorded_turns_replay_to_the_same_events_and_states(players):
    """A save file is the set-up plus its turns: ``play_turn`` gives back each turn's events
    (refills and the end included), and ``replayed(k)`` the state after k turns.  A record
    keeps the dog move made, not the ones refused (R18), so the questions are left out."""
    def moves(events):
        return [e for e in events if not isinstance(e, (ev.ConsentAsked, ev.ConsentGiven))]

    setup = deal(players, 40 + players)
    game = Game(setup)
    r = random.Random(players).random
    while not game.is_over:
        game.apply(pick(game.state, r))
    ends = [k + 1 for k, e in enumerate(game.events) if isinstance(e, ev.TurnEnded)]
    ends[-1] = len(game.events)                     # the last turn's events end with GameEnded
    again = Game(setup)
    for k, (record, start, end) in enumerate(zip(game.turns, [0] + ends, ends)):
        assert moves(again.play_turn(record)) == moves(game.events[start:end])
        replayed = game.replayed(k + 1)
        for field in FIELDS:
            assert getattr(replayed, field) == getattr(again.state, field), (k, field)
    assert again.is_over and moves(again.events) == moves(game.events)
    for field in FIELDS:
        assert getattr(again.state, field) == getattr(game.state, field), field


def test_a_refused_recorded_turn_leaves_the_game_as_it_was():
    """A save file's turn is all or nothing: a legal play with a take off the pawn's line (R11)
    is refused before anything changes."""
    game = Game.new(3, 5)
    state = game.state
    card = state.hand(0)[0]
    trial = state.copy()
    trial.apply(Play(card))
    trial.advance()
    wrong = next(c for c in range(64) if state.cards[c] >= 0 and Take(c) not in trial.legal_decisions())
    before = {f: repr(getattr(state, f)) for f in FIELDS}
    with pytest.raises(IllegalDecision):
        game.play_turn(TurnRecord(0, card, wrong))
    assert {f: repr(getattr(state, f)) for f in FIELDS} == before
    assert (game.events, game.turns, game.actions) == ([], [], [])


@pytest.mark.parametrize("players", [2, 5])
def test_legal_actions_are_the_legal_decisions_as_ints(players):
    """The search and the core interface read ``legal_actions``; the rules speak in decisions."""
    game = Game.new(players, 60 + players)
    r = random.Random(players).random
    while not game.is_over:
        state = game.state
        assert state.legal_actions() == [action_of(d) for d in state.legal_decisions()]
        game.apply(pick(state, r))
    assert game.state.legal_actions() == []
