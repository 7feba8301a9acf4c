"""The group's history in numbers: per session, per player, per game.

Only finished games count for statistics. A seat linked to the roster counts
for that person; a guest seat (no roster link) still counts as a rival, known
by the name typed for it.
"""

from __future__ import annotations

import json
from collections import defaultdict

from companion.store import tables
from companion.store.models import PackRecord, PackStats, PlayerStats, ResultRow, Rival, TimelinePoint


def timeline_rows(conn, session_id: int) -> list[TimelinePoint]:
    """Cash, the pack's chart values and score per player per timeline point, for a chart."""
    rows = conn.execute(
        "SELECT t.ord, t.key, t.seat, st.player_id, st.name, st.color, t.cash, t.value, t.score, t.value2"
        " FROM timeline AS t JOIN seats AS st ON st.session_id = t.session_id AND st.seat = t.seat"
        " WHERE t.session_id = ? ORDER BY t.ord, t.seq, t.seat",
        (session_id,),
    ).fetchall()
    return [
        TimelinePoint(order=o, key=k, seat=seat, player_id=pid, name=name, color=color, cash=cash,
                      value=value, score=score, value2=value2)
        for o, k, seat, pid, name, color, cash, value, score, value2 in rows
    ]


def result_rows(conn, session_id: int) -> list[ResultRow]:
    """Final standings (empty while the game runs)."""
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


# Every number below is read from the statistics the database keeps as games finish
# (derived.STATS_TABLES): the time does not grow with the number of games stored.


# The games of one variant (a session's variant text, e.g. "Water Frame + Stock Exchange") are counted from the
# views the kept tables add up (db/0004_kept_statistics.sql: one row per finished game), grouped the same way:
# the time grows with that variant's games only.
_OF_VARIANT = {
    "player_totals": "SELECT g.player_id, g.pack_id, g.player_count, count(*) AS games, sum(g.winner) AS wins,"
                     " sum(g.score) AS score_sum, max(g.score) AS best FROM player_games AS g",
    "rivalries": "SELECT g.player_id, g.pack_id, g.rival, g.rival_player_id, g.rival_name, count(*) AS games,"
                 " sum(g.beaten_by) AS beaten_by, sum(g.beat) AS beat FROM rival_games AS g",
    "pack_totals": "SELECT g.pack_id, count(*) AS plays, sum(g.winning_score IS NOT NULL) AS won,"
                   " coalesce(sum(g.winning_score), 0) AS winning_sum FROM pack_games AS g",
}
_GROUPED = {"player_totals": "g.player_id, g.pack_id, g.player_count", "rivalries": "g.player_id, g.pack_id, g.rival, g.rival_name",
            "pack_totals": "g.pack_id"}


def _kept(table: str, variant: str | None) -> tuple[str, tuple]:
    """The kept statistics table, or the same rows counted over the finished games of one variant."""
    if variant is None:
        return table, ()
    return (f"({_OF_VARIANT[table]} JOIN sessions AS s ON s.id = g.session_id WHERE s.variant = ?"
            f" GROUP BY {_GROUPED[table]})"), (variant,)


def _records(conn, player_id: int | None, pack_id: str | None, variant: str | None = None) -> dict[int, list[PackRecord]]:
    """Per player, a record per pack (most played first), averages by table size included."""
    where, params = tables.where(player_id=player_id, pack_id=pack_id)
    source, given = _kept("player_totals", variant)
    totals: dict[tuple[int, str], list] = {}
    for pid, pack, n, games, wins, score_sum, best in conn.execute(
        f"SELECT player_id, pack_id, player_count, games, wins, score_sum, best FROM {source}"
        f" {where} ORDER BY player_id, pack_id, player_count", given + params
    ):
        t = totals.setdefault((pid, pack), [0, 0, 0, best, {}])
        t[0], t[1], t[2], t[3] = t[0] + games, t[1] + wins, t[2] + score_sum, max(t[3], best)
        t[4][n] = round(score_sum / games, 2)
    out: dict[int, list[PackRecord]] = defaultdict(list)
    for (pid, pack), (games, wins, score_sum, best, by_count) in totals.items():
        out[pid].append(PackRecord(pack_id=pack, games=games, wins=wins, win_rate=round(wins / games, 4),
                                   avg_score=round(score_sum / games, 2), best_score=best,
                                   avg_by_player_count=by_count))
    for packs in out.values():
        packs.sort(key=lambda r: (-r.games, r.pack_id))
    return out


