"""Issue 17: every state file is read and written as the save loader does, and survives faults.

One reader (``files.strict_json.read_limited``: regular files only, never
blocking, a size cap, one error type), one writer (``files.atomic``: atomic
replace, regular files only), one set-aside that never overwrites.  Faults are
injected at every call the writer makes (ENOSPC and EIO), and a writer is
killed with SIGKILL mid-save again and again.
"""

import errno
import json
import os
import random
import signal
import subprocess
import sys
import textwrap

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from positions import played  # noqa: E402

from goatmaster.app.player_data import statistics as stats_module  # noqa: E402
from goatmaster.app.player_data.statistics import Statistics  # noqa: E402
from goatmaster.app.shell.statistics_dialog import StatisticsDialog  # noqa: E402
from goatmaster.files import atomic, strict_json  # noqa: E402
from goatmaster.files.atomic import set_aside, sweep_temporary, write_atomically  # noqa: E402
from goatmaster.files.strict_json import MAX_BYTES, MAX_VALUES, SaveError, read_limited  # noqa: E402
from goatmaster.games.goat_master.savefile import SavedGame, Seat, dumps, load, save  # noqa: E402

ERRNOS = (errno.ENOSPC, errno.EIO)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(folder))
    return folder


def finished(seed: int = 3) -> SavedGame:
    return played([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], seed)


# ---------------------------------------------------------------------- the reader

def test_json_errors_say_at_once(tmp_path):
    """'Invalid control character at' must not read 'at at line'."""
    with pytest.raises(SaveError) as info:
        strict_json.Reader().parse(b'{"a": "\x01"}')
    assert str(info.value) == "setup: file: not JSON: Invalid control character at line 1 column 8"
    assert " at at " not in str(info.value)


