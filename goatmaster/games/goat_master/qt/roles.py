"""Item-data roles the app's item models fill and the views read."""

from PySide6.QtCore import Qt

#: The card ids of a row, and the seat a row belongs to.
CARDS_ROLE = Qt.ItemDataRole.UserRole + 1
SEAT_ROLE = Qt.ItemDataRole.UserRole + 2
