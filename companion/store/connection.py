"""The Store's one database connection: its transactions (`write()` holds SQLite's write lock for all of one
change, `read()` gives several queries one snapshot), the lock that lets several threads use it, the clock,
and the open games, each kept under the session's uuid, last seq and the file's generation (the file at the
path and SQLite's `data_version`), so a change another program made (a restore, the CLI) is read before the
next write. When another program moved a new database into place, the next transaction reopens the path.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

from sqlite_utils import Database

from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.wording import said
from companion.store import schema, views
from companion.store.entries import Ledgers
from companion.store.errors import ReplayError, StoreError, write_failure
from companion.store.models import SessionInfo
from companion.store.session_log import Game, SessionLog
from companion.store.undo import HistoryError


def identity(path: Path) -> tuple[int, int] | None:
    """Which file sits at `path` (device and inode, from `os.stat`: the file is never opened, which
    would drop this process's SQLite locks on it); None when there is none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


class Connection:
    """The shared connection (`conn`, and `db` for sqlite-utils), its transactions and the state cache."""

    def __init__(self, conn: sqlite3.Connection, path: Path, *, clock: Callable[[], str] | None = None):
        self.path = path
        self.conn = conn
        self.db = Database(conn)
        self.lock = threading.RLock()
        self.now: Callable[[], str] = clock or schema.now
        #: session id -> ((uuid, last seq, generation) it was read at, the game kept in memory)
        self.games: dict[int, tuple[tuple, Game]] = {}
        #: the file this connection reads (another program may move a new database into place: a restore)
        self._file = identity(path)
        self.generation = 0
        self.closed = False

    def close(self) -> None:
        with self.lock:
            self.games.clear()
            self.conn.close()
            self.closed = True

    # --- transactions -----------------------------------------------------------
    def _begin(self, statement: str) -> None:
        """Start a transaction (on the file now at the path) and note its generation before reading anything."""
        now = identity(self.path)
        if now is None:
            raise StoreError(said("core", "the database file {file} was moved or deleted while the app was open; "
                                  "nothing was written. Restart the app.", file=self.path))
        if now != self._file:  # another program moved a new database into place
            fresh = schema.connect(self.path)  # if it cannot be opened, the old connection stays as it was
            self.conn.close()
            self.conn, self.db = fresh, Database(fresh)
            self._file = identity(self.path)
            self.games.clear()
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
                self.games.clear()
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

    # --- look-ups -----------------------------------------------------------------
    def session_row(self, session_id: int) -> dict:
        cursor = self.conn.execute("SELECT * FROM sessions WHERE id = ?", (session_id,))
        row = cursor.fetchone()
        if row is None:
            raise StoreError(said("core", "there is no session {id}", id=session_id))
        return dict(zip((c[0] for c in cursor.description), row))

    @staticmethod
    def pack(pack_id: str):
        try:
            return registry.get_pack(pack_id)
        except (CompanionError, ImportError):
            raise StoreError(said("core", "the game {game} is not available in this version of the app",
                                  game=repr(pack_id))) from None

    def log(self, row: dict) -> SessionLog:
        """The log of the session in `row` (a sessions row read in this transaction)."""
        return SessionLog(self.conn, row, self.pack(row["pack_id"]))

    def log_of(self, session_id: int) -> SessionLog:
        return self.log(self.session_row(session_id))

    def info(self, session_id: int) -> SessionInfo:
        """One session's overview; StoreError if there is none."""
        return views.info_of(self.session_row(session_id), views.seats_of(self.conn, [session_id])[session_id])

    # --- the cache of open games ----------------------------------------------------
    def remember(self, session_id: int, uuid: str, game: Game) -> None:
        """Cache a game read or written in the current transaction."""
        if game.ledgers is None:
            game.ledgers = Ledgers(self, session_id, uuid, game)
        self.games[session_id] = ((uuid, game.last_seq, self.generation), game)

    def forget(self, session_id: int | None = None) -> None:
        """Drop the cached game of one session (None: of all), after a change made around the cache."""
        if session_id is None:
            self.games.clear()
        else:
            self.games.pop(session_id, None)

    def game(self, log: SessionLog) -> Game:
        """The session as it is now: cached (brought up to what another program added), or its history
        walked from the log and its state replayed from the nearest snapshot."""
        cached = self.games.get(log.id)
        if cached is not None:
            (uuid, last_seq, generation), game = cached
            if (uuid, last_seq, generation) == (log.row["uuid"], log.row["last_seq"], self.generation):
                return game
            if uuid == log.row["uuid"] and last_seq <= log.row["last_seq"]:
                try:
                    fresh = game.catch_up(log)
                except (StoreError, ReplayError, HistoryError):
                    fresh = False
                if fresh:
                    self.remember(log.id, uuid, game)
                    return game
            self.games.pop(log.id, None)
        history = log.history()
        state, replayed, last = log.state_at(history.active)
        game = Game(log.row["last_seq"], history, state, log.summary(state), replayed, tail=log.tail())
        game.keep(history.current, state, game.summary, replayed)
        self.remember(log.id, log.row["uuid"], game)
        if last is not None:  # the newest entry's ledger, which the game screen shows, is known at once
            game.ledgers.done[history.current] = (last.ledger, game.summary.progress)
        return game
