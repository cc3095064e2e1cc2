"""Goat Master's table in the shared game window: what the window asks of a game (``TablePart``).

The scene (:mod:`.table_scene`) draws the viewer's observation and turns clicks,
keys and drags into signals; this class turns those into actions (R9–R18), words
the prompt, the hints, the refusals and the log in the game's own terms, asks the
dog's question (R18) and gives the window its standing (R20–R22).

What a lesson's step may point at (:meth:`GoatMasterTable.locate`): ``pasture``, ``cell:<row>,<col>``,
``card:<id>`` (a card face up anywhere: ``card:G06.5``), ``hand`` (the viewer's), ``line`` (the
acting pawn's line, R11), ``pawn:<seat>``, ``stable:<seat>``, ``panel:<seat>`` (a seat's name,
score and display), ``deck``, ``note`` (the words of a hint or a refusal on the table, which the
lesson's card keeps clear of), and ``move:<text>`` (the hand card a play plays, the cell a take
takes, the two cells of a dog move).
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QRectF, QSize, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QPushButton, QWidget

from ....views.table_part import LogLine, united
from ....views.table_reading import BOARD, HAND, Readable
from ....views.words import fill
from ..engine import IllegalDecision
from ..engine import events as ev
from ..engine.actions import CONSENT_NO, CONSENT_YES, DOG_SKIP, action_of, decision_of
from ....core.game import ActionError
from ..engine.cards import CARD_COUNT, card_id, parse_card
from ..engine.places import DISPLAY
from ..engine.pasture import cell, col_of, pasture_size, row_of
from ..engine.setup import REMOVALS
from ..engine.decisions import DogMove, Play, Take
from ..engine.state import CONSENT, DOG, PLAY, TAKE, GameState
from . import consent_question
from .art import CardArt
from .advice import describe_card, dog_effect, no_dog_effect, play_effect, take_effect
from .items import CardItem
from .layout import CARD_H, CARD_W
from .log_text import card_name, describe, place_name
from .palette import SEAT_COLOURS
from .pictures import art, art_pixmap, colour_name, piece_icon
from .refusals import refusal_text
from .table_scene import TableScene

#: How long one frame may spend rendering new card pictures (the rest come in the frames
#: after): with a full repaint of the table, a frame stays well under the 50 ms promise.
PAINT_BUDGET_MS = 12.0


def _card_rect(item: CardItem) -> QRectF:
    """The card's face on the scene (its item's bounds hold room for its marker and labels)."""
    return item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))


class GoatMasterTable(QObject):
    """The pasture, the displays and the viewer's hand of one game of Goat Master, and its input."""

    decided = Signal(int)
    hovered = Signal(str)

    def __init__(self, model, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.model = model
        #: Ask before a card is taken into the hand (a setting: a take is final, R11).
        self.confirm_decisions = False
        self.scene = TableScene(model, CardArt(budget_ms=PAINT_BUDGET_MS), parent=self)
        self.scene.describe = self._describe
        self.scene.handCardClicked.connect(self._on_hand_card)
        self.scene.cellClicked.connect(self._on_cell)
        self.scene.dogDropped.connect(lambda source, target: self.decided.emit(action_of(DogMove(source, target))))
        self.scene.dogSkipped.connect(lambda: self.decided.emit(DOG_SKIP))
        self.scene.dogChosen.connect(self._dog_chosen)
        self.scene.hovered.connect(self.hovered)
        # A refused click is answered on the table, where the player looks.
        model.refused.connect(lambda error: self.scene.say_at_click(self.refusal(error)))
        self.no_move = QPushButton(self.tr("No dog move"))
        self.no_move.setObjectName("noDogMoveButton")
        self.no_move.setToolTip(self.tr("End the turn without moving a card with the dog"))
        self.no_move.clicked.connect(lambda: self.decided.emit(DOG_SKIP))
        self.no_move.hide()

    def _window(self) -> Optional[QWidget]:
        parent = self.parent()
        return parent if isinstance(parent, QWidget) else None

    # ---------------------------------------------------------------- what the window sets

    @property
    def animation_speed(self) -> float:
        return self.scene.animator.speed

    @animation_speed.setter
    def animation_speed(self, speed: float) -> None:
        self.scene.animator.speed = speed

    def set_mode(self, viewer: Optional[int], interactive: bool) -> None:
        scene = self.scene
        had_hint = bool(scene.hint_cards or scene.asked_cards)
        scene.hint_cards, scene.asked_cards = set(), set()
        if scene.note.hint:                     # a hint's words last until the game moves on
            scene.hide_note()
        scene.set_mode(viewer, interactive, force=had_hint)
        self.no_move.setVisible(self.model.state.phase == DOG and scene.interactive)

    def finish_animations(self) -> None:
        self.scene.animator.finish()

    def story_told(self) -> None:
        self.scene.story_told()

    def locate(self, target: str) -> Optional[QRectF]:
        """Where a lesson's step points (the names are in the module's docstring); None if not shown."""
        scene, state = self.scene, self.model.state
        kind, _, name = target.partition(":")
        try:
            if kind == "move":
                return self._locate_move(decision_of(state.string_to_action(name)))
            if kind == "cell":
                row, col = (int(part) for part in name.split(","))
                if not (0 <= row < state.size and 0 <= col < state.size):
                    return None
                x, y = scene.layout.cell_pos(cell(row, col))
                return QRectF(x, y, CARD_W, CARD_H)
            if kind == "card":
                item = scene.cards[parse_card(name)]
                return _card_rect(item) if item.isVisible() else None
            if kind in ("pawn", "stable", "panel") and 0 <= int(name) < state.players:
                items = scene.pawns if kind == "pawn" else scene.stables if kind == "stable" else scene.panels
                return items[int(name)].sceneBoundingRect()
        except (ActionError, ValueError, IndexError):
            return None
        if kind == "hand":
            seat = scene.viewer
            shown = [scene.cards[c] for c in (state.hand(seat) if seat is not None else [])
                     if scene.cards[c].isVisible()]
            return united([_card_rect(item) for item in shown])
        if kind == "line":
            return scene.line_band.sceneBoundingRect() if scene.line_band.isVisible() else None
        if kind == "pasture":
            return QRectF(*scene.layout.board_rect)
        if kind == "deck":
            return scene.deck_item.sceneBoundingRect() if scene.deck_item.isVisible() else None
        if kind == "note":
            return scene.note.sceneBoundingRect() if scene.note.isVisible() else None
        return None

    def _locate_move(self, decision) -> Optional[QRectF]:
        if isinstance(decision, Play):
            return self.locate(f"card:{card_id(decision.card)}")
        cells = ([decision.cell] if isinstance(decision, Take) and decision.cell is not None
                 else [decision.source, decision.target] if isinstance(decision, DogMove) and not decision.is_skip
                 else [])
        return united([QRectF(*self.scene.layout.cell_pos(c), CARD_W, CARD_H) for c in cells if c is not None])

    def buttons(self) -> list[QAbstractButton]:
        return [self.no_move]

    # ---------------------------------------------------------------- input into actions

    def _on_hand_card(self, card: int) -> None:
        if self.model.state.phase == PLAY:
            self.decided.emit(action_of(Play(card)))
        else:
            self._not_now()

    def _on_cell(self, cell: int) -> None:
        if self.model.state.phase != TAKE:
            self._not_now()
            return
        if self.confirm_decisions and cell in self.scene.take_cells():
            answer = QMessageBox.question(self._window(), self.tr("Take this card?"), self.tr(
                "Take %1 into your hand?").replace("%1", card_name(self.model.state.cards[cell])))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.decided.emit(action_of(Take(cell)))

    def _not_now(self) -> None:
        """A click that does not fit the moment: say what to do, on the table and below it."""
        self.hovered.emit(self.prompt())
        self.scene.say_at_click(self.prompt())

    def _dog_chosen(self, source: int, target: int) -> None:
        """The move the arrow keys point at, and what it would do, in the status line."""
        state = self.model.state
        move = DogMove(source, target)
        self.hovered.emit(self.tr("Enter: let the dog swap %1 with %2.").replace(
            "%1", card_name(state.cards[source])).replace("%2", place_name(state.cards[target])) + " " + dog_effect(
            state, move, [self.model.seat_name(s) for s in range(self.model.players)]))

    def ask(self, seat: int) -> None:
        """R18: the owner of the target card says whether the dog may swap onto it."""
        state = self.model.state
        source, target = state.pending
        question = self.tr("%1 wants to move %2 with the dog onto your %3, swapping the two "
                           "cards.\n\n%4, do you agree?").replace("%1", self.model.seat_name(state.seat)).replace(
            "%2", card_name(state.cards[source])).replace("%3", card_name(state.cards[target])).replace(
            "%4", self.model.seat_name(state.actor))
        self.scene.asked_cards = {state.cards[source], state.cards[target]}
        self.scene.sync(animate=False)
        agree = consent_question.ask(self._window(), self.tr("The dog asks"), question,
                                     card_id(state.cards[source]), card_id(state.cards[target]))
        self.decided.emit(CONSENT_YES if agree else CONSENT_NO)

    # ---------------------------------------------------------------- words

    def prompt(self) -> str:
        state = self.model.state
        name = self.model.seat_name(state.seat)
        if state.phase == PLAY:
            return self.tr("%1: play a card from your hand (click it, or press 1 or 2).").replace("%1", name)
        if state.phase == TAKE:
            return self.tr("%1: take a card from your pawn's line (click it, or arrows and Enter).").replace(
                "%1", name)
        if state.phase == CONSENT:       # asked in a dialog of its own (R18)
            return self.tr("%1: answer the dog's question.").replace("%1", self.model.seat_name(state.actor))
        return self.tr("%1: drag one of your marked cards along its row or column (or arrows and Enter), "
                       "or choose “No dog move” (N).").replace("%1", name)

    def what_now(self) -> str:
        state = self.model.state
        if state.phase == PLAY:
            return self.tr("Play one of your two cards. A goat moves your pawn by its value, milk by "
                           "1 or 2, a dog not at all; then you take a card from the line your pawn faces. "
                           "Hover over a card to see what it would do.")
        if state.phase == TAKE:
            return self.tr("Take one of the cards outlined in your colour: any card of your pawn's line "
                           "without a marker. The gap is refilled from the deck.")
        return self.tr("Your dog may move one card with your marker along its row or column: it swaps "
                       "with an unmarked card, moves into a gap, or swaps with an opponent's card if "
                       "they agree. Cards joined to your stable count double.")

    def show_hint(self, action: int, lead: str) -> str:
        """Point at the card the AI would choose, and say why on the table and in the status line."""
        decision = decision_of(action)
        state = self.model.state
        seat = state.seat
        cards: set[int] = set()
        if isinstance(decision, Play):
            cards = {decision.card}
            text = fill(self.tr("%1 play %2."), lead, card_name(decision.card))
            why = play_effect(state, seat, decision.card)
        elif isinstance(decision, Take) and decision.cell is not None:
            cards = {state.cards[decision.cell]}
            text = fill(self.tr("%1 take %2."), lead, card_name(state.cards[decision.cell]))
            why = take_effect(state, seat, state.cards[decision.cell])
        elif isinstance(decision, DogMove) and not decision.is_skip:
            cards = {state.cards[decision.source]}
            text = fill(self.tr("%1 let the dog swap %2 with %3."), lead, card_name(state.cards[decision.source]),
                        place_name(state.cards[decision.target]))
            why = dog_effect(state, decision, [self.model.seat_name(s) for s in range(self.model.players)])
        else:
            text = fill(self.tr("%1 no dog move."), lead)
            why = no_dog_effect(state)
        scene = self.scene
        scene.hint_cards = cards
        scene.sync(animate=False)
        about = scene.card_rect(min(cards)) if cards else scene.stables[seat].sceneBoundingRect()
        scene.say(text + "\n" + why, about, hint=True)
        return text + " " + why

    def question(self, seat: int) -> str:
        return self.tr("The dog asks %1 a question. Everybody else, please look away.").replace(
            "%1", self.model.seat_name(seat))

    def refusal(self, error: Exception) -> str:
        if isinstance(error, IllegalDecision):
            return refusal_text(error, self.model.seat_name)
        return self.tr("That move is not allowed.")

    # ---------------------------------------------------------------- read aloud

    def reading(self) -> list[Readable]:
        """The seats (panel, hand, display), the pasture row by row, the deck, and the moves now;
        the cards as the viewer's observation shows them (R23): another's hand is face down."""
        state, scene = self.model.state, self.scene
        viewer = scene.viewer
        seen = state.observation(-1 if viewer is None else viewer).state
        names = [self.model.seat_name(s) for s in range(self.model.players)]
        scores = state.scores()
        seats = []
        for seat in range(state.players):
            hand = []
            for slot in range(2):
                card = seen.hands[2 * seat + slot]
                if card >= 0:
                    hand.append(Readable(fill(self.tr("In the hand: %1"), card_name(card)),
                                         part=HAND if seat == viewer else "", target="card:" + card_id(card)))
                elif state.hands[2 * seat + slot] >= 0:      # how many cards a hand holds is known to all
                    hand.append(Readable(self.tr("In the hand: a card face down"), hidden=True))
            display = [Readable(card_name(card), describe_card(state, card, viewer, names),
                                target="card:" + card_id(card))
                       for card in range(CARD_COUNT) if seen.where[card] == DISPLAY + seat]
            details = scene.panel_details(state, seat, scores[seat].total)
            seats.append(Readable(fill(self.tr("%1: %2"), names[seat], details), children=tuple(hand + display),
                                  target=f"panel:{seat}"))
        rows = []
        for row in range(state.size):
            cells = []
            for col in range(state.size):
                card = state.cards[cell(row, col)]
                where = fill(self.tr("pasture row %1 column %2"), row + 1, col + 1)
                if card < 0:
                    cells.append(Readable(fill(self.tr("%1: an empty place"), where), target=f"cell:{row},{col}"))
                else:
                    cells.append(Readable(fill(self.tr("%1, %2"), card_name(card), where),
                                          describe_card(state, card, viewer, names), target=f"cell:{row},{col}"))
            rows.append(Readable(fill(self.tr("Pasture row %1"), row + 1), children=tuple(cells)))
        things = seats + [Readable(self.tr("Pasture"), children=tuple(rows), part=BOARD, target="pasture"),
                          Readable(fill(self.tr("Deck: %n card(s)", "", len(state.deck))), target="deck")]
        moves = self._moves(state, names) if scene.interactive and viewer == state.seat else ()
        if moves:
            things.append(Readable(self.tr("Your moves"), children=moves))
        return things

    def _moves(self, state: GameState, names: list[str]) -> tuple[Readable, ...]:
        """The acting seat's legal decisions in its words, with what each would do (the hover's words)."""
        seat = state.seat
        moves = []
        for action in state.legal_actions():
            decision = decision_of(action)
            if isinstance(decision, Play):
                moves.append(Readable(fill(self.tr("Play %1"), card_name(decision.card)),
                                      play_effect(state, seat, decision.card), action))
            elif isinstance(decision, Take) and decision.cell is not None:
                card = state.cards[decision.cell]
                row, col = row_of(decision.cell), col_of(decision.cell)
                moves.append(Readable(fill(self.tr("Take %1 from pasture row %2 column %3"), card_name(card), row + 1,
                                           col + 1), take_effect(state, seat, card), action,
                                      focused=decision.cell == self.scene.cursor_cell))
            elif isinstance(decision, DogMove) and decision.source is not None and decision.target is not None:
                moves.append(Readable(
                    fill(self.tr("Let the dog swap %1 with %2"), card_name(state.cards[decision.source]),
                         place_name(state.cards[decision.target])), dog_effect(state, decision, names), action,
                    focused=(decision.source, decision.target) == self.scene.dog_cursor))
            elif isinstance(decision, DogMove):
                moves.append(Readable(self.tr("No dog move"), no_dog_effect(state), action))
            elif isinstance(decision, Take):
                moves.append(Readable(self.tr("Take nothing"), self.tr("Your pawn's line holds no card to take."),
                                      action))
        return tuple(moves)

    def _describe(self, item: CardItem) -> str:
        if not item.face_up:
            return self.tr("A card nobody may look at yet.")
        names = [self.model.seat_name(s) for s in range(self.model.players)]
        return describe_card(self.model.state, item.card, self.scene.viewer, names)

    @staticmethod
    def news(event: object, names: Sequence[str]) -> str:
        return describe(event, names) or ""

    def log_lines(self, event: object) -> list[LogLine]:
        names = [self.model.seat_name(s) for s in range(self.model.players)]
        text = describe(event, names)
        if not text:
            return []
        seat = event.owner if isinstance(event, ev.ConsentGiven) else getattr(event, "seat", -1)
        return [(text, seat)]

    # ---------------------------------------------------------------- the standing (R20–R22)

    def standing(self) -> tuple[list[str], list[list[str]]]:
        """Single, double and milk points and the total, the dock's and the end screen's one order;
        milk in *points* (R21), so that a row adds up to its total."""
        headers = [self.tr("Player"), self.tr("Single"), self.tr("Double"), self.tr("Milk"), self.tr("Total")]
        scores = self.model.state.scores()
        return headers, [[self.model.seat_name(s.seat), str(s.single), str(s.double), str(s.milk), str(s.total)]
                         for s in scores]

    def end_legend(self) -> str:
        return self.tr("Single: marked pasture cards, at their value. Double: marked cards joined to the "
                       "stable, counted twice. Milk: the milk cocktails in the display.")

    @staticmethod
    def colour_choices() -> list[tuple[QIcon, str]]:
        """R2: five colours of pawn, stable and markers, one a seat."""
        return [(piece_icon("pawn", colour, 24), colour_name(colour)) for colour in range(len(SEAT_COLOURS))]

    @staticmethod
    def seats_note(players: int) -> str:
        """R3: the pasture grows with the players, and fewer cards take part (the rest stay in the box)."""
        types, dogs, milk1, milk2 = REMOVALS[players]
        cards = CARD_COUNT - 5 * types - dogs - milk1 - milk2
        size = pasture_size(players)
        return QCoreApplication.translate("GoatMasterTable", "%1×%1 pasture, %2 cards").replace(
            "%1", str(size)).replace("%2", str(cards))

    @staticmethod
    def confirm_text() -> str:
        """A take is final and a mis-click away (R13): the player may ask to confirm it."""
        return QCoreApplication.translate("GoatMasterTable", "Ask me to &confirm before I take a card")

    @staticmethod
    def rules_picture(name: str, size: QSize, dpr: float) -> Optional[QPixmap]:
        """The rules pages' cards and pieces, lettered as on the table (files whose name is not
        the card id: the dog and the two milks)."""
        try:
            return art().pixmap({"dog": "D01", "milk-1": "M1.1", "milk-2": "M2.1"}.get(name, name), size, dpr)
        except KeyError:
            return None

    def seat_picture(self, seat: int, size: QSize) -> QPixmap:
        return art_pixmap(f"pawn-{self.scene.colour_index(seat)}", size, self._window())

    def seat_colour(self, seat: int) -> QColor:
        return QColor(SEAT_COLOURS[self.scene.colour_index(seat)])
