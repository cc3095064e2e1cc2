"""``goatmaster --self-test``: prove an installed (or frozen) game works, without a player.

The self-test starts the real :class:`MainWindow` (offscreen when there is no
display), lets greedy AI goats play a whole game through the window's
:class:`GameModel`, so the table, the art and the log follow every decision,
saves the game half-way and at the end into a temporary folder, reads both
files back and checks that the replayed positions equal the played ones.  Settings
and data the window may write go to that folder too, never to the player's own.  First
of all it runs one small, real AI search: a fresh deal, the acting seat's view, MCTS
trees grown in the AI's ``spawn`` worker processes as the game grows them (which in a
frozen app only works when ``multiprocessing.freeze_support()`` runs first), and the
decision must be legal.

It prints one line and exits 0, or prints ``self-test FAILED: <why>`` to stderr
and exits 1 (a windowed Windows app has no console: ``GOATMASTER_SELFTEST_OUT``
names a file that gets the line too).  ``--quit-after-paint`` (used to time start-up)
starts the game through ``main()`` as usual, prints ``first paint`` once its window
has been painted, and quits; with ``--bare-window`` it shows an empty QMainWindow instead.

Nothing here runs on import: Qt and the heavier modules are imported inside the
functions, so worker processes that import this module stay light and the
start-up timing (``--quit-after-paint``) measures the game, not this harness.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from typing import Optional, Sequence

SEED = 20261122
HALF_WAY = 12           # turns played before the mid-game save
MAX_DECISIONS = 2000    # a 2-player game takes about 150; more means the game is stuck
AI_ITERATIONS = 256     # the AI check proves the search runs in the workers, not that it plays well
AI_TREES = 2
AI_TIMEOUT = 120        # seconds; spawning the workers is most of it


class SelfTestError(Exception):
    """A check failed; the message says which."""


def dispatch(args: Sequence[str]) -> Optional[int]:
    """The exit code for ``--self-test`` / ``--quit-after-paint``, or None for a normal start."""
    if "--self-test" in args:
        return run()
    if "--quit-after-paint" in args:
        return quit_after_paint(bare="--bare-window" in args)
    return None


def _need_display() -> None:
    """Fall back to the offscreen platform when no display server is reachable."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY")
                                                 or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def _application():
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "goatmaster"])
    app.setApplicationName("Goat Master")
    app.setOrganizationName("Goat Master")
    return app


# ---------------------------------------------------------------------- the self-test

def run() -> int:
    """Run every check; print one line; return the exit code."""
    started = time.perf_counter()
    _need_display()
    try:
        with _private_folders() as folder:
            summary = _checks(folder)
    except Exception as error:          # any failure, expected or not, is reported the same way
        why = str(error) if isinstance(error, SelfTestError) else f"{type(error).__name__}: {error}"
        _report(f"self-test FAILED: {why}", sys.stderr)
        return 1
    _report(f"self-test ok: {summary}, {time.perf_counter() - started:.1f} s", sys.stdout)
    return 0


def _report(line: str, stream) -> None:
    """Print ``line``; a windowed Windows app has no console, so GOATMASTER_SELFTEST_OUT may name a file."""
    print(line, file=stream, flush=True)
    path = os.environ.get("GOATMASTER_SELFTEST_OUT")
    if path:
        with open(path, "a", encoding="utf-8") as handle:
            handle.write(line + "\n")


@contextlib.contextmanager
def _private_folders():
    """A temporary folder for the saves, also holding the settings and data the window may write,
    so a self-test never touches the player's own settings, autosave or games."""
    import tempfile
    folder = tempfile.mkdtemp(prefix="goatmaster-selftest-")
    names = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")
    before = {name: os.environ.get(name) for name in names}
    from PySide6.QtCore import QSettings

    default_format = QSettings.defaultFormat()
    try:
        for name in names:
            os.environ[name] = os.path.join(folder, name.lower())
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(QSettings.Format.IniFormat, scope, os.path.join(folder, "settings"))
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        yield folder
    finally:
        QSettings.setDefaultFormat(default_format)
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        import shutil
        shutil.rmtree(folder, ignore_errors=True)


