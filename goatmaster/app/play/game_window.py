"""The game window of every game: menus, prompt line, log and scores, save, replays, hand-overs.

Written once: the form from ``ui/main_window.ui``, the shared
:class:`~goatmaster.app.play.session.Session` (AI turns, undo, autosave), the
hot-seat hand-over screen, the replay bar of a finished game and saving.  What
a game draws and how its players act is the game's own table
(``goatmaster.views.table_part.TablePart``, the class its registry entry
names), driven through a :class:`~.table_model.TableModel` (the app's match model, or a table held
by a server).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal, Optional

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (QAction, QCloseEvent, QIcon, QKeyEvent, QKeySequence, QPixmap, QStandardItem,
                           QStandardItemModel)
from PySide6.QtWidgets import (QAbstractButton, QDockWidget, QFrame, QHBoxLayout, QHeaderView, QLabel, QListView,
                               QMainWindow, QMenu, QMessageBox, QPushButton, QTableView, QToolButton, QToolTip,
                               QWidget)

from ...core.game import CHANCE
from ...files import envelope
from ...files.atomic import Fingerprint, fingerprint, write_beside
from ...files.strict_json import SaveError
from ...views.announcer import Announcer
from ...views.file_dialogs import save_file_name
from ...files import app_data
from ...views.forms import load_form_into
from ...views.hand_over import HandOverScreen
from ...views.replay_bar import ReplayBar
from ...views.status_line import StatusLine
from ...views.summary_banner import SummaryBanner
from ...views.table_part import LogLine, TablePart
from ...views.table_reading import BOARD, HAND, Readable, parts
from ...views.table_view import TableView
from ...views.window_size import dock_width, screen_scale
from ...views.words import fill, names_list
from .end_screen import Ending
from ...core.game import QT_TRANSLATE_NOOP
from ...core.registry import GameEntry
from .table_model import Replayable, Rewindable, Storied, TableModel
from .match_model import MatchModel
from .session import Session
from .tutorial import TutorialPlayer
from .review import GameReview
from ..player_data.user_files import (game_file_filter, game_file_name, problem, remember_folder, save_folder,
                                       saved_games_folder)


#: The keys that read the game aloud to a screen reader (Help ▸ Read aloud, and the rules pages): each
#: a shortcut and what it reads.
READ_ALOUD = (("Alt+1", QT_TRANSLATE_NOOP("GameWindow", "The scores")),
              ("Alt+2", QT_TRANSLATE_NOOP("GameWindow", "My hand")),
              ("Alt+3", QT_TRANSLATE_NOOP("GameWindow", "The table, row by row")),
              ("Alt+4", QT_TRANSLATE_NOOP("GameWindow", "What happened since my last turn")),
              ("Alt+5", QT_TRANSLATE_NOOP("GameWindow", "Whose turn it is, and what is asked now")))


class GameWindow(QMainWindow):
    """One game of any game on screen, around the game's own table."""

    #: The window is about to close (the app keeps its geometry).
    closing = Signal()
    # What reaches beyond one game is the app's (goatmaster.app.shell.application): a new game,
    # another game, a file to open (the app keeps the unfinished game), the dialogs, a lesson.
    newGameAsked = Signal()
    chooseGameAsked = Signal()
    openGameAsked = Signal()
    rulesAsked = Signal()
    settingsAsked = Signal()
    statisticsAsked = Signal()
    learnAsked = Signal()

    tableView: TableView
    promptBar: QFrame
    promptLabel: QLabel
    playNowButton: QPushButton
    logDock: QDockWidget
    logView: QListView
    scoreView: QTableView
    menuHelp: QMenu
    table: TablePart

    def __init__(self, model: TableModel, worker=None, autosave_path: Optional[str] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        load_form_into(self, "main_window.ui", custom=[TableView])
        self.setStatusBar(StatusLine(self))         # a long message elided, whole in its tooltip
        self.model = model
        self.path: Optional[str] = None
        #: What a screen reader hears: each log line, the hand-over, "your turn", the end.
        self.announcer = Announcer(self)
        #: The turn "your turn" was last said for, and whether the end was said (``_announce_state``).
        self._turn_told: Optional[tuple[int, int]] = None
        self._end_told = False
        #: The guided first game being played, if this window's game is one (``tutorial``).
        self.tutorial: Optional[TutorialPlayer] = None
        self._viewer: Optional[int] = None
        #: The status line's text about the table as it was (a card, a hint, a refusal), or None.
        self._told: Optional[str] = None
        #: The action a hint named, taken by Enter on the table until anything else happens.
        self._hinted: Optional[int] = None
        self._build_table()
        self._steady_prompt()
        self.hand_over = HandOverScreen(self.tableView)
        self.replay_of: Any = None
        self.replay_bar = ReplayBar(self)
        self._prompt_layout().insertWidget(1, self.replay_bar)
        self.replay_bar.hide()
        self.replay_bar.turnChosen.connect(self._show_turns)
        self.replay_bar.closed.connect(self.stop_replay)
        self.replay_bar.reviewAsked.connect(lambda: self.review_game())
        #: The finished game's review, made on first use (``review_game``).
        self.review: Optional[GameReview] = None
        #: Where the finished game shown is kept (its own file, the finished games' copy), each with
        #: what it held when read or written (:attr:`kept_paths`).
        self._kept_as: dict[str, Optional[Fingerprint]] = {}
        self.hand_over.ready.connect(self._hand_over_done)
        self.summary = SummaryBanner(self.tableView)
        self._log_since: dict[int, int] = {}      # seat → log rows when its last turn ended
        self.logView.setIconSize(SWATCH)
        self.log = TableLog(self.model, self.table, self)
        self.log.told.connect(self._announce_lines)
        self.logView.setModel(self.log)
        self.logView.setLayoutMode(QListView.LayoutMode.Batched)
        # The log follows the game: its newest line stays in sight until the player scrolls up.
        # The view lays rows out late, so it follows the scroll bar's range (new rows, a
        # resize, a first show), never the model's signals.
        self._log_follows = True
        log_bar = self.logView.verticalScrollBar()
        log_bar.rangeChanged.connect(self._follow_log)
        log_bar.valueChanged.connect(lambda value: setattr(self, "_log_follows", value >= log_bar.maximum()))
        self.log.modelReset.connect(self._log_from_the_newest)
        # The story's lines go above: each person's summary still starts at the same line.
        self.log.prepended.connect(lambda rows: self._log_since.update(
            {seat: row + rows for seat, row in self._log_since.items()}))
        self.scores = TableStanding(self.model, self.table, self)
        self.scoreView.setModel(self.scores)
        self.scoreView.setToolTip(self.table.end_legend())        # what each figure counts
        # The figures grow as the game goes (Goal Rows' tokens won): the dock widens with them.
        self.model.changed.connect(self._fit_scores)
        header = self.scoreView.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)     # names give way, figures never
        self.scoreView.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scoreView.verticalHeader().hide()
        self.session = Session(model, worker or self._make_worker(), autosave_path, parent=self)
        self._actions()
        self._action("actionRules").setEnabled(bool(model.entry.rules))      # a game may have no pages
        self._action("actionLearn").setEnabled(model.entry.tutorial is not None)
        self._keyboard()
        self.model.refused.connect(lambda error: self.tell(self.table.refusal(error), 6000))
        self.model.changed.connect(self._moved_on)
        self.model.changed.connect(self._refresh)
        self.model.reset.connect(self._after_reset)
        self.session.viewerChanged.connect(self._viewer_changed)
        self.session.handOverNeeded.connect(self._on_hand_over)
        self.session.turnAnnounced.connect(self._on_turn_announced)
        self.session.questionAsked.connect(self.table.ask)
        self.session.thinking.connect(lambda seat: self._refresh())
        self.session.aiFailed.connect(lambda why: self.statusBar().showMessage(why, 8000))
        self.session.saveFailed.connect(
            lambda why: self.statusBar().showMessage(self.tr("Autosave failed: %1").replace("%1", why), 8000))
        self.session.hintReady.connect(self._on_hint)
        self._after_reset()
        self._refresh(viewer=self.session.viewer)     # the session chose before we listened

    def showEvent(self, event) -> None:
        """On a small screen the table needs the room: the log starts hidden (View menu)."""
        super().showEvent(event)
        if not getattr(self, "_shown_once", False):
            self._shown_once = True
            self.resizeDocks([self.logDock], [dock_width(self.width(), screen_scale(self.screen()))],
                             Qt.Orientation.Horizontal)
            if self.width() < 1200:
                self._action("actionShowLog").setChecked(False)

    def _keyboard(self) -> None:
        """The table keeps the keyboard: a hot-seat game is played with keys alone.

        The dock's lists and the prompt bar's buttons take no focus (a click on them leaves
        it on the table; their actions have shortcuts), so keys always reach the table, and
        Enter right after a hint takes the hinted move."""
        for view in (self.logView, self.scoreView):
            view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for button in self.promptBar.findChildren(QAbstractButton):
            if not self.replay_bar.isAncestorOf(button):
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tableView.installEventFilter(self)
        self.tableView.viewport().installEventFilter(self)
        self.tableView.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tableView and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            hinted, self._hinted = self._hinted, None
            key = event.key()
            if hinted is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._table_interactive():
                self.session.human_decided(hinted)
                return True
        elif watched is self.tableView.viewport() and event.type() == QEvent.Type.MouseButtonPress:
            self._hinted = None
        return super().eventFilter(watched, event)

    def tell(self, text: str, ms: int) -> None:
        """Say something about the table as it is now in the status line (a hovered card, a hint,
        a refusal): it goes as soon as the game moves on, the viewer changes or the screen is
        handed over, so it can neither mislead nor reach the next person."""
        self._told = text
        self.statusBar().showMessage(text, ms)

    def _forget_told(self) -> None:
        if self._told is not None and self.statusBar().currentMessage() == self._told:
            self.statusBar().clearMessage()
        self._told = None
        self._hinted = None

    def _moved_on(self) -> None:
        self._forget_told()

    def _viewer_changed(self, seat: Optional[int]) -> None:
        self._forget_told()
        self._refresh(viewer=seat)

    def changeEvent(self, event) -> None:
        """A larger text (a larger screen: ``views.window_size``) needs a wider score table."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_scores()
            self._steady_prompt()

    def _steady_prompt(self) -> None:
        """The prompt keeps the height of two lines, so the table below does not move (and rescale)
        each time a prompt of one line follows one of two."""
        self.promptLabel.setMinimumHeight(2 * self.promptLabel.fontMetrics().lineSpacing())

    def _make_worker(self):
        """The AI worker (its processes start on first use, after the window is up)."""
        from .ai_worker import AiWorker
        return AiWorker(parent=self)

    # ---------------------------------------------------------------- the table

    @property
    def scene(self):
        """The table's scene, the one the view shows."""
        return self.table.scene

    def _build_table(self) -> None:
        self.table = table_part(self.model, self)
        self.tableView.setScene(self.table.scene)
        layout = self._prompt_layout()
        for k, button in enumerate(self.table.buttons()):       # after the prompt, before Play now
            layout.insertWidget(1 + k, button)
        self.table.decided.connect(self._on_decided)
        self.table.hovered.connect(lambda text: self.tell(text, 6000))
        self.table.hovered.connect(lambda text: self.tableView.reading_changed())
        self.tableView.read_by(self._reading, self._pressed, self._locate)
        self.model.happened.connect(lambda event: self.summary.hide())
        self.model.changed.connect(self._follow_actor)
        self.model.reset.connect(self._forget_actor)
        if isinstance(self.model, Storied):
            # A page of the story puts older events before those the table read (not a move).
            self.model.pastTold.connect(lambda moves: self.table.story_told())
        self._interactive = False
        self._forget_actor()

    def _locate(self, thing: Readable) -> Optional[QRectF]:
        """Where a thing the screen reader reads lies on the table: its own place, or the move's."""
        if thing.action is not None:
            return self.table.locate("move:" + self.model.state.action_to_string(thing.action))
        return self.table.locate(thing.target) if thing.target else None

    def _forget_actor(self) -> None:
        self._actor, self._turn = self.model.state.current_player(), self._turn_count()

    def _turn_count(self) -> Optional[int]:
        count = self.model.entry.turns
        return None if count is None else count(self.model.state)

    def _follow_actor(self) -> None:
        """A seat's turn has ended (its summary starts after it) when the game's turn count moves
        on, or, for a game that counts no turns, when another seat acts.  The count is the truer
        sign: another seat may answer a question in the middle of a turn (Goat Master's consent)."""
        actor, turn = self.model.state.current_player(), self._turn_count()
        if turn is None and actor == self._actor or turn is not None and turn == self._turn:
            return
        if self._actor >= 0:
            self._turn_ended(self._actor)
        self._actor, self._turn = actor, turn

    def _on_decided(self, action: int) -> None:
        self.summary.hide()
        self.session.human_decided(action)

    def _reading(self) -> list[Readable]:
        """The table read aloud: the game's things, then the scores as the score table shows them."""
        headers, rows = self.table.standing()
        scores = tuple(Readable(", ".join([row[0]] + [f"{header} {figure}" for header, figure in
                                                      zip(headers[1:], row[1:])])) for row in rows)
        return self.table.reading() + [Readable(self.tr("Scores"), children=scores)]

    def _pressed(self, action: int) -> None:
        """A move pressed through the accessibility tree: played as a click on it would be."""
        if self._table_interactive():
            self._on_decided(action)

    def _set_table_mode(self, viewer: Optional[int], interactive: bool) -> None:
        self._interactive = interactive
        self.table.set_mode(viewer, interactive)

    def _table_interactive(self) -> bool:
        return self._interactive

    def _what_now(self) -> str:
        return self.table.what_now() if self._interactive else self._prompt()

    def _end_words(self) -> str:
        scores, winners = self.model.state.result()
        if not winners:
            return self.tr("The game is over — nobody wins.")
        names = names_list([self.model.seat_name(s) for s in sorted(winners)])
        best = int(max(scores[s] for s in winners))
        if len(winners) == 1:
            return fill(self.tr("The game is over — %1 wins with %n point(s).", "", best), names)
        return fill(self.tr("The game is over — %1 share the win with %n point(s) each.", "", best), names)

    def _turn_shown(self) -> int:
        done = self.model.turns_played()
        return done if self.replay_of is not None or self.model.state.is_terminal() else done + 1

    def _title(self, turn: int, deal: Optional[int]) -> str:
        game = QCoreApplication.translate("Games", self.model.entry.info.title)
        if deal is not None:                    # shown so a game can be shared
            return self.tr("%1 — deal %2 — turn %3").replace("%1", game).replace("%2", str(deal)).replace(
                "%3", str(turn))
        return self.tr("%1 — turn %2").replace("%1", game).replace("%2", str(turn))

    def ending(self) -> Ending:
        return ending_of(self.model, self.table)

    # ---------------------------------------------------------------- menus

    def _action(self, name: str) -> QAction:
        action = self.findChild(QAction, name)
        assert action is not None, name         # main_window.ui's
        return action

    def _prompt_layout(self) -> QHBoxLayout:
        layout = self.promptBar.layout()
        assert isinstance(layout, QHBoxLayout)  # main_window.ui's promptLayout
        return layout

    def _actions(self) -> None:
        for name, asked in (("actionNew", self.newGameAsked), ("actionChooseGame", self.chooseGameAsked),
                            ("actionOpen", self.openGameAsked),
                            ("actionRules", self.rulesAsked), ("actionLearn", self.learnAsked),
                            ("actionSettings", self.settingsAsked),
                            ("actionStatistics", self.statisticsAsked)):
            self._action(name).triggered.connect(asked.emit)
        self._action("actionWhatNow").triggered.connect(lambda: self.tell(self._what_now(), 12000))
        self._action("actionSave").triggered.connect(self.save_game)
        self._action("actionSaveAs").triggered.connect(lambda: self.save_game(ask=True))
        self._action("actionQuit").triggered.connect(self.close)
        self._action("actionUndo").triggered.connect(self.session.undo)
        self._action("actionRedo").triggered.connect(self.session.redo)
        self._action("actionHint").triggered.connect(self._hint)
        self._action("actionPlayNow").triggered.connect(self.session.play_now)
        self._action("actionReview").triggered.connect(lambda: self.review_game())
        self.playNowButton.clicked.connect(self.session.play_now)
        # Undo, redo, hint and the log's toggle on the table's bar too, not only in the menus;
        # no undo where the model cannot take decisions back (a table held by a server).
        undo = ("actionUndo", "actionRedo") if isinstance(self.model, Rewindable) else ()
        for name in ("actionUndo", "actionRedo"):
            self._action(name).setVisible(name in undo)
        bar = self._prompt_layout()
        for name in ("actionHint", *undo, "actionShowLog"):
            button = QToolButton(self.promptBar)
            button.setObjectName(name.replace("action", "").lower() + "Button")
            button.setDefaultAction(self._action(name))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            bar.addWidget(button)
        self._action("actionShowLog").toggled.connect(self.logDock.setVisible)
        self._read_aloud_keys()
        self._action("actionAnimationsOff").toggled.connect(self._animation_setting)
        self._action("actionAnimationsFast").toggled.connect(self._animation_setting)

    def _read_aloud_keys(self) -> None:
        """Help ▸ Read aloud: keys that say the game's summaries as announcements (``READ_ALOUD``)."""
        menu = self.menuHelp.addMenu(self.tr("Read aloud"))
        menu.setObjectName("menuReadAloud")
        readers = (self.scores_words, self.hand_words, self.board_words, self.since_words, self._prompt)
        for (key, words), reader in zip(READ_ALOUD, readers):
            action = QAction(QCoreApplication.translate("GameWindow", words), self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(lambda checked=False, reader=reader: self.announcer.say(reader()))
            menu.addAction(action)

    def scores_words(self) -> str:
        """The scores, seat by seat, as the score table shows them."""
        return "; ".join(thing.name for thing in self._reading()[-1].children)

    def hand_words(self) -> str:
        """The cards of the viewer's hand (none while nobody's secrets are shown: a hand-over)."""
        held = parts(self.table.reading(), HAND)
        if not held:
            return self.tr("No cards in your hand.")
        return "; ".join(thing.name for thing in held)

    def board_words(self) -> str:
        """What lies on the table, row by row."""
        rows = [thing for board in parts(self.table.reading(), BOARD) for thing in board.children]
        return "\n".join(row.name + (": " + ", ".join(cell.name for cell in row.children) if row.children else "")
                         for row in rows)

    def since_words(self) -> str:
        """The log's lines since the last turn of the person at the screen."""
        seat = self._viewer if self._viewer is not None else self.session.holder
        lines = self.log.lines(self._log_since[seat]) if seat in self._log_since else self.log.lines()
        return "\n".join(lines) if lines else self.tr("Nothing has happened since your last turn.")

    def set_animation_speed(self, speed: float) -> None:
        """The animation speed setting (0 = off); the View menu mirrors it."""
        for name, on in (("actionAnimationsOff", speed <= 0), ("actionAnimationsFast", speed >= 2)):
            action = self._action(name)
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)
        self.table.animation_speed = max(0.0, speed)

    def _animation_setting(self) -> None:
        off = self._action("actionAnimationsOff").isChecked()
        fast = self._action("actionAnimationsFast").isChecked()
        self.table.animation_speed = 0.0 if off else (2.5 if fast else 1.0)

    # ---------------------------------------------------------------- replays and files

    @property
    def replayable(self) -> Optional[Replayable]:
        """The model, if it can show another saved game (a game on this screen)."""
        return self.model if isinstance(self.model, Replayable) else None

    def start_replay(self, saved: Any) -> None:
        """Show a finished game turn by turn; nothing is played or saved meanwhile."""
        model = self.replayable
        if model is None:
            return
        self.replay_of = saved
        self.session.paused = True
        self._set_table_mode(None, False)
        model.load(saved)
        if self.review is not None:
            self.review.close()
        self.replay_bar.review.setVisible(self.can_review())
        self._replay_buttons(False)
        self.replay_bar.show()
        self.replay_bar.start(envelope.codec_of(self.model.entry).turn_count(saved))
        self._refresh()

    def _replay_buttons(self, playing: bool) -> None:
        """Hint, undo and redo leave the bar during a replay (nothing is played), for the replay's own;
        so do the prompt, which the replay's bar says, and the log's toggle, which the View menu keeps
        (room for the bar beside the review on a small screen)."""
        for name in ("hintButton", "undoButton", "redoButton", "showlogButton"):
            button = self.promptBar.findChild(QToolButton, name)
            if button is not None:
                button.setVisible(playing)
        self.promptLabel.setVisible(playing)

    def can_review(self) -> bool:
        """A finished game of this machine's can be reviewed by its AI worker (not a table held
        by a server, nor a stand-in worker)."""
        return self.replayable is not None and hasattr(self.session.worker, "review")

    def review_game(self, seat: Optional[int] = None) -> None:
        """Review the finished game shown (``seat``'s decisions; by default the first person's),
        starting its replay if it is not shown yet."""
        if not self.can_review():
            return
        if self.replay_of is None:
            if not self.model.state.is_terminal():
                return
            self.start_replay(self.model.saved)
        if self.review is None:
            self.review = GameReview(self)
        self.review.open(seat)

    @property
    def kept_paths(self) -> list[str]:
        """Where the finished game shown is kept: a review made here is written back to each, so
        opening it again shows the review."""
        return list(self._kept_as)

    @kept_paths.setter
    def kept_paths(self, paths: list[str]) -> None:
        # set as the game is read or written: what each file holds now is what may be written over
        self._kept_as = {path: fingerprint(path) for path in paths}

    def keep_review(self, saved: Any) -> None:
        """A review was added to ``saved``'s ``app`` data: write it to the files the game is kept in.

        Only over a file still as it was read (its size, time and hash): another game saved there
        during the review, or the file moved away, is left as it is, and the game with its review
        goes into a new file beside it, which later reviews of the game then use."""
        kept: dict[str, Optional[Fingerprint]] = {}
        for path, known in self._kept_as.items():
            try:
                if known is not None and fingerprint(path) == known:
                    envelope.save(path, saved)
                    where = path
                else:
                    where = str(write_beside(path, envelope.file_bytes(saved), "reviewed"))
                    self.statusBar().showMessage(self.tr(
                        "%1 changed during the review (another game saved there, or the file moved), so it "
                        "was left as it is: the game and its review were kept beside it as %2.").replace(
                        "%1", Path(path).name).replace("%2", Path(where).name), 15000)
                kept[where] = fingerprint(where)
            except (OSError, SaveError) as error:
                kept[path] = known
                self.statusBar().showMessage(self.tr("The review could not be kept in %1: %2").replace(
                    "%1", Path(path).name).replace("%2", problem(error)), 10000)
        self._kept_as = kept

    def refresh_view(self) -> None:
        """Show the table again as the window's state says (the side shown, the prompt)."""
        self._refresh()

    def _show_turns(self, turns: int) -> None:
        """The replay's bar chose a turn."""
        model = self.replayable
        if model is not None and self.replay_of is not None:
            model.show_turns(self.replay_of, turns)

    def go_on_with(self, saved: Any) -> None:
        """Show ``saved`` instead of the game shown (a game opened over it, a replay's game after it)."""
        model = self.replayable
        if model is not None:
            model.load(saved)

    def stop_replay(self) -> None:
        if self.replay_of is None:
            return
        if self.review is not None:
            self.review.close()
        saved, self.replay_of = self.replay_of, None
        self.replay_bar.hide()
        self._replay_buttons(True)
        self.go_on_with(saved)
        self.session.resume()
        self._refresh()
        self.tableView.setFocus()

    def save_game(self, ask: bool = False) -> bool:
        path = self.path
        if ask or not path:
            names = " vs ".join(self.model.seat_name(s) for s in range(self.model.players))
            suggested = save_folder() / game_file_name(names)
            path = save_file_name(self, self.tr("Save the game"), str(suggested), game_file_filter(),
                                  places=[saved_games_folder()])
            if not path:
                return False
            if not Path(path).suffix:               # Qt's own dialog adds no extension
                path += ".goat"
        try:
            envelope.save(path, self.replay_of or self.model.saved_with_pending())
        except (OSError, SaveError) as error:
            QMessageBox.warning(self, self.tr("Cannot save the game"),
                                self.tr("The game could not be written to %1:\n%2").replace(
                                    "%1", path).replace("%2", problem(error)))
            return False
        self.path = path
        if path in self._kept_as:                   # the player's own write: a review may go over it
            self._kept_as[path] = fingerprint(path)
        remember_folder(path)
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", path), 4000)
        return True

    # ---------------------------------------------------------------- following the game

    def _turn_ended(self, seat: int) -> None:
        """``seat`` has played: a hot-seat summary for it starts from the log's next line."""
        self._log_since[seat] = self.log.rowCount()

    def _fit_scores(self) -> None:
        """Make the dock wide enough for every figure and the players' names.

        The figures' headers are long in German ("Einfach", "Doppelt"): the dock
        widens rather than squeeze the names down to "…".  Only a name longer than
        about sixteen letters is shortened, so the table keeps its room.
        """
        view, header = self.scoreView, self.scoreView.horizontalHeader()
        figures = sum(max(header.sectionSizeHint(c), view.sizeHintForColumn(c))
                      for c in range(1, self.scores.columnCount()) if not view.isColumnHidden(c))
        metrics = view.fontMetrics()
        longest = metrics.averageCharWidth() * 16 + 2 * metrics.height()     # with the colour swatch
        name = max(header.sectionSizeHint(0), min(view.sizeHintForColumn(0), longest))
        view.setMinimumWidth(figures + name + 2 * view.frameWidth())

    def _lesson_holds(self) -> bool:
        """A lesson's step is being read and the AI waits for Next."""
        return self.tutorial is not None and self.tutorial.holds()

    def _follow_tutorial(self) -> None:
        """A guided first game gets its lesson; any other game (a replay too) has none."""
        model, tutorial = self.model, self.model.entry.tutorial
        scripted = isinstance(model, MatchModel) and model.script is not None and tutorial is not None
        if self.tutorial is not None and not scripted:
            self.tutorial.detach()
            self.tutorial = None
        elif self.tutorial is None and scripted and isinstance(model, MatchModel) and tutorial is not None:
            self.tutorial = TutorialPlayer(self, model, tutorial)
            self.tutorial.stepShown.connect(self._refresh)

    def _after_reset(self) -> None:
        self._end_told = self.model.state.is_terminal()     # a finished game loaded is not ended again
        self._follow_tutorial()
        self._forget_told()
        self._fit_scores()
        # An undo goes on with the same game: each person still reads what happened since their
        # turn (the take-back among it); a game loaded anew starts the summaries again.
        rows = self.log.rowCount()
        self._log_since = ({seat: row for seat, row in self._log_since.items() if row <= rows}
                           if self.session.rewinding else {})
        self.summary.hide()
        self.hand_over.hide()
        self._refresh()

    def _announce_lines(self, lines: list[str]) -> None:
        for line in lines:
            self.announcer.say(line)

    def _announce_state(self, interactive: bool) -> None:
        """Say "your turn" (at once) when a person at the screen is to play a new turn, and the end
        once; never during a replay (its story was told when it was played)."""
        state = self.model.state
        if self.replay_of is not None:
            return
        if state.is_terminal():
            if not self._end_told:
                self._end_told = True
                self.announcer.say(self._end_words())
            return
        actor = state.current_player()
        count = self._turn_count()
        turn = (actor, count if count is not None else len(self.model.saved.game.actions))
        if interactive and turn != self._turn_told:
            self._turn_told = turn
            self.announcer.say(self.tr("%1, your turn.").replace("%1", self.model.seat_name(actor)) + " "
                               + self._prompt(), assertive=True)
        elif self.session.waits_for_key and turn != self._turn_told:
            self._turn_told = turn
            self.announcer.say(self._prompt())

    def _on_hand_over(self, seat: int, reason: str) -> None:
        """Hot-seat: hide every secret first, then cover the table until the player is there."""
        self.table.finish_animations()
        self._forget_told()
        QToolTip.hideText()
        self.summary.hide()
        self._set_table_mode(None, False)
        question = self.table.question(seat) if reason == "question" else ""
        self.hand_over.call(self.model.seat_name(seat), self.table.seat_picture(seat, QSize(80, 96)), question)
        self.announcer.say(self.hand_over.title.text() + ". " + self.hand_over.detail.text())
        self._refresh()                         # nothing but taking the screen acts now (undo, redo)

    def _hand_over_done(self) -> None:
        self.hand_over.hide()
        self.tableView.setFocus()               # the keys go to the table at once
        seat = self.session.waiting_for
        self.session.hand_over_done()
        if seat is not None:
            self._tell_since(seat, self.tr("Since your last turn, %1:").replace("%1", self.model.seat_name(seat)))

    def _on_turn_announced(self, seat: int) -> None:
        """A game without secrets needs no hand-over screen: the next person is named, with what
        the others did since their last turn."""
        title = self.tr("%1's turn").replace("%1", self.model.seat_name(seat))
        if not self._tell_since(seat, title + " — " + self.tr("since your last turn:")):
            self.summary.tell(title, [])

    def _tell_since(self, seat: int, title: str) -> bool:
        """The summary banner of what happened since ``seat``'s last turn; False when nothing did."""
        lines = self.log.lines(self._log_since[seat]) if seat in self._log_since else []
        if lines:
            self.summary.tell(title, lines)
        return bool(lines)

    def _hint(self) -> None:
        if self.session.hint():
            self.tell(self.tr("Thinking about a hint…"), 0)
        else:
            self.tell(self.tr("A hint is for your own turn."), 4000)

    def _on_hint(self, action: int) -> None:
        self.suggest(action)

    def suggest(self, action: int, mark: bool = True) -> None:
        """Enter takes ``action`` now; ``mark``: it is marked on the table and said in the status line
        (a lesson's step points at it itself)."""
        if mark:
            self.tell(self.table.show_hint(action, self.tr("Hint:")) + " " + self.tr("Press Enter to take it."), 10000)
        else:
            self.tell(self.tr("Press Enter to make this move."), 0)
        self._hinted = action

    def _log_from_the_newest(self) -> None:
        """A new story (loaded, a replay, an undo): shown from its newest line."""
        self._log_follows = True
        self._follow_log()

    def _follow_log(self, *_range) -> None:
        if self._log_follows:
            bar = self.logView.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _refresh(self, viewer: Optional[int] | Literal["unchanged"] = "unchanged") -> None:
        """Follow the game: what the table lets the viewer do, what the prompt says."""
        state = self.model.state
        QToolTip.hideText()     # a tooltip on something that moved (played by key, by the AI) would mislead
        if viewer == "unchanged":
            viewer = self._viewer
        self._viewer = viewer
        over = state.is_terminal()
        actor = state.current_player()
        interactive = (self.replay_of is None and not over and self.model.is_human(actor)
                       and viewer == actor and not self.hand_over.isVisible())
        # A replay is watched as a spectator: every public card, no one's secrets (R23); its review
        # shows the reviewed seat's side, what that seat saw when it decided.
        reviewed = self.review.seat if self.review is not None else None
        self._set_table_mode(reviewed if self.replay_of is not None else viewer, interactive)
        thinking = self.replay_of is None and not self._lesson_holds() and (self.session.is_thinking or (
            not over and not self.model.is_human(actor) and not self.model.elsewhere(actor)))
        self.playNowButton.setVisible(thinking)
        self._action("actionPlayNow").setEnabled(thinking)
        self._action("actionUndo").setEnabled(self.session.can_undo())
        self._action("actionRedo").setEnabled(self.session.can_redo())
        self._action("actionHint").setEnabled(self._table_interactive() and self.session.worker is not None)
        self._action("actionReview").setEnabled(self.can_review() and (self.replay_of is not None or over))
        self.promptLabel.setText(self._prompt())
        self.tableView.reading_changed()
        self._announce_state(interactive)
        deal = self.model.saved.app.get(app_data.SEED)
        self.setWindowTitle(self._title(self._turn_shown(),
                                        deal if isinstance(deal, int) and not isinstance(deal, bool) else None))

    def _prompt(self) -> str:
        state = self.model.state
        if self.replay_of is not None:
            return self.tr("Replay of a finished game, turn by turn.")
        if state.is_terminal():
            return self._end_words()
        actor = state.current_player()
        if self.model.elsewhere(actor):
            return self.tr("Waiting for %1…").replace("%1", self.model.seat_name(actor))
        if self._lesson_holds():
            return self.tr("Read the lesson's card, then press Next (Alt+N).")
        if self.session.waits_for_key:
            return self.tr("%1 is to play: press Play now (Ctrl+Return) to let them move.").replace(
                "%1", self.model.seat_name(actor))
        if not self.model.is_human(actor):
            return self.tr("%1 is thinking…").replace("%1", self.model.seat_name(actor))
        if self.model.is_question() and not self._interactive:
            return self.tr("Waiting for %1 to answer.").replace("%1", self.model.seat_name(actor))
        return self.table.prompt()      # the person asked is at the screen: what to answer, and how

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        self.table.finish_animations()
        self.session.shutdown()
        worker = self.session.worker
        if worker is not None and hasattr(worker, "shutdown"):
            worker.shutdown()
        super().closeEvent(event)


