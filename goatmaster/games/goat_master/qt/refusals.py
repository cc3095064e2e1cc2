"""Why a move was refused, in the player's language.

The engine explains a refusal in English for the command line and the save
loader, and names it with a stable ``reason`` word; the table turns that word
into a sentence for the player, with the player's name where it matters.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication

from ..engine import IllegalDecision


def _texts() -> dict[str, str]:
    return {
        "over": QCoreApplication.translate("Refusal", "The game is over."),
        "refill": QCoreApplication.translate("Refusal", "Wait: the pasture is being refilled."),
        "play": QCoreApplication.translate("Refusal", "%1: first play a card from your hand."),
        "not_a_card": QCoreApplication.translate("Refusal", "That is not a card."),
        "not_in_hand": QCoreApplication.translate("Refusal", "%1: that card is not in your hand."),
        "take": QCoreApplication.translate("Refusal", "%1: now take a card from your pawn's row or column."),
        "can_take": QCoreApplication.translate(
            "Refusal", "%1: a card can still be taken, so you must take one."),
        "off_pasture": QCoreApplication.translate("Refusal", "That is not a place on the pasture."),
        "not_in_line": QCoreApplication.translate(
            "Refusal", "%1: you can only take a card in your pawn's row or column."),
        "empty": QCoreApplication.translate("Refusal", "There is no card there."),
        "marked": QCoreApplication.translate("Refusal", "A card with a marker on it cannot be taken."),
        "dog": QCoreApplication.translate(
            "Refusal", "%1: move one of your marked cards with the dog, or let it be."),
        "consent": QCoreApplication.translate("Refusal", "%1 must first say yes or no to the dog move."),
        "not_own_marker": QCoreApplication.translate(
            "Refusal", "%1: the dog can only move a card with your marker."),
        "not_in_dog_line": QCoreApplication.translate(
            "Refusal", "The dog moves a card within its row or column only."),
        "own_marker": QCoreApplication.translate(
            "Refusal", "%1: the dog cannot swap two of your own marked cards."),
        "refused_before": QCoreApplication.translate("Refusal", "%1 has already said no to this move."),
        "not_your_turn": QCoreApplication.translate("Refusal", "It is %1's turn."),
    }


def refusal_text(error: IllegalDecision, seat_name: Callable[[int], str]) -> str:
    """The sentence to show for ``error``; %1 becomes the name of the seat it concerns."""
    text = _texts().get(error.reason)
    if text is None or ("%1" in text and error.seat is None):
        return QCoreApplication.translate("Refusal", "That move is not allowed.")
    return text if error.seat is None else text.replace("%1", seat_name(error.seat))
