"""Tables found on the LAN (issue 33): DNS-SD with zeroconf, tested without touching the real network.

Multicast is only ever sent inside a network namespace the test makes for itself
(``unshare --net``): its only interface is its own loopback, and the script checks that before
anything is sent.  Every other test here uses no network at all (records read directly, a
stand-in for zeroconf) or the server on 127.0.0.1 with a recording advertiser.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from zeroconf import NonUniqueNameException

from goatmaster.net import lan
from goatmaster.net import protocol as p
from goatmaster.net.lan import Advert, FoundTable, TableAdvertiser, instance_name, read_table, txt_properties
from net_bots import Bot, create, run, serving

POKER = "toy-poker"
ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")
NAME = "Ann's table (Goat Master) K7PX2M._goatmaster._tcp.local."
GOOD = {b"v": str(p.VERSION).encode(), b"game": b"goat-master", b"code": b"K7PX2M", b"host": b"Ann", b"free": b"2",
        b"seats": b"4", b"app": b"0.1.0"}


def read(txt=None, name=NAME, addresses=("192.168.1.20",), port=8765):
    return read_table(name, GOOD if txt is None else txt, list(addresses), port)


# ---------------------------------------------------------------------- records, no network

def test_a_good_record_is_read_whole():
    table = read()
    assert table == FoundTable(name="Ann's table (Goat Master) K7PX2M", addresses=("192.168.1.20",), port=8765,
                               game="goat-master", code="K7PX2M", host="Ann", free=2, seats=4, protocol=p.VERSION,
                               app="0.1.0")
    assert table.joinable and table.url() == "ws://192.168.1.20:8765"
    assert read(addresses=["fe80::1", "10.0.0.2"]).addresses == ("10.0.0.2", "fe80::1")
    assert read(addresses=["fe80::1"]).url() == "ws://[fe80::1]:8765"


def test_what_a_server_advertises_is_what_a_browser_reads():
    advert = Advert(code="K7PX2M", game="goat-master", title="Goat Master", host="Ann", free=3, seats=4)
    txt = {key.encode(): value.encode() for key, value in txt_properties(advert, "1.2.3").items()}
    assert set(txt) == {key.encode() for key in lan.KEYS}
    name = instance_name(advert) + "." + lan.SERVICE_TYPE
    table = read_table(name, txt, ["10.0.0.2"], 9000)
    assert table is not None and (table.name, table.game, table.code, table.host, table.free, table.seats,
                                  table.protocol, table.app) == (
        "Ann's table (Goat Master) K7PX2M", "goat-master", "K7PX2M", "Ann", 3, 4, p.VERSION, "1.2.3")
    assert not table.saved
    # A table that goes on from a saved game says so before anyone joins it.
    saved = {key.encode(): value.encode()
             for key, value in txt_properties(Advert(**{**advert.__dict__, "saved": True}), "1.2.3").items()}
    found = read_table(name, saved, ["10.0.0.2"], 9000)
    assert found is not None and found.saved


def test_a_table_of_another_protocol_version_is_listed_but_not_joinable():
    table = read({**GOOD, b"v": b"7", b"code": b"abc123xyz"})
    assert table is not None and table.protocol == 7 and not table.joinable


def test_missing_keys():
    for key in (b"v", b"game", b"code", b"free"):
        assert read({k: v for k, v in GOOD.items() if k != key}) is None, key
    # The host's name, the seats in all and the app's version may be left out.
    table = read({k: v for k, v in GOOD.items() if k not in (b"host", b"seats", b"app")})
    assert table is not None and (table.host, table.seats, table.app) == ("", None, "")
    assert read({}) is None
    assert read({k: None for k in GOOD}) is None               # keys without "=value"


@pytest.mark.parametrize("key, value", [
    (b"v", b"one"), (b"v", b"-1"), (b"v", b"1.0"), (b"v", b"99999999999999"), (b"v", "1"), (b"v", 1),
    (b"v", b"\xd9\xa1"),                                        # an Arabic-Indic one: no ASCII digit
    (b"game", b""), (b"game", b"x" * 41), (b"game", b"\xff\xfe"), (b"game", b"x" * 10_000_000), (b"game", 7),
    (b"code", b"k7px2m"), (b"code", b"K7PX2"), (b"code", b"K7PX2MM"), (b"code", b"K7PX2O"), (b"code", b"K7 X2M"),
    (b"code", b"\x00" * 6), (b"code", b"K" * 100_000), (b"code", ["K7PX2M"]),
    (b"free", b"9"), (b"free", b"-1"), (b"free", b""), (b"free", b"5"), (b"free", b"1" * 5000), (b"free", 2),
    (b"seats", b"0"), (b"seats", b"9"), (b"seats", b"x"), (b"seats", b"1"),         # 1 seat, 2 free: broken
    (b"host", b"x" * 41), (b"host", b"\xc3"), (b"host", 3.5),
    (b"app", b"9" * 33), (b"app", b"\xff"),
])
def test_a_broken_value_leaves_the_record_out(key, value):
    assert read({**GOOD, key: value}) is None


def test_text_from_the_network_is_cleaned_of_control_characters():
    table = read({**GOOD, b"host": "Ann\x1b[31m\n\u202e".encode()},
                 name="Ann\x07's table K7PX2M._goatmaster._tcp.local.")
    assert table is not None and table.host == "Ann [31m" and table.name == "Ann 's table K7PX2M"
    assert read({**GOOD, b"host": b"\x00\x01"}).host == ""
    assert read({**GOOD, b"game": b"\x00\x01"}) is None        # nothing left of a game's name


@pytest.mark.parametrize("name, txt, addresses, port", [
    (None, GOOD, ["10.0.0.2"], 80), (b"name", GOOD, ["10.0.0.2"], 80), ("x" * 300, GOOD, ["10.0.0.2"], 80),
    (NAME, None, ["10.0.0.2"], 80), (NAME, b"v=1", ["10.0.0.2"], 80), (NAME, [(b"v", b"1")], ["10.0.0.2"], 80),
    (NAME, GOOD, [], 80), (NAME, GOOD, None, 80), (NAME, GOOD, "10.0.0.2", 80),
    (NAME, GOOD, ["not an address", "", None, 12, b"\n\x00\x00\x01", "0.0.0.0", "224.0.0.251", "1" * 1000], 80),
    (NAME, GOOD, ["10.0.0.2"], 0), (NAME, GOOD, ["10.0.0.2"], 65536), (NAME, GOOD, ["10.0.0.2"], -1),
    (NAME, GOOD, ["10.0.0.2"], "8765"), (NAME, GOOD, ["10.0.0.2"], None), (NAME, GOOD, ["10.0.0.2"], True),
])
def test_a_broken_service_is_left_out(name, txt, addresses, port):
    assert read_table(name, txt, addresses, port) is None


def test_bad_addresses_are_dropped_and_good_ones_kept():
    table = read(addresses=["nonsense", "10.0.0.2", "10.0.0.2", "224.0.0.1", "fe80::1%eth0"])
    assert table is not None and table.addresses == ("10.0.0.2", "fe80::1%eth0")


def test_instance_names_are_readable_valid_and_renamed_when_taken():
    from zeroconf import ServiceInfo

    advert = Advert(code="K7PX2M", game="goat-master", title="Goat Master", host="Ann", free=1, seats=2)
    assert instance_name(advert) == "Ann's table (Goat Master) K7PX2M"
    assert instance_name(advert, 2) == "Ann's table (Goat Master) K7PX2M (2)"
    assert instance_name(Advert("K7PX2M", "rows", "Goal Rows", "", 1, 2)) == "Table (Goal Rows) K7PX2M"
    for host in ("Dr. J.R. \x07Ewing\n", "Ä" * 40, "x" * 40, "雪" * 40):
        for attempt in (1, 8):
            name = instance_name(Advert("K7PX2M", "goat-master", "Goat Master" * 5, host, 1, 2), attempt)
            assert len(name.encode()) <= 63 and "." not in name and name.isprintable(), name
            assert name.endswith("K7PX2M" + (" (8)" if attempt == 8 else ""))
            ServiceInfo(lan.SERVICE_TYPE, f"{name}.{lan.SERVICE_TYPE}")           # zeroconf accepts it


def test_the_browser_s_list_survives_look_alike_records_and_a_failing_callback():
    """Two services whose names clean up alike, one saying its seats and one not, still sort; a
    callback that raises is logged and the list kept (no network: the list is fed directly)."""
    calls = []

    def callback(tables):
        calls.append(tables)
        raise RuntimeError("the window is gone")

    browser = lan.TableBrowser(callback, interfaces=["127.0.0.1"])
    one = read({**GOOD, b"seats": b"4"}, name="Ann\x07._goatmaster._tcp.local.")
    two = read({k: v for k, v in GOOD.items() if k != b"seats"}, name="Ann\x08._goatmaster._tcp.local.")
    assert one.name == two.name == "Ann"
    browser._found = {"a": one, "b": two}
    browser._publish()
    assert len(calls) == 1 and sorted(map(id, browser.tables)) == sorted(map(id, (one, two)))


# ---------------------------------------------------------------------- the advertiser, with zeroconf stood in for

class FakeZeroconf:
    """Records what the advertiser asks of zeroconf; the names in ``taken`` are someone else's."""

    def __init__(self, interfaces=None, taken=()) -> None:
        self.zeroconf = self
        self.taken = set(taken)
        self.calls: list[tuple] = []

    async def async_wait_for_start(self) -> None:
        pass

    async def async_register_service(self, info):
        await asyncio.sleep(0.01)                   # probing takes a while: changes pile up meanwhile
        if info.name in self.taken:
            raise NonUniqueNameException
        self.calls.append(("register", info.name, info.properties[b"free"]))

    async def async_update_service(self, info):
        self.calls.append(("update", info.name, info.properties[b"free"]))

    async def async_unregister_service(self, info):
        self.calls.append(("unregister", info.name))

    async def async_close(self) -> None:
        self.calls.append(("close",))


