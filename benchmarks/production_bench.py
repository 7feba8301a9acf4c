"""How long one Arkwright production phase takes to resolve through the engine (Water Frame 5.III).

A 4-player table in the lamps cycle with Foreman, Workshop, School, Patron,
Charisma, Extra Shifts, Office, Agent in the Colonies, small and large
warehouses, ships and contracts, with every answer given up front.

The figure is the whole entry as every apply, preview and replay pays it
(`pack.apply`: the entry validated, the phase checked, the working copy, the
rules, the new state validated). The floor is the bare work, measured in the
same run: the same production handler on copies made beforehand, with no copy
and no validation timed. The two calls alternate, so a busy machine slows them
alike, with the garbage collector paused within a round (as timeit does); the
ratio is the median of the rounds' ratios.
Target: a ratio of at most 3.

This floor is still the project's own phase, not the bare arithmetic issue 25 asks for (the sums of 5.III
on plain numbers): that would be a second copy of the phase's rules, kept in step by hand, for a benchmark.
So the ratio says what the engine's envelope costs (validation, the working copy), not what the rules cost. Prints one JSON line:

    {"bench": "production", "players": 4, "p50_ms": X, "p99_ms": Y, "floor_ms": F, "ratio": R}

    .venv/bin/python benchmarks/production_bench.py [rounds] [calls per round]
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from machine import Load  # noqa: E402

from companion.core.dispatch import working_copy  # noqa: E402
from companion.games.arkwright.pack import PACK, apply  # noqa: E402
from companion.games.arkwright.production.inputs import ProductionInput  # noqa: E402
from companion.games.arkwright.production.phase import apply_production  # noqa: E402
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


def _timed(call, times: list[float]) -> None:
    start = time.perf_counter()
    call()
    times.append((time.perf_counter() - start) * 1000)


def alternate(engine, bare, copy, rounds: int, calls: int) -> tuple[list[float], list[float], list[float]]:
    """`engine()` and `bare(work)` timed in turn, `calls` times a round, each `work` made by `copy()`
    before the round (outside the timing), with the garbage collector paused within a round (as
    timeit does: a collection falls on whichever call happens to trigger it). Returns the times of
    both (ms) and each round's ratio of their medians."""
    engine_times: list[float] = []
    floor_times: list[float] = []
    ratios: list[float] = []
    for _ in range(rounds):
        copies = [copy() for _ in range(calls)]
        round_engine: list[float] = []
        round_floor: list[float] = []
        gc.collect()
        gc.disable()
        for work in copies:
            _timed(engine, round_engine)
            _timed(lambda: bare(work), round_floor)
        gc.enable()
        ratios.append(statistics.median(round_engine) / statistics.median(round_floor))
        engine_times += round_engine
        floor_times += round_floor
    return engine_times, floor_times, ratios


def main(rounds: int = 15, calls: int = 100) -> None:
    load = Load()
    state = bench_state()
    entry = ProductionInput(answers=ANSWERS, demand=7, wage=3)
    out = apply(state, entry)
    if out.pending is not None:
        raise SystemExit(f"benchmark answers are incomplete: {out.pending.id}")
    unused = [e.reason for e in out.ledger if "was not needed" in e.reason]
    if unused:
        raise SystemExit(f"benchmark answers were not all used: {unused}")
    parsed = PACK.dispatcher.parse(entry)
    bare = apply_production(working_copy(state), parsed)
    if bare.state.model_dump() != out.state.model_dump() or bare.ledger != out.ledger:
        raise SystemExit("the bare production does not do the same work as the engine's")
    for _ in range(100):  # warm-up
        apply(state, entry)
    engine, floor, ratios = alternate(lambda: apply(state, entry), lambda work: apply_production(work, parsed),
                                      lambda: working_copy(state), rounds, calls)
    engine.sort()
    print(json.dumps({
        "bench": "production",
        "players": len(state.players),
        "ledger_lines": len(out.ledger),
        "p50_ms": round(statistics.median(engine), 3),
        "p99_ms": round(engine[int(len(engine) * 0.99) - 1], 3),
        "floor_ms": round(statistics.median(floor), 3),
        "ratio": round(statistics.median(ratios), 2),
        "ratio_spread": [round(min(ratios), 2), round(max(ratios), 2)], "rounds": rounds, **load.seen(),
    }))


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