def test_millions_of_tiny_values_are_refused_before_parsing(monkeypatch):
    """A 4 MB file of ``[[],[],…]`` once cost over 150 MB to build; it is counted first."""
    parsed = []
    monkeypatch.setattr(strict_json.json, "loads", lambda *a, **k: parsed.append(1))
    data = b"[" + b"[]," * (MAX_BYTES // 3 - 1) + b"[]]"
    with pytest.raises(SaveError, match=f"more than {MAX_VALUES} JSON values"):
        strict_json.Reader().parse(data)
    assert parsed == []


def test_a_legitimate_save_is_far_below_the_value_cap(tmp_path):
    data = dumps(finished()).encode("utf-8")
    assert data.count(b",") + data.count(b"[") + data.count(b"{") < MAX_VALUES // 20


def test_a_number_of_millions_of_digits_is_refused_in_the_files_words():
    """Issue 34 §21: once refused in Python's words ("Exceeds the limit (4300 digits) for integer
    string conversion"); now the file's, with words for the player."""
    with pytest.raises(SaveError) as info:
        strict_json.Reader().parse(b'{"version": ' + b"9" * 4_000_000 + b"}")
    assert str(info.value) == ("setup: file: a number 4000000 digits long; numbers in a save file have at "
                               f"most {strict_json.MAX_DIGITS} digits")
    assert info.value.values == (4_000_000, strict_json.MAX_DIGITS) and "%1" in info.value.words
    longest = "9" * strict_json.MAX_DIGITS
    assert strict_json.Reader().parse(f"[{longest}, -{longest}]".encode()) == [int(longest), -int(longest)]
    with pytest.raises(SaveError, match=f"a number {strict_json.MAX_DIGITS + 1} digits long"):
        strict_json.Reader().parse(f"[-{longest}1]".encode())
    assert strict_json.Reader().parse(f'["{longest}1", 7]'.encode()) == [longest + "1", 7]   # digits, not a number


def test_the_reader_caps_each_kind_of_file(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_bytes(b" " * 101)
    with pytest.raises(SaveError, match="101 bytes; a statistics file has at most 100"):
        read_limited(path, 100, "a statistics file")


# ---------------------------------------------------------------------- the writer

def test_a_game_too_large_to_be_read_back_is_never_written(tmp_path):
    """Issue 34 §19: even compact, past the cap: a SaveError before the disk, the old file kept."""
    from goatmaster.files import envelope
    path = tmp_path / "game.goat"
    save(path, finished())
    before = path.read_bytes()
    huge = finished()
    huge.app["note"] = "x" * MAX_BYTES
    with pytest.raises(SaveError) as info:
        save(path, huge)
    assert str(info.value).startswith("setup: file: ") and f"at most {MAX_BYTES}" in str(info.value)
    assert path.read_bytes() == before and sorted(tmp_path.iterdir()) == [path]
    with pytest.raises(SaveError):
        envelope.file_bytes(huge)


def test_a_game_the_reader_would_count_too_many_values_in_is_never_written(tmp_path):
    """Issue 34 §19: the reader counts commas unparsed, and reads a string's ``\\u002c`` as none,
    while the writer writes it as one."""
    from goatmaster.games.goat_master.savefile import loads
    path = tmp_path / "game.goat"
    save(path, finished())
    before = path.read_bytes()
    document = json.loads(before)
    document["app"] = {"padding": [0] * (MAX_VALUES - 2000), "commas": "COMMAS"}
    data = json.dumps(document).replace('"COMMAS"', '"' + "\\u002c" * 2000 + '"').encode("utf-8")
    loaded = loads(data)
    assert loaded.app["commas"] == "," * 2000
    with pytest.raises(SaveError, match=f"more than {MAX_VALUES} JSON values when written"):
        save(path, loaded)
    assert path.read_bytes() == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_the_writer_never_replaces_a_fifo_or_a_folder(tmp_path):
    """Issue 17 §6: the writer writes only what the reader reads, a regular file."""
    fifo, folder = tmp_path / "pipe.goat", tmp_path / "folder.goat"
    os.mkfifo(fifo)
    folder.mkdir()
    for path, kind in ((fifo, "a device or pipe"), (folder, "a folder")):
        with pytest.raises(OSError, match=kind):
            write_atomically(path, b"data")
    assert os.path.exists(fifo) and not fifo.is_file() and folder.is_dir()
    assert sorted(os.listdir(tmp_path)) == ["folder.goat", "pipe.goat"]       # no temp left


def test_a_symlink_to_a_device_is_left_alone(tmp_path):
    link = tmp_path / "autosave.goat"
    os.symlink(os.devnull, link)
    with pytest.raises(OSError, match="symbolic link"):
        write_atomically(link, b"data")
    assert os.readlink(link) == os.devnull


def test_set_aside_keeps_every_earlier_copy(tmp_path):
    path = tmp_path / "autosave.goat"
    copies = []
    for k in range(3):
        path.write_text(f"damaged {k}")
        copies.append(set_aside(path, "unreadable"))
    assert not path.exists() and len(set(copies)) == 3
    assert sorted(c.read_text() for c in copies) == ["damaged 0", "damaged 1", "damaged 2"]
    assert all(c.name.startswith("autosave (unreadable ") and c.suffix == ".goat" for c in copies)


def test_set_aside_moves_a_folder_too(tmp_path):
    path = tmp_path / "goatmaster.lock"
    path.mkdir()
    moved = set_aside(path, "garbled")
    assert moved.is_dir() and not path.exists() and moved.name.startswith("goatmaster (garbled ")


def test_the_sweep_removes_only_temp_files_of_interrupted_writes(tmp_path):
    keep = ["autosave.goat", "statistics.json", ".hidden", ".autosave.goat.tmp", "x.1234abcd.tmp"]
    litter = [".autosave.goat.0123abcd.tmp", ".statistics.json.ffffffff.tmp"]
    for name in keep + litter:
        (tmp_path / name).write_text("x")
    assert sweep_temporary(tmp_path) == 0                   # a write of another copy may be under way
    assert sweep_temporary(tmp_path, older_than=0) == 2
    assert sorted(os.listdir(tmp_path)) == sorted(keep)


# ---------------------------------------------------------------------- faults at every write call

class Fault:
    """Makes one of the writer's calls fail with ``code``; the others pass through."""

    CALLS = ("open", "write", "flush", "fsync", "chmod", "replace")

    def __init__(self, monkeypatch, call: str, code: int) -> None:
        self.hit = 0
        error = OSError(code, os.strerror(code))
        real_open, real_fdopen = os.open, os.fdopen

        def failing(*args, **kwargs):
            self.hit += 1
            raise error

        if call == "open":          # the temp file's creation (reading stays possible)
            def opening(path, flags, *args):
                if flags & os.O_CREAT:
                    failing()
                return real_open(path, flags, *args)
            monkeypatch.setattr(atomic.os, "open", opening)
        elif call in ("write", "flush"):
            class Handle:
                def __init__(self, handle):
                    self.handle = handle

                def __getattr__(self, name):
                    return failing if name == call else getattr(self.handle, name)

                def __enter__(self):
                    return self

                def __exit__(self, *exc):
                    self.handle.close()
            monkeypatch.setattr(atomic.os, "fdopen", lambda *a, **k: Handle(real_fdopen(*a, **k)))
        elif call == "fsync":       # the file's fsync; the folder's is best effort by design
            real_fsync = os.fsync

            def fsync(fd):
                if not os.path.isdir(f"/proc/self/fd/{fd}"):
                    failing()
                real_fsync(fd)
            monkeypatch.setattr(atomic.os, "fsync", fsync)
        else:
            monkeypatch.setattr(atomic.os, call, failing)


@pytest.mark.parametrize("code", ERRNOS, ids=errno.errorcode.get)
@pytest.mark.parametrize("call", Fault.CALLS)
def test_a_save_hit_at_any_write_call_keeps_the_old_file(tmp_path, monkeypatch, call, code):
    path = tmp_path / "game.goat"
    old, new = finished(3), finished(4)
    save(path, old)
    os.chmod(path, 0o640)                   # so chmod is called
    before = path.read_bytes()
    with monkeypatch.context() as patch:
        fault = Fault(patch, call, code)
        with pytest.raises(OSError) as info:
            save(path, new)
    assert fault.hit == 1 and info.value.errno == code
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["game.goat"]
    save(path, new)                         # the fault gone, the next save works
    assert load(path).game.turns == new.game.turns


@pytest.mark.parametrize("code", ERRNOS, ids=errno.errorcode.get)
@pytest.mark.parametrize("call", Fault.CALLS)
def test_statistics_hit_at_any_write_call_keep_their_counts(data_dir, monkeypatch, call, code):
    stats = Statistics()
    assert stats.record(finished(3))
    os.chmod(stats.path, 0o640)
    before = stats.path.read_bytes()
    with monkeypatch.context() as patch:
        fault = Fault(patch, call, code)
        assert stats.record(finished(4))    # counted in memory
    assert fault.hit == 1 and stats.write_error == os.strerror(code)
    assert stats.path.read_bytes() == before and sorted(os.listdir(data_dir)) == ["statistics.json"]
    assert stats.record(finished(5))        # the next record writes all three
    assert Statistics().games == 3


# ---------------------------------------------------------------------- kill -9 during saves

KILLER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {tests!r})
    from positions import played
    from goatmaster.games.goat_master.savefile import Seat, save
    games = [played([Seat("Ada", "human"), Seat("Bot", "ai", "easy")], seed) for seed in (3, 4)]
    print("ready", flush=True)
    k = 0
    while True:
        save({path!r}, games[k % 2])
        k += 1
""")


@pytest.mark.slow
def test_kill_9_during_saves_leaves_the_old_or_the_new_file(tmp_path):
    """Killed at seeded random moments while saving in a loop: a whole file every time."""
    path = tmp_path / "game.goat"
    versions = {dumps(finished(3)).encode("utf-8"), dumps(finished(4)).encode("utf-8")}
    script = KILLER.format(tests=os.path.dirname(__file__), path=str(path))
    rng = random.Random(17)
    kills = 12
    for _ in range(kills):
        writer = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
        try:
            assert writer.stdout.readline().strip() == "ready"
            try:
                writer.wait(timeout=rng.uniform(0.05, 0.4))        # let it save a few times
            except subprocess.TimeoutExpired:
                pass
        finally:
            writer.send_signal(signal.SIGKILL)
            writer.wait()
            writer.stdout.close()
        if path.exists():
            assert path.read_bytes() in versions
            load(path)
    assert path.exists()
    litter = [name for name in os.listdir(tmp_path) if name != "game.goat"]
    assert sweep_temporary(tmp_path, older_than=0) == len(litter)     # what the kills left, the sweep removes
    assert os.listdir(tmp_path) == ["game.goat"]


# ---------------------------------------------------------------------- statistics

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_statistics_fifo_neither_hangs_nor_stays(data_dir):
    path = data_dir / "statistics.json"
    os.mkfifo(path)
    stats = Statistics()                    # opened without blocking, then refused
    assert stats.games == 0 and stats.set_aside is not None and not os.path.lexists(path)
    assert stats.record(finished(3)) and Statistics().games == 1


def test_a_newer_statistics_file_is_left_alone_and_said_so(data_dir, qtbot):
    path = data_dir / "statistics.json"
    newer = {"format": stats_module.FORMAT, "version": 2, "games": 7, "anything": "new"}
    path.write_text(json.dumps(newer))
    stats = Statistics()
    assert stats.newer and stats.set_aside is None and stats.games == 0
    assert stats.record(finished(3))                        # counted in memory only
    assert json.loads(path.read_text()) == newer and os.listdir(data_dir) == ["statistics.json"]
    dialog = StatisticsDialog(None, stats)
    qtbot.addWidget(dialog)
    assert "newer version" in dialog.summaryLabel.text()


def test_damaged_statistics_keep_every_set_aside_copy(data_dir):
    path = data_dir / "statistics.json"
    for k in range(2):
        path.write_text('{"format": "goatmaster-statistics", "version": 1, "games": -%d' % k)
        assert Statistics().set_aside is not None
    kept = sorted(p.name for p in data_dir.iterdir())
    assert len(kept) == 2 and all(name.startswith("statistics (damaged ") for name in kept)


def test_the_statistics_dialog_names_a_read_error(data_dir, qtbot, monkeypatch):
    path = data_dir / "statistics.json"
    path.write_text("{}")

    def denied(*args):
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(stats_module, "read_limited", denied)
    stats = Statistics()
    dialog = StatisticsDialog(None, stats)
    qtbot.addWidget(dialog)
    assert "could not be read (Permission denied)" in dialog.summaryLabel.text()
    assert stats.record(finished(3)) and path.read_text() == "{}"       # never overwritten
