"""The live position of Goal Rows and every rule of a turn (T4–T14).

Plain lists of small ints, so :meth:`RowsState.clone` is cheap and the search
can copy a state thousands of times a second.  :meth:`RowsState.apply_action`
trusts its caller; :class:`~.match.RowsMatch` checks first.

Chance is a player here (T15: the pile's and the supply's order are secret):
the pile and the supply are *unordered* for the rules, and every card drawn and
every token turned up is a chance step whose outcome is drawn when it happens,
so no order fixed in advance can leak into an observation or an undo.  A file's
orders are replayed by drawing from the top (the end of the list), which keeps
the rest in order.

>>> state = deal(3, seed=1)
>>> state.current_player(), state.hsize, len(state.pile), len(state.live)
(0, [4, 4, 4], 24, 4)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable, Optional

from ....core.game import CHANCE, TERMINAL, ActionError
from . import events as ev
from .actions import (DECLINE, DRAW0, GIVE0, OFFER0, PASS, REVEAL0, action_text, parse_action)
from .cards import COLOUR, HAND, LENGTH, MAX_ROW, POINTS, TOKEN_COUNT, VALUE, deck

if TYPE_CHECKING:
    from .view import RowsView

MIN_PLAYERS, MAX_PLAYERS = 2, 6
PLACES = 4                  # T5
MAX_TURNS = 1000            # T13

# Phases: a seat plays or offers (T7, T10), a seat answers an offer (T10), chance draws a card
# (T7, T11) or turns a token up (T9), the end (T13).
PLAY, ANSWER, DRAW, REVEAL, OVER = range(5)
PHASE_NAMES = ("play", "answer", "draw", "reveal", "over")

_EMPTY_ROW = [-1] * MAX_ROW


class RowsState:
    """A position: hands, the four rows behind their tokens, the piles and whose decision it is."""

    __slots__ = ("n", "hands", "hsize", "rows", "rlen", "rtok", "live", "pile", "discard", "supply",
                 "owner", "won", "shown", "seat", "phase", "turn", "stall", "offer", "asked", "need",
                 "shuffled", "reveal", "events")

    n: int
    hands: list[int]        # HAND slots per seat, the first hsize[seat] hold its cards, -1 after
    hsize: list[int]
    rows: list[int]         # MAX_ROW slots per place, the first rlen[place] its row in order, -1 after
    rlen: list[int]
    rtok: list[int]         # per place: its token, -1 for an empty place
    live: tuple[int, ...]   # the places holding a token, in order
    pile: list[int]         # face down; a file's top card last
    discard: list[int]
    supply: list[int]       # face-down tokens; a file's top token last
    owner: list[int]        # per token: the seat that won it, -1 otherwise
    won: list[int]          # per seat: black sum at 2*seat, red sum at 2*seat+1
    shown: int              # bit per card: seen in a trade and not played since (T15)
    seat: int               # whose turn it is
    phase: int
    turn: int               # turns finished (T13)
    stall: int              # turns since the last card played (T12)
    offer: int              # the card offered this turn, -1 for none
    asked: int              # the seat answering the offer
    need: int               # cards still to draw this turn
    shuffled: bool          # the discard pile was shuffled this turn (T11: at most once)
    reveal: int             # the place waiting for a token, -1 for none
    events: Optional[list]  # when a list, every rule appends what it did

    @property
    def num_seats(self) -> int:
        return self.n

    # ---------------------------------------------------------------- reading

    def hand(self, seat: int) -> list[int]:
        base = HAND * seat
        return self.hands[base:base + self.hsize[seat]]

    def row(self, place: int) -> list[int]:
        base = MAX_ROW * place
        return self.rows[base:base + self.rlen[place]]

    def sums(self, place: int) -> list[int]:
        """Each colour's sum in the row behind ``place`` (T9), in seat order."""
        sums = [0] * self.n
        for card in self.row(place):
            sums[COLOUR[card]] += VALUE[card]
        return sums

    def scores(self) -> tuple[ev.Score, ...]:
        won = self.won
        return tuple(ev.Score(s, won[2 * s], won[2 * s + 1]) for s in range(self.n))

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    # ---------------------------------------------------------------- the core interface

    def current_player(self) -> int:
        phase = self.phase
        if phase == PLAY:
            return self.seat
        if phase == ANSWER:
            return self.asked
        return TERMINAL if phase == OVER else CHANCE

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[int]:
        """In increasing order (the order depends on nothing a seat may not know)."""
        phase = self.phase
        if phase == PLAY:
            hand = sorted(self.hand(self.seat))
            if not hand:
                return [PASS]                                   # T11
            live = self.live
            actions = [4 * card + place for card in hand for place in live]
            if self.stall < self.n:                             # T12
                actions += [OFFER0 + card for card in hand]
            return actions
        if phase == ANSWER:
            return [GIVE0 + card for card in sorted(self._gives())] + [DECLINE]
        return []

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance step, every possible outcome, each equally likely: a card of the pile, a
        token of the supply."""
        if self.phase == DRAW:
            outcomes = sorted(DRAW0 + card for card in self.pile)
        elif self.phase == REVEAL:
            outcomes = sorted(REVEAL0 + token for token in self.supply)
        else:
            return []
        return [(outcome, 1 / len(outcomes)) for outcome in outcomes]

    def chance_outcome(self, rng: random.Random) -> int:
        if self.phase == DRAW:
            pile = self.pile
            return DRAW0 + pile[int(rng.random() * len(pile))]
        supply = self.supply
        return REVEAL0 + supply[int(rng.random() * len(supply))]

    def apply_action(self, action: int) -> None:
        phase = self.phase
        if phase == PLAY:
            if action < OFFER0:
                self._play(action >> 2, action & 3)
            elif action == PASS:
                self._pass()
            else:
                self._offer(action - OFFER0)
        elif phase == ANSWER:
            self._answer(action)
        elif phase == DRAW:
            self._draw_at(self.pile.index(action - DRAW0))
        elif phase == REVEAL:
            self._reveal_at(self.supply.index(action - REVEAL0))

    def result(self) -> tuple[list[int], list[int]]:
        """Each seat's black minus red (T13); the highest wins if above 0, shared on a tie (T14)."""
        won = self.won
        totals = [won[2 * s] - won[2 * s + 1] for s in range(self.n)]
        best = max(totals)
        return totals, ([s for s, t in enumerate(totals) if t == best] if best > 0 else [])

    def clone(self) -> "RowsState":
        other = RowsState.__new__(RowsState)
        other.n = self.n
        other.hands = self.hands[:]
        other.hsize = self.hsize[:]
        other.rows = self.rows[:]
        other.rlen = self.rlen[:]
        other.rtok = self.rtok[:]
        other.live = self.live
        other.pile = self.pile[:]
        other.discard = self.discard[:]
        other.supply = self.supply[:]
        other.owner = self.owner[:]
        other.won = self.won[:]
        other.shown = self.shown
        other.seat = self.seat
        other.phase = self.phase
        other.turn = self.turn
        other.stall = self.stall
        other.offer = self.offer
        other.asked = self.asked
        other.need = self.need
        other.shuffled = self.shuffled
        other.reveal = self.reveal
        other.events = None
        return other

    def action_to_string(self, action: int) -> str:
        return action_text(action)

    def string_to_action(self, text: str) -> int:
        try:
            action = parse_action(text)
        except ValueError:
            action = -1
        legal = ([a for a, _ in self.chance_outcomes()] if self.current_player() == CHANCE
                 else self.legal_actions())
        if action not in legal:
            raise ActionError(f"{text!r} is not a legal action now")
        return action

    def observation(self, seat: int) -> "RowsView":
        from .view import RowsView
        return RowsView(self, seat)

    # ---------------------------------------------------------------- the rules

    def _gives(self) -> list[int]:
        """T10: the asked seat's cards of the offered colour (its other values)."""
        colour = COLOUR[self.offer]
        return [card for card in self.hand(self.asked) if COLOUR[card] == colour]

    def _take(self, seat: int, card: int) -> None:
        hands, base = self.hands, HAND * seat
        last = base + self.hsize[seat] - 1
        i = hands.index(card, base, last + 1)
        hands[i] = hands[last]
        hands[last] = -1
        self.hsize[seat] -= 1

    def _give(self, seat: int, card: int) -> None:
        self.hands[HAND * seat + self.hsize[seat]] = card
        self.hsize[seat] += 1

    def _play(self, card: int, place: int) -> None:
        """T7: the card goes to the end of the row; a full row is scored (T9), then the draw."""
        seat = self.seat
        self._take(seat, card)
        length = self.rlen[place] + 1
        self.rows[MAX_ROW * place + length - 1] = card
        self.rlen[place] = length
        self.stall = 0
        if self.shown:
            self.shown &= ~(1 << card)
        if self.events is not None:
            self.events.append(ev.CardPlayed(seat, card, place))
        if length == LENGTH[self.rtok[place]] and self._score(place):
            return
        self._start_draw()

    def _score(self, place: int) -> bool:
        """T9 (T16–T18): score a full row; True when the turn stops here (a reveal, the end)."""
        token, base, length = self.rtok[place], MAX_ROW * place, self.rlen[place]
        cards = self.rows[base:base + length]
        sums = [0] * self.n
        for card in cards:
            sums[COLOUR[card]] += VALUE[card]
        best = max(sums)
        self.discard += cards
        self.rows[base:base + length] = _EMPTY_ROW[:length]
        self.rlen[place] = 0
        events = self.events
        if events is not None:
            events.append(ev.RowScored(place, token, tuple(cards), tuple(sums)))
        if sums.count(best) > 1:
            if events is not None:
                events.append(ev.TokenKept(place, token, tuple(s for s, v in enumerate(sums) if v == best)))
            return False
        winner = sums.index(best)
        self.owner[token] = winner
        points = POINTS[token]
        if points > 0:
            self.won[2 * winner] += points
        else:
            self.won[2 * winner + 1] -= points
        self.rtok[place] = -1
        self.live = tuple(p for p in self.live if p != place)
        if events is not None:
            events.append(ev.TokenWon(winner, token, place))
        if self.supply:
            self.reveal = place
            self.phase = REVEAL
            return True
        if not self.live:                       # T13: no token left to win
            self._end_turn(True)
            return True
        return False

    def _reveal_at(self, index: int) -> None:
        """T9 (chance): the supply's token at ``index`` goes face up on the freed place."""
        token = _pop_at(self.supply, index)
        place, self.reveal = self.reveal, -1
        self.rtok[place] = token
        self.live = tuple(sorted(self.live + (place,)))
        if self.events is not None:
            self.events.append(ev.TokenTurnedUp(place, token))
        self._start_draw()

    def _start_draw(self) -> None:
        self.need = HAND - self.hsize[self.seat]
        self.shuffled = False
        self._next_draw()

    def _next_draw(self) -> None:
        """T7, T11: draw while the hand is short; shuffle the discard pile in when the pile is
        empty and a card must be drawn, at most once a turn."""
        if self.need:
            if not self.pile and self.discard and not self.shuffled:
                self.pile, self.discard = self.discard, []
                self.shuffled = True
                if self.events is not None:
                    self.events.append(ev.Reshuffled(len(self.pile)))
            if self.pile:
                self.phase = DRAW
                return
        self._end_turn(False)

    def _draw_at(self, index: int) -> None:
        """T7 (chance): the pile's card at ``index`` goes to the hand of the seat to play."""
        card = _pop_at(self.pile, index)
        seat = self.seat
        self.hands[HAND * seat + self.hsize[seat]] = card
        self.hsize[seat] += 1
        self.need -= 1
        if self.events is not None:
            self.events.append(ev.CardDrawn(seat, card))
        self._next_draw()

    def _offer(self, card: int) -> None:
        """T10: the card is shown; the left neighbour answers first."""
        self.offer = card
        self.shown |= 1 << card
        self.asked = (self.seat + 1) % self.n
        self.phase = ANSWER
        if self.events is not None:
            self.events.append(ev.TradeOffered(self.seat, card))

    def _answer(self, action: int) -> None:
        """T10: a decline asks the next seat; a card given swaps both cards face up."""
        asked, events = self.asked, self.events
        if action == DECLINE:
            if events is not None:
                events.append(ev.TradeAnswered(asked, None))
            asked = (asked + 1) % self.n
            if asked != self.seat:
                self.asked = asked
                return
        else:
            given, offered, seat = action - GIVE0, self.offer, self.seat
            self._take(asked, given)
            self._take(seat, offered)
            self._give(seat, given)
            self._give(asked, offered)
            self.shown |= 1 << given
            if events is not None:
                events.append(ev.TradeAnswered(asked, given))
                events.append(ev.CardsSwapped(seat, offered, asked, given))
        self.offer = -1
        self.stall += 1
        self._end_turn(False)

    def _pass(self) -> None:
        """T11: no card in hand."""
        self.stall += 1
        if self.events is not None:
            self.events.append(ev.Passed(self.seat))
        self._end_turn(False)

    def _end_turn(self, over: bool) -> None:
        self.turn += 1
        if self.events is not None:
            self.events.append(ev.TurnEnded(self.seat, self.turn))
        if over or self.turn >= MAX_TURNS:     # T13
            self.phase = OVER
            if self.events is not None:
                self.events.append(ev.GameEnded(self.scores(), tuple(self.result()[1])))
            return
        self.seat = (self.seat + 1) % self.n
        self.phase = PLAY

    # ---------------------------------------------------------------- playouts

    def _blunder(self, place: int, card: int) -> bool:
        """Whether ``card`` filling the row of ``place`` gives the seat to play a red token or
        another seat a black one (T9)."""
        sums = self.sums(place)
        sums[COLOUR[card]] += VALUE[card]
        best = max(sums)
        if sums.count(best) > 1:
            return False
        mine = sums.index(best) == self.seat
        return mine if POINTS[self.rtok[place]] < 0 else not mine


    def playout(self, rand: Callable[[], float], trades: bool = True, careful: bool = False) -> None:
        """Finish the game uniformly at random: every legal action of a seat and every chance
        outcome equally likely (the search's ``random`` playout).  Without ``trades`` the
        seats only play (or pass): random trades mostly add turns that change no row.
        ``careful`` seats draw a second play, once, when the first would fill a row that gives
        them a red token or another seat a black one (what a player at the table avoids).

        The common turn (a play that fills no row, then one card drawn from a pile that has
        one) is inlined here for speed; every other case goes through the rule methods.
        """
        hands, hsize, rows, rlen, rtok, n = self.hands, self.hsize, self.rows, self.rlen, self.rtok, self.n
        inline = self.events is None
        while True:
            phase = self.phase
            if phase == PLAY:
                seat = self.seat
                size = hsize[seat]
                if not size:
                    self._pass()
                    continue
                live = self.live
                width = len(live)
                plays = size * width
                base = HAND * seat
                k = int(rand() * (plays + size if trades and self.stall < n else plays))
                if k >= plays:
                    self._offer(hands[base + k - plays])
                    continue
                i = base + k // width
                card, place = hands[i], live[k % width]
                length = rlen[place] + 1
                if careful and length == LENGTH[rtok[place]] and self._blunder(place, card):
                    k = int(rand() * plays)
                    i = base + k // width
                    card, place = hands[i], live[k % width]
                    length = rlen[place] + 1
                pile = self.pile
                if not inline or size < HAND or not pile or length == LENGTH[rtok[place]]:
                    self._play(card, place)
                    continue
                # T7: the card ends its row (no row is full) and one card is drawn, the hand's
                # slots and the pile changing exactly as _take and _draw_at change them.
                rows[MAX_ROW * place + length - 1] = card
                rlen[place] = length
                self.stall = 0
                if self.shown:
                    self.shown &= ~(1 << card)
                last = base + HAND - 1
                hands[i] = hands[last]
                j = int(rand() * len(pile))
                top = pile.pop()
                if j < len(pile):
                    hands[last], pile[j] = pile[j], top
                else:
                    hands[last] = top
                self.turn += 1
                if self.turn >= MAX_TURNS:          # T13
                    self.phase = OVER
                    return
                self.seat = (seat + 1) % n
            elif phase == DRAW:
                self._draw_at(int(rand() * len(self.pile)))
            elif phase == ANSWER:
                gives = self._gives()
                k = int(rand() * (len(gives) + 1))
                self._answer(GIVE0 + gives[k] if k < len(gives) else DECLINE)
            elif phase == REVEAL:
                self._reveal_at(int(rand() * len(self.supply)))
            else:
                return


