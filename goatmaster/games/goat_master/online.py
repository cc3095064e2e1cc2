"""Goat Master played across machines (docs/online.md): its worlds and events as JSON, read with suspicion.

The server holds the real game; each seat gets a *world*, a whole :class:`GameState` drawn from
that seat's observation (R23: the deck's order and the cards other seats were dealt are guesses),
and a spectator gets :meth:`GoatMasterOnline.public_world`, where every dealt card still in a
hand is a guess too.  ``ONLINE`` is the game's ``goatmaster.net.online.OnlineForm`` (this module
does not import the network layer: the registry types the form ``object``).

**A world** is written as the few facts that define a position: the pasture and its markers,
the deck (top card first), the hands and which of their cards are still secret, the displays,
the cards that left the game, the decided goat types with the displays' sums and counts as they
stood when each was decided (R14, R15: those are history, the cards that lost are out), the pawns
and where the turn stands.  Everything else the engine keeps (where each card is, the displays'
sums of undecided types, milk totals, markers left, whose decision it is, the cells vacated this
turn) is rebuilt from them, and the geometry is the engine's shared one for the player count.
:func:`world_from_json` is a client's defence against a broken or hostile server: it checks every
field's type, length and range and every invariant the engine relies on (each card in exactly one
place, R3's cards out of play, markers only on won types and at most 10 a seat, the pawns where
the cards played took them, the turn's phase and what it implies), and raises ``ValueError``
naming the field for anything else.  A world it accepts writes back to exactly the same JSON.

**Events** (:mod:`.engine.events`): in Goat Master every event is public, for every seat and for
spectators alike, so :meth:`GoatMasterOnline.events_to_json` hides no field.  R23 keeps only two
things secret, the order of the deck and the cards a player was dealt (R7) until they are played
(R9) or shown (R15), and no event names either while it is secret:

* ``CardPlayed`` names a dealt card as it is laid face up in the display (R9);
* ``CardTaken`` names a card taken from the pasture, face up (R11, R23);
* ``PastureRefilled`` names the deck's top card as it is laid face up in the pasture (R11);
* ``OwedCardShown`` names a dealt card as it is shown (R15);
* ``DogMoved``, ``CardsLeftGame``, ``TypeDecided``, ``MarkersPlaced``, ``MarkersRanOut`` name
  pasture and display cards, cells, sums and counts everybody sees (R14–R18);
* ``PawnMoved``, ``NothingToTake``, ``ConsentAsked``, ``ConsentGiven``, ``TurnEnded`` and
  ``GameEnded`` tell moves, questions and counts that happen in the open (R10, R12, R18–R22).

No event tells which hand slot a card left, nor anything about the owed cards still in the deck
or the dead cards still in hands (R14).  The tests check all this on every transition of seeded
games (``tests/test_online_goat_master.py``).  Events are read back into the engine's own event
classes through one fixed table of names, every field checked; as read alone they cannot know
the player count, :func:`events_fit` checks them against the world a client draws them on.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, Callable, NoReturn, Optional, Sequence

from ...core.game import CHANCE, Seat, State
from .engine import events as ev
from .engine.cards import (CARD_COUNT, FIRST_DOG, FIRST_MILK, GOAT_TYPES, MILK, POINTS, STEPS, TYPE,
                           card_id, is_dog, type_cards)
from .engine.pasture import STRIDE, Geometry, geometry
from .engine.places import (BOX, CONSENT, DECK, DISPLAY, DOG, HAND, OUT, OVER, PASTURE, PHASE_NAMES, PLAY,
                            REFILL, TAKE)
from .engine.setup import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, removal_problem
from .engine.state import EIGHT, MARKERS_PER_PLAYER, GameState
from .engine.view import SeatView

#: A world's ``format`` and ``version``: what a reader checks first.
FORMAT = "goat-master-world"
VERSION = 1
#: At most this many events in one action's list (a whole turn makes about twenty).
MAX_EVENTS = 256
#: The largest pasture's edge positions (R5: 4N, N at most 7) and cells (``row * 8 + col``).
_MAX_POSITIONS = 4 * 7
_ANY_CELL = frozenset(r * STRIDE + c for r in range(7) for c in range(7))
_MID_TURN = (TAKE, REFILL, DOG, CONSENT)
_WORLD_KEYS = ("format", "version", "players", "pasture", "marks", "deck", "hands", "hidden", "displays",
               "out", "decided", "pawns", "turn", "seat", "phase", "played", "took", "nothing_taken",
               "refused", "pending")


# ---------------------------------------------------------------------- reading, one value at a time

def _fail(field: str, problem: str) -> NoReturn:
    raise ValueError(f"{field}: {problem}")


def _shown(value: object) -> str:
    """A short, safe description of a value a hostile server sent (never a huge or deep repr)."""
    if value is None or type(value) is bool or type(value) is float:
        return repr(value)
    if type(value) is int:
        return repr(value) if -10 ** 12 < value < 10 ** 12 else "a huge number"
    if type(value) is str:
        return repr(value[:24]) + ("..." if len(value) > 24 else "")
    return f"a {type(value).__name__}"


def _int(value: object, field: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        _fail(field, f"{_shown(value)} is not a whole number from {low} to {high}")
    return value


def _bool(value: object, field: str) -> bool:
    if type(value) is not bool:
        _fail(field, f"{_shown(value)} is not true or false")
    return value


def _list(value: object, field: str, low: int, high: int) -> list:
    if type(value) is not list:
        _fail(field, f"{_shown(value)} is not a list")
    if not low <= len(value) <= high:
        _fail(field, f"{len(value)} items; it has {low}" + (f" to {high}" if high != low else ""))
    return value


def _object(value: object, field: str, keys: Sequence[str]) -> dict:
    """``value`` as a JSON object with exactly ``keys``."""
    if type(value) is not dict:
        _fail(field, f"{_shown(value)} is not a JSON object")
    for key in keys:
        if key not in value:
            _fail(f"{field}.{key}", "missing")
    if len(value) != len(keys):
        extra = next(key for key in value if key not in keys)
        _fail(field, f"unknown field {_shown(extra)}")
    return value


def _card(value: object, field: str) -> int:
    return _int(value, field, 0, CARD_COUNT - 1)


def _ints(value: object, field: str, shortest: int, longest: int, low: int, high: int) -> list[int]:
    """A list of ``shortest`` to ``longest`` whole numbers from ``low`` to ``high``."""
    items = _list(value, field, shortest, longest)
    for k, item in enumerate(items):
        if type(item) is not int or not low <= item <= high:
            _int(item, f"{field}[{k}]", low, high)
    return items


def _increasing(value: object, field: str, longest: int) -> list[int]:
    """At most ``longest`` cards in increasing order, each once."""
    cards = _ints(value, field, 0, longest, 0, CARD_COUNT - 1)
    if any(a >= b for a, b in zip(cards, cards[1:])):
        _fail(field, "cards in increasing order, each once")
    return cards


def _tally_ok(points: int, count: int) -> bool:
    """Whether ``count`` distinct goat values (1–5) can add up to ``points``."""
    return count * (count + 1) // 2 <= points <= count * (11 - count) // 2


# ---------------------------------------------------------------------- worlds

def world_to_json(state: GameState) -> dict:
    """``state`` as a JSON object (cards as the engine's ints, cells as ``row * 8 + col``)."""
    n = state.players
    cells = state.geo.cells
    where = state.where
    displays: list[list[int]] = [[] for _ in range(n)]
    out = []
    for card in range(CARD_COUNT):
        w = where[card]
        if DISPLAY <= w < PASTURE:
            displays[w - DISPLAY].append(card)
        elif w == OUT:
            out.append(card)
    decided = [[t, state.owner[t], "B" if state.by_fourth >> t & 1 else "A",
                [[state.dsum[s * GOAT_TYPES + t], state.dcnt[s * GOAT_TYPES + t]] for s in range(n)]]
               for t in range(GOAT_TYPES) if state.owner[t] >= 0]
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": n,
        "pasture": [state.cards[c] for c in cells],
        "marks": [state.marks[c] for c in cells],
        "deck": state.deck[::-1],                           # top card first
        "hands": [state.hands[2 * s:2 * s + 2] for s in range(n)],
        "hidden": [state.hidden[2 * s:2 * s + 2] for s in range(n)],
        "displays": displays,
        "out": out,
        "decided": decided,
        "pawns": list(state.pawns),
        "turn": state.turn,
        "seat": state.seat,
        "phase": PHASE_NAMES[state.phase],
        "played": state.played,
        "took": state.took,
        "nothing_taken": state.nothing_taken,
        "refused": [list(move) for move in state.refused],
        "pending": None if state.pending is None else list(state.pending),
    }


