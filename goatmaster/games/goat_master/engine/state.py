"""The live game state and every rule of a turn (R9–R22).

Everything is plain lists of small ints, so :meth:`GameState.copy` is cheap and
the search can clone a state thousands of times a second.  :meth:`apply` trusts
its caller (the search only offers legal decisions); :meth:`check` explains why
a decision is illegal and is what the loader, the CLI and the app call first.

>>> from goatmaster.games.goat_master.engine import GameState, deal
>>> state = GameState.from_setup(deal(2, seed=1))
>>> state.phase_name, state.actor, len(state.legal_decisions())
('play', 0, 2)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Iterator, NamedTuple, Optional

from ....core.game import CHANCE, TERMINAL
from . import events as ev
from .actions import CONSENT_NO, CONSENT_YES, DECISIONS, DOG0, DOG_SKIP, TAKE0, TAKE_NONE, action_of
from .cards import (CARD_COUNT, FIRST_MILK, GOAT_TYPES, MILK, POINTS, STEPS, TYPE,
                    Card, card_id, type_cards)
from .decisions import (Consent, Decision, DogMove, IllegalDecision, NO_DOG_MOVE, Play, Take,
                        parse_decision)
from .pasture import Cell, Geometry, Position, cell_text, geometry
from .setup import HAND_SIZE, Setup

if TYPE_CHECKING:
    from .view import SeatView

# The phases and places live in .places (a view reads them without the state); the engine's users
# import them from here, as before.
from .places import (BOX, CONSENT, DECK, DISPLAY, DOG, HAND, OUT, OVER, PASTURE, PHASE_NAMES,  # noqa: F401
                     PLAY, REFILL, TAKE, UNSEEN)

MARKERS_PER_PLAYER = 10
#: Each type's cards, highest value first: the order R17 marks them in.
HIGH_FIRST = tuple(tuple(reversed(type_cards(t))) for t in range(GOAT_TYPES))
EIGHT = 8                               # R14


#: Every field of a :class:`GameState`, in order.  Read this, not ``__slots__``: the class stays
#: compilable by mypyc (scripts/compile-engine: about twice the playouts), whose classes keep no ``__slots__``
#: and are made by calling them, not by ``__new__``.
FIELDS = ("geo", "players", "cards", "marks", "deck", "hands", "hidden", "where", "free", "dsum", "dcnt",
          "tcount", "owner", "by_fourth", "milk", "markers", "pawns", "seat", "actor", "phase", "played",
          "took", "nothing_taken", "vacated", "refused", "pending", "turn", "events")


class GameState:
    """A position: pasture, markers, pawns, hands, displays, deck and whose decision it is."""

    __slots__ = FIELDS

    geo: Geometry
    cards: list[int]        # per cell (row*8+col): the card there, -1 when empty
    marks: list[int]        # per cell: the seat whose marker is on the card, -1 for none
    deck: list[int]         # face down, the next card to draw LAST (pop() is cheap)
    hands: list[int]        # two slots per seat: hands[2*seat], hands[2*seat+1]; -1 empty
    hidden: list[bool]      # per hand slot: a dealt card nobody else has seen (R23)
    where: list[int]        # per card: BOX, OUT, DECK, HAND+seat, DISPLAY+seat, PASTURE+cell
    free: int               # bit per cell: an unmarked card, one a pawn may take (R11, R17); from cards and marks
    dsum: list[int]         # per seat*18+type: goat points in the display (undecided types)
    dcnt: list[int]         # per seat*18+type: goat cards in the display (undecided types)
    tcount: list[int]       # per type: its cards in all displays (R15)
    owner: list[int]        # per type: the seat that won it, -1 while undecided
    players: int
    by_fourth: int          # bit per type: decided by the fourth card (R15)
    milk: list[int]         # per seat: milk total in the display (R21)
    markers: list[int]      # per seat: markers left (R17)
    pawns: list[int]        # per seat: edge position of the pawn (R5)
    seat: int               # whose turn it is
    actor: int              # who decides now (the owner answers a consent), CHANCE at a refill
    phase: int
    played: int             # the card played this turn, -1 before
    took: int               # the cell taken this turn, -1 before
    nothing_taken: bool     # R12 applied this turn
    vacated: tuple[int, ...]                    # cells left empty this turn (R19 b)
    refused: tuple[tuple[int, int], ...]        # dog moves refused this turn (R18)
    pending: Optional[tuple[int, int]]          # the dog move awaiting consent
    turn: int
    events: Optional[list]  # when a list, every rule appends what it did

    # ------------------------------------------------------------------ creation

    @classmethod
    def from_setup(cls, setup: Setup) -> "GameState":
        """The position right after the deal; seat 0 to play (R8)."""
        n = setup.players
        geo = geometry(n)
        self = cls()
        self.geo = geo
        self.players = n
        span = 8 * geo.size
        self.cards = [-1] * span
        self.marks = [-1] * span
        self.where = [BOX] * CARD_COUNT
        for r, row in enumerate(setup.pasture):
            for k, card in enumerate(row):
                self.cards[r * 8 + k] = card
                self.where[card] = PASTURE + r * 8 + k
        self.count_free()
        self.deck = list(reversed(setup.deck))
        for card in self.deck:
            self.where[card] = DECK
        self.hands = []
        for seat, hand in enumerate(setup.hands):
            self.hands += hand
            for card in hand:
                self.where[card] = HAND + seat
        self.hidden = [True] * (HAND_SIZE * n)
        self.dsum = [0] * (GOAT_TYPES * n)
        self.dcnt = [0] * (GOAT_TYPES * n)
        self.tcount = [0] * GOAT_TYPES
        self.owner = [-1] * GOAT_TYPES
        self.by_fourth = 0
        self.milk = [0] * n
        self.markers = [MARKERS_PER_PLAYER] * n
        self.pawns = list(geo.stables)      # R6: each pawn starts at its stable
        self.seat = self.actor = 0          # R8
        self.phase = PLAY
        self.played = -1
        self.took = -1
        self.nothing_taken = False
        self.vacated = ()
        self.refused = ()
        self.pending = None
        self.turn = 0
        self.events = None
        return self

    def copy(self) -> "GameState":
        """An independent copy (without the event list) for search."""
        other = GameState()
        other.geo = self.geo
        other.players = self.players
        other.cards = self.cards[:]
        other.marks = self.marks[:]
        other.deck = self.deck[:]
        other.hands = self.hands[:]
        other.hidden = self.hidden[:]
        other.where = self.where[:]
        other.free = self.free
        other.dsum = self.dsum[:]
        other.dcnt = self.dcnt[:]
        other.tcount = self.tcount[:]
        other.owner = self.owner[:]
        other.by_fourth = self.by_fourth
        other.milk = self.milk[:]
        other.markers = self.markers[:]
        other.pawns = self.pawns[:]
        other.seat = self.seat
        other.actor = self.actor
        other.phase = self.phase
        other.played = self.played
        other.took = self.took
        other.nothing_taken = self.nothing_taken
        other.vacated = self.vacated
        other.refused = self.refused
        other.pending = self.pending
        other.turn = self.turn
        other.events = None
        return other

    def count_free(self) -> None:
        """Count :attr:`free` from the pasture: for a state built field by field (the rules keep it)."""
        cards, marks = self.cards, self.marks
        self.free = sum(1 << c for c in self.geo.cells if cards[c] >= 0 and marks[c] < 0)

    # ------------------------------------------------------------------ reading

    @property
    def size(self) -> int:
        return self.geo.size

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def is_chance(self) -> bool:
        """True while the gap of a take waits for the deck's top card (R11)."""
        return self.phase == REFILL

    def hand(self, seat: int) -> list[Card]:
        return [c for c in self.hands[2 * seat:2 * seat + 2] if c >= 0]

    def display(self, seat: int) -> list[Card]:
        """The seat's display, in card order."""
        return [c for c in range(CARD_COUNT) if self.where[c] == DISPLAY + seat]

    def cards_at(self, place: int) -> list[Card]:
        return [c for c in range(CARD_COUNT) if self.where[c] == place]

    def card_at(self, cell: Cell) -> Card:
        return self.cards[cell]

    def pawn_after(self, card: Card) -> Position:
        """R10: the edge position the mover's pawn stands on once ``card`` is played."""
        return (self.pawns[self.seat] + STEPS[card]) % self.geo.positions

    def take_cells(self) -> list[Cell]:
        """Cells of the acting pawn's line holding an unmarked card (R11), door cell first."""
        p, geo = self.pawns[self.seat], self.geo
        return list(geo.takes[p][self.free & geo.line_masks[p]])

    def marked_cells(self, seat: int) -> list[Cell]:
        """The cells holding ``seat``'s markers, in cell order."""
        # A marker stays on the pasture once placed (R17), so the seat has 10 − markers left of
        # them there: list.index finds each without a Python loop over every cell.
        marks, found, c = self.marks, [], -1
        for _ in range(MARKERS_PER_PLAYER - self.markers[seat]):
            c = marks.index(seat, c + 1)
            found.append(c)
        return found

    def dog_moves(self) -> list[tuple[Cell, Cell]]:
        """(source, target) pairs R18 allows now, leaving out targets already refused."""
        s, marks, targets, refused = self.seat, self.marks, self.geo.dog_targets, self.refused
        moves = [(c, t) for c in self.marked_cells(s) for t in targets[c] if marks[t] != s]
        if refused:
            moves = [m for m in moves if m not in refused]
        return moves

    def legal_decisions(self) -> list[Decision]:
        """Every decision the actor may take now (empty at a chance step or the end)."""
        phase = self.phase
        if phase == PLAY:
            return [Play(c) for c in self.hand(self.seat)]
        if phase == TAKE:
            return [Take(c) for c in self.take_cells()] or [Take(None)]
        if phase == DOG:
            moves: list[Decision] = [DogMove(a, b) for a, b in self.dog_moves()]
            return moves + [NO_DOG_MOVE]
        if phase == CONSENT:
            return [Consent(True), Consent(False)]
        return []

    def check(self, decision: Decision) -> None:
        """Raise :class:`IllegalDecision` with a reason a player can read, unless legal now."""
        phase, seat = self.phase, self.seat
        if phase == OVER:
            raise IllegalDecision("the game is over", "over")
        if phase == REFILL:
            raise IllegalDecision("the deck must refill the pasture first", "refill")
        if phase == PLAY:
            if not isinstance(decision, Play):
                raise IllegalDecision(f"seat {seat} must first play a card from hand", "play", seat)
            card = decision.card
            if type(card) is not int or not 0 <= card < CARD_COUNT:
                raise IllegalDecision(f"{card!r} is not a card", "not_a_card")
            if self.where[card] != HAND + seat:
                raise IllegalDecision(f"{card_id(card)} is not in seat {seat}'s hand", "not_in_hand", seat)
        elif phase == TAKE:
            if not isinstance(decision, Take):
                raise IllegalDecision(f"seat {seat} must take a card from the pawn's line", "take", seat)
            cells = self.take_cells()
            if decision.cell is None:
                if cells:
                    raise IllegalDecision(f"a card can be taken, e.g. at {cell_text(cells[0])} (R12)",
                                          "can_take", seat)
            elif decision.cell not in cells:
                raise IllegalDecision(*self._why_not_take(decision.cell), seat)
        elif phase == DOG:
            if not isinstance(decision, DogMove):
                raise IllegalDecision(f"seat {seat} must move a marked card with the dog, or not",
                                      "dog", seat)
            if not decision.is_skip:
                self._check_dog_move(decision.source, decision.target)
        elif not isinstance(decision, Consent):
            raise IllegalDecision(f"seat {self.actor} must answer yes or no to the dog move",
                                  "consent", self.actor)

    def _why_not_take(self, c: Cell) -> tuple[str, str]:
        if c not in self.geo.cells:
            return f"{cell_text(c)} is not on the pasture", "off_pasture"
        if c not in self.geo.lines[self.pawns[self.seat]]:
            return f"{cell_text(c)} is not in the line of seat {self.seat}'s pawn (R11)", "not_in_line"
        if self.cards[c] < 0:
            return f"{cell_text(c)} is empty", "empty"
        return f"{cell_text(c)} carries a marker and cannot be taken (R17)", "marked"

    def _check_dog_move(self, source: Optional[Cell], target: Optional[Cell]) -> None:
        s, cells = self.seat, self.geo.cells
        if source is None or target is None or source not in cells or target not in cells:
            raise IllegalDecision("a dog move needs two cells of the pasture", "off_pasture", s)
        if self.marks[source] != s:
            raise IllegalDecision(f"{cell_text(source)} does not carry seat {s}'s marker (R18)",
                                  "not_own_marker", s)
        if target not in self.geo.dog_targets[source]:
            raise IllegalDecision(
                f"{cell_text(target)} is not in the row or column of {cell_text(source)} (R18)",
                "not_in_dog_line", s)
        if self.marks[target] == s:
            raise IllegalDecision(f"{cell_text(target)} holds seat {s}'s own marked card (R18)",
                                  "own_marker", s)
        if (source, target) in self.refused:
            raise IllegalDecision(f"seat {self.marks[target]} already refused this move (R18)",
                                  "refused_before", self.marks[target])

    # ------------------------------------------------------------------ playing

    def apply(self, decision: Decision) -> None:
        """Apply a legal decision (not checked: call :meth:`check` first for outside input)."""
        if isinstance(decision, Play):
            self._play(decision.card)
        elif isinstance(decision, Take):
            self._take(-1 if decision.cell is None else decision.cell)
        elif isinstance(decision, DogMove):
            if decision.source is None or decision.target is None:
                self._end_turn()
            else:
                self._dog(decision.source, decision.target)
        else:
            self._consent(decision.agree)

    def refill(self) -> None:
        """The chance step (R11): the deck's top card fills the gap the take left."""
        self._refill()

    def advance(self) -> None:
        """Resolve chance steps until a player must decide or the game is over."""
        while self.phase == REFILL:
            self._refill()

    def _play(self, card: Card) -> None:
        """R9, R10: the card goes to the display and the pawn walks."""
        s = self.seat
        hands = self.hands
        slot = 2 * s if hands[2 * s] == card else 2 * s + 1
        hands[slot] = -1
        self.hidden[slot] = False
        self.where[card] = DISPLAY + s
        pawns = self.pawns
        start = pawns[s]
        steps = STEPS[card]
        if steps:
            pawns[s] = (start + steps) % self.geo.positions     # pawn_after, inline: hot path
        t = TYPE[card]
        if t >= 0:
            if self.owner[t] < 0:
                k = s * GOAT_TYPES + t
                self.dsum[k] += POINTS[card]
                self.dcnt[k] += 1
                self.tcount[t] += 1
        elif card >= FIRST_MILK:
            self.milk[s] += MILK[card]
        self.played = card
        self.phase = TAKE
        log = self.events
        if log is not None:
            log.append(ev.CardPlayed(s, card))
            log.append(ev.PawnMoved(s, start, pawns[s], steps))

    def _take(self, c: Cell) -> None:
        """R11, R12: take the card on ``c`` (``-1``: nothing to take)."""
        s = self.seat
        if c < 0:
            self.nothing_taken = True
            if self.events is not None:
                self.events.append(ev.NothingToTake(s))
            self._score()
            return
        card = self.cards[c]
        self.cards[c] = -1
        self.free &= ~(1 << c)
        hands = self.hands
        hands[2 * s if hands[2 * s] < 0 else 2 * s + 1] = card
        self.where[card] = HAND + s
        self.took = c
        if self.events is not None:
            self.events.append(ev.CardTaken(s, c, card))
        if self.deck:
            self.phase = REFILL
            self.actor = CHANCE
        else:
            self.vacated += (c,)
            self._score()

    def _refill(self) -> None:
        c = self.took
        card = self.deck.pop()
        self.cards[c] = card
        self.free |= 1 << c
        self.where[card] = PASTURE + c
        if self.events is not None:
            self.events.append(ev.PastureRefilled(c, card))
        t = TYPE[card]
        if t >= 0 and self.owner[t] >= 0:
            self._mark(self.owner[t], [c])     # R11, R14, R15: an owed card arrives
        self.actor = self.seat
        self._score()

    def _mark(self, seat: int, cells: list[Cell]) -> None:
        """R17: mark ``cells`` (highest value first) while the seat has markers."""
        left = self.markers[seat]
        placed, short = cells[:left], cells[left:]
        for c in placed:
            self.marks[c] = seat
            self.free &= ~(1 << c)
        self.markers[seat] = left - len(placed)
        if self.events is not None:
            cards = self.cards
            if placed:
                self.events.append(ev.MarkersPlaced(seat, tuple(placed), tuple(cards[c] for c in placed)))
            if short:
                self.events.append(ev.MarkersRanOut(seat, tuple(short), tuple(cards[c] for c in short)))

    def _score(self) -> None:
        """R13–R16 after the take and its refill; then the dog (R18) or the turn's end."""
        card = self.played
        t = TYPE[card]
        if t >= 0:
            if self.owner[t] < 0:                   # the same tests as play_scoring, inline: hot path
                s = self.seat
                if self.dsum[s * GOAT_TYPES + t] >= EIGHT:
                    self._decide(t, s, "A")
                elif self.tcount[t] == 4:
                    self._decide(t, self._fourth_card_winner(t, s), "B")
        elif card < FIRST_MILK and self._has_dog_move():
            self.phase = DOG
            return
        self._end_turn()

    def play_scoring(self, seat: int, card: int) -> str:
        """What ``seat`` playing ``card`` now would score (R13–R16): "decided" (a decided
        type's card only moves the pawn), "A" (R14), "B" (R15) or "" (nothing, and always
        for a dog or milk card).

        The advice a player reads asks this rather than working the rules out again;
        :meth:`_score` makes the same tests inline (tests check that the two agree).
        """
        t = TYPE[card]
        if t < 0:
            return ""
        if self.owner[t] >= 0:
            return "decided"
        if self.dsum[seat * GOAT_TYPES + t] + POINTS[card] >= EIGHT:
            return "A"
        if self.tcount[t] == 3:
            return "B"
        return ""

    def _fourth_card_winner(self, t: int, s: int) -> int:
        """R15: highest total, then more cards, then the player who played, then clockwise."""
        n = self.players
        best, best_key = s, (-1, -1)
        for k in range(n):
            o = (s + k) % n
            i = o * GOAT_TYPES + t
            key = (self.dsum[i], self.dcnt[i])
            if key > best_key:
                best, best_key = o, key
        return best

    def _decide(self, t: int, winner: int, scoring: str) -> None:
        """R14 (A) or R15 (B): the type is won; mark, discard, reveal."""
        self.owner[t] = winner
        if scoring == "B":
            self.by_fourth |= 1 << t
        if self.events is not None:             # told as it happens: the win, then what follows from it
            self._tell_decided(t, winner, scoring)
        where, hands = self.where, self.hands
        to_mark: list[Cell] = []
        for card in HIGH_FIRST[t]:                      # highest value first (R17)
            w = where[card]
            if w >= PASTURE:
                to_mark.append(w - PASTURE)
            elif w >= DISPLAY:
                if w != DISPLAY + winner:
                    where[card] = OUT
            elif w >= HAND and scoring == "B":          # only B reaches here with a hand card
                holder = w - HAND
                self.hidden[2 * holder if hands[2 * holder] == card else 2 * holder + 1] = False
        if to_mark:
            self._mark(winner, to_mark)

    def _tell_decided(self, t: int, winner: int, scoring: str) -> None:
        """The events of :meth:`_decide`, read before it moves the cards."""
        log, where, n = self.events, self.where, self.players
        assert log is not None
        # dsum and dcnt hold the displays as they are: a decided type's are never updated
        log.append(ev.TypeDecided(winner, t, scoring, self.seat, tuple(
            (self.dsum[o * GOAT_TYPES + t], self.dcnt[o * GOAT_TYPES + t]) for o in range(n))))
        cards = HIGH_FIRST[t]
        for seat in range(n):
            if seat != winner:
                left = tuple(sorted(c for c in cards if where[c] == DISPLAY + seat))
                if left:
                    log.append(ev.CardsLeftGame(seat, left))
        if scoring == "B":
            log += [ev.OwedCardShown(where[c] - HAND, c, winner) for c in cards if HAND <= where[c] < DISPLAY]

    def _has_dog_move(self) -> bool:
        """Whether :meth:`dog_moves` is not empty (refused moves aside: none yet this turn)."""
        s, marks, targets = self.seat, self.marks, self.geo.dog_targets
        for c in self.marked_cells(s):
            for t in targets[c]:
                if marks[t] != s:
                    return True
        return False

    def _dog(self, source: Cell, target: Cell) -> None:
        """R18: move at once, or ask the owner of the target's marker."""
        owner = self.marks[target]
        if owner >= 0:
            self.pending = (source, target)
            self.phase = CONSENT
            self.actor = owner
            if self.events is not None:
                self.events.append(ev.ConsentAsked(self.seat, owner, source, target, self.cards[source],
                                                   self.cards[target]))
        else:
            self._move(source, target)
            self._end_turn()

    def _consent(self, agree: bool) -> None:
        assert self.pending is not None, "a consent answers a pending dog move"
        source, target = self.pending
        owner = self.actor
        self.pending = None
        self.actor = self.seat
        if self.events is not None:
            self.events.append(ev.ConsentGiven(owner, agree))
        if agree:
            self._move(source, target)
            self._end_turn()
        else:                                           # R18: pick another move or none
            self.refused += ((source, target),)
            self.phase = DOG

    def _move(self, source: Cell, target: Cell) -> None:
        cards, marks, where = self.cards, self.marks, self.where
        moved, swapped = cards[source], cards[target]
        cards[target], cards[source] = moved, swapped
        marks[target], marks[source] = marks[source], marks[target]
        free = self.free & ~(1 << source | 1 << target)
        for c in (source, target):
            if cards[c] >= 0 and marks[c] < 0:
                free |= 1 << c
        self.free = free
        where[moved] = PASTURE + target
        if swapped >= 0:
            where[swapped] = PASTURE + source
        else:
            self.vacated += (source,)
        if self.events is not None:
            self.events.append(ev.DogMoved(self.seat, source, target, moved,
                                           swapped if swapped >= 0 else None))

    def _end_turn(self) -> None:
        """R19: the end is checked once, after the whole turn."""
        s = self.seat
        over = self.nothing_taken or (self.vacated and self._line_emptied())
        self.turn += 1
        log = self.events
        if log is not None:
            log.append(ev.TurnEnded(s, self.turn))
        self.nothing_taken = False
        self.vacated = ()
        self.refused = ()
        self.took = -1
        if over:
            self.phase = OVER
            self.actor = -1
            if log is not None:
                scores = self.scores()
                log.append(ev.GameEnded(scores, winners(scores)))
            return
        s = (s + 1) % self.players
        self.seat = self.actor = s
        self.phase = PLAY

    def _line_emptied(self) -> bool:
        """R19 (b): a row or column of a cell vacated this turn is now empty."""
        cards, n = self.cards, self.geo.size
        for c in self.vacated:
            # cards holds 8 cells a row, so a row and a column are slices: read without a Python loop
            row = c - (c & 7)
            if max(cards[row:row + n]) < 0 or max(cards[c & 7::8]) < 0:
                return True
        return False

    # ------------------------------------------------------------------ the core game interface

    @property
    def num_seats(self) -> int:
        return self.players

    def current_player(self) -> int:
        """The seat to decide (the owner answers a consent, R18), CHANCE at a refill, TERMINAL."""
        phase = self.phase
        if phase == REFILL:
            return CHANCE
        if phase == OVER:
            return TERMINAL
        return self.actor

    def legal_actions(self) -> list[int]:
        """The actions of :meth:`legal_decisions`, in the same order."""
        phase = self.phase
        if phase == PLAY:
            s = 2 * self.seat
            hands = self.hands
            return [c for c in (hands[s], hands[s + 1]) if c >= 0]
        if phase == TAKE:
            return [TAKE0 + c for c in self.take_cells()] or [TAKE_NONE]
        if phase == DOG:
            actions = [DOG0 + a * 64 + b for a, b in self.dog_moves()]
            actions.append(DOG_SKIP)
            return actions
        if phase == CONSENT:
            return [CONSENT_YES, CONSENT_NO]
        return []

    def apply_action(self, action: int) -> None:
        """Apply a legal action, or at the refill the card drawn (not checked)."""
        phase = self.phase
        if phase == PLAY:
            self._play(action)
        elif phase == TAKE:
            self._take(-1 if action == TAKE_NONE else action - TAKE0)
        elif phase == REFILL:
            deck = self.deck
            if deck[-1] != action:          # an outcome other than the top card: draw that one
                deck.remove(action)
                deck.append(action)
            self._refill()
        elif phase == DOG:
            if action == DOG_SKIP:
                self._end_turn()
            else:
                action -= DOG0
                self._dog(action >> 6, action & 63)
        elif phase == CONSENT:
            self._consent(action == CONSENT_YES)

    def chance_outcome(self, rng: random.Random) -> int:
        """The refill's card: the deck's top card (the deal fixed the deck's order, R4)."""
        return self.deck[-1]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The refill's one outcome, certain: the deck's top card (R4).  A seat that cannot see
        the deck weighs the cards it may hold through its observation's samples instead."""
        return [(self.deck[-1], 1.0)] if self.phase == REFILL and self.deck else []

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def result(self) -> "Result":
        """Each seat's total (R20–R21) and the winners (R22), as the position stands."""
        scores = self.scores()
        return Result(tuple(s.total for s in scores), winners(scores))

    def clone(self) -> "GameState":
        return self.copy()

    def action_to_string(self, action: int) -> str:
        """``play G07.3``, ``take [1, 2]``, ``dog [1, 1] > [1, 4]``, ``consent yes``; at the
        refill ``draw G07.3``."""
        if self.phase == REFILL:
            return f"draw {card_id(action)}"
        return str(DECISIONS[action])

    def string_to_action(self, text: str) -> int:
        """The action a text form names; :class:`IllegalDecision` unless legal now."""
        if self.phase == REFILL:
            words = text.split()
            legal = [self.deck[-1]] if self.deck else []
            action = next((c for c in legal if words == ["draw", card_id(c)]), None)
            if action is None:
                raise IllegalDecision(f"{text[:40]!r} is not the refill's card", "refill")
            return action
        decision = parse_decision(text)
        self.check(decision)
        return action_of(decision)

    def observation(self, seat: int) -> "SeatView":
        from .view import SeatView
        return SeatView(self, seat)

    # ------------------------------------------------------------------ random play

    def playout(self, random) -> None:
        """Play to the end choosing uniformly among the legal decisions at every step.

        ``random`` is a ``random.Random().random``; the choices are the ones
        :meth:`legal_decisions` lists, in its order, so a test can replay them.
        """
        # A turn's play, take and refill follow each other (R9–R11), so one pass of the loop plays
        # them all without asking the phase again; it starts wherever the turn stands.
        hands, play, take, refill = self.hands, self._play, self._take, self._refill
        pawns, takes, masks = self.pawns, self.geo.takes, self.geo.line_masks     # take_cells, inline
        phase = self.phase
        while phase != OVER:
            if phase == PLAY:
                play(hands[2 * self.seat + (random() >= 0.5)])
                phase = TAKE
            if phase == TAKE:
                p = pawns[self.seat]
                cells = takes[p][self.free & masks[p]]
                take(cells[int(random() * len(cells))] if cells else -1)
                phase = self.phase
            if phase == REFILL:
                refill()
                phase = self.phase
            if phase == DOG:
                moves = self.dog_moves()
                k = int(random() * (len(moves) + 1))
                if k == len(moves):
                    self._end_turn()
                else:
                    self._dog(*moves[k])
                phase = self.phase
            elif phase == CONSENT:
                self._consent(random() < 0.5)
                phase = self.phase

    # ------------------------------------------------------------------ the count

    def scores(self) -> tuple[ev.Score, ...]:
        """R20–R21 counted on the current position (final once the game is over)."""
        milk = milk_points(self.milk)
        result = []
        for s in range(self.players):
            connected = self.connected_cells(s)
            single = double = 0
            for c in self.geo.cells:
                if self.marks[c] == s:
                    if c in connected:
                        double += 2 * POINTS[self.cards[c]]
                    else:
                        single += POINTS[self.cards[c]]
            result.append(ev.Score(s, single, double, milk[s]))
        return tuple(result)

    def connected_cells(self, seat: int) -> set[Cell]:
        """R20: the seat's marked cells joined orthogonally to its door cell."""
        door = self.geo.doors[seat]
        if self.marks[door] != seat:
            return set()
        found, todo = {door}, [door]
        while todo:
            c = todo.pop()
            for x in self.geo.neighbours[c]:
                if x not in found and self.marks[x] == seat:
                    found.add(x)
                    todo.append(x)
        return found

    def owed_cards(self) -> Iterator[tuple[Card, int]]:
        """(card, seat) for each card in the deck owed to a seat (R14, R15)."""
        for t in range(GOAT_TYPES):
            if self.owner[t] >= 0:
                for card in type_cards(t):
                    if self.where[card] == DECK:
                        yield card, self.owner[t]

    def __repr__(self) -> str:
        return (f"<GameState {self.players}p turn {self.turn} seat {self.seat} "
                f"{PHASE_NAMES[self.phase]} deck {len(self.deck)}>")


class Result(NamedTuple):
    """A finished (or running) game's count: totals in seat order and the winning seats."""
    totals: tuple[int, ...]
    winners: tuple[int, ...]


def milk_points(totals: list[int]) -> list[int]:
    """R21: highest total scores in full, the next distinct total half rounded up.

    >>> milk_points([7, 3, 3, 1]), milk_points([8, 8, 5, 0])
    ([7, 2, 2, 0], [8, 8, 3, 0])
    """
    ranked = sorted({t for t in totals if t > 0}, reverse=True)
    points = {ranked[0]: ranked[0]} if ranked else {}
    if len(ranked) > 1:
        points[ranked[1]] = (ranked[1] + 1) // 2
    return [points.get(t, 0) for t in totals]


def winners(scores: tuple[ev.Score, ...]) -> tuple[int, ...]:
    """R22: every seat with the highest total."""
    best = max(s.total for s in scores)
    return tuple(s.seat for s in scores if s.total == best)
