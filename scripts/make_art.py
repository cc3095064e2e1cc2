#!/usr/bin/env python3
"""Generate all Goat Master art as SVG files (cards, pieces, pasture, icon).

The art is drawn in code so it stays small, reviewable and reproducible:
every goat is composed from the same shared parts (body, legs, head, ears,
horns, eyes, mouth) plus a per-type costume, colour and pose.  The goat
types come from ``resources/goats.json`` (the single source of truth).
Every card leaves its name plate blank: the game letters the card's name there
in the player's language (``goatmaster/games/goat_master/qt/art.py``), so a French player reads
the same names on the cards as in the game log.

Only the standard library is used and the output is byte-for-byte
deterministic, so re-running the script must not change any committed file.
The SVGs stay inside what QtSvg (SVG Tiny 1.2) renders: no filters, masks,
patterns, clip paths or CSS -- only shapes, paths, gradients and plain text
(font-family "DejaVu Sans"; Qt falls back to its default sans elsewhere).

Usage:  python scripts/make_art.py [--out DIR]
  --out DIR   write the art tree (cards/, pieces/, pasture.svg) into DIR
              instead of resources/art (used by the determinism test);
              the app icon then goes to DIR/icons/goatmaster.svg.
"""
from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

from goatmaster.games.goat_master.colours import SEAT_COLOURS

RESOURCES = Path(__file__).resolve().parents[1] / "resources"
GOATS_JSON = RESOURCES / "goats.json"

CARD_W, CARD_H = 250, 350
INK = "#2b2118"          # outline colour used everywhere
CREAM = "#fbf4e2"        # card paper
HOOF = "#4a3b33"
FONT = "DejaVu Sans"

# Player colours in seat order, with the shape and pattern that tell them apart without colour:
# the game's own list, which the table's palette reads too.
PLAYERS = list(SEAT_COLOURS)


# --------------------------------------------------------------------------
# tiny SVG writer
# --------------------------------------------------------------------------
def n(v) -> str:
    """Format a number compactly and deterministically."""
    if isinstance(v, int):
        return str(v)
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("", "-0") else s


def esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def el(tag: str, *children: str, **kw) -> str:
    attrs = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        if isinstance(v, (int, float)):
            v = n(v)
        attrs.append(f'{k}="{v}"')
    head = f"<{tag} {' '.join(attrs)}" if attrs else f"<{tag}"
    if children:
        return head + ">" + "".join(children) + f"</{tag}>"
    return head + "/>"


def g(*children, **kw) -> str:
    return el("g", *[c for c in children if c], **kw)


def circle(cx, cy, r, **kw):
    return el("circle", cx=cx, cy=cy, r=r, **kw)


def ellipse(cx, cy, rx, ry, **kw):
    return el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **kw)


def rect(x, y, w, h, **kw):
    return el("rect", x=x, y=y, width=w, height=h, **kw)


def path(d, **kw):
    return el("path", d=d, **kw)


def poly(points, **kw):
    return el("polygon", points=" ".join(f"{n(x)},{n(y)}" for x, y in points), **kw)


def line(x1, y1, x2, y2, **kw):
    kw.setdefault("stroke_linecap", "round")
    return path(f"M {n(x1)} {n(y1)} L {n(x2)} {n(y2)}", fill="none", **kw)


def text(x, y, s, size, fill=INK, anchor="middle", weight="bold", **kw):
    return el("text", esc(s), x=x, y=y, font_family=FONT, font_size=size,
              font_weight=weight, text_anchor=anchor, fill=fill, **kw)


def S(width=3, color=INK):
    """Outline attributes."""
    return dict(stroke=color, stroke_width=width, stroke_linejoin="round",
                stroke_linecap="round")


def svg_doc(w, h, *body, defs=()) -> str:
    inner = ""
    if defs:
        inner += el("defs", *defs)
    inner += "".join(b for b in body if b)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" '
            f'baseProfile="tiny" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
            f"{inner}</svg>\n")


def radial(id_, inner, outer, r="75%"):
    return el("radialGradient",
              el("stop", offset="0", stop_color=inner),
              el("stop", offset="1", stop_color=outer),
              id=id_, cx="50%", cy="45%", r=r)


def linear(id_, c1, c2, vertical=True):
    return el("linearGradient",
              el("stop", offset="0", stop_color=c1),
              el("stop", offset="1", stop_color=c2),
              id=id_, x1="0", y1="0", x2="0" if vertical else "1", y2="1" if vertical else "0")


# --------------------------------------------------------------------------
# colours and a deterministic random generator
# --------------------------------------------------------------------------
def _rgb(c):
    c = c.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def mix(c1, c2, t):
    a, b = _rgb(c1), _rgb(c2)
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b))


def darker(c, t=0.25):
    return mix(c, "#000000", t)


def lighter(c, t=0.35):
    return mix(c, "#ffffff", t)


def luma(c):
    r, g_, b = _rgb(c)
    return 0.299 * r + 0.587 * g_ + 0.114 * b


# Colour-blind vision simulated in linear RGB (Machado, Oliveira & Fernandes 2009, severity 1):
# about one man in twelve sees red and green alike, so the cards must differ in lightness too.
VISIONS = {
    "normal": None,
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}


