"""Goal Rows over thousands of seeded random games with 2–6 players: what must always hold.

Every card and token in exactly one place, hands never above four, the game
always ends, scores equal to a recount of the tokens won, no observation holding
a card its seat may not know (checked against the trades the seat watched), and
saved games that replay to the same position.
"""

from __future__ import annotations

import random

import pytest

from goatmaster.core.game import CHANCE
from goatmaster.files import envelope
from goatmaster.files.envelope import Seat
from goatmaster.games.goal_rows.engine import POINTS, RowsMatch, deal
from goatmaster.games.goal_rows.engine import events as ev
from goatmaster.games.goal_rows.engine.state import HAND, MAX_TURNS, REVEAL
from goatmaster.games.goal_rows.savefile import CODEC

GAMES = 2500


def _places_hold_everything_once(state) -> None:
    """T4, T5: each card of the players' colours and each token is in exactly one place."""
    held = [c for s in range(state.n) for c in state.hand(s)]
    rows = [c for p in range(4) for c in state.row(p)]
    everything = held + rows + state.pile + state.discard
    assert sorted(everything) == list(range(12 * state.n))
    won = [t for t in range(18) if state.owner[t] >= 0]
    on_places = [t for t in state.rtok if t >= 0]
    assert sorted(won + on_places + state.supply) == list(range(18))
    assert all(0 <= size <= HAND for size in state.hsize)
    assert state.live == tuple(p for p in range(4) if state.rtok[p] >= 0)
    # The hands' free slots hold -1, a place awaits a token only in the reveal step (as the
    # observations' keys and the online form take them).
    assert all(state.hands[HAND * s + state.hsize[s]:HAND * (s + 1)] == [-1] * (HAND - state.hsize[s])
               for s in range(state.n))
    assert state.reveal >= 0 if state.phase == REVEAL else state.reveal == -1


def _recount(state) -> list[int]:
    black = [0] * state.n
    red = [0] * state.n
    for token, seat in enumerate(state.owner):
        if seat >= 0:
            if POINTS[token] > 0:
                black[seat] += POINTS[token]
            else:
                red[seat] -= POINTS[token]
    return [b - r for b, r in zip(black, red)]


def _play_random(seed: int, players: int, check_every_step: bool) -> RowsMatch:
    rng = random.Random(seed)
    match = RowsMatch(deal(players, seed))
    state = match.state
    steps = 0
    while not match.is_over:
        seat = state.current_player()
        action = state.chance_outcome(rng) if seat == CHANCE else rng.choice(state.legal_actions())
        match.apply_action(action)
        steps += 1
        assert steps < 40 * MAX_TURNS, "the game always ends"
        if check_every_step:
            assert max(state.hsize) <= HAND
    return match


@pytest.mark.parametrize("players", range(2, 7))
def test_random_games_keep_every_card_and_token_in_one_place_and_end(players):
    for seed in range(GAMES // 5):
        match = _play_random(seed, players, check_every_step=True)
        state = match.state
        _places_hold_everything_once(state)
        totals, winners = state.result()
        assert totals == _recount(state) and state.turn <= MAX_TURNS
        best = max(totals)
        assert winners == ([s for s in range(players) if totals[s] == best] if best > 0 else [])


@pytest.mark.parametrize("players", range(2, 7))
def test_positions_along_the_way_are_whole(players):
    """The same invariants at every turn's end, on fewer games."""
    for seed in range(40):
        rng = random.Random(seed)
        match = RowsMatch(deal(players, 1000 + seed))
        state = match.state
        while not match.is_over:
            seat = state.current_player()
            events = match.apply_action(state.chance_outcome(rng) if seat == CHANCE
                                        else rng.choice(state.legal_actions()))
            if any(isinstance(e, ev.TurnEnded) for e in events):
                _places_hold_everything_once(state)
                assert [s.total for s in state.scores()] == _recount(state)


@pytest.mark.parametrize("players", range(2, 7))
def test_an_observation_knows_exactly_its_hand_and_the_traded_cards(players):
    """T15 against an independent record: the cards each seat watched change hands in trades."""
    for seed in range(30):
        rng = random.Random(seed)
        match = RowsMatch(deal(players, 2000 + seed))
        state = match.state
        seen: set[int] = set()                  # every seat watches every trade (T15)
        while not match.is_over:
            seat = state.current_player()
            for event in match.apply_action(state.chance_outcome(rng) if seat == CHANCE
                                            else rng.choice(state.legal_actions())):
                if isinstance(event, ev.TradeOffered):
                    seen.add(event.card)
                elif isinstance(event, ev.CardsSwapped):
                    seen.add(event.given)
                elif isinstance(event, ev.CardPlayed):
                    seen.discard(event.card)
            viewer = rng.randrange(players)
            view = state.observation(viewer)
            assert view.state.pile == [] and view.pile_size == len(state.pile)
            for other in range(players):
                known = {c for c in view.hand(other) if c is not None}
                real = set(state.hand(other))
                assert known == (real if other == viewer else real & seen)
                assert len(view.hand(other)) == len(real)
            hidden = set(state.pile) | {c for o in range(players) if o != viewer
                                        for c in state.hand(o) if c not in seen}
            assert set(view.unseen) == hidden


@pytest.mark.parametrize("players", range(2, 7))
def test_saved_games_replay_to_the_same_position(players):
    seats = [Seat(f"P{k}", "ai", "normal") for k in range(players)]
    for seed in range(12):
        match = _play_random(3000 + seed, players, check_every_step=False)
        text = envelope.dumps(CODEC.saved_game(seats, match, {}))
        loaded = envelope.loads(text)
        assert loaded.finished and loaded.game.state.result() == match.state.result()
        assert loaded.game.state.turn == match.state.turn
        for seat in range(players):
            assert loaded.game.state.observation(seat).key() == match.state.observation(seat).key()
        assert envelope.dumps(loaded) == text
        # Cut anywhere: the finished turns replay, and each turn's state matches the original's.
        cut = RowsMatch.replayed(match.initial, match.actions[:random.Random(seed).randrange(len(match.actions))])
        again = envelope.loads(envelope.dumps(CODEC.saved_game(seats, cut, {})))
        assert again.game.state.turn == cut.state.turn
        assert again.game.state.observation(0).key() == CODEC.replayed(
            CODEC.saved_game(seats, match, {}), cut.state.turn).observation(0).key()


@pytest.mark.parametrize("players", [2, 4])
def test_the_engines_own_playouts_keep_every_card_and_token_in_one_place_and_end(players):
    """The search's fast path (T7-T13), careful seats and trades included."""
    for seed in range(60):
        state = deal(players, seed)
        state.playout(random.Random(seed).random, trades=seed % 2 == 0, careful=True)
        _places_hold_everything_once(state)
        assert state.is_terminal() and state.result()[0] == _recount(state)
