"""Bring ``goatmaster_<lang>.ts`` up to date with the code, the forms and the goat names.

Run from anywhere (``.venv/bin/python resources/translations/update.py``); ``--check``
only reports what is missing, ``--no-obsolete`` drops messages no longer in the code.

1. ``pyside6-lupdate <every goatmaster/**/*.py> ui/*.ui -locations absolute -ts <tmp>/extracted.ts``
   finds the texts (see :func:`lupdate_command`).
2. lupdate reads Python as if it were C++ and guesses some contexts wrong: a module's
   own ``tr(text)`` that calls ``QCoreApplication.translate("GameLog", text)``, a local
   ``tr = QCoreApplication.translate``, ``dialog.tr(…)`` on a parameter typed
   ``NewGameDialog``.  For every line of Python where it found a text, the context the
   call has *at run time* is worked out from the syntax tree (:func:`python_messages`).
3. The 18 goat names of ``resources/goats.json`` join as context "Goat" (they are
   translated with ``QCoreApplication.translate("Goat", name)``), with their look as
   a note for the translator.
4. The result is merged into each ``.ts``: translations kept, new texts added as
   unfinished (pre-filled when a vanished text of the same context is close), texts
   gone from the code kept as vanished/obsolete (or dropped with ``--no-obsolete``).
"""

from __future__ import annotations

import argparse
import ast
import difflib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LANGUAGES = ("fr", "de")
TS_NAME = "goatmaster_{}.ts"
GOAT_CONTEXT = "Goat"
#: Plural forms per language (French and German both have singular and plural).
NUMERUS_FORMS = {"fr": 2, "de": 2}
_APPLICATIONS = {"QCoreApplication", "QGuiApplication", "QApplication"}


@dataclass
class Entry:
    """A text the game translates, with where it comes from (paths relative to the repository)."""

    context: str
    source: str
    comment: str = ""
    extracomment: str = ""
    numerus: bool = False
    locations: list[tuple[str, int]] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


# ---------------------------------------------------------------------- step 1: lupdate

def source_files(root: Path = ROOT) -> list[Path]:
    """What lupdate reads: every Python file of the package and every Designer form."""
    return sorted((root / "goatmaster").rglob("*.py")) + sorted((root / "ui").glob("*.ui"))


def lupdate_executable() -> str:
    """``pyside6-lupdate`` next to the running Python (the venv), else on the PATH."""
    here = Path(sys.executable).parent / ("pyside6-lupdate" + (".exe" if os.name == "nt" else ""))
    if here.exists():
        return str(here)
    found = shutil.which("pyside6-lupdate")
    if not found:
        raise SystemExit("pyside6-lupdate not found: install the game with its dependencies (scripts/setup)")
    return found


def lupdate_command(ts_file: Path, root: Path = ROOT) -> list[str]:
    """The exact lupdate call (file names relative to ``root``, where it runs)."""
    files = [str(p.relative_to(root)) for p in source_files(root)]
    return [lupdate_executable(), "-silent", *files, "-locations", "absolute", "-ts", str(ts_file)]


def run_lupdate(root: Path = ROOT) -> list[Entry]:
    """lupdate's findings, as entries with locations relative to ``root``."""
    with tempfile.TemporaryDirectory() as tmp:
        ts_file = Path(tmp) / "extracted_fr.ts"
        done = subprocess.run(lupdate_command(ts_file, root), cwd=root, capture_output=True, text=True)
        if done.returncode != 0 or not ts_file.exists():
            raise SystemExit(f"lupdate failed ({done.returncode}):\n{done.stdout}{done.stderr}")
        tree = ET.parse(ts_file)
        return _lupdate_entries(tree, Path(tmp), root)


def _lupdate_entries(tree: ET.ElementTree, folder: Path, root: Path) -> list[Entry]:
    entries = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            locations, last_file = [], None
            for loc in message.findall("location"):
                if loc.get("filename"):
                    last_file = (folder / loc.get("filename")).resolve()
                if last_file is not None:
                    locations.append((_relative(last_file, root), int(loc.get("line", "0"))))
            entries.append(Entry(name, message.findtext("source") or "", message.findtext("comment") or "",
                                 message.findtext("extracomment") or "", message.get("numerus") == "yes",
                                 locations))
    return entries


