"""Opening the database file: checks, pragmas and the numbered migrations, `db/NNNN_name.sql` (or `.py` with a
`migrate(conn)`) beside the `companion` package (in the source tree, an installed package and a `flet build` app
alike). A file records its schema in `PRAGMA user_version` and is marked as ours by `PRAGMA application_id`; a
newer app's file, or one that is not a companion database, is refused before anything is written to it.
"""

from __future__ import annotations

import importlib.util
import os
import re
import sqlite3
import urllib.parse
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import cache
from pathlib import Path

from companion.core.wording import said
from companion.store.errors import StoreError

#: "TTC1" - marks a file as a Tabletop Companion database.
APPLICATION_ID = 0x54544331
BUSY_TIMEOUT_MS = 10_000
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.(sql|py)$")


def migrations_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "db"


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    path: Path


@cache
def migrations() -> tuple[Migration, ...]:
    """The numbered migrations, checked to run 1, 2, 3... without gaps."""
    folder = migrations_dir()
    found = []
    for path in sorted(folder.glob("[0-9][0-9][0-9][0-9]_*")):
        m = _NAME.match(path.name)
        if m:
            found.append(Migration(int(m.group(1)), m.group(2), path))
    if not found:
        raise StoreError(said("core", "the database migrations are missing (looked in {folder}); reinstall the app",
                              folder=folder))
    for expected, mig in enumerate(found, start=1):
        if mig.version != expected:
            raise StoreError(said("core", "database migration {n} is missing or duplicated in {folder}", n=expected,
                                  folder=folder))
    return tuple(found)


def latest_version() -> int:
    return migrations()[-1].version


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


# --- checking a file ---------------------------------------------------------


# The file is never opened with a plain open(): on POSIX, closing any handle of a file
# drops every lock this process holds on it, including those of SQLite connections
# already open on it (another Store in the same process), and SQLite's own check
# ("file is not a database") tells a foreign file apart just as well.


def inspect(conn: sqlite3.Connection, path: Path) -> int:
    """The file's schema version (0 = a new, empty database); refuses foreign or newer files."""
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        why = said("core", "not an SQLite file") if "not a database" in str(exc) else str(exc)
        raise StoreError(said("core", "{file} is not a companion database ({why})", file=path, why=why)) from None
    if app_id == 0 and version == 0 and tables == 0:
        return 0
    if app_id != APPLICATION_ID:
        raise StoreError(said("core", "{file} is not a companion database (it is some other SQLite file)", file=path))
    if version > latest_version():
        raise StoreError(said("core", "{file} was written by a newer version of the companion (database schema {version}; "
                              "this app knows up to {latest}). Update the app; the file was not changed.", file=path,
                              version=version, latest=latest_version()))
    return version


def read_only(path: Path, *, mode: str = "ro") -> sqlite3.Connection:
    """A connection that can only read `path` (whatever characters its name holds: '?', '#', '%').

    `mode="rw"` opens an existing file without creating one: reading a WAL database that way
    leaves no -wal/-shm files behind when the connection closes (a read-only one cannot remove them).
    """
    return sqlite3.connect(f"file:{urllib.parse.quote(str(path))}?mode={mode}", uri=True)


def check_file(path: Path, *, live: bool = False) -> int:
    """Open `path` and return its schema version; StoreError if it is not ours.

    A backup is opened read-only; the `live` database (which the app writes anyway) is opened
    for reading and writing so that checking it leaves the folder exactly as it was.
    """
    if not path.is_file():
        raise StoreError(said("core", "no such file: {file}", file=path))
    try:
        conn = read_only(path, mode="rw" if live and os.access(path, os.W_OK) else "ro")
    except sqlite3.Error as exc:
        raise StoreError(said("core", "cannot read {file}: {why}", file=path, why=str(exc))) from None
    try:
        return inspect(conn, path)
    finally:
        conn.close()


# --- opening and migrating ---------------------------------------------------


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating if needed), check, migrate. The connection has WAL and foreign keys on."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=False)
    try:
        version = inspect(conn, path)
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA foreign_keys = OFF")
        if conn.execute("PRAGMA journal_mode = WAL").fetchone()[0].lower() != "wal":
            raise StoreError(said("core", "cannot use {file}: the folder does not allow SQLite's WAL journal", file=path))
        # a committed step survives a power cut, not only a killed process
        conn.execute("PRAGMA synchronous = FULL")
        migrate(conn, version)
        conn.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        conn.close()
        raise
    return conn