class _World:
    """The parts of a world read so far, and the checks that need several of them."""

    def __init__(self, players: int) -> None:
        self.n = players
        self.geo: Geometry = geometry(players)
        self.where = [BOX] * CARD_COUNT

    def place(self, card: int, place: int, field: str, index: int) -> None:
        if self.where[card] != BOX:
            _fail(f"{field}[{index}]", f"{card_id(card)} is in two places")
        self.where[card] = place

    def cell(self, value: object, field: str) -> int:
        cell = _int(value, field, -1, STRIDE * self.geo.size)
        if cell not in self.geo.cells:
            _fail(field, f"{cell} is not a cell of the {self.geo.size}×{self.geo.size} pasture")
        return cell

    def move(self, value: object, field: str, state: GameState) -> tuple[int, int]:
        """A dog move (R18) of the seat to play onto an opponent's card: one refused or asked about."""
        pair = _list(value, field, 2, 2)
        source, target = self.cell(pair[0], f"{field}[0]"), self.cell(pair[1], f"{field}[1]")
        if state.marks[source] != state.seat:
            _fail(field, f"the card at {source} does not carry seat {state.seat}'s marker (R18)")
        if target not in self.geo.dog_targets[source]:
            _fail(field, f"{target} is not in the row or column of {source} (R18)")
        if state.marks[target] < 0 or state.marks[target] == state.seat:
            _fail(field, "no opponent's marked card to ask about at the target (R18)")
        return source, target


