"""The game screens in the offline harness: new game, table, edits, production with a decision, undo."""

from __future__ import annotations

import flet as ft

from flet_harness import run
from scenarios import new_game, roster, warehouse_sale_game


def test_new_three_player_game_from_the_last_group_in_a_few_taps(store, start_app):
    roster(store)

    async def go():
        h = await start_app("/new")
        for name in ("Marion", "Harold", "Angelica"):
            chip = h.one(ft.Chip, lambda c: getattr(c.label, "value", None) == name)
            await h.fire(chip, "select", True)
        assert [t for t in h.texts() if t in ("1.", "2.", "3.")] == ["1.", "2.", "3."]
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.page.route.startswith("/game/")
        assert "1770s · cycle 1: food · economy phase" in h.texts()
        # a second new game offers the same group, already in seat order
        await h.navigate("/new")
        seat_names = [t for t in h.texts() if t in ("Marion", "Harold", "Angelica")]
        assert seat_names[-3:] == ["Marion", "Harold", "Angelica"]
        return h.page.route

    run(go())
    games = store.sessions()
    assert len(games) == 1 and [s.name for s in games[0].seats] == ["Marion", "Harold", "Angelica"]
    assert games[0].seats[0].player_id is not None


def test_table_shows_market_and_player_cards(store, start_app):
    sid = new_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        assert h.text_in(h.by_id("demand")) == ["Demand (food)", "9"]
        assert h.text_in(h.by_id("wage")) == ["Wage", "£3"]
        assert h.text_in(h.by_id("p0-cash")) == ["Cash", "£33"]
        assert h.text_in(h.by_id("p0-portfolio")) == ["Portfolio", "£100"]
        assert h.text_in(h.by_id("p0-food-appeal")) == ["Appeal", "1"]
        assert "Marion" in h.texts() and "(blue)" in h.texts()

    run(go())


def test_editing_a_value_stores_an_edit_entry(store, start_app):
    sid = new_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.click(h.by_id("p1-cash"))
        (dialog,) = h.dialogs()
        field = [c for c in h.text_in(dialog)]
        assert "Correct Cash" in field
        assert "Now: £42" in h.text_in(dialog)
        box = h.by_id("edit-value")
        await h.type_into(box, "50")
        assert h.text_in(h.by_id("edit-preview")) == ["Harold's cash corrected to £50"]  # what Save will store, in the log's words
        await h.click(next(a for a in dialog.actions if a.content == "Save"))
        assert h.dialogs() == []
        assert h.text_in(h.by_id("p1-cash")) == ["Cash", "£50"]
        assert "Harold's cash corrected to £50 (was £42)." in h.texts()

    run(go())
    view = store.load(sid)
    assert view.state.players[1].cash == 50
    assert view.entries[-1].kind == "edit" and view.entries[-1].entry["path"] == "players.1.cash"


