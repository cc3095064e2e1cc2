"""What the game window, its session and a game's table play through: the :class:`TableModel` protocol.

Two models fulfil it.  :class:`~.match_model.MatchModel` holds a whole match on this machine
(solo and hot-seat): every seat is decided here, by a person or the AI, and it can undo and
show replays.  ``goatmaster.app.online.remote_model.RemoteModel`` is one seat's view of a table
held by a server: the other seats are decided elsewhere, and it has neither undo nor replays
(``undoable`` is False, and the window offers neither).
"""

from __future__ import annotations

from typing import Any, Optional, Protocol

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
        of it (its events, which a game's table may read back)."""


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
    #: ``(seat, action)`` of every decision taken (chance steps apart).
    history: list[tuple[int, int]]
    @property
    def undoable(self) -> bool:
        """Whether :meth:`rewind` and :meth:`replay_more` may be used (undo and redo)."""

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

    def turns_played(self, match: Any) -> int: ...

    def saved_with_pending(self) -> Any:
        """The game as a save file would hold it now."""

    def rewind(self, decisions: int) -> None:
        """Back to the position after the first ``decisions`` decisions (undo)."""

    def replay_more(self, actions: list[int]) -> None:
        """Take these decisions again (redo)."""

    def load(self, saved: Any) -> None:
        """Show another saved game (a replay, or the game again after one)."""

    def show_turns(self, saved: Any, turns: int) -> None:
        """Show ``saved`` after its first ``turns`` turns (a replay's step)."""