def _checks(folder: str) -> str:
    from PySide6.QtGui import QImageReader

    from ..games.goat_master.ai.greedy import GreedyPlayer
    from ..games.goat_master.engine.actions import decision_of
    from ..games.goat_master.engine.state import OVER, PLAY
    from ..games.goat_master.savefile import SavedGame, Seat, load, save
    from .main_window import MainWindow

    app = _application()
    formats = {bytes(f).decode() for f in QImageReader.supportedImageFormats()}
    if "svg" not in formats:
        raise SelfTestError(f"Qt cannot read SVG images (image formats: {sorted(formats)})")

    languages = _translations_check()
    searched = _ai_check()
    seats = [Seat("Goat A", "ai", "easy"), Seat("Goat B", "ai", "easy")]
    saved = SavedGame.new(seats, seed=SEED)
    window = MainWindow(saved, worker=_idle_worker())   # the test plays the AI seats itself
    window.scene.animator.speed = 0.0       # no animations: the test plays at full speed
    window.show()
    try:
        app.processEvents()
        picture = window.grab()
        if picture.isNull() or picture.width() < 100:
            raise SelfTestError("the window could not be drawn")
        model = window.model
        players = [GreedyPlayer(seed=SEED + k) for k in range(model.players)]
        decisions = 0
        half_way = None
        while model.state.phase != OVER:
            if decisions >= MAX_DECISIONS:
                raise SelfTestError(f"no end after {decisions} decisions (turn {model.state.turn})")
            state = model.state
            if half_way is None and state.turn >= HALF_WAY and state.phase == PLAY:   # a turn boundary
                half_way = _save_and_compare(model.saved, os.path.join(folder, "half-way.goat"), save, load)
            decision = decision_of(players[state.actor].decide(model.view(state.actor)))
            if not model.apply(decision):
                raise SelfTestError(f"turn {state.turn + 1}: the model refused {decision!r}")
            decisions += 1
            app.processEvents()
        if half_way is None:
            raise SelfTestError(f"the game ended after {model.state.turn} turns, before turn {HALF_WAY}")
        _save_and_compare(model.saved, os.path.join(folder, "finished.goat"), save, load)
        log = getattr(window, "log", None)
        if log is not None and log.rowCount() == 0:
            raise SelfTestError("the game log stayed empty")
        title = window.windowTitle()
        scores = model.state.scores()
        turns = len(model.saved.game.turns)
    finally:
        window.close()
        app.processEvents()

    points = "-".join(str(s.total) for s in scores)
    return (f"{turns} turns, {decisions} decisions, scores {points}, saved and reloaded twice, "
            f"{searched}, translations {languages}, window {title!r}, Qt {_qt_version()}"
            f"{' (frozen)' if _frozen() else ''}")


def _translations_check() -> str:
    """Every language the game speaks loads: our texts and Qt's own (standard buttons, dialogs)."""
    try:
        from .. import i18n
    except ImportError:
        return "none"
    found = []
    for language in getattr(i18n, "LANGUAGES", ()):
        if language == getattr(i18n, "SOURCE_LANGUAGE", "en"):
            continue
        if i18n.load_game_translator(language) is None:
            raise SelfTestError(f"the {language} translation of the game is missing")
        if i18n.load_qt_translator(language) is None:
            raise SelfTestError(f"Qt's own {language} translation (qtbase_{language}.qm) is missing")
        found.append(language)
    return ", ".join(found) or "none"


def _idle_worker():
    from PySide6.QtCore import QObject, Signal

    class IdleWorker(QObject):
        """Stands in for the window's AI worker and never answers: the self-test plays the AI seats."""

        finished = Signal(object)
        failed = Signal(str)

        def think(self, *args, **kwargs) -> None:
            pass

        def cancel(self) -> None:
            pass

        def play_now(self) -> None:
            pass

        def shutdown(self, *args, **kwargs) -> None:
            pass

    return IdleWorker()


def _positions_equal(a, b) -> list[str]:
    """The GameState fields in which two positions differ (events aside)."""
    return [name for name in type(a).__slots__
            if name != "events" and getattr(a, name) != getattr(b, name)]


