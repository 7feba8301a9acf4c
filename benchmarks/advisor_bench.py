"""How long the price advisor takes for one factory at all 21 prices (Water Frame 5.III.1-5.III.2).

The 4-player lamps table of production_bench.py, with Red's lamps factory at level IV, quality
and distribution 4 (appeal high enough) that every price from £5 to £25 is legal. Prints the median
time of `advise` over many runs, the floor measured in the same run (one
resolve of the whole production phase, which the advisor has to beat while
covering 21 prices), and the ratio. Target: under 5 ms.

    .venv/bin/python benchmarks/advisor_bench.py [runs]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from production_bench import bench_state  # noqa: E402

from companion.games.arkwright.pack import apply  # noqa: E402
from companion.games.arkwright.production.advisor import advise  # noqa: E402


def _median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def main(runs: int = 200) -> None:
    state = bench_state()
    data = state.model_dump()
    data["players"][0]["factories"][0].update(level=4, quality=4, distribution=4)  # base quality 20: appeal 28 at £0
    state = type(state).model_validate(data)
    advice = advise(state, "red", "lamps")
    assert len(advice.lines) == 21, len(advice.lines)
    entry = {"kind": "production", "answers": advice.assumed}
    apply(state, entry)  # warm up
    ms = _median_ms(lambda: advise(state, "red", "lamps"), runs)
    floor = _median_ms(lambda: apply(state, entry), runs)
    print(json.dumps({"bench": "advisor", "prices": 21, "ms": round(ms, 3), "floor_production_phase_ms": round(floor, 3),
                      "ratio": round(ms / floor, 2), "target_ms": 5}))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
