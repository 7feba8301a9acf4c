"""Child process for the crash test: writes entries as fast as it can until it is killed.

    python -m tests.store.crash_child DB_PATH SESSION_ID SEED
    python -m tests.store.crash_child restore DB_PATH BACKUP...   (restores them in turn, for ever)
    python -m tests.store.crash_child merge DB_PATH FILE...       (merges them in turn, then idles)

After each committed step it prints "<seq>" (flushed), so the parent knows
what was committed before it sent SIGKILL. Each transaction is slowed down
between its first and last row (after the log row, before the derived rows)
so that most kills land in the middle of a write.
"""

from __future__ import annotations

import random
import sys

from tests.store.conftest import register_tiny


def slowed(module, name: str, seconds: float) -> None:
    """Make `module.name` sleep first, so that kills land in the middle of what calls it."""
    import time

    original = getattr(module, name)

    def slow(*args, **kwargs):
        time.sleep(seconds)
        return original(*args, **kwargs)

    setattr(module, name, slow)


def restore_forever(path: str, backups: list[str]) -> None:
    """Restore the backups in turn; after each, print the backup's index (flushed)."""
    from companion.store import Store, backup, staging

    slowed(staging, "fsync_file", 0.01)  # at the end of the checks
    slowed(backup, "fsync_file", 0.01)  # within the swap: before and after the copy that is kept
    slowed(backup, "copy_database", 0.01)
    print("ready", flush=True)
    while True:
        for i, source in enumerate(backups):
            Store.restore(source, path)
            print(i, flush=True)


def merge_all(path: str, files: list[str]) -> None:
    """Merge the files in turn; after each, print its index (flushed); then wait to be killed."""
    import time

    from companion.store import Store, merge
    from companion.store.session_log import SessionLog

    slowed(SessionLog, "rebuild", 0.05)  # inside the one transaction of a merge
    print("ready", flush=True)
    with Store.open(path) as store:
        for i, source in enumerate(files):
            plan = merge.plan_merge(store, source)
            try:
                merge.apply_merge(store, plan)
            finally:
                plan.discard()
            print(i, flush=True)
    while True:
        time.sleep(1)


def main() -> None:
    register_tiny()
    if sys.argv[1] == "restore":
        restore_forever(sys.argv[2], sys.argv[3:])
        return
    if sys.argv[1] == "merge":
        merge_all(sys.argv[2], sys.argv[3:])
        return
    from companion.store import Store, derived

    slowed(derived, "settle", 0.004)

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
