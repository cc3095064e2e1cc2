"""Card art: every card renders, goat names are distinct, cards are lettered in the
player's language, the generator is deterministic and the seat markers differ in
shape (not only colour)."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib.util  # noqa: E402
import itertools  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QByteArray, QSize  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from goatmaster import i18n  # noqa: E402
from goatmaster.games.goat_master.qt import art as art_module  # noqa: E402
from goatmaster.games.goat_master.qt.art import (LEGIBLE_PX, NAME_PLATE, CardArt, art_file, card_title,  # noqa: E402
                                                name_lettering)

ROOT = Path(__file__).resolve().parents[1]
RES = ROOT / "resources"

CARD_IDS = ([f"G{t:02d}.{v}" for t in range(18) for v in range(1, 6)]
            + [f"D{i:02d}" for i in range(1, 16)]
            + [f"M1.{i}" for i in range(1, 9)] + [f"M2.{i}" for i in range(1, 9)]
            + ["back"])
PIECES = [f"{kind}-{seat}" for kind in ("pawn", "marker", "stable") for seat in range(5)]


@pytest.fixture(scope="module")
def art(qapp):
    return CardArt()


def _is_drawn(img: QImage) -> bool:
    """True if the image is not blank: it has several distinct opaque colours."""
    colours = set()
    w, h = img.width(), img.height()
    for y in range(0, h, max(1, h // 24)):
        for x in range(0, w, max(1, w // 24)):
            c = img.pixel(x, y)
            if (c >> 24) & 0xFF:
                colours.add(c)
    return len(colours) >= 3


@pytest.mark.parametrize("name", CARD_IDS + PIECES + ["pasture"])
def test_renders_non_blank(art, name):
    pm = art.pixmap(name, QSize(100, 140))
    assert not pm.isNull()
    assert _is_drawn(pm.toImage()), name


def test_every_svg_is_valid():
    files = sorted((RES / "art").rglob("*.svg")) + [RES / "icons" / "goatmaster.svg"]
    assert len(files) == 94 + 15 + 1 + 1 + 1          # Goat Master's cards, pieces, pasture, icon; the cow
    for f in files:
        assert QSvgRenderer(str(f)).isValid(), f


def test_card_mapping_and_cache(art):
    assert art_file("D01") == art_file("D15") == "cards/dog.svg"
    assert art_file("M1.8") == "cards/milk-1.svg"
    assert art_file("M2.1") == "cards/milk-2.svg"
    assert art_file("G17.5") == "cards/G17.5.svg"
    with pytest.raises(KeyError):
        art_file("G18.1")
    a = art.pixmap("D03", QSize(60, 84), 2.0)
    assert a is art.pixmap("D09", QSize(60, 84), 2.0)
    assert a.devicePixelRatio() == 2.0
    assert a.width() == 120 and a.height() == 168


def test_the_cache_is_bounded_in_bytes_not_pictures(qapp, monkeypatch):
    """Issue 38: a card changing scale asked a new size a frame, and 600 pictures at 2x could
    pass 100 MB; the cache now holds at most MAX_BYTES of pixels, dropping the oldest first."""
    monkeypatch.setattr(art_module, "MAX_BYTES", 1_000_000)
    art = CardArt()
    for width in range(40, 140, 4):                 # 25 sizes, 35 to 490 KB each at 2x
        art.pixmap("G03.2", QSize(width, round(width * 1.4)), 2.0)
        assert art.cached_bytes <= 1_000_000
    kept = [w for w in range(40, 140, 4) if art._pixmaps.get(("cards/G03.2.svg", card_title("G03.2"), w,
                                                                  round(w * 1.4), 2.0))]
    assert kept == [132, 136]                       # the newest two: 391 + 415 KB
    assert art.cached_bytes == sum(4 * 4 * w * round(w * 1.4) for w in kept)
    art.clear()
    assert art.cached_bytes == 0


def test_a_card_changing_scale_draws_the_nearest_picture_it_has(qapp):
    """Not exact (while a card animates its scale), no picture is rendered if one is cached: the
    nearest size is drawn scaled; exact (at rest) renders the picture at its own size."""
    art = CardArt()
    small, large = art.pixmap("G05.1", QSize(50, 70)), art.pixmap("G05.1", QSize(100, 140))
    assert art.pixmap("G05.1", QSize(62, 87), exact=False) is small
    assert art.pixmap("G05.1", QSize(90, 126), exact=False) is large
    assert art.cached_bytes == 4 * (50 * 70 + 100 * 140)        # nothing rendered on the way
    assert art.pixmap("G06.1", QSize(90, 126), exact=False).width() == 90     # nothing to scale: rendered
    at_rest = art.pixmap("G05.1", QSize(90, 126))
    assert at_rest is not large and at_rest.width() == 90


def test_a_trim_keeps_only_the_pictures_drawn_since_the_last(qapp):
    """A new deal trims the cache (issue 38): the sizes only the game before drew are dropped."""
    art = CardArt()
    old, kept = art.pixmap("G07.3", QSize(80, 112)), art.pixmap("G07.4", QSize(60, 84))
    art.trim()                                      # a deal: both were drawn in the game before
    assert art.cached_bytes == 4 * (80 * 112 + 60 * 84)
    assert art.pixmap("G07.4", QSize(60, 84)) is kept
    art.trim()                                      # the next deal: only G07.4 was drawn since
    assert art.cached_bytes == 4 * 60 * 84
    assert art.pixmap("G07.4", QSize(60, 84)) is kept and art.pixmap("G07.3", QSize(80, 112)) is not old


def _plate_ink(img: QImage) -> list[bool]:
    """Which pixels of the name plate (250x350 card) are dark lettering."""
    plate = NAME_PLATE.toRect().adjusted(6, 4, -6, -4)
    return [QColor(img.pixel(x, y)).lightness() < 90
            for y in range(plate.top(), plate.bottom()) for x in range(plate.left(), plate.right())]


def test_card_names_are_lettered_in_the_players_language(art, qapp):
    """The SVGs leave the name plate blank; the name is lettered in the language in use."""
    assert "<text" not in (RES / "art" / "cards" / "dog.svg").read_text(encoding="utf-8")
    blank = QImage(250, 350, QImage.Format.Format_ARGB32_Premultiplied)
    blank.fill(0)
    painter = QPainter(blank)
    art.renderer("G05.3").render(painter)
    painter.end()
    assert not any(_plate_ink(blank))
    lettering, titles, pixmaps = {}, {}, {}
    try:
        for language in ("en", "fr", "de"):
            i18n.install_translators(qapp, language)
            titles[language] = [card_title(n) for n in ("G05.3", "D04", "M2.1", "back", "pawn-1")]
            lettering[language] = _plate_ink(art.image("G05.3", QSize(250, 350)))
            pixmaps[language] = art.pixmap("D04", QSize(60, 84))
    finally:
        i18n.install_translators(qapp, "en")
    assert titles == {"en": ["Billy Kid", "Sheepdog", "Milk Cocktail", "", ""],
                      "fr": ["Lucky Bique", "Chien de berger", "Cocktail de lait", "", ""],
                      "de": ["Billy the Bock", "Hütehund", "Milchcocktail", "", ""]}
    assert all(sum(ink) > 100 for ink in lettering.values())
    assert lettering["en"] != lettering["fr"] != lettering["de"]
    assert pixmaps["en"] is not pixmaps["fr"]           # the cache letters anew
    assert art.pixmap("D09", QSize(60, 84)) is pixmaps["en"]


def test_goat_names_distinct():
    goats = json.loads((RES / "goats.json").read_text(encoding="utf-8"))
    assert [g["type"] for g in goats] == list(range(18))
    names = [g["name"] for g in goats]
    assert len(set(names)) == 18 and all(n.strip() for n in names)
    assert "Elvis" in names
    assert all(g["look"].strip() for g in goats)


def test_the_code_names_the_goats_as_the_art_does():
    """``goat_names.GOAT_NAMES`` (where lupdate finds the names) and goats.json (the art's source) agree."""
    from goatmaster.games.goat_master.goat_names import GOAT_NAMES

    goats = json.loads((RES / "goats.json").read_text(encoding="utf-8"))
    assert GOAT_NAMES == tuple(g["name"] for g in sorted(goats, key=lambda g: g["type"]))


def test_generator_is_deterministic(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_art.py"), "--out", str(tmp_path)], check=True,
                   capture_output=True)
    fresh = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.svg") if p.parts[-2] != "icons")
    # Meadow Dice's hand-drawn art (art/meadow_dice/) is not the generator's.
    committed = sorted(p.relative_to(RES / "art") for p in (RES / "art").rglob("*.svg")
                       if p.parent.name != "meadow_dice")
    assert fresh == committed
    for rel in fresh:
        assert (tmp_path / rel).read_bytes() == (RES / "art" / rel).read_bytes(), rel
    assert (tmp_path / "icons" / "goatmaster.svg").read_bytes() == \
        (RES / "icons" / "goatmaster.svg").read_bytes()


def _make_art():
    spec = importlib.util.spec_from_file_location("make_art", ROOT / "scripts" / "make_art.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: How far apart (CIE76 delta E) any two kinds of card's backdrops stay, as each vision sees
#: them: at pasture size (60 x 84 px) a player tells cards apart by this colour first.  The
#: goat types among themselves; the dog and the milk cards have pictures of their own and
#: large values.  Colour-blind players see fewer differences, so lightness varies too.
GOATS_APART = {"normal": 24, "deuteranopia": 9.5, "protanopia": 8}
OTHERS_APART = {"normal": 20, "deuteranopia": 8.5, "protanopia": 8}


def test_card_backdrops_differ_in_colour():
    """No two goat types blur together on the pasture ("too many pinks"), nor a goat with the dog or a milk card."""
    make_art = _make_art()
    kinds = make_art.backdrop_colours()
    assert len(kinds) == 21
    for vision in make_art.VISIONS:
        for a, b in itertools.combinations(kinds, 2):
            if {a, b} == {"milk 1", "milk 2"}:
                continue            # one kind of card, told apart by the value it carries large
            apart = (OTHERS_APART if {a, b} & {"dog", "milk 1", "milk 2"} else GOATS_APART)[vision]
            assert make_art.delta_e(kinds[a], kinds[b], vision) >= apart, (vision, a, b)


def _panel_colour(svg: str) -> str:
    """The average colour of a card's art panel between the corner badges, rendered at half size."""
    img = QImage(125, 175, QImage.Format.Format_ARGB32)
    img.fill(0)
    painter = QPainter(img)
    QSvgRenderer(QByteArray(svg.encode())).render(painter)
    painter.end()
    pixels = [QColor(img.pixel(x, y)) for y in range(36, 138) for x in range(7, 118)]
    return "#" + "".join(f"{round(sum(f(c) for c in pixels) / len(pixels)):02x}"
                         for f in (QColor.red, QColor.green, QColor.blue))


def test_card_backdrops_as_drawn_differ(qapp):
    """The backdrops' decorations (stripes, sunsets, spotlights) keep them apart too: Giggles'
    cream circus tent with red stripes was one of the pinks."""
    make_art = _make_art()
    drawn = {goat["name"]: _panel_colour(make_art.card(bg, make_art.motif(goat["type"], bg), ""))  # no goat
             for goat in make_art.load_goats() for bg in [make_art.BG[goat["type"]]]}
    # The dog's card is a scene (sky, meadow, a black and white dog): the test above compares it.
    drawn.update({f"milk {v}": _panel_colour(make_art.milk_card(v)) for v in (1, 2)})
    for a, b in itertools.combinations(drawn, 2):
        if {a, b} == {"milk 1", "milk 2"}:
            continue
        milk = {a, b} & {"milk 1", "milk 2"}
        assert make_art.delta_e(drawn[a], drawn[b]) >= (15 if milk else 20), (a, b, drawn[a], drawn[b])


def _alpha_mask(art, name, size=48):
    img = art.image(name, QSize(size, size))
    return [[(img.pixel(x, y) >> 24) & 0xFF > 128 for x in range(size)] for y in range(size)]


def test_markers_differ_in_shape(art):
    """Colour-blind players tell seats apart by outline: compare alpha masks."""
    masks = [_alpha_mask(art, f"marker-{s}") for s in range(5)]
    areas = [sum(map(sum, m)) for m in masks]
    for i in range(5):
        for j in range(i + 1, 5):
            diff = sum(a != b for ra, rb in zip(masks[i], masks[j]) for a, b in zip(ra, rb))
            # circle vs hexagon is the closest pair (about 8 % of its area)
            assert diff > 0.05 * min(areas[i], areas[j]), (i, j, diff)


def test_icons_exist():
    for s in (16, 32, 48, 64, 128, 256, 512):
        img = QImage(str(RES / "icons" / f"goatmaster-{s}.png"))
        assert img.width() == s and img.height() == s
    ico = (RES / "icons" / "goatmaster.ico").read_bytes()
    assert ico[:4] == b"\0\0\1\0" and int.from_bytes(ico[4:6], "little") == 9     # 16-256 with 20, 24, 40


def _lettering_rows(art, name: str, size: QSize) -> range:
    """The pixel rows the card's name takes: where the lettered picture differs from an unlettered one."""
    lettered, blank = art.image(name, size), art.image(name, size, letters=False)
    rows = [y for y in range(lettered.height())
            if any(lettered.pixel(x, y) != blank.pixel(x, y) for x in range(lettered.width()))]
    return range(rows[0], rows[-1] + 1) if rows else range(0)


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_names_stay_legible_on_pasture_cards(art, qapp, language):
    """Issue 16: at 1280×800 a pasture card is 60–68 px wide; every name on it, the longest
    in each language included, is lettered in 9–10 px letters (narrowed at most to 75%, on two
    lines if it must) on a plate across the card's foot, and the lettering is really drawn there."""
    i18n.install_translators(qapp, language)
    try:
        names = [f"G{t:02d}.1" for t in range(18)] + ["D01", "M1.1", "M2.1"]
        for width in (60, 68):
            units_per_px = 250 / width
            for name in names:
                lettering = name_lettering(card_title(name), LEGIBLE_PX * units_per_px)
                assert lettering.size / units_per_px >= 8.95, (card_title(name), width)
                assert len(lettering.lines) <= 2 and lettering.narrow >= 0.75
                assert lettering.plate.top() >= 350 * 0.66           # most of the picture stays in view
                rows = _lettering_rows(art, name, QSize(width, round(width * 1.4)))
                assert len(rows) >= 8 * len(lettering.lines)
                assert rows.start >= lettering.plate.top() / units_per_px - 1
    finally:
        i18n.install_translators(qapp, "en")


def test_large_cards_keep_the_printed_name_plate(art):
    """Where the plate's own lettering is legible (a 1440p table), the card looks as printed."""
    rows = _lettering_rows(art, "G05.1", QSize(250, 350))
    assert rows.start >= NAME_PLATE.top() - 1 and rows.stop <= NAME_PLATE.bottom() + 1


def test_a_paint_renders_new_pictures_within_its_budget_and_the_rest_in_the_next_turns(qtbot):
    """Issue 38: 47 cards rendered at a new size in one paint held the window 65 ms.  With a
    budget, a turn of the event loop renders at least one new picture; over the budget a
    picture comes from another size of it, or not at all, and the table is asked to paint again."""
    art = CardArt(budget_ms=0.0)                # one new picture a turn
    owed: list[bool] = []
    art.owed = lambda: owed.append(True)
    size = QSize(72, 100)
    first = art.drawable("G07.3", size)
    assert first is not None and first.deviceIndependentSize().toSize() == size and not art.owing
    assert art.drawable("G08.2", size) is None and art.owing            # none of it yet: a blank
    assert art.drawable("G07.3", size) is first                          # cached: drawn whatever the budget
    qtbot.waitUntil(lambda: bool(owed))
    assert not art.owing
    second = art.drawable("G08.2", size)                                 # the next turn renders it
    assert second is not None and second.deviceIndependentSize().toSize() == size
    smaller = QSize(60, 83)
    assert art.drawable("G07.3", smaller) is first and art.owing         # the nearest size, scaled
    qtbot.waitUntil(lambda: len(owed) == 2)
    exact = art.drawable("G07.3", smaller)
    assert exact is not None and exact.deviceIndependentSize().toSize() == smaller
    assert exact.toImage() == art.pixmap("G07.3", smaller).toImage() == CardArt().pixmap("G07.3", smaller).toImage()


def test_without_a_budget_every_picture_is_rendered_when_asked(qapp):
    art = CardArt()
    for name in CARD_IDS[:6]:
        picture = art.drawable(name, QSize(50, 70))
        assert picture is not None and picture.deviceIndependentSize().toSize() == QSize(50, 70)
    assert not art.owing