def world_from_json(data: Any) -> GameState:
    """The world :func:`world_to_json` wrote; ``ValueError`` naming the field for anything else."""
    data = _object(data, "world", _WORLD_KEYS)
    if type(data["format"]) is not str or data["format"] != FORMAT:
        _fail("format", f"{_shown(data['format'])} is not {FORMAT!r}")
    _int(data["version"], "version", VERSION, VERSION)
    n = _int(data["players"], "players", MIN_PLAYERS, MAX_PLAYERS)
    world = _World(n)
    geo, where = world.geo, world.where
    span = STRIDE * geo.size
    state = GameState()
    state.geo, state.players = geo, n

    # Where every card is: the pasture, the deck, the hands, the displays, out of the game; the rest is the box.
    cells = geo.cells
    pasture = _ints(data["pasture"], "pasture", len(cells), len(cells), -1, CARD_COUNT - 1)
    marks_in = _ints(data["marks"], "marks", len(cells), len(cells), -1, n - 1)
    cards, marks = [-1] * span, [-1] * span
    for k, c in enumerate(cells):
        card, mark = pasture[k], marks_in[k]
        if card >= 0:
            world.place(card, PASTURE + c, "pasture", k)
            cards[c] = card
        if mark >= 0:
            if card < 0 or TYPE[card] < 0:
                _fail(f"marks[{k}]", "a marker lies only on a goat card of the pasture (R17)")
            marks[c] = mark
    deck_in = _ints(data["deck"], "deck", 0, CARD_COUNT, 0, CARD_COUNT - 1)
    for k, card in enumerate(deck_in):
        world.place(card, DECK, "deck", k)
    hands_in = _list(data["hands"], "hands", n, n)
    hidden_in = _list(data["hidden"], "hidden", n, n)
    hands: list[int] = []
    hidden: list[bool] = []
    for s in range(n):
        pair = _ints(hands_in[s], f"hands[{s}]", HAND_SIZE, HAND_SIZE, -1, CARD_COUNT - 1)
        flags = _list(hidden_in[s], f"hidden[{s}]", HAND_SIZE, HAND_SIZE)
        for k in range(HAND_SIZE):
            card, secret = pair[k], _bool(flags[k], f"hidden[{s}][{k}]")
            if card >= 0:
                world.place(card, HAND + s, f"hands[{s}]", k)
            elif secret:
                _fail(f"hidden[{s}][{k}]", "an empty hand slot holds no secret card")
            hands.append(card)
            hidden.append(secret)
    displays_in = _list(data["displays"], "displays", n, n)
    for s in range(n):
        for k, card in enumerate(_increasing(displays_in[s], f"displays[{s}]", CARD_COUNT)):
            world.place(card, DISPLAY + s, f"displays[{s}]", k)
    for k, card in enumerate(_increasing(data["out"], "out", FIRST_DOG)):
        if TYPE[card] < 0:
            _fail(f"out[{k}]", f"{card_id(card)} is no goat card: only goat cards leave the game (R14, R15)")
        world.place(card, OUT, "out", k)
    problem = removal_problem(n, [c for c in range(CARD_COUNT) if where[c] == BOX])
    if problem:
        _fail("box", f"the cards in no other place are those out of play since the deal, and {problem}")
    state.cards, state.marks, state.where = cards, marks, where
    state.count_free()
    state.deck = deck_in[::-1]
    state.hands, state.hidden = hands, hidden

    # The turn: its phase, whose it is and how many have been played.
    phase_name = data["phase"]
    if type(phase_name) is not str or phase_name not in PHASE_NAMES:
        _fail("phase", f"{_shown(phase_name)} is not one of {', '.join(PHASE_NAMES)}")
    phase = state.phase = PHASE_NAMES.index(phase_name)
    mid = phase in _MID_TURN
    turn = state.turn = _int(data["turn"], "turn", 0, CARD_COUNT)
    played_cards = sum(1 for w in where if DISPLAY <= w < PASTURE or w == OUT)
    if played_cards != turn + mid:
        _fail("turn", f"turn {turn}{' with its card played' if mid else ''}, yet {played_cards} cards were "
                      "played (in displays or out of the game): one a turn (R9)")
    if phase == OVER and turn == 0:
        _fail("phase", "a game is over only after a turn (R19)")
    seat = state.seat = _int(data["seat"], "seat", 0, n - 1)
    if seat != (turn - (phase == OVER)) % n:
        _fail("seat", f"seat {seat} plays turn {turn + 1 - (phase == OVER)}, which is seat "
                      f"{(turn - (phase == OVER)) % n}'s (R8)")

    # The decided goat types (R14, R15), and the displays' sums and counts of every type.
    decided_in = _list(data["decided"], "decided", 0, GOAT_TYPES)
    owner, by_fourth = [-1] * GOAT_TYPES, 0
    dsum, dcnt, tcount = [0] * (GOAT_TYPES * n), [0] * (GOAT_TYPES * n), [0] * GOAT_TYPES
    last = -1
    for k, entry in enumerate(decided_in):
        field = f"decided[{k}]"
        item = _list(entry, field, 4, 4)
        t = _int(item[0], f"{field}[0]", 0, GOAT_TYPES - 1)
        if t <= last:
            _fail(field, "goat types in increasing order, each once")
        last = t
        if where[type_cards(t)[0]] == BOX:
            _fail(field, f"goat type {t} is out of play since the deal (R3)")
        owner[t] = _int(item[1], f"{field}[1]", 0, n - 1)
        if item[2] not in ("A", "B") or type(item[2]) is not str:
            _fail(f"{field}[2]", f"{_shown(item[2])} is not \"A\" (R14) or \"B\" (R15)")
        if item[2] == "B":
            by_fourth |= 1 << t
        tallies = _list(item[3], f"{field}[3]", n, n)
        for s in range(n):
            pair = _list(tallies[s], f"{field}[3][{s}]", 2, 2)
            points = _int(pair[0], f"{field}[3][{s}][0]", 0, 15)
            count = _int(pair[1], f"{field}[3][{s}][1]", 0, 5)
            if not _tally_ok(points, count):
                _fail(f"{field}[3][{s}]", f"{count} goat cards of one type cannot make {points} points")
            dsum[s * GOAT_TYPES + t], dcnt[s * GOAT_TYPES + t] = points, count
            tcount[t] += count
    state.owner, state.by_fourth = owner, by_fourth
    state.dsum, state.dcnt, state.tcount = dsum, dcnt, tcount
    state.markers = [MARKERS_PER_PLAYER] * n
    for c in geo.cells:
        if marks[c] >= 0:
            state.markers[marks[c]] -= 1
            if owner[TYPE[cards[c]]] != marks[c]:
                _fail("marks", f"{card_id(cards[c])} carries seat {marks[c]}'s marker, yet seat {marks[c]} did "
                               "not win its type (R14, R15, R17)")
    for s in range(n):
        if state.markers[s] < 0:
            _fail("marks", f"seat {s} has {MARKERS_PER_PLAYER - state.markers[s]} markers on the pasture, "
                           f"not at most {MARKERS_PER_PLAYER} (R17)")

    played = state.played = _int(data["played"], "played", -1, CARD_COUNT - 1)
    if phase == PLAY and turn == 0:
        if played != -1:
            _fail("played", "no card has been played before the first turn")
    elif played < 0:
        _fail("played", "the card played this turn or the last one is missing")
    elif mid:
        if where[played] != DISPLAY + seat:
            _fail("played", f"{card_id(played)}, played this turn, is not in seat {seat}'s display (R9)")
        if phase in (DOG, CONSENT) and not is_dog(played):
            _fail("played", f"the dog moves only after a dog is played (R18), not {card_id(played)}")
    elif where[played] not in (OUT, DISPLAY + (turn - 1) % n):
        _fail("played", f"{card_id(played)}, played last turn, is neither in seat {(turn - 1) % n}'s display "
                        "nor out of the game")
    _check_types(state, world, phase == TAKE or phase == REFILL)
    for slot, card in enumerate(hands):
        if hidden[slot] and (is_dog(card) or (TYPE[card] >= 0 and by_fourth >> TYPE[card] & 1)):
            _fail(f"hidden[{slot // 2}][{slot % 2}]", f"{card_id(card)} cannot be a secret dealt card: no dog "
                  "is dealt (R7) and a fourth card's type shows the fifth (R15)")
    state.milk = [0] * n
    for card in range(FIRST_MILK, CARD_COUNT):
        if DISPLAY <= where[card] < PASTURE:
            state.milk[where[card] - DISPLAY] += MILK[card]

    # The pawns stand where the cards each seat played took them (R6, R10).
    pawns_in = _ints(data["pawns"], "pawns", n, n, 0, geo.positions - 1)
    state.pawns = list(pawns_in)
    steps = [0] * n
    for card in range(CARD_COUNT):
        if DISPLAY <= where[card] < PASTURE:
            steps[where[card] - DISPLAY] += STEPS[card]
    for t in range(GOAT_TYPES):                  # the losers' cards left the game with their points
        if owner[t] >= 0:
            for s in range(n):
                if s != owner[t]:
                    steps[s] += dsum[s * GOAT_TYPES + t]
    for s in range(n):
        if state.pawns[s] != (geo.stables[s] + steps[s]) % geo.positions:
            _fail(f"pawns[{s}]", f"the cards seat {s} played take its pawn from its stable to "
                                 f"{(geo.stables[s] + steps[s]) % geo.positions} (R6, R10)")

    # The take (R11, R12), the hands it leaves, the refill it waits for.
    took = state.took = _int(data["took"], "took", -1, span - 1)
    if took >= 0 and took not in geo.cells:
        _fail("took", f"{took} is not a cell of the {geo.size}×{geo.size} pasture")
    nothing = state.nothing_taken = _bool(data["nothing_taken"], "nothing_taken")
    if nothing and phase not in (DOG, CONSENT):
        _fail("nothing_taken", "R12 is remembered only while the dog may still move (R18)")
    if phase in (PLAY, TAKE, OVER) and took >= 0:
        _fail("took", f"no cell is taken from in the {phase_name} phase")
    if phase == REFILL and (took < 0 or cards[took] >= 0 or not state.deck):
        _fail("took", "the refill fills the empty cell taken from, from a deck that has cards (R11)")
    if phase in (DOG, CONSENT) and (took < 0) != nothing:
        _fail("took", "the dog comes after a card taken, or after nothing to take (R12, R18)")
    if took >= 0 and took not in geo.lines[state.pawns[seat]]:
        _fail("took", f"{took} is not in the line of seat {seat}'s pawn (R11)")
    if state.deck:
        for c in geo.cells:
            if cards[c] < 0 and not (phase == REFILL and c == took):
                _fail("pasture", f"cell {c} is empty while the deck still has cards to refill it (R11)")
    for s in range(n):
        held = sum(1 for card in hands[2 * s:2 * s + 2] if card >= 0)
        if s != seat or phase == PLAY:
            wanted: tuple[int, ...] = (2,)
        elif phase == TAKE or nothing:
            wanted = (1,)
        elif phase == OVER:
            wanted = (1, 2)
        else:
            wanted = (2,)
        if held not in wanted:
            _fail(f"hands[{s}]", f"{held} cards in hand; each turn plays one and takes one (R7, R9, R11)")
    state.vacated = (took,) if phase in (DOG, CONSENT) and took >= 0 and cards[took] < 0 else ()
    if phase != OVER:
        for line in geo.rows + geo.cols:
            if all(cards[c] < 0 for c in line) and not set(line) & set(state.vacated):
                _fail("pasture", "a row or column is empty, yet the game goes on (R19)")

    # The dog (R18): the moves refused this turn, the one awaiting its answer.
    refused_in = _list(data["refused"], "refused", 0, MARKERS_PER_PLAYER * 12)
    if refused_in and phase not in (DOG, CONSENT):
        _fail("refused", "moves are refused only while the dog may move (R18)")
    state.refused = tuple(world.move(value, f"refused[{k}]", state) for k, value in enumerate(refused_in))
    if len(set(state.refused)) != len(state.refused):
        _fail("refused", "a move refused twice")
    pending = data["pending"]
    if (pending is None) != (phase != CONSENT):
        _fail("pending", "a dog move awaits an answer exactly in the consent phase (R18)")
    state.pending = None if pending is None else world.move(pending, "pending", state)
    if state.pending in state.refused:
        _fail("pending", "that move was refused already (R18)")
    if phase in (DOG, CONSENT) and not any(marks[target] != seat for c in geo.cells if marks[c] == seat
                                           for target in geo.dog_targets[c]):
        _fail("phase", f"seat {seat} has no card to move with the dog (R18)")
    state.actor = (CHANCE if phase in (REFILL, OVER) else
                   marks[state.pending[1]] if state.pending is not None else seat)
    state.events = []                   # as a match's state: it tells what happens to it
    return state


