"""A Water Frame game with an extra event per decade (Player's Book 1.9) started by taps in the
offline harness: the switch shown for Water Frame only, the 1760 event asked by a tap, the game
stored with the option and its variant in the history list."""

from __future__ import annotations

import json

import flet as ft

from flet_harness import run
from scenarios import roster

LABEL = "Extra events (Player's Book 1.9)"


def switch_labels(h) -> list[str]:
    return [s.label for s in h.controls(ft.Switch)]


async def seat_the_group(h) -> None:
    """Marion, Harold and Angelica tapped into the seats."""
    for name in ("Marion", "Harold", "Angelica"):
        chip = h.one(ft.Chip, lambda c, n=name: getattr(c.label, "value", None) == n)
        await h.fire(chip, "select", True)


def test_a_game_with_the_extra_events_started_by_taps(store, start_app):
    roster(store)

    async def go():
        h = await start_app("/new")
        await seat_the_group(h)
        await h.select(h.by_id("version"), "spinning_jenny")
        assert LABEL not in switch_labels(h)  # Spinning Jenny has no event markers
        await h.select(h.by_id("version"), "water_frame")
        assert LABEL in switch_labels(h)  # under the Player's Book variants' heading, folded until opened
        assert h.one(ft.ExpansionTile, lambda t: t.title.value == "Player's Book variants").expanded is False
        await h.fire(h.one(ft.Switch, lambda c: c.label == LABEL), "change", True, props={"value": True})
        await h.click(h.button("Start the game"))
        await h.settle(20)
        texts = [t for t in h.texts() if t]
        assert "which extra event marker was revealed on top at the end of the 1760s?" in " ".join(h.text_in(h.by_id("decision")))
        assert not any("_" in t for t in texts)  # no internal id on screen
        assert "Hamburg Credit Crisis" in h.text_in(h.by_id("decision"))
        await h.click(h.by_id("answer-0"))  # Hamburg Credit Crisis
        await h.settle(20)
        assert h.page.route.startswith("/game/")
        await h.navigate("/history")
        await h.settle(10)
        assert any("(Water Frame + extra events)" in t for t in h.texts() if t)

    run(go())
    (game,) = store.sessions()
    state = store.load(game.id).state
    # the printed set-up leaves £33, £42 and £41; the 1760 Hamburg Credit Crisis takes £3, £4 and £4
    assert state.extra == {"1760": "hamburg_credit_crisis"} and sorted(p.cash for p in state.players) == [30, 37, 38]
    assert (state.decade, state.phase) == (1770, "economy") and game.variant == "Water Frame + extra events"
    first = json.loads(store.export_log(game.id).splitlines()[1])["entry"]  # the log's first entry: the new game
    assert first["extra_events"] is True and first["answers"]["extra_event:1760"] == "hamburg_credit_crisis"


def test_a_set_up_question_goes_away_when_the_seats_change(store, start_app):
    """The question asked when the game was started belongs to the table as it was then: a seat tapped
    afterwards takes it off the screen (it is asked again, of the new table, at the next Start)."""
    roster(store)

    async def go():
        h = await start_app("/new")
        await seat_the_group(h)
        await h.fire(h.one(ft.Switch, lambda c: c.label == LABEL), "change", True, props={"value": True})
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert "extra event marker" in " ".join(h.text_in(h.by_id("decision")))
        chip = h.one(ft.Chip, lambda c: getattr(c.label, "value", None) == "Angelica")
        await h.fire(chip, "select", False)
        await h.settle(10)
        assert not any("extra event marker" in t for t in h.texts() if t)
        assert h.page.route == "/new"

    run(go())
    assert store.sessions() == []  # nothing started
