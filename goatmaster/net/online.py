"""How a game's table travels to one seat on another machine: the ``OnlineForm`` protocol
(declared in ``goatmaster.core.parts``, so the registry types a game's ``online`` with it).

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

from ..core.parts import OnlineForm
from ..core.registry import GameEntry


def online_of(game: GameEntry) -> OnlineForm:
    """``game``'s online form; ``ValueError`` when the game cannot be played online."""
    if game.online is None:
        raise ValueError(f"the game {game.name!r} cannot be played online")
    return game.online
