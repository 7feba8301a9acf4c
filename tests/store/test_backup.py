"""Backup and restore: moving the history to a new phone."""

from __future__ import annotations

import hashlib
from pathlib import Path
import sqlite3
import zlib

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


# --- hostile files: each refused with one plain sentence, the live database byte-identical -------------


def finished(store: Store) -> int:
    """A finished game with results and head-to-head totals."""
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    store.submit(sid, {"kind": "score", "player": "p1", "points": 3})
    for _ in range(3):
        store.submit(sid, {"kind": "next_round"})
    assert store.info(sid).status == "finished"
    return sid


def _edit(path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    # a saved state is its JSON compressed (schema 5): what another program would have to undo to edit it
    conn.create_function("unpacked", 1, lambda b: zlib.decompress(b).decode("utf-8"))
    conn.create_function("packed", 1, lambda t: zlib.compress(t.encode("utf-8")))
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.close()


APPEND_ONLY_DELETE = ("CREATE TRIGGER log_is_append_only_delete BEFORE DELETE ON log\nBEGIN\n"
                      "    SELECT RAISE(ABORT, 'the log is append-only: entries are never deleted');\nEND")


_GAP = "session_id = 2 AND seq = 3"
#: hostile backup -> (what is done to a good backup, the words its refusal must hold)
EDITS = {
    "missing table": (["DROP TABLE sessions"], "the table sessions is missing"),
    "missing column": (["ALTER TABLE results DROP COLUMN notes"], "the columns of the table results differ"),
    "foreign trigger": (["CREATE TRIGGER rename_players AFTER INSERT ON log BEGIN UPDATE players SET name = 'x' || id;"
                         " END"], "it has a trigger rename_players that this app never makes"),
    "dropped trigger": (["DROP TRIGGER log_is_append_only_update"], "the trigger log_is_append_only_update is missing"),
    "log gap": (["DROP TRIGGER log_is_append_only_delete", f"DELETE FROM snapshots WHERE {_GAP}",
                 f"DELETE FROM steps WHERE {_GAP}", f"DELETE FROM log WHERE {_GAP}", APPEND_ONLY_DELETE],
                "has a gap in the log of game 2 .*: step 3 is missing"),
    "edited result": (["UPDATE results SET score = score + 5 WHERE seat = 1"],
                      r"stores for game \d .* its results other than its log gives"),
    "edited timeline": (["UPDATE timeline SET cash = cash + 100"], "its timeline other than its log gives"),
    "edited step count": (["UPDATE sessions SET last_seq = last_seq + 1 WHERE id = 1"],
                          r"stores for game 1 .* its state other than its log gives"),
    "edited head to head": (["UPDATE rivalries SET beat = beat + 1"], "statistics .totals, head-to-head. other than its games give"),
    "edited saved state": (["UPDATE snapshots SET state = packed(json_set(unpacked(state), '$.players[0].cash', 999))"
                            " WHERE seq = 1"],
                           "saved state of game 1 .* differs from what its log gives"),
    "unknown game": (["UPDATE sessions SET pack_id = 'chess' WHERE id = 1"],
                     "holds a game of 'chess', which this version of the app does not have"),
}


def hostile(kind: str, store: Store, path) -> str:
    """Write the hostile backup `kind` at `path`; the words the refusal must hold."""
    if kind == "failing migration":
        load_fixture(1, path)
        _edit(path, "CREATE TABLE results (x)")  # schema 2 creates it: that migration fails
        return "cannot be brought up to this version of the app"
    store.backup(path)
    statements, words = EDITS[kind]
    _edit(path, *statements)
    return words


HOSTILE = [*EDITS, "failing migration"]


@pytest.mark.parametrize("kind", HOSTILE)
def test_restore_refuses_a_hostile_backup_and_the_live_file_stays_byte_identical(store, tmp_path, kind):
    fill(store)
    finished(store)
    bad = tmp_path / "elsewhere" / "bad.db"
    bad.parent.mkdir()
    words = hostile(kind, store, bad)
    live = store.path
    store.close()  # as the app does before a restore
    before, folder = digest(live), {p.name for p in live.parent.iterdir()}
    with pytest.raises(StoreError, match=words) as refused:
        Store.restore(bad, live)
    message = str(refused.value)
    assert message.startswith(str(bad)) and message.endswith("; nothing was restored")
    assert "\n" not in message and "sqlite3" not in message and "Error" not in message
    assert digest(live) == before
    after = {p.name for p in live.parent.iterdir()} - {"companion.db-wal", "companion.db-shm"}
    assert after == folder, after  # no copy left behind, nothing kept
    with Store.open(live) as again:
        assert len(again.sessions()) == 2


def test_every_hostile_backup_is_refused_by_the_cli_with_one_line(store, tmp_path, capsys):
    from companion.cli import main

    fill(store)
    finished(store)
    live = store.path
    store.close()
    before = digest(live)
    for i, kind in enumerate(HOSTILE):
        bad = tmp_path / f"bad-{i}.db"
        with Store.open(tmp_path / "src.db") as source:
            if i == 0:
                fill(source)
                finished(source)
            hostile(kind, source, bad)
        assert main(["restore", str(bad), "--db", str(live)]) == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, (kind, err)
        assert digest(live) == before
    assert main(["sessions", "--db", str(live)]) == 0


def test_a_restored_backup_is_the_checked_copy_and_nothing_else_is_left(store, tmp_path):
    sid = finished(store)
    copy = store.backup(tmp_path / "b.db")
    target = tmp_path / "phone" / "companion.db"
    with Store.open(target) as other:
        other.create_session("tiny", setup_entry("Zed", "Yan"), title="only here")
    result = Store.restore(copy, target)
    assert sorted(p.name for p in target.parent.iterdir()) == sorted(["companion.db", Path(result.previous).name])
    with Store.open(target) as restored:
        assert restored.results(sid) == store.results(sid)
        assert restored.conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_restore_while_another_program_has_the_database_open(store, tmp_path):
    """The other program is not left writing into a replaced file: it reads the restored games."""
    sid = finished(store)
    copy = store.backup(tmp_path / "b.db")
    target = tmp_path / "target.db"
    other = Store.open(target)
    try:
        other.create_session("tiny", setup_entry("Zed", "Yan"), title="only here")
        result = Store.restore(copy, target)
        assert [s.title for s in other.sessions()] == [store.info(sid).title]
        assert other.results(sid) == store.results(sid)
    finally:
        other.close()
    with Store.open(result.previous) as kept:
        assert [s.title for s in kept.sessions()] == ["only here"]
    with Store.open(target) as restored:
        assert restored.conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
