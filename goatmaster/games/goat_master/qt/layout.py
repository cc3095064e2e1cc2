"""Where things sit on the table, in scene units (no Qt: plain numbers, easy to test).

The scene is a fixed logical canvas; the view scales it to the window.  The
pasture with its edge band is on the left; the players' panels (displays,
counts) are stacked on the right, with the deck and the viewer's hand below.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

CARD_W, CARD_H = 72.0, 100.0
GAP = 6.0
BAND = 52.0                 # room around the pasture for stables and pawns
MARGIN = 8.0
ASPECT = 1.42               # the table's width to height: a 1280×800 window's view, log shown
COLUMN_GAP = 14.0           # between the board and the players' column
PANEL_GAP = 8.0
HEADER = 32.0               # a panel's title band and the gap under it
LABEL_H = 22.0              # the sum label under a stack of display cards
STACK_STEP = 0.3            # offset between cards of one goat type, in card widths…
MIN_STACK_STEP = 0.08       # …squeezed down to this when a row is full
STACK_GAP = 12.0            # between two stacks, squeezed down to 3
DISPLAY_SCALES = (0.9, 0.8, 0.72, 0.64, 0.58, 0.52, 0.46, 0.4, 0.35)
HAND_SCALE = 1.2
PAWN_DISTANCE, STABLE_DISTANCE = 34.0, 14.0     # the stable touches its door cell (R6)


DisplayRow = tuple[tuple[tuple[int, ...], ...], float, float]


@dataclass(frozen=True)
class DisplayFit:
    """How every display is laid out: one card scale for all, and each seat's rows of stacks."""

    scale: float
    #: Per seat, its rows: (the stacks of card ids, the step between a stack's cards, the gap after a stack).
    rows: tuple[tuple[DisplayRow, ...], ...]


