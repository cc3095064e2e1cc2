"""Save files (docs/formats/goat-master-save.md): round trips, the written layout, every rejection."""

from __future__ import annotations

import json
import os
import random
import stat

import pytest

from goatmaster.games.goat_master import savefile
from goatmaster.files import strict_json
from goatmaster.games.goat_master.engine import Consent, Game, Play, winners
from goatmaster.games.goat_master.engine.state import FIELDS as STATE_FIELDS  # noqa: E402
from goatmaster.games.goat_master.engine import events as ev
from goatmaster.games.goat_master.engine.cards import is_dog, parse_card
from goatmaster.games.goat_master.engine.state import CONSENT, DOG
from goatmaster.games.goat_master.savefile import SavedGame, SaveError, Seat, dumps, load, loads, save

NAMES = ["Ada", "Bért", "Çhloé", "Dũng", "Eve 🐐"]
STATE_SLOTS = [s for s in STATE_FIELDS if s not in ("events", "geo")]


def seats(players: int) -> list[Seat]:
    return [Seat(NAMES[k], "human") if k % 2 == 0 else Seat(NAMES[k], "ai", ["easy", "hard"][k % 3 == 0])
            for k in range(players)]


def random_game(players: int, seed: int, turns: int | None = None, dog_bias: float = 0.8,
                agree: float = 0.7) -> SavedGame:
    """A game played with random legal decisions; dog moves are preferred so they get saved."""
    saved = SavedGame.new(seats(players), seed)
    rng = random.Random(seed)
    game = saved.game
    while not game.is_over and (turns is None or len(game.turns) < turns):
        state = game.state
        options = state.legal_decisions()
        if state.phase == DOG and len(options) > 1 and rng.random() < dog_bias:
            decision = rng.choice(options[:-1])
        elif state.phase == CONSENT:
            decision = Consent(rng.random() < agree)
        else:
            decision = rng.choice(options)
        game.apply(decision)
    return saved


def same_state(a, b) -> None:
    for slot in STATE_SLOTS:
        assert getattr(a, slot) == getattr(b, slot), slot


def doc_of(saved: SavedGame) -> dict:
    return json.loads(dumps(saved))


def rejected(data, place: str) -> str:
    """Assert the file is refused with a message that starts at ``place``."""
    if isinstance(data, dict):
        data = json.dumps(data, ensure_ascii=False)
    with pytest.raises(SaveError) as info:
        loads(data)
    message = str(info.value)
    assert message.startswith(place + ": "), message
    return message


@pytest.fixture
def finished() -> SavedGame:
    return random_game(2, 3)


@pytest.fixture
def doc(finished) -> dict:
    return doc_of(finished)


def turn_states(saved: SavedGame):
    """(K, state right after turn K's card was played, record) for every turn."""
    game = Game(saved.game.setup)
    for k, record in enumerate(saved.game.turns, 1):
        state = game.state.copy()
        state.apply(Play(record.play))
        yield k, state, record
        game.play_turn(record)


def find_turn(predicate, players=(2, 3, 4, 5), seeds=range(40)):
    """The first (doc, K, state, record) where ``predicate(state, record)`` gives a value."""
    for p in players:
        for seed in seeds:
            saved = random_game(p, seed)
            for k, state, record in turn_states(saved):
                found = predicate(state, record)
                if found is not None:
                    return doc_of(saved), k, state, found
    raise AssertionError("no such turn in the sample games")


def line(state):
    return state.geo.lines[state.pawns[state.seat]]


def rc(c):
    return [c >> 3, c & 7]


# ---------------------------------------------------------------------- round trips

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_round_trip_finished(players):
    for seed in range(3):
        saved = random_game(players, seed)
        saved.app = {"view": {"zoom": 1.25, "seat": 0, "labels": ["ü", None, True]}}
        again = loads(dumps(saved))
        assert again.players == saved.players
        assert again.game.setup == saved.game.setup
        assert again.game.turns == saved.game.turns
        assert again.app == saved.app
        assert again.finished and again.result() == saved.result()
        same_state(again.game.state, saved.game.state)
        assert dumps(again) == dumps(saved)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_round_trip_unfinished(players):
    saved = random_game(players, 11, turns=9)
    text = dumps(saved)
    assert '"result"' not in text
    again = loads(text)
    assert not again.finished and again.result() is None
    assert again.game.turns == saved.game.turns
    same_state(again.game.state, saved.game.state)


