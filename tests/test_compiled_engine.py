"""The games' engines compiled by mypyc (``scripts/compile-engine``, issue 36 §3) play exactly
as the pure-Python engines: for every game, the same random playouts and the same games move
by move (legal actions, chance outcomes, copies that go on alike, results); for Goat Master
also every event, seat view and score.

Each engine runs in a process of its own (the compiled one first on ``PYTHONPATH``), and each
prints a digest of everything it did.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PLAY = r'''
import hashlib, json, random, sys
import goatmaster.games.goat_master.engine.state as state_module
from goatmaster.games.goat_master.engine import Game

digest = hashlib.sha256()


def note(*what):
    digest.update(repr(what).encode())


def step(state, rng):
    if state.current_player() < 0:
        state.apply_action(state.chance_outcome(rng))
    else:
        legal = state.legal_actions()
        note(legal, [state.action_to_string(a) for a in legal])
        state.apply_action(legal[rng.randrange(len(legal))])


for players in (2, 3, 4, 5):
    for seed in range(60):
        state = Game.new(players, seed).state
        state.playout(random.Random(seed).random)
        note(state.turn, state.cards, state.marks, state.where, state.hidden, state.owner,
             state.by_fourth, state.result(), [str(s) for s in state.scores()])
    for seed in range(12):
        state, rng = Game.new(players, seed).state, random.Random(seed)
        state.events = []
        while not state.is_terminal():
            step(state, rng)
            if state.turn == 20 and state.current_player() >= 0:
                view = state.observation(state.current_player())
                note(view.legal_actions(), [state.action_to_string(a) for a in view.legal_actions()])
                copy = state.copy()
                copy.playout(random.Random(seed + 1).random)
                again = state.copy()
                again.playout(random.Random(seed + 1).random)
                note(copy.result(), again.result(), copy.cards == again.cards)
        note([repr(event) for event in state.events], state.result())
import goatmaster.games  # noqa: F401  (registers every game)
from goatmaster.core.registry import entries
from goatmaster.search.bench import _playout

files = {"goat-master": state_module.__file__}
for game in entries():
    info = game.info
    for players in range(info.min_seats, info.max_seats + 1):
        for seed in range(20):
            state = game.new_match(players, seed, None).state
            files.setdefault(info.name, sys.modules[type(state).__module__].__file__)
            _playout(game)(state, random.Random(seed).random)
            note(info.name, repr(state.result()))
            state, rng = game.new_match(players, seed, None).state, random.Random(seed)
            moves = 0
            while not state.is_terminal():
                step(state, rng)
                moves += 1
                if moves == 30:
                    copy, again = state.clone(), state.clone()
                    for other in (copy, again):
                        other_rng = random.Random(seed + 1)
                        while not other.is_terminal():
                            step(other, other_rng)
                    note(repr(copy.result()), repr(again.result()))
            note(moves, repr(state.result()))
print(json.dumps({"files": files, "digest": digest.hexdigest()}))
'''


def _play(first_on_path: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(first_on_path))
    done = subprocess.run([sys.executable, "-c", PLAY], env=env, cwd="/", capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_the_compiled_engine_plays_exactly_as_the_pure_one(tmp_path):
    out = tmp_path / "compiled"
    env = dict(os.environ, MYPYC=str(Path(sys.executable).parent / "mypyc"))
    done = subprocess.run(["bash", str(ROOT / "scripts" / "compile-engine"), str(out)], env=env,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    assert not list((ROOT / "goatmaster").rglob("*.so"))          # the source tree is left alone
    compiled, pure = _play(out), _play(ROOT)
    assert sorted(compiled["files"]) == sorted(pure["files"]) == ["goat-master", "meadow", "rows"]
    for name, path in compiled["files"].items():
        assert path.endswith(".so") and path.startswith(str(out)), (name, path)
        assert pure["files"][name].startswith(str(ROOT / "goatmaster" / "games")), (name, pure["files"][name])
        assert pure["files"][name].endswith("engine/state.py"), (name, pure["files"][name])
    assert compiled["digest"] == pure["digest"]
