"""The End of Game event of the Stock Exchange variant (Player's Book 3.3)."""

from companion.games.arkwright.flow.scoring import final_results, penalties
from companion.games.arkwright.stock_exchange import reduced_space as _reduced
from tests.games.arkwright.factories import player, table
from tests.games.arkwright.flow.helpers import run


def reduced_space(state, company):
    """The space the others' shares of `company` sell at: less the Water Frame 8.0 losses it faces."""
    return _reduced(state, company, sum(spaces for spaces, *_rest in penalties(state, state.player(company))))


def ending(players, **kw):
    return table(players, phase="end_of_game", cycle=4, decade=1810, events={"1810": "end_of_game"}, stock_exchange=True, **kw)


def test_example_red_gets_92_for_4_green_shares_and_green_buys_back_at_26():
    # Player's Book 3.3: Green on 46 (£26) with open contracts for 4 cutlery and 4 lamps: 8 spaces to 38 (£23);
    # Red's 4 Green shares bring £92 (not £104); Green then buys own shares at £26.
    red = player("red", cash=0, shares=15, share_space=10, holdings={"green": 4})
    green = player("green", cash=52, shares=11, share_space=46, contracts={"cutlery": 4, "lamps": 4})
    s = ending([red, green])
    assert reduced_space(s, "green") == 38 and s.board.share(38).value == 23 and s.board.share(46).buy == 26
    out = run(s, {"kind": "end_of_game", "answers": {"final:red:buy": 0, "final:green:buy": 2}})
    red, green = out.state.players
    assert red.holdings == {} and any(e.player == "red" and e.amount == 92 for e in out.ledger)
    bought = next(e for e in out.ledger if e.code == "arkwright.buys_shares_cash" and e.player == "green")
    assert bought.params["price"] == 26 and bought.amount == -52 and green.shares == 13
    # then the reduction for good: Green ends on 38, scoring 13 shares x £23; Red's holdings score nothing
    assert green.share_space == 38
    scores = {r.player: r.score for r in final_results(out.state)}
    assert scores == {"green": 13 * 23, "red": 15 * out.state.board.share(10).value}


def test_without_open_contracts_the_shares_sell_at_the_indicator():
    red = player("red", cash=0, holdings={"green": 4})
    green = player("green", cash=0, shares=11, share_space=46)
    out = run(ending([red, green]), {"kind": "end_of_game", "answers": {"final:red:buy": 0, "final:green:buy": 0}})
    assert any(e.player == "red" and e.amount == 104 and e.code == "arkwright.sells_holding_cash" for e in out.ledger)


def test_a_worker_left_on_a_factory_marker_lowers_the_sale_too():
    from tests.games.arkwright.factories import factory

    green = player("green", cash=0, shares=11, share_space=46,
                   factories=[factory("food", rows=((1, 0),), marker_worker=True)])
    s = ending([player("red", cash=0, holdings={"green": 1}), green])
    assert reduced_space(s, "green") == 46 - s.board.rules.end_marker_space_loss


def test_the_bank_sells_own_shares_only_after_every_holding_came_back():
    # Green owns 20, Red held 10: at the end the bank has them all again and Green may buy them
    red = player("red", cash=0, holdings={"green": 10})
    green = player("green", cash=300, shares=20, share_space=20)
    out = run(ending([red, green]), {"kind": "end_of_game", "answers": {"final:red:buy": 0, "final:green:buy": 10}})
    assert out.state.player("green").shares == 30


def test_the_broker_trades_other_companies_shares_after_the_event_at_full_price():
    # Player's Book 3.3: the Broker buys (end of round) and sells (end of the decade) other companies' shares,
    # never at half price
    from companion.core.decisions import Answers
    from companion.games.arkwright.flow.exchange import broker_exchange
    from companion.games.arkwright.table import Table

    s = table([player("red", cash=40, tiles=["broker"], holdings={"blue": 2}), player("green", share_space=17), player("blue", share_space=29)],
              stock_exchange=True)
    t = Table.of(s)
    broker_exchange(t, Answers({"broker:red:shares": 0, "broker:red:holding:green": 2, "broker:red:holding:blue": -1}))
    red = t.state.player("red")
    assert red.holdings == {"green": 2, "blue": 1} and red.cash == 40 - 2 * 14 + 20
    assert t.state.player("green").cash == 2 * 2  # the bank's bonus, £1 per £5 of £14
    t = Table.of(s)
    import pytest

    from companion.core.errors import CompanionError

    with pytest.raises(CompanionError):
        broker_exchange(t, Answers({"broker:red:shares": 0, "broker:red:holding:green": 3}))  # £42 is more than £40
