"""A guided first game: what a game gives, as data, for the app's one tutorial player.

A tutorial is a real game against the AI from a prepared deal, told step by step.  The game
writes it in its own folder (``games/<game>/tutorial.py``) and names it in its registry entry;
the app's tutorial player (``goatmaster.app.play.tutorial``) plays it in the shared window.

* **The script** (:attr:`Tutorial.moves`) is the whole game as it is meant to go: every action
  in order, the learner's, the AI's and chance's (dice thrown, cards drawn), each in its text
  form (``State.action_to_string`` in the position it is played in).  While the game follows
  it, the AI plays its scripted moves and chance draws its scripted outcomes, so the lesson is
  the same every time.  The learner's moves between the steps are free: a move other than the
  script's takes the game off the script, and from there the game goes on from where it stands:
  each step not shown yet shows the first time its situation arises (:attr:`Step.when`), the
  lesson steering the AI (else thinking at :attr:`Tutorial.level`) and chance towards it
  (``core.lesson`` decides which step shows when).  A game whose draws are no chance steps of
  its match (Goat Master refills the pasture from the top of a deck dealt in order) gives the
  lesson its deck to stack (:class:`Deck`): the script draws the deal's cards, and off it the
  lesson chooses the cards still to come too.
* **The steps** (:class:`Step`) are cards of text on the table, each shown when the script's
  first :attr:`Step.at` moves have been played (:data:`END`: when the game is over).  A step
  points at a thing on the table (a name the game's table resolves, ``TablePart.locate``, or
  ``button:<objectName>`` for a button of the window's prompt bar).  A step that ``act`` s waits
  for the learner's scripted move at its place: only that move is accepted, and any other is
  answered with the step's :attr:`Step.hint`; any other step has Back and Next, and the AI waits
  for Next before it plays.

Texts are marked with ``QT_TRANSLATE_NOOP(context, ...)`` in the tutorial's own
:attr:`Tutorial.context` (the app translates them), and name cards, cells and dice in the words
the table and the log use.  This module knows nothing but the core: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Protocol, Sequence

from .game import CHANCE, ActionError

#: :attr:`Step.at` of a step shown once the game is over (the scoring, the farewell).
END = -1

#: A step's situation (:attr:`Step.when`): given the position before the last move (None when
#: unknown), the position now and the learner's seat, what the step points at if its situation
#: stands now (a name the table resolves, or ""), else None.
Situation = Callable[[Any, Any, int], Optional[str]]


@dataclass(frozen=True)
class Step:
    """One card of text: where in the script it shows, what it says and points at, what it waits for."""

    #: The number of the script's moves played when the step shows (:data:`END`: the game is over).
    at: int
    #: Its words, marked ``QT_TRANSLATE_NOOP(<the tutorial's context>, "...")``.
    text: str
    #: What it points at: a name the game's table resolves, ``"button:<objectName>"``, or "" (nothing).
    point: str = ""
    #: The step waits for the learner's scripted move at :attr:`at` (no Next).
    act: bool = False
    #: The answer to any other move while it waits ("": the app's general "follow the card").
    hint: str = ""
    #: Another thing it talks about, which its card keeps in sight (a name the table resolves).
    also: str = ""
    #: Off the script (after a move of the learner's own), the situation in which it shows
    #: (``None``: once every step before it has shown), see ``core.lesson``.
    when: Optional[Situation] = None
    #: Off the script, the progress towards :attr:`when` (a card the AI must hold first, say), as
    #: a :data:`Situation` naming what stands of it: while no move brings :attr:`when` about at
    #: once, the lesson's AI and chance steer towards a move that adds to it, and keep from one
    #: that takes from it.
    aim: Optional[Situation] = None
    #: Its words off the script, where :attr:`text` speaks of the script's cards ("": the same).
    off: str = ""
    #: Off the script, whether its situation can still arise from a position, given the learner's
    #: seat (``None``: until the game is over): one that no longer can is said at once, with the
    #: way back, rather than at the end (``core.lesson``).
    possible: Optional[Callable[[Any, int], bool]] = None


class Deck(Protocol):
    """The cards still to come of a game whose match draws them without a chance step: the
    lesson puts on top the one it wants drawn next."""

    def cards(self, state: Any) -> Sequence[int]:
        """The cards the draw due in ``state`` (a chance step of the game's own state) may bring,
        the next of the lesson's deal first."""
        ...

    def put(self, match: Any, card: int) -> None:
        """Put ``card`` on top of ``match``'s deck: its next draw brings it, and so does a replay
        of the match."""
        ...


def draw_after(state: Any, action: int) -> Optional[Any]:
    """The position after the legal ``action`` where a draw is due at once (the match makes it
    unseen, :class:`Deck`), else None."""
    after = state.clone()
    after.apply_action(action)
    return after if not after.is_terminal() and after.current_player() == CHANCE else None


@dataclass(frozen=True)
class Tutorial:
    """A game's guided first game: the deal, the scripted game and its steps."""

    #: The translation context of its texts (one per game: ``"GoatMasterTutorial"``).
    context: str
    #: How many seats, the deal's seed and the new-game options (``None``: the game's defaults).
    players: int
    seed: int
    #: The scripted game, every action in its text form (see the module's docstring).
    moves: tuple[str, ...]
    steps: tuple[Step, ...]
    options: Optional[dict] = field(default=None, hash=False)
    #: The learner's seat; the others are the AI.
    learner: int = 0
    #: The AI's level once the game has left the script.
    level: str = "easy"
    #: How many of the learner's decisions in a row (a play and its take, say) the lesson looks
    #: through when it weighs a move that hands the turn to them: it cannot know what they will
    #: play, so it prepares what most of their moves keep (0: it weighs the position the move
    #: leaves).
    replies: int = 0
    #: The deck the lesson stacks, in a game whose match draws without chance steps (:class:`Deck`).
    deck: Optional[Deck] = field(default=None, hash=False, compare=False)

    def actions(self, match: Any) -> list[int]:
        """The script as actions, played on ``match`` (a fresh deal of :attr:`seed`), which it
        leaves at the script's end, its draws the deal's (:attr:`deck`); :class:`ActionError` naming
        the first move that is not legal where it stands."""
        actions = []
        for k, text in enumerate(self.moves):
            state = match.state
            try:
                action = state.string_to_action(text)
                if state.current_player() == CHANCE:
                    if action not in {outcome for outcome, _ in state.chance_outcomes()}:
                        raise ActionError("not a chance outcome here")
                elif action not in state.legal_actions():
                    raise ActionError("not a legal move here")
            except (ActionError, ValueError) as error:
                raise ActionError(f"move {k} ({text!r}) of the tutorial's script: {error}") from None
            self.stack_dealt(match, action)
            match.apply_action(action)
            actions.append(action)
        return actions

    def stack_dealt(self, match: Any, action: int) -> None:
        """Before the legal ``action`` is applied to ``match``: the deal's next card on top of
        its :attr:`deck`, where a draw follows (the script draws the deal's cards, whatever order
        the lesson stacked them in since)."""
        deck = self.deck
        after = draw_after(match.state, action) if deck is not None else None
        if deck is not None and after is not None and (cards := deck.cards(after)):
            deck.put(match, cards[0])
