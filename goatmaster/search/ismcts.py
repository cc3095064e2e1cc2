"""Information-set Monte Carlo tree search (SO-ISMCTS) for one seat, for any game.

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search"
(IEEE TCIAIG 2012): one tree per search, seen from the searching seat; each
iteration samples a full state from the seat's observation (so a decision can
only depend on what the seat may know), walks the tree among the actions legal
in that sampled state, choosing by UCB1 with *availability counts* (an action's
exploration term counts the visits in which it was legal, not the parent's
visits), adds one node, finishes the game with the game's fast playout (or
plays on a few turns and asks the game's ``estimate`` how it ends) and backs
up one reward per seat: each node is scored for the seat that chose the
action leading to it, so every seat maximises its own reward (2–6 players, and
questions answered by another seat, like Goat Master's consent).

Chance is *open loop* by default: the sampled state already fixes or draws the
outcome and the tree does not branch on it, which keeps the statistics of a
turn together (in Goat Master a refill could be any of ~30 cards, and a tree
branching on it would see each second turn a handful of times).  With
``chance="closed"`` the tree branches on chance outcomes instead, which suits
games whose chance is small and decisive (a few dice faces).

Nodes use ``__slots__``; the RNG is injected, so a fixed seed and iteration
count make a decision reproducible; untried actions are drawn at random (the
shuffle before expansion) so no move order is favoured.

A tree stops as soon as its choice is settled (``Settings.settle``): when its
most visited action leads the next by more visits than the iterations left
(counted, or estimated from the rate so far, with a margin), no action can
overtake it, so the rest of the budget would only confirm it.  A clear decision
then costs a fraction of its budget; a close one runs to the end.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Optional, Sequence

from ..core.game import CHANCE, TERMINAL, Action, Observation, State
from ..core.pickling import frozen_reduce

#: A playout: finish the game from ``state`` with ``rand`` (a ``random.Random().random``).
#: A game's playout takes its own state class, so the state is typed loosely here.
Playout = Callable[[Any, Callable[[], float]], None]

#: A game's shortlist: ``shortlist(state, actions)`` keeps the legal ``actions`` worth
#: searching (at least one).  It reads only what the deciding seat may know: the search
#: calls it on sampled worlds, in the tree and for the root.
Shortlist = Callable[[Any, list[Action]], list[Action]]
#: An estimate of how an unfinished game ends, in the form of ``State.result()``: each seat's
#: score and the winning seats.  A game whose playout stops early (a truncated playout) scores
#: the position where it stopped with it.
Estimate = Callable[[Any], tuple[Sequence[float], Sequence[int]]]
#: Common random numbers: ``common(state, key)`` makes a sampled world draw its chance
#: outcomes from numbers fixed by ``key`` (turn by turn, whatever is chosen before them).
Common = Callable[[Any, int], None]
#: A game's model of the other seats: ``reply(state, rand)`` plays the turn of the seat to act
#: (not the searching one) as the game's playout would and returns True, or returns False to
#: leave that decision to the tree (say, an answer to the searching seat's question).
Reply = Callable[[Any, Callable[[], float]], bool]


def uniform_playout(state: State, rand: Callable[[], float]) -> None:
    """The playout any game has: uniform among the legal actions, chance from a seeded RNG.

    Chance outcomes come from a ``random.Random`` seeded from ``rand`` once, so
    the playout stays a function of ``rand`` alone.
    """
    rng: Optional[random.Random] = None
    while True:
        seat = state.current_player()
        if seat == TERMINAL:
            return
        if seat == CHANCE:
            if rng is None:
                rng = random.Random(rand())
            state.apply_action(state.chance_outcome(rng))
            continue
        actions = state.legal_actions()
        state.apply_action(actions[int(rand() * len(actions))])


@dataclass(frozen=True)
class Settings:
    """A search budget and the knobs of the search.

    ``iterations`` is the total over all ``trees`` (split as evenly as
    possible); ``seconds`` the wall-clock budget of one decision.  With both,
    whichever runs out first stops the search; ``iterations`` alone makes the
    decision reproducible for a given seed.  ``playout``, ``margin_scale`` and
    ``shortlist`` are the game's knowledge: its fast playout (``None``:
    :func:`uniform_playout`), the point lead that counts as clear in
    :func:`rewards` (``margin_scales``: ``(players, scale)`` pairs where a player count
    needs another), and the actions worth searching at a decision (``None``:
    every legal one; see :data:`Shortlist`; ``shortlist_scope="root"`` cuts the
    root's actions only, for a shortlist too slow to run at every node); a game
    whose playout may stop before the end gives ``estimate`` to score where it
    stopped.  ``settle`` stops a tree whose choice can no longer change (see the
    module docstring; never with a ``temperature``, whose pick weighs every
    action's visits).  ``expand_after``: the visits an action needs before the
    tree branches below it; until then the playout plays on from it (0: at once).
    ``common`` (a game's :data:`Common`) gives the k-th simulation of each root
    action the same luck, so the search compares the actions rather than the luck
    of their simulations (common random numbers; they pair up best while the
    simulations below the root are playouts, see ``expand_after``).  ``root_extra``: actions the
    root weighs beside its shortlist, where legal (a review's played action, which it must
    score even where the level would not have searched it).  ``root_only``: the root weighs
    these legal actions alone, each in turn, so that each mean rests on as many simulations
    as the others' (a review's second look at a played action against the best found: UCB
    visits an action that looks worse less and less, and its mean, stopped at a bad streak,
    stays too low).  ``replies``: the tree branches on
    the searching seat's own decisions alone and every other seat's turn is played by the game's
    model of it (see :data:`Reply`), so the visits go to the seat's own plans, several of its
    turns deep.  ``root_exploration``: the root's UCB constant where it differs from the tree's
    (a game whose rewards lie close together keeps the tree narrow, but a root that narrow lets
    each tree settle on its first good action and starves a better one).  ``per_core``: in a
    :class:`~goatmaster.search.pool.SearchPool`, one tree on every worker process (at least
    ``trees``), each for the whole ``seconds``, so a level searches more on a machine with more
    cores; in one process (:func:`search`, the arena) the trees stay ``trees``.
    """
    iterations: Optional[int] = None
    seconds: Optional[float] = None
    trees: int = 2                  # root-parallel trees, merged at the root
    exploration: float = 0.25       # UCB1 constant (rewards lie in [0, 1])
    root_exploration: Optional[float] = None    # the root's own (None: ``exploration``)
    reward: str = "mixed"           # "win", "margin" or "mixed" (see :func:`rewards`)
    ties: str = "full"              # a shared win: "full" or "split" (see :func:`rewards`)
    chance: str = "open"            # "open" or "closed" loop (see the module docstring)
    temperature: float = 0.0        # > 0: pick the final action with odds visits ** (1 / T)
    playout: Optional[Playout] = None
    margin_scale: float = 12.0
    margin_scales: tuple[tuple[int, float], ...] = ()
    shortlist: Optional[Shortlist] = None
    shortlist_scope: str = "tree"   # "tree" (every node) or "root"
    estimate: Optional[Estimate] = None
    settle: bool = True
    expand_after: int = 0
    common: Optional[Common] = None
    root_extra: tuple[Action, ...] = ()
    root_only: tuple[Action, ...] = ()
    replies: Optional[Reply] = None
    per_core: bool = False

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return frozen_reduce(self)                # the pool's workers get it pickled

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs iterations or seconds")
        if self.trees < 1:
            raise ValueError("a search needs at least one tree")
        if self.reward not in REWARDS:
            raise ValueError(f"unknown reward {self.reward!r}")
        if self.ties not in TIES:
            raise ValueError(f"unknown ties {self.ties!r}")
        if self.chance not in CHANCE_LOOPS:
            raise ValueError(f"unknown chance {self.chance!r}")
        if self.shortlist_scope not in SHORTLIST_SCOPES:
            raise ValueError(f"unknown shortlist_scope {self.shortlist_scope!r}")
        if self.expand_after < 0:
            raise ValueError("expand_after cannot be negative")
        # nan and inf too: either would make every reward nan or 0
        if not all(0 < scale < math.inf for scale in [self.margin_scale] + [s for _, s in self.margin_scales]):
            raise ValueError("a margin scale must be above 0 and finite")

    def tree_iterations(self, tree: int) -> Optional[int]:
        """Iterations of tree ``tree`` (``None``: no iteration cap)."""
        if self.iterations is None:
            return None
        base, extra = divmod(self.iterations, self.trees)
        return base + (tree < extra)


REWARDS = ("win", "margin", "mixed")
TIES = ("full", "split")
CHANCE_LOOPS = ("open", "closed")
SHORTLIST_SCOPES = ("tree", "root")


#: Iterations between two looks at whether a tree's choice is settled.
SETTLE_CHECK = 64
#: The iterations a clock budget has left are estimated from the rate so far, times this
#: margin: the rate may rise when the machine gets quieter.
SETTLE_MARGIN = 1.5


def _settled(children: dict[Action, Node], left: float) -> bool:
    """No action can overtake the most visited one within ``left`` more iterations."""
    first = second = 0
    for child in children.values():
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > left


def with_budget(settings: Settings, iterations: Optional[int] = None,
                seconds: Optional[float] = None) -> Settings:
    """``settings`` with a fixed iteration count (no clock) or a time budget."""
    if iterations is not None:
        return replace(settings, iterations=iterations, seconds=None)
    if seconds is not None:
        return replace(settings, seconds=seconds)
    return settings


def _margin(totals, seat: int, scale: float) -> float:
    other = max(t for k, t in enumerate(totals) if k != seat)
    return 0.5 + 0.5 * math.tanh((totals[seat] - other) / scale)


def rewards(state: State, kind: str, ties: str = "full", scale: float = 12.0,
            estimate: Optional[Estimate] = None) -> list[float]:
    """One reward in [0, 1] per seat of a finished game (or of an unfinished one by ``estimate``).

    ``win``: 1 for every winning seat, else 0; ``margin``: the lead over the
    best other seat, squashed by tanh over ``scale`` points; ``mixed``: 0.7 win
    + 0.3 margin (wins first, but a wider lead still counts).  ``ties``: a
    shared win is worth a whole win (``full``) or its share (``split``: 1/k of
    it for k winners), which makes a leader press for an outright win.
    """
    totals, winners = state.result() if estimate is None or state.is_terminal() else estimate(state)
    return _rewards(totals, winners, kind, ties, scale)


def _rewards(totals: Sequence[float], winners: Sequence[int], kind: str, ties: str, scale: float
             ) -> list[float]:
    if kind == "margin":
        return [_margin(totals, s, scale) for s in range(len(totals))]
    win = 1.0 if ties == "full" or not winners else 1.0 / len(winners)
    if kind == "win":
        return [win if s in winners else 0.0 for s in range(len(totals))]
    return [(0.7 * win if s in winners else 0.0) + 0.3 * _margin(totals, s, scale)
            for s in range(len(totals))]


class Node:
    """An edge and the node it leads to: stats for the seat that chose the action."""

    __slots__ = ("seat", "visits", "reward", "avail", "points", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat            # who chose the action leading here (CHANCE for an outcome)
        self.visits = 0
        self.reward = 0.0           # summed rewards of ``seat``
        self.avail = 0              # visits to the parent in which this action was legal
        self.points = 0.0           # summed point margins of ``seat`` (kept for the root's actions)
        self.children: Optional[dict[int, Node]] = None


#: Root statistics one tree hands back:
#: action -> [visits, reward, avail, {action: [visits, reward]}, summed point margin].
RootStats = dict


def run_tree(observation: Observation, settings: Settings, rng: random.Random,
             iterations: Optional[int] = None, deadline: Optional[float] = None,
             stop: Optional[Callable[[], bool]] = None) -> tuple[RootStats, int]:
    """Grow one tree from ``observation`` until ``iterations``, ``deadline`` or ``stop()``.

    Returns the root's statistics (two levels, enough to plan the seat's next
    decision when it follows at once) and the number of iterations run.
    """
    root = Node(-1)
    root.children = {}
    sample = observation.sample
    playout = settings.playout or uniform_playout
    kind, ties, estimate = settings.reward, settings.ties, settings.estimate
    scale, scales = settings.margin_scale, dict(settings.margin_scales)
    closed = settings.chance == "closed"
    shortlist = settings.shortlist
    in_tree = settings.shortlist_scope == "tree"
    root_keys: Optional[list[Action]] = None
    c = settings.exploration
    c_root = c if settings.root_exploration is None else settings.root_exploration
    expand_after = settings.expand_after
    common = settings.common
    luck: list[int] = []                    # with ``common``: the key of each k-th simulation
    replies = settings.replies
    only = settings.root_only
    me = observation.seat
    log, sqrt = math.log, math.sqrt
    rand = rng.random
    clock = time.perf_counter
    started = clock()
    settle = settings.settle and settings.temperature == 0 and (iterations is not None or deadline is not None)
    done = 0
    while True:
        if iterations is not None and done >= iterations:
            break
        if done & 7 == 0 and done:
            if deadline is not None and clock() >= deadline:
                break
            if stop is not None and stop():
                break
            if settle and done % SETTLE_CHECK == 0:
                left = float(iterations - done) if iterations is not None else math.inf
                if deadline is not None:
                    now = clock()
                    left = min(left, (deadline - now) * done / (now - started) * SETTLE_MARGIN)
                if _settled(root.children, left):
                    break
        state = sample(rng)
        node = root
        path: list[Node] = []
        while True:
            seat = state.current_player()
            if seat < 0:
                if seat == TERMINAL:
                    break
                outcome = state.chance_outcome(rng)
                state.apply_action(outcome)
                if closed:                  # follow the outcome's own branch (keys ~outcome < 0)
                    children = node.children
                    if children is None:
                        children = node.children = {}
                    child = children.get(~outcome)
                    if child is None:
                        child = children[~outcome] = Node(CHANCE)
                    node = child
                continue
            if replies is not None and seat != me and replies(state, rand):
                continue
            if path and path[-1].visits < expand_after:
                break                       # too few visits to branch here: the playout plays on
            keys = state.legal_actions()
            if only and node is root:
                keys = [k for k in only if k in keys]
            elif shortlist is not None:
                if node is not root:
                    if in_tree:
                        keys = shortlist(state, keys)
                elif root_keys is None:     # the root's list is public: work it out once
                    keys = root_keys = _with_extra(shortlist(state, keys), keys, settings.root_extra)
                else:
                    keys = root_keys
            if len(keys) == 1:
                state.apply_action(keys[0])
                continue
            children = node.children
            if children is None:
                children = node.children = {}
            untried = [k for k in keys if k not in children]
            if untried:
                k = untried[int(rand() * len(untried))]      # shuffle before expansion
                children[k] = Node(seat)
                for k2 in keys:
                    child = children.get(k2)
                    if child is not None:
                        child.avail += 1
                if common is not None and node is root:
                    _same_luck(state, common, luck, 0, rand)
                state.apply_action(k)
                path.append(children[k])
                break
            best_v = -math.inf
            best_key = keys[0]
            cn = c_root if node is root else c
            for k in keys:
                child = children[k]
                child.avail += 1
                n = child.visits
                v = -n if only and node is root else child.reward / n + cn * sqrt(log(child.avail) / n)
                if v > best_v:
                    best_v, best_key = v, k
            if common is not None and node is root:
                _same_luck(state, common, luck, children[best_key].visits, rand)
            state.apply_action(best_key)
            node = children[best_key]
            path.append(node)
        if not state.is_terminal():
            playout(state, rand)
        totals, winners = state.result() if estimate is None or state.is_terminal() else estimate(state)
        reward = _rewards(totals, winners, kind, ties, scales.get(len(totals), scale))
        for node in path:
            node.visits += 1
            node.reward += reward[node.seat]
        if path:                            # a review reads the root's actions in points
            seat = path[0].seat
            path[0].points += totals[seat] - max(t for s, t in enumerate(totals) if s != seat)
        done += 1
    stats: RootStats = {}
    for k, child in root.children.items():
        grand = {}
        if child.children:
            grand = {g: [n.visits, n.reward] for g, n in child.children.items() if n.seat == child.seat}
        stats[k] = [child.visits, child.reward, child.avail, grand, child.points]
    return stats, done


def _same_luck(state: State, common: Common, luck: list[int], visit: int, rand: Callable[[], float]) -> None:
    """Give the ``visit``-th simulation of a root action the luck every root action's has."""
    while len(luck) <= visit:
        luck.append(int(rand() * 2 ** 62))
    common(state, luck[visit])


def merge(parts: list[RootStats]) -> RootStats:
    """Sum root statistics of several trees (in the order given: deterministic)."""
    total: RootStats = {}
    for part in parts:
        for k in sorted(part):
            v, w, a, grand, points = part[k]
            mine = total.setdefault(k, [0, 0.0, 0, {}, 0.0])
            mine[0] += v
            mine[1] += w
            mine[2] += a
            mine[4] += points
            for g in sorted(grand):
                gv, gw = grand[g]
                cell = mine[3].setdefault(g, [0, 0.0])
                cell[0] += gv
                cell[1] += gw
    return total


def _best(stats: dict, keys: list[Action]) -> Action:
    """Most visits, then best mean, then the smallest action."""
    def rank(k: Action) -> tuple:
        v, w = stats[k][0], stats[k][1]
        return (v, w / v if v else 0.0, -k)
    return max(keys, key=rank)


@dataclass(frozen=True)
class SearchResult:
    """An action, the seat's next action planned with it (if it follows at once), the effort."""
    action: Action
    follow_up: Optional[Action]
    iterations: int
    stats: RootStats

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return frozen_reduce(self)                # a worker's result comes back pickled


def choose(observation: Observation, stats: RootStats, settings: Settings,
           rng: random.Random, iterations: int = 0) -> SearchResult:
    """Turn merged root statistics into an action (and a planned follow-up)."""
    legal = observation.legal_actions()
    known = [k for k in legal if k in stats and stats[k][0] > 0]
    if not known:                   # no iteration finished: fall back on a legal action
        key = legal[0]
    elif settings.temperature > 0:
        weights = [stats[k][0] ** (1.0 / settings.temperature) for k in known]
        key = rng.choices(known, weights)[0]
    else:
        key = _best(stats, known)
    follow: Optional[Action] = None
    # a root-only shortlist would not cut the next decision's actions: it gets its own search
    if key in stats and stats[key][3] and settings.shortlist_scope == "tree":
        after = observation.after(key)
        if after is not None:
            grand = stats[key][3]
            options = [g for g in after.legal_actions() if g in grand and grand[g][0] > 0]
            if options:
                follow = _best(grand, options)
    return SearchResult(key, follow, iterations, stats)


def tree_seed(seed: Optional[int], tree: int) -> Optional[str]:
    """The RNG seed of one root-parallel tree (``None``: fresh entropy)."""
    return None if seed is None else f"goatmaster-mcts:{seed}:{tree}"


def root_actions(observation: Observation, settings: Settings, seed: Optional[int] = None
                 ) -> list[Action]:
    """The actions a search weighs at the root: the legal ones, cut by the game's shortlist.

    One of them alone needs no search.  The shortlist reads only what the seat
    knows, so any world sampled from the observation gives the same list.
    """
    legal = observation.legal_actions()
    if settings.root_only:
        return [a for a in settings.root_only if a in legal]
    if settings.shortlist is None or len(legal) == 1:
        return legal
    short = settings.shortlist(observation.sample(random.Random(tree_seed(seed, -2))), legal)
    return _with_extra(short, legal, settings.root_extra)


def _with_extra(short: list[Action], legal: list[Action], extra: tuple[Action, ...]) -> list[Action]:
    """A root's shortlist with ``Settings.root_extra``'s legal actions added."""
    return short + [a for a in extra if a in legal and a not in short] if extra else short


def search(observation: Observation, settings: Settings, seed: Optional[int] = None,
           stop: Optional[Callable[[], bool]] = None) -> SearchResult:
    """Search in this process: the trees one after the other, each with its share of the time."""
    legal = root_actions(observation, settings, seed)
    if len(legal) == 1:
        return SearchResult(legal[0], None, 0, {})
    parts, done = [], 0
    for tree in range(settings.trees):
        deadline = None                 # each tree its share, as in the pool (a settled one leaves it)
        if settings.seconds is not None:
            deadline = time.perf_counter() + settings.seconds / settings.trees
        stats, n = run_tree(observation, settings, random.Random(tree_seed(seed, tree)),
                            settings.tree_iterations(tree), deadline, stop)
        parts.append(stats)
        done += n
    return choose(observation, merge(parts), settings, random.Random(tree_seed(seed, -1)), done)


class PlanCache:
    """Remembers the follow-up planned with an action, so it costs no second search.

    When a seat decides twice in a row with nothing new to learn in between
    (Goat Master: a play, then its take), the second decision is made on exactly
    the information the first was, so the plan is as honest as a fresh search
    and saves half the thinking time of a turn.
    """

    __slots__ = ("_key", "_plan")

    def __init__(self) -> None:
        self._key: object = None
        self._plan: Optional[Action] = None

    def store(self, observation: Observation, result: SearchResult) -> None:
        self._key = self._plan = None
        if result.follow_up is not None:
            after = observation.after(result.action)
            if after is not None:
                self._key, self._plan = after.key(), result.follow_up

    def lookup(self, observation: Observation) -> Optional[Action]:
        if self._plan is None or observation.key() != self._key:
            return None
        return self._plan if self._plan in observation.legal_actions() else None


class MctsPlayer:
    """An ISMCTS seat searching in this process (arena, CLI, tests)."""

    def __init__(self, settings: Settings, seed: Optional[int] = None, name: str = "mcts") -> None:
        self.settings = settings
        self.name = name
        self._seed = seed
        self._count = 0
        self._plans = PlanCache()
        self.last: Optional[SearchResult] = None

    def decide(self, observation: Observation) -> Action:
        planned = self._plans.lookup(observation)
        if planned is not None:
            return planned
        seed = None if self._seed is None else self._seed * 100003 + self._count
        self._count += 1
        result = search(observation, self.settings, seed)
        self._plans.store(observation, result)
        self.last = result
        return result.action
