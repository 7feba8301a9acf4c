"""The Store: every game played with the companion, kept safely in one SQLite file.

A session is its append-only log; its state is the replay of the log's current history (undo.py)
through its game pack, from the nearest snapshot. Each entry is stored in one transaction with
everything derived from it (derived.py), so a process killed mid-write leaves the game at its last
completed step. Several Stores (one per browser session) may share the file: WAL, a busy timeout,
`BEGIN IMMEDIATE` for every write (connection.py). A write may name the version it was made from
(`expected`: the last seq the screen showed); a game that moved since is refused (`GameMoved`). A
write moves the open game by the entry it stored (session_log.Game), so submit, undo, redo and load
never read the whole log again. A write the disk refuses is rolled back whole (`WriteFailed`).
"""

from __future__ import annotations

import sqlite3
import uuid as uuidlib
from pathlib import Path
from typing import Any, Callable

from pydantic import ValidationError
from sqlite_utils import Database

from companion.core.errors import InputError
from companion.core.models import validation_message
from companion.core.pack import Outcome, Summary
from companion.core.text import check_name
from companion.core.wording import said
from companion.store import backup, derived, entries, schema, stats, tables, views
from companion.store.backup import restore
from companion.store.connection import Connection
from companion.store.errors import DecisionPending, ReplayError, StoreError, write_failure
from companion.store.models import (PackStats, PlayerStats, Preview, ResultRow, SessionInfo, SessionView,
                                    SubmitResult, TimelinePoint)
from companion.store.paths import default_db_path
from companion.store.roster import Roster
from companion.store.session_log import Game, SessionLog
from companion.store.staging import remove_stale
from companion.store.transfer import Transfer, session_variant
from companion.store.undo import History, HistoryError


