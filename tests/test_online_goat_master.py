"""Goat Master's online form: views and events, as each seat may see them (R23).

A view is what one seat (or a spectator) knows, read back with every field's type and the rules
between the fields checked into the seat's own observation.  What is secret is R23's: the deck's
order and the cards a player was dealt (R7) until they are played (R9) or shown (R15); every
event is public.  Reading is a defence: fuzzed and mutated JSON raises ``ValueError`` and
nothing else, and what it accepts the engine can play.  Seeded random games of 2 to 5 seats,
every step; hypothesis runs derandomized.
"""

from __future__ import annotations

import copy
import os
import random
import typing
from types import SimpleNamespace
from typing import Any, Iterator

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goatmaster.core.game import CHANCE, TERMINAL
from goatmaster.core.registry import entry
from goatmaster.games.goat_master.engine import GameState, deal
from goatmaster.games.goat_master.engine import events as ev
from goatmaster.games.goat_master.engine.cards import FIRST_MILK, TYPE, is_dog
from goatmaster.games.goat_master.engine.places import DECK, HAND
from goatmaster.games.goat_master.online import MAX_EVENTS, ONLINE
from goatmaster.net import protocol as p
from goatmaster.net.online import ViewForm, online_of, read_events, read_view, write_events

FUZZ = settings(deadline=None, max_examples=150, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
GAMES = [(seed, 2 + seed % 4) for seed in range(8)]
EVENT_TYPES = set(typing.get_args(ev.Event))


def _steps(seed: int, players: int) -> Iterator[GameState]:
    """Every state of a seeded random game, chance steps (the refills, R11) included (the one
    state object, played on: read it before the next)."""
    rng = random.Random(seed)
    state = GameState.from_setup(deal(players, seed))
    while True:
        yield state
        seat = state.current_player()
        if seat == TERMINAL:
            return
        state.apply_action(state.chance_outcome(rng) if seat == CHANCE else rng.choice(state.legal_actions()))


def _transitions(seed: int, players: int) -> Iterator[tuple[GameState, int, list, GameState]]:
    """(state before, action, events, state after) for each decision of a seeded random game, the
    refill that follows it included, as a match applies them (``Game.apply``)."""
    rng = random.Random(seed)
    state = GameState.from_setup(deal(players, seed))
    state.events = []
    while not state.is_terminal():
        before = state.copy()
        action = rng.choice(state.legal_actions())
        start = len(state.events)
        state.apply_action(action)
        state.advance()
        yield before, action, state.events[start:], state


def sent(value: Any) -> Any:
    """``value`` as it travels and a client reads it off the wire."""
    return msgspec.json.decode(msgspec.json.encode(value))


def view_of(state: GameState, seat=None) -> dict:
    return sent(ONLINE.view(state, seat))


def events_read(data: Any, state: GameState) -> list:
    return read_events(ONLINE, data, ONLINE.observation(ONLINE.view(state, 0), 0))


def playable(seen: Any, seed: int = 0) -> None:
    """What a client does with an observation: key it, sample it, draw it, play a world on."""
    rng = random.Random(seed)
    seen.key()
    world = seen.sample(rng)
    world.current_player(), world.is_terminal(), world.scores(), world.result()
    actions = world.legal_actions() or ([world.chance_outcome(rng)] if world.current_player() == CHANCE else [])
    for action in rng.sample(actions, min(3, len(actions))):
        after = world.clone()
        after.apply_action(action)
        after.playout(rng.random)
        after.result()


# ---------------------------------------------------------------------- views


def test_goat_master_names_its_online_form():
    assert online_of(entry("goat-master")) is ONLINE and isinstance(ONLINE, ViewForm)


@pytest.mark.parametrize("seed,players", GAMES)
def test_a_view_reads_back_as_the_seats_own_observation_at_every_step(seed, players):
    """Every step, every seat and a spectator (seat -1 to the engine): the same key, a world
    drawn from it the same game to the seat; the view names no card the seat cannot place."""
    rng = random.Random(seed)
    for state in _steps(seed, players):
        for seat in [None, *range(players)]:
            real = state.observation(-1 if seat is None else seat)
            data = view_of(state, seat)
            seen = read_view(ONLINE, data, seat)
            assert seen.key() == real.key()
            world = seen.sample(rng)
            assert (world.current_player(), world.legal_actions() if seat == state.current_player() else 0) == (
                state.current_player(), state.legal_actions() if seat == state.current_player() else 0)
            named = set(data["pasture"]) | {c for hand in data["hands"] for c in hand} | {
                c for d in data["displays"] for c in d} | set(data["out"]) | set(data["box"])
            assert not named & set(real.unseen)


def test_the_views_cover_every_phase_and_both_scorings_and_a_spectator_sees_no_dealt_card():
    phases, fourth, first = set(), False, False
    for seed, players in GAMES:
        for state in _steps(seed, players):
            phases.add(state.phase_name)
            fourth |= state.by_fourth != 0
            first |= any(o >= 0 and not state.by_fourth >> t & 1 for t, o in enumerate(state.owner))
            data = view_of(state)
            assert all(card == -1 for hand, secret in zip(data["hands"], data["secret"])
                       for card, flag in zip(hand, secret) if flag)
    assert phases == {"play", "take", "refill", "dog", "consent", "over"} and fourth and first


def test_a_view_is_small():
    """Figures for the report: compact JSON bytes of a mid-game view."""
    sizes = {}
    for players in (2, 5):
        state = next(s for k, s in enumerate(_steps(4, players)) if k == 60)
        sizes[players] = len(msgspec.json.encode(ONLINE.view(state, 0)))
        if os.environ.get("GOATMASTER_FIGURES"):
            print(f"{players} seats: {sizes[players]} bytes")
    assert sizes[2] < 900 and sizes[5] < 1300


def _view(seed: int = 1, players: int = 3, steps: int = 40) -> dict:
    return view_of(next(s for k, s in enumerate(_steps(seed, players)) if k == steps), 0)


def _set(key: str, value: Any):
    return lambda data: data.update({key: value})


def _hand_card_into_display(data):
    data["displays"][1].append(data["hands"][0][0])


def _box_card_out(data):
    data["box"].pop()


def _mark_unwon_card(data):
    won = {d[0] for d in data["decided"]}
    cell = next(k for k, c in enumerate(data["pasture"]) if 0 <= c < 90 and c // 5 not in won)
    data["marks"] = data["marks"][:cell] + "0" + data["marks"][cell + 1:]


def _other_hand_shown(data):
    data["hands"][1][0], data["secret"][1][0] = read_view(ONLINE, _view(), 0).unseen[0], True


@pytest.mark.parametrize("change,field", [
    (_set("hands", [[1, 2]] * 6), "hands"),
    (_set("pasture", [-1] * 36), "view: hands"),             # a 6×6 pasture for three players
    (_set("marks", "x" * 49), "marks"),
    (_set("phase", 6), "phase"),
    (_set("deck", -1), "deck"),
    (_set("turn", 7), "view: turn"),
    (_set("took", 3), "view: took"),
    (_set("pending", [0, 1]), "view: pending"),
    (_set("played", -1), "turn, played"),
    (_set("extra", 1), "unknown field"),
    (lambda data: data.pop("took"), "took"),
    (_hand_card_into_display, "view: cards"),
    (_box_card_out, "view: box"),
    (_mark_unwon_card, "view: marks"),
    (_other_hand_shown, "view: hands"),
])
def test_a_view_that_breaks_a_rule_or_its_types_is_refused_naming_the_field(change, field):
    read_view(ONLINE, _view(), 0)                               # undamaged, it reads
    data = _view()
    change(data)
    with pytest.raises(ValueError, match=field):
        read_view(ONLINE, data, 0)


def _paths(value: Any, path: tuple = ()) -> Iterator[tuple]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,))
    elif isinstance(value, list):
        for k, item in enumerate(value):
            yield from _paths(item, path + (k,))


