"""The Arkwright action forms in the offline harness (issue 12, item 2): what happens before Confirm is said first.

A row above the player's cash spells out the emergency share sale as a question; a turn whose main action is
empty says it skips it and waits for a tap; the rules' refusal of a complete turn is shown at the form in their
words, and nothing is stored until Confirm.
"""

from __future__ import annotations

from flet_harness import run
from scenarios import edit, new_game


async def _action(h, marker: str, row: int):
    await h.fire(h.by_id(f"marker-{marker}"), "select", True)
    await h.click(h.by_id(f"option-{marker}-{row}").content)


def test_a_row_above_the_cash_asks_about_the_emergency_sale_before_it_happens(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"), ("players.0.cash", 3))
    shares = store.load(sid).state.players[0].shares

    async def go():
        h = await start_app(f"/game/{sid}")
        await _action(h, "quality", 6)
        await h.click(h.by_id("field-food-more"))
        assert any("Marion has £3 of the £6: must sell 1 share(s) in an emergency. Go ahead?" in t for t in h.texts())
        assert not h.has_id("confirm")  # asked first
        await h.click(h.button("Yes, go ahead"))
        await h.click(h.by_id("confirm"))

    run(go())
    assert store.load(sid).state.players[0].shares == shares - 1


def test_an_empty_main_action_is_said_and_skipped_only_on_a_tap(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    before = store.version(sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        await _action(h, "quality", 6)
        said = " ".join(h.text_in(h.by_id("skips-main")))
        assert "Marion skips the main action (quality marker): only the administrative cost is paid" in said
        assert not h.has_id("confirm")
        await h.click(h.by_id("field-food-more"))  # a level: nothing is skipped, the costs are shown
        assert not h.has_id("skips-main") and h.has_id("confirm")
        await h.click(h.by_id("field-food-less"))
        await h.click(h.by_id("skip-main"))
        assert h.has_id("confirm")

    run(go())
    assert store.version(sid) == before  # nothing stored without Confirm


def test_the_rules_refusal_of_a_complete_turn_is_shown_at_the_form_in_their_words(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    before = store.version(sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        await _action(h, "workers", 2)
        await h.fire(h.by_id("field-hire_good-food"), "select", True)
        assert h.by_id("field-hire_row-3").selected  # the first row with room
        await h.type_into(h.by_id("field-hire_count"), "5")  # row 3 has room for 2
        refusal = " ".join(h.text_in(h.by_id("form-refusal")))
        assert refusal == "row 3 of the food factory has 2 free space(s), not 5"
        assert not h.has_id("confirm")
        await h.fire(h.by_id("field-hire_row-4"), "select", True)  # another row: the count stays as typed
        assert h.by_id("field-hire_count").value == "5"

    run(go())
    assert store.version(sid) == before
