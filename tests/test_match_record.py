"""A match writes down each action's words and where its turns end as it applies them
(``core.match.MatchRecord``), so the autosave and the save files need not replay the game."""

import random

import pytest

from goatmaster.app.play.match_model import MatchModel
from goatmaster.core.game import CHANCE
from goatmaster.core.registry import GameEntry, entries
from goatmaster.files import app_data, envelope
from goatmaster.files.envelope import Seat, codec_of
from goatmaster.games.goal_rows.engine.match import RowsMatch


def random_match(game: GameEntry, seed: int, actions: int):
    """A match of ``game`` played by seeded random actions (chance's drawn from the state)."""
    rng = random.Random(seed)
    match = game.new_match(game.info.min_seats, seed, None)
    while len(match.actions) < actions and not match.is_over:
        state = match.state
        if state.current_player() == CHANCE:
            match.apply_action(state.chance_outcome(rng))
        else:
            match.apply_action(rng.choice(state.legal_actions()))
    return match


@pytest.mark.parametrize("game", entries(), ids=lambda game: game.name)
def test_the_record_says_what_a_replay_finds(game):
    """Who took each action, its words in its position and the turns' ends, as a replay finds them."""
    for seed in range(3):
        match = random_match(game, seed, 150)
        replay = match.restart()
        seats, texts, ends = [], [], []
        for k, action in enumerate(match.actions, 1):
            before = game.turns(replay.state) if game.turns is not None else None
            seats.append(replay.state.current_player())
            texts.append(replay.state.action_to_string(action))
            replay.apply_action(action)
            if game.turns is None or game.turns(replay.state) != before:
                ends.append(k)
        assert (match.record.seats, match.record.texts, match.record.turn_ends) == (seats, texts, ends)
        assert match.record.whole == (ends[-1] if ends else 0)


def mid_turn_model(game: GameEntry, seed: int) -> MatchModel:
    """A model of ``game`` after some seeded random decisions, stopped inside a turn."""
    seats = [Seat(f"P{k}", "human") for k in range(game.info.min_seats)]
    model = MatchModel(codec_of(game).saved_game(seats, game.new_match(len(seats), seed, None), {}), seed=seed)
    rng = random.Random(seed)
    for decision in range(200):
        turns = game.turns(model.state)
        assert model.apply_action(rng.choice(model.state.legal_actions()))
        if decision > 30 and game.turns(model.state) == turns:
            return model
    raise AssertionError("no turn in progress met")


@pytest.mark.parametrize("game", [g for g in entries() if g.turns is not None], ids=lambda game: game.name)
def test_the_autosave_replays_nothing_and_keeps_the_turn_in_progress(game, monkeypatch):
    """Each decision's autosave wrote the turn in progress by replaying the whole game from its start."""
    model = mid_turn_model(game, seed=4)
    match = model.saved.game

    def no_replay(self):
        raise AssertionError("the match was replayed from its start")

    monkeypatch.setattr(type(match), "restart", no_replay)
    monkeypatch.setattr(RowsMatch, "__init__", no_replay)
    saved = model.saved_with_pending()
    text = envelope.dumps(saved)
    whole = match.record.whole
    assert saved.app[app_data.PENDING] == match.record.texts[whole:] and whole < len(match.actions)
    monkeypatch.undo()
    again = MatchModel(envelope.loads(text), seed=4)
    assert again.saved.game.actions == match.actions
    assert again.history == model.history


def test_a_rows_file_written_mid_turn_holds_the_finished_turns():
    """The file of a Goal Rows game inside a turn is the file of its last finished turn."""
    game = next(g for g in entries() if g.name == "rows")
    model = mid_turn_model(game, seed=6)
    match = model.saved.game
    cut = RowsMatch.replayed(match.initial, match.actions[:match.record.whole])
    players = model.saved.players
    assert envelope.dumps(codec_of(game).saved_game(players, match, {})) == \
        envelope.dumps(codec_of(game).saved_game(players, cut, {}))
