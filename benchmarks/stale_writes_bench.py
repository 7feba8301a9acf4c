"""What naming the version costs a write, and what a phone's poll costs (`Store.mark`).

An Arkwright game with 200 table corrections in its log. Times a correction
stored with `expected=` (the version check, the file and generation checks)
against the same correction without a version (floor), then `mark`, the query
every phone's screen runs every 2 seconds. Prints p50 in milliseconds, the
floor and the ratio.

    python benchmarks/stale_writes_bench.py [runs]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

from companion.store import Store  # noqa: E402
from scenarios import edit, new_game  # noqa: E402


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def p50(fn, runs: int) -> float:
    return statistics.median(timed(fn) for _ in range(runs))


def main(runs: int = 200) -> None:
    with tempfile.TemporaryDirectory() as folder, Store.open(Path(folder) / "bench.db") as store:
        sid = new_game(store)
        edit(store, sid, *[("players.0.cash", 30 + k % 20) for k in range(200)])
        cash = iter(range(10**6))

        def versioned():
            store.submit(sid, {"kind": "edit", "path": "players.0.cash", "value": next(cash) % 90},
                         expected=store.version(sid))

        def plain():
            store.submit(sid, {"kind": "edit", "path": "players.0.cash", "value": next(cash) % 90})

        # alternated, so both see a log of the same length (a write also reloads the game's log)
        pairs = [(timed(plain), timed(versioned)) for _ in range(runs)]
        floor = statistics.median(p for p, _ in pairs)
        figure = statistics.median(v for _, v in pairs)
        print(f"correction with its version: {figure:.2f} ms p50; floor (no version) {floor:.2f} ms; "
              f"ratio {figure / floor:.2f}")
        mark = p50(lambda: store.mark(sid), runs * 5)
        print(f"a phone's poll (mark): {mark:.3f} ms p50; floor (a write) {floor:.2f} ms; ratio {mark / floor:.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
