"""What Goat Master teaches the shared search: fast playouts, the levels, the greedy seat.

The search itself (:mod:`goatmaster.search`) knows no game; this module gives
it Goat Master's playouts and the settings of the three levels a player can
choose.  The engine's actions (:mod:`goatmaster.games.goat_master.engine.actions`) are the dense
ints the tree is keyed by.
"""

from __future__ import annotations

from typing import Callable

from ..engine.actions import CONSENT_NO, CONSENT_YES, DOG0, DOG_SKIP, TAKE0, TAKE_NONE
from ..engine.cards import FIRST_MILK, GOAT_TYPES, MILK, POINTS, TYPE
from ..engine.state import CONSENT, DOG, PLAY, REFILL, TAKE, GameState
from ....search.ismcts import Playout, Settings
from ....search.seats import Knowledge
from .dogs import promising_actions
from .explain import explain
from .greedy import GreedyPlayer


def random_playout(state: GameState, rand: Callable[[], float]) -> None:
    """The engine's uniform playout (dog moves and consent answers at random too)."""
    state.playout(rand)


DogPolicy = Callable[[GameState, Callable[[], float]], int]


def _any_dog_move(state: GameState, rand: Callable[[], float]) -> int:
    moves = state.dog_moves()
    k = int(rand() * (len(moves) + 1))
    return DOG_SKIP if k == len(moves) else DOG0 + moves[k][0] * 64 + moves[k][1]


def _no_dog_move(state: GameState, rand: Callable[[], float]) -> int:
    return DOG_SKIP


def _gaining_dog_move(state: GameState, rand: Callable[[], float]) -> int:
    options = promising_actions(state, [])
    return options[int(rand() * len(options))]


def _playout(state: GameState, rand: Callable[[], float], biased_takes: bool, dog: DogPolicy) -> None:
    hands, owner, dsum, cards = state.hands, state.owner, state.dsum, state.cards
    apply, refill = state.apply_action, state.refill
    while True:
        phase = state.phase
        if phase == PLAY:
            s = 2 * state.seat
            a, b = hands[s], hands[s + 1]
            apply(a if b < 0 or (a >= 0 and rand() < 0.5) else b)
        elif phase == TAKE:
            cells = state.take_cells()
            if not cells:
                apply(TAKE_NONE)
            elif not biased_takes or len(cells) == 1 or rand() < 0.5:
                apply(TAKE0 + cells[int(rand() * len(cells))])
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
                apply(TAKE0 + best)
        elif phase == REFILL:
            refill()
        elif phase == DOG:
            apply(dog(state, rand))
        elif phase == CONSENT:
            apply(CONSENT_NO if dog is _no_dog_move or rand() < 0.5 else CONSENT_YES)
        else:
            return


def light_playout(state: GameState, rand: Callable[[], float]) -> None:
    """Random plays; takes biased to cards that help the taker; no dog moves, consent refused.

    Half the takes go to the card of the line that adds most to a type the
    taker already leads towards (or to milk), the rest are uniform, which
    keeps the playouts varied.
    """
    _playout(state, rand, True, _no_dog_move)


def takes_playout(state: GameState, rand: Callable[[], float]) -> None:
    """Takes biased as in :func:`light_playout`; dog moves and consent answers at random."""
    _playout(state, rand, True, _any_dog_move)


def dogs_playout(state: GameState, rand: Callable[[], float]) -> None:
    """Uniform plays and takes; a dog moves a card only to gain points (R20), at random among
    those moves and none (:func:`.dogs.promising_actions`); consent answers at random."""
    _playout(state, rand, False, _gaining_dog_move)


def no_dog_move(state: GameState, actions: list[int]) -> list[int]:
    """A dog decision cut to "no dog move" (R18): the flat Monte Carlo of the old code
    (``flatmc:shortlist=no-dog``); every other decision keeps all its actions."""
    return [DOG_SKIP] if state.phase == DOG else actions


PLAYOUTS: dict[str, Playout] = {"random": random_playout, "light": light_playout, "takes": takes_playout,
                                "dogs": dogs_playout}

#: Goat Master's points: a 12-point lead is a clear one (R20–R21 totals run 0–60).
MARGIN_SCALE = 12.0

#: Levels a player can choose.  Budgets are per decision; a turn's take is
#: planned together with its play, so a turn costs one search (two with a dog).
#: ``easy`` searches 40 iterations and picks in proportion to visits (it loses
#: to greedy more often than not); ``normal``, the default opponent, searches a
#: sixth of what ``hard`` does in the arena, so the three levels are three clear
#: steps for a player (figures in benchmarks/README.md).  In the app the
#: trees grow at once in the worker processes, each for the whole ``seconds``
#: (``hard``: one a worker, ``per_core``); in one process (CLI, arena) they share it.  No stronger level: more time per
#: decision than ``hard`` would break the 2 s promise, and none was measured.
#: ``hard`` also searches only the dog moves that gain points (R18; the others
#: are 30–60 options that spread its few thousand iterations thin) and rewards a
#: shared win as its share, so it presses for an outright win: both measured
#: against flat Monte Carlo (R4d in benchmarks/HISTORY.md).
LEVELS: dict[str, Settings] = {
    "easy": Settings(iterations=40, seconds=0.25, temperature=1.0, playout=random_playout,
                     margin_scale=MARGIN_SCALE),
    "normal": Settings(iterations=1000, seconds=0.5, playout=random_playout,
                       margin_scale=MARGIN_SCALE),
    "hard": Settings(seconds=1.5, playout=random_playout, margin_scale=MARGIN_SCALE, ties="split",
                     shortlist=promising_actions, per_core=True),
}

#: A review marks a decision that gave up more than 3 points of margin (a quarter of a clear lead).
KNOWLEDGE = Knowledge(levels=LEVELS, greedy=GreedyPlayer, playouts=PLAYOUTS, review_threshold=3.0, explain=explain,
                      shortlists={"no-dog": no_dog_move, "dogs": promising_actions})
