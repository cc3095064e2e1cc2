"""Meadow Dice's online form: views and events as a client reads a hostile server's messages.

Views of seeded random games (standard and pro, D14; named, numbered and new sheets, D2)
come back as the same position for both seats and a spectator, as everything is public (D15)
and a position holds no throw to come.  Events of whole games come back as the engine's own
objects, and the table animates and logs them.  Anything else (fuzzed with hypothesis,
derandomized) raises ``ValueError`` and nothing else, and whatever is accepted can be played
from and drawn.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any, Iterator

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goatmaster.core.game import CHANCE, TERMINAL
from goatmaster.games.meadow_dice import GAME, new_match
from goatmaster.games.meadow_dice.engine import NAMED_SHEETS, events as ev
from goatmaster.games.meadow_dice.engine.sheet import COW, named_sheet
from goatmaster.games.meadow_dice.engine.state import KEEP, MeadowState, two_dice
from goatmaster.games.meadow_dice.online import MAX_EVENTS, ONLINE
from goatmaster.net.online import read_events, read_view, write_events

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


def same_position(a: MeadowState, b: MeadowState) -> None:
    for seat in (0, 1):
        assert a.observation(seat).key() == b.observation(seat).key()
    assert a.legal_actions() == b.legal_actions()
    assert a.current_player() == b.current_player()
    assert a.is_terminal() == b.is_terminal()
    assert a.result() == b.result()
    assert a.standing() == b.standing()


def sent(value: Any) -> Any:
    """``value`` as a client reads it off the wire."""
    return msgspec.json.decode(msgspec.json.encode(value))


def view_of(state: MeadowState, seat: Any = None) -> dict:
    return sent(ONLINE.view(state, seat))


def position(data: Any, seat: Any = 0) -> MeadowState:
    """The position a client builds from a view (what its table draws)."""
    return read_view(ONLINE, data, seat).sample(random.Random(0))


def events_back(data: Any) -> list:
    return read_events(ONLINE, data, read_view(ONLINE, BASE_VIEWS[0], 0))


ALL_STATES = [state for seed, options in GAMES for state, _ in played(seed, options)]
BASE_VIEWS = [view_of(state) for state in ALL_STATES[::97]]
ALL_EVENTS = [events for seed, options in GAMES for _, events in played(seed, options) if events]


# ---------------------------------------------------------------------- views

def test_a_view_comes_back_as_the_same_position_at_every_step_of_many_games():
    phases = set()
    for state in ALL_STATES:
        for seat in (0, 1, None):
            back = position(view_of(state, seat), seat)
            same_position(back, state)
        assert view_of(back) == view_of(state)
        phases.add(state.phase)
    assert len(ALL_STATES) > 2000 and phases == {0, 1, 2, 3, 4}


def test_a_view_is_compact_and_holds_no_cache_and_no_dice_to_come():
    state = ALL_STATES[300]
    state.use_common_dice(12345)                    # the search's key to the throws to come
    data = view_of(state)
    assert set(data) == {"sheet", "rows", "pro", "marks", "seat", "phase", "dice", "again", "turn", "doubles",
                         "pro_scored"}
    assert "12345" not in json.dumps(data)
    assert len(msgspec.json.encode(data)) < 600
    assert position(data).common == -1             # D15: a client throws nothing known in advance
    assert view_of(state, 0) == view_of(state, 1) == data       # D15: the same for everyone


def test_views_share_their_sheet_and_nothing_else():
    data = view_of(ALL_STATES[10])
    a, b = position(data), position(copy.deepcopy(data))
    assert a.sheet is b.sheet                       # a sheet is checked and built once (D2)
    assert a.owner is not b.owner and a.free[COW] is not b.free[COW]
    a.apply_action(a.legal_actions()[0] if a.legal_actions() else a.chance_outcome(random.Random(1)))
    assert b.key() == position(data).key()


def test_a_view_from_the_rules_pages_positions_d18():
    """D18: two cows thrown with one cow free: that cow is marked and the game ends (D9)."""
    sheet = named_sheet("Windmill")
    cows = [c for c, face in enumerate(sheet.faces) if face == COW]
    state = MeadowState.with_marks(sheet, crosses=cows[:11])
    for action in (two_dice(COW, COW), KEEP, cows[11]):
        same_position(position(view_of(state)), state)
        state.apply_action(action)
    assert state.is_terminal()
    same_position(position(view_of(state)), state)


def test_the_form_is_registered():
    assert GAME.online is ONLINE


def view(**changes: Any) -> dict:
    """A view in the middle of a game (seat 1 choosing dice again) with ``changes``."""
    state = next(s for s in ALL_STATES if s.turn == 5 and s.phase == 1)
    data = view_of(state)
    data.update(changes)
    return data


def marks_with(data: dict, cell: int, token: str) -> list[str]:
    rows = list(data["marks"])
    r, c = divmod(cell, 8)
    rows[r] = rows[r][:c] + token + rows[r][c + 1:]
    return rows


@pytest.mark.parametrize("change, field", [
    ({"seat": 0}, "seat"),                                  # D4: seats alternate, seat 0 first
    ({"seat": True}, "seat"),
    ({"phase": 5}, "phase"),
    ({"phase": 4, "turn": 6}, "phase"),                      # D9: not ended with cows and numbers free
    ({"dice": [5, 2]}, "dice"),                              # the engine's order: lower first
    ({"dice": [0, 0]}, "dice"),                              # D5: thrown
    ({"dice": [1, 7]}, "dice"),                              # D3
    ({"dice": [1.0, 2]}, "dice"),
    ({"again": 2}, "again"),                                 # D6: nothing in the air now
    ({"turn": -1}, "turn"),
    ({"turn": 10 ** 40}, "turn"),
    ({"pro_scored": True}, "pro_scored"),                    # D14: not before the ninth cow
    ({"doubles": [2, 0]}, "doubles"),
    ({"marks": ["x" * 8] * 8}, "marks"),                     # D1: troughs are never marked
    ({"marks": ["........"] * 7}, "marks"),
    ({"marks": ["..x..q.."] * 8}, "marks"),
    ({"rows": ["1 1 1 1 1 1 1 1"] * 8}, "rows"),             # D2
    ({"sheet": ""}, "sheet"),
    ({"extra": 1}, "extra"),
])
def test_a_view_that_breaks_a_rule_or_its_types_is_refused_naming_the_field(change, field):
    with pytest.raises(ValueError, match=field):
        position(view(**change))


def test_a_marked_trough_and_a_mark_phase_with_nothing_to_mark_are_refused_d1_d7b():
    data = view()
    trough = next(c for c, face in enumerate(position(data).sheet.faces) if not face)
    with pytest.raises(ValueError, match="marks: a trough"):
        position(view(marks=marks_with(data, trough, "o")))
    state = next(s for s in ALL_STATES if s.phase == 0 and s.turn > 4)
    twos = [c for c, face in enumerate(state.sheet.faces) if face == 2]
    data = view_of(MeadowState.with_marks(state.sheet, circles=twos))
    assert position(data).phase == 0
    data.update(phase=3, dice=[2, 2])
    with pytest.raises(ValueError, match="D7b"):
        position(data)
    data.update(phase=1)
    assert position(data).legal_actions()                   # D6: may still throw again


def usable(state: MeadowState, seed: int) -> None:
    """What a client does with a position: draw it (standing), ask it, and play on to the end."""
    state.legal_actions()
    state.standing()
    for seat in (0, 1):
        state.observation(seat).key()
    state.result()
    assert position(view_of(state)).key() == state.key()
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
def test_fuzzed_views_raise_only_value_error_and_whatever_is_accepted_is_playable(data):
    doc = data.draw(st.sampled_from(BASE_VIEWS))
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(data, doc, ".xo12345CtT ")
    try:
        state = position(doc)
    except ValueError as error:
        assert str(error).startswith("view") and len(str(error)) < 300
        return
    usable(state, 1)


SHEETS = [view_of(MeadowState.blank(sheet)) for sheet in NAMED_SHEETS[:4]]


def made_up_view(rng: random.Random) -> dict:
    """A view of the right types with its fields drawn at random, mostly agreeing with one another."""
    turn = rng.randrange(61)
    phase = rng.randrange(5)
    share, sheet = rng.random(), rng.choice(SHEETS)
    marks = ["".join(rng.choice("xo") if rng.random() < share and (token not in "tT" or rng.random() < 0.01) else "."
                     for token in row.split(" ")) for row in sheet["rows"]]
    pro = rng.random() < 0.5
    again = 0 if phase != 2 and rng.random() < 0.9 else rng.choice([1, 2, 3])
    return {"sheet": sheet["sheet"], "rows": sheet["rows"], "pro": pro, "marks": marks,
            "seat": (turn - (phase == 4)) % 2 if rng.random() < 0.9 else rng.randrange(2),
            "phase": phase, "dice": sorted([rng.randint(1, 6), rng.randint(1, 6)]), "again": again, "turn": turn,
            "doubles": [0, 0] if rng.random() < 0.8 else [2 * rng.randrange(3), 2 * rng.randrange(3)],
            "pro_scored": pro and rng.random() < 0.5}


def test_made_up_views_are_refused_with_value_error_or_playable():
    """Positions no game reached: a cross-field rule refuses most; the others can be played to the end."""
    rng = random.Random(21)
    accepted = 0
    for k in range(800):
        data = made_up_view(rng)
        try:
            state = position(data)
        except ValueError as error:
            assert str(error).startswith("view: ")
            continue
        usable(state, k)
        accepted += 1
    assert accepted > 200


@settings(FUZZ, max_examples=150)
@given(JSON)
def test_any_json_value_is_refused_as_a_view_with_value_error(value):
    with pytest.raises(ValueError):
        position(value)


# ---------------------------------------------------------------------- events

def test_the_events_of_whole_games_come_back_as_the_engines_own_for_every_seat():
    kinds = set()
    for events in ALL_EVENTS:
        data = sent(write_events(ONLINE, events, None))
        assert data == sent(write_events(ONLINE, events, 0)) == sent(write_events(ONLINE, events, 1))     # D15
        back = events_back(data)
        assert back == events
        assert [type(e) for e in back] == [type(e) for e in events]
        kinds.update(type(e) for e in back)
    assert kinds == {ev.Thrown, ev.DiceKept, ev.ThrownAgain, ev.CellMarked, ev.NothingToMark,
                     ev.IntermediateScoring, ev.TurnEnded, ev.GameEnded}


def test_only_the_games_event_kinds_are_read():
    for name in ("thrown", "__class__", "event", "Standing", "", "eval"):
        with pytest.raises(ValueError, match="not an event of this game"):
            events_back([[name, {"seat": 0, "dice": [1, 2]}]])
    for value in (None, 3, [["thrown"]], [[3, {}]], [["Thrown", {"seat": 0}]]):
        with pytest.raises(ValueError, match="events"):
            events_back(value)
    with pytest.raises(ValueError, match="at most"):
        events_back([["TurnEnded", {"seat": 0, "turn": 1}]] * (MAX_EVENTS + 1))


@pytest.mark.parametrize("event", [
    ["Thrown", {"seat": 2, "dice": [1, 6]}],
    ["Thrown", {"seat": 0, "dice": [1, 7]}],
    ["Thrown", {"seat": 0, "dice": [1, 2, 3]}],
    ["CellMarked", {"seat": 0, "cell": 64, "face": 3, "double": False}],
    ["CellMarked", {"seat": 0, "cell": 3, "face": 0, "double": False}],
    ["CellMarked", {"seat": 0, "cell": 3, "face": 3, "double": 0}],
    ["IntermediateScoring", {"points": [2, 0], "herds": [[[0, 99]], []]}],
    ["IntermediateScoring", {"points": [2], "herds": [[[0, 1]], []]}],
    ["TurnEnded", {"seat": -1, "turn": 1}],
])
def test_an_event_naming_what_the_board_has_not_is_refused(event):
    with pytest.raises(ValueError, match="events"):
        events_back([event])


BASE_EVENTS = [sent(write_events(ONLINE, events, None)) for events in ALL_EVENTS[::23]]
BASE_EVENTS += [[e] for events in ALL_EVENTS for e in sent(write_events(ONLINE, events, None))
                if e[0] in ("GameEnded", "IntermediateScoring")][:12]


@settings(FUZZ, max_examples=400)
@given(st.data())
def test_fuzzed_events_raise_only_value_error(data):
    doc = data.draw(st.sampled_from(BASE_EVENTS))
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(data, doc, "0123456789")
    try:
        events = events_back(doc)
    except ValueError as error:
        assert str(error).startswith("events") and len(str(error)) < 300
        return
    assert events_back(sent(write_events(ONLINE, events, None))) == events


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
        decoded = events_back(sent(write_events(ONLINE, events, 1)))
        for event, original in zip(decoded, events):
            model.happened.emit(event)
            assert table.log_lines(event) == table.log_lines(original)
            kinds.add(type(event))
        model.changed.emit()
        table.set_mode(model.state.seat, True)
        table.prompt()
        if len(match.actions) % 10 == 0:
            table.finish_animations()
    table.finish_animations()
    assert len(kinds) == 8                      # every event type, D14's intermediate scoring too
    assert any("wins" in text or "shared" in text for text, _ in table.log_lines(decoded[-1]))


def test_the_table_draws_decoded_views_even_odd_ones(table):
    """Views of real games and mutated ones the reader accepted: the table draws and explains them."""
    model = table.model
    rng = random.Random(8)
    views = [view_of(state) for state in ALL_STATES[::211]]
    odd = 0
    while odd < 25:
        doc = copy.deepcopy(rng.choice(BASE_VIEWS))
        for _ in range(rng.randint(1, 4)):
            r = rng.randrange(8)
            doc["marks"][r] = "".join(rng.choice(".xo") if rng.random() < 0.3 else ch for ch in doc["marks"][r])
        doc["phase"] = rng.choice([0, 1, 3, 4, doc["phase"]])
        try:
            position(doc)
        except ValueError:
            continue
        views.append(doc)
        odd += 1
    for doc in views:
        state = position(doc)
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
        back = position(view_of(state))
        assert back.sheet == sheet and back.sheet.rows() == sheet.rows() and back.sheet.troughs == sheet.troughs
