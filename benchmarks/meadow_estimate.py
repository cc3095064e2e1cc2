"""Fit Meadow Dice's position estimate (``ai/estimate.py``) from games, and write its tables.

Plays ``--games`` games on generated sheets, both seats marking as the greedy seat does
(the best score as it stands, ties drawn at random) and keeping their dice unless they
mark nothing.  At the start of every turn from the third on it notes how long the game
has left (the free cow cells, in :data:`~goatmaster.games.meadow_dice.ai.estimate.STAGES`),
for each meadow and trough the lead and the free cells, and for each herd its size and free
neighbours; at the end, what each came to:

* a meadow or trough: whether the seat with that lead held it at the end (pooled over
  both seats: a lead of ``d`` for one is ``-d`` for the other);
* a herd: the points of the herd it ended in, shared among the herds that joined it;
* each seat's points from herds made wholly of marks still to come, by the free cells
  left on the sheet.

Writes ``goatmaster/games/meadow_dice/ai/estimate_tables.py`` (or ``--out``).

    .venv/bin/python benchmarks/meadow_estimate.py [--games 20000] [--seed 8]
"""

from __future__ import annotations

import argparse
import pprint
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goatmaster.games.meadow_dice.ai.estimate import MAX_FRONTIER, MAX_HERD, STAGES, stage  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy import best_mark  # noqa: E402
from goatmaster.games.meadow_dice.engine.sheet import (  # noqa: E402
    CELLS, COW, MEADOWS, NEIGHBOURS, SIZE, generated_sheet)
from goatmaster.games.meadow_dice.engine.state import (  # noqa: E402
    AGAIN, AGAIN_CHOICE, HERD_POINTS, KEEP, MARK, OVER, THROW, MeadowState, herds)

TABLES = Path(__file__).resolve().parents[1] / "goatmaster/games/meadow_dice/ai/estimate_tables.py"
#: A table entry needs this many samples; sparser ones are filled from their neighbours.
ENOUGH = 30


def _regions(state: MeadowState) -> list[tuple[int, tuple[int, ...]]]:
    """Every meadow and trough rim, by its number of cells (8, or a rim of 4 or 6)."""
    return [(SIZE, cells) for cells in MEADOWS] + [(len(t.rim), t.rim) for t in state.sheet.troughs]


def _free(state: MeadowState, cell: int) -> bool:
    return state.owner[cell] < 0 and state.sheet.faces[cell] != 0


def _snapshot(state: MeadowState) -> tuple[int, list, list, int]:
    regions = []
    for size, cells in _regions(state):
        n0 = sum(state.owner[c] == 0 for c in cells)
        n1 = sum(state.owner[c] == 1 for c in cells)
        regions.append((size, cells, n0 - n1, size - n0 - n1))
    found = []
    for seat in (0, 1):
        for herd in herds(state.owner, seat):
            frontier = len({n for c in herd for n in NEIGHBOURS[c] if _free(state, n)})
            found.append((seat, herd, frontier))
    return stage(state), regions, found, sum(_free(state, c) for c in range(CELLS))


