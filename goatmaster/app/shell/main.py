"""The game's entry point (``goatmaster``): the start screen, then the table."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing
        multiprocessing.freeze_support()    # a frozen app's worker processes start here
    args = (sys.argv if argv is None else argv)[1:]
    try:
        # --help answers before Qt starts (and without a display); Qt's options are checked later.
        parser().parse_known_args(args)
    except SystemExit as done:
        return int(done.code or 0)
    if "--self-test" in args or "--quit-after-paint" in args:   # checks and timing: selftest.py
        from .selftest import dispatch
        code = dispatch(args, main)
        assert code is not None             # it answers both options
        return code
    from ..platform.display import missing_display, report
    why = missing_display(args=tuple(args))
    if why:
        return report(why)
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv if argv is None else argv)
    try:
        files = game_files(app.arguments()[1:])     # an unknown option: usage, and no window
    except SystemExit as done:
        return int(done.code or 0)
    app.setApplicationName("Goat Master")
    app.setOrganizationName("Goat Master")
    from ..platform.fault_report import install
    install()                                       # no exception is ever silently swallowed
    from ...i18n import install_translators, saved_language
    install_translators(app, saved_language())      # the "language" setting, "" = the system's

    from .application import GoatMasterApp

    game = GoatMasterApp()
    app.aboutToQuit.connect(game.online.stop)      # the hosted tables' server ends with the app
    game.show_start()
    for path in files:                              # goatmaster FILE.goat: a double-clicked file
        game.open_file(path)
    if sys.platform == "darwin":
        app.installEventFilter(game)        # a double-clicked game arrives as a FileOpen event
    return app.exec()


def parser() -> argparse.ArgumentParser:
    """The command line of ``goatmaster``, as ``--help`` prints it."""
    made = argparse.ArgumentParser(
        prog="goatmaster", allow_abbrev=False,
        description="Goat Master's table games, against the computer or friends at one screen. "
                    "Without FILE it opens the start screen.",
        epilog="Qt's own options (-platform NAME, -style NAME, -reverse, ...) are passed to Qt. "
               "To play, check and measure games without a window, see goatmaster-cli --help.")
    made.add_argument("files", nargs="*", metavar="FILE",
                      help="a saved game to open (.goat or .json); a finished one opens as a replay")
    made.add_argument("--self-test", action="store_true",
                      help="check the installed game without a player (no display needed), then exit")
    made.add_argument("--quit-after-paint", action="store_true",
                      help="start, print 'first paint' once the window is painted, and quit "
                           "(to time start-up)")
    made.add_argument("--bare-window", action="store_true",
                      help="with --quit-after-paint: an empty window, Qt's own start-up cost")
    return made


def game_files(args: list[str]) -> list[str]:
    """The files named on the command line once Qt took its own options.

    An option neither Qt nor the game knows is a ``SystemExit`` (2) after the usage
    and the error are printed on stderr.  macOS may add a ``-psn_`` argument of its own.
    """
    return parser().parse_intermixed_args([arg for arg in args if not arg.startswith("-psn_")]).files


if __name__ == "__main__":
    sys.exit(main())
