"""Check your box in the offline harness: components laid out, values edited in place, kept as checked."""

from __future__ import annotations

import flet as ft

from flet_harness import run
from scenarios import warehouse_sale_game

from companion.core.boxcheck import components
from companion.games.arkwright import jobmarket
from companion.games.arkwright.board import base_board
from companion import kept as corrections

TOTAL = sum(len(c.fields) for c in components(base_board()))


def wage_row(state) -> int:
    """The job-market row whose wage is in force (the row of the lowest empty space)."""
    empty = jobmarket.empty_spaces(state.board, state)
    return state.board.job_spaces[empty - 1][0]


def card_button(h, path: str):
    card = h.by_id(f"box-{path}")
    stack = [card]
    while stack:
        c = stack.pop()
        if getattr(c, "content", None) == "Matches my box" and hasattr(c, "on_click"):
            return c
        for name in ("content", "controls"):
            child = getattr(c, name, None)
            if isinstance(child, list):
                stack.extend(child)
            elif child is not None and hasattr(child, "_i"):
                stack.append(child)
    raise AssertionError(f"no Matches my box button on {path}")


def test_progress_confirm_and_edit_in_place(start_app, db_path):
    async def go():
        h = await start_app("/box/arkwright")
        assert h.text_in(h.by_id("box-progress")) == [f"0 of {TOTAL} values checked"]
        # the job market: its rows of spaces with the wage beside
        await h.click(h.by_id("box-part-job_market"))
        first = h.by_id("cell-job_market.0-wage")
        assert isinstance(first, ft.TextField) and first.value == "2" and first.label == "wage £"
        assert h.by_id("cell-job_market.0-spaces-0-number").label == "food"
        await h.click(card_button(h, "job_market.0"))
        assert h.text_in(h.by_id("box-progress")) == [f"2 of {TOTAL} values checked"]
        await h.type_into(h.by_id("cell-job_market.1-wage"), "3")
        await h.click(card_button(h, "job_market.1"))
        assert h.text_in(h.by_id("box-progress")) == [f"4 of {TOTAL} values checked"]
        # a factory tile: rows with their slots and goods; an edit the rulebook contradicts is refused
        await h.click(h.by_id("box-part-factories"))
        await h.type_into(h.by_id("cell-factories.0-goods-0"), "3")
        await h.click(card_button(h, "factories.0"))
        notice = " ".join(h.text_in(h.by_id("notice")))
        assert "Player's Book 1.3: level I food makes 4 goods with rows 1-3" in notice
        await h.type_into(h.by_id("cell-factories.1-goods-1"), "lots")
        await h.click(card_button(h, "factories.1"))
        assert "type a whole number" in " ".join(h.text_in(h.by_id("notice")))

    run(go())
    assert corrections.for_pack("arkwright") == {"job_market.1.wage": 3}
    checked = corrections.checked_for("arkwright")
    assert checked["job_market.0.wage"] == 2 and checked["job_market.1.wage"] == 3
    assert "factories.0.goods" not in checked and "factories.1.goods" not in checked


def test_from_a_game_the_wage_checked_is_what_production_pays(store, start_app):
    sid = warehouse_sale_game(store)
    row = wage_row(store.load(sid).state)
    assert store.load(sid).state.board.job_market[row].wage != 4  # the built-in wage is another

    async def go():
        h = await start_app(f"/game/{sid}/box")
        await h.click(h.by_id("box-part-job_market"))
        await h.type_into(h.by_id(f"cell-job_market.{row}-wage"), "4")
        await h.click(card_button(h, f"job_market.{row}"))

    run(go())
    view = store.load(sid)
    assert view.state.board_overrides == {f"job_market.{row}.wage": 4}
    assert corrections.checked_for("arkwright")[f"job_market.{row}.wage"] == 4
    out = store.submit(sid, {"kind": "production", "answers": {}})
    question = out.pending
    out = store.submit(sid, {"kind": "production", "answers": {question.id: question.option_values()[0]}})
    assert out.stored, out.pending
    paid = [e.reason for e in out.outcome.ledger if e.kind == "cash" and " pays " in e.reason and "workers at" in e.reason]
    assert paid and all("workers at £4 " in r for r in paid), paid
