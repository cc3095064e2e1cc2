"""The app side of the by-ear bot (``benchmarks/by_ear/run.py``): one game of GAME, Ada (a human, the
bot) against the computer at ``easy``, in the real game window, on the X display and the session
bus the runner made.  It prints nothing the bot may use: the bot reads only the accessibility bus.

The computer's ``easy`` searches its fixed number of iterations with no clock here, from the seed,
so a seed gives the same game on a busy machine as on a quiet one (a clock would cut a search
short under load)."""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import replace

from PySide6.QtWidgets import QApplication


def main(game_name: str, seed: int) -> int:
    os.environ.setdefault("GOATMASTER_DATA_DIR", tempfile.mkdtemp(prefix="by-ear-"))
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Goat Master")
    import goatmaster.games  # noqa: F401  (registers the games)
    from goatmaster.i18n import install_translators
    install_translators(app, "en")          # as the app's main does: English's plural forms
    from goatmaster.app.shell.application import GoatMasterApp
    from goatmaster.core.registry import entry
    from goatmaster.files.envelope import Seat
    from goatmaster.search.seats import knowledge_of
    game = entry(game_name)
    levels = knowledge_of(game).levels
    levels["easy"] = replace(levels["easy"], seconds=None)
    gm = GoatMasterApp()
    gm.play(GoatMasterApp.dealt(game, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], seed))
    window = gm.window
    assert window is not None
    window.set_animation_speed(0)
    window.session.pace_ms = 0
    window.session.ai_seed = seed           # (before the event loop runs: no search has started yet)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1))
