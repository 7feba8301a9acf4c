"""Two phones on one game in the offline harness: a write from a screen the game moved past is refused.

Phone A's Undo on its "last step" card never undoes what phone B stored since;
the log screen's buttons and the correction dialog name the version they show;
the refusal says "The game changed on another phone" and the screen is drawn
again with the game as it is now.
"""

from __future__ import annotations

from flet_harness import run
from scenarios import edit, new_game, warehouse_sale_game

MOVED = "The game changed on another phone"


def notice(h) -> str:
    return next((t for t in h.texts() if t.startswith(MOVED)), "")


async def correct_while_another_phone_edits(start_app, store, sid: int, typed: str, *other: tuple[str, object]):
    """Open the correction of Harold's cash, type `typed`, let another phone store `other`, then Save."""
    h = await start_app(f"/game/{sid}")
    await h.click(h.by_id("p1-cash"))
    await h.type_into(h.by_id("edit-value"), typed)
    edit(store, sid, *other)
    await save(h)
    return h, h.by_id("edit-value")


async def save(h) -> None:
    (dialog,) = h.dialogs()
    await h.click(next(a for a in dialog.actions if a.content == "Save"))


def test_a_undoes_its_step_after_b_stored_one_refused_and_a_sees_b_s_step(store, start_app):
    sid = warehouse_sale_game(store)

    async def go():
        a = await start_app(f"/game/{sid}")
        b = await start_app(f"/game/{sid}", hub=a.conn.pubsubhub)  # one table: the phones hear each other
        await a.click(a.by_id("resolve"))
        await a.click(a.by_id("answer-2"))
        await a.click(a.by_id("confirm"))
        assert a.has_id("undo") and a.text_in(a.by_id("p0-cash")) == ["Cash", "£46"]
        await b.settle(20)
        await b.click(b.by_id("p1-cash"))  # phone B corrects Harold's cash
        await b.type_into(b.by_id("edit-value"), "50")
        await save(b)
        assert b.text_in(b.by_id("p1-cash")) == ["Cash", "£50"]
        await a.settle(20)
        await a.click(a.by_id("undo"))  # A's card still offers to undo A's production
        assert notice(a).startswith(f"{MOVED}: 1 entry was stored after what this screen showed")
        assert not a.has_id("undo")  # the card is gone: its step is no longer the last
        assert a.text_in(a.by_id("p1-cash")) == ["Cash", "£50"] and a.text_in(a.by_id("p0-cash")) == ["Cash", "£46"]

    run(go())
    view = store.load(sid)
    assert [e.op for e in view.entries][-2:] == ["play", "play"] and view.entries[-1].kind == "edit"
    assert view.state.players[0].cash == 46 and view.state.players[1].cash == 50


def test_the_log_screen_s_undo_is_refused_when_another_program_moved_the_game(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("players.0.cash", 40))

    async def go():
        h = await start_app(f"/game/{sid}/log")
        edit(store, sid, ("players.0.cash", 41))  # another program (the poll is off in the harness)
        await h.click(h.button("Undo"))
        assert notice(h) == (f"{MOVED}: 1 entry was stored after what this screen showed "
                             "(Marion's cash corrected to £41). Nothing was stored; "
                             "the game is shown as it is now.")
        assert any(t.startswith("3. ") for t in h.texts())  # the other program's entry is on screen now
        await h.click(h.button("Undo"))  # now it undoes what the screen shows
        assert "Undone." in h.texts()

    run(go())
    view = store.load(sid)
    assert view.state.players[0].cash == 40 and [e.op for e in view.entries] == ["play", "play", "play", "undo"]


def test_a_correction_whose_value_changed_underneath_is_refused_and_shows_the_new_value(store, start_app):
    sid = new_game(store)

    async def go():  # another phone corrected the same value
        h, box = await correct_while_another_phone_edits(start_app, store, sid, "60", ("players.1.cash", 50))
        (dialog,) = h.dialogs()
        said = h.by_id("edit-error").value  # the refusal whole, beside the field
        assert said.startswith(MOVED) and said.endswith("Cash is now £50; your 60 was not stored.")
        assert box.value == "50"
        assert "Now: £50" in h.text_in(dialog)
        await h.type_into(box, "70")
        await save(h)
        assert h.dialogs() == [] and h.text_in(h.by_id("p1-cash")) == ["Cash", "£70"]

    run(go())
    assert [e.entry.get("value") for e in store.load(sid).entries][1:] == [50, 70]


def test_a_correction_keeps_what_was_typed_when_only_something_else_changed(store, start_app):
    sid = new_game(store)

    async def go():  # another phone changed another value
        h, box = await correct_while_another_phone_edits(start_app, store, sid, "60", ("players.0.cash", 10))
        said = h.by_id("edit-error").value
        assert said.startswith(MOVED) and said.endswith("Cash is still £42: tap Save to store your correction.")
        assert box.value == "60"
        assert store.load(sid).state.players[1].cash == 42  # refused, not applied
        await save(h)
        assert h.dialogs() == [] and h.text_in(h.by_id("p1-cash")) == ["Cash", "£60"]

    run(go())
    state = store.load(sid).state
    assert (state.players[0].cash, state.players[1].cash) == (10, 60)


def test_both_phones_tap_undo_and_one_step_is_undone(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("players.0.cash", 40), ("players.0.cash", 41))

    async def go():
        a = await start_app(f"/game/{sid}/log")
        b = await start_app(f"/game/{sid}/log")  # its own hub: A's tap has not reached B's screen yet
        await a.click(a.button("Undo"))
        await b.click(b.button("Undo"))
        assert "Undone." in a.texts()
        assert notice(b).startswith(f"{MOVED}: 1 entry was stored after what this screen showed "
                                 "(undo step 3 (Marion's cash corrected to £41))")
        assert any(t.startswith("4. ") for t in b.texts())  # B now shows A's undo

    run(go())
    view = store.load(sid)
    assert view.state.players[0].cash == 40 and [e.op for e in view.entries].count("undo") == 1


def test_a_double_tap_on_confirm_stores_once_and_keeps_the_steps_move_list(store, start_app):
    sid = warehouse_sale_game(store)
    before = len(store.load(sid).entries)

    async def go():
        import asyncio

        a = await start_app(f"/game/{sid}")
        await a.click(a.by_id("resolve"))
        await a.click(a.by_id("answer-2"))
        confirm = a.by_id("confirm")
        # the phone sends two taps before the screen changes: both reach the same button
        await asyncio.gather(a.session.dispatch_event(confirm._i, "click", None),
                             a.session.dispatch_event(confirm._i, "click", None))
        await a.session.dispatch_event(confirm._i, "click", None)  # and one more, once the first is stored
        await a.settle(20)
        assert not notice(a)  # one's own write is not "another phone"
        assert a.has_id("undo") and a.has_id("stored-moves")  # the stored step's move list is kept
        assert any(t.endswith(": stored.") for t in a.texts())

    run(go())
    assert len(store.load(sid).entries) == before + 1
