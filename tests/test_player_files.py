"""The player's files under faults and abuse: a "Finished games" folder that is a link, a review
written back over a file changed meanwhile, long names in other scripts, hostile review data,
temporary files left by interrupted writes, and statistics with impossible counts."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from goatmaster.app.player_data import statistics as stats_module  # noqa: E402
from goatmaster.app.player_data.statistics import Statistics  # noqa: E402
from goatmaster.files import app_data, envelope  # noqa: E402
from goatmaster.search.review import ITERATIONS, Decision, Review, spots  # noqa: E402
from goatmaster.views.words import fill  # noqa: E402
from test_review_window import GAMES, finished  # noqa: E402
import test_review_window  # noqa: E402

windows = test_review_window.windows        # its fixture: game windows around a real AI worker


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(folder))
    return folder


# ---------------------------------------------------------------------- statistics

def test_statistics_with_a_count_no_one_plays_are_set_aside(data_dir):
    huge = 10**600                          # consistent: the rows add up to the totals
    row = {"opponents": "easy", "players": 2, "played": huge, "won": huge, "best": 10}
    top = {"format": stats_module.FORMAT, "version": 1, "games": huge, "won": huge, "best": 10,
           "rows": [row], "recorded": []}
    path = data_dir / "statistics.json"
    path.write_text(json.dumps(top))
    stats = Statistics()
    assert stats.games == 0 and stats.set_aside is not None and not path.exists()


def _statistics(**change) -> dict:
    row = {"opponents": "easy", "players": 2, "played": 3, "won": 1, "best": 10}
    top = {"format": stats_module.FORMAT, "version": 1, "games": 3, "won": 1, "best": 10, "rows": [row],
           "recorded": ["ab" * 10]}
    for key, value in change.items():
        (row if key.startswith("row_") else top)[key.removeprefix("row_")] = value
    return top


DAMAGED_STATISTICS = {
    "a float count": _statistics(games=3.0), "a true count": _statistics(row_won=True),
    "an unknown key": _statistics(note=1), "a row without its best": _statistics(row_best=...),
    "a best past any score": _statistics(best=10**6), "more won than played": _statistics(row_won=4, won=4),
    "a row for a player count the game has not": _statistics(row_players=9),
    "a fingerprint of a megabyte": _statistics(recorded=["x" * 65]), "no format": _statistics(format=...),
}


@pytest.mark.parametrize("how", DAMAGED_STATISTICS, ids=list(DAMAGED_STATISTICS))
def test_damaged_statistics_are_set_aside_and_an_honest_file_reads(data_dir, how):
    path = data_dir / "statistics.json"
    path.write_text(json.dumps(_statistics()))
    honest = Statistics()
    assert (honest.games, honest.won, honest.best, honest.recorded) == (3, 1, 10, ["ab" * 10])
    top = DAMAGED_STATISTICS[how]
    for part in (top, top["rows"][0]):
        for key in [key for key, value in part.items() if value is ...]:
            del part[key]
    path.write_text(json.dumps(top))
    stats = Statistics()
    assert stats.games == 0 and stats.set_aside is not None and not path.exists()


# ---------------------------------------------------------------------- hostile review data

def review_data(saved, seat=0):
    """A complete review of the seat's decisions as the app keeps it (each played move judged best)."""
    from goatmaster.core.registry import entry_for_format
    game = entry_for_format(saved.FORMAT)
    found = spots(game, saved.game, seat)
    decisions = [Decision(s.step, s.played_text, s.played_text, 1.0, 1.0, 0.0, False) for s in found]
    return Review(seat, ITERATIONS, 0, 1.0, len(found), decisions).to_data(), found


HOSTILE = {
    "a step of 10^15": lambda d: d.update(step=10**15),
    "another step": lambda d: d.update(step=d["step"] + 1),
    "a reason of %1 x 100,000": lambda d: d.update(marked=True, reason={"text": "%1" * 100_000, "args": ["x" * 3000]}),
    "%3 with no arguments": lambda d: d.update(reason={"text": "lost %3", "args": []}),
    "%0": lambda d: d.update(reason={"text": "lost %0", "args": ["a"]}),
    "a loss of infinity": lambda d: d.update(loss=float("inf")),
    "a mark that is a text": lambda d: d.update(marked="yes"),
    "a step as text": lambda d: d.update(step=str(d["step"])),
}


