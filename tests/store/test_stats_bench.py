"""The statistics benchmark: its filled database counts right, and it prints figure, floor and ratio."""

from __future__ import annotations

import importlib.util
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from companion.store import Store
from tests.store.test_stats_kept import assert_kept_equals_counted

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "stats_bench.py"


def test_rows_written_straight_into_the_tables_are_counted_by_the_database(tmp_path):
    """The benchmark inserts sessions and results with plain SQL: the triggers count them all the same."""
    spec = importlib.util.spec_from_file_location("stats_bench", BENCH)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    with Store.open(tmp_path / "b.db") as store:
        bench.fill(store, 60, random.Random(3))
        assert store.conn.execute("SELECT sum(plays) FROM pack_totals").fetchone() == (60,)
        assert_kept_equals_counted(store)


def test_the_benchmark_prints_figure_floor_and_ratio(tmp_path):
    db = tmp_path / "bench.db"
    for _ in range(2):  # filled, then measured again on the same file
        out = subprocess.run([sys.executable, str(BENCH), "--sessions", "40", "--db", str(db)],
                             capture_output=True, text=True, check=True).stdout
        lines = [json.loads(line) for line in out.splitlines()]
        figures = [x for x in lines if x.get("target_ms")]
        assert len(figures) >= 10
        for x in figures:
            assert x["floor_ms"] > 0 and x["ratio"] == pytest.approx(x["ms"] / x["floor_ms"], rel=0.05, abs=0.01)
        assert lines[-1]["bytes_per_game"] > 0
