"""The window survives what goes wrong around it (issue 6 §9): a dying AI process, a full disk."""

import os
import signal

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from goatmaster.app.play.ai_worker import AiWorker
from windows import goat_master_window
from goatmaster.games.goat_master.savefile import SavedGame, Seat


def test_killing_the_ai_worker_mid_search_still_gets_the_ai_to_play(qtbot):
    worker = AiWorker(processes=1)
    saved = SavedGame.new([Seat("Bot", "ai", "hard"), Seat("Ada", "human")], seed=4)
    window = goat_master_window(saved, worker=worker)
    window.scene.animator.speed = 0
    window.session.pace_ms = 0
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.session.is_thinking, timeout=10000)
    pool = lambda: getattr(worker._runner, "_pool", None)          # noqa: E731
    qtbot.waitUntil(lambda: pool() is not None and bool(pool().pids()), timeout=20000)
    os.kill(pool().pids()[0], signal.SIGKILL)                      # the search process dies
    qtbot.waitUntil(lambda: window.model.state.actor == 1 and window.scene.interactive, timeout=60000)
    assert window.model.state.turn == 1                           # the AI's turn was played
    window.close()
    assert not worker._thread.isRunning()


def test_a_full_disk_on_save_keeps_the_game_and_says_so(qtbot, tmp_path, monkeypatch):
    saved = SavedGame.new([Seat("Ada", "human"), Seat("Bert", "human")], seed=2)
    window = goat_master_window(saved, worker=None)
    qtbot.addWidget(window)
    shown = []
    monkeypatch.setattr("goatmaster.app.play.game_window.QMessageBox.warning",
                        lambda parent, title, text: shown.append(text))

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("goatmaster.files.atomic.os.replace", full)
    old = tmp_path / "game.goat"
    old.write_text("the old file", encoding="utf-8")
    window.path = str(old)
    assert not window.save_game()
    assert shown and "No space left on device" in shown[0]
    assert old.read_text(encoding="utf-8") == "the old file"
    assert window.model.state.turn == 0 and window.isEnabled()
