"""No import cycles in the rules (core and every game pack, issue 10) nor in the store (issue 11).

The graph is read from the source (every import statement, also the ones inside
functions), so a cycle hidden behind a lazy import counts too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import companion

ROOT = Path(companion.__file__).parent
SCOPES = ("companion.core", "companion.games", "companion.store")


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def absolute(name: str, path: Path, node: ast.ImportFrom) -> str:
    """The module a `from ... import` names, relative ones (`from . import x`) resolved against `name`."""
    if node.level == 0:
        return node.module or ""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    base = package[: len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def import_graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in ROOT.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        if not name.startswith(SCOPES):
            continue
        edges = graph.setdefault(name, set())
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = absolute(name, path, node)
                # `from package import submodule` imports the submodule, otherwise the module itself
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            else:
                continue
            edges.update(t for t in targets if t in modules and t.startswith(SCOPES) and t != name)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_a_relative_import_is_resolved():
    node = ast.parse("from .. import errors").body[0]
    assert absolute("companion.store.a", Path("a.py"), node) == "companion"
    node = ast.parse("from .backup import swap_in").body[0]
    assert absolute("companion.store", Path("__init__.py"), node) == "companion.store.backup"


def test_no_import_cycles_in_core_the_games_and_the_store():
    graph = import_graph()
    assert "companion.games.arkwright.table" in graph and graph["companion.games.arkwright.shares"]
    # the store's repositories hang off the one connection; none of them reaches back to the Store
    assert {"companion.store.connection", "companion.store.backup"} <= graph["companion.store.store"]
    assert "companion.store.store" in graph["companion.store.merge"]
    assert not any("companion.store.store" in graph[m] for m in (
        "companion.store.backup", "companion.store.roster", "companion.store.stats", "companion.store.transfer",
        "companion.store.session_log", "companion.store.connection", "companion.store.tables"))
    assert cycles(graph) == []
