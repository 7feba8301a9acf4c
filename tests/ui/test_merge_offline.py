"""Merging another phone's games, and refused restores, from the History screen (offline harness)."""

from __future__ import annotations

import re
import sqlite3

from companion.store import Store
from flet_harness import run
from scenarios import montana_game
from test_transfer_offline import finished_montana, pick


def other_phone(tmp_path) -> bytes:
    """A backup of another phone: one finished game of its own, and its roster."""
    with Store.open(tmp_path / "other" / "companion.db") as other:
        finished_montana(other, (9, 8, 7))
        other.add_player("Dora", "green")
        copy = other.backup(tmp_path / "other-backup.db")
    return copy.read_bytes()


def test_merge_shows_the_plan_as_a_question_then_adds_the_games_once(store, start_app, tmp_path):
    mine = montana_game(store)
    backup = other_phone(tmp_path)

    async def go():
        h = await start_app("/history")
        await pick(h, "merge", "dora-phone.db", backup)
        (question,) = h.dialogs()
        lines = h.text_in(question.content)
        assert lines[0] == "1 game in dora-phone.db:"
        assert lines[1].startswith("new here, to be added (1): ")
        assert "new players for the roster: Dora" in lines
        await h.click(question.actions[0])
        assert h.text_in(h.by_id("notice")) == ["Nothing was merged."]
        assert [s.id for s in store.sessions()] == [mine]
        await pick(h, "merge", "dora-phone.db", backup)
        (question,) = h.dialogs()
        await h.click(question.actions[1])
        await h.settle(30)
        assert h.text_in(h.by_id("notice")) == [
            "dora-phone.db: Merged: 1 game added, 0 games played further, 1 player added to the roster."]
        assert len(store.sessions()) == 2
        await pick(h, "merge", "dora-phone.db", backup)
        assert not h.dialogs()
        assert h.text_in(h.by_id("notice")) == [
            "dora-phone.db: Nothing to merge: every game and player of that file is here already."]

    run(go())
    assert len(store.sessions()) == 2 and "Dora" in [p.name for p in store.players()]
    leftovers = [p.name for p in tmp_path.rglob("*") if p.name.startswith((".companion-staged", "picked-"))]
    assert leftovers == []


def hostile_backup(store, tmp_path, sql: str) -> bytes:
    path = store.backup(tmp_path / "hostile.db")
    conn = sqlite3.connect(path)
    conn.execute(sql)
    conn.commit()
    conn.close()
    return path.read_bytes()


def test_a_backup_missing_a_table_is_refused_in_words(store, start_app, tmp_path):
    sid = finished_montana(store)
    missing = hostile_backup(store, tmp_path, "DROP TABLE sessions")
    before = store.path.read_bytes()

    async def go():
        h = await start_app("/history")
        await pick(h, "restore", "old-phone.db", missing)
        assert not h.dialogs()
        (notice,) = h.text_in(h.by_id("notice"))
        assert re.fullmatch(r"old-phone\.db is not a companion database as this app makes it: the table sessions is "
                            r"missing \(and \d+ more differences\); nothing was restored\.", notice), notice
        await pick(h, "merge", "old-phone.db", missing)
        assert not h.dialogs()
        assert h.text_in(h.by_id("notice"))[0].startswith("old-phone.db is not a companion database as this app")
        assert h.text_in(h.by_id("notice"))[0].endswith("; nothing was merged.")

    run(go())
    assert store.path.read_bytes() == before and [s.id for s in store.sessions()] == [sid]


def test_an_edited_result_is_refused_for_restore_and_merge(store, start_app, tmp_path):
    sid = finished_montana(store)
    edited = hostile_backup(store, tmp_path, "UPDATE results SET score = score + 50 WHERE seat = 0")
    results, before = store.results(sid), store.path.read_bytes()

    async def go():
        h = await start_app("/history")
        for button, verb in (("restore", "restored"), ("merge", "merged")):
            await pick(h, button, "edited.db", edited)
            assert not h.dialogs()
            notice = h.text_in(h.by_id("notice"))[0]
            assert notice.startswith(f"edited.db stores for game {sid} ")
            assert notice.endswith(f"its results other than its log gives (edited, or not written by a companion); "
                                   f"nothing was {verb}.")

    run(go())
    assert store.results(sid) == results and store.path.read_bytes() == before

