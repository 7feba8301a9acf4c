"""Reading rows into the views the app shows: sessions, seats, log entries."""

from __future__ import annotations

import json
from typing import Any

from companion.core.edit import PLAIN, changes_words, corrected_words
from companion.store.entries import LogEntries
from companion.store.errors import StoreError
from companion.store.ledgers import LazyEntryView, Ledgers
from companion.store.models import LogEntryView, SeatInfo, SessionInfo
from companion.store.undo import History

SESSION_COLUMNS = "id, uuid, pack_id, title, variant, options, status, progress, last_seq, plays, created, updated, finished"


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


def session_info(row: tuple, seats: list[SeatInfo]) -> SessionInfo:
    (sid, uuid, pack_id, title, variant, options, status, progress, last_seq, plays, created, updated, finished) = row
    return SessionInfo.model_construct(
        id=sid,
        uuid=uuid,
        pack_id=pack_id,
        title=title,
        variant=variant,
        options=json.loads(options),
        seats=seats,
        status=status,
        created=created,
        updated=updated,
        finished=finished,
        progress=progress,
        version=last_seq,
        plays=plays,
    )


def info_of(row: dict, seats: list[SeatInfo]) -> SessionInfo:
    """One session's overview from its whole sessions row (a dict by column, as `Connection.session_row` reads it)."""
    return session_info(tuple(row[c] for c in _SESSION_COLUMN_NAMES), seats)


_SESSION_COLUMN_NAMES = tuple(SESSION_COLUMNS.split(", "))


def infos(conn, where: str = "", params: tuple = (), order: str = "updated DESC, id DESC",
          limit: int | None = None, offset: int = 0) -> list[SessionInfo]:
    page = f" LIMIT {int(limit)} OFFSET {int(offset)}" if limit is not None else ""
    rows = conn.execute(f"SELECT {SESSION_COLUMNS} FROM sessions {where} ORDER BY {order}{page}", params).fetchall()
    seats = seats_of(conn, [r[0] for r in rows])
    return [session_info(r, seats[r[0]]) for r in rows]


def info(conn, session_id: int, *, seats: list[SeatInfo] | None = None) -> SessionInfo:
    """One session's overview (`seats`: its seats, when known already); StoreError if there is none."""
    if seats is None:
        found = infos(conn, "WHERE id = ?", (session_id,))
    else:
        row = conn.execute(f"SELECT {SESSION_COLUMNS} FROM sessions WHERE id = ?", (session_id,)).fetchone()
        found = [session_info(row, seats)] if row is not None else []
    if not found:
        raise StoreError(f"there is no session {session_id}")
    return found[0]


def _words(kind: str) -> str:
    return kind.replace("_", " ").strip() or "entry"


def label(pack, op: str, entry: dict[str, Any], names: dict[str, str], ledger: list | None = None) -> str:
    """A short line for the history list ("production", "undo step 12 (economy)").

    A correction reads like its ledger lines when they are given (`ledger`: worded from the table before it,
    "the price of Ann's lamps factory"); without them, from its path alone ("Ann's price of factory 1")."""
    if op != "play":
        return _words(op)
    if entry.get("kind") == "edit" and ledger:
        said = corrected_words(ledger)
        if said:
            return said
    if entry.get("kind") in ("edit", "board") and "path" in entry:
        edit = entry["kind"] == "edit"
        words = changes_words([(entry["path"], entry.get("value"))], list(names.values()) if edit else None,
                              getattr(pack, "values", PLAIN) if edit else PLAIN)
        return words + ("" if edit else " (board data)")
    describe = getattr(pack, "describe", None)
    if callable(describe):
        try:
            text = describe(entry)
            if text:
                return str(text)
        except Exception:  # noqa: BLE001 - a label is never worth an error
            pass
    text = _words(str(entry.get("kind", "")))
    who = entry.get("player")
    if isinstance(who, str) and who:
        text += f": {names.get(who, who)}"
    return text


#: the log columns a view of an entry is made from, in this order
LOG_VIEW_COLUMNS = "seq, op, kind, entry, created, target"


def entry_view(pack, row: tuple, names: dict[str, str], history: History, shown: list[LogEntryView],
               ledger: list, progress: str, undone: bool = False, lazy: Ledgers | None = None,
               entry: dict[str, Any] | None = None) -> LogEntryView:
    """The view of one log row (LOG_VIEW_COLUMNS) that follows `shown` (the views of seqs 1, 2, ...).

    `lazy`: the ledger and progress of a play entry are replayed from there when first read.
    `entry`: the row's entry as a fresh object, when the writer has it (its text is not read again)."""
    seq, op, kind, entry_text, created, target = row
    if entry is None:
        entry = json.loads(entry_text)
    text = label(pack, op, entry, names, ledger)
    moved = history.moved.get(seq) if op in ("undo", "redo") else None
    if moved is not None:
        text = f"{op} step {moved} ({shown[moved - 1].label})"
    elif op == "undo_to" and isinstance(target, int) and 1 <= target <= len(shown):
        text = f"back to step {target} ({shown[target - 1].label})"
    fields = dict(seq=seq, op=op, kind=kind, entry=entry, created=created, undone=undone, label=text, target=target)
    if lazy is not None and op == "play":
        # a correction's label is worded from its ledger lines, replayed when the label is first read
        return LazyEntryView.of(lazy, worded=kind == "edit", **fields)
    # rows of our own file and lines the pack just made: no need to validate them again
    return LogEntryView.model_construct(**fields, ledger=ledger, progress=progress)


def entries(conn, pack, session_id: int, history: History, names: dict[str, str],
            lazy: Ledgers | None = None) -> LogEntries:
    """Every log entry up to the history's last, in order, each view built when first read; `lazy`:
    the ledgers of the play entries, each replayed when first read (None: the views carry none)."""
    rows = conn.execute(f"SELECT {LOG_VIEW_COLUMNS} FROM log WHERE session_id = ? AND seq <= ? ORDER BY seq",
                        (session_id, history.last_seq)).fetchall()

    def build(shown: LogEntries, index: int) -> LogEntryView:
        row = rows[index]
        known = lazy.done.get(row[0]) if lazy is not None else None
        ledger, progress = known or ([], "")
        undone = row[1] == "play" and not history.current(row[0])
        return entry_view(pack, row, names, history, shown, ledger, progress, undone, None if known else lazy)

    return LogEntries(build, [None] * len(rows))


def moved(log: list[LogEntryView], expected: int, current: int) -> str:
    """What happened to a game since a screen showed it at `expected`, in words (for GameMoved)."""
    if expected > current:
        return f"it is now at entry {current}, and this screen showed entry {expected}"
    labels = [e.label for e in log[expected:]]
    shown = ", ".join(labels[-3:])
    if len(labels) > 3:
        shown = "…, " + shown
    count = "1 entry was" if len(labels) == 1 else f"{len(labels)} entries were"
    return f"{count} stored after what this screen showed ({shown})"
