"""Playing a whole game between players that each see only their own seat."""

from __future__ import annotations

import time
from typing import Callable, Optional, Sequence

from ..engine.decisions import Decision
from ..engine.game import Game
from ..engine.view import SeatView
from .baseline import Player


def play_game(game: Game, players: Sequence[Player],
              on_decision: Optional[Callable[[int, Decision, float], None]] = None) -> Game:
    """Ask each actor for its decision until the game ends; ``on_decision(seat, d, seconds)``."""
    state = game.state
    while not game.is_over:
        seat = state.actor
        start = time.perf_counter()
        decision = players[seat].decide(SeatView(state, seat))
        if on_decision is not None:
            on_decision(seat, decision, time.perf_counter() - start)
        game.apply(decision)
    return game
