"""The shared ISMCTS playing Goat Master: legal in every phase, reproducible, honest (R23)."""

from __future__ import annotations

import random

import pytest

from goatmaster.games.goat_master.ai.knowledge import KNOWLEDGE, LEVELS, PLAYOUTS
from goatmaster.games.goat_master.engine import Game, GameState, SeatView, deal
from goatmaster.games.goat_master.engine.actions import DECISIONS, action_of
from goatmaster.games.goat_master.engine.decisions import Consent, Play, Take
from goatmaster.games.goat_master.engine.state import CONSENT, DOG, PLAY, TAKE
from goatmaster.games import GOAT_MASTER
from goatmaster.search.arena import run_arena, wilson
from goatmaster.search.ismcts import MctsPlayer, PlanCache, Settings, merge, rewards, search
from goatmaster.search.seats import FlatMcPlayer, make_player

FAST = Settings(iterations=120, trees=2)


def reach(players: int, phase: int, seed: int) -> GameState:
    """A position of a random game where ``phase`` is to be decided."""
    for attempt in range(500):
        rng = random.Random(f"{seed}:{attempt}")
        state = GameState.from_setup(deal(players, rng.random()))
        while not state.is_over:
            if state.phase == phase and len(state.deck) >= 3 and (phase != PLAY or state.turn > 4):
                return state
            options = state.legal_decisions()
            state.apply(options[int(rng.random() * len(options))])
            state.advance()
    raise AssertionError("phase never reached")


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("phase", [PLAY, TAKE, DOG, CONSENT])
def test_decisions_are_legal_in_every_phase(players, phase):
    state = reach(players, phase, seed=players * 10 + phase)
    view = SeatView(state, state.actor)
    decision = DECISIONS[search(view, FAST, seed=1).action]
    assert decision in state.legal_decisions()
    if phase == CONSENT:
        assert isinstance(decision, Consent)


def test_actions_match_the_engine_decisions():
    for phase in (PLAY, TAKE, DOG, CONSENT):
        state = reach(3, phase, seed=7)
        actions = state.legal_actions()
        assert [DECISIONS[k] for k in actions] == state.legal_decisions()
        assert [action_of(d) for d in state.legal_decisions()] == actions


def test_fixed_seed_and_iterations_reproduce_the_decision():
    state = reach(4, PLAY, seed=3)
    view = SeatView(state, state.actor)
    first = search(view, FAST, seed=42)
    again = search(SeatView(state, state.actor), FAST, seed=42)
    assert first.action == again.action and first.stats == again.stats
    assert first.iterations == FAST.iterations


def test_merge_is_order_stable_and_sums():
    a = {1: [3, 1.5, 4, {128: [2, 1.0]}, 6.0], 2: [1, 0.0, 4, {}, -2.0]}
    b = {2: [5, 2.0, 6, {}, 1.5], 1: [1, 1.0, 6, {128: [1, 0.5], 130: [1, 0.0]}, 3.0]}
    merged = merge([a, b])
    assert merged == {1: [4, 2.5, 10, {128: [3, 1.5], 130: [1, 0.0]}, 9.0], 2: [6, 2.0, 10, {}, -0.5]}


def _hidden_shuffles(state: GameState, seat: int, count: int, rng: random.Random):
    """Full states that ``seat`` cannot tell from ``state``: deck reordered, secret cards re-dealt."""
    view = SeatView(state, seat)
    for _ in range(count):
        other = view.sample(rng)                    # any deal of the unseen cards R7/R15 allow
        assert view.is_consistent(other)
        yield other
    reordered = state.copy()                        # and a plain reversal of the deck
    reordered.deck.reverse()
    assert view.is_consistent(reordered)
    yield reordered


@pytest.mark.parametrize("players,phase,seed", [(2, PLAY, 1), (3, PLAY, 2), (4, TAKE, 3),
                                                (5, PLAY, 4), (2, DOG, 5), (3, CONSENT, 6)])
