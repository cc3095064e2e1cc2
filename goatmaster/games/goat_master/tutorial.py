"""Goat Master's guided first game: Player 1 against Hugo, two players, deal 109.

The script is a whole game of the ``greedy`` seat against itself from deal 109, in which the
learner wins 39 to 25 and meets every rule of a turn early: a goat and milk played (R9, R10), a
take from the pawn's line (R11), a herd won with 8 points (R14) and one lost to it, a dog moving
a marked card next to the stable (R18, R20), a swap Hugo agrees to that joins a second card to
it (R18), the fourth card (R15), an owed card coming out of the deck (R14), and the end when Hugo
finds nothing to take (R12, R19).
Made again with::

    python benchmarks/tutorial_script.py --game goat-master --players 2 --seats greedy,greedy --seed 109 \
        --force "48=dog [3, 0] > [1, 0]" --force "49=consent yes"

(greedy's own move 48 swapped the card beside the stable away; the lesson's joins one to it).

Each step's comment names the rules it teaches (``docs/rules/goat-master.md``).
"""

from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence

from ...core.game import QT_TRANSLATE_NOOP
from ...core.tutorial import END, Step, Tutorial
from .engine.cards import DOGS, GOAT_TYPES, POINTS, TYPE, card_id, is_dog, type_cards
from .engine.cards import STEPS as MOVE
from .engine.pasture import col_of, row_of
from .engine.game import Game
from .engine.places import CONSENT, DECK, DISPLAY, DOG, HAND, OUT, PASTURE, PLAY, TAKE
from .engine.setup import deal

# ---------------------------------------------------------------- the steps' situations off the script
# Each gets the position before the last move (None if unknown), the one now and the learner's
# seat, and names what its step points at while the situation stands (``core.lesson``).


def dog_to_come(state: Any, learner: int) -> bool:
    """A dog may still be played: one is in a hand, the pasture or the deck, or one played this
    turn has its move to come (R18).  Only 7 take part in a game of two, and a learner may play
    them all early."""
    return state.phase != PLAY and is_dog(state.played) or any(_to_play(state, c) for c in DOGS)


def dog_to_take(state: Any, learner: int) -> bool:
    """A dog may still lie in a pawn's line: one is in the pasture or the deck."""
    return any(_to_come(state, c) for c in DOGS)


def _to_come(state: Any, card: int) -> bool:
    """``card`` is in the deck or the pasture: a pawn's line may still hold it, a marker may still go on it."""
    where = state.where[card]
    return where == DECK or where >= PASTURE


def _to_play(state: Any, card: int) -> bool:
    """``card`` may still be played: it is in the deck, the pasture or a hand."""
    return _to_come(state, card) or HAND <= state.where[card] < DISPLAY


def _marked_card(state: Any, goat_type: int) -> str:
    """A card of ``goat_type`` in the pasture (its markers), else the pasture."""
    placed = [c for c in type_cards(goat_type) if state.where[c] >= PASTURE]
    return f"card:{card_id(placed[0])}" if placed else "pasture"


def _decided(before: Any, after: Any) -> list[int]:
    """The goat types decided by the last move."""
    return [] if before is None else [t for t, seat in enumerate(after.owner) if seat >= 0 > before.owner[t]]


def herd_won_by_eight(before: Any, after: Any, learner: int) -> Optional[str]:
    won = [t for t in _decided(before, after) if not after.by_fourth >> t & 1]
    return f"panel:{after.owner[won[0]]}" if won else None


def dog_in_line(before: Any, after: Any, learner: int) -> Optional[str]:
    if after.phase != TAKE or after.actor != learner:
        return None
    dogs = [c for c in after.take_cells() if is_dog(after.cards[c])]
    return f"move:take [{row_of(dogs[0])}, {col_of(dogs[0])}]" if dogs else None


def herd_marked(before: Any, after: Any, learner: int) -> Optional[str]:
    decided = [t for t in _decided(before, after) if any(after.where[c] >= PASTURE for c in type_cards(t))]
    return _marked_card(after, decided[0]) if decided else None


