"""Typed reading of values from outside (a save file's parts, a server's message): the one place
where a decoded JSON value becomes a declared ``msgspec`` type, and where the rules between its
fields that no type can say are refused in the same words.

A type declares a value's shape and bounds once (``msgspec.Struct`` with ``msgspec.Meta``), so
reading it *is* the check; :func:`typed` turns any mismatch into a ``ValueError`` naming the
place, and :func:`rule` does so for a cross-field rule a reader checks by hand.
"""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

T = TypeVar("T")


def typed(data: Any, kind: type[T] | Any, place: str) -> T:
    """``data`` (a JSON value as decoded) as ``kind``, every field's type and bounds checked;
    ``ValueError`` starting with ``place`` for anything else."""
    try:
        return msgspec.convert(data, kind, strict=True)
    except msgspec.ValidationError as error:
        raise ValueError(f"{place}: {error}") from None


def rule(holds: bool, place: str, why: str) -> None:
    """A rule between fields that their types cannot say: ``ValueError`` naming ``place`` unless it ``holds``."""
    if not holds:
        raise ValueError(f"{place}: {why}")
