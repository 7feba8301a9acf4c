"""A database file from outside (restore: a backup; merge: another device's games), checked in a copy first.

The copy, beside the live database, is migrated; its schema must be exactly the migrations', every game's log
must run 1, 2, 3... and replay through its pack to the results, timeline, steps and snapshots the file stores,
and the kept statistics must add up. Only a copy that passes is handed on (`Staged`, its derived rows
rebuilt); anything else is one plain sentence (`Unusable`, a full device said as such) and the copy is
removed. The source is only read. A copy holds a lock (companion/files.py) while in use; one a killed process
left is removed the next time a store opens in that folder (`remove_stale`).
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.wording import Phrase, clauses, said
from companion.store import derived, schema
from companion.store.errors import ReplayError, StoreError, is_full, reason
from companion.files import Held
from companion.store.tables import load_snapshot
from companion.store.session_log import SessionLog


class Unusable(StoreError):
    """A file that cannot be restored or merged; the live database was not changed."""


#: the names of the checked copies beside the live database
PREFIX = ".companion-staged-"


def nothing_was(verb: str) -> Phrase:
    """"nothing was restored" or "nothing was merged": how a refusal of `stage` ends."""
    return said("core", "nothing was restored") if verb == "restored" else said("core", "nothing was merged")


def full(verb: str) -> Unusable:
    return Unusable(said("core", "the device is full: there is no room for the checked copy; {nothing}. Free some space "
                                 "on it, then try again", nothing=nothing_was(verb)))


def remove_stale(folder: Path) -> int:
    """Remove the checked copies in `folder` no process is using (left by one that was killed); how many."""
    removed = 0
    for path in folder.glob(f"{PREFIX}*.db"):
        try:
            held = Held(path, wait=0)
        except CompanionError:
            continue  # in use by another process: a merge or restore under way
        try:
            discard(path)
            removed += 1
        except OSError:
            pass
        finally:
            held.release(remove=True)
    for lock in folder.glob(f".{PREFIX}*.db.lock"):  # a lock whose copy is gone
        copy = lock.with_name(lock.name[1:-len(".lock")])
        if not copy.exists():
            try:
                Held(copy, wait=0).release(remove=True)
            except CompanionError:
                pass
    return removed


def discard(path: Path) -> None:
    """Remove a database file and what SQLite kept beside it (-wal, -shm, -journal)."""
    for extra in ("", "-wal", "-shm", "-journal"):
        Path(f"{path}{extra}").unlink(missing_ok=True)


def fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


@dataclass
class Staged:
    """A checked, migrated copy of a file, beside the live database (the caller removes it)."""

    source: Path
    path: Path
    sessions: int
    running: int
    #: the copy's lock, held until it is discarded (a copy whose lock is free is stale)
    held: Held | None = None

    def discard(self) -> None:
        discard(self.path)
        if self.held is not None:
            self.held.release(remove=True)


def _pack(pack_id: str):
    try:
        return registry.get_pack(pack_id)
    except (CompanionError, ImportError):
        raise StoreError(said("core", "holds a game of {game}, which this version of the app does not have",
                              game=repr(pack_id))) from None


def _copy(source: Path, target: Path) -> None:
    src = schema.read_only(source)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        src.close()
        dst.close()


def stage(source: str | Path, folder: Path, *, verb: str) -> Staged:
    """The checked copy of `source` in `folder`; Unusable (ending "nothing was <verb>": `verb` is "restored" or
    "merged") when it is not fit."""
    source = Path(source).expanduser()
    try:
        version = schema.check_file(source)  # not SQLite, another program's file, a newer schema
    except StoreError as exc:
        raise Unusable(clauses(exc.message, nothing_was(verb))) from None
    if version == 0:
        raise Unusable(said("core", "{file} holds no games: it is an empty database, not a companion backup; {nothing}",
                            file=source, nothing=nothing_was(verb)))
    tmp, held = _claim(folder, verb)
    try:
        _copy(source, tmp)
        counts = _check_copy(tmp)
    except StoreError as exc:
        _drop(tmp, held)
        raise Unusable(clauses(said("core", "{file} {why}", file=source, why=exc.message), nothing_was(verb))) from None
    except (sqlite3.Error, OSError) as exc:
        _drop(tmp, held)
        if is_full(exc):
            raise full(verb) from None
        if isinstance(exc, OSError):
            raise Unusable(said("core", "the checked copy of {file} could not be written ({why}); {nothing}", file=source,
                                why=reason(exc), nothing=nothing_was(verb))) from None
        raise Unusable(said("core", "{file} is damaged: SQLite cannot read all of it; {nothing}", file=source,
                            nothing=nothing_was(verb))) from None
    except BaseException:
        _drop(tmp, held)
        raise
    return Staged(source, tmp, *counts, held=held)


def _claim(folder: Path, verb: str) -> tuple[Path, Held]:
    """A new empty copy's file in `folder`, with its lock held."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(prefix=PREFIX, suffix=".db", dir=folder)
        os.close(fd)
    except OSError as exc:
        if is_full(exc):
            raise full(verb) from None
        raise Unusable(said("core", "no copy can be made in {folder} ({why}); {nothing}", folder=folder,
                            why=reason(exc), nothing=nothing_was(verb))) from None
    tmp = Path(name)
    try:
        return tmp, Held(tmp, wait=0)
    except CompanionError:
        discard(tmp)
        raise Unusable(said("core", "no copy can be made in {folder}; {nothing}", folder=folder,
                            nothing=nothing_was(verb))) from None


