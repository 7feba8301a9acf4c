"""The rulebook's worked examples of the development tiles, entered through the action form by taps (issue 22).

Each turn is tapped into the form's own functions (turn_taps.py: every tap a
chip or stepper the form offers) and the entry it makes goes through the
engine; the numbers are the Player's Book's (1.8 Developer, Patent, Foreman)
and Water Frame 5.III.3's wage example.
"""

from __future__ import annotations

from turn_taps import tap_fields

from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.board import base_board
from companion.games.arkwright.pack import apply
from companion.games.arkwright.production.wages import wage_bill
from companion.ui.arkwright.action_forms import choices, with_defaults
from companion.ui.arkwright.actions import turn_entry
from companion.ui.arkwright.tiles import special_entry, special_menu
from tests.games.arkwright.actions.helpers import Mat, factory, player, turn_table


def _option(state, marker: str, row: int) -> dict:
    return next(o for o in legal_actions(state, "marion") if o.get("kind") == "marker" and o["marker"] == marker and o["row"] == row)


def _cash(out) -> list[int]:
    return [x.amount for x in out.ledger if x.kind == "cash" and x.player == "marion"]


def test_the_developer_example_of_the_players_book_through_a_factory_action():
    """Player's Book 1.8 Developer, 1810 (level III): food II->III £12-£5 = £7; clothes I->II £11-£5 = £6 then II->III
    the full £13; a new level III factory £16-£5 = £11; lamps III->IV (beyond the current level, with the Inventor) the full £20."""
    marion = player("marion", cash=100, tiles=["developer", "inventor"],
                    factories=[factory("food", level=2, rows=((2, 0),)), factory("clothes", level=1, rows=((2, 0),)),
                               factory("lamps", level=3, rows=((3, 0),))])
    s = turn_table([marion, player("harold", cash=10)], decade=1810)
    option = _option(s, "factory", 2)
    taps = [("step_food", "modernize"), ("level_food", "3"), ("step_clothes", "modernize"), ("level_clothes", "3"),
            ("step_cutlery", "build"), ("level_cutlery", "3"), ("price_cutlery", "5"), ("step_lamps", "modernize"),
            ("level_lamps", "4")]
    values = tap_fields(s, marion, option, taps)
    assert values["developer"] == "use"  # the Developer is used unless the player keeps it
    offered = choices("factory", s, marion, option, with_defaults("factory", s, marion, option, values))
    assert ("3", "to level 3 · £7") in offered["level_food"]
    assert ("3", "to level 3 · £19") in offered["level_clothes"]  # £6 with the Developer, then £13
    assert ("3", "level 3 · £11") in offered["level_cutlery"]
    assert ("4", "to level 4 · £20") in offered["level_lamps"]
    entry = {**turn_entry(marion, option, values, {"type": "none"}, {}, None), "answers": {"inventor:1": "return"}}
    out = apply(s, entry)
    assert sorted(_cash(out)) == sorted([-2, -7, -6, -13, -11, -20])  # the chart's £2, then the example's prices
    assert "developer" not in out.state.player("marion").tiles  # returned after the action it was used in


def test_the_developer_kept_charges_the_printed_cost():
    marion = player("marion", cash=40, tiles=["developer"])
    s = turn_table([marion, player("harold", cash=10)], decade=1780)
    option = _option(s, "factory", 2)
    level = option["buys"]["level"]
    printed = s.board.tile("cutlery", level).cost
    for pick, paid in (("use", printed - 5), ("keep", printed)):  # £5 off (Player's Book 1.8), or the printed cost
        values = tap_fields(s, marion, option, [("step_cutlery", "build"), ("developer", pick)])
        out = apply(s, turn_entry(marion, option, values, {"type": "none"}, {}, None))
        assert _cash(out) == [-2, -paid]


def _patent_player(**kw):
    kw.setdefault("factories", [factory("food", rows=((2, 0),)), factory("clothes", rows=((2, 0),))])
    return player("marion", cash=40, **kw)


def test_the_patent_option_one_example_nine_pounds_of_distribution():
    """Player's Book 1.8 Patent: the distribution max 7 marker on £10, the Accountant pays £8, the marker limits it
    to £7, the Patent adds £2: £9 of distribution (food 0->3: £1+£2+£3, clothes 0->2: £1+£2)."""
    marion = _patent_player(tiles=["patent", "accountant"], advanced=["distribution_light"])
    s = turn_table([marion, player("harold", cash=10)], decade=1800)
    option = _option(s, "distribution_light", 10)
    values = tap_fields(s, marion, option, [("food", "3"), ("clothes", "2")])
    assert values["patent"] == "bonus"  # option one: nothing to give up
    out = apply(s, turn_entry(marion, option, values, {"type": "none"}, {}, 8))
    assert _cash(out) == [-8]
    assert [f.distribution for f in out.state.player("marion").factories] == [3, 2]
    assert "patent" in out.state.player("marion").tiles
    kept = tap_fields(s, marion, option, [("patent", "none"), ("food", "3")])  # without it, £7: clothes +1 at most
    from companion.ui.arkwright.action_forms import number_ranges

    assert number_ranges("distribution", s, marion, option, kept)["clothes"].high == 1