def test_the_advertiser_registers_updates_and_withdraws_each_table_in_order(monkeypatch):
    ann = Advert(code="K7PX2M", game="goat-master", title="Goat Master", host="Ann", free=2, seats=3)
    full = "Ann's table (Goat Master) K7PX2M._goatmaster._tcp.local."
    fake = FakeZeroconf(taken={full})
    monkeypatch.setattr(lan, "AsyncZeroconf", lambda interfaces: fake)

    async def scenario():
        advertiser = TableAdvertiser(interfaces=["127.0.0.1"], version="9")
        advertiser.show(ann)                        # not started: nothing to do
        await advertiser.start(8765, "127.0.0.1")
        assert advertiser.addresses == ["127.0.0.1"]
        advertiser.show(ann)
        await asyncio.sleep(0)                      # its registration is under way
        advertiser.show(Advert(**{**ann.__dict__, "free": 1}))     # one update after it
        advertiser.show(Advert(**{**ann.__dict__, "free": 1}))     # the same again: nothing more
        await advertiser.settled(5)
        assert advertiser.names == {"K7PX2M": renamed}
        advertiser.show(Advert(code="ABCDEF", game="rows", title="Goal Rows", host="", free=1, seats=2))
        advertiser.withdraw("ABCDEF")               # withdrawn before its registration began: nothing
        advertiser.withdraw("ZZZZZZ")               # never shown: nothing
        await advertiser.settled(5)
        advertiser.show(Advert(code="QRSTUV", game="rows", title="Goal Rows", host="", free=1, seats=2))
        await asyncio.sleep(0)
        advertiser.withdraw("QRSTUV")               # withdrawn while registering: it goes once registered
        await advertiser.settled(5)
        advertiser.withdraw("K7PX2M")
        await advertiser.settled(5)
        assert advertiser.names == {}
        advertiser.show(Advert(**{**ann.__dict__, "free": 0}))
        await advertiser.settled(5)
        await advertiser.stop()
        advertiser.show(ann)                        # stopped: nothing
        advertiser.withdraw("K7PX2M")

    renamed = "Ann's table (Goat Master) K7PX2M (2)._goatmaster._tcp.local."
    run(scenario(), 20)
    rows = "Table (Goal Rows) QRSTUV._goatmaster._tcp.local."
    assert fake.calls == [("register", renamed, b"2"), ("update", renamed, b"1"),
                          ("register", rows, b"1"), ("unregister", rows), ("unregister", renamed),
                          ("register", renamed, b"0"), ("close",)]


