"""Many games between seat types, rotating seats, with win rates and decision times.

A seat type is a level (``easy``, ``normal``, ``hard``), ``greedy``, ``random``
or ``flatmc``, optionally with settings after colons for experiments:
``hard:playout=random:reward=win``, ``flatmc:seconds=0.5``.  Game ``g`` plays
deal ``g // players`` with the seat types rotated by ``g % players``, so every
deal is played from every seat.
"""

from __future__ import annotations

import math
import multiprocessing
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, fields, replace
from typing import Callable, Iterator, Optional, Sequence

from ..engine.game import Game
from ..engine.state import winners
from ..engine.view import SeatView
from .baseline import Player
from .flatmc import FlatMcPlayer
from .mcts import LEVELS, MctsPlayer, Settings, level_settings
from .players import SEAT_TYPES, make_player


def parse_seat_type(text: str, seed: Optional[int]) -> Player:
    """A player from ``kind[:name=value...]`` (see the module docstring)."""
    kind, *options = text.split(":")
    if not options:
        return make_player(kind, seed)
    values: dict[str, str] = {}
    for option in options:
        name, sep, value = option.partition("=")
        if not sep:
            raise ValueError(f"{option!r} in {text!r} is not name=value")
        values[name] = value
    if kind in LEVELS:
        settings = level_settings(kind)
        types = {f.name: f.type for f in fields(Settings)}
        changes = {}
        for name, value in values.items():
            if name not in types:
                raise ValueError(f"{name!r} is not a search setting")
            if value == "none":
                changes[name] = None
            elif name in ("iterations", "trees"):
                changes[name] = int(value)
            elif name in ("seconds", "exploration", "temperature"):
                changes[name] = float(value)
            else:
                changes[name] = value
        return MctsPlayer(replace(settings, **changes), seed=seed, name=text)
    if kind == "flatmc" and set(values) <= {"seconds"}:
        return FlatMcPlayer(seconds=float(values.get("seconds", 1.5)), seed=seed)
    raise ValueError(f"seat type {text!r}: options are only for the levels and flatmc")


def check_seat_type(text: str) -> None:
    """Raise ``ValueError`` unless ``text`` names a seat type."""
    if text.split(":")[0] not in SEAT_TYPES:
        raise ValueError(f"unknown seat type {text!r}; choose from {', '.join(SEAT_TYPES)}")
    parse_seat_type(text, 0)


@dataclass
class GameOutcome:
    """One arena game: the seat types in seat order, scores, winners, decision times."""
    index: int
    kinds: tuple[str, ...]
    game: Game
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    times: list[list[float]] = field(default_factory=list)   # per seat, decisions with a choice


def seated_kinds(kinds: Sequence[str], index: int) -> tuple[str, ...]:
    """The seat types of game ``index`` in seat order: ``kinds`` rotated by ``index % players``."""
    shift = index % len(kinds)
    return tuple(kinds[(k + shift) % len(kinds)] for k in range(len(kinds)))


def play_arena_game(players: int, kinds: Sequence[str], seed: int, index: int) -> GameOutcome:
    """Game ``index`` of an arena: deal ``index // players``, seats rotated by ``index % players``."""
    seated = seated_kinds(kinds, index)
    game = Game.new(players, seed * 1_000_003 + index // players)
    seats = [parse_seat_type(kind, seed * 7919 + index * 11 + k) for k, kind in enumerate(seated)]
    times: list[list[float]] = [[] for _ in range(players)]
    state = game.state
    clock = time.perf_counter
    while not game.is_over:
        seat = state.actor
        view = SeatView(state, seat)
        choice = len(view.state.legal_decisions()) > 1
        start = clock()
        decision = seats[seat].decide(view)
        if choice:
            times[seat].append(clock() - start)
        game.apply(decision)
    scores = tuple(s.total for s in state.scores())
    return GameOutcome(index, seated, game, scores, winners(state.scores()), times)


def _play_packed(args: tuple) -> GameOutcome:
    return play_arena_game(*args)


def run_games(players: int, kinds: Sequence[str], games: Sequence[int], seed: int, jobs: int = 1
              ) -> Iterator[GameOutcome]:
    """Play the games of these indices (``jobs`` at a time in worker processes), in order."""
    tasks = [(players, tuple(kinds), seed, g) for g in games]
    if jobs <= 1:
        for task in tasks:
            yield _play_packed(task)
        return
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        yield from pool.map(_play_packed, tasks)


def wilson(wins: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def summarise(outcomes: Sequence[GameOutcome]) -> dict:
    """Per seat type: games, wins (a shared win counts), win rate, Wilson 95%, mean score, times."""
    table: dict[str, dict] = {}
    for out in outcomes:
        for seat, kind in enumerate(out.kinds):
            row = table.setdefault(kind, {"games": 0, "wins": 0, "scores": [], "times": []})
            row["games"] += 1
            row["wins"] += seat in out.winners
            row["scores"].append(out.scores[seat])
            row["times"] += out.times[seat]
    seats = {}
    for kind, row in table.items():
        lo, hi = wilson(row["wins"], row["games"])
        seats[kind] = {
            "games": row["games"],
            "wins": row["wins"],
            "win_rate": round(row["wins"] / row["games"], 4),
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(statistics.fmean(row["scores"]), 2),
            "median_s": round(_percentile(row["times"], 0.5), 4),
            "p95_s": round(_percentile(row["times"], 0.95), 4),
        }
    return {"seats": seats}


def run_arena(players: int, kinds: Sequence[str], games: int, seed: int = 0, jobs: int = 1,
              on_game: Optional[Callable[[GameOutcome], None]] = None,
              played: Sequence[GameOutcome] = ()) -> dict:
    """Play and summarise; ``on_game`` sees every game as it finishes (in order).

    ``played`` holds games of this arena already played (an interrupted run
    resumed): they count in the summary and are not played again.
    """
    outcomes = list(played)
    done = {out.index for out in outcomes}
    todo = [g for g in range(games) if g not in done]
    for out in run_games(players, kinds, todo, seed, jobs):
        outcomes.append(out)
        if on_game is not None:
            on_game(out)
    return summarise(outcomes)
