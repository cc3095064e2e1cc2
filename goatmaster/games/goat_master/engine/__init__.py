"""The rules of Goat Master (``docs/rules/goat-master.md`` R1–R23): plain Python, no Qt, no I/O."""

from .cards import CARD_COUNT, CARD_IDS, CardError, card_id, parse_card
from .decisions import (NO_DOG_MOVE, Consent, Decision, DogMove, IllegalDecision, Play, Take,
                        parse_decision)
from .events import Score
from .game import Game, TurnRecord
from .pasture import Geometry, cell, cell_text, col_of, geometry, row_of
from .setup import Setup, SetupError, deal
from .state import GameState, milk_points, winners
from .view import SeatView

__all__ = [
    "CARD_COUNT", "CARD_IDS", "CardError", "card_id", "parse_card",
    "NO_DOG_MOVE", "Consent", "Decision", "DogMove", "IllegalDecision", "Play", "Take",
    "parse_decision", "Score", "Game", "TurnRecord", "Geometry", "cell", "cell_text", "col_of",
    "geometry", "row_of", "Setup", "SetupError", "deal", "GameState", "milk_points", "winners",
    "SeatView",
]
