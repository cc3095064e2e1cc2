"""Information-set Monte Carlo tree search (SO-ISMCTS) for one seat.

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search"
(IEEE TCIAIG 2012): one tree per search, seen from the searching seat; each
iteration deals the hidden cards at random through :meth:`SeatView.sample`
(so a decision can only depend on what the seat may know, R23), walks the tree
among the actions legal in that sampled world, choosing by UCB1 with
*availability counts* (an action's exploration term counts the visits in which
it was legal, not the parent's visits), adds one node, finishes the game with a
cheap playout and backs up one reward per seat: each node is scored for the
seat that chose the action leading to it, so opponents maximise their own
reward (2–5 players) and consent questions (R18) are answered by the seat that
owns the card.

The deck refill (R11) is a chance step handled *open loop*: the sampled world
already fixes the drawn card, and the tree does not branch on it.  Branching
would split every turn's statistics over ~30 possible cards and leave the
second turn of the tree with a handful of visits per node; the only thing the
refill changes below it is which dog moves and takes are legal, and
availability counts already handle actions that are legal in some worlds and
not others.  Decisions taken *after* a real refill (the dog move) are searched
afresh from a view that shows the real card.

Actions are dense ints (:func:`legal_keys`, :data:`DECISIONS`) and nodes use
``__slots__``; the RNG is injected, so a fixed seed and iteration count make a
decision reproducible, and the untried actions of a node are drawn at random
(the shuffle before expansion) so no move order is favoured.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, replace
from typing import Callable, Optional

from ..engine.cards import CARD_COUNT, FIRST_MILK, GOAT_TYPES, MILK, POINTS, TYPE
from ..engine.decisions import Consent, Decision, DogMove, NO_DOG_MOVE, Play, Take
from ..engine.state import CONSENT, DOG, OVER, PLAY, REFILL, TAKE, GameState
from ..engine.view import SeatView

# ---------------------------------------------------------------------- action keys

Key = int
TAKE0 = 128                 # Take(cell) = TAKE0 + cell (cells are < 64)
TAKE_NONE = 192             # R12
DOG_SKIP = 193
DOG0 = 256                  # DogMove(a, b) = DOG0 + a * 64 + b
CONSENT_NO = DOG0 + 64 * 64
CONSENT_YES = CONSENT_NO + 1
KEY_COUNT = CONSENT_YES + 1


def _decision_table() -> tuple[Optional[Decision], ...]:
    table: list[Optional[Decision]] = [None] * KEY_COUNT
    for card in range(CARD_COUNT):
        table[card] = Play(card)
    for c in range(64):
        table[TAKE0 + c] = Take(c)
        for t in range(64):
            table[DOG0 + c * 64 + t] = DogMove(c, t)
    table[TAKE_NONE] = Take(None)
    table[DOG_SKIP] = NO_DOG_MOVE
    table[CONSENT_NO] = Consent(False)
    table[CONSENT_YES] = Consent(True)
    return tuple(table)


#: The decision each dense action key stands for.
DECISIONS = _decision_table()


def key_of(decision: Decision) -> Key:
    """The dense key of a decision (inverse of :data:`DECISIONS`)."""
    kind = type(decision)
    if kind is Play:
        return decision.card
    if kind is Take:
        return TAKE_NONE if decision.cell is None else TAKE0 + decision.cell
    if kind is DogMove:
        return DOG_SKIP if decision.source is None else DOG0 + decision.source * 64 + decision.target
    return CONSENT_YES if decision.agree else CONSENT_NO


def legal_keys(state: GameState) -> list[Key]:
    """The keys of :meth:`GameState.legal_decisions`, in the same order."""
    phase = state.phase
    if phase == PLAY:
        s = 2 * state.seat
        hands = state.hands
        return [c for c in (hands[s], hands[s + 1]) if c >= 0]
    if phase == TAKE:
        return [TAKE0 + c for c in state.take_cells()] or [TAKE_NONE]
    if phase == DOG:
        keys = [DOG0 + a * 64 + b for a, b in state.dog_moves()]
        keys.append(DOG_SKIP)
        return keys
    if phase == CONSENT:
        return [CONSENT_YES, CONSENT_NO]
    return []


# ---------------------------------------------------------------------- settings

@dataclass(frozen=True)
class Settings:
    """A search budget and the knobs of the search.

    ``iterations`` is the total over all ``trees`` (split as evenly as
    possible); ``seconds`` the wall-clock budget of one decision.  With both,
    whichever runs out first stops the search; ``iterations`` alone makes the
    decision reproducible for a given seed.
    """
    iterations: Optional[int] = None
    seconds: Optional[float] = None
    trees: int = 2                  # root-parallel trees, merged at the root
    exploration: float = 0.25       # UCB1 constant (rewards lie in [0, 1]; 0.25 measured best)
    reward: str = "mixed"           # "win", "margin" or "mixed" (see :func:`rewards`)
    ties: str = "full"              # a shared win: "full" or "split" (see :func:`rewards`)
    playout: str = "random"         # "random" (engine), "light" or "takes" (see :func:`light_playout`)
    temperature: float = 0.0        # > 0: pick the final action with odds visits ** (1 / T)

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs iterations or seconds")
        if self.trees < 1:
            raise ValueError("a search needs at least one tree")
        if self.reward not in REWARDS:
            raise ValueError(f"unknown reward {self.reward!r}")
        if self.ties not in TIES:
            raise ValueError(f"unknown ties {self.ties!r}")
        if self.playout not in PLAYOUTS:
            raise ValueError(f"unknown playout {self.playout!r}")

    def tree_iterations(self, tree: int) -> Optional[int]:
        """Iterations of tree ``tree`` (``None``: no iteration cap)."""
        if self.iterations is None:
            return None
        base, extra = divmod(self.iterations, self.trees)
        return base + (tree < extra)


# ---------------------------------------------------------------------- rewards and playouts

def _margin(totals: list[int], seat: int, scale: float = 12.0) -> float:
    other = max(t for k, t in enumerate(totals) if k != seat)
    return 0.5 + 0.5 * math.tanh((totals[seat] - other) / scale)


def rewards(state: GameState, kind: str, ties: str = "full") -> list[float]:
    """One reward in [0, 1] per seat of a finished game.

    ``win``: 1 for every seat with the highest total (R22), else 0;
    ``margin``: the lead over the best other seat, squashed by tanh;
    ``mixed``: 0.7 win + 0.3 margin (wins first, but a wider lead still counts).
    ``ties``: a shared win (R22) is worth a whole win (``full``) or its share
    (``split``: 1/k of it for k winners), which makes a leader press for an
    outright win instead of settling for a tie.
    """
    totals = [s.total for s in state.scores()]
    if kind == "margin":
        return [_margin(totals, s) for s in range(len(totals))]
    best = max(totals)
    win = 1.0 if ties == "full" else 1.0 / totals.count(best)
    if kind == "win":
        return [win if t == best else 0.0 for t in totals]
    return [(0.7 * win if t == best else 0.0) + 0.3 * _margin(totals, s) for s, t in enumerate(totals)]


REWARDS = ("win", "margin", "mixed")
TIES = ("full", "split")


def random_playout(state: GameState, rand: Callable[[], float]) -> None:
    """The engine's uniform playout (dog moves and consent answers at random too)."""
    state.playout(rand)


