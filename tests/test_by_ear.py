"""Every game by ear: a bot plays a whole game of each game against the computer at ``easy`` through
the accessibility bus alone (AT-SPI), as a blind player with a screen reader does, never through
the app's pictures or Python objects (``benchmarks/by_ear/``: the app, the bot, the desk they run
on: Xvfb, a session bus, the AT-SPI bus).

It needs the system's ``xvfb at-spi2-core python3-pyatspi dbus-daemon dbus-bin``, which
``bash scripts/setup --test`` installs: when one is missing on Linux the test fails saying so, never
skips (a skip would hide the run nobody made); only another system, which has no AT-SPI, skips
it.  Seeded deals; the bot waits on what the bus shows, each wait bounded; the display, the buses
and the app end in the fixture, failed or not.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterator

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from by_ear.run import GAMES, Desk, missing  # noqa: E402

SEED = 3
LIMIT = 400             # seconds a game may take here: about 40 s on a quiet machine, more when shared


@pytest.fixture
def desk() -> Iterator[Desk]:
    lacks = missing()
    if lacks:
        pytest.fail("the by-ear test needs " + ", ".join(lacks) + ": run `bash scripts/setup --test`")
    with Desk() as made:
        yield made


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="AT-SPI is Linux's accessibility bus (Windows has UIA, macOS NSAccessibility)")
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_by_ear(desk: Desk, game: str) -> None:
    heard = desk.play(game, SEED, LIMIT)
    assert not heard["timed_out"], heard
    assert heard["decisions"] >= 5, heard                   # the bot played, by pressing the moves read
    assert heard["ended"], heard                             # the end screen's "Play again" was read
    assert heard["end_heard"].startswith("The game is over"), heard     # and the end was said aloud
    assert heard["announcements"] > heard["decisions"], heard   # each move told as it was played
