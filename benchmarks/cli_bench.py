"""How much CPU the command line takes, each command run as a whole process, against the least a command needs.

Every command that does its work and ends is run as a new process on realistic inputs: a 4-player Arkwright
table (benchmarks/production_bench.py) for the state-file commands, the recorded 2-player Water Frame game of
tests/fixtures/games/arkwright/ (89 entries) for the log commands (`apply` adds its last entry to a fresh copy of
the log without it each run), and a database holding that game for the stored-game commands. `app` and `serve`
start the app and do not end: their start is measured by ui_bench.py.

The figure is the median user+sys CPU of a command's processes (resource usage of each child, from os.wait4),
over ROUNDS rounds in which the commands take turns, so a busy machine slows them alike. The floor is measured in
the same run the same way: `python -c "import pydantic, sqlite3, json"`, the least a command that reads a game
imports (the target is at most 3x it); `python -c pass` is printed beside it. Modules load compiled and the board
data from its parsed copies, as in an installed app (the warm-up round writes both into the run's folder).
Prints one JSON line for the floors and one per command, each with its spread (min-max):

    {"bench": "cli", "command": "state", "cpu_ms": X, "spread_ms": [LO, HI], "floor_ms": F, "ratio": X/F,
     "ratio_spread": [each round's lowest, highest], "modules": M, "runs": N}

and the load averages when the run began and ended (benchmarks/machine.py).

`modules` is how many modules the command leaves in `sys.modules` (one more run, not timed), `store_or_ui`
which of the SQLite store's (sqlite_utils, click, companion.store) and the app's (flet, companion.ui) it loaded.
`--modules` prints these alone, without timing anything.

    .venv/bin/python benchmarks/cli_bench.py [rounds] [--modules]    (at least 5 rounds; default 5)
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from machine import Load  # noqa: E402
from production_bench import ANSWERS, bench_state  # noqa: E402

GAME = HERE.parent / "tests" / "fixtures" / "games" / "arkwright" / "water_frame_2p.jsonl"
FLOOR = "import pydantic, sqlite3, json"

#: counts the modules a command leaves, run as the installed command runs (`companion.cli.main()`)
COUNT = ("import sys\nfrom companion.cli import main\nsys.argv = ['companion', *sys.argv[2:]]\n"
         "try:\n    main()\nexcept SystemExit:\n    pass\nstore = sorted({m.split('.')[0] if not m.startswith('companion.') else '.'.join(m.split('.')[:2])\n"
         "                for m in sys.modules if m.startswith(('sqlite_utils', 'click', 'companion.store', 'companion.ui', 'flet'))})\n"
         "import json\nopen(sys.argv_out, 'w').write(json.dumps([len(sys.modules), store]))\n")


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


def module_count(argv: list[str], env: dict[str, str], folder: Path) -> tuple[int, list[str]]:
    """How many modules the command (argv without the program) leaves in sys.modules, and which of the
    store's (sqlite-utils, click, companion.store) and the app's (flet, companion.ui) are among them."""
    out = folder / "modules.txt"
    script = COUNT.replace("sys.argv_out", repr(str(out)))
    subprocess.run([sys.executable, "-c", script, "_", *argv], env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    count, heavy = json.loads(out.read_text())
    return count, heavy


def inputs(folder: Path) -> None:
    """The files the commands read: a table, a log, the log less its last entry, a database holding the game."""
    state = bench_state()
    (folder / "production.json").write_text(json.dumps(state.model_dump(mode="json")))
    (folder / "actions.json").write_text(json.dumps(state.model_copy(update={"phase": "actions"}).model_dump(mode="json")))
    (folder / "answers.json").write_text(json.dumps({"answers": ANSWERS, "demand": 7, "wage": 3}))
    lines = GAME.read_text(encoding="utf-8").splitlines(keepends=True)
    (folder / "game.jsonl").write_text("".join(lines), encoding="utf-8")
    (folder / "shorter.jsonl").write_text("".join(lines[:-1]), encoding="utf-8")
    (folder / "last.json").write_text(json.dumps(json.loads(lines[-1])["entry"]), encoding="utf-8")
    (folder / "kanban.json").write_text(json.dumps({}), encoding="utf-8")
    from companion.store import Store

    rows = [json.loads(line) for line in lines[1:]]
    with Store.open(folder / "games.db") as store:
        sid = store.create_session("arkwright", rows[0]["entry"]).info.id
        for row in rows[1:]:
            store.submit(sid, row["entry"])
        (folder / "export.json").write_text(json.dumps(store.export_json(sid)), encoding="utf-8")
        store.backup(folder / "backup.db")


def commands(folder: Path) -> dict[str, list[str]]:
    f = lambda name: str(folder / name)  # noqa: E731
    db = ["--db", f("games.db")]
    return {
        "--help": ["--help"],
        "schema": ["schema", "arkwright"],
        "actions": ["actions", f("actions.json"), "blue"],
        "resolve production": ["resolve", "production", f("production.json"), "--decisions", f("answers.json"),
                               "--out", f("after.json")],
        "advise": ["advise", f("production.json"), "blue", "lamps"],
        "new --out": ["new", "arkwright", "--version", "water_frame", "--players", "Ann:red,Bob:blue,Cy:green",
                      "--out", f("new.json")],
        "new --log": ["new", "kanban", "--players", "Ann:red,Bob:blue", "--log", f("new.jsonl")],
        "apply": ["apply", f("apply.jsonl"), f("last.json")],
        "legal": ["legal", f("game.jsonl"), "Marion"],
        "state": ["state", f("game.jsonl")],
        "ledger": ["ledger", f("game.jsonl")],
        "sessions": ["sessions", *db],
        "export": ["export", "1", "--out", f("exported.json"), *db],
        "import": ["import", f("export.json"), *db],
        "stats": ["stats", *db],
        "backup": ["backup", f("another.db"), *db],
        "merge": ["merge", f("backup.db"), *db],
        "board check": ["board", "check", "arkwright"],
    }


def prepare(name: str, folder: Path) -> None:
    """What a command needs before each run: `new` a file that is not there, `apply` the log less its last entry."""
    for target in {"new --out": ["new.json"], "new --log": ["new.jsonl"], "backup": ["another.db"]}.get(name, []):
        (folder / target).unlink(missing_ok=True)
    if name == "apply":
        shutil.copyfile(folder / "shorter.jsonl", folder / "apply.jsonl")


def main(rounds: int = 5, *, timed: bool = True) -> None:
    rounds = max(rounds, 5) if timed else 0
    load = Load()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYDANTIC_DISABLE_PLUGINS")}
        env["PYTHONPYCACHEPREFIX"] = str(folder / "bytecode")
        env["COMPANION_DATA_DIR"] = str(folder / "data")
        inputs(folder)
        floors = {"python -c pass": [sys.executable, "-c", "pass"], FLOOR: [sys.executable, "-c", FLOOR]}
        cmd = companion()
        named = {name: [*cmd, *argv] for name, argv in commands(folder).items()}
        every = {**floors, **named}
        cpu: dict[str, list[float]] = {name: [] for name in every}
        for name, argv in (every if timed else {}).items():  # warm-up: the files in the page cache, the bytecode written
            prepare(name, folder)
            run(argv, env)
        for _ in range(rounds):
            for name, argv in every.items():
                prepare(name, folder)
                cpu[name].append(run(argv, env))
        counts = {}
        for name, argv in commands(folder).items():
            prepare(name, folder)
            counts[name] = module_count(argv, env, folder)
    if not timed:
        for name, (count, heavy) in counts.items():
            print(json.dumps({"bench": "cli", "command": name, "modules": count, "store_or_ui": heavy}))
        return
    ms = lambda seconds: round(seconds * 1000, 1)  # noqa: E731
    floor = statistics.median(cpu[FLOOR])
    print(json.dumps({"bench": "cli", "floors": {name: {"cpu_ms": ms(statistics.median(cpu[name])),
                                                        "spread_ms": [ms(min(cpu[name])), ms(max(cpu[name]))]}
                                                 for name in floors}, "runs": rounds, **load.seen()}))
    for name in named:
        figure = statistics.median(cpu[name])
        ratios = [c / f for c, f in zip(cpu[name], cpu[FLOOR])]  # each round's own: the command and the floor in turn
        print(json.dumps({"bench": "cli", "command": name, "cpu_ms": ms(figure),
                          "spread_ms": [ms(min(cpu[name])), ms(max(cpu[name]))], "floor_ms": ms(floor),
                          "ratio": round(figure / floor, 2), "ratio_spread": [round(min(ratios), 2), round(max(ratios), 2)],
                          "target": 3, "within": figure / floor <= 3,
                          "modules": counts[name][0], "store_or_ui": counts[name][1], "runs": rounds}))


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--modules"]
    main(int(args[0]) if args else 5, timed="--modules" not in sys.argv[1:])
