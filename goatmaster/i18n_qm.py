"""Qt Linguist ``.ts`` files read, and compiled to ``.qm``, in plain Python (stdlib only).

The build hook (``setup.py``) compiles the shipped translations with it, where PySide6
and its ``lrelease`` are not installed, and :mod:`goatmaster.i18n` compiles them in
memory in a source checkout that has no ``.qm`` files.  The output follows Qt's own
``lrelease`` (default mode, "save everything"), so ``QTranslator`` reads it the same way::

    >>> ts = b'''<TS version="2.1" language="fr"><context><name>Goat</name>
    ... <message><source>Elvis</source><translation>Elvis</translation></message>
    ... </context></TS>'''
    >>> language, messages = parse_ts(ts)
    >>> language, messages[0].context, messages[0].source, messages[0].finished
    ('fr', 'Goat', 'Elvis', True)
    >>> compile_qm(language, messages)[:16] == QM_MAGIC
    True

A ``.qm`` file is the 16 magic bytes, then sections (a tag byte and a big-endian
32-bit length): the language, the hashes (pairs of the ELF hash of source text plus
comment and the offset of the message, sorted), the messages (records of tagged
fields: translation in UTF-16BE, comment, source text and context in UTF-8, end),
and the plural rules of the language.
"""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Union

QM_MAGIC = bytes((0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95,
                  0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD))

# Section tags.
_CONTEXTS, _HASHES, _MESSAGES, _NUMERUS_RULES, _DEPENDENCIES, _LANGUAGE = 0x2F, 0x42, 0x69, 0x88, 0x96, 0xA7
# Message record tags.
_END, _TRANSLATION, _SOURCE_TEXT, _CONTEXT, _COMMENT = 1, 3, 6, 7, 8

# Plural rules as Qt's numerus.cpp encodes them (Q_EQ = 1, Q_LEQ = 3): the languages
# we ship and English.  A language missing here compiles without rules, and its plural
# messages then always use their first form.
_NUMERUS_RULE_BYTES = {
    "en": bytes((0x01, 1)),     # n == 1
    "de": bytes((0x01, 1)),     # n == 1
    "fr": bytes((0x03, 1)),     # n <= 1
}

#: Qt Linguist's separator of length variants inside one translation.
VARIANT_SEPARATOR = "\u009c"


@dataclass(frozen=True)
class Message:
    """One message of a ``.ts`` file; ``kind`` is "", "unfinished", "vanished" or "obsolete"."""

    context: str
    source: str
    comment: str = ""
    translations: tuple[str, ...] = ("",)
    kind: str = ""
    numerus: bool = False

    @property
    def key(self) -> tuple[str, str, str]:
        """What identifies the message: (context, source text, disambiguation comment)."""
        return (self.context, self.source, self.comment)

    @property
    def active(self) -> bool:
        """Still in the code (not vanished or obsolete)."""
        return self.kind not in ("vanished", "obsolete")

    @property
    def finished(self) -> bool:
        """Translated and marked done."""
        return self.kind == "" and all(self.translations)

    @property
    def translation(self) -> str:
        return self.translations[0] if self.translations else ""


def _text(element: ET.Element | None) -> str:
    """An element's text with Qt's ``<byte value="x1b"/>`` escapes decoded."""
    if element is None:
        return ""
    parts = [element.text or ""]
    for child in element:
        if child.tag == "byte":
            value = child.get("value", "0")
            parts.append(chr(int(value[1:], 16) if value[:1] in "xX" else int(value)))
        parts.append(child.tail or "")
    return "".join(parts)


def _translation_text(element: ET.Element) -> str:
    """A translation, or a numerus form: its length variants joined like Linguist does."""
    variants = element.findall("lengthvariant")
    if element.get("variants") == "yes" and variants:
        return VARIANT_SEPARATOR.join(_text(v) for v in variants)
    return _text(element)


