"""Montana (seed 004): what the table reads — each ledger line with its rule, each refusal whole.

The numbers come from the seed's rules (MT goods fields, MT contractor round) and from the board
data (companion/games/montana/data/montana.toml); a board correction stands in for a box that prints
another value (a small field with a silver cost, a row that rewards pumpkins).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.montana.pack import PACK
from tests.games.montana.test_turns import m, place, rnd, start

FIELDS = "MT goods fields"
CONTRACTORS = "MT contractor round"


def corrected(state, path, value):
    return PACK.apply(state, {"kind": "board", "path": path, "value": value}).state


def lines(out):
    return [(e.player, e.kind, e.amount, e.code, e.section, e.params) for e in out.ledger]


def refusal(state, entry) -> RuleError:
    """The refusal of an entry; the player reads its message followed by its rule in brackets."""
    with pytest.raises(RuleError) as caught:
        PACK.apply(state, entry)
    return caught.value


# --- goods fields -----------------------------------------------------------------------


def test_every_line_of_the_seed_example_names_its_rule():
    """MT example: 6 silver for 4 grain, then 2 workers on the small field for 1 more grain (no silver)."""
    out = PACK.apply(start(silver=10), place("red", "grain", 1, ["yellow"], ["blue", "blue"]))
    assert lines(out) == [
        ("red", "cash", -6, "montana.large_field_silver", FIELDS, {"area": "grain", "field": 1}),
        ("red", "goods", 4, "montana.large_field_goods", FIELDS, {"area": "grain", "field": 1, "count": 4, "good": "grain"}),
        ("red", "workers", -1, "montana.large_field_workers", FIELDS, {"count": 1, "colour": "yellow"}),
        ("red", "goods", 1, "montana.small_field_goods", FIELDS, {"count": 1, "good": "grain"}),
        ("red", "workers", -2, "montana.small_field_workers", FIELDS, {"count": 2}),
        ("blue", "note", 0, "montana.your_turn", "MT", {}),
    ]


def test_silver_exactly_the_cost_is_enough():
    """MT goods fields: the player pays the printed silver; 6 silver pays a 6-silver field, leaving 0."""
    out = PACK.apply(start(silver=6), place("red", "grain", 1, ["yellow"]))
    assert out.state.player("red").silver == 0 and out.state.player("red").goods["grain"] == 4


def test_goods_add_to_what_the_player_has():
    """A second grain field adds its 2 grain (and the small field 1) to the 4 already taken."""
    s = PACK.apply(start(silver=20), place("red", "grain", 1, ["yellow"])).state
    s = PACK.apply(s, {"kind": "other_turn", "player": "blue"}).state
    s = PACK.apply(s, {"kind": "other_turn", "player": "green"}).state
    out = PACK.apply(s, place("red", "grain", 2, ["blue"], ["red"]))
    assert out.state.player("red").goods["grain"] == 4 + 2 + 1
    assert out.state.player("red").silver == 20 - 6 - 3


def test_a_small_field_that_costs_silver():
    """A box printing 2 silver on grain's small field: the player pays it, with its own ledger line."""
    s = corrected(start(silver=10), "areas.0.small_cost", 2)
    out = PACK.apply(s, place("red", "grain", 1, ["yellow"], ["green"]))
    red = out.state.player("red")
    assert (red.silver, red.goods["grain"]) == (10 - 6 - 2, 4 + 1)
    assert ("red", "cash", -2, "montana.small_field_silver", FIELDS, {}) in lines(out)
    # exactly enough silver left for the small field: 8 silver = 6 + 2
    assert PACK.apply(corrected(start(silver=8), "areas.0.small_cost", 2),
                      place("red", "grain", 1, ["yellow"], ["green"])).state.player("red").silver == 0
    err = refusal(corrected(start(silver=7), "areas.0.small_cost", 2), place("red", "grain", 1, ["yellow"], ["green"]))
    assert err.message == "Red has 1 silver; the small field costs 2"
    assert err.section == FIELDS