JSON_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 130), st.integers(), st.floats(),
                        st.text(max_size=6), st.lists(st.integers(-2, 125), max_size=5),
                        st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))


@st.composite
def _mutated(draw, bases: list) -> Any:
    """A valid JSON value with one to three changes: a value replaced or nudged, an item or a key
    deleted, an item doubled, two items swapped."""
    data = copy.deepcopy(draw(st.sampled_from(bases)))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(list(_paths(data))))
        if not path:
            data = draw(JSON_VALUES)
            continue
        parent: Any = data
        for step in path[:-1]:
            parent = parent[step]
        key = path[-1]
        op = draw(st.sampled_from(["replace", "nudge", "nudge", "delete", "double", "swap"]))
        if op == "replace":
            parent[key] = draw(JSON_VALUES)
        elif op == "nudge" and type(parent[key]) is int:
            parent[key] += draw(st.sampled_from([-1, 1, -2, 2, 5, 8, 64]))
        elif op == "delete":
            del parent[key]
        elif op == "double" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif op == "swap" and isinstance(parent, list):
            other = draw(st.integers(0, len(parent) - 1))
            parent[key], parent[other] = parent[other], parent[key]
    return data


def _view_bases() -> list[tuple[dict, Any]]:
    rng, bases = random.Random(3), []
    for seed, players in GAMES[:4]:
        states = [state.copy() for state in _steps(seed, players)]
        for k in sorted(rng.sample(range(len(states)), 6)) + [len(states) - 1]:
            for seat in (None, 0):
                bases.append({"seat": seat, "view": view_of(states[k], seat)})
    consent = next(s for seed, players in GAMES for s in _steps(seed, players) if s.phase_name == "consent")
    return bases + [{"seat": consent.actor, "view": view_of(consent, consent.actor)}]


