"""Every game by ear: a bot plays a whole game of each game against the computer at ``easy`` through
the accessibility bus alone (AT-SPI), as a blind player with a screen reader does, never through
the app's pictures or Python objects (``benchmarks/by_ear/``: the app, the bot, the desk they run
on: Xvfb, a session bus, the AT-SPI bus).

It needs the system's ``xvfb at-spi2-core python3-pyatspi dbus-daemon dbus-bin``, which
``bash scripts/setup --test`` installs: when one is missing on Linux the test fails saying so, never
skips (a skip would hide the run nobody made); only another system, which has no AT-SPI, skips
it.  Seeded deals; the bot waits on what the bus shows, each wait bounded; the display, the buses
and the app end in the fixture, failed or not.  The desk itself is tested too: its display stays one
display while X clients come and go, and an app that never reaches the bus is told at once, with why.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import subprocess
import sys
from pathlib import Path
from typing import Iterator, Optional

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from by_ear.run import GAMES, HERE, Desk, missing  # noqa: E402

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="AT-SPI is Linux's accessibility bus (Windows has UIA, macOS NSAccessibility)")

SEED = 3
LIMIT = 400             # seconds a game may take here: about 40 s on a quiet machine, more when shared


def needs_the_desks_tools() -> None:
    lacks = missing()
    if lacks:
        pytest.fail("the by-ear test needs " + ", ".join(lacks) + ": run `bash scripts/setup --test`")


@pytest.fixture
def desk() -> Iterator[Desk]:
    needs_the_desks_tools()
    with Desk() as made:
        yield made


@pytest.mark.slow
@linux_only
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_by_ear(desk: Desk, game: str) -> None:
    heard = desk.play(game, SEED, LIMIT)
    assert not heard["timed_out"], heard
    assert heard["decisions"] >= 5, heard                   # the bot played, by pressing the moves read
    assert heard["ended"], heard                             # the end screen's "Play again" was read
    assert heard["end_heard"].startswith("The game is over"), heard     # and the end was said aloud
    assert heard["announcements"] > heard["decisions"], heard   # each move told as it was played


def root_window_text(display: str, name: str) -> Optional[str]:
    """The text property ``name`` of ``display``'s root window (None when it has none), read by an X
    client that connects and leaves, as the AT-SPI bus launcher does; "refused" when the display
    refused the connection."""
    xlib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
                                        ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                        ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
                                        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
    xlib.XFree.argtypes = [ctypes.c_void_p]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    connection = xlib.XOpenDisplay(display.encode())
    if not connection:
        return "refused"
    try:
        kind, size, data = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_void_p()
        count, left = ctypes.c_ulong(), ctypes.c_ulong()
        atom = xlib.XInternAtom(connection, name.encode(), 1)
        if atom == 0 or xlib.XGetWindowProperty(connection, xlib.XDefaultRootWindow(connection), atom, 0, 4096, 0, 0,
                                                kind, size, count, left, data) != 0 or not data.value:
            return None
        text = ctypes.string_at(data.value, count.value).decode()
        xlib.XFree(data)
        return text
    finally:
        xlib.XCloseDisplay(connection)


@linux_only
def test_the_display_stays_the_same_while_clients_come_and_go(desk: Desk) -> None:
    """The AT-SPI bus launcher writes the bus's address on the display's root window and leaves: a
    display that reset when its last client left would wipe that address, and refuse whoever connects
    during the reset (the app, refused, aborted before it reached the bus)."""
    seen = [root_window_text(desk.env["DISPLAY"], "AT_SPI_BUS") for _ in range(20)]
    assert seen == [desk.accessibility_bus] * 20, seen


@linux_only
def test_the_app_reaches_the_desks_bus_whatever_bus_the_tests_environment_names(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    needs_the_desks_tools()
    monkeypatch.setenv("AT_SPI_BUS_ADDRESS", "unix:path=" + str(tmp_path / "a-desktop-sessions-bus"))
    said = tmp_path / "said.txt"
    with Desk() as made, open(said, "wb") as log:
        app = made.start([sys.executable, str(HERE / "app.py"), "meadow", str(SEED)], env=made.env, stdout=log,
                         stderr=subprocess.STDOUT)
        made.wait_on_bus(app, said, 60)


@linux_only
def test_an_app_that_ends_before_the_bus_is_told_at_once(desk: Desk, tmp_path: Path) -> None:
    said = tmp_path / "said.txt"
    said.write_text("could not connect to display\n")
    app = desk.start([sys.executable, "-c", "raise SystemExit(6)"])
    with pytest.raises(RuntimeError) as failed:
        desk.wait_on_bus(app, said, 60)
    assert "it ended (exit 6)" in str(failed.value), failed.value
    assert "could not connect to display" in str(failed.value)


@linux_only
def test_an_app_alive_but_never_registered_is_told_with_what_the_registry_lists(desk: Desk, tmp_path: Path) -> None:
    said = tmp_path / "said.txt"
    said.write_text("")
    app = desk.start([sys.executable, "-c", "import time; time.sleep(60)"], stdout=subprocess.DEVNULL)
    with pytest.raises(RuntimeError) as failed:
        desk.wait_on_bus(app, said, 1)
    assert f"is alive (pid {app.pid}) but not registered after 1 s" in str(failed.value), failed.value
    assert "the registry lists no application" in str(failed.value)
