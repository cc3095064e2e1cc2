"""The shared file layer's refusals and messages that no game's own file tests reach (issue 37):
the action-list codec (toy poker's files), stored results, seats, the size cap, values shown in
messages."""

from __future__ import annotations

import json
import random
from typing import Literal

import msgspec
import pytest
from toy_poker import GAME as POKER

from goatmaster.core.game import CHANCE
from goatmaster.files import action_list, envelope
from goatmaster.files.app_data import pending_action
from goatmaster.files.envelope import Seat, check_result, known_levels
from goatmaster.files.strict_json import MAX_BYTES, Reader, SaveError, as_bytes, one_line, refusals, show
from goatmaster.games.goal_rows.engine import deal

SEATS = [Seat("Ada", "human"), Seat("Bob", "ai", "normal")]


def poker_file(stop_after: int | None = None) -> dict:
    rng = random.Random(5)
    match = POKER.new_match(2, None, {})
    while not match.is_over and (stop_after is None or len(match.actions) < stop_after):
        state = match.state
        match.apply_action(state.chance_outcome(rng) if state.current_player() == CHANCE
                           else rng.choice(state.legal_actions()))
    return json.loads(envelope.dumps(POKER.codec.saved_game(SEATS, match, {})))


def refused(document: dict) -> str:
    with pytest.raises(SaveError) as error:
        envelope.loads(json.dumps(document))
    return str(error.value)

# ---------------------------------------------------------------------- the action-list codec


def test_an_action_list_file_saves_and_loads_again():
    document = poker_file()
    assert document["result"] and envelope.loads(json.dumps(document)).finished
    assert json.loads(envelope.dumps(envelope.loads(json.dumps(document)))) == document


def test_an_action_list_file_refuses_a_turn_after_the_end_naming_the_last_turn():
    document = poker_file()
    turns = len(document["turns"])
    document["turns"].append(document["turns"][-1])
    assert refused(document).startswith(f"turn {turns + 1}: the game ended after turn {turns};")


def test_an_action_list_file_refuses_an_action_that_is_not_a_text():
    document = poker_file()
    document["turns"][0]["action"] = 1
    assert refused(document) == "turn 1: action: Expected `str`, got `int` - at `$.action`"


def test_an_action_list_file_refuses_totals_the_replay_does_not_give():
    document = poker_file()
    document["result"]["totals"] = [t + 1 for t in document["result"]["totals"]]
    assert "totals are" in refused(document)

# ---------------------------------------------------------------------- shared checks


def test_an_ai_seat_with_a_null_level_is_refused():
    document = poker_file(2)
    document["players"][1]["level"] = None
    assert refused(document) == "setup: players: seat 1: Expected `str`, got `null` - at `$.level`"


def test_seats_of_a_game_without_an_ai_keep_their_levels():
    assert known_levels(SEATS, None) == SEATS


class Score(msgspec.Struct, forbid_unknown_fields=True):
    seat: int
    total: int


def result(scores, winners=(1,)) -> None:
    with refusals():
        check_result(Reader(), {"scores": scores, "winners": list(winners)}, 2, Score, True, 9,
                     lambda: ([{"seat": 0, "total": 1}, {"seat": 1, "total": 2}], [1]))


def test_a_stored_result_must_list_each_seat_once():
    result([{"seat": 0, "total": 1}, {"seat": 1, "total": 2}])      # the replay's: accepted
    with pytest.raises(SaveError, match="seat 1 is scored twice"):
        result([{"seat": 0, "total": 1}, {"seat": 1, "total": 2}, {"seat": 1, "total": 2}])
    with pytest.raises(SaveError, match="Expected `array`, got `object` - at `\\$.scores`"):
        result({})


def test_a_file_past_the_size_cap_is_refused_unread():
    assert MAX_BYTES == 4 * 1024 * 1024                 # docs/formats: "At most 4 MiB (4,194,304 bytes)"
    with pytest.raises(SaveError, match=f"{MAX_BYTES + 1} bytes; a save file has at most {MAX_BYTES}"):
        envelope.loads(b" " * (MAX_BYTES + 1))


def test_a_part_read_names_its_place_and_the_field_inside_and_never_grows_huge():
    reader = Reader()
    wrong = r"^turn 1: seat: Expected `int \| str`, got `float` - at `\$.seat`$"
    with pytest.raises(SaveError, match=wrong), refusals():
        reader.typed({"seat": 0.5, "action": "bet"}, action_list.Turn, "turn 1", "turn 1: ")
    with pytest.raises(SaveError, match=r"^turn 1: Object missing required field `action`$"), refusals():
        reader.typed({"seat": 0}, action_list.Turn, "turn 1", "turn 1: ")
    with pytest.raises(SaveError) as error, refusals():
        reader.typed({"seat": 0, "action": "bet", "x" * 100_000: 1}, action_list.Turn, "turn 1")
    assert str(error.value).startswith("turn 1: Object contains unknown field `xxx") and len(str(error.value)) < 250


def test_a_key_repeated_inside_a_part_is_refused_at_the_part():
    reader = Reader()
    turn = reader.parse(b'[{"seat": 0, "action": "bet", "action": "pass"}]')[0]
    with pytest.raises(SaveError, match='^turn 4: key "action" appears twice$'):
        reader.typed(turn, action_list.Turn, "turn 4")


def test_messages_show_text_as_written():
    assert show("Bärbel") == '"Bärbel"'


def test_a_pending_action_is_an_action_number_or_its_text_only():
    state = deal(2, 1)
    action = state.legal_actions()[0]
    assert pending_action(state, action) == action
    assert pending_action(state, state.action_to_string(action)) == action
    for wrong in (float(action), [action], None):
        with pytest.raises(Exception, match="is not an action of this position"):
            pending_action(state, wrong)


# ---------------------------------------------------------------- the readers' and writers' edges (issue 37)


def test_a_message_names_a_list_and_an_object_as_such():
    assert show([1, 2]) == "a list" and show({"a": 1}) == "an object"


def test_text_with_a_lone_surrogate_is_refused_as_not_utf8_naming_where():
    with pytest.raises(SaveError, match=r"not valid UTF-8 \(character 2\)"):
        as_bytes("ab\ud800")


def test_a_file_that_is_no_text_is_refused_naming_what_it_is():
    with pytest.raises(TypeError, match="needs bytes or str, not int"):
        as_bytes(12)                        # type: ignore[arg-type]


def test_a_line_written_never_holds_a_number_json_has_not():
    assert one_line({"a": [1.5, "é"]}) == '{"a": [1.5, "é"]}'
    for number in (float("nan"), float("inf")):
        with pytest.raises(ValueError):
            one_line({"a": number})


def test_a_value_read_from_outside_is_refused_in_a_message_of_bounded_length_naming_its_place():
    from goatmaster.files.checked import LONGEST, Refused, rule, typed

    class Seat(msgspec.Struct, forbid_unknown_fields=True):
        kind: Literal["human", "ai"]

    for hostile in ({"kind": "x" * 1_000_000}, {"kind": "ai", "y" * 1_000_000: 0}):
        with pytest.raises(Refused) as error:
            typed(hostile, Seat, "view")
        assert str(error.value).startswith("view: ") and len(str(error.value)) <= LONGEST + 1
    with pytest.raises(Refused, match="^view: seat: not one of this table's$"):
        rule(False, "view: seat", "not one of this table's")
    assert issubclass(Refused, ValueError)          # the wire's readers catch ValueError
