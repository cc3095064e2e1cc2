"""Goal Rows: fit the estimate's weights to how greedy games end (issue 36 §4).

The levels score an unfinished game by :func:`~goatmaster.games.goal_rows.ai.playout.estimate`:
each seat's points, plus a share of the token of every row it leads alone (in proportion to
how full the row is) and a little for the cards of its own colour in hand.  This script
plays ``--games`` games turn by turn as the playouts play them (greedy seats with their noise,
:func:`~goatmaster.games.goal_rows.ai.playout.informed_playout`), takes every seat's figures at a
quarter of the turns, and fits by least squares what each seat gains from there to the end:

    gain = c0 + c1 * left + (b0 + b1 * left) * black leads + (r0 + r1 * left) * red leads
           + (o0 + o1 * left) * own cards

``left`` is the share of the 18 tokens not yet won (1 at the start, 0 at the end); black and
red leads are the summed ``points * cards / length`` of the rows the seat leads alone, by the
sign of their token; own cards, the summed values of its colour in its hand.  One game in five
is held out: for it the script prints how much of the gain each estimate explains (R², both with
the fit's constant terms, which are alike for every seat) and how often the seat it puts first is
a winner, for the fit and for the level's weights.

    .venv/bin/python benchmarks/rows_estimate_fit.py [--players 6] [--games 8000] [--seed 7]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goatmaster.games.goal_rows.ai.greedy import OWN_CARD_WEIGHT  # noqa: E402
from goatmaster.games.goal_rows.ai.playout import ESTIMATE_LEAD_WEIGHT, informed_playout  # noqa: E402
from goatmaster.games.goal_rows.engine.cards import COLOUR, LENGTH, POINTS, TOKEN_COUNT, VALUE  # noqa: E402
from goatmaster.games.goal_rows.engine.state import RowsState, deal  # noqa: E402

#: The estimate's terms: a constant, the share of tokens left, and per kind of figure its weight at
#: the end of the game and its change towards the start (times ``left``).
NAMES = ("c0", "c1", "b0", "b1", "r0", "r1", "o0", "o1")
#: ``--terms full`` adds figures the estimate does not count, so that its own weights are read with
#: them held fixed: black rows led times how full they are (a nearly full lead), the lead's margin
#: on them (up to 12), black rows the seat has cards in but does not lead, the cards of its colour
#: in hand, the last three also times ``left``, and how many seats play before it (1 to 5, each a
#: term of its own, and times ``left``).
FULL_NAMES = NAMES + ("full", "margin", "margin1", "behind", "behind1", "count", "count1")
#: One game: every seat's figures at each snapshot, the points then (seat by seat), the final points.
Game = tuple[list[list[list[float]]], list[int], list[int]]


def figures(state: RowsState, seat: int, full: bool) -> list[float]:
    """``seat``'s row of the fit (:data:`NAMES`, then with ``full`` the rest of :data:`FULL_NAMES`
    and the seats before it)."""
    left = sum(1 for owner in state.owner if owner < 0) / TOKEN_COUNT
    black = red = nearly = margin = behind = 0.0
    for place in state.live:
        filled = state.rlen[place]
        if not filled:
            continue
        sums = state.sums(place)
        top = max(sums)
        token = state.rtok[place]
        points, fill = POINTS[token], filled / LENGTH[token]
        if sums.count(top) == 1 and sums.index(top) == seat:
            if points > 0:
                black += points * fill
                nearly += points * fill * fill
                margin += points * min(top - max(x for k, x in enumerate(sums) if k != seat), 12) / 12
            else:
                red += points * fill
        elif points > 0 and sums[seat] > 0:
            behind += points * sums[seat] / top * fill
    mine = [c for c in state.hand(seat) if COLOUR[c] == seat]
    own = float(sum(VALUE[c] for c in mine))
    row = [1.0, left, black, black * left, red, red * left, own, own * left]
    if full:
        count = float(len(mine))
        before = [float((seat - state.seat) % state.n == k) for k in range(1, state.n)]
        row += [nearly, margin, margin * left, behind, behind * left, count, count * left]
        row += before + [b * left for b in before]
    return row


def play(players: int, seed: int, rng: random.Random, full: bool) -> Game:
    """One greedy game: the figures of every seat at a quarter of its turns, the points then, and the final ones."""
    state = deal(players, seed)
    rand = rng.random
    snaps: list[list[list[float]]] = []
    points: list[int] = []
    while not state.is_terminal():
        if rand() < 0.25:
            snaps.append([figures(state, s, full) for s in range(players)])
            points.extend(state.won[2 * s] - state.won[2 * s + 1] for s in range(players))
        informed_playout(state, rand, state.turn + 1)       # one turn, as the playouts play it
    return snaps, points, state.result()[0]


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the normal equations are small)."""
    size = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(size):
            if r != col and a[r][col]:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col])]
    return [a[i][size] / a[i][i] for i in range(size)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--games", type=int, default=8000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--terms", choices=("estimate", "full"), default="estimate",
                        help="the estimate's terms alone, or with more figures held fixed (slower)")
    args = parser.parse_args()
    full = args.terms == "full"
    rng = random.Random(args.seed)
    names = list(FULL_NAMES) + [f"before{k}" for k in range(1, args.players)] + \
        [f"before{k}_1" for k in range(1, args.players)] if full else list(NAMES)
    width = len(names)
    xtx = [[0.0] * width for _ in range(width)]
    xty = [0.0] * width
    held: list[Game] = []
    for game in range(args.games):
        snaps, points, totals = play(args.players, args.seed * 100_000 + game, rng, full)
        if game % 5 == 0:
            held.append((snaps, points, totals))
            continue
        for k, snap in enumerate(snaps):
            for s, row in enumerate(snap):
                gain = totals[s] - points[k * args.players + s]
                for i in range(width):
                    x = row[i]
                    if x:
                        xty[i] += x * gain
                        line = xtx[i]
                        for j in range(i + 1):
                            line[j] += x * row[j]
    for i in range(width):                      # the lower triangle mirrored
        for j in range(i + 1, width):
            xtx[i][j] = xtx[j][i]
    fit = solve(xtx, xty)
    print(f"{args.players} players, {args.games} greedy games (seed {args.seed}), {len(held)} held out")
    print("fit: " + ", ".join(f"{name} {value:+.3f}" for name, value in zip(names, fit)))
    print("the estimate's weights (at the start, at the end): black leads "
          f"{fit[2] + fit[3]:.3f}, {fit[2]:.3f}; red leads {fit[4] + fit[5]:.3f}, {fit[4]:.3f}; "
          f"own cards {fit[6] + fit[7]:.3f}, {fit[6]:.3f}")
    # the same constant terms: they are alike for every seat, so they change no ranking
    ours = [fit[0], fit[1], ESTIMATE_LEAD_WEIGHT, 0.0, ESTIMATE_LEAD_WEIGHT, 0.0, OWN_CARD_WEIGHT, 0.0]
    ours += [0.0] * (width - len(ours))
    terms = fit[:len(NAMES)] + [0.0] * (width - len(NAMES))
    judged = [("the fit", fit), ("the level's weights", ours)]
    if full:
        judged.insert(1, ("the fit's estimate terms alone", terms))
    for label, weights in judged:
        print(f"{label}: " + judge(held, weights, args.players))


def judge(held: list[Game], weights: list[float], players: int) -> str:
    """R² of the gain on the held-out games and how often the seat put first is a winner."""
    errors: list[float] = []
    gains: list[float] = []
    firsts = hits = 0
    for snaps, points, totals in held:
        best = max(totals)
        for k, snap in enumerate(snaps):
            guesses = []
            for s, row in enumerate(snap):
                guess = sum(w * x for w, x in zip(weights, row))
                gain = totals[s] - points[k * players + s]
                gains.append(gain)
                errors.append(gain - guess)
                guesses.append(points[k * players + s] + guess)
            firsts += 1
            hits += totals[guesses.index(max(guesses))] == best and best > 0
    mean_gain = sum(gains) / len(gains)
    mean_error = sum(errors) / len(errors)
    spread = sum((g - mean_gain) ** 2 for g in gains)
    missed = sum((e - mean_error) ** 2 for e in errors)
    return (f"R² {1 - missed / spread:.3f} of the gain; the seat put first wins {hits / firsts:.1%} "
            f"of {firsts} positions")


if __name__ == "__main__":
    main()
