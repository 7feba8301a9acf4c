"""Union Stockyards and Montana in the offline harness, and corrections of each pack's table.

Same way as test_packs_offline.py: the pack's forms, the engine's preview and ledger, Confirm, undo, resume, history.
"""

from __future__ import annotations

import json

import flet as ft
from flet_harness import run
from pack_steps import (
    GROUP,
    choose_kind,
    confirm,
    ledger_text,
    pick_players,
    plus,
    preview,
    resume_from_home,
)
from scenarios import kanban_game, montana_game, roster, stockyards_game

# --- Union Stockyards ------------------------------------------------------------------------------

def test_union_stockyards_new_game_from_taps_starts_from_the_board_data(store, start_app):
    roster(store, GROUP)

    async def go():
        h = await start_app("/new")
        await h.select(h.by_id("pack"), "union_stockyards")
        await pick_players(h, "Ada", "Ben", "Cleo")
        await h.select(h.by_id("start-player"), "1")
        assert h.text_in(h.by_id("us-cash")) == ["10"]  # pre-filled from the board data (unverified)
        await plus(h, "Starting cash ($)", 2)
        await plus(h, "Cattle: in the yard", 2)
        await plus(h, "Sheep: meat value")
        await plus(h, "Ben's workers")  # each player's own number of workers (Ben 4, the others 3)
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.text_in(h.by_id("table-when")) == ["year 1 of 6, Phase I (markets and Union Spirit)"]
        assert h.text_in(h.by_id("margin-sheep")) == ["Margin", "+$2"]
        assert h.text_in(h.by_id("first-player")) == ["First player", "Ben"]

    run(go())
    (game,) = store.sessions(pack_id="union_stockyards")
    state = store.load(game.id).state
    assert state.first_player == "ben" and [p.cash for p in state.players] == [12, 12, 12]
    assert state.yard == {"cattle": 2, "hogs": 0, "sheep": 0} and [p.workers for p in state.players] == [3, 4, 3]


def test_union_stockyards_strike_and_a_sale_with_their_ledgers_undo_in_the_log_and_resume(store, start_app):
    sid = stockyards_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await plus(h, "Cattle")
        await plus(h, "Union Spirit change (now 2)", 2)
        await preview(h)
        assert "Union Spirit 4: strike! (Union Spirit stays where it is)" in ledger_text(h)
        assert "puts a worker on the Picket Line until the end of the year" in ledger_text(h)
        await confirm(h)
        assert h.text_in(h.by_id("p0-morale")) == ["Low Morale tokens", "1"]
        # Phase II: a sale is suggested; the livestock list shows the margins
        labels = [o.text for o in h.by_id("sale-livestock").options]
        assert labels[0] == "cattle: +$4 each, 4 in Yard"
        await h.select(h.by_id("sale-player"), "ben")
        await h.select(h.by_id("sale-livestock"), "cattle")
        await plus(h, "Animals sold")
        await preview(h)
        assert h.text_in(h.by_id("ledger-total-ben")) == ["Move: +$8"]
        assert "sells 2 cattle: meat value 12 - livestock price 8 = margin 4 each" in ledger_text(h)
        await confirm(h)
        assert h.text_in(h.by_id("p1-cash")) == ["Cash", "$18"]
        # the log: its undo takes the sale back
        await h.navigate(f"/game/{sid}/log")
        assert "3. Ben sells 2 cattle" in h.texts() and "2. Phase I: Union Spirit +2" in h.texts()
        await h.click(h.by_id("log-undo"))
        await h.settle(20)
        await resume_from_home(h, sid)
        assert h.text_in(h.by_id("p1-cash")) == ["Cash", "$10"]
        assert h.text_in(h.by_id("yard-cattle")) == ["In the Yard", "4"]

    run(go())
    state = store.load(sid).state
    assert state.phase == "II" and state.players[1].cash == 10 and state.yard["cattle"] == 4


