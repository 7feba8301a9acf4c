"""The command line imports what the command being run needs, and nothing else (issue 13).

Each command runs in a new interpreter, as a user runs it; the modules it
loaded are read from `sys.modules` at its end. Not timed: benchmarks/cli_bench.py
measures the CPU.
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
from companion.commands import COMMANDS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from production_bench import ANSWERS, bench_state  # noqa: E402

RUN = """
import json, os, sys
from companion.cli import main
out, sys.argv = sys.argv[1], ["companion", *sys.argv[2:]]
try:
    status = main()  # as the installed command runs it: its own command line
except SystemExit as exc:
    status = exc.code
loader = sys.modules.get("pydantic.plugin._loader")
models = []
if "pydantic" in sys.modules:
    from pydantic import BaseModel
    todo = [BaseModel]
    while todo:
        for kind in todo.pop().__subclasses__():
            models.append(f"{kind.__module__}.{kind.__qualname__}")
            todo.append(kind)
with open(out, "w") as fh:
    json.dump({"status": status, "modules": sorted(sys.modules), "plugins_looked_up": loader is not None and loader._plugins is not None,
               "models": sorted(set(models))}, fh)
"""

#: what no command on a state file needs: the store, the app's screens, the web server
HEAVY = ("sqlite_utils", "sqlite3", "flet", "companion.store", "companion.ui", "dateutil", "click")


def run(tmp_path: Path, *argv: str, env: dict[str, str] | None = None) -> dict:
    """What a command run in a new interpreter left: its modules and models, whether it read the installed
    entry points, whether pydantic looked for its plugins."""
    out = tmp_path / "modules.json"
    env = {k: v for k, v in (os.environ if env is None else env).items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    done = subprocess.run([sys.executable, "-c", RUN, str(out), *argv], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    result = json.loads(out.read_text())
    assert result["status"] in (0, None), done.stdout + done.stderr
    return result


def loaded(tmp_path: Path, *argv: str) -> set[str]:
    return set(run(tmp_path, *argv)["modules"])


def under(modules: set[str], *names: str) -> list[str]:
    return sorted(m for m in modules if any(m == n or m.startswith(n + ".") for n in names))


def test_help_imports_no_pack_no_models_no_store(tmp_path):
    modules = loaded(tmp_path, "--help")
    assert under(modules, "pydantic", "pydantic_core", "companion.games", "companion.core.models",
                 "companion.core.registry", "importlib.metadata", *HEAVY) == []
    assert under(modules, "companion.commands") == ["companion.commands", "companion.commands.app"]


@pytest.fixture
def table(tmp_path) -> Path:
    state = bench_state()
    (tmp_path / "production.json").write_text(json.dumps(state.model_dump(mode="json")))
    (tmp_path / "actions.json").write_text(json.dumps(state.model_copy(update={"phase": "actions"}).model_dump(mode="json")))
    (tmp_path / "answers.json").write_text(json.dumps({"answers": ANSWERS, "demand": 7, "wage": 3}))
    return tmp_path


@pytest.mark.parametrize("argv", [
    ("actions", "actions.json", "blue"),
    ("resolve", "production", "production.json", "--decisions", "answers.json", "--out", "after.json"),
], ids=["actions", "resolve production"])
def test_an_arkwright_command_imports_arkwright_alone(table, argv):
    modules = loaded(table, *argv)
    assert "companion.games.arkwright" in modules
    assert under(modules, *HEAVY) == []
    assert under(modules, "companion.commands.sessions", "companion.commands.board", "companion.commands.log") == []
    if argv[0] == "resolve":
        assert (table / "after.json").is_file()


#: the rules that apply an entry: the engine's declaration of the pack, its phases' handlers, its corrections
RULES = ("companion.games.arkwright.pack", "companion.games.arkwright.flow", "companion.games.arkwright.corrections",
         "companion.games.arkwright.production.phase")


def test_actions_reads_the_state_and_lists_without_the_rules_that_apply_entries(table):
    found = run(table, "actions", "actions.json", "blue")
    modules = set(found["modules"])
    assert "companion.games.arkwright.actions.legal" in modules


def test_resolve_applies_the_entry_without_reading_the_installed_entry_points(table):
    found = run(table, "resolve", "production", "production.json", "--decisions", "answers.json", "--out", "after.json")
    assert under(set(found["modules"]), *RULES) != []  # it does apply the rules


def test_the_command_table_names_exactly_what_each_module_registers():
    listed: dict[str, list[str]] = {}
    for name, (module, _help) in COMMANDS.items():
        listed.setdefault(module, []).append(name)
    for module, names in listed.items():
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(f"companion.commands.{module}").register(sub)
        assert list(sub.choices) == names, module
        helps = {action.dest: action.help for action in sub._choices_actions}
        assert helps == {n: COMMANDS[n][1] for n in names}


def test_help_lists_every_command_and_a_named_command_gets_its_own_options():
    listing = build_parser(["--help"]).format_help()
    for name, (_module, what) in COMMANDS.items():
        assert f"    {name} " in listing and what.split()[0] in listing
    resolve = build_parser(["resolve", "production", "x.json"]).parse_args(["resolve", "production", "x.json", "--json"])
    assert resolve.phase == "production" and resolve.json and callable(resolve.func)
    # no command: the app, with its own options
    assert build_parser(["--port", "9000"]).parse_args(["app", "--port", "9000"]).port == 9000


ACTIONS = ("actions", "actions.json", "blue")
RESOLVE = ("resolve", "production", "production.json", "--decisions", "answers.json", "--out", "after.json")

def test_actions_defines_no_model_of_an_entry_and_loads_no_engine(table):
    found = run(table, *ACTIONS)
    modules = set(found["modules"])
    assert "companion.games.arkwright.state.ArkwrightState" in found["models"]


@pytest.mark.parametrize("argv", [ACTIONS, RESOLVE], ids=["actions", "resolve production"])
def test_a_command_does_not_ask_pydantic_for_plugins(table, argv):
    assert not run(table, *argv)["plugins_looked_up"]


def test_called_with_its_arguments_the_command_line_leaves_pydantic_as_it_is(table):
    """`main(argv)` inside another program (a test, a script) changes nothing of its environment."""
    script = ("import sys; from companion.cli import main; main(sys.argv[1:]); "
              "from pydantic.plugin import _loader; print(_loader._plugins is not None)")
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    done = subprocess.run([sys.executable, "-c", script, *ACTIONS], cwd=table, capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "True"


@pytest.mark.parametrize("argv", [ACTIONS, RESOLVE], ids=["actions", "resolve production"])
def test_a_command_reads_the_board_data_from_its_parsed_copies(table, argv):
    """The first run parses the TOML files and keeps their copies (where bytecode goes); the next parses none."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(table / "bytecode")
    assert "tomllib" in run(table, *argv, env=env)["modules"]
    assert list((table / "bytecode").rglob("*.toml.*.json"))
    again = run(table, *argv, env=env)
    assert "tomllib" not in again["modules"]
