"""Build hook: the translations are compiled (``.ts`` → ``.qm``) into every built package.

Everything else about the package is in ``pyproject.toml``; setuptools runs this file
too and takes the ``build_py`` command from it.  The build environment has no
PySide6 (so no ``lrelease``): the compiler is ``goatmaster/i18n_qm.py``, plain Python,
loaded here by path so that nothing else of the game is imported.

* ``pip install .`` / ``python -m build``: ``resources/translations/goatmaster_<lang>.ts``
  become ``goatmaster/resources/translations/goatmaster_<lang>.qm`` in the build.
* ``pip install -e .``: nothing is compiled; :mod:`goatmaster.i18n` compiles the
  ``.ts`` files in memory when the game starts.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
TRANSLATIONS = HERE / "resources" / "translations"
TARGET = Path("goatmaster", "resources", "translations")     # inside the build folder


def _compiler():
    """``goatmaster/i18n_qm.py`` as a module of its own (the package is not importable here)."""
    name = "_goatmaster_build_i18n_qm"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / "goatmaster" / "i18n_qm.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module          # dataclasses look their module up while the file runs
        spec.loader.exec_module(module)
    return sys.modules[name]


class BuildPyWithTranslations(build_py):
    """``build_py`` that also writes a ``.qm`` for every ``.ts`` of ``resources/translations``."""

    def _qm_outputs(self) -> list[tuple[Path, Path]]:
        return [(ts, Path(self.build_lib) / TARGET / (ts.stem + ".qm"))
                for ts in sorted(TRANSLATIONS.glob("*.ts"))]

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        compiler = _compiler()
        for ts, qm in self._qm_outputs():
            qm.parent.mkdir(parents=True, exist_ok=True)
            data = compiler.ts_to_qm(ts.read_bytes())
            if not qm.exists() or qm.read_bytes() != data:
                qm.write_bytes(data)
            self.announce(f"compiled {ts.relative_to(HERE)} -> {qm}", level=2)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if getattr(self, "editable_mode", False):
            return outputs
        return outputs + [str(qm) for _, qm in self._qm_outputs() if str(qm) not in outputs]


setup(cmdclass={"build_py": BuildPyWithTranslations})
