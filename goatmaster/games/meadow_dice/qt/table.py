"""Meadow Dice's table for the shared game window (``goatmaster.views.table_part.TablePart``).

It maps what a player touches to the engine's legal actions and nothing else:

* **the dice** (D6): a click on a die (or its key, 1 or 2) chooses it to be thrown
  again; *Throw again* (T) throws the chosen ones, *Keep the dice* keeps both;
* **the cells** (D7): every cell the final dice allow is lit.  One rule for every mark:
  a click *chooses*, a second click on the choice (or *Done*, Enter) *marks*.  The
  chosen cell shows the player's mark at full strength in a dashed frame; a cell that
  may be marked with another (two cows, D7a; a cow and a number one cell apart, D7c,
  joined by dotted links) takes its partner into the choice with a click on it.  A
  click on another lit cell chooses that one instead; Escape or a right click drops the
  choice.  So nothing is marked that the player did not see chosen first.  Arrows and
  Enter do the same from the keyboard.

The scene (:mod:`.scene`) plays the engine's events as they come, so a throw tumbles
and a mark is pencilled in, an AI's as well as a human's.

What a lesson's step may point at (:meth:`MeadowTable.locate`), cells counted from 0 as the
engine counts them (the sheet's labels and the log count from 1): ``sheet``, ``cell:<row>,<col>``,
``cells:<row>,<col> <row>,<col>…``, ``meadow:<north|east|south|west>`` (its edge of cells),
``trough:<row>,<col>`` (the trough on that cell), ``die:<0|1>``, ``dice`` (the tray),
``panel:<seat>``, ``standing`` (the standing beside the dice), ``note`` (a hint's words), and
``move:<text>`` (the die or dice a throw-again throws, the tray for a keep, the cells a mark marks).
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QAbstractButton, QPushButton

from ....views.table_part import LogLine, PlainTable, united
from ....views.table_reading import BOARD, Readable
from ..engine import events as ev
from ..engine.sheet import COW, MEADOWS, SIZE, TROUGH
from ..ai.greedy import better_throws, expected, margin
from ..engine.state import AGAIN, AGAIN_CHOICE, KEEP, MARK, PAIR, MeadowState, marked_cells, pair
from .items import Lit
from .look import SEAT_COLOURS, seat_pixmap
from ....core.game import ActionError
from .scene import GRID, STANDING_RECT, TRAY_RECT, MeadowScene, Picture, cell_rect
from ....views.words import fill
from .words import cell_name, dice_name, face_name, herd_points_text, log_lines, meadow_name, points_text

ARROWS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def _cell(name: str) -> int:
    row, col = (int(part) for part in name.split(","))
    if not (0 <= row < SIZE and 0 <= col < SIZE):
        raise ValueError(name)
    return row * SIZE + col


def last_turn_cells(events: Sequence[object]) -> frozenset[int]:
    """The cells marked in the last turn ended and the turn under way, from the events the table was
    told (the model's ``saved.game.events``: the match's at home, what the server told at a table it
    holds, whose world drawn from a view keeps none)."""
    fresh: set[int] = set()
    turns = 0
    for event in reversed(events):
        if isinstance(event, ev.TurnEnded):
            turns += 1
            if turns == 2:
                break
        elif isinstance(event, ev.CellMarked):
            fresh.add(event.cell)
    return frozenset(fresh)


class MeadowTable(QObject, PlainTable):
    """The sheet, the dice and the standing of one game of Meadow Dice, and its input."""

    decided = Signal(int)
    hovered = Signal(str)

    def __init__(self, model, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = MeadowScene(self)
        self.scene.on_settle = self._sync
        self.viewer: Optional[int] = None
        self.interactive = False
        self.again: set[int] = set()            # dice slots chosen to be thrown again (D6)
        self.picked = -1                         # the cell chosen to mark, not yet marked (D7)
        self.partner = -1                        # the other cell chosen with it (D7a, D7c), or -1
        self.cursor = -1                         # the keyboard's cell
        self.hint: Optional[int] = None
        self.hint_text = ""
        self.throw_again_button = QPushButton(self.tr("Throw again"))
        self.throw_again_button.setObjectName("throwAgainButton")
        self.throw_again_button.setToolTip(self.tr("Throw the dice you clicked once more (T)"))
        self.throw_again_button.clicked.connect(self.throw_again)
        self.done_button = QPushButton(self.tr("Done"))
        self.done_button.setObjectName("doneButton")
        self.done_button.clicked.connect(self.done)
        scene = self.scene
        scene.cellClicked.connect(self.click_cell)
        scene.dieClicked.connect(self.click_die)
        scene.cancelled.connect(self.cancel)
        scene.keyPressed.connect(self.key)
        scene.cellHovered.connect(lambda cell: self.hovered.emit(self.describe_cell(cell)))
        scene.dieHovered.connect(lambda slot: self.hovered.emit(self.describe_die(slot)))
        scene.textHovered.connect(self.hovered)
        self._playing = False                   # the events of one change are coming in
        model.happened.connect(self._happened)
        model.changed.connect(self._changed)
        model.reset.connect(self.rebuild)
        self.rebuild()

    # ---------------------------------------------------------------- the protocol

    @property
    def animation_speed(self) -> float:
        return self.scene.animator.speed

    @animation_speed.setter
    def animation_speed(self, speed: float) -> None:
        if speed <= 0:
            self.scene.finish()
        self.scene.animator.speed = max(0.0, speed)

    def set_mode(self, viewer: Optional[int], interactive: bool) -> None:
        if (viewer, interactive) != (self.viewer, self.interactive):
            self.viewer, self.interactive = viewer, interactive
            self._forget_choices()
            self._refresh()

    def prompt(self) -> str:
        state = self._acting_state()
        if state is None:
            return ""
        if state.phase == AGAIN_CHOICE:
            return self.tr("Keep the dice (Enter), or click the dice to throw again (keys 1 and 2) "
                           "and press Throw again (T).")
        if self._choice() is not None:
            return self.tr("Press Done (Enter) or click your choice again to mark it; click another lit "
                           "cell to choose it instead; Escape drops the choice.")
        if self.picked >= 0:
            return self.tr("Click a linked cell to mark it too; Escape drops the choice.")
        d0, d1 = state.dice0, state.dice1
        if d0 == COW:
            if len(state.free[COW]) == 1:
                return self.tr("Two cows: choose the last free cow, then press Done.")
            return self.tr("Two cows: choose two free cows, one after the other, then press Done.")
        if d1 != COW:
            if d0 == d1:
                return fill(self.tr("Choose a lit cell showing %1, then press Done (arrows and Enter work "
                                    "too)."), d0)
            return fill(self.tr("Choose a lit cell showing %1 or %2, then press Done (arrows and Enter work "
                                "too)."), d0, d1)
        return fill(self.tr("A cow and a %1: choose a lit cow or %1, or two cells joined by a dotted link, "
                            "then press Done (arrows and Enter work too)."), d0)

    def what_now(self) -> str:
        state = self.model.state
        if state.is_terminal():
            return self.tr("The game is over: the sheet shows every herd outlined and who won each "
                           "meadow and trough.")
        name = self.model.seat_name(state.seat)
        ends = fill(self.tr("The game ends when no cow is free or at most 5 numbers are free "
                            "(now %1 cows and %2 numbers)."), len(state.free[COW]), state.free_numbers)
        if state.phase == AGAIN_CHOICE:
            text = fill(self.tr("%1 threw %2. You may throw one die or both once more, or keep them; the "
                                "faces after that are final. Lit with dotted lines: the cells these dice "
                                "would let you mark."), name, dice_name((state.dice0, state.dice1)))
        elif state.phase == MARK:
            text = fill(self.tr("%1 marks with %2. Two cows: mark two free cows. Two numbers: mark one free "
                                "cell showing either. A cow and a number: mark a free cow, or a free cell "
                                "of that number, or both if they are exactly one cell apart (in a row, a "
                                "column or diagonally, whatever lies between)."), name,
                        dice_name((state.dice0, state.dice1)))
        else:
            text = ""
        scoring = self.tr("Points: 3 for each edge meadow where you have more marks, 4 or 2 for each "
                          "trough you surround with more marks, and your herds (marks joined side by side): "
                          "5–9 score 2, 10–14 score 5, 15–19 score 12, 20 or more score 20.")
        return "\n\n".join(part for part in (text, ends, scoring) if part)

    def show_hint(self, action: int, lead: str) -> str:
        """The hint on the table, beside the dice or the cells it names, with its reason; the same
        words for the status line."""
        state = self.model.state
        self.hint_text = self._again_hint(action, lead) if state.phase == AGAIN_CHOICE else fill(
            self.tr("%1 %2"), lead, self._mark_effect(action))
        self.hint = action
        self._refresh()
        return self.hint_text

    def _again_hint(self, action: int, lead: str) -> str:
        """D6's hint and why: how many throws give a better mark than the dice kept (the greedy
        seat's yardstick: the lead as the score stands after the best mark), and the points won."""
        state, me = self.model.state, self.model.state.seat
        kept = expected(state, KEEP, me)
        now = margin(state, me)
        if action == KEEP:
            better, throws = better_throws(state, AGAIN + 3, kept)
            return fill(self.tr("%1 keep the dice. The best mark they allow gains %2 points; throwing "
                                "both again gives a better one in only %3 of %4 throws."),
                        lead, points_text(kept - now), better, throws)
        better, throws = better_throws(state, action, kept)
        gain = points_text(expected(state, action, me) - kept)
        if action == AGAIN + 3:
            return fill(self.tr("%1 throw both dice again. %n of %2 throws give(s) a better mark than the "
                                "best one now, %3 points on average.", "", better), lead, throws, gain)
        dice = (state.dice0, state.dice1)
        # %n: the verb agrees with the count ("1 of its 6 faces gives", "1 de ses 6 faces donne").
        return fill(self.tr("%1 throw again the die showing %2. %n of its %3 faces give(s) a better mark "
                            "than the best one now, %4 points on average.", "", better),
                    lead, face_name(dice[0 if action == AGAIN + 1 else 1]), throws, gain)

    def buttons(self) -> list[QAbstractButton]:
        return [self.throw_again_button, self.done_button]

    def seat_picture(self, seat: int, size: QSize) -> QPixmap:
        return seat_pixmap(seat, size)

    def seat_colour(self, seat: int) -> QColor:
        return QColor(SEAT_COLOURS[seat])

    def log_lines(self, event: object) -> list[LogLine]:
        return log_lines(event, self.model.seat_name)

    @staticmethod
    def news(event: object, names: Sequence[str]) -> str:
        return " ".join(text for text, _seat in log_lines(event, names.__getitem__))  # (the log needs no position)

    def standing(self) -> tuple[list[str], list[list[str]]]:
        state = self.model.state
        headers = [self.tr("Player"), self.tr("Meadows"), self.tr("Troughs"), self.tr("Herds")]
        if state.pro:
            headers.append(self.tr("Herds of two"))
        headers.append(self.tr("Total"))
        rows = []
        for seat, score in enumerate(state.standing().scores):
            row = [self.model.seat_name(seat), str(score.meadows), str(score.troughs), str(score.herds)]
            if state.pro:
                row.append(str(score.doubles))
            rows.append(row + [str(score.total)])
        return headers, rows

    def end_legend(self) -> str:
        legend = self.tr("Meadows: 3 points for each edge meadow where the player has more marks. "
                         "Troughs: 4 for a big trough and 2 for a small one, where the player has more "
                         "marks around it. Herds: 2 points for a herd of 5–9 cells, 5 for 10–14, 12 for 15–19, "
                         "20 for 20 or more.")
        if self.model.state.pro:
            legend += " " + self.tr("Herds of two: 2 points for each herd of two cells after the 9th cow.")
        return legend

    def question(self, seat: int) -> str:
        return ""                               # nobody answers out of turn in Meadow Dice

    def ask(self, seat: int) -> None:
        """No questions in this game."""

    def locate(self, target: str) -> Optional[QRectF]:
        """Where a lesson's step points (the names are in the module's docstring); None if not shown."""
        scene, state = self.scene, self.model.state
        kind, _, name = target.partition(":")
        try:
            if kind == "move":
                action = state.string_to_action(name)
                if state.phase == AGAIN_CHOICE:
                    mask = action - AGAIN
                    return united([scene.dice[slot].sceneBoundingRect() for slot in (0, 1) if mask >> slot & 1]
                                  ) or QRectF(TRAY_RECT)
                return united([cell_rect(cell) for cell in marked_cells(action)])
            if kind in ("cell", "cells"):
                return united([cell_rect(_cell(part)) for part in name.split()])
            if kind == "trough":
                cell = _cell(name)
                trough = next(t for t in state.sheet.troughs if cell in t.cells)
                return united([cell_rect(c) for c in trough.cells])
            if kind == "meadow":
                side = ("north", "east", "south", "west").index(name)
                return united([cell_rect(c) for c in MEADOWS[side]])
            if kind == "note":                  # a hint's words, which the lesson's card keeps clear of
                return scene.hint_note.sceneBoundingRect() if scene.hint_note.isVisible() else None
            if kind in ("die", "panel") and 0 <= int(name) < 2:
                return (scene.dice if kind == "die" else scene.panels)[int(name)].sceneBoundingRect()
        except (ActionError, ValueError, IndexError, StopIteration):
            return None
        return {"sheet": QRectF(GRID), "dice": QRectF(TRAY_RECT), "standing": QRectF(STANDING_RECT)}.get(kind)

    def finish_animations(self) -> None:
        self.scene.finish()

    def story_told(self) -> None:
        """The last turn's marks are read from the events, older ones now among them."""
        self._refresh()

    # ---------------------------------------------------------------- following the model

    def rebuild(self) -> None:
        self._playing = False
        self.scene.build(self.model.state.sheet)
        self._forget_choices()
        self._refresh()

    def _happened(self, event: object) -> None:
        """A change's first event: what is left of the last change's storyboard is done at once."""
        if not self._playing:
            self._playing = True
            self.scene.catch_up()
        self.scene.play(event)

    def _changed(self) -> None:
        self._playing = False
        self._forget_choices()
        self._refresh()

    def _forget_choices(self) -> None:
        self.again = set()
        self.picked = self.partner = -1
        self.hint = None
        if self.model.state.phase != MARK:
            self.cursor = -1

    def _refresh(self) -> None:
        """Buttons and figures now; the rest of the picture now, or when the storyboard has played out."""
        self._update_buttons()
        if not self.scene.busy:
            self._sync()
        else:
            self.scene.sync_standing(self.model.state, self._picture())

    def _sync(self) -> None:
        self.scene.sync(self.model.state, self._picture())
        self._update_buttons()

    def _acting_state(self) -> Optional[MeadowState]:
        """The state when a human may act on the table now, else None."""
        state = self.model.state
        if self.interactive and state.phase in (AGAIN_CHOICE, MARK):
            return state
        return None

    def _update_buttons(self) -> None:
        state = self._acting_state()
        choosing = state is not None and state.phase == AGAIN_CHOICE
        marking = state is not None and state.phase == MARK
        self.done_button.setText(self.tr("Keep the dice") if choosing else self.tr("Done"))
        self.done_button.setToolTip(self.tr("Keep both dice as they are (Enter)") if choosing
                                    else self.tr("Mark what you chose (Enter or D)"))
        self._show(self.throw_again_button, choosing, bool(self.again))
        self._show(self.done_button, choosing or marking, choosing or self._choice() is not None)

    @staticmethod
    def _show(button: QPushButton, visible: bool, enabled: bool) -> None:
        button.setEnabled(visible and enabled)
        if button.parentWidget() is not None:   # alone, showing it would open a window of its own
            button.setVisible(visible)

    # ---------------------------------------------------------------- the picture

    def _picture(self) -> Picture:
        state = self.model.state
        acting = self._acting_state()
        picture = Picture(picked=self.picked, picker=state.seat, cursor=self.cursor, again=frozenset(self.again),
                          fresh=last_turn_cells(self.model.saved.game.events))
        if acting is not None and state.phase == AGAIN_CHOICE:
            picture.dice_clickable = True
            for cell in self._cells_of(self._preview(state)):
                picture.lit[cell] = Lit.PREVIEW
        elif acting is not None:
            options = state.mark_options()
            for cell in self._cells_of(options):
                picture.lit[cell] = Lit.LEGAL
            if self.picked >= 0:
                picture.lit[self.picked] = Lit.PICKED
                if self.partner >= 0:
                    picture.lit[self.partner] = Lit.PICKED
                    picture.partner = self.partner
                else:
                    for partner in self._partners(self.picked):
                        picture.lit[partner] = Lit.PARTNER
                        if state.dice0 != COW:
                            picture.links.append((self.picked, partner))
            elif state.dice0 != COW:             # D7c pairs (two cows pair any two: no links)
                picture.links = [(cow, number) for cow, number in (marked_cells(a) for a in options if a >= PAIR)]
        if self.hint is not None:
            picture.hint_text = self.hint_text
            if state.phase == AGAIN_CHOICE:
                mask = self.hint - AGAIN
                picture.hint_dice = frozenset(k for k in (0, 1) if mask >> k & 1)
            else:
                picture.hint_cells = frozenset(marked_cells(self.hint))
        self._words(state, picture)
        return picture

    @staticmethod
    def _cells_of(actions: list[int]) -> set[int]:
        return {cell for action in actions for cell in marked_cells(action)}

    @staticmethod
    def _preview(state: MeadowState) -> list[int]:
        """The marks the dice on the table would allow if kept (D6 → D7)."""
        trial = state.clone()
        trial.apply_action(KEEP)
        return trial.mark_options() if trial.phase == MARK else []

    def _words(self, state: MeadowState, picture: Picture) -> None:
        standing = state.standing()
        names = [self.model.seat_name(seat) for seat in range(2)]
        over = state.is_terminal()
        for seat in range(2):
            herds = standing.herds[seat]
            marks = sum(1 for owner in state.owner if owner == seat)
            detail = fill(self.tr("%n mark(s) · biggest herd %1", "", marks), len(herds[0]) if herds else 0)
            picture.panels += ((names[seat], detail),)
        totals = [score.total for score in standing.scores]
        winners = tuple(seat for seat in range(2) if totals[seat] == max(totals))
        picture.winners = winners
        if over:
            picture.standing_title = (fill(self.tr("A shared win at %1 points!"), totals[0]) if len(winners) > 1
                                      else fill(self.tr("%1 wins, %2 to %3!"), names[winners[0]],
                                                totals[winners[0]], totals[1 - winners[0]]))
            picture.tray_caption = self.tr("The game is over.")
            picture.note = self.tr("On the sheet: every herd outlined, and the meadows and troughs "
                                   "filled in the colour of the player who won them.")
        else:
            picture.standing_title = fill(self.tr("Turn %1 · %2 cows and %3 numbers free"), state.turn + 1,
                                          len(state.free[COW]), state.free_numbers)
            picture.note = self.tr("Badges: each player's marks in a meadow or around a trough, and the "
                                   "points it is worth in the colour of the leader; the number on a "
                                   "herd's corner is its size.")
            name = names[state.seat]
            if state.phase == AGAIN_CHOICE:
                picture.tray_caption = fill(self.tr("%1 may throw one or both dice again."), name)
            elif state.phase == MARK:
                picture.tray_caption = fill(self.tr("%1 marks with %2."), name,
                                            dice_name((state.dice0, state.dice1)))
        rows: list[tuple[str, ...]] = [("", "0", "1")]
        for label, values in ((self.tr("Meadows"), [s.meadows for s in standing.scores]),
                              (self.tr("Troughs"), [s.troughs for s in standing.scores]),
                              (self.tr("Herds"), [s.herds for s in standing.scores])):
            rows.append((label, *map(str, values)))
        if state.pro:
            rows.append((self.tr("Herds of two"), *(str(s.doubles) for s in standing.scores)))
        rows.append((self.tr("Total"), *map(str, totals)))
        picture.standing_rows = tuple(rows)
        picture.meadow_tips = tuple(
            self._lead_text(meadow_name(k), 3, standing.meadow_marks[k], standing.meadows[k], over)
            for k in range(len(MEADOWS)))
        picture.trough_tips = tuple(
            self._lead_text(self.tr("this trough"), trough.points, standing.trough_marks[k], standing.troughs[k],
                            over) for k, trough in enumerate(state.sheet.troughs))

    def _lead_text(self, what: str, points: int, counts: tuple[int, int], leader: Optional[int],
                   over: bool) -> str:
        crosses_circles = fill(self.tr("crosses %1, circles %2"), *counts)
        if leader is None:
            who = self.tr("nobody wins it on a tie") if over else self.tr("tied: nobody would score it")
        else:
            who = fill(self.tr("%1 wins it") if over else self.tr("%1 leads"), self.model.seat_name(leader))
        return fill(self.tr("%1 is worth %2 points to the player with more marks there: %3; %4."),
                    what[:1].upper() + what[1:], points, crosses_circles, who)

    # ---------------------------------------------------------------- input

    def click_die(self, slot: int) -> None:
        """D6: choose a die to throw again, or change your mind."""
        state = self._acting_state()
        if state is None or state.phase != AGAIN_CHOICE:
            self.hovered.emit(self.tr("The dice are final now.") if state is not None else "")
            return
        self.again ^= {slot}
        self.hint = None
        self._refresh()
        self.hovered.emit(self.describe_die(slot))

    def throw_again(self) -> None:
        state = self._acting_state()
        if state is None or state.phase != AGAIN_CHOICE:
            return
        if not self.again:
            self.hovered.emit(self.tr("Click the dice you want to throw again first (or press 1 and 2)."))
            return
        mask = sum(1 << slot for slot in self.again)
        if mask == 2 and state.dice0 == state.dice1:
            mask = 1                            # equal faces: the engine offers "one of them" as die 0
        self._decide(AGAIN + mask)

    def done(self) -> None:
        """Keep the dice (D6), or mark what is chosen (D7)."""
        state = self._acting_state()
        if state is None:
            return
        choice = self._choice()
        if state.phase == AGAIN_CHOICE:
            self._decide(KEEP)
        elif choice is not None:
            self._decide(choice)

    def cancel(self) -> None:
        if self.picked >= 0 or self.again:
            self.picked = self.partner = -1
            self.again = set()
            self._refresh()

    def click_cell(self, cell: int) -> None:
        """D7: choose a cell, take its partner into the choice, or mark the choice (a click on it);
        anything else only explains itself."""
        state = self._acting_state()
        if state is None or state.phase != MARK:
            self.hovered.emit(self.describe_cell(cell))
            return
        options = state.mark_options()
        picked = self.picked
        if picked >= 0 and cell in (picked, self.partner):
            choice = self._choice()
            self._decide(choice) if choice is not None else self.cancel()
            return
        if picked >= 0 and pair(picked, cell) in options:
            self.partner = cell
        elif cell in self._cells_of(options):
            self.picked, self.partner = cell, -1
        else:
            self.hovered.emit(self.describe_cell(cell))
            return
        self._refresh()
        self.hovered.emit(self.describe_cell(cell))

    def key(self, key: int) -> None:
        state = self._acting_state()
        if state is None:
            return
        if state.phase == AGAIN_CHOICE:
            if key in (Qt.Key.Key_1, Qt.Key.Key_2):
                self.click_die(0 if key == Qt.Key.Key_1 else 1)
            elif key == Qt.Key.Key_T:
                self.throw_again()
            elif key in ENTER or key == Qt.Key.Key_K:
                self.throw_again() if self.again else self.done()
            return
        if key in ARROWS:
            self._move_cursor(*ARROWS[Qt.Key(key)])
        elif key in ENTER:
            # On the keyboard's cell, or (chosen with the mouse, no cursor) on the choice: it marks.
            target = self.cursor if self.cursor >= 0 else self.picked
            if target >= 0:
                self.click_cell(target)
        elif key == Qt.Key.Key_D:
            self.done()

    def _move_cursor(self, dr: int, dc: int) -> None:
        """Left and right: the previous or next lit cell in reading order (so every lit cell can be
        reached); up and down: the nearest lit cell in the rows above or below."""
        lit = sorted(self._cells_of(self.model.state.mark_options()))
        if not lit:
            return
        here = self.cursor
        if here < 0:
            self.cursor = lit[0]
        elif dc:
            later = [c for c in lit if (c - here) * dc > 0]
            self.cursor = (min(later) if dc > 0 else max(later)) if later else here
        else:
            r, c = divmod(here, SIZE)
            that_way = [cell for cell in lit if (cell // SIZE - r) * dr > 0]
            if that_way:
                self.cursor = min(that_way, key=lambda cell: (abs(cell // SIZE - r), abs(cell % SIZE - c)))
        self._refresh()
        self.hovered.emit(self.describe_cell(self.cursor))

    def _decide(self, action: int) -> None:
        self._forget_choices()
        self.decided.emit(action)

    def _partners(self, cell: int) -> list[int]:
        """The cells that may be marked together with ``cell`` now (D7a, D7c)."""
        found = []
        for action in self.model.state.mark_options():
            if action >= PAIR:
                a, b = marked_cells(action)
                if cell in (a, b):
                    found.append(b if a == cell else a)
        return found

    def _choice(self) -> Optional[int]:
        """The mark the chosen cells make, if they make one (a cow of two cows chosen alone does not)."""
        state = self.model.state
        if self.picked < 0 or state.phase != MARK:
            return None
        action = pair(self.picked, self.partner) if self.partner >= 0 else self.picked
        return action if action in state.mark_options() else None

    # ---------------------------------------------------------------- read aloud

    def reading(self) -> list[Readable]:
        """The dice, the sheet row by row, the troughs and meadows, and the moves now (nothing is
        secret in Meadow Dice)."""
        state = self.model.state
        dice = tuple(face for face in (state.dice0, state.dice1) if face)
        things = [Readable(fill(self.tr("Dice: %1"), dice_name(dice)) if dice else self.tr("Dice: not thrown"),
                           children=tuple(Readable(fill(self.tr("Die %1: %2"), slot + 1, face_name(face)),
                                                   self.describe_die(slot), selected=slot in self.again,
                                                   target=f"die:{slot}")
                                          for slot, face in enumerate(dice)), target="dice")]
        things.append(Readable(self.tr("Sheet"), children=tuple(
            Readable(fill(self.tr("Row %1"), row + 1), children=tuple(
                self._cell_thing(state, row * SIZE + col) for col in range(SIZE)),
                target="cells:" + " ".join(f"{row},{col}" for col in range(SIZE))) for row in range(SIZE)),
            part=BOARD, target="sheet"))
        picture = self._picture()
        things.append(Readable(self.tr("Meadows and troughs"), children=tuple(
            Readable(tip) for tip in picture.meadow_tips + picture.trough_tips)))
        moves = self._moves(state)
        if moves:
            things.append(Readable(self.tr("Your moves"), children=moves))
        return things

    def _cell_thing(self, state: MeadowState, cell: int) -> Readable:
        face = state.sheet.faces[cell]
        if face == TROUGH:
            name = fill(self.tr("a trough in row %1, column %2"), cell // SIZE + 1, cell % SIZE + 1)
        else:
            name = cell_name(cell, face)
        owner = state.owner[cell]
        if owner >= 0:
            name = fill(self.tr("%1, marked by %2"), name, self.model.seat_name(owner))
        elif face != TROUGH:
            name = fill(self.tr("%1, free"), name)
        return Readable(name[:1].upper() + name[1:], selected=cell in (self.picked, self.partner),
                        target=f"cell:{cell // SIZE},{cell % SIZE}")

    def _moves(self, state: MeadowState) -> tuple[Readable, ...]:
        """The legal moves of the human acting now: throws again and keeps, or marks; the one the
        keyboard's cursor is on focused."""
        if self._acting_state() is None:
            return ()
        dice = (state.dice0, state.dice1)
        moves: list[Readable] = []
        for action in state.legal_actions():
            if action == KEEP:
                moves.append(Readable(fill(self.tr("Keep %1"), dice_name(dice)),
                                      self.tr("Keep both dice as they are."), action))
            elif action > AGAIN:
                mask = action - AGAIN
                if mask == 3:
                    moves.append(Readable(self.tr("Throw both dice again"),
                                          fill(self.tr("The dice show %1: throw both once more."), dice_name(dice)),
                                          action))
                else:
                    slot = 0 if mask == 1 else 1
                    moves.append(Readable(fill(self.tr("Throw again the die showing %1"), face_name(dice[slot])),
                                          self.describe_die(slot), action))
            else:
                cells = marked_cells(action)
                # The cursor is on a cell: its own mark, or the first pair with it when it has none.
                focused = self.cursor in cells and (action == self.cursor or self.cursor not in state.mark_options())
                what = (" " + self.tr("and") + " ").join(cell_name(c, state.sheet.faces[c]) for c in cells)
                moves.append(Readable(fill(self.tr("Mark %1"), what), self._mark_effect(action), action,
                                      focused=focused and not any(move.focused for move in moves)))
        return tuple(moves)

    # ---------------------------------------------------------------- what a thing would do

    def describe_die(self, slot: int) -> str:
        state = self.model.state
        face = (state.dice0, state.dice1)[slot]
        if not face:
            return ""
        if self._acting_state() is not None and state.phase == AGAIN_CHOICE:
            if slot in self.again:
                return fill(self.tr("This die shows %1 and will be thrown again: click it (or press %2) "
                                    "to keep it."), face_name(face), slot + 1)
            return fill(self.tr("This die shows %1: click it (or press %2) to throw it again."),
                        face_name(face), slot + 1)
        return fill(self.tr("This die shows %1."), face_name(face))

    def describe_cell(self, cell: int) -> str:
        """The status line's words for a cell: what marking it would do, or why it cannot be marked."""
        state = self.model.state
        face = state.sheet.faces[cell]
        name = cell_name(cell, face)
        if state.owner[cell] >= 0:
            return fill(self.tr("%1: marked by %2."), name[:1].upper() + name[1:],
                        self.model.seat_name(state.owner[cell]))
        acting = self._acting_state()
        if acting is None or state.phase != MARK:
            return name[:1].upper() + name[1:] + "."
        options = state.mark_options()
        if self.picked >= 0 and cell != self.picked and pair(self.picked, cell) in options:
            return self._mark_effect(pair(self.picked, cell))
        if cell in options:
            text = self._mark_effect(cell)
            if self._partners(cell):
                text += " " + self.tr("Or mark it with a linked cell: click one, then the other.")
            return text
        if self._partners(cell):
            return fill(self.tr("Pick %1, then click another free cow to mark both."), name)
        return fill(self.tr("The dice do not let you mark %1."), name)

    def _mark_effect(self, action: int) -> str:
        """What a mark would win: the points it adds, the herd it makes, the meadows and troughs it takes."""
        state = self.model.state
        me = state.seat
        cells = marked_cells(action)
        before = state.standing()
        trial = state.clone()
        trial.apply_action(action)
        after = trial.standing()
        names = " " + self.tr("and") + " "
        what = names.join(cell_name(c, state.sheet.faces[c]) for c in cells)
        gains = []
        herd = next((h for h in after.herds[me] if cells[0] in h), (cells[0],))
        gains.append(herd_points_text(len(herd)))
        for k in range(len(MEADOWS)):
            if before.meadows[k] != after.meadows[k]:
                gains.append(fill(self.tr("takes %1") if after.meadows[k] == me else self.tr("ties %1"),
                                  meadow_name(k)))
        for k, trough in enumerate(state.sheet.troughs):
            if before.troughs[k] != after.troughs[k]:
                gains.append(fill(self.tr("takes a trough worth %1") if after.troughs[k] == me
                                  else self.tr("ties a trough worth %1"), trough.points))
        delta = after.scores[me].total - before.scores[me].total
        return fill(self.tr("Mark %1: %2 points now (%3)."), what, f"{delta:+d}", "; ".join(gains))


__all__ = ["MeadowTable"]
