#!/usr/bin/env python3
"""Screenshots of the start screen with an inbox of five tables, at the smallest supported window
and at a 1440p monitor, to look at.  Writes into docs/screenshots/:

    inbox-start-1024x700.png, inbox-start-2560x1440.png
        two tables where it is the player's move, one waiting for another player, one on a
        server that does not answer and one finished game

    .venv/bin/python docs/inbox_screenshots.py [--language fr]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"

from PySide6.QtWidgets import QApplication  # noqa: E402

SIZES = ("1024x700", "2560x1440")


def rows() -> list:
    from goatmaster.app.online.inbox import InboxRow, NoAnswer, order
    from goatmaster.net import protocol as p

    def seat(name: str) -> p.SeatInfo:
        return p.SeatInfo(name=name, kind="human")

    me, hugo = seat("Ada"), p.SeatInfo(name="", kind="ai", level="hard")
    turn = p.Pace(kind="turn-based", turn=86400)

    def table(k: int, game: str) -> dict:
        return {"url": f"wss://tables.example.org/{k}", "code": "ABCDE" + "FGHJK"[k],
                "token": f"token-{k}".ljust(20, "x"), "game": game,
                "title": f"{game}, table ABCDE{'FGHJK'[k]} (Ada)", "hosted": "no"}

    def status(k: int, game: str, seats: list, waiting: list, left, actor, over: bool = False,
               events: tuple = ()) -> p.TableStatus:
        return p.TableStatus(token=table(k, game)["token"], known=True, code="ABCDE" + "FGHJK"[k], game=game, seat=0,
                             seats=seats, waiting=waiting, pace=turn, seconds_left=left, step=12, over=over,
                             actor=actor, events=list(events))

    # The last action's events as a server sends them (Goal Rows: Bea's card, then her draw, hidden).
    bea_played = (("CardPlayed", {"seat": 2, "card": 13, "place": 0}), ("CardDrawn", {"seat": 2, "card": -1}),
                  ("TurnEnded", {"seat": 2, "turn": 7}))

    made = [
        InboxRow(table(0, "goat-master"), status(0, "goat-master", [me, seat("Bea")], [1], None, 0)),
        InboxRow(table(1, "rows"), status(1, "rows", [me, seat("Ann"), seat("Bea")], [0], 5 * 3600 + 60, 2,
                                          events=bea_played)),
        InboxRow(table(2, "meadow"), None, down=NoAnswer()),
        InboxRow(table(3, "meadow"), status(3, "meadow", [me, seat("Cid")], [0], 2 * 86400 + 60, 1), quiet=True),
        InboxRow(table(4, "rows"), status(4, "rows", [me, hugo, seat("Dora"), seat("Emil")], [], None, 1, over=True)),
    ]
    return order(made)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from goatmaster import games  # noqa: F401  (registers every game)
    from goatmaster.app.shell.start_screen import StartScreen
    from goatmaster.core.registry import entries
    from goatmaster.i18n import install_translators
    install_translators(app, args.language)
    OUT.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        width, height = (int(part) for part in size.split("x"))
        page = StartScreen(games=[game for game in entries() if game.table])
        page.set_inbox(rows())
        page.resize(width, height)
        page.show()
        for _ in range(20):
            app.processEvents()
        suffix = "" if args.language == "en" else f"-{args.language}"
        path = OUT / f"inbox-start-{size}{suffix}.png"
        page.grab().save(str(path))
        print(path)
        page.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
