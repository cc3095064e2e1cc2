"""The table's scene: the sheet in the meadow, the dice tray, the players' panels and the standing.

The scene draws what it is told and reports the mouse and the keys as signals; the
rules stay in :mod:`.table`.  Two ways to change the picture:

* :meth:`MeadowScene.sync` puts every item where the state says (marks, dice,
  lit cells, badges, panels), without animation;
* :meth:`MeadowScene.play` queues the engine's events as steps of a storyboard (a
  throw tumbles, a mark is pencilled in, a pause between turns) and plays them one
  after another, so an AI's turn reads step by step; when the queue runs dry the
  scene syncs, so the picture always ends as a plain sync would draw it.

:meth:`finish` jumps the storyboard to its end at once (an input never waits for it).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Optional

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsSceneMouseEvent

from ....views.animator import Animator
from ..engine import events as ev
from ..engine.sheet import CELLS, SIZE, Sheet
from ..engine.state import MeadowState
from .items import (CELL, Backdrop, CellItem, DieItem, GridLabels, HerdBadge, HintNote, Lit, MarkItem, Paper,
                    PlayerPanel, StandingBadge, TextPanel, Tray, TroughItem)
from .look import GRASS_BOTTOM, PARTNER, SEAT_COLOURS

WIDTH, HEIGHT = 1280.0, 800.0
PAPER_RECT = QRectF(28, 24, 752, 752)
GRID = QRectF(PAPER_RECT.left() + (PAPER_RECT.width() - SIZE * CELL) / 2, PAPER_RECT.top() + 64,
              SIZE * CELL, SIZE * CELL)
SIDE_X, SIDE_W = 810.0, 442.0
PANEL_H = 92.0
TRAY_RECT = QRectF(SIDE_X, 232, SIDE_W, 250)
STANDING_RECT = QRectF(SIDE_X, 498, SIDE_W, 278)
MEADOW_BADGE = (132.0, 44.0)             # north and south lie along the sheet, east and west stand
HINT_WIDTH = 360.0
LABEL_GAP = 18.0                         # the band of the row and column numbers beside the grid
ROLL_MS, STROKE_MS, TURN_PAUSE_MS, NOTE_MS = 650, 380, 250, 900


def cell_rect(cell: int) -> QRectF:
    r, c = divmod(cell, SIZE)
    return QRectF(GRID.left() + c * CELL, GRID.top() + r * CELL, CELL, CELL)


def die_home(slot: int) -> QPointF:
    felt_middle = TRAY_RECT.top() + 14 + (TRAY_RECT.height() - 64) / 2
    return QPointF(TRAY_RECT.center().x() + (slot * 2 - 1) * 72, felt_middle)


@dataclass
class Picture:
    """What the table wants shown besides the state: the UI's choices of the moment."""
    lit: dict[int, Lit] = field(default_factory=dict)
    #: D7c pairs to draw as links (the cow and the number that may be marked together).
    links: list[tuple[int, int]] = field(default_factory=list)
    picked: int = -1
    partner: int = -1                              # the cell chosen with ``picked`` (D7a, D7c), or -1
    picker: int = -1
    cursor: int = -1
    again: frozenset[int] = frozenset()           # dice slots chosen to be thrown again
    dice_clickable: bool = False
    hint_cells: frozenset[int] = frozenset()
    hint_dice: frozenset[int] = frozenset()
    hint_text: str = ""                           # what a hint says, beside what it names
    fresh: frozenset[int] = frozenset()            # the cells marked in the last turn
    tray_caption: str = ""
    panels: tuple[tuple[str, str], ...] = ()       # per seat: name, detail
    winners: tuple[int, ...] = ()
    standing_title: str = ""
    standing_rows: tuple[tuple[str, ...], ...] = ()
    note: str = ""
    meadow_tips: tuple[str, ...] = ()
    trough_tips: tuple[str, ...] = ()