class RecordingAdvertiser(TableAdvertiser):
    """What the server asks of its advertiser, and nothing sent anywhere."""

    def __init__(self) -> None:
        super().__init__(interfaces=["127.0.0.1"])
        self.asked: list[tuple] = []

    async def start(self, port: int, host: str = "") -> None:
        self.asked.append(("start", port, host))

    def show(self, advert: Advert) -> None:         # (a change only, as the real one publishes)
        if self.asked[-1] != ("stop",) and self.asked[-1][1:] != (advert.code, advert.free):
            self.asked.append(("show", advert.code, advert.free))

    def withdraw(self, code: str) -> None:          # (once, and nothing once stopped, likewise)
        if self.asked[-1] not in (("stop",), ("withdraw", code)):
            self.asked.append(("withdraw", code))

    async def stop(self, timeout: float = 5.0) -> None:
        self.asked.append(("stop",))


def test_the_server_tells_its_advertiser_the_free_seats_and_withdraws_a_table_that_is_over():
    advertiser = RecordingAdvertiser()

    async def scenario():
        async with serving(advertiser=advertiser) as server:
            port = server.port
            host = await Bot(server, create(POKER, [ME, OPEN], name="Ann"), seed=1).start()
            await host.until(lambda: host.table.code is not None)
            code = host.table.code
            guest = await Bot(server, p.Claim(code=code, name="Bea"), seed=2).start()
            await host.until(lambda: host.table.over)
            for bot in (host, guest):
                await bot.stop()
        return port, code

    port, code = run(scenario())
    assert advertiser.asked == [("start", port, "127.0.0.1"), ("show", code, 1), ("show", code, 0),
                                ("withdraw", code), ("stop",)]


