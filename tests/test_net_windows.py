"""Two real game windows play a whole game against each other through a table server on this
machine (issue 33), and one of them is closed and opened again mid-game.  Loopback only; the
server is the app's hosted one, with no LAN advertising (tests/conftest.py)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QListWidget, QToolButton

from goatmaster import i18n
from goatmaster.app.online.hosting import HostedServer
from goatmaster.app.online.opening import TableOpener
from goatmaster.app.online.tables import MY_TABLES_KEY
from goatmaster.app.online.window import OnlineGameWindow
from goatmaster.app.play.table_model import Replayable, Rewindable
from goatmaster.app.player_data.statistics import Statistics
from goatmaster.app.player_data.stored_settings import remembered_tables
from goatmaster.app.player_data.user_files import FINISHED_FOLDER
from goatmaster.app.shell.application import GoatMasterApp
from goatmaster.app.shell.selftest import idle_worker
from goatmaster.core.registry import entry
from goatmaster.net import protocol as p
from goatmaster.net.online import write_events

ME, OPEN, AI = p.SeatPlan(kind="me"), p.SeatPlan(kind="open"), p.SeatPlan(kind="ai", level="easy")


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
    opener = TableOpener(url, message, worker_factory=idle_worker)     # hints are not asked for here
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


@pytest.mark.slow
@pytest.mark.parametrize("game", ["rows", "meadow", "goat-master"])
def test_two_windows_play_a_whole_game_through_a_local_server_one_closed_and_opened_again(
        qtbot, hosted, game, tmp_path, monkeypatch):
    url = f"ws://127.0.0.1:{hosted.port}"
    host = open_table(qtbot, url, p.Create(game=game, seats=[ME, OPEN], name="Ann"))
    over: list = []
    host.gameOver.connect(over.append)
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
    try:
        qtbot.waitUntil(lambda: host.remote.over and guest.remote.over, timeout=120000)
    except Exception:
        real = hosted.server.tables[code]
        seen = [(w.remote.seat, w.remote.step, w.remote.world.current_player(), w.remote.waiting,
                 w.session.viewer, w.isVisible(), [s.kind for s in w.remote.seats]) for w in (host, guest)]
        raise AssertionError(f"stalled: server step {real.step}, to act {real.state.current_player()}; "
                             f"windows (seat, step, to act, waiting, viewer, visible, seats): {seen}; "
                             f"moves {[p_.moves for p_ in players]}") from None
    assert host.remote.world.result() == guest.remote.world.result()
    assert host.remote.world.observation(0).key() == hosted.server.tables[code].state.observation(0).key()
    # The finished game's file comes from the server: it can be saved, and the end screen shows.
    qtbot.waitUntil(lambda: host.remote.final is not None and getattr(host, "end_screen", None) is not None,
                    timeout=10000)
    assert host.remote.final.finished and host._action("actionSave").isEnabled()
    assert [seat.name for seat in host.remote.final.players] == ["Ann", "Bea"]
    assert entry(game).info.save_format == host.remote.final.FORMAT
    assert over == [host.remote.final]
    # The app counts it for Ann's seat alone, and keeps it to watch again.
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path / "ann"))
    app = GoatMasterApp(worker_factory=idle_worker)
    app._table_game_over(host, host.remote.final)
    [row] = Statistics(game=game).rows()
    assert (row.opponents, row.players, row.played) == ("online", 2, 1)
    assert [path.parent.name for path in (tmp_path / "ann").rglob("*") if path.is_file()
            and path.parent.name == FINISHED_FOLDER] == [FINISHED_FOLDER]
    app.start.close()
    # Play again: Bea deals; both end screens go and the new game is on both tables.
    qtbot.waitUntil(lambda: guest.end_screen is not None, timeout=10000)
    guest.end_screen.playAgainButton.click()
    qtbot.waitUntil(lambda: not host.remote.over and not guest.remote.over, timeout=10000)
    assert host.end_screen is None and guest.end_screen is None
    assert host.remote.final is None and not host._action("actionSave").isEnabled()
    qtbot.waitUntil(lambda: host.remote.step == guest.remote.step > 0 and not host.remote.over, timeout=10000)
    for window in (host, guest):
        window.close()


def test_no_message_is_lost_while_the_opener_hands_the_table_to_its_model(qtbot):
    """Updates that arrive with the first snapshot, before the table's model exists, reach it in order
    (they were lost once: a rejoined player's table stalled a step behind)."""
    game = entry("rows")
    form = game.online
    match = game.new_match(2, 3, None)
    while match.state.current_player() < 0:
        match.apply_action(match.state.chance_outcome(random.Random(1)))
    before = match.state.clone()
    events = match.apply_action(match.state.legal_actions()[0])
    opener = TableOpener("ws://127.0.0.1:9", p.Watch(code="ABCDEF"), worker_factory=idle_worker)
    opened = []
    opener.opened.connect(opened.append)
    seats = [p.SeatInfo(name="Ann", kind="human"), p.SeatInfo(name="Bea", kind="human")]
    world = form.observation(form.view(before, None), None).sample(random.Random(2))
    after = form.observation(form.view(match.state, None), None).sample(random.Random(3))
    inbox = opener.link._inbox
    inbox.append((p.Joined(code="ABCDEF", game="rows", seat=None), None, None))
    inbox.append((p.Snapshot(step=len(match.actions) - 1, seats=seats, view=form.view(before, None), options={},
                             over=False, spectators=True), world, []))
    inbox.append((p.Update(step=len(match.actions), actor=0, events=write_events(form, events, None),
                           view=form.view(match.state, None), over=False), after, form.events(events, None)))
    opener.listen()
    opener._take()
    window = opened[0]
    qtbot.addWidget(window)
    assert window.remote.step == len(match.actions) and window.remote.world is after
    assert window.log.rowCount() >= 1                   # the update's events were told


def test_the_start_screen_hosts_a_table_and_another_app_joins_it_by_address_and_code(qtbot, tmp_path,
                                                                                       monkeypatch):
    """Host a table: the dialog, this machine's server (no LAN advertising in tests), the window
    with its code; Join a table: an address and a code; both leave when the app quits."""
    from goatmaster.app.online import dialogs
    from goatmaster.app.shell.application import GoatMasterApp

    # Two players, two machines: each app its own data folder (the one named when it acts).
    def at(machine: str) -> None:
        monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path / machine))
    at("ann")
    host_app = hosting_app(qtbot, monkeypatch, "meadow", "Ann")
    host = host_app.online.windows[0]                                   # the app closes its windows itself
    code, port = host.remote.code, host_app.online.hosted.port
    assert host.remote.seat == 0 and code in host.codeLabel.text() and f":{port}" in host.codeLabel.text()

    def guest_types(dialog):
        dialog.addressEdit.setText(f"127.0.0.1:{port}")
        dialog.codeEdit.setText(code.lower())                   # as a friend might type it
        dialog.nameEdit.setText("Bea")
        return dialog.DialogCode.Accepted
    monkeypatch.setattr(dialogs.JoinDialog, "exec", guest_types)
    at("bea")
    guest_app = GoatMasterApp(worker_factory=idle_worker)
    guest_app.online.join()
    qtbot.waitUntil(lambda: bool(guest_app.online.windows), timeout=15000)
    guest = guest_app.online.windows[0]
    assert guest.remote.seat == 1 and guest.remote.seat_name(0) == "Ann"
    qtbot.waitUntil(lambda: host.remote.seats[1].name == "Bea", timeout=10000)
    guest_app.online.stop()                                    # it hosts nothing: its table closes
    qtbot.waitUntil(lambda: host.remote.seats[1].kind == "away", timeout=10000)
    host_app.online.stop()
    assert host_app.online.hosted is None and not host_app.online.windows

    # Both apps remember their seats, and the Join dialog only points to them: each takes their seat
    # back from the start screen's inbox (its line opened); the host's table comes back with its server.
    def only_by_code(dialog):
        assert dialog.findChild(QListWidget, "mineList") is None and dialog.mineLabel.isVisibleTo(dialog)
        assert "Your tables" in dialog.mineLabel.text()
        return dialog.DialogCode.Rejected
    monkeypatch.setattr(dialogs.JoinDialog, "exec", only_by_code)
    at("ann")
    host_app.online.join()
    assert not host_app.online.windows

    def open_mine(app: GoatMasterApp) -> None:
        (table,) = remembered_tables(app.settings, MY_TABLES_KEY)
        assert table["code"] == code
        app.online.go_back(table)                               # what opening the inbox's line does
        qtbot.waitUntil(lambda: bool(app.online.windows), timeout=15000)
    open_mine(host_app)
    assert host_app.online.hosted is not None and host_app.online.windows[0].remote.seat == 0
    assert host_app.online.hosted.port == port                  # (its server listens where it did)
    at("bea")
    open_mine(guest_app)
    assert guest_app.online.windows[0].remote.seat == 1 and guest_app.online.hosted is None
    for app in (host_app, guest_app):
        app.online.stop()
        app.start.close()


