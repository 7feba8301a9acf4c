"""How long the price advisor takes for one factory at all 21 prices (Water Frame 5.III.1-5.III.2).

The 4-player lamps table of production_bench.py, with Red's lamps factory at level IV, quality
and distribution 4 (appeal high enough) that every price from £5 to £25 is legal.

The figure is `advise` (the table read once, then the split of demand and the share moves at
every price). The floor is the splits it runs, measured in the same run: `split.split` called
with exactly the arguments the advisor passes it (recorded from one advice beforehand), 21 calls,
nothing else. The two alternate within a round; each of 5 rounds gives the median of its runs,
and the line prints the median of the 5 rounds and their spread (lowest to highest).
Target: under 5 ms.

    .venv/bin/python benchmarks/advisor_bench.py [runs per round]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import Load  # noqa: E402
from production_bench import bench_state  # noqa: E402

from companion.games.arkwright.production import advisor  # noqa: E402
from companion.games.arkwright.production.split import split  # noqa: E402

ROUNDS = 5


def recorded_splits(state) -> list[tuple]:
    """The arguments of every split the advisor runs for Red's lamps (copied: it reuses its lists)."""
    calls: list[tuple] = []

    def recording(demand, importer, appeals, supplies, qualities, **kw):
        calls.append((demand, importer, list(appeals), list(supplies), list(qualities)))
        return split(demand, importer, appeals, supplies, qualities, **kw)

    advisor.split = recording
    try:
        advisor.advise(state, "red", "lamps")
    finally:
        advisor.split = split
    return calls


def _ms(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1e3


def main(runs: int = 100) -> None:
    load = Load()
    state = bench_state()
    data = state.model_dump()
    data["players"][0]["factories"][0].update(level=4, quality=4, distribution=4)  # base quality 20: appeal 28 at £0
    state = type(state).model_validate(data)
    advice = advisor.advise(state, "red", "lamps")
    assert len(advice.lines) == 21, len(advice.lines)
    calls = recorded_splits(state)
    assert len(calls) == 21, len(calls)

    def advise():
        advisor.advise(state, "red", "lamps")

    def splits():
        for args in calls:
            split(*args)

    for _ in range(20):  # warm-up
        advise()
        splits()
    figures, floors = [], []
    for _ in range(ROUNDS):
        a, f = [], []
        for _ in range(runs):
            a.append(_ms(advise))
            f.append(_ms(splits))
        figures.append(statistics.median(a))
        floors.append(statistics.median(f))
    ratios = [x / y for x, y in zip(figures, floors)]
    print(json.dumps({
        "bench": "advisor", "prices": 21,
        "ms": round(statistics.median(figures), 3), "ms_spread": [round(min(figures), 3), round(max(figures), 3)],
        "floor_21_splits_ms": round(statistics.median(floors), 3),
        "floor_spread": [round(min(floors), 3), round(max(floors), 3)],
        "ratio": round(statistics.median(ratios), 2), "ratio_spread": [round(min(ratios), 2), round(max(ratios), 2)],
        "target_ms": 5, **load.seen(),
    }))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
