"""Backup and restore: moving the whole history to a new phone. A backup goes through SQLite's online backup API
(consistent while the app writes); a restore checks a copy in full (staging.py), moves it into place with one
rename and keeps the database it replaces beside it.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from companion.core.wording import said
from companion.store import schema
from companion.store.connection import Connection
from companion.store.errors import StoreError, device_full, reason
from companion.store.models import RestoreResult
from companion.store.paths import default_db_path
from companion.store.staging import discard, fsync_dir, fsync_file, stage


def _stamp() -> str:
    return schema.now()[:19].replace(":", "").replace("-", "").replace("T", "-")


def copy_database(source: sqlite3.Connection, target: Path) -> None:
    """A consistent copy of `source` at `target` (written beside it, then moved into place)."""
    tmp = target.with_name(f".{target.name}.tmp")
    tmp.unlink(missing_ok=True)
    try:
        dst = sqlite3.connect(tmp)
        try:
            source.backup(dst)
            dst.execute("PRAGMA journal_mode = DELETE")
        finally:
            dst.close()
        os.replace(tmp, target)
    except BaseException:
        discard(tmp)  # a full device, a killed copy: no half-written file is left
        raise


def _kept_name(dest: Path) -> Path:
    """Where the database a restore replaces is kept: beside it, named for the moment (never overwriting)."""
    base = f"{dest.stem}.before-restore-{_stamp()}"
    candidate, n = dest.with_name(f"{base}{dest.suffix}"), 1
    while candidate.exists():
        n += 1
        candidate = dest.with_name(f"{base}-{n}{dest.suffix}")
    return candidate


def swap_in(staged: Path, dest: Path) -> Path | None:
    """Make the checked file `staged` (same folder) the database at `dest`, the old one kept beside it; a process
    killed at any moment leaves the old database or the new, whole. Alone on the file (the app closes its own
    first), the live file leaves WAL mode (no old -wal is read with the new file), a read lock keeps writers
    out while its copy is kept, and one rename puts the new file in place. Another program has it open (a
    running `companion serve`): the new database is written into the live file through SQLite's backup API,
    in one transaction, which that program reads next (a rename would leave it writing the replaced file).
    """
    fsync_file(staged)
    if not dest.exists():
        os.replace(staged, dest)
        fsync_dir(dest.parent)
        return None
    previous = _kept_name(dest)
    live = sqlite3.connect(dest, timeout=schema.BUSY_TIMEOUT_MS / 1000)
    try:
        live.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try:
            live.execute("PRAGMA busy_timeout = 0")
            alone = live.execute("PRAGMA journal_mode = DELETE").fetchone()[0].lower() == "delete"
        except sqlite3.OperationalError:  # "database is locked": another connection is open
            alone = False
        live.execute(f"PRAGMA busy_timeout = {schema.BUSY_TIMEOUT_MS}")
        if alone:
            live.execute("BEGIN")
            live.execute("SELECT count(*) FROM sessions").fetchone()  # the read lock: writers wait
            copy_database(live, previous)
            fsync_file(previous)
            os.replace(staged, dest)
            fsync_dir(dest.parent)
            live.execute("ROLLBACK")
        else:
            copy_database(live, previous)
            fsync_file(previous)
            new = schema.read_only(staged)
            try:
                new.backup(live)
            finally:
                new.close()
    finally:
        live.close()
    return previous


def backup(connection: Connection, path: str | Path) -> Path:
    """Write a copy of the whole database to `path` (a file, or a folder to put it in)."""
    target = Path(path).expanduser()
    if target.is_dir():
        target = target / f"companion-backup-{_stamp()}.db"
    if target.resolve() == connection.path.resolve():
        raise StoreError(said("core", "choose another file: that is the database itself"))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with connection.lock:
            copy_database(connection.conn, target)
    except (sqlite3.Error, OSError) as exc:
        raise device_full(exc, said("core", "the backup was not written")) or StoreError(
            said("core", "the backup was not written ({why}); the games are as they were", why=reason(exc))) from None
    schema.check_file(target)
    return target


def restore(path: str | Path, target: str | Path | None = None) -> RestoreResult:
    """Make the backup at `path` the app's database, once a copy of it passed every check (see staging)."""
    source = Path(path).expanduser()
    dest = Path(target).expanduser() if target is not None else default_db_path()
    if dest.exists() and source.exists() and dest.resolve() == source.resolve():
        raise StoreError(said("core", "that backup is the database itself; nothing was restored"))
    staged = stage(source, dest.parent, verb="restored")  # a refused backup never touches the live file
    if dest.exists():
        try:
            schema.check_file(dest, live=True)  # never replace a file that is not a companion database
        except StoreError:
            staged.discard()
            raise
    try:
        previous = swap_in(staged.path, dest)
    except (sqlite3.Error, OSError) as exc:  # a full disk, a folder that became read-only...
        raise device_full(exc, said("core", "nothing was restored")) or StoreError(
            said("core", "the games here could not be replaced ({why}); nothing was restored", why=reason(exc))) from None
    finally:
        staged.discard()
    return RestoreResult(target=str(dest), previous=str(previous) if previous else None, sessions=staged.sessions)