def hosting_app(qtbot, monkeypatch, game: str, name: str) -> GoatMasterApp:
    """An app that hosted a table of ``game`` from its start screen, as ``name``, on its own server
    on loopback; its window is open."""
    from goatmaster.app.online import dialogs, hosting
    monkeypatch.setattr(hosting.HostedServer, "__init__", _loopback_host(hosting.HostedServer.__init__))

    def host_chooses(dialog):
        dialog.gameBox.setCurrentIndex([g.name for g in dialog.games].index(game))
        dialog.nameEdit.setText(name)
        return dialog.DialogCode.Accepted
    monkeypatch.setattr(dialogs.HostDialog, "exec", host_chooses)
    app = GoatMasterApp(worker_factory=idle_worker)
    app.host_table()
    qtbot.waitUntil(lambda: bool(app.online.windows), timeout=15000)
    return app


def _loopback_host(init):
    """The app's hosted server, listening on loopback only (on a free port; started again, on the port
    it listened on), its AI searching in-process."""
    def loopback(self, data, host="0.0.0.0", port=8765, **more):
        init(self, data, host="127.0.0.1", port=0 if port == 8765 else port, ai_processes=0, iterations=5,
             entropy=random.Random(7))
    return loopback


def test_seat_an_ai_is_offered_only_while_a_seat_is_open_or_its_away_player_has_no_ai_yet(qtbot, hosted):
    url = f"ws://127.0.0.1:{hosted.port}"
    host = open_table(qtbot, url, p.Create(game="meadow", seats=[ME, OPEN], name="Ann"))
    assert host.fillButton.isEnabled()                      # seat 2 is open
    guest = open_table(qtbot, url, p.Claim(code=host.remote.code, name="Bea"))
    qtbot.waitUntil(lambda: host.remote.seats[1].kind == "human", timeout=10000)
    assert not host.fillButton.isEnabled()                  # everyone is here
    guest.close()
    qtbot.waitUntil(lambda: host.remote.seats[1].kind == "away", timeout=10000)
    assert host.fillButton.isEnabled() and host.levelBox.isEnabled()
    host.fillButton.click()
    qtbot.waitUntil(lambda: host.remote.seats[1].standing_in, timeout=10000)
    assert "an AI plays" in host.seatList.item(1).text()
    assert not host.fillButton.isEnabled() and not host.levelBox.isEnabled()
    host.close()


