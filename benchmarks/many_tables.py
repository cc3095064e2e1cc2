"""A table server holding 10,000 turn-based tables, most of them idle: its start and its memory.

The store is built fast, through the store's own API, not by playing over WebSockets, but every
table is real: dealt by ``OnlineTable.new`` for a mix of the games, played on by random legal
moves (chance steps drawn from the table's seed, as the server draws them) to a step where a
person's clock runs, its clocks kept as the server keeps them.  Then, ``--runs`` times on a
fresh copy of that store: a real ``goatmaster-server`` (``python -m goatmaster.cli.server
--host 127.0.0.1 --port 0``) is started, and this script prints the seconds until it listens,
its resident memory (VmRSS) then, the seconds to bring ``--load`` of the tables into play on
demand (each rejoined by its host over a WebSocket, every one answered with its snapshot at the
step it was stored at: replayed), and its memory after; medians of the runs.  Loopback only;
every wait is bounded; the server is stopped and the temporary folder removed at the end.

    .venv/bin/python benchmarks/many_tables.py [--tables 10000] [--load 100] [--runs 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goatmaster import games as _games  # noqa: E402,F401  (importing it registers every game)
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.net import protocol as p  # noqa: E402
from goatmaster.net.store import Store  # noqa: E402
from goatmaster.net.table import OnlineTable, new_token  # noqa: E402

LOOPBACK = "127.0.0.1"
GAMES = ("goat-master", "meadow", "rows")
PACE = p.Pace(kind="turn-based", turn=3 * 86400, question=86400)
#: Seconds a server may take to listen, a rejoin to be answered.
WAIT = 120.0


def _table(game: str, code: str, rng: random.Random) -> tuple[OnlineTable, str] | None:
    """A turn-based table of ``game`` played on at random to a person's turn (``None``: it ended first)."""
    info = entry(game).info
    seats = [p.SeatPlan(kind="me")] + [p.SeatPlan(kind="open") if rng.random() < 0.5 else
                                       p.SeatPlan(kind="ai", level="easy")
                                       for _ in range(rng.randint(info.min_seats, info.max_seats) - 1)]
    token = new_token(rng)
    table, _ = OnlineTable.new(entry(game), code, p.Create(game=game, seats=seats, name="Host", pace=PACE), token,
                               entropy=rng)
    table.start()
    texts = table.stored.actions
    steps = rng.randint(0, 80)
    while True:
        state = table.match.state
        actor = state.current_player()
        if actor < 0:
            return None                         # (over: chance steps are settled below)
        if len(table.match.actions) >= steps and table.seats[actor].kind != "ai":
            break
        action = rng.choice(state.legal_actions())
        texts.append(state.action_to_string(action))
        table.match.apply_action(action)
        table._settle(table.match, [], texts)   # the chance steps and forced moves, as the server plays them
    table.wind()
    return table, token


def build(path: Path, count: int, seed: int) -> dict[str, Any]:
    """A store of ``count`` turn-based tables; their codes, hosts' tokens and steps."""
    rng = random.Random(seed)
    store = Store(path)
    made: dict[str, Any] = {}
    try:
        while len(made) < count:
            code = "".join(rng.choice(p.CODE_ALPHABET) for _ in range(p.CODE_LENGTH))
            if code in made:
                continue
            found = _table(GAMES[len(made) % len(GAMES)], code, rng)
            if found is None:
                continue
            table, token = found
            store.create(table.stored)
            store.clocks([(code, table.step, *table.clocks_kept())])
            made[code] = {"token": token, "step": table.step, "game": table.entry.name}
    finally:
        store.close()
    return made


def rss(pid: int) -> float:
    """A process's resident memory, in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


async def _rejoin(port: int, code: str, token: str, step: int) -> None:
    from websockets.asyncio.client import connect
    async with connect(f"ws://{LOOPBACK}:{port}", compression=None, max_size=None) as socket:
        await socket.send(p.write(p.Rejoin(code=code, token=token)).decode())
        while True:
            message = p.read_server(await asyncio.wait_for(socket.recv(), WAIT))
            if isinstance(message, p.Error):
                raise RuntimeError(f"table {code}: {message.code} {message.message}")
            if isinstance(message, p.Snapshot):
                if message.step != step:
                    raise RuntimeError(f"table {code} replayed to step {message.step}, stored at {step}")
                return


async def _load(port: int, tables: list[tuple[str, dict]]) -> None:
    for code, table in tables:                  # one after the other: each one's replay is measured whole
        await _rejoin(port, code, table["token"], table["step"])


def one_run(template: Path | None, made: dict[str, Any], load: int, seed: int) -> dict[str, float]:
    """One server's figures on a copy of ``template`` (``None``: an empty store)."""
    with tempfile.TemporaryDirectory(prefix="goatmaster-many-") as folder:
        if template is not None:
            shutil.copy(template, Path(folder) / "tables.sqlite3")
        started = time.perf_counter()
        server = subprocess.Popen([sys.executable, "-m", "goatmaster.cli.server", "--host", LOOPBACK, "--port", "0",
                                   "--data", folder, "--max-tables", str(2 * len(made) + 1), "--ai-processes", "0",
                                   "--quiet"], stdout=subprocess.PIPE, text=True,
                                  cwd=Path(__file__).resolve().parents[1])
        try:
            assert server.stdout is not None
            line = server.stdout.readline()     # (the server says it once it listens)
            if "listening on" not in line:
                raise RuntimeError(f"the server did not start: {line!r}")
            listening = time.perf_counter() - started
            port = int(line.rsplit(":", 1)[1])
            at_start = rss(server.pid)
            chosen = random.Random(seed).sample(sorted(made.items()), load)
            loading = time.perf_counter()
            asyncio.run(asyncio.wait_for(_load(port, chosen), WAIT))
            loaded = time.perf_counter() - loading
            return {"listening_s": listening, "rss_start_mb": at_start, "load_s": loaded,
                    "rss_loaded_mb": rss(server.pid)}
        finally:
            server.terminate()
            try:
                server.wait(30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=10_000)
    ap.add_argument("--load", type=int, default=100, help="tables brought into play on demand after the start")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="goatmaster-many-store-") as folder:
        template = Path(folder) / "tables.sqlite3"
        began = time.perf_counter()
        made = build(template, args.tables, args.seed)
        steps = [table["step"] for table in made.values()]
        mix = ", ".join(f"{game} {sum(t['game'] == game for t in made.values())}" for game in GAMES)
        print(f"store: {len(made)} turn-based tables ({mix}), steps {min(steps)}-{max(steps)} (median "
              f"{statistics.median(steps):g}), {template.stat().st_size / 1e6:.1f} MB, built in "
              f"{time.perf_counter() - began:.1f} s", flush=True)
        empty = one_run(None, {}, 0, args.seed)
        print(f"an empty store (Python and the games imported, nothing read): listening_s {empty['listening_s']:.2f}, "
              f"rss_start_mb {empty['rss_start_mb']:.2f}", flush=True)
        runs = []
        for run in range(args.runs):
            figures = one_run(template, made, min(args.load, len(made)), args.seed + run)
            print(f"run {run + 1}: " + ", ".join(f"{name} {value:.2f}" for name, value in figures.items()), flush=True)
            runs.append(figures)
        median = {name: statistics.median(run[name] for run in runs) for name in runs[0]}
        print(json.dumps({"tables": len(made), "loaded": args.load, "runs": args.runs,
                          "empty": {name: round(value, 2) for name, value in empty.items()},
                          "median": {name: round(value, 2) for name, value in median.items()}}))


if __name__ == "__main__":
    main()
