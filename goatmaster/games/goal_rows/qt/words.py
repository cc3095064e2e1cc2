"""Goal Rows in words for the log, the status line and the scores (translated, context "Rows").

Nothing here names a card a seat may not know (T15): a card drawn is "a card",
a decline gives no reason (T10).  A seat's name is only ever the subject of a
sentence, never a possessive, so any name reads right in every language.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ....views.table_part import LogLine
from ....views.words import fill, first_upper, names_list
from ..engine import events as ev
from ..engine.cards import COLOUR, VALUE
from .art import colour_name, token_text
#: lupdate finds ``translate("Rows", …)`` calls by this name too.
translate = QCoreApplication.translate


def card_name(card: int) -> str:
    """A card as players say it: "blue 7" (T1)."""
    forms = (translate("Rows", "red %1"), translate("Rows", "yellow %1"), translate("Rows", "blue %1"),
             translate("Rows", "green %1"), translate("Rows", "purple %1"), translate("Rows", "orange %1"))
    return fill(forms[COLOUR[card]], VALUE[card])


def token_name(token: int) -> str:
    return fill(translate("Rows", "the %1 token"), token_text(token))


def row_name(place: int) -> str:
    """Places 0–3 are rows 1–4 on the table."""
    return fill(translate("Rows", "row %1"), place + 1)


def sums_text(sums: Sequence[int]) -> str:
    """Each colour's sum in a row, highest first: "blue: 13, red: 12" (T9); the colon tells a sum
    from a card ("blue 13" is a card, and a hand card must never seem named)."""
    ranked = sorted((s for s in range(len(sums)) if sums[s]), key=lambda s: -sums[s])
    return ", ".join(f"{colour_name(s)}: {sums[s]}" for s in ranked) or translate("Rows", "no card")


def log_lines(event: object, name: Callable[[int], str]) -> list[LogLine]:
    """The log's line for one engine event (:mod:`..engine.events`); none for the end of a turn."""
    line = _line(event, name)
    if line is None:
        return []
    seat = getattr(event, "seat", -1)
    if isinstance(event, ev.GameEnded):
        seat = event.winners[0] if len(event.winners) == 1 else -1
    return [(line, seat)]


def _line(event: object, name: Callable[[int], str]) -> str | None:
    if isinstance(event, ev.CardPlayed):
        return fill(translate("Rows", "%1 plays %2 on %3."), name(event.seat), card_name(event.card),
                    row_name(event.place))
    if isinstance(event, ev.RowScored):
        return fill(translate("Rows", "%1 is full: %2."), first_upper(row_name(event.place)),
                    sums_text(event.sums))
    if isinstance(event, ev.TokenWon):
        return fill(translate("Rows", "%1 wins %2."), name(event.seat), token_name(event.token))
    if isinstance(event, ev.TokenKept):
        return fill(translate("Rows", "A tie between %1: nobody wins, %2 stays with an empty row."),
                    names_list([colour_name(s) for s in event.seats]), token_name(event.token))
    if isinstance(event, ev.TokenTurnedUp):
        return fill(translate("Rows", "%1 is turned up on %2."), first_upper(token_name(event.token)),
                    row_name(event.place))
    if isinstance(event, ev.Reshuffled):
        return translate("Rows", "The draw pile is empty: the discard pile is shuffled into a new one.")
    if isinstance(event, ev.CardDrawn):
        return fill(translate("Rows", "%1 draws a card."), name(event.seat))
    if isinstance(event, ev.TradeOffered):
        return fill(translate("Rows", "%1 offers %2 for a trade."), name(event.seat), card_name(event.card))
    if isinstance(event, ev.TradeAnswered):
        if event.card is None:
            return fill(translate("Rows", "%1 declines."), name(event.seat))
        return fill(translate("Rows", "%1 accepts and gives %2."), name(event.seat), card_name(event.card))
    if isinstance(event, ev.CardsSwapped):
        return fill(translate("Rows", "The cards change hands: %1 takes %2, %3 takes %4."), name(event.seat),
                    card_name(event.given), name(event.partner), card_name(event.offered))
    if isinstance(event, ev.Passed):
        return fill(translate("Rows", "%1 has no card and passes."), name(event.seat))
    if isinstance(event, ev.GameEnded):
        return end_text(event, name)
    return None


def end_text(event: ev.GameEnded, name: Callable[[int], str]) -> str:
    """T13–T14: who won, with how many points."""
    if not event.winners:
        return translate("Rows", "The game is over: no score is above 0, so nobody wins.")
    best = event.scores[event.winners[0]].total
    # "a score of": a module's translate() has no plural forms (lupdate reads them only from tr()).
    if len(event.winners) == 1:
        return fill(translate("Rows", "The game is over: %1 wins with a score of %2."), name(event.winners[0]),
                    best)
    return fill(translate("Rows", "The game is over: %1 share the win with a score of %2 each."),
                names_list([name(s) for s in event.winners]), best)
