"""Union Stockyards buildings and labor contracts (US Phase II: the Build and Labor Contract areas; US Market
terms: "meat values rise through advertising and some buildings"), from scenarios written for these tests.

Board data used (every value an unverified placeholder, data/buildings.toml): Packing House $6 (cattle +2),
Smokehouse $5 (hogs +2), Wool Shed $4 (sheep +2), Cold Store $8 (each type +1), one copy each; Fair Wages
$3 (Union Spirit -1), Piece Work free (pays $3, Union Spirit +1). Everyone starts with $10 and Union Spirit 3.
"""

from __future__ import annotations

import json

import pytest

from companion.commands.logfile import GameLog
from companion.core.ledger import total
from companion.games.union_stockyards import forms
from companion.games.union_stockyards.pack import PACK
from tests.core.recorded import FIXTURES
from tests.games.union_stockyards.factories import said
from tests.games.union_stockyards.test_placement import phase_two, play, refused


def build(player: str, building: str) -> dict:
    return {"kind": "place", "player": player, "space": "build", "building": building}


def sign(player: str, contract: str) -> dict:
    return {"kind": "place", "player": player, "space": "labor_contract", "contract": contract}


def test_a_building_costs_its_price_and_raises_its_meat_value():
    s = phase_two()
    done = PACK.apply(s, build("ann", "smokehouse"))
    ann = done.state.player("ann")
    assert (ann.cash, ann.buildings, done.state.meat_values["hogs"]) == (5, ["smokehouse"], 8)
    assert total(done.ledger, "ann", "cash") == -5
    assert ("building_meat_value", {"building": "Smokehouse", "kind": "hogs", "before": 6, "after": 8}) in said(done.ledger)


def test_the_cold_store_raises_every_type_and_the_track_end_stops_a_value():
    s = phase_two(meat_values={"cattle": 40, "hogs": 6, "sheep": 3})  # cattle at the top of its track ($40)
    after = play(s, build("ann", "cold_store"))
    assert after.meat_values == {"cattle": 40, "hogs": 7, "sheep": 4}
    assert after.player("ann").cash == 2


def test_a_building_already_built_is_not_available_to_anyone():
    s = play(phase_two(), build("ann", "wool_shed"))
    assert refused(s, build("bob", "wool_shed")) == "the Wool Shed is not available: its only copy is already built"
    rows = {json.dumps(c.entry, sort_keys=True): c for c in PACK.legal(s, "bob")}
    shed = rows[json.dumps(build("bob", "wool_shed"), sort_keys=True)]
    assert not shed.legal and shed.cost == 4 and "not available" in shed.refused
    assert rows[json.dumps(build("bob", "packing_house"), sort_keys=True)].legal


def test_a_building_the_player_cannot_pay_for_is_refused():
    s = play(phase_two(workers=3), build("ann", "cold_store"), sign("bob", "fair_wages"), sign("cy", "fair_wages"))
    assert s.player("ann").cash == 2
    assert refused(s, build("ann", "packing_house")) == "Ann has $2 and cannot pay $6 for the Packing House"
    assert [c.entry.get("building") for c in PACK.legal(s, "ann") if c.legal and c.entry["space"] == "build"] == [None]


def test_a_worker_on_build_names_a_building_and_only_there():
    s = phase_two()
    assert refused(s, {"kind": "place", "player": "ann", "space": "build"}).startswith(
        "a worker on Build raises a building: choose one (Packing House, Smokehouse, Wool Shed, Cold Store")
    assert refused(s, {"kind": "place", "player": "ann", "space": "campaign", "building": "smokehouse"}) == \
        "only a worker on Build raises a building, not one on Campaign"
    assert "there is no building 'barn'" in refused(s, build("ann", "barn"))


def test_labor_contracts_pay_cost_and_move_union_spirit():
    s = phase_two()
    done = PACK.apply(s, sign("ann", "fair_wages"))
    assert (done.state.player("ann").cash, done.state.union_spirit, done.state.player("ann").contracts) == (7, 2, ["fair_wages"])
    done = PACK.apply(done.state, sign("bob", "piece_work"))
    assert (done.state.player("bob").cash, done.state.union_spirit) == (13, 3)
    assert total(done.ledger, "bob", "cash") == 3


def test_a_contract_at_the_end_of_the_union_spirit_track_stops_there():
    s = play(phase_two(), sign("ann", "piece_work"), sign("bob", "piece_work"))  # 3 + 1 + 1
    assert s.union_spirit == 5
    done = PACK.apply(s, sign("cy", "piece_work"))
    assert done.state.union_spirit == 5  # the track's top (unverified: 5): it stays there
    assert ("contract_spirit", {"contract": "Piece Work", "before": 5, "after": 5}) in said(done.ledger)


def test_a_contract_the_player_cannot_pay_for_is_refused_and_an_unknown_one_named():
    s = phase_two(cash=2)
    assert refused(s, sign("ann", "fair_wages")) == "Ann has $2 and cannot pay $3 for the Fair Wages"
    assert "the contracts are Fair Wages, Piece Work" in refused(s, sign("ann", "overtime"))
    assert refused(s, {"kind": "place", "player": "ann", "space": "market_1", "livestock": "hogs", "contract": "piece_work"}) == \
        "only a worker on Labor Contract signs a labor contract, not one on Market 1"


def test_the_form_offers_every_building_and_contract_by_name_with_its_cost():
    s = play(phase_two(), build("ann", "packing_house"))
    rows = forms.placement_choices(s)
    offered = {r["label"]: r["cost"] for r in rows["open"]}
    assert offered["Build: Smokehouse"] == 5 and offered["Labor Contract: Fair Wages"] == 3
    assert "Build: Packing House" not in offered
    assert "Build: a building not in the list, kept at the table" in offered
    assert any(r["label"] == "Build: Packing House" and "not available" in r["refused"] for r in rows["closed"])


def test_a_building_not_in_the_list_is_kept_at_the_table():
    s = play(phase_two(), {"kind": "place", "player": "ann", "space": "build", "by_hand": True})
    assert s.player("ann").cash == 10 and s.player("ann").buildings == []


def test_a_format_1_log_reads_its_build_and_contract_workers_as_done_at_the_table():
    assert PACK.input_version == 2
    old = {"kind": "place", "player": "bob", "space": "labor_contract"}
    assert PACK.migrate_input(old, 1) == {**old, "by_hand": True}
    assert PACK.migrate_input(old, 2) == old
    log = GameLog.read(str(FIXTURES / "union_stockyards/six_years_placements_3p.jsonl"))
    assert {s.format for s in log.steps} == {1}
    final = log.replay().state
    assert all(p.buildings == [] and p.contracts == [] for p in final.players)


@pytest.mark.parametrize("entry", [build("ann", "smokehouse"), sign("ann", "fair_wages")])
def test_what_the_step_moves_names_the_building_or_contract(entry):
    s = phase_two()
    after = PACK.apply(s, entry).state
    words = [f"{m}" for m in PACK.moves(s, after)]
    assert any("Smokehouse" in w or "Fair Wages" in w for w in words), words
