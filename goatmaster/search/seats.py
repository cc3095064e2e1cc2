"""Seats that decide from an observation: the levels, and the yardsticks random and flat MC.

A game brings its :class:`Knowledge` (its levels' settings, its named
playouts, its greedy one-ply seat); everything else here works for any game.
Seat types by name: a level (``easy``, ``normal``, ``hard``), ``greedy``,
``random``, ``flatmc`` or a game's own yardstick, optionally with settings after colons for
experiments: ``hard:playout=light:ties=split``, ``flatmc:seconds=0.5``,
``hard:shortlist=dogs``, ``flatmc:shortlist=no-dog`` (a game's named shortlists),
``flatmc:iterations=20000`` (a fixed number of playouts instead of the clock),
``hard:margin_scales=6=10/5=20`` (a reward's scale per player count; ``margin_scale`` alone
sets one scale for every count).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field, fields, replace
from typing import Any, Callable, Mapping, Optional, Protocol

from ..core.game import Action, Observation, State
from ..core.registry import GameEntry
from .ismcts import Common, Estimate, MctsPlayer, Playout, Reply, Settings, Shortlist, uniform_playout

YARDSTICKS = ("greedy", "random", "flatmc")


class Player(Protocol):
    """Anything that picks an action for the seat an observation belongs to.

    A game's own seats take its own observation class, so it is typed loosely here.
    """

    def decide(self, observation: Any) -> Action: ...


@dataclass(frozen=True)
class Knowledge:
    """What a game teaches the shared AI: its levels, its playouts and its greedy seat.

    ``levels`` maps a level's name to its search settings (the weakest first;
    ``default_level`` is the opponent a new game offers); ``playouts`` names the
    fast playouts an experiment may pick (``hard:playout=light``); ``greedy``
    makes the game's one-ply yardstick from a seed; ``shortlists`` names the
    shortlists an experiment may give a level or flat Monte Carlo
    (``flatmc:shortlist=no-dog``); ``common`` is its common random numbers, if it
    has them (``hard:common=yes``, see :class:`~.ismcts.Settings`); ``yardsticks``
    names the game's own further seats to measure the levels against, each made
    from a seed like ``greedy``.  A review (:mod:`~.review`) marks a decision that lost
    more than ``review_threshold`` of the game's points, and asks ``explain`` for a short
    reason, if the game gives one (see :data:`~.review.Explain`).
    """
    levels: dict[str, Settings]
    greedy: Callable[[Optional[int]], Player]
    playouts: dict[str, Playout] = field(default_factory=dict)
    shortlists: dict[str, Shortlist] = field(default_factory=dict)
    default_level: str = "normal"
    common: Optional[Common] = None
    replies: Optional[Reply] = None
    yardsticks: Mapping[str, Callable[[Optional[int]], Player]] = field(default_factory=dict)
    review_threshold: float = 2.0
    explain: Optional[Callable[[Any, Action, Action], Optional[tuple[str, tuple]]]] = None

    @property
    def seat_types(self) -> tuple[str, ...]:
        return tuple(self.levels) + YARDSTICKS + tuple(self.yardsticks)

    def level_settings(self, level: str) -> Settings:
        try:
            return self.levels[level]
        except KeyError:
            raise ValueError(f"unknown level {level!r}; choose from {', '.join(self.levels)}") from None


def knowledge_of(game: GameEntry) -> Knowledge:
    """``game``'s AI knowledge, whole (the registry, below the search, types it only as
    :class:`~goatmaster.core.registry.AiKnowledge`); ``ValueError`` if it has none."""
    if not isinstance(game.ai, Knowledge):
        raise ValueError(f"the game {game.name!r} has no AI knowledge")
    return game.ai


class RandomPlayer:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: Optional[int] = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, observation: Observation) -> Action:
        options = observation.legal_actions()
        return options[int(self.rng.random() * len(options))]


def _margin(state: State, me: int, estimate: Optional[Estimate] = None) -> float:
    totals = state.result()[0] if estimate is None or state.is_terminal() else estimate(state)[0]
    return totals[me] - max(t for k, t in enumerate(totals) if k != me)


class FlatMcPlayer:
    """Flat Monte Carlo, the yardstick the tree search must beat.

    Every option of a decision is tried in turn on states sampled from the
    observation and finished by the game's playout; the best mean score margin
    wins (the margin of the game's ``estimate`` where a short playout stops early).
    When the seat decides again at once with nothing new to learn (a Goat Master
    play and its take), the option is the pair of decisions.  A ``shortlist``
    (read on one sampled world) cuts the options of both decisions; the playouts
    keep every action.
    """

    name = "flatmc"

    def __init__(self, seconds: float = 1.5, seed: Optional[int] = None,
                 iterations: Optional[int] = None, playout: Optional[Playout] = None,
                 shortlist: Optional[Shortlist] = None, estimate: Optional[Estimate] = None) -> None:
        self.seconds = seconds
        self.iterations = iterations
        self.playout = playout or uniform_playout
        self.shortlist = shortlist
        self.estimate = estimate
        self.rng = random.Random(seed)
        self._planned: Optional[tuple[object, Action]] = None

    def decide(self, observation: Observation) -> Action:
        if self._planned is not None:
            key, plan = self._planned
            self._planned = None
            if key == observation.key() and plan in observation.legal_actions():
                return plan
        options = self._options(observation)
        if len(options) == 1:
            return options[0][0]
        totals = [0.0] * len(options)
        rng, me, playout, estimate = self.rng, observation.seat, self.playout, self.estimate
        deadline = time.perf_counter() + self.seconds
        rounds = 0
        while True:
            world = observation.sample(rng)
            for i, option in enumerate(options):
                state = world.clone()
                for action in option:
                    state.apply_action(action)
                playout(state, rng.random)
                totals[i] += _margin(state, me, estimate)
            rounds += 1
            if self.iterations is not None:
                if rounds * len(options) >= self.iterations:
                    break
            elif time.perf_counter() >= deadline:
                break
        choice = options[max(range(len(options)), key=lambda i: totals[i])]
        if len(choice) == 2:
            after = observation.after(choice[0])
            assert after is not None
            self._planned = (after.key(), choice[1])
        return choice[0]

    def _options(self, observation: Observation) -> list[tuple[Action, ...]]:
        """Each action, or each pair of an action and the seat's next one (see the class)."""
        world = observation.sample(self.rng) if self.shortlist is not None else None

        def short(state: Optional[State], actions: list[Action]) -> list[Action]:
            return actions if self.shortlist is None else self.shortlist(state, actions)

        options: list[tuple[Action, ...]] = []
        for action in short(world, observation.legal_actions()):
            after = observation.after(action)
            if after is None:
                options.append((action,))
                continue
            then = None
            if world is not None:
                then = world.clone()
                then.apply_action(action)
            options += [(action, follow) for follow in short(then, after.legal_actions())]
        return options


def _parse_kind(kind: str) -> tuple[str, dict[str, str]]:
    """``"hard:iterations=9000"`` as ``("hard", {"iterations": "9000"})``."""
    base, *options = kind.split(":")
    values: dict[str, str] = {}
    for option in options:
        name, sep, value = option.partition("=")
        if not sep:
            raise ValueError(f"{option!r} in {kind!r} is not name=value")
        values[name] = value
    return base, values


def level_settings(knowledge: Knowledge, kind: str) -> Settings:
    """The search settings of a level seat type ``level[:name=value...]``."""
    base, values = _parse_kind(kind)
    if base not in knowledge.levels:
        raise ValueError(f"{base!r} is not a level; choose from {', '.join(knowledge.levels)}")
    settings = knowledge.levels[base]
    return _with_options(settings, values, knowledge) if values else settings


def make_player(knowledge: Knowledge, kind: str, seed: Optional[int] = None) -> Player:
    """A player from a seat type ``kind[:name=value...]`` (see the module docstring)."""
    base, values = _parse_kind(kind)
    if base in knowledge.levels:
        return MctsPlayer(level_settings(knowledge, kind), seed=seed, name=kind)
    if base not in YARDSTICKS and base not in knowledge.yardsticks:
        raise ValueError(f"unknown seat type {kind!r}; choose from {', '.join(knowledge.seat_types)}")
    hard = knowledge.levels.get("hard")
    playout = hard.playout if hard is not None else None
    if base == "flatmc" and set(values) <= {"seconds", "shortlist", "iterations"}:
        default = hard.seconds if hard is not None and hard.seconds else 1.5
        shortlist = None
        if "shortlist" in values:
            shortlist = _named(knowledge.shortlists, "shortlist", values["shortlist"])
        iterations = int(values["iterations"]) if "iterations" in values else None
        return FlatMcPlayer(seconds=float(values.get("seconds", default)), seed=seed, playout=playout,
                            iterations=iterations, shortlist=shortlist,
                            estimate=hard.estimate if hard is not None else None)
    if values:
        raise ValueError(f"seat type {kind!r}: options are only for the levels and flatmc")
    if base == "greedy":
        return knowledge.greedy(seed)
    if base in knowledge.yardsticks:
        return knowledge.yardsticks[base](seed)
    return RandomPlayer(seed=seed)


#: Settings a game fills from its :class:`Knowledge` (``hard:common=yes``), with what each is.
_GAME_HOOKS = {"common": "common random numbers", "replies": "model of the other seats"}


def _with_options(settings: Settings, values: dict[str, str], knowledge: Knowledge) -> Settings:
    types = {f.name for f in fields(Settings)}
    changes: dict[str, Any] = {}
    for name, value in values.items():
        if name not in types:
            raise ValueError(f"{name!r} is not a search setting")
        if name == "playout":
            changes[name] = _named(knowledge.playouts, name, value)
        elif name == "shortlist" and value != "none":
            changes[name] = _named(knowledge.shortlists, name, value)
        elif value == "none":
            changes[name] = () if name == "margin_scales" else None
        elif name in ("iterations", "trees", "expand_after"):
            changes[name] = int(value)
        elif name in ("seconds", "exploration", "root_exploration", "temperature", "margin_scale"):
            changes[name] = float(value)
        elif name == "margin_scales":
            changes[name] = _scales(value)
        elif name in _GAME_HOOKS:
            hook = getattr(knowledge, name)
            if value not in ("yes", "no"):
                raise ValueError(f"{name}={value!r}: yes or no")
            if value == "yes" and hook is None:
                raise ValueError(f"this game has no {_GAME_HOOKS[name]}")
            changes[name] = hook if value == "yes" else None
        elif name in ("settle", "per_core"):
            if value not in ("yes", "no"):
                raise ValueError(f"{name}={value!r}: yes or no")
            changes[name] = value == "yes"
        else:
            changes[name] = value
    if "margin_scale" in values and "margin_scales" not in values:
        changes["margin_scales"] = ()         # one scale asked for: at every player count
    return replace(settings, **changes)


def _scales(value: str) -> tuple[tuple[int, float], ...]:
    """``"6=10/5=20"`` as ``((6, 10.0), (5, 20.0))``: a margin scale per player count."""
    pairs = []
    for pair in value.split("/"):
        players, _, scale = pair.partition("=")
        try:
            pairs.append((int(players), float(scale)))      # no '=': float('') fails
        except ValueError:
            raise ValueError(f"margin_scales={value!r}: players=scale pairs joined by '/', as 6=10/5=20") from None
    return tuple(pairs)


def _named(choices: dict[str, Any], what: str, name: str) -> Any:
    if name not in choices:
        raise ValueError(f"unknown {what} {name!r}; choose from {', '.join(choices) or 'none'}")
    return choices[name]
