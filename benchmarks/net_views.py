"""What a table server spends telling its players each move: bytes per update per seat, and CPU.

For each game, seeded random games are played on an ``OnlineTable`` (no sockets) with one
connection per seat and one spectator; after every decision the table's updates are built
(``OnlineTable.updates``, as the server does) and encoded (``protocol.write``).  Printed per
game: the mean bytes of one update to one seat, and the CPU (``time.process_time``) to build and
encode the updates of one move for every connection.  It uses only what both the world-sending
and the view-sending tables have, so the same script measures either (see benchmarks/README.md).

    .venv/bin/python benchmarks/net_views.py [--games 20]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import goatmaster.games  # noqa: F401  (registers the games)
from goatmaster.core.registry import entry
from goatmaster.net import protocol as p
from goatmaster.net.table import Connection, OnlineTable

#: (game, seats): Goal Rows at four seats as in ``net_load.py curve``.
TABLES = (("goat-master", 4), ("meadow", 2), ("rows", 4))


def measure(name: str, seats: int, games: int) -> tuple[float, float, int]:
    """(mean bytes of an update to one connection, mean CPU ms for one move's updates, moves)."""
    game = entry(name)
    sizes: list[int] = []
    cpu: list[float] = []
    for seed in range(games):
        plan = p.Create(game=name, seats=[p.SeatPlan(kind="me")] + [p.SeatPlan(kind="open")] * (seats - 1),
                        name="Ann")
        table, _ = OnlineTable.new(game, "ABCDEF", plan, "t" * 32, entropy=random.Random(seed))
        table.start()
        for k, seat in enumerate(table.seats):
            connection = Connection()
            connection.seat = k
            seat.connections = {connection}
        table.watchers = {Connection()}
        rng = random.Random(seed)
        match = table.match
        while not match.is_over:
            state = match.state
            actor = state.current_player()
            if actor < 0:
                match.apply_action(state.chance_outcome(rng))
                continue
            events = match.apply_action(rng.choice(state.legal_actions()))
            start = time.process_time()
            data = [p.write(message) for _, message in table.updates(actor, events)]
            cpu.append(time.process_time() - start)
            sizes.extend(len(d) for d in data)
    return statistics.fmean(sizes), 1000 * statistics.fmean(cpu), len(cpu)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="seeded games a table (20)")
    args = ap.parse_args()
    print(f"protocol version {p.VERSION}; {args.games} seeded random games a table, "
          "one connection a seat and a spectator")
    print("| game | seats | bytes per update per connection | CPU per move, all connections (ms) | moves |")
    print("|---|---|---|---|---|")
    for name, seats in TABLES:
        size, ms, moves = measure(name, seats, args.games)
        print(f"| {name} | {seats} | {size:.0f} | {ms:.3f} | {moves} |")


if __name__ == "__main__":
    main()
