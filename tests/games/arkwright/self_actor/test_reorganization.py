"""The Reorganization action marker (Player's Book 3.2 "Action Marker – Reorganization")."""

from __future__ import annotations

from companion.core.ledger import total
from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.flow.rounds import return_action_markers
from companion.games.arkwright.table import Table
from tests.games.arkwright.actions.helpers import PlacedMarker, act, factory, refused
from tests.games.arkwright.self_actor.helpers import again, game, marion

REORG = {"action": "reorganization"}
SHIP = {"type": "ship", "capacity": 2}


def prices(**kw):
    return {**REORG, "prices": kw}


def test_light_side_a_special_marker_and_one_price_free_of_charge_on_any_space():
    # "does not have to pay any administration costs ... free of charge regardless of the space used";
    # light side: the special marker and a price adjustment in only one factory
    out = act(game(), "marion", "reorganization", 10, prices(food=5), SHIP)
    p = out.state.players[0]
    assert total(out.ledger, "marion", "cash") == 0  # £10 row, nothing paid
    assert p.factory("food").price == 5 and p.ships == [2]
    assert [pm.model_dump() for pm in p.placed] == [{"marker": "reorganization", "row": 10}]
    assert any(e.code == "arkwright.reorganizes" and e.section == "Player's Book 3.2 Reorganization" for e in out.ledger)


def test_light_side_refuses_a_second_factory():
    refused(game(), "marion", "reorganization", 4, prices(food=5, clothes=6), SHIP,
            match="light side of the Reorganization marker adjusts prices in 1 factory, not 2")


def test_dark_side_adjusts_every_factory():
    s = game(marion(reorganization_dark=True))
    out = act(s, "marion", "reorganization", 2, prices(food=5, clothes=6, cutlery=7), SHIP)
    assert [f.price for f in out.state.players[0].factories] == [5, 6, 7]
    assert total(out.ledger, "marion", "cash") == 0


def test_no_main_action_of_another_kind_and_no_price_as_the_additional_action():
    refused(game(), "marion", "reorganization", 4, {"action": "quality", "levels": {"food": 1}}, match="carries out no main action")
    refused(game(), "marion", "reorganization", 4, REORG, {"type": "price_adjustment", "prices": {"food": 9}},
            match="its additional action is taking a special marker")


def test_the_accountant_has_nothing_to_shift():
    refused(game(marion(tiles=["accountant"])), "marion", "reorganization", 4, prices(food=5), accountant=-2, match="costs nothing")


def test_the_space_rules_still_hold_and_its_reuse_is_free():
    # used "in the same way as the other action markers": an empty space of the own column
    s = game(marion(placed=[PlacedMarker(marker="factory", row=4)]))
    refused(s, "marion", "reorganization", 4, prices(food=5), match="£4 space already holds the factory marker")
    s = game(marion(placed=[PlacedMarker(marker="reorganization", row=6)]))
    out = act(s, "marion", "reorganization", 6, prices(food=5))
    assert total(out.ledger, "marion", "cash") == 0  # free of charge: no reuse fee either (rules_notes/self_actor.md)


def test_not_without_the_element():
    s = game(self_actor=["tiles"])
    refused(s, "marion", "reorganization", 4, prices(food=5), match="unknown action marker")
    assert not [o for o in legal_actions(s, "marion") if o.get("marker") == "reorganization"]


def test_legal_lists_the_marker_on_every_row_free_with_its_side():
    rows = [o for o in legal_actions(game(), "marion") if o.get("marker") == "reorganization"]
    assert [o["row"] for o in rows] == [2, 4, 6, 8, 10] and all(o["legal"] for o in rows)
    assert all(o["total"] == 0 and o["cost_text"] == "free (Reorganization)" for o in rows)
    assert rows[0]["label"] == "light Reorganization marker"
    assert rows[0]["buys"]["prices"] == 1 and rows[0]["additional"] == "special_marker"
    dark = [o for o in legal_actions(game(marion(reorganization_dark=True)), "marion") if o.get("marker") == "reorganization"]
    assert dark[0]["buys"]["prices"] == 3 and "every factory" in dark[0]["effect"]


def test_flipped_dark_at_the_end_of_the_round_it_was_used():
    s = game(q=marion().model_copy(update={"id": "harold", "name": "Harold", "color": "harold"}))
    out = act(s, "marion", "reorganization", 4, prices(food=5))
    t = Table.working(out.state)
    return_action_markers(t)
    assert [p.reorganization_dark for p in t.state.players] == [True, False]
    assert not t.state.players[0].placed


def test_after_the_1790_decade_every_marker_is_dark():
    s = game(decade=1790)
    t = Table.working(s)
    return_action_markers(t)
    assert [p.reorganization_dark for p in t.state.players] == [True, True]
    assert [e.code for e in t.ledger if e.code.startswith("arkwright.reorganization")] == ["arkwright.reorganization_dark_all"] * 2


def test_before_1790_an_unused_marker_stays_light():
    t = Table.working(game(decade=1780))
    return_action_markers(t)
    assert [p.reorganization_dark for p in t.state.players] == [False, False]


def test_manager_on_the_light_side_waives_the_special_marker_for_two_prices():
    # "he may waive the take special marker additional action and conduct price adjustments in 2 of his factories"
    s = game(marion(tiles=["manager"]))
    out = act(s, "marion", "reorganization", 4, prices(food=5, clothes=6))
    assert [f.price for f in out.state.players[0].factories][:2] == [5, 6]
    assert out.state.players[0].ships == []
    # "not allowed to waive a price adjustment to take more than one special marker"; with the marker taken: one price
    refused(s, "marion", "reorganization", 4, prices(food=5, clothes=6), SHIP, match="only when the special marker is waived")
    refused(s, "marion", "reorganization", 4, prices(food=5, clothes=6, cutlery=7), match="in 2 factories, not 3")


def test_investor_pays_for_each_half_waived():
    s = game(marion(tiles=["investor"]))
    out = act(s, "marion", "reorganization", 4, REORG, SHIP)  # the price adjustment waived
    assert total(out.ledger, "marion", "cash") == 8
    out = act(s, "marion", "reorganization", 4, prices(food=5))  # the special marker waived
    assert total(out.ledger, "marion", "cash") == 8
    out = act(again(s), "marion", "reorganization", 4, prices(food=5), SHIP)
    assert total(out.ledger, "marion", "cash") == 0


def test_a_price_still_keeps_appeal_and_the_range():
    s = game(marion(factories=[factory("food", price=6, rows=((1, 0),))]))
    refused(s, "marion", "reorganization", 4, prices(food=12), match="appeal")