def test_goods_field_refusals_are_whole_sentences_with_their_rule():
    s = start(silver=5)
    err = refusal(s, place("red", "grain", 1, ["yellow"]))
    assert (err.message, err.section) == ("Red has 5 silver; the field costs 6", FIELDS)
    err = refusal(s, place("red", "gold", 1, ["yellow"]))
    assert (err.message, err.section) == ("no goods area 'gold' (areas: grain, wood, cattle)", FIELDS)
    err = refusal(s, place("red", "grain", 3, ["yellow"]))
    assert (err.message, err.section) == ("the grain area has 2 fields", FIELDS)
    err = refusal(start(workers={"yellow": 0, "green": 1, "blue": 2, "red": 2}), place("red", "grain", 1, ["green", "green"]))
    assert (err.message, err.section) == ("Red has 1 green worker in supply, needs 2", FIELDS)
    err = refusal(start(workers={"yellow": 0, "green": 0, "blue": 2, "red": 2}), place("red", "grain", 1, ["yellow"]))
    assert str(err) == "Red has 0 yellow workers in supply, needs 1 (MT goods fields)"
    err = refusal(s, place("red", "wood", 2, ["green"]))
    assert (err.message, err.section) == ("field 2 of wood: place 1 red worker or 2 workers of one colour, not green", FIELDS)
    err = refusal(start(), place("red", "grain", 1, ["yellow"], ["yellow"]))
    assert err.message == "small field of grain field 1: place 1 green worker or 2 workers of one colour, not yellow"
    taken = PACK.apply(start(), place("red", "grain", 1, ["yellow"], ["green"])).state
    err = refusal(taken, place("blue", "grain", 1, ["yellow"]))
    assert (err.message, err.section) == ("field 1 of grain is taken this turn", FIELDS)
    err = refusal(start(), place("blue", "grain", 1, ["yellow"]))
    assert (err.message, err.section) == ("it is Red's turn", "MT")


def test_a_full_area_gives_every_worker_back_with_its_line():
    """MT goods fields: when every large field of an area is taken at a turn's end, all its workers go back."""
    s = PACK.apply(start(silver=20), place("red", "wood", 1, ["green"], ["yellow"])).state
    out = PACK.apply(s, place("blue", "wood", 2, ["red"]))
    back = [(e.player, e.amount, e.section, e.params) for e in out.ledger if e.code == "montana.area_full"]
    assert back == [("red", 1, FIELDS, {"area": "wood"}), ("blue", 1, FIELDS, {"area": "wood"}), ("red", 1, FIELDS, {"area": "wood"})]


# --- the contractor round -------------------------------------------------------------


def test_a_whole_round_reads_pumpkin_payment_and_reward():
    """MT contractor round: the active player takes 1 pumpkin; each pays the column's pumpkins for the row's reward."""
    s = start(pumpkins=2)
    out = PACK.apply(s, rnd([m("red", 1, 2), m("blue", 2, 3), m("green")]))
    assert out.complete
    assert lines(out) == [
        ("red", "goods", 1, "montana.pumpkin_from_supply", CONTRACTORS, {}),
        ("red", "goods", -1, "montana.pays_column", CONTRACTORS, {"cost": 1, "column": 2}),
        ("red", "cash", 3, "montana.reward_silver", CONTRACTORS, {"row": 1, "count": 3}),
        ("blue", "goods", -2, "montana.pays_column", CONTRACTORS, {"cost": 2, "column": 3}),
        ("blue", "goods", 2, "montana.reward_goods", CONTRACTORS, {"row": 2, "count": 2, "good": "grain"}),
        ("green", "note", 0, "montana.passed", CONTRACTORS, {}),
        (None, "note", 0, "montana.contractors_back", CONTRACTORS, {}),
        ("blue", "note", 0, "montana.your_turn", "MT", {}),
    ]
    red, blue, green = (out.state.player(p) for p in ("red", "blue", "green"))
    assert (red.pumpkins, red.silver) == (2 + 1 - 1, 10 + 3)
    assert (blue.pumpkins, blue.goods["grain"]) == (0, 2)
    assert green.pumpkins == 2


def test_a_row_that_rewards_pumpkins():
    """A box whose first row rewards 2 pumpkins: they are added to what the player has left."""
    s = corrected(start(pumpkins=1), "shops.rows.0.reward", {"pumpkins": 2})
    out = PACK.apply(s, rnd([m("red", 1, 3), m("blue"), m("green")]))
    assert out.state.player("red").pumpkins == 1 + 1 - 2 + 2
    assert ("red", "goods", 2, "montana.reward_pumpkins", CONTRACTORS, {"row": 1, "count": 2}) in lines(out)


