"""The inbox of the player's tables on every server, its nudges, and the player key.

The servers are a fake :class:`InboxSource` that answers what a test tells it (the server's side
of ``Status`` is another piece of work); the transport is tested against a small WebSocket
server on loopback that answers as the protocol says.  The notifier is a fake: a virtual
display has no system tray.
"""

from __future__ import annotations

import asyncio
import errno
import json
import socket
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible

from goatmaster.app.online import inbox as inbox_module
from goatmaster.app.online.inbox import Inbox, InboxSource, NoAnswer, WebSocketInbox, ask_server
from goatmaster.app.online.nudge import Notifier
from goatmaster.app.online.tables import MY_TABLES_KEY, Tables, store_tables
from goatmaster.app.player_data.stored_settings import PLAYER_KEY, player_key, remembered_tables
from goatmaster.app.shell.start_screen import StartScreen
from goatmaster.net import protocol as p

from test_accessibility import unnamed_interactive

ANN, BEA, CID = (p.SeatInfo(name=name, kind="human") for name in ("Ann", "Bea", "Cid"))
ME = p.SeatInfo(name="Me", kind="human")
SERVER_A, SERVER_B = "ws://127.0.0.1:7001", "wss://tables.example.org"


class FakeSource(InboxSource):
    """Records each question; answers only when the test says."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, list[str]]] = []

    def ask(self, url: str, tokens: list[str]) -> None:
        self.asked.append((url, list(tokens)))

    def answer(self, url: str, *tables: p.TableStatus) -> None:
        self.answered.emit(url, p.Inbox(tables=list(tables)))


class FakeNotifier(Notifier):
    def __init__(self, available: bool = True) -> None:
        super().__init__()
        self.shown_texts: list[tuple[str, str]] = []
        self._available = available

    def available(self) -> bool:
        return self._available

    def notify(self, title: str, text: str, token: str) -> None:
        self.shown_texts.append((text, token))


def token(name: str) -> str:
    return f"token-of-{name}-".ljust(24, "x")


def seat(name: str, url: str, game: str = "rows", code: str = "ABCDEF") -> dict:
    return {"url": url, "code": code, "token": token(name), "game": game, "title": f"{game}, table {code}",
            "hosted": "no"}


def status(name: str, *, mine: bool, step: int = 4, seats=(ME, ANN, BEA), game: str = "rows",
           left: int | None = 3600 * 5, over: bool = False, known: bool = True) -> p.TableStatus:
    if not known:
        return p.TableStatus(token=token(name), known=False)
    return p.TableStatus(token=token(name), known=True, code="ABCDEF", game=game, seat=0, seats=list(seats),
                         waiting=[0] if mine else [1], seconds_left=left if mine else None, step=step, over=over,
                         pace=p.Pace(kind="turn-based", turn=86400), actor=2 if mine else 0)


@pytest.fixture(autouse=True)
def english(qapp):
    """The English plural forms ("1 day left", "2 days left") come from the English translator."""
    from goatmaster import i18n
    i18n.install_translators(qapp, "en")


@pytest.fixture
def settings(tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    yield store
    store.sync()


@pytest.fixture
def parts(qtbot, settings):
    source, notifier = FakeSource(), FakeNotifier()
    store_tables(settings, [seat("one", SERVER_A), seat("two", SERVER_A, "meadow"), seat("three", SERVER_B)])
    made = Inbox(settings, source, notifier, wait_ms=60_000)
    yield made, source, notifier
    made.stop()


def test_one_question_per_server_and_your_move_first(parts):
    inbox, source, notifier = parts
    inbox.poll()
    assert sorted(source.asked) == [(SERVER_A, [token("one"), token("two")]), (SERVER_B, [token("three")])]
    inbox.poll()                        # a server still being asked is not asked again
    assert len(source.asked) == 2
    source.answer(SERVER_A, status("one", mine=False), status("two", mine=True, game="meadow"))
    source.answer(SERVER_B, status("three", mine=True, left=600, seats=(ME, CID)))
    rows = inbox.rows
    assert [row.token for row in rows] == [token("three"), token("two"), token("one")]   # the least time first
    assert [row.your_move for row in rows] == [True, True, False]
    assert rows[0].headline() == "Goal Rows with Cid" and rows[0].standing() == "Your move · 10 minutes left"
    assert rows[1].headline() == "Meadow Dice with Ann and Bea"
    assert rows[2].standing() == "Waiting for Ann" and rows[2].last() == "Last: you played."
    assert rows[1].last() == "Last: Bea played."
    assert inbox.your_moves == 2


def test_the_nudge_is_shown_once_per_move(parts):
    inbox, source, notifier = parts
    inbox.poll()
    source.answer(SERVER_A, status("one", mine=True, step=4), status("two", mine=False))
    assert notifier.shown_texts == [("Your move in Goal Rows with Ann and Bea", token("one"))]
    for _ in range(2):                  # the next polls find the same move: no nudge
        inbox.poll()
        source.answer(SERVER_A, status("one", mine=True, step=4), status("two", mine=False))
    assert len(notifier.shown_texts) == 1
    # Nor after the app started again: the move nudged is kept with the player's settings.
    again = Inbox(inbox.settings, source, notifier)
    again.poll()
    source.answer(SERVER_A, status("one", mine=True, step=4), status("two", mine=False))
    assert len(notifier.shown_texts) == 1
    # The next move of the player's is news again.
    source.answer(SERVER_A, status("one", mine=True, step=9), status("two", mine=False))
    assert notifier.shown_texts[1:] == [("Your move in Goal Rows with Ann and Bea", token("one"))]


def test_nudges_off_for_one_table_and_for_all(parts, settings):
    inbox, source, notifier = parts
    inbox.set_quiet(token("one"), True)
    inbox.poll()
    source.answer(SERVER_A, status("one", mine=True), status("two", mine=True, game="meadow"))
    assert [text for text, _ in notifier.shown_texts] == ["Your move in Meadow Dice with Ann and Bea"]
    assert [row.quiet for row in inbox.rows if row.token == token("one")] == [True]
    settings.setValue(inbox_module.NUDGES_KEY, "false")         # as an INI file gives it back
    source.answer(SERVER_A, status("one", mine=True, step=7), status("two", mine=True, step=7))
    assert len(notifier.shown_texts) == 1
    inbox.set_quiet(token("one"), False)
    settings.setValue(inbox_module.NUDGES_KEY, True)
    source.answer(SERVER_A, status("one", mine=True, step=8), status("two", mine=False))
    assert notifier.shown_texts[-1] == ("Your move in Goal Rows with Ann and Bea", token("one"))


def test_without_a_tray_nothing_is_notified_and_the_start_screen_says_it(qtbot, settings):
    source, notifier = FakeSource(), FakeNotifier(available=False)
    store_tables(settings, [seat("one", SERVER_A)])
    inbox = Inbox(settings, source, notifier)
    page = StartScreen()
    qtbot.addWidget(page)
    inbox.changed.connect(lambda: page.set_inbox(inbox.rows))
    inbox.poll()
    assert page.windowTitle() == "Goat Master"
    source.answer(SERVER_A, status("one", mine=True))
    assert notifier.shown_texts == []
    assert page.windowTitle() == "Goat Master (your move)"
    assert page.inboxList.count() == 1 and page.inboxList.item(0).font().bold()
    assert page.inboxList.item(0).text().startswith("Goal Rows with Ann and Bea\nYour move")


def test_a_server_that_does_not_answer_shows_as_such(qtbot, settings):
    source, notifier = FakeSource(), FakeNotifier()
    store_tables(settings, [seat("one", SERVER_A), seat("three", SERVER_B)])
    inbox = Inbox(settings, source, notifier, wait_ms=50)
    inbox.poll()
    source.answer(SERVER_B, status("three", mine=True))             # server A never answers
    with qtbot.waitSignal(inbox.changed, timeout=5000):
        pass
    rows = {row.token: row for row in inbox.rows}
    assert rows[token("one")].standing() == "The server does not answer"
    assert rows[token("three")].your_move and inbox.rows[0].token == token("three")
    inbox.poll()                        # asked again at the next poll; a refusal's words are kept
    assert [url for url, _ in source.asked].count(SERVER_A) == 2
    source.answered.emit(SERVER_A, NoAnswer("connection refused"))
    assert rows[token("one")].table == inbox.rows[-1].table
    assert inbox.rows[-1].standing() == "The server does not answer (connection refused)"


def test_a_server_of_another_version_is_named_as_such_not_as_garbage(parts):
    inbox, source, notifier = parts
    inbox.poll()
    source.answered.emit(SERVER_B, NoAnswer("this client speaks version 1, the server version 9", unreadable="version"))
    row = next(row for row in inbox.rows if row.token == token("three"))
    assert row.standing() == "The table server runs another version of Goat Master."


def test_a_server_says_nothing_of_a_seat_it_was_not_asked_about(parts):
    inbox, source, notifier = parts
    inbox.poll()
    source.answer(SERVER_B, status("one", mine=True), status("three", mine=False))
    assert [row.token for row in inbox.rows if row.status is not None] == [token("three")]
    assert notifier.shown_texts == []


def test_finished_tables_are_kept_a_week_then_dropped(parts, settings, monkeypatch):
    inbox, source, notifier = parts
    inbox.poll()
    source.answer(SERVER_A, status("one", mine=False, over=True), status("two", known=False, mine=False))
    assert [row.ended for row in inbox.rows] == [False, True, True]
    assert all("ended" in t for t in remembered_tables(settings, MY_TABLES_KEY) if t["url"] == SERVER_A)
    inbox.poll()
    assert len(remembered_tables(settings, MY_TABLES_KEY)) == 3
    later = time.time() + inbox_module.KEEP_ENDED_S + 60
    monkeypatch.setattr(inbox_module.time, "time", lambda: later)
    inbox.poll()
    assert [t["token"] for t in remembered_tables(settings, MY_TABLES_KEY)] == [token("three")]


def test_the_player_key_is_made_once_and_kept(settings):
    key = player_key(settings)
    assert len(key) >= 32 and p.read_client(p.write(p.Claim(code="ABCDEF", name="Ann", key=key))).key == key
    assert player_key(settings) == key
    settings.setValue(PLAYER_KEY, "short")                          # a damaged settings file
    fresh = player_key(settings)
    assert fresh != key and len(fresh) >= 32 and player_key(settings) == fresh


class FakeOpener:
    """Stands in for a connection to a table: records the first message."""
    made: list["FakeOpener"] = []

    def __init__(self, url, message, address, worker_factory, parent, seen=None) -> None:
        from PySide6.QtCore import QObject, Signal

        class Signals(QObject):
            opened = Signal(object)
            failed = Signal(str)
        self.signals = Signals()
        self.opened, self.failed = self.signals.opened, self.signals.failed
        self.url, self.message, self.address = url, message, address
        FakeOpener.made.append(self)

    def start(self) -> None:
        pass

    def deleteLater(self) -> None:
        pass


@pytest.fixture
def openers(monkeypatch):
    FakeOpener.made = []
    monkeypatch.setattr("goatmaster.app.online.opening.TableOpener", FakeOpener)
    return FakeOpener.made


def test_claims_and_new_tables_carry_the_player_key(qtbot, settings, openers):
    from PySide6.QtWidgets import QWidget
    front = QWidget()
    qtbot.addWidget(front)
    tables = Tables(settings, None, lambda: front)
    tables.sit(SERVER_B, p.Claim(code="ABCDEF", name="Ann"))
    tables.sit(SERVER_B, p.Create(game="rows", seats=[p.SeatPlan(kind="me")], name="Ann"))
    tables.sit(SERVER_B, p.Rejoin(code="ABCDEF", token=token("one")))
    key = player_key(settings)
    assert [getattr(opener.message, "key", None) for opener in openers] == [key, key, None]
    assert player_key(settings) == key


@pytest.fixture
def gm(qtbot, tmp_path, monkeypatch, openers):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    from goatmaster.app.shell.application import GoatMasterApp
    source, notifier = FakeSource(), FakeNotifier()
    made = GoatMasterApp(inbox_source=source, notifier=notifier)
    store_tables(made.settings, [seat("one", SERVER_A, code="QBCDEF"), seat("three", SERVER_B, code="RSTUVW")])
    made._start_inbox()
    yield made, source, notifier
    assert made.inbox is not None
    made.inbox.stop()
    made.start.close()


def test_clicking_the_nudge_takes_the_seat_back(gm, openers):
    app, source, notifier = gm
    source.answer(SERVER_B, status("three", mine=True))
    assert notifier.shown_texts == [("Your move in Goal Rows with Ann and Bea", token("three"))]
    notifier.clicked.emit(token("three"))
    assert [(o.url, o.message) for o in openers] == [(SERVER_B, p.Rejoin(code="RSTUVW", token=token("three")))]


def test_the_start_screen_lists_the_tables_and_opens_one(gm, openers, qtbot):
    app, source, notifier = gm
    page = app.start
    page.show()
    source.answer(SERVER_A, status("one", mine=False))
    source.answer(SERVER_B, status("three", mine=True))
    assert page.inboxPanel.isVisible() and page.inboxList.count() == 2
    assert page.inboxList.item(0).data(Qt.ItemDataRole.UserRole) == token("three")
    page.inboxList.setCurrentRow(1)
    page.inboxList.itemActivated.emit(page.inboxList.item(1))
    assert [o.message for o in openers] == [p.Rejoin(code="QBCDEF", token=token("one"))]
    asked = len(source.asked)
    page.inboxCheck.click()
    assert len(source.asked) == asked + 2
    assert unnamed_interactive(QAccessible.queryAccessibleInterface(page)) == []


def test_the_settings_dialog_turns_every_nudge_off(qtbot, settings):
    from goatmaster.app.shell.settings_dialog import SettingsDialog
    dialog = SettingsDialog(None, settings)
    qtbot.addWidget(dialog)
    assert dialog.nudgesCheck.isChecked() and inbox_module.nudges(settings)
    dialog.nudgesCheck.setChecked(False)
    dialog.accept()
    assert not inbox_module.nudges(settings)


# ---------------------------------------------------------------- the transport, on loopback

@pytest.fixture
def status_server():
    """A WebSocket server on loopback that answers each Status as the protocol says (every seat
    it has is "your move" at step 3), and counts the questions."""
    from websockets.asyncio.server import serve
    questions: list[list[str]] = []
    ready = threading.Event()
    loop = asyncio.new_event_loop()
    holder: dict = {}

    async def answer(socket) -> None:
        async for data in socket:
            message = p.read_client(data)
            assert isinstance(message, p.Status)
            questions.append(message.tokens)
            if message.tokens[0].startswith("garbage"):
                await socket.send("{not json")
                continue
            if message.tokens[0].startswith("refused"):
                await socket.send(p.write(p.Error(code="limit", message="full")).decode())
                continue
            if message.tokens[0].startswith("hangs-up"):
                await socket.close()
                return
            await socket.send(p.write(p.Inbox(tables=[
                p.TableStatus(token=t, known=not t.startswith("unknown"), seat=0 if not t.startswith("unknown")
                              else None, waiting=[0], step=3) for t in message.tokens])).decode())

    async def main() -> None:
        async with serve(answer, "127.0.0.1", 0) as server:
            holder["port"] = server.sockets[0].getsockname()[1]
            holder["stop"] = asyncio.Event()
            ready.set()
            await holder["stop"].wait()

    thread = threading.Thread(target=lambda: loop.run_until_complete(main()), daemon=True)
    thread.start()
    assert ready.wait(10)
    yield f"ws://127.0.0.1:{holder['port']}", questions
    loop.call_soon_threadsafe(holder["stop"].set)
    thread.join(10)


def test_one_connection_asks_for_every_seat_in_questions_of_at_most_fifty(status_server):
    url, questions = status_server
    tokens = [f"seat-{k:03d}".ljust(20, "x") for k in range(p.MAX_INBOX + 10)] + ["unknown".ljust(20, "x")]
    answer = asyncio.run(asyncio.wait_for(ask_server(url, tokens), 20))
    assert [len(q) for q in questions] == [p.MAX_INBOX, 11]
    assert [t.token for t in answer.tables] == tokens and not answer.tables[-1].known


def test_the_real_source_answers_from_its_thread_without_freezing(qtbot, status_server):
    url, questions = status_server
    source = WebSocketInbox()
    with qtbot.waitSignal(source.answered, timeout=20000) as heard:
        source.ask(url, [token("one")])
    assert heard.args[0] == url and isinstance(heard.args[1], p.Inbox)
    assert [(t.token, t.waiting, t.step) for t in heard.args[1].tables] == [(token("one"), [0], 3)]
    # Nothing listens here: the words of why, not an exception and not a hang.
    with qtbot.waitSignal(source.answered, timeout=20000) as refused:
        source.ask("ws://127.0.0.1:9", [token("one")])
    assert refused.args[0] == "ws://127.0.0.1:9" and isinstance(refused.args[1], NoAnswer) and refused.args[1].detail


def test_remembered_seats_keep_a_hundred_and_read_back_their_end(settings):
    store_tables(settings, [dict(seat(f"s{k}", SERVER_A), ended="1700000000") for k in range(120)])
    kept = remembered_tables(settings, MY_TABLES_KEY)
    assert len(kept) == 100 and kept[0]["ended"] == "1700000000"
    settings.setValue(MY_TABLES_KEY, json.dumps([dict(seat("x", SERVER_A), ended="soon")]))
    assert "ended" not in remembered_tables(settings, MY_TABLES_KEY)[0]


def test_enter_on_a_table_takes_the_seat_back_and_nothing_else(gm, openers, qtbot):
    app, source, notifier = gm
    page = app.start
    page.show()
    source.answer(SERVER_B, status("three", mine=True))
    started = []
    page.newGame.connect(lambda: started.append("new game"))
    page.inboxList.setFocus()
    page.inboxList.setCurrentRow(0)
    qtbot.keyClick(page.inboxList, Qt.Key.Key_Return)
    assert [o.message for o in openers] == [p.Rejoin(code="RSTUVW", token=token("three"))] and started == []


def test_no_nudge_for_a_table_whose_window_is_open(parts):
    inbox, source, notifier = parts
    inbox.showing = lambda: {token("one")}
    inbox.poll()
    source.answer(SERVER_A, status("one", mine=True), status("two", mine=False))
    assert notifier.shown_texts == []
    inbox.showing = set
    source.answer(SERVER_A, status("one", mine=True), status("two", mine=False))
    assert notifier.shown_texts == []                   # the move was seen where it was made


def test_closing_the_last_window_offers_to_keep_a_hosted_table_over_days_running(gm, monkeypatch, qtbot):
    from PySide6.QtWidgets import QApplication, QMessageBox
    app, source, notifier = gm
    kept = []
    monkeypatch.setattr(notifier, "keep", lambda on: kept.append(on))

    class Running:
        running = True
    app.online.hosted = Running()       # type: ignore[assignment]
    app.online.hosts_turn_based = True
    try:
        source.answer(SERVER_A, status("one", mine=False))
        assert not QApplication.quitOnLastWindowClosed()
        asked = []
        monkeypatch.setattr(QMessageBox, "question",
                            lambda *args: asked.append(args[1]) or QMessageBox.StandardButton.Yes)
        app._last_window_closed()
        app._last_window_closed()       # the question's own box closing: not asked again
        assert asked == ["Keep Goat Master running?"] and kept == [True]
        app._come_back()
        assert app.start.isVisible()
    finally:
        app.online.hosted = None
        app.online.hosts_turn_based = False
        QApplication.setQuitOnLastWindowClosed(True)
    source.answer(SERVER_A, status("one", mine=False))
    assert QApplication.quitOnLastWindowClosed()


def played(game: str, players: int, seat: int) -> list:
    """The events of the first action of ``game``'s seeded deal that has any, as a server sends
    them to ``seat`` (the same words the table's Update would carry)."""
    import msgspec
    import random
    from goatmaster.core.game import CHANCE
    from goatmaster.core.registry import entry
    from goatmaster.net.online import ViewForm, online_of, write_events
    made = entry(game)
    match, rng, form = made.new_match(players, 5, None), random.Random(1), online_of(made)
    while True:
        state = match.state
        chance = state.current_player() == CHANCE
        events = match.apply_action(state.chance_outcome(rng) if chance else rng.choice(state.legal_actions()))
        if events and not chance:
            if isinstance(form, ViewForm):
                return msgspec.to_builtins(write_events(form, events, seat))
            return form.events_to_json(events, seat)


@pytest.mark.parametrize("game, words", [("rows", "Me plays "), ("goat-master", "Me plays "), ("meadow", "Me ")])
def test_the_last_thing_that_happened_in_the_log_s_own_words(parts, game, words):
    inbox, source, notifier = parts
    inbox.poll()
    seats = (ME, ANN, BEA) if game == "rows" else (ME, ANN)
    told = msgspec_replace(status("one", mine=False, game=game, seats=seats), events=played(game, len(seats), 0))
    source.answer(SERVER_A, told)
    line = next(row for row in inbox.rows if row.token == token("one")).last()
    assert line.startswith(words) and line.endswith(".") and "Last:" not in line, line


def test_events_this_app_cannot_read_are_told_as_who_played(parts):
    inbox, source, notifier = parts
    inbox.poll()
    for events in ([["NoSuchEvent", {}]], [["CardPlayed", {"seat": 99, "card": 1, "place": 0}]], ["garbage"]):
        source.answer(SERVER_A, msgspec_replace(status("one", mine=True), events=events))
        assert inbox.rows[0].last() == "Last: Bea played."


def msgspec_replace(status: p.TableStatus, **changes) -> p.TableStatus:
    import msgspec
    return msgspec.structs.replace(status, **changes)


def test_a_start_screen_made_anew_in_another_language_keeps_the_inbox(gm, qapp):
    from goatmaster import i18n
    from goatmaster.app.shell.settings_dialog import LANGUAGE_KEY
    app, source, notifier = gm
    source.answer(SERVER_B, status("three", mine=True))
    old, inbox = app.start, app.inbox
    app.settings.setValue(LANGUAGE_KEY, "fr")
    try:
        app.follow_language()
        assert app.start is not old and app.start.inboxList.count() == 2
        assert app.start.inboxList.item(0).text().startswith("Rangées d’objectifs avec Ann et Bea\nÀ toi de jouer")
        app._start_inbox()                  # the new start screen's first paint: the same inbox
        assert app.inbox is inbox
        asked = len(source.asked)
        app.start.inboxCheck.click()                    # (the first server is still being asked)
        assert source.asked[asked:] == [(SERVER_B, [token("three")])]
    finally:
        i18n.install_translators(qapp, "en")


def test_a_table_hosted_here_is_asked_only_while_its_server_runs(qtbot, settings):
    source, notifier = FakeSource(), FakeNotifier()
    store_tables(settings, [dict(seat("mine", "ws://127.0.0.1:8765"), hosted="yes"), seat("three", SERVER_B)])
    inbox = Inbox(settings, source, notifier)
    inbox.poll()
    assert source.asked == [(SERVER_B, [token("three")])]
    assert inbox.rows[0].standing() == "Hosted here: its server starts when you open it"
    inbox.hosting = lambda: True
    inbox.poll()
    assert source.asked[1:] == [("ws://127.0.0.1:8765", [token("mine")])]
    assert inbox.rows[0].standing() == "Asking the server…"


@pytest.mark.parametrize("first, why", [("garbage", NoAnswer("not JSON", unreadable="not-json")),
                                        ("refused", NoAnswer(refused=p.Error(code="limit", message="full"))),
                                        ("hangs-up", NoAnswer())])
def test_a_server_s_bad_answer_is_why_not_a_crash(qtbot, status_server, first, why):
    url, questions = status_server
    source = WebSocketInbox()
    with qtbot.waitSignal(source.answered, timeout=20000) as heard:
        source.ask(url, [first.ljust(20, "x")])
    answer = heard.args[1]
    assert isinstance(answer, NoAnswer) and (answer.unreadable, answer.refused) == (why.unreadable, why.refused)
    assert why.detail in answer.detail


@pytest.mark.parametrize("first, french, detail", [
    ("garbage", "Le serveur a envoyé quelque chose que cette application ne sait pas lire", "not JSON"),
    ("refused", "Le serveur de tables est plein", None),
    ("hangs-up", "Le serveur a fermé la connexion", None)])
def test_a_server_s_bad_answer_is_said_in_the_players_language(qtbot, qapp, settings, status_server,
                                                              first, french, detail):
    """A hostile server answers the inbox's question with garbage (or refuses, or hangs up): the row
    says what is wrong in French with the French translator loaded; only the raw detail of what
    could not be read (the reader's own words, for whoever looks into it) stays as it came."""
    from goatmaster import i18n
    url, _questions = status_server
    store_tables(settings, [dict(seat(first, url), token=first.ljust(24, "x"))])
    inbox = Inbox(settings, WebSocketInbox(), FakeNotifier(), wait_ms=20_000)
    i18n.install_translators(qapp, "fr")
    try:
        inbox.poll()
        qtbot.waitUntil(lambda: inbox.rows[0].down is not None, timeout=20_000)
        words = inbox.rows[0].standing()
    finally:
        inbox.stop()
        i18n.install_translators(qapp, "en")
    assert words.startswith(french), words
    if detail is None:
        assert "server" not in words and "answer" not in words, words
    else:
        assert detail in words
        told = words.replace(words[words.index(detail):], "")
        assert "server" not in told and "JSON" not in told, words


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_start_screen_with_an_inbox_fits_1024x700_with_nothing_cut(qtbot, qapp, language):
    """Beside the buttons, the inbox gives way on a small screen: no button's words are cut."""
    import sys
    from goatmaster import i18n
    from goatmaster.core.registry import entries
    from PySide6.QtWidgets import QAbstractButton, QLabel
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "docs"))
    from inbox_screenshots import rows
    i18n.install_translators(qapp, language)
    try:
        page = StartScreen(games=[game for game in entries() if game.table])
        qtbot.addWidget(page)
        page.resize(1024, 700)
        page.show()
        qtbot.waitExposed(page)
        page.set_inbox(rows())
        qtbot.waitUntil(lambda: page.inboxPanel.isVisible() and page.inboxPanel.width() >= 250)

        def settled() -> None:
            """The words whole (asked again until the layout settles: a fixed pause was short on a busy
            machine; a layout that never gives a button its words fails, naming it)."""
            for control in page.findChildren(QAbstractButton) + page.findChildren(QLabel):
                if control.isVisibleTo(page) and not (isinstance(control, QLabel) and control.wordWrap()):
                    assert control.width() >= control.sizeHint().width() - 1, control.text()
            assert page.inboxPanel.geometry().right() < page.panel.parentWidget().width() <= 1024 - 2 * 24
        qtbot.waitUntil(settled, timeout=5000)
    finally:
        i18n.install_translators(qapp, "en")


