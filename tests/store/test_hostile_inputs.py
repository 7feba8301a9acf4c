"""Hostile input through every command that reads a file: one plain line, exit 2, nothing stored changes.

The corpus is generated here: nesting 100,000 deep, 5,000-digit numbers, a 100 MB
file, control characters and terminal escapes, right-to-left text, 10,000-character
names, numbers as strings, huge integers, and more. Each case is run through
`companion.cli.main` as the command line runs it; an exception escaping `main` is
counted as a traceback. The figures (cases tried, tracebacks) are printed with -s.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from companion.cli import main
from companion.store import Store

from tests.store.hostile import BIDI, C1, ESCAPES, HUGE, RTL_NAME, TWENTY_NINES, raw_corpus
from tests.store.test_import_refusals import IMPORT_REFUSALS
from tests.store.test_transfer import played

FIGURES = {"tried": 0, "tracebacks": 0}


@pytest.fixture(scope="module")
def big_file(tmp_path_factory) -> Path:
    """A 100 MB file (sparse: it costs no disk) that starts like JSON."""
    path = tmp_path_factory.mktemp("big") / "big.json"
    with path.open("wb") as fh:
        fh.write(b'{"format": "tabletop-companion/session", "pad": "')
        fh.truncate(100 * 1024 * 1024)
    return path


@pytest.fixture(scope="module")
def arkwright_state(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("state") / "state.json"
    assert main(["new", "arkwright", "--players", "Ann:red,Bob:blue", "--out", str(out)]) == 0
    return json.loads(out.read_text())


def state_corpus(state: dict) -> dict[str, bytes]:
    """State files that look right but carry hostile values."""

    def changed(**player) -> bytes:
        s = copy.deepcopy(state)
        s["players"][0].update(player)
        return json.dumps(s, ensure_ascii=False).encode()

    def injected(field: str, raw: str) -> bytes:
        s = copy.deepcopy(state)
        s["players"][0][field] = "@@HERE@@"
        return json.dumps(s).replace('"@@HERE@@"', raw).encode()

    return {
        "state: cash as a string": changed(cash="10"),
        "state: cash 2**70": changed(cash=HUGE),
        "state: cash 99999999999999999999": changed(cash=TWENTY_NINES),
        "state: cash of 5,000 digits": injected("cash", "9" * 5000),
        "state: shares true": changed(shares=True),
        "state: a name with terminal escapes": changed(name=ESCAPES),
        "state: a 10,000-character name": changed(name="x" * 10_000),
        "state: a name with a bidi override": changed(name=BIDI),
        "state: nesting 100,000 deep in a field": injected("tiles", "[" * 100_000 + "]" * 100_000),
        "state: a player that is a number": json.dumps({**state, "players": [1, 2]}).encode(),
    }


class Live:
    """A database with a game, whose file must not change."""

    def __init__(self, path: Path):
        self.path = path
        with Store.open(path) as store:
            played(store)
        self.before = self.snapshot()

    def snapshot(self) -> bytes:
        return b"".join(p.read_bytes() for p in sorted(self.path.parent.glob(self.path.name + "*")))

    def unchanged(self) -> bool:
        return self.snapshot() == self.before


def hostile(capsys, argv: list) -> list[str]:
    """Run one command on a hostile input; the problems seen (none when it was refused plainly)."""
    FIGURES["tried"] += 1
    try:
        code = main([str(a) for a in argv])
    except BaseException as exc:  # noqa: BLE001 - this is what the test counts
        FIGURES["tracebacks"] += 1
        capsys.readouterr()
        return [f"raised {type(exc).__name__}: {str(exc)[:200]}"]
    out, err = capsys.readouterr()
    problems = []
    if "Traceback" in out + err:
        FIGURES["tracebacks"] += 1
        problems.append("printed a traceback")
    if code != 2:
        problems.append(f"exit status {code}")
    if len(err.splitlines()) != 1 or not err.startswith("error: "):
        problems.append(f"not one error line: {err[:300]!r}")
    if out:
        problems.append(f"printed {out[:200]!r} on stdout")
    if "failed unexpectedly" in err:
        problems.append(f"no plain reason: {err.strip()}")
    if re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]", out + err):
        problems.append("printed a control character raw")
    for pydantic_text in ("Input should", "Field required", "Extra inputs", "type=", "pydantic"):
        if pydantic_text in err:
            problems.append(f"pydantic text: {err.strip()[:300]}")
    return problems


def feed(tmp_path: Path, cases: dict[str, bytes], big_file: Path | None = None) -> dict[str, Path]:
    files = {}
    for i, (name, data) in enumerate(cases.items()):
        path = tmp_path / f"case-{i}.json"
        path.write_bytes(data)
        files[name] = path
    if big_file is not None:
        files["a 100 MB file"] = big_file
    return files


def check(failures: dict[str, list[str]]) -> None:
    bad = {name: problems for name, problems in failures.items() if problems}
    assert not bad, json.dumps(bad, indent=1, ensure_ascii=True)


def test_import_refuses_every_hostile_file_in_one_line(capsys, tmp_path, big_file):
    live = Live(tmp_path / "live.db")
    with Store.open(tmp_path / "source.db") as source:
        export = source.export_json(played(source))
    export["session"]["uuid"] = "1" * 32
    cases = raw_corpus()
    for name, (mutate, _message) in IMPORT_REFUSALS.items():
        cases[f"session file: {name}"] = json.dumps(mutate(copy.deepcopy(export))).encode()
    failures = {}
    for name, path in feed(tmp_path, cases, big_file).items():
        failures[name] = hostile(capsys, ["import", path, "--db", live.path])
        if not live.unchanged():
            failures[name].append("the live database changed")
    check(failures)


def test_restore_refuses_hostile_files_in_one_line(capsys, tmp_path, big_file):
    live = Live(tmp_path / "live.db")
    failures = {}
    for name, path in feed(tmp_path, raw_corpus(), big_file).items():
        failures[name] = hostile(capsys, ["restore", path, "--db", live.path])
        if not live.unchanged():
            failures[name].append("the live database changed")
    check(failures)


@pytest.mark.parametrize("command", ["act", "actions", "prep", "resolve"])
def test_state_file_commands_refuse_hostile_state_files(capsys, tmp_path, big_file, arkwright_state, command):
    action = tmp_path / "action.json"
    action.write_text("{}")
    failures = {}
    cases = {**raw_corpus(), **state_corpus(arkwright_state)}
    for name, path in feed(tmp_path, cases, big_file).items():
        argv = {"act": ["act", path, action], "actions": ["actions", path, "ann"],
                "prep": ["prep", "pay", path], "resolve": ["resolve", "production", path]}[command]
        failures[name] = hostile(capsys, [*argv, "--out", tmp_path / "out.json"] if command != "actions" else argv)
        if (tmp_path / "out.json").exists():
            failures[name].append("wrote a new state")
    check(failures)


@pytest.mark.parametrize("command", ["act", "prep", "resolve", "new"])
def test_commands_refuse_hostile_entry_files(capsys, tmp_path, big_file, arkwright_state, command):
    """The second file of a command (action, step, decisions, set-up) is as hostile as the first."""
    state = tmp_path / "state.json"
    state.write_text(json.dumps(arkwright_state))
    before = state.read_bytes()
    failures = {}
    for name, path in feed(tmp_path, raw_corpus(), big_file).items():
        argv = {"act": ["act", state, path], "prep": ["prep", "factory", state, path],
                "resolve": ["resolve", "production", state, "--decisions", path],
                "new": ["new", "arkwright", "--players", "Ann:red,Bob:blue", "--setup", path]}[command]
        failures[name] = hostile(capsys, [*argv, "--out", tmp_path / "out.json"])
        if (tmp_path / "out.json").exists() or state.read_bytes() != before:
            failures[name].append("a state file was written")
    check(failures)


def test_prep_refuses_hostile_inline_entries(capsys, tmp_path, arkwright_state):
    state = tmp_path / "state.json"
    state.write_text(json.dumps(arkwright_state))
    failures = {}
    for name, data in raw_corpus().items():
        text = data.decode("utf-8", errors="surrogateescape")
        if not text.startswith("{"):
            continue  # not taken as inline JSON: a file name (no such file)
        failures[name] = hostile(capsys, ["prep", "factory", state, text, "--out", tmp_path / "out.json"])
    assert len(failures) >= 8
    check(failures)


NEW_PLAYERS = {
    "terminal escapes": f"{ESCAPES}:red,Bob:blue",
    "a C1 control": f"{C1}:red,Bob:blue",
    "a bidi override": f"{BIDI}:red,Bob:blue",
    "a 10,000-character name": "x" * 10_000 + ":red,Bob:blue",
    "a colour with escapes": "Ann:\x1b[31m,Bob:blue",
    "a line break in a name": "An\nn:red,Bob:blue",
    "no colour": "Ann,Bob:blue",
    "one player": "Ann:red",
    "twelve players": ",".join(f"P{i}:red" for i in range(12)),
}


def test_new_refuses_hostile_player_names(capsys, tmp_path):
    failures = {name: hostile(capsys, ["new", "arkwright", "--players", text, "--out", tmp_path / "s.json"])
                for name, text in NEW_PLAYERS.items()}
    assert not (tmp_path / "s.json").exists()
    check(failures)


def test_right_to_left_letters_are_a_name_like_any_other(capsys, tmp_path):
    out = tmp_path / "s.json"
    assert main(["new", "arkwright", "--players", f"{RTL_NAME}:red,Bob:blue", "--out", str(out)]) == 0
    assert json.loads(out.read_text())["players"][0]["name"] == RTL_NAME
    capsys.readouterr()


def test_a_stored_name_with_escapes_prints_escaped_in_sessions(capsys, tmp_path):
    """Names stored before the checks (or by another program) never drive the terminal."""
    db = tmp_path / "live.db"
    with Store.open(db) as store:
        sid = played(store)
        store.conn.execute("UPDATE seats SET name = ? WHERE session_id = ? AND seat = 1", (ESCAPES, sid))
        store.conn.execute("UPDATE sessions SET title = ? WHERE id = ?", ("Fri\x1b[8mday" + BIDI, sid))
        store.conn.commit()
    assert main(["sessions", "--db", str(db)]) == 0
    out, _ = capsys.readouterr()
    assert "\x1b" not in out and "\u202e" not in out
    assert "\\u001b[2J\\u001b]0;owned\\u0007Ann" in out and "Fri\\u001b[8mday\\u202eAnn\\u202c" in out
    assert main(["sessions", "--db", str(db), "--json"]) == 0
    out, _ = capsys.readouterr()
    assert "\u202e" not in out
    assert json.loads(out)[0]["title"] == "Fri\x1b[8mday" + BIDI  # the escapes are JSON's own: the text is kept


def test_error_lines_escape_what_the_user_typed(capsys, tmp_path):
    db = tmp_path / "live.db"
    with Store.open(db):
        pass
    assert main(["export", "abcd\x1b[2J", "--db", str(db)]) == 2
    _, err = capsys.readouterr()
    assert "\x1b" not in err and "abcd" in err and len(err.splitlines()) == 1


def test_the_real_command_line_prints_no_traceback(tmp_path):
    """The installed entry point, as a shell runs it."""
    import subprocess
    import sys

    deep = tmp_path / "deep.json"
    deep.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    digits = tmp_path / "digits.json"
    digits.write_bytes(b'{"log": [' + b"7" * 5000 + b"]}")
    for argv in (["import", deep, "--db", tmp_path / "x.db"], ["actions", digits, "ann"]):
        done = subprocess.run([sys.executable, "-m", "companion.cli", *map(str, argv)], capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 2 and "Traceback" not in done.stderr + done.stdout
        assert done.stderr.startswith("error: ") and len(done.stderr.splitlines()) == 1


def test_zz_figures(capsys):
    """Printed for the report (-s): every hostile case above was tried and none gave a traceback."""
    with capsys.disabled():
        print(f"\nhostile inputs tried on the command line: {FIGURES['tried']}, tracebacks: {FIGURES['tracebacks']}")
    assert FIGURES["tracebacks"] == 0
