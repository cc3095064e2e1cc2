"""A whole game of each game played by ear: a bot reads and plays the app through the accessibility
bus alone (AT-SPI), never its pictures or its Python objects.

Needs Debian's ``at-spi2-core python3-pyatspi dbus-x11 xvfb xauth``.  For each game: a virtual
X display (``xvfb-run``, the ``xcb`` platform: the offscreen one has no accessibility bridge), a
session bus (``dbus-run-session``), the AT-SPI bus, the app (``app.py``: Ada, the bot, against the
computer at ``easy``) and the bot (``bot.py``, under ``/usr/bin/python3``).  Prints, per game, the
decisions made, the seconds a decision, and the announcements heard.

    .venv/bin/python benchmarks/by_ear/run.py [game …] [--seed N] [--limit SECONDS]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("goat-master", "meadow", "rows")


def inner(game: str, seed: int, limit: int) -> int:
    """Inside the display and the session bus: the AT-SPI bus, the app, then the bot."""
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env)
    app = None
    try:
        time.sleep(1)
        app = subprocess.Popen([sys.executable, str(HERE / "app.py"), game, str(seed)], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(3)
        bot = subprocess.run(["/usr/bin/python3", str(HERE / "bot.py"), str(limit)], env=env,
                             capture_output=True, text=True, timeout=limit + 60)
        lines = [line for line in bot.stdout.splitlines() if line.startswith("{")]
        print(lines[-1] if lines else json.dumps({"error": bot.stderr[-500:]}), flush=True)
        return 0 if lines else 1
    finally:
        for process in (app, bus):
            if process is not None:
                process.terminate()
                process.wait(10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--limit", type=int, default=900, help="seconds a game may take")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        return inner(args.games[0], args.seed, args.limit)
    for game in args.games:
        started = time.monotonic()
        run = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1400x900x24", "dbus-run-session", "--",
                              sys.executable, __file__, "--inner", game, "--seed", str(args.seed),
                              "--limit", str(args.limit)], capture_output=True, text=True,
                             timeout=args.limit + 180)
        lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
        result = json.loads(lines[-1]) if lines else {"error": run.stderr[-500:]}
        if "decisions" in result:
            print(f"{game}: {'whole game' if result['ended'] else 'NOT FINISHED'}, {result['decisions']} decisions, "
                  f"{result['seconds_a_decision']} s a decision, {result['announcements']} announcements heard "
                  f"({time.monotonic() - started:.0f} s in all); last heard: {result['last_announcements'][-1:]}")
        else:
            print(f"{game}: failed: {result}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