def dog_played(before: Any, after: Any, learner: int) -> Optional[str]:
    if after.phase == PLAY and after.actor == learner:
        dogs = [c for c in after.hand(learner) if is_dog(c)]
        return f"move:play {card_id(dogs[0])}" if dogs else None
    if before is not None and before.phase == PLAY and is_dog(after.played) \
            and after.seat == before.seat:
        return f"card:{card_id(after.played)}"
    return None


def dog_phase(before: Any, after: Any, learner: int) -> Optional[str]:
    if after.phase != DOG:
        return None
    return "button:noDogMoveButton" if after.actor == learner else f"panel:{after.actor}"


def _swapped(before: Any, after: Any) -> list[int]:
    if before is None or before.phase not in (DOG, CONSENT):
        return []
    return [c for c in range(len(after.cards)) if after.cards[c] != before.cards[c] and after.cards[c] >= 0]


def dog_swapped(before: Any, after: Any, learner: int) -> Optional[str]:
    cells = _swapped(before, after)
    return f"cell:{row_of(cells[0])},{col_of(cells[0])}" if cells else None


def herd_won_by_other(before: Any, after: Any, learner: int) -> Optional[str]:
    won = [t for t in _decided(before, after) if after.owner[t] != learner]
    return _marked_card(after, won[0]) if won else None


def owed_card_out(before: Any, after: Any, learner: int) -> Optional[str]:
    """An owed card came out of the deck, or a herd is won: its cards still in the deck are owed (R14)."""
    if before is not None:
        out = [after.cards[c] for c in range(len(after.cards)) if after.cards[c] >= 0 and after.marks[c] >= 0
               and before.where[after.cards[c]] == DECK]
        if out:
            return f"card:{card_id(out[0])}"
    return "deck" if any(seat >= 0 for seat in after.owner) else None


def consent_asked(before: Any, after: Any, learner: int) -> Optional[str]:
    """A dog's move waits for a consent, or the learner's dog may make one that would (R18)."""
    if after.phase == CONSENT and after.pending is not None:
        target = after.pending[1]
        return f"cell:{row_of(target)},{col_of(target)}"
    if after.phase == DOG and after.actor == learner:
        asking = [(a, b) for a, b in after.dog_moves() if after.marks[b] >= 0]
        if asking:
            a, b = asking[0]
            return f"move:dog [{row_of(a)}, {col_of(a)}] > [{row_of(b)}, {col_of(b)}]"
    if after.phase == PLAY and after.actor == learner:         # the learner's dog could ask now
        dogs = [c for c in after.hand(learner) if is_dog(c)]
        marks, targets = after.marks, after.geo.dog_targets
        if dogs and any(marks[t] not in (-1, learner) for c in after.marked_cells(learner) for t in targets[c]):
            return f"move:play {card_id(dogs[0])}"
    return None


def consent_answered(before: Any, after: Any, learner: int) -> Optional[str]:
    """A consent was answered, or one is asked or may be (what the answer does, R18)."""
    if before is not None and before.phase == CONSENT and after.phase != CONSENT and before.pending is not None:
        target = before.pending[1]
        return f"cell:{row_of(target)},{col_of(target)}"
    return consent_asked(before, after, learner)


def cards_left(before: Any, after: Any, learner: int) -> Optional[str]:
    if before is None:
        return None
    gone = [c for c in range(len(after.where)) if after.where[c] == OUT and DISPLAY <= before.where[c] < PASTURE]
    return f"panel:{before.where[gone[0]] - DISPLAY}" if gone else None


def fourth_card(before: Any, after: Any, learner: int) -> Optional[str]:
    """The learner may play the fourth card of a type, or the fourth decides or is about to (R15)."""
    if after.phase == PLAY and after.actor == learner:
        fourth = [c for c in after.hand(learner)
                  if TYPE[c] >= 0 and after.owner[TYPE[c]] < 0 and after.tcount[TYPE[c]] == 3]
        if fourth:
            return f"move:play {card_id(fourth[0])}"
    return fifth_card(before, after, learner)


#: The most steps on a seat's way to one herd (:func:`_herd_ways`).
WAY = 12


