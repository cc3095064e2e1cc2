"""Is there a display to open a window on?  Asked before Qt starts.

Without one, Qt's xcb platform aborts the process with a message about
``libxcb-cursor0`` even when that library is installed (docs/platform.md), so the
game looks for the display itself and, when there is none, says so plainly and
exits with :data:`NO_DISPLAY`.  Only Linux is asked: Windows and macOS always
have their own window system.
"""

from __future__ import annotations

import ctypes
import os
import sys
from typing import Mapping, Optional

# sysexits.h's EX_UNAVAILABLE ("a service is unavailable"), distinct from a crash (134)
# and from a failed self-test (1).
NO_DISPLAY = 69


def missing_display(environ: Mapping[str, str] = os.environ, args: tuple[str, ...] = ()) -> Optional[str]:
    """Why no window can be shown (one line, plain English), or None when Qt may try.

    Qt is left to try whenever another platform than X was chosen (offscreen for
    tests, ``-platform`` on the command line) or a Wayland session is there.
    """
    if not sys.platform.startswith("linux") or "-platform" in args:
        return None
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return None
    if environ.get("WAYLAND_DISPLAY") and not platform:
        return None
    display = environ.get("DISPLAY", "")
    if not display:
        return "no display was found (DISPLAY is not set)"
    if not _x_server_answers(display):
        return f"no display was found (cannot connect to the X display {display!r})"
    return None


def _x_server_answers(display: str) -> bool:
    """Connect to the X server with libxcb, as Qt would; True when libxcb is missing (Qt then names it)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return xcb.xcb_connection_has_error(connection) == 0
    finally:
        xcb.xcb_disconnect(connection)      # also safe on a failed connection


def report(why: str) -> int:
    """Tell the player on stderr (Qt has not started, so no translation yet); the exit code."""
    print(f"Goat Master cannot open its window: {why}.\n"
          "Start it from a desktop session; to check the installed game without a display, "
          "run: goatmaster --self-test", file=sys.stderr)
    return NO_DISPLAY
