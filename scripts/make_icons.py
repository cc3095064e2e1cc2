#!/usr/bin/env python3
"""Render the app icon SVG to PNGs, the Windows .ico files and the macOS .icns.

Run after scripts/make_art.py (which writes resources/icons/goatmaster.svg):

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/make_icons.py

PNGs are rendered with QtSvg (QSvgRenderer into a QImage), so they look
exactly like the SVG does in the app.  The .ico is a plain ICO container
holding PNG images (supported since Windows Vista) at every size Windows asks
for (16-256, with 20, 24 and 40 for 125 % and 150 % scaling);
goatmaster-document.ico is the icon of a saved game (a page with the goat on
it, registered by the Windows installer).  The .icns holds PNG images up to
1024 px (512 px @2x), each rendered from the SVG at its own size, under the
OSTypes macOS reads (icp4/icp5 and ic07-ic14).  Both containers are written
with the standard library, so neither Pillow nor Apple's iconutil is needed.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen, QPolygonF  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)   # ICO entries cannot exceed 256 px
# macOS .icns: OSType -> pixel size (16/32 px, then 1x and @2x of 16, 32, 128, 256, 512).
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"ic11": 32, b"ic12": 64, b"ic07": 128, b"ic13": 256,
              b"ic08": 256, b"ic14": 512, b"ic09": 512, b"ic10": 1024}


def render_png(renderer: QSvgRenderer, size: int, document: bool = False) -> bytes:
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    if document:
        _draw_page(p, renderer, size)
    else:
        renderer.render(p, QRectF(0, 0, size, size))
    p.end()
    return png_bytes(img)


def _draw_page(p: QPainter, renderer: QSvgRenderer, size: int) -> None:
    """A white page with a folded corner, the goat icon on its lower part (a saved game)."""
    left, right, top, bottom = size * 0.16, size * 0.84, size * 0.04, size * 0.96
    fold = size * 0.2
    page = QPolygonF([QPointF(left, top), QPointF(right - fold, top), QPointF(right, top + fold),
                      QPointF(right, bottom), QPointF(left, bottom)])
    p.setPen(QPen(QColor(110, 110, 110), max(1.0, size / 64)))
    p.setBrush(QColor(252, 252, 248))
    p.drawPolygon(page)
    p.setBrush(QColor(215, 215, 210))
    p.drawPolygon(QPolygonF([QPointF(right - fold, top), QPointF(right - fold, top + fold),
                             QPointF(right, top + fold)]))
    art = size * 0.6
    renderer.render(p, QRectF((size - art) / 2, bottom - art - size * 0.06, art, art))


def png_bytes(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    buf.close()
    return bytes(data)


def build_ico(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size + the PNG payloads."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, payload = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s     # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def build_icns(pngs: dict[int, bytes]) -> bytes:
    """'icns' + total length, then per entry its OSType, length (header included) and PNG."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main():
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # keep alive while drawing
    svg = ICONS / "goatmaster.svg"
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot render {svg}")
    pngs = {}
    for s in PNG_SIZES:
        pngs[s] = render_png(renderer, s)
        (ICONS / f"goatmaster-{s}.png").write_bytes(pngs[s])
    for s in set(ICO_SIZES) | set(ICNS_TYPES.values()):
        pngs.setdefault(s, render_png(renderer, s))
    (ICONS / "goatmaster.ico").write_bytes(build_ico({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "goatmaster-document.ico").write_bytes(
        build_ico({s: render_png(renderer, s, document=True) for s in ICO_SIZES}))
    (ICONS / "goatmaster.icns").write_bytes(build_icns(pngs))
    print(f"wrote {len(PNG_SIZES)} PNGs, goatmaster.ico, goatmaster-document.ico and goatmaster.icns to {ICONS}")


if __name__ == "__main__":
    main()
