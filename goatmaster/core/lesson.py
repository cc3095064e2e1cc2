"""Which step of a lesson shows when, and the moves the lesson makes for the AI and chance.

One place decides it for the window's lesson player (``app.play.tutorial``) and for the
headless ``goatmaster-cli lesson`` alike.  While the game follows the tutorial's script
(:attr:`Tutorial.moves`), each step shows at its place in it (:attr:`Step.at`), one after the
other.  Once the learner has made a move of their own, the game goes on from where it stands,
and each step not shown yet shows the first time its situation arises (:attr:`Step.when`, in
the game's own terms); a step without one shows once every step before it has.  The lesson
steers the AI's moves and chance's outcomes still to come towards a situation not yet met
(:meth:`Lesson.steer`).  A step whose situation never came before the end, or can no longer
come (:attr:`Step.possible`), is *missed*: the player says so and offers to go back to the
position before the learner's first move off the script, so a step never goes silent; before the
end the learner may also play on without it (:meth:`Lesson.drop`).

The lesson's AI and chance know the whole position: they are the lesson's, like its script.
No Qt: plain data and the core's game interface.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from .game import CHANCE
from .tutorial import END, Step, Tutorial, draw_after


class Lesson:
    """A tutorial played: the steps shown so far (with where), the one on the table, what arose."""

    def __init__(self, tutorial: Tutorial, script: Sequence[int]) -> None:
        self.tutorial, self.script = tutorial, list(script)
        self.steps: tuple[Step, ...] = tutorial.steps
        #: Each step shown, in order, with the number of actions played when it showed.
        self.log: list[tuple[int, int]] = []
        #: The last step of :attr:`log` is still on the table (no Next yet, no move since).
        self.open = False
        #: Steps off the script whose situation arose while another was read: what each points at.
        self.arisen: dict[int, str] = {}
        #: What each step shown off the script points at (its situation named it).
        self._points: dict[int, str] = {}
        self._before: Any = None
        #: Steps the learner chose to play on without, once their situation could no longer come.
        self.dropped: set[int] = set()
        #: While :meth:`steer` weighs its options: each position reached (by its parent's id and
        #: the action) and each aim measured (by the position's id and the step; on average over
        #: the learner's replies, by the number of them too), so that the
        #: turn's lookahead and its keeping of the way share them; emptied after each decision
        #: (the positions kept meanwhile keep their ids unique).
        self._positions: dict[tuple[int, int], Any] = {}
        self._aims: dict[tuple[int, int], set[str]] = {}
        self._means: dict[tuple[int, int, int], float] = {}
        #: How many of the learner's decisions the decision being weighed looks through.
        self._replies = 0

    # ---------------------------------------------------------------- the script

    def on_script(self, actions: Sequence[int]) -> bool:
        return len(actions) <= len(self.script) and self.script[:len(actions)] == list(actions)

    def scripted(self, actions: Sequence[int]) -> Optional[int]:
        """The script's next action while the game follows it, else None."""
        if not self.on_script(actions) or len(actions) >= len(self.script):
            return None
        return self.script[len(actions)]

    def left_at(self, actions: Sequence[int]) -> int:
        """The number of actions the game shares with the script (where the learner left it)."""
        shared = 0
        for mine, scripted in zip(actions, self.script):
            if mine != scripted:
                break
            shared += 1
        return shared

    # ---------------------------------------------------------------- the steps

    def shown(self) -> set[int]:
        return {k for k, _ in self.log}

    def current(self) -> Optional[int]:
        """The step on the table, or None while the learner plays between steps."""
        return self.log[-1][0] if self.open and self.log else None

    def acts(self, actions: Sequence[int]) -> bool:
        """The step on the table waits for the learner's scripted move (only on the script)."""
        k = self.current()
        return k is not None and self.steps[k].act and self.scripted(actions) is not None

    def text(self, k: int, actions: Sequence[int]) -> str:
        """Step ``k``'s words (still to translate): its own on the script, else its words off it."""
        step = self.steps[k]
        at = next((at for j, at in reversed(self.log) if j == k), len(actions))
        return step.text if self.on_script(actions[:at]) or not step.off else step.off

    def point(self, k: int) -> str:
        """What step ``k`` points at: on the script its own target, off it what its situation named."""
        return self._points.get(k, self.steps[k].point)

    def update(self, state: Any, actions: Sequence[int]) -> None:
        """After every change: close a step the game has moved past, note what arose, show the next due."""
        if self.open and self.log and self.log[-1][1] != len(actions):
            self.open = False
        self._note(state, actions)
        self._before = state.clone()
        if not self.open:
            self._show_due(state, actions)

    def waiting(self) -> list[int]:
        """The steps waiting for their situation (:attr:`Step.when`): not shown, not arisen while
        another was read, not played on without, and not one of the end's."""
        shown = self.shown()
        return [k for k, step in enumerate(self.steps) if k not in shown and k not in self.arisen
                and k not in self.dropped and step.at != END and step.when is not None]

    def _note(self, state: Any, actions: Sequence[int]) -> None:
        if self.on_script(actions):
            return
        for k in self.waiting():
            point = self.steps[k].when(self._before, state, self.tutorial.learner)  # type: ignore[misc]
            if point is not None:
                self.arisen[k] = point

    def _show_due(self, state: Any, actions: Sequence[int]) -> None:
        due = self._due(state, actions)
        if due is not None:
            k, point = due
            self.arisen.pop(k, None)
            if point is None:
                self._points.pop(k, None)
            else:
                self._points[k] = point
            self.log.append((k, len(actions)))
            self.open = True

    def _due(self, state: Any, actions: Sequence[int]) -> Optional[tuple[int, Optional[str]]]:
        shown, position = self.shown(), len(actions)
        terminal = state.is_terminal()
        if self.on_script(actions) and not terminal:
            k = next((k for k, step in enumerate(self.steps)
                      if k not in shown and step.at != END and step.at <= position), None)
            return None if k is None or self.steps[k].at < position and self.steps[k].act else (k, None)
        if self.arisen:
            k = min(self.arisen)
            return k, self.arisen[k]
        done = shown | self.dropped
        for k, step in enumerate(self.steps):
            if k in done:
                continue
            if step.at == END:
                return (k, None) if terminal and all(j in done for j, s in enumerate(self.steps) if s.at != END) \
                    else None
            if step.when is None and all(j in done for j in range(k)):
                return k, None
        return None

    def missed(self, state: Any, actions: Sequence[int]) -> list[int]:
        """The steps that can no longer show: the game is over and their situation never came,
        or, off the script, their situation can no longer come (:attr:`Step.possible`)."""
        shown, terminal, learner = self.shown(), state.is_terminal(), self.tutorial.learner
        off = not self.on_script(actions)
        return [k for k, step in enumerate(self.steps)
                if step.at != END and k not in shown and k not in self.dropped and k not in self.arisen
                and (terminal or off and step.possible is not None and not step.possible(state, learner))]

    def drop(self, steps: Sequence[int], state: Any, actions: Sequence[int]) -> None:
        """Play on without ``steps`` (their situation can no longer come): the steps after them
        show as if they had."""
        self.dropped.update(steps)
        if not self.open:
            self._show_due(state, actions)

    def finished(self, state: Any) -> bool:
        """Every step has shown (or been played on without) and been read, and the game is over."""
        return state.is_terminal() and not self.open and len(self.shown() | self.dropped) == len(self.steps)

    # ---------------------------------------------------------------- the learner's buttons

    def next(self, state: Any, actions: Sequence[int]) -> None:
        """The step on the table has been read."""
        self.open = False
        self._show_due(state, actions)

    def back(self) -> Optional[int]:
        """Back to the step before the one on the table: the number of actions to go back to
        (the caller rewinds there, then calls :meth:`update`), or None where there is none."""
        if len(self.log) < 2:
            return None
        self.log.pop()
        self.arisen.clear()
        self.open = True
        return self.log[-1][1]

    def go_back_before_leaving(self, actions: Sequence[int]) -> int:
        """Back to the position before the learner's first move off the script: the number of
        actions to go back to.  The steps shown since are shown again as the game goes on."""
        left = self.left_at(actions)
        while self.log and self.log[-1][1] > left:
            self.log.pop()
        self.arisen.clear()
        self.dropped.clear()
        self.open = False
        return left

    # ---------------------------------------------------------------- the lesson's own moves

    def steer(self, state: Any, actions: Sequence[int]) -> Optional[int]:
        """The move the lesson makes for the AI seat or chance to act: the script's while the
        game follows it; off it, one that brings the situation of a step not yet shown about
        (the earliest such step), or None (the AI thinks, chance draws, as in any game)."""
        scripted = self.scripted(actions)
        if scripted is not None:
            return scripted
        actor = state.current_player()
        if state.is_terminal() or actor == self.tutorial.learner:
            return None
        options = ([outcome for outcome, _ in state.chance_outcomes()] if actor == CHANCE
                   else state.legal_actions())
        return self._choose(state, actor, options)

    def stack(self, match: Any, action: int) -> None:
        """Before ``action`` is applied to ``match``, in a game whose match draws without chance
        steps (:attr:`Tutorial.deck`): the card its draw brings put on top, the deal's while the
        game follows the script, else one that serves a step not yet shown (as :meth:`steer`
        chooses chance's outcomes), if any does."""
        deck = self.tutorial.deck
        if deck is None or action not in match.state.legal_actions():
            return
        if self.on_script(list(match.actions) + [action]):
            self.tutorial.stack_dealt(match, action)
            return
        after = draw_after(match.state, action)
        card = self._choose(after, CHANCE, list(deck.cards(after))) if after is not None else None
        if card is not None:
            deck.put(match, card)

    def _choose(self, state: Any, actor: int, options: list[int]) -> Optional[int]:
        """Of ``options``, the one that brings the situation of a step not yet shown about (the
        earliest such step), or furthers its aim, or else keeps what stands of the aims; None
        where none does better than another."""
        waiting = self.waiting()
        if not waiting or len(options) < 2:
            return None
        ranked = []
        try:
            self._replies = self._replies_weighed(state, actor, options)
            base = {k: self._progress(k, state) for k in waiting}
            for action in options:
                after = self._after(state, action)
                kept = self._keeps(base, after, actor, self.LOOKAHEAD)
                ranked.append((self._reaches(state, after, actor, waiting, self.LOOKAHEAD), not kept, action))
        finally:
            self._positions.clear()
            self._aims.clear()
            self._means.clear()
        best = min(((rank, action) for rank, lost, action in ranked
                    if rank is not None and (rank[0] == 0 or not lost)), default=None)    # there at last
        if best is not None:
            return best[1]
        if any(lost for _, lost, _ in ranked):             # else the AI or chance might undo the way there
            return next((action for _, lost, action in ranked if not lost), None)
        return None

    #: At most this many of the steered seat's turn ends a decision are weighed by all of the
    #: learner's replies (:attr:`Tutorial.replies`); a decision with more (a dog's many moves
    #: after a take) weighs them by the learner's first decision alone, so that it stays quick.
    TURN_ENDS = 24

    def _replies_weighed(self, state: Any, actor: int, options: list[int]) -> int:
        """How many of the learner's decisions the lesson weighs each of ``options`` by (:data:`TURN_ENDS`)."""
        replies = self.tutorial.replies
        if replies < 2:
            return replies
        ends, learner = 0, self.tutorial.learner
        frontier = [(self._after(state, action), self.LOOKAHEAD - 1) for action in options]
        while frontier and ends <= self.TURN_ENDS:
            after, depth = frontier.pop()
            if after.is_terminal():
                continue
            if after.current_player() == learner:
                ends += 1
            elif depth > 0 and after.current_player() == actor:
                frontier += [(self._after(after, then), depth - 1) for then in after.legal_actions()]
        return replies if ends <= self.TURN_ENDS else 1

    #: How many of its own decisions in a row the steered seat looks through (a dog's play, its
    #: take and its move, say).
    LOOKAHEAD = 3

    def _after(self, state: Any, action: int) -> Any:
        """The position after ``action`` and the draws it makes that are already known (one
        position for each way there while the lesson weighs a move: :attr:`_positions`)."""
        key = (id(state), action)
        if key not in self._positions:
            after = state.clone()
            after.apply_action(action)
            while after.current_player() == CHANCE and len(after.chance_outcomes()) == 1:
                after.apply_action(after.chance_outcomes()[0][0])
            self._positions[key] = after
        return self._positions[key]

    def _keeps(self, base: dict[int, set[str]], after: Any, actor: int, depth: int) -> bool:
        """Whether ``after``, or a position the same seat's next decisions (``depth`` in all) lead
        to, keeps all of ``base`` (each waiting step's progress before the move): a play that
        leaves the way to a card for a moment and a take that reaches it are one turn."""
        if all(progress <= self._progress(k, after) for k, progress in base.items()):
            return True
        return depth > 1 and not after.is_terminal() and after.current_player() == actor and any(
            self._keeps(base, self._after(after, then), actor, depth - 1) for then in after.legal_actions())

    def _progress(self, k: int, state: Any) -> set[str]:
        """What stands of step ``k``'s aim in ``state`` (:attr:`Step.aim`), worked out once a
        position while the lesson weighs a move (:attr:`_aims`)."""
        key = (id(state), k)
        if key not in self._aims:
            aim = self.steps[k].aim
            self._aims[key] = set((aim(None, state, self.tutorial.learner) or "").split()) if aim is not None else set()
        return self._aims[key]

    def _reaches(self, state: Any, after: Any, actor: int, waiting: list[int],
                 depth: int) -> Optional[tuple[float, ...]]:
        """How well the move from ``state`` to ``after``, then the same seat's next decisions
        (``depth`` in all), serves ``waiting``: (0, k, -n) if it brings the situations of n steps
        about, k the earliest; (1, -m, k, -g) if it furthers the aims (:attr:`Step.aim`) of m
        steps, k the earliest, whose aim gains g (on average over the learner's replies where
        they act next, :meth:`_gains`); the smaller the better; None if neither.  A
        move that serves several steps at once goes first: the slow ones (a herd for the learner,
        say) then come about alongside the quick."""
        met = self._met(state, after, waiting)
        if met:
            met += self._answered(after, actor, [k for k in waiting if k not in met], depth - 1)
            return 0, min(met), -len(met)
        gains = self._gains(state, after, waiting)
        found: list[tuple[float, ...]] = [(1, -len(gains), gains[0][0], -gains[0][1])] if gains else []
        if depth > 1 and not after.is_terminal() and after.current_player() == actor:
            found += [r for then in after.legal_actions()
                      if (r := self._reaches(after, self._after(after, then), actor, waiting, depth - 1)) is not None]
        return min(found, default=None)

    def _gains(self, state: Any, after: Any, waiting: list[int]) -> list[tuple[int, float]]:
        """Each step of ``waiting`` whose aim the move from ``state`` to ``after`` furthers, with
        what it gains: in the position the move leaves or, where the learner acts next, on average
        over their replies (:attr:`_replies`)."""
        if self._replies and not after.is_terminal() and after.current_player() == self.tutorial.learner:
            return [(k, gain) for k in waiting if self.steps[k].aim is not None
                    and (gain := self._mean_progress(k, after, self._replies) - len(self._progress(k, state))) > 0]
        return [(k, len(then) - len(now)) for k in waiting
                if (now := self._progress(k, state)) < (then := self._progress(k, after))]

    def _mean_progress(self, k: int, state: Any, depth: int) -> float:
        """What stands of step ``k``'s aim after the next ``depth`` decisions in a row of the seat
        to act, on average, each of its choices as likely as another (worked out once a position
        while the lesson weighs a move: :attr:`_means`)."""
        key = (id(state), k, depth)
        if key not in self._means:
            actor, sizes = state.current_player(), []
            for action in state.legal_actions():
                after = self._after(state, action)
                more = depth > 1 and not after.is_terminal() and after.current_player() == actor
                sizes.append(self._mean_progress(k, after, depth - 1) if more else len(self._progress(k, after)))
            self._means[key] = sum(sizes) / len(sizes) if sizes else len(self._progress(k, state))
        return self._means[key]

    def _met(self, state: Any, after: Any, waiting: list[int]) -> list[int]:
        """The steps of ``waiting`` whose situation the move from ``state`` to ``after`` brings about."""
        learner = self.tutorial.learner
        return [k for k in waiting if self.steps[k].when(state, after, learner) is not None]  # type: ignore[misc]

    #: Another seat's decision that follows the steered one with at most this many choices (a
    #: yes or a no) is weighed whichever it makes.
    ANSWERS = 2

    def _answered(self, state: Any, actor: int, waiting: list[int], depth: int) -> list[int]:
        """The steps of ``waiting`` brought about for sure once another seat answers the
        question ``state`` asks it (whatever it answers), the steered seat then moving on
        (``depth`` decisions in all); none where no such question follows."""
        other = state.current_player()
        if depth < 1 or not waiting or state.is_terminal() or other in (actor, CHANCE):
            return []
        answers = state.legal_actions()
        if len(answers) > self.ANSWERS:
            return []
        sure: Optional[set[int]] = None
        for answer in answers:
            after = self._after(state, answer)
            met = set(self._met(state, after, waiting))
            if depth > 1 and not after.is_terminal() and after.current_player() == actor:
                met |= max((set(self._met(after, self._after(after, then), [k for k in waiting if k not in met]))
                            for then in after.legal_actions()), key=len, default=set())
            sure = met if sure is None else sure & met
        return sorted(sure or ())

    # ---------------------------------------------------------------- kept in the save file

    def kept(self) -> dict:
        """What a save file keeps of the lesson (``app_data.TUTORIAL``)."""
        return {"step": len(self.log) - (1 if self.open else 0),
                "log": [[k, at] for k, at in self.log], "open": self.open, "dropped": sorted(self.dropped)}

    def restore(self, data: dict, state: Any, actions: Sequence[int]) -> None:
        """Take up a kept lesson (an older file's ``step`` alone: that many steps shown on the script)."""
        log = data.get("log")
        if isinstance(log, list) and all(isinstance(e, list) and len(e) == 2 and all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v for v in e) for e in log) \
                and all(k < len(self.steps) and at <= len(actions) for k, at in log):
            self.log = [(k, at) for k, at in log]
            self.open = data.get("open") is True and bool(self.log)
        else:
            step = data.get("step")
            count = step if isinstance(step, int) and not isinstance(step, bool) and step >= 0 else 0
            count = min(count, len(self.steps))
            self.log = [(k, self.steps[k].at if self.steps[k].at != END else len(actions)) for k in range(count)]
            self.open = False
        dropped = data.get("dropped")
        self.dropped = ({k for k in dropped if type(k) is int and 0 <= k < len(self.steps)}
                        if isinstance(dropped, list) else set())
        self._before = None
        self.update(state, actions)
