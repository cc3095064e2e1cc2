"""A finished game's review: each decision of one seat weighed by the AI, in the game's points.

For every decision the seat had (a choice, not a forced move), the review searches with
the game's ``hard`` settings at a fixed iteration budget (repeatable for a seed) from
**the seat's observation at that moment** — never the real state, as the AI itself
plays — with the played action always among the root's actions.  The expected points of
an action are its mean point margin over the search's simulations (the seat's score
minus the best other seat's, at the game's end or by its ``estimate``); the best found is
the search's choice, and the loss is how many points the played action gave up against it
(none when it looked as good).  A decision losing more than the game's
``Knowledge.review_threshold`` is marked, with the game's ``explain`` reason if it gives
one: a text key marked with ``QT_TRANSLATE_NOOP`` and its arguments, translated by the
window, so nothing here needs Qt.

A decision whose mark is at stake (its loss above the threshold, or within :data:`BORDER`
of it below) is looked at again, and the second look decides: a search of
:data:`SECOND_LOOK` times the budget whose root weighs the played action and the best found
alone, each on as many simulations (``Settings.root_only``).  In the first search the
played action, once it looks worse, is visited less and less, so its mean rests on a few
simulations that stopped at a bad streak; a decision as good as the best then looked like a
loss.  A mark stands only where the loss holds up on the second look.

A review is plain JSON-able data (:meth:`Review.to_data`), kept in a save file's ``app``
data under :data:`goatmaster.files.app_data.REVIEWS` so reopening a game does not search
again.  :class:`ReviewJob` runs one in a :class:`~.pool.SearchPool`, one decision after
another, each reported as soon as it is done, and can be cancelled.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Annotated, Any, Callable, Optional, Sequence, Union

import msgspec

from ..core.game import QT_TRANSLATE_NOOP, Action, Observation
from ..core.match import Match
from ..core.registry import GameEntry
from ..files.checked import rule, typed
from .ismcts import PlanCache, RootStats, SearchResult, Settings, search
from .pool import SearchJob, SearchPool
from .seats import Knowledge, knowledge_of

#: A game's reason for a marked decision: ``explain(observation, played, best)`` gives a text
#: key marked with ``QT_TRANSLATE_NOOP("Review", ...)`` and its arguments, or ``None``.  An
#: argument that names a player is a :class:`Player`, which whoever shows the reason fills with
#: that seat's name; one that is a game's word (a goat type) is a :class:`Word`, translated there.
Explain = Callable[[Any, Action, Action], Optional[tuple[str, tuple]]]


@dataclass(frozen=True)
class Player:
    """A reason's argument naming a seat ("gives Hugo the Cosmo majority"): the review keeps the
    seat, and the reason is filled with its name where it is shown (:func:`reason_args`)."""
    seat: int


@dataclass(frozen=True)
class Word:
    """A reason's argument that is a game's word, marked ``QT_TRANSLATE_NOOP(context, text)`` where
    the game names it for its table too (one home for each word), translated where it is shown."""
    context: str
    text: str


def reason_args(args: tuple, names: Sequence[str], unnamed: Callable[[int], str],
                say: Callable[[Word], str] = lambda word: word.text) -> tuple:
    """A reason's arguments with each :class:`Player` replaced by its seat's name (``unnamed(seat)``
    for a seat ``names`` lacks: a review read from a file is anyone's) and each :class:`Word` by
    ``say(word)`` (its translation)."""
    return tuple((names[arg.seat] if arg.seat < len(names) else unnamed(arg.seat)) if isinstance(arg, Player)
                 else say(arg) if isinstance(arg, Word) else arg for arg in args)

#: The level whose settings a review searches with.
LEVEL = "hard"
#: Iterations a decision by default: a whole two-player game in 3 to 20 s here (benchmarks/README.md).
ITERATIONS = 1000
#: The version of :meth:`Review.to_data`'s shape.
VERSION = 1
#: A mark is at stake from a loss of this share of the threshold below it, and above ...
BORDER = 0.5
#: ... then the second look searches this many times the budget, on two actions.
SECOND_LOOK = 2


@dataclass(frozen=True)
class Spot:
    """A decision to review: the step of the game's actions it played, what the seat saw."""
    step: int
    observation: Observation
    played: Action
    played_text: str


@dataclass(frozen=True)
class Decision:
    """One decision weighed: what was played, the best found, both in expected points."""
    step: int
    played: str
    best: str
    played_points: Optional[float]      # None: the search never tried it (a tiny budget)
    best_points: Optional[float]
    loss: float
    marked: bool
    reason: Optional[tuple[str, tuple]] = None

    def to_data(self) -> dict:
        return {"step": self.step, "played": self.played, "best": self.best,
                "played_points": self.played_points, "best_points": self.best_points,
                "loss": self.loss, "marked": self.marked,
                "reason": None if self.reason is None else {"text": self.reason[0], "args": [
                    {"seat": arg.seat} if isinstance(arg, Player)
                    else {"context": arg.context, "text": arg.text} if isinstance(arg, Word) else arg
                    for arg in self.reason[1]]}}

    @classmethod
    def from_data(cls, data: "DecisionData") -> "Decision":
        """A decision as read back from a file (:class:`DecisionData`), its reason's placeholders checked."""
        reason = None if data.reason is None else _reason(data.reason)
        return cls(data.step, data.played, data.best, data.played_points, data.best_points, data.loss, data.marked,
                   reason)


#: What a review read from a file may hold: a game's steps and decisions, an action's text, a
#: reason's text and its arguments.  A file is anyone's: a reason of "%1" × 100,000 filled with
#: a 3 KB argument once took the app past 3.6 GB.
MAX_STEPS = 100_000
MAX_SEATS = 16
MAX_ACTION_TEXT = 200
MAX_REASON_TEXT = 500
MAX_ARGUMENTS = 9
MAX_ARGUMENT_TEXT = 40
MAX_POINTS = 1e6


Points = Annotated[float, msgspec.Meta(ge=-MAX_POINTS, le=MAX_POINTS)]
Step = Annotated[int, msgspec.Meta(ge=0, le=MAX_STEPS)]
ActionText = Annotated[str, msgspec.Meta(max_length=MAX_ACTION_TEXT)]
#: A reason's argument: a short text or a number (an integer stays one, for the text it fills), or an
#: object: a player (``{"seat": n}``) or a game's word (``{"context": …, "text": …}``), read by :func:`_argument`.
Argument = Union[Annotated[str, msgspec.Meta(max_length=MAX_ARGUMENT_TEXT)],
                 Annotated[int, msgspec.Meta(ge=-int(MAX_POINTS), le=int(MAX_POINTS))], Points,
                 Annotated[dict[str, Any], msgspec.Meta(max_length=2)]]


class ReasonData(msgspec.Struct):
    """A marked decision's reason: a text key (``%1`` … for its arguments) and the arguments."""
    text: Annotated[str, msgspec.Meta(max_length=MAX_REASON_TEXT)]
    args: Annotated[list[Argument], msgspec.Meta(max_length=MAX_ARGUMENTS)]


class DecisionData(msgspec.Struct):
    """A decision as :meth:`Decision.to_data` writes it; keys it does not know are a newer version's."""
    step: Step
    played: ActionText
    best: ActionText
    loss: Annotated[float, msgspec.Meta(ge=0, le=MAX_POINTS)]
    marked: bool
    played_points: Optional[Points] = None      # None: the search never tried it (a tiny budget)
    best_points: Optional[Points] = None
    reason: Optional[ReasonData] = None


class ReviewData(msgspec.Struct):
    """A review as :meth:`Review.to_data` writes it (its ``summary`` and ``level`` are not read back)."""
    version: int
    seat: Annotated[int, msgspec.Meta(ge=0, le=MAX_SEATS)]
    iterations: Annotated[int, msgspec.Meta(ge=0, le=10**9)]
    seed: Annotated[int, msgspec.Meta(ge=0)]           # at most 2**63, past what msgspec's bounds hold
    threshold: Points
    total: Step
    decisions: list[DecisionData]


def _reason(data: ReasonData) -> tuple[str, tuple]:
    """A reason's text key and arguments, its placeholders (``%1`` …) checked against them."""
    text = data.text
    args = tuple(_argument(arg, k) for k, arg in enumerate(data.args))
    marks = {int(text[k + 1]) for k in range(len(text) - 1) if text[k] == "%" and text[k + 1] in "0123456789"}
    rule(all(1 <= mark <= len(args) for mark in marks), "review: reason",
         f"its placeholders do not match its {len(args)} arguments")
    return text, args


class PlayerData(msgspec.Struct, forbid_unknown_fields=True):
    """A reason's :class:`Player` as written."""
    seat: Annotated[int, msgspec.Meta(ge=0, lt=MAX_SEATS)]


class WordData(msgspec.Struct, forbid_unknown_fields=True):
    """A reason's :class:`Word` as written."""
    context: Annotated[str, msgspec.Meta(max_length=MAX_ARGUMENT_TEXT)]
    text: Annotated[str, msgspec.Meta(max_length=MAX_ARGUMENT_TEXT)]


def _argument(arg: Any, k: int) -> Any:
    """A reason's argument as read: a text or a number as it is, ``{"seat"}`` a :class:`Player`,
    ``{"context", "text"}`` a :class:`Word`."""
    if not isinstance(arg, dict):
        return arg
    if arg.keys() == {"seat"}:
        player: PlayerData = typed(arg, PlayerData, f"review: reason: args[{k}]")
        return Player(player.seat)
    rule(arg.keys() == {"context", "text"}, f"review: reason: args[{k}]", "is not a text, a number, a player or a word")
    word: WordData = typed(arg, WordData, f"review: reason: args[{k}]")
    return Word(word.context, word.text)


@dataclass
class Review:
    """One seat's review: its decisions in game order (those done so far, if ``complete`` is not)."""
    seat: int
    iterations: int
    seed: int
    threshold: float
    total: int                          # decisions to review
    decisions: list[Decision] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return len(self.decisions) == self.total

    def summary(self) -> dict:
        """Points lost per decision, and the three costliest decisions (their steps)."""
        lost = sum(d.loss for d in self.decisions)
        costliest = sorted((d for d in self.decisions if d.loss > 0), key=lambda d: (-d.loss, d.step))[:3]
        return {"decisions": len(self.decisions), "marked": sum(d.marked for d in self.decisions),
                "points_lost": round(lost, 3),
                "lost_per_decision": round(lost / len(self.decisions), 3) if self.decisions else 0.0,
                "costliest": [d.step for d in costliest]}

    def check(self, found: list["Spot"]) -> None:
        """``ValueError`` unless this is a review of the game whose seat's decisions are ``found``
        (:func:`spots`): theirs, in order, and no more; a review read from a file is anyone's."""
        if self.total != len(found) or ([(d.step, d.played) for d in self.decisions]
                                        != [(s.step, s.played_text) for s in found[:len(self.decisions)]]):
            raise ValueError("its decisions are not this game's")

    def to_data(self) -> dict:
        """Plain JSON for a save file's ``app`` data (see :func:`from_data`)."""
        return {"version": VERSION, "seat": self.seat, "level": LEVEL, "iterations": self.iterations,
                "seed": self.seed, "threshold": self.threshold, "total": self.total,
                "decisions": [d.to_data() for d in self.decisions], "summary": self.summary()}

    @classmethod
    def from_data(cls, data: Any) -> "Review":
        """A review read back; :class:`~goatmaster.files.checked.Refused` (a ``ValueError``) for anything
        this version cannot read (a newer file's review is searched again rather than misread)."""
        read: ReviewData = typed(data, ReviewData, "review")
        rule(read.version == VERSION, "review: version", f"{read.version}; this version reads {VERSION}")
        rule(read.seed <= 2**63, "review: seed", "past 2**63")
        rule(len(read.decisions) <= read.total, "review: decisions", f"more than its {read.total} decisions")
        return cls(read.seat, read.iterations, read.seed, read.threshold, read.total,
                   [Decision.from_data(d) for d in read.decisions])


def spots(game: GameEntry, match: Match, seat: int) -> list[Spot]:
    """The seat's decisions in a finished ``match``, replayed from its start as the app does.

    A decision is a state where the seat acts with more than one legal action, and no forced
    move (the entry's ``forced_action``); a turn of several decisions gives several.  The
    match replays, not a bare state: a game may take a step by itself that its actions do not
    list (Goat Master's refills).
    """
    replay = match.restart()
    found = []
    for step, action in enumerate(match.actions):
        state = replay.state
        if (state.current_player() == seat and len(state.legal_actions()) > 1
                and (game.forced_action is None or game.forced_action(state) is None)):
            # a copy: an observation may look at the live state, which plays on
            found.append(Spot(step, state.clone().observation(seat), action, state.action_to_string(action)))
        replay.apply_action(action)
    return found


def review_settings(knowledge: Knowledge, iterations: int = ITERATIONS) -> Settings:
    """The ``hard`` level's settings at a fixed budget, run to its end (no early settling, so a
    played action the search dislikes still gets its share of the simulations)."""
    return replace(knowledge.level_settings(LEVEL), iterations=iterations, seconds=None, settle=False,
                   per_core=False, temperature=0.0)


def decision_seed(seed: int, step: int) -> int:
    """Each decision's own seed: its review does not depend on the others'."""
    return seed * 100003 + step


def _mean_points(stats: RootStats, action: Action) -> Optional[float]:
    cell = stats.get(action)
    return round(cell[4] / cell[0], 3) if cell and cell[0] else None


def _loss(played: Action, best: Action, stats: RootStats) -> float:
    """The points ``played`` gave up against ``best`` in a search's statistics (0 when it never
    tried one of them)."""
    best_points, played_points = _mean_points(stats, best), _mean_points(stats, played)
    if best_points is None or played_points is None or best == played:
        return 0.0
    return round(max(0.0, best_points - played_points), 3)


def judge(spot: Spot, best: Action, stats: RootStats, knowledge: Knowledge) -> Decision:
    """A decision from its search: the played action's expected points against the best's."""
    # rounded once, here: the data kept in a file then reads back as the review was made
    best_points, played_points = _mean_points(stats, best), _mean_points(stats, spot.played)
    loss = _loss(spot.played, best, stats)
    marked = loss > knowledge.review_threshold
    reason = None
    if marked and knowledge.explain is not None:
        reason = knowledge.explain(spot.observation, spot.played, best)
    if marked and reason is None:
        reason = points_at_once(spot, best)
    best_text = spot.played_text if best == spot.played else _text(spot, best)
    return Decision(spot.step, spot.played_text, best_text, played_points, best_points, loss, marked, reason)


#: Worlds drawn from the seat's observation to weigh a move's points at once: a reason is
#: given only where they all agree (what the seat could not see does not change it).
WORLDS = 3


def points_at_once(spot: Spot, best: Action) -> Optional[tuple[str, tuple]]:
    """Any game's reason for a marked decision, where it gives none of its own: the points the
    best found scores at once over the move played (the seat's total against the best other
    seat's, as ``result()`` counts them now), or that both score alike at once."""
    gains = set()
    for world in range(WORLDS):
        state = spot.observation.sample(random.Random(world))
        seat = state.current_player()
        margins = []
        for action in (spot.played, best):
            after = state.clone()
            after.apply_action(action)
            totals = after.result()[0]
            margins.append(totals[seat] - max(t for s, t in enumerate(totals) if s != seat))
        gains.add(round(margins[1] - margins[0], 3))
    if len(gains) != 1:
        return None                         # it depends on what the seat could not see
    more = gains.pop()
    if more == 1:
        return QT_TRANSLATE_NOOP("Review", "The best found scores 1 more point at once."), ()
    if more > 0:
        return QT_TRANSLATE_NOOP("Review", "The best found scores %1 more points at once."), (f"{more:g}",)
    if more < 0:
        return QT_TRANSLATE_NOOP("Review", "This move scores more at once; the best found is worth more by the "
                                           "end of the game."), ()
    return QT_TRANSLATE_NOOP("Review", "Both score alike at once; the difference comes later in the game."), ()


def _text(spot: Spot, action: Action) -> str:
    """An action's text, from a world drawn from the seat's observation (its own action's text
    is the seat's to read, whatever the world hides)."""
    return spot.observation.sample(random.Random(0)).action_to_string(action)


def at_stake(loss: float, threshold: float) -> bool:
    """Whether a second look could change a decision's mark: its loss is over the threshold, or
    near it below."""
    return loss > (1 - BORDER) * threshold


class Weighing:
    """One decision's searches: the next one to run, and the decision once they are enough."""

    def __init__(self, spot: Spot, settings: Settings, knowledge: Knowledge, seed: int) -> None:
        self.spot = spot
        self.settings = replace(settings, root_extra=(spot.played,))
        self.knowledge = knowledge
        self.seed = seed
        self.best: Optional[Action] = None      # the first search's best, once its mark is at stake

    def next_search(self) -> tuple[Settings, int]:
        """The next search's settings and seed (the first one's seed is :func:`decision_seed`)."""
        first = decision_seed(self.seed, self.spot.step)
        if self.best is None:
            return self.settings, first
        budget = SECOND_LOOK * (self.settings.iterations or ITERATIONS)
        return replace(self.settings, root_only=(self.spot.played, self.best), iterations=budget), first * 31 + 1

    def add(self, result: SearchResult) -> Optional[Decision]:
        """One search back: the decision, or None when its mark is at stake and it looks again."""
        if self.best is not None:
            return judge(self.spot, self.best, result.stats, self.knowledge)
        if (result.action != self.spot.played
                and at_stake(_loss(self.spot.played, result.action, result.stats), self.knowledge.review_threshold)):
            self.best = result.action
            return None
        return judge(self.spot, result.action, result.stats, self.knowledge)


def review_decision(spot: Spot, settings: Settings, knowledge: Knowledge, seed: int) -> Decision:
    """One decision reviewed in this process (the pool's :class:`ReviewJob` gives the same)."""
    weighing = Weighing(spot, settings, knowledge, seed)
    while True:
        decision = weighing.add(search(spot.observation, *weighing.next_search()))
        if decision is not None:
            return decision


class ReviewJob:
    """A review running in a :class:`SearchPool`, one decision at a time (its trees in parallel).

    Call :meth:`poll` from the owner's loop or timer: it returns each decision as soon as it
    is done; :attr:`review` holds those so far; :meth:`cancel` stops the search at once.
    """

    def __init__(self, pool: SearchPool, spots: list[Spot], knowledge: Knowledge, seat: int,
                 iterations: int = ITERATIONS, seed: int = 0) -> None:
        self.pool = pool
        self.spots = spots
        self.knowledge = knowledge
        self.settings = review_settings(knowledge, iterations)
        self.review = Review(seat, iterations, seed, knowledge.review_threshold, len(spots))
        self.cancelled = False
        self._job: Optional[SearchJob] = None
        self._weighing: Optional[Weighing] = None

    @property
    def done(self) -> bool:
        return self.review.complete or self.cancelled

    @property
    def progress(self) -> tuple[int, int]:
        """Decisions reviewed, and decisions in all."""
        return len(self.review.decisions), self.review.total

    def poll(self, timeout: float = 0.0) -> Optional[Decision]:
        """The next decision once its search is back (waiting up to ``timeout`` s), else None."""
        if self.done:
            return None
        if self._weighing is None:
            spot = self.spots[len(self.review.decisions)]
            self._weighing = Weighing(spot, self.settings, self.knowledge, self.review.seed)
        weighing = self._weighing
        if self._job is None:
            # a plan from the decision before would answer without a search: reviews want one
            self.pool.plans = PlanCache()
            self._job = self.pool.submit(weighing.spot.observation, *weighing.next_search())
        result = self._job.poll(timeout)
        if result is None:
            return None
        self._job = None
        decision = weighing.add(result)
        if decision is None:
            return None                     # at stake: the second look, from the next poll
        self._weighing = None
        self.review.decisions.append(decision)
        return decision

    def cancel(self) -> None:
        self.cancelled = True
        if self._job is not None:
            self._job.cancel()
            self._job = None


def review_game(game: GameEntry, match: Match, seat: int,
                pool: SearchPool, iterations: int = ITERATIONS, seed: int = 0,
                on_decision: Optional[Callable[[Decision, int, int], None]] = None,
                stop: Optional[Callable[[], bool]] = None) -> Review:
    """Review ``seat``'s decisions of a finished game, waiting for them (the CLI, benchmarks).

    ``on_decision(decision, done, total)`` hears of each as it is done; ``stop()`` true
    cancels (the review then holds the decisions done so far).
    """
    job = ReviewJob(pool, spots(game, match, seat), knowledge_of(game), seat, iterations, seed)
    while not job.done:
        if stop is not None and stop():
            job.cancel()
            break
        decision = job.poll(0.1)
        if decision is not None and on_decision is not None:
            on_decision(decision, *job.progress)
    return job.review

