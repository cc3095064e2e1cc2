"""Mutation testing of the rule engines (issue 37): do the tests catch a bug planted in the rules?

Each mutant is one small change to one source file, made with Python's ``ast``: a flipped or
loosened comparison, an integer off by one, ``and``/``or`` swapped, a condition negated, a
``not`` dropped, ``+``/``-`` swapped, ``True``/``False`` flipped, a statement deleted, a
returned value replaced by ``None``.  A seeded sample of them is run, one at a time, against
the tests chosen for that package (fast rule and property tests, ``pytest -x``), in a copy
of the repository made once in a temporary folder: the worktree's files are never touched.
A mutant is *killed* when the tests fail, *survives* when they pass, and *times out* past
``--timeout`` seconds (an endless loop counts as caught).  The survivors' diffs are printed:
each is either a gap in the tests or an equivalent mutant (it changes no behaviour).

    .venv/bin/python benchmarks/mutants.py --target goat_master --sample 100 --seed 37
    .venv/bin/python benchmarks/mutants.py --target meadow_dice --list     # the mutants only

Not part of CI: a hundred mutants take minutes.
"""

from __future__ import annotations

import argparse
import ast
import copy
import difflib
import json
import os
import random
import shutil
import select
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Each target: the files mutated, the tests that guard them (rule and property tests, fast),
# and the slowest of those left out (each costs every surviving mutant its whole time).
RULES_GM = ("tests/test_rules.py", "tests/test_scoring.py", "tests/test_dog.py", "tests/test_properties.py",
            "tests/test_views.py")
TARGETS: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    "goat_master": ("goatmaster/games/goat_master/engine", RULES_GM, ()),
    "meadow_dice": ("goatmaster/games/meadow_dice/engine",
                    ("tests/test_meadow_rules.py", "tests/test_meadow_sheets.py", "tests/test_meadow_properties.py",
                     "tests/test_meadow_playout.py"),
                    # the AI's search at the hard level: the closed-loop one asks the same question
                    ("tests/test_meadow_properties.py::test_the_ai_cannot_know_a_throw_before_it_happens[hard]",)),
    "goal_rows": ("goatmaster/games/goal_rows/engine",
                  ("tests/test_rows_rules.py", "tests/test_rows_decisions.py", "tests/test_rows_properties.py",
                   "tests/test_rows_playout.py"),
                  # the random games of 5 and 6 players: those of 2 to 4 stay
                  tuple(f"tests/test_rows_properties.py::{test}[{players}]" for players in (5, 6) for test in (
                      "test_random_games_keep_every_card_and_token_in_one_place_and_end",
                      "test_positions_along_the_way_are_whole",
                      "test_an_observation_knows_exactly_its_hand_and_the_traded_cards",
                      "test_saved_games_replay_to_the_same_position"))),
    # the search's own tests: the pool, its doctests, and the game contract on the toy game only (the
    # contract on every game takes 95 s, and a surviving mutant as long)
    "search": ("goatmaster/search", ("tests/test_search_pool.py", "tests/test_search_arena.py", "goatmaster/search",
                                     "tests/test_game_contract.py",
                                     "-k", "toy-poker or not test_game_contract"), ()),
    "files": ("goatmaster/files",
              ("tests/test_savefile.py", "tests/test_state_files.py", "tests/test_meadow_savefile.py",
               "tests/test_rows_savefile.py", "tests/test_files_refusals.py", "goatmaster/files"), ()),
}

COMPARE_SWAPS: dict[type, tuple[type, ...]] = {
    ast.Lt: (ast.GtE, ast.LtE), ast.LtE: (ast.Gt, ast.Lt), ast.Gt: (ast.LtE, ast.GtE),
    ast.GtE: (ast.Lt, ast.Gt), ast.Eq: (ast.NotEq,), ast.NotEq: (ast.Eq,),
    ast.In: (ast.NotIn,), ast.NotIn: (ast.In,), ast.Is: (ast.IsNot,), ast.IsNot: (ast.Is,),
}
BINOP_SWAPS: dict[type, type] = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.FloorDiv: ast.Mult,
                                 ast.Mult: ast.FloorDiv, ast.Mod: ast.FloorDiv}
DELETABLE = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Raise, ast.Return, ast.Continue,
             ast.Break, ast.If, ast.For)


@dataclass(frozen=True)
class Mutant:
    path: str           # relative to the repository
    line: int
    kind: str
    source: str         # the whole mutated file

    def diff(self, original: str) -> str:
        return "".join(difflib.unified_diff(original.splitlines(True), self.source.splitlines(True),
                                            f"a/{self.path}", f"b/{self.path}", n=1))