def _check_types(state: GameState, world: _World, scoring_ahead: bool) -> None:
    """R14–R17 for every goat type: an undecided one's sums from the displays; a decided one's
    sums as they were, its losers' cards out of the game, its pasture cards marked by the winner
    while the winner has markers.  ``scoring_ahead``: the card played this turn is not scored yet."""
    n, where = state.players, state.where
    pending_type = TYPE[state.played] if scoring_ahead else -1
    for t in range(GOAT_TYPES):
        cards = type_cards(t)
        if where[cards[0]] == BOX:
            continue
        winner = state.owner[t]
        if winner < 0:
            for card in cards:
                w = where[card]
                if w == OUT:
                    _fail("out", f"{card_id(card)} left the game, yet its type is not decided (R14, R15)")
                if DISPLAY <= w < PASTURE:
                    k = (w - DISPLAY) * GOAT_TYPES + t
                    state.dsum[k] += POINTS[card]
                    state.dcnt[k] += 1
                    state.tcount[t] += 1
            if t != pending_type and (state.tcount[t] >= 4 or any(
                    state.dsum[s * GOAT_TYPES + t] >= EIGHT for s in range(n))):
                _fail("decided", f"goat type {t} should have been decided (R14, R15)")
            if t == pending_type and (state.tcount[t] > 4 or any(
                    state.dsum[s * GOAT_TYPES + t] >= EIGHT for s in range(n) if s != state.seat)):
                _fail("decided", f"goat type {t} should have been decided (R14, R15)")
            continue
        field = f"decided (goat type {t})"
        tally = [(state.dsum[s * GOAT_TYPES + t], state.dcnt[s * GOAT_TYPES + t]) for s in range(n)]
        if state.by_fourth >> t & 1:
            if state.tcount[t] != 4 or any(points >= EIGHT for points, _ in tally):
                _fail(field, "a type won by the fourth card had four cards in the displays, none "
                             "worth 8 (R15, R16)")
            if any(tally[s] > tally[winner] for s in range(n)):
                _fail(field, f"seat {winner} did not have the highest total (R15)")
        elif state.tcount[t] > 4 or tally[winner][0] < EIGHT or any(
                tally[s][0] >= EIGHT for s in range(n) if s != winner):
            _fail(field, f"seat {winner} alone reached 8 points with at most four cards out (R14)")
        kept = [POINTS[c] for c in cards if where[c] == DISPLAY + winner]
        if tally[winner][0] not in (sum(values) for values in combinations(kept, tally[winner][1])):
            _fail(field, f"seat {winner}'s display no longer holds the cards that won the type")
        gone = [POINTS[c] for c in cards if where[c] == OUT]
        if (len(gone), sum(gone)) != (sum(count for s, (_, count) in enumerate(tally) if s != winner),
                                      sum(points for s, (points, _) in enumerate(tally) if s != winner)):
            _fail(field, "the cards out of the game are not the ones the losers had in their displays (R14, R15)")
        for card in cards:
            w = where[card]
            if w >= PASTURE and state.marks[w - PASTURE] < 0 and state.markers[winner] > 0:
                _fail(field, f"{card_id(card)} should carry seat {winner}'s marker (R14, R15, R17)")


