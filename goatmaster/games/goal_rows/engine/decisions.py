"""What the app needs to know of a decision: is it an answer to another seat, is it forced.

The shared session hands the screen over for a *question* as for a turn (T10:
each seat in turn answers an offer), and plays a *forced* action for a human
itself: T10's decline of a seat that holds no card of the offered colour (the
app declines without revealing why), T11's pass, or any other lone legal action.

>>> from .state import deal
>>> state = deal(2, seed=1)
>>> is_question(state), forced_action(state)
(False, None)
"""

from __future__ import annotations

from typing import Optional

from .state import ANSWER, RowsState


def is_question(state: RowsState) -> bool:
    """T10: the acting seat answers another seat's trade offer."""
    return state.phase == ANSWER


def forced_action(state: RowsState) -> Optional[int]:
    """The acting seat's lone legal action (T10 decline, T11 pass, a single play), else ``None``."""
    legal = state.legal_actions()
    return legal[0] if len(legal) == 1 else None