def test_a_table_from_a_saved_game_says_who_opened_it_and_waits_for_every_player_to_agree(qtbot, hosted):
    from net_bots import rows_save
    url = f"ws://127.0.0.1:{hosted.port}"
    host = open_table(qtbot, url, p.Create(game="rows", seats=[ME, OPEN, p.SeatPlan(kind="ai", level="easy")],
                                           name="Ann", save=rows_save()))
    guest = open_table(qtbot, url, p.Claim(code=host.remote.code, name="Bea"))
    qtbot.waitUntil(lambda: host.remote.seats[1].kind == "human", timeout=10000)
    step = hosted.server.tables[host.remote.code].step
    for window in (host, guest):
        assert "saved game Ann opened: Ann may know the cards" in window.savedNotice.text()
        assert "every player has agreed" in window.savedNotice.text() and not window.remote.started
        assert not window.savedNotice.isHidden()
    assert host.agreeButton.isHidden() and not guest.agreeButton.isHidden()       # Ann agreed by opening it
    assert hosted.server.tables[host.remote.code].step == step              # nothing is played before
    guest.agreeButton.click()
    qtbot.waitUntil(lambda: host.remote.started and guest.remote.started, timeout=10000)
    assert guest.agreeButton.isHidden() and "agreed" not in guest.savedNotice.text()
    assert "Ann may know the cards" in guest.savedNotice.text()             # the truth stays told
    for window in (host, guest):
        window.close()


