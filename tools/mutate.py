"""Mutation testing of the rules modules and the store's write, undo and staging code (mutmut 3).

A developer's tool, not part of CI (it is slow: a minute to an hour per module). Run from the
repository, in the project's venv:

    .venv/bin/pip install "mutmut>=3.8,<4"
    nice -n 15 .venv/bin/python tools/mutate.py companion/games/arkwright/production/bonuses.py
    nice -n 15 .venv/bin/python tools/mutate.py --all            # every module of tools/mutation.toml
    .venv/bin/python tools/mutate.py --list                      # the modules and their tests
    nice -n 15 .venv/bin/python tools/mutate.py --survivors MODULE  # after adding tests: the survivors only
    .venv/bin/python tools/mutate.py --report MODULE             # after marking equivalents: the score again

For each module it copies the repository (the files git knows, browser tests left out) to a
scratch folder, lets mutmut change the module one small mutation at a time and runs the module's
tests (tools/mutation.toml) against each mutant, then prints the score: mutants killed by a
failing test, or marked equivalent in tools/mutation_equivalents.toml (a mutant no test can see,
each with its one-line reason), out of all mutants; and every survivor with its diff. A survivor
is either killed by a new test whose expected value comes from the rulebook (cited), or marked
equivalent there. mutmut numbers a function's mutants in order: after a change to the module,
check that the equivalents still name the same mutation (the script prints each one's diff with
`--show-equivalents`).

Nothing in the working tree is changed. Each module is copied to its own folder of `--work DIR`
(default: a folder in the system's temporary directory), emptied when the module is mutated again
and kept otherwise: `--report` reads the last run's results again with the current equivalents.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "tools" / "mutation.toml"
EQUIVALENTS = ROOT / "tools" / "mutation_equivalents.toml"


def modules() -> dict[str, list[str]]:
    data = tomllib.loads(CONFIG.read_text())
    return {path: spec["tests"] for path, spec in data["modules"].items()}


def equivalents() -> dict[str, str]:
    if not EQUIVALENTS.exists():
        return {}
    data = tomllib.loads(EQUIVALENTS.read_text())
    return {e["mutant"]: e["reason"] for e in data.get("equivalent", [])}


def mutmut() -> list[str]:
    exe = Path(sys.executable).with_name("mutmut")
    if not exe.exists():
        sys.exit('mutmut is not installed in this venv: .venv/bin/pip install "mutmut>=3.8,<4"')
    return [str(exe)]


def copy_repository(work: Path) -> None:
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    files = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split("\n")
    for name in files:
        if not name or name.startswith("tests/ui/browser/") or not (ROOT / name).is_file():
            continue
        target = work / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)


#: a pytest plugin written beside each copy: Hypothesis with a fixed seed (the same examples for
#: every mutant), no example database (a mutant's failure is not replayed to the next) and no
#: shrinking (a mutant that fails is killed; finding its smallest example would take minutes)
PROFILE = """from hypothesis import HealthCheck, Phase, settings

settings.register_profile("mutation", deadline=None, derandomize=True, database=None,
                          phases=[Phase.explicit, Phase.reuse, Phase.generate],
                          suppress_health_check=[HealthCheck.too_slow])
"""
PYTEST_ARGS = ["-p", "no:cacheprovider", "-q", "-x", "-p", "mutation_profile", "--hypothesis-profile=mutation"]


def write_config(work: Path, module: str, tests: list[str], timeout_multiplier: float) -> None:
    # a mutant that loops for ever is stopped after timeout_multiplier times its tests' usual time
    # (mutmut's default, 15, spends a minute on each such mutant of a module whose tests take 3 s)
    (work / "mutation_profile.py").write_text(PROFILE)
    lines = ["[mutmut]", "source_paths = companion", f"only_mutate = {module}",
             f"timeout_multiplier = {timeout_multiplier}",
             "pytest_add_cli_args_test_selection ="] + [f"    {t}" for t in tests]
    lines += [f"pytest_add_cli_args = {' '.join(PYTEST_ARGS)}", "also_copy =", "    tests", "    db",
              "    mutation_profile.py", ""]
    (work / "setup.cfg").write_text("\n".join(lines))


def mutant_prefix(module: str) -> str:
    return module.removesuffix(".py").replace("/", ".") + "."


def refresh_tests(work: Path) -> None:
    """The current test files into a kept run's copy (where mutmut runs them), for `--survivors`."""
    files = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "tests"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split("\n")
    for name in files:
        if name and not name.startswith("tests/ui/browser/") and (ROOT / name).is_file():
            for base in (work, work / "mutants"):
                (base / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / name, base / name)


