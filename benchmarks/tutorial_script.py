"""Find and write a guided first game's script (issue 35): a whole game between AI seats, as text.

A lesson's script (``goatmaster.core.tutorial``) is a whole game played to its end, every move in
its text form.  This tool plays such games from a deal, with each seat a yardstick or a level
(``greedy``, ``random``, ``easy`` …, deterministic from the seed), and prints either

* ``--find N``: a line per deal of the N from ``--seed`` on: the learner's decisions and the
  turn at which each kind of event first reached the learner (to choose a deal where every rule
  shows up early in a short game; ``--events`` lists the event kinds to follow), or
* the script of one deal: each move numbered with who made it and the events it caused (to
  place the steps), then the ``moves`` tuple to paste into the game's ``tutorial.py``.

Example::

    python benchmarks/tutorial_script.py --game goat-master --players 2 --seats greedy,greedy \\
        --find 200 --events TypeDecided,ConsentAsked,DogMoved
    python benchmarks/tutorial_script.py --game goat-master --players 2 --seats greedy,greedy --seed 17 \
        --force "48=dog [3, 0] > [1, 0]"
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any, Optional

import goatmaster.games  # noqa: F401  (registers every game)
from goatmaster.core.game import CHANCE
from goatmaster.core.registry import GameEntry, entry
from goatmaster.search.seats import knowledge_of, make_player


def play(game: GameEntry, players: int, seed: int, seats: list[str], options: Optional[dict],
         forced: Optional[dict[int, str]] = None) -> tuple[list[dict[str, Any]], Any]:
    """One whole game from the deal ``seed``: per move, who made it, its text and the events it
    caused; and the game's result.  ``forced`` moves (by number) are made instead of the seats'
    choices: a lesson's author steers the game where it teaches best."""
    match = game.new_match(players, seed, options)
    knowledge = knowledge_of(game)
    deciders = [make_player(knowledge, name, seed * 31 + k) for k, name in enumerate(seats)]
    chance = random.Random(seed)
    record = []
    while not match.state.is_terminal():
        state = match.state
        actor = state.current_player()
        if forced and len(record) in forced:
            action = state.string_to_action(forced[len(record)])
        elif actor == CHANCE:
            action = state.chance_outcome(chance)
        else:
            action = deciders[actor].decide(state.observation(actor))
        text = state.action_to_string(action)
        turn = game.turns(state) if game.turns is not None else len(record)
        events = match.apply_action(action) or ()
        record.append({"actor": actor, "move": text, "turn": turn,
                       "events": [type(event).__name__ + _seat_of(event) for event in events]})
    return record, match.state.result()


def _seat_of(event: object) -> str:
    seat = getattr(event, "seat", None)
    return f"[{seat}]" if isinstance(seat, int) else ""


def main(argv: Optional[list[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", required=True, help="one seat name per player: greedy, random, easy …")
    parser.add_argument("--options", default="null", help="the new-game options as JSON")
    parser.add_argument("--learner", type=int, default=0)
    parser.add_argument("--find", type=int, default=0, help="survey this many deals from --seed on")
    parser.add_argument("--events", default="", help="event kinds to follow in --find (comma-separated)")
    parser.add_argument("--force", action="append", default=[], metavar="K=MOVE",
                        help="make MOVE (its text) as move number K instead of the seat's choice")
    args = parser.parse_args(argv)
    game = entry(args.game)
    seats = args.seats.split(",")
    assert len(seats) == args.players, "one seat name per player"
    options = json.loads(args.options)
    forced = {int(k): move for k, _, move in (item.partition("=") for item in args.force)}
    if args.find:
        kinds = [k for k in args.events.split(",") if k]
        print("seed  decisions  turns  points  " + "  ".join(kinds))
        for seed in range(args.seed, args.seed + args.find):
            record, result = play(game, args.players, seed, seats, options, forced)
            points = "-".join(str(int(total)) for total in result[0])
            decisions = sum(1 for move in record if move["actor"] == args.learner)
            firsts = []
            for kind in kinds:
                first = next((move["turn"] for move in record for event in move["events"]
                              if event == f"{kind}[{args.learner}]" or event == kind), None)
                firsts.append("-" if first is None else str(first))
            print(f"{seed:4d}  {decisions:9d}  {record[-1]['turn']:5d}  {points:>6s}  "
                  + "  ".join(f"{f:>{len(k)}}" for f, k in zip(firsts, kinds)))
        return
    record, result = play(game, args.players, args.seed, seats, options, forced)
    totals, winners = result
    print(f"points {tuple(int(t) for t in totals)}, winners {tuple(winners)}")
    for k, move in enumerate(record):
        who = "chance" if move["actor"] == CHANCE else f"seat {move['actor']}"
        print(f"{k:4d}  turn {move['turn']:3d}  {who:7s}  {move['move']:28s}  {' '.join(move['events'])}")
    print("moves = (")
    for move in record:
        print(f"    {json.dumps(move['move'])},")
    print(")")


if __name__ == "__main__":
    main()
