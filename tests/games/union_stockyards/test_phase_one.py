"""Union Stockyards Phase I (seed 002, US Phase I and Year cards) in a game that follows the year.

The livestock table and the cards are board data marked unverified (data/supply.toml,
data/year_cards.toml); the tests read the numbers through corrections where they depend on them.
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.union_stockyards.pack import PACK
from companion.games.union_stockyards.cards import YEAR_CARDS
from companion.games.union_stockyards.placement import available
from companion.games.union_stockyards.year import PHASE_ONE
from tests.games.union_stockyards.factories import FOLLOWED, PLAYERS, place, said


def start(**changes):
    return PACK.start(FOLLOWED | changes).state


def corrected(state, path, value):
    return PACK.apply(state, {"kind": "board", "path": path, "value": value}).state


def test_livestock_comes_from_the_prices_and_the_player_count():
    # table (unverified): 2 players 1, 2, 2, 3 animals at prices up to 6, 12, 20, 30; 3 players 2, 2, 3, 4
    three = start(prices={"cattle": 15, "hogs": 8, "sheep": 2})
    out = PACK.apply(three, {"kind": "phase_one"})
    assert out.state.yard == {"cattle": 3, "hogs": 2, "sheep": 2}
    assert ("livestock_arrive", {"count": 3, "kind": "cattle", "price": 15, "players": 3, "total": 3}) in said(out.ledger)
    two = start(players=PLAYERS[:2], prices={"cattle": 15, "hogs": 8, "sheep": 2})
    assert PACK.apply(two, {"kind": "phase_one"}).state.yard == {"cattle": 2, "hogs": 2, "sheep": 1}


def test_one_animal_per_available_yard_space_so_a_full_yard_takes_no_more():
    s = start(prices={"cattle": 15, "hogs": 8, "sheep": 2}, yard={"cattle": 7, "hogs": 8, "sheep": 0})
    assert PACK.apply(s, {"kind": "phase_one"}).state.yard == {"cattle": 8, "hogs": 8, "sheep": 2}  # 8 spaces per type


def test_the_livestock_table_is_board_data_a_table_corrects():
    s = corrected(start(), "supply.1.animals.1", 5)  # three players, the band of prices 7-12
    assert PACK.apply(s, {"kind": "phase_one"}).state.yard["cattle"] == 5  # cattle at 8
    s = corrected(s, "numbers.yard_spaces", 4)
    assert PACK.apply(s, {"kind": "phase_one"}).state.yard["cattle"] == 4


def test_the_tables_own_count_wins():
    out = PACK.apply(start(), {"kind": "phase_one", "livestock_added": {"cattle": 1}})
    assert out.state.yard == {"cattle": 1, "hogs": 0, "sheep": 0}
    added = [line for line in said(out.ledger) if line[0].startswith("livestock")]
    assert added == [("livestock_counted", {"count": 1, "kind": "cattle", "total": 1})]  # nothing computed


def test_a_year_card_changes_markets_and_union_spirit_when_revealed():
    s = start(prices={"cattle": 8, "hogs": 6, "sheep": 5})
    out = PACK.apply(s, {"kind": "phase_one", "card": "drought"})
    # the livestock arrives first (at the old prices), then the card raises them
    assert out.state.yard == {"cattle": 2, "hogs": 2, "sheep": 2}
    assert out.state.prices == {"cattle": 10, "hogs": 6, "sheep": 6} and out.state.card == "drought"
    fair = PACK.apply(s, {"kind": "phase_one", "card": "fair"}).state
    assert fair.meat_values == {"cattle": 13, "hogs": 7, "sheep": 4} and fair.yard == {"cattle": 2, "hogs": 3, "sheep": 3}
    calm = PACK.apply(start(union_spirit=2), {"kind": "phase_one", "card": "calm", "union_spirit_change": 2}).state
    assert calm.union_spirit == 3  # the card's -1, then the table's +2


def test_a_card_corrected_for_this_game_resolves_with_its_corrected_effect():
    s = corrected(start(), "year_cards.0.union_spirit", 2)  # "Unrest on the floor": +1 in the data
    assert PACK.apply(s, {"kind": "phase_one", "card": "unrest"}).state.union_spirit == 5


def test_a_card_that_pushes_union_spirit_to_4_starts_a_strike_that_takes_a_worker():
    out = PACK.apply(start(union_spirit=3), {"kind": "phase_one", "card": "unrest"})
    s = out.state
    assert s.union_spirit == 4 and all(p.picket and p.low_morale == 1 for p in s.players)
    assert [available(s, p.id) for p in s.players] == [1, 1, 1]
    lines = said(out.ledger)
    assert lines.index(("union_spirit", {"before": 3, "after": 4})) < lines.index(("strike", {"spirit": 4}))


def test_a_cards_instruction_takes_precedence_over_the_strike():
    out = PACK.apply(start(union_spirit=5), {"kind": "phase_one", "card": "contract"})
    assert out.state.union_spirit == 4 and not any(p.picket for p in out.state.players)
    assert ("card_no_strike", {"spirit": 4, "card": "Union contract signed"}) in said(out.ledger)
    assert not any(code == "strike" for code, _ in said(out.ledger))


def test_a_card_opens_a_space_the_player_count_blocks():
    two = start(players=PLAYERS[:2])
    assert "market_3" in PACK.apply(two, {"kind": "phase_one"}).state.blocked
    opened = PACK.apply(two, {"kind": "phase_one", "card": "expansion"}).state
    assert "market_3" not in opened.blocked
    assert PACK.apply(opened, place("ann", "market_3", "cattle")).state.yard["cattle"] == 1


def test_an_unknown_card_is_refused_and_a_named_one_is_noted():
    with pytest.raises(RuleError, match="no Year card 'plague'"):
        PACK.apply(start(), {"kind": "phase_one", "card": "plague"})
    out = PACK.apply(start(), {"kind": "phase_one", "year_card": "Plague"})
    assert ("year_card", {"year": 1, "card": "Plague"}) in said(out.ledger)


# --- what each card does, line by line (US Year cards; mutation survivors) ----------------------

def lines_of(ledger):
    return [(e.code.removeprefix("union_stockyards."), e.section, e.params) for e in ledger]


def test_a_card_blocks_a_space_for_the_year_and_says_so():
    s = start(union_spirit=1)
    out = PACK.apply(s, {"kind": "phase_one", "card": "rail_strike", "livestock_added": {}})
    assert "market_1" in out.state.blocked and None not in out.state.blocked
    name = s.board.space("market_1").name
    assert ("card_blocks", YEAR_CARDS, {"card": "Rail strike", "space": name}) in lines_of(out.ledger)
    assert ("union_spirit", YEAR_CARDS, {"before": 1, "after": 2}) in lines_of(out.ledger)
    assert ("year_card", YEAR_CARDS, {"year": 1, "card": "Rail strike"}) in lines_of(out.ledger)
    with pytest.raises(RuleError):
        PACK.apply(out.state, place("ann", "market_1", "cattle"))


def test_a_card_brings_animals_only_to_empty_yard_spaces():
    # County fair: +1 hog, +1 sheep; the hogs' 8 spaces are full (board data), the sheep have one left
    s = start(yard={"cattle": 0, "hogs": 8, "sheep": 7})
    out = PACK.apply(s, {"kind": "phase_one", "card": "fair", "livestock_added": {}})
    assert out.state.yard == {"cattle": 0, "hogs": 8, "sheep": 8}
    assert [p for c, sec, p in lines_of(out.ledger) if c == "card_livestock"] == [{"card": "County fair", "count": 1, "kind": "sheep"}]
    assert all(sec == YEAR_CARDS for c, sec, _ in lines_of(out.ledger) if c.startswith("card_"))


def test_a_card_without_union_spirit_leaves_it_and_the_tables_change_is_phase_one():
    out = PACK.apply(start(union_spirit=2), {"kind": "phase_one", "card": "drought", "livestock_added": {}})
    assert out.state.union_spirit == 2 and not any(c == "union_spirit" for c, _, _ in lines_of(out.ledger))
    out = PACK.apply(start(union_spirit=2), {"kind": "phase_one", "union_spirit_change": 1, "livestock_added": {}})
    assert ("union_spirit", PHASE_ONE, {"before": 2, "after": 3}) in lines_of(out.ledger)


def test_an_unknown_card_is_refused_with_the_cards_there_are():
    with pytest.raises(RuleError) as refused:
        PACK.apply(start(), {"kind": "phase_one", "card": "plague"})
    names = ", ".join(c.name for c in start().board.year_cards)
    assert (refused.value.message, refused.value.section) == (
        f"there is no Year card 'plague' in the board data (cards: {names}); enter a card the list lacks by its name", YEAR_CARDS)


def test_a_card_that_opens_a_space_says_so():
    two = start(players=PLAYERS[:2])
    out = PACK.apply(two, {"kind": "phase_one", "card": "expansion"})
    assert ("card_opens", YEAR_CARDS, {"card": "Expansion of the yards", "space": two.board.space("market_3").name}) \
        in lines_of(out.ledger)
