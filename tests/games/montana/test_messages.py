"""Montana's ledger words: every message code reads as it did, with its parameters.

One example per code of companion/games/montana/messages.py (its parameters, its words);
the words are those the ledger showed before lines had codes. A rewording changes this
file, not the rules tests (they assert on codes and parameters).
"""

from __future__ import annotations

from tests.core.catalogs import catalog_tests

EXAMPLES = {
    "montana.new_game": ({"count": 3, "name": "Red"}, "new game for 3 players; Red starts"),
    "montana.your_turn": ({}, "your turn"),
    "montana.other_turn": ({}, "a turn off the goods fields"),
    "montana.area_full": ({"area": "grain"}, "the grain area is full: workers go back to the supply"),
    "montana.large_field_silver": ({"area": "grain", "field": 2}, "grain field 2: pays the printed silver"),
    "montana.large_field_goods": ({"area": "grain", "field": 2, "count": 2, "good": "grain"}, "grain field 2: 2 grain"),
    "montana.large_field_workers": ({"count": 2, "colour": "blue"}, "2 blue workers on the large field"),
    "montana.small_field_silver": ({}, "small field: pays the printed silver"),
    "montana.small_field_goods": ({"count": 1, "good": "grain"}, "small field: 1 more grain"),
    "montana.small_field_workers": ({"count": 1}, "1 worker on the small field"),
    "montana.pumpkin_from_supply": ({}, "takes a pumpkin from the general supply"),
    "montana.contractors_back": ({}, "every contractor goes back to the hardware store"),
    "montana.passed": ({}, "passed: no reward"),
    "montana.pays_column": ({"cost": 0, "column": 1}, "pays 0 pumpkins for column 1"),
    "montana.reward_silver": ({"row": 4, "count": 1}, "row 4 reward: 1 silver"),
    "montana.reward_pumpkins": ({"row": 2, "count": 1}, "row 2 reward: 1 pumpkin"),
    "montana.reward_goods": ({"row": 2, "count": 2, "good": "grain"}, "row 2 reward: 2 grain"),
}


test_every_code_has_one_example, test_a_code_reads_as_its_example, test_a_line_without_one_of_its_parameters_fails = catalog_tests(
    "montana", EXAMPLES
)
