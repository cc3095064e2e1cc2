#!/usr/bin/env python3
"""How high the smallest text on Goal Rows' table is on screen, in the real game window.

Seeded games of 2, 4 and 6 players (seat 0 the human at the screen, the others
``easy``, played by the game's greedy seat to the middle of the game, when seats
hold several tokens), in a game window of 1024×700, 1280×800 and 2560×1440 as it
opens (the log shown from 1200 px wide, hidden below, as the window decides), one
position where seat 0 answers a trade, and 1024×700 with the log shown by hand.  Every text a table item draws is
caught as it is painted: its font's pixel size times the view's scale is its
height on screen (the em: capitals and digits are about 0.73 of it), the measure
that put every Goat Master card name at 10 px (LEGIBLE_PX).  Prints, per window
and player count, the smallest height and the text that has it.

    .venv/bin/python benchmarks/rows_text.py [--save DIR]   # DIR: the windows' pictures too
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtGui import QAction, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsItem  # noqa: E402

from goatmaster.app.play.game_window import GameWindow  # noqa: E402
from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.goal_rows.engine.actions import GIVE0, OFFER0  # noqa: E402
from goatmaster.games.goal_rows.engine.state import ANSWER  # noqa: E402

NAMES = ("Ada", "Bertrand", "Cleo", "Dora", "Emil", "Fatou")
SIZES = ((1024, 700), (1280, 800), (2560, 1440))
#: players → (seed, turns played before the picture)
GAMES = {2: (3, 24), 4: (5, 30), 6: (4, 36)}

_drawn: list[tuple[float, str]] = []
_draw_text = QPainter.drawText


def _caught(painter: QPainter, *args) -> None:
    """QPainter.drawText, noting the text's height on the device it paints on."""
    text = next((a for a in args if isinstance(a, str)), "")
    if text.strip():
        scale = abs(painter.deviceTransform().m22())
        _drawn.append((painter.font().pixelSize() * scale, text))
    _draw_text(painter, *args)


def window_at(players: int, size: tuple[int, int], trade: bool, log: bool = False) -> GameWindow:
    game = entry("rows")
    seed, turns = GAMES[players]
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[k], "ai", "easy") for k in range(1, players)]
    model = MatchModel(game.codec.saved_game(seats, game.new_match(players, seed, None), {}), seed=seed)
    bots = [game.ai.greedy(seed * 10 + k) for k in range(players)]

    def answering() -> bool:
        return model.state.phase == ANSWER and model.state.current_player() == 0
    while not (answering() if trade else game.turns(model.state) >= turns and model.state.current_player() == 0):
        actor = model.state.current_player()
        legal = model.state.legal_actions()
        offers = [a for a in legal if OFFER0 <= a < GIVE0]
        # a trade position: a seat beside the human offers whatever it may
        action = offers[0] if trade and offers and actor == players - 1 else bots[actor].decide(
            model.observation(actor))
        model.apply_action(action)
    window = GameWindow(model, worker=None)
    window.set_animation_speed(0)
    window.resize(*size)
    window.show()
    for _ in range(5):
        QApplication.processEvents()
    window.table.finish_animations()
    if log:
        window.findChild(QAction, "actionShowLog").setChecked(True)
    QApplication.processEvents()
    return window


def measure(window: GameWindow) -> list[tuple[float, str]]:
    """Every text the table's items draw, painted afresh at the view's scale."""
    for item in window.scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)     # every item paints now, in the view's terms
    view = window.tableView
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    _drawn.clear()
    QPainter.drawText = _caught
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    QPainter.drawText = _draw_text
    return list(_drawn)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--save", help="a folder for the windows' pictures")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    print("smallest text on the table, px high on screen (font pixel size × the view's scale)")
    # (window, players, answering a trade, the log shown by hand)
    cases = [(size, players, False, False) for size in SIZES for players in GAMES]
    cases += [(size, 4, True, False) for size in SIZES] + [(SIZES[0], 4, False, True)]
    for size, players, trade, log in sorted(cases, key=lambda case: case[0]):
        window = window_at(players, size, trade, log)
        texts = measure(window)
        height, text = min(texts)
        label = (f"{size[0]}×{size[1]}, {players} players{', answering a trade' if trade else ''}"
                 f"{', the log shown' if log else ''}")
        print(f"  {label:46} {height:5.1f} px  {text[:30]!r:32} (view scale {window.tableView.transform().m11():.3f},"
              f" {len(texts)} texts)")
        if args.save:
            Path(args.save).mkdir(parents=True, exist_ok=True)
            window.grab().save(str(Path(args.save) / f"rows-{players}p{'-trade' if trade else ''}"
                                                      f"{'-log' if log else ''}-{size[0]}x{size[1]}.png"))
        window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