def lab(c, vision="normal"):
    """CIE L*a*b* (D65) of an sRGB colour, as seen with ``vision`` (a key of VISIONS)."""
    def linear(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    rgb = [linear(v) for v in _rgb(c)]
    if VISIONS[vision]:
        rgb = [min(1.0, max(0.0, sum(m * v for m, v in zip(row, rgb)))) for row in VISIONS[vision]]
    r, g_, b = rgb
    x = (0.4124564 * r + 0.3575761 * g_ + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g_ + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g_ + 0.9503041 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(c1, c2, vision="normal"):
    """CIE 1976 colour difference (about 2.3 is just noticeable; 20 and more tells cards apart at a glance)."""
    return math.dist(lab(c1, vision), lab(c2, vision))


class Rand:
    """Small LCG: identical sequence on every Python version and platform."""

    def __init__(self, seed):
        self.s = seed & 0xFFFFFFFF

    def random(self):
        self.s = (1103515245 * self.s + 12345) & 0x7FFFFFFF
        return self.s / 0x80000000

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def choice(self, seq):
        return seq[int(self.random() * len(seq)) % len(seq)]


# --------------------------------------------------------------------------
# small reusable drawings
# --------------------------------------------------------------------------
def pts_d(pts):
    return "M " + " L ".join(f"{n(x)} {n(y)}" for x, y in pts)


def limb(pts, color, width=15, hoof=HOOF, hoof_len=7):
    """A leg or arm: a thick round-capped stroke with an outline and a hoof."""
    d = pts_d(pts)
    out = [path(d, fill="none", stroke=INK, stroke_width=width + 6,
                stroke_linecap="round", stroke_linejoin="round"),
           path(d, fill="none", stroke=color, stroke_width=width,
                stroke_linecap="round", stroke_linejoin="round")]
    if hoof:
        (x1, y1), (x2, y2) = pts[-2], pts[-1]
        ln = math.hypot(x2 - x1, y2 - y1) or 1
        ux, uy = (x2 - x1) / ln, (y2 - y1) / ln
        out.append(line(x2 - ux * hoof_len, y2 - uy * hoof_len, x2, y2,
                        stroke=hoof, stroke_width=width))
        out.append(line(x2 - ux * 1, y2 - uy * 1, x2 + ux * width * 0.5, y2 + uy * width * 0.5,
                        stroke=INK, stroke_width=2))
    return "".join(out)


def star(cx, cy, r, points=5, inner=0.45, rot=-90, **kw):
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = math.radians(rot + i * 180 / points)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return poly(pts, **kw)


def sparkle(cx, cy, r, fill="#ffffff", **kw):
    return star(cx, cy, r, points=4, inner=0.3, fill=fill, **kw)


def note(x, y, s=1.0, fill="#ffffff", **kw):
    """A musical eighth note."""
    return g(ellipse(x, y, 6 * s, 4.5 * s, fill=fill, transform=f"rotate(-20 {n(x)} {n(y)})"),
             rect(x + 4.5 * s, y - 24 * s, 2.4 * s, 24 * s, fill=fill),
             path(f"M {n(x + 5 * s)} {n(y - 24 * s)} q {n(8 * s)} {n(4 * s)} {n(9 * s)} {n(12 * s)} "
                  f"q {n(-3 * s)} {n(-5 * s)} {n(-9 * s)} {n(-6 * s)} Z", fill=fill), **kw)


def heart(cx, cy, s, **kw):
    return path(f"M {n(cx)} {n(cy + 6 * s)} C {n(cx - 14 * s)} {n(cy - 4 * s)} {n(cx - 7 * s)} {n(cy - 14 * s)} "
                f"{n(cx)} {n(cy - 6 * s)} C {n(cx + 7 * s)} {n(cy - 14 * s)} {n(cx + 14 * s)} {n(cy - 4 * s)} "
                f"{n(cx)} {n(cy + 6 * s)} Z", **kw)


def hoofprint(cx, cy, s, fill=INK):
    """Cloven hoof print: two toes."""
    return g(ellipse(cx - 3.2 * s, cy, 2.6 * s, 4.4 * s, fill=fill, transform=f"rotate(-12 {n(cx - 3.2 * s)} {n(cy)})"),
             ellipse(cx + 3.2 * s, cy, 2.6 * s, 4.4 * s, fill=fill, transform=f"rotate(12 {n(cx + 3.2 * s)} {n(cy)})"))


def pawprint(cx, cy, s, fill=INK):
    return g(ellipse(cx, cy + 4 * s, 7 * s, 6 * s, fill=fill),
             ellipse(cx - 8 * s, cy - 3 * s, 2.8 * s, 3.6 * s, fill=fill),
             ellipse(cx - 3 * s, cy - 8 * s, 2.8 * s, 3.6 * s, fill=fill),
             ellipse(cx + 3 * s, cy - 8 * s, 2.8 * s, 3.6 * s, fill=fill),
             ellipse(cx + 8 * s, cy - 3 * s, 2.8 * s, 3.6 * s, fill=fill))


def body_chord(y, cx=100, cy=158, rx=44, ry=36, inset=1.5):
    """Half width of the body ellipse at height y (to keep clothes inside it)."""
    t = (y - cy) / ry
    if abs(t) >= 1:
        return 0
    return max(0.0, rx * math.sqrt(1 - t * t) - inset)


def body_stripes(y0, y1, step, width, color, cy=158):
    out = []
    y = y0
    while y <= y1:
        hw = body_chord(y, cy=cy) - width * 0.3
        if hw > 2:
            out.append(line(100 - hw, y, 100 + hw, y, stroke=color, stroke_width=width,
                            stroke_linecap="butt"))
        y += step
    return "".join(out)


# --------------------------------------------------------------------------
# the shared goat
# --------------------------------------------------------------------------
FURS = {
    "white": ("#f8f4ea", "#fffdf8", "#d8cdb8"),
    "cream": ("#f0dfba", "#fbf1dc", "#c9b28a"),
    "tan": ("#d7a468", "#f1d2a8", "#a7743f"),
    "brown": ("#9b6a43", "#d3a57a", "#6a4529"),
    "ginger": ("#d27a36", "#f3c08e", "#9c5420"),
    "grey": ("#b9b6ae", "#e6e2da", "#8a867e"),
    "dark": ("#4b4240", "#9a8c86", "#2f2826"),
}

HEAD_D = ("M 100 36 C 130 36 143 58 140 82 C 138 100 130 110 125 121 "
          "C 119 134 81 134 75 121 C 70 110 62 100 60 82 C 57 58 70 36 100 36 Z")

HORNS = {
    "tall": ("M 80 50 C 74 34 66 20 57 8 C 72 13 88 26 95 42 Z",
             [(71, 30, 80, 26), (76, 40, 86, 35)]),
    "side": ("M 78 54 C 62 46 48 44 34 48 C 44 34 66 30 90 44 Z",
             [(50, 40, 52, 48), (62, 38, 64, 47)]),
    "nub": ("M 84 46 C 82 38 82 32 85 25 C 90 31 95 37 97 43 Z", []),
}


def mirror(svg: str) -> str:
    return g(svg, transform="translate(200 0) scale(-1 1)")


class Goat:
    """A goat in local coordinates (about x 0..200, y -50..216).

    Costume code fills the layer lists; ``svg()`` stacks them with the
    shared body parts in a fixed order so every goat reads the same way.
    """

    def __init__(self, fur="white", horns="tall", eyes="open", mouth="smile",
                 beard=True, tilt=0, look=(0, 0), blush=True, horn_color="#e9dcba"):
        self.fur, self.muzzle, self.shade = FURS[fur]
        self.horns, self.eyes, self.mouth = horns, eyes, mouth
        self.beard, self.tilt, self.look, self.blush = beard, tilt, look, blush
        self.horn_color = horn_color
        self.body_color = None     # clothing colour of the torso
        self.leg_color = None
        self.hoof = HOOF
        self.arm_colors = [None, None]
        self.arms = [[(68, 146), (58, 165), (60, 186)],
                     [(132, 146), (142, 165), (140, 186)]]
        self.legs = [[(88, 182), (86, 210)], [(112, 182), (114, 210)]]
        self.spots = False
        self.tail = True
        self.ears = True
        # costume layers, bottom to top
        self.back, self.legwear, self.body, self.waist, self.held = [], [], [], [], []
        self.neck, self.head_back, self.face, self.hat, self.front = [], [], [], [], []
        self.arm_over = []   # things drawn over the arms (e.g. hugged teddy)

    # -- face parts -------------------------------------------------------
    def _eye(self, cx, style):
        lx, ly = self.look
        cy = 80
        if style in ("open", "lashes", "half", "big"):
            out = [ellipse(cx, cy, 11, 12.5, fill="#ffffff", **S(2.5)),
                   circle(cx + lx, cy + 1 + ly, 7.2, fill="#d39a2c"),
                   rect(cx + lx - 5, cy + ly - 1, 10, 4, rx=2, fill=INK),
                   circle(cx + lx - 2.6, cy + ly - 2.6, 2.2, fill="#ffffff")]
            if style == "lashes":
                side = -1 if cx < 100 else 1
                out += [line(cx + side * 8, cy - 9, cx + side * 13, cy - 14, **S(2.2)),
                        line(cx + side * 3, cy - 12, cx + side * 5, cy - 17, **S(2.2))]
            if style == "half":
                out.append(path(f"M {n(cx - 12)} {n(cy + 1)} A 12 13 0 0 1 {n(cx + 12)} {n(cy + 1)} Z",
                                 fill=self.shade, **S(2.5)))
            return "".join(out)
        if style == "happy":
            return path(f"M {n(cx - 9)} {cy + 4} Q {n(cx)} {cy - 9} {n(cx + 9)} {cy + 4}",
                        fill="none", **S(3.5))
        if style == "sleep":
            return path(f"M {n(cx - 9)} {cy} Q {n(cx)} {cy + 9} {n(cx + 9)} {cy}",
                        fill="none", **S(3.5)) + \
                line(cx - 6, cy + 5, cx - 8, cy + 9, **S(2)) + line(cx + 6, cy + 5, cx + 8, cy + 9, **S(2))
        raise ValueError(style)

    def eyes_svg(self):
        style = self.eyes
        if style == "wink":
            return self._eye(84, "open") + self._eye(116, "happy")
        if style == "none":
            return ""
        return self._eye(84, style) + self._eye(116, style)

    def mouth_svg(self):
        m = self.mouth
        nose_line = line(100, 109, 100, 116, **S(2.2))
        if m == "smile":
            return nose_line + path("M 89 115 Q 94 121 100 116 Q 106 121 111 115", fill="none", **S(2.6))
        if m == "grin":
            return nose_line + path("M 87 116 Q 100 134 113 116 Z", fill="#8a2a35", **S(2.5)) + \
                ellipse(100, 124, 6, 3.2, fill="#f08a9a")
        if m == "teeth":
            return nose_line + path("M 86 116 Q 100 136 114 116 Z", fill="#8a2a35", **S(2.5)) + \
                path("M 88 117 L 112 117 L 110 121 L 90 121 Z", fill="#ffffff")
        if m == "o":
            return nose_line + ellipse(100, 121, 4.5, 5.5, fill="#8a2a35", **S(2.2))
        if m == "smirk":
            return nose_line + path("M 90 119 Q 102 123 112 113", fill="none", **S(2.6))
        if m == "tongue":
            return nose_line + ellipse(104, 123, 5.5, 7, fill="#f07a8e", **S(2.2)) + \
                line(104, 119, 104, 125, stroke="#c94f66", stroke_width=1.5) + \
                path("M 89 115 Q 96 121 112 115", fill="none", **S(2.6))
        if m == "flat":
            return nose_line + path("M 92 118 Q 100 120 108 118", fill="none", **S(2.6))
        if m == "none":
            return ""
        raise ValueError(m)

    def head_svg(self):
        out = list(self.head_back)
        if self.ears:
            for cx, ang in ((50, -26), (150, 26)):
                out.append(ellipse(cx, 86, 22, 10, fill=self.fur, transform=f"rotate({ang} {cx} 86)", **S()))
                out.append(ellipse(cx + (3 if cx < 100 else -3), 86, 14, 5, fill="#f3a7a4",
                                   transform=f"rotate({ang} {cx} 86)"))
        if self.horns in HORNS:
            d, ridges = HORNS[self.horns]
            one = path(d, fill=self.horn_color, **S()) + "".join(
                line(a, b, c, e, stroke=darker(self.horn_color, 0.3), stroke_width=2) for a, b, c, e in ridges)
            out += [one, mirror(one)]
        out.append(path(HEAD_D, fill=self.fur, **S()))
        if self.spots:
            out.append(path("M 108 40 C 122 38 134 48 136 60 C 128 66 116 62 110 54 Z", fill=self.shade))
        # forehead tuft
        out.append(path("M 88 42 Q 94 30 100 40 Q 106 28 112 42", fill=self.fur, **S(2.5)))
        out.append(ellipse(100, 110, 25, 18, fill=self.muzzle))
        out.append(self.eyes_svg())
        out.append(ellipse(93, 106, 3.2, 2.2, fill=INK))
        out.append(ellipse(107, 106, 3.2, 2.2, fill=INK))
        out.append(self.mouth_svg())
        if self.blush:
            out.append(ellipse(71, 100, 7, 4.5, fill="#ff8a8a", fill_opacity=0.5))
            out.append(ellipse(129, 100, 7, 4.5, fill="#ff8a8a", fill_opacity=0.5))
        if self.beard:
            out.append(path("M 92 127 Q 95 141 100 154 Q 105 141 108 127 Z", fill=self.shade, **S(2.5)))
        out += self.face
        out += self.hat
        return g(*out, transform=f"rotate({self.tilt} 100 128)" if self.tilt else None)

    def svg(self):
        out = list(self.back)
        if self.tail:
            out.append(path("M 136 150 C 148 142 156 132 156 122 C 164 130 162 146 146 160 Z",
                            fill=self.fur, **S()))
        for pts in self.legs:
            out.append(limb(pts, self.leg_color or self.fur, 17, hoof=self.hoof))
        out += self.legwear
        out.append(ellipse(100, 158, 44, 36, fill=self.body_color or self.fur, **S()))
        if not self.body_color:
            out.append(ellipse(100, 166, 26, 22, fill=self.muzzle))
            if self.spots:
                out.append(path("M 66 140 C 74 132 88 136 86 148 C 84 158 70 160 64 152 Z", fill=self.shade))
                out.append(ellipse(126, 176, 9, 7, fill=self.shade))
        out += self.body
        out += self.waist
        out += self.held
        for pts, col in zip(self.arms, self.arm_colors):
            if pts:
                out.append(limb(pts, col or self.fur, 15, hoof=self.hoof))
        out += self.arm_over
        out += self.neck
        out.append(self.head_svg())
        out += self.front
        return "".join(out)


# --------------------------------------------------------------------------
# the 18 costumes
# --------------------------------------------------------------------------
def elvis():
    go = Goat("tan", horns="side", eyes="none", mouth="smirk", beard=False, tilt=-5)
    white, gold = "#fbfbf7", "#e6b422"
    go.body_color = white
    go.leg_color = white
    go.arm_colors = [white, white]
    go.hoof = "#222222"
    go.legs = [[(88, 182), (76, 210)], [(112, 182), (124, 210)]]
    # flared bell-bottoms
    go.legwear = [poly([(70, 200), (84, 200), (82, 212), (66, 212)], fill=white, **S(2.5)),
                  poly([(116, 200), (130, 200), (134, 212), (118, 212)], fill=white, **S(2.5))]
    go.body = [
        path("M 100 124 L 88 150 L 100 160 L 112 150 Z", fill=go.muzzle),      # open chest
        rect(60, 170, 80, 9, fill=gold, **S(2)),                               # belt
        ellipse(100, 174, 9, 7, fill="#f7d64a", **S(2)),
        "".join(circle(x, y, 2.2, fill=gold) for x, y in
                ((76, 150), (124, 150), (72, 160), (128, 160), (80, 140), (120, 140))),
    ]
    go.neck = [path("M 64 130 L 82 118 L 96 138 Z", fill=white, **S(2.5)),
               path("M 136 130 L 118 118 L 104 138 Z", fill=white, **S(2.5))]
    # cherry-red guitar held across the body
    body_col = "#d42a3c"
    guitar = g(
        line(98, 166, 170, 104, stroke=INK, stroke_width=11),
        line(98, 166, 170, 104, stroke="#7a4a25", stroke_width=7),
        "".join(line(118 + i * 12, 149 - i * 10.3, 122 + i * 12, 153 - i * 10.3, stroke="#d8c8a0",
                     stroke_width=1.5) for i in range(4)),
        poly([(166, 98), (180, 88), (186, 96), (174, 108)], fill="#222222", **S(2)),
        path("M 62 152 C 50 152 44 164 50 174 C 40 184 48 204 66 204 C 82 204 92 196 92 186 "
             "C 100 182 104 170 96 162 C 92 152 78 150 72 156 C 70 153 66 152 62 152 Z",
             fill=body_col, **S()),
        path("M 60 162 C 54 170 58 188 70 194", fill="none", stroke="#ff8a8a", stroke_width=2.5,
             stroke_linecap="round"),
        circle(76, 176, 6, fill=INK),
        rect(64, 184, 20, 5, rx=1.5, fill="#f2e6c8", **S(1.5)),
    )
    go.held = [guitar]
    go.arms = [[(68, 146), (62, 168), (74, 180)], [(132, 146), (148, 132), (156, 118)]]
    go.hat = [
        # sunglasses
        path("M 68 74 L 96 74 Q 96 92 84 92 Q 70 92 68 74 Z", fill="#2a2a2a", stroke=gold, stroke_width=3,
             stroke_linejoin="round"),
        path("M 104 74 L 132 74 Q 130 92 116 92 Q 104 92 104 74 Z", fill="#2a2a2a", stroke=gold,
             stroke_width=3, stroke_linejoin="round"),
        line(96, 76, 104, 76, stroke=gold, stroke_width=3),
        line(73, 78, 80, 78, stroke="#8a8a8a", stroke_width=2.5),
        line(109, 78, 116, 78, stroke="#8a8a8a", stroke_width=2.5),
        # sideburns
        path("M 61 62 L 68 62 L 70 96 L 63 90 Z", fill="#1b1b1b"),
        path("M 139 62 L 132 62 L 130 96 L 137 90 Z", fill="#1b1b1b"),
        # the quiff
        path("M 60 66 C 54 40 70 18 100 16 C 126 14 152 22 158 40 C 150 38 146 42 146 46 "
             "C 142 40 134 38 128 44 C 122 40 108 42 104 48 C 94 40 76 46 60 66 Z",
             fill="#1b1b1b", **S()),
        path("M 78 34 C 92 24 116 22 136 28", fill="none", stroke="#5a5a6a", stroke_width=3,
             stroke_linecap="round"),
    ]
    return go


def bleatbeard():
    go = Goat("brown", horns="side", eyes="open", mouth="grin", beard=True, tilt=4)
    go.body_color = "#ffffff"
    go.body = [body_stripes(132, 190, 12, 6, "#d43b3b"),
               rect(56, 170, 88, 10, fill="#3a2a20", **S(2)),
               rect(92, 168, 16, 14, fill="#f0c030", **S(2))]
    go.arm_colors = ["#ffffff", "#ffffff"]
    # peg leg
    go.legs = [[(88, 182), (84, 210)], [(112, 182), (114, 194)]]
    go.legwear = [line(114, 192, 116, 214, stroke=INK, stroke_width=12),
                  line(114, 192, 116, 214, stroke="#b0793f", stroke_width=7)]
    go.arms = [[(68, 146), (54, 160), (68, 176)], [(132, 146), (152, 134), (160, 122)]]
    go.held = [
        path("M 156 120 C 170 100 176 78 172 56 C 182 76 182 100 166 124 Z", fill="#d9dde3", **S(2.5)),
        line(150, 126, 172, 118, stroke=INK, stroke_width=8),
        line(150, 126, 172, 118, stroke="#f0c030", stroke_width=4),
    ]
    go.face = [
        line(62, 66, 136, 94, stroke=INK, stroke_width=3),
        ellipse(116, 82, 12, 11, fill="#1b1b1b", **S(2)),
        circle(41, 98, 5, fill="none", stroke="#f0c030", stroke_width=2.5),
    ]
    go.hat = [
        path("M 46 56 C 52 30 76 18 100 20 C 124 18 148 30 154 56 C 136 46 118 44 100 50 "
             "C 82 44 64 46 46 56 Z", fill="#1d1d24", **S()),
        path("M 46 56 C 64 46 82 44 100 50 C 118 44 136 46 154 56", fill="none", stroke="#e9c44a",
             stroke_width=3),
        circle(100, 32, 6.5, fill="#ffffff"),
        rect(97, 36, 6, 4, fill="#ffffff"),
        line(90, 42, 110, 30, stroke="#ffffff", stroke_width=2.5),
        line(90, 30, 110, 42, stroke="#ffffff", stroke_width=2.5),
        circle(98, 31, 1.3, fill=INK), circle(102, 31, 1.3, fill=INK),
    ]
    return go


def chef_feta():
    go = Goat("white", horns="side", eyes="happy", mouth="smile", beard=True, tilt=-3)
    go.body_color = "#ffffff"
    go.body = [path("M 76 140 L 124 140 L 130 192 L 70 192 Z", fill="#f4f4f4", **S(2)),
               rect(90, 164, 20, 14, rx=3, fill="none", **S(2)),
               circle(90, 134, 2.5, fill=INK), circle(110, 134, 2.5, fill=INK)]
    go.arm_colors = ["#ffffff", "#ffffff"]
    go.neck = [path("M 82 126 L 118 126 L 100 146 Z", fill="#d93b3b", **S(2.5)),
               circle(100, 130, 5, fill="#b52a2a", **S(2))]
    go.arms = [[(68, 146), (52, 150), (44, 138)], [(132, 146), (150, 140), (156, 122)]]
    # cheese wedge on the left hoof, spoon raised in the right
    go.held = [
        path("M 20 132 L 64 120 L 64 138 L 20 148 Z", fill="#f7cf4a", **S(2.5)),
        path("M 20 132 L 48 112 L 64 120 Z", fill="#ffe27a", **S(2.5)),
        circle(32, 140, 3, fill="#d9a82a"), circle(50, 132, 3.5, fill="#d9a82a"),
        circle(58, 136, 2, fill="#d9a82a"),
        line(156, 128, 166, 76, stroke=INK, stroke_width=8),
        line(156, 128, 166, 76, stroke="#c98a4b", stroke_width=4.5),
        ellipse(168, 66, 9, 13, fill="#c98a4b", transform="rotate(10 168 66)", **S(2.5)),
    ]
    go.face = [path("M 100 114 C 92 108 80 110 76 118 C 74 122 78 126 81 122 C 86 116 94 118 100 118 "
                    "C 106 118 114 116 119 122 C 122 126 126 122 124 118 C 120 110 108 108 100 114 Z",
                    fill="#3a2418", **S(1.5))]
    go.hat = [
        rect(70, 26, 60, 22, rx=3, fill="#ffffff", **S()),
        circle(76, 14, 16, fill="#ffffff", **S()),
        circle(124, 14, 16, fill="#ffffff", **S()),
        circle(100, 4, 20, fill="#ffffff", **S()),
        path("M 64 22 Q 100 36 136 22 L 128 26 L 72 26 Z", fill="#ffffff"),
        rect(71, 24, 58, 10, fill="#ffffff"),
        line(86, 30, 86, 46, stroke="#dddddd", stroke_width=2),
        line(114, 30, 114, 46, stroke="#dddddd", stroke_width=2),
    ]
    return go


def cosmo():
    go = Goat("grey", horns="nub", eyes="big", mouth="o", beard=True, look=(0, -2))
    suit = "#f4f6f8"
    go.body_color = suit
    go.leg_color = suit
    go.arm_colors = [suit, suit]
    go.hoof = "#7a8594"
    go.legs = [[(86, 182), (80, 208)], [(114, 182), (122, 206)]]
    go.body = [rect(82, 150, 36, 26, rx=4, fill="#c9d2dc", **S(2)),
               circle(91, 158, 4, fill="#e33b3b"), circle(101, 158, 4, fill="#f0c030"),
               circle(111, 158, 4, fill="#3bb34a"),
               rect(88, 166, 24, 5, rx=2, fill="#3a6fd8"),
               path("M 60 150 L 74 150", fill="none", stroke="#3a6fd8", stroke_width=5)]
    go.back = [rect(62, 128, 76, 46, rx=10, fill="#aab4c0", **S())]  # backpack
    go.arms = [[(68, 146), (48, 140), (38, 122)], [(132, 146), (146, 164), (146, 184)]]
    go.held = [line(36, 194, 36, 40, stroke=INK, stroke_width=6),
               line(36, 194, 36, 40, stroke="#d9dde3", stroke_width=3),
               path("M 38 42 L 76 46 L 72 62 L 38 66 Z", fill="#f0c030", **S(2.5)),
               hoofprint(56, 54, 1.3, fill="#7a4a25")]
    go.hat = [
        circle(100, 84, 64, fill="#bfe6ff", fill_opacity=0.28, stroke="#e8f6ff", stroke_width=5),
        circle(100, 84, 64, fill="none", stroke=INK, stroke_width=2),
        path("M 54 60 Q 62 36 86 28", fill="none", stroke="#ffffff", stroke_width=5, stroke_linecap="round"),
        line(100, 20, 100, 2, **S(3)),
        circle(100, 0, 6, fill="#e33b3b", **S(2)),
        rect(70, 140, 60, 12, rx=5, fill="#c9d2dc", **S(2.5)),
    ]
    return go


def merlin():
    go = Goat("grey", horns="side", eyes="open", mouth="smile", beard=False, look=(2, -1))
    robe = "#2f4fc4"
    go.body_color = robe
    go.arm_colors = [robe, robe]
    go.leg_color = robe
    go.body = [star(80, 164, 6, fill="#f6d64a"), star(122, 150, 5, fill="#f6d64a"),
               star(116, 182, 4, fill="#f6d64a")]
    go.arms = [[(68, 146), (54, 166), (66, 180)], [(132, 146), (150, 130), (160, 110)]]
    go.held = [line(160, 114, 176, 60, stroke=INK, stroke_width=7),
               line(160, 114, 176, 60, stroke="#6b3e1f", stroke_width=4),
               star(178, 54, 12, fill="#ffe45c", **S(2)),
               sparkle(160, 36, 6, fill="#ffffff"), sparkle(192, 76, 5, fill="#ffffff")]
    go.face = [
        path("M 76 118 C 80 140 84 170 100 196 C 116 170 120 140 124 118 C 114 128 86 128 76 118 Z",
             fill="#ffffff", **S(2.5)),
        path("M 92 150 Q 100 164 96 178 M 106 146 Q 110 160 104 176", fill="none", stroke="#cfcfcf",
             stroke_width=2),
        path("M 86 115 C 92 110 96 112 100 116 C 104 112 108 110 114 115 C 108 122 92 122 86 115 Z",
             fill="#ffffff", **S(2)),
        path("M 72 66 Q 84 58 96 66", fill="none", stroke="#ffffff", stroke_width=5, stroke_linecap="round"),
        path("M 104 66 Q 116 58 128 66", fill="none", stroke="#ffffff", stroke_width=5, stroke_linecap="round"),
    ]
    hat = "#3550c9"
    hat_parts = _merlin_hat(hat)
    go.hat = [g(*hat_parts, transform="translate(0 52) scale(1 0.8) translate(0 -52)")]
    return go


def _merlin_hat(hat):
    return [
        path("M 70 52 C 80 20 90 -6 110 -30 C 120 -40 138 -40 150 -30 C 136 -28 124 -20 120 -8 "
             "C 124 14 128 34 132 52 Z", fill=hat, **S()),
        star(148, -30, 6, fill="#f6d64a", **S(1.5)),
        ellipse(100, 52, 52, 10, fill=hat, **S()),
        star(96, 18, 6, fill="#f6d64a"), star(112, 36, 4, fill="#f6d64a"),
        path("M 104 -6 A 8 8 0 1 0 112 6 A 6 6 0 1 1 104 -6 Z", fill="#f6d64a"),
    ]


def billy_kid():
    go = Goat("cream", horns="side", eyes="open", mouth="smirk", beard=True, look=(2, 0), tilt=3)
    go.leg_color = "#3a5a8c"    # jeans
    go.hoof = "#6b3a1e"
    go.legs = [[(88, 182), (80, 210)], [(112, 182), (120, 210)]]
    vest = "#8a5a30"
    go.body = [path("M 64 140 C 66 130 80 124 88 126 L 92 190 C 80 190 66 184 60 172 Z", fill=vest, **S(2.5)),
               path("M 136 140 C 134 130 120 124 112 126 L 108 190 C 120 190 134 184 140 172 Z",
                    fill=vest, **S(2.5)),
               star(124, 150, 8, fill="#f2c94a", **S(1.5))]
    go.neck = [path("M 78 124 L 122 124 L 100 152 Z", fill="#d43b3b", **S(2.5)),
               circle(88, 132, 2, fill="#ffffff"), circle(110, 130, 2, fill="#ffffff"),
               circle(100, 140, 2, fill="#ffffff")]
    go.arms = [[(68, 146), (56, 164), (70, 178)], [(132, 146), (150, 132), (158, 112)]]
    go.held = [ellipse(164, 80, 26, 14, fill="none", stroke=INK, stroke_width=6,
                       transform="rotate(-15 164 80)"),
               ellipse(164, 80, 26, 14, fill="none", stroke="#d9b26a", stroke_width=3,
                       transform="rotate(-15 164 80)"),
               path("M 158 112 C 150 130 150 150 160 176 C 170 196 156 210 146 214", fill="none",
                    stroke="#d9b26a", stroke_width=3, stroke_linecap="round")]
    go.face = [line(111, 116, 138, 106, stroke="#e6c23a", stroke_width=3),
               line(133, 108, 140, 100, stroke="#e6c23a", stroke_width=2.5),
               line(135, 107, 143, 108, stroke="#e6c23a", stroke_width=2.5)]
    hat = "#8b5a2b"
    go.hat = [
        path("M 70 46 C 68 22 80 12 92 18 C 96 20 104 20 108 18 C 120 12 132 22 130 46 Z", fill=hat, **S()),
        path("M 26 40 C 36 58 70 58 100 54 C 130 58 164 58 174 40 C 170 58 150 68 100 66 "
             "C 50 68 30 58 26 40 Z", fill=hat, **S()),
        rect(70, 38, 60, 8, fill="#5a3418"),
    ]
    return go


def pirouette():
    go = Goat("white", horns="tall", eyes="lashes", mouth="smile", beard=False, tilt=-8, look=(-2, -2))
    pink, hot = "#ffc4da", "#ff6fa8"
    go.body_color = hot
    go.leg_color = pink
    go.arm_colors = [None, None]
    go.hoof = hot
    go.legs = [[(92, 182), (90, 214)], [(110, 182), (142, 186), (112, 198)]]
    go.legwear = [line(88, 206, 94, 200, stroke="#ffffff", stroke_width=2),
                  line(88, 200, 94, 206, stroke="#ffffff", stroke_width=2)]
    go.arms = [[(68, 146), (44, 122), (46, 86)], [(132, 146), (156, 138), (176, 142)]]
    tutu = []
    for i, (y, rx) in enumerate(((176, 64), (168, 58))):
        pts = []
        for k in range(25):
            a = math.pi * k / 24
            r = rx if k % 2 == 0 else rx - 12
            pts.append((100 - r * math.cos(a), y + (16 if k % 2 == 0 else 6) - 6 * math.sin(a)))
        tutu.append(poly(pts + [(100 + rx - 8, y - 4), (100 - rx + 8, y - 4)],
                         fill=pink if i == 0 else "#ffd9e7", **S(2.5)))
    go.waist = tutu
    go.back = [heart(40, 60, 0.9, fill="#ffffff", fill_opacity=0.7),
               heart(168, 100, 0.7, fill="#ffffff", fill_opacity=0.7)]
    go.hat = [
        path("M 74 46 L 80 30 L 88 40 L 100 22 L 112 40 L 120 30 L 126 46 Z", fill="#dfe6ee", **S(2.5)),
        circle(100, 34, 4.5, fill="#5ac8f0", **S(1.5)),
        path("M 124 50 L 146 38 L 146 62 Z", fill=hot, **S(2.5)),
        path("M 124 50 L 104 38 L 104 60 Z", fill=hot, **S(2.5)),
        circle(124, 50, 5, fill="#ff9cc4", **S(2)),
    ]
    return go


def sir_bock():
    go = Goat("brown", horns="tall", eyes="open", mouth="grin", beard=True, look=(1, 0))
    steel, steel_d = "#c8d0da", "#8d98a6"
    go.body_color = steel
    go.leg_color = steel_d
    go.arm_colors = [steel_d, steel_d]
    go.hoof = "#555f6c"
    go.body = [path("M 100 126 L 100 192", fill="none", stroke=steel_d, stroke_width=3),
               circle(78, 140, 2.5, fill=INK), circle(122, 140, 2.5, fill=INK),
               path("M 62 160 Q 100 176 138 160", fill="none", stroke=steel_d, stroke_width=3)]
    go.arms = [[(68, 146), (60, 164), (70, 176)], [(132, 146), (152, 130), (158, 108)]]
    go.held = [line(158, 110, 170, 24, stroke=INK, stroke_width=12),
               line(158, 110, 170, 24, stroke="#eef2f6", stroke_width=7),
               line(146, 116, 172, 112, stroke=INK, stroke_width=8),
               line(146, 116, 172, 112, stroke="#e6b422", stroke_width=4)]
    go.front = [
        path("M 30 138 L 90 138 L 90 172 C 90 194 70 206 60 212 C 50 206 30 194 30 172 Z",
             fill="#2f5fc4", **S()),
        path("M 30 138 L 90 138 L 90 172 C 90 194 70 206 60 212 C 50 206 30 194 30 172 Z",
             fill="none", stroke="#e6b422", stroke_width=3, transform="translate(6 5) scale(0.9)"),
        path("M 52 184 C 44 170 44 158 50 150 C 50 162 54 170 58 176 Z", fill="#e6b422", **S(1.5)),
        path("M 68 184 C 76 170 76 158 70 150 C 70 162 66 170 62 176 Z", fill="#e6b422", **S(1.5)),
        circle(60, 184, 5, fill="#e6b422", **S(1.5)),
    ]
    go.hat = [
        path("M 110 34 C 130 10 160 6 178 20 C 160 18 148 26 140 38 C 150 32 164 32 172 40 "
             "C 156 40 140 46 130 50 Z", fill="#d93b3b", **S(2.5)),
        path("M 62 76 C 58 44 76 30 100 30 C 124 30 142 44 138 76 L 126 74 L 124 58 L 76 58 L 74 74 Z",
             fill=steel, **S()),
        rect(72, 52, 56, 10, rx=3, fill=steel_d, **S(2.5)),
        line(100, 32, 100, 52, stroke=steel_d, stroke_width=3),
        circle(68, 70, 2.5, fill=INK), circle(132, 70, 2.5, fill=INK),
    ]
    return go


def helga():
    go = Goat("grey", horns="tall", eyes="open", mouth="teeth", beard=True, tilt=-4)
    fur_vest = "#8a5a34"
    go.body_color = "#4f7fb8"
    go.arm_colors = [None, None]
    go.leg_color = "#6b4a2e"
    go.body = [path("M 58 150 C 60 132 76 124 100 124 C 124 124 140 132 142 150 L 128 160 L 116 150 "
                    "L 100 160 L 84 150 L 72 160 Z", fill=fur_vest, **S(2.5)),
               rect(58, 172, 84, 8, fill="#4a3020", **S(2))]
    go.arms = [[(68, 146), (50, 158), (40, 150)], [(132, 146), (148, 140), (156, 124)]]
    # drinking horn full of milk
    go.held = [path("M 150 130 C 170 126 178 104 172 86 L 190 84 C 196 110 182 136 154 138 Z",
                    fill="#efe2c0", **S(2.5)),
               ellipse(181, 85, 10, 5, fill="#ffffff", **S(2)),
               circle(176, 80, 4, fill="#ffffff"), circle(186, 79, 3.5, fill="#ffffff")]
    go.front = [circle(40, 166, 34, fill="#a8713e", **S()),
                line(10, 166, 70, 166, stroke="#7a4e26", stroke_width=3),
                line(40, 136, 40, 196, stroke="#7a4e26", stroke_width=3),
                circle(40, 166, 34, fill="none", stroke="#6a6f78", stroke_width=5),
                circle(40, 166, 34, fill="none", stroke=INK, stroke_width=1.5),
                circle(40, 166, 9, fill="#b8bec8", **S(2.5))]
    braid = "#f2c94a"
    go.head_back = [
        "".join(ellipse(x, y, 8, 7, fill=braid, **S(2)) for x, y in
                ((64, 98), (62, 110), (60, 122), (58, 134), (136, 98), (138, 110), (140, 122), (142, 134))),
        path("M 54 140 L 58 150 L 62 140 Z", fill="#d93b3b", **S(1.5)),
        path("M 138 140 L 142 150 L 146 140 Z", fill="#d93b3b", **S(1.5)),
    ]
    go.hat = [
        path("M 58 42 C 38 40 26 26 24 6 C 36 20 50 24 66 28 Z", fill="#f4ecd8", **S(2.5)),
        path("M 142 42 C 162 40 174 26 176 6 C 164 20 150 24 134 28 Z", fill="#f4ecd8", **S(2.5)),
        path("M 62 62 C 60 34 78 22 100 22 C 122 22 140 34 138 62 Z", fill="#8d96a3", **S()),
        rect(60, 56, 80, 10, rx=3, fill="#6b7380", **S(2.5)),
        path("M 96 64 L 104 64 L 103 84 L 97 84 Z", fill="#6b7380", **S(2)),
        circle(80, 61, 2, fill=INK), circle(120, 61, 2, fill=INK),
        path("M 62 66 C 62 76 66 80 70 82 C 66 90 64 96 64 98", fill="none", stroke=braid, stroke_width=9,
             stroke_linecap="round"),
        path("M 138 66 C 138 76 134 80 130 82 C 134 90 136 96 136 98", fill="none", stroke=braid,
             stroke_width=9, stroke_linecap="round"),
    ]
    return go


def sherlock():
    go = Goat("white", horns="side", eyes="open", mouth="smile", beard=True, look=(3, 0))
    tweed, tweed_d = "#a97d4f", "#6e4e2c"
    go.body_color = tweed
    go.arm_colors = [tweed, tweed]
    go.leg_color = "#5a4a3a"
    go.body = [body_stripes(130, 190, 12, 2, tweed_d),
               "".join(line(x, 126, x, 192, stroke=tweed_d, stroke_width=2) for x in (76, 88, 112, 124)),
               path("M 56 150 C 60 128 80 122 100 122 C 120 122 140 128 144 150 C 120 160 80 160 56 150 Z",
                    fill=tweed, **S(2.5))]
    go.arms = [[(68, 146), (58, 166), (66, 182)], [(132, 146), (152, 138), (150, 118)]]
    # bubble pipe
    go.face = [path("M 86 120 L 72 126 L 64 124", fill="none", stroke=INK, stroke_width=6,
                    stroke_linecap="round"),
               path("M 86 120 L 72 126 L 64 124", fill="none", stroke="#6b3e1f", stroke_width=3,
                    stroke_linecap="round"),
               path("M 56 112 L 70 112 L 68 128 L 58 128 Z", fill="#6b3e1f", **S(2.5)),
               circle(52, 96, 7, fill="#dff4ff", fill_opacity=0.6, **S(1.5)),
               circle(42, 80, 5, fill="#dff4ff", fill_opacity=0.6, **S(1.5)),
               circle(50, 66, 3.5, fill="#dff4ff", fill_opacity=0.6, **S(1.5))]
    go.hat = [
        path("M 64 56 C 62 30 80 22 100 22 C 120 22 138 30 136 56 Z", fill=tweed, **S()),
        path("M 64 56 C 56 60 48 58 44 52 C 52 48 58 48 66 48 Z", fill=tweed, **S(2.5)),
        path("M 136 56 C 144 60 152 58 156 52 C 148 48 142 48 134 48 Z", fill=tweed, **S(2.5)),
        "".join(line(x, 24, x, 55, stroke=tweed_d, stroke_width=2) for x in (80, 92, 108, 120)),
        "".join(line(66, y, 134, y, stroke=tweed_d, stroke_width=2) for y in (34, 44)),
        path("M 86 24 Q 100 14 114 24", fill="none", stroke=tweed_d, stroke_width=3),
        circle(100, 20, 4, fill=tweed, **S(2)),
    ]
    # magnifying glass over the right eye: the eye looks huge
    go.front = [
        line(148, 120, 134, 100, stroke=INK, stroke_width=10),
        line(148, 120, 134, 100, stroke="#6b3e1f", stroke_width=6),
        circle(118, 80, 24, fill="#ffffff", **S(2)),
        circle(121, 81, 13, fill="#d39a2c"),
        rect(112, 79, 18, 6, rx=3, fill=INK),
        circle(116, 76, 4, fill="#ffffff"),
        circle(118, 80, 24, fill="#cdeeff", fill_opacity=0.25, stroke="#c9a227", stroke_width=6),
        circle(118, 80, 27, fill="none", stroke=INK, stroke_width=1.5),
        path("M 102 68 Q 108 60 118 58", fill="none", stroke="#ffffff", stroke_width=3,
             stroke_linecap="round"),
    ]
    return go


def spike():
    go = Goat("grey", horns="tall", eyes="half", mouth="tongue", beard=True, tilt=6, look=(2, 1))
    jacket = "#26262b"
    go.body_color = "#e33b5a"
    go.arm_colors = [jacket, jacket]
    go.leg_color = "#2f3f6a"
    go.hoof = "#111111"
    go.legs = [[(88, 182), (78, 210)], [(112, 182), (122, 210)]]
    go.body = [path("M 58 150 C 60 132 76 124 92 126 L 94 192 C 78 192 62 184 58 172 Z", fill=jacket, **S(2.5)),
               path("M 142 150 C 140 132 124 124 108 126 L 106 192 C 122 192 138 184 142 172 Z",
                    fill=jacket, **S(2.5)),
               "".join(circle(x, y, 2, fill="#d8dde3") for x, y in
                       ((70, 146), (78, 160), (70, 172), (130, 146), (122, 160), (130, 172)))]
    go.arms = [[(68, 146), (58, 166), (64, 182)], [(132, 146), (148, 158), (150, 174)]]
    go.held = [rect(150, 96, 20, 104, rx=10, fill="#f0c030", transform="rotate(8 160 148)", **S()),
               path("M 156 120 L 166 140 L 158 144 L 168 166", fill="none", stroke="#e33b5a", stroke_width=4,
                    transform="rotate(8 160 148)"),
               circle(150, 110, 5, fill="#eeeeee", **S(2)), circle(172, 110, 5, fill="#eeeeee", **S(2)),
               circle(144, 184, 5, fill="#eeeeee", **S(2)), circle(166, 188, 5, fill="#eeeeee", **S(2))]
    spikes = "".join(poly([(x - 6, 132), (x, 120), (x + 6, 132)], fill="#d8dde3", **S(1.8))
                     for x in (72, 86, 100, 114, 128))
    go.neck = [spikes, rect(66, 128, 68, 9, rx=4, fill="#111111", **S(2))]
    go.face = [circle(45, 98, 4, fill="none", stroke="#d8dde3", stroke_width=2),
               line(45, 94, 52, 90, stroke="#d8dde3", stroke_width=2.5)]
    go.hat = [path("M 84 48 L 74 14 L 90 30 L 88 -8 L 100 22 L 108 -14 L 112 26 L 128 0 L 122 34 "
                   "L 140 22 L 120 50 Z", fill="#ff3fa4", **S())]
    return go


def mighty_kid():
    go = Goat("brown", horns="tall", eyes="open", mouth="grin", beard=True, tilt=-4, look=(-1, -2))
    suit, cape = "#2f5fd0", "#e0303c"
    go.body_color = suit
    go.arm_colors = [suit, suit]
    go.leg_color = suit
    go.hoof = cape
    go.back = [path("M 70 128 C 50 150 30 190 20 214 C 60 206 90 214 120 208 C 150 214 170 196 186 180 "
                    "C 170 160 150 140 130 128 Z", fill=cape, **S())]
    go.body = [path("M 104 134 L 86 158 L 100 158 L 94 182 L 116 152 L 102 152 L 110 134 Z",
                    fill="#f6d64a", **S(2)),
               rect(58, 176, 84, 7, fill=cape)]
    go.arms = [[(68, 146), (50, 122), (46, 92), (48, 64)], [(132, 146), (148, 162), (138, 176)]]
    go.neck = [path("M 70 132 L 80 124 L 120 124 L 130 132 L 110 136 L 90 136 Z", fill=cape, **S(2.5))]
    go.face = [path("M 64 78 C 70 66 92 66 100 74 C 108 66 130 66 136 78 C 134 92 120 94 112 88 "
                    "L 100 84 L 88 88 C 80 94 66 92 64 78 Z", fill="#1f3f9a", **S(2.5)),
               ellipse(84, 80, 8, 8, fill="#ffffff"), ellipse(116, 80, 8, 8, fill="#ffffff"),
               circle(83, 79, 4.5, fill="#d39a2c"), circle(115, 79, 4.5, fill="#d39a2c"),
               rect(79, 77.5, 8, 3, rx=1.5, fill=INK), rect(111, 77.5, 8, 3, rx=1.5, fill=INK)]
    return go


def van_goat():
    go = Goat("ginger", horns="side", eyes="open", mouth="smile", beard=True, tilt=5, look=(-2, 0))
    smock = "#f4f1ea"
    go.body_color = smock
    go.arm_colors = [smock, smock]
    go.leg_color = "#3a5a8c"
    go.body = [circle(82, 150, 5, fill="#e33b3b"), circle(118, 170, 6, fill="#3a8ee6"),
               circle(96, 178, 4, fill="#3bb34a"), circle(124, 140, 3.5, fill="#f0c030")]
    go.neck = [path("M 86 128 L 100 136 L 114 128 L 114 144 L 100 136 L 86 144 Z", fill="#3a8ee6", **S(2.5))]
    go.arms = [[(68, 146), (50, 154), (40, 146)], [(132, 146), (152, 136), (160, 116)]]
    go.held = [line(160, 120, 176, 78, stroke=INK, stroke_width=7),
               line(160, 120, 176, 78, stroke="#c98a4b", stroke_width=4),
               path("M 174 82 L 182 62 L 186 64 L 180 84 Z", fill="#e33b3b", **S(2)),
               path("M 14 150 C 8 132 24 118 44 122 C 64 126 72 140 62 148 C 54 152 56 160 48 166 "
                    "C 36 172 18 166 14 150 Z", fill="#d9a86a", **S(2.5)),
               circle(30, 136, 5, fill="#e33b3b"), circle(44, 132, 5, fill="#3a8ee6"),
               circle(24, 152, 5, fill="#f0c030"), circle(58, 140, 4, fill="#3bb34a"),
               ellipse(46, 154, 5, 4, fill=lighter(go.fur, 0.1), **S(1.5))]
    go.face = [circle(126, 104, 5, fill="#3a8ee6")]
    go.hat = [path("M 58 52 C 58 28 88 18 116 22 C 140 26 150 42 144 54 C 120 44 84 44 58 52 Z",
                   fill="#1f1f24", **S()),
              line(102, 20, 104, 10, **S(4))]
    return go


def snoozy():
    go = Goat("cream", horns="nub", eyes="sleep", mouth="o", beard=True, tilt=-10)
    pj = "#9fd0f0"
    go.body_color = pj
    go.arm_colors = [pj, pj]
    go.leg_color = pj
    go.body = ["".join(circle(x, y, 3, fill="#ffffff") for x, y in
                       ((72, 140), (90, 132), (110, 134), (128, 142), (66, 162), (134, 164), (80, 184),
                        (120, 184)))]
    # teddy bear hugged in front
    bear = "#b07a4a"
    go.held = [circle(84, 150, 7, fill=bear, **S(2)), circle(116, 150, 7, fill=bear, **S(2)),
               ellipse(100, 180, 22, 20, fill=bear, **S(2.5)),
               circle(100, 160, 16, fill=bear, **S(2.5)),
               ellipse(100, 165, 7, 5, fill="#e2c09a"), circle(100, 163, 2.2, fill=INK),
               circle(94, 157, 2, fill=INK), circle(106, 157, 2, fill=INK)]
    go.arms = [[(68, 146), (72, 168), (88, 176)], [(132, 146), (128, 168), (112, 176)]]
    # snot bubble
    go.face = [circle(113, 114, 7, fill="#dff4ff", fill_opacity=0.7, **S(1.5)),
               circle(111, 112, 2, fill="#ffffff")]
    go.hat = [path("M 62 56 C 62 26 92 16 116 24 C 140 34 158 58 166 92 C 152 80 146 66 138 58 Z",
                   fill="#3a5fc0", **S()),
              path("M 108 22 C 120 30 130 40 136 52 M 128 32 C 140 44 150 60 156 76", fill="none",
                   stroke="#ffffff", stroke_width=6),
              path("M 58 58 C 80 48 120 48 140 58 L 140 66 C 120 58 80 58 58 66 Z", fill="#ffffff", **S(2.5)),
              circle(166, 98, 10, fill="#ffffff", **S(2.5))]
    go.back = [text(150, 36, "z", 20, fill="#ffffff"), text(166, 18, "Z", 26, fill="#ffffff"),
               text(186, -6, "Z", 32, fill="#ffffff")]
    return go


def confetti():
    go = Goat("dark", horns="tall", eyes="big", mouth="none", beard=True, tilt=6, look=(3, -1),
              horn_color="#d9c8a0")
    go.body_color = None
    go.arms = [[(68, 146), (56, 164), (62, 182)], [(132, 146), (150, 128), (156, 104)]]
    strings = "".join(path(f"M 156 106 Q {sx} {sy} {ex} {ey}", fill="none", stroke="#ffffff", stroke_width=1.8)
                      for sx, sy, ex, ey in ((150, 70, 142, 40), (166, 70, 172, 22), (176, 80, 192, 50)))
    go.back = [strings,
               ellipse(142, 24, 16, 19, fill="#e33b3b", **S(2.5)),
               ellipse(188, 36, 15, 18, fill="#3a6fd8", **S(2.5)),
               ellipse(170, 4, 16, 19, fill="#f6d64a", **S(2.5)),
               path("M 136 14 Q 138 8 144 8", fill="none", stroke="#ffffff", stroke_width=3,
                    stroke_linecap="round"),
               path("M 164 -6 Q 166 -12 172 -12", fill="none", stroke="#ffffff", stroke_width=3,
                    stroke_linecap="round")]
    go.neck = [path("M 82 130 L 100 138 L 118 130 L 118 146 L 100 138 L 82 146 Z", fill="#f6d64a", **S(2.5))]
    # party blower
    go.face = [path("M 100 118 L 130 116 C 150 116 158 128 148 136 C 140 142 132 134 138 128", fill="none",
                    stroke=INK, stroke_width=9, stroke_linecap="round"),
               path("M 100 118 L 130 116 C 150 116 158 128 148 136 C 140 142 132 134 138 128", fill="none",
                    stroke="#3bd1c0", stroke_width=5, stroke_linecap="round"),
               path("M 100 118 L 130 116", fill="none", stroke="#e33b3b", stroke_width=5),
               path("M 86 116 Q 94 124 100 118", fill="none", **S(2.6))]
    go.hat = [poly([(72, 46), (116, 32), (78, -10)], fill="#f0c030", **S()),
              path("M 73 30 L 94 24 M 75 12 L 88 8", fill="none", stroke="#e33b3b", stroke_width=5),
              circle(78, -12, 8, fill="#e33b3b", **S(2))]
    return go


def aloha():
    go = Goat("white", horns="tall", eyes="happy", mouth="grin", beard=True, tilt=-6)
    go.spots = True
    go.arms = [[(68, 146), (52, 162), (46, 182)], [(132, 146), (152, 150), (162, 140)]]
    skirt = "".join(path(f"M {x} 168 L {x + d} 206", fill="none", stroke=col, stroke_width=7)
                    for x, d, col in ((62, -6, "#4f9f3a"), (72, -4, "#6cc04a"), (82, -2, "#4f9f3a"),
                                      (92, -1, "#6cc04a"), (102, 0, "#4f9f3a"), (112, 1, "#6cc04a"),
                                      (122, 2, "#4f9f3a"), (132, 4, "#6cc04a"), (140, 6, "#4f9f3a")))
    go.waist = [rect(58, 162, 86, 10, rx=4, fill="#c98a4b", **S(2)), skirt]
    go.legs = [[(88, 182), (82, 212)], [(112, 182), (118, 212)]]
    go.held = [g(path("M 146 112 C 142 96 150 86 164 86 C 178 86 186 96 182 112 C 178 122 150 122 146 112 Z",
                    fill="#8a5a30", **S(2.5)),
               ellipse(164, 90, 14, 5, fill="#f6efe0", **S(2)),
               line(168, 90, 178, 56, stroke="#e33b3b", stroke_width=3),
               path("M 150 72 Q 166 54 184 70 Z", fill="#f6d64a", **S(2)),
               line(166, 64, 160, 84, stroke=INK, stroke_width=1.5), transform="translate(12 26)")]
    flowers = []
    cols = ("#ff5c8a", "#f6d64a", "#ffffff", "#ff8c3a")
    for i in range(9):
        a = math.radians(200 - i * 27.5)
        x, y = 100 + 40 * math.cos(a), 132 - 14 * math.sin(a)
        flowers.append(circle(x, y, 7, fill=cols[i % 4], **S(1.8)))
        flowers.append(circle(x, y, 2, fill="#e08a2a"))
    go.neck = flowers
    hib = []
    for i in range(5):
        a = math.radians(-90 + i * 72)
        hib.append(ellipse(138 + 10 * math.cos(a), 46 + 10 * math.sin(a), 9, 7, fill="#e8304a",
                           transform=f"rotate({n(math.degrees(a))} {n(138 + 10 * math.cos(a))} "
                                     f"{n(46 + 10 * math.sin(a))})", **S(1.8)))
    go.hat = hib + [circle(138, 46, 4, fill="#f6d64a"), line(138, 46, 146, 36, stroke="#f6d64a", stroke_width=2)]
    return go


def queen_nanny():
    go = Goat("white", horns="tall", eyes="half", mouth="smirk", beard=True, tilt=-8, look=(-3, -2))
    robe = "#c4203a"
    go.body_color = robe
    go.arm_colors = [robe, robe]
    go.leg_color = robe
    go.hoof = "#e6b422"
    go.back = [path("M 66 130 C 44 160 34 196 30 214 L 170 214 C 166 196 156 160 134 130 Z", fill=robe, **S()),
               path("M 30 214 L 170 214", fill="none", stroke="#ffffff", stroke_width=8),
               "".join(rect(x, 210, 3, 6, fill=INK) for x in (46, 70, 94, 118, 142, 162))]
    go.body = [line(100, 142, 100, 192, stroke="#ffffff", stroke_width=12, stroke_linecap="butt"),
               "".join(rect(99, y, 3, 6, fill=INK) for y in (150, 166, 182))]
    go.arms = [[(68, 146), (58, 166), (68, 180)], [(132, 146), (150, 132), (156, 112)]]
    go.held = [line(156, 128, 160, 40, stroke=INK, stroke_width=8),
               line(156, 128, 160, 40, stroke="#e6b422", stroke_width=4.5),
               circle(160, 34, 10, fill="#e6b422", **S(2.5)),
               line(160, 24, 160, 14, stroke=INK, stroke_width=3), line(155, 19, 165, 19, stroke=INK, stroke_width=3),
               circle(160, 34, 3.5, fill="#4fb0ff")]
    go.neck = [path("M 56 138 C 66 120 134 120 144 138 C 130 148 70 148 56 138 Z", fill="#ffffff", **S(2.5)),
               "".join(rect(x, y, 3, 6, fill=INK) for x, y in ((70, 134), (86, 138), (112, 138), (128, 134))),
               "".join(circle(100 + 26 * math.cos(math.radians(a)), 128 + 10 * math.sin(math.radians(a)), 3,
                              fill="#fffaf0", **S(1)) for a in range(20, 170, 18))]
    go.hat = [path("M 72 46 L 70 14 L 84 30 L 92 6 L 100 26 L 108 6 L 116 30 L 130 14 L 128 46 Z",
                   fill="#f2c230", **S()),
              rect(70, 38, 60, 10, fill="#e6b422", **S(2)),
              circle(100, 43, 3.5, fill="#e33b3b"), circle(84, 43, 3, fill="#3bb34a"),
              circle(116, 43, 3, fill="#3a8ee6"),
              circle(70, 14, 3.5, fill="#fffaf0", **S(1.5)), circle(92, 6, 3.5, fill="#fffaf0", **S(1.5)),
              circle(108, 6, 3.5, fill="#fffaf0", **S(1.5)), circle(130, 14, 3.5, fill="#fffaf0", **S(1.5))]
    return go


def giggles():
    go = Goat("grey", horns="nub", eyes="open", mouth="grin", beard=False, tilt=0, look=(0, -1))
    go.body_color = "#e33b3b"
    go.arm_colors = ["#3a6fd8", "#e33b3b"]
    go.leg_color = "#3a6fd8"
    go.hoof = "#e33b3b"
    go.legs = [[(88, 182), (86, 204)], [(112, 182), (114, 204)]]
    go.legwear = [ellipse(76, 208, 20, 9, fill="#e33b3b", **S(2.5)), ellipse(124, 208, 20, 9, fill="#e33b3b", **S(2.5))]
    go.body = [path("M 100 122 L 100 194 C 124 194 144 178 144 158 C 144 138 124 122 100 122 Z",
                    fill="#3a6fd8", **S(2)),
               circle(100, 160, 5, fill="#f6d64a", **S(2)), circle(100, 178, 5, fill="#3bd17a", **S(2))]
    go.arms = [[(68, 146), (48, 130), (40, 108)], [(132, 146), (152, 130), (160, 108)]]
    go.back = [circle(40, 40, 11, fill="#3bb34a", **S(2.5)), circle(100, -14, 11, fill="#3a6fd8", **S(2.5)),
               circle(160, 40, 11, fill="#f6d64a", **S(2.5)),
               path("M 44 80 Q 60 0 96 -8 M 104 -8 Q 140 0 156 80", fill="none", stroke="#ffffff",
                    stroke_width=2, stroke_dasharray="4 6")]
    wig = []
    cols = ("#e33b3b", "#ff8c3a", "#f6d64a", "#3bb34a", "#3a8ee6", "#8d4cc6")
    for i, (x, y, r) in enumerate(((56, 74, 16), (58, 50, 16), (72, 32, 17), (128, 32, 17), (142, 50, 16),
                                   (144, 74, 16), (100, 24, 18))):
        wig.append(circle(x, y, r, fill=cols[i % 6], **S(2.5)))
    go.head_back = wig
    frill = []
    for i in range(9):
        a = math.radians(190 - i * 25)
        frill.append(circle(100 + 40 * math.cos(a), 130 - 12 * math.sin(a), 9, fill="#ffffff", **S(2)))
    go.neck = frill + [path("M 100 134 L 74 120 L 74 150 Z", fill="#f6d64a", **S(2.5)),
                       path("M 100 134 L 126 120 L 126 150 Z", fill="#f6d64a", **S(2.5)),
                       circle(100, 134, 6, fill="#f6d64a", **S(2.5)),
                       circle(82, 128, 3, fill="#e33b3b"), circle(84, 142, 3, fill="#e33b3b"),
                       circle(118, 128, 3, fill="#e33b3b"), circle(116, 142, 3, fill="#e33b3b")]
    go.face = [circle(100, 104, 10, fill="#e8202e", **S(2.5)), circle(96, 100, 3, fill="#ffffff"),
               path("M 80 64 L 84 70 L 88 64", fill="none", stroke="#3a6fd8", stroke_width=3),
               path("M 112 64 L 116 70 L 120 64", fill="none", stroke="#3a6fd8", stroke_width=3)]
    go.hat = [circle(100, 40, 12, fill="#8d4cc6", **S(2.5)), circle(78, 44, 11, fill="#ff8c3a", **S(2.5)),
              circle(122, 44, 11, fill="#3bb34a", **S(2.5))]
    return go


COSTUMES = [elvis, bleatbeard, chef_feta, cosmo, merlin, billy_kid, pirouette, sir_bock, helga,
            sherlock, spike, mighty_kid, van_goat, snoozy, confetti, aloha, queen_nanny, giggles]


# --------------------------------------------------------------------------
# card backgrounds
# --------------------------------------------------------------------------
# One colour per goat type, in type order: at pasture size (about 60 x 84 px) a player tells
# the cards apart by this colour first, so every two of them (and the dog's and the milk
# cards') differ clearly in lightness too, not only in hue (colour-blind players);
# tests/test_art.py keeps them apart.  The radial glow of card() lightens each towards white.
BG = [
    "#9b0779",   # Elvis: deep magenta stage
    "#0079d1",   # Bleatbeard: deep-blue sea
    "#ca2d0e",   # Chef Feta: tomato-red kitchen
    "#002258",   # Cosmo: navy night sky
    "#431e95",   # Merlin: deep-purple sky
    "#d59d37",   # Billy Kid: desert sand
    "#ffa1c7",   # Pirouette: blush-pink stage
    "#677281",   # Sir Bock: steel-grey castle wall
    "#3d7c56",   # Helga: pine-green fjord
    "#866135",   # Sherlock: sepia fog
    "#bce664",   # Spike: acid-lime wall
    "#5cd1fe",   # Mighty Kid: comic sky blue
    "#fad208",   # Van Goat: sunflower yellow
    "#987fcd",   # Snoozy: lavender night
    "#00c7b8",   # Confetti: turquoise party
    "#f06a00",   # Aloha: tropical-orange sunset
    "#891f37",   # Queen Nanny: wine red
    "#ffebbc",   # Giggles: cream circus tent
]
DOG_SKY, DOG_MEADOW = "#bfe3f7", "#8fd06a"
MILK_BG = {1: "#d1e4f6", 2: "#d1e4f6"}   # milky blue, unlike any goat (the two carry their value large)

GLOW = 0.45          # card(): the art panel's radial gradient starts this much lighter in the middle


def backdrop_colours():
    """The colour each card kind's backdrop shows as a whole, by name: goat types, "dog", "milk 1/2".

    Around the picture the glow lightens a backdrop by about 0.3 on average (measured on the
    rendered cards), which is what the eye compares; the dog's is its sky over its meadow.
    """
    goats = load_goats()
    kinds = {gt["name"]: lighter(BG[gt["type"]], 0.3) for gt in goats}
    kinds["dog"] = mix(DOG_SKY, DOG_MEADOW, 0.4)
    kinds.update({f"milk {v}": lighter(c, 0.3) for v, c in MILK_BG.items()})
    return kinds

PX0, PY0, PX1, PY1 = 10, 10, 240, 340   # art panel


def motif(t, bg):
    """Low-contrast backdrop decoration, kept inside the art panel."""
    r = Rand(1000 + t)
    light = lighter(bg, 0.3)
    dark = darker(bg, 0.18)
    out = []
    if t == 0:   # stage spotlights and notes
        out += [poly([(40, 10), (80, 10), (150, 300), (30, 300)], fill="#ffffff", fill_opacity=0.12),
                poly([(170, 10), (210, 10), (220, 300), (100, 300)], fill="#ffffff", fill_opacity=0.12),
                note(36, 150, 1.0, fill="#f6d64a"), note(214, 232, 0.9, fill="#f6d64a"),
                note(218, 100, 0.8, fill="#f6d64a")]
    elif t == 1:  # waves
        for k, y in enumerate((250, 275, 300, 325)):
            d = f"M 10 {y}" + "".join(" q 14.4 -10 28.75 0" for _ in range(8))
            out.append(path(d + f" L 240 {PY1} L 10 {PY1} Z", fill=lighter(bg, 0.1 + 0.08 * k)))
    elif t == 2:  # checked tablecloth
        for row in range(4):
            for col in range(8):
                if (row + col) % 2 == 0:
                    out.append(rect(10 + col * 28.75, 262 + row * 19.5, 28.75, 19.5, fill="#ffffff",
                                    fill_opacity=0.55))
        out.append(rect(10, 262, 230, 78, fill="#ffffff", fill_opacity=0.15))
    elif t == 3:  # stars and planet
        for _ in range(26):
            out.append(circle(r.uniform(16, 234), r.uniform(16, 334), r.uniform(0.8, 2.2), fill="#ffffff",
                              fill_opacity=0.8))
        out += [circle(204, 268, 20, fill="#e58a4a"),
                ellipse(204, 268, 34, 8, fill="none", stroke="#f6d64a", stroke_width=3,
                        transform="rotate(-20 204 268)")]
    elif t == 4:  # sparkles and moon
        for _ in range(12):
            out.append(sparkle(r.uniform(20, 230), r.uniform(80, 320), r.uniform(3, 7), fill=light))
        out.append(path("M 40 60 A 22 22 0 1 0 64 90 A 18 18 0 1 1 40 60 Z", fill="#f6e9a8", fill_opacity=0.8))
    elif t == 5:  # desert sun and cacti
        out.append(circle(196, 90, 26, fill="#fff1b0", fill_opacity=0.8))
        out.append(rect(10, 270, 230, 70, fill=darker(bg, 0.08)))
        for x, h in ((34, 62), (214, 48)):
            c = "#6f9f4a"
            out += [rect(x - 7, 300 - h, 14, h, rx=7, fill=c),
                    path(f"M {x - 7} {300 - h * 0.5} h -8 v -16", fill="none", stroke=c, stroke_width=8,
                         stroke_linecap="round"),
                    path(f"M {x + 7} {300 - h * 0.7} h 8 v -14", fill="none", stroke=c, stroke_width=8,
                         stroke_linecap="round")]
    elif t == 6:  # hearts
        for _ in range(9):
            out.append(heart(r.uniform(24, 226), r.uniform(90, 320), r.uniform(0.5, 0.9), fill="#ffffff",
                             fill_opacity=0.45))
    elif t == 7:  # castle wall
        for row in range(8):
            y = 190 + row * 20
            off = 0 if row % 2 == 0 else 20
            for x in range(10 - off, 240, 40):
                out.append(rect(max(10, x), y, min(38, 240 - max(10, x)) if x < 240 else 0, 18, fill=light,
                                fill_opacity=0.35))
        for x in range(10, 240, 46):
            out.append(rect(x, 172, 26, 18, fill=light, fill_opacity=0.35))
    elif t == 8:  # fjord mountains
        out += [poly([(10, 250), (60, 150), (110, 240), (160, 130), (240, 240), (240, 340), (10, 340)],
                     fill=lighter(bg, 0.15)),
                poly([(44, 182), (60, 150), (76, 182)], fill="#ffffff", fill_opacity=0.7),
                poly([(142, 168), (160, 130), (178, 168)], fill="#ffffff", fill_opacity=0.7),
                rect(10, 290, 230, 50, fill=darker(bg, 0.2))]
    elif t == 9:  # question marks and hoof steps
        for _ in range(7):
            out.append(text(r.uniform(24, 226), r.uniform(90, 320), "?", r.uniform(18, 30), fill=light))
        for k in range(5):
            out.append(hoofprint(40 + k * 42, 320 - (k % 2) * 10, 1.4, fill=dark))
    elif t == 10:  # lightning bolts
        for _ in range(6):
            x, y, s = r.uniform(24, 226), r.uniform(80, 320), r.uniform(0.8, 1.3)
            out.append(path(f"M {n(x)} {n(y)} l {n(8 * s)} {n(-18 * s)} l {n(2 * s)} {n(10 * s)} "
                            f"l {n(8 * s)} {n(-2 * s)} l {n(-10 * s)} {n(20 * s)} l {n(-2 * s)} {n(-10 * s)} Z",
                            fill=dark))
    elif t == 11:  # comic rays and clouds
        cx, cy = 125, 170
        for k in range(16):
            a0, a1 = math.radians(k * 22.5), math.radians(k * 22.5 + 9)
            out.append(poly([(cx, cy), (cx + 300 * math.cos(a0), cy + 300 * math.sin(a0)),
                             (cx + 300 * math.cos(a1), cy + 300 * math.sin(a1))], fill="#ffffff", fill_opacity=0.25))
    elif t == 12:  # swirls
        for _ in range(6):
            x, y = r.uniform(30, 220), r.uniform(90, 320)
            out.append(path(f"M {n(x)} {n(y)} a 6 6 0 1 1 12 0 a 12 12 0 1 1 -24 0 a 18 18 0 1 1 36 0",
                            fill="none", stroke="#3a8ee6", stroke_width=3, stroke_opacity=0.35))
    elif t == 13:  # moon and clouds
        out.append(path("M 196 60 A 26 26 0 1 0 222 96 A 21 21 0 1 1 196 60 Z", fill="#fff3b0"))
        for x, y in ((40, 290), (190, 300), (70, 60)):
            out.append(g(ellipse(x, y, 26, 10, fill="#ffffff", fill_opacity=0.35),
                         ellipse(x + 10, y - 8, 14, 10, fill="#ffffff", fill_opacity=0.35)))
    elif t == 14:  # confetti
        cols = ("#e33b3b", "#f6d64a", "#3a6fd8", "#ffffff", "#8d4cc6")
        for k in range(30):
            x, y = r.uniform(18, 232), r.uniform(50, 330)
            out.append(rect(x, y, 7, 4, fill=cols[k % 5], fill_opacity=0.75,
                            transform=f"rotate({n(r.uniform(0, 180))} {n(x)} {n(y)})"))
    elif t == 15:  # sunset and palm
        out += [circle(60, 250, 44, fill="#ffd36a", fill_opacity=0.8),
                rect(10, 262, 230, 78, fill=darker(bg, 0.15)),     # the sea, in the sunset's colour
                path("M 206 300 C 210 250 206 200 196 160", fill="none", stroke="#8a4a2a", stroke_width=9,
                     stroke_linecap="round")]
        for a in (-150, -110, -60, -20, 20):
            ar = math.radians(a)
            out.append(path(f"M 196 160 Q {n(196 + 30 * math.cos(ar))} {n(150 + 30 * math.sin(ar))} "
                            f"{n(196 + 46 * math.cos(ar))} {n(170 + 46 * math.sin(ar))}", fill="none",
                            stroke="#3f8f3a", stroke_width=8, stroke_linecap="round"))
    elif t == 16:  # gold diamonds
        for row in range(7):
            for col in range(5):
                x = 30 + col * 48 + (24 if row % 2 else 0)
                y = 70 + row * 44
                if x < 232:
                    out.append(poly([(x, y - 8), (x + 6, y), (x, y + 8), (x - 6, y)], fill="#e6b422",
                                    fill_opacity=0.35))
    elif t == 17:  # circus tent stripes
        cx, cy = 125, -40
        for k in range(9):
            a0 = math.radians(40 + k * 11.5)
            a1 = math.radians(40 + k * 11.5 + 5.75)
            out.append(poly([(cx, cy), (cx + 420 * math.cos(a0), cy + 420 * math.sin(a0)),
                             (cx + 420 * math.cos(a1), cy + 420 * math.sin(a1))], fill="#f6c84a",
                            fill_opacity=0.45))       # yellow, not red: red stripes on cream read pink
    return "".join(out)


# --------------------------------------------------------------------------
# card frame
# --------------------------------------------------------------------------
def corner_badge(label_svg):
    return g(rect(7, 7, 52, 62, rx=11, fill=CREAM, **S(3)), label_svg)


def value_label(v, color=INK):
    return text(33, 56, str(v), 50, fill=color)


def pips(count, kind="dot"):
    """1-5 value pips on a cream tab next to the corner badge."""
    w = 10 + count * 22
    out = [rect(60, 14, w, 28, rx=12, fill=CREAM, **S(2.5))]
    for i in range(count):
        x = 76 + i * 22
        if kind == "dot":
            out.append(circle(x, 28, 8, fill=INK))
        else:   # milk drop
            out.append(path(f"M {x} 18 C {x + 8} 27 {x + 7.5} 36 {x} 37 C {x - 7.5} 36 {x - 8} 27 {x} 18 Z",
                            fill="#4f9fd8", **S(1.5)))
    return "".join(out)


def name_plate():
    """The blank plate for the card's name (``NAME_PLATE`` in goatmaster/games/goat_master/qt/art.py)."""
    return rect(14, 310, 166, 30, rx=9, fill=CREAM, **S(2.5))


def rrect_d(x, y, w, h, r):
    return (f"M {n(x + r)} {n(y)} H {n(x + w - r)} A {n(r)} {n(r)} 0 0 1 {n(x + w)} {n(y + r)} "
            f"V {n(y + h - r)} A {n(r)} {n(r)} 0 0 1 {n(x + w - r)} {n(y + h)} H {n(x + r)} "
            f"A {n(r)} {n(r)} 0 0 1 {n(x)} {n(y + h - r)} V {n(y + r)} A {n(r)} {n(r)} 0 0 1 {n(x + r)} {n(y)} Z")


def frame_mask():
    """Cream paper between card edge and art panel, painted over the art.

    QtSvg-safe replacement for a clip path: whatever the backdrop or goat
    spills outside the rounded panel is covered again.
    """
    return path(rrect_d(1.5, 1.5, 247, 347, 16) + " " + rrect_d(PX0, PY0, PX1 - PX0, PY1 - PY0, 10),
                fill=CREAM, fill_rule="evenodd")


def card(bg, inner, corner, pip_svg="", extra_defs=()):
    """Compose a 250x350 card: paper, coloured art panel, picture, corners, name plate."""
    defs = [radial("bg", lighter(bg, GLOW), bg)] + list(extra_defs)
    body = [
        rect(1.5, 1.5, 247, 347, rx=16, fill=CREAM, **S(3)),
        rect(PX0, PY0, PX1 - PX0, PY1 - PY0, rx=10, fill="url(#bg)"),
        inner,
        frame_mask(),
        rect(1.5, 1.5, 247, 347, rx=16, fill="none", **S(3)),
        rect(PX0, PY0, PX1 - PX0, PY1 - PY0, rx=10, fill="none", stroke=darker(bg, 0.35), stroke_width=2),
        pip_svg,
        corner_badge(corner),
        g(corner_badge(corner), transform="rotate(180 125 175)"),
        name_plate(),
    ]
    return svg_doc(CARD_W, CARD_H, *body, defs=defs)


def goat_card(t, value):
    go = COSTUMES[t]()
    pic = g(go.svg(), transform="translate(17 76) scale(1.08)")
    bg = BG[t]
    return card(bg, motif(t, bg) + pic, value_label(value), pips(value))


# --------------------------------------------------------------------------
# dog, milk, back
# --------------------------------------------------------------------------
def sheepdog():
    blk, wht = "#2a2526", "#fbfaf6"
    out = [
        # tail wagging
        path("M 138 176 C 160 170 176 150 180 128 C 190 140 186 168 160 186 Z", fill=blk, **S()),
        path("M 176 132 C 184 138 186 148 182 156 C 178 148 176 140 172 136 Z", fill=wht),
        path("M 188 118 q 6 4 4 12 M 196 112 q 8 6 6 18", fill="none", **S(2.5)),
        # sitting body
        ellipse(100, 168, 48, 44, fill=blk, **S()),
        path("M 76 130 C 84 150 84 184 90 206 L 110 206 C 116 184 116 150 124 130 Z", fill=wht),
        # hind paws
        ellipse(62, 206, 18, 9, fill=wht, **S()), ellipse(138, 206, 18, 9, fill=wht, **S()),
        # front legs
        limb([(86, 160), (84, 204)], wht, 17, hoof=None), limb([(114, 160), (116, 204)], wht, 17, hoof=None),
        line(80, 206, 80, 201, **S(2)), line(88, 206, 88, 201, **S(2)),
        line(112, 206, 112, 201, **S(2)), line(120, 206, 120, 201, **S(2)),
        # collar and tag
        path("M 64 128 Q 100 146 136 128 L 136 138 Q 100 156 64 138 Z", fill="#d93b3b", **S(2.5)),
        circle(100, 152, 8, fill="#f2c230", **S(2.5)),
        pawprint(100, 153, 0.42, fill="#a07a10"),
        # ears
        path("M 62 52 C 40 50 30 70 36 96 C 44 90 56 80 64 70 Z", fill=blk, **S()),
        path("M 138 52 C 160 50 170 70 164 96 C 156 90 144 80 136 70 Z", fill=blk, **S()),
        # head
        path("M 100 36 C 134 36 148 60 146 86 C 144 112 124 128 100 128 C 76 128 56 112 54 86 "
             "C 52 60 66 36 100 36 Z", fill=blk, **S()),
        path("M 92 38 C 96 56 94 74 86 90 C 80 104 82 124 100 126 C 118 124 120 104 114 90 "
             "C 106 74 104 56 108 38 Z", fill=wht),
        ellipse(100, 104, 26, 19, fill=wht),
        # eyes
        circle(80, 80, 9, fill="#ffffff", **S(2.5)), circle(120, 80, 9, fill="#ffffff", **S(2.5)),
        circle(81, 81, 6, fill="#5a3418"), circle(119, 81, 6, fill="#5a3418"),
        circle(79, 78, 2, fill="#ffffff"), circle(117, 78, 2, fill="#ffffff"),
        path("M 70 66 Q 78 62 86 66", fill="none", stroke="#c9a07a", stroke_width=4, stroke_linecap="round"),
        path("M 114 66 Q 122 62 130 66", fill="none", stroke="#c9a07a", stroke_width=4, stroke_linecap="round"),
        # nose, mouth, tongue
        path("M 90 96 Q 100 90 110 96 Q 108 104 100 106 Q 92 104 90 96 Z", fill=INK),
        ellipse(97, 96, 3, 1.6, fill="#777777"),
        path("M 100 112 C 98 126 104 136 110 130 C 114 126 112 118 108 112 Z", fill="#f07a8e", **S(2.2)),
        path("M 100 106 L 100 112 M 86 110 Q 94 118 100 112 Q 106 118 114 110", fill="none", **S(2.6)),
    ]
    return "".join(out)


def dog_card():
    sky = DOG_SKY
    inner = [
        rect(PX0, PY0, PX1 - PX0, 200, rx=10, fill=sky),
        path("M 10 200 C 60 170 120 176 160 190 C 190 200 220 190 240 176 L 240 340 L 10 340 Z", fill=DOG_MEADOW),
        path("M 10 260 C 80 240 160 250 240 236 L 240 340 L 10 340 Z", fill="#7cc05a"),
        circle(206, 54, 18, fill="#fff3b0"),
        g(ellipse(50, 60, 20, 8, fill="#ffffff"), ellipse(60, 54, 12, 9, fill="#ffffff")),
        # fence
        "".join(rect(x, 196, 7, 36, fill="#c9965a", **S(1.5)) for x in (16, 52, 196, 232 - 7)),
        line(14, 206, 62, 206, stroke="#c9965a", stroke_width=5),
        line(194, 206, 234, 206, stroke="#c9965a", stroke_width=5),
        g(sheepdog(), transform="translate(25 94)"),
    ]
    return card("#7cc05a", "".join(inner), pawprint(33, 42, 1.35),
                extra_defs=[]).replace('fill="url(#bg)"', f'fill="{DOG_MEADOW}"', 1)


def milk_glass(x, y, s=1.0, tilt=0):
    """Milk cocktail: tulip glass, whipped cream, cherry, striped straw."""
    out = [
        line(100, 40, 128, -24, stroke=INK, stroke_width=10),
        line(100, 40, 128, -24, stroke="#ffffff", stroke_width=6),
        "".join(line(101 + k * 5.6, 37 - k * 12.8, 103.5 + k * 5.6, 31.4 - k * 12.8, stroke="#e33b3b",
                     stroke_width=6, stroke_linecap="butt") for k in range(5)),
        path("M 52 40 L 148 40 C 146 90 124 118 108 124 L 108 160 C 108 168 130 170 136 176 L 64 176 "
             "C 70 170 92 168 92 160 L 92 124 C 76 118 54 90 52 40 Z", fill="#e8f6ff", **S()),
        path("M 58 56 L 142 56 C 138 92 120 112 100 116 C 80 112 62 92 58 56 Z", fill="#ffffff"),
        path("M 62 58 L 138 58", fill="none", stroke="#cfe7f7", stroke_width=3),
        path("M 46 42 C 40 24 60 14 70 22 C 74 4 98 0 104 16 C 112 2 136 6 134 22 C 150 18 160 34 152 44 "
             "Z", fill="#ffffff", **S()),
        path("M 72 30 C 80 24 90 26 94 32 M 110 26 C 118 22 126 26 128 32", fill="none", stroke="#dde8f0",
             stroke_width=2.5),
        path("M 96 4 C 94 -8 100 -16 110 -20", fill="none", stroke="#5a8a2a", stroke_width=3),
        circle(94, 8, 11, fill="#d8202e", **S(2.5)),
        circle(90, 4, 3, fill="#ffffff", fill_opacity=0.8),
        path("M 66 70 Q 68 92 82 104", fill="none", stroke="#ffffff", stroke_width=5, stroke_linecap="round"),
        hoofprint(100, 82, 2.0, fill="#bcd9ee"),
    ]
    return g(*out, transform=f"translate({n(x)} {n(y)}) rotate({tilt} 100 100) scale({n(s)})")


def milk_card(v):
    bg = MILK_BG[v]
    stripes = "".join(rect(10 + k * 28.75, 10, 14.4, 330, fill="#ffffff", fill_opacity=0.25) for k in range(8))
    if v == 1:
        pic = milk_glass(25, 100)
    else:
        pic = milk_glass(-18, 126, 0.8, -10) + milk_glass(92, 126, 0.8, 10) + \
            sparkle(125, 96, 10) + sparkle(108, 116, 5) + sparkle(144, 112, 6)
    return card(bg, stripes + pic, value_label(v, "#1f6fa8" if v == 1 else "#b0286a"),
                pips(v, kind="drop"))


def goat_emblem(fur="#fbf7ec", crown=True):
    """Simplified goat head (for the card back and the app icon), local 0..200."""
    go = Goat("white", horns="tall", eyes="open", mouth="smile", beard=True, look=(0, 0))
    go.fur = fur
    if crown:
        go.hat = [path("M 74 46 L 72 18 L 86 32 L 94 10 L 100 28 L 106 10 L 114 32 L 128 18 L 126 46 Z",
                       fill="#f2c230", **S()),
                  circle(100, 39, 4, fill="#e33b3b"), circle(86, 40, 3, fill="#3a8ee6"),
                  circle(114, 40, 3, fill="#3bb34a")]
    return go.head_svg()


def back_card():
    bg = "#1f4d5c"
    lattice = []
    for row in range(-1, 19):
        for col in range(-1, 13):
            x = 10 + col * 22 + (11 if row % 2 else 0)
            y = 10 + row * 20
            if 16 <= x <= 234 and 16 <= y <= 334:
                lattice.append(poly([(x, y - 7), (x + 6, y), (x, y + 7), (x - 6, y)], fill="#ffffff",
                                    fill_opacity=0.12))
    body = [
        rect(1.5, 1.5, 247, 347, rx=16, fill=CREAM, **S(3)),
        rect(PX0, PY0, PX1 - PX0, PY1 - PY0, rx=10, fill="url(#bg)"),
        "".join(lattice),
        rect(20, 20, 210, 310, rx=8, fill="none", stroke="#e6c45a", stroke_width=3),
        rect(26, 26, 198, 298, rx=6, fill="none", stroke="#e6c45a", stroke_width=1.2),
        circle(125, 175, 72, fill="#2f6f80", **S(3, "#e6c45a")),
        circle(125, 175, 64, fill="#3a8a9a", stroke="#e6c45a", stroke_width=1.5),
        g(goat_emblem(), transform="translate(69 112) scale(0.56)"),
        g(rect(52, 52, 146, 30, rx=8, fill=CREAM, **S(2.5)), text(125, 74, "GOAT MASTER", 18)),
        g(rect(52, 52, 146, 30, rx=8, fill=CREAM, **S(2.5)), text(125, 74, "GOAT MASTER", 18),
          transform="rotate(180 125 175)"),
        "".join(hoofprint(x, y, 1.2, fill="#e6c45a") for x, y in ((44, 44), (206, 44), (44, 306), (206, 306))),
    ]
    return svg_doc(CARD_W, CARD_H, *body, defs=[radial("bg", "#2f6f80", bg)])


# --------------------------------------------------------------------------
# pieces: markers, pawns, stables
# --------------------------------------------------------------------------
def shape_points(shape, cx, cy, r):
    """Convex outline of a seat shape (circle approximated by 48 points)."""
    if shape == "circle":
        return [(cx + r * math.cos(math.radians(a * 7.5)), cy + r * math.sin(math.radians(a * 7.5)))
                for a in range(48)]
    if shape == "square":
        k = r * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx, cy - r * 1.02), (cx + r * 1.02, cy + r * 0.86), (cx - r * 1.02, cy + r * 0.86)]
    if shape == "diamond":
        return [(cx, cy - r * 1.08), (cx + r * 1.08, cy), (cx, cy + r * 1.08), (cx - r * 1.08, cy)]
    if shape == "hexagon":
        return [(cx + r * math.cos(math.radians(-90 + 60 * k)), cy + r * math.sin(math.radians(-90 + 60 * k)))
                for k in range(6)]
    raise ValueError(shape)