# ---------------------------------------------------------------------- real multicast, in a namespace of its own

SCRIPT = r'''
import asyncio, json, socket, subprocess, sys, time

for command in (["ip", "link", "set", "lo", "up"], ["ip", "link", "set", "lo", "multicast", "on"]):
    subprocess.run(command, check=True, timeout=10)
interfaces = [name for _, name in socket.if_nameindex()]
if interfaces != ["lo"]:                    # nothing may be sent where it could leave this machine
    print(json.dumps({"error": f"not alone in a network namespace: interfaces {interfaces}"}))
    sys.exit(3)

sys.path.insert(0, sys.argv[1])
import goatmaster.games  # noqa: F401
from goatmaster.core.registry import register
from toy_poker import GAME
register(GAME)

from zeroconf import ServiceInfo
from zeroconf.asyncio import AsyncZeroconf
from goatmaster.net import protocol as p
from goatmaster.net.lan import SERVICE_TYPE, Advert, TableAdvertiser, TableBrowser
from goatmaster.net.server import Limits
from net_bots import Bot, create, serving

LO = ["127.0.0.1"]
ME, OPEN = p.SeatPlan(kind="me"), p.SeatPlan(kind="open")
out = {"times": {}}
changes = []
browser = TableBrowser(lambda tables: changes.append(len(tables)), interfaces=LO)


async def until(what, test, timeout=15.0):
    start = time.monotonic()
    while not test({t.code: t for t in browser.tables}):
        if time.monotonic() - start > timeout:
            raise TimeoutError(f"{what}: not within {timeout} s; found {browser.tables}")
        await asyncio.sleep(0.02)
    out["times"][what] = round(time.monotonic() - start, 2)


def record(table):
    return {"name": table.name, "game": table.game, "code": table.code, "host": table.host, "free": table.free,
            "seats": table.seats, "protocol": table.protocol, "joinable": table.joinable, "app": table.app,
            "addresses": list(table.addresses), "port": table.port}


async def strangers(zc):
    """Other services of the same type on the LAN: one of a later protocol, three broken."""
    def info(name, txt):
        return ServiceInfo(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=9999, properties=txt,
                           server="stranger.local.", parsed_addresses=LO)
    good = {b"v": str(p.VERSION).encode(), b"game": b"toy-poker", b"code": b"ABCDEF", b"host": b"Zed", b"free": b"1"}
    await asyncio.gather(*(zc.async_register_service(info(name, txt)) for name, txt in (
        ("Newer", {**good, b"v": str(p.VERSION + 1).encode(), b"code": b"NEWER2"}),
        ("Broken free", {**good, b"code": b"BROKE1", b"free": b"lots"}),
        ("Broken host", {**good, b"code": b"BROKE2", b"host": b"\xff" * 200}),
        ("Broken code", {**good, b"code": b"lower1"}))))


async def main():
    await asyncio.to_thread(browser.start)
    stranger = AsyncZeroconf(interfaces=LO)
    registering = asyncio.ensure_future(strangers(stranger))
    rival = TableAdvertiser(interfaces=LO)          # another server, hearing the LAN before our table comes
    await rival.start(1, "127.0.0.1")
    async with serving(advertiser=TableAdvertiser(interfaces=LO), limits=Limits(idle=1.0)) as server:
        out["port"] = server.port
        host = await Bot(server, create("toy-poker", [ME, OPEN], name="Ann"), seed=1, play=False).start()
        await host.until(lambda: host.table.world is not None)
        code = host.table.code
        await until("found", lambda found: code in found and found[code].free == 1)
        out["found"] = record({t.code: t for t in browser.tables}[code])
        # The same name from another server: it is renamed, both are listed.
        start = time.monotonic()
        rival.show(Advert(code=code, game="toy-poker", title="Three-card poker", host="Ann", free=1, seats=2))
        await rival.settled(20)
        out["times"]["rival renamed"] = round(time.monotonic() - start, 2)
        out["rival"] = rival.names[code]
        await until("rival found", lambda found: sum(t.code == code for t in browser.tables) == 2)
        rival.withdraw(code)
        await until("rival gone", lambda found: sum(t.code == code for t in browser.tables) == 1)
        # A second player claims the open seat.
        guest = await Bot(server, p.Claim(code=code, name="Bea"), seed=2, play=False).start()
        await guest.until(lambda: guest.table.world is not None)
        await until("claimed", lambda found: found[code].free == 0)
        # The game is played to its end: the table goes.
        host.play = guest.play = True
        await host.move()
        await guest.move()
        await host.until(lambda: host.table.over)
        await until("over", lambda found: code not in found)
        # Two tables more: one is forgotten when idle, the other goes when the server stops.
        cy = await Bot(server, create("toy-poker", [ME, OPEN], name="Cy"), play=False).start()
        di = await Bot(server, create("toy-poker", [ME, OPEN], name="Di"), play=False).start()
        await cy.until(lambda: cy.table.world is not None)
        await di.until(lambda: di.table.world is not None)
        forgotten, kept = cy.table.code, di.table.code
        await until("two found", lambda found: forgotten in found and kept in found)
        await cy.stop()
        await until("forgotten", lambda found: forgotten not in found and kept in found)
        out["forgotten_in_server"] = forgotten not in server.tables
        for bot in (host, guest, di):
            await bot.stop()
    await until("server stopped", lambda found: kept not in found)
    await registering
    await until("strangers", lambda found: "NEWER2" in found)
    newer = {t.code: t for t in browser.tables}["NEWER2"]
    out["newer"] = record(newer)
    out["listed"] = sorted(t.code for t in browser.tables)
    out["browser_alive"] = browser._thread is not None and browser._thread.is_alive()
    out["changes"] = len(changes)
    out["ignored"] = browser.ignored
    await asyncio.gather(rival.stop(), stranger.async_close())
    await asyncio.to_thread(browser.stop)


try:
    asyncio.run(asyncio.wait_for(main(), 60))
except BaseException as error:
    out["error"] = f"{type(error).__name__}: {error}"
    browser.stop()
print(json.dumps(out))
'''