def _save_and_compare(saved, path: str, save, load) -> int:
    """Save ``saved`` to ``path``, load it back, and check the position and seats match."""
    save(path, saved)
    again = load(path)
    if again.players != saved.players:
        raise SelfTestError(f"{os.path.basename(path)}: seats differ after reloading")
    if list(again.game.turns) != list(saved.game.turns):
        raise SelfTestError(f"{os.path.basename(path)}: turns differ after reloading")
    differ = _positions_equal(saved.game.state, again.game.state)
    if differ:
        raise SelfTestError(f"{os.path.basename(path)}: reloaded position differs in {', '.join(differ)}")
    return len(saved.game.turns)


def _ai_check() -> str:
    """One real search, as the game's AI runs it: a deal, a seat's view, and MCTS trees grown
    in the worker processes of a :class:`SearchPool` (``spawn``: a frozen app needs
    freeze_support for them), a fixed budget so it is quick and reproducible."""
    from ..games.goat_master.engine import Game, SeatView
    from ..games.goat_master.engine.actions import decision_of
    from ..search.ismcts import Settings
    from ..search.pool import SearchPool, decide

    state = Game.new(2, SEED).state
    legal = state.legal_decisions()
    if len(legal) < 2:          # one choice is answered without a search: nothing would be checked
        raise SelfTestError(f"the AI check's deal offers {len(legal)} decision(s), no choice to search")
    pool = SearchPool()
    try:
        action = decide(pool, SeatView(state, state.actor), Settings(iterations=AI_ITERATIONS, trees=AI_TREES),
                        seed=SEED, timeout=AI_TIMEOUT)
        workers = pool.pids()
    except Exception as error:
        raise SelfTestError(f"the AI search failed: {type(error).__name__}: {error}") from None
    finally:
        pool.shutdown()
    if not workers:
        raise SelfTestError("the AI search ran without worker processes")
    if action not in state.legal_actions():
        raise SelfTestError(f"the AI search chose {state.action_to_string(action)}, which is not legal here")
    decision = decision_of(action)
    return f"AI search ok: {decision} ({AI_ITERATIONS} iterations, {len(workers)} worker processes)"


def _qt_version() -> str:
    from PySide6.QtCore import qVersion

    return qVersion()


def _frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


# ---------------------------------------------------------------------- start-up timing

def quit_after_paint(bare: bool = False, argv: Optional[Sequence[str]] = None) -> int:
    """Start the game through :func:`goatmaster.app.main.main` itself; print ``first paint``
    once its first window is painted, and quit.

    The caller times the process from its start to that line (``packaging/measure-startup``).
    The event loop is entered through ``QApplication.exec``, wrapped here to watch for the
    first paint, so every step ``main()`` takes before it (translators, settings, the
    window) is timed as a player meets it.  ``bare``: an empty QMainWindow of the same size
    instead, the yardstick for Qt's own cost.
    """
    _need_display()
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    class FirstPaint(QObject):
        done = False

        def eventFilter(self, watched, event) -> bool:
            if (not self.done and event.type() == QEvent.Type.Paint and isinstance(watched, QWidget)
                    and watched.window().isWindow() and watched.window().isVisible()):
                self.done = True
                QTimer.singleShot(0, self.report)    # after the whole frame is painted
            return False

        def report(self) -> None:
            print("first paint", flush=True)
            QApplication.quit()

    spy = FirstPaint()
    exec_ = QApplication.exec

    def exec_until_first_paint(*_) -> int:       # app.exec() passes the app; exec is static
        QApplication.instance().installEventFilter(spy)
        return exec_()

    if bare:
        app = _application()
        window = QMainWindow()
        window.resize(1280, 800)
        window.show()
        code = exec_until_first_paint(app)
    else:
        from .main import main

        argv = list(sys.argv if argv is None else argv)
        QApplication.exec = exec_until_first_paint
        try:
            code = main([arg for arg in argv if arg not in ("--quit-after-paint", "--bare-window")])
        finally:
            QApplication.exec = exec_
    return code if spy.done else 1
