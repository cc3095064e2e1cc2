"""How a game's table travels to one seat on another machine: the :class:`OnlineForm` protocol.

The server is the only holder of a match's real state.  It never sends it: each seat gets a
*world*, a full state drawn from that seat's observation with a generator that knows nothing
hidden (``state.observation(seat).sample(rng)``), so the client's table draws exactly what the
seat may know, its legal actions are the seat's own, and every hidden part of the world is a
random guess that says nothing of the real one.  A spectator gets :meth:`OnlineForm.public_world`,
drawn from what every seat may know.  Events (what the table animates and the log tells) travel
as the seat may see them: a card another seat drew is sent face down.

A game gives its form as its registry entry's ``online``, in its own folder
(``games/<game>/online.py``); this layer reaches it through :func:`online_of`.
"""

from __future__ import annotations

import random
from typing import Any, Optional, Protocol, Sequence, cast

from ..core.game import Seat, State
from ..core.registry import GameEntry


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


def online_of(game: GameEntry) -> OnlineForm:
    """``game``'s online form (the registry, below this layer, types it ``object``);
    ``ValueError`` when the game cannot be played online."""
    if game.online is None:
        raise ValueError(f"the game {game.name!r} cannot be played online")
    return cast(OnlineForm, game.online)
