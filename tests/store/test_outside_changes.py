"""A running Store notices what other programs did to its file, and says so when the file refuses a write.

A cached game state is keyed on the session's uuid, its last seq and the file's
generation, so after `companion restore` run outside (same session number, same
last seq, a different log) the next write is made on the restored game, never
on the old cached one. A write the disk refuses (full, read-only) leaves the
game exactly as it was and raises WriteFailed with a plain sentence.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from companion.store import Store
from companion.store.errors import StoreError, WriteFailed

from tests.store.conftest import setup_entry

ROOT = Path(__file__).parents[2]

RESTORE = """
import sys
sys.path.insert(0, {root!r})
from tests.store.conftest import register_tiny
from companion.store import Store
register_tiny()
Store.restore({backup!r}, {target!r})
"""


def gain(player: str, cash: int) -> dict:
    return {"kind": "gain", "player": player, "cash": cash}


def game_with(store: Store, *amounts: int) -> int:
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    for amount in amounts:
        store.submit(sid, gain("p1", amount))
    return sid


@pytest.fixture
def backup(tmp_path):
    """Another device's database: session 1 has as many entries as ours, with other values."""
    path = tmp_path / "other-device.db"
    with Store.open(path) as other:
        game_with(other, 10, 20, 30)  # Ann: 5 + 60 = 65
    return path


def same_game_elsewhere(store: Store, sid: int, tmp_path: Path) -> Path:
    """A backup of this very game (same uuid) that went on differently: same last seq, another log."""
    path = store.backup(tmp_path / "this-game-elsewhere.db")
    with Store.open(path) as other:
        other.submit(sid, gain("p1", 50))
    return path


def restore_outside(backup: Path, target: Path) -> None:
    subprocess.run([sys.executable, "-c", RESTORE.format(root=str(ROOT), backup=str(backup), target=str(target))],
                   check=True, capture_output=True, text=True, timeout=60)


def test_a_restore_run_outside_is_seen_before_the_next_write(store, db_path, tmp_path):
    sid = game_with(store, 1, 2)
    elsewhere = same_game_elsewhere(store, sid, tmp_path)  # Ann: 8 + 50 = 58
    store.submit(sid, gain("p1", 3))  # Ann: 11, version 4
    shown = store.load(sid)  # the state is cached
    mark = store.mark(sid)
    restore_outside(elsewhere, db_path)
    after = store.load(sid)
    assert (after.info.uuid, after.info.version) == (shown.info.uuid, shown.info.version)
    assert after.state.players[0].cash == 58
    assert store.mark(sid) != mark  # what a screen compares to notice the change
    view = store.submit(sid, gain("p1", 1)).view
    assert view.state.players[0].cash == 59
    assert store.replay_state(sid) == view.state  # the log still replays to what is stored


@pytest.mark.parametrize("same_uuid", [True, False])
def test_the_cached_state_is_not_used_for_a_write_after_an_outside_restore(store, db_path, backup, tmp_path,
                                                                          same_uuid):
    sid = game_with(store, 1, 2)
    source = same_game_elsewhere(store, sid, tmp_path) if same_uuid else backup
    store.submit(sid, gain("p1", 3))
    store.load(sid)
    restore_outside(source, db_path)
    view = store.submit(sid, gain("p2", 2)).view  # no load in between: the write itself must see the new log
    assert view.state.players[0].cash == (58 if same_uuid else 65)
    with Store.open(db_path) as fresh:
        assert fresh.replay_state(sid) == view.state
        assert fresh.replay_state(sid).players[1].cash == 7
        assert fresh.load(sid).state == fresh.replay_state(sid)


def test_a_file_swapped_under_a_running_store_is_opened_again(store, db_path, backup):
    sid = game_with(store, 1, 2, 3)
    store.load(sid)
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    swapped = db_path.with_name("incoming.db")
    shutil.copyfile(backup, swapped)
    os.replace(swapped, db_path)  # another program moved a new file into place
    assert store.load(sid).state.players[0].cash == 65
    store.submit(sid, gain("p1", 1))
    store.close()
    with Store.open(db_path) as fresh:  # the write went into the file now at the path
        assert fresh.load(sid).state.players[0].cash == 66 == fresh.replay_state(sid).players[0].cash


def test_a_deleted_file_is_reported_not_written_to(store, db_path):
    sid = game_with(store, 1)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db_path}{suffix}").unlink(missing_ok=True)
    with pytest.raises(StoreError, match="was moved or deleted while the app was open; nothing was written"):
        store.submit(sid, gain("p1", 1))


