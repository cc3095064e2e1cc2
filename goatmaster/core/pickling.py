"""Frozen dataclasses that pickle alike in pure Python and compiled by mypyc.

pickle's default rebuilds an instance by setting its fields one by one through its
``__dict__``; a class compiled by mypyc (``scripts/compile-engine``) has no ``__dict__``,
and a frozen dataclass's ``__setattr__`` refuses each field.  The worker pool and the
arena send search settings and results to other processes, so those classes give pickle
this recipe instead: call the class with the fields, in order.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any


def frozen_reduce(obj: Any) -> tuple[type, tuple[Any, ...]]:
    """``obj``'s pickle recipe: its class called with its dataclass fields in order."""
    return type(obj), tuple(getattr(obj, f.name) for f in fields(obj))