def test_fresh_game_round_trip():
    saved = SavedGame.new(seats(3), seed="fresh")
    again = loads(dumps(saved))
    assert again.game.turns == [] and again.app == {} and again.game.setup == saved.game.setup


def test_accepted_dog_move_onto_opponent_card_is_saved_and_replays():
    for seed in range(200):
        saved = random_game(3, seed, agree=1.0)
        agreed = [e for e in saved.game.events if isinstance(e, ev.ConsentGiven) and e.agree]
        if agreed:
            break
    else:
        raise AssertionError("no accepted swap in the sample games")
    moved = [e for e in saved.game.events if isinstance(e, ev.DogMoved)]
    assert any(e.swapped is not None for e in moved)
    again = loads(dumps(saved))
    assert [t.dog for t in again.game.turns] == [t.dog for t in saved.game.turns]
    assert any(t.dog for t in again.game.turns)
    same_state(again.game.state, saved.game.state)


def test_refused_then_other_move_saves_only_the_move_made():
    for seed in range(300):
        saved = random_game(4, seed, agree=0.3)
        events = saved.game.events
        if any(isinstance(e, ev.ConsentGiven) and not e.agree for e in events):
            break
    else:
        raise AssertionError("no refused swap in the sample games")
    again = loads(dumps(saved))
    same_state(again.game.state, saved.game.state)


def test_result_matches_engine(finished):
    result = finished.result()
    scores = finished.game.state.scores()
    assert result.scores == scores and result.winners == winners(scores)


# ---------------------------------------------------------------------- the written layout

def test_layout_follows_the_format(finished):
    saved = finished
    saved.app = {}
    text = dumps(saved)
    assert text.endswith("}\n")
    doc = json.loads(text)
    assert list(doc) == ["format", "version", "players", "setup", "turns", "result", "app"]
    assert doc["format"] == "goatmaster-save" and doc["version"] == 1 and doc["app"] == {}
    assert list(doc["setup"]) == ["size", "removed", "pasture", "deck", "hands"]
    assert doc["players"][0] == {"name": "Ada", "kind": "human"}
    assert doc["players"][1] == {"name": "Bért", "kind": "ai", "level": "easy"}
    assert set(doc["result"]) == {"scores", "winners"}
    assert all(list(s) == ["seat", "single", "double", "milk", "total"] for s in doc["result"]["scores"])
    lines = text.splitlines()
    # one line per turn, pasture row, hand; removed and deck on one line each
    for turn in saved.game.turns:
        assert any(line.strip().rstrip(",") == savefile._turn_line(turn)
                   for line in lines)
    for row in doc["setup"]["pasture"] + doc["setup"]["hands"]:
        assert "      " + json.dumps(row) in "\n".join(lines)
    assert any(line.startswith('    "deck": [') and line.rstrip(",").endswith("]") for line in lines)
    assert any(line.startswith('    "removed": [') for line in lines)
    assert '"Bért"' in text                          # ensure_ascii=False
    assert '  "version": 1,' in lines


def test_example_shape_from_the_format_loads():
    saved = random_game(2, 5, turns=3)
    doc = doc_of(saved)
    turns = doc["turns"]
    assert set(turns[0]) <= {"seat", "play", "take", "dog"}
    assert isinstance(turns[0]["take"], list) and len(turns[0]["take"]) == 2
    doc["result"] = None
    assert loads(json.dumps(doc)).game.turns == saved.game.turns
    del doc["result"], doc["app"]
    assert loads(json.dumps(doc)).app == {}


def test_dog_key_only_when_a_card_moved(finished):
    text = dumps(finished)
    assert '"dog": null' not in text
    for turn in json.loads(text)["turns"]:
        if "dog" in turn:
            assert set(turn["dog"]) == {"from", "to"}


# ---------------------------------------------------------------------- the file layer

def test_wrong_format(doc):
    doc["format"] = "chess-save"
    rejected(doc, "setup: format")


def test_missing_format(doc):
    del doc["format"]
    rejected(doc, "setup: format")


@pytest.mark.parametrize("version", ["2", "0", "1.0", "true", '"1"', "null"])
def test_version_must_be_integer_one(finished, version):
    text = dumps(finished).replace('"version": 1,', f'"version": {version},', 1)
    rejected(text, "setup: version")


def test_bom(finished):
    rejected(b"\xef\xbb\xbf" + dumps(finished).encode(), "setup: file")
    rejected("\ufeff" + dumps(finished), "setup: file")