# ---------------------------------------------------------------------- events

def _seat(value: object, field: str) -> int:
    return _int(value, field, 0, MAX_PLAYERS - 1)


def _cell(value: object, field: str) -> int:
    cell = _int(value, field, 0, STRIDE * 7 - 1)
    if cell not in _ANY_CELL:
        _fail(field, f"{cell} is not a pasture cell (row * 8 + column, both below 7)")
    return cell


def _cells(value: object, field: str) -> tuple[int, ...]:
    cells = tuple(_cell(c, f"{field}[{k}]") for k, c in enumerate(_list(value, field, 1, 5)))
    if len(set(cells)) != len(cells):
        _fail(field, "a cell named twice")
    return cells


def _goat(value: object, field: str) -> int:
    return _int(value, field, 0, FIRST_DOG - 1)


def _goat_cards(value: object, field: str) -> tuple[int, ...]:
    cards = tuple(_increasing(_list(value, field, 1, 4), field, 4))
    if cards[-1] >= FIRST_DOG or TYPE[cards[0]] != TYPE[cards[-1]]:
        _fail(field, "goat cards of one type")
    return cards


def _optional_card(value: object, field: str) -> Optional[int]:
    return None if value is None else _card(value, field)


def _scoring(value: object, field: str) -> str:
    if type(value) is not str or value not in ("A", "B"):
        _fail(field, f"{_shown(value)} is not \"A\" (R14) or \"B\" (R15)")
    return value