def _within_reach(state: Any, seat: int) -> list[int]:
    """The cards ``seat`` could take next turn (R10, R11): unmarked, in the line its pawn faces
    after one of its hand cards is played."""
    geo, cards, marks = state.geo, state.cards, state.marks
    lines = {(state.pawns[seat] + MOVE[c]) % geo.positions for c in state.hand(seat)}
    return [cards[c] for p in lines for c in geo.lines[p] if cards[c] >= 0 and marks[c] < 0]


def _by_type(each_seats: Iterable[list[int]]) -> list[list[tuple[int, int]]]:
    """(seat, card) for each goat of each seat's cards, by its type (one pass: the lesson weighs
    thousands of positions a decision)."""
    kinds: list[list[tuple[int, int]]] = [[] for _ in range(GOAT_TYPES)]
    for seat, cards in enumerate(each_seats):
        for c in cards:
            if TYPE[c] >= 0:
                kinds[TYPE[c]].append((seat, c))
    return kinds


def _herd_ways(state: Any, seat: int) -> dict[int, int]:
    """How far ``seat`` is on the way to each herd it could still win, 1 to :data:`WAY`: for a
    type not decided with a card left to mark (in the pasture or the deck: a herd that marks
    nothing gives no card a dog could move, R18), whose display total is ``seat``'s alone at the
    top and that another seat's plays can still decide for it (their total with the fourth card
    below ``seat``'s, R15) or its own can bring to 8 (R14), three for each of its cards in the
    displays, and up to three more for the cards of it whose play keeps that so: two for each in
    a hand, one for each within a player's reach for their next take."""
    totals = [[state.dsum[s * GOAT_TYPES + t] for s in range(state.players)] for t in range(GOAT_TYPES)]
    held = _by_type(state.hand(s) for s in range(state.players))
    near = _by_type(_within_reach(state, s) for s in range(state.players))
    ways = {}
    for t in range(GOAT_TYPES):
        mine = totals[t][seat]
        if state.owner[t] >= 0 or not mine or any(total >= mine for s, total in enumerate(totals[t]) if s != seat):
            continue
        if not any(_to_come(state, c) for c in type_cards(t)):
            continue
        free = sorted(POINTS[c] for c in type_cards(t) if _to_play(state, c))
        need = 4 - state.tcount[t]

        def given(s: int, card: int = -1) -> bool:
            """Seat ``s`` can still play the cards that decide the herd for ``seat`` (``card`` first)."""
            rest = list(free)
            if card >= 0:
                rest.remove(POINTS[card])
            played = totals[t][s] + (POINTS[card] if card >= 0 else 0)  # noqa: B023
            return need <= len(free) and played + sum(rest[:need - (card >= 0)]) < mine  # noqa: B023

        def helps(s: int, c: int) -> bool:
            return s == seat or given(s, c)  # noqa: B023
        if not (mine + sum(free) >= 8 or any(given(s) for s in range(state.players) if s != seat)):
            continue
        cards = 2 * sum(helps(s, c) for s, c in held[t]) + sum(helps(s, c) for s, c in near[t])
        ways[t] = min(3 * state.tcount[t] + min(cards, 3), WAY)
    return ways


def _herd_steps(state: Any, seat: int, name: str) -> list[str]:
    """``seat``'s way to a herd as steps: each type's way its own (a move that furthers one herd
    while keeping the others is progress), every step of every type once ``seat`` has won one."""
    if seat in state.marks:
        return _EVERY_STEP[name]
    return [f"{name}{t}.{k}" for t, way in _herd_ways(state, seat).items() for k in range(1, way + 1)]


#: Every step of every type's way (:func:`_herd_steps`), made once.
_EVERY_STEP = {name: [f"{name}{t}.{k}" for t in range(GOAT_TYPES) for k in range(1, WAY + 1)]
               for name in ("yours", "theirs")}


def _ask_way(state: Any, learner: int, seat: int) -> int:
    """How near ``seat`` is to asking the learner's consent (R18), 0 to 6: one of its marked cards
    in a row or column with one of the learner's (a dog may then move onto it) counts two more
    steps than a dog in hand; a dog in hand counts two, one within reach for its next take one; a
    second dog in hand first moves a card into line.  Playing a dog to bring a card into line is
    a step forward."""
    marks, targets = state.marks, state.geo.dog_targets
    lined = any(marks[t] == learner for c, owner in enumerate(marks) if owner == seat for t in targets[c])
    dogs = sum(is_dog(c) for c in state.hand(seat))
    near = any(is_dog(c) for c in _within_reach(state, seat))
    if lined:
        return 6 if dogs else 5 if near else 4
    return 4 if dogs >= 2 else 2 * dogs + near


