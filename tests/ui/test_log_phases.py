"""The log files each entry under the phase it was played in, not the phase it moved the game to."""

from __future__ import annotations

import flet as ft

from companion.ui.game import happened_in
from flet_harness import run
from scenarios import edit, new_game


def test_each_entry_is_under_the_phase_it_was_played_in_undone_branches_too(store):
    sid = new_game(store)                                        # 1: the set-up
    edit(store, sid, ("phase", "actions"))                       # 2: played in the economy phase
    edit(store, sid, ("phase", "production"))                    # 3: played in the action phase
    store.undo(sid)                                              # 4: 3 undone
    store.submit(sid, {"kind": "note", "text": "Marion hums"})  # 5: played on 2, in the action phase
    store.undo_to(sid, 2)                                        # 6: 5 undone
    view = store.load(sid)
    after = {e.seq: e.progress for e in view.entries if e.op == "play"}
    assert "economy phase" in after[1] and "action phase" in after[2] and "production" in after[3]

    phases = happened_in(view)

    assert set(phases) == {1, 2, 3, 5}
    assert phases[1] == ""                    # the set-up comes before any phase
    assert phases[2] == after[1] != after[2]  # the edit moved the game on: it is filed before that
    assert phases[3] == after[2] != after[3]
    assert phases[5] == after[2] != after[3]  # played on 2 once 3 was undone, not after 3
    assert [e.undone for e in view.entries if e.seq in (3, 5)] == [True, True]


def test_an_entry_that_keeps_the_phase_is_under_that_phase(store):
    sid = new_game(store)
    store.submit(sid, {"kind": "note", "text": "a first note"})
    store.submit(sid, {"kind": "note", "text": "a second note"})
    view = store.load(sid)
    after = {e.seq: e.progress for e in view.entries}
    assert happened_in(view) == {1: "", 2: after[1], 3: after[2]} and after[1] == after[2] == after[3]


def test_the_log_tab_shows_each_entry_under_the_phase_it_was_played_in(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    view = store.load(sid)
    before, after = (e.progress for e in view.entries)

    async def go():
        h = await start_app(f"/game/{sid}/log")
        tiles = {c.key: c for c in h.controls(ft.ExpansionTile)}
        return h.text_in(tiles["entry-2"].subtitle)[0], h.text_in(tiles["entry-1"].subtitle)[0]

    second, first = run(go())
    assert second.startswith(f"{before} · ") and after not in second
    assert not first.startswith(before)  # the set-up: no phase yet, only when it was entered
