"""The new-game screen in the offline harness: a free set-up laid out by taps, every problem at once."""

from __future__ import annotations

import flet as ft

from companion.games.arkwright.board import base_board
from flet_harness import run
from scenarios import roster


async def seat(h, *names):
    for name in names:
        chip = h.one(ft.Chip, lambda c, n=name: getattr(c.label, "value", None) == n)
        if not chip.selected:
            await h.fire(chip, "select", True)


async def tap(h, identifier):
    await h.click(h.by_id(identifier))


def problems_on_top(h) -> list[str]:
    return h.text_in(h.by_id("new-game-problems")) if h.has_id("new-game-problems") else []


def test_a_free_setup_by_taps_starts_the_game_with_what_was_tapped(store, start_app):
    roster(store)

    async def go():
        h = await start_app("/new")
        await seat(h, "Marion", "Harold", "Angelica")
        await h.select(h.by_id("setup"), "free")
        # the printed start set-up fills the grids; a 3-player table lays out 21 tiles, so 3 are missing
        assert h.text_in(h.by_id("tiles-status")) == ["18 of 21 tiles"]
        assert problems_on_top(h) == ["Lay out 21 development tiles: 3 more to choose."]
        assert h.by_id("start-game").disabled
        await tap(h, "mat-1-machinery_light")  # row I has one space: machinery takes the place of quality
        assert h.text_in(h.by_id("mat-1-status")) == ["1 of 1 filled"]
        for tile in ("office", "patent", "engineer"):
            await tap(h, f"tiles-tiles-{tile}")
        await tap(h, "tiles-tiles-charisma")  # always laid out: the tap changes nothing
        assert h.text_in(h.by_id("tiles-status")) == ["21 of 21 tiles"]
        assert problems_on_top(h) == [] and not h.by_id("start-game").disabled
        assert not any("_" in t for t in h.texts() if t)  # no internal id on screen
        await h.click(h.by_id("start-game"))
        await h.settle(20)
        assert h.page.route.startswith("/game/")
        assert any(t.startswith("Arkwright") and " started: " in t for t in h.text_in(h.by_id("notice")))  # on its game

    run(go())
    game = max(store.sessions(), key=lambda s: s.id)
    state = store.load(game.id).state
    printed = base_board().predetermined_setup("water_frame", 3)
    assert state.mat.markers == {**printed.mat, "1": ["machinery_light"]}
    assert sorted(state.mat.tiles) == sorted([*printed.tiles, "office", "patent", "engineer"])


def test_every_problem_of_the_form_shows_at_once_at_the_top_and_at_its_field(store, start_app):
    roster(store, [("Ann", "red"), ("Bob", "red"), ("Cy", "blue")])

    async def go():
        h = await start_app("/new")
        await seat(h, "Ann")
        await h.select(h.by_id("setup"), "free")
        top = problems_on_top(h)
        assert any("needs at least 2 players; 1 is seated" in p for p in top)
        assert h.by_id("start-game").disabled
        await seat(h, "Bob")
        top = problems_on_top(h)
        assert "Ann and Bob both play red; give one of them another colour." in top
        assert "Lay out 14 development tiles: 2 more to choose." in top  # the 2-player draw, at the same time
        assert h.text_in(h.by_id("seat-problem-0")) == ["Ann and Bob both play red; give one of them another colour."]
        assert h.text_in(h.by_id("tiles-problems")) == ["Lay out 14 development tiles: 2 more to choose."]
        await h.select(h.by_id("seat-color-1"), "yellow")
        assert not any("both play" in p for p in problems_on_top(h)) and not h.has_id("seat-problem-0")

    run(go())
    assert store.sessions() == []  # nothing was stored while the form had problems


def test_a_fifth_player_is_told_the_seat_limit(store, start_app):
    roster(store, [("Ann", "red"), ("Bob", "blue"), ("Cy", "green"), ("Di", "yellow"), ("Ed", "purple")])

    async def go():
        h = await start_app("/new")
        await seat(h, "Ann", "Bob", "Cy", "Di", "Ed")
        assert problems_on_top(h) == ["Arkwright seats at most 4 players: tap a seated player to free a seat for Ed."]
        assert not h.one(ft.Chip, lambda c: getattr(c.label, "value", None) == "Ed").selected
        ann = h.one(ft.Chip, lambda c: getattr(c.label, "value", None) == "Ann")
        await h.fire(ann, "select", False)  # a tap on a seated player frees the seat (and the message goes)
        assert problems_on_top(h) == []

    run(go())
