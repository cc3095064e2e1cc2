#!/usr/bin/env python3
"""Render the app icon SVG to PNGs and a multi-size Windows .ico.

Run after scripts/make_art.py (which writes resources/icons/goatmaster.svg):

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/make_icons.py

PNGs are rendered with QtSvg (QSvgRenderer into a QImage), so they look
exactly like the SVG does in the app.  The .ico is a plain ICO container
holding PNG images (supported since Windows Vista), written with the
standard library so no Pillow is needed.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 64, 128, 256)   # ICO entries cannot exceed 256 px


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(p, QRectF(0, 0, size, size))
    p.end()
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
    (ICONS / "goatmaster.ico").write_bytes(build_ico({s: pngs[s] for s in ICO_SIZES}))
    print(f"wrote {len(PNG_SIZES)} PNGs and goatmaster.ico to {ICONS}")


if __name__ == "__main__":
    main()
