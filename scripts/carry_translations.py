"""Keeps a translation when its text moves to another translation context.

lupdate matches texts by context (the class or the ``translate`` context), so a
text whose code moved to another class comes back unfinished although the same
English text was translated before.  ``update-translations`` snapshots every
finished translation by its English text before lupdate runs (``snapshot``), and
afterwards fills each unfinished text that had exactly one translation (``fill``).

Usage: carry_translations.py snapshot TS JSON | fill TS JSON
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET


def _messages(tree: ET.ElementTree):
    for message in tree.getroot().iter("message"):
        source, translation = message.find("source"), message.find("translation")
        if source is not None and translation is not None:
            yield source.text or "", translation


def _text(translation: ET.Element) -> str:
    """A finished translation as one string: its text, or its plural forms joined by a NUL."""
    forms = translation.findall("numerusform")
    if forms:
        return "\0".join(form.text or "" for form in forms)
    return translation.text or ""


def snapshot(ts: str, out: str) -> None:
    known: dict[str, set[str]] = {}
    for source, translation in _messages(ET.parse(ts)):
        text = _text(translation)
        if translation.get("type") is None and text.replace("\0", "").strip():
            known.setdefault(source, set()).add(text)
    with open(out, "w", encoding="utf-8") as f:
        json.dump({s: sorted(t) for s, t in known.items()}, f, ensure_ascii=False)


def fill(ts: str, snap: str) -> int:
    with open(snap, encoding="utf-8") as f:
        known = json.load(f)
    tree = ET.parse(ts)
    filled = 0
    for source, translation in _messages(tree):
        choices = known.get(source, [])
        forms = translation.findall("numerusform")
        if translation.get("type") == "unfinished" and len(choices) == 1 \
                and ("\0" in choices[0]) == bool(forms):       # a plural's forms for a plural only
            if forms:
                for form, text in zip(forms, choices[0].split("\0")):
                    form.text = text
            else:
                translation.text = choices[0]
            del translation.attrib["type"]
            filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


if __name__ == "__main__":
    command, ts_file, json_file = sys.argv[1:4]
    if command == "snapshot":
        snapshot(ts_file, json_file)
    else:
        print(f"{ts_file}: {fill(ts_file, json_file)} moved texts keep their translation")
