"""The game window's entry point (``goatmaster``)."""

from __future__ import annotations

import multiprocessing
import sys


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()    # a frozen app's worker processes start here
    args = (sys.argv if argv is None else argv)[1:]
    if "--self-test" in args or "--quit-after-paint" in args:   # checks and timing: selftest.py
        from .selftest import dispatch
        return dispatch(args)
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    app = QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("Goat Master")
    app.setOrganizationName("Goat Master")
    window = MainWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
