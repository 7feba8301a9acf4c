"""Time the store's history and statistics queries on a large, realistic history.

Fills a fresh database with 10,000 finished 4-player sessions drawn from a
roster of 12 people (rows inserted directly: this measures queries, not
games): three in four are Arkwright, the others Kanban (statistics are kept
per game pack), each with 4 results and a timeline of 5 x 4 points x 4
players. Then prints the time of each query (best of several runs) against
the 200 ms budget.

    python benchmarks/stats_bench.py [--sessions N] [--keep PATH]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.store import Store, derived  # noqa: E402

BUDGET_MS = 200.0
ROSTER = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"]
COLORS = ["red", "blue", "green", "yellow"]
DECADES = [1770, 1780, 1790, 1800, 1810]
#: the pack of session n is PACKS[n % 4]
PACKS = ["arkwright", "arkwright", "arkwright", "kanban"]


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
            "INSERT INTO sessions (uuid, pack_id, title, variant, options, status, progress, last_seq, head_seq, plays,"
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
                    "INSERT INTO timeline (session_id, key, ord, seat, seq, cash, share_value, score)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    rows,
                )
        scores = [values[s] * shares[s] for s in range(4)]
        for seat, pid in enumerate(people):
            rank = 1 + sum(1 for s in scores if s > scores[seat])
            conn.execute(
                "INSERT INTO results (session_id, seat, player_id, rank, score, cash, winner, notes)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (sid, seat, pid, rank, scores[seat], cash[seat], int(rank == 1), json.dumps([])),
            )
        derived.count_rivals(conn, sid, +1)  # what the store does when a game finishes
    conn.execute("COMMIT")
    conn.execute("ANALYZE")


def timed(label: str, fn, runs: int = 5) -> tuple[str, float, int]:
    best = float("inf")
    size = 0
    for _ in range(runs):
        t0 = time.perf_counter()
        out = fn()
        best = min(best, (time.perf_counter() - t0) * 1000)
        size = len(out) if hasattr(out, "__len__") else 1
    return label, best, size


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument("--keep", help="write the database here instead of a temporary folder")
    args = parser.parse_args()
    rng = random.Random(1765)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(args.keep) if args.keep else Path(tmp) / "bench.db"
        if path.exists():
            sys.exit(f"{path} exists; choose a new file")
        store = Store.open(path)
        t0 = time.perf_counter()
        fill(store, args.sessions, rng)
        fill_s = time.perf_counter() - t0
        counts = {t: store.conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                  for t in ("sessions", "seats", "results", "timeline")}
        print(f"filled in {fill_s:.1f} s: " + ", ".join(f"{n:,} {t}" for t, n in counts.items()))
        print(f"database file: {path.stat().st_size / 1e6:.1f} MB")
        some = store.conn.execute("SELECT id FROM sessions ORDER BY id DESC LIMIT 1").fetchone()[0]
        ann = store.find_player("Ann").id
        checks = [
            timed("player_stats() for all 12 players", lambda: store.player_stats()),
            timed("player_stats(one player)", lambda: store.player_stats(ann)),
            timed("player_stats(pack_id='arkwright') for all", lambda: store.player_stats(pack_id="arkwright")),
            timed("player_stats(one player, pack_id='kanban')", lambda: store.player_stats(ann, pack_id="kanban")),
            timed("pack_stats()", lambda: store.pack_stats()),
            timed("timeline(one session)", lambda: store.timeline(some)),
            timed("results(one session)", lambda: store.results(some)),
            timed("sessions(status='running')", lambda: store.sessions(status="running")),
            timed("running()", lambda: store.running()),
            timed("sessions(limit=50): the history list", lambda: store.sessions(limit=50)),
        ]
        listing = timed(f"sessions(): all {args.sessions:,} at once, with seats", lambda: store.sessions())
        store.close()
    width = max(len(c[0]) for c in checks)
    failed = 0
    for label, ms, size in checks:
        verdict = "ok" if ms < BUDGET_MS else "OVER BUDGET"
        failed += ms >= BUDGET_MS
        print(f"{label:<{width}}  {ms:8.1f} ms  ({size} rows)  {verdict}")
    print(f"budget {BUDGET_MS:.0f} ms per query: {'all within' if not failed else f'{failed} over'}")
    label, ms, size = listing
    print(f"{label}: {ms:.1f} ms ({size} rows; not a statistics query: the app pages with limit=)")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
