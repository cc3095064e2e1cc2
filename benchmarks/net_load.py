"""The table server's figures (issue 33), on loopback only: concurrency, churn, reconnect, AI capacity.

Every part starts a real ``goatmaster-server`` (``python -m goatmaster.cli.server --host
127.0.0.1 --port 0 --data <tmp>``, its limits raised by its own options) pinned to one core, and
a load generator (this script, ``_load``) pinned to the other: one asyncio loop and many raw
WebSocket connections (``websockets``, no proxy, no compression) whose bots read every message
with ``protocol.read_server`` and read the seat's view with the game's online form only when
their seat must act.  Nothing is sent anywhere but 127.0.0.1; every loop is bounded in count and in
time; every process started here is ended at the end (also on Ctrl+C or an error).

    .venv/bin/python benchmarks/net_load.py curve [--matches 100 250 500 1000] [--runs 3] [--window 30]
    .venv/bin/python benchmarks/net_load.py churn [--total 10000] [--concurrent 250] [--game meadow]
    .venv/bin/python benchmarks/net_load.py reconnect [--drops 50]
    .venv/bin/python benchmarks/net_load.py ai [--ai-matches 0 1 2 4 8] [--people-matches 100]
    .venv/bin/python benchmarks/net_load.py all --quick          # a smoke run of every part, < 60 s

``curve``: N matches of Goal Rows (``--game``), 4 bot people each (4N connections); each bot thinks
``--think`` seconds (±50 %) before its move.  Over ``--window`` seconds after every match is
set up: moves accepted a second; the time from a move sent to its update having reached every
other client of its match (p50, p99, max); the server's resident memory (VmRSS) and CPU share.
``churn``: ``--total`` 2-player matches created and played to their end at once (random legal
moves, no thinking), ``--concurrent`` at a time; the server's VmRSS after every 1,000 finished.
``reconnect``: a player's connection aborted mid-game (``TableClient.drop``), the time until its
``TableClient`` has a fresh snapshot, with background matches playing.  ``ai``: matches of one
bot person against an AI seat at ``hard`` (the server with ``--ai-processes 1``, the level's own
time budget), beside people-only matches: the AI's answer time and the people's move latency.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import resource
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any, Callable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LOOPBACK = "127.0.0.1"
SCRIPT = str(Path(__file__).resolve())


# ====================================================================== the machine

def cores() -> tuple[int, int, bool]:
    """(the server's core, the bots' core, whether they differ)."""
    mine = sorted(os.sched_getaffinity(0))
    if len(mine) >= 2:
        return mine[0], mine[1], True
    return mine[0], mine[0], False


def raise_fd_limit() -> int:
    """The open-file limit raised to its hard limit; the limit now."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def loadavg() -> str:
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def rss_mb(pid: int) -> float:
    """A process's resident memory (VmRSS), MB; 0 when it is gone."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def cpu_seconds(pid: int) -> float:
    """A process's user + system CPU time so far (its threads included, not its children)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    found: list[int] = []
    with contextlib.suppress(OSError):
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                found += [int(x) for x in f.read().split()]
    return found


