"""The Store: every game played with the companion, kept safely in one SQLite file.

A session is its append-only log; its state is the replay of the log's
current history (see `undo.py`) through the session's game pack, started from
the nearest snapshot. Each entry is stored in one transaction together with
everything derived from it, so a process killed mid-write leaves the game at
its last completed step. Several Store objects (one per browser session) may
share the file: WAL, a busy timeout, and `BEGIN IMMEDIATE` for every write.
"""

from __future__ import annotations

import json
import threading
import uuid as uuidlib
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from pydantic import ValidationError
from sqlite_utils import Database

from companion.core import registry
from companion.core.errors import CompanionError, InputError
from companion.core.models import validation_message
from companion.core.pack import Outcome, Summary
from companion.store import derived, schema, views
from companion.store.errors import DecisionPending, ReplayError, StoreError
from companion.store.models import SessionInfo, SessionView, SubmitResult
from companion.store.paths import default_db_path
from companion.store.replay import SessionRef, Step, apply_step, dumps, load_snapshot, replay
from companion.store.roster import Roster
from companion.store.undo import History, HistoryError, build


@dataclass
class Head:
    """A session's current state, cached while its log does not change."""

    last_seq: int
    history: History
    state: Any
    summary: Summary
    since_snapshot: int


def clean_entry(entry: Any, what: str = "entry") -> dict:
    """A JSON object with a 'kind', exactly as it will be stored and replayed."""
    if hasattr(entry, "model_dump"):
        entry = entry.model_dump(mode="json")
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str) or not entry["kind"]:
        raise InputError(f"an {what} must be a JSON object with a 'kind'")
    try:
        return json.loads(json.dumps(entry, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise InputError(f"the {what} is not plain JSON: {exc}") from None


class Store(Roster):
    """Sessions, their logs and history. See /work/briefs/store_api.md."""

    def __init__(self, conn, path: Path, *, clock: Callable[[], str] | None = None):
        self.path = path
        self.conn = conn
        self.db = Database(conn)
        self._lock = threading.RLock()
        self._heads: dict[int, Head] = {}
        self.now = clock or schema.now

    @classmethod
    def open(cls, path: Path | str | None = None, *, clock: Callable[[], str] | None = None) -> "Store":
        """Open (creating and migrating) the database; None = data_dir()/companion.db."""
        target = Path(path) if path is not None else default_db_path()
        return cls(schema.connect(target), target, clock=clock)

    def close(self) -> None:
        with self._lock:
            self._heads.clear()
            self.conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # --- transactions -----------------------------------------------------------
    @contextmanager
    def _write(self):
        """One transaction holding the write lock: all of it is stored, or none."""
        with self._lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                self._heads.clear()
                raise
            self.conn.execute("COMMIT")

    @contextmanager
    def _read(self):
        """A consistent snapshot of the file for several queries."""
        with self._lock:
            if self.conn.in_transaction:
                yield
                return
            self.conn.execute("BEGIN")
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

    def _ref(self, row: dict) -> SessionRef:
        return SessionRef(row["id"], row["title"])

    def _history(self, row: dict) -> History:
        ops = self.conn.execute(
            "SELECT seq, op, target FROM log WHERE session_id = ? ORDER BY seq", (row["id"],)
        ).fetchall()
        try:
            return build(ops)
        except HistoryError as exc:
            raise ReplayError(
                f"{self._ref(row)} cannot be replayed: log entry {exc.seq} {exc}", session_id=row["id"], seq=exc.seq
            ) from None

    def _steps(self, session_id: int, seqs: list[int]) -> list[Step]:
        rows = self.conn.execute(
            "SELECT seq, kind, entry, format FROM log WHERE session_id = ? AND op = 'play'"
            " AND seq IN (SELECT value FROM json_each(?)) ORDER BY seq",
            (session_id, json.dumps(seqs)),
        ).fetchall()
        return [Step(seq, kind, json.loads(text), fmt) for seq, kind, text, fmt in rows]

    def _summary(self, pack, state: Any, row: dict) -> Summary:
        try:
            return pack.summary(state)
        except Exception as exc:  # noqa: BLE001
            raise StoreError(f"{self._ref(row)}: the game's summary failed ({exc})") from None

    def _state_at(self, row: dict, pack, path: list[int], *, use_snapshots: bool = True) -> tuple[Any, int]:
        """The state after the last entry of `path`, and how many entries were replayed for it."""
        sid = row["id"]
        start, state = 0, None
        if use_snapshots:
            snaps = dict(
                self.conn.execute(
                    "SELECT seq, format FROM snapshots WHERE session_id = ? AND seq IN (SELECT value FROM json_each(?))",
                    (sid, json.dumps(path)),
                ).fetchall()
            )
            for i in range(len(path) - 1, -1, -1):
                if snaps.get(path[i]) != pack.input_version:
                    continue
                text = self.conn.execute(
                    "SELECT state FROM snapshots WHERE session_id = ? AND seq = ?", (sid, path[i])
                ).fetchone()[0]
                state = load_snapshot(pack, text)
                if state is not None:
                    start = i + 1
                    break
        rest = self._steps(sid, path[start:])
        for _step, outcome in replay(pack, rest, self._ref(row), state, from_start=start == 0):
            state = outcome.state
        return state, len(rest)

    def _head(self, row: dict, pack) -> Head:
        head = self._heads.get(row["id"])
        if head is not None and head.last_seq == row["last_seq"]:
            return head
        history = self._history(row)
        state, replayed = self._state_at(row, pack, history.active)
        head = Head(row["last_seq"], history, state, self._summary(pack, state, row), replayed)
        self._heads[row["id"]] = head
        return head

    # --- sessions: reading ------------------------------------------------------
    def sessions(self, status: str | None = None, pack_id: str | None = None) -> list[SessionInfo]:
        where, params = [], []
        if status is not None:
            where.append("status = ?")
            params.append(status)
        if pack_id is not None:
            where.append("pack_id = ?")
            params.append(pack_id)
        clause = ("WHERE " + " AND ".join(where)) if where else ""
        with self._read():
            return views.infos(self.conn, clause, tuple(params))

    def running(self) -> SessionInfo | None:
        with self._read():
            found = views.infos(self.conn, "WHERE status = 'running'", (), "updated DESC, id DESC LIMIT 1")
        return found[0] if found else None

    def info(self, session_id: int) -> SessionInfo:
        with self._read():
            found = views.infos(self.conn, "WHERE id = ?", (session_id,))
        if not found:
            raise StoreError(f"there is no session {session_id}")
        return found[0]

    def version(self, session_id: int) -> int:
        """The seq of the session's last log entry: compare it to notice changes."""
        row = self.conn.execute("SELECT last_seq FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            raise StoreError(f"there is no session {session_id}")
        return row[0]

    def load(self, session_id: int) -> SessionView:
        with self._read():
            row = self._session_row(session_id)
            pack = self._pack(row["pack_id"])
            head = self._head(row, pack)
            info = views.infos(self.conn, "WHERE id = ?", (session_id,))[0]
            names = {s.pack_player: s.name for s in info.seats}
            entries = views.entries(self.conn, pack, session_id, head.history, names)
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
            row = self._session_row(session_id)
            pack = self._pack(row["pack_id"])
            state, _ = self._state_at(row, pack, self._history(row).active, use_snapshots=use_snapshots)
        return state

    # --- sessions: writing --------------------------------------------------------
    def _apply(self, pack, state: Any, entry: dict, *, first: bool = False) -> Outcome:
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
        with self._write():
            linked = self._link_seats(summary, seats)
            name = (title or "").strip() or f"{pack.title}, {now[:10]}"
            sid = self.db["sessions"].insert(
                {
                    "uuid": str(uuidlib.uuid4()),
                    "pack_id": pack_id,
                    "title": name[:200],
                    "variant": summary.variant or str(setup.get("version", "") or ""),
                    "options": json.dumps(summary.options),
                    "created": now,
                    "updated": now,
                }
            ).last_pk
            for seat, p in enumerate(summary.players):
                self.conn.execute(
                    "INSERT INTO seats (session_id, seat, player_id, pack_player, name, color) VALUES (?, ?, ?, ?, ?, ?)",
                    (sid, seat, linked[seat], p.id, p.name, p.color),
                )
            self._append(sid, 1, "play", setup, pack.input_version, None, now)
            history = History()
            history.play(1)
            self._record(sid, 1, pack, outcome, summary, None, 0, now)
            derived.update_session(self.conn, sid, last_seq=1, head=1, plays=1, summary=summary, now=now)
        self._heads[sid] = Head(1, history, outcome.state, summary, 0)
        return self.load(sid)

    def _append(self, sid: int, seq: int, op: str, entry: dict, fmt: int, target: int | None, now: str) -> None:
        self.conn.execute(
            "INSERT INTO log (session_id, seq, op, kind, entry, format, target, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (sid, seq, op, entry["kind"], dumps(entry), fmt, target, now),
        )

    def _record(self, sid, seq, pack, outcome, summary, previous, since, now) -> int:
        """Steps row and, when due, a snapshot; returns entries since the last snapshot."""
        derived.record_step(self.conn, sid, seq, summary, outcome.ledger)
        if derived.wants_snapshot(previous, summary, since):
            derived.record_snapshot(self.conn, sid, seq, pack.input_version, outcome.state, now)
            return 0
        return since

    def _writable(self, row: dict) -> None:
        if row["status"] == "abandoned":
            raise StoreError(f"{self._ref(row)} was abandoned; resume it before entering anything")

    def submit(self, session_id: int, entry: dict) -> SubmitResult:
        """Apply one entry; store it (with everything derived) in one transaction unless a decision is pending."""
        entry = clean_entry(entry)
        with self._write():
            row = self._session_row(session_id)
            self._writable(row)
            pack = self._pack(row["pack_id"])
            head = self._head(row, pack)
            outcome = self._apply(pack, head.state, entry)
            if outcome.pending is not None:
                stored = False
            else:
                stored = True
                seq, now = row["last_seq"] + 1, self.now()
                summary = self._summary(pack, outcome.state, row)
                self._append(session_id, seq, "play", entry, pack.input_version, None, now)
                history = head.history
                history.play(seq)
                since = self._record(session_id, seq, pack, outcome, summary, head.summary, head.since_snapshot + 1, now)
                self._finish_step(row, history, summary, now)
                self._heads[session_id] = Head(seq, history, outcome.state, summary, since)
        return SubmitResult(outcome=outcome, view=self.load(session_id), stored=stored)

    def preview(self, session_id: int, entry: dict) -> Outcome:
        """What an entry would do, without storing it ("show costs")."""
        entry = clean_entry(entry)
        with self._read():
            row = self._session_row(session_id)
            pack = self._pack(row["pack_id"])
            head = self._head(row, pack)
            return self._apply(pack, head.state, entry)

    def _finish_step(self, row: dict, history: History, summary: Summary, now: str) -> None:
        active = history.active
        derived.update_session(
            self.conn, row["id"], last_seq=history.last_seq, head=history.head, plays=len(active), summary=summary, now=now
        )

    def _move(self, session_id: int, op: str, target: int | None = None) -> SessionView:
        """undo / redo / undo_to: a log entry that moves the history, then the state that follows."""
        with self._write():
            row = self._session_row(session_id)
            self._writable(row)
            pack = self._pack(row["pack_id"])
            head = self._head(row, pack)
            history = head.history
            seq, now = row["last_seq"] + 1, self.now()
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
            self._append(session_id, seq, op, entry, pack.input_version, target, now)
            path = history.active
            if op == "redo":
                (step,) = self._steps(session_id, [history.head])
                state = apply_step(pack, head.state, step, self._ref(row), first=False).state
                replayed = head.since_snapshot + 1
            else:
                state, replayed = self._state_at(row, pack, path)
            summary = self._summary(pack, state, row)
            derived.mark_undone(self.conn, session_id, path)
            self._finish_step(row, history, summary, now)
            self._heads[session_id] = Head(seq, history, state, summary, replayed)
        return self.load(session_id)

    def undo(self, session_id: int) -> SessionView:
        return self._move(session_id, "undo")

    def redo(self, session_id: int) -> SessionView:
        return self._move(session_id, "redo")

    def undo_to(self, session_id: int, seq: int) -> SessionView:
        """Return the game to how it was right after log entry `seq` (later entries can be redone)."""
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise InputError("undo_to needs the seq of a log entry")
        return self._move(session_id, "undo_to", seq)

    def abandon(self, session_id: int) -> SessionInfo:
        with self._write():
            self._session_row(session_id)
            self.conn.execute("UPDATE sessions SET status = 'abandoned', updated = ? WHERE id = ?", (self.now(), session_id))
        return self.info(session_id)

    def resume(self, session_id: int) -> SessionInfo:
        """An abandoned game becomes running (or finished) again."""
        with self._write():
            row = self._session_row(session_id)
            if row["status"] == "abandoned":
                finished = bool(self.conn.execute(
                    "SELECT finished FROM steps WHERE session_id = ? AND seq = ?", (session_id, row["head_seq"])
                ).fetchone()[0])
                status = "finished" if finished else "running"
                self.conn.execute("UPDATE sessions SET status = ?, updated = ? WHERE id = ?", (status, self.now(), session_id))
        return self.info(session_id)

    def rename_session(self, session_id: int, title: str) -> SessionInfo:
        title = (title or "").strip()
        if not title or len(title) > 200:
            raise InputError("a session title needs 1 to 200 characters")
        with self._write():
            self._session_row(session_id)
            self.conn.execute("UPDATE sessions SET title = ? WHERE id = ?", (title, session_id))
        return self.info(session_id)
