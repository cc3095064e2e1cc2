"""Goal Rows' guided first game: Player 1 (red) against Hugo (yellow), deal 27.

The script is a whole game of the ``greedy`` seat against itself from deal 27, but for one trade
Hugo offers and the learner takes (``greedy`` rarely offers one early), in which the learner wins
23 to 4 and meets each rule when it is about to matter: whose colour a card counts for (T8),
playing into a row and drawing (T7), a full row's token to the highest sum (T9), black and red
tokens (T3), a trade offered and answered (T10), the draw pile shuffled anew (T11) and the end
(T13, T14).  Made again with::

    python benchmarks/tutorial_script.py --game rows --players 2 --seats greedy,greedy --seed 27 \\
        --force "27=offer R02" --force "28=give R01"

Each step's comment names the rules it teaches (``docs/rules/goal-rows.md``).  The texts count
rows from 1, as the table and the log do; the targets from 0.
"""

from __future__ import annotations

from typing import Any, Optional

from ...core.game import QT_TRANSLATE_NOOP
from ...core.tutorial import END, Step, Tutorial
from .engine.actions import DECLINE, GIVE0, OFFER0, action_text
from .engine.cards import COLOUR, LENGTH, POINTS, VALUE
from .engine.state import ANSWER, PLAY

# ---------------------------------------------------------------- the steps' situations off the script
# Each gets the position before the last move (None if unknown), the one now and the learner's
# seat, and names what its step points at while the situation stands (``core.lesson``).


def _winning_plays(state: Any, learner: int, red: bool) -> list[int]:
    """The learner's plays now that fill a row and give its token (a red one if ``red``) to the
    colour that leads it: the learner's own for a black token, another's for a red one (T9)."""
    if state.phase != PLAY or state.seat != learner:
        return []
    found = []
    for action in state.legal_actions():
        if action >= OFFER0:
            continue
        card, place = divmod(action, 4)
        token = state.rtok[place]
        if token < 0 or state.rlen[place] + 1 != LENGTH[token] or (POINTS[token] < 0) != red:
            continue
        sums = state.sums(place)
        sums[COLOUR[card]] += VALUE[card]
        best = max(sums)
        if sums.count(best) == 1 and (sums.index(best) != learner) == red:
            found.append(action)
    return found


def _won(before: Any, after: Any) -> list[int]:
    """The tokens won by the last move."""
    return [] if before is None else [t for t, seat in enumerate(after.owner) if seat >= 0 > before.owner[t]]


def row_to_win(before: Any, after: Any, learner: int) -> Optional[str]:
    plays = _winning_plays(after, learner, red=False)
    if plays:
        return "move:" + action_text(plays[0])
    won = _won(before, after)
    return f"panel:{after.owner[won[0]]}" if won else None


def trade_offered(before: Any, after: Any, learner: int) -> Optional[str]:
    return "trade" if after.phase == ANSWER and after.asked == learner else None


def trade_answer(before: Any, after: Any, learner: int) -> Optional[str]:
    if after.phase != ANSWER or after.asked != learner:
        return None
    gives = [a for a in after.legal_actions() if GIVE0 <= a < DECLINE]
    return "move:" + action_text(gives[0]) if gives else None


def reshuffled(before: Any, after: Any, learner: int) -> Optional[str]:
    return "pile" if after.shuffled else None


def red_to_give(before: Any, after: Any, learner: int) -> Optional[str]:
    plays = _winning_plays(after, learner, red=True)
    if plays:
        return "move:" + action_text(plays[0])
    won = [t for t in _won(before, after) if POINTS[t] < 0]
    return f"panel:{after.owner[won[0]]}" if won else None


def token_to_other(before: Any, after: Any, learner: int) -> Optional[str]:
    won = [t for t in _won(before, after) if after.owner[t] != learner]
    return f"panel:{after.owner[won[0]]}" if won else None

