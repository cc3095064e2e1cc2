"""Goal Rows' online form: views and events, as each seat may see them (T15).

A view is what one seat (or a spectator) knows, read back with every field's type and every
rule between the fields checked (T3–T13) into the seat's own observation; events hide the one
secret they carry, the card another seat drew (T7, T11).  Reading is a defence: fuzzed and
mutated JSON raises ``ValueError`` and nothing else, and what it accepts the engine can play.
Games are seeded random games of 2–6 players; hypothesis runs derandomized.
"""

from __future__ import annotations

import os
import random
import typing
from collections import Counter

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import msgspec  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from goatmaster.core.game import CHANCE  # noqa: E402
from goatmaster.games.goal_rows import GAME  # noqa: E402
from goatmaster.games.goal_rows.engine import RowsMatch, deal  # noqa: E402
from goatmaster.games.goal_rows.engine import events as ev  # noqa: E402
from goatmaster.games.goal_rows.engine.actions import DECLINE, OFFER0, PASS  # noqa: E402
from goatmaster.games.goal_rows.engine.cards import LENGTH  # noqa: E402
from goatmaster.games.goal_rows.engine.state import ANSWER, DRAW, OVER, PLAY, REVEAL, RowsState  # noqa: E402
from goatmaster.games.goal_rows.engine.view import RowsView  # noqa: E402
from goatmaster.games.goal_rows.online import ONLINE, UNKNOWN  # noqa: E402
from goatmaster.net.online import ViewForm, online_of, read_events, read_view, write_events  # noqa: E402

SEATS = range(2, 7)
EVENT_TYPES = set(typing.get_args(ev.Event))


def play_game(players: int, seed: int, trades: float = 0.35):
    """A seeded random game: yields (state before, actor, action, events, state after) per step;
    ``trades`` is how often a seat that may offer or give does so (more trades, more shown cards)."""
    rng = random.Random(seed * 7919 + players)
    match = RowsMatch(deal(players, seed))
    while not match.is_over:
        state = match.state
        before = state.clone()
        actor = state.current_player()
        if actor == CHANCE:
            action = state.chance_outcome(rng)
        else:
            legal = state.legal_actions()
            traded = [a for a in legal if OFFER0 <= a < DECLINE]
            action = rng.choice(traded) if traded and rng.random() < trades else rng.choice(legal)
        events = match.apply_action(action)
        yield before, actor, action, events, match.state


def games(seeds=range(3)):
    for players in SEATS:
        for seed in seeds:
            yield players, seed


def sent(value):
    """``value`` as it travels and a client reads it off the wire."""
    return msgspec.json.decode(msgspec.json.encode(value))


def view_of(state: RowsState, seat=None) -> dict:
    return sent(ONLINE.view(state, seat))


def read(data, seat=None) -> RowsView:
    return read_view(ONLINE, data, seat)


def events_sent(events, seat) -> list:
    return sent(write_events(ONLINE, events, seat))


#: A table of three, to read events against.
THREE = ONLINE.view(RowsMatch(deal(3, 1)).state, 0)


def events_read(data, players: int = 3) -> list:
    table = THREE if players == 3 else ONLINE.view(RowsMatch(deal(players, 1)).state, 0)
    return read_events(ONLINE, data, ONLINE.observation(table, 0))


def same_game(a: RowsState, b: RowsState) -> None:
    """What the table, the session and the search read of a state is equal in both."""
    assert b.n == a.n
    for seat in range(-1, a.n):
        assert b.observation(seat).key() == a.observation(seat).key()
    assert b.legal_actions() == a.legal_actions()
    assert b.current_player() == a.current_player()
    assert b.is_terminal() == a.is_terminal()
    assert b.result() == a.result()
    assert b.chance_outcomes() == a.chance_outcomes()
    assert b.scores() == a.scores()


# ---------------------------------------------------------------------- the entry


def test_the_game_offers_its_form_through_the_registry():
    assert GAME.online is ONLINE
    assert online_of(GAME) is ONLINE and isinstance(ONLINE, ViewForm)


# ---------------------------------------------------------------------- views


