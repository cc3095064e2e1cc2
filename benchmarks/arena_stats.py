"""The figures the README quotes from an arena's saved games, for one seat type.

For every folder (``goatmaster-cli arena ... --out DIR``, or a results archive unpacked):
the games ``--seat`` won alone, shared and lost; its share of the decided games and of all
games (shared wins counted), each with a Wilson 95% interval; the same by the seat it sat
in; and the mean scores.  A seat type is matched by its name before any options, so
``--seat hard`` finds ``hard:iterations=9000:seconds=none``.

``--paired BASE`` compares each folder with ``BASE`` game by game: arena game ``g`` plays
the same deal from the same seat in every run of one seed, so the difference of the seat's
margin (its total less the best other seat's) on the games both folders hold measures a
change with the dice held equal.  It prints the mean gain and its standard error, and the
wins (shared counted) on those games: in both, here only and in the base only, with the
difference's standard error (the square root of the games won in one run alone: the pairs
the two runs agree on say nothing of the change).

``--base-seat`` names the seat type to follow in ``BASE`` when it is another one (a
yardstick against the level, on the same deals).

``--every-seat`` counts every seat of the type in a game, not only the first: at a table
of one type alone, the "from seat" lines then say what sitting there is worth.

    .venv/bin/python benchmarks/arena_stats.py DIR [DIR...] [--seat hard] [--paired BASE]
        [--base-seat TYPE] [--every-seat]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goatmaster.search.arena import wilson  # noqa: E402


@dataclass(frozen=True)
class Game:
    """One arena game from the seat type's side: where it sat, its result and its margin."""
    seat: int
    outcome: str            # "won" (alone), "shared" or "lost"
    score: float
    others: float           # the mean of the other seats' totals
    margin: float           # its total less the best other seat's


def load(folder: Path, seat_type: str, every: bool = False) -> dict[str, Game]:
    """The games of ``folder`` by file name, seen from the first seat of type ``seat_type``
    (with ``every``, from each of them, by file name and seat)."""
    games = {}
    for path in sorted(folder.glob("game-*.json")):
        saved = json.loads(path.read_text(encoding="utf-8"))
        seats = saved["app"]["arena_seats"]
        mine = [k for k, kind in enumerate(seats) if kind.split(":")[0] == seat_type]
        if not mine:
            raise SystemExit(f"{path}: no {seat_type!r} seat (seats: {', '.join(seats)})")
        totals = [score["total"] for score in saved["result"]["scores"]]
        winners = saved["result"]["winners"]
        for me in mine if every else mine[:1]:
            outcome = "lost" if me not in winners else "won" if len(winners) == 1 else "shared"
            others = [t for k, t in enumerate(totals) if k != me]
            key = f"{path.name}#{me}" if every else path.name
            games[key] = Game(me, outcome, totals[me], statistics.mean(others), totals[me] - max(others))
    if not games:
        raise SystemExit(f"{folder}: no arena games (game-*.json)")
    return games


def share(k: int, n: int) -> str:
    low, high = wilson(k, n)
    return f"{k}/{n} = {100 * k / n:.1f}% ({100 * low:.1f}–{100 * high:.1f}%)" if n else "none"


def summary(name: str, games: dict[str, Game], seat_type: str, unit: str = "games") -> str:
    def tally(found: list[Game]) -> tuple[int, int, int]:
        counts = Counter(g.outcome for g in found)
        return counts["won"], counts["shared"], counts["lost"]

    found = list(games.values())
    won, shared, lost = tally(found)
    lines = [f"{name}: {len(found)} {unit}; {seat_type} won {won} alone, shared {shared}, lost {lost}",
             f"  of the decided games: {share(won, won + lost)}",
             f"  shared wins counted:  {share(won + shared, len(found))}",
             f"  mean scores: {statistics.mean(g.score for g in found):.2f} against "
             f"{statistics.mean(g.others for g in found):.2f} (the others' mean)"]
    for seat in sorted({g.seat for g in found}):
        w, s, lo = tally([g for g in found if g.seat == seat])
        lines.append(f"  from seat {seat}: won {w}, shared {s}, lost {lo}")
    return "\n".join(lines)


def paired(base: dict[str, Game], games: dict[str, Game]) -> str:
    common = sorted(set(base) & set(games))
    if len(common) < 2:
        return f"  paired: {len(common)} game(s) in common with the base, too few to compare"
    gains = [games[k].margin - base[k].margin for k in common]
    error = statistics.stdev(gains) / math.sqrt(len(gains))
    won = [k for k in common if games[k].outcome != "lost"]
    base_won = [k for k in common if base[k].outcome != "lost"]
    here, there = len(set(won) - set(base_won)), len(set(base_won) - set(won))
    return (f"  paired with the base on {len(common)} games: margin gain {statistics.mean(gains):+.2f} ± {error:.2f}\n"
            f"  wins on them: {len(won)} against the base's {len(base_won)}; here only {here}, in the base only "
            f"{there}: {here - there:+d} ± {math.sqrt(here + there):.1f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--seat", default="hard", help="the seat type to count for (default: hard)")
    parser.add_argument("--paired", type=Path, metavar="BASE", help="a run on the same seed to compare with")
    parser.add_argument("--base-seat", metavar="TYPE", help="the seat type to follow in BASE (default: --seat)")
    parser.add_argument("--every-seat", action="store_true", help="count every seat of the type, not only the first")
    args = parser.parse_args(argv)
    base = load(args.paired, args.base_seat or args.seat, args.every_seat) if args.paired else None
    for folder in args.folders:
        games = load(folder, args.seat, args.every_seat)
        print(summary(folder.name, games, args.seat, "seats in games" if args.every_seat else "games"))
        if base is not None:
            print(paired(base, games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
