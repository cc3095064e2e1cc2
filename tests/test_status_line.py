"""The window's status line: a message too long for it is elided, whole in the tooltip (issue 62)."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QLabel, QMainWindow, QStatusBar  # noqa: E402

from goatmaster.views.status_line import StatusLine  # noqa: E402

LONG = "Your unfinished game, Goal Rows: Ada vs Bert (hard) — turn 22, was kept in \"Unfinished games\". " * 3


def _window(qtbot, width):
    window = QMainWindow()
    window.setStatusBar(StatusLine(window))
    qtbot.addWidget(window)
    window.resize(width, 300)
    window.show()
    qtbot.waitExposed(window)
    return window, window.statusBar()


def test_a_long_message_is_elided_and_whole_in_the_tooltip_a_short_one_is_not(qtbot):
    window, line = _window(qtbot, 600)
    line.showMessage("Saved")
    assert QStatusBar.currentMessage(line) == "Saved" and line.toolTip() == ""
    line.showMessage(LONG)
    shown = QStatusBar.currentMessage(line)
    assert shown.endswith("…") and LONG.startswith(shown[:-1]) and len(shown) < len(LONG)
    assert line.fontMetrics().horizontalAdvance(shown) <= line.room()
    assert line.currentMessage() == LONG and line.toolTip() == LONG
    line.clearMessage()
    assert line.currentMessage() == "" and line.toolTip() == ""


def test_a_permanent_widget_takes_its_room_from_the_message(qtbot):
    window, line = _window(qtbot, 600)
    line.showMessage(LONG)
    alone = len(QStatusBar.currentMessage(line))
    line.addPermanentWidget(QLabel("connected to table 4F7Q, 3 players"))
    qtbot.waitUntil(lambda: line.room() < 500)
    line.showMessage(LONG)
    assert len(QStatusBar.currentMessage(line)) < alone


def test_a_resize_fits_the_message_again_and_keeps_its_timeout(qtbot):
    window, line = _window(qtbot, 600)
    line.showMessage(LONG, 400)
    narrow = QStatusBar.currentMessage(line)
    window.resize(1200, 300)
    qtbot.waitUntil(lambda: len(QStatusBar.currentMessage(line)) > len(narrow))
    with qtbot.waitSignal(line.messageChanged, timeout=5000) as gone:
        pass
    assert gone.args == [""] and line.currentMessage() == "" and line.toolTip() == ""
