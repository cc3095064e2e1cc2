"""goatmaster-cli: selfplay, replay, show and bench, run in-process and as a module."""

import json
import subprocess
import sys

import pytest

from goatmaster.cli.main import main
from goatmaster.core.registry import entries
from goatmaster.games.goat_master.savefile import load


@pytest.fixture
def finished_game(tmp_path):
    path = tmp_path / "game.json"
    assert main(["selfplay", "--players", "3", "--seed", "5", "--seats", "greedy,random,greedy",
                 "--out", str(path)]) == 0
    return path


def test_selfplay_writes_a_finished_game_with_its_result(finished_game):
    data = json.loads(finished_game.read_text(encoding="utf-8"))
    assert data["result"] is not None and len(data["result"]["scores"]) == 3
    assert [p["level"] for p in data["players"]] == ["greedy", "random", "greedy"]
    assert load(finished_game).finished


def test_selfplay_is_deterministic_from_its_seed(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for path in (a, b):
        main(["selfplay", "--players", "2", "--seed", "9", "--out", str(path)])
    assert a.read_bytes() == b.read_bytes()


def test_replay_prints_one_json_line(finished_game, capsys):
    capsys.readouterr()
    assert main(["replay", str(finished_game)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    line = json.loads(out[0])
    saved = json.loads(finished_game.read_text(encoding="utf-8"))
    assert line["finished"] is True
    assert line["turns"] == len(saved["turns"])
    assert sorted(line["scores"], key=lambda s: s["seat"]) == sorted(saved["result"]["scores"],
                                                                     key=lambda s: s["seat"])
    assert sorted(line["winners"]) == sorted(saved["result"]["winners"])


def test_replay_of_an_unfinished_game_counts_the_standing(finished_game, tmp_path, capsys):
    data = json.loads(finished_game.read_text(encoding="utf-8"))
    data["turns"] = data["turns"][:10]
    del data["result"]
    path = tmp_path / "half.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["finished"] is False and line["turns"] == 10 and line["winners"] == []
    assert all(set(s) == {"seat", "single", "double", "milk", "total"} for s in line["scores"])


def test_replay_rejects_a_bad_file_with_exit_1_and_the_place(finished_game, tmp_path, capsys):
    data = json.loads(finished_game.read_text(encoding="utf-8"))
    data["turns"][11]["play"] = "G99.9"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("turn 12: ")


def test_replay_of_a_missing_file_fails_cleanly(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nope.json")]) == 1
    assert capsys.readouterr().err.startswith("setup: file: ")


def test_show_prints_the_position_after_a_turn(finished_game, capsys):
    capsys.readouterr()
    assert main(["show", str(finished_game), "--turn", "6"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("After turn 6: seat 0")
    assert "Deck:" in text and "markers left" in text and "display:" in text
    assert "#R" in text and "@R" in text            # stable and pawn of seat 0 drawn on the edge


def test_show_default_is_the_last_turn_and_bad_turns_are_refused(finished_game, capsys):
    assert main(["show", str(finished_game)]) == 0
    assert "the game is over" in capsys.readouterr().out
    assert main(["show", str(finished_game), "--turn", "9999"]) == 2


def test_bench_json_has_every_player_count_and_the_copy_cost(capsys):
    assert main(["bench", "--seconds", "0.2", "--rounds", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["players"]) == {"2", "3", "4", "5"}
    for row in result["players"].values():
        assert row["games_per_s"] > 0 and row["turns_per_s"] > row["games_per_s"]
    assert result["copy_us"] > 0


def test_bench_measures_any_game(capsys):
    """A game without a turn counter gets games a second and the copy cost (the toy poker)."""
    assert main(["bench", "--game", "toy-poker", "--seconds", "0.1", "--rounds", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "toy-poker" and set(result["players"]) == {"2"}
    assert result["players"]["2"]["games_per_s"] > 0 and "turns_per_s" not in result["players"]["2"]
    assert main(["bench", "--game", "toy-poker", "--seconds", "0.1", "--rounds", "1"]) == 0
    assert "state copy (2 players, mid-game)" in capsys.readouterr().out


@pytest.mark.parametrize("command", ["selfplay", "replay", "show", "bench"])
def test_every_command_has_help(command):
    run = subprocess.run([sys.executable, "-m", "goatmaster.cli", command, "--help"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "usage:" in run.stdout


def test_help_and_messages_read_as_english(capsys):
    """Issue 16, item 11: no "95%%" in the arena's help; counts of seats read as English
    (``files.envelope.seat_count`` says "1 seat", its doctest shows)."""
    with pytest.raises(SystemExit):
        main(["arena", "--help"])
    assert "95% Wilson" in capsys.readouterr().out.replace("\n", " ").replace("  ", " ")
    with pytest.raises(SystemExit) as refused:
        main(["selfplay", "--players", "3", "--seed", "1", "--seats", "greedy,random", "--out", "x.json"])
    assert str(refused.value) == "--seats names 2 seats for 3 players"


@pytest.mark.parametrize("command", ["selfplay", "arena", "bench"])
def test_the_game_option_and_its_help_come_from_the_registry(command, capsys):
    """Issue 32: every registered game (the tests' poker too) in --game and --players, the first by default."""
    with pytest.raises(SystemExit):
        main([command, "--help"])
    usage = " ".join(capsys.readouterr().out.split())
    names = [game.name for game in entries()]
    assert f"--game {{{','.join(names)}}}" in usage and f"(default {names[0]})" in usage
    if command != "bench":
        assert ("number of players (Goat Master 2 to 5, Meadow Dice 2, Goal Rows 2 to 6, Three-card poker 2)"
                in usage)
