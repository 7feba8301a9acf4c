"""Union Stockyards (seed 002): strikes, elections, price adjustment in every tie case, margins."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.dispatch import replay
from companion.core.errors import CompanionError, RuleError
from companion.games.union_stockyards.pack import PACK
from companion.games.union_stockyards.board import BOARD as BOARD_DATA
from companion.games.union_stockyards.markets import price_changes
from tests.games.union_stockyards.factories import START, said

def start(**changes):
    return PACK.start(START | changes).state


def in_phase_two(**changes):
    return PACK.apply(start(**changes), {"kind": "phase_one"}).state


# --- the price adjustment, every tie case (US Phase III) ----------------------

BOARD = BOARD_DATA.base


@pytest.mark.parametrize(
    "counts, changes",
    [
        ({"cattle": 1, "hogs": 4, "sheep": 2}, {"cattle": 3, "hogs": -2, "sheep": 0}),  # all different
        ({"cattle": 1, "hogs": 1, "sheep": 5}, {"cattle": 3, "hogs": 3, "sheep": -2}),  # tie at the least
        ({"cattle": 0, "hogs": 3, "sheep": 3}, {"cattle": 3, "hogs": -2, "sheep": -2}),  # tie at the most
        ({"cattle": 2, "hogs": 2, "sheep": 2}, {"cattle": 1, "hogs": 1, "sheep": 1}),  # all three tie
        ({"cattle": 0, "hogs": 0, "sheep": 0}, {"cattle": 1, "hogs": 1, "sheep": 1}),  # all tie, empty Yard
    ],
)
def test_price_changes(counts, changes):
    assert price_changes(counts, BOARD) == changes


def test_price_adjustment_at_year_end_and_the_track_ends():
    s = in_phase_two(prices={"cattle": 30, "hogs": 1, "sheep": 5})
    s.yard = {"cattle": 0, "hogs": 7, "sheep": 3}
    out = PACK.apply(s, {"kind": "phase_three"})
    assert out.state.prices == {"cattle": 30, "hogs": 1, "sheep": 5}  # clamped at both ends (unverified range)
    assert [(code, p["kind"], p["change"]) for code, p in said(out.ledger) if code.startswith("price_adjusts")] == [
        ("price_adjusts_stopped", "cattle", BOARD.numbers.least_plentiful_rise),
        ("price_adjusts_stopped", "hogs", -BOARD.numbers.most_plentiful_drop), ("price_adjusts", "sheep", 0)]
    s.yard = {"cattle": 2, "hogs": 4, "sheep": 3}
    s.prices = {"cattle": 8, "hogs": 6, "sheep": 5}
    out = PACK.apply(s, {"kind": "phase_three"})
    assert out.state.prices == {"cattle": 11, "hogs": 4, "sheep": 5}


def test_table_count_of_the_yard_overrides():
    s = in_phase_two()
    out = PACK.apply(s, {"kind": "phase_three", "yard": {"cattle": 2, "hogs": 2, "sheep": 2}})
    assert out.state.prices == {"cattle": 9, "hogs": 7, "sheep": 6}
    with pytest.raises(RuleError, match="every livestock type"):
        PACK.apply(s, {"kind": "phase_three", "yard": {"cattle": 2}})


# --- the strike (US Phase I) ---------------------------------------------------


@pytest.mark.parametrize("spirit, strikes", [(3, False), (4, True), (5, True)])
def test_strike_at_4_or_5(spirit, strikes):
    out = PACK.apply(start(union_spirit=spirit), {"kind": "phase_one"})
    s = out.state
    assert all(p.picket == strikes for p in s.players)
    assert all(p.low_morale == int(strikes) for p in s.players)
    assert s.union_spirit == spirit  # Union Spirit stays where it is


def test_union_spirit_change_can_start_a_strike():
    s = PACK.apply(start(union_spirit=3), {"kind": "phase_one", "union_spirit_change": 1, "year_card": "unrest"}).state
    assert s.union_spirit == 4 and all(p.picket for p in s.players)


def test_strike_again_next_year_one_picket_worker_each():
    s = start(union_spirit=4)
    s = PACK.apply(s, {"kind": "phase_one"}).state
    s = PACK.apply(s, {"kind": "phase_three"}).state
    assert not any(p.picket for p in s.players)  # back in Phase III
    s.players[0].picket = True  # a table that forgot to bring one back
    out = PACK.apply(s, {"kind": "phase_one"})
    assert all(p.low_morale == 2 for p in out.state.players)
    assert said(out.ledger, "ann") == [("low_morale", {}), ("already_picketing", {})]
    assert said(out.ledger, "bob") == [("low_morale", {}), ("pickets", {})]


# --- the election (US Phase III) -----------------------------------------------


def test_campaign_takes_first_player_and_chooses_the_party():
    s = in_phase_two()
    out = PACK.apply(s, {"kind": "phase_three", "campaign": "cy", "party": "party B"})
    assert out.state.first_player == "cy" and out.state.party == "party B"
    assert out.state.year == 2 and out.state.phase == "I"


def test_nobody_campaigns_nothing_changes():
    s = in_phase_two()
    out = PACK.apply(s, {"kind": "phase_three"})
    assert out.state.first_player == "ann" and out.state.party == "party A"
    with pytest.raises(RuleError, match="only the player on Campaign"):
        PACK.apply(s, {"kind": "phase_three", "party": "party B"})
    with pytest.raises(RuleError, match="chooses the party"):
        PACK.apply(s, {"kind": "phase_three", "campaign": "bob", "party": "nobody"})


# --- margins (US Market terms) ---------------------------------------------------


def test_sale_at_a_positive_and_a_negative_margin():
    s = in_phase_two(yard={"cattle": 3, "hogs": 3, "sheep": 3})
    out = PACK.apply(s, {"kind": "sale", "player": "ann", "livestock": "cattle", "count": 2})
    assert out.state.player("ann").cash == 10 + 2 * (12 - 8)
    assert out.state.yard["cattle"] == 1
    out = PACK.apply(s, {"kind": "sale", "player": "bob", "livestock": "sheep", "count": 3})
    assert out.state.player("bob").cash == 10 - 3 * 2
    assert [e.amount for e in out.ledger if e.kind == "cash"] == [-6]
    out = PACK.apply(s, {"kind": "sale", "player": "bob", "livestock": "hogs"})
    assert out.state.player("bob").cash == 10  # a zero margin


def test_negative_margin_needs_the_cash():
    s = in_phase_two(cash=3, yard={"cattle": 0, "hogs": 0, "sheep": 3})
    before = s.model_dump()
    with pytest.raises(RuleError, match="cannot cover the shortfall"):
        PACK.apply(s, {"kind": "sale", "player": "ann", "livestock": "sheep", "count": 2})
    assert s.model_dump() == before
    with pytest.raises(RuleError, match="in the Yard"):
        PACK.apply(s, {"kind": "sale", "player": "ann", "livestock": "cattle"})
    with pytest.raises(RuleError, match="Phase II"):
        PACK.apply(start(), {"kind": "sale", "player": "ann", "livestock": "cattle"})


# --- the six years ------------------------------------------------------------------


def test_six_years_then_the_final_scores():
    log = [START]
    for _ in range(6):
        log += [{"kind": "phase_one", "livestock_added": {"cattle": 1}}, {"kind": "phase_three"}]
    s = replay(PACK, log).state
    assert (s.year, s.phase, s.finished) == (6, "III", False)
    with pytest.raises(RuleError):
        PACK.apply(s, {"kind": "phase_one"})
    out = PACK.apply(s, {"kind": "final_scores", "scores": {"ann": 40, "bob": 40, "cy": 31}, "tiebreakers": {"ann": [5], "bob": [7], "cy": [0]}})
    summary = PACK.summary(out.state)
    assert summary.finished and [r.player for r in summary.results] == ["bob", "ann", "cy"]
    assert summary.results[0].winner and summary.timeline_key == "final"


def test_final_scores_refused_before_the_end_or_incomplete():
    s = start()
    with pytest.raises(RuleError, match="final scores cannot be entered now: the game is in Phase I"):
        PACK.apply(s, {"kind": "final_scores", "scores": {"ann": 1, "bob": 2, "cy": 3}})
    s.year, s.phase = 6, "III"
    with pytest.raises(CompanionError, match="missing for Cy"):
        PACK.apply(s, {"kind": "final_scores", "scores": {"ann": 1, "bob": 2}})


def test_board_correction_of_an_unverified_range():
    s = in_phase_two()
    s = PACK.apply(s, {"kind": "board", "path": "numbers.price_max", "value": 9}).state
    s.yard = {"cattle": 0, "hogs": 2, "sheep": 2}
    assert PACK.apply(s, {"kind": "phase_three"}).state.prices["cattle"] == 9
    with pytest.raises(CompanionError):
        PACK.apply(s, {"kind": "board", "path": "numbers.price_max", "value": 0})


# --- properties -----------------------------------------------------------------------

ENTRY = st.one_of(
    st.builds(lambda add, ch: {"kind": "phase_one", "livestock_added": add, "union_spirit_change": ch},
              st.dictionaries(st.sampled_from(["cattle", "hogs", "sheep"]), st.integers(0, 3)), st.integers(-2, 2)),
    st.builds(lambda p, kind, k: {"kind": "sale", "player": p, "livestock": kind, "count": k},
              st.sampled_from(["ann", "bob", "cy"]), st.sampled_from(["cattle", "hogs", "sheep"]), st.integers(1, 3)),
    st.builds(lambda c, party: {"kind": "phase_three", "campaign": c, "party": party},
              st.sampled_from([None, "ann", "cy"]), st.sampled_from([None, "party A", "party B"])),
    st.builds(lambda p, a: {"kind": "adjust", "player": p, "amount": a, "reason": "action"},
              st.sampled_from(["ann", "bob", "cy"]), st.integers(-8, 8)),
)


@settings(max_examples=60)
@given(entries=st.lists(ENTRY, max_size=30))
def test_cash_equals_ledger_and_refusals_change_nothing(entries):
    state = start(yard={"cattle": 2, "hogs": 2, "sheep": 2})
    for entry in entries:
        before = state.model_dump()
        try:
            out = PACK.apply(state, entry)
        except CompanionError:
            assert state.model_dump() == before
            continue
        for p in state.players:
            moved = sum(e.amount for e in out.ledger if e.player == p.id and e.kind == "cash")
            assert out.state.player(p.id).cash - p.cash == moved
        assert all(v >= 0 for v in out.state.yard.values())
        assert sum(p.picket for p in out.state.players) <= len(out.state.players)
        state = out.state
    PACK.summary(state)


def test_market_preview_for_the_form():
    from companion.games.union_stockyards.forms import market_preview

    s = start(union_spirit=4, yard={"cattle": 1, "hogs": 1, "sheep": 4})
    preview = market_preview(s)
    assert preview["margins"] == {"cattle": 4, "hogs": 0, "sheep": -2}
    assert preview["price_changes"] == {"cattle": 3, "hogs": 3, "sheep": -2}
    assert preview["strike_now"]


def test_money_the_table_moves_keeps_the_tables_words():
    out = PACK.apply(in_phase_two(), {"kind": "adjust", "player": "ann", "amount": -3, "reason": "builds a packing plant"})
    [line] = out.ledger
    assert (line.player, line.kind, line.amount) == ("ann", "cash", -3) and out.state.player("ann").cash == 7
    assert (line.code, line.params, line.reason) == ("core.table_note", {"text": "builds a packing plant"}, "builds a packing plant")


@pytest.mark.parametrize("spirit, change", [(5, 1), (4, 3), (5, 4)])
def test_union_spirit_stops_at_the_top_of_its_track_and_strikes(spirit, change):
    # US Phase I: "Adjust Union Spirit as directed", then at 4 or 5 a strike. The marker cannot
    # go past the top of the track (5 in the board data): a push beyond it leaves it at 5, and
    # the strike is called, not the entry refused.
    out = PACK.apply(start(union_spirit=spirit), {"kind": "phase_one", "union_spirit_change": change})
    s = out.state
    assert s.union_spirit == 5
    assert all(p.picket and p.low_morale == 1 for p in s.players)
    assert ("strike", {"spirit": 5}) in said(out.ledger)


def test_union_spirit_stops_at_the_bottom_of_its_track():
    s = PACK.apply(start(union_spirit=1), {"kind": "phase_one", "union_spirit_change": -3}).state
    assert s.union_spirit == 0 and not any(p.picket for p in s.players)
