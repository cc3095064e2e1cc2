"""A position as plain text: the pasture with markers, pawns and stables, then the table.

Seats are shown by their colour's letter (R2): R, Y, B, G, P.  A card with a
marker carries the letter after a star (``G07.3*R``); an edge position lists
the stables (``#R``) and pawns (``@R``) standing there.
"""

from __future__ import annotations

from typing import Sequence

from .engine.cards import GOAT_TYPES, POINTS, card_id, type_cards
from .engine.pasture import cell_text
from .engine.state import DISPLAY, PHASE_NAMES, GameState

SEAT_LETTERS = "RYBGP"
SEAT_COLOURS = ("red", "yellow", "blue", "green", "purple")
WIDTH = 9


def seat_label(seat: int, names: Sequence[str] | None = None) -> str:
    name = f" {names[seat]}" if names else ""
    return f"seat {seat} ({SEAT_COLOURS[seat]}{name})"


def _edge(state: GameState, position: int) -> str:
    marks = [f"#{SEAT_LETTERS[s]}" for s, p in enumerate(state.geo.stables) if p == position]
    marks += [f"@{SEAT_LETTERS[s]}" for s, p in enumerate(state.pawns) if p == position]
    return " ".join(marks)


def _cell(state: GameState, c: int) -> str:
    card = state.cards[c]
    if card < 0:
        return "."
    text = card_id(card)
    if state.marks[c] >= 0:
        text += "*" + SEAT_LETTERS[state.marks[c]]
    return text


def pasture_text(state: GameState) -> list[str]:
    n = state.size
    side = max([len(_edge(state, p)) for p in range(4 * n)] + [3]) + 1
    lines = [" " * side + "".join(f"{k:^{WIDTH}}" for k in range(n))]
    lines.append(" " * side + "".join(f"{_edge(state, k):^{WIDTH}}" for k in range(n)))
    for r in range(n):
        left = _edge(state, 4 * n - 1 - r)
        row = "".join(f"{_cell(state, r * 8 + k):^{WIDTH}}" for k in range(n))
        lines.append(f"{r:<2}{left:>{side - 2}}{row} {_edge(state, n + r)}".rstrip())
    lines.append(" " * side + "".join(f"{_edge(state, 3 * n - 1 - k):^{WIDTH}}" for k in range(n)))
    return [line.rstrip() for line in lines]


def display_text(state: GameState, seat: int) -> str:
    """A display grouped by goat type with the type's sum, then dogs and milk."""
    cards = state.cards_at(DISPLAY + seat)
    parts = []
    for t in range(GOAT_TYPES):
        mine = [c for c in cards if c in type_cards(t)]
        if mine:
            values = "+".join(str(POINTS[c]) for c in mine)
            won = "" if state.owner[t] < 0 else (" won" if state.owner[t] == seat else " dead")
            parts.append(f"G{t:02d} {values}={sum(POINTS[c] for c in mine)}{won}")
    dogs = sum(1 for c in cards if 90 <= c < 105)
    if dogs:
        parts.append(f"dogs {dogs}")
    parts.append(f"milk {state.milk[seat]}")
    return "; ".join(parts)


def position_text(state: GameState, names: Sequence[str] | None = None) -> str:
    n = state.players
    if state.is_over:
        head = f"After turn {state.turn}: the game is over"
    else:
        head = (f"After turn {state.turn}: {seat_label(state.seat, names)} to "
                f"{PHASE_NAMES[state.phase]}")
    lines = [head, ""] + pasture_text(state) + [""]
    lines.append(f"Deck: {len(state.deck)} cards")
    for s in range(n):
        lines.append(f"{seat_label(s, names)}: hand {len(state.hand(s))}, "
                     f"markers left {state.markers[s]}, pawn at {state.pawns[s]}, "
                     f"stable at {state.geo.stables[s]} (door {cell_text(state.geo.doors[s])})")
        lines.append(f"  display: {display_text(state, s)}")
    decided = [f"G{t:02d}→{SEAT_LETTERS[o]}" for t, o in enumerate(state.owner) if o >= 0]
    lines.append("Decided: " + (", ".join(decided) if decided else "none"))
    owed = [f"{card_id(c)}→{SEAT_LETTERS[o]}" for c, o in state.owed_cards()]
    lines.append("Owed in the deck: " + (", ".join(owed) if owed else "none"))
    scores = state.scores()
    label = "Final score" if state.is_over else "Standing"
    lines.append(label + ": " + ", ".join(
        f"{SEAT_LETTERS[s.seat]} {s.total} ({s.single}+{s.double}+{s.milk})" for s in scores))
    return "\n".join(lines)
