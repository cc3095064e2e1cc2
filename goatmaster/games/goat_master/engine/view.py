"""What one seat may know (R23), and worlds sampled consistently with it.

Public: the pasture and its markers, every display, every pawn, every count,
owed cards, every card taken from the pasture, cards shown under R15, and the
cards out of play (R3: this project shows the box; see the rules page).
Secret: the order of the deck and the dealt cards still in other hands.

A :class:`SeatView` holds a *redacted* copy of the state: the deck is emptied
and every card the seat cannot know sits in :attr:`unseen`, placed ``UNSEEN``.
:meth:`SeatView.sample` deals those cards back at random, giving a full
:class:`GameState` the search can play on; because it only ever reads the
redacted copy, nothing hidden can leak into a decision.
"""

from __future__ import annotations

import random as _random
from typing import TYPE_CHECKING, Hashable, Optional

from .cards import FIRST_MILK, TYPE, Card
from .places import DECK, HAND, TAKE, UNSEEN

if TYPE_CHECKING:                   # the state makes views; a view only reads one
    from .state import GameState


class SeatView:
    """The game as ``seat`` sees it."""

    __slots__ = ("seat", "state", "unseen", "deck_size", "secret_slots")

    def __init__(self, state: GameState, seat: int) -> None:
        self.seat = seat
        redacted = state.copy()
        unseen: list[Card] = list(redacted.deck)
        secret_slots: list[int] = []
        for slot, card in enumerate(redacted.hands):
            if slot // 2 != seat and card >= 0 and redacted.hidden[slot]:
                unseen.append(card)
                secret_slots.append(slot)
                redacted.hands[slot] = -1
        for card in unseen:
            redacted.where[card] = UNSEEN
        self.deck_size = len(redacted.deck)
        redacted.deck = []
        unseen.sort()
        #: Every card this seat cannot place: the deck and the other seats' secret cards.
        self.unseen: tuple[Card, ...] = tuple(unseen)
        self.state = redacted
        #: Hand slots (``2 * seat + k``) holding a card this seat may not know.
        self.secret_slots = tuple(secret_slots)

    @classmethod
    def known(cls, seat: int, state: GameState, unseen: tuple[Card, ...], deck_size: int,
              secret_slots: tuple[int, ...]) -> "SeatView":
        """The view of a position already redacted for ``seat`` (after its own move, or read off the wire)."""
        view = cls.__new__(cls)
        view.seat, view.state, view.unseen, view.deck_size, view.secret_slots = (seat, state, unseen, deck_size,
                                                                                secret_slots)
        return view

    # ---------------------------------------------------------------- reading

    def hand(self, seat: int) -> list[Card | None]:
        """A seat's hand as this seat sees it: ``None`` for a card it cannot know."""
        return [None if slot in self.secret_slots else self.state.hands[slot]
                for slot in (2 * seat, 2 * seat + 1)
                if slot in self.secret_slots or self.state.hands[slot] >= 0]

    # ---------------------------------------------------------------- the core interface

    def current_player(self) -> int:
        return self.state.current_player()

    def legal_actions(self) -> list[int]:
        """The seat's own options: its hand, the pawn's line and its markers are all it needs."""
        return self.state.legal_actions()

    def key(self) -> Hashable:
        """Equal for two states this seat cannot tell apart."""
        state = self.state
        return (self.seat, self.unseen, self.deck_size) + tuple(
            tuple(value) if isinstance(value, list) else value
            for value in (getattr(state, f) for f in _COMPARED))

    def after(self, action: int) -> Optional["SeatView"]:
        """This seat's view once it took ``action``, when it decides again before any card
        is drawn or anybody else acts (a play, then its take); ``None`` otherwise."""
        if self.state.phase == TAKE and self.deck_size:
            return None                 # the refill (chance) comes before the next decision
        state = self.state.copy()
        state.apply_action(action)
        if state.current_player() != self.seat:
            return None
        return SeatView.known(self.seat, state, self.unseen, self.deck_size, self.secret_slots)

    # ---------------------------------------------------------------- sampling

    def sample(self, rng: _random.Random) -> GameState:
        """A full state that agrees with everything this seat knows.

        The unseen cards are shuffled; the other seats' secret slots take the
        first ones that fit them (R7: no dog was dealt; R15: a fifth card still
        unseen after its type was decided by the fourth card must be in the
        deck, since one in a hand would have been shown), the rest form the deck.
        """
        state = self.state.copy()
        pool = list(self.unseen)
        rng.shuffle(pool)
        by_fourth = state.by_fourth
        where, hands = state.where, state.hands
        for slot in self.secret_slots:
            for i, card in enumerate(pool):
                t = TYPE[card]
                if (t >= 0 and not (by_fourth >> t) & 1) or card >= FIRST_MILK:
                    del pool[i]
                    hands[slot] = card
                    where[card] = HAND + slot // 2
                    break
            else:
                raise ValueError("no unseen card can fill a secret hand slot")
        for card in pool:
            where[card] = DECK
        state.deck = pool           # the draw order is the pool's order
        return state

    def is_consistent(self, state: GameState) -> bool:
        """Whether ``state`` looks exactly like this view to this seat."""
        return SeatView(state, self.seat).key() == self.key()


_COMPARED = ("cards", "marks", "hands", "hidden", "where", "dsum", "dcnt", "tcount", "owner",
             "by_fourth", "milk", "markers", "pawns", "seat", "actor", "phase", "played",
             "took", "nothing_taken", "vacated", "refused", "pending", "turn")
