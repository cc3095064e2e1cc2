"""The title page shown when Goat Master starts.

API::

    page = StartScreen(parent=None, games=entries)   # the registered games a player can choose
    page.set_games(entries)              # or later: after the first paint, when they are loaded
    page.set_unfinished(saved_or_None)   # a SavedGame offered by "Continue", or None
    page.choose_game(name)               # the game New game, Rules and Statistics are about
    page.game                            # its name (the first game until one is chosen)
    # signals, one per button:
    page.continueGame, page.newGame, page.loadGame, page.showRules,
    page.showSettings, page.showStatistics, page.quit, page.gameChosen(name)
    page.set_inbox(rows)                 # the player's tables on every server (``online.inbox``)
    page.openTable(token), page.checkInbox, page.quietTable(token, quiet)

Typical wiring: ``page.set_unfinished(user_files.last_unfinished_game()[1] ...)``.
Each game is a card (its picture, title and number of players) above the buttons;
the chosen one's picture, title and pitch head the page, and New game, Rules and
Statistics are that game's.  The games' code loads after the first paint (it costs
~60 ms), so their row keeps its place from the start and is filled then.
"Continue" names its game ("Continue Meadow Dice"): the app offers the chosen game's
unfinished game, else the game in progress, whatever its game; under it are the players
and the turn ("Ada vs Bert (hard) — turn 12"); it is
disabled when there is no game to continue; then "New game" is the button that
Enter presses.  The page paints a pasture with two fans of goat cards, lettered as
the table that draws them letters them, beside a cream panel holding the buttons;
the cards shrink, then vanish, on narrow windows so they never cover the panel.
Beside it, once the player sits at a table on another machine, a second panel is the inbox:
each table, "your move" first; opening a line takes the seat back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from PySide6.QtCore import QByteArray, QCoreApplication, QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (QBrush, QColor, QImage, QKeyEvent, QLinearGradient, QPainter, QPainterPath,
                           QPixmap)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (QButtonGroup, QFrame, QGraphicsDropShadowEffect, QGridLayout, QHBoxLayout,
                               QLabel, QListWidget, QListWidgetItem, QMenu, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

if TYPE_CHECKING:                   # the games load after the first paint (see the module docstring)
    from ...core.registry import GameEntry
    from ...files.envelope import SavedMatch
    from ..online.inbox import InboxRow


from ...files import app_data
from ...resource_files import resource_folder
from ...views.forms import BROWN, CREAM, DARK_GRASS, apply_style, seat_label, set_role

#: The goats on the title page: (card id, fan) — three to the left, three to the right.
LEFT_FAN = ("G04.3", "G00.5", "G08.4")
RIGHT_FAN = ("G09.2", "G16.5", "G06.4")
CARD_ASPECT = 7 / 5

_PAGE_STYLE = f"""
QFrame#panel, QFrame#inboxPanel {{ background: {CREAM}; border: 3px solid #c9a86a; border-radius: 26px; }}
QLabel#inboxTitle {{ font-family: "DejaVu Serif"; font-size: 16pt; font-weight: bold; color: {DARK_GRASS}; }}
QListWidget#inboxList {{ font-size: 10pt; background: transparent; border: none; }}
QPushButton#inboxCheck {{ font-size: 15pt; min-height: 26px; min-width: 26px; padding: 0px 8px;
                          border-radius: 12px; }}
QListWidget#inboxList::item {{ padding: 6px 0px; border-bottom: 1px solid #e0cfa8; color: #3d2f1f; }}
QListWidget#inboxList::item:selected {{ background: #efe2c0; }}
QListWidget#inboxList QScrollBar:vertical {{ width: 10px; background: transparent; margin: 0; }}
QListWidget#inboxList QScrollBar::handle:vertical {{ background: #c9a86a; border-radius: 5px; min-height: 24px; }}
QListWidget#inboxList QScrollBar::add-line:vertical, QListWidget#inboxList QScrollBar::sub-line:vertical {{
    height: 0; }}
