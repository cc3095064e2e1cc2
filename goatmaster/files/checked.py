"""Typed reading of values from outside (a save file's parts, a server's message): the one place
where a decoded JSON value becomes a declared ``msgspec`` type, and where the rules between its
fields that no type can say are refused in the same words.

A type declares a value's shape and bounds once (``msgspec.Struct`` with ``msgspec.Meta``), so
reading it *is* the check; :func:`typed` turns any mismatch into a ``ValueError`` naming the
place, and :func:`rule` does so for a cross-field rule a reader checks by hand.  Both raise
:class:`Refused`, so a reader can tell a refusal of what it read from any other ``ValueError``
(the save files turn it into their ``SaveError``).
"""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

T = TypeVar("T")

#: A refusal's message is cut to this many characters: a value from outside may be megabytes long.
LONGEST = 200


class Refused(ValueError):
    """What was read is not what was declared; the message starts with the place."""


def typed(data: Any, kind: type[T] | Any, place: str) -> T:
    """``data`` (a JSON value as decoded) as ``kind``, every field's type and bounds checked;
    ``ValueError`` starting with ``place`` for anything else."""
    try:
        return msgspec.convert(data, kind, strict=True)
    except msgspec.ValidationError as error:
        message = f"{place}: {error}"
        raise Refused(message if len(message) <= LONGEST else message[:LONGEST] + "…") from None


def rule(holds: bool, place: str, why: str) -> None:
    """A rule between fields that their types cannot say: ``ValueError`` naming ``place`` unless it ``holds``."""
    if not holds:
        raise Refused(f"{place}: {why}")
