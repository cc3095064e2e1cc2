"""Meadow Dice in the player's words: faces, cells, meadows, and the log's line for each event.

Every text goes through Qt's translation in the ``MeadowDice`` context.  Cells are
named by row and column counted from 1 (the engine counts from 0).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QLocale

from ....views.table_part import LogLine
from ....views.words import fill
from ..engine import events as ev
from ..engine.sheet import COW, SIZE

translate = QCoreApplication.translate


def face_name(face: int) -> str:
    """A die's face or a cell's (D3): "4" or "a cow"."""
    return translate("MeadowDice", "a cow") if face == COW else str(face)


def dice_name(dice: tuple[int, ...]) -> str:
    """Two faces: "3 and 5", "3 and a cow", "two cows"; one face alone as it is."""
    if len(dice) == 1:
        return face_name(dice[0])
    if dice[0] == dice[1] == COW:
        return translate("MeadowDice", "two cows")
    return fill(translate("MeadowDice", "%1 and %2"), face_name(dice[0]), face_name(dice[1]))


def cell_name(cell: int, face: int) -> str:
    """"the 4 in row 3, column 6" / "the cow in row 3, column 6"."""
    row, column = cell // SIZE + 1, cell % SIZE + 1
    if face == COW:
        return fill(translate("MeadowDice", "the cow in row %1, column %2"), row, column)
    return fill(translate("MeadowDice", "the %3 in row %1, column %2"), row, column, face)


def meadow_name(k: int) -> str:
    """D10's edge meadows, in the engine's order."""
    return (translate("MeadowDice", "the north meadow"), translate("MeadowDice", "the east meadow"),
            translate("MeadowDice", "the south meadow"), translate("MeadowDice", "the west meadow"))[k]


def points_text(points: float) -> str:
    """A gain in points, signed, with one decimal where it is an average: "+3", "+1.4", "−0.5"."""
    points = float(points)
    text = QLocale().toString(abs(points), "f", 0 if points.is_integer() else 1)
    return ("+" if points >= 0 else "\u2212") + text


def herd_points_text(size: int) -> str:
    """D12 in a phrase: what a herd of ``size`` scores, and what the next step needs (without brackets:
    the hover text puts the phrase in brackets of its own)."""
    for least, points in ((20, 20), (15, 12), (10, 5), (5, 2)):
        if size >= least:
            if least == 20:
                return fill(translate("MeadowDice", "a herd of %1 scores %2"), size, points)
            return fill(translate("MeadowDice", "a herd of %1 scores %2, %3 more to the next step"), size, points,
                        {15: 20, 10: 15, 5: 10}[least] - size)
    return fill(translate("MeadowDice", "a herd of %1 scores nothing yet, %2 more to score 2"), size, 5 - size)


def log_lines(event: object, name: Callable[[int], str]) -> list[LogLine]:
    """What the log says of one engine event; ``name(seat)`` is a seat's player."""
    if isinstance(event, ev.Thrown):
        text = translate("MeadowDice", "%1 throws %2.")
        return [(fill(text, name(event.seat), dice_name(event.dice)), event.seat)]
    if isinstance(event, ev.DiceKept):
        if not event.again:
            text = translate("MeadowDice", "%1 keeps %2.")
            return [(fill(text, name(event.seat), dice_name(event.kept)), event.seat)]
        if not event.kept:
            return [(fill(translate("MeadowDice", "%1 throws both dice again."), name(event.seat)), event.seat)]
        return [(fill(translate("MeadowDice", "%1 keeps %2 and throws again the die showing %3."),
                      name(event.seat), dice_name(event.kept), dice_name(event.again)), event.seat)]
    if isinstance(event, ev.ThrownAgain):
        text = translate("MeadowDice", "%1 gets %2: the dice show %3.")
        return [(fill(text, name(event.seat), dice_name(event.faces), dice_name(event.dice)), event.seat)]
    if isinstance(event, ev.CellMarked):
        text = (translate("MeadowDice", "%1 marks %2 (one of a pair).") if event.double
                else translate("MeadowDice", "%1 marks %2."))
        return [(fill(text, name(event.seat), cell_name(event.cell, event.face)), event.seat)]
    if isinstance(event, ev.NothingToMark):
        text = translate("MeadowDice", "%1 has nothing to mark: no free cell shows %2.")
        shown = (translate("MeadowDice", "either number") if event.dice[0] != event.dice[1]
                 else face_name(event.dice[0]))
        return [(fill(text, name(event.seat), shown), event.seat)]
    if isinstance(event, ev.IntermediateScoring):
        text = translate("MeadowDice", "The ninth cow is marked: %1 scores %2 for herds of two.")
        return [(fill(text, name(seat), points), seat) for seat, points in enumerate(event.points)]
    if isinstance(event, ev.GameEnded):
        totals = [score.total for score in event.standing.scores]
        if len(event.winners) > 1:
            return [(fill(translate("MeadowDice", "The game ends: a shared win at %1 points."), totals[0]), -1)]
        winner = event.winners[0]
        text = translate("MeadowDice", "The game ends: %1 wins with %2 points to %3.")
        return [(fill(text, name(winner), totals[winner], totals[1 - winner]), winner)]
    return []                               # TurnEnded: the next throw's line says whose turn it is


__all__ = ["fill", "face_name", "dice_name", "cell_name", "meadow_name", "points_text", "herd_points_text",
           "log_lines"]
