"""Union Stockyards Phase II (seed 002, US Phase II): the worker placement, from scenarios.

Board data used (unverified placeholders, data/spaces.toml): Campaign, Market 1-3 (one oval
each, sell one livestock type, Market 3 blocked under 3 players), Advertising 1 ($2) and 2
(blocked under 4 players), Build and Labor Contract (any number of workers).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import RuleError
from companion.core.ledger import total
from companion.games.union_stockyards.pack import PACK
from companion.games.union_stockyards.placement import available, to_place
from tests.games.union_stockyards.factories import FOLLOWED, PLAYERS, place

YARD = {"cattle": 3, "hogs": 3, "sheep": 3}


def phase_two(**changes):
    """Year 1, Phase II, after a Phase I with the table's own count of new animals (none)."""
    s = PACK.start(FOLLOWED | {"yard": YARD} | changes).state
    return PACK.apply(s, {"kind": "phase_one", "livestock_added": {}}).state


def play(state, *entries):
    for e in entries:
        state = PACK.apply(state, e).state
    return state


def refused(state, entry) -> str:
    before = state.model_dump()
    with pytest.raises(RuleError) as err:
        PACK.apply(state, entry)
    assert state.model_dump() == before  # nothing changed
    return err.value.message


def test_placements_go_round_from_the_first_player_one_at_a_time():
    s = phase_two(first_player="bob")
    assert to_place(s) == "bob"
    assert "it is Bob's turn" in refused(s, place("ann", "build"))
    s = play(s, place("bob", "build"), place("cy", "build"), place("ann", "labor_contract"))
    assert to_place(s) == "bob"
    s = play(s, place("bob", "labor_contract"), place("cy", "campaign"), place("ann", "build"))
    assert to_place(s) is None
    assert "every available worker is placed" in refused(s, place("bob", "build"))
    # Build and Labor Contract held several workers; the whole year's placements are kept until Phase III
    assert [w.space for w in s.placements].count("build") == 3


def test_an_oval_holds_one_worker():
    s = play(phase_two(), place("ann", "campaign"))
    assert refused(s, place("bob", "campaign")) == "Campaign holds 1 worker and Ann is there"
    s = play(s, place("bob", "market_1", "cattle"))
    assert "Market 1 holds 1 worker and Bob is there" in refused(s, place("cy", "market_1", "hogs"))


def test_a_blocked_space_is_refused_by_player_count_and_by_the_year_card():
    s = phase_two()  # three players: Advertising 2 needs four
    assert refused(s, place("ann", "advertising_2", "cattle")) == "Advertising 2 is blocked this year"
    two = PACK.start(FOLLOWED | {"players": PLAYERS[:2], "yard": YARD}).state
    two = PACK.apply(two, {"kind": "phase_one", "livestock_added": {}}).state
    assert set(two.blocked) == {"market_3", "advertising_2"}
    assert refused(two, place("ann", "market_3", "cattle")) == "Market 3 is blocked this year"
    carded = PACK.apply(PACK.start(FOLLOWED | {"yard": YARD}).state, {"kind": "phase_one", "livestock_added": {}, "card": "rail_strike"})
    assert refused(carded.state, place("ann", "market_1", "hogs")) == "Market 1 is blocked this year"
    legal = {tuple(c.entry.values()): c for c in PACK.legal(carded.state, "ann")}
    assert legal[("place", "ann", "market_1", "hogs")].refused == "Market 1 is blocked this year"
    assert legal[("place", "ann", "market_2", "hogs")].legal


def test_a_second_use_of_a_livestock_type_in_one_area_is_refused():
    s = play(phase_two(workers=3), place("ann", "market_1", "cattle"), place("bob", "build"), place("cy", "build"))
    why = refused(s, place("ann", "market_2", "cattle"))
    assert why == "Ann has already used cattle at Market this year (once per type)"
    # another type in the same area, or the same type in another area, is allowed
    assert PACK.apply(s, place("ann", "market_2", "hogs")).state.yard["hogs"] == 2
    out = PACK.apply(s, place("ann", "advertising_1", "cattle"))
    assert out.state.meat_values["cattle"] == 13 and out.state.player("ann").cash == 10 + 4 - 2
    # next year the type can be used again
    s = play(s, place("ann", "build"), place("bob", "build"), place("cy", "build"), place("ann", "build"),
             place("bob", "build"), place("cy", "build"), {"kind": "phase_three"}, {"kind": "phase_one", "livestock_added": {}})
    assert PACK.apply(s, place("ann", "market_2", "cattle")).state.player("ann").cash == 14 + (12 - s.prices["cattle"])


def test_what_an_action_costs_and_whether_the_player_can_pay():
    s = phase_two(cash=1)
    assert refused(s, place("ann", "advertising_1", "hogs")) == "Ann has $1 and cannot pay $2 for Advertising 1"
    assert "cannot cover the shortfall" in refused(s, place("ann", "market_1", "sheep", count=1))  # margin 3 - 5 = -2
    candidates = {tuple(c.entry.values()): c for c in PACK.legal(s, "ann")}
    assert candidates[("place", "ann", "advertising_1", "hogs")].cost == 2
    assert not candidates[("place", "ann", "advertising_1", "hogs")].legal
    assert not candidates[("place", "ann", "market_1", "sheep")].legal
    ok = candidates[("place", "ann", "market_1", "cattle")]
    assert ok.legal and "sells 1 cattle" in ok.effect
    rich = phase_two(cash=5)
    out = PACK.apply(rich, place("ann", "advertising_1", "hogs"))
    assert [(e.kind, e.amount) for e in out.ledger if e.kind == "cash"] == [("cash", -2)]
    assert out.state.player("ann").cash == 3