def _rivals(conn, player_id: int | None, pack_id: str | None, variant: str | None = None) -> dict[int, list[tuple]]:
    """Per player: (times beaten by, times beat, rival name, rival roster id) for each rival.

    A guest is known by the name typed for the seat (the same name in any case is one guest);
    spelled several ways, by the spelling of the most games decided between the two
    (ties: the first in the alphabet).
    """
    where, params = tables.where("r.", player_id=player_id, pack_id=pack_id)
    source, given = _kept("rivalries", variant)
    counts: dict[tuple[int, str], list] = {}
    spellings: dict[tuple[int, str], dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for pid, rival, rival_id, name, beaten_by, beat in conn.execute(
        "SELECT r.player_id, r.rival, r.rival_player_id, coalesce(p.name, r.rival_name), r.beaten_by, r.beat"
        f" FROM {source} AS r LEFT JOIN players AS p ON p.id = r.rival_player_id {where}", given + params
    ):
        c = counts.setdefault((pid, rival), [0, 0, rival_id])
        c[0], c[1] = c[0] + beaten_by, c[1] + beat
        spellings[pid, rival][name] += beaten_by + beat
    out: dict[int, list[tuple]] = defaultdict(list)
    for (pid, rival), (beaten_by, beat, rival_id) in counts.items():
        name = min(spellings[pid, rival].items(), key=lambda s: (-s[1], s[0]))[0]
        out[pid].append((beaten_by, beat, name, rival_id))
    return out


def _pick(candidates: list[tuple[int, str, int | None]]) -> Rival | None:
    """The rival with the highest count (ties: the name first in the alphabet)."""
    best = sorted((c for c in candidates if c[0] > 0), key=lambda c: (-c[0], c[1].lower()))
    if not best:
        return None
    times, name, pid = best[0]
    return Rival(name=name, player_id=pid, times=times)


def player_rows(conn, player_id: int | None = None, pack_id: str | None = None, variant: str | None = None) -> list[PlayerStats]:
    """Each roster player's record over the finished games (of one pack when `pack_id` is given, of one variant when
    `variant` is: the session's variant text exactly)."""
    records = _records(conn, player_id, pack_id, variant)
    rivals = _rivals(conn, player_id, pack_id, variant)
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


# The longest finished game of a pack, in entries and in minutes (indexes sessions_by_plays
# and sessions_by_minutes: one step down an index each).
_LONGEST = "SELECT id, plays FROM sessions WHERE pack_id = ? AND status = 'finished'{} ORDER BY plays DESC, id LIMIT 1"
_SLOWEST = (
    "SELECT id, (julianday(finished) - julianday(created)) * 1440 AS minutes FROM sessions"
    " WHERE pack_id = ? AND status = 'finished' AND finished IS NOT NULL{} ORDER BY minutes DESC, id LIMIT 1"
)


def pack_rows(conn, variant: str | None = None) -> list[PackStats]:
    """Plays, average winning score and longest game per pack (of the finished games of one variant when given)."""
    source, given = _kept("pack_totals", variant)
    of_variant = "" if variant is None else " AND variant = ?"
    out = []
    for pack_id, plays, won, winning_sum in conn.execute(
        f"SELECT pack_id, plays, won, winning_sum FROM {source} ORDER BY plays DESC, pack_id", given
    ).fetchall():
        longest = conn.execute(_LONGEST.format(of_variant), (pack_id, *given)).fetchone()
        slowest = conn.execute(_SLOWEST.format(of_variant), (pack_id, *given)).fetchone()
        out.append(
            PackStats(
                pack_id=pack_id,
                plays=plays,
                avg_winning_score=round(winning_sum / won, 2) if won else None,
                longest_entries=longest[1],
                longest_entries_session=longest[0],
                longest_minutes=round(slowest[1], 1) if slowest else None,
                longest_minutes_session=slowest[0] if slowest else None,
            )
        )
    return out
