"""Filling Qt's ``%1``, ``%2`` … placeholders in translated texts, and lists of names, for every
game's table and the window.

>>> fill("%2 gives %1 to %2", "a cow", "Ada")
'Ada gives a cow to Ada'
>>> fill("%1 plays", "Bert %2")          # one pass: a name holding "%2" stays as it is
'Bert %2 plays'
>>> fill("%3 and %0 and %²", "a")       # no value for it: left as it is, as Qt's arg() does
'%3 and %0 and %²'
>>> first_upper("ïle")
'Ïle'
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication


_DIGITS = tuple("0123456789")      # ASCII only: str.isdigit() is true for "²" too, which int() refuses


def fill(text: str, *values: object) -> str:
    """Qt's ``%1``, ``%2`` … placeholders, filled in one pass (a name may itself hold ``%2``); a
    placeholder with no value (``%3`` of two, ``%0``) stays as it is, as Qt's ``arg`` leaves it."""
    out, k = [], 0
    while k < len(text):
        if text[k] == "%" and text[k + 1:k + 2] in _DIGITS and 1 <= int(text[k + 1]) <= len(values):
            out.append(str(values[int(text[k + 1]) - 1]))
            k += 2
        else:
            out.append(text[k])
            k += 1
    return "".join(out)


def first_upper(text: str) -> str:
    """``text`` with its first letter in capitals, the rest untouched (str.capitalize lowers it)."""
    return text[:1].upper() + text[1:]


def names_list(names: Sequence[str]) -> str:
    """"Ada", "Ada and Bea", "Ada, Bea and Cleo" (the "and" translated; context "Words")."""
    if len(names) < 2:
        return "".join(names)
    return fill(QCoreApplication.translate("Words", "%1 and %2"), ", ".join(names[:-1]), names[-1])
