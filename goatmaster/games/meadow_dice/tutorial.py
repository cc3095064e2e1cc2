"""Meadow Dice's guided first game: Player 1 (crosses) against Hugo (circles), sheet
"Windmill", deal 32.

The script is a whole game of the ``greedy`` seat against itself on the Windmill sheet, dice
and all, in which the learner wins 15 to 12 and meets each rule when it is about to matter: the
throw and the throw again (D5, D6), a mark with two numbers (D7b), a cow and a number one cell
apart (D7c), two cows (D7a), the edge meadows (D10), a trough surrounded (D11), a herd (D12),
the end (D9) and the scoring (D13).  Made again with::

    python benchmarks/tutorial_script.py --game meadow --players 2 --seats greedy,greedy --seed 32 \\
        --options '{"sheet": "Windmill"}'

Each step's comment names the rules it teaches (``docs/rules/meadow-dice.md``).  The texts count
rows and columns from 1, as the sheet's labels and the log do; the targets from 0.
"""

from __future__ import annotations

from typing import Any, Optional

from ...core.game import QT_TRANSLATE_NOOP
from ...core.tutorial import END, Step, Tutorial
from .engine.sheet import COW, NEIGHBOURS
from .engine.state import AGAIN_CHOICE, MARK, marked_cells

# ---------------------------------------------------------------- the steps' situations off the script
# Each gets the position before the last move (None if unknown), the one now and the learner's
# seat, and names what its step points at while the situation stands (``core.lesson``).


def _marking(state: Any, learner: int) -> bool:
    return state.phase == MARK and state.seat == learner


def two_cows_thrown(before: Any, after: Any, learner: int) -> Optional[str]:
    if after.phase == AGAIN_CHOICE and after.seat == learner and after.dice0 == after.dice1 == COW:
        return "dice"
    return None


def two_cows_to_mark(before: Any, after: Any, learner: int) -> Optional[str]:
    if not _marking(after, learner) or not after.dice0 == after.dice1 == COW:
        return None
    options = after.legal_actions()
    corners = [a for a in options if any(c in (0, 7, 56, 63) for c in marked_cells(a))]
    return "move:" + after.action_to_string((corners or options)[0]) if options else None


def herd_grows(before: Any, after: Any, learner: int) -> Optional[str]:
    """A mark the learner may make now joins one of their marks (D12)."""
    if not _marking(after, learner):
        return None
    owner = after.owner
    joining = [a for a in after.legal_actions() if len(marked_cells(a)) == 1
               and any(owner[n] == learner for n in NEIGHBOURS[a])]
    return "move:" + after.action_to_string(joining[0]) if joining else None


def beside_trough(before: Any, after: Any, learner: int) -> Optional[str]:
    """A mark the learner may make now lies beside a trough they lead or may come to lead (D11)."""
    if not _marking(after, learner):
        return None
    rims = {c for trough in after.sheet.troughs for c in trough.rim}
    beside = [a for a in after.legal_actions() if len(marked_cells(a)) == 1 and a in rims]
    return "move:" + after.action_to_string(beside[0]) if beside else None