def orientation(poly_pts):
    """1 for a counter-clockwise polygon (positive area), -1 for a clockwise one."""
    m = len(poly_pts)
    area = sum(poly_pts[i][0] * poly_pts[(i + 1) % m][1] - poly_pts[(i + 1) % m][0] * poly_pts[i][1]
               for i in range(m))
    return 1 if area > 0 else -1


def clip_line(poly_pts, p, d):
    """Clip the infinite line p + t*d to a convex polygon (Cyrus-Beck)."""
    t0, t1 = -1e9, 1e9
    m = len(poly_pts)
    sgn = orientation(poly_pts)
    for i in range(m):
        a, b = poly_pts[i], poly_pts[(i + 1) % m]
        ex, ey = b[0] - a[0], b[1] - a[1]
        nx, ny = -ey * sgn, ex * sgn          # inward normal
        num = nx * (p[0] - a[0]) + ny * (p[1] - a[1])
        den = nx * d[0] + ny * d[1]
        if abs(den) < 1e-12:
            if num < 0:
                return None
            continue
        t = -num / den
        if den > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (p[0] + d[0] * t0, p[1] + d[1] * t0), (p[0] + d[0] * t1, p[1] + d[1] * t1)


def inside(poly_pts, x, y, margin):
    m = len(poly_pts)
    sgn = orientation(poly_pts)
    for i in range(m):
        a, b = poly_pts[i], poly_pts[(i + 1) % m]
        ex, ey = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(ex, ey)
        nx, ny = -ey * sgn / ln, ex * sgn / ln
        if nx * (x - a[0]) + ny * (y - a[1]) < margin:
            return False
    return True


