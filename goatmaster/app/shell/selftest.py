"""``goatmaster --self-test``: prove an installed (or frozen) game works, without a player.

The self-test starts the real game window (offscreen when there is no display)
for every game the app hosts, lets greedy AI seats play a whole game through the
window's match model, so the table, the art and the log follow every decision,
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
from typing import Callable, Optional, Sequence

SEED = 20261122
HALF_WAY = 12           # turns played before the mid-game save
MAX_DECISIONS = 3000    # a 2-player game takes a few hundred; more means the game is stuck
AI_ITERATIONS = 256     # the AI check proves the search runs in the workers, not that it plays well
AI_TREES = 2
AI_TIMEOUT = 120        # seconds; spawning the workers is most of it


class SelfTestError(Exception):
    """A check failed; the message says which."""


def dispatch(args: Sequence[str], start: Optional[Callable[[list[str]], int]] = None) -> Optional[int]:
    """The exit code for ``--self-test`` / ``--quit-after-paint``, or None for a normal start.

    ``start`` is the game's entry point (``goatmaster.app.shell.main.main``, which calls this: passed
    in, so the two modules do not import each other)."""
    if "--self-test" in args:
        return run()
    if "--quit-after-paint" in args:
        return quit_after_paint(start, bare="--bare-window" in args)
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

    from ... import games  # noqa: F401  (importing it registers every game)
    from ...core.registry import entries

    app = _application()
    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    if "svg" not in formats:
        raise SelfTestError(f"Qt cannot read SVG images (image formats: {sorted(formats)})")

    languages = _translations_check()
    searched = _ai_check()
    played = [_play_through_the_window(app, game, folder) for game in entries() if game.table]
    return (f"{'; '.join(played)}, each saved and reloaded twice, {searched}, translations {languages}, "
            f"Qt {_qt_version()}{' (frozen)' if _frozen() else ''}")


def _play_through_the_window(app, game, folder: str) -> str:
    """A whole game of ``game`` between greedy seats, decided through the real game window."""
    from ...files import envelope
    from ...files.envelope import Seat
    from .application import GoatMasterApp
    from ..play.game_window import GameWindow
    from ...search.seats import knowledge_of
    from ..play.match_model import MatchModel

    knowledge = knowledge_of(game)
    seats = [Seat(f"AI {k + 1}", "ai", knowledge.default_level) for k in range(game.info.min_seats)]
    saved = GoatMasterApp.dealt(game, seats, list(range(len(seats))), SEED)
    window = GameWindow(MatchModel(saved), worker=idle_worker())   # the test plays the AI seats itself
    window.set_animation_speed(0)               # no animations: the test plays at full speed
    window.show()
    try:
        app.processEvents()
        picture = window.grab()
        if picture.isNull() or picture.width() < 100:
            raise SelfTestError(f"{game.name}: the window could not be drawn")
        model = window.model
        players = [knowledge.greedy(SEED + k) for k in range(model.players)]
        decisions = 0
        half_way = None
        while not model.state.is_terminal():
            if decisions >= MAX_DECISIONS:
                raise SelfTestError(f"{game.name}: no end after {decisions} decisions")
            turns = model.turns_played()
            if half_way is None and turns >= HALF_WAY:
                half_way = os.path.join(folder, f"{game.name}-half-way.goat")
                _save_and_compare(game.name, model, half_way, envelope)
            seat = model.state.current_player()
            action = players[seat].decide(model.observation(seat))
            if not model.apply_action(action):
                raise SelfTestError(f"{game.name}: the match refused {model.state.action_to_string(action)}")
            decisions += 1
            app.processEvents()
        if half_way is None:
            raise SelfTestError(f"{game.name}: the game ended before turn {HALF_WAY}")
        _save_and_compare(game.name, model, os.path.join(folder, f"{game.name}-finished.goat"), envelope)
        if window.log.rowCount() == 0:
            raise SelfTestError(f"{game.name}: the game log stayed empty")
        scores, _ = model.state.result()
        turns = model.turns_played()
    finally:
        window.close()
        app.processEvents()
    return f"{game.name}: {turns} turns, {decisions} decisions, scores {' / '.join(str(s) for s in scores)}"


def _translations_check() -> str:
    """Every language the game speaks loads: our texts and Qt's own (standard buttons, dialogs)."""
    try:
        from ... import i18n
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


