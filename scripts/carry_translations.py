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


def snapshot(ts: str, out: str) -> None:
    known: dict[str, set[str]] = {}
    for source, translation in _messages(ET.parse(ts)):
        if translation.get("type") is None and translation.text:
            known.setdefault(source, set()).add(translation.text)
    with open(out, "w", encoding="utf-8") as f:
        json.dump({s: sorted(t) for s, t in known.items()}, f, ensure_ascii=False)


def fill(ts: str, snap: str) -> int:
    with open(snap, encoding="utf-8") as f:
        known = json.load(f)
    tree = ET.parse(ts)
    filled = 0
    for source, translation in _messages(tree):
        choices = known.get(source, [])
        if translation.get("type") == "unfinished" and len(choices) == 1:
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
