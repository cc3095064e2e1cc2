"""A test-only game: three-card poker (Kuhn poker), registered in the tests.

Nothing generic may secretly depend on Goat Master: this tiny game has a hidden
card per seat, a chance deal (chance is a player), and a betting round, and is
played through the search, the pool, the arena and the contract tests.

Three cards, Jack < Queen < King (0, 1, 2). Each seat antes 1 and is dealt one
card (two chance steps). Seat 0 passes or bets 1; after a pass seat 1 passes
(showdown for the antes) or bets, and then seat 0 folds or calls; after a bet
seat 1 folds or calls. The higher card wins the pot at a showdown.

>>> state = new_match(2, seed=1).state
>>> state.current_player()
-1
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Annotated, Any, Hashable, Literal, Optional

import msgspec

from goatmaster.core.game import CHANCE, TERMINAL, ActionError, GameInfo
from goatmaster.core.match import RecordedMatch
from goatmaster.core.registry import GameEntry
from goatmaster.files.action_list import ActionListCodec
from goatmaster.files.checked import rule
from goatmaster.search.ismcts import Settings
from goatmaster.search.seats import Knowledge, RandomPlayer

PASS, BET = 0, 1
CARDS = "JQK"
ACTION_NAMES = ("pass", "bet")
#: Betting histories that end the game.
ENDINGS = {(PASS, PASS), (BET, PASS), (BET, BET), (PASS, BET, PASS), (PASS, BET, BET)}


class PokerState:
    """The deal (cards per seat, -1 until dealt) and the bets so far."""

    __slots__ = ("cards", "bets")

    def __init__(self) -> None:
        self.cards = [-1, -1]
        self.bets: list[int] = []

    num_seats = 2

    def current_player(self) -> int:
        if self.cards[1] < 0:
            return CHANCE
        if tuple(self.bets) in ENDINGS:
            return TERMINAL
        return len(self.bets) % 2

    def legal_actions(self) -> list[int]:
        return [PASS, BET] if self.current_player() >= 0 else []

    def apply_action(self, action: int) -> None:
        if self.cards[0] < 0:
            self.cards[0] = action
        elif self.cards[1] < 0:
            self.cards[1] = action
        else:
            self.bets.append(action)

    def chance_outcome(self, rng: random.Random) -> int:
        return rng.choice([c for c in range(3) if c not in self.cards])

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.current_player() != CHANCE:
            return []
        left = [c for c in range(3) if c not in self.cards]
        return [(card, 1 / len(left)) for card in left]

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def result(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        bets = tuple(self.bets)
        if bets in ((BET, PASS), (PASS, BET, PASS)):        # a fold: the bettor takes the antes
            winner = len(bets) % 2
            stake = 1
        else:
            winner = 0 if self.cards[0] > self.cards[1] else 1
            stake = 2 if BET in bets else 1
        totals = (stake, -stake) if winner == 0 else (-stake, stake)
        return totals, (winner,)

    def clone(self) -> "PokerState":
        other = PokerState.__new__(PokerState)
        other.cards = self.cards[:]
        other.bets = self.bets[:]
        return other

    def action_to_string(self, action: int) -> str:
        if self.current_player() == CHANCE:
            return f"deal {CARDS[action]}"
        return ACTION_NAMES[action]

    def string_to_action(self, text: str) -> int:
        if self.current_player() == CHANCE:
            for card in range(3):
                if text == f"deal {CARDS[card]}" and card not in self.cards:
                    return card
        elif text in ACTION_NAMES and self.current_player() >= 0:
            return ACTION_NAMES.index(text)
        raise ActionError(f"{text!r} is not a legal action now")

    def observation(self, seat: int) -> "PokerObservation":
        return PokerObservation(seat, self.cards[seat], tuple(self.bets), self.cards[1] >= 0)


class PokerObservation:
    """One seat's own card (-1 before the deal), the bets, and whether the deal is done."""

    __slots__ = ("seat", "card", "bets", "dealt")

    def __init__(self, seat: int, card: int, bets: tuple[int, ...], dealt: bool) -> None:
        self.seat, self.card, self.bets, self.dealt = seat, card, bets, dealt

    def _public(self) -> PokerState:
        state = PokerState()
        state.bets = list(self.bets)
        state.cards = [0, 0] if self.dealt else [-1, -1]
        return state

    def current_player(self) -> int:
        return self._public().current_player()

    def legal_actions(self) -> list[int]:
        return self._public().legal_actions()

    def sample(self, rng: random.Random) -> PokerState:
        state = PokerState()
        state.bets = list(self.bets)
        if self.card >= 0:
            state.cards[self.seat] = self.card
            if self.dealt:
                state.cards[1 - self.seat] = rng.choice([c for c in range(3) if c != self.card])
        elif self.dealt:                        # a spectator's: no card seen
            state.cards = rng.sample(range(3), 2)
        return state

    def key(self) -> Hashable:
        return (self.seat, self.card, self.bets, self.dealt)

    def after(self, action: int) -> Optional["PokerObservation"]:
        return None                         # the other seat always answers a bet or a pass