@dataclass(frozen=True)
class TableLayout:
    """The table's measures for a player count and pasture size (computed once each).

    The pasture gets the room: the board's height sets the table's, the players'
    column takes what is left of a typical window's width, and the display cards
    grow to fill their panels (:meth:`fit_displays`).
    """

    players: int
    size: int

    @cached_property
    def pitch_x(self) -> float:
        return CARD_W + GAP

    @cached_property
    def pitch_y(self) -> float:
        return CARD_H + GAP

    @cached_property
    def pasture_origin(self) -> tuple[float, float]:
        return MARGIN + BAND, MARGIN + BAND

    @cached_property
    def pasture_extent(self) -> tuple[float, float]:
        return self.size * self.pitch_x - GAP, self.size * self.pitch_y - GAP

    @cached_property
    def board_rect(self) -> tuple[float, float, float, float]:
        w, h = self.pasture_extent
        return MARGIN, MARGIN, w + 2 * BAND, h + 2 * BAND

    @cached_property
    def height(self) -> float:
        return self.board_rect[3] + 2 * MARGIN

    @cached_property
    def width(self) -> float:
        return self.panel_x + self.panel_w + MARGIN

    @cached_property
    def panel_x(self) -> float:
        x, _, w, _ = self.board_rect
        return x + w + COLUMN_GAP

    @cached_property
    def panel_w(self) -> float:
        """The column's width: the table's aspect, less the board (never narrower than 420)."""
        return max(420.0, round(self.height * ASPECT) - self.panel_x - MARGIN)

    def cell_pos(self, cell: int) -> tuple[float, float]:
        """Top-left corner of the card on ``cell`` (row*8+col)."""
        ox, oy = self.pasture_origin
        return ox + (cell & 7) * self.pitch_x, oy + (cell >> 3) * self.pitch_y

    def edge_anchor(self, position: int, distance: float) -> tuple[float, float]:
        """The point ``distance`` outside the pasture facing an edge position (R5)."""
        n = self.size
        ox, oy = self.pasture_origin
        w, h = self.pasture_extent
        if position < n:
            return ox + position * self.pitch_x + CARD_W / 2, oy - distance
        if position < 2 * n:
            return ox + w + distance, oy + (position - n) * self.pitch_y + CARD_H / 2
        if position < 3 * n:
            return ox + (3 * n - 1 - position) * self.pitch_x + CARD_W / 2, oy + h + distance
        return ox - distance, oy + (4 * n - 1 - position) * self.pitch_y + CARD_H / 2

    def corner_after(self, position: int, distance: float) -> tuple[float, float] | None:
        """The corner a pawn turns when it walks from ``position`` to the next one, if any."""
        n = self.size
        ox, oy = self.pasture_origin
        w, h = self.pasture_extent
        corners = {n - 1: (ox + w + distance, oy - distance),
                   2 * n - 1: (ox + w + distance, oy + h + distance),
                   3 * n - 1: (ox - distance, oy + h + distance),
                   4 * n - 1: (ox - distance, oy - distance)}
        return corners.get(position)

    def side_of(self, position: int) -> int:
        """0 top, 1 right, 2 bottom, 3 left."""
        return position // self.size

    # ---------------------------------------------------------------- right side

    @cached_property
    def hand_area_height(self) -> float:
        return CARD_H * HAND_SCALE + 30

    @cached_property
    def panel_height(self) -> float:
        available = self.height - 2 * MARGIN - self.hand_area_height
        return available / self.players - PANEL_GAP

    def panel_rect(self, seat: int) -> tuple[float, float, float, float]:
        return self.panel_x, MARGIN + seat * (self.panel_height + PANEL_GAP), self.panel_w, self.panel_height

    def display_origin(self, seat: int, row: int, scale: float) -> tuple[float, float]:
        x, y, _, _ = self.panel_rect(seat)
        return x + 12, y + HEADER + row * (CARD_H * scale + LABEL_H + 2)

    def other_hand_pos(self, seat: int, slot: int, scale: float) -> tuple[float, float]:
        """Another seat's hand sits at the right end of its panel's first row."""
        x, y, w, _ = self.panel_rect(seat)
        return x + w - 12 - (2 - slot) * (CARD_W * scale + 6), y + HEADER

    def display_room(self, scale: float, hand: bool) -> float:
        """The width a row of stacks may take: the panel, less the seat's hand if it is shown there."""
        return self.panel_w - 24 - (2 * (CARD_W * scale + 6) + 10 if hand else 0)

    def display_rows(self, scale: float) -> int:
        """How many rows of display cards a panel holds at ``scale``, labels included."""
        return int((self.panel_height - HEADER - 8) // (CARD_H * scale + LABEL_H + 2))

    def fit_displays(self, displays: list[list[tuple[int, ...]]], viewer: int | None) -> DisplayFit:
        """The largest card scale at which every seat's stacks fit its panel.

        Stacks stay in their order and fill rows left to right; a row too long for
        its panel first overlaps its cards more and narrows its gaps.  Every panel
        uses the same scale, so a player compares displays at a glance, and the
        scale is chosen as if every hand sat in its panel, so it does not change
        when the screen is handed over.  The ``viewer``'s hand lies below the
        panels, so its panel's rows have the whole width; every other seat's hand
        sits at the right end of its panel.
        """
        scale, force = DISPLAY_SCALES[-1], True
        for candidate in DISPLAY_SCALES:
            if all(self._rows(stacks, candidate, hand=True) is not None for stacks in displays):
                scale, force = candidate, False
                break
        # With too many stacks even for the smallest cards, the last row takes the rest, overlapping.
        return DisplayFit(scale, tuple(self._rows(stacks, scale, seat != viewer, force) or ()
                                       for seat, stacks in enumerate(displays)))

    def _rows(self, stacks: list[tuple[int, ...]], scale: float, hand: bool,
              force: bool = False) -> tuple[DisplayRow, ...] | None:
        """``stacks`` in rows at ``scale`` (each with its step and gap), or None if they do not fit.

        ``force`` always gives rows: the last one squeezed until its stacks overlap."""
        card_w, most = CARD_W * scale, self.display_rows(scale)
        if most == 0:
            if not force:
                return None
            most = 1
        room = self.display_room(scale, hand)
        least_step = MIN_STACK_STEP * card_w if not force else 1.0

        def width(row, step, gap):
            return sum(card_w + step * (len(g) - 1) for g in row) + gap * (len(row) - 1)
        rows: list[list[tuple[int, ...]]] = [[]]
        for stack in stacks:        # a new row while there is one, squeezing only the last
            if rows[-1] and len(rows) < most and width(rows[-1] + [stack], STACK_STEP * card_w,
                                                       STACK_GAP) > room:
                rows.append([])
            elif rows[-1] and width(rows[-1] + [stack], least_step, 3.0) > room and not force:
                return None
            rows[-1].append(stack)
        result = []
        for row in rows:
            step, gap = STACK_STEP * card_w, STACK_GAP
            while width(row, step, gap) > room and (step > least_step or gap > 3.0):
                step = max(least_step, step - 1)
                gap = max(3.0, gap - 0.75)
            if force and len(row) > 1 and width(row, step, gap) > room:
                gap = (room - width(row, step, 0.0)) / (len(row) - 1)      # negative: stacks overlap
            result.append((tuple(row), step, gap))
        return tuple(result)

    def hand_slot(self, slot: int) -> tuple[float, float]:
        """Top-left of the viewer's hand card ``slot`` (0 or 1), cards at HAND_SCALE."""
        x = self.panel_x + self.panel_w - 2 * (CARD_W * HAND_SCALE + 12) - 2
        y = self.height - MARGIN - CARD_H * HAND_SCALE
        return x + slot * (CARD_W * HAND_SCALE + 12), y

    def deck_pos(self) -> tuple[float, float]:
        """The deck lies left of the viewer's hand, where the refills come from."""
        x, y = self.hand_slot(0)
        return x - CARD_W - 70, y + 2
