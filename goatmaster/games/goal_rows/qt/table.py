"""Goal Rows' table for the shared game window (:class:`goatmaster.views.table_part.TablePart`).

The scene (:mod:`.scene`) draws and takes clicks and keys; this class is what the
window talks to: the mode (whose secrets show, who may act), the prompt and help
texts, the prompt bar's buttons (offer, pass, decline), the log's words and the
score table.

What a lesson's step may point at (:meth:`RowsTable.locate`): ``row:<place>`` (a row with its
token), ``token:<place>`` (the token on a place), ``card:<id>`` (a card face up anywhere:
``card:R07``), ``hand`` (the viewer's), ``pile`` (the draw pile), ``discard``, ``supply`` (the
tokens left), ``trade`` (the open offer), ``panel:<seat>`` (a seat's colour, hand and tokens won),
and ``move:<text>`` (the card and the row of a play, the card an offer shows or a give gives,
the offer a decline answers).
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QObject, QRectF, QSize, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPixmap
from PySide6.QtWidgets import QAbstractButton, QPushButton, QWidget

from ....core.game import ActionError
from ..engine.actions import DECLINE, GIVE0, OFFER0, PASS, PLACES, parse_action, play
from ..engine.cards import CARD_COUNT, COLOUR, card_id, parse_card
from ..engine.state import ANSWER, OVER, PLAY
from .art import CARD_H, CARD_W, SEAT_COLOURS, colour_name, seat_pixmap
from .layout import DISCARD
from .scene import RowsScene
from ....views.table_part import LogLine, PlainTable, united
from ....views.table_reading import BOARD, HAND, Readable
from ....views.words import fill
from .words import card_name, log_lines, row_name, token_name


class RowsTable(QObject, PlainTable):
    """The Goal Rows table: a :class:`RowsScene` and what the window asks of it."""

    decided = Signal(int)
    hovered = Signal(str)

    def __init__(self, model, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = RowsScene(model, self)
        self.scene.decided.connect(self.decided)
        self.scene.hovered.connect(self.hovered)
        # The buttons wait in a hidden holder until the window puts them in its prompt bar, so
        # showing one never opens it as a window of its own.
        self._holder = QWidget()
        self.offer_button = QPushButton(self.tr("Offer for trade (T)"), self._holder)
        self.pass_button = QPushButton(self.tr("Pass (P)"), self._holder)
        self.decline_button = QPushButton(self.tr("Decline (D)"), self._holder)
        self.offer_button.setToolTip(self.tr("Show the picked card and offer it: the others are asked in turn, "
                                             "starting on your left (T10)."))
        self.decline_button.setToolTip(self.tr("Keep your cards: the next player is asked (T10)."))
        self.offer_button.clicked.connect(self._offer)
        self.pass_button.clicked.connect(lambda: self.scene.choose(PASS))
        self.decline_button.clicked.connect(lambda: self.scene.choose(DECLINE))
        self.scene.synced.connect(self._update_buttons)
        self._update_buttons()

    # ---------------------------------------------------------------- mode and animation

    @property
    def animation_speed(self) -> float:
        return self.scene.animator.speed

    @animation_speed.setter
    def animation_speed(self, speed: float) -> None:
        self.scene.animator.speed = speed

    def set_mode(self, viewer: Optional[int], interactive: bool) -> None:
        self.scene.set_mode(viewer, interactive)

    def finish_animations(self) -> None:
        self.scene.animator.finish()

    def story_told(self) -> None:
        """Who declined the open offer is read from the events, older ones now among them."""
        self.scene.sync(animate=False)

    def locate(self, target: str) -> Optional[QRectF]:
        """Where a lesson's step points (the names are in the module's docstring); None if not shown."""
        scene, state = self.scene, self.model.state
        kind, _, name = target.partition(":")
        try:
            if kind == "move":
                return self._locate_move(parse_action(name))
            if kind == "card":
                return self._card(parse_card(name))
            if kind in ("row", "token") and 0 <= int(name) < PLACES:
                place = int(name)
                token = state.rtok[place]
                if kind == "row":
                    return scene.rows[place].sceneBoundingRect()
                return scene.tokens[token].sceneBoundingRect() if token >= 0 else None
            if kind == "panel" and 0 <= int(name) < state.n:
                return scene.panels[int(name)].sceneBoundingRect()
        except (ActionError, ValueError):
            return None
        if kind == "hand":
            return united([rect for rect in map(self._card, scene.hand()) if rect is not None])
        if kind == "discard":
            return QRectF(*DISCARD, CARD_W, CARD_H) if state.discard else None
        if kind == "trade":
            return scene.trade.sceneBoundingRect() if state.phase == ANSWER else None
        shown = {"pile": scene.pile, "supply": scene.supply}.get(kind)
        return shown.sceneBoundingRect() if shown is not None else None

    def _card(self, card: int) -> Optional[QRectF]:
        """A card's face on the scene, if it shows (its item's bounds hold room for its glow)."""
        if not 0 <= card < len(self.scene.cards) or not self.scene.cards[card].isVisible():
            return None
        return self.scene.cards[card].mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))

    def _locate_move(self, action: int) -> Optional[QRectF]:
        if action < OFFER0:                     # a play: the card and its row
            card = self._card(action // PLACES)
            return united([self.scene.rows[action % PLACES].sceneBoundingRect()] + ([card] if card else []))
        if action < DECLINE:
            return self._card((action - OFFER0) % CARD_COUNT)
        return self.locate("trade") if action == DECLINE else None

    def ask(self, seat: int) -> None:
        """T10: ``seat`` answers the open offer on the table: a card of the colour, or Decline (the
        window's prompt line says how)."""
        self.scene.set_mode(seat, True)

    # ---------------------------------------------------------------- buttons

    def buttons(self) -> list[QAbstractButton]:
        return [self.offer_button, self.pass_button, self.decline_button]

    def _offer(self) -> None:
        if self.scene.picked is not None:
            self.scene.choose(OFFER0 + self.scene.picked)

    def _update_buttons(self) -> None:
        legal = self.scene.legal()
        phase = self.model.state.phase
        picked = self.scene.picked
        self.offer_button.setVisible(phase == PLAY and PASS not in legal and bool(legal))
        self.offer_button.setEnabled(picked is not None and OFFER0 + picked in legal)
        self.pass_button.setVisible(PASS in legal)
        self.decline_button.setVisible(DECLINE in legal)

    # ---------------------------------------------------------------- read aloud

    def reading(self) -> list[Readable]:
        """The seats (score, hand, tokens won), the rows, the piles, an open offer, and the moves now;
        another's hand only as face-down cards (T15)."""
        state, scene = self.model.state, self.scene
        scores = state.scores()
        things = []
        for seat in range(self.model.players):
            held = state.hand(seat)
            if seat == scene.viewer:
                hand = [Readable(fill(self.tr("In the hand: %1"), card_name(card)), scene.hand_text(card), part=HAND,
                                 target="card:" + card_id(card))
                        for card in scene.hand()]
            else:
                hand = [Readable(self.tr("In the hand: a card face down"), hidden=True)] * len(held)
            won = [Readable(fill(self.tr("Won: %1"), token_name(token)))
                   for token, owner in enumerate(state.owner) if owner == seat]
            things.append(Readable(fill(self.tr("%1: score %2, %n card(s) in hand", "", len(held)),
                                        self.model.seat_name(seat), scores[seat].total), children=tuple(hand + won),
                                   target=f"panel:{seat}"))
        rows = tuple(Readable(scene.row_summary(place) if state.rtok[place] >= 0 else
                              fill(self.tr("%1: empty, no token left for it"), row_name(place)), target=f"row:{place}")
                     for place in range(PLACES))
        things.append(Readable(self.tr("Rows"), children=rows, part=BOARD))
        things.append(Readable(self.tr("Piles"), children=tuple(Readable(label.text, target=place) for label, place in (
            (scene.pile_label, "pile"), (scene.discard_label, "discard"), (scene.supply_label, "supply")))))
        if scene.trade.lines:
            things.append(Readable(self.tr("Trade"), children=tuple(Readable(line) for line in scene.trade.lines),
                                   target="trade"))
        moves = self._moves()
        if moves:
            things.append(Readable(self.tr("Your moves"), children=moves))
        return things

    def _moves(self) -> tuple[Readable, ...]:
        """The acting human's legal actions in the table's words; the picked card's play on the row
        under the keys (or its gift) focused."""
        scene, state = self.scene, self.model.state
        picked = scene.picked
        focus = None if picked is None else GIVE0 + picked if state.phase == ANSWER else play(picked, scene.cursor)
        moves = []
        for action in scene.legal():
            if action == PASS:
                moves.append(Readable(self.tr("Pass"), self.tr("You hold no card: pass."), action))
            elif action == DECLINE:
                moves.append(Readable(self.tr("Decline"), self.tr("Keep your cards: the next player is asked (T10)."),
                                      action))
            elif action >= GIVE0:
                moves.append(Readable(fill(self.tr("Give %1"), card_name(action - GIVE0)),
                                      scene.hand_text(action - GIVE0), action, focused=action == focus))
            elif action >= OFFER0:
                moves.append(Readable(fill(self.tr("Offer %1 for a trade"), card_name(action - OFFER0)),
                                      self.offer_button.toolTip(), action))
            else:
                card, place = divmod(action, PLACES)
                moves.append(Readable(fill(self.tr("Play %1 on %2"), card_name(card), row_name(place)),
                                      scene.play_text(card, place), action, focused=action == focus))
        return tuple(moves)

    # ---------------------------------------------------------------- words

    def prompt(self) -> str:
        if not self.scene.acting():
            return ""
        state = self.model.state
        legal = state.legal_actions()
        if state.phase == ANSWER:
            return fill(self.tr("%1 offers %2: give a %3 card (click it, or 1–4 and Enter), or decline (D)."),
                        self.model.seat_name(state.seat), card_name(state.offer), colour_name(COLOUR[state.offer]))
        if legal == [PASS]:
            return self.tr("You hold no card: pass (P or Enter).")
        text = self.tr("Pick a card (click or 1–4), then a row (click, or ↑/↓ and Enter).")
        if any(OFFER0 <= a < GIVE0 for a in legal):
            return text         # the offer button beside it names its key: one line in a small window
        return text + " " + self.tr("No trade now: the last turns were all trades or passes.")

    def what_now(self) -> str:
        state = self.model.state
        if state.phase == OVER:
            return self.tr("The game is over: the highest score above 0 wins (T14).")
        if state.phase == ANSWER:
            return fill(self.tr("%1 offers %2 for a trade. The player asked may give a %3 card of another value "
                                "for it: both cards change hands, face up, and the turn ends without a draw. "
                                "Or decline: then the next player is asked, and if all decline, nothing "
                                "changes (T10)."), self.model.seat_name(state.seat), card_name(state.offer),
                        colour_name(COLOUR[state.offer]))
        lines = [self.tr("Play one card of your hand at the end of a row. A card counts for the player of its "
                         "colour, whoever plays it (T7). When a row holds as many cards as its token's number, "
                         "the colour with the strictly highest sum wins the token: black ones add, red ones "
                         "subtract; on a tie nobody wins and the row starts again (T9). Then you draw back up "
                         "to 4 cards.")]
        if any(OFFER0 <= a < GIVE0 for a in state.legal_actions()):
            lines.append(self.tr("Instead of playing you may offer a card for a trade: the others are asked in "
                                 "turn, starting on your left, and may give a card of the same colour (T10)."))
        else:
            lines.append(self.tr("No trade now: when every player's last turn was a trade or a pass, the next "
                                 "one must play (T12)."))
        lines += [self.scene.row_summary(place) for place in state.live]
        return "\n".join(lines)

    def show_hint(self, action: int, lead: str) -> str:
        self.scene.show_hint(action)
        if action < OFFER0:
            return fill(self.tr("%1 play %2 on %3."), lead, card_name(action >> 2), row_name(action & 3))
        if action < GIVE0:
            return fill(self.tr("%1 offer %2 for a trade."), lead, card_name(action - OFFER0))
        if action < DECLINE:
            return fill(self.tr("%1 give %2."), lead, card_name(action - GIVE0))
        return fill(self.tr("%1 decline.") if action == DECLINE else self.tr("%1 pass."), lead)

    def question(self, seat: int) -> str:
        state = self.model.state
        if state.phase != ANSWER or state.asked != seat:
            return ""
        return fill(self.tr("%1 offers %2 for a trade. %3, will you give a %4 card for it, or decline?"),
                    self.model.seat_name(state.seat), card_name(state.offer), self.model.seat_name(seat),
                    colour_name(COLOUR[state.offer]))

    def log_lines(self, event: object) -> list[LogLine]:
        return log_lines(event, self.model.seat_name)

    @staticmethod
    def news(event: object, names: Sequence[str]) -> str:
        return " ".join(text for text, _seat in log_lines(event, names.__getitem__))  # (the log needs no position)

    def standing(self) -> tuple[list[str], list[list[str]]]:
        """T13: black tokens minus red ones, per seat.  The tokens are counted, not listed: each
        lies in its winner's panel on the table, and a list grows until the score table
        overflows its dock or the dock crowds the table."""
        state = self.model.state
        headers = [self.tr("Player"), self.tr("Tokens"), self.tr("Black"), self.tr("Red"), self.tr("Score")]
        rows = []
        for score in state.scores():
            tokens = sum(1 for owner in state.owner if owner == score.seat)
            rows.append([self.model.seat_name(score.seat), str(tokens), str(score.black), str(score.red),
                         str(score.total)])
        return headers, rows

    def end_legend(self) -> str:
        return self.tr("Tokens: how many tokens each player won. Black: the points of the black ones. "
                       "Red: the points of the red ones, taken away. Score: black minus red.")

    # ---------------------------------------------------------------- pictures

    def seat_picture(self, seat: int, size: QSize) -> QPixmap:
        screen = QGuiApplication.primaryScreen()
        return seat_pixmap(seat, size, screen.devicePixelRatio() if screen is not None else 1.0)

    def seat_colour(self, seat: int) -> QColor:
        return QColor(SEAT_COLOURS[seat])
