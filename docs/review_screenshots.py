#!/usr/bin/env python3
"""Screenshots of the review list and of each lesson's free stretch, at the smallest supported
window and at a 1440p monitor, to look at.  Writes into docs/screenshots/:

    review-<game>-1024x700.png, review-<game>-2560x1440.png
        a finished seeded game between greedy seats opened as a replay, its Review dock run at a
        small fixed budget, and a decision row clicked (the costliest; it must stay the one
        selected, in view)
    lesson-free-<game>-1024x700.png, lesson-free-<game>-2560x1440.png
        the lesson played by its script up to the learner's first free choice, a move of the
        learner's own there (seeded, not the script's), and the first step shown after it

for each of goat-master, meadow and rows.

    nice -n 10 .venv/bin/python docs/review_screenshots.py [--only review|lesson] [--game NAME]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from tutorial_screenshots import lesson_window, play_lesson_until      # sets the offscreen platform

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"

from PySide6.QtCore import QElapsedTimer, QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

GAMES = ("goat-master", "meadow", "rows")
SIZES = ("1024x700", "2560x1440")
#: Iterations a decision: small, so that a whole game is weighed in seconds on a busy machine.
ITERATIONS = 40
SEED = 3


def finished(game):
    """A whole two-player game between greedy seats, saved as Ada's (a person) against Hugo."""
    from goatmaster.files.envelope import Seat, codec_of
    from goatmaster.search.match import play_game
    from goatmaster.search.seats import knowledge_of

    players = [knowledge_of(game).greedy(SEED * 10 + k) for k in range(2)]
    match = play_game(game.new_match(2, SEED, None), players, random.Random(SEED))
    return codec_of(game).saved_game([Seat("Ada", "human"), Seat("Hugo", "ai", "hard")], match, {})


def save(window, name: str, size: str) -> Path:
    """The window grabbed once its pictures are all drawn: a table paints a few new card pictures
    a paint and the rest on the next ones, so it is grabbed until two grabs agree."""
    pixmap = window.grab()
    for _ in range(40):
        QApplication.processEvents()
        again = window.grab()
        if again.toImage() == pixmap.toImage():
            break
        pixmap = again
    width, height = (int(part) for part in size.split("x"))
    if (pixmap.width(), pixmap.height()) != (width, height):
        raise SystemExit(f"{name}: grabbed {pixmap.width()}×{pixmap.height()}, expected {size}")
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}-{size}.png"
    pixmap.save(str(path), "PNG", 0)           # 0: the smallest file (zlib's strongest)
    return path


def shoot_review(app: QApplication, game_name: str, size: str) -> None:
    from goatmaster.app.play.ai_worker import AiWorker
    from goatmaster.app.play.game_window import GameWindow
    from goatmaster.app.play.match_model import MatchModel
    import goatmaster.games  # noqa: F401  (registers every game)
    from goatmaster.core.registry import entry

    window = GameWindow(MatchModel(finished(entry(game_name))), worker=AiWorker(processes=1))
    try:
        window.set_animation_speed(0)
        width, height = (int(part) for part in size.split("x"))
        window.resize(width, height)
        window.show()
        window.start_replay(window.model.saved)
        window.review_game(0)
        review = window.review
        review.iterations = ITERATIONS
        review.start(0)                         # again at this budget
        clock = QElapsedTimer()
        clock.start()
        while review.running:
            if clock.elapsed() > 300_000:
                raise SystemExit(f"{game_name}: the review did not finish")
            app.processEvents()
        panel = review.panel
        table = panel.table
        # the costliest decision, clicked as a player does: scrolled into view, then pressed
        index = max(range(len(panel.rows)), key=lambda k: (panel.rows[k].loss, -k))
        table.scrollToItem(table.item(index, 1))
        app.processEvents()
        rect = table.visualItemRect(table.item(index, 1))
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(rect.center()))
        for _ in range(5):
            app.processEvents()
        window.table.finish_animations()
        app.processEvents()
        rect = table.visualItemRect(table.item(index, 1))
        if table.currentRow() != index or not table.viewport().rect().contains(rect):
            raise SystemExit(f"{game_name}: row {index} clicked, row {table.currentRow()} selected "
                             f"(clicked row at {rect.getRect()} in {table.viewport().rect().getRect()})")
        path = save(window, f"review-{game_name}", size)
        row = panel.rows[index]
        print(f"{path.relative_to(ROOT)}: {len(panel.rows)} decisions, turn {row.turn} clicked "
              f"(lost {row.loss:.1f}{', marked' if row.marked else ''}), dock {review.dock.width()} px wide")
    finally:
        window.session.worker.shutdown()
        window.close()


def shoot_lesson(app: QApplication, game_name: str, size: str) -> None:
    window = lesson_window(app, game_name, size)
    player, model = window.tutorial, window.model
    lesson = player.lesson
    learner = random.Random(SEED)

    def free() -> bool:
        """The learner may choose a move of their own: no step asks for one, it is their turn."""
        return (window._table_interactive() and not player.acts() and player.shown() is None
                and model.scripted() is not None)

    play_lesson_until(app, window, free, what=f"{game_name}'s free stretch")
    left = len(model.saved.game.actions)
    scripted = model.scripted()
    own = learner.choice([action for action in model.state.legal_actions() if action != scripted])
    window.table.decided.emit(own)
    app.processEvents()
    if lesson.on_script(list(model.saved.game.actions)):
        raise SystemExit(f"{game_name}: the learner's own move was not taken")
    play_lesson_until(app, window, lambda: player.shown() is not None and lesson.log[-1][1] > left,
                      lambda: learner.choice(model.state.legal_actions()), f"{game_name}'s step after a free move")
    path = save(window, f"lesson-free-{game_name}", size)
    k = lesson.current()
    print(f"{path.relative_to(ROOT)}: left the script at action {left}, step {len(lesson.log)} of "
          f"{len(lesson.steps)} (the lesson's {k + 1}) shown at action {lesson.log[-1][1]}")
    window.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=["review", "lesson"])
    parser.add_argument("--game", choices=GAMES)
    parser.add_argument("--size", choices=SIZES)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Goat Master")
    from goatmaster import i18n
    i18n.install_translators(app, "en")
    for game in GAMES if args.game is None else (args.game,):
        for size in SIZES if args.size is None else (args.size,):
            if args.only in (None, "review"):
                shoot_review(app, game, size)
            if args.only in (None, "lesson"):
                shoot_lesson(app, game, size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