MOVES = (
    "throw 1 2", "again 2", "throw 2", "mark 0,2", "throw 3 C", "again 3",  # 0–5
    "throw 5", "mark 0,3 0,5", "throw 1 4", "again both", "throw 4 C", "mark 4,4 6,2",  # 6–11
    "throw C C", "keep", "mark 4,2 7,7", "throw 1 3", "again both", "throw 1 5",  # 12–17
    "mark 7,6", "throw 1 5", "again 5", "throw C", "mark 2,5 4,3", "throw C C",  # 18–23
    "keep", "mark 0,7 7,0", "throw 1 2", "again 2", "throw 1", "mark 6,7",  # 24–29
    "throw 1 C", "again 1", "throw 1", "mark 5,5", "throw 1 1", "again 1",  # 30–35
    "throw 1", "mark 3,0", "throw 1 3", "again both", "throw 2 C", "mark 2,0 2,2",  # 36–41
    "throw 2 5", "again both", "throw 4 5", "mark 1,4", "throw 4 5", "keep",  # 42–47
    "mark 5,4", "throw 2 4", "again both", "throw 2 2", "mark 5,1", "throw 3 C",  # 48–53
    "keep", "mark 6,3", "throw 1 3", "again both", "throw 3 5", "mark 2,3",  # 54–59
    "throw 3 5", "keep", "mark 1,1", "throw 1 1", "again both", "throw 1 4",  # 60–65
    "mark 3,4", "throw 2 3", "keep", "mark 4,6", "throw 1 2", "again both",  # 66–71
    "throw 1 C", "mark 0,0", "throw 5 C", "keep", "mark 5,6 7,4", "throw 3 C",  # 72–77
    "again C", "throw C", "mark 4,0", "throw 4 4", "keep", "mark 1,0",  # 78–83
    "throw 2 4", "keep", "mark 3,6", "throw 3 5", "again 3", "throw 2",  # 84–89
    "mark 2,1", "throw 4 C", "again both", "throw 4 5", "mark 6,0", "throw 1 4",  # 90–95
    "keep", "mark 1,7", "throw 1 2", "again 1", "throw 1", "mark 2,7",  # 96–101
    "throw 4 C", "keep", "mark 5,7", "throw 5 C", "again both", "throw 2 C",  # 102–107
    "mark 3,2", "throw 3 C", "keep", "mark 4,7", "throw 1 2", "again 1",  # 108–113
    "throw 1", "mark 2,4", "throw 1 3", "keep", "mark 5,0", "throw 5 C",  # 114–119
    "again both", "throw 2 5", "mark 0,4", "throw 3 4", "keep", "mark 6,4",  # 120–125
    "throw 3 C", "keep", "mark 3,3",  # 126–128
)