def test_the_questions_and_their_answers_as_the_table_reads_them():
    s = start(pumpkins=0)
    out = PACK.apply(s, rnd([]))
    assert out.pending.question == "Red takes a pumpkin and places the contractor"
    assert out.pending.section == CONTRACTORS and out.pending.id == "contractors.0"
    labels = [o.label for o in out.pending.options]
    assert labels[:2] == ["row 1, column 1 (0 pumpkins)", "row 1, column 2 (1 pumpkin)"]
    assert len(labels) == 4 * 2  # four rows, the two columns Red can pay with 1 pumpkin; no pass
    out = PACK.apply(s, rnd([m("red", 1, 1)]))
    assert out.pending.question == "Blue places a contractor or passes" and out.pending.id == "contractors.1"
    assert out.pending.options[-1].label == "pass (to the hardware store)"
    assert out.pending.options[-1].value == {"player": "blue", "row": None, "column": None}
    # Blue (0 pumpkins) can pay column 1 only, and in row 1 only to the right of Red (column 1): not there
    assert [o.value["row"] for o in out.pending.options[:-1]] == [2, 3, 4]
    two = start(pumpkins=3)
    out = PACK.apply(two, rnd([m("red", 1, 1), m("blue", 1, 4)]))
    assert out.pending.question == "Red was displaced and must move the contractor at once or pass"
    assert [o.label for o in out.pending.options if o.value["row"] == 1] == []  # row 1: right of column 4 is none
    assert "row 2, column 4 (3 pumpkins)" in [o.label for o in out.pending.options]


def test_contractor_refusals_are_whole_sentences_with_their_rule():
    s = start(pumpkins=2)
    err = refusal(s, rnd([m("red")]))
    assert (err.message, err.section) == ("the active player places their contractor", CONTRACTORS)
    err = refusal(s, rnd([m("red", 1, 1), m("green", 2, 1)]))
    assert (err.message, err.section) == ("Blue acts now, not Green", CONTRACTORS)
    err = refusal(s, rnd([m("red", 1, 1), m("blue"), m("green"), m("red", 2, 1)]))
    assert (err.message, err.section) == ("every contractor is placed or has passed: the round is over", CONTRACTORS)
    err = refusal(start(pumpkins=0), rnd([m("red", 1, 3)]))
    assert err.message == ("Red cannot place on row 1, column 3: the field must exist, be to the right of another "
                        "contractor in that row, and its pumpkin cost must be affordable")
    assert err.section == CONTRACTORS


def test_a_passed_player_is_not_asked_again_and_pays_nothing():
    """MT contractor round: a pass is final; the contractor goes to the hardware store."""
    s = start(pumpkins=2)
    out = PACK.apply(s, rnd([m("red", 1, 1), m("blue"), m("green", 2, 1)]))
    assert out.complete
    assert out.state.player("blue").pumpkins == 2
    assert [e.player for e in out.ledger if e.code == "montana.passed"] == ["blue"]


def test_a_row_with_no_contractor_in_it_offers_every_affordable_column():
    """Row 3 empty, Red has 3 pumpkins (2 + the active player's 1): columns 1-4 cost 0-3, all affordable."""
    s = start(pumpkins=2)
    out = PACK.apply(s, rnd([]))
    assert sorted(o.value["column"] for o in out.pending.options if o.value["row"] == 3) == [1, 2, 3, 4]
    out = PACK.apply(s, rnd([m("red", 3, 2)]))
    # Blue (2 pumpkins): row 3 only right of Red's column 2, and column 4 (3 pumpkins) is too dear
    assert sorted(o.value["column"] for o in out.pending.options if o.value["row"] == 3) == [3]
    assert sorted(o.value["column"] for o in out.pending.options if o.value["row"] == 4) == [1, 2, 3]


# --- turns ------------------------------------------------------------------------------


def test_a_turn_off_the_mirrored_board_passes_the_turn_clockwise():
    """MT: players take turns clockwise; a turn the companion does not mirror still ends the turn."""
    s = start()
    out = PACK.apply(s, {"kind": "other_turn", "player": "red", "note": "bought a building"})
    assert lines(out) == [("red", "note", 0, "core.table_note", "", {"text": "bought a building"}),
                          ("blue", "note", 0, "montana.your_turn", "MT", {})]
    assert (out.state.active, out.state.turn) == ("blue", s.turn + 1)
    out = PACK.apply(out.state, {"kind": "other_turn", "player": "blue"})
    assert lines(out) == [("blue", "note", 0, "montana.other_turn", "", {}),
                          ("green", "note", 0, "montana.your_turn", "MT", {})]
    out = PACK.apply(out.state, {"kind": "other_turn", "player": "green"})
    assert out.state.active == "red"  # clockwise, back to the first seat
    err = refusal(out.state, {"kind": "other_turn", "player": "blue"})
    assert (err.message, err.section) == ("it is Red's turn", "MT")


def test_nothing_is_entered_after_the_final_scores():
    s = PACK.apply(start(), {"kind": "final_scores", "scores": {"red": 1, "blue": 2, "green": 3}}).state
    err = refusal(s, {"kind": "other_turn", "player": "red"})
    assert (err.message, err.section) == ("the game is over", "MT")
