"""The parts a game hands the layers above it through its registry entry, declared here so the
registry can type them without importing those layers.

* :class:`SaveCodec` reads and writes the game's save files (``goatmaster.files.envelope``
  calls it; its reader and seats are that layer's ``Reader`` and ``Seat``);
* :class:`ViewForm` (or, for a game not moved to views yet, :class:`OnlineForm`) is how its
  table travels to one seat on another machine (``goatmaster.net.online`` says how);
* a table loader is a function that imports the game's Qt table and returns its class:
  called only by the app when a window draws the game, so importing the registry, as the
  server and the command line do, loads no Qt.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Optional, Protocol, Sequence, runtime_checkable

from .game import Observation, Seat, State

#: Imports a game's Qt table and returns its class: a ``goatmaster.views.table_part.TablePart``
#: made from ``(model, parent)``, which the core cannot name (each game's loader says its class).
TableLoader = Callable[[], type[Any]]


class SaveCodec(Protocol):
    """A game's save files (``docs/formats/``), as ``goatmaster.files.envelope`` uses them."""

    FORMAT: str
    VERSION: int
    MIN_SEATS: int
    MAX_SEATS: int

    def read(self, reader: Any, top: dict, players: list[Any], app: dict) -> Any:
        """The saved game of a checked top level, replayed through the engine; ``SaveError`` only."""
        ...

    def dumps(self, saved: Any) -> str: ...

    def saved_game(self, players: list[Any], match: Any, app: dict) -> Any: ...

    def turn_count(self, saved: Any) -> int: ...

    def scores(self, saved: Any) -> list[dict]: ...

    def replayed(self, saved: Any, turns: int) -> Any: ...


@runtime_checkable
class ViewForm(Protocol):
    """A game's table as one seat may know it, as ``msgspec`` types: ``View`` (a ``Struct`` with
    ``msgspec.Meta`` bounds) and ``Events``, the engine's own event classes (frozen dataclasses),
    each of which travels as ``[its class's name, its fields]``."""

    #: What one seat may know (a spectator's view holds no seat's secrets).
    View: Any

    @property
    def Events(self) -> tuple[type, ...]:
        """Every event class of the game (read-only, so a game's tuple of its own classes fits)."""
        ...

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
        the position it led to, has not (a seat, a cell, a card)."""
        ...


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

    def events_from_json(self, data: Any, world: Optional[State]) -> list:
        """The game's own event objects that :meth:`events_to_json` wrote, which led to ``world``
        (read first): an event naming what ``world`` has not (a seat, a cell) is a ``ValueError``,
        as is anything else that is not such events, so the table can tell and draw every one.
        Without a world (the app's inbox, which has no position), each event is checked alone."""
        ...
