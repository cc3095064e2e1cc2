"""Engine events told in plain words for the game log (translatable)."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import events as ev
from ..engine.cards import FIRST_DOG, FIRST_MILK, MILK, POINTS, TYPE
from .art import goat_name
from ....views.words import fill


def card_name(card: int) -> str:
    """A card as a player says it: "Elvis 3", "a dog", "milk 2"."""
    if card < FIRST_DOG:
        return f"{goat_name(TYPE[card])} {POINTS[card]}"
    if card < FIRST_MILK:
        return QCoreApplication.translate("GameLog", "a dog")
    return QCoreApplication.translate("GameLog", "milk %1").replace("%1", str(MILK[card]))


def place_name(card: int) -> str:
    """What lies on a pasture cell, as a player says it (``card`` < 0: nothing)."""
    return card_name(card) if card >= 0 else QCoreApplication.translate("GameLog", "an empty place")


def describe(event, names: Sequence[str]) -> Optional[str]:
    """One log line for an event, or None for events that need no line of their own.

    Cards on the pasture are told by name, as a player finds them on the table
    (the board has no coordinates): the names the event carries, the cards as they
    were when it happened, so a line reads the same whenever it is told.  A name is
    only ever the subject of a line, never a possessive, so that any name a player
    types reads right in every language.
    """
    def who(seat: int) -> str:
        return names[seat]

    def cards(named: Sequence[int]) -> str:
        return ", ".join(card_name(c) for c in named)

    if isinstance(event, ev.CardPlayed):
        return QCoreApplication.translate("GameLog", "%1 plays %2.").replace(
            "%1", who(event.seat)).replace("%2", card_name(event.card))
    if isinstance(event, ev.CardTaken):
        return QCoreApplication.translate("GameLog", "%1 takes %2.").replace(
            "%1", who(event.seat)).replace("%2", card_name(event.card))
    if isinstance(event, ev.NothingToTake):
        return QCoreApplication.translate(
            "GameLog", "%1 finds nothing to take: the game ends after this turn.").replace("%1", who(event.seat))
    if isinstance(event, ev.TypeDecided):
        return fill(_decided_text(event), who(event.seat), goat_name(event.goat_type), event.points,
                    event.runner_up()[0] if event.scoring == "B" else "", event.displays[event.seat][1],
                    event.runner_up()[1] if event.scoring == "B" else "", who(event.player))
    if isinstance(event, ev.MarkersPlaced):
        text = (QCoreApplication.translate("GameLog", "%1 puts a marker on %2.") if len(event.cells) == 1 else
                QCoreApplication.translate("GameLog", "%1 puts markers on %2."))
        return text.replace("%1", who(event.seat)).replace("%2", cards(event.cards))
    if isinstance(event, ev.MarkersRanOut):
        return QCoreApplication.translate("GameLog", "%1 has no marker left, so %2 stays neutral.").replace(
            "%1", who(event.seat)).replace("%2", cards(event.cards))
    if isinstance(event, ev.CardsLeftGame):
        return QCoreApplication.translate("GameLog", "%1 loses %2: worthless now, out of the game.").replace(
            "%1", who(event.seat)).replace("%2", cards(event.cards))
    if isinstance(event, ev.OwedCardShown):
        return QCoreApplication.translate(
            "GameLog", "%1 shows %2 from hand: it is dead, and %3 gets nothing for it.").replace(
            "%1", who(event.seat)).replace("%2", card_name(event.card)).replace("%3", who(event.winner))
    if isinstance(event, ev.ConsentAsked):
        return QCoreApplication.translate("GameLog", "%1 asks %2 to let the dog swap %3 with %4.").replace(
            "%1", who(event.seat)).replace("%2", who(event.owner)).replace(
            "%3", card_name(event.card)).replace("%4", card_name(event.swapped))
    if isinstance(event, ev.ConsentGiven):
        text = (QCoreApplication.translate("GameLog", "%1 agrees.") if event.agree else
                QCoreApplication.translate("GameLog", "%1 refuses."))
        return text.replace("%1", who(event.owner))
    if isinstance(event, ev.DogMoved):
        text = (QCoreApplication.translate("GameLog", "%1 moves the dog: it swaps %2 with %3.")
                if event.swapped is not None
                else QCoreApplication.translate("GameLog", "%1 moves the dog: it takes %2 to an empty place."))
        return text.replace("%1", who(event.seat)).replace("%2", card_name(event.card)).replace(
            "%3", card_name(event.swapped) if event.swapped is not None else "")
    if isinstance(event, ev.GameEnded):
        best = ", ".join(who(s) for s in event.winners)
        return QCoreApplication.translate("GameLog", "The game is over. Winner: %1.").replace("%1", best)
    return None


def _decided_text(event: "ev.TypeDecided") -> str:
    """The words for a won type: the sum that won it (R14), or the sums and the tie-break
    that decided the fourth card (R15).  Placeholders: %1 the winner, %2 the goat type,
    %3 and %4 the winner's and the best other display's points, %5 and %6 their cards,
    %7 the player who played the card."""
    # R14 wins at 8 *or more*: the line tells the sum the display reached.
    if event.scoring == "A":
        return QCoreApplication.translate("GameLog", "%1 wins the %2 goats with %3 points!")
    return {
        "points": QCoreApplication.translate("GameLog", "%1 wins the %2 goats with the fourth card: "
                                                        "%3 points against %4!"),
        "cards": QCoreApplication.translate("GameLog", "%1 wins the %2 goats with the fourth card: "
                                                       "%3 points against %4, and more cards (%5 against %6)!"),
        "player": QCoreApplication.translate("GameLog", "%1 wins the %2 goats with the fourth card: "
                                                        "%3 points against %4 with as many cards, and %1 "
                                                        "played it!"),
        "order": QCoreApplication.translate("GameLog", "%1 wins the %2 goats with the fourth card: "
                                                       "%3 points against %4 with as many cards, and %1 is the "
                                                       "first of them clockwise after %7, who played it!"),
    }[event.decided_by()]