def towards_consent(before: Any, after: Any, learner: int) -> Optional[str]:
    """On the way to a consent asked of the learner: the learner's way to a herd and another
    seat's (:func:`_herd_steps`), the dogs still to be played while the learner has no marked
    card (one played then asks nothing, and only 7 take part in a game of two, R3), then that
    seat's way to asking (:func:`_ask_way`), the dogs counting no more."""
    others = [seat for seat in range(after.players) if seat != learner]
    theirs = {step for seat in others for step in _herd_steps(after, seat, "theirs")}
    if learner in after.marks:
        dogs, ask = len(DOGS), max(_ask_way(after, learner, seat) for seat in others)
    else:
        dogs, ask = sum(_to_play(after, c) for c in DOGS), 0
    return " ".join(_herd_steps(after, learner, "yours") + sorted(theirs) + [f"dog{k}" for k in range(1, dogs + 1)]
                    + [f"ask{k}" for k in range(1, ask + 1)]) or None


def _eight_way(state: Any, shared: bool) -> Optional[str]:
    """On the way to a herd won with 8 points (R14), each player's way its own (a seat's progress
    counts while another's display holds more): the most their display holds of a type not
    decided (if ``shared``, one that another display holds cards of too) with the card of it they
    hold (two steps a point), or else with one within reach for their next take (R10, R11; a
    step less)."""
    steps, owner, dcnt, dsum = [], state.owner, state.dcnt, state.dsum
    displayed = [sum(dcnt[s * GOAT_TYPES + t] for s in range(state.players)) for t in range(GOAT_TYPES)]
    for seat in range(state.players):
        held, near = _highest(state.hand(seat)), _highest(_within_reach(state, seat))
        best = 0
        for t in range(GOAT_TYPES):
            if owner[t] >= 0 or shared and displayed[t] == dcnt[seat * GOAT_TYPES + t]:
                continue
            total = dsum[seat * GOAT_TYPES + t]
            best = max(best, 2 * (total + held[t]), 2 * (total + near[t]) - 1)
        steps += [f"eight{seat}.{k}" for k in range(1, min(best, 16) + 1)]
    return " ".join(steps) or None


def _highest(cards: list[int]) -> list[int]:
    """The highest value of ``cards`` of each goat type (0: none)."""
    best = [0] * GOAT_TYPES
    for c in cards:
        if TYPE[c] >= 0:
            best[TYPE[c]] = max(best[TYPE[c]], POINTS[c])
    return best


def towards_eight(before: Any, after: Any, learner: int) -> Optional[str]:
    """On the way to a herd won with 8 points (R14)."""
    return _eight_way(after, False)


def towards_cards_left(before: Any, after: Any, learner: int) -> Optional[str]:
    """On the way to a herd won with 8 points of a type in another display too (R14: those cards leave)."""
    return _eight_way(after, True)


def holds_herd(before: Any, after: Any, learner: int) -> Optional[str]:
    """Another seat holds a card that brings a type with cards still in the deck to 8 points (R14)."""
    for seat in range(after.players):
        for c in after.hand(seat) if seat != learner else ():
            t = TYPE[c]
            if t >= 0 and after.owner[t] < 0 and any(after.where[o] == DECK for o in type_cards(t)) \
                    and after.dsum[seat * GOAT_TYPES + t] + POINTS[c] >= 8:
                return "herd"
    return None


def holds_fourth(before: Any, after: Any, learner: int) -> Optional[str]:
    """Another seat holds the fourth card of a type (to play it)."""
    return next(("fourth" for seat in range(after.players) if seat != learner for c in after.hand(seat)
                 if TYPE[c] >= 0 and after.owner[TYPE[c]] < 0 and after.tcount[TYPE[c]] == 3), None)


