"""Fuzzing the loader: whatever the bytes, ``loads`` either succeeds or raises SaveError.

Mutations start from real saved games (2–5 players, finished and not), so most
inputs get deep into the checks (set-up, replay, result) instead of failing at
the first byte.  Hypothesis runs derandomized, so a failure reproduces.
"""

from __future__ import annotations

import copy
import json
import random
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
import pytest

from goatmaster.games.goat_master.engine import CARD_IDS, Consent
from goatmaster.games.goat_master.engine.state import FIELDS as STATE_FIELDS  # noqa: E402
from goatmaster.games.goat_master.engine.state import CONSENT, DOG
from goatmaster.games.goat_master.savefile import SavedGame, SaveError, Seat, dumps, loads

PLACE = re.compile(r"(turn [1-9][0-9]*|setup: [a-z]+): \S")
SLOTS = [s for s in STATE_FIELDS if s not in ("events", "geo")]
FUZZ = settings(deadline=None, max_examples=200,
                suppress_health_check=list(HealthCheck))


def random_game(players: int, seed: int, turns: int | None = None) -> SavedGame:
    """Random legal decisions, dog moves preferred and swaps mostly agreed to."""
    saved = SavedGame.new([Seat(f"P{k}", "ai", "hard") if k % 2 else Seat(f"Pé{k}", "human")
                           for k in range(players)], seed)
    rng = random.Random(seed)
    game = saved.game
    while not game.is_over and (turns is None or len(game.turns) < turns):
        state = game.state
        options = state.legal_decisions()
        if state.phase == DOG and len(options) > 1 and rng.random() < 0.8:
            decision = rng.choice(options[:-1])
        elif state.phase == CONSENT:
            decision = Consent(rng.random() < 0.7)
        else:
            decision = rng.choice(options)
        game.apply(decision)
    return saved


BASES = [json.loads(dumps(random_game(p, seed, turns)))
         for p in (2, 3, 4, 5) for seed, turns in ((p, None), (p + 10, 7))]
BASE_TEXTS = [json.dumps(doc, ensure_ascii=False) for doc in BASES]


def check(data) -> None:
    """The one property: success (and then a clean round trip) or a placed SaveError."""
    try:
        saved = loads(data)
    except SaveError as error:
        assert PLACE.match(str(error)), str(error)
        assert len(str(error)) < 400
        return
    again = loads(dumps(saved))
    assert again.game.turns == saved.game.turns and again.app == saved.app


# ---------------------------------------------------------------------- mutations

class Dup:
    """An object written with one key repeated (json.dumps cannot write that)."""

    def __init__(self, obj: dict, key: str) -> None:
        self.pairs = list(obj.items()) + [(key, obj[key])]


class Nest:
    """A value wrapped in ``depth`` lists, written without recursion."""

    def __init__(self, value, depth: int) -> None:
        self.value, self.depth = value, depth


def emit(value) -> str:
    if isinstance(value, Nest):
        return "[" * value.depth + emit(value.value) + "]" * value.depth
    if isinstance(value, (dict, Dup)):
        pairs = value.pairs if isinstance(value, Dup) else value.items()
        return "{" + ", ".join(json.dumps(k) + ": " + emit(v) for k, v in pairs) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(emit(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)     # NaN and Infinity written as such


json_scalars = (st.none() | st.booleans() | st.integers(-10, 10) | st.integers()
                | st.floats() | st.text(max_size=8)
                | st.sampled_from(["G00.1", "D01", "M1.1", "M2.8", "human", "ai", "goatmaster-save"]))
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=12)


def all_paths(doc) -> list[list]:
    """Every path of keys/indexes into ``doc`` below the root (cards, cells, turns, …)."""
    paths, todo = [], [([], doc)]
    while todo:
        path, node = todo.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) \
            if isinstance(node, list) else ()
        for key, child in items:
            paths.append(path + [key])
            todo.append((path + [key], child))
    return paths


def pick_path(doc, rng: random.Random) -> list:
    """A path into ``doc``: uniform over all nodes (mostly deep: cards, turns) or a short walk."""
    if rng.random() < 0.7:
        paths = all_paths(doc)
        return rng.choice(paths) if paths else []
    path, node = [], doc
    while isinstance(node, (dict, list)) and node and rng.random() < 0.75:
        key = rng.choice(list(node.keys()) if isinstance(node, dict) else range(len(node)))
        path.append(key)
        node = node[key]
    return path


OPS = ["delete", "replace", "dup_key", "dup_item", "retype", "swap", "swap_next", "nest", "bump"]


