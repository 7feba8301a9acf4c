"""What other apps read of a game: its results and timeline as CSV files, a finished game as a BG Stats play.

Pure formatting of what the store read (companion/store/transfer.py gathers it in one read and calls these).
"""

from __future__ import annotations

import csv
import io
import json
import urllib.parse
from datetime import datetime
from typing import Any

BGSTATS_URL = "https://app.bgstatsapp.com/createPlay.html?data="


def _table(header: list[str], rows: list[list[Any]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def _blank(value: Any) -> Any:
    return "" if value is None else value


def csv_files(info, results: list, timeline: list, charted: tuple[str, ...]) -> dict[str, str]:
    """Two files: the final results and the timeline (one row per player per point); the columns of the pack's
    chart values (`charted`) are headed in the pack's own words for them."""
    value, second = (charted[0] if charted else "value"), charted[1:2]
    stem = f"session-{info.id}"
    return {
        f"{stem}-results.csv": _table(
            ["session", "game", "title", "finished", "seat", "player", "rank", "score", "cash", "winner"],
            [[info.uuid, info.pack_id, info.title, info.finished or "", r.seat, r.name, r.rank, r.score,
              _blank(r.cash), int(r.winner)] for r in results]),
        f"{stem}-timeline.csv": _table(
            ["session", "order", "point", "seat", "player", "cash", value, "score", *second],
            [[info.uuid, p.order, p.key, p.seat, p.name, _blank(p.cash), _blank(p.value), p.score,
              *([_blank(p.value2)] if second else [])] for p in timeline]),
    }


def _minutes(start: str | None, end: str | None) -> int | None:
    if not start or not end:
        return None
    try:
        return max(0, round((datetime.fromisoformat(end) - datetime.fromisoformat(start)).total_seconds() / 60))
    except ValueError:
        return None


def start_seat(pack, state: Any) -> int | None:
    """Who began: the pack says (`start_player(state)`), or the state's own `start_player` seat index."""
    ask = getattr(pack, "start_player", None)
    seat = ask(state) if callable(ask) else getattr(state, "start_player", None)
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def bgstats_play(pack, row: dict, seats: list[tuple], results: dict, start: int | None) -> dict:
    """A finished game as the play BG Stats imports from other apps (its createPlay link's data): `row` its
    sessions row, `seats` as `tables.read_seats` gives them, `results` by seat, `start` the seat that began."""
    return {
        "sourceName": "Tabletop Companion",
        "game": {"name": pack.title, "bggId": pack.bgg_id, "highestWins": True, "noPoints": False,
                 "sourceGameId": row["pack_id"]},
        "playDate": row["created"][:19].replace("T", " "),
        "durationMin": _minutes(row["created"], row["finished"]),
        "location": "",
        "board": row["variant"],
        "comments": row["title"] + (f" ({row['variant']})" if row["variant"] else ""),
        "players": [
            {
                "name": roster_name or name,
                "score": results[seat].score if seat in results else None,
                "winner": bool(results[seat].winner) if seat in results else False,
                "rank": results[seat].rank if seat in results else None,
                "startPlayer": seat == start,
                "role": color,
                "sourcePlayerId": puuid or f"{row['uuid']}-seat-{seat}",
            }
            for seat, _pack_player, name, color, puuid, roster_name, _roster_color in seats
        ],
    }


def bgstats_link(play: dict) -> str:
    return BGSTATS_URL + urllib.parse.quote(json.dumps(play, ensure_ascii=False, separators=(",", ":")), safe="")
