"""A hostile client at the table server: names that hide or take another's, messages nested to
crash the decoder, binary frames, and floods of repeated messages.  Loopback only, bounded."""

from __future__ import annotations

import asyncio
import logging
import random

import pytest
from websockets.asyncio.client import connect

from goatmaster.net import protocol as p
from goatmaster.net.table import unique_name
from net_bots import LOOPBACK, WAIT, Bot, create, rows_save, run, serving

POKER = "toy-poker"
ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")
V = p.VERSION
DEEP = '{"type": "create", "v": ' + str(V) + ', "game": "toy-poker", "name": "Ann", "seats": [{"kind": "me"}], ' \
       '"options": {"x": ' + "[" * 1000 + "]" * 1000 + "}}"


# ---------------------------------------------------------------------- names

@pytest.mark.parametrize("sent, shown", [
    (" Ann \n\t Lee  ", "Ann Lee"),                                   # spaces collapsed
    ("\u202eAnn\u200b\u2066", "Ann"),                                 # bidirectional controls, zero-width space
    ("e\u0301lise", "\u00e9lise"),                                    # NFC
    ("\U0001F468\u200d\U0001F469\u200d\U0001F467", "\U0001F468\u200d\U0001F469\u200d\U0001F467"),   # ZWJ kept
    ("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"),  # ZWNJ
    ("x" * 24, "x" * 24),
])
def test_a_name_is_shown_as_normalised(sent, shown):
    assert p.normal_name(sent) == shown


@pytest.mark.parametrize("sent, why", [
    ("\u202e\u200b \n\t", "none"), ("", "none"), ("\u3164\ufeff", "none"), ("\u0301", "none"),
    ("x" * 25, "at most 24"), ("\u200b".join("abcdefghijklmnopqrstuvwxyz"), "at most 24"),
])
def test_a_name_with_nothing_to_show_or_too_long_is_refused(sent, why):
    with pytest.raises(p.BadMessage, match=why) as refused:
        p.normal_name(sent)
    assert refused.value.code == "bad-name"


def test_a_name_taken_at_the_table_gets_a_number_whatever_its_case_or_width():
    assert unique_name("Ann", ["Bea"]) == "Ann"
    assert unique_name("ann", ["Ann"]) == "ann 2"
    assert unique_name("\uff21nn", ["Ann", "Ann 2"]) == "\uff21nn 3"            # fullwidth A
    assert unique_name("x" * 24, ["x" * 24]) == "x" * 22 + " 2"


