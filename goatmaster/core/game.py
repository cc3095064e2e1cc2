"""The small game interface the search, the arena, the session and the files play through.

In the spirit of OpenSpiel: what a game *is* (:class:`GameInfo`) is kept apart
from a live :class:`State`; actions are dense non-negative ints for the search,
with a text form for people and files; chance is a player (:data:`CHANCE`)
whose outcome is drawn from an injected RNG, so a seeded game and a search tree
treat dealing and throwing like any other move; and what one seat may know is
an :class:`Observation`, from which the search samples full states, so nothing
hidden can reach a decision.

A game implements these protocols on its own engine classes (no base class:
the engine's hot path stays plain attribute access and list operations).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Hashable, Optional, Protocol, Sequence, TypeAlias

Action: TypeAlias = int
Seat: TypeAlias = int

#: :meth:`State.current_player` while chance (a deal, a draw, a throw) decides.
CHANCE: Seat = -1
#: :meth:`State.current_player` once the game is over.
TERMINAL: Seat = -4


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:   # noqa: N802 (the name Qt's tools look for)
    """Marks a player-facing text for Qt's translation tools without importing Qt.

    ``pyside6-lupdate`` finds the call by its name and extracts ``text`` under
    ``context``; the app translates it with ``QCoreApplication.translate(context, text)``.
    """
    return text


class ActionError(ValueError):
    """A text or an action that is not a legal action now; the message says why, in English."""


@dataclass(frozen=True)
class Option:
    """A new-game option of a game (Meadow Dice's pro variant, its sheet): what the dialog offers.

    ``name`` is the key in a game's options (and in its save file); ``label``,
    ``help`` and each choice's label are English texts marked with
    :func:`QT_TRANSLATE_NOOP` in the ``"Games"`` context.  ``choices`` pairs each
    value with its label; an option without choices is a whole number from
    ``minimum`` to ``maximum``.  ``applies_when`` ``(other, value)``: the option
    matters only while option ``other`` has ``value`` (the dialog greys it out otherwise).

    >>> pro = Option("pro", "Variant", False, ((False, "Standard"), (True, "Pro")))
    >>> pro.check(True), pro.check(1)
    (True, None)
    >>> Option("sheet", "Sheet number", 1, minimum=1, maximum=999).check(1000) is None
    True
    """
    name: str
    label: str
    default: object
    choices: tuple[tuple[object, str], ...] = ()
    minimum: int = 0
    maximum: int = 0
    help: str = ""
    applies_when: Optional[tuple[str, object]] = None

    def check(self, value: object) -> object:
        """``value`` if this option may take it, else ``None``."""
        if self.choices:
            return value if any(value == v and type(value) is type(v) for v, _ in self.choices) else None
        if type(value) is int and self.minimum <= value <= self.maximum:
            return value
        return None


@dataclass(frozen=True)
class GameInfo:
    """What a game is: its name, seat counts, save format and options.

    ``name`` is the registry key and the CLI's ``--game``; ``title`` and ``pitch``
    (one line that makes a player want to try it) are English texts marked with
    :func:`QT_TRANSLATE_NOOP` in the ``"Games"`` context, which the app
    translates; ``save_format`` is the ``format`` of its save files (how a file
    names its game); ``secrets`` says whether one seat may know what another may
    not (a hand): hot-seat play hands the screen over between people only then,
    and a game without secrets announces each person's turn instead.
    """
    name: str
    title: str
    min_seats: int
    max_seats: int
    save_format: str
    options: tuple[Option, ...] = ()
    pitch: str = ""
    secrets: bool = True

    def new_game_options(self, given: Optional[dict] = None) -> dict:
        """Every option's value: ``given`` where it says one, the default elsewhere.

        Raises ``ValueError`` naming the first unknown option or value a player cannot choose.
        """
        given = dict(given or {})
        chosen = {}
        for option in self.options:
            value = given.pop(option.name, option.default)
            if option.check(value) is None:
                raise ValueError(f"{self.name}: option {option.name!r} cannot be {value!r}")
            chosen[option.name] = value
        if given:
            raise ValueError(f"{self.name}: no option called {sorted(given)[0]!r}")
        return chosen


class Observation(Protocol):
    """Exactly what one seat may know: the public position and its own secrets.

    Two states that this seat cannot tell apart give equal :meth:`key` values;
    :meth:`sample` deals everything the seat cannot see at random, giving a full
    state whose observation for this seat has the same key.
    """

    seat: Seat

    def current_player(self) -> Seat:
        """Whose decision it is (a seat, :data:`CHANCE` or :data:`TERMINAL`)."""
        ...

    def legal_actions(self) -> list[Action]:
        """The seat's legal actions when it is the one to decide (it knows its own options)."""
        ...

    def sample(self, rng: random.Random) -> "State":
        """A full state consistent with this observation, hidden parts drawn from ``rng``."""
        ...

    def key(self) -> Hashable:
        """Equal for exactly the states this seat cannot tell apart."""
        ...

    def after(self, action: Action) -> Optional["Observation"]:
        """The seat's observation after it takes ``action``, if it learns nothing new before
        its next decision (no chance, no other seat in between); else ``None``."""
        ...


class State(Protocol):
    """A live position. :meth:`apply_action` trusts its caller (use the legal actions)."""

    @property
    def num_seats(self) -> int: ...

    def current_player(self) -> Seat:
        """The seat to decide, :data:`CHANCE`, or :data:`TERMINAL`."""
        ...

    def legal_actions(self) -> list[Action]:
        """The current seat's legal actions (empty at chance and at the end)."""
        ...

    def apply_action(self, action: Action) -> None:
        """Play a legal action, or a chance outcome at a chance step."""
        ...

    def chance_outcome(self, rng: random.Random) -> Action:
        """At a chance step, the outcome drawn with ``rng`` (a game whose deal fixed the
        order, like a shuffled deck, returns that fixed outcome)."""
        ...

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance step, every outcome :meth:`chance_outcome` can draw with its probability
        (they sum to 1), as OpenSpiel has it, so a closed-loop search or an exact evaluation
        can weigh them; empty where no chance decides."""
        ...

    def is_terminal(self) -> bool: ...

    def result(self) -> tuple[Sequence[float], Sequence[Seat]]:
        """Each seat's points as they stand, and the seats that win with them (several on a
        shared win; none is possible where a game says so)."""
        ...

    def clone(self) -> "State":
        """An independent copy, cheap enough for thousands a second."""
        ...

    def action_to_string(self, action: Action) -> str:
        """The action's text form, which :meth:`string_to_action` reads back."""
        ...

    def string_to_action(self, text: str) -> Action:
        """The action a text names; raises :class:`ActionError` (a ``ValueError``)."""
        ...

    def observation(self, seat: Seat) -> Observation:
        """What ``seat`` may know of this state."""
        ...
