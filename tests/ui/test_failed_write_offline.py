"""A write the device refuses (full) is shown in plain words and leaves the game as it was."""

from __future__ import annotations

import uuid

import pytest
from flet_harness import run
from scenarios import warehouse_sale_game

from companion.store.errors import WriteFailed
from companion.ui.app import shared_store

FULL = "Nothing was stored: the device is full. The game is as it was; free some space on it, then try again."


def fill_the_pages(store, sid: int) -> int:
    """No room beyond what the file holds, nor inside its pages: another game's entries take up what
    they have left (a step's rows are small since schema 5 and would fit there). Returns the pages."""
    data = store.export_json(sid)
    other = store.import_json({**data, "session": {**data["session"], "uuid": str(uuid.uuid4())}}).session_id
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(WriteFailed):
        for cash in range(100_000):
            store.submit(other, {"kind": "edit", "path": "players.0.cash", "value": cash % 90})
    return pages


def test_a_full_device_is_said_in_words_and_the_game_stays_as_it_was(store, start_app, db_path):
    sid = warehouse_sale_game(store)
    before = store.load(sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        app_store = shared_store(db_path)
        conn = app_store.conn  # the app's connection: no room beyond what the file holds
        pages = fill_the_pages(app_store, sid)
        await h.click(h.by_id("resolve"))
        await h.click(h.by_id("answer-2"))
        await h.click(h.by_id("confirm"))
        assert FULL in h.texts()
        assert not h.has_id("last-step")
        assert h.text_in(h.by_id("p0-cash")) == ["Cash", "£33"]
        conn.execute(f"PRAGMA max_page_count = {pages * 100}")  # room again: the same tap stores the step
        await h.click(h.by_id("confirm"))
        assert h.has_id("last-step") and h.text_in(h.by_id("p0-cash")) == ["Cash", "£46"]

    run(go())
    after = store.load(sid)
    assert after.info.version == before.info.version + 1
    assert after.state == store.replay_state(sid)
