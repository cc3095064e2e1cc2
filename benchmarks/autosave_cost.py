"""What the autosave costs the GUI thread after a decision early and late in a game.

After every decision the session writes the game in progress
(``Session.autosave``): ``MatchModel.saved_with_pending`` (the whole turns plus the
turn in progress as action texts) and the file's bytes (``envelope.file_bytes``),
which is all the GUI thread pays: it hands the bytes to the writer's thread
(``files/background.py``), which writes, fsyncs and renames them in.
Each game is played by seeded random legal decisions, and after every decision
that leaves a turn in progress (what the autosave writes beside the whole turns)
both parts are timed (the median of ``--repeat`` timings).  "early" is the median
over the first five such decisions from decision 10, "late" over the last five up
to decision 200 (or up to the game's end, when it ends sooner); the median of
``--runs`` deals is printed with the ratio late / early.

    .venv/bin/python benchmarks/autosave_cost.py [--runs 5] [--repeat 200]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any, Callable

import goatmaster
import goatmaster.games  # noqa: F401  (registers the games)
from goatmaster.app.play.match_model import MatchModel
from goatmaster.core.registry import GameEntry, entries
from goatmaster.files import app_data, envelope
from goatmaster.files.envelope import Seat, codec_of

EARLY, LATE, WINDOW = 10, 200, 5


def timed(work: Callable[[], Any], repeat: int) -> float:
    """The median time of one ``work()``, in microseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def one_deal(game: GameEntry, seed: int, repeat: int) -> dict[str, tuple[int, float, float]]:
    """``{part: (last decision timed, early µs, late µs)}`` for one deal of ``game``."""
    seats = [Seat(f"P{k}", "human") for k in range(game.info.max_seats)]
    model = MatchModel(codec_of(game).saved_game(seats, game.new_match(len(seats), seed, None), {}), seed=seed)
    rng = random.Random(seed)
    parts = {"saved_with_pending": model.saved_with_pending,
             "with file bytes": lambda: envelope.file_bytes(model.saved_with_pending())}
    found: dict[str, list[float]] = {part: [] for part in parts}
    decisions = []
    for decision in range(1, LATE + 1):
        model.apply_action(rng.choice(model.state.legal_actions()))
        if model.saved.game.is_over:
            break
        if decision >= EARLY and app_data.PENDING in model.saved_with_pending().app:
            decisions.append(decision)
            for part, work in parts.items():
                found[part].append(timed(work, repeat))
    return {part: (decisions[-1], statistics.median(times[:WINDOW]), statistics.median(times[-WINDOW:]))
            for part, times in found.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="deals per game (the median is printed)")
    parser.add_argument("--repeat", type=int, default=200, help="timings per figure (their median)")
    args = parser.parse_args()
    print(f"goatmaster from {goatmaster.__file__}")
    print(f"{'game':<12} {'part':<20} {'late at':>7} {'early (µs)':>11} {'late (µs)':>10} {'late/early':>10}")
    for game in entries():
        deals = [one_deal(game, seed, args.repeat) for seed in range(args.runs)]
        for part in deals[0]:
            early = statistics.median(deal[part][1] for deal in deals)
            late = statistics.median(deal[part][2] for deal in deals)
            decisions = statistics.median(deal[part][0] for deal in deals)
            print(f"{game.name:<12} {part:<20} {decisions:>7.0f} {early:>11.1f} {late:>10.1f} {late / early:>10.2f}")


if __name__ == "__main__":
    main()