def test_honesty_hidden_cards_do_not_change_the_decision(players, phase, seed):
    state = reach(players, phase, seed)
    seat = state.actor
    settings = Settings(iterations=150, trees=2)
    expected = search(SeatView(state, seat), settings, seed=9)
    secret = [state.hands[k] for k in range(2 * players) if k // 2 != seat and state.hidden[k]]
    changed = 0
    for other in _hidden_shuffles(state, seat, 4, random.Random(seed)):
        changed += other.deck != state.deck or [
            other.hands[k] for k in range(2 * players) if k // 2 != seat and state.hidden[k]] != secret
        result = search(SeatView(other, seat), settings, seed=9)
        assert result.action == expected.action
        assert result.stats == expected.stats
    assert changed >= 4


def test_mcts_player_plans_the_take_with_the_play():
    game = Game.new(2, seed=5)
    player = MctsPlayer(FAST, seed=3)
    play = player.decide(SeatView(game.state, 0))
    assert isinstance(DECISIONS[play], Play)
    planned = player.last.follow_up
    assert isinstance(DECISIONS[planned], Take)
    searches = player._count
    game.apply_action(play)
    take = player.decide(SeatView(game.state, 0))
    assert take == planned and player._count == searches      # no second search
    assert DECISIONS[take] in game.state.legal_decisions()


def test_plan_cache_ignores_other_positions():
    cache = PlanCache()
    game = Game.new(2, seed=6)
    result = search(SeatView(game.state, 0), FAST, seed=1)
    cache.store(SeatView(game.state, 0), result)
    other = [a for a in game.state.legal_actions() if a != result.action][0]
    game.apply_action(other)
    assert cache.lookup(SeatView(game.state, 0)) is None


def test_levels_and_yardsticks_make_players_that_decide():
    state = reach(2, PLAY, seed=12)
    view = SeatView(state, state.actor)
    for kind in (*LEVELS, "greedy", "random", "flatmc:seconds=0.05"):
        player = make_player(KNOWLEDGE, kind, seed=1)
        assert player.decide(view) in state.legal_actions(), kind
    assert make_player(KNOWLEDGE, "hard:playout=light", seed=1).settings.playout is PLAYOUTS["light"]
    fixed = [make_player(KNOWLEDGE, "flatmc:iterations=120", seed=3) for _ in range(2)]
    assert fixed[0].iterations == 120                       # playouts, not the clock: reproducible
    assert fixed[0].decide(view) == fixed[1].decide(view)
    for bad in ("grandmaster", "hard:playout=heavy", "hard:glory=1", "greedy:seconds=1"):
        with pytest.raises(ValueError):
            make_player(KNOWLEDGE, bad)


def test_flatmc_plays_legal_decisions():
    state = reach(2, PLAY, seed=11)
    player = FlatMcPlayer(iterations=60, seed=1, playout=PLAYOUTS["random"])
    view = SeatView(state, state.actor)
    play = player.decide(view)
    assert play in state.legal_actions()
    assert player._planned is not None                      # a play is chosen with its take
    planned = player._planned[1]
    state.apply_action(play)
    take = player.decide(SeatView(state, state.actor))
    assert take == planned and DECISIONS[take] in state.legal_decisions()


def test_arena_tiny_run_counts_every_seat():
    result = run_arena(GOAT_MASTER, 2, ["easy:iterations=20:seconds=none", "random"], games=2, seed=1)
    seats = result["seats"]
    assert seats["random"]["games"] == 2 and seats["easy:iterations=20:seconds=none"]["games"] == 2
    for row in seats.values():
        lo, hi = row["ci95"]
        assert 0 <= lo <= row["win_rate"] <= hi <= 1


def test_wilson_interval():
    lo, hi = wilson(180, 200)
    assert 0.85 < lo < 0.9 < hi < 0.94
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("name", ["random", "light", "takes", "dogs"])
def test_every_playout_finishes_the_game(name):
    rng = random.Random(3)
    for players in (2, 4):
        state = reach(players, PLAY, seed=players)
        PLAYOUTS[name](state, rng.random)
        assert state.is_over
        for kind in ("win", "margin", "mixed"):
            values = rewards(state, kind)
            assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)


def test_a_shared_win_is_whole_or_split_as_set():
    """R22: equal totals share the win; ``ties="split"`` rewards each winner its share."""
    from types import SimpleNamespace
    finished = SimpleNamespace(result=lambda: ((20, 25, 25), (1, 2)))
    assert rewards(finished, "win") == [0.0, 1.0, 1.0]
    assert rewards(finished, "win", "split") == [0.0, 0.5, 0.5]
    full, split = rewards(finished, "mixed"), rewards(finished, "mixed", "split")
    assert split[0] == full[0] and full[1] - split[1] == pytest.approx(0.35)
    assert rewards(finished, "margin", "split") == rewards(finished, "margin")
    with pytest.raises(ValueError):
        Settings(iterations=10, ties="maybe")


def test_settings_refuse_nonsense():
    with pytest.raises(ValueError):
        Settings()
    with pytest.raises(ValueError):
        Settings(iterations=10, reward="glory")
    assert [Settings(iterations=7, trees=2).tree_iterations(t) for t in (0, 1)] == [4, 3]


def test_closed_loop_chance_branches_on_the_refill_and_stays_reproducible():
    """``chance="closed"``: the tree keeps a branch per card a refill draws (R11), so it grows
    differently from the open-loop tree, and a seed still fixes the decision."""
    state = reach(2, TAKE, seed=21)
    view = SeatView(state, state.actor)
    closed = Settings(iterations=300, trees=1, chance="closed")
    first = search(view, closed, seed=4)
    assert first.action in state.legal_actions()
    assert search(SeatView(state, state.actor), closed, seed=4).stats == first.stats
    assert search(view, Settings(iterations=300, trees=1), seed=4).stats != first.stats
