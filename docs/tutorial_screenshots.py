"""Screenshots of the guided first games for the README: chosen steps of each lesson.

    python docs/tutorial_screenshots.py --game goat-master --steps 4 11 22 --language fr --out docs/screenshots

The app's own Learn to play starts the lesson offscreen; the script's moves are made as a learner
makes them (Next, or the move the step asks for) until each chosen step (numbered from 1, as its
card says) is on the table; the window is grabbed at ``--size`` into
``<out>/tutorial-<game>-<step>-<language>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GOATMASTER_DATA_DIR", tempfile.mkdtemp(prefix="goatmaster-shots-"))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--steps", type=int, nargs="+", required=True)
    parser.add_argument("--language", default="en")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    from PySide6.QtCore import QElapsedTimer, QSize
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    import goatmaster.games  # noqa: F401  (registers every game)
    from goatmaster import i18n
    from goatmaster.app.shell.application import GoatMasterApp

    i18n.install_translators(app, args.language)
    shell = GoatMasterApp()
    shell.learn(args.game)
    window = shell.window
    assert window is not None and window.tutorial is not None, "the game has a lesson"
    width, height = (int(part) for part in args.size.split("x"))
    window.resize(QSize(width, height))
    window.set_animation_speed(0)
    window.session.pace_ms = 0
    window.show()
    player, model = window.tutorial, window.model
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    clock = QElapsedTimer()
    for wanted in sorted(args.steps):
        clock.start()
        while not (player.index + 1 == wanted and player.shown() is not None):
            if clock.elapsed() > 60_000:
                raise SystemExit(f"step {wanted} never showed")
            step = player.shown()
            if step is not None and not step.act:
                player.next()
            elif window._table_interactive():
                window.table.decided.emit(model.scripted())
            app.processEvents()
        window.table.finish_animations()
        for _ in range(5):
            app.processEvents()
        path = out / f"tutorial-{args.game}-{wanted}-{args.language}.png"
        window.grab().save(str(path))
        print(path)
    window.close()


if __name__ == "__main__":
    main()
