"""Goal Rows' trades in an arena's saved games (T10), for one seat type.

For every folder (``goatmaster-cli arena --game rows ... --out DIR``, or a results archive
unpacked): per game, the offers the seat type made and how many another seat accepted,
the offers the other seats made and how many the seat type accepted; the mean a game, the
most in one game, and the games with at least one offer of its own.  A seat type is matched
by its name before any options, as in ``arena_stats.py``.

    .venv/bin/python benchmarks/rows_trades.py DIR [DIR...] [--seat hard]
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path


def count(path: Path, seat_type: str) -> tuple[int, int, int, int]:
    """(offers made, of them accepted, offers of the others, of them accepted by the seat type)."""
    saved = json.loads(path.read_text(encoding="utf-8"))
    kinds = saved["app"]["arena_seats"]
    mine = {k for k, kind in enumerate(kinds) if kind.split(":")[0] == seat_type}
    if not mine:
        raise SystemExit(f"{path}: no {seat_type!r} seat (seats: {', '.join(kinds)})")
    made = made_taken = got = got_taken = 0
    for turn in saved["turns"]:
        if "offer" not in turn:
            continue
        givers = [answer["seat"] for answer in turn["answers"] if answer["give"] is not None]
        if turn["seat"] in mine:
            made += 1
            made_taken += bool(givers)
        elif mine & set(answer["seat"] for answer in turn["answers"]):
            got += 1
            got_taken += bool(mine & set(givers))
    return made, made_taken, got, got_taken


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--seat", default="hard", help="the seat type to count for (default: hard)")
    args = parser.parse_args(argv)
    for folder in args.folders:
        games = [count(path, args.seat) for path in sorted(folder.glob("game-*.json"))]
        if not games:
            raise SystemExit(f"{folder}: no arena games (game-*.json)")
        made, made_taken, got, got_taken = (list(column) for column in zip(*games))
        print(f"{folder.name}: {len(games)} games; {args.seat} offered {statistics.mean(made):.2f} a game "
              f"(at most {max(made)}, in {sum(1 for m in made if m)} games), "
              f"{statistics.mean(made_taken):.2f} accepted ({sum(made_taken)} of {sum(made)}); "
              f"the others asked it {statistics.mean(got):.2f} a game, it accepted {sum(got_taken)} of {sum(got)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
