"""The price advisor on the "Resolve a production" screens (issue 29): under each company's price, on the
table as typed; a line tapped sets that price; the advice is the rules' own advice on that table."""

from __future__ import annotations

from companion.games.arkwright.board import base_board
from companion.games.arkwright.flow.productions import changes_between, table_of
from companion.games.arkwright.production.advisor import advise, advise_turn
from companion.ui.arkwright.quick_table import fields_of, table_from
from flet_harness import run
from tests.ui.test_quick_table import quick_state


def test_the_advisor_under_a_typed_price_reads_the_table_and_a_line_sets_the_price(store, start_app):
    for name, color in (("Ann", "red"), ("Bob", "blue"), ("Cy", "green")):
        store.add_player(name, color)

    async def go():
        h = await start_app("/quick")
        for name in ("Ann", "Bob", "Cy"):
            if not h.by_id(f"pick-{name}").selected:
                await h.fire(h.by_id(f"pick-{name}"), "select", True)
        await h.click(h.by_id("quick-advisor-0"))
        title = " ".join(h.text_in(h.by_id("quick-advisor-0-title")))
        assert title.startswith("Ann's food in the next production: demand ")
        price = int(h.by_id("0-price").value)
        lines = [k for k in range(5, 26) if h.has_id(f"quick-advisor-0-{k}")]
        assert price in lines and len(lines) > 1
        other = next(k for k in lines if k != price)
        await h.click(h.by_id(f"quick-advisor-0-{other}"))
        assert int(h.by_id("0-price").value) == other  # the tapped line is the price on the form

    run(go())


def test_the_next_production_is_advised_with_the_changes_on_the_form():
    """Marion's clothes at £7 with quality +1 typed on the next table: the advice reads the appeal the
    corrected table gives (appeal = quality + distribution - price step, Water Frame 5.III.1)."""
    state = quick_state()
    base = table_of(state)
    board = base_board()
    fields = {**fields_of(base, "clothes", 1, board), "0.quality": str(base.players[0].factories[1].quality + 1)}
    table, wrong = table_from(board, fields, base, "water_frame")
    assert wrong == []
    entry = {"kind": "next_production", "good": "clothes", "decade": state.decade, "demand": table.demand,
             "importer": table.importer, "changes": [c.model_dump(mode="json") for c in changes_between(base, table)]}
    now = advise(state, "marion", "clothes")
    then = advise_turn(state, "marion", "clothes", entry)
    assert now.lines and all(then.line(line.price).appeal == line.appeal + 1 for line in now.lines)


def test_the_next_production_screen_offers_the_advisor_and_a_line_sets_the_price(store, start_app):
    from tests.store.test_productions_only_store import started

    sid = started(store)
    store.submit(sid, {"kind": "production", "wage": 2})  # the first production stored: the next table is on screen
    picked: list[int] = []

    async def go():
        h = await start_app(f"/game/{sid}")
        assert h.has_id("quick-next")
        await h.fire(h.by_id("next-good-clothes"), "select", True)  # the next cycle is cutlery: nobody makes it here
        await h.click(h.by_id("quick-advisor-0"))
        title = " ".join(h.text_in(h.by_id("quick-advisor-0-title")))
        assert title.startswith("Marion's clothes in the next production: demand ")
        price = int(h.by_id("0-price").value)
        picked.append(next(k for k in range(5, 26) if k != price and h.has_id(f"quick-advisor-0-{k}")))
        await h.click(h.by_id(f"quick-advisor-0-{picked[0]}"))
        assert int(h.by_id("0-price").value) == picked[0]
        await h.click(h.by_id("quick-next"))

    run(go())
    state = store.load(sid).state
    assert state.phase == "production" and state.player("marion").factory("clothes").price == picked[0]
