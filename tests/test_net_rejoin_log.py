"""A window opened again at a table (or back after a drop) holds the table's whole story in its
log, as its seat may see it, and tells what happened since the player last looked, with the
moves the AI made for them; through the app's hosted server on loopback."""

from __future__ import annotations

import json
import random
from typing import Optional

import pytest
from PySide6.QtCore import QTimer

from goatmaster.app.online.hosting import HostedServer
from goatmaster.app.online.opening import TableOpener
from goatmaster.app.online.window import OnlineGameWindow
from goatmaster.app.shell.selftest import idle_worker
from goatmaster.games.goal_rows.engine import events as ev
from goatmaster.net import protocol as p
from goatmaster.net import table as table_module
from test_net_windows import hosting_app

ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")


@pytest.fixture
def hosted(tmp_path):
    server = HostedServer(tmp_path / "tables", host="127.0.0.1", port=0, ai_processes=0, iterations=5,
                          entropy=random.Random(21))
    server.start()
    yield server
    server.stop()


def open_table(qtbot, url: str, message: p.Message, seen: Optional[int] = None) -> OnlineGameWindow:
    opener = TableOpener(url, message, worker_factory=idle_worker, seen=seen)
    with qtbot.waitSignal(opener.opened, timeout=15000) as opened:
        opener.start()
    window = opened.args[0]
    qtbot.addWidget(window)
    window.show()
    window.set_animation_speed(0.0)
    return window


class Player:
    """Plays a window's seat while ``playing``: a legal move whenever it is its turn."""

    def __init__(self, window: OnlineGameWindow, seed: int) -> None:
        self.window, self.rng, self.playing = window, random.Random(seed), True
        window.model.changed.connect(self._soon)
        window.model.reset.connect(self._soon)
        window.remote.problem.connect(lambda words: self._soon(200))
        self._soon()

    def _soon(self, ms: int = 0) -> None:
        QTimer.singleShot(ms, self._move)

    def _move(self) -> None:
        model = self.window.remote
        if self.playing and self.window.isVisible() and model.world.current_player() == model.seat \
                and not model.over and not model.waiting:
            self.window.session.human_decided(self.rng.choice(model.world.legal_actions()))


def _away_with_an_ai_playing_for_bea(qtbot, hosted, steps: int):
    """Ann hosts Goal Rows, Bea joins; both play, Bea closes her window, Ann seats an AI for her and
    plays on.  Ann's window, her player, Bea's token and the step Bea's window last showed."""
    url = f"ws://127.0.0.1:{hosted.port}"
    ann = open_table(qtbot, url, p.Create(game="rows", seats=[ME, OPEN], name="Ann"))
    bea = open_table(qtbot, url, p.Claim(code=ann.remote.code, name="Bea"))
    players = [Player(ann, 1), Player(bea, 2)]
    qtbot.waitUntil(lambda: bea.remote.step > 10, timeout=30000)
    players[1].playing = False
    token, seen = bea.remote.token, bea.remote.step
    bea.close()
    qtbot.waitUntil(lambda: ann.remote.seats[1].kind == "away", timeout=10000)
    ann.fillButton.click()
    qtbot.waitUntil(lambda: ann.remote.step > seen + steps or ann.remote.over, timeout=60000)
    return ann, players[0], token, seen