def _relative(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


# ---------------------------------------------------------------------- step 2: contexts from the syntax tree

@dataclass
class Call:
    """A translation call found in Python: resolved (context known) or not (``problem`` says why)."""

    file: str
    line: int
    end_line: int
    context: Optional[str] = None
    source: Optional[str] = None
    comment: str = ""
    numerus: bool = False
    problem: str = ""


def _const(node: Optional[ast.AST]) -> Optional[str]:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _is_translate_attr(node: ast.AST) -> bool:
    """``QCoreApplication.translate`` (or QApplication's, QGuiApplication's)."""
    return (isinstance(node, ast.Attribute) and node.attr == "translate"
            and isinstance(node.value, ast.Name) and node.value.id in _APPLICATIONS)


def _annotation_class(node: Optional[ast.AST]) -> Optional[str]:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    text = _const(node)
    if text:
        return text.strip().split(".")[-1].strip("'\"") or None
    return None


class _Finder(ast.NodeVisitor):
    """Walks one module and records every translation call with its run-time context."""

    def __init__(self, file: str, tree: ast.Module) -> None:
        self.file = file
        self.calls: list[Call] = []
        self.classes: list[str] = []
        self.params: list[dict[str, Optional[str]]] = []
        self.aliases = {t.id for n in ast.walk(tree) if isinstance(n, ast.Assign) and _is_translate_attr(n.value)
                        for t in n.targets if isinstance(t, ast.Name)} | {"translate"}
        self.wrappers: dict[str, tuple[str, int, Optional[int]]] = {}
        self.inside_wrappers: set[int] = set()     # the wrappers' own calls (text is a parameter)
        #: Module-level text constants (``FILE_FILTER = "…"`` used as ``self.tr(FILE_FILTER)``).
        self.constants = {t.id: n.value.value for n in tree.body if isinstance(n, ast.Assign)
                          and _const(n.value) is not None for t in n.targets if isinstance(t, ast.Name)}
        for node in tree.body:
            wrapper = self._wrapper(node)
            if wrapper:
                self.wrappers[node.name] = wrapper

    def _wrapper(self, node: ast.AST) -> Optional[tuple[str, int, Optional[int]]]:
        """``def tr(text): return QCoreApplication.translate("Ctx", text)``: (context, text arg, comment arg)."""
        if not isinstance(node, ast.FunctionDef):
            return None
        body = [s for s in node.body if not (isinstance(s, ast.Expr) and _const(s.value) is not None)]
        if len(body) != 1 or not isinstance(body[0], ast.Return) or not isinstance(body[0].value, ast.Call):
            return None
        call = body[0].value
        if not ((_is_translate_attr(call.func) or isinstance(call.func, ast.Name) and call.func.id in self.aliases)
                and len(call.args) >= 2 and _const(call.args[0]) is not None):
            return None
        names = [a.arg for a in node.args.args]

        def index(arg: ast.AST) -> Optional[int]:
            return names.index(arg.id) if isinstance(arg, ast.Name) and arg.id in names else None

        text = index(call.args[1])
        if text is None:
            return None
        self.inside_wrappers.add(id(call))
        return (_const(call.args[0]), text, index(call.args[2]) if len(call.args) > 2 else None)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def _visit_function(self, node) -> None:
        args = node.args
        self.params.append({a.arg: _annotation_class(a.annotation)
                            for a in args.posonlyargs + args.args + args.kwonlyargs})
        self.generic_visit(node)
        self.params.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = _visit_function

    def _record(self, node: ast.Call, context: Optional[str], source_arg: Optional[ast.AST],
                comment_arg: Optional[ast.AST] = None, numerus: bool = False, problem: str = "") -> None:
        source = _const(source_arg)
        if source is None and isinstance(source_arg, ast.Name):
            source = self.constants.get(source_arg.id)
        comment = _const(comment_arg) if comment_arg is not None else ""
        if not problem and source is None:
            problem = "the text is not a string literal"
        if not problem and context is None:
            problem = "the context cannot be worked out"
        if comment is None:
            comment, problem = "", problem or "the disambiguation is not a string literal"
        self.calls.append(Call(self.file, node.lineno, node.end_lineno or node.lineno, context, source,
                               comment, numerus, problem))

    def _object_class(self, node: ast.AST) -> Optional[str]:
        """The class whose name ``<node>.tr`` uses as context."""
        if isinstance(node, ast.Name):
            if node.id in ("self", "cls"):
                return self.classes[-1] if self.classes else None
            for scope in reversed(self.params):
                if node.id in scope:
                    return scope[node.id]
            return node.id if node.id[:1].isupper() else None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super":
            return self.classes[-1] if self.classes else None
        return None

    def visit_Call(self, node: ast.Call) -> None:
        func, args = node.func, node.args
        name = func.id if isinstance(func, ast.Name) else None
        if id(node) in self.inside_wrappers:
            pass
        elif _is_translate_attr(func) or name in self.aliases:
            if len(args) >= 2:
                self._record(node, _const(args[0]), args[1], args[2] if len(args) > 2 else None, len(args) > 3,
                             "" if _const(args[0]) is not None else "the context is not a string literal")
        elif name in self.wrappers:
            context, text, comment = self.wrappers[name]
            if len(args) > text:
                self._record(node, context, args[text],
                             args[comment] if comment is not None and len(args) > comment else None)
        elif isinstance(func, ast.Attribute) and func.attr == "tr" and args:
            self._record(node, self._object_class(func.value), args[0], args[1] if len(args) > 1 else None,
                         len(args) > 2)
        elif name == "QT_TRANSLATE_NOOP" and len(args) >= 2:
            self._record(node, _const(args[0]), args[1])
        elif name == "QT_TR_NOOP" and args:
            self._record(node, self.classes[-1] if self.classes else None, args[0])
        self.generic_visit(node)


def python_calls(root: Path = ROOT) -> list[Call]:
    """Every translation call in the package's Python files."""
    calls = []
    for path in sorted((root / "goatmaster").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        finder = _Finder(_relative(path, root), tree)
        finder.visit(tree)
        calls += finder.calls
    return calls


def python_messages(lupdate_entries: Iterable[Entry], root: Path = ROOT) -> tuple[list[Entry], list[str]]:
    """The Python texts with their run-time contexts, and warnings for what cannot be resolved.

    Where a call covers a line on which lupdate found a text, the call decides; a text
    lupdate found on a line without a recognised call is kept as lupdate read it.
    """
    calls = python_calls(root)
    covered = {(c.file, line) for c in calls for line in range(c.line, c.end_line + 1)}
    entries = [Entry(c.context, c.source, c.comment, "", c.numerus, [(c.file, c.line)])
               for c in calls if not c.problem]
    warnings = [f"{c.file}:{c.line}: {c.problem}" for c in calls if c.problem
                and not (c.context == GOAT_CONTEXT and c.source is None)]
    for entry in lupdate_entries:
        py = [(f, line) for f, line in entry.locations if f.endswith(".py")]
        loose = [loc for loc in py if loc not in covered]
        if loose:
            entries.append(Entry(entry.context, entry.source, entry.comment, "", entry.numerus, loose))
            warnings += [f"{f}:{line}: kept as lupdate read it, context {entry.context!r}" for f, line in loose]
    return entries, warnings


# ---------------------------------------------------------------------- step 3: goat names

def goat_messages(root: Path = ROOT) -> list[Entry]:
    """The goat names (context "Goat"), each with its look as a note to the translator."""
    path = root / "resources" / "goats.json"
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    entries = []
    for goat in sorted(json.loads(text), key=lambda g: g["type"]):
        line = next((i + 1 for i, row in enumerate(lines) if f'"name": {json.dumps(goat["name"])}' in row), 0)
        note = f"Goat type {goat['type']}: {goat.get('look', '')}".strip()
        entries.append(Entry(GOAT_CONTEXT, goat["name"], "", note, False, [("resources/goats.json", line)]))
    return entries


def extract(root: Path = ROOT) -> tuple[list[Entry], list[str]]:
    """Every text of the game, merged by (context, source, comment), and the warnings."""
    found = run_lupdate(root)
    ui = [e for e in found if any(f.endswith(".ui") for f, _ in e.locations)]
    for e in ui:
        e.locations = [loc for loc in e.locations if loc[0].endswith(".ui")]
    py, warnings = python_messages(found, root)
    merged: dict[tuple[str, str, str], Entry] = {}
    for entry in ui + py + goat_messages(root):
        known = merged.get(entry.key)
        if known is None:
            merged[entry.key] = entry
        else:
            known.locations += [loc for loc in entry.locations if loc not in known.locations]
            known.numerus |= entry.numerus
            known.extracomment = known.extracomment or entry.extracomment
    for entry in merged.values():
        entry.locations.sort()
    return list(merged.values()), warnings


# ---------------------------------------------------------------------- step 4: merge and write

def _protect(text: str) -> str:
    """Text escaped as lupdate writes it (control characters as ``<byte/>``)."""
    out = []
    for ch in text:
        if ch == "&":
            out.append("&amp;")
        elif ch == "<":
            out.append("&lt;")
        elif ch == ">":
            out.append("&gt;")
        elif ch == '"':
            out.append("&quot;")
        elif ch == "'":
            out.append("&apos;")
        elif ord(ch) < 0x20 and ch not in "\n\t\r":
            out.append(f'<byte value="x{ord(ch):x}"/>')
        else:
            out.append(ch)
    return "".join(out)


def _inner_xml(element: ET.Element) -> str:
    """An element's content as written in the file (text, ``<byte/>``, numerus forms, variants)."""
    forms = [c for c in element if c.tag in ("numerusform", "lengthvariant")]
    if forms:
        parts = []
        for form in forms:
            attributes = "".join(f' {k}="{_protect(v)}"' for k, v in form.attrib.items())
            parts.append(f"\n            <{form.tag}{attributes}>{_inner_xml(form)}</{form.tag}>")
        return "".join(parts) + "\n        "
    out = [_protect(element.text or "")]
    for child in element:
        if child.tag == "byte":
            out.append(f'<byte value="{_protect(child.get("value", "0"))}"/>')
        out.append(_protect(child.tail or ""))
    return "".join(out)


@dataclass
class _Existing:
    translation: ET.Element
    translator_comment: str
    numerus: bool


def _read_existing(path: Path) -> tuple[str, dict[tuple[str, str, str], _Existing]]:
    if not path.exists():
        return "", {}
    root = ET.parse(path).getroot()
    known = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            translation = message.find("translation")
            if translation is None:
                translation = ET.Element("translation", type="unfinished")
            known.setdefault(key, _Existing(translation, message.findtext("translatorcomment") or "",
                                            message.get("numerus") == "yes"))
    return root.get("language", ""), known


def _has_text(translation: ET.Element) -> bool:
    return bool((translation.text or "").strip() or any((f.text or "").strip() for f in translation))


def _translation_xml(translation: ET.Element, kind: Optional[str]) -> str:
    attributes = f' type="{kind}"' if kind else ""
    if translation.get("variants"):
        attributes += f' variants="{translation.get("variants")}"'
    return f"<translation{attributes}>{_inner_xml(translation)}</translation>"


def _empty_translation(numerus: bool, language: str) -> ET.Element:
    element = ET.Element("translation", type="unfinished")
    if numerus:
        for _ in range(NUMERUS_FORMS.get(language, 2)):
            ET.SubElement(element, "numerusform")
    return element


def merge(path: Path, language: str, entries: list[Entry], drop_vanished: bool = False) -> dict[str, int]:
    """Write ``path`` with ``entries``, keeping what it already translates; counts of what changed."""
    tag, existing = _read_existing(path)
    tag = tag or {"fr": "fr_FR", "de": "de_DE"}.get(language, language)
    keys = {e.key for e in entries}
    counts = {"new": 0, "kept": 0, "vanished": 0, "unfinished": 0}
    by_context: dict[str, list[str]] = {}
    vanished = {k: v for k, v in existing.items() if k not in keys}
    for entry in sorted(entries, key=lambda e: (e.context, e.locations[:1], e.source)):
        old = existing.get(entry.key)
        lines = []
        if old is not None:
            kind = old.translation.get("type")
            if kind in ("vanished", "obsolete"):
                kind = None if kind == "vanished" and _has_text(old.translation) else "unfinished"
            translation = _translation_xml(old.translation, kind)
            counts["kept"] += 1
        else:
            guess = _similar(entry, vanished)
            element = guess if guess is not None else _empty_translation(entry.numerus, language)
            translation = _translation_xml(element, "unfinished")
            counts["new"] += 1
            kind = "unfinished"
        counts["unfinished"] += kind == "unfinished"
        base = HERE if path.parent.resolve() == HERE else path.parent.resolve()
        for file, line in entry.locations:
            rel = os.path.relpath(ROOT / file, base).replace(os.sep, "/")
            lines.append(f'        <location filename="{_protect(rel)}" line="{line}"/>')
        lines.append(f"        <source>{_protect(entry.source)}</source>")
        if entry.comment:
            lines.append(f"        <comment>{_protect(entry.comment)}</comment>")
        if entry.extracomment:
            lines.append(f"        <extracomment>{_protect(entry.extracomment)}</extracomment>")
        if old is not None and old.translator_comment:
            lines.append(f"        <translatorcomment>{_protect(old.translator_comment)}</translatorcomment>")
        lines.append(f"        {translation}")
        numerus = ' numerus="yes"' if entry.numerus else ""
        by_context.setdefault(entry.context, []).append(
            f"    <message{numerus}>\n" + "\n".join(lines) + "\n    </message>")
    if not drop_vanished:
        for (context, source, comment), old in vanished.items():
            kind = "vanished" if old.translation.get("type") in (None, "", "vanished") else "obsolete"
            lines = [f"        <source>{_protect(source)}</source>"]
            if comment:
                lines.append(f"        <comment>{_protect(comment)}</comment>")
            if old.translator_comment:
                lines.append(f"        <translatorcomment>{_protect(old.translator_comment)}</translatorcomment>")
            lines.append(f"        {_translation_xml(old.translation, kind)}")
            numerus = ' numerus="yes"' if old.numerus else ""
            by_context.setdefault(context, []).append(
                f"    <message{numerus}>\n" + "\n".join(lines) + "\n    </message>")
            counts["vanished"] += 1
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f'<TS version="2.1" language="{tag}">']
    for context in sorted(by_context):
        out += ["<context>", f"    <name>{_protect(context)}</name>", *by_context[context], "</context>"]
    out.append("</TS>")
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return counts


def _similar(entry: Entry, vanished: dict[tuple[str, str, str], _Existing]) -> Optional[ET.Element]:
    """The translation of a vanished text of the same context close to ``entry``'s (to start from)."""
    best, best_ratio = None, 0.8
    for (context, source, _), old in vanished.items():
        if context == entry.context and _has_text(old.translation):
            ratio = difflib.SequenceMatcher(None, source, entry.source).ratio()
            if ratio > best_ratio:
                best, best_ratio = old.translation, ratio
    return best


def ts_path(language: str) -> Path:
    return HERE / TS_NAME.format(language)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say which texts are missing; write nothing")
    parser.add_argument("--no-obsolete", action="store_true", help="drop texts that are gone from the code")
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    args = parser.parse_args(argv)
    entries, warnings = extract()
    for warning in warnings:
        print("warning:", warning, file=sys.stderr)
    if args.check:
        missing = 0
        for language in args.languages:
            _, known = _read_existing(ts_path(language))
            for entry in entries:
                if entry.key not in known:
                    missing += 1
                    print(f"{ts_path(language).name}: missing [{entry.context}] {entry.source!r} "
                          f"({', '.join(f'{f}:{n}' for f, n in entry.locations)})")
        return 1 if missing else 0
    for language in args.languages:
        counts = merge(ts_path(language), language, entries, args.no_obsolete)
        print(f"{ts_path(language).name}: {len(entries)} texts, {counts['new']} new, "
              f"{counts['unfinished']} to translate, {counts['vanished']} gone from the code")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
