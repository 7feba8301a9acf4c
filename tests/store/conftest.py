"""Fixtures for the store's tests: the tiny pack registered, a fresh database."""

from __future__ import annotations

import pytest

from companion.core import registry
from companion.store import Store


def register_tiny() -> None:
    registry.PACK_MODULES["tiny"] = "tests.store.tinypack"
    registry.get_pack.cache_clear()


@pytest.fixture(autouse=True)
def tiny_pack(monkeypatch):
    monkeypatch.setitem(registry.PACK_MODULES, "tiny", "tests.store.tinypack")
    registry.get_pack.cache_clear()
    yield
    registry.get_pack.cache_clear()


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
