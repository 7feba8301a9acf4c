"""What the checks on outside input cost: bounded JSON reading and strict, bounded state validation.

Prints one JSON line per measurement: the figure (best of several runs), a floor measured in
the same run (what it says in `floor_is`), their ratio, and the budget the figure must stay under:

- validating one 4-player Arkwright state (strict types, every number within the bounds);
- reading a 5 MB session-like JSON file through companion/core/jsontext.py (size, depth and
  digit checks before and while parsing) against plain json.loads of the same bytes;
- refusing a file nested 100,000 deep, and what the checks add to reading a 64 MiB file
  of millions of empty lists (the largest game file allowed; budget 1.5x plain json.loads).

    python benchmarks/input_bench.py [runs]
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.core.errors import InputError  # noqa: E402
from companion.core.jsontext import parse_json  # noqa: E402
from companion.core.models import MAX_GAME_FILE_BYTES  # noqa: E402
from companion.games.arkwright.pack import apply  # noqa: E402
from companion.games.arkwright.state import ArkwrightState  # noqa: E402


def best(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def refused(raw: bytes) -> None:
    try:
        parse_json(raw, "the file", MAX_GAME_FILE_BYTES)
    except InputError:
        return
    raise AssertionError("not refused")


def report(what: str, figure: float, floor: float, floor_is: str, budget: float, unit: str) -> None:
    """One JSON line: the figure, the floor measured in the same run, their ratio, and the budget."""
    print(json.dumps({
        "bench": "input", "what": what, "value": round(figure, 3), "unit": unit, "floor": round(floor, 3),
        "floor_is": floor_is, "ratio": round(figure / floor, 2), "budget": budget, "within_budget": figure <= budget,
    }))


def walk(value) -> int:
    """Visit every value of parsed JSON once: what any check of it must at least do."""
    if isinstance(value, dict):
        return sum(walk(v) for v in value.values()) + 1
    if isinstance(value, list):
        return sum(walk(v) for v in value) + 1
    return 1


def main(runs: int = 5) -> None:
    seats = [{"id": n.lower(), "name": n, "color": c} for n, c in (("Ann", "red"), ("Bob", "blue"), ("Cy", "green"))]
    data = apply(None, {"kind": "new_game", "seats": seats, "start_player": 0}).state.model_dump(mode="json")
    per = best(lambda: [ArkwrightState.model_validate(data) for _ in range(200)], runs) / 200
    visit = best(lambda: [walk(data) for _ in range(200)], runs) / 200
    report("validate one 3-player Arkwright state", per * 1000, visit * 1000, "every value of it visited once", 1.0, "ms")

    entry = {"seq": 1, "op": "play", "kind": "action", "format": 3, "target": None, "created": "2026-05-01T19:30:00+00:00",
             "entry": {"kind": "action", "player": "ann", "marker": "factory", "row": 2, "main": {"good": "food", "price": 6}}}
    text = json.dumps({"log": [entry] * 25_000}).encode()
    checked = best(lambda: parse_json(text, "the file", MAX_GAME_FILE_BYTES), runs)
    plain = best(lambda: json.loads(text), runs)
    report(f"read a {len(text) / 1e6:.1f} MB session file, checked", checked * 1000, plain * 1000,
           "plain json.loads of the same bytes", 500, "ms")

    deep = b"[" * 100_000 + b"]" * 100_000
    flat = b"[" + b"0," * 99_999 + b"0]"  # as many bytes, not nested
    report("refuse a file nested 100,000 deep", best(lambda: refused(deep), runs) * 1000,
           best(lambda: parse_json(flat, "the file", MAX_GAME_FILE_BYTES), runs) * 1000,
           "the same reader on a flat file of as many bytes", 100, "ms")
    wide = b"[" + b"[]," * ((MAX_GAME_FILE_BYTES - 8) // 3) + b"[]]"
    checked = best(lambda: parse_json(wide, "the file", MAX_GAME_FILE_BYTES), 1)
    plain = best(lambda: json.loads(wide), 1)
    report(f"read a {len(wide) / 2**20:.0f} MiB file of millions of empty lists, checked", checked * 1000, plain * 1000,
           "plain json.loads of the same bytes", round(1.5 * plain * 1000, 1), "ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
