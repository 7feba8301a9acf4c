"""The price advisor in the offline harness: opened beside a price, a line picks the price."""

from __future__ import annotations

import flet as ft

from companion.games.arkwright.production.advisor import advise, advise_turn
from flet_harness import run
from scenarios import edit, new_game


def test_the_advisor_beside_a_price_adjustment_picks_the_price_and_the_turn_stores_it(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    state = store.load(sid).state
    advice = advise(state, "marion", "food")
    pick = advice.best_revenue if not advice.best_revenue.current else advice.lines[0]

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.fire(h.by_id("marker-quality"), "select", True)
        await h.click(h.by_id("option-quality-6").content)
        await h.click(h.by_id("price-advisor-food"))
        title = " ".join(h.text_in(h.by_id("price-advisor-food-title")))
        assert f"Marion's food in the next production: demand {advice.demand}" in title
        # one line per legal price, in the engine's words, the current one marked
        for line in advice.lines:
            assert any(line.words() in t for t in h.text_in(h.by_id(f"price-advisor-food-{line.price}")))
        current = advice.line(state.players[0].factories[0].price)
        assert any("now" in t for t in h.text_in(h.by_id(f"price-advisor-food-{current.price}")))
        await h.click(h.by_id(f"price-advisor-food-{pick.price}"))
        field = h.one(ft.TextField, lambda c: c.label == "food price")
        assert field.value == str(pick.price)
        assert h.has_id("skips-main") and not h.has_id("confirm")  # no quality level: said before Confirm
        await h.click(h.by_id("skip-main"))
        await h.click(h.by_id("confirm"))
        assert "Harold's action" in h.texts()

    run(go())
    assert store.load(sid).state.players[0].factories[0].price == pick.price


def test_quality_chosen_in_the_form_counts_in_the_advisor_opened_from_the_price(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    state = store.load(sid).state
    before = advise(state, "marion", "food")

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.fire(h.by_id("marker-quality"), "select", True)
        await h.click(h.by_id("option-quality-6").content)
        await h.click(h.by_id("field-food-more"))  # food +1 level of quality, in the same form
        await h.click(h.by_id("price-advisor-food"))
        price = state.players[0].factories[0].price
        line = " ".join(h.text_in(h.by_id(f"price-advisor-food-{price}")))
        assert f"£{price}: appeal {before.line(price).appeal + 1}," in line
        preview = " ".join(h.texts())
        assert f"raises food quality to +1 (appeal {before.line(price).appeal + 1})" in preview  # the form's ledger

    run(go())


def test_the_table_screen_offers_the_advisor_for_each_factory(store, start_app):
    sid = new_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        assert h.has_id("advisor-marion-food")
        await h.click(h.by_id("advisor-marion-food"))
        assert h.has_id("advisor-marion-food-sold") and h.has_id("advisor-marion-food-revenue")
        switch = h.by_id("advisor-marion-food-others")
        await h.fire(switch, "change", props={"value": True})
        caveats = " ".join(h.texts())
        assert "Other players offer every stored good." in caveats

    run(go())


def test_the_1760_founding_price_has_the_advisor_and_a_line_picks_the_price(store, start_app):
    from scenarios import free_setup_game

    sid = free_setup_game(store)
    state = store.load(sid).state
    due = state.players[0]
    price = state.board.tile("food", 1).cost
    advice = advise_turn(state, due.id, "food", {"kind": "prep_factory", "player": due.id, "good": "food", "price": price})
    pick = advice.lines[0]

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.fire(h.by_id("prep-good-food"), "select", True)
        await h.click(h.by_id("price-advisor-new-food"))
        # founding fills rows 1-2 with workers (Water Frame 4.1.IV): the advice counts what they make
        assert "This factory makes nothing yet" not in " ".join(h.texts())
        assert all(line.offered > 0 for line in advice.lines)
        for line in advice.lines:
            assert any(line.words() in t for t in h.text_in(h.by_id(f"price-advisor-new-food-{line.price}")))
        await h.click(h.by_id(f"price-advisor-new-food-{pick.price}"))
        assert h.by_id("field-price").value == str(pick.price)
        await h.click(h.by_id("confirm"))  # previewed as soon as the founding was complete

    run(go())
    assert store.load(sid).state.player(due.id).factory("food").price == pick.price
