"""Screenshots of the guided first games for the README: chosen steps of each lesson.

    python docs/tutorial_screenshots.py --game goat-master --steps 4 11 22 --language fr --out docs/screenshots

The app's own Learn to play starts the lesson offscreen; the script's moves are made as a learner
makes them (Next, or the move the step asks for) until each chosen step (numbered from 1, as its
card says) is on the table; the window is grabbed at ``--size`` into
``<out>/tutorial-<game>-<step>-<language>.png``.  ``docs/review_screenshots.py`` uses the same
helpers for each lesson's free stretch.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Optional

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GOATMASTER_DATA_DIR", tempfile.mkdtemp(prefix="goatmaster-shots-"))


def lesson_window(app: Any, game: str, size: str) -> Any:
    """The window of ``game``'s lesson, started by the app's own Learn to play, shown at ``size``."""
    from PySide6.QtCore import QSize

    import goatmaster.games  # noqa: F401  (registers every game)
    from goatmaster.app.shell.application import GoatMasterApp

    shell = GoatMasterApp()
    shell.learn(game)
    window = shell.window
    assert window is not None and window.tutorial is not None, "the game has a lesson"
    window._shell = shell                   # kept alive with its window
    width, height = (int(part) for part in size.split("x"))
    window.resize(QSize(width, height))
    window.set_animation_speed(0)
    window.session.pace_ms = 0
    window.show()
    return window


def play_lesson_until(app: Any, window: Any, done: Callable[[], bool],
                      choose: Optional[Callable[[], int]] = None, what: str = "") -> None:
    """Play the lesson as a learner does until ``done()``: Next on a step to read, the step's move
    when one asks for it, else ``choose()``'s move (by default the script's); the AI and chance
    are the window's own.  Then the table settles."""
    from PySide6.QtCore import QElapsedTimer

    player, model = window.tutorial, window.model
    clock = QElapsedTimer()
    clock.start()
    while not done():
        if clock.elapsed() > 60_000:
            raise SystemExit(f"{what or 'the wanted moment'} never came")
        step = player.shown()
        if step is not None and not player.acts():
            player.next()
        elif window._table_interactive() and not model.state.is_terminal():
            window.table.decided.emit(model.scripted() if choose is None or player.acts() else choose())
        app.processEvents()
    window.table.finish_animations()
    for _ in range(5):
        app.processEvents()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--steps", type=int, nargs="+", required=True)
    parser.add_argument("--language", default="en")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from goatmaster import i18n

    i18n.install_translators(app, args.language)
    window = lesson_window(app, args.game, args.size)
    player = window.tutorial
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for wanted in sorted(args.steps):
        play_lesson_until(app, window, lambda: player.index + 1 == wanted and player.shown() is not None,
                          what=f"step {wanted}")
        path = out / f"tutorial-{args.game}-{wanted}-{args.language}.png"
        window.grab().save(str(path))
        print(path)
    window.close()


if __name__ == "__main__":
    main()
