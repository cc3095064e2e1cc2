#!/usr/bin/env python3
"""Generate the pictures of the Meadow Dice and Goal Rows rules pages (``resources/rules/img``).

Drawn in code for the same reasons as ``make_art.py`` (small, reviewable, byte-for-byte
deterministic, inside what QtSvg renders), with its SVG writer.  The pictures hold no words:
every caption is in the page, in the page's language.

Meadow Dice (``docs/rules/meadow-dice.md``): the "Windmill" sheet, the dice, the pieces of a
sheet that show D7c (one cell apart), D11 (a trough's neighbours), D12 (a herd), D14 (herds of
two), D17, and the whole sheet of the worked check D16, its marks being :data:`D16_CROSSES`
and :data:`D16_CIRCLES` (a test scores them with the engine).  Goal Rows
(``docs/rules/goal-rows.md``): one picture per card, token and card back the page shows, in
the table's look (T1: each colour has its symbol; T3: black tokens round, red ones octagonal).

Usage:  python scripts/make_rules_pictures.py [--out DIR]   (default: resources/rules/img)
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT)]

from make_art import INK, circle, g, line, n, path, rect, svg_doc, text  # noqa: E402

from goatmaster.games.meadow_dice.engine import named_sheet  # noqa: E402

OUT = ROOT / "resources" / "rules" / "img"

# --------------------------------------------------------------------------
# Meadow Dice: the table's look (paper, pencils, water), see games/meadow_dice/qt
# --------------------------------------------------------------------------
CELL = 40
PAPER, PAPER_EDGE, GRID = "#fbf4df", "#d9c193", "#c9b68c"
MEADOW_TINT = "#d3e3b4"          # D10: the edge meadows
WATER, WATER_DARK = "#5aa9d6", "#2f7fae"
PENCILS = ("#c0392b", "#2e5fa8")  # D4: seat 0's crosses, seat 1's circles
LIT = "#ffd640"                   # a cell a rule points at
RIM = "#b9dcf0"                   # a trough's neighbours (D11)
HERD = "#c4e3a9"                  # one herd (D12)
PENCILLED = "#b3a68c"             # a marked cell's number

#: The cow of a cow cell and of a die's sixth face, in a 100 × 100 box (the app icon's cow).
COW = (
    '<ellipse cx="14" cy="40" rx="13" ry="6.5" fill="#fbf7ec" stroke="#2b2118" stroke-width="3.5" '
    'transform="rotate(-22 14 40)"/>'
    '<ellipse cx="86" cy="40" rx="13" ry="6.5" fill="#fbf7ec" stroke="#2b2118" stroke-width="3.5" '
    'transform="rotate(22 86 40)"/>'
    '<path d="M 27 22 C 22 12 24 5 31 1 C 32 9 35 15 40 19 Z" fill="#efe3c4" stroke="#2b2118" '
    'stroke-width="3.5" stroke-linejoin="round"/>'
    '<path d="M 73 22 C 78 12 76 5 69 1 C 68 9 65 15 60 19 Z" fill="#efe3c4" stroke="#2b2118" '
    'stroke-width="3.5" stroke-linejoin="round"/>'
    '<path d="M 22 34 C 22 12 78 12 78 34 L 74 82 C 72 98 28 98 26 82 Z" fill="#fbf7ec" stroke="#2b2118" '
    'stroke-width="4" stroke-linejoin="round"/>'
    '<path d="M 24 30 C 31 20 46 22 48 35 C 49 46 37 51 26 48 Z" fill="#3a2c24"/>'
    '<path d="M 76 50 C 68 52 64 61 70 68 L 76 66 Z" fill="#3a2c24"/>'
    '<ellipse cx="39" cy="48" rx="5.5" ry="6.5" fill="#fbf7ec" stroke="#2b2118" stroke-width="2.5"/>'
    '<circle cx="40" cy="49" r="3.2" fill="#2b2118"/>'
    '<circle cx="61" cy="49" r="3.2" fill="#2b2118"/>'
    '<ellipse cx="50" cy="80" rx="24" ry="15" fill="#f3a7a4" stroke="#2b2118" stroke-width="3.5"/>'
    '<ellipse cx="41" cy="80" rx="3.6" ry="4.5" fill="#8c4a4a"/>'
    '<ellipse cx="59" cy="80" rx="3.6" ry="4.5" fill="#8c4a4a"/>'
)

Cell = tuple[int, int]


def cow(x: float, y: float, size: float) -> str:
    return g(COW, transform=f"translate({n(x)} {n(y)}) scale({n(size / 100)})")


def mark(seat: int, x: float, y: float, size: float = CELL) -> str:
    """A cross (seat 0) or a circle (seat 1) in the square at (x, y)."""
    cx, cy, r = x + size / 2, y + size / 2, size * 0.3
    pen = dict(stroke=PENCILS[seat], stroke_width=n(size * 0.11), stroke_opacity="0.92")
    if seat == 0:
        return g(line(cx - r, cy - r, cx + r, cy + r, **pen), line(cx + r, cy - r, cx - r, cy + r, **pen))
    return circle(cx, cy, r, fill="none", **pen)


def troughs(tokens: list[list[str]]) -> list[list[Cell]]:
    """D1's troughs of a piece of sheet: each ``t`` alone, each ``T`` with its orthogonal ``T``."""
    found: list[list[Cell]] = []
    seen: set[Cell] = set()
    for r, row in enumerate(tokens):
        for c, token in enumerate(row):
            if token in "tT" and (r, c) not in seen:
                cells = [(r, c)]
                if token == "T":
                    cells += [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0))
                              if r + dr < len(tokens) and c + dc < len(row) and tokens[r + dr][c + dc] == "T"][:1]
                seen.update(cells)
                found.append(cells)
    return found


