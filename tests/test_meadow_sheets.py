"""Meadow Dice's sheets (D2): the named ones shipped, and the ones made from a number."""

from __future__ import annotations

import pytest

from goatmaster.games.meadow_dice import INFO, new_match
from goatmaster.games.meadow_dice.engine import (MAX_SHEET_NUMBER, NAMED_SHEETS, Sheet, SheetError,
                                                 generated_sheet)
from goatmaster.games.meadow_dice.engine.sheet import COW, ONE_APART, d2_problem


def _check_d2(sheet: Sheet) -> None:
    """D2 restated from the rules page, independently of the engine's own check."""
    rows = [row.split(" ") for row in sheet.rows()]
    tokens = [t for row in rows for t in row]
    assert len(rows) == 8 and all(len(row) == 8 for row in rows)
    troughs = [k for k, t in enumerate(tokens) if t in "tT"]
    assert tokens.count("T") == 6 and tokens.count("t") == 3
    for k in troughs:
        r, c = divmod(k, 8)
        assert 0 < r < 7 and 0 < c < 7, "no trough on the outer ring"
        for j in troughs:
            if j != k and abs(j // 8 - r) <= 1 and abs(j % 8 - c) <= 1:
                # the only trough cell touching another is its big trough's other cell
                assert tokens[k] == tokens[j] == "T" and abs(j // 8 - r) + abs(j % 8 - c) == 1
    assert tokens.count("C") == 12
    assert sorted(tokens.count(str(n)) for n in range(1, 6)) in ([8, 8, 9, 9, 9],)
    for k, t in enumerate(tokens):
        if t == "C":
            assert any(tokens[j] in "12345" for j in ONE_APART[k]), f"cow {divmod(k, 8)} without a partner"


def test_at_least_ten_named_sheets_are_shipped_with_distinct_names():
    assert len(NAMED_SHEETS) >= 10
    assert len({s.name for s in NAMED_SHEETS}) == len(NAMED_SHEETS)
    assert len({s.faces for s in NAMED_SHEETS}) == len(NAMED_SHEETS)


@pytest.mark.parametrize("sheet", NAMED_SHEETS, ids=[s.name for s in NAMED_SHEETS])
def test_every_named_sheet_keeps_d2(sheet):
    _check_d2(sheet)
    assert d2_problem(sheet) is None
    assert Sheet.from_rows(sheet.name, sheet.rows()) == sheet


def test_generated_sheets_keep_d2_and_depend_on_the_number_only():
    troughs = set()
    for number in (1, 2, 3, 77, 4242, MAX_SHEET_NUMBER) + tuple(range(100, 300)):
        sheet = generated_sheet(number)
        _check_d2(sheet)
        assert sheet.name == f"Sheet {number}"
        troughs.update(c for t in sheet.troughs for c in t.cells)
    assert troughs == {r * 8 + c for r in range(1, 7) for c in range(1, 7)}      # anywhere inside the ring
    assert generated_sheet(5) == generated_sheet(5) and generated_sheet(5).faces != generated_sheet(6).faces


def test_sheet_text_errors_name_the_rule_and_the_place():
    rows = NAMED_SHEETS[0].rows()
    for damage, words in ((rows[:7], "8 rows"), ([rows[0].replace(" ", "  ", 1)] + rows[1:], "row 0"),
                          ([rows[0][:-1] + "x"] + rows[1:], "cell 0,7")):
        with pytest.raises(SheetError, match=words):
            Sheet.from_rows("Bad", damage)
    lonely = [r.split() for r in rows]
    lonely[1][2] = "2"                                                  # half a big trough
    with pytest.raises(SheetError, match="D1"):
        Sheet.from_rows("Bad", [" ".join(r) for r in lonely])


def test_the_new_game_offers_named_random_or_numbered_sheets_and_the_pro_variant():
    options = {o.name: o for o in INFO.options}
    assert set(options) == {"sheet", "sheet_number", "pro"}
    # Players share sheets by number: the range is part of the game (and which sheet a seed draws).
    assert (options["sheet_number"].minimum, options["sheet_number"].maximum) == (1, MAX_SHEET_NUMBER) == (1, 999_999)
    values = [v for v, _ in options["sheet"].choices]
    assert values[:2] == ["random", "number"] and set(values[2:]) == {s.name for s in NAMED_SHEETS}
    assert new_match(2, 1, None).state.sheet.name.startswith("Sheet ")
    assert new_match(2, 1, None).state.sheet == new_match(2, 1, {}).state.sheet      # the seed makes it
    assert new_match(2, 9, {"sheet": "number", "sheet_number": 42}).state.sheet == generated_sheet(42)
    named = new_match(2, 9, {"sheet": NAMED_SHEETS[3].name, "pro": True}).state
    assert named.sheet == NAMED_SHEETS[3] and named.pro
    with pytest.raises(ValueError):
        new_match(2, 1, {"sheet": "Atlantis"})
    with pytest.raises(ValueError):
        new_match(2, 1, {"sheet_number": 0})
    assert new_match(2, 1).state.sheet.faces.count(COW) == 12


def test_d2_a_loaded_sheet_with_a_trough_anywhere_on_the_outer_ring_is_refused():
    """Every ring cell, the bottom row and the right column included: a small trough swapped
    there (the counts of every face unchanged) breaks D2 for the ring alone."""
    tokens = [row.split(" ") for row in NAMED_SHEETS[0].rows()]
    small = next((r, c) for r in range(8) for c in range(8) if tokens[r][c] == "t")
    ring = [(r, c) for r in range(8) for c in range(8) if r in (0, 7) or c in (0, 7)]
    refused = set()
    for r, c in ring:
        near = [tokens[i][j] for i in range(max(r - 1, 0), min(r + 2, 8)) for j in range(max(c - 1, 0), min(c + 2, 8))]
        if "t" in near or "T" in near:
            continue                    # next to a trough: D2's "troughs touch" may speak first
        moved = [row[:] for row in tokens]
        moved[r][c], moved[small[0]][small[1]] = "t", tokens[r][c]
        with pytest.raises(SheetError, match="outer ring"):
            Sheet.from_rows("Bad", [" ".join(row) for row in moved])
        refused.add((r, c))
    sides = [{(0, k) for k in range(8)}, {(7, k) for k in range(8)}, {(k, 0) for k in range(8)},
             {(k, 7) for k in range(8)}]
    assert all(side & refused for side in sides)


def test_d2_a_loaded_sheet_with_two_troughs_touching_is_refused():
    """A small trough moved beside another trough, inside the ring (the counts unchanged)."""
    tokens = [row.split(" ") for row in NAMED_SHEETS[0].rows()]
    troughs = {(r, c) for r in range(8) for c in range(8) if tokens[r][c] in "tT"}
    small = next(p for p in sorted(troughs) if tokens[p[0]][p[1]] == "t")
    beside = next((r, c) for r in range(1, 7) for c in range(1, 7) if (r, c) not in troughs
                  and any(abs(r - i) <= 1 and abs(c - j) <= 1 for i, j in troughs - {small})
                  and max(abs(r - small[0]), abs(c - small[1])) > 1)
    moved = [row[:] for row in tokens]
    moved[beside[0]][beside[1]], moved[small[0]][small[1]] = "t", tokens[beside[0]][beside[1]]
    with pytest.raises(SheetError, match="two troughs touch"):
        Sheet.from_rows("Bad", [" ".join(row) for row in moved])
