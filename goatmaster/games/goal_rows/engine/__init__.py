"""The rules of Goal Rows (``docs/rules/goal-rows.md`` T1–T15): plain Python, no Qt, no I/O."""

from .actions import DECLINE, DRAW0, GIVE0, OFFER0, PASS, REVEAL0, action_text, parse_action, play
from .cards import (CARD_COUNT, COLOUR, COLOURS, LENGTH, POINTS, TOKEN_COUNT, VALUE, CardError, card_id,
                    parse_card, parse_token, token_id)
from .events import Score
from .match import RowsMatch
from .state import MAX_PLAYERS, MAX_TURNS, MIN_PLAYERS, RowsState, deal, new_state
from .view import RowsView

__all__ = [
    "DECLINE", "DRAW0", "GIVE0", "OFFER0", "PASS", "REVEAL0", "action_text", "parse_action", "play",
    "CARD_COUNT", "COLOUR", "COLOURS", "LENGTH", "POINTS", "TOKEN_COUNT", "VALUE", "CardError", "card_id",
    "parse_card", "parse_token", "token_id", "Score", "RowsMatch", "MAX_PLAYERS", "MAX_TURNS",
    "MIN_PLAYERS", "RowsState", "deal", "new_state", "RowsView",
]
