"""submit / undo / redo / load at the end of a short and of a long game, and the room a game takes.

For each log length (100 and 10,000 entries by default) a game is entered through the store
(with the disk's flushes off while it is entered, then on again), and then, round after round at its end: one entry submitted,
undone, redone, and the game loaded, as the app does after each of them. The floor of a write
(submit, undo, redo) is one SQLite commit (BEGIN IMMEDIATE, one INSERT, COMMIT, synchronous = FULL)
on the same file in the same run; the floor of `load` is a read of the same rows: the SQL
statements `load` runs (recorded from SQLite's own trace), run again in one read transaction with
every row fetched, and nothing built from them. Every figure is printed with its
floor and their ratio, and the growth from the short game to the long one (target: submit, undo,
redo and load within +-20% of each other at both lengths, and within 5x the floor).

The entries are corrections (`edit`) of one player's cash: the same entry whatever the log
length, so what grows with the log is the store's own work. Each write is stamped a second after the
last (`TableClock`), as at a table, so every one changes the game's time of last change. `--pack tiny` runs the store's
test pack (an engine that costs next to nothing) to show the store alone.

`--first-load`: the app opened again (a new Store, as each browser session has), the game loaded and
its newest entry's ledger read, at each length; median of the runs, with the floor (one commit on the
same file) and their ratio, and the growth from the short game to the long one (target: within +-20%).

Room: bytes per game (every table and index of a game's rows, pages as SQLite keeps them, and
the whole database file per game) against the JSONL log of the same game (the file `companion
new --log` writes: a header line, then one line per entry, `commands/logfile.py`), for the scripted
4-player Arkwright game of tests/games/arkwright/flow copied N times, and for the long game.

    python benchmarks/store_bench.py [--lengths 100 10000] [--rounds 15] [--pack arkwright|tiny] [--first-load]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.store import Store  # noqa: E402

from machine import Load  # noqa: E402

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


class TableClock:
    """The time of each write a second after the last, as at a table where steps are seconds apart
    (so every write changes the game's time of last change, and the indexes that hold it)."""

    def __init__(self) -> None:
        self.at = datetime(2026, 1, 1, tzinfo=timezone.utc)

    def __call__(self) -> str:
        self.at += timedelta(seconds=1)
        return self.at.isoformat(timespec="seconds")


def edit(path: str, value: int) -> dict:
    return {"kind": "edit", "path": path, "value": value}


def play(store: Store, pack: str, setup: dict, path: str, length: int) -> tuple[int, list[dict]]:
    """A game of `length` log entries, and its entries; the disk's flushes are off while it is entered."""
    store.conn.execute("PRAGMA synchronous = OFF")
    sid = store.create_session(pack, setup, title=f"{length} entries").info.id
    entries = [setup]
    for n in range(length - 1):
        entries.append(edit(path, 10 + n % 50))
        assert store.submit(sid, entries[-1]).stored
    store.conn.execute("PRAGMA synchronous = FULL")
    return sid, entries


def jsonl_bytes(pack: str, entries: list[dict]) -> int:
    """The size of the game's log as `companion new --log` and `companion apply` write it."""
    from companion.commands.logfile import GameLog

    log = GameLog("game.jsonl", pack, [])
    for entry in entries:
        log.add(entry)
    return len(log.text().encode("utf-8"))


def load_statements(store: Store, sid: int) -> list[str]:
    """The SQL `store.load` runs for the game (as in the rounds: the game already shown once), parameters bound in."""
    statements: list[str] = []
    store.conn.set_trace_callback(statements.append)
    try:
        store.load(sid)
    finally:
        store.conn.set_trace_callback(None)
    return [q for q in statements if q.lstrip().upper().startswith(("SELECT", "WITH"))]


def read_floor(store: Store, statements: list[str]) -> float:
    """The same rows read again: every statement run and every row fetched, in one read transaction."""
    conn = store.conn
    start = time.perf_counter()
    conn.execute("BEGIN")
    for q in statements:
        conn.execute(q).fetchall()
    conn.execute("COMMIT")
    return time.perf_counter() - start


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


OPS = ("submit", "undo", "redo", "load")


def one_round(store: Store, sid: int, path: str, n: int, statements: list[str], entries: list[dict]) -> dict[str, float]:
    """At the game's end: an entry submitted, undone, redone, the game loaded; then the floors."""
    version = store.version(sid)
    entries.append(edit(path, 60 + n % 30))
    return {
        "submit": timed(lambda: store.submit(sid, entries[-1], expected=version)),
        "undo": timed(lambda: store.undo(sid, expected=version + 1)),
        "redo": timed(lambda: store.redo(sid, expected=version + 2)),
        "load": timed(lambda: store.load(sid)),
        "floor": commit_floor(store, n),
        "read floor": read_floor(store, statements),
    }


def measure(folder: Path, pack: str, lengths: list[int], rounds: int, runs: int,
            first_load: bool) -> tuple[list[dict[int, dict[str, float]]], dict[int, dict[str, float]]]:
    """Per run, per length, the medians of its rounds; and per length the first load and the room.

    The games are measured in turns, round by round, so that a busy moment of the machine weighs
    on every length alike."""
    setup, path = setup_of(pack)
    stores = {n: Store.open(folder / f"game-{n}.db", clock=TableClock()) for n in lengths}
    try:
        played = {n: play(stores[n], pack, setup, path, n) for n in lengths}
        games = {n: sid for n, (sid, _) in played.items()}
        entries = {n: e for n, (_, e) in played.items()}
        for n in lengths:
            stores[n].load(games[n])  # the game shown once, as the app shows it when it opens it
        statements = {n: load_statements(stores[n], games[n]) for n in lengths}
        medians = []
        for run in range(runs):
            times: dict[int, dict[str, list[float]]] = {n: {} for n in lengths}
            for r in range(rounds):
                for n in lengths:
                    for what, t in one_round(stores[n], games[n], path, run * rounds + r, statements[n], entries[n]).items():
                        times[n].setdefault(what, []).append(t)
            medians.append({n: {what: statistics.median(ts) for what, ts in times[n].items()} for n in lengths})
    finally:
        for store in stores.values():
            store.close()
    once: dict[int, dict[str, float]] = {n: {} for n in lengths}
    if first_load:
        for what, values in first_loads(folder, games, runs).items():
            for n in lengths:
                once[n][what] = values[n]
    for n in lengths:
        with Store.open(folder / f"game-{n}.db") as store:
            once[n]["bytes"], once[n]["log bytes"] = room(store)
        once[n]["jsonl bytes"] = jsonl_bytes(pack, entries[n])
    return medians, once


def first_loads(folder: Path, games: dict[int, int], runs: int) -> dict[str, dict[int, float]]:
    """Medians of `runs`: the app opened again (a new Store on the file), the game loaded and its newest
    entry's ledger read (what the game screen shows first); and the floor, one commit on that file.

    The lengths are measured in turns, run after run, like the rounds."""
    times: dict[str, dict[int, list[float]]] = {"first load": {}, "first floor": {}}
    for run in range(runs):
        for n, sid in games.items():
            with Store.open(folder / f"game-{n}.db") as store:
                def first() -> None:
                    view = store.load(sid)
                    newest = next(e for e in reversed(view.entries) if e.op == "play")
                    assert newest.ledger is not None

                times["first load"].setdefault(n, []).append(timed(first))
                times["first floor"].setdefault(n, []).append(commit_floor(store, run))
    return {what: {n: statistics.median(ts) for n, ts in per.items()} for what, per in times.items()}


def room(store: Store, games: int = 1) -> tuple[float, float]:
    """(bytes per game, bytes of its log per game), from SQLite's own page counts."""
    rows = dict(store.conn.execute(
        "SELECT d.name, sum(d.pgsize) FROM dbstat AS d JOIN sqlite_schema AS m ON m.name = d.name"
        " WHERE m.tbl_name IN (SELECT value FROM json_each(?)) GROUP BY d.name", (json.dumps(GAME_TABLES),)))
    log = sum(size for name, size in rows.items()
              if name == "log" or store.conn.execute("SELECT tbl_name FROM sqlite_schema WHERE name = ?",
                                                     (name,)).fetchone() == ("log",))
    return sum(rows.values()) / games, log / games


def arkwright_room(folder: Path, games: int) -> tuple[float, float, int, int]:
    """Bytes per game (its tables, and the whole file) for `games` copies of the scripted Arkwright
    game, the steps of one, and the bytes of its JSONL log."""
    from benchmarks.restore_bench import fill
    from tests.store.test_arkwright_games import record

    with Store.open(folder / "arkwright.db") as store:
        store.conn.execute("PRAGMA synchronous = OFF")
        steps = fill(store, games)
        store.conn.execute("VACUUM")
        per_game, _log = room(store, games)
    file_per_game = (folder / "arkwright.db").stat().st_size / games
    entries, _final = record("water_frame")
    return per_game, file_per_game, steps, jsonl_bytes("arkwright", entries)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lengths", type=int, nargs="+", default=[100, 10_000])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pack", choices=("arkwright", "tiny"), default="arkwright")
    parser.add_argument("--games", type=int, default=20, help="copies of the Arkwright game for the room per game")
    parser.add_argument("--first-load", action="store_true",
                        help="time the first load of each game after the app opened again")
    args = parser.parse_args()
    lengths = sorted(args.lengths)
    load = Load()
    with tempfile.TemporaryDirectory() as folder:
        runs, once = measure(Path(folder), args.pack, lengths, args.rounds, args.runs, args.first_load)
        per_game, file_per_game, steps, jsonl = arkwright_room(Path(folder), args.games)
    short, long_ = lengths[0], lengths[-1]
    print(f"store: {args.pack} game, corrections at the end of the log; {args.runs} runs of {args.rounds} rounds,"
          " each figure the median of its run's rounds; the median run and [lowest, highest]")

    def spread(n: int, what: str, scale: float = 1000.0) -> tuple[float, str]:
        values = sorted(run[n][what] for run in runs)
        return statistics.median(values), f"[{values[0] * scale:.3f}, {values[-1] * scale:.3f}]"

    for n in lengths:
        floor, floor_spread = spread(n, "floor")
        print(f"-- {n} entries: floor (one SQLite commit, same file) {floor * 1000:.3f} ms {floor_spread}")
        read, read_spread = spread(n, "read floor")
        print(f"   read floor (the rows load reads, read again by bare SQL) {read * 1000:.3f} ms {read_spread}")
        for what in OPS:
            against = "read floor" if what == "load" else "floor"
            ratios = sorted(run[n][what] / run[n][against] for run in runs)
            figure, figure_spread = spread(n, what)
            base = read if what == "load" else floor
            print(f"   {what}: {figure * 1000:.3f} ms {figure_spread}  {against} {base * 1000:.3f} ms"
                  f"  ratio {statistics.median(ratios):.2f} [{ratios[0]:.2f}, {ratios[-1]:.2f}]")
        if "first load" in once[n]:
            first, floor = once[n]["first load"], once[n]["first floor"]
            print(f"   first load after opening (the game and its newest entry's ledger, median of {args.runs}):"
                  f" {first * 1000:.1f} ms  floor {floor * 1000:.3f} ms  ratio {first / floor:.2f}")
        print(f"   room: {once[n]['bytes'] / 1024:.1f} KiB for the game  floor (its JSONL log)"
              f" {once[n]['jsonl bytes'] / 1024:.1f} KiB  ratio {once[n]['bytes'] / once[n]['jsonl bytes']:.2f}"
              f" (the store's own log table {once[n]['log bytes'] / 1024:.1f} KiB; alone in its file, each of its"
              " tables and indexes takes one 4 KiB page at least)")
    for what in OPS:
        growth = sorted(run[long_][what] / run[short][what] for run in runs)
        print(f"growth {short} -> {long_} entries, {what}: {spread(long_, what)[0] * 1000:.3f} ms"
              f"  floor (at {short}) {spread(short, what)[0] * 1000:.3f} ms  ratio {statistics.median(growth):.2f}"
              f" [{growth[0]:.2f}, {growth[-1]:.2f}]")
    if args.first_load:
        print(f"growth {short} -> {long_} entries, first load: {once[long_]['first load'] * 1000:.1f} ms"
              f"  floor (at {short}) {once[short]['first load'] * 1000:.1f} ms"
              f"  ratio {once[long_]['first load'] / once[short]['first load']:.2f} (target: within +-20%)")
    print(f"room per Arkwright game ({steps} entries, {args.games} games): its tables {per_game / 1024:.1f} KiB,"
          f" the file {file_per_game / 1024:.1f} KiB  floor (its JSONL log) {jsonl / 1024:.1f} KiB"
          f"  ratio {per_game / jsonl:.2f} (the file {file_per_game / jsonl:.2f}; target: the file within 3x)")
    print(f"load average when the run began {load.start}, when it ended {load.seen()['load_end']}"
          f" ({load.seen()['cores']} cores)")


if __name__ == "__main__":
    main()
