"""Each finished turn's line of a save file is encoded once (``files.turn_lines``): the autosave's
text after every decision is what a fresh encoding of the game gives, and its work does not grow
with the game."""

import json
import random

import pytest

from goatmaster import i18n
from goatmaster.app.play.match_model import MatchModel
from goatmaster.core.registry import GameEntry, entries
from goatmaster.files import app_data, envelope
from goatmaster.files.envelope import Seat, codec_of
from goatmaster.files.turn_lines import TurnLines, kept_for


#: The app's games (the test game's short hands have few turns to keep).
GAMES = [game for game in entries() if type(game.codec).__module__.startswith("goatmaster.games.")]


def fresh_bytes(model: MatchModel) -> bytes:
    """The autosave's bytes from a match replayed anew, so nothing is kept for it yet."""
    saved = model.saved_with_pending()
    match = saved.game.restart()
    for action in saved.game.actions:
        match.apply_action(action)
    return envelope.file_bytes(codec_of(model.entry).saved_game(saved.players, match, saved.app))


def new_model(game: GameEntry, seed: int) -> MatchModel:
    seats = [Seat(f"P{k}", "human") for k in range(game.info.max_seats)]
    return MatchModel(codec_of(game).saved_game(seats, game.new_match(len(seats), seed, None), {}), seed=seed)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_kept_lines_write_what_a_fresh_encoding_writes_through_undo_redo_and_loads(game, qapp, request):
    """After every decision, undo (its take-back kept), redo, a load of the file, a change of the
    app's language and a replay's steps, the autosave's bytes are those of the same game encoded
    from scratch."""
    checked = {"undo": 0, "redo": 0, "load": 0, "language": 0, "replay": 0}
    request.addfinalizer(lambda: i18n.install_translators(qapp, "en"))
    for seed in range(2):
        model = new_model(game, seed)
        rng = random.Random(seed)
        redo: list[int] = []
        while not model.state.is_terminal():
            assert envelope.file_bytes(model.saved_with_pending()) == fresh_bytes(model)
            roll = rng.random()
            if roll < 0.04 and model.decisions > 3:
                back = model.decisions - rng.randint(1, 3)
                redo = [action for _, action in model.history[back:]]
                app_data.take_back(model.saved.app, model.history[back][0], back, model.players)
                model.rewind(back)
                checked["undo"] += 1
            elif roll < 0.08 and redo:
                model.replay_more(redo)
                redo = []
                checked["redo"] += 1
            elif roll < 0.10:
                model.load(envelope.loads(envelope.file_bytes(model.saved_with_pending())))
                checked["load"] += 1
            elif roll < 0.11:
                i18n.install_translators(qapp, rng.choice(["fr", "de", "en"]))
                checked["language"] += 1
            else:
                redo = []
                assert model.apply_action(rng.choice(model.state.legal_actions()))
        assert envelope.file_bytes(model.saved_with_pending()) == fresh_bytes(model)
        # a finished game's replay, one turn forward at a time (the same match grows) and back
        finished = model.saved_with_pending()
        shown = new_model(game, seed)
        for turns in [1, 2, 3, 5, 4, 6, 7]:
            shown.show_turns(finished, turns)
            assert envelope.file_bytes(shown.saved_with_pending()) == fresh_bytes(shown)
            checked["replay"] += 1
    assert all(checked.values()), checked


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_an_autosave_late_in_a_game_encodes_no_more_than_one_early(game, monkeypatch):
    """Every finished turn was encoded again at every decision, so the autosave's work grew with
    the game: its count of JSON encodings at decision 150 is that at decision 10, give or take the
    few parts that come and go (a shuffled pile, a turn just finished)."""
    model = new_model(game, seed=3)
    rng = random.Random(3)
    real, calls = json.dumps, [0]

    def counted(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    counts = []
    for decision in range(1, 151):
        assert model.apply_action(rng.choice(model.state.legal_actions()))
        if model.state.is_terminal():
            break
        if decision >= 10:
            saved = model.saved_with_pending()
            envelope.file_bytes(saved)          # the turn just finished is encoded here
            monkeypatch.setattr(json, "dumps", counted)
            calls[0] = 0
            envelope.file_bytes(saved)
            monkeypatch.setattr(json, "dumps", real)
            counts.append(calls[0])
    assert len(counts) > 50 and max(counts) <= counts[0] + 2, counts


def test_kept_lines_start_afresh_for_turns_that_are_not_the_ones_kept():
    """A list cut back or replaced is encoded again, never read from what was kept."""
    class Match:
        pass

    match, encoded = Match(), []

    def encode(turn: object) -> str:
        encoded.append(turn)
        return str(turn)

    a, b, c = object(), object(), object()
    lines = kept_for(match, TurnLines)
    assert lines.lines([a, b], encode) == [str(a), str(b)]
    assert lines.lines([a, b, c], encode) == [str(a), str(b), str(c)] and encoded == [a, b, c]
    assert lines.lines([a], encode) == [str(a)]                 # cut back: all again
    assert lines.lines([c, b], encode) == [str(c), str(b)]      # replaced: all again
    assert encoded == [a, b, c, a, c, b]
    assert kept_for(match, TurnLines) is lines
