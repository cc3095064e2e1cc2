"""A game as it is recorded: its set-up, the turns played, and the live state.

:class:`Game` is the checking entry point the loader, the CLI and the app use:
every decision is checked before it is applied, chance steps (the deck refill)
are resolved from the real deck, and each finished turn is written down as a
:class:`TurnRecord`, the unit of a save file.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterator, Optional

from . import events as ev
from ....core.match import MatchRecord
from .actions import action_of, decision_of
from .decisions import Consent, Decision, DogMove, IllegalDecision, NO_DOG_MOVE, Play, Take
from .pasture import Cell, cell_text
from .setup import Setup, deal
from .state import CONSENT, DOG, OVER, GameState
from .cards import card_id


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """One turn as a save file holds it: the card played, the cell taken, the dog move."""
    seat: int
    play: int
    take: Optional[Cell]
    dog: Optional[tuple[Cell, Cell]] = None

    def __str__(self) -> str:
        text = f"seat {self.seat}: play {card_id(self.play)}, take "
        text += "none" if self.take is None else cell_text(self.take)
        if self.dog:
            text += f", dog {cell_text(self.dog[0])} > {cell_text(self.dog[1])}"
        return text


class Game:
    """A set-up plus the decisions taken since, with events for every change."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.state = GameState.from_setup(setup)
        self._events: list[ev.Event] = []
        self.state.events = self._events
        self.turns: list[TurnRecord] = []
        #: Every decision since the set-up, as actions (the deck's refills are no chance step here).
        self.actions: list[int] = []
        self.record = MatchRecord()
        self._turn_events_start = 0

    @classmethod
    def new(cls, players: int, seed: int | str | None = None) -> "Game":
        return cls(deal(players, seed))

    @property
    def events(self) -> list[ev.Event]:
        return self._events

    @property
    def is_over(self) -> bool:
        return self.state.phase == OVER

    def restart(self) -> "Game":
        return Game(self.setup)

    def apply(self, decision: Decision) -> list[ev.Event]:
        """Check and apply one decision; return the events it caused (refills included)."""
        state = self.state
        state.check(decision)
        action = action_of(decision)
        seat, text, turn = state.current_player(), state.action_to_string(action), state.turn
        start = len(self._events)
        state.apply(decision)
        state.advance()
        self.actions.append(action)
        self.record.note(seat, text, state.turn != turn)
        new = self._events[start:]
        for event in new:
            if isinstance(event, ev.TurnEnded):
                self._record_turn()
        return new

    def apply_action(self, action: int) -> list[ev.Event]:
        """:meth:`apply` for an action of :mod:`.actions` (the core interface's form)."""
        try:
            decision = decision_of(action)
        except (ValueError, TypeError, IndexError):
            raise IllegalDecision(f"{action!r} is not an action") from None
        return self.apply(decision)

    def play_turn(self, record: TurnRecord) -> list[ev.Event]:
        """Apply a recorded turn, checking every step; consent is taken as given.

        All or nothing: the turn is tried on a copy first, so a refused turn
        leaves this game exactly as it was.
        """
        if self.is_over:
            raise IllegalDecision("the game is over", "over")
        trial = self.state.copy()
        trial.events = []
        if record.seat != trial.seat:
            raise IllegalDecision(f"seat {record.seat} is not to play; seat {trial.seat} is",
                                  "not_your_turn", trial.seat)
        for decision in self.turn_decisions(record, trial):
            trial.check(decision)
            trial.apply(decision)
            trial.advance()
        trial.events = None
        start = len(self._events)
        for decision in self.turn_decisions(record, self.state):
            self.apply(decision)
        return self._events[start:]

    @staticmethod
    def turn_decisions(record: TurnRecord, state: GameState) -> Iterator[Decision]:
        """The decisions a recorded turn stands for, produced as ``state`` advances.

        Apply each before asking for the next: whether a dog decision or a
        consent follows depends on the state the previous ones left.
        """
        yield Play(record.play)
        yield Take(record.take)
        if record.dog is not None:
            if state.phase != DOG:
                raise IllegalDecision(
                    "a dog move needs a dog played and a card of one's own to move (R18)", "dog")
            yield DogMove(*record.dog)
            if state.phase == CONSENT:
                yield Consent(True)
        elif state.phase == DOG:
            yield NO_DOG_MOVE

    def _record_turn(self) -> None:
        seat = play = -1
        take: Optional[Cell] = None
        dog = None
        for event in self._events[self._turn_events_start:]:
            if isinstance(event, ev.CardPlayed):
                seat, play = event.seat, event.card
            elif isinstance(event, ev.CardTaken):
                take = event.cell
            elif isinstance(event, ev.DogMoved):
                dog = (event.source, event.target)
        self.turns.append(TurnRecord(seat, play, take, dog))
        self._turn_events_start = len(self._events)

    def stack(self, card: int) -> None:
        """Put ``card``, one of the deck's, on top: the next refill draws it, and so does a replay
        (the set-up's deck keeps the order the cards are drawn in).  A guided first game chooses
        the cards still to come this way (``core.lesson``); nobody has seen the deck's order."""
        deck = self.state.deck                      # the top card last
        if deck[-1] == card:
            return
        deck.remove(card)
        deck.append(card)
        drawn = len(self.setup.deck) - len(deck)
        self.setup = replace(self.setup, deck=self.setup.deck[:drawn] + tuple(reversed(deck)))

    def replayed(self, turns: int) -> GameState:
        """The state after the first ``turns`` turns of this game."""
        game = Game(self.setup)
        for record in self.turns[:turns]:
            game.play_turn(record)
        return game.state
