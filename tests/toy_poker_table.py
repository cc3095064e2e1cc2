"""A test-only table for the toy poker (tests/toy_poker.py): the smallest honest TablePart.

It lets the shared game window (``goatmaster.app.play.game_window.GameWindow``) be
tested on a game that is not one of the app's: a button per action, the seats'
cards as text (only the viewer's face up), a log line per bet.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject, QSize, Signal
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QAbstractButton, QGraphicsScene, QPushButton

from goatmaster.views.table_part import PlainTable
from goatmaster.views.table_reading import Readable
from toy_poker import ACTION_NAMES, BET, CARDS, PASS, Bet

COLOURS = (QColor("#c0392b"), QColor("#2471a3"))


class PokerTable(QObject, PlainTable):
    decided = Signal(int)
    hovered = Signal(str)

    def __init__(self, model, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = QGraphicsScene(0, 0, 400, 200)
        self.text = self.scene.addText("")
        self.animation_speed = 1.0
        self.viewer: Optional[int] = None
        self.interactive = False
        self.hint: Optional[int] = None
        self.asked: list[int] = []
        self._buttons = [QPushButton(ACTION_NAMES[a]) for a in (PASS, BET)]
        for action, button in zip((PASS, BET), self._buttons):
            button.clicked.connect(lambda _=False, a=action: self.interactive and self.decided.emit(a))
        model.changed.connect(self._draw)
        model.reset.connect(self._draw)

    def set_mode(self, viewer: Optional[int], interactive: bool) -> None:
        self.viewer, self.interactive = viewer, interactive
        for button in self._buttons:
            button.setEnabled(interactive)
        self._draw()

    def shown_cards(self) -> list[str]:
        """Each seat's card as the table shows it: the viewer's (or all at the end), else "?"."""
        state = self.model.state
        return [CARDS[c] if c >= 0 and (seat == self.viewer or state.is_terminal()) else "?"
                for seat, c in enumerate(state.cards)]

    def _draw(self) -> None:
        self.hint = None
        self.text.setPlainText(" | ".join(self.shown_cards()))

    def reading(self) -> list[Readable]:
        state = self.model.state
        cards = tuple(Readable(f"{self.model.seat_name(seat)}: {card}", hidden=card == "?")
                      for seat, card in enumerate(self.shown_cards()))
        moves = tuple(Readable(ACTION_NAMES[a], f"{ACTION_NAMES[a]} one chip", a)
                      for a in state.legal_actions()) if self.interactive else ()
        return [Readable("Cards", children=cards)] + ([Readable("Your moves", children=moves)] if moves else [])

    def prompt(self) -> str:
        return f"{self.model.seat_name(self.model.state.current_player())}: pass or bet"

    def what_now(self) -> str:
        return "Pass, or bet one chip."

    def show_hint(self, action: int, lead: str) -> str:
        self.hint = action
        return f"{lead} {ACTION_NAMES[action]}"

    def buttons(self) -> list[QAbstractButton]:
        return list(self._buttons)

    def seat_picture(self, seat: int, size: QSize) -> QPixmap:
        picture = QPixmap(size)
        picture.fill(COLOURS[seat])
        return picture

    def seat_colour(self, seat: int) -> QColor:
        return COLOURS[seat]

    def log_lines(self, event: Bet) -> list[tuple[str, int]]:
        return [(f"{self.model.seat_name(event.seat)} {('passes', 'bets')[event.action]}", event.seat)]

    def standing(self) -> tuple[list[str], list[list[str]]]:
        state = self.model.state
        scores = state.result()[0] if state.is_terminal() else [0, 0]
        return ["Player", "Chips"], [[self.model.seat_name(s), str(scores[s])] for s in range(2)]

    def end_legend(self) -> str:
        return ""

    def question(self, seat: int) -> str:
        return ""

    def ask(self, seat: int) -> None:
        self.asked.append(seat)

    def finish_animations(self) -> None:
        pass