def test_a_player_opening_a_table_again_reads_its_whole_story_and_what_the_ai_did_for_them(qtbot, hosted):
    ann, player, token, seen = _away_with_an_ai_playing_for_bea(qtbot, hosted, 20)
    player.playing = False
    table = hosted.server.tables[ann.remote.code]
    # Bea comes back while Ann (who plays no more) is to act: the AI seated for Bea is between two
    # decisions of one turn for a moment, and would otherwise play on as Bea opens the table.
    qtbot.waitUntil(lambda: table.thinking_at is None and ann.remote.step == table.step
                    and (table.match.is_over or table.waiting() == [0]), timeout=30000)
    bea = open_table(qtbot, f"ws://127.0.0.1:{hosted.port}", p.Rejoin(code=ann.remote.code, token=token), seen=seen)
    qtbot.waitUntil(lambda: bea.summary.isVisible(), timeout=10000)
    # The whole story, in the log's own words, as Ann's window told it move by move (a Goal Rows
    # line never names a drawn card).
    assert bea.log.lines() == ann.log.lines() and len(bea.log.lines()) > 30
    shown = max(step for step, _ in bea.log.story)        # the snapshot's step: the story's last move
    made = sum(h.actor == 1 for h in table.story() if seen < h.step <= shown)
    assert made > 0 and bea.remote.played_for_me() == made
    assert bea.summary.text().startswith(f"Since you last looked, the AI made {made} move")
    told = bea.log.lines(bea.log.rows_through(seen))
    assert told and told[-1] in bea.summary.text() and bea.since_words() == "\n".join(told)
    # Bea's story shows her own draws and never Ann's card.
    draws = [e for _, _, events in bea.remote.missed for e in events if isinstance(e, ev.CardDrawn)]
    assert any(e.seat == 0 for e in draws) and all(e.card == -1 for e in draws if e.seat == 0)
    assert any(e.card >= 0 for e in draws if e.seat == 1)


def test_pages_of_the_story_arriving_while_the_game_goes_on_tell_each_move_once(qtbot, hosted, monkeypatch):
    monkeypatch.setattr(table_module, "PAST_BYTES", 300)      # many small pages, as for a long game
    pages: list = []
    past = table_module.OnlineTable.past
    monkeypatch.setattr(table_module.OnlineTable, "past", lambda table, seat, upto: pages.append(upto) or past(
        table, seat, upto))
    ann, player, token, seen = _away_with_an_ai_playing_for_bea(qtbot, hosted, 6)
    bea = open_table(qtbot, f"ws://127.0.0.1:{hosted.port}", p.Rejoin(code=ann.remote.code, token=token))
    Player(bea, 3)                              # she plays on at once, while the pages come in
    qtbot.waitUntil(lambda: ann.remote.over and bea.remote.over and bea.remote.step == ann.remote.step,
                    timeout=120000)
    assert len(pages) > 3 and bea.log.lines() == ann.log.lines()


def test_a_page_asked_for_before_a_new_snapshot_is_not_told(qtbot, hosted):
    ann, player, token, seen = _away_with_an_ai_playing_for_bea(qtbot, hosted, 2)
    player.playing = False
    model = ann.remote
    rows = ann.log.rowCount()
    stale = p.Past(upto=model.step + 5, moves=[p.PastMove(step=1, actor=0, events=[])], more=False)
    model._received(stale, None, [(1, 0, [ev.CardDrawn(0, 3)])])
    assert ann.log.rowCount() == rows


def test_the_app_keeps_the_last_step_each_seats_window_showed_and_going_back_starts_from_it(
        qtbot, tmp_path, monkeypatch):
    """Kept with the seat's token in the player's data (Your tables); a broken one is dropped."""
    from goatmaster.app.online.tables import MY_TABLES_KEY
    from goatmaster.app.player_data.stored_settings import remembered_tables

    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path / "ann"))
    app = hosting_app(qtbot, monkeypatch, "meadow", "Ann")
    window = app.online.windows[0]
    window.set_animation_speed(0.0)
    player = Player(window, 4)
    qtbot.waitUntil(lambda: window.remote.step >= 3, timeout=15000)
    player.playing = False
    step = window.remote.step
    window.close()
    kept, = remembered_tables(app.settings, MY_TABLES_KEY)
    assert kept["seen"] == str(step)

    app.online.go_back(kept)                # (the inbox's line opened)
    qtbot.waitUntil(lambda: bool(app.online.windows), timeout=15000)
    assert app.online.windows[0].remote.seen == step
    assert app.online.windows[0].remote.link._join == p.Rejoin(code=kept["code"], token=kept["token"], step=step)
    app.online.stop()
    app.start.close()
    for broken in ("-1", "12345678", 5, "3a"):
        app.settings.setValue(MY_TABLES_KEY, json.dumps([{**kept, "seen": broken}]))
        again, = remembered_tables(app.settings, MY_TABLES_KEY)
        assert "seen" not in again and again["token"] == kept["token"]


