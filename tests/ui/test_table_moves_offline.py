"""'Move these on the table' in the offline harness: the whole list after Confirm, the list reversed after Undo.

An Arkwright distribution action names the money, the distribution marker, the appeal marker and the
action marker; a Kanban part taken names the Car Parts and the worker. After Undo the card lists the
same moves in reverse, each piece going back, and stores nothing more.
"""

from __future__ import annotations

from flet_harness import run
from pack_steps import confirm, plus, preview
from scenarios import edit, kanban_game, new_game
from test_game_offline import swapped
from test_numbers_offline import choose_row


def lines(h, ident: str) -> list[str]:
    """The move lines of a moves list (the player headers left out)."""
    return [t for t in h.text_in(h.by_id(ident)) if ": from " in t]


def test_a_distribution_action_lists_money_markers_and_appeal_then_undo_lists_them_reversed(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    food = store.load(sid).state.players[0].factories[0]
    appeal = store.load(sid).state.board.tile("food", food.level).cost + food.quality + food.distribution - food.price

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_row(h, "distribution", 4)
        await h.click(h.by_id("field-food-more"))  # the turn is complete: its costs and moves show at once
        expected = ["Money: from £33 to £29", "Food distribution marker: from +0 to +1", f"Food appeal marker: from {appeal} to {appeal + 1}",
                    "The distribution marker: from your supply to the £4 row of the administration chart"]
        assert lines(h, "ledger") == expected
        await h.click(h.by_id("confirm"))
        assert h.text_in(h.by_id("stored"))[0].endswith("stored. Move these on the table:")
        assert lines(h, "stored-moves") == expected
        assert "Marion" in h.text_in(h.by_id("stored-moves"))
        await h.click(h.by_id("undo"))
        assert h.text_in(h.by_id("stored"))[0].endswith("undone. Put these back on the table:")
        assert lines(h, "undone-moves") == [swapped(line) for line in reversed(expected)]
        assert not h.has_id("undo")  # an undone step cannot be undone again from its card

    run(go())
    state = store.load(sid).state
    assert state.players[0].cash == 33 and state.players[0].factories[0].distribution == 0


def test_a_kanban_part_taken_lists_the_car_parts_and_the_worker(store, start_app):
    sid = kanban_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.select(h.by_id("work-department"), "logistics")
        await h.select(h.by_id("work-station"), "3")
        await plus(h, "turbo", 2)
        await preview(h)
        await confirm(h)
        assert lines(h, "stored-moves") == ["Worker: from beside the board to Logistics",
                                            "2 turbo Car Parts: from the warehouse to your Car Part storage"]
        assert "Ada" in h.text_in(h.by_id("stored-moves"))
        assert "Nothing to move" not in " ".join(h.texts())

    run(go())
    assert store.load(sid).state.players[0].parts == {"turbo": 2}
