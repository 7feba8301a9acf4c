"""A quality row paid with the Engineer or with the Accountant (Player's Book 1.8): a player with both tiles who pays a
cost within the Accountant's £2 of the row could have either tile set it. The table comes out the same, the ledger
says which tile set the cost, and the rules accept both entries; so the form asks which tile, the Engineer pre-filled,
and each answer is a tap (turn_taps.py enters both, as the completeness test of test_variant_moves_by_taps.py does)."""

from __future__ import annotations

import pytest
from flet.components.component import Renderer
from turn_taps import NotOffered, canonical, enter

from companion.core.errors import RuleError
from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.pack import apply
from companion.ui.arkwright.actions import payer_choice, payers, turn_entry
from tests.games.arkwright.actions.helpers import player, turn_table


def both_tiles():
    marion = player("marion", cash=40, tiles=["engineer", "accountant"])
    s = turn_table([marion, player("harold", cash=10)], decade=1780)
    option = next(o for o in legal_actions(s, "marion") if o.get("kind") == "marker" and o["marker"] == "quality" and o["row"] == 6)
    return s, marion, option


def cash_lines(out) -> list[tuple[int, str]]:
    return [(x.amount, x.code) for x in out.ledger if x.kind == "cash" and x.player == "marion"]


def test_a_cost_both_tiles_could_set_is_asked_and_either_answer_is_the_entry():
    s, marion, option = both_tiles()
    assert option["engineer"] and option["paid_range"] == [4, 8]
    assert payers(option, 7) == ["engineer", "accountant"]
    by_engineer = turn_entry(marion, option, {}, {"type": "none"}, {}, 7)
    by_accountant = turn_entry(marion, option, {}, {"type": "none"}, {}, 7, "accountant")
    assert by_engineer["engineer_cost"] == 7 and "accountant" not in by_engineer
    assert by_accountant["accountant"] == 1 and "engineer_cost" not in by_accountant
    a, b = apply(s, by_engineer), apply(s, by_accountant)
    assert a.state == b.state and a.state.player("marion").cash == 40 - 7  # the same table: £7 paid
    assert [m for m in a.ledger if m.player == "marion"] != [m for m in b.ledger if m.player == "marion"]  # two ledgers
    chips = Renderer().render(lambda: [payer_choice(option, 7, None, lambda _v: None)])
    assert chips  # the question is drawn, one chip per tile


def test_outside_the_accountant_s_reach_only_the_engineer_sets_the_cost():
    _s, marion, option = both_tiles()
    assert payers(option, 12) == ["engineer"] and payers(option, 6) == ["engineer"]  # £12: beyond £2; £6: the row itself
    # the Accountant named for a cost he cannot set: the Engineer's entry all the same
    assert turn_entry(marion, option, {}, {"type": "none"}, {}, 12, "accountant")["engineer_cost"] == 12


def test_both_turns_are_made_by_taps_and_an_accountant_shift_beyond_2_is_not_offered():
    s, _marion, option = both_tiles()
    for turn in ({"player": "marion", "marker": "quality", "row": 6, "accountant": -2},
                 {"player": "marion", "marker": "quality", "row": 6, "engineer_cost": 4}):
        assert canonical(enter(s, "marion", turn)) == canonical(turn)
    with pytest.raises(NotOffered):
        enter(s, "marion", {"player": "marion", "marker": "quality", "row": 6, "accountant": 3})


def test_the_rules_refuse_both_tiles_at_once():
    s, _marion, _option = both_tiles()
    with pytest.raises(RuleError, match="Accountant's shift adds nothing"):
        apply(s, {"kind": "action", "player": "marion", "marker": "quality", "row": 6, "accountant": 1, "engineer_cost": 7})
