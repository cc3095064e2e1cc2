"""The dense action ints the search and the match use, and their text form.

A play of card ``c`` onto place ``p`` (T7) is ``4 * c + p``; then come offers
(T10), the answers (a card given, or a decline), a pass (T11), and the chance
outcomes: a card drawn (T7, T11) and a token turned up (T9).

>>> from .cards import parse_card
>>> action_text(play(parse_card("R07"), 2)), action_text(OFFER0 + parse_card("B04")), action_text(DECLINE)
('play R07 2', 'offer B04', 'decline')
>>> parse_action("draw Y09") == DRAW0 + parse_card("Y09")
True
"""

from __future__ import annotations

from .cards import CARD_COUNT, TOKEN_COUNT, CardError, card_id, parse_card, parse_token, token_id

PLACES = 4
OFFER0 = CARD_COUNT * PLACES           # 288
GIVE0 = OFFER0 + CARD_COUNT            # 360
DECLINE = GIVE0 + CARD_COUNT           # 432
PASS = DECLINE + 1                     # 433
DRAW0 = PASS + 1                       # 434: chance, a card drawn
REVEAL0 = DRAW0 + CARD_COUNT           # 506: chance, a token turned up
ACTIONS = REVEAL0 + TOKEN_COUNT        # 524


def play(card: int, place: int) -> int:
    return card * PLACES + place


def action_text(action: int) -> str:
    """The text form: ``play R07 2``, ``offer B04``, ``give B11``, ``decline``, ``pass``,
    ``draw Y09``, ``reveal +5a``."""
    if 0 <= action < OFFER0:
        return f"play {card_id(action // PLACES)} {action % PLACES}"
    if action < GIVE0:
        return f"offer {card_id(action - OFFER0)}"
    if action < DECLINE:
        return f"give {card_id(action - GIVE0)}"
    if action == DECLINE:
        return "decline"
    if action == PASS:
        return "pass"
    if action < REVEAL0:
        return f"draw {card_id(action - DRAW0)}"
    if action < ACTIONS:
        return f"reveal {token_id(action - REVEAL0)}"
    raise ValueError(f"{action!r} is not an action")


def parse_action(text: str) -> int:
    """The action a text names (whether it is legal now is the state's question)."""
    words = text.split(" ") if isinstance(text, str) else []
    try:
        if words == ["decline"]:
            return DECLINE
        if words == ["pass"]:
            return PASS
        if len(words) == 3 and words[0] == "play" and words[2] in ("0", "1", "2", "3"):
            return play(parse_card(words[1]), int(words[2]))
        if len(words) == 2:
            kind, name = words
            if kind == "reveal":
                return REVEAL0 + parse_token(name)
            base = {"offer": OFFER0, "give": GIVE0, "draw": DRAW0}.get(kind)
            if base is not None:
                return base + parse_card(name)
    except CardError:
        pass
    raise ValueError(f"{text!r} is not an action")