def test_a_fault_inside_the_hosted_server_is_logged_and_told_to_the_host(qtbot, tmp_path, monkeypatch):
    """The server catches its own faults so the tables go on; the host's app writes them to its log,
    traceback and all, and says so, as it does for a fault of its own."""
    import logging

    from goatmaster.app.platform import fault_report
    from goatmaster.net.server import TableServer
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(fault_report, "_shown", [])
    monkeypatch.setattr(fault_report._log, "handlers", [])             # a log file in tmp_path
    monkeypatch.setattr(logging.getLogger("goatmaster.net"), "handlers", [])

    def broken(self, client, message):
        raise RuntimeError("a bug in the server")
    monkeypatch.setattr(TableServer, "_handle", broken)
    server = HostedServer(tmp_path / "tables", host="127.0.0.1", port=0, ai_processes=0, iterations=5,
                          entropy=random.Random(5))
    server.start()
    try:
        opener = TableOpener(f"ws://127.0.0.1:{server.port}", p.Create(game="meadow", seats=[ME, OPEN], name="Ann"),
                             worker_factory=idle_worker)
        with qtbot.waitSignal(opener.failed, timeout=15000) as failed:
            opener.start()
        assert "RuntimeError" in failed.args[0]
        qtbot.waitUntil(lambda: bool(fault_report._shown) and fault_report._shown[0].isVisible(), timeout=5000)
    finally:
        server.stop()
    box, = fault_report._shown
    assert "table server" in box.text() and fault_report.LOG_NAME in box.text()
    box.close()
    for handler in fault_report._log.handlers:
        handler.close()
    log = (tmp_path / fault_report.LOG_NAME).read_text(encoding="utf-8")
    assert "RuntimeError: a bug in the server" in log and "Traceback" in log


@pytest.mark.parametrize("answer", [
    '{"type": "error", "v": 1, "code": "version", "message": "this server speaks version 1 of the protocol"}',
    '{"type": "joined", "v": 1, "code": "ABCDEF", "game": "rows", "seat": null}',
])
def test_a_server_of_another_version_is_said_in_the_players_words_when_joining(qtbot, answer):
    """A server of another protocol version refuses the join (or answers in its own version): the
    player is told in words that the server runs another version, not a decoder's English."""
    import threading

    from PySide6.QtCore import QCoreApplication
    from websockets.sync.server import serve

    from goatmaster.app.online.words import WORDS

    def old_server(socket) -> None:
        for _ in socket:
            socket.send(answer)

    with serve(old_server, "127.0.0.1", 0) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        port = server.socket.getsockname()[1]
        opener = TableOpener(f"ws://127.0.0.1:{port}", p.Watch(code="ABCDEF"), worker_factory=idle_worker)
        with qtbot.waitSignal(opener.failed, timeout=15000) as failed:
            opener.start()
        server.shutdown()
        thread.join(5)
    assert failed.args[0] == QCoreApplication.translate("TableWords", WORDS["version"])

