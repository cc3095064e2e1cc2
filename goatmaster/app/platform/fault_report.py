"""An exception nobody caught is logged and shown, never silently swallowed (issue 17 §1).

API::

    install()                 # sys.excepthook and threading.excepthook, for the app's life
    report(kind, error, tb)   # log the traceback to <data>/goatmaster.log and tell the player

An exception raised in a Qt slot reaches ``sys.excepthook``; Qt's default is to
print it to a console the player never sees.  The log is capped (one backup
kept); the message box is not modal and shown once at a time, so an exception
repeated in every paint cannot flood the screen.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from logging.handlers import RotatingFileHandler
from types import TracebackType
from typing import Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from ..player_data.user_files import user_data_dir

LOG_NAME = "goatmaster.log"
LOG_BYTES = 256 * 1024

_log = logging.getLogger("goatmaster")
_shown: list[QMessageBox] = []


def _logger() -> logging.Logger:
    if not _log.handlers:
        try:
            handler: logging.Handler = RotatingFileHandler(user_data_dir() / LOG_NAME, maxBytes=LOG_BYTES,
                                                           backupCount=1, encoding="utf-8")
        except OSError:
            handler = logging.StreamHandler(sys.stderr)     # no log file: the console at least
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        _log.addHandler(handler)
        _log.setLevel(logging.ERROR)
    return _log


def report(kind: type[BaseException], error: BaseException, tb: Optional[TracebackType]) -> None:
    """Log ``error`` with its traceback and show it to the player (one box at a time)."""
    _logger().error("".join(traceback.format_exception(kind, error, tb)).rstrip())
    if (QApplication.instance() is None or threading.current_thread() is not threading.main_thread()
            or any(box.isVisible() for box in _shown)):
        return                      # widgets live on the GUI thread only: there it is logged
    box = QMessageBox(QMessageBox.Icon.Critical, QCoreApplication.translate("Faults", "Goat Master"),
                      QCoreApplication.translate(
                          "Faults", "Something went wrong inside Goat Master (%1: %2). Your game goes on; "
                          "the details were written to %3.").replace("%1", kind.__name__).replace(
                          "%2", str(error)[:200]).replace("%3", str(user_data_dir() / LOG_NAME)))
    _shown[:] = [box]
    box.show()


def install() -> None:
    """Report every uncaught exception, on the GUI thread and on any other."""
    sys.excepthook = report
    threading.excepthook = lambda args: report(args.exc_type, args.exc_value or args.exc_type(),
                                               args.exc_traceback)
