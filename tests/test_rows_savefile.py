"""Goal Rows' save files (``docs/formats/goal-rows-save.md``): round trips and every refusal the
format lists, each named by its place."""

from __future__ import annotations

import json
import random

import pytest

from goatmaster.core.game import CHANCE
from goatmaster.files import envelope
from goatmaster.files.envelope import Seat
from goatmaster.files.strict_json import SaveError
from goatmaster.games.goal_rows.engine import OFFER0, RowsMatch, card_id, deal
from goatmaster.games.goal_rows.engine import events as ev
from goatmaster.games.goal_rows.savefile import CODEC, loads

SEATS = [Seat("Ada", "human"), Seat("Bot", "ai", "hard")]


def _random_match(seed: int, players: int = 2) -> RowsMatch:
    rng = random.Random(seed)
    match = RowsMatch(deal(players, seed))
    while not match.is_over:
        state = match.state
        seat = state.current_player()
        match.apply_action(state.chance_outcome(rng) if seat == CHANCE else rng.choice(state.legal_actions()))
    return match


@pytest.fixture(scope="module")
def document() -> dict:
    """A finished 2-player game with trades, passes or not, and at least one shuffle."""
    for seed in range(50):
        text = envelope.dumps(CODEC.saved_game(SEATS, _random_match(seed), {"note": 1}))
        doc = json.loads(text)
        turns = doc["turns"]
        if any("shuffle" in t for t in turns) and any(t.get("answers", [{}])[-1].get("give") for t in turns):
            return doc
    raise AssertionError("no seed gave a game with a shuffle and an accepted trade")


def _refused(doc: dict) -> str:
    with pytest.raises(SaveError) as error:
        loads(json.dumps(doc))
    return str(error.value)


def _fresh(players: int = 2, seed: int = 1) -> dict:
    players_json = [Seat(f"P{k}", "human") for k in range(players)]
    return json.loads(envelope.dumps(CODEC.saved_game(players_json, RowsMatch(deal(players, seed)), {})))


def test_a_finished_game_round_trips_byte_for_byte(document):
    text = json.dumps(document)
    saved = loads(text)
    assert saved.finished and saved.app == {"note": 1}
    assert json.loads(envelope.dumps(saved)) == document
    result = document["result"]
    assert result["scores"] == CODEC.scores(saved)
    assert all(s["total"] == s["black"] - s["red"] and s["black"] >= 0 and s["red"] >= 0
               for s in result["scores"])


def test_shuffle_lists_the_new_pile_top_first_and_the_draws_follow_it(document):
    saved = loads(json.dumps(document))
    events = saved.game.events
    shuffles = [i for i, e in enumerate(events) if isinstance(e, ev.Reshuffled)] + [len(events)]
    order = next(t for t in document["turns"] if "shuffle" in t)["shuffle"]
    assert events[shuffles[0]].cards == len(order)
    drawn = [card_id(e.card) for e in events[shuffles[0]:shuffles[1]] if isinstance(e, ev.CardDrawn)]
    assert drawn == order[:len(drawn)] and drawn
    assert len(shuffles) == 2 or drawn == order         # a later shuffle needs this pile used up (T11)


def test_an_unfinished_turn_is_not_written():
    match = RowsMatch(deal(3, 4))
    match.apply_action(OFFER0 + match.state.hand(0)[0])         # seat 1 has not answered yet
    doc = json.loads(envelope.dumps(CODEC.saved_game([Seat("A", "human")] * 3, match, {})))
    assert doc["turns"] == [] and "result" not in doc
    assert loads(json.dumps(doc)).game.state.phase_name == "play"


@pytest.mark.parametrize("damage, place", [
    (lambda d: d["setup"]["pile"].pop(), "setup: pile: "),
    (lambda d: d["setup"]["pile"].__setitem__(0, d["setup"]["hands"][1][0]), "setup: pile: "),
    (lambda d: d["setup"]["pile"].append(d["setup"]["hands"][0].pop()), "setup: hands: hand 0 has 3 cards"),
    (lambda d: d["setup"]["pile"].__setitem__(0, "O05"), "setup: pile: O05 has a colour no player has"),
    (lambda d: d["setup"]["pile"].__setitem__(0, "Z05"), "setup: pile: \"Z05\" is not a card id"),
    (lambda d: d["setup"]["tokens"].pop(), "setup: tokens: 17 tokens"),
    (lambda d: d["setup"]["tokens"].__setitem__(0, d["setup"]["tokens"][1]), "setup: tokens: "),
    (lambda d: d["setup"].__setitem__("size", 4), "setup: setup: Object contains unknown field `size`"),
    (lambda d: d.__setitem__("turns", {}), "setup: file: Expected `array`, got `object` - at `$.turns`"),
])
def test_the_set_up_is_refused_at_its_place(damage, place):
    doc = _fresh(2)
    damage(doc)
    assert _refused(doc).startswith(place)