def _displays(value: object, field: str) -> tuple[tuple[int, int], ...]:
    result = []
    for s, item in enumerate(_list(value, field, MIN_PLAYERS, MAX_PLAYERS)):
        pair = _list(item, f"{field}[{s}]", 2, 2)
        points, count = _int(pair[0], f"{field}[{s}][0]", 0, 15), _int(pair[1], f"{field}[{s}][1]", 0, 5)
        if not _tally_ok(points, count):
            _fail(f"{field}[{s}]", f"{count} goat cards of one type cannot make {points} points")
        result.append((points, count))
    return tuple(result)


def _scores(value: object, field: str) -> tuple[ev.Score, ...]:
    result = []
    for s, item in enumerate(_list(value, field, MIN_PLAYERS, MAX_PLAYERS)):
        triple = _list(item, f"{field}[{s}]", 3, 3)
        result.append(ev.Score(s, _int(triple[0], f"{field}[{s}][0]", 0, 5 * MARKERS_PER_PLAYER),
                               _int(triple[1], f"{field}[{s}][1]", 0, 10 * MARKERS_PER_PLAYER),
                               _int(triple[2], f"{field}[{s}][2]", 0, 8 * 1 + 8 * 2)))
    return tuple(result)


def _winners(value: object, field: str) -> tuple[int, ...]:
    winners = tuple(_seat(s, f"{field}[{k}]") for k, s in enumerate(_list(value, field, 1, MAX_PLAYERS)))
    if any(a >= b for a, b in zip(winners, winners[1:])):
        _fail(field, "seats in increasing order, each once")
    return winners


