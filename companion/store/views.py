"""Reading rows into the overviews the app shows: sessions and their seats (log entries: entries.py)."""

from __future__ import annotations

import json

from companion.core.wording import Phrase, from_data, said
from companion.store.models import LogEntryView, SeatInfo, SessionInfo

SESSION_COLUMNS = ("id, uuid, pack_id, title, variant, variant_words, options, status, progress, progress_words, last_seq, plays, created, updated,"
                   " finished")


def seats_of(conn, session_ids: list[int]) -> dict[int, list[SeatInfo]]:
    """Seats per session; one range scan over the seats' key (fast for one session and for all)."""
    out: dict[int, list[SeatInfo]] = {sid: [] for sid in session_ids}
    if not session_ids:
        return out
    rows = conn.execute(
        "SELECT session_id, seat, name, color, player_id, pack_player FROM seats"
        " WHERE session_id BETWEEN ? AND ? ORDER BY session_id, seat",
        (min(session_ids), max(session_ids)),
    )
    for sid, seat, name, color, player_id, pack_player in rows:
        if sid in out:
            # rows of our own file, already checked when written: no need to validate again
            out[sid].append(SeatInfo.model_construct(seat=seat, name=name, color=color, player_id=player_id,
                                                     pack_player=pack_player))
    return out


def info_of(row: dict, seats: list[SeatInfo]) -> SessionInfo:
    """One session's overview from its sessions row (a dict by column, as `Connection.session_row` reads it)."""
    return SessionInfo.model_construct(
        id=row["id"], uuid=row["uuid"], pack_id=row["pack_id"], title=row["title"], variant=words_of(row, "variant"),
        options=json.loads(row["options"]), seats=seats, status=row["status"], created=row["created"],
        updated=row["updated"], finished=row["finished"], progress=words_of(row, "progress"), version=row["last_seq"],
        plays=row["plays"])


def words_of(row: dict, column: str) -> str:
    """A session's progress line (schema 10) or variant (schema 11): the words the rules composed (`<column>_words`),
    worded again where shown; the English as stored when there are none or this version cannot word them (words of
    a newer app, a file edited by hand)."""
    kept = row.get(f"{column}_words") or ""
    if kept:
        try:
            words = from_data(json.loads(kept))
        except (ValueError, LookupError, KeyError, TypeError):
            return row[column]
        if str(words) == row[column]:
            return words
    return row[column]


def infos(conn, where: str = "", params: tuple = (), limit: int | None = None, offset: int = 0) -> list[SessionInfo]:
    """Sessions' overviews, most recently changed first."""
    page = f" LIMIT {int(limit)} OFFSET {int(offset)}" if limit is not None else ""
    cursor = conn.execute(f"SELECT {SESSION_COLUMNS} FROM sessions {where} ORDER BY updated DESC, id DESC{page}", params)
    rows = [dict(zip(SESSION_COLUMNS.split(", "), r)) for r in cursor.fetchall()]
    seats = seats_of(conn, [r["id"] for r in rows])
    return [info_of(r, seats[r["id"]]) for r in rows]


def moved(log: list[LogEntryView], expected: int, current: int) -> Phrase:
    """What happened to a game since a screen showed it at `expected`, in words (for GameMoved): the last three
    entries stored since, by their labels ("…" before them when there are more)."""
    if expected > current:
        return said("core", "it is now at entry {current}, and this screen showed entry {expected}", current=current,
                    expected=expected)
    labels = [e.label for e in log[expected:]]
    shown = tuple(labels[-3:]) if len(labels) <= 3 else ("…", *labels[-3:])  # worded item by item, between commas
    return said("core", "{n:count/entry was|entries were} stored after what this screen showed ({shown})",
                n=len(labels), shown=shown)
