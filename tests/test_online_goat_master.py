"""Goat Master's online form (issue 33): worlds and events as JSON, what each seat may know of them.

Seeded random games of 2 to 5 seats, every step.  What is secret is R23's: the deck's order and
the cards a player was dealt (R7) until they are played (R9) or shown (R15); everything else is
public, including every card taken from the pasture (R11) and every card laid into it.
"""

from __future__ import annotations

import copy
import json
import os
import random
from types import SimpleNamespace
from typing import Any, Iterator, Optional

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goatmaster.core.game import CHANCE, TERMINAL
from goatmaster.core.registry import entry
from goatmaster.games.goat_master.engine import GameState, deal
from goatmaster.games.goat_master.engine import events as ev
from goatmaster.games.goat_master.engine.cards import FIRST_MILK, TYPE, is_dog
from goatmaster.games.goat_master.engine.pasture import geometry
from goatmaster.games.goat_master.engine.places import DECK, HAND, UNSEEN
from goatmaster.games.goat_master.online import (MAX_EVENTS, ONLINE, events_fit, events_from_json, events_to_json,
                                                world_from_json, world_to_json)
from goatmaster.net.online import OnlineForm, online_of

FUZZ = settings(deadline=None, max_examples=150,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


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


GAMES = [(seed, 2 + seed % 4) for seed in range(8)]


def _json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _same_game(a: GameState, b: GameState) -> None:
    """Everything a seat, a spectator and the table read of a state agrees."""
    for seat in range(-1, a.players):
        assert a.observation(seat).key() == b.observation(seat).key()
    assert a.legal_actions() == b.legal_actions()
    assert a.current_player() == b.current_player()
    assert a.is_terminal() == b.is_terminal()
    assert a.result() == b.result()
    assert a.scores() == b.scores()


# ---------------------------------------------------------------------- the form

def test_goat_master_names_its_online_form():
    form: OnlineForm = ONLINE
    assert online_of(entry("goat-master")) is form


# ---------------------------------------------------------------------- worlds

@pytest.mark.parametrize("seed,players", GAMES)
def test_every_world_travels_as_json_and_comes_back_the_same(seed, players):
    """The real state, a world drawn from a seat's observation and a spectator's world, at every step."""
    rng = random.Random(seed)
    for state in _steps(seed, players):
        for world in (state, state.observation(rng.randrange(players)).sample(rng), ONLINE.public_world(state, rng)):
            data = _json(ONLINE.world_to_json(world))
            back = ONLINE.world_from_json(data)
            _same_game(back, world)
            assert ONLINE.world_to_json(back) == data
            assert back.geo is geometry(players)            # the engine's shared geometry, not a copy
            assert back.events == []                        # a match's state: it tells what happens to it


def test_the_worlds_cover_every_phase_and_both_scorings():
    phases, fourth, first = set(), False, False
    for seed, players in GAMES:
        for state in _steps(seed, players):
            phases.add(state.phase_name)
            fourth |= state.by_fourth != 0
            first |= any(o >= 0 and not state.by_fourth >> t & 1 for t, o in enumerate(state.owner))
    assert phases == {"play", "take", "refill", "dog", "consent", "over"} and fourth and first


def _sample_worlds() -> list[dict]:
    rng = random.Random(3)
    worlds = []
    for seed, players in GAMES[:4]:
        states = [state.copy() for state in _steps(seed, players)]
        for k in sorted(rng.sample(range(len(states)), 6)) + [len(states) - 1]:
            worlds.append(_json(world_to_json(states[k])))
    consent = next(s for seed, players in GAMES for s in _steps(seed, players) if s.phase_name == "consent")
    worlds.append(_json(world_to_json(consent)))
    return worlds


WORLDS = _sample_worlds()


def _exercise(state: GameState) -> None:
    """What a client does with a world: draw it, ask for its options, sample it, play it out."""
    rng = random.Random(0)
    for seat in range(-1, state.players):
        view = state.observation(seat)
        view.key()
        view.sample(rng)
    state.current_player(), state.is_terminal(), state.scores(), state.result()
    actions = state.legal_actions() or ([state.chance_outcome(rng)] if state.current_player() == CHANCE else [])
    for action in rng.sample(actions, min(3, len(actions))):
        after = state.clone()
        after.apply_action(action)
        after.playout(rng.random)
        after.result()
    world_to_json(state)


def _paths(value: Any, path: tuple = ()) -> Iterator[tuple]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,))
    elif isinstance(value, list):
        for k, item in enumerate(value):
            yield from _paths(item, path + (k,))


