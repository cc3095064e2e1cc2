"""The seam a game plays online through (``net.online.ViewForm``), checked for every game given as one.

The twin-observation test: two states a seat cannot tell apart make the table send that seat the
same bytes, in every message type it sends (a snapshot, an update with its events, the seats, a
chat line); so nothing hidden from the seat can travel, whatever a message holds.  A spectator's
twin is drawn from the spectator's own view.  Then the client's side: a view and events read
back give the seat's observation, and anything that is not a view is a ``ValueError``.
"""

from __future__ import annotations

import copy
import random

import msgspec
import pytest

from goatmaster.core.registry import entries
from goatmaster.net import protocol as p
from goatmaster.net.online import ViewForm, read_events, read_view, write_events
from goatmaster.net.table import Connection, OnlineTable
from toy_poker import GAME as POKER

GAMES = [POKER] + [game for game in entries() if isinstance(game.online, ViewForm) and game is not POKER]


def table_of(game, seats: int) -> OnlineTable:
    plan = p.Create(game=game.name, seats=[p.SeatPlan(kind="me")] + [p.SeatPlan(kind="open")] * (seats - 1),
                    name="Ann")
    table, _ = OnlineTable.new(game, "ABCDEF", plan, "t" * 32, entropy=random.Random(1))
    return table


def told(table: OnlineTable, seat, actor=None, events=()) -> list[bytes]:
    """Every message the table sends ``seat``'s connection, as bytes: a snapshot, the seats, a chat
    line, and after an action (``actor``'s ``events``) its update."""
    connection = Connection()
    connection.seat = seat
    table.watchers, table.chat = {connection}, []
    for info in table.seats:
        info.connections = []
    sent = [p.write(table.snapshot(connection)), p.write(p.Seats(seats=table.seat_infos())),
            p.write(table.said(connection, "hello"))]
    return sent + [p.write(message) for _, message in table.updates(actor, events)] if actor is not None else sent


def twin_of(form, state, seat, rng):
    """A state ``seat`` cannot tell from ``state`` (a spectator's: drawn from its own view)."""
    if seat is None:
        return form.observation(form.view(state, None), None).sample(rng)
    twin = state.observation(seat).sample(rng)
    assert twin.observation(seat).key() == state.observation(seat).key()
    return twin


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_states_a_seat_cannot_tell_apart_send_it_the_same_bytes_in_every_message(game):
    """Before an action, every message; after it, every message again (its update too) wherever the
    action left the twins alike to the seat (Goat Master's refill draws the deck's top card, which
    differs between twins, for everyone to see)."""
    form, rng = game.online, random.Random(3)
    seats = game.info.min_seats
    compared = updates = 0
    for deal in range(30):
        table = table_of(game, seats)
        match = table.match
        while not match.is_over and compared < 4000:
            state = match.state
            actor = state.current_player()
            action = state.chance_outcome(rng) if actor < 0 else rng.choice(state.legal_actions())
            for seat in [*range(seats), None] if actor >= 0 else ():
                twin = twin_of(form, state, seat, rng)
                if action not in twin.legal_actions():
                    continue                    # the twin's actor could not have played it
                before, after = [], []
                for position in (state, twin):
                    other = copy.copy(match)
                    other.state = position.clone()
                    other.actions = list(match.actions)
                    table.match = other
                    before.append(told(table, seat))
                    events = other.apply_action(action)
                    after.append(told(table, seat, actor, events))
                table.match = match
                assert before[0] == before[1], (game.name, seat, len(match.actions))
                compared += 1
                if after[0][0] == after[1][0]:  # the same snapshot: the action told the twins apart in nothing
                    assert after[0] == after[1], (game.name, seat, len(match.actions))
                    updates += 1
            match.apply_action(action)
    assert compared > 100 and updates > 100, (compared, updates)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_a_view_and_its_events_read_back_as_the_seats_observation(game):
    form, rng = game.online, random.Random(4)
    match = game.new_match(game.info.min_seats, 5, None)
    while not match.is_over:
        state = match.state
        actor = state.current_player()
        events = match.apply_action(state.chance_outcome(rng) if actor < 0 else rng.choice(state.legal_actions()))
        for seat in [*range(game.info.min_seats), None]:
            told = [form.view(match.state, seat), write_events(form, events, seat)]
            data = msgspec.json.decode(msgspec.json.encode(told))
            observation = read_view(form, data[0], seat)
            read_events(form, data[1], observation)
            if seat is not None:
                assert observation.key() == match.state.observation(seat).key()
            world = observation.sample(rng)
            assert world.current_player() == match.state.current_player()


@pytest.mark.parametrize("value", [None, 3, "x", [], {}, {"card": 5, "bets": [], "dealt": False},
                                   {"card": 1, "bets": [1, 1, 1], "dealt": True},
                                   {"card": 0, "bets": [], "dealt": True, "extra": 1}])
def test_anything_but_a_view_is_a_value_error(value):
    with pytest.raises(ValueError):
        read_view(POKER.online, value, 0)
