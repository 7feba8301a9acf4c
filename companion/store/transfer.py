"""Export and import of sessions: the game log (companion/core/gamelog.py, what `companion apply` continues), the
session file (every step, undone ones too), CSV and BG Stats (companion/exports.py).

Import checks the file's shape (fileformat.py), writes it in one transaction, replays the log as stored and
compares what the file says with it: a file that does not fit is rolled back whole. A session is known by its
uuid: importing it again changes nothing, a copy continued elsewhere adds its new entries, one that went
another way is refused. A game log is imported as the session file it amounts to; one without the `session`
of an exported game (begun with `companion new --log` before it had one) is a new game each time.
"""

from __future__ import annotations

import json
import uuid as uuidlib
from pathlib import Path
from typing import Any

from companion import __version__, exports
from companion.core.errors import InputError
from companion.core.gamelog import LogText, is_game_log, log_lines, parse_log
from companion.core.jsontext import parse_json, read_bounded
from companion.core.limits import MAX_GAME_FILE_BYTES
from companion.core.pack import Summary
from companion.core.wording import said
from companion.store import fileformat, stats, tables
from companion.store.connection import Connection
from companion.store.errors import ReplayError, StoreError
from companion.store.fileformat import SessionFile, refuse
from companion.store.models import ImportResult
from companion.core.replay import SessionRef, Step, apply_step
from companion.store.undo import HistoryError, build

def played(log: list[tuple]) -> list[tuple]:
    """The rows of a log (`tables.read_log`) on its current history, oldest first: what a game log holds."""
    by_seq = {row[0]: row for row in log}
    return [by_seq[seq] for seq in build([(row[0], row[1], row[5]) for row in log]).path()]


def session_variant(summary: Summary, setup: dict) -> str:
    """The variant a session is stored with: the pack's summary says, else the set-up's version."""
    return summary.variant or str(setup.get("version", "") or "")


def check_against_replay(f: SessionFile, summary: Summary, first: Summary) -> None:
    """What the file says beside its log must be what the log gives: status, seats, names, variant, options, results."""
    expected = "finished" if summary.finished else ("abandoned" if f.session.status == "abandoned" else "running")
    if f.session.status != expected:
        raise refuse(said("core", "the file says the game is {status}, but its log leaves it {expected}",
                          status=f.session.status, expected=expected))
    if (f.session.finished is not None) != (expected == "finished"):
        raise refuse(said("core", "it gives a finish date for a game that is not finished") if f.session.finished
                     else said("core", "it says the game is finished but gives no finish date"))
    if [s.pack_player for s in f.seats] != [p.id for p in first.players]:
        raise refuse(said("core", "its seats do not match the players of its game"))
    for seat, player in zip(f.seats, first.players):
        if seat.name != player.name:
            raise refuse(said("core", "seat {n} is called {there} in the file but {here} in its game", n=seat.seat + 1,
                              there=repr(seat.name), here=repr(player.name)))
        if seat.color != player.color:
            raise refuse(said("core", "seat {n} has the colour {there} in the file but {here} in its game", n=seat.seat + 1,
                              there=repr(seat.color), here=repr(player.color)))
    if f.session.variant != session_variant(first, f.log[0].entry):
        raise refuse(said("core", "its variant is not the one its game was set up with"))
    if f.session.options != json.loads(json.dumps(first.options)):
        raise refuse(said("core", "its options are not the ones its game was set up with"))
    if f.results:
        replayed = sorted((r.player, r.rank, r.score, r.winner) for r in summary.results)
        by_id = {s.seat: s.pack_player for s in f.seats}
        if any(r.seat not in by_id for r in f.results):
            raise refuse(said("core", "its results name a seat its game does not have"))
        claimed = sorted((by_id[r.seat], r.rank, r.score, r.winner) for r in f.results)
        if claimed != replayed:
            raise refuse(said("core", "its results do not match what its log gives"))


def read_game_file(path: str | Path, what: str | None = None) -> dict | LogText:
    """A game file as import takes it: a game log, or the JSON of a session file; InputError in words if neither."""
    what = what or str(path)
    raw = read_bounded(path, what, MAX_GAME_FILE_BYTES, "a game file")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(said("core", "{what} is not a text file (it is not UTF-8)", what=what)) from None
    return parse_log(text, what) if is_game_log(text) else parse_json(raw, what, MAX_GAME_FILE_BYTES)


