"""submit / undo / redo / load at the end of a short and of a long game, and the room a game takes.

For each log length (100 and 10,000 entries by default) a game is entered through the store
(the first entries as the app enters them; the long game's log is built with the disk's flushes
off, then they are on again), and then, round after round at its end: one entry submitted,
undone, redone, and the game loaded, as the app does after each of them. The floor is one SQLite
commit (BEGIN IMMEDIATE, one UPDATE, COMMIT, synchronous = FULL) on the same file in the same run.
Every figure is printed with the floor and their ratio, and the growth from the short game to
the long one (target: submit, undo, redo and load within +-20% of each other at both lengths,
and within 5x the floor).

The entries are corrections (`edit`) of one player's cash: the same entry whatever the log
length, so what grows with the log is the store's own work. `--pack tiny` runs the store's
test pack (an engine that costs next to nothing) to show the store alone.

Room: bytes per game (every table and index of a game's rows, pages as SQLite keeps them)
against the bytes of its log (the `log` table and its index), for the scripted 4-player
Arkwright game of tests/games/arkwright/flow copied N times, and for the long game.

    python benchmarks/store_bench.py [--lengths 100 10000] [--rounds 15] [--pack arkwright|tiny]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.store import Store  # noqa: E402

#: the tables and indexes that hold a game's rows (the rest: the roster, the kept statistics, the schema)
GAME_TABLES = ("sessions", "seats", "log", "steps", "snapshots", "results", "timeline")


def setup_of(pack: str) -> tuple[dict, str]:
    """The set-up entry of a 4-player game and the field an edit changes."""
    if pack == "tiny":
        from tests.store.conftest import register_tiny

        register_tiny()
        players = [{"name": n, "color": c} for n, c in zip(("Ann", "Bob", "Cy", "Di"), ("red", "blue", "green", "white"))]
        return {"kind": "start", "players": players, "rounds": 3}, "players.0.cash"
    from tests.store.test_arkwright_games import record

    entries, _final = record("water_frame")
    return entries[0], "players.0.cash"


def edit(path: str, value: int) -> dict:
    return {"kind": "edit", "path": path, "value": value}


def play(store: Store, pack: str, setup: dict, path: str, length: int) -> int:
    """A game of `length` log entries; the disk's flushes are off while it is entered."""
    store.conn.execute("PRAGMA synchronous = OFF")
    sid = store.create_session(pack, setup, title=f"{length} entries").info.id
    for n in range(length - 1):
        assert store.submit(sid, edit(path, 10 + n % 50)).stored
    store.conn.execute("PRAGMA synchronous = FULL")
    return sid


def commit_floor(store: Store, n: int) -> float:
    """One commit of one new row (a table of the benchmark's own: an UPDATE that changes nothing writes nothing)."""
    conn = store.conn
    conn.execute("CREATE TABLE IF NOT EXISTS bench_floor (n INTEGER)")
    start = time.perf_counter()
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("INSERT INTO bench_floor VALUES (?)", (n,))
    conn.execute("COMMIT")
    return time.perf_counter() - start


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def measure(folder: Path, pack: str, length: int, rounds: int) -> dict[str, float]:
    setup, path = setup_of(pack)
    db = folder / f"game-{length}.db"
    with Store.open(db) as store:
        sid = play(store, pack, setup, path, length)
        store.load(sid)  # the game shown once, as the app shows it when it opens it
        times: dict[str, list[float]] = {"submit": [], "undo": [], "redo": [], "load": [], "floor": []}
        for n in range(rounds):
            version = store.version(sid)
            times["submit"].append(timed(lambda: store.submit(sid, edit(path, 60 + n), expected=version)))
            times["undo"].append(timed(lambda: store.undo(sid, expected=version + 1)))
            times["redo"].append(timed(lambda: store.redo(sid, expected=version + 2)))
            times["load"].append(timed(lambda: store.load(sid)))
            times["floor"].append(commit_floor(store, n))
        figures = {what: statistics.median(ts) for what, ts in times.items()}
    # the app opened again: the first load replays the log once (the ledgers are not stored)
    with Store.open(db) as store:
        figures["first load"] = timed(lambda: store.load(sid))
        figures["bytes"], figures["log bytes"] = room(store)
    return figures


def room(store: Store, games: int = 1) -> tuple[float, float]:
    """(bytes per game, bytes of its log per game), from SQLite's own page counts."""
    rows = dict(store.conn.execute(
        "SELECT d.name, sum(d.pgsize) FROM dbstat AS d JOIN sqlite_schema AS m ON m.name = d.name"
        " WHERE m.tbl_name IN (SELECT value FROM json_each(?)) GROUP BY d.name", (json.dumps(GAME_TABLES),)))
    log = sum(size for name, size in rows.items()
              if name == "log" or store.conn.execute("SELECT tbl_name FROM sqlite_schema WHERE name = ?",
                                                     (name,)).fetchone() == ("log",))
    return sum(rows.values()) / games, log / games


def arkwright_room(folder: Path, games: int) -> tuple[float, float, int]:
    """Bytes per game and of its log for `games` copies of the scripted Arkwright game."""
    from benchmarks.restore_bench import fill

    with Store.open(folder / "arkwright.db") as store:
        store.conn.execute("PRAGMA synchronous = OFF")
        steps = fill(store, games)
        store.conn.execute("VACUUM")
        per_game, log = room(store, games)
    return per_game, log, steps


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lengths", type=int, nargs="+", default=[100, 10_000])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--pack", choices=("arkwright", "tiny"), default="arkwright")
    parser.add_argument("--games", type=int, default=20, help="copies of the Arkwright game for the room per game")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        results = {n: measure(Path(folder), args.pack, n, args.rounds) for n in args.lengths}
        per_game, log, steps = arkwright_room(Path(folder), args.games)
    short, long_ = results[min(args.lengths)], results[max(args.lengths)]
    print(f"store: {args.pack} game, corrections at the end of the log; medians of {args.rounds} rounds")
    for n, fig in results.items():
        floor = fig["floor"]
        print(f"-- {n} entries: floor (one SQLite commit, same file) {floor * 1000:.3f} ms")
        for what in ("submit", "undo", "redo", "load"):
            print(f"   {what}: {fig[what] * 1000:.3f} ms  floor {floor * 1000:.3f} ms  ratio {fig[what] / floor:.2f}")
        print(f"   first load after opening (replays the log once): {fig['first load'] * 1000:.1f} ms")
        print(f"   room: {fig['bytes'] / 1024:.1f} KiB for the game, its log {fig['log bytes'] / 1024:.1f} KiB,"
              f" ratio {fig['bytes'] / fig['log bytes']:.2f}")
    for what in ("submit", "undo", "redo", "load"):
        growth = long_[what] / short[what]
        print(f"growth {min(args.lengths)} -> {max(args.lengths)} entries, {what}: {long_[what] * 1000:.3f} ms"
              f"  floor {short[what] * 1000:.3f} ms  ratio {growth:.2f}")
    print(f"room per Arkwright game ({steps} entries, {args.games} games): {per_game / 1024:.1f} KiB"
          f"  floor (its log) {log / 1024:.1f} KiB  ratio {per_game / log:.2f}")


if __name__ == "__main__":
    main()
