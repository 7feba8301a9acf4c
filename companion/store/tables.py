"""The rows every writer adds the same way: a session with its seats, log entries, a roster player.

One home for them, used by the games (Store), import (transfer.py) and merge
(merge.py). Inserts go through sqlite-utils (`db[table].insert`; the log's, on every step, is plain SQL), inside the
transaction the caller holds (sqlite-utils nests its own work in a savepoint,
so nothing here commits). Call these only inside `Connection.write()`.
"""

from __future__ import annotations

import json

from sqlite_utils import Database

LOG_COLUMNS = ("seq", "op", "kind", "entry", "format", "target", "created")


def insert_session(db: Database, *, uuid: str, pack_id: str, title: str, variant: str, options: dict, created: str,
                   seats: list[tuple[str, str, str, int | None]], status: str = "running",
                   updated: str | None = None, finished: str | None = None) -> int:
    """A sessions row and its seats (pack player id, name, color, roster id) in seat order; returns its id."""
    sid = db["sessions"].insert({
        "uuid": uuid, "pack_id": pack_id, "title": title, "variant": variant,
        "options": json.dumps(options, ensure_ascii=False), "status": status, "created": created,
        "updated": updated or created, "finished": finished, "player_count": len(seats),
    }).last_pk
    db["seats"].insert_all(
        {"session_id": sid, "seat": i, "pack_player": pack_player, "name": name, "color": color, "player_id": pid}
        for i, (pack_player, name, color, pid) in enumerate(seats)
    )
    return sid


def insert_log(db: Database, sid: int, rows: list[tuple]) -> None:
    """Log entries of session `sid`, each a tuple in LOG_COLUMNS order (the entry already as stored JSON text).

    Plain SQL: this is the one insert of every step played, and sqlite-utils reads the schema
    again for each (`db["log"]` lists the views) - longer than the commit itself."""
    db.conn.executemany(f"INSERT INTO log (session_id, {', '.join(LOG_COLUMNS)}) VALUES (?{', ?' * len(LOG_COLUMNS)})",
                        [(sid, *row) for row in rows])


def read_log(db: Database, sid: int) -> list[tuple]:
    """The session's log entries as insert_log takes them, in order."""
    return [tuple(r) for r in db.execute(
        f"SELECT {', '.join(LOG_COLUMNS)} FROM log WHERE session_id = ? ORDER BY seq", [sid]).fetchall()]


def insert_player(db: Database, *, uuid: str, name: str, color: str, created: str) -> int:
    """A roster player (the name already checked and free); returns its id."""
    return db["players"].insert({"uuid": uuid, "name": name, "color": color, "created": created}).last_pk


def find_by_uuid(db: Database, table: str, uuid: str) -> int | None:
    """The id of the session or player with this (canonical) uuid, however it was written when it was stored."""
    row = db.execute(f"SELECT id FROM {table} WHERE uuid = ? OR lower(replace(uuid, '-', '')) = ?",
                     [uuid, uuid.replace("-", "")]).fetchone()
    return row[0] if row else None
