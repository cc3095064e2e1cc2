"""The windows at every screen size (issue 31): they fit the screen, frame included, open at a
share of a large screen, and the text of their chrome grows with it; 1024×700 and 1280×800 keep
today's size and text.

The app's own screens are checked in a child process each, on Qt's offscreen platform given the
screen (its configuration file) and a window frame."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QMargins, QRect, QSize

from goatmaster.views.window_size import DESIGN, MOST, fitted, scale_for

TITLE_BAR = QMargins(1, 20, 1, 5)      # openbox's frame, as the play-test met it


def test_a_window_of_the_screens_size_is_fitted_with_its_title_bar():
    room = QRect(0, 0, 1280, 800)
    window = fitted(QRect(0, 0, 1280, 800), TITLE_BAR, room)
    assert room.contains(window.marginsAdded(TITLE_BAR))
    assert window.marginsAdded(TITLE_BAR) == room                   # as large as it may be


def test_a_fitting_window_stays_where_it_is_and_one_off_the_screen_comes_back():
    room = QRect(0, 30, 1920, 1050)                                  # a panel along the top
    inside = QRect(100, 200, 1280, 800)
    assert fitted(inside, TITLE_BAR, room) == inside
    moved = fitted(QRect(1000, 900, 1280, 800), TITLE_BAR, room)
    assert moved.size() == QSize(1280, 800) and room.contains(moved.marginsAdded(TITLE_BAR))


@pytest.mark.parametrize("room,scale", [
    (QSize(1024, 700), 1.0), (QSize(1280, 800), 1.0), (QSize(1280, 720), 1.0),     # 2560×1440 at 200 %
    (QSize(1920, 1050), None), (QSize(2560, 1410), None), (QSize(7680, 4320), MOST)])
def test_the_scale_grows_with_the_logical_screen_within_bounds(room, scale):
    found = scale_for(room)
    if scale is not None:
        assert found == scale
    else:
        assert 1.0 < found < MOST
        assert QSize(round(DESIGN.width() * found), round(DESIGN.height() * found)).boundedTo(room) \
            == QSize(round(DESIGN.width() * found), round(DESIGN.height() * found))


CHILD = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from goatmaster.app.shell.application import GoatMasterApp
from goatmaster.files.envelope import Seat
from goatmaster.games import GOAT_MASTER
gm = GoatMasterApp(worker_factory=lambda: None)
gm.show_start()
app.processEvents()
start = gm.start.frameGeometry()
gm.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bert", "human")], [0, 1], 5))
app.processEvents()
window = gm.window
room = window.screen().availableGeometry()
print(json.dumps({"room": room.getRect(), "start": start.getRect(), "frame": window.frameGeometry().getRect(),
                  "size": [window.width(), window.height()], "font": window.font().pointSizeF(),
                  "menu": window.menuBar().actions()[0].menu().font().pointSizeF(),
                  "app_font": app.font().pointSizeF()}))
window.close()
"""


def run_on_screen(tmp_path, width, height, dpr=1.0):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [
        {"name": "screen", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96, "dpr": dpr}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", GOATMASTER_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("width,height,dpr", [(1024, 700, 1), (1280, 800, 1), (1280, 720, 2)])
def test_on_small_screens_the_windows_fit_and_keep_todays_text(tmp_path, width, height, dpr):
    shown = run_on_screen(tmp_path, width, height, dpr)
    room = QRect(*shown["room"])
    assert room.contains(QRect(*shown["frame"])) and room.contains(QRect(*shown["start"]))
    assert shown["font"] == shown["menu"] == shown["app_font"]


def test_on_a_large_screen_the_window_opens_at_a_share_of_it_and_its_text_grows(tmp_path):
    shown = run_on_screen(tmp_path, 2560, 1440)
    room = QRect(*shown["room"])
    assert room.contains(QRect(*shown["frame"])) and room.contains(QRect(*shown["start"]))
    width, height = shown["size"]
    assert 0.6 * room.width() < width and 0.75 * room.height() < height          # not 1280×800 in a corner
    assert shown["font"] == shown["menu"] == pytest.approx(shown["app_font"] * width / DESIGN.width(), rel=0.02)
