"""How a game's table travels to one seat on another machine: :class:`ViewForm` (and :class:`OnlineForm`).

A game given as a :class:`ViewForm` sends each seat its *view*: what the seat may know, in the
game's own terms (its hand, the public position, the counts of what is hidden), declared once as
typed ``msgspec`` Structs with their bounds, so that reading one *is* the check.  The view is a
function of the seat's observation alone (two states the seat cannot tell apart send the same
bytes); the client builds the seat's observation from it (:func:`read_view`) and, where it needs
a full state (the table's drawing, a hint), samples one locally, as an AI does.

A game still given as an :class:`OnlineForm` sends worlds instead: each seat gets a *world*, a
full state drawn from that seat's observation with a generator that knows nothing hidden
(``state.observation(seat).sample(rng)``); a spectator gets :meth:`OnlineForm.public_world`.
Events (what the table animates and the log tells) travel as the seat may see them: a card
another seat drew is sent face down.

A game gives its form as its registry entry's ``online``, in its own folder
(``games/<game>/online.py``); this layer reaches it through :func:`online_of`.
"""

from __future__ import annotations

import random
from typing import Any, Optional, Protocol, Sequence, Union, cast, runtime_checkable

from ..core.game import Observation, Seat, State
from ..core.registry import GameEntry
from ..files.checked import rule, typed


@runtime_checkable
class ViewForm(Protocol):
    """A game's table as one seat may know it, as ``msgspec`` types: ``View`` (a ``Struct`` with
    ``msgspec.Meta`` bounds) and ``Events``, the engine's own event classes (frozen dataclasses),
    each of which travels as ``[its class's name, its fields]``."""

    #: What one seat may know (a spectator's view holds no seat's secrets).
    View: Any
    #: Every event class of the game.
    Events: tuple[type, ...]

    def view(self, state: State, seat: Optional[Seat]) -> Any:
        """What ``seat`` (``None``: a spectator) may know of ``state``, as a ``View``: a function of
        the seat's observation alone."""
        ...

    def observation(self, view: Any, seat: Optional[Seat]) -> Observation:
        """The seat's observation from a ``View`` already read (its types and bounds hold), whose
        ``sample`` gives a state the table can draw; ``ValueError`` for a rule between its fields
        that is broken (use :func:`goatmaster.files.checked.rule`)."""
        ...

    def events(self, events: Sequence[object], seat: Optional[Seat]) -> list:
        """What ``seat`` may see of one action's events, in order (a card another seat drew, face down)."""
        ...

    def check_events(self, events: list, observation: Observation) -> None:
        """``ValueError`` for an event (already read as its class) naming what ``observation``,
        the position it led to, has not (a seat, a card, a cell)."""
        ...


def write_events(form: ViewForm, events: Sequence[object], seat: Optional[Seat]) -> list:
    """What ``seat`` may see of ``events``, as they travel: ``[class name, event]`` each."""
    return [(type(event).__name__, event) for event in form.events(events, seat)]


def read_view(form: ViewForm, data: Any, seat: Optional[Seat]) -> Observation:
    """The seat's observation from the view a server sent; ``ValueError`` for anything else."""
    return form.observation(typed(data, form.View, "view"), seat)


def read_events(form: ViewForm, data: Any, observation: Observation) -> list:
    """The game's own events a server sent, that led to ``observation``; ``ValueError`` for anything else."""
    kinds = {kind.__name__: kind for kind in form.Events}
    events: list = []
    pairs: list[tuple[str, dict[str, Any]]] = typed(data, list[tuple[str, dict[str, Any]]], "events")
    for k, (name, fields) in enumerate(pairs):
        rule(name in kinds, f"events[{k}]", f"{name[:40]!r} is not an event of this game")
        events.append(typed(fields, kinds[name], f"events[{k}] ({name})"))
    form.check_events(events, observation)
    return events


class OnlineForm(Protocol):
    """A game's worlds and events as JSON values (``dict``, ``list``, ``str``, ``int``, ``bool``, ``None``).

    Reading (``*_from_json``) is the client's defence against a broken or hostile server:
    anything that is not a world or events of this game raises ``ValueError`` naming what is
    wrong, never another exception, and a world it returns is safe for the table to draw.
    """

    def public_world(self, state: State, rng: random.Random) -> State:
        """A full state that agrees with everything every seat may know (no seat's secrets),
        its hidden parts drawn from ``rng``: what a spectator's table draws."""
        ...

    def world_to_json(self, state: State) -> dict:
        """A world (any full state) as a JSON object."""
        ...

    def world_from_json(self, data: Any) -> State:
        """The world :meth:`world_to_json` wrote; ``ValueError`` for anything else."""
        ...

    def events_to_json(self, events: Sequence[object], seat: Optional[Seat]) -> list:
        """What ``seat`` (``None``: a spectator) may see of one action's events, in order."""
        ...

    def events_from_json(self, data: Any, world: State) -> list:
        """The game's own event objects that :meth:`events_to_json` wrote, which led to ``world``
        (read first): an event naming what ``world`` has not (a seat, a cell) is a ``ValueError``,
        as is anything else that is not such events, so the table can tell and draw every one."""
        ...


def online_of(game: GameEntry) -> Union[ViewForm, OnlineForm]:
    """``game``'s online form (the registry, below this layer, types it ``object``);
    ``ValueError`` when the game cannot be played online."""
    if game.online is None:
        raise ValueError(f"the game {game.name!r} cannot be played online")
    return cast(Union[ViewForm, OnlineForm], game.online)
