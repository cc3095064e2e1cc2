#!/usr/bin/env python3
"""Screenshots of the real game window in the middle of a 2-player and a 5-player game.

Each game is seeded; every seat is played by the baseline GreedyPlayer through the
window's match model (animations off) until the human seat 0 is about to take a card,
so the picture shows the pawn's line lit up, markers on the pasture and full
displays.  Seat 0 is the human at the screen, the others are AI seats (so no hot-seat
hand-over screen covers the table).  Writes into docs/screenshots/:

    table-2p.png              1280×800
    table-5p.png              1280×800
    table-2p-1024x700.png     1024×700 (the smallest supported window)
    table-5p-1024x700.png
    table-5p-2560x1440.png    a 1440p monitor at device pixel ratio 1
    table-5p-hidpi.png        1280×720 at device pixel ratio 2 (2560×1440 pixels)
    table-5p-fr.png           1280×800 in French
    table-2p-de.png           1280×800 in German

and of the other games in the same window, seeded, played by each game's greedy seat
until the human seat 0 is to decide from the given turn on:

    meadow-1280x800.png, meadow-2560x1440.png, meadow-de.png
    meadow-end-1280x800.png, meadow-end-2560x1440.png   the end: herds outlined, winners marked
    rows-3p-1280x800.png, rows-3p-2560x1440.png, rows-6p-1280x800.png, rows-6p-2560x1440.png,
    rows-end-1280x800.png, rows-end-2560x1440.png   six players, the end screen over the table
    rows-4p-fr.png

    .venv/bin/python docs/screenshots.py [--only NAME] [--no-hidpi]

The HiDPI shot runs in a child process with QT_SCALE_FACTOR=2 (it must be set before
Qt starts) and checks that the grabbed pixmap really has twice the pixels.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"

from PySide6.QtCore import QRectF, QSize  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from goatmaster import i18n  # noqa: E402
from goatmaster.games.goat_master.ai.greedy import GreedyPlayer  # noqa: E402
from goatmaster.games.goat_master.engine.actions import CONSENT_YES  # noqa: E402
from goatmaster.games.goat_master.engine.cards import card_id  # noqa: E402
from goatmaster.games.goat_master.qt.art import LEGIBLE_PX, card_title, name_lettering  # noqa: E402
from goatmaster.games.goat_master.qt import consent_question  # noqa: E402
from goatmaster.games.goat_master.engine.state import OVER, TAKE  # noqa: E402
from goatmaster.games.goat_master.savefile import SavedGame, Seat  # noqa: E402

NAMES = ("Ada", "Bert", "Cleo", "Dora", "Emil", "Fatou")
#: (players, seed, stop at the human's take phase from this turn on)
GAMES = {2: (2, 7, 22), 5: (5, 3, 40)}
#: name → (players, width, height, language)
SHOTS = {
    "table-2p": (2, 1280, 800, "en"),
    "table-5p": (5, 1280, 800, "en"),
    "table-2p-1024x700": (2, 1024, 700, "en"),
    "table-5p-1024x700": (5, 1024, 700, "en"),
    "table-5p-2560x1440": (5, 2560, 1440, "en"),
    "table-5p-fr": (5, 1280, 800, "fr"),
    "table-2p-de": (2, 1280, 800, "de"),
}
HIDPI = ("table-5p-hidpi", 5, 1280, 720, "en")
#: name → (game, players, seed, from turn (-1: the end of the game), width, height, language)
OTHER_GAMES = {
    "meadow-1280x800": ("meadow", 2, 5, 14, 1280, 800, "en"),
    "meadow-2560x1440": ("meadow", 2, 5, 14, 2560, 1440, "en"),
    "meadow-de": ("meadow", 2, 9, 20, 1280, 800, "de"),
    "meadow-end-1280x800": ("meadow", 2, 5, -1, 1280, 800, "en"),
    "meadow-end-2560x1440": ("meadow", 2, 5, -1, 2560, 1440, "en"),
    "rows-3p-1280x800": ("rows", 3, 4, 12, 1280, 800, "en"),
    "rows-3p-2560x1440": ("rows", 3, 4, 12, 2560, 1440, "en"),
    "rows-6p-1280x800": ("rows", 6, 4, 18, 1280, 800, "en"),
    "rows-6p-2560x1440": ("rows", 6, 4, 18, 2560, 1440, "en"),
    "rows-end-1280x800": ("rows", 6, 4, -1, 1280, 800, "en"),
    "rows-end-2560x1440": ("rows", 6, 4, -1, 2560, 1440, "en"),
    "rows-4p-fr": ("rows", 4, 6, 10, 1280, 800, "fr"),
}

#: End shots that show the end screen over the table (Goal Rows' table is bare at the end;
#: Meadow Dice's end shots show its sheet with the herds and winners marked, after Close).
END_SCREEN_SHOWN = ("rows-end-1280x800", "rows-end-2560x1440")


def mid_game_window(players: int, width: int, height: int):
    """A shown game window whose game was played by GreedyPlayer up to seat 0's take."""
    from goatmaster.app.play.game_window import GameWindow
    from goatmaster.app.play.match_model import MatchModel

    _, seed, from_turn = GAMES[players]
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[k], "ai", "easy") for k in range(1, players)]
    window = GameWindow(MatchModel(SavedGame.new(seats, seed)))
    window.findChild(QAction, "actionAnimationsOff").setChecked(True)
    window.resize(width, height)
    window.show()                   # shown first, as in a real game (the log follows the play)
    QApplication.processEvents()
    model = window.model
    bots = [GreedyPlayer(seed * 10 + k) for k in range(players)]
    # A human consent question (an AI dog onto seat 0's card) is answered like the bot would.
    consent_question.ask = lambda *args: bots[0].decide(model.observation(0)) == CONSENT_YES
    state = model.state
    while not (state.turn >= from_turn and state.phase == TAKE and state.actor == 0):
        if state.phase == OVER:
            raise SystemExit(f"the {players}-player game ended before turn {from_turn}")
        actor = state.actor
        if not model.apply_action(bots[actor].decide(model.observation(actor))):
            raise SystemExit("the greedy player chose an illegal decision")
    return window


