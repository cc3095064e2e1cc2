"""A refused move is explained to the player in the player's language (R9–R18 refusals).

The engine names every refusal with a ``reason`` word; the app must have a
sentence for each of them, use the player's name rather than a seat number, and
speak French or German when the game does.
"""

import ast
import os
import random
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from goatmaster import i18n  # noqa: E402
from goatmaster.games.goat_master.qt.refusals import _texts, refusal_text  # noqa: E402
from goatmaster.games.goat_master.engine import Game, IllegalDecision  # noqa: E402
from goatmaster.games.goat_master.engine.decisions import Consent, DogMove, Play, Take  # noqa: E402
from goatmaster.games.goat_master.engine.state import REFILL  # noqa: E402

ENGINE = Path(__file__).resolve().parents[1] / "goatmaster" / "games" / "goat_master" / "engine"


def engine_reasons() -> set[str]:
    """Every reason word written in the engine's source (calls and ``_why_not_take``)."""
    found = set()
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalDecision"
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)):
                found.add(node.args[1].value)
            if isinstance(node, ast.FunctionDef) and node.name == "_why_not_take":
                for ret in ast.walk(node):
                    if isinstance(ret, ast.Return) and isinstance(ret.value, ast.Tuple):
                        found.add(ret.value.elts[1].value)
    return found


def refusals_met_in_play(games: int = 30) -> dict[str, IllegalDecision]:
    """Reasons met by trying every kind of wrong input along random games (seeded)."""
    rng = random.Random(7)
    met: dict[str, IllegalDecision] = {}
    for g in range(games):
        game = Game.new(2 + g % 4, seed=g)
        state = game.state
        cells = list(state.geo.cells)
        tries = [Play(c) for c in range(0, 121, 7)] + [Play(500)] + [Take(c) for c in cells]
        tries += [Take(None), Take(99), Consent(True)]
        while not game.is_over:
            if state.phase == REFILL:
                state.refill()
                continue
            for decision in tries + [DogMove(*rng.sample(cells, 2)) for _ in range(8)]:
                try:
                    state.check(decision)
                except IllegalDecision as error:
                    met.setdefault(error.reason, error)
            game.apply(rng.choice(state.legal_decisions()))
        for decision in (Play(0), Take(None)):
            try:
                state.check(decision)
            except IllegalDecision as error:
                met.setdefault(error.reason, error)
    return met


def test_every_engine_reason_has_a_sentence():
    reasons = engine_reasons()
    assert {"not_in_line", "marked", "refused_before", "not_your_turn"} <= reasons
    assert reasons <= set(_texts()), reasons - set(_texts())


def test_wrong_input_along_real_games_is_explained_with_names():
    met = refusals_met_in_play()
    assert {"play", "take", "not_in_hand", "not_in_line", "empty", "off_pasture",
            "can_take", "over", "not_a_card"} <= set(met)
    names = ["Anna", "Bernd", "Chloé", "Dara", "Emil"]
    for reason, error in met.items():
        text = refusal_text(error, names.__getitem__)
        assert text == _texts()[reason].replace("%1", names[error.seat] if error.seat is not None else "%1")
        assert "%1" not in text and "seat" not in text and "R1" not in text


def test_an_unknown_reason_still_gets_a_polite_sentence():
    assert refusal_text(IllegalDecision("cannot read 'x'"), str) == "That move is not allowed."
    # a reason that needs a name, raised without a seat (a turn record read from a file)
    assert refusal_text(IllegalDecision("a dog move needs a dog", "dog"), str) == "That move is not allowed."


@pytest.mark.parametrize("language, expected", [
    ("fr", "Anna : tu ne peux prendre qu'une carte dans la ligne ou la colonne de ton pion."),
    ("de", "Anna: Du kannst nur eine Karte aus der Reihe oder Spalte deiner Spielfigur nehmen."),
])
def test_refusals_speak_the_players_language(qapp, language, expected):
    error = IllegalDecision("[0, 0] is not in the line of seat 0's pawn (R11)", "not_in_line", 0)
    try:
        i18n.install_translators(qapp, language)
        assert refusal_text(error, ["Anna"].__getitem__) == expected
    finally:
        i18n.install_translators(qapp, "en")