_NO_DOG = NO_DOG_MOVE
_REFUSE = Consent(False)
_AGREE = Consent(True)
_TAKES = DECISIONS[TAKE0:TAKE0 + 64]
_TAKE_NONE = DECISIONS[TAKE_NONE]
_PLAYS = DECISIONS[:CARD_COUNT]


def _biased_playout(state: GameState, rand: Callable[[], float], skip_dogs: bool) -> None:
    hands, owner, dsum, cards = state.hands, state.owner, state.dsum, state.cards
    apply, refill = state.apply, state.refill
    while True:
        phase = state.phase
        if phase == PLAY:
            s = 2 * state.seat
            a, b = hands[s], hands[s + 1]
            apply(_PLAYS[a if b < 0 or (a >= 0 and rand() < 0.5) else b])
        elif phase == TAKE:
            cells = state.take_cells()
            if not cells:
                apply(_TAKE_NONE)
            elif len(cells) == 1 or rand() < 0.5:
                apply(_TAKES[cells[int(rand() * len(cells))]])
            else:
                base = state.seat * GOAT_TYPES
                best, best_v = cells[0], -1.0
                for c in cells:
                    card = cards[c]
                    t = TYPE[card]
                    if t >= 0:
                        v = POINTS[card] + dsum[base + t] if owner[t] < 0 else 0.0
                    elif card >= FIRST_MILK:
                        v = 2.0 * MILK[card]
                    else:
                        v = 1.0
                    v += rand()
                    if v > best_v:
                        best, best_v = c, v
                apply(_TAKES[best])
        elif phase == REFILL:
            refill()
        elif phase == DOG:
            if skip_dogs:
                apply(_NO_DOG)
            else:
                moves = state.dog_moves()
                k = int(rand() * (len(moves) + 1))
                apply(_NO_DOG if k == len(moves) else DECISIONS[DOG0 + moves[k][0] * 64 + moves[k][1]])
        elif phase == CONSENT:
            apply(_REFUSE if skip_dogs or rand() < 0.5 else _AGREE)
        else:
            return