def test_t4_t15_a_view_reads_back_as_the_seats_own_observation_at_every_step():
    """Every step of seeded games (2–6 seats), for every seat and a spectator: the view read back
    is the seat's observation (the same key), and a world drawn from it is the same game to it."""
    phases: Counter = Counter()
    rng = random.Random(1)
    for players, seed in games(range(2)):
        for before, *_rest, after in play_game(players, seed):
            for seat in [None, *range(players)]:
                me = -1 if seat is None else seat
                seen = read(view_of(before, seat), seat)
                assert seen.key() == before.observation(me).key()
                world = seen.sample(rng)
                assert world.observation(me).key() == before.observation(me).key()
                assert world.current_player() == before.current_player()
                if seat == before.current_player():
                    assert world.legal_actions() == before.legal_actions() == seen.legal_actions()
            phases[before.phase] += 1
        final = read(view_of(after, 0), 0).sample(rng)
        assert final.observation(0).key() == after.observation(0).key() and final.result() == after.result()
        phases[after.phase] += 1
    assert set(phases) == {PLAY, ANSWER, DRAW, REVEAL, OVER}


def test_a_world_drawn_from_a_view_plays_on_to_the_end_with_events():
    state = next(s for s, *_ in play_game(4, 3) if s.turn == 20 and s.phase == PLAY)
    match = RowsMatch(read(view_of(state, 2), 2).sample(random.Random(1)))
    rng = random.Random(2)
    while not match.is_over:
        s = match.state
        match.apply_action(s.chance_outcome(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    assert isinstance(match.events[-1], ev.GameEnded)


def test_a_view_is_small_and_holds_no_card_its_seat_cannot_place():
    for players, most in ((2, 500), (6, 700)):
        state = next(s for s, *_ in play_game(players, 1) if s.turn == 30)
        for seat in (None, 0):
            data = view_of(state, seat)
            assert len(msgspec.json.encode(data)) < most
            unseen = set(state.observation(-1 if seat is None else seat).unseen)
            told = {c for hand in data["hands"] for c in hand} | {data["offer"]}
            assert not told & unseen and data["pile"] == len(state.pile)


def world_of(players=3, seed=4, phase=PLAY, turn=10) -> tuple[RowsState, dict]:
    """A state and seat 0's view of it."""
    state = next(s for s, *_ in play_game(players, seed) if s.phase == phase and s.turn >= turn)
    return state, view_of(state, 0)


def refused(data, *words, seat=0):
    with pytest.raises(ValueError) as error:
        read(data, seat)
    for word in words:
        assert word in str(error.value), (word, str(error.value))
    return str(error.value)


def test_t4_every_card_once():
    _, data = world_of()
    twice = sent(data)
    twice["discard"].append(twice["hands"][0][0])
    refused(twice, "view: cards", "T4")
    lost = sent(data)
    lost["pile"] -= 1
    refused(lost, "view: pile", "T4")
    foreign = sent(data)
    foreign["discard"].append(36)                       # yellow 1… of a fourth colour, in a 3-seat game
    refused(foreign, "view: cards", "T4")
    blind = sent(data)
    blind["hands"][0][0] = UNKNOWN                     # still as many cards unseen as unknown slots
    refused(blind, "view: hands", "own hand")


def test_t3_every_token_once_and_scores_follow_the_tokens_won():
    state, data = world_of(phase=PLAY, turn=40)
    won = next(t for t, owner in enumerate(state.owner) if owner >= 0)
    bad = sent(data)
    bad["supply"].append(won)
    refused(bad, "view: tokens", "T3")
    assert read(data, 0).state.won == state.won


def test_t9_rows_and_places():
    state, data = world_of()
    full = sent(data)
    place = next(p for p in range(4) if full["rows"][p])
    length = LENGTH[full["tokens"][place]]
    extra = [c for c in state.observation(0).unseen][:length - len(full["rows"][place])]
    full["rows"][place] += extra
    full["pile"] -= len(extra)
    refused(full, f"view: rows[{place}]", "T9")
    empty = sent(data)
    empty["supply"].append(empty["tokens"][0])
    empty["tokens"][0] = -1
    refused(empty, "T9")


def test_t10_an_offer_belongs_to_an_answer():
    state, data = world_of(phase=ANSWER)
    assert state.offer >= 0
    stray = sent(data)
    stray["phase"] = PLAY
    refused(stray, "view: offer", "T10")
    hidden = sent(data)
    hidden["shown"].remove(state.offer)
    refused(hidden, "view: ")                           # the offer, or another seat's card not shown
    self_asked = sent(data)
    self_asked["asked"] = state.seat
    refused(self_asked, "view: offer", "T10")


def test_t6_t13_turns_and_the_end():
    _, data = world_of()
    early = sent(data)
    early["seat"] = (early["seat"] + 1) % 3
    refused(early, "view: seat", "T6")
    ended = sent(data)
    ended["phase"], ended["seat"] = OVER, (ended["turn"] - 1) % 3
    refused(ended, "T13")
    late = sent(data)
    late["turn"], late["seat"] = 1000, 1000 % 3
    refused(late, "T13")


def test_a_view_refuses_wrong_types_and_keys_naming_the_field():
    _, data = world_of()
    assert "seat" in refused(dict(data, seat=True), "view")
    refused(dict(data, turn=10.0), "turn")
    refused(dict(data, shuffled=0), "shuffled")
    refused(dict(data, extra=1), "extra")
    refused({k: v for k, v in data.items() if k != "need"}, "need")
    refused(dict(data, hands=[data["hands"][0]]), "hands")
    refused(dict(data, hands=data["hands"] + [[]] * 4), "hands")
    refused(dict(data, pile=10 ** 6), "pile")
    refused(dict(data, phase="play"), "phase")
    refused(dict(data, turn=10 ** 5000), "turn")
    refused([data], "view")
    refused(None, "view")


# ---------------------------------------------------------------------- fuzzing the reading

SCALAR = (st.none() | st.booleans() | st.integers(-3, 80) | st.integers() | st.floats(allow_nan=False)
          | st.text(max_size=8))
JSON = st.recursive(SCALAR, lambda inner: st.lists(inner, max_size=5)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=5), max_leaves=12)


def _bases() -> list[dict]:
    picked = []
    for players in SEATS:
        for k, (before, *_rest) in enumerate(play_game(players, 11)):
            if k % 25 == 0 or before.phase in (ANSWER, REVEAL) and k % 5 == 0:
                picked.append(view_of(before, k % players))
    return picked


BASES = _bases()


def mutate(data: st.DataObject, value):
    """One change somewhere in a JSON value: a walk down to a node, then a new value, a nudged
    number, a key or an item taken away or added, or an item moved from one list to another."""
    if isinstance(value, dict) and value and data.draw(st.integers(0, 9)) != 9:
        key = data.draw(st.sampled_from(sorted(value)))
        return {**value, key: mutate(data, value[key])}
    if isinstance(value, list) and value and data.draw(st.integers(0, 2)) != 2:
        i = data.draw(st.integers(0, len(value) - 1))
        return value[:i] + [mutate(data, value[i])] + value[i + 1:]
    how = data.draw(st.sampled_from(["replace", "nudge", "drop", "add", "move"]))
    if how == "nudge" and type(value) is int:
        return value + data.draw(st.sampled_from([-2, -1, 1, 2, 12, -12]))
    if how == "drop" and isinstance(value, dict) and value:
        key = data.draw(st.sampled_from(sorted(value)))
        return {k: v for k, v in value.items() if k != key}
    if how == "drop" and isinstance(value, list) and value:
        i = data.draw(st.integers(0, len(value) - 1))
        return value[:i] + value[i + 1:]
    if how == "add" and isinstance(value, list):
        return value + [data.draw(st.integers(-1, 72) | JSON)]
    if how == "add" and isinstance(value, dict):
        return {**value, data.draw(st.text(max_size=6)): data.draw(JSON)}
    return data.draw(JSON)


def move_card(data: st.DataObject, view: dict) -> dict:
    """A card (or token) moved between two of the view's lists, or two swapped: close to a
    real view, often one the reading must accept."""
    view = sent(view)
    cards = [view["discard"], view["shown"], *view["hands"], *view["rows"]]
    lists = data.draw(st.sampled_from([cards, [view["supply"], view["tokens"]]]))
    source = data.draw(st.sampled_from([k for k, items in enumerate(lists) if items] or [0]))
    if not lists[source]:
        return view
    i = data.draw(st.integers(0, len(lists[source]) - 1))
    target = lists[data.draw(st.integers(0, len(lists) - 1))]
    if data.draw(st.booleans()) and target:
        j = data.draw(st.integers(0, len(target) - 1))
        lists[source][i], target[j] = target[j], lists[source][i]
    else:
        target.insert(data.draw(st.integers(0, len(target))), lists[source].pop(i))
    return view


def accepted_view_is_playable(seen: RowsView, seed: int) -> None:
    """What the reading accepts, the table, the session and the engine can use to the end."""
    rng = random.Random(seed)
    world = seen.sample(rng)
    assert world.observation(seen.seat).key() == seen.key()
    match = RowsMatch(world)
    for _ in range(80):
        if match.is_over:
            break
        state = match.state
        state.result()
        legal = [a for a, _ in state.chance_outcomes()] if state.current_player() == CHANCE else state.legal_actions()
        assert legal
        match.apply_action(rng.choice(legal))


FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FUZZ
@given(JSON)
def test_fuzzed_json_is_never_a_view(value):
    with pytest.raises(ValueError):
        read(value, 0)


@FUZZ
@given(st.fixed_dictionaries({key: SCALAR | st.lists(st.integers(-2, 80), max_size=8) for key in BASES[0]}))
def test_a_view_s_keys_with_fuzzed_values_raise_only_value_error(value):
    with pytest.raises(ValueError):
        read(value, 0)


@FUZZ
@given(st.data())
def test_mutated_views_raise_value_error_or_are_playable(data):
    view = data.draw(st.sampled_from(BASES))
    moved = data.draw(st.booleans())
    if moved:
        view = move_card(data, view)
    for _ in range(data.draw(st.integers(0 if moved else 1, 2))):
        view = mutate(data, view)
    seat = data.draw(st.sampled_from([None, 0, 1]))
    try:
        seen = read(view, seat)
    except ValueError as error:
        assert str(error)
        return
    accepted_view_is_playable(seen, data.draw(st.integers(0, 99)))


def public_cards(state: RowsState) -> set[int]:
    rows = {c for p in range(4) for c in state.row(p)}
    return rows | set(state.discard) | {c for c in range(12 * state.n) if state.shown >> c & 1}


# ---------------------------------------------------------------------- events


def hidden_for(event: object, seat) -> object:
    """The event as ``seat`` may see it (T7, T15)."""
    if isinstance(event, ev.CardDrawn) and event.seat != seat:
        return ev.CardDrawn(event.seat, UNKNOWN)
    return event


def passing_world() -> RowsState:
    """T11: two players, 23 of their 24 cards in rows that are one card short of full, the last in
    seat 1's hand; seat 0 holds none, and the piles are empty: seat 0 must pass."""
    rows = [list(range(0, 6)), list(range(6, 12)), list(range(12, 18)), list(range(18, 23))]
    tokens = [10, 11, 17, 8]                            # +7a, +7b, −7, +6a
    return read({
        "hands": [[], [UNKNOWN]], "rows": rows, "tokens": tokens, "pile": 0,
        "discard": [], "supply": [t for t in range(18) if t not in tokens], "owner": [-1] * 18, "shown": [],
        "seat": 0, "phase": PLAY, "turn": 0, "stall": 0, "offer": -1, "asked": -1, "need": 0,
        "shuffled": False, "reveal": -1}, 0).sample(random.Random(0))


def test_t11_a_world_where_a_seat_must_pass():
    world = passing_world()
    assert world.legal_actions() == [PASS]
    match = RowsMatch(world)
    assert match.apply_action(PASS) == [ev.Passed(0), ev.TurnEnded(0, 1)]
    assert events_read(events_sent(match.events, None), 2) == match.events


def test_events_read_back_as_the_game_s_own_events_with_hidden_draws():
    kinds: set = {ev.Passed}                            # T11: see the test above
    for players, seed in games(range(2)):
        for *_rest, events, _after in play_game(players, seed):
            kinds |= {type(e) for e in events}
            for seat in [None, *range(players)]:
                back = events_read(events_sent(events, seat), players)
                assert back == [hidden_for(e, seat) for e in events]
                assert all(type(r) is type(e) for r, e in zip(back, events))
    assert kinds == EVENT_TYPES


def test_t7_a_card_drawn_travels_only_to_the_seat_that_drew_it():
    drawn = ev.CardDrawn(1, 30)
    assert events_sent([drawn], 1) == [["CardDrawn", {"seat": 1, "card": 30}]]
    for seat in (None, 0, 2):
        assert events_sent([drawn], seat) == [["CardDrawn", {"seat": 1, "card": UNKNOWN}]]
    assert events_read([["CardDrawn", {"seat": 1, "card": UNKNOWN}]]) == [ev.CardDrawn(1, UNKNOWN)]
    # T10, T15: a decline and a card given are public; null is a decline there, not a secret.
    answers = [ev.TradeAnswered(2, None), ev.TradeAnswered(0, 31)]
    assert events_read(events_sent(answers, None)) == answers


def cards_named(data: list) -> set[int]:
    named: set[int] = set()
    for _kind, item in data:
        for key in ("card", "offered", "given"):
            if isinstance(item.get(key), int):
                named.add(item[key])
        named.update(item.get("cards", []) if isinstance(item.get("cards"), list) else [])
    return named


def test_t15_no_secret_card_reaches_a_seat_in_events():
    """A card s could not place before (another seat's untraded card, the pile) is named in the
    events sent to s only if s may know it after, or the public decision itself showed it."""
    checked = 0
    for players, seed in games(range(2)):
        for before, actor, action, events, after in play_game(players, seed):
            shown_by_decision = set()
            if actor != CHANCE and action < DECLINE:
                shown_by_decision.add(action >> 2 if action < OFFER0 else (action - OFFER0) % 72)
            for seat in [None, *range(players)]:
                view = -1 if seat is None else seat
                secret = set(before.observation(view).unseen) & set(after.observation(view).unseen)
                leaked = (cards_named(events_sent(events, seat)) & secret) - shown_by_decision
                assert not leaked, (seat, events)
                checked += 1
            for event in events:
                if isinstance(event, ev.CardDrawn):
                    assert event.card in after.hand(event.seat)
    assert checked > 5000


def leaks(encode, players: int, seed: int) -> tuple[int, Counter]:
    """The leak test: for each seat s at each step, a second world s cannot tell from the real
    one takes the same public step (chance: any outcome there); wherever s still cannot tell
    the two apart, s must receive the same events.  Returns the leaks and what was compared."""
    rng = random.Random(seed)
    found, compared = 0, Counter()
    for before, actor, action, events, after in play_game(players, seed):
        for seat in [None, *range(players)]:
            view = -1 if seat is None else seat
            other = before.observation(view).sample(rng)
            other.events = []
            if actor == CHANCE:
                outcome = rng.choice([a for a, _ in other.chance_outcomes()])
            elif action in other.legal_actions():
                outcome = action
            else:
                continue                      # a play of a card this world put elsewhere
            other.apply_action(outcome)
            if other.observation(view).key() != after.observation(view).key():
                continue
            if encode(events, seat) != encode(other.events, seat):
                found += 1
            for event in other.events:
                compared[type(event).__name__ + ("*" if outcome != action else "")] += 1
    return found, compared


@pytest.mark.parametrize("players", SEATS)
def test_t15_leak_test_a_seat_gets_the_same_events_in_worlds_it_cannot_tell_apart(players):
    total: Counter = Counter()
    for seed in range(2 if players < 5 else 1):
        found, compared = leaks(events_sent, players, seed)
        assert found == 0
        total += compared
    assert total["CardDrawn*"] > 100            # another card drawn in the other world, unseen by s
    assert total["CardPlayed"] and total["TradeAnswered"] and total["CardsSwapped"]


def test_the_leak_test_finds_a_leak_when_there_is_one():
    def leaky(events, seat):                    # shows every card drawn to everyone
        return [events_sent([e], getattr(e, "seat", seat))[0] for e in events]

    assert leaks(leaky, 3, 0)[0] > 0


# ---------------------------------------------------------------------- reading events


def events_refused(data, *words):
    with pytest.raises(ValueError) as error:
        events_read(data)
    for word in words:
        assert word in str(error.value), (word, str(error.value))


def test_events_are_read_as_the_game_s_own_classes_every_field_checked():
    events_refused([["__import__", {"seat": 0}]], "events[0]", "not an event")
    events_refused([["Score", {"seat": 0, "black": 0, "red": 0}]], "events[0]", "not an event")
    events_refused([["CardPlayed", {"seat": 0, "card": 5}]], "place")
    events_refused([["CardPlayed", {"seat": True, "card": 5, "place": 1}]], "events[0] (CardPlayed)", "seat")
    events_refused([["CardPlayed", {"seat": 3, "card": 5, "place": 1}]], "events[0] (CardPlayed)", "seat")
    events_refused([["CardPlayed", {"seat": 0, "card": 36, "place": 1}]], "card")         # a fourth colour
    events_refused([["CardPlayed", {"seat": 0, "card": 5, "place": 4}]], "place")
    events_refused([["CardPlayed", {"seat": 0, "card": -1, "place": 1}]], "card")
    events_refused([["TradeOffered", {"seat": 0, "card": None}]], "card")
    events_refused([["CardsSwapped", {"seat": 1, "offered": 3, "partner": 3, "given": 4}]], "partner")
    events_refused([["RowScored", {"place": 0, "token": 0, "cards": [0, 13], "sums": [1, 3]}]], "row")
    events_refused([["TokenKept", {"place": 0, "token": 18, "seats": [0, 1]}]], "token")
    events_refused([["TokenKept", {"place": 0, "token": 0, "seats": [0, 4]}]], "seats")
    events_refused([["Reshuffled", {"cards": "all"}]], "cards")
    events_refused([["TurnEnded", {"seat": 0, "turn": "1"}]], "turn")
    scores = [{"seat": 0, "black": 7, "red": 0}, {"seat": 1, "black": 2, "red": 4}, {"seat": 2, "black": 0, "red": 0}]
    events_refused([["GameEnded", {"scores": scores[::-1], "winners": [0]}]], "score per seat")
    events_refused([["GameEnded", {"scores": scores, "winners": [3]}]], "winners")
    events_refused({"type": "Passed", "seat": 0}, "events")
    events_refused(["Passed"], "events")
    ended = events_read([["GameEnded", {"scores": scores, "winners": [0]}]])
    assert ended == [ev.GameEnded((ev.Score(0, 7, 0), ev.Score(1, 2, 4), ev.Score(2, 0, 0)), (0,))]


def _event_bases() -> list[list]:
    picked: list[list] = []
    for before, actor, action, events, after in play_game(3, 2):
        if len(picked) < 400 and (len(events) > 2 or not picked or any(
                isinstance(e, (ev.TradeOffered, ev.TokenKept, ev.GameEnded, ev.Reshuffled)) for e in events)):
            picked.append(events_sent(events, 0))
    return picked


EVENT_BASES = _event_bases()


@FUZZ
@given(JSON)
def test_fuzzed_json_raises_only_value_error_as_events(value):
    try:
        back = events_read(value)
    except ValueError:
        return
    assert value == [] and back == []


@FUZZ
@given(st.data())
def test_mutated_events_raise_value_error_or_are_the_game_s_events(data):
    events = data.draw(st.sampled_from(EVENT_BASES))
    for _ in range(data.draw(st.integers(1, 3))):
        events = mutate(data, events)
    try:
        back = events_read(events)
    except ValueError as error:
        assert str(error)
        return
    assert all(type(e) in EVENT_TYPES for e in back)
    assert events_read(events_sent(back, 0)) == back


# ---------------------------------------------------------------------- the table


@pytest.mark.parametrize("viewer", [None, 0])
def test_the_table_animates_and_logs_a_card_drawn_face_down(qtbot, viewer):
    """The events as they reach a seat online (other seats' draws face down) drive the table and
    its log without fault; a face-down draw reads "draws a card" and shows no card (T7, T15)."""
    from goatmaster.app.play.match_model import MatchModel
    from goatmaster.files.envelope import Seat
    from goatmaster.games.goal_rows.qt.table import RowsTable

    players = 3
    saved = GAME.codec.saved_game([Seat(name, "human") for name in ("Ada", "Bea", "Cleo")],
                                  GAME.new_match(players, 8, None), {})
    model = MatchModel(saved, seed=8)
    table = RowsTable(model)
    table.animation_speed = 0
    table.set_mode(viewer, False)
    match = model.saved.game
    rng = random.Random(8)
    hidden = 0
    while not match.is_over:
        state = match.state
        actor = state.current_player()
        action = state.chance_outcome(rng) if actor == CHANCE else rng.choice(state.legal_actions())
        told = events_sent(match.apply_action(action), viewer)
        for event in events_read(told):
            model.happened.emit(event)                  # as an online model reports what it received
            lines = table.log_lines(event)
            if isinstance(event, ev.CardDrawn) and event.card == UNKNOWN:
                hidden += 1
                assert lines == [(f"{model.seat_name(event.seat)} draws a card.", event.seat)]
        model.changed.emit()
        seen = state.observation(-1 if viewer is None else viewer)
        face_up = {item.card for item in table.scene.cards if item.isVisible() and item.opacity() > 0
                   and item.face_up}
        assert face_up <= public_cards(state) | set(seen.state.hand(viewer) if viewer is not None else [])
    assert hidden > 20


def test_events_naming_a_seat_the_table_has_not_are_refused():
    """A hostile server's event for seat 5 at a table of 3 would break the log's lookup."""
    assert events_read([["Passed", {"seat": 2}]]) == [ev.Passed(2)]
    for bad in ([["Passed", {"seat": 5}]], [["TokenKept", {"place": 0, "token": 0, "seats": [0, 4]}]]):
        with pytest.raises(ValueError, match="seat"):
            events_read(bad)
