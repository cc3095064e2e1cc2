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
BAND = 74.0                 # room around the pasture for stables and pawns
MARGIN = 12.0
PANEL_X = 0.0               # set per layout
PANEL_W = 610.0
MINI = 0.6                  # smallest scale of a card in a display
HEADER = 34.0               # a panel's title band and the gap under it
LABEL_H = 22.0              # the sum label under a stack of display cards
STACK_STEP = 15.0           # offset between cards of one goat type in a display
HAND_SCALE = 1.25


@dataclass(frozen=True)
class TableLayout:
    """The table's measures for a player count and pasture size (computed once each)."""

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
    def width(self) -> float:
        return self.panel_x + PANEL_W + MARGIN

    @cached_property
    def height(self) -> float:
        board = self.board_rect[1] + self.board_rect[3] + MARGIN
        panels = MARGIN + self.players * (120.0 + 8) + 10 + self.hand_area_height + MARGIN
        return max(board, panels)

    @cached_property
    def panel_x(self) -> float:
        x, _, w, _ = self.board_rect
        return x + w + 16

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
    def panel_height(self) -> float:
        available = self.height - MARGIN - self.hand_area_height - 10
        return min(320.0, available / self.players - 8)

    @cached_property
    def display_rows(self) -> int:
        """Two rows of display cards when the panel is tall enough (2–3 players)."""
        return 2 if self.panel_height >= HEADER + 2 * (CARD_H * 0.72 + LABEL_H) + 8 else 1

    @cached_property
    def mini(self) -> float:
        """Scale of display cards: as large as the panel's rows allow."""
        row = (self.panel_height - HEADER - 8) / self.display_rows - LABEL_H
        widest = 0.8 if self.display_rows == 2 else 0.64     # one row must hold ~9 stacks
        return max(MINI, min(widest, row / CARD_H))

    @cached_property
    def hand_area_height(self) -> float:
        return CARD_H * HAND_SCALE + 36

    def panel_rect(self, seat: int) -> tuple[float, float, float, float]:
        return self.panel_x, MARGIN + seat * (self.panel_height + 8), PANEL_W, self.panel_height

    def display_origin(self, seat: int, row: int = 0) -> tuple[float, float]:
        x, y, _, _ = self.panel_rect(seat)
        return x + 12, y + HEADER + row * (CARD_H * self.mini + LABEL_H + 4)

    def hand_slot(self, slot: int) -> tuple[float, float]:
        """Top-left of the viewer's hand card ``slot`` (0 or 1), cards at HAND_SCALE."""
        x = self.panel_x + PANEL_W - 2 * (CARD_W * HAND_SCALE + 14) - 4
        y = self.height - MARGIN - CARD_H * HAND_SCALE - 6
        return x + slot * (CARD_W * HAND_SCALE + 14), y

    def deck_pos(self) -> tuple[float, float]:
        """The deck lies just left of the viewer's hand, where the refills come from."""
        x, _ = self.hand_slot(0)
        return x - CARD_W - 48, self.height - MARGIN - CARD_H - 24
