"""The group's history in numbers: per session, per player, per game.

Only finished games count for statistics. A seat linked to the roster counts
for that person; a guest seat (no roster link) still counts as a rival, known
by the name typed for it.
"""

from __future__ import annotations

import json
from collections import defaultdict
from itertools import groupby
from typing import Any

from companion.store.models import PackRecord, PackStats, PlayerStats, ResultRow, Rival, TimelinePoint


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


# A finished game's results with its game pack and the number of players at its table.
_MINE = """
    SELECT r.session_id, r.player_id, r.rank, r.score, r.winner, s.pack_id AS pack, s.player_count AS n
    FROM results AS r JOIN sessions AS s ON s.id = r.session_id
    WHERE s.status = 'finished' AND r.player_id IS NOT NULL {only}
"""

# Head to head over every pack, kept up to date as games finish (derived.count_rivals).
_RIVALS = """
    SELECT r.player_id, coalesce(p.name, r.rival_name), r.rival_player_id, r.beaten_by, r.beat
    FROM rivalries AS r LEFT JOIN players AS p ON p.id = r.rival_player_id
    {only}
"""

# The finished games of one pack, seat by seat (a guest seat with its typed name), game after game.
_PACK_SEATS = """
    SELECT r.session_id, r.seat, r.player_id, r.rank,
           CASE WHEN r.player_id IS NULL THEN
               (SELECT st.name FROM seats AS st WHERE st.session_id = r.session_id AND st.seat = r.seat) END
    FROM sessions AS s JOIN results AS r ON r.session_id = s.id
    WHERE s.status = 'finished' AND s.pack_id = ?
    ORDER BY r.session_id, r.seat
"""


def _pick(candidates: list[tuple[int, str, int | None]]) -> Rival | None:
    """The rival with the highest count (ties: the name first in the alphabet)."""
    best = sorted((c for c in candidates if c[0] > 0), key=lambda c: (-c[0], c[1].lower()))
    if not best:
        return None
    times, name, pid = best[0]
    return Rival(name=name, player_id=pid, times=times)


def _records(conn, mine: str, params: tuple) -> dict[int, list[PackRecord]]:
    """Per player, a record per pack (most played first), averages by table size included."""
    by_count: dict[tuple[int, str], dict[int, float]] = defaultdict(dict)
    for pid, pack, n, avg in conn.execute(
        f"SELECT player_id, pack, n, avg(score) FROM ({mine}) GROUP BY player_id, pack, n ORDER BY n", params
    ):
        by_count[pid, pack][n] = round(avg, 2)
    out: dict[int, list[PackRecord]] = defaultdict(list)
    for pid, pack, games, wins, avg, best in conn.execute(
        f"SELECT player_id, pack, count(*), sum(winner), avg(score), max(score) FROM ({mine})"
        " GROUP BY player_id, pack ORDER BY player_id, count(*) DESC, pack", params
    ):
        out[pid].append(PackRecord(pack_id=pack, games=games, wins=wins, win_rate=round(wins / games, 4),
                                   avg_score=round(avg, 2), best_score=best, avg_by_player_count=by_count[pid, pack]))
    return out


def _pack_rivals(conn, player_id: int | None, pack_id: str) -> list[tuple[int, str, int | None, int, int]]:
    """Head to head in one pack: (player, rival name, rival roster id, times beaten by, times beat).

    Counted here from the pack's results, game by game (a self-join in SQL is three
    times slower on a long history); rivals are keyed like the rivalries table:
    a roster player by id, a guest by the lower-case name typed for the seat.
    """
    names = dict(conn.execute("SELECT id, name FROM players"))
    counts: dict[tuple[int, Any], list] = {}
    for _sid, seats in groupby(conn.execute(_PACK_SEATS, (pack_id,)), key=lambda row: row[0]):
        seats = list(seats)
        for _s, seat, me, rank, _guest in seats:
            if me is None or (player_id is not None and me != player_id):
                continue
            for _s2, other, them, their_rank, guest in seats:
                if other == seat or their_rank == rank:
                    continue
                key = them if them is not None else "guest:" + guest.lower()
                c = counts.setdefault((me, key), [names.get(them, guest), them, 0, 0])
                c[2 if their_rank < rank else 3] += 1
    return [(me, name, them, by, beat) for (me, _key), (name, them, by, beat) in counts.items()]


def _rivals(conn, player_id: int | None, pack_id: str | None) -> dict[int, list[tuple]]:
    """Per player: (times beaten by, times beat, rival name, rival roster id) for each rival."""
    if pack_id is None:
        only, params = ("WHERE r.player_id = ?", (player_id,)) if player_id is not None else ("", ())
        rows = conn.execute(_RIVALS.format(only=only), params).fetchall()
    else:
        rows = _pack_rivals(conn, player_id, pack_id)
    out: dict[int, list[tuple]] = defaultdict(list)
    for pid, name, rival_id, beaten_by, beat in rows:
        out[pid].append((beaten_by, beat, name, rival_id))
    return out


def player_rows(conn, player_id: int | None = None, pack_id: str | None = None) -> list[PlayerStats]:
    """Each roster player's record over the finished games (of one pack when `pack_id` is given)."""
    asked = {column: value for column, value in (("r.player_id", player_id), ("s.pack_id", pack_id)) if value is not None}
    only = " ".join(f"AND {column} = ?" for column in asked)
    records = _records(conn, _MINE.format(only=only), tuple(asked.values()))
    rivals = _rivals(conn, player_id, pack_id)
    roster = {pid: (name, color) for pid, name, color in conn.execute("SELECT id, name, color FROM players")}
    out = []
    for pid, packs in records.items():
        name, color = roster[pid]
        games, wins = sum(r.games for r in packs), sum(r.wins for r in packs)
        # scores in £, pp and silver do not add up: only one pack's are shown at the top
        one = packs[0] if len(packs) == 1 else None
        out.append(
            PlayerStats(
                player_id=pid,
                name=name,
                color=color,
                games=games,
                wins=wins,
                win_rate=round(wins / games, 4),
                avg_score=one.avg_score if one else None,
                best_score=one.best_score if one else None,
                avg_by_player_count=one.avg_by_player_count if one else {},
                nemesis=_pick([(by, n, rid) for by, _b, n, rid in rivals[pid]]),
                favourite_victim=_pick([(b, n, rid) for _by, b, n, rid in rivals[pid]]),
                pack_id=one.pack_id if one else None,
                by_pack=packs,
            )
        )
    if player_id is not None and not out and player_id in roster:
        name, color = roster[player_id]
        out.append(PlayerStats(player_id=player_id, name=name, color=color, games=0, wins=0, win_rate=0.0,
                               pack_id=pack_id))
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

    def player_stats(self, player_id: int | None = None, pack_id: str | None = None) -> list[PlayerStats]:
        """Players' records over finished games: of every pack (scores per pack in `by_pack`), or of one."""
        with self._read():
            if player_id is not None:
                self.player(player_id)
            return player_rows(self.conn, player_id, pack_id)

    def pack_stats(self) -> list[PackStats]:
        with self._read():
            return pack_rows(self.conn)