def _drop(tmp: Path, held: Held) -> None:
    discard(tmp)
    held.release(remove=True)


def _check_copy(tmp: Path) -> tuple[int, int]:
    """Everything `stage` promises, on the copy; (games, running games). StoreError says what is wrong."""
    conn = sqlite3.connect(tmp)
    try:
        if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
            raise StoreError(said("core", "is damaged (SQLite's integrity check fails)"))
    finally:
        conn.close()
    try:
        conn = schema.connect(tmp)
    except StoreError:
        raise StoreError(said("core", "cannot be brought up to this version of the app: it is damaged or was changed by "
                                      "another program")) from None
    try:
        differences = schema.schema_differences(conn)
        if differences:
            if len(differences) == 1:
                raise StoreError(said("core", "is not a companion database as this app makes it: {difference}",
                                      difference=differences[0]))
            raise StoreError(said("core", "is not a companion database as this app makes it: {difference} (and {n} more "
                                          "differences)", difference=differences[0], n=len(differences) - 1))
        conn.execute("BEGIN IMMEDIATE")
        counts = check_games(conn)
        conn.execute("COMMIT")
        conn.execute("PRAGMA journal_mode = DELETE")  # one file, ready to be moved into place
    finally:
        conn.close()
    fsync_file(tmp)
    return counts


# --- the games -------------------------------------------------------------------------------


def _rows(conn, sql: str, sid: int) -> list[tuple]:
    return [tuple(r) for r in conn.execute(sql, (sid,)).fetchall()]


def derived_rows(conn, sid: int) -> dict[str, Any]:
    """What a game's log determines, as numbers (texts a newer app may word differently are left out)."""
    steps = [(seq, undone, finished, key, order, json.loads(pts)) for seq, undone, finished, key, order, pts in
             _rows(conn, "SELECT seq, undone, finished, timeline_key, timeline_order, points FROM steps"
                         " WHERE session_id = ? ORDER BY seq", sid)]
    return {
        said("core", "its state"): _rows(conn, "SELECT status, last_seq, current_seq, plays, player_count, finished IS NOT NULL"
                                 " FROM sessions WHERE id = ?", sid),
        said("core", "its results"): _rows(conn, "SELECT seat, player_id, rank, score, cash, winner, eliminated FROM results"
                                   " WHERE session_id = ? ORDER BY seat", sid),
        said("core", "its timeline"): _rows(conn, "SELECT key, ord, seat, seq, cash, value, score, value2 FROM timeline"
                                    " WHERE session_id = ? ORDER BY key, seat", sid),
        said("core", "its steps"): steps,
    }


