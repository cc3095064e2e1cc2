"""The games' engines and the search compiled by mypyc (``scripts/compile-engine``)
play exactly as pure Python: for every game, the same random playouts and the same games move
by move (legal actions, chance outcomes, copies that go on alike, results), for Goat Master
also every event, seat view and score; and every level's search, with the games' compiled
playouts, ends with the same statistics, its settings and result pickled and back alike.

Each engine runs in a process of its own (the compiled one first on ``PYTHONPATH``), and each
prints a digest of everything it did.
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: What a compiled module's file name ends with on this system (``.so`` here, ``.pyd`` on Windows).
EXTENSIONS = tuple(importlib.machinery.EXTENSION_SUFFIXES)

pytestmark = pytest.mark.compiled

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
import pickle
import goatmaster.games  # noqa: F401  (registers every game)
import goatmaster.games.goal_rows.ai.playout
import goatmaster.games.meadow_dice.ai.greedy_playout
import goatmaster.search.ismcts as ismcts
from goatmaster.core.registry import entries
from goatmaster.search.bench import _playout
from goatmaster.search.ismcts import search, with_budget
from goatmaster.search.seats import knowledge_of

playouts = (goatmaster.games.goal_rows.ai.playout, goatmaster.games.meadow_dice.ai.greedy_playout)

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
            if moves < 30:
                continue
            # Every level's search from the position of move 30, at a fixed budget.
            state = game.new_match(players, seed, None).state
            rng = random.Random(seed)
            for _ in range(30):
                step(state, rng)
            while state.current_player() < 0 and not state.is_terminal():
                step(state, rng)
            if state.is_terminal() or seed % 5:
                continue
            knowledge = knowledge_of(game)
            for level, settings in knowledge.levels.items():
                settings = with_budget(settings, iterations=120)
                assert pickle.loads(pickle.dumps(settings)) == settings, (info.name, level)
                result = search(state.observation(state.current_player()), settings, seed=seed)
                assert pickle.loads(pickle.dumps(result)) == result
                note(info.name, level, result.action, result.follow_up, result.iterations, repr(result.stats))
for module in (ismcts, *playouts):
    files[module.__name__] = module.__file__
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
    assert not [p for p in (ROOT / "goatmaster").rglob("*") if p.name.endswith(EXTENSIONS)]  # source left alone
    compiled, pure = _play(out), _play(ROOT)
    assert sorted(compiled["files"]) == sorted(pure["files"]) == [
        "goat-master", "goatmaster.games.goal_rows.ai.playout", "goatmaster.games.meadow_dice.ai.greedy_playout",
        "goatmaster.search.ismcts", "meadow", "rows"]
    for name, path in compiled["files"].items():
        assert path.endswith(EXTENSIONS) and path.startswith(str(out)), (name, path)
        assert pure["files"][name].startswith(str(ROOT / "goatmaster")), (name, pure["files"][name])
        assert pure["files"][name].endswith(".py"), (name, pure["files"][name])
    assert compiled["digest"] == pure["digest"]
