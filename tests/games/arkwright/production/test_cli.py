"""`companion resolve production` and `companion schema arkwright`, end to end."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import main
from tests.games.arkwright.factories import factory, player, table

ROOT = Path(__file__).resolve().parents[4]


def write_state(tmp_path: Path, state=None, name="state.json") -> Path:
    state = state or table(
        [
            player("marion", cash=10, factories=[factory("clothes", 1, price=7, distribution=2, rows=((2, 0), (1, 1)))]),
            player("harold", cash=20, tiles=["school"], factories=[factory("clothes", 1, price=8, distribution=2, rows=((2, 0), (2, 0)))]),
        ],
        cycle=2,
        importers={"food": 0, "clothes": 3, "cutlery": 0, "lamps": 0},
    )
    path = tmp_path / name
    path.write_text(json.dumps(state.model_dump(mode="json")))
    return path


def write_json(tmp_path: Path, name: str, data) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def test_readable_ledger_table_and_new_state(tmp_path, capsys):
    state = write_state(tmp_path)
    decisions = write_json(tmp_path, "d.json", {"answers": {"school:harold": False}, "demand": 7, "wage": 2})
    out = tmp_path / "after.json"
    assert main(["resolve", "production", str(state), "--decisions", str(decisions), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    header = printed.splitlines()[0].split()
    assert header == ["player", "amount", "reason", "rule"]
    assert "Marion sells 3 clothes at £7: +£21" in printed and "+21 £" in printed
    assert f"new state written to {out}" in printed
    after = json.loads(out.read_text())
    assert after["phase"] == "economy" and after["players"][0]["cash"] == 10 + 21 - 7


def test_plain_decisions_file_is_the_answers(tmp_path, capsys):
    state = write_state(tmp_path)
    decisions = write_json(tmp_path, "d.json", {"school:harold": True})
    assert main(["resolve", "production", str(state), "--decisions", str(decisions), "--out", str(tmp_path / "o.json")]) == 0
    assert "Harold closes row 2 of the clothes factory with the School" in capsys.readouterr().out


def test_json_ledger(tmp_path, capsys):
    state = write_state(tmp_path)
    decisions = write_json(tmp_path, "d.json", {"answers": {"school:harold": False}, "demand": 7, "wage": 2})
    assert main(["resolve", "production", str(state), "--decisions", str(decisions), "--out", str(tmp_path / "o.json"), "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)
    # each line: who, what moved, its message code and parameters, the words they read as, the rule
    sale = {"player": "marion", "kind": "cash", "amount": 21, "code": "arkwright.sells",
            "params": {"name": "Marion", "count": 3, "good": "clothes", "price": 7, "total": 21},
            "section": "Water Frame 5.III.1", "reason": "Marion sells 3 clothes at £7: +£21"}
    assert sale in entries


def test_pending_decision_exit_3_nothing_written(tmp_path, capsys):
    state = write_state(tmp_path)
    out = tmp_path / "o.json"
    assert main(["resolve", "production", str(state), "--out", str(out)]) == 3
    err = capsys.readouterr().err
    assert "decision needed: Harold: use the School to close row 2" in err
    assert '"school:harold"' in err and "false  -  keep all rows" in err and "true  -  close row 2" in err
    assert not out.exists()


def one_error_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


def test_malformed_json_state(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": [')
    assert main(["resolve", "production", str(bad)]) == 2
    assert one_error_line(capsys.readouterr().err).startswith("error: ")
    assert bad.read_text() == '{"players": ['


def test_invalid_state(tmp_path, capsys):
    data = json.loads(write_state(tmp_path).read_text())
    data["players"][0]["factories"][0]["price"] = 30
    bad = write_json(tmp_path, "bad.json", data)
    before = bad.read_text()
    assert main(["resolve", "production", str(bad)]) == 2
    line = one_error_line(capsys.readouterr().err)
    assert "not a valid Arkwright state" in line and "price" in line
    assert bad.read_text() == before


def test_illegal_answer(tmp_path, capsys):
    state = write_state(tmp_path)
    before = state.read_text()
    decisions = write_json(tmp_path, "d.json", {"school:harold": "perhaps"})
    out = tmp_path / "o.json"
    assert main(["resolve", "production", str(state), "--decisions", str(decisions), "--out", str(out)]) == 2
    line = one_error_line(capsys.readouterr().err)
    assert "'perhaps'" in line and "not allowed" in line
    assert state.read_text() == before and not out.exists()


def test_wrong_phase_names_the_rule(tmp_path, capsys):
    state = write_state(tmp_path, table([player("a"), player("b")], phase="actions"))
    assert main(["resolve", "production", str(state)]) == 2
    assert "(Water Frame 5.III)" in one_error_line(capsys.readouterr().err)


def test_input_file_is_never_overwritten(tmp_path, capsys):
    state = write_state(tmp_path)
    before = state.read_text()
    decisions = write_json(tmp_path, "d.json", {"school:harold": False})
    assert main(["resolve", "production", str(state), "--decisions", str(decisions), "--out", str(state)]) == 2
    assert "refusing to overwrite" in one_error_line(capsys.readouterr().err)
    assert state.read_text() == before


def test_default_output_name(tmp_path, capsys):
    state = write_state(tmp_path)
    decisions = write_json(tmp_path, "d.json", {"school:harold": False})
    assert main(["resolve", "production", str(state), "--decisions", str(decisions)]) == 0
    assert (tmp_path / "state.after-production.json").exists()


def test_subprocess_end_to_end(tmp_path):
    state = write_state(tmp_path)
    decisions = write_json(tmp_path, "d.json", {"school:harold": False})
    run = subprocess.run(
        [sys.executable, "-m", "companion", "resolve", "production", str(state), "--decisions", str(decisions), "--out", str(tmp_path / "o.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert "Marion" in run.stdout and run.stderr == ""
    bad = subprocess.run(
        [sys.executable, "-m", "companion", "resolve", "production", str(tmp_path / "missing.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "no such file" in bad.stderr


def test_schema_arkwright(capsys):
    assert main(["schema", "arkwright"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["title"] == "ArkwrightState"
    assert {"players", "phase", "cycle", "importers", "house_rules"} <= set(schema["properties"])
    player_schema = schema["$defs"]["Player"]["properties"]
    assert {"cash", "stored", "contracts", "jubilee_sale"} <= set(player_schema)


@pytest.mark.parametrize("phase", ["production"])
def test_resolve_help_lists_the_phase(phase, capsys):
    with pytest.raises(SystemExit):
        main(["resolve", "--help"])
    assert phase in capsys.readouterr().out
