"""The Spinning Mule's development tiles and events in play on the Spinning Jenny rules (Player's Book
3.1 with 1.8 and 1.9): scenarios written for the tests, each with a refusal.

The table: the 3-player Spinning Mule of test_spinning_mule.prepared() at the first 1770 action
(food cycle): Marion (start player) runs food and lamps, Angelica clothes and cutlery, Harold
cutlery and food; Harold holds Charisma and Marion the Developer from the 1760 round.
"""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from companion.core.ledger import total
from companion.games.arkwright.pack import apply
from tests.games.arkwright.flow.helpers import run
from tests.games.arkwright.flow.test_spinning_mule import at_end_of, prepared


def first_turn(**kw):
    s = run(prepared(**kw), {"kind": "economy", "importer": 1, "workers": 1}).state
    assert s.current_player.id == "marion"
    return s


def act(s, **entry):
    return run(s, {"kind": "action", "player": "marion", **entry})


def refused(s, match, **entry):
    with pytest.raises(RuleError, match=match):
        apply(s, {"kind": "action", "player": "marion", **entry})


def test_developer_builds_a_factory_5_pounds_cheaper_and_goes_back_to_the_supply():
    s = first_turn()
    cost = s.board.tile("clothes", 1).cost
    out = act(s, marker="factory", row=2, main={"action": "factory", "developer": True,
                                               "steps": [{"do": "build", "good": "clothes", "level": 1, "price": 6}]})
    assert total(out.ledger, "marion", "cash") == -(2 + cost - 5)
    assert "developer" not in out.state.player("marion").tiles and "developer" in out.state.mat.tiles
    # the Developer never reaches beyond the current level: level II is the 1780s' (Spinning Jenny 4.1.II)
    refused(s, "never beyond", marker="factory", row=2,
            main={"action": "factory", "developer": True, "steps": [{"do": "modernize", "good": "food", "to": 2}]})


def test_accountant_lets_the_2_pound_row_cost_nothing_and_no_one_without_it():
    s = first_turn()
    refused(s, "Accountant", marker="workers", row=2, accountant=-2)
    s.player("marion").tiles.append("accountant")
    s.mat.tiles.remove("accountant")
    out = act(s, marker="workers", row=2, accountant=-2)
    assert total(out.ledger, "marion", "cash") == 0


def test_engineering_works_pays_its_owner_1_pound_per_machine_another_player_buys():
    s = first_turn()
    s.player("angelica").tiles.append("engineering_works")
    s.mat.tiles.remove("engineering_works")
    s.player("marion").advanced.append("machinery_light")
    out = act(s, marker="machinery", row=6, main={"action": "machinery", "machines": [{"good": "food", "row": 1}, {"good": "food", "row": 2}]})
    assert total(out.ledger, "angelica", "cash") == 2
    refused(s, "no Engineering Works tile is left", marker="workers", row=4, additional={"type": "tile", "tile": "engineering_works"})
    # two Brokers lie out for three players, but a player never holds two alike
    s.player("marion").tiles.append("broker")
    s.mat.tiles.remove("broker")
    refused(s, "never has two alike", marker="workers", row=4, additional={"type": "tile", "tile": "broker"})


def test_broker_buys_a_share_at_half_its_value_instead_of_a_special_marker():
    s = first_turn()
    refused(s, "no Broker|has no Broker|Broker", marker="workers", row=4, additional={"type": "broker", "shares": 1})
    s.player("marion").tiles.append("broker")
    s.mat.tiles.remove("broker")
    out = act(s, marker="workers", row=4, additional={"type": "broker", "shares": 1})
    assert total(out.ledger, "marion", "shares") == 1
    assert total(out.ledger, "marion", "cash") == -(4 + 5)  # £10 a share on space 10: half is £5
    assert "broker" not in out.state.player("marion").tiles


def test_foreman_and_workshop_work_in_a_factory_of_their_owner():
    s = first_turn()
    out = act(s, marker="workers", row=4, additional={"type": "tile", "tile": "foreman", "place": "lamps"})
    assert out.state.player("marion").foreman == "lamps"
    refused(s, "say in which factory", marker="workers", row=4, additional={"type": "tile", "tile": "workshop", "place": "clothes"})


