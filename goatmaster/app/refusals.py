"""Why a move was refused, in the player's language.

The engine explains a refusal in English for the command line and the save
loader, and names it with a stable ``reason`` word; the table turns that word
into a sentence for the player, with the player's name where it matters.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication

from ..engine import IllegalDecision


def tr(text: str) -> str:
    return QCoreApplication.translate("Refusal", text)


def _texts() -> dict[str, str]:
    return {
        "over": tr("The game is over."),
        "refill": tr("Wait: the pasture is being refilled."),
        "play": tr("%1: first play a card from your hand."),
        "not_a_card": tr("That is not a card."),
        "not_in_hand": tr("%1: that card is not in your hand."),
        "take": tr("%1: now take a card from your pawn's row or column."),
        "can_take": tr("%1: a card can still be taken, so you must take one."),
        "off_pasture": tr("That is not a place on the pasture."),
        "not_in_line": tr("%1: you can only take a card in your pawn's row or column."),
        "empty": tr("There is no card there."),
        "marked": tr("A card with a marker on it cannot be taken."),
        "dog": tr("%1: move one of your marked cards with the dog, or let it be."),
        "consent": tr("%1 must first say yes or no to the dog move."),
        "not_own_marker": tr("%1: the dog can only move a card with your marker."),
        "not_in_dog_line": tr("The dog moves a card within its row or column only."),
        "own_marker": tr("%1: the dog cannot swap two of your own marked cards."),
        "refused_before": tr("%1 has already said no to this move."),
        "not_your_turn": tr("It is %1's turn."),
    }


def refusal_text(error: IllegalDecision, seat_name: Callable[[int], str]) -> str:
    """The sentence to show for ``error``; %1 becomes the name of the seat it concerns."""
    text = _texts().get(error.reason)
    if text is None or ("%1" in text and error.seat is None):
        return tr("That move is not allowed.")
    return text if error.seat is None else text.replace("%1", seat_name(error.seat))