def dump(store: Store) -> list[str]:
    return list(store.conn.iterdump())


def test_disk_full_leaves_the_game_as_it_was(store):
    sid = game_with(store, 1)
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count = {pages}")
    for amount in range(1, 500):
        before, view = dump(store), store.load(sid)
        try:
            store.submit(sid, {"kind": "gain", "player": "p1", "cash": amount})
        except WriteFailed as exc:
            assert str(exc) == ("Nothing was stored: the device is full. The game is as it was; "
                                "free some space on it, then try again.")
            break
    else:
        pytest.fail("the database never filled up")
    assert dump(store) == before
    assert store.load(sid) == view
    store.conn.execute(f"PRAGMA max_page_count = {pages * 100}")  # space freed: the same write goes through
    assert store.submit(sid, gain("p1", amount), expected=view.info.version).view.info.version == view.info.version + 1
    assert store.load(sid).state == store.replay_state(sid)


def test_a_read_only_file_leaves_the_game_as_it_was(store, db_path):
    sid = game_with(store, 1, 2)
    before, view = dump(store), store.load(sid)
    read_only = Store(sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, check_same_thread=False), db_path)
    try:
        for write in (lambda: read_only.submit(sid, gain("p1", 1)), lambda: read_only.undo(sid),
                      lambda: read_only.create_session("tiny", setup_entry("Cy", "Di"))):
            with pytest.raises(WriteFailed, match=r"^Nothing was stored: the database file is read-only\. "
                                                  r"The game is as it was; check that the app may write to it"):
                write()
        assert read_only.load(sid).state == view.state
    finally:
        read_only.close()
    assert dump(store) == before


def test_the_cli_says_a_read_only_file_in_one_line(tmp_path):
    """`companion import` into a file the system refuses to change: one line, exit 2, file unchanged."""
    source, target = tmp_path / "source.db", tmp_path / "target.db"
    sys.path.insert(0, str(ROOT / "tests" / "ui"))
    from scenarios import new_game

    with Store.open(source) as s:
        game = tmp_path / "game.json"
        game.write_text(json.dumps(s.export_json(new_game(s))))
    Store.open(target).close()
    target.chmod(0o444)
    try:
        before = target.read_bytes()
        out = subprocess.run([*_without_override(), sys.executable, "-m", "companion", "import", str(game), "--db", str(target)],
                             cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert out.returncode == 2
        assert out.stderr.strip().splitlines() == [
            "error: Nothing was stored: the database file is read-only. The game is as it was; "
            "check that the app may write to it, then try again."]
        assert target.read_bytes() == before
    finally:
        target.chmod(0o644)


def _without_override() -> list[str]:
    """The command prefix under which a read-only file is read-only for the CLI too.

    A file's mode binds every user but root, whose capability to override it (CAP_DAC_OVERRIDE)
    `setpriv` (util-linux) takes from the CLI's process, as root in CI is.
    """
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        message = "running as root, the test needs setpriv (util-linux) to make a file read-only for the CLI"
        if os.environ.get("CI"):
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    return ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--"]


def test_the_cli_says_a_full_device_in_one_line(tmp_path, monkeypatch, capsys):
    """`companion import` on a full device: one line, exit 2, nothing stored."""
    from companion import cli
    from companion.store import schema

    sys.path.insert(0, str(ROOT / "tests" / "ui"))
    from scenarios import new_game

    source, target, game = tmp_path / "source.db", tmp_path / "target.db", tmp_path / "game.json"
    with Store.open(source) as s:
        sid = new_game(s)
        for cash in range(250):  # a game that needs more room than the empty tables' first pages (schema 5 is lean)
            s.submit(sid, {"kind": "edit", "path": "players.0.cash", "value": cash})
        game.write_text(json.dumps(s.export_json(sid)))
    Store.open(target).close()
    connect = schema.connect

    def full(path):  # the device has no room left beyond what the file holds now
        conn = connect(path)
        conn.execute(f"PRAGMA max_page_count = {conn.execute('PRAGMA page_count').fetchone()[0]}")
        return conn

    monkeypatch.setattr(schema, "connect", full)
    assert cli.main(["import", str(game), "--db", str(target)]) == 2
    out = capsys.readouterr()
    assert out.err.splitlines() == ["error: Nothing was stored: the device is full. The game is as it was; "
                                    "free some space on it, then try again."]
    monkeypatch.setattr(schema, "connect", connect)
    with Store.open(target) as s:
        assert s.sessions() == []
