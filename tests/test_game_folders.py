"""The folders of games in the data folder (issue 31.9, 31.15): finished games kept to watch
again, the newest first and within a bound; the player's saved games, where saving starts."""

import dataclasses
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from goatmaster.app.player_data import user_files  # noqa: E402
from goatmaster.app.player_data.user_files import (FINISHED_FOLDER, SAVED_FOLDER, UNFINISHED_FOLDER,  # noqa: E402
                                                   game_places, keep_finished, remember_folder, save_folder)
from goatmaster.files.envelope import dumps, load  # noqa: E402


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    from goatmaster.cli.main import main
    path = tmp_path_factory.mktemp("done") / "done.goat"
    main(["selfplay", "--game", "meadow", "--players", "2", "--seed", "8", "--out", str(path)])
    return load(path)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    return tmp_path


def test_a_finished_game_is_kept_once_under_its_game_and_players(data_dir, finished):
    assert finished.finished
    kept = keep_finished(finished)
    assert kept.parent == data_dir / FINISHED_FOLDER
    assert kept.name.endswith(" Meadow Dice Greedy 1 vs Greedy 2.goat")
    assert kept.read_text(encoding="utf-8") == dumps(finished)
    assert keep_finished(finished) == kept                  # the same game ending twice: kept once
    assert list(kept.parent.iterdir()) == [kept]


def test_only_the_newest_finished_games_are_kept(data_dir, finished, monkeypatch):
    monkeypatch.setattr(user_files, "FINISHED_KEPT", 3)
    kept = []
    for k in range(5):
        path = keep_finished(dataclasses.replace(finished, app={"seed": k}))
        os.utime(path, (1_000_000 + k, 1_000_000 + k))      # one a day, the newest last
        kept.append(path)
    assert sorted((data_dir / FINISHED_FOLDER).iterdir()) == sorted(kept[2:])


def test_a_folder_that_cannot_be_written_is_an_oserror(data_dir, finished):
    (data_dir / FINISHED_FOLDER).write_text("a file in the way", encoding="utf-8")
    with pytest.raises(OSError):
        keep_finished(finished)


def test_saving_starts_in_the_saved_games_unless_the_player_chose_another_folder(data_dir):
    assert save_folder() == data_dir / SAVED_FOLDER and save_folder().is_dir()
    mine = data_dir.parent / "elsewhere"
    mine.mkdir(exist_ok=True)
    remember_folder(mine / "a.goat")
    assert save_folder() == mine
    for own in (UNFINISHED_FOLDER, FINISHED_FOLDER):        # the app's folders: a save there would be
        (data_dir / own).mkdir()                            # moved into play or pruned
        remember_folder(data_dir / own / "a.goat")
        assert save_folder() == data_dir / SAVED_FOLDER
    assert game_places() == [data_dir / name for name in (SAVED_FOLDER, UNFINISHED_FOLDER, FINISHED_FOLDER)]