def test_the_apps_inbox_asks_a_real_table_server_and_tells_the_last_move_in_the_logs_words():
    """End to end on loopback: the app's question (one connection, every seat) to a real server
    holding a turn-based Goal Rows table and a forgotten one; the answer read, ordered and told as
    the start screen shows it."""
    from net_bots import run
    from test_net_inbox import _server, _stop, _table
    from goatmaster.app.online.inbox import WORDS

    async def scenario():
        server = await _server(":memory:")
        try:
            code, tokens, bots = await _table(server, game="rows")
            table = server.tables[code]
            mover, step = table.state.current_player(), table.step
            player = bots[mover]                # plays a card: the last move the inbox tells
            await player.until(lambda: player.table.step == step)
            await player.client.act(table.state.legal_actions()[0])
            await player.until(lambda: player.table.step > step)
            await _stop(bots)
            url = f"ws://127.0.0.1:{server.port}"
            answer = await asyncio.wait_for(ask_server(url, tokens + [token("gone")]), 20)
            return mover, server.tables[code].state.current_player(), answer.tables
        finally:
            await server.stop()
    mover, waiting, (ann, bea, gone) = run(scenario())
    assert (ann.known, bea.known, gone.known) == (True, True, False) and (ann.seat, bea.seat) == (0, 1)
    assert ann.waiting == bea.waiting == [waiting] and ann.actor == bea.actor == mover
    assert [ann, bea][waiting].seconds_left is not None and [ann, bea][1 - waiting].seconds_left is None
    name = ["Ann", "Bea"][mover]
    for status in (ann, bea):       # the card played, in the log's words, to each seat
        assert WORDS.news(status).startswith(f"{name} plays "), WORDS.news(status)


