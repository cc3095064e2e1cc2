"""How high Meadow Dice's table letters its texts on screen, in the real game window.

A seeded game is played by the greedy seat up to the human seat 0's decision (a throw to
keep or throw again, then a mark, then the end), in the real window at each size.  While
the window paints, every text the table's items draw is recorded with its font as the
painter has it: the text's height on screen is the font's pixel size (its em, about the
span of a line like "Bg") times the view's scale and the device pixel ratio; its cap height
(a capital or a digit) is given beside it.  Prints the smallest of each at each size, and
which text it is.

    .venv/bin/python benchmarks/meadow_text.py [--sizes 1024x700,1280x800,2560x1440] [--png DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtGui import QFontMetricsF, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from goatmaster import i18n  # noqa: E402
from goatmaster.app.play.game_window import GameWindow  # noqa: E402
from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.files.app_data import CHANCE, SEED  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.meadow_dice.engine.state import AGAIN_CHOICE, MARK  # noqa: E402

#: (seed, stop at seat 0's decision from this turn on (-1: play to the end), which decision)
POSITIONS = ((5, 14, "choose"), (5, 14, "mark"), (5, -1, "end"))


class Recorder:
    """Stands in for ``QPainter.drawText`` while the window paints, noting each text's size."""

    def __init__(self) -> None:
        self.texts: list[tuple[float, float, str]] = []        # (em px, cap px, text)
        self._draw = QPainter.drawText

    def __enter__(self) -> "Recorder":
        draw = self._draw
        texts = self.texts

        def recording(painter: QPainter, *args) -> None:
            text = next((a for a in args if isinstance(a, str)), "")
            if text.strip():
                scale = painter.worldTransform().m22() * painter.device().devicePixelRatioF()
                font = painter.font()
                em = (font.pointSizeF() * painter.device().logicalDpiY() / 72 if font.pointSizeF() > 0
                      else font.pixelSize())
                cap = QFontMetricsF(font, painter.device()).capHeight()
                texts.append((em * scale, cap * scale, text))
            draw(painter, *args)

        QPainter.drawText = recording                          # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        QPainter.drawText = self._draw                         # type: ignore[method-assign]


def window_at(seed: int, from_turn: int, phase: str, width: int, height: int) -> GameWindow:
    game = entry("meadow")
    seats = [Seat("Ada", "human"), Seat("Bert", "ai", "easy")]
    model = MatchModel(game.codec.saved_game(seats, game.new_match(2, seed, None), {SEED: seed, CHANCE: seed}))
    bots = [game.ai.greedy(seed * 10 + k) for k in range(2)]
    while True:
        state = model.state
        if state.is_terminal():
            break
        if from_turn >= 0 and state.turn >= from_turn and state.current_player() == 0:
            if state.phase == (AGAIN_CHOICE if phase == "choose" else MARK):
                break
        actor = state.current_player()
        model.apply_action(bots[actor].decide(model.observation(actor)))
    window = GameWindow(model, worker=None)
    window.set_animation_speed(0)
    window.resize(width, height)
    window.show()
    for _ in range(5):
        QApplication.processEvents()
    window.table.finish_animations()
    QApplication.processEvents()
    return window


def measure(width: int, height: int, png: Path | None) -> tuple[tuple[float, str], tuple[float, str], float]:
    smallest_em: tuple[float, str] = (1e9, "")
    smallest_cap: tuple[float, str] = (1e9, "")
    scale = 0.0
    for seed, from_turn, phase in POSITIONS:
        window = window_at(seed, from_turn, phase, width, height)
        view = window.tableView
        scale = view.transform().m11()
        for item in view.scene().items():          # a cached item's letters are painted afresh
            item.setCacheMode(item.CacheMode.NoCache)
        with Recorder() as recorder:
            pixmap = view.viewport().grab()
        if png is not None:
            png.mkdir(parents=True, exist_ok=True)
            window.grab().save(str(png / f"meadow-{phase}-{width}x{height}.png"))
        for em, cap, text in recorder.texts:
            smallest_em = min(smallest_em, (em, text))
            smallest_cap = min(smallest_cap, (cap, text))
        assert not pixmap.isNull()
        window.close()
    return smallest_em, smallest_cap, scale


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1024x700,1280x800,2560x1440")
    parser.add_argument("--png", type=Path, help="also save the window at each size and position here")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Goat Master")
    i18n.install_translators(app, "en")                # English's plural forms, as the app speaks it
    for size in args.sizes.split(","):
        width, height = (int(n) for n in size.split("x"))
        (em, em_text), (cap, cap_text), scale = measure(width, height, args.png)
        print(f"{width}×{height}: scene scale {scale:.3f}; smallest text {em:.1f} px high ({em_text[:40]!r}), "
              f"smallest cap height {cap:.1f} px ({cap_text[:40]!r})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
