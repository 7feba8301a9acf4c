"""Several Stores in one process and writers in other processes share one file safely.

Regression: opening a second Store used to read the file header with a plain
open()/close(), which on POSIX drops every lock the process holds on the file,
including the SQLite locks of the first Store; another process could then
checkpoint and remove the WAL under it ("there is no session 3", "disk I/O error").
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from companion.store import Store

ROOT = Path(__file__).parents[2]

WRITER = """
import sys
sys.path.insert(0, {root!r})
from tests.store.conftest import register_tiny, setup_entry
from companion.store import Store
register_tiny()
s = Store.open({path!r})
view = s.create_session("tiny", setup_entry("Ann", "Bob"))
print(view.info.id)
s.close()
"""


def write_elsewhere(path: Path) -> int:
    out = subprocess.run(
        [sys.executable, "-c", WRITER.format(root=str(ROOT), path=str(path))],
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return int(out.stdout.strip().splitlines()[-1])


def test_stores_in_one_process_see_what_other_processes_write(db_path):
    from tests.store.conftest import setup_entry

    first = Store.open(db_path)
    mine = first.create_session("tiny", setup_entry("Cy", "Di")).info.id
    second = Store.open(db_path)  # used to drop the first Store's locks
    third = Store.open(db_path)
    try:
        for _ in range(3):
            theirs = write_elsewhere(db_path)
            for store in (first, second, third):
                ids = {s.id for s in store.sessions()}
                assert {mine, theirs} <= ids
                assert store.load(theirs).info.id == theirs
        again = second.create_session("tiny", setup_entry("Ed", "Flo")).info.id
        assert again in {s.id for s in first.sessions()}
    finally:
        for store in (first, second, third):
            store.close()
