"""One session's log as stored: its history, its play entries, states rebuilt from it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from companion.core.errors import InputError
from companion.core.pack import Summary
from companion.store import views
from companion.store.errors import GameMoved, ReplayError, StoreError
from companion.store.replay import SessionRef, Step, load_snapshot, replay
from companion.store.undo import History, HistoryError, build


@dataclass
class Head:
    """A session's current state, cached while its log does not change."""

    last_seq: int
    history: History
    state: Any
    summary: Summary
    since_snapshot: int


class SessionLog:
    """Reads a session's rows (`row` = its sessions row as a dict) through its game pack."""

    def __init__(self, conn, row: dict, pack):
        self.conn = conn
        self.row = row
        self.pack = pack
        self.id = row["id"]
        self.ref = SessionRef(row["id"], row["title"])

    def history(self) -> History:
        ops = self.conn.execute("SELECT seq, op, target FROM log WHERE session_id = ? ORDER BY seq", (self.id,)).fetchall()
        try:
            return build(ops)
        except HistoryError as exc:
            raise ReplayError(
                f"{self.ref} cannot be replayed: log entry {exc.seq}: {exc}", session_id=self.id, seq=exc.seq
            ) from None

    def expect(self, expected: int | None) -> None:
        """Refuse a write made from a screen that showed another version (last seq) of the game; None: any."""
        if expected is None:
            return
        if not isinstance(expected, int) or isinstance(expected, bool):
            raise InputError("the version of the game a change was made from must be a whole number")
        current = self.row["last_seq"]
        if expected != current:
            names = {s.pack_player: s.name for s in views.seats_of(self.conn, [self.id])[self.id]}
            entries = views.entries(self.conn, self.pack, self.id, self.history(), names)
            raise GameMoved(views.moved(entries, expected, current), session_id=self.id, expected=expected,
                            current=current)

    def steps(self, seqs: list[int] | None = None) -> list[Step]:
        """Play entries (all of them, or those of `seqs`), in log order."""
        sql = "SELECT seq, kind, entry, format FROM log WHERE session_id = ? AND op = 'play'"
        params: tuple = (self.id,)
        if seqs is not None:
            sql += " AND seq IN (SELECT value FROM json_each(?))"
            params += (json.dumps(seqs),)
        rows = self.conn.execute(sql + " ORDER BY seq", params).fetchall()
        return [Step(seq, kind, json.loads(text), fmt) for seq, kind, text, fmt in rows]

    def summary(self, state: Any) -> Summary:
        try:
            return self.pack.summary(state)
        except Exception as exc:  # noqa: BLE001 - a pack failing here is reported, never raised raw
            raise StoreError(f"{self.ref}: the game's summary failed ({type(exc).__name__}: {exc})") from None

    def _snapshot(self, path: list[int]) -> tuple[int, Any]:
        """(entries of `path` it covers, state) of the latest usable snapshot on `path`; (0, None) if none."""
        snaps = dict(
            self.conn.execute(
                "SELECT seq, format FROM snapshots WHERE session_id = ? AND seq IN (SELECT value FROM json_each(?))",
                (self.id, json.dumps(path)),
            ).fetchall()
        )
        for i in range(len(path) - 1, -1, -1):
            if snaps.get(path[i]) != self.pack.input_version:
                continue
            (text,) = self.conn.execute(
                "SELECT state FROM snapshots WHERE session_id = ? AND seq = ?", (self.id, path[i])
            ).fetchone()
            state = load_snapshot(self.pack, text)
            if state is not None:
                return i + 1, state
        return 0, None

    def state_at(self, path: list[int], *, use_snapshots: bool = True) -> tuple[Any, int]:
        """The state after the last entry of `path`, and how many entries were replayed to get it."""
        start, state = self._snapshot(path) if use_snapshots else (0, None)
        rest = self.steps(path[start:])
        for _step, outcome in replay(self.pack, rest, self.ref, state, from_start=start == 0):
            state = outcome.state
        return state, len(rest)