def migrate(conn: sqlite3.Connection, current: int) -> None:
    """Apply every migration after `current`, each in its own transaction."""
    for mig in migrations():
        if mig.version <= current:
            continue
        try:
            _apply(conn, mig)
        except Exception as exc:
            if conn.in_transaction:
                conn.rollback()
            raise StoreError(said("core", "could not update the database to schema {version} ({name}): {why}; it stays at "
                                          "schema {current}", version=mig.version, name=mig.name, why=str(exc),
                                  current=current)) from None
        problems = conn.execute("PRAGMA foreign_key_check").fetchall()
        if problems:
            raise StoreError(said("core", "database schema {version} left broken references: {problems}",
                                  version=mig.version, problems=str(problems[:3])))
        current = mig.version


def _finish_sql(mig: Migration) -> str:
    return (
        f"INSERT INTO schema_migrations (version, name, applied) VALUES ({mig.version}, '{mig.name}', '{now()}');\n"
        f"PRAGMA user_version = {mig.version};\n"
        f"PRAGMA application_id = {APPLICATION_ID};\n"
    )


def _apply(conn: sqlite3.Connection, mig: Migration) -> None:
    if mig.path.suffix == ".sql":
        body = mig.path.read_text(encoding="utf-8")
        conn.executescript(f"BEGIN IMMEDIATE;\n{body}\n;\n{_finish_sql(mig)}COMMIT;")
        return
    spec = importlib.util.spec_from_file_location(f"companion_db_migration_{mig.version}", mig.path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    conn.execute("BEGIN IMMEDIATE")
    module.migrate(conn)
    for statement in _finish_sql(mig).strip().splitlines():
        conn.execute(statement)
    conn.execute("COMMIT")


# --- the schema the migrations make ------------------------------------------------


def _words(sql: str | None) -> str:
    return " ".join((sql or "").split())


def schema_objects(conn: sqlite3.Connection) -> dict[tuple[str, str], tuple]:
    """Every table, column, index, trigger and view of a database, as comparable values.

    Key: (type, name). Value: (table it belongs to, its SQL with whitespace collapsed, a table's or view's
    columns from `pragma table_xinfo`, which names a change of columns as such). An index's columns and a
    table's indexes are what that SQL and the automatic indexes' own rows say. SQLite's statistics tables
    (ANALYZE) are left out.
    """
    rows = conn.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\'"
    ).fetchall()
    out: dict[tuple[str, str], tuple] = {}
    for kind, name, table, sql in rows:
        columns: tuple = ()
        try:
            if kind in ("table", "view"):
                columns = tuple(conn.execute("SELECT cid, name, type, \"notnull\", dflt_value, pk, hidden"
                                             " FROM pragma_table_xinfo(?) ORDER BY cid", (name,)).fetchall())
        except sqlite3.Error:  # e.g. a view over a table that is missing
            columns = ("unreadable",)
        out[(kind, name)] = (table, _words(sql), columns)
    return out


@cache
def expected_schema() -> dict[tuple[str, str], tuple]:
    """The schema objects exactly as the migrations create them (built in a database in memory)."""
    conn = sqlite3.connect(":memory:")
    try:
        migrate(conn, 0)
        return schema_objects(conn)
    finally:
        conn.close()


def schema_differences(conn: sqlite3.Connection) -> list[str]:
    """How a database's schema differs from what the migrations create, in words (empty: the same)."""
    have, want = schema_objects(conn), expected_schema()
    order = {"table": 0, "view": 1, "trigger": 2, "index": 3}

    def sort(keys):
        return sorted(keys, key=lambda k: (order.get(k[0], 4), k))

    found = []
    for kind, name in sort(want.keys() - have.keys()):
        found.append(f"the {kind} {name} is missing")
    for kind, name in sort(have.keys() - want.keys()):
        found.append(f"it has a {kind} {name} that this app never makes")
    for key in sort(want.keys() & have.keys()):
        if have[key] != want[key]:
            kind, name = key
            what = "columns" if kind in ("table", "view") and have[key][2] != want[key][2] else "definition"
            found.append(f"the {what} of the {kind} {name} differ from this app's")
    return found
