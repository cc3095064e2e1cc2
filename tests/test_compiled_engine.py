"""Goat Master's engine compiled by mypyc (``scripts/compile-engine``, issue 36 §3) plays exactly as
the pure-Python engine: the same random playouts, the same games move by move with their events,
copies that go on alike, the same seat views and the same scores.

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
import hashlib, json, random
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
        note(legal, [str(d) for d in state.legal_decisions()])
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
print(json.dumps({"file": state_module.__file__, "digest": digest.hexdigest()}))
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
    assert compiled["file"].endswith(".so") and compiled["file"].startswith(str(out))
    assert pure["file"] == str(ROOT / "goatmaster" / "games" / "goat_master" / "engine" / "state.py")
    assert compiled["digest"] == pure["digest"]
