"""Where things sit on the Goal Rows table, in scene units (plain numbers, no Qt).

The scene is a fixed 1600 × 1000 canvas the view scales to the window.  The
four rows are in the middle; the seat with the screen sits at the bottom with
its hand large, the others around the table clockwise (T6: increasing seat
number) from its left: left, along the top, right.  The draw pile, discard pile
and supply lie bottom left; an offer (T10) is shown bottom right.
"""

from __future__ import annotations

from dataclasses import dataclass

from .art import CARD_H, CARD_W, MINI_SCALE

WIDTH, HEIGHT = 1600.0, 1000.0
MARGIN = 14.0
PANEL_W, PANEL_H = 300.0, 196.0
HEADER = 36.0
MINI = MINI_SCALE               # other seats' hand cards
HAND_SCALE = 1.3                # the bottom seat's hand cards
HAND_PITCH = CARD_W * HAND_SCALE + 12
LIFT = 22.0                     # a picked card rises out of the hand
ROW_X, ROW_Y, ROW_W, ROW_H, ROW_PITCH = 330.0, 232.0, 940.0, 112.0, 122.0
TOKEN_R = 36.0                  # a token on a place
SLOT_X, SLOT_PITCH = 430.0, 78.0
SUMS_X = 985.0
SMALL_TOKEN_R = 22.0            # a token won, in a seat's panel (its points SMALL_TEXT high)
BOTTOM = (430.0, 744.0, 740.0, 242.0)
PILE = (40.0, 790.0)
DISCARD = (190.0, 790.0)        # apart enough for the two labels under them
SUPPLY = (164.0, 630.0)         # below the left seat's panel
TRADE = (1186.0, 744.0, 400.0, 242.0)

#: The panels of the seats other than the bottom one, by where they sit.
SLOTS = {"left": (MARGIN, 300.0), "top-left": (320.0, MARGIN), "top": (650.0, MARGIN),
         "top-right": (980.0, MARGIN), "right": (WIDTH - MARGIN - PANEL_W, 300.0)}
#: Clockwise from the bottom seat's left, for 1–5 other seats.
AROUND = {1: ("top",), 2: ("top-left", "top-right"), 3: ("left", "top", "right"),
          4: ("left", "top-left", "top-right", "right"), 5: ("left", "top-left", "top", "top-right", "right")}


@dataclass(frozen=True)
class TableLayout:
    """The table for ``players`` seats with ``bottom`` at the bottom of the screen."""

    players: int
    bottom: int

    def slot(self, seat: int) -> str:
        """Where ``seat`` sits: "bottom", "left", "top-left", "top", "top-right" or "right"."""
        k = (seat - self.bottom) % self.players
        return "bottom" if k == 0 else AROUND[self.players - 1][k - 1]

    def panel_rect(self, seat: int) -> tuple[float, float, float, float]:
        slot = self.slot(seat)
        if slot == "bottom":
            return BOTTOM
        x, y = SLOTS[slot]
        return x, y, PANEL_W, PANEL_H

    def hand_scale(self, seat: int) -> float:
        return HAND_SCALE if seat == self.bottom else MINI

    def hand_slot(self, seat: int, index: int, lifted: bool = False) -> tuple[float, float]:
        """Top-left of hand card ``index`` (0–3) of ``seat``."""
        x, y, _, _ = self.panel_rect(seat)
        if seat == self.bottom:
            # low enough that a picked card, lifted, stays under the name in the panel's header
            return x + 16 + index * HAND_PITCH, y + HEADER + 8 + LIFT - (LIFT if lifted else 0)
        return x + 14 + index * (CARD_W * MINI + 8), y + HEADER + 8

    def won_token(self, seat: int, index: int) -> tuple[float, float]:
        """Centre of the ``index``-th token won by ``seat``, in rows under (or beside) its hand."""
        x, y, w, _ = self.panel_rect(seat)
        if seat == self.bottom:
            per_row, row_pitch = 5, 2 * SMALL_TOKEN_R + 6
            left, top, pitch = x + 16 + 4 * HAND_PITCH + 28, y + HEADER + 30, 2 * SMALL_TOKEN_R + 8
        else:           # two rows of seven, each token a little over the last: its points stay clear
            per_row, row_pitch = 7, 2 * SMALL_TOKEN_R
            left, top, pitch = x + 14 + SMALL_TOKEN_R, y + HEADER + 8 + CARD_H * MINI + 4 + SMALL_TOKEN_R, 38.0
        return left + (index % per_row) * pitch, top + (index // per_row) * row_pitch

    def badge(self, seat: int) -> tuple[float, float]:
        """Centre of the tag on a panel's lower edge that tells a seat's part ("to play", "declined")."""
        x, y, w, h = self.panel_rect(seat)
        return x + w / 2, y + h


def row_rect(place: int) -> tuple[float, float, float, float]:
    return ROW_X, ROW_Y + place * ROW_PITCH, ROW_W, ROW_H


def token_centre(place: int) -> tuple[float, float]:
    return ROW_X + 44, ROW_Y + place * ROW_PITCH + ROW_H / 2


def row_slot(place: int, index: int) -> tuple[float, float]:
    """Top-left of the ``index``-th card of the row behind ``place`` (T7: in the order played)."""
    return SLOT_X + index * SLOT_PITCH, ROW_Y + place * ROW_PITCH + (ROW_H - CARD_H) / 2


def trade_card() -> tuple[float, float]:
    x, y, _, h = TRADE
    return x + 22, y + (h - CARD_H) / 2 + 10
