"""A rule-based state machine over the table server (issue 33): clients connect, create, claim,
act (legally or not), drop, come back and watch, in any order hypothesis finds; after every
step each client's table is exactly what its seat may know of the real one.

The server is driven through its message handler, without sockets (the socket path is tested
in ``test_net_server.py``): every answer and every message told to others is read back
through the protocol and the game's online form, as a real client reads it.
"""

from __future__ import annotations

import asyncio
import random
from typing import Optional

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from goatmaster.net import protocol as p
from goatmaster.net.client import ClientTable
from goatmaster.net.server import TableServer, _Client
from goatmaster.net.thinker import Thinker

#: The games the machine plays: (registry name, seats): the test-only poker and the three games.
GAMES = [("toy-poker", 2), ("rows", 3), ("goat-master", 2), ("meadow", 2)]


class _Socket:
    remote_address = ("127.0.0.1", 1)


class Person:
    """One client as the machine drives it: its connection and the table it has been told of."""

    def __init__(self, server: TableServer) -> None:
        self.link = _Client(_Socket(), "127.0.0.1", server.limits)      # type: ignore[arg-type]
        self.link.limits = server.limits
        server.clients[self.link.link] = self.link
        self.table = ClientTable()
        self.online = True
        self.errors: list[str] = []


class TableServerMachine(RuleBasedStateMachine):

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        # Seeded: each example meets the same deals, so its rules' preconditions replay alike.
        self.server = TableServer(":memory:", thinker=Thinker(processes=0, iterations=5), entropy=random.Random(0))
        self.people: list[Person] = []
        self.code: Optional[str] = None

    # ---------------------------------------------------------------- driving

    def _send(self, person: Person, message: p.Message | str) -> None:
        data = message if isinstance(message, str) else p.write(message).decode()

        async def step() -> None:
            person.link.tokens = person.link.limits.burst          # the machine is not a flood
            self.server._deliver(await self.server._receive(person.link, data))
        self.loop.run_until_complete(step())
        self._read_all()

    def _read_all(self) -> None:
        for person in self.people:
            box = person.link.outbox
            while not box.empty():
                data = box.get_nowait()
                if data is None:
                    continue
                message = p.read_server(data)
                if isinstance(message, p.Error):
                    person.errors.append(message.code)
                person.table.apply(message)

    @initialize(game=st.sampled_from(GAMES))
    def open_a_table(self, game):
        name, seats = game
        host = Person(self.server)
        self.people.append(host)
        plan = [p.SeatPlan(kind="me")] + [p.SeatPlan(kind="open")] * (seats - 1)
        self._send(host, p.Create(game=name, seats=plan, name="Host"))
        self.code = host.table.code
        assert self.code is not None

    # ---------------------------------------------------------------- rules

    @rule()
    def someone_connects_and_claims(self):
        person = Person(self.server)
        self.people.append(person)
        self._send(person, p.Claim(code=self.code, name=f"P{len(self.people)}"))

    @rule()
    def someone_watches(self):
        person = Person(self.server)
        self.people.append(person)
        self._send(person, p.Watch(code=self.code))

    @precondition(lambda self: any(p_.online and p_.table.my_turn for p_ in self.people))
    @rule(pick=st.integers(0, 1000))
    def the_player_to_act_plays_a_legal_move(self, pick):
        person = next(p_ for p_ in self.people if p_.online and p_.table.my_turn)
        legal = person.table.world.legal_actions()
        self._send(person, p.Act(step=person.table.step, action=legal[pick % len(legal)]))

    @precondition(lambda self: self.people)
    @rule(who=st.integers(0, 50), action=st.integers(0, 300), stale=st.booleans())
    def anyone_sends_any_move(self, who, action, stale):
        person = self.people[who % len(self.people)]
        if person.online:
            self._send(person, p.Act(step=max(0, person.table.step - stale), action=action))

    @precondition(lambda self: any(p_.online for p_ in self.people))
    @rule(who=st.integers(0, 50))
    def a_connection_drops(self, who):
        online = [p_ for p_ in self.people if p_.online]
        person = online[who % len(online)]

        async def drop() -> None:
            del self.server.clients[person.link.link]
            self.server._gone(person.link.link)
        self.loop.run_until_complete(drop())
        person.online = False
        self._read_all()

    @precondition(lambda self: any(not p_.online and p_.table.token for p_ in self.people))
    @rule(who=st.integers(0, 50))
    def a_dropped_player_comes_back(self, who):
        away = [p_ for p_ in self.people if not p_.online and p_.table.token]
        person = away[who % len(away)]
        person.link = _Client(_Socket(), "127.0.0.1", self.server.limits)    # type: ignore[arg-type]
        self.server.clients[person.link.link] = person.link
        person.online = True
        self._send(person, p.Rejoin(code=self.code, token=person.table.token))

    @precondition(lambda self: any(p_.online for p_ in self.people))
    @rule(who=st.integers(0, 50))
    def anyone_asks_for_a_new_deal(self, who):
        """Only a seated person at a finished table deals again; everyone then sees the new game."""
        online = [p_ for p_ in self.people if p_.online]
        person = online[who % len(online)]
        real = self.server.tables.get(self.code)
        over_before = real is not None and real.match.is_over
        errors = len(person.errors)
        self._send(person, p.Again())
        if person.table.seat is None or real is None or person.link.link.table is None:
            assert person.errors[errors:] == ["not-seated"]
        elif not over_before:
            assert person.errors[errors:] == ["not-over"]
        else:
            assert person.errors[errors:] == [] and not person.table.over and not real.match.is_over

    @precondition(lambda self: self.people)
    @rule(who=st.integers(0, 50), token=st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=16, max_size=40))
    def a_guessed_token_takes_no_seat(self, who, token):
        person = Person(self.server)
        self.people.append(person)
        self._send(person, p.Rejoin(code=self.code, token=token))
        assert person.errors[-1] == "bad-token" and person.table.seat is None

    # ---------------------------------------------------------------- what must always hold

    @invariant()
    def every_client_sees_exactly_what_its_seat_may_know(self):
        if self.code is None:
            return
        real = self.server.tables.get(self.code)
        if real is None:            # finished, and everyone gone: in the store only (a rejoin reads it back)
            assert not any(p_.online and p_.table.code == self.code for p_ in self.people)
            return
        for person in self.people:
            if not person.online or person.table.code != self.code:
                continue
            table = person.table
            assert table.step == real.step
            assert table.over == real.match.is_over
            assert table.world.current_player() == real.state.current_player()
            if table.seat is not None:
                assert table.world.observation(table.seat).key() == real.state.observation(table.seat).key()
            assert [s.kind for s in table.seats] == [s.kind for s in real.seat_infos()]

    @invariant()
    def no_error_but_the_expected_ones(self):
        allowed = {"not-your-turn", "stale", "illegal", "not-seated", "seat-taken", "bad-token", "over", "not-over"}
        for person in self.people:
            assert set(person.errors) <= allowed, person.errors

    def teardown(self) -> None:
        self.loop.run_until_complete(self.server.stop())
        self.loop.close()


TableServerMachine.TestCase.settings = settings(max_examples=150, stateful_step_count=40, deadline=None,
                                                suppress_health_check=[HealthCheck.too_slow])
test_table_server_machine = TableServerMachine.TestCase