def sheet_svg(rows: list[str], marks: dict[Cell, int] | None = None, tints: dict[Cell, str] | None = None,
              meadows: bool = False, barred: tuple[Cell, ...] = ()) -> str:
    """A sheet, or a piece of one, from D2's text rows.

    ``marks``: the players' marks; ``tints``: cells coloured to point at them; ``meadows``:
    tint the outer ring (D10, whole sheets only); ``barred``: cells outlined with a dashed
    pencil line (a mark the rule does not allow).
    """
    tokens = [row.split(" ") for row in rows]
    marks, tints = marks or {}, tints or {}
    height, width = len(tokens), len(tokens[0])
    pad = 6
    body = [rect(pad / 2, pad / 2, width * CELL + pad, height * CELL + pad, rx=6, fill=PAPER,
                 stroke=PAPER_EDGE, stroke_width=2)]
    for r in range(height):
        for c in range(width):
            colour = tints.get((r, c)) or (MEADOW_TINT if meadows and (r in (0, height - 1) or c in (0, width - 1))
                                           else None)
            if colour:
                body.append(rect(pad + c * CELL, pad + r * CELL, CELL, CELL, fill=colour))
    grid = [f"M {pad + c * CELL} {pad} V {pad + height * CELL}" for c in range(1, width)]
    grid += [f"M {pad} {pad + r * CELL} H {pad + width * CELL}" for r in range(1, height)]
    body.append(path(" ".join(grid), fill="none", stroke=GRID, stroke_width=1.5))
    body.append(rect(pad, pad, width * CELL, height * CELL, fill="none", stroke=INK, stroke_width=2))
    for cells in troughs(tokens):
        top, left = min(r for r, _ in cells), min(c for _, c in cells)
        tall, wide = (1 + max(r for r, _ in cells) - top), (1 + max(c for _, c in cells) - left)
        body.append(rect(pad + left * CELL + 5, pad + top * CELL + 5, wide * CELL - 10, tall * CELL - 10,
                         rx=8, fill=WATER, stroke=WATER_DARK, stroke_width=2.5))
    for r, row in enumerate(tokens):
        for c, token in enumerate(row):
            x, y = pad + c * CELL, pad + r * CELL
            if token == "C":
                body.append(cow(x + 5, y + 5, CELL - 10))
            elif token.isdigit():               # a pencilled number fades under its mark
                body.append(text(x + CELL / 2, y + CELL / 2 + 7.5, token, 21,
                                 fill=PENCILLED if (r, c) in marks else INK))
    for (r, c) in barred:
        body.append(rect(pad + c * CELL + 4, pad + r * CELL + 4, CELL - 8, CELL - 8, rx=5, fill="none",
                         stroke=PENCILS[0], stroke_width=2.5, stroke_dasharray="5 4"))
    body += [mark(seat, pad + c * CELL, pad + r * CELL) for (r, c), seat in sorted(marks.items())]
    return svg_doc(width * CELL + 2 * pad, height * CELL + 2 * pad, *body)


