"""Every screen of the app, made for a test that walks it (``tests/test_accessibility.py``).

Each maker takes the running game window of a game (its table's end, hand-over and dialogs
belong to it) and returns a widget shown on screen.  The online table's window, which needs a
table server, is walked by its own test there."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from goatmaster.app.online.dialogs import HostDialog, JoinDialog
from goatmaster.app.play.end_screen import EndScreen
from goatmaster.app.play.game_window import GameWindow, ending_of
from goatmaster.app.shell.new_game_dialog import NewGameDialog
from goatmaster.app.shell.rules_page import RulesDialog
from goatmaster.app.shell.settings_dialog import SettingsDialog
from goatmaster.app.shell.start_screen import StartScreen
from goatmaster.app.shell.statistics_dialog import StatisticsDialog
from goatmaster.core.registry import entries
from goatmaster.views.review_panel import ReviewPanel
from goatmaster.views.tutorial_card import TutorialCard


def _start(window: GameWindow) -> QWidget:
    """The start screen with its inbox: a table where it is the player's move, one whose server is silent."""
    from goatmaster.app.online.inbox import InboxRow, NoAnswer
    from goatmaster.net import protocol as p
    page = StartScreen(games=[game for game in entries() if game.table])
    game = window.model.entry.name
    seat = {"url": "ws://127.0.0.1:9", "code": "ABCDEF", "game": game, "title": game, "hosted": "no"}
    people = [p.SeatInfo(name="Ada", kind="human"), p.SeatInfo(name="Bob", kind="human")]
    page.set_inbox([InboxRow(dict(seat, token="a" * 20), p.TableStatus(token="a" * 20, known=True, game=game, seat=0,
                                                                        seats=people, waiting=[0], step=3)),
                    InboxRow(dict(seat, token="b" * 20), None, down=NoAnswer())])
    return page


def _hand_over(window: GameWindow) -> QWidget:
    window.hand_over.call("Bob", window.table.seat_picture(1, QSize(80, 96)))
    return window


def _end(window: GameWindow) -> QWidget:
    return EndScreen(window.model.saved, ending_of(window.model, window.table))


def _lesson(window: GameWindow) -> QWidget:
    card = TutorialCard(window)
    card.show_step(2, 9, "Play a card.", None, True, True)
    return window


SCREENS: dict[str, Callable[[GameWindow], QWidget]] = {
    "start screen": _start,
    "game window": lambda window: window,
    "hand-over": _hand_over,
    "new game": lambda window: NewGameDialog(game=window.model.entry),
    "settings": lambda window: SettingsDialog(game=window.model.entry),
    "rules": lambda window: RulesDialog(game=window.model.entry.name),
    "statistics": lambda window: StatisticsDialog(),
    "end screen": _end,
    "review": lambda window: ReviewPanel(),
    "lesson card": _lesson,
    "host a table": lambda window: HostDialog(None, [window.model.entry], window.model.entry.name, "Ada"),
    "join a table": lambda window: JoinDialog(None, "Ada"),
}