def idle_worker():
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


def _save_and_compare(name: str, model, path: str, envelope) -> None:
    """Save ``model``'s game (the turn in progress too) to ``path`` and load it back: the same text,
    seats and position (as every seat sees it)."""
    from ..play.match_model import MatchModel

    saved = model.saved_with_pending()
    envelope.save(path, saved)
    again = envelope.load(path)
    if again.players != saved.players:
        raise SelfTestError(f"{name}: {os.path.basename(path)}: seats differ after reloading")
    if envelope.dumps(again) != envelope.dumps(saved):
        raise SelfTestError(f"{name}: {os.path.basename(path)}: the file reads back differently")
    state, other = model.state, MatchModel(again).state
    if any(state.observation(seat).key() != other.observation(seat).key() for seat in range(len(saved.players))):
        raise SelfTestError(f"{name}: {os.path.basename(path)}: the reloaded position differs")


def _ai_check() -> str:
    """One real search, as the game's AI runs it: a deal, a seat's view, and MCTS trees grown
    in the worker processes of a :class:`SearchPool` (``spawn``: a frozen app needs
    freeze_support for them), a fixed budget so it is quick and reproducible."""
    import random

    from ...core.game import CHANCE
    from ...core.registry import entries
    from ...search.ismcts import Settings
    from ...search.pool import SearchPool, decide

    game = entries()[0]
    state = game.new_match(game.info.min_seats, SEED, None).state
    chance = random.Random(SEED)
    while state.current_player() == CHANCE:             # a deal or a first throw
        state.apply_action(state.chance_outcome(chance))
    legal = state.legal_actions()
    if len(legal) < 2:          # one choice is answered without a search: nothing would be checked
        raise SelfTestError(f"the AI check's deal offers {len(legal)} decision(s), no choice to search")
    pool = SearchPool()
    try:
        action = decide(pool, state.observation(state.current_player()),
                        Settings(iterations=AI_ITERATIONS, trees=AI_TREES), seed=SEED, timeout=AI_TIMEOUT)
        workers = pool.pids()
    except Exception as error:
        raise SelfTestError(f"the AI search failed: {type(error).__name__}: {error}") from None
    finally:
        pool.shutdown()
    if not workers:
        raise SelfTestError("the AI search ran without worker processes")
    if action not in state.legal_actions():
        raise SelfTestError(f"the AI search chose {state.action_to_string(action)}, which is not legal here")
    return (f"AI search ok: {game.name} {state.action_to_string(action)} ({AI_ITERATIONS} iterations, "
            f"{len(workers)} worker processes)")


def _qt_version() -> str:
    from PySide6.QtCore import qVersion

    return qVersion()


def _frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


# ---------------------------------------------------------------------- start-up timing

def quit_after_paint(start: Optional[Callable[[list[str]], int]], bare: bool = False,
                     argv: Optional[Sequence[str]] = None) -> int:
    """Start the game through ``start`` (:func:`goatmaster.app.shell.main.main`); print ``first paint``
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
        app = QApplication.instance()
        assert app is not None                  # exec runs an application
        app.installEventFilter(spy)
        return exec_()

    if bare:
        app = _application()
        window = QMainWindow()
        window.resize(1280, 800)
        window.show()
        code = exec_until_first_paint(app)
    else:
        assert start is not None, "the game's entry point starts it"
        argv = list(sys.argv if argv is None else argv)
        # main() runs QApplication.exec(): patched for this one call, and restored.
        QApplication.exec = exec_until_first_paint      # type: ignore[method-assign]  # deliberate patch
        try:
            code = start([arg for arg in argv if arg not in ("--quit-after-paint", "--bare-window")])
        finally:
            QApplication.exec = exec_                       # type: ignore[method-assign]  # the restore
    return code if spy.done else 1
