"""Hand-made Goal Rows positions for the rule tests (``docs/rules/goal-rows.md``)."""

from __future__ import annotations

from goatmaster.games.goal_rows.engine import RowsMatch, deal, parse_card, parse_token
from goatmaster.games.goal_rows.engine.cards import MAX_ROW
from goatmaster.games.goal_rows.engine.state import PLACES, RowsState


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def position(players: int, hands: list[str], rows: dict[int, tuple[str, str]] | None = None,
             pile: str | None = None, discard: str = "", supply: str | None = None) -> RowsState:
    """A position: ``hands`` per seat, ``rows`` place -> (token, cards), the rest as given.

    Cards not named anywhere go to the pile when ``pile`` is None; tokens not on a place
    go to the supply when ``supply`` is None.  A place not in ``rows`` keeps its token from a
    seeded deal unless that token is used elsewhere.
    """
    state = deal(players, 0)
    rows = rows or {}
    named_tokens = [parse_token(token) for token, _ in rows.values()] + (
        [parse_token(t) for t in supply.split()] if supply else [])
    spare = [t for t in range(18) if t not in named_tokens]
    for place in range(PLACES):
        token, row = rows.get(place, (None, ""))
        state.rtok[place] = parse_token(token) if token else spare.pop(0)
        laid = cards(row)
        state.rows[MAX_ROW * place:MAX_ROW * (place + 1)] = laid + [-1] * (MAX_ROW - len(laid))
        state.rlen[place] = len(laid)
    state.hands = []
    for hand in hands:
        held = cards(hand)
        state.hands += held + [-1] * (4 - len(held))
    state.hsize = [len(cards(hand)) for hand in hands]
    used = set(state.hands) | set(state.rows) | set(cards(discard))
    state.discard = cards(discard)
    state.pile = cards(pile)[::-1] if pile is not None else [c for c in range(12 * players) if c not in used]
    on_places = set(state.rtok)
    state.supply = ([parse_token(t) for t in supply.split()][::-1] if supply is not None
                    else [t for t in spare if t not in on_places])
    return state


def settle(match: RowsMatch, draws: str = "", reveals: str = "") -> None:
    """Resolve the chance steps now due with these cards and tokens, in order."""
    from goatmaster.core.game import CHANCE
    from goatmaster.games.goal_rows.engine import DRAW0, REVEAL0
    from goatmaster.games.goal_rows.engine.state import REVEAL
    drawn, turned = cards(draws), [parse_token(t) for t in reveals.split()]
    while match.state.current_player() == CHANCE:
        if match.state.phase == REVEAL:
            match.apply_action(REVEAL0 + turned.pop(0))
        else:
            match.apply_action(DRAW0 + drawn.pop(0))
    assert not drawn and not turned, "every given outcome was used"
