"""Render the start screen and every dialog to ``docs/screenshots/`` for review.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/dialog_screenshots.py [--out DIR] [--scale 2]

Writes start-screen.png (1024×700, the smallest window), new-game.png (and new-game-rows.png,
new-game-meadow.png), settings.png,
statistics.png, rules.png and end-screen.png.  Everything the dialogs read or write
goes to a temporary GOATMASTER_DATA_DIR, so the player's own settings and statistics
are never touched.  The games shown are played by the greedy yardstick player from
fixed seeds, so the pictures are the same on every run.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def greedy_game(seats, seed: int, turns: int | None = None):
    """A game between greedy players, to the end or until ``turns`` turns are played."""
    from goatmaster.games.goat_master.ai.greedy import GreedyPlayer
    from goatmaster.games.goat_master.engine.view import SeatView
    from goatmaster.games.goat_master.savefile import SavedGame

    saved = SavedGame.new(seats, seed)
    players = [GreedyPlayer(seed * 10 + k) for k in range(len(seats))]
    state = saved.game.state
    while not saved.finished and (turns is None or state.turn < turns):
        saved.game.apply_action(players[state.actor].decide(SeatView(state, state.actor)))
    return saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--scale", type=float, default=1.0, help="device pixel ratio (QT_SCALE_FACTOR)")
    args = parser.parse_args(argv)
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    with tempfile.TemporaryDirectory() as data:
        os.environ["GOATMASTER_DATA_DIR"] = data
        from PySide6.QtCore import QSize
        from PySide6.QtWidgets import QApplication

        app = QApplication(sys.argv[:1])
        app.setApplicationName("Goat Master")
        from goatmaster import i18n
        i18n.install_translators(app, "en")         # English plurals, as the app speaks them
        from goatmaster.app.play.end_screen import EndScreen
        from goatmaster.files.app_data import COLOURS as COLOURS_KEY, SEED as SEED_KEY
        from goatmaster.app.shell.new_game_dialog import NewGameDialog
        from goatmaster.app.shell.rules_page import RulesDialog
        from goatmaster.app.shell.settings_dialog import SettingsDialog
        from goatmaster.app.shell.start_screen import StartScreen
        from goatmaster.app.player_data.statistics import Statistics
        from goatmaster.app.shell.statistics_dialog import StatisticsDialog
        from goatmaster.games.goat_master.savefile import Seat

        def shoot(widget, name: str, size: QSize | None = None) -> None:
            if size is not None:
                widget.resize(size)
            widget.show()
            for _ in range(3):
                app.processEvents()
            widget.grab().save(str(out / name))
            print(out / name, f"{widget.width()}x{widget.height()}")
            widget.close()

        import goatmaster.games  # noqa: F401  (importing it registers every game)
        from goatmaster.core.registry import entries
        page = StartScreen(games=[game for game in entries() if game.table])
        page.set_unfinished(greedy_game([Seat("Ada", "human"), Seat("Hugo", "ai", "hard")], 5, turns=11))
        shoot(page, "start-screen.png", QSize(1024, 700))

        dialog = NewGameDialog()
        dialog.set_seats([Seat("Ada", "human"), Seat("Bert", "human"), Seat("Greta", "ai", "hard")],
                         [0, 2, 3])
        dialog.set_seed(271828)
        shoot(dialog, "new-game.png")
        from goatmaster.core.registry import entry
        from goatmaster.files.envelope import Seat as AnySeat
        for game, seats in (("rows", 6), ("meadow", 2)):           # each seat's mark, the game's own
            other = NewGameDialog(game=entry(game))
            others = ("Hugo", "Greta", "Felix", "Martha", "Otto")[:seats - 1]
            other.set_seats([AnySeat("Ada", "human")] + [AnySeat(name, "ai", "normal") for name in others])
            other.set_seed(271828)
            shoot(other, f"new-game-{game}.png")

        shoot(SettingsDialog(game=entry("goat-master")), "settings.png")     # with Goat Master's own setting

        stats = Statistics()
        tables = ([Seat("Ada", "human"), Seat("Hugo", "ai", "normal")],
                  [Seat("Ada", "human"), Seat("Hugo", "ai", "hard")],
                  [Seat("Ada", "human"), Seat("Hugo", "ai", "easy"), Seat("Greta", "ai", "easy")],
                  [Seat("Ada", "human"), Seat("Bert", "human"), Seat("Cleo", "human"), Seat("Dora", "human")],
                  [Seat("Ada", "human")] + [Seat(n, "ai", "hard") for n in ("A", "B", "C", "D")])
        for seed in range(1, 24):
            stats.record(greedy_game(tables[seed % len(tables)] if seed % 3 else tables[0], seed))
        shoot(StatisticsDialog(statistics=stats), "statistics.png")

        rules = RulesDialog(language="en")
        shoot(rules, "rules.png", QSize(820, 640))

        seats = [Seat("Ada", "human"), Seat("Hugo", "ai", "hard"), Seat("Greta", "ai", "normal")]
        saved = greedy_game(seats, 12)
        saved.app[COLOURS_KEY] = [0, 2, 3]
        saved.app[SEED_KEY] = 12
        from goatmaster.app.play.game_window import ending_of
        from goatmaster.app.play.match_model import MatchModel
        from goatmaster.games.goat_master.qt.table import GoatMasterTable
        model = MatchModel(saved)
        shoot(EndScreen(saved, ending_of(model, GoatMasterTable(model))), "end-screen.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