def collect(games: int, seed: int) -> tuple[dict, dict, dict]:
    rng = random.Random(seed)
    regions: dict = defaultdict(lambda: [0, 0])       # (stage, size, d, f) -> [samples, held by the leader-to-be]
    herd_points: dict = defaultdict(lambda: [0, 0.0])  # (stage, size, frontier) -> [samples, points]
    new_points: dict = defaultdict(lambda: [0, 0.0])   # free cells -> [samples, points]
    started = time.perf_counter()
    for game in range(games):
        state = MeadowState(generated_sheet(rng.randrange(10 ** 6)))
        snapshots = []
        while state.phase != OVER:
            if state.phase == MARK:
                state.apply_action(best_mark(state, state.seat, rng)[1])
            elif state.phase == AGAIN_CHOICE:
                d0, d1 = state.dice0, state.dice1
                marks = d1 == COW or state.free[d0] or state.free[d1]
                state.apply_action(KEEP if marks else AGAIN + 3)
            else:
                if state.phase == THROW and state.turn >= 2:
                    snapshots.append(_snapshot(state))
                state.apply_action(state.chance_outcome(rng))
        owner = state.owner
        final = {seat: herds(owner, seat) for seat in (0, 1)}
        herd_of = {c: (seat, i) for seat in (0, 1) for i, herd in enumerate(final[seat]) for c in herd}
        for when, found_regions, found, free in snapshots:
            for size, cells, d, f in found_regions:
                n0 = sum(owner[c] == 0 for c in cells)
                n1 = sum(owner[c] == 1 for c in cells)
                for lead, held in ((d, n0 > n1), (-d, n1 > n0)):
                    entry = regions[(when, size, lead, f)]
                    entry[0] += 1
                    entry[1] += held
            joined: dict = defaultdict(int)
            for seat, herd, frontier in found:
                joined[herd_of[herd[0]]] += 1
            for seat, herd, frontier in found:
                ends_in = herd_of[herd[0]]
                entry = herd_points[(when, min(len(herd), MAX_HERD), min(frontier, MAX_FRONTIER))]
                entry[0] += 1
                entry[1] += HERD_POINTS[len(final[seat][ends_in[1]])] / joined[ends_in]
            for seat in (0, 1):
                entry = new_points[free]
                entry[0] += 1
                entry[1] += sum(HERD_POINTS[len(h)] for i, h in enumerate(final[seat]) if (seat, i) not in joined)
        if game % 1000 == 999:
            print(f"{game + 1} games, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return regions, herd_points, new_points


def _fill(known: dict[int, float], keys: range, low: float, high: float) -> list[float]:
    """Values for every key: the known ones, the others interpolated between them (with
    ``low`` before the first key and ``high`` after the last as anchors)."""
    points = sorted(known.items())
    anchors = [(keys.start - 1, low)] + points + [(keys.stop, high)]
    values = []
    for k in keys:
        if k in known:
            values.append(known[k])
            continue
        for (k0, v0), (k1, v1) in zip(anchors, anchors[1:]):
            if k0 <= k <= k1:
                values.append(v0 + (v1 - v0) * (k - k0) / (k1 - k0))
                break
    return values


def lead_table(regions: dict, size: int) -> list[list[list[float]]]:
    """``table[stage][f][d + SIZE]``: the odds that a lead of ``d`` with ``f`` free cells holds."""
    return [_lead_rows(regions, when, size) for when in range(STAGES)]


def _lead_rows(regions: dict, when: int, size: int) -> list[list[float]]:
    table = []
    for f in range(size + 1):
        known = {d: held / n for (w, s, d, free), (n, held) in regions.items()
                 if w == when and s == size and free == f and n >= ENOUGH}
        # A lead larger than the free cells is safe, a deficit as large is lost.
        known |= {d: 1.0 for d in range(f + 1, SIZE + 1)} | {d: 0.0 for d in range(-SIZE, -f)}
        if f == 0:
            known[0] = 0.0                          # a tie holds nothing (D10, D11)
        table.append([round(v, 3) for v in _fill(known, range(-SIZE, SIZE + 1), 0.0, 1.0)])
    return table


def herd_table(herd_points: dict) -> list[list[list[float]]]:
    """``table[stage][size][frontier]``: the points a herd will be worth (sizes 0–25)."""
    return [_herd_rows(herd_points, when) for when in range(STAGES)]


def _herd_rows(herd_points: dict, when: int) -> list[list[float]]:
    table = []
    for size in range(MAX_HERD + 1):
        known = {fr: p / n for (w, s, fr), (n, p) in herd_points.items() if w == when and s == size and n >= ENOUGH}
        known[0] = float(HERD_POINTS[size])          # a herd with no free neighbour is final
        last = known[max(known)]
        table.append([round(v, 3) for v in _fill(known, range(MAX_FRONTIER + 1), known[0], last)])
    return table


def new_table(new_points: dict) -> list[float]:
    """``table[free]``: a seat's points from herds still to be started."""
    known = {free: p / n for free, (n, p) in new_points.items() if n >= ENOUGH}
    return [round(v, 3) for v in _fill(known, range(CELLS + 1), 0.0, max(known.values()))]


def _literal(table: list) -> str:
    return pprint.pformat(table, width=100, compact=True)


def write(path: Path, games: int, seed: int, regions: dict, herd_points: dict, new_points: dict) -> None:
    body = [
        f'"""Tables of :mod:`.estimate`, written by ``benchmarks/meadow_estimate.py --games {games} '
        f'--seed {seed}``: do not edit."""',
        "",
        f"MEADOW_LEAD = {_literal(lead_table(regions, SIZE))}",
        f"SMALL_RIM_LEAD = {_literal(lead_table(regions, 4))}",
        f"BIG_RIM_LEAD = {_literal(lead_table(regions, 6))}",
        f"HERD_WORTH = {_literal(herd_table(herd_points))}",
        f"NEW_HERDS = {_literal(new_table(new_points))}",
        "",
    ]
    path.write_text("\n".join(body))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--out", type=Path, default=TABLES)
    args = parser.parse_args()
    write(args.out, args.games, args.seed, *collect(args.games, args.seed))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
