"""The keys the app keeps in a save file's ``app`` object, one place for every layer that reads them.

A save file's ``app`` object is the app's own (the envelope keeps it, unread); the app
writes these keys, and the command line reads the turn in progress:

* :data:`SEED` — the deal number, shown in the title so a game can be shared;
* :data:`OPTIONS` — the new-game options it was started with (Play again keeps them);
* :data:`CHANCE` — the seed of its chance steps (dice, cards drawn), each drawn from it
  and the step alone, so an undone decision taken again meets the same luck;
* :data:`PENDING` — the turn in progress, its actions in their text form (a file holds
  whole turns); older files hold the actions' numbers (:func:`pending_action` reads either);
* :data:`COLOURS` — the colour each seat chose, where a game lets seats choose;
* :data:`TUTORIAL` — a guided first game (``goatmaster.core.tutorial``): an object whose
  ``step`` is the step the learner is at, so Continue goes on from there (``core.lesson``'s
  ``Lesson.kept``: also each step shown and where, and the steps played on without);
* :data:`REVIEWS` — the reviews of a finished game's seats, by seat number as text
  (``goatmaster.search.review.Review.to_data``), so reopening it does not search again;
  a reader that does not know the key keeps it unread, as it does all of ``app``;
* :data:`TAKEBACKS` — each undo, as ``[decisions, seat]``: the seat took back a decision and
  play went on after the first ``decisions`` decisions, so the log tells it (:func:`taken_back`).
"""

from __future__ import annotations

from typing import Annotated, Optional

import msgspec

from ..core import game as core      # its CHANCE is a seat; this module's, a key
from ..core.game import Action, ActionError, State
from .checked import Refused, typed

SEED = "seed"
OPTIONS = "options"
CHANCE = "chance"
PENDING = "pending"
COLOURS = "colours"
TUTORIAL = "tutorial"
REVIEWS = "reviews"
TAKEBACKS = "takebacks"


def pending_action(state: State, step: object) -> Action:
    """The action an entry of :data:`PENDING` names in ``state``, chance outcomes included.

    Raises :class:`ActionError` unless it is legal there: the entry is app data, and a match
    checks a seat's action but takes a chance outcome on trust.
    """
    if isinstance(step, str):
        return state.string_to_action(step)
    if isinstance(step, int) and not isinstance(step, bool):
        legal = ([outcome for outcome, _ in state.chance_outcomes()] if state.current_player() == core.CHANCE
                 else state.legal_actions())
        if step in legal:
            return step
    raise ActionError(f"{str(step)[:40]!r} is not an action of this position")


#: An undo as ``app`` keeps it: ``[decisions, seat]``.
Takeback = tuple[Annotated[int, msgspec.Meta(ge=0)], Annotated[int, msgspec.Meta(ge=0)]]


def taken_back(app: dict, players: int) -> list[tuple[int, int]]:
    """The undos kept in ``app`` (:data:`TAKEBACKS`) as ``(decisions, seat)``, in the order they were
    made; an entry that is not a pair of a count and a seat of ``players`` is passed over (it is app
    data, written by whatever wrote the file)."""
    kept = app.get(TAKEBACKS)
    return [undo for undo in map(_takeback, kept if isinstance(kept, list) else []) if undo and undo[1] < players]


def _takeback(entry: object) -> Optional[tuple[int, int]]:
    try:
        return typed(entry, Takeback, TAKEBACKS)
    except Refused:
        return None


def take_back(app: dict, seat: int, decisions: int, players: int) -> None:
    """Keep in ``app`` that ``seat`` took back the decisions after the first ``decisions``.

    The undos kept for the decisions taken back are told where play goes on now: what
    they took back is gone, but that they happened is not."""
    app[TAKEBACKS] = [[min(at, decisions), who] for at, who in taken_back(app, players)] + [[decisions, seat]]
