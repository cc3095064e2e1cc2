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
from typing import Hashable, Optional

from goatmaster.core.game import CHANCE, TERMINAL, ActionError, GameInfo
from goatmaster.core.match import RecordedMatch
from goatmaster.core.registry import GameEntry
from goatmaster.files.action_list import ActionListCodec
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
        return state

    def key(self) -> Hashable:
        return (self.seat, self.card, self.bets, self.dealt)

    def after(self, action: int) -> Optional["PokerObservation"]:
        return None                         # the other seat always answers a bet or a pass


class PokerMatch(RecordedMatch):
    """A recorded match that reports each seat's bet or pass as an event, ``(seat, action)``."""

    def apply_action(self, action: int) -> list[tuple[int, int]]:
        seat = self.state.current_player()
        super().apply_action(action)
        return [(seat, action)] if seat >= 0 else []


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


class PokerOnline:
    """The toy game's online form: a world is its cards and bets; a spectator sees no card."""

    def public_world(self, state: PokerState, rng: random.Random) -> PokerState:
        world = state.clone()
        if world.cards[1] >= 0:
            world.cards = rng.sample(range(3), 2)
        elif world.cards[0] >= 0:
            world.cards[0] = rng.randrange(3)
        return world

    def world_to_json(self, state: PokerState) -> dict:
        return {"cards": list(state.cards), "bets": list(state.bets)}

    def world_from_json(self, data: object) -> PokerState:
        if not isinstance(data, dict) or set(data) != {"cards", "bets"}:
            raise ValueError("a world has cards and bets")
        cards, bets = data["cards"], data["bets"]
        if (not isinstance(cards, list) or len(cards) != 2 or any(type(c) is not int or not -1 <= c < 3 for c in cards)
                or (cards[0] >= 0 and cards[0] == cards[1]) or (cards[0] < 0 <= cards[1])):
            raise ValueError("cards: two different cards of 0-2, or -1 before the deal")
        if not isinstance(bets, list) or any(b not in (PASS, BET) or type(b) is not int for b in bets) \
                or any(tuple(bets[:k]) in ENDINGS for k in range(len(bets))) or len(bets) > 3:
            raise ValueError("bets: passes and bets of a betting round")
        if bets and cards[1] < 0:
            raise ValueError("bets before the deal")
        state = PokerState()
        state.cards, state.bets = list(cards), list(bets)
        return state

    def events_to_json(self, events: list, seat: Optional[int]) -> list:
        return [list(event) for event in events]          # a bet or a pass is public

    def events_from_json(self, data: object, world: object = None) -> list:
        if not isinstance(data, list) or any(
                not isinstance(e, list) or len(e) != 2 or e[0] not in (0, 1) or e[1] not in (PASS, BET) for e in data):
            raise ValueError("events: [seat, action] pairs")
        return [tuple(e) for e in data]


GAME = GameEntry(info=INFO, new_match=new_match, ai=KNOWLEDGE, codec=ActionListCodec(INFO, new_match),
                 position_text=position_text, online=PokerOnline())
