"""Meadow Dice's look: the paper, the meadow, the players' pencils, and the cow picture.

The two seats are told apart by shape first (D4: crosses for seat 0, circles for
seat 1) and by colour second, so a player who cannot tell red from blue still
reads the sheet.  :func:`draw_mark` draws either mark, part-way for the pencil
stroke's animation, and is shared by the sheet, the panels and the seat pictures.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ....resource_files import resource_folder
from ....views import forms

#: D4: seat 0's crosses and seat 1's circles (the app icon's pencil colours).
SEAT_COLOURS = (QColor("#c0392b"), QColor("#2e5fa8"))
INK = QColor(forms.INK)
PAPER = QColor("#fbf4df")
PAPER_EDGE = QColor("#d9c193")
GRID = QColor("#c9b68c")
MEADOW_TINT = QColor(132, 190, 84, 70)          # D10: the edge meadows, tinted on the paper
WATER = QColor("#5aa9d6")
WATER_DARK = QColor("#2f7fae")
LIT = QColor(255, 214, 64)                       # a cell the dice let the player mark
PARTNER = QColor(110, 200, 90)                   # the other cell of a D7c pair
HINT = QColor(0, 200, 215)
GRASS_TOP, GRASS_BOTTOM = QColor("#86b85a"), QColor("#4f7f32")

SANS = "DejaVu Sans"
SERIF = "DejaVu Serif"

__all__ = ["SEAT_COLOURS", "PAPER", "INK", "draw_mark", "cow_image", "font", "seat_pixmap"]


def font(size: float, bold: bool = False, family: str = SANS) -> QFont:
    """A font in scene units (point sizes scale with the view like everything else)."""
    f = QFont(family)
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def pencil(seat: int, width: float, alpha: int = 235) -> QPen:
    colour = QColor(SEAT_COLOURS[seat])
    colour.setAlpha(alpha)
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _wobble(seed: int, k: int) -> float:
    """A small fixed offset (−1…1) per mark, so hand-drawn marks are not all alike but never move."""
    return math.sin(seed * 12.9898 + k * 78.233) % 1.0 * 2 - 1 if seed >= 0 else 0.0


def draw_mark(painter: QPainter, seat: int, rect: QRectF, drawn: float = 1.0, seed: int = -1,
              width: float = 0.0, alpha: int = 235) -> None:
    """Seat 0's cross or seat 1's circle in ``rect``, ``drawn`` (0–1) of its pencil stroke.

    ``seed`` (a cell) tilts it a little, as a hand would; −1 draws it straight.
    """
    if drawn <= 0:
        return
    size = min(rect.width(), rect.height())
    painter.setPen(pencil(seat, width or max(2.0, size * 0.11), alpha))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    c = rect.center()
    r = size * 0.34
    tilt = _wobble(seed, 1) * 0.12
    if seat == 0:
        for k, angle in enumerate((math.pi / 4, 3 * math.pi / 4)):
            part = min(1.0, max(0.0, drawn * 2 - k))         # the first stroke, then the second
            if part <= 0:
                break
            a = angle + tilt + _wobble(seed, 2 + k) * 0.06
            start = QPointF(c.x() - r * math.cos(a), c.y() - r * math.sin(a))
            end = QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))
            painter.drawLine(start, start + (end - start) * part)
    else:
        path = QPainterPath()
        box = QRectF(c.x() - r, c.y() - r * (0.95 + 0.05 * _wobble(seed, 4)), 2 * r, 2 * r)
        start_angle = 100 + 40 * _wobble(seed, 5)
        path.arcMoveTo(box, start_angle)
        path.arcTo(box, start_angle, 375 * drawn)                  # a pencil circle overlaps its start
        painter.drawPath(path)


@lru_cache(maxsize=1)
def _cow_renderer() -> QSvgRenderer:
    data = (resource_folder("art") / "meadow_dice" / "cow.svg").read_bytes()
    return QSvgRenderer(QByteArray(data))


@lru_cache(maxsize=32)
def cow_image(pixels: int) -> QImage:
    """The cow's head, ``pixels`` square (cached: the sheet draws twelve of them)."""
    renderer = _cow_renderer()          # before any painter starts: a missing file must not leave one active
    image = QImage(max(1, pixels), max(1, pixels), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    return image


def draw_cow(painter: QPainter, rect: QRectF, alpha: float = 1.0) -> None:
    """The cow in ``rect``, rendered at the pixel size it really has on screen."""
    scale = painter.worldTransform().m11() * painter.device().devicePixelRatioF()
    pixels = int(min(rect.width(), rect.height()) * scale + 0.5)
    pixels = max(8, (pixels + 7) // 8 * 8)                   # a few sizes, so the cache stays small
    image = cow_image(pixels)                                # before save(): it may raise
    painter.save()
    painter.setOpacity(painter.opacity() * alpha)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(rect, image)
    painter.restore()


def seat_pixmap(seat: int, size: QSize) -> QPixmap:
    """A seat's mark on a paper disc: the hand-over and end screens' picture of the seat."""
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(size.width(), size.height())
    disc = QRectF((size.width() - side) / 2 + 1, (size.height() - side) / 2 + 1, side - 2, side - 2)
    painter.setPen(QPen(PAPER_EDGE, max(1.0, side * 0.04)))
    painter.setBrush(PAPER)
    painter.drawEllipse(disc)
    draw_mark(painter, seat, disc.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1))
    painter.end()
    return pixmap
