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
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
