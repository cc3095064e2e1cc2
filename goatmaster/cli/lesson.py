"""``goatmaster-cli lesson``: play a game's lesson headless with a learner who chooses at random.

The lesson (``core.lesson``) decides which step shows when, as it does in the window: the
learner reads each step (Next), makes the move an acting step asks for, and in every free
stretch chooses among the legal moves at random (``--seed`` seeds those choices alone; the
lesson's deal stays its own).  The AI plays what the lesson steers it to, else what its seat
type decides; chance draws what the lesson steers, else from the deal's seed.
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, field

from ..core.game import CHANCE
from ..core.lesson import Lesson
from ..core.registry import GameEntry, entries, entry
from ..search.seats import knowledge_of, make_player


@dataclass
class Run:
    """One lesson played: the steps in the order shown (with the move count), those never shown."""

    shown: list[tuple[int, int]] = field(default_factory=list)
    missed: list[int] = field(default_factory=list)
    count: int = 0
    #: The steps found unable to show before the end, with the move count then (the app says so
    #: there and offers the way back; the headless learner plays on).
    gone: dict[int, int] = field(default_factory=dict)
    #: The actions played in all, to the end.
    moves: int = 0


def play_lesson(game: GameEntry, seed: int, ai: str = "", echo: bool = False) -> Run:
    """Play ``game``'s lesson to its end with a random learner seeded by ``seed``; the AI's moves
    the lesson does not steer are decided by the seat type ``ai`` (by default the lesson's level,
    as in the window)."""
    tutorial = game.tutorial
    assert tutorial is not None
    ai = ai or tutorial.level
    match = game.new_match(tutorial.players, tutorial.seed, tutorial.options)
    lesson = Lesson(tutorial, tutorial.actions(game.new_match(tutorial.players, tutorial.seed, tutorial.options)))
    learner = random.Random(seed)
    chance = random.Random(tutorial.seed)
    knowledge = knowledge_of(game)
    seats = {seat: make_player(knowledge, ai, tutorial.seed * 31 + seat) for seat in range(tutorial.players)}
    run = Run(count=len(tutorial.steps))
    lesson.update(match.state, match.actions)
    for _ in range(20 * len(tutorial.moves) + 10 * len(tutorial.steps)):      # bounded: a game ends
        state, actions = match.state, match.actions
        shown = lesson.current()
        if shown is not None and (not run.shown or run.shown[-1] != lesson.log[-1]):
            run.shown.append(lesson.log[-1])
            if echo:
                text = " ".join(lesson.text(shown, actions).replace("<b>", "").replace("</b>", "").split())
                print(f"step {shown + 1:2d} at move {len(actions):3d}: {text[:90]}")
        if shown is not None and not lesson.acts(actions):
            lesson.next(state, actions)
            continue
        if state.is_terminal():
            break
        actor = state.current_player()
        if actor == tutorial.learner:
            scripted = lesson.scripted(actions) if lesson.acts(actions) else None
            action = scripted if scripted is not None else learner.choice(state.legal_actions())
        else:
            steered = lesson.steer(state, actions)
            action = (steered if steered is not None else state.chance_outcome(chance) if actor == CHANCE
                      else seats[actor].decide(state.observation(actor)))
        lesson.stack(match, action)
        match.apply_action(action)
        if match.state.current_player() != CHANCE:
            lesson.update(match.state, match.actions)
            if not match.state.is_terminal():
                for k in lesson.missed(match.state, match.actions):
                    run.gone.setdefault(k, len(match.actions))
    run.missed = [k for k in range(len(tutorial.steps)) if k not in lesson.shown()]
    run.moves = len(match.actions)
    return run


def cmd_lesson(args: argparse.Namespace) -> int:
    game = entry(args.game)
    if game.tutorial is None:
        raise SystemExit(f"{game.info.title} has no lesson")
    run = play_lesson(game, args.seed, args.ai, echo=True)
    for k in run.missed:
        print(f"step {k + 1:2d} never showed" + (f" (it could no longer show from move {run.gone[k]})"
                                                   if k in run.gone else ""))
    print(f"{run.count - len(run.missed)} of {run.count} steps shown")
    return 1 if run.missed else 0


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``lesson`` to the CLI's subcommands."""
    p = sub.add_parser("lesson", help="play a game's lesson headless with a random learner",
                       description="Play a game's lesson to its end: the learner reads every step, makes "
                                   "the moves the steps ask for and chooses at random in every free "
                                   "stretch. Print each step shown and each that never showed; exit 1 "
                                   "if one did not.")
    p.add_argument("game", choices=[game.name for game in entries() if game.tutorial is not None])
    p.add_argument("--learner", choices=["random"], default="random", help="how the learner chooses")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the learner's choices")
    p.add_argument("--ai", default="", metavar="SEAT",
                   help="the seat type deciding the AI's moves the lesson does not steer (default: the "
                        "lesson's own level, as in the window; greedy is faster)")
    p.set_defaults(run=cmd_lesson)
