"""Goal Rows across machines (docs/online.md): what a seat is told (T15), as typed ``msgspec`` Structs.

The game's form of ``goatmaster.net.online.ViewForm`` (met structurally: a game never imports
the network layer).  A view is the engine's own :class:`~.engine.view.RowsView` in its canonical
form: the seat's own hand (sorted), every other hand's cards seen in a trade (sorted) and ``-1``
for each card the seat cannot know, the rows, the tokens on the places, the pile's size, the
discard pile, the supply (sorted: its order is secret), who won each token, the cards shown in
trades and whose decision it is.  A spectator's view is that of no seat.  Two states a seat
cannot tell apart give the same view, byte for byte.

Events keep every public field; the one secret in them is the card a seat drew (T7, T11:
``CardDrawn.card``), sent only to the seat that drew it; every other seat and a spectator get
:data:`UNKNOWN`.

The types bound every field; :meth:`RowsOnline.observation` checks the rules between them (each
card of the players' colours once, each token once, the rows, the turns and the phases: T3–T13),
so that ``legal_actions()``, ``sample()`` and the table never fail on what was read.
"""

from __future__ import annotations

from typing import Annotated, Any, Optional, Sequence

import msgspec

from ...files.checked import rule
from .engine import events as ev
from .engine.cards import CARD_COUNT, HAND, LENGTH, MAX_ROW, POINTS, TOKEN_COUNT
from .engine.state import (ANSWER, DRAW, MAX_PLAYERS, MAX_TURNS, MIN_PLAYERS, OVER, PHASE_NAMES, PLACES,
                           REVEAL, RowsState)
from .engine.view import RowsView

#: A card a view cannot know: in a hand, or the card another seat drew (the engine's own mark).
UNKNOWN = -1


def _upto(high: int, low: int = 0) -> object:
    return msgspec.Meta(ge=low, lt=high)


Card = Annotated[int, _upto(CARD_COUNT)]
Slot = Annotated[int, _upto(CARD_COUNT, UNKNOWN)]
Token = Annotated[int, _upto(TOKEN_COUNT)]
Held = Annotated[int, _upto(MAX_PLAYERS, -1)]


