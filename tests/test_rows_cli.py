"""goatmaster-cli with ``--game rows``: selfplay, replay, show, suggest, arena and bench."""

from __future__ import annotations

import json

import pytest

from goatmaster.cli.main import main
from goatmaster.files import envelope


@pytest.fixture
def rows_game(tmp_path):
    path = tmp_path / "rows.json"
    assert main(["selfplay", "--game", "rows", "--players", "4", "--seed", "3",
                 "--seats", "greedy,random,greedy,random", "--out", str(path)]) == 0
    return path


def test_selfplay_writes_a_finished_rows_game(rows_game):
    data = json.loads(rows_game.read_text(encoding="utf-8"))
    assert data["format"] == "goatmaster-rows" and len(data["players"]) == 4
    assert [s["seat"] for s in data["result"]["scores"]] == [0, 1, 2, 3]
    assert envelope.load(rows_game).finished


def test_replay_prints_finished_turns_scores_and_winners(rows_game, capsys):
    capsys.readouterr()
    assert main(["replay", str(rows_game)]) == 0
    line = json.loads(capsys.readouterr().out)
    data = json.loads(rows_game.read_text(encoding="utf-8"))
    assert line == {"finished": True, "turns": len(data["turns"]), "scores": data["result"]["scores"],
                    "winners": data["result"]["winners"]}
    assert all(set(s) == {"seat", "black", "red", "total"} for s in line["scores"])


def test_replay_names_the_place_of_a_fault(rows_game, tmp_path, capsys):
    data = json.loads(rows_game.read_text(encoding="utf-8"))
    data["turns"][4]["seat"] = 3 - data["turns"][4]["seat"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(bad)]) == 1
    assert capsys.readouterr().err.startswith("turn 5: seat is")


def test_show_prints_the_rows_hands_and_scores(rows_game, capsys):
    capsys.readouterr()
    assert main(["show", str(rows_game), "--turn", "0"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("turn 0, play, seat 0 (red Greedy 1) to act")
    assert out.count("place ") == 4 and "pile 32, discard 0, supply 14" in out
    assert main(["show", str(rows_game)]) == 0
    assert "over" in capsys.readouterr().out.splitlines()[0]


def test_suggest_names_the_seat_and_its_actions(rows_game, tmp_path, capsys):
    data = json.loads(rows_game.read_text(encoding="utf-8"))
    data["turns"] = data["turns"][:6]
    del data["result"]
    half = tmp_path / "half.json"
    half.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    args = ["suggest", str(half), "--iterations", "40", "--seed", "2"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["seat"] == 2 and first["actions"][0].split()[0] in ("play", "offer")
    assert main(args) == 0 and json.loads(capsys.readouterr().out) == first


def test_arena_plays_rows_and_saves_the_games(tmp_path, capsys):
    out = tmp_path / "games"
    assert main(["arena", "--game", "rows", "--players", "3", "--seats", "greedy,random,easy",
                 "--games", "3", "--seed", "1", "--json", "--out", str(out)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {row["games"] for row in result["seats"].values()} == {3}
    assert all(envelope.load(path).finished for path in out.iterdir())


def test_bench_measures_rows_for_two_to_six_players(capsys):
    assert main(["bench", "--game", "rows", "--seconds", "0.2", "--rounds", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "rows" and set(result["players"]) == {"2", "3", "4", "5", "6"}
    for row in result["players"].values():
        assert row["turns_per_s"] > 50 * row["games_per_s"] > 0       # whole games of ~100 turns
    assert result["copy_us"] > 0
