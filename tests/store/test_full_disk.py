"""A full device is said as such (issue 24): merge, restore, backup and board import, and no file left behind.

The full device is SQLite's own: a copy made with `PRAGMA max_page_count` at
its size fails with the real SQLITE_FULL error ("database or disk is full"),
and the file system's OSError ENOSPC is the real error object. Before, merge and
restore called the other device's good file "damaged", backup "failed
unexpectedly (OperationalError)" and left a .tmp file, and a board import left
its temporary file; killed merges left staged copies nothing removed.
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import types
from pathlib import Path

import pytest

from companion.cli import main
from companion.store import Store, StoreError, backup as backup_module, staging
from companion import files
from companion.files import Held
from companion.store.merge import plan_merge
from companion import kept as corrections
from tests.store.conftest import setup_entry

FULL = "the device is full"


def limited(path, *args, **kw) -> sqlite3.Connection:
    """A connection to a file that cannot grow past one page: SQLite's own "database or disk is full"."""
    conn = sqlite3.connect(path, *args, **kw)
    conn.execute("PRAGMA max_page_count = 1")
    return conn


def full_copy(source: Path, target: Path) -> None:
    """staging's copy of a file into a device with no room left."""
    src = sqlite3.connect(source)
    dst = limited(target)
    try:
        src.backup(dst)
    finally:
        src.close()
        dst.close()


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*") if p.name.startswith(".") or p.suffix == ".tmp")


@pytest.fixture
def other_device(tmp_path):
    """Another phone's backup file, good in every way."""
    with Store.open(tmp_path / "b" / "companion.db") as b:
        sid = b.create_session("tiny", setup_entry("Ann", "Bob"), title="on B").info.id
        for cash in range(30):
            b.submit(sid, {"kind": "gain", "player": "p1", "cash": cash % 5 + 1})
        return b.backup(tmp_path / "from-b.db")


def test_restore_on_a_full_device_says_so_and_leaves_no_copy(store, db_path, other_device, monkeypatch):
    store.create_session("tiny", setup_entry("Cy", "Dee"))
    store.close()
    before = db_path.read_bytes()
    monkeypatch.setattr(staging, "_copy", full_copy)
    with pytest.raises(StoreError) as refused:
        Store.restore(other_device, db_path)
    said = str(refused.value)
    assert FULL in said and "damaged" not in said and "nothing was restored" in said
    assert db_path.read_bytes() == before and leftovers(db_path.parent) == []


def test_merge_on_a_full_device_says_so_and_leaves_no_copy(store, db_path, other_device, monkeypatch):
    monkeypatch.setattr(staging, "_copy", full_copy)
    with pytest.raises(StoreError) as refused:
        plan_merge(store, other_device)
    said = str(refused.value)
    assert FULL in said and "damaged" not in said and "nothing was merged" in said
    assert leftovers(db_path.parent) == []


def test_no_room_for_the_copy_at_all_is_a_full_device_too(store, db_path, other_device, monkeypatch):
    def no_room(*_a, **_kw):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(staging.tempfile, "mkstemp", no_room)
    with pytest.raises(StoreError, match=FULL):
        plan_merge(store, other_device)
    assert leftovers(db_path.parent) == []


def test_the_command_line_says_the_device_is_full_in_one_line(store, db_path, other_device, monkeypatch, capsys):
    monkeypatch.setattr(staging, "_copy", full_copy)
    store.close()
    assert main(["merge", str(other_device), "--db", str(db_path)]) == 2
    err = capsys.readouterr().err
    assert FULL in err and "damaged" not in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_a_backup_to_a_full_device_says_so_and_leaves_no_tmp_file(store, tmp_path, monkeypatch):
    store.create_session("tiny", setup_entry("Cy", "Dee"))
    shim = types.ModuleType("sqlite3")
    shim.__dict__.update(sqlite3.__dict__)
    shim.connect = limited
    monkeypatch.setattr(backup_module, "sqlite3", shim)
    target = tmp_path / "backups" / "copy.db"
    with pytest.raises(StoreError) as refused:
        store.backup(target)
    said = str(refused.value)
    assert said.startswith("The backup was not written: the device is full.") and "OperationalError" not in said
    assert not target.exists() and leftovers(tmp_path / "backups") == []


def test_a_board_import_on_a_full_device_says_so_and_changes_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)
    corrections.confirm("arkwright", {"job_market.1.wage": 3})
    folder = tmp_path / "data"
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    board = tmp_path / "board.json"
    board.write_text(json.dumps({"kind": "companion board file", "version": 1, "pack": "arkwright",
                                 "values": {"job_market.0.wage": 3}}))
    real_mkstemp = files.tempfile.mkstemp
    calls = []

    def full_at_the_second(*args, **kw):
        calls.append(1)
        if len(calls) == 2:  # the second of the two files: the first is already written in full
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_mkstemp(*args, **kw)

    monkeypatch.setattr(files.tempfile, "mkstemp", full_at_the_second)
    assert main(["board", "import", str(board), "--yes"]) == 2
    err = capsys.readouterr().err
    assert FULL in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # neither file changed, nothing left


def test_a_copy_a_killed_merge_left_is_removed_when_a_store_next_opens(store, db_path):
    folder = db_path.parent
    stale = folder / f"{staging.PREFIX}killed.db"
    stale.write_bytes(b"half a copy")
    (folder / f"{staging.PREFIX}killed.db-journal").write_bytes(b"")
    in_use = folder / f"{staging.PREFIX}in-use.db"
    in_use.write_bytes(b"a copy another process is checking")
    held = Held(in_use, wait=0)  # its lock, as a merge under way holds it
    try:
        Store.open(db_path).close()
        assert not stale.exists() and not Path(f"{stale}-journal").exists()
        assert in_use.exists()  # never the copy of a merge or restore under way
    finally:
        held.release()
    Store.open(db_path).close()
    assert not in_use.exists() and leftovers(folder) == []


def test_a_plan_under_review_keeps_its_copy_while_other_stores_open(store, db_path, other_device):
    plan = plan_merge(store, other_device)
    try:
        Store.open(db_path).close()
        assert plan.staged.path.exists() and len(plan.games) == 1
    finally:
        plan.discard()
    assert leftovers(db_path.parent) == []