def test_a_server_s_tables_are_found_on_a_lan_of_its_own_in_a_network_namespace():
    """A real server advertises, a real browser finds, over multicast on a namespace's own loopback."""
    if shutil.which("unshare") is None:
        pytest.fail("this test needs `unshare` (util-linux) to make a network namespace of its own")
    command = ["unshare", "--net", "--map-root-user", sys.executable, "-c", SCRIPT, str(Path(__file__).parent)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=90)
    except subprocess.TimeoutExpired as error:
        pytest.fail(f"the LAN scenario did not end within 90 s: {error.stdout!r} {error.stderr!r}")
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        pytest.fail(f"could not run the LAN scenario in a network namespace of its own (`unshare --net "
                    f"--map-root-user` must work here), exit {done.returncode}: "
                    f"{done.stderr[-3000:]} {done.stdout[-2000:]}")
    out = json.loads(lines[-1])
    assert "error" not in out, (out, done.stderr[-3000:])
    found = out["found"]
    assert found == {"name": f"Ann's table (Three-card poker) {found['code']}", "game": POKER,
                     "code": found["code"], "host": "Ann", "free": 1, "seats": 2, "protocol": p.VERSION,
                     "joinable": True, "app": lan.app_version(), "addresses": ["127.0.0.1"], "port": out["port"]}
    assert out["rival"] == f"Ann's table (Three-card poker) {found['code']} (2)._goatmaster._tcp.local."
    assert out["forgotten_in_server"]
    assert out["newer"]["protocol"] == p.VERSION + 1 and not out["newer"]["joinable"]
    assert out["listed"] == ["NEWER2"] and out["ignored"] >= 3      # the broken ones never were
    assert out["browser_alive"] and out["changes"] >= 8
    print(out["times"])