def retest(work: Path, names: list[str], tests: list[str], timeout: float) -> dict[str, str]:
    """Each named survivor against the current tests (tools/mutation.toml), one pytest run each.

    Only a failing test (exit 1) or a test stopped as hung kills; the tests must pass on the
    unmutated module first, so that a broken test file cannot pass for a kill."""
    run_dir = work / "mutants"
    args = [sys.executable, "-m", "pytest", *PYTEST_ARGS, *tests]

    def outcome(mutant: str) -> str:
        env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "MUTANT_UNDER_TEST": mutant}
        try:
            rc = subprocess.run(args, cwd=run_dir, env=env, capture_output=True, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            return "timeout"
        return {0: "survived", 1: "killed"}.get(rc, f"error {rc}")

    clean = outcome("")
    if clean != "survived":
        sys.exit(f"the tests do not pass on the unmutated module ({clean}): {' '.join(tests)}")
    return {name: outcome(name) for name in names}


DIFFS = """import json, sys
from mutmut.mutation.diff_apply import find_mutant, get_diff_for_mutant
names = json.load(sys.stdin)
print(json.dumps({n: get_diff_for_mutant(n, path=find_mutant(n).path) for n in names}))
"""


def diffs(work: Path, names: list[str], env: dict[str, str]) -> dict[str, str]:
    """Each mutant's diff, all in one process (`mutmut show` once per mutant takes seconds each)."""
    if not names:
        return {}
    out = subprocess.run([sys.executable, "-c", DIFFS], cwd=work, env=env, input=json.dumps(names),
                         capture_output=True, text=True)
    return json.loads(out.stdout) if out.returncode == 0 else {}


def run_module(module: str, tests: list[str], work: Path, jobs: int, show_equivalents: bool,
               timeout_multiplier: float = 5.0, mode: str = "run") -> tuple[int, int, int]:
    """Mutate one module (in its own folder of `work`, kept); returns (killed, equivalent, total).

    mode "report": nothing runs, the score is read again from the folder's last run with the
    current equivalents. mode "survivors": only the last run's survivors are tested again, against
    the current test files (after adding tests that kill them, no need to test every mutant again);
    their outcomes are kept in the folder (retested.json) and count in every later report."""
    work = work / mutant_prefix(module).rstrip(".")
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    retested_file = work / "retested.json"
    if mode in ("report", "survivors"):
        if not (work / "mutants" / "mutmut-stats.json").exists():
            sys.exit(f"no earlier run of {module} in {work}")
        print(f"== {module}: the run kept in {work}", flush=True)
    else:
        copy_repository(work)
        write_config(work, module, tests, timeout_multiplier)
        print(f"== {module}: mutating, tests {' '.join(tests)}", flush=True)
        run = subprocess.run([*mutmut(), "run", "--max-children", str(jobs)], cwd=work, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if run.returncode:
            print(run.stderr[-3000:])
            sys.exit(f"mutmut failed on {module}")
    subprocess.run([*mutmut(), "export-cicd-stats"], cwd=work, env=env, capture_output=True, check=True)
    stats = json.loads((work / "mutants" / "mutmut-cicd-stats.json").read_text())
    listed = subprocess.run([*mutmut(), "results"], cwd=work, env=env, capture_output=True, text=True, check=True).stdout
    retested = json.loads(retested_file.read_text()) if retested_file.exists() else {}
    prefix = mutant_prefix(module)
    left = []
    for line in listed.splitlines():
        name, _, status = line.strip().rpartition(": ")
        if name.startswith(prefix) and status not in ("killed", "timeout"):
            left.append((name, status))
    if mode == "survivors":
        refresh_tests(work)
        durations = json.loads((work / "mutants" / "mutmut-stats.json").read_text()).get("duration_by_test", {})
        timeout = 60 + timeout_multiplier * sum(durations.values())
        retested |= retest(work, [n for n, _ in left if n not in equivalents()], tests, timeout)
        retested_file.write_text(json.dumps(retested, indent=1))
    known = equivalents()
    survivors, marked, killed_later = [], [], 0
    for name, status in left:
        if retested.get(name) in ("killed", "timeout"):
            killed_later += 1
        elif name in known:
            marked.append((name, status))
        else:
            survivors.append((name, status))
    shown = survivors + (marked if show_equivalents else [])
    diff_of = diffs(work, [name for name, _ in shown], env)
    for name, status in shown:
        diff = diff_of.get(name, "")
        change = [d for d in diff.splitlines() if d.startswith(("-  ", "+  ", "- ", "+ ")) and not d.startswith(("---", "+++"))]
        label = f"equivalent: {known[name]}" if name in known else retested.get(name, status)
        print(f"  {name} ({label})")
        for d in change:
            print(f"      {d.strip()}")
    killed = stats["killed"] + stats["timeout"] + killed_later
    total = stats["total"]
    score = 100.0 * (killed + len(marked)) / total if total else 100.0
    later = f", {killed_later} of them by tests added since the run" if killed_later else ""
    print(f"   {module}: {killed} killed{later} + {len(marked)} equivalent of {total} mutants = {score:.1f}%"
          f" ({len(survivors)} surviving)", flush=True)
    return killed, len(marked), total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("module", nargs="*", help="module paths, as in tools/mutation.toml")
    parser.add_argument("--all", action="store_true", help="every module of tools/mutation.toml")
    parser.add_argument("--list", action="store_true", help="list the modules and their tests")
    parser.add_argument("--jobs", type=int, default=2, help="mutants tested at once (default 2)")
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "companion-mutation")
    parser.add_argument("--timeout-multiplier", type=float, default=5.0,
                        help="a mutant whose tests take this many times their usual time counts as killed (default 5)")
    parser.add_argument("--report", action="store_true",
                        help="run nothing: the scores of the last run kept in --work, with the current equivalents")
    parser.add_argument("--survivors", action="store_true",
                        help="test only the survivors of the last run kept in --work again, with the current tests")
    parser.add_argument("--show-equivalents", action="store_true", help="print the equivalents' diffs too")
    args = parser.parse_args()
    table = modules()
    if args.list:
        for path, tests in table.items():
            print(f"{path}: {' '.join(tests)}")
        return
    chosen = list(table) if args.all else args.module
    unknown = [m for m in chosen if m not in table]
    if unknown or not chosen:
        sys.exit(f"name modules of tools/mutation.toml (--list): {' '.join(unknown) or 'none given'}")
    results = [(m, *run_module(m, table[m], args.work, args.jobs, args.show_equivalents, args.timeout_multiplier,
                                      "survivors" if args.survivors else "report" if args.report else "run")) for m in chosen]
    print("\nmodule: killed + equivalent / mutants = score")
    for m, killed, equivalent, total in results:
        print(f"  {m}: {killed} + {equivalent} / {total} = {100.0 * (killed + equivalent) / max(total, 1):.1f}%")


if __name__ == "__main__":
    main()