JSON_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 130), st.integers(), st.floats(),
                        st.text(max_size=6), st.sampled_from(["A", "B", "play", "dog", "goat-master-world"]),
                        st.lists(st.integers(-2, 125), max_size=5), st.dictionaries(st.text(max_size=3), st.integers(),
                                                                                    max_size=2))


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


@FUZZ
@given(_mutated(WORLDS))
def test_a_damaged_world_is_refused_with_a_value_error_or_is_safe_to_play(data):
    """Reading defends the client: a ValueError, or a world the table and the engine handle, that
    writes back to exactly what was read."""
    try:
        state = world_from_json(data)
    except ValueError:
        return
    assert world_to_json(state) == data
    _exercise(state)


@FUZZ
@given(st.recursive(JSON_VALUES, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["format", "players", "deck", "x"]), inner, max_size=4),
                    max_leaves=20))
def test_anything_else_is_refused_with_a_value_error(data):
    with pytest.raises(ValueError):
        world_from_json(data)


def _world(seed: int = 1, players: int = 3, steps: int = 40) -> dict:
    for k, state in enumerate(_steps(seed, players)):
        if k == steps:
            return _json(world_to_json(state))
    raise AssertionError("the game ended too soon")


def _damage(change) -> dict:
    data = _world()
    change(data)
    return data


def _set(path, value):
    def change(data):
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        parent[path[-1]] = value
    return change


def _hand_card_into_deck(data):
    data["deck"].append(data["hands"][0][0])


def _box_card_into_deck(data):
    placed = set(data["deck"] + data["out"] + [c for c in data["pasture"] if c >= 0]
                 + [c for h in data["hands"] for c in h if c >= 0] + [c for d in data["displays"] for c in d])
    data["deck"].append(next(c for c in range(121) if c not in placed))


