"""The Store: every game played with the companion, kept safely in one SQLite file.

A session is its append-only log; its state is the replay of the log's
current history (see `undo.py`) through the session's game pack, started from
the nearest snapshot. Each entry is stored in one transaction together with
everything derived from it, so a process killed mid-write leaves the game at
its last completed step. Several Store objects (one per browser session) may
share the file: WAL, a busy timeout, and `BEGIN IMMEDIATE` for every write.

Every write may name the version of the game it was made from (`expected`,
the last seq the screen showed); a game that moved since is refused with
`GameMoved`. A cached state is keyed on the session's uuid, its last seq and
the file's generation (the file itself and SQLite's `data_version`), so a
change made by another program (a restore, the CLI) is read before the next
write. A write the disk refuses (full, read-only) is rolled back whole and
reported as `WriteFailed` in plain words.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import uuid as uuidlib
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable

from pydantic import ValidationError
from sqlite_utils import Database

from companion.core import registry
from companion.core.errors import CompanionError, InputError
from companion.core.models import validation_message
from companion.core.pack import Outcome
from companion.core.text import check_name, unsafe_text_in
from companion.store import derived, schema, views
from companion.store.errors import DecisionPending, StoreError, write_failure
from companion.store.models import SessionInfo, SessionView, SubmitResult
from companion.store.backup import Backup
from companion.store.paths import default_db_path
from companion.store.rebuild import Rebuilding
from companion.store.replay import apply_step, dumps
from companion.store.roster import Roster
from companion.store.session_log import Head, SessionLog
from companion.store.stats import StatsQueries
from companion.store.transfer import Transfer, session_variant
from companion.store.undo import History, HistoryError
from companion.store.watched import WatchedFile


def clean_entry(entry: Any, what: str = "entry") -> dict:
    """A JSON object with a 'kind', exactly as it will be stored and replayed."""
    if hasattr(entry, "model_dump"):
        entry = entry.model_dump(mode="json")
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str) or not entry["kind"]:
        raise InputError(f"an {what} must be a JSON object with a 'kind'")
    try:
        entry = json.loads(json.dumps(entry, allow_nan=False))
    except RecursionError:
        raise InputError(f"the {what} is nested too deeply") from None
    except (TypeError, ValueError) as exc:
        raise InputError(f"the {what} is not plain JSON: {exc}") from None
    if unsafe_text_in(entry):  # names typed at set-up or in a correction (core/text.py)
        raise InputError(f"the {what} holds control characters (invisible codes that change how text prints); "
                         "type it again with letters, digits and punctuation only")
    return entry


class Store(Roster, Rebuilding, StatsQueries, Transfer, Backup):
    """Sessions, their logs and history. See /work/briefs/store_api.md."""

    def __init__(self, conn, path: Path, *, clock: Callable[[], str] | None = None):
        self.path = path
        self.conn = conn
        self.db = Database(conn)
        self._lock = threading.RLock()
        #: session id -> ((uuid, last seq, generation) it was read at, its current state)
        self._heads: dict[int, tuple[tuple, Head]] = {}
        self._file = WatchedFile(path)
        self._generation = 0
        self.now = clock or schema.now
        #: sessions that could not be brought up to date when the file was opened
        self.problems: list[StoreError] = []

    @classmethod
    def open(cls, path: Path | str | None = None, *, clock: Callable[[], str] | None = None) -> "Store":
        """Open (creating and migrating) the database; None = data_dir()/companion.db."""
        target = Path(path) if path is not None else default_db_path()
        try:
            conn = schema.connect(target)
        except sqlite3.Error as exc:  # a full device or a file the system refuses, in words
            raise write_failure(exc) or StoreError(f"cannot open the database {target} ({exc})") from None
        store = cls(conn, target, clock=clock)
        store.problems = store._rebuild_flagged()
        return store

    def close(self) -> None:
        with self._lock:
            self._heads.clear()
            self.conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # --- transactions -----------------------------------------------------------
    def _begin(self, statement: str) -> None:
        """Start a transaction (on the file now at the path) and note its generation before reading anything."""
        if self._file.replaced():  # another program moved a new database into place
            fresh = schema.connect(self.path)  # if it cannot be opened, the old connection stays as it was
            self.conn.close()
            self.conn, self.db = fresh, Database(fresh)
            self._file.opened()
            self._heads.clear()
        self.conn.execute(statement)
        self._generation = self.conn.execute("PRAGMA data_version").fetchone()[0]

    @contextmanager
    def _write(self):
        """One transaction holding the write lock: all of it is stored, or none."""
        with self._lock:
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
                self._heads.clear()
                failed = write_failure(exc) if isinstance(exc, sqlite3.Error) else None
                if failed is not None:
                    raise failed from None
                raise

    @contextmanager
    def _read(self):
        """A consistent snapshot of the file for several queries."""
        with self._lock:
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
    def _session_row(self, session_id: int) -> dict:
        rows = list(self.db.query("SELECT * FROM sessions WHERE id = ?", [session_id]))
        if not rows:
            raise StoreError(f"there is no session {session_id}")
        return rows[0]

    @staticmethod
    def _pack(pack_id: str):
        try:
            return registry.get_pack(pack_id)
        except (CompanionError, ImportError):
            raise StoreError(f"the game {pack_id!r} is not available in this version of the app") from None

    def _log(self, row: dict) -> SessionLog:
        return SessionLog(self.conn, row, self._pack(row["pack_id"]))

    def _remember(self, session_id: int, uuid: str, head: Head) -> None:
        """Cache a state read or written in the current transaction."""
        self._heads[session_id] = ((uuid, head.last_seq, self._generation), head)

    def _head(self, log: SessionLog) -> Head:
        cached = self._heads.get(log.id)
        if cached is not None and cached[0] == (log.row["uuid"], log.row["last_seq"], self._generation):
            return cached[1]
        history = log.history()
        state, replayed = log.state_at(history.active)
        head = Head(log.row["last_seq"], history, state, log.summary(state), replayed)
        self._remember(log.id, log.row["uuid"], head)
        return head

    # --- sessions: reading ------------------------------------------------------
    def sessions(self, status: str | None = None, pack_id: str | None = None, *, limit: int | None = None,
                 offset: int = 0) -> list[SessionInfo]:
        """Sessions, most recently changed first (`limit`/`offset` for a long history)."""
        where, params = [], []
        if status is not None:
            where.append("status = ?")
            params.append(status)
        if pack_id is not None:
            where.append("pack_id = ?")
            params.append(pack_id)
        clause = ("WHERE " + " AND ".join(where)) if where else ""
        with self._read():
            return views.infos(self.conn, clause, tuple(params), limit=limit, offset=offset)

    def running(self) -> SessionInfo | None:
        with self._read():
            found = views.infos(self.conn, "WHERE status = 'running'", (), limit=1)
        return found[0] if found else None

    def info(self, session_id: int) -> SessionInfo:
        with self._read():
            found = views.infos(self.conn, "WHERE id = ?", (session_id,))
        if not found:
            raise StoreError(f"there is no session {session_id}")
        return found[0]

    def version(self, session_id: int) -> int:
        """The seq of the session's last log entry: what a write names as `expected`."""
        return self.mark(session_id)[1]

    def mark(self, session_id: int) -> tuple[str, int, int]:
        """(uuid, last seq, file generation): changes whenever the game may have changed, here or elsewhere."""
        with self._read():
            row = self.conn.execute("SELECT uuid, last_seq FROM sessions WHERE id = ?", (session_id,)).fetchone()
            generation = self._generation
        if row is None:
            raise StoreError(f"there is no session {session_id}")
        return row[0], row[1], generation

    def load(self, session_id: int) -> SessionView:
        with self._read():
            log = self._log(self._session_row(session_id))
            head = self._head(log)
            info = views.infos(self.conn, "WHERE id = ?", (session_id,))[0]
            names = {s.pack_player: s.name for s in info.seats}
            entries = views.entries(self.conn, log.pack, session_id, head.history, names)
        return SessionView(
            info=info,
            state=head.state,
            summary=head.summary,
            entries=entries,
            can_undo=head.history.can_undo,
            can_redo=head.history.can_redo,
        )

    def replay_state(self, session_id: int, *, use_snapshots: bool = False) -> Any:
        """The current state rebuilt from the log (from the set-up entry unless told otherwise)."""
        with self._read():
            log = self._log(self._session_row(session_id))
            state, _ = log.state_at(log.history().active, use_snapshots=use_snapshots)
        return state

    # --- sessions: writing --------------------------------------------------------
    @staticmethod
    def _apply(pack, state: Any, entry: dict, *, first: bool = False) -> Outcome:
        try:
            return pack.start(entry) if first else pack.apply(state, entry)
        except ValidationError as exc:
            raise InputError(validation_message(exc)) from None

    def create_session(
        self, pack_id: str, setup: dict, seats: list[int] | None = None, *, title: str | None = None
    ) -> SessionView:
        """Start a game from the pack's set-up entry; `seats` = roster ids in seat order."""
        pack = self._pack(pack_id)
        setup = clean_entry(setup, "set-up entry")
        outcome = self._apply(pack, None, setup, first=True)
        if outcome.pending is not None:
            raise DecisionPending(outcome.pending)
        summary = pack.summary(outcome.state)
        now = self.now()
        game = str(uuidlib.uuid4())
        with self._write():
            linked = self._link_seats(summary, seats)
            sid = self._insert_session(
                uuid=game,
                pack_id=pack_id,
                title=check_name(title, "a session title", 200) if (title or "").strip() else f"{pack.title}, {now[:10]}",
                variant=session_variant(summary, setup),
                options=summary.options,
                created=now,
                seats=[(p.id, p.name, p.color, linked[i]) for i, p in enumerate(summary.players)],
            )
            self._append(sid, 1, "play", setup, pack.input_version, None, now)
            history = History()
            history.play(1)
            since = derived.record_play(self.conn, sid, 1, pack.input_version, outcome, summary, None, 0, now)
            derived.settle(self.conn, sid, history, summary, now)
            self._remember(sid, game, Head(1, history, outcome.state, summary, since))
        return self.load(sid)

    def _insert_session(self, *, uuid: str, pack_id: str, title: str, variant: str, options: dict, created: str,
                        seats: list[tuple[str, str, str, int | None]], status: str = "running",
                        updated: str | None = None, finished: str | None = None) -> int:
        """A sessions row and its seats (pack player id, name, color, roster id) in seat order."""
        cur = self.conn.execute(
            "INSERT INTO sessions (uuid, pack_id, title, variant, options, status, created, updated, finished, player_count)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (uuid, pack_id, title, variant, json.dumps(options, ensure_ascii=False), status, created,
             updated or created, finished, len(seats)),
        )
        sid = cur.lastrowid
        self.conn.executemany(
            "INSERT INTO seats (session_id, seat, pack_player, name, color, player_id) VALUES (?, ?, ?, ?, ?, ?)",
            [(sid, i, *seat) for i, seat in enumerate(seats)],
        )
        return sid

    def _append(self, sid: int, seq: int, op: str, entry: dict, fmt: int, target: int | None, now: str) -> None:
        self.conn.execute(
            "INSERT INTO log (session_id, seq, op, kind, entry, format, target, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (sid, seq, op, entry["kind"], dumps(entry), fmt, target, now),
        )

    def _writable(self, log: SessionLog) -> None:
        if log.row["status"] == "abandoned":
            raise StoreError(f"{log.ref} was abandoned; resume it before entering anything")

    def submit(self, session_id: int, entry: dict, *, expected: int | None = None) -> SubmitResult:
        """Apply one entry; store it (with everything derived) in one transaction unless a decision is pending.

        `expected`: the version (last seq) the entry was made from; GameMoved if the game moved since."""
        entry = clean_entry(entry)
        with self._write():
            log = self._log(self._session_row(session_id))
            self._writable(log)
            log.expect(expected)
            head = self._head(log)
            pack = log.pack
            outcome = self._apply(pack, head.state, entry)
            stored = outcome.pending is None
            if stored:
                seq, now = log.row["last_seq"] + 1, self.now()
                summary = log.summary(outcome.state)
                self._append(session_id, seq, "play", entry, pack.input_version, None, now)
                history = head.history
                history.play(seq)
                since = derived.record_play(self.conn, session_id, seq, pack.input_version, outcome, summary,
                                            head.summary, head.since_snapshot + 1, now)
                derived.settle(self.conn, session_id, history, summary, now)
                self._remember(session_id, log.row["uuid"], Head(seq, history, outcome.state, summary, since))
        return SubmitResult(outcome=outcome, view=self.load(session_id), stored=stored)

    def preview(self, session_id: int, entry: dict) -> Outcome:
        """What an entry would do, without storing it ("show costs")."""
        entry = clean_entry(entry)
        with self._read():
            log = self._log(self._session_row(session_id))
            return self._apply(log.pack, self._head(log).state, entry)

    def _move(self, session_id: int, op: str, target: int | None = None, expected: int | None = None) -> SessionView:
        """undo / redo / undo_to: a log entry that moves the history, then the state that follows."""
        with self._write():
            log = self._log(self._session_row(session_id))
            self._writable(log)
            log.expect(expected)
            head = self._head(log)
            history = head.history
            seq, now = log.row["last_seq"] + 1, self.now()
            entry: dict[str, Any] = {"kind": op}
            try:
                if op == "undo":
                    history.undo(seq)
                elif op == "redo":
                    history.redo_one(seq)
                else:
                    entry["seq"] = target
                    if history.goal_of(target, seq) == history.head:
                        raise StoreError(f"the game is already as it was after step {target}")
                    history.undo_to(seq, target)
            except HistoryError as exc:
                raise StoreError(str(exc)) from None
            self._append(session_id, seq, op, entry, log.pack.input_version, target, now)
            if op == "redo":
                (step,) = log.steps([history.head])
                state = apply_step(log.pack, head.state, step, log.ref, first=False).state
                replayed = head.since_snapshot + 1
            else:
                state, replayed = log.state_at(history.active)
            summary = log.summary(state)
            derived.mark_undone(self.conn, session_id, history.active)
            derived.settle(self.conn, session_id, history, summary, now)
            self._remember(session_id, log.row["uuid"], Head(seq, history, state, summary, replayed))
        return self.load(session_id)

    def undo(self, session_id: int, *, expected: int | None = None) -> SessionView:
        """Undo the last step; `expected` as for `submit` (a screen undoes only the step it showed)."""
        return self._move(session_id, "undo", expected=expected)

    def redo(self, session_id: int, *, expected: int | None = None) -> SessionView:
        return self._move(session_id, "redo", expected=expected)

    def undo_to(self, session_id: int, seq: int, *, expected: int | None = None) -> SessionView:
        """Return the game to how it was right after log entry `seq` (later entries can be redone)."""
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise InputError("undo_to needs the seq of a log entry")
        return self._move(session_id, "undo_to", seq, expected)

    def abandon(self, session_id: int) -> SessionInfo:
        """Put a game aside for good (it stays in the history, out of the statistics)."""
        with self._write():
            if self._session_row(session_id)["status"] == "finished":
                raise StoreError("a finished game cannot be abandoned; it is part of the statistics")
            self.conn.execute("UPDATE sessions SET status = 'abandoned', updated = ? WHERE id = ?", (self.now(), session_id))
        return self.info(session_id)

    def resume(self, session_id: int) -> SessionInfo:
        """An abandoned game becomes running (or finished) again."""
        with self._write():
            row = self._session_row(session_id)
            if row["status"] == "abandoned":
                (finished,) = self.conn.execute(
                    "SELECT finished FROM steps WHERE session_id = ? AND seq = ?", (session_id, row["head_seq"])
                ).fetchone()
                status = "finished" if finished else "running"
                self.conn.execute("UPDATE sessions SET status = ?, updated = ? WHERE id = ?", (status, self.now(), session_id))
        return self.info(session_id)

    def rename_session(self, session_id: int, title: str) -> SessionInfo:
        title = check_name(title, "a session title", 200)
        with self._write():
            self._session_row(session_id)
            self.conn.execute("UPDATE sessions SET title = ? WHERE id = ?", (title, session_id))
        return self.info(session_id)
