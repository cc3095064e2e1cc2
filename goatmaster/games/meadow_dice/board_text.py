"""A position as plain text for ``goatmaster-cli show``: the sheet with the marks, then the standing.

A free cell shows its face (``1``–``5``, ``C`` for a cow), a trough ``~``; a mark
is ``X`` (seat 0, crosses) or ``O`` (seat 1, circles), D4/D8.
"""

from __future__ import annotations

from typing import Sequence

from .engine.sheet import FACE_TEXT, MEADOW_NAMES, SIZE
from .engine.state import PHASE_NAMES, MeadowState

MARKS = "XO"
SHAPES = ("crosses", "circles")


def _who(lead: int | None, names: Sequence[str]) -> str:
    return "tie" if lead is None else names[lead]


def position_text(state: MeadowState, names: list[str]) -> str:
    faces, owner = state.sheet.faces, state.owner
    lines = [f"Sheet {state.sheet.name!r}" + (" (pro variant)" if state.pro else ""),
             "    " + " ".join(str(c) for c in range(SIZE))]
    for r in range(SIZE):
        cells = []
        for c in range(r * SIZE, (r + 1) * SIZE):
            cells.append(MARKS[owner[c]] if owner[c] >= 0 else FACE_TEXT.get(faces[c], "~"))
        lines.append(f"{r:>2}  " + " ".join(cells))
    standing = state.standing()
    lines.append("")
    for k, lead in enumerate(standing.meadows):
        marks = standing.meadow_marks[k]
        lines.append(f"{MEADOW_NAMES[k]:>5} meadow: {marks[0]}–{marks[1]}, {_who(lead, names)}")
    for trough, lead, marks in zip(state.sheet.troughs, standing.troughs, standing.trough_marks):
        where = " ".join(f"{c // SIZE},{c % SIZE}" for c in trough.cells)
        lines.append(f"trough {where} ({trough.points}): {marks[0]}–{marks[1]}, {_who(lead, names)}")
    for seat, score in enumerate(standing.scores):
        sizes = [len(h) for h in standing.herds[seat]]
        lines.append(f"{MARKS[seat]} {names[seat]} ({SHAPES[seat]}): meadows {score.meadows}, troughs "
                     f"{score.troughs}, herds {score.herds} {sizes}, doubles {score.doubles}, "
                     f"total {score.total}")
    if state.is_terminal():
        winners = state.result()[1]
        lines.append("game over: " + " and ".join(names[s] for s in winners)
                     + (" share the win" if len(winners) > 1 else " wins"))
    else:
        lines.append(f"turn {state.turn + 1}: {names[state.seat]} ({PHASE_NAMES[state.phase]})")
    return "\n".join(lines)
