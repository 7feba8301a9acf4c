"""Migrations: from an empty file and from every earlier schema (a fixture per version, with data)."""

from __future__ import annotations

import hashlib
import re
import sqlite3
import tomllib
from pathlib import Path

import pytest

from companion.store import Store, StoreError
from companion.store.schema import APPLICATION_ID, check_file, latest_version, migrations, migrations_dir

FIXTURES = Path(__file__).parent / "fixtures"
ROOT = Path(__file__).resolve().parents[2]


def fixture_versions() -> list[int]:
    return sorted(int(re.search(r"schema_(\d+)", p.name).group(1)) for p in FIXTURES.glob("schema_*.sql"))


def load_fixture(version: int, path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.executescript((FIXTURES / f"schema_{version}.sql").read_text(encoding="utf-8"))
    conn.close()
    return path


def table(path: Path, sql: str) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_migrations_are_numbered_files_in_top_level_db_folder():
    assert migrations_dir() == ROOT / "db"
    assert [m.version for m in migrations()] == list(range(1, latest_version() + 1))
    assert latest_version() >= 2


def test_package_data_ships_the_migrations():
    """pyproject puts db/ into the wheel at the same place relative to the package."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = project["tool"]["setuptools"]["package-data"]["companion.store"]
    shipped = {p.resolve() for pattern in patterns for p in (ROOT / "companion" / "store").glob(pattern)}
    assert {m.path.resolve() for m in migrations()} <= shipped


def test_a_fixture_exists_for_every_schema_version():
    assert fixture_versions() == list(range(1, latest_version() + 1))


def test_empty_file_gets_the_latest_schema(db_path):
    Store.open(db_path).close()
    assert table(db_path, "PRAGMA user_version") == [(latest_version(),)]
    assert table(db_path, "PRAGMA application_id") == [(APPLICATION_ID,)]
    assert table(db_path, "PRAGMA journal_mode") == [("wal",)]
    assert [v for v, in table(db_path, "SELECT version FROM schema_migrations ORDER BY version")] == list(
        range(1, latest_version() + 1)
    )
    # opening again applies nothing
    Store.open(db_path).close()
    assert len(table(db_path, "SELECT * FROM schema_migrations")) == latest_version()


@pytest.mark.parametrize("version", fixture_versions())
def test_every_earlier_schema_migrates_with_its_data(tmp_path, version):
    path = load_fixture(version, tmp_path / "old.db")
    log_before = table(path, "SELECT * FROM log ORDER BY session_id, seq")
    players_before = table(path, "SELECT id, uuid, name, color FROM players ORDER BY id")
    store = Store.open(path)
    try:
        assert store.problems == []
        assert table(path, "PRAGMA user_version") == [(latest_version(),)]
        assert table(path, "SELECT * FROM log ORDER BY session_id, seq") == log_before
        assert [(p.id, p.uuid, p.name, p.color) for p in store.players()] == players_before
        by_title = {s.title: s for s in store.sessions()}
        assert set(by_title) == {"Finished game", "Running game", "Abandoned game"}
        assert by_title["Abandoned game"].status == "abandoned"
        for info in by_title.values():
            view = store.load(info.id)
            assert view.state == store.replay_state(info.id)
            # every game's steps follow the latest meaning of a timeline point (schema 3)
            assert store.timeline(info.id)[0].key == "start"
        done = by_title["Finished game"]
        assert done.status == "finished"
        results = store.results(done.id)
        assert [(r.name, r.rank, r.score, r.winner) for r in results] == [
            ("Ann", 1, 6, True), ("Bob", 2, 4, False), ("Cid", 3, 1, False)]
        assert [(p.key, p.name, p.score) for p in store.timeline(done.id) if p.key == "round 1"] == [
            ("round 1", "Ann", 6), ("round 1", "Bob", 4), ("round 1", "Cid", 0)]
        run = by_title["Running game"]
        assert store.load(run.id).state.players[2].score == 5
        assert store.load(run.id).can_redo is False
        ann = store.find_player("Ann")
        (stats,) = store.player_stats(ann.id)
        assert (stats.games, stats.wins) == (1, 1)
        # and the migrated file keeps working
        store.submit(run.id, {"kind": "gain", "player": "p1", "cash": 1})
        assert store.load(run.id).state == store.replay_state(run.id)
    finally:
        store.close()


def test_newer_schema_is_refused_and_left_untouched(db_path):
    Store.open(db_path).close()
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {latest_version() + 1}")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    before = digest(db_path)
    with pytest.raises(StoreError, match="newer version of the companion.*not changed"):
        Store.open(db_path)
    assert digest(db_path) == before
    with pytest.raises(StoreError, match="newer version"):
        check_file(db_path)


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda p: p.write_bytes(b"this is not a database at all" * 100), "not an SQLite file"),
        (lambda p: sqlite3.connect(p).execute("CREATE TABLE notes (x)").connection.commit(), "some other SQLite file"),
    ],
)
def test_foreign_files_are_refused_and_left_untouched(db_path, make, message):
    make(db_path)
    before = digest(db_path)
    with pytest.raises(StoreError, match=message):
        Store.open(db_path)
    assert digest(db_path) == before


def test_a_failing_migration_leaves_the_file_at_its_old_schema(tmp_path, monkeypatch):
    from companion.store import schema

    path = load_fixture(1, tmp_path / "old.db")
    dump_before = list(sqlite3.connect(path).iterdump())
    broken = tmp_path / "db"
    broken.mkdir()
    for m in migrations():
        (broken / m.path.name).write_text(m.path.read_text())
    (broken / "0002_history.sql").write_text((broken / "0002_history.sql").read_text() + "\nSELECT no_such_function();\n")
    monkeypatch.setattr(schema, "migrations_dir", lambda: broken)
    schema.migrations.cache_clear()
    try:
        with pytest.raises(StoreError, match="could not update the database to schema 2.*stays at schema 1"):
            Store.open(path)
    finally:
        schema.migrations.cache_clear()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone() == (1,)
    assert list(conn.iterdump()) == dump_before


def test_a_game_that_cannot_be_rebuilt_is_reported_and_the_rest_opens(tmp_path):
    path = load_fixture(1, tmp_path / "old.db")
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER log_is_append_only_update")  # a damaged file, for the test's sake
    conn.execute("UPDATE log SET entry = '{\"kind\": \"warp\"}', kind = 'warp' WHERE session_id = 1 AND seq = 2")
    conn.commit()
    conn.close()
    with Store.open(path) as store:
        (problem,) = store.problems
        assert "session 1 (Finished game) cannot be replayed: step 2 (warp)" in str(problem)
        assert store.conn.execute("SELECT rebuild FROM sessions WHERE id = 1").fetchone() == (1,)
        assert store.load(2).state == store.replay_state(2)
        assert len(store.sessions()) == 3


def test_schema_9_keeps_each_games_current_entry_under_its_one_name(tmp_path):
    """`sessions.head_seq` of a schema 8 file is `sessions.current_seq` after opening, every value kept."""
    path = load_fixture(8, tmp_path / "old.db")
    before = table(path, "SELECT id, head_seq FROM sessions ORDER BY id")
    assert before and all(current is not None for _sid, current in before)
    with Store.open(path) as store:
        for sid, current in before:
            assert store.load(sid).entries[current - 1].op == "play"
    assert table(path, "SELECT id, current_seq FROM sessions ORDER BY id") == before
    assert "head_seq" not in {c for (c,) in table(path, "SELECT name FROM pragma_table_info('sessions')")}