def cells(*pairs: Cell) -> list[Cell]:
    return list(pairs)


#: D16's marks on the Windmill sheet: crosses win 21 to 17 (south meadow, a big and a small
#: trough, one herd of 18 | north and west meadows, a big trough, herds of 7 and 12).
D16_CROSSES: list[Cell] = ([(7, c) for c in range(1, 7)] + [(6, c) for c in range(1, 6)]
                           + cells((5, 1), (4, 1), (4, 2), (4, 3), (3, 3), (2, 3), (2, 2)))
D16_CIRCLES: list[Cell] = ([(0, c) for c in range(5)] + [(r, 0) for r in range(1, 8)]
                           + cells((3, 4), (3, 6), (4, 4), (4, 6), (5, 4), (5, 5), (5, 6)))


def die_svg(face: int) -> str:
    """A die (D3): pips for 1–5, the cow for 6."""
    body = [rect(3, 3, 54, 54, rx=10, fill="#fffdf6", stroke=INK, stroke_width=3)]
    if face == 6:
        body.append(cow(9, 9, 42))
    else:
        spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
                 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)]}[face]
        body += [circle(30 + 13 * dx, 30 + 13 * dy, 5.5, fill=INK) for dx, dy in spots]
    return svg_doc(60, 60, *body)


def meadow_pictures() -> dict[str, str]:
    windmill = named_sheet("Windmill").rows()
    one_apart = ["3 1 4 2 5", "5 2 1 4 3", "1 4 C 5 2", "2 5 3 1 4", "4 3 5 2 1"]
    d17 = ["3 3 5 C", "4 C 4 5", "3 2 t 2", "C 5 5 4"]            # rows 2–5, cols 2–5 of D17's sheet
    rims = ["2 5 1 3 C 4 2", "4 t 3 1 5 2 5", "C 2 5 4 T 3 1", "1 3 C 2 T 5 C", "5 4 1 3 2 1 4"]
    herd_piece = ["3 C 1 4 2 5 1", "2 4 5 3 C 1 4", "5 1 C 2 3 4 2", "C 3 4 1 5 2 3", "1 2 3 5 4 C 5"]
    herd = cells((1, 1), (1, 2), (1, 3), (0, 3), (2, 3), (3, 3), (3, 4), (2, 1))
    doubles_piece = ["2 5 1 C 4 3", "C 3 4 2 1 5", "4 1 2 5 C 2", "3 C 5 1 3 4"]
    pictures = {
        "meadow-sheet.svg": sheet_svg(windmill, meadows=True),
        "meadow-one-apart.svg": sheet_svg(one_apart, tints={(r, c): LIT for r in (0, 2, 4) for c in (0, 2, 4)
                                                            if (r, c) != (2, 2)}),
        "meadow-d17-diagonal.svg": sheet_svg(d17, marks={(1, 1): 0, (3, 3): 0}),
        "meadow-d17-beside.svg": sheet_svg(d17, marks={(1, 1): 0}, barred=((1, 2),)),
        "meadow-troughs.svg": sheet_svg(rims, marks={(0, 1): 0, (1, 2): 0, (2, 1): 1, (1, 4): 0, (2, 3): 1,
                                                     (3, 5): 1, (4, 4): 1},
                                        tints={cell: RIM for cell in cells((0, 1), (2, 1), (1, 0), (1, 2), (1, 4),
                                                                          (4, 4), (2, 3), (3, 3), (2, 5), (3, 5))}),
        "meadow-herd.svg": sheet_svg(herd_piece, marks={**{cell: 0 for cell in herd}, (4, 5): 0, (0, 1): 1,
                                                        (2, 2): 1, (4, 3): 1, (2, 5): 1},
                                     tints={cell: HERD for cell in herd}),
        "meadow-doubles.svg": sheet_svg(doubles_piece, marks={(0, 0): 0, (0, 1): 0, (2, 1): 0, (3, 1): 0,
                                                              (1, 4): 0, (2, 4): 0, (3, 4): 0, (1, 2): 1,
                                                              (2, 3): 1},
                                        tints={cell: HERD for cell in cells((0, 0), (0, 1), (2, 1), (3, 1))}),
        "meadow-d16.svg": sheet_svg(windmill, meadows=True, marks={**{cell: 0 for cell in D16_CROSSES},
                                                                   **{cell: 1 for cell in D16_CIRCLES}}),
    }
    pictures |= {f"die-{'cow' if face == 6 else face}.svg": die_svg(face) for face in range(1, 7)}
    return pictures


