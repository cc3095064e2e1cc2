#!/usr/bin/env python3
"""Screenshots of Goal Rows' table alone (its scene in a scaling view), mid-game, seeded.

Every seat is a human at the screen; random plays (seeded) bring the game to the
middle, then the acting seat is the viewer.  Writes into docs/screenshots/:

    rows-table-2p-1280x800.png, rows-table-2p-2560x1440.png   a card picked, the rows lit where it may go
    rows-table-6p-1280x800.png, rows-table-6p-2560x1440.png
    rows-table-trade-4p-1280x800.png                      a trade being answered (T10)
    rows-art.png, rows-art-greyscale.png                  the six colours' cards and marks, the tokens

(``docs/screenshots.py`` shoots the whole window: ``rows-3p-…``, ``rows-6p-…``, ``rows-end-…``.)

    .venv/bin/python docs/rows_screenshots.py
"""
from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"

from PySide6.QtCore import QPointF, QSize  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.goal_rows import GAME  # noqa: E402
from goatmaster.games.goal_rows.engine.actions import GIVE0, OFFER0  # noqa: E402
from goatmaster.games.goal_rows.engine.cards import COLOUR  # noqa: E402
from goatmaster.games.goal_rows.qt import art  # noqa: E402
from goatmaster.games.goal_rows.qt.table import RowsTable  # noqa: E402
from goatmaster.views.table_view import TableView  # noqa: E402

NAMES = ("Ada", "Bertrand", "Cleo", "Dora", "Emil", "Fatou")


def mid_game(players: int, turns: int, seed: int = 7) -> MatchModel:
    saved = GAME.codec.saved_game([Seat(NAMES[k], "human") for k in range(players)],
                                  GAME.new_match(players, seed, None), {})
    model = MatchModel(saved, seed=seed)
    rng = random.Random(seed)
    for _ in range(turns):
        legal = model.state.legal_actions()
        model.apply_action(rng.choice([a for a in legal if a < OFFER0] or legal))
    return model


def shoot(model: MatchModel, size: tuple[int, int], name: str, pick: bool = True) -> None:
    table = RowsTable(model)
    table.animation_speed = 0
    table.set_mode(model.state.current_player(), True)
    if pick and table.scene.hand():
        table.scene._pick(table.scene.hand()[1])
    view = TableView()
    view.setScene(table.scene)
    view.resize(*size)
    view.show()
    QApplication.processEvents()
    view.grab().save(str(OUT / name))
    view.close()


def trade_being_answered() -> MatchModel:
    """Four players; an offer that the asked seat can answer, after one seat declined."""
    for turns in range(20, 60):
        model = mid_game(4, turns)
        state = model.state
        for action in state.legal_actions():
            if OFFER0 <= action < GIVE0:
                colour = COLOUR[action - OFFER0]
                second = (state.seat + 2) % 4
                if not any(COLOUR[c] == colour for c in state.hand((state.seat + 1) % 4)) and any(
                        COLOUR[c] == colour for c in state.hand(second)):
                    model.apply_action(action)
                    model.apply_action(model.state.legal_actions()[-1])      # the first declines
                    return model
    raise SystemExit("no such position")


def art_sheet() -> None:
    scale = 2.0
    image = QImage(int(680 * scale), int(330 * scale), QImage.Format.Format_ARGB32)
    image.fill(QColor("#5f8f43"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    for colour in range(6):
        for row, value in enumerate((7, 12)):
            painter.save()
            painter.translate(10 + colour * 82, 10 + row * 105)
            art.paint_card(painter, colour * 12 + value - 1)
            painter.restore()
        painter.drawPixmap(QPointF(22 + colour * 82, 225), art.seat_pixmap(colour, QSize(50, 50), scale))
    painter.save()
    painter.translate(510, 10)
    art.paint_back(painter)
    painter.restore()
    for token in (0, 6, 11, 12, 15, 17):
        k = [0, 6, 11, 12, 15, 17].index(token)
        painter.save()
        painter.translate(520 + (k % 2) * 70 + 30, 150 + (k // 2) * 62)
        art.paint_token(painter, token, 27)
        painter.restore()
    painter.end()
    image.save(str(OUT / "rows-art.png"))
    image.convertToFormat(QImage.Format.Format_Grayscale8).save(str(OUT / "rows-art-greyscale.png"))


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    for players, turns in ((2, 14), (6, 30)):
        for size in ((1280, 800), (2560, 1440)):
            shoot(mid_game(players, turns), size, f"rows-table-{players}p-{size[0]}x{size[1]}.png")
    shoot(trade_being_answered(), (1280, 800), "rows-table-trade-4p-1280x800.png", pick=False)
    art_sheet()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
