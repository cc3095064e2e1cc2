"""The contract every registered game keeps with the shared layers (core interface).

Run on every game in the registry: the built-in ones and the test-only poker
(tests/toy_poker.py), so a new game is checked the day it registers.
"""

from __future__ import annotations

import json
import pickle
import random

import pytest

from goatmaster.core.game import CHANCE, TERMINAL, ActionError
from goatmaster.core.registry import entries
from goatmaster.search.arena import run_games
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
def test_a_game_says_truly_whether_it_has_secrets(game):
    """``GameInfo.secrets`` False (no hand-over screen in hot-seat) only where every seat knows
    all that any seat knows: a world sampled from one seat's view looks the same to every seat.
    A game with secrets shows one somewhere: a sample some other seat can tell apart."""
    rng = random.Random(8)
    told_apart = False
    for state in _decisions(game, every=5):
        for seat in range(state.num_seats):
            for _ in range(2):
                world = state.observation(seat).sample(rng)
                told_apart |= any(world.observation(other).key() != state.observation(other).key()
                                  for other in range(state.num_seats))
        if told_apart:
            break
    assert told_apart == game.info.secrets


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_chance_outcomes_list_what_chance_draws_with_its_odds(game):
    """``chance_outcomes()``: at a chance step, distinct legal outcomes whose probabilities sum to 1,
    among them every draw of ``chance_outcome``, drawn as often as their odds say; elsewhere none."""
    rng = random.Random(9)
    chance_steps = 0
    for k, state in enumerate(_states(game)):
        outcomes = state.chance_outcomes()
        if state.current_player() != CHANCE:
            assert outcomes == []
            continue
        chance_steps += 1
        odds = dict(outcomes)
        assert len(odds) == len(outcomes) and abs(sum(odds.values()) - 1) < 1e-9
        assert all(p > 0 for p in odds.values())
        for action in odds:
            state.clone().apply_action(action)                  # each one playable
        draws = 600 if k % 25 == 0 else 3
        counts: dict[int, int] = {}
        for _ in range(draws):
            drawn = state.chance_outcome(rng)
            counts[drawn] = counts.get(drawn, 0) + 1
        assert set(counts) <= set(odds)
        if draws > 3:
            for action, p in odds.items():                      # within 5 standard deviations
                assert abs(counts.get(action, 0) - draws * p) <= 5 * (draws * p * (1 - p)) ** 0.5 + 1
    assert chance_steps > 0


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


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_a_settled_search_stops_early_with_the_choice_the_whole_budget_makes(game):
    """One tree, fixed seed: stopping when no action can overtake the leader changes nothing."""
    full = Settings(iterations=600, trees=1, settle=False)
    settled = Settings(iterations=600, trees=1)
    choices = [s for s in _decisions(game) if len(s.legal_actions()) > 1]
    saved = 0
    for state in choices[::max(1, len(choices) // 12)]:
        view = state.observation(state.current_player())
        whole, early = search(view, full, seed=3), search(view, settled, seed=3)
        assert early.action == whole.action and whole.iterations == 600
        assert early.iterations <= 600
        saved += 600 - early.iterations
    assert saved > 0


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


def _played(game, seats: int, seed: int, stop_after: int | None = None):
    """A match of ``game`` played by random seats (to the end, or ``stop_after`` actions)."""
    rng = random.Random(seed)
    match = game.new_match(seats, seed, {})
    done = 0
    while not match.is_over and (stop_after is None or done < stop_after):
        state = match.state
        seat = state.current_player()
        match.apply_action(state.chance_outcome(rng) if seat == CHANCE
                           else rng.choice(state.legal_actions()))
        done += 1
    return match


def _saved(game, match, seats: int):
    from goatmaster.files.envelope import Seat
    players = [Seat(f"Seat {k}", "ai", "normal") if k else Seat("Ada", "human") for k in range(seats)]
    return game.codec.saved_game(players, match, {"note": "contract"})


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_a_saved_game_replays_to_the_same_state_and_result(game):
    from goatmaster.files import envelope
    for seed, seats in enumerate((game.info.min_seats, game.info.max_seats, game.info.min_seats)):
        match = _played(game, seats, seed)
        text = envelope.dumps(_saved(game, match, seats))
        loaded = envelope.loads(text)
        assert loaded.FORMAT == game.info.save_format and loaded.finished
        assert loaded.game.state.result() == match.state.result()
        for seat in range(seats):
            assert loaded.game.state.observation(seat).key() == match.state.observation(seat).key()
        assert envelope.dumps(loaded) == text
        unfinished = envelope.loads(envelope.dumps(_saved(game, _played(game, seats, seed, 3), seats)))
        assert not unfinished.finished


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_a_file_just_under_the_size_cap_loads_saves_and_loads_again(game, tmp_path):
    """Issue 34 §19: the writer indented such a file past the cap, and the next load refused it
    (the autosave set aside, Continue gone)."""
    from goatmaster.files import envelope
    from goatmaster.files.strict_json import MAX_BYTES
    seats = game.info.min_seats
    document = json.loads(envelope.dumps(_saved(game, _played(game, seats, 1, 6), seats)))
    document["app"]["padding"] = ["sixteen letters."] * 200_000     # 19 bytes each, 7 more indented

    def compact() -> bytes:
        return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    document["app"]["padding"][-1] += "x" * (MAX_BYTES - 1 - len(compact()))
    data = compact()
    assert len(data) == MAX_BYTES - 1
    path = tmp_path / "game.goat"
    envelope.save(path, envelope.loads(data))
    assert path.stat().st_size <= MAX_BYTES
    again = envelope.load(path)
    assert again.app == document["app"] and envelope.dumps(again) == envelope.dumps(envelope.loads(data))
    assert b"\n  " in envelope.file_bytes(_saved(game, _played(game, seats, 1, 6), seats))  # small: indented


def _mutations(document, rng: random.Random):
    """Small damages to a save file's JSON: a key dropped or added, a value replaced, a list cut."""
    import copy
    nasty = [None, True, -1, 0, 7, 2 ** 40, 1.5, "", "x", "G99.9", [], {}, [0, 0], [[0]], "chance"]
    while True:
        doc = copy.deepcopy(document)
        holders = []
        todo = [doc]
        while todo:
            item = todo.pop()
            if isinstance(item, dict):
                holders += [(item, k) for k in item]
                todo += item.values()
            elif isinstance(item, list):
                holders += [(item, k) for k in range(len(item))]
                todo += item
        holder, key = rng.choice(holders)
        kind = rng.random()
        if kind < 0.5:
            holder[key] = rng.choice(nasty)
        elif kind < 0.7:
            del holder[key]
        elif kind < 0.8 and isinstance(holder, dict):
            holder["extra"] = 1
        elif isinstance(holder[key], list) and holder[key]:
            holder[key] = holder[key][::-1] if rng.random() < 0.5 else holder[key][:-1]
        else:
            holder[key] = copy.deepcopy(rng.choice(holders)[0])
        yield doc


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_the_loader_rejects_damaged_files_with_our_own_error_only(game):
    import json

    from goatmaster.files import envelope
    from goatmaster.files.strict_json import SaveError
    seats = game.info.min_seats
    text = envelope.dumps(_saved(game, _played(game, seats, 11, stop_after=40), seats))
    document = json.loads(text)
    rng = random.Random(12)
    rejected = 0
    damaged = _mutations(document, rng)
    for _ in range(2000):
        data = json.dumps(next(damaged)).encode()
        if rng.random() < 0.1:                              # and some broken bytes
            cut = rng.randrange(len(data))
            data = data[:cut] + bytes([rng.randrange(256)]) + data[cut + 1:]
        try:
            envelope.loads(data)
        except SaveError as error:
            assert str(error).startswith(("turn ", "setup: ")), str(error)
            rejected += 1
    assert rejected > 1500


@pytest.mark.parametrize("game", [g for g in GAMES if g.ai is not None], ids=lambda g: g.name)
def test_the_arena_plays_the_same_games_in_worker_processes(game):
    """``goatmaster-cli arena --jobs 2`` sends the game's knowledge to spawned processes:
    it must pickle (no closures), and a game played there must be the game played here."""
    kinds = ["random"] * game.info.min_seats
    here = [(out.scores, out.winners) for out in run_games(game, game.info.min_seats, kinds, [0, 1], 5)]
    there = [(out.scores, out.winners) for out in run_games(game, game.info.min_seats, kinds, [0, 1], 5, jobs=2)]
    assert there == here


@pytest.mark.parametrize("game", [g for g in GAMES if g.ai is not None], ids=lambda g: g.name)
def test_every_search_setting_travels_to_the_worker_processes(game):
    """The app's search pool sends a level's settings to its workers, and the arena sends
    whatever seat type an experiment names: every level and every named playout and
    shortlist must pickle and come back the same."""
    ai = game.ai
    for settings in ai.levels.values():
        assert pickle.loads(pickle.dumps(settings)) == settings
    for named in (*ai.playouts.values(), *ai.shortlists.values()):
        assert pickle.loads(pickle.dumps(named)) == named