def test_invalid_utf8(finished):
    data = dumps(finished).encode().replace(b'"Ada"', b'"Ad\xff"')
    rejected(data, "setup: file")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity(finished, constant):
    text = dumps(finished).replace('"app": {}', f'"app": {{"x": {constant}}}')
    rejected(text, "setup: file")


def test_not_json(finished):
    rejected(dumps(finished)[:-5], "setup: file")
    rejected("[1, 2]", "setup: file")
    rejected("", "setup: file")


def test_duplicate_key_top_level(finished):
    rejected(dumps(finished).replace('"version": 1,', '"version": 1, "version": 1,'), "setup: version")


def test_duplicate_key_in_turn(finished):
    text = dumps(finished).replace('{"seat": 0, "play"', '{"seat": 0, "seat": 0, "play"', 1)
    assert "turn 1: " in rejected(text, "turn 1")


def test_duplicate_key_in_app(finished):
    text = dumps(finished).replace('"app": {}', '"app": {"a": {"b": 1, "b": 1}}')
    rejected(text, "setup: app")


def test_huge_number_and_deep_nesting(finished):
    rejected(dumps(finished).replace('"app": {}', '"app": {"n": ' + "9" * 5000 + "}"), "setup: file")
    rejected(dumps(finished).replace('"app": {}', '"app": ' + "[" * 100_000 + "]" * 100_000), "setup: file")


def test_overflowing_float_in_app(finished):
    rejected(dumps(finished).replace('"app": {}', '"app": {"x": 1e999}'), "setup: app")


class Parsed(Exception):
    """Raised instead of parsing: the size check let the data through to the parser."""


@pytest.fixture
def no_parsing(monkeypatch):
    """Oversized input must be refused on its size alone: reaching the parser raises :class:`Parsed`."""
    def parse(self, data):
        raise Parsed(len(data))
    monkeypatch.setattr(strict_json.Reader, "parse", parse)


@pytest.fixture
def reads(monkeypatch) -> list:
    """The sizes ``load`` asks of the file it opened (-1: everything), in order."""
    asked = []
    opened = os.fdopen

    class Watched:
        def __init__(self, handle):
            self.handle = handle

        def __getattr__(self, name):                # fileno, write (a save): the real file's
            return getattr(self.handle, name)

        def read(self, size=-1):
            asked.append(size)
            return self.handle.read(size)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

    monkeypatch.setattr(savefile.os, "fdopen", lambda *args, **kwargs: Watched(opened(*args, **kwargs)))
    return asked


def test_ten_megabytes_refused_on_their_size_before_parsing(no_parsing):
    message = rejected('{"a": "' + "x" * 10_000_000 + '"}', "setup: file")
    assert message == f"setup: file: more than {savefile.MAX_BYTES} bytes; too large for a save file"
    message = rejected(b" " * 10_000_000, "setup: file")
    assert message == f"setup: file: 10000000 bytes; a save file has at most {savefile.MAX_BYTES}"


