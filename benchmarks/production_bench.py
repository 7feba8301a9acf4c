"""How long one Arkwright production phase takes to resolve (Water Frame 5.III).

A 4-player table in the lamps cycle with Foreman, Workshop, School, Patron,
Charisma, Extra Shifts, Office, Agent in the Colonies, small and large
warehouses, ships and contracts, with every answer given up front. Prints
p50 and p99 in milliseconds. Budget: p50 under 1 ms.

    /work/venv/bin/python benchmarks/production_bench.py [runs]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.games.arkwright.pack import apply  # noqa: E402
from companion.games.arkwright.production import ProductionInput  # noqa: E402
from companion.games.arkwright.state import ArkwrightState, Factory, LargeWarehouse, Player, Row  # noqa: E402


def lamps(price: int, rows, **kw) -> Factory:
    full = list(rows) + [(0, 0)] * (4 - len(rows))
    return Factory(good="lamps", level=2, price=price, rows=[Row(workers=w, machines=m) for w, m in full], **kw)


def bench_state() -> ArkwrightState:
    players = [
        Player(
            id="red", name="Red", color="red", cash=40, share_space=22,
            factories=[lamps(14, [(1, 2), (1, 2), (1, 2)], quality=2, distribution=2)],
            tiles=["foreman", "workshop", "school", "patron_lamps"], foreman="lamps", workshop="lamps",
            warehouse=LargeWarehouse(columns=["lamps"], goods={"lamps": 2}),
        ),
        Player(
            id="blue", name="Blue", color="blue", cash=25, share_space=18,
            factories=[lamps(13, [(2, 1), (2, 1), (3, 0)], quality=1, distribution=1)],
            tiles=["office", "agent_in_the_colonies", "extra_shifts"],
            ships=[4, 6], ship_crew=3, contracts={"lamps": 6},
            warehouse=LargeWarehouse(rows=[True, False], goods={"lamps": 1}),
        ),
        Player(
            id="green", name="Green", color="green", cash=5, share_space=14,
            factories=[lamps(15, [(3, 0), (3, 0)], quality=3, distribution=0)],
            tiles=["small_warehouse", "charisma"], stored={"food": 2, "lamps": 1},
        ),
        Player(
            id="yellow", name="Yellow", color="yellow", cash=60, share_space=30,
            factories=[lamps(12, [(3, 0), (3, 0)], distribution=1)],
            ships=[2], contracts={"lamps": 2},
            jubilee_sale=True,
        ),
    ]
    employed = sum(p.workers for p in players)
    return ArkwrightState(
        players=players, decade=1780, cycle=4, phase="production", start_player=1,
        job_market=80 - employed - 6, fired=6, importers={"food": 2, "clothes": 2, "cutlery": 1, "lamps": 3},
    )


#: every question this table asks, answered (the benchmark refuses to run if one is missing)
ANSWERS = {
    "school:red": True,
    "jubilee:yellow": True,
    "patron:red": True,
    "ship:blue:lamps": 5,
    "discard:green": {"food": 1},
}


def main(runs: int = 2000) -> None:
    state = bench_state()
    entry = ProductionInput(answers=ANSWERS, demand=7, wage=3)
    out = apply(state, entry)
    if out.pending is not None:
        raise SystemExit(f"benchmark answers are incomplete: {out.pending.id}")
    unused = [e.reason for e in out.ledger if "was not needed" in e.reason]
    if unused:
        raise SystemExit(f"benchmark answers were not all used: {unused}")
    print(f"ledger lines per phase: {len(out.ledger)}")
    for _ in range(200):  # warm-up
        apply(state, entry)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        apply(state, entry)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p50 = statistics.median(times)
    p99 = times[int(len(times) * 0.99) - 1]
    print(f"production phase, 4 players, {runs} runs: p50 {p50:.3f} ms, p99 {p99:.3f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
