"""Goat Master's game window: the shared :class:`GameWindow` around Goat Master's own table scene.

The window is the controller of Model/View: it turns the scene's clicks and
drags into decisions for the :class:`GameModel`, asks a human for consent
(R18), and says in the prompt line what the acting player may do.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QAbstractItemModel, QSize
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QMessageBox, QWidget

from ..games.goat_master.engine.cards import card_id
from ..games.goat_master.engine.actions import CONSENT_NO, CONSENT_YES, DOG_SKIP, action_of, decision_of
from ..games.goat_master.engine.decisions import DogMove, Play, Take
from ..games.goat_master.engine.events import TurnEnded
from ..games.goat_master.engine.state import DOG, OVER, PLAY, TAKE
from ..games.goat_master.savefile import SavedGame, Seat
from ..games.goat_master.qt.items import CardItem
from ..games.goat_master.qt.pictures import art_pixmap
from ..games.goat_master.qt.table_scene import TableScene
from ..views.forms import default_seat_name
from . import consent_question
from .advice import describe_card, dog_effect, no_dog_effect, play_effect, take_effect
from .game_model import GameModel
from .game_window import GameWindow
from .log_text import card_name, place_name
from .models import DisplayModel, LogModel, ScoreModel


class MainWindow(GameWindow):
    """A game of Goat Master on screen."""

    def __init__(self, saved: Optional[SavedGame] = None, worker=None,
                 autosave_path: Optional[str] = None, parent: Optional[QWidget] = None) -> None:
        if saved is None:
            saved = SavedGame.new([Seat(default_seat_name(0), "human"), Seat(default_seat_name(1), "human")])
        #: Ask before a take is made (a setting).
        self.confirm_take = False
        super().__init__(GameModel(saved), worker, autosave_path, parent)
        self.model.setParent(self)
        for column in (1, 2):                   # markers and hand are on the table's panels
            self.scoreView.setColumnHidden(column, True)
        self._fit_scores()

    # ---------------------------------------------------------------- the table

    def _build_table(self) -> None:
        self.scene = TableScene(self.model, DisplayModel, parent=self)
        self.scene.describe = self._describe
        self.tableView.setScene(self.scene)
        self.scene.handCardClicked.connect(self._on_hand_card)
        self.scene.cellClicked.connect(self._on_cell)
        self.scene.dogDropped.connect(self._on_dog_drop)
        self.scene.hovered.connect(lambda text: self.tell(text, 6000))
        # Issue 16: a refused click is answered on the table, where the player looks.
        self.model.refused.connect(self.scene.say_at_click)
        self.noMoveButton.clicked.connect(lambda: self.session.human_decided(DOG_SKIP))
        self.model.event.connect(self._on_event)

    def _log_model(self) -> QAbstractItemModel:
        return LogModel(self.model, self)

    def _score_model(self) -> QAbstractItemModel:
        return ScoreModel(self.model, self)

    def _set_table_mode(self, viewer: Optional[int], interactive: bool) -> None:
        had_hint = bool(self.scene.hint_cards or self.scene.asked_cards)
        self.scene.hint_cards, self.scene.asked_cards = set(), set()
        if self.scene.note.hint:                # a hint's words last until the game moves on
            self.scene.hide_note()
        self.scene.set_mode(viewer, interactive, force=had_hint)
        self.noMoveButton.setVisible(self.model.state.phase == DOG and self.scene.interactive)

    def _table_interactive(self) -> bool:
        return self.scene.interactive

    def _seat_picture(self, seat: int) -> QPixmap:
        return art_pixmap(f"pawn-{self.model.colour(seat)}", QSize(80, 96), self)

    def _question_words(self, seat: int) -> str:
        return self.tr("The dog asks %1 a question. Everybody else, please look away.").replace(
            "%1", self.model.seat_name(seat))

    def _finish_animations(self) -> None:
        self.scene.animator.finish()

    def _set_speed(self, speed: float) -> None:
        self.scene.animator.speed = speed

    def _turn_shown(self) -> int:
        state = self.model.state
        return state.turn if self.replay_of is not None or state.phase == OVER else state.turn + 1

    def _title(self, turn: int, deal: Optional[int]) -> str:
        if deal is not None:                    # shown so a deal can be shared
            return self.tr("Goat Master — deal %1 — turn %2").replace("%1", str(deal)).replace("%2", str(turn))
        return self.tr("Goat Master — turn %1").replace("%1", str(turn))

    # ---------------------------------------------------------------- turning input into decisions

    def _on_hand_card(self, card: int) -> None:
        if self.model.phase() == PLAY:
            self.session.human_decided(action_of(Play(card)))
        else:
            self._not_now()

    def _not_now(self) -> None:
        """A click that does not fit the moment: say what to do, on the table and below it."""
        self.tell(self._prompt(), 4000)
        self.scene.say_at_click(self._prompt())

    def _on_cell(self, cell: int) -> None:
        if self.model.phase() == TAKE:
            if self.confirm_take and cell in self.model.take_cells():
                answer = QMessageBox.question(self, self.tr("Take this card?"), self.tr(
                    "Take %1 into your hand?").replace("%1", card_name(self.model.state.cards[cell])))
                if answer != QMessageBox.StandardButton.Yes:
                    return
            self.session.human_decided(action_of(Take(cell)))
        else:
            self._not_now()

    def _on_dog_drop(self, source: int, target: int) -> None:
        self.session.human_decided(action_of(DogMove(source, target)))

    def _on_event(self, event) -> None:
        self.summary.hide()
        if isinstance(event, TurnEnded):
            self._turn_ended(event.seat)

    def _hint_text(self, action: int) -> str:
        """Point at the card the AI would choose, and say why on the table and in the status line."""
        decision = decision_of(action)
        state = self.model.state
        seat = state.seat
        cards: set[int] = set()
        if isinstance(decision, Play):
            cards = {decision.card}
            text = self.tr("Hint: play %1.").replace("%1", card_name(decision.card))
            why = play_effect(state, seat, decision.card)
        elif isinstance(decision, Take) and decision.cell is not None:
            cards = {state.cards[decision.cell]}
            text = self.tr("Hint: take %1.").replace("%1", card_name(state.cards[decision.cell]))
            why = take_effect(state, seat, state.cards[decision.cell])
        elif isinstance(decision, DogMove) and not decision.is_skip:
            cards = {state.cards[decision.source]}
            text = self.tr("Hint: let the dog swap %1 with %2.").replace(
                "%1", card_name(state.cards[decision.source])).replace(
                "%2", place_name(state.cards[decision.target]))
            why = dog_effect(state, decision, [self.model.seat_name(s) for s in range(self.model.players)])
        else:
            text = self.tr("Hint: no dog move.")
            why = no_dog_effect(state)
        self.scene.hint_cards = cards
        self.scene.sync(animate=False)
        at = self.scene.point_at_card(min(cards)) if cards else self.scene.stables[seat].pos()
        self.scene.say(text + "\n" + why, at, hint=True)
        return text + " " + why

    def _ask(self, seat: int = -1) -> None:
        state = self.model.state
        source, target = state.pending
        names = [self.model.seat_name(s) for s in range(self.model.players)]
        question = self.tr("%1 wants to move %2 with the dog onto your %3, swapping the two "
                           "cards.\n\n%4, do you agree?").replace("%1", names[state.seat]).replace(
            "%2", card_name(state.cards[source])).replace("%3", card_name(state.cards[target])).replace(
            "%4", names[state.actor])
        self.scene.asked_cards = {state.cards[source], state.cards[target]}
        self.scene.sync(animate=False)
        agree = consent_question.ask(
            self, self.tr("The dog asks"), question, card_id(state.cards[source]), card_id(state.cards[target]))
        self.session.human_decided(CONSENT_YES if agree else CONSENT_NO)

    def _end_words(self) -> str:
        scores = self.model.state.scores()
        best = max(s.total for s in scores)
        winners = [self.model.seat_name(s.seat) for s in scores if s.total == best]
        return self.tr("The game is over — %1 wins with %2 points.").replace(
            "%1", " & ".join(winners)).replace("%2", str(best))

    def _table_prompt(self) -> str:
        state = self.model.state
        name = self.model.seat_name(state.seat)
        if state.phase == PLAY:
            return self.tr("%1: play a card from your hand (click it, or press 1 or 2).").replace("%1", name)
        if state.phase == TAKE:
            return self.tr("%1: take a card from your pawn's line (click it, or arrows and Enter).").replace(
                "%1", name)
        return self.tr("%1: drag one of your marked cards along its row or column, "
                       "or choose “No dog move”.").replace("%1", name)

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

    def _describe(self, item: CardItem) -> str:
        names = [self.model.seat_name(s) for s in range(self.model.players)]
        if not item.face_up:
            return self.tr("A card nobody may look at yet.")
        return describe_card(self.model.state, item.card, self.scene.viewer, names)