#: The log's seat swatches.
SWATCH = QSize(12, 12)


class TableLog(QStandardItemModel):
    """The game log of a game with a table: one row per line the table writes of an event.

    A new story (a load, an undo, a replay's jump) is told again from the start,
    by replaying the match's actions and asking the table for each event's lines,
    with each undo kept in the game's ``app`` data told where play went on after it.
    A :class:`Storied` model's story comes later, a page at a time, above what was told since.
    """

    #: The lines an event added, as they happen (a new story's are not told again).
    told = Signal(list)
    #: This many rows went above the others (a page of a :class:`Storied` model's story).
    prepended = Signal(int)

    def __init__(self, model: Any, table: TablePart, parent=None) -> None:
        super().__init__(parent)
        self.model, self.table = model, table
        self._swatches: dict[int, QIcon] = {}
        #: The story's moves told above the rest (a :class:`Storied` model's): each one's step and rows.
        self.story: list[tuple[int, int]] = []
        model.happened.connect(self._on_event)
        model.reset.connect(self._rebuild)
        if isinstance(model, Storied):
            model.pastTold.connect(self._on_past)
        self._rebuild()

    def lines(self, start: int = 0) -> list[str]:
        return [self.item(row).text() for row in range(start, self.rowCount())]

    def _item(self, line: LogLine) -> QStandardItem:
        text, seat = line
        item = QStandardItem(self._swatch(seat), text)
        item.setToolTip(text)
        item.setEditable(False)
        return item

    def _swatch(self, seat: int) -> QIcon:
        """A small square in the seat's colour; a blank one for a line about nobody, so texts align."""
        if seat not in self._swatches:
            picture = QPixmap(SWATCH)
            picture.fill(self.table.seat_colour(seat) if seat >= 0 else Qt.GlobalColor.transparent)
            self._swatches[seat] = QIcon(picture)
        return self._swatches[seat]

    def _on_past(self, moves: list[tuple[int, Optional[int], list]]) -> None:
        """A page of the story before the first position: its lines go above every line told so
        far (each from its event alone: the position now is not the one it happened in)."""
        rows: list[tuple[int, int]] = []
        items: list[QStandardItem] = []
        for step, _actor, events in moves:
            lines = [line for event in events for line in self.table.log_lines(event)]
            items += [self._item(line) for line in lines]
            rows.append((step, len(lines)))
        self.story[:0] = rows
        for row, item in enumerate(items):
            self.insertRow(row, item)
        if items:
            self.prepended.emit(len(items))

    def rows_through(self, step: int) -> int:
        """The rows of the story's moves up to ``step`` (the lines before what came after it)."""
        return sum(rows for at, rows in self.story if at <= step)

    def _on_event(self, event: object) -> None:
        lines = self.table.log_lines(event)
        for line in lines:
            self.appendRow(self._item(line))
        if lines:
            self.told.emit([text for text, _seat in lines])

    def _took_back(self, notes: list[tuple[int, int]], decisions: int) -> list[QStandardItem]:
        return [self._item((self.tr("%1 took back a move.").replace("%1", self.model.seat_name(seat)), seat))
                for at, seat in notes if at == decisions]

    def _rebuild(self) -> None:
        match = self.model.saved.game
        replay = match.restart()
        notes = app_data.taken_back(self.model.saved.app, self.model.players)
        items: list[QStandardItem] = []
        decisions = 0
        for action in match.actions:
            if replay.state.current_player() != CHANCE:
                items += self._took_back(notes, decisions)
                decisions += 1
            items += [self._item(line) for event in replay.apply_action(action) or ()
                      for line in self.table.log_lines(event)]
        items += self._took_back(notes, decisions)
        self.story = []
        self.clear()
        if items:
            self.appendColumn(items)


