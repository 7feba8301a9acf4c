"""Child process for the crash test: writes entries as fast as it can until it is killed.

    python -m tests.store.crash_child DB_PATH SESSION_ID SEED

After each committed step it prints "<seq>" (flushed), so the parent knows
what was committed before it sent SIGKILL. Each transaction is slowed down
between its first and last row (after the log row, before the derived rows)
so that most kills land in the middle of a write.
"""

from __future__ import annotations

import random
import sys

from tests.store.conftest import register_tiny


def main() -> None:
    register_tiny()
    import time

    from companion.store import Store, derived

    settle = derived.settle

    def slow_settle(*args, **kwargs):
        time.sleep(0.004)
        return settle(*args, **kwargs)

    derived.settle = slow_settle

    path, sid, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    store = Store.open(path)
    print("ready", flush=True)
    while True:
        roll = rng.random()
        view = store.load(sid) if roll < 0.2 else None
        if view is not None and view.can_undo and roll < 0.1:
            view = store.undo(sid)
        elif view is not None and view.can_redo:
            view = store.redo(sid)
        else:
            view = store.submit(sid, {"kind": "gain", "player": rng.choice(["p1", "p2"]), "cash": rng.randint(1, 9)}).view
        print(view.info.version, flush=True)


if __name__ == "__main__":
    main()
