"""``goatmaster-cli suggest`` and ``arena`` with tiny budgets."""

from __future__ import annotations

import json

from goatmaster.cli.main import main
from goatmaster.engine import Game, SeatView, parse_card
from goatmaster.engine.cards import is_dog
from goatmaster.savefile import SavedGame, Seat, load, save


def _saved_game(tmp_path, turns: int, seed: int = 3, want_dog: bool = False):
    """A save file after ``turns`` random turns (or at the first turn with a dog in hand)."""
    from goatmaster.ai.baseline import RandomPlayer
    game = Game.new(2, seed)
    players = [RandomPlayer(seed=1), RandomPlayer(seed=2)]
    while not game.is_over and len(game.turns) < turns:
        state = game.state
        if want_dog and state.phase == 0 and any(is_dog(c) for c in state.hand(state.seat)):
            break
        game.apply(players[state.actor].decide(SeatView(state, state.actor)))
    path = tmp_path / "game.json"
    save(path, SavedGame(players=[Seat("Ada", "human"), Seat("Goat", "ai", "hard")], game=game))
    return path


def test_suggest_prints_one_json_line_and_is_reproducible(tmp_path, capsys):
    path = _saved_game(tmp_path, 6)
    assert main(["suggest", str(path), "--iterations", "60", "--seed", "4"]) == 0
    first = capsys.readouterr().out
    assert first.count("\n") == 1
    answer = json.loads(first)
    state = load(path).game.state
    assert parse_card(answer["play"]) in state.hand(state.seat)
    assert answer["take"] is None or len(answer["take"]) == 2
    assert main(["suggest", str(path), "--iterations", "60", "--seed", "4"]) == 0
    assert capsys.readouterr().out == first


def test_suggest_reports_the_dog_move_after_a_dog(tmp_path, capsys):
    for seed in range(1, 40):
        path = _saved_game(tmp_path, 200, seed=seed, want_dog=True)
        state = load(path).game.state
        if not state.is_over and any(is_dog(c) for c in state.hand(state.seat)):
            break
    # Ask until the suggestion plays the dog (the search may prefer the other card).
    for seed in range(10):
        assert main(["suggest", str(path), "--iterations", "40", "--seed", str(seed)]) == 0
        answer = json.loads(capsys.readouterr().out)
        if is_dog(parse_card(answer["play"])):
            assert "dog" in answer
            assert answer["dog"] is None or set(answer["dog"]) == {"from", "to"}
            return
        assert "dog" not in answer
    raise AssertionError("no suggestion played the dog")


def test_suggest_refuses_a_finished_game(tmp_path, capsys):
    path = _saved_game(tmp_path, 10_000)
    assert main(["suggest", str(path), "--iterations", "10"]) == 1
    assert "over" in capsys.readouterr().err


def test_arena_json_and_save_files(tmp_path, capsys):
    out = tmp_path / "games"
    code = main(["arena", "--players", "2", "--seats", "easy:iterations=20:seconds=none,random",
                 "--games", "2", "--seed", "1", "--json", "--out", str(out)])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"seats"}
    for row in result["seats"].values():
        assert set(row) == {"games", "wins", "win_rate", "ci95", "mean_score", "median_s", "p95_s"}
        assert row["games"] == 2
    files = sorted(out.iterdir())
    assert len(files) == 2
    saved = load(files[0])
    assert saved.finished and {s.level for s in saved.players} == {
        "easy:iterations=20:seconds=none", "random"}


def test_arena_table_and_bad_seat_type(capsys):
    assert main(["arena", "--players", "2", "--seats", "random", "--games", "2"]) == 0
    assert "random" in capsys.readouterr().out
    assert main(["arena", "--players", "2", "--seats", "random,wizard", "--games", "1"]) == 2
    assert "wizard" in capsys.readouterr().err
