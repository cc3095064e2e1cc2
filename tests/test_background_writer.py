"""The autosave's writer thread (goatmaster.files.background): never on the GUI thread, never lost."""

from __future__ import annotations

import os
import threading

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.app.play.session import Session  # noqa: E402
from goatmaster.files import background, envelope  # noqa: E402
from goatmaster.files.background import LatestWriter  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from toy_poker import GAME, PASS  # noqa: E402


class SlowDisk:
    """The writer's disk, "busy" until the test opens ``gate``; ``written`` what reached it, in order."""

    def __init__(self, monkeypatch) -> None:
        self.gate, self.started, self.written = threading.Event(), threading.Event(), []
        real = background.write_atomically

        def slow(path, data):
            self.started.set()
            assert self.gate.wait(10)
            real(path, data)
            self.written.append(data)

        monkeypatch.setattr(background, "write_atomically", slow)


def test_a_slow_disk_never_holds_the_caller_and_the_newest_text_wins(tmp_path, monkeypatch):
    disk = SlowDisk(monkeypatch)
    writer = LatestWriter()
    target = str(tmp_path / "autosave.goat")
    writer.submit(target, b"first")
    assert disk.started.wait(10)                # the first write is under way, the caller is free
    writer.submit(target, b"second")
    writer.submit(target, b"third")             # replaces "second", not yet written
    assert not writer.flush(0.05)               # still writing: flush says so instead of blocking
    disk.gate.set()
    assert writer.flush(10)
    assert disk.written == [b"first", b"third"] and open(target, "rb").read() == b"third"
    writer.close(10)


def test_closing_writes_the_text_still_waiting_and_never_an_older_one_over_it(tmp_path, monkeypatch):
    """The window closes (the app quits) while a write is under way and a newer text waits:
    close() returns once the newer text is on disk, and nothing older follows it."""
    disk = SlowDisk(monkeypatch)
    writer = LatestWriter()
    target = str(tmp_path / "autosave.goat")
    writer.submit(target, b"first")
    assert disk.started.wait(10)
    writer.submit(target, b"second")
    disk.gate.set()
    assert writer.close(10)
    assert disk.written == [b"first", b"second"] and open(target, "rb").read() == b"second"
    assert writer._thread is not None and not writer._thread.is_alive()


def test_a_failed_write_is_reported_and_the_next_one_goes_through(tmp_path):
    failures = []
    writer = LatestWriter(on_error=lambda path, error: failures.append((path, isinstance(error, OSError))))
    folder = tmp_path / "a folder"
    folder.mkdir()
    writer.submit(str(folder), b"x")            # a folder is never replaced
    assert writer.flush(10) and failures == [(str(folder), True)]
    writer.submit(str(tmp_path / "ok.goat"), b"y")
    assert writer.flush(10) and (tmp_path / "ok.goat").read_bytes() == b"y" and len(failures) == 1
    writer.close(10)


def test_the_session_says_when_the_autosave_cannot_be_written(qtbot, tmp_path):
    saved = GAME.codec.saved_game([Seat("Ada", "human"), Seat("Bea", "human")], GAME.new_match(2, None, {}), {})
    folder = tmp_path / "autosave.goat"
    folder.mkdir()                              # the autosave's place is taken by a folder
    session = Session(MatchModel(saved, seed=1), None, autosave_path=str(folder), pace_ms=0)
    threads = []
    session.saveFailed.connect(lambda why: threads.append(threading.current_thread()))
    with qtbot.waitSignal(session.saveFailed, timeout=10000) as blocker:
        session.human_decided(PASS)
    assert "folder" in blocker.args[0]
    assert threads and all(t is threading.main_thread() for t in threads)   # said where widgets live
    session.autosave_path = str(tmp_path / "elsewhere.goat")
    session.autosave()
    assert session.flush() and envelope.load(tmp_path / "elsewhere.goat").players[0].name == "Ada"
    session.shutdown()


def test_a_game_too_large_to_be_read_back_keeps_the_last_autosave(qtbot, tmp_path):
    """Issue 34 §19: an autosave the reader would refuse is never written; the player is told."""
    from goatmaster.files.strict_json import MAX_BYTES
    path = tmp_path / "autosave.goat"
    saved = GAME.codec.saved_game([Seat("Ada", "human"), Seat("Bea", "human")], GAME.new_match(2, None, {}), {})
    session = Session(MatchModel(saved, seed=1), None, autosave_path=str(path), pace_ms=0)
    session.autosave()
    assert session.flush()
    before = path.read_bytes()
    session.model.saved.app["note"] = "x" * MAX_BYTES           # past the cap, even without spaces
    with qtbot.waitSignal(session.saveFailed, timeout=10000) as blocker:
        session.human_decided(PASS)
    assert f"at most {MAX_BYTES}" in blocker.args[0] and "not written" in blocker.args[0]
    assert session.flush() and path.read_bytes() == before and envelope.load(path).players[0].name == "Ada"
    session.shutdown()


def test_a_closed_window_s_session_neither_plays_on_nor_saves_and_its_writer_thread_ends(qtbot, tmp_path):
    """A step queued before the window closed (the next decision's check, a scripted seat's
    move) must not autosave over the game Continue takes up, from a thread that outlives it."""
    def writers() -> int:
        return sum(t.name == "goatmaster-writer" for t in threading.enumerate())

    path = tmp_path / "autosave.goat"
    saved = GAME.codec.saved_game([Seat("Ada", "human"), Seat("Bea", "human")], GAME.new_match(2, None, {}), {})
    before = writers()
    session = Session(MatchModel(saved, seed=1), None, autosave_path=str(path), pace_ms=0)
    session.human_decided(PASS)
    assert session.flush() and writers() == before + 1
    kept = path.read_bytes()
    steps = len(session.model.saved.game.actions)
    session.shutdown()
    assert writers() == before, "the writer's thread ended with its session"
    session.model.apply_action(session.model.state.legal_actions()[0])   # a move arriving late
    session.autosave()
    assert len(session.model.saved.game.actions) == steps + 1
    assert path.read_bytes() == kept and session.flush()


def test_a_closed_window_s_queued_step_plays_no_ai_move_and_writes_nothing(qtbot, tmp_path):
    """The next decision's check is queued when a session starts; with an AI to move it would
    play (here by a script, as a guided game's seat does) and autosave.  Closed before that
    check runs, the session does neither; left open, the same session does both."""
    def session_with_an_ai_to_move(path):
        saved = GAME.codec.saved_game([Seat("Bot", "ai", level="easy"), Seat("Ada", "human")],
                                      GAME.new_match(2, 3, {}), {})
        session = Session(MatchModel(saved, seed=1), None, autosave_path=str(path), pace_ms=0)
        session.script = lambda: PASS           # the AI seat's move, without a worker
        return session, len(saved.game.actions)

    open_session, steps = session_with_an_ai_to_move(tmp_path / "open.goat")
    qtbot.waitUntil(lambda: len(open_session.model.saved.game.actions) > steps)
    assert open_session.flush() and (tmp_path / "open.goat").exists()
    open_session.shutdown()

    closed, steps = session_with_an_ai_to_move(tmp_path / "closed.goat")
    closed.shutdown()                           # before the queued check has run
    for _ in range(3):
        QCoreApplication.processEvents()        # the queued check and any timer it could start
    assert len(closed.model.saved.game.actions) == steps
    assert not (tmp_path / "closed.goat").exists()
