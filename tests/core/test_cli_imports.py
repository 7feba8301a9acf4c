"""What the command line must not import (issues 23 and 25): a command over a log or a state file never loads the
SQLite store, and no command but the app's loads its screens. Each command runs in a new interpreter, as a user
runs it, and `sys.modules` is read at its end. Not timed: benchmarks/cli_bench.py measures the CPU.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import build_parser
from companion.commands import all_commands

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "tests" / "fixtures" / "games" / "arkwright" / "water_frame_2p.jsonl"
sys.path.insert(0, str(ROOT / "benchmarks"))

from production_bench import ANSWERS, bench_state  # noqa: E402

RUN = """
import json, sys
from companion.cli import main
out, sys.argv = sys.argv[1], ["companion", *sys.argv[2:]]
try:
    status = main()  # as the installed command runs it: its own command line
except SystemExit as exc:
    status = exc.code
loader = sys.modules.get("pydantic.plugin._loader")
json.dump({"status": status, "modules": sorted(sys.modules),
           "plugins_looked_up": loader is not None and loader._plugins is not None}, open(out, "w"))
"""

STORE = ("sqlite_utils", "click", "companion.store")
UI = ("flet", "companion.ui")


def run(folder: Path, *argv: str) -> dict:
    """What a command run in a new interpreter left (it must succeed): its modules, whether pydantic looked
    for plugins (companion/cli.py tells it there are none)."""
    out = folder / "modules.json"
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    done = subprocess.run([sys.executable, "-c", RUN, str(out), *argv], cwd=folder, capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    result = json.loads(out.read_text())
    assert result["status"] in (0, None), done.stdout + done.stderr
    return result


def loaded(folder: Path, *argv: str) -> set[str]:
    return set(run(folder, *argv)["modules"])


def under(modules: set[str], *names: str) -> list[str]:
    return sorted(m for m in modules if any(m == n or m.startswith(n + ".") for n in names))


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("cli")
    state = bench_state()
    (folder / "production.json").write_text(json.dumps(state.model_dump(mode="json")))
    (folder / "actions.json").write_text(json.dumps(state.model_copy(update={"phase": "actions"}).model_dump(mode="json")))
    (folder / "answers.json").write_text(json.dumps({"answers": ANSWERS, "demand": 7, "wage": 3}))
    lines = GAME.read_text(encoding="utf-8").splitlines(keepends=True)
    (folder / "game.jsonl").write_text("".join(lines[:-1]), encoding="utf-8")
    (folder / "last.json").write_text(json.dumps(json.loads(lines[-1])["entry"]))
    return folder


LOG_AND_STATE_COMMANDS = {
    "new --log": ("new", "kanban", "--players", "Ann:red,Bob:blue", "--log", "new.jsonl"),
    "apply": ("apply", "game.jsonl", "last.json"),
    "state": ("state", "game.jsonl"),
    "legal": ("legal", "game.jsonl", "Marion"),
    "ledger": ("ledger", "game.jsonl", "--at", "3"),
    "actions": ("actions", "actions.json", "blue"),
    "resolve": ("resolve", "production", "production.json", "--decisions", "answers.json", "--out", "after.json"),
    "advise": ("advise", "production.json", "blue", "lamps"),
}


@pytest.mark.parametrize("argv", LOG_AND_STATE_COMMANDS.values(), ids=LOG_AND_STATE_COMMANDS.keys())
def test_a_command_over_a_log_or_a_state_file_imports_neither_the_store_nor_the_app(folder, argv):
    found = run(folder, *argv)
    modules = set(found["modules"])
    assert under(modules, *STORE, *UI) == []
    assert not found["plugins_looked_up"]
    assert "companion.core.replay" in modules or argv[0] in ("actions", "resolve", "advise")


def test_the_board_commands_use_the_devices_kept_values_without_the_app(folder, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(folder / "data"))
    modules = loaded(folder, "board", "check", "kanban")
    assert "companion.kept" in modules and under(modules, *UI) == []


def test_help_lists_every_command_from_the_table_without_importing_their_modules(folder):
    """Registering every command module costs about 1.4 s of CPU against 0.4 s (companion/cli.py): --help reads
    the table, and a named command builds its own module's commands alone."""
    modules = loaded(folder, "--help")
    assert under(modules, "companion.commands") == ["companion.commands", "companion.commands.app",
                                                    "companion.commands.arkwright",  # its table only
                                                    "companion.commands.words"]  # the help's words
    assert under(modules, "pydantic", "companion.games", *STORE, *UI) == []
    listing = build_parser(["--help"]).format_help()
    for name, (_module, what) in all_commands().items():
        assert f"    {name} " in listing and what.split()[0] in listing
    resolve = build_parser(["resolve", "production", "x.json"]).parse_args(["resolve", "production", "x.json", "--json"])
    assert resolve.phase == "production" and resolve.json and callable(resolve.func)
    # no command: the app, with its own options
    assert build_parser(["--port", "9000"]).parse_args(["app", "--port", "9000"]).port == 9000


def test_the_command_table_names_exactly_what_each_module_registers():
    listed: dict[str, list[str]] = {}
    for name, (module, _help) in all_commands().items():
        listed.setdefault(module, []).append(name)
    for module, names in listed.items():
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(module).register(sub)
        assert list(sub.choices) == names, module
        helps = {action.dest: action.help for action in sub._choices_actions}
        assert helps == {n: all_commands()[n][1] for n in names}


def test_no_command_module_but_the_apps_imports_a_screen():
    for path in sorted((ROOT / "companion" / "commands").rglob("*.py")):
        if path.name == "app.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert "companion.ui" not in text and "import flet" not in text, path.name
