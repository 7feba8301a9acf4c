"""How long the split of demand takes (Water Frame 5.III.1), on the fixed inputs in tests/fixtures/bench.

Times `companion.games.arkwright.production.split.split` over the sets `time_3`,
`time_4` and `time_5` of tests/fixtures/bench/split_inputs.json (3, 4 and 5 sellers,
200 inputs each) and prints one JSON line per set:

    {"bench": "split", "sellers": N, "us_per_call": X, "us_per_call_steps": Y,
     "floor_us": F, "ratio": X/F}

`us_per_call` is the median over rounds (at least 7) of the mean time per input;
`us_per_call_steps` the same with the calls listed for the ledger, as the
production phase runs it. The floor is measured in the same run: a function that
only reads every input once (what any implementation must at least do), so the
ratio holds on a busy machine where absolute times do not. Target: at most 8 us
per call for every set.

    .venv/bin/python benchmarks/split_bench.py [rounds]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion.games.arkwright.production.split import split  # noqa: E402

INPUTS = ROOT / "tests" / "fixtures" / "bench" / "split_inputs.json"


def _floor(demand, importer, appeals, supplies, qualities):
    """Read every number of the input once: no implementation can do less."""
    total = importer
    for a, s, q in zip(appeals, supplies, qualities):
        total += min(a, s) + q
    return min(total, demand)


def _time(fn, cases, rounds: int, **kw) -> float:
    per_round = []
    for _ in range(rounds):
        start = time.perf_counter()
        for args in cases:
            fn(*args, **kw)
        per_round.append((time.perf_counter() - start) / len(cases) * 1e6)
    return statistics.median(per_round)


def main(rounds: int = 15) -> None:
    sets = json.loads(INPUTS.read_text())
    for name, sellers in (("time_3", 3), ("time_4", 4), ("time_5", 5)):
        cases = [
            (
                c["demand"], c["importer"], [p["appeal"] for p in c["players"]],
                [p["supply"] for p in c["players"]], [p["quality"] for p in c["players"]],
            )
            for c in sets[name]
        ]
        for args in cases[:20]:  # warm up
            split(*args)
        us = _time(split, cases, rounds)
        us_steps = _time(split, cases, rounds, steps=True)
        floor = _time(_floor, cases, rounds)
        print(json.dumps({
            "bench": "split", "sellers": sellers, "us_per_call": round(us, 2),
            "us_per_call_steps": round(us_steps, 2), "floor_us": round(floor, 2), "ratio": round(us / floor, 1),
        }))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
