"""The Goal Rows table in a QGraphicsScene: four rows, the seats around them, piles and a trade.

The scene draws the viewer's *observation* (T15), never the full state: a card
the viewer may not know has no item on the table at all, and its hand slot shows
an anonymous back, so nothing on screen can give it away.  ``viewer`` None is a
spectator (seat −1): every hand face down but the cards seen in trades, which
are public.

Input: a click (or 1–4, ←/→) picks a hand card; a click on a row (or ↑/↓ and
Enter) plays it there; T offers it for a trade.  Answering an offer, a click on
a card of the offered colour (or 1–4 and Enter) gives it, D or Esc declines.
Every choice leaves as :attr:`decided`, and only when the rules allow it.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from ....views.animator import Animator
from ..engine import events as ev
from ..engine.actions import DECLINE, GIVE0, OFFER0, PASS, play
from ..engine.cards import COLOUR, LENGTH, POINTS, VALUE
from ..engine.state import ANSWER, HAND, PLACES, PLAY
from .art import SEAT_COLOURS, colour_name
from .items import CardItem, LabelItem, PanelItem, RowItem, StackItem, TokenItem, TradeItem
from .layout import (DISCARD, HEIGHT, PILE, SMALL_TOKEN_R, SUMS_X, SUPPLY, TOKEN_R, TRADE,
                     WIDTH, TableLayout, row_rect, row_slot, token_centre, trade_card)
from ....views.words import fill, first_upper, names_list
from .words import card_name, row_name, sums_text, token_name

TABLE_GREEN = QColor("#5f8f43")
DIGITS: dict[int, int] = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class RowsScene(QGraphicsScene):
    """Shows a match model of Goal Rows for one viewer; reports that viewer's choices."""

    #: An action the acting human chose (always one of the state's legal actions).
    decided = Signal(int)
    #: Text for the status line: what the thing under the mouse is or would do.
    hovered = Signal(str)
    #: After every redraw (the table updates its buttons).
    synced = Signal()

    def __init__(self, model, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.animator = Animator(self)
        self.viewer: Optional[int] = None
        self.interactive = False
        self.bottom = 0
        #: The hand card the viewer picked (to play, offer or give), and the row under the keys.
        self.picked: Optional[int] = None
        self.cursor = 0
        self.hint: Optional[int] = None
        #: What the next sync animates specially: cards that left a hand (card → seat), the count
        #: of cards each seat drew and the viewer's own drawn cards, the row just scored.
        self._played_from: dict[int, int] = {}
        self._drawn: dict[int, int] = {}
        self._drawn_cards: set[int] = set()
        self._scored: tuple[int, list[int]] = (-1, [])
        self._hover_text = ""
        self.setSceneRect(0, 0, WIDTH, HEIGHT)
        self.setBackgroundBrush(TABLE_GREEN)
        model.happened.connect(self._on_event)
        model.changed.connect(self._on_changed)
        model.reset.connect(self.rebuild)
        self.rebuild()

    # ---------------------------------------------------------------- building

    def rebuild(self) -> None:
        """Every item for the model's game, placed without animation (new game, load, undo)."""
        self.animator.finish()
        self.clear()
        state = self.model.state
        n = state.n
        self.rows = [RowItem(p, row_rect(p), SUMS_X) for p in range(PLACES)]
        self.panels = [PanelItem(s, s) for s in range(n)]
        self.cards = [CardItem(c) for c in range(12 * n)]
        self.backs = {(s, k): CardItem(-1) for s in range(n) for k in range(HAND)}
        self.tokens = [TokenItem(t, TOKEN_R) for t in range(len(state.owner))]
        self.pile = StackItem(tokens=False)
        self.pile.setPos(*PILE)
        self.supply = StackItem(tokens=True)
        self.supply.setPos(*SUPPLY)
        self.trade = TradeItem(TRADE)
        self.pile_label, self.discard_label, self.supply_label = (LabelItem(200) for _ in range(3))
        self.pile_label.setPos(PILE[0] + 36, PILE[1] + 108)
        self.discard_label.setPos(DISCARD[0] + 36, DISCARD[1] + 108)
        self.supply_label.setPos(SUPPLY[0], SUPPLY[1] + 40)
        self.badges = [LabelItem(250, outline=SEAT_COLOURS[s]) for s in range(n)]
        for item in (*self.rows, *self.panels, *self.cards, *self.backs.values(), *self.tokens, self.pile,
                     self.supply, self.trade, self.pile_label, self.discard_label, self.supply_label, *self.badges):
            self.addItem(item)
        for item in (*self.cards, *self.backs.values(), *self.tokens):
            item.setVisible(False)
        self.picked, self.hint = None, None
        self._forget_turn()
        self.sync(animate=False)

    def set_mode(self, viewer: Optional[int], interactive: bool) -> None:
        """Whose secrets show and whether the acting seat's input is taken; the viewer sits at the
        bottom (a spectator keeps the last seat there, so nothing moves for a hand-over)."""
        if (viewer, interactive) == (self.viewer, self.interactive):
            return
        moved = viewer is not None and viewer != self.bottom
        self.viewer, self.interactive = viewer, interactive
        if viewer is not None:
            self.bottom = viewer
        self.picked = None
        self.sync(animate=not moved)

    # ---------------------------------------------------------------- what the viewer may do

    def acting(self) -> bool:
        """The viewer decides now and the table takes input."""
        state = self.model.state
        return self.interactive and self.viewer is not None and state.current_player() == self.viewer

    def legal(self) -> list[int]:
        return self.model.state.legal_actions() if self.acting() else []

    def hand(self) -> list[int]:
        """The viewer's hand as shown, left to right (sorted: by colour, then value)."""
        if self.viewer is None:
            return []
        state = self.model.state
        return [c for c in sorted(state.hand(self.viewer)) if not (state.phase == ANSWER and c == state.offer)]

    def choose(self, action: int) -> bool:
        if action in self.legal():
            self.decided.emit(action)
            return True
        return False

    # ---------------------------------------------------------------- engine events

    def _on_event(self, event) -> None:
        """Remember what the next :meth:`sync` animates specially."""
        if isinstance(event, ev.CardPlayed):
            self._played_from[event.card] = event.seat
        elif isinstance(event, ev.CardsSwapped):
            self._played_from[event.given] = event.partner
        elif isinstance(event, ev.CardDrawn):
            self._drawn[event.seat] = self._drawn.get(event.seat, 0) + 1
            self._drawn_cards.add(event.card)       # only ever shown if the viewer may see it
        elif isinstance(event, ev.RowScored):
            self._scored = (event.place, list(event.cards))

    def _on_changed(self) -> None:
        self.picked, self.hint = None, None
        self.sync()
        self._forget_turn()

    def _forget_turn(self) -> None:
        self._played_from, self._drawn, self._drawn_cards, self._scored = {}, {}, set(), (-1, [])

    # ---------------------------------------------------------------- showing the state

    def sync(self, animate: bool = True) -> None:
        """Put every item where the viewer's observation says; animate the way there."""
        state = self.model.state
        view = state.observation(-1 if self.viewer is None else self.viewer)
        seen = view.state
        layout = TableLayout(state.n, self.bottom)
        self.layout = layout
        animator = self.animator
        saved_speed = animator.speed
        if not animate:
            animator.speed = 0.0
        legal = self.legal()
        playing = bool(legal) and state.phase == PLAY
        gives = {a - GIVE0 for a in legal if GIVE0 <= a < DECLINE}
        if self.picked is not None and self.picked not in self.hand():
            self.picked = None
        scored_place, scored = self._scored
        delay = 650.0 if scored else 0.0        # a full row shows before it is cleared (T9)
        placed: set[int] = set()

        def put(card: int, pos: tuple[float, float], scale: float, z: float, mode: int = CardItem.NORMAL,
                wait: float = 0.0) -> None:
            item = self.cards[card]
            placed.add(card)
            if not item.isVisible() or item.opacity() < 1.0:
                origin, origin_scale = self._came_from(card, layout)
                item.setPos(origin)
                item.setScale(origin_scale)
                item.setOpacity(1.0)
                item.setVisible(True)
            if self.hint is not None and card == _hint_card(self.hint):
                mode = CardItem.HINT
            item.set_state(True, mode, bool(state.shown >> card & 1))
            item.setZValue(z)
            animator.move(item, QPointF(*pos), 380, delay=wait, scale=scale)

        for place in range(PLACES):
            for index, card in enumerate(seen.row(place)):
                put(card, row_slot(place, index), 1.0, 10 + index)
        for index, card in enumerate(seen.discard):
            put(card, DISCARD, 1.0, 5 + index * 0.01, wait=delay if card in scored[:-1] else 0.0)
            if scored and card == scored[-1] and card in self._played_from and animator.enabled():
                # The card that filled the row lands in it first, then goes with the others.
                slot = QPointF(*row_slot(scored_place, len(scored) - 1))
                animator.path(self.cards[card], [slot, slot, QPointF(*DISCARD)], step_ms=delay / 2)
        for seat in range(state.n):
            self._place_hand(seat, view, layout, put, playing, gives, delay)
        if state.phase == ANSWER and state.offer >= 0:
            put(state.offer, trade_card(), 1.0, 45)
        for card, item in enumerate(self.cards):
            if card not in placed and item.isVisible():
                animator.fade(item, 0.0, 350)            # reshuffled into the draw pile (T11)
                animator.move(item, QPointF(*PILE), 350)
        self._place_tokens(state, layout, delay)
        self._update_rows(state, seen, playing)
        self._update_panels(state, layout)
        self._update_piles(state, view)
        animator.speed = saved_speed
        self.synced.emit()

    def _place_hand(self, seat: int, view, layout: TableLayout, put, playing: bool, gives: set[int],
                    delay: float) -> None:
        """A seat's hand: known cards face up (its own, or seen in a trade), a back for each other."""
        state = self.model.state
        scale = layout.hand_scale(seat)
        cards = view.hand(seat)
        if seat == self.viewer:
            cards = self.hand()
        elif state.phase == ANSWER and seat == state.seat:
            cards = [c for c in cards if c != state.offer]
        drawn = self._drawn.get(seat, 0)
        wait = delay + 250 if drawn else 0.0
        for index in range(HAND):
            back = self.backs[(seat, index)]
            card = cards[index] if index < len(cards) else -2
            if card is None:
                pos = layout.hand_slot(seat, index)
                if not back.isVisible():
                    back.setPos(QPointF(*(PILE if index >= len(cards) - drawn else pos)))
                    back.setScale(scale if index < len(cards) - drawn else 1.0)
                    back.setVisible(True)
                back.set_state(False, CardItem.NORMAL)
                back.setZValue(30 + index)
                self.animator.move(back, QPointF(*pos), 380, delay=wait, scale=scale)
                continue
            back.setVisible(False)
            if card < 0:
                continue
            mode = CardItem.NORMAL
            if seat == self.viewer:
                if playing:
                    mode = CardItem.PICKED if card == self.picked else CardItem.LEGAL
                elif gives or self.acting():
                    mode = (CardItem.PICKED if card == self.picked else CardItem.LEGAL) if card in gives \
                        else CardItem.DIMMED
            lifted = seat == self.viewer and card == self.picked
            put(card, layout.hand_slot(seat, index, lifted), scale, 30 + index, mode,
                wait if card in self._drawn_cards else 0.0)

    def _came_from(self, card: int, layout: TableLayout) -> tuple[QPointF, float]:
        """Where a card coming into view starts: the hand that played or offered it, else the pile."""
        state = self.model.state
        seat = self._played_from.get(card)
        if seat is None and state.phase == ANSWER and card == state.offer:
            seat = state.seat
        if seat is not None:
            return QPointF(*layout.hand_slot(seat, 0)), layout.hand_scale(seat)
        return QPointF(*PILE), 1.0

    def _place_tokens(self, state, layout: TableLayout, delay: float) -> None:
        won: dict[int, list[int]] = {}
        for token, owner in enumerate(state.owner):
            if owner >= 0:
                won.setdefault(owner, []).append(token)
        targets: dict[int, tuple[tuple[float, float], float]] = {}
        for place in range(PLACES):
            if state.rtok[place] >= 0:
                targets[state.rtok[place]] = (token_centre(place), 1.0)
        for seat, tokens in won.items():
            tokens.sort(key=lambda t: (POINTS[t] < 0, -abs(POINTS[t])))
            for index, token in enumerate(tokens):
                targets[token] = (layout.won_token(seat, index), SMALL_TOKEN_R / TOKEN_R)
        for token, item in enumerate(self.tokens):
            target = targets.get(token)
            if target is None:
                item.setVisible(False)
                continue
            wait = 0.0
            if not item.isVisible():
                item.setPos(QPointF(*SUPPLY))
                item.setScale(30 / TOKEN_R)
                item.setVisible(True)
                wait = delay + 300 if delay else 0.0
            elif state.owner[token] >= 0 and item.scale() == 1.0:
                wait = delay
            item.setZValue(20 if state.owner[token] < 0 else 25)
            self.animator.move(item, QPointF(*target[0]), 420, delay=wait, scale=target[1])

    def _update_rows(self, state, seen, playing: bool) -> None:
        targets = {a & 3 for a in self.legal() if a < OFFER0 and a >> 2 == self.picked} if playing else set()
        live = list(state.live)
        if live and self.cursor not in live:
            self.cursor = live[0]
        hint_place = self.hint & 3 if self.hint is not None and self.hint < OFFER0 else -1
        for place, row in enumerate(self.rows):
            token = state.rtok[place]
            mode = RowItem.NORMAL
            if place == hint_place:
                mode = RowItem.HINT
            elif place in targets:
                mode = RowItem.CURSOR if place == self.cursor else RowItem.TARGET
            length = LENGTH[token] if token >= 0 else 0
            count = fill(self.tr("%n of %1 cards", "", state.rlen[place]), length) if length else ""
            row.set_state(length, state.rlen[place], state.sums(place), count,
                          self.tr("No token left for this place."), mode)

    def _update_panels(self, state, layout: TableLayout) -> None:
        actor = state.current_player()
        declined = self.declined() if state.phase == ANSWER else []
        for seat, panel in enumerate(self.panels):
            x, y, w, h = layout.panel_rect(seat)
            panel.set_geometry(w, h)
            panel.setPos(x, y)
            score = state.scores()[seat].total
            status = ""
            if state.phase == ANSWER:
                if seat == state.seat:
                    status = self.tr("offers a card")
                elif seat == state.asked:
                    status = self.tr("to answer…")
                elif seat in declined:
                    status = self.tr("declined")
            elif seat == actor:
                status = self.tr("to play…")
            panel.set_text(self.model.seat_name(seat), fill(self.tr("Score %1"), score), "", seat == actor)
            badge = self.badges[seat]
            badge.set_text(status)
            bx, by = layout.badge(seat)
            badge.setPos(bx, by - badge.h / 2)

    def declined(self) -> list[int]:
        """The seats that declined the open offer so far (T15: public)."""
        seats: list[int] = []
        for event in reversed(self.model.saved.game.events):
            if isinstance(event, ev.TradeOffered):
                break
            if isinstance(event, ev.TradeAnswered) and event.card is None:
                seats.append(event.seat)
        return seats[::-1]

    def _update_piles(self, state, view) -> None:
        self.pile.set_count(view.pile_size)
        self.supply.set_count(len(state.supply))
        self.pile_label.set_text(fill(self.tr("Draw pile %1"), view.pile_size))
        self.discard_label.set_text(fill(self.tr("Discard %1"), len(state.discard)))
        self.supply_label.set_text(fill(self.tr("Tokens left %1"), len(state.supply)))
        if state.phase == ANSWER and state.offer >= 0:
            lines = [fill(self.tr("%1 offers %2."), self.model.seat_name(state.seat), card_name(state.offer)),
                     fill(self.tr("%1 may give another %2 card, or decline."), self.model.seat_name(state.asked),
                          colour_name(COLOUR[state.offer]))]
            declined = self.declined()
            if declined:
                lines.append(fill(self.tr("Declined: %1."), names_list([self.model.seat_name(s) for s in declined])))
            self.trade.set_text(self.tr("Trade"), lines, self.hint == DECLINE)
        else:
            self.trade.set_text("", [])

    # ---------------------------------------------------------------- input

    def _target(self, pos: QPointF) -> Optional[QGraphicsItem]:
        """The item a click or hover at ``pos`` means: a card, a token, a row, a pile."""
        for item in self.items(pos):
            if item.isVisible() and item.opacity() > 0.5 and isinstance(
                    item, (CardItem, TokenItem, RowItem, StackItem, PanelItem, TradeItem)):
                return item
        return None

    def place_of(self, item: Optional[QGraphicsItem]) -> int:
        """The place a row, a card in a row or a token on a place stands for; −1 otherwise."""
        state = self.model.state
        if isinstance(item, RowItem):
            return item.place
        if isinstance(item, CardItem) and item.card >= 0:
            for place in range(PLACES):
                if item.card in state.row(place):
                    return place
        if isinstance(item, TokenItem) and item.token in state.rtok:
            return state.rtok.index(item.token)
        return -1

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._target(event.scenePos())       # what the player aimed at, even in flight
        self.animator.finish()
        if event.button() != Qt.MouseButton.LeftButton or not self.acting():
            return
        item = self._target(event.scenePos()) or item
        state = self.model.state
        if isinstance(item, CardItem) and item.card in self.hand():
            if state.phase == ANSWER:
                if not self.choose(GIVE0 + item.card):
                    self.hovered.emit(self.hand_text(item.card))
                return
            self._pick(None if self.picked == item.card else item.card)
            return
        place = self.place_of(item)
        if place >= 0 and state.phase == PLAY:
            if self.picked is None:
                self.hovered.emit(self.tr("Pick a card of your hand first, then click a row."))
            elif not self.choose(play(self.picked, place)):
                self.hovered.emit(self._row_text(place))

    def _pick(self, card: Optional[int]) -> None:
        self.picked = card
        self.sync()
        if card is not None:
            self.hovered.emit(self.hand_text(card))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.animator.finish()
        if not self.acting():
            return
        state, key, hand = self.model.state, event.key(), self.hand()
        if key in DIGITS and DIGITS[key] < len(hand):
            card = hand[DIGITS[key]]
            self._pick(None if card == self.picked and state.phase == PLAY else card)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = 1 if key == Qt.Key.Key_Right else -1
            index = hand.index(self.picked) + step if self.picked in hand else (0 if step > 0 else -1)
            self._pick(hand[index % len(hand)])
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and state.phase == PLAY and state.live:
            live = list(state.live)
            step = 1 if key == Qt.Key.Key_Down else -1
            self.cursor = live[(live.index(self.cursor) + step) % len(live)] if self.cursor in live else live[0]
            self.sync()
            self.hovered.emit(self._row_text(self.cursor))
        elif key in ENTER:
            self.confirm()
        elif key == Qt.Key.Key_T and self.picked is not None:
            if not self.choose(OFFER0 + self.picked):
                self.hovered.emit(self.tr("No trade now: the last turns were all trades or passes (T12)."))
        elif key in (Qt.Key.Key_D, Qt.Key.Key_Escape) and state.phase == ANSWER:
            self.choose(DECLINE)
        elif key == Qt.Key.Key_P:
            self.choose(PASS)
        elif key == Qt.Key.Key_Escape:
            self._pick(None)

    def confirm(self) -> None:
        """Enter: play the picked card on the row under the keys, give it, or pass."""
        state = self.model.state
        if PASS in self.legal():
            self.choose(PASS)
        elif self.picked is None:
            self.hovered.emit(self.tr("Pick a card first: 1–4 or ←/→."))
        elif state.phase == ANSWER:
            self.choose(GIVE0 + self.picked)
        else:
            self.choose(play(self.picked, self.cursor))

    # ---------------------------------------------------------------- hover

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        text = self.describe(self._target(event.scenePos()))
        if text != self._hover_text:
            self._hover_text = text
            self.hovered.emit(text)

    def describe(self, item: Optional[QGraphicsItem]) -> str:
        """The status line's words for what lies under the mouse."""
        state = self.model.state
        if isinstance(item, CardItem) and item.card in self.hand():
            return self.hand_text(item.card)
        place = self.place_of(item)
        if place >= 0:
            return self._row_text(place)
        if isinstance(item, CardItem):
            if item.card < 0:
                return self.tr("A card in a hand: only its owner knows it.")
            if item.card in state.discard:
                return fill(self.tr("The discard pile: %1 cards, shuffled into a new draw pile when it runs out."),
                            len(state.discard))
            return fill(self.tr("%1, seen in a trade: everybody knows it."), first_upper(card_name(item.card)))
        if isinstance(item, TokenItem):
            owner = state.owner[item.token]
            return fill(self.tr("%1, won by %2."), first_upper(token_name(item.token)),
                        self.model.seat_name(owner))
        if isinstance(item, StackItem):
            if item.tokens:
                return fill(self.tr("%1 tokens face down: one is turned up when a token is won."), len(state.supply))
            return self.tr("The draw pile: after playing, a player draws back up to 4 cards.")
        return ""

    def hand_text(self, card: int) -> str:
        state = self.model.state
        owner = self.model.seat_name(COLOUR[card])
        if state.phase == ANSWER and self.acting():
            if GIVE0 + card in self.legal():
                return fill(self.tr("Give %1 for %2 (click, or Enter)."), card_name(card), card_name(state.offer))
            return fill(self.tr("Only a %1 card can be given for %2."), colour_name(COLOUR[state.offer]),
                        card_name(state.offer))
        text = fill(self.tr("%1 counts for %2 wherever it is played."), first_upper(card_name(card)), owner)
        if self.acting() and state.phase == PLAY:
            text += " " + self.tr("Click a row to play it there, or offer it for a trade (T).")
        return text

    def row_summary(self, place: int) -> str:
        """A live row: its token, how full it is and each colour's sum (T9)."""
        state = self.model.state
        token = state.rtok[place]
        return fill(self.tr("%1, %2: %3 of %4 cards; %5."), first_upper(row_name(place)), token_name(token),
                    state.rlen[place], LENGTH[token], sums_text(state.sums(place)))

    def _row_text(self, place: int) -> str:
        """What a row holds, or what playing the picked card there would do (T9)."""
        state = self.model.state
        token = state.rtok[place]
        if token < 0:
            return self.tr("This place is empty: no token is left for it.")
        card = self.picked if self.acting() and state.phase == PLAY else None
        return self.row_summary(place) if card is None else self.play_text(card, place)

    def play_text(self, card: int, place: int) -> str:
        """What playing ``card`` on the live row ``place`` would do (T9)."""
        state = self.model.state
        token = state.rtok[place]
        sums = state.sums(place)
        sums[COLOUR[card]] += VALUE[card]
        if state.rlen[place] + 1 < LENGTH[token]:
            return fill(self.tr("Playing %1 on %2: %3; %4 of %5 cards."), card_name(card), row_name(place),
                        sums_text(sums), state.rlen[place] + 1, LENGTH[token])
        best = max(sums)
        winners = [s for s, v in enumerate(sums) if v == best]
        if len(winners) > 1:
            return fill(self.tr("Playing %1 on %2 fills it in a tie (%3): nobody wins, %4 stays."), card_name(card),
                        row_name(place), sums_text(sums), token_name(token))
        return fill(self.tr("Playing %1 on %2 fills it: %3 wins %4 (%5)."), card_name(card), row_name(place),
                    self.model.seat_name(winners[0]), token_name(token), sums_text(sums))

    # ---------------------------------------------------------------- hints

    def show_hint(self, action: int) -> None:
        self.hint = action
        self.picked = _hint_card(action)
        if action < OFFER0:
            self.cursor = action & 3
        self.sync(animate=False)


def _hint_card(action: int) -> Optional[int]:
    """The hand card an action uses (a play, an offer, a card given), else None."""
    if action < OFFER0:
        return action >> 2
    if action < GIVE0:
        return action - OFFER0
    return action - GIVE0 if action < DECLINE else None
