"""How a game's table travels to one seat on another machine: the ``ViewForm`` protocol,
declared in ``goatmaster.core.parts`` so the registry types a game's ``online`` with it.

A game sends each seat its *view*: what the seat may know, in the
game's own terms (its hand, the public position, the counts of what is hidden), declared once as
typed ``msgspec`` Structs with their bounds, so that reading one *is* the check.  The view is a
function of the seat's observation alone (two states the seat cannot tell apart send the same
bytes); the client builds the seat's observation from it (:func:`read_view`) and, where it needs
a full state (the table's drawing, a hint), samples one locally, as an AI does.  Events (what
the table animates and the log tells) are the engine's own classes, as the seat may see them: a
card another seat drew is sent face down.

A game gives its form as its registry entry's ``online``, in its own folder
(``games/<game>/online.py``); this layer reaches it through :func:`online_of`.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from ..core.game import Observation, Seat
from ..core.parts import ViewForm
from ..core.registry import GameEntry
from ..files.checked import rule, typed


def write_events(form: ViewForm, events: Sequence[object], seat: Optional[Seat]) -> list:
    """What ``seat`` may see of ``events``, as they travel: ``[class name, event]`` each."""
    return [(type(event).__name__, event) for event in form.events(events, seat)]


def read_view(form: ViewForm, data: Any, seat: Optional[Seat]) -> Observation:
    """The seat's observation from the view a server sent; ``ValueError`` for anything else."""
    return form.observation(typed(data, form.View, "view"), seat)


def event_objects(form: ViewForm, data: Any) -> list:
    """The game's own events a server sent, each read as its class (its fields' types and bounds),
    not yet against a position (see :func:`read_events`); ``ValueError`` for anything else."""
    kinds = {kind.__name__: kind for kind in form.Events}
    events: list = []
    pairs: list[tuple[str, dict[str, Any]]] = typed(data, list[tuple[str, dict[str, Any]]], "events")
    for k, (name, fields) in enumerate(pairs):
        rule(name in kinds, f"events[{k}]", f"{name[:40]!r} is not an event of this game")
        events.append(typed(fields, kinds[name], f"events[{k}] ({name[:40]})"))
    return events


def read_events(form: ViewForm, data: Any, observation: Observation) -> list:
    """The game's own events a server sent, that led to ``observation``; ``ValueError`` for anything else."""
    events = event_objects(form, data)
    form.check_events(events, observation)
    return events


def online_of(game: GameEntry) -> ViewForm:
    """``game``'s online form; ``ValueError`` when the game cannot be played online."""
    if game.online is None:
        raise ValueError(f"the game {game.name!r} cannot be played online")
    return game.online