class RowsWireView(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """What one seat (or a spectator) knows of a game of Goal Rows (T15)."""

    hands: Annotated[tuple[Annotated[tuple[Slot, ...], msgspec.Meta(max_length=HAND)], ...],
                     msgspec.Meta(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)]
    rows: Annotated[tuple[Annotated[tuple[Card, ...], msgspec.Meta(max_length=MAX_ROW)], ...],
                    msgspec.Meta(min_length=PLACES, max_length=PLACES)]
    tokens: Annotated[tuple[Annotated[int, _upto(TOKEN_COUNT, -1)], ...], msgspec.Meta(min_length=PLACES,
                                                                                         max_length=PLACES)]
    pile: Annotated[int, _upto(CARD_COUNT + 1)]
    discard: Annotated[tuple[Card, ...], msgspec.Meta(max_length=CARD_COUNT)]
    supply: Annotated[tuple[Token, ...], msgspec.Meta(max_length=TOKEN_COUNT)]
    owner: Annotated[tuple[Held, ...], msgspec.Meta(min_length=TOKEN_COUNT, max_length=TOKEN_COUNT)]
    shown: Annotated[tuple[Card, ...], msgspec.Meta(max_length=HAND * MAX_PLAYERS)]
    seat: Annotated[int, _upto(MAX_PLAYERS)]
    phase: Annotated[int, _upto(len(PHASE_NAMES))]
    turn: Annotated[int, _upto(MAX_TURNS + 1)]
    stall: Annotated[int, _upto(MAX_TURNS + 1)]
    offer: Slot
    asked: Held
    need: Annotated[int, _upto(HAND + 1)]
    shuffled: bool
    reveal: Annotated[int, _upto(PLACES, -1)]


class RowsOnline:
    """Goal Rows' online form (see the module docstring)."""

    View = RowsWireView
    Events = (ev.CardPlayed, ev.RowScored, ev.TokenWon, ev.TokenKept, ev.TokenTurnedUp, ev.Reshuffled,
              ev.CardDrawn, ev.TradeOffered, ev.TradeAnswered, ev.CardsSwapped, ev.Passed, ev.TurnEnded,
              ev.GameEnded)

    def view(self, state: Any, seat: Optional[int]) -> RowsWireView:
        seen = state.observation(-1 if seat is None else seat)
        s = seen.state
        return RowsWireView(
            hands=tuple(tuple(s.hands[HAND * k:HAND * k + s.hsize[k]]) for k in range(s.n)),
            rows=tuple(tuple(s.row(p)) for p in range(PLACES)), tokens=tuple(s.rtok), pile=seen.pile_size,
            discard=tuple(s.discard), supply=tuple(s.supply), owner=tuple(s.owner),
            shown=tuple(c for c in range(CARD_COUNT) if s.shown >> c & 1), seat=s.seat, phase=s.phase,
            turn=s.turn, stall=s.stall, offer=s.offer, asked=s.asked, need=s.need, shuffled=s.shuffled,
            reveal=s.reveal)

    def observation(self, view: RowsWireView, seat: Optional[int]) -> RowsView:
        n, phase, me = len(view.hands), view.phase, -1 if seat is None else seat
        deck = 12 * n                                           # T4: the players' colours only
        hands = [list(hand) for hand in view.hands]
        known = [c for hand in hands for c in hand if c >= 0] + [c for row in view.rows for c in row] \
            + list(view.discard)
        rule(max(known + list(view.shown) + [view.offer], default=0) < deck, "view: cards",
             f"the {n} players' colours have {deck} cards (T4)")
        rule(len(set(known)) == len(known), "view: cards", "every card is in one place (T4)")
        unseen = sorted(set(range(deck)) - set(known))
        rule(len(unseen) == view.pile + sum(hand.count(UNKNOWN) for hand in hands), "view: pile",
             "the cards no one sees are the pile's and the hands' unknown ones (T4)")
        rule(me < n and (me < 0 or UNKNOWN not in hands[me]), "view: hands", "a seat knows its own hand")
        rule(all(hand == sorted(c for c in hand if c >= 0) + [UNKNOWN] * hand.count(UNKNOWN) and (
            s == me or all(c < 0 or c in view.shown for c in hand)) for s, hand in enumerate(hands)), "view: hands",
             "known cards in order, then the unknown; another seat's card is known once shown in a trade (T15)")
        won = [t for t, holder in enumerate(view.owner) if holder >= 0]
        tokens = [t for t in view.tokens if t >= 0] + list(view.supply) + won
        rule(sorted(tokens) == list(range(TOKEN_COUNT)), "view: tokens", "every token is in one place (T3)")
        rule(list(view.supply) == sorted(view.supply), "view: supply", "in order: the supply's order is secret (T15)")
        rule(max(view.owner) < n and view.seat < n and view.asked < n, "view: seat", f"a seat of {n} players")
        for place, (token, row) in enumerate(zip(view.tokens, view.rows)):
            rule(len(row) < (LENGTH[token] if token >= 0 else 1), f"view: rows[{place}]",
                 "a place without a token holds no row; a full row is scored at once (T9)")
        in_hands = {c for hand in hands for c in hand}
        rule(list(view.shown) == sorted(set(view.shown)) and in_hands.issuperset(view.shown), "view: shown",
             "cards once each, in order, each in a hand (T15)")
        live = tuple(p for p in range(PLACES) if view.tokens[p] >= 0)
        over = phase == OVER
        rule(view.seat == (view.turn - over) % n, "view: seat", "turns go round from seat 0 (T6)")
        rule(not over or (view.turn >= 1 and (view.turn == MAX_TURNS or not (live or view.supply))), "view: phase",
             f"the game ends with no token left to win, or after turn {MAX_TURNS} (T13)")
        rule(over or view.turn < MAX_TURNS, "view: turn", f"the game is over after turn {MAX_TURNS} (T13)")
        rule((phase == REVEAL) == (view.reveal >= 0) and (phase != REVEAL or (view.tokens[view.reveal] < 0
                                                                               and bool(view.supply))),
             "view: reveal", "a token turns up from the supply on a place without one (T9)")
        rule(not view.supply or all(t >= 0 or p == view.reveal for p, t in enumerate(view.tokens)), "view: tokens",
             "a place is empty only once the supply is (T9)")
        rule(over or phase == REVEAL or bool(live), "view: tokens", "no token left to win, yet the game goes on (T13)")
        rule((phase == ANSWER) == (view.offer >= 0) and (phase != ANSWER or (
            view.offer in hands[view.seat] and view.offer in view.shown and 0 <= view.asked != view.seat
            and view.stall < n)), "view: offer", "an offer is open, shown, while another seat answers it (T10, T12)")
        rule(view.stall <= view.turn, "view: stall", "turns without a card played are turns (T12)")
        rule(phase != DRAW or (view.pile > 0 and view.need >= 1 and len(hands[view.seat]) + view.need == HAND),
             "view: need", f"a card is drawn from a pile that has one, back to {HAND} in hand (T7, T11)")
        state = RowsState.__new__(RowsState)
        state.n = n
        state.hands = [c for hand in hands for c in hand + [UNKNOWN] * (HAND - len(hand))]
        state.hsize = [len(hand) for hand in hands]
        state.rows = [c for row in view.rows for c in row + (-1,) * (MAX_ROW - len(row))]
        state.rlen = [len(row) for row in view.rows]
        state.rtok, state.live, state.pile = list(view.tokens), live, []
        state.discard, state.supply, state.owner = list(view.discard), list(view.supply), list(view.owner)
        state.won = [0] * (2 * n)
        for token in won:
            state.won[2 * view.owner[token] + (POINTS[token] < 0)] += abs(POINTS[token])
        state.shown = sum(1 << c for c in view.shown)
        state.seat, state.phase, state.turn, state.stall = view.seat, phase, view.turn, view.stall
        state.offer, state.asked, state.need, state.shuffled = view.offer, view.asked, view.need, view.shuffled
        state.reveal, state.events = view.reveal, None
        seen = RowsView.__new__(RowsView)
        seen.seat, seen.state, seen.unseen, seen.pile_size = me, state, tuple(unseen), view.pile
        return seen

    def events(self, events: Sequence[object], seat: Optional[int]) -> list:
        """Every public field; a card drawn only to the seat that drew it (T7, T15)."""
        return [ev.CardDrawn(e.seat, UNKNOWN) if isinstance(e, ev.CardDrawn) and e.seat != seat else e
                for e in events]

    def check_events(self, events: list, observation: Any) -> None:
        """Every seat, card, place and token an event names is one of this table's."""
        n = observation.state.n
        highs = {"seat": n, "partner": n, "seats": n, "winners": n, "offered": 12 * n, "given": 12 * n,
                 "place": PLACES, "token": TOKEN_COUNT}
        for k, event in enumerate(events):
            where = f"events[{k}] ({type(event).__name__})"
            for name, high in highs.items():
                value = getattr(event, name, ())
                values: tuple = value if isinstance(value, tuple) else (value,)
                rule(all(0 <= v < high for v in values), where, f"{name}: not one of this table of {n} players")
            card = getattr(event, "card", None)
            lowest = UNKNOWN if isinstance(event, ev.CardDrawn) else 0
            rule(card is None or lowest <= card < 12 * n, where, "card: not one of this table's")
            if isinstance(event, ev.RowScored):
                rule(len(event.sums) == n and all(0 <= c < 12 * n for c in event.cards), where, "a row of this table")
            if isinstance(event, ev.GameEnded):
                rule([score.seat for score in event.scores] == list(range(n)), where, "a score per seat, in order")


ONLINE = RowsOnline()

__all__ = ["ONLINE", "RowsOnline", "RowsWireView", "UNKNOWN"]
