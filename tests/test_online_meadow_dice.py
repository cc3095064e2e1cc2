"""Meadow Dice's online form (issue 33): worlds and events as JSON, read as a client reads a
hostile server's messages.

Worlds of seeded random games (standard and pro, D14; named, numbered and new sheets, D2)
come back from JSON as the same position for both seats; a spectator's world is the state
itself, as everything is public (D15) and a state holds no throw to come.  Events of whole
games come back as the engine's own objects, and the table animates and logs them.
Anything else (fuzzed with hypothesis, derandomized) raises ``ValueError`` and nothing else,
and whatever is accepted can be played from and drawn.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goatmaster.core.game import CHANCE, TERMINAL
from goatmaster.games.meadow_dice import GAME, new_match
from goatmaster.games.meadow_dice.engine import NAMED_SHEETS, events as ev
from goatmaster.games.meadow_dice.engine.sheet import COW, named_sheet
from goatmaster.games.meadow_dice.engine.state import KEEP, MeadowState, two_dice
from goatmaster.games.meadow_dice.online import MAX_EVENTS, ONLINE, WORLD_FORMAT, WORLD_VERSION

FUZZ = settings(deadline=None, suppress_health_check=list(HealthCheck))
#: (seed, options): standard and pro (D14), a named sheet, the sheet of a number, a new one (D2).
GAMES = [(seed, {"pro": seed % 2 == 1, **sheet})
         for seed, sheet in enumerate([{"sheet": "Windmill"}, {"sheet": "Millpond"}, {"sheet": "number",
                                       "sheet_number": 4711}, {}, {}, {"sheet": "Riverbend"}] * 3)]


def played(seed: int, options: dict) -> Iterator[tuple[MeadowState, list]]:
    """Each state of a seeded random game (a copy), with the events of the action that led to it."""
    match = new_match(2, seed, options)
    rng = random.Random(seed)
    events: list = []
    while True:
        yield match.state.clone(), events
        seat = match.state.current_player()
        if seat == TERMINAL:
            return
        action = match.state.chance_outcome(rng) if seat == CHANCE else rng.choice(match.state.legal_actions())
        events = match.apply_action(action)


def through_json(value: Any) -> Any:
    return json.loads(json.dumps(value, allow_nan=False))


def same_position(a: MeadowState, b: MeadowState) -> None:
    for seat in (0, 1):
        assert a.observation(seat).key() == b.observation(seat).key()
    assert a.legal_actions() == b.legal_actions()
    assert a.current_player() == b.current_player()
    assert a.is_terminal() == b.is_terminal()
    assert a.result() == b.result()
    assert a.standing() == b.standing()


ALL_STATES = [state for seed, options in GAMES for state, _ in played(seed, options)]
BASE_WORLDS = [ONLINE.world_to_json(state) for state in ALL_STATES[::97]]
ALL_EVENTS = [events for seed, options in GAMES for _, events in played(seed, options) if events]


# ---------------------------------------------------------------------- worlds

def test_a_world_comes_back_as_the_same_position_at_every_step_of_many_games():
    rng = random.Random(5)
    phases = set()
    for state in ALL_STATES:
        seat = state.current_player() if state.current_player() >= 0 else rng.randrange(2)
        world = state.observation(seat).sample(rng)             # what the server sends a seat
        back = ONLINE.world_from_json(through_json(ONLINE.world_to_json(world)))
        same_position(back, state)
        assert ONLINE.world_to_json(back) == ONLINE.world_to_json(state)
        phases.add(state.phase)
    assert len(ALL_STATES) > 2000 and phases == {0, 1, 2, 3, 4}


def test_a_world_is_versioned_compact_and_holds_no_cache_no_events_and_no_dice_to_come():
    state = ALL_STATES[300]
    state.use_common_dice(12345)                    # the search's key to the throws to come
    data = ONLINE.world_to_json(state)
    assert data["format"] == WORLD_FORMAT and data["version"] == WORLD_VERSION
    assert set(data) == {"format", "version", "sheet", "pro", "marks", "seat", "phase", "dice", "again", "turn",
                         "doubles", "pro_scored"}
    assert "12345" not in json.dumps(data)
    assert len(json.dumps(data, separators=(",", ":"))) < 600
    back = ONLINE.world_from_json(data)
    assert back.common == -1                        # D15: a world throws nothing known in advance
    assert back.events == []                        # records from here on, as a match's state does


def test_a_world_shares_its_sheet_and_nothing_else():
    data = ONLINE.world_to_json(ALL_STATES[10])
    a, b = ONLINE.world_from_json(data), ONLINE.world_from_json(copy.deepcopy(data))
    assert a.sheet is b.sheet                       # a sheet is checked and built once (D2)
    assert a.owner is not b.owner and a.free[COW] is not b.free[COW] and a.events is not b.events
    a.apply_action(a.legal_actions()[0] if a.legal_actions() else a.chance_outcome(random.Random(1)))
    assert b.key() == ONLINE.world_from_json(data).key()


def test_a_world_from_the_rules_pages_positions_d18():
    """D18: two cows thrown with one cow free: that cow is marked and the game ends (D9)."""
    sheet = named_sheet("Windmill")
    cows = [c for c, face in enumerate(sheet.faces) if face == COW]
    state = MeadowState.with_marks(sheet, crosses=cows[:11])
    for action in (two_dice(COW, COW), KEEP, cows[11]):
        back = ONLINE.world_from_json(through_json(ONLINE.world_to_json(state)))
        same_position(back, state)
        state.apply_action(action)
    assert state.is_terminal()
    same_position(ONLINE.world_from_json(ONLINE.world_to_json(state)), state)


def test_a_spectators_world_is_the_state_with_no_key_to_the_dice_to_come():
    """D15: nothing is secret, so a spectator sees the position itself; its copy is its own."""
    rng = random.Random(3)
    for state in ALL_STATES[::50]:
        state.use_common_dice(99)
        world = ONLINE.public_world(state, rng)
        assert world.common == -1 and world is not state and world.owner is not state.owner
        assert world.key() == state.key()
        assert ONLINE.world_to_json(world) == ONLINE.world_to_json(state)


def test_the_form_is_registered_and_refuses_another_games_state():
    assert GAME.online is ONLINE
    with pytest.raises(ValueError):
        ONLINE.world_to_json(object())              # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ONLINE.public_world(object(), random.Random())  # type: ignore[arg-type]


def world(**changes: Any) -> dict:
    """A world in the middle of a game (seat 1 choosing dice again) with ``changes``."""
    state = next(s for s in ALL_STATES if s.turn == 5 and s.phase == 1)
    data = ONLINE.world_to_json(state)
    data.update(changes)
    return data


def marks_with(data: dict, cell: int, token: str) -> list[str]:
    rows = list(data["marks"])
    r, c = divmod(cell, 8)
    rows[r] = rows[r][:c] + token + rows[r][c + 1:]
    return rows


@pytest.mark.parametrize("change, field", [
    ({"format": "goatmaster-meadow"}, "format"),
    ({"version": 2}, "version"),
    ({"version": True}, "version"),
    ({"seat": 0}, "seat"),                                  # D4: seats alternate, seat 0 first
    ({"seat": True}, "seat"),
    ({"phase": "pass"}, "phase"),
    ({"phase": "over"}, "phase"),                            # D9: not ended with cows and numbers free
    ({"dice": [5, 2]}, "dice"),                              # the engine's order: lower first
    ({"dice": [0, 0]}, "dice"),                              # D5: thrown
    ({"dice": [1, 7]}, "dice"),                              # D3
    ({"dice": [1.0, 2]}, "dice"),
    ({"again": [1]}, "again"),                               # D6: nothing in the air now
    ({"turn": -1}, "turn"),
    ({"turn": 10 ** 40}, "turn"),
    ({"pro_scored": True}, "pro_scored"),                    # D14: not before the ninth cow
    ({"doubles": [2, 0]}, "doubles"),
    ({"marks": ["x" * 8] * 8}, "marks"),                     # D1: troughs are never marked
    ({"marks": ["........"] * 7}, "marks"),
    ({"sheet": {"name": "Windmill", "rows": ["1 1 1 1 1 1 1 1"] * 8}}, "sheet"),     # D2
    ({"sheet": {"name": "", "rows": []}}, "sheet"),
    ({"extra": 1}, "extra"),
])
def test_a_world_that_breaks_a_rule_or_the_format_is_refused_naming_the_field(change, field):
    with pytest.raises(ValueError, match=field):
        ONLINE.world_from_json(world(**change))


def test_a_marked_trough_and_a_mark_phase_with_nothing_to_mark_are_refused_d1_d7b():
    data = world()
    trough = next(c for c, face in enumerate(ONLINE.world_from_json(data).sheet.faces) if not face)
    with pytest.raises(ValueError, match="marks: cell .* trough"):
        ONLINE.world_from_json(world(marks=marks_with(data, trough, "o")))
    state = next(s for s in ALL_STATES if s.phase == 0 and s.turn > 4)
    twos = [c for c, face in enumerate(state.sheet.faces) if face == 2]
    data = ONLINE.world_to_json(MeadowState.with_marks(state.sheet, circles=twos))
    assert ONLINE.world_from_json(data).phase == 0
    data.update(phase="mark", dice=[2, 2])
    with pytest.raises(ValueError, match="D7b"):
        ONLINE.world_from_json(data)
    data.update(phase="again")
    assert ONLINE.world_from_json(data).legal_actions()      # D6: may still throw again


def usable(state: MeadowState, seed: int) -> None:
    """What a client does with a world: draw it (standing), ask it, and play on to the end."""
    state.legal_actions()
    state.standing()
    for seat in (0, 1):
        state.observation(seat).key()
    state.result()
    again = ONLINE.world_from_json(through_json(ONLINE.world_to_json(state)))
    assert again.key() == state.key()
    rng = random.Random(seed)
    play = state.clone()
    for _ in range(2000):
        seat = play.current_player()
        if seat == TERMINAL:
            break
        play.apply_action(play.chance_outcome(rng) if seat == CHANCE else rng.choice(play.legal_actions()))
    assert play.is_terminal()
    quick = state.clone()
    quick.playout(rng.random)
    assert quick.is_terminal()


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 70) | st.floats() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                  max_size=4),
                    max_leaves=12)


def paths(value: Any, here: tuple = ()) -> list[tuple]:
    found = [here]
    if isinstance(value, dict):
        for key, sub in value.items():
            found += paths(sub, here + (key,))
    elif isinstance(value, list):
        for k, sub in enumerate(value):
            found += paths(sub, here + (k,))
    return found


def mutate(data: st.DataObject, doc: Any, alphabet: str) -> Any:
    """One change anywhere in ``doc``: a value replaced (often by a near one), dropped, or added."""
    doc = copy.deepcopy(doc)
    path = data.draw(st.sampled_from(paths(doc)))
    if not path:
        return data.draw(JSON)
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    old, how = parent[path[-1]], data.draw(st.integers(0, 5))
    if how == 0:
        new = data.draw(JSON)
    elif how == 1 and type(old) is int:
        new = old + data.draw(st.integers(-3, 3))
    elif how == 1 and isinstance(old, str) and old:
        k = data.draw(st.integers(0, len(old) - 1))
        new = old[:k] + data.draw(st.sampled_from(alphabet)) + old[k + 1:]
    elif how == 2:
        del parent[path[-1]]
        return doc
    elif how == 3 and isinstance(parent, list):
        parent.append(copy.deepcopy(old))
        return doc
    elif how == 3:
        parent[data.draw(st.text(max_size=6))] = data.draw(JSON)
        return doc
    elif how == 4 and isinstance(old, list) and len(old) > 1:
        new = list(reversed(old))
    else:
        new = data.draw(st.sampled_from([None, True, 0, -1, 6, 64, "", "x", [], {}, 1.5, [0, 0], 10 ** 30]))
    parent[path[-1]] = new
    return doc


@settings(FUZZ, max_examples=500)
@given(st.data())
def test_fuzzed_worlds_raise_only_value_error_and_whatever_is_accepted_is_playable(data):
    doc = data.draw(st.sampled_from(BASE_WORLDS))
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(data, doc, ".xo12345CtT ")
    try:
        state = ONLINE.world_from_json(doc)
    except ValueError as error:
        assert str(error).startswith("world") and len(str(error)) < 300
        return
    usable(state, 1)


SHEETS = [ONLINE.world_to_json(MeadowState.blank(sheet))["sheet"] for sheet in NAMED_SHEETS[:4]]


def made_up_world(rng: random.Random) -> dict:
    """A world of the right shape with its fields drawn at random, mostly agreeing with one another."""
    turn = rng.randrange(61)
    phase = rng.choice(["throw", "again", "rethrow", "mark", "over"])
    share, sheet = rng.random(), rng.choice(SHEETS)
    marks = ["".join(rng.choice("xo") if rng.random() < share and (token not in "tT" or rng.random() < 0.01) else "."
                     for token in row.split(" ")) for row in sheet["rows"]]
    pro = rng.random() < 0.5
    again = [] if phase != "rethrow" and rng.random() < 0.9 else rng.choice([[0], [1], [0, 1]])
    return {"format": WORLD_FORMAT, "version": WORLD_VERSION, "sheet": sheet, "pro": pro,
            "marks": marks, "seat": (turn - (phase == "over")) % 2 if rng.random() < 0.9 else rng.randrange(2),
            "phase": phase, "dice": sorted([rng.randint(1, 6), rng.randint(1, 6)]), "again": again, "turn": turn,
            "doubles": [0, 0] if rng.random() < 0.8 else [2 * rng.randrange(3), 2 * rng.randrange(3)],
            "pro_scored": pro and rng.random() < 0.5}


def test_made_up_worlds_are_refused_with_value_error_or_playable():
    """Worlds no game reached: a cross-field rule refuses most; the others can be played to the end."""
    rng = random.Random(21)
    accepted = 0
    for k in range(800):
        data = made_up_world(rng)
        try:
            state = ONLINE.world_from_json(data)
        except ValueError as error:
            assert str(error).startswith("world: ")
            continue
        usable(state, k)
        accepted += 1
    assert accepted > 200


@settings(FUZZ, max_examples=150)
@given(JSON)
def test_any_json_value_is_refused_as_a_world_with_value_error(value):
    with pytest.raises(ValueError):
        ONLINE.world_from_json(value)


# ---------------------------------------------------------------------- events

def test_the_events_of_whole_games_come_back_as_the_engines_own_for_every_seat():
    kinds = set()
    for events in ALL_EVENTS:
        sent = ONLINE.events_to_json(events, None)
        assert sent == ONLINE.events_to_json(events, 0) == ONLINE.events_to_json(events, 1)   # D15
        back = ONLINE.events_from_json(through_json(sent))
        assert back == events
        assert [type(e) for e in back] == [type(e) for e in events]
        kinds.update(type(e) for e in back)
    assert kinds == {ev.Thrown, ev.DiceKept, ev.ThrownAgain, ev.CellMarked, ev.NothingToMark,
                     ev.IntermediateScoring, ev.TurnEnded, ev.GameEnded}


def test_only_the_games_event_types_are_read_or_written():
    for name in ("Thrown", "__class__", "event", "standing", "", "eval", None, 3):
        with pytest.raises(ValueError, match="type"):
            ONLINE.events_from_json([{"type": name, "seat": 0, "dice": [1, 2]}])
    with pytest.raises(ValueError):
        ONLINE.events_to_json([ev.SeatScore(0, 0, 0, 0, 0)], None)
    with pytest.raises(ValueError):
        ONLINE.events_to_json([ev.Thrown(0, (1, 2))], 2)
    with pytest.raises(ValueError, match="at most"):
        ONLINE.events_from_json([{"type": "turn_ended", "seat": 0, "turn": 1}] * (MAX_EVENTS + 1))


@pytest.mark.parametrize("event, why", [
    ({"type": "thrown", "seat": 0, "dice": [6, 1]}, "lower face"),
    ({"type": "thrown", "seat": 2, "dice": [1, 6]}, "seat"),
    ({"type": "kept", "seat": 0, "kept": [1], "again": []}, "D6"),
    ({"type": "thrown_again", "seat": 1, "faces": [4], "dice": [1, 2]}, "D6"),
    ({"type": "marked", "seat": 0, "cell": 64, "face": 3, "double": False}, "cell"),
    ({"type": "marked", "seat": 0, "cell": 3, "face": 0, "double": False}, "face"),
    ({"type": "marked", "seat": 0, "cell": 3, "face": 3, "double": 0}, "double"),
    ({"type": "nothing_to_mark", "seat": 0, "dice": [2, 6]}, "D7b"),
    ({"type": "intermediate_scoring", "points": [2, 0], "herds": [[[0, 2]], []]}, "D12"),
    ({"type": "intermediate_scoring", "points": [4, 0], "herds": [[[0, 1]], []]}, "D14"),
    ({"type": "turn_ended", "seat": 1, "turn": 1}, "D4"),
])
def test_an_event_the_engine_could_not_make_is_refused_naming_the_field(event, why):
    with pytest.raises(ValueError, match=why):
        ONLINE.events_from_json([event])


def game_ended() -> dict:
    return next(e for events in ALL_EVENTS for e in ONLINE.events_to_json(events, None)
                if e["type"] == "game_ended" and e["standing"]["herds"][0])


@pytest.mark.parametrize("mutate_standing, why", [
    (lambda s: s["scores"][0].update(herds=s["scores"][0]["herds"] + 2), "D12"),
    (lambda s: s["scores"][1].update(meadows=s["scores"][1]["meadows"] + 3), "D10"),
    (lambda s: s["scores"][0].update(troughs=19), "D11"),
    (lambda s: s["meadows"].__setitem__(0, 1 - s["meadows"][0] if s["meadows"][0] is not None else 0), "D10"),
    (lambda s: s["herds"][0].append(list(s["herds"][0][0])), "D8"),
    (lambda s: s["herds"][0].reverse() if len(s["herds"][0]) > 1 else s["herds"][0].append([63]), "D12"),
])
def test_a_final_standing_must_add_up_d10_d13(mutate_standing, why):
    event = game_ended()
    assert ONLINE.events_from_json([event])
    mutate_standing(event["standing"])
    with pytest.raises(ValueError, match=why):
        ONLINE.events_from_json([event])
    event = game_ended()
    event["winners"] = [0, 1] if len(event["winners"]) == 1 else [0]
    with pytest.raises(ValueError, match="D13"):
        ONLINE.events_from_json([event])


BASE_EVENTS = [ONLINE.events_to_json(events, None) for events in ALL_EVENTS[::23]]
BASE_EVENTS += [[e] for events in ALL_EVENTS for e in ONLINE.events_to_json(events, None)
                if e["type"] in ("game_ended", "intermediate_scoring")][:12]


@settings(FUZZ, max_examples=400)
@given(st.data())
def test_fuzzed_events_raise_only_value_error(data):
    doc = data.draw(st.sampled_from(BASE_EVENTS))
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(data, doc, "0123456789")
    try:
        events = ONLINE.events_from_json(doc)
    except ValueError as error:
        assert str(error).startswith("events") and len(str(error)) < 300
        return
    assert ONLINE.events_from_json(through_json(ONLINE.events_to_json(events, None))) == events


# ---------------------------------------------------------------------- the table


@pytest.fixture
def table(qtbot):
    """A Meadow Dice table on a MatchModel, as the game window builds it."""
    from goatmaster.app.play.match_model import MatchModel
    from goatmaster.files.envelope import Seat
    from goatmaster.games.meadow_dice.qt.table import MeadowTable
    from goatmaster.views.table_view import TableView

    saved = GAME.codec.saved_game([Seat("Ada", "human"), Seat("Bot", "ai", "easy")],
                                  GAME.new_match(2, 4, {"pro": True}), {})
    model = MatchModel(saved, seed=4)
    made = MeadowTable(model)
    view = TableView()
    qtbot.addWidget(view)
    view.setScene(made.scene)
    view.resize(1280, 800)
    view.show()
    return made


def test_the_table_animates_and_logs_decoded_events_of_a_whole_game(table):
    """The client's path: the server's events, decoded, through ``happened`` and the log."""
    model = table.model
    match = model.saved.game
    table.animation_speed = 50.0
    rng = random.Random(2)
    kinds = set()
    while not match.is_over:
        state = match.state
        seat = state.current_player()
        events = match.apply_action(state.chance_outcome(rng) if seat == CHANCE
                                    else rng.choice(state.legal_actions()))
        decoded = ONLINE.events_from_json(through_json(ONLINE.events_to_json(events, 1)))
        for event, original in zip(decoded, events):
            model.happened.emit(event)
            assert table.log_lines(event, model.state) == table.log_lines(original, model.state)
            kinds.add(type(event))
        model.changed.emit()
        table.set_mode(model.state.seat, True)
        table.prompt()
        if len(match.actions) % 10 == 0:
            table.finish_animations()
    table.finish_animations()
    assert len(kinds) == 8                      # every event type, D14's intermediate scoring too
    assert any("wins" in text or "shared" in text for text, _ in table.log_lines(decoded[-1], model.state))


def test_the_table_draws_decoded_worlds_even_odd_ones(table):
    """Worlds of real games and mutated ones the reader accepted: the table draws and explains them."""
    model = table.model
    rng = random.Random(8)
    worlds = [ONLINE.world_to_json(state) for state in ALL_STATES[::211]]
    odd = 0
    while odd < 25:
        doc = copy.deepcopy(rng.choice(BASE_WORLDS))
        for _ in range(rng.randint(1, 4)):
            r = rng.randrange(8)
            doc["marks"][r] = "".join(rng.choice(".xo") if rng.random() < 0.3 else ch for ch in doc["marks"][r])
        doc["phase"] = rng.choice(["throw", "again", "mark", "over", doc["phase"]])
        try:
            ONLINE.world_from_json(doc)
        except ValueError:
            continue
        worlds.append(doc)
        odd += 1
    for doc in worlds:
        state = ONLINE.world_from_json(doc)
        model.saved.game.state = state
        model.reset.emit()
        for viewer in (state.seat, None):
            table.set_mode(viewer, viewer is not None)
            table.prompt(), table.what_now(), table.standing(), table.end_legend()
        for cell in range(0, 64, 3):
            table.describe_cell(cell)
        if state.legal_actions():
            table.show_hint(state.legal_actions()[0], "Hint:")
        assert table.scene.sheet is state.sheet


def test_the_sheets_shipped_travel_by_their_rows_d2():
    for sheet in NAMED_SHEETS:
        state = MeadowState.blank(sheet)
        back = ONLINE.world_from_json(through_json(ONLINE.world_to_json(state)))
        assert back.sheet == sheet and back.sheet.rows() == sheet.rows() and back.sheet.troughs == sheet.troughs
