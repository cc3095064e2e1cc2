"""Meadow Dice's save files (docs/formats/meadow-dice-save.md): strict, replayed, every error placed."""

from __future__ import annotations

import copy
import json
import random

import pytest

from goatmaster.core.game import CHANCE
from goatmaster.files import envelope
from goatmaster.files.strict_json import SaveError
from goatmaster.games.meadow_dice import new_match, savefile
from goatmaster.games.meadow_dice.engine import MeadowMatch, Setup, named_sheet
from goatmaster.games.meadow_dice.savefile import SavedGame, Seat

WINDMILL = named_sheet("Windmill")
PLAYERS = [Seat("Ada", "human"), Seat("Bot", "ai", "hard")]


def played(seed: int, turns: int | None = None, pro: bool = False) -> MeadowMatch:
    rng = random.Random(seed)
    match = new_match(2, seed, {"pro": pro})
    while not match.is_over and (turns is None or len(match.turns) < turns):
        state = match.state
        seat = state.current_player()
        match.apply_action(state.chance_outcome(rng) if seat == CHANCE else rng.choice(state.legal_actions()))
    return match


def document(match: MeadowMatch) -> dict:
    return json.loads(savefile.dumps(SavedGame(PLAYERS, match)))


def refused(doc: dict) -> str:
    with pytest.raises(SaveError) as error:
        savefile.loads(json.dumps(doc))
    return str(error.value)


def test_a_finished_game_round_trips_with_its_result(tmp_path):
    match = played(1, pro=True)
    path = tmp_path / "game.json"
    savefile.save(path, SavedGame(PLAYERS, match, {"note": 1}))
    loaded = envelope.load(path)
    assert isinstance(loaded, SavedGame) and loaded.finished and loaded.app == {"note": 1}
    assert loaded.game.state.key() == match.state.key() and loaded.game.setup.pro
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "goatmaster-meadow" and doc["version"] == 1
    assert set(doc["setup"]) == {"sheet", "pro"} and len(doc["setup"]["sheet"]["rows"]) == 8
    scores = doc["result"]["scores"]
    assert [set(s) for s in scores] == [{"seat", "meadows", "troughs", "herds", "doubles", "total"}] * 2
    assert all(s["total"] == s["meadows"] + s["troughs"] + s["herds"] + s["doubles"] for s in scores)
    assert [s["total"] for s in scores] == match.state.result()[0]


def test_the_format_example_reads_with_the_throw_in_either_order():
    doc = document(MeadowMatch(Setup(WINDMILL)))
    cow, five = [0, 3], [2, 1]                       # C at [0, 3]; 5 at [2, 1]: offset (2, -2)
    assert WINDMILL.faces[3] == 6 and WINDMILL.faces[17] == 5
    doc["turns"] = [{"seat": 0, "throw": [6, 3], "again": [1], "dice": [6, 5], "marks": [cow, five]},
                    {"seat": 1, "throw": [2, 4], "again": [], "dice": [2, 4], "marks": [[0, 4]]}]
    loaded = savefile.loads(json.dumps(doc))
    assert loaded.game.state.owner[3] == 0 and loaded.game.state.owner[17] == 0
    assert loaded.game.state.owner[4] == 1
    assert json.loads(savefile.dumps(loaded))["turns"] == doc["turns"]          # the file's order kept


@pytest.mark.parametrize("change, message", [
    (lambda t: t.update(throw=[7, 3]), "turn 1: throw: Expected `int` <= 6 - at `$.throw[0]`"),
    (lambda t: t.update(throw=[6.0, 3]), "turn 1: throw"),
    (lambda t: t.update(again=[1, 0]), "turn 1: again: the dice thrown again, 0 and/or 1, sorted and without repeats"),
    (lambda t: t.update(again=[1, 1]), "turn 1: again: the dice thrown again, 0 and/or 1, sorted and without repeats"),
    (lambda t: t.update(dice=[5, 5]), "turn 1: dice: die 0 shows 5 but was not thrown again"),
    (lambda t: t.update(marks=[]), "turn 1: marks: none, but the dice a cow and 5 must mark a cell"),
    (lambda t: t.update(marks=[[1, 2]]), "trough cell is never marked, D1"),
    (lambda t: t.update(marks=[[0, 3], [0, 0]]), "D7c"),
    (lambda t: t.update(marks=[[0, 3], [8, 0]]), "turn 1: marks: Expected `int` <= 7 - at `$.marks[1][0]`"),
    (lambda t: t.update(seat=1), "turn 1: seat 1 is not to play; seat 0 is"),
    (lambda t: t.update(seat=True), "turn 1: seat: Expected `int`, got `bool` - at `$.seat`"),
    (lambda t: t.pop("again"), "turn 1: Object missing required field `again`"),
])
def test_a_broken_turn_is_refused_with_its_place_and_rule(change, message):
    doc = document(MeadowMatch(Setup(WINDMILL)))
    turn = {"seat": 0, "throw": [6, 3], "again": [1], "dice": [6, 5], "marks": [[0, 3], [2, 1]]}
    change(turn)
    doc["turns"] = [turn]
    assert message in refused(doc)


def test_setup_and_result_errors_are_placed():
    doc = document(played(4))
    bad = copy.deepcopy(doc)
    bad["setup"]["sheet"]["rows"][0] = "t" + bad["setup"]["sheet"]["rows"][0][1:]
    assert refused(bad).startswith("setup: sheet: ") and "D2" in refused(bad)
    bad = copy.deepcopy(doc)
    bad["setup"]["pro"] = 0
    assert refused(bad).startswith("setup: pro: ")
    bad = copy.deepcopy(doc)
    bad["result"]["scores"][0]["herds"] += 1
    bad["result"]["scores"][0]["total"] += 1
    assert refused(bad).startswith("setup: result: seat 0's herds is")
    bad = copy.deepcopy(doc)
    bad["result"]["winners"] = [0, 1] if doc["result"]["winners"] != [0, 1] else [0]
    assert refused(bad).startswith("setup: result: the winners are")
    bad = copy.deepcopy(doc)
    bad["turns"].append(copy.deepcopy(bad["turns"][-1]))
    assert refused(bad).startswith(f"turn {len(doc['turns']) + 1}: the game ended")
    unfinished = document(played(4, turns=5))
    unfinished["result"] = doc["result"]
    assert refused(unfinished).startswith("setup: result: the game has not ended after 5 turns")
    bad = copy.deepcopy(doc)
    bad["turns"][2]["seat"] = 1 - bad["turns"][2]["seat"]
    assert refused(bad).startswith("turn 3: seat")


def test_a_saved_game_in_progress_keeps_only_whole_turns():
    match = played(6, turns=3)
    state = match.state
    state_before = state.key()
    match.apply_action(state.chance_outcome(random.Random(1)))       # a throw of turn 4 in progress
    text = savefile.dumps(SavedGame(PLAYERS, match))
    loaded = savefile.loads(text)
    assert len(loaded.game.turns) == 3 and loaded.game.state.key() == state_before
