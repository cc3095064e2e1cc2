"""Qt item models over the game: the log, the scores, a seat's hand and a seat's display.

They translate the :class:`GameModel`'s position into rows and roles for views
(the log list, the score table, the table scene's panels) and announce every
change with the proper model signals; they hold no rules of their own.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QObject, Qt

from ..games.goat_master.engine import Game
from ..games.goat_master.engine import events as ev
from ..games.goat_master.engine.cards import CARD_COUNT, FIRST_DOG, FIRST_MILK, GOAT_TYPES, POINTS, TYPE
from ..games.goat_master.engine.state import DISPLAY
from ..games.goat_master.qt.palette import SEAT_COLOURS
from ..games.goat_master.qt.roles import CARDS_ROLE, SEAT_ROLE
from .end_screen import goat_master_figures, goat_master_headers
from .game_model import GameModel
from .log_text import card_name, describe

__all__ = ["CARDS_ROLE", "SEAT_ROLE", "LogModel", "ScoreModel", "HandModel", "DisplayModel"]


class LogModel(QAbstractListModel):
    """One row per thing that happened, in plain words; decorated with the seat's colour."""

    def __init__(self, game: GameModel, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.game = game
        self._rows: list[tuple[str, int]] = []
        game.event.connect(self._on_event)
        game.reset.connect(self._rebuild)
        self._rebuild()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        text, seat = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return text
        if role == Qt.ItemDataRole.DecorationRole and seat >= 0:
            return SEAT_COLOURS[self.game.colour(seat)]
        if role == SEAT_ROLE:
            return seat
        return None

    def lines(self, start: int = 0) -> list[str]:
        return [text for text, _ in self._rows[start:]]

    def _rebuild(self) -> None:
        """The whole story of the game in hand (loaded, undone, jumped to in a replay).

        The decisions are played again on a fresh deal, so that each line names
        the cards where they lay at that moment.
        """
        names = [self.game.seat_name(s) for s in range(len(self.game.saved.players))]
        game = Game(self.game.saved.game.setup)
        rows = []
        for _, action in self.game.history:
            for event in game.apply_action(action):
                self._add(rows, event, names, game.state)
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def _on_event(self, event) -> None:
        rows: list[tuple[str, int]] = []
        self._add(rows, event, [self.game.seat_name(s) for s in range(len(self.game.saved.players))],
                  self.game.state)
        if rows:
            self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows))
            self._rows += rows
            self.endInsertRows()

    @staticmethod
    def _add(rows: list, event, names: list[str], state) -> None:
        text = describe(event, names, state.cards.__getitem__)
        if text:
            seat = event.owner if isinstance(event, ev.ConsentGiven) else getattr(event, "seat", -1)
            rows.append((text, seat))


class ScoreModel(QAbstractTableModel):
    """Seats by columns of counts: markers left, hand, and the standing (R20–R21).

    The standing's columns are the end screen's, in its order (issue 31); the Milk
    column holds milk *points* (R21), not the milk drunk, so that a row adds up to
    its total, as on the end screen."""

    COLUMNS = ("name", "markers", "hand", "single", "double", "milk", "total")

    def __init__(self, game: GameModel, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.game = game
        self._rows = self._compute()
        game.changed.connect(self.refresh)
        game.reset.connect(self._reset)

    def _compute(self) -> list[tuple]:
        state = self.game.state
        scores = state.scores()
        return [(self.game.seat_name(s), state.markers[s], len(state.hand(s))) + goat_master_figures(scores[s])
                for s in range(state.players)]

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if not 0 <= section < len(self.COLUMNS):
            return None
        titles = (self.tr("Player"), self.tr("Markers"), self.tr("Hand")) + goat_master_headers()
        return titles[section]

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if not 0 <= index.column() < len(self.COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DecorationRole and index.column() == 0:
            return SEAT_COLOURS[self.game.colour(index.row())]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == SEAT_ROLE:
            return index.row()
        return None

    def refresh(self) -> None:
        rows = self._compute()
        if len(rows) != len(self._rows):
            self._reset()
            return
        for r, (old, new) in enumerate(zip(self._rows, rows)):
            if old != new:
                self._rows[r] = new
                self.dataChanged.emit(self.index(r, 0), self.index(r, len(self.COLUMNS) - 1),
                                      [Qt.ItemDataRole.DisplayRole])

    def _reset(self) -> None:
        self.beginResetModel()
        self._rows = self._compute()
        self.endResetModel()


class _SeatListModel(QAbstractListModel):
    """A list about one seat, recomputed after every change; rows are (text, cards)."""

    def __init__(self, game: GameModel, seat: int, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seat = seat
        self._rows = self._compute()
        game.changed.connect(self.refresh)
        game.reset.connect(self.refresh)

    def _compute(self) -> list[tuple[str, tuple[int, ...]]]:
        raise NotImplementedError

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        text, cards = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == CARDS_ROLE:
            return list(cards)
        if role == SEAT_ROLE:
            return self.seat
        return None

    def refresh(self) -> None:
        rows = self._compute()
        if rows == self._rows:
            return
        if len(rows) == len(self._rows):
            self._rows = rows
            self.dataChanged.emit(self.index(0), self.index(len(rows) - 1))
        else:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()


class HandModel(_SeatListModel):
    """A seat's hand cards, one row each (only for the seat allowed to see them)."""

    def _compute(self) -> list[tuple[str, tuple[int, ...]]]:
        if self.seat >= self.game.players:
            return []
        return [(card_name(card), (card,)) for card in self.game.state.hand(self.seat)]


class DisplayModel(_SeatListModel):
    """A seat's display as the table shows it: one row per goat type (its stack), then dogs,
    then milk; the text is the stack's label: its sum, ★ when won, "dead" when lost."""

    def _compute(self) -> list[tuple[str, tuple[int, ...]]]:
        state = self.game.state
        if self.seat >= state.players:
            return []
        cards = [c for c in range(CARD_COUNT) if state.where[c] == DISPLAY + self.seat]
        rows: list[tuple[str, tuple[int, ...]]] = []
        for t in range(GOAT_TYPES):
            stack = tuple(c for c in cards if TYPE[c] == t)
            if stack:
                total = sum(POINTS[c] for c in stack)
                owner = state.owner[t]
                if owner == self.seat:
                    text = f"★ {total}"
                elif owner >= 0:
                    text = self.tr("dead")
                else:
                    text = f"= {total}"
                rows.append((text, stack))
        dogs = tuple(c for c in cards if FIRST_DOG <= c < FIRST_MILK)
        if dogs:
            rows.append((self.tr("dogs"), dogs))
        milk = tuple(c for c in cards if c >= FIRST_MILK)
        if milk:
            rows.append((self.tr("milk %1").replace("%1", str(state.milk[self.seat])), milk))
        return rows

