"""A finished game's review on screen: the panel of one seat's decisions, and the strip along
the replay bar that shows where the game turned.

Both show plain :class:`ReviewRow` data, made by the app from the search's review
(``goatmaster.search.review``): what was played and the best found, in the log's words, the
points the decision gave up, and whether it was marked (with its reason, translated).  Both
ask for a decision by its step (``decisionChosen``); the app jumps the replay there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel, QProgressBar,
                               QPushButton, QSizePolicy, QStyle, QStyleOptionSlider, QTableWidget,
                               QTableWidgetItem, QToolTip, QVBoxLayout, QWidget, QSlider)

from .words import fill

_MARKED = QColor("#f6d2c8")         # a marked decision's row, and its bar on the strip
_MARKED_BAR = QColor("#c0392b")
_LOSS_BAR = QColor("#8c8c8c")
_CHOSEN_BAR = QColor("#2c6fbb")


@dataclass(frozen=True)
class ReviewRow:
    """One decision as the review shows it."""
    step: int                   # the game's actions before it (what the replay jumps to)
    turn: int                   # the turn it was taken in, counted from 1 as the replay bar counts
    played: str                 # in the log's words
    best: str                   # the best found, in the log's words ("" when none was better)
    played_points: Optional[float]
    best_points: Optional[float]
    loss: float
    marked: bool
    reason: str                 # translated; "" when the game gives none


def _points(value: Optional[float]) -> str:
    return "–" if value is None else f"{value:+.1f}"


class ReviewPanel(QWidget):
    """One seat's review: whose, the progress, the summary, and each decision in game order."""

    #: The player chose a seat to review (its number).
    seatChosen = Signal(int)
    #: The player stopped the review running.
    cancelled = Signal()
    #: The player chose a decision (its step): the replay shows it.
    decisionChosen = Signal(int)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        top = QHBoxLayout()
        self.seatLabel = QLabel(self.tr("&Decisions of:"), self)
        self.seats = QComboBox(self)
        self.seats.setObjectName("reviewSeats")
        self.seatLabel.setBuddy(self.seats)
        self.seats.activated.connect(lambda index: self.seatChosen.emit(self.seats.itemData(index)))
        top.addWidget(self.seatLabel)
        top.addWidget(self.seats, 1)
        layout.addLayout(top)
        running = QHBoxLayout()
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reviewProgress")
        self.progress.setFormat(self.tr("%v of %m decisions"))
        self.cancelButton = QPushButton(self.tr("&Stop"), self)
        self.cancelButton.setObjectName("reviewCancel")
        self.cancelButton.setToolTip(self.tr("Stop the review: the decisions weighed so far stay shown"))
        self.cancelButton.clicked.connect(self.cancelled)
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancelButton)
        layout.addLayout(running)
        self.summary = QLabel(self)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("reviewTable")
        self.table.setAccessibleName(self.tr("Decisions reviewed"))
        for column, (text, tip) in enumerate([
                (self.tr("Turn"), ""),
                (self.tr("Decision"), self.tr("What was played, and below it the best the search found")),
                (self.tr("Lost"), self.tr("Points this decision gave up against the best found, as the "
                                          "search expects them"))]):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.table.setHorizontalHeaderItem(column, item)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.currentCellChanged.connect(self._current)
        self.table.cellClicked.connect(lambda row, column: self._choose(row))
        self.table.cellActivated.connect(lambda row, column: self._choose(row))
        layout.addWidget(self.table, 1)
        self.table.viewport().installEventFilter(self)
        self.detail = QLabel(self)
        self.detail.setObjectName("reviewDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout.addWidget(self.detail)
        self.rows: list[ReviewRow] = []
        self.threshold = 0.0
        self.name = ""
        # room for a decision's words beside its turn and loss, on a small screen too
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 40)

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * 52, 420)

    # ---------------------------------------------------------------- what is shown

    def set_seats(self, seats: list[tuple[int, str]], chosen: int) -> None:
        """The seats that may be reviewed (number, name) and the one shown."""
        self.seats.clear()
        for seat, name in seats:
            self.seats.addItem(name, seat)
        self.seats.setCurrentIndex(max(0, self.seats.findData(chosen)))
        self.seats.setEnabled(len(seats) > 1)

    def begin(self, name: str, total: int, threshold: float) -> None:
        """A review of ``name``'s ``total`` decisions starts (or is shown again, rows to come)."""
        self.name = name
        self.threshold = threshold
        self.rows = []
        self.table.setRowCount(0)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(0)
        self.detail.clear()
        self.set_running(total > 0)
        self._summarise(total)

    def set_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancelButton.setVisible(running)

    def add(self, row: ReviewRow, total: int) -> None:
        """One more decision weighed (in game order)."""
        self.rows.append(row)
        index = self.table.rowCount()
        self.table.insertRow(index)
        cells = [str(row.turn), row.played + "\n→ " + (row.best or self.tr("nothing better")), f"{row.loss:.1f}"]
        tip = self.describe(row)
        bold = QFont(self.table.font())
        bold.setBold(True)
        for column, text in enumerate(cells):
            item = QTableWidgetItem(("! " if row.marked and column == 0 else "") + text)
            item.setToolTip(tip)
            align = Qt.AlignmentFlag.AlignLeft if column == 1 else Qt.AlignmentFlag.AlignRight
            item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
            if row.marked:
                item.setBackground(QBrush(_MARKED))
                item.setFont(bold)
            elif not row.best:
                item.setForeground(self.palette().placeholderText())
            self.table.setItem(index, column, item)
        self.progress.setValue(len(self.rows))
        if len(self.rows) >= total:
            self.set_running(False)
        self._summarise(total)

    def stopped(self, total: int) -> None:
        """The review was stopped (or failed) before its end: what was weighed stays."""
        self.set_running(False)
        self._summarise(total)

    def _summarise(self, total: int) -> None:
        rows = self.rows
        if not rows:
            self.summary.setText(self.tr("%n decision(s) to weigh: each is searched again from what "
                                         "the player could see then.", "", total) if total else
                                 self.tr("This seat had no decision to make."))
            return
        lost = sum(row.loss for row in rows)
        marked = sum(row.marked for row in rows)
        text = fill(self.tr("%1: %n decision(s) weighed, %2 points lost, %3 a decision.", "", len(rows)),
                    self.name, f"{lost:.1f}", f"{lost / len(rows):.2f}")
        text += " " + fill(self.tr("%n marked (a loss over %1 points).", "", marked), f"{self.threshold:g}")
        costliest = sorted((row for row in rows if row.loss > 0), key=lambda row: (-row.loss, row.step))[:3]
        if costliest:
            text += "\n" + fill(self.tr("Costliest: %1."),
                                ", ".join(fill(self.tr("turn %1"), row.turn) for row in costliest))
        if len(rows) < total:
            text += "\n" + fill(self.tr("%1 of %2 decisions weighed."), str(len(rows)), str(total))
        self.summary.setText(text)

    def describe(self, row: ReviewRow) -> str:
        """A decision in a sentence or three (the row's tooltip, the line under the list)."""
        text = fill(self.tr("Turn %1: %2 (expected margin %3)."), str(row.turn), row.played, _points(row.played_points))
        if row.best:
            text += " " + fill(self.tr("Best found: %1 (%2), %3 points better."), row.best,
                               _points(row.best_points), f"{row.loss:.1f}")
        else:
            text += " " + self.tr("The search found nothing better.")
        if row.reason:
            text += " " + row.reason
        return text

    # ---------------------------------------------------------------- choosing a decision

    def select_step(self, step: int) -> None:
        """Select the row of the decision at ``step`` (chosen on the strip), without a signal."""
        for index, row in enumerate(self.rows):
            if row.step == step:
                self.table.blockSignals(True)
                self.table.setCurrentCell(index, 0)
                self.table.blockSignals(False)
                self.table.scrollTo(self.table.model().index(index, 0), QAbstractItemView.ScrollHint.PositionAtCenter)
                self.detail.setText(self.describe(row))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            # the decision's words under the list take their lines from it once laid out (after the
            # click): the row chosen stays in view, scrolled only as far as it must be
            current = self.table.currentRow()
            if 0 <= current < len(self.rows):
                self.table.scrollTo(self.table.model().index(current, 0), QAbstractItemView.ScrollHint.EnsureVisible)
        return False

    def _current(self, row: int, column: int, *_previous) -> None:
        if 0 <= row < len(self.rows):
            self._choose(row)

    def _choose(self, row: int) -> None:
        if 0 <= row < len(self.rows):
            # only into view: a row clicked is in view already, and centring it would scroll it from
            # under the pointer while the press selects, and the row then under it would be selected
            self.table.scrollTo(self.table.model().index(row, 0), QAbstractItemView.ScrollHint.EnsureVisible)
            self.detail.setText(self.describe(self.rows[row]))
            self.decisionChosen.emit(self.rows[row].step)


