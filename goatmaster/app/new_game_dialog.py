"""The new-game dialog: who sits where, with which colour, and the deal number.

API::

    dialog = NewGameDialog(parent, settings=None)   # None: user_files.settings()
    if dialog.exec() == QDialog.Accepted:
        seats = dialog.seats()       # list[Seat], in seat order (seat 0 plays first, R8)
        colours = dialog.colours()   # list[int]: each seat's R2 colour 0–4, all different
        seed = dialog.seed()         # int: the deal number
        saved = SavedGame.new(seats, seed)
        saved.app[COLOURS_KEY], saved.app[SEED_KEY] = colours, seed   # keys from forms.py

    dialog.set_seed(n)                      # pre-fill a deal number (to replay a deal)
    dialog.set_seats(seats, colours=None)   # pre-fill the seats (e.g. from a saved game)

2 to 5 seats, each a human or a computer player with one of the levels of
``goatmaster.games.goat_master.ai.knowledge.LEVELS`` (read from the dict, so a new level shows up here),
a name, and one of the five R2 colours: choosing a colour another seat wears swaps
the two, so every colour is used once.  The seats keep their order.

The deal number is random each time the dialog opens and can be typed in: the same
number and player count give the same deal (``engine.setup.deal``).  The seats,
names, kinds, levels and colours of the last accepted game come back next time
(QSettings ``newGame/players`` and ``newGame/seats``, the latter as JSON text);
the default is you against one "normal" computer player.  At least one seat must
be human (the game is played solo or hot-seat).
"""

from __future__ import annotations

import json
import random
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QRegularExpression, QSettings, QSize, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QGridLayout, QGroupBox, QLabel,
                               QLineEdit, QPushButton, QWidget)

from ..games.goat_master.engine.pasture import pasture_size
from ..games.goat_master.engine.setup import MAX_PLAYERS, MIN_PLAYERS, REMOVALS
from ..games.goat_master.savefile import Seat
from ..games.goat_master.qt.pictures import art_pixmap, colour_name, piece_icon
from ..views.forms import apply_style, grow_to_hint, level_hint, level_label, load_form_into, set_role
from .stored_settings import remembered_seats, stored_int
from .user_files import settings as user_settings

PLAYERS_KEY = "newGame/players"
SEATS_KEY = "newGame/seats"
#: The deal numbers the dialog makes up: short enough to read out to a friend.
SEED_RANGE = (1, 999_999)
MAX_NAME = 24
DEFAULT_LEVEL = "normal"
#: Computer players' names, by seat: farmers' first names, read alike in English, French and
#: German, and never a card's name (a player named after a goat type muddles the log).
_AI_NAMES = ("Rosa", "Hugo", "Greta", "Felix", "Martha")


def _levels() -> list[str]:
    from ..games.goat_master.ai.knowledge import LEVELS
    return list(LEVELS)


def _cards_in_play(players: int) -> int:
    types, dogs, milk1, milk2 = REMOVALS[players]
    return 121 - 5 * types - dogs - milk1 - milk2


class _SeatRow:
    """The widgets of one seat: number, colour, name, human or computer, level."""

    def __init__(self, dialog: "NewGameDialog", index: int, levels: list[str]) -> None:
        self.index = index
        self.number = QLabel(str(index + 1), dialog.seatsWidget)
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.number.setMinimumWidth(22)
        self.number.setStyleSheet("font-weight: bold; color: #7a5230;")
        self.colour = QComboBox(dialog.seatsWidget)
        self.colour.setIconSize(QSize(24, 24))
        for c in range(5):
            self.colour.addItem(piece_icon("pawn", c, 24), colour_name(c), c)
        self.name = QLineEdit(dialog.seatsWidget)
        self.name.setMaxLength(MAX_NAME)
        self.name.setMinimumWidth(150)
        self.kind = QComboBox(dialog.seatsWidget)
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Human"), "human")
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Computer"), "ai")
        self.level = QComboBox(dialog.seatsWidget)
        for level in levels:
            self.level.addItem(level_label(level), level)
            self.level.setItemData(self.level.count() - 1, level_hint(level), Qt.ItemDataRole.ToolTipRole)
        height = max(w.sizeHint().height() for w in (self.colour, self.name, self.kind, self.level))
        for widget in (self.colour, self.name, self.kind, self.level):
            widget.setMinimumHeight(height)         # one height per row, never squeezed
        self.colour.setToolTip(QCoreApplication.translate(
            "NewGameDialog", "The colour of this seat's pawn, stable and markers"))
        self.name.setToolTip(QCoreApplication.translate("NewGameDialog", "The name shown at the table"))
        self.kind.setToolTip(QCoreApplication.translate("NewGameDialog", "A person at this screen, or a computer goat"))
        self.level.setToolTip(QCoreApplication.translate("NewGameDialog", "How hard the computer player thinks"))

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.colour, self.name, self.kind, self.level)

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)
        if visible:
            self.level.setVisible(self.kind.currentData() == "ai")


