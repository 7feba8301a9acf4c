"""How long a restore (and a merge plan) takes on a real history: every game replayed and compared first.

Fills a database with N whole Arkwright games (the scripted 4-player Water Frame game
of tests/games/arkwright/flow, from the box to the winner, entered step by step through the
store and then copied under new uuids), backs it up, and times `Store.restore` of the
backup onto a database of its own and `plan_merge` of it into an empty one. Prints
each figure against its floor (the budget) and their ratio.

    python benchmarks/restore_bench.py [--games N]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.store import Store  # noqa: E402
from companion.store.merge import plan_merge  # noqa: E402

#: seconds for a whole history of this many games: a restore may take a little while, not minutes
BUDGET_S = 30.0


def fill(store: Store, games: int) -> int:
    from tests.store.test_arkwright_games import record

    entries, _final = record("water_frame")
    sid = store.create_session("arkwright", entries[0], title="Water Frame").info.id
    for entry in entries[1:]:
        assert store.submit(sid, entry).stored
    data = store.export_json(sid)
    for n in range(1, games):
        data["session"]["uuid"] = str(uuid.uuid4())
        data["session"]["title"] = f"Water Frame {n + 1}"
        store.import_json(data)
    return len(entries)


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        with Store.open(root / "full.db") as store:
            steps = fill(store, args.games)
            backup = store.backup(root / "backup.db")
        with Store.open(root / "target.db"):
            pass
        restore = timed(lambda: Store.restore(backup, root / "target.db"))
        with Store.open(root / "empty.db") as empty:
            plan = None

            def make_plan():
                nonlocal plan
                plan = plan_merge(empty, backup)

            merge_plan = timed(make_plan)
            plan.discard()
    print(f"history: {args.games} whole Arkwright games of {steps} steps each")
    for what, figure in (("restore (checks + swap)", restore), ("merge plan (checks + plan)", merge_plan)):
        print(f"{what}: {figure:.2f} s  floor {BUDGET_S:.0f} s  ratio {figure / BUDGET_S:.2f}")


if __name__ == "__main__":
    main()
