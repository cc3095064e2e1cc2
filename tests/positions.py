"""Exact test positions, and the card-accounting invariant the tests share.

``position()`` builds a :class:`GameState` from a readable description::

    state = position(
        3,
        pasture={(0, 0): "G04.3", (0, 1): "G04.5@0"},   # "@k": seat k's marker on it
        hands={0: ["G04.1", "D01"]},                    # dealt cards are secret (hidden)
        displays={0: ["G04.5"], 1: ["M2.1"]},
        deck=["G04.2", "M1.1"],                          # top card (next drawn) first
        pawns={0: 7},                                    # the rest stand on their stables
    )

``pasture`` may also be a grid text, one line per row, cells split by spaces,
``.`` for an empty cell (``"G04.3@0 . D01"``).

What the builder decides for you (all derived, so the state is consistent):

* every card not named anywhere goes to the box (``BOX``), out of play;
* a hand slot is secret (``hidden``) unless its card is in ``known`` — dogs are
  always known, since R7 deals no dog, so a dog in hand was taken face up;
  seats without a hand listed hold nothing (fine for seats that never play);
* ``owner`` of a type: the seat whose markers are on its cards, or ``owners``
  for a decided type with no marked card; ``fourth`` lists types decided by R15;
* ``markers`` left = 10 − markers on the pasture; ``dsum``/``dcnt``/``tcount``/
  ``milk`` are counted from the displays (``tcount`` for undecided types only);
* seat ``seat_to_play`` is to play (phase PLAY), turn ``turn``.

Helpers: ``run(state, *decisions)`` checks, applies and resolves the refill for
each decision, exactly like ``Game.apply``, and returns the events they caused;
``of(events, Kind)`` filters them; ``before(players, pos, card)`` is where a pawn
must stand to reach ``pos`` with ``card``; ``check_invariants(state)`` is the card
accounting the builder and the property tests assert.
"""

from __future__ import annotations

from goatmaster.games.goat_master.engine import GameState, cell, parse_card
from goatmaster.games.goat_master.engine import events as ev
from goatmaster.games.goat_master.engine.cards import (CARD_COUNT, FIRST_DOG, FIRST_MILK, GOAT_TYPES, MILK, POINTS,
                                     TYPE)
from goatmaster.games.goat_master.engine.pasture import geometry
from goatmaster.games.goat_master.engine.state import BOX, DECK, DISPLAY, HAND, OUT, PASTURE, PLAY, REFILL, TAKE, UNSEEN

MARKERS = 10


def C(text):
    """A card from its id, or the int itself."""
    return text if isinstance(text, int) else parse_card(text)


def _cells(pasture):
    """{(r, c): "id" or "id@k"} from a dict or a grid text."""
    if isinstance(pasture, str):
        rows = [line.split() for line in pasture.strip().splitlines()]
        return {(r, k): text for r, row in enumerate(rows) for k, text in enumerate(row) if text != "."}
    return dict(pasture or {})


def position(players, pasture=None, markers=None, hands=None, displays=None, deck=(),
             pawns=None, seat_to_play=0, known=(), owners=None, fourth=(), turn=0):
    geo = geometry(players)
    s = GameState()
    s.geo, s.players = geo, players
    span = 8 * geo.size
    s.cards, s.marks, s.where = [-1] * span, [-1] * span, [BOX] * CARD_COUNT
    placed = set()

    def put(card, where):
        assert card not in placed, f"card {card} placed twice"
        placed.add(card)
        s.where[card] = where

    marks = dict(markers or {})
    for (r, k), text in _cells(pasture).items():
        assert geo.contains(r, k), (r, k)
        if "@" in text:
            text, seat = text.split("@")
            marks[(r, k)] = int(seat)
        card = C(text)
        s.cards[cell(r, k)] = card
        put(card, PASTURE + cell(r, k))
    s.owner = [-1] * GOAT_TYPES
    for t, seat in (owners or {}).items():
        s.owner[t] = seat
    for (r, k), seat in marks.items():
        card = s.cards[cell(r, k)]
        assert 0 <= card < FIRST_DOG, "markers go on goat cards"
        assert s.owner[TYPE[card]] in (-1, seat), "one owner per type"
        s.owner[TYPE[card]] = seat
        s.marks[cell(r, k)] = seat
    s.deck = [C(c) for c in reversed(list(deck))]     # the engine draws from the end
    for card in s.deck:
        put(card, DECK)
    known = {C(c) for c in known}
    s.hands, s.hidden = [-1] * (2 * players), [False] * (2 * players)
    for seat, cards in (hands or {}).items():
        assert len(cards) <= 2
        for i, text in enumerate(cards):
            card = C(text)
            s.hands[2 * seat + i] = card
            s.hidden[2 * seat + i] = not (card in known or FIRST_DOG <= card < FIRST_MILK)
            put(card, HAND + seat)
    s.dsum, s.dcnt = [0] * (GOAT_TYPES * players), [0] * (GOAT_TYPES * players)
    s.tcount, s.milk = [0] * GOAT_TYPES, [0] * players
    for seat, cards in (displays or {}).items():
        for text in cards:
            card = C(text)
            put(card, DISPLAY + seat)
            t = TYPE[card]
            if t >= 0:
                s.dsum[seat * GOAT_TYPES + t] += POINTS[card]
                s.dcnt[seat * GOAT_TYPES + t] += 1
                if s.owner[t] < 0:
                    s.tcount[t] += 1
            s.milk[seat] += MILK[card]
    s.by_fourth = sum(1 << t for t in fourth)
    s.markers = [MARKERS - s.marks.count(seat) for seat in range(players)]
    s.count_free()
    s.pawns = list(geo.stables)
    for seat, p in (pawns or {}).items():
        s.pawns[seat] = p
    s.seat = s.actor = seat_to_play
    s.phase, s.played, s.took, s.nothing_taken = PLAY, -1, -1, False
    s.vacated, s.refused, s.pending, s.turn, s.events = (), (), None, turn, []
    check_invariants(s)
    return s


