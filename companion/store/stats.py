"""The group's history in numbers: per session, per player, per game.

Only finished games count for statistics. A seat linked to the roster counts
for that person; a guest seat (no roster link) still counts as a rival, known
by the name typed for it.
"""

from __future__ import annotations

import json
from collections import defaultdict

from companion.store.models import PackStats, PlayerStats, ResultRow, Rival, TimelinePoint


def timeline_rows(conn, session_id: int) -> list[TimelinePoint]:
    rows = conn.execute(
        "SELECT t.ord, t.key, t.seat, st.player_id, st.name, st.color, t.cash, t.share_value, t.score"
        " FROM timeline AS t JOIN seats AS st ON st.session_id = t.session_id AND st.seat = t.seat"
        " WHERE t.session_id = ? ORDER BY t.ord, t.seq, t.seat",
        (session_id,),
    ).fetchall()
    return [
        TimelinePoint(order=o, key=k, seat=seat, player_id=pid, name=name, color=color, cash=cash,
                      share_value=value, score=score)
        for o, k, seat, pid, name, color, cash, value, score in rows
    ]


def result_rows(conn, session_id: int) -> list[ResultRow]:
    rows = conn.execute(
        "SELECT r.seat, r.player_id, st.pack_player, st.name, st.color, r.rank, r.score, r.cash, r.winner,"
        " r.eliminated, r.notes FROM results AS r JOIN seats AS st ON st.session_id = r.session_id AND st.seat = r.seat"
        " WHERE r.session_id = ? ORDER BY r.rank, r.seat",
        (session_id,),
    ).fetchall()
    return [
        ResultRow(seat=seat, player_id=pid, player=player, name=name, color=color, rank=rank, score=score, cash=cash,
                  winner=bool(w), eliminated=bool(e), notes=json.loads(notes))
        for seat, pid, player, name, color, rank, score, cash, w, e, notes in rows
    ]


# A finished game's results with the number of players at its table.
_MINE = """
    SELECT r.session_id, r.player_id, r.rank, r.score, r.winner, s.player_count AS n
    FROM results AS r JOIN sessions AS s ON s.id = r.session_id
    WHERE s.status = 'finished' AND r.player_id IS NOT NULL {only}
"""

_RIVALS = """
    SELECT r.player_id, coalesce(p.name, r.rival_name), r.rival_player_id, r.beaten_by, r.beat
    FROM rivalries AS r LEFT JOIN players AS p ON p.id = r.rival_player_id
    {only}
"""


def _pick(candidates: list[tuple[int, str, int | None]]) -> Rival | None:
    """The rival with the highest count (ties: the name first in the alphabet)."""
    best = sorted((c for c in candidates if c[0] > 0), key=lambda c: (-c[0], c[1].lower()))
    if not best:
        return None
    times, name, pid = best[0]
    return Rival(name=name, player_id=pid, times=times)


def player_rows(conn, player_id: int | None = None) -> list[PlayerStats]:
    only, params = ("AND r.player_id = ?", (player_id,)) if player_id is not None else ("", ())
    mine = _MINE.format(only=only)
    totals = conn.execute(
        f"SELECT player_id, count(*), sum(winner), avg(score), max(score) FROM ({mine}) GROUP BY player_id", params
    ).fetchall()
    by_count: dict[int, dict[int, float]] = defaultdict(dict)
    for pid, n, avg in conn.execute(
        f"SELECT player_id, n, avg(score) FROM ({mine}) GROUP BY player_id, n ORDER BY player_id, n", params
    ):
        by_count[pid][n] = round(avg, 2)
    rivals: dict[int, list] = defaultdict(list)
    rival_only = "WHERE r.player_id = ?" if player_id is not None else ""
    for pid, name, rival_id, beaten_by, beat in conn.execute(_RIVALS.format(only=rival_only), params):
        rivals[pid].append((beaten_by, beat, name, rival_id))
    roster = {pid: (name, color) for pid, name, color in conn.execute("SELECT id, name, color FROM players")}
    out = []
    for pid, games, wins, avg, best in totals:
        name, color = roster[pid]
        out.append(
            PlayerStats(
                player_id=pid,
                name=name,
                color=color,
                games=games,
                wins=wins,
                win_rate=round(wins / games, 4),
                avg_score=round(avg, 2),
                best_score=best,
                avg_by_player_count=by_count[pid],
                nemesis=_pick([(by, n, rid) for by, _b, n, rid in rivals[pid]]),
                favourite_victim=_pick([(b, n, rid) for _by, b, n, rid in rivals[pid]]),
            )
        )
    if player_id is not None and not out and player_id in roster:
        name, color = roster[player_id]
        out.append(PlayerStats(player_id=player_id, name=name, color=color, games=0, wins=0, win_rate=0.0))
    return sorted(out, key=lambda s: (-s.games, s.name.lower()))


def pack_rows(conn) -> list[PackStats]:
    rows = conn.execute(
        """
        SELECT s.pack_id, count(*), avg(w.best)
        FROM sessions AS s
        LEFT JOIN (SELECT session_id, max(score) AS best FROM results WHERE winner = 1 GROUP BY session_id) AS w
          ON w.session_id = s.id
        WHERE s.status = 'finished'
        GROUP BY s.pack_id ORDER BY count(*) DESC, s.pack_id
        """
    ).fetchall()
    out = []
    for pack_id, plays, avg in rows:
        longest = conn.execute(
            "SELECT id, plays FROM sessions WHERE pack_id = ? AND status = 'finished' ORDER BY plays DESC, id LIMIT 1",
            (pack_id,),
        ).fetchone()
        slowest = conn.execute(
            "SELECT id, (julianday(finished) - julianday(created)) * 1440 AS minutes FROM sessions"
            " WHERE pack_id = ? AND status = 'finished' AND finished IS NOT NULL ORDER BY minutes DESC, id LIMIT 1",
            (pack_id,),
        ).fetchone()
        out.append(
            PackStats(
                pack_id=pack_id,
                plays=plays,
                avg_winning_score=round(avg, 2) if avg is not None else None,
                longest_entries=longest[1],
                longest_entries_session=longest[0],
                longest_minutes=round(slowest[1], 1) if slowest else None,
                longest_minutes_session=slowest[0] if slowest else None,
            )
        )
    return out


class StatsQueries:
    """Mixed into Store."""

    def timeline(self, session_id: int) -> list[TimelinePoint]:
        """Cash, share value and portfolio (or score) per player per cycle, for a chart."""
        with self._read():
            self._session_row(session_id)
            return timeline_rows(self.conn, session_id)

    def results(self, session_id: int) -> list[ResultRow]:
        """Final standings (empty while the game runs)."""
        with self._read():
            self._session_row(session_id)
            return result_rows(self.conn, session_id)

    def player_stats(self, player_id: int | None = None) -> list[PlayerStats]:
        with self._read():
            if player_id is not None:
                self.player(player_id)
            return player_rows(self.conn, player_id)

    def pack_stats(self) -> list[PackStats]:
        with self._read():
            return pack_rows(self.conn)
