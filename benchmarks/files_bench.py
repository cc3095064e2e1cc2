"""Saving and loading times (issue 6: saving ≤ 20 ms, loading a finished 5-player game ≤ 100 ms).

Plays seeded greedy games, then times ``savefile.save`` (atomic: temp file, fsync,
rename) of a game in progress and ``savefile.load`` (strict parse + replay of every
turn) of finished games, for 2 and 5 players.  Then times how fast oversized input
is refused: a 10 MB string and 10 MB of bytes (``loads``), a sparse 50 MB file
(``load``); tests/test_savefile.py checks that they are refused on their size, unread.
Prints medians of many runs.

    .venv/bin/python benchmarks/files_bench.py [--runs 30] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from goatmaster.games.goat_master.ai.greedy import GreedyPlayer
from goatmaster.search.match import play_game
from goatmaster.games.goat_master.engine import Game
from goatmaster.games.goat_master.savefile import SavedGame, SaveError, Seat, load, loads, save


def finished_game(players: int, seed: int) -> SavedGame:
    game = play_game(Game.new(players, seed), [GreedyPlayer(seed * 10 + s) for s in range(players)])
    return SavedGame([Seat(f"Seat {s}", "ai", "greedy") for s in range(players)], game, {})


def timed(action, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def refused(action) -> None:
    try:
        action()
    except SaveError:
        return
    raise AssertionError("oversized input was accepted")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = {}
    with tempfile.TemporaryDirectory() as folder:
        for players in (2, 5):
            saved = finished_game(players, 3)
            path = Path(folder) / f"game{players}.goat"
            save_ms = timed(lambda: save(path, saved), args.runs)
            load_ms = timed(lambda: load(path), args.runs)
            result[str(players)] = {"turns": len(saved.game.turns), "bytes": path.stat().st_size,
                                    "save_ms": round(statistics.median(save_ms), 2),
                                    "load_ms": round(statistics.median(load_ms), 2)}
        big = Path(folder) / "big.json"
        with open(big, "wb") as handle:
            handle.truncate(50 * 1024 * 1024)        # sparse
        text = '{"a": "' + "x" * 10_000_000 + '"}'
        data = b" " * 10_000_000
        result["refusals"] = {
            name: round(statistics.median(timed(lambda: refused(action), args.runs)), 3)
            for name, action in (("str_10mb_ms", lambda: loads(text)), ("bytes_10mb_ms", lambda: loads(data)),
                                 ("file_50mb_ms", lambda: load(big)))}
    if args.json:
        print(json.dumps(result))
        return
    refusals = result.pop("refusals")
    for players, row in result.items():
        print(f"{players} players, finished game of {row['turns']} turns ({row['bytes']} bytes): "
              f"save {row['save_ms']:.1f} ms, load {row['load_ms']:.1f} ms (medians of {args.runs})")
    print(f"refused: a 10 MB string {refusals['str_10mb_ms']:.3f} ms, 10 MB of bytes "
          f"{refusals['bytes_10mb_ms']:.3f} ms, a sparse 50 MB file {refusals['file_50mb_ms']:.3f} ms "
          f"(medians of {args.runs})")


if __name__ == "__main__":
    main()