MOVES = (
    "play Y05 3", "draw R06", "play Y01 0", "draw R08", "play R06 0", "draw R04",  # 0–5
    "play R08 3", "draw R09", "play Y12 3", "draw Y09", "play R09 3", "draw R05",  # 6–11
    "play Y09 3", "draw R10", "play Y02 1", "draw Y11", "play R04 1", "draw Y07",  # 12–17
    "play Y03 1", "draw Y04", "play R10 1", "draw R03", "play Y11 1", "draw Y06",  # 18–23
    "play R03 1", "reveal -3", "draw R11", "offer R02", "give R01", "play Y07 3",  # 24–29
    "draw Y10", "play Y06 0", "draw Y08", "play R02 0", "draw R07", "play Y04 0",  # 30–35
    "draw Y11", "play R07 0", "draw R10", "play Y08 0", "reveal +3a", "draw R03",  # 36–41
    "play Y10 3", "reveal -6", "draw Y03", "play R01 1", "draw R04", "play Y03 1",  # 42–47
    "draw Y02", "play R03 1", "reveal +5b", "draw R07", "play Y02 3", "draw R09",  # 48–53
    "play R04 3", "draw Y03", "play R09 0", "draw Y05", "play Y11 0", "draw R06",  # 54–59
    "play R10 0", "reveal +4b", "draw R02", "play R05 3", "draw R08", "play R02 0",  # 60–65
    "draw Y12", "play Y03 0", "draw Y08", "play Y12 3", "draw Y04", "play R06 3",  # 66–71
    "draw Y07", "play Y04 3", "reveal +3b", "draw R01", "play Y07 0", "draw Y10",  # 72–77
    "play R11 0", "reveal +2b", "draw Y09", "play Y08 0", "draw Y01", "play R12 0",  # 78–83
    "reveal +7a", "draw Y06", "play Y01 0", "draw R03", "play R01 0", "draw Y12",  # 84–89
    "play Y10 0", "draw R04", "offer Y05", "decline", "play R03 0", "draw R05",  # 90–95
    "offer Y05", "decline", "play R04 0", "draw R02", "offer Y05", "decline",  # 96–101
    "play R02 0", "draw Y02", "offer Y05", "give Y02", "play Y05 0", "reveal -4",  # 102–107
    "draw R06", "play Y02 0", "draw Y11", "play R05 0", "draw R10", "play Y06 0",  # 108–113
    "draw Y03", "play R06 0", "reveal -2", "draw Y04", "play Y03 0", "draw R12",  # 114–119
    "play R07 0", "reveal +4a", "draw R09", "play R12 0", "draw R11", "play Y04 1",  # 120–125
    "draw Y08", "play R11 1", "draw Y07", "play Y08 1", "draw R01", "play Y07 0",  # 126–131
    "draw R03", "offer R01", "decline", "play R03 1", "draw Y05", "offer R01",  # 132–137
    "decline", "offer Y05", "decline", "play R01 0", "draw R06", "play Y05 0",  # 138–143
    "reveal +6a", "draw R04", "offer R06", "give R04", "play R06 1", "reveal -5",  # 144–149
    "draw R05", "play R04 1", "draw Y06", "play Y09 1", "draw R07", "play R08 1",  # 150–155
    "draw Y03", "play Y11 1", "draw Y10", "play R09 1", "reveal +2a", "draw Y02",  # 156–161
    "play R05 0", "draw Y01", "play Y06 0", "draw R02", "play R07 0", "draw R08",  # 162–167
    "play Y02 1", "draw Y05", "play R08 1", "draw R03", "play Y03 2", "draw Y07",  # 168–173
    "play Y01 0", "draw R11", "play Y07 0", "draw Y11", "play R03 0", "draw R06",  # 174–179
    "play R02 2", "draw R12", "play R06 2", "draw R04", "play Y11 2", "draw Y04",  # 180–185
    "play R11 2", "draw R01", "play Y04 3", "draw Y09", "play R04 3", "draw Y08",  # 186–191
    "play Y05 3",  # 192–192
)