def _mark_unwon_card(data):
    cell = next(k for k, c in enumerate(data["pasture"]) if 0 <= c < 90 and data["marks"][k] < 0
                and not any(t == c // 5 for t, *_ in data["decided"]))
    data["marks"][cell] = 0


def _secret_dog(data):
    seat, slot = next((s, k) for s, hand in enumerate(data["hands"]) for k, card in enumerate(hand) if card >= 0)
    dog = next(c for c in data["deck"] if is_dog(c))
    data["deck"][data["deck"].index(dog)] = data["hands"][seat][slot]
    data["hands"][seat][slot] = dog
    data["hidden"][seat][slot] = True


@pytest.mark.parametrize("change,field", [
    (_set(("players",), 6), "players:"),
    (_set(("players",), True), "players:"),
    (_set(("players",), 3.0), "players:"),
    (_set(("format",), "goat-master-save"), "format:"),
    (_set(("version",), 2), "version:"),
    (_set(("deck", 0), 10 ** 40), "deck[0]: a huge number"),
    (_set(("deck", 0), [[[[]]]]), "deck[0]: a list"),
    (_set(("pasture",), []), "pasture:"),
    (_set(("hands", 0), [1, 2, 3]), "hands[0]:"),
    (_set(("phase",), "lunch"), "phase:"),
    (_set(("seat",), 2), "seat:"),
    (_set(("turn",), 7), "turn:"),
    (_set(("pawns", 0), 0), "pawns[0]:"),
    (_set(("pending",), [0, 1]), "pending:"),
    (_hand_card_into_deck, "two places"),
    (_box_card_into_deck, "box:"),
    (_mark_unwon_card, "marks:"),
    (_secret_dog, "cannot be a secret dealt card"),         # R7: no dog is dealt
    (lambda data: data.pop("took"), "world.took: missing"),
    (lambda data: data.update(seed=1), "world: unknown field 'seed'"),
])
def test_the_error_names_the_field_that_is_wrong(change, field):
    world_from_json(_world())                               # undamaged, it reads
    with pytest.raises(ValueError) as error:
        world_from_json(_damage(change))
    assert field in str(error.value)


def test_a_world_is_small_and_quick_to_read():
    """Figures for the report: compact JSON bytes of a mid-game world, and the median read time."""
    import statistics
    import time
    sizes = {}
    for players in (2, 5):
        data = _world(seed=4, players=players, steps=60)
        sizes[players] = len(json.dumps(data, separators=(",", ":")))
        times = []
        for _ in range(200):
            start = time.perf_counter()
            world_from_json(data)
            times.append(time.perf_counter() - start)
        if os.environ.get("GOATMASTER_FIGURES"):
            print(f"{players} seats: {sizes[players]} bytes, read in {statistics.median(times) * 1e6:.0f} µs")
    assert sizes[2] < 1500 and sizes[5] < 2000


# ---------------------------------------------------------------------- the spectator's world

def _without_own_secrets(state: GameState, seat: int) -> tuple:
    """``seat``'s observation with its own dealt cards still in hand set aside (R7, R23): what it
    knows that every seat knows."""
    view = state.observation(seat)
    for slot in (2 * seat, 2 * seat + 1):
        if view.state.hidden[slot]:
            card = view.state.hands[slot]
            view.state.hands[slot] = -1
            view.state.where[card] = UNSEEN
            view.unseen = tuple(sorted(view.unseen + (card,)))
    return view.key()


@pytest.mark.parametrize("seed,players", GAMES[:4])
def test_the_public_world_keeps_all_that_every_seat_knows(seed, players):
    rng = random.Random(seed)
    for state in _steps(seed, players):
        world = ONLINE.public_world(state, rng)
        assert world.observation(-1).key() == state.observation(-1).key()
        for seat in range(players):
            assert _without_own_secrets(world, seat) == _without_own_secrets(state, seat)
        assert (world.current_player(), world.is_terminal(), world.result()) == (
            state.current_player(), state.is_terminal(), state.result())


def test_the_public_world_guesses_the_secrets_no_better_than_chance():
    """R7, R23: the dealt cards still in hand and the deck's top card of a spectator's world match
    the real ones as often as two spectator's worlds match each other."""
    rng = random.Random(11)
    real = guessed = draws = 0
    for seed, players in GAMES:
        for k, state in enumerate(_steps(seed, players)):
            if k % 4:
                continue
            secret = [slot for slot, hidden in enumerate(state.hidden) if hidden]
            for _ in range(6):
                a, b = ONLINE.public_world(state, rng), ONLINE.public_world(state, rng)
                real += sum(a.hands[slot] == state.hands[slot] for slot in secret)
                guessed += sum(a.hands[slot] == b.hands[slot] for slot in secret)
                if state.deck:
                    real += a.deck[-1] == state.deck[-1]
                    guessed += a.deck[-1] == b.deck[-1]
                draws += len(secret) + bool(state.deck)
    assert draws > 3000
    assert guessed > 50 and abs(real - guessed) < 5 * guessed ** 0.5


# ---------------------------------------------------------------------- events

#: One event of every kind, with the extremes of their fields.
EVERY_EVENT = [
    ev.CardPlayed(0, 120), ev.PawnMoved(1, 26, 3, 5), ev.CardTaken(2, 54, 90), ev.NothingToTake(4),
    ev.PastureRefilled(0, 0), ev.TypeDecided(1, 17, "B", 0, ((5, 2), (5, 2), (0, 0))),
    ev.MarkersPlaced(3, (0, 8, 48)), ev.MarkersRanOut(3, (54,)), ev.CardsLeftGame(0, (85, 86, 89)),
    ev.OwedCardShown(2, 4, 2), ev.ConsentAsked(0, 1, 2, 50), ev.ConsentGiven(1, False),
    ev.DogMoved(0, 9, 12, 7, None), ev.DogMoved(1, 9, 1, 7, 104), ev.TurnEnded(4, 121),
    ev.GameEnded((ev.Score(0, 20, 12, 8), ev.Score(1, 30, 10, 0)), (0, 1)),
]


def test_every_kind_of_event_comes_back_as_itself_for_every_seat():
    for seat in (None, 0, 4):
        data = _json(ONLINE.events_to_json(EVERY_EVENT, seat))
        assert ONLINE.events_from_json(data) == EVERY_EVENT
    assert {type(e) for e in EVERY_EVENT} == set(ev.Event.__args__)   # type: ignore[attr-defined]


@pytest.mark.parametrize("seed,players", GAMES)
def test_a_games_events_come_back_as_themselves(seed, players):
    for _, _, events, after in _transitions(seed, players):
        events_fit(events, after)
        for seat in [None, *range(players)]:
            data = _json(events_to_json(events, seat))
            assert events_from_json(data) == events
            assert events_to_json(events_from_json(data), seat) == data


def _where_unseen(world: GameState, card: int) -> Optional[tuple[str, int]]:
    """Where a card lies that the world's seat cannot see: ("deck", index) or ("hand", slot)."""
    if world.where[card] == DECK:
        return "deck", world.deck.index(card)
    if world.where[card] >= HAND and world.where[card] < HAND + world.players:
        return "hand", world.hands.index(card)
    return None


def _swap_unseen(world: GameState, a: int, b: int) -> bool:
    """Exchange two cards hidden from the seat the world was drawn for (it cannot tell the
    difference), as long as a card going into a hand could have been dealt (R7, R15)."""
    places = _where_unseen(world, a), _where_unseen(world, b)
    if None in places or a == b:
        return False
    for card, (kind, _) in zip((b, a), places):        # b goes where a was, a where b was
        if kind == "hand" and (is_dog(card) or (TYPE[card] >= 0 and world.by_fourth >> TYPE[card] & 1)
                               or not (TYPE[card] >= 0 or card >= FIRST_MILK)):
            return False
    for card, (kind, index) in zip((b, a), places):
        if kind == "deck":
            world.deck[index] = card
            world.where[card] = DECK
        else:
            world.hands[index] = card
            world.where[card] = HAND + index // 2
    return True


def _twin(state: GameState, viewer: int, action: int, events: list, rng: random.Random,
          align: bool) -> GameState:
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


@pytest.mark.parametrize("seed,players", GAMES)
def test_no_event_tells_a_seat_what_it_may_not_know(seed, players):
    """The leak test (R23): from two real states a seat cannot tell apart, the same decision leads
    to the same events for that seat wherever its observation after them is the same too, so the
    events say nothing of the other seats' dealt cards (R7) or the deck (R4) that the observation
    does not.  A spectator (``None``, seat -1 to the engine) likewise."""
    rng = random.Random(seed)
    compared = 0
    for before, action, events, after in _transitions(seed, players):
        for seat in [None, *range(players)]:
            viewer = -1 if seat is None else seat
            sent = events_to_json(events, seat)
            for align in (False, True):
                twin = _twin(before, viewer, action, events, rng, align)
                twin.events = []
                if action not in twin.legal_actions():
                    continue
                twin.apply_action(action)
                twin.advance()
                if twin.observation(viewer).key() == after.observation(viewer).key():
                    compared += 1
                    assert events_to_json(twin.events, seat) == sent
    assert compared > 100


@pytest.mark.parametrize("seed,players", GAMES)
def test_no_card_of_a_hand_or_the_deck_reaches_a_seat_before_it_is_public(seed, players):
    """R7, R9, R11, R15, R23: every card an event sends a seat is one it may place once the events
    happened (played face up, taken or laid on the pasture face up, shown); never a dealt card
    still in another hand, never a card still in the deck."""
    seen = set()
    for before, _, events, after in _transitions(seed, players):
        seen |= {type(e) for e in events}
        for seat in [None, *range(players)]:
            unseen = set(after.observation(-1 if seat is None else seat).unseen)
            for item in events_to_json(events, seat):
                for field in ("card", "cards", "swapped"):
                    value = item.get(field)
                    cards = value if isinstance(value, list) else [] if value is None else [value]
                    assert not unseen & set(cards), (item, seat)
    assert ev.CardPlayed in seen and ev.PastureRefilled in seen


def _event_bases() -> list:
    bases = [_json(events_to_json(EVERY_EVENT, None))]
    for k, (_, _, events, _) in enumerate(_transitions(2, 4)):
        if k % 7 == 0:
            bases.append(_json(events_to_json(events, 0)))
    return bases


@FUZZ
@given(_mutated(_event_bases()))
def test_damaged_events_are_refused_with_a_value_error_or_read_as_written(data):
    try:
        events = events_from_json(data)
    except ValueError:
        return
    assert all(type(e) in set(ev.Event.__args__) for e in events)     # type: ignore[attr-defined]
    assert events_to_json(events, None) == data


@pytest.mark.parametrize("data,field", [
    ({}, "events:"),
    ([{"type": "__class__"}], "events[0].type:"),
    ([{"type": "card_played", "seat": 0}], "events[0].card: missing"),
    ([{"type": "card_played", "seat": 0, "card": 3, "face": "up"}], "events[0]: unknown field"),
    ([{"type": "card_played", "seat": 5, "card": 3}], "events[0].seat:"),
    ([{"type": "pasture_refilled", "cell": 7, "card": 3}], "events[0].cell:"),
    ([{"type": "pawn_moved", "seat": 0, "start": 3, "end": 9, "steps": 2}], "events[0]:"),
    ([{"type": "game_ended", "scores": [[1, 0, 0], [2, 0, 0]], "winners": [0]}], "events[0]:"),
    ([{"type": "turn_ended", "seat": 0, "turn": 1}] * (MAX_EVENTS + 1), "events:"),
])
def test_an_event_error_names_the_field(data, field):
    with pytest.raises(ValueError) as error:
        events_from_json(data)
    assert field in str(error.value)


def test_events_that_do_not_fit_the_world_are_refused():
    """A seat, a cell or an edge position beyond the world's game: the table would index past its
    seats and cells."""
    two = GameState.from_setup(deal(2, 0))                  # 6×6 pasture, 24 edge positions
    for event in (ev.PawnMoved(2, 0, 1, 1), ev.PawnMoved(0, 24, 25, 1), ev.MarkersPlaced(0, (6,)),
                  ev.PastureRefilled(48, 3), ev.ConsentAsked(0, 1, 0, 6), ev.DogMoved(0, 6, 0, 1, None),
                  ev.TypeDecided(0, 1, "A", 0, ((8, 2), (0, 0), (0, 0))), ev.ConsentGiven(3, True),
                  ev.GameEnded((ev.Score(0, 1, 0, 0), ev.Score(1, 0, 0, 0), ev.Score(2, 0, 0, 0)), (0,))):
        with pytest.raises(ValueError):
            events_fit([event], two)
    events_fit([ev.PawnMoved(1, 23, 0, 1), ev.MarkersPlaced(1, (45,))], two)


def test_only_goat_master_events_are_written():
    with pytest.raises(ValueError):
        events_to_json([object()], 0)
    with pytest.raises(ValueError):
        events_to_json([], 7)


# ---------------------------------------------------------------------- the table

@pytest.mark.parametrize("seed,players", [(5, 2), (6, 5)])
def test_the_table_draws_a_world_and_tells_its_events_for_any_viewer(qapp, seed, players):
    """What a client does: each seat's table (and a spectator's) gets the world after each
    decision and the events as that seat may see them; it animates them and logs them."""
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
            self.saved = SimpleNamespace(players=[None] * players, app={})
            self.players = players

        def seat_name(self, seat):
            return f"P{seat}"

    rng = random.Random(seed)
    first = GameState.from_setup(deal(players, seed))
    tables = {}
    for seat in [None, *range(players)]:
        world = ONLINE.public_world(first, rng) if seat is None else first.observation(seat).sample(rng)
        table = GoatMasterTable(Model(ONLINE.world_from_json(_json(ONLINE.world_to_json(world)))))
        table.animation_speed = 0.0
        table.set_mode(seat, seat is not None and first.current_player() == seat)
        tables[seat] = table
    lines = 0
    for k, (_, _, events, after) in enumerate(_transitions(seed, players)):
        if k > 40 and not after.is_terminal():
            continue
        for seat, table in tables.items():
            world = ONLINE.public_world(after, rng) if seat is None else after.observation(seat).sample(rng)
            table.model.state = ONLINE.world_from_json(_json(ONLINE.world_to_json(world)))
            sent = ONLINE.events_from_json(_json(ONLINE.events_to_json(events, seat)), table.model.state)
            for event in sent:
                table.model.happened.emit(event)
                lines += len(table.log_lines(event, table.model.state))
            table.model.changed.emit()
            table.set_mode(seat, seat is not None and after.current_player() == seat)
            table.prompt(), table.standing()
    assert lines > 100

