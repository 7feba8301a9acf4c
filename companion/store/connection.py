"""The one database connection every repository of a Store works through.

It owns what the repositories share: the transactions (`write()` holds SQLite's
write lock for all of one change, `read()` gives several queries one snapshot),
the lock that lets several threads (browser sessions) use one Store, the clock,
and the cache of each session's current state. A cached state is keyed on the
session's uuid, its last seq and the file's generation (the file itself and
SQLite's `data_version`), so a change made by another program (a restore, the
CLI) is read before the next write. When another program moved a new database
into place, the next transaction reopens the file at the path.
"""

from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

from sqlite_utils import Database

from companion.core import registry
from companion.core.errors import CompanionError
from companion.store import heads, live, schema
from companion.store.errors import ReplayError, StoreError, write_failure
from companion.store.ledgers import Ledgers
from companion.store.session_log import Head, SessionLog
from companion.store.undo import HistoryError
from companion.store.watched import WatchedFile


class Connection:
    """The shared connection (`conn`, and `db` for sqlite-utils), its transactions and the state cache."""

    def __init__(self, conn: sqlite3.Connection, path: Path, *, clock: Callable[[], str] | None = None):
        self.path = path
        self.conn = conn
        self.db = Database(conn)
        self.lock = threading.RLock()
        self.now: Callable[[], str] = clock or schema.now
        #: session id -> ((uuid, last seq, generation) it was read at, its current state)
        self.heads: dict[int, tuple[tuple, Head]] = {}
        self._file = WatchedFile(path)
        self.generation = 0
        self.closed = False

    def close(self) -> None:
        with self.lock:
            self.heads.clear()
            self.conn.close()
            self.closed = True

    def another(self) -> "Connection":
        """A new connection to the same file (a view read after its Store was closed reads through it)."""
        return Connection(schema.connect(self.path), self.path, clock=self.now)

    # --- transactions -----------------------------------------------------------
    def _begin(self, statement: str) -> None:
        """Start a transaction (on the file now at the path) and note its generation before reading anything."""
        if self._file.replaced():  # another program moved a new database into place
            fresh = schema.connect(self.path)  # if it cannot be opened, the old connection stays as it was
            self.conn.close()
            self.conn, self.db = fresh, Database(fresh)
            self._file.opened()
            self.heads.clear()
        self.conn.execute(statement)
        self.generation = self.conn.execute("PRAGMA data_version").fetchone()[0]

    @contextmanager
    def write(self):
        """One transaction holding the write lock: all of it is stored, or none."""
        with self.lock:
            try:
                self._begin("BEGIN IMMEDIATE")
                yield
                self.conn.execute("COMMIT")
            except BaseException as exc:
                if self.conn.in_transaction:
                    try:
                        self.conn.execute("ROLLBACK")
                    except sqlite3.Error:  # SQLite rolled back itself (a full disk may do that)
                        pass
                self.heads.clear()
                failed = write_failure(exc) if isinstance(exc, sqlite3.Error) else None
                if failed is not None:
                    raise failed from None
                raise

    @contextmanager
    def read(self):
        """A consistent snapshot of the file for several queries."""
        with self.lock:
            if self.conn.in_transaction:
                yield
                return
            self._begin("BEGIN")
            try:
                yield
            finally:
                if self.conn.in_transaction:
                    self.conn.execute("COMMIT")

    def query(self, sql: str, params: tuple) -> list[tuple]:
        """Rows read now, in a transaction of their own unless one is open (after the Store was
        closed: through a connection of their own)."""
        connection = self.another() if self.closed else self
        try:
            with connection.read():
                return connection.conn.execute(sql, params).fetchall()
        finally:
            if connection is not self:
                connection.close()

    # --- look-ups -----------------------------------------------------------------
    def session_row(self, session_id: int) -> dict:
        cursor = self.conn.execute("SELECT * FROM sessions WHERE id = ?", (session_id,))
        row = cursor.fetchone()
        if row is None:
            raise StoreError(f"there is no session {session_id}")
        return dict(zip((c[0] for c in cursor.description), row))

    @staticmethod
    def pack(pack_id: str):
        try:
            return registry.get_pack(pack_id)
        except (CompanionError, ImportError):
            raise StoreError(f"the game {pack_id!r} is not available in this version of the app") from None

    def log(self, row: dict) -> SessionLog:
        """The log of the session in `row` (a sessions row read in this transaction)."""
        return SessionLog(self.conn, row, self.pack(row["pack_id"]))

    def log_of(self, session_id: int) -> SessionLog:
        return self.log(self.session_row(session_id))

    # --- the state cache ------------------------------------------------------------
    def remember(self, session_id: int, uuid: str, head: Head) -> None:
        """Cache a state read or written in the current transaction."""
        if head.ledgers is None:
            head.ledgers = Ledgers(self, session_id, uuid, head)
        self.heads[session_id] = ((uuid, head.last_seq, self.generation), head)

    def forget(self, session_id: int | None = None) -> None:
        """Drop the cached state of one session (None: of all), after a change made around the cache."""
        if session_id is None:
            self.heads.clear()
        else:
            self.heads.pop(session_id, None)

    def head(self, log: SessionLog) -> Head:
        """The session's current state: cached (brought up to what another program added), or replayed
        from the nearest snapshot."""
        cached = self.heads.get(log.id)
        if cached is not None:
            (uuid, last_seq, generation), head = cached
            if (uuid, last_seq, generation) == (log.row["uuid"], log.row["last_seq"], self.generation):
                return head
            if uuid == log.row["uuid"] and last_seq <= log.row["last_seq"]:
                try:
                    fresh = live.catch_up(head, log)
                except (StoreError, ReplayError, HistoryError):
                    fresh = False
                if fresh:
                    self.remember(log.id, uuid, head)
                    return head
            self.heads.pop(log.id, None)
        history = heads.opened(log.row, self.query) or log.history()  # from the end of the log when it can
        last: list = []  # the last two entries replayed: the newest one's ledger is known at once

        def seen(step, outcome) -> None:
            last[:] = [*last[-1:], (step, outcome)]

        state, replayed = log.state_at(history.active, seen=seen)
        head = Head(log.row["last_seq"], history, state, log.summary(state), replayed, tail=log.tail())
        self.remember(log.id, log.row["uuid"], head)
        head.ledgers.after_open(last, head.summary)
        return head
