"""Positions to measure a search on, for the benchmark scripts: decisions of greedy games.

Every ``every``-th decision worth a search (``has_choice``; by default, more than one legal
action) of ``deals`` games in which every seat plays the game's greedy seat.  Deal ``d`` is
``deal_seed(d)``; the dice and draws come from ``random.Random(f"{label}:{d}")``, and seat
``s`` is greedy with seed ``greedy_seed + s``, so a script's positions are the same on every
run.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from goatmaster.core.game import CHANCE, TERMINAL
from goatmaster.core.registry import GameEntry


def more_than_one_action(view: Any) -> bool:
    return len(view.legal_actions()) > 1


def greedy_positions(game: GameEntry, players: int, deals: int, every: int, deal_seed: Callable[[int], int],
                     label: str, greedy_seed: int,
                     has_choice: Callable[[Any], bool] = more_than_one_action) -> list:
    found = []
    for deal in range(deals):
        state = game.new_match(players, deal_seed(deal), {}).state
        chance = random.Random(f"{label}:{deal}")
        seats = [game.ai.greedy(greedy_seed + s) for s in range(players)]
        decisions = 0
        while (seat := state.current_player()) != TERMINAL:
            if seat == CHANCE:
                state.apply_action(state.chance_outcome(chance))
                continue
            view = state.observation(seat)
            if has_choice(view):
                if decisions % every == 0:
                    found.append(view)
                decisions += 1
            state.apply_action(seats[seat].decide(view))
    return found