def pattern_color(color):
    return darker(color, 0.55) if luma(color) > 150 else lighter(color, 0.72)


def emblem(seat, cx, cy, r, fill=None, outline=5.0, pat_color=None):
    """The seat's shape, filled with its pattern, with a dark outline."""
    _, color, shape, pattern = PLAYERS[seat]
    fill = fill or color
    pc = pat_color or pattern_color(fill)
    pts = shape_points(shape, cx, cy, r)
    out = [poly(pts, fill=fill)]
    lw = r * 0.13
    if pattern == "stripes":
        for k in range(-4, 5):
            seg = clip_line(pts, (cx + k * r * 0.34, cy), (1, -1))
            if seg:
                out.append(line(*seg[0], *seg[1], stroke=pc, stroke_width=lw * 1.25, stroke_linecap="butt"))
    elif pattern == "crosshatch":
        for k in range(-5, 6):
            for d in ((1, 0), (0, 1)):
                p = (cx + k * r * 0.3, cy) if d == (0, 1) else (cx, cy + k * r * 0.3)
                seg = clip_line(pts, p, d)
                if seg:
                    out.append(line(*seg[0], *seg[1], stroke=pc, stroke_width=lw * 0.7, stroke_linecap="butt"))
    elif pattern == "dots":
        step = r * 0.36
        for i in range(-6, 7):
            for j in range(-6, 7):
                x = cx + i * step + (step / 2 if j % 2 else 0)
                y = cy + j * step * 0.87
                if inside(pts, x, y, r * 0.12):
                    out.append(circle(x, y, r * 0.1, fill=pc))
    elif pattern == "rings":
        for k in (0.78, 0.54, 0.3):
            out.append(poly(shape_points(shape, cx, cy, r * k), fill="none", stroke=pc, stroke_width=lw * 0.85))
    out.append(poly(pts, fill="none", stroke=INK, stroke_width=outline, stroke_linejoin="round"))
    return "".join(out)


