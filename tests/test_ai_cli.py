"""``goatmaster-cli suggest`` and ``arena`` with tiny budgets."""

from __future__ import annotations

import json

import pytest

from goatmaster.cli.main import main
from goatmaster.games.goat_master.engine import Game, SeatView, parse_card
from goatmaster.games.goat_master.engine.cards import is_dog
from goatmaster.games.goat_master.savefile import SavedGame, Seat, load, save


def _saved_game(tmp_path, turns: int, seed: int = 3, want_dog: bool = False):
    """A save file after ``turns`` random turns (or at the first turn with a dog in hand)."""
    from goatmaster.search.seats import RandomPlayer
    game = Game.new(2, seed)
    players = [RandomPlayer(seed=1), RandomPlayer(seed=2)]
    while not game.is_over and len(game.turns) < turns:
        state = game.state
        if want_dog and state.phase == 0 and any(is_dog(c) for c in state.hand(state.seat)):
            break
        game.apply_action(players[state.actor].decide(SeatView(state, state.actor)))
    path = tmp_path / "game.json"
    save(path, SavedGame(players=[Seat("Ada", "human"), Seat("Goat", "ai", "hard")], game=game))
    return path


def _played(state, answer: dict):
    """``state`` after a suggestion's actions, each read in its place (an illegal one raises)."""
    state = state.clone()
    for text in answer["actions"]:
        state.apply_action(state.string_to_action(text))
    return state


def test_suggest_prints_one_json_line_and_is_reproducible(tmp_path, capsys):
    path = _saved_game(tmp_path, 6)
    assert main(["suggest", str(path), "--iterations", "60", "--seed", "4"]) == 0
    first = capsys.readouterr().out
    assert first.count("\n") == 1
    answer = json.loads(first)
    state = load(path).game.state
    assert set(answer) == {"seat", "actions"} and answer["seat"] == state.seat
    assert [text.split()[0] for text in answer["actions"]] == ["play", "take"]
    assert parse_card(answer["actions"][0].split()[1]) in state.hand(state.seat)
    assert _played(state, answer).current_player() != state.seat       # the whole turn, no more
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
        words = [text.split()[0] for text in answer["actions"]]
        assert words[:2] == ["play", "take"] and _played(state, answer).current_player() != state.seat
        if is_dog(parse_card(answer["actions"][0].split()[1])):
            # The dog's move ("dog none" too) after the real refill, unless the dog has none (R18).
            assert words[2:] in ([], ["dog"], ["draw", "dog"])
            return
        assert "dog" not in words
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
        assert set(row) == {"games", "wins", "outright_wins", "win_rate", "ci95", "mean_score",
                            "median_s", "p95_s"}
        assert row["games"] == 2
    files = sorted(out.iterdir())
    assert len(files) == 2
    saved = load(files[0])
    assert saved.finished and {s.level_in_file for s in saved.players} == {
        "easy:iterations=20:seconds=none", "random"}
    assert {s.level for s in saved.players} == {"easy", "normal"}        # the app's levels (issue 17)


def test_arena_table_and_bad_seat_type(capsys):
    assert main(["arena", "--players", "2", "--seats", "random", "--games", "2"]) == 0
    assert "random" in capsys.readouterr().out
    assert main(["arena", "--players", "2", "--seats", "random,wizard", "--games", "1"]) == 2
    assert "wizard" in capsys.readouterr().err


ARENA = ["arena", "--players", "2", "--seats", "easy:iterations=20:seconds=none,greedy",
         "--games", "4", "--seed", "3", "--json"]


def _wins_and_scores(result: dict) -> dict:
    return {kind: (row["games"], row["wins"], row["mean_score"]) for kind, row in result["seats"].items()}


def test_arena_resume_plays_only_the_missing_games(tmp_path, capsys):
    out = tmp_path / "games"
    assert main(ARENA + ["--out", str(out)]) == 0
    full = json.loads(capsys.readouterr().out)
    saved = load(out / "game-0001.json")
    assert saved.app["arena_seats"] == ["greedy", "easy:iterations=20:seconds=none"]
    assert len(saved.app["arena_times"]) == 2
    (out / "game-0001.json").unlink()
    (out / "game-0003.json").unlink()
    kept = (out / "game-0000.json").stat().st_mtime_ns
    assert main(ARENA + ["--out", str(out), "--resume", "--progress"]) == 0
    captured = capsys.readouterr()
    assert "2 of 4 games already played" in captured.err
    assert "game 0:" not in captured.err and "game 1:" in captured.err
    assert (out / "game-0000.json").stat().st_mtime_ns == kept
    assert sorted(p.name for p in out.iterdir()) == [f"game-000{g}.json" for g in range(4)]
    assert _wins_and_scores(json.loads(captured.out)) == _wins_and_scores(full)


def test_arena_resume_refuses_games_of_another_arena(tmp_path, capsys):
    out = tmp_path / "games"
    assert main(ARENA + ["--out", str(out)]) == 0
    capsys.readouterr()
    other_seed = [a if a != "3" else "4" for a in ARENA]
    assert main(other_seed + ["--out", str(out), "--resume"]) == 2
    assert "not game 0 of this arena (seed 4" in capsys.readouterr().err
    (out / "game-0002.json").write_text("{broken", encoding="utf-8")
    assert main(ARENA + ["--out", str(out), "--resume"]) == 2
    assert "game-0002.json: cannot resume from it" in capsys.readouterr().err
    assert main(ARENA + ["--resume"]) == 2
    assert "--resume needs --out" in capsys.readouterr().err