class ReviewStrip(QWidget):
    """A thin strip under the replay bar's slider: a bar at each reviewed decision's turn, as tall
    as the points it lost (red when marked); a click chooses the decision nearest to it."""

    decisionChosen = Signal(int)

    def __init__(self, slider: QSlider, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewStrip")
        self.slider = slider
        self.turns = 0
        self.rows: list[ReviewRow] = []
        self.chosen: Optional[int] = None
        self.setFixedHeight(14)
        self.setMinimumWidth(slider.minimumWidth())
        self.setMouseTracking(True)
        self.setToolTip(self.tr("Where the game turned: each bar a decision, as tall as the points it "
                                "lost; click one to see it"))

    def show_rows(self, rows: list[ReviewRow], turns: int) -> None:
        self.rows, self.turns = list(rows), turns
        self.setVisible(bool(rows))
        self.update()

    def choose(self, step: Optional[int]) -> None:
        self.chosen = step
        self.update()

    def _groove(self) -> tuple[float, float]:
        """Where turn 0 and the last turn are, in this widget's x: under the slider's handle."""
        option = QStyleOptionSlider()
        self.slider.initStyleOption(option)
        handle: QRect = self.slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                                           QStyle.SubControl.SC_SliderHandle, self.slider)
        left = self.mapFromGlobal(self.slider.mapToGlobal(self.slider.rect().topLeft())).x()
        half = handle.width() / 2
        return left + half, left + self.slider.width() - half

    def _x(self, turn: int) -> float:
        """A decision of ``turn`` (counted from 1) lies between the slider's turn - 1 and turn."""
        start, end = self._groove()
        return start + (end - start) * ((turn - 0.5) / self.turns if self.turns else 0.0)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.rows:
            return
        painter = QPainter(self)
        worst = max(max(row.loss for row in self.rows), 1.0)
        height = self.height() - 2
        for row in self.rows:
            if row.loss <= 0 and row.step != self.chosen:
                continue
            tall = max(2.0, height * min(1.0, row.loss / worst))
            colour = _CHOSEN_BAR if row.step == self.chosen else (_MARKED_BAR if row.marked else _LOSS_BAR)
            painter.fillRect(QRectF(self._x(row.turn) - 1.5, self.height() - 1 - tall, 3, tall), colour)
        painter.end()

    def _nearest(self, x: float) -> Optional[ReviewRow]:
        if not self.rows:
            return None
        return min(self.rows, key=lambda row: (abs(self._x(row.turn) - x), -row.loss))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        row = self._nearest(event.position().x())
        if row is not None:
            self.choose(row.step)
            self.decisionChosen.emit(row.step)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        row = self._nearest(event.position().x())
        if row is not None:
            QToolTip.showText(event.globalPosition().toPoint(), fill(
                self.tr("Turn %1: %2 points lost"), str(row.turn), f"{row.loss:.1f}"), self)