def goat_head_token(cx, cy, s):
    """Tiny white goat head silhouette for the markers."""
    parts = [path("M 80 50 C 74 34 66 20 57 8 C 72 13 88 26 95 42 Z", fill="#fbf7ec", **S(6)),
             mirror(path("M 80 50 C 74 34 66 20 57 8 C 72 13 88 26 95 42 Z", fill="#fbf7ec", **S(6))),
             ellipse(50, 86, 22, 10, fill="#fbf7ec", transform="rotate(-26 50 86)", **S(6)),
             ellipse(150, 86, 22, 10, fill="#fbf7ec", transform="rotate(26 150 86)", **S(6)),
             path(HEAD_D, fill="#fbf7ec", **S(6)),
             circle(84, 80, 8, fill=INK), circle(116, 80, 8, fill=INK),
             ellipse(93, 108, 4, 3, fill=INK), ellipse(107, 108, 4, 3, fill=INK)]
    return g(*parts, transform=f"translate({n(cx - 100 * s)} {n(cy - 80 * s)}) scale({n(s)})")


def marker_svg(seat):
    _, color, shape, _ = PLAYERS[seat]
    cy = 56 if shape == "triangle" else 50
    r = {"circle": 44, "square": 48, "triangle": 50, "diamond": 44, "hexagon": 47}[shape]
    head_cy = {"triangle": 66}.get(shape, 52)
    return svg_doc(100, 100, emblem(seat, 50, cy, r, outline=5.5),
                   goat_head_token(50, head_cy, 0.2 if shape in ("triangle", "diamond") else 0.24))


