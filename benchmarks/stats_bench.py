"""Time the store's statistics and history queries on a large, realistic history.

Fills a database with N finished 4-player sessions (10,000 unless told) drawn from a roster
of 12 people (rows inserted directly: this measures queries, not games; the database's own
triggers count each game into the kept statistics as it is written, as when the app finishes
a game): three in four are Arkwright, the others Kanban, each with 4 results and a timeline
of 5 x 4 points x 4 players.

Prints one JSON line per figure:

    {"bench": "stats", "sessions": N, "query": ..., "ms": ..., "floor_ms": ..., "ratio": ..., "target_ms": 50, "ok": ...}

ms = the median of 7 calls; floor_ms = one SQLite commit of a one-row change on the same file
(median of 21, measured in the same run); ratio = ms / floor_ms. Every statistics and history
query must take under 50 ms. Two writes are timed the same way: a finished game taken back
(its results deleted, as when its last entry is undone) and finished again, each with its
commit, so that keeping the statistics is seen to cost the same at any size. Then the
database's size per game.

    python benchmarks/stats_bench.py [--sessions N] [--db PATH]

--db keeps the database at PATH; a file already there (filled by an earlier run with the same
--sessions) is measured again without filling it anew.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.store import Store  # noqa: E402

TARGET_MS = 50.0
ROSTER = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"]
COLORS = ["red", "blue", "green", "yellow"]
DECADES = [1770, 1780, 1790, 1800, 1810]
#: the pack of session n is PACKS[n % 4]
PACKS = ["arkwright", "arkwright", "arkwright", "kanban"]
RESULT_COLUMNS = "session_id, seat, player_id, rank, score, cash, winner, eliminated, notes"


def fill(store: Store, sessions: int, rng: random.Random) -> None:
    conn = store.conn
    ids = [store.add_player(name, rng.choice(COLORS)).id for name in ROSTER]
    conn.execute("BEGIN")
    for n in range(sessions):
        day = 1 + n // 3
        created = f"20{10 + day // 365:02d}-{1 + day % 365 // 31:02d}-{1 + day % 28:02d}T19:00:00+00:00"
        minutes = rng.randint(90, 240)
        finished = f"{created[:11]}{19 + minutes // 60:02d}:{minutes % 60:02d}:00+00:00"
        plays = rng.randint(180, 420)
        pack = PACKS[n % len(PACKS)]
        sid = conn.execute(
            "INSERT INTO sessions (uuid, pack_id, title, variant, options, status, progress, last_seq, current_seq, plays,"
            " created, updated, finished, player_count) VALUES (?, ?, ?, '', '{}', 'finished',"
            " 'finished', ?, ?, ?, ?, ?, ?, 4)",
            (str(uuid.uuid4()), pack, f"Game {n + 1}", plays, plays, plays, created, finished, finished),
        ).lastrowid
        people = rng.sample(ids, 4)
        for seat, pid in enumerate(people):
            conn.execute(
                "INSERT INTO seats (session_id, seat, player_id, pack_player, name, color) VALUES (?, ?, ?, ?, ?, ?)",
                (sid, seat, pid, f"p{seat + 1}", ROSTER[ids.index(pid)], COLORS[seat]),
            )
        shares = [rng.randint(8, 15) for _ in people]
        values = [10] * 4
        cash = [rng.randint(5, 20) for _ in people]
        order = 0
        for decade in DECADES:
            for cycle in range(1, 5):
                order += 1
                rows = []
                for seat in range(4):
                    values[seat] = max(1, min(60, values[seat] + rng.randint(-2, 4)))
                    cash[seat] = max(0, cash[seat] + rng.randint(-15, 25))
                    rows.append((sid, f"{decade}.{cycle}", order, seat, order * 10, cash[seat], values[seat],
                                 values[seat] * shares[seat]))
                conn.executemany(
                    "INSERT INTO timeline (session_id, key, ord, seat, seq, cash, value, score)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    rows,
                )
        scores = [values[s] * shares[s] for s in range(4)]
        conn.executemany(
            f"INSERT INTO results ({RESULT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, 0, '[]')",
            [(sid, seat, pid, 1 + sum(1 for s in scores if s > scores[seat]), scores[seat], cash[seat],
              int(scores[seat] == max(scores))) for seat, pid in enumerate(people)],
        )
    conn.execute("COMMIT")
    conn.execute("ANALYZE")


def median_ms(fn, runs: int = 7) -> tuple[float, int]:
    times, size = [], 0
    for _ in range(runs):
        t0 = time.perf_counter()
        out = fn()
        times.append((time.perf_counter() - t0) * 1000)
        size = len(out) if hasattr(out, "__len__") else int(out is not None)
    return statistics.median(times), size


def in_transaction(store: Store, statements: list[tuple[str, tuple]]) -> None:
    with store.connection.write():
        for sql, params in statements:
            store.conn.execute(sql, params)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument("--db", help="keep the database here (and reuse it when it is already there)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(args.db) if args.db else Path(tmp) / "bench.db"
        reuse = path.exists()
        store = Store.open(path)
        conn = store.conn
        if not reuse:
            t0 = time.perf_counter()
            fill(store, args.sessions, random.Random(1765))
            print(json.dumps({"bench": "stats", "sessions": args.sessions, "filled_s": round(time.perf_counter() - t0, 1)}))
        stored = conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
        if stored != args.sessions:
            sys.exit(f"{path} holds {stored} sessions, not {args.sessions}; choose a new file")
        some = conn.execute("SELECT id FROM sessions ORDER BY id DESC LIMIT 1").fetchone()[0]
        ann = store.find_player("Ann").id
        results = conn.execute(f"SELECT {RESULT_COLUMNS} FROM results WHERE session_id = ?", (some,)).fetchall()
        titles = iter(["Game", "Game."] * 11)  # a real change, so that the commit writes
        floor, _ = median_ms(lambda: in_transaction(store, [("UPDATE sessions SET title = ? WHERE id = ?",
                                                              (next(titles), some))]), 21)
        take_back = [("UPDATE sessions SET status = 'running', finished = NULL WHERE id = ?", (some,)),
                     ("DELETE FROM results WHERE session_id = ?", (some,))]
        finish = [("UPDATE sessions SET status = 'finished', finished = updated WHERE id = ?", (some,))] + [
            (f"INSERT INTO results ({RESULT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", row) for row in results]

        def take_back_and_finish() -> tuple[float, float]:
            t0 = time.perf_counter()
            in_transaction(store, take_back)
            t1 = time.perf_counter()
            in_transaction(store, finish)
            return (t1 - t0) * 1000, (time.perf_counter() - t1) * 1000

        writes = [take_back_and_finish() for _ in range(7)]
        figures = [
            ("player_stats() for all 12 players", lambda: store.player_stats()),
            ("player_stats(one player)", lambda: store.player_stats(ann)),
            ("player_stats(pack_id='arkwright') for all", lambda: store.player_stats(pack_id="arkwright")),
            ("player_stats(one player, pack_id='kanban')", lambda: store.player_stats(ann, pack_id="kanban")),
            ("pack_stats()", lambda: store.pack_stats()),
            ("timeline(one session)", lambda: store.timeline(some)),
            ("results(one session)", lambda: store.results(some)),
            ("sessions(status='running')", lambda: store.sessions(status="running")),
            ("running()", lambda: store.running()),
            ("sessions(limit=50): the history list", lambda: store.sessions(limit=50)),
            ("sessions(pack_id='kanban', limit=50)", lambda: store.sessions(pack_id="kanban", limit=50)),
        ]
        measured = [(label, *median_ms(fn)) for label, fn in figures]
        measured.append(("write: a finished game taken back (undo of its last entry), with commit",
                         statistics.median(w[0] for w in writes), 1))
        measured.append(("write: the game finished again, with commit", statistics.median(w[1] for w in writes), 1))
        everything = median_ms(lambda: store.sessions(), 3)
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = path.stat().st_size
        store.close()
    failed = 0
    for label, ms, rows in measured:
        ok = ms < TARGET_MS
        failed += not ok
        print(json.dumps({"bench": "stats", "sessions": args.sessions, "query": label, "rows": rows, "ms": round(ms, 3),
                          "floor_ms": round(floor, 3), "ratio": round(ms / floor, 2), "target_ms": TARGET_MS, "ok": ok}))
    print(json.dumps({"bench": "stats", "sessions": args.sessions, "query": "sessions(): every session at once",
                      "rows": everything[1], "ms": round(everything[0], 1), "floor_ms": round(floor, 3),
                      "ratio": round(everything[0] / floor, 1), "target_ms": None,
                      "note": "not a statistics query: the app pages with limit="}))
    print(json.dumps({"bench": "stats", "sessions": args.sessions, "database_mb": round(size / 1e6, 1),
                      "bytes_per_game": round(size / args.sessions)}))
    print(f"target {TARGET_MS:.0f} ms per query: {'all within' if not failed else f'{failed} over'}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
