"""Backup and restore: moving the whole history to a new phone.

Both go through SQLite's online backup API, so the copy is consistent even
while the app writes. Restore accepts only a companion database this app can
read, checks it, and keeps the database it replaces beside it.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from companion.store import schema
from companion.store.errors import StoreError
from companion.store.models import RestoreResult
from companion.store.paths import default_db_path


def _stamp() -> str:
    return schema.now()[:19].replace(":", "").replace("-", "").replace("T", "-")


def copy_database(source: sqlite3.Connection, target: Path) -> None:
    """A consistent copy of `source` at `target` (written beside it, then moved into place)."""
    tmp = target.with_name(f".{target.name}.tmp")
    tmp.unlink(missing_ok=True)
    dst = sqlite3.connect(tmp)
    try:
        source.backup(dst)
        dst.execute("PRAGMA journal_mode = DELETE")
    finally:
        dst.close()
    os.replace(tmp, target)


def _integrity(path: Path) -> None:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        result = conn.execute("PRAGMA integrity_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise StoreError(f"{path} is damaged ({exc}); nothing was restored") from None
    finally:
        conn.close()
    if result != "ok":
        raise StoreError(f"{path} is damaged ({result}); nothing was restored")


class Backup:
    """Mixed into Store."""

    def backup(self, path: str | Path) -> Path:
        """Write a copy of the whole database to `path` (a file, or a folder to put it in)."""
        target = Path(path).expanduser()
        if target.is_dir():
            target = target / f"companion-backup-{_stamp()}.db"
        if target.resolve() == self.path.resolve():
            raise StoreError("choose another file: that is the database itself")
        target.parent.mkdir(parents=True, exist_ok=True)
        with self._lock:
            copy_database(self.conn, target)
        schema.check_file(target)
        return target

    @staticmethod
    def restore(path: str | Path, target: str | Path | None = None) -> RestoreResult:
        """Make the backup at `path` the app's database; the one it replaces is kept beside it."""
        source = Path(path).expanduser()
        if schema.check_file(source) == 0:  # refuses other files and newer schemas
            raise StoreError(f"{source} is an empty database, not a companion backup; nothing was changed")
        _integrity(source)
        dest = Path(target).expanduser() if target is not None else default_db_path()
        if dest.exists() and dest.resolve() == source.resolve():
            raise StoreError("that backup is the database itself")
        dest.parent.mkdir(parents=True, exist_ok=True)
        previous = None
        if dest.exists():
            schema.check_file(dest)
            previous = dest.with_name(f"{dest.stem}.before-restore-{_stamp()}{dest.suffix}")
            current = sqlite3.connect(dest)
            try:
                copy_database(current, previous)
            finally:
                current.close()
        src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        dst = sqlite3.connect(dest)
        try:
            src.backup(dst)
        finally:
            src.close()
            dst.close()
        from companion.store.store import Store

        with Store.open(dest) as store:  # brings an older backup up to the current schema
            sessions = len(store.sessions())
        return RestoreResult(target=str(dest), previous=str(previous) if previous else None, sessions=sessions)
