"""The statistics of finished games as a table, with a button to start counting again.

API::

    StatisticsDialog(parent, statistics=None).exec()   # None: the first game's Statistics()

What is counted, and how the file is kept, is the store's (``player_data.statistics.Statistics``).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (QDialog, QHeaderView, QLabel, QMessageBox, QPushButton, QTableWidget,
                               QTableWidgetItem, QWidget)

from ...views.forms import apply_style, grow_to_hint, level_label, load_form_into, set_role
from ..player_data.statistics import HUMANS, MIXED, ONLINE, Statistics


class StatisticsDialog(QDialog):
    """The statistics as a table, with a button to start counting again."""

    pictureLabel: QLabel
    titleLabel: QLabel
    summaryLabel: QLabel
    playedTile: QLabel
    wonTile: QLabel
    bestTile: QLabel
    table: QTableWidget
    emptyLabel: QLabel
    noteLabel: QLabel
    resetButton: QPushButton
    closeButton: QPushButton

    def __init__(self, parent: Optional[QWidget] = None, statistics: Optional[Statistics] = None) -> None:
        super().__init__(parent)
        load_form_into(self, "statistics_dialog.ui")
        apply_style(self)
        self.statistics = statistics if statistics is not None else Statistics()
        set_role(self.titleLabel, "title")
        set_role(self.summaryLabel, "subtitle")
        set_role(self.emptyLabel, "subtitle")
        set_role(self.noteLabel, "hint")
        set_role(self.closeButton, "primary")
        for tile in (self.playedTile, self.wonTile, self.bestTile):
            set_role(tile, "tile")
            tile.setAlignment(Qt.AlignmentFlag.AlignCenter)
            tile.setTextFormat(Qt.TextFormat.RichText)
        from ...core.registry import entry
        from .start_screen import svg_pixmap
        game = entry(self.statistics.game)
        self.pictureLabel.setPixmap(svg_pixmap(game.picture, QSize(64, 64), self.devicePixelRatioF()))
        self.titleLabel.setText(self.tr("Statistics: %1").replace(
            "%1", QCoreApplication.translate("Games", game.info.title)))
        headers = (self.tr("Against"), self.tr("Players"), self.tr("Played"), self.tr("Won"),
                   self.tr("Win rate"), self.tr("Best score"))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        first = self.table.horizontalHeaderItem(0)
        assert first is not None                # made by setHorizontalHeaderLabels
        first.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.resetButton.clicked.connect(self.ask_reset)
        self.closeButton.clicked.connect(self.accept)
        self.resize(680, 500)
        self.refresh()

    def showEvent(self, event) -> None:
        grow_to_hint(self)
        super().showEvent(event)

    def opponents_text(self, opponents: str) -> str:
        if opponents == HUMANS:
            return self.tr("People only (hot-seat)")
        if opponents == MIXED:
            return self.tr("Computers of mixed levels")
        if opponents == ONLINE:
            return self.tr("At tables shared online")
        return self.tr("%1 computer").replace("%1", level_label(opponents))

    def refresh(self) -> None:
        stats = self.statistics
        rows = stats.rows()
        rate = f"{100 * stats.won / stats.games:.0f} %" if stats.games else "–"
        tile = '<div style="font-size: 22pt; font-weight: bold; color: #3d5a2a;">%1</div><div>%2</div>'
        self.playedTile.setText(tile.replace("%1", str(stats.games)).replace("%2", self.tr("games played")))
        self.wonTile.setText(tile.replace("%1", str(stats.won)).replace(
            "%2", self.tr("won (%1)").replace("%1", rate)))
        self.bestTile.setText(tile.replace("%1", "–" if stats.best is None else str(stats.best)).replace(
            "%2", self.tr("best score")))
        if stats.newer:
            self.summaryLabel.setText(self.tr("The statistics file was written by a newer version of "
                                              "Goat Master: it is left as it is, and games are not counted."))
        elif stats.read_error:
            self.summaryLabel.setText(self.tr("The statistics file could not be read (%1): it is left as "
                                              "it is, and games are not counted.").replace("%1", stats.read_error))
        elif stats.set_aside is not None:
            self.summaryLabel.setText(self.tr("The old statistics file was damaged and has been put aside "
                                              "as \"%1\"; counting started again.").replace(
                "%1", stats.set_aside.name))
        elif stats.write_error:
            self.summaryLabel.setText(self.tr("The statistics could not be saved: %1").replace(
                "%1", stats.write_error))
        else:
            self.summaryLabel.setText(self.tr("Every finished game, by opponents and number of players."))
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            win_rate = f"{100 * row.won / row.played:.0f} %" if row.played else "–"
            values = (self.opponents_text(row.opponents), str(row.players), str(row.played), str(row.won),
                      win_rate, "–" if row.best is None else str(row.best))
            for c, text in enumerate(values):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignCenter
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.resizeRowsToContents()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.resizeColumnsToContents()
        widths = [self.table.columnWidth(c) + 10 for c in range(self.table.columnCount())]
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)      # "against" takes the rest
        self.table.setMinimumWidth(sum(widths) + 2 * self.table.frameWidth()
                                   + self.table.verticalScrollBar().sizeHint().width() + 4)
        shown = min(len(rows), 7)
        row_height = self.table.rowHeight(0) if rows else 30
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height() + shown * row_height
                                    + 2 * self.table.frameWidth() + 2)
        self.table.setVisible(bool(rows))
        self.emptyLabel.setVisible(not rows)
        self.resetButton.setEnabled(stats.games > 0)

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Forget all %1 finished games and start counting again?").replace(
                "%1", str(self.statistics.games)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.statistics.reset()
            self.refresh()
