"""How much CPU the command line takes, each command run as a whole process.

Runs `companion --help`, `companion actions STATE PLAYER` (a 4-player table in
the action phase) and `companion resolve production STATE` (the 4-player
production of benchmarks/production_bench.py, every answer given, the new state
written) as new processes, several rounds, the commands taking turns so a busy
machine slows them alike. The figure is the median user+sys CPU of a command's
processes (resource usage of each child, from os.wait4). Two floors are
measured in the same run, the same way: the bare interpreter (`python -c pass`),
the target being at most 3x it; `from pydantic import BaseModel` alone (on this
machine about 4x the bare interpreter); and one pydantic model of one field
defined and validated, the least a command that reads a game state can do
(about 6x: the first validator pydantic builds imports importlib.metadata to
look for its plugins, and defining a model imports pydantic's fields and types);
the floors list that model once more with PYDANTIC_DISABLE_PLUGINS=__all__, as
`companion` itself runs it (companion/cli.py: no look-up of plugins, the import
of importlib.metadata stays, pydantic's plugin loader makes it unconditionally).
Modules are loaded compiled and the board data from its parsed copies, as in an
installed app (the warm-up round writes both into the run's temporary folder,
companion/core/datacache.py). Prints one JSON line per
command, and one for the floors with their spread (min-max):

    {"bench": "cli", "command": "--help", "cpu_ms": X, "spread_ms": [LO, HI], "floor_ms": F, "ratio": X/F,
     "pydantic_floor_ms": P, "ratio_to_pydantic": X/P, "model_floor_ms": M, "ratio_to_model": X/M, "runs": N}

    .venv/bin/python benchmarks/cli_bench.py [rounds]    (at least 5; default 7)
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from production_bench import ANSWERS, bench_state  # noqa: E402


def companion() -> list[str]:
    """The installed `companion` command beside this interpreter (else `python -m companion`)."""
    script = Path(sys.executable).with_name("companion")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "companion"]


def run(argv: list[str], env: dict[str, str]) -> float:
    """CPU seconds (user+sys) of one process running argv."""
    child = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _pid, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    errors = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed (exit {child.returncode}): {errors.strip()}")
    return usage.ru_utime + usage.ru_stime


#: the least a command reading a state does with pydantic: a model defined, a value validated
ONE_MODEL = "from pydantic import BaseModel\nclass One(BaseModel):\n    x: int\nOne.model_validate({'x': 1})"

#: what a figure's process has set beside the run's environment (the CLI's own choice, for its floor)
ENV_OF = {"one model validated, no plugin look-up": {"PYDANTIC_DISABLE_PLUGINS": "__all__"}}


def main(rounds: int = 7) -> None:
    rounds = max(rounds, 5)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        state = bench_state()
        (folder / "production.json").write_text(json.dumps(state.model_dump(mode="json")))
        (folder / "actions.json").write_text(json.dumps(state.model_copy(update={"phase": "actions"}).model_dump(mode="json")))
        (folder / "answers.json").write_text(json.dumps({"answers": ANSWERS, "demand": 7, "wage": 3}))
        cmd = companion()
        floors = {
            "python -c pass": [sys.executable, "-c", "pass"],
            "from pydantic import BaseModel": [sys.executable, "-c", "from pydantic import BaseModel"],
            "one model validated": [sys.executable, "-c", ONE_MODEL],
            "one model validated, no plugin look-up": [sys.executable, "-c", ONE_MODEL],
        }
        commands = {
            "--help": [*cmd, "--help"],
            "actions": [*cmd, "actions", str(folder / "actions.json"), "blue"],
            "resolve production": [*cmd, "resolve", "production", str(folder / "production.json"),
                                   "--decisions", str(folder / "answers.json"), "--out", str(folder / "after.json")],
        }
        # compiled modules kept as an installed app keeps them (even where PYTHONDONTWRITEBYTECODE is set),
        # in the run's own folder: the warm-up compiles, the rounds load
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(folder / "bytecode")
        every = {**floors, **commands}
        cpu: dict[str, list[float]] = {name: [] for name in every}
        for name, argv in every.items():  # warm-up: the files in the page cache, the bytecode written
            run(argv, {**env, **ENV_OF.get(name, {})})
        for _ in range(rounds):
            for name, argv in every.items():
                cpu[name].append(run(argv, {**env, **ENV_OF.get(name, {})}))
    floor = statistics.median(cpu["python -c pass"])
    models = statistics.median(cpu["from pydantic import BaseModel"])
    one = statistics.median(cpu["one model validated"])
    ms = lambda seconds: round(seconds * 1000, 1)  # noqa: E731
    print(json.dumps({"bench": "cli", "floors": {name: {"cpu_ms": ms(statistics.median(cpu[name])),
                                                        "spread_ms": [ms(min(cpu[name])), ms(max(cpu[name]))]}
                                                 for name in floors}, "runs": rounds}))
    for name in commands:
        figure = statistics.median(cpu[name])
        print(json.dumps({
            "bench": "cli", "command": name, "cpu_ms": ms(figure), "spread_ms": [ms(min(cpu[name])), ms(max(cpu[name]))],
            "floor_ms": ms(floor), "ratio": round(figure / floor, 2), "pydantic_floor_ms": ms(models),
            "ratio_to_pydantic": round(figure / models, 2), "model_floor_ms": ms(one),
            "ratio_to_model": round(figure / one, 2), "runs": rounds,
        }))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
