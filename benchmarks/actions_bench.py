"""How long one Arkwright turn of the action phase takes (Water Frame 5.II), and listing the legal actions.

A 3-player table in 1790 with tiles, ships, contracts and warehouses; each run
applies a factory action (modernize with the Developer, price adjustment), a
machinery action with the Workshop and School, a ship action, and lists
`legal_actions`. One JSON line per call:

    {"bench": "actions", "call": ..., "p50_ms": X, "p99_ms": Y, "floor_ms": F, "ratio": R}

An apply is the whole entry as every apply, preview and replay pays it (`pack.apply`);
its floor, measured in the same run, is the bare work: the action handler on working
copies made beforehand, with no copy and no validation timed. The floor of
`legal_actions` is reading the whole state once (`model_dump`). The two calls
alternate, with the garbage collector paused within a round; the ratio is the median
of the rounds' ratios.

    .venv/bin/python benchmarks/actions_bench.py [rounds] [calls per round]
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from companion.games.arkwright.actions import legal_actions  # noqa: E402
from companion.core.dispatch import working_copy  # noqa: E402
from companion.games.arkwright.pack import PACK, apply  # noqa: E402
from production_bench import alternate  # noqa: E402
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


def _line(what: str, engine: list[float], floor: list[float], ratios: list[float], **more) -> None:
    engine.sort()
    print(json.dumps({
        "bench": "actions", "call": what, "p50_ms": round(statistics.median(engine), 3),
        "p99_ms": round(engine[int(len(engine) * 0.99) - 1], 3), "floor_ms": round(statistics.median(floor), 3),
        "ratio": round(statistics.median(ratios), 2), **more,
    }))


def main(rounds: int = 15, calls: int = 40) -> None:
    state = bench_state()
    handler = PACK.dispatcher.handler("action")
    for turn in TURNS:
        out = apply(state, turn)
        assert out.pending is None
        parsed = PACK.dispatcher.parse(turn)
        engine, floor, ratios = alternate(lambda: apply(state, turn), lambda work: handler(work, parsed),
                                          lambda: working_copy(state), rounds, calls)
        _line(f"apply {turn['marker']}", engine, floor, ratios)
    engine, floor, ratios = alternate(lambda: legal_actions(state, "marion"), lambda _work: state.model_dump(),
                                      lambda: None, rounds, calls)
    _line("legal_actions", engine, floor, ratios, options=len(legal_actions(state, "marion")))


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