def test_charisma_is_gone_from_the_supply_once_taken_in_1760():
    s = first_turn()
    assert s.player("harold").tiles == ["charisma"] and "charisma" not in s.mat.tiles
    refused(s, "no Charisma tile is left", marker="workers", row=4, additional={"type": "tile", "tile": "charisma"})


def test_a_fifth_tile_means_returning_one():
    s = first_turn()
    marion = s.player("marion")
    for tile in ("accountant", "foreman", "extra_shifts"):
        marion.tiles.append(tile)
        s.mat.tiles.remove(tile)
    marion.foreman = "food"
    refused(s, "taking a fifth", marker="workers", row=4, additional={"type": "tile", "tile": "broker"})
    out = act(s, marker="workers", row=4, additional={"type": "tile", "tile": "broker", "return_tile": "extra_shifts"})
    assert sorted(out.state.player("marion").tiles) == ["accountant", "broker", "developer", "foreman"]


# --- the events in a Spinning Mule game ------------------------------------------------------------

END_1770 = {"charisma:start_player:1770:end_of_round": None, "start_player:1770": "marion"}


def test_threat_of_strike_raises_the_next_decade_wages_and_ends_at_its_end_of_round():
    s = at_end_of(prepared(), 1770)
    out = run(s, {"kind": "end_of_round", "event": "threat_of_strike", "defaults": True, "answers": END_1770})
    assert out.state.threat_of_strike
    with pytest.raises(RuleError, match="Threat of Strike cannot be the 1780 event"):
        apply(at_end_of(out.state, 1780), {"kind": "end_of_round", "event": "threat_of_strike", "defaults": True})


def test_made_in_england_gives_two_free_distribution_levels_where_the_player_chooses():
    s = at_end_of(prepared(), 1770)
    answers = {**END_1770, **{f"made_in_england:{p}:{k}": g for p, g in (("marion", "food"), ("angelica", "clothes"),
                                                                          ("harold", "food")) for k in (1, 2)}}
    out = run(s, {"kind": "end_of_round", "event": "made_in_england", "answers": answers})
    assert out.state.player("marion").factory("food").distribution == 2
    assert out.state.player("angelica").factory("clothes").distribution == 2
    with pytest.raises(InputError, match="answer 'clothes' .* is not allowed; choose one of: the food factory"):
        apply(s, {"kind": "end_of_round", "event": "made_in_england", "answers": {**answers, "made_in_england:marion:1": "clothes"}})


def test_the_lobby_brings_a_tile_and_refuses_one_left_in_nobody_s_supply():
    s = at_end_of(prepared(), 1770)
    answers = {**END_1770, "lobby:marion": "tile:broker", "lobby:angelica": "pass", "lobby:harold": "pass"}
    out = run(s, {"kind": "end_of_round", "event": "lobby", "answers": answers, "defaults": True})
    assert "broker" in out.state.player("marion").tiles
    with pytest.raises(InputError, match="answer 'tile:charisma' .* is not allowed; choose one of: take the Accountant"):
        apply(s, {"kind": "end_of_round", "event": "lobby", "defaults": True, "answers": {**answers, "lobby:marion": "tile:charisma"}})


def test_the_alternative_events_luddism_and_crown_jubilee_resolve_only_when_chosen():
    s = at_end_of(prepared(mule_alternative_events=True), 1770)
    out = run(s, {"kind": "end_of_round", "event": "crown_jubilee", "defaults": True, "answers": END_1770})
    assert all(p.jubilee_sale for p in out.state.players)
    with pytest.raises(RuleError, match="Crown Jubilee cannot be the 1770 event"):
        apply(at_end_of(prepared(), 1770), {"kind": "end_of_round", "event": "crown_jubilee", "defaults": True})


def test_the_alternative_engineer_lifts_quality_to_plus_6_and_without_it_plus_4_is_the_top():
    s = first_turn(mule_alternative_tiles=True)
    marion = s.player("marion")
    marion.factory("food").quality = 4
    marion.advanced.append("quality_light")
    refused(s, "Engineer", marker="quality_light", row=8, main={"action": "quality", "levels": {"food": 1}})
    marion.tiles.append("engineer")
    s.mat.tiles.remove("engineer")
    out = act(s, marker="quality_light", row=8, main={"action": "quality", "levels": {"food": 1}})
    assert out.state.player("marion").factory("food").quality == 5
