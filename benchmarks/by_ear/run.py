"""A whole game of each game played by ear: a bot reads and plays the app through the accessibility
bus alone (AT-SPI), never its pictures or its Python objects.

Needs Debian's ``xvfb at-spi2-core python3-pyatspi dbus-daemon dbus-bin`` (``scripts/setup --test``
installs them).  For each game, a :class:`Desk`: a virtual X display (``Xvfb``: the ``xcb``
platform, the offscreen one has no accessibility bridge), a session bus, the AT-SPI bus; then the
app (``app.py``: Ada, the bot, against the computer at ``easy``) and the bot (``bot.py``, under
``/usr/bin/python3``, whose ``pyatspi`` it is).  Prints, per game, the decisions made, the seconds a
decision, and the announcements heard.  ``tests/test_by_ear.py`` plays the same games.

    .venv/bin/python benchmarks/by_ear/run.py [game …] [--seed N] [--limit SECONDS]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any, Optional

HERE = Path(__file__).resolve().parent
GAMES = ("goat-master", "meadow", "rows")
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
#: Seconds the app may take to start and register with the AT-SPI registry (about 1 s here, quiet).
ON_BUS = 120


def missing() -> list[str]:
    """What the desk needs and this machine lacks (empty when all is there)."""
    lacks = [tool for tool in ("Xvfb", "dbus-daemon", "dbus-send") if shutil.which(tool) is None]
    lacks += [path for path in (BUS_LAUNCHER, SYSTEM_PYTHON) if not os.access(path, os.X_OK)]
    if SYSTEM_PYTHON not in lacks and subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"],
                                                     capture_output=True).returncode != 0:
        lacks.append("pyatspi for " + SYSTEM_PYTHON)
    return lacks


def first_line(stream: IO[bytes], seconds: float, what: str) -> str:
    """The first line ``stream`` writes, waiting at most ``seconds`` (a daemon tells it is ready so)."""
    with selectors.DefaultSelector() as selector:
        selector.register(stream, selectors.EVENT_READ)
        if not selector.select(seconds):
            raise RuntimeError(f"{what} said nothing within {seconds} s")
    line = stream.readline().decode().strip()
    if not line:
        raise RuntimeError(f"{what} ended before it was ready")
    return line


class Desk:
    """A display, a session bus and the AT-SPI bus, each in its own process group, all ended on exit
    (even when what ran there failed)."""

    def __init__(self) -> None:
        self.processes: list[subprocess.Popen[bytes]] = []
        self.env: dict[str, str] = {}
        self.accessibility_bus = ""
        self.folder: Optional[tempfile.TemporaryDirectory[str]] = None

    def start(self, command: list[str], env: Optional[dict[str, str]] = None, **kwargs: Any) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(command, env=env, start_new_session=True, **kwargs)
        self.processes.append(process)
        return process

    def __enter__(self) -> "Desk":
        try:
            # The AT-SPI bus's socket lies in the runtime (or cache) folder, one path a user: a
            # folder of the desk's own keeps two desks on one machine apart.  The app's data too.
            self.folder = tempfile.TemporaryDirectory(prefix="by-ear-")
            for name in ("run", "cache", "data"):
                os.mkdir(os.path.join(self.folder.name, name), 0o700)
            read, write = os.pipe()
            try:
                # -noreset: by default Xvfb resets when its last client leaves, and the AT-SPI bus
                # launcher is a client that comes and goes (it writes the bus's address on the root
                # window, AT_SPI_BUS, and closes the display): the reset wipes that address and
                # refuses whoever connects meanwhile, and the app, refused, aborts before it ever
                # reaches the bus (13 starts of 150 here).
                self.start(["Xvfb", "-displayfd", str(write), "-noreset", "-screen", "0", "1400x900x24",
                            "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
            finally:
                os.close(write)
            with os.fdopen(read, "rb") as display:
                number = first_line(display, 30, "Xvfb")
            # The session bus starts the AT-SPI bus launcher when first asked: with this environment.
            self.env = dict(os.environ, DISPLAY=":" + number, QT_QPA_PLATFORM="xcb",
                            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", LANG="C.UTF-8",
                            XDG_RUNTIME_DIR=os.path.join(self.folder.name, "run"),
                            XDG_CACHE_HOME=os.path.join(self.folder.name, "cache"),
                            GOATMASTER_DATA_DIR=os.path.join(self.folder.name, "data"))
            # An AT-SPI bus named outside (a desktop session's) would take the app and the bot off the
            # desk's: Qt and libatspi both prefer it to the one the session bus tells.
            self.env.pop("AT_SPI_BUS_ADDRESS", None)
            bus = self.start(["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
                             env=self.env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            assert bus.stdout is not None
            self.env["DBUS_SESSION_BUS_ADDRESS"] = first_line(bus.stdout, 30, "dbus-daemon")
            self.wait_for_accessibility_bus(30)
        except BaseException:
            self.close()
            raise
        return self

    def wait_for_accessibility_bus(self, seconds: float) -> None:
        """Until the AT-SPI bus launcher (started by the session bus on the first call) answers where
        the AT-SPI bus is: the app's bridge asks it at start."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            reply = self.ask("--session", "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress")
            if reply:
                self.accessibility_bus = reply[0]
                return
            time.sleep(0.1)                 # polling a condition, bounded by the deadline
        raise RuntimeError(f"the AT-SPI bus was not up within {seconds} s")

    def ask(self, bus: str, destination: str, path: str, method: str, *args: str) -> Optional[list[str]]:
        """The strings and numbers of a D-Bus call's reply (``dbus-send``'s), or None when it failed."""
        try:
            done = subprocess.run(["dbus-send", bus, "--print-reply", "--reply-timeout=10000", "--dest=" + destination,
                                   path, method, *args], env=self.env, capture_output=True, text=True, timeout=30)
        except subprocess.TimeoutExpired:
            return None
        if done.returncode != 0:
            return None
        return [found.group(1) if found.group(1) is not None else found.group(2)
                for found in re.finditer(r'^\s*(?:string "(.*)"|u?int\d+ (\d+))$', done.stdout, re.MULTILINE)]

    def registered(self) -> dict[str, Optional[int]]:
        """The applications the AT-SPI registry lists: each one's name on the AT-SPI bus, and its
        process id."""
        bus = "--bus=" + self.accessibility_bus
        names = self.ask(bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                         "org.a11y.atspi.Accessible.GetChildren") or []
        listed: dict[str, Optional[int]] = {}
        for name in names:
            pid = self.ask(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                           "org.freedesktop.DBus.GetConnectionUnixProcessID", "string:" + name)
            listed[name] = int(pid[0]) if pid else None
        return listed

    def wait_on_bus(self, app: subprocess.Popen[bytes], said: Path, seconds: float) -> None:
        """Until the AT-SPI registry lists the app; a RuntimeError saying why not (the app ended, with
        its exit status, or is alive but not registered, with what the registry lists, and the app's
        last words) as soon as it ended or after ``seconds``."""
        deadline = time.monotonic() + seconds
        while True:
            listed = self.registered()
            if app.pid in listed.values():
                return
            ended = app.poll()
            if ended is not None or time.monotonic() > deadline:
                state = (f"ended (exit {ended})" if ended is not None else
                         f"is alive (pid {app.pid}) but not registered after {seconds} s")
                raise RuntimeError(f"the app never reached the AT-SPI bus: it {state}; the registry lists "
                                   f"{listed or 'no application'}; its last words:\n"
                                   + said.read_text(errors="replace")[-1500:])
            time.sleep(0.2)                 # polling a condition, bounded by the deadline

    def play(self, game: str, seed: int, limit: int) -> dict[str, Any]:
        """One game of ``game`` by ear: the app, once the AT-SPI registry lists it the bot; the bot's
        findings (``bot.py``), with the app's exit status and last words when the game did not end.
        A RuntimeError when the app never reached the bus (:meth:`wait_on_bus`)."""
        assert self.folder is not None
        said = Path(self.folder.name) / f"app-{game}.txt"       # what the app says, for a run that fails
        with open(said, "wb") as log:
            app = self.start([sys.executable, str(HERE / "app.py"), game, str(seed)], env=self.env,
                             stdout=log, stderr=subprocess.STDOUT)
        self.wait_on_bus(app, said, min(limit, ON_BUS))
        bot = self.start([SYSTEM_PYTHON, str(HERE / "bot.py"), str(limit)], env=self.env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = time.monotonic() + limit + 60
        while True:
            try:
                out, err = bot.communicate(timeout=1)
                break
            except subprocess.TimeoutExpired:
                # The app gone, nothing more can be heard: the bot, stopped, tells what it had.
                if app.poll() is not None or time.monotonic() > deadline:
                    os.killpg(bot.pid, signal.SIGTERM)
                    out, err = bot.communicate(timeout=30)
                    break
        lines = [line for line in out.decode().splitlines() if line.startswith("{")]
        if not lines:
            raise RuntimeError("the bot printed no findings: " + err.decode()[-800:])
        result: dict[str, Any] = json.loads(lines[-1])
        if not result.get("ended"):             # why: the app's exit status and last words
            result["app_exit"] = app.poll()
            result["app_said"] = said.read_text(errors="replace")[-1500:]
        return result

    def close(self) -> None:
        """End every process group started here, the last started first (the bot, the app, the
        buses, the display)."""
        for process in reversed(self.processes):
            if process.poll() is None:
                try:
                    os.killpg(process.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait(10)
            if process.stdout is not None:
                process.stdout.close()
            if process.stderr is not None:
                process.stderr.close()
        self.processes.clear()
        if self.folder is not None:
            self.folder.cleanup()
            self.folder = None

    def __exit__(self, *exc: object) -> None:
        self.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--limit", type=int, default=900, help="seconds a game may take")
    args = parser.parse_args()
    # Stopped from outside (a time-out, a kill): each desk still ends its display and buses.
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    lacks = missing()
    if lacks:
        print("missing: " + ", ".join(lacks) + " (bash scripts/setup --test installs them)")
        return 1
    for game in args.games:
        started = time.monotonic()
        with Desk() as desk:
            try:
                result = desk.play(game, args.seed, args.limit)
            except RuntimeError as failed:      # the app never reached the bus (or the bot said nothing): why
                print(f"{game}: NOT PLAYED ({time.monotonic() - started:.0f} s): {failed}")
                continue
        print(f"{game}: {'whole game' if result['ended'] else 'NOT FINISHED'}, {result['decisions']} decisions, "
              f"{result['seconds_a_decision']} s a decision, {result['announcements']} announcements heard "
              f"({time.monotonic() - started:.0f} s in all); end heard: {result['end_heard']!r}")
        if not result["ended"]:
            print(f"  the app: exit {result['app_exit']}, its last words:\n{result['app_said']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