def run(state, *decisions):
    """Check, apply and refill for each decision (like ``Game.apply``); the events caused."""
    if state.events is None:
        state.events = []
    start = len(state.events)
    for d in decisions:
        state.check(d)
        state.apply(d)
        state.advance()
    return state.events[start:]


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def won(events):
    """The types decided among ``events``: (winner, goat type, scoring) each."""
    return [(e.seat, e.goat_type, e.scoring) for e in events if isinstance(e, ev.TypeDecided)]


def check_invariants(s):
    """Every one of the 121 cards is in exactly one place and the counters agree.

    The places are derived independently from ``cards``, ``deck`` and ``hands``
    and compared with ``where``; markers, owners and counters are checked too.
    """
    cells = s.geo.cells
    derived = {}
    for c in cells:
        card = s.cards[c]
        if card >= 0:
            assert card not in derived, f"card {card} twice"
            derived[card] = PASTURE + c
    for card in s.deck:
        assert card not in derived, f"card {card} twice"
        derived[card] = DECK
    for slot, card in enumerate(s.hands):
        if card >= 0:
            assert card not in derived, f"card {card} twice"
            derived[card] = HAND + slot // 2
    for card, w in enumerate(s.where):
        if card in derived:
            assert w == derived[card], f"card {card}: where {w}, found at {derived[card]}"
        else:
            assert w in (BOX, OUT, UNSEEN) or DISPLAY <= w < DISPLAY + s.players, (card, w)
    inside = set(cells)
    assert all(s.cards[c] < 0 and s.marks[c] < 0 for c in range(len(s.cards)) if c not in inside)
    # the takeable cells the rules keep (R11, R17) are the unmarked cards of the pasture
    assert s.free == sum(1 << c for c in cells if s.cards[c] >= 0 and s.marks[c] < 0), "free"
    # R17: 10 markers each, markers left + markers placed == 10
    for seat in range(s.players):
        assert s.markers[seat] >= 0
        assert s.markers[seat] + s.marks.count(seat) == MARKERS, (seat, s.markers)
    # marks only on goat cards of decided types, and only the owner's
    for c in cells:
        m = s.marks[c]
        if m >= 0:
            card = s.cards[c]
            assert 0 <= card < FIRST_DOG, f"marker on non-goat card {card}"
            assert s.owner[TYPE[card]] == m, f"seat {m} marks type {TYPE[card]} owned by {s.owner[TYPE[card]]}"
    # display counters (undecided types), milk totals
    dsum, dcnt = [0] * len(s.dsum), [0] * len(s.dcnt)
    tcount, milk = [0] * GOAT_TYPES, [0] * s.players
    for card, w in enumerate(s.where):
        if DISPLAY <= w < DISPLAY + s.players:
            seat, t = w - DISPLAY, TYPE[card]
            milk[seat] += MILK[card]
            if t >= 0:
                dsum[seat * GOAT_TYPES + t] += POINTS[card]
                dcnt[seat * GOAT_TYPES + t] += 1
                tcount[t] += 1
    assert milk == s.milk
    # between the play and the scoring (R13) the played type may stand at 4 cards / 8 points
    pending = TYPE[s.played] if s.phase in (TAKE, REFILL) and s.played >= 0 else -1
    for t in range(GOAT_TYPES):
        assert -1 <= s.owner[t] < s.players
        if s.owner[t] < 0:
            assert s.tcount[t] == tcount[t] <= (4 if t == pending else 3), (t, s.tcount[t], tcount[t])
            for seat in range(s.players):
                k = seat * GOAT_TYPES + t
                assert (s.dsum[k], s.dcnt[k]) == (dsum[k], dcnt[k]), (seat, t)
                assert dsum[k] < 8 or t == pending, f"seat {seat} holds 8 of undecided type {t} (R14)"


def before(players, pos, card):
    """The edge position a pawn must stand on so that playing ``card`` brings it to ``pos``."""
    from goatmaster.games.goat_master.engine.cards import STEPS
    return (pos - STEPS[C(card)]) % geometry(players).positions


def played(seats, seed=1, turns=None):
    """A SavedGame dealt from ``seed`` and played by a seeded random player (to the end by default)."""
    import random

    from goatmaster.games.goat_master.savefile import SavedGame
    saved = SavedGame.new(seats, seed)
    rng = random.Random(seed)
    while not saved.finished and (turns is None or saved.game.state.turn < turns):
        saved.game.apply(rng.choice(saved.game.state.legal_decisions()))
    return saved
