"""How fast a game's engine plays: whole random games a second, and the cost of a state copy.

The search's speed is bounded by these two figures (every iteration clones a
state and plays it out), so ``goatmaster-cli bench --game NAME`` prints them
for any registered game, from fresh deals with the game's own ``random``
playout (the search's uniform playout if it names none).
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable, Optional

from ..core.game import CHANCE, State
from ..core.registry import GameEntry
from .ismcts import Playout, uniform_playout


def _playout(game: GameEntry) -> Playout:
    playouts = getattr(game.ai, "playouts", {}) or {}
    return playouts.get("random", uniform_playout)


def measure_playouts(game: GameEntry, players: int, seconds: float,
                     rng: random.Random) -> tuple[float, Optional[float]]:
    """Whole random games a second, and turns a second (if the game counts turns)."""
    starts = [game.new_match(players, rng.randrange(1 << 30), None).state for _ in range(64)]
    playout, rand, turns_of = _playout(game), rng.random, game.turns
    games = turns = 0
    begin = time.perf_counter()
    deadline = begin + seconds
    while time.perf_counter() < deadline:
        for start in starts:
            state = start.clone()
            playout(state, rand)
            if turns_of is not None:
                turns += turns_of(state)
        games += len(starts)
    elapsed = time.perf_counter() - begin
    return games / elapsed, (turns / elapsed if turns_of is not None else None)


def _random_step(state: State, rng: random.Random) -> None:
    if state.current_player() == CHANCE:
        state.apply_action(state.chance_outcome(rng))
    else:
        options = state.legal_actions()
        state.apply_action(options[rng.randrange(len(options))])


def mid_game(game: GameEntry, players: int, seed: int = 7) -> Any:
    """A position halfway through a seeded random game (displays filled, decks shorter)."""
    def fresh() -> State:
        return game.new_match(players, seed, None).state

    state, rng, length = fresh(), random.Random(seed), 0
    while not state.is_terminal():
        _random_step(state, rng)
        length += 1
    state, rng = fresh(), random.Random(seed)
    for _ in range(length // 2):
        _random_step(state, rng)
    return state


def measure_copy(game: GameEntry, players: int, repeats: int = 20000) -> float:
    """Microseconds for one clone of a mid-game state."""
    clone: Callable[[], Any] = mid_game(game, players).clone
    begin = time.perf_counter()
    for _ in range(repeats):
        clone()
    return (time.perf_counter() - begin) / repeats * 1e6