def pawn_svg(seat):
    _, color, shape, _ = PLAYERS[seat]
    dark = darker(color, 0.35)
    light = lighter(color, 0.35)
    out = [
        ellipse(50, 110, 44, 8, fill=dark, **S(3)),
        # legs
        limb([(30, 80), (28, 106)], color, 10, hoof=INK, hoof_len=5),
        limb([(40, 82), (40, 106)], color, 10, hoof=INK, hoof_len=5),
        limb([(64, 82), (66, 106)], color, 10, hoof=INK, hoof_len=5),
        limb([(74, 80), (78, 106)], color, 10, hoof=INK, hoof_len=5),
        # tail
        path("M 20 60 C 12 52 10 44 14 38 C 20 46 24 50 28 56 Z", fill=color, **S(3)),
        # body and neck
        path("M 26 52 C 40 46 66 48 76 52 C 88 56 90 82 76 88 C 60 94 36 94 24 86 C 12 78 14 58 26 52 Z",
             fill=color, **S(3)),
        path("M 64 58 C 66 42 70 30 76 22 L 92 30 C 88 44 84 56 80 66 Z", fill=color, **S(3)),
        # horns
        path("M 76 22 C 72 12 64 6 54 6 C 62 10 66 18 70 26 Z", fill="#efe4c8", **S(2.5)),
        path("M 82 20 C 80 10 74 2 64 0 C 72 6 74 14 76 24 Z", fill="#efe4c8", **S(2.5)),
        # ear
        ellipse(70, 30, 10, 4.5, fill=color, transform="rotate(20 70 30)", **S(2.5)),
        # head
        path("M 74 20 C 82 14 92 18 94 26 L 99 40 C 101 46 94 50 88 46 L 76 38 C 70 32 70 24 74 20 Z",
             fill=color, **S(3)),
        path("M 88 46 L 90 58 L 94 46 Z", fill=dark, **S(2)),
        circle(86, 27, 4, fill="#ffffff", **S(1.5)), circle(87, 27, 1.8, fill=INK),
        ellipse(97, 38, 1.6, 1.2, fill=INK),
        path("M 30 58 C 40 54 56 54 66 58", fill="none", stroke=light, stroke_width=3, stroke_linecap="round"),
        emblem(seat, 48, 72, 14, fill="#ffffff", outline=3, pat_color=darker(color, 0.15)),
    ]
    return svg_doc(100, 120, *out)


