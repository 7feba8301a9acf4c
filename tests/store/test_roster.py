"""The roster, and where the database lives."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core.errors import InputError
from companion.store import Store, StoreError, data_dir, default_db_path


def test_add_list_rename_recolor(store):
    bob = store.add_player("  Bob   the  Builder ", "blue")
    ann = store.add_player("ann", "red")
    assert bob.name == "Bob the Builder" and len(bob.uuid) == 36
    assert [p.name for p in store.players()] == ["ann", "Bob the Builder"]
    assert store.rename_player(ann.id, "Ann").name == "Ann"
    assert store.set_color(ann.id, " green ").color == "green"
    assert store.find_player("ANN").id == ann.id
    assert store.find_player("nobody") is None


def test_names_are_unique_whatever_the_case(store):
    store.add_player("Ann", "red")
    bob = store.add_player("Bob", "blue")
    before = list(store.conn.iterdump())
    with pytest.raises(StoreError, match="already a player called Ann"):
        store.add_player("ANN", "pink")
    with pytest.raises(StoreError, match="already a player called Ann"):
        store.rename_player(bob.id, "ann")
    with pytest.raises(InputError, match="1 to 40 characters"):
        store.add_player("   ")
    with pytest.raises(InputError, match="1 to 40 characters"):
        store.add_player("x" * 41)
    with pytest.raises(StoreError, match="no player 99"):
        store.rename_player(99, "Zed")
    assert list(store.conn.iterdump()) == before
    assert store.rename_player(bob.id, "BOB").name == "BOB"  # a person may change their own case


def test_data_dir_order(monkeypatch, tmp_path):
    monkeypatch.setenv("FLET_APP_STORAGE_DATA", str(tmp_path / "flet"))
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "mine"))
    assert data_dir() == tmp_path / "flet"
    monkeypatch.delenv("FLET_APP_STORAGE_DATA")
    assert data_dir() == tmp_path / "mine"
    assert default_db_path() == tmp_path / "mine" / "companion.db"
    monkeypatch.delenv("COMPANION_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "tabletop-companion"


def test_open_without_a_path_uses_the_data_dir(monkeypatch, tmp_path):
    monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "deep" / "folder"))
    with Store.open() as store:
        assert store.path == tmp_path / "deep" / "folder" / "companion.db"
    assert Path(tmp_path / "deep" / "folder" / "companion.db").is_file()