def test_a_window_back_after_a_drop_tells_what_happened_meanwhile(qtbot, hosted, monkeypatch):
    from goatmaster.net import client as client_module
    monkeypatch.setattr(client_module, "BACKOFF", (1.0,))      # back a second later: a move comes between
    url = f"ws://127.0.0.1:{hosted.port}"
    ann = open_table(qtbot, url, p.Create(game="rows", seats=[ME, OPEN], name="Ann"))
    bea = open_table(qtbot, url, p.Claim(code=ann.remote.code, name="Bea"))
    qtbot.waitUntil(lambda: ann.remote.seats[1].kind == "human", timeout=10000)
    table = hosted.server.tables[ann.remote.code]
    before = bea.remote.step
    states: list[str] = []
    bea.remote.connection.connect(states.append)
    link = bea.remote.link
    link._loop.call_soon_threadsafe(lambda: link._loop.create_task(link._client.drop()))
    qtbot.waitUntil(lambda: "reconnecting" in states, timeout=10000)
    ann.session.human_decided(random.Random(5).choice(ann.remote.world.legal_actions()))
    qtbot.waitUntil(lambda: table.step > before, timeout=10000)
    qtbot.waitUntil(lambda: bea.summary.isVisible(), timeout=15000)
    assert bea.remote.seen == before and bea.remote.step == table.step
    assert bea.summary.text().startswith("Since you last looked:")
    assert bea.log.lines() == ann.log.lines() and bea.log.lines()[-1] in bea.summary.text()


def test_a_goat_master_story_names_the_card_a_marker_went_on_though_a_dog_moved_it_since(
        qtbot, hosted, monkeypatch):
    """R17, R18: the story a rejoining window reads before its snapshot is told as it happened,
    not in today's position: a marker's line names the card on its cell then, though a dog has
    swapped that card away since."""
    from goatmaster.games.goat_master.engine import events as gm
    from goatmaster.games.goat_master.qt.log_text import card_name
    monkeypatch.setattr("goatmaster.games.goat_master.qt.consent_question.ask", lambda *args: True)
    url = f"ws://127.0.0.1:{hosted.port}"
    ann = open_table(qtbot, url, p.Create(game="goat-master", seats=[ME, OPEN], name="Ann"))
    bea = open_table(qtbot, url, p.Claim(code=ann.remote.code, name="Bea"))
    dogs: list = []
    ann.model.happened.connect(lambda event: dogs.append(event) if isinstance(event, gm.DogMoved) else None)
    players = [Player(ann, 1), Player(bea, 2)]
    qtbot.waitUntil(lambda: bool(dogs) or ann.remote.over, timeout=60000)
    for player in players:
        player.playing = False
    assert dogs, "no dog moved a marked card in the game"
    table = hosted.server.tables[ann.remote.code]
    qtbot.waitUntil(lambda: ann.remote.step == bea.remote.step == table.step, timeout=10000)
    # The markers as they went down: the server's game replayed, each told in the position of its time.
    replay, then = table.match.restart(), []
    for action in table.match.actions:
        for event in replay.apply_action(action) or ():
            if isinstance(event, gm.MarkersPlaced):
                then.append((event.seat, event.cells, [replay.state.cards[c] for c in event.cells]))
    assert any(table.state.cards[c] != card for _, cells, cards in then for c, card in zip(cells, cards))
    token = bea.remote.token
    bea.close()
    qtbot.waitUntil(lambda: ann.remote.seats[1].kind == "away", timeout=10000)
    bea = open_table(qtbot, url, p.Rejoin(code=ann.remote.code, token=token))
    qtbot.waitUntil(lambda: len(bea.log.lines()) >= len(ann.log.lines()), timeout=15000)
    told = [line for line in bea.log.lines() if " puts a marker on " in line or " puts markers on " in line]
    assert told == [f"{['Ann', 'Bea'][seat]} puts {'a marker' if len(cells) == 1 else 'markers'} on "
                    f"{', '.join(card_name(card) for card in cards)}." for seat, cells, cards in then]
    assert bea.log.lines() == ann.log.lines()
