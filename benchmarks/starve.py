"""Can one client starve the server's AI?  A person's ``hard`` opponent, idle server vs. attacked.

On loopback only: a table server (``TableServer``, in this process, with the AI budget
``--budget`` worker processes, by default the server's own default: every core but one) behind
``trust_proxy``, so that each client's ``X-Forwarded-For`` is its address.

A person (address 10.0.0.2) plays Goat Master against one ``hard`` AI, thinking ``--think``
seconds (uniform ±50 %, seeded) before each move.  In ``--blocks`` rounds (so that the
machine's other work weighs alike on both), the AI's next searched decisions (a planned
follow-up searches nothing and is not counted) are measured:

1. **idle**: no one else is at the server;
2. **attacked**: a hostile client (address 10.0.0.66) sits at every table it is allowed, one
   connection each (a connection sits at one table), each with the most ``hard`` AIs the game
   seats: opened until the server refuses, then taken back with their tokens.  It answers its
   own turns at once and deals again at a game's end; it leaves at the end of the block (its
   tables then wait).

``--decisions`` of each in all.

Printed: each phase's median answer (waiting + searching) and median iterations, the ratios
(wanted: time within 1.5x, iterations at least 80 %), and the attacker's share of the decisions.
The whole run is bounded (``--limit`` seconds) and niced; every process it starts ends with it.

    .venv/bin/python benchmarks/starve.py [--budget N] [--decisions 20] [--think 2.0] [--limit 900]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from websockets.asyncio.client import connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from goatmaster import games as _games  # noqa: E402,F401  (registers every game)
from goatmaster.net import protocol as p  # noqa: E402
from goatmaster.net.client import ClientTable  # noqa: E402
from goatmaster.net.server import Limits, TableServer  # noqa: E402
from goatmaster.net.thinker import Decision, Thinker, default_processes  # noqa: E402

LOOPBACK = "127.0.0.1"
GAME = "goat-master"
SEATS = 5                               # Goat Master's most: the attacker's tables seat 4 AIs each
PERSON, ATTACKER = "10.0.0.2", "10.0.0.66"


class Player:
    """One connection from ``address``: creates its table, plays a random legal move after a pause
    (``think``: a person's; 0: at once), deals again when a game ends."""

    def __init__(self, url: str, address: str, plan: p.Create, think: float, seed: int) -> None:
        self.url, self.address, self.plan, self.think = url, address, plan, think
        self.rng = random.Random(seed)
        self.table = ClientTable()
        self.refused: Optional[p.Error] = None
        self.joined = asyncio.Event()

    async def run(self) -> None:
        """Play until cancelled; run again, it takes its seat back with its token."""
        table = self.table
        first = self.plan if table.code is None or table.token is None else p.Rejoin(code=table.code,
                                                                                      token=table.token)
        self.joined.clear()
        with contextlib.suppress(ConnectionClosed, OSError):
            async with connect(self.url, proxy=None, compression=None, max_size=4 * p.MAX_MESSAGE,
                               additional_headers={"X-Forwarded-For": self.address}) as socket:
                await socket.send(p.write(first).decode())
                acted = -1
                async for data in socket:
                    message = p.read_server(data)
                    self.table.apply(message)
                    if isinstance(message, p.Error) and message.code not in p.NOTICES:
                        self.refused = message
                        self.joined.set()
                        return
                    if isinstance(message, p.Snapshot):
                        acted = -1
                        self.joined.set()
                    table = self.table
                    if table.over and isinstance(message, p.SaveFile):
                        await socket.send(p.write(p.Again()).decode())
                    elif table.my_turn and acted != table.step:
                        acted = table.step
                        if self.think:
                            await asyncio.sleep(self.think * (0.5 + self.rng.random()))
                        await socket.send(p.write(p.Act(step=table.step,
                                                        action=self.rng.choice(table.world.legal_actions()))).decode())


def plan(ais: int, name: str) -> p.Create:
    return p.Create(game=GAME, name=name, seats=[p.SeatPlan(kind="me")] + [p.SeatPlan(kind="ai", level="hard")] * ais)


async def collect(thinker: Thinker, table: str, since: int, wanted: int, limit: float) -> list[Decision]:
    """The person's table's next ``wanted`` searched decisions after the first ``since`` of all."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        found = [d for d in list(thinker.decisions)[since:] if d.table == table and d.iterations > 0]
        if len(found) >= wanted:
            return found[:wanted]
        await asyncio.sleep(0.2)
    raise TimeoutError(f"only {len(found)} of {wanted} decisions in {limit:.0f} s")


def figures(decisions: list[Decision]) -> tuple[float, float]:
    return (statistics.median(d.waited + d.searched for d in decisions),
            statistics.median(d.iterations for d in decisions))


async def scenario(args: argparse.Namespace) -> None:
    thinker = Thinker(args.budget)
    idle: list[Decision] = []
    attacked: list[Decision] = []
    theirs: list[Decision] = []
    with tempfile.TemporaryDirectory(prefix="starve-") as data:
        server = TableServer(data, LOOPBACK, 0, Limits(), thinker, trust_proxy=True)
        await server.start()
        url = f"ws://{LOOPBACK}:{server.port}"
        person = Player(url, PERSON, plan(1, "Ann"), args.think, seed=1)
        playing = [asyncio.create_task(person.run())]
        attackers: list[Player] = []
        try:
            await asyncio.wait_for(person.joined.wait(), 30)
            code = person.table.code
            assert code is not None, person.refused
            each = max(1, args.decisions // args.blocks)
            for block in range(args.blocks):    # idle and attacked in turn: the machine's load alike
                since = len(thinker.decisions)
                idle += await collect(thinker, code, since, each, args.limit / (2 * args.blocks))
                attack = await open_tables(url, attackers)
                since = len(thinker.decisions)
                attacked += await collect(thinker, code, since, each, args.limit / (2 * args.blocks))
                theirs += [d for d in list(thinker.decisions)[since:] if d.owner == ATTACKER]
                for task in attack:             # the attacker leaves: its tables wait, their AI too
                    task.cancel()
                await asyncio.gather(*attack, return_exceptions=True)
        finally:
            for task in playing:
                task.cancel()
            await asyncio.gather(*playing, return_exceptions=True)
            await server.stop()
    (idle_s, idle_n), (hit_s, hit_n) = figures(idle), figures(attacked)
    rate = statistics.median(d.iterations / d.searched for d in idle)
    hit_rate = statistics.median(d.iterations / d.searched for d in attacked)
    print(f"budget {thinker.processes} worker process(es); {len(idle)} searched decisions each, idle and attacked "
          f"in {args.blocks} alternating blocks; person thinks {args.think:.1f} s ±50 %")
    print(f"idle server:     answer median {idle_s:.2f} s, iterations median {idle_n:.0f} ({rate:.0f}/s)")
    print(f"under attack:    answer median {hit_s:.2f} s, iterations median {hit_n:.0f} ({hit_rate:.0f}/s)  "
          f"(waited median {statistics.median(d.waited for d in attacked):.2f} s)")
    print(f"ratio:           time x{hit_s / idle_s:.2f} (wanted <= 1.5), iterations {100 * hit_n / idle_n:.0f} % "
          f"(wanted >= 80 %)")
    print(f"meanwhile:       {len(theirs)} attacker decisions ({sum(d.gave_way for d in theirs)} gave way), "
          f"{len(attacked)} of the person's measured; load average {os.getloadavg()[0]:.2f}")


async def open_tables(url: str, attackers: list[Player]) -> list[asyncio.Task]:
    """The attacker at every table it may open (the first time: opened until refused; later: its
    tables taken back); its connections' tasks."""
    tasks = []
    for attacker in attackers:
        tasks.append(asyncio.create_task(attacker.run()))
        await asyncio.wait_for(attacker.joined.wait(), 30)
    if attackers:
        return tasks
    for k in range(64):                         # bounded: the limits refuse far sooner
        attacker = Player(url, ATTACKER, plan(SEATS - 1, f"X{k}"), 0.0, seed=100 + k)
        task = asyncio.create_task(attacker.run())
        await asyncio.wait_for(attacker.joined.wait(), 30)
        if attacker.refused is not None:
            print(f"attacker: {k} tables of {SEATS - 1} hard AIs, then refused: "
                  f"{attacker.refused.code} ({attacker.refused.message})")
            await task
            break
        attackers.append(attacker)
        tasks.append(task)
    return tasks


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--budget", type=int, default=default_processes(), help="the AI's worker processes")
    ap.add_argument("--decisions", type=int, default=20, help="searched decisions measured per phase")
    ap.add_argument("--blocks", type=int, default=4, help="idle and attacked blocks, in turn")
    ap.add_argument("--think", type=float, default=2.0, help="the person's pause before a move (s, ±50 %%)")
    ap.add_argument("--limit", type=float, default=900.0, help="the whole run's bound (s)")
    args = ap.parse_args(argv)
    with contextlib.suppress(OSError):
        os.nice(10)                             # the machine's other work first (workers inherit it)
    asyncio.run(asyncio.wait_for(scenario(args), args.limit + 60))
    return 0


if __name__ == "__main__":
    sys.exit(main())