class Store(Roster, Transfer):
    """Sessions, their logs and history, the statistics and backups, with the roster's methods
    (roster.py) and the transfers' (transfer.py: export, import), all over one connection.

    The Store's methods are the one API the app, the CLI and the guest store (ui/guest.py, whose
    allow-list names them) call; `connection` holds the transactions, lock, clock and open games.
    """

    def __init__(self, conn, path: Path, *, clock: Callable[[], str] | None = None):
        self.connection = Connection(conn, path, clock=clock)
        #: sessions that could not be brought up to date when the file was opened
        self.problems: list[StoreError] = []

    @classmethod
    def open(cls, path: Path | str | None = None, *, clock: Callable[[], str] | None = None) -> "Store":
        """Open (creating and migrating) the database; None = data_dir()/companion.db."""
        target = Path(path) if path is not None else default_db_path()
        try:
            conn = schema.connect(target)
        except sqlite3.Error as exc:  # a full device or a file the system refuses, in words
            raise write_failure(exc) or StoreError(said("core", "cannot open the database {file} ({why})", file=target,
                                                        why=str(exc))) from None
        store = cls(conn, target, clock=clock)
        store.problems = store._rebuild_flagged()
        remove_stale(target.parent)  # checked copies a killed restore or merge left beside the database
        return store

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # --- the connection (reopened when another program moved a new file into place) ---
    @property
    def conn(self) -> sqlite3.Connection:
        return self.connection.conn

    @property
    def db(self) -> Database:
        return self.connection.db

    @property
    def path(self) -> Path:
        return self.connection.path

    @property
    def now(self) -> Callable[[], str]:
        return self.connection.now

    @now.setter
    def now(self, clock: Callable[[], str]) -> None:
        self.connection.now = clock

    # --- sessions: reading ------------------------------------------------------
    def sessions(self, status: str | None = None, pack_id: str | None = None, *, limit: int | None = None,
                 offset: int = 0, variant: str | None = None) -> list[SessionInfo]:
        """Sessions, most recently changed first (`limit`/`offset` for a long history; `variant`: the
        session's variant text exactly, e.g. "Water Frame + Stock Exchange")."""
        clause, params = tables.where(variant=variant, status=status, pack_id=pack_id)
        with self.connection.read():
            return views.infos(self.conn, clause, params, limit=limit, offset=offset)

    def running(self) -> SessionInfo | None:
        found = self.sessions("running", limit=1)
        return found[0] if found else None

    def info(self, session_id: int) -> SessionInfo:
        with self.connection.read():
            return self.connection.info(session_id)

    def version(self, session_id: int) -> int:
        """The seq of the session's last log entry: what a write names as `expected`."""
        return self.mark(session_id)[1]

    def mark(self, session_id: int) -> tuple[str, int, int]:
        """(uuid, last seq, file generation): changes whenever the game may have changed, here or elsewhere."""
        with self.connection.read():
            row = self.connection.session_row(session_id)
            return row["uuid"], row["last_seq"], self.connection.generation

    def load(self, session_id: int) -> SessionView:
        """The game as the app shows it: from the cached game, which is kept up to date entry by entry."""
        with self.connection.read():
            log = self.connection.log_of(session_id)
            return self.connection.game(log).view(log)

    def replay_state(self, session_id: int, *, use_snapshots: bool = False, after: int | None = None) -> Any:
        """The current state rebuilt from the log (from the set-up entry unless told otherwise).

        `after`: the state the game had right after log entry `after` (what "undo to here" there returns to)."""
        with self.connection.read():
            log = self.connection.log_of(session_id)
            history = log.history()
            try:
                path = history.active if after is None else history.path(history.goal_of(after))
            except HistoryError as exc:
                raise StoreError(exc.message) from None
            state, _replayed, _last = log.state_at(path, use_snapshots=use_snapshots)
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
        pack = self.connection.pack(pack_id)
        setup = tables.clean_entry(setup, said("core", "set-up entry"))
        outcome = self._apply(pack, None, setup, first=True)
        if outcome.pending is not None:
            raise DecisionPending(outcome.pending)
        summary = pack.summary(outcome.state)
        now = self.now()
        title = check_name(title, "a session title", 200) if (title or "").strip() else f"{pack.title}, {now[:10]}"
        with self.connection.write():
            linked = self.link_seats(summary, seats)
            sid = tables.insert_session(
                self.connection.db, uuid=str(uuidlib.uuid4()), pack_id=pack_id, title=title, created=now,
                variant=session_variant(summary, setup), options=summary.options,
                seats=[(p.id, p.name, p.color, linked[i]) for i, p in enumerate(summary.players)])
            log = self.connection.log_of(sid)
            opened = Game(0, History(), None, summary, 0, entries=entries.LogEntries(None, []), names=log.names())
            self._play(log, opened, setup, outcome, summary, now)
            return opened.view(log)

    def _play(self, log: SessionLog, game: Game, entry: dict, outcome: Outcome, summary: Summary, now: str) -> None:
        """Store the play entry `game` took next, with everything derived from it; the game moves by it."""
        seq = log.row["last_seq"] + 1
        row = self._append(log.id, seq, "play", entry, log.pack.input_version, None, now)
        since = derived.record_play(self.conn, log.id, seq, log.pack, outcome, summary,
                                    game.summary if seq > 1 else None, game.since_snapshot + 1, now)
        game.play(log, row, outcome, summary, since, entry)
        derived.settle(self.conn, log.id, game.history, summary, now, changed=[seq], row=log.row)
        self.connection.remember(log.id, log.row["uuid"], game)

    def _append(self, sid: int, seq: int, op: str, entry: dict, fmt: int, target: int | None, now: str) -> tuple:
        """Store one log entry; returns its row as a view of it is made from (entries.LOG_VIEW_COLUMNS)."""
        tables.insert_log(self.connection.db, sid, [(seq, op, entry["kind"], entry, fmt, target, now)])
        return seq, op, entry["kind"], tables.dumps(entry), now, target

    def _writable(self, session_id: int, expected: int | None) -> tuple[SessionLog, Game]:
        """The log and open game a write changes: refused when the game was abandoned or moved since `expected`."""
        log = self.connection.log_of(session_id)
        if log.row["status"] == "abandoned":
            raise StoreError(said("core", "{game} was abandoned; resume it before entering anything", game=str(log.ref)))
        log.expect(expected)
        return log, self.connection.game(log)

    def submit(self, session_id: int, entry: dict, *, expected: int | None = None,
               previewed: Preview | None = None) -> SubmitResult:
        """Apply one entry; store it (with everything derived) in one transaction unless a decision is pending.

        `expected`: the version (last seq) the entry was made from; GameMoved if the game moved since.
        `previewed`: this entry's preview; kept as it is (the rules are not run again) while the game
        is as it was when the preview was worked out, else the entry is applied again."""
        entry = tables.clean_entry(entry)
        with self.connection.write():
            log, game = self._writable(session_id, expected)
            pack = log.pack
            if isinstance(previewed, Preview) and previewed.entry == entry and previewed.mark == self._mark(log):
                outcome = Outcome.model_construct(state=previewed.state, ledger=previewed.ledger, pending=previewed.pending)
            else:
                outcome = self._apply(pack, game.state, entry)
            stored = outcome.pending is None
            if stored:
                self._play(log, game, entry, outcome, log.summary(outcome.state), self.now())
            view = game.view(log)
        return SubmitResult.model_construct(outcome=outcome, view=view, stored=stored)

    def preview(self, session_id: int, entry: dict) -> Preview:
        """What an entry would do, without storing it ("show costs"); `submit(previewed=)` may store it."""
        entry = tables.clean_entry(entry)
        with self.connection.read():
            log = self.connection.log_of(session_id)
            outcome = self._apply(log.pack, self.connection.game(log).state, entry)
            mark = self._mark(log)
        return Preview.model_construct(state=outcome.state, ledger=outcome.ledger, pending=outcome.pending,
                                       entry=entry, mark=mark)

    def _mark(self, log: SessionLog) -> tuple[str, int, int]:
        """The game's mark as the open log holds it (see `mark`)."""
        return log.row["uuid"], log.row["last_seq"], self.connection.generation

    def _move(self, session_id: int, op: str, target: int | None = None, expected: int | None = None) -> SessionView:
        """undo / redo / undo_to: a log entry that moves the history, then the state that follows."""
        with self.connection.write():
            log, game = self._writable(session_id, expected)
            history = game.history
            seq, now = log.row["last_seq"] + 1, self.now()
            entry: dict[str, Any] = {"kind": op}
            try:
                if op == "undo_to":
                    entry["seq"] = target
                    if history.goal_of(target, seq) == history.current:
                        raise StoreError(said("core", "the game is already as it was after step {target}", target=target))
                row = self._append(session_id, seq, op, entry, log.pack.input_version, target, now)
                changed = game.move(log, row, dict(entry))  # a move that does not fit: the whole write is rolled back
            except HistoryError as exc:
                raise StoreError(exc.message) from None
            derived.mark_undone(self.conn, session_id, history.active, changed)
            derived.settle(self.conn, session_id, history, game.summary, now, changed=list(changed), row=log.row)
            self.connection.remember(session_id, log.row["uuid"], game)
            return game.view(log)

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
        with self.connection.write():
            if self.connection.session_row(session_id)["status"] == "finished":
                raise StoreError(said("core", "a finished game cannot be abandoned; it is part of the statistics"))
            self.conn.execute("UPDATE sessions SET status = 'abandoned', updated = ? WHERE id = ?", (self.now(), session_id))
        return self.info(session_id)

    def resume(self, session_id: int) -> SessionInfo:
        """An abandoned game becomes running (or finished) again."""
        with self.connection.write():
            row = self.connection.session_row(session_id)
            if row["status"] == "abandoned":
                (finished,) = self.conn.execute(
                    "SELECT finished FROM steps WHERE session_id = ? AND seq = ?", (session_id, row["current_seq"])
                ).fetchone()
                status = "finished" if finished else "running"
                self.conn.execute("UPDATE sessions SET status = ?, updated = ? WHERE id = ?", (status, self.now(), session_id))
        return self.info(session_id)

    def rename_session(self, session_id: int, title: str) -> SessionInfo:
        title = check_name(title, "a session title", 200)
        with self.connection.write():
            self.connection.session_row(session_id)
            self.conn.execute("UPDATE sessions SET title = ? WHERE id = ?", (title, session_id))
        return self.info(session_id)

    # --- statistics: read from the rows kept as games are played (stats.py) ---
    def timeline(self, session_id: int) -> list[TimelinePoint]:
        with self.connection.read():
            self.connection.session_row(session_id)
            return stats.timeline_rows(self.conn, session_id)

    def results(self, session_id: int) -> list[ResultRow]:
        with self.connection.read():
            self.connection.session_row(session_id)
            return stats.result_rows(self.conn, session_id)

    def player_stats(self, player_id: int | None = None, pack_id: str | None = None, variant: str | None = None) -> list[PlayerStats]:
        """Players' records over finished games: of every pack (scores per pack in `by_pack`), or of one; of one variant."""
        with self.connection.read():
            if player_id is not None:
                self.player(player_id)
            return stats.player_rows(self.conn, player_id, pack_id, variant)

    def pack_stats(self, variant: str | None = None) -> list[PackStats]:
        with self.connection.read():
            return stats.pack_rows(self.conn, variant)

    # --- the whole file ---
    def backup(self, path: str | Path) -> Path:
        return backup.backup(self.connection, path)

    restore = staticmethod(restore)

    def rebuild(self, session_id: int) -> SessionView:
        """Recompute everything derived from the session's log, then read it."""
        with self.connection.write():
            log = self.connection.log_of(session_id)
            history, state, summary, since = log.rebuild(self.now())
            self.connection.remember(session_id, log.row["uuid"],
                                     Game(history.last_seq, history, state, summary, since, tail=log.tail()))
        return self.load(session_id)

    def _rebuild_flagged(self) -> list[StoreError]:
        """Rebuild the sessions a migration asked to recompute; one that fails stays flagged and is reported."""
        problems: list[StoreError] = []
        for (sid,) in self.conn.execute("SELECT id FROM sessions WHERE rebuild = 1 ORDER BY id").fetchall():
            try:
                with self.connection.write():
                    row = self.connection.session_row(sid)
                    if row["rebuild"]:  # another app on the same file may have done it meanwhile
                        self.connection.log(row).rebuild(self.now())
            except (StoreError, ReplayError) as exc:
                problems.append(exc)
        return problems
