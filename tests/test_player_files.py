"""The player's files under faults and abuse: a "Finished games" folder that is a link, a review
written back over a file changed meanwhile, long names in other scripts, hostile review data,
temporary files left by interrupted writes, and statistics with impossible counts."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from goatmaster.app.player_data import statistics as stats_module  # noqa: E402
from goatmaster.app.player_data.statistics import Statistics  # noqa: E402


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(folder))
    return folder


# ---------------------------------------------------------------------- statistics

def test_statistics_with_a_count_no_one_plays_are_set_aside(data_dir):
    huge = 10**600                          # consistent: the rows add up to the totals
    row = {"opponents": "easy", "players": 2, "played": huge, "won": huge, "best": 10}
    top = {"format": stats_module.FORMAT, "version": 1, "games": huge, "won": huge, "best": 10,
           "rows": [row], "recorded": []}
    path = data_dir / "statistics.json"
    path.write_text(json.dumps(top))
    stats = Statistics()
    assert stats.games == 0 and stats.set_aside is not None and not path.exists()
