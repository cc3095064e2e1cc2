"""A new game is one folder and one registry line (issue 32).

Every game lives in ``goatmaster/games/<package>/`` and registers a ``GameEntry`` in
``goatmaster/games/__init__.py``.  Where pyproject.toml's layering contracts name games one by
one, they name every registered game, so a game added without them fails here, saying what to add.
"""

from __future__ import annotations

import pkgutil
import re
import tomllib
from pathlib import Path

import goatmaster.games
from goatmaster.core.registry import GameEntry, entries

ROOT = Path(__file__).resolve().parents[1]
GAMES_PACKAGE = "goatmaster.games"


def package_of(game: GameEntry) -> str:
    """The package under goatmaster.games that a game's entry comes from, or "" (the tests' poker)."""
    parts = game.new_match.__module__.split(".")
    return ".".join(parts[:3]) if ".".join(parts[:2]) == GAMES_PACKAGE else ""


BUILT_IN = [game for game in entries() if package_of(game)]
PACKAGES = sorted(package_of(game) for game in BUILT_IN)


def test_every_game_folder_is_a_registered_game():
    folders = sorted(f"{GAMES_PACKAGE}.{module.name}" for module in pkgutil.iter_modules(goatmaster.games.__path__)
                     if module.ispkg)
    assert folders == PACKAGES, (f"goatmaster/games/ holds {folders}, the registered games come from {PACKAGES}: "
                                 "register each game's GameEntry in goatmaster/games/__init__.py")


def test_the_layering_contracts_that_name_games_one_by_one_name_every_game():
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    games_one_by_one = re.compile(re.escape(GAMES_PACKAGE) + r"\.\w+")
    checked = 0
    for contract in contracts["contracts"]:
        for key, value in contract.items():
            if not isinstance(value, list):
                continue
            named = sorted({match.group() for item in value if (match := games_one_by_one.match(str(item)))})
            if not named:
                continue            # the contract names no game, or all of them at once ("goatmaster.games.*")
            checked += 1
            assert named == PACKAGES, (f"pyproject.toml, import-linter contract {contract['name']!r}: its {key} "
                                       f"names {named}; the registered games are {PACKAGES}")
    assert checked, "no contract names the games one by one any more: drop this test"
