"""Fixtures for the store's tests: the tiny pack installed (its entry point in tiny_installed/), a fresh database."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.store import Store
from tests.installed import install, on_path

#: the metadata naming the tiny pack (`tiny = tests.store.tinypack:PACK`), as an installed distribution's
TINY = Path(__file__).parent / "tiny_installed"
#: the same rules installed under a second id (`tally`), for statistics of two packs
TALLY = Path(__file__).parent / "tally_installed"


def register_tiny() -> None:
    """The tiny pack installed for the rest of this process (a child process of a test, a benchmark)."""
    install(TINY)


@pytest.fixture(autouse=True)
def tiny_pack():
    with on_path(TINY):
        yield


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "companion.db"


@pytest.fixture
def store(db_path):
    s = Store.open(db_path)
    yield s
    s.close()


def setup_entry(*names: str, rounds: int = 3) -> dict:
    return {"kind": "start", "players": [{"name": n, "color": c} for n, c in zip(names, ["red", "blue", "green", "white", "black", "pink"])], "rounds": rounds}


def gain(cash: int) -> dict:
    return {"kind": "gain", "player": "p1", "cash": cash}


def play(store: Store, sid: int, moves: list[str], choose) -> None:
    """Moves of a game of the tiny pack, as the screens make them: "gain" an entry, "undo", "redo",
    "back" to an earlier entry (`choose` picks it among those of the log)."""
    for n, move in enumerate(moves):
        view = store.load(sid)
        if move == "gain":
            store.submit(sid, gain(n % 4 + 1))
        elif move == "undo" and view.can_undo:
            store.undo(sid)
        elif move == "redo" and view.can_redo:
            store.redo(sid)
        elif move == "back":
            earlier = [e.seq for e in view.entries if e.seq < len(view.entries)]
            if not earlier:
                continue
            try:
                store.undo_to(sid, choose(earlier))
            except Exception as exc:  # the game already is as it was then: refused in words
                assert "already" in str(exc)
