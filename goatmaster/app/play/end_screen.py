"""The end of a game of any game: who won, and each seat's count.

API::

    screen = EndScreen(saved, ending, parent=None, reviewable=False)   # saved: a finished saved game
    screen.playAgain     # Signal(): a new deal for the same seats (and colours, options)
    screen.newGame       # Signal(): open the new-game dialog
    screen.review        # Signal(): review the game (its replay, with the AI weighing each decision)
    screen.open() / screen.exec()

Each button closes the dialog after emitting its signal ("Close" just closes, so the
player can look at the final table).  What is counted is the game's: an
:class:`Ending` (the figures' headers, each seat's figures, its picture, the legend),
which the game window makes from its table's standing.  The rows are ranked by
total, the winners' rows highlighted, each seat shown with its own piece so
colour-blind players find their row too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (QDialog, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem,
                               QWidget)

from ...files import app_data
from ...views.words import fill, names_list
from ...views.forms import (apply_style, blank_pixmap, grow_to_hint, load_form_into, seat_label, set_role,
                            shown_name)

_WINNER_BACKGROUND = QColor("#f9e3a3")
_TOTAL_COLOUR = QColor("#3d5a2a")


@dataclass(frozen=True)
class Ending:
    """What the end screen shows of a finished game; the last figure of each row is the total."""
    headers: tuple[str, ...]                    # the figures' headers (after Place and Player)
    tips: tuple[Optional[str], ...]             # a tooltip per figure, or None
    figures: tuple[tuple[str, ...], ...]        # per seat, in seat order
    totals: tuple[int, ...]                     # per seat: what ranks the rows
    winners: tuple[int, ...]
    turns: int
    picture: Callable[[int, QSize], QPixmap]    # a seat's piece, for the winners' picture
    icon: Callable[[int], QIcon]                # a seat's piece, beside its name
    legend: str


class EndScreen(QDialog):
    """Final scores of a finished game, with "Play again" and "New game"."""

    playAgain = Signal()
    newGame = Signal()
    review = Signal()

    pictureLabel: QLabel
    titleLabel: QLabel
    subtitleLabel: QLabel
    table: QTableWidget
    legendLabel: QLabel
    closeButton: QPushButton
    newGameButton: QPushButton
    playAgainButton: QPushButton
    reviewButton: QPushButton

    def __init__(self, saved: Any, ending: Ending, parent: Optional[QWidget] = None,
                 reviewable: bool = False) -> None:
        super().__init__(parent)
        load_form_into(self, "end_screen.ui")
        apply_style(self, "QTableWidget { font-size: 11.5pt; } QTableWidget::item { padding: 2px 8px; }")
        self.saved = saved
        self.ending = ending
        self.legendLabel.setText(self.ending.legend)
        self.legendLabel.setVisible(bool(self.ending.legend))
        set_role(self.titleLabel, "title")
        set_role(self.subtitleLabel, "subtitle")
        set_role(self.legendLabel, "hint")
        set_role(self.playAgainButton, "primary")
        self.playAgainButton.clicked.connect(lambda: self._leave(self.playAgain))
        self.newGameButton.clicked.connect(lambda: self._leave(self.newGame))
        self.closeButton.clicked.connect(self.reject)
        self.reviewButton.clicked.connect(lambda: self._leave(self.review))
        self.reviewButton.setVisible(reviewable)
        self.winners = list(self.ending.winners)
        self._header()
        self._fill_table()
        # An Enter or Space meant for the last move must not throw the result away:
        # Close has the focus and is the default; starting again is a deliberate click.
        self.closeButton.setFocus()

    def showEvent(self, event) -> None:
        grow_to_hint(self)
        super().showEvent(event)

    def _leave(self, signal) -> None:
        signal.emit()
        self.accept()

    def _name(self, seat: int) -> str:
        return shown_name(self.saved.players[seat].name)

    def _header(self) -> None:
        names = [self._name(s) for s in self.winners]
        best = self.ending.totals[self.winners[0]] if self.winners else 0
        if not names:           # Goal Rows: no score above 0 (T14)
            title = self.tr("Nobody wins")
            points = self.tr("No winner")
        elif len(names) == 1:
            title = fill(self.tr("%1 wins!"), names[0])
            points = self.tr("with %n point(s)", "", best)
        else:
            title = fill(self.tr("%1 share the win!"), names_list(names))
            points = self.tr("%n point(s) each", "", best)
        self.titleLabel.setText(title)
        self.setWindowTitle(title)
        text = fill(self.tr("%1, after %n turn(s).", "", self.ending.turns), points)
        seed = self.saved.app.get(app_data.SEED) if isinstance(self.saved.app, dict) else None
        if type(seed) is int:
            text += " " + self.tr("Deal number %1.").replace("%1", str(seed))
        self.subtitleLabel.setText(text)
        self.pictureLabel.setPixmap(self._winner_picture())

    def _winner_picture(self) -> QPixmap:
        """The winners' pawns side by side (one to three shown)."""
        shown = self.winners[:3]
        size = QSize(60, 72)
        dpr = self.devicePixelRatioF()
        step = 40
        width = size.width() + step * (len(shown) - 1)
        picture = blank_pixmap(QSize(width, size.height()), dpr)
        painter = QPainter(picture)
        for k, seat in enumerate(shown):
            painter.drawPixmap(k * step, 0, self.ending.picture(seat, size))
        painter.end()
        return picture

    def _fill_table(self) -> None:
        headers = (self.tr("Place"), self.tr("Player")) + self.ending.headers
        tips = (None, None) + self.ending.tips
        table = self.table
        table.setColumnCount(len(headers))
        for column, (text, tip) in enumerate(zip(headers, tips)):
            item = QTableWidgetItem(text)
            if tip:
                item.setToolTip(tip)
            if column == 1:
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            table.setHorizontalHeaderItem(column, item)
        table.verticalHeader().setVisible(False)
        table.setIconSize(QSize(24, 24))
        figures, totals = self.ending.figures, self.ending.totals
        ranked = sorted(range(len(figures)), key=lambda seat: (-totals[seat], seat))
        table.setRowCount(len(ranked))
        bold = QFont(table.font())
        bold.setBold(True)
        place = 0
        previous = None
        last = len(headers) - 1
        for row, seat in enumerate(ranked):
            total = totals[seat]
            if total != previous:
                place, previous = row + 1, total
            won = seat in self.winners
            cells = [("★ " if won else "") + str(place), seat_label(self.saved.players[seat])]
            cells += list(figures[seat])
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if column == 1 else Qt.AlignmentFlag.AlignCenter
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                if column == 1:
                    item.setIcon(self.ending.icon(seat))
                if won:
                    item.setBackground(QBrush(_WINNER_BACKGROUND))
                    item.setFont(bold)
                if column == last:
                    item.setFont(bold)
                    item.setForeground(QBrush(_TOTAL_COLOUR))
                table.setItem(row, column, item)
        header = table.horizontalHeader()
        header.setMinimumSectionSize(64)
        table.verticalHeader().setDefaultSectionSize(36)
        table.resizeColumnsToContents()
        widths = [max(table.columnWidth(c), 72) + 12 for c in range(table.columnCount())]
        for column, width in enumerate(widths):
            table.setColumnWidth(column, width)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)   # the name takes what is left
        height = header.sizeHint().height() + 36 * len(ranked) + 2 * table.frameWidth() + 2
        table.setMinimumHeight(height)
        table.setMaximumHeight(height)
        table.setMinimumWidth(max(560, sum(widths) + 2 * table.frameWidth() + 4))
