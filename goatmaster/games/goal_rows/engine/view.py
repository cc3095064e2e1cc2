"""What one seat may know (T15), and worlds sampled consistently with it.

Public: the rows, the tokens on the places and those won, the discard pile,
every count, and each card seen in a trade (offered or given) until it is
played.  Secret: the pile, the order of the supply, and the other hands' cards
not seen in a trade.

A :class:`RowsView` holds a *redacted* copy of the state in a canonical form:
the pile is emptied, each other hand keeps its traded cards (sorted) followed
by ``-1`` for every card the seat cannot know, its own hand is sorted, and the
supply is sorted.  Two states a seat cannot tell apart give equal views, byte
for byte; :meth:`RowsView.sample` deals the unseen cards back at random.
"""

from __future__ import annotations

import random as _random
from typing import TYPE_CHECKING, Hashable, Optional

from .cards import HAND

if TYPE_CHECKING:                   # the state makes views; a view never imports the state
    from .state import RowsState


class RowsView:
    """The game as ``seat`` sees it."""

    __slots__ = ("seat", "state", "unseen", "pile_size")

    def __init__(self, state: RowsState, seat: int) -> None:
        self.seat = seat
        redacted = state.clone()
        shown, hands, hsize = redacted.shown, redacted.hands, redacted.hsize
        unseen = list(redacted.pile)
        for s in range(redacted.n):
            base = HAND * s
            cards = hands[base:base + hsize[s]]
            if s == seat:
                known = sorted(cards)
            else:
                known = sorted(c for c in cards if shown >> c & 1)
                unseen += [c for c in cards if not shown >> c & 1]
            hands[base:base + HAND] = known + [-1] * (HAND - len(known))
        self.pile_size = len(redacted.pile)
        redacted.pile = []
        redacted.supply.sort()
        #: Every card this seat cannot place: the pile and the other seats' untraded cards.
        self.unseen: tuple[int, ...] = tuple(sorted(unseen))
        self.state = redacted

    # ---------------------------------------------------------------- reading

    def hand(self, seat: int) -> list[Optional[int]]:
        """A seat's hand as this seat sees it: ``None`` for a card it cannot know."""
        return [None if c < 0 else c for c in self.state.hands[HAND * seat:HAND * seat + self.state.hsize[seat]]]

    # ---------------------------------------------------------------- the core interface

    def current_player(self) -> int:
        return self.state.current_player()

    def legal_actions(self) -> list[int]:
        """The seat's own options: its hand, the places and the offer are all they need."""
        return self.state.legal_actions()

    def key(self) -> Hashable:
        s = self.state
        return (self.seat, self.unseen, self.pile_size, s.n, tuple(s.hands), tuple(s.hsize), tuple(s.rows),
                tuple(s.rlen), tuple(s.rtok), tuple(s.discard), tuple(s.supply), tuple(s.owner), tuple(s.won),
                s.shown, s.seat, s.phase, s.turn, s.stall, s.offer, s.asked, s.need, s.shuffled, s.reveal)

    def after(self, action: int) -> Optional["RowsView"]:
        """This seat's view once it took ``action``, when it decides again before anything
        hidden happens (with two players: an answer, then one's own turn); else ``None``."""
        world = self.sample(_random.Random(0))
        world.apply_action(action)
        if world.current_player() != self.seat:
            return None                         # chance or another seat comes first
        return RowsView(world, self.seat)

    def sample(self, rng: _random.Random) -> RowsState:
        """A full state that agrees with everything this seat knows: unseen cards drawn at
        random into the other hands' unknown slots, the rest the pile.

        The pile is unordered for the rules (each draw is chance's uniform pick), so only the
        hands' cards are drawn: a dozen picks, not a shuffle of the whole pool (the search
        samples a world every iteration)."""
        state = self.state.clone()
        pool = list(self.unseen)
        rand = rng.random
        hands, hsize = state.hands, state.hsize
        for s in range(state.n):
            if s != self.seat:
                for i in range(HAND * s, HAND * s + hsize[s]):
                    if hands[i] < 0:
                        j = int(rand() * len(pool))
                        hands[i] = pool[j]
                        pool[j] = pool[-1]
                        pool.pop()
        state.pile = pool
        return state