def _position(value: object, field: str) -> int:
    return _int(value, field, 0, _MAX_POSITIONS - 1)


#: How each kind of field is read back (the encoder writes tuples as lists and a Score as its three points).
_READ: dict[str, Callable[[object, str], Any]] = {
    "seat": _seat, "card": _card, "goat": _goat, "cell": _cell, "cells": _cells, "goat_cards": _goat_cards,
    "optional_card": _optional_card, "position": _position, "bool": _bool, "scoring": _scoring,
    "displays": _displays, "scores": _scores, "winners": _winners,
    "steps": lambda value, field: _int(value, field, 0, 5),
    "goat_type": lambda value, field: _int(value, field, 0, GOAT_TYPES - 1),
    "turn": lambda value, field: _int(value, field, 1, CARD_COUNT),
}

#: Every event class by the name it travels under, with its fields and their kinds.  The one table
#: events are read through: a name not in it is refused, and nothing else is ever looked up.
_EVENTS: dict[str, tuple[type, tuple[tuple[str, str], ...]]] = {
    "card_played": (ev.CardPlayed, (("seat", "seat"), ("card", "card"))),
    "pawn_moved": (ev.PawnMoved, (("seat", "seat"), ("start", "position"), ("end", "position"),
                                  ("steps", "steps"))),
    "card_taken": (ev.CardTaken, (("seat", "seat"), ("cell", "cell"), ("card", "card"))),
    "nothing_to_take": (ev.NothingToTake, (("seat", "seat"),)),
    "pasture_refilled": (ev.PastureRefilled, (("cell", "cell"), ("card", "card"))),
    "type_decided": (ev.TypeDecided, (("seat", "seat"), ("goat_type", "goat_type"), ("scoring", "scoring"),
                                      ("player", "seat"), ("displays", "displays"))),
    "markers_placed": (ev.MarkersPlaced, (("seat", "seat"), ("cells", "cells"))),
    "markers_ran_out": (ev.MarkersRanOut, (("seat", "seat"), ("cells", "cells"))),
    "cards_left_game": (ev.CardsLeftGame, (("seat", "seat"), ("cards", "goat_cards"))),
    "owed_card_shown": (ev.OwedCardShown, (("seat", "seat"), ("card", "goat"), ("winner", "seat"))),
    "consent_asked": (ev.ConsentAsked, (("seat", "seat"), ("owner", "seat"), ("source", "cell"),
                                        ("target", "cell"))),
    "consent_given": (ev.ConsentGiven, (("owner", "seat"), ("agree", "bool"))),
    "dog_moved": (ev.DogMoved, (("seat", "seat"), ("source", "cell"), ("target", "cell"), ("card", "goat"),
                                ("swapped", "optional_card"))),
    "turn_ended": (ev.TurnEnded, (("seat", "seat"), ("turn", "turn"))),
    "game_ended": (ev.GameEnded, (("scores", "scores"), ("winners", "winners"))),
}
_NAMES: dict[type, str] = {cls: name for name, (cls, _) in _EVENTS.items()}


def _encode(value: object) -> object:
    if isinstance(value, ev.Score):
        return [value.single, value.double, value.milk]
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    return value


def events_to_json(events: Sequence[object], seat: Optional[Seat]) -> list:
    """What ``seat`` (``None``: a spectator) may see of one action's events: all of it, as every
    event is public in Goat Master (R23, see the module's docstring); the events as JSON objects."""
    if seat is not None and (type(seat) is not int or not 0 <= seat < MAX_PLAYERS):
        raise ValueError(f"seat: {_shown(seat)} is no seat")
    result = []
    for event in events:
        name = _NAMES.get(type(event))
        if name is None:
            raise ValueError(f"events: {type(event).__name__} is not a Goat Master event")
        item: dict[str, object] = {"type": name}
        for field, _kind in _EVENTS[name][1]:
            item[field] = _encode(getattr(event, field))
        result.append(item)
    return result