def fifth_card(before: Any, after: Any, learner: int) -> Optional[str]:
    """A herd was decided by its fourth card, or three of a type lie in the displays (R15)."""
    won = [t for t in _decided(before, after) if after.by_fourth >> t & 1]
    if won:
        return _marked_card(after, won[0])
    three = [t for t, count in enumerate(after.tcount) if count == 3 and after.owner[t] < 0]
    return f"panel:{learner}" if three else None


MOVES = (
    "play G11.1", "take [3, 1]", "play G02.2", "take [3, 3]",  # 0–3
    "play M2.2", "take [1, 3]", "play M1.7", "take [5, 2]",  # 4–7
    "play G02.5", "take [2, 1]", "play G10.5", "take [3, 0]",  # 8–11
    "play G06.5", "take [5, 4]", "play M1.8", "take [2, 0]",  # 12–15
    "play G06.3", "take [2, 1]", "play M1.3", "take [1, 5]",  # 16–19
    "play G09.5", "take [2, 5]", "play G11.5", "take [5, 3]",  # 20–23
    "play G09.3", "take [5, 0]", "play G05.4", "take [1, 1]",  # 24–27
    "play D01", "take [3, 0]", "dog [4, 0] > [0, 0]", "play G13.4",  # 28–31
    "take [5, 2]", "play M2.3", "take [3, 2]", "play G10.4",  # 32–35
    "take [4, 2]", "play G11.3", "take [0, 5]", "play G05.5",  # 36–39
    "take [3, 0]", "play D06", "take [4, 5]", "dog [0, 2] > [0, 1]",  # 40–43
    "play G02.3", "take [0, 2]", "play D03", "take [0, 5]",  # 44–47
    "dog [3, 0] > [1, 0]", "consent yes", "play G13.5", "take [4, 4]",  # 48–51
    "play M2.1", "take [1, 2]", "play G02.4", "take [2, 1]",  # 52–55
    "play G11.2", "take [3, 5]", "play M1.1", "take [3, 2]",  # 56–59
    "play G12.2", "take [5, 3]", "play G15.1", "take [4, 3]",  # 60–63
    "play G04.5", "take [5, 1]", "play D12", "take [4, 0]",  # 64–67
    "dog [2, 5] > [5, 5]", "play G12.1", "take [2, 0]", "play G12.3",  # 68–71
    "take [5, 4]", "play G04.4", "take [2, 4]", "play D07",  # 72–75
    "take none", "dog [4, 1] > [4, 5]",  # 76–77
)


