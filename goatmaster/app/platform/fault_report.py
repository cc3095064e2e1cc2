"""An exception nobody caught is logged and shown, never silently swallowed.

API::

    install()                 # sys.excepthook and threading.excepthook, for the app's life
    report(kind, error, tb)   # log the traceback to <data>/goatmaster.log and tell the player
    watch(logger_name)        # the errors a part of the app logs itself (the table server it
                              # hosts catches its own): into the same log, and told the same way

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

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
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
                                                           backupCount=1, encoding="utf-8", delay=True)
        except OSError:
            handler = logging.StreamHandler(sys.stderr)     # no log file: the console at least
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        _log.addHandler(handler)
        _log.setLevel(logging.ERROR)
    return _log


def report(kind: type[BaseException], error: BaseException, tb: Optional[TracebackType]) -> None:
    """Log ``error`` with its traceback and show it to the player (one box at a time)."""
    _logger().error("".join(traceback.format_exception(kind, error, tb)).rstrip())
    _show(QCoreApplication.translate(
        "Faults", "Something went wrong inside Goat Master (%1: %2). Your game goes on; "
        "the details were written to %3.").replace("%1", kind.__name__).replace("%2", str(error)[:200]))


def _show(words: str) -> None:
    """A non-modal box with ``words`` (%3: the log file), unless one is showing already."""
    if (QApplication.instance() is None or threading.current_thread() is not threading.main_thread()
            or any(box.isVisible() for box in _shown)):
        return                      # widgets live on the GUI thread only: there it is logged
    box = QMessageBox(QMessageBox.Icon.Critical, QCoreApplication.translate("Faults", "Goat Master"),
                      words.replace("%3", str(user_data_dir() / LOG_NAME)))
    box.setWindowModality(Qt.WindowModality.NonModal)     # (a message box is application-modal unless told)
    _shown[:] = [box]
    box.show()


class _Relay(QObject):
    """Carries an error logged on any thread to the GUI thread (a queued signal)."""
    logged = Signal(str)


class _ToPlayer(logging.Handler):
    """Tells the player of each error a watched logger writes (the log file has it already)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.relay = _Relay()
        self.relay.logged.connect(self._tell, Qt.ConnectionType.QueuedConnection)

    def emit(self, record: logging.LogRecord) -> None:
        self.relay.logged.emit(record.getMessage())

    @staticmethod
    def _tell(message: str) -> None:
        _show(QCoreApplication.translate(
            "Faults", "The table server on this machine met a problem (%1). Your tables go on; "
            "the details were written to %3.").replace("%1", message[:200]))


def watch(name: str) -> None:
    """Errors logged by ``name`` (a logger under ``goatmaster``) go to the log file with their
    tracebacks and are told to the player as uncaught ones are.  Call it on the GUI thread."""
    _logger()
    watched = logging.getLogger(name)
    if not any(isinstance(handler, _ToPlayer) for handler in watched.handlers):
        watched.addHandler(_ToPlayer())


def unwatch(name: str) -> None:
    """Stop telling the player of ``name``'s errors (its server stopped); the log file keeps them."""
    watched = logging.getLogger(name)
    for handler in [handler for handler in watched.handlers if isinstance(handler, _ToPlayer)]:
        watched.removeHandler(handler)


def install() -> None:
    """Report every uncaught exception, on the GUI thread and on any other."""
    sys.excepthook = report
    threading.excepthook = lambda args: report(args.exc_type, args.exc_value or args.exc_type(),
                                               args.exc_traceback)