def _is_docstring(node: ast.stmt, parent_body: list[ast.stmt]) -> bool:
    return (parent_body and parent_body[0] is node and isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str))


def _annotation_ids(tree: ast.AST) -> set[int]:
    """The nodes inside type annotations, decorators, ``__all__`` and ``TYPE_CHECKING`` blocks:
    changing them changes no rule."""
    skip: set[int] = set()

    def mark(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for decorator in node.decorator_list:   # @dataclass(frozen=True, slots=True): no rule
                mark(decorator)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            mark(node.returns)
            for arg in node.args.args + node.args.kwonlyargs + node.args.posonlyargs:
                mark(arg.annotation)
            mark(node.args.vararg and node.args.vararg.annotation)
            mark(node.args.kwarg and node.args.kwarg.annotation)
        elif isinstance(node, ast.AnnAssign):
            mark(node.annotation)
        elif isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            mark(node)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__"
                                                  for t in node.targets):
            mark(node)
    return skip


def _expr_variants(node: ast.AST) -> list[tuple[str, ast.AST]]:
    """The single changes to one expression node: (kind, replacement)."""
    out: list[tuple[str, ast.AST]] = []
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        for new in COMPARE_SWAPS.get(type(node.ops[0]), ()):
            changed = copy.deepcopy(node)
            changed.ops = [new()]
            out.append(("compare", changed))
    elif isinstance(node, ast.BoolOp):
        changed = copy.deepcopy(node)
        changed.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        out.append(("and/or", changed))
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        out.append(("drop not", copy.deepcopy(node.operand)))
    elif isinstance(node, ast.BinOp) and type(node.op) in BINOP_SWAPS:
        changed = copy.deepcopy(node)
        changed.op = BINOP_SWAPS[type(node.op)]()
        out.append(("arith", changed))
    elif isinstance(node, ast.Constant) and type(node.value) is bool:
        out.append(("bool", ast.Constant(not node.value)))
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        out.append(("off by one", ast.Constant(node.value + 1)))
        if node.value != 0:
            out.append(("off by one", ast.Constant(node.value - 1)))
    return out


def _replace(lines: list[bytes], node: ast.AST, text: str) -> str:
    """The file with ``node``'s span replaced by ``text`` (ast's columns count UTF-8 bytes)."""
    start, end = node.lineno - 1, node.end_lineno - 1  # type: ignore[attr-defined]
    head = lines[start][:node.col_offset]  # type: ignore[attr-defined]
    tail = lines[end][node.end_col_offset:]  # type: ignore[attr-defined]
    return (b"".join(lines[:start]) + head + text.encode() + tail + b"".join(lines[end + 1:])).decode()


def _span(source: str, node: ast.AST) -> str:
    return ast.get_source_segment(source, node) or ""


def mutants_of(source: str, path: str) -> list[Mutant]:
    """Every single-change mutant of one file, in the file's order; each still compiles."""
    tree = ast.parse(source)
    lines = source.encode().splitlines(True)
    skip = _annotation_ids(tree)
    out: list[Mutant] = []

    def add(node: ast.AST, kind: str, text: str) -> None:
        new = _replace(lines, node, text)
        try:
            compile(new, path, "exec")
        except SyntaxError:
            return
        if new != source:
            out.append(Mutant(path, node.lineno, kind, new))  # type: ignore[attr-defined]

    for parent in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(parent, field, None)
            if not isinstance(body, list):
                continue
            for stmt in body:
                if isinstance(stmt, (ast.If, ast.While)) and id(stmt) not in skip:
                    add(stmt.test, "negate", f"not ({_span(source, stmt.test)})")
                if not isinstance(stmt, DELETABLE) or id(stmt) in skip or _is_docstring(stmt, body):
                    continue
                if isinstance(parent, ast.Module) and isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                    continue    # a module constant deleted is an import error, not a rule change
                if isinstance(stmt, ast.AnnAssign) and stmt.value is None:
                    continue    # a bare annotation: nothing runs
                add(stmt, "delete", "pass")
                if isinstance(stmt, ast.Return) and stmt.value is not None and not (
                        isinstance(stmt.value, ast.Constant) and stmt.value.value is None):
                    add(stmt, "return None", "return None")
    for node in ast.walk(tree):
        if id(node) in skip or not hasattr(node, "lineno"):
            continue
        for kind, replacement in _expr_variants(node):
            add(node, kind, f"({ast.unparse(replacement)})")
    out.sort(key=lambda m: (m.line, m.kind))
    return out


def files_of(folder: str) -> list[Path]:
    return sorted(p for p in (ROOT / folder).rglob("*.py") if p.name != "__init__.py")