@pytest.mark.parametrize("how", HOSTILE, ids=list(HOSTILE))
def test_a_hostile_kept_review_is_refused(how):
    saved = finished(GAMES[0])
    data, found = review_data(saved)
    Review.from_data(data).check(found)                 # the honest one is this game's
    HOSTILE[how](data["decisions"][-1])
    with pytest.raises(ValueError):
        Review.from_data(data).check(found)


def test_a_hostile_kept_review_is_refused_naming_the_field_and_never_in_megabytes():
    data, _ = review_data(finished(GAMES[0]))
    last = len(data["decisions"]) - 1
    data["decisions"][-1]["marked"] = "yes"
    with pytest.raises(ValueError, match=rf"^review: Expected `bool`, got `str` - at `\$.decisions\[{last}\].marked`$"):
        Review.from_data(data)
    data["decisions"][-1].update(marked=True, reason={"text": "%1" * 100_000, "args": ["x" * 3000]})
    with pytest.raises(ValueError, match=r"^review: Expected `str` of length <= 500") as error:
        Review.from_data(data)
    assert len(str(error.value)) < 250


def test_placeholders_without_a_value_stay_as_they_are():
    assert fill("lost %3, %0 and %² of %1", "7") == "lost %3, %0 and %² of 7"


def test_a_kept_review_with_a_step_of_10_15_is_dropped_with_a_notice_and_weighed_again(windows, tmp_path):
    saved = finished(GAMES[0])
    data, found = review_data(saved)
    data["decisions"][0]["step"] = 10**15
    saved.app[app_data.REVIEWS] = {"0": data}
    path = tmp_path / "game.goat"
    envelope.save(path, saved)
    window = windows(envelope.load(path))             # the file still opens
    window.review_game()
    review = window.review
    assert review.running                                    # weighed again, not trusted
    review.cancel()
    assert "could not be used" in window.statusBar().currentMessage()
    assert "0" not in window.replay_of.app[app_data.REVIEWS]
    assert all(row.step < len(saved.game.actions) for row in review.panel.rows)


# ---------------------------------------------------------------------- long names in other scripts

FAMILY = "\U0001F469\u200D\U0001F469\u200D\U0001F467"      # one emoji of five code points
NAMES = {"CJK": ["山田太郎" * 6, "王小明" * 8, "김민수" * 8],      # 24 characters each
         "emoji": [FAMILY * 20, FAMILY * 20, FAMILY * 20]}


def three_seats(names):
    """A Goat Master game just dealt to three people of these names."""
    from goatmaster.core.registry import entry
    from goatmaster.files.envelope import Seat, codec_of
    game = entry("goat-master")
    return codec_of(game).saved_game([Seat(name, "human") for name in names], game.new_match(3, 5, None), {})


def whole_graphemes(cut: str, whole: str) -> bool:
    """``cut`` is the start of ``whole``, ending between two characters as a reader sees them."""
    return whole.startswith(cut) and cut.count("\u200D") == 2 * cut.count(FAMILY)


@pytest.mark.parametrize("script", NAMES)
def test_long_names_in_any_script_make_names_the_file_system_takes(data_dir, script):
    from goatmaster.app.player_data.user_files import autosave_path, keep_aside, keep_finished
    names = NAMES[script]
    saved = three_seats(names)
    autosave = autosave_path()
    envelope.save(autosave, saved)
    aside = keep_aside(autosave, saved)                      # New game and Load a game do this first
    assert aside.exists() and aside.name.endswith(" (turn 1).goat")
    done = finished(GAMES[0])
    done.players = [type(done.players[0])(names[0], "human"), type(done.players[0])(names[1], "ai", "hard")]
    kept = keep_finished(done)
    assert kept.exists()
    who = " vs ".join(names)
    for path in (aside, kept):
        assert len(os.fsencode(f".{path.name}.0123abcd.tmp")) <= 255     # the atomic writer's temp name too
        part = path.name.split(" ", 2)[2] if path is aside else path.name.split(" ", 4)[4]
        part = part.removesuffix(".goat").removesuffix(" (turn 1)")
        assert part and whole_graphemes(part, who)


def test_a_name_on_windows_counts_utf16_units(monkeypatch):
    from goatmaster.app.player_data import user_files
    monkeypatch.setattr(user_files.sys, "platform", "win32")
    assert user_files.name_length(FAMILY) == 8 and user_files.name_length("山") == 1
    assert user_files.fit_name(FAMILY * 3, 20) == FAMILY * 2       # 16 units, never half a family
    monkeypatch.undo()
    assert user_files.name_length(FAMILY) == 18 and user_files.fit_name(FAMILY * 3, 40) == FAMILY * 2


# ---------------------------------------------------------------------- "Finished games" as a link

