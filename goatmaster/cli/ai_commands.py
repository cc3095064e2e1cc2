"""``goatmaster-cli suggest``, ``arena`` and ``review``: the AI from the command line."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from typing import Optional, Sequence

from .. import games as _games  # noqa: F401  (importing it registers every game)
from ..core.game import CHANCE, ActionError
from ..core.registry import GameEntry, entries, entry, entry_for_format
from ..files import app_data, envelope
from ..files.envelope import Seat, codec_of, seat_count
from ..files.strict_json import SaveError
from ..search.arena import GameOutcome, check_seat_type, run_arena, seated_kinds
from ..search.ismcts import MctsPlayer, with_budget
from ..search.pool import SearchPool
from ..search.review import ITERATIONS, Decision, Review, reason_args, review_game, spots
from ..search.seats import knowledge_of

def add_game_option(p: argparse.ArgumentParser, doing: str) -> None:
    """``--game`` ("the game to <doing>") for a command that deals its own games; the first registered by default."""
    names = [game.name for game in entries()]
    p.add_argument("--game", default=names[0], choices=names, help=f"the game to {doing} (default {names[0]})")


def players_help() -> str:
    """``--players``' help: each game's number of players, as its entry says it."""
    counts = (f"{game.info.title} {game.info.min_seats}"
              + (f" to {game.info.max_seats}" if game.info.max_seats > game.info.min_seats else "")
              for game in entries())
    return f"number of players ({', '.join(counts)})"


def positive(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def write_or_exit(path: str, saved) -> None:
    """Save ``saved`` to ``path``; on a write error, one line naming the target and exit 1."""
    try:
        envelope.save(path, saved)
    except (OSError, SaveError) as error:
        print(f"cannot write {path}: {getattr(error, 'strerror', None) or error}", file=sys.stderr)
        raise SystemExit(1) from None


def _read(path: str) -> Optional[envelope.SavedMatch]:
    """The save file at ``path``, or None once stderr says why it cannot be read."""
    try:
        return envelope.load(path)
    except SaveError as error:
        print(error, file=sys.stderr)
    except OSError as error:
        print(f"setup: file: cannot read {path}: {error.strerror or error}", file=sys.stderr)
    return None


def cmd_suggest(args: argparse.Namespace) -> int:
    saved = _read(args.file)
    if saved is None:
        return 1
    match = saved.game
    if not match.is_over:
        pending = saved.app.get(app_data.PENDING, [])       # the turn in progress, continued as in the app
        try:
            if not isinstance(pending, list):
                raise ActionError(f"{str(pending)[:40]!r} is not a list of actions")
            for step in pending:
                match.apply_action(app_data.pending_action(match.state, step))
        except ActionError as error:
            print(f"app: pending: {error}", file=sys.stderr)
            return 1
    if match.is_over:
        print("the game is over: there is nothing to suggest", file=sys.stderr)
        return 1
    game = entry_for_format(saved.FORMAT)
    assert game is not None                 # the envelope read the file with its codec
    return _suggest_actions(game, match.state.clone(), args)


def _suggest_actions(game: GameEntry, state, args: argparse.Namespace) -> int:
    """Print the actions of the seat to decide in ``state``, until another seat decides.

    A file holds what happened, never a throw to come (Meadow Dice's turns start with
    one), so chance steps on the way are drawn from ``--seed`` and listed among the
    actions in their own text form (``throw 3 C``), in the order they happen, up to the
    end of the seat's turn (as the entry's ``turns`` counts it): the next seat's throw is
    left out, the seat's own re-throw is not.
    """
    try:
        settings = with_budget(knowledge_of(game).level_settings(args.level), iterations=args.iterations)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    player = MctsPlayer(settings, seed=args.seed, name=args.level)
    chance = random.Random(args.seed)
    turns = game.turns
    seat: Optional[int] = None
    turn = -1                                           # the turn of the seat's last decision
    steps: list[tuple[bool, str]] = []                  # (this seat's, the action's text)
    while not state.is_terminal():
        actor = state.current_player()
        if actor == CHANCE:
            # A chance step in the seat's own turn (its re-throw, its draw) is part of what it
            # did, unless the game fixed its outcome (one outcome, certain: the file knows it);
            # once the game's turn count has moved on, it is the next seat's.
            mine = (seat is not None and turns is not None and turns(state) == turn
                    and len(state.chance_outcomes()) > 1)
            action = state.chance_outcome(chance)
            steps.append((mine, state.action_to_string(action)))
        elif seat is None or actor == seat:
            seat, turn = actor, (turns(state) if turns else -1)
            action = player.decide(state.observation(seat))
            steps.append((True, state.action_to_string(action)))
        else:
            break
        state.apply_action(action)
    while steps and not steps[-1][0]:                   # the next seat's throw is not this seat's
        steps.pop()
    print(json.dumps({"seat": seat, "actions": [text for _, text in steps]}))
    return 0


def _game_file(index: int) -> str:
    return f"game-{index:04d}.json"


def resumed_games(game: GameEntry, folder: str, players: int, kinds: list[str], games: int,
                  seed: int) -> list[GameOutcome]:
    """The games of this arena already saved in ``folder`` by an interrupted run.

    Each file must be a finished game of the same arena (seed, game number and
    seat types); anything else is refused rather than mixed into the figures.
    """
    played = []
    for index in range(games):
        path = os.path.join(folder, _game_file(index))
        if not os.path.exists(path):
            continue
        try:
            saved = envelope.load(path)
        except (SaveError, OSError) as error:
            raise ValueError(f"{path}: cannot resume from it: {error}") from None
        if saved.FORMAT != game.info.save_format:
            raise ValueError(f"{path}: not a {game.info.title} game")
        app = saved.app
        kinds_here = list(seated_kinds(kinds, index))
        times = app.get("arena_times") if isinstance(app, dict) else None
        if (not isinstance(app, dict) or app.get("arena_seed") != seed
                or app.get("arena_game") != index or app.get("arena_seats") != kinds_here):
            raise ValueError(f"{path}: not game {index} of this arena "
                             f"(seed {seed}, seats {','.join(kinds_here)})")
        if (not isinstance(times, list) or len(times) != players
                or not all(isinstance(seat, list) and all(isinstance(t, (int, float)) for t in seat)
                           for seat in times)):
            raise ValueError(f"{path}: app.arena_times must hold a list of decision times per seat")
        match = saved.game
        if not match.is_over:
            raise ValueError(f"{path}: the game is not finished")
        totals, winners = match.state.result()
        played.append(GameOutcome(index, tuple(kinds_here), match, tuple(totals), tuple(winners),
                                  [[float(t) for t in seat] for seat in times]))
    return played


def cmd_arena(args: argparse.Namespace) -> int:
    game = entry(args.game)
    info = game.info
    if not info.min_seats <= args.players <= info.max_seats:
        print(f"{info.title} is played by {info.min_seats} to {info.max_seats} players", file=sys.stderr)
        return 2
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    if len(kinds) == 1:
        kinds *= args.players
    if len(kinds) != args.players:
        print(f"--seats names {seat_count(len(kinds))} for {args.players} players", file=sys.stderr)
        return 2
    for kind in kinds:
        try:
            check_seat_type(knowledge_of(game), kind)
        except ValueError as error:
            print(error, file=sys.stderr)
            return 2
    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    played: list[GameOutcome] = []
    if args.resume:
        if not args.out:
            print("--resume needs --out DIR (the games played so far)", file=sys.stderr)
            return 2
        try:
            played = resumed_games(game, args.out, args.players, kinds, args.games, args.seed)
        except ValueError as error:
            print(error, file=sys.stderr)
            return 2
        if args.progress:
            print(f"resuming: {len(played)} of {args.games} games already played", file=sys.stderr)
    if args.out:
        try:
            os.makedirs(args.out, exist_ok=True)
        except OSError as error:
            print(f"cannot write {args.out}: {error.strerror or error}", file=sys.stderr)
            return 1

    started, todo = time.perf_counter(), args.games - len(played)
    finished = []

    def on_game(out: GameOutcome) -> None:
        finished.append(out.index)
        if args.out:
            seats = [Seat(name=f"{kind.split(':')[0].title()} {k + 1}", kind="ai", level=kind[:40])
                     for k, kind in enumerate(out.kinds)]
            app = {"arena_seed": args.seed, "arena_game": out.index, "arena_seats": list(out.kinds),
                   "arena_times": [[round(t, 4) for t in seat] for seat in out.times]}
            write_or_exit(os.path.join(args.out, _game_file(out.index)),
                          codec_of(game).saved_game(seats, out.match, app))
        if args.progress:
            left = (time.perf_counter() - started) / len(finished) * (todo - len(finished))
            print(f"game {out.index}: " + ", ".join(
                f"{kind} {score}{'*' if k in out.winners else ''}"
                for k, (kind, score) in enumerate(zip(out.kinds, out.scores)))
                + f" · {len(finished) + len(played)}/{args.games}, about {left / 60:.0f} min left",
                file=sys.stderr, flush=True)

    result = run_arena(game, args.players, kinds, args.games, args.seed, args.jobs, on_game, played)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{args.games} games, {args.players} players, seed {args.seed}")
    print(f"{'seat type':<24} {'games':>5} {'wins':>5} {'win rate':>8}  {'95% interval':<15} "
          f"{'mean score':>10} {'median s':>8} {'p95 s':>7}")
    for kind, row in result["seats"].items():
        lo, hi = row["ci95"]
        print(f"{kind:<24} {row['games']:>5} {row['wins']:>5} {row['win_rate']:>8.1%}  "
              f"{lo:>6.1%}–{hi:<7.1%} {row['mean_score']:>10.2f} {row['median_s']:>8.3f} "
              f"{row['p95_s']:>7.3f}")
    return 0


def reason_text(reason: tuple[str, tuple], names: Sequence[str] = ()) -> str:
    """A review's reason in English: its key with Qt's ``%1``, ``%2`` ... filled in, a player
    it names by their seat's name in ``names``."""
    text, args = reason[0], reason_args(reason[1], names, lambda seat: f"seat {seat}")
    for k in range(len(args), 0, -1):           # %10 before %1
        text = text.replace(f"%{k}", str(args[k - 1]))
    return text


