"""A new Spinning Mule game by taps in the offline harness (Player's Book 3.1): the version chosen,
its module switches shown only then, its tiles named for the player count, the game stored with
what was tapped, and its variant in the history list."""

from __future__ import annotations

import json

import flet as ft

from flet_harness import run
from scenarios import roster

MULE = ("Spinning Mule: development tiles", "Spinning Mule: economy markers", "Spinning Mule: event markers",
        "Spinning Mule: alternative tiles", "Spinning Mule: alternative events")


def switch_labels(h) -> list[str]:
    return [s.label for s in h.controls(ft.Switch)]


def test_a_spinning_mule_game_without_economy_markers_started_by_taps(store, start_app):
    roster(store)

    async def go():
        h = await start_app("/new")
        assert not any(label in MULE for label in switch_labels(h))  # Water Frame: no Spinning Mule switches
        for name in ("Marion", "Harold", "Angelica"):
            chip = h.one(ft.Chip, lambda c, n=name: getattr(c.label, "value", None) == n)
            await h.fire(chip, "select", True)
        await h.select(h.by_id("version"), "spinning_mule")
        assert [label for label in switch_labels(h) if label in MULE] == list(MULE)
        tiles = [t for t in h.texts() if t and t.startswith("Development tiles beside the mat")]
        assert tiles and "for 3 players" in tiles[0] and "2 x Broker" in tiles[0] and "Charisma" in tiles[0]
        await h.fire(h.one(ft.Switch, lambda c: c.label == "Spinning Mule: economy markers"), "change", False, props={"value": False})
        assert not any("_" in t for t in h.texts() if t)  # no internal id on screen
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.page.route.startswith("/game/")
        await h.navigate("/history")
        await h.settle(10)
        assert any("(Spinning Mule without economy markers)" in t for t in h.texts() if t)

    run(go())
    (game,) = store.sessions()
    state = store.load(game.id).state
    assert state.version == "spinning_jenny" and state.mule is not None and state.mule.modules == ["tiles", "events"]
    assert len(state.mat.tiles) == 15 and state.phase == "economy"
    assert game.variant == "Spinning Mule without economy markers"  # what history lists and exports
    first = json.loads(store.export_log(game.id).splitlines()[1])["entry"]  # the log's first entry: the new game
    assert first["version"] == "spinning_mule" and first["mule_economy"] is False


def test_a_free_spinning_mule_set_up_lays_out_the_mat_without_stock_exchange_markers_or_picks(store, start_app):
    roster(store)

    async def go():
        h = await start_app("/new")
        for name in ("Marion", "Harold"):
            chip = h.one(ft.Chip, lambda c, n=name: getattr(c.label, "value", None) == n)
            await h.fire(chip, "select", True)
        await h.select(h.by_id("version"), "spinning_mule")
        await h.select(h.by_id("setup"), "free")
        assert h.has_id("mat-1-quality_light") and not h.has_id("mat-1-stock_exchange_light")
        assert not h.has_id("pick-pick-quality_light") and not h.has_id("tiles-tiles-charisma")  # no picks, tiles by count
        await h.click(h.by_id("mat-1-quality_light"))
        await h.click(h.by_id("mat-3-machinery_dark"))
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.page.route.startswith("/game/")

    run(go())
    (game,) = store.sessions()
    state = store.load(game.id).state
    assert state.mat.markers["1"] == ["quality_light"] and state.mat.markers["3"] == ["machinery_dark"]
    assert len(state.mat.tiles) == 10 and state.phase == "setup" and state.setup_step == "factories_1"