def log_as_file(pack, log: LogText, now: str) -> dict:
    """The session file a game log amounts to: its entries as played, seats and variant from its set-up entry."""
    given = log.extra.get("session", {})
    if not isinstance(given, dict) or not set(given) <= {"uuid", "title", "created"}:
        raise refuse(said("core", "its first line's session holds something other than the game's uuid, title and start"))
    start = apply_step(pack, None, log.steps[0], SessionRef(0, "imported log"), first=True) if log.steps else None
    if start is None:
        raise refuse(said("core", "its log holds no entries"))
    first = pack.summary(start.state)
    return {
        "format": fileformat.FORMAT, "version": fileformat.FORMAT_VERSION, "exported": now,
        "session": {"uuid": given.get("uuid", str(uuidlib.uuid4())), "pack_id": log.pack_id,
                    "title": given.get("title", ""), "variant": session_variant(first, log.steps[0].entry),
                    "options": json.loads(json.dumps(first.options)), "status": "running",
                    "created": given.get("created", now), "updated": now},
        "seats": [{"seat": k, "pack_player": p.id, "name": p.name, "color": p.color} for k, p in enumerate(first.players)],
        "log": [{"seq": s.seq, "op": "play", "kind": s.kind, "entry": s.entry, "format": s.format, "created": now}
                for s in log.steps],
    }