def mutants_in(folder: str) -> list[Mutant]:
    return [m for path in files_of(folder)
            for m in mutants_of(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]


def sample_of(target: str, size: int, seed: int) -> list[Mutant]:
    """``size`` of the target's mutants drawn with ``seed`` (all for 0), in file order."""
    every = mutants_in(TARGETS[target][0])
    sample = every if not size or size >= len(every) else random.Random(seed).sample(every, size)
    return sorted(sample, key=lambda m: (m.path, m.line, m.kind))


def copy_tree(into: Path) -> None:
    """The repository's code, tests and resources, without caches, the venv or git."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".venv", ".git", "results", "build", "*.egg-info")
    for name in ("goatmaster", "tests", "resources", "docs"):
        if (ROOT / name).exists():
            shutil.copytree(ROOT / name, into / name, ignore=ignore)
    for name in ("pyproject.toml", "setup.py"):
        shutil.copy2(ROOT / name, into / name)
    (into / "mutants_examples.py").write_text(PLUGIN, encoding="utf-8")


# A pytest plugin written into the copy: hypothesis tests draw a share of their examples.
PLUGIN = '''
import os

from hypothesis import settings

SHARE = float(os.environ["MUTANTS_EXAMPLES"])


def pytest_collection_modifyitems(items):
    for item in items:
        test = getattr(item, "obj", None)
        chosen = getattr(test, "_hypothesis_internal_use_settings", None)
        if chosen is not None:
            test._hypothesis_internal_use_settings = settings(
                chosen, max_examples=max(10, round(chosen.max_examples * SHARE)))
'''


# A test server written into the copy: it imports pytest, hypothesis, Qt and the shared layers
# the target does not hold once, then forks a child for each run, which imports the rest.
SERVER = '''
import importlib
import json
import os
import sys

import hypothesis  # noqa: F401
import pytest
import PySide6.QtWidgets  # noqa: F401

for name in sys.argv[1:]:
    importlib.import_module(name)
for line in sys.stdin:
    pid = os.fork()
    if pid == 0:
        quiet = os.open(os.devnull, os.O_WRONLY)
        os.dup2(quiet, 1)
        os.dup2(quiet, 2)
        os._exit(int(pytest.main(json.loads(line))))
    print(pid, flush=True)
    print(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]), flush=True)
'''


class TestServer:
    """Runs pytest in a child forked from a process that has imported the slow parts already."""

    def __init__(self, copy_root: Path, examples: float, preload: tuple[str, ...]) -> None:
        (copy_root / "mutants_server.py").write_text(SERVER, encoding="utf-8")
        env = dict(os.environ, PYTHONPATH=str(copy_root), PYTHONHASHSEED="0", MUTANTS_EXAMPLES=str(examples))
        self.process = subprocess.Popen([sys.executable, "mutants_server.py", *preload], cwd=copy_root, env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.child = 0

    def run(self, tests: tuple[str, ...], timeout: float, left_out: tuple[str, ...] = ()) -> tuple[str, float]:
        """'killed', 'survived' or 'timeout', and the seconds taken."""
        assert self.process.stdin is not None and self.process.stdout is not None
        args = ["-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "mutants_examples",
                "--no-header", "-o", "addopts=--doctest-modules", *tests, *(f"--deselect={t}" for t in left_out)]
        start = time.monotonic()
        self.process.stdin.write(json.dumps(args) + "\n")
        self.process.stdin.flush()
        self.child = child = int(self.process.stdout.readline())
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        if not ready:
            os.kill(child, signal.SIGKILL)
        code = int(self.process.stdout.readline())
        self.child = 0
        seconds = time.monotonic() - start
        if not ready:
            return "timeout", seconds
        return ("survived" if code == 0 else "killed"), seconds

    def close(self) -> None:
        assert self.process.stdin is not None
        if self.child:                  # stopped mid-run: the tests would go on alone
            os.kill(self.child, signal.SIGKILL)
        self.process.stdin.close()
        self.process.wait(timeout=60)


def check_copy_is_used(copy_root: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(copy_root))
    found = subprocess.run([sys.executable, "-c", "import goatmaster; print(goatmaster.__file__)"],
                           cwd=copy_root, env=env, capture_output=True, text=True, check=True).stdout.strip()
    if not Path(found).resolve().is_relative_to(copy_root.resolve()):
        sys.exit(f"the tests would import {found}, not the copy in {copy_root}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=sorted(TARGETS), required=True)
    parser.add_argument("--sample", type=int, default=100, help="mutants drawn (0: all)")
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument("--timeout", type=float, default=0, help="seconds a mutant's tests may take "
                        "(default: 3 x the unchanged code's time + 10)")
    parser.add_argument("--examples", type=float, default=1.0,
                        help="share of each hypothesis test's examples to draw (faster, weaker; default all)")
    parser.add_argument("--tests", nargs="*", help="test files instead of the target's own")
    parser.add_argument("--only", nargs="*", help="mutant numbers (as printed) to run, from the same sample")
    parser.add_argument("--list", action="store_true", help="print the sample's mutants and stop")
    args = parser.parse_args(argv)

    # A stop (SIGTERM) unwinds like an error, so the temporary copy is removed.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("stopped"))
    folder, tests, left_out = TARGETS[args.target]
    tests, left_out = (tuple(args.tests), ()) if args.tests else (tests, left_out)
    every = mutants_in(folder)
    sample = sample_of(args.target, args.sample, args.seed)
    print(f"{args.target}: {len(every)} mutants in {len(files_of(folder))} files, "
          f"{len(sample)} drawn (seed {args.seed}); tests: {' '.join(tests)}"
          f"{''.join(' --deselect ' + t for t in left_out)}; "
          f"hypothesis examples x{args.examples:g}", flush=True)
    if args.list:
        for number, mutant in enumerate(sample):
            print(f"#{number} {mutant.path}:{mutant.line} {mutant.kind}")
        return 0

    originals = {m.path: (ROOT / m.path).read_text(encoding="utf-8") for m in sample}
    chosen = [(n, m) for n, m in enumerate(sample) if args.only is None or str(n) in args.only]
    tally: dict[str, dict[str, int]] = {}
    with tempfile.TemporaryDirectory(prefix="mutants-") as temp:
        copy_root = Path(temp)
        copy_tree(copy_root)
        check_copy_is_used(copy_root)
        # The shared layers are loaded once unless they are the target.
        preload = tuple(f"goatmaster.{layer}" for layer in ("core", "files", "search")
                        if not folder.startswith(f"goatmaster/{layer}"))
        server = TestServer(copy_root, args.examples, preload)
        try:
            survivors = measure(server, copy_root, chosen, originals, tests, left_out, args.timeout, tally)
        finally:
            server.close()
    report(tally, survivors, originals, len(chosen))
    return 0


def measure(server: TestServer, copy_root: Path, chosen: list[tuple[int, Mutant]], originals: dict[str, str],
            tests: tuple[str, ...], left_out: tuple[str, ...], timeout: float,
            tally: dict[str, dict[str, int]]) -> list[tuple[int, Mutant]]:
    """Run the tests on each mutant in turn (in the copy); the survivors."""
    verdict, seconds = server.run(tests, 1800, left_out)
    if verdict != "survived":
        sys.exit(f"the unchanged code fails its tests ({verdict}): nothing to measure")
    timeout = timeout or 3 * seconds + 10
    print(f"unchanged code: tests pass in {seconds:.1f} s; timeout a mutant {timeout:.0f} s", flush=True)
    survivors: list[tuple[int, Mutant]] = []
    for number, mutant in chosen:
        target = copy_root / mutant.path
        written = int(target.stat().st_mtime)
        target.write_text(mutant.source, encoding="utf-8")
        # Python trusts a cached .pyc whose source has the same mtime (in seconds) and size:
        # each mutant gets a time of its own, the original its own back.
        os.utime(target, (written + 1000 + number, written + 1000 + number))
        try:
            verdict, seconds = server.run(tests, timeout, left_out)
        finally:
            target.write_text(originals[mutant.path], encoding="utf-8")
            os.utime(target, (written, written))
        tally.setdefault(mutant.path, {"killed": 0, "survived": 0, "timeout": 0})[verdict] += 1
        print(f"#{number} {mutant.path}:{mutant.line} {mutant.kind}: {verdict} ({seconds:.1f} s)", flush=True)
        if verdict == "survived":
            survivors.append((number, mutant))
    return survivors


def report(tally: dict[str, dict[str, int]], survivors: list[tuple[int, Mutant]], originals: dict[str, str],
           count: int) -> None:
    print("\nfile                                                killed survived timeout")
    totals = {"killed": 0, "survived": 0, "timeout": 0}
    for path, counts in sorted(tally.items()):
        print(f"{path:<52}{counts['killed']:>6}{counts['survived']:>9}{counts['timeout']:>8}")
        for key in totals:
            totals[key] += counts[key]
    caught = totals["killed"] + totals["timeout"]
    print(f"{'total':<52}{totals['killed']:>6}{totals['survived']:>9}{totals['timeout']:>8}"
          f"   caught {caught}/{count}")
    for number, mutant in survivors:
        print(f"\nsurvivor #{number} ({mutant.kind})\n{mutant.diff(originals[mutant.path])}", end="")


if __name__ == "__main__":
    sys.exit(main())