#: Words of the system's (and of websockets') English for a failed connection.
ENGLISH = {"server", "connection", "connect", "refused", "call", "failed", "errno", "answer", "running", "the"}


def test_a_refused_connection_is_said_in_the_players_language_the_systems_words_in_brackets(qtbot, qapp, settings):
    """Nothing listens at the server's loopback port: with the French translator loaded the row says so in
    French; the system's own words (English) are only the detail, in brackets after them."""
    import re
    from goatmaster import i18n
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))           # bound, not listening: a connection to it is refused
        url = f"ws://127.0.0.1:{closed.getsockname()[1]}"
        store_tables(settings, [seat("one", url)])
        inbox = Inbox(settings, WebSocketInbox(), FakeNotifier(), wait_ms=20_000)
        i18n.install_translators(qapp, "fr")
        try:
            inbox.poll()
            qtbot.waitUntil(lambda: inbox.rows[0].down is not None, timeout=20_000)
            down, words = inbox.rows[0].down, inbox.rows[0].standing()
        finally:
            inbox.stop()
            i18n.install_translators(qapp, "en")
    assert down is not None and down.detail and words.endswith(f" ({down.detail})"), words
    sentence = words[:-len(f" ({down.detail})")]
    assert sentence.startswith("Le serveur a refusé la connexion"), words
    assert not set(re.findall(r"[a-z]+", sentence.lower())) & ENGLISH, words