def events_from_json(data: Any) -> list:
    """The events :func:`events_to_json` wrote, as the engine's own event objects; ``ValueError`` else."""
    result = []
    for k, item in enumerate(_list(data, "events", 0, MAX_EVENTS)):
        field = f"events[{k}]"
        if type(item) is not dict:
            _fail(field, f"{_shown(item)} is not a JSON object")
        name = item.get("type")
        if type(name) is not str or name not in _EVENTS:
            _fail(f"{field}.type", f"{_shown(name)} is not a Goat Master event")
        cls, fields = _EVENTS[name]
        _object(item, field, ("type",) + tuple(f for f, _ in fields))
        values = {f: _READ[kind](item[f], f"{field}.{f}") for f, kind in fields}
        event = cls(**values)
        _check_event(event, field)
        result.append(event)
    return result


def _same_line(a: int, b: int) -> bool:
    return a != b and (a >> 3 == b >> 3 or a & 7 == b & 7)


def _check_event(event: object, field: str) -> None:
    """What holds between one event's fields (its seats against one another, its cells, its counts)."""
    if isinstance(event, ev.PawnMoved):
        if not any(event.start < p and event.end == (event.start + event.steps) % p for p in (24, 28)):
            _fail(field, f"{event.steps} steps do not lead from position {event.start} to {event.end} (R10)")
    elif isinstance(event, ev.TypeDecided):
        if event.seat >= len(event.displays) or event.player >= len(event.displays):
            _fail(field, "a seat of another game: the displays name every seat")
    elif isinstance(event, (ev.ConsentAsked, ev.DogMoved)):
        if not _same_line(event.source, event.target):
            _fail(field, "the dog moves a card along its row or column (R18)")
        if isinstance(event, ev.ConsentAsked) and event.owner == event.seat:
            _fail(field, "a player asks another, not themselves (R18)")
        if isinstance(event, ev.DogMoved) and event.swapped == event.card:
            _fail(field, "a card swaps with another card (R18)")
    elif isinstance(event, ev.GameEnded):
        best = max(score.total for score in event.scores)
        if event.winners != tuple(s.seat for s in event.scores if s.total == best):
            _fail(field, "the winners are the seats with the highest total (R22)")


def events_fit(events: Sequence[object], world: GameState) -> None:
    """``ValueError`` unless every seat, cell and edge position ``events`` name exists in ``world``
    (the events read alone cannot know the player count; the table indexes its seats and cells
    by them).  Beyond the ``OnlineForm`` protocol: a client calls it with the world it draws."""
    n, cells, positions = world.players, world.geo.cells, world.geo.positions
    for k, event in enumerate(events):
        name = _NAMES.get(type(event))
        if name is None:
            _fail(f"events[{k}]", f"{type(event).__name__} is not a Goat Master event")
        for field, kind in _EVENTS[name][1]:
            value = getattr(event, field)
            if ((kind == "seat" and value >= n) or (kind == "cell" and value not in cells)
                    or (kind == "cells" and not set(value) <= set(cells))
                    or (kind == "position" and value >= positions)
                    or (kind in ("displays", "scores") and len(value) != n)):
                _fail(f"events[{k}].{field}", f"{_shown(value) if type(value) is int else 'a value'} does not fit "
                                              f"a game of {n} players on a {world.geo.size}×{world.geo.size} pasture")


# ---------------------------------------------------------------------- the form

def _game_state(state: object) -> GameState:
    if not isinstance(state, GameState):
        raise TypeError(f"a Goat Master state, not {type(state).__name__}")
    return state


def public_world(state: GameState, rng: random.Random) -> GameState:
    """A whole state that agrees with all that every seat may know (R23): the dealt cards still
    secret and the deck's order are drawn from ``rng``, as for a spectator's observation (seat -1,
    the one the table draws while nobody looks)."""
    return SeatView(state, -1).sample(rng)


class GoatMasterOnline:
    """Goat Master's ``goatmaster.net.online.OnlineForm``."""

    def public_world(self, state: State, rng: random.Random) -> GameState:
        return public_world(_game_state(state), rng)

    def world_to_json(self, state: State) -> dict:
        return world_to_json(_game_state(state))

    def world_from_json(self, data: Any) -> GameState:
        return world_from_json(data)

    def events_to_json(self, events: Sequence[object], seat: Optional[Seat]) -> list:
        return events_to_json(events, seat)

    def events_from_json(self, data: Any, world: Optional[State] = None) -> list:
        """The events, checked against ``world`` when given (without one, as the codec's own
        tests read them, only what each event says of itself)."""
        events = events_from_json(data)
        if world is not None:
            events_fit(events, _game_state(world))
        return events


ONLINE = GoatMasterOnline()