QListWidget#inboxList QScrollBar::add-page:vertical, QListWidget#inboxList QScrollBar::sub-page:vertical {{
    background: transparent; }}
QLabel#titleLabel {{ font-family: "DejaVu Serif"; font-size: 34pt; font-weight: bold; color: {DARK_GRASS}; }}
QLabel#continueDetail {{ font-size: 10pt; color: #5a4630; }}
QLabel#offerLabel {{ font-size: 10pt; color: #5a4630; }}
QLabel#gamePitch {{ font-size: 11pt; color: {BROWN}; font-style: italic; }}
QPushButton#gameCard {{ font-size: 10pt; min-height: 40px; padding: 3px 12px; text-align: left;
                        border-radius: 12px; }}
QPushButton#gameCard:checked {{ border: 3px solid {DARK_GRASS}; }}
QPushButton {{ font-size: 13pt; min-height: 34px; padding: 6px 22px; border-radius: 14px; }}
QPushButton#rulesButton, QPushButton#statisticsButton, QPushButton#settingsButton,
QPushButton#quitButton, QPushButton#hostButton, QPushButton#joinButton {{
    font-size: 11pt; min-height: 26px; padding: 4px 14px; border-radius: 12px; }}
"""


class Panel(QFrame):
    """A cream panel of the page, ``width`` px wide or as wide as its words need; narrower (down to
    ``least``) only where it gives way: the inbox beside the buttons on a small screen."""

    def __init__(self, parent: QWidget, width: int, least: Optional[int] = None) -> None:
        super().__init__(parent)
        self._width, self._least = width, least

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(self._width, hint.width()), hint.height())

    def minimumSizeHint(self) -> QSize:
        least = self.sizeHint().width() if self._least is None else self._least
        return QSize(least, super().minimumSizeHint().height())


class StartScreen(QWidget):
    """Title, goats and the way into a game."""

    continueGame = Signal()
    newGame = Signal()
    loadGame = Signal()
    hostTable = Signal()
    joinTable = Signal()
    showRules = Signal()
    showSettings = Signal()
    showStatistics = Signal()
    #: Learn to play: the chosen game's guided first game; or never offer it again.
    learn = Signal()
    skipTutorial = Signal()
    quit = Signal()
    #: A game card was chosen: its registry name.
    gameChosen = Signal(str)
    #: The page has been painted once (heavier start-up work may follow).
    firstPainted = Signal()
    #: The inbox: take the seat back at this table (its seat's token); ask the servers now; turn
    #: one table's nudges off (True) or on.
    openTable = Signal(str)
    checkInbox = Signal()
    quietTable = Signal(str, bool)

    panel: QFrame
    logoLabel: QLabel
    titleLabel: QLabel
    gamePitch: QLabel
    continueButton: QPushButton
    continueDetail: QLabel
    newGameButton: QPushButton
    loadButton: QPushButton
    hostButton: QPushButton
    joinButton: QPushButton
    rulesButton: QPushButton
    learnButton: QPushButton
    offerLabel: QLabel
    statisticsButton: QPushButton
    settingsButton: QPushButton
    quitButton: QPushButton
    inboxPanel: QFrame
    inboxList: QListWidget
    inboxCheck: QPushButton

    def __init__(self, parent: Optional[QWidget] = None, games: Sequence["GameEntry"] = ()) -> None:
        super().__init__(parent)
        self._games: list["GameEntry"] = []
        #: The game chosen (its registry name); the first one until a card is clicked.
        self.game = ""
        self.gameCards: dict[str, QPushButton] = {}
        self._build()
        self.setObjectName("StartScreen")
        apply_style(self, _PAGE_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._title = self.tr("Goat Master")
        self.logoLabel.setFixedSize(96, 96)     # the logo is drawn after the first paint
        set_role(self.continueButton, "primary")
        for button, signal in ((self.continueButton, self.continueGame), (self.newGameButton, self.newGame),
                               (self.loadButton, self.loadGame), (self.hostButton, self.hostTable),
                               (self.joinButton, self.joinTable), (self.rulesButton, self.showRules),
                               (self.learnButton, self.learn),
                               (self.settingsButton, self.showSettings),
                               (self.statisticsButton, self.showStatistics), (self.quitButton, self.quit)):
            button.clicked.connect(signal)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        self._grass: Optional[QPixmap] = None
        self._dressed = False           # the goats come in right after the first paint
        self._offered = False           # the chosen game's lesson is offered first
        self.set_unfinished(None)
        self.offer_tutorial(False)
        self.set_games(games)

    def _build(self) -> None:
        """The page's widgets, made in code: loading a Designer form costs the first paint
        ~25 ms, and this is the first window a player sees."""
        self.setWindowTitle(self.tr("Goat Master"))
        self.resize(1100, 720)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(24, 24, 24, 24)
        outer.addStretch(1)
        # The buttons' panel and the inbox side by side, the inbox as tall as the buttons.
        panels = self._panels = QWidget(self)
        panels.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        side = QHBoxLayout(panels)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(18)
        self.panel = Panel(panels, 470)
        self.panel.setObjectName("panel")
        self.panel.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        side.addWidget(self.panel)
        side.addWidget(self._inbox_panel(panels))
        outer.addWidget(panels)
        outer.addStretch(1)
        column = QVBoxLayout(self.panel)
        column.setSpacing(10)
        column.setContentsMargins(40, 20, 40, 22)

        def label(name: str, text: str = "", wrap: bool = False) -> QLabel:
            widget = QLabel(text, self.panel)
            widget.setObjectName(name)
            widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
            widget.setWordWrap(wrap)
            column.addWidget(widget)
            return widget

        def button(name: str, text: str, tip: str = "", grid: Optional[QGridLayout] = None,
                   at: tuple[int, int] = (0, 0)) -> QPushButton:
            widget = QPushButton(text, self.panel)
            widget.setObjectName(name)
            if tip:
                widget.setToolTip(tip)
            if grid is None:
                column.addWidget(widget)
            else:
                grid.addWidget(widget, *at)
            return widget

        self.logoLabel = label("logoLabel")
        column.setAlignment(self.logoLabel, Qt.AlignmentFlag.AlignHCenter)   # it has a fixed size
        self.titleLabel = label("titleLabel", self.tr("Goat Master"))
        self.gamePitch = label("gamePitch", wrap=True)
        self.gamePitch.setMinimumHeight(2 * self.gamePitch.fontMetrics().lineSpacing() + 4)
        column.addSpacing(8)
        games = QWidget(self.panel)
        games.setFixedHeight(50)        # the cards' place, kept until they come (no jump)
        self.gameRow = QHBoxLayout(games)
        self.gameRow.setContentsMargins(0, 0, 0, 0)
        self.gameRow.setSpacing(10)
        column.addWidget(games)
        self.continueButton = button("continueButton", self.tr("&Continue"),
                                     self.tr("Go back to the game you left"))
        self.continueDetail = label("continueDetail", wrap=True)
        # New game and the lesson side by side: the page must fit a small screen.
        first_row = QHBoxLayout()
        first_row.setSpacing(10)
        column.addLayout(first_row)
        self.newGameButton = QPushButton(self.tr("&New game"), self.panel)
        self.newGameButton.setObjectName("newGameButton")
        self.newGameButton.setToolTip(self.tr("Choose the players and deal the cards"))
        self.learnButton = QPushButton(self.tr("L&earn to play"), self.panel)
        self.learnButton.setObjectName("learnButton")
        self.learnButton.setToolTip(self.tr("A guided first game against the computer: every rule as it comes up"))
        for widget in (self.newGameButton, self.learnButton):
            first_row.addWidget(widget, 1)
        self.offerLabel = label("offerLabel", wrap=True)
        self.offerLabel.setTextFormat(Qt.TextFormat.RichText)
        self.offerLabel.linkActivated.connect(lambda link: self.skipTutorial.emit())
        self.loadButton = button("loadButton", self.tr("&Load a game…"),
                                 self.tr("Open a saved game or replay a finished one"))
        small = QGridLayout()
        small.setHorizontalSpacing(10)
        small.setVerticalSpacing(10)
        column.addLayout(small)
        # Friends on other machines first, then the rest: two rows, so the page fits a small screen.
        self.hostButton = button("hostButton", self.tr("&Host a table…"),
                                 self.tr("Play with friends on other machines: open a table on this one"),
                                 small, (0, 0))
        self.joinButton = button("joinButton", self.tr("&Join a table…"),
                                 self.tr("Sit at a table a friend opened, on this network or elsewhere"),
                                 small, (0, 1))
        self.rulesButton = button("rulesButton", self.tr("&Rules"), self.tr("How to play Goat Master"),
                                  small, (0, 2))
        self.statisticsButton = button("statisticsButton", self.tr("S&tatistics"),
                                       self.tr("Your games played and won"), small, (1, 0))
        self.settingsButton = button("settingsButton", self.tr("&Settings"),
                                     self.tr("Animations, language and more"), small, (1, 1))
        self.quitButton = button("quitButton", self.tr("&Quit"), grid=small, at=(1, 2))

    def _inbox_panel(self, parent: QWidget) -> QFrame:
        """The player's tables on other machines, beside the buttons (hidden while there are none)."""
        self.inboxPanel = Panel(parent, 430, least=250)     # a line of the inbox whole, on a screen with room
        self.inboxPanel.setObjectName("inboxPanel")
        self.inboxPanel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.inboxPanel.setMaximumWidth(460)
        column = QVBoxLayout(self.inboxPanel)
        column.setContentsMargins(18, 18, 18, 18)
        # The title and Check now on one row above the list: Tab reads the page top to bottom.
        top = QHBoxLayout()
        title = QLabel(self.tr("Your tables"), self.inboxPanel)
        title.setObjectName("inboxTitle")
        top.addWidget(title, 1)
        # A refresh arrow, named in words: the title keeps its room beside it on a small screen.
        self.inboxCheck = QPushButton("\u21bb", self.inboxPanel)
        self.inboxCheck.setObjectName("inboxCheck")
        self.inboxCheck.setAccessibleName(self.tr("Check now"))
        self.inboxCheck.setToolTip(self.tr("Ask the tables' servers how your tables stand (they are asked "
                                           "every minute)"))
        self.inboxCheck.setCursor(Qt.CursorShape.PointingHandCursor)
        self.inboxCheck.clicked.connect(self.checkInbox)
        top.addWidget(self.inboxCheck)
        column.addLayout(top)
        self.inboxList = QListWidget(self.inboxPanel)
        self.inboxList.setObjectName("inboxList")
        self.inboxList.setAccessibleName(self.tr("Your tables"))
        self.inboxList.setAccessibleDescription(self.tr("Your move first; Enter takes your seat back"))
        self.inboxList.setWordWrap(True)
        self.inboxList.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.inboxList.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.inboxList.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.inboxList.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.inboxList.customContextMenuRequested.connect(self._inbox_menu)
        self.inboxList.itemActivated.connect(lambda item: self.openTable.emit(item.data(Qt.ItemDataRole.UserRole)))
        title.setBuddy(self.inboxList)
        column.addWidget(self.inboxList, 1)
        self.inboxPanel.hide()
        return self.inboxPanel

    def set_inbox(self, rows: Sequence["InboxRow"]) -> None:
        """Show the player's tables ("your move" first, as ``rows`` come); the window's title says
        when it is the player's move somewhere."""
        chosen = self.inboxList.currentItem()
        token = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.inboxList.clear()
        for row in rows:
            lines = [row.headline(), row.standing()] + ([row.last()] if row.last() else [])
            if row.quiet:
                lines[1] += " · " + self.tr("nudges off")
            item = QListWidgetItem("\n".join(lines))
            item.setData(Qt.ItemDataRole.UserRole, row.token)
            item.setData(Qt.ItemDataRole.UserRole + 1, row.quiet)
            item.setToolTip(row.table["url"])
            if row.your_move:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.inboxList.addItem(item)
            if row.token == token:
                self.inboxList.setCurrentItem(item)
        self.inboxPanel.setVisible(bool(rows))
        moves = sum(row.your_move for row in rows)
        self.setWindowTitle(self.tr("%1 (your move)").replace("%1", self._title) if moves else self._title)
        self.update()

    def _inbox_menu(self, at: QPoint) -> None:
        item = self.inboxList.itemAt(at) or self.inboxList.currentItem()
        if item is None:
            return
        token, quiet = item.data(Qt.ItemDataRole.UserRole), bool(item.data(Qt.ItemDataRole.UserRole + 1))
        menu = QMenu(self)
        menu.addAction(self.tr("Take my seat back"), lambda: self.openTable.emit(token))
        nudge = menu.addAction(self.tr("Nudge me when it is my move here"))
        nudge.setCheckable(True)
        nudge.setChecked(not quiet)
        nudge.toggled.connect(lambda on: self.quietTable.emit(token, not on))
        menu.exec(self.inboxList.viewport().mapToGlobal(at))
        menu.deleteLater()

    def set_games(self, games: Sequence["GameEntry"]) -> None:
        """One checkable card per game: its picture (after the first paint), title and seats."""
        if self._games or not games:
            return
        self._games = list(games)
        self.game = self._games[0].name
        group = QButtonGroup(self)
        for game in self._games:
            info = game.info
            card = QPushButton(self.panel)
            card.setObjectName("gameCard")
            card.setCheckable(True)
            card.setIconSize(QSize(40, 40))
            seats = (self.tr("%1 to %2 players").replace("%1", str(info.min_seats))
                     .replace("%2", str(info.max_seats)) if info.min_seats != info.max_seats
                     else self.tr("%n player(s)", "", info.min_seats))
            card.setText(QCoreApplication.translate("Games", info.title) + "\n" + seats)
            card.setToolTip(QCoreApplication.translate("Games", info.pitch))
            card.setAccessibleName(QCoreApplication.translate("Games", info.title))
            card.setChecked(game.name == self.game)
            card.clicked.connect(lambda _=False, name=game.name: self.choose_game(name))
            group.addButton(card)
            self.gameRow.addWidget(card)
            self.gameCards[game.name] = card
            if game.picture and self._dressed:
                card.setIcon(QIcon(svg_pixmap(game.picture, QSize(40, 40), self.devicePixelRatioF())))
        self._show_game()

    def choose_game(self, name: str) -> None:
        """Make ``name`` the game New game, Rules and Statistics are about (a name not listed: no change)."""
        if name not in self.gameCards:
            return
        self.game = name
        self.gameCards[name].setChecked(True)
        self._show_game()
        self.gameChosen.emit(name)

    def _show_game(self) -> None:
        """The chosen game's picture, title and pitch head the page (the app's own before the games load)."""
        chosen = [game for game in self._games if game.name == self.game]
        self.gamePitch.setVisible(bool(chosen))
        self.learnButton.setEnabled(bool(chosen) and chosen[0].tutorial is not None)
        if not chosen:
            return
        info = chosen[0].info
        self.titleLabel.setText(QCoreApplication.translate("Games", info.title))
        self.gamePitch.setText(QCoreApplication.translate("Games", info.pitch))
        if self._dressed:
            self.logoLabel.setPixmap(self._logo())

    def _logo(self) -> QPixmap:
        """The chosen game's picture, else the app's icon (a crowned goat)."""
        picture = next((game.picture for game in self._games if game.name == self.game and game.picture),
                       "icons/goatmaster.svg")
        return svg_pixmap(picture, QSize(96, 96), self.devicePixelRatioF())

    def set_unfinished(self, saved) -> None:
        """Offer ``saved`` (an unfinished SavedGame) under "Continue", named with its game, or nothing."""
        if saved is None or saved.finished:
            self.continueButton.setText(self.tr("&Continue"))
            self.continueButton.setEnabled(False)
            self.continueDetail.hide()
            self._first_button()
            return
        title = game_title(saved)
        self.continueButton.setText(self.tr("&Continue %1").replace("%1", title) if title else self.tr("&Continue"))
        self.continueDetail.setText(players_and_turn(saved))
        self.continueDetail.show()
        self.continueButton.setEnabled(True)
        self._first_button()

    def offer_tutorial(self, offered: bool) -> None:
        """Offer the chosen game's lesson first (a player who has never played it), or not."""
        self._offered = offered
        title = next((QCoreApplication.translate("Games", game.info.title) for game in self._games
                      if game.name == self.game), "")
        skip = f'<a href="skip" style="color: {DARK_GRASS}">' + self.tr("Don’t offer it again") + "</a>"
        self.offerLabel.setText(self.tr("New to %1? Learn to play is a guided first game. %2").replace(
            "%1", title).replace("%2", skip))
        self.offerLabel.setVisible(offered)
        self._first_button()

    def _first_button(self) -> None:
        """The button Enter presses stands out: Continue, else the lesson offered, else New game."""
        first = (self.continueButton if self.continueButton.isEnabled()
                 else self.learnButton if self._offered else self.newGameButton)
        for button in (self.continueButton, self.learnButton, self.newGameButton):
            set_role(button, "primary" if button is first else "")
        first.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if focused is self.inboxList:
                return                  # the list took the seat back (its itemActivated), and passes the key on
            if isinstance(focused, QPushButton) and focused.isEnabled():
                focused.click()
            elif self.continueButton.isEnabled():
                self.continueButton.click()
            elif self._offered:
                self.learnButton.click()
            else:
                self.newGameButton.click()
            return
        super().keyPressEvent(event)

    # ---------------------------------------------------------------- painting

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if not self._dressed:
            # First paint: plain colours only, so the window is there at once; the
            # SVG art (grass, card fans) is rendered just after (PLATFORM.md, start-up).
            painter.fillRect(self.rect(), QColor(DARK_GRASS))
            painter.end()
            self._dressed = True
            QTimer.singleShot(0, self._after_first_paint)
            return
        painter.fillRect(self.rect(), QBrush(self._grass_tile()))
        shade = QLinearGradient(0, 0, 0, self.height())
        shade.setColorAt(0.0, QColor(255, 250, 220, 40))
        shade.setColorAt(1.0, QColor(40, 60, 20, 90))
        painter.fillRect(self.rect(), shade)
        panel = QRectF(self._panels.geometry())    # the buttons, and the inbox if shown
        right = panel.right()
        self._paint_fan(painter, LEFT_FAN, QRectF(0, 0, panel.left(), self.height()), mirrored=True)
        self._paint_fan(painter, RIGHT_FAN, QRectF(right, 0, self.width() - right, self.height()), mirrored=False)
        painter.end()

    def _after_first_paint(self) -> None:
        # The soft shadow renders the panel off-screen and blurs it: too slow for the first frame.
        shadow = QGraphicsDropShadowEffect(self.panel)
        shadow.setBlurRadius(36)
        shadow.setOffset(0, 6)
        shadow.setColor(QColor(30, 45, 20, 150))
        self.panel.setGraphicsEffect(shadow)
        dpr = self.devicePixelRatioF()
        self.logoLabel.setPixmap(self._logo())
        for game in self._games:
            if game.picture:
                self.gameCards[game.name].setIcon(QIcon(svg_pixmap(game.picture, QSize(40, 40), dpr)))
        self.update()
        self.firstPainted.emit()

    def _grass_tile(self) -> QPixmap:
        dpr = self.devicePixelRatioF()
        if self._grass is None or self._grass.devicePixelRatio() != dpr:
            self._grass = svg_pixmap("art/pasture.svg", QSize(256, 256), dpr)
        return self._grass

    def _paint_fan(self, painter: QPainter, cards: tuple[str, ...], area: QRectF, mirrored: bool) -> None:
        """Three cards fanned around a point low in ``area``; nothing when the area is too narrow."""
        width = min((area.width() - 16) / 2.4, area.height() * 0.25, 180.0)   # the fan spans ~2.3 cards
        if width < 56:
            return
        height = width * CARD_ASPECT
        pivot = QPointF(area.center().x(), area.center().y() + height * 0.55)
        angles = (-20.0, 0.0, 20.0) if not mirrored else (20.0, 0.0, -20.0)
        shifts = (-0.16, 0.0, 0.16) if not mirrored else (0.16, 0.0, -0.16)
        order = (0, 2, 1)                                   # the middle card on top
        dpr = self.devicePixelRatioF()
        for k in order:
            pixmap = self._card(cards[k], QSize(round(width), round(height)), dpr)
            painter.save()
            painter.translate(pivot)
            painter.translate(shifts[k] * width, 0)
            painter.rotate(angles[k])
            card = QRectF(-width / 2, -height * 1.05, width, height)
            shadow = QPainterPath()
            shadow.addRoundedRect(card.translated(4, 6), width * 0.06, width * 0.06)
            painter.fillPath(shadow, QColor(20, 35, 10, 70))
            painter.drawPixmap(card.topLeft(), pixmap)
            painter.restore()

    def _card(self, name: str, size: QSize, dpr: float) -> QPixmap:
        """A fan's card lettered as on the table (its name on the plate): drawn by the table of the
        game whose rules pictures hold it (``rules_picture``); else, as before the games load,
        its plain SVG, whose name plate is blank."""
        from ..play.game_window import table_class       # the games' tables load after the first paint
        for game in self._games:
            drawn = table_class(game).rules_picture(name, size, dpr)
            if drawn is not None:
                return drawn
        return svg_pixmap(f"art/cards/{name}.svg", size, dpr)


