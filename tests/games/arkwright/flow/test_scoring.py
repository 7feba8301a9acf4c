"""The End of Game event's stock exchange and the winner (Water Frame 6.II, 8.0; Spinning Jenny 8.0)."""

import pytest

from companion.core.errors import RuleError
from companion.games.arkwright.flow.scoring import final_results
from companion.games.arkwright.pack import PACK, apply
from companion.games.arkwright.state import LargeWarehouse
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.flow.helpers import run


def ending(players, **kw):
    kw.setdefault("decade", 1810)
    return table(players, phase="end_of_game", cycle=4, events={str(kw["decade"]): "end_of_game"}, **kw)


def test_marion_buys_three_shares_for_66():
    # Water Frame 6.II example: space 36 (£22), 16 shares, £84 -> 3 shares for £66, 19 shares, £18 left
    s = ending([player("marion", cash=84, shares=16, share_space=36), player("harold", cash=0)])
    out = apply(s, {"kind": "end_of_game"})
    assert out.pending.id == "final:marion:buy" and max(o.value for o in out.pending.options) == 3
    out = run(s, {"kind": "end_of_game", "answers": {"final:marion:buy": 3}})
    m = out.state.player("marion")
    assert (m.shares, m.cash) == (19, 18)
    assert out.state.phase == "game_over"


def test_marion_scores_418_with_the_open_contract_and_456_without():
    # Water Frame 8.0 example: 19 shares, space 41 (£24); the open contract on 6 moves her to 35 (£22)
    s = ending([player("marion", shares=19, share_space=41, contracts={"clothes": 6}), player("harold"), player("angelica")])
    out = run(s, {"kind": "end_of_game"})
    m = out.state.player("marion")
    assert m.share_space == 35
    marion = next(r for r in final_results(out.state) if r.player == "marion")
    assert marion.score == 19 * 22 == 418
    assert any("clothes contract on space 6" in n for n in marion.notes)
    s = ending([player("marion", shares=19, share_space=41), player("harold"), player("angelica")])
    assert next(r for r in final_results(run(s, {"kind": "end_of_game"}).state) if r.player == "marion").score == 456


def test_a_worker_on_a_factory_marker_costs_four_spaces_and_two_shares():
    marion = player("marion", shares=12, share_space=20, factories=[factory("food", price=5, rows=((2, 0),), marker_worker=True)])
    s = ending([marion, player("harold")])
    m = run(s, {"kind": "end_of_game"}).state.player("marion")
    assert (m.share_space, m.shares) == (16, 10)


def test_final_exchange_sells_goods_repays_loans_then_buys():
    marion = player("marion", cash=30, shares=10, loans=2, share_space=8, tiles=["small_warehouse"], stored={"lamps": 2})
    marion.warehouse = LargeWarehouse(columns=["cutlery"], goods={"cutlery": 3})
    s = ending([marion, player("harold")])
    out = run(s, {"kind": "end_of_game", "defaults": True})
    m = out.state.player("marion")
    # goods: 2 lamps x £5 + 3 cutlery x £4 = £22 -> £52; two loans at £13 -> £26; space 8 buys at £10: 2 shares
    assert (m.loans, m.shares, m.cash) == (0, 12, 6)
    assert m.stored == {} and m.warehouse.goods == {}


def test_players_with_loans_lose():
    s = ending([player("marion", cash=5, shares=0, loans=3, share_space=30), player("harold", shares=2, share_space=10)])
    out = run(s, {"kind": "end_of_game", "defaults": True})
    results = {r.player: r for r in final_results(out.state)}
    assert results["marion"].eliminated and not results["marion"].winner and results["marion"].rank == 2
    assert results["harold"].winner and results["harold"].rank == 1


def test_ties_are_broken_by_cash_then_shared():
    s = ending([player("marion", cash=9, shares=10), player("angelica", cash=9, shares=10), player("harold", cash=9, shares=10)])
    s.players[2].cash = 12
    out = run(s, {"kind": "end_of_game", "answers": {"final:marion:buy": 0, "final:angelica:buy": 0, "final:harold:buy": 0}})
    results = final_results(out.state)
    assert [(r.player, r.rank, r.winner) for r in results] == [("harold", 1, True), ("marion", 2, False), ("angelica", 2, False)]
    s.players[2].cash = 9
    out = run(s, {"kind": "end_of_game", "answers": {"final:marion:buy": 0, "final:angelica:buy": 0, "final:harold:buy": 0}})
    assert all(r.winner and r.rank == 1 for r in final_results(out.state))


def test_summary_shows_the_results():
    s = ending([player("marion", shares=19, share_space=41), player("harold", shares=3)])
    out = run(s, {"kind": "end_of_game"})
    summary = PACK.summary(out.state)
    assert summary.finished and summary.results[0].player == "marion" and summary.results[0].score == 456


def test_only_after_the_end_of_game_event():
    s = ending([player("marion"), player("harold")]).model_copy(update={"phase": "end_of_round"})
    with pytest.raises(RuleError, match="final stock exchange cannot be entered now: the game is in the end of round"):
        apply(s, {"kind": "end_of_game"})


def test_spinning_jenny_final_purchase_example_and_winner():
    # Spinning Jenny 6.II repeats Marion's purchase: space 36 (£22), 16 shares, £84 -> 3 shares for £66
    s = ending([player("marion", cash=84, shares=16, share_space=36), player("harold", cash=30, shares=19, share_space=36)], version="spinning_jenny", decade=1790)
    out = run(s, {"kind": "end_of_game", "defaults": True})
    m, h = out.state.player("marion"), out.state.player("harold")
    assert (m.shares, m.cash) == (19, 18) and (h.shares, h.cash) == (20, 8)
    # Spinning Jenny 8.0: portfolio, then cash: 20 x £22 beats 19 x £22
    assert [(r.player, r.rank, r.score) for r in final_results(out.state)] == [("harold", 1, 440), ("marion", 2, 418)]
    assert all(e.section.startswith("Spinning Jenny") for e in out.ledger if e.section.startswith(("Water", "Spinning")))