def stable_svg(seat):
    _, color, shape, _ = PLAYERS[seat]
    roof = darker(color, 0.4)
    out = [
        ellipse(60, 96, 56, 4, fill="#000000", fill_opacity=0.18),
        rect(14, 44, 92, 52, fill=color, **S(3)),
        "".join(line(14, y, 106, y, stroke=darker(color, 0.15), stroke_width=1.5) for y in (58, 72, 86)),
        path("M 4 50 L 60 8 L 116 50 L 106 54 L 60 20 L 14 54 Z", fill=roof, **S(3)),
        path("M 22 50 L 60 22 L 98 50 Z", fill=lighter(color, 0.15), **S(2)),
        rect(40, 60, 40, 36, fill="#f7efe0", **S(3)),
        rect(44, 64, 32, 32, fill=darker(color, 0.1), **S(2)),
        line(44, 64, 76, 96, stroke="#f7efe0", stroke_width=3.5),
        line(76, 64, 44, 96, stroke="#f7efe0", stroke_width=3.5),
        path("M 46 60 C 50 54 56 56 60 52 C 64 56 70 54 74 60", fill="none", stroke="#e6c45a", stroke_width=3,
             stroke_linecap="round"),
        emblem(seat, 60, 38, 11, fill="#ffffff", outline=2.5, pat_color=darker(color, 0.15)),
    ]
    return svg_doc(120, 100, *out)


