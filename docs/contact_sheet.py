#!/usr/bin/env python3
"""Render every card and piece into contact sheets for reviewing the art.

Writes docs/screenshots/contact-sheet-1x.png (cards at 100x140),
contact-sheet-2x.png (same layout at device pixel ratio 2) and
markers-greyscale.png (markers, pawns and stables in grey, to check that
seats stay distinguishable without colour).

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/contact_sheet.py [--thumbs FILE]

--thumbs FILE additionally writes a sheet of cards at 60x84 (pasture size).
--types FILE writes the 20 kinds of card a player must tell apart on the pasture (the 18 goat
types, a dog, milk 1 and 2) at the two sizes the pasture shows them, 60x84 (1024x700 window)
and 70x97 (1280x800), e.g. docs/screenshots/goat-types-after.png; with --art DIR it draws
the art tree in DIR instead (an older one, for a before-and-after pair), and writes nothing else.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRectF, QSize, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402

from goatmaster.games.goat_master.qt.art import CardArt  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
CARD = QSize(100, 140)
GAP = 8
COLS = 10

GOATS = [f"G{t:02d}.{v}" for t in range(18) for v in range(1, 6)]
OTHERS = ["D01", "M1.1", "M2.1", "back"]
PIECES = ([f"stable-{s}" for s in range(5)], [f"pawn-{s}" for s in range(5)],
          [f"marker-{s}" for s in range(5)])
PIECE_SIZE = {"stable": QSize(72, 60), "pawn": QSize(60, 72), "marker": QSize(48, 48)}


def layout():
    """(name, QRectF) for every picture in logical pixels, and the sheet size."""
    items = []
    y = GAP
    for i, name in enumerate(GOATS + OTHERS):
        col, row = i % COLS, i // COLS
        items.append((name, QRectF(GAP + col * (CARD.width() + GAP), GAP + row * (CARD.height() + GAP),
                                   CARD.width(), CARD.height())))
    rows = (len(GOATS) + len(OTHERS) + COLS - 1) // COLS
    y = GAP + rows * (CARD.height() + GAP) + GAP
    piece_top = y
    x = GAP
    for group in PIECES:
        for name in group:
            sz = PIECE_SIZE[name.split("-")[0]]
            items.append((name, QRectF(x, y + (72 - sz.height()) / 2, sz.width(), sz.height())))
            x += sz.width() + GAP
        x += GAP * 2
    width = GAP + COLS * (CARD.width() + GAP)
    height = y + 72 + GAP
    return items, QSize(width, height), QRectF(0, piece_top - GAP, width, 72 + 2 * GAP)


def render_sheet(art, dpr):
    items, size, piece_band = layout()
    img = QImage(round(size.width() * dpr), round(size.height() * dpr), QImage.Format.Format_ARGB32)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#5f7f55"))
    p = QPainter(img)
    p.drawTiledPixmap(QRectF(0, 0, size.width(), size.height()), art.pixmap("pasture", QSize(256, 256), dpr))
    for name, r in items:
        p.drawPixmap(r.topLeft(), art.pixmap(name, r.size().toSize(), dpr))
    p.end()
    return img, piece_band


def greyscale(img):
    return img.convertToFormat(QImage.Format.Format_Grayscale8)


def render_thumbs(art, path):
    names = [f"G{t:02d}.{(t % 5) + 1}" for t in range(18)] + OTHERS
    w, h, cols = 60, 84, 11
    rows = (len(names) + cols - 1) // cols
    img = QImage(cols * (w + 6) + 6, rows * (h + 6) + 6, QImage.Format.Format_ARGB32)
    img.fill(QColor("#93bf72"))
    p = QPainter(img)
    for i, name in enumerate(names):
        p.drawPixmap(6 + (i % cols) * (w + 6), 6 + (i // cols) * (h + 6), art.pixmap(name, QSize(w, h)))
    p.end()
    img.save(str(path))


TYPES = [f"G{t:02d}.{t % 5 + 1}" for t in range(18)] + ["D01", "M1.1", "M2.1"]
PASTURE_SIZES = (QSize(60, 84), QSize(70, 97))    # a pasture card at 1024x700 and at 1280x800


def render_types(art, path, per_row=11):
    """Every kind of card at pasture size, one band per size, on the table's green."""
    cell, gap, caption = 70, 6, 16
    rows = [TYPES[i:i + per_row] for i in range(0, len(TYPES), per_row)]
    bands = [caption + len(rows) * (size.height() + gap) for size in PASTURE_SIZES]
    img = QImage(gap + per_row * (cell + gap), gap + sum(bands), QImage.Format.Format_ARGB32)
    img.fill(QColor("#6b9a4b"))                   # the Goat Master table's background
    p = QPainter(img)
    font = QFont("DejaVu Sans")
    font.setPixelSize(11)
    p.setFont(font)
    p.setPen(QColor("#ffffff"))
    y = gap
    for size, band in zip(PASTURE_SIZES, bands):
        p.drawText(QRectF(gap, y, 200, caption), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   f"{size.width()}\u00d7{size.height()}")
        for r, row in enumerate(rows):
            top = y + caption + r * (size.height() + gap)
            for i, name in enumerate(row):
                p.drawImage(gap + i * (cell + gap) + (cell - size.width()) // 2, top, art.image(name, size))
        y += band
    p.end()
    img.save(str(path))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--thumbs", type=Path, help="also write a 60x84 thumbnail sheet here")
    ap.add_argument("--types", type=Path, help="write the card kinds at pasture sizes here (and nothing else)")
    ap.add_argument("--art", type=Path, help="with --types: the art tree to draw (default: the game's)")
    args = ap.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # keep alive while drawing
    if args.types:
        render_types(CardArt(args.art), args.types)
        print(f"wrote {args.types}")
        return
    art = CardArt()
    OUT.mkdir(parents=True, exist_ok=True)
    img1, band = render_sheet(art, 1.0)
    img1.save(str(OUT / "contact-sheet-1x.png"))
    img2, _ = render_sheet(art, 2.0)
    img2.save(str(OUT / "contact-sheet-2x.png"))
    grey = greyscale(img1.copy(band.toRect()))
    grey.save(str(OUT / "markers-greyscale.png"))
    if args.thumbs:
        render_thumbs(art, args.thumbs)
    print(f"wrote contact sheets to {OUT}")


if __name__ == "__main__":
    main()
