"""The rows as stored, written and read the same way by the games (Store), import (transfer.py) and merge: a
session with its seats, log entries (JSON text: `clean_entry`, `dumps`), a roster player, snapshots (a state as
zlib of its JSON). Inserts run inside the caller's `Connection.write()` (sqlite-utils nests its own work in a
savepoint, so nothing here commits).
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from pydantic import ValidationError
from sqlite_utils import Database

from companion.core.errors import InputError
from companion.core.text import unsafe_text_in
from companion.core.wording import said

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
    """Log entries of session `sid`, each a tuple in LOG_COLUMNS order (its entry a JSON object, stored as `dumps`).

    Plain SQL: this is the one insert of every step played, and sqlite-utils reads the schema
    again for each (`db["log"]` lists the views) - longer than the commit itself."""
    db.conn.executemany(f"INSERT INTO log (session_id, {', '.join(LOG_COLUMNS)}) VALUES (?{', ?' * len(LOG_COLUMNS)})",
                        [(sid, *row[:3], dumps(row[3]), *row[4:]) for row in rows])


def read_log(db: Database, sid: int) -> list[tuple]:
    """The session's log entries as insert_log takes them, in order (two copies compare by content, not spelling)."""
    return [(*r[:3], json.loads(r[3]), *r[4:]) for r in db.execute(
        f"SELECT {', '.join(LOG_COLUMNS)} FROM log WHERE session_id = ? ORDER BY seq", [sid]).fetchall()]


def read_seats(db: Database, sid: int) -> list[tuple]:
    """The session's seats in order: (seat, pack player id, name, colour, and the roster player's uuid,
    name and colour, or None for a guest)."""
    return [tuple(r) for r in db.execute(
        "SELECT st.seat, st.pack_player, st.name, st.color, p.uuid, p.name, p.color FROM seats AS st"
        " LEFT JOIN players AS p ON p.id = st.player_id WHERE st.session_id = ? ORDER BY st.seat", [sid]).fetchall()]


def insert_player(db: Database, *, uuid: str, name: str, color: str, created: str) -> int:
    """A roster player (the name already checked and free); returns its id."""
    return db["players"].insert({"uuid": uuid, "name": name, "color": color, "created": created}).last_pk


def find_by_uuid(db: Database, table: str, uuid: str) -> int | None:
    """The id of the session or player with this (canonical) uuid, however it was written when it was stored."""
    row = db.execute(f"SELECT id FROM {table} WHERE uuid = ? OR lower(replace(uuid, '-', '')) = ?",
                     [uuid, uuid.replace("-", "")]).fetchone()
    return row[0] if row else None


def where(alias: str = "", **asked: Any) -> tuple[str, tuple]:
    """A WHERE clause for the columns given a value (None: every value), and its parameters."""
    given = {column: value for column, value in asked.items() if value is not None}
    clause = " AND ".join(f"{alias}{column} = ?" for column in given)
    return (f"WHERE {clause}" if clause else ""), tuple(given.values())


def clean_entry(entry: Any, what: str = "") -> dict:
    """A JSON object with a 'kind', exactly as it will be stored and replayed (`what`: its words, "entry" by default)."""
    what = what or said("core", "entry")
    if hasattr(entry, "model_dump"):
        entry = entry.model_dump(mode="json")
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str) or not entry["kind"]:
        raise InputError(said("core", "an {what} must be a JSON object with a 'kind'", what=what))
    try:
        entry = json.loads(json.dumps(entry, allow_nan=False))
    except RecursionError:
        raise InputError(said("core", "the {what} is nested too deeply", what=what)) from None
    except (TypeError, ValueError) as exc:
        raise InputError(said("core", "the {what} is not plain JSON: {why}", what=what, why=str(exc))) from None
    if unsafe_text_in(entry):  # names typed at set-up or in a correction (core/text.py)
        raise InputError(said("core", "the {what} holds control characters (invisible codes that change how text prints); "
                                     "type it again with letters, digits and punctuation only", what=what))
    return entry


def dumps(entry: Any) -> str:
    """The one way entries are written to the database (export/import rely on it)."""
    return json.dumps(entry, ensure_ascii=False)


def load_snapshot(pack, stored: bytes | str) -> Any | None:
    """A stored state, or None when it no longer fits the pack's state model (then replay)."""
    try:
        return pack.state_type.model_validate_json(unpack_state(stored))
    except (ValidationError, ValueError, zlib.error):
        return None


def dump_state(state: Any) -> str:
    """A state's JSON as a snapshot keeps it: fields still at their defaults are left out (they load
    back as the same defaults), which keeps a snapshot row about a third smaller."""
    return state.model_dump_json(exclude_defaults=True) if hasattr(state, "model_dump_json") else json.dumps(state)


def pack_state(state: Any) -> bytes:
    """A state as `snapshots.state` keeps it: its JSON, compressed with zlib (schema 5)."""
    return zlib.compress(dump_state(state).encode("utf-8"), 6)


def unpack_state(stored: bytes | str) -> str:
    """The JSON text of a stored state (plain text in a file from before schema 5 that was never opened)."""
    return zlib.decompress(stored).decode("utf-8") if isinstance(stored, bytes) else stored
