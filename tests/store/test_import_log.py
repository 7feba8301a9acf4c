"""One game-log format (issue 23 item 3): a command-line game comes into the app, an app game goes on with `apply`.

The entries are those of a recorded Kanban game (tests/fixtures/games/kanban/mean_sandra_2p.jsonl); the
expected states are the replays of the same entries by the other side, never a stored copy of an output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.commands.logfile import GameLog
from companion.core.gamelog import FORMAT
from companion.store import Store

GAME = Path(__file__).resolve().parents[1] / "fixtures" / "games" / "kanban" / "mean_sandra_2p.jsonl"
ROWS = [json.loads(line) for line in GAME.read_text(encoding="utf-8").splitlines()[1:]]
SETUP, PLAYS = ROWS[0]["entry"], [row["entry"] for row in ROWS[1:]]


@pytest.fixture
def db(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "games.db"


def command_line_game(tmp_path: Path, capsys, plays: list[dict]) -> Path:
    """`companion new kanban ... --log`, then one `companion apply` per entry."""
    (tmp_path / "setup.json").write_text(json.dumps({"goals_on_table": SETUP["goals_on_table"]}))
    log = tmp_path / "game.jsonl"
    assert main(["new", "kanban", "--players", "Ann:red,Bob:blue", "--mode", "mean", "--no-workstations", "--setup",
                 str(tmp_path / "setup.json"), "--log", str(log)]) == 0
    for entry in plays:
        assert main(["apply", str(log), json.dumps(entry)]) == 0
    capsys.readouterr()
    return log


def state_of_log(log: Path):
    return GameLog.read(str(log)).replay().state


def test_a_command_line_game_imported_into_the_app_replays_to_the_state_of_its_log(tmp_path, db, capsys):
    log = command_line_game(tmp_path, capsys, PLAYS[:8])
    assert main(["import", str(log), "--db", str(db)]) == 0
    assert "imported as session 1" in capsys.readouterr().out
    with Store.open(db) as store:
        assert store.load(1).state == state_of_log(log)
        assert [s.name for s in store.info(1).seats] == ["Ann", "Bob"]
        assert store.info(1).status == "running"
    # the same log, continued on the command line, adds what was played since; imported again, nothing
    for entry in PLAYS[8:12]:
        assert main(["apply", str(log), json.dumps(entry)]) == 0
    capsys.readouterr()
    assert main(["import", str(log), "--db", str(db)]) == 0
    assert "added the 4 entries played since" in capsys.readouterr().out
    assert main(["import", str(log), "--db", str(db)]) == 0
    assert "nothing changed" in capsys.readouterr().out
    with Store.open(db) as store:
        assert [s.id for s in store.sessions()] == [1]
        assert store.load(1).state == state_of_log(log)


def test_a_finished_command_line_game_comes_in_finished_with_its_results(tmp_path, db, capsys):
    log = command_line_game(tmp_path, capsys, PLAYS)
    assert main(["import", str(log), "--db", str(db)]) == 0
    with Store.open(db) as store:
        assert store.info(1).status == "finished"
        # the recorded game's header gives its results (tests/core/recorded.py): Ann 6, Bob 4
        assert [(r.name, r.score, r.winner) for r in store.results(1)] == [("Ann", 6, True), ("Bob", 4, False)]


def test_an_app_game_exported_as_its_log_goes_on_with_apply(tmp_path, db, capsys):
    with Store.open(db) as store:
        sid = store.create_session("kanban", SETUP).info.id
        for entry in PLAYS[:6]:
            store.submit(sid, entry)
        store.submit(sid, PLAYS[6])
        store.undo(sid)  # undone in the app: not part of the game as played
    log = tmp_path / "exported.jsonl"
    assert main(["export", str(sid), "--format", "jsonl", "--db", str(db), "--out", str(log)]) == 0
    lines = log.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["format"] == FORMAT and len(lines) == 1 + 1 + 6
    for entry in PLAYS[6:10]:
        assert main(["apply", str(log), json.dumps(entry)]) == 0
    with Store.open(db) as store:
        for entry in PLAYS[6:10]:
            store.submit(sid, entry)
        assert state_of_log(log) == store.load(sid).state
    # the continued log brought back is the same game: nothing to add
    capsys.readouterr()
    assert main(["import", str(log), "--db", str(db)]) == 0
    assert "nothing changed" in capsys.readouterr().out


def test_a_log_continued_both_here_and_elsewhere_is_refused_and_nothing_changes(tmp_path, db, capsys):
    with Store.open(db) as store:
        sid = store.create_session("kanban", SETUP).info.id
        for entry in PLAYS[:4]:
            store.submit(sid, entry)
        log = tmp_path / "exported.jsonl"
        log.write_text(store.export_log(sid), encoding="utf-8")
        store.submit(sid, {"kind": "note", "text": "played here"})
        before = store.export_json(sid)["log"]
    assert main(["apply", str(log), json.dumps(PLAYS[4])]) == 0
    capsys.readouterr()
    assert main(["import", str(log), "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert "already here as session 1 and the two went different ways from step 6 on" in err  # set-up + 4 entries in common
    assert "Traceback" not in err
    with Store.open(db) as store:
        assert store.export_json(sid)["log"] == before


@pytest.mark.parametrize("change, said", [
    (lambda rows: rows[:4] + [{"seq": 4, "format": 3, "entry": {"kind": "work", "player": "cy"}}], "does not replay"),
    (lambda rows: [{**rows[0], "session": {"uuid": "not a uuid"}}] + rows[1:], "uuid"),
    (lambda rows: [{**rows[0], "session": {"uuid": "4d1f0e9c-5b7a-4c0e-9d0a-1f2e3d4c5b6a", "owner": "x"}}] + rows[1:],
     "other than the game's uuid, title and start"),
    (lambda rows: [{**rows[0], "pack": "chess"}] + rows[1:], "not available"),
], ids=["an entry the rules refuse", "a bad uuid", "an unknown field", "an unknown game"])
def test_a_log_that_does_not_fit_is_refused_in_words_and_nothing_is_stored(tmp_path, db, capsys, change, said):
    log = command_line_game(tmp_path, capsys, PLAYS[:4])
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    log.write_text("".join(json.dumps(row) + "\n" for row in change(rows)), encoding="utf-8")
    assert main(["import", str(log), "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    with Store.open(db) as store:
        assert store.sessions() == []


def test_an_old_export_file_still_imports(tmp_path, db, capsys):
    with Store.open(tmp_path / "other.db") as other:
        sid = other.create_session("kanban", SETUP).info.id
        for entry in PLAYS[:5]:
            other.submit(sid, entry)
        state = other.load(sid).state
    old = tmp_path / "old.json"
    assert main(["export", str(sid), "--format", "json", "--db", str(tmp_path / "other.db"), "--out", str(old)]) == 0
    assert json.loads(old.read_text())["format"] == "tabletop-companion/session"
    assert main(["import", str(old), "--db", str(db)]) == 0
    with Store.open(db) as store:
        assert store.load(1).state == state
