"""A QObject over a recorded match of any game: the model the shared session drives.

It applies actions (checked by the :class:`~goatmaster.core.match.RecordedMatch`),
keeps the history the session's undo needs, and signals every change.  Chance
steps are resolved here, from a generator seeded by the game, so the session
only ever sees seats.  Goat Master records whole turns instead, and its
:class:`~goatmaster.app.game_model.GameModel` offers the session the same interface.
"""

from __future__ import annotations

import random
from typing import Any, Optional

from PySide6.QtCore import QObject, Signal

from ..core.game import CHANCE, ActionError
from ..core.match import RecordedMatch
from ..core.registry import GameEntry, entry_for_format


class MatchModel(QObject):
    """One game of any registered game: its seats, its match and the actions so far."""

    #: After each applied action (chance steps that follow it included).
    changed = Signal()
    #: A new game (or a loaded one) replaced the previous one, or an undo rebuilt it.
    reset = Signal()
    #: An action was refused; the text says why.
    refused = Signal(str)

    def __init__(self, saved: Any, seed: Optional[int] = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        game = entry_for_format(saved.FORMAT)
        if game is None:
            raise ValueError(f"no registered game has the format {saved.FORMAT!r}")
        self.entry: GameEntry = game
        self._chance = random.Random(seed)
        self._adopt(saved)

    def _adopt(self, saved: Any) -> None:
        self.saved = saved
        match = saved.game
        #: (seat, action) of every decision a seat took; chance outcomes are not undone apart.
        self.history: list[tuple[int, int]] = []
        replay = match.initial.clone()
        for action in match.actions:
            seat = replay.current_player()
            if seat != CHANCE:
                self.history.append((seat, action))
            replay.apply_action(action)
        self._resolve_chance()

    # ---------------------------------------------------------------- the session's interface

    @property
    def state(self) -> Any:
        return self.saved.game.state

    @property
    def players(self) -> int:
        return len(self.saved.players)

    def is_human(self, seat: int) -> bool:
        return self.saved.players[seat].kind == "human"

    def seat_name(self, seat: int) -> str:
        return self.saved.players[seat].name

    def observation(self, seat: int) -> Any:
        return self.state.observation(seat)

    def forced_action(self) -> Optional[int]:
        return None

    def is_question(self) -> bool:
        return False

    def apply_action(self, action: int) -> bool:
        """Apply a seat's action if legal (then any chance steps); False and ``refused`` if not."""
        seat = self.state.current_player()
        try:
            self.saved.game.apply_action(action)
        except ActionError as error:
            self.refused.emit(str(error))
            return False
        self.history.append((seat, action))
        self._resolve_chance()
        self.changed.emit()
        return True

    def _resolve_chance(self) -> None:
        match = self.saved.game
        while match.state.current_player() == CHANCE:
            match.apply_action(match.state.chance_outcome(self._chance))

    def rewind(self, decisions: int) -> None:
        """Back to the position after the first ``decisions`` seat actions (undo).

        The chance outcomes that came before are kept, so an undone move meets the
        same cards or dice again (no fishing for a better draw)."""
        old = self.saved.game
        match = RecordedMatch(old.initial.clone())
        taken = 0
        for action in old.actions:
            if match.state.current_player() != CHANCE:
                if taken == decisions:
                    break
                taken += 1
            match.apply_action(action)
        self.saved = self.entry.codec.saved_game(self.saved.players, match, self.saved.app)
        self.history = self.history[:decisions]
        self.reset.emit()

    def replay_more(self, actions: list[int]) -> None:
        for action in actions:
            if not self.apply_action(action):
                break

    def saved_with_pending(self) -> Any:
        """The game to write: every action is in the file, so nothing is pending."""
        return self.saved

    def load(self, saved: Any) -> None:
        self._adopt(saved)
        self.reset.emit()
