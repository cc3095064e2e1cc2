"""Hover help: what a card is, and what playing or taking it would do (worked out on a copy).

Nothing here changes the game: consequences are computed by applying the
decision to a copy of the viewer's own view, so no hidden card is consulted.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine.cards import FIRST_DOG, FIRST_MILK, GOAT_TYPES, POINTS, STEPS, TYPE
from ..engine.decisions import Consent, DogMove
from ..engine.state import CONSENT, DISPLAY, HAND, PASTURE, PLAY, TAKE, GameState
from .art import goat_name
from .log_text import card_name


def _type_sum(state: GameState, seat: int, t: int) -> int:
    return sum(POINTS[c] for c in range(t * 5, t * 5 + 5) if state.where[c] == DISPLAY + seat)


def play_effect(state: GameState, seat: int, card: int) -> str:
    """What playing ``card`` now would do for ``seat`` (R10, R13–R15)."""
    steps = STEPS[card]
    move = (QCoreApplication.translate("Advice", "Your pawn stays where it is.") if steps == 0 else
            QCoreApplication.translate("Advice", "Your pawn walks 1 step.") if steps == 1 else
            QCoreApplication.translate("Advice", "Your pawn walks %1 steps.").replace("%1", str(steps)))
    if card >= FIRST_MILK:
        return QCoreApplication.translate(
            "Advice", "Milk counts at the end: the most milk scores in full.") + " " + move
    if card >= FIRST_DOG:
        return QCoreApplication.translate(
            "Advice", "After your take you may move one of your marked cards along its row or column.") \
            + " " + move
    t = TYPE[card]
    name = goat_name(t)
    scoring = state.play_scoring(seat, card)
    if scoring == "decided":
        return QCoreApplication.translate(
            "Advice", "The %1 goats are decided: this card only moves your pawn.").replace("%1", name) + " " + move
    total = _type_sum(state, seat, t) + POINTS[card]
    if scoring == "A":
        return QCoreApplication.translate("Advice", "Brings your %1 goats to %2: you win the type!").replace(
            "%1", name).replace("%2", str(total)) + " " + move
    if scoring == "B":
        return QCoreApplication.translate("Advice", "The fourth %1 card: the type is decided now.").replace(
            "%1", name) + " " + move
    return QCoreApplication.translate("Advice", "Brings your %1 goats to %2.").replace(
        "%1", name).replace("%2", str(total)) + " " + move


def take_effect(state: GameState, seat: int, card: int) -> str:
    """What holding ``card`` would offer ``seat``."""
    if card >= FIRST_MILK:
        return QCoreApplication.translate("Advice", "Milk for your display.")
    if card >= FIRST_DOG:
        return QCoreApplication.translate("Advice", "A dog: lets you move a marked card next time you play it.")
    t = TYPE[card]
    name = goat_name(t)
    scoring = state.play_scoring(seat, card)
    if scoring == "decided":
        return QCoreApplication.translate(
            "Advice", "The %1 goats are decided: this card would be dead in your hand.").replace("%1", name)
    total = _type_sum(state, seat, t) + POINTS[card]
    if scoring == "A":
        return QCoreApplication.translate(
            "Advice", "Played later, it brings your %1 goats to %2: you would win the type.").replace(
            "%1", name).replace("%2", str(total))
    return QCoreApplication.translate("Advice", "Played later, it brings your %1 goats to %2.").replace(
        "%1", name).replace("%2", str(total))


def dog_gain(state: GameState, move: DogMove) -> tuple[int, bool]:
    """What a dog move (R18) would add to its mover's score, and whether the other player must
    agree first; asked of the engine on a copy, as if they agreed (the score reads only the
    pasture, the markers and the displays: nothing hidden, R23)."""
    after = state.copy()
    after.apply(move)
    asked = after.phase == CONSENT
    if asked:
        after.apply(Consent(True))
    return after.scores()[state.seat].total - state.scores()[state.seat].total, asked


def dog_effect(state: GameState, move: DogMove, names: Sequence[str]) -> str:
    """Why a dog move is worth making (a hint's reason)."""
    gain, asked = dog_gain(state, move)
    if gain > 0 and asked:
        owner = names[state.marks[move.target]] if move.target is not None else ""
        return QCoreApplication.translate(
            "Advice", "If %2 agrees, your score rises by %1 now: cards joined to your stable count "
            "double.").replace("%1", str(gain)).replace("%2", owner)
    if gain > 0:
        return QCoreApplication.translate(
            "Advice", "Your score rises by %1 now: cards joined to your stable count double.").replace(
            "%1", str(gain))
    return QCoreApplication.translate("Advice", "It gains no points now, but readies your stable's chain.")


def no_dog_effect(state: GameState) -> str:
    """Why leaving the dog alone is the hint: no move gains now, or the search looked further."""
    if all(dog_gain(state, DogMove(source, target))[0] <= 0 for source, target in state.dog_moves()):
        return QCoreApplication.translate("Advice", "No move of your dog gains you points now.")
    return QCoreApplication.translate(
        "Advice", "Some dog moves gain points now, but looking further ahead the AI rates leaving the "
        "dog best.")


def describe_card(state: GameState, card: int, viewer: Optional[int], names: Sequence[str]) -> str:
    """The hover text for a card the viewer can see."""
    where = state.where[card]
    text = card_name(card)
    if where >= PASTURE:
        cell = where - PASTURE
        owner = state.marks[cell]
        if owner >= 0 and cell in state.connected_cells(owner):
            return text + " — " + QCoreApplication.translate(
                "Advice", "marked by %1 and joined to the stable: scores %2 twice.").replace(
                "%1", names[owner]).replace("%2", str(POINTS[card]))
        if owner >= 0:
            return text + " — " + QCoreApplication.translate(
                "Advice", "marked by %1: scores %2 (double when joined to the stable).").replace(
                "%1", names[owner]).replace("%2", str(POINTS[card]))
        if state.phase == TAKE and viewer == state.seat and cell in state.take_cells():
            return (text + " — " + QCoreApplication.translate("Advice", "Take it:") + " "
                    + take_effect(state, viewer, card))
        return text
    if where >= DISPLAY:
        seat = where - DISPLAY
        t = TYPE[card]
        if 0 <= t < GOAT_TYPES:
            owner = state.owner[t]
            if owner == seat:
                return text + " — " + QCoreApplication.translate("Advice", "%1 won the %2 goats.").replace(
                    "%1", names[seat]).replace("%2", goat_name(t))
            if owner >= 0:
                return text + " — " + QCoreApplication.translate("Advice", "dead: the %1 goats went to %2.").replace(
                    "%1", goat_name(t)).replace("%2", names[owner])
            return text + " — " + QCoreApplication.translate("Advice", "%1 has %2 points of %3.").replace(
                "%1", names[seat]).replace("%2", str(_type_sum(state, seat, t))).replace("%3", goat_name(t))
        return text + " — " + QCoreApplication.translate("Advice", "in the display of %1.").replace(
            "%1", names[seat])
    if where >= HAND and viewer is not None and where == HAND + viewer:
        if state.phase == PLAY and state.seat == viewer:
            return text + " — " + play_effect(state, viewer, card)
        return text + " — " + QCoreApplication.translate("Advice", "in your hand.")
    return text
