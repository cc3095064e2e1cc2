"""The new-game dialog of any game: who sits where, the game's options and the deal number.

API::

    dialog = NewGameDialog(parent, settings=None, game=None)   # game: a registry entry; None: the first
    if dialog.exec() == QDialog.Accepted:
        seats = dialog.seats()       # list[Seat], in seat order (seat 0 plays first)
        colours = dialog.colours()   # each seat's colour, all different (seat order where none is chosen)
        options = dialog.options()   # the game's options (GameInfo.options), checked
        seed = dialog.seed()         # int: the deal number

    dialog.set_seed(n)                      # pre-fill a deal number (to replay a deal)
    dialog.set_seats(seats, colours=None)   # pre-fill the seats (e.g. from a saved game)

As many seats as the game allows, each a human or a computer player with one of
the game's AI levels (read from its knowledge, so a new level shows up here) and a
name; in a game whose seats choose a colour (its table's ``colour_choices``, Goat
Master's five R2 colours) also a colour: choosing one another seat wears swaps the
two, so every colour is used once.  The seats keep their order.
Each of the game's options is a list to choose from or a number.

The deal number is random each time the dialog opens and can be typed in: the same
number and player count give the same deal.  The seats, names, kinds, levels,
colours and options of the game's last accepted start come back next time (QSettings
``newGame/…``, JSON text); the default is you against one "normal" computer player.
At least one seat must be human (the game is played solo or hot-seat).
"""

from __future__ import annotations

import json
import random
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QRegularExpression, QSettings, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLayout, QLineEdit, QPushButton, QSpinBox, QWidget)

from ...core.game import Option
from ...core.registry import GameEntry, entries
from ...files.envelope import Seat, codec_of
from ...search.seats import knowledge_of
from ...views.forms import (apply_style, default_seat_name, level_hint, level_label, load_form_into, set_role,
                            shown_name)
from ..play.game_window import table_class, table_part
from ..player_data.stored_settings import remembered_seats, stored_json, stored_int
from ..player_data.user_files import settings as user_settings

#: The last accepted start of each game, in the settings under these keys with the game's name
#: after ``newGame/`` (:func:`game_key`: ``newGame/meadow/players``).
PLAYERS_KEY = "newGame/players"
SEATS_KEY = "newGame/seats"
OPTIONS_KEY = "newGame/options"


def _layout(widget: QWidget) -> QLayout:
    """``widget``'s layout, which the form gives it."""
    layout = widget.layout()
    assert layout is not None, widget.objectName()
    return layout


def game_key(key: str, game: str) -> str:
    return key.replace("/", f"/{game}/")
#: The deal numbers the dialog makes up: short enough to read out to a friend.
SEED_RANGE = (1, 999_999)
MAX_NAME = 24
#: Computer players' names, by seat: farmers' first names, read alike in English, French and
#: German, and never a card's name (a player named after a goat type muddles the log).
_AI_NAMES = ("Rosa", "Hugo", "Greta", "Felix", "Martha", "Otto")


def default_name(index: int, kind: str) -> str:
    """The name a seat gets when nobody typed one: "Player 1", "Player 2", or a farmer's name.

    As stored: a human seat's is the same in every language, and shown translated (``shown_name``)."""
    if kind == "ai":
        return _AI_NAMES[index]
    # Not "You": the log and the table speak of each seat in the third person.
    return default_seat_name(index)


#: A seat's mark in its row, as large as a colour's icon.
MARK = QSize(24, 24)


