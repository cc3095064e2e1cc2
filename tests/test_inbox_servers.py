"""The app's inbox across two real table servers on loopback: the real ``WebSocketInbox`` asks
each server once, a table where it is the player's move is nudged once (not again at the next
poll), a new move of theirs is nudged again, a table where it is not their move never is, and the
nudge's click takes the seat back with its token.  The notifier is a fake (a virtual display has
no system tray); the servers run on an event loop of their own thread, their clocks injected."""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Coroutine, Iterator

import pytest

from goatmaster.app.online.inbox import WebSocketInbox
from goatmaster.app.online.tables import store_tables
from goatmaster.net import protocol as p
from goatmaster.net.server import TableServer
from net_bots import Bot
from test_inbox import FakeNotifier, english, openers  # noqa: F401  (fixtures)
from test_net_inbox import POKER, _server, _stop, _table

PASS, BET = 0, 1


class Loop:
    """An asyncio event loop on a thread of its own: the servers and their bots run there, the Qt
    event loop on the test's thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="test-servers", daemon=True)
        self.thread.start()

    def do(self, coroutine: Coroutine[Any, Any, Any], timeout: float = 60.0) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


@pytest.fixture
def servers() -> Iterator[tuple[Loop, list[TableServer]]]:
    loop = Loop()
    made: list[TableServer] = []
    try:
        for seed in (0, 1):
            made.append(loop.do(_server(":memory:", seed=seed)))
        yield loop, made
    finally:
        for server in made:
            loop.do(server.stop())
        loop.close()


async def _act(server: TableServer, code: str, token: str, action: int) -> None:
    """A person comes for their move: rejoins with their token, plays ``action`` and goes."""
    bot = await Bot(server, p.Rejoin(code=code, token=token), play=False, reconnect=False).start()
    await bot.until(lambda: bot.table.my_turn)
    step = bot.table.step
    await bot.client.act(action)
    await bot.until(lambda: bot.table.step > step)
    await bot.stop()


async def _sat(server: TableServer) -> tuple[str, list[str]]:
    code, tokens, bots = await _table(server)
    await _stop(bots)
    return code, tokens


def test_the_inbox_across_two_servers_nudges_once_per_move_and_opens_the_table(qtbot, tmp_path, monkeypatch,
                                                                               servers, openers):  # noqa: F811
    loop, (one, two) = servers
    urls = [f"ws://127.0.0.1:{server.port}" for server in (one, two)]
    # On the first server it is the player's move (the first to bet); on the second, Bea's (the
    # player sits second).
    code_one, tokens_one = loop.do(_sat(one))
    code_two, tokens_two = loop.do(_sat(two))
    mine = [tokens_one[0], tokens_two[1]]
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    from goatmaster.app.shell.application import GoatMasterApp
    source, notifier = WebSocketInbox(), FakeNotifier()
    answers: list[str] = []
    source.answered.connect(lambda url, answer: answers.append(url))
    app = GoatMasterApp(inbox_source=source, notifier=notifier)
    store_tables(app.settings, [
        {"url": url, "code": code, "token": token, "game": POKER, "title": f"{POKER}, table {code}", "hosted": "no"}
        for url, code, token in zip(urls, (code_one, code_two), mine)])
    try:
        app._start_inbox()                      # asks both servers now
        inbox = app.inbox
        assert inbox is not None
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=20_000)
        assert sorted(answers) == sorted(urls)
        assert {row.token: row.your_move for row in inbox.rows} == {mine[0]: True, mine[1]: False}
        assert [token for _, token in notifier.shown_texts] == [mine[0]]
        # The next poll finds the same move: no nudge.
        inbox.poll()
        qtbot.waitUntil(lambda: len(answers) == 4, timeout=20_000)
        assert len(notifier.shown_texts) == 1 and inbox.your_moves == 1
        # The player passes, Bea bets: the player's move again, at a new step: nudged again.
        loop.do(_act(one, code_one, mine[0], PASS))
        inbox.poll()
        qtbot.waitUntil(lambda: len(answers) == 6, timeout=20_000)
        assert inbox.your_moves == 0 and len(notifier.shown_texts) == 1
        loop.do(_act(one, code_one, tokens_one[1], BET))
        inbox.poll()
        qtbot.waitUntil(lambda: len(answers) == 8, timeout=20_000)
        assert [token for _, token in notifier.shown_texts] == [mine[0], mine[0]]
        # The nudge's click takes the seat back: a rejoin with that seat's token, at its server.
        notifier.clicked.emit(mine[0])
        assert [(o.url, o.message) for o in openers] == [(urls[0], p.Rejoin(code=code_one, token=mine[0]))]
    finally:
        if app.inbox is not None:
            app.inbox.stop()
        app.start.close()
