"""Goat Master across machines (docs/online.md): what a seat is told (R23), as typed ``msgspec`` Structs.

The game's ``goatmaster.net.online.ViewForm``.  R23 keeps the deck's order and the dealt cards (R7)
secret until played (R9) or shown (R15).  A view is what one seat knows: the pasture and its
markers, the hand slots (``-1``: empty, or another seat's dealt card) and which hold a dealt card,
the deck's size, the displays, the cards out of the game and out of play (R3), the decided types
with each display's (points, cards) of the type then (R14, R15), and where the turn stands; the
rest (pawns, markers left, milk, whose decision) follows.  :meth:`GoatMasterOnline.observation`
checks the rules between fields that the engine, its sampling and the table rely on.  Every
event is public: each travels as it is (one naming a pasture cell names its card then, so the log
tells the story before a snapshot as it happened).
"""

from __future__ import annotations

from typing import Annotated, Any, Optional, Sequence, get_args

import msgspec

from ...files.checked import rule
from .engine import events as ev
from .engine.cards import CARD_COUNT, GOAT_TYPES, MILK, POINTS, STEPS, TYPE, is_dog, type_cards
from .engine.pasture import STRIDE, geometry
from .engine.places import (BOX, CONSENT, DISPLAY, DOG, HAND, OUT, OVER, PASTURE, PHASE_NAMES, PLAY,
                            REFILL, TAKE, UNSEEN)
from .engine.setup import MAX_PLAYERS, MIN_PLAYERS, removal_problem
from .engine.state import MARKERS_PER_PLAYER, GameState
from .engine.view import SeatView

#: At most this many events in one message (a whole turn makes about twenty).
MAX_EVENTS = 256


