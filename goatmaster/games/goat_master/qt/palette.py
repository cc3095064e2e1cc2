"""Colours the views share: the seat colours of R2 and the ink for text."""

from __future__ import annotations

from PySide6.QtGui import QColor

from .. import colours

#: R2: red, yellow, blue, green, purple, in seat order: the hues the art is drawn in.
SEAT_COLOURS = tuple(QColor(hue) for _, hue, _, _ in colours.SEAT_COLOURS)


def ink() -> QColor:
    """Dark brown-black text that reads on the cream panels and the labels."""
    return QColor("#2b2118")
