"""Playing a whole game between players that each see only their own seat's observation."""

from __future__ import annotations

import random
import time
from typing import Callable, Optional, Sequence

from ..core.game import CHANCE, Action
from ..core.match import Match
from .seats import Player


def play_game(match: Match, players: Sequence[Player], chance: Optional[random.Random] = None,
              on_decision: Optional[Callable[[int, Action, float], None]] = None) -> Match:
    """Ask each seat for its action until the game ends; ``on_decision(seat, action, seconds)``.

    Chance outcomes are drawn from ``chance`` (a fixed ``random.Random(0)`` by default).
    """
    chance = chance or random.Random(0)
    state = match.state
    while not match.is_over:
        seat = state.current_player()
        if seat == CHANCE:
            match.apply_action(state.chance_outcome(chance))
            continue
        start = time.perf_counter()
        action = players[seat].decide(state.observation(seat))
        if on_decision is not None:
            on_decision(seat, action, time.perf_counter() - start)
        match.apply_action(action)
    return match