class _SeatRow:
    """The widgets of one seat: number, colour (or the seat's own mark), name, human or computer, level."""

    def __init__(self, dialog: "NewGameDialog", index: int, hints: dict[str, str],
                 colours: list[tuple[QIcon, str]], mark: Optional[QPixmap]) -> None:
        self.index = index
        self.number = QLabel(str(index + 1), dialog.seatsWidget)
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.number.setMinimumWidth(22)
        self.number.setStyleSheet("font-weight: bold; color: #7a5230;")
        #: Where seats wear the game's colours in order, the seat's piece or mark as the table draws it.
        self.mark = QLabel(dialog.seatsWidget)
        self.mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if mark is not None:
            self.mark.setPixmap(mark)
        self.colour = QComboBox(dialog.seatsWidget)
        self.colour.setIconSize(QSize(24, 24))
        for c, (icon, name) in enumerate(colours):
            self.colour.addItem(icon, name, c)
        self.name = QLineEdit(dialog.seatsWidget)
        self.name.setMaxLength(MAX_NAME)
        self.name.setMinimumWidth(150)
        self.kind = QComboBox(dialog.seatsWidget)
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Human"), "human")
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Computer"), "ai")
        self.level = QComboBox(dialog.seatsWidget)
        for level, hint in hints.items():
            self.level.addItem(level_label(level), level)
            self.level.setItemData(self.level.count() - 1, hint, Qt.ItemDataRole.ToolTipRole)
        height = max(w.sizeHint().height() for w in (self.colour, self.name, self.kind, self.level))
        for widget in (self.colour, self.name, self.kind, self.level):
            widget.setMinimumHeight(height)         # one height per row, never squeezed
        self.colour.setToolTip(QCoreApplication.translate(
            "NewGameDialog", "The colour of this seat's pawn, stable and markers"))
        self.name.setToolTip(QCoreApplication.translate("NewGameDialog", "The name shown at the table"))
        # The seats' grid has no label per field: each field says whose it is to a screen reader.
        number = str(index + 1)
        self.colour.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Colour of player %1").replace(
            "%1", number))
        self.name.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Name of player %1").replace(
            "%1", number))
        self.kind.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Player %1 is").replace("%1", number))
        self.level.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Level of player %1").replace(
            "%1", number))
        self.kind.setToolTip(QCoreApplication.translate("NewGameDialog", "A person at this screen, or a computer goat"))
        self.level.setToolTip(QCoreApplication.translate("NewGameDialog", "How hard the computer player thinks"))

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.colour, self.name, self.kind, self.level)

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible and (widget is not self.colour or self.colour.count() > 0))
        self.mark.setVisible(visible and self.colour.count() == 0 and self.mark.pixmap() is not None
                             and not self.mark.pixmap().isNull())
        if visible:
            self.level.setVisible(self.kind.currentData() == "ai")


