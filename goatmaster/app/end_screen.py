"""The end of a game: who won, and each seat's count.

API::

    screen = EndScreen(saved, colours=None, parent=None)   # saved: a finished SavedGame
    screen.playAgain     # Signal(): a new deal for the same seats (and colours)
    screen.newGame       # Signal(): open the new-game dialog
    screen.open() / screen.exec()

Each button closes the dialog after emitting its signal ("Close" just closes, so the
player can look at the final pasture).  ``colours`` are the seats' R2 colours (0–4);
None reads them from ``saved.app`` (:func:`forms.seat_colours`).  The scores come
from the engine (``state.scores()``: single, double — already doubled — and milk, R20–R21)
and the winners from ``engine.winners`` (R22); the rows are ranked by total, the
winners' rows highlighted, each seat shown with its own marker so colour-blind
players find their row too.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import (QDialog, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem,
                               QWidget)

from ..games.goat_master.engine import winners as find_winners
from ..games.goat_master.qt.pictures import art_pixmap, piece_icon, seat_colours
from ..views.forms import SEED_KEY, apply_style, blank_pixmap, grow_to_hint, load_form_into, seat_label, set_role

_WINNER_BACKGROUND = QColor("#f9e3a3")
_TOTAL_COLOUR = QColor("#3d5a2a")


class EndScreen(QDialog):
    """Final scores of a finished game, with "Play again" and "New game"."""

    playAgain = Signal()
    newGame = Signal()

    pictureLabel: QLabel
    titleLabel: QLabel
    subtitleLabel: QLabel
    table: QTableWidget
    legendLabel: QLabel
    closeButton: QPushButton
    newGameButton: QPushButton
    playAgainButton: QPushButton

    def __init__(self, saved, colours: Optional[Sequence[int]] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        load_form_into(self, "end_screen.ui")
        apply_style(self, "QTableWidget { font-size: 11.5pt; } QTableWidget::item { padding: 2px 8px; }")
        self.saved = saved
        self.colours = list(colours) if colours is not None else seat_colours(saved)
        set_role(self.titleLabel, "title")
        set_role(self.subtitleLabel, "subtitle")
        set_role(self.legendLabel, "hint")
        set_role(self.playAgainButton, "primary")
        self.playAgainButton.clicked.connect(lambda: self._leave(self.playAgain))
        self.newGameButton.clicked.connect(lambda: self._leave(self.newGame))
        self.closeButton.clicked.connect(self.reject)
        self.scores = saved.game.state.scores()
        self.winners = find_winners(self.scores)
        self._header()
        self._fill_table()
        self.playAgainButton.setFocus()

    def showEvent(self, event) -> None:
        grow_to_hint(self)
        super().showEvent(event)

    def _leave(self, signal) -> None:
        signal.emit()
        self.accept()

    def _name(self, seat: int) -> str:
        return self.saved.players[seat].name

    def _header(self) -> None:
        names = [self._name(s) for s in self.winners]
        best = self.scores[self.winners[0]].total
        if len(names) == 1:
            title = self.tr("%1 wins!").replace("%1", names[0])
            points = self.tr("with %1 points").replace("%1", str(best))
        else:
            joined = self.tr("%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])
            title = self.tr("%1 share the win!").replace("%1", joined)
            points = self.tr("%1 points each").replace("%1", str(best))
        self.titleLabel.setText(title)
        self.setWindowTitle(title)
        turns = len(self.saved.game.turns)
        text = self.tr("%1, after %2 turns.").replace("%1", points).replace("%2", str(turns))
        seed = self.saved.app.get(SEED_KEY) if isinstance(self.saved.app, dict) else None
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
            painter.drawPixmap(k * step, 0, art_pixmap(f"pawn-{self.colours[seat]}", size, self))
        painter.end()
        return picture

    def _fill_table(self) -> None:
        headers = (self.tr("Place"), self.tr("Player"), self.tr("Single"), self.tr("Double"),
                   self.tr("Milk"), self.tr("Total"))
        tips = (None, None, self.tr("Marked pasture cards not joined to the stable, at their value"),
                self.tr("Marked cards joined to the stable, counted twice"),
                self.tr("Points for the milk cocktails in the display"), None)
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
        ranked = sorted(self.scores, key=lambda s: (-s.total, s.seat))
        table.setRowCount(len(ranked))
        bold = QFont(table.font())
        bold.setBold(True)
        place = 0
        previous = None
        for row, score in enumerate(ranked):
            if score.total != previous:
                place, previous = row + 1, score.total
            seat = self.saved.players[score.seat]
            who = seat_label(seat)
            won = score.seat in self.winners
            cells = [("★ " if won else "") + str(place), who, str(score.single), str(score.double),
                     str(score.milk), str(score.total)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if column == 1 else Qt.AlignmentFlag.AlignCenter
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                if column == 1:
                    item.setIcon(piece_icon("marker", self.colours[score.seat], 24))
                if won:
                    item.setBackground(QBrush(_WINNER_BACKGROUND))
                    item.setFont(bold)
                if column == 5:
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