def test_union_stockyards_phase_three_then_final_scores_in_the_history(store, start_app):
    sid = stockyards_game(store)
    store.submit(sid, {"kind": "edit", "changes": [{"path": "year", "value": 6}, {"path": "phase", "value": "II"}]})

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_kind(h, "phase_three")
        await h.select(h.by_id("campaign"), "cleo")
        await h.select(h.by_id("campaign-party"), "party B")
        await preview(h)
        assert "campaigned: takes the First Player marker; the second party holds office next year" in ledger_text(h)
        assert "hogs: 2 left in the Yard, price 5 -> 8 (+3)" in ledger_text(h)
        await confirm(h)
        # the game waits for the final scores, suggested now
        for k, score in enumerate(("31", "40", "28")):
            await h.type_into(h.by_id(f"final-{k}"), score)
        await preview(h)
        await confirm(h)
        assert h.has_id("results")
        # the end screen: the ranking in the words of `companion state`, with the pack's units and tie rule
        end = h.text_in(h.by_id("results"))
        assert "40 points, cash $10, wins" in end and "Ben wins." in end
        assert any(t.startswith("Ties: The seed gives no final scoring") for t in end)
        await h.navigate(f"/history/{sid}")
        await h.settle(20)
        ranking = h.text_in(h.by_id("ranking"))
        assert "40 points (cash $10)" in ranking
        assert h.text_in(h.by_id("chart-cash"))[0].startswith("Cash: 3 players")

    run(go())
    results = store.results(sid)
    assert [(r.name, r.rank, r.winner) for r in results][0] == ("Ben", 1, True)


# --- Montana ----------------------------------------------------------------------------------------

def test_montana_new_game_with_who_starts(store, start_app):
    roster(store, GROUP)

    async def go():
        h = await start_app("/new")
        await h.select(h.by_id("pack"), "montana")
        await pick_players(h, "Ada", "Ben")
        await h.select(h.by_id("start-player"), "1")
        await h.type_into(h.by_id("mt-silver"), "12")
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.text_in(h.by_id("table-when")) == ["turn 1: Ben to play"]
        assert h.text_in(h.by_id("p0-silver")) == ["Silver", "12"]

    run(go())
    (game,) = store.sessions(pack_id="montana")
    state = store.load(game.id).state
    assert state.active == "ben" and [p.silver for p in state.players] == [12, 12]


def test_montana_a_goods_field_with_its_small_field_then_a_contractor_round_then_undo(store, start_app):
    sid = montana_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.select(h.by_id("place-field"), "grain:1")
        assert [o.text for o in h.by_id("place-workers").options][0] == "1 yellow worker"
        await h.select(h.by_id("place-workers"), json.dumps(["yellow"]))
        await h.fire(h.by_id("place-small"), "change", True, props={"value": True})
        await h.select(h.by_id("place-small-workers"), json.dumps(["blue", "blue"]))
        await preview(h)
        assert h.text_in(h.by_id("ledger-total-ada")) == ["Move: -6 silver, +5 goods, -3 workers"]
        await confirm(h)
        assert h.text_in(h.by_id("field-grain-1")) == ["large: Ada: 1 yellow · small (green, +1): Ada: 2 blue"]
        assert h.text_in(h.by_id("table-when")) == ["turn 2: Ben to play"]
        # Ben's contractor round: each move asked in turn with the legal places only
        await choose_kind(h, "contractors")
        await preview(h)
        assert h.text_in(h.by_id("decision-question")) == ["Ben takes a pumpkin and places the contractor"]
        assert h.buttons("pass (to the hardware store)") == []  # the active player may not pass with the first move
        await h.click(h.button("row 1, column 2 (1 pumpkin)"))
        assert h.text_in(h.by_id("decision-question")) == ["Cleo places a contractor or passes"]
        await h.click(h.button("row 1, column 3 (2 pumpkins)") if h.buttons("row 1, column 3 (2 pumpkins)")
                      else h.button("pass (to the hardware store)"))
        await h.settle(20)
        while h.has_id("decision"):
            await h.click(h.button("pass (to the hardware store)"))
        assert "row 1 reward: 3 silver" in ledger_text(h)
        await confirm(h)
        assert h.text_in(h.by_id("p1-silver")) == ["Silver", "13"]
        await h.click(h.by_id("undo"))
        await h.settle(20)
        assert h.text_in(h.by_id("p1-silver")) == ["Silver", "10"]
        await resume_from_home(h, sid)
        assert h.text_in(h.by_id("table-when")) == ["turn 2: Ben to play"]

    run(go())
    state = store.load(sid).state
    assert state.turn == 2 and state.players[0].goods["grain"] == 5