class NewGameDialog(QDialog):
    """Choose the seats (their colours in Goat Master), the options and the deal; remembers the last choice."""

    pictureLabel: QLabel
    titleLabel: QLabel
    subtitleLabel: QLabel
    playersBox: QGroupBox
    countLabel: QLabel
    countHint: QLabel
    optionsBox: QGroupBox
    seatsWidget: QWidget
    dealBox: QGroupBox
    seedEdit: QLineEdit
    shuffleButton: QPushButton
    seedHint: QLabel
    warningLabel: QLabel
    buttonBox: QDialogButtonBox

    def __init__(self, parent: Optional[QWidget] = None, settings: Optional[QSettings] = None,
                 game: Optional[GameEntry] = None) -> None:
        super().__init__(parent)
        self._centre_y: Optional[int] = None
        load_form_into(self, "new_game_dialog.ui")
        apply_style(self)
        self.settings = settings if settings is not None else user_settings()
        self.game = game or entries()[0]
        table = table_class(self.game)
        #: The colours the seats choose from (none: they wear the game's own) and what the table
        #: is like with each player count.
        self._colour_choices = table.colour_choices()
        self._seats_note = table.seats_note
        self._keys = {key: game_key(key, self.game.name) for key in (PLAYERS_KEY, SEATS_KEY, OPTIONS_KEY)}
        knowledge = knowledge_of(self.game)
        self.levels = list(knowledge.levels)
        #: What playing each level is like, with this game's budget a decision.
        self.hints = {level: level_hint(level, settings.seconds) for level, settings in knowledge.levels.items()}
        self.default_level = knowledge.default_level
        info = self.game.info
        self.min_players, self.max_players = info.min_seats, info.max_seats
        set_role(self.titleLabel, "title")
        set_role(self.subtitleLabel, "subtitle")
        set_role(self.countHint, "hint")
        set_role(self.seedHint, "hint")
        set_role(self.warningLabel, "warning")
        from .start_screen import svg_pixmap
        self.pictureLabel.setPixmap(svg_pixmap(self.game.picture, QSize(64, 64), self.devicePixelRatioF()))
        title = QCoreApplication.translate("Games", info.title)
        self.titleLabel.setText(self.tr("New game of %1").replace("%1", title))
        self.setWindowTitle(self.titleLabel.text())
        count_row = _layout(self.playersBox).itemAt(0)         # the form's countLayout
        count_layout = count_row.layout() if count_row is not None else None
        assert isinstance(count_layout, QHBoxLayout)
        self.count_buttons: dict[int, QPushButton] = {}
        for n in range(self.min_players, self.max_players + 1):
            button = QPushButton(str(n), self.playersBox)
            button.setCheckable(True)
            button.setAutoExclusive(True)
            button.setAutoDefault(False)
            set_role(button, "segment")
            button.setToolTip(self.tr("%1 players").replace("%1", str(n)))
            button.toggled.connect(lambda on, n=n: self._count_chosen(n) if on else None)
            count_layout.insertWidget(count_layout.indexOf(self.countHint), button)
            self.count_buttons[n] = button
        self.countLabel.setBuddy(self.count_buttons[self.min_players])
        # one seat count (Meadow Dice is for two): nothing to choose, the row says nothing
        for part in (self.countLabel, self.countHint, *self.count_buttons.values()):
            part.setVisible(len(self.count_buttons) > 1)
        self._players = self.min_players
        self.seedEdit.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9]{1,9}"), self))
        self.seedEdit.setMaximumWidth(130)
        self.ok = self.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Start the game"))
        set_role(self.ok, "primary")

        grid = _layout(self.seatsWidget)
        assert isinstance(grid, QGridLayout)            # the form's seatsGrid
        for column, text in enumerate(("", self.tr("Colour") if self._colour_choices else "", self.tr("Name"),
                                       self.tr("Player"), self.tr("Level"))):
            header = QLabel(text, self.seatsWidget)
            set_role(header, "hint")
            grid.addWidget(header, 0, column)
        grid.setColumnStretch(2, 1)
        self.rows: list[_SeatRow] = []
        marks = [] if self._colour_choices else self._seat_marks()
        for k in range(self.max_players):
            row = _SeatRow(self, k, self.hints, self._colour_choices, marks[k] if k < len(marks) else None)
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, k + 1, column)
            grid.addWidget(row.mark, k + 1, 1)          # in the colour's column: a game has one or the other
            row.colour.currentIndexChanged.connect(lambda _i, r=row: self._colour_chosen(r))
            row.kind.currentIndexChanged.connect(lambda _i, r=row: self._kind_chosen(r))
            row.name.textChanged.connect(self._check)
            row.level.currentIndexChanged.connect(self._check)
            self.rows.append(row)
        # What each level in play is like, in words (not only in the list's tooltips).
        self.levelHint = QLabel(self.playersBox)
        self.levelHint.setWordWrap(True)
        set_role(self.levelHint, "hint")
        _layout(self.playersBox).addWidget(self.levelHint)
        grid.setColumnMinimumWidth(4, self.rows[0].level.sizeHint().width())
        self._colours = list(range(max(len(self._colour_choices), self.max_players)))
        self._kinds = ["human"] * self.max_players
        self._option_fields: dict[str, QComboBox | QSpinBox] = {}
        self._add_options(info.options)

        self.shuffleButton.clicked.connect(self.shuffle)
        self.seedEdit.textChanged.connect(self._check)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._restore()
        self.shuffle()
        self.rows[0].name.setFocus()

    def _seat_marks(self) -> list[QPixmap]:
        """Each seat's piece or mark (Goal Rows: seat 1 is red; Meadow Dice: seat 1 marks crosses), as
        the game's table draws it: asked of the table of a fresh deal, so no game is named here."""
        from ..play.match_model import MatchModel
        seats = [Seat(default_seat_name(k), "human") for k in range(self.max_players)]
        saved = codec_of(self.game).saved_game(seats, self.game.new_match(self.max_players, 0, None), {})
        model = MatchModel(saved)
        table = table_part(model, model)
        marks = [table.seat_picture(k, MARK) for k in range(self.max_players)]
        model.deleteLater()         # and its table with it
        return marks

    # ---------------------------------------------------------------- defaults and memory

    def _add_options(self, options: tuple[Option, ...]) -> None:
        """A list or a number box per option of the game, in the game's order."""
        layout = _layout(self.optionsBox)
        assert isinstance(layout, QFormLayout)          # the form's optionsLayout
        for option in options:
            field: QComboBox | QSpinBox
            if option.choices:
                field = QComboBox(self.optionsBox)
                for value, label in option.choices:
                    field.addItem(QCoreApplication.translate("Games", label), value)
            else:
                field = QSpinBox(self.optionsBox)
                field.setRange(option.minimum if option.minimum is not None else 0,
                               option.maximum if option.maximum is not None else 999_999)
            if option.help:
                field.setToolTip(QCoreApplication.translate("Games", option.help))
            layout.addRow(QCoreApplication.translate("Games", option.label) + ":", field)
            self._option_fields[option.name] = field
            self._show_option(option.name, option.default)
        for option in options:
            if option.applies_when is not None:
                other, value = option.applies_when
                source = self._option_fields[other]
                if isinstance(source, QComboBox):
                    source.currentIndexChanged.connect(self._follow_options)
        self._follow_options()
        self.optionsBox.setVisible(bool(options))

    def _follow_options(self) -> None:
        """Grey out each option that does not matter with the others' values now."""
        for option in self.game.info.options:
            if option.applies_when is not None:
                other, value = option.applies_when
                source = self._option_fields[other]
                chosen = source.currentData() if isinstance(source, QComboBox) else source.value()
                self._option_fields[option.name].setEnabled(chosen == value)

    def _show_option(self, name: str, value: object) -> None:
        field = self._option_fields[name]
        if isinstance(field, QComboBox):
            index = next((k for k in range(field.count()) if field.itemData(k) == value), -1)
            if index >= 0:
                field.setCurrentIndex(index)
        elif isinstance(value, int) and not isinstance(value, bool):
            field.setValue(value)

    def _restore(self) -> None:
        """The last accepted choice, field by field; by default you against one normal computer player."""
        entries = remembered_seats(self.settings, self._keys[SEATS_KEY], self.max_players,
                                   self.levels, self.default_level)
        for row, entry in zip(self.rows, entries):
            colour = entry["colour"] if self._colour_choices else row.index
            self._set_row(row, entry["kind"], entry["level"], colour, entry["name"][:MAX_NAME])
        stored = stored_json(self.settings, self._keys[OPTIONS_KEY])
        for option in self.game.info.options:
            value = option.check(stored[option.name]) if isinstance(stored, dict) and option.name in stored else None
            if value is not None:       # else a value this version does not offer: the default stays
                self._show_option(option.name, value)
        self.set_players(stored_int(self.settings, self._keys[PLAYERS_KEY],
                                    max(self.min_players, min(2, self.max_players)),
                                    self.min_players, self.max_players))

    def _set_row(self, row: _SeatRow, kind: str, level: Optional[str], colour: int, name: str) -> None:
        k = row.index
        self._kinds[k] = kind
        self._colours[k] = colour
        for combo, value in ((row.kind, kind), (row.colour, colour)):
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            combo.blockSignals(False)
        index = row.level.findData(level if level in self.levels else self.default_level)
        row.level.setCurrentIndex(index if index >= 0 else 0)
        row.name.setPlaceholderText(shown_name(default_name(k, kind)))
        row.name.setText("" if shown_name(name) == shown_name(default_name(k, kind)) else name)
        row.level.setVisible(kind == "ai" and k < self._players)

    def _remember(self) -> None:
        entries = [{"name": row.name.text().strip(), "kind": row.kind.currentData(),
                    "level": row.level.currentData(), "colour": self._colours[row.index]}
                   for row in self.rows]
        self.settings.setValue(self._keys[SEATS_KEY], json.dumps(entries, ensure_ascii=False))
        self.settings.setValue(self._keys[PLAYERS_KEY], self._players)
        if self._option_fields:
            self.settings.setValue(self._keys[OPTIONS_KEY],
                                   json.dumps(self.options(), ensure_ascii=False))
        self.settings.sync()

    # ---------------------------------------------------------------- reacting to choices

    def _count_chosen(self, players: int) -> None:
        self._players = players
        for row in self.rows:
            row.set_visible(row.index < players)
        self.countHint.setText(self._seats_note(players))
        self._check()
        self._fit_content()

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
        if shown_name(row.name.text().strip()) == shown_name(default_name(k, old)):
            row.name.clear()
        row.name.setPlaceholderText(shown_name(default_name(k, new)))
        row.level.setVisible(new == "ai")
        self._check()

    def _check(self) -> None:
        """Enable "Start" only for a table with a human; say why not."""
        active = self.rows[:self._players]
        problem = ""
        if not any(row.kind.currentData() == "human" for row in active):
            problem = self.tr("At least one seat must be a human player.")
        self.warningLabel.setText(problem)
        self.warningLabel.setVisible(bool(problem))
        self.ok.setEnabled(not problem)
        chosen = [row.level.currentData() for row in active if row.kind.currentData() == "ai"]
        levels = [level for level in self.levels if level in chosen and self.hints[level]]
        self.levelHint.setText("\n".join(self.tr("%1: %2").replace("%1", level_label(level)).replace(
            "%2", self.hints[level]) for level in levels))
        self.levelHint.setVisible(bool(levels))
        self._fit_content()

    def _fit_content(self, width: Optional[int] = None) -> None:
        """Make the dialog as tall as its content at ``width`` (by default its own once shown):
        rows added or a message shown never squeeze the seats' rows, rows taken away or a
        message gone leave no empty band."""
        for widget in (self.seatsWidget, self.playersBox):   # sizes up to date, before the first show too
            _layout(widget).invalidate()
            widget.updateGeometry()
        _layout(self).invalidate()
        _layout(self).activate()
        if width is None:       # once shown, the width is the player's; before, Qt's default is nobody's
            width = self.width() if self.isVisible() else self.sizeHint().width()
        width = max(width, self.minimumWidth())
        height = self.heightForWidth(width)     # the word-wrapped hints are taller on a narrow dialog
        height = max(height if height > 0 else self.sizeHint().height(), self.minimumHeight())
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        if room is not None:
            height = min(height, room.height())
        frame, inner = self.frameGeometry(), self.geometry()
        self.resize(width, height)
        if self._centre_y is not None and room is not None:
            # Grown or shrunk about its centre, as it opened (over its parent), and kept on the screen;
            # the new frame is worked out here, as a window manager resizes it only later.
            tall = height + frame.height() - inner.height()
            top = self._centre_y - (tall - 1) // 2        # QRect.center() rounds so
            self.move(frame.left(), max(room.top(), min(top, room.bottom() + 1 - tall)))

    def shuffle(self) -> None:
        """A new random deal number."""
        self.set_seed(random.SystemRandom().randint(*SEED_RANGE))

    # ---------------------------------------------------------------- the API

    def players(self) -> int:
        """How many seats are chosen (within the game's seat counts)."""
        return self._players

    def _check_count(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"the game is for {self.min_players} to {self.max_players} players, not {players}")

    def set_players(self, players: int) -> None:
        """Show ``players`` seats."""
        self._check_count(players)
        self.count_buttons[players].setChecked(True)
        self._count_chosen(players)

    def set_seed(self, seed: int) -> None:
        self.seedEdit.setText(str(int(seed)))

    def set_seats(self, seats: Sequence[Seat], colours: Optional[Sequence[int]] = None) -> None:
        """Show these seats and colours (default: seat order)."""
        self._check_count(len(seats))
        chosen = list(colours) if colours is not None else list(range(len(seats)))
        rest = [c for c in range(len(self._colours)) if c not in chosen]
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
            typed = row.name.text().strip()
            default = default_name(row.index, kind)
            name = default if not typed or typed == shown_name(default) else typed
            result.append(Seat(name, kind, row.level.currentData() if kind == "ai" else None))
        return result

    def colours(self) -> list[int]:
        """Each seat's colour (an index into the table's ``colour_choices``), all different; seat
        order where the seats choose none."""
        return self._colours[:self._players]

    def options(self) -> dict:
        """The game's options as chosen (every option of :attr:`GameInfo.options`)."""
        chosen = {name: field.currentData() if isinstance(field, QComboBox) else field.value()
                  for name, field in self._option_fields.items()}
        return self.game.info.new_game_options(chosen)

    def seed(self) -> int:
        """The deal number (a new random one if the field was left empty)."""
        text = self.seedEdit.text().strip()
        if not text.isdigit():
            self.shuffle()
            text = self.seedEdit.text()
        return int(text)

    def moveEvent(self, event) -> None:
        """Where the dialog stands (placed over its parent, moved by the player, or by
        :meth:`_fit_content`): its centre, kept when the seats change its height.  A resize
        moves no centre here: the layout grows the dialog downwards before it is fitted."""
        super().moveEvent(event)
        if self.isVisible():
            self._centre_y = self.frameGeometry().center().y()

    def showEvent(self, event) -> None:
        """Open at the size of the content as the style sheet lays it out (known only now)."""
        self._fit_content(self.sizeHint().width())
        super().showEvent(event)

    def accept(self) -> None:
        if not self.ok.isEnabled():
            return
        self.seed()                     # an empty field gets its number now
        self._remember()
        super().accept()