def light_playout(state: GameState, rand: Callable[[], float]) -> None:
    """Random plays; takes biased to cards that help the taker; no dog moves, consent refused.

    Half the takes go to the card of the line that adds most to a type the
    taker already leads towards (or to milk), the rest are uniform, which
    keeps the playouts varied.
    """
    _biased_playout(state, rand, True)


def takes_playout(state: GameState, rand: Callable[[], float]) -> None:
    """Takes biased as in :func:`light_playout`; dog moves and consent answers at random."""
    _biased_playout(state, rand, False)


PLAYOUTS: dict[str, Callable[[GameState, Callable[[], float]], None]] = {
    "random": random_playout,
    "light": light_playout,
    "takes": takes_playout,
}


# ---------------------------------------------------------------------- levels

#: Levels a player can choose.  Budgets are per decision; a turn's take is
#: planned together with its play, so a turn costs one search (two with a dog).
#: ``easy`` searches 40 iterations and picks in proportion to visits (it loses
#: to greedy more often than not); ``normal``, the default opponent, searches a
#: sixth of what ``hard`` does in the arena, so the three levels are three clear
#: steps for a player (figures in benchmarks/README.md).  In the app the
#: two trees grow at once in two processes, each for the whole ``seconds``; in
#: one process (CLI, arena) they share it.  No stronger level: more time per
#: decision than ``hard`` would break the 2 s promise, and none was measured.
LEVELS: dict[str, Settings] = {
    "easy": Settings(iterations=40, seconds=0.25, temperature=1.0),
    "normal": Settings(iterations=1000, seconds=0.5),
    "hard": Settings(seconds=1.5),
}


def level_settings(level: str) -> Settings:
    try:
        return LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}") from None


def with_budget(settings: Settings, iterations: Optional[int] = None,
                seconds: Optional[float] = None) -> Settings:
    """``settings`` with a fixed iteration count (no clock) or a time budget."""
    if iterations is not None:
        return replace(settings, iterations=iterations, seconds=None)
    if seconds is not None:
        return replace(settings, seconds=seconds)
    return settings


# ---------------------------------------------------------------------- the tree

