"""The table in a QGraphicsScene: pasture, pieces, displays, deck and the viewer's hand.

The scene reads the app's match model (``state``, ``saved``, ``seat_name`` and its
signals ``happened``, ``changed`` and ``reset``) and shows it;
clicks, keys and drags come back out as signals (``handCardClicked``,
``cellClicked``, ``dogDropped``).  It never decides what is legal: it asks the
model, and lights up what the model says.  After every change :meth:`sync`
moves each item to where the engine says its card is, animating the way there.

Where the cards are is read from the viewer's observation (R23: a spectator's,
seat -1, while the screen is handed over), never from the full state: a card the
viewer may not know is not placed at all, and its hand slot shows an anonymous
back instead, so nothing on the table can give it away.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsPathItem, QGraphicsRectItem,
                               QGraphicsScene, QGraphicsSceneMouseEvent)

from ..engine import events as ev
from ..engine.cards import CARD_COUNT, FIRST_DOG, FIRST_MILK, GOAT_TYPES, POINTS, TYPE
from ..engine.state import (BOX, DECK, DISPLAY, DOG, HAND, OUT, OVER, PASTURE, PLAY, TAKE,
                                              UNSEEN)
from ....views.animator import Animator
from ....views.note_spot import note_spot
from .art import CardArt, goat_name
from .display_model import DisplayModel
from .items import CARD_H, CARD_W, CardItem, LabelItem, NoteItem, PanelItem, PieceItem, wrapped_tip
from .layout import HAND_SCALE, LABEL_H, PAWN_DISTANCE, STABLE_DISTANCE, TableLayout
from .palette import SEAT_COLOURS
from .pictures import seat_colours
from .roles import CARDS_ROLE


class TableScene(QGraphicsScene):
    """Shows a game model; reports the viewer's clicks, keys and drags."""

    handCardClicked = Signal(int)
    cellClicked = Signal(int)
    dogDropped = Signal(int, int)
    #: The keyboard chose a dog move (arrows), or no dog move (N or Escape), R18.
    dogChosen = Signal(int, int)
    dogSkipped = Signal()
    #: Text about the card under the mouse (what it is, what playing or taking it would do).
    hovered = Signal(str)

    def __init__(self, model, art: Optional[CardArt] = None, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.art = art or CardArt()
        self.art.owed = self.update         # pictures left for a later frame (CardArt's budget)
        self.animator = Animator(self)
        #: Seat whose hand is shown face up; None hides every hand (the table sets it).
        self.viewer: Optional[int] = None
        #: Whether the viewer may act now (the table sets it).
        self.interactive = True
        #: Callback giving the hover text of a card item (set by the window).
        self.describe: Callable[[CardItem], str] = lambda item: ""
        self.cursor_cell = -1
        #: The dog move the arrow keys point at (source, target), or None.
        self.dog_cursor: Optional[tuple[int, int]] = None
        self._empty_marks: list[QGraphicsRectItem] = []
        #: Cards to point at (a hint); cleared by the next change of the game.
        self.hint_cards: set[int] = set()
        #: The two cards a consent question is about (R18), ringed while it is asked.
        self.asked_cards: set[int] = set()
        self._drag: Optional[CardItem] = None
        self._drag_offset = QPointF()
        #: Where the last click on the table was, until a note was said there (None: no click).
        self.last_press: Optional[QPointF] = None
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.hide_note)
        self._last_turn: dict[int, dict] = {}
        self._walks: dict[int, list[int]] = {}
        self._drops: set[int] = set()
        model.happened.connect(self._on_event)
        model.changed.connect(self.sync)
        model.reset.connect(self.rebuild)
        self.rebuild()

    # ---------------------------------------------------------------- building

    def rebuild(self) -> None:
        """Create every item for the model's current game (new game, load)."""
        self.animator.finish()
        self.clear()
        self.art.trim()             # the game before's pictures, at sizes this one may not use
        self._empty_marks = []
        self._colours = seat_colours(self.model.saved)
        state = self.model.state
        self.layout = layout = TableLayout(state.players, state.size)
        self.setSceneRect(0, 0, layout.width, layout.height)
        self.setBackgroundBrush(QColor("#6b9a4b"))
        x, y, w, h = layout.board_rect
        board = QGraphicsRectItem(x, y, w, h)
        board.setBrush(QColor(60, 92, 44, 150))
        board.setPen(QPen(QColor(40, 60, 30, 160), 2))
        board.setZValue(-10)
        self.addItem(board)
        self.line_band = QGraphicsRectItem()
        self.line_band.setZValue(3)             # an outline over the cards of the line
        self.line_band.setBrush(Qt.BrushStyle.NoBrush)
        self.addItem(self.line_band)
        self.panels = []
        for seat in range(state.players):
            px, py, pw, ph = layout.panel_rect(seat)
            panel = PanelItem(seat, pw, ph)
            panel.setPos(px, py)
            self.addItem(panel)
            emblem = PieceItem(self.art, f"marker-{self.colour_index(seat)}", 22, 22)
            emblem.setPos(px + 18, py + 15)
            emblem.setZValue(1)
            self.addItem(emblem)
            self.panels.append(panel)
        self.group_labels: dict[int, list[LabelItem]] = {s: [] for s in range(state.players)}
        for old in getattr(self, "displays", []):
            old.deleteLater()
        self.displays = [DisplayModel(self.model, seat, self) for seat in range(state.players)]
        self.stables = []
        for seat, position in enumerate(state.geo.stables):
            colour = self.colour_index(seat)        # the seat's emblem on the stable's door
            stable = PieceItem(self.art, f"stable-{colour}", 40, 34, f"marker-{colour}", QRectF(-6, 3, 12, 12))
            stable.setPos(*layout.edge_anchor(position, STABLE_DISTANCE))
            stable.setZValue(2)
            stable.setToolTip(self.tr("Stable of %1").replace("%1", self.model.seat_name(seat)))
            self.addItem(stable)
            self.stables.append(stable)
        self.pawns = []
        for seat in range(state.players):
            pawn = PieceItem(self.art, f"pawn-{self.colour_index(seat)}", 34, 42)
            pawn.setZValue(20 + seat)
            pawn.setToolTip(self.tr("Pawn of %1").replace("%1", self.model.seat_name(seat)))
            self.addItem(pawn)
            self.pawns.append(pawn)
        # Move preview: where a hovered hand card would put the pawn, and its line.
        self.preview_pawn = PieceItem(self.art, "pawn-0", 34, 42)
        self.preview_pawn.setOpacity(0.6)
        self.preview_pawn.setZValue(19)
        self.preview_pawn.setVisible(False)
        self.addItem(self.preview_pawn)
        self.preview_band = QGraphicsRectItem()
        self.preview_band.setZValue(3)
        self.preview_band.setVisible(False)
        self.addItem(self.preview_band)
        self.note = NoteItem()
        self.addItem(self.note)
        self.deck_item = CardItem(self.art, 0)
        self.deck_item.face_up = False
        self.deck_item.setPos(*layout.deck_pos())
        self.addItem(self.deck_item)
        self.deck_label = LabelItem(120, 20, 11)
        self.deck_label.setPos(layout.deck_pos()[0] + CARD_W / 2, layout.deck_pos()[1] + CARD_H + 2)
        self.addItem(self.deck_label)
        # Public (R3, R14) and it decides the strategy: named above the deck, listed on hover.
        self.out_label = LabelItem(230, 20, 10)
        self.out_label.setPos(layout.deck_pos()[0] + CARD_W / 2, layout.deck_pos()[1] - 24)
        self.addItem(self.out_label)
        self.hand_label = LabelItem(300, 20, 11)
        hx, hy = layout.hand_slot(0)
        self.hand_label.setPos(hx + CARD_W * HAND_SCALE + 7, hy - 24)
        self.addItem(self.hand_label)
        self.arrows: dict[int, QGraphicsPathItem] = {}
        self.cards = []
        for card in range(CARD_COUNT):
            item = CardItem(self.art, card)
            item.setVisible(False)
            self.addItem(item)
            self.cards.append(item)
        #: One anonymous back per hand slot (``2 * seat + k``), shown where the viewer may
        #: not know the card: the card's own item stays hidden.
        self.backs = []
        for _ in range(2 * state.players):
            back = CardItem(self.art, 0)
            back.face_up = False
            back.setVisible(False)
            self.addItem(back)
            self.backs.append(back)
        self._read_last_turns()
        self._walks = {}
        self._drops = set()
        self.sync(animate=False)

    def take_cells(self) -> list[int]:
        """Cells the acting seat may take from now (R11; empty outside the take)."""
        state = self.model.state
        return state.take_cells() if state.phase == TAKE else []

    def dog_sources(self) -> list[int]:
        """Marked cards the acting seat may move with its dog now (R18)."""
        state = self.model.state
        return sorted({source for source, _ in state.dog_moves()}) if state.phase == DOG else []

    def dog_targets(self, source: int) -> list[int]:
        state = self.model.state
        return [target for s, target in state.dog_moves() if s == source] if state.phase == DOG else []

    def colour_index(self, seat: int) -> int:
        """The R2 colour (0–4) a seat wears: the players' choice, kept by the model."""
        return self._colours[seat]

    def set_mode(self, viewer: Optional[int], interactive: bool, force: bool = False) -> None:
        """Whose secrets are shown and whether input is taken; syncs only on a change.

        A note and a move preview go with any change: a hint's words may name a card of the hand
        just hidden, and where a hovered card would move the pawn tells its value."""
        if force or (viewer, interactive) != (self.viewer, self.interactive):
            self.viewer, self.interactive = viewer, interactive
            self.hide_note()
            self.show_preview(None)
            self.sync()

    # ---------------------------------------------------------------- engine events

    def _on_event(self, event) -> None:
        """Remember what the next :meth:`sync` should animate specially."""
        self._remember_turn(event)
        if isinstance(event, ev.CardPlayed):
            arrow = self.arrows.pop(event.seat, None)
            if arrow is not None:
                self.removeItem(arrow)
        elif isinstance(event, ev.PawnMoved) and event.steps:
            n = self.layout.size * 4
            self._walks[event.seat] = [(event.start + k) % n for k in range(1, event.steps + 1)]
        elif isinstance(event, ev.MarkersPlaced):
            self._drops.update(event.cells)

    def story_told(self) -> None:
        """Older events came before those the model held (the story of a table joined or opened
        again): each seat's last turn is read from them all and framed, nothing moving."""
        self._read_last_turns()
        self.sync(animate=False)

    def _read_last_turns(self) -> None:
        """Each seat's last turn from every event the model holds (a game loaded, rewound or joined
        marks them too, not only one whose events all came after the scene was built)."""
        self._last_turn = {}
        for event in self.model.saved.game.events:
            self._remember_turn(event)

    def _remember_turn(self, event) -> None:
        """Note what each seat's last turn touched (its frames on the table)."""
        if isinstance(event, ev.CardPlayed):
            self._last_turn[event.seat] = {"played": event.card}
        elif isinstance(event, ev.CardTaken):
            self._last_turn.setdefault(event.seat, {})["taken"] = event.cell
        elif isinstance(event, ev.DogMoved):
            self._last_turn.setdefault(event.seat, {})["dog"] = (event.source, event.target)

    # ---------------------------------------------------------------- showing the state

    def sync(self, animate: bool = True) -> None:
        """Put every item where the viewer's observation says it is; animate the changes."""
        state = self.model.state
        view = state.observation(-1 if self.viewer is None else self.viewer)
        seen = view.state                   # the position as the viewer may know it (R23)
        layout = self.layout
        animator = self.animator
        if not animate:
            saved_speed, animator.speed = animator.speed, 0.0
        legal_takes = set(self.take_cells()) if self.interactive else set()
        dog_sources = set(self.dog_sources()) if self.interactive else set()
        playable = self.interactive and state.phase == PLAY and state.seat == self.viewer
        last_marks = self._last_turn_marks()
        connected: set[int] = set()     # R20: the cards that count double, shown all game long
        for seat in range(state.players):
            connected |= state.connected_cells(seat)
        deck_point = QPointF(*layout.deck_pos())
        walked = set()
        for seat, positions in self._walks.items():
            self._walk_pawn(seat, positions)
            walked.add(seat)
        self._walks = {}
        self._place_pawns(skip=walked)
        display_places = self._display_places()
        dropping = {state.cards[c] for c in self._drops if state.cards[c] >= 0}
        if state.phase != TAKE:
            self.cursor_cell = -1
        if state.phase != DOG or not self.interactive:
            self.dog_cursor = None
        chosen_move = self.dog_cursor or (-1, -1)
        if self._drag is None:
            self._show_empty_targets({self.dog_cursor[1]} if self.dog_cursor else set())

        for card, item in enumerate(self.cards):
            where = seen.where[card]
            mode = CardItem.NORMAL
            face_up = True
            marker = -1
            scale = 1.0
            z = 1.0
            item.cell = -1
            if where >= PASTURE:
                cell = where - PASTURE
                item.cell = cell
                target = QPointF(*layout.cell_pos(cell))
                marker = state.marks[cell]
                if cell in legal_takes:
                    mode = CardItem.CHOSEN if cell == self.cursor_cell else CardItem.LEGAL
                elif cell in chosen_move:
                    mode = CardItem.CHOSEN
                elif cell in dog_sources:
                    mode = CardItem.LEGAL
                elif cell in connected and state.phase == OVER:
                    mode = CardItem.CONNECTED
            elif where >= DISPLAY:
                target, z = display_places[card]
                scale = self.display_scale
            elif where >= HAND:                     # the viewer's own, or one known to all (R23)
                seat = where - HAND
                slot = 0 if seen.hands[2 * seat] == card else 1
                z = 30
                if seat == self.viewer:
                    target = QPointF(*layout.hand_slot(slot))
                    scale = HAND_SCALE
                    if playable:
                        mode = CardItem.LEGAL
                else:
                    target = QPointF(*layout.other_hand_pos(seat, slot, self.display_scale))
                    scale = self.display_scale
            else:                                   # deck, box, out of the game, or not known
                if item.isVisible() and where == OUT:
                    animator.fade(item, 0.0, 450)
                elif where in (DECK, BOX, UNSEEN):
                    item.setVisible(False)
                continue
            if not item.isVisible() or item.opacity() < 1.0:
                # A card appearing comes from the deck (a refill), or from the back it was
                # in a hand (played or shown), or fades in.
                item.setPos(self._came_from(card, deck_point))
                item.setScale(1.0)
                item.setOpacity(1.0)
                item.setVisible(True)
            if card in self.hint_cards:
                mode = CardItem.HINT
            elif card in self.asked_cards:
                mode = CardItem.CHOSEN
            item.set_state(face_up, marker, mode, last_marks.get(card, -1), item.cell in connected)
            item.setZValue(z)
            if card in dropping:
                animator.tween(item, b"marker_drop", 0.0, 1.0, 500, delay=300)
            if self._drag is item:
                continue
            animator.move(item, target, 380, scale=scale)
        self._drops = set()
        self._place_backs(view, deck_point)
        self._update_labels(state)
        self._update_line_band(state)
        self._update_arrows()
        if not animate:
            animator.speed = saved_speed

    def _place_backs(self, view, deck_point: QPointF) -> None:
        """An anonymous back on every hand slot whose card the viewer may not know."""
        for slot, back in enumerate(self.backs):
            seat = slot // 2
            if slot not in view.secret_slots or seat == self.viewer:
                back.setVisible(False)
                continue
            if not back.isVisible():
                back.setPos(deck_point)
                back.setScale(1.0)
                back.setOpacity(1.0)
                back.setVisible(True)
            back.setZValue(30)
            self.animator.move(back, QPointF(*self.layout.other_hand_pos(seat, slot % 2, self.display_scale)),
                               380, scale=self.display_scale)

    def _came_from(self, card: int, deck_point: QPointF) -> QPointF:
        """Where a card coming into view starts: the back of the hand that played it, else the deck."""
        for seat, turn in self._last_turn.items():
            if turn.get("played") == card:
                return QPointF(*self.layout.other_hand_pos(seat, 0, self.display_scale))
        return deck_point

    def _last_turn_marks(self) -> dict[int, int]:
        """Card → seat, for the card each seat played and the card now on the cell it took."""
        state = self.model.state
        marks: dict[int, int] = {}
        for seat, turn in self._last_turn.items():
            if "played" in turn and state.where[turn["played"]] == DISPLAY + seat:
                marks[turn["played"]] = seat
            cell = turn.get("taken")
            if cell is not None and state.cards[cell] >= 0:
                marks[state.cards[cell]] = seat
        return marks

    def _display_places(self) -> dict[int, tuple[QPointF, float]]:
        """Where each display card sits: the display model's stacks, as large as the panels allow."""
        layout = self.layout
        places: dict[int, tuple[QPointF, float]] = {}
        self._groups: dict[int, list[tuple[float, float, str]]] = {}
        displays, texts = [], {}
        for display in self.displays:
            display.refresh()                   # the model may hear of the change after us
            stacks = [(display.index(r).data(), tuple(display.index(r).data(CARDS_ROLE)))
                      for r in range(display.rowCount())]
            texts.update({cards: text for text, cards in stacks})
            displays.append([cards for _, cards in stacks])
        fit = layout.fit_displays(displays, self.viewer)
        self.display_scale = scale = fit.scale
        card_w = CARD_W * scale
        for seat, rows in enumerate(fit.rows):
            labels = []
            for r, (row, step, gap) in enumerate(rows):
                x, y0 = layout.display_origin(seat, r, scale)
                for group in row:
                    for k, card in enumerate(group):
                        places[card] = (QPointF(x + k * step, y0), 5.0 + k)
                    group_w = card_w + step * (len(group) - 1)
                    labels.append((x + group_w / 2, y0 + CARD_H * scale + 2, texts[group]))
                    x += group_w + gap
            self._groups[seat] = labels
        return places

    def _update_labels(self, state) -> None:
        scores = state.scores()
        for seat, panel in enumerate(self.panels):
            panel.set_text(self.model.seat_name(seat), self.panel_details(state, seat, scores[seat].total),
                           seat == state.actor)
            pool = self.group_labels[seat]
            wanted = self._groups.get(seat, [])
            while len(pool) < len(wanted):
                label = LabelItem(96, LABEL_H - 3, 11)
                label.setZValue(40)
                self.addItem(label)
                pool.append(label)
            size = 11 * min(1.0, self.display_scale / 0.64)     # below that, stacks are narrower than labels
            for label, (x, y, text) in zip(pool, wanted):
                label.setPos(x, y)
                label.set_size(size)
                colour = SEAT_COLOURS[self.colour_index(seat)] if text.startswith("★") else None
                label.set_text(text, colour)
                label.setVisible(True)
            for label in pool[len(wanted):]:
                label.setVisible(False)
        self.deck_label.set_text(self.tr("deck %1").replace("%1", str(len(state.deck))))   # public (R23)
        self._update_out_of_play(state)
        self.deck_item.setVisible(bool(state.deck))
        if self.viewer is None:
            self.hand_label.set_text("")
        else:
            self.hand_label.set_text(self.tr("Hand of %1").replace("%1", self.model.seat_name(self.viewer)))

    def panel_details(self, state, seat: int, total: int) -> str:
        """A seat's panel under its name: what it owes, its markers, its hand's size, its points."""
        details = self.tr("markers %1 · hand %2 · %3 pts").replace(
            "%1", str(state.markers[seat])).replace("%2", str(len(state.hand(seat)))).replace("%3", str(total))
        owed = self._owed_text(state, seat)
        return owed + " · " + details if owed else details

    def _update_out_of_play(self, state) -> None:
        """The cards out of play: removed at the deal (R3) or worthless since a type was won (R14)."""
        where = state.where
        types = [t for t in range(GOAT_TYPES) if all(where[c] == BOX for c in range(CARD_COUNT) if TYPE[c] == t)]
        left = [f"{goat_name(TYPE[c])} {POINTS[c]}" for c in range(FIRST_DOG) if where[c] == OUT]
        dogs = sum(1 for c in range(FIRST_DOG, FIRST_MILK) if where[c] == BOX)
        milk = sum(1 for c in range(FIRST_MILK, CARD_COUNT) if where[c] == BOX)
        self.out_label.set_text(self.tr("%1 goat types out").replace("%1", str(len(types))) if types else "")
        lines = [self.tr("Out of play since the deal: %1.").replace(
            "%1", ", ".join(goat_name(t) for t in types))] if types else []
        if dogs or milk:
            lines.append(self.tr("Also removed: %1 dogs, %2 milk cards.").replace(
                "%1", str(dogs)).replace("%2", str(milk)))
        if left:
            lines.append(self.tr("Left the game, worthless: %1.").replace("%1", ", ".join(left)))
        self.out_label.setToolTip(wrapped_tip("\n".join(lines)))

    def _owed_text(self, state, seat: int) -> str:
        """R14/R15 owed cards: won types with cards the viewer has not seen yet (deck or hands).

        Asked of the viewer's observation (a spectator's, seat -1, when nobody looks), so the
        table counts only what that seat may know (R23)."""
        unseen = state.observation(-1 if self.viewer is None else self.viewer).unseen
        owed = sum(1 for card in unseen if TYPE[card] >= 0 and state.owner[TYPE[card]] == seat)
        return self.tr("owed %1").replace("%1", str(owed)) if owed else ""

    def _update_line_band(self, state) -> None:
        """Light up the line of the pawn that must take now (R11)."""
        self.show_preview(None)
        if state.phase != TAKE or not self.interactive:
            self.line_band.setVisible(False)
            return
        self._outline_line(self.line_band, state.pawns[state.seat], Qt.PenStyle.SolidLine)

    def _outline_line(self, band: QGraphicsRectItem, position: int, style: Qt.PenStyle) -> None:
        """Outline the line of cells an edge position faces (R11) in the mover's colour."""
        state = self.model.state
        xs = [self.layout.cell_pos(c) for c in state.geo.lines[position]]
        left = min(x for x, _ in xs) - 5
        top = min(y for _, y in xs) - 5
        right = max(x for x, _ in xs) + CARD_W + 5
        bottom = max(y for _, y in xs) + CARD_H + 5
        band.setRect(QRectF(left - 3, top - 3, right - left + 6, bottom - top + 6))
        colour = QColor(SEAT_COLOURS[self.colour_index(state.seat)])
        colour.setAlpha(230)
        band.setPen(QPen(colour, 5, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        band.setVisible(True)

    def show_preview(self, card: Optional[int]) -> None:
        """The pawn's landing place and the line it would open if ``card`` were played now (R10, R11).

        Shown for a card of the viewer's hand while the viewer is to play; ``None`` hides it."""
        state = self.model.state
        if (card is None or not self.interactive or state.phase != PLAY or state.seat != self.viewer
                or state.where[card] != HAND + state.seat):
            self.preview_pawn.setVisible(False)
            self.preview_band.setVisible(False)
            return
        landing = state.pawn_after(card)
        self.preview_pawn.name = f"pawn-{self.colour_index(state.seat)}"
        self.preview_pawn.setPos(QPointF(*self.layout.edge_anchor(landing, PAWN_DISTANCE)))
        self.preview_pawn.setVisible(landing != state.pawns[state.seat])
        self.preview_pawn.update()
        self._outline_line(self.preview_band, landing, Qt.PenStyle.DashLine)

    def _update_arrows(self) -> None:
        """Each seat's last dog move stays drawn as an arrow until its next turn."""
        for seat, turn in self._last_turn.items():
            if "dog" not in turn or seat in self.arrows:
                continue
            source, target = turn["dog"]
            a = QPointF(*self.layout.cell_pos(source)) + QPointF(CARD_W / 2, CARD_H / 2)
            b = QPointF(*self.layout.cell_pos(target)) + QPointF(CARD_W / 2, CARD_H / 2)
            path = QPainterPath(a)
            path.lineTo(b)
            direction = (b - a) / max(1.0, ((b - a).x() ** 2 + (b - a).y() ** 2) ** 0.5)
            normal = QPointF(-direction.y(), direction.x())
            path.moveTo(b)
            path.lineTo(b - direction * 16 + normal * 9)
            path.moveTo(b)
            path.lineTo(b - direction * 16 - normal * 9)
            arrow = QGraphicsPathItem(path)
            colour = QColor(SEAT_COLOURS[self.colour_index(seat)])
            colour.setAlpha(190)
            arrow.setPen(QPen(colour, 3, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            arrow.setZValue(25)
            self.addItem(arrow)
            self.arrows[seat] = arrow

    def _pawn_point(self, seat: int, position: int, skip_offsets: bool = False) -> QPointF:
        state = self.model.state
        x, y = self.layout.edge_anchor(position, PAWN_DISTANCE)
        here = [s for s in range(state.players) if state.pawns[s] == position]
        if seat in here and len(here) > 1 and not skip_offsets:
            offset = (here.index(seat) - (len(here) - 1) / 2) * 20
            if self.layout.side_of(position) in (0, 2):
                x += offset
            else:
                y += offset
        return QPointF(x, y)

    def _place_pawns(self, skip: set[int]) -> None:
        for seat, pawn in enumerate(self.pawns):
            if seat not in skip:
                self.animator.move(pawn, self._pawn_point(seat, self.model.state.pawns[seat]), 250)

    def _walk_pawn(self, seat: int, positions: list[int]) -> None:
        """R10: the pawn walks step by step along the edge, turning corners."""
        points: list[QPointF] = []
        previous = (positions[0] - 1) % (4 * self.layout.size)
        for position in positions:
            corner = self.layout.corner_after(previous, PAWN_DISTANCE)
            if corner is not None:
                points.append(QPointF(*corner))
            points.append(self._pawn_point(seat, position, skip_offsets=position != positions[-1]))
            previous = position
        self.animator.path(self.pawns[seat], points, step_ms=140)

    # ---------------------------------------------------------------- input

    def card_item_at(self, pos: QPointF) -> Optional[CardItem]:
        for item in self.items(pos):
            if (isinstance(item, CardItem) and item is not self.deck_item and item not in self.backs
                    and item.isVisible() and item.opacity() > 0.5):
                return item
        return None

    def cell_at(self, pos: QPointF) -> int:
        """The pasture cell under a scene point, or -1."""
        n = self.layout.size
        for r in range(n):
            for k in range(n):
                x, y = self.layout.cell_pos(r * 8 + k)
                if x <= pos.x() <= x + CARD_W and y <= pos.y() <= y + CARD_H:
                    return r * 8 + k
        return -1

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # The card under the mouse is the one meant, even in flight; then the
        # animation ends at once so the click acts on the final picture.
        self.last_press = event.scenePos()
        self.hide_note()
        item = self.card_item_at(event.scenePos())
        self.animator.finish()
        if event.button() != Qt.MouseButton.LeftButton or not self.interactive:
            return
        if item is None:
            item = self.card_item_at(event.scenePos())
        if item is None:
            return
        state = self.model.state
        where = state.where[item.card]
        if where == HAND + (self.viewer if self.viewer is not None else -99):
            self.handCardClicked.emit(item.card)
        elif where >= PASTURE:
            cell = where - PASTURE
            if state.phase == DOG and cell in self.dog_sources():
                self._start_drag(item, event.scenePos())
            else:
                self.cellClicked.emit(cell)

    def _start_drag(self, item: CardItem, pos: QPointF) -> None:
        self._drag = item
        self._drag_offset = pos - item.pos()
        item.setZValue(100)
        targets = set(self.dog_targets(item.cell))
        for other in self.cards:
            if other.isVisible() and other.cell >= 0 and other is not item:
                mode = CardItem.LEGAL if other.cell in targets else CardItem.DIMMED
                other.set_state(other.face_up, other.marker, mode, other.last_turn_seat)
        self._drag_targets = targets
        self._show_empty_targets(targets)

    def _clear_empty_targets(self) -> None:
        for mark in self._empty_marks:
            self.removeItem(mark)
        self._empty_marks = []

    def _show_empty_targets(self, targets: set[int]) -> None:
        """Empty cells a dog may move to get a glowing outline (while dragging, or the move the
        arrow keys point at)."""
        self._clear_empty_targets()
        for cell in targets:
            if self.model.state.cards[cell] < 0:
                x, y = self.layout.cell_pos(cell)
                mark = QGraphicsRectItem(x, y, CARD_W, CARD_H)
                mark.setPen(QPen(QColor(255, 230, 90), 3, Qt.PenStyle.DashLine))
                mark.setBrush(QColor(255, 230, 90, 60))
                mark.setZValue(0.5)
                self.addItem(mark)
                self._empty_marks.append(mark)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is not None:
            self._drag.setPos(event.scenePos() - self._drag_offset)
        else:
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item, self._drag = self._drag, None
        if item is None:
            return
        self._clear_empty_targets()
        centre = item.pos() + QPointF(CARD_W / 2, CARD_H / 2)
        target = self.cell_at(centre)
        if target in self._drag_targets and target != item.cell:
            self.dogDropped.emit(item.cell, target)
        if self._drag is None and self.model.state.where[item.card] >= PASTURE:
            self.sync()                     # an illegal drop snaps back; a legal one settles

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.animator.finish()
        if not self.interactive:
            return
        state = self.model.state
        key = event.key()
        if state.phase == PLAY and self.viewer == state.seat and key in (Qt.Key.Key_1, Qt.Key.Key_2):
            hand = state.hands[2 * state.seat:2 * state.seat + 2]
            card = hand[0 if key == Qt.Key.Key_1 else 1]
            if card >= 0:
                self.handCardClicked.emit(card)
        elif state.phase == TAKE:
            cells = self.take_cells()
            if not cells:
                return
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                if self.cursor_cell in cells:
                    self.cellClicked.emit(self.cursor_cell)
                return
            steps: dict[int, int] = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1,
                                     Qt.Key.Key_Up: -1}
            step = steps.get(key)
            if step is None:
                return
            ordered = sorted(cells)
            if self.cursor_cell in ordered:
                index = (ordered.index(self.cursor_cell) + step) % len(ordered)
            else:
                index = 0 if step > 0 else len(ordered) - 1
            self.cursor_cell = ordered[index]
            self.sync(animate=False)
        elif state.phase == DOG:
            self._dog_key(key)

    def _dog_key(self, key: int) -> None:
        """R18 by keyboard: the arrows step through the legal dog moves (the card and where it would
        go ringed), Enter makes the move, N or Escape makes none."""
        if key in (Qt.Key.Key_N, Qt.Key.Key_Escape):
            self.dogSkipped.emit()
            return
        moves = sorted(self.model.state.dog_moves())
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.dog_cursor is not None and self.dog_cursor in moves:
                self.dogDropped.emit(*self.dog_cursor)
            return
        step = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}.get(Qt.Key(key))
        if step is None or not moves:
            return
        index = (moves.index(self.dog_cursor) + step) % len(moves) if self.dog_cursor in moves else (
            0 if step > 0 else len(moves) - 1)
        self.dog_cursor = moves[index]
        self.sync(animate=False)
        self.dogChosen.emit(*self.dog_cursor)

    # ---------------------------------------------------------------- notes on the table

    def say(self, text: str, about: QRectF, hint: bool = False) -> None:
        """Show ``text`` in a note pointing at ``about`` (a refusal's click, an empty rectangle, or
        the card a hint names) for a few seconds; the next click takes it away.

        The note stays inside the table and leaves its labels readable (whose hand, the deck) and
        the viewer's hand in sight (a hint weighs one card against the other): the shared
        :func:`note_spot` chooses the side."""
        keep_clear = [label.mapRectToScene(label.text_box()) for label in self._labels()
                      if label.isVisible() and label.text]
        if self.viewer is not None:
            keep_clear += [QRectF(*self.layout.hand_slot(slot), CARD_W * HAND_SCALE, CARD_H * HAND_SCALE)
                           for slot in (0, 1)]
        box, tip = note_spot(about, self.note.size_for(text), self.sceneRect().adjusted(4, 4, -4, -4),
                             keep_clear)
        self.note.show_text(text, hint, box, tip)
        self._note_timer.start(2500 + 45 * len(text))

    def _labels(self) -> list[LabelItem]:
        """Every label the table writes on itself."""
        return [self.hand_label, self.deck_label, self.out_label,
                *(label for pool in self.group_labels.values() for label in pool)]

    def say_at_click(self, text: str) -> None:
        """A refusal of the last click, where it was (once; nothing without a click)."""
        if self.last_press is not None:
            self.say(text, QRectF(self.last_press, QSizeF(0, 0)))
            self.last_press = None

    def hide_note(self) -> None:
        self._note_timer.stop()
        self.note.setVisible(False)

    def card_rect(self, card: int) -> QRectF:
        """Where a card's face is on the table (scene coordinates), what a note about it points at."""
        return self.cards[card].mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))

    def card_hovered(self, item: CardItem) -> str:
        """Called by a card under the mouse: its hover text, also sent to the status line."""
        text = self.describe(item)
        self.hovered.emit(text)
        self.show_preview(item.card if item.face_up else None)
        return text

    def card_left(self, item: CardItem) -> None:
        """The mouse left a card: its move preview goes."""
        self.show_preview(None)