def test_a_sale_on_a_market_space_takes_from_the_yard_and_a_plain_sale_is_refused():
    s = phase_two()
    out = PACK.apply(s, place("ann", "market_1", "cattle", count=2))
    assert out.state.yard["cattle"] == 1 and out.state.player("ann").cash == 10 + 2 * 4
    assert "placing a worker on a Market space" in refused(s, {"kind": "sale", "player": "ann", "livestock": "cattle"})
    assert "does one action" in refused(s, place("ann", "build", count=2))
    assert "choose a livestock type" in refused(s, place("ann", "market_1"))
    assert "no action space" in refused(s, place("ann", "the moon"))


def test_a_worker_on_the_picket_line_is_not_available_and_campaign_decides_phase_three():
    s = PACK.start(FOLLOWED | {"union_spirit": 4, "yard": YARD}).state
    s = PACK.apply(s, {"kind": "phase_one", "livestock_added": {}}).state  # strike: one worker each on the Picket Line
    assert [available(s, p.id) for p in s.players] == [1, 1, 1]
    s = play(s, place("ann", "build"), place("bob", "campaign"))
    assert "Cy still has a worker to place" in refused(s, {"kind": "phase_three"})
    s = play(s, place("cy", "build"))
    assert to_place(s) is None
    assert "campaigned and chooses the party" in refused(s, {"kind": "phase_three"})
    assert "no worker of Cy is on Campaign" in refused(s, {"kind": "phase_three", "campaign": "cy", "party": "party B"})
    end = PACK.apply(s, {"kind": "phase_three", "party": "party B"}).state
    assert end.first_player == "bob" and end.party == "party B"
    assert end.placements == [] and not any(p.picket for p in end.players) and end.year == 2


def test_a_year_keepers_game_keeps_its_sales_and_needs_no_placement():
    s = PACK.start(FOLLOWED | {"workers": 0, "yard": YARD}).state
    s = PACK.apply(s, {"kind": "phase_one"}).state
    assert s.yard == YARD  # no livestock computed in a game set up before the placements were followed
    assert "placements are kept at the table" in refused(s, place("ann", "build"))
    s = PACK.apply(s, {"kind": "sale", "player": "ann", "livestock": "cattle"}).state
    assert PACK.apply(s, {"kind": "phase_three"}).state.year == 2


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=40), max_size=12), st.integers(min_value=1, max_value=3),
       st.booleans())
def test_any_sequence_of_legal_placements_places_each_available_worker_once(picks, workers, striking):
    """Whatever legal placements are chosen, the turn goes round and ends when every available worker is placed;
    money moves only with its ledger line and nobody goes below $0."""
    s = PACK.start(FOLLOWED | {"workers": workers, "union_spirit": 4 if striking else 2, "yard": YARD}).state
    s = PACK.apply(s, {"kind": "phase_one", "livestock_added": {}}).state
    expected = 3 * (workers - int(striking))
    for k in range(expected):
        who = to_place(s)
        assert who is not None
        options = [c for c in PACK.legal(s, who) if c.legal and c.entry["kind"] == "place"]
        assert options  # Build and Labor Contract always take a worker
        choice = options[picks[k % len(picks)] % len(options)] if picks else options[0]
        out = PACK.apply(s, choice.entry)
        # the ledger explains every move of money
        assert out.state.player(who).cash - s.player(who).cash == total(out.ledger, who, "cash")
        s = out.state
    assert to_place(s) is None and len(s.placements) == expected
    assert all(sum(w.player == p.id for w in s.placements) == workers - int(striking) for p in s.players)
    assert all(p.cash >= 0 for p in s.players)


def test_the_form_offers_only_the_allowed_placements_of_the_player_to_place():
    from companion.games.union_stockyards.forms import placement_choices

    s = play(phase_two(cash=1), place("ann", "market_1", "cattle"))  # Ann: $1 + $4
    offer = placement_choices(s)
    assert offer["player"] == "bob" and offer["left"] == 2
    labels = [r["label"] for r in offer["open"]]
    assert "Market 1: hogs" not in labels and "Advertising 1: hogs" not in labels  # taken; Bob has $1 for a $2 action
    assert {"Campaign", "Build: a building not in the list, kept at the table", "Labor Contract: Piece Work", "Market 2: cattle"} <= set(labels)
    assert "Build: Wool Shed" not in labels  # $4: Bob has $1
    why = {r["label"]: r["refused"] for r in offer["closed"]}
    assert why["Market 1: hogs"] == "Market 1 holds 1 worker and Ann is there"
    assert why["Advertising 1: hogs"] == "Bob has $1 and cannot pay $2 for Advertising 1"
    assert all(PACK.apply(s, r["entry"]) for r in offer["open"])  # every offered placement is accepted
