"""Home, roster, joining with the table code, phone and desktop layouts, live updates between phones."""

from __future__ import annotations

import flet as ft
from flet.pubsub.pubsub_hub import PubSubHub

from companion.ui.context import Hosting
from companion.ui.gate import JoinGate
from flet_harness import run
from scenarios import edit, new_game, roster


def test_home_resumes_the_running_game_in_one_tap(store, start_app):
    sid = new_game(store)

    async def go():
        h = await start_app("/")
        resume = h.by_id("resume")
        assert resume.content == "Resume Arkwright, " + store.info(sid).created[:10]
        await h.click(resume)
        assert h.page.route == f"/game/{sid}"
        assert h.has_id("table-when")

    run(go())


def test_home_without_games_offers_a_new_game(store, start_app):
    async def go():
        h = await start_app("/")
        assert not h.has_id("resume")
        assert "No other game in progress." in h.texts() and "No finished game yet." in h.texts()
        await h.click(h.by_id("new-game"))
        assert h.page.route == "/new"

    run(go())


def test_roster_adds_players_and_refuses_a_name_twice(store, start_app):
    roster(store, [("Marion", "blue")])

    async def go():
        h = await start_app("/players")
        assert h.button("Add player").disabled  # nothing to add before a name is typed
        name = h.one(ft.TextField, lambda c: c.label == "New player name")
        await h.type_into(name, "Harold")
        await h.click(h.button("Add player"))
        assert "Harold" in h.texts()
        name = h.one(ft.TextField, lambda c: c.label == "New player name")
        await h.type_into(name, "marion")
        await h.click(h.button("Add player"))
        name = h.one(ft.TextField, lambda c: c.label == "New player name")
        assert name.error and "marion" in name.error.lower()

    run(go())
    players = {p.name: p.color for p in store.players()}
    assert players == {"Marion": "blue", "Harold": "red"}  # the first colour nobody used


def test_another_phone_must_type_the_table_code(store, start_app):
    now = [0.0]
    hosting = Hosting(code="K7QF", served=True, gate=JoinGate(clock=lambda: now[0]))

    async def go():
        phone = await start_app("/", hosting=hosting, client_ip="192.168.1.23")
        assert "Join this table" in phone.texts()
        assert not phone.controls(ft.NavigationBar) and not phone.has_id("table-code")
        field = phone.one(ft.TextField, lambda c: c.label == "Table code")
        await phone.type_into(field, "KQ7F")
        await phone.click(phone.button("Join"))
        assert phone.one(ft.TextField, lambda c: c.label == "Table code").error == (
            "That is not this table's code; look at the host screen. Wait 1 second before the next try.")
        now[0] += 1
        await phone.type_into(phone.one(ft.TextField, lambda c: c.label == "Table code"), "k7-qf")
        await phone.click(phone.button("Join"))
        assert "Join this table" not in phone.texts()
        assert phone.controls(ft.NavigationBar)

        host = await start_app("/", hosting=hosting, client_ip="127.0.0.1")
        assert "Join this table" not in host.texts()
        assert host.text_in(host.by_id("table-code")) == ["Table code K7QF", "1 wrong"]

    run(go())


def test_phone_layout_has_a_navigation_bar_and_desktop_a_rail(store, start_app):
    async def go():
        phone = await start_app("/", width=390)
        assert phone.controls(ft.NavigationBar) and not phone.controls(ft.NavigationRail)
        desktop = await start_app("/", width=1280)
        assert desktop.controls(ft.NavigationRail) and not desktop.controls(ft.NavigationBar)
        # turning a tablet: the layout follows the window
        await phone.fire(phone.page, "resize", {"width": 1024, "height": 768}, props={"width": 1024, "height": 768})
        await phone.settle(20)
        assert phone.controls(ft.NavigationRail)

    run(go())


def test_navigation_bar_opens_the_running_game_and_history(store, start_app):
    sid = new_game(store)

    async def go():
        h = await start_app("/")
        nav = h.one(ft.NavigationBar)
        await h.fire(nav, "change", None, props={"selected_index": 1})
        await h.settle(20)
        assert h.page.route == f"/game/{sid}"
        assert h.one(ft.NavigationBar).selected_index == 1
        await h.fire(h.one(ft.NavigationBar), "change", None, props={"selected_index": 2})
        await h.settle(20)
        assert h.page.route == "/history"

    run(go())


def test_a_change_on_one_phone_shows_on_the_others(store, start_app):
    sid = new_game(store)

    async def go():
        import asyncio

        hub = PubSubHub(loop=asyncio.get_running_loop())
        a = await start_app(f"/game/{sid}", hub=hub)
        b = await start_app(f"/game/{sid}", hub=hub)
        assert b.text_in(b.by_id("p0-cash")) == ["Cash", "£33"]
        await a.click(a.by_id("p0-cash"))
        await a.type_into(a.by_id("edit-value"), "61")
        (dialog,) = a.dialogs()
        await a.click(next(x for x in dialog.actions if x.content == "Save"))
        await b.settle(30)
        assert b.text_in(b.by_id("p0-cash")) == ["Cash", "£61"]

    run(go())


def test_log_shows_who_did_what_and_undo_is_disabled_at_the_start(store, start_app):
    sid = new_game(store)

    async def go():
        h = await start_app(f"/game/{sid}/log")
        undo = h.by_id("log-undo")
        assert undo.disabled is True
        edit(store, sid, ("players.0.cash", 40))
        await h.navigate(f"/game/{sid}")
        await h.navigate(f"/game/{sid}/log")
        assert h.by_id("log-undo").disabled is False

    run(go())


def test_a_tap_on_add_that_overtakes_the_last_keystrokes_render_adds_the_name_typed(store, start_app):
    """On a busy server the tap on "Add player" can be handled by the button as drawn before the last keystroke's
    re-render (seen in headless Chromium: "A name is needed" beside the typed name). The name typed counts."""

    async def go():
        h = await start_app("/players")
        drawn_before = h.button("Add player").on_click  # the handler of the render before the typing
        await h.type_into(h.one(ft.TextField, lambda c: c.label == "New player name"), "Dora")
        result = drawn_before()
        if hasattr(result, "__await__"):
            await result
        await h.settle()

    run(go())
    assert "Dora" in {p.name for p in store.players()}