# --------------------------------------------------------------------------
# Goal Rows: the table's look, see games/goal_rows/qt/art.py
# --------------------------------------------------------------------------
CARD_W, CARD_H = 72, 100
CARD_CREAM = "#fff8e6"
#: T1's colours in seat order, with each one's symbol; the ink is the colour, darker.
COLOURS = (("R", "#d33a2f", "#8d271f", "circle"), ("Y", "#e3ab00", "#977200", "star"),
           ("B", "#2f6fd6", "#1f4a8f", "diamond"), ("G", "#2e9e4a", "#1f6931", "triangle"),
           ("P", "#8a46c2", "#5c2f81", "square"), ("O", "#f07c1a", "#a05311", "cross"))
TOKEN_BLACK, TOKEN_RED = "#262220", "#b3261e"


def polygon_d(cx: float, cy: float, radius: float, corners: int, turn: float = -90.0, inner: float = 0.0) -> str:
    """A regular polygon, or a star when ``inner`` gives the inner radius."""
    steps = corners * 2 if inner else corners
    points = []
    for k in range(steps):
        r = inner if inner and k % 2 else radius
        angle = math.radians(turn + 360.0 * k / steps)
        points.append(f"{n(cx + r * math.cos(angle))} {n(cy + r * math.sin(angle))}")
    return "M " + " L ".join(points) + " Z"


def symbol(colour: int, cx: float, cy: float, size: float, outline: float) -> str:
    _, fill, ink, kind = COLOURS[colour]
    r = size / 2
    style = dict(fill=fill, stroke=ink, stroke_width=outline, stroke_linejoin="round")
    if kind == "circle":
        return circle(cx, cy, r * 0.9, **style)
    if kind == "square":
        return rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6, rx=r * 0.08, **style)
    if kind == "cross":
        a, e = r * 0.42, r * 0.95
        corners = ((-a, -e), (a, -e), (a, -a), (e, -a), (e, a), (a, a), (a, e), (-a, e), (-a, a), (-e, a),
                   (-e, -a), (-a, -a))
        return path("M " + " L ".join(f"{n(cx + x)} {n(cy + y)}" for x, y in corners) + " Z", **style)
    shape = {"star": polygon_d(cx, cy + r * 0.08, r * 1.05, 5, inner=r * 0.45),
             "diamond": polygon_d(cx, cy, r, 4), "triangle": polygon_d(cx, cy + r * 0.2, r * 1.1, 3)}[kind]
    return path(shape, **style)