class NewGameDialog(QDialog):
    """Choose the seats, their colours and the deal; remembers the last choice."""

    pictureLabel: QLabel
    titleLabel: QLabel
    subtitleLabel: QLabel
    playersBox: QGroupBox
    count2Button: QPushButton
    count3Button: QPushButton
    count4Button: QPushButton
    count5Button: QPushButton
    countHint: QLabel
    seatsWidget: QWidget
    dealBox: QGroupBox
    seedEdit: QLineEdit
    shuffleButton: QPushButton
    seedHint: QLabel
    warningLabel: QLabel
    buttonBox: QDialogButtonBox

    def __init__(self, parent: Optional[QWidget] = None, settings: Optional[QSettings] = None) -> None:
        super().__init__(parent)
        load_form_into(self, "new_game_dialog.ui")
        apply_style(self)
        self.settings = settings if settings is not None else user_settings()
        self.levels = _levels()
        set_role(self.titleLabel, "title")
        set_role(self.subtitleLabel, "subtitle")
        set_role(self.countHint, "hint")
        set_role(self.seedHint, "hint")
        set_role(self.warningLabel, "warning")
        self.pictureLabel.setPixmap(art_pixmap("pawn-0", QSize(56, 67), self))
        self.count_buttons = {n: getattr(self, f"count{n}Button")
                              for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
        for n, button in self.count_buttons.items():
            set_role(button, "segment")
            button.setToolTip(self.tr("%1 players").replace("%1", str(n)))
            button.toggled.connect(lambda on, n=n: on and self._count_chosen(n))
        self._players = MIN_PLAYERS
        self.seedEdit.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9]{1,9}"), self))
        self.seedEdit.setMaximumWidth(130)
        self.ok = self.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Start the game"))
        set_role(self.ok, "primary")

        grid: QGridLayout = self.seatsWidget.layout()
        for column, text in enumerate(("", self.tr("Colour"), self.tr("Name"), self.tr("Player"),
                                       self.tr("Level"))):
            header = QLabel(text, self.seatsWidget)
            set_role(header, "hint")
            grid.addWidget(header, 0, column)
        grid.setColumnStretch(2, 1)
        self.rows: list[_SeatRow] = []
        for k in range(MAX_PLAYERS):
            row = _SeatRow(self, k, self.levels)
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, k + 1, column)
            row.colour.currentIndexChanged.connect(lambda _i, r=row: self._colour_chosen(r))
            row.kind.currentIndexChanged.connect(lambda _i, r=row: self._kind_chosen(r))
            row.name.textChanged.connect(self._check)
            self.rows.append(row)
        grid.setColumnMinimumWidth(4, self.rows[0].level.sizeHint().width())
        self._colours = list(range(MAX_PLAYERS))
        self._kinds = ["human"] * MAX_PLAYERS

        self.shuffleButton.clicked.connect(self.shuffle)
        self.seedEdit.textChanged.connect(self._check)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._restore()
        self.shuffle()
        self.rows[0].name.setFocus()

    # ---------------------------------------------------------------- defaults and memory

    def default_name(self, index: int, kind: str) -> str:
        """The name a seat gets when nobody typed one: "Player 1", "Player 2", or a farmer's name."""
        if kind == "ai":
            return _AI_NAMES[index]
        # Not "You": the log and the table speak of each seat in the third person.
        return self.tr("Player %1").replace("%1", str(index + 1))

    def _restore(self) -> None:
        """The last accepted choice, field by field; by default you against one normal computer player."""
        entries = remembered_seats(self.settings, SEATS_KEY, MAX_PLAYERS, self.levels, DEFAULT_LEVEL)
        for row, entry in zip(self.rows, entries):
            self._set_row(row, entry["kind"], entry["level"], entry["colour"], entry["name"][:MAX_NAME])
        self.set_players(stored_int(self.settings, PLAYERS_KEY, 2, MIN_PLAYERS, MAX_PLAYERS))

    def _set_row(self, row: _SeatRow, kind: str, level: Optional[str], colour: int, name: str) -> None:
        k = row.index
        self._kinds[k] = kind
        self._colours[k] = colour
        for combo, value in ((row.kind, kind), (row.colour, colour)):
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            combo.blockSignals(False)
        index = row.level.findData(level if level in self.levels else DEFAULT_LEVEL)
        row.level.setCurrentIndex(index if index >= 0 else 0)
        row.name.setPlaceholderText(self.default_name(k, kind))
        row.name.setText("" if name == self.default_name(k, kind) else name)
        row.level.setVisible(kind == "ai" and k < self._players)

    def _remember(self) -> None:
        entries = [{"name": row.name.text().strip(), "kind": row.kind.currentData(),
                    "level": row.level.currentData(), "colour": self._colours[row.index]}
                   for row in self.rows]
        self.settings.setValue(SEATS_KEY, json.dumps(entries, ensure_ascii=False))
        self.settings.setValue(PLAYERS_KEY, self._players)
        self.settings.sync()

    # ---------------------------------------------------------------- reacting to choices

    def _count_chosen(self, players: int) -> None:
        self._players = players
        for row in self.rows:
            row.set_visible(row.index < players)
        size = pasture_size(players)
        self.countHint.setText(self.tr("%1×%1 pasture, %2 cards").replace("%1", str(size)).replace(
            "%2", str(_cards_in_play(players))))
        self._check()
        for widget in (self.seatsWidget, self.playersBox):   # sizes up to date before the first show
            widget.layout().invalidate()
            widget.updateGeometry()
        self.layout().invalidate()
        self.layout().activate()
        self.adjustSize()

    def _colour_chosen(self, row: _SeatRow) -> None:
        """Give this seat the colour; the seat that wore it takes this seat's old one."""
        new, old = row.colour.currentData(), self._colours[row.index]
        other = self._colours.index(new)
        self._colours[row.index], self._colours[other] = new, old
        combo = self.rows[other].colour
        combo.blockSignals(True)
        combo.setCurrentIndex(combo.findData(old))
        combo.blockSignals(False)

    def _kind_chosen(self, row: _SeatRow) -> None:
        k = row.index
        old, new = self._kinds[k], row.kind.currentData()
        self._kinds[k] = new
        if row.name.text().strip() == self.default_name(k, old):
            row.name.clear()
        row.name.setPlaceholderText(self.default_name(k, new))
        row.level.setVisible(new == "ai")
        self._check()

    def _check(self) -> None:
        """Enable "Start" only for a table with a human; say why not."""
        active = self.rows[:self._players]
        problem = ""
        if not any(row.kind.currentData() == "human" for row in active):
            problem = self.tr("At least one seat must be a human player.")
        shown = self.warningLabel.isVisible()
        self.warningLabel.setText(problem)
        self.warningLabel.setVisible(bool(problem))
        self.ok.setEnabled(not problem)
        if shown and not problem:       # the dialog grew for the message: give the height back
            self.layout().activate()
            self.resize(self.width(), self.sizeHint().height())

    def shuffle(self) -> None:
        """A new random deal number."""
        self.set_seed(random.SystemRandom().randint(*SEED_RANGE))

    # ---------------------------------------------------------------- the API

    def players(self) -> int:
        """How many seats are chosen (2–5)."""
        return self._players

    def set_players(self, players: int) -> None:
        """Show ``players`` seats."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"the game is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
        self.count_buttons[players].setChecked(True)
        self._count_chosen(players)

    def set_seed(self, seed: int) -> None:
        self.seedEdit.setText(str(int(seed)))

    def set_seats(self, seats: Sequence[Seat], colours: Optional[Sequence[int]] = None) -> None:
        """Show these seats (2–5) and colours (default: seat order)."""
        if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
            raise ValueError(f"the game is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(seats)}")
        chosen = list(colours) if colours is not None else list(range(len(seats)))
        rest = [c for c in range(MAX_PLAYERS) if c not in chosen]
        all_colours = chosen + rest
        self._players = len(seats)
        for row in self.rows:
            seat = seats[row.index] if row.index < len(seats) else None
            kind = seat.kind if seat else self._kinds[row.index]
            level = seat.level if seat else row.level.currentData()
            name = seat.name[:MAX_NAME] if seat else row.name.text()
            self._set_row(row, kind, level, all_colours[row.index], name)
        self.set_players(len(seats))

    def seats(self) -> list[Seat]:
        """The chosen seats in order; an empty name becomes the seat's default name."""
        result = []
        for row in self.rows[:self._players]:
            kind = row.kind.currentData()
            name = row.name.text().strip() or self.default_name(row.index, kind)
            result.append(Seat(name, kind, row.level.currentData() if kind == "ai" else None))
        return result

    def colours(self) -> list[int]:
        """Each seat's R2 colour (0 red … 4 purple), all different."""
        return self._colours[:self._players]

    def seed(self) -> int:
        """The deal number (a new random one if the field was left empty)."""
        text = self.seedEdit.text().strip()
        if not text.isdigit():
            self.shuffle()
            text = self.seedEdit.text()
        return int(text)

    def showEvent(self, event) -> None:
        """Open at the size the seats need (rows shown before the first show are sized late)."""
        grow_to_hint(self)
        super().showEvent(event)

    def accept(self) -> None:
        if not self.ok.isEnabled():
            return
        self.seed()                     # an empty field gets its number now
        self._remember()
        super().accept()
