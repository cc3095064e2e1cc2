"""Goat Master's table layout (issue 16): the pasture gets the room, display cards grow
to fill their panels and never leave them, for every player count."""
import random

import pytest

from goatmaster.games.goat_master.qt.layout import (CARD_H, CARD_W, DISPLAY_SCALES, HEADER, LABEL_H,
                                                    TableLayout)

SIZES = {2: 6, 3: 7, 4: 7, 5: 7}


@pytest.mark.parametrize("players", sorted(SIZES))
def test_the_board_sets_the_height_and_the_column_takes_the_rest(players):
    layout = TableLayout(players, SIZES[players])
    x, y, w, h = layout.board_rect
    assert layout.height == pytest.approx(h + 2 * y)
    assert layout.panel_x > x + w
    assert 1.35 <= layout.width / layout.height <= 1.5        # a 1280×800 window's view
    hand_x, hand_y = layout.hand_slot(0)
    last = layout.panel_rect(players - 1)
    assert hand_y >= last[1] + last[3]                        # the hand lies below the panels
    assert layout.deck_pos()[0] + CARD_W < hand_x


def _stacks(rng: random.Random, count: int) -> list[tuple[int, ...]]:
    ids = iter(range(1000))
    return [tuple(next(ids) for _ in range(rng.randint(1, 5))) for _ in range(count)]


def _card_rects(layout: TableLayout, displays, viewer):
    fit = layout.fit_displays(displays, viewer)
    for seat, rows in enumerate(fit.rows):
        assert sum(len(row) for row, _, _ in rows) == len(displays[seat])   # every stack placed
        for r, (row, step, gap) in enumerate(rows):
            x, y = layout.display_origin(seat, r, fit.scale)
            for stack in row:
                for k, _ in enumerate(stack):
                    yield seat, fit.scale, (x + k * step, y, CARD_W * fit.scale, CARD_H * fit.scale)
                x += CARD_W * fit.scale + step * (len(stack) - 1) + gap


@pytest.mark.parametrize("players", sorted(SIZES))
def test_display_cards_and_their_labels_stay_inside_their_panels(players):
    layout = TableLayout(players, SIZES[players])
    rng = random.Random(players)
    for _ in range(200):
        displays = [_stacks(rng, rng.randint(0, 12)) for _ in range(players)]
        viewer = rng.choice([None, *range(players)])
        for seat, scale, (x, y, w, h) in _card_rects(layout, displays, viewer):
            px, py, pw, ph = layout.panel_rect(seat)
            right = px + pw - (0 if seat == viewer else 2 * (CARD_W * scale + 6))
            assert px < x and x + w <= right + 1e-6
            assert py + HEADER <= y and y + h + LABEL_H <= py + ph


def test_cards_grow_while_the_displays_are_small():
    """Early in a game the display cards are large; they shrink only as stacks arrive."""
    layout = TableLayout(2, 6)
    rng = random.Random(1)
    scales = [layout.fit_displays([_stacks(rng, n), _stacks(rng, n)], 0).scale for n in range(0, 13, 2)]
    assert scales[0] == DISPLAY_SCALES[0]
    assert scales == sorted(scales, reverse=True) and scales[-1] < scales[0]


def test_the_viewers_panel_has_the_hands_room_and_the_scale_stays_at_a_hand_over():
    """The viewer's panel lays its stacks over the room its hand leaves; the card size is
    the same whoever looks, so nothing resizes when the screen is handed over."""
    layout = TableLayout(5, 7)
    rng = random.Random(2)
    for _ in range(100):
        displays = [_stacks(rng, rng.randint(0, 12)) for _ in range(5)]
        fits = [layout.fit_displays(displays, viewer) for viewer in (None, 0, 1, 2, 3, 4)]
        assert len({fit.scale for fit in fits}) == 1
        seen, nobody = fits[1], fits[0]
        assert len(seen.rows[0]) <= len(nobody.rows[0])          # never more rows for the viewer


def test_too_many_stacks_still_stay_in_the_panel():
    """Twenty stacks (every goat type, dogs, milk) in a 5-player panel: the smallest cards, overlapping."""
    layout = TableLayout(5, 7)
    for stacks in ([(k,) for k in range(20)], [(2 * k, 2 * k + 1) for k in range(20)]):
        displays = [stacks] + [[] for _ in range(4)]
        for seat, scale, (x, y, w, h) in _card_rects(layout, displays, 1):
            px, py, pw, ph = layout.panel_rect(seat)
            right = px + pw - 2 * (CARD_W * scale + 6)          # seat 0's hand is in its panel
            assert scale == DISPLAY_SCALES[-1]
            assert px < x and x + w <= right + 1e-6
            assert y + h + LABEL_H <= py + ph