class TableStanding(QStandardItemModel):
    """The standing the table reports (``TablePart.standing``), kept up to date, with seat swatches."""

    def __init__(self, model: Any, table: TablePart, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        model.changed.connect(self.refresh)
        model.reset.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        headers, rows = self.table.standing()
        if self.columnCount() != len(headers) or self.rowCount() != len(rows):
            self.clear()
            self.setColumnCount(len(headers))
            self.setRowCount(len(rows))
        self.setHorizontalHeaderLabels(headers)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = self.item(r, c)
                if item is None:
                    item = QStandardItem()
                    item.setEditable(False)
                    self.setItem(r, c, item)
                if item.text() != text:
                    item.setText(text)
                if c == 0:
                    item.setData(self.table.seat_colour(r), Qt.ItemDataRole.DecorationRole)
                else:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)


def table_class(game: GameEntry) -> type[TablePart]:
    """The class of ``game``'s table, which its registry entry's loader imports."""
    if game.table is None:
        raise ValueError(f"the game {game.name!r} has no table")
    return game.table()


def table_part(model: TableModel, parent: QObject) -> TablePart:
    """The table of ``model``'s game."""
    # A table is made from (model, parent); TablePart, a Protocol, does not describe constructors.
    return table_class(model.entry)(model, parent)      # type: ignore[call-arg]


def ending_of(model: TableModel, table: TablePart) -> Ending:
    """What the end screen shows: the table's standing, ranked by the game's result (its scores
    and winners), with the seats' pieces and what the figures count."""
    headers, rows = table.standing()
    totals, winners = model.state.result()
    return Ending(headers=tuple(headers[1:]), tips=(None,) * (len(headers) - 1),
                  figures=tuple(tuple(row[1:]) for row in rows), totals=tuple(int(t) for t in totals),
                  winners=tuple(sorted(winners)), turns=model.turns_played(),
                  picture=table.seat_picture, icon=lambda seat: QIcon(table.seat_picture(seat, QSize(24, 24))),
                  legend=table.end_legend())
