"""Crash safety: a child process writing entries is killed with SIGKILL at random moments.

Reopening must show the game at its last completed step: every step the child
reported committed is there, nothing is half-applied (log, steps, snapshots,
timeline and session row agree), and the state equals the replay of the log.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.store import Store

from tests.store.conftest import setup_entry

ROOT = Path(__file__).resolve().parents[2]


def run_child(db_path: Path, sid: int, seed: int, kill_after: float) -> list[int]:
    """Start a writer, kill it after `kill_after` seconds of writing; the versions it reported."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.store.crash_child", str(db_path), str(sid), str(seed)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.stdout.readline().strip() == "ready", child.stderr.read()
    time.sleep(kill_after)
    child.send_signal(signal.SIGKILL)
    out, err = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGKILL, err
    return [int(line) for line in out.split()]


def check_consistent(store: Store, sid: int) -> None:
    conn = store.conn
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    seqs = [s for s, in conn.execute("SELECT seq FROM log WHERE session_id = ? ORDER BY seq", (sid,))]
    assert seqs == list(range(1, len(seqs) + 1))
    last_seq, head, plays = conn.execute("SELECT last_seq, current_seq, plays FROM sessions WHERE id = ?", (sid,)).fetchone()
    assert last_seq == seqs[-1]
    plays_logged = [s for s, in conn.execute("SELECT seq FROM log WHERE session_id = ? AND op = 'play'", (sid,))]
    steps = [s for s, in conn.execute("SELECT seq FROM steps WHERE session_id = ? ORDER BY seq", (sid,))]
    assert steps == plays_logged
    view = store.load(sid)
    active = [e.seq for e in view.entries if e.op == "play" and not e.undone]
    assert active[-1] == head and len(active) == plays
    assert view.state == store.replay_state(sid)
    undone = {s for s, in conn.execute("SELECT seq FROM steps WHERE session_id = ? AND undone = 1", (sid,))}
    assert undone == set(plays_logged) - set(active)
    points = [(p.key, p.cash) for p in store.timeline(sid) if p.seat == 0]
    assert points[-1] == ("round 1" if len(active) > 1 else "start", view.state.players[0].cash)


@pytest.mark.slow
def test_killed_writer_loses_nothing_committed(db_path):
    rng = random.Random(5)
    store = Store.open(db_path)
    sid = store.create_session("tiny", setup_entry("Ann", "Bob", rounds=50)).info.id
    store.close()
    committed = 1
    for round_ in range(12):
        reported = run_child(db_path, sid, seed=round_, kill_after=rng.uniform(0.05, 0.6))
        store = Store.open(db_path)
        try:
            version = store.version(sid)
            if reported:
                # every step reported was committed; at most the one in flight is beyond it
                assert reported[-1] <= version <= reported[-1] + 1
                committed = reported[-1]
            assert version >= committed
            check_consistent(store, sid)
        finally:
            store.close()
    assert committed > 20, "the child should have written many entries"


# --- a kill during restore and during merge: the live file is the old or the new, never broken ---------


def start_child(*args: str) -> subprocess.Popen:
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.store.crash_child", *args],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.stdout.readline().strip() == "ready", child.stderr.read()
    return child


def kill(child: subprocess.Popen, after: float) -> list[int]:
    time.sleep(after)
    child.send_signal(signal.SIGKILL)
    out, err = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGKILL, err
    return [int(line) for line in out.split()]


def games(path: Path) -> frozenset[str]:
    with Store.open(path) as store:
        assert store.conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert store.conn.execute("PRAGMA foreign_key_check").fetchall() == []
        for info in store.sessions():
            assert store.load(info.id).state == store.replay_state(info.id)
        return frozenset(s.uuid for s in store.sessions())


def device(path: Path, *titles: str) -> Path:
    """A database with one short game per title; returns its backup."""
    with Store.open(path) as store:
        for title in titles:
            sid = store.create_session("tiny", setup_entry("Ann", "Bob"), title=title).info.id
            store.submit(sid, {"kind": "gain", "player": "p1", "cash": 3})
        return store.backup(path.with_name(f"{path.stem}-backup.db"))


@pytest.mark.slow
@pytest.mark.parametrize("reader", [False, True], ids=["alone", "another program reading"])
def test_a_kill_during_restore_leaves_the_old_or_the_new_database(tmp_path, reader):
    rng = random.Random(11)
    a, b = device(tmp_path / "a.db", "A1", "A2"), device(tmp_path / "b.db", "B1")
    live = tmp_path / "live" / "companion.db"
    live.parent.mkdir()
    Store.restore(a, live)
    expected = {games(a), games(b)}
    restores = 0
    for round_ in range(10):
        other = sqlite3.connect(live) if reader else None
        if other is not None:
            other.execute("SELECT count(*) FROM sessions").fetchone()  # opens the file, then idles
        reported = kill(start_child("restore", str(live), str(a), str(b)), rng.uniform(0.05, 0.5) + 0.05 * round_)
        if other is not None:
            other.close()
        restores += len(reported)
        assert games(live) in expected
    assert restores >= 3, "the child should have restored several times"


@pytest.mark.slow
def test_a_kill_during_merge_adds_each_file_whole_or_not_at_all(tmp_path):
    rng = random.Random(13)
    live = tmp_path / "live.db"
    device(live, "here")
    base = games(live)
    files = [device(tmp_path / f"phone{i}.db", f"P{i}a", f"P{i}b") for i in range(6)]
    adds = [games(f) for f in files]
    kills, k, wait = 0, 0, 0.05
    for _ in range(20):
        reported = kill(start_child("merge", str(live), *map(str, files[k:])), rng.uniform(0.02, 0.3) + wait)
        kills += 1
        done_before, now = k, games(live)
        # the files merged so far, in order: each whole, the one in flight whole or not at all
        k = sum(1 for add in adds if add <= now)
        assert now == base.union(*adds[:k])
        if reported:
            assert k >= done_before + reported[-1] + 1
        wait = wait + 0.1 if k == done_before else 0.05  # a slow machine: give the next child longer
        if k == len(files):
            break
    assert k >= 3 and kills >= 3