Card = Annotated[int, msgspec.Meta(ge=0, lt=CARD_COUNT)]
#: A hand slot or a pasture cell: a card, or -1 (empty, or a card this seat may not know).
Slot = Annotated[int, msgspec.Meta(ge=-1, lt=CARD_COUNT)]
Cards = Annotated[tuple[Card, ...], msgspec.Meta(max_length=CARD_COUNT)]
Cell = Annotated[int, msgspec.Meta(ge=0, lt=STRIDE * 7)]
PerSeat = msgspec.Meta(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
#: A display's points and cards of one goat type (at most five cards, 1 to 5 points each).
Tally = tuple[Annotated[int, msgspec.Meta(ge=0, le=15)], Annotated[int, msgspec.Meta(ge=0, le=5)]]


class Decided(msgspec.Struct, array_like=True, forbid_unknown_fields=True, frozen=True):
    """A goat type won (R14, or R15 ``by_fourth``), with each display's (points, cards) of it then."""
    goat_type: Annotated[int, msgspec.Meta(ge=0, lt=GOAT_TYPES)]
    winner: Annotated[int, msgspec.Meta(ge=0, lt=MAX_PLAYERS)]
    by_fourth: bool
    tallies: Annotated[tuple[Tally, ...], PerSeat]


class GoatView(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """What one seat (or a spectator) knows of a game of Goat Master (R23)."""
    pasture: Annotated[tuple[Slot, ...], msgspec.Meta(min_length=36, max_length=49)]
    marks: Annotated[str, msgspec.Meta(pattern="^[.0-4]{36,49}$")]
    hands: Annotated[tuple[tuple[Slot, Slot], ...], PerSeat]
    secret: Annotated[tuple[tuple[bool, bool], ...], PerSeat]
    deck: Annotated[int, msgspec.Meta(ge=0, lt=CARD_COUNT)]
    displays: Annotated[tuple[Cards, ...], PerSeat]
    out: Cards
    box: Cards
    decided: Annotated[tuple[Decided, ...], msgspec.Meta(max_length=GOAT_TYPES)]
    turn: Annotated[int, msgspec.Meta(ge=0, lt=CARD_COUNT)]
    phase: Annotated[int, msgspec.Meta(ge=0, lt=len(PHASE_NAMES))]
    played: Slot
    took: Annotated[int, msgspec.Meta(ge=-1, lt=STRIDE * 7)]
    nothing_taken: bool
    refused: Annotated[tuple[tuple[Cell, Cell], ...], msgspec.Meta(max_length=MARKERS_PER_PLAYER * 12)]
    pending: Optional[tuple[Cell, Cell]] = None


class GoatMasterOnline:
    """Goat Master's online form (see the module docstring)."""
    View = GoatView
    Events = get_args(ev.Event)

    def view(self, state: Any, seat: Optional[int]) -> GoatView:
        seen = state.observation(-1 if seat is None else seat)
        s, n, cells, places = seen.state, seen.state.players, seen.state.geo.cells, dict[int, list[int]]()
        for card, w in enumerate(s.where):
            places.setdefault(w, []).append(card)
        return GoatView(
            pasture=tuple(s.cards[c] for c in cells), marks="".join(".01234"[s.marks[c] + 1] for c in cells),
            hands=tuple((s.hands[2 * k], s.hands[2 * k + 1]) for k in range(n)),
            secret=tuple((s.hidden[2 * k], s.hidden[2 * k + 1]) for k in range(n)), deck=seen.deck_size,
            displays=tuple(tuple(places.get(DISPLAY + k, ())) for k in range(n)), out=tuple(places.get(OUT, ())),
            box=tuple(places.get(BOX, ())), decided=tuple(
                Decided(t, s.owner[t], bool(s.by_fourth >> t & 1), tuple(
                    (s.dsum[k * GOAT_TYPES + t], s.dcnt[k * GOAT_TYPES + t]) for k in range(n)))
                for t in range(GOAT_TYPES) if s.owner[t] >= 0),
            turn=s.turn, phase=s.phase, played=s.played, took=s.took, nothing_taken=s.nothing_taken,
            refused=s.refused, pending=s.pending)

    def observation(self, view: GoatView, seat: Optional[int]) -> SeatView:
        n, me, phase, turn, played, took = len(view.hands), -1 if seat is None else seat, *(
            view.phase, view.turn, view.played, view.took)
        state, geo = GameState(), geometry(n)
        state.geo, state.players, span = geo, n, STRIDE * geo.size
        rule(len(view.secret) == len(view.displays) == n and me < n and all(len(d.tallies) == n for d in view.decided)
             and len(view.pasture) == len(view.marks) == len(geo.cells), "view: hands",
             f"every part names the same {n} players, on a {geo.size}×{geo.size} pasture (R3)")
        hands, secret = [c for pair in view.hands for c in pair], [flag for pair in view.secret for flag in pair]
        unknown = [slot for slot, flag in enumerate(secret) if flag and slot // 2 != me]
        rule(all((hands[slot] < 0) == (slot // 2 != me) for slot, flag in enumerate(secret) if flag), "view: hands",
             "a seat knows its own dealt cards and no other seat's (R23)")
        where, state.cards, state.marks = [BOX] * CARD_COUNT, [-1] * span, [-1] * span
        for card, place in [*zip(view.pasture, (PASTURE + c for c in geo.cells)), *((c, OUT) for c in view.out),
                            *((c, HAND + slot // 2) for slot, c in enumerate(hands)), *((c, -1) for c in view.box),
                            *((c, DISPLAY + k) for k, display in enumerate(view.displays) for c in display)]:
            rule(card < 0 or where[card] == BOX, "view: cards", "every card is in one place (R1)")
            where[card] = place if card >= 0 else where[card]
        unseen = tuple(c for c in range(CARD_COUNT) if where[c] == BOX)
        where = [UNSEEN if w == BOX else BOX if w < 0 else w for w in where]
        rule(not removal_problem(n, view.box), "view: box", f"R3's cards out of play for {n} players")
        rule(len(unseen) == view.deck + len(unknown), "view: deck", "the cards unseen are the deck's and dealt (R23)")
        owner, by_fourth, dsum, dcnt = [-1] * GOAT_TYPES, 0, [0] * (GOAT_TYPES * n), [0] * (GOAT_TYPES * n)
        steps, state.milk = [0] * n, [0] * n
        for d in view.decided:          # its losers' cards left the game, their points walked (R10, R14, R15)
            rule(owner[t := d.goat_type] < 0 and d.winner < n and where[type_cards(t)[0]] != BOX, "view: decided",
                 "a type of this game (R3), decided once, by one of its seats (R14, R15)")
            owner[t], by_fourth = d.winner, by_fourth | d.by_fourth << t
            for k, (points, count) in enumerate(d.tallies):
                dsum[k * GOAT_TYPES + t], dcnt[k * GOAT_TYPES + t] = points, count
                steps[k] += points if k != d.winner else 0
        rule(all(TYPE[c] >= 0 and owner[TYPE[c]] >= 0 for c in view.out), "view: out",
             "only goat cards of a decided type leave the game (R14, R15)")
        for card, w in enumerate(where):
            if DISPLAY <= w < PASTURE:
                k, t, i = w - DISPLAY, TYPE[card], (w - DISPLAY) * GOAT_TYPES + TYPE[card]
                steps[k], state.milk[k] = steps[k] + STEPS[card], state.milk[k] + MILK[card]
                if t >= 0 and owner[t] < 0:
                    dsum[i], dcnt[i] = dsum[i] + POINTS[card], dcnt[i] + 1
        state.pawns = [(geo.stables[k] + steps[k]) % geo.positions for k in range(n)]
        for cell, card, mark in zip(geo.cells, view.pasture, view.marks):
            state.cards[cell] = card
            if mark != ".":
                rule(int(mark) < n and card >= 0 and TYPE[card] >= 0 and owner[TYPE[card]] == int(mark),
                     "view: marks", "a marker lies on a goat card of a type its seat won (R14, R15, R17)")
                state.marks[cell] = int(mark)
        state.markers = [MARKERS_PER_PLAYER - view.marks.count(str(k)) for k in range(n)]
        rule(min(state.markers) >= 0, "view: marks", f"at most {MARKERS_PER_PLAYER} markers a seat (R17)")
        fits = sum(1 for c in unseen if MILK[c] or TYPE[c] >= 0 and not by_fourth >> TYPE[c] & 1)
        rule(fits >= len(unknown) and all(not is_dog(c) and (TYPE[c] < 0 or not by_fourth >> TYPE[c] & 1)
                                          for c, flag in zip(hands, secret) if flag),
             "view: secret", "a dealt card is no dog (R7), nor a fifth card of a type shown (R15)")
        mid, seat, nothing = phase in (TAKE, REFILL, DOG, CONSENT), (turn - (phase == OVER)) % n, view.nothing_taken
        rule(sum(1 for w in where if DISPLAY <= w < PASTURE or w == OUT) == turn + mid and (phase != OVER or turn > 0)
             and (played == -1 if phase == PLAY and turn == 0 else played >= 0 and (
            where[played] == DISPLAY + seat and (phase not in (DOG, CONSENT) or is_dog(played)) if mid
            else where[played] in (OUT, DISPLAY + (turn - 1) % n))), "view: turn, played",
             "a card played a turn, in its display or out (R9, R18)")
        held = [sum(1 for slot in (2 * k, 2 * k + 1) if hands[slot] >= 0 or secret[slot]) for k in range(n)]
        rule(held.count(2) == n - (held[seat] != 2) and (phase == OVER or held[seat] == (
            1 if phase == TAKE or nothing else 2)), "view: hands", "a turn plays one card, takes one (R7, R9, R11)")
        line = geo.lines[state.pawns[seat]]
        rule((took in line and view.deck > 0 and state.cards[took] < 0) if phase == REFILL else (took < 0) == (
            phase not in (DOG, CONSENT) or nothing) and (took < 0 or took in line), "view: took",
             "the cell taken from is in the line of the pawn, refilled from the deck (R11, R12)")
        moves = view.refused + ((view.pending,) if view.pending is not None else ())
        rule(len(set(moves)) == len(moves) and (view.pending is not None) == (phase == CONSENT) and (
            not nothing and not moves or phase in (DOG, CONSENT)) and all(
            state.marks[a] == seat and b in geo.dog_targets[a] and state.marks[b] not in (-1, seat)
            for a, b in moves), "view: pending", "the dog moves a seat's card onto another's, asked once (R12, R18)")
        state.where, state.hands, state.hidden, state.deck = where, hands, secret, []
        state.owner, state.by_fourth, state.dsum, state.dcnt = owner, by_fourth, dsum, dcnt
        state.tcount = [sum(dcnt[k * GOAT_TYPES + t] for k in range(n)) for t in range(GOAT_TYPES)]
        state.seat, state.phase, state.turn, state.played, state.took = seat, phase, turn, played, took
        state.nothing_taken, state.refused, state.pending, state.events = nothing, view.refused, view.pending, None
        state.actor = -1 if phase in (REFILL, OVER) else state.marks[view.pending[1]] if view.pending else seat
        state.vacated = (took,) if phase in (DOG, CONSENT) and took >= 0 and state.cards[took] < 0 else ()
        state.count_free()
        return SeatView.known(me, state, unseen, view.deck, tuple(unknown))

    def events(self, events: Sequence[object], seat: Optional[int]) -> list:
        """Every event as it is: all are public (R23, see the module docstring)."""
        return list(events)

    def check_events(self, events: list, observation: Any) -> None:
        """Every seat, cell, card and edge position an event names is one of this table's."""
        state = observation.state
        n, cells, seats, cards = state.players, set(state.geo.cells), range(state.players), range(CARD_COUNT)
        fits: dict[str, Any] = {
            "seat": seats, "player": seats, "owner": seats, "winner": seats, "winners": seats, "cell": cells,
            "source": cells, "target": cells, "cells": cells, "card": cards, "cards": cards,
            "swapped": (None, *cards), "start": range(state.geo.positions), "end": range(state.geo.positions),
            "steps": range(6), "goat_type": range(GOAT_TYPES), "turn": range(1, CARD_COUNT + 1), "scoring": ("A", "B")}
        rule(len(events) <= MAX_EVENTS, "events", f"one message holds at most {MAX_EVENTS}")
        for k, event in enumerate(events):
            where = f"events[{k}] ({type(event).__name__})"
            for name, allowed in fits.items():
                value = getattr(event, name, ())
                rule(all(v in allowed for v in (value if isinstance(value, tuple) else (value,))), where,
                     f"{name}: not one of this table of {n} players")
            rule(len(getattr(event, "displays", getattr(event, "scores", range(n)))) == n, where, "one per seat")
            rule(not hasattr(event, "cells") or len(event.cells) == len(event.cards), where, "a card for each cell")
            if isinstance(event, ev.GameEnded):
                rule(bool(event.winners) and [s.seat for s in event.scores] == list(seats), where,
                     "a score per seat, in order, and a winner (R22)")


ONLINE = GoatMasterOnline()
