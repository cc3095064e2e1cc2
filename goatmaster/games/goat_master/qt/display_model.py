"""A seat's display as an item model: one row per goat type (its stack), then dogs, then milk.

The table scene lays each seat's display out from it (:class:`.table_scene.TableScene`);
it follows the app's match model (``changed`` and ``reset``) and holds no rules of its own.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ..engine.cards import CARD_COUNT, FIRST_DOG, FIRST_MILK, GOAT_TYPES, POINTS, TYPE
from ..engine.state import DISPLAY
from .roles import CARDS_ROLE, SEAT_ROLE


class _SeatListModel(QAbstractListModel):
    """A list about one seat, recomputed after every change; rows are (text, cards)."""

    def __init__(self, game: Any, seat: int, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seat = seat
        self._rows = self._compute()
        game.changed.connect(self.refresh)
        game.reset.connect(self.refresh)

    def _compute(self) -> list[tuple[str, tuple[int, ...]]]:
        raise NotImplementedError

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
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