class Node:
    """An edge and the node it leads to: stats for the seat that chose the action."""

    __slots__ = ("seat", "visits", "reward", "avail", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat            # who chose the action leading here
        self.visits = 0
        self.reward = 0.0           # summed rewards of ``seat``
        self.avail = 0              # visits to the parent in which this action was legal
        self.children: Optional[dict[Key, Node]] = None


#: Root statistics one tree hands back: key -> [visits, reward, avail, {key: [visits, reward]}].
RootStats = dict


def run_tree(view: SeatView, settings: Settings, rng: random.Random,
             iterations: Optional[int] = None, deadline: Optional[float] = None,
             stop: Optional[Callable[[], bool]] = None) -> tuple[RootStats, int]:
    """Grow one tree from ``view`` until ``iterations``, ``deadline`` or ``stop()``.

    Returns the root's statistics (two levels, enough to plan a take under the
    chosen play) and the number of iterations run.
    """
    root = Node(-1)
    root.children = {}
    sample = view.sample
    playout = PLAYOUTS[settings.playout]
    kind, ties = settings.reward, settings.ties
    c = settings.exploration
    log, sqrt = math.log, math.sqrt
    rand = rng.random
    clock = time.perf_counter
    done = 0
    while True:
        if iterations is not None and done >= iterations:
            break
        if done & 7 == 0 and done:
            if deadline is not None and clock() >= deadline:
                break
            if stop is not None and stop():
                break
        state = sample(rng)
        node = root
        path = []
        while True:
            phase = state.phase
            if phase == REFILL:
                state.refill()
                continue
            if phase == OVER:
                break
            keys = legal_keys(state)
            if len(keys) == 1:
                state.apply(DECISIONS[keys[0]])
                continue
            children = node.children
            if children is None:
                children = node.children = {}
            untried = [k for k in keys if k not in children]
            if untried:
                k = untried[int(rand() * len(untried))]      # shuffle before expansion
                children[k] = Node(state.actor)
                for k2 in keys:
                    child = children.get(k2)
                    if child is not None:
                        child.avail += 1
                state.apply(DECISIONS[k])
                path.append(children[k])
                break
            best = None
            best_v = -1.0
            for k in keys:
                child = children[k]
                child.avail += 1
                n = child.visits
                v = child.reward / n + c * sqrt(log(child.avail) / n)
                if v > best_v:
                    best_v, best = v, child
                    best_key = k
            state.apply(DECISIONS[best_key])
            path.append(best)
            node = best
        if state.phase != OVER:
            playout(state, rand)
        reward = rewards(state, kind, ties)
        for node in path:
            node.visits += 1
            node.reward += reward[node.seat]
        done += 1
    stats: RootStats = {}
    for k, child in root.children.items():
        grand = {}
        if child.children:
            grand = {g: [n.visits, n.reward] for g, n in child.children.items() if n.seat == child.seat}
        stats[k] = [child.visits, child.reward, child.avail, grand]
    return stats, done


def merge(parts: list[RootStats]) -> RootStats:
    """Sum root statistics of several trees (in the order given: deterministic)."""
    total: RootStats = {}
    for part in parts:
        for k in sorted(part):
            v, w, a, grand = part[k]
            mine = total.setdefault(k, [0, 0.0, 0, {}])
            mine[0] += v
            mine[1] += w
            mine[2] += a
            for g in sorted(grand):
                gv, gw = grand[g]
                cell = mine[3].setdefault(g, [0, 0.0])
                cell[0] += gv
                cell[1] += gw
    return total


def _best(stats: dict, keys: list[Key]) -> Key:
    """Most visits, then best mean, then the smallest key."""
    def rank(k: Key) -> tuple:
        v, w = stats[k][0], stats[k][1]
        return (v, w / v if v else 0.0, -k)
    return max(keys, key=rank)


@dataclass(frozen=True)
class SearchResult:
    """A decision, the take planned with it (after a play), and how much search it took."""
    decision: Decision
    follow_up: Optional[Decision]
    iterations: int
    stats: RootStats


def choose(view: SeatView, stats: RootStats, settings: Settings,
           rng: random.Random, iterations: int = 0) -> SearchResult:
    """Turn merged root statistics into a decision (and a planned take after a play)."""
    legal = legal_keys(view.state)
    known = [k for k in legal if k in stats and stats[k][0] > 0]
    if not known:                   # no iteration finished: fall back on a legal action
        key = legal[0]
    elif settings.temperature > 0:
        weights = [stats[k][0] ** (1.0 / settings.temperature) for k in known]
        key = rng.choices(known, weights)[0]
    else:
        key = _best(stats, known)
    follow: Optional[Decision] = None
    if view.state.phase == PLAY and key in stats:
        grand = stats[key][3]
        takes = [g for g in grand if TAKE0 <= g <= TAKE_NONE and grand[g][0] > 0]
        if takes:
            follow = DECISIONS[_best(grand, takes)]
    return SearchResult(DECISIONS[key], follow, iterations, stats)


def tree_seed(seed: Optional[int], tree: int) -> Optional[str]:
    """The RNG seed of one root-parallel tree (``None``: fresh entropy)."""
    return None if seed is None else f"goatmaster-mcts:{seed}:{tree}"


def search(view: SeatView, settings: Settings, seed: Optional[int] = None,
           stop: Optional[Callable[[], bool]] = None) -> SearchResult:
    """Search in this process: the trees one after the other, each with its share of the time."""
    legal = legal_keys(view.state)
    if len(legal) == 1:
        return SearchResult(DECISIONS[legal[0]], None, 0, {})
    start = time.perf_counter()
    parts, done = [], 0
    for tree in range(settings.trees):
        deadline = None
        if settings.seconds is not None:
            deadline = start + settings.seconds * (tree + 1) / settings.trees
        stats, n = run_tree(view, settings, random.Random(tree_seed(seed, tree)),
                            settings.tree_iterations(tree), deadline, stop)
        parts.append(stats)
        done += n
    return choose(view, merge(parts), settings, random.Random(tree_seed(seed, -1)), done)


# ---------------------------------------------------------------------- players

class PlanCache:
    """Remembers the take planned with a play, so the take costs no second search.

    The take is decided on exactly the information the play was (playing one's
    own card reveals nothing new to oneself), so the plan is as honest as a
    fresh search and saves half the thinking time of a turn.
    """

    __slots__ = ("_key", "_take")

    def __init__(self) -> None:
        self._key: Optional[tuple] = None
        self._take: Optional[Decision] = None

    @staticmethod
    def _position(state: GameState) -> tuple:
        return (state.turn, state.seat, tuple(state.pawns), tuple(state.cards), tuple(state.marks))

    def store(self, view: SeatView, result: SearchResult) -> None:
        self._key = self._take = None
        if view.state.phase == PLAY and result.follow_up is not None:
            after = view.state.copy()
            after.apply(result.decision)
            self._key = (view.seat, self._position(after), result.decision)
            self._take = result.follow_up

    def lookup(self, view: SeatView) -> Optional[Decision]:
        state = view.state
        if self._key is None or state.phase != TAKE or state.played < 0:
            return None
        if self._key != (view.seat, self._position(state), Play(state.played)):
            return None
        take = self._take
        if take not in state.legal_decisions():
            return None
        return take


class MctsPlayer:
    """An ISMCTS seat searching in this process (arena, CLI, tests)."""

    def __init__(self, settings: Settings, seed: Optional[int] = None, name: str = "mcts") -> None:
        self.settings = settings
        self.name = name
        self._seed = seed
        self._count = 0
        self._plans = PlanCache()
        self.last: Optional[SearchResult] = None

    def decide(self, view: SeatView) -> Decision:
        planned = self._plans.lookup(view)
        if planned is not None:
            return planned
        seed = None if self._seed is None else self._seed * 100003 + self._count
        self._count += 1
        result = search(view, self.settings, seed)
        self._plans.store(view, result)
        self.last = result
        return result.decision


def decide_once(view: SeatView, settings: Settings, seed: Optional[int] = None) -> Decision:
    """One decision for ``view``, reproducible with ``settings.iterations`` and ``seed``."""
    return search(view, settings, seed).decision