@FUZZ
@given(_mutated(_view_bases()))
def test_a_damaged_view_is_refused_with_a_value_error_or_is_safe_to_play(data):
    seat, view = (data.get("seat"), data.get("view")) if isinstance(data, dict) else (None, data)
    if seat is not None and (type(seat) is not int or not 0 <= seat < 5):
        seat = 0                                # the client's own seat is never the server's to say
    try:
        seen = read_view(ONLINE, view, seat)
    except ValueError:
        return
    playable(seen)


@FUZZ
@given(st.recursive(JSON_VALUES, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["pasture", "hands", "deck", "x"]), inner, max_size=4),
                    max_leaves=20))
def test_anything_else_is_refused_with_a_value_error(data):
    with pytest.raises(ValueError):
        read_view(ONLINE, data, 0)


# ---------------------------------------------------------------------- the leak test


def _twin(state: GameState, viewer: int, action: int, events: list, rng: random.Random, align: bool) -> GameState:
    """A real state ``viewer`` cannot tell from ``state``; ``align``: with the played card in the
    player's hand and the refill's card on top of the deck, as far as the viewer cannot tell."""
    world = state.observation(viewer).sample(rng)
    if align:
        if state.phase_name == "play" and action not in world.hands:
            _swap_unseen(world, action, world.hands[2 * state.seat] if state.hidden[2 * state.seat]
                         else world.hands[2 * state.seat + 1])
        drawn = [e.card for e in events if isinstance(e, ev.PastureRefilled)]
        if drawn and world.deck and world.deck[-1] != drawn[0]:
            _swap_unseen(world, drawn[0], world.deck[-1])
    assert world.observation(viewer).key() == state.observation(viewer).key()
    return world


def _swap_unseen(world: GameState, a: int, b: int) -> None:
    """Exchange two cards hidden from the seat the world was drawn for (it cannot tell the
    difference), as long as a card going into a hand could have been dealt (R7, R15)."""
    def where(card: int) -> Any:
        w = world.where[card]
        return ("deck", world.deck.index(card)) if w == DECK else (
            ("hand", world.hands.index(card)) if HAND <= w < HAND + world.players else None)
    places = where(a), where(b)
    if None in places or a == b or any(kind == "hand" and (is_dog(card) or (
            TYPE[card] >= 0 and world.by_fourth >> TYPE[card] & 1) or not (TYPE[card] >= 0 or card >= FIRST_MILK))
            for card, (kind, _) in zip((b, a), places)):
        return
    for card, (kind, index) in zip((b, a), places):
        if kind == "deck":
            world.deck[index], world.where[card] = card, DECK
        else:
            world.hands[index], world.where[card] = card, HAND + index // 2


