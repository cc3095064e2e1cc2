"""The names of the 18 goat types (``resources/goats.json``, the art's own source), translated."""

from __future__ import annotations

import json
from functools import cache

from PySide6.QtCore import QCoreApplication

from ..views.art import find_art_root


@cache
def _names() -> tuple[str, ...]:
    data = json.loads((find_art_root().parent / "goats.json").read_text(encoding="utf-8"))
    return tuple(entry["name"] for entry in sorted(data, key=lambda e: e["type"]))


def goat_name(goat_type: int) -> str:
    """The goat type's name in the player's language ("Elvis", "Merlin", …)."""
    return QCoreApplication.translate("Goat", _names()[goat_type])