def mutate(doc, data):
    """One structural change at a random place; an op that does not fit falls back to replace."""
    rng = random.Random(data.draw(st.integers(0, 2 ** 32)))    # uniform places, not shrunk ones
    path = pick_path(doc, rng)
    if not path:
        return data.draw(json_values) if rng.random() < 0.3 else doc
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    key, value = path[-1], parent[path[-1]]
    op = rng.choice(OPS)
    is_int = isinstance(value, int) and not isinstance(value, bool)
    if op == "delete":
        del parent[key]
    elif op == "dup_key" and isinstance(parent, dict):
        if len(path) == 1:
            return Dup(parent, key)
        holder = doc
        for k in path[:-2]:
            holder = holder[k]
        holder[path[-2]] = Dup(parent, key)
    elif op == "dup_item" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(value))
    elif op == "retype" and is_int:
        parent[key] = rng.choice([float(value), str(value), bool(value % 2), None, [value],
                                  value + 0.5])
    elif op == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[key], parent[other] = parent[other], parent[key]
    elif op == "swap_next" and isinstance(parent, list) and key + 1 < len(parent):
        parent[key], parent[key + 1] = parent[key + 1], parent[key]
    elif op == "nest":
        parent[key] = Nest(value, rng.choice([1, 3, 200, 3000]))
    elif op == "bump" and is_int:
        parent[key] = value + rng.choice([-1, 1, 7, 10 ** 40])
    else:
        parent[key] = data.draw(json_values)
    return doc


@pytest.mark.slow
@settings(FUZZ, max_examples=800)
@given(st.data())
def test_mutated_saves(data):
    doc = copy.deepcopy(data.draw(st.sampled_from(BASES)))
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(doc, data)
        if isinstance(doc, (Dup, Nest)):
            break
    check(emit(doc))


@settings(FUZZ, max_examples=300)
@given(st.sampled_from(BASES), st.integers(0, 2 ** 32))
def test_plausible_turn_edits(base, seed):
    """Edits that stay well-formed (real card ids, cells on the pasture) reach the engine's checks."""
    rng = random.Random(seed)
    doc = copy.deepcopy(base)
    turns, size = doc["turns"], doc["setup"]["size"]
    for _ in range(rng.randint(1, 3)):
        if not turns:
            break
        turn = rng.choice(turns)
        cell = [rng.randrange(size), rng.randrange(size)]
        edit = rng.randrange(6)
        if edit == 0:
            turn["play"] = rng.choice(CARD_IDS)
        elif edit == 1:
            turn["take"] = cell if rng.random() < 0.8 else None
        elif edit == 2:
            turn["dog"] = {"from": cell, "to": [cell[0], rng.randrange(size)]}
        elif edit == 3:
            turn.pop("dog", None)
        elif edit == 4:
            turn["seat"] = rng.randrange(len(doc["players"]))
        else:
            del turns[rng.randrange(len(turns)):]
    check(json.dumps(doc))


@settings(FUZZ, max_examples=300)
@given(st.sampled_from(BASE_TEXTS), st.data())
def test_truncated_and_flipped_bytes(text, data):
    raw = bytearray(text.encode("utf-8"))
    for _ in range(data.draw(st.integers(0, 4))):
        where = data.draw(st.integers(0, len(raw) - 1))
        raw[where] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(0, len(raw)) | st.just(len(raw)))
    check(bytes(raw[:cut]))


@FUZZ
@given(st.binary(max_size=400))
def test_random_bytes(data):
    check(data)


@FUZZ
@given(json_values)
def test_random_json_values(value):
    check(emit(value))


@FUZZ
@given(st.fixed_dictionaries({"format": st.just("goatmaster-save"), "version": st.just(1),
                              "players": json_values, "setup": json_values, "turns": json_values},
                             optional={"result": json_values, "app": json_values}))
def test_random_parts_under_a_valid_header(doc):
    check(emit(doc))


# ---------------------------------------------------------------------- replay property

def test_replay_property_many_games():
    """For many seeded games, the reloaded file replays to the very same position."""
    for players in (2, 3, 4, 5):
        for seed in range(25):
            saved = random_game(players, 1000 + seed, turns=None if seed % 4 else 5 + seed)
            again = loads(dumps(saved))
            for slot in SLOTS:
                assert getattr(again.game.state, slot) == getattr(saved.game.state, slot), slot
            assert again.game.state.scores() == saved.game.state.scores()
            assert again.game.setup == saved.game.setup and again.players == saved.players
