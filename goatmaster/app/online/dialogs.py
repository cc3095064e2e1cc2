"""The two ways to a table on other machines: host one here, or join one.

:class:`HostDialog` asks what the host's new table is: the game, each seat (the host, a friend
who claims it with the join code, or an AI at a level), whether others may watch, and how long
a dropped player keeps their seat before an AI plays it.  :class:`JoinDialog` lists the tables
found on the LAN and takes an address and a code for any other.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSpinBox, QVBoxLayout,
                               QWidget)

from ...core.registry import GameEntry
from ...files import envelope
from ...files.strict_json import SaveError
from ...net import protocol as p
from ...net.lan import FoundTable
from ...search.seats import knowledge_of
from ...views.file_dialogs import open_file_name
from ..player_data.user_files import game_file_filter, problem, saved_games_folder
from ...views.forms import level_label

#: The port a table's address names when it names none.
DEFAULT_PORT = 8765
ADDRESS = re.compile(r"^\s*(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?\s*$")


def table_url(address: str) -> Optional[str]:
    """``ws://host:port`` for an address a player typed (``host``, ``host:port``, ``[::1]:port``,
    or a ``ws://`` / ``wss://`` address as it is), or None if it is none.

    >>> table_url("192.168.1.20"), table_url("[::1]:9000"), table_url("wss://tables.example.org")
    ('ws://192.168.1.20:8765', 'ws://[::1]:9000', 'wss://tables.example.org')
    >>> table_url("no spaces please") is None
    True
    """
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address if " " not in address else None
    found = ADDRESS.match(address)
    if found is None:
        return None
    port = int(found[2]) if found[2] else DEFAULT_PORT
    return f"ws://{found[1]}:{port}" if 0 < port < 65536 else None


def table_name(text: str, otherwise: str) -> str:
    """``text`` as the table will show it (``protocol.normal_name``); ``otherwise`` if it is no name."""
    try:
        return p.normal_name(p.tidy_name(text)[:p.NAME_LENGTH])
    except p.BadMessage:
        return otherwise


#: The clocks a host chooses from for a turn-based table: seconds per turn.
TURN_CHOICES = (4 * 3600, 86400, 3 * 86400)


class HostDialog(QDialog):
    """What the host's table is: its game, its seats and its pace."""

    def __init__(self, parent: Optional[QWidget], games: Sequence[GameEntry], game: str, name: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a table"))
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 56)
        self.games = [g for g in games if g.online is not None and g.ai is not None]
        form = QFormLayout()
        self.gameBox = QComboBox(self)
        for g in self.games:
            self.gameBox.addItem(QCoreApplication.translate("Games", g.info.title), g.name)
        self.gameBox.setCurrentIndex(max(0, [g.name for g in self.games].index(game)
                                         if game in [g.name for g in self.games] else 0))
        form.addRow(self.tr("Game:"), self.gameBox)
        self.nameEdit = QLineEdit(name or self.tr("Host"), self)
        self.nameEdit.setMaxLength(p.NAME_LENGTH)
        form.addRow(self.tr("Your name:"), self.nameEdit)
        self.countBox = QSpinBox(self)
        form.addRow(self.tr("Players:"), self.countBox)
        self.seatGrid = QGridLayout()
        self.seatBoxes: list[QComboBox] = []
        self.savedButton = QPushButton(self.tr("Go on from a saved game…"), self)
        self.savedButton.setToolTip(self.tr("Open an unfinished game at this table: its players claim their seats"))
        self.savedButton.clicked.connect(self._choose_saved)
        self.savedLabel = QLabel(self)
        self.savedLabel.setWordWrap(True)
        #: A saved game's text to go on from (``None``: a new deal).
        self.save_text: Optional[str] = None
        self.watchBox = QCheckBox(self.tr("Others may watch"), self)
        self.watchBox.setChecked(True)
        # Made in the order they are shown, which is Tab's order: the pace, then the grace it may turn off.
        self.paceBox = QComboBox(self)
        self.paceBox.addItem(self.tr("Live: everyone plays now"), None)
        for seconds in TURN_CHOICES:
            hours = seconds // 3600
            self.paceBox.addItem(self.tr("Over days: %n hour(s) a turn", "", hours) if hours < 24
                                 else self.tr("Over days: %n day(s) a turn", "", hours // 24), seconds)
        self.paceBox.setToolTip(self.tr("Over days, each player comes for their moves; when a player's time "
                                        "runs out, the AI plays that turn for them"))
        self.paceLabel = QLabel(self.tr("A table hosted here lives only while this app runs: keep it running, "
                                        "or host the table on a server that stays up."), self)
        self.paceLabel.setWordWrap(True)
        self.graceBox = QSpinBox(self)
        self.graceBox.setRange(10, 3600)
        self.graceBox.setValue(120)
        self.graceBox.setSuffix(self.tr(" s"))
        self.graceBox.setToolTip(self.tr("How long a player who lost the connection keeps their seat "
                                         "before an AI plays it for them (they take it back when they return)"))
        self.paceBox.currentIndexChanged.connect(self._pace_changed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Open the table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.savedButton)
        column.addWidget(self.savedLabel)
        column.addWidget(QLabel(self.tr("Seats:"), self))
        column.addLayout(self.seatGrid)
        column.addWidget(self.watchBox)
        grace = QFormLayout()
        grace.addRow(self.tr("Pace:"), self.paceBox)
        grace.addRow(self.tr("A dropped player keeps the seat for:"), self.graceBox)
        column.addLayout(grace)
        column.addWidget(self.paceLabel)
        column.addWidget(buttons)
        self.gameBox.currentIndexChanged.connect(self._game_changed)
        self.countBox.valueChanged.connect(self._seats_changed)
        self._game_changed()
        self._pace_changed()

    def _pace_changed(self) -> None:
        over_days = self.paceBox.currentData() is not None
        self.paceLabel.setVisible(over_days)
        self.graceBox.setEnabled(not over_days)       # (a turn-based table waits for its people's clocks)

    @property
    def game(self) -> GameEntry:
        return self.games[self.gameBox.currentIndex()]

    def _choose_saved(self) -> None:
        """An unfinished game from a file: the table plays it on, its seats as the file has them."""
        path = open_file_name(self, self.tr("Go on from a saved game"), str(saved_games_folder()),
                              game_file_filter(), places=[saved_games_folder()])
        if not path:
            return
        try:
            saved = envelope.load(path)
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, SaveError, UnicodeDecodeError) as error:
            self.savedLabel.setText(self.tr("This file cannot be played on: %1").replace("%1", problem(error)))
            return
        names = [g.name for g in self.games]
        game = next((g for g in self.games if g.info.save_format == saved.FORMAT), None)
        if game is None or saved.finished:
            self.savedLabel.setText(self.tr("This file holds a finished game, or one that cannot be played "
                                            "online: Load a game replays it."))
            return
        self.save_text = text
        self.gameBox.setCurrentIndex(names.index(game.name))
        self.countBox.setValue(len(saved.players))
        for box in (self.gameBox, self.countBox):
            box.setEnabled(False)
        self.savedLabel.setText(self.tr("Goes on from %1 (%2).").replace("%1", Path(path).stem).replace(
            "%2", ", ".join(seat.name for seat in saved.players)) + " " + self.tr(
            "Everyone who joins is told that you opened a saved game and may know the cards; the game "
            "starts once each player has agreed."))

    def _game_changed(self) -> None:
        info = self.game.info
        self.countBox.blockSignals(True)
        self.countBox.setRange(info.min_seats, info.max_seats)
        self.countBox.setValue(max(info.min_seats, min(self.countBox.value() or 2, info.max_seats)))
        self.countBox.blockSignals(False)
        self._seats_changed()

    def _seats_changed(self) -> None:
        while self.seatGrid.count():
            item = self.seatGrid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.seatBoxes = []
        knowledge = knowledge_of(self.game)
        for seat in range(self.countBox.value()):
            box = QComboBox(self)
            if seat == 0:
                box.addItem(self.tr("You"), ("me", None))
            else:
                box.addItem(self.tr("A friend (joins with the code)"), ("open", None))
                for level in knowledge.levels:
                    box.addItem(self.tr("AI: %1").replace("%1", level_label(level)), ("ai", level))
            self.seatGrid.addWidget(QLabel(self.tr("Seat %1").replace("%1", str(seat + 1)), self), seat, 0)
            self.seatGrid.addWidget(box, seat, 1)
            self.seatBoxes.append(box)

    def plan(self) -> p.Create:
        seats = [p.SeatPlan(kind=kind, level=level) for kind, level in (box.currentData() for box in self.seatBoxes)]
        name = table_name(self.nameEdit.text(), self.tr("Host"))
        turn = self.paceBox.currentData()
        return p.Create(game=self.game.name, seats=seats, name=name, spectators=self.watchBox.isChecked(),
                        grace=self.graceBox.value(), save=self.save_text,
                        pace=None if turn is None else p.Pace(kind="turn-based", turn=turn))


class JoinDialog(QDialog):
    """A table found on the LAN, or an address and a code."""

    #: The LAN's tables changed (queued from the browser's thread).
    tablesFound = Signal(list)

    def __init__(self, parent: Optional[QWidget], name: str, mine: bool = False) -> None:
        """``mine``: the player sits at tables already (the start screen's inbox lists them)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 72)     # a table's name, whole
        column = QVBoxLayout(self)
        # One's own tables are the inbox's: listed there with how each stands, opened from there.
        self.mineLabel = QLabel(self.tr("To take your seat back at one of your tables, open it from Your tables on "
                                        "the start screen."), self)
        self.mineLabel.setObjectName("mineLabel")
        self.mineLabel.setWordWrap(True)
        self.mineLabel.setVisible(mine)
        column.addWidget(self.mineLabel)
        tables = QLabel(self.tr("Tables on this network:"), self)
        column.addWidget(tables)
        self.tableList = QListWidget(self)
        tables.setBuddy(self.tableList)             # the list's name for a screen reader
        self.tableList.setObjectName("tableList")
        self.tableList.setWordWrap(True)
        column.addWidget(self.tableList)
        self.emptyLabel = QLabel(self.tr("Looking for tables… (a table elsewhere: type its address and code)"),
                                 self)
        self.emptyLabel.setWordWrap(True)
        column.addWidget(self.emptyLabel)
        form = QFormLayout()
        self.addressEdit = QLineEdit(self)
        self.addressEdit.setPlaceholderText(self.tr("192.168.1.20:8765 or wss://tables.example.org"))
        form.addRow(self.tr("Address:"), self.addressEdit)
        self.codeEdit = QLineEdit(self)
        self.codeEdit.setMaxLength(p.CODE_LENGTH)
        self.codeEdit.setPlaceholderText("ABC234")
        form.addRow(self.tr("Code:"), self.codeEdit)
        self.nameEdit = QLineEdit(name, self)
        self.nameEdit.setMaxLength(p.NAME_LENGTH)
        form.addRow(self.tr("Your name:"), self.nameEdit)
        self.watchBox = QCheckBox(self.tr("Only watch"), self)
        form.addRow("", self.watchBox)
        column.addLayout(form)
        self.problem = QLabel(self)
        self.problem.setObjectName("problemLabel")
        column.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.tableList.currentItemChanged.connect(self._picked)
        self.tableList.itemDoubleClicked.connect(lambda item: self._check())
        self.tablesFound.connect(self.show_tables, Qt.ConnectionType.QueuedConnection)

    def show_tables(self, tables: list[FoundTable]) -> None:
        self.tableList.clear()
        for table in tables:
            seats = self.tr("%n free seat(s) of %1", "", table.free).replace("%1", str(table.seats or "?"))
            text = f"{table.name} — {seats}"
            if table.saved:
                text += " — " + (self.tr("goes on from a saved game %1 opened: %1 may know the cards").replace(
                    "%1", table.host) if table.host else self.tr("goes on from a saved game the host opened: the host "
                                                                  "may know the cards"))
            if not table.joinable:
                text += " — " + self.tr("needs another version of Goat Master")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, (table.url(), table.code))
            if not table.joinable:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.tableList.addItem(item)
        self.emptyLabel.setVisible(not tables)

    def _picked(self, item: Optional[QListWidgetItem]) -> None:
        if item is None:
            return
        url, code = item.data(Qt.ItemDataRole.UserRole)
        self.addressEdit.setText(url)
        self.codeEdit.setText(code)

    def url(self) -> Optional[str]:
        return table_url(self.addressEdit.text())

    def message(self) -> p.Message:
        code = self.codeEdit.text().strip().upper()
        if self.watchBox.isChecked():
            return p.Watch(code=code)
        return p.Claim(code=code, name=table_name(self.nameEdit.text(), self.tr("Guest")))

    def _check(self) -> None:
        code = self.codeEdit.text().strip().upper()
        if self.url() is None:
            self.problem.setText(self.tr("Type the table's address, as its host sees it on their table."))
        elif len(code) != p.CODE_LENGTH or any(ch not in p.CODE_ALPHABET for ch in code):
            self.problem.setText(self.tr("A join code is %1 letters and digits.").replace("%1", str(p.CODE_LENGTH)))
        else:
            self.accept()
