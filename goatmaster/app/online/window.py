"""The game window at a table held by a server: the one game window, plus the table's people.

Everything a player knows from a game on one screen stays: the game's own table, its log and
scores, hints (searched here, from this seat's view), the animations, the end screen.  What a
shared table adds is a dock with the seats (who is here, who is away, where an AI stands in),
the join code to pass on, the chat, and for the host a way to seat an AI.  The log holds the
table's whole story as this seat may see it (sent after the snapshot, a page at a time), and a
player coming back reads what happened since they last looked.  There is no undo,
and a game is saved once it is over (a finished game is public): the server sends its file.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import (QComboBox, QDockWidget, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QVBoxLayout, QWidget)

from ...files import envelope
from ...files.strict_json import SaveError
from ...net import protocol as p
from ...search.seats import knowledge_of
from ...views.forms import level_label
from ..play.end_screen import EndScreen
from ..play.game_window import GameWindow
from .remote_model import RemoteModel


class OnlineGameWindow(GameWindow):
    """One seat (or a spectator) at a table on a server."""

    #: The finished game's file, for the app to keep and count (a seated player's only).
    gameOver = Signal(object)

    def __init__(self, model: RemoteModel, address: str = "", worker=None) -> None:
        self.remote = model
        self.address = address
        #: The player's other tables where it is their move, said in the title where no nudge can be
        #: shown (see :meth:`set_moves_elsewhere`).
        self.moves_elsewhere = 0
        self._final: Optional[envelope.SavedMatch] = None
        self.end_screen: Optional[EndScreen] = None
        super().__init__(model, worker=worker, autosave_path=None)
        self._people_dock()
        self.connection = QLabel(self)
        self.statusBar().addPermanentWidget(self.connection)
        # The server's AI answers in its own time (and the window offers no undo: see Rewindable).
        self._action("actionPlayNow").setVisible(False)
        self.playNowButton.hide()
        model.seatsChanged.connect(self._show_seats)
        model.said.connect(self._show_line)
        model.connection.connect(self._show_connection)
        model.problem.connect(lambda words: self.statusBar().showMessage(words, 8000))
        model.saveReady.connect(self._final_save)
        model.newDeal.connect(self._new_deal)
        model.pastDone.connect(self._tell_away)
        self.session.waitingElsewhere.connect(lambda seat: self._refresh())
        self._show_seats()
        # A turn-based table's running clock counts down in the dock between the server's messages.
        self.clockTimer = QTimer(self)
        self.clockTimer.setInterval(60_000)
        self.clockTimer.timeout.connect(lambda: self._show_seats() if model.clocks is not None else None)
        self.clockTimer.start()
        for line in model.chat:
            self._show_line(line)
        self._refresh()

    # ---------------------------------------------------------------- the table's people

    def _people_dock(self) -> None:
        dock = QDockWidget(self.tr("Table"), self)
        dock.setObjectName("peopleDock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        body = QWidget(dock)
        column = QVBoxLayout(body)
        code = self.tr("Join code: %1").replace("%1", self.remote.code)
        self.codeLabel = QLabel(code + (f"  ·  {self.address}" if self.address else ""), body)
        self.codeLabel.setObjectName("codeLabel")
        self.codeLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.codeLabel.setToolTip(self.tr("Friends join this table with its code (and this machine's address)"))
        copy = QPushButton(self.tr("Copy"), body)
        copy.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(
            f"{self.address} {self.remote.code}".strip()))
        top = QHBoxLayout()
        top.addWidget(self.codeLabel, 1)
        top.addWidget(copy)
        column.addLayout(top)
        self.savedNotice = QLabel(body)
        self.savedNotice.setObjectName("savedNotice")
        self.savedNotice.setWordWrap(True)
        column.addWidget(self.savedNotice)
        self.agreeButton = QPushButton(self.tr("Agree and play on"), body)
        self.agreeButton.setObjectName("agreeButton")
        self.agreeButton.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.agreeButton.clicked.connect(self.remote.agree)
        column.addWidget(self.agreeButton)
        self.seatList = QListWidget(body)
        self.seatList.setObjectName("seatList")
        self.seatList.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seatList.setAccessibleName(self.tr("Seats"))
        column.addWidget(self.seatList)
        if self.remote.host:
            fill = QHBoxLayout()
            self.levelBox = QComboBox(body)
            self.levelBox.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.levelBox.setAccessibleName(self.tr("Level of the AI to seat"))    # its text alone: "easy"
            knowledge = knowledge_of(self.remote.entry)
            for level in knowledge.levels:
                self.levelBox.addItem(level_label(level), level)
            self.levelBox.setCurrentIndex(list(knowledge.levels).index(knowledge.default_level))
            self.fillButton = QPushButton(self.tr("Seat an AI"), body)
            self.fillButton.setObjectName("fillButton")
            self.fillButton.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.fillButton.setToolTip(self.tr("An AI plays the chosen open seat, or a seat whose player is away "
                                               "(until they come back)"))
            self.fillButton.clicked.connect(self._fill)
            fill.addWidget(self.levelBox)
            fill.addWidget(self.fillButton)
            column.addLayout(fill)
        self.chatView = QListWidget(body)
        self.chatView.setObjectName("chatView")
        self.chatView.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chatView.setWordWrap(True)
        self.chatView.setAccessibleName(self.tr("Chat"))
        column.addWidget(self.chatView, 1)
        self.chatLine = QLineEdit(body)
        self.chatLine.setObjectName("chatLine")
        self.chatLine.setMaxLength(p.MAX_CHAT)
        self.chatLine.setPlaceholderText(self.tr("Say something to the table…"))
        self.chatLine.setAccessibleName(self.tr("Message to the table"))     # a placeholder is no name
        self.chatLine.returnPressed.connect(self._say)
        column.addWidget(self.chatLine)
        dock.setWidget(body)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.peopleDock = dock

    def _show_seats(self) -> None:
        """One line a seat; the list is as tall as its lines, the chat takes the rest."""
        self.seatList.clear()
        for seat, info in enumerate(self.remote.seats):
            if info.kind == "open":
                state = self.tr("open: waiting for a friend")
            elif info.kind == "ai":
                state = self.tr("AI (%1)").replace("%1", level_label(info.level))
            elif info.standing_in:
                state = self.tr("away: an AI plays for now")
            elif info.kind == "away":
                state = self.tr("away")
            else:
                state = self.tr("here")
            you = self.tr(" (you)") if seat == self.remote.seat else ""
            left = self.remote.seconds_left(seat)
            if left is not None:
                state += " — " + self._time_left(left)
            item = QListWidgetItem(f"{self.remote.seat_name(seat)}{you} — {state}")
            item.setData(Qt.ItemDataRole.UserRole, seat)
            swatch = QPixmap(12, 12)
            swatch.fill(self.table.seat_colour(seat))
            item.setIcon(QIcon(swatch))
            self.seatList.addItem(item)
        if self.remote.host:
            fillable = bool(self._fillable())
            self.fillButton.setEnabled(fillable)
            self.levelBox.setEnabled(fillable)
        self._show_opened_by()
        rows = max(1, self.seatList.count())
        self.seatList.setFixedHeight(rows * self.seatList.sizeHintForRow(0) + 2 * self.seatList.frameWidth() + 4)
        self._refresh()

    def _time_left(self, seconds: int) -> str:
        """A turn-based table's clock, as the dock shows it (whole days from two on, then hours, then minutes)."""
        if seconds >= 2 * 86400:
            return self.tr("%n day(s) left", "", seconds // 86400)
        if seconds >= 3600:
            return self.tr("%n hour(s) left", "", seconds // 3600)
        return self.tr("%n minute(s) left", "", -(-seconds // 60))

    def _show_opened_by(self) -> None:
        """A table that goes on from a saved game says who opened it, and that its game starts
        once everyone seated has agreed: its opener may have seen, or written, the hands."""
        opener = self.remote.opened_by
        self.savedNotice.setVisible(opener is not None)
        self.agreeButton.setVisible(opener is not None and not self.remote.agreed)
        if opener is None:
            return
        words = (self.tr("This game goes on from a saved game %1 opened: %1 may know the cards.").replace("%1", opener)
                 if opener else self.tr("This game goes on from a saved game the host opened: the host may know "
                                        "the cards."))
        if not self.remote.started:
            words += " " + self.tr("It starts once every player has agreed.")
        self.savedNotice.setText(words)

    def _fillable(self) -> list[int]:
        """The seats an AI may take: open ones, and those whose player is away with no AI playing
        for them yet."""
        return [k for k, s in enumerate(self.remote.seats)
                if s.kind == "open" or (s.kind == "away" and not s.standing_in)]

    def _fill(self) -> None:
        item = self.seatList.currentItem()
        seats = self._fillable()
        seat = item.data(Qt.ItemDataRole.UserRole) if item is not None else (seats[0] if seats else None)
        if seat is None:
            self.statusBar().showMessage(self.tr("Every seat has its player."), 5000)
            return
        self.remote.fill(seat, self.levelBox.currentData())

    def _say(self) -> None:
        text = self.chatLine.text().strip()
        if text:
            self.remote.say(text)
            self.chatLine.clear()
        self.tableView.setFocus()

    def _show_line(self, line: p.ChatLine) -> None:
        self.chatView.addItem(f"{line.name}: {line.text}")
        self.chatView.scrollToBottom()

    def _show_connection(self, state: str) -> None:
        words = {"reconnecting": self.tr("Connection lost: reconnecting…"), "closed": self.tr("Disconnected")}
        self.connection.setText(words.get(state, ""))

    def _tell_away(self) -> None:
        """Back at the table (opened again, or after a drop): what happened since this seat last
        looked, as the hot-seat banner tells it, with the moves the AI made for the player (their
        clock ran out, or they were away)."""
        seen = self.remote.seen
        if seen is None:
            return
        start = self.log.rows_through(seen)
        seat = self.remote.seat
        if seat is not None and seat not in self._log_since:
            self._log_since[seat] = start       # "what happened since my last turn" reads from here too
        lines = self.log.lines(start)
        if not lines:
            return
        mine = self.remote.played_for_me()
        title = (self.tr("Since you last looked, the AI made %n move(s) for you:", "", mine) if mine
                 else self.tr("Since you last looked:"))
        self.summary.tell(title, lines)

    # ---------------------------------------------------------------- what a shared table changes

    def _title(self, turn: int, deal: Optional[int]) -> str:
        title = super()._title(turn, None) + " — " + self.tr("table %1").replace("%1", self.remote.code)
        if self.moves_elsewhere:
            title = self.tr("%1 (your move at %n other table(s))", "", self.moves_elsewhere).replace("%1", title)
        return title

    def set_moves_elsewhere(self, count: int) -> None:
        """Say in the title that it is the player's move at ``count`` other tables (0: at none)."""
        if count != self.moves_elsewhere:
            self.moves_elsewhere = count
            self.setWindowTitle(self._title(self._turn_shown(), None))

    def _refresh(self, viewer="unchanged") -> None:
        super()._refresh(viewer)
        if not hasattr(self, "remote"):
            return                              # the base window's first refresh, before ours
        self._action("actionSave").setEnabled(self._final is not None)
        self._action("actionSaveAs").setEnabled(self._final is not None)
        if not self.remote.started:
            self.promptLabel.setText(self.tr("The game starts once every player has agreed to play on from the "
                                             "saved game."))
        elif self.remote.seat is None and not self.model.state.is_terminal():
            self.promptLabel.setText(self.tr("You are watching this table."))

    def save_game(self, ask: bool = False) -> bool:
        if self._final is None:
            self.statusBar().showMessage(self.tr("A game at a shared table can be saved once it is over."), 5000)
            return False
        return super().save_game(ask)

    def _final_save(self, text: str) -> None:
        """The finished game's file from the server: kept to save and to show the end screen."""
        try:
            saved = envelope.loads(text)
        except SaveError as error:
            self.statusBar().showMessage(self.tr("The server's file of the game is broken: %1").replace(
                "%1", str(error)), 10000)
            return
        if self._final is not None:
            return
        self._final = saved
        self.remote.final = saved
        self._refresh()
        if self.remote.seat is not None:
            self.gameOver.emit(saved)
        QTimer.singleShot(900, self._end_screen)

    def _new_deal(self) -> None:
        """Someone dealt again: the end screen goes, the new game is on the table."""
        self._final = None
        if self.end_screen is not None:
            self.end_screen.close()
        self.statusBar().showMessage(self.tr("A new game at this table: good luck!"), 8000)
        self._refresh()

    def _end_screen(self) -> None:
        if not self.isVisible() or self._final is None:
            return
        screen = EndScreen(self._final, parent=self, ending=self.ending())
        if self.remote.seat is None:
            screen.playAgainButton.hide()       # a spectator watches; the players deal again
        else:
            screen.playAgainButton.setToolTip(self.tr("A new deal at this table, for everyone at it"))
            screen.playAgain.connect(self.remote.again)
        screen.newGame.connect(lambda: QTimer.singleShot(0, self.newGameAsked.emit))   # this table left for one here
        screen.finished.connect(screen.deleteLater)
        screen.finished.connect(lambda: self._end_screen_gone(screen))
        screen.open()
        self.end_screen = screen

    def _end_screen_gone(self, screen: EndScreen) -> None:
        if self.end_screen is screen:
            self.end_screen = None

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.remote.leave()