def game_title(saved: "SavedMatch") -> str:
    """The title of a saved game's game in the player's language ("" if no game reads its format)."""
    from ...core.registry import entry_for_format   # a saved game is read after the first paint
    game = entry_for_format(saved.FORMAT)
    return QCoreApplication.translate("Games", game.info.title) if game else ""


def players_and_turn(saved: "SavedMatch") -> str:
    """Who plays a saved game and, while it is unfinished, its turn, in the player's words:
    "Ada vs Bert (hard) — turn 12" (default names in the player's language too)."""
    from ...files.envelope import codec_for
    players = QCoreApplication.translate("StartScreen", " vs ").join(seat_label(seat) for seat in saved.players)
    if saved.finished:
        return players
    lesson = lesson_label(saved)
    if lesson:
        return lesson
    turn = codec_for(saved).turn_count(saved) + 1   # the turn in progress, in the game's own terms
    return QCoreApplication.translate("StartScreen", "%1 — turn %2").replace("%1", players).replace("%2", str(turn))


def saved_game_label(saved: "SavedMatch") -> str:
    """A saved game named in the player's words, not by its file's: "Goal Rows: Ada vs Bert — turn 12"."""
    title, who = game_title(saved), players_and_turn(saved)
    return QCoreApplication.translate("StartScreen", "%1: %2").replace("%1", title).replace("%2", who) if title else who


def svg_pixmap(resource: str, size: QSize, dpr: float) -> QPixmap:
    """An SVG of the app's resources (``icons/goatmaster.svg``) drawn at ``size``; empty if unreadable."""
    folder, _, name = resource.rpartition("/")
    path = resource_folder(folder) / name
    try:
        from PySide6.QtSvg import QSvgRenderer      # after the first paint
        renderer = QSvgRenderer(QByteArray(path.read_bytes()))
    except OSError:
        return QPixmap()
    image = QImage(round(size.width() * dpr), round(size.height() * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def lesson_label(saved) -> str:
    """A saved lesson named as the lesson where it stands, "Lesson — step 4 of 25" ("" for another game)."""
    from ...core.registry import entry_for_format
    game = entry_for_format(saved.FORMAT)
    data = saved.app.get(app_data.TUTORIAL)
    if game is None or game.tutorial is None or not isinstance(data, dict):
        return ""
    count = len(game.tutorial.steps)
    read = data.get("step")
    read = read if isinstance(read, int) and not isinstance(read, bool) and read >= 0 else 0
    return QCoreApplication.translate("StartScreen", "Lesson — step %1 of %2").replace(
        "%1", str(min(read + 1, count))).replace("%2", str(count))
