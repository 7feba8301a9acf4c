"""Backup and restore: moving the history to a new phone."""

from __future__ import annotations

import hashlib
import sqlite3

import pytest

from companion.store import Store, StoreError
from companion.store.schema import latest_version

from tests.store.conftest import setup_entry
from tests.store.test_migrations import load_fixture


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fill(store: Store) -> int:
    store.add_player("Ann", "red")
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    store.submit(sid, {"kind": "gain", "player": "p1", "cash": 4})
    return sid


def test_backup_then_restore_on_a_new_phone(store, tmp_path):
    sid = fill(store)
    (tmp_path / "backups").mkdir()
    copy = store.backup(tmp_path / "backups")  # a folder: the file is named for the day
    assert copy.parent == tmp_path / "backups" and copy.name.startswith("companion-backup-")
    phone = tmp_path / "phone" / "companion.db"
    result = Store.restore(copy, phone)
    assert result.previous is None and result.sessions == 1
    with Store.open(phone) as new:
        assert new.load(sid).state == store.load(sid).state
        assert [p.name for p in new.players()] == ["Ann"]


def test_restore_keeps_the_database_it_replaces(store, tmp_path):
    fill(store)
    copy = store.backup(tmp_path / "b.db")
    target = tmp_path / "target.db"
    with Store.open(target) as other:
        other.create_session("tiny", setup_entry("Zed", "Yan"), title="only here")
    result = Store.restore(copy, target)
    assert result.previous is not None
    with Store.open(target) as restored:
        assert [s.title for s in restored.sessions()] != ["only here"]
    with Store.open(result.previous) as kept:
        assert [s.title for s in kept.sessions()] == ["only here"]


def test_backup_is_consistent_while_another_store_writes(db_path, tmp_path):
    a, b = Store.open(db_path), Store.open(db_path)
    try:
        sid = fill(a)
        b.conn.execute("BEGIN IMMEDIATE")
        b.conn.execute("UPDATE sessions SET title = 'uncommitted' WHERE id = ?", (sid,))
        copy = a.backup(tmp_path / "b.db")
        b.conn.execute("ROLLBACK")
    finally:
        a.close()
        b.close()
    with Store.open(copy) as c:
        assert c.info(sid).title != "uncommitted"


def test_backup_refuses_to_overwrite_the_database(store, db_path):
    with pytest.raises(StoreError, match="the database itself"):
        store.backup(db_path)


@pytest.mark.parametrize("kind", ["text", "other sqlite", "newer", "damaged", "empty"])
def test_restore_refuses_what_is_not_a_companion_database(store, tmp_path, kind):
    fill(store)
    bad = tmp_path / "bad.db"
    if kind == "text":
        bad.write_text("hello, I am a shopping list\n" * 50)
        message = "not an SQLite file"
    elif kind == "other sqlite":
        sqlite3.connect(bad).execute("CREATE TABLE t (x)").connection.commit()
        message = "some other SQLite file"
    elif kind == "newer":
        copy = store.backup(bad)
        sqlite3.connect(copy).execute(f"PRAGMA user_version = {latest_version() + 1}").connection.commit()
        message = "newer version"
    elif kind == "empty":
        bad.write_bytes(b"")
        message = "empty database"
    else:
        store.backup(bad)
        data = bytearray(bad.read_bytes())
        data[4096:] = bytes((i * 37) % 251 for i in range(len(data) - 4096))  # every page but the first
        bad.write_bytes(bytes(data))
        message = "damaged|malformed|not a companion"
    before = digest(store.path)
    with pytest.raises(StoreError, match=message):
        Store.restore(bad, store.path)
    assert digest(store.path) == before


def test_restore_of_an_older_schema_brings_it_up_to_date(tmp_path):
    old = load_fixture(1, tmp_path / "old-backup.db")
    result = Store.restore(old, tmp_path / "new.db")
    assert result.sessions == 3
    conn = sqlite3.connect(tmp_path / "new.db")
    assert conn.execute("PRAGMA user_version").fetchone() == (latest_version(),)
