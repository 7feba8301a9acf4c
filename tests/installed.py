"""Packs installed for one test only: a `*.dist-info` folder whose `entry_points.txt` names them, on sys.path.

`importlib.metadata` finds it as it finds an installed distribution, so the
registry reads such a pack exactly as it reads the shipped ones (their entry
points in pyproject.toml); nothing in the package lists packs.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from companion.core import registry

#: the test pack of tests/testpack: its rules and its screens, under one name
TESTPACK = {"companion.packs": {"marbles": "tests.testpack.pack:PACK"},
            "companion.screens": {"marbles": "tests.testpack.screens:SCREENS"}}


def write_dist_info(root: Path, groups: dict[str, dict[str, str]], name: str = "companion_test_packs") -> Path:
    """A distribution's metadata in `root`: its name and the entry points of each group."""
    dist = root / f"{name}-0.dist-info"
    dist.mkdir(parents=True, exist_ok=True)
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name.replace('_', '-')}\nVersion: 0\n")
    text = "".join(f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in entries.items()) + "\n"
                   for group, entries in groups.items())
    (dist / "entry_points.txt").write_text(text)
    return dist


def install(root: Path) -> None:
    """The packs whose metadata is in `root` installed from now on (for this process)."""
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    registry.forget()


def uninstall(root: Path) -> None:
    while str(root) in sys.path:
        sys.path.remove(str(root))
    registry.forget()


@contextmanager
def on_path(root: Path) -> Iterator[None]:
    """The packs whose metadata is in `root` installed while the block runs."""
    install(root)
    try:
        yield
    finally:
        uninstall(root)


@contextmanager
def installed(root: Path, groups: dict[str, dict[str, str]]) -> Iterator[None]:
    """The packs of `groups` installed while the block runs (their metadata written in `root`)."""
    write_dist_info(root, groups)
    with on_path(root):
        yield


def packs(**named: str) -> dict[str, dict[str, str]]:
    """Entry points of packs without screens of their own: pack id -> "module:VALUE"."""
    return {registry.GROUP: named}