def test_a_refused_edit_shows_the_engines_message_and_stores_nothing(store, start_app):
    sid = new_game(store)
    before = store.version(sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.click(h.by_id("p0-price" if h.has_id("p0-price") else "p0-food-price"))
        (dialog,) = h.dialogs()
        await h.type_into(h.by_id("edit-value"), "30")  # off the price scale (Water Frame 5.II.3.1): refused at the field
        assert h.by_id("edit-value").error == "Enter a whole number from 5 to 25"
        await h.type_into(h.by_id("edit-value"), "25")  # on the scale, but the appeal would fall below 0: the engine says so
        await h.click(next(a for a in dialog.actions if a.content == "Save"))
        (dialog,) = h.dialogs()
        error = h.by_id("edit-error").value
        assert "price" in error and "appeal is never below 0" in error  # whole, in a wrapping line of its own
        await h.type_into(h.by_id("edit-value"), "a lot")  # refused at the field: Save cannot be tapped
        assert h.by_id("edit-value").error == "Enter a whole number from 5 to 25"
        assert next(a for a in h.dialogs()[0].actions if a.content == "Save").disabled

    run(go())
    assert store.version(sid) == before
    assert store.load(sid).state.players[0].factories[0].price == 7


def swapped(line: str) -> str:
    """A move line with its piece going back: "Money: from £33 to £46" -> "Money: from £46 to £33"."""
    what, move = line.split(": ", 1)
    source, target = move.removeprefix("from ").split(" to ")
    return f"{what}: from {target} to {source}"


def test_production_asks_the_warehouse_sale_then_shows_the_ledger_and_undo(store, start_app):
    sid = warehouse_sale_game(store)
    before = store.version(sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        assert "Production phase: food" in h.texts()
        await h.click(h.by_id("resolve"))
        card = h.by_id("decision")
        assert "Marion: your production of food is sold; sell at most how many stored food in England?" in h.text_in(card)
        assert store.version(sid) == before  # previewing stores nothing
        await h.click(h.by_id("answer-2"))
        assert "Check the ledger, then confirm. Nothing is stored yet." in h.texts()
        ledger = "\n".join(h.text_in(h.by_id("ledger")))  # one Text per line: amount, reason, rule
        assert "+£25  Marion sells 5 food (2 from the warehouse) at £5: +£25  (Water Frame 5.III.1)" in ledger
        assert "Water Frame 5.III.1" in ledger and "Harold loses 2 food: no room to store them" in ledger
        assert h.text_in(h.by_id("ledger-total-marion")) == ["Move: +£13, +4 spaces, -2 goods"]
        assert h.text_in(h.by_id("ledger-total-harold")) == ["Move: -£6, +1 space"]
        assert h.text_in(h.by_id("ledger-total-angelica")) == ["Move: +£3, +2 spaces"]
        await h.click(h.by_id("confirm"))
        assert "Production phase: food: stored. Move these on the table:" in h.texts()
        assert "Economy phase: clothes" in h.texts()
        moved = h.text_in(h.by_id("stored-moves"))
        assert "Money: from £33 to £46" in moved and "Marion" in moved
        assert moved.index("Marion") < moved.index("Money: from £33 to £46")
        assert h.text_in(h.by_id("p0-cash")) == ["Cash", "£46"]
        await h.click(h.by_id("undo"))
        assert "Production phase: food: undone." in h.texts()
        assert "Production phase: food: undone. Put these back on the table:" in h.texts()
        back = h.text_in(h.by_id("undone-moves"))
        assert "Money: from £46 to £33" in back
        assert [line for line in back if ": from " in line] == [swapped(line) for line in reversed(moved) if ": from " in line]
        assert h.text_in(h.by_id("p0-cash")) == ["Cash", "£33"]
        assert "Production phase: food" in h.texts()

    run(go())
    view = store.load(sid)
    assert view.state.phase == "production"
    assert [e.op for e in view.entries][-2:] == ["play", "undo"]


def test_log_lists_entries_and_undoes_to_a_chosen_one_after_asking(store, start_app):
    sid = new_game(store)
    from scenarios import edit

    edit(store, sid, ("players.0.cash", 40), ("players.0.cash", 41), ("players.0.cash", 42))
    titles = {e.seq: e.label for e in store.load(sid).entries}

    async def go():
        h = await start_app(f"/game/{sid}/log")
        listed = [t for t in h.texts() if t[:2] in ("1.", "2.", "3.", "4.")]
        assert len(listed) == 4
        assert len(h.buttons("Undo to here")) == 3  # not on the last entry: nothing lies after it
        await h.click(h.by_id("undo-to-2"))
        (dialog,) = h.dialogs()
        words = h.text_in(dialog.content)
        assert h.text_in(dialog.title) == ["Undo 2 entries?"]
        assert f"4. {titles[4]}" in words and f"3. {titles[3]}" in words and f"2. {titles[2]}" not in words
        # each correction says what goes back; the pieces: the two entries together, one move back
        assert "Marion's cash back to £41 from £42" in words and "Marion's cash back to £40 from £41" in words
        assert h.text_in(h.by_id("undo-question-moves")) == ["Marion", "Money: from £42 to £40"]  # the colour is a span of the name
        assert store.load(sid).state.players[0].cash == 42  # nothing happens before the answer
        await h.click(h.button("Cancel"))
        assert h.dialogs() == [] and store.load(sid).state.players[0].cash == 42
        await h.click(h.by_id("undo-to-2"))
        await h.click(h.dialogs()[0].actions[1].content)  # "Undo 2 entries"
        assert h.dialogs() == []
        assert store.load(sid).state.players[0].cash == 40
        assert any(t.startswith("2 entries undone: the game is back after 2.") for t in h.texts())
        table = await start_app(f"/game/{sid}", hub=h.conn.pubsubhub)
        assert not table.has_id("undone-moves")  # the card of what to put back belongs to the phone that undid
        await h.click(h.by_id("tab-table"))
        assert "2 entries: undone. Put these back on the table:" in h.texts()
        assert "Money: from £42 to £40" in h.text_in(h.by_id("undone-moves"))
        await h.click(h.by_id("tab-log"))
        await h.click(h.by_id("log-redo-all"))  # both come back in one tap
        assert "2 entries redone." in h.texts()
        assert store.load(sid).state.players[0].cash == 42
        await h.click(h.by_id("undo-to-3"))
        (dialog,) = h.dialogs()
        assert h.text_in(dialog.title) == ["Undo 1 entry?"]
        await h.click(dialog.actions[1].content)
        await h.click(h.button("Undo"))  # one more, with the log's Undo: what it puts back is on the table screen too
        await h.click(h.by_id("tab-table"))
        assert f"{titles[3]}: undone. Put these back on the table:" in h.texts()
        assert h.text_in(h.by_id("undone-moves"))[-1] == "Money: from £41 to £40"
        await h.click(h.by_id("tab-log"))
        await h.click(h.button("Redo"))
        await h.click(h.button("Redo"))  # one at a time still works
        assert "Redone." in h.texts() and not h.has_id("log-redo-all")

    run(go())
    assert store.load(sid).state.players[0].cash == 42


def test_an_action_is_chosen_from_the_legal_options_previewed_and_stored(store, start_app):
    sid = new_game(store)
    from scenarios import edit

    edit(store, sid, ("phase", "actions"))

    async def go():
        h = await start_app(f"/game/{sid}")
        assert "Marion's action" in h.texts()
        await h.fire(h.by_id("marker-quality"), "select", True)
        await h.click(h.by_id("option-quality-6").content)
        await h.type_into(h.one(ft.TextField, lambda c: c.label == "food +levels"), "1")
        special = h.by_id("special-marker") if h.has_id("special-marker") else None
        assert special is None  # the quality marker's additional action is a price adjustment
        totals = h.text_in(h.by_id("ledger-total-marion"))
        assert totals == ["Move: -£6"]
        await h.click(h.by_id("confirm"))
        assert "Harold's action" in h.texts()

    run(go())
    state = store.load(sid).state
    food = state.players[0].factories[0]
    assert food.good == "food" and food.quality == 1
    assert state.players[0].cash == 33 - 6


def test_the_special_marker_list_offers_only_what_the_player_may_take_in_words(store, start_app):
    sid = new_game(store)
    from scenarios import edit

    edit(store, sid, ("phase", "actions"))

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.fire(h.by_id("marker-workers"), "select", True)
        await h.click(h.by_id("option-workers-2").content)
        dropdown = h.by_id("special-marker")
        keys = {o.key: o.text for o in dropdown.options}
        assert not any(o.disabled for o in dropdown.options)
        # row 1 of the mat is the deepest open: its marker and ship, none of rows 2-4
        assert keys["marker:quality_light"] == "take the light grey quality marker"
        assert keys["ship:2"] == "take a ship of capacity 2"
        assert "marker:distribution_light" not in keys and "ship:4" not in keys and "ship:10" not in keys
        assert keys["tile:charisma"] == "take the Charisma"
        # the Foreman works in a factory of hers from the start (Player's Book 1.8): one choice per factory
        assert keys["tile:foreman@food"] == "take the Foreman for the food factory" and "tile:foreman" not in keys
        assert not any("_" in text for text in keys.values())

    run(go())


def test_the_accountant_lets_the_player_pay_more_or_less_than_the_row(store, start_app):
    sid = new_game(store)
    from scenarios import edit

    tiles = store.load(sid).state.players[0].tiles
    edit(store, sid, ("players.0.tiles", [*tiles, "accountant"]), ("phase", "actions"))

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.fire(h.by_id("marker-machinery"), "select", True)
        await h.click(h.by_id("option-machinery-4").content)
        pay = h.by_id("pay")
        assert [o.key for o in pay.options] == ["2", "3", "4", "5", "6"]
        await h.select(pay, "6")
        await h.fire(h.by_id("field-good-food"), "select", True)
        # only rows where a machine can replace a worker; the first gets what the £6 buys
        assert h.has_id("field-machines_food_1") and h.has_id("field-machines_food_2") and not h.has_id("field-machines_food_3")
        assert h.by_id("field-machines_food_1").value == "1"
        await h.click(h.by_id("confirm"))
        assert "Harold's action" in h.texts()

    run(go())
    state = store.load(sid).state
    assert state.players[0].cash == 33 - 6  # paid £6 on the £4 row
    assert state.players[0].factories[0].rows[0].machines == 1


def test_spinning_jenny_with_the_expansion_starts_and_shows_its_table(store, start_app):
    roster(store)

    async def go():
        h = await start_app("/new")
        await h.select(h.by_id("version"), "spinning_jenny")
        await h.fire(h.one(ft.Switch, lambda c: c.label == "Noblesse Oblige expansion"), "change", True, props={"value": True})
        for name in ("Marion", "Harold", "Angelica", "Marion"):  # a second tap takes Marion out again
            chip = h.one(ft.Chip, lambda c, n=name: getattr(c.label, "value", None) == n)
            await h.fire(chip, "select", True)
        await h.select(h.by_id("start-player"), "1")
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.page.route.startswith("/game/")
        assert h.has_id("table-when") and h.has_id("player-1")

    run(go())
    (game,) = store.sessions()
    state = store.load(game.id).state
    assert state.version == "spinning_jenny" and state.expansion is True
    assert [p.name for p in state.players] == ["Harold", "Angelica"]
    assert state.start_player == 1


def test_the_1760_preparation_round_of_a_free_setup_step_by_step(store, start_app):
    from scenarios import free_setup_game

    sid = free_setup_game(store)

    async def found(h, good: str, price: str):
        await h.fire(h.by_id(f"prep-good-{good}"), "select", True)
        await h.type_into(h.one(ft.TextField, lambda c: c.label == "Price £"), price)
        await h.click(h.by_id("confirm"))

    async def go():
        h = await start_app(f"/game/{sid}")
        # clockwise for the first factory, counter-clockwise for the second (Water Frame 4.1.IV)
        order = []
        for good in ("food", "clothes", "cutlery", "lamps", "food", "clothes"):
            order.append(next(t for t in h.texts() if t.startswith("1760: ")))
            await found(h, good, "6")
        assert order == ["1760: Marion's turn", "1760: Harold's turn", "1760: Angelica's turn",
                         "1760: Angelica's turn", "1760: Harold's turn", "1760: Marion's turn"]
        for _ in range(3):
            await h.type_into(h.one(ft.TextField, lambda c: c.label == "Shares sold"), "5")
            await h.click(h.by_id("confirm"))
        assert "1760: everybody pays for the factories" in h.texts()
        await h.click(h.by_id("resolve"))
        await h.click(h.by_id("confirm"))
        assert any(t.startswith("1770s · cycle 1: food") for t in h.texts())

    run(go())
    state = store.load(sid).state
    assert state.phase == "economy" and all(len(p.factories) == 2 for p in state.players)


def test_rows_not_possible_now_are_shown_disabled_with_the_reason(store, start_app):
    sid = new_game(store)
    from scenarios import edit

    edit(store, sid, ("phase", "actions"), ("players.0.placed", [{"marker": "quality", "row": 6}]))

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.fire(h.by_id("marker-factory"), "select", True)
        assert not h.has_id("option-factory-6")
        await h.click(h.one(ft.TextButton, lambda c: str(c.content).startswith("Show the 1 row not possible")))
        blocked = h.by_id("option-factory-6").content
        assert blocked.disabled is True
        assert "not possible: Marion's £6 space already holds the quality marker" in h.text_in(blocked)
        await h.fire(h.by_id("marker-quality"), "select", True)
        assert h.by_id("option-quality-6").content.disabled is False  # used again where it stands (reuse fee)

    run(go())


def test_a_worker_found_on_a_row_is_corrected_with_the_job_market(store, start_app):
    sid = new_game(store)
    before = store.load(sid).state

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.click(h.by_id("p0-food-row3-workers"))
        (dialog,) = h.dialogs()
        assert "Correct Row 3 workers" in h.text_in(dialog)
        await h.type_into(h.by_id("edit-value"), "2")
        await h.click(next(a for a in dialog.actions if a.content == "Save"))
        assert h.dialogs() == []
        assert h.text_in(h.by_id("p0-food-row3-workers"))[-1] == "2/2"

    run(go())
    after = store.load(sid)
    assert after.state.players[0].factories[0].rows[2].workers == 2
    assert after.state.job_market == before.job_market - 2
    assert after.entries[-1].kind == "workers"


def test_a_house_rule_chosen_on_the_new_game_screen_reaches_the_game(store, start_app):
    roster(store)

    async def go():
        h = await start_app("/new")
        for name in ("Marion", "Harold"):
            chip = h.one(ft.Chip, lambda c, n=name: getattr(c.label, "value", None) == n)
            await h.fire(chip, "select", True)
        switch = h.one(ft.Switch, lambda c: c.label == "Hamburg Credit Crisis rounds up")
        await h.fire(switch, "change", True, props={"value": True})
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.page.route.startswith("/game/")

    run(go())
    (game,) = store.sessions()
    assert store.load(game.id).state.house_rules == {"hamburg_round_up": True}


def test_the_start_player_phase_and_decade_are_corrected_by_taps_on_their_lists(store, start_app):
    sid = new_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.click(h.by_id("start-player"))
        (dialog,) = h.dialogs()
        assert "Now: Marion" in h.text_in(dialog) and not h.has_id("edit-value")  # names to tap, no seat number typed
        await h.fire(h.by_id("edit-value-1"), "select", True)  # Harold, the second seat
        (dialog,) = h.dialogs()
        assert "Start player corrected to Harold" in " ".join(h.text_in(dialog))
        await h.click(next(a for a in dialog.actions if a.content == "Save"))
        assert h.dialogs() == []
        phase = next(b for b in h.controls(ft.TextButton) if b.tooltip == "Edit phase")
        await h.click(phase)
        (dialog,) = h.dialogs()
        await h.fire(h.by_id("edit-value-end_of_round"), "select", True)  # the phase from its list, in words
        await h.click(next(a for a in dialog.actions if a.content == "Save"))
        decade = next(b for b in h.controls(ft.TextButton) if b.tooltip == "Edit decade")
        await h.click(decade)
        (dialog,) = h.dialogs()
        assert h.by_id("edit-value-1790").label.value == "1790s"
        await h.fire(h.by_id("edit-value-1790"), "select", True)
        await h.click(next(a for a in dialog.actions if a.content == "Save"))

    run(go())
    state = store.load(sid).state
    assert (state.start_player, state.phase, state.decade) == (1, "end_of_round", 1790)