STEPS = (
    # D1, D4: the shared sheet.
    Step(1, QT_TRANSLATE_NOOP("MeadowTutorial",
                              "Welcome to Meadow Dice! You and Hugo pencil marks on one shared sheet: you draw "
                              "crosses, Hugo circles. Each cell shows a number from 1 to 5 or a cow; the water "
                              "troughs can never be marked."),
         "sheet"),
    # D3, D5: the throw.
    Step(1, QT_TRANSLATE_NOOP("MeadowTutorial",
                              "Every turn starts with a throw of both dice. A die shows 1 to 5 or a cow. You "
                              "threw a 1 and a 2."),
         "dice"),
    # D10, D11, D12: what scores.
    Step(1, QT_TRANSLATE_NOOP("MeadowTutorial",
                              "What scores at the end: each edge meadow (the outer rows and columns) gives 3 "
                              "points to whoever has more marks in it; each trough gives 4 or 2 to whoever has "
                              "more marks around it; and your herds, marks joined side by side."),
         "meadow:north"),
    # D6: throw again.
    Step(1, QT_TRANSLATE_NOOP("MeadowTutorial",
                              "You may throw one die or both once more; then the faces are final. Keep the 1 and "
                              "throw the 2 again: click the die showing <b>2</b>, then <b>Throw again</b>."),
         "move:again 2", act=True, also="dice", hint=QT_TRANSLATE_NOOP("MeadowTutorial",
                              "Click the die showing 2 so that it lifts, then press Throw again (T).")),
    # D7b, D10, D11: a number.
    Step(3, QT_TRANSLATE_NOOP("MeadowTutorial",
                              "A 1 and a 2: mark one free cell showing either. Choose the <b>1 in row 1, column "
                              "3</b> (a click), then press <b>Done</b>. It counts for the north meadow and lies "
                              "beside a trough."),
         "move:mark 0,2", act=True, hint=QT_TRANSLATE_NOOP("MeadowTutorial",
                              "Click the lit 1 in row 1, column 3, then press Done (Enter).")),
    # D7c: Hugo's pair.
    Step(9, QT_TRANSLATE_NOOP("MeadowTutorial",
                              "Hugo threw a cow and a 5 and marked both: a cow and a number exactly one cell "
                              "apart (two steps along a row, a column or a diagonal) may be marked together."),
         "cells:0,3 0,5"),
    # D6: both dice again.
    Step(9, QT_TRANSLATE_NOOP("MeadowTutorial",
                              "A 1 and a 4 give you little here. Throw <b>both</b> dice again: click each die, "
                              "then Throw again."),
         "move:again both", act=True, hint=QT_TRANSLATE_NOOP("MeadowTutorial",
                              "Click both dice so that they lift, then press Throw again (T).")),
    # D7c: a cow and a number linked.
    Step(11, QT_TRANSLATE_NOOP("MeadowTutorial",
                               "A cow and a 4! Mark the <b>cow in row 5, column 5</b> and the <b>4 in row 7, column "
                               "3</b> together: click the cow, then the 4 its dotted line leads to, then Done."),
         "move:mark 4,4 6,2", act=True, hint=QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Click the cow in row 5, column 5, then the 4 in row 7, column 3, then press Done.")),
    # D7a: two cows, Hugo's.
    Step(13, QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Hugo threw two cows: two cows mark any two free cows on the sheet."),
         "dice"),
    # Free play, the hint.
    Step(16, QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Play a turn by yourself. The lit cells are the ones your dice let you mark. Stuck? "
                               "Hint shows what the computer would do, and Enter takes it."),
         "button:hintButton"),
    # D7a, D10: two cows; the corners.
    Step(24, QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Two cows for you! Keep them: press <b>Keep the dice</b>."),
         "button:doneButton", act=True, hint=QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Press Keep the dice (Enter)."),
         when=two_cows_thrown, off=QT_TRANSLATE_NOOP("MeadowTutorial",
                                                     "Two cows for you! Two cows mark any two free cows on the "
                                                     "sheet: keep them, or throw again.")),
    Step(25, QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Mark two free cows anywhere. Take the corners: <b>row 1, column 8</b> and <b>row 8, "
                               "column 1</b>. A corner lies in two meadows at once."),
         "move:mark 0,7 7,0", act=True, hint=QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Click the cow in row 1, column 8, then the cow in row 8, column 1, then Done."),
         when=two_cows_to_mark, off=QT_TRANSLATE_NOOP("MeadowTutorial",
                                                      "Mark two free cows anywhere. A corner lies in two meadows at "
                                                      "once.")),
    # D12: a herd.
    Step(48, QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Mark the <b>5 in row 6, column 5</b>: it joins your cow above it and your cow "
                               "beside it into a herd of three. A herd of 5 to 9 marks scores 2, of 10 to 14 "
                               "scores 5, of 15 to 19 scores 12, of 20 or more 20."),
         "move:mark 5,4", act=True, hint=QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Click the 5 in row 6, column 5, then press Done."),
         when=herd_grows, off=QT_TRANSLATE_NOOP("MeadowTutorial",
                                                "The ringed cell lies beside one of your marks: marked, it joins "
                                                "them into a herd. A herd of 5 to 9 marks scores 2, of 10 to 14 "
                                                "scores 5, of 15 to 19 scores 12, of 20 or more 20.")),
    # D11: a trough.
    Step(55, QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Mark the <b>3 in row 7, column 4</b>, just below the big trough: you then have "
                               "three marks around it against Hugo's two: for now, the trough's 4 points are yours."),
         "cells:5,2 6,3", act=True, hint=QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Click the 3 in row 7, column 4, then press Done."),
         when=beside_trough, off=QT_TRANSLATE_NOOP("MeadowTutorial",
                                                   "The ringed cell lies beside a trough. Whoever has more marks "
                                                   "around a trough at the end scores its points: 4 for a big one, 2 "
                                                   "for a small one.")),
    # D9: the end.
    Step(61, QT_TRANSLATE_NOOP("MeadowTutorial",
                               "Play the rest by yourself. The game ends after a turn that leaves no cow free, "
                               "or five numbers or fewer."),
         "standing"),
    # D10–D13: the scoring.
    Step(END, QT_TRANSLATE_NOOP("MeadowTutorial",
                                "The game is over. Every meadow and trough shows its winner's colour, and every herd "
                                "is outlined with its points. The highest total wins."),
         "sheet"),
    Step(END, QT_TRANSLATE_NOOP("MeadowTutorial",
                                "That is Meadow Dice! Next, try a New game against an easy, normal or hard "
                                "opponent, on another sheet, or with a friend at this screen. The rules are under "
                                "Help (F1), and so is this lesson.")),
)

TUTORIAL = Tutorial(context="MeadowTutorial", players=2, seed=32, moves=MOVES, steps=STEPS,
                    options={"sheet": "Windmill"})
