"""Union Stockyards' ledger words: every message code reads as it did, with its parameters.

One example per code of companion/games/union_stockyards/messages.py (its parameters, its words);
the words are those the ledger showed before lines had codes (the recorded games in
tests/fixtures/games/union_stockyards/ and the rules tests). A rewording changes this file,
not the rules tests (they assert on codes and parameters).
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from companion.core.messages import codes, render
from tests.core.catalogs import catalog_tests

US = "union_stockyards."

EXAMPLES = {
    US + "new_game": ({"count": 3, "name": "Ann"}, "new game for 3 players; Ann starts"),
    US + "follows_placement": ({"count": 2}, "2 workers each; the companion follows the worker placement"),
    US + "follows_placement_own": ({}, "each player's own number of workers; the companion follows the worker placement"),
    US + "workers_own": ({"count": 1}, "places 1 worker a year"),
    US + "livestock_arrive": ({"count": 2, "kind": "cattle", "price": 8, "players": 3, "total": 2},
                              "2 cattle added to the Yard (price 8, 3 players; 2 there now)"),
    US + "livestock_counted": ({"count": 1, "kind": "cattle", "total": 1}, "1 cattle added to the Yard (counted at the table; 1 there now)"),
    US + "year_card": ({"year": 1, "card": "Unrest on the floor"}, "Year 1 card: Unrest on the floor"),
    US + "card_price": ({"card": "Drought", "kind": "cattle", "before": 14, "after": 16}, "Drought: cattle price 14 -> 16"),
    US + "card_meat_value": ({"card": "County fair", "kind": "cattle", "before": 12, "after": 13}, "County fair: cattle meat value 12 -> 13"),
    US + "card_livestock": ({"card": "County fair", "count": 1, "kind": "hogs"}, "County fair: 1 more hogs into the Yard"),
    US + "card_blocks": ({"card": "Rail strike", "space": "Market 1"}, "Rail strike: Market 1 is blocked this year"),
    US + "card_opens": ({"card": "Expansion", "space": "Market 3"}, "Expansion: Market 3 is open this year"),
    US + "union_spirit": ({"before": 3, "after": 4}, "Union Spirit 3 -> 4"),
    US + "card_no_strike": ({"spirit": 4, "card": "Union contract signed"},
                            "Union Spirit 4, but Union contract signed says no strike this year (the card takes precedence)"),
    US + "no_strike": ({"spirit": 3}, "Union Spirit 3: no strike"),
    US + "strike": ({"spirit": 4}, "Union Spirit 4: strike! (Union Spirit stays where it is)"),
    US + "low_morale": ({}, "takes a Low Morale token"),
    US + "already_picketing": ({}, "already has a worker on the Picket Line (at most one)"),
    US + "pickets": ({}, "puts a worker on the Picket Line until the end of the year"),
    US + "first_to_place": ({"name": "Ann"}, "Phase II: Ann places the first worker"),
    US + "nobody_to_place": ({}, "Phase II: nobody has a worker to place"),
    US + "places": ({"space": "Labor Contract"}, "places a worker on Labor Contract"),
    US + "places_for": ({"space": "Market 1", "kind": "sheep"}, "places a worker on Market 1 (sheep)"),
    US + "pays_for": ({"space": "Advertising 1"}, "pays for Advertising 1"),
    US + "advertises": ({"kind": "sheep", "before": 6, "after": 7}, "advertises sheep: meat value 6 -> 7"),
    US + "campaigns": ({}, "campaigns: takes the First Player marker and chooses the party in Phase III"),
    US + "done_at_table": ({"space": "Labor Contract"}, "Labor Contract: its action is done at the table"),
    US + "places_next": ({"name": "Bob"}, "Bob places next"),
    US + "pays_building": ({"building": "Smokehouse"}, "pays for the Smokehouse"),
    US + "builds": ({"building": "Smokehouse"}, "builds the Smokehouse"),
    US + "building_meat_value": ({"building": "Smokehouse", "kind": "hogs", "before": 6, "after": 8},
                                 "Smokehouse: hogs meat value 6 -> 8"),
    US + "pays_contract": ({"contract": "Fair Wages"}, "pays for the Fair Wages labor contract"),
    US + "signs": ({"contract": "Fair Wages"}, "signs the Fair Wages labor contract"),
    US + "contract_pays": ({"contract": "Piece Work"}, "the Piece Work labor contract pays"),
    US + "contract_spirit": ({"contract": "Fair Wages", "before": 3, "after": 2}, "Fair Wages: Union Spirit 3 -> 2"),
    US + "all_placed": ({}, "every available worker is placed"),
    US + "sells": ({"count": 1, "kind": "hogs", "meat": 6, "price": 6, "each": 0}, "sells 1 hogs: meat value 6 - livestock price 6 = margin 0 each"),
    US + "price_adjusts": ({"kind": "cattle", "left": 1, "before": 8, "after": 9, "change": 1}, "cattle: 1 left in the Yard, price 8 -> 9 (+1)"),
    US + "price_adjusts_stopped": ({"kind": "hogs", "left": 5, "before": 2, "after": 1, "change": -2},
                                   "hogs: 5 left in the Yard, price 2 -> 1 (-2) (the track stops at 1)"),
    US + "workers_back": ({}, "the workers come back from the action spaces"),
    US + "nobody_campaigned": ({}, "nobody campaigned: the First Player marker and the party stay"),
    US + "campaigned": ({"party": "party A"}, "campaigned: takes the First Player marker; the first party holds office next year"),
    US + "picket_back": ({}, "the worker on the Picket Line comes back"),
    US + "game_over": ({"year": 6}, "the end of year 6: the game is over; count the final scores"),
}


test_every_code_has_one_example, test_a_code_reads_as_its_example, test_a_line_without_one_of_its_parameters_fails = catalog_tests(
    "union_stockyards", EXAMPLES
)


@given(before=st.integers(-100, 100), change=st.integers(-100, 100), left=st.integers(0, 8))
def test_a_price_change_reads_with_its_sign_as_before(before, change, left):
    # the words the ledger wrote before codes: f"... ({change:+d})", a zero as +0
    params = {"kind": "sheep", "left": left, "before": before, "after": before + change, "change": change}
    assert render(US + "price_adjusts", params) == (
        f"sheep: {left} left in the Yard, price {before} -> {before + change} ({change:+d})")


RULES = Path(__file__).resolve().parents[3] / "companion" / "games" / "union_stockyards"
CODE_LITERAL = re.compile(r"""["'](union_stockyards\.[a-z_]+)["']""")


def test_every_code_the_rules_write_is_in_the_catalog_and_every_code_is_written():
    # a typo in a code on a path no test runs is caught here; a code no rule writes is dead words
    written = {code for f in RULES.rglob("*.py") if not f.name.startswith("messages")
               for code in CODE_LITERAL.findall(f.read_text(encoding="utf-8"))}
    assert sorted(written - set(codes("union_stockyards"))) == []
    assert sorted(set(codes("union_stockyards")) - written) == []


def test_the_parties_read_as_the_first_and_second_party_never_by_their_stored_ids():
    """Issue 22 item 7: seed 002 names no party, so every line says "the first party"/"the second party"
    (the reading in notes.md); the stored ids stay "party A"/"party B"."""
    from companion.commands.logfile import GameLog
    from companion.games.union_stockyards.pack import PACK
    from tests.core.recorded import FIXTURES

    lines = []
    for game in sorted((FIXTURES / "union_stockyards").glob("*.jsonl")):
        done = GameLog.read(str(game)).replay()
        lines += [render(e.code, e.params) for e in done.ledger]
        corrected = PACK.apply(done.state, {"kind": "edit", "path": "party", "value": "party B"})
        lines += [render(e.code, e.params) for e in corrected.ledger]
    assert any("the first party" in line or "the second party" in line for line in lines)
    assert "Party in office corrected to the second party (was the first party)" in lines \
        or "Party in office corrected to the second party (was the second party)" in lines
    assert not [line for line in lines if re.search(r"party [AB]\b", line)]