STEPS = (
    # R1, R4, R20: the pasture, the goat types and what scores.
    Step(0, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Welcome to Goat Master! You play one game against Hugo, step by step. This is the "
                           "pasture: goats of many types (Mighty Kid, Pirouette, Sherlock…) worth 1 to 5, milk and "
                           "dogs. Win a type's herd and its cards in the pasture get your markers: at the end each "
                           "one scores its value for you."),
         "pasture"),
    # R7, R9: the hand.
    Step(0, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "These are your two cards; Hugo cannot see them. Every turn you play one of them into your"
                           " display and then take a new one from the pasture."),
         "hand"),
    # R5, R6, R10: the pawn, the stable, the move.
    Step(0, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Your pawn (the big goat) starts beside your stable. The card you play moves it clockwise "
                           "round the pasture: a goat by its value, milk by 1 or 2, a dog not at all."),
         "pawn:0"),
    # R9, R10.
    Step(0, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Play <b>Mighty Kid 1</b>: click it in your hand. Your pawn moves one step."),
         "move:play G11.1", act=True, hint=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Click Mighty Kid 1, the card with the ring round it.")),
    # R11: the line and the take.
    Step(1, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Now take a card from your pawn's line: the column it faces, outlined in your colour. "
                           "Take <b>milk 2</b>: milk counts at the end. The gap is refilled from the deck at once."),
         "move:take [3, 1]", act=True, hint=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Click milk 2 in the outlined column.")),
    # R8: turns alternate; the opponent's display.
    Step(2, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Now it is Hugo's turn. His name, score and display are here: watch what he plays"
                           " and takes."),
         "panel:1"),
    # R21: milk.
    Step(4, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Play your <b>milk 2</b>. It moves your pawn two steps. At the end the highest milk total "
                           "scores all of it, the next one half."),
         "move:play M2.2", act=True, hint=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Click milk 2 in your hand.")),
    Step(5, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Choose your take yourself this time: any card of the outlined line that has no marker. "
                           "Hover over a card to see what it would do."),
         "line"),
    # R14: eight points win a herd.
    Step(16, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Your display holds Pirouette 5. Play <b>Pirouette 3</b>: with 8 points of one type in "
                           "your display you win that type's herd at once, as soon as your take is done."),
         "move:play G06.3", act=True, hint=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Click Pirouette 3 in your hand."),
         when=herd_won_by_eight, aim=towards_eight, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                       "A herd was just won: with 8 points of one type in a display, "
                                                       "a player wins that type's herd at once, as soon as the take "
                                                       "is done.")),
    Step(17, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Take the <b>dog</b>: you will play it soon."),
         "move:take [2, 1]", act=True, also="line", hint=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Click the dog in the outlined line."),
         when=dog_in_line, possible=dog_to_take, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                 "There is a <b>dog</b> in your line: take it if you like. Played "
                                                 "later, it lets you move one of your marked cards.")),
    # R14, R17: markers on the herd, owed cards.
    Step(18, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "The Pirouette herd is yours: every Pirouette in the pasture carries your marker, and a "
                           "Pirouette still in the deck gets one when it comes out. Marked cards can no longer be "
                           "taken. You have 10 markers in all."),
         "card:G06.4",
         when=herd_marked, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                 "The won herd's cards in the pasture carry its winner's markers "
                                                 "now. Marked cards can no longer be taken. Each player has 10 "
                                                 "markers in all.")),
    # Free play, the hint.
    Step(20, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Play on by yourself for a few turns: the cards you may take light up. Stuck? Hint shows "
                           "what the computer would do, and Enter takes it."),
         "button:hintButton"),
    # R18: the dog.
    Step(28, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Play your <b>dog</b>. It does not move your pawn, but after your take it lets you move "
                           "one of your marked cards along its row or column."),
         "move:play D01", act=True, hint=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Click the dog in your hand."),
         when=dog_played, possible=dog_to_come, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                "A <b>dog</b> does not move the pawn, but after the take it lets its "
                                                "player move one of their marked cards along its row or column.")),
    Step(30, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Your dog may move a card, or you may end the turn with this button."),
         "button:noDogMoveButton",
         when=dog_phase, possible=dog_to_come, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                               "Now the dog may move a marked card along its row or column, or the "
                                               "turn may end without a move.")),
    # R18, R20: a swap with an unmarked card; the stable doubles linked cards.
    Step(30, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Drag <b>Pirouette 4</b> up its column onto Van Goat 3, the card beside your stable: the "
                           "two swap. At the end a marked card touching your stable scores double, and so does every "
                           "marked card joined to it through yours."),
         "move:dog [4, 0] > [0, 0]", act=True, hint=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Drag Pirouette 4 (bottom left) up to the top-left card, or use the arrow keys and Enter."),
         when=dog_swapped, possible=dog_to_come, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                 "A dog moved a marked card onto another card, and the two swapped. "
                                                 "At the end a marked card touching its owner's stable scores "
                                                 "double, and so does every marked card joined to it through the "
                                                 "owner's.")),
    # R14: a herd the opponent wins.
    Step(37, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Hugo won the Spike herd with 9 points: his markers are on the Spike cards now."),
         "card:G10.3",
         when=herd_won_by_other, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                       "Hugo won a herd: his markers are on its cards now.")),
    # R14: an owed card.
    Step(41, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "A Sherlock came out of the deck to refill the pasture. The Sherlock herd is yours, so it "
                           "got your marker at once."),
         "card:G09.4",
         when=owed_card_out, aim=holds_herd, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                                   "A card of a won herd that is still in the deck "
                                                                   "gets its winner's marker as soon as it comes out "
                                                                   "to refill the pasture.")),
    # R18, R20: a swap onto the opponent's card needs consent; the stable's chain grows.
    Step(48, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Drag <b>Sherlock 4</b> up its column onto <b>Spike 2</b>, just below your Pirouette 4. "
                           "Spike 2 carries Hugo's marker, so the two swap only if Hugo agrees. Joined to "
                           "Pirouette 4, Sherlock 4 scores double too."),
         "move:dog [3, 0] > [1, 0]", act=True, hint=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Drag Sherlock 4 (left column, fourth row) up onto Spike 2 (second row)."),
         when=consent_asked, possible=dog_to_come, aim=towards_consent, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                                        "A dog's move onto a card that carries "
                                                                        "another player's marker needs that player's "
                                                                        "consent: the two swap only if they agree.")),
    Step(50, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Hugo agreed, and the cards swapped. Had he said no, you could choose another move or "
                           "none. With friends at this screen, the card's owner is asked."),
         "cell:1,0",
         when=consent_answered, possible=dog_to_come, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                      "The card's owner answers: on a yes the cards swap, on a no "
                                                      "the dog's player may choose another move or none. With "
                                                      "friends at this screen, the card's owner is asked.")),
    # R14: cards of a herd someone else won leave the game.
    Step(56, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Hugo reached 8 points of Chef Feta first: your Chef Feta 5 left your display, worth "
                           "nothing. That is the risk of a herd you cannot finish."),
         "panel:0",
         when=cards_left, aim=towards_cards_left, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                "A herd was won, so the cards of that type in the other displays "
                                                "left the game, worth nothing. That is the risk of a herd you cannot "
                                                "finish.")),
    # R15: the fourth card.
    Step(56, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Three Mighty Kids are in the displays. Play <b>Mighty Kid 2</b>, the fourth: it decides "
                           "the herd. The higher total wins (yours 6, Hugo's 5) and is owed the fifth card."),
         "move:play G11.2", act=True, hint=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Click Mighty Kid 2 in your hand."),
         when=fourth_card, aim=holds_fourth, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                                   "When the fourth card of a type comes into the "
                                                                   "displays, it decides the herd: the higher total "
                                                                   "wins and is owed the fifth card.")),
    Step(58, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "The Mighty Kid herd is yours: Hugo's Mighty Kid 5 left the game, and the fifth card, "
                           "Mighty Kid 4, got your marker."),
         "card:G11.4",
         when=fifth_card, aim=holds_fourth, off=QT_TRANSLATE_NOOP("GoatMasterTutorial",
                                                                  "The herd a fourth card decides goes to the higher "
                                                                  "total: the loser's cards of it leave the game, "
                                                                  "and the fifth card gets the winner's marker.")),
    # R12, R19: the end.
    Step(60, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "Play the rest by yourself. The game ends after a turn in which a player finds nothing to "
                           "take in the pawn's line, or a row or column of the pasture is empty."),
         "pasture"),
    # R20–R22: the scoring.
    Step(END, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "The game is over. Each marked card scores its value for its owner, double when it is "
                           "joined to the owner's stable. The highest milk total scores in full, the next half. Next "
                           "comes the end screen with everyone's points."),
         "pasture"),
    Step(END, QT_TRANSLATE_NOOP("GoatMasterTutorial",
                           "That is Goat Master! Next, try a New game against an easy, normal or hard opponent, or "
                           "with friends at this screen. The rules are under Help (F1), and so is this lesson.")),
)

class LessonDeck:
    """The deck the lesson stacks (``core.tutorial.Deck``): a refill draws the deck's top card
    with no chance step (R11), so the lesson puts there the card it wants drawn."""

    def __init__(self, players: int, seed: int) -> None:
        #: The lesson's deal's deck, top card first.
        self.dealt = deal(players, seed).deck

    def cards(self, state: Any) -> Sequence[int]:
        """The cards the refill due may bring: the deck's, in the lesson's deal's order."""
        left = set(state.deck)
        return [c for c in self.dealt if c in left]

    def put(self, match: Game, card: int) -> None:
        match.stack(card)


PLAYERS, SEED = 2, 109
TUTORIAL = Tutorial(context="GoatMasterTutorial", players=PLAYERS, seed=SEED, moves=MOVES, steps=STEPS,
                    replies=2, deck=LessonDeck(PLAYERS, SEED))