def distinct_games(count):
    """``count`` different finished games (their app data tells them apart)."""
    games = []
    for k in range(count):
        one = finished(GAMES[0])
        one.app = {"seed": k}
        games.append(one)
    return games


def linked_finished_folder(data_dir, tmp_path, *names):
    """Folders of these names in ``tmp_path``; "Finished games" a link to the first."""
    from goatmaster.app.player_data.user_files import FINISHED_FOLDER
    folders = [tmp_path / name for name in names]
    for folder in folders:
        folder.mkdir()
    (data_dir / FINISHED_FOLDER).symlink_to(folders[0], target_is_directory=True)
    return folders


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_pruning_a_linked_finished_folder_removes_only_the_apps_own_files(data_dir, tmp_path, monkeypatch):
    from goatmaster.app.player_data import user_files
    monkeypatch.setattr(user_files, "FINISHED_KEPT", 3)
    cloud, outside = linked_finished_folder(data_dir, tmp_path, "cloud", "outside")
    precious = outside / "precious.goat"
    precious.write_text("the player's own")
    theirs = {"a friend's game.goat": "not the app's",
              "2020-01-01 00-00 Goat Master Ada vs Bea.goat": "named as the app names them, not the app's"}
    for name, text in theirs.items():
        (cloud / name).write_text(text)
        os.utime(cloud / name, (1_000_000, 1_000_000))          # older than any game kept
    (cloud / "link.goat").symlink_to(precious)
    os.utime(cloud / "link.goat", (1_000_000, 1_000_000), follow_symlinks=False)
    kept = [user_files.keep_finished(game) for game in distinct_games(5)]
    assert all(path.parent == data_dir / user_files.FINISHED_FOLDER for path in kept)
    for name, text in theirs.items():
        assert (cloud / name).read_text() == text
    assert (cloud / "link.goat").is_symlink() and precious.read_text() == "the player's own"
    assert sorted(p.name for p in cloud.iterdir()) == sorted([*theirs, "link.goat", *(p.name for p in kept[2:])])


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_a_finished_folder_pointed_elsewhere_keeps_the_files_found_there(data_dir, tmp_path, monkeypatch):
    from goatmaster.app.player_data import user_files
    monkeypatch.setattr(user_files, "FINISHED_KEPT", 2)
    first, second = linked_finished_folder(data_dir, tmp_path, "first", "second")
    link = data_dir / user_files.FINISHED_FOLDER
    games = distinct_games(4)
    kept = [user_files.keep_finished(game) for game in games[:2]]
    # the player points the folder elsewhere, where files of the same names hold other games
    link.unlink()
    link.symlink_to(second, target_is_directory=True)
    for path in kept:
        (second / path.name).write_text("another game under the same name")
    for game in games[2:]:
        user_files.keep_finished(game)
    assert all((second / path.name).read_text() == "another game under the same name" for path in kept)
    assert all(path.exists() for path in kept)                  # the first folder, no longer linked: untouched
    assert len(list(second.iterdir())) == 4


DAMAGED_RECORDS = {"a name out of the folder": '["../x.goat", 1, "%s"]' % ("0" * 64),
                   "a short hash": '["x.goat", 1, "0"]', "a size as text": '["x.goat", "1", "%s"]' % ("0" * 64),
                   "two fields": '["x.goat", 1]', "a name that is no game": '["x.txt", 1, "%s"]' % ("0" * 64)}


@pytest.mark.parametrize("how", DAMAGED_RECORDS, ids=list(DAMAGED_RECORDS))
def test_a_damaged_record_of_finished_games_removes_nothing(data_dir, monkeypatch, how):
    from goatmaster.app.player_data import user_files
    monkeypatch.setattr(user_files, "FINISHED_KEPT", 1)
    games = distinct_games(3)
    first = user_files.keep_finished(games[0])
    record = data_dir / user_files.FINISHED_RECORD
    record.write_text('{"format": "goatmaster-finished-games", "version": 1, "files": [%s]}' % DAMAGED_RECORDS[how])
    second = user_files.keep_finished(games[1])
    assert first.exists() and second.exists()                  # no record it can trust: nothing removed
    assert any(p.name.startswith("finished games (unreadable ") for p in data_dir.iterdir())
    third = user_files.keep_finished(games[2])
    assert first.exists() and not second.exists() and third.exists()


# ---------------------------------------------------------------------- the review's write-back

def reviewed(window, qtbot):
    """Review the window's game at a tiny budget, waiting for its end."""
    window.start_replay(window.model.saved)
    window.review_game()
    review = window.review
    review.iterations = 12
    review.start(review.seat)
    qtbot.waitUntil(lambda: not review.running, timeout=120_000)
    return review


