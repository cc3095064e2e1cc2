"""What the game window, its session and a game's table play through: the :class:`TableModel` protocol,
and the capabilities a model may add, which the window and the session ask for by protocol:
:class:`Rewindable` (undo and redo), :class:`Replayable` (a finished game shown again) and
:class:`Storied` (the moves before the first position told later, a page at a time).

Two models fulfil it.  :class:`~.match_model.MatchModel` holds a whole match on this machine
(solo and hot-seat): every seat is decided here, by a person or the AI, and it is rewindable
and replayable.  ``goatmaster.app.online.remote_model.RemoteModel`` is one seat's view of a table
held by a server: the other seats are decided elsewhere, and it is neither (the window offers
no undo, and a finished game is watched again from its save file).
"""

from __future__ import annotations

from typing import Any, Optional, Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance

from ...core.game import State
from ...core.registry import GameEntry
from ...files.envelope import Seat


class SavedTable(Protocol):
    """What the window, its session and a table read of the game a model holds (a save codec's
    saved game here, what a server told of its table there)."""

    #: Each seat's name, kind and level.
    players: list[Seat]
    #: The app's own data (``goatmaster.files.app_data``).
    app: dict

    @property
    def FORMAT(self) -> str:
        """The game's save format (which game it is)."""

    @property
    def finished(self) -> bool: ...

    @property
    def game(self) -> Any:
        """The match: a ``core.match.Match`` on this screen; at a remote table what this client saw
        of it.  Its ``events`` (where the game's match keeps them: every event told, in order) are
        what a game's table reads back, never its state's own (a remote world, drawn from a view,
        keeps none): what the last turn did, who answered an open offer."""


class TableModel(Protocol):
    #: Each event the game reports, in order (the table animates it, the log tells it).
    happened: SignalInstance
    #: After each applied action.
    changed: SignalInstance
    #: The whole position was replaced (a load, an undo, a replay's jump, a fresh snapshot).
    reset: SignalInstance
    #: An action was refused: the game's ``ActionError``.
    refused: SignalInstance

    entry: GameEntry
    @property
    def saved(self) -> SavedTable:
        """The game the model holds."""

    @property
    def decisions(self) -> int:
        """How many decisions the seats have taken (chance steps apart)."""

    @property
    def state(self) -> State:
        """The position the table draws (its seat's view of it: secrets only as allowed)."""

    @property
    def players(self) -> int: ...

    def is_human(self, seat: int) -> bool:
        """A person at this screen decides for ``seat``."""

    def elsewhere(self, seat: int) -> bool:
        """``seat`` is decided on another machine (its person there, or a server's AI)."""

    def seat_name(self, seat: int) -> str: ...

    def observation(self, seat: int) -> Any: ...

    def forced_action(self) -> Optional[int]:
        """An action the rules leave the acting person no choice about, to play for them."""

    def is_question(self) -> bool:
        """The acting seat answers another seat's question."""

    def apply_action(self, action: int) -> bool:
        """The acting seat's decision (False, and ``refused``, if it is not taken)."""

    def turns_played(self) -> int:
        """Turns played in the game shown, as the game counts them."""

    def saved_with_pending(self) -> Any:
        """The game as a save file would hold it now."""


@runtime_checkable
class Rewindable(Protocol):
    """A model whose decisions can be taken back and taken again (a game on this screen)."""

    #: ``(seat, action)`` of every decision taken (chance steps apart).
    history: list[tuple[int, int]]

    @property
    def undoable(self) -> bool:
        """Whether :meth:`rewind` and :meth:`replay_more` may be used now (not in a lesson)."""

    def rewind(self, decisions: int) -> None:
        """Back to the position after the first ``decisions`` decisions (undo)."""

    def replay_more(self, actions: list[int]) -> None:
        """Take these decisions again (redo)."""


@runtime_checkable
class Replayable(Protocol):
    """A model that can show another saved game and step through it (a finished game again)."""

    def load(self, saved: Any) -> None:
        """Show another saved game (a replay, or the game again after one)."""

    def show_turns(self, saved: Any, turns: int) -> None:
        """Show ``saved`` after its first ``turns`` turns (a replay's step)."""

    def show_step(self, saved: Any, step: int) -> None:
        """Show ``saved`` after its first ``step`` actions (a decision in its review)."""


@runtime_checkable
class Storied(Protocol):
    """A model whose game began before the position it first shows, and whose story up to there
    comes later, in pages, newest first (a table held by a server, joined or opened again)."""

    #: A page of moves older than every one told so far: ``(step, actor, events)`` each, in order;
    #: its events are already in ``saved.game.events``, before those told since.
    pastTold: SignalInstance