def _decision_line(d: Decision, names: Sequence[str]) -> str:
    def points(value: Optional[float]) -> str:
        return "    -" if value is None else f"{value:+5.1f}"
    line = (f"{'!' if d.marked else ' '} {d.step:>4}  {d.played[:26]:<26} {d.best[:26]:<26} "
            f"{points(d.played_points)} {points(d.best_points)} {d.loss:5.1f}")
    return line + (f"  {reason_text(d.reason, names)}" if d.reason else "")


def cmd_review(args: argparse.Namespace) -> int:
    saved = _read(args.file)
    if saved is None:
        return 1
    match = saved.game
    if not match.is_over:
        print("the game is not finished: a review weighs a finished game", file=sys.stderr)
        return 1
    seats = match.state.num_seats
    if not 0 <= args.seat < seats:
        print(f"--seat must be 0 to {seats - 1}", file=sys.stderr)
        return 2
    game = entry_for_format(saved.FORMAT)
    assert game is not None                 # the envelope read the file with its codec
    names = [seat.name for seat in saved.players]
    kept = saved.app.get(app_data.REVIEWS, {})
    review: Optional[Review] = None
    try:
        old = Review.from_data(kept[str(args.seat)]) if isinstance(kept, dict) and str(args.seat) in kept else None
        if old is not None:
            old.check(spots(game, match, args.seat))
    except ValueError:
        old = None                          # not a review of this game this version reads: search again
    if old is not None and old.complete and (old.iterations, old.seed) == (args.iterations, args.seed):
        review = old
    header = f"seat {args.seat}: {{}} decisions reviewed by hard at {args.iterations} iterations, seed {args.seed}"
    if review is None:
        if not args.json:
            print("  step  played                     best found                 points  best  loss",
                  flush=True)

        def on_decision(decision: Decision, done: int, total: int) -> None:
            if not args.json:
                print(_decision_line(decision, names), flush=True)

        with SearchPool() as pool:
            review = review_game(game, match, args.seat, pool,
                                 args.iterations, args.seed, on_decision)
        if args.save:
            kept = dict(kept) if isinstance(kept, dict) else {}
            kept[str(args.seat)] = review.to_data()
            saved.app[app_data.REVIEWS] = kept
            write_or_exit(args.file, saved)
    elif not args.json:
        print("  step  played                     best found                 points  best  loss")
        for decision in review.decisions:
            print(_decision_line(decision, names))
    if args.json:
        print(json.dumps(review.to_data()))
        return 0
    summary = review.summary()
    print(header.format(summary["decisions"]))
    print(f"{summary['points_lost']:.1f} points lost, {summary['lost_per_decision']:.2f} a decision; "
          f"{summary['marked']} marked (a loss over {review.threshold:g} points)")
    if summary["costliest"]:
        print("costliest: " + ", ".join(f"step {step}" for step in summary["costliest"]))
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``suggest``, ``arena`` and ``review`` to the CLI's subcommands."""
    p = sub.add_parser("suggest", help="suggest the AI's decision for the seat to play in a save file",
                       description='Print the decision of the seat to play as one JSON line, {"seat": '
                                   's, "actions": [...]}: the seat\'s actions in their text form until '
                                   "another seat decides, with the chance outcomes on the way (a throw "
                                   "still to come is drawn from --seed) among them. A turn the app saved "
                                   "in progress is continued.")
    p.add_argument("file", metavar="FILE")
    budget = p.add_mutually_exclusive_group()
    levels = list(dict.fromkeys(level for game in entries() for level in knowledge_of(game).levels))
    budget.add_argument("--level", default="hard", choices=levels,
                        help="AI level (default hard); the file's game must know it")
    budget.add_argument("--iterations", type=positive, metavar="K",
                        help="fixed search iterations (with --seed: reproducible)")
    p.add_argument("--seed", type=int, default=None, metavar="S", help="search seed")
    p.set_defaults(run=cmd_suggest, level="hard")

    p = sub.add_parser("arena", help="play many games between AI seat types and compare them",
                       description="Play G games rotating the seat types over the seats; print "
                                   "per seat type the win rate (a shared win counts) with a 95% "
                                   "Wilson interval, mean score, and the median and 95th-percentile "
                                   "time of decisions that had a choice.")
    add_game_option(p, "play")
    p.add_argument("--players", type=int, required=True, metavar="N", help=players_help())
    p.add_argument("--seats", required=True, metavar="TYPES",
                   help="comma-separated seat types: easy, normal, hard, greedy, random, flatmc, "
                        "or a game's own yardstick seats (an unknown type lists them) "
                        "(options for experiments: hard:seconds=1:playout=random, "
                        "flatmc:seconds=1:shortlist=no-dog)")
    p.add_argument("--games", type=int, required=True, metavar="G")
    p.add_argument("--seed", type=int, default=0, metavar="S")
    p.add_argument("--out", metavar="DIR", help="write every game as a save file into DIR")
    p.add_argument("--resume", action="store_true",
                   help="with --out: count the games already saved in DIR (same seed and seats) "
                        "and play only the missing ones")
    p.add_argument("--json", action="store_true", help="print one JSON line")
    p.add_argument("--jobs", type=int, default=1, metavar="J",
                   help="games played at once in worker processes (default 1)")
    p.add_argument("--progress", action="store_true", help="report each game on stderr")
    p.set_defaults(run=cmd_arena)

    p = sub.add_parser("review", help="weigh every decision of one seat of a finished game",
                       description="Search each decision the seat had, from what it could see then, "
                                   "with hard at a fixed budget; print the expected points (the "
                                   "seat's margin) of the action played and of the best found, the "
                                   "points lost, the decisions that lost more than the game's "
                                   "threshold (marked !), and a summary. A review kept in the file "
                                   "with the same budget and seed is printed without searching.")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--seat", type=int, required=True, metavar="N", help="the seat to review (from 0)")
    p.add_argument("--iterations", type=positive, default=ITERATIONS, metavar="K",
                   help=f"search iterations a decision (default {ITERATIONS})")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="search seed (default 0)")
    p.add_argument("--json", action="store_true", help="print the review as one JSON line")
    p.add_argument("--save", action="store_true", help="keep the review in the file's app data")
    p.set_defaults(run=cmd_review)