def name_heights(window, ratio: float) -> list[int]:
    """The rendered height in pixels of a line of each pasture card's name, as the window shows it.

    The card's picture at its size on screen, lettered and then without its letters:
    the rows that differ are the lettering (a name on two lines counts half each).
    """
    art, view = window.scene.art, window.tableView
    heights = []
    for item in window.scene.cards:
        if item.cell < 0 or not item.isVisible() or not card_title(card_id(item.card)):
            continue
        rect = view.transform().mapRect(QRectF(0, 0, 72, 100))
        size = QSize(round(rect.width()), round(rect.height()))
        lettered = art.image(card_id(item.card), size, ratio)
        blank = art.image(card_id(item.card), size, ratio, letters=False)
        rows = [y for y in range(lettered.height())
                if any(lettered.pixel(x, y) != blank.pixel(x, y) for x in range(lettered.width()))]
        lines = len(name_lettering(card_title(card_id(item.card)), LEGIBLE_PX * 250 / size.width()).lines)
        heights.append((rows[-1] - rows[0] + 1) // lines if rows else 0)     # a line's height
    return heights or [0]


def shoot(name: str, players: int, width: int, height: int, language: str,
          ratio: float = 1.0) -> Path:
    i18n.install_translators(QApplication.instance(), language)
    window = mid_game_window(players, width, height)
    for _ in range(3):
        QApplication.processEvents()
    window.scene.animator.finish()
    pixmap = window.grab()
    expected = (round(width * ratio), round(height * ratio))
    got = (pixmap.width(), pixmap.height())
    if got != expected or abs(pixmap.devicePixelRatio() - ratio) > 1e-6:
        raise SystemExit(f"{name}: grabbed {got} at ratio {pixmap.devicePixelRatio()}, "
                         f"expected {expected} at {ratio}")
    view = window.tableView
    scale = view.transform().m11() * ratio
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.png"
    pixmap.save(str(path))
    heights = sorted(name_heights(window, ratio))
    print(f"{path.relative_to(ROOT)}: {got[0]}×{got[1]} px, ratio {ratio:g}, view "
          f"{view.viewport().width()}×{view.viewport().height()}, scene scale {scale:.3f} px/unit "
          f"(pasture card {72 * scale:.0f}×{100 * scale:.0f} px, names {heights[0]}–{heights[-1]} px "
          f"high, median {heights[len(heights) // 2]}), turn {window.model.state.turn + 1}")
    window.close()
    return path


def shoot_other(name: str, game_name: str, players: int, seed: int, from_turn: int, width: int, height: int,
                language: str) -> Path:
    """A shown game window of another game, played by its greedy seat up to seat 0's decision."""
    from goatmaster.app.play.game_window import GameWindow
    from goatmaster.app.play.match_model import MatchModel
    from goatmaster.core.registry import entry
    from goatmaster.files.envelope import Seat as AnySeat
    from goatmaster.files.app_data import CHANCE as CHANCE_KEY, SEED as SEED_KEY

    i18n.install_translators(QApplication.instance(), language)
    game = entry(game_name)
    seats = [AnySeat(NAMES[0], "human")] + [AnySeat(NAMES[k], "ai", "easy") for k in range(1, players)]
    match = game.new_match(players, seed, None)
    model = MatchModel(game.codec.saved_game(seats, match, {SEED_KEY: seed, CHANCE_KEY: seed}))
    bots = [game.ai.greedy(seed * 10 + k) for k in range(players)]
    while not (from_turn >= 0 and game.turns(model.state) >= from_turn and model.state.current_player() == 0):
        if model.state.is_terminal():
            if from_turn < 0:
                break
            raise SystemExit(f"{name}: the game ended before turn {from_turn}")
        actor = model.state.current_player()
        if not model.apply_action(bots[actor].decide(model.observation(actor))):
            raise SystemExit(f"{name}: the greedy seat chose an illegal action")
    window = GameWindow(model, worker=None)
    window.set_animation_speed(0)
    window.resize(width, height)
    window.show()
    for _ in range(5):
        QApplication.processEvents()
    window.table.finish_animations()
    QApplication.processEvents()
    pixmap = window.grab()
    if name in END_SCREEN_SHOWN:
        paint_end_screen(window, model, pixmap)
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.png"
    pixmap.save(str(path))
    view = window.tableView
    print(f"{path.relative_to(ROOT)}: {pixmap.width()}×{pixmap.height()} px, view "
          f"{view.viewport().width()}×{view.viewport().height()}, scene scale {view.transform().m11():.3f}, "
          f"turn {game.turns(model.state) + 1}")
    window.close()
    return path


def paint_end_screen(window, model, pixmap) -> None:
    """The end screen over the window, centred on it, as the app opens it when a game ends."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter

    from goatmaster.app.play.end_screen import EndScreen

    screen = EndScreen(model.saved, parent=window, ending=window.ending())
    screen.show()
    QApplication.processEvents()
    dialog = screen.grab()
    painter = QPainter(pixmap)
    painter.drawPixmap(QPoint((pixmap.width() - dialog.width()) // 2, (pixmap.height() - dialog.height()) // 2),
                       dialog)
    painter.end()
    screen.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="one shot by name (e.g. table-2p, table-5p-hidpi)")
    parser.add_argument("--no-hidpi", action="store_true", help="skip the device-pixel-ratio-2 shot")
    parser.add_argument("--ratio", type=float, default=1.0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Goat Master")
    if args.only == HIDPI[0] and os.environ.get("QT_SCALE_FACTOR"):
        shoot(*HIDPI, ratio=app.devicePixelRatio())
        if app.devicePixelRatio() != 2:
            raise SystemExit(f"device pixel ratio {app.devicePixelRatio()}, expected 2")
        return 0
    for name, shot in SHOTS.items():
        if args.only in (None, name):
            shoot(name, *shot)
    from goatmaster.core.registry import entry
    for name, other in OTHER_GAMES.items():
        if args.only in (None, name) and entry(other[0]).table:
            shoot_other(name, *other)
    if not args.no_hidpi and args.only in (None, HIDPI[0]):
        env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen")
        subprocess.run([sys.executable, __file__, "--only", HIDPI[0]], env=env, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