def leaks(tell, seed: int, players: int) -> tuple[int, int]:
    """From two real states a seat cannot tell apart, the same decision: wherever the seat's
    observation after it is the same too, ``tell(state, events, seat)`` (what the seat is told)
    must be the same.  Returns (leaks found, comparisons)."""
    rng, found, compared = random.Random(seed), 0, 0
    for before, action, events, after in _transitions(seed, players):
        for seat in [None, *range(players)]:
            viewer = -1 if seat is None else seat
            for align in (False, True):
                twin = _twin(before, viewer, action, events, rng, align)
                twin.events = []
                if action not in twin.legal_actions():
                    continue
                twin.apply_action(action)
                twin.advance()
                if twin.observation(viewer).key() == after.observation(viewer).key():
                    compared += 1
                    found += tell(twin, twin.events, seat) != tell(after, events, seat)
    return found, compared


def told(state: GameState, events: list, seat) -> bytes:
    """What the table sends: the seat's view and the events as it may see them."""
    return p.write(p.Update(step=1, actor=0, events=write_events(ONLINE, events, seat), over=False,
                            view=ONLINE.view(state, seat)))


@pytest.mark.parametrize("seed,players", GAMES)
def test_no_view_or_event_tells_a_seat_what_it_may_not_know(seed, players):
    """The leak test (R23): the views and events say nothing of the other seats' dealt cards (R7)
    or the deck (R4) that the seat's observation does not.  A spectator likewise."""
    found, compared = leaks(told, seed, players)
    assert found == 0 and compared > 100


@pytest.mark.parametrize("seed,players", GAMES[:4])
def test_no_card_of_a_hand_or_the_deck_reaches_a_seat_in_events_before_it_is_public(seed, players):
    """R7, R9, R11, R15, R23: every card an event sends a seat is one it may place once the events
    happened (played face up, taken or laid on the pasture face up, shown)."""
    seen = set()
    for _, _, events, after in _transitions(seed, players):
        seen |= {type(e) for e in events}
        for seat in [None, *range(players)]:
            unseen = set(after.observation(-1 if seat is None else seat).unseen)
            for _, fields in sent(write_events(ONLINE, events, seat)):
                for name in ("card", "cards", "swapped"):
                    value = fields.get(name)
                    assert not unseen & set(value if isinstance(value, list) else [value]), (fields, seat)
    assert ev.CardPlayed in seen and ev.PastureRefilled in seen


def test_the_leak_test_finds_a_server_that_sends_the_real_state():
    def real(state, events, seat):              # the seat's view, and beside it the real hands and deck
        return told(state, events, seat) + msgspec.json.encode([state.hands, state.deck])

    assert leaks(real, 1, 3)[0] > 50


# ---------------------------------------------------------------------- events

#: One event of every kind, with the extremes of their fields (for a table of five).
EVERY_EVENT = [
    ev.CardPlayed(0, 120), ev.PawnMoved(1, 26, 3, 5), ev.CardTaken(2, 54, 90), ev.NothingToTake(4),
    ev.PastureRefilled(0, 0), ev.TypeDecided(1, 17, "B", 0, ((5, 2), (5, 2), (0, 0), (0, 0), (0, 0))),
    ev.MarkersPlaced(3, (0, 8, 48), (0, 1, 120)), ev.MarkersRanOut(3, (54,), (60,)),
    ev.CardsLeftGame(0, (85, 86, 89)), ev.OwedCardShown(2, 4, 2), ev.ConsentAsked(0, 1, 2, 50, 1, 118),
    ev.ConsentGiven(1, False),
    ev.DogMoved(0, 9, 12, 7, None), ev.DogMoved(1, 9, 1, 7, 104), ev.TurnEnded(4, 121),
    ev.GameEnded(tuple(ev.Score(s, 20, 12, 8) for s in range(5)), (0, 1, 2, 3, 4)),
]
FIVE = GameState.from_setup(deal(5, 0))


def test_every_kind_of_event_comes_back_as_itself_for_every_seat():
    for seat in (None, 0, 4):
        assert events_read(sent(write_events(ONLINE, EVERY_EVENT, seat)), FIVE) == EVERY_EVENT
    assert {type(e) for e in EVERY_EVENT} == EVENT_TYPES == set(ONLINE.Events)


@pytest.mark.parametrize("seed,players", GAMES[:4])
def test_a_games_events_come_back_as_themselves_for_every_seat(seed, players):
    for _, _, events, after in _transitions(seed, players):
        for seat in [None, *range(players)]:
            assert events_read(sent(write_events(ONLINE, events, seat)), after) == events