@pytest.mark.parametrize("error, failure", [
    (ConnectionRefusedError(111, "Connection refused"), "refused"),
    (TimeoutError(), "timeout"),
    (asyncio.TimeoutError(), "timeout"),
    (socket.gaierror(-2, "Name or service not known"), "no-host"),
    (OSError(errno.ENETUNREACH, "Network is unreachable"), "unreachable"),
    (OSError(errno.EHOSTUNREACH, "No route to host"), "unreachable"),
    (ConnectionResetError(104, "Connection reset by peer"), "closed"),
    (OSError(errno.EACCES, "Permission denied"), ""),
])
@pytest.mark.parametrize("language", ["fr", "de"])
def test_each_common_connection_failure_has_words_of_its_own(qapp, error, failure, language):
    """Refused, timed out, host not found or unreachable, closed: each said in the player's language (none
    the generic words), the system's words in brackets; another failure is the generic words."""
    from goatmaster import i18n
    from goatmaster.app.online.inbox import WORDS, failure_of
    assert failure_of(error) == failure
    i18n.install_translators(qapp, language)
    detail = str(error) or type(error).__name__           # as the inbox's asking thread keeps it
    try:
        said = WORDS.why_not(NoAnswer(detail, failure=failure_of(error)))
        generic = WORDS.why_not(NoAnswer())
    finally:
        i18n.install_translators(qapp, "en")
    assert said.endswith(f" ({detail})")
    assert (said[:-len(f" ({detail})")] == generic) == (failure == ""), said


def test_a_connection_closed_during_the_handshake_is_a_closed_connection():
    """websockets gives a server that hangs up before its answer as its own error, caused by an EOFError."""
    from websockets.exceptions import InvalidMessage
    from goatmaster.app.online.inbox import failure_of
    closed = InvalidMessage("did not receive a valid HTTP response")
    closed.__cause__ = EOFError("connection closed while reading HTTP status line")
    assert failure_of(closed) == "closed" and failure_of(InvalidMessage("bad status line")) == ""
