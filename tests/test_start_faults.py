"""Issue 17 §2, §3, §5: whatever state the player's files are in, the app starts and loses nothing.

A damaged-file matrix at start: every way a file can be damaged, for the
autosave, the lock, the settings and the statistics.  The app must start (no
"already open", no hang, no traceback), never overwrite a file it could not
read (set aside under a name that says so, every earlier copy kept) and tell
the player.
"""

import json
import os
import socket
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from positions import played  # noqa: E402

from goatmaster.app.player_data import user_files  # noqa: E402
from goatmaster.app.shell.application import GoatMasterApp  # noqa: E402
from goatmaster.app.shell.new_game_dialog import NewGameDialog, PLAYERS_KEY, SEATS_KEY, game_key  # noqa: E402
from goatmaster.app.player_data.statistics import Statistics  # noqa: E402
from goatmaster.games import GOAT_MASTER  # noqa: E402
from goatmaster.games.goat_master.savefile import SavedGame, Seat, dumps, load  # noqa: E402

from test_session import GreedyWorker  # noqa: E402


def unfinished() -> bytes:
    saved = SavedGame.new([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], seed=5)
    return dumps(saved).encode("utf-8")


def damage(path, how: str) -> bytes | None:
    """Damage the file at ``path`` (written good first); the bytes it then holds, if a file."""
    good = path.read_bytes() if path.exists() else b'{"a": 1}\n'
    data = {
        "truncated": good[:len(good) // 2],
        "one byte changed": good.replace(b'"format"', b'"formet"', 1) if b'"format"' in good
        else good.replace(b"{", b"[", 1),
        "BOM": b"\xef\xbb\xbf" + good,
        "newer version": good.replace(b'"version": 1', b'"version": 2', 1),
        "empty": b"",
        "binary": bytes(range(256)) * 4,
        "deep nesting": b"[" * 100_000,
        "huge number": b'{"version": ' + b"9" * 5000 + b"}",
    }.get(how)
    if os.path.lexists(path):
        os.unlink(path)
    if data is not None:
        path.write_bytes(data)
        return data
    if how == "folder":
        path.mkdir()
    elif how == "FIFO":
        os.mkfifo(path)
    elif how == "link loop":
        os.symlink(path.name, path)
    elif how == "dangling link":
        os.symlink(path.parent / "nowhere", path)
    else:
        raise AssertionError(how)
    return None


FILE_DAMAGE = ("truncated", "one byte changed", "BOM", "newer version", "empty", "binary",
               "deep nesting", "huge number", "folder", "FIFO", "link loop", "dangling link")


@pytest.fixture
def start(qtbot, tmp_path, monkeypatch):
    """Starts the app on ``tmp_path`` until its first paint is done; the warnings it showed."""
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(user_files, "_claimed", {})
    monkeypatch.setattr(user_files, "_settings_checked", set())
    made, told, quit_calls = [], [], []
    monkeypatch.setattr("goatmaster.app.shell.application.QMessageBox.warning",
                        lambda parent, title, text: told.append(text))
    monkeypatch.setattr("goatmaster.app.shell.application.QMessageBox.information",
                        lambda parent, title, text: told.append(text))
    monkeypatch.setattr("goatmaster.app.shell.application.QApplication.quit", lambda: quit_calls.append(1))

    def run():
        app = GoatMasterApp(worker_factory=GreedyWorker)
        made.append(app)
        painted = []
        app.start.firstPainted.connect(lambda: painted.append(True))
        app.show_start()
        qtbot.waitUntil(lambda: bool(painted))
        assert not quit_calls, f"the app refused to start: {told}"
        assert app.start.isVisible()
        return app, told
    yield run
    for app in made:
        if app.window is not None:
            app.window.scene.animator.speed = 0
            app.window.close()
        app.start.close()
    for fd in user_files._claimed.values():
        os.close(fd)


def set_aside_copies(folder, stem: str) -> list:
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{stem} ("))


# ---------------------------------------------------------------------- the autosave

@pytest.mark.parametrize("how", FILE_DAMAGE)
def test_a_damaged_autosave_is_set_aside_told_and_never_overwritten(start, tmp_path, how, qtbot):
    path = tmp_path / "autosave.goat"
    path.write_bytes(unfinished())
    data = damage(path, how)
    app, told = start()
    assert not app.start.continueButton.isEnabled()
    kept = set_aside_copies(tmp_path, "autosave")
    assert len(kept) == 1 and not os.path.lexists(path)
    if data is not None:
        assert kept[0].read_bytes() == data
    assert len(told) == 1 and kept[0].name in told[0]
    # The next game autosaves into a fresh file; the set-aside copy stays.
    app.play(GoatMasterApp.dealt(GOAT_MASTER, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], [0, 1], 7))
    qtbot.waitUntil(path.exists)
    assert load(path).players[0].name == "Ada" and set_aside_copies(tmp_path, "autosave") == kept


def test_every_earlier_set_aside_autosave_is_kept(start, tmp_path):
    path = tmp_path / "autosave.goat"
    for k in range(3):
        path.write_bytes(b"damaged %d" % k)
        user_files.last_unfinished_game()
    copies = set_aside_copies(tmp_path, "autosave")
    assert sorted(c.read_bytes() for c in copies) == [b"damaged 0", b"damaged 1", b"damaged 2"]
    assert len(user_files.take_notices()) == 3 and user_files.take_notices() == []


# ---------------------------------------------------------------------- the lock

LOCK_DAMAGE = ("empty", "garbled", "folder", "another host", "a reused pid", "FIFO", "link loop",
               "dangling link", "binary")


@pytest.mark.parametrize("how", LOCK_DAMAGE)
def test_a_lock_that_cannot_be_proven_alive_never_stops_the_player(start, tmp_path, how):
    lock = tmp_path / user_files.LOCK_NAME
    contents = {
        "empty": b"",
        "garbled": b"not a lock \x00\xff",
        "another host": f"{os.getpid()}\nGoatMaster\nanother-{socket.gethostname()}\n".encode(),
        # A live process with the app's own name: its pid, as a reused pid would be.
        "a reused pid": f"{os.getppid()}\n{os.path.basename(sys.executable)}\n{socket.gethostname()}\n".encode(),
    }
    if how in contents:
        lock.write_bytes(contents[how])
    else:
        damage(lock, how)
    app, told = start()
    assert user_files.claim_data_folder()
    assert lock.is_file() and not lock.is_symlink()
    if how in contents or how == "binary":                  # a file: taken over as it is
        assert told == [] and set_aside_copies(tmp_path, "goatmaster") == []
    else:                                                   # not a file: set aside, and said (issue 34)
        kept = set_aside_copies(tmp_path, "goatmaster")
        assert len(kept) == 1 and (kept[0].is_symlink() or not kept[0].is_file())
        assert len(told) == 1 and kept[0].name in told[0] and "lock file" in told[0]


def test_a_live_lock_still_refuses_a_second_copy(tmp_path, monkeypatch):
    """The lock is the kernel's: held by a live process, the second copy is told."""
    import subprocess
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(user_files, "_claimed", {})
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, os, sys, time\n"
         f"fd = os.open({str(tmp_path / user_files.LOCK_NAME)!r}, os.O_RDWR | os.O_CREAT)\n"
         "fcntl.flock(fd, fcntl.LOCK_EX)\nprint('locked', flush=True)\nsys.stdin.read()\n"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        assert not user_files.claim_data_folder()
    finally:
        holder.stdin.close()
        holder.wait()
        holder.stdout.close()
    assert user_files.claim_data_folder()         # its process gone, the lock is free


def test_claiming_the_folder_sweeps_interrupted_writes(start, tmp_path):
    (tmp_path / user_files.UNFINISHED_FOLDER).mkdir()
    litter = [tmp_path / ".autosave.goat.0123abcd.tmp", tmp_path / ".statistics.json.89abcdef.tmp",
              tmp_path / user_files.UNFINISHED_FOLDER / ".2024 game.goat.00000000.tmp"]
    for path in litter:
        path.write_text("half a file")
        os.utime(path, (1_000_000, 1_000_000))             # long ago: no copy of the app is writing it
    start()
    assert not any(path.exists() for path in litter)


# ---------------------------------------------------------------------- the settings

@pytest.mark.parametrize("how", ("FIFO", "folder", "link loop"))
def test_a_settings_file_that_is_not_a_file_is_set_aside(start, tmp_path, how):
    """Qt would block forever reading settings from a FIFO."""
    damage(tmp_path / user_files.SETTINGS_NAME, how)
    app, told = start()
    kept = set_aside_copies(tmp_path, "settings")
    assert len(kept) == 1 and len(told) == 1 and "default settings" in told[0]


SEATS_DAMAGE = {
    "deep nesting": "[" * 100_000 + "]" * 100_000,
    "huge number": json.dumps([{"colour": 10 ** 100}] * 5),
    "not JSON": "{ nope",
    "a list of lists": json.dumps([[1, 2]] * 5),
    "wrong types": json.dumps([{"kind": 3, "level": ["hard"], "name": {"a": 1}, "colour": "red"}] * 5),
    "lone surrogate": '[{"name": "\\ud800"}]',
    "repeated colours": json.dumps([{"kind": "human", "level": "hard", "name": "X", "colour": 1}] * 5),
}


@pytest.mark.parametrize("how", SEATS_DAMAGE)
def test_damaged_new_game_settings_fall_back_field_by_field(tmp_path, monkeypatch, qtbot, how):
    """Issue 17 §5: a deeply nested value once raised RecursionError and blocked New game."""
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(user_files, "_settings_checked", set())
    store = user_files.settings()
    store.setValue(game_key(SEATS_KEY, "goat-master"), SEATS_DAMAGE[how])
    store.setValue(game_key(PLAYERS_KEY, "goat-master"), "9" * 5000)
    dialog = NewGameDialog(None, store)
    qtbot.addWidget(dialog)
    seats = dialog.seats()
    assert len(seats) == 2 and seats[0].kind == "human"
    assert sorted(dialog._colours) == list(range(5))


def test_one_bad_field_costs_only_itself(tmp_path, monkeypatch, qtbot):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    store = user_files.settings()
    rows = [{"kind": "human", "level": "normal", "name": "Ada", "colour": 3},
            {"kind": "ai", "level": "no such level", "name": "Bot", "colour": 3},
            {"kind": "ai", "level": "hard", "name": 7, "colour": 0}] + [{}] * 2
    store.setValue(game_key(SEATS_KEY, "goat-master"), json.dumps(rows))
    store.setValue(game_key(PLAYERS_KEY, "goat-master"), 3)
    dialog = NewGameDialog(None, store)
    qtbot.addWidget(dialog)
    seats = dialog.seats()
    assert [s.name for s in seats][0] == "Ada" and [s.level for s in seats] == [None, "normal", "hard"]
    assert dialog._colours[0] == 3 and dialog._colours[2] == 0 and sorted(dialog._colours) == list(range(5))


# ---------------------------------------------------------------------- the statistics

@pytest.mark.parametrize("how", FILE_DAMAGE)
def test_damaged_statistics_never_hang_and_are_never_overwritten(tmp_path, monkeypatch, how):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    path = tmp_path / "statistics.json"
    Statistics().record(played([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], 3))
    data = damage(path, how)
    stats = Statistics()
    assert stats.games == 0
    stats.record(played([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], 4))
    if stats.newer:
        assert path.read_bytes() == data                       # a newer version's: left alone
        return
    kept = set_aside_copies(tmp_path, "statistics")
    assert len(kept) == 1 and stats.set_aside == kept[0]
    if data is not None:
        assert kept[0].read_bytes() == data
    assert Statistics().games == 1
