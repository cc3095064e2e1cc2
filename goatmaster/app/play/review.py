"""The review of a finished game in the game window: a seat's decisions weighed by
the AI, shown beside the replay.

:class:`GameReview` runs :class:`~goatmaster.search.review.ReviewJob` in the window's AI worker
(its pool, its thread: the window never waits), shows each decision as soon as it is weighed
in the *Review* dock (``views.review_panel``) and on the strip along the replay bar, and keeps
the finished review in the game's ``app`` data (``app_data.REVIEWS``), which the window writes
back to the game's files, so that opening the game again shows it at once.  Choosing a
decision shows the replay at that moment, from the reviewed seat's side, with the better
choice marked on the table.

The seats offered are the people's (a game against the AI reviews its human; hot-seat, any of
them); a game of AIs alone offers every seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QDockWidget

from ...core.game import ActionError
from ...files import app_data
from ...search.review import ITERATIONS, Decision, Review, Spot, reason_args, spots
from ...search.seats import knowledge_of
from ...views.review_panel import ReviewPanel, ReviewRow
from ...views.words import fill, first_upper
from .table_model import Replayable

if TYPE_CHECKING:
    from .game_window import GameWindow

#: The seed of the app's reviews: the same game reviewed twice gives the same review.
SEED = 0


def reason_words(reason: Optional[tuple[str, tuple]], names: Sequence[str] = ()) -> str:
    """A game's reason for a marked decision (a text key of context ``Review``), translated, a
    player it names (``search.review.Player``) said by their seat's name in ``names``, a game's
    word (``search.review.Word``) in its own context."""
    if reason is None:
        return ""
    text, args = reason
    return fill(QCoreApplication.translate("Review", text), *reason_args(
        args, names, lambda seat: fill(QCoreApplication.translate("Seats", "Player %1"), seat + 1),
        lambda word: QCoreApplication.translate(word.context, word.text)))


class GameReview(QObject):
    """The window's review: its dock, the running job, the decisions shown."""

    def __init__(self, window: "GameWindow") -> None:
        super().__init__(window)
        self.window = window
        self.panel = ReviewPanel()
        self.dock = QDockWidget(self.tr("Review"), window)
        self.dock.setObjectName("reviewDock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        window.tabifyDockWidget(window.logDock, self.dock)
        self.dock.hide()
        self.dock.visibilityChanged.connect(self._dock_shown)
        self.panel.seatChosen.connect(self.start)
        self.panel.cancelled.connect(self.cancel)
        self.panel.decisionChosen.connect(self.show_decision)
        self.strip = window.replay_bar.strip
        self.strip.decisionChosen.connect(self._strip_chose)
        worker = window.session.worker
        worker.reviewed.connect(self._reviewed)
        worker.reviewFailed.connect(self._failed)
        #: The seat reviewed (the table shows its side while the dock is open), or None.
        self.seat: Optional[int] = None
        self.review: Optional[Review] = None
        self.running = False
        self._saved: Any = None
        #: Iterations a decision (the search module's budget: a whole game in about a minute here).
        self.iterations = ITERATIONS

    # ---------------------------------------------------------------- what can be reviewed

    @staticmethod
    def seats_of(saved: Any) -> list[int]:
        """The seats a review is offered for: the people's, or every seat in a game of AIs."""
        people = [seat for seat, player in enumerate(saved.players) if player.kind == "human"]
        return people or list(range(len(saved.players)))

    def open(self, seat: Optional[int] = None) -> None:
        """Review the replayed game: ``seat``'s decisions, by default the first person's."""
        saved = self.window.replay_of
        if saved is None:
            return
        seats = self.seats_of(saved)
        chosen = seat if seat in seats else seats[0]
        self.panel.set_seats([(s, self.window.model.seat_name(s)) for s in seats], chosen)
        self.dock.show()
        self.dock.raise_()
        if self._saved is not saved or self.seat != chosen or self.review is None:
            self._saved = saved
            self.start(chosen)
        self.panel.table.setFocus()

    def start(self, seat: int) -> None:
        """Show ``seat``'s review: the one kept with the game, or a new one, weighed from now."""
        saved = self._saved
        self.cancel()
        self.seat = seat
        entry, knowledge = self.window.model.entry, knowledge_of(self.window.model.entry)
        found = spots(entry, saved.game, seat)
        self.review = self._kept(saved, seat, found)
        self.panel.begin(self.window.model.seat_name(seat), len(found), knowledge.review_threshold)
        self.strip.show_rows([], 0)
        if self.review is not None:
            for decision in self.review.decisions:
                self._show(decision, len(found))
        elif found:
            self.review = Review(seat, self.iterations, SEED, knowledge.review_threshold, len(found))
            self.running = True
            self.window.session.worker.review(found, knowledge, seat, self.iterations, SEED)
        self.window.refresh_view()

    def _kept(self, saved: Any, seat: int, found: list[Spot]) -> Optional[Review]:
        """The seat's review kept in the game's ``app`` data, if whole and made as the app makes it.

        It is checked as every part of a file is (its sizes, its placeholders, its decisions
        against the game's): one that is not this game's review is dropped, and the player told,
        so a new review takes its place in the file."""
        kept = saved.app.get(app_data.REVIEWS)
        if not isinstance(kept, dict) or str(seat) not in kept:
            return None
        try:
            review = Review.from_data(kept[str(seat)])
            review.check(found)
            if review.seat != seat:
                raise ValueError(f"it is seat {review.seat}'s")
        except ValueError as error:
            saved.app[app_data.REVIEWS] = {key: value for key, value in kept.items() if key != str(seat)}
            self.window.statusBar().showMessage(self.tr(
                "The review kept with this game could not be used (%1), so it is weighed again.").replace(
                "%1", str(error)[:100]), 15000)
            return None
        same = (review.iterations, review.seed) == (self.iterations, SEED)
        return review if same and review.complete else None

    def cancel(self) -> None:
        """Stop a review running; the decisions weighed stay shown (a stopped review is not kept)."""
        if self.running:
            self.running = False
            self.window.session.worker.cancel()
            if self.review is not None:
                self.panel.stopped(self.review.total)

    def close(self) -> None:
        """The replay ends: stop, hide, and the table goes back to no one's side."""
        self.cancel()
        self.seat = None
        self.review = None
        self._saved = None
        self.strip.show_rows([], 0)
        self.dock.hide()

    def _dock_shown(self, visible: bool) -> None:
        """The dock closed by its own button (not only a tab behind another): the review stops, and
        the table goes back to no one's side."""
        if not visible and self.dock.isHidden() and self.seat is not None:
            self.cancel()
            self.seat = None
            self.strip.choose(None)
            self.window.refresh_view()

    # ---------------------------------------------------------------- decisions as they come

    def _reviewed(self, decision: Decision, done: int, total: int) -> None:
        review = self.review
        if not self.running or review is None:
            return
        review.decisions.append(decision)
        self._show(decision, total)
        if review.complete:
            self.running = False
            self._keep(review)

    def _failed(self, message: str) -> None:
        if self.running and self.review is not None:
            self.running = False
            self.panel.stopped(self.review.total)
            self.window.statusBar().showMessage(
                self.tr("The review stopped: %1").replace("%1", message), 10000)

    def _show(self, decision: Decision, total: int) -> None:
        row = self._row(decision)
        self.panel.add(row, total)
        self.strip.show_rows(self.panel.rows, self.window.replay_bar.turns)

    def _keep(self, review: Review) -> None:
        saved = self._saved
        kept = saved.app.get(app_data.REVIEWS)
        kept = dict(kept) if isinstance(kept, dict) else {}
        kept[str(review.seat)] = review.to_data()
        saved.app[app_data.REVIEWS] = kept
        self.window.keep_review(saved)

    # ---------------------------------------------------------------- in the game's words

    def _position(self, step: int) -> Any:
        """The game replayed to just before its ``step``-th action."""
        match = self._saved.game.restart()
        for action in self._saved.game.actions[:step]:
            match.apply_action(action)
        return match

    def _words(self, match: Any, text: str) -> str:
        """What the log would say of the seat's action ``text`` in ``match`` (played on a copy of
        the position: the best found was never played); the action's text if it says nothing."""
        try:
            action = match.state.string_to_action(text)
            events = match.apply_action(action) or ()
        except (ActionError, ValueError):
            return text
        name = self.window.model.seat_name(self.seat) if self.seat is not None else ""
        for event in events:
            for line, seat in self.window.table.log_lines(event):
                if seat == self.seat or seat < 0:
                    # "Ada plays Aloha 1." in Ada's own review: "Plays Aloha 1"
                    line = first_upper(line[len(name) + 1:]) if name and line.startswith(name + " ") else line
                    return line.removesuffix(".")
        return text

    def _row(self, decision: Decision) -> ReviewRow:
        position = self._position(decision.step)
        turns = self.window.model.entry.turns_played(position)     # counted before the move is played on it
        played = self._words(position, decision.played)
        # a best found that looked no better than the move played (loss 0) is not offered as better
        better = decision.best != decision.played and decision.loss > 0
        best = self._words(self._position(decision.step), decision.best) if better else ""
        return ReviewRow(decision.step, turns + 1, played, best, decision.played_points, decision.best_points,
                         decision.loss, decision.marked, reason_words(decision.reason, self._names()))

    def _names(self) -> list[str]:
        """The seats' names, as the table shows them (a reason names players by them)."""
        model = self.window.model
        return [model.seat_name(seat) for seat in range(model.players)]

    # ---------------------------------------------------------------- a decision on the table

    def _strip_chose(self, step: int) -> None:
        self.panel.select_step(step)
        self.show_decision(step)

    def show_decision(self, step: int) -> None:
        """The replay at the decision, from the reviewed seat's side, the better choice marked."""
        rows = [row for row in self.panel.rows if row.step == step]
        saved = self._saved
        if not rows or saved is None or self.window.replay_of is not saved:
            return
        row = rows[0]
        self.strip.choose(step)
        self.window.replay_bar.play.setChecked(False)
        # the bar counts turns played: the decision lies in the next one, which Forward plays out
        self.window.replay_bar.show_turn(row.turn - 1, emit=False)
        model = self.window.model
        assert isinstance(model, Replayable)        # a review is of a game on this screen (can_review)
        model.show_step(saved, step)
        # the status line says it in words; the table marks the better move, or the one played
        self.window.tell(self.panel.describe(row), 0)
        decision = next(d for d in (self.review.decisions if self.review else []) if d.step == step)
        try:
            shown, lead = ((decision.best, self.tr("Best found:")) if decision.loss > 0
                           else (decision.played, self.tr("Played, none better found:")))
            self.window.table.show_hint(model.state.string_to_action(shown), lead)
        except (ActionError, ValueError):
            pass                            # not this position's (a file edited by hand): nothing marked
