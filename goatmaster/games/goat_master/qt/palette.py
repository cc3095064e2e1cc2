"""Colours the views share: the seat colours of R2 and the ink for text."""

from __future__ import annotations

from PySide6.QtGui import QColor

#: R2: red, yellow, blue, green, purple, in seat order (the art uses the same hues).
SEAT_COLOURS = (QColor("#d63a2f"), QColor("#e0a800"), QColor("#2f6fd6"), QColor("#2e9e4a"),
                QColor("#8a46c2"))


def ink() -> QColor:
    """Dark brown-black text that reads on the cream panels and the labels."""
    return QColor("#2b2118")