def test_the_server_refuses_a_name_with_nothing_to_show_and_numbers_one_already_taken():
    async def scenario():
        async with serving() as server:
            bad = await Bot(server, create(POKER, [ME, OPEN], name="\u202e\u200b \n\t"), play=False,
                            reconnect=False).start()
            await bad.until(lambda: bad.errors)
            assert bad.errors[0].code == "bad-name" and not server.tables
            await bad.stop()
            host = await Bot(server, create(POKER, [ME, OPEN], name="\u202eAnn\u200b"), play=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            hider = await Bot(server, p.Claim(code=code, name="\u202e\u200b \n\t"), play=False,
                              reconnect=False).start()
            await hider.until(lambda: hider.errors)
            assert hider.errors[0].code == "bad-name" and hider.table.seat is None
            await hider.stop()
            twin = await Bot(server, p.Claim(code=code, name=" ANN\t"), play=False).start()
            await twin.until(lambda: twin.table.world is not None)
            await host.until(lambda: host.table.seats[1].kind == "human")
            assert [seat.name for seat in host.table.seats] == ["Ann", "ANN 2"]
            assert [seat.name for seat in twin.table.seats] == ["Ann", "ANN 2"]
            for bot in (host, twin):
                await bot.stop()
    run(scenario())


# ---------------------------------------------------------------------- bad input

def test_nesting_is_measured_before_decoding_and_brackets_inside_strings_do_not_count():
    assert p.depth("[" * 1000 + "]" * 1000) == 1000
    assert p.depth('{"a": "[[[[\\"[[", "b": [{}]}') == 3
    assert p.depth(b'[[1], {"x": "]]]"}]') == 2
    with pytest.raises(p.BadMessage) as refused:
        p.read_client(DEEP)
    assert refused.value.code == "too-deep"


async def answers(port: int, frames: list[str | bytes]) -> list[p.ServerMessage]:
    """What the server answers to each of ``frames``, sent by one raw connection."""
    got = []
    async with connect(f"ws://{LOOPBACK}:{port}", open_timeout=WAIT) as socket:
        for frame in frames:
            await socket.send(frame)
            got.append(p.read_server(await asyncio.wait_for(socket.recv(), WAIT)))
    return got


def test_each_kind_of_bad_input_gets_its_own_code():
    async def scenario():
        async with serving() as server:
            got = await answers(server.port, [
                DEEP, f'{{"type": "watch", "v": {V}, "code": "ABCDEF"}}'.encode(), "not json", '[1, 2]',
                f'{{"type": "fly", "v": {V}}}', f'{{"type": "claim", "v": {V}, "code": "ABCDEF", "name": 7}}',
                '{"type": "claim", "v": 9, "code": "ABCDEF", "name": "Ann"}',
                p.write(p.Claim(code="ABCDEF", name="Ann")).decode()])
            assert [(m.code if isinstance(m, p.Error) else m) for m in got] == [
                "too-deep", "binary", "not-json", "unknown-type", "unknown-type", "bad-field", "version",
                "no-table"]
            assert "32 deep" in got[0].message and "$.name" in got[5].message
    run(scenario())


def test_a_clients_bad_input_is_refused_to_it_alone_and_never_shown_as_a_fault_on_the_hosts_screen(
        qtbot, tmp_path, monkeypatch):
    """The host's fault box is for the server's own faults (test_net_windows.py), never for what
    a client sent."""
    from PySide6.QtCore import QCoreApplication

    from goatmaster.app.online.hosting import SERVER_LOG, HostedServer
    from goatmaster.app.platform import fault_report
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(fault_report, "_shown", [])
    monkeypatch.setattr(fault_report._log, "handlers", [])
    monkeypatch.setattr(logging.getLogger(SERVER_LOG), "handlers", [])
    told: list[str] = []
    monkeypatch.setattr(fault_report, "_show", told.append)
    logged: list[logging.LogRecord] = []

    class Kept(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            logged.append(record)
    server = HostedServer(tmp_path / "tables", host="127.0.0.1", port=0, ai_processes=0, iterations=5,
                          advertise=False, entropy=random.Random(7))
    server.start()
    logging.getLogger(SERVER_LOG).addHandler(Kept(logging.WARNING))
    try:
        got = asyncio.run(answers(server.port, [DEEP, DEEP, b"\x00\x01", DEEP, "[" * 40 + "]" * 40,
                                                p.write(p.Watch(code="ABCDEF")).decode()]))
    finally:
        server.stop()
    QCoreApplication.processEvents()            # a queued fault, if one was logged, is told now
    assert [m.code for m in got if isinstance(m, p.Error)] == ["too-deep", "too-deep", "binary", "too-deep",
                                                               "too-deep", "no-table"]
    assert not told and not fault_report._shown
    assert not logged, [record.getMessage() for record in logged]


# ---------------------------------------------------------------------- floods

class _Socket:
    remote_address = (LOOPBACK, 1)


def test_a_repeated_watch_sends_nothing_and_seat_changes_in_one_turn_are_told_once():
    """40 watchers sending ``watch`` 100 times each once made the server send 31,280 messages."""
    from goatmaster.net.server import _Client

    async def scenario():
        async with serving() as server:
            def person() -> _Client:
                client = _Client(_Socket(), LOOPBACK, server.limits)         # type: ignore[arg-type]
                server.clients[client.link] = client
                return client

            async def send(client: _Client, message: p.Message) -> None:
                server._deliver(await server._receive(client, p.write(message).decode()))

            def told(client: _Client) -> list[p.ServerMessage]:
                found = []
                while not client.outbox.empty():
                    data = client.outbox.get_nowait()
                    assert data is not None
                    found.append(p.read_server(data))
                return found

            host, watcher, guest = person(), person(), person()
            await send(host, create(POKER, [ME, OPEN]))
            await asyncio.sleep(0)                  # the end of this turn of the loop
            assert [type(m) for m in told(host)] == [p.Joined, p.Snapshot, p.Seats]
            code = server.tables[next(iter(server.tables))].code
            for _ in range(100):
                await send(watcher, p.Watch(code=code))
            await asyncio.sleep(0)
            assert [type(m) for m in told(watcher)] == [p.Joined, p.Snapshot]
            assert told(host) == []                 # a spectator changes no seat
            # A guest claims a seat and drops in the same turn: one Seats, as the seats are now.
            await send(guest, p.Claim(code=code, name="Bea"))
            server._gone(guest.link)
            await asyncio.sleep(0)
            seats = told(host)
            assert seats == told(watcher)[-1:] and len(seats) == 1 and isinstance(seats[0], p.Seats)
            assert [(s.name, s.kind) for s in seats[0].seats] == [("Host", "human"), ("Bea", "away")]
            # The watcher goes and comes back: no seat changed, no one is told.
            server._gone(watcher.link)
            await send(watcher, p.Watch(code=code))
            await asyncio.sleep(0)
            assert told(host) == [] and [type(m) for m in told(watcher)] == [p.Joined, p.Snapshot]
            for client in (host, watcher, guest):
                server._gone(client.link)
                del server.clients[client.link]
    run(scenario())


def test_a_connection_past_its_rate_is_told_once_and_its_flood_dropped_until_it_slows_down():
    from goatmaster.net.server import Limits, _Client

    async def scenario():
        async with serving(limits=Limits(rate=1e-6, burst=3)) as server:
            client = _Client(_Socket(), LOOPBACK, server.limits)
            answers = [[m.code for _, m in await server._receive(client, "not json")] for _ in range(10)]
            assert answers == [["not-json"]] * 3 + [["slow-down"]] + [[]] * 6
            client.tokens = 1.0                                               # it slowed down
            assert [m.code for _, m in await server._receive(client, "not json")] == ["not-json"]
            assert [m.code for _, m in await server._receive(client, "not json")] == ["slow-down"]
    run(scenario())


# ---------------------------------------------------------------------- a table dealt from a file

def test_a_table_from_a_saved_game_tells_everyone_who_opened_it_and_starts_once_every_player_agreed():
    """The host may have written the hands into the file (or seen them at hot seat): everyone who
    comes is told, and nothing is played before every person seated has agreed."""
    async def scenario():
        async with serving() as server:
            host = await Bot(server, create("rows", [ME, OPEN, p.SeatPlan(kind="ai", level="easy")], name="Ann",
                                            save=rows_save()), play=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            table = server.tables[code]
            assert host.table.opened_by == "Ann" and [s.agreed for s in host.table.seats] == [True, False, True]
            step = table.step
            guest = await Bot(server, p.Claim(code=code, name="Bea"), agree=False).start()
            watcher = await Bot(server, p.Watch(code=code), play=False).start()
            for bot in (guest, watcher):
                await bot.until(lambda: bot.table.world is not None)
                assert bot.table.opened_by == "Ann" and not bot.table.started
            await host.until(lambda: host.table.seats[1].kind == "human")
            # No one plays, the AI neither, until Bea agrees.
            await host.client.send(p.Act(step=step, action=host.table.world.legal_actions()[0]))
            await host.until(lambda: host.errors)
            assert host.errors[-1].code == "not-agreed" and table.step == step and table.ai_to_act() is None
            await watcher.client.send(p.Agree())
            await watcher.until(lambda: watcher.errors)
            assert watcher.errors[-1].code == "not-seated" and not table.started
            await guest.client.send(p.Agree())
            await host.until(lambda: host.table.started)
            host.play = True
            await host.move()
            for bot in (host, guest):
                await bot.until(lambda: bot.table.over, timeout=120)
            # A new deal is one no one has seen: no notice, nothing to agree.
            await host.client.send(p.Again())
            await host.until(lambda: not host.table.over)
            assert host.table.opened_by is None and host.table.started
            for bot in (host, guest, watcher):
                await bot.stop()
    run(scenario())


def test_a_table_from_a_saved_game_asks_again_after_a_restart_only_if_no_one_has_played(tmp_path):
    async def scenario():
        async with serving(str(tmp_path)) as server:
            host = await Bot(server, create("rows", [ME, OPEN, p.SeatPlan(kind="ai", level="easy")], name="Ann",
                                            save=rows_save()), play=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            await host.stop()
        async with serving(str(tmp_path)) as server:
            table = server._table(code)
            assert table.opened_by == "Ann" and [s.agreed for s in table.seats] == [True, False, True]
    run(scenario())


class _Shown:
    """An advertiser that keeps what it was asked to show on the LAN (nothing leaves the machine)."""

    def __init__(self) -> None:
        self.adverts: list = []

    async def start(self, port: int, host: str) -> None:
        pass

    async def stop(self) -> None:
        pass

    def show(self, advert) -> None:
        self.adverts.append(advert)

    def withdraw(self, code: str) -> None:
        pass


def test_a_table_from_a_saved_game_is_advertised_as_one():
    shown = _Shown()

    async def scenario():
        async with serving(advertiser=shown) as server:
            saved = await Bot(server, create("rows", [ME, OPEN, p.SeatPlan(kind="ai", level="easy")], name="Ann",
                                             save=rows_save()), play=False).start()
            fresh = await Bot(server, create(POKER, [ME, OPEN], name="Bea"), play=False).start()
            for bot in (saved, fresh):
                await bot.until(lambda: bot.table.world is not None)
            by_code = {advert.code: advert for advert in shown.adverts}
            assert by_code[saved.table.code].saved and by_code[saved.table.code].host == "Ann"
            assert not by_code[fresh.table.code].saved
            for bot in (saved, fresh):
                await bot.stop()
    run(scenario())


def test_a_restarted_servers_tables_are_advertised_before_anyone_comes_and_while_they_rest(tmp_path):
    async def scenario():
        async with serving(str(tmp_path)) as server:
            host = await Bot(server, create(POKER, [ME, OPEN], name="Bea"), play=False).start()
            await host.until(lambda: host.table.world is not None)
            code = host.table.code
            await host.stop()
        shown = _Shown()
        async with serving(str(tmp_path), advertiser=shown) as server:
            assert code in server.asleep and [(a.code, a.host, a.free) for a in shown.adverts] == [(code, "Bea", 1)]
            watcher = await Bot(server, p.Watch(code=code), play=False).start()
            await watcher.until(lambda: watcher.table.world is not None)
            await watcher.stop()
            for _ in range(1000):               # (bounded) until the server saw it go
                if not server.tables[code].connections():
                    break
                await asyncio.sleep(0.005)
            withdrawn: list[str] = []
            shown.withdraw = withdrawn.append            # type: ignore[method-assign]
            await server._rest()
            await server._rest()
            assert code in server.asleep and not withdrawn
    run(scenario())
