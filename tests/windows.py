"""A Goat Master game in the app's one game window, for the tests that drive its table directly."""

from __future__ import annotations

from typing import Optional

from goatmaster.app.play.game_window import GameWindow
from goatmaster.app.play.match_model import MatchModel
from goatmaster.games.goat_master.savefile import SavedGame, Seat


def goat_master_window(saved: Optional[SavedGame] = None, worker=None,
                       autosave_path: Optional[str] = None) -> GameWindow:
    """``saved`` (by default a new game of two people) in the window every game shares."""
    if saved is None:
        saved = SavedGame.new([Seat("Player 1", "human"), Seat("Player 2", "human")])
    return GameWindow(MatchModel(saved), worker=worker, autosave_path=autosave_path)