class MeadowScene(QGraphicsScene):
    """Shows a Meadow Dice position; reports clicks, hovers and keys."""

    cellClicked = Signal(int)
    dieClicked = Signal(int)
    #: Right click or Escape: drop a half-made choice.
    cancelled = Signal()
    cellHovered = Signal(int)
    dieHovered = Signal(int)
    textHovered = Signal(str)
    keyPressed = Signal(int)
    #: The storyboard has played out and the picture is the state's.
    settled = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, WIDTH, HEIGHT)
        self.setBackgroundBrush(GRASS_BOTTOM)        # the margins of a window of another shape
        self.animator = Animator(self)
        self._steps: deque[tuple[Callable[[], None], float]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next_step)
        #: Called when the storyboard runs dry: the table's sync (state + picture).
        self.on_settle: Callable[[], None] = lambda: None
        self.sheet: Optional[Sheet] = None
        #: The tray's caption for the position now, and its seat: shown from that seat's throw on.
        self._caption, self._caption_seat = "", -1

    # ---------------------------------------------------------------- building

    def build(self, sheet: Sheet) -> None:
        """Every item for ``sheet`` (a new game or a loaded one)."""
        self.drop_storyboard()
        self.clear()
        self.sheet = sheet
        self.addItem(Backdrop(WIDTH, HEIGHT))
        paper = Paper(PAPER_RECT.width(), PAPER_RECT.height(), GRID.translated(-PAPER_RECT.topLeft()))
        paper.setPos(PAPER_RECT.topLeft())
        self.addItem(paper)
        labels = GridLabels(SIZE, LABEL_GAP)
        labels.setPos(GRID.topLeft())
        self.addItem(labels)
        self.cells = []
        self.marks = []
        for cell in range(CELLS):
            item = CellItem(cell, sheet.faces[cell])
            item.setPos(cell_rect(cell).topLeft())
            self.addItem(item)
            self.cells.append(item)
            mark = MarkItem(cell)
            mark.setPos(cell_rect(cell).topLeft())
            mark.setVisible(False)
            self.addItem(mark)
            self.marks.append(mark)
        self.troughs = []
        for trough in sheet.troughs:
            box = cell_rect(trough.cells[0]).united(cell_rect(trough.cells[-1]))
            water = TroughItem(box.width(), box.height())
            water.setPos(box.topLeft())
            self.addItem(water)
            badge = StandingBadge(62, 54, trough.points, StandingBadge.STACK)
            badge.setPos(box.center() - QPointF(31, 27))
            self.addItem(badge)
            self.troughs.append(badge)
        self.meadows = []
        w, h = MEADOW_BADGE
        for k, (x, y, column) in enumerate((
                (GRID.center().x() - w / 2, GRID.top() - LABEL_GAP - h - 1, False),
                (GRID.right() + 8, GRID.center().y() - w / 2, True),
                (GRID.center().x() - w / 2, GRID.bottom() + 9, False),
                (GRID.left() - LABEL_GAP - h - 1, GRID.center().y() - w / 2, True))):
            badge = StandingBadge(h if column else w, w if column else h, 3,
                                  StandingBadge.COLUMN if column else StandingBadge.ROW)
            badge.setPos(x, y)
            self.addItem(badge)
            self.meadows.append(badge)
        self.links = QGraphicsPathItem()
        self.links.setZValue(2.5)
        self.links.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(self.links)
        self.herd_badges: list[HerdBadge] = []
        self.outlines: list[QGraphicsPathItem] = []
        self.panels = []
        for seat in range(2):
            panel = PlayerPanel(seat, SIDE_W, PANEL_H)
            panel.setPos(SIDE_X, PAPER_RECT.top() + seat * (PANEL_H + 12))
            self.addItem(panel)
            self.panels.append(panel)
        self.tray = Tray(TRAY_RECT.width(), TRAY_RECT.height())
        self.tray.setPos(TRAY_RECT.topLeft())
        self.addItem(self.tray)
        self.dice = []
        for slot in range(2):
            die = DieItem(slot)
            die.setPos(die_home(slot))
            self.addItem(die)
            self.dice.append(die)
        self.standing_panel = TextPanel(STANDING_RECT.width(), STANDING_RECT.height())
        self.standing_panel.setPos(STANDING_RECT.topLeft())
        self.addItem(self.standing_panel)
        self.hint_note = HintNote(HINT_WIDTH)
        self.addItem(self.hint_note)

    # ---------------------------------------------------------------- the picture

    def sync(self, state: MeadowState, picture: Picture) -> None:
        """Every item as the state and the table's picture say; nothing animates."""
        owner = state.owner
        for cell, item in enumerate(self.cells):
            item.set_state(picture.lit.get(cell, Lit.NONE), owner[cell] >= 0, cell == picture.cursor,
                           cell in picture.hint_cells,
                           picture.picker if cell in (picture.picked, picture.partner) else -1)
            mark = self.marks[cell]
            mark.set_state(owner[cell], cell in picture.fresh)
            mark.setProperty("drawn", 1.0)
        self._sync_links(picture.links, picture.picked)
        self._sync_hint(picture)
        faces = (state.dice0, state.dice1)
        for slot, die in enumerate(self.dice):
            die.set_state(faces[slot], slot in picture.again, picture.dice_clickable, slot in picture.hint_dice)
            die.setPos(die_home(slot))
            die.setProperty("roll", 1.0)
        self.sync_standing(state, picture)
        self.tray.set_state(self._caption, self._caption_seat)

    def sync_standing(self, state: MeadowState, picture: Picture) -> None:
        """The figures as the state says, at once, even while the storyboard still pencils the
        marks in and throws the dice: the badges, the herds, the players' panels and the
        standing change with the window's score table, on the same event.  The tray's caption
        waits for the throw it speaks of (:meth:`_throw`)."""
        standing = state.standing()
        over = state.is_terminal()
        for k, badge in enumerate(self.meadows):
            badge.set_state(standing.meadow_marks[k], standing.meadows[k], over)
            badge.hover_text = picture.meadow_tips[k] if k < len(picture.meadow_tips) else ""
        for k, badge in enumerate(self.troughs):
            badge.set_state(standing.trough_marks[k], standing.troughs[k], over)
            badge.hover_text = picture.trough_tips[k] if k < len(picture.trough_tips) else ""
        self._sync_herds(standing.herds, over)
        for seat, panel in enumerate(self.panels):
            name, detail = picture.panels[seat] if seat < len(picture.panels) else ("", "")
            active = not over and state.seat == seat
            panel.set_state(name, detail, standing.scores[seat].total, active, over and seat in picture.winners)
        self._caption, self._caption_seat = picture.tray_caption, -1 if over else state.seat
        self.standing_panel.set_state(picture.standing_title, picture.standing_rows, picture.note)

    def _sync_hint(self, picture: Picture) -> None:
        """The hint's note beside what it names: under the dice tray, or above or below the hinted
        cells (whichever side of the sheet has more room), kept on the paper."""
        note = self.hint_note
        note.set_text(picture.hint_text)
        if not picture.hint_text:
            return
        if not picture.hint_cells:
            note.setPos(SIDE_X + (SIDE_W - HINT_WIDTH) / 2, TRAY_RECT.bottom() - 8)
            return
        boxes = [cell_rect(cell) for cell in picture.hint_cells]
        top, bottom = min(b.top() for b in boxes), max(b.bottom() for b in boxes)
        middle = sum(b.center().x() for b in boxes) / len(boxes)
        x = min(max(middle - HINT_WIDTH / 2, PAPER_RECT.left() + 4), PAPER_RECT.right() - 4 - HINT_WIDTH)
        y = bottom + 6 if top - GRID.top() < GRID.bottom() - bottom else top - 6 - note.h
        note.setPos(x, y)

    def _sync_links(self, links: list[tuple[int, int]], picked: int) -> None:
        path = QPainterPath()
        for a, b in links:
            pa, pb = cell_rect(a).center(), cell_rect(b).center()
            direction = pb - pa
            length = max(1.0, (direction.x() ** 2 + direction.y() ** 2) ** 0.5)
            inset = direction * (CELL * 0.36 / length)      # from edge to edge, not over the faces
            path.moveTo(pa + inset)
            path.lineTo(pb - inset)
        colour = QColor(PARTNER).darker(130)
        pen = QPen(colour, 5 if picked >= 0 else 3.5, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
        self.links.setPen(pen)
        self.links.setPath(path)

    def _sync_herds(self, herds: tuple[tuple[tuple[int, ...], ...], ...], over: bool) -> None:
        """A badge with each herd's size on its first cell (D12); outlines at the end."""
        wanted = [(seat, herd) for seat in range(2) for herd in herds[seat] if len(herd) >= 2]
        while len(self.herd_badges) < len(wanted):
            badge = HerdBadge()
            self.addItem(badge)
            self.herd_badges.append(badge)
        for badge, (seat, herd) in zip(self.herd_badges, wanted):
            badge.set_state(seat, len(herd))
            corner = cell_rect(herd[0]).topLeft()
            badge.setPos(corner + QPointF(2, 2))
            badge.setVisible(True)
        for badge in self.herd_badges[len(wanted):]:
            badge.setVisible(False)
        for outline in self.outlines:
            self.removeItem(outline)
        self.outlines = []
        if over:
            for seat, herd in wanted:
                self.outlines.append(self._outline(seat, herd))

    def _outline(self, seat: int, herd: tuple[int, ...]) -> QGraphicsPathItem:
        """D12 at the end: a herd's cells drawn round as one shape in its seat's colour."""
        inset = 5.0
        path = QPainterPath()
        cells = set(herd)
        for cell in herd:
            box = cell_rect(cell)
            path.addRect(box.adjusted(inset, inset, -inset, -inset))
            if cell % SIZE < SIZE - 1 and cell + 1 in cells:        # bridge the gap to the right
                path.addRect(QRectF(box.right() - inset, box.top() + inset, 2 * inset, CELL - 2 * inset))
            if cell + SIZE in cells:                                # and the gap below
                path.addRect(QRectF(box.left() + inset, box.bottom() - inset, CELL - 2 * inset, 2 * inset))
            if {cell + 1, cell + SIZE, cell + SIZE + 1} <= cells and cell % SIZE < SIZE - 1:
                path.addRect(QRectF(box.right() - inset, box.bottom() - inset, 2 * inset, 2 * inset))
        item = QGraphicsPathItem(path.simplified())
        colour = QColor(SEAT_COLOURS[seat])
        item.setPen(QPen(colour, 4 if len(herd) >= 5 else 2.5, Qt.PenStyle.SolidLine if seat == 0
                         else Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        colour.setAlpha(28)
        item.setBrush(colour)
        item.setZValue(2.2)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        return item

    # ---------------------------------------------------------------- the storyboard

    def play(self, event: object) -> None:
        """Queue the steps that show ``event``."""
        if isinstance(event, ev.Thrown):
            self._queue(lambda: self._throw(event.seat, event.dice, (0, 1)), ROLL_MS + 80)
        elif isinstance(event, ev.DiceKept):
            if event.again:
                self._queue(lambda: self._lift(event.again), 380)
        elif isinstance(event, ev.ThrownAgain):
            self._queue(lambda: self._throw_again(event), ROLL_MS + 80)
        elif isinstance(event, ev.CellMarked):
            self._queue(lambda: self._pencil(event.seat, event.cell), STROKE_MS + 60)
        elif isinstance(event, ev.NothingToMark):
            self._queue(lambda: None, NOTE_MS)
        elif isinstance(event, (ev.TurnEnded, ev.IntermediateScoring)):
            self._queue(lambda: None, TURN_PAUSE_MS)

    def catch_up(self) -> None:
        """Every step still waiting done at once, without the sync a settled storyboard makes: a
        new decision's steps start now, so the table never shows an older position than the
        window's score table and log (and an AI's dice are seen at its pace, not seconds later)."""
        self._timer.stop()
        while self._steps:
            self._steps.popleft()[0]()
        self.animator.finish()

    def _queue(self, step: Callable[[], None], ms: float) -> None:
        if not self.animator.enabled():
            return                          # animation off: the sync after the change shows it all
        self._steps.append((step, ms))
        if not self._timer.isActive():
            self._next_step()

    def _next_step(self) -> None:
        if not self._steps:
            self.on_settle()
            self.settled.emit()
            return
        step, ms = self._steps.popleft()
        step()
        self._timer.start(max(1, int(ms / self.animator.speed)))

    @property
    def busy(self) -> bool:
        return self._timer.isActive() or bool(self._steps)

    def finish(self) -> None:
        """The storyboard at its end, at once: every step done, every animation finished, synced."""
        was_busy = self.busy
        self.drop_storyboard()
        self.animator.finish()
        if was_busy:
            self.on_settle()
            self.settled.emit()

    def drop_storyboard(self) -> None:
        self._timer.stop()
        self._steps.clear()

    def _throw(self, seat: int, faces: tuple[int, int], slots: tuple[int, ...]) -> None:
        self.tray.set_state(self._caption if seat == self._caption_seat else "", seat)
        for slot in slots:
            die = self.dice[slot]
            die.set_state(faces[slot], False, False, False)
            die.setPos(die_home(slot))
            self.animator.tween(die, b"roll", 0.0, 1.0, ROLL_MS, curve=QEasingCurve.Type.OutCubic)

    def _lift(self, again: tuple[int, ...]) -> None:
        """D6: the dice to be thrown again rise from the tray."""
        left = list(again)
        for die in self.dice:
            if die.face in left:
                left.remove(die.face)
                die.set_state(die.face, True, False, False)

    def _throw_again(self, event: ev.ThrownAgain) -> None:
        """The dice thrown again tumble; the final faces take the engine's order (lower first),
        so a kept die that must change sides slides over."""
        kept = [die for die in self.dice if not die.again]
        if len(kept) == 1:
            die = kept[0]
            here = self.dice.index(die)
            slot = here if event.dice[here] == die.face else 1 - here
            if self.dice[slot] is not die:
                self.dice.reverse()
                for k, item in enumerate(self.dice):
                    item.index = k
                self.animator.move(die, die_home(slot), 300)
            self._throw(event.seat, event.dice, (1 - slot,))
        else:
            self._throw(event.seat, event.dice, (0, 1))

    def _pencil(self, seat: int, cell: int) -> None:
        mark = self.marks[cell]
        mark.set_state(seat, False)
        self.animator.tween(mark, b"drawn", 0.0, 1.0, STROKE_MS, curve=QEasingCurve.Type.InOutSine)

    # ---------------------------------------------------------------- input

    def _item_at(self, pos: QPointF):
        for item in self.items(pos):
            if isinstance(item, (DieItem, CellItem)):
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.finish()                       # a click acts on the final picture
        if event.button() == Qt.MouseButton.RightButton:
            self.cancelled.emit()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        item = self._item_at(event.scenePos())
        if isinstance(item, DieItem):
            self.dieClicked.emit(item.index)
        elif isinstance(item, CellItem):
            self.cellClicked.emit(item.cell)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.finish()
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            self.keyPressed.emit(event.key())


__all__ = ["MeadowScene", "Picture", "cell_rect", "die_home"]