def machine_busy() -> float:
    """CPU seconds every core of the machine has been busy so far (steal included: a core lent away)."""
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:9]]
    return (sum(fields) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


def wait_quiet(most: float, below: float = 0.3) -> float:
    """Wait (at most ``most`` seconds) until the machine's other work uses less than ``below`` of a
    core over 2 s; the cores it used at the last look."""
    deadline = time.monotonic() + most
    while True:
        before = machine_busy()
        time.sleep(2.0)
        busy = (machine_busy() - before) / 2.0
        if busy < below or time.monotonic() >= deadline:
            return busy


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank ``q`` percentile (0–100); NaN for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, min(len(ordered), int(-(-q * len(ordered) // 100))))
    return ordered[rank - 1]


#: The nice value the server and the bots run at (``--priority``; 0: as started).
PRIORITY = 0


def _preexec(core: int) -> Callable[[], None]:
    priority = PRIORITY

    def run() -> None:
        raise_fd_limit()
        os.sched_setaffinity(0, {core})
        if priority:
            os.setpriority(os.PRIO_PROCESS, 0, priority)
    return run


# ====================================================================== the server process

#: ``goatmaster-server`` with the collector watched (``--gc-log``): every full collection's start,
#: wall time and CPU time is written to $NET_LOAD_GC_LOG at exit; the server is otherwise the same.
GC_WATCHED_SERVER = """
import atexit, gc, json, os, runpy, sys, time
full, began = [], {}
def watch(phase, info):
    if phase == "start":
        began["wall"], began["cpu"] = time.time(), time.thread_time()
    elif info["generation"] == 2 and began:
        full.append((began["wall"], time.time() - began["wall"], time.thread_time() - began["cpu"]))
gc.callbacks.append(watch)
def dump():
    with open(os.environ["NET_LOAD_GC_LOG"], "w") as f:
        json.dump(full, f)
atexit.register(dump)
sys.argv[0] = "goatmaster-server"
runpy.run_module("goatmaster.cli.server", run_name="__main__", alter_sys=True)
"""


class ServerProcess:
    """``goatmaster-server`` on 127.0.0.1, a free port and a fresh data folder, pinned to ``core``."""

    #: With a file name, ``py-spy record`` samples the server (its collapsed stacks) for its whole run.
    profile: Optional[str] = None
    #: Watch the server's full collections (see :data:`GC_WATCHED_SERVER`); read :attr:`full_collections`.
    gc_log = False

    def __init__(self, core: int, ai_processes: int = 0, connections: int = 20000, tables: int = 20000) -> None:
        self.data = tempfile.mkdtemp(prefix="net-load-")
        self.log_path = os.path.join(self.data, "server.log")
        self._log = open(self.log_path, "wb")
        self.full_collections: list[tuple[float, float, float]] = []
        self.gc_path = os.path.join(self.data, "gc.json")
        start = ["-c", GC_WATCHED_SERVER] if self.gc_log else ["-m", "goatmaster.cli.server"]
        command = [sys.executable, *start, "--host", LOOPBACK, "--port", "0",
                   "--data", self.data, "--ai-processes", str(ai_processes),
                   "--max-connections", str(connections), "--max-per-address", str(connections),
                   "--max-tables", str(tables), "--quiet"]
        # Its own session, as a daemon's: the kernel's autogroup scheduling then shares its core
        # between sessions, not among every process of the one that started it.
        self.proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self._log, preexec_fn=_preexec(core),
                                     start_new_session=True, env={**os.environ, "NET_LOAD_GC_LOG": self.gc_path})
        self.pid = self.proc.pid
        self.port = self._wait_listening(30.0)
        self.url = f"ws://{LOOPBACK}:{self.port}"
        self.spy: Optional[subprocess.Popen] = None
        if self.profile:
            spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
            self.spy = subprocess.Popen([spy, "record", "--pid", str(self.pid), "--rate", "250", "--nonblocking",
                                         "--format", "raw", "--output", self.profile],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1.0)

    def _wait_listening(self, timeout: float) -> int:
        assert self.proc.stdout is not None
        deadline = time.monotonic() + timeout
        text = b""
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.proc.stdout], [], [], 0.2)
            if ready:
                chunk = os.read(self.proc.stdout.fileno(), 4096)
                if not chunk:
                    break
                text += chunk
                if b"\n" in text and b"listening on ws://" in text:
                    line = text.split(b"listening on ws://", 1)[1].split(b"\n", 1)[0].decode()
                    host, port = line.rsplit(":", 1)
                    if host != LOOPBACK:
                        raise RuntimeError(f"the server listens on {host}, not loopback")
                    return int(port)
            if self.proc.poll() is not None:
                break
        raise RuntimeError(f"the server did not start: {text.decode(errors='replace')} {self.errors()}")

    def errors(self) -> str:
        with contextlib.suppress(OSError):
            return Path(self.log_path).read_text(errors="replace")[-2000:]
        return ""

    def error_lines(self) -> int:
        return sum(1 for line in self.errors().splitlines() if " ERROR " in line)

    def stop(self) -> None:
        try:
            if self.spy is not None and self.spy.poll() is None:
                self.spy.send_signal(signal.SIGINT)
                try:
                    self.spy.wait(30)
                except subprocess.TimeoutExpired:
                    self.spy.kill()
            if self.proc.poll() is None:
                self.proc.send_signal(signal.SIGINT)
                try:
                    self.proc.wait(20)
                except subprocess.TimeoutExpired:
                    for child in children(self.pid):
                        with contextlib.suppress(OSError):
                            os.kill(child, signal.SIGKILL)
                    self.proc.kill()
                    self.proc.wait(10)
        finally:
            with contextlib.suppress(OSError, ValueError):
                self.full_collections = [tuple(x) for x in json.loads(Path(self.gc_path).read_text())]
            self._log.close()
            if self.proc.stdout is not None:
                self.proc.stdout.close()
            shutil.rmtree(self.data, ignore_errors=True)

    def __enter__(self) -> "ServerProcess":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def run_load(core: int, config: dict, timeout: float) -> dict:
    """The load generator in its own process, pinned to ``core``; its result."""
    proc = subprocess.Popen([sys.executable, SCRIPT, "_load", json.dumps(config)], stdout=subprocess.PIPE,
                            preexec_fn=_preexec(core), start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
    except BaseException:
        proc.kill()
        proc.wait(10)
        raise
    for line in reversed(out.decode(errors="replace").splitlines()):
        if line.startswith("RESULT "):
            return json.loads(line[7:])
    raise RuntimeError(f"the load generator ended ({proc.returncode}) without a result")


# ====================================================================== the bots (in the _load process)

def _peek_rows(view: dict) -> Optional[int]:
    phase = view.get("phase")                   # its view's phase: play, answer, draw, reveal, over
    if phase == 0:
        return view.get("seat")
    if phase == 1:
        return view.get("asked")
    return -2 if phase == 4 else -1


def _peek_meadow(view: dict) -> Optional[int]:
    phase = view.get("phase")                   # its view's phase: throw, again, rethrow, mark, over
    if phase in (1, 3):
        return view.get("seat")
    return -2 if phase == 4 else -1


def _peek_goat(view: dict) -> Optional[int]:
    phase = view.get("phase")                   # play, take, refill, dog, consent, over
    if phase == 4:
        return None                             # the owner of the card asked about answers: read it
    return -1 if phase == 2 else -2 if phase == 5 else view.get("turn", 0) % max(1, len(view.get("hands", ())))


#: Whose decision a view is, read from its JSON without reading it as the game's (the bots stay
#: cheap); ``None`` for a game not listed or a case not told (then the view is read).  A wrong
#: guess is caught: the bot reads the view before it acts and counts a mismatch as an error.
PEEK: dict[str, Callable[[dict], Optional[int]]] = {"rows": _peek_rows, "meadow": _peek_meadow,
                                                    "goat-master": _peek_goat}


class Lab:
    """One load generator's figures and switches."""

    def __init__(self, config: dict) -> None:
        from goatmaster.core.registry import entry
        import goatmaster.games  # noqa: F401  (registers the games)
        self.config = config
        self.url: str = config["url"]
        self.server_pid: int = config["server_pid"]
        self.rng = random.Random(config.get("seed", 1))
        self.forms: dict[str, Any] = {}
        self.entry = entry
        self.errors: Counter[str] = Counter()
        self.first_bug: Optional[str] = None
        self.sending = True
        self.window: tuple[float, float] = (float("inf"), float("inf"))
        self.closing = False
        # figures
        self.lat_all: list[float] = []        # a move sent → its update at every other client of its match
        self.lat_each: list[float] = []       # … at one other client (each a sample)
        self.rtt: list[float] = []            # … back at its sender
        self.ai_lat: list[float] = []         # a person's move sent → the AI's update back
        self.moves = 0
        self.unfinished = 0
        self.slow: list[float] = []           # when the moves slower than SLOW were sent

    def form(self, game: str) -> Any:
        form = self.forms.get(game)
        if form is None:
            form = self.forms[game] = self.entry(game).online
        return form

    def position(self, game: str, data: dict, seat: Optional[int]) -> Any:
        """What a bot's seat knows from its view: its observation."""
        from goatmaster.net.online import read_view
        return read_view(self.form(game), data, seat)

    def in_window(self, now: float) -> bool:
        return self.window[0] <= now < self.window[1]

    def bug(self, where: str) -> None:
        self.errors[f"bot-bug:{where}"] += 1
        if self.first_bug is None:
            self.first_bug = traceback.format_exc()


#: A move slower than this (s) is a slow one: when they were sent tells stalls (a few seconds
#: hold them all: a collection, the core taken away) from a server that cannot keep up (spread out).
SLOW = 0.1


def stalls(sent: list[float], begin: float) -> dict:
    """The slow moves by the window's second they were sent in: how many seconds had one, and
    the share of them in the three worst seconds."""
    seconds = Counter(int(t - begin) for t in sent)
    worst = sum(n for _, n in seconds.most_common(3))
    return {"slow_moves": len(sent), "slow_seconds": len(seconds),
            "slow_in_worst_3s_pct": 100 * worst / len(sent) if sent else 0.0}


class Pending:
    __slots__ = ("sent", "actor", "step", "waiting", "others", "accepted", "last", "counted")

    def __init__(self, sent: float, actor: int, step: int, others: set[int], counted: bool) -> None:
        self.sent, self.actor, self.step, self.waiting, self.others = sent, actor, step, others, len(others)
        self.accepted = False
        self.last = sent
        self.counted = counted


class Match:
    """One table: its bots (people), its AI seats, and the moves under way."""

    def __init__(self, lab: Lab, game: str, people: int, ai_seats: int = 0, think: float = 1.0,
                 pace: float = 0.0, level: str = "hard") -> None:
        self.lab, self.game, self.think, self.pace = lab, game, think, pace
        self.peek = PEEK.get(game)
        self.ai_seats = set(range(people, people + ai_seats))
        from goatmaster.net import protocol as p
        self.plan = [p.SeatPlan(kind="me")] + [p.SeatPlan(kind="open")] * (people - 1) \
            + [p.SeatPlan(kind="ai", level=level)] * ai_seats
        self.bots: list[Bot] = []
        self.code: Optional[str] = None
        self.live = False
        self.over = False
        self.finished = asyncio.Event()
        self.pending: list[Pending] = []
        self.ai_since: Optional[float] = None
        self.last_sent = 0.0

    async def setup(self, timeout: float) -> None:
        from goatmaster.net import protocol as p
        host = Bot(self, 0)
        self.bots.append(host)
        await host.open(p.Create(game=self.game, seats=self.plan, name="Bot 0"), timeout)
        await asyncio.wait_for(host.snapshot.wait(), timeout)
        assert self.code is not None
        for k in range(1, len(self.plan) - len(self.ai_seats)):
            bot = Bot(self, k)
            self.bots.append(bot)
            await bot.open(p.Claim(code=self.code, name=f"Bot {k}", seat=k), timeout)
            await asyncio.wait_for(bot.snapshot.wait(), timeout)

    def start(self) -> None:
        self.live = True
        for bot in self.bots:
            bot.schedule()

    def sent(self, bot: "Bot", step: int, now: float) -> None:
        self.last_sent = now
        others = {b.seat for b in self.bots if b is not bot and b.seat is not None}
        self.pending.append(Pending(now, bot.seat or 0, step, others, self.lab.in_window(now)))

    def seen(self, bot: "Bot", actor: int, step: int, now: float) -> None:
        """``bot`` got the update of ``actor``'s decision, the table now at ``step``."""
        lab = self.lab
        if actor in self.ai_seats and bot.seat == 0 and self.ai_since is not None:
            if lab.in_window(self.ai_since):
                lab.ai_lat.append(now - self.ai_since)
            self.ai_since = None
        for pending in self.pending:
            if pending.actor == actor and pending.step < step and (
                    (bot.seat == actor and not pending.accepted) or bot.seat in pending.waiting):
                break
        else:
            return
        if bot.seat == actor:
            pending.accepted = True
            if pending.counted:
                lab.moves += 1
                lab.rtt.append(now - pending.sent)
        elif bot.seat in pending.waiting:
            pending.waiting.discard(bot.seat)
            pending.last = now
            if pending.counted:
                lab.lat_each.append(now - pending.sent)
        if pending.accepted and not pending.waiting:
            if pending.counted and pending.others:
                lab.lat_all.append(pending.last - pending.sent)
                if pending.last - pending.sent > SLOW:
                    lab.slow.append(pending.sent)
            self.pending.remove(pending)

    def done(self) -> None:
        if all(bot.over for bot in self.bots):
            self.over = True
            self.finished.set()

    async def close(self) -> None:
        for bot in self.bots:
            await bot.close()


class Bot:
    """One raw connection playing one seat: random legal moves after a think."""

    def __init__(self, match: Match, index: int) -> None:
        self.match = match
        self.lab = match.lab
        self.index = index
        self.seat: Optional[int] = None
        self.ws: Any = None
        self.step = -1
        self.world: Optional[dict] = None
        self.mine = False
        self.planned = -1
        self.over = False
        self.last_act = 0.0
        self.snapshot = asyncio.Event()
        self.reader: Optional[asyncio.Task] = None
        self.rng = random.Random(self.lab.rng.getrandbits(32))

    async def open(self, first: Any, timeout: float) -> None:
        from websockets.asyncio.client import connect
        from goatmaster.net import protocol as p
        self.ws = await connect(self.lab.url, proxy=None, compression=None, max_size=4 * p.MAX_MESSAGE,
                                open_timeout=timeout, ping_interval=None, close_timeout=2)
        self.reader = asyncio.get_running_loop().create_task(self.read())
        await self.ws.send(p.write(first).decode())

    async def read(self) -> None:
        from websockets.exceptions import ConnectionClosed
        try:
            async for data in self.ws:
                self.receive(data, time.perf_counter())
        except ConnectionClosed:
            pass
        except Exception:                       # noqa: BLE001
            self.lab.bug("read")
        if not self.lab.closing and not self.over:
            self.lab.errors["connection-lost"] += 1

    def receive(self, data: str | bytes, now: float) -> None:
        from goatmaster.net import protocol as p
        lab = self.lab
        try:
            message = p.read_server(data)
        except p.BadMessage:
            lab.errors["bad-message"] += 1
            return
        try:
            if isinstance(message, p.Update):
                self.step = message.step
                self.match.seen(self, message.actor, message.step, now)
                self.consider(message.view, message.over, now, message.actor)
            elif isinstance(message, p.Snapshot):
                self.step = message.step
                self.consider(message.view, message.over, now, None)
                self.snapshot.set()
            elif isinstance(message, p.Joined):
                self.seat = message.seat
                if self.match.code is None:
                    self.match.code = message.code
            elif isinstance(message, p.Error):
                lab.errors[f"error:{message.code}"] += 1
        except Exception:                       # noqa: BLE001
            lab.bug("receive")

    def consider(self, world: dict, over: bool, now: float, actor: Optional[int]) -> None:
        match = self.match
        if over:
            self.over, self.mine, self.world = True, False, None
            match.done()
            return
        current = match.peek(world) if match.peek is not None else None
        if current is None:
            current = self.lab.position(match.game, world, self.seat).current_player()
        if self.seat == 0 and match.ai_seats and current in match.ai_seats and match.ai_since is None:
            match.ai_since = match.last_sent if actor == 0 else now
        self.mine = current == self.seat
        self.world = world if self.mine else None
        if self.mine:
            self.schedule()

    def schedule(self) -> None:
        match = self.match
        if not (self.mine and match.live and self.lab.sending) or self.planned == self.step:
            return
        self.planned = self.step
        delay = match.think * (0.5 + self.rng.random()) if match.think > 0 else 0.0
        delay = max(delay, self.last_act + match.pace - time.perf_counter())
        step, world = self.step, self.world
        loop = asyncio.get_running_loop()
        loop.call_later(delay, self._fire, loop, step, world)

    def _fire(self, loop: asyncio.AbstractEventLoop, step: int, world: Optional[dict]) -> None:
        if self.lab.sending and not self.lab.closing:
            loop.create_task(self.act(step, world))

    async def act(self, step: int, world: Optional[dict]) -> None:
        from websockets.exceptions import ConnectionClosed
        from goatmaster.net import protocol as p
        lab = self.lab
        if not lab.sending or self.step != step or world is None or self.over:
            return
        try:
            decoded = lab.position(self.match.game, world, self.seat)
            if decoded.current_player() != self.seat:
                lab.errors["peek-mismatch"] += 1
                return
            action = self.rng.choice(decoded.legal_actions())
            data = p.write(p.Act(step=step, action=action)).decode()
        except Exception:                       # noqa: BLE001
            lab.bug("act")
            return
        now = time.perf_counter()
        self.last_act = now
        self.match.sent(self, step, now)
        try:
            await self.ws.send(data)
        except ConnectionClosed:
            lab.errors["send-failed"] += 1

    async def close(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.ws.close(), 3)
        if self.reader is not None:
            self.reader.cancel()
            with contextlib.suppress(BaseException):
                await self.reader

    def abort(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(Exception):
                self.ws.transport.abort()


async def _set_up(lab: Lab, matches: list[Match], parallel: int, timeout: float) -> float:
    """Every match set up (``parallel`` at a time); the seconds it took."""
    began = time.perf_counter()
    gate = asyncio.Semaphore(parallel)

    async def one(match: Match) -> None:
        async with gate:
            try:
                await match.setup(timeout)
            except Exception as error:          # noqa: BLE001
                lab.errors[f"setup:{type(error).__name__}"] += 1
    await asyncio.wait_for(asyncio.gather(*(one(m) for m in matches)), timeout * 4 + len(matches) * 0.1)
    return time.perf_counter() - began


class Lag:
    """The load generator's own loop: how late a 20 ms timer fires (its busyness shows in the latencies)."""

    def __init__(self) -> None:
        self.late: list[float] = []
        self.task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        while True:
            before = time.perf_counter()
            await asyncio.sleep(0.02)
            self.late.append(time.perf_counter() - before - 0.02)

    def stop(self) -> dict:
        self.task.cancel()
        return {"lag_p99_ms": percentile(self.late, 99) * 1e3, "lag_max_ms": max(self.late, default=0) * 1e3}


async def _measure(lab: Lab, matches: list[Match], warmup: float, window: float, drain: float) -> dict:
    """Start every match, wait ``warmup``, measure ``window`` seconds, let the last moves land."""
    # The bots' own long-lived objects (thousands of connections) leave the collector's sight: a
    # full collection of them would stall this loop for hundreds of ms and be counted as the
    # server's latency.  (The server is measured as it is.)
    gc.collect()
    gc.freeze()
    for match in matches:
        if match.code is not None and len(match.bots) == len(match.plan) - len(match.ai_seats):
            match.start()
    await asyncio.sleep(warmup)
    lag = Lag()
    begin = time.perf_counter()
    lab.window = (begin, begin + window)
    wall = time.time()
    cpu0, own0, all0 = cpu_seconds(lab.server_pid), cpu_seconds(os.getpid()), machine_busy()
    kids = {pid: cpu_seconds(pid) for pid in children(lab.server_pid)}
    rss_peak = 0.0
    while time.perf_counter() < begin + window:
        await asyncio.sleep(min(1.0, begin + window - time.perf_counter()))
        rss_peak = max(rss_peak, rss_mb(lab.server_pid))
    elapsed = time.perf_counter() - begin
    cpu1, own1, all1 = cpu_seconds(lab.server_pid), cpu_seconds(os.getpid()), machine_busy()
    kids_cpu = sum(cpu_seconds(pid) - before for pid, before in kids.items())
    others = (all1 - all0) - (cpu1 - cpu0) - (own1 - own0) - kids_cpu
    rss_end = rss_mb(lab.server_pid)
    lab.sending = False
    end = time.perf_counter() + drain
    while time.perf_counter() < end and any(p.counted for m in matches for p in m.pending):
        await asyncio.sleep(0.05)
    lab.unfinished = sum(p.counted for m in matches for p in m.pending)
    figures = {
        "window_s": elapsed, "moves": lab.moves, "moves_per_s": lab.moves / elapsed,
        "p50_ms": percentile(lab.lat_all, 50) * 1e3, "p99_ms": percentile(lab.lat_all, 99) * 1e3,
        "max_ms": max(lab.lat_all, default=float("nan")) * 1e3,
        "each_p50_ms": percentile(lab.lat_each, 50) * 1e3, "each_p99_ms": percentile(lab.lat_each, 99) * 1e3,
        "rtt_p50_ms": percentile(lab.rtt, 50) * 1e3,
        "rss_mb": rss_end, "rss_peak_mb": rss_peak,
        "cpu_pct": 100 * (cpu1 - cpu0) / elapsed, "ai_worker_cpu_pct": 100 * kids_cpu / elapsed,
        "bots_cpu_pct": 100 * (own1 - own0) / elapsed, "other_work_pct": 100 * max(0.0, others) / elapsed,
        "unfinished": lab.unfinished,
    }
    figures.update(stalls(lab.slow, begin))
    figures["window_wall"] = (wall, wall + elapsed)
    figures.update(lag.stop())
    return figures


async def _close_all(lab: Lab, matches: list[Match]) -> None:
    lab.closing = True
    lab.sending = False
    for match in matches:
        for bot in match.bots:
            bot.abort()
    await asyncio.sleep(0.2)


def _result(lab: Lab, figures: dict) -> dict:
    figures["errors"] = dict(lab.errors)
    figures["error_count"] = sum(lab.errors.values()) + lab.unfinished
    if lab.first_bug:
        figures["first_bug"] = lab.first_bug
    return figures


async def load_curve(lab: Lab) -> dict:
    c = lab.config
    matches = [Match(lab, c["game"], c["people"], think=c["think"]) for _ in range(c["matches"])]
    try:
        setup = await _set_up(lab, matches, c["parallel"], c["timeout"])
        ready = sum(m.code is not None and all(b.snapshot.is_set() for b in m.bots) for m in matches)
        connections = sum(len(m.bots) for m in matches)
        rss_setup = rss_mb(lab.server_pid)
        figures = await _measure(lab, matches, c["warmup"], c["window"], c["drain"])
        figures.update(setup_s=setup, ready=ready, connections=connections, rss_setup_mb=rss_setup,
                       finished_games=sum(m.over for m in matches))
        return _result(lab, figures)
    finally:
        await _close_all(lab, matches)


async def load_churn(lab: Lab) -> dict:
    c = lab.config
    total, every = c["total"], c["sample_every"]
    began = time.perf_counter()
    deadline = began + c["limit_s"]
    started = finished = 0
    samples: list[dict] = [{"finished": 0, "rss_mb": rss_mb(lab.server_pid), "s": 0.0}]
    moves_before = 0
    lab.window = (began, float("inf"))

    async def slot() -> None:
        nonlocal started, finished
        while started < total and time.perf_counter() < deadline:
            started += 1
            match = Match(lab, c["game"], 2, think=0.0, pace=c["pace"])
            try:
                await match.setup(c["timeout"])
                match.start()
                await asyncio.wait_for(match.finished.wait(), c["game_timeout"])
            except Exception as error:          # noqa: BLE001
                lab.errors[f"match:{type(error).__name__}"] += 1
            finally:
                match.pending.clear()
                await match.close()
            finished += 1
            if finished % every == 0:
                samples.append({"finished": finished, "rss_mb": rss_mb(lab.server_pid),
                                "s": time.perf_counter() - began})
                print(f"  {finished} finished, server RSS {samples[-1]['rss_mb']:.1f} MB, "
                      f"{samples[-1]['s']:.0f} s, errors {dict(lab.errors)}", file=sys.stderr, flush=True)
    lab.closing = False
    await asyncio.gather(*(slot() for _ in range(c["concurrent"])))
    elapsed = time.perf_counter() - began
    lab.closing = True
    await asyncio.sleep(2.0)                    # the server has seen every table's last connection go
    after = rss_mb(lab.server_pid)
    moves = lab.moves - moves_before
    return _result(lab, {"finished": finished, "elapsed_s": elapsed, "samples": samples, "rss_after_mb": after,
                         "moves": moves, "moves_per_s": moves / elapsed, "matches_per_s": finished / elapsed,
                         "complete": finished >= total})


async def load_reconnect(lab: Lab) -> dict:
    from goatmaster.net import protocol as p
    from goatmaster.net.client import TableClient
    c = lab.config
    background = [Match(lab, "rows", 4, think=1.0) for _ in range(c["background"])]
    clients: list[dict] = []
    try:
        await _set_up(lab, background, 50, c["timeout"])
        for match in background:
            match.start()
        lab.window = (time.perf_counter(), float("inf"))

        def player(join: p.Message) -> dict:
            state: dict[str, Any] = {"waiting": None, "acted": -1, "snapshots": 0}
            rng = random.Random(lab.rng.getrandbits(32))

            async def on_message(message: p.ServerMessage) -> None:
                if isinstance(message, p.Snapshot):
                    state["snapshots"] += 1
                    future = state["waiting"]
                    if future is not None and not future.done():
                        future.set_result(time.perf_counter())
                if isinstance(message, p.Error):
                    lab.errors[f"error:{message.code}"] += 1
                table = client.table
                if table.my_turn and state["acted"] != table.step:
                    state["acted"] = table.step
                    step = table.step
                    action = rng.choice(table.world.legal_actions())

                    async def later() -> None:
                        await asyncio.sleep(c["think"] * (0.5 + rng.random()))
                        if client.table.step == step and not await client.act(action):
                            state["acted"] = -1         # not connected: acted again after the snapshot
                    asyncio.get_running_loop().create_task(later())
            client = TableClient(lab.url, join, on_message)
            state["client"] = client
            state["task"] = asyncio.get_running_loop().create_task(client.run())
            return state

        for k in range(c["tables"]):
            host = player(p.Create(game="rows", seats=[p.SeatPlan(kind="me"), p.SeatPlan(kind="open")],
                                   name=f"Host {k}"))
            await asyncio.wait_for(_until(lambda: host["client"].table.code is not None), c["timeout"])
            guest = player(p.Claim(code=host["client"].table.code, name=f"Guest {k}"))
            await asyncio.wait_for(_until(lambda: guest["client"].table.world is not None), c["timeout"])
            clients += [host, guest]
        times: list[float] = []
        fresh = 0
        for _ in range(c["drops"]):
            await asyncio.sleep(c["interval"] * (0.5 + lab.rng.random()))
            alive = [s for s in clients if s["client"]._socket is not None and not s["client"].table.over]
            if not alive:
                lab.errors["no-table-left"] += 1
                break
            state = lab.rng.choice(alive)
            future = asyncio.get_running_loop().create_future()
            state["waiting"] = future
            began = time.perf_counter()
            await state["client"].drop()
            try:
                times.append(await asyncio.wait_for(future, 10.0) - began)
            except asyncio.TimeoutError:
                lab.errors["no-snapshot-in-10s"] += 1
            state["waiting"] = None
            fresh += state["client"].table.world is not None
        return _result(lab, {"drops": len(times), "median_ms": statistics.median(times) * 1e3 if times else None,
                             "p90_ms": percentile(times, 90) * 1e3, "max_ms": max(times, default=0) * 1e3,
                             "min_ms": min(times, default=0) * 1e3, "background_matches": len(background),
                             "fresh": fresh})
    finally:
        for state in clients:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(state["client"].close(), 3)
            state["task"].cancel()
        await _close_all(lab, background)


async def _until(test: Callable[[], bool]) -> None:
    while not test():
        await asyncio.sleep(0.01)


async def load_ai(lab: Lab) -> dict:
    c = lab.config
    people = [Match(lab, "rows", 4, think=c["think"]) for _ in range(c["people"])]
    ai = [Match(lab, "rows", 1, ai_seats=1, think=c["think"]) for _ in range(c["ai_matches"])]
    try:
        await _set_up(lab, people + ai, 50, c["timeout"])
        figures = await _measure(lab, people + ai, c["warmup"], c["window"], c["drain"] + 4)
        figures["ai_decisions"] = len(lab.ai_lat)
        figures["ai_p50_s"] = percentile(lab.ai_lat, 50)
        figures["ai_p90_s"] = percentile(lab.ai_lat, 90)
        figures["ai_max_s"] = max(lab.ai_lat, default=float("nan"))
        # People's latencies: only people's tables hold more than one bot.
        return _result(lab, figures)
    finally:
        await _close_all(lab, people + ai)


def load_main(config: dict) -> None:
    raise_fd_limit()
    lab = Lab(config)
    kind = config["kind"]
    run = {"curve": load_curve, "churn": load_churn, "reconnect": load_reconnect, "ai": load_ai}[kind]

    async def main() -> dict:
        return await asyncio.wait_for(run(lab), config["limit_s"] + 120)
    result = asyncio.run(main())
    print("RESULT " + json.dumps(result), flush=True)


# ====================================================================== the parts (the parent process)

def _say(text: str = "") -> None:
    print(text, flush=True)


def _fmt(value: Any, digits: int = 1) -> str:
    if value is None or (isinstance(value, float) and value != value):
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _header(part: str, args: argparse.Namespace) -> tuple[int, int]:
    server_core, bots_core, apart = cores()
    limit = raise_fd_limit()
    _say(f"== {part}: {time.strftime('%Y-%m-%d %H:%M:%S')}, load average {loadavg()}, "
         f"server on core {server_core}, bots on core {bots_core}{'' if apart else ' (ONE core only!)'}, "
         f"open-file limit {limit}, Python {sys.version.split()[0]}"
         + (f", server and bots at nice {PRIORITY}" if PRIORITY else ""))
    return server_core, bots_core


def part_curve(args: argparse.Namespace) -> None:
    server_core, bots_core = _header("curve", args)
    game = args.game or "rows"
    _say(f"{game}, {args.people} people a match, each thinks {args.think} s (±50%), window {args.window} s "
         f"after {args.warmup} s of play; latency = a move sent → its update at every other client of its match")
    columns = ("N", "conns", "moves/s", "p50 ms", "p99 ms", "max ms", "RSS MB", "CPU %", "errors", "setup s",
               "each p99", "bots CPU %", "bots lag p99", "others %", "load")
    _say("run " + " | ".join(columns))
    rows: dict[int, list[dict]] = {}
    for n in args.matches:
        for run in range(args.runs):
            wait_quiet(args.quiet_wait)
            ServerProcess.profile = f"{args.profile}.{n}.{run + 1}" if args.profile else None
            ServerProcess.gc_log = args.gc_log
            with ServerProcess(server_core) as server:
                config = {"kind": "curve", "url": server.url, "server_pid": server.pid, "matches": n,
                          "people": args.people, "game": game, "think": args.think, "window": args.window,
                          "warmup": args.warmup, "drain": 3.0, "parallel": 64, "timeout": 30.0,
                          "seed": 1000 * n + run, "limit_s": 600}
                result = run_load(bots_core, config, timeout=900)
                result["server_errors"] = server.error_lines()
            if args.gc_log:
                first, last = result["window_wall"]
                inside = [c for c in server.full_collections if first <= c[0] < last]
                result["full_collections"] = {"in_window": len(inside), "in_run": len(server.full_collections),
                                              "window_wall_ms": [round(c[1] * 1e3) for c in inside],
                                              "window_cpu_ms": [round(c[2] * 1e3) for c in inside],
                                              "run_cpu_ms": [round(c[2] * 1e3) for c in server.full_collections]}
            result["load"] = loadavg()
            rows.setdefault(n, []).append(result)
            _say(f"{run + 1}   " + " | ".join([
                str(n), str(result["connections"]), _fmt(result["moves_per_s"]), _fmt(result["p50_ms"], 2),
                _fmt(result["p99_ms"], 2), _fmt(result["max_ms"]), _fmt(result["rss_mb"]), _fmt(result["cpu_pct"]),
                str(result["error_count"] + result["server_errors"]), _fmt(result["setup_s"]),
                _fmt(result["each_p99_ms"], 2), _fmt(result["bots_cpu_pct"]), _fmt(result["lag_p99_ms"]),
                _fmt(result["other_work_pct"]), result["load"]]))
            if result["slow_moves"]:
                _say(f"    {result['slow_moves']} moves over {SLOW * 1e3:.0f} ms, sent in {result['slow_seconds']} "
                     f"of the window's seconds, {result['slow_in_worst_3s_pct']:.0f}% of them in its worst 3")
            if args.gc_log:
                fc = result["full_collections"]
                _say(f"    server full collections: {fc['in_run']} in the run (CPU ms {fc['run_cpu_ms']}), "
                     f"{fc['in_window']} in the window (wall ms {fc['window_wall_ms']})")
            if result["errors"] or result["server_errors"]:
                _say(f"    errors: {result['errors']}, server error lines: {result['server_errors']}")
            if result.get("first_bug"):
                _say(result["first_bug"])
            _say("    raw " + json.dumps({k: v for k, v in result.items() if k != "first_bug"}))
    _say()
    _say(f"medians of {args.runs} run(s):")
    _say("| matches | connections | moves/s | p50 ms | p99 ms | max ms | RSS MB | server CPU % | errors |")
    _say("|---|---|---|---|---|---|---|---|---|")
    for n, results in rows.items():
        def med(key: str) -> float:
            return statistics.median(r[key] for r in results)
        _say(f"| {n} | {results[0]['connections']} | {med('moves_per_s'):.1f} | {med('p50_ms'):.2f} | "
             f"{med('p99_ms'):.2f} | {med('max_ms'):.1f} | {med('rss_mb'):.1f} | {med('cpu_pct'):.1f} | "
             f"{sum(r['error_count'] + r['server_errors'] for r in results)} |")
    target = rows.get(250)
    if target:
        ok = [r["p50_ms"] < 10 and r["p99_ms"] < 100 and r["rss_mb"] < 150 and r["error_count"] == 0
              for r in target]
        _say(f"target at 250 matches (p50 < 10 ms, p99 < 100 ms, RSS < 150 MB, no error): "
             f"{sum(ok)}/{len(ok)} runs meet it")


def part_churn(args: argparse.Namespace) -> None:
    server_core, bots_core = _header("churn", args)
    args.game = args.game or "meadow"
    _say(f"{args.total} matches of {args.game}, 2 people, random legal moves at once (a bot waits at least "
         f"{args.pace * 1e3:.0f} ms between its own moves: the server's 20 messages/s a connection), "
         f"{args.concurrent} at a time; server RSS every {args.sample_every} finished")
    wait_quiet(args.quiet_wait)
    ServerProcess.profile = f"{args.profile}.churn" if args.profile else None
    with ServerProcess(server_core) as server:
        config = {"kind": "churn", "url": server.url, "server_pid": server.pid, "total": args.total,
                  "concurrent": args.concurrent, "game": args.game, "pace": args.pace,
                  "sample_every": args.sample_every, "timeout": 30.0, "game_timeout": 180.0,
                  "limit_s": args.limit, "seed": 7}
        result = run_load(bots_core, config, timeout=args.limit + 300)
        result["server_errors"] = server.error_lines()
        db = Path(server.data) / "tables.sqlite3"
        result["db_mb"] = (db.stat().st_size + sum(f.stat().st_size for f in db.parent.glob("tables.sqlite3-*"))) \
            / 2 ** 20 if db.exists() else 0.0
    _say("| finished | server RSS MB | elapsed s |")
    _say("|---|---|---|")
    for sample in result["samples"]:
        _say(f"| {sample['finished']} | {sample['rss_mb']:.1f} | {sample['s']:.0f} |")
    _say(f"after the last table left: RSS {result['rss_after_mb']:.1f} MB; {result['finished']} matches in "
         f"{result['elapsed_s']:.0f} s ({result['matches_per_s']:.1f} matches/s, {result['moves_per_s']:.0f} moves/s); "
         f"database {result['db_mb']:.1f} MB; errors {result['error_count']} {result['errors']}, "
         f"server error lines {result['server_errors']}; load {loadavg()}")
    if result.get("first_bug"):
        _say(result["first_bug"])
    samples = [s for s in result["samples"] if s["finished"] > 0]
    if len(samples) >= 2:
        _say(f"growth from {samples[0]['finished']} to {samples[-1]['finished']} finished: "
             f"{samples[-1]['rss_mb'] - samples[0]['rss_mb']:+.1f} MB")
    _say("    raw " + json.dumps({k: v for k, v in result.items() if k != "first_bug"}))


def part_reconnect(args: argparse.Namespace) -> None:
    server_core, bots_core = _header("reconnect", args)
    _say(f"{args.drops} drops (transport aborted) among {args.tables} Goal Rows 2-player tables of "
         f"TableClients, {args.background} 4-player matches playing beside; time to a fresh snapshot")
    wait_quiet(args.quiet_wait)
    with ServerProcess(server_core) as server:
        config = {"kind": "reconnect", "url": server.url, "server_pid": server.pid, "drops": args.drops,
                  "tables": args.tables, "background": args.background, "interval": 0.4, "think": 0.5,
                  "timeout": 30.0, "limit_s": 60 + args.drops * 12, "seed": 11}
        result = run_load(bots_core, config, timeout=config["limit_s"] + 300)
        result["server_errors"] = server.error_lines()
    _say(f"drops {result['drops']}: median {_fmt(result['median_ms'])} ms, p90 {_fmt(result['p90_ms'])} ms, "
         f"max {_fmt(result['max_ms'])} ms, min {_fmt(result['min_ms'])} ms; errors {result['error_count']} "
         f"{result['errors']}; server error lines {result['server_errors']}; load {loadavg()}")
    _say("    raw " + json.dumps({k: v for k, v in result.items() if k != "first_bug"}))


def part_ai(args: argparse.Namespace) -> None:
    server_core, bots_core = _header("ai", args)
    _say(f"Goal Rows: M matches of a bot person (thinks {args.think} s ±50%) against `hard` (the server with "
         f"--ai-processes 1: its worker inherits the server's core), beside {args.people_matches} people-only 4-player "
         f"matches; window {args.window} s")
    _say("| AI matches | AI decisions | AI answer p50 s | p90 s | max s | people p50 ms | p99 ms | max ms | "
         "people moves/s | server CPU % | AI worker CPU % | others % | errors | load |")
    _say("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for m in args.ai_matches:
        wait_quiet(args.quiet_wait)
        with ServerProcess(server_core, ai_processes=1) as server:
            config = {"kind": "ai", "url": server.url, "server_pid": server.pid, "ai_matches": m,
                      "people": args.people_matches, "think": args.think, "window": args.window,
                      "warmup": args.warmup, "drain": 3.0, "timeout": 30.0, "limit_s": args.window + 200,
                      "seed": 100 + m}
            result = run_load(bots_core, config, timeout=args.window + 400)
            result["server_errors"] = server.error_lines()
        _say(f"| {m} | {result['ai_decisions']} | {_fmt(result['ai_p50_s'], 2)} | {_fmt(result['ai_p90_s'], 2)} | "
             f"{_fmt(result['ai_max_s'], 2)} | {_fmt(result['p50_ms'], 2)} | {_fmt(result['p99_ms'], 2)} | "
             f"{_fmt(result['max_ms'])} | {_fmt(result['moves_per_s'])} | {_fmt(result['cpu_pct'])} | "
             f"{_fmt(result['ai_worker_cpu_pct'])} | {_fmt(result['other_work_pct'])} | "
             f"{result['error_count'] + result['server_errors']} | {loadavg()} |")
        if result["errors"]:
            _say(f"    errors: {result['errors']}")
        _say("    raw " + json.dumps({k: v for k, v in result.items() if k != "first_bug"}))


def summarize_profile(path: str, top: int = 25) -> None:
    """A py-spy raw profile (collapsed stacks): the functions that take the server's time, by
    their own samples and by the samples they are on the stack of."""
    own: Counter[str] = Counter()
    within: Counter[str] = Counter()
    total = 0
    with open(path) as f:
        for line in f:
            stack, _, count = line.rstrip("\n").rpartition(" ")
            if not stack:
                continue
            n = int(count)
            total += n
            frames = [frame.split(" (")[0] + " (" + frame.split(" (")[-1].split("/")[-1]
                      for frame in stack.split(";")]
            own[frames[-1]] += n
            for frame in set(frames):
                within[frame] += n
    _say(f"{total} samples in {path}")
    _say("own time:")
    for frame, n in own.most_common(top):
        _say(f"  {100 * n / total:5.1f}%  {frame}")
    _say("on the stack:")
    for frame, n in within.most_common(top * 2):
        _say(f"  {100 * n / total:5.1f}%  {frame}")


def main(argv: Optional[list[str]] = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["_load"]:
        load_main(json.loads(argv[1]))
        return 0
    if argv[:1] == ["_profile"]:
        summarize_profile(argv[1])
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("part", choices=("curve", "churn", "reconnect", "ai", "all"))
    ap.add_argument("--quick", action="store_true", help="a short smoke run (every part: < 60 s)")
    ap.add_argument("--matches", type=int, nargs="+", default=None, help="curve: matches (default 100 250 500 1000)")
    ap.add_argument("--people", type=int, default=4, help="curve: people a match")
    ap.add_argument("--runs", type=int, default=None, help="curve: runs of each (3)")
    ap.add_argument("--window", type=float, default=None, help="curve, ai: seconds measured (30, 40)")
    ap.add_argument("--warmup", type=float, default=3.0, help="seconds of play before the window")
    ap.add_argument("--think", type=float, default=1.0, help="a bot's thinking before a move (s, ±50%%)")
    ap.add_argument("--total", type=int, default=None, help="churn: matches (10000)")
    ap.add_argument("--concurrent", type=int, default=None, help="churn: matches at once (250)")
    ap.add_argument("--game", default=None, choices=("meadow", "rows", "goat-master"),
                    help="curve, churn: the game (rows, meadow)")
    ap.add_argument("--pace", type=float, default=0.055, help="churn: a bot's least seconds between its moves")
    ap.add_argument("--sample-every", type=int, default=None, help="churn: RSS every this many finished (1000)")
    ap.add_argument("--limit", type=float, default=None, help="churn: give up after this many seconds (3600)")
    ap.add_argument("--drops", type=int, default=None, help="reconnect: drops (50)")
    ap.add_argument("--tables", type=int, default=None, help="reconnect: 2-player tables of TableClients (10)")
    ap.add_argument("--background", type=int, default=None, help="reconnect: 4-player matches beside (100)")
    ap.add_argument("--quiet-wait", type=float, default=None,
                    help="before each run, wait at most this many seconds for the machine's other work to "
                         "drop under 0.3 cores (60; 0 in --quick)")
    ap.add_argument("--ai-matches", type=int, nargs="+", default=None, help="ai: AI matches (0 1 2 4 8)")
    ap.add_argument("--people-matches", type=int, default=None, help="ai: people-only 4-player matches (100)")
    ap.add_argument("--gc-log", action="store_true",
                    help="curve: watch the server's full collections (gen 2) and tell those in the window")
    ap.add_argument("--priority", type=int, default=0,
                    help="the nice value of the server and the bots (e.g. -10, as root: the machine's other "
                         "work then waits for them, as on a host that serves tables only)")
    ap.add_argument("--profile", default=None,
                    help="sample the server with py-spy (collapsed stacks) into this file (a run's number is added)")
    args = ap.parse_args(argv)
    quick = args.quick
    global PRIORITY
    PRIORITY = args.priority

    def default(name: str, full: Any, small: Any) -> None:
        if getattr(args, name) is None:
            setattr(args, name, small if quick else full)
    parts = ("curve", "churn", "reconnect", "ai") if args.part == "all" else (args.part,)
    default("matches", [100, 250, 500, 1000], [3])
    default("runs", 3, 1)
    default("total", 10000, 40)
    default("concurrent", 250, 10)
    default("sample_every", 1000, 10)
    default("limit", 3600.0, 30.0)
    default("drops", 50, 5)
    default("tables", 10, 2)
    default("background", 100, 3)
    default("ai_matches", [0, 1, 2, 4, 8], [1])
    default("people_matches", 100, 3)
    default("quiet_wait", 60.0, 0.0)
    window = args.window

    def interrupted(signum: int, frame: object) -> None:
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, interrupted)          # a kill, like Ctrl+C, stops every process started here
    try:
        for part in parts:
            if part == "curve":
                args.window = window if window is not None else (5.0 if quick else 30.0)
                if quick:
                    args.warmup = min(args.warmup, 1.5)
                part_curve(args)
            elif part == "churn":
                part_churn(args)
            elif part == "reconnect":
                part_reconnect(args)
            elif part == "ai":
                args.window = window if window is not None else (8.0 if quick else 40.0)
                part_ai(args)
            _say()
    except KeyboardInterrupt:
        _say("interrupted: every process started here is stopped")
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
