"""Messages belong to their game (issue 12, item 7): a step's message is not shown on another game's
table, a refusal goes once the next preview of its game succeeds, and a reload starts without it."""

from __future__ import annotations

from types import SimpleNamespace

from companion.ui.context import AppContext, Hosting
from flet_harness import run
from scenarios import new_game, warehouse_sale_game


def context_on(store, route: str) -> AppContext:
    page = SimpleNamespace(route=route)
    return AppContext().bind(page, SimpleNamespace(store=store), Hosting())


def test_a_refusal_belongs_to_its_game_and_goes_after_a_good_preview(store):
    first, second = new_game(store), new_game(store)
    app = context_on(store, f"/game/{first}")
    uuid_first, uuid_second = store.mark(first)[0], store.mark(second)[0]
    assert app.attempt(store.preview, first, {"kind": "edit", "path": "players.0.cash", "value": -5}) is None
    assert app.notice_error and app.notice_game == uuid_first
    assert app.notice_shown(uuid_first) and not app.notice_shown(uuid_second) and not app.notice_shown("")
    assert app.attempt(store.preview, second, {"kind": "edit", "path": "players.0.cash", "value": 5}) is not None
    assert app.notice  # another game's good preview does not answer this game's refusal
    assert app.attempt(store.load, first) is not None and app.notice  # nor does reading the game
    assert app.attempt(store.preview, first, {"kind": "edit", "path": "players.0.cash", "value": 5}) is not None
    assert app.notice == "" and app.notice_game == ""
    app.say("Something to read")
    app.reconnected()  # a reload
    assert app.notice == ""


def test_a_step_stored_on_one_game_is_not_shown_on_another(store, start_app):
    other = new_game(store)
    sid = warehouse_sale_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.click(h.button("Resolve production"))
        await h.click(h.button("up to 2 food from the warehouse (appeal allows 2 more)"))
        await h.click(h.by_id("confirm"))
        assert h.has_id("notice") and h.has_id("last-step")
        await h.navigate(f"/game/{other}")  # e.g. typed in the address bar, or a link from the history
        await h.settle(20)
        assert not h.has_id("notice") and not h.has_id("last-step")
        await h.navigate(f"/game/{sid}")
        await h.settle(20)
        assert h.has_id("notice") and h.has_id("last-step")  # still there on its own game

    run(go())
