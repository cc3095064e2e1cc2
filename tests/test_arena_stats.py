"""benchmarks/arena_stats.py counts a seat type's games, and pairs two runs on the same deals."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from goatmaster.cli.main import main

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "arena_stats.py"


def _arena(out: Path, seats: str) -> None:
    assert main(["arena", "--game", "rows", "--players", "2", "--seats", seats, "--games", "6", "--seed", "5",
                 "--out", str(out)]) == 0


def test_a_run_paired_with_itself_gains_nothing_and_one_against_another_seat_counts_its_wins(tmp_path, capsys):
    _arena(tmp_path / "greedy", "greedy,random")
    _arena(tmp_path / "random", "random,random")
    capsys.readouterr()
    done = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "greedy"), "--seat", "greedy",
                           "--paired", str(tmp_path / "greedy")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    won, shared = map(int, re.search(r"greedy won (\d+) alone, shared (\d+)", done.stdout).groups())
    assert "margin gain +0.00 ± 0.00" in done.stdout
    assert (f"wins on them: {won + shared} against the base's {won + shared}; here only 0, in the base only 0: "
            "+0 ± 0.0") in done.stdout
    done = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "greedy"), "--seat", "greedy",
                           "--paired", str(tmp_path / "random"), "--base-seat", "random"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    line = re.search(r"wins on them: (\d+) against the base's (\d+); here only (\d+), in the base only (\d+): "
                     r"([+-]\d+) ± ", done.stdout)
    mine, base, here, there, difference = map(int, line.groups())
    assert mine == won + shared and mine - base == here - there == difference


def test_every_seat_of_a_type_counts_by_where_it_sat(tmp_path, capsys):
    _arena(tmp_path / "random", "random,random")
    capsys.readouterr()
    done = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "random"), "--seat", "random", "--every-seat"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "random: 12 seats in games;" in done.stdout
    by_seat = re.findall(r"from seat (\d): won (\d+), shared (\d+), lost (\d+)", done.stdout)
    assert [seat for seat, *_ in by_seat] == ["0", "1"]
    assert all(sum(map(int, counts)) == 6 for _, *counts in by_seat)