@pytest.mark.parametrize("meanwhile", ["another game saved there", "the file deleted"])
def test_a_review_is_never_written_over_a_file_changed_during_it(windows, qtbot, tmp_path, meanwhile):
    path = tmp_path / "game.goat"
    envelope.save(path, finished(GAMES[0], seed=3))
    window = windows(envelope.load(path))
    window.kept_paths = [str(path)]                         # as the app does when it opens a finished game
    other = finished(GAMES[0], seed=4)
    if meanwhile == "the file deleted":
        path.unlink()
    else:
        envelope.save(path, other)
    before = path.read_bytes() if path.exists() else None
    reviewed(window, qtbot)
    assert (path.read_bytes() if path.exists() else None) == before       # left as it is
    beside = [p for p in tmp_path.iterdir() if p.name.startswith("game (reviewed ")]
    assert len(beside) == 1 and app_data.REVIEWS in envelope.load(beside[0]).app
    assert beside[0].name in window.statusBar().currentMessage()
    assert window.kept_paths == [str(beside[0])]            # a later review goes there too


def test_a_review_is_written_back_over_the_file_as_it_was_read(windows, qtbot, tmp_path):
    path = tmp_path / "game.goat"
    envelope.save(path, finished(GAMES[0], seed=3))
    window = windows(envelope.load(path))
    window.kept_paths = [str(path)]
    reviewed(window, qtbot)
    assert "0" in envelope.load(path).app[app_data.REVIEWS] and os.listdir(tmp_path) == ["game.goat"]


# ---------------------------------------------------------------------- temp files of interrupted writes

def test_a_write_anywhere_sweeps_its_files_stale_temp_files_only(tmp_path):
    from goatmaster.files.atomic import write_atomically
    folder = tmp_path / "my games"                              # none of the app's folders
    folder.mkdir()
    stale = [folder / ".Ada vs Bea.goat.0123abcd.tmp", folder / ".Ada vs Bea.goat.89abcdef.tmp"]
    fresh = folder / ".Ada vs Bea.goat.00ff00ff.tmp"            # another copy of the app writing now
    others = [folder / ".other.goat.0123abcd.tmp", folder / ".Ada vs Bea.goat.notmine.tmp"]
    for path in [*stale, fresh, *others]:
        path.write_text("half a file")
    for path in [*stale, *others]:
        os.utime(path, (1_000_000, 1_000_000))
    linked = folder / ".Ada vs Bea.goat.feedbeef.tmp"
    if hasattr(os, "symlink"):
        linked.symlink_to(tmp_path / "elsewhere")
        os.utime(linked, (1_000_000, 1_000_000), follow_symlinks=False)
    write_atomically(folder / "Ada vs Bea.goat", b"a whole file")
    assert not any(path.exists() for path in stale)
    assert fresh.exists() and all(path.exists() for path in others)
    assert not hasattr(os, "symlink") or linked.is_symlink()
    assert (folder / "Ada vs Bea.goat").read_bytes() == b"a whole file"


def test_claiming_the_data_folder_sweeps_the_saved_games_too(data_dir):
    from goatmaster.app.player_data import user_files
    saved = data_dir / user_files.SAVED_FOLDER
    saved.mkdir()
    stale, fresh = saved / ".mine.goat.0123abcd.tmp", saved / ".mine.goat.89abcdef.tmp"
    for path in (stale, fresh):
        path.write_text("half a file")
    os.utime(stale, (1_000_000, 1_000_000))
    assert user_files.claim_data_folder()
    assert not stale.exists() and fresh.exists()


def test_a_record_of_finished_games_that_cannot_be_read_is_left_as_it_is(data_dir, monkeypatch):
    from goatmaster.app.player_data import user_files
    from goatmaster.files import strict_json
    monkeypatch.setattr(user_files, "FINISHED_KEPT", 1)
    games = distinct_games(2)
    first = user_files.keep_finished(games[0])
    record = (data_dir / user_files.FINISHED_RECORD).read_bytes()
    real = strict_json.read_limited

    def denied(path, *args):
        if os.path.basename(path) == user_files.FINISHED_RECORD:
            raise PermissionError(13, "Permission denied")
        return real(path, *args)
    monkeypatch.setattr(strict_json, "read_limited", denied)
    second = user_files.keep_finished(games[1])
    assert first.exists() and second.exists()
    assert (data_dir / user_files.FINISHED_RECORD).read_bytes() == record
