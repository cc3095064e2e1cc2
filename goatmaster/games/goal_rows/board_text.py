"""A position of Goal Rows as plain text, for ``goatmaster-cli show``.

Each place shows its token, its row in order and each colour's sum; then each
seat's hand (all of them: the CLI reads a whole save file), its tokens and its
score, and the counts of the piles.
"""

from __future__ import annotations

from typing import Sequence

from .engine.cards import COLOUR_NAMES, card_id, token_id
from .engine.state import PHASE_NAMES, RowsState


def seat_label(seat: int, names: Sequence[str] | None = None) -> str:
    name = f" {names[seat]}" if names else ""
    return f"seat {seat} ({COLOUR_NAMES[seat]}{name})"


def position_text(state: RowsState, names: list[str]) -> str:
    actor = state.current_player()
    lines = [f"turn {state.turn}, {PHASE_NAMES[state.phase]}"
             + (f", {seat_label(actor, names)} to act" if actor >= 0 else "")]
    for place in range(4):
        token = state.rtok[place]
        if token < 0:
            lines.append(f"place {place}: empty")
            continue
        row = " ".join(card_id(c) for c in state.row(place)) or "-"
        sums = ", ".join(f"{COLOUR_NAMES[s]} {v}" for s, v in enumerate(state.sums(place)) if v)
        lines.append(f"place {place}: {token_id(token):>3} | {row}" + (f"  ({sums})" if sums else ""))
    for seat, score in enumerate(state.scores()):
        hand = " ".join(card_id(c) for c in sorted(state.hand(seat))) or "-"
        tokens = " ".join(token_id(t) for t, owner in enumerate(state.owner) if owner == seat) or "-"
        lines.append(f"{seat_label(seat, names)}: hand {hand}; tokens {tokens}; "
                     f"black {score.black}, red {score.red}, total {score.total}")
    lines.append(f"pile {len(state.pile)}, discard {len(state.discard)}, supply {len(state.supply)}")
    if state.offer >= 0:
        lines.append(f"{seat_label(state.seat, names)} offers {card_id(state.offer)}")
    return "\n".join(lines)