def test_the_size_limit_is_exact(no_parsing):
    limit = savefile.MAX_BYTES
    for data in (b" " * limit, " " * limit):
        with pytest.raises(Parsed):
            loads(data)
    rejected(b" " * (limit + 1), "setup: file")
    rejected(" " * (limit + 1), "setup: file")
    rejected("é" * (limit // 2 + 1), "setup: file")         # the limit counts bytes, not characters


def test_fifty_megabyte_file_refused_without_reading_it(tmp_path, reads):
    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(50 * 1024 * 1024)            # sparse
    with pytest.raises(SaveError) as info:
        load(big)
    assert str(info.value) == f"setup: file: {50 * 1024 * 1024} bytes; a save file has at most {savefile.MAX_BYTES}"
    assert reads == []


def test_load_reads_at_most_one_byte_past_the_limit(tmp_path, finished, reads):
    path = tmp_path / "game.goat"
    save(path, finished)
    assert load(path).game.turns == finished.game.turns
    assert reads == [savefile.MAX_BYTES + 1]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_rejected_without_hanging(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match=r"^setup: file: "):
        load(fifo)


# ---------------------------------------------------------------------- unknown keys

def test_unknown_key_top_level(doc):
    doc["cheat"] = 1
    rejected(doc, "setup: file")


def test_unknown_key_in_player(doc):
    doc["players"][0]["colour"] = "red"
    rejected(doc, "setup: players")


def test_unknown_key_in_turn(doc):
    doc["turns"][2]["note"] = "hi"
    rejected(doc, "turn 3")


def test_unknown_key_in_dog_move(finished):
    doc = doc_of(finished)
    k = next(k for k, t in enumerate(doc["turns"]) if "dog" in t)
    doc["turns"][k]["dog"]["via"] = [0, 0]
    rejected(doc, f"turn {k + 1}")


def test_unknown_key_in_setup(doc):
    doc["setup"]["seed"] = 7
    rejected(doc, "setup: setup")


def test_unknown_key_in_result(doc):
    doc["result"]["margin"] = 3
    rejected(doc, "setup: result")


def test_unknown_key_in_score(doc):
    doc["result"]["scores"][0]["bonus"] = 0
    rejected(doc, "setup: result")


def test_unknown_keys_inside_app_accepted(doc):
    doc["app"] = {"anything": {"goes": [1, 2.5, None, {"deep": True}]}, "x": "é"}
    assert loads(json.dumps(doc)).app == doc["app"]


def test_app_must_be_an_object(doc):
    doc["app"] = [1]
    rejected(doc, "setup: app")


def test_missing_turns_and_turns_not_a_list(doc):
    doc["turns"] = {}
    assert rejected(doc, "setup: file").endswith("got `object` - at `$.turns`")
    del doc["turns"]
    assert rejected(doc, "setup: file") == "setup: file: Object missing required field `turns`"


# ---------------------------------------------------------------------- players

def test_level_on_a_human(doc):
    doc["players"][0]["level"] = "hard"
    rejected(doc, "setup: players")
    doc["players"][0]["level"] = None
    rejected(doc, "setup: players")


def test_missing_level_on_ai(doc):
    del doc["players"][1]["level"]
    rejected(doc, "setup: players")


def test_unknown_kind_and_bad_names(doc):
    doc["players"][0]["kind"] = "robot"
    rejected(doc, "setup: players")
    doc["players"][0]["kind"] = "human"
    doc["players"][0]["name"] = "x" * 101
    rejected(doc, "setup: players")
    doc["players"][0]["name"] = 5
    rejected(doc, "setup: players")
    doc["players"][1]["level"] = "x" * 41
    doc["players"][0]["name"] = "ok"
    rejected(doc, "setup: players")


def test_lone_surrogate_in_name(finished):
    rejected(dumps(finished).replace('"Ada"', '"A\\ud800"'), "setup: players")


@pytest.mark.parametrize("count", [1, 6])
def test_player_count(doc, count):
    doc["players"] = [{"name": str(k), "kind": "human"} for k in range(count)]
    rejected(doc, "setup: players")


def test_players_do_not_match_the_deal(doc):
    doc["players"].append({"name": "Cy", "kind": "human"})
    rejected(doc, "setup: size")


# ---------------------------------------------------------------------- set-up (R3–R7)

def test_card_missing(doc):
    doc["setup"]["deck"].pop()
    assert "missing" in rejected(doc, "setup: deck")


def test_card_repeated(doc):
    doc["setup"]["deck"][0] = doc["setup"]["pasture"][0][0]
    assert "twice" in rejected(doc, "setup: deck")


def test_not_a_card_id(doc):
    doc["setup"]["pasture"][1][2] = "G99.9"
    rejected(doc, "setup: pasture")


def test_r3_partial_goat_type(doc):
    setup = doc["setup"]
    r = next(i for i, c in enumerate(setup["removed"]) if c.startswith("G"))
    row, col = next((i, j) for i, row in enumerate(setup["pasture"]) for j, c in enumerate(row)
                    if c.startswith("G"))
    setup["removed"][r], setup["pasture"][row][col] = setup["pasture"][row][col], setup["removed"][r]
    assert "in part" in rejected(doc, "setup: removed")


def test_r3_wrong_counts(doc):
    setup = doc["setup"]
    dog = next(c for c in setup["removed"] if c.startswith("D"))
    setup["removed"].remove(dog)
    setup["deck"].append(dog)
    assert "R3" in rejected(doc, "setup: removed")


def test_r7_three_card_hand(doc):
    doc["setup"]["hands"][0].append(doc["setup"]["deck"].pop(0))
    assert "R7" in rejected(doc, "setup: hands")


def test_r7_dog_in_hand(doc):
    setup = doc["setup"]
    k = next(i for i, c in enumerate(setup["deck"]) if c.startswith("D"))
    setup["deck"][k], setup["hands"][1][0] = setup["hands"][1][0], setup["deck"][k]
    assert "dog" in rejected(doc, "setup: hands")


def test_size_must_match(doc):
    doc["setup"]["size"] = 7
    rejected(doc, "setup: size")
    doc["setup"]["size"] = 6.0
    rejected(doc, "setup: size")


def test_pasture_shape(doc):
    doc["setup"]["deck"] += doc["setup"]["pasture"].pop()
    rejected(doc, "setup: pasture")


# ---------------------------------------------------------------------- turns (R9–R19)

def test_turn_out_of_order(doc):
    doc["turns"][0]["seat"] = 1
    assert "seat 1 is not to play" in rejected(doc, "turn 1")


def test_seat_out_of_range(doc):
    doc["turns"][3]["seat"] = 9
    rejected(doc, "turn 4")


def test_bool_seat(doc):
    doc["turns"][1]["seat"] = True
    rejected(doc, "turn 2")


def test_turn_after_the_end(doc):
    n = len(doc["turns"])
    doc["turns"].append(dict(doc["turns"][-2]))
    assert "ended" in rejected(doc, f"turn {n + 1}")


def test_card_not_in_hand(doc):
    other = doc["setup"]["hands"][1][0]
    doc["turns"][0]["play"] = other
    assert rejected(doc, "turn 1") == f"turn 1: {other} is not in seat 0's hand"


def test_take_outside_the_pasture(doc):
    doc["turns"][0]["take"] = [6, 0]
    rejected(doc, "turn 1")


def test_float_coordinate(doc):
    doc["turns"][0]["take"] = [0.0, 1]
    rejected(doc, "turn 1")
    doc["turns"][0]["take"] = [0, 1, 2]
    rejected(doc, "turn 1")


def test_take_outside_the_pawns_line():
    def outside(state, record):
        for c in state.geo.cells:
            if c not in line(state) and state.cards[c] >= 0 and state.marks[c] < 0:
                return c
    doc, k, _state, c = find_turn(outside)
    doc["turns"][k - 1]["take"] = rc(c)
    assert "not in the line" in rejected(doc, f"turn {k}")


def test_take_of_a_marked_cell():
    def marked(state, record):
        return next((c for c in line(state) if state.cards[c] >= 0 and state.marks[c] >= 0), None)
    doc, k, _state, c = find_turn(marked)
    doc["turns"][k - 1]["take"] = rc(c)
    assert "marker" in rejected(doc, f"turn {k}")


def test_take_of_an_empty_cell():
    def empty(state, record):
        return next((c for c in line(state) if state.cards[c] < 0), None)
    doc, k, _state, c = find_turn(empty)
    doc["turns"][k - 1]["take"] = rc(c)
    assert "empty" in rejected(doc, f"turn {k}")


def test_null_take_where_a_card_could_be_taken(doc):
    doc["turns"][0]["take"] = None
    assert "R12" in rejected(doc, "turn 1")


def test_forbidden_dog_move():
    def diagonal(state, record):
        if record.dog:
            r, c = rc(record.dog[0])
            for dr, dc in ((1, 1), (-1, -1), (1, -1), (-1, 1)):
                if 0 <= r + dr < state.size and 0 <= c + dc < state.size:
                    return [r + dr, c + dc]
    doc, k, _state, target = find_turn(diagonal)
    doc["turns"][k - 1]["dog"]["to"] = target
    assert "R18" in rejected(doc, f"turn {k}")


def test_dog_move_from_a_card_without_ones_marker():
    def unmarked(state, record):
        if record.dog:
            s = state.seat
            r, c = rc(record.dog[1])
            return next(([r, x] for x in range(state.size)
                         if state.marks[r * 8 + x] != s and [r, x] != [r, c]), None)
    doc, k, _state, source = find_turn(unmarked)
    doc["turns"][k - 1]["dog"]["from"] = source
    rejected(doc, f"turn {k}")


def test_dog_without_a_dog_played(doc):
    k = next(i for i, t in enumerate(doc["turns"]) if not is_dog(parse_card(t["play"])))
    doc["turns"][k]["dog"] = {"from": [0, 0], "to": [0, 1]}
    assert "dog" in rejected(doc, f"turn {k + 1}")


def test_dog_null(doc):
    doc["turns"][0]["dog"] = None
    assert "null" in rejected(doc, "turn 1")


def test_turn_must_be_an_object(doc):
    doc["turns"][4] = ["seat", 0]
    rejected(doc, "turn 5")


# ---------------------------------------------------------------------- result

def test_result_on_unfinished_game(doc):
    doc["turns"].pop()
    assert "not ended" in rejected(doc, "setup: result")


def test_result_differing(doc):
    doc["result"]["scores"][0]["total"] += 1
    rejected(doc, "setup: result")


def test_result_winners_differing(doc):
    doc["result"]["winners"] = [s for s in range(2) if s not in doc["result"]["winners"]]
    rejected(doc, "setup: result")


def test_result_scores_in_another_order_accepted(doc):
    doc["result"]["scores"].reverse()
    doc["result"]["winners"].reverse()
    assert loads(json.dumps(doc)).finished


def test_result_null_or_absent_accepted(doc):
    doc["result"] = None
    assert loads(json.dumps(doc)).finished
    del doc["result"]
    assert loads(json.dumps(doc)).finished


def test_winners_with_repeats_rejected(doc):
    doc["result"]["winners"] = doc["result"]["winners"] * 2
    rejected(doc, "setup: result")


def test_score_listed_twice_or_missing(doc):
    doc["result"]["scores"][1] = dict(doc["result"]["scores"][0])
    rejected(doc, "setup: result")
    doc["result"]["scores"].pop()
    rejected(doc, "setup: result")


def test_float_or_bool_score(doc):
    doc["result"]["scores"][0]["milk"] = float(doc["result"]["scores"][0]["milk"])
    rejected(doc, "setup: result")
    doc["result"]["scores"][0]["milk"] = True
    rejected(doc, "setup: result")


def test_score_missing_a_key(doc):
    del doc["result"]["scores"][1]["double"]
    rejected(doc, "setup: result")


# ---------------------------------------------------------------------- writing

def test_save_and_load(tmp_path, finished):
    path = tmp_path / "game.goat"
    save(path, finished)
    assert load(path).game.turns == finished.game.turns
    assert os.listdir(tmp_path) == ["game.goat"]
    assert path.read_text(encoding="utf-8") == dumps(finished)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")
def test_save_never_writes_through_a_symlink(tmp_path, finished):
    """Issue 17 §6: a link could send the save anywhere; it and its target are left alone."""
    target = tmp_path / "real.goat"
    target.write_text("old")
    link = tmp_path / "link.goat"
    os.symlink(target, link)
    with pytest.raises(OSError, match="symbolic link"):
        save(link, finished)
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "old"
    assert sorted(os.listdir(tmp_path)) == ["link.goat", "real.goat"]


def test_load_missing_file_raises_oserror(tmp_path):
    with pytest.raises(FileNotFoundError):
        load(tmp_path / "nothing.goat")


def test_save_keeps_permissions_of_the_old_file(tmp_path, finished):
    path = tmp_path / "game.goat"
    path.write_text("old")
    os.chmod(path, 0o640)
    save(path, finished)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640


@pytest.mark.parametrize("broken", ["replace", "fsync"])
def test_failed_save_keeps_the_old_file(tmp_path, monkeypatch, finished, broken):
    path = tmp_path / "game.goat"
    path.write_text("the old save")

    def fail(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savefile.os, broken, fail)
    with pytest.raises(OSError):
        save(path, finished)
    monkeypatch.undo()
    assert path.read_text() == "the old save"
    assert os.listdir(tmp_path) == ["game.goat"]


def test_unwritable_app_data_is_refused_before_touching_the_file(tmp_path, finished):
    path = tmp_path / "game.goat"
    path.write_text("the old save")
    for bad in ({"x": float("nan")}, {"x": (1, 2)}, {1: "a"}, {"x": object()}):
        finished.app = bad
        with pytest.raises(SaveError, match=r"^setup: app: "):
            save(path, finished)
    finished.app = {}
    assert path.read_text() == "the old save"
    assert os.listdir(tmp_path) == ["game.goat"]


def test_dumps_checks_the_seats(finished):
    players = finished.players
    try:
        finished.players = [Seat("A", "human", "hard"), players[1]]
        with pytest.raises(SaveError, match=r"^setup: players: "):
            dumps(finished)
        finished.players = players[:1]
        with pytest.raises(SaveError, match=r"^setup: players: "):
            dumps(finished)
    finally:
        finished.players = players