@dataclass(frozen=True)
class Bet:
    """The event of a seat's bet or pass."""
    seat: Literal[0, 1]
    action: Literal[0, 1]


class PokerMatch(RecordedMatch):
    """A recorded match that reports each seat's bet or pass as an event."""

    def apply_action(self, action: int) -> list[Bet]:
        seat = self.state.current_player()
        super().apply_action(action)
        return [Bet(seat, action)] if seat >= 0 else []       # type: ignore[arg-type]


def new_match(seats: int, seed: Optional[int] = None, options: Optional[dict] = None) -> PokerMatch:
    if seats != 2:
        raise ValueError("three-card poker is for 2 players")
    return PokerMatch(PokerState())


def always_bet_with_a_king(seed: Optional[int] = None) -> "KingBetter":
    return KingBetter()


class KingBetter:
    """The toy game's greedy seat: bets (or calls) with a King, passes otherwise."""

    name = "greedy"

    def decide(self, observation: PokerObservation) -> int:
        return BET if observation.card == 2 else PASS


KNOWLEDGE = Knowledge(
    levels={"easy": Settings(iterations=30, margin_scale=1.0),
            "normal": Settings(iterations=300, margin_scale=1.0),
            "hard": Settings(iterations=1500, margin_scale=1.0)},
    greedy=always_bet_with_a_king)

INFO = GameInfo(name="toy-poker", title="Three-card poker", min_seats=2, max_seats=2,
                save_format="goatmaster-test-poker", pitch="A test-only game.")

__all__ = ["GAME", "PokerState", "PokerObservation", "RandomPlayer"]


def position_text(state: PokerState, names: list[str]) -> str:
    """The deal and the bets, for ``goatmaster-cli show``."""
    cards = " ".join(f"{names[s]}: {CARDS[c] if c >= 0 else '?'}" for s, c in enumerate(state.cards))
    return f"{cards}; bets: {' '.join(ACTION_NAMES[b] for b in state.bets) or 'none'}"


class PokerView(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """What a seat may know: its own card (-1 before its deal, and always for a spectator), the
    bets, and whether the deal is done."""

    card: Annotated[int, msgspec.Meta(ge=-1, le=2)]
    bets: Annotated[tuple[Literal[0, 1], ...], msgspec.Meta(max_length=3)]
    dealt: bool


class PokerOnline:
    """The toy game's online form: its view alone (a bet or a pass is public, so events need no hiding)."""

    View = PokerView
    Events = (Bet,)

    def view(self, state: Any, seat: Optional[int]) -> PokerView:
        return PokerView(card=state.cards[seat] if seat is not None else -1, bets=tuple(state.bets),
                         dealt=state.cards[1] >= 0)

    def observation(self, view: PokerView, seat: Optional[int]) -> PokerObservation:
        bets = view.bets
        rule(not any(bets[:k] in ENDINGS for k in range(len(bets))), "view: bets", "a bet after the round ended")
        rule(view.dealt or not bets, "view: bets", "bets before the deal")
        rule(seat is not None or view.card < 0, "view: card", "a spectator sees no card")
        rule(seat is None or view.card >= 0 or not view.dealt, "view: card", "a seat dealt sees its card")
        rule(seat != 1 or view.dealt == (view.card >= 0), "view: card", "seat 1's card is the deal's last")
        return PokerObservation(0 if seat is None else seat, view.card, bets, view.dealt)

    def events(self, events: list, seat: Optional[int]) -> list:
        return list(events)

    def check_events(self, events: list, observation: Any) -> None:
        """The bets are ones the view holds, in a row (the last ones after an update; earlier ones
        in a page of the table's story)."""
        bets, told = observation.bets, tuple(bet.action for bet in events)
        rule(not told or any(bets[k:k + len(told)] == told for k in range(len(bets) - len(told) + 1)),
             "events", "bets the view does not hold")


GAME = GameEntry(info=INFO, new_match=new_match, ai=KNOWLEDGE, codec=ActionListCodec(INFO, new_match),
                 position_text=position_text, online=PokerOnline())
