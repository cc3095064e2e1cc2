"""The arena's figures (issue 37: mutants of search/arena.py survived the search's own tests)."""

from __future__ import annotations

import pytest

from goatmaster.search.arena import _percentile, wilson


def test_the_wilson_interval_of_a_known_rate():
    # 180 of 200 and 5 of 10 at 95%: the Wilson score interval's textbook values
    assert wilson(180, 200) == pytest.approx((0.85059, 0.93433), abs=1e-5)
    assert wilson(5, 10) == pytest.approx((0.23659, 0.76341), abs=1e-5)
    assert wilson(0, 0) == (0.0, 1.0)


def test_percentiles_interpolate_between_the_sorted_times():
    assert _percentile([4.0, 1.0, 3.0, 2.0], 0.5) == 2.5
    assert _percentile([10.0, 20.0], 0.95) == pytest.approx(19.5)
    assert _percentile([], 0.5) == 0.0
