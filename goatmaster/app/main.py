"""The game's entry point (``goatmaster``): the start screen, then the table."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing
        multiprocessing.freeze_support()    # a frozen app's worker processes start here
    args = (sys.argv if argv is None else argv)[1:]
    if "--self-test" in args or "--quit-after-paint" in args:   # checks and timing: selftest.py
        from .selftest import dispatch
        return dispatch(args)
    from .display import missing_display, report
    why = missing_display(args=tuple(args))
    if why:
        return report(why)
    from PySide6.QtWidgets import QApplication

    from .application import GoatMasterApp

    app = QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("Goat Master")
    app.setOrganizationName("Goat Master")
    from .fault_report import install
    install()                                       # no exception is ever silently swallowed
    from ..i18n import install_translators, saved_language
    install_translators(app, saved_language())      # the "language" setting, "" = the system's
    game = GoatMasterApp()
    game.show_start()
    for path in game_files(app.arguments()[1:]):        # goatmaster FILE.goat (issue 16.9)
        game.open_file(path)
    if sys.platform == "darwin":
        app.installEventFilter(game)        # a double-clicked game arrives as a FileOpen event
    return app.exec()


def game_files(args: list[str]) -> list[str]:
    """The files named on the command line (what is left once Qt took its own options)."""
    return [arg for arg in args if not arg.startswith("-")]


if __name__ == "__main__":
    sys.exit(main())
