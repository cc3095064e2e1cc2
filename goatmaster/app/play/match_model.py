"""A QObject over a recorded match of any game: the model the shared session drives.

It applies actions (checked by the game's :class:`~goatmaster.core.match.Match`),
keeps the history the session's undo needs, and signals every change and every
event the game reports, so a table can animate it and the log can tell it.
Chance steps are resolved here, so the session only ever sees seats.  A game
that records whole turns (Goat Master's ``Game``) is a match like any other.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, Signal

from ...core.game import CHANCE, ActionError, State
from ...core.registry import GameEntry, entry_for_format
from ...files import app_data
from ...files.envelope import codec_of
from ...views.forms import shown_name



class LessonChanged(ValueError):
    """A saved lesson whose script no longer fits its deal: the lesson changed since it was saved."""


class MatchModel(QObject):
    """One game of any registered game: its seats, its match and the actions so far."""

    #: Every event the game reports (the game's own objects), in the order it happened.
    happened = Signal(object)
    #: After each applied action (chance steps that follow it included).
    changed = Signal()
    #: A new game (or a loaded one) replaced the previous one, or an undo rebuilt it.
    reset = Signal()
    #: An action was refused: the game's :class:`~goatmaster.core.game.ActionError` (its table words it).
    refused = Signal(object)

    def __init__(self, saved: Any, seed: Optional[int] = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        game = entry_for_format(saved.FORMAT)
        if game is None:
            raise ValueError(f"no registered game has the format {saved.FORMAT!r}")
        self.entry: GameEntry = game
        self._seed = seed
        #: A lesson's choice of chance's outcome (``app.play.tutorial``): None to draw as in any game.
        self.steer: Optional[Callable[[], Optional[int]]] = None
        #: A lesson's choice of the cards still to come, given a seat's action about to be applied
        #: (``app.play.tutorial``): a game whose match draws without chance steps stacks its deck.
        self.stack: Optional[Callable[[int], None]] = None
        self._adopt(saved)

    def _adopt(self, saved: Any, resolve: bool = True) -> None:
        self.saved = saved
        chance = saved.app.get(app_data.CHANCE)
        if not isinstance(chance, int) or isinstance(chance, bool):
            chance = self._seed if self._seed is not None else random.randrange(1 << 62)
            saved.app[app_data.CHANCE] = chance
        self._chance_seed = chance
        #: (seat, action) of every decision a seat took; chance outcomes are not undone apart.
        self.history: list[tuple[int, int]] = [
            (seat, action) for seat, action in zip(saved.game.record.seats, saved.game.actions) if seat != CHANCE]
        pending = saved.app.pop(app_data.PENDING, None)
        for step in pending if isinstance(pending, list) else ():
            seat = self.state.current_player()
            try:
                action = app_data.pending_action(self.state, step)
                self.saved.game.apply_action(action)
            except ActionError:
                break                   # app data is the app's own; a stale entry is dropped
            if seat != CHANCE:
                self.history.append((seat, action))
        self.script = self._script(saved)
        if resolve:
            self._resolve_chance()

    def _script(self, saved: Any) -> Optional[list[int]]:
        return self.lesson_script(saved)

    @staticmethod
    def lesson_script(saved: Any) -> Optional[list[int]]:
        """A guided first game's scripted actions (``core.tutorial``), else None;
        :class:`LessonChanged` if the lesson's script does not fit the saved game's deal (a lesson
        saved before a release changed it)."""
        game = entry_for_format(saved.FORMAT)
        tutorial = game.tutorial if game is not None else None
        if tutorial is None or not isinstance(saved.app.get(app_data.TUTORIAL), dict):
            return None
        try:
            return tutorial.actions(saved.game.restart())
        except ActionError as error:
            raise LessonChanged(str(error)) from None

    def scripted(self) -> Optional[int]:
        """The script's next action while the game follows it (a tutorial), else None."""
        script, done = self.script, self.saved.game.actions
        if script is None or len(done) >= len(script) or script[:len(done)] != list(done):
            return None
        return script[len(done)]

    # ---------------------------------------------------------------- the session's interface

    @property
    def state(self) -> State:
        return self.saved.game.state

    @property
    def decisions(self) -> int:
        return len(self.history)

    @property
    def players(self) -> int:
        return len(self.saved.players)

    @property
    def undoable(self) -> bool:
        """Undo and redo: possible at one screen (not at a table shared across machines), but for a
        lesson, whose Back takes moves back (``app.play.tutorial``)."""
        return self.script is None

    def is_human(self, seat: int) -> bool:
        return self.saved.players[seat].kind == "human"

    def elsewhere(self, seat: int) -> bool:
        """Every seat of a game on this screen is decided here (by a person or the AI)."""
        return False

    def seat_name(self, seat: int) -> str:
        return shown_name(self.saved.players[seat].name)

    def observation(self, seat: int) -> Any:
        return self.state.observation(seat)

    def forced_action(self) -> Optional[int]:
        """An action the rules leave the acting human no choice about (played for them)."""
        return None if self.entry.forced_action is None else self.entry.forced_action(self.state)

    def is_question(self) -> bool:
        """The acting seat answers another seat's question (the game says when)."""
        return self.entry.is_question is not None and self.entry.is_question(self.state)

    def apply_action(self, action: int) -> bool:
        """Apply a seat's action if legal (then any chance steps); False and ``refused`` if not."""
        seat = self.state.current_player()
        if seat == CHANCE:
            self.refused.emit(ActionError("it is chance's step"))
            return False
        try:
            if self.stack is not None:
                self.stack(action)
            self._apply(action)
        except ActionError as error:
            self.refused.emit(error)
            return False
        self.history.append((seat, action))
        self._resolve_chance()
        self.changed.emit()
        return True

    def _apply(self, action: int) -> None:
        happened = self.saved.game.apply_action(action) or ()
        for item in happened:
            self.happened.emit(item)

    def chance_rng(self, step: int) -> random.Random:
        """The generator of the chance outcome at ``step`` (the number of actions before it).

        It depends on the game's seed and the step alone, so an undone decision
        taken again meets the same dice or cards (no fishing for a better throw),
        and a game saved and continued goes on with the outcomes it would have had.
        """
        return random.Random(f"{self._chance_seed}:{step}")

    def _resolve_chance(self) -> None:
        match = self.saved.game
        while match.state.current_player() == CHANCE:
            scripted = self.steer() if self.steer is not None else self.scripted()
            self._apply(scripted if scripted is not None
                        else match.state.chance_outcome(self.chance_rng(len(match.actions))))

    def rewind(self, decisions: int) -> None:
        """Back to the position after the first ``decisions`` seat actions (undo)."""
        old = self.saved.game
        match = old.restart()
        taken = 0
        for action in old.actions:
            if match.state.current_player() != CHANCE:
                if taken == decisions:
                    break
                taken += 1
            match.apply_action(action)
        self.saved = codec_of(self.entry).saved_game(self.saved.players, match, self.saved.app)
        self.history = self.history[:decisions]
        self._resolve_chance()
        self.reset.emit()

    def replay_more(self, actions: list[int]) -> None:
        for action in actions:
            if not self.apply_action(action):
                break

    def turns_played(self) -> int:
        return self.entry.turns_played(self.saved.game)

    def show_turns(self, saved: Any, turns: int) -> None:
        """Show ``saved`` after its first ``turns`` turns (the replay of a finished game).

        One turn forward applies that turn's actions with their events, so the
        table animates it; any other step rebuilds the position.
        """
        current, actions = self.saved.game, saved.game.actions
        if turns == self.entry.turns_played(current) + 1 and current.actions == actions[:len(current.actions)]:
            for action in actions[len(current.actions):]:
                if self.entry.turns_played(current) >= turns:
                    break
                seat = current.state.current_player()
                self._apply(action)
                if seat != CHANCE:
                    self.history.append((seat, action))
            self.changed.emit()
            return
        match = saved.game.restart()
        for action in actions:
            if self.entry.turns_played(match) >= turns:
                break
            match.apply_action(action)
        self._show(saved, match)

    def show_step(self, saved: Any, step: int) -> None:
        """Show ``saved`` after its first ``step`` actions (a decision in its review: the position
        where it was taken, within its turn)."""
        match = saved.game.restart()
        for action in saved.game.actions[:step]:
            match.apply_action(action)
        self._show(saved, match)

    def _show(self, saved: Any, match: Any) -> None:
        """Show a position of ``saved``'s replay, without animation (nothing is drawn by chance); its log
        tells the undos made up to there."""
        app = {app_data.CHANCE: 0, app_data.TAKEBACKS: saved.app.get(app_data.TAKEBACKS, [])}
        self._adopt(codec_of(self.entry).saved_game(saved.players, match, app), resolve=False)
        self.reset.emit()

    def saved_with_pending(self) -> Any:
        """The game to write: whole turns, plus the actions of the turn in progress in ``app``.

        A save file holds whole turns; keeping the turn in progress (its dice,
        its cards drawn) in the app's own data means closing mid-turn loses nothing.
        """
        match = self.saved.game
        app = {key: value for key, value in self.saved.app.items() if key != app_data.PENDING}
        whole = match.record.whole
        if whole < len(match.actions) and not match.is_over:
            app[app_data.PENDING] = match.record.texts[whole:]
        return codec_of(self.entry).saved_game(self.saved.players, match, app)

    def load(self, saved: Any) -> None:
        self._adopt(saved)
        self.reset.emit()