def test_a_table_held_by_a_server_offers_what_its_model_can_do_and_no_more(qtbot, hosted):
    """The window asks its model what it can do: a remote model can neither take decisions back nor
    show another game, so there is no Undo or Redo (menu or button) and no review; the seat's own
    decisions are counted, not stored as actions the server never sent."""
    window = open_table(qtbot, f"ws://127.0.0.1:{hosted.port}", p.Create(game="rows", seats=[ME, AI], name="Ann"))
    model = window.remote
    assert not isinstance(model, Rewindable) and not isinstance(model, Replayable)
    assert not any(window.findChild(QAction, name).isVisible() for name in ("actionUndo", "actionRedo"))
    assert window.findChild(QToolButton, "undoButton") is None and window.findChild(QToolButton, "redoButton") is None
    assert window.findChild(QToolButton, "hintButton") is not None and not window.can_review()
    window.start_replay(model.saved)                    # nothing to show it with: the table stays
    assert window.replay_of is None and not window.replay_bar.isVisible()
    assert model.decisions == 0
    Player(window, 5)
    qtbot.waitUntil(lambda: model.decisions >= 2, timeout=20000)
    assert model.turns_played() == model.world.turn


def test_the_table_dock_shows_the_time_left_on_a_turn_based_tables_running_clock(qtbot, hosted, qapp):
    url = f"ws://127.0.0.1:{hosted.port}"
    pace = p.Pace(kind="turn-based", turn=3 * 86400)
    try:
        i18n.install_translators(qapp, "en")
        host = open_table(qtbot, url, p.Create(game="meadow", seats=[ME, OPEN], name="Ann", pace=pace))
        mover = host.remote.state.current_player()
        assert host.remote.clocks is not None
        lines = [host.seatList.item(seat).text() for seat in range(2)]
        assert lines[mover].endswith("— 3 days left") and "left" not in lines[1 - mover], lines
        said = {}
        for language in ("en", "fr", "de"):
            i18n.install_translators(qapp, language)
            said[language] = [host._time_left(seconds) for seconds in (3 * 86400, 5 * 3600, 61, 60)]
        assert said == {"en": ["3 days left", "5 hours left", "2 minutes left", "1 minute left"],
                        "fr": ["3 jours restants", "5 heures restantes", "2 minutes restantes", "1 minute restante"],
                        "de": ["noch 3 Tage", "noch 5 Stunden", "noch 2 Minuten", "noch 1 Minute"]}
        host.close()
    finally:
        i18n.install_translators(qapp, "en")
    live = open_table(qtbot, url, p.Create(game="meadow", seats=[ME, OPEN], name="Bea"))
    assert live.remote.clocks is None and "left" not in live.seatList.item(0).text()
    live.close()


@pytest.mark.parametrize("game", ["meadow", "goat-master"])
def test_the_other_players_last_turn_is_marked_on_a_table_held_by_a_server(qtbot, hosted, game):
    """At home the table marks what the last turn did (Meadow Dice: the cells marked; Goat Master:
    the card played and the card taken); at a table held by a server it must too, on the table of
    the player who made the turn and on the other's.  Meadow Dice read its marks from the local
    match's state, which a remote world does not carry, so online it marked nothing."""
    url = f"ws://127.0.0.1:{hosted.port}"
    ann = open_table(qtbot, url, p.Create(game=game, seats=[ME, OPEN], name="Ann"))
    bea = open_table(qtbot, url, p.Claim(code=ann.remote.code, name="Bea"))
    for window in (ann, bea):
        window.set_animation_speed(0.0)
    Player(ann, 4)                                  # Ann plays her first turn; Bea waits, so it stays her last
    qtbot.waitUntil(lambda: all(w.remote.world.current_player() == 1 and w.remote.step == ann.remote.step > 0
                                for w in (ann, bea)), timeout=20000)
    for window in (ann, bea):
        scene, events = window.table.scene, window.model.saved.game.events
        if game == "meadow":
            marked = {event.cell for event in events if type(event).__name__ == "CellMarked" and event.seat == 0}
            assert marked, "Ann's first turn marks a cell"
            assert {mark.cell for mark in scene.marks if mark.fresh} == marked, window.remote.seat
        else:
            played = [event.card for event in events if type(event).__name__ == "CardPlayed" and event.seat == 0]
            assert len(played) == 1
            assert scene.cards[played[0]].last_turn_seat == 0, window.remote.seat
    for window in (ann, bea):
        window.close()
