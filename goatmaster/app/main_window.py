"""The game window: the form from ``ui/main_window.ui`` wired to the model and the table.

The window is the controller of Model/View: it turns the scene's clicks and
drags into decisions for the :class:`GameModel`, asks a human for consent
(R18), and keeps the prompt line saying whose turn it is and what to do.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QSize, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (QFileDialog, QHeaderView, QLabel, QListView, QMainWindow, QMessageBox,
                               QPushButton, QToolTip, QWidget)

from ..games.goat_master.engine.cards import card_id
from ..games.goat_master.engine.actions import CONSENT_NO, CONSENT_YES, DOG_SKIP, action_of, decision_of
from ..games.goat_master.engine.decisions import DogMove, Play, Take
from ..games.goat_master.engine.events import TurnEnded
from ..games.goat_master.engine.state import DOG, OVER, PLAY, TAKE
from ..games.goat_master.savefile import SavedGame, Seat, save
from ..games.goat_master.qt.items import CardItem
from ..games.goat_master.qt.table_scene import TableScene
from ..views.table_view import TableView
from . import consent_question
from .advice import describe_card
from ..games.goat_master.qt.pictures import art_pixmap
from ..views.forms import SEED_KEY, load_form_into
from .game_model import GameModel
from ..views.hand_over import HandOverScreen
from ..views.replay_bar import ReplayBar
from ..views.summary_banner import SummaryBanner
from .session import Session
from .log_text import card_name, place_name
from .models import DisplayModel, LogModel, ScoreModel
from .user_files import game_file_filter, last_folder, remember_folder


class MainWindow(QMainWindow):
    """A game of Goat Master on screen."""

    #: The window is about to close (the app keeps its geometry).
    closing = Signal()

    tableView: TableView
    promptLabel: QLabel
    noMoveButton: QPushButton
    logView: QListView

    def __init__(self, saved: Optional[SavedGame] = None, worker=None,
                 autosave_path: Optional[str] = None, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        load_form_into(self, "main_window.ui", custom=[TableView])
        if saved is None:
            saved = SavedGame.new([Seat(self.tr("Player 1"), "human"), Seat(self.tr("Player 2"), "human")])
        self.model = GameModel(saved, self)
        self.path: Optional[str] = None
        #: Ask before a take is made (a setting).
        self.confirm_take = False
        # What reaches beyond one game is the app's (goatmaster.app.application): a new
        # game, a file to open (the app keeps the unfinished game), the dialogs.
        self.on_new_game: Optional[Callable[[], None]] = None
        self.on_open_game: Optional[Callable[[], None]] = None
        self.on_rules: Optional[Callable[[], None]] = None
        self.on_settings: Optional[Callable[[], None]] = None
        self.on_statistics: Optional[Callable[[], None]] = None
        self.scene = TableScene(self.model, DisplayModel, parent=self)
        self.scene.describe = self._describe
        self.tableView.setScene(self.scene)
        self.hand_over = HandOverScreen(self.tableView)
        self.replay_of: Optional[SavedGame] = None
        self.replay_bar = ReplayBar(self)
        self.promptBar.layout().insertWidget(1, self.replay_bar)
        self.replay_bar.hide()
        self.replay_bar.turnChosen.connect(lambda turns: self.model.show_turns(self.replay_of, turns))
        self.replay_bar.closed.connect(self.stop_replay)
        self.hand_over.ready.connect(self._hand_over_done)
        self.summary = SummaryBanner(self.tableView)
        self._log_since: dict[int, int] = {}      # seat → log rows when its last turn ended
        self.log = LogModel(self.model, self)
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
        self.scores = ScoreModel(self.model, self)
        self.scoreView.setModel(self.scores)
        header = self.scoreView.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)     # names give way, figures never
        self.scoreView.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scoreView.verticalHeader().hide()
        for column in (1, 2):                   # markers and hand are on the table's panels
            self.scoreView.setColumnHidden(column, True)
        self._fit_scores()
        self.session = Session(self.model, worker or self._make_worker(saved), autosave_path, parent=self)
        self._actions()
        self.scene.handCardClicked.connect(self._on_hand_card)
        self.scene.cellClicked.connect(self._on_cell)
        self.scene.dogDropped.connect(self._on_dog_drop)
        self.scene.hovered.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.noMoveButton.clicked.connect(lambda: self.session.human_decided(DOG_SKIP))
        self.model.event.connect(self._on_event)
        self.model.refused.connect(lambda why: self.statusBar().showMessage(why, 6000))
        self.model.changed.connect(self._refresh)
        self.model.reset.connect(self._after_reset)
        self.session.viewerChanged.connect(self._on_viewer)
        self.session.handOverNeeded.connect(self._on_hand_over)
        self.session.questionAsked.connect(self._ask_consent)
        self.session.thinking.connect(lambda seat: self._refresh())
        self.session.aiFailed.connect(lambda why: self.statusBar().showMessage(why, 8000))
        self.session.saveFailed.connect(
            lambda why: self.statusBar().showMessage(self.tr("Autosave failed: %1").replace("%1", why), 8000))
        self._after_reset()
        self._on_viewer(self.session.viewer)     # the session chose before we listened

    def showEvent(self, event) -> None:
        """On a small screen the table needs the room: the log starts hidden (View menu)."""
        super().showEvent(event)
        if not getattr(self, "_shown_once", False):
            self._shown_once = True
            dock = self.findChild(QWidget, "logDock")
            self.resizeDocks([dock], [260], Qt.Orientation.Horizontal)
            if self.width() < 1200:
                self._action("actionShowLog").setChecked(False)

    def _make_worker(self, saved: SavedGame):
        """The AI worker (its processes start on first use, after the window is up)."""
        from .ai_worker import AiWorker
        return AiWorker(parent=self)

    # ---------------------------------------------------------------- menus

    def _action(self, name: str) -> QAction:
        return self.findChild(QAction, name)

    def _actions(self) -> None:
        for name, hook in (("actionNew", "on_new_game"), ("actionOpen", "on_open_game"),
                           ("actionRules", "on_rules"), ("actionSettings", "on_settings"),
                           ("actionStatistics", "on_statistics")):
            action = self._action(name)
            action.triggered.connect(lambda checked=False, hook=hook: getattr(self, hook)
                                     and getattr(self, hook)())
        self._action("actionWhatNow").triggered.connect(
            lambda: self.statusBar().showMessage(self._what_now(), 12000))
        self._action("actionSave").triggered.connect(self.save_game)
        self._action("actionSaveAs").triggered.connect(lambda: self.save_game(ask=True))
        self._action("actionQuit").triggered.connect(self.close)
        self._action("actionUndo").triggered.connect(self.session.undo)
        self._action("actionRedo").triggered.connect(self.session.redo)
        self._action("actionHint").triggered.connect(self._hint)
        self._action("actionPlayNow").triggered.connect(self.session.play_now)
        self.playNowButton.clicked.connect(self.session.play_now)
        self.session.hintReady.connect(self._show_hint)
        dock = self.findChild(QWidget, "logDock")
        self._action("actionShowLog").toggled.connect(dock.setVisible)
        self._action("actionAnimationsOff").toggled.connect(self._animation_setting)
        self._action("actionAnimationsFast").toggled.connect(self._animation_setting)

    def set_animation_speed(self, speed: float) -> None:
        """The animation speed setting (0 = off); the View menu mirrors it."""
        for name, on in (("actionAnimationsOff", speed <= 0), ("actionAnimationsFast", speed >= 2)):
            action = self._action(name)
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)
        self.scene.animator.speed = max(0.0, speed)

    def _animation_setting(self) -> None:
        off = self._action("actionAnimationsOff").isChecked()
        fast = self._action("actionAnimationsFast").isChecked()
        self.scene.animator.speed = 0.0 if off else (2.5 if fast else 1.0)

    def start_replay(self, saved: SavedGame) -> None:
        """Show a finished game turn by turn; nothing is played or saved meanwhile."""
        self.replay_of = saved
        self.session.paused = True
        self.scene.set_mode(None, False)
        self.model.load(saved)
        self.replay_bar.show()
        self.replay_bar.start(len(saved.game.turns))
        self._refresh()

    def stop_replay(self) -> None:
        if self.replay_of is None:
            return
        saved, self.replay_of = self.replay_of, None
        self.replay_bar.hide()
        self.model.load(saved)
        self.session.paused = False
        self._refresh()

    def save_game(self, ask: bool = False) -> bool:
        path = self.path
        if ask or not path:
            names = " vs ".join(p.name for p in self.model.saved.players)
            suggested = (last_folder() or Path(QStandardPaths.writableLocation(
                QStandardPaths.StandardLocation.DocumentsLocation))) / f"{names}.goat"
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(suggested),
                                                  game_file_filter())
            if not path:
                return False
            if not Path(path).suffix:               # Qt's own dialog adds no extension
                path += ".goat"
        try:
            save(path, self.replay_of or self.model.saved_with_pending())
        except OSError as error:
            QMessageBox.warning(self, self.tr("Cannot save the game"),
                                self.tr("The game could not be written to %1:\n%2").replace(
                                    "%1", path).replace("%2", error.strerror or str(error)))
            return False
        self.path = path
        remember_folder(path)
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", path), 4000)
        return True

    # ---------------------------------------------------------------- turning input into decisions

    def _on_hand_card(self, card: int) -> None:
        if self.model.phase() == PLAY:
            self.session.human_decided(action_of(Play(card)))
        else:
            self.statusBar().showMessage(self._prompt(), 4000)

    def _on_cell(self, cell: int) -> None:
        if self.model.phase() == TAKE:
            if self.confirm_take and cell in self.model.take_cells():
                answer = QMessageBox.question(self, self.tr("Take this card?"), self.tr(
                    "Take %1 into your hand?").replace("%1", card_name(self.model.state.cards[cell])))
                if answer != QMessageBox.StandardButton.Yes:
                    return
            self.session.human_decided(action_of(Take(cell)))
        else:
            self.statusBar().showMessage(self._prompt(), 4000)

    def _on_dog_drop(self, source: int, target: int) -> None:
        self.session.human_decided(action_of(DogMove(source, target)))

    def _on_event(self, event) -> None:
        self.summary.hide()
        if isinstance(event, TurnEnded):
            self._log_since[event.seat] = self.log.rowCount()

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

    def _after_reset(self) -> None:
        self._fit_scores()
        self._log_since = {}
        self.summary.hide()
        self.hand_over.hide()
        self._refresh()

    def _on_viewer(self, seat) -> None:
        self._refresh(viewer=seat)

    def _on_hand_over(self, seat: int, reason: str) -> None:
        """Hot-seat: hide every secret first, then cover the table until the player is there."""
        self.scene.animator.finish()
        self.scene.set_mode(None, False)
        name = self.model.seat_name(seat)
        question = self.tr("The dog asks %1 a question. Everybody else, please look away.").replace(
            "%1", name) if reason == "question" else ""
        self.hand_over.call(name, art_pixmap(f"pawn-{self.model.colour(seat)}", QSize(80, 96), self), question)

    def _hand_over_done(self) -> None:
        self.hand_over.hide()
        seat = self.session.waiting_for
        self.session.hand_over_done()
        if seat is not None and seat in self._log_since:
            lines = self.log.lines(self._log_since[seat])
            if lines:
                self.summary.tell(self.tr("Since your last turn, %1:").replace(
                    "%1", self.model.seat_name(seat)), lines)

    def _hint(self) -> None:
        if self.session.hint():
            self.statusBar().showMessage(self.tr("Thinking about a hint…"))
        else:
            self.statusBar().showMessage(self.tr("A hint is for your own turn."), 4000)

    def _show_hint(self, action: int) -> None:
        """Point at the card the AI would choose, and say it in the status line."""
        decision = decision_of(action)
        state = self.model.state
        cards: set[int] = set()
        if isinstance(decision, Play):
            cards = {decision.card}
            text = self.tr("Hint: play %1.").replace("%1", card_name(decision.card))
        elif isinstance(decision, Take) and decision.cell is not None:
            cards = {state.cards[decision.cell]}
            text = self.tr("Hint: take %1.").replace("%1", card_name(state.cards[decision.cell]))
        elif isinstance(decision, DogMove) and not decision.is_skip:
            cards = {state.cards[decision.source]}
            text = self.tr("Hint: let the dog swap %1 with %2.").replace(
                "%1", card_name(state.cards[decision.source])).replace(
                "%2", place_name(state.cards[decision.target]))
        else:
            text = self.tr("Hint: no dog move.")
        self.scene.hint_cards = cards
        self.scene.sync(animate=False)
        self.statusBar().showMessage(text, 10000)

    def _log_from_the_newest(self) -> None:
        """A new story (loaded, a replay, an undo): shown from its newest line."""
        self._log_follows = True
        self._follow_log()

    def _follow_log(self, *_range) -> None:
        if self._log_follows:
            bar = self.logView.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _refresh(self, viewer: object = "unchanged") -> None:
        """Follow the game: what the table lets the viewer do, what the prompt says."""
        state = self.model.state
        QToolTip.hideText()     # a card's tooltip (it moved: played by key, by the AI) would mislead
        if viewer == "unchanged":
            viewer = self.scene.viewer
        had_hint = bool(self.scene.hint_cards)
        self.scene.hint_cards = set()
        interactive = (self.replay_of is None and state.phase != OVER
                       and self.model.is_human(state.actor) and viewer == state.actor
                       and not self.hand_over.isVisible())
        self.scene.set_mode(viewer, interactive, force=had_hint)
        self.noMoveButton.setVisible(state.phase == DOG and self.scene.interactive)
        thinking = self.replay_of is None and (self.session.is_thinking or (
            state.phase != OVER and not self.model.is_human(state.actor)))
        self.playNowButton.setVisible(thinking)
        self._action("actionPlayNow").setEnabled(thinking)
        self._action("actionUndo").setEnabled(self.session.can_undo())
        self._action("actionRedo").setEnabled(self.session.can_redo())
        self._action("actionHint").setEnabled(self.scene.interactive and self.session.worker is not None)
        self.promptLabel.setText(self._prompt())
        # In play the title names the turn being played; in a replay or at the end, the last turn
        # played, as the replay bar's "Turn K of N" does.
        turn = state.turn if self.replay_of is not None or state.phase == OVER else state.turn + 1
        deal = self.model.saved.app.get(SEED_KEY)
        if isinstance(deal, int) and not isinstance(deal, bool):     # shown so a deal can be shared
            self.setWindowTitle(self.tr("Goat Master — deal %1 — turn %2").replace(
                "%1", str(deal)).replace("%2", str(turn)))
        else:
            self.setWindowTitle(self.tr("Goat Master — turn %1").replace("%1", str(turn)))

    def _ask_consent(self, seat: int = -1) -> None:
        state = self.model.state
        source, target = state.pending
        names = [p.name for p in self.model.saved.players]
        question = self.tr("%1 wants to move %2 with the dog onto your %3, swapping the two "
                           "cards.\n\n%4, do you agree?").replace("%1", names[state.seat]).replace(
            "%2", card_name(state.cards[source])).replace("%3", card_name(state.cards[target])).replace(
            "%4", names[state.actor])
        self.scene.hint_cards = {state.cards[source], state.cards[target]}     # the two cards asked about
        self.scene.sync(animate=False)
        agree = consent_question.ask(
            self, self.tr("The dog asks"), question, card_id(state.cards[source]), card_id(state.cards[target]))
        self.session.human_decided(CONSENT_YES if agree else CONSENT_NO)

    def _prompt(self) -> str:
        state = self.model.state
        name = self.model.seat_name(state.seat)
        if self.replay_of is not None:
            return self.tr("Replay of a finished game: step through its turns with the buttons.")
        if state.phase == OVER:
            scores = state.scores()
            best = max(s.total for s in scores)
            winners = [self.model.seat_name(s.seat) for s in scores if s.total == best]
            return self.tr("The game is over — %1 wins with %2 points.").replace(
                "%1", " & ".join(winners)).replace("%2", str(best))
        if not self.model.is_human(state.actor):
            return self._thinking_prompt()
        if state.phase == PLAY:
            return self.tr("%1: play a card from your hand (click it, or press 1 or 2).").replace("%1", name)
        if state.phase == TAKE:
            return self.tr("%1: take a card from your pawn's line (click it, or arrows and Enter).").replace(
                "%1", name)
        if state.phase == DOG:
            return self.tr("%1: drag one of your marked cards along its row or column, "
                           "or choose “No dog move”.").replace("%1", name)
        return self.tr("Waiting for %1 to answer.").replace("%1", self.model.seat_name(state.actor))

    def _what_now(self) -> str:
        """Longer help for the status line: what the rules allow at this moment."""
        state = self.model.state
        if state.phase == PLAY and self.scene.interactive:
            return self.tr("Play one of your two cards. A goat moves your pawn by its value, milk by "
                           "1 or 2, a dog not at all; then you take a card from the line your pawn faces. "
                           "Hover over a card to see what it would do.")
        if state.phase == TAKE and self.scene.interactive:
            return self.tr("Take one of the cards outlined in white: any card of your pawn's line "
                           "without a marker. The gap is refilled from the deck.")
        if state.phase == DOG and self.scene.interactive:
            return self.tr("Your dog may move one card with your marker along its row or column: it swaps "
                           "with an unmarked card, moves into a gap, or swaps with an opponent's card if "
                           "they agree. Cards joined to your stable count double.")
        return self._prompt()

    def _thinking_prompt(self) -> str:
        return self.tr("%1 is thinking…").replace("%1", self.model.seat_name(self.model.state.actor))

    def _describe(self, item: CardItem) -> str:
        names = [p.name for p in self.model.saved.players]
        if not item.face_up:
            return self.tr("A card nobody may look at yet.")
        return describe_card(self.model.state, item.card, self.scene.viewer, names)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        self.scene.animator.finish()
        self.session.shutdown()
        worker = self.session.worker
        if worker is not None and hasattr(worker, "shutdown"):
            worker.shutdown()
        super().closeEvent(event)
