"""A game's registry entry types its parts (codec, online form, table loader), and importing the
registry, the server or the command line loads no Qt: each game's table is imported only when
a window draws it."""

import subprocess
import sys

import pytest

from goatmaster.core.registry import entries


@pytest.mark.parametrize("module", ["goatmaster.games", "goatmaster.net.server", "goatmaster.cli.main"])
def test_importing_the_registry_the_server_or_the_cli_loads_no_qt(module):
    """A fresh interpreter imports ``module`` and every game's codec and online form; no Qt module
    may be among what it loaded."""
    script = (f"import sys, importlib; importlib.import_module({module!r})\n"
              "import goatmaster.games\n"
              "from goatmaster.core.registry import entries\n"
              "parts = [(g.codec, g.online) for g in entries()]\n"
              "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')"
              " or '.qt.' in m or m.endswith('.qt')))\n")
    found = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert found.returncode == 0, found.stderr
    assert found.stdout.strip() == "[]"


def test_each_games_table_loader_gives_a_table_class_of_its_own_name():
    """Qt looks a table's translations up by its class's name: each game's loader gives its own."""
    tables = [game.table() for game in entries() if game.table is not None]
    assert tables and all(isinstance(table, type) and callable(getattr(table, "log_lines", None))
                          for table in tables)
    assert len({table.__name__ for table in tables}) == len(tables)
