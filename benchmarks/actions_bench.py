"""How long one Arkwright turn of the action phase takes (Water Frame 5.II), and listing the legal actions.

A 3-player table in 1790 with tiles, ships, contracts and warehouses; each run
applies a factory action (modernize with the Developer, price adjustment), a
machinery action with the Workshop and School, a ship action, and lists
`legal_actions`. Prints p50 and p99 in milliseconds per call.

    /work/venv/bin/python benchmarks/actions_bench.py [runs]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.games.arkwright.actions import legal_actions  # noqa: E402
from companion.games.arkwright.pack import apply  # noqa: E402
from companion.games.arkwright.state import ArkwrightState, Factory, LargeWarehouse, Mat, Player, Row  # noqa: E402


def factory(good, level, rows, **kw) -> Factory:
    full = list(rows) + [(0, 0)] * (4 - len(rows))
    return Factory(good=good, level=level, price=kw.pop("price", 6), rows=[Row(workers=w, machines=m) for w, m in full], **kw)


def bench_state() -> ArkwrightState:
    marion = Player(
        id="marion", name="Marion", color="red", cash=80, share_space=22,
        factories=[factory("food", 1, [(2, 0), (2, 0), (2, 0)]), factory("lamps", 2, [(3, 0), (3, 0)], quality=1)],
        tiles=["developer", "workshop", "school", "office"], workshop="food",
        warehouse=LargeWarehouse(columns=["lamps"], goods={"lamps": 4}), ships=[6], ship_crew=2, contracts={"lamps": 4},
    )
    others = [Player(id=i, name=i.title(), color=c, cash=20, factories=[factory("clothes", 1, [(2, 0), (2, 0)])], tiles=["engineering_works"])
              for i, c in (("harold", "blue"), ("angelica", "green"))]
    employed = sum(p.workers for p in [marion, *others])
    return ArkwrightState(players=[marion, *others], phase="actions", decade=1790, cycle=2, job_market=80 - employed - 4, fired=4,
                          mat=Mat(tiles=["inventor", "charisma", "foreman"], ships={2: 2, 4: 1}, markers={"1": ["quality_light"], "2": ["machinery_light"]}))


TURNS = [
    {"kind": "action", "player": "marion", "marker": "factory", "row": 6, "main": {"action": "factory", "developer": True,
     "steps": [{"do": "modernize", "good": "food", "to": 2}]}, "additional": {"type": "price_adjustment", "prices": {"food": 9}}},
    {"kind": "action", "player": "marion", "marker": "machinery", "row": 10, "main": {"action": "machinery",
     "machines": [{"good": "food", "row": 1}, {"good": "food", "row": 2}, {"good": "food", "row": 3}], "school": [{"good": "lamps", "row": 3, "count": 3}]},
     "additional": {"type": "tile", "tile": "inventor", "return_tile": "office"}},
    {"kind": "action", "player": "marion", "marker": "ship:0", "row": 6, "main": {"action": "ship", "contracts": ["lamps"]}},
]


def timed(fn, runs: int) -> tuple[float, float]:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.99) - 1]


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    state = bench_state()
    for turn in TURNS:
        out = apply(state, turn)
        assert out.pending is None
        p50, p99 = timed(lambda: apply(state, turn), runs)
        print(f"apply {turn['marker']:<10} p50 {p50:.2f} ms  p99 {p99:.2f} ms")
    p50, p99 = timed(lambda: legal_actions(state, "marion"), runs)
    print(f"legal_actions      p50 {p50:.2f} ms  p99 {p99:.2f} ms  ({len(legal_actions(state, 'marion'))} options)")


if __name__ == "__main__":
    main()
