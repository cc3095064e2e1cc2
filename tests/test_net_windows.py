"""Two real game windows play a whole game against each other through a table server on this
machine (issue 33), and one of them is closed and opened again mid-game.  Loopback only; the
server is the app's hosted one, with no LAN advertising (tests/conftest.py)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, QTimer, Signal

from goatmaster.app.online.hosting import HostedServer
from goatmaster.app.online.opening import TableOpener
from goatmaster.app.online.window import OnlineGameWindow
from goatmaster.core.registry import entry
from goatmaster.net import protocol as p

ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")


class IdleWorker(QObject):
    """The window's AI worker, for hints only: never asked here."""

    finished = Signal(object)
    failed = Signal(str)

    def think(self, *args, **kwargs) -> None:
        pass

    def cancel(self) -> None:
        pass

    def play_now(self) -> None:
        pass


@pytest.fixture
def hosted(tmp_path, monkeypatch):
    # Goat Master's dog may ask the other player's consent (R18): they agree.
    monkeypatch.setattr("goatmaster.games.goat_master.qt.consent_question.ask", lambda *args: True)
    server = HostedServer(tmp_path / "tables", host="127.0.0.1", port=0, ai_processes=0, iterations=5,
                          entropy=random.Random(33))
    server.start()
    yield server
    server.stop()


def open_table(qtbot, url: str, message: p.Message) -> OnlineGameWindow:
    opener = TableOpener(url, message, worker_factory=IdleWorker)
    with qtbot.waitSignal(opener.opened, timeout=15000) as opened:
        opener.start()
    window = opened.args[0]
    qtbot.addWidget(window)
    window.show()
    return window


class Player:
    """Plays a window's seat as a person would: a legal move whenever it is their turn."""

    def __init__(self, window: OnlineGameWindow, seed: int) -> None:
        self.window = window
        self.rng = random.Random(seed)
        self.moves = 0
        window.model.changed.connect(self._soon)
        window.model.reset.connect(self._soon)
        # A refused move (too many at once for the server's limits) is chosen again a moment later.
        window.remote.problem.connect(lambda words: self._soon(200))
        window.remote.refused.connect(lambda error: self._soon(200))
        self._soon()

    def _soon(self, ms: int = 0) -> None:
        QTimer.singleShot(ms, self._move)

    def _move(self) -> None:
        window = self.window
        model = window.remote
        if window.isVisible() and model.world.current_player() == model.seat and not model.over \
                and not model.waiting and window.session.viewer == model.seat:
            legal = model.world.legal_actions()
            if window.session.human_decided(self.rng.choice(legal)):
                self.moves += 1


@pytest.mark.parametrize("game", ["rows", "meadow", "goat-master"])
def test_two_windows_play_a_whole_game_through_a_local_server_one_closed_and_opened_again(qtbot, hosted, game):
    url = f"ws://127.0.0.1:{hosted.port}"
    host = open_table(qtbot, url, p.Create(game=game, seats=[ME, OPEN], name="Ann"))
    host.set_animation_speed(0.0)
    code = host.remote.code
    guest = open_table(qtbot, url, p.Claim(code=code, name="Bea"))
    guest.set_animation_speed(0.0)
    assert (host.remote.seat, guest.remote.seat) == (0, 1)
    assert guest.remote.seats[0].name == "Ann" and host.windowTitle().endswith(code)
    players = [Player(host, 1), Player(guest, 2)]
    qtbot.waitUntil(lambda: host.remote.step > 12, timeout=30000)
    # Bea closes her window mid-game: her seat is away for the others; she comes back with her token.
    token = guest.remote.token
    guest.close()
    qtbot.waitUntil(lambda: host.remote.seats[1].kind == "away", timeout=10000)
    assert "away" in host.seatList.item(1).text()
    guest = open_table(qtbot, url, p.Rejoin(code=code, token=token))
    guest.set_animation_speed(0.0)
    assert guest.remote.seat == 1
    qtbot.waitUntil(lambda: guest.remote.step == host.remote.step, timeout=10000)   # the same table
    qtbot.waitUntil(lambda: host.remote.seats[1].kind == "human", timeout=10000)
    players.append(Player(guest, 3))
    qtbot.waitUntil(lambda: host.remote.over and guest.remote.over, timeout=120000)
    assert host.remote.world.result() == guest.remote.world.result()
    assert host.remote.world.observation(0).key() == hosted.server.tables[code].state.observation(0).key()
    # The finished game's file comes from the server: it can be saved, and the end screen shows.
    qtbot.waitUntil(lambda: host.remote.final is not None and getattr(host, "end_screen", None) is not None,
                    timeout=10000)
    assert host.remote.final.finished and host._action("actionSave").isEnabled()
    assert [seat.name for seat in host.remote.final.players] == ["Ann", "Bea"]
    assert entry(game).info.save_format == host.remote.final.FORMAT
    host.end_screen.close()
    for window in (host, guest):
        window.close()