STEPS = (
    # T1–T3, T5: colours, rows and tokens.
    Step(0, QT_TRANSLATE_NOOP("RowsTutorial",
                              "Welcome to Goal Rows! You play red, Hugo yellow. Each of the four rows waits "
                              "behind a token: its number is both the row's length and its points. Black "
                              "tokens are won, red ones cost."),
         "token:0"),
    # T2, T4, T8: the hand; whose colour a card counts for.
    Step(0, QT_TRANSLATE_NOOP("RowsTutorial",
                              "These are your four cards; Hugo cannot see them. A card counts for the player of "
                              "its colour, whoever plays it: red for you, yellow for Hugo."),
         "hand"),
    # T3, T9: a full row, its token to the highest sum.
    Step(0, QT_TRANSLATE_NOOP("RowsTutorial",
                              "When a row is full, the colour with the highest sum in it wins its token. Row 4's "
                              "token is the red −7: whoever wins that row loses 7 points."),
         "token:3"),
    # T7, T8: a play.
    Step(0, QT_TRANSLATE_NOOP("RowsTutorial",
                              "So give that row yellow: play <b>yellow 5</b> on row 4. Click the card, then the "
                              "row."),
         "move:play Y05 3", act=True, hint=QT_TRANSLATE_NOOP("RowsTutorial",
                              "Click yellow 5 in your hand, then row 4.")),
    # T7: the draw.
    Step(2, QT_TRANSLATE_NOOP("RowsTutorial",
                              "After a play you draw until you hold four cards again. Now it is Hugo's turn."),
         "pile"),
    Step(4, QT_TRANSLATE_NOOP("RowsTutorial",
                              "Play your <b>red 6</b> on row 1, behind the +7: red counts for you."),
         "move:play R06 0", act=True, hint=QT_TRANSLATE_NOOP("RowsTutorial",
                              "Click red 6 in your hand, then row 1.")),
    # T8: the other side of it.
    Step(8, QT_TRANSLATE_NOOP("RowsTutorial",
                              "Hugo put his red 8 on row 4: red counts for you, so now you lead the −7 row."),
         "row:3"),
    Step(8, QT_TRANSLATE_NOOP("RowsTutorial",
                              "Answer with yellow: play <b>yellow 12</b> on row 4."),
         "move:play Y12 3", act=True, hint=QT_TRANSLATE_NOOP("RowsTutorial",
                              "Click yellow 12 in your hand, then row 4.")),
    # Free play, the hint.
    Step(12, QT_TRANSLATE_NOOP("RowsTutorial",
                               "Play on by yourself for a while: once you pick a card, the rows it may go to "
                               "light up. Stuck? Hint shows what the computer would do, and Enter takes it."),
         "button:hintButton"),
    # T9: a row won.
    Step(24, QT_TRANSLATE_NOOP("RowsTutorial",
                               "Row 2 needs one more card. Play <b>red 3</b> on it: red then has 17 against "
                               "yellow's 16, and the +6 token is yours."),
         "move:play R03 1", act=True, hint=QT_TRANSLATE_NOOP("RowsTutorial",
                               "Click red 3 in your hand, then row 2."),
         when=row_to_win, off=QT_TRANSLATE_NOOP("RowsTutorial",
                                                "A row is full when it holds as many cards as its token's number: "
                                                "then the colour with the highest sum in it wins the token. Black "
                                                "tokens are won, red ones cost.")),
    # T10: a trade offered and answered.
    Step(28, QT_TRANSLATE_NOOP("RowsTutorial",
                               "Instead of playing, Hugo offers his red 2 for a trade. Each other player in turn "
                               "may give a card of the same colour and another value, or decline; then the turn "
                               "ends."),
         "trade", also="hand",              # the hand the offer is answered from stays in sight
         when=trade_offered, off=QT_TRANSLATE_NOOP("RowsTutorial",
                                                   "Instead of playing, Hugo offers a card for a trade. Each other "
                                                   "player in turn may give a card of the same colour and another "
                                                   "value, or decline; then the turn ends.")),
    Step(28, QT_TRANSLATE_NOOP("RowsTutorial",
                               "Take it: give your <b>red 1</b> for it. Red counts for you, so the higher red "
                               "card is worth more in your hand."),
         "move:give R01", act=True, also="hand", hint=QT_TRANSLATE_NOOP("RowsTutorial",
                               "Click red 1 in your hand to give it."),
         when=trade_answer, off=QT_TRANSLATE_NOOP("RowsTutorial",
                                                  "You may give a card of the offered colour and another value for "
                                                  "it: the ringed card, say. Or decline, and keep your hand.")),
    # T11: the draw pile shuffled anew.
    Step(37, QT_TRANSLATE_NOOP("RowsTutorial",
                               "The draw pile ran out, so the discard pile was shuffled into a new one."),
         "pile",
         when=reshuffled),
    # T3, T9: a red token to the opponent.
    Step(42, QT_TRANSLATE_NOOP("RowsTutorial",
                               "Row 4 is one card from full, and yellow leads it. Play <b>yellow 10</b> there: "
                               "the −7 token goes to Hugo."),
         "move:play Y10 3", act=True, hint=QT_TRANSLATE_NOOP("RowsTutorial",
                               "Click yellow 10 in your hand, then row 4."),
         when=red_to_give, off=QT_TRANSLATE_NOOP("RowsTutorial",
                                                 "A red token costs its winner its points: give a row with a red "
                                                 "token the colour of another player, and win the rows with black "
                                                 "ones.")),
    Step(45, QT_TRANSLATE_NOOP("RowsTutorial",
                               "Hugo won the −7 token: it costs him 7 points. The tokens each player has won lie "
                               "in their panel."),
         "panel:1",
         when=token_to_other, off=QT_TRANSLATE_NOOP("RowsTutorial",
                                                    "Hugo won a token. The tokens each player has won lie in their "
                                                    "panel: black ones count for them, red ones against them.")),
    # T13: the end.
    Step(47, QT_TRANSLATE_NOOP("RowsTutorial",
                               "Play the rest by yourself. A won token is replaced by the next one from this "
                               "supply; the game ends when no token is left to win."),
         "supply"),
    # T13, T14: the scoring.
    Step(END, QT_TRANSLATE_NOOP("RowsTutorial",
                                "The game is over. A score is the black tokens won minus the red ones; the highest "
                                "score above 0 wins."),
         "panel:0"),
    Step(END, QT_TRANSLATE_NOOP("RowsTutorial",
                                "That is Goal Rows! Next, try a New game against an easy, normal or hard "
                                "opponent, with up to six players, or with friends at this screen. The rules are "
                                "under Help (F1), and so is this lesson.")),
)

TUTORIAL = Tutorial(context="RowsTutorial", players=2, seed=27, moves=MOVES, steps=STEPS)