def card_svg(card: str) -> str:
    """A number card (T1), ``card`` as the engine's id: ``B07`` is blue 7."""
    colour = next(k for k, (letter, *_rest) in enumerate(COLOURS) if letter == card[0])
    value = str(int(card[1:]))
    _, fill, ink, kind = COLOURS[colour]
    corner = g(text(19, 22, value, 17, fill=ink), symbol(colour, 19, 33, 11, 1.0))
    centre_y = CARD_H / 2 + 7
    on_symbol = INK if kind in ("star", "cross") else "#ffffff"
    lift = 4 if kind == "triangle" else 0
    return svg_doc(CARD_W, CARD_H,
                   rect(0.6, 0.6, CARD_W - 1.2, CARD_H - 1.2, rx=7, fill=CARD_CREAM, stroke=INK, stroke_width=1.2),
                   rect(4, 4, CARD_W - 8, CARD_H - 8, rx=5, fill="none", stroke=fill, stroke_width=3),
                   corner,
                   g(text(19, 22, value, 17, fill=ink), transform=f"rotate(180 {CARD_W / 2} {CARD_H / 2})"),
                   symbol(colour, CARD_W / 2 + 2, centre_y, 36, 1.6),
                   text(CARD_W / 2 + 2, centre_y + 5.5 + lift, value, 16 if len(value) == 1 else 14, fill=on_symbol))


def back_svg() -> str:
    """The face-down side every card shares."""
    stripes = " ".join(f"M 10 {n(17 + k * 13.5)} H {CARD_W - 10}" for k in range(6))
    return svg_doc(CARD_W, CARD_H,
                   rect(0.6, 0.6, CARD_W - 1.2, CARD_H - 1.2, rx=7, fill="#3d5a2a", stroke=INK, stroke_width=1.2),
                   rect(5, 5, CARD_W - 10, CARD_H - 10, rx=5, fill="none", stroke=CARD_CREAM, stroke_width=1.6),
                   path(stripes, fill="none", stroke=CARD_CREAM, stroke_width=1, stroke_opacity="0.3"),
                   *[symbol(k, CARD_W / 2 + (k % 2 * 2 - 1) * 12, 17 + k * 13.5, 10, 0.8) for k in range(6)])


def token_svg(points: int) -> str:
    """An objective token (T3): round and black for +points, octagonal and red for −points, with
    one pip for each card its row needs."""
    size, r = 64, 29
    c = size / 2

    def shape(radius: float, **style: object) -> str:
        if points > 0:
            return circle(c, c, radius, **style)
        return path(polygon_d(c, c, radius * 1.04, 8, turn=22.5), **style)

    length = abs(points)
    spread = r * min(0.24, 1.4 / length)
    pips = [circle(c + (k - (length - 1) / 2) * spread, c + r * 0.48, r * 0.09, fill=CARD_CREAM)
            for k in range(length)]
    label = f"+{points}" if points > 0 else f"\u2212{-points}"
    return svg_doc(size, size,
                   shape(r, fill=TOKEN_BLACK if points > 0 else TOKEN_RED, stroke=CARD_CREAM, stroke_width=r * 0.08),
                   shape(r * 0.8, fill="none", stroke=CARD_CREAM, stroke_width=r * 0.035),
                   text(c, c + 6, label, r * 0.78, fill="#ffffff"), *pips)


#: The cards and tokens the Goal Rows pages show: the six colours, T16–T18 and the trade.
ROWS_CARDS = ("R06", "Y03", "B07", "G11", "P09", "O02", "G07", "R12", "B01", "G06", "G08", "R04", "Y11",
              "R05", "B04", "B02", "Y09", "B10", "R03", "O07", "O10", "P01")
ROWS_TOKENS = (2, 3, 5, 7, -3, -4, -6)


def rows_pictures() -> dict[str, str]:
    pictures = {f"rows-card-{card}.svg": card_svg(card) for card in ROWS_CARDS}
    pictures |= {f"rows-token-{'plus' if p > 0 else 'minus'}{abs(p)}.svg": token_svg(p) for p in ROWS_TOKENS}
    pictures["rows-back.svg"] = back_svg()
    return pictures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the SVGs")
    out = parser.parse_args(argv).out
    out.mkdir(parents=True, exist_ok=True)
    for name, svg in sorted((meadow_pictures() | rows_pictures()).items()):
        (out / name).write_text(svg, encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main()