def parse_ts(data: Union[bytes, str, Path]) -> tuple[str, list[Message]]:
    """The language and the messages of a ``.ts`` file (given as bytes or a path)."""
    raw = data if isinstance(data, bytes) else Path(data).read_bytes()
    root = ET.fromstring(raw)
    if root.tag != "TS":
        raise ValueError("not a Qt Linguist file (root element is not <TS>)")
    messages = []
    for context in root.iter("context"):
        name = _text(context.find("name"))
        for message in context.findall("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                texts: tuple[str, ...] = ("",)
                kind = "unfinished"
            else:
                forms = translation.findall("numerusform")
                if numerus and forms:
                    texts = tuple(_translation_text(f) for f in forms)
                else:
                    texts = (_translation_text(translation),)
                kind = translation.get("type", "")
            messages.append(Message(name, _text(message.find("source")), _text(message.find("comment")),
                                    texts, kind, numerus))
    return root.get("language", ""), messages


def elf_hash(data: bytes) -> int:
    """Qt's hash of a message (``elfHash``): over the bytes up to the first NUL, never 0."""
    h = 0
    for byte in data:
        if byte == 0:
            break
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def _byte_array(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _qstring(text: str) -> bytes:
    return _byte_array(text.encode("utf-16-be"))


def _section(tag: int, payload: bytes) -> bytes:
    return struct.pack(">BI", tag, len(payload)) + payload if payload else b""


def numerus_rules(language: str) -> bytes:
    """The plural rules of ``language`` ("fr", "de_DE", …) as ``.qm`` bytes; empty if unknown."""
    return _NUMERUS_RULE_BYTES.get(language.replace("-", "_").split("_")[0].lower(), b"")


def compile_qm(language: str, messages: Iterable[Message], *, include_unfinished: bool = True) -> bytes:
    """The ``.qm`` bytes for ``messages``, as ``lrelease`` writes them.

    Vanished, obsolete and untranslated messages are left out, as are unfinished ones
    when ``include_unfinished`` is false (``lrelease -nounfinished``).  A disambiguation
    comment is dropped when no other message needs it, as ``lrelease`` does, since
    ``QTranslator`` falls back to the message without comment.
    """
    messages = list(messages)
    plain = {(m.context, m.source) for m in messages if not m.comment}     # vanished ones too, as lrelease
    messages = [m for m in messages if m.active]
    chosen: dict[tuple[bytes, bytes, bytes], tuple[str, ...]] = {}
    for message in messages:
        if message.kind == "unfinished":
            if not message.translation or not include_unfinished:
                continue
        context, source = message.context.encode(), message.source.encode()
        comment = message.comment.encode()
        if comment and context and (message.context, message.source) not in plain:
            stripped = (context, source, b"")
            if stripped not in chosen:
                chosen[stripped] = message.translations
                continue
        chosen.setdefault((context, source, comment), message.translations)

    records = bytearray()
    offsets = []
    for (context, source, comment), translations in sorted(chosen.items()):
        offsets.append((elf_hash(source + comment), len(records)))
        for text in translations:
            records += bytes((_TRANSLATION,)) + _qstring(text)
        records += bytes((_COMMENT,)) + _byte_array(comment)
        records += bytes((_SOURCE_TEXT,)) + _byte_array(source)
        records += bytes((_CONTEXT,)) + _byte_array(context)
        records += bytes((_END,))
    hashes = b"".join(struct.pack(">II", h, o) for h, o in sorted(offsets))
    return b"".join((QM_MAGIC, _section(_LANGUAGE, language.encode()), _section(_HASHES, hashes),
                     _section(_MESSAGES, bytes(records)), _section(_NUMERUS_RULES, numerus_rules(language))))


def ts_to_qm(ts: Union[bytes, str, Path]) -> bytes:
    """Compile one ``.ts`` file (bytes or path) to ``.qm`` bytes."""
    language, messages = parse_ts(ts)
    return compile_qm(language, messages)


def main(argv: list[str] | None = None) -> int:
    """``python goatmaster/i18n_qm.py IN.ts [OUT.qm]``: compile like ``lrelease IN.ts -qm OUT.qm``."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if not 1 <= len(args) <= 2:
        print(main.__doc__, file=sys.stderr)
        return 2
    source = Path(args[0])
    target = Path(args[1]) if len(args) == 2 else source.with_suffix(".qm")
    target.write_bytes(ts_to_qm(source))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