@pytest.mark.parametrize("data,field", [
    ({}, "events"),
    ([["__class__", {}]], "not an event"),
    ([["CardPlayed", {"seat": 0}]], "card"),
    ([["CardPlayed", {"seat": 2, "card": 3}]], "seat"),                 # a table of two
    ([["CardPlayed", {"seat": 0, "card": 121}]], "card"),
    ([["PastureRefilled", {"cell": 6, "card": 3}]], "cell"),           # a 6×6 pasture
    ([["PawnMoved", {"seat": 0, "start": 24, "end": 1, "steps": 1}]], "start"),
    ([["TypeDecided", {"seat": 0, "goat_type": 1, "scoring": "C", "player": 0, "displays": [[8, 2], [0, 0]]}]],
     "scoring"),
    ([["TypeDecided", {"seat": 0, "goat_type": 1, "scoring": "A", "player": 0, "displays": [[8, 2]]}]],
     "one per seat"),
    ([["GameEnded", {"scores": [{"seat": 0, "single": 1, "double": 0, "milk": 0}], "winners": [0]}]], "seat"),
    ([["TurnEnded", {"seat": 0, "turn": 1}]] * (MAX_EVENTS + 1), "events"),
    ([["MarkersPlaced", {"seat": 0, "cells": [0, 8]}]], "cards"),
    ([["MarkersPlaced", {"seat": 0, "cells": [0, 8], "cards": [3]}]], "a card for each cell"),
    ([["MarkersRanOut", {"seat": 0, "cells": [0], "cards": [3, 4]}]], "a card for each cell"),
    ([["ConsentAsked", {"seat": 0, "owner": 1, "source": 0, "target": 8, "card": 3, "swapped": None}]], "swapped"),
])
def test_an_event_that_does_not_fit_the_table_is_refused_naming_the_field(data, field):
    two = GameState.from_setup(deal(2, 0))
    with pytest.raises(ValueError, match=field):
        events_read(data, two)


@FUZZ
@given(_mutated([sent(write_events(ONLINE, EVERY_EVENT, None))]
                + [sent(write_events(ONLINE, events, 0)) for k, (_, _, events, _) in enumerate(_transitions(2, 5))
                   if k % 7 == 0]))
def test_damaged_events_are_refused_with_a_value_error_or_read_as_the_games_own(data):
    try:
        events = events_read(data, FIVE)
    except ValueError:
        return
    assert all(type(e) in EVENT_TYPES for e in events)


# ---------------------------------------------------------------------- the table


@pytest.mark.parametrize("seed,players", [(5, 2), (6, 5)])
def test_the_table_draws_a_view_and_tells_its_events_for_any_viewer(qapp, seed, players):
    """What a client does: each seat's table (and a spectator's) draws a world drawn from the view
    after each decision and the events as that seat may see them; it animates them and logs them."""
    from PySide6.QtCore import QObject, Signal

    from goatmaster.games.goat_master.qt.table import GoatMasterTable

    class Model(QObject):
        happened = Signal(object)
        changed = Signal()
        reset = Signal()
        refused = Signal(object)

        def __init__(self, state):
            super().__init__()
            self.state = state
            # what a table reads of a model's saved table: its seats, app data and the events told
            self.saved = SimpleNamespace(players=[None] * players, app={}, game=SimpleNamespace(events=[]))
            self.players = players

        def seat_name(self, seat):
            return f"P{seat}"

    rng = random.Random(seed)
    first = GameState.from_setup(deal(players, seed))
    tables = {}
    for seat in [None, *range(players)]:
        table = GoatMasterTable(Model(read_view(ONLINE, view_of(first, seat), seat).sample(rng)))
        table.animation_speed = 0.0
        table.set_mode(seat, seat is not None and first.current_player() == seat)
        tables[seat] = table
    lines = 0
    for k, (_, _, events, after) in enumerate(_transitions(seed, players)):
        if k > 40 and not after.is_terminal():
            continue
        for seat, table in tables.items():
            seen = read_view(ONLINE, view_of(after, seat), seat)
            table.model.state = seen.sample(rng)
            for event in read_events(ONLINE, sent(write_events(ONLINE, events, seat)), seen):
                table.model.happened.emit(event)
                lines += len(table.log_lines(event))
            table.model.changed.emit()
            table.set_mode(seat, seat is not None and after.current_player() == seat)
            table.prompt(), table.standing()
    assert lines > 100
