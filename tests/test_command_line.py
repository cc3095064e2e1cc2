"""``goatmaster``'s command line (issue 31.16): --help prints the usage, an unknown option is an error."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from goatmaster.app.shell.main import game_files, main


@pytest.mark.parametrize("option", ["--help", "-h"])
def test_help_prints_the_usage_and_exits_0_before_qt_starts(option, capsys, monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)            # no display is needed to read it
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert main(["goatmaster", option]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: goatmaster") and "FILE" in out and "--self-test" in out


def test_an_unknown_option_prints_the_usage_and_opens_no_window(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GOATMASTER_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "goatmaster.app.shell.main", "--bogus", "-style", "fusion"],
                          capture_output=True, text=True, timeout=60, env=env, cwd="/")
    assert done.returncode == 2, done.stderr
    assert "usage: goatmaster" in done.stderr and "unrecognized arguments: --bogus" in done.stderr
    assert "fusion" not in done.stderr                  # Qt's own options are Qt's
    assert done.stdout == "" and not any(tmp_path.iterdir())     # the app never started


def test_files_are_what_qt_leaves_besides_macos_own_argument(capsys):
    assert game_files(["-psn_0_4242", "a.goat", "b.goat"]) == ["a.goat", "b.goat"]
    with pytest.raises(SystemExit) as done:
        game_files(["a.goat", "--colour"])
    assert done.value.code == 2 and "unrecognized arguments: --colour" in capsys.readouterr().err
