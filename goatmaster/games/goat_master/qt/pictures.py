"""Goat Master's pictures and seat colours for dialogs: card art at any size, pieces as icons.

* :func:`colour_name`: the R2 colours in words, translated.
* :func:`seat_colours`: which R2 colour each seat of a saved game wears; the game keeps
  the new-game dialog's choice in its ``app`` data under ``colours`` (``files.app_data.COLOURS``).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QWidget

from ....files import app_data

def colour_name(index: int) -> str:
    """The R2 colour ``index`` (0–4) in words: "Red", "Yellow", … (order of ``palette.SEAT_COLOURS``)."""
    return (QCoreApplication.translate("Colours", "Red"), QCoreApplication.translate("Colours", "Yellow"),
            QCoreApplication.translate("Colours", "Blue"), QCoreApplication.translate("Colours", "Green"),
            QCoreApplication.translate("Colours", "Purple"))[index]


def seat_colours(saved) -> list[int]:
    """The R2 colour of each seat of ``saved``: its ``app`` data's choice when valid, else seat order."""
    players = len(saved.players)
    chosen = saved.app.get(app_data.COLOURS) if isinstance(saved.app, dict) else None
    if (isinstance(chosen, list) and len(chosen) == players
            and all(type(c) is int and 0 <= c < 5 for c in chosen) and len(set(chosen)) == players):
        return list(chosen)
    return list(range(players))


_art = None


def art():
    """One shared :class:`CardArt` for the dialogs (made on first use)."""
    global _art
    if _art is None:
        from .art import CardArt
        _art = CardArt()
    return _art


def art_pixmap(name: str, size: QSize, widget: Optional[QWidget] = None) -> QPixmap:
    """A card or piece picture (``"G07.3"``, ``"pawn-2"``) at ``size``, sharp on ``widget``'s screen."""
    dpr = widget.devicePixelRatioF() if widget is not None else 1.0
    return art().pixmap(name, size, dpr)


def piece_icon(kind: str, colour: int, size: int = 32) -> QIcon:
    """An icon of a seat's piece: ``kind`` is "pawn", "marker" or "stable"."""
    icon = QIcon()
    for dpr in (1.0, 2.0):
        icon.addPixmap(art().pixmap(f"{kind}-{colour}", QSize(size, size), dpr))
    return icon
