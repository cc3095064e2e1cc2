"""The rule engines' mutation test (benchmarks/mutants.py, issue 37) makes the mutants it says.

Each mutant is one change that still compiles; nothing in annotations, decorators or
docstrings is changed, and the sample is the same for the same seed.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import mutants  # noqa: E402

SOURCE = '''"""A docstring: never changed."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Box:
    size: int = 3


def legal(n: int, ok: bool = True) -> bool:
    """Also never changed."""
    if n < 2 and ok:
        return False
    n += 1
    return not ok
'''


def _changed(mutant: mutants.Mutant) -> list[str]:
    return [line[1:] for line in mutant.diff(SOURCE).splitlines() if line.startswith("+") and "+++" not in line]


def test_each_mutant_is_one_change_that_compiles():
    made = mutants.mutants_of(SOURCE, "toy.py")
    kinds = {m.kind for m in made}
    assert kinds == {"compare", "and/or", "negate", "delete", "return None", "off by one", "bool", "drop not"}
    for mutant in made:
        compile(mutant.source, "toy.py", "exec")
        assert mutant.source != SOURCE
        assert len(_changed(mutant)) == 1, mutant.diff(SOURCE)     # one line changed
    changed = {(m.kind, _changed(m)[0].strip()) for m in made}
    assert ("compare", "if (n >= 2) and ok:") in changed and ("compare", "if (n <= 2) and ok:") in changed
    assert ("and/or", "if (n < 2 or ok):") in changed
    assert ("negate", "if not (n < 2 and ok):") in changed
    assert ("off by one", "if n < (3) and ok:") in changed and ("off by one", "n += (0)") in changed
    assert ("delete", "pass") in changed and ("return None", "return None") in changed
    assert ("bool", "return (True)") in changed
    assert ("drop not", "return (ok)") in changed


def test_annotations_decorators_and_docstrings_are_left_alone():
    for mutant in mutants.mutants_of(SOURCE, "toy.py"):
        tree = ast.parse(mutant.source)
        assert ast.get_docstring(tree) == "A docstring: never changed."
        box, legal = tree.body[2], tree.body[3]
        assert ast.unparse(box.decorator_list[0]) == "dataclass(frozen=True)"
        assert ast.get_docstring(legal) == "Also never changed."
        assert ast.unparse(legal.returns) == "bool" and ast.unparse(legal.args.args[1].annotation) == "bool"


def test_the_sample_depends_on_the_seed_alone(tmp_path, monkeypatch):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "toy.py").write_text(SOURCE, encoding="utf-8")
    monkeypatch.setattr(mutants, "ROOT", tmp_path)
    monkeypatch.setitem(mutants.TARGETS, "toy", ("rules", (), ()))
    assert len(mutants.sample_of("toy", 0, 5)) == len(mutants.mutants_of(SOURCE, "rules/toy.py")) == 20
    assert mutants.sample_of("toy", 8, 5) == mutants.sample_of("toy", 8, 5)
    assert mutants.sample_of("toy", 8, 5) != mutants.sample_of("toy", 8, 6)
    assert all(m.path == "rules/toy.py" for m in mutants.sample_of("toy", 8, 5))