class Transfer:
    """Export and import of whole sessions: methods of the Store (`self.connection`: its one connection)."""

    connection: Connection

    # --- export ---------------------------------------------------------------------
    def export_json(self, session_id: int) -> dict:
        with self.connection.read():
            row = self.connection.session_row(session_id)
            seats = tables.read_seats(self.connection.db, session_id)
            log = tables.read_log(self.connection.db, session_id)
            results = self.connection.conn.execute(
                "SELECT seat, rank, score, cash, winner FROM results WHERE session_id = ? ORDER BY seat", (session_id,)
            ).fetchall()
        return {
            "format": fileformat.FORMAT,
            "version": fileformat.FORMAT_VERSION,
            "exported": self.connection.now(),
            "app": f"companion {__version__}",
            "session": {**{k: row[k] for k in ("uuid", "pack_id", "title", "variant", "status", "created", "updated",
                                               "finished")}, "options": json.loads(row["options"])},
            "seats": [
                {
                    "seat": seat, "pack_player": pack_player, "name": name, "color": color,
                    "player": {"uuid": puuid, "name": pname, "color": pcolor} if puuid else None,
                }
                for seat, pack_player, name, color, puuid, pname, pcolor in seats
            ],
            "log": [
                {"seq": seq, "op": op, "kind": kind, "entry": entry, "format": fmt, "target": target,
                 "created": created}
                for seq, op, kind, entry, fmt, target, created in log
            ],
            "results": [
                {"seat": seat, "rank": rank, "score": score, "cash": cash, "winner": bool(winner)}
                for seat, rank, score, cash, winner in results
            ],
        }

    def export_log(self, session_id: int) -> str:
        """The game as its game log: the entries of its history as played, each in its input format; the header's
        `session` (uuid, title, start) makes a copy continued with `companion apply` the same game when imported."""
        with self.connection.read():
            row = self.connection.session_row(session_id)
            log = tables.read_log(self.connection.db, session_id)
        steps = [Step(k, kind, entry, fmt) for k, (_seq, _op, kind, entry, fmt, *_) in enumerate(played(log), start=1)]
        header = {"session": {key: row[key] for key in ("uuid", "title", "created")}}
        return "".join(log_lines(LogText(row["pack_id"], steps, header)))

    def export_csv(self, session_id: int) -> dict[str, str]:
        """Two files: the final results and the timeline (companion/exports.py)."""
        with self.connection.read():
            info = self.connection.info(session_id)
            results = stats.result_rows(self.connection.conn, session_id)
            timeline = stats.timeline_rows(self.connection.conn, session_id)
        try:
            charted = tuple(getattr(self.connection.pack(info.pack_id), "chart_values", ()))
        except StoreError:
            charted = ()
        return exports.csv_files(info, results, timeline, charted)

    def export_bgstats(self, session_id: int) -> dict:
        """A finished game as the play BG Stats imports from other apps (companion/exports.py)."""
        with self.connection.read():
            row = self.connection.session_row(session_id)
            if row["status"] != "finished":
                raise StoreError(said("core", "only a finished game can be sent to BG Stats"))
            log = self.connection.log(row)
            start = exports.start_seat(log.pack, log.state_at([1])[0])
            results = {r.seat: r for r in stats.result_rows(self.connection.conn, session_id)}
            seats = tables.read_seats(self.connection.db, session_id)
        return exports.bgstats_play(log.pack, row, seats, results, start)

    def bgstats_link(self, session_id: int) -> str:
        return exports.bgstats_link(self.export_bgstats(session_id))

    # --- import ---------------------------------------------------------------------
    def import_json(self, data: Any) -> ImportResult:
        """Add a session from its file, as strict as the log: refused (nothing changed) unless all of it fits.

        Seat names and colours, variant and options must be what the replayed log gives (a
        file whose names differ is refused, not corrected); uuids are compared in their
        canonical form, so an upper-case copy is the same game.
        """
        if isinstance(data, LogText):  # a game log (read_game_file): the session file it amounts to
            pack = self.connection.pack(data.pack_id)
            f = fileformat.parse(log_as_file(pack, data, self.connection.now()))
        else:
            f = fileformat.parse(data)
            pack = self.connection.pack(f.session.pack_id)
        try:
            history = build([(e.seq, e.op, e.target) for e in f.log])
        except HistoryError as exc:
            raise refuse(said("core", "step {seq} of the log does not fit: {why}", seq=exc.seq, why=exc.message)) from None
        rows = [(e.seq, e.op, e.kind, e.entry, e.format, e.target, e.created) for e in f.log]
        try:
            with self.connection.write():  # written, then replayed and compared: a file that does not fit is rolled back
                sid = tables.find_by_uuid(self.connection.db, "sessions", f.session.uuid)
                if sid is not None and isinstance(data, LogText):
                    return self.extend_played(sid, f)  # its seats, variant and options are its log's own
                if sid is not None:
                    result = self.extend_session(sid, rows)
                else:
                    s = f.session
                    sid = self.add_session(dict(s), [(seat.pack_player, seat.name, seat.color,
                                                      self._roster_id(seat.player.uuid, seat.player.name, seat.player.color,
                                                                      self.connection.now()) if seat.player else None)
                                                     for seat in f.seats], rows)
                    result = ImportResult(session_id=sid, created=True)
                if not isinstance(data, LogText):
                    log = self.connection.log_of(sid)  # the file's log is now the start of this one
                    check_against_replay(f, log.summary(log.state_at(history.active)[0]),
                                         log.summary(log.state_at([1])[0]))
        except ReplayError as exc:
            raise refuse(exc.detail if exc.seq == 0 else said("core", "its log does not replay: {why}", why=exc.detail)) from None
        return result

    def add_session(self, s: dict, seats: list[tuple[str, str, str, int | None]], rows: list[tuple]) -> int:
        """A game new here (import, merge): its sessions row `s`, its seats (pack player, name, colour, roster id:
        a roster player in two seats keeps the first) and its log rows, then everything derived from them."""
        linked: list[int | None] = []
        for *_seat, pid in seats:
            linked.append(pid if pid not in linked else None)
        sid = tables.insert_session(
            self.connection.db, uuid=s["uuid"], pack_id=s["pack_id"], title=s["title"] or f"{self.connection.pack(s['pack_id']).title}, "
            f"{s['created'][:10]}", variant=s["variant"], options=s["options"], created=s["created"],
            updated=s["updated"], finished=s["finished"], status=s["status"],
            seats=[(*seat[:3], linked[i]) for i, seat in enumerate(seats)])
        tables.insert_log(self.connection.db, sid, rows)
        self.connection.log_of(sid).rebuild(s["finished"] or s["updated"])
        return sid

    def extend_session(self, sid: int, rows: list[tuple]) -> ImportResult:
        """A session stored here met again (import, merge): nothing to do, or the entries it gained elsewhere.

        `rows` are its whole log as `tables.insert_log` takes it; call inside `Connection.write()`."""
        have = tables.read_log(self.connection.db, sid)
        common = min(len(have), len(rows))
        for i in range(common):
            if have[i] != tuple(rows[i]):
                raise refuse(said("core", "this game is already here as session {id} and the two copies differ from step {n} on",
                                  id=sid, n=i + 1))
        return self._add_rows(sid, rows[len(have):])

    def _add_rows(self, sid: int, rows: list[tuple]) -> ImportResult:
        """Add the entries a stored session gained elsewhere (none: nothing changes), then sum it up again."""
        if not rows:
            return ImportResult(session_id=sid, created=False)
        if self.connection.session_row(sid)["status"] == "abandoned":
            raise refuse(said("core", "session {id} was abandoned here; resume it first to add the entries played elsewhere", id=sid))
        tables.insert_log(self.connection.db, sid, rows)
        self.connection.log_of(sid).rebuild(self.connection.now(), touch=True)
        self.connection.forget(sid)
        return ImportResult(session_id=sid, created=False, appended=len(rows))

    def extend_played(self, sid: int, f: SessionFile) -> ImportResult:
        """A game log of a session stored here: nothing to do, or the entries played after its history as it stands.

        Call inside `Connection.write()`; the log's entries are replayed already."""
        have = tables.read_log(self.connection.db, sid)
        ours = [(kind, entry, fmt) for _seq, _op, kind, entry, fmt, *_ in played(have)]
        given = [(e.kind, e.entry, e.format) for e in f.log]
        for i, (mine, theirs) in enumerate(zip(ours, given)):
            if mine != theirs:
                raise refuse(said("core", "this game is already here as session {id} and the two went different ways from step {n} "
                                  "on", id=sid, n=i + 1))
        now = self.connection.now()
        return self._add_rows(sid, [(len(have) + k, "play", kind, entry, fmt, None, now)
                                  for k, (kind, entry, fmt) in enumerate(given[len(ours):], start=1)])
