"""Guards for the whole suite: no test may wait on a modal dialog nobody answers.

Offscreen, a modal ``QMessageBox`` or ``QDialog.exec`` would wait forever and hang
CI; here any such call that a test did not answer itself (with monkeypatch) fails
at once, naming the dialog, and a test that leaves a modal window shown fails too
(it would hold every later test's keys and focus).
"""

import atexit
import os
import shutil
import tempfile

import pytest
from hypothesis import settings

# The player's folders (settings, saved games, the single-instance lock) are this test process's
# own, under a fresh temporary folder: a test that does not set GOATMASTER_DATA_DIR neither reads
# nor writes the real ones, and each pytest-xdist worker (a process of its own) has its own.
# (Set before Qt first looks for its settings folder, which it then keeps.)
_HOME = tempfile.mkdtemp(prefix="goatmaster-tests-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
    os.environ[_name] = os.path.join(_HOME, _name.lower())
os.environ.pop("GOATMASTER_DATA_DIR", None)

# The tests' screen is the 1280×800 one the windows were designed for, not the offscreen
# platform's 800×800, smaller than a game window may be (windows fit their screen).
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + os.path.join(os.path.dirname(__file__),
                                                                           "offscreen-screen.json")

# Hypothesis: derandomised by default, so CI and every run here try the same examples and a failure
# reproduces (no example database either).  By hand, `pytest --hypothesis-profile explore` draws new
# examples each run and keeps the failing ones in .hypothesis/ to replay first.
# A test's own settings (its number of examples, its health checks) still apply under either.
settings.register_profile("ci", derandomize=True, database=None, deadline=None)
settings.register_profile("explore", derandomize=False, deadline=None, print_blob=True)
settings.load_profile("ci")


@pytest.fixture(autouse=True)
def no_unanswered_dialogs(monkeypatch):
    try:
        from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox
    except ImportError:         # pragma: no cover - Qt is a dependency
        yield
        return

    def refuse(kind):
        def call(*args, **kwargs):
            text = " / ".join(str(a) for a in args[1:3] if isinstance(a, str))
            raise AssertionError(f"a test opened a modal {kind} nobody answers: {text!r}")
        return staticmethod(call) if kind != "exec" else call

    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, refuse(f"QMessageBox.{name}"))
    for name in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, name, refuse(f"QFileDialog.{name}"))
    monkeypatch.setattr(QDialog, "exec", refuse("exec"))
    yield
    # A modal window shown and left open holds every later test's keys, mouse and focus.
    from PySide6.QtWidgets import QApplication
    left = QApplication.activeModalWidget() if QApplication.instance() is not None else None
    if left is not None:
        left.close()
        raise AssertionError(f"a test left a modal {type(left).__name__} open: {left.windowTitle()!r}")


# The test-only game joins the built-in ones, so every generic layer is tested on a game
# that is not Goat Master (tests/toy_poker.py).
import goatmaster.games  # noqa: E402,F401  (registers the built-in games)
from goatmaster.core.registry import register  # noqa: E402
from toy_poker import GAME as TOY_POKER  # noqa: E402

register(TOY_POKER)

# No test's packet may leave the machine: the app neither advertises its hosted tables on the LAN
# nor looks for others there (zeroconf's multicast); tests/test_net_lan.py does, inside a network
# namespace of its own.
import goatmaster.app.online.hosting  # noqa: E402

goatmaster.app.online.hosting.LAN = False
