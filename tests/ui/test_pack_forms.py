"""The other packs' forms (Kanban, Montana, Union Stockyards): every problem at once, the Recycling form, the
Factory Goal tiles at set-up.

`gather` runs a form's build and collects each field it cannot read; the form
shows them all above its fields and each at its field (the offline harness
reads both), and nothing is stored while one remains.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import flet as ft
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import InputError
from companion.games.kanban.board import BOARD as KANBAN
from companion.games.kanban.factory_goals import goal_range, lay_out
from companion.ui.kanban import entries as kanban_entries
from companion.ui.kanban import screens as kanban_screens
from companion.ui.montana import screens as montana_screens
from companion.ui.pack_forms import FormError, adjust_form, final_scores_form, gather, note_form, whole
from companion.ui.union_stockyards import screens as us_screens
from companion.ui.union_stockyards.year_forms import place_build
from flet_harness import run
from pack_steps import GROUP, choose_kind, confirm, pick_players, plus, preview
from scenarios import kanban_game, kanban_recycling_game, montana_game, roster, stockyards_game
from test_plain_words import offence

ADA_BEN = SimpleNamespace(summary=SimpleNamespace(players=[SimpleNamespace(id="ada", name="Ada", color="blue"),
                                                           SimpleNamespace(id="ben", name="Ben", color="red")]))


# --- every problem at once ----------------------------------------------------------------------

def test_a_form_names_every_field_it_cannot_read_at_once_and_makes_no_entry():
    form = adjust_form("$", "Money")
    entry, problems = gather(form.build, ADA_BEN, {"amount": "abc"})
    assert entry is None
    assert problems == {"Player": "choose one",
                        "Money ($, minus to take)": "Enter a whole number from -99999 to 99999",
                        "For what": "say what it was for (it goes in the ledger)"}
    entry, problems = gather(form.build, ADA_BEN, {"player": "ben", "amount": "+7", "reason": " bonus "})
    assert (entry, problems) == ({"kind": "adjust", "player": "ben", "amount": 7, "reason": "bonus"}, {})


def test_each_players_score_is_named_and_a_huge_number_is_refused():
    form = final_scores_form()
    entry, problems = gather(form.build, ADA_BEN, {"scores": {"ada": "1.5", "ben": "99999999999999999999"}})
    assert entry is None and list(problems) == ["Ada: score", "Ben: score"]
    entry, problems = gather(form.build, ADA_BEN, {"scores": {"ada": "12", "ben": "-3"}, "tiebreakers": {"ada": "x"}})
    # a tie-breaker given for one player asks one of every player
    assert entry is None and problems == {"Ada: tie-breaker": "Enter a whole number from -99999 to 99999",
                                          "Ben: tie-breaker": "Enter a whole number from -99999 to 99999"}


def test_outside_a_form_a_reader_raises_the_one_problem_with_its_field():
    with pytest.raises(FormError) as caught:
        whole({"n": "abc"}, "n", "Starting silver", low=0)
    assert caught.value.problems == {"Starting silver": "Enter a whole number from 0 to 99999"}
    assert str(caught.value) == "Starting silver: Enter a whole number from 0 to 99999"
    assert whole({"n": "£12"}, "n", "Cash") == 12 and whole({}, "n", "Cash", default=3) == 3


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(["player", "amount", "reason", "text"]),
                       st.one_of(st.none(), st.text(max_size=12), st.integers(-10**9, 10**9))))
def test_a_form_gives_an_entry_or_its_problems_never_both_and_always_in_plain_words(values):
    for form in (adjust_form("pp", "pp"), note_form()):
        entry, problems = gather(form.build, ADA_BEN, values)
        assert (entry is None) == bool(problems)
        assert all(offence(f"{label}: {text}") is None for label, text in problems.items())
        if entry is not None and "amount" in entry:
            assert -99_999 <= entry["amount"] <= 99_999


def test_two_new_game_numbers_wrong_are_both_named(monkeypatch):
    seats = [{"id": "ada", "name": "Ada", "color": "blue"}, {"id": "ben", "name": "Ben", "color": "red"}]
    with pytest.raises(InputError) as caught:
        montana_screens.setup_entry(seats, 0, {"silver": "lots", "pumpkins": "-2"})
    assert str(caught.value).splitlines() == ["Starting silver: Enter a whole number from 0 to 99999",
                                              "Starting pumpkins: Enter a whole number from 0 to 99999"]
    with pytest.raises(InputError) as caught:
        us_screens.setup_entry(seats, 0, {"cash": "x", "union_spirit": 99})
    assert [line.split(":")[0] for line in str(caught.value).splitlines()] == ["Starting cash", "Union Spirit"]


# --- the forms of a stored game -----------------------------------------------------------------------

def test_a_montana_field_fills_in_the_workers_that_fit_it(store):
    state = store.load(montana_game(store)).state
    view = SimpleNamespace(state=state)
    entry, problems = gather(montana_screens.place_build, view, {})
    assert entry is None and problems == {"Goods field": "choose one"}
    entry, problems = gather(montana_screens.place_build, view, {"field": "grain:1"})
    assert problems == {} and entry["workers"] == json.loads(montana_screens.large_workers(state, {"field": "grain:1"}))
    assert entry["workers"] == ["yellow"]  # its printed colour, the first set the rules list


def test_a_stockyards_placement_without_a_space_names_it(store):
    sid = stockyards_game(store, workers=2)
    assert store.submit(sid, {"kind": "phase_one"}).stored
    entry, problems = gather(place_build, SimpleNamespace(state=store.load(sid).state), {})
    assert entry is None and problems == {"Action space": "choose one"}


def test_the_recycling_form_offers_the_legal_trades_the_first_one_filled_in(store):
    state = store.load(kanban_recycling_game(store)).state
    view = SimpleNamespace(state=state)
    assert kanban_entries.recycle_trades(state) == {"ada": [("chassis", "turbo"), ("chassis", "engine"), ("chassis", "brakes")]}
    entry, problems = gather(kanban_entries.recycle_build, view, {})
    assert problems == {} and entry == {"kind": "recycle", "player": "ada", "give": "chassis", "take": "turbo"}
    entry, _ = gather(kanban_entries.recycle_build, view, {"take": "brakes"})
    assert entry["take"] == "brakes"
    entry, _ = gather(kanban_entries.recycle_build, view, {"take": "suspension"})  # not in the pool: the first again
    assert entry["take"] == "turbo"


def test_with_no_pool_the_recycling_form_says_why_and_makes_no_entry(store):
    sid = kanban_game(store, workstations=True)
    view = SimpleNamespace(state=store.load(sid).state)
    entry, problems = gather(kanban_entries.recycle_build, view, {})
    assert entry is None and problems == {"Who recycles": "choose one", "Puts in the pool": "choose one",
                                          "Takes from the pool": "choose one"}


# --- Factory Goal tiles at set-up ------------------------------------------------------------------------

def test_factory_goal_counts_default_to_the_rulebook_example_and_go_into_the_new_game():
    seats = [{"id": "ada", "name": "Ada", "color": "blue"}, {"id": "ben", "name": "Ben", "color": "red"}]
    entry = kanban_screens.setup_entry(seats, 0, {"workstations": True})
    assert entry["factory_goals"] == {"certifications": [3, 4], "cars": [4, 5], "designs": [5, 6]}
    entry = kanban_screens.setup_entry(seats, 0, {"workstations": True, "factory_goals": {"cars": [2, 5]}})
    assert entry["factory_goals"]["cars"] == [2, 5] and entry["factory_goals"]["designs"] == [5, 6]
    assert "factory_goals" not in kanban_screens.setup_entry(seats, 0, {"workstations": False})


def test_the_engine_refuses_a_factory_goal_count_out_of_range_in_words():
    assert goal_range(KANBAN.base, "certifications") == (1, 5)
    assert goal_range(KANBAN.base, "cars") == (1, KANBAN.base.numbers.garages_certified)
    with pytest.raises(InputError, match="Certifications need two tiles, each a count from 1 to 5"):
        lay_out(KANBAN.base, 3, {"certifications": [3, 6]})
    goals = lay_out(KANBAN.base, 3, {"cars": [5, 2]})
    assert [(g.area, g.at_least, g.seats) for g in goals if g.area == "cars"] == [("cars", 2, 2), ("cars", 5, 1)]


def test_the_command_line_takes_the_same_counts_and_refuses_the_same_ones(tmp_path, capsys):
    from companion.cli import main

    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps({"factory_goals": {"cars": [2, 9]}}))
    args = ["new", "kanban", "--players", "Ada:blue,Ben:red", "--workstations", "--setup", str(setup)]
    assert main([*args, "--log", str(tmp_path / "bad.jsonl")]) != 0
    assert "Factory Goals: cars claimed need two tiles, each a count from 1 to 5" in capsys.readouterr().err
    assert not (tmp_path / "bad.jsonl").exists()
    setup.write_text(json.dumps({"factory_goals": {"cars": [2, 5]}}))
    assert main([*args, "--out", str(tmp_path / "state.json")]) == 0
    goals = json.loads((tmp_path / "state.json").read_text())["factory_goals"]
    assert [(g["area"], g["at_least"]) for g in goals if g["area"] == "cars"] == [("cars", 2), ("cars", 5)]


# --- in the offline harness ---------------------------------------------------------------------------------

def test_two_wrong_values_are_named_above_the_form_and_at_their_fields_and_nothing_is_stored(store, start_app):
    sid = stockyards_game(store)
    before = store.version(sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_kind(h, "adjust")
        await h.type_into(h.by_id("adjust-amount"), "abc")
        await preview(h)
        assert h.text_in(h.by_id("form-problems")) == ["Player: choose one",
                                                       "Money ($, minus to take): Enter a whole number from -99999 to 99999",
                                                       "For what: say what it was for (it goes in the ledger)"]
        assert h.by_id("adjust-amount").error == "Enter a whole number from -99999 to 99999"
        assert h.by_id("adjust-player").error_text == "choose one"
        assert h.by_id("adjust-reason").error == "say what it was for (it goes in the ledger)"
        assert not h.has_id("confirm")
        # a problem put right goes away at once; the others stay
        await h.select(h.by_id("adjust-player"), "ada")
        assert h.by_id("adjust-player").error_text is None
        assert len(h.text_in(h.by_id("form-problems"))) == 2
        await h.type_into(h.by_id("adjust-amount"), "5")
        await h.type_into(h.by_id("adjust-reason"), "a bonus")
        assert not h.has_id("form-problems")
        await preview(h)
        await confirm(h)

    run(go())
    assert store.version(sid) == before + 1 and store.load(sid).state.players[0].cash == 15


def test_the_recycling_form_stores_the_trade_filled_in(store, start_app):
    sid = kanban_recycling_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_kind(h, "recycle")
        assert h.one(ft.Chip, lambda c: getattr(c.label, "value", None) == "chassis (1 on the board)").selected
        await h.fire(h.by_id("recycle-take-engine"), "select", True)
        await preview(h)
        await confirm(h)

    run(go())
    state = store.load(sid).state
    assert state.recycling == ["turbo", "chassis", "brakes"] and state.player("ada").parts["engine"] == 1


def test_the_new_game_screen_lays_out_the_factory_goals_by_taps(store, start_app):
    roster(store, GROUP)

    async def go():
        h = await start_app("/new")
        await h.select(h.by_id("pack"), "kanban")
        assert h.text_in(h.by_id("kanban-factory-certifications-0")) == ["3"]
        assert h.text_in(h.by_id("kanban-factory-designs-1")) == ["6"]
        more = h.one(ft.IconButton, lambda c: c.tooltip == "Cars claimed: harder tile: one more")
        assert more.disabled  # 5: a car in each garage, the fifth unlocked
        await plus(h, "Designs upgraded: harder tile", 2)
        await pick_players(h, "Ada", "Ben", "Cleo")
        await h.click(h.button("Start the game"))
        await h.settle(20)

    run(go())
    (game,) = store.sessions(pack_id="kanban")
    goals = [(g.area, g.at_least) for g in store.load(game.id).state.factory_goals]
    assert goals == [("certifications", 3), ("certifications", 4), ("cars", 4), ("cars", 5), ("designs", 5), ("designs", 8)]