# --------------------------------------------------------------------------
# pasture and icon
# --------------------------------------------------------------------------
def pasture_svg():
    size = 256
    r = Rand(42)
    out = [rect(0, 0, size, size, fill="#93bf72")]

    def wrapped(x, y, margin, draw):
        for dx in (-size, 0, size):
            for dy in (-size, 0, size):
                if -margin <= x + dx <= size + margin and -margin <= y + dy <= size + margin:
                    out.append(draw(x + dx, y + dy))

    for _ in range(10):
        x, y, rx, ry = r.uniform(0, size), r.uniform(0, size), r.uniform(20, 46), r.uniform(12, 26)
        col = r.choice(("#9cc77a", "#8cb96b"))
        wrapped(x, y, 50, lambda a, b, rx=rx, ry=ry, col=col: ellipse(a, b, rx, ry, fill=col))
    for _ in range(70):
        x, y = r.uniform(0, size), r.uniform(0, size)
        h = r.uniform(5, 9)
        col = r.choice(("#86b062", "#a4cd82", "#8ab567"))
        wrapped(x, y, 12, lambda a, b, h=h, col=col: path(
            f"M {n(a - 3)} {n(b - h)} L {n(a)} {n(b)} L {n(a + 1)} {n(b - h * 1.1)} M {n(a)} {n(b)} "
            f"L {n(a + 4)} {n(b - h * 0.8)}", fill="none", stroke=col, stroke_width=1.4, stroke_linecap="round"))
    for _ in range(6):
        x, y = r.uniform(0, size), r.uniform(0, size)
        col = r.choice(("#c9dfae", "#d9e4a0"))
        wrapped(x, y, 6, lambda a, b, col=col: circle(a, b, 1.8, fill=col))
    return svg_doc(size, size, *out)


def icon_svg():
    body = [
        rect(8, 8, 240, 240, rx=48, fill="url(#bg)", **S(8)),
        g(goat_emblem(), transform="translate(-7 22) scale(1.35)"),
    ]
    return svg_doc(256, 256, *body, defs=[radial("bg", "#8ad46a", "#2f8a4a")])


# --------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------
def load_goats(path=GOATS_JSON):
    goats = json.loads(Path(path).read_text(encoding="utf-8"))
    if [gt["type"] for gt in goats] != list(range(18)):
        raise SystemExit("goats.json must list types 0..17 in order")
    names = [gt["name"] for gt in goats]
    if len(set(names)) != 18:
        raise SystemExit("goat names must be distinct")
    return goats


def build(out_dir: Path, icon_path: Path):
    goats = load_goats()
    files = {}
    for gt in goats:
        for v in range(1, 6):
            files[f"cards/G{gt['type']:02d}.{v}.svg"] = goat_card(gt["type"], v)
    files["cards/dog.svg"] = dog_card()
    files["cards/milk-1.svg"] = milk_card(1)
    files["cards/milk-2.svg"] = milk_card(2)
    files["cards/back.svg"] = back_card()
    for seat in range(5):
        files[f"pieces/marker-{seat}.svg"] = marker_svg(seat)
        files[f"pieces/pawn-{seat}.svg"] = pawn_svg(seat)
        files[f"pieces/stable-{seat}.svg"] = stable_svg(seat)
    files["pasture.svg"] = pasture_svg()
    for rel, content in files.items():
        p = out_dir / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(content, encoding="utf-8", newline="\n")
    icon_path.parent.mkdir(parents=True, exist_ok=True)
    icon_path.write_text(icon_svg(), encoding="utf-8", newline="\n")
    return len(files) + 1


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, help="output directory for the art tree (default: resources/art)")
    args = ap.parse_args(argv)
    if args.out:
        out, icon = args.out, args.out / "icons" / "goatmaster.svg"
    else:
        out, icon = RESOURCES / "art", RESOURCES / "icons" / "goatmaster.svg"
    count = build(out, icon)
    print(f"wrote {count} SVG files to {out}")


if __name__ == "__main__":
    main()
