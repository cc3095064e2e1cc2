"""Many games of one game between seat types, rotating seats, with win rates and decision times.

Seat types are those of :mod:`goatmaster.search.seats` (the game's levels and
the yardsticks).  Game ``g`` plays deal ``g // players`` with the seat types
rotated by ``g % players``, so every deal is played from every seat.  The games
run in worker processes with ``jobs > 1``; a task carries the game's
``new_match`` and :class:`Knowledge`, pickled: functions travel by reference, so
a game's playouts and shortlists are module-level functions or small classes,
never closures (``tests/test_game_contract.py`` checks every game).
"""

from __future__ import annotations

import math
import multiprocessing
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Callable, Iterator, Optional, Sequence

from ..core.match import Match
from ..core.registry import GameEntry
from .match import play_game
from .seats import Knowledge, Player, make_player

NewMatch = Callable[[int, Optional[int], Optional[dict]], Match]


def check_seat_type(knowledge: Knowledge, text: str) -> None:
    """Raise ``ValueError`` unless ``text`` names a seat type of this game."""
    make_player(knowledge, text, 0)


@dataclass
class GameOutcome:
    """One arena game: the seat types in seat order, the match, scores, winners, decision times."""
    index: int
    kinds: tuple[str, ...]
    match: Match
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    times: list[list[float]] = field(default_factory=list)   # per seat, decisions with a choice


def seated_kinds(kinds: Sequence[str], index: int) -> tuple[str, ...]:
    """The seat types of game ``index`` in seat order: ``kinds`` rotated by ``index % players``."""
    shift = index % len(kinds)
    return tuple(kinds[(k + shift) % len(kinds)] for k in range(len(kinds)))


def play_arena_game(new_match: NewMatch, knowledge: Knowledge, players: int, kinds: Sequence[str],
                    seed: int, index: int, make: Callable[[Knowledge, str, int], Player] = make_player
                    ) -> GameOutcome:
    """Game ``index`` of an arena: deal ``index // players``, seats rotated by ``index % players``.

    ``make(knowledge, kind, seed)`` makes each seat (an experiment's own seat, on the arena's
    deals and seeds, pairs game by game with an arena run)."""
    seated = seated_kinds(kinds, index)
    match = new_match(players, seed * 1_000_003 + index // players, {})
    seats = [make(knowledge, kind, seed * 7919 + index * 11 + k) for k, kind in enumerate(seated)]
    times: list[list[float]] = [[] for _ in range(players)]

    def timed(seat: int, action: int, seconds: float) -> None:
        if len(match.state.legal_actions()) > 1:           # a decision with a choice (not applied yet)
            times[seat].append(seconds)

    play_game(match, seats, random.Random(f"arena-chance:{seed}:{index}"), timed)
    totals, winners = match.state.result()
    return GameOutcome(index, seated, match, tuple(totals), tuple(winners), times)


def _play_packed(args: tuple) -> GameOutcome:
    return play_arena_game(*args)


def run_games(game: GameEntry, players: int, kinds: Sequence[str], games: Sequence[int], seed: int,
              jobs: int = 1) -> Iterator[GameOutcome]:
    """Play the games of these indices (``jobs`` at a time in worker processes), in order."""
    tasks = [(game.new_match, game.ai, players, tuple(kinds), seed, g) for g in games]
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
    """Per seat type: games, wins (a shared win counts), outright wins, win rate, Wilson 95%,
    mean score, decision times."""
    table: dict[str, dict] = {}
    for out in outcomes:
        for seat, kind in enumerate(out.kinds):
            row = table.setdefault(kind, {"games": 0, "wins": 0, "outright": 0, "scores": [],
                                          "times": []})
            row["games"] += 1
            row["wins"] += seat in out.winners
            row["outright"] += out.winners == (seat,)
            row["scores"].append(out.scores[seat])
            row["times"] += out.times[seat]
    seats = {}
    for kind, row in table.items():
        lo, hi = wilson(row["wins"], row["games"])
        seats[kind] = {
            "games": row["games"],
            "wins": row["wins"],
            "outright_wins": row["outright"],
            "win_rate": round(row["wins"] / row["games"], 4),
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(statistics.fmean(row["scores"]), 2),
            "median_s": round(_percentile(row["times"], 0.5), 4),
            "p95_s": round(_percentile(row["times"], 0.95), 4),
        }
    return {"seats": seats}


def run_arena(game: GameEntry, players: int, kinds: Sequence[str], games: int, seed: int = 0,
              jobs: int = 1,
              on_game: Optional[Callable[[GameOutcome], None]] = None,
              played: Sequence[GameOutcome] = ()) -> dict:
    """Play and summarise; ``on_game`` sees every game as it finishes (in order).

    ``played`` holds games of this arena already played (an interrupted run
    resumed): they count in the summary and are not played again.
    """
    outcomes = list(played)
    done = {out.index for out in outcomes}
    todo = [g for g in range(games) if g not in done]
    for out in run_games(game, players, kinds, todo, seed, jobs):
        outcomes.append(out)
        if on_game is not None:
            on_game(out)
    return summarise(outcomes)
