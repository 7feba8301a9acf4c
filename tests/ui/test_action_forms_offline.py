"""The Arkwright action forms in the offline harness (issue 12, item 2): what happens before Confirm is said first.

A row above the player's cash spells out the emergency share sale as a question; a turn whose main action is
empty says it skips it and waits for a tap; the rules' refusal of a complete turn is shown at the form in their
words, and nothing is stored until Confirm.
"""

from __future__ import annotations

from flet_harness import run
from scenarios import edit, new_game
from test_numbers_offline import choose_row


def at_row(store, start_app, marker: str, row: int, *changes, then) -> int:
    """An action-phase game (corrected by `changes`) with Marion's `marker` on `row`, then `then(h)`; the version before."""
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"), *changes)
    before = store.version(sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_row(h, marker, row)
        await then(h)

    run(go())
    return before if store.version(sid) == before else -1


def test_a_row_above_the_cash_asks_about_the_emergency_sale_before_it_happens(store, start_app):
    async def then(h):
        await h.click(h.by_id("field-food-more"))
        assert any("Marion has £3 of the £6: must sell 1 share in an emergency. Go ahead?" in t for t in h.texts())
        assert not h.has_id("confirm")  # asked first
        await h.click(h.button("Yes, go ahead"))
        await h.click(h.by_id("confirm"))

    assert at_row(store, start_app, "quality", 6, ("players.0.cash", 3), then=then) == -1  # stored
    (sid,) = [s.id for s in store.sessions()]
    assert store.load(sid).state.players[0].shares == 10 - 1


def test_an_empty_main_action_is_said_and_skipped_only_on_a_tap(store, start_app):
    async def then(h):
        said = " ".join(h.text_in(h.by_id("skips-main")))
        assert "Marion skips the main action (quality marker): only the administrative cost is paid" in said
        assert not h.has_id("confirm")
        await h.click(h.by_id("field-food-more"))  # a level: nothing is skipped, the costs are shown
        assert not h.has_id("skips-main") and h.has_id("confirm")
        await h.click(h.by_id("field-food-less"))
        await h.click(h.by_id("skip-main"))
        assert h.has_id("confirm")

    assert at_row(store, start_app, "quality", 6, then=then) != -1  # nothing stored without Confirm


def test_the_rules_refusal_of_a_complete_turn_is_shown_at_the_form_in_their_words(store, start_app):
    async def then(h):
        await h.click(h.by_id("field-buy-more"))  # a share bought with a loan still open
        said = " ".join(h.text_in(h.by_id("form-refusal")))
        assert "loan" in said and not h.has_id("confirm")
        await h.click(h.by_id("field-repay-more"))  # the loan repaid first, in the same action
        assert not h.has_id("form-refusal") and h.has_id("confirm")

    assert at_row(store, start_app, "stock_exchange", 2, ("players.0.loans", 1), ("players.0.cash", 40), then=then) != -1


def test_hiring_four_into_two_rows_adds_the_second_row(store, start_app):
    """Water Frame 5.II.2.2: hired workers go where the player likes. Row 3 of the food factory has 2 free
    spaces: 2 there and 2 in row 4, by taps; the second row is added, not put in place of the first."""
    async def then(h):
        await h.fire(h.by_id("field-hire_good-food"), "select", True)
        assert h.by_id("field-hire_food_3").value == "2"
        await h.click(h.by_id("field-hire_food_4-more"))
        await h.click(h.by_id("field-hire_food_4-more"))
        assert h.by_id("field-hire_food_3").value == "2" and h.by_id("field-hire_food_4").value == "2"
        assert any("Hiring 2 into food row 3, 2 into food row 4" in t for t in h.texts())
        await h.click(h.by_id("confirm"))

    assert at_row(store, start_app, "workers", 2, then=then) == -1
    (sid,) = [s.id for s in store.sessions()]
    food = store.load(sid).state.players[0].factory("food")
    assert [r.workers for r in food.rows[2:]] == [2, 2]


def two_warehouses(store, tile: bool = True) -> int:
    """An action-phase game: Marion has a worker beside row 1 of her large warehouse and 2 food in it (and the Small Warehouse tile)."""
    sid = new_game(store)
    held = store.load(sid).state.players[0].tiles
    edit(store, sid, ("phase", "actions"), ("players.0.tiles", [*held, "small_warehouse"] if tile else held))
    assert store.submit(sid, {"kind": "workers", "pool": "job_market",
                              "changes": [{"path": "players.0.warehouse.rows", "value": [True, False]}]}).stored
    edit(store, sid, ("players.0.warehouse.goods", {"food": 2}))
    return sid


def test_goods_move_to_the_small_warehouse_by_taps_before_the_main_action(store, start_app):
    """Player's Book 1.8 Small Warehouse: 2 food from the large warehouse to the small one, two taps on one stepper
    that starts at nothing moved; the turn stores the move with its ledger line."""
    sid = two_warehouses(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_row(h, "quality", 6)
        assert h.by_id("field-move_small_food").value == "0"  # nothing moved unless tapped
        await h.click(h.by_id("field-move_small_food-more"))
        await h.click(h.by_id("field-move_small_food-more"))
        await h.click(h.by_id("field-food-more"))
        assert any("Marion moves 2 food from the large to the small warehouse" in t for t in h.texts())  # the preview
        await h.click(h.by_id("confirm"))

    run(go())
    state = store.load(sid).state
    assert state.players[0].stored == {"food": 2} and state.players[0].warehouse.goods == {}
    assert store.load(sid).entries[-1].entry["warehouse_moves"] == [{"good": "food", "count": 2, "to": "small"}]


def test_without_the_tile_no_goods_stepper_is_drawn(store, start_app):
    import flet as ft

    sid = two_warehouses(store, tile=False)

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_row(h, "quality", 6)
        assert h.has_id("field-food-more")  # the quality form is drawn
        assert not [c for c in h.controls(ft.Semantics) if (c.identifier or "").startswith("field-move_")]

    run(go())
