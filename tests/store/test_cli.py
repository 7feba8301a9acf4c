"""The CLI: companion sessions / export / import / backup / restore / stats."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import main
from companion.store import Store

from tests.store.test_transfer import played

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def filled(db_path):
    with Store.open(db_path) as store:
        sid = played(store)
        store.create_session("tiny", {"kind": "start", "players": [{"name": "Cid"}, {"name": "Ann"}]}, title="Later")
        uuid = store.info(sid).uuid
    return db_path, sid, uuid


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_sessions_lists_and_filters(capsys, filled):
    db, sid, _ = filled
    code, out, _ = run(capsys, "sessions", "--db", db)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:4] == ["#", "game", "title", "status"]
    assert any("Friday" in line and "finished" in line and "Ann, Bob" in line for line in lines)
    code, out, _ = run(capsys, "sessions", "--db", db, "--status", "running", "--json")
    assert [s["title"] for s in json.loads(out)] == ["Later"]


def test_sessions_on_an_empty_database(capsys, tmp_path):
    code, out, _ = run(capsys, "sessions", "--db", tmp_path / "new.db")
    assert code == 0 and out.strip() == "no games stored yet"


def test_export_json_then_import_elsewhere(capsys, filled, tmp_path):
    db, sid, uuid = filled
    code, out, _ = run(capsys, "export", uuid[:8], "--db", db)  # by the start of the uuid
    assert code == 0 and json.loads(out)["session"]["uuid"] == uuid
    target = tmp_path / "friday.json"
    assert run(capsys, "export", sid, "--format", "json", "--out", target, "--db", db)[0] == 0
    other = tmp_path / "other.db"
    code, out, _ = run(capsys, "import", target, "--db", other)
    assert code == 0 and out.startswith("imported as session 1: Friday (finished")
    code, out, _ = run(capsys, "import", target, "--db", other)
    assert code == 0 and "already here; nothing changed" in out


def test_export_csv_and_bgstats(capsys, filled, tmp_path):
    db, sid, _ = filled
    code, out, _ = run(capsys, "export", sid, "--format", "csv", "--out", tmp_path / "csv", "--db", db)
    assert code == 0 and out.count("wrote") == 2
    rows = list(csv.DictReader((tmp_path / "csv" / f"session-{sid}-results.csv").open()))
    assert [r["player"] for r in rows] == ["Bob", "Ann"]
    code, out, _ = run(capsys, "export", sid, "--format", "bgstats", "--db", db)
    assert json.loads(out)["game"]["name"] == "Tiny Race"
    code, out, _ = run(capsys, "export", sid, "--format", "bgstats", "--link", "--db", db)
    assert out.startswith("https://app.bgstatsapp.com/createPlay.html?data=")


def test_bad_import_is_a_message_and_changes_nothing(capsys, filled, tmp_path):
    db, sid, _ = filled
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tabletop-companion/session", "version": 1, "log": "x"}')
    with Store.open(db) as store:
        before = list(store.conn.iterdump())
    code, out, err = run(capsys, "import", bad, "--db", db)
    assert code == 2 and err.startswith("error: not imported:") and "Traceback" not in err
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json")
    code, _, err = run(capsys, "import", garbage, "--db", db)
    assert code == 2 and "not valid JSON" in err
    with Store.open(db) as store:
        assert list(store.conn.iterdump()) == before


def test_unknown_session(capsys, filled):
    db, _, _ = filled
    code, _, err = run(capsys, "export", "77", "--db", db)
    assert code == 2 and "no session 77" in err


def test_backup_restore_and_stats(capsys, filled, tmp_path):
    db, sid, _ = filled
    code, out, _ = run(capsys, "backup", tmp_path / "b.db", "--db", db)
    assert code == 0 and out.startswith("backed up 2 sessions")
    code, out, _ = run(capsys, "restore", tmp_path / "b.db", "--db", tmp_path / "phone.db")
    assert code == 0 and "restored 2 sessions" in out
    code, out, _ = run(capsys, "restore", tmp_path / "b.db", "--db", tmp_path / "phone.db")
    assert "is kept as" in out
    code, _, err = run(capsys, "restore", ROOT / "README.md", "--db", tmp_path / "phone.db")
    assert code == 2 and "not a companion database" in err
    code, out, _ = run(capsys, "stats", "--db", db)
    assert code == 0 and "Ann" in out and "tiny" in out
    code, out, _ = run(capsys, "stats", "--player", "ann", "--json", "--db", db)
    (ann,) = json.loads(out)["players"]
    assert (ann["games"], ann["wins"], ann["nemesis"]["name"]) == (1, 0, "Bob")


def test_the_real_command_line(filled):
    """`python -m companion` in a child process, as a user runs it."""
    db, sid, _ = filled
    code = (
        "import sys; from tests.store.conftest import register_tiny; register_tiny();"
        "from companion.cli import main; sys.exit(main(sys.argv[1:]))"
    )
    done = subprocess.run([sys.executable, "-c", code, "sessions", "--db", str(db)], cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    assert "Friday" in done.stdout
    done = subprocess.run([sys.executable, "-m", "companion", "sessions", "--db", str(db.parent / "nothing" / "x.db")],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0 and "no games stored yet" in done.stdout


def test_stats_of_one_game_pack(capsys, filled):
    db, _, _ = filled
    code, out, _ = run(capsys, "stats", "--game", "tiny", "--db", db)
    assert code == 0 and "Ann" in out and "tiny" in out
    code, out, _ = run(capsys, "stats", "--game", "kanban", "--db", db)
    assert code == 0 and "no finished games yet" in out


def test_a_uuid_that_starts_with_digits_only_is_found_by_its_start(capsys, db_path, monkeypatch):
    """`export 20081964` names the game whose uuid starts so when no game has that number."""
    import uuid as uuidlib

    from companion.store import store as store_module

    monkeypatch.setattr(store_module.uuidlib, "uuid4", lambda: uuidlib.UUID("20081964-7f09-4bae-9581-5188c11ee673"))
    with Store.open(db_path) as store:
        sid = played(store)
    code, out, _ = run(capsys, "export", "20081964", "--db", db_path)
    assert code == 0 and json.loads(out)["session"]["uuid"].startswith("20081964")
    assert run(capsys, "export", str(sid), "--db", db_path)[0] == 0  # a game's number still names it
    assert run(capsys, "export", "999", "--db", db_path)[0] != 0  # no such number, no such uuid
