"""The contract every registered game keeps with the shared layers (core interface).

Run on every game in the registry: the built-in ones and the test-only poker
(tests/toy_poker.py), so a new game is checked the day it registers.
"""

from __future__ import annotations

import pickle
import random

import pytest

from goatmaster.core.game import CHANCE, TERMINAL, ActionError
from goatmaster.core.registry import entries
from goatmaster.search.ismcts import Settings, search

GAMES = entries()
IDS = [game.name for game in GAMES]


def _states(game, games: int = 3, seed: int = 0):
    """Every state of a few random games of ``game`` (fewest and most seats), in order."""
    rng = random.Random(seed)
    for g in range(games):
        seats = (game.info.min_seats, game.info.max_seats)[g % 2]
        state = game.new_match(seats, seed * 100 + g, {}).state
        while True:
            yield state.clone()
            seat = state.current_player()
            if seat == TERMINAL:
                break
            action = (state.chance_outcome(rng) if seat == CHANCE
                      else rng.choice(state.legal_actions()))
            state.apply_action(action)


def _decisions(game, every: int = 1):
    """States where a seat (not chance) must decide."""
    for k, state in enumerate(_states(game)):
        if state.current_player() >= 0 and k % every == 0:
            yield state


def test_games_are_registered():
    assert {"goat-master", "toy-poker"} <= set(IDS)
    for game in GAMES:
        info = game.info
        assert 1 <= info.min_seats <= info.max_seats and info.save_format and info.title


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_random_playouts_end_with_a_result(game):
    rng = random.Random(1)
    for g in range(20):
        seats = rng.randint(game.info.min_seats, game.info.max_seats)
        state = game.new_match(seats, g, {}).state
        for _ in range(100_000):
            seat = state.current_player()
            if seat == TERMINAL:
                break
            assert seat == CHANCE or 0 <= seat < seats
            legal = [] if seat == CHANCE else state.legal_actions()
            assert seat == CHANCE or legal, "a seat to decide has a legal action"
            state.apply_action(state.chance_outcome(rng) if seat == CHANCE else rng.choice(legal))
        assert state.is_terminal() and state.legal_actions() == []
        totals, winners = state.result()
        assert len(totals) == seats and set(winners) <= set(range(seats))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_clones_are_independent(game):
    rng = random.Random(2)
    for state in _decisions(game, every=5):
        before = pickle.dumps(state)
        copy = state.clone()
        while not copy.is_terminal():
            seat = copy.current_player()
            copy.apply_action(copy.chance_outcome(rng) if seat == CHANCE
                              else rng.choice(copy.legal_actions()))
        assert pickle.dumps(state) == before


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_actions_round_trip_through_their_text(game):
    rng = random.Random(3)
    for state in _states(game):
        seat = state.current_player()
        if seat == TERMINAL:
            continue
        actions = [state.chance_outcome(rng)] if seat == CHANCE else state.legal_actions()
        for action in actions:
            assert state.string_to_action(state.action_to_string(action)) == action
        with pytest.raises(ActionError):
            state.string_to_action("no such action at all")


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_an_observation_holds_nothing_its_seat_may_not_know(game):
    """Rearranging what a seat cannot see leaves its observation exactly as it was."""
    rng = random.Random(4)
    for state in _decisions(game, every=3):
        for seat in range(state.num_seats):
            observation = state.observation(seat)
            exact = pickle.dumps(observation)
            for _ in range(3):
                world = observation.sample(rng)
                again = world.observation(seat)
                assert again.key() == observation.key()
                assert pickle.dumps(again) == exact


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_samples_agree_with_the_observation(game):
    rng = random.Random(5)
    for state in _decisions(game, every=3):
        seat = state.current_player()
        observation = state.observation(seat)
        assert observation.legal_actions() == state.legal_actions()
        assert observation.current_player() == seat
        for _ in range(3):
            world = observation.sample(rng)
            assert world.current_player() == seat
            assert world.legal_actions() == state.legal_actions()
            assert world.observation(seat).key() == observation.key()


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_the_search_ignores_how_hidden_information_is_arranged(game):
    """Fixed seed and iterations: the same decision on every world the seat cannot tell apart."""
    rng = random.Random(6)
    settings = Settings(iterations=60, trees=2)
    choices = [s for s in _decisions(game) if len(s.legal_actions()) > 1]
    checked = 0
    for state in choices[::max(1, len(choices) // 4)]:
        seat = state.current_player()
        expected = search(state.observation(seat), settings, seed=7)
        for _ in range(2):
            world = state.observation(seat).sample(rng)
            result = search(world.observation(seat), settings, seed=7)
            assert (result.action, result.stats) == (expected.action, expected.stats)
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_after_predicts_the_next_observation(game):
    """``Observation.after`` is either None or exactly the seat's next observation."""
    rng = random.Random(8)
    predicted = 0
    for state in _decisions(game, every=2):
        seat = state.current_player()
        observation = state.observation(seat)
        action = rng.choice(state.legal_actions())
        after = observation.after(action)
        if after is None:
            continue
        state.apply_action(action)
        assert state.current_player() == seat
        assert state.observation(seat).key() == after.key()
        predicted += 1
    assert predicted or game.name == "toy-poker"