def _with_turns(turns: list[dict], players: int = 2, seed: int = 1) -> dict:
    doc = _fresh(players, seed)
    doc["turns"] = turns
    return doc


def test_turns_are_refused_at_their_place():
    doc = _fresh(3)
    hands, pile = doc["setup"]["hands"], doc["setup"]["pile"]
    mine = hands[0][0]
    assert _refused(_with_turns([{"seat": 1, "play": mine, "place": 0}], 3)).startswith(
        "turn 1: seat is 1; seat 0 is to play")
    assert _refused(_with_turns([{"seat": 0, "play": pile[0], "place": 0}], 3)).startswith(
        f"turn 1: play: {pile[0]} is not in seat 0's hand")
    assert _refused(_with_turns([{"seat": 0, "play": mine, "place": 4}], 3)).startswith(
        "turn 1: place: Expected `int` <= 3 - at `$.place`")
    assert _refused(_with_turns([{"seat": 0, "pass": True}], 3)).startswith(
        "turn 1: seat 0 passes with cards in hand (T11)")
    assert _refused(_with_turns([{"seat": 0, "play": mine, "place": 0, "shuffle": []}], 3)).startswith(
        "turn 1: shuffle is given, but no new pile was needed")
    assert _refused(_with_turns([{"seat": 0, "offer": mine, "answers": [{"seat": 2, "give": None}]}],
                                3)).startswith("turn 1: answer 1: seat is 2; seat 1 is asked now")
    assert _refused(_with_turns([{"seat": 0, "offer": mine, "answers": [{"seat": 1, "give": None}]}],
                                3)).startswith("turn 1: answers stop before seat 2 answered")
    other_colour = next(c for c in hands[1] if c[0] != mine[0])
    assert _refused(_with_turns([{"seat": 0, "offer": mine, "answers": [{"seat": 1, "give": other_colour}]}],
                                3)).startswith(f"turn 1: answer 1: seat 1 cannot give {other_colour}")


def test_an_offer_that_t12_forbids_is_refused():
    doc = _fresh(2)
    hands = doc["setup"]["hands"]
    turns = [{"seat": 0, "offer": hands[0][0], "answers": [{"seat": 1, "give": None}]},
             {"seat": 1, "offer": hands[1][0], "answers": [{"seat": 0, "give": None}]}]
    assert loads(json.dumps(_with_turns(turns))).game.state.stall == 2
    turns.append({"seat": 0, "offer": hands[0][1], "answers": [{"seat": 1, "give": None}]})
    assert _refused(_with_turns(turns)).startswith("turn 3: the last 2 turns were trades or passes")


def test_a_shuffle_missing_or_wrong_is_refused(document):
    k = next(k for k, t in enumerate(document["turns"]) if "shuffle" in t)
    missing = json.loads(json.dumps(document))
    del missing["turns"][k]["shuffle"]
    assert _refused(missing).startswith(f"turn {k + 1}: the pile ran out")
    short = json.loads(json.dumps(document))
    short["turns"][k]["shuffle"].pop()
    assert _refused(short).startswith(f"turn {k + 1}: shuffle must hold exactly")
    null = json.loads(json.dumps(document))
    null["turns"][k]["shuffle"] = None
    assert _refused(null).startswith(f"turn {k + 1}: shuffle: Expected `array`, got `null`")


def test_a_turn_after_the_end_and_a_wrong_result_are_refused(document):
    late = json.loads(json.dumps(document))
    late["turns"].append(late["turns"][-1])
    count = len(document["turns"])
    assert _refused(late).startswith(f"turn {count + 1}: the game ended after turn {count} (T13)")
    wrong = json.loads(json.dumps(document))
    wrong["result"]["scores"][0]["total"] += 1
    assert _refused(wrong).startswith("setup: result: seat 0's total is")
    winners = json.loads(json.dumps(document))
    winners["result"]["winners"] = [0, 1]
    assert _refused(winners).startswith("setup: result: the winners are")
    early = json.loads(json.dumps(document))
    early["turns"].pop()
    assert _refused(early).startswith("setup: result: the game has not ended")


def test_a_place_without_a_token_is_refused():
    """Late in a game a won token may leave its place empty (the supply is out): no play there."""
    for seed in range(40):
        match = _random_match(seed, 3)
        saved = CODEC.saved_game([Seat("A", "human")] * 3, match, {})
        doc = json.loads(envelope.dumps(saved))
        for k, turn in enumerate(doc["turns"]):
            empty = [p for p in range(4) if CODEC.replayed(saved, k).rtok[p] < 0]
            if empty and "play" in turn:
                turn["place"] = empty[0]
                del doc["result"]
                assert _refused(doc).startswith(f"turn {k + 1}: place {empty[0]} holds no token (T7)")
                return
    raise AssertionError("no game left a place empty")
