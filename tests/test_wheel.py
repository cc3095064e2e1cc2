"""The wheel (``pip wheel .``): what the game reads at run time, and nothing it is made from.

In: the code, the compiled translations (``.qm``), the art, the icons, the rules pages, the
forms.  Out: the build tools (``scripts/``), the ``.ts`` sources, ``goats.json``, READMEs.
The wheel is built from a copy of the checkout (pip would leave ``build/`` and
``*.egg-info`` in the source tree) and then imported from where it is unpacked.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RESOURCES = ROOT / "resources"
BUILD_TOOLS = {p.name for p in (ROOT / "scripts").iterdir()}

pytestmark = pytest.mark.packaging


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    source = tmp_path_factory.mktemp("source") / "goatmaster"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis"))
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(source)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    wheels = list(out.glob("goatmaster-*.whl"))
    assert len(wheels) == 1, sorted(p.name for p in out.iterdir())
    return wheels[0]


def _names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return {n for n in archive.namelist() if not n.endswith("/")}


def test_wheel_holds_what_the_game_reads(wheel):
    names = _names(wheel)
    expected = {f"goatmaster/resources/{p.relative_to(RESOURCES).as_posix()}"
                for pattern in ("art/**/*.svg", "icons/*", "rules/*.html", "rules/img/*.svg", "translations/*.qm")
                for p in RESOURCES.glob(pattern)}
    expected |= {f"goatmaster/ui/{p.name}" for p in (ROOT / "ui").glob("*.ui")}
    expected.add("goatmaster/games/meadow_dice/engine/sheets.txt")      # Meadow Dice's named sheets (D2)
    assert {"goatmaster/resources/translations/goatmaster_fr.qm",
            "goatmaster/resources/translations/goatmaster_de.qm",
            "goatmaster/resources/art/pasture.svg", "goatmaster/resources/icons/goatmaster.svg",
            "goatmaster/resources/icons/meadow-dice.svg",
            "goatmaster/resources/rules/rules-en.html", "goatmaster/resources/rules/meadow-dice-en.html",
            "goatmaster/resources/rules/img/meadow-d16.svg", "goatmaster/ui/main_window.ui"} <= expected
    assert expected <= names, sorted(expected - names)
    with zipfile.ZipFile(wheel) as archive:
        for language in ("fr", "de", "en"):
            qm = f"goatmaster/resources/translations/goatmaster_{language}.qm"
            assert archive.read(qm) == (RESOURCES / "translations" / f"goatmaster_{language}.qm").read_bytes()


def test_wheel_holds_no_build_tool_and_no_source_of_a_resource(wheel):
    names = _names(wheel)
    code = {f"goatmaster/{p.relative_to(ROOT / 'goatmaster').as_posix()}"
            for p in (ROOT / "goatmaster").rglob("*.py")}
    code |= {"goatmaster/resources/__init__.py", "goatmaster/ui/__init__.py"}
    python = {n for n in names if n.endswith(".py")}
    assert python == code, f"not the game's modules: {sorted(python - code)}; missing: {sorted(code - python)}"
    unwanted = [n for n in names if n.endswith((".ts", ".json", ".md")) or Path(n).name in BUILD_TOOLS]
    assert not unwanted, unwanted
    assert {"make_art.py", "make_icons.py", "update-translations"} <= BUILD_TOOLS


def test_installed_wheel_speaks_french_and_german(wheel, tmp_path):
    """Unpacked like pip installs it, first on the path: the game loads its translations from there."""
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    code = ("import sys; from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
            "import goatmaster; from goatmaster import i18n;"
            "print(goatmaster.__file__);"
            "print(*(i18n.install_translators(app, lang) + ' ' + QCoreApplication.translate('GameLog', '%1 agrees.')"
            " for lang in ('fr', 'de')), sep='\\n')")
    env = dict(os.environ, PYTHONPATH=str(site), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    where, french, german = done.stdout.splitlines()
    assert Path(where).is_relative_to(site)
    assert french == "fr %1 accepte." and german == "de %1 stimmt zu."