def test_the_cli_reads_any_registered_game_from_its_format(tmp_path, capsys):
    """The test poker through selfplay (--game), replay, show and suggest: the file names its game."""
    path = tmp_path / "poker.json"
    assert main(["selfplay", "--game", "toy-poker", "--players", "2", "--seed", "3", "--out", str(path)]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "goatmaster-test-poker" and data["result"] is not None
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["finished"] and line["turns"] == len(data["turns"])
    assert [s["total"] for s in line["scores"]] == data["result"]["totals"]
    assert main(["show", str(path), "--turn", "2"]) == 0
    assert "bets: none" in capsys.readouterr().out                  # after the two deals
    data["turns"], data["result"] = data["turns"][:2], None          # dealt, nobody has bet
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["suggest", str(path), "--iterations", "200", "--seed", "1"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["seat"] == 0 and len(line["actions"]) == 1 and line["actions"][0] in ("pass", "bet")


# ---------------------------------------------------------------------- issue 17 §6

def test_suggest_refuses_zero_iterations(tmp_path, capsys):
    path = _saved_game(tmp_path, 2)
    try:
        main(["suggest", str(path), "--iterations", "0"])
    except SystemExit as exit_:
        assert exit_.code == 2
    else:
        raise AssertionError("--iterations 0 was accepted")
    assert "must be at least 1" in capsys.readouterr().err


@pytest.mark.parametrize("form", ["text", "number"])
def test_suggest_continues_the_turn_in_progress(tmp_path, capsys, form):
    """A file saved mid-turn (the app's pending play, as its text or, in older files, its number)
    gets advice for the decision now due."""
    from goatmaster.games.goat_master.savefile import dumps
    path = _saved_game(tmp_path, 4)
    saved = load(path)
    state = saved.game.state
    play = SeatView(state, state.actor).legal_actions()[0]
    saved.app["pending"] = [state.action_to_string(play) if form == "text" else play]
    path.write_text(dumps(saved), encoding="utf-8")
    assert main(["suggest", str(path), "--iterations", "40", "--seed", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == state.actor and out["actions"] and out["actions"][0].startswith("take")


@pytest.fixture
def dealt_poker(tmp_path):
    """The tests' poker before its deal: the file holds no turn, the app's turn in progress is empty."""
    path = tmp_path / "poker.json"
    assert main(["selfplay", "--game", "toy-poker", "--players", "2", "--seed", "3", "--out", str(path)]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["turns"], data["result"] = [], None
    return path, data


def _suggest_with_pending(path, data, pending) -> int:
    data["app"]["pending"] = pending
    path.write_text(json.dumps(data), encoding="utf-8")
    return main(["suggest", str(path), "--iterations", "100", "--seed", "1"])


@pytest.mark.parametrize("pending", [["deal J", "deal Q", "pass"], [0, 1, 0]], ids=["texts", "numbers"])
def test_suggest_continues_any_game_s_turn_in_progress_chance_steps_included(dealt_poker, capsys, pending):
    """Every game takes one path: the pending actions (the deal too) are read in their places."""
    assert _suggest_with_pending(*dealt_poker, pending) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["seat"] == 1 and len(line["actions"]) == 1 and line["actions"][0] in ("pass", "bet")


@pytest.mark.parametrize("pending, said", [
    (["deal J", "deal J"], "'deal J' is not a legal action now"),        # a card dealt twice
    (["pass"], "'pass' is not a legal action now"),                      # a seat's action at the deal
    ([0, 7], "'7' is not an action of this position"),                   # no such card to deal
    ([0, 1, 0, 0, 0], "'0' is not an action of this position"),         # after the game's end
    ([True], "'True' is not an action of this position"),
    ([["deal J"]], "\"['deal J']\" is not an action of this position"),
    ({"deal": "J"}, "\"{'deal': 'J'}\" is not a list of actions"),
])
def test_suggest_refuses_a_bad_turn_in_progress_in_one_line(dealt_poker, capsys, pending, said):
    assert _suggest_with_pending(*dealt_poker, pending) == 1
    assert capsys.readouterr().err == f"app: pending: {said}\n"


def test_suggest_says_a_turn_in_progress_that_ends_the_game_leaves_nothing_to_suggest(dealt_poker, capsys):
    assert _suggest_with_pending(*dealt_poker, ["deal J", "deal Q", "pass", "pass"]) == 1
    assert capsys.readouterr().err == "the game is over: there is nothing to suggest\n"


def test_selfplay_and_arena_say_in_one_line_what_they_could_not_write(tmp_path, capsys):
    target = tmp_path / "missing" / "game.goat"
    try:
        main(["selfplay", "--players", "2", "--seed", "1", "--out", str(target)])
    except SystemExit as exit_:
        assert exit_.code == 1
    err = capsys.readouterr().err
    assert err == f"cannot write {target}: No such file or directory\n"
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["arena", "--players", "2", "--seats", "random", "--games", "1",
                 "--out", str(blocker / "games")]) == 1
    assert capsys.readouterr().err == f"cannot write {blocker / 'games'}: Not a directory\n"
