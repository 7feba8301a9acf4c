"""A group filters its games by variant (issue 26 item 5): the store's query, `companion sessions
--variant`, and the History list's picker of the variants present."""

from __future__ import annotations

import json

import flet as ft

from companion.cli import main
from flet_harness import run
from scenarios import new_game

EXTRA = {"extra_events": True, "answers": {"extra_event:1760": "recession"}}


def three_games(store) -> dict[str, int]:
    return {"Water Frame": new_game(store), "Water Frame + Stock Exchange": new_game(store, stock_exchange=True),
            "Water Frame + extra events": new_game(store, **EXTRA)}


def test_the_store_lists_the_games_of_one_variant(store):
    ids = three_games(store)
    assert [s.id for s in store.sessions(variant="Water Frame + Stock Exchange")] == [ids["Water Frame + Stock Exchange"]]
    assert [s.id for s in store.sessions(variant="Water Frame")] == [ids["Water Frame"]]
    assert store.sessions(variant="Spinning Mule") == []  # a variant nobody played: no game, no error


def test_companion_sessions_variant(store, db_path, capsys):
    ids = three_games(store)
    db = str(db_path)
    assert main(["sessions", "--db", db, "--variant", "Water Frame + extra events", "--json"]) == 0
    assert [s["id"] for s in json.loads(capsys.readouterr().out)] == [ids["Water Frame + extra events"]]
    assert main(["sessions", "--db", db, "--variant", "Spinning Mule"]) == 0
    assert capsys.readouterr().out.strip() == "no games match"


def test_the_history_list_filters_by_the_variant_picked(store, start_app):
    three_games(store)

    async def go():
        h = await start_app("/history")
        await h.settle(10)
        picker = h.by_id("history-variant")
        assert [o.text for o in picker.options] == ["Every variant", "Water Frame", "Water Frame + Stock Exchange",
                                                    "Water Frame + extra events"]
        assert sum("Arkwright" in t for t in h.texts() if t) >= 3
        await h.select(picker, "Water Frame + Stock Exchange")
        await h.settle(10)
        texts = [t for t in h.texts() if t]
        assert any("(Water Frame + Stock Exchange)" in t for t in texts)
        assert not any("(Water Frame + extra events)" in t for t in texts)

    run(go())