def test_montana_final_scores_and_the_silver_chart(store, start_app):
    sid = montana_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_kind(h, "other_turn")
        await h.type_into(h.by_id("other-note"), "built a house")
        await preview(h)
        await confirm(h)
        await choose_kind(h, "final_scores")
        for k, score in enumerate(("20", "25", "22")):
            await h.type_into(h.by_id(f"final-{k}"), score)
        await preview(h)
        await confirm(h)
        await h.navigate(f"/history/{sid}")
        await h.settle(20)
        silver = {p.name: p.silver for p in store.load(sid).state.players}
        ranking = h.text_in(h.by_id("ranking"))
        # the silver of each player beside the score (the core's final scores read Montana's `silver`)
        assert any(t.startswith("25 points (") and t.endswith(" silver)") for t in ranking), ranking
        assert sorted(t for t in ranking if t.endswith(" silver)")) == sorted(
            f"{score} points ({silver[name]} silver)" for name, score in zip(silver, (20, 25, 22)))
        assert h.text_in(h.by_id("chart-silver"))[0].startswith("Silver: 3 players")

    run(go())
    assert store.load(sid).info.status == "finished"


# --- corrections: the table is always right -------------------------------------------------------

def value_box(h, dialog) -> ft.TextField:
    """The editor's value field inside this dialog (closed dialogs of earlier games stay in the harness's page)."""
    def inside(c) -> bool:
        while c is not None:
            if c is dialog:
                return True
            c = c.parent
        return False

    found = [c for c in h.controls(ft.TextField) if inside(c)]
    assert len(found) == 1, "no value field in the dialog"
    return found[0]


def test_each_pack_table_value_is_corrected_through_the_editor(store, start_app):
    games = [(kanban_game(store), "p0-pp", "7", lambda s: s.players[0].pp == 7, ["pp", "7"]),
             (stockyards_game(store), "price-hogs", "9", lambda s: s.prices["hogs"] == 9, ["Price", "$9"]),
             (montana_game(store), "p1-pumpkins", "3", lambda s: s.players[1].pumpkins == 3, ["Pumpkins", "3"])]

    async def go():
        h = await start_app("/")
        for sid, ident, value, _check, shown in games:
            await h.navigate(f"/game/{sid}")
            await h.click(h.by_id(ident))
            (dialog,) = h.dialogs()
            await h.type_into(value_box(h, dialog), value)
            await h.click(next(a for a in dialog.actions if a.content == "Save"))
            assert h.dialogs() == []
            assert h.text_in(h.by_id(ident)) == shown
        # a negative count is refused at the field, in words; Save waits and the dialog stays open
        await h.click(h.by_id("p0-pumpkins"))
        (dialog,) = h.dialogs()
        await h.type_into(value_box(h, dialog), "-2")
        (dialog,) = h.dialogs()
        assert value_box(h, dialog).error == "Enter a whole number from 0 to 99999"
        save = next(a for a in dialog.actions if a.content == "Save")
        assert save.disabled
        await h.click(save, even_disabled=True)  # a tap that gets through anyway stores nothing
        (still,) = h.dialogs()
        assert value_box(h, still).error == "Enter a whole number from 0 to 99999"

    run(go())
    for sid, _ident, _value, check, _shown in games:
        assert check(store.load(sid).state)