def _check_log(conn, row: dict, name: str) -> None:
    seqs = [s for (s,) in conn.execute("SELECT seq FROM log WHERE session_id = ? ORDER BY seq", (row["id"],))]
    for expected, seq in enumerate(seqs, start=1):
        if seq != expected:
            raise StoreError(said("core", "has a gap in the log of {game}: step {n} is missing", game=name, n=expected))
    if not seqs:  # (a count of steps other than its log's is told by the replay: "its state")
        raise StoreError(said("core", "holds {game} without a single step", game=name))


def _check_snapshots(log: SessionLog, history, stored: dict[int, str], name: str) -> None:
    """Every saved state of the current engine equals the replay at its step (the rebuild's own snapshot, else
    replayed for it)."""
    for seq, text in stored.items():
        if seq not in history.parent:
            raise StoreError(said("core", "has a saved state of {game} that belongs to no step of its game", game=name))
        replayed = log.snapshot(seq)
        if replayed is None:
            replayed = log.state_at(history.path(seq), use_snapshots=False)[0]
        mine = load_snapshot(log.pack, text)  # compared as states: a field left out at its default equals it written out
        if mine is None or mine != replayed:
            raise StoreError(said("core", "has a saved state of {game} (after step {seq}) that differs from what its log "
                                          "gives", game=name, seq=seq))


def check_game(conn, row: dict, now: str) -> None:
    """Replay one game and compare; its derived rows are left rebuilt."""
    name = (said("core", "game {id} ({title})", id=row["id"], title=row["title"]) if row["title"]
            else said("core", "game {id}", id=row["id"]))
    _check_log(conn, row, name)
    log = SessionLog(conn, row, _pack(row["pack_id"]))
    before = derived_rows(conn, log.id)
    stored = dict(conn.execute("SELECT seq, state FROM snapshots WHERE session_id = ? AND format = ?",
                               (log.id, log.pack.input_version)).fetchall())
    conn.execute("DELETE FROM snapshots WHERE session_id = ?", (log.id,))
    try:
        history, _state, summary, _since = log.rebuild(now)
    except ReplayError as exc:
        raise StoreError(said("core", "holds {game}, whose log does not replay: {why}", game=name, why=exc.detail)) from None
    after = derived_rows(conn, log.id)
    if not row["rebuild"]:  # a game a migration flagged is recomputed anyway
        for what in before:
            if before[what] != after[what]:
                raise StoreError(said("core", "stores for {game} {what} other than its log gives (edited, or not written "
                                              "by a companion)", game=name, what=what))
    _check_snapshots(log, history, stored, name)
    seats = [p for (p,) in conn.execute("SELECT pack_player FROM seats WHERE session_id = ? ORDER BY seat", (log.id,))]
    if seats != [p.id for p in summary.players]:
        raise StoreError(said("core", "seats other players at {game} than its log has", game=name))


def _kept_stats(conn) -> dict[str, list[tuple]]:
    return {table: sorted(tuple(r) for r in conn.execute(f"SELECT * FROM {table}")) for table in derived.STATS_TABLES}


def check_games(conn) -> tuple[int, int]:
    """Every game replayed and compared, then the kept statistics; (games, running games)."""
    now = schema.now()
    rows = list(Database(conn).query("SELECT * FROM sessions ORDER BY id"))
    stored = _kept_stats(conn)  # before the replays, which recount their own games
    for row in rows:
        check_game(conn, row, now)
    derived.rebuild_stats(conn)
    flagged = any(row["rebuild"] for row in rows)  # a migration asked for them to be recomputed: they are
    if not flagged and _kept_stats(conn) != stored:
        raise StoreError(said("core", "stores statistics (totals, head-to-head) other than its games give"))
    if conn.execute("PRAGMA foreign_key_check").fetchall():
        raise StoreError(said("core", "refers to players or games it does not hold"))
    running = sum(1 for r in Database(conn).query("SELECT id FROM sessions WHERE status = 'running'"))
    return len(rows), running