def test_the_patent_option_two_two_free_levels():
    """Player's Book 1.8 Patent, option two: returned for two free levels, e.g. two factories at 3 both to 4."""
    marion = _patent_player(tiles=["patent"], factories=[factory("food", distribution=3, rows=((2, 0),)),
                                                         factory("clothes", distribution=3, rows=((2, 0),))])
    s = turn_table([marion, player("harold", cash=10)], decade=1800)
    option = _option(s, "distribution", 2)
    values = tap_fields(s, marion, option, [("patent", "return"), ("free_food", "1"), ("free_clothes", "1")])
    out = apply(s, turn_entry(marion, option, values, {"type": "none"}, {}, None))
    p = out.state.player("marion")
    assert [f.distribution for f in p.factories] == [4, 4] and "patent" not in p.tiles


def test_the_foreman_taken_as_the_additional_action_works_where_tapped_and_lowers_the_wage_bill():
    """Player's Book 1.8 Foreman: placed in a factory when taken; Water Frame 5.III.3: lamps with 6 workers and
    3 machines at a £4 wage cost £27, with the Foreman there £19 (£2 less for 4 workers)."""
    marion = player("marion", cash=40, factories=[factory("food", rows=((2, 0),)),
                                                  factory("lamps", 1, price=11, rows=((2, 1), (2, 1), (2, 1)))])
    s = turn_table([marion, player("harold", cash=10)], decade=1770, mat=Mat(tiles=["foreman"]))
    option = _option(s, "workers", 2)
    menu = dict(special_menu(s, marion))
    assert menu["tile:foreman@lamps"] == "take the Foreman for the lamps factory"
    assert "tile:foreman@food" in menu  # every factory of hers is a tap
    entry = turn_entry(marion, option, {}, {"type": "special", "choice": "tile:foreman@lamps"}, {}, None)
    assert entry["additional"] == special_entry("tile:foreman@lamps") == {"type": "tile", "tile": "foreman", "place": "lamps"}
    out = apply(s, {**entry, "answers": {}})
    p = out.state.player("marion")
    assert p.foreman == "lamps"
    assert wage_bill(base_board(), p, p.factory("lamps"), range(4), 4).total == 19


def test_the_inventors_fee_is_a_chip_of_the_move_with_the_players_book_numbers():
    """Player's Book 1.8 Inventor: £5 when taken; after the first use keep him for £10 or return him; after the
    second £15, after the third £20; after the fourth he goes back. A modernisation beyond the current level is a use."""
    from companion.ui.arkwright.tiles import inventor_fees

    for uses, fee in ((0, 10), (1, 15), (2, 20)):
        marion = player("marion", cash=100, tiles=["inventor"], factories=[factory("food", level=2, rows=((2, 0),))])
        marion.inventor_uses = uses
        s = turn_table([marion, player("harold", cash=10)], decade=1780)  # level II is current: III is beyond it
        option = _option(s, "factory", 2)
        values = tap_fields(s, marion, option, [("step_food", "modernize"), ("level_food", "3")])
        made = turn_entry(marion, option, values, {"type": "none"}, {}, None)
        asked = inventor_fees(s, made, {})
        assert [(q, [v for v, _t in o]) for q, _w, o, _a in asked] == [(f"inventor:{uses + 1}", ["keep", "return"])]
        assert f"£{fee}" in dict(asked[0][2])["keep"]
        for tapped, paid, kept in (("keep", fee, True), ("return", 0, False)):
            answered = inventor_fees(s, made, {f"inventor:{uses + 1}": tapped})
            out = apply(s, {**made, "answers": {q: a for q, _w, _o, a in answered}})
            assert out.pending is None  # nothing is asked after Preview: the chip said it
            after = out.state.player("marion")
            assert ("inventor" in after.tiles) == kept
            assert sum(_cash(out)) == -(2 + 12 + paid)  # the £2 row, food II->III £12 (Player's Book 1.8, Developer example), the fee


def test_the_inventors_fourth_use_returns_him_and_asks_nothing():
    from companion.ui.arkwright.tiles import inventor_fees

    marion = player("marion", cash=100, tiles=["inventor"], factories=[factory("food", level=2, rows=((2, 0),))])
    marion.inventor_uses = 3
    s = turn_table([marion, player("harold", cash=10)], decade=1780)
    option = _option(s, "factory", 2)
    made = turn_entry(marion, option, tap_fields(s, marion, option, [("step_food", "modernize"), ("level_food", "3")]),
                      {"type": "none"}, {}, None)
    assert inventor_fees(s, made, {}) == []
    assert "inventor" not in apply(s, made).state.player("marion").tiles
