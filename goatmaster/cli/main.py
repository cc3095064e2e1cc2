"""``goatmaster-cli``: play, check and measure games without a window.

A file's ``format`` says which game it holds; where no file says it, ``--game``
does (by default the first registered game).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from typing import Sequence

from .. import games as _games  # noqa: F401  (importing it registers every game)
from ..core.registry import GameEntry, entry, entry_for_format
from ..files import app_data, envelope
from ..files.envelope import Seat, codec_of, seat_count
from ..files.strict_json import SaveError
from ..search.bench import measure_copy, measure_playouts
from ..search.match import play_game
from ..search.seats import knowledge_of, make_player
from .lesson import register as register_lesson
from .ai_commands import add_game_option, players_help, register as register_ai_commands, write_or_exit

BASELINE_SEATS = ("random", "greedy")


def _seat_types(text: str, players: int) -> list[str]:
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    if len(kinds) == 1:
        kinds *= players
    if len(kinds) != players:
        raise SystemExit(f"--seats names {seat_count(len(kinds))} for {players} players")
    for kind in kinds:
        if kind not in BASELINE_SEATS:
            raise SystemExit(f"unknown seat type {kind!r}; choose from {', '.join(BASELINE_SEATS)}")
    return kinds


def _players_of(game: GameEntry, players: int) -> None:
    info = game.info
    if not info.min_seats <= players <= info.max_seats:
        raise SystemExit(f"{info.title} is played by {info.min_seats} to {info.max_seats} players")


def cmd_selfplay(args: argparse.Namespace) -> int:
    game = entry(args.game)
    _players_of(game, args.players)
    kinds = _seat_types(args.seats, args.players)
    players = [make_player(knowledge_of(game), k, seed=args.seed * 10 + seat) for seat, k in enumerate(kinds)]
    match = play_game(game.new_match(args.players, args.seed, {}), players, random.Random(args.seed))
    seats = [Seat(name=f"{kind.title()} {seat + 1}", kind="ai", level=kind)
             for seat, kind in enumerate(kinds)]
    codec = codec_of(game)
    saved = codec.saved_game(seats, match, {app_data.SEED: args.seed})
    write_or_exit(args.out, saved)
    totals = match.state.result()[0]
    print(f"{codec.turn_count(saved)} turns; scores " +
          ", ".join(f"seat {seat} {total}" for seat, total in enumerate(totals)) + f"; written to {args.out}")
    return 0


def _load_or_fail(path: str):
    """A save file of any registered game, or None after saying why on stderr."""
    try:
        return envelope.load(path)
    except SaveError as error:
        print(error, file=sys.stderr)
    except OSError as error:
        print(f"setup: file: cannot read {path}: {error.strerror or error}", file=sys.stderr)
    return None


def _codec(saved):
    game = entry_for_format(saved.FORMAT)
    assert game is not None                 # the envelope read it with that game's codec
    return game, game.codec


def cmd_replay(args: argparse.Namespace) -> int:
    saved = _load_or_fail(args.file)
    if saved is None:
        return 1
    _, codec = _codec(saved)
    state = saved.game.state
    print(json.dumps({
        "finished": saved.finished,
        "turns": codec.turn_count(saved),
        "scores": codec.scores(saved),
        "winners": sorted(state.result()[1]) if saved.finished else [],
    }))
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    saved = _load_or_fail(args.file)
    if saved is None:
        return 1
    game, codec = _codec(saved)
    played = codec.turn_count(saved)
    turn = played if args.turn is None else args.turn
    if not 0 <= turn <= played:
        print(f"--turn must be between 0 and {played}", file=sys.stderr)
        return 2
    state = saved.game.state if turn == played else codec.replayed(saved, turn)
    names = [p.name for p in saved.players]
    if game.position_text is None:
        print(f"{game.info.title} has no text view of a position", file=sys.stderr)
        return 2
    print(game.position_text(state, names))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    game = entry(args.game)
    rng = random.Random(args.seed)
    rounds = max(1, args.rounds)
    result: dict = {"game": game.name, "players": {}}
    for players in range(game.info.min_seats, game.info.max_seats + 1):
        runs = [measure_playouts(game, players, args.seconds / rounds, rng) for _ in range(rounds)]
        row = result["players"][str(players)] = {
            "games_per_s": round(statistics.median(r[0] for r in runs), 1)}
        if runs[0][1] is not None:
            row["turns_per_s"] = round(statistics.median(r[1] or 0.0 for r in runs), 1)
        if not args.json:
            turns = f" {row['turns_per_s']:>10.0f} turns/s" if "turns_per_s" in row else ""
            print(f"{players} players: {row['games_per_s']:>8.0f} games/s{turns} (median of {rounds})")
    most = game.info.max_seats
    result["copy_us"] = round(statistics.median(measure_copy(game, most) for _ in range(5)), 2)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"state copy ({most} players, mid-game): {result['copy_us']:.2f} µs (median of 5)")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="goatmaster-cli", description="Play, check and measure the games of Goat Master without a window.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("selfplay", help="play a whole game between AI seats and save it",
                       description="Play a whole game between AI seats and write a finished save file.")
    add_game_option(p, "play")
    p.add_argument("--players", type=int, required=True, metavar="N", help=players_help())
    p.add_argument("--seed", type=int, required=True, metavar="S", help="deal number")
    p.add_argument("--seats", default="greedy", metavar="TYPES",
                   help="comma-separated seat types (random, greedy); one type fills every seat")
    p.add_argument("--out", required=True, metavar="FILE", help="save file to write")
    p.set_defaults(run=cmd_selfplay)

    p = sub.add_parser("replay", help="validate a save file and print its result as JSON",
                       description="Validate a save file by replaying it; print one JSON line "
                                   "with finished, turns, scores and winners. Exit 1 if invalid.")
    p.add_argument("file", metavar="FILE")
    p.set_defaults(run=cmd_replay)

    p = sub.add_parser("show", help="print a position of a saved game",
                       description="Print the position after turn K of a save file (default: the last).")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--turn", type=int, metavar="K", help="turns to replay (0 = the deal)")
    p.set_defaults(run=cmd_show)

    p = sub.add_parser("bench", help="measure random-playout speed and state copies",
                       description="Random playouts from fresh deals for every player count of "
                                   "a game (whole games and turns a second, median of several "
                                   "rounds) and the cost of one state copy.")
    add_game_option(p, "measure")
    p.add_argument("--seconds", type=float, default=2.0, metavar="S",
                   help="time spent on each player count (default 2)")
    p.add_argument("--rounds", type=int, default=5, help="rounds per player count; the median is shown")
    p.add_argument("--seed", type=int, default=0, help="seed for the deals and the playouts")
    p.add_argument("--json", action="store_true", help="print one JSON line")
    p.set_defaults(run=cmd_bench)

    register_ai_commands(sub)
    register_lesson(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