def _pop_at(items: list[int], index: int) -> int:
    """Remove and return ``items[index]``; the last item fills the gap (the top keeps order)."""
    item = items[index]
    last = items.pop()
    if index < len(items):
        items[index] = last
    return item


def new_state(hands: list[list[int]], pile: list[int], tokens: list[int]) -> RowsState:
    """The position after the set-up (T4–T6): ``pile`` top first, ``tokens`` the four places
    first, then the supply top first (the save format's order)."""
    n = len(hands)
    state = RowsState.__new__(RowsState)
    state.n = n
    state.hands = [c for hand in hands for c in hand + [-1] * (HAND - len(hand))]
    state.hsize = [len(hand) for hand in hands]
    state.rows = [-1] * (MAX_ROW * PLACES)
    state.rlen = [0] * PLACES
    state.rtok = list(tokens[:PLACES])
    state.live = tuple(range(PLACES))
    state.pile = pile[::-1]
    state.discard = []
    state.supply = tokens[:PLACES - 1:-1]
    state.owner = [-1] * TOKEN_COUNT
    state.won = [0] * (2 * n)
    state.shown = 0
    state.seat = 0                              # T6
    state.phase = PLAY
    state.turn = state.stall = state.need = 0
    state.offer = state.asked = state.reveal = -1
    state.shuffled = False
    state.events = None
    return state


def deal(players: int, seed: Optional[int | str] = None) -> RowsState:
    """T4–T5: a shuffled deal for ``players`` seats (``seed`` None: at random)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Goal Rows is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    rng = random.Random(seed)
    cards = deck(players)
    rng.shuffle(cards)
    tokens = list(range(TOKEN_COUNT))
    rng.shuffle(tokens)
    hands = [cards[HAND * s:HAND * s + HAND] for s in range(players)]
    return new_state(hands, cards[HAND * players:], tokens)


__all__ = ["RowsState", "deal", "new_state", "MIN_PLAYERS", "MAX_PLAYERS", "HAND", "PLACES", "MAX_TURNS",
           "PLAY", "ANSWER", "DRAW", "REVEAL", "OVER", "PHASE_NAMES"]
