"""goatmaster-cli with --game meadow: selfplay, replay, show, suggest, arena and bench."""

from __future__ import annotations

import json

from goatmaster.cli.main import main


def test_selfplay_replay_and_show(tmp_path, capsys):
    path = tmp_path / "meadow.json"
    assert main(["selfplay", "--game", "meadow", "--players", "2", "--seed", "5", "--seats", "greedy,random",
                 "--out", str(path)]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "goatmaster-meadow" and data["result"] is not None
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    line = json.loads(capsys.readouterr().out)
    assert set(line) == {"finished", "turns", "scores", "winners"}
    assert line["finished"] and line["turns"] == len(data["turns"])
    assert line["scores"] == data["result"]["scores"] and line["winners"] == data["result"]["winners"]
    assert main(["show", str(path)]) == 0
    text = capsys.readouterr().out
    assert "X" in text and "O" in text and "north meadow" in text and "game over" in text
    assert main(["show", str(path), "--turn", "0"]) == 0
    start = capsys.readouterr().out
    assert " X " not in start and "turn 1:" in start and "(throw)" in start


def test_replay_names_the_place_of_an_error(tmp_path, capsys):
    path = tmp_path / "meadow.json"
    assert main(["selfplay", "--game", "meadow", "--players", "2", "--seed", "2", "--out", str(path)]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["turns"][1]["throw"] = [0, 3]
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(path)]) == 1
    assert capsys.readouterr().err.startswith("turn 2: throw: ")


def test_suggest_draws_the_throw_to_come_and_decides_the_turn(tmp_path, capsys):
    path = tmp_path / "meadow.json"
    assert main(["selfplay", "--game", "meadow", "--players", "2", "--seed", "3", "--out", str(path)]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["turns"] = data["turns"][:4]
    del data["result"]
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    args = ["suggest", str(path), "--iterations", "120", "--seed", "1"]
    assert main(args) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["seat"] == 0 and line["actions"][0].startswith("throw ")
    assert line["actions"][1] in ("keep", "again both") or line["actions"][1].startswith("again ")
    assert line["actions"][-1].startswith("mark ")                       # the turn ends with its marks
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out) == line                    # reproducible with a seed


def test_arena_and_bench(capsys):
    assert main(["arena", "--game", "meadow", "--players", "2", "--seats", "greedy,random", "--games", "2",
                 "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["seats"]) == {"greedy", "random"}
    assert sum(row["games"] for row in result["seats"].values()) == 4
    assert main(["bench", "--game", "meadow", "--seconds", "0.2", "--rounds", "1", "--json"]) == 0
    bench = json.loads(capsys.readouterr().out)
    assert bench["game"] == "meadow" and bench["players"]["2"]["games_per_s"] > 0
    assert bench["players"]["2"]["turns_per_s"] > bench["players"]["2"]["games_per_s"] and bench["copy_us"] > 0


def test_suggest_keeps_the_seat_s_own_rethrow_when_nothing_is_left_to_mark(monkeypatch, capsys):
    """Issue 34, item 18: a re-throw that leaves nothing to mark ends the seat's turn; the faces
    thrown are still the seat's, so the suggestion must list them (only the next seat's throw goes)."""
    import argparse

    from goatmaster.cli import ai_commands
    from goatmaster.games.meadow_dice import GAME
    from goatmaster.games.meadow_dice.engine import NAMED_SHEETS
    from goatmaster.games.meadow_dice.engine.sheet import COW
    from goatmaster.games.meadow_dice.engine.state import AGAIN, MeadowState

    class ThrowsBothAgain:                  # the search's stand-in: always throws both dice again
        def __init__(self, *args, **kwargs) -> None:
            pass

        def decide(self, observation) -> int:
            legal = observation.legal_actions()
            return AGAIN + 3 if AGAIN + 3 in legal else legal[0]

    monkeypatch.setattr(ai_commands, "MctsPlayer", ThrowsBothAgain)
    sheet = NAMED_SHEETS[0]
    # Only the cows and the 5s stay free, so a re-throw without a 5 or a cow has nothing to mark.
    crosses = [c for c, face in enumerate(sheet.faces) if face and face not in (5, COW)]
    start = MeadowState.with_marks(sheet, crosses)
    assert start.free_numbers > 5 and start.free[COW]
    for seed in range(40):
        args = argparse.Namespace(level="easy", iterations=10, seed=seed)
        assert ai_commands._suggest_actions(GAME, start.clone(), args) == 0
        actions = json.loads(capsys.readouterr().out)["actions"]
        if not any(text.startswith("mark ") for text in actions):
            break
    else:
        raise AssertionError("no seed gave a re-throw with nothing to mark")
    assert actions[1] == "again both" and actions[2].startswith("throw ")
    state = start.clone()
    for text in actions:
        state.apply_action(state.string_to_action(text))
    assert state.turn == 1 and state.seat == 1          # the whole turn, and not a step of the next
