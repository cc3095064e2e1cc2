"""A new game is one folder and one registry line (issue 32).

Every game lives in ``goatmaster/games/<package>/`` and registers a ``GameEntry`` in
``goatmaster/games/__init__.py``.  Where pyproject.toml's layering contracts name games one by
one, they name every registered game, so a game added without them fails here, saying what to add.

The shared layers (:data:`SHARED`) name no game: they reach a game through the registry alone.
In their code, that is:

* no import of a game's package (``goatmaster.games.<package>`` or below) nor of a name from
  ``goatmaster.games`` (``GOAT_MASTER``); importing ``goatmaster.games`` itself, which registers
  the games, is the one import of it they may make;
* no string literal that is a game's registry name (``"meadow"``) or holds its package's name as
  a word (``"goatmaster.games.goal_rows.qt.table:RowsTable"``), f-strings' parts included.

Docstrings and comments may name games as examples; a game's title is not looked for, as
"Goat Master" is the app's name too.  A registry name is matched whole, so a plain word that
happens to be one (Goal Rows' "rows") is flagged as well, unless :data:`NOT_A_GAME` says
where it stands and what it is instead.
"""

from __future__ import annotations

import ast
import pkgutil
import re
import tomllib
from pathlib import Path

import pytest

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
#: The layers every game shares, each a folder of the repository.
SHARED = [
    "goatmaster/core",
    "goatmaster/search",
    "goatmaster/files",
    "goatmaster/net",
    "goatmaster/views",
    "goatmaster/cli",
    "goatmaster/app",
]
#: A word that only looks like a game's name, where it stands, and what it is.
NOT_A_GAME = {("goatmaster/app/player_data/statistics.py", "rows"):
              "the statistics file's list of rows (its format's key)"}


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


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(path: Path, root: Path, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules (or, from a package, the names) an import statement names, in full."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    package = _module_name(path, root).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    base = ".".join(package[:len(package) - node.level + 1] if node.level else [])
    source = ".".join(part for part in (base, node.module) if part)
    return [f"{source}.{alias.name}" for alias in node.names]


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstring nodes of a module and its classes and functions."""
    holders = [tree] + [node for node in ast.walk(tree)
                        if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))]
    return {id(holder.body[0].value) for holder in holders
            if holder.body and isinstance(holder.body[0], ast.Expr)
            and isinstance(holder.body[0].value, ast.Constant) and isinstance(holder.body[0].value.value, str)}


def games_named(path: Path, root: Path = ROOT) -> list[str]:
    """Where the code of ``path`` (a file under ``root``) names a game (see the module docstring),
    as "file:line: what"."""
    names = {game.name for game in BUILT_IN}
    package_word = re.compile(r"\b(" + "|".join(package.rsplit(".", 1)[1] for package in PACKAGES) + r")\b")
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for module in _imported(path, root, node):
                if module != GAMES_PACKAGE and module.startswith(GAMES_PACKAGE + "."):
                    found.append(f"{node.lineno}: imports {module}")
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
              and (node.value in names or package_word.search(node.value))
              and (path.relative_to(root).as_posix(), node.value) not in NOT_A_GAME):
            found.append(f"{node.lineno}: the string {node.value!r}")
    return [f"{path.relative_to(root)}:{where}" for where in found]


def test_the_checker_sees_every_way_of_naming_a_game(tmp_path):
    code = tmp_path / "goatmaster" / "cli" / "example.py"
    code.parent.mkdir(parents=True)
    code.write_text('''"""Goat Master's "goat-master" and goat_master may be named here."""
from .. import games                                      # registers them: allowed
from ..games import GOAT_MASTER
from ..games.meadow_dice.engine import state
import goatmaster.games.goal_rows


def f(game="rows"):
    """A docstring: "meadow"."""
    # A comment: "goat-master".
    return f"{game} goatmaster.games.goat_master.qt", "Goat Master", "rows of cards"
''', encoding="utf-8")
    assert [line.split(": ", 1)[1] for line in games_named(code, tmp_path)] == [
        "imports goatmaster.games.GOAT_MASTER", "imports goatmaster.games.meadow_dice.engine.state",
        "imports goatmaster.games.goal_rows", "the string 'rows'", "the string ' goatmaster.games.goat_master.qt'"]


@pytest.mark.parametrize("layer", SHARED)
def test_no_shared_layer_names_a_game(layer):
    named = [where for path in sorted((ROOT / layer).rglob("*.py")) for where in games_named(path)]
    assert not named, (f"{layer} names a game (reach it through goatmaster.core.registry instead):\n"
                       + "\n".join(named))
